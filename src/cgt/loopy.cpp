// loopy.cpp - the loopy engine's graph work: outcome classes by retrograde analysis, the stopper
// test, the order of stoppers by survival in G - H, sums and negatives of game graphs, and the
// simplification of stoppers to their canonical form.
//
// Sources: Siegel, Combinatorial Game Theory (2013), ch. VI: outcomes of loopy games with
// infinite play a draw; stoppers (no infinite alternating play); for stoppers G >= H iff Left,
// playing second, survives G - H; the simplest form of a stopper, reached by removing dominated
// options, bypassing reversible ones (G^L reverses through G^LR <= G) and fusing equal positions,
// unique up to isomorphism. CGSuite's documentation for the names of the outcome classes.
#include "cgt/loopy.h"

#include <algorithm>
#include <deque>
#include <unordered_map>

namespace gl::cgt::loopy {

namespace {

// For each position u, the positions having u as a Left (rev_left) or Right (rev_right) option,
// once per edge.
struct Reverse {
    std::vector<std::vector<int>> rev_left, rev_right;
    explicit Reverse(const Graph& g) : rev_left(g.size()), rev_right(g.size()) {
        for (int v = 0; v < g.size(); ++v) {
            for (int u : g.left[v]) rev_left[u].push_back(v);
            for (int u : g.right[v]) rev_right[u].push_back(v);
        }
    }
};

// The states (v, mover) from which `winner` forces a win: the attractor of the states whose
// mover has no move. State 2v is Left to move at v, 2v + 1 Right to move. win[s] is 0 outside it,
// else the order in which s joined it (1, 2, ...): a winner's move to a state that joined earlier
// brings the end nearer, so always taking such a move wins in finitely many moves.
std::vector<int> attractor(const Graph& g, const Reverse& rv, bool left_wins) {
    const int n = g.size();
    std::vector<int> win(2 * static_cast<std::size_t>(n), 0);
    int joined = 0;
    std::vector<int> count(2 * static_cast<std::size_t>(n));
    std::deque<int> queue;
    for (int v = 0; v < n; ++v) {
        count[2 * v] = static_cast<int>(g.left[v].size());
        count[2 * v + 1] = static_cast<int>(g.right[v].size());
        const int loser = left_wins ? 2 * v + 1 : 2 * v; // the other player to move, and stuck
        if (count[loser] == 0) win[loser] = ++joined, queue.push_back(loser);
    }
    while (!queue.empty()) {
        const int s = queue.front();
        queue.pop_front();
        const int u = s / 2;
        const bool right_to_move = s % 2 == 1;
        // s was reached by Left's move (then Right moves) or by Right's (then Left moves).
        const auto& preds = right_to_move ? rv.rev_left[u] : rv.rev_right[u];
        const bool pred_left_moves = right_to_move;
        for (int p : preds) {
            const int ps = 2 * p + (pred_left_moves ? 0 : 1);
            if (win[ps]) continue;
            if (pred_left_moves == left_wins || --count[ps] == 0) win[ps] = ++joined, queue.push_back(ps);
        }
    }
    return win;
}

} // namespace

Outcomes outcomes(const Graph& g) {
    const Reverse rv(g);
    const auto lw = attractor(g, rv, true), rw = attractor(g, rv, false);
    Outcomes o;
    for (int v = 0; v < g.size(); ++v)
        for (int t = 0; t < 2; ++t) {
            const Winner w = lw[2 * v + t] ? Winner::Left : rw[2 * v + t] ? Winner::Right : Winner::Draw;
            (t == 0 ? o.left_first : o.right_first).push_back(w);
            (t == 0 ? o.left_first_rank : o.right_first_rank).push_back(lw[2 * v + t] ? lw[2 * v + t] : rw[2 * v + t]);
        }
    return o;
}

Outcome short_outcome(const std::string& c) {
    if (c == "L") return Outcome::L;
    if (c == "R") return Outcome::R;
    if (c == "N") return Outcome::N;
    if (c == "P") return Outcome::P;
    return Outcome::Unknown;
}

std::string outcome_class(Winner lf, Winner rf) {
    // CGSuite's LoopyOutcomeClass: the winner with Left moving first, then with Right first.
    using W = Winner;
    if (lf == W::Left) return rf == W::Left ? "L" : rf == W::Right ? "N" : "NHat";
    if (lf == W::Right) return rf == W::Left ? "P" : rf == W::Right ? "R" : "PCheck";
    return rf == W::Left ? "PHat" : rf == W::Right ? "NCheck" : "D";
}

bool is_stopper(const Graph& g) {
    // The alternating-play graph on (v, mover) is acyclic iff peeling its sinks removes it all.
    const Reverse rv(g);
    const int n = g.size();
    std::vector<int> out(2 * static_cast<std::size_t>(n));
    std::vector<int> queue;
    for (int v = 0; v < n; ++v) {
        out[2 * v] = static_cast<int>(g.left[v].size());
        out[2 * v + 1] = static_cast<int>(g.right[v].size());
        for (int t = 0; t < 2; ++t)
            if (out[2 * v + t] == 0) queue.push_back(2 * v + t);
    }
    std::size_t removed = 0;
    while (!queue.empty()) {
        const int s = queue.back();
        queue.pop_back();
        ++removed;
        const int u = s / 2;
        const bool right_to_move = s % 2 == 1; // reached by a Left move from (p, Left)
        for (int p : right_to_move ? rv.rev_left[u] : rv.rev_right[u]) {
            const int ps = 2 * p + (right_to_move ? 0 : 1);
            if (--out[ps] == 0) queue.push_back(ps);
        }
    }
    return removed == 2 * static_cast<std::size_t>(n);
}

std::vector<char> order(const Graph& g) {
    // States (a, b, mover) of a - b; Right wins them by leaving Left without a move. Left's moves
    // in a - b: a -> a^L, b -> b^R (as -b -> -b^R); Right's: a -> a^R, b -> b^L.
    const Reverse rv(g);
    const std::size_t n = static_cast<std::size_t>(g.size());
    auto id = [n](std::size_t a, std::size_t b, int t) { return (a * n + b) * 2 + static_cast<std::size_t>(t); };
    std::vector<char> rwin(2 * n * n, 0);
    std::vector<std::uint32_t> count(n * n); // Left-to-move states: Left moves not yet losing
    std::vector<std::uint32_t> queue;
    queue.reserve(n * n);
    for (std::size_t a = 0; a < n; ++a)
        for (std::size_t b = 0; b < n; ++b) {
            count[a * n + b] = static_cast<std::uint32_t>(g.left[a].size() + g.right[b].size());
            if (count[a * n + b] == 0) rwin[id(a, b, 0)] = 1, queue.push_back(static_cast<std::uint32_t>(id(a, b, 0)));
        }
    auto reach = [&](std::size_t a, std::size_t b, int t) {
        const std::size_t s = id(a, b, t);
        if (rwin[s]) return;
        if (t == 1 || --count[a * n + b] == 0) rwin[s] = 1, queue.push_back(static_cast<std::uint32_t>(s));
    };
    for (std::size_t qi = 0; qi < queue.size(); ++qi) {
        const std::size_t s = queue[qi], t = s % 2, ab = s / 2, a = ab / n, b = ab % n;
        if (t == 1) { // reached by a Left move: from (p, b) with a in left[p], or (a, q) with b in right[q]
            for (int p : rv.rev_left[a]) reach(static_cast<std::size_t>(p), b, 0);
            for (int q : rv.rev_right[b]) reach(a, static_cast<std::size_t>(q), 0);
        } else {      // reached by a Right move: from (p, b) with a in right[p], or (a, q) with b in left[q]
            for (int p : rv.rev_right[a]) reach(static_cast<std::size_t>(p), b, 1);
            for (int q : rv.rev_left[b]) reach(a, static_cast<std::size_t>(q), 1);
        }
    }
    std::vector<char> ge(n * n);
    for (std::size_t a = 0; a < n; ++a)
        for (std::size_t b = 0; b < n; ++b) ge[a * n + b] = rwin[id(a, b, 1)] ? 0 : 1;
    return ge;
}

Graph reachable(const Graph& g, const std::vector<int>& roots, std::vector<int>* old_to_new) {
    std::vector<int> map(g.size(), -1);
    std::vector<int> order;
    for (int r : roots)
        if (map[r] < 0) map[r] = static_cast<int>(order.size()), order.push_back(r);
    for (std::size_t i = 0; i < order.size(); ++i)
        for (const auto* side : {&g.left[order[i]], &g.right[order[i]]})
            for (int u : *side)
                if (map[u] < 0) map[u] = static_cast<int>(order.size()), order.push_back(u);
    Graph out;
    for (int v : order) {
        const int w = out.add();
        for (int u : g.left[v]) out.left[w].push_back(map[u]);
        for (int u : g.right[v]) out.right[w].push_back(map[u]);
    }
    if (old_to_new) *old_to_new = std::move(map);
    return out;
}

int negate(Graph& g, int a) {
    std::vector<int> map;
    const Graph sub = reachable(g, {a}, &map);
    const int base = g.size();
    for (int v = 0; v < sub.size(); ++v) g.add();
    for (int v = 0; v < sub.size(); ++v) {
        for (int u : sub.right[v]) g.left[base + v].push_back(base + u);
        for (int u : sub.left[v]) g.right[base + v].push_back(base + u);
    }
    return base;
}

int add(Graph& g, int a, int b, int cap, long max_moves) {
    long moves = 0;
    std::unordered_map<std::uint64_t, int> made;
    std::vector<std::pair<int, int>> todo;
    auto node = [&](int x, int y) {
        const std::uint64_t key = (static_cast<std::uint64_t>(x) << 32) | static_cast<std::uint32_t>(y);
        auto [it, fresh] = made.emplace(key, 0);
        if (fresh) it->second = g.add(), todo.emplace_back(x, y);
        return it->second;
    };
    const int root = node(a, b);
    for (std::size_t i = 0; i < todo.size(); ++i) {
        if (static_cast<int>(made.size()) > cap) return -1;
        const auto [x, y] = todo[i];
        const int v = made[(static_cast<std::uint64_t>(x) << 32) | static_cast<std::uint32_t>(y)];
        const std::vector<int> xl = g.left[x], xr = g.right[x], yl = g.left[y], yr = g.right[y];
        std::vector<int> l, r; // made first: node() may move g's vectors
        for (int u : xl) l.push_back(node(u, y));
        for (int u : yl) l.push_back(node(x, u));
        for (int u : xr) r.push_back(node(u, y));
        for (int u : yr) r.push_back(node(x, u));
        moves += static_cast<long>(l.size() + r.size());
        if (max_moves >= 0 && moves > max_moves) return -1;
        g.left[v] = std::move(l);
        g.right[v] = std::move(r);
    }
    return root;
}

bool loop_free(const Graph& g, int v) {
    // Iterative depth-first search: a grey position met again closes a cycle.
    std::vector<char> colour(g.size(), 0);
    std::vector<std::pair<int, std::size_t>> stack{{v, 0}};
    colour[v] = 1;
    while (!stack.empty()) {
        auto& [x, i] = stack.back();
        const std::size_t nl = g.left[x].size();
        if (i == nl + g.right[x].size()) {
            colour[x] = 2;
            stack.pop_back();
            continue;
        }
        const int u = i < nl ? g.left[x][i] : g.right[x][i - nl];
        ++i;
        if (colour[u] == 1) return false;
        if (colour[u] == 0) colour[u] = 1, stack.emplace_back(u, 0);
    }
    return true;
}

//-----------------------------------------------------------------------------
// Simplification of stoppers (Siegel VI): every step keeps each position's value, so the order
// computed once for the input serves throughout.
//-----------------------------------------------------------------------------

namespace {

struct Simplifier {
    Graph g;
    std::vector<char> ge;
    std::size_t n = 0;
    bool geq(int a, int b) const { return ge[static_cast<std::size_t>(a) * n + static_cast<std::size_t>(b)] != 0; }

    // Drop options dominated by another (or equal to one of smaller index).
    bool prune(std::vector<int>& opts, bool left) const {
        return drop_dominated(opts, left, [this](int a, int b) { return geq(a, b); }, [](int x) { return x; });
    }
    // Bypass one reversible option of v: a Left option x with some x^R <= v is replaced by the
    // Left options of that x^R (and the mirror image for Right).
    bool bypass(int v, bool left) {
        auto& opts = left ? g.left[v] : g.right[v];
        for (std::size_t i = 0; i < opts.size(); ++i) {
            const int x = opts[i];
            for (int y : left ? g.right[x] : g.left[x]) {
                if (!(left ? geq(v, y) : geq(y, v))) continue;
                std::vector<int> repl = left ? g.left[y] : g.right[y];
                opts.erase(opts.begin() + static_cast<std::ptrdiff_t>(i));
                opts.insert(opts.end(), repl.begin(), repl.end());
                return true;
            }
        }
        return false;
    }
    bool fuse() {
        std::vector<int> rep(n);
        bool changed = false;
        for (std::size_t v = 0; v < n; ++v) {
            rep[v] = static_cast<int>(v);
            for (std::size_t u = 0; u < v; ++u)
                if (geq(static_cast<int>(u), static_cast<int>(v)) && geq(static_cast<int>(v), static_cast<int>(u))) {
                    rep[v] = static_cast<int>(u);
                    break;
                }
        }
        for (std::size_t v = 0; v < n; ++v)
            for (auto* side : {&g.left[v], &g.right[v]})
                for (int& u : *side)
                    if (rep[u] != u) u = rep[u], changed = true;
        return changed;
    }
};

} // namespace

Result<Graph> simplify(const Graph& input, int root, const Caps& caps) {
    Simplifier s;
    s.g = reachable(input, {root});
    s.n = static_cast<std::size_t>(s.g.size());
    if (s.g.size() > caps.max_compare)
        return Error{"", Error::kWhole, "too large: the stopper has " + std::to_string(s.g.size()) +
                                            " positions; its canonical form is found here for at most " +
                                            std::to_string(caps.max_compare)};
    s.ge = order(s.g);
    const std::size_t max_rounds = 64 * s.n + 64;
    std::size_t rounds = 0;
    for (bool again = true; again;) {
        for (bool changed = true; changed;) {
            if (++rounds > max_rounds)
                return Error{"", Error::kWhole, "the simplification of this stopper did not settle within " +
                                                    std::to_string(max_rounds) + " rounds; no canonical form given"};
            changed = false;
            for (int v = 0; v < s.g.size(); ++v) {
                changed = s.prune(s.g.left[v], true) | changed;
                changed = s.prune(s.g.right[v], false) | changed;
                changed = s.bypass(v, true) | changed;
                changed = s.bypass(v, false) | changed;
            }
        }
        again = s.fuse();
    }
    const int top = [&] {
        for (int u = 0; u < s.g.size(); ++u)
            if (s.geq(u, 0) && s.geq(0, u)) return u;
        return 0;
    }();
    Graph out = reachable(s.g, {top});
    // The check: still a stopper, and equal to the input where the pair can be compared.
    if (!is_stopper(out)) return Error{"", Error::kWhole, "internal check failed: the simplified form is no stopper"};
    Graph both = reachable(input, {root});
    const int offset = both.size();
    for (int v = 0; v < out.size(); ++v) {
        const int w = both.add();
        for (int u : out.left[v]) both.left[w].push_back(offset + u);
        for (int u : out.right[v]) both.right[w].push_back(offset + u);
    }
    if (both.size() <= caps.max_compare) {
        const auto ge = order(both);
        const std::size_t m = static_cast<std::size_t>(both.size()), o = static_cast<std::size_t>(offset);
        if (!ge[o] || !ge[o * m])
            return Error{"", Error::kWhole, "internal check failed: the simplified form differs from the game"};
    }
    return out;
}

} // namespace gl::cgt::loopy
