// Blue-Red(-Green) Hackenbush (games/bluered.h). Stalk values against Berlekamp's sign-expansion
// rule written here; outcomes and each side's winning moves against minimax written here from the
// rule alone (chop an edge of your colour or green, drop what no longer touches the ground) on
// every picture of up to 5 edges on the ground and three more vertices; green pictures against
// Green Hackenbush's Grundy value; a picture plus its colour-swapped mirror is 0; text and errors.
// Every rooted tree of up to 8 edges (game=hackenbush) against its game tree in many colourings.
//
// Index:
//   [SECTION] Stalks by Berlekamp's rule
//   [SECTION] Mixed pictures against minimax
//   [SECTION] Canonical forms by sets of edges, text, play
//   [SECTION] Green edges in trees (game=hackenbush)
#include <doctest.h>

#include <algorithm>
#include <functional>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "app/game_play.h"
#include "app/state.h"
#include "cgt/calc.h"
#include "cgt/dyadic.h"
#include "games/bluered.h"
#include "games/registry.h"

using namespace gl;

//-----------------------------------------------------------------------------
// [SECTION] Stalks by Berlekamp's rule
//-----------------------------------------------------------------------------

namespace {

struct E {
    int u, v;
    char c; // 'b', 'r', 'g'
    auto operator<=>(const E&) const = default;
};
using Pic = std::vector<E>; // sorted

std::string text_of(const Pic& p) {
    if (p.empty()) return "0";
    std::string s;
    for (const E& e : p) s += (s.empty() ? "" : ",") + std::to_string(e.u) + "-" + std::to_string(e.v) + e.c;
    return s;
}

// The edges still joined to the ground (vertex 0), by a plain flood fill.
Pic keep_grounded(const Pic& g) {
    std::set<int> reach{0};
    for (bool grew = true; grew;) {
        grew = false;
        for (const E& e : g)
            if (reach.count(e.u) != reach.count(e.v)) reach.insert(e.u), reach.insert(e.v), grew = true;
    }
    Pic out;
    for (const E& e : g)
        if (reach.count(e.u)) out.push_back(e);
    return out;
}

// Minimax from the rule alone: does the player to move (left or not) win?
struct Brute {
    std::map<std::pair<Pic, bool>, bool> memo;
    bool wins_first(const Pic& p, bool left) {
        auto key = std::make_pair(p, left);
        if (auto it = memo.find(key); it != memo.end()) return it->second;
        bool win = false;
        for (std::size_t k = 0; k < p.size() && !win; ++k) {
            if (p[k].c == (left ? 'r' : 'b')) continue;
            Pic q = p;
            q.erase(q.begin() + static_cast<std::ptrdiff_t>(k));
            win = !wins_first(keep_grounded(q), !left);
        }
        memo.emplace(key, win);
        return win;
    }
    Outcome outcome(const Pic& p) {
        const bool lf = wins_first(p, true), rf = wins_first(p, false);
        return lf && rf ? Outcome::N : lf ? Outcome::L : rf ? Outcome::R : Outcome::P;
    }
};

const Ruleset& ruleset_br() {
    static auto r = std::move(make_ruleset("bluered").value());
    return *r;
}

Analysis analysis(const std::string& pos) {
    auto a = ruleset_br().analyse(pos, Play::Normal);
    REQUIRE_MESSAGE(a, (a ? "" : a.error().describe()));
    return a.value();
}

bool equal_games(const std::string& g, const std::string& h) {
    auto c = cgt::compare_exprs(g, h);
    REQUIRE_MESSAGE(c, (c ? "" : c.error().describe()));
    return c.value().known && c.value().relation == cgt::Relation::Equal;
}

// Berlekamp's rule for a blue-red stalk (colours from the ground up): the first run of one colour
// counts a whole edge each (+1 blue, -1 red); after the first change of colour each edge counts
// half the one before it, + for blue and - for red.
cgt::Dyadic stalk_rule(const std::string& colours) {
    cgt::Dyadic v = cgt::Dyadic::integer(0);
    std::size_t k = 0;
    while (k < colours.size() && colours[k] == colours[0]) v = v + cgt::Dyadic::integer(colours[k++] == 'b' ? 1 : -1);
    cgt::Dyadic step = cgt::Dyadic::integer(1);
    for (; k < colours.size(); ++k) {
        step = step.half();
        v = colours[k] == 'b' ? v + step : v - step;
    }
    return v;
}

// Every multiset of up to `most` edges on vertices 0..3 (loops included), each edge grounded.
void all_pictures(std::size_t most, const std::function<void(const Pic&)>& visit) {
    std::vector<E> kinds;
    for (int u = 0; u <= 3; ++u)
        for (int v = u; v <= 3; ++v)
            for (char c : {'b', 'r', 'g'}) kinds.push_back({u, v, c});
    Pic p;
    std::function<void(std::size_t)> grow = [&](std::size_t from) {
        if (!p.empty() && keep_grounded(p).size() == p.size()) visit(p);
        if (p.size() == most) return;
        for (std::size_t k = from; k < kinds.size(); ++k) {
            // Vertices are numbered in order of use (a vertex above 1 only after the one below it):
            // the other numberings are the same pictures again.
            int top = 0;
            for (const E& e : p) top = std::max(top, e.v);
            if (kinds[k].v > top + 1) continue;
            p.push_back(kinds[k]);
            grow(k);
            p.pop_back();
        }
    };
    grow(0);
}

} // namespace

TEST_CASE("Blue-Red Hackenbush: every blue-red stalk of up to 10 edges is the number of Berlekamp's rule") {
    std::size_t checked = 0;
    for (std::size_t n = 1; n <= 10; ++n)
        for (unsigned bits = 0; bits < (1u << n); ++bits) {
            std::string colours;
            Pic p;
            for (std::size_t k = 0; k < n; ++k) {
                colours += (bits >> k) & 1 ? 'r' : 'b';
                p.push_back({static_cast<int>(k), static_cast<int>(k + 1), colours.back()});
            }
            CAPTURE(colours);
            const Analysis a = analysis(text_of(p));
            CHECK(a.canonical == stalk_rule(colours).text());
            ++checked;
        }
    CHECK(checked == 2046);
    // Worked values (Winning Ways, ch. 2): blue under red is 1/2, blue-red-red 1/4, red-blue -1/2.
    CHECK(analysis("0-1b,1-2r").value_name == "1/2");
    CHECK(analysis("0-1b,1-2r,2-3r").canonical == "1/4");
    CHECK(analysis("0-1r,1-2b").canonical == "-1/2");
    CHECK(analysis("0-1g").canonical == "*");
    CHECK(analysis("0-1b,0-1r").canonical == "0"); // one of each: whoever moves first loses
}

//-----------------------------------------------------------------------------
// [SECTION] Mixed pictures against minimax
//-----------------------------------------------------------------------------

namespace {

// A random picture on `vertices` vertices (the ground one of them) with `edges` edges: the first
// ones make a tree on the ground, the rest fall anywhere (circuits, repeated edges, loops); each
// edge's colour drawn from `colours`.
Pic random_picture(std::mt19937& rng, int vertices, int edges, const char* colours) {
    const std::size_t kinds = std::char_traits<char>::length(colours);
    Pic p;
    for (int k = 0; k < edges; ++k) {
        const int v = k + 1 < vertices ? k + 1 : static_cast<int>(rng() % vertices);
        const int u = k + 1 < vertices ? static_cast<int>(rng() % (k + 1)) : static_cast<int>(rng() % vertices);
        p.push_back({std::min(u, v), std::max(u, v), colours[rng() % kinds]});
    }
    std::sort(p.begin(), p.end());
    return p;
}

// The outcome and each side's winning chops of an analysis against minimax: each winning move
// listed leaves the opponent, moving first, lost, and none is missing.
void check_against_minimax(Brute& brute, const Pic& p, const Analysis& a) {
    CHECK(a.outcome == brute.outcome(p));
    std::size_t left_wins = 0, right_wins = 0;
    for (std::size_t k = 0; k < p.size(); ++k) {
        if (k && p[k] == p[k - 1]) continue;
        Pic q = p;
        q.erase(q.begin() + static_cast<std::ptrdiff_t>(k));
        q = keep_grounded(q);
        if (p[k].c != 'r' && !brute.wins_first(q, false)) ++left_wins;
        if (p[k].c != 'b' && !brute.wins_first(q, true)) ++right_wins;
    }
    std::size_t listed_left = 0, listed_right = 0;
    for (const GameMove& m : a.winning_moves) {
        auto q = bluered::BlueRedGame{}.parse(m.to, "to");
        REQUIRE(q);
        Pic after;
        for (auto c : q.value()) {
            const auto e = bluered::edge_of(c);
            after.push_back({e.u, e.v, bluered::colour_letter(e.colour)});
        }
        std::sort(after.begin(), after.end());
        if (m.side == Side::Left) {
            ++listed_left;
            CHECK(!brute.wins_first(after, false));
        } else {
            ++listed_right;
            CHECK(!brute.wins_first(after, true));
        }
    }
    CHECK(listed_left == left_wins);
    CHECK(listed_right == right_wins);
}

} // namespace

TEST_CASE("Blue-Red-Green Hackenbush: outcome and winning moves of every picture of up to 5 edges on 4 vertices, against minimax") {
    Brute brute;
    std::size_t pictures = 0;
    std::map<Outcome, std::size_t> seen;
    all_pictures(5, [&](const Pic& p) {
        const std::string pos = text_of(p);
        CAPTURE(pos);
        const Analysis a = analysis(pos);
        check_against_minimax(brute, p, a);
        ++seen[a.outcome];
        ++pictures;
        // The canonical form read back by the calculator has the same outcome.
        if (pictures % 7 == 0) CHECK(cgt::calculate(a.canonical).value().outcome == a.outcome);
    });
    CHECK(pictures > 10000);
    CHECK(seen.size() == 4); // all four outcome classes occur
}

TEST_CASE("Blue-Red-Green Hackenbush: past the budget, the outcome and winning chops by search agree with minimax") {
    // The search over sets of edges against minimax, both sides, on random pictures of 7 to 12
    // edges of every colour and on every picture one chop away; then the page's fallback itself,
    // with a budget too small for canonical forms but enough for the search.
    Brute brute;
    const bluered::BlueRedGame game;
    std::mt19937 rng(77);
    std::size_t searched = 0, fallbacks = 0;
    std::map<Outcome, std::size_t> seen;
    for (int trial = 0; trial < 120; ++trial) {
        const Pic p = random_picture(rng, 4 + trial % 3, 7 + trial % 6, "brg");
        CAPTURE(text_of(p));
        const auto pos = game.parse(text_of(p), "pos").value();
        for (const auto& o : game.options(pos))
            for (Side side : {Side::Left, Side::Right}) {
                std::size_t budget = 1'000'000;
                const auto wins = game.wins_first(o.to, side, budget);
                REQUIRE(wins);
                Pic q;
                for (auto c : o.to) q.push_back({bluered::edge_of(c).u, bluered::edge_of(c).v, bluered::colour_letter(bluered::edge_of(c).colour)});
                std::sort(q.begin(), q.end());
                CHECK(*wins == brute.wins_first(q, side == Side::Left));
                ++searched;
            }
        auto a = ruleset_br().analyse(text_of(p), Play::Normal, 3000);
        REQUIRE(a);
        if (a.value().method != Method::OutcomeSearch || a.value().outcome == Outcome::Unknown) continue;
        check_against_minimax(brute, p, a.value());
        ++seen[a.value().outcome];
        ++fallbacks;
    }
    CHECK(searched > 1000);
    CHECK(fallbacks > 30);
    CHECK(seen.size() >= 3);
}
//-----------------------------------------------------------------------------
// [SECTION] Canonical forms by sets of edges, text, play
//-----------------------------------------------------------------------------

namespace {

// The canonical form from the game tree, written here: {values of Left's chops | Right's}, each
// simplified by the calculator's store, with no use of the game's own number rule.
struct TreeValues {
    cgt::Store store;
    std::map<Pic, cgt::Id> memo;
    cgt::Id value(const Pic& p) {
        if (auto it = memo.find(p); it != memo.end()) return it->second;
        std::vector<cgt::Id> left, right;
        for (std::size_t k = 0; k < p.size(); ++k) {
            Pic q = p;
            q.erase(q.begin() + static_cast<std::ptrdiff_t>(k));
            const cgt::Id v = value(keep_grounded(q));
            if (p[k].c != 'r') left.push_back(v);
            if (p[k].c != 'b') right.push_back(v);
        }
        const cgt::Id id = store.simplify(std::move(left), std::move(right));
        memo.emplace(p, id);
        return id;
    }
};

} // namespace

TEST_CASE("Blue-Red Hackenbush: the number of a picture, by sets of edges, is the canonical form of its game tree") {
    // Every picture of blue and red edges on four vertices with up to 5 edges, then random dense
    // ones: 6 to 11 edges on 5 or 6 vertices, with repeated edges and loops.
    TreeValues tree;
    const bluered::BlueRedGame game;
    std::size_t checked = 0;
    auto check = [&](const Pic& p) {
        for (const E& e : p)
            if (e.c == 'g') return;
        const cgt::Id id = tree.value(p);
        const auto tree_number = tree.store.number(id);
        CAPTURE(text_of(p));
        REQUIRE(tree_number); // Winning Ways, ch. 2: a number
        const auto fast = bluered::number_value(game.parse(text_of(p), "pos").value());
        REQUIRE(fast);
        CHECK(*fast == *tree_number);
        ++checked;
    };
    all_pictures(5, check);
    std::mt19937 rng(20261124);
    for (int trial = 0; trial < 300; ++trial) check(random_picture(rng, 5 + trial % 2, 6 + trial % 6, "br"));
    CHECK(checked > 2000);
    // A green edge is not its business.
    CHECK_FALSE(bluered::number_value(game.parse("0-1b,1-2g", "pos").value()));
}

TEST_CASE("Blue-Red-Green Hackenbush: the canonical form of a mixed picture, by sets of edges, is that of its game tree") {
    // Random pictures of 6 to 12 edges with circuits, repeated edges and loops, every colour; the
    // page's analysis (its own solver over sets of edges) against the tree written above.
    TreeValues tree;
    std::mt19937 rng(1124);
    std::size_t checked = 0, non_numbers = 0;
    for (int trial = 0; trial < 200; ++trial) {
        const Pic p = random_picture(rng, 4 + trial % 3, 6 + trial % 7, "brg");
        CAPTURE(text_of(p));
        const Analysis a = analysis(text_of(p));
        REQUIRE(a.method == Method::Search);
        const cgt::Id id = tree.value(p);
        CHECK(equal_games(a.canonical, tree.store.text(id, 100000)));
        CHECK(a.outcome == tree.store.outcome(id));
        if (!tree.store.number(id)) ++non_numbers;
        ++checked;
    }
    CHECK(checked == 200);
    CHECK(non_numbers > 100); // the green edges make most of them other than numbers
}

TEST_CASE("Blue-Red-Green Hackenbush: a green picture is the nimber of its Green Hackenbush value") {
    auto green = make_ruleset("hackenbush");
    REQUIRE(green);
    std::size_t checked = 0;
    all_pictures(6, [&](const Pic& p) {
        for (const E& e : p)
            if (e.c != 'g') return;
        std::string plain;
        for (const E& e : p) plain += (plain.empty() ? "" : ",") + std::to_string(e.u) + "-" + std::to_string(e.v);
        const auto g = green.value()->grundy(plain);
        REQUIRE(g);
        CAPTURE(plain);
        CHECK(equal_games(analysis(text_of(p)).canonical, "*" + std::to_string(*g)));
        ++checked;
    });
    CHECK(checked > 500);
}

TEST_CASE("Blue-Red-Green Hackenbush: a picture plus its colour-swapped mirror is 0, and the mirror is the negative") {
    std::size_t checked = 0;
    all_pictures(4, [&](const Pic& p) {
        Pic both = p;
        for (const E& e : p) // the mirror stands apart on the ground: its vertices renumbered 10 up
            both.push_back({e.u ? e.u + 10 : 0, e.v ? e.v + 10 : 0, e.c == 'b' ? 'r' : e.c == 'r' ? 'b' : 'g'});
        std::sort(both.begin(), both.end());
        const Analysis sum = analysis(text_of(both));
        CAPTURE(text_of(both));
        CHECK(sum.canonical == "0");
        CHECK(sum.outcome == Outcome::P);
        const std::string g = analysis(text_of(p)).canonical;
        const bluered::BlueRedGame game;
        const std::string mirror = game.format(bluered::swapped(game.parse(text_of(p), "pos").value()));
        CHECK(equal_games(analysis(mirror).canonical, "-(" + g + ")"));
        ++checked;
    });
    CHECK(checked > 1000);
}

TEST_CASE("Blue-Red Hackenbush: pictures renumbered share a cache key; different pictures do not") {
    const bluered::BlueRedGame g;
    auto key = [&](const char* pos) { return g.key(g.parse(pos, "pos").value()); };
    CHECK(key("0-1b,1-2r,1-3g") == key("0-7b,7-9g,7-8r"));
    CHECK(key("0-1b,1-2r,0-3r,3-4b") == key("0-3b,3-4r,0-1r,1-2b"));
    CHECK(key("0-1b,1-2r,2-3b,2-4r") == key("0-5b,5-6r,6-1r,6-2b"));
    CHECK(key("0-1b,1-2r") != key("0-1r,1-2b"));
    CHECK(key("0-1b,1-2r,1-3r") != key("0-1b,1-2r,2-3r"));
    CHECK(key("0-1b,0-2b,1-2r") != key("0-1b,0-2r,1-2b"));
}

TEST_CASE("Blue-Red Hackenbush: text round trips, caps and errors name the character") {
    const Ruleset& r = ruleset_br();
    CHECK(r.canonical("1-2r,0-1b,1-1g").value() == "0-1b,1-1g,1-2r");
    CHECK(r.canonical("0").value() == "0");
    CHECK(r.canonical(r.meta().example).value() == r.meta().example);
    auto e = r.canonical("0-1b,1-2x");
    REQUIRE(!e);
    CHECK(e.error().describe() == "pos, character 9: 'x' is not a colour: edge 2 '1-2x' should end with b (blue), r (red) or g (green)");
    CHECK(r.canonical("0-1").error().describe().find("edge 1 '0-1' has no colour") != std::string::npos);
    CHECK(r.canonical("0-1b,2-3r").error().describe().find("not connected to the ground") != std::string::npos);
    CHECK(r.canonical("0-1bb").error().describe().find("character 5: 'b' after edge 1") != std::string::npos);
    CHECK(r.canonical("0-1b,").error().describe().find("ends with ','") != std::string::npos);
    CHECK(r.canonical("0-1000b").error().describe().find("above 999") != std::string::npos);
    std::string big;
    for (int k = 0; k < 41; ++k) big += (k ? "," : "") + std::to_string(k) + "-" + std::to_string(k + 1) + "b";
    CHECK(r.canonical(big).error().describe().find("at most 40 are allowed") != std::string::npos);
    // A stalk at the cap: an exact number, 1 - 1/2 - ... - 1/2^39.
    std::string stalk = "0-1b";
    for (int k = 1; k < 40; ++k) stalk += "," + std::to_string(k) + "-" + std::to_string(k + 1) + "r";
    CHECK(analysis(stalk).canonical == "1/549755813888");
    // Links: the layout key applies, as for Green Hackenbush.
    auto load = app::state_from_link("?v=1&game=bluered&pos=0-1b,1-2r&layout=1:0,1|2:0.5,2");
    CHECK(load.errors.empty());
    CHECK(load.state.pos == "0-1b,1-2r");
    CHECK(app::link_from_state(load.state).find("&layout=1:0,1|2:0.5,2") != std::string::npos);
}

TEST_CASE("Blue-Red Hackenbush: each player chops only its colours and green; the computer wins what it can") {
    std::shared_ptr<const Ruleset> r(std::move(make_ruleset("bluered").value()));
    Brute brute;
    const Pic start{{0, 1, 'b'}, {0, 3, 'r'}, {1, 2, 'r'}, {1, 4, 'g'}, {3, 5, 'g'}, {3, 6, 'b'}};
    for (int computer : {1, 2})
        for (int first : {1, 2}) {
            app::GamePlay play;
            play.start(r, text_of(start), Play::Normal, first);
            play.computer = computer;
            const bool computer_first = first == computer;
            const bool should_win = brute.wins_first(start, computer_first ? computer == 1 : computer != 1) == computer_first;
            while (!play.game_over()) {
                for (std::size_t i = 0; i < play.moves().size(); ++i)
                    CHECK(play.legal(i) == (play.moves()[i].side == app::GamePlay::side_of(play.turn())));
                if (play.computer_to_move()) {
                    REQUIRE(play.play_computer());
                } else {
                    std::size_t i = 0;
                    while (!play.legal(i)) ++i;
                    REQUIRE(play.play(i));
                }
            }
            if (should_win) CHECK(play.winner() == computer);
        }
}

//-----------------------------------------------------------------------------
// [SECTION] Green edges in trees (game=hackenbush)
//-----------------------------------------------------------------------------

namespace {

// Every rooted tree of `edges` edges, once per shape: parent arrays (vertex i hangs from a vertex
// below it) kept when their shape's canonical code (children's codes sorted) is new.
std::vector<Pic> rooted_trees(int edges) {
    std::vector<Pic> out;
    std::set<std::string> shapes;
    std::vector<int> parent(static_cast<std::size_t>(edges) + 1, 0);
    std::function<std::string(int)> code = [&](int v) {
        std::vector<std::string> kids;
        for (int u = v + 1; u <= edges; ++u)
            if (parent[u] == v) kids.push_back(code(u));
        std::sort(kids.begin(), kids.end());
        std::string s = "(";
        for (const auto& k : kids) s += k;
        return s + ")";
    };
    std::function<void(int)> grow = [&](int i) {
        if (i > edges) {
            if (!shapes.insert(code(0)).second) return;
            Pic p;
            for (int v = 1; v <= edges; ++v) p.push_back({parent[v], v, 'g'});
            std::sort(p.begin(), p.end());
            out.push_back(p);
            return;
        }
        for (int u = 0; u < i; ++u) parent[i] = u, grow(i + 1);
    };
    grow(1);
    return out;
}

} // namespace

TEST_CASE("Hackenbush (game=hackenbush): every tree of up to 8 edges against its game tree, in many colourings, every stalk to 7 edges in all") {
    // Rooted trees on the ground, counted against OEIS A000081 (1, 2, 4, 9, 20, 48, 115, 286 for 1
    // to 8 edges); each shape in every colouring up to 5 edges, in 12 seeded colourings beyond; every
    // stalk (a tree with one child a vertex) of up to 7 edges in all 3^n colourings, and 800 seeded
    // colourings of 8. The ruleset's
    // answer (a nimber's Grundy value where all green, else the canonical form) against the tree
    // written above from the rule alone.
    const std::vector<std::size_t> a000081{1, 2, 4, 9, 20, 48, 115, 286};
    auto hb = make_ruleset("hackenbush");
    REQUIRE(hb);
    TreeValues tree;
    std::mt19937 rng(20261129);
    std::size_t checked = 0;
    auto check = [&](Pic p, std::size_t colouring) {
        bool green = true;
        for (E& e : p) {
            e.c = "brg"[colouring % 3];
            colouring /= 3;
            green = green && e.c == 'g';
        }
        CAPTURE(text_of(p));
        auto a = hb.value()->analyse(text_of(p), Play::Normal);
        REQUIRE(a);
        const cgt::Id id = tree.value(p);
        if (a.value().value) { // an impartial answer: a green picture (written without letters)
            CHECK(green);
            CHECK(tree.store.nimber(id) == std::optional<std::uint64_t>(*a.value().value));
        } else {
            // Long forms (a blue-red stalk under six green edges prints in 2,900 characters) are
            // compared past the calculator's usual length cap.
            cgt::Limits lim;
            lim.max_length = 100000;
            auto c = cgt::compare_exprs(a.value().canonical, tree.store.text(id, 100000), lim);
            REQUIRE_MESSAGE(c, (c ? "" : c.error().describe()));
            CHECK((c.value().known && c.value().relation == cgt::Relation::Equal));
        }
        CHECK(a.value().outcome == tree.store.outcome(id));
        ++checked;
    };
    for (int n = 1; n <= 8; ++n) {
        const auto trees = rooted_trees(n);
        CHECK(trees.size() == a000081[static_cast<std::size_t>(n) - 1]);
        std::size_t all = 1;
        for (int k = 0; k < n; ++k) all *= 3;
        for (const Pic& t : trees) {
            if (n <= 5) {
                for (std::size_t c = 0; c < all; ++c) check(t, c);
            } else {
                for (int k = 0; k < 12; ++k) check(t, std::uniform_int_distribution<std::size_t>(0, all - 1)(rng));
            }
        }
        Pic stalk;
        for (int v = 1; v <= n; ++v) stalk.push_back({v - 1, v, 'g'});
        if (n > 5 && n < 8)
            for (std::size_t c = 0; c < all; ++c) check(stalk, c);
        if (n == 8) // 6,561 colourings: one in eight, seeded
            for (int k = 0; k < 800; ++k) check(stalk, std::uniform_int_distribution<std::size_t>(0, all - 1)(rng));
    }
    CHECK(checked > 14000);
}

namespace {

// The edges of a canonical position text, in its order (the analysis' step edges index them).
Pic edges_in_order(const std::string& text) {
    Pic out;
    if (text == "0") return out;
    std::size_t at = 0;
    while (at < text.size()) {
        std::size_t end = text.find(',', at);
        if (end == std::string::npos) end = text.size();
        const std::string e = text.substr(at, end - at);
        const std::size_t dash = e.find('-');
        out.push_back({std::stoi(e.substr(0, dash)), std::stoi(e.substr(dash + 1, e.size() - dash - 2)), e.back()});
        at = end + 1;
    }
    return out;
}

bool same_value(cgt::Store& store, cgt::Id id, const std::string& text) {
    cgt::Limits lim;
    lim.max_length = 100000;
    auto c = cgt::compare_exprs(text, store.text(id, 100000), lim);
    REQUIRE_MESSAGE(c, (c ? "" : c.error().describe()));
    return c.value().known && c.value().relation == cgt::Relation::Equal;
}

} // namespace

TEST_CASE("Hackenbush (game=hackenbush): each region's step gives the region's game-tree value, strings by Berlekamp's rule") {
    // Every coloured picture of up to 5 edges on four vertices, and seeded random ones of up to 10
    // edges on 7 vertices: every step that names a value (a blue-red string by the rule, another
    // blue-red region as a number, a mixed region, the last step of a green region, the sum) is
    // checked against the game tree of the edges it marks, written above from the rule alone; a
    // blue-red string is always shown by Berlekamp's rule, and the steps' regions cover the picture.
    auto hb = make_ruleset("hackenbush");
    REQUIRE(hb);
    TreeValues tree;
    std::size_t steps_checked = 0, strings = 0, greens = 0, sums = 0;
    auto check = [&](const Pic& p) {
        if (std::all_of(p.begin(), p.end(), [](const E& e) { return e.c == 'g'; })) return; // Green Hackenbush's own
        auto a = hb.value()->analyse(text_of(p), Play::Normal);
        REQUIRE(a);
        CAPTURE(a.value().position);
        const Pic order = edges_in_order(a.value().position);
        std::vector<int> covered(order.size(), 0);
        std::string region_kind;
        for (const AnalysisStep& s : a.value().steps) {
            if (s.kind == "string" || s.kind == "number" || s.kind == "tree" || s.kind == "region")
                for (int e : s.edges) ++covered[static_cast<std::size_t>(e)];
            if (s.kind == "string" || s.kind == "number" || s.kind == "tree" || s.kind == "region") region_kind = s.kind;
            if (s.value.empty()) continue;
            Pic part;
            for (int e : s.edges) part.push_back(order[static_cast<std::size_t>(e)]);
            std::sort(part.begin(), part.end());
            if (s.kind == "sum") part = p, ++sums;
            CAPTURE(s.text);
            CHECK(same_value(tree.store, tree.value(part), s.value));
            // A string (a path up from the ground, no fork or circuit) is the rule's.
            if (s.kind == "number" || s.kind == "string") {
                std::map<int, int> degree;
                bool loop = false;
                for (const E& e : part) ++degree[e.u], ++degree[e.v], loop = loop || e.u == e.v;
                bool path = !loop && degree[0] == 1;
                int ends = 0;
                for (auto [v, d] : degree) path = path && d <= 2, ends += v != 0 && d == 1;
                path = path && ends == 1;
                CHECK((s.kind == "string") == path);
                strings += s.kind == "string";
            }
            greens += region_kind == "region" && s.kind != "sum";
            ++steps_checked;
        }
        if (!a.value().steps.empty())
            for (int c : covered) CHECK(c == 1);
    };
#ifdef GL_SANITIZED
    constexpr std::size_t most = 4, randoms = 60; // ten times slower there: fewer pictures
#else
    constexpr std::size_t most = 5, randoms = 300;
#endif
    all_pictures(most, check);
    std::mt19937 rng(29112026);
    for (std::size_t k = 0; k < randoms; ++k) {
        const int edges = std::uniform_int_distribution<int>(6, 10)(rng);
        Pic p;
        for (int e = 0; e < edges; ++e) {
            const int v = std::uniform_int_distribution<int>(1, 7)(rng);
            const int u = std::uniform_int_distribution<int>(0, 3)(rng) == 0 ? 0 : std::uniform_int_distribution<int>(0, v)(rng);
            p.push_back({std::min(u, v), std::max(u, v), "brgg"[std::uniform_int_distribution<int>(0, 3)(rng)]});
        }
        std::sort(p.begin(), p.end());
        p = keep_grounded(p);
        if (!p.empty()) check(p);
    }
    CHECK(steps_checked > 2000);
    CHECK(strings > 100);
    CHECK(greens > 100);
    CHECK(sums > 100);
}
