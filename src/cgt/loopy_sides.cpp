// loopy_sides.cpp - the onside and offside of a loopy game that is not a stopper, by sidling:
// every position starts as on (for the onside; off for the offside) and is replaced, all at once
// and again and again, by the canonical stopper {values of its Left options | values of its Right
// options}; when no value changes any more, the values are the sides.
//
// Sources: Berlekamp, Conway and Guy, Winning Ways ch. 11 ("sidling" in on the onside); Siegel,
// Combinatorial Game Theory (2013) ch. VI (onsides, offsides, stopper-sided games, G = S & T;
// dud = on & off). What is not settled within the caps is refused, never guessed.
#include "cgt/loopy.h"

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

} // namespace

Result<bool> equal(const Graph& a, const Graph& b, const Caps& caps) {
    Graph both = a;
    const int off = append(both, b);
    if (both.size() > caps.max_compare) return Error{"", Error::kWhole, "too large to compare"};
    const auto ge = order(both);
    const std::size_t m = static_cast<std::size_t>(both.size()), o = static_cast<std::size_t>(off);
    return ge[o] != 0 && ge[o * m] != 0;
}

Result<Graph> side(const Graph& g, bool onside, const Caps& caps) {
    const int n = g.size();
    const char* which = onside ? "onside" : "offside";
    if (n > caps.max_sidle)
        return Error{"", Error::kWhole, std::string("too large: its ") + which + " is found by sidling here for games of at most " +
                                            std::to_string(caps.max_sidle) + " positions (this one has " + std::to_string(n) + ")"};
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
            if (h.size() > caps.max_sidle_graph) return Error{"", Error::kWhole, std::string("too large: the ") + which + " grows past the caps while sidling"};
            auto s = simplify(h, 0, caps);
            if (!s) return s.error();
            auto same = equal(s.value(), value[v], caps);
            if (!same) return Error{"", Error::kWhole, std::string("too large: the ") + which + " grows past the caps while sidling"};
            settled = settled && same.value();
            next[v] = std::move(s.value());
        }
        value = std::move(next);
        if (settled) return value[0];
    }
    return Error{"", Error::kWhole, std::string("its ") + which + " did not settle within " + std::to_string(caps.max_sidle_rounds) +
                                        " rounds of sidling; no value is given"};
}

} // namespace gl::cgt::loopy
