// kayles_graph.h - Node Kayles and Arc Kayles, Kayles played on any undirected graph (Winning
// Ways, ch. 4 (Dawson's Kayles; Kayles as a game on a row of pins); Schaefer, On the complexity
// of some two-person perfect-information games, J. Comput. System Sci. 16 (1978), who named
// Node Kayles; Siegel, Combinatorial Game Theory, ch. IV): `game=nodekayles&pos=path:7`,
// `game=arckayles&pos=grid:3x3`.
//
// Node Kayles: a move chooses a vertex and removes it with all its neighbours. Arc Kayles: a
// move chooses an edge and removes its two ends (so every edge at either end goes too). Whoever
// cannot move loses. Impartial: the value is a Grundy value. The vertices left fall into
// connected pieces, a disjunctive sum, so the value is the nim-sum of the pieces' values, each
// found by the mex rule over its moves (Sprague 1935, Grundy 1939) and remembered by the piece's
// shape (renumbered in order).
//
// On a path they are octal games (checked to 60 vertices in tests/unit/kayles_graph_test.cpp
// against the octal engine): Node Kayles on a path of n vertices is 0.137 with a heap of n (a
// vertex at the end removes 2, elsewhere 3), and Arc Kayles on it is 0.07, Dawson's Kayles, with
// a heap of n (an edge removes 2 vertices).
//
// Position text (games/drawn_graph.h): a graph, then `;` and the removed vertices, each `vx`
// (`path:7;2x,3x,4x`). A move marks the removed vertices, so the board keeps its shape.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/ruleset.h"
#include "games/drawn_graph.h"

namespace gl::kayles_graph {

using Position = drawn::Words; // [n, adjacency..., removed vertices]

// The value of the vertices left in p, by pieces; none if it takes more than `budget` steps of
// work (a new piece of n vertices costs n * n; a piece met before costs nothing).
std::optional<Grundy> value(const Position& p, bool arc, std::size_t budget);
inline constexpr std::size_t kPieceBudget = 6'000'000;

template <bool Arc>
struct KaylesGraphGame {
    using Position = kayles_graph::Position;
    static const GameMeta& meta();
    Result<Position> parse(std::string_view text, std::string_view field) const;
    std::string format(const Position& p) const;
    std::vector<Option<Position>> options(const Position& p) const;
    std::optional<Closed> closed_form(const Position& p) const;
    std::optional<std::string> beyond_search(const Position& p) const;
    Picture picture(const Position& p, const std::vector<Option<Position>>& options) const;
    std::vector<std::pair<std::string, std::string>> facts(const Position& p) const;
};
using NodeKaylesGame = KaylesGraphGame<false>;
using ArcKaylesGame = KaylesGraphGame<true>;

} // namespace gl::kayles_graph
