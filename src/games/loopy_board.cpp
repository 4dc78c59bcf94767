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

} // namespace

// ---- the canonical form part by part, in steps ------------------------------------------------

// The canonical form of the stopper at position 0 of g, too large to simplify at once, by parts:
// the components sinks first, each position's canonical form found in a graph of its component
// with every option outside it replaced by that option's canonical form (found before; equal
// stoppers, so the value is kept), equal forms shared. Each step simplifies one position.
class ByParts {
  public:
    explicit ByParts(const Graph& g)
        : g_(g), parts_(components_sinks_first(g)), value_of_(static_cast<std::size_t>(g.size()), -1) {
        for (const auto& p : parts_) total_ += static_cast<double>(p.size()) * weight(p);
    }
    bool done() const { return part_ == parts_.size(); }
    // The share of the work done, 0 to 1: each position's simplification weighs the square of its
    // part's size (the pairs compared), so a large cycle of positions, found last, counts as it costs.
    double share() const { return total_ > 0 ? done_ / total_ : 1.0; }
    // One position simplified; `work` grows by the square of its part's graph (the pairs of
    // positions compared). False if a part is past the loopy engine's caps.
    bool step(std::size_t& work) {
        if (at_ == 0) build_part();
        const int v = parts_[part_][at_];
        auto s = cgt::loopy::simplify(h_, local_[v]);
        if (!s) return false;
        work += static_cast<std::size_t>(h_.size()) * static_cast<std::size_t>(h_.size());
        const std::string t = cgt::loopy::text(s.value());
        auto [it, fresh] = by_text_.try_emplace(t, static_cast<int>(values_.size()));
        if (fresh) values_.push_back(std::move(s.value()));
        value_of_[static_cast<std::size_t>(v)] = it->second;
        done_ += weight(parts_[part_]);
        if (++at_ == parts_[part_].size()) at_ = 0, ++part_;
        return true;
    }
    const Graph& result() const { return values_[static_cast<std::size_t>(value_of_[0])]; }

  private:
    // The current part's graph: its positions, and a copy of each outside option's form.
    void build_part() {
        h_ = Graph{};
        local_.clear();
        std::map<int, int> head; // value -> the root of its copy in h
        for (int v : parts_[part_]) local_[v] = h_.add();
        auto node = [&](int u) {
            if (auto it = local_.find(u); it != local_.end()) return it->second;
            const int k = value_of_[static_cast<std::size_t>(u)];
            if (auto it = head.find(k); it != head.end()) return it->second;
            const Graph& f = values_[static_cast<std::size_t>(k)];
            const int at = h_.size();
            for (int x = 0; x < f.size(); ++x) h_.add();
            for (int x = 0; x < f.size(); ++x) {
                for (int y : f.left[x]) h_.left[at + x].push_back(at + y);
                for (int y : f.right[x]) h_.right[at + x].push_back(at + y);
            }
            return head[k] = at;
        };
        for (int v : parts_[part_])
            for (int k = 0; k < 2; ++k)
                for (int u : k == 0 ? g_.left[v] : g_.right[v]) {
                    const int x = node(u); // first: it may add nodes to h
                    (k == 0 ? h_.left : h_.right)[static_cast<std::size_t>(local_[v])].push_back(x);
                }
    }

    const Graph& g_;
    std::vector<std::vector<int>> parts_;
    std::size_t part_ = 0, at_ = 0; // the part, and the position within it, simplified next
    double done_ = 0, total_ = 0; // the work's weight done, and in all
    static double weight(const std::vector<int>& part) {
        const double n = static_cast<double>(part.size()) + 1;
        return n * n;
    }
    Graph h_;
    std::map<int, int> local_; // position of g -> its node in h
    std::vector<Graph> values_;
    std::map<std::string, int> by_text_;
    std::vector<int> value_of_;
};

namespace {

// The value part of the reason and the facts, once the form by parts is found (or not).
std::string by_parts_text(Analysis& a, const ByParts* parts, bool failed) {
    if (failed || !parts) return "Its canonical form as a stopper was not found: a part of it is past the loopy engine's caps.";
    a.canonical = cgt::loopy::text(parts->result());
    a.value_name = a.canonical;
    a.facts.emplace_back("canonical form", a.canonical);
    return "Its canonical form as a stopper (Siegel, ch. VI), as CGSuite prints it, is " + a.canonical +
           " (found part by part: each cycle of positions with its options outside replaced by their canonical forms).";
}

// The value part of the reason and the facts, from the loopy calculator's answer for the graph;
// `by_parts` is set instead when the stopper is too large to simplify at once (then the caller
// goes on part by part and writes the text with by_parts_text).
std::string value_text(Analysis& a, const cgt::loopy::Graph& g, bool& by_parts) {
    by_parts = false;
    const bool stopper = cgt::loopy::is_stopper(g);
    a.facts.emplace_back("stopper", stopper ? "yes: no play goes on forever with both players moving"
                                            : "no: play can go on forever with both players moving");
    auto c = cgt::loopy::calculate(g, 0, cgt::Limits{}, "pos");
    if (!c && stopper && g.size() > cgt::loopy::Caps{}.max_compare) { // too large at once: by parts
        if (g.size() > kMaxByParts)
            return "Its canonical form as a stopper is found here for at most " + std::to_string(kMaxByParts) + " positions; this one has " +
                   std::to_string(g.size()) + ".";
        by_parts = true;
        return "";
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

ValueWork::ValueWork(cgt::loopy::Graph g, const cgt::loopy::Outcomes& o) : g_(std::move(g)) {
    v_.outcome_class = cgt::loopy::outcome_class(o.left_first[0], o.right_first[0]);
    v_.outcome = cgt::loopy::short_outcome(v_.outcome_class);
    v_.method = Method::Search;
    v_.facts.emplace_back("positions reachable", std::to_string(g_.size()));
    v_.facts.emplace_back("outcome class", cgt::loopy::outcome_sentence(v_.outcome_class));
}

ValueWork::~ValueWork() = default;

bool ValueWork::advance(std::size_t work) {
    if (done_) return true;
    if (!started_) {
        started_ = true;
        bool by_parts = false;
        value_ = value_text(v_, g_, by_parts);
        if (!by_parts) return done_ = true;
        parts_ = std::make_unique<ByParts>(g_);
        return false;
    }
    std::size_t spent = 0;
    while (!parts_->done() && spent < work)
        if (!parts_->step(spent)) {
            value_ = by_parts_text(v_, nullptr, true);
            return done_ = true;
        }
    if (!parts_->done()) return false;
    value_ = by_parts_text(v_, parts_.get(), false);
    return done_ = true;
}

double ValueWork::share() const { return done_ ? 1.0 : parts_ ? parts_->share() : 0.0; }

void ValueWork::into(Analysis& a) const {
    a.outcome_class = v_.outcome_class;
    a.outcome = v_.outcome;
    a.method = v_.method;
    a.canonical = v_.canonical;
    a.value_name = v_.value_name;
    a.facts.insert(a.facts.end(), v_.facts.begin(), v_.facts.end());
    a.reason = "Play can loop: the " + std::to_string(g_.size()) + " positions reachable were built and the outcome found by " +
               "retrograde analysis, infinite play a draw. " + cgt::loopy::outcome_sentence(a.outcome_class) + ". " + value_;
}

void value_into(Analysis& a, const cgt::loopy::Graph& g, const cgt::loopy::Outcomes& o) {
    ValueWork w(g, o);
    while (!w.advance(SIZE_MAX)) {}
    w.into(a);
}

} // namespace gl::loopy_board
