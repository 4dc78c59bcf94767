// bluered.cpp - Blue-Red(-Green) Hackenbush. Index:
//   [SECTION] Text      parse (errors name the edge and the character) and canonical format
//   [SECTION] Moves     chop an edge, drop whatever no longer touches the ground, the parts on the ground
//   [SECTION] Key       vertices renumbered canonically, for the cache of values
//   [SECTION] Values    blue-red pictures as numbers over bitmasks of edges, green ones as nimbers
//   [SECTION] Ruleset   meta, options, picture (Green Hackenbush's layout, coloured), facts
#include "games/bluered.h"

#include <algorithm>
#include <bit>
#include <numeric>

#include "core/text.h"
#include "games/edge_list.h"
#include "games/hackenbush_notation.h"
#include "games/hackenbush.h"

namespace gl::bluered {

using Position = BlueRedGame::Position;

char colour_letter(Colour c) { return c == Colour::Blue ? 'b' : c == Colour::Red ? 'r' : 'g'; }
const char* colour_name(Colour c) { return c == Colour::Blue ? "blue" : c == Colour::Red ? "red" : "green"; }

namespace {

std::string edge_text(std::uint32_t code) {
    const Edge e = edge_of(code);
    return std::to_string(e.u) + "-" + std::to_string(e.v) + colour_letter(e.colour);
}

// The vertices of p (the ground first), sorted: small pictures, so a sorted vector is the map.
std::vector<int> vertices_of(const Position& p) {
    std::vector<int> ids{0};
    for (auto c : p) {
        const Edge e = edge_of(c);
        ids.push_back(e.u);
        ids.push_back(e.v);
    }
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    return ids;
}

int index_of(const std::vector<int>& ids, int id) {
    return static_cast<int>(std::lower_bound(ids.begin(), ids.end(), id) - ids.begin());
}

// Which edges the ground reaches (1) along the edges of p.
std::vector<char> reached_edges(const Position& p) {
    const std::vector<int> ids = vertices_of(p);
    std::vector<char> seen(ids.size(), 0), on(p.size(), 0);
    seen[0] = 1;
    for (bool grew = true; grew;) {
        grew = false;
        for (std::size_t k = 0; k < p.size(); ++k) {
            if (on[k]) continue;
            const Edge e = edge_of(p[k]);
            const int a = index_of(ids, e.u), b = index_of(ids, e.v);
            if (seen[a] || seen[b]) {
                on[k] = 1;
                grew = grew || !seen[a] || !seen[b];
                seen[a] = seen[b] = 1;
            }
        }
    }
    return on;
}

} // namespace

//-----------------------------------------------------------------------------
// [SECTION] Text
//-----------------------------------------------------------------------------

Result<Position> BlueRedGame::parse(std::string_view text, std::string_view field) const { return parse_edges(text, field, false); }

Result<Position> BlueRedGame::parse_edges(std::string_view text, std::string_view field, bool plain_green) {
    if (text.empty())
        return Error{std::string(field), Error::kWhole, "is empty: expected edges u-vC separated by commas, C the colour b (blue), r (red) or g (green), such as 0-1b,1-2r (0 is the ground; the bare ground is 0)"};
    if (text == "0") return Position{};
    if (hackenbush_notation::is_notation(text)) { // CGSuite's strings: lrlerrr, l(l;rl), :A
        auto listed = hackenbush_notation::to_edge_list(text, field, false, kMaxEdges);
        if (!listed) return listed.error();
        return parse_edges(listed.value(), field, plain_green);
    }
    static constexpr edge_list::Grammar grammar{
        kMaxEdges, kMaxVertex, "brg", "u-vC", "0-1b",
        "has no colour: end it with b (blue, Left's), r (red, Right's) or g (green, both players')",
        "should end with b (blue), r (red) or g (green)"};
    static constexpr edge_list::Grammar plain_grammar{
        kMaxEdges, kMaxVertex, "brg", "u-vC", "0-1b", "", "should end with b (blue), r (red), g or nothing (green)", 'g'};
    auto edges = edge_list::parse(text, field, plain_green ? plain_grammar : grammar);
    if (!edges) return edges.error();
    Position p;
    for (const auto& e : edges.value())
        p.push_back(code_of(e.u, e.v, e.letter == 'b' ? Colour::Blue : e.letter == 'r' ? Colour::Red : Colour::Green));
    std::sort(p.begin(), p.end());
    return p;
}

std::string BlueRedGame::format(const Position& p) const {
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
    const auto on = reached_edges(p);
    Position q;
    q.reserve(p.size());
    for (std::size_t k = 0; k < p.size(); ++k)
        if (on[k]) q.push_back(p[k]);
    return q;
}

Position chop(const Position& p, std::size_t index) {
    Position q = p;
    q.erase(q.begin() + static_cast<std::ptrdiff_t>(index));
    return grounded(q);
}

Position swapped(const Position& p) {
    Position q;
    for (auto c : p) {
        const Edge e = edge_of(c);
        const Colour s = e.colour == Colour::Blue ? Colour::Red : e.colour == Colour::Red ? Colour::Blue : Colour::Green;
        q.push_back(code_of(e.u, e.v, s));
    }
    std::sort(q.begin(), q.end());
    return q;
}

void BlueRedGame::next(const Position& p, std::vector<Position>& left, std::vector<Position>& right) const {
    for (std::size_t k = 0; k < p.size(); ++k) {
        if (k && p[k] == p[k - 1]) continue;
        const Colour c = edge_of(p[k]).colour;
        Position q = chop(p, k);
        if (c != Colour::Red) left.push_back(q);
        if (c != Colour::Blue) right.push_back(std::move(q));
    }
}

// The parts joined to each other only through the ground: what stays connected when the ground
// is taken away (a loop on the ground is a part of its own).
std::vector<Position> BlueRedGame::components(const Position& p) const {
    const std::vector<int> ids = vertices_of(p);
    std::vector<int> up(ids.size());
    std::iota(up.begin(), up.end(), 0);
    auto find = [&](int x) {
        while (up[x] != x) x = up[x] = up[up[x]];
        return x;
    };
    for (auto c : p) {
        const Edge e = edge_of(c);
        if (e.u == 0) continue;
        up[find(index_of(ids, e.u))] = find(index_of(ids, e.v));
    }
    std::vector<Position> out;
    std::vector<int> part_of(ids.size(), -1);
    for (auto c : p) {
        const Edge e = edge_of(c);
        if (e.v == 0) { // a loop on the ground
            out.push_back({c});
            continue;
        }
        const int r = find(index_of(ids, e.v));
        if (part_of[r] < 0) part_of[r] = static_cast<int>(out.size()), out.emplace_back();
        out[static_cast<std::size_t>(part_of[r])].push_back(c);
    }
    return out;
}

//-----------------------------------------------------------------------------
// [SECTION] Key
//-----------------------------------------------------------------------------

// Colour refinement (the 1-dimensional Weisfeiler-Leman method): every vertex starts with its
// class (the ground apart), then takes the class of (its class, the sorted list of (edge colour,
// neighbour's class)) until the classes stop splitting. Vertices are then numbered breadth first
// from the ground, each vertex's new neighbours in order of class (then of old number). In a tree,
// vertices of one class among siblings carry isomorphic branches, so every tree gets the same key
// whatever its numbering; with circuits, the key is still the picture renumbered (equal keys,
// equal pictures), only not always the least one.
std::string BlueRedGame::key(const Position& p) const {
    const std::vector<int> ids = vertices_of(p);
    const std::size_t n = ids.size();
    struct Arc { int to, colour; };
    std::vector<std::vector<Arc>> adj(n);
    for (auto c : p) {
        const Edge e = edge_of(c);
        const int a = index_of(ids, e.u), b = index_of(ids, e.v), col = static_cast<int>(e.colour);
        if (a == b) {
            adj[a].push_back({-1, col}); // a loop
            continue;
        }
        adj[a].push_back({b, col});
        adj[b].push_back({a, col});
    }
    std::vector<int> cls(n, 1);
    cls[0] = 0;
    std::size_t classes = n > 1 ? 2 : 1;
    std::vector<std::vector<int>> sig(n);
    std::vector<int> order(n);
    for (std::size_t round = 0; round < n; ++round) {
        for (std::size_t v = 0; v < n; ++v) {
            auto& s = sig[v];
            s.clear();
            for (const Arc& a : adj[v]) s.push_back(a.colour * 1024 + (a.to < 0 ? 1023 : cls[static_cast<std::size_t>(a.to)]));
            std::sort(s.begin(), s.end());
            s.insert(s.begin(), cls[v]);
        }
        std::iota(order.begin(), order.end(), 0);
        std::sort(order.begin(), order.end(), [&](int a, int b) { return sig[a] < sig[b]; });
        std::vector<int> next(n, 0);
        int k = 0;
        for (std::size_t i = 0; i < n; ++i) {
            if (i && sig[order[i]] != sig[order[i - 1]]) ++k;
            next[order[i]] = k;
        }
        const std::size_t now = static_cast<std::size_t>(k) + 1;
        cls = std::move(next);
        if (now == classes) break;
        classes = now;
    }
    std::vector<int> label(n, -1), queue{0};
    label[0] = 0;
    int next_label = 1;
    for (std::size_t h = 0; h < queue.size(); ++h) {
        std::vector<int> fresh;
        for (const Arc& a : adj[static_cast<std::size_t>(queue[h])])
            if (a.to >= 0 && label[static_cast<std::size_t>(a.to)] < 0 &&
                std::find(fresh.begin(), fresh.end(), a.to) == fresh.end())
                fresh.push_back(a.to);
        std::sort(fresh.begin(), fresh.end(), [&](int a, int b) { return cls[a] != cls[b] ? cls[a] < cls[b] : a < b; });
        for (int w : fresh) label[static_cast<std::size_t>(w)] = next_label++, queue.push_back(w);
    }
    std::vector<std::uint32_t> edges;
    for (auto c : p) {
        const Edge e = edge_of(c);
        edges.push_back(code_of(label[static_cast<std::size_t>(index_of(ids, e.u))], label[static_cast<std::size_t>(index_of(ids, e.v))], e.colour));
    }
    std::sort(edges.begin(), edges.end());
    std::string out;
    out.reserve(edges.size() * 3);
    for (auto c : edges) { // labels < 64: the edge in three bytes
        const Edge e = edge_of(c);
        out += static_cast<char>(e.u);
        out += static_cast<char>(e.v);
        out += static_cast<char>(e.colour);
    }
    return out;
}

//-----------------------------------------------------------------------------
// [SECTION] Values
//-----------------------------------------------------------------------------

namespace {

using cgt::Dyadic;

// The sets of edges of one picture (the universe: at most 64 edges and 64 vertices) as 64-bit
// masks, with what chopping an edge of a set leaves. Duplicate edges (the same two vertices and
// colour) are chopped highest index first, so that a set keeps a group's lowest indices and each
// multiset of edges has one mask.
class EdgeSets {
  public:
    bool ready() const { return ready_; }
    std::size_t size() const { return universe_.size(); }
    std::uint64_t all() const { return universe_.size() == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << universe_.size()) - 1; }
    std::uint64_t blue() const { return blue_; }
    std::uint64_t red() const { return red_; }
    // Circuits of the universe (edges - vertices + 1 for a connected picture).
    bool dense() const { return universe_.size() + 1 >= static_cast<std::size_t>(vertices_) + 3; }

    // p's edges as a mask of the universe's, if p is part of the universe (a sub-multiset).
    bool contains(const Position& p, std::uint64_t& mask) const {
        if (!ready_) return false;
        std::size_t j = 0;
        for (auto c : p) {
            while (j < universe_.size() && universe_[j] < c) ++j;
            if (j == universe_.size() || universe_[j] != c) return false;
            mask |= std::uint64_t{1} << j++;
        }
        return true;
    }

    void reset(const Position& p) {
        ready_ = true;
        universe_ = p;
        const std::vector<int> ids = vertices_of(p);
        vertices_ = static_cast<int>(ids.size());
        incident_.assign(ids.size(), 0);
        other_.clear();
        blue_ = red_ = same_as_next_ = 0;
        for (std::size_t k = 0; k < p.size(); ++k) {
            const Edge e = edge_of(p[k]);
            const int a = index_of(ids, e.u), b = index_of(ids, e.v);
            other_.push_back(a ^ b);
            incident_[static_cast<std::size_t>(a)] |= std::uint64_t{1} << k;
            incident_[static_cast<std::size_t>(b)] |= std::uint64_t{1} << k;
            if (e.colour == Colour::Blue) blue_ |= std::uint64_t{1} << k;
            if (e.colour == Colour::Red) red_ |= std::uint64_t{1} << k;
            if (k + 1 < p.size() && p[k + 1] == p[k]) same_as_next_ |= std::uint64_t{1} << k;
        }
    }

    // Whether chopping edge k of `mask` is a move of its own (of equal edges, only the highest
    // standing one is chopped).
    bool chopped(std::uint64_t mask, int k) const { return !((same_as_next_ >> k & 1) && (mask >> (k + 1) & 1)); }

    // A depth-first search from the ground over `mask` (Tarjan's bridges): fills cut[k], what
    // chopping edge k removes: the edge alone unless it is a bridge, then every edge on the far
    // side too (the edges touching the subtree below it). Returns the first part of the picture:
    // the edges of the ground's first subtree, or a loop on the ground. The parts are the ground's
    // subtrees, since two of them joined other than through the ground would have been one.
    std::uint64_t cuts(std::uint64_t mask, std::uint64_t (&cut)[64]) {
        for (int v = 0; v < vertices_; ++v) order_[v] = -1;
        int time = 0;
        first_ = 0;
        walk(0, -1, mask, time, cut);
        return first_ ? first_ : mask & (~mask + 1); // no subtree: every edge is a loop on the ground
    }

  private:
    std::uint64_t walk(int v, int via, std::uint64_t mask, int& time, std::uint64_t (&cut)[64]) { // the edges touching v's subtree
        order_[v] = low_[v] = time++;
        std::uint64_t touching = incident_[static_cast<std::size_t>(v)] & mask;
        for (std::uint64_t m = touching; m; m &= m - 1) {
            const int k = std::countr_zero(m);
            if (k == via) continue;
            const int w = other_[static_cast<std::size_t>(k)] ^ v;
            if (order_[w] < 0) {
                const std::uint64_t below = walk(w, k, mask, time, cut);
                touching |= below;
                low_[v] = std::min(low_[v], low_[w]);
                cut[k] = low_[w] > order_[v] ? below : std::uint64_t{1} << k;
                if (v == 0 && !first_) first_ = below;
            } else {
                low_[v] = std::min(low_[v], order_[w]);
                cut[k] = std::uint64_t{1} << k;
            }
        }
        return touching;
    }

    bool ready_ = false;
    Position universe_;
    int vertices_ = 0;
    std::vector<std::uint64_t> incident_; // per vertex index: its edges
    std::vector<int> other_;              // per edge: its two vertex indices xored (the far end from either)
    std::uint64_t blue_ = 0, red_ = 0, same_as_next_ = 0;
    int order_[65] = {}, low_[65] = {};
    std::uint64_t first_ = 0;
};

// A value per set of edges: a table indexed by the mask itself for a universe of at most
// kDirectEdges edges with a few circuits (its sets standing are many), else a hash table (a
// tree's are few: a stalk of n edges has n).
template <class V, V kUnknown>
class MaskTable {
  public:
    static constexpr std::size_t kDirectEdges = 22; // 2^22 values
    void reset(const EdgeSets& sets) {
        used_ = 0;
        direct_.clear();
        slots_.clear();
        if (sets.size() <= kDirectEdges && sets.dense()) {
            direct_.assign(std::size_t{1} << sets.size(), kUnknown);
        } else {
            bits_ = 10;
            slots_.assign(std::size_t{1} << bits_, Slot{});
        }
    }
    std::size_t size() const { return used_; }
    V get(std::uint64_t mask) {
        if (!direct_.empty()) return direct_[static_cast<std::size_t>(mask)];
        const Slot* s = find(mask);
        return s->mask == mask ? s->value : kUnknown;
    }
    // Writes the value of a mask, new or not.
    void set(std::uint64_t mask, V v) {
        if (!direct_.empty()) {
            used_ += direct_[static_cast<std::size_t>(mask)] == kUnknown;
            direct_[static_cast<std::size_t>(mask)] = v;
            return;
        }
        Slot* s = find(mask);
        if (s->mask == mask) s->value = v;
        else put(mask, v);
    }
    void put(std::uint64_t mask, V v) {
        ++used_;
        if (!direct_.empty()) {
            direct_[static_cast<std::size_t>(mask)] = v;
            return;
        }
        if (2 * used_ > slots_.size()) {
            std::vector<Slot> old(slots_.size() * 2);
            old.swap(slots_);
            ++bits_;
            for (const Slot& s : old)
                if (s.mask != kEmpty) *find(s.mask) = s;
        }
        *find(mask) = Slot{mask, v};
    }

  private:
    static constexpr std::uint64_t kEmpty = ~std::uint64_t{0};
    struct Slot {
        std::uint64_t mask = kEmpty;
        V value = kUnknown;
    };
    Slot* find(std::uint64_t mask) {
        const std::size_t m = slots_.size() - 1;
        for (std::size_t i = static_cast<std::size_t>((mask * 0x9e3779b97f4a7c15ull) >> (64 - bits_));; i = (i + 1) & m)
            if (slots_[i].mask == mask || slots_[i].mask == kEmpty) return &slots_[i];
    }
    std::vector<V> direct_;
    std::vector<Slot> slots_;
    int bits_ = 10;
    std::size_t used_ = 0;
};

// The numbers of a blue-red picture's sets of edges, held as integers in units of 2^-scale_
// (scale_ = the universe's edge count; a picture of n edges has a value m / 2^k with k < n).
class NumberSolver {
  public:
    // `store`, if given, is charged for each new set valued (its edges, plus one), so the work
    // counts against the analysis's budget: without it a caller that falls back to chops after a
    // failure would fill the table again for every chop (issue 26: a 40-edge picture ran for hours).
    std::optional<Dyadic> value(const Position& p, cgt::Store* store = nullptr) {
        store_ = store;
        std::uint64_t mask = 0;
        if (!sets_.contains(p, mask)) {
            reset(p);
            mask = sets_.all();
        }
        over_ = false;
        const std::int64_t v = solve(mask);
        if (over_) {
            reset(p); // a half-valued table is worth nothing later
            return std::nullopt;
        }
        return Dyadic::make(v, scale_);
    }

  private:
    void reset(const Position& p) {
        sets_.reset(p);
        table_.reset(sets_);
        scale_ = static_cast<int>(p.size());
    }

    // The simplest number strictly between a and b (either may be missing), in units: an integer
    // if one lies between, the one nearest 0; else the multiple of the largest power of 2 just
    // above a (as cgt::simplest_between, whose exponent here stays below scale_).
    std::int64_t simplest(std::optional<std::int64_t> a, std::optional<std::int64_t> b) const {
        const std::int64_t one = std::int64_t{1} << scale_;
        if (!a && !b) return 0;
        const std::int64_t lo = a ? ((*a >> scale_) + 1) : INT64_MIN / 4; // integers strictly between:
        const std::int64_t hi = b ? (-((-*b) >> scale_) - 1) : INT64_MAX / 4; // lo .. hi
        if (lo <= hi) return (lo <= 0 && 0 <= hi ? 0 : lo > 0 ? lo : hi) * one;
        for (int e = scale_ - 1;; --e) { // steps of 2^e units: 1/2, 1/4, ... of one
            const std::int64_t c = ((*a >> e) + 1) << e;
            if (c < *b || e == 0) return c;
        }
    }

    std::int64_t solve(std::uint64_t mask) {
        if (!mask || over_) return 0;
        if (const std::int64_t known = table_.get(mask); known != kUnknown) return known;
        if (table_.size() >= kMaxNumberStates || (store_ && !store_->charge(static_cast<std::uint64_t>(std::popcount(mask)) + 1))) {
            over_ = true;
            return 0;
        }
        std::int64_t v = 0;
        std::uint64_t cut[64];
        const std::uint64_t part = sets_.cuts(mask, cut);
        if (part != mask) {
            v = solve(part) + solve(mask & ~part);
        } else {
            std::optional<std::int64_t> best_left, best_right;
            for (std::uint64_t m = mask; m; m &= m - 1) {
                const int k = std::countr_zero(m);
                if (!sets_.chopped(mask, k)) continue;
                const std::int64_t q = solve(mask & ~cut[k]);
                if (sets_.blue() >> k & 1) {
                    if (!best_left || *best_left < q) best_left = q;
                } else if (!best_right || q < *best_right) {
                    best_right = q;
                }
            }
            if (over_) return 0;
            if (best_left && best_right && !(*best_left < *best_right)) { // never, by the theorem
                over_ = true;
                return 0;
            }
            v = simplest(best_left, best_right);
        }
        if (!over_) table_.put(mask, v);
        return v;
    }

    static constexpr std::int64_t kUnknown = INT64_MIN;
    EdgeSets sets_;
    MaskTable<std::int64_t, kUnknown> table_;
    int scale_ = 0;
    bool over_ = false;
    cgt::Store* store_ = nullptr;
};

// The canonical forms of a picture's sets of edges, any colours, in one store: a part is
// {Left's chops | Right's} simplified, parts apart on the ground are added. Each new set charges
// its edges to the store's budget; once the store is exhausted, the table starts afresh.
class FormSolver {
  public:
    std::optional<cgt::Id> value(const Position& p, cgt::Store& store) {
        std::uint64_t mask = 0;
        if (store.serial() != serial_ || !sets_.contains(p, mask)) {
            sets_.reset(p);
            table_.reset(sets_);
            serial_ = store.serial();
            mask = sets_.all();
        }
        store_ = &store;
        const cgt::Id v = solve(mask);
        if (store.exhausted()) {
            serial_ = 0; // its entries may name forms the store stopped making
            return std::nullopt;
        }
        return v;
    }

  private:
    cgt::Id solve(std::uint64_t mask) {
        if (!mask) return cgt::Store::kZero;
        if (const cgt::Id known = table_.get(mask); known != kUnknown) return known;
        if (!store_->charge(static_cast<std::uint64_t>(std::popcount(mask)) + 1)) return cgt::Store::kZero;
        cgt::Id v = cgt::Store::kZero;
        std::uint64_t cut[64];
        const std::uint64_t part = sets_.cuts(mask, cut);
        if (part != mask) {
            const cgt::Id a = solve(part), b = solve(mask & ~part);
            if (store_->exhausted()) return cgt::Store::kZero;
            v = store_->add(a, b);
        } else {
            std::vector<cgt::Id> left, right;
            for (std::uint64_t m = mask; m; m &= m - 1) {
                const int k = std::countr_zero(m);
                if (!sets_.chopped(mask, k)) continue;
                const cgt::Id q = solve(mask & ~cut[k]);
                if (store_->exhausted()) return cgt::Store::kZero;
                if (!(sets_.red() >> k & 1)) left.push_back(q);
                if (!(sets_.blue() >> k & 1)) right.push_back(q);
            }
            v = store_->simplify(std::move(left), std::move(right));
        }
        if (store_->exhausted()) return cgt::Store::kZero;
        table_.put(mask, v);
        return v;
    }

    static constexpr cgt::Id kUnknown = ~cgt::Id{0};
    EdgeSets sets_;
    MaskTable<cgt::Id, kUnknown> table_;
    std::uint64_t serial_ = 0;
    cgt::Store* store_ = nullptr;
};

// Who wins moving first, by plain search over the sets of edges (the fallback when the canonical
// form is past the budget): a set is a win for the side to move if one of its chops leaves a set
// the other side loses moving first. Each set remembers both answers in one byte; every new
// (set, side) costs one step of the caller's budget.
class OutcomeSolver {
  public:
    std::optional<bool> wins_first(const Position& p, Side side, std::size_t& budget) {
        std::uint64_t mask = 0;
        if (!sets_.contains(p, mask)) {
            sets_.reset(p);
            table_.reset(sets_);
            mask = sets_.all();
        }
        budget_ = &budget;
        out_ = false;
        const bool wins = solve(mask, side == Side::Left);
        if (out_) return std::nullopt;
        return wins;
    }

  private:
    // Bits of a set's byte: 1 and 2, Left moving first known and wins; 4 and 8, Right's.
    bool solve(std::uint64_t mask, bool left) {
        if (!mask || out_) return false;
        const std::uint8_t known_bit = left ? 1 : 4, win_bit = left ? 2 : 8;
        std::uint8_t byte = table_.get(mask);
        if (byte & known_bit) return (byte & win_bit) != 0;
        if (*budget_ == 0 || table_.size() >= kMaxOutcomeSets) {
            out_ = true;
            return false;
        }
        --*budget_;
        std::uint64_t cut[64];
        sets_.cuts(mask, cut);
        const std::uint64_t mine = mask & ~(left ? sets_.red() : sets_.blue());
        bool wins = false;
        for (std::uint64_t m = mine; m && !wins; m &= m - 1) {
            const int k = std::countr_zero(m);
            if (!sets_.chopped(mask, k)) continue;
            wins = !solve(mask & ~cut[k], !left);
        }
        if (out_) return false;
        byte = table_.get(mask); // the search below may have written the other side's answer
        if (byte == kUnknown) byte = 0;
        table_.set(mask, static_cast<std::uint8_t>(byte | known_bit | (wins ? win_bit : 0)));
        return wins;
    }

    static constexpr std::uint8_t kUnknown = 0;
    // Sets remembered at most (checked before a set's chops are searched, so a few dozen more
    // may land): 16-byte slots at most half full, so 64 MB for the table (96 MB for a moment while
    // it doubles), whatever the budget (issue 26: 400 MB for a picture of 40 edges).
    static constexpr std::size_t kMaxOutcomeSets = std::size_t{1} << 21;
    EdgeSets sets_;
    MaskTable<std::uint8_t, kUnknown> table_;
    std::size_t* budget_ = nullptr;
    bool out_ = false;
};

NumberSolver& number_solver() {
    static NumberSolver solver;
    return solver;
}
OutcomeSolver& outcome_solver() {
    static OutcomeSolver solver;
    return solver;
}
FormSolver& form_solver() {
    static FormSolver solver;
    return solver;
}
bool fits_masks(const Position& p) { return p.size() <= BlueRedGame::kMaxEdges && vertices_of(p).size() <= 64; }

} // namespace

std::optional<Dyadic> number_value(const Position& p, cgt::Store* store) {
    if (!fits_masks(p)) return std::nullopt;
    for (auto c : p)
        if (edge_of(c).colour == Colour::Green) return std::nullopt;
    return number_solver().value(p, store);
}

std::optional<bool> BlueRedGame::wins_first(const Position& p, Side side, std::size_t& budget) const {
    if (!fits_masks(p)) return std::nullopt;
    return outcome_solver().wins_first(p, side, budget);
}

std::optional<cgt::Id> BlueRedGame::direct_value(const Position& p, cgt::Store& store) const {
    bool green = false, blue_red = false;
    for (auto c : p) (edge_of(c).colour == Colour::Green ? green : blue_red) = true;
    if (green && blue_red) {
        if (!fits_masks(p)) return std::nullopt;
        return form_solver().value(p, store);
    }
    if (!green) {
        if (store.exhausted()) return std::nullopt;
        const auto x = number_value(p, &store);
        if (!x) return std::nullopt;
        return store.of_number(*x);
    }
    hackenbush::HackenbushGame::Position plain;
    for (auto c : p) plain.push_back(hackenbush::code_of(edge_of(c).u, edge_of(c).v));
    std::sort(plain.begin(), plain.end());
    return store.of_nimber(static_cast<std::uint32_t>(hackenbush::reduce(plain, false).value));
}

//-----------------------------------------------------------------------------
// [SECTION] Ruleset
//-----------------------------------------------------------------------------

const GameMeta& BlueRedGame::meta() {
    static const GameMeta m{
        "bluered", "Blue-Red Hackenbush",
        "Left chops a blue or green edge, Right a red or green one; whatever no longer touches the ground falls away. Whoever cannot chop loses. A partizan game: its value is a canonical form.",
        "Berlekamp, Conway and Guy, Winning Ways, ch. 1, 2 and 7; Conway, On Numbers and Games, ch. 0",
        "edges u-vC separated by commas, C the colour b (blue, Left's), r (red, Right's) or g (green, both); vertex 0 the ground, v-vC a loop (at most 40 edges, vertices 0 to 999; 0 alone: the bare ground); or CGSuite's string notation: l blue, r red, e green, (A;B) branches, :X names a vertex (lrlerrr, l(l;rl))",
        "0-1b,0-3g,1-2r,3-4b", {}, {}, true};
    static const GameMeta with_board = [] {
        GameMeta w = m;
        w.has_layout = true;                              // layout= pins the drawing
        w.picture_edit = GameMeta::PictureEdit::Position; // the drawing is the position
        w.edge_colours = true;                            // u-vC: a palette in the edit mode
        return w;
    }();
    return with_board;
}

// The edit mode's presets (values from the game tree; the tests check the rule for stalks).
std::vector<PicturePreset> BlueRedGame::picture_presets() const {
    return {
        {"Blue under red: 1/2", "", "0-1b,1-2r"},
        {"Blue-red stalks: 1/2 + 3/4 - 1/4 = 1", "", "0-1b,0-3b,0-6r,1-2r,3-4r,4-5b,6-7b,7-8b"},
        {"Blue with green on top: 1*", "", "0-1b,1-2g"},
        {"Green under blue: ↑* = {0,*|0}", "", "0-1g,1-2b"},
        {"A tree: {0,↑*|0}", "", "0-1g,1-2b,1-3b"},
        {"Two circuits: ↓↓", "", "0-1g,0-2g,1-2b,1-3r,2-3r", "1:0,1.5|2:2,1.5|3:1,3"},
        {"Stalks and a tree: 1/2 + ↑* (the example)", "", "0-1b,0-3g,1-2r,3-4b"},
    };
}

std::vector<Option<Position>> BlueRedGame::options(const Position& p) const {
    std::vector<Option<Position>> out;
    for (std::size_t k = 0; k < p.size(); ++k) {
        if (k && p[k] == p[k - 1]) continue;
        std::size_t same = 1;
        while (k + same < p.size() && p[k + same] == p[k]) ++same;
        const Edge e = edge_of(p[k]);
        Position q = chop(p, k);
        const std::size_t fell = p.size() - 1 - q.size();
        std::string what = "chops " + std::to_string(e.u) + "-" + std::to_string(e.v) + " (" + colour_name(e.colour) + ")";
        if (same > 1) what += " (one of " + std::to_string(same) + ")";
        if (fell) what += ", " + std::to_string(fell) + (fell == 1 ? " edge falls" : " edges fall");
        if (e.colour != Colour::Red) out.push_back({"Left " + what, q, Side::Left});
        if (e.colour != Colour::Blue) out.push_back({"Right " + what, std::move(q), Side::Right});
    }
    return out;
}

std::vector<std::pair<std::string, std::string>> BlueRedGame::facts(const Position& p) const {
    std::size_t count[3] = {0, 0, 0};
    for (auto c : p) ++count[static_cast<int>(edge_of(c).colour)];
    std::string edges = std::to_string(p.size());
    if (!p.empty())
        edges += " (" + std::to_string(count[0]) + " blue, " + std::to_string(count[1]) + " red, " + std::to_string(count[2]) + " green)";
    std::vector<std::pair<std::string, std::string>> out{{"edges", edges}};
    if (!p.empty() && count[2] == 0) out.emplace_back("blue and red only", "the value is a number (Winning Ways, ch. 2)");
    return out;
}

// Green Hackenbush's layered layout of the same edges, each edge then coloured and given its moves.
Picture BlueRedGame::picture(const Position& p, const std::vector<Option<Position>>& options) const {
    (void)options;
    hackenbush::HackenbushGame::Position plain;
    for (auto c : p) plain.push_back(hackenbush::code_of(edge_of(c).u, edge_of(c).v));
    // Sorted by (u, v, colour), p is sorted by (u, v) too: plain's edges are p's, in p's order.
    Picture pic = hackenbush::HackenbushGame{}.picture(plain, {});
    pic.caption = "Left (player 1) chops blue or green edges, Right (player 2) red (dashed) or green ones; whatever no longer touches the ground falls away.";
    pic.rows.clear();
    PictureRow row{"edges", {}};
    int m = 0;
    for (std::size_t k = 0; k < p.size(); ++k) {
        GraphEdge& g = pic.graph.edges[k];
        const Edge e = edge_of(p[k]);
        g.colour = e.colour == Colour::Blue ? EdgeColour::Blue : e.colour == Colour::Red ? EdgeColour::Red : EdgeColour::Green;
        g.moves.clear();
        if (!(k && p[k] == p[k - 1])) {
            const int first = m;
            m += e.colour == Colour::Green ? 2 : 1;
            for (int x = first; x < m; ++x) g.moves.push_back(x);
        } else {
            g.moves = pic.graph.edges[k - 1].moves;
        }
        row.cells.push_back(Cell{Glyph::Label, edge_text(p[k]), g.moves});
    }
    if (p.empty()) row.cells.push_back(Cell{Glyph::Label, "ground only", {}});
    pic.rows.push_back(std::move(row));
    return pic;
}

} // namespace gl::bluered
