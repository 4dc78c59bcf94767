// board_cells.h - the cells of a Picture's board (core/game.h), shared by the generic play
// screen's rows and stacks (game_screen.cpp) and the grid board (grid_board.h): each cell drawn
// as its glyph, ringed if it starts a winning move, highlighted with every cell of the move under
// the mouse, clickable if it offers moves; and where each was drawn, for the page's JS API.
#pragma once
#include <imgui.h>

#include <cstddef>
#include <vector>

#include "app/page.h"
#include "core/game.h"

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
};

// What a click on the board does, above it, wrapped at the panel's visible edge.
void show_caption(const Picture& pic);

// One cell of a board widget: drawn, ringed if it starts a winning move (while the page shows
// them), clickable if it offers moves of the page's play model (the moves a click chose go to
// *clicked), its spot kept for find_board_cell. `half`: the cell's half width and height
// (squares: r, r; a Label: as wide as its text). square_drawn: the widget drew the square itself
// (a chessboard's): an empty cell adds only its highlights.
void board_cell(BoardCells& board, const app::Page& page, const Cell& c, std::size_t row, std::size_t index, ImVec2 centre,
                float r, ImVec2 half, std::vector<int>* clicked, bool square_drawn = false);
const BoardCellSpot* find_board_cell(const BoardCells& board, std::size_t row, std::size_t index);

} // namespace gl::ui
