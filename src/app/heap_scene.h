// heap_scene.h - the page's boards of heaps laid out as scenes (scene.h): Nim's heaps as columns
// of tokens (tiles when a heap is tall), each heap's size and winning move written under it; a
// sum's part (game=sum) as stacks of tokens, stacks lying on their side, or rows of pins, squares
// or pawns. Each token or cell is one hit (Hit::row: its heap, Hit::index: its place from the
// bottom or the left), its hit box the whole slot it stands in, so small tokens are easy to hit.
// The page draws the scene with ImGui (ui/scene_view.h) and marks the cells of a move hot; the
// exports never see these scenes (they draw the rulesets' Picture, board_scene).
//
// The layout is fitted to the panel in pixels (HeapFrame); the scene's unit is a token's slot (a
// row's cell), HeapScene::scale pixels.
#pragma once
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string_view>
#include <utility>
#include <vector>

#include "app/scene.h"
#include "games/heap_sum.h"

namespace gl::app {

// The panel a board is laid out in, in pixels: its size, device pixels per CSS pixel, a line of
// text with its spacing, whether a finger plays (a token keeps 40 CSS px), and the page's text
// sizes in pixels (scene_measure at a scale of 1).
struct HeapFrame {
    double width = 0, height = 0;
    double density = 1;
    double line = 0;
    bool touch = false;
    std::function<Pt(std::string_view, TextSize, double)> measure;
};

struct HeapScene {
    Scene scene;        // a unit is a token's slot (a row's cell)
    double scale = 1;   // pixels a unit
    double height = 0;  // the board's height in pixels: taller than the frame when it scrolls (touch)
};

// Nim's board: a column per heap, tokens stacked up from a base line, room for `capacity` tokens;
// under each heap its size and, where win_to[i] >= 0 (hints), the size a winning move leaves it.
// `game_over`: "No tokens left" in the middle.
HeapScene nim_scene(const std::vector<std::uint64_t>& heaps, std::uint64_t capacity, const std::vector<std::int64_t>& win_to, bool game_over,
                    const HeapFrame& f);

// A part of a sum below its heading: tokens stand as stacks side by side, or lie as rows when
// that makes them a third larger or more; pins, squares and pawns stand in rows that wrap.
// `capacity`: the most tokens a heap holds in this game (the tokens keep their size as it goes on).
HeapScene part_scene(const sums::Part& p, std::uint64_t capacity, const HeapFrame& f);

// The height in pixels of a part's rows of pieces at `width` (a phone's page gives each part that).
double part_rows_height(const sums::Part& p, double width, double density, bool touch);

// Which cells of its heap a move of a part takes, as [first, first + count).
std::pair<std::uint64_t, std::uint64_t> part_cells_taken(const sums::Part& p, const sums::PlayMove& m);

// The hits of cells [first, first + count) of heap `heap`.
std::vector<std::size_t> heap_hits(const Scene& sc, std::size_t heap, std::uint64_t first, std::uint64_t count);

} // namespace gl::app
