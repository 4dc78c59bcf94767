// grid_board.h - the board of a Picture laid out as a grid (core/game.h, Picture::Layout::Grid):
// the picture's rows are the ranks of a chessboard, top rank first, drawn as squares edge to edge
// in light and dark, with the rows' labels at the left and the columns' numbers below. A piece
// stands on its square (a cell's glyph), the squares that offer moves are marked, and a click on
// one makes its move (Wythoff's game: the queen and the squares she reaches).
#pragma once
#include <imgui.h>

#include <vector>

#include "app/page.h"
#include "core/game.h"
#include "ui/board_cells.h"
#include "ui/shared.h"

namespace gl::ui {

// Draws the board in `size` (compact, embed=board: squares as large as the frame lets them be) and
// returns the moves a click chose (indices into the play model's moves). Its cells are kept in
// `board` (board_cells.h).
std::vector<int> draw_grid_board(BoardCells& board, const app::Page& page, const Shared& shared, const Picture& pic, ImVec2 size,
                                 bool compact);

} // namespace gl::ui
