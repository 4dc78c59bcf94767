// loopy_sides.cpp - the onside and offside of a loopy game that is not a stopper.
//
// Index of this file:
// [SECTION] The order of sides: a game of infinite play on the pairs of positions
// [SECTION] Simplifying the game's own graph within one side
// [SECTION] The check: the side found equals the game within that side
// [SECTION] The fallback: sidling from on (off) by rounds of finite stoppers
// [SECTION] side(): the graph first, the rounds after, every answer checked
//
// The onside G+ of G is G played with infinite play won by Left; the offside G- with infinite
// play won by Right. G is stopper-sided when both are (equal to) stoppers S and T; then G = S & T
// (Winning Ways ch. 11; Siegel, Combinatorial Game Theory (2013), ch. VI; dud = on & off).
//
// Comparing sides (the rule CGSuite's LoopyGame uses, played here on our own graphs): A+ >= B+ iff
// Left, moving second in A - B, never runs out of moves and, should play go on forever, the
// component A is moved in infinitely often; A- >= B- the same with the component -B. (Infinite
// play moving both components is Left's, as it is in the survival order of stoppers; infinite play
// in one stopper component alone cannot happen, so on stoppers this is the survival order.) That
// is a Buchi game on the states (a, b, mover): solved by the classical iteration (the states from
// which Left can force a move in her component, then the states Right wins outright from the rest,
// until nothing changes).
//
// Finding a side (after CGSuite's LoopyGame simplification and Siegel VI): on the game's own
// graph, drop options dominated in that side's order and bypass reversible ones (not where the
// reversing option leads back round to the reversed one), with the order recomputed each round,
// until nothing changes; when no alternating cycle is left, the graph is a stopper and its
// canonical form is the side. Where that fails, the old sidling of Winning Ways ch. 11 (every
// position on, then {values of its options} again and again) is tried within its caps.
//
// Every side given is checked: a stopper, and equal to the game in that side's order on the graph
// holding both (S >= G and G >= S); a failed check is an error, never an answer. All work is bounded
// by the caps; beyond them the game is refused, never hung on.
#include "cgt/loopy.h"

#include <algorithm>
#include <cstdint>
#include <deque>

namespace gl::cgt::loopy {

namespace {

// Graph b's positions appended to a; the index of b's position 0 in a.
int append(Graph& a, const Graph& b) {
    const int base = a.size();
    for (int v = 0; v < b.size(); ++v) a.add();
    for (int v = 0; v < b.size(); ++v) {
        for (int u : b.left[v]) a.left[base + v].push_back(base + u);
        for (int u : b.right[v]) a.right[base + v].push_back(base + u);
    }
    return base;
}

Graph pseudo_infinity(bool on) {
    Graph g;
    g.add();
    (on ? g.left[0] : g.right[0]).push_back(0);
    return g;
}

Error too_large(const std::string& what) { return Error{"", Error::kWhole, "too large: " + what}; }

//-----------------------------------------------------------------------------
// [SECTION] The order of sides: a game of infinite play on the pairs of positions
//-----------------------------------------------------------------------------

// States (a, b, t) of a - b, t = 0 with Left to move, 1 with Right. Left's moves: a -> a^L
// (component a), b -> b^R (component b, as -b -> -b^R); Right's: a -> a^R, b -> b^L.
struct SideGame {
    const Graph& g;
    std::vector<std::vector<int>> rl, rr; // reverse edges: rl[u] = positions with u as a Left option
    std::size_t n;
    bool free_is_a; // the component whose moves Left needs infinitely often (onside: a; offside: b)
    std::vector<char> lost, good;
    std::vector<std::uint32_t> cnt;

    SideGame(const Graph& graph, bool onside)
        : g(graph), rl(graph.size()), rr(graph.size()), n(static_cast<std::size_t>(graph.size())), free_is_a(onside) {
        for (int v = 0; v < g.size(); ++v) {
            for (int u : g.left[v]) rl[u].push_back(v);
            for (int u : g.right[v]) rr[u].push_back(v);
        }
    }
    std::size_t id(std::size_t a, std::size_t b, int t) const { return (a * n + b) * 2 + static_cast<std::size_t>(t); }

    // Calls f(target, in_component_a) for every move of the mover at state s.
    template <class F> void moves(std::size_t s, F f) const {
        const std::size_t t = s % 2, ab = s / 2, a = ab / n, b = ab % n;
        for (int x : t == 0 ? g.left[a] : g.right[a]) f(id(static_cast<std::size_t>(x), b, 1 - static_cast<int>(t)), true);
        for (int y : t == 0 ? g.right[b] : g.left[b]) f(id(a, static_cast<std::size_t>(y), 1 - static_cast<int>(t)), false);
    }
    // Calls f(predecessor, in_component_a) for every move leading to state s.
    template <class F> void preds(std::size_t s, F f) const {
        const std::size_t t = s % 2, ab = s / 2, a = ab / n, b = ab % n;
        const int pt = 1 - static_cast<int>(t); // the mover before
        for (int p : pt == 0 ? rl[a] : rr[a]) f(id(static_cast<std::size_t>(p), b, pt), true);
        for (int q : pt == 0 ? rr[b] : rl[b]) f(id(a, static_cast<std::size_t>(q), pt), false);
    }

    // Right wins outright from the states in `queue` and from every state he can force into them.
    void attract_lost(std::deque<std::size_t>& queue) {
        while (!queue.empty()) {
            const std::size_t s = queue.front();
            queue.pop_front();
            preds(s, [&](std::size_t p, bool) {
                if (lost[p]) return;
                if (p % 2 == 1 || --cnt[p] == 0) lost[p] = 1, queue.push_back(p);
            });
        }
    }
    // The states (not lost) from which Left can force a move in the free component.
    void mark_good() {
        const std::size_t m = 2 * n * n;
        good.assign(m, 0);
        std::vector<std::uint32_t> need(m, 0);
        std::deque<std::size_t> queue;
        for (std::size_t s = 0; s < m; ++s) {
            if (lost[s]) continue;
            bool now = false;
            moves(s, [&](std::size_t u, bool in_a) {
                const bool is_free = in_a == free_is_a;
                if (s % 2 == 0 && is_free && !lost[u]) now = true;
                if (s % 2 == 1 && !is_free) ++need[s];
            });
            if (now || (s % 2 == 1 && need[s] == 0)) good[s] = 1, queue.push_back(s);
        }
        while (!queue.empty()) {
            const std::size_t s = queue.front();
            queue.pop_front();
            preds(s, [&](std::size_t p, bool in_a) {
                if (lost[p] || good[p] || in_a == free_is_a) return;
                if (p % 2 == 0 || --need[p] == 0) good[p] = 1, queue.push_back(p);
            });
        }
    }
    // The order, or nothing if more than `budget` states would be scanned (the budget is spent).
    std::vector<char> solve(long* budget = nullptr) {
        const std::size_t m = 2 * n * n;
        auto spend = [&] {
            if (!budget) return true;
            *budget -= static_cast<long>(m);
            return *budget >= 0;
        };
        if (!spend()) return {};
        lost.assign(m, 0);
        cnt.assign(m, 0);
        std::deque<std::size_t> queue;
        for (std::size_t s = 0; s < m; s += 2) { // Left to move: moves not yet losing
            moves(s, [&](std::size_t, bool) { ++cnt[s]; });
            if (cnt[s] == 0) lost[s] = 1, queue.push_back(s);
        }
        attract_lost(queue);
        for (;;) {
            if (!spend()) return {};
            mark_good();
            for (std::size_t s = 0; s < m; ++s)
                if (!lost[s] && !good[s]) lost[s] = 1, queue.push_back(s);
            if (queue.empty()) break;
            // A state just lost lowers its predecessors' counts only through attract_lost; the new
            // lost states' own counts no longer matter.
            attract_lost(queue);
        }
        std::vector<char> ge(n * n);
        for (std::size_t a = 0; a < n; ++a)
            for (std::size_t b = 0; b < n; ++b) ge[a * n + b] = lost[id(a, b, 1)] ? 0 : 1;
        return ge;
    }
};

} // namespace

std::vector<char> side_order(const Graph& g, bool onside) { return SideGame(g, onside).solve(); }

namespace {

// The states scanned in finding one side (its simplification and its check): beyond, refused.
constexpr long kSideWork = 40'000'000;

//-----------------------------------------------------------------------------
// [SECTION] Simplifying the game's own graph within one side
//-----------------------------------------------------------------------------

struct SideSimplifier {
    Graph g;
    bool onside = true;
    std::vector<char> ge, reach; // reach[a * n + b]: b is reachable from a (one move or more)
    std::size_t n = 0;
    bool geq(int a, int b) const { return ge[static_cast<std::size_t>(a) * n + static_cast<std::size_t>(b)] != 0; }
    bool reaches(int a, int b) const { return reach[static_cast<std::size_t>(a) * n + static_cast<std::size_t>(b)] != 0; }

    long budget = kSideWork;
    bool refresh() {
        n = static_cast<std::size_t>(g.size());
        ge = SideGame(g, onside).solve(&budget);
        if (ge.empty()) return false;
        reach.assign(n * n, 0);
        for (std::size_t a = 0; a < n; ++a) {
            std::vector<int> stack{static_cast<int>(a)};
            while (!stack.empty()) {
                const int x = stack.back();
                stack.pop_back();
                for (const auto* opts : {&g.left[x], &g.right[x]})
                    for (int u : *opts)
                        if (!reach[a * n + static_cast<std::size_t>(u)]) reach[a * n + static_cast<std::size_t>(u)] = 1, stack.push_back(u);
            }
        }
        return true;
    }
    // Drop the options of v dominated by another; of equal ones keep one that does not lead back to
    // v where there is one (so cycles through v are broken where the order allows it).
    bool prune(int v, bool left) {
        auto& opts = left ? g.left[v] : g.right[v];
        const std::size_t before = opts.size();
        auto rank = [&](int x) { return std::pair{reaches(x, v) || x == v ? 1 : 0, x}; };
        drop_dominated(opts, left, [this](int a, int b) { return geq(a, b); }, rank);
        return opts.size() != before;
    }
    // From state (from, mover) can alternating play reach (to, next mover)?
    bool alternating_reach(int from, int mover, int to, int to_mover) const {
        std::vector<char> seen(2 * n, 0);
        std::vector<std::pair<int, int>> stack{{from, mover}};
        seen[2 * static_cast<std::size_t>(from) + static_cast<std::size_t>(mover)] = 1;
        while (!stack.empty()) {
            const auto [x, t] = stack.back();
            stack.pop_back();
            if (x == to && t == to_mover) return true;
            for (int u : t == 0 ? g.left[x] : g.right[x]) {
                const std::size_t k = 2 * static_cast<std::size_t>(u) + static_cast<std::size_t>(1 - t);
                if (!seen[k]) seen[k] = 1, stack.emplace_back(u, 1 - t);
            }
        }
        return false;
    }
    // Bypass one reversible option of v: a Left option x with some x^R <= v (in this side's order)
    // is replaced by that x^R's Left options, unless play from x^R can come round to x again.
    bool bypass(int v, bool left) {
        auto& opts = left ? g.left[v] : g.right[v];
        for (std::size_t i = 0; i < opts.size(); ++i) {
            const int x = opts[i];
            // A move the opponent can answer at once by moving back to v only repeats v; where
            // infinite play is the opponent's (a Right move in the onside, a Left one in the
            // offside) it gains nothing and goes (CGSuite's simplification does the same).
            const auto& back = left ? g.right[x] : g.left[x];
            if (left != onside && std::find(back.begin(), back.end(), v) != back.end()) {
                opts.erase(opts.begin() + static_cast<std::ptrdiff_t>(i));
                return true;
            }
            for (int y : left ? g.right[x] : g.left[x]) {
                if (!(left ? geq(v, y) : geq(y, v))) continue;
                if (alternating_reach(y, left ? 0 : 1, x, left ? 1 : 0)) continue;
                const std::vector<int> repl = left ? g.left[y] : g.right[y];
                opts.erase(opts.begin() + static_cast<std::ptrdiff_t>(i));
                opts.insert(opts.end(), repl.begin(), repl.end());
                return true;
            }
        }
        return false;
    }
};

// The game (position 0 of g) simplified within one side until nothing changes; the positions
// reachable from it, renumbered (position 0 first).
Result<Graph> simplify_in_side(const Graph& g, bool onside, const Caps& caps) {
    SideSimplifier s;
    s.g = reachable(g, {0});
    s.onside = onside;
    const int rounds_cap = caps.max_sidle_rounds * 4;
    for (int round = 0;; ++round) {
        if (round >= rounds_cap) return too_large("its graph did not settle within " + std::to_string(rounds_cap) + " rounds of simplification");
        if (!s.refresh()) return too_large("simplifying its graph within the " + std::string(onside ? "onside" : "offside") + " needs more than " + std::to_string(kSideWork) + " steps");
        bool changed = false;
        for (int v = 0; v < s.g.size(); ++v) {
            changed = s.prune(v, true) | changed;
            changed = s.prune(v, false) | changed;
        }
        if (!changed)
            for (int v = 0; v < s.g.size() && !changed; ++v) changed = s.bypass(v, true) || s.bypass(v, false);
        if (!changed) break;
        s.g = reachable(s.g, {0});
        if (s.g.size() > caps.max_sidle) return too_large("its graph grows past the caps while it is simplified");
    }
    return reachable(s.g, {0});
}

//-----------------------------------------------------------------------------
// [SECTION] The check: the side found equals the game within that side
//-----------------------------------------------------------------------------

Result<bool> check_side(const Graph& game, const Graph& stopper, bool onside, const Caps& caps) {
    if (!is_stopper(stopper)) return Error{"", Error::kWhole, "internal check failed: the side found is no stopper"};
    Graph both = reachable(game, {0});
    const int at = append(both, stopper);
    if (both.size() > caps.max_side_check) return too_large("the side found is too large to check against the game");
    long budget = kSideWork;
    const auto ge = SideGame(both, onside).solve(&budget);
    if (ge.empty()) return too_large("checking the side found against the game needs more than " + std::to_string(kSideWork) + " steps");
    const std::size_t m = static_cast<std::size_t>(both.size()), o = static_cast<std::size_t>(at);
    if (!ge[o] || !ge[o * m]) return Error{"", Error::kWhole, std::string("internal check failed: the ") + (onside ? "onside" : "offside") + " found differs from the game in that side"};
    return true;
}

//-----------------------------------------------------------------------------
// [SECTION] The fallback: sidling from on (off) by rounds of finite stoppers
//-----------------------------------------------------------------------------

Result<Graph> sidle_rounds(const Graph& g, bool onside, const Caps& caps) {
    const int n = g.size();
    const char* which = onside ? "onside" : "offside";
    std::vector<Graph> value(static_cast<std::size_t>(n), pseudo_infinity(onside));
    for (int round = 0; round < caps.max_sidle_rounds; ++round) {
        std::vector<Graph> next(static_cast<std::size_t>(n));
        bool settled = true;
        for (int v = 0; v < n; ++v) {
            Graph h;
            h.add();
            for (int k = 0; k < 2; ++k)
                for (int u : k == 0 ? g.left[v] : g.right[v]) {
                    const int at = append(h, value[u]);
                    (k == 0 ? h.left[0] : h.right[0]).push_back(at);
                }
            if (h.size() > caps.max_sidle_graph) return too_large(std::string("the ") + which + " grows past the caps while sidling");
            auto s = simplify(h, 0, caps);
            if (!s) return s.error();
            auto same = equal(s.value(), value[v], caps);
            if (!same) return too_large(std::string("the ") + which + " grows past the caps while sidling");
            settled = settled && same.value();
            next[v] = std::move(s.value());
        }
        value = std::move(next);
        if (settled) return value[0];
    }
    return Error{"", Error::kWhole, std::string("its ") + which + " did not settle within " + std::to_string(caps.max_sidle_rounds) +
                                        " rounds of sidling; no value is given"};
}

} // namespace

Result<bool> equal(const Graph& a, const Graph& b, const Caps& caps) {
    Graph both = a;
    const int off = append(both, b);
    if (both.size() > caps.max_compare) return Error{"", Error::kWhole, "too large to compare"};
    const auto ge = order(both);
    const std::size_t m = static_cast<std::size_t>(both.size()), o = static_cast<std::size_t>(off);
    return ge[o] != 0 && ge[o * m] != 0;
}

//-----------------------------------------------------------------------------
// [SECTION] side(): the graph first, the rounds after, every answer checked
//-----------------------------------------------------------------------------

Result<Graph> side(const Graph& input, bool onside, const Caps& caps) {
    const Graph g = reachable(input, {0});
    const int n = g.size();
    const char* which = onside ? "onside" : "offside";
    if (n > caps.max_sidle)
        return too_large(std::string("its ") + which + " is found here for games of at most " + std::to_string(caps.max_sidle) +
                         " positions (this one has " + std::to_string(n) + ")");
    auto reduced = simplify_in_side(g, onside, caps);
    if (reduced && is_stopper(reduced.value())) {
        auto s = simplify(reduced.value(), 0, caps);
        if (!s) return s.error();
        auto ok = check_side(g, s.value(), onside, caps);
        if (!ok) return ok.error();
        return s;
    }
    // Not reduced to a stopper here: the rounds of sidling may still settle (checked the same way).
    auto s = sidle_rounds(g, onside, caps);
    if (!s) {
        if (reduced) return Error{"", Error::kWhole, std::string("its ") + which + " simplifies to no stopper (it may not be stopper-sided), and " + s.error().message};
        return s.error();
    }
    auto ok = check_side(g, s.value(), onside, caps);
    if (!ok) return ok.error();
    return s;
}

} // namespace gl::cgt::loopy
