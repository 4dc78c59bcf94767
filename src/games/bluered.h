// bluered.h - Blue-Red(-Green) Hackenbush (Berlekamp, Conway and Guy, Winning Ways, ch. 1-2 and 7;
// Conway, On Numbers and Games, ch. 0 and 15): `game=bluered&pos=0-1b,1-2r,1-3g`.
//
// A picture rooted on the ground, as in Green Hackenbush (games/hackenbush.h), but each edge has
// a colour: Left may chop only blue edges, Right only red ones, and either player green ones.
// After a chop, whatever no longer touches the ground falls away; whoever cannot chop loses. A
// partizan game (games/partizan.h): its value is the canonical form computed from the game tree
// by the calculator's engine (src/cgt). Known values: a blue edge is 1, a red one -1, a green one
// *; every picture of blue and red edges only is a number (Winning Ways, ch. 2), and a blue-red
// stalk follows Berlekamp's sign-expansion rule (the first run of one colour counts whole edges,
// each edge after the first change of colour counts half the one before, with its colour's sign).
// The picture's parts standing apart on the ground are a disjunctive sum, valued alone and added.
//
// Position text: edges `u-vC` separated by commas, C the colour letter b (blue), r (red) or g
// (green); vertex 0 is the ground, `v-vC` a loop, an edge written twice two edges; `0` alone is
// the bare ground. CGSuite's string notation is read too (games/hackenbush_notation.h: `lrlerrr`,
// `l(l;rl)`, `:A` naming a vertex) into that edge list. The canonical text sorts the edges (u <= v, then by colour b, r, g) and keeps
// the vertex numbers (a picture's layout is keyed by them). Caps: at most 40 edges (so a stalk's
// value, m / 2^k with k < 40, stays exact) and vertices 0 to 999. The canonical form is computed
// within the analysis budget; beyond it (large pictures with many circuits) the page offers the
// outcome by search only, or says the picture is too large.
#pragma once
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cgt/store.h"
#include "core/ruleset.h"

namespace gl::bluered {

enum class Colour : std::uint8_t { Blue = 0, Red = 1, Green = 2 };
char colour_letter(Colour c);        // 'b', 'r', 'g'
const char* colour_name(Colour c);   // "blue", "red", "green"

struct Edge {
    int u = 0, v = 0; // u <= v; 0 is the ground
    Colour colour = Colour::Green;
    bool operator==(const Edge&) const = default;
};

// An edge as one sortable number: u << 20 | v << 2 | colour.
inline std::uint32_t code_of(int u, int v, Colour c) {
    if (u > v) std::swap(u, v);
    return static_cast<std::uint32_t>(u) << 20 | static_cast<std::uint32_t>(v) << 2 | static_cast<std::uint32_t>(c);
}
inline Edge edge_of(std::uint32_t code) {
    return Edge{static_cast<int>(code >> 20), static_cast<int>((code >> 2) & 0x3ffu), static_cast<Colour>(code & 3u)};
}

struct BlueRedGame {
    using Position = std::vector<std::uint32_t>; // sorted edge codes
    static constexpr std::size_t kMaxEdges = 40;
    static constexpr int kMaxVertex = 999;

    std::vector<PicturePreset> picture_presets() const; // the edit mode's pictures
    static const GameMeta& meta();
    Result<Position> parse(std::string_view text, std::string_view field) const;
    // The edges of `text`; with plain_green, an edge written without a colour is green (game=hackenbush).
    static Result<Position> parse_edges(std::string_view text, std::string_view field, bool plain_green);
    std::string format(const Position& p) const;
    // One chop per distinct edge and side allowed, in edge order: a blue edge Left's, a red one
    // Right's, a green one Left's then Right's.
    std::vector<Option<Position>> options(const Position& p) const;
    void next(const Position& p, std::vector<Position>& left, std::vector<Position>& right) const;
    // The parts standing apart on the ground (joined only through it): a disjunctive sum.
    std::vector<Position> components(const Position& p) const;
    // The picture with its vertices renumbered canonically (ground 0, then breadth first from the
    // ground, ties broken by a colour-refinement signature), so that pictures differing only in
    // their vertex numbers share a cache entry (every tree does; a graph with circuits usually).
    std::string key(const Position& p) const;
    // What valuing a new part costs (a chop per edge, each leaving a picture to split and key):
    // about (edges + 1)^2, scaled so that the analysis budget (8,000,000) is spent in about a
    // second natively (bench/cgt_bench.cpp measures it).
    std::uint64_t work(const Position& p) const { return 3 * (p.size() + 1) * (p.size() + 1); }
    // The value without the game tree's canonical forms, where the picture's colours allow: blue
    // and red only, the number found by number_value(); green only, the nimber of Green
    // Hackenbush's value (fusion and colon, games/hackenbush.h). None for a mix of green with
    // blue or red, or a blue-red picture past number_value()'s cap.
    std::optional<cgt::Id> direct_value(const Position& p, cgt::Store& store) const;
    // Whether `side` wins moving first in p, by plain search over its sets of edges, each new
    // (set, side) taking one step of `budget`; none if the budget runs out.
    std::optional<bool> wins_first(const Position& p, Side side, std::size_t& budget) const;
    Picture picture(const Position& p, const std::vector<Option<Position>>& options) const;
    std::vector<std::pair<std::string, std::string>> facts(const Position& p) const;
    // How each region standing on the ground is valued, as steps drawn on the picture
    // (games/bluered_steps.cpp): a green region by the colon and fusion principles (Green
    // Hackenbush's steps) and then as a nimber; a blue-red string by Berlekamp's sign-expansion
    // rule; another blue-red region as a number; a mixed one from its game tree (`value_of`);
    // then the regions added. No steps for one region valued from its game tree.
    ValueSteps value_steps(const Position& p, const std::function<std::string(const Position&)>& value_of) const;
};

// Berlekamp's sign-expansion rule for a blue-red string, its colours from the ground up (each
// Blue or Red): the value, and the rule applied in words.
std::pair<cgt::Dyadic, std::string> string_value(const std::vector<Colour>& colours);

// Chop edge `index`: the position left, with whatever no longer touches the ground gone.
BlueRedGame::Position chop(const BlueRedGame::Position& p, std::size_t index);
// Only the edges connected to the ground (vertex 0).
BlueRedGame::Position grounded(const BlueRedGame::Position& p);
// The picture with every colour swapped (blue <-> red): its value is the negative.
BlueRedGame::Position swapped(const BlueRedGame::Position& p);

// The number a picture of blue and red edges only is (Winning Ways, ch. 2: every such picture is
// a number), computed on sets of edges as bitmasks: a picture with parts standing apart is the sum
// of theirs; one part is {max of Left's options | min of Right's}, the simplest number strictly
// between (the simplicity theorem, ONAG ch. 1). Each set of edges left standing is valued once
// and remembered for as long as the positions asked about are parts of the same picture (a game
// played on it, its options, its parts), so a game replayed or undone costs nothing. None if p
// has a green edge, or if its sets of edges standing number more than kMaxNumberStates (a dense
// picture of more than about 21 edges).
inline constexpr std::size_t kMaxNumberStates = std::size_t{1} << 21;
std::optional<cgt::Dyadic> number_value(const BlueRedGame::Position& p, cgt::Store* store = nullptr);

} // namespace gl::bluered
