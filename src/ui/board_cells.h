// board_cells.h - a Picture's board of cells (core/game.h): rows, stacks and chessboards, drawn
// by the generic play screen (game_screen.cpp) from the board's scene (app/scene.h): each cell drawn
// as its glyph, ringed if it starts a winning move, highlighted with every cell of the move under
// the mouse, clickable if it offers moves; and where each was drawn, for the page's JS API.
#pragma once
#include <imgui.h>

#include <cstddef>
#include <vector>

#include "app/page.h"
#include "app/scene.h"
#include "core/game.h"
#include "ui/shared.h"

namespace gl::ui {

// Where a cell of the board was drawn last frame (framebuffer pixels), for tests that click it.
struct BoardCellSpot {
    std::size_t row = 0, index = 0;
    float x = 0, y = 0, r = 0;
};

// A board's cells as drawn (the generic play screen keeps one, game_screen.h).
struct BoardCells {
    std::vector<BoardCellSpot> cells;
    // The move of the cell under the mouse (last frame, this frame): every cell taking part in it
    // (Cell::part_of: a hook's cells, a coin and its landing square) is highlighted.
    int hover_move = -1, next_hover_move = -1;
    // The scene last laid out and its scale, kept while the picture, the panel and the font stay
    // (laying out a large board takes a millisecond, and settling its scale a few layouts).
    struct Laid {
        Picture pic;
        float avail_x = -1, avail_y = -1, font = 0, most = 0, least = 0;
        const void* face = nullptr; // the font measured
        app::Scene scene;
        float scale = 0;
    } laid;
};

// What a click on the board does, above it, wrapped at the panel's visible edge.
void show_caption(const Picture& pic);

// A board of cells (Picture::Layout Rows, Stacks or Grid) drawn from its scene (app/scene.h, the
// picture the exports write too) in `size`, scaled to fit (compact, embed=board: centred, cells
// as large as the frame lets them be): each cell ringed if it starts a winning move (while the
// page shows them), highlighted with every cell of the move under the pointer, clickable if it
// offers the player to move a move. Returns the moves a click chose (indices into the play
// model's moves); keeps where each cell was drawn for find_board_cell.
std::vector<int> draw_cell_board(BoardCells& board, const app::Page& page, const Shared& shared, const Picture& pic, ImVec2 size,
                                 bool compact);
const BoardCellSpot* find_board_cell(const BoardCells& board, std::size_t row, std::size_t index);

} // namespace gl::ui
