// graph.h - games on a directed acyclic graph (Ferguson, Game Theory, Part I, §3; sums: §4.1):
// `game=graph&graph=a:b,c;b:c;c:&pos=a,b`. Tokens sit on vertices; a move slides one token along
// one edge; whoever cannot move (every token on a sink) loses. Several tokens are a sum of graph
// games, so by the Sprague-Grundy theorem the value is the nim-sum of g over the tokens' vertices,
// where g is the Sprague-Grundy function of the graph: g(v) = mex{g(w) : w a follower of v},
// computed from the sinks up (in reverse topological order).
//
// The rule parameter (link key `graph`) is the graph: entries `v:w1,w2` separated by ';' (`c:` is a
// sink), e.g. `a:b,c;b:c;c:`. Names are 1 to 8 letters, digits or '_'; spaces around names and
// punctuation are allowed, and so is one ';' at the end. A follower that has no entry of its own is
// a sink, declared implicitly after the declared vertices (in the order of first mention): `a:b,c;b:c`
// is `a:b,c;b:c;c:`, which is also how it prints. Refused: a vertex with two entries, a follower
// listed twice, a cycle (named: "a cycle a → b → a"), more than 64 vertices or more than 16 followers
// of one vertex. The order of the vertices is the order of the entries; the order of the followers
// is as written.
//
// A position is the tokens' vertices separated by commas, 1 to 12 tokens, a vertex as often as it
// holds tokens; it prints sorted in the vertices' order (`b,a,a` is `a,a,b`).
#pragma once
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/ruleset.h"

namespace gl::graph {

struct GraphGame {
    using Position = std::vector<std::uint64_t>; // the tokens' vertex indices, ascending
    static constexpr std::size_t kMaxVertices = 64;
    static constexpr std::size_t kMaxFollowers = 16;
    static constexpr std::size_t kMaxTokens = 12;
    static constexpr std::size_t kMaxName = 8;

    static const GameMeta& meta();
    static Result<GraphGame> with_rules(std::string_view text); // errors name the field "graph"
    std::string rules_text() const;

    Result<Position> parse(std::string_view text, std::string_view field) const;
    std::string format(const Position& p) const;
    std::vector<Option<Position>> options(const Position& p) const;
    std::size_t count_options(const Position& p) const;
    std::optional<Closed> closed_form(const Position& p) const;
    Picture picture(const Position& p, const std::vector<Option<Position>>& options) const;
    std::vector<std::pair<std::string, std::string>> facts(const Position& p) const;
    std::vector<PicturePreset> picture_presets() const;
    Result<RulesAndPosition> from_drawing(const GraphDrawing& d) const; // the board's edit mode

    std::optional<std::size_t> find(std::string_view name) const; // a vertex's index
    std::string start() const; // the position a new game starts from: a,b if the graph has them, else the first vertex

    // Every vertex, each after all its followers (the order g is computed in).
    std::vector<std::size_t> topological_from_sinks() const;
    // "g(c) = mex{} = 0; g(b) = mex{c: 0} = 1; ...": the mex of every vertex, in that order.
    std::string mex_steps() const;

    // Presets: a heap game drawn as its graph on heaps N..0 (vertex names are heap sizes), written
    // in place of the graph: subtraction:S/N (S = 1,3,4 ...), evenifnotall/N and atleasthalf/N
    // (Ferguson §3.3, Examples 3 and 4; N <= 30). The graph prints back in full.
    struct Preset {
        std::string_view name, graph, pos, about;
    };
    static std::span<const Preset> presets();
    // The graph text of a preset, or nothing if `text` is not one (it has no '/').
    static std::optional<Result<std::string>> expand_preset(std::string_view text);

    std::vector<std::string> names;                  // declared vertices in entry order, then implicit sinks
    std::vector<std::vector<std::size_t>> followers; // per vertex, as written
    std::vector<Grundy> g;                           // the Sprague-Grundy function
};

} // namespace gl::graph
