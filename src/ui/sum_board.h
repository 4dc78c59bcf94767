// sum_board.h - the play screen for heap games and their sums (game=sum). Index of sum_board.cpp:
//   [SECTION] Boards     each part drawn as its real board: Kayles pins, Dawson's Kayles squares,
//                        Dawson's chess pawns, heaps of tokens for Nim and subtraction games
//                        (laid out by app/heap_scene.h, drawn by draw_scene)
//   [SECTION] Analysis   values of every heap, the nim-sum in binary columns, winning moves,
//                        the move list, the mex table of a chosen heap
//   [SECTION] Frame      toolbar, the computer's turn, the link
#pragma once
#include <imgui.h>

#include <cstdint>
#include <string>
#include <vector>

#include "app/page.h"
#include "games/heap_sum.h"
#include "ui/nim_board.h"
#include "ui/shared.h"

namespace gl::ui {

// Where a cell (pin, square, pawn or token) was drawn last frame, for tests that click it.
struct CellSpot {
    std::size_t part = 0, heap = 0, index = 0;
    float x = 0, y = 0, r = 0;
};

struct SumUi {
    std::vector<CellSpot> cells;
    std::vector<std::uint64_t> take; // per part: how many adjacent cells a click takes (row boards)
    char pos_buf[200] = {};
    std::string pos_error;
    int explain = 0; // which heap the mex table explains (index over all heaps)
    // Each part's scene, kept while the part, its token capacity and its frame stay the same.
    std::vector<KeptScene<sums::Part, std::uint64_t>> scenes;
};

// The screen's functions take its own state, the page model (its play model and sums' view) and
// what the screens share (shared.h).
void sum_open(SumUi& sum, app::Page& page, Shared& shared); // follow the link's state (pos, turn, computer)
// Toolbar rows, boards and analysis; compact: just the boards (embed=board).
void sum_frame(SumUi& sum, app::Page& page, Shared& shared, bool compact);
const CellSpot* find_cell(const SumUi& sum, std::size_t part, std::size_t heap, std::size_t index);

} // namespace gl::ui
