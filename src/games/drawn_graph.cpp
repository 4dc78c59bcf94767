// drawn_graph.cpp - the position text of the games on undirected graphs (Node and Arc Kayles,
// Col, Snort): reading and writing it, the board's layout, the connected pieces. See drawn_graph.h.
#include "games/drawn_graph.h"

#include <algorithm>
#include <bit>
#include <cmath>

#include "core/text.h"

namespace gl::drawn {

namespace {

constexpr std::string_view kGraphForm = "path:N, cycle:N, grid:RxC or edges u-v separated by commas (a lone vertex by its number)";

struct Reader {
    std::string_view text;
    std::string field;
    std::size_t i = 0;

    // Digits at i, read as a number capped just past `cap` (a long number stays a number too large).
    bool number(long long& out, long long cap) {
        const std::size_t start = i;
        long long n = 0;
        while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
            n = std::min(n * 10 + (text[i] - '0'), cap + 1);
            ++i;
        }
        out = n;
        return i > start;
    }
    Error at(std::size_t where, std::string message) const { return Error{field, where, std::move(message)}; }
    Error not_number(std::string what) const {
        if (i >= text.size()) return at(text.size(), "ends where " + what + " should be");
        return at(i, quote_at(text, i) + " is not a number: expected " + what);
    }
};

Words empty_graph(int n, std::size_t masks) {
    Words p(1 + static_cast<std::size_t>(n) + masks, 0);
    p[0] = static_cast<std::uint64_t>(n);
    return p;
}
void join(Words& p, int u, int v) {
    p[1 + static_cast<std::size_t>(u)] |= 1ULL << v;
    p[1 + static_cast<std::size_t>(v)] |= 1ULL << u;
}

// `path:N`, `cycle:N`, `grid:RxC` at the start of r.text (which holds the graph part only).
Result<Words> shorthand(Reader& r, std::string_view name, std::size_t masks) {
    r.i = name.size() + 1;
    long long a = 0, b = 1;
    if (!r.number(a, kMaxVertices)) return r.not_number(name == "grid" ? "the number of rows R of grid:RxC" : "the number of vertices N of " + std::string(name) + ":N");
    if (name == "grid") {
        if (r.i >= r.text.size() || r.text[r.i] != 'x')
            return r.i >= r.text.size() ? r.at(r.i, "ends after the rows: write grid:RxC, such as grid:3x4")
                                        : r.at(r.i, quote_at(r.text, r.i) + ": expected 'x' between the rows and the columns, as in grid:3x4");
        ++r.i;
        if (!r.number(b, kMaxVertices)) return r.not_number("the number of columns C of grid:RxC");
    }
    if (r.i < r.text.size()) return r.at(r.i, quote_at(r.text, r.i) + " after " + echo(r.text.substr(0, r.i)) + ": a graph is " + std::string(kGraphForm));
    const long long n = a * b;
    const long long least = name == "cycle" ? 3 : name == "grid" ? 2 : 1;
    if (a < least || b < (name == "grid" ? 2 : 1))
        return r.at(name.size() + 1, std::string(name) + (name == "grid" ? " needs at least 2 rows and 2 columns (one row is path:N)" : " needs at least " + std::to_string(least) + " vertices"));
    if (n > kMaxVertices) return r.at(name.size() + 1, echo(r.text) + " has " + std::to_string(n) + " vertices: at most 64 are allowed");
    Words p = empty_graph(static_cast<int>(n), masks);
    const int N = static_cast<int>(n), C = static_cast<int>(b);
    if (name == "grid") {
        for (int v = 0; v < N; ++v) {
            if (v % C + 1 < C) join(p, v, v + 1);
            if (v + C < N) join(p, v, v + C);
        }
    } else {
        for (int v = 0; v + 1 < N; ++v) join(p, v, v + 1);
        if (name == "cycle") join(p, 0, N - 1);
    }
    return p;
}

// An edge list `u-v,...` with lone vertices `v`.
Result<Words> edge_list(Reader& r, std::size_t masks) {
    std::uint64_t seen = 0;
    std::vector<std::pair<int, int>> edges;
    for (std::size_t item = 1;; ++item) {
        const std::size_t start = r.i;
        const std::string nth = "item " + std::to_string(item);
        long long u = 0, v = -1;
        if (r.i >= r.text.size() || r.text[r.i] == ',') return r.at(r.i, nth + " is empty: a graph is " + std::string(kGraphForm));
        if (!r.number(u, kMaxVertices)) return r.at(r.i, quote_at(r.text, r.i) + " is not a vertex number: " + nth + " should be an edge u-v or a vertex v; a graph is " + std::string(kGraphForm));
        if (r.i < r.text.size() && r.text[r.i] == '-') {
            ++r.i;
            if (!r.number(v, kMaxVertices)) return r.not_number("the second vertex of the edge " + echo(r.text.substr(start, r.i - start)));
        }
        if (r.i < r.text.size() && r.text[r.i] != ',')
            return r.at(r.i, quote_at(r.text, r.i) + " after " + echo(r.text.substr(start, r.i - start)) + ": items are separated by commas, each an edge u-v or a vertex v");
        for (long long x : {u, v})
            if (x >= kMaxVertices) return r.at(start, nth + " " + echo(r.text.substr(start, r.i - start)) + " names a vertex above 63: vertices are numbered 0 to 63");
        if (v == u) return r.at(start, "the edge " + echo(r.text.substr(start, r.i - start)) + " is a loop: these graphs have none");
        seen |= 1ULL << u;
        if (v >= 0) {
            seen |= 1ULL << v;
            const std::pair<int, int> e{static_cast<int>(std::min(u, v)), static_cast<int>(std::max(u, v))};
            if (std::find(edges.begin(), edges.end(), e) != edges.end())
                return r.at(start, "the edge " + echo(r.text.substr(start, r.i - start)) + " is written twice: two vertices are joined once or not at all");
            edges.emplace_back(e.first, e.second);
        }
        if (r.i >= r.text.size()) break;
        ++r.i;
        if (r.i >= r.text.size()) return r.at(r.i - 1, "ends with ','; expected another edge u-v or vertex v after it");
    }
    const int n = 64 - std::countl_zero(seen);
    for (int v = 0; v < n; ++v)
        if (!((seen >> v) & 1))
            return r.at(Error::kWhole, "vertex " + std::to_string(v) + " is missing: the vertices are 0 to " + std::to_string(n - 1) +
                                           ", each in an edge or written alone (" + std::to_string(v) + ") if it has none");
    Words p = empty_graph(n, masks);
    for (auto [u, v] : edges) join(p, u, v);
    return p;
}

// The states after ';': `vS` items, S one or more of `letters`.
Result<Words> read_states(Words p, std::string_view text, std::size_t offset, const std::string& field, std::string_view letters) {
    Reader r{text, field, offset};
    std::uint64_t listed = 0;
    const std::string form = "states are vS separated by commas, S of the letters " + echo(letters);
    for (;;) {
        const std::size_t start = r.i;
        long long v = 0;
        if (r.i >= text.size() || text[r.i] == ',') return r.at(r.i, "a state is empty after ';': " + form);
        if (!r.number(v, kMaxVertices)) return r.at(r.i, quote_at(text, r.i) + " is not a vertex number: " + form);
        if (v >= order(p)) return r.at(start, "vertex " + std::to_string(v) + " is not in the graph (its vertices are 0 to " + std::to_string(order(p) - 1) + ")");
        if ((listed >> v) & 1) return r.at(start, "vertex " + std::to_string(v) + " has two states: write its letters together, once");
        listed |= 1ULL << v;
        if (r.i >= text.size() || text[r.i] == ',') return r.at(r.i, "vertex " + std::to_string(v) + " has no state letter: " + form);
        for (; r.i < text.size() && text[r.i] != ','; ++r.i) {
            const std::size_t k = letters.find(text[r.i]);
            if (k == std::string_view::npos) return r.at(r.i, quote_at(text, r.i) + " is not a state of vertex " + std::to_string(v) + ": " + form);
            if ((mask(p, k) >> v) & 1) return r.at(r.i, quote_at(text, r.i) + " is written twice for vertex " + std::to_string(v));
            mask(p, k) |= 1ULL << v;
        }
        if (r.i >= text.size()) break;
        ++r.i;
        if (r.i >= text.size()) return r.at(r.i - 1, "ends with ','; expected another state vS after it");
    }
    return p;
}

} // namespace

Result<Words> parse(std::string_view text, std::string_view field, std::string_view letters) {
    const std::string f(field);
    if (text.empty()) return Error{f, 0, "is empty: a graph is " + std::string(kGraphForm) + ", such as path:5"};
    if (text.size() > 20000) return Error{f, Error::kWhole, "is too long: a graph has at most 64 vertices"};
    const std::size_t semi = text.find(';');
    Reader r{text.substr(0, semi), f, 0};
    Result<Words> g = Error{};
    bool shorthand_form = false;
    for (std::string_view name : {"path", "cycle", "grid"})
        if (r.text.size() > name.size() && r.text.substr(0, name.size()) == name && r.text[name.size()] == ':') {
            g = shorthand(r, name, letters.size());
            shorthand_form = true;
        }
    if (!shorthand_form) {
        if (!r.text.empty() && (r.text[0] < '0' || r.text[0] > '9'))
            return Error{f, 0, quote_at(text, 0) + " does not start a graph: a graph is " + std::string(kGraphForm)};
        g = edge_list(r, letters.size());
    }
    if (!g) return g.error();
    if (semi == std::string_view::npos) return g;
    if (semi + 1 >= text.size()) return Error{f, semi, "ends with ';': write the states after it, or leave ';' out"};
    return read_states(std::move(g.value()), text, semi + 1, f, letters);
}

ShapeOf shape_of(const Words& p) {
    const int n = order(p);
    auto same = [&](const Words& q) {
        for (int v = 0; v < n; ++v)
            if (adj(q, v) != adj(p, v)) return false;
        return true;
    };
    auto build = [&](std::string_view text) {
        Reader r{text, "", 0};
        const std::size_t colon = text.find(':');
        return shorthand(r, text.substr(0, colon), 0);
    };
    if (auto q = build("path:" + std::to_string(n)); q && same(q.value())) return {Shape::Path, 1, n};
    if (n >= 3)
        if (auto q = build("cycle:" + std::to_string(n)); q && same(q.value())) return {Shape::Cycle, 1, n};
    for (int rows = 2; rows * 2 <= n; ++rows)
        if (n % rows == 0)
            if (auto q = build("grid:" + std::to_string(rows) + "x" + std::to_string(n / rows)); q && same(q.value())) return {Shape::Grid, rows, n / rows};
    return {};
}

std::string format(const Words& p, const Words& written, std::string_view letters) {
    const int n = order(p);
    const ShapeOf s = shape_of(p);
    std::string out;
    if (s.shape == Shape::Path) out = "path:" + std::to_string(n);
    else if (s.shape == Shape::Cycle) out = "cycle:" + std::to_string(n);
    else if (s.shape == Shape::Grid) out = "grid:" + std::to_string(s.rows) + "x" + std::to_string(s.cols);
    else {
        for (int u = 0; u < n; ++u) {
            const std::uint64_t up = adj(p, u) >> u; // the edges u-v with v > u
            if (adj(p, u) == 0) out += (out.empty() ? "" : ",") + std::to_string(u);
            for (std::uint64_t m = u == 63 ? 0 : up >> 1; m; m &= m - 1)
                out += (out.empty() ? "" : ",") + std::to_string(u) + "-" + std::to_string(u + 1 + std::countr_zero(m));
        }
    }
    std::string states;
    for (int v = 0; v < n; ++v) {
        std::string letters_of;
        for (std::size_t k = 0; k < letters.size(); ++k)
            if ((mask(written, k) >> v) & 1) letters_of += letters[k];
        if (!letters_of.empty()) states += (states.empty() ? "" : ",") + std::to_string(v) + letters_of;
    }
    return states.empty() ? out : out + ";" + states;
}

std::vector<std::pair<float, float>> layout(const Words& p) {
    const int n = order(p);
    const ShapeOf s = shape_of(p);
    std::vector<std::pair<float, float>> at(static_cast<std::size_t>(n));
    constexpr float kStep = 1.4f;
    for (int v = 0; v < n; ++v) {
        auto& xy = at[static_cast<std::size_t>(v)];
        if (s.shape == Shape::Path) {
            xy = {kStep * static_cast<float>(v), 1.0f};
        } else if (s.shape == Shape::Grid) {
            xy = {kStep * static_cast<float>(v % s.cols), 0.6f + kStep * static_cast<float>(s.rows - 1 - v / s.cols)};
        } else { // a ring, vertex 0 at the top, clockwise
            const float radius = std::max(1.2f, 0.3f * static_cast<float>(n));
            const float a = 6.2831853f * static_cast<float>(v) / static_cast<float>(n);
            xy = {radius * std::sin(a), 0.6f + radius + radius * std::cos(a)};
        }
    }
    return at;
}

std::uint64_t reach(const Words& p, int v, std::uint64_t live) {
    std::uint64_t got = 1ULL << v, frontier = got;
    while (frontier) {
        std::uint64_t next = 0;
        for (std::uint64_t m = frontier; m; m &= m - 1) next |= adj(p, std::countr_zero(m));
        next &= live & ~got;
        got |= next;
        frontier = next;
    }
    return got;
}

int edge_count(const Words& p, std::uint64_t live) {
    int twice = 0;
    for (std::uint64_t m = live; m; m &= m - 1) twice += std::popcount(adj(p, std::countr_zero(m)) & live);
    return twice / 2;
}

namespace {
// The bits of x at the positions set in `sel`, packed to the low end in order.
std::uint64_t pack(std::uint64_t x, std::uint64_t sel) {
    std::uint64_t out = 0;
    int k = 0;
    for (std::uint64_t m = sel; m; m &= m - 1, ++k)
        if (x & (m & -m)) out |= 1ULL << k;
    return out;
}
} // namespace

std::vector<Words> pieces(const Words& p, std::uint64_t live, const std::vector<std::size_t>& keep_masks) {
    std::vector<Words> out;
    for (std::uint64_t rest = live; rest;) {
        const std::uint64_t piece = reach(p, std::countr_zero(rest), live);
        rest &= ~piece;
        const int n = std::popcount(piece);
        Words q = empty_graph(n, keep_masks.size());
        int k = 0;
        for (std::uint64_t m = piece; m; m &= m - 1, ++k) q[1 + static_cast<std::size_t>(k)] = pack(adj(p, std::countr_zero(m)), piece);
        for (std::size_t j = 0; j < keep_masks.size(); ++j) mask(q, j) = pack(mask(p, keep_masks[j]), piece);
        out.push_back(std::move(q));
    }
    return out;
}

Picture base_picture(const Words& p) {
    Picture pic;
    pic.layout = Picture::Layout::Graph;
    const auto at = layout(p);
    for (int v = 0; v < order(p); ++v) {
        GraphVertex gv;
        gv.id = v + 1;
        gv.x = at[static_cast<std::size_t>(v)].first;
        gv.y = at[static_cast<std::size_t>(v)].second;
        gv.label = std::to_string(v);
        pic.graph.vertices.push_back(std::move(gv));
    }
    for (int u = 0; u < order(p); ++u)
        for (std::uint64_t m = adj(p, u) & ~((2ULL << u) - 1); m; m &= m - 1) {
            GraphEdge e;
            e.u = u + 1;
            e.v = std::countr_zero(m) + 1;
            e.colour = EdgeColour::Black;
            pic.graph.edges.push_back(std::move(e));
        }
    return pic;
}

} // namespace gl::drawn
