// graph.cpp - games on a directed acyclic graph (see graph.h; Ferguson, Game Theory, §3). Index:
//   [SECTION] Scanner      names and punctuation read, errors naming the character; the game's meta
//   [SECTION] Graph text   entries v:w1,w2 read and linked, a cycle named at its edge, g from the sinks
//   [SECTION] Rules        heap games drawn as graphs (presets), the graph text as rules, mex steps
//   [SECTION] Positions    parse and format tokens, options, the closed form (nim-sum of g)
//   [SECTION] Board        layers, vertices and bowed edges, edit-mode presets and drawings, facts
#include "games/graph.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <span>

#include "core/text.h"

namespace gl::graph {

//-----------------------------------------------------------------------------
// [SECTION] Scanner
//-----------------------------------------------------------------------------

namespace {

bool name_char(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_'; }

// A name as written: its text and where it starts.
struct Mention {
    std::string name;
    std::size_t offset = 0;
};

// Reads names and punctuation of a text, skipping spaces; errors name `field`.
class Scanner {
  public:
    Scanner(std::string_view text, std::string field) : t_(text), f_(std::move(field)) {}
    void skip() {
        while (i_ < t_.size() && t_[i_] == ' ') ++i_;
    }
    bool at_end() {
        skip();
        return i_ == t_.size();
    }
    bool take(char c) {
        skip();
        if (i_ < t_.size() && t_[i_] == c) {
            ++i_;
            return true;
        }
        return false;
    }
    char peek() { return at_end() ? '\0' : t_[i_]; }
    std::size_t where() const { return i_; }
    std::string_view text() const { return t_; }
    // A vertex name; `what` says what was expected ("a vertex name", "the follower of a").
    Result<Mention> name(const std::string& what) {
        skip();
        const std::size_t start = i_;
        while (i_ < t_.size() && name_char(t_[i_])) ++i_;
        if (i_ == start) {
            if (start == t_.size()) return error(start, "ends too early: expected " + what + " (1 to 8 letters, digits or _)");
            return error(start, quote_at(t_, start) + " is not allowed here: expected " + what + " (1 to 8 letters, digits or _)");
        }
        if (i_ - start > GraphGame::kMaxName)
            return error(start, "the name " + echo(t_.substr(start, i_ - start), 24) + " is longer than 8 characters");
        return Mention{std::string(t_.substr(start, i_ - start)), start};
    }
    Error error(std::size_t at, std::string message) const { return Error{f_, at, std::move(message)}; }

  private:
    std::string_view t_;
    std::string f_;
    std::size_t i_ = 0;
};

constexpr const char* kGraphExample = "a:b,c;b:c;c:";

std::string join_g(const GraphGame& gr, const std::vector<std::size_t>& vs, const char* sep) {
    std::string s;
    for (std::size_t k = 0; k < vs.size(); ++k) s += (k ? sep : "") + std::to_string(gr.g[vs[k]]);
    return s;
}

} // namespace

const GameMeta& GraphGame::meta() {
    static const GameMeta m{
        "graph", "Graph game",
        "Tokens sit on the vertices of a directed graph without cycles; a move slides one token along one edge. Whoever "
        "cannot move (every token on a sink) loses.",
        "Ferguson, Game Theory, Part I, §3 (graph games, the Sprague-Grundy function) and §4.1 (sums of graph games)",
        "the tokens' vertices separated by commas, e.g. a,b: 1 to 12 tokens, a vertex named once for each token on it",
        "a,b",
        "the graph: entries v:w1,w2 (v's followers) separated by ';', a sink as c:, e.g. a:b,c;b:c;c:; names of 1 to 8 "
        "letters, digits or _; at most 64 vertices and 16 followers each; no cycles; a follower without an entry is a sink",
        kGraphExample,
        false,
        "graph",
        false,
        false,
        GameMeta::PictureEdit::Rules};
    return m;
}

//-----------------------------------------------------------------------------
// [SECTION] Graph text
//-----------------------------------------------------------------------------

namespace {

// One entry of the graph text as written: a vertex and its followers.
struct Entry {
    Mention head;
    std::vector<Mention> follows;
};

// Reads the entries v:w1,w2 separated by ';'. Only the punctuation is checked here; what the
// names mean (duplicates, sinks, cycles) is checked once all entries are known.
Result<std::vector<Entry>> read_entries(Scanner& sc) {
    std::vector<Entry> entries;
    while (!sc.at_end()) {
        if (sc.peek() == ';')
            return sc.error(sc.where(), "entry " + std::to_string(entries.size() + 1) + " is missing (two ';' in a row, or ';' at the start)");
        auto head = sc.name("a vertex name");
        if (!head) return head.error();
        Entry e{head.value(), {}};
        if (!sc.take(':')) {
            const std::string v = e.head.name;
            if (sc.at_end()) return sc.error(sc.where(), "ends after " + v + ": expected ':' and " + v + "'s followers, e.g. " + v + ":b,c (or " + v + ": for a sink)");
            return sc.error(sc.where(), quote_at(sc.text(), sc.where()) + " is not allowed here: expected ':' after the vertex " + v + " (" + v +
                                            ":b,c lists its followers)");
        }
        if (!sc.at_end() && sc.peek() != ';') {
            while (true) {
                auto w = sc.name("a follower of " + e.head.name);
                if (!w) return w.error();
                e.follows.push_back(w.value());
                if (!sc.take(',')) break;
            }
        }
        entries.push_back(std::move(e));
        if (sc.at_end()) break;
        if (!sc.take(';'))
            return sc.error(sc.where(), quote_at(sc.text(), sc.where()) + " is not allowed here: expected ',' (another follower of " +
                                            entries.back().head.name + ") or ';' (the next entry)");
    }
    return entries;
}

// The graph the entries describe, and where each edge was written (so that a cycle is reported
// at the edge that closes it).
struct Linked {
    GraphGame graph;
    std::vector<std::vector<std::size_t>> edge_offset; // per vertex, per follower
};

// Names the vertices (entries first, in order, then the followers without an entry as implicit
// sinks, in order of first mention) and links each vertex to its followers.
Result<Linked> link_entries(const Scanner& sc, const std::vector<Entry>& entries) {
    Linked l;
    GraphGame& gr = l.graph;
    std::map<std::string, std::size_t, std::less<>> index;
    std::vector<std::size_t> first_mention; // per vertex, where it first appears
    for (std::size_t k = 0; k < entries.size(); ++k) {
        const Mention& h = entries[k].head;
        if (auto it = index.find(h.name); it != index.end())
            return sc.error(h.offset, "vertex " + h.name + " is declared twice (entries " + std::to_string(it->second + 1) + " and " +
                                          std::to_string(k + 1) + "): give each vertex one entry listing all its followers");
        index.emplace(h.name, gr.names.size());
        gr.names.push_back(h.name);
        first_mention.push_back(h.offset);
    }
    gr.followers.resize(gr.names.size());
    l.edge_offset.resize(gr.names.size());
    for (std::size_t k = 0; k < entries.size(); ++k) {
        const Entry& e = entries[k];
        for (const Mention& w : e.follows) {
            auto it = index.find(w.name);
            if (it == index.end()) { // an implicit sink
                it = index.emplace(w.name, gr.names.size()).first;
                gr.names.push_back(w.name);
                first_mention.push_back(w.offset);
                gr.followers.emplace_back();
                l.edge_offset.emplace_back();
            }
            auto& fs = gr.followers[k];
            if (std::find(fs.begin(), fs.end(), it->second) != fs.end())
                return sc.error(w.offset, e.head.name + " lists " + w.name + " twice as a follower");
            if (fs.size() == GraphGame::kMaxFollowers)
                return sc.error(w.offset, e.head.name + " has more than " + std::to_string(GraphGame::kMaxFollowers) + " followers");
            fs.push_back(it->second);
            l.edge_offset[k].push_back(w.offset);
        }
    }
    constexpr std::size_t kMaxVertices = GraphGame::kMaxVertices;
    if (gr.names.size() > kMaxVertices)
        return sc.error(first_mention[kMaxVertices], "has more than " + std::to_string(kMaxVertices) + " vertices (" +
                                                         std::to_string(gr.names.size()) + "; " + gr.names[kMaxVertices] + " is the " +
                                                         std::to_string(kMaxVertices + 1) + "th)");
    return l;
}

// Depth-first search in entry order: an edge to a vertex still on the path closes a cycle.
std::optional<Error> find_cycle(const Scanner& sc, const Linked& l) {
    const GraphGame& gr = l.graph;
    const std::size_t nv = gr.names.size();
    std::vector<int> state(nv, 0); // 0 new, 1 on the path, 2 done
    std::vector<std::size_t> path;
    std::optional<Error> cycle;
    auto visit = [&](auto&& self, std::size_t v) -> void {
        state[v] = 1;
        path.push_back(v);
        for (std::size_t k = 0; k < gr.followers[v].size() && !cycle; ++k) {
            const std::size_t w = gr.followers[v][k];
            if (state[w] == 1) {
                std::string names;
                for (auto it = std::find(path.begin(), path.end(), w); it != path.end(); ++it) names += gr.names[*it] + " → ";
                cycle = sc.error(l.edge_offset[v][k], "the edge " + gr.names[v] + " → " + gr.names[w] + " closes the cycle " + names +
                                                          gr.names[w] + ": a graph game must end, so its graph may have no cycle");
            } else if (state[w] == 0) {
                self(self, w);
            }
        }
        path.pop_back();
        state[v] = 2;
    };
    for (std::size_t v = 0; v < nv && !cycle; ++v)
        if (state[v] == 0) visit(visit, v);
    return cycle;
}

// The Sprague-Grundy function, from the sinks up (followers first: a reverse topological order).
// The graph has no cycle, so the recursion ends.
void compute_values(GraphGame& gr) {
    const std::size_t nv = gr.names.size();
    gr.g.assign(nv, 0);
    std::vector<bool> done(nv, false);
    auto value = [&](auto&& self, std::size_t v) -> Grundy {
        if (done[v]) return gr.g[v];
        std::vector<Grundy> vals;
        for (std::size_t w : gr.followers[v]) vals.push_back(self(self, w));
        done[v] = true;
        return gr.g[v] = mex(vals);
    };
    for (std::size_t v = 0; v < nv; ++v) value(value, v);
}

} // namespace

//-----------------------------------------------------------------------------
// [SECTION] Rules
//-----------------------------------------------------------------------------

namespace {

// The graph of a heap game on heaps N, N-1, ..., 0 (vertex names are the heap sizes), from the
// followers of each n.
template <class F>
std::string heap_graph(std::uint64_t top, F followers) {
    std::string s;
    for (std::uint64_t n = top + 1; n-- > 0;) {
        s += std::to_string(n) + ":";
        bool first = true;
        for (std::uint64_t m : followers(n)) {
            s += (first ? "" : ",") + std::to_string(m);
            first = false;
        }
        if (n > 0) s += ';';
    }
    return s;
}

} // namespace

std::span<const GraphGame::Preset> GraphGame::presets() {
    static const Preset list[] = {
        {"Take 1, 2 or 3 from 10", "subtraction:1,2,3/10", "10", "Take 1, 2 or 3 chips from 10 (the take-away game of §1.1 drawn as its graph, §3.1): g(n) = n mod 4"},
        {"Subtraction {1,3,4} on 0..14", "subtraction:1,3,4/14", "14", "The subtraction game S = {1,3,4} on 0..14 (§1.4): P-positions n ≡ 0, 2 (mod 7)"},
        {"Even if not all, all if odd", "evenifnotall/12", "12", "Even if not all, all if odd (§3.3, Example 3): g(2k) = k − 1, g(2k − 1) = k"},
        {"At least half", "atleasthalf/12", "12", "At least half (§3.3, Example 4): g(n) is the least k with 2^k > n"},
        {"Three vertices, two tokens", kGraphExample, "a,b", "Three vertices: g = 2, 1, 0; two tokens are a sum"},
    };
    return list;
}

// "subtraction:S/N", "evenifnotall/N", "atleasthalf/N": a heap game drawn as its graph on 0..N.
std::optional<Result<std::string>> GraphGame::expand_preset(std::string_view text) {
    const std::size_t slash = text.find('/');
    if (slash == std::string_view::npos) return std::nullopt;
    const std::string_view head = text.substr(0, slash);
    auto top = parse_uint(text.substr(slash + 1), "graph", 1, kMaxVertices - 1);
    if (!top) {
        Error e = top.error();
        if (e.offset != Error::kWhole) e.offset += slash + 1;
        return Result<std::string>(e);
    }
    const std::uint64_t n_max = top.value();
    if (head.rfind("subtraction:", 0) == 0) {
        const std::size_t at = std::string_view("subtraction:").size();
        auto set = parse_uint_list(head.substr(at), "graph", kMaxVertices, kMaxFollowers);
        if (!set) {
            Error e = set.error();
            if (e.offset != Error::kWhole) e.offset += at;
            return Result<std::string>(e);
        }
        std::vector<std::uint64_t> sv = set.value();
        std::sort(sv.begin(), sv.end());
        sv.erase(std::unique(sv.begin(), sv.end()), sv.end());
        if (sv.empty() || sv[0] == 0) return Result<std::string>(Error{"graph", at, "the set S holds whole numbers from 1, e.g. subtraction:1,3,4/14"});
        return Result<std::string>(heap_graph(n_max, [&](std::uint64_t n) {
            std::vector<std::uint64_t> f;
            for (std::uint64_t k : sv)
                if (k <= n) f.push_back(n - k);
            return f;
        }));
    }
    const bool even = head == "evenifnotall", half = head == "atleasthalf";
    if (!even && !half)
        return Result<std::string>(Error{"graph", 0, echo(head, 24) + " is not a preset: expected subtraction:S/N, evenifnotall/N or atleasthalf/N"});
    if (n_max > 30) return Result<std::string>(Error{"graph", slash + 1, "at most 30 here (a vertex has at most 16 followers)"});
    return Result<std::string>(heap_graph(n_max, [&](std::uint64_t n) {
        std::vector<std::uint64_t> f;
        if (even) { // remove an even number of chips but not all, or all of an odd pile
            for (std::uint64_t k = 2; k < n; k += 2) f.push_back(n - k);
            if (n % 2 == 1) f.push_back(0);
        } else { // remove at least half of the chips: k >= n/2, k >= 1
            for (std::uint64_t k = std::max<std::uint64_t>((n + 1) / 2, 1); k <= n; ++k) f.push_back(n - k);
        }
        return f;
    }));
}

std::string GraphGame::start() const {
    if (auto p = parse(meta().example, "pos")) return format(p.value());
    return names.empty() ? std::string() : names[0];
}

Result<GraphGame> GraphGame::with_rules(std::string_view text) {
    if (auto preset = expand_preset(text)) {
        if (!*preset) return preset->error();
        return with_rules(preset->value());
    }
    Scanner sc(text, "graph");
    if (sc.at_end()) return sc.error(0, std::string("is empty: expected entries v:w1,w2 separated by ';', e.g. ") + kGraphExample);
    auto entries = read_entries(sc);
    if (!entries) return entries.error();
    auto linked = link_entries(sc, entries.value());
    if (!linked) return linked.error();
    if (auto cycle = find_cycle(sc, linked.value())) return *cycle;
    GraphGame& gr = linked.value().graph;
    compute_values(gr);
    return std::move(gr);
}

std::string GraphGame::rules_text() const {
    std::string s;
    for (std::size_t v = 0; v < names.size(); ++v) {
        if (v) s += ';';
        s += names[v] + ":";
        for (std::size_t k = 0; k < followers[v].size(); ++k) s += (k ? "," : "") + names[followers[v][k]];
    }
    return s;
}

std::vector<std::size_t> GraphGame::topological_from_sinks() const {
    std::vector<std::size_t> order;
    std::vector<bool> seen(names.size(), false);
    auto visit = [&](auto&& self, std::size_t v) -> void {
        seen[v] = true;
        for (std::size_t w : followers[v])
            if (!seen[w]) self(self, w);
        order.push_back(v); // after all its followers
    };
    for (std::size_t v = 0; v < names.size(); ++v)
        if (!seen[v]) visit(visit, v);
    return order;
}

std::string GraphGame::mex_steps() const {
    std::string s;
    for (std::size_t v : topological_from_sinks()) {
        if (!s.empty()) s += "; ";
        s += "g(" + names[v] + ") = mex{";
        for (std::size_t k = 0; k < followers[v].size(); ++k)
            s += (k ? ", " : "") + names[followers[v][k]] + ": " + std::to_string(g[followers[v][k]]);
        s += "} = " + std::to_string(g[v]);
    }
    return s;
}

std::optional<std::size_t> GraphGame::find(std::string_view name) const {
    for (std::size_t v = 0; v < names.size(); ++v)
        if (names[v] == name) return v;
    return std::nullopt;
}

//-----------------------------------------------------------------------------
// [SECTION] Positions
//-----------------------------------------------------------------------------

Result<GraphGame::Position> GraphGame::parse(std::string_view text, std::string_view field) const {
    Scanner sc(text, std::string(field));
    if (sc.at_end()) return sc.error(0, "is empty: expected the tokens' vertices separated by commas, e.g. " + std::string(meta().example));
    Position p;
    while (true) {
        if (sc.peek() == ',' || sc.at_end())
            return sc.error(sc.where(), "token " + std::to_string(p.size() + 1) + " is missing (two commas in a row, or a comma at an end)");
        auto m = sc.name("a vertex name");
        if (!m) return m.error();
        const auto v = find(m.value().name);
        if (!v) {
            std::string known;
            for (std::size_t k = 0; k < names.size() && k < 12; ++k) known += (k ? ", " : "") + names[k];
            if (names.size() > 12) known += ", …";
            return sc.error(m.value().offset, "there is no vertex " + m.value().name + " in the graph (its vertices: " + known + ")");
        }
        if (p.size() == kMaxTokens) return sc.error(m.value().offset, "has more than " + std::to_string(kMaxTokens) + " tokens");
        p.push_back(*v);
        if (sc.at_end()) break;
        if (!sc.take(','))
            return sc.error(sc.where(), quote_at(sc.text(), sc.where()) + " is not allowed here: tokens are vertex names separated by commas");
    }
    std::sort(p.begin(), p.end());
    return p;
}

std::string GraphGame::format(const Position& p) const {
    std::string s;
    for (std::size_t k = 0; k < p.size(); ++k) s += (k ? "," : "") + names[p[k]];
    return s;
}

std::vector<Option<GraphGame::Position>> GraphGame::options(const Position& p) const {
    // Tokens on one vertex are alike: one move per (vertex, follower), in the position's order.
    std::vector<Option<Position>> out;
    for (std::size_t k = 0; k < p.size(); ++k) {
        if (k > 0 && p[k] == p[k - 1]) continue;
        for (std::size_t w : followers[p[k]]) {
            Position q = p;
            q[k] = w;
            std::sort(q.begin(), q.end());
            out.push_back({names[p[k]] + " → " + names[w], std::move(q)});
        }
    }
    return out;
}

std::size_t GraphGame::count_options(const Position& p) const {
    std::size_t n = 0;
    for (std::size_t k = 0; k < p.size(); ++k)
        if (k == 0 || p[k] != p[k - 1]) n += followers[p[k]].size();
    return n;
}

std::optional<Closed> GraphGame::closed_form(const Position& p) const {
    Grundy total = 0;
    for (std::uint64_t v : p) total ^= g[v];
    const std::string verdict = total == 0 ? ": a P-position, every move leads to a nonzero value."
                                           : ": an N-position; a winning move makes the value 0.";
    bool all_sinks = true;
    for (std::uint64_t v : p) all_sinks = all_sinks && followers[v].empty();
    if (all_sinks)
        return Closed{0, std::string(p.size() == 1 ? "The token is on " + names[p[0]] + ", a sink" : "Every token is on a sink") +
                             ": no move is left, so the player to move has lost (normal play); the value is 0."};
    const std::string sg = "the Sprague-Grundy function of the graph, g(v) = mex of g over v's followers, computed from the sinks up";
    if (p.size() == 1) {
        const std::size_t v = p[0];
        std::string fs, vals;
        for (std::size_t k = 0; k < followers[v].size(); ++k) {
            fs += (k ? ", " : "") + names[followers[v][k]];
            vals += (k ? ", " : "") + std::to_string(g[followers[v][k]]);
        }
        return Closed{total, "The token is on " + names[v] + ". By " + sg + ": " + names[v] + "'s followers " + fs + " have g = " + vals +
                                 ", so g(" + names[v] + ") = mex{" + vals + "} = " + std::to_string(total) + verdict};
    }
    std::string terms;
    for (std::size_t k = 0; k < p.size(); ++k) terms += (k ? ", " : "") + ("g(" + names[p[k]] + ") = " + std::to_string(g[p[k]]));
    std::vector<std::size_t> vs(p.begin(), p.end());
    return Closed{total, "By " + sg + ": " + terms + ". The tokens are a sum of graph games, so by the Sprague-Grundy theorem the value is " +
                             "their nim-sum " + join_g(*this, vs, " ⊕ ") + " = " + std::to_string(total) + verdict};
}

//-----------------------------------------------------------------------------
// [SECTION] Board
//-----------------------------------------------------------------------------

namespace {

// The graph in layers: a vertex's layer is the longest path from it to a sink, so every edge
// points down and the sinks stand at the bottom; each layer ordered by where its followers stand
// (their mean place, the barycentre heuristic, to cut crossings).
struct Layers {
    static constexpr float kGap = 1.6f, kRise = 1.5f;
    std::vector<std::size_t> layer;               // per vertex
    std::vector<std::vector<std::size_t>> rows;   // the vertices of each layer, from the bottom
    std::vector<float> x;                         // per vertex: its place across
};

Layers layers_of(const GraphGame& gr) {
    const std::size_t nv = gr.names.size();
    Layers l;
    l.layer.assign(nv, 0);
    std::size_t top = 0;
    for (std::size_t v : gr.topological_from_sinks()) {
        for (std::size_t w : gr.followers[v]) l.layer[v] = std::max(l.layer[v], l.layer[w] + 1);
        top = std::max(top, l.layer[v]);
    }
    l.rows.resize(top + 1);
    for (std::size_t v = 0; v < nv; ++v) l.rows[l.layer[v]].push_back(v);
    l.x.assign(nv, 0);
    for (auto& row : l.rows) {
        std::vector<std::pair<float, std::size_t>> keyed;
        for (std::size_t v : row) {
            float sum = 0;
            for (std::size_t w : gr.followers[v]) sum += l.x[w];
            keyed.push_back({gr.followers[v].empty() ? static_cast<float>(v) * 1e-3f : sum / static_cast<float>(gr.followers[v].size()), v});
        }
        std::stable_sort(keyed.begin(), keyed.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
        for (std::size_t k = 0; k < keyed.size(); ++k)
            l.x[keyed[k].second] = (static_cast<float>(k) - static_cast<float>(keyed.size() - 1) / 2) * Layers::kGap;
        // A layer of one vertex (a heap game's chain) steps aside from the one below, so an edge
        // to two layers down runs straight past the vertex between.
        if (keyed.size() == 1) l.x[keyed[0].second] = (&row - &l.rows[0]) % 2 ? 0.8f : -0.8f;
    }
    return l;
}

// Per vertex: the move along each of its edges (-1: no token there). options() lists each
// occupied vertex's moves together, in the position's order.
std::vector<std::vector<int>> moves_by_edge(const GraphGame& gr, const GraphGame::Position& p, std::size_t option_count) {
    const std::size_t nv = gr.names.size();
    std::vector<std::vector<int>> move_of(nv);
    for (std::size_t v = 0; v < nv; ++v) move_of[v].assign(gr.followers[v].size(), -1);
    std::size_t o = 0;
    for (std::size_t k = 0; k < p.size(); ++k) {
        if (k > 0 && p[k] == p[k - 1]) continue;
        for (std::size_t j = 0; j < gr.followers[p[k]].size() && o < option_count; ++j, ++o) move_of[p[k]][j] = static_cast<int>(o);
    }
    return move_of;
}

// Vertex v drawn: g written in it, its tokens, its moves, and the mex that gives g as its note.
GraphVertex graph_vertex(const GraphGame& gr, const Layers& l, std::size_t v, std::size_t tokens, const std::vector<int>& moves) {
    const auto& fv = gr.followers[v];
    GraphVertex gv;
    gv.id = static_cast<int>(v) + 1;
    gv.x = l.x[v];
    gv.y = 0.6f + static_cast<float>(l.layer[v]) * Layers::kRise;
    gv.label = gr.names[v];
    gv.value = std::to_string(gr.g[v]);
    gv.token = tokens ? std::to_string(tokens) : "";
    for (int m : moves)
        if (m >= 0) gv.moves.push_back(m);
    std::string vals;
    for (std::size_t k = 0; k < fv.size(); ++k) vals += (k ? ", " : "") + std::to_string(gr.g[fv[k]]);
    if (fv.empty()) gv.note = gr.names[v] + " is a sink: g(" + gr.names[v] + ") = mex{} = 0";
    else {
        std::string fs;
        for (std::size_t k = 0; k < fv.size(); ++k) fs += (k ? ", " : "") + ("g(" + gr.names[fv[k]] + ") = " + std::to_string(gr.g[fv[k]]));
        gv.note = "followers of " + gr.names[v] + ": " + fs + ";  g(" + gr.names[v] + ") = mex{" + vals + "} = " + std::to_string(gr.g[v]);
    }
    return gv;
}

// The edge from v to its j-th follower, and its move if a token can take it. An edge passing over
// a layer is bowed aside when something stands in its way (the same x), further the more layers
// it passes, so it never runs through a vertex between its ends.
GraphEdge graph_edge(const GraphGame& gr, const Layers& l, std::size_t v, std::size_t j, int move) {
    const std::size_t w = gr.followers[v][j];
    const auto& x = l.x;
    GraphEdge e;
    e.u = static_cast<int>(v) + 1;
    e.v = static_cast<int>(w) + 1;
    e.colour = EdgeColour::Black;
    e.directed = true;
    if (move >= 0) e.moves.push_back(move);
    const std::size_t span = l.layer[v] - l.layer[w];
    bool blocked = false;
    for (std::size_t k = l.layer[w] + 1; k < l.layer[v]; ++k)
        for (std::size_t u : l.rows[k]) {
            const float t = static_cast<float>(k - l.layer[w]) / static_cast<float>(span);
            blocked = blocked || std::abs(x[w] + t * (x[v] - x[w]) - x[u]) < 0.45f;
        }
    // Bowed outwards: to the side its ends stand on (positive: to the right of u → v, which
    // for an edge pointing down is the left of the picture).
    if (blocked) e.bend = (x[v] + x[w] > 0 ? -0.45f : 0.45f) * static_cast<float>(span - 1);
    return e;
}

} // namespace

// The board: the graph in layers (layers_of), g written in every vertex, each edge bowed aside
// where it would pass through a vertex (graph_edge). Vertex ids are the vertex indices + 1 (0 is
// a board's ground).
Picture GraphGame::picture(const Position& p, const std::vector<Option<Position>>& options) const {
    Picture pic;
    pic.layout = Picture::Layout::Graph;
    pic.caption = "Click a token, then the vertex to move it to (or click the edge). Each vertex shows its value g; "
                  "click any vertex to see the mex that gives it.";
    const std::size_t nv = names.size();
    const Layers l = layers_of(*this);
    std::vector<std::size_t> count(nv, 0);
    for (std::uint64_t v : p) ++count[v];
    const auto move_of = moves_by_edge(*this, p, options.size());
    for (std::size_t v = 0; v < nv; ++v) pic.graph.vertices.push_back(graph_vertex(*this, l, v, count[v], move_of[v]));
    // The same board as rows of cells, for a board that draws only rows (a part of a sum): one
    // cell per vertex, 6 to a row, offering the moves of its tokens.
    constexpr std::size_t kPerRow = 6;
    for (std::size_t v = 0; v < nv; ++v) {
        if (v % kPerRow == 0)
            pic.rows.push_back(PictureRow{nv <= kPerRow ? "vertices" : "vertices " + std::to_string(v + 1) + "–" + std::to_string(std::min(v + kPerRow, nv)), {}});
        std::string text = names[v] + " (g=" + std::to_string(g[v]) + ")";
        if (count[v] > 0) text += "\n" + std::to_string(count[v]) + (count[v] == 1 ? " token" : " tokens");
        pic.rows.back().cells.push_back(Cell{Glyph::Label, std::move(text), pic.graph.vertices[v].moves});
    }
    for (std::size_t v = 0; v < nv; ++v)
        for (std::size_t j = 0; j < followers[v].size(); ++j) pic.graph.edges.push_back(graph_edge(*this, l, v, j, move_of[v][j]));
    return pic;
}

// The presets of the edit mode: the graph games that Ferguson's §3 describes in its text, a
// subtraction game drawn as its graph, and the small example.
std::vector<PicturePreset> GraphGame::picture_presets() const {
    std::vector<PicturePreset> out;
    for (const Preset& p : presets()) {
        out.push_back({std::string(p.name), std::string(p.graph), std::string(p.pos), "", std::string(p.about)});
    }
    return out;
}

// A drawing edited on the board: existing vertices keep their names, new ones get the first free
// letter (a..z, then v1, v2, ...). Tokens on deleted vertices go; with none left, the game starts
// from its first vertex. A cycle is refused with its vertices named.
Result<RulesAndPosition> GraphGame::from_drawing(const GraphDrawing& d) const {
    if (d.vertices.empty()) return Error{"graph", Error::kWhole, "the graph has no vertex left: a graph game needs at least one"};
    if (d.vertices.size() > kMaxVertices)
        return Error{"graph", Error::kWhole, "has more than " + std::to_string(kMaxVertices) + " vertices"};
    std::map<int, std::string> name;
    std::set<std::string> used;
    for (std::size_t k = 0; k < d.vertices.size(); ++k)
        if (k < d.names.size() && !d.names[k].empty()) name[d.vertices[k]] = d.names[k], used.insert(d.names[k]);
    auto fresh = [&] {
        for (char c = 'a'; c <= 'z'; ++c)
            if (!used.count(std::string(1, c))) return std::string(1, c);
        for (int k = 1;; ++k)
            if (!used.count("v" + std::to_string(k))) return "v" + std::to_string(k);
    };
    for (int v : d.vertices)
        if (!name.count(v)) used.insert(name[v] = fresh());
    std::string text;
    for (int v : d.vertices) {
        if (!text.empty()) text += ';';
        text += name[v] + ":";
        bool first = true;
        for (auto [u, w] : d.edges)
            if (u == v && name.count(w)) {
                text += (first ? "" : ",") + name[w];
                first = false;
            }
    }
    auto rules = with_rules(text);
    if (!rules) return Error{"graph", Error::kWhole, rules.error().message}; // offsets in a text nobody typed mean nothing
    std::string pos;
    for (int t : d.tokens)
        if (name.count(t)) pos += (pos.empty() ? "" : ",") + name[t];
    if (pos.empty()) pos = rules.value().names[0];
    return RulesAndPosition{rules.value().rules_text(), pos};
}

std::vector<std::pair<std::string, std::string>> GraphGame::facts(const Position& p) const {
    std::string all;
    for (std::size_t v = 0; v < names.size(); ++v) all += (v ? " " : "") + names[v] + "=" + std::to_string(g[v]);
    std::vector<std::size_t> vs(p.begin(), p.end());
    Grundy total = 0;
    for (std::uint64_t v : p) total ^= g[v];
    return {{"g", all},
            {"mex, sinks first", mex_steps()},
            {"tokens' values", join_g(*this, vs, " ⊕ ") + " = " + std::to_string(total)}};
}

} // namespace gl::graph
