// Col and Snort (games/col_snort.h): every graph with at most 7 vertices against minimax play
// written here (on whole colourings, never split into pieces): the outcome class of the canonical
// form equals who wins; every Col value is a number or a number plus * (Conway, ONAG; Winning Ways,
// ch. 2); small positions whose values are worked out by hand in the comments; text forms.
#include <doctest.h>

#include <bit>
#include <cstdint>
#include <map>
#include <regex>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "cgt/calc.h"
#include "games/col_snort.h"
#include "games/registry.h"

using namespace gl;

namespace {

// Minimax on a colouring: cell v is 0 (uncoloured), 1 (Left's) or 2 (Right's). Left may colour
// v if no neighbour has (Col) Left's colour / (Snort) Right's colour; Right likewise.
struct Minimax {
    std::vector<std::uint64_t> adj;
    bool snort = false;
    std::unordered_map<std::uint64_t, bool> memo[2];
    bool may(const std::vector<int>& c, int v, bool left) const {
        if (c[static_cast<std::size_t>(v)] != 0) return false;
        const int barred = snort ? (left ? 2 : 1) : (left ? 1 : 2);
        for (int w = 0; w < static_cast<int>(c.size()); ++w)
            if ((adj[static_cast<std::size_t>(v)] >> w) & 1 && c[static_cast<std::size_t>(w)] == barred) return false;
        return true;
    }
    bool wins_first(std::vector<int>& c, bool left) {
        std::uint64_t code = 0;
        for (int x : c) code = code * 3 + static_cast<std::uint64_t>(x);
        if (auto it = memo[left].find(code); it != memo[left].end()) return it->second;
        bool win = false;
        for (int v = 0; v < static_cast<int>(c.size()) && !win; ++v)
            if (may(c, v, left)) {
                c[static_cast<std::size_t>(v)] = left ? 1 : 2;
                win = !wins_first(c, !left);
                c[static_cast<std::size_t>(v)] = 0;
            }
        memo[left][code] = win;
        return win;
    }
    std::string outcome(int n) {
        std::vector<int> c(static_cast<std::size_t>(n), 0);
        const bool l = wins_first(c, true), r = wins_first(c, false);
        return l && r ? "N" : l ? "L" : r ? "R" : "P";
    }
};

std::string edge_text(const std::vector<std::uint64_t>& adj) {
    std::string s;
    const int n = static_cast<int>(adj.size());
    for (int u = 0; u < n; ++u) {
        if (adj[static_cast<std::size_t>(u)] == 0) s += (s.empty() ? "" : ",") + std::to_string(u);
        for (int v = u + 1; v < n; ++v)
            if ((adj[static_cast<std::size_t>(u)] >> v) & 1) s += (s.empty() ? "" : ",") + std::to_string(u) + "-" + std::to_string(v);
    }
    return s;
}

template <class F>
void for_each_graph(int n, F f) { // every graph on n vertices, up to isomorphism at least once
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

Analysis analysis(const char* game, const std::string& pos) {
    static auto col = std::move(make_ruleset("col").value()), snort = std::move(make_ruleset("snort").value());
    auto a = (std::string(game) == "col" ? col : snort)->analyse(pos, Play::Normal);
    REQUIRE_MESSAGE(a, (a ? "" : a.error().describe()));
    return a.value();
}

bool equal_games(const std::string& g, const std::string& h) {
    auto c = cgt::compare_exprs(g, h);
    REQUIRE_MESSAGE(c, (c ? "" : c.error().describe()));
    return c.value().known && c.value().relation == cgt::Relation::Equal;
}

const char* outcome_letter(Outcome o) {
    switch (o) {
    case Outcome::L: return "L";
    case Outcome::R: return "R";
    case Outcome::N: return "N";
    case Outcome::P: return "P";
    default: return "?";
    }
}

} // namespace

TEST_CASE("Col and Snort: every graph of up to 7 vertices has the outcome minimax finds; every Col value is a number or a number plus *") {
    const std::regex number_or_star(R"(^(-?[0-9]+(/[0-9]+)?)?\*?$)");
    std::size_t graphs = 0;
    for (int n = 1; n <= 7; ++n)
        for_each_graph(n, [&](const std::vector<std::uint64_t>& adj) {
            ++graphs;
            const std::string pos = edge_text(adj);
            CAPTURE(pos);
            for (bool snort : {false, true}) {
                Minimax m{adj, snort, {}};
                const Analysis a = analysis(snort ? "snort" : "col", pos);
                REQUIRE_FALSE(a.canonical.empty());
                CHECK(outcome_letter(a.outcome) == m.outcome(n));
                if (!snort) CHECK_MESSAGE(std::regex_match(a.canonical, number_or_star), a.canonical);
            }
        });
    CHECK(graphs > 1044); // the 1044 graphs on 7 vertices, and the smaller ones
}

TEST_CASE("Col and Snort: values worked out by hand") {
    // One vertex: either side colours it, {0 | 0} = *, in both games.
    CHECK(equal_games(analysis("col", "path:1").canonical, "*"));
    CHECK(equal_games(analysis("snort", "path:1").canonical, "*"));
    // A vertex tinted L: in Col only Right may colour it, {|0} = -1; in Snort only Left, 1.
    CHECK(equal_games(analysis("col", "0;0L").canonical, "-1"));
    CHECK(equal_games(analysis("snort", "0;0L").canonical, "1"));
    // One edge. Col: Left's colour tints the other end, which only Right may then colour: {-1 | 1} = 0.
    // Snort: the other end is then Left's alone: {1 | -1} = ±1, hot.
    CHECK(equal_games(analysis("col", "path:2").canonical, "0"));
    CHECK(equal_games(analysis("snort", "path:2").canonical, "{1|-1}"));
    // An edge with vertex 0 tinted l. Col: Left may colour only 1 (leaving 0 to Right: -1);
    // Right colours 0 (1 then tinted r: Left's, 1) or 1 (0 tinted both ways: out, 0): {-1 | 0, 1} = -1/2.
    // Snort: Left colours 0 or 1 (the other Left's alone: 1); Right only 1 (0 out): {1 | 0}.
    CHECK(equal_games(analysis("col", "path:2;0L").canonical, "-1/2"));
    CHECK(equal_games(analysis("snort", "path:2;0L").canonical, "{1|0}"));
    // Col on a path of 3: Left at an end leaves -1/2 (above, mirrored), in the middle two
    // vertices only Right may colour (-2); Right's moves are the negatives: {-1/2 | 1/2} = 0.
    CHECK(equal_games(analysis("col", "path:3").canonical, "0"));
    // Pieces add: two edges apart in Snort are ±1 ±1 = {2 | 0 | | 0 | -2}, equal to the sum.
    CHECK(equal_games(analysis("snort", "0-1,2-3").canonical, "{1|-1} + {1|-1}"));
}

TEST_CASE("Col and Snort: the values CGSuite's own tests give (its GameGraphTest)") {
    // Col("R-.-R-.-L-.-R-.-R-."): a path of 10, vertices 0, 2, 6, 8 tinted Right and 4 tinted Left.
    CHECK(equal_games(analysis("col", "path:10;0R,2R,4L,6R,8R").canonical, "7/8"));
    // Snort("L-.-.-.-L"): a path of 5 with both ends tinted Left.
    CHECK(equal_games(analysis("snort", "path:5;0L,4L").canonical, "{4|0,+-1}"));
    // Snort(".-.-.(-.;-.)"): a path of 3 whose last vertex has two more branches of one vertex.
    CHECK(equal_games(analysis("snort", "0-1,1-2,2-3,2-4").canonical, "+-{3|2}"));
}

TEST_CASE("Col and Snort: text forms, tints following the colours, refusals naming the vertex") {
    col_snort::ColGame col;
    col_snort::SnortGame snort;
    auto fmt = [](const auto& g, std::string_view s) {
        auto p = g.parse(s, "pos");
        return p ? g.format(p.value()) : "error: " + p.error().describe();
    };
    CHECK(fmt(col, "path:5;2l") == "path:5;2l");
    CHECK(fmt(col, "path:5;2l,1L") == "path:5;2l"); // the tint follows from the colour: not written
    CHECK(fmt(col, "path:5;0R") == "path:5;0R");
    CHECK(fmt(snort, "grid:2x3;0RL") == "grid:2x3;0LR");
    CHECK(fmt(col, "path:3;0l,1l").find("neighbours coloured alike") != std::string::npos);
    CHECK(fmt(snort, "path:3;0l,1r").find("neighbours coloured unlike") != std::string::npos);
    CHECK(fmt(col, "path:3;0l,2l") == "path:3;0l,2l");
    CHECK(fmt(col, "path:3;0lr").find("coloured by both sides") != std::string::npos);
    CHECK(fmt(col, "path:3;0lL").find("coloured and tinted") != std::string::npos);
    CHECK(fmt(col, "path:3;0q").find("character 9: 'q' is not a state") != std::string::npos);
    // A move colours the vertex and tints its neighbours; Col forbids Left next to its own colour.
    auto p = col.parse("path:3;0l", "pos").value();
    const auto moves = col.options(p);
    std::vector<std::string> labels;
    for (const auto& m : moves) labels.push_back(m.label + " -> " + col.format(m.to));
    CHECK(labels == std::vector<std::string>{"Left colours 2 -> path:3;0l,2l", "Right colours 1 -> path:3;0l,1r", "Right colours 2 -> path:3;0l,2r"});
    auto q = snort.parse("path:3;0l", "pos").value();
    labels.clear();
    for (const auto& m : snort.options(q)) labels.push_back(m.label + " -> " + snort.format(m.to));
    CHECK(labels == std::vector<std::string>{"Left colours 1 -> path:3;0l,1l", "Left colours 2 -> path:3;0l,2l", "Right colours 2 -> path:3;0l,2r"});
}

// variant=impartial (games/impartial_variant.h): either player may make any move. The Grundy value
// is checked against the mex rule over the partizan game's own moves of both sides, written here.
namespace {
gl::Grundy mex_of_both_sides(const gl::Ruleset& partizan, const std::string& pos, std::map<std::string, gl::Grundy>& memo) {
    if (auto it = memo.find(pos); it != memo.end()) return it->second;
    std::set<gl::Grundy> seen;
    const auto moves = partizan.moves(pos);
    REQUIRE(moves);
    for (const auto& m : moves.value()) seen.insert(mex_of_both_sides(partizan, m.to, memo));
    gl::Grundy g = 0;
    while (seen.count(g)) ++g;
    memo.emplace(pos, g);
    return g;
}
} // namespace

TEST_CASE("Col and Snort, variant=impartial: the Grundy value is the mex over both sides' moves") {
    for (const char* id : {"col", "snort"}) {
        auto partizan = gl::make_ruleset(id, "partizan").value();
        auto impartial = gl::make_ruleset(id, "impartial").value();
        CHECK_FALSE(impartial->partizan());
        std::map<std::string, gl::Grundy> memo;
        for (const char* pos : {"path:1", "path:2", "path:3", "path:5", "cycle:4", "grid:2x3", "path:4;1l", "0-1,1-2,1-3"}) {
            CAPTURE(id);
            CAPTURE(pos);
            const std::string text = partizan->canonical(pos).value();
            auto a = impartial->analyse(pos, gl::Play::Normal);
            REQUIRE(a);
            REQUIRE(a.value().value);
            CHECK(*a.value().value == mex_of_both_sides(*partizan, text, memo));
        }
        auto bad = gl::make_ruleset(id, "both");
        REQUIRE_FALSE(bad);
        CHECK(bad.error().where == "variant");
    }
}
