// col_snort.h - Col (Colin Vout) and Snort (Simon Norton), the map-colouring games (Winning
// Ways, ch. 2; Conway, On Numbers and Games; Albert, Nowakowski and Wolfe, Lessons in Play, ch. 2):
// `game=col&pos=path:5`, `game=snort&pos=grid:2x3`.
//
// The regions of a map are the vertices of a graph, neighbours joined by an edge. Left colours a
// vertex blue (written l), Right red (r); whoever cannot colour loses. In Col no vertex may be
// coloured like a neighbour; in Snort no vertex may be coloured unlike a neighbour. A partizan
// game (games/partizan.h). As CGSuite does, a vertex remembers its coloured neighbours as tints,
// written as CGSuite writes them: tinted Left (`L`, next to a blue vertex) or Right (`R`); in Col
// a vertex tinted L may be coloured only by Right, in Snort only by Left; a vertex tinted both
// ways (`LR`) is out of play. So the coloured
// vertices can be forgotten and the uncoloured ones left in play fall into connected pieces, a
// disjunctive sum: each piece is valued alone (its canonical form from its game tree) and added.
// Known: every Col position is a number or a number plus * (Conway, ONAG; Winning Ways, ch. 2),
// checked on every graph of up to 6 vertices in tests/unit/col_snort_test.cpp; Snort positions
// are often hot (a single edge is ±1).
//
// Position text (games/drawn_graph.h): a graph, then `;` and the vertices' states: `vL`/`vR`/`vLR`
// tinted, `vl`/`vr` coloured by Left/Right (`path:5;2l` is a path with its middle coloured by
// Left; its neighbours' tints follow and are not written). CGSuite's Col("R-.-R") is `path:3;0R,2R`. A coloured vertex has no tint; two neighbours
// coloured alike (Col) or unlike (Snort) are refused, as no play reaches them.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/ruleset.h"
#include "games/drawn_graph.h"

namespace gl::col_snort {

using Position = drawn::Words; // [n, adjacency..., coloured l, coloured r, tinted L, tinted R]

template <bool Snort>
struct ColourGame {
    using Position = col_snort::Position;
    static const GameMeta& meta();
    Result<Position> parse(std::string_view text, std::string_view field) const;
    std::string format(const Position& p) const;
    // Left's moves (by vertex), then Right's.
    std::vector<Option<Position>> options(const Position& p) const;
    void next(const Position& p, std::vector<Position>& left, std::vector<Position>& right) const;
    // The uncoloured vertices still in play, by connected pieces, each renumbered.
    std::vector<Position> components(const Position& p) const;
    std::string key(const Position& p) const;
    // What walking a new piece costs (its moves, each split into pieces and keyed): about
    // 4 (n + 1)^2 for n vertices, charged to the analysis budget with the store's own work.
    std::uint64_t work(const Position& p) const { return 4 * (p[0] + 1) * (p[0] + 1); }
    Picture picture(const Position& p, const std::vector<Option<Position>>& options) const;
    std::vector<std::pair<std::string, std::string>> facts(const Position& p) const;
};
using ColGame = ColourGame<false>;
using SnortGame = ColourGame<true>;

// The vertices the side may colour (Left if `left`).
template <bool Snort>
std::uint64_t playable(const Position& p, bool left);
// The position after the side colours v.
Position coloured(const Position& p, int v, bool left);

} // namespace gl::col_snort
