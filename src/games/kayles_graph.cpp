// kayles_graph.cpp - Node Kayles and Arc Kayles on a graph: moves, the value by pieces, the board.
// See kayles_graph.h for the rules and sources.
#include "games/kayles_graph.h"

#include <algorithm>
#include <bit>
#include <unordered_map>

#include "games/partizan.h" // IntegerVectorHash

namespace gl::kayles_graph {

namespace {

using drawn::adj;
using drawn::order;

std::uint64_t live_of(const Position& p) { return drawn::all_vertices(p) & ~drawn::mask(p, 0); }

// The vertex sets a move removes from the vertices `live`: Node Kayles, a vertex and its
// neighbours; Arc Kayles, the two ends of an edge. Each with its vertex or edge.
struct Removal {
    int u = 0, v = -1; // the vertex (v = -1) or the edge u-v chosen
    std::uint64_t gone = 0;
};
// Two vertices with the same closed neighbourhood remove the same set: one move (the first).
std::vector<Removal> removals(const Position& p, std::uint64_t live, bool arc) {
    std::vector<Removal> out;
    for (std::uint64_t m = live; m; m &= m - 1) {
        const int u = std::countr_zero(m);
        const std::uint64_t near = adj(p, u) & live;
        if (!arc) {
            const std::uint64_t gone = near | (1ULL << u);
            if (std::none_of(out.begin(), out.end(), [&](const Removal& r) { return r.gone == gone; })) out.push_back({u, -1, gone});
        } else {
            for (std::uint64_t w = near & ~((2ULL << u) - 1); w; w &= w - 1) out.push_back({u, std::countr_zero(w), (1ULL << u) | (w & -w)});
        }
    }
    return out;
}
// The move that removes exactly `gone` (a vertex whose twin made the move listed), or -1.
int move_removing(const std::vector<Removal>& rs, std::uint64_t gone) {
    for (std::size_t k = 0; k < rs.size(); ++k)
        if (rs[k].gone == gone) return static_cast<int>(k);
    return -1;
}

// Pieces' values, remembered by shape for as long as the page is open (dropped whole when large).
struct Memo {
    std::unordered_map<Position, Grundy, IntegerVectorHash> known;
    std::size_t budget = 0;
};
Memo& memo(bool arc) {
    thread_local Memo node, edge;
    Memo& m = arc ? edge : node;
    if (m.known.size() > 3'000'000) m.known.clear();
    return m;
}

// One piece (connected, every vertex live): the mex of its moves' values.
std::optional<Grundy> piece_value(const Position& q, bool arc, Memo& m) {
    const int n = order(q);
    if (n <= 1) return arc ? 0 : n;
    if (auto it = m.known.find(q); it != m.known.end()) return it->second;
    // A piece's moves each split what is left: about n * n steps of work, charged to the budget.
    const std::size_t cost = static_cast<std::size_t>(n) * static_cast<std::size_t>(n);
    if (m.budget < cost) return std::nullopt;
    m.budget -= cost;
    const std::uint64_t all = drawn::all_vertices(q);
    std::vector<char> seen(static_cast<std::size_t>(n) * 2 + 2, 0);
    for (const Removal& r : removals(q, all, arc)) {
        Grundy g = 0;
        for (const Position& piece : drawn::pieces(q, all & ~r.gone, {})) {
            auto v = piece_value(piece, arc, m);
            if (!v) return std::nullopt;
            g ^= *v;
        }
        if (g < seen.size()) seen[static_cast<std::size_t>(g)] = 1;
    }
    Grundy g = 0;
    while (seen[static_cast<std::size_t>(g)]) ++g;
    m.known.emplace(q, g);
    return g;
}

std::string vertex_list(std::uint64_t set) {
    std::string s;
    for (std::uint64_t m = set; m; m &= m - 1) s += (s.empty() ? "" : ", ") + std::to_string(std::countr_zero(m));
    return s;
}

// The value of each connected piece of p's vertices still in play. The pieces carry no state
// masks (drawn::pieces with none kept): value them with piece_value, never with value().
std::optional<std::vector<Grundy>> piece_values(const Position& p, bool arc, std::size_t budget) {
    Memo& m = memo(arc);
    m.budget = budget;
    std::vector<Grundy> out;
    for (const Position& piece : drawn::pieces(p, live_of(p), {})) {
        auto v = piece_value(piece, arc, m);
        if (!v) return std::nullopt;
        out.push_back(*v);
    }
    return out;
}

} // namespace

std::optional<Grundy> value(const Position& p, bool arc, std::size_t budget) {
    const auto values = piece_values(p, arc, budget);
    if (!values) return std::nullopt;
    Grundy g = 0;
    for (Grundy v : *values) g ^= v;
    return g;
}

template <bool Arc>
const GameMeta& KaylesGraphGame<Arc>::meta() {
    static const GameMeta m = [] {
        GameMeta g{Arc ? "arckayles" : "nodekayles", Arc ? "Arc Kayles" : "Node Kayles",
                   Arc ? "Choose an edge: its two ends are removed, with every edge at them. Whoever cannot move loses."
                       : "Choose a vertex: it is removed with all its neighbours. Whoever cannot move loses.",
                   Arc ? "Winning Ways, ch. 4 (Dawson's Kayles, 0.07, is Arc Kayles on a path); Siegel, Combinatorial Game Theory, ch. IV"
                       : "Schaefer (1978); Winning Ways, ch. 4 (0.137 is Node Kayles on a path); Siegel, Combinatorial Game Theory, ch. IV",
                   "a graph: path:N, cycle:N, grid:RxC or edges u-v separated by commas (a lone vertex by its number; vertices 0 to 63, at most 64); "
                   "then optionally ';' and the removed vertices vx separated by commas",
                   Arc ? "grid:3x3" : "path:7"};
        g.has_layout = true;
        g.picture_edit = GameMeta::PictureEdit::Graph; // the board's edit mode draws the graph
        return g;
    }();
    return m;
}

template <bool Arc>
Result<Position> KaylesGraphGame<Arc>::parse(std::string_view text, std::string_view field) const {
    return drawn::parse(text, field, "x");
}

template <bool Arc>
std::string KaylesGraphGame<Arc>::format(const Position& p) const {
    return drawn::format(p, p, "x");
}

template <bool Arc>
std::vector<Option<Position>> KaylesGraphGame<Arc>::options(const Position& p) const {
    std::vector<Option<Position>> out;
    for (const Removal& r : removals(p, live_of(p), Arc)) {
        Position q = p;
        drawn::mask(q, 0) |= r.gone;
        std::string label = r.v < 0 ? "vertex " + std::to_string(r.u) : "edge " + std::to_string(r.u) + "-" + std::to_string(r.v);
        if (r.v < 0 && std::popcount(r.gone) > 1) label += " (removes " + vertex_list(r.gone) + ")";
        out.push_back({std::move(label), std::move(q)});
    }
    return out;
}

template <bool Arc>
std::optional<Closed> KaylesGraphGame<Arc>::closed_form(const Position& p) const {
    const auto parts = piece_values(p, Arc, kPieceBudget);
    if (!parts) return std::nullopt;
    if (parts->empty()) return Closed{0, "No move is left: the player to move has lost (normal play)."};
    Grundy sum = 0;
    std::string values;
    for (Grundy g : *parts) {
        sum ^= g;
        values += (values.empty() ? "" : ", ") + std::to_string(g);
    }
    const std::optional<Grundy> v = sum;
    const std::string each = "by the mex rule over its moves (Sprague-Grundy), each piece's value remembered by its shape";
    if (parts->size() == 1) return Closed{*v, "One connected piece; its value " + std::to_string(*v) + " is found " + each + "."};
    return Closed{*v, "The vertices left form " + std::to_string(parts->size()) + " connected pieces, a sum of games: their values " + values +
                          ", nim-summed, give " + std::to_string(*v) + " (each found " + each + ")."};
}

template <bool Arc>
std::optional<std::string> KaylesGraphGame<Arc>::beyond_search(const Position& p) const {
    if (value(p, Arc, kPieceBudget)) return std::nullopt;
    return "This graph is too large to value: its pieces leave too many different shapes after moves (more than " +
           std::to_string(kPieceBudget) + " steps of work), and no closed form is known for them.";
}

template <bool Arc>
Picture KaylesGraphGame<Arc>::picture(const Position& p, const std::vector<Option<Position>>& options) const {
    Picture pic = drawn::base_picture(p);
    pic.caption = Arc ? "Click an edge: its two ends go, with every edge at them. The vertices left are tokens; removed ones are bare dots."
                      : "Click a vertex: it goes with its neighbours. The vertices left are tokens; removed ones are bare dots.";
    const std::uint64_t live = live_of(p);
    for (auto& v : pic.graph.vertices)
        if ((live >> (v.id - 1)) & 1) v.token = "1";
        else v.label.clear();
    std::vector<GraphEdge> kept;
    for (auto& e : pic.graph.edges)
        if ((live >> (e.u - 1)) & 1 && (live >> (e.v - 1)) & 1) kept.push_back(e);
    pic.graph.edges = std::move(kept);
    const auto rs = removals(p, live, Arc);
    if (!Arc) // every vertex left offers its move, a twin the move of the vertex it shares it with
        for (std::uint64_t m = live; m; m &= m - 1) {
            const int u = std::countr_zero(m), k = move_removing(rs, (adj(p, u) & live) | (1ULL << u));
            if (k >= 0 && static_cast<std::size_t>(k) < options.size()) pic.graph.vertices[static_cast<std::size_t>(u)].moves.push_back(k);
        }
    for (std::size_t k = 0; k < rs.size() && k < options.size(); ++k) {
        const int m = static_cast<int>(k);
        if (rs[k].v >= 0) {
            for (auto& e : pic.graph.edges)
                if (e.u == rs[k].u + 1 && e.v == rs[k].v + 1) e.moves.push_back(m);
        }
        for (std::uint64_t g = rs[k].gone; g; g &= g - 1) pic.graph.vertices[static_cast<std::size_t>(std::countr_zero(g))].part_of.push_back(m);
    }
    return pic;
}

template <bool Arc>
std::vector<std::pair<std::string, std::string>> KaylesGraphGame<Arc>::facts(const Position& p) const {
    const std::uint64_t live = live_of(p);
    std::vector<std::pair<std::string, std::string>> out{
        {"graph", std::to_string(order(p)) + " vertices, " + std::to_string(drawn::edge_count(p, drawn::all_vertices(p))) + " edges"},
        {"left", std::to_string(std::popcount(live)) + " vertices, " + std::to_string(drawn::edge_count(p, live)) + " edges, " +
                     std::to_string(drawn::pieces(p, live, {}).size()) + (drawn::pieces(p, live, {}).size() == 1 ? " connected piece" : " connected pieces")}};
    if (drawn::shape_of(p).shape == drawn::Shape::Path)
        out.push_back({"octal game", Arc ? "on a path, Arc Kayles is Dawson's Kayles 0.07: each run of n vertices left is a heap of n"
                                         : "on a path, Node Kayles is the octal game 0.137: each run of n vertices left is a heap of n"});
    return out;
}

template struct KaylesGraphGame<false>;
template struct KaylesGraphGame<true>;

} // namespace gl::kayles_graph
