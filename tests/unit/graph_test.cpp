// Graph games (games/graph.h): the Sprague-Grundy function computed from the sinks up and the
// nim-sum over tokens against an independent search of token sums, on the default graph, the
// subtraction game {1,2,3} drawn as a graph (g(n) = n mod 4) and generated DAGs; the graph text
// (cycles named, characters with offsets, duplicates), the position text and the board.
#include <doctest.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "core/impartial.h"
#include "games/graph.h"

using namespace gl;
using graph::GraphGame;

namespace {

GraphGame make(std::string_view text) {
    auto g = GraphGame::with_rules(text);
    REQUIRE(g.ok());
    return g.value();
}

Error refused(std::string_view text) {
    auto g = GraphGame::with_rules(text);
    REQUIRE(!g.ok());
    CHECK(g.error().where == "graph");
    return g.error();
}

// One token on a graph given by the test's own adjacency lists (vertex index → followers).
struct TokenRules {
    using Position = std::uint64_t;
    const std::vector<std::vector<std::uint64_t>>* adj;
    std::vector<Position> moves(Position v) const { return (*adj)[v]; }
};

// The subtraction game S = {1,2,3} on 0..n as a graph text: "0:;1:0;2:1,0;3:2,1,0;4:3,2,1;...".
std::string subtraction_graph(int n) {
    std::string s;
    for (int v = 0; v <= n; ++v) {
        s += (v ? ";" : "") + std::to_string(v) + ":";
        for (int k = 1; k <= 3 && k <= v; ++k) s += (k > 1 ? "," : "") + std::to_string(v - k);
    }
    return s;
}

Analysis analyse(const GraphGame& g, std::string_view pos) {
    RulesetOf<GraphGame> r{g};
    auto a = r.analyse(pos, Play::Normal, kDefaultSearchBudget);
    REQUIRE(a.ok());
    return a.value();
}

} // namespace

TEST_CASE("graph game: the default graph a:b,c;b:c;c: has g = a 2, b 1, c 0") {
    const GraphGame g = make(GraphGame::meta().rules_default);
    CHECK(g.rules_text() == "a:b,c;b:c;c:");
    CHECK(g.g == std::vector<Grundy>{2, 1, 0});
    const auto facts = g.facts(g.parse("a,b", "pos").value());
    REQUIRE(!facts.empty());
    CHECK(facts[0] == std::pair<std::string, std::string>{"g", "a=2 b=1 c=0"});
    const Analysis a = analyse(g, "a,b");
    CHECK(a.value == Grundy{3});
    CHECK(a.method == Method::ClosedForm);
    CHECK(a.reason.find("g(a) = 2") != std::string::npos);
    CHECK(a.reason.find("g(b) = 1") != std::string::npos);
    // The only winning move takes a to b (values 1 ⊕ 1 = 0); check it against plain search.
    REQUIRE(a.winning_moves.size() == 1);
    CHECK(a.winning_moves[0].label == "a → b");
    RulesetOf<GraphGame> r{g};
    for (const auto& o : a.options) CHECK((r.search_grundy(o.move.to) == Grundy{0}) == (o.move.label == "a → b"));
}

TEST_CASE("graph game: the subtraction game {1,2,3} drawn on 0..12 has g(n) = n mod 4") {
    const GraphGame g = make(subtraction_graph(12));
    REQUIRE(g.names.size() == 13);
    for (std::size_t v = 0; v <= 12; ++v) {
        CAPTURE(v);
        const auto i = g.find(std::to_string(v));
        REQUIRE(i);
        CHECK(g.g[*i] == v % 4);
    }
    // Sums of tokens: the closed form equals plain search of the ruleset.
    RulesetOf<GraphGame> r{g};
    for (const char* pos : {"12", "5,7", "3,3", "9,10,11", "12,12,12,1"}) {
        CAPTURE(pos);
        const auto closed = g.closed_form(g.parse(pos, "pos").value());
        REQUIRE(closed);
        CHECK(r.search_grundy(pos) == closed->value);
    }
    CHECK(analyse(g, "5,7").value == Grundy{1 ^ 3});
    CHECK(analyse(g, "12").outcome == Outcome::P);
}

TEST_CASE("graph game: on generated DAGs the Sprague-Grundy function and nim-sums equal an independent search") {
    std::uint64_t seed = 12345;
    auto next = [&](std::uint64_t bound) {
        seed = seed * 6364136223846793005ull + 1442695040888963407ull;
        return (seed >> 33) % bound;
    };
    for (int trial = 0; trial < 40; ++trial) {
        CAPTURE(trial);
        // Vertex k may only point at vertices j < k (acyclic); entries are written in a shuffled
        // order, so the ruleset's order and the test's indices differ.
        const std::size_t nv = 2 + next(14);
        std::vector<std::vector<std::uint64_t>> adj(nv);
        for (std::size_t k = 1; k < nv; ++k)
            for (std::size_t j = 0; j < k; ++j)
                if (next(3) == 0 && adj[k].size() < 6) adj[k].push_back(j);
        std::vector<std::size_t> order(nv);
        for (std::size_t k = 0; k < nv; ++k) order[k] = k;
        for (std::size_t k = nv; k-- > 1;) std::swap(order[k], order[next(k + 1)]);
        std::string text;
        for (std::size_t k : order) {
            text += (text.empty() ? "" : ";") + ("v" + std::to_string(k)) + ":";
            for (std::size_t i = 0; i < adj[k].size(); ++i) text += (i ? "," : "") + ("v" + std::to_string(adj[k][i]));
        }
        CAPTURE(text);
        const GraphGame g = make(text);
        CHECK(g.rules_text() == text); // every vertex declared, so the text is already canonical
        GameSearch<TokenRules> one{TokenRules{&adj}};
        GameSearch<Sum<TokenRules>> sums{Sum<TokenRules>{TokenRules{&adj}}};
        for (std::size_t k = 0; k < nv; ++k) CHECK(g.g[*g.find("v" + std::to_string(k))] == one.grundy(k));
        for (int t = 0; t < 6; ++t) {
            std::vector<std::uint64_t> tokens;
            std::string pos;
            for (std::size_t c = 1 + next(3); c-- > 0;) {
                tokens.push_back(next(nv));
                pos += (pos.empty() ? "" : ",") + ("v" + std::to_string(tokens.back()));
            }
            CAPTURE(pos);
            const auto p = g.parse(pos, "pos");
            REQUIRE(p.ok());
            const auto closed = g.closed_form(p.value());
            REQUIRE(closed);
            CHECK(closed->value == sums.grundy(Sum<TokenRules>::normalise(tokens)));
        }
    }
}

TEST_CASE("graph text: a cycle is refused, naming the edge that closes it and the whole cycle") {
    CHECK(refused("a:b;b:a").message.find("the edge b → a closes the cycle a → b → a") != std::string::npos);
    CHECK(refused("a:a").message.find("the edge a → a closes the cycle a → a") != std::string::npos);
    const Error e = refused("x:a;a:b;b:c;c:x");
    CHECK(e.message.find("the edge c → x closes the cycle x → a → b → c → x") != std::string::npos);
    CHECK(e.offset == 14); // the edge c → x that closes it
    // The search starts at the first entry, so the cycle is named from where it is entered.
    CHECK(refused("x:a;a:b;b:c;c:a,x").message.find("the edge c → a closes the cycle a → b → c → a") != std::string::npos);
    CHECK(refused("s:t;t:u;u:t").message.find("the cycle t → u → t") != std::string::npos);
}

TEST_CASE("graph text: characters, names and duplicates are refused with their offsets") {
    struct Bad {
        const char* text;
        std::size_t offset;
        const char* says;
    };
    for (const Bad& b : {Bad{"", 0, "empty"}, Bad{"   ", 0, "empty"}, Bad{"a:b-c", 3, "'-'"}, Bad{"a->b", 1, "'-'"},
                         Bad{"a:b;\xc3\xa9:", 4, "'\xc3\xa9' (U+00E9)"}, Bad{"a:b;a:c", 4, "declared twice"},
                         Bad{"a:b,b", 4, "lists b twice"}, Bad{"abcdefghi:", 0, "longer than 8"},
                         Bad{"a:;;b:", 3, "missing"}, Bad{"a", 1, "expected ':'"}, Bad{"a b:", 2, "'b'"},
                         Bad{"a:b,", 4, "ends too early"}, Bad{"a:b c", 4, "'c'"}, Bad{";a:", 0, "missing"}}) {
        CAPTURE(b.text);
        const Error e = refused(b.text);
        CHECK(e.offset == b.offset);
        CHECK(e.message.find(b.says) != std::string::npos);
    }
    // At most 16 followers of a vertex and 64 vertices.
    std::string many = "a:";
    for (int k = 0; k < 17; ++k) many += (k ? ",v" : "v") + std::to_string(k);
    const Error followers = refused(many);
    CHECK(followers.message.find("more than 16 followers") != std::string::npos);
    CHECK(followers.offset == many.rfind("v16"));
    std::string big;
    for (int k = 0; k < 65; ++k) big += (k ? ";v" : "v") + std::to_string(k) + ":";
    const Error vertices = refused(big);
    CHECK(vertices.message.find("more than 64 vertices") != std::string::npos);
    CHECK(vertices.offset == big.rfind("v64"));
    big.resize(big.rfind(";v64"));
    CHECK(make(big).names.size() == 64);
}

TEST_CASE("graph text round trips: implicit sinks are declared last, spaces and a final ';' are dropped") {
    CHECK(make("a:b,c;b:c").rules_text() == "a:b,c;b:c;c:");
    CHECK(make(" a : b , c ; b:c ; ").rules_text() == "a:b,c;b:c;c:");
    CHECK(make("a:c;b:c").rules_text() == "a:c;b:c;c:"); // c is implicit: after the declared a and b
    CHECK(make("x:z,y;w:").rules_text() == "x:z,y;w:;z:;y:"); // followers keep their written order
    for (const char* t : {"a:b,c;b:c;c:", "0:;1:0;2:1,0", "A_1:b;b:", "p:q;q:r,s;r:s;s:"}) {
        CAPTURE(t);
        const GraphGame g = make(t);
        CHECK(make(g.rules_text()).rules_text() == g.rules_text());
    }
}

TEST_CASE("graph positions: tokens sorted in the vertices' order, repeats kept, errors with offsets") {
    const GraphGame g = make("a:b,c;b:c;c:");
    auto canon = [&](std::string_view t) {
        auto p = g.parse(t, "pos");
        REQUIRE(p.ok());
        return g.format(p.value());
    };
    CHECK(canon("b,a,a") == "a,a,b");
    CHECK(canon(" c , a ") == "a,c");
    CHECK(canon("c") == "c");
    struct Bad {
        const char* text;
        std::size_t offset;
        const char* says;
    };
    for (const Bad& b : {Bad{"", 0, "empty"}, Bad{"a,d", 2, "no vertex d"}, Bad{"a,,b", 2, "missing"}, Bad{"a,", 2, "missing"},
                         Bad{"a;b", 1, "';'"}, Bad{"a,b!", 3, "'!'"}, Bad{"a,a,a,a,a,a,a,a,a,a,a,a,a", 24, "more than 12"}}) {
        CAPTURE(b.text);
        auto p = g.parse(b.text, "pos");
        REQUIRE(!p.ok());
        CHECK(p.error().where == "pos");
        CHECK(p.error().offset == b.offset);
        CHECK(p.error().message.find(b.says) != std::string::npos);
    }
    // Moves: one per (occupied vertex, follower), each result once, and tokens on a sink stay.
    const auto p = g.parse("a,a,c", "pos").value();
    const auto opts = g.options(p);
    REQUIRE(opts.size() == 2);
    CHECK(opts[0].label == "a → b");
    CHECK(g.format(opts[0].to) == "a,b,c");
    CHECK(opts[1].label == "a → c");
    CHECK(g.format(opts[1].to) == "a,c,c");
    CHECK(g.count_options(p) == 2);
    CHECK(g.options(g.parse("c,c", "pos").value()).empty());
    CHECK(g.closed_form(g.parse("c,c", "pos").value())->value == 0);
}

// The vertex of the picture with the game's vertex `name`.
const GraphVertex& vertex(const Picture& pic, const GraphGame& g, std::string_view name) {
    const int id = static_cast<int>(*g.find(name)) + 1;
    for (const auto& v : pic.graph.vertices)
        if (v.id == id) return v;
    FAIL("no vertex " << name);
    return pic.graph.vertices.front();
}

TEST_CASE("graph board: layers with the sinks at the bottom, g in every vertex, tokens counted, each edge a move") {
    const GraphGame g = make("a:b,c;b:c;c:;d:a,c");
    const auto p = g.parse("a,b,b", "pos").value();
    const auto opts = g.options(p);
    const Picture pic = g.picture(p, opts);
    REQUIRE(pic.layout == Picture::Layout::Graph);
    REQUIRE(pic.graph.vertices.size() == 4);
    CHECK(!pic.graph.has_ground);
    for (const auto& v : pic.graph.vertices) {
        const std::size_t k = static_cast<std::size_t>(v.id - 1);
        CAPTURE(g.names[k]);
        CHECK(v.label == g.names[k]);
        CHECK(v.value == std::to_string(g.g[k]));
        for (std::size_t w : g.followers[k]) { // every edge points down: a follower stands lower
            const auto& f = vertex(pic, g, g.names[w]);
            CHECK(f.y < v.y);
        }
        for (int m : v.moves) CHECK(opts[static_cast<std::size_t>(m)].label.rfind(g.names[k] + " → ", 0) == 0);
    }
    CHECK(vertex(pic, g, "a").token == "1");
    CHECK(vertex(pic, g, "b").token == "2");
    CHECK(vertex(pic, g, "c").token.empty());
    CHECK(vertex(pic, g, "c").y < vertex(pic, g, "b").y); // c, the sink, at the bottom
    CHECK(vertex(pic, g, "d").y > vertex(pic, g, "a").y);
    CHECK(vertex(pic, g, "a").note.find("mex{1, 0} = 2") != std::string::npos);
    CHECK(vertex(pic, g, "c").note.find("sink") != std::string::npos);
    // One directed edge per follower; exactly the edges leaving a token offer a move, each its own.
    std::size_t edges = 0;
    for (const auto& f : g.followers) edges += f.size();
    REQUIRE(pic.graph.edges.size() == edges);
    std::set<int> offered;
    for (const auto& e : pic.graph.edges) {
        CHECK(e.directed);
        const std::string from = g.names[static_cast<std::size_t>(e.u - 1)], to = g.names[static_cast<std::size_t>(e.v - 1)];
        const bool occupied = from == "a" || from == "b";
        REQUIRE(e.moves.size() == (occupied ? 1u : 0u));
        if (occupied) {
            CHECK(opts[static_cast<std::size_t>(e.moves[0])].label == from + " → " + to);
            offered.insert(e.moves[0]);
        }
    }
    CHECK(offered.size() == opts.size());
    // The same board as cells (a part of a sum draws these): a vertex's cell offers its tokens' moves.
    REQUIRE(pic.rows.size() == 1);
    REQUIRE(pic.rows[0].cells.size() == 4);
    CHECK(pic.rows[0].cells[1].text == "b (g=1)\n2 tokens");
    for (std::size_t v = 0; v < 4; ++v) CHECK(pic.rows[0].cells[v].moves == vertex(pic, g, g.names[v]).moves);
}

TEST_CASE("graph board: a long edge bows around the vertices it would pass through, and no edge runs through one") {
    const GraphGame g = make("subtraction:1,3,4/14"); // a chain of layers: 14 above 13 above ... 0
    const auto p = g.parse("14", "pos").value();
    const Picture pic = g.picture(p, g.options(p));
    for (const auto& e : pic.graph.edges) {
        const int from = std::stoi(g.names[static_cast<std::size_t>(e.u - 1)]), to = std::stoi(g.names[static_cast<std::size_t>(e.v - 1)]);
        CAPTURE(from);
        CAPTURE(to);
        // The chain's layers zigzag: take 1 or 3 lands on the other side and runs straight; take 4
        // would run through the vertex two below, so it is bowed.
        CHECK((e.bend != 0) == (from - to == 4));
    }
    // On generated DAGs, no straight edge passes within 0.45 units of a vertex between its ends.
    std::mt19937 rng(7);
    for (int trial = 0; trial < 200; ++trial) {
        const int n = 2 + static_cast<int>(rng() % 12);
        std::string text;
        for (int v = 0; v < n; ++v) {
            text += (v ? ";" : "") + ("v" + std::to_string(v)) + ":";
            bool first = true;
            for (int w = v + 1; w < n; ++w)
                if (rng() % 3 == 0) text += (first ? "" : ",") + ("v" + std::to_string(w)), first = false;
        }
        const GraphGame dag = make(text);
        const auto q = dag.parse("v0", "pos").value();
        const Picture pic = dag.picture(q, dag.options(q));
        for (const auto& e : pic.graph.edges) {
            if (e.bend != 0) continue;
            const auto& a = pic.graph.vertices[static_cast<std::size_t>(e.u - 1)];
            const auto& b = pic.graph.vertices[static_cast<std::size_t>(e.v - 1)];
            CHECK(b.y < a.y);
            for (const auto& c : pic.graph.vertices) {
                if (c.y <= b.y || c.y >= a.y) continue;
                const float t = (a.y - c.y) / (a.y - b.y);
                CHECK(std::abs(a.x + t * (b.x - a.x) - c.x) >= 0.45f);
            }
        }
    }
}

TEST_CASE("graph drawing: an edited drawing becomes the graph text; a cycle is refused naming it") {
    const GraphGame g = make("a:b,c;b:c;c:");
    GraphDrawing d{{1, 2, 3}, {"a", "b", "c"}, {{1, 2}, {1, 3}, {2, 3}}, {1, 2}};
    auto same = g.from_drawing(d);
    REQUIRE(same.ok());
    CHECK(same.value().rules == "a:b,c;b:c;c:");
    CHECK(same.value().pos == "a,b");
    // A new vertex (id 4, no name) gets the first free letter; an edge to it.
    d.vertices.push_back(4);
    d.names.push_back("");
    d.edges.push_back({3, 4});
    auto grown = g.from_drawing(d);
    REQUIRE(grown.ok());
    CHECK(grown.value().rules == "a:b,c;b:c;c:d;d:");
    CHECK(make(grown.value().rules).g == std::vector<Grundy>{2, 0, 1, 0}); // c now moves to the sink d
    // The edge c -> a closes a -> b -> c -> a.
    d.edges.push_back({3, 1});
    auto cycle = g.from_drawing(d);
    REQUIRE(!cycle.ok());
    CHECK(cycle.error().where == "graph");
    CHECK(cycle.error().message.find("a → b → c → a") != std::string::npos);
    // Deleting every token's vertex: the game starts from the first vertex.
    GraphDrawing lone{{3}, {"c"}, {}, {}};
    auto one = g.from_drawing(lone);
    REQUIRE(one.ok());
    CHECK(one.value().rules == "c:");
    CHECK(one.value().pos == "c");
    CHECK(!g.from_drawing(GraphDrawing{}).ok());
}

TEST_CASE("graph presets: every preset opens, with its position, as a drawn graph") {
    const GraphGame g = make("a:b,c;b:c;c:");
    const auto presets = g.picture_presets();
    REQUIRE(presets.size() >= 4);
    for (const auto& p : presets) {
        CAPTURE(p.name);
        CHECK(!p.name.empty());
        auto r = GraphGame::with_rules(p.rules);
        REQUIRE(r.ok());
        CHECK(r.value().parse(p.pos, "pos").ok());
    }
}

TEST_CASE("graph facts: the mex of every vertex, each listed after all its followers, with their values") {
    const GraphGame g = make("a:b,c;b:c;c:;d:a,c");
    const auto order = g.topological_from_sinks();
    REQUIRE(order.size() == 4);
    std::vector<std::size_t> position(4);
    for (std::size_t i = 0; i < order.size(); ++i) position[order[i]] = i;
    for (std::size_t v = 0; v < 4; ++v)
        for (std::size_t w : g.followers[v]) CHECK(position[w] < position[v]);
    CHECK(g.mex_steps() == "g(c) = mex{} = 0; g(b) = mex{c: 0} = 1; g(a) = mex{b: 1, c: 0} = 2; g(d) = mex{a: 2, c: 0} = 1");
    const Analysis a = analyse(g, "d");
    bool listed = false;
    for (const auto& [k, v] : a.facts) listed = listed || (k == "mex, sinks first" && v == g.mex_steps());
    CHECK(listed);
}

namespace {
// g of one heap of each size 0..top for a heap game given by its moves, by the mex rule.
template <class F>
std::vector<Grundy> heap_values(std::uint64_t top, F moves) {
    std::vector<Grundy> g;
    for (std::uint64_t n = 0; n <= top; ++n) {
        std::set<Grundy> seen;
        for (std::uint64_t m : moves(n)) seen.insert(g[m]);
        Grundy v = 0;
        while (seen.count(v)) ++v;
        g.push_back(v);
    }
    return g;
}
} // namespace

TEST_CASE("graph presets: subtraction games and Ferguson's §3.3 examples drawn as graphs have their known values") {
    // subtraction:1,3,4/14: P-positions n ≡ 0, 2 (mod 7) (§1.4).
    const GraphGame s134 = make("subtraction:1,3,4/14");
    CHECK(s134.names.front() == "14");
    CHECK(s134.names.size() == 15);
    CHECK(s134.start() == "14");
    for (std::uint64_t n = 0; n <= 14; ++n) {
        CAPTURE(n);
        CHECK((s134.g[*s134.find(std::to_string(n))] == 0) == (n % 7 == 0 || n % 7 == 2));
    }
    // The preset prints back as the full graph, which reads back to the same game.
    CHECK(s134.rules_text().rfind("14:13,11,10;13:12,10,9;", 0) == 0);
    CHECK(make(s134.rules_text()).g == s134.g);
    // subtraction:1,2,3/10: g(n) = n mod 4 (§3.1, the take-away game).
    const GraphGame s123 = make("subtraction:1,2,3/10");
    for (std::uint64_t n = 0; n <= 10; ++n) CHECK(s123.g[*s123.find(std::to_string(n))] == n % 4);
    // Even if not all, all if odd: g(0) = 0, g(2k) = k - 1, g(2k - 1) = k.
    const GraphGame even = make("evenifnotall/20");
    const auto ev = heap_values(20, [](std::uint64_t n) {
        std::vector<std::uint64_t> f;
        for (std::uint64_t k = 2; k < n; k += 2) f.push_back(n - k);
        if (n % 2) f.push_back(0);
        return f;
    });
    for (std::uint64_t n = 0; n <= 20; ++n) {
        CAPTURE(n);
        const Grundy closed = n == 0 ? 0 : n % 2 == 0 ? n / 2 - 1 : (n + 1) / 2;
        CHECK(ev[n] == closed);
        CHECK(even.g[*even.find(std::to_string(n))] == closed);
    }
    // At least half: g(n) = the least k with 2^k > n.
    const GraphGame half = make("atleasthalf/30");
    for (std::uint64_t n = 0; n <= 30; ++n) {
        CAPTURE(n);
        Grundy k = 0;
        while ((std::uint64_t{1} << k) <= n) ++k;
        CHECK(half.g[*half.find(std::to_string(n))] == k);
    }
    // Every listed preset opens, and its start position is one of its vertices.
    for (const auto& p : GraphGame::presets()) {
        CAPTURE(p.graph);
        const GraphGame gr = make(p.graph);
        CHECK(gr.start() == std::string(p.pos));
    }
    // Mistakes name the character.
    CHECK(refused("subtraction:1,x/10").offset == 14);
    CHECK(refused("subtraction:1,3/99").message.find("63") != std::string::npos);
    CHECK(refused("atleasthalf/31").message.find("at most 30") != std::string::npos);
    CHECK(refused("halves/8").message.find("is not a preset") != std::string::npos);
    CHECK(refused("subtraction:0,1/5").message.find("from 1") != std::string::npos);
    // The default graph still starts at a,b.
    CHECK(make("a:b,c;b:c;c:").start() == "a,b");
}
