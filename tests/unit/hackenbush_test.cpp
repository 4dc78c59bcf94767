// Green Hackenbush (games/hackenbush.h): the colon and fusion principles against an exhaustive
// search written here from the rule alone (chop an edge, drop what no longer touches the ground,
// mex over the chops), on every multigraph of up to 6 edges on vertices {0,1,2,3} and on random
// trees and graphs of up to 12 edges; worked values; the recorded steps; text round trips and errors.
#include <doctest.h>

#include <algorithm>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "app/state.h"
#include "games/hackenbush.h"
#include "games/registry.h"

using namespace gl;
using hackenbush::HackenbushGame;

namespace {

using Graph = std::vector<std::pair<int, int>>; // edges (u <= v), sorted

// The edges still joined to the ground (vertex 0), by a plain flood fill.
Graph keep_grounded(const Graph& g) {
    std::set<int> reach{0};
    for (bool grew = true; grew;) {
        grew = false;
        for (auto [u, v] : g)
            if (reach.count(u) != reach.count(v)) reach.insert(u), reach.insert(v), grew = true;
    }
    Graph out;
    for (auto e : g)
        if (reach.count(e.first)) out.push_back(e);
    return out;
}

struct Brute {
    std::map<Graph, Grundy> memo;
    Grundy grundy(const Graph& g) {
        if (auto it = memo.find(g); it != memo.end()) return it->second;
        std::set<Grundy> seen;
        for (std::size_t k = 0; k < g.size(); ++k) {
            if (k && g[k] == g[k - 1]) continue; // the same chop
            Graph h = g;
            h.erase(h.begin() + static_cast<std::ptrdiff_t>(k));
            seen.insert(grundy(keep_grounded(h)));
        }
        Grundy m = 0;
        while (seen.count(m)) ++m;
        return memo[g] = m;
    }
};

std::string text_of(const Graph& g) {
    if (g.empty()) return "0";
    std::string s;
    for (auto [u, v] : g) s += (s.empty() ? "" : ",") + std::to_string(u) + "-" + std::to_string(v);
    return s;
}

HackenbushGame::Position pos(const std::string& text) {
    auto p = HackenbushGame{}.parse(text, "pos");
    REQUIRE_MESSAGE(p.ok(), text << ": " << (p ? "" : p.error().describe()));
    return p.value();
}

Grundy value(const std::string& text) { return hackenbush::reduce(pos(text)).value; }

std::string stalk(int n, int from = 0, int first = 1) {
    std::string s;
    for (int k = 0; k < n; ++k) s += (k ? "," : "") + std::to_string(k ? first + k - 1 : from) + "-" + std::to_string(first + k);
    return s;
}

} // namespace

TEST_CASE("hackenbush: the principles agree with search on every multigraph of up to 6 edges on 4 vertices") {
    std::vector<std::pair<int, int>> kinds;
    for (int u = 0; u < 4; ++u)
        for (int v = u; v < 4; ++v) kinds.push_back({u, v});
    REQUIRE(kinds.size() == 10);
    Brute brute;
    std::size_t checked = 0, with_circuits = 0;
    std::vector<int> counts(kinds.size(), 0);
    std::set<Grundy> values;
    // Every multiset of at most 6 edge kinds: counts[i] copies of kinds[i].
    auto visit = [&](auto&& self, std::size_t i, int left) -> void {
        if (i == kinds.size()) {
            Graph g;
            for (std::size_t k = 0; k < kinds.size(); ++k)
                for (int c = 0; c < counts[k]; ++c) g.push_back(kinds[k]);
            if (keep_grounded(g).size() != g.size()) return; // only pictures joined to the ground
            const Grundy expected = brute.grundy(g);
            const auto r = hackenbush::reduce(pos(text_of(g)));
            CHECK_MESSAGE(r.value == expected, text_of(g));
            ++checked;
            values.insert(expected);
            for (const auto& s : r.steps) with_circuits += s.kind == hackenbush::Step::Kind::Fusion;
            return;
        }
        for (int c = 0; c <= left; ++c) {
            counts[i] = c;
            self(self, i + 1, left - c);
        }
        counts[i] = 0;
    };
    visit(visit, 0, 6);
    CHECK(checked > 3000);      // the ground-connected ones among the 8008 multisets
    CHECK(with_circuits > 1000); // the fusion principle is exercised, not only trees
    CHECK(values.size() >= 6);
}

TEST_CASE("hackenbush: random trees and graphs of up to 12 edges against search") {
    std::mt19937 rng(20261124);
    Brute brute;
    for (int round = 0; round < 300; ++round) {
        const bool tree = round % 2 == 0;
        const int edges = 1 + static_cast<int>(rng() % 12);
        Graph g;
        int vertices = 1;
        for (int k = 0; k < edges; ++k) {
            // a tree grows a new vertex each time; a graph sometimes joins two old ones (circuits, loops)
            if (tree || rng() % 3 != 0 || vertices == 1) {
                const int from = static_cast<int>(rng() % static_cast<unsigned>(vertices));
                g.push_back({from, vertices++});
            } else {
                int a = static_cast<int>(rng() % static_cast<unsigned>(vertices)), b = static_cast<int>(rng() % static_cast<unsigned>(vertices));
                g.push_back({std::min(a, b), std::max(a, b)});
            }
        }
        std::sort(g.begin(), g.end());
        brute.memo.clear();
        CHECK_MESSAGE(value(text_of(g)) == brute.grundy(g), text_of(g));
    }
}

TEST_CASE("hackenbush: worked values") {
    for (int n = 1; n <= 9; ++n) CHECK(value(stalk(n)) == static_cast<Grundy>(n)); // a stalk of n is *n
    CHECK(value("0-1,0-2,1-2") == 1);         // a triangle standing on the ground
    CHECK(value("0-1,1-2,2-3,0-3") == 0);     // a square standing on the ground
    CHECK(value("0-1,1-2,1-3") == 1);         // a Y: branches 1 and 1 make 0, plus the trunk
    CHECK(value("0-1,1-1") == 2);             // a loop on a stalk: a stalk of 2
    CHECK(value("0-0") == 1);                 // a loop on the ground
    CHECK(value("0-1,0-1") == 0);             // two edges from the ground to one vertex: two loops
    CHECK(value("0-1,1-2,1-2") == 1);         // a trunk and two edges to one vertex: 1 + (1 ⊕ 1)
    CHECK(value("0-1,1-2,1-3,2-3") == 2);     // a triangle on a stalk: 1 + (three loops = 1)
    CHECK(value(stalk(3) + ",0-4,4-5") == (3 ^ 2)); // stalks on the ground are Nim heaps
    CHECK(value("0") == 0);
}

TEST_CASE("hackenbush: the steps record fusion and colon") {
    SUBCASE("a triangle on a stalk: one fusion, then the ground") {
        const auto r = hackenbush::reduce(pos("0-1,1-2,1-3,2-3"));
        REQUIRE(r.steps.size() >= 2);
        const auto& f = r.steps.front();
        CHECK(f.kind == hackenbush::Step::Kind::Fusion);
        CHECK(f.vertices == std::vector<int>{1, 2, 3});
        CHECK(f.edges.size() == 3);
        CHECK(f.result == 3);
        CHECK(r.steps.back().kind == hackenbush::Step::Kind::Ground);
        CHECK(r.steps.back().result == 2);
    }
    SUBCASE("a Y: a colon step at vertex 1 of branches 1 and 1") {
        const auto r = hackenbush::reduce(pos("0-1,1-2,1-3"));
        bool found = false;
        for (const auto& s : r.steps)
            if (s.kind == hackenbush::Step::Kind::Colon) {
                found = true;
                CHECK(s.vertex == 1);
                CHECK(s.lengths == std::vector<Grundy>{1, 1});
                CHECK(s.result == 0);
                CHECK(s.edges == std::vector<int>{1, 2}); // 1-2 and 1-3 in the canonical list
            }
        CHECK(found);
    }
    SUBCASE("stalks on the ground: bamboo steps and the nim-sum") {
        const auto r = hackenbush::reduce(pos("0-1,1-2,0-3,3-4,4-5"));
        std::vector<Grundy> bamboo;
        for (const auto& s : r.steps)
            if (s.kind == hackenbush::Step::Kind::Bamboo) bamboo.push_back(s.result);
        std::sort(bamboo.begin(), bamboo.end());
        CHECK(bamboo == std::vector<Grundy>{2, 3});
        CHECK(r.steps.back().kind == hackenbush::Step::Kind::Ground);
        CHECK(r.steps.back().result == 1);
    }
    SUBCASE("the ground's circuit fuses into the ground") {
        const auto r = hackenbush::reduce(pos("0-1,0-2,1-2,2-3"));
        REQUIRE(!r.steps.empty());
        CHECK(r.steps.front().kind == hackenbush::Step::Kind::Fusion);
        CHECK(r.steps.front().text.find("the ground") != std::string::npos);
        CHECK(r.value == (1 ^ 1 ^ 1 ^ 1)); // three loops at the ground and a stalk of 1
    }
}

TEST_CASE("hackenbush: chops and falling away") {
    HackenbushGame g;
    const auto p = pos("0-1,1-2,2-3,2-4");
    const auto opts = g.options(p);
    REQUIRE(opts.size() == 4);
    CHECK(g.format(opts[0].to) == "0");            // chop the trunk: everything falls
    CHECK(g.format(opts[1].to) == "0-1");          // chop 1-2: the fork falls
    CHECK(g.format(opts[2].to) == "0-1,1-2,2-4");  // vertex numbers are kept
    CHECK(opts[1].label.find("2 edges fall") != std::string::npos);
    // Winning moves leave 0: from the Y (value 1) chopping the trunk wins.
    auto r = make_ruleset("hackenbush");
    REQUIRE(r.ok());
    auto a = r.value()->analyse("0-1,1-2,1-3", Play::Normal);
    REQUIRE(a.ok());
    REQUIRE(a.value().value.has_value());
    CHECK(*a.value().value == 1);
    REQUIRE(a.value().winning_moves.size() == 1);
    CHECK(a.value().winning_moves[0].to == "0");
    CHECK(!a.value().steps.empty());
    CHECK(analysis_json(a.value()).find("\"steps\":[{\"kind\":") != std::string::npos);
}

TEST_CASE("hackenbush: text round trips and errors") {
    HackenbushGame g;
    CHECK(g.format(pos("1-0,0-1,3-1,3-3,1-2")) == "0-1,0-1,1-2,1-3,3-3");
    for (const char* t : {"0", "0-0", "0-1,1-2,1-3,3-3", "0-1,0-1,0-1"}) CHECK(g.format(pos(t)) == t);
    struct Bad { const char* text; std::size_t offset; const char* words; };
    const Bad bad[] = {
        {"0-1,1-", 4, "goes nowhere"},
        {"0-1,2-3", 4, "not connected to the ground"},
        {"0-1,,1-2", 4, "is empty"},
        {"0-x", 2, "'x'"},
        {"0-1,5", 4, "one end only"},
        {"0-1;1-2", 3, "';'"},
        {"0-1,", 3, "ends with ','"},
        {"0-1000", 0, "above 999"},
        {"a-1", 0, "'a'"},
    };
    for (const Bad& b : bad) {
        auto r = g.parse(b.text, "pos");
        REQUIRE_MESSAGE(!r.ok(), b.text);
        CHECK_MESSAGE(r.error().offset == b.offset, b.text << ": " << r.error().describe());
        CHECK_MESSAGE(r.error().describe().find(b.words) != std::string::npos, b.text << ": " << r.error().describe());
    }
    CHECK(!g.parse("", "pos").ok());
    std::string many;
    for (int k = 1; k <= 401; ++k) many += (k > 1 ? "," : "") + std::string("0-") + std::to_string(k);
    CHECK(g.parse(many, "pos").error().describe().find("at most 400") != std::string::npos);
}

TEST_CASE("hackenbush: a part of a sum with other games") {
    auto r = make_ruleset("sum");
    REQUIRE(r.ok());
    auto a = r.value()->analyse("nim:3|hackenbush:0-1,1-2,1-3", Play::Normal);
    REQUIRE_MESSAGE(a.ok(), (a ? "" : a.error().describe()));
    REQUIRE(a.value().value.has_value());
    CHECK(*a.value().value == (3 ^ 1));
}

TEST_CASE("hackenbush: the picture is a graph, each edge offering its chop") {
    HackenbushGame g;
    const auto p = pos("0-1,1-2,1-2,2-2");
    const Picture pic = g.picture(p, g.options(p));
    CHECK(pic.layout == Picture::Layout::Graph);
    CHECK(pic.graph.has_ground);
    REQUIRE(pic.graph.edges.size() == 4);
    const std::vector<int> moves[] = {{0}, {1}, {1}, {2}}; // the two edges 1-2 are one chop
    for (std::size_t k = 0; k < 4; ++k) CHECK(pic.graph.edges[k].moves == moves[k]);
    CHECK(g.options(p).size() == 3);
    CHECK(g.count_options(p) == 3);
    CHECK(g.options(p)[1].label == "chop 1-2 (one of 2)");
    CHECK(pic.graph.edges[1].parallel == 0);
    CHECK(pic.graph.edges[2].parallel == 1);
    CHECK(pic.graph.vertices.size() == 3); // the ground, 1 and 2
}

TEST_CASE("hackenbush: the layout key of a link") {
    auto l = app::parse_layout("2:0.5,2|1:-1,1.25");
    REQUIRE(l.ok());
    CHECK(app::format_layout(l.value()) == "1:-1,1.25|2:0.5,2");
    CHECK(app::parse_layout("").value().empty());
    struct Bad { const char* text; std::size_t offset; };
    for (const Bad& b : {Bad{"1:0", 3}, Bad{"1:x,2", 2}, Bad{"1|0,2", 1}, Bad{"1:0,2|", 6}, Bad{"a:0,1", 0}, Bad{"1:0,5000", 4}}) {
        auto r = app::parse_layout(b.text);
        REQUIRE_MESSAGE(!r.ok(), b.text);
        CHECK_MESSAGE(r.error().offset == b.offset, b.text << ": " << r.error().describe());
    }
    auto load = app::state_from_link("?v=1&game=hackenbush&pos=0-1,1-2&layout=1:0,1|2:0.5,2");
    CHECK(load.errors.empty());
    CHECK(load.state.layout == "1:0,1|2:0.5,2");
    CHECK(app::link_from_state(load.state).find("&layout=1:0,1|2:0.5,2") != std::string::npos);
    auto other = app::state_from_link("?v=1&game=chomp&layout=1:0,1");
    REQUIRE(other.errors.size() == 1);
    CHECK(other.errors[0].where == "layout");
    auto bad = app::state_from_link("?v=1&game=hackenbush&pos=0-1&layout=1:0,x");
    REQUIRE(bad.errors.size() == 1);
    CHECK(bad.errors[0].offset == 4);
    CHECK(bad.state.layout.empty());
}

TEST_CASE("hackenbush: the board's contract - presets open with their layouts, fused circuits are shaded") {
    const HackenbushGame g;
    CHECK(HackenbushGame::meta().has_layout);
    CHECK(HackenbushGame::meta().picture_edit == GameMeta::PictureEdit::Position);
    const auto presets = g.picture_presets();
    REQUIRE(presets.size() >= 4);
    for (const auto& p : presets) {
        CAPTURE(p.name);
        auto q = g.parse(p.pos, "pos");
        REQUIRE(q.ok());
        auto places = app::parse_layout(p.layout);
        REQUIRE(places.ok());
        std::set<int> drawn; // every pinned vertex is one of the picture's
        for (auto c : q.value()) drawn.insert(hackenbush::edge_of(c).u), drawn.insert(hackenbush::edge_of(c).v);
        for (const auto& v : places.value()) CHECK(drawn.count(v.id) == 1);
    }
    // The steps the board shades are exactly the fusions.
    const auto q = g.parse("0-1,1-2,1-3,2-3,0-4,4-5,4-6,5-6,6-6", "pos").value();
    const auto steps = g.steps(q);
    std::size_t fusions = 0;
    for (const auto& s : steps) {
        CHECK(s.shade_vertices == (s.kind == "fusion"));
        fusions += s.shade_vertices;
    }
    CHECK(fusions >= 2);
}

TEST_CASE("hackenbush: in the drawing of a dense picture no edge runs through a vertex of its layer that it does not join") {
    // Random dense pictures (6-8 vertices, 12-20 edges): before, the vertices of one layer stood in
    // a line, so an edge between two of them was drawn straight through those between.
    HackenbushGame g;
    std::mt19937 rng(11);
    int bent = 0;
    for (int round = 0; round < 300; ++round) {
        const int n = 6 + static_cast<int>(rng() % 3), m = 12 + static_cast<int>(rng() % 9);
        // A tree on the ground first (each vertex hangs from an earlier one), then edges anywhere.
        std::string text;
        for (int v = 1; v < n; ++v)
            text += (text.empty() ? "" : ",") + std::to_string(static_cast<int>(rng() % static_cast<unsigned>(v))) + "-" + std::to_string(v);
        for (int k = n - 1; k < m; ++k) {
            const int u = static_cast<int>(rng() % static_cast<unsigned>(n)), v = static_cast<int>(rng() % static_cast<unsigned>(n));
            if (u != v) text += "," + std::to_string(u) + "-" + std::to_string(v);
        }
        const auto p = pos(text);
        const Picture pic = g.picture(p, g.options(p));
        std::map<int, const GraphVertex*> at;
        for (const GraphVertex& v : pic.graph.vertices) at[v.id] = &v;
        bool any_layer_edge = false;
        for (const GraphEdge& e : pic.graph.edges) {
            if (e.u == e.v || !at.count(e.u) || !at.count(e.v) || at[e.u]->ground || at[e.v]->ground) continue;
            const GraphVertex &a = *at[e.u], &b = *at[e.v];
            if (std::floor(a.y) != std::floor(b.y)) continue; // joins two layers
            for (const GraphVertex& w : pic.graph.vertices) {
                if (w.id == e.u || w.id == e.v || w.ground || std::floor(w.y) != std::floor(a.y)) continue;
                if (w.x <= std::min(a.x, b.x) || w.x >= std::max(a.x, b.x)) continue;
                any_layer_edge = true;
                // The segment's height at w's x, against w's own.
                const float t = (w.x - a.x) / (b.x - a.x), yline = a.y + t * (b.y - a.y);
                CAPTURE(text);
                CHECK(std::abs(yline - w.y) > 0.05f);
            }
        }
        bent += any_layer_edge;
    }
    CHECK(bent > 50); // the case is met often
}

TEST_CASE("hackenbush: a tree is drawn in layers, each parent centred over its children, leaves one apart") {
    HackenbushGame g;
    std::mt19937 rng(12);
    for (int round = 0; round < 200; ++round) {
        const int n = 2 + static_cast<int>(rng() % 14);
        std::string text;
        std::vector<int> parent(static_cast<std::size_t>(n), -1);
        for (int v = 1; v < n; ++v) {
            parent[static_cast<std::size_t>(v)] = static_cast<int>(rng() % static_cast<unsigned>(v));
            text += (text.empty() ? "" : ",") + std::to_string(parent[static_cast<std::size_t>(v)]) + "-" + std::to_string(v);
        }
        CAPTURE(text);
        const auto p = pos(text);
        const Picture pic = g.picture(p, g.options(p));
        std::map<int, const GraphVertex*> at;
        for (const GraphVertex& v : pic.graph.vertices) at[v.id] = &v;
        for (int v = 1; v < n; ++v) {
            const int up = parent[static_cast<std::size_t>(v)];
            CHECK(at[v]->y == (up == 0 ? 1.0f : at[up]->y + 1)); // its layer: the distance to the ground
            float lo = 1e9f, hi = -1e9f;
            for (int c = 1; c < n; ++c)
                if (parent[static_cast<std::size_t>(c)] == v) lo = std::min(lo, at[c]->x), hi = std::max(hi, at[c]->x);
            if (lo <= hi) CHECK(at[v]->x == doctest::Approx((lo + hi) / 2));
        }
    }
}
