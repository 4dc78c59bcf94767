// Node Kayles and Arc Kayles (games/kayles_graph.h): every graph with at most 7 vertices against
// a brute-force mex search written here (on whole positions, never split into pieces); paths
// against the octal engine's 0.137 and 0.07 to 60 vertices; the text forms and their errors.
#include <doctest.h>

#include <bit>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "games/kayles_graph.h"
#include "games/registry.h"
#include "octal/octal.h"
#include "octal/octal_sequence.h"

using namespace gl;
using kayles_graph::ArcKaylesGame;
using kayles_graph::NodeKaylesGame;

namespace {

// The rule alone on a graph of at most 7 vertices (adjacency as bitmasks): the value of the
// vertices `live` is the mex of the values after each move, with no pieces and no shortcut.
struct Brute {
    std::vector<std::uint64_t> adj;
    bool arc = false;
    std::unordered_map<std::uint64_t, unsigned> memo;
    unsigned value(std::uint64_t live) {
        if (auto it = memo.find(live); it != memo.end()) return it->second;
        std::uint64_t seen = 0;
        for (int u = 0; u < static_cast<int>(adj.size()); ++u) {
            if (!((live >> u) & 1)) continue;
            if (!arc) seen |= 1ULL << value(live & ~(adj[static_cast<std::size_t>(u)] | (1ULL << u)));
            else
                for (int v = u + 1; v < static_cast<int>(adj.size()); ++v)
                    if ((live >> v) & 1 && (adj[static_cast<std::size_t>(u)] >> v) & 1) seen |= 1ULL << value(live & ~((1ULL << u) | (1ULL << v)));
        }
        unsigned g = 0;
        while ((seen >> g) & 1) ++g;
        memo.emplace(live, g);
        return g;
    }
};

kayles_graph::Position words_of(const std::vector<std::uint64_t>& adj, std::uint64_t removed = 0) {
    kayles_graph::Position p{adj.size()};
    p.insert(p.end(), adj.begin(), adj.end());
    p.push_back(removed);
    return p;
}

// Every graph on n vertices whose degrees do not increase with the vertex number: every graph
// on n vertices is isomorphic to one of these.
template <class F>
void for_each_graph(int n, F f) {
    std::vector<std::pair<int, int>> pairs;
    for (int u = 0; u < n; ++u)
        for (int v = u + 1; v < n; ++v) pairs.emplace_back(u, v);
    for (std::uint64_t code = 0; code < (1ULL << pairs.size()); ++code) {
        std::vector<std::uint64_t> adj(static_cast<std::size_t>(n), 0);
        for (std::size_t k = 0; k < pairs.size(); ++k)
            if ((code >> k) & 1) {
                adj[static_cast<std::size_t>(pairs[k].first)] |= 1ULL << pairs[k].second;
                adj[static_cast<std::size_t>(pairs[k].second)] |= 1ULL << pairs[k].first;
            }
        bool sorted = true;
        for (int v = 1; v < n && sorted; ++v) sorted = std::popcount(adj[static_cast<std::size_t>(v)]) <= std::popcount(adj[static_cast<std::size_t>(v - 1)]);
        if (sorted) f(adj);
    }
}

} // namespace

TEST_CASE("Node and Arc Kayles: every graph with at most 7 vertices, and its positions, equal a brute-force mex search") {
    std::size_t graphs = 0, mismatches = 0;
    for (int n = 1; n <= 7; ++n)
        for_each_graph(n, [&](const std::vector<std::uint64_t>& adj) {
            ++graphs;
            for (bool arc : {false, true}) {
                Brute b{adj, arc, {}};
                const std::uint64_t all = (1ULL << n) - 1;
                // the whole graph, and every set of removed vertices for the graphs of up to 5 vertices
                for (std::uint64_t removed = 0; removed <= (n <= 5 ? all : 0); ++removed) {
                    const auto v = kayles_graph::value(words_of(adj, removed), arc, kayles_graph::kPieceBudget);
                    if (!v || *v != b.value(all & ~removed)) ++mismatches;
                }
            }
        });
    CHECK(graphs > 1044); // at least one of each of the 1044 graphs on 7 vertices, and the smaller
    CHECK(mismatches == 0);
}

TEST_CASE("on a path of n vertices Node Kayles is 0.137 and Arc Kayles is 0.07 (Dawson's Kayles) with a heap of n, to 60") {
    // The offset checked first by brute force, on whole paths: no shift.
    for (int n = 1; n <= 12; ++n) {
        std::vector<std::uint64_t> adj(static_cast<std::size_t>(n), 0);
        for (int v = 0; v + 1 < n; ++v) adj[static_cast<std::size_t>(v)] |= 1ULL << (v + 1), adj[static_cast<std::size_t>(v + 1)] |= 1ULL << v;
        Brute node{adj, false, {}}, arc{adj, true, {}};
        octal::Sequence s137(octal::parse_code("0.137").value()), s07(octal::parse_code("0.07").value());
        REQUIRE(s137.advance(13));
        REQUIRE(s07.advance(13));
        CHECK(node.value((1ULL << n) - 1) == s137[static_cast<octal::Heap>(n)]);
        CHECK(arc.value((1ULL << n) - 1) == s07[static_cast<octal::Heap>(n)]);
    }
    auto node = make_ruleset("nodekayles"), arc = make_ruleset("arckayles");
    REQUIRE(node);
    REQUIRE(arc);
    octal::Sequence s137(octal::parse_code("0.137").value()), s07(octal::parse_code("0.07").value());
    REQUIRE(s137.advance(61));
    REQUIRE(s07.advance(61));
    for (int n = 1; n <= 60; ++n) {
        const std::string pos = "path:" + std::to_string(n);
        auto a = node.value()->analyse(pos, Play::Normal);
        auto b = arc.value()->analyse(pos, Play::Normal);
        REQUIRE(a);
        REQUIRE(b);
        CHECK_MESSAGE(a.value().value == std::optional<Grundy>(s137[static_cast<octal::Heap>(n)]), pos);
        CHECK_MESSAGE(b.value().value == std::optional<Grundy>(s07[static_cast<octal::Heap>(n)]), pos);
    }
}

TEST_CASE("Arc Kayles on paths of 1 to 50 vertices: the nim-values CGSuite's own tests list (its GameGraphTest)") {
    const std::vector<Grundy> cgsuite{0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0,
                                      2, 1, 1, 0, 4, 5, 2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5};
    ArcKaylesGame arc;
    for (int n = 1; n <= 50; ++n) {
        auto v = arc.closed_form(arc.parse("path:" + std::to_string(n), "pos").value());
        REQUIRE(v);
        CHECK_MESSAGE(v->value == cgsuite[static_cast<std::size_t>(n - 1)], n);
    }
}

TEST_CASE("Node and Arc Kayles: the text forms, the moves, and errors naming the character") {
    NodeKaylesGame node;
    ArcKaylesGame arc;
    auto fmt = [&](std::string_view s) {
        auto p = node.parse(s, "pos");
        return p ? node.format(p.value()) : "error: " + p.error().describe();
    };
    CHECK(fmt("0-1,1-2,2-3") == "path:4");
    CHECK(fmt("1-0,2-1,3-2,0-3") == "cycle:4");
    CHECK(fmt("0-1,2-3,0-2,1-3") == "grid:2x2");
    CHECK(fmt("0-1,2") == "0-1,2");
    CHECK(fmt("0-2,1") == "0-2,1");
    CHECK(fmt("path:5;3x,1x") == "path:5;1x,3x");
    CHECK(fmt("grid:1x4").find("character 6: grid needs at least 2 rows") != std::string::npos);
    CHECK(fmt("0-2").find("vertex 1 is missing") != std::string::npos);
    CHECK(fmt("0-1,1-1").find("character 5: the edge '1-1' is a loop") != std::string::npos);
    CHECK(fmt("0-1,1-0").find("written twice") != std::string::npos);
    CHECK(fmt("0-1,1-2,").find("ends with ','") != std::string::npos);
    CHECK(fmt("path:3;1y").find("character 9: 'y' is not a state") != std::string::npos);
    CHECK(fmt("path:3;3x").find("vertex 3 is not in the graph") != std::string::npos);
    CHECK(fmt("path:65").find("at most 64") != std::string::npos);
    CHECK(fmt("0-64").find("above 63") != std::string::npos);
    CHECK(fmt("path:3;").find("ends with ';'") != std::string::npos);
    // Node Kayles on path:5: the middle vertex leaves two single vertices (value 0); Arc Kayles
    // on grid:2x2 (a 4-cycle): every edge leaves one edge (value 1), so the value is 0.
    auto p5 = node.parse("path:5", "pos").value();
    const auto moves = node.options(p5);
    REQUIRE(moves.size() == 5);
    CHECK(moves[2].label == "vertex 2 (removes 1, 2, 3)");
    CHECK(node.format(moves[2].to) == "path:5;1x,2x,3x");
    CHECK(node.closed_form(moves[2].to)->value == 0);
    auto sq = arc.parse("grid:2x2", "pos").value();
    CHECK(arc.options(sq).size() == 4);
    CHECK(arc.closed_form(sq)->value == 0);
}

// Regression (the sanitizers' heap-buffer-overflow of 2026-11-28): the analysis named each piece's
// value by valuing the pieces as whole positions, reading state words they do not carry. The reason
// must list each piece's own value: here paths, whose values the octal engine gives.
TEST_CASE("Node and Arc Kayles: the analysis lists each connected piece's value, as the octal engine gives it") {
    octal::Sequence s137(octal::parse_code("0.137").value()), s07(octal::parse_code("0.07").value());
    REQUIRE(s137.advance(12));
    REQUIRE(s07.advance(12));
    // path:11 with vertex 4 removed leaves the paths 0-3 and 5-10: 4 and 6 vertices.
    for (const char* id : {"nodekayles", "arckayles"}) {
        CAPTURE(id);
        const bool arc = std::string(id) == "arckayles";
        auto r = make_ruleset(id);
        REQUIRE(r);
        auto a = r.value()->analyse("path:11;4x", Play::Normal);
        REQUIRE(a);
        const octal::Sequence& s = arc ? s07 : s137;
        const Grundy four = s[4], six = s[6];
        CHECK(a.value().value == std::optional<Grundy>(four ^ six));
        CHECK_MESSAGE(a.value().reason.find("their values " + std::to_string(four) + ", " + std::to_string(six)) != std::string::npos,
                      a.value().reason);
    }
}
