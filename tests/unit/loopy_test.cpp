// Loopy games in the calculator (cgt/loopy.h): published facts (Siegel, Combinatorial Game Theory,
// ch. VI; Winning Ways ch. 11; CGSuite's documentation of loopy games), and brute force written
// here: outcomes and the order of stoppers by naive fixed-point iteration over the position graph,
// the stopper test by counting alternating plays, and loop-free games against the short store.
#include <doctest.h>

#include <random>
#include <string>

#include "calc_checks.h"
#include "cgt/calc.h"
#include "cgt/loopy.h"

using namespace gl;
using namespace gl::cgt;
using namespace calc_checks;

namespace {
std::string outcome(std::string_view e) { return calc(e).loopy_outcome; }

// Naive: the states (v, mover) Left wins from, as the least fixed point of one-step iteration.
std::vector<char> naive_wins(const loopy::Graph& g, bool left) {
    const int n = g.size();
    std::vector<char> w(2 * n, 0);
    for (bool changed = true; changed;) {
        changed = false;
        for (int v = 0; v < n; ++v)
            for (int t = 0; t < 2; ++t) {
                if (w[2 * v + t]) continue;
                const auto& opts = t == 0 ? g.left[v] : g.right[v];
                const bool mover_is_winner = (t == 0) == left;
                bool win = !mover_is_winner;
                for (int u : opts) {
                    const bool good = w[2 * u + 1 - t] != 0;
                    if (mover_is_winner && good) win = true;
                    if (!mover_is_winner && !good) win = false;
                }
                if (win) w[2 * v + t] = 1, changed = true;
            }
    }
    return w;
}
// Naive: a >= b iff Left survives a - b moving second: the greatest fixed point of survival.
bool naive_ge(const loopy::Graph& g, int a0, int b0) {
    const int n = g.size();
    auto id = [n](int a, int b, int t) { return (a * n + b) * 2 + t; };
    std::vector<char> s(2 * n * n, 1);
    for (bool changed = true; changed;) {
        changed = false;
        for (int a = 0; a < n; ++a)
            for (int b = 0; b < n; ++b) {
                if (s[id(a, b, 0)]) { // Left to move: some move keeps her surviving
                    bool ok = false;
                    for (int x : g.left[a]) ok = ok || s[id(x, b, 1)];
                    for (int y : g.right[b]) ok = ok || s[id(a, y, 1)];
                    if (!ok) s[id(a, b, 0)] = 0, changed = true;
                }
                if (s[id(a, b, 1)]) { // Right to move: every move keeps her surviving
                    bool ok = true;
                    for (int x : g.right[a]) ok = ok && s[id(x, b, 0)];
                    for (int y : g.left[b]) ok = ok && s[id(a, y, 0)];
                    if (!ok) s[id(a, b, 1)] = 0, changed = true;
                }
            }
    }
    return s[id(a0, b0, 1)] != 0;
}
// Naive: a stopper iff no alternating play of 2n + 1 moves exists (a longer one repeats a state).
bool naive_stopper(const loopy::Graph& g) {
    const int n = g.size();
    std::vector<char> can(2 * n, 1); // can[v, t]: an alternating play of k moves starts here
    for (int k = 0; k < 2 * n + 1; ++k) {
        std::vector<char> next(2 * n, 0);
        for (int v = 0; v < n; ++v)
            for (int t = 0; t < 2; ++t)
                for (int u : t == 0 ? g.left[v] : g.right[v])
                    if (can[2 * u + 1 - t]) next[2 * v + t] = 1;
        can = next;
    }
    for (char c : can)
        if (c) return false;
    return true;
}
// The positions reachable from an expression's root (root first).
loopy::Graph graph_of(std::string_view e) {
    auto r = loopy::read(e);
    REQUIRE_MESSAGE(r, e);
    return loopy::reachable(r->g, {r->root});
}
// a + b (roots 0), positions reachable from the sum, the sum first.
loopy::Graph sum_of(const loopy::Graph& a, const loopy::Graph& b) {
    loopy::Graph h = a;
    const int o = h.size();
    for (int v = 0; v < b.size(); ++v) h.add();
    for (int v = 0; v < b.size(); ++v) {
        for (int u : b.left[v]) h.left[o + v].push_back(o + u);
        for (int u : b.right[v]) h.right[o + v].push_back(o + u);
    }
    const int s = loopy::add(h, 0, o, 1000000);
    REQUIRE(s >= 0);
    return loopy::reachable(h, {s});
}
// Whether Left wins position 0 moving first, and moving second, when every infinite play is won
// by Left (onside) or by Right (offside): by naive fixed points, nothing of the engine.
std::pair<bool, bool> left_wins(const loopy::Graph& g, bool onside) {
    if (onside) {
        const auto rw = naive_wins(g, false);
        return {rw[0] == 0, rw[1] == 0};
    }
    const auto lw = naive_wins(g, true);
    return {lw[0] != 0, lw[1] != 0};
}
// The defining property of the sides, tried against a set of stoppers X: G + X has the outcome of
// S + X when Left wins every infinite play, and the outcome of T + X when Right does (Winning Ways
// ch. 11; Siegel VI: G = S & T).
const char* kProbes[] = {"0", "1", "-1", "*", "^", "v", "1/2", "-1/2", "{1|-1}", "2", "-2", "on", "off", "over",
                         "under", "upon", "-upon", "{0|off}", "{on|0}", "1+over", "-1+under", "^*", "{0|pass}+*"};
void check_sides_by_play(const loopy::Graph& g, const loopy::Graph& on, const loopy::Graph& off, const std::string& what) {
    for (const char* x : kProbes) {
        const loopy::Graph xg = graph_of(x);
        CHECK_MESSAGE(left_wins(sum_of(g, xg), true) == left_wins(sum_of(on, xg), true), what << " + " << x << " (onside)");
        CHECK_MESSAGE(left_wins(sum_of(g, xg), false) == left_wins(sum_of(off, xg), false), what << " + " << x << " (offside)");
    }
}
loopy::Graph random_graph(std::mt19937& rng, int n) {
    loopy::Graph g;
    for (int v = 0; v < n; ++v) g.add();
    std::uniform_int_distribution<int> d(0, 99);
    for (int v = 1; v < n; ++v) // position 0 is the game 0
        for (int u = 0; u < n; ++u) {
            if (d(rng) < 30) g.left[v].push_back(u);
            if (d(rng) < 30) g.right[v].push_back(u);
        }
    return g;
}
} // namespace

TEST_CASE("loopy: the named stoppers and their outcomes (Siegel VI; CGSuite's loopy-game docs)") {
    CHECK(canon("on") == "on");
    CHECK(canon("{pass|}") == "on");
    CHECK(canon("off") == "off");
    CHECK(canon("{0|pass}") == "over");
    CHECK(canon("a{0|a}") == "over"); // CGSuite: a{0|a} is another name for over
    CHECK(canon("{pass|0}") == "under");
    CHECK(canon("{pass|*}") == "^[on]"); // upon, printed by CGSuite as ^[on]
    CHECK(canon("-upon") == "v[on]");
    CHECK(canon("1+over") == "1over");
    CHECK(canon("{pass|3/2}") == "3/2under");
    CHECK(canon("{-1/4+*|pass}") == "-1/4v[on]"); // a number plus the negative of an upon form
    CHECK(canon("{0|-upon+*}") == "^<on>");    // CGSuite's uponth
    CHECK(outcome("on") == "L");
    CHECK(outcome("off") == "R");
    CHECK(outcome("over") == "L");
    CHECK(outcome("under") == "R");
    CHECK(outcome("dud") == "D");
    CHECK(outcome("on + off") == "D"); // on + off is dud: not a stopper
    // Siegel VI, figure 3.2 (CGSuite's example): a stopper with an irreducible 4-cycle.
    CHECK(canon("a{0||||0|||a|*||*}") == "a{0||||0|||a|*||*}");
    CHECK(calc("a{0||||0|||a|*||*}").loopy_outcome == "L");
}

TEST_CASE("loopy: Tiny and Miny of loopy games, switches, and every printed form reads back") {
    CHECK(canon("{0||0|off}") == "Tiny(on)"); // on.Tiny in CGSuite's docs: {0 || 0 | off}
    CHECK(canon("Tiny(on)") == "Tiny(on)");
    CHECK(canon("Miny(on)") == "Miny(on)");
    CHECK(canon("Tiny(over)") == "Tiny(over)"); // the issue's example of CGSuite's printing
    CHECK(canon("+-{5|pass}") == "+-(5over)");
    CHECK(canon("+-on") == "+-on");
    for (const char* e : {"on", "over", "1+over", "{pass|3/2}", "{pass|*}", "-upon", "{0|-upon+*}", "{-1/4+*|pass}",
                          "a{0||||0|||a|*||*}", "upon+upon", "{0|*,pass}", "+-{5|pass}", "Tiny(on)", "Miny(over)",
                          "{1|0}+over", "{0|^<on>||v<on>}"}) {
        const std::string c = canon(e);
        CHECK_MESSAGE(canon(c) == c, e);
        CHECK_MESSAGE(result("(" + c + ") == (" + std::string(e) + ")") == "true", e);
    }
}

TEST_CASE("loopy: the order of stoppers (Siegel VI: on above every number, over between 0 and the positive numbers)") {
    for (const char* x : {"1000", "1/1024", "-5", "^", "{100|-100}"}) {
        CHECK(result(std::string("on > ") + x) == "true");
        CHECK(result(std::string("off < ") + x) == "true");
    }
    CHECK(result("over > 0") == "true");
    for (const char* x : {"1/1024", "1/2", "1"}) CHECK(result(std::string("over < ") + x) == "true");
    CHECK(result("on == {pass|}") == "true");
    CHECK(result("1 + over > 1") == "true");
    CHECK(result("1 + over < 1 + 1/64") == "true");
    CHECK(result("upon > 0") == "true");
    CHECK(result("upon > ^") == "true");
    CHECK(result("upon < 1/1024") == "true");
    CHECK(result("over - 1 == -1over") == "true");
    // Stopper-sided values compare side by side (G+ >= H+ and G- >= H-): dud = on & off is confused
    // with 0, and with every short game; 1 & 0 is confused with 1/2.
    CHECK(result("dud >= 0") == "false");
    CHECK(result("dud <> 0") == "true");
    CHECK(result("on + off == dud") == "true");
    CHECK(result("a{{|a}|} >= 0") == "true");
    CHECK(result("a{{|a}|} <> 1/2") == "true");
    CHECK(result("over - over >= 0") == "false"); // over & under: its offside under is not >= 0
    CHECK(result("on + over == on") == "true");
    CHECK(err("a{0,{1|1,{*,{1+*|1+*,a}|*}}|0} >= 0").find("not compared") != std::string::npos); // Bach's carousel
}

TEST_CASE("loopy: stopper-sided values by sidling (the issue's examples; Siegel VI: dud = on & off)") {
    CHECK(canon("dud") == "dud");
    CHECK(canon("on + off") == "dud"); // on + off = dud (Siegel VI)
    CHECK(canon("a{{|a}|}") == "1 & 0");
    CHECK(canon("{0|{dud|},*}") == "^ & v*");
    CHECK(result("dud.Onside") == "on");
    CHECK(result("dud.Offside") == "off");
    CHECK(result("{0|{dud|},*}.Offside") == "v*");
    CHECK(outcome("a{{|a}|}") == "PHat");   // Left wins when Right starts; Left starting, play never ends
    CHECK(outcome("{0|{dud|},*}") == "NHat");
    // The sides of a sum: here the sums of the parts' sides (each side sum a stopper).
    CHECK(canon("a{{|a}|} + {0|{dud|},*}") == "1^ & v*");
    CHECK(canon("{0|{dud|},*} + {0|{dud|},*}") == "^^ & vv");
    CHECK(canon("dud + {1|0} + 5") == "dud");
    // Sides whose values are themselves loopy (reached on the game's own graph, not by rounds of
    // finite stoppers): on + over = on (CGSuite); over + under = over - over = over & under (CGSuite's
    // over.Degree, the onside of over - over, is over; the offside is its negative, as -(over -
    // over) is over - over again).
    CHECK(canon("on + over") == "on");
    CHECK(canon("over + under") == "over & under");
    CHECK(canon("over - over") == "over & under");
    CHECK(canon("upon - upon") == "^<on> & v<on>"); // CGSuite: upon.Degree = ^<on>, and the mirror image
    CHECK(outcome("over + under") == "D");
    // Where sidling does not settle within the caps, no value is given (Bach's carousel, CGSuite's docs).
    CHECK_FALSE(calc("a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}").canonical_known);
    CHECK(err("a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}.Onside").find("sides were not found") != std::string::npos);
}

TEST_CASE("loopy brute force: the sides printed obey their defining property in sums with stoppers") {
    // The issue's examples with published sides, and a{0|b{a|b}}, whose sides no source gives:
    // here they are tried against play written in this file (naive fixed points over G + X).
    for (const char* e : {"dud", "on + off", "a{{|a}|}", "{0|{dud|},*}", "on + over", "over + under", "a{0|b{a|b}}",
                          "upon - upon", "{0|{dud|},*} + a{{|a}|}", "over - over + upon - upon", "a{0|b{a|b}} - a{0|b{a|b}}",
                          "a{0|b{a|b}} + a{0|b{a|b}} + over", "dud + upon + 1"}) {
        const std::string on = result("(" + std::string(e) + ").Onside"), off = result("(" + std::string(e) + ").Offside");
        check_sides_by_play(graph_of(e), graph_of(on), graph_of(off), e);
    }
    CHECK(canon("a{0|b{a|b}}") == "1 & {0|off}");
    CHECK(outcome("a{0|b{a|b}}") == "NHat");
    // A wrong side fails the check: over + under against the sides over & over.
    const auto g = graph_of("over + under"), over = graph_of("over");
    bool differs = false;
    for (const char* x : kProbes) differs = differs || left_wins(sum_of(g, graph_of(x)), false) != left_wins(sum_of(over, graph_of(x)), false);
    CHECK(differs);
}

TEST_CASE("loopy brute force: the order of sides is the survival order on stoppers") {
    std::mt19937 rng(4646);
    int stoppers = 0;
    for (int trial = 0; trial < 300 && stoppers < 60; ++trial) {
        const loopy::Graph g = random_graph(rng, 2 + trial % 5);
        if (!loopy::is_stopper(g)) continue;
        ++stoppers;
        const auto ge = loopy::order(g);
        CHECK(loopy::side_order(g, true) == ge);
        CHECK(loopy::side_order(g, false) == ge);
    }
    CHECK(stoppers > 20);
}

TEST_CASE("loopy brute force: sides found by sidling against play with infinite play given to one side") {
    // The onside S of G is the stopper G becomes when infinite play is a win for Left (Siegel VI):
    // so S >= 0 exactly when Left, moving second in G, never loses (wins or plays forever); the
    // offside T >= 0 exactly when she wins outright; and the mirror images with Left moving first.
    // All four checked against naive fixed points here.
    std::mt19937 rng(4545);
    int sided = 0;
    for (int trial = 0; trial < 300; ++trial) {
        const loopy::Graph g = random_graph(rng, 2 + trial % 4);
        if (loopy::is_stopper(g)) continue;
        auto on = loopy::side(g, true), off = loopy::side(g, false);
        if (!on || !off) continue;
        ++sided;
        CHECK(loopy::is_stopper(on.value()));
        CHECK(loopy::is_stopper(off.value()));
        loopy::Graph both = on.value();
        const int o = both.size();
        for (int v = 0; v < off->size(); ++v) both.add();
        for (int v = 0; v < off->size(); ++v) {
            for (int u : off->left[v]) both.left[o + v].push_back(o + u);
            for (int u : off->right[v]) both.right[o + v].push_back(o + u);
        }
        const int z = both.add(); // the game 0
        const auto lw = naive_wins(g, true), rw = naive_wins(g, false);
        CHECK(naive_ge(both, 0, z) == !rw[1]); // state 1: position 0, Right to move
        CHECK(naive_ge(both, o, z) == (lw[1] != 0));
        CHECK(naive_ge(both, z, 0) == (rw[0] != 0)); // S <= 0: Left moving first in G loses outright
        CHECK(naive_ge(both, z, o) == !lw[0]);       // T <= 0: Left moving first in G does not win
        CHECK(naive_ge(both, 0, o)); // onside >= offside
        if (trial % 5 == 0) check_sides_by_play(g, on.value(), off.value(), "random graph " + std::to_string(trial));
    }
    CHECK(sided > 10);
}

TEST_CASE("loopy: refusals are clear (non-stoppers, unknown names, names inside sums)") {
    CHECK(err("dud.LeftStop").find("only for stoppers") != std::string::npos);
    CHECK(result("dud.OutcomeClass") == "D");
    CHECK(err("a{0|a+1}").find("a name (or pass)") != std::string::npos);
    CHECK(err("{0|pass").find("'}' expected") != std::string::npos);
    CHECK(err("on.Variety").find("not computed here") != std::string::npos);
    CHECK(err("on.Nonsense").find("unknown property") != std::string::npos);
    // A short part with half a million moves (*1024) is refused before it is built, not searched
    // for seconds (a fuzzer's finding: ^+*1024+**)TT{ took 14 s under the sanitizers).
    CHECK(err("*1024+over").find("moves among its followers") != std::string::npos);
    CHECK(err("^+*1024+**)TT{").find("too large") != std::string::npos);
    CHECK(outcome("*30+over") == "L"); // a nimber part within the cap is still added: Left wins, as in over alone
}

TEST_CASE("loopy: properties of stoppers") {
    CHECK(result("over.LeftStop") == "over");
    CHECK(result("over.RightStop") == "over");
    CHECK(result("{pass|*}.LeftStop") == "0");
    CHECK(result("on.FollowerCount") == "1");
    CHECK(result("on.Followers") == "{on}");
    CHECK(result("(1+over).LeftOptions") == "{1}");
    CHECK(result("(1+over).RightOptions") == "{1over}");
    CHECK(result("on.IsIdempotent") == "true");
    CHECK(result("over.IsIdempotent") == "true"); // over + over = over: Left survives each difference (worked by hand)
    CHECK(result("upon.IsInfinitesimal") == "true");
    CHECK(result("(1+over).IsNumberish") == "true");
    CHECK(result("over.IsPlumtree") == "true");
    CHECK(result("on.Degree") == "on"); // the onside of on + off = dud = on & off
    // CGSuite's own test table of canonical stoppers (CanonicalStopperTestCase): Degree, the onside
    // of G - G (found on G - G's graph where that is no stopper).
    CHECK(result("off.Degree") == "on");
    CHECK(result("over.Degree") == "over");
    CHECK(result("{pass|3/2}.Degree") == "over");
    CHECK(result("{-1/4+*|pass}.Degree") == "^<on>");
    CHECK(result("Miny(on).Degree") == "Tiny(on)");
    CHECK(result("Tiny(over).Degree") == "Tiny(over)");
    CHECK(result("{0|||0||0|{|pass}}.Degree") == "{0||||0|||Miny(on)|0||off}");
    CHECK(result("a{0||||0|||a|*||*}.Degree") == "{0|a{0|0,{0|||a|0||0}}}");
    CHECK(result("Tiny(on).IsNumberTiny") == "true");
    CHECK(result("over.IsNumberTiny") == "false");
    CHECK(result("a{0||||0|||a|*||*}.IsPlumtree") == "false");
    // A loop-free game read through the loopy notation is answered by the short calculator.
    CHECK(canon("a{0|1}") == "1/2");
    CHECK(result("(a{0|1}).LeftStop") == "1/2");
}

TEST_CASE("loopy brute force: outcomes, the stopper test and the order against naive fixed points") {
    std::mt19937 rng(45);
    int stoppers = 0;
    for (int trial = 0; trial < 400; ++trial) {
        const loopy::Graph g = random_graph(rng, 2 + trial % 5);
        const auto o = loopy::outcomes(g);
        const auto lw = naive_wins(g, true), rw = naive_wins(g, false);
        for (int v = 0; v < g.size(); ++v)
            for (int t = 0; t < 2; ++t) {
                const loopy::Winner w = t == 0 ? o.left_first[v] : o.right_first[v];
                const loopy::Winner want = lw[2 * v + t] ? loopy::Winner::Left : rw[2 * v + t] ? loopy::Winner::Right : loopy::Winner::Draw;
                CHECK(w == want);
            }
        const bool stopper = loopy::is_stopper(g);
        CHECK(stopper == naive_stopper(g));
        if (!stopper) continue;
        ++stoppers;
        const auto ge = loopy::order(g);
        const int n = g.size();
        for (int a = 0; a < n; ++a)
            for (int b = 0; b < n; ++b) CHECK((ge[a * n + b] != 0) == naive_ge(g, a, b));
        // The canonical form equals the game (naively), and equal stoppers print the same.
        for (int v = 0; v < n; ++v) {
            auto s = loopy::simplify(g, v);
            REQUIRE(s);
            loopy::Graph both = g;
            const int off = both.size();
            for (int w = 0; w < s->size(); ++w) {
                const int x = both.add();
                for (int u : s->left[w]) both.left[x].push_back(off + u);
                for (int u : s->right[w]) both.right[x].push_back(off + u);
            }
            CHECK(naive_ge(both, v, off));
            CHECK(naive_ge(both, off, v));
            for (int u = 0; u < v; ++u)
                if (ge[u * n + v] && ge[v * n + u]) CHECK(loopy::text(loopy::simplify(g, u).value()) == loopy::text(s.value()));
        }
    }
    CHECK(stoppers > 50);
}

TEST_CASE("loopy brute force: loop-free games agree with the short-game store") {
    std::mt19937 rng(7);
    for (int trial = 0; trial < 200; ++trial) {
        // A random DAG: options only to lower positions.
        loopy::Graph g;
        const int n = 2 + trial % 6;
        for (int v = 0; v < n; ++v) g.add();
        std::uniform_int_distribution<int> d(0, 99);
        for (int v = 1; v < n; ++v)
            for (int u = 0; u < v; ++u) {
                if (d(rng) < 40) g.left[v].push_back(u);
                if (d(rng) < 40) g.right[v].push_back(u);
            }
        Store s;
        std::vector<Id> id(n);
        for (int v = 0; v < n; ++v) {
            std::vector<Id> l, r;
            for (int u : g.left[v]) l.push_back(id[u]);
            for (int u : g.right[v]) r.push_back(id[u]);
            id[v] = s.canonical(s.make(l, r));
        }
        const auto ge = loopy::order(g);
        for (int a = 0; a < n; ++a)
            for (int b = 0; b < n; ++b) CHECK((ge[a * n + b] != 0) == s.le(id[b], id[a]));
        auto c = loopy::simplify(g, n - 1);
        REQUIRE(c);
        CHECK(loopy::loop_free(c.value(), 0));
        CHECK(loopy::text(c.value()) == s.text(id[n - 1]));
    }
}
