// hackenbush.cpp - Green Hackenbush. Index:
//   [SECTION] Text        parse (errors name the edge and the character) and canonical format
//   [SECTION] Moves       chop an edge, drop whatever no longer touches the ground
//   [SECTION] Principles  bridges, fusion of the 2-edge-connected parts, colon from the leaves down
//   [SECTION] Ruleset     meta, options, closed form, picture (a tidy layered layout), facts, steps
#include "games/hackenbush.h"

#include <algorithm>
#include <cstdlib>
#include <map>

#include "core/text.h"
#include "games/edge_list.h"
#include "games/hackenbush_notation.h"

namespace gl::hackenbush {

using Position = HackenbushGame::Position;

const char* step_kind_name(Step::Kind k) {
    switch (k) {
    case Step::Kind::Fusion: return "fusion";
    case Step::Kind::Bamboo: return "bamboo";
    case Step::Kind::Colon: return "colon";
    case Step::Kind::Ground: return "ground";
    }
    return "colon";
}

namespace {

std::string edge_text(std::uint32_t code) {
    const Edge e = edge_of(code);
    return std::to_string(e.u) + "-" + std::to_string(e.v);
}

int max_vertex(const Position& p) {
    int m = 0;
    for (auto c : p) m = std::max(m, edge_of(c).v);
    return m;
}

// Which vertices the ground reaches along the edges of p.
std::vector<char> reached(const Position& p) {
    const std::size_t n = static_cast<std::size_t>(max_vertex(p)) + 1;
    std::vector<int> start(n + 1, 0), adj(2 * p.size());
    for (auto c : p) ++start[edge_of(c).u + 1], ++start[edge_of(c).v + 1];
    for (std::size_t k = 0; k < n; ++k) start[k + 1] += start[k];
    std::vector<int> fill(start.begin(), start.end() - 1);
    for (auto c : p) {
        const Edge e = edge_of(c);
        adj[fill[e.u]++] = e.v;
        adj[fill[e.v]++] = e.u;
    }
    std::vector<char> seen(n, 0);
    std::vector<int> stack{0};
    seen[0] = 1;
    while (!stack.empty()) {
        const int x = stack.back();
        stack.pop_back();
        for (int k = start[x]; k < start[x + 1]; ++k)
            if (!seen[adj[k]]) seen[adj[k]] = 1, stack.push_back(adj[k]);
    }
    return seen;
}

std::string vertex_set(const std::vector<int>& vs) {
    std::string s = "{";
    for (std::size_t i = 0; i < vs.size(); ++i) s += (i ? ", " : "") + (vs[i] == 0 ? std::string("ground") : std::to_string(vs[i]));
    return s + "}";
}

} // namespace

//-----------------------------------------------------------------------------
// [SECTION] Text
//-----------------------------------------------------------------------------

Result<Position> HackenbushGame::parse(std::string_view text, std::string_view field) const {
    if (text.empty())
        return Error{std::string(field), Error::kWhole, "is empty: expected edges u-v separated by commas, such as 0-1,1-2 (0 is the ground; the bare ground is 0)"};
    if (text == "0") return Position{};
    if (hackenbush_notation::is_notation(text)) { // CGSuite's strings with green edges: eee, e(ee;e)
        auto listed = hackenbush_notation::to_edge_list(text, field, true, kMaxEdges);
        if (!listed) return listed.error();
        return parse(listed.value(), field);
    }
    static constexpr edge_list::Grammar grammar{kMaxEdges, kMaxVertex, "", "u-v", "0-1", "", ""};
    auto edges = edge_list::parse(text, field, grammar);
    if (!edges) return edges.error();
    Position p;
    for (const auto& e : edges.value()) p.push_back(code_of(e.u, e.v));
    std::sort(p.begin(), p.end());
    return p;
}

std::string HackenbushGame::format(const Position& p) const {
    if (p.empty()) return "0";
    std::string s;
    for (std::size_t k = 0; k < p.size(); ++k) {
        if (k) s += ',';
        s += edge_text(p[k]);
    }
    return s;
}

//-----------------------------------------------------------------------------
// [SECTION] Moves
//-----------------------------------------------------------------------------

Position grounded(const Position& p) {
    const auto seen = reached(p);
    Position q;
    q.reserve(p.size());
    for (auto c : p)
        if (seen[edge_of(c).u]) q.push_back(c);
    return q;
}

Position chop(const Position& p, std::size_t index) {
    Position q = p;
    q.erase(q.begin() + static_cast<std::ptrdiff_t>(index));
    return grounded(q);
}

//-----------------------------------------------------------------------------
// [SECTION] Principles
//-----------------------------------------------------------------------------

namespace {

// A position as a graph: each vertex's neighbours and the edges to them (loops left out: a loop
// is never a bridge), and which vertices appear at all (the ground always does).
struct Adjacency {
    std::vector<std::vector<std::pair<int, int>>> adj; // (other end, edge index)
    std::vector<char> present;
};

Adjacency adjacency(const Position& p) {
    const int n = max_vertex(p) + 1;
    Adjacency g;
    g.adj.resize(static_cast<std::size_t>(n));
    g.present.assign(static_cast<std::size_t>(n), 0);
    g.present[0] = 1;
    for (std::size_t k = 0; k < p.size(); ++k) {
        const Edge e = edge_of(p[k]);
        g.present[e.u] = g.present[e.v] = 1;
        if (e.u == e.v) continue;
        g.adj[e.u].push_back({e.v, static_cast<int>(k)});
        g.adj[e.v].push_back({e.u, static_cast<int>(k)});
    }
    return g;
}

// Which of the m edges are bridges: Tarjan's low-link, iteratively (a long stalk must not
// overflow the stack). Edges are told apart by index, so two edges between the same vertices
// make a circuit.
std::vector<char> bridges(const Adjacency& g, std::size_t m) {
    const int n = static_cast<int>(g.adj.size());
    std::vector<int> disc(static_cast<std::size_t>(n), -1), low(static_cast<std::size_t>(n), 0);
    std::vector<char> bridge(m, 0);
    int timer = 0;
    struct Frame { int v, via; std::size_t next; };
    for (int s = 0; s < n; ++s) {
        if (!g.present[s] || disc[s] >= 0) continue;
        std::vector<Frame> st{{s, -1, 0}};
        disc[s] = low[s] = timer++;
        while (!st.empty()) {
            Frame& f = st.back();
            if (f.next < g.adj[f.v].size()) {
                const auto [w, e] = g.adj[f.v][f.next++];
                if (e == f.via) continue;
                if (disc[w] < 0) {
                    disc[w] = low[w] = timer++;
                    st.push_back({w, e, 0});
                } else {
                    low[f.v] = std::min(low[f.v], disc[w]);
                }
            } else {
                const Frame done = f;
                st.pop_back();
                if (!st.empty()) {
                    low[st.back().v] = std::min(low[st.back().v], low[done.v]);
                    if (low[done.v] > disc[st.back().v]) bridge[static_cast<std::size_t>(done.via)] = 1;
                }
            }
        }
    }
    return bridge;
}

// The 2-edge-connected parts (what stays connected without the bridges), each to be fused into
// one vertex, and the tree the bridges make of them.
struct Parts {
    std::vector<int> part;                              // each vertex's part
    std::vector<std::vector<int>> vertices;             // each part's vertices, sorted
    std::vector<std::vector<int>> loops;                // each part's edges that become loops (non-bridges)
    std::vector<std::vector<std::pair<int, int>>> tree; // (other part, bridge)
    int rep(int c) const { return vertices[c].front(); } // the ground if it is there
};

Parts fused_parts(const Position& p, const Adjacency& g, const std::vector<char>& bridge) {
    const int n = static_cast<int>(g.adj.size());
    Parts ps;
    ps.part.assign(static_cast<std::size_t>(n), -1);
    for (int s = 0; s < n; ++s) {
        if (!g.present[s] || ps.part[s] >= 0) continue;
        const int id = static_cast<int>(ps.vertices.size());
        ps.vertices.push_back({});
        std::vector<int> stack{s};
        ps.part[s] = id;
        while (!stack.empty()) {
            const int x = stack.back();
            stack.pop_back();
            ps.vertices[id].push_back(x);
            for (auto [y, e] : g.adj[x])
                if (!bridge[e] && ps.part[y] < 0) ps.part[y] = id, stack.push_back(y);
        }
        std::sort(ps.vertices[id].begin(), ps.vertices[id].end());
    }
    ps.loops.resize(ps.vertices.size());
    ps.tree.resize(ps.vertices.size());
    for (std::size_t k = 0; k < p.size(); ++k) {
        const Edge e = edge_of(p[k]);
        if (bridge[k]) {
            ps.tree[ps.part[e.u]].push_back({ps.part[e.v], static_cast<int>(k)});
            ps.tree[ps.part[e.v]].push_back({ps.part[e.u], static_cast<int>(k)});
        } else {
            ps.loops[ps.part[e.u]].push_back(static_cast<int>(k));
        }
    }
    return ps;
}

// Counts the fusions and (recording) describes each, the ground's circuits first.
void fusion_steps(const Parts& ps, int root, bool record, Reduction& r) {
    std::vector<int> order(ps.vertices.size());
    for (std::size_t c = 0; c < order.size(); ++c) order[c] = static_cast<int>(c);
    std::sort(order.begin(), order.end(), [&](int a, int b) { return ps.rep(a) < ps.rep(b); });
    for (int c : order) {
        const auto& es = ps.loops[c];
        if (ps.vertices[c].size() < 2) continue; // only loops: nothing to fuse
        ++r.fusions;
        if (!record) continue;
        Step s;
        s.kind = Step::Kind::Fusion;
        s.vertex = ps.rep(c);
        s.vertices = ps.vertices[c];
        s.edges = es;
        s.result = es.size();
        s.text = "Fusion: the circuits through vertices " + vertex_set(s.vertices) + " fuse into " +
                 (c == root ? std::string("the ground") : "one vertex (" + std::to_string(s.vertex) + ")") + "; their " +
                 std::to_string(es.size()) + " edges become " + std::to_string(es.size()) + " loops (a loop stays a loop), each worth a stalk of one edge.";
        r.steps.push_back(std::move(s));
    }
}

// The colon principle's walk down the bridge tree from the ground: each part's parent and the
// bridge to it, the parts in the order met (parents before children), and as the walk comes back
// up, what each part is worth, every edge above it (for drawing a branch) and whether what
// stands on it is a bare stalk.
struct ColonWalk {
    const Parts& ps;
    int root = 0;
    std::vector<int> parent, parent_bridge, seq;
    std::vector<Grundy> value;
    std::vector<std::vector<int>> above;
    std::vector<char> stalk;
    bool child(int c, int d, int e) const { return parent[d] == c && parent_bridge[d] == e; }
};

ColonWalk walk_down(const Parts& ps, int root) {
    const std::size_t parts = ps.vertices.size();
    ColonWalk w{ps, root, std::vector<int>(parts, -1), std::vector<int>(parts, -1), {},
                std::vector<Grundy>(parts, 0), std::vector<std::vector<int>>(parts), std::vector<char>(parts, 0)};
    std::vector<int> walk{root};
    std::vector<char> done(parts, 0);
    done[root] = 1;
    while (!walk.empty()) {
        const int c = walk.back();
        walk.pop_back();
        w.seq.push_back(c);
        for (auto [d, e] : ps.tree[c])
            if (!done[d]) done[d] = 1, w.parent[d] = c, w.parent_bridge[d] = e, walk.push_back(d);
    }
    return w;
}

// Bamboo steps at part c: each child that is a stalk of two or more edges, standing on a branch
// point or the ground, is the Nim heap of its length.
void bamboo_steps(const ColonWalk& w, int c, Reduction& r) {
    for (auto [d, e] : w.ps.tree[c]) {
        if (!w.child(c, d, e) || !w.stalk[d] || w.value[d] < 1) continue;
        Step s;
        s.kind = Step::Kind::Bamboo;
        s.vertex = w.ps.rep(c);
        s.vertices = {w.ps.rep(c)};
        s.edges = w.above[d];
        s.edges.push_back(e);
        std::sort(s.edges.begin(), s.edges.end());
        s.lengths = {1 + w.value[d]};
        s.result = 1 + w.value[d];
        s.text = "Bamboo: the stalk of " + std::to_string(s.result) + " edges on " +
                 (c == w.root ? std::string("the ground") : "vertex " + std::to_string(w.ps.rep(c))) + " is the Nim heap *" +
                 std::to_string(s.result) + ".";
        r.steps.push_back(std::move(s));
    }
}

// The step that sums the branches at part c: the ground's (the value), or a colon step where two
// or more branches meet at a vertex.
void branch_step(const ColonWalk& w, int c, const std::vector<int>& edges, const std::vector<Grundy>& branches,
                 std::size_t loops, Reduction& r) {
    const Grundy v = w.value[c];
    if (c == w.root) {
        Step s;
        s.kind = Step::Kind::Ground;
        s.vertex = 0;
        s.vertices = {0};
        s.edges = edges;
        s.lengths = branches;
        s.result = v;
        if (branches.size() == 1)
            s.text = "The ground: one stalk of " + std::to_string(v) + " stands on it, so the value is *" + std::to_string(v) + ".";
        else
            s.text = "The ground: its " + std::to_string(branches.size()) + " stalks, worth " + joined(branches, ", ") +
                     ", are a sum of Nim heaps: " + joined(branches, " ⊕ ") + " = " + std::to_string(v) + ".";
        r.steps.push_back(std::move(s));
    } else if (branches.size() >= 2) {
        ++r.colons;
        Step s;
        s.kind = Step::Kind::Colon;
        s.vertex = w.ps.rep(c);
        s.vertices = {w.ps.rep(c)};
        s.edges = edges;
        s.lengths = branches;
        s.result = v;
        s.text = "Colon principle at vertex " + std::to_string(w.ps.rep(c)) + ": branches worth " + joined(branches, ", ") +
                 (loops ? " (each loop a stalk of 1)" : "") + " become one stalk of " + joined(branches, " ⊕ ") + " = " +
                 std::to_string(v) + ".";
        r.steps.push_back(std::move(s));
    }
}

// Part c, its children done: its value is the nim-sum of (1 + each child's value) and 1 per loop.
void colon_at(ColonWalk& w, int c, bool record, Reduction& r) {
    std::vector<Grundy> branches;
    std::vector<int> edges;
    if (record) edges = w.ps.loops[c];
    int child_count = 0;
    for (auto [d, e] : w.ps.tree[c]) {
        if (d == w.parent[c] && e == w.parent_bridge[c]) continue;
        if (!w.child(c, d, e)) continue;
        ++child_count;
        branches.push_back(1 + w.value[d]);
        if (!record) continue;
        edges.push_back(e);
        edges.insert(edges.end(), w.above[d].begin(), w.above[d].end());
    }
    const std::size_t loops = w.ps.loops[c].size();
    for (std::size_t k = 0; k < loops; ++k) branches.push_back(1);
    Grundy v = 0;
    for (Grundy b : branches) v ^= b;
    w.value[c] = v;
    if (!record) {
        r.colons += c != w.root && branches.size() >= 2;
        return;
    }
    std::sort(edges.begin(), edges.end());
    w.above[c] = edges;
    // A bare stalk: one vertex, no loops, one child which is itself a bare stalk (or nothing).
    const bool bare = loops == 0 && w.ps.vertices[c].size() == 1 && child_count <= 1;
    bool child_bare = true;
    for (auto [d, e] : w.ps.tree[c])
        if (w.child(c, d, e)) child_bare = w.stalk[d] != 0;
    w.stalk[c] = bare && child_bare;
    if (branches.size() >= 2 || c == w.root) bamboo_steps(w, c, r);
    branch_step(w, c, edges, branches, loops, r);
}

} // namespace

// Fusion principle (Winning Ways, ch. 7; Ferguson §5.3): the vertices of a circuit may be fused
// into one, its edges becoming loops, without changing the value. An edge lies on a circuit iff
// it is not a bridge, so fusing every 2-edge-connected part (found with Tarjan's low-link, edges
// told apart by index so that two edges between the same vertices make a circuit) leaves a tree
// of bridges with loops at its vertices. Colon principle (Ferguson §5.2): from the leaves down, a
// vertex's branches are worth the nim-sum of (1 + the value above each bridge) and 1 per loop.
Reduction reduce(const Position& p, bool record) {
    Reduction r;
    if (p.empty()) return r;
    const Adjacency g = adjacency(p);
    const Parts ps = fused_parts(p, g, bridges(g, p.size()));
    const int root = ps.part[0];
    fusion_steps(ps, root, record, r);
    ColonWalk w = walk_down(ps, root);
    // seq lists parents before children: walking it backwards visits the leaves first.
    for (auto it = w.seq.rbegin(); it != w.seq.rend(); ++it) colon_at(w, *it, record, r);
    r.value = w.value[root];
    return r;
}

//-----------------------------------------------------------------------------
// [SECTION] Ruleset
//-----------------------------------------------------------------------------

const GameMeta& HackenbushGame::meta() {
    static const GameMeta m{
        "hackenbush", "Hackenbush",
        "Chop one edge of the picture: Left a blue or green edge, Right a red or green one; whatever no longer touches the ground falls away. Whoever cannot chop loses. All green: Green Hackenbush, an impartial game.",
        "Ferguson, Game Theory, Part I, §5; Berlekamp, Conway and Guy, Winning Ways, ch. 1, 2 and 7",
        "edges u-v separated by commas, vertex 0 the ground, v-v a loop, a pair written twice two edges (at most 400 edges, vertices 0 to 999; 0 alone: the bare ground), all green; or with colours u-vC, C = b (blue, Left's), r (red, Right's), g or nothing (green), at most 40 edges (0-1b,1-2r,1-3); or CGSuite's string notation: l blue, r red, e green, (A;B) branches, :X names a vertex (e(ee;e), lrlerrr)",
        "0-1,1-2,1-3,3-3"};
    static const GameMeta with_board = [] {
        GameMeta w = m;
        w.has_layout = true;       // layout= pins the drawing
        w.picture_edit = GameMeta::PictureEdit::Position; // the drawing is the position: edges u-v
        w.edge_colours = true;     // u-vC: a palette in the edit mode
        w.plain_edge = 'g';        // u-v is green
        return w;
    }();
    return with_board;
}

// The edit mode's presets (Ferguson §5 and Winning Ways ch. 7 draw pictures like these); a layout
// pins the vertices of the drawings that are pictures, the rest use the automatic layout.
std::vector<PicturePreset> HackenbushGame::picture_presets() const {
    return {
        {"Bamboo stalks 3, 5, 6", "", "0-1,1-2,2-3,0-4,4-5,5-6,6-7,7-8,0-9,9-10,10-11,11-12,12-13,13-14"},
        {"A forest of small trees", "", "0-1,1-2,1-3,0-4,4-5,5-6,5-7,5-8,0-9,9-10,10-11,9-12"},
        {"A girl", "", "0-1,0-1,1-2,2-3,2-4,2-5,3-6,4-7,5-8,5-9,8-9", "1:1.5,1.5|2:1.5,3|3:0.5,3.5|4:2.5,3.5|5:1.5,3.5|6:0,2.5|7:3,2.5|8:1,4.5|9:2,4.5"},
        {"A house", "", "0-1,0-2,1-2,1-3,2-3,3-4,0-5,0-6,5-7,6-8,7-8", "1:0,2|2:3,2|3:1.5,3.5|4:1.5,4.5|5:1,0.5|6:2,0.5|7:1,1.5|8:2,1.5"},
        {"A triangle on a stalk", "", "0-1,1-2,2-3,2-4,3-4", "1:1,1|2:1,2|3:0.5,3|4:1.5,3"},
        {"Several circuits", "", "0-1,0-2,1-2,2-3,3-4,3-5,4-5,5-5,1-6,6-7,6-8,7-8,8-9,9-9",
         "1:0,1.5|2:2,1.5|3:2.5,2.5|4:2,3.5|5:3.5,3.5|6:0,2.5|7:-0.5,3.5|8:0.5,3.5|9:0.5,4.5"},
    };
}

// One option per distinct edge: chopping either of two edges between the same vertices leaves the
// same position, so it is one move (each option once, as the contract asks).
std::vector<Option<Position>> HackenbushGame::options(const Position& p) const {
    std::vector<Option<Position>> out;
    out.reserve(p.size());
    for (std::size_t k = 0; k < p.size(); ++k) {
        if (k && p[k] == p[k - 1]) continue;
        std::size_t same = 1;
        while (k + same < p.size() && p[k + same] == p[k]) ++same;
        Position q = chop(p, k);
        const std::size_t fell = p.size() - 1 - q.size();
        std::string label = "chop " + edge_text(p[k]);
        if (same > 1) label += " (one of " + std::to_string(same) + ")";
        if (fell) label += ", " + std::to_string(fell) + (fell == 1 ? " edge falls" : " edges fall");
        out.push_back({std::move(label), std::move(q)});
    }
    return out;
}

std::size_t HackenbushGame::count_options(const Position& p) const {
    std::size_t n = 0;
    for (std::size_t k = 0; k < p.size(); ++k) n += k == 0 || p[k] != p[k - 1];
    return n;
}

// The option index of each edge (edges between the same vertices share one).
std::vector<int> move_of_edge(const Position& p) {
    std::vector<int> out(p.size(), 0);
    int m = -1;
    for (std::size_t k = 0; k < p.size(); ++k) {
        if (k == 0 || p[k] != p[k - 1]) ++m;
        out[k] = m;
    }
    return out;
}

std::optional<Closed> HackenbushGame::closed_form(const Position& p) const {
    const Reduction r = reduce(p, false); // the value and the counts; the steps themselves come with steps()
    const std::size_t fusions = r.fusions, colons = r.colons;
    std::string why;
    if (p.empty()) why = "No edge is left: the player to move has lost (normal play); its value is 0.";
    else
        why = "By the principles, without search: " +
              (fusions ? std::to_string(fusions) + (fusions == 1 ? " circuit part fused" : " circuit parts fused") + " (fusion principle), "
                       : std::string()) +
              (colons ? std::to_string(colons) + (colons == 1 ? " colon step" : " colon steps") + ", " : std::string()) +
              "and the stalks on the ground added as Nim heaps: the value is " + std::to_string(r.value) +
              (r.value == 0 ? ", so every chop leaves an N-position." : "; a chop that leaves 0 wins.");
    return Closed{r.value, why};
}

std::vector<AnalysisStep> HackenbushGame::steps(const Position& p) const {
    std::vector<AnalysisStep> out;
    for (Step& s : reduce(p).steps)
        out.push_back(AnalysisStep{step_kind_name(s.kind), std::move(s.text), std::move(s.vertices), std::move(s.edges),
                                   std::move(s.lengths), s.result, s.kind == Step::Kind::Fusion, {}});
    return out;
}

std::vector<std::pair<std::string, std::string>> HackenbushGame::facts(const Position& p) const {
    std::size_t loops = 0, vertices = 0;
    std::vector<char> seen(static_cast<std::size_t>(max_vertex(p) + 1), 0);
    for (auto c : p) {
        const Edge e = edge_of(c);
        loops += e.u == e.v;
        for (int x : {e.u, e.v})
            if (x && !seen[x]) seen[x] = 1, ++vertices;
    }
    return {{"edges", std::to_string(p.size())}, {"vertices (besides the ground)", std::to_string(vertices)},
            {"loops", std::to_string(loops)}};
}

namespace {

// The picture's tree: each vertex's neighbours (once each, loops left out), its distance from the
// ground, and its children in a breadth-first spanning tree from the ground.
struct Layout {
    int n = 0;
    std::vector<std::vector<int>> adj;
    std::vector<int> depth;              // -1: not reached
    std::vector<std::vector<int>> kids;
};

Layout spanning_tree(const Position& p) {
    Layout t;
    t.n = max_vertex(p) + 1;
    const auto n = static_cast<std::size_t>(t.n);
    t.adj.resize(n);
    for (auto c : p) {
        const Edge e = edge_of(c);
        if (e.u == e.v) continue;
        t.adj[e.u].push_back(e.v);
        t.adj[e.v].push_back(e.u);
    }
    for (auto& a : t.adj) std::sort(a.begin(), a.end()), a.erase(std::unique(a.begin(), a.end()), a.end());
    std::vector<int> tparent(n, -1), queue{0};
    t.depth.assign(n, -1);
    t.depth[0] = 0;
    for (std::size_t h = 0; h < queue.size(); ++h)
        for (int y : t.adj[queue[h]])
            if (t.depth[y] < 0) t.depth[y] = t.depth[queue[h]] + 1, tparent[y] = queue[h], queue.push_back(y);
    t.kids.resize(n);
    for (int v = 1; v < t.n; ++v)
        if (t.depth[v] > 0) t.kids[tparent[v]].push_back(v);
    return t;
}

// Leaves one unit apart in depth-first order, each parent centred over its children.
void place(const Layout& t, int v, std::vector<float>& x, float& next_leaf) {
    if (t.kids[v].empty()) {
        x[v] = next_leaf;
        next_leaf += 1;
        return;
    }
    for (int k : t.kids[v]) place(t, k, x, next_leaf);
    x[v] = (x[t.kids[v].front()] + x[t.kids[v].back()]) / 2;
}

std::vector<float> places_across(const Layout& t) {
    std::vector<float> x(static_cast<std::size_t>(t.n), 0);
    float next_leaf = 0;
    for (int k : t.kids[0]) {
        place(t, k, x, next_leaf);
        next_leaf += 0.5f; // a gap between the trees standing on the ground
    }
    return x;
}

// Each vertex's height: its layer. An edge between two vertices of one layer with another vertex
// of that layer between them would be drawn straight through it (dense pictures: circuits among
// siblings). Such a layer is bent into a dome, each vertex raised by up to 0.6 of a layer (the
// most in the middle): no three points of a strictly concave curve stand in a line, so every such
// edge passes under the vertices between its ends.
std::vector<float> heights(const Layout& t, const std::vector<float>& x) {
    const auto n = static_cast<std::size_t>(t.n);
    std::vector<float> y(n, 0);
    for (int v = 1; v < t.n; ++v) y[v] = static_cast<float>(t.depth[v]);
    std::map<int, std::vector<int>> layers;
    for (int v = 1; v < t.n; ++v)
        if (t.depth[v] > 0) layers[t.depth[v]].push_back(v);
    for (auto& [d, layer] : layers) {
        std::sort(layer.begin(), layer.end(), [&](int a, int b) { return x[a] < x[b]; });
        std::vector<int> at(n, -1);
        for (std::size_t i = 0; i < layer.size(); ++i) at[layer[i]] = static_cast<int>(i);
        bool through = false;
        for (int v : layer)
            for (int w : t.adj[v])
                if (at[w] >= 0 && std::abs(at[w] - at[v]) > 1) through = true;
        if (!through) continue;
        const float lo = x[layer.front()], hi = x[layer.back()];
        const float mid = (lo + hi) / 2, half = std::max(0.5f, (hi - lo) / 2);
        for (int v : layer) {
            const float u = (x[v] - mid) / half;
            y[v] += 0.6f * (1 - u * u);
        }
    }
    return y;
}

} // namespace

// A layered drawing: a vertex's height is its distance from the ground; along each layer, the
// vertices follow a depth-first walk from the ground, parents centred over their children.
Picture HackenbushGame::picture(const Position& p, const std::vector<Option<Position>>& options) const {
    (void)options;
    Picture pic;
    pic.layout = Picture::Layout::Graph;
    pic.caption = "Click an edge to chop it; whatever no longer touches the ground falls away.";
    pic.graph.has_ground = true;
    const Layout t = spanning_tree(p);
    const std::vector<float> x = places_across(t), y = heights(t, x);
    pic.graph.vertices.push_back(GraphVertex{0, 0, 0, true, "", "", {}});
    for (int v = 1; v < t.n; ++v)
        if (t.depth[v] > 0) pic.graph.vertices.push_back(GraphVertex{v, x[v], y[v], false, "", "", {}});
    std::map<std::uint32_t, int> rank;
    const std::vector<int> move = move_of_edge(p);
    for (std::size_t k = 0; k < p.size(); ++k) {
        const Edge e = edge_of(p[k]);
        GraphEdge g;
        g.u = e.u;
        g.v = e.v;
        g.moves = {move[k]};
        g.parallel = rank[p[k]]++;
        pic.graph.edges.push_back(std::move(g));
    }
    // The edges as a row of labels too: what a sum's board shows of a Hackenbush part.
    PictureRow row{"edges", {}};
    for (std::size_t k = 0; k < p.size(); ++k) row.cells.push_back(Cell{Glyph::Label, edge_text(p[k]), {move[k]}});
    if (p.empty()) row.cells.push_back(Cell{Glyph::Label, "ground only", {}});
    pic.rows.push_back(std::move(row));
    return pic;
}

} // namespace gl::hackenbush
