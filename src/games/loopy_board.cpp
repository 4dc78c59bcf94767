// loopy_board.cpp - the value of a loopy board's position from its graph of positions
// (games/loopy_board.h): outcome class, canonical form as a stopper, or its sides.
//
// Sources: Siegel, Combinatorial Game Theory (2013), ch. VI; Winning Ways, ch. 11; CGSuite's
// documentation of loopy games.
#include "games/loopy_board.h"

#include <map>

namespace gl::loopy_board {

namespace {

using cgt::loopy::Graph;

// The strongly connected components of g, each a list of positions, sinks first (every option of
// a position lies in its own component or in one listed before it): Kosaraju's two depth-first
// searches, written iteratively (a graph may have 100,000 positions).
std::vector<std::vector<int>> components_sinks_first(const Graph& g) {
    const int n = g.size();
    std::vector<int> finish;
    std::vector<char> seen(static_cast<std::size_t>(n), 0);
    auto succ = [&](int v, std::size_t i) { return i < g.left[v].size() ? g.left[v][i] : g.right[v][i - g.left[v].size()]; };
    for (int s = 0; s < n; ++s) {
        if (seen[s]) continue;
        std::vector<std::pair<int, std::size_t>> stack{{s, 0}};
        seen[s] = 1;
        while (!stack.empty()) {
            auto& [v, i] = stack.back();
            if (i == g.left[v].size() + g.right[v].size()) {
                finish.push_back(v);
                stack.pop_back();
                continue;
            }
            const int u = succ(v, i++);
            if (!seen[u]) seen[u] = 1, stack.emplace_back(u, 0);
        }
    }
    std::vector<std::vector<int>> back(static_cast<std::size_t>(n));
    for (int v = 0; v < n; ++v)
        for (std::size_t i = 0; i < g.left[v].size() + g.right[v].size(); ++i) back[succ(v, i)].push_back(v);
    std::vector<int> comp(static_cast<std::size_t>(n), -1);
    std::vector<std::vector<int>> out; // in the order found: sources first
    for (auto it = finish.rbegin(); it != finish.rend(); ++it) {
        if (comp[*it] >= 0) continue;
        out.emplace_back();
        std::vector<int> todo{*it};
        comp[*it] = static_cast<int>(out.size()) - 1;
        while (!todo.empty()) {
            const int v = todo.back();
            todo.pop_back();
            out.back().push_back(v);
            for (int u : back[v])
                if (comp[u] < 0) comp[u] = comp[*it], todo.push_back(u);
        }
    }
    std::reverse(out.begin(), out.end());
    return out;
}

// A stopper's canonical form is found part by part for graphs of at most this many positions
// (CGSuite's {4*|7/2}, 7,258 positions, takes about a second here).
constexpr int kMaxByParts = 10000;

// The canonical form of the stopper at position 0 of g, too large to simplify at once, by parts:
// the components sinks first, each position's canonical form found in a graph of its component
// with every option outside it replaced by that option's canonical form (found before; equal
// stoppers, so the value is kept), equal forms shared. None if a part is past the engine's caps.
std::optional<Graph> canonical_by_parts(const Graph& g) {
    std::vector<Graph> values;
    std::map<std::string, int> by_text;
    std::vector<int> value_of(static_cast<std::size_t>(g.size()), -1);
    for (const auto& part : components_sinks_first(g)) {
        Graph h;
        std::map<int, int> local, head; // position -> its node in h; value -> the root of its copy in h
        for (int v : part) local[v] = h.add();
        auto node = [&](int u) {
            if (auto it = local.find(u); it != local.end()) return it->second;
            const int k = value_of[u];
            if (auto it = head.find(k); it != head.end()) return it->second;
            const int at = h.size();
            for (int x = 0; x < values[k].size(); ++x) h.add();
            for (int x = 0; x < values[k].size(); ++x) {
                for (int y : values[k].left[x]) h.left[at + x].push_back(at + y);
                for (int y : values[k].right[x]) h.right[at + x].push_back(at + y);
            }
            return head[k] = at;
        };
        for (int v : part)
            for (int k = 0; k < 2; ++k)
                for (int u : k == 0 ? g.left[v] : g.right[v]) {
                    const int x = node(u); // first: it may add nodes to h
                    (k == 0 ? h.left : h.right)[static_cast<std::size_t>(local[v])].push_back(x);
                }
        for (int v : part) {
            auto s = cgt::loopy::simplify(h, local[v]);
            if (!s) return std::nullopt;
            const std::string t = cgt::loopy::text(s.value());
            auto [it, fresh] = by_text.try_emplace(t, static_cast<int>(values.size()));
            if (fresh) values.push_back(std::move(s.value()));
            value_of[v] = it->second;
        }
    }
    return values[value_of[0]];
}

// The value part of the reason and the facts, from the loopy calculator's answer for the graph.
std::string value_text(Analysis& a, const cgt::loopy::Graph& g) {
    const bool stopper = cgt::loopy::is_stopper(g);
    a.facts.emplace_back("stopper", stopper ? "yes: no play goes on forever with both players moving"
                                            : "no: play can go on forever with both players moving");
    auto c = cgt::loopy::calculate(g, 0, cgt::Limits{}, "pos");
    if (!c && stopper && g.size() > cgt::loopy::Caps{}.max_compare) { // too large at once: by parts
        if (g.size() > kMaxByParts)
            return "Its canonical form as a stopper is found here for at most " + std::to_string(kMaxByParts) + " positions; this one has " +
                   std::to_string(g.size()) + ".";
        auto parts = canonical_by_parts(g);
        if (!parts) return "Its canonical form as a stopper was not found: a part of it is past the loopy engine's caps.";
        a.canonical = cgt::loopy::text(*parts);
        a.value_name = a.canonical;
        a.facts.emplace_back("canonical form", a.canonical);
        return "Its canonical form as a stopper (Siegel, ch. VI), as CGSuite prints it, is " + a.canonical +
               " (found part by part: each cycle of positions with its options outside replaced by their canonical forms).";
    }
    if (!c) return stopper ? "Its canonical form as a stopper was not found: " + c.error().message + "."
                           : "It is not a stopper, so it has no canonical form as one; " + c.error().message + ".";
    const cgt::Calc& v = c.value();
    if (stopper && v.canonical_known && !v.canonical_text.empty()) {
        a.canonical = v.canonical_text;
        a.value_name = v.canonical_text;
        a.facts.emplace_back("canonical form", a.canonical);
        return "Its canonical form as a stopper (Siegel, ch. VI), as CGSuite prints it, is " + a.canonical + ".";
    }
    if (stopper) return "Its canonical form as a stopper is too long to print.";
    for (const auto& [k, t] : v.properties)
        if (k == "Onside" || k == "Offside") a.facts.emplace_back(k == "Onside" ? "onside" : "offside", t);
    if (v.canonical_known && !v.canonical_text.empty()) {
        a.value_name = v.canonical_text;
        a.facts.emplace_back("value (onside & offside)", v.canonical_text);
        return "It is not a stopper (play can go on forever with both players moving), so it has no canonical form as one; "
               "its value is onside & offside, found by sidling (Winning Ways, ch. 11): " + v.canonical_text + ".";
    }
    const std::string sides = "its onside and offside were not found: ";
    const std::size_t at = v.note.find(sides);
    return "It is not a stopper (play can go on forever with both players moving), so it has no canonical form as one" +
           (at == std::string::npos ? std::string(".") : "; " + v.note.substr(at) + ".");
}

} // namespace

void value_into(Analysis& a, const cgt::loopy::Graph& g, const cgt::loopy::Outcomes& o) {
    a.outcome_class = cgt::loopy::outcome_class(o.left_first[0], o.right_first[0]);
    a.outcome = cgt::loopy::short_outcome(a.outcome_class);
    a.method = Method::Search;
    a.facts.emplace_back("positions reachable", std::to_string(g.size()));
    a.facts.emplace_back("outcome class", cgt::loopy::outcome_sentence(a.outcome_class));
    const std::string value = value_text(a, g);
    a.reason = "Play can loop: the " + std::to_string(g.size()) + " positions reachable were built and the outcome found by " +
               "retrograde analysis, infinite play a draw. " + cgt::loopy::outcome_sentence(a.outcome_class) + ". " + value;
}

} // namespace gl::loopy_board
