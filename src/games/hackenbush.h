// hackenbush.h - Green Hackenbush (Ferguson, Game Theory, Part I, §5; Winning Ways, ch. 7):
// `game=hackenbush&pos=0-1,1-2,1-3,3-3`.
//
// A picture is a graph rooted on the ground: edges `u-v` between numbered vertices, vertex 0 the
// ground (every point of the ground is one vertex), `v-v` a loop, a pair written twice two edges.
// A move chops one edge; every edge no longer connected to the ground falls away. Whoever cannot
// move loses.
//
// The value, by the principles rather than by search:
//   - a bamboo stalk of n edges is the Nim heap n;
//   - the colon principle: branches meeting at a vertex may be replaced by one stalk whose length
//     is the nim-sum of their values, so a tree reduces from the leaves down, a branch that is an
//     edge with value g above it being worth 1 + g;
//   - the fusion principle: the vertices of a circuit may be fused into one vertex without
//     changing the value, its edges becoming loops, and a loop is worth a stalk of one edge.
// Fusing every 2-edge-connected part (the circuits, the ground's included) leaves a tree of
// bridges with loops hanging at its vertices; the colon principle then finishes. `reduce()`
// records every step as data, so the page shows them one at a time and the JSON lists them.
//
// CGSuite's string notation with green edges (`e(ee;e)`, games/hackenbush_notation.h) is read too.
// The canonical text lists the edges sorted, each as `u-v` with u <= v; vertex numbers are kept as
// written (a picture's layout is keyed by them), and the ground alone (no edge left) is `0`.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/ruleset.h"

namespace gl::hackenbush {

struct Edge {
    int u = 0, v = 0; // u <= v; 0 is the ground
    bool operator==(const Edge&) const = default;
};

// One step of the reduction, for the page (drawn on the picture) and the JSON.
struct Step {
    enum class Kind : std::uint8_t { Fusion, Bamboo, Colon, Ground } kind = Kind::Colon;
    std::string text;            // the step in words
    int vertex = 0;              // the vertex the step happens at (the fused vertex, the colon's)
    std::vector<int> vertices;   // the vertices it concerns (a circuit fused, a colon's vertex)
    std::vector<int> edges;      // indices into the canonical edge list: the branches or the circuit
    std::vector<Grundy> lengths; // the stalks it combines (colon, ground), or the loops made (fusion)
    Grundy result = 0;           // the stalk it leaves (colon: the nim-sum; fusion: the loops' count)
};
const char* step_kind_name(Step::Kind k); // "fusion", "bamboo", "colon", "ground"

struct Reduction {
    Grundy value = 0;
    std::vector<Step> steps;           // empty unless recorded
    std::size_t fusions = 0, colons = 0; // how many of each step there are
};

struct HackenbushGame {
    using Position = std::vector<std::uint32_t>; // sorted edge codes u << 16 | v, u <= v
    static constexpr std::size_t kMaxEdges = 400;
    static constexpr int kMaxVertex = 999;

    static const GameMeta& meta();
    Result<Position> parse(std::string_view text, std::string_view field) const;
    std::string format(const Position& p) const;
    std::vector<Option<Position>> options(const Position& p) const; // one chop per distinct edge, in edge order
    std::size_t count_options(const Position& p) const;
    std::optional<Closed> closed_form(const Position& p) const;
    Picture picture(const Position& p, const std::vector<Option<Position>>& options) const;
    std::vector<std::pair<std::string, std::string>> facts(const Position& p) const;
    std::vector<AnalysisStep> steps(const Position& p) const;
    std::vector<PicturePreset> picture_presets() const;
};

inline Edge edge_of(std::uint32_t code) { return Edge{static_cast<int>(code >> 16), static_cast<int>(code & 0xffff)}; }
inline std::uint32_t code_of(int u, int v) {
    if (u > v) std::swap(u, v);
    return static_cast<std::uint32_t>(u) << 16 | static_cast<std::uint32_t>(v);
}

// Chop edge `index`: the position left, with whatever no longer touches the ground gone.
HackenbushGame::Position chop(const HackenbushGame::Position& p, std::size_t index);
// The option index of each edge of p (edges between the same two vertices share one).
std::vector<int> move_of_edge(const HackenbushGame::Position& p);
// Only the edges connected to the ground (vertex 0).
HackenbushGame::Position grounded(const HackenbushGame::Position& p);
// The value by fusion and colon, with its steps (`record`; without, only the value and the counts).
Reduction reduce(const HackenbushGame::Position& p, bool record = true);

} // namespace gl::hackenbush
