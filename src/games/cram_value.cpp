// cram_value.cpp - Cram's region search (cram_value.h): boards as bits, regions by flood fill,
// keys up to the board's symmetries, the shortcuts, and the bounded table of region values.
//
// Index:
//   [SECTION] Boards    bits, the layout, squares taken off, regions, keys up to symmetry, strips
//   [SECTION] Symmetry  the second player's mirror strategy (value 0 by rule)
//   [SECTION] Values    CramValues: the mex search, outcomes by a heap (Lemoine and Viennot)
//   [SECTION] Table     the bounded tables of region values and outcomes
#include "games/cram_value.h"

#include <algorithm>
#include <array>
#include <bit>

namespace gl::cram {

//-----------------------------------------------------------------------------
// [SECTION] Boards
//-----------------------------------------------------------------------------

namespace {

constexpr std::uint64_t low(int n) { return n >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1; }
constexpr std::uint64_t shl(std::uint64_t x, int k) { return k >= 64 ? 0 : x << k; }
constexpr std::uint64_t shr(std::uint64_t x, int k) { return k >= 64 ? 0 : x >> k; }

std::uint64_t reverse64(std::uint64_t x) {
    x = ((x >> 1) & 0x5555555555555555ull) | ((x & 0x5555555555555555ull) << 1);
    x = ((x >> 2) & 0x3333333333333333ull) | ((x & 0x3333333333333333ull) << 2);
    x = ((x >> 4) & 0x0F0F0F0F0F0F0F0Full) | ((x & 0x0F0F0F0F0F0F0F0Full) << 4);
    return __builtin_bswap64(x);
}

// The images of an h x w box (n = h * w squares).
std::uint64_t half_turn(std::uint64_t x, int n) { return reverse64(x) >> (64 - n); }
std::uint64_t flip_rows(std::uint64_t x, int h, int w) {
    std::uint64_t out = 0;
    for (int r = 0; r < h; ++r) out |= shl(shr(x, r * w) & low(w), (h - 1 - r) * w);
    return out;
}
// Into a w x h box.
std::uint64_t transpose(std::uint64_t x, int h, int w) {
    std::uint64_t out = 0;
    for (; x; x &= x - 1) {
        const int i = std::countr_zero(x), r = i / w, c = i % w;
        out |= std::uint64_t{1} << (c * h + r);
    }
    return out;
}

int popcount(std::uint64_t x) { return std::popcount(x); }

} // namespace

// A box's masks: its squares, and those of its first and last columns.
struct Layout {
    int h, w;
    std::uint64_t all = 0, first = 0, last = 0;
    Layout(int rows, int cols) : h(rows), w(cols), all(low(rows * cols)) {
        for (int r = 0; r < h; ++r) {
            first |= std::uint64_t{1} << (r * w);
            last |= std::uint64_t{1} << (r * w + w - 1);
        }
    }
    // The squares of `free` joined side to side to those of `seed`.
    std::uint64_t fill(std::uint64_t seed, std::uint64_t free) const {
        for (;;) {
            const std::uint64_t g = (seed | ((seed << 1) & ~first) | ((seed >> 1) & ~last) | shl(seed, w) | shr(seed, w)) & free;
            if (g == seed) return seed;
            seed = g;
        }
    }
    // `free` without squares that do not change its value (below).
    std::uint64_t simplified(std::uint64_t free) const;
    // A piece cut to its bounding box.
    Bits cut(std::uint64_t piece) const {
        const int r0 = std::countr_zero(piece) / w, r1 = (63 - std::countl_zero(piece)) / w;
        std::uint64_t cols = 0;
        for (int r = r0; r <= r1; ++r) cols |= shr(piece, r * w) & low(w);
        const int c0 = std::countr_zero(cols), c1 = 63 - std::countl_zero(cols), bw = c1 - c0 + 1;
        std::uint64_t out = 0;
        for (int r = r0; r <= r1; ++r) out |= shl(shr(piece, r * w + c0) & low(bw), (r - r0) * bw);
        return Bits{out, static_cast<std::uint8_t>(r1 - r0 + 1), static_cast<std::uint8_t>(bw)};
    }
};

// Squares taken off a position without changing its value (Cram is a game on the graph of the
// free squares, a domino an edge; a "leaf" is a free square with exactly one free neighbour):
//   - of two or more leaves on one square, all but one: the moves onto either leaf leave the same
//     position once the other, then alone, is set aside, and no other move tells them apart;
//   - a square that is not a leaf, none of whose neighbours is a leaf, and each of whose
//     neighbours has a leaf of its own: a domino on it and a neighbour s leaves what the domino on
//     s and its leaf leaves (the leaf alone), and every other move keeps this so (a leaf goes only
//     with its own neighbour), so by induction the position and the position without it have the
//     same options' values. Two such squares are never neighbours, so all go at once.
// (Both are checked against plain mex on every board of up to 12 squares in tests/unit/cram_test.cpp.)
std::uint64_t Layout::simplified(std::uint64_t free) const {
    auto neighbours = [&](std::uint64_t x, std::uint64_t& one, std::uint64_t& some) {
        // squares whose east, west, south and north neighbour is in x
        const std::uint64_t e = (x >> 1) & ~last, wst = (x << 1) & ~first & all, s = shr(x, w), n = shl(x, w) & all;
        some = e | wst | s | n;
        const std::uint64_t two = (e & wst) | (s & n) | ((e | wst) & (s | n));
        one = some & ~two;
    };
    std::uint64_t one, some;
    neighbours(free, one, some);
    std::uint64_t leaves = free & one;
    if (!leaves) return free;
    // The leaves by the side their square (their "centre") is on, and the centres: a centre has at
    // most one leaf on each side. Leaves are dropped where their centre already has one.
    const std::uint64_t c_east = (leaves & (free >> 1) & ~last) << 1; // a leaf on the centre's west
    const std::uint64_t c_west = (leaves & (free << 1) & ~first) >> 1; // on its east
    const std::uint64_t c_south = shl(leaves & shr(free, w), w);        // above it
    const std::uint64_t c_north = shr(leaves & shl(free, w), w);        // below it
    std::uint64_t drop = 0;
    std::uint64_t seen = c_east;
    drop |= (c_west & seen) << 1;
    seen |= c_west;
    drop |= shr(c_south & seen, w);
    seen |= c_south;
    drop |= shl(c_north & seen, w);
    seen |= c_north;
    free &= ~drop;
    leaves &= ~drop;
    // Squares that are not leaves, with no leaf beside them, all of whose neighbours have one.
    const std::uint64_t centres = seen & free; // squares with a leaf beside them
    const std::uint64_t others = free & ~leaves & ~centres;
    std::uint64_t unused, some_other;
    neighbours(others, unused, some_other); // squares with a neighbour among `others`
    const std::uint64_t bridges = others & ~some_other;
    return free & ~bridges;
}

Bits simplified(const Bits& b) {
    const Layout l(b.h, b.w);
    return Bits{l.simplified(b.free & l.all), b.h, b.w};
}

std::vector<Bits> regions_of(const Bits& b) {
    const Layout l(b.h, b.w);
    std::vector<Bits> out;
    for (std::uint64_t rest = b.free & l.all; rest;) {
        const std::uint64_t piece = l.fill(rest & (~rest + 1), b.free & l.all);
        rest &= ~piece;
        out.push_back(l.cut(piece));
    }
    return out;
}

Bits normalised(const Bits& region) {
    Bits b = region;
    if (b.h > b.w) b = Bits{transpose(b.free, b.h, b.w), b.w, b.h};
    const int h = b.h, w = b.w, n = h * w;
    std::uint64_t best = b.free;
    auto klein = [&](std::uint64_t x) { // x, its half turn and its two reflections
        const std::uint64_t t = flip_rows(x, h, w);
        best = std::min({best, x, half_turn(x, n), t, half_turn(t, n)});
    };
    klein(b.free);
    if (h == w) klein(transpose(b.free, h, w));
    return Bits{best, b.h, b.w};
}

Grundy strip_value(int n) {
    static const std::array<Grundy, 65> table = [] {
        std::array<Grundy, 65> g{};
        for (int k = 2; k <= 64; ++k) { // a domino leaves a and k - 2 - a squares
            std::uint64_t seen[2] = {0, 0};
            for (int a = 0; a <= k - 2; ++a) {
                const Grundy v = g[static_cast<std::size_t>(a)] ^ g[static_cast<std::size_t>(k - 2 - a)];
                if (v < 128) seen[v >> 6] |= std::uint64_t{1} << (v & 63);
            }
            g[static_cast<std::size_t>(k)] = ~seen[0] ? static_cast<Grundy>(std::countr_one(seen[0])) : 64 + static_cast<Grundy>(std::countr_one(seen[1]));
        }
        return g;
    }();
    return n < 0 || n > 64 ? 0 : table[static_cast<std::size_t>(n)];
}

//-----------------------------------------------------------------------------
// [SECTION] Symmetry
//-----------------------------------------------------------------------------

namespace {

// The involutions of an h x w box as maps of squares: the half turn, the two reflections, and on a
// square box the two diagonal reflections.
struct Involution {
    int kind, h, w;
    std::pair<int, int> operator()(int r, int c) const {
        switch (kind) {
        case 0: return {h - 1 - r, w - 1 - c};
        case 1: return {h - 1 - r, c};
        case 2: return {r, w - 1 - c};
        case 3: return {c, r};
        default: return {w - 1 - c, h - 1 - r};
        }
    }
};

bool is_free(const Bits& b, int r, int c) { return r < b.h && c < b.w && (b.free >> (r * b.w + c) & 1); }

// b is its own image under s, and no domino covers a square and its image (or a square s fixes):
// the second player can answer every domino with its image.
bool mirror_wins(const Bits& b, const Involution& s) {
    for (std::uint64_t x = b.free; x; x &= x - 1) {
        const int i = std::countr_zero(x), r = i / b.w, c = i % b.w;
        const auto [ir, ic] = s(r, c);
        if (!is_free(b, ir, ic)) return false;
    }
    for (std::uint64_t x = b.free; x; x &= x - 1) {
        const int i = std::countr_zero(x), r = i / b.w, c = i % b.w;
        const auto image = s(r, c);
        for (auto [nr, nc] : {std::pair{r, c + 1}, std::pair{r + 1, c}}) {
            if (!is_free(b, nr, nc)) continue;
            const std::pair<int, int> other{nr, nc};
            if (image == std::pair{r, c} || image == other || s(nr, nc) == other) return false;
        }
    }
    return true;
}

bool symmetric_zero(const Bits& b) {
    const int n = b.h * b.w;
    const std::uint64_t rows = flip_rows(b.free, b.h, b.w);
    const std::uint64_t image[3] = {half_turn(b.free, n), rows, half_turn(rows, n)}; // the half turn, the two reflections
    for (int k = 0; k < 3; ++k)
        if (image[k] == b.free && mirror_wins(b, Involution{k, b.h, b.w})) return true;
    if (b.h == b.w)
        for (int k = 3; k < 5; ++k)
            if (mirror_wins(b, Involution{k, b.h, b.w})) return true;
    return false;
}

std::uint64_t mix(std::uint64_t x) { // splitmix64's finaliser
    x ^= x >> 30;
    x *= 0xBF58476D1CE4E5B9ull;
    x ^= x >> 27;
    x *= 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}
std::uint16_t dims_of(const Bits& b) { return static_cast<std::uint16_t>(b.h << 8 | b.w); }

} // namespace

Rule rule_of(const Bits& region) {
    const int k = popcount(region.free);
    if (k <= 3) return Rule::Small;
    if (region.h == 1 || region.w == 1) return Rule::Strip;
    return symmetric_zero(region) ? Rule::Symmetric : Rule::None;
}

//-----------------------------------------------------------------------------
// [SECTION] Values
//-----------------------------------------------------------------------------

CramValues& CramValues::shared() {
    static CramValues v;
    return v;
}

void CramValues::set_limits(std::uint64_t work, std::size_t max_bytes) {
    limit_ = spent_ + work;
    std::size_t slots = std::size_t{1} << 12;
    // Each of the two tables at most a quarter of max_bytes: a growth holds the old one and the new.
    while (slots <= max_bytes / (8 * sizeof(Entry))) slots *= 2;
    max_slots_ = slots;
    if (slots_.size() > max_slots_ || outcomes_.size() > max_slots_) clear();
}

void CramValues::clear() {
    slots_.clear();
    slots_.shrink_to_fit();
    count_ = 0;
    outcomes_.clear();
    outcomes_.shrink_to_fit();
    outcome_count_ = 0;
}

std::optional<Grundy> CramValues::value(const Bits& b) {
    const Layout l(b.h, b.w);
    return pieces_value(b.free & l.all, l);
}

std::optional<bool> CramValues::zero(const Bits& b) {
    const Layout l(b.h, b.w);
    return p_position(b.free & l.all, 0, l);
}

// The nim-sum of the values of the pieces of `free` (squares of a box laid out as l).
std::optional<Grundy> CramValues::pieces_value(std::uint64_t free, const Layout& l) {
    Grundy v = 0;
    free = l.simplified(free);
    for (std::uint64_t rest = free; rest;) {
        const std::uint64_t piece = l.fill(rest & (~rest + 1), free);
        rest &= ~piece;
        const int k = popcount(piece);
        if (k <= 1) continue;
        if (k <= 3) { v ^= 1; continue; }
        const auto pv = region_value(l.cut(piece));
        if (!pv) return std::nullopt;
        v ^= *pv;
    }
    return v;
}

std::optional<Grundy> CramValues::region_value(const Bits& box) {
    const int k = popcount(box.free);
    if (k <= 1) return 0;
    if (k <= 3) return 1;
    if (box.h == 1 || box.w == 1) return strip_value(k);
    const Bits key = normalised(box);
    if (const Entry* e = find(key)) return e->value;
    return k > big_ ? by_outcomes(key) : search(key);
}

// A large region's value as Lemoine and Viennot find it (Nimbers are inevitable, 2010): the least
// n for which the region plus a Nim heap of n is a P-position, each decided by a search for the
// outcome that stops at the first winning move. The value is at most the number of the region's
// options (it is the mex of that many values), so the last n needs no search.
std::optional<Grundy> CramValues::by_outcomes(const Bits& key) {
    if (symmetric_zero(key)) {
        store(key, 0);
        return 0;
    }
    const Layout l(key.h, key.w);
    const std::uint64_t x = key.free;
    const Grundy options = static_cast<Grundy>(popcount(x & (x >> 1) & ~l.last) + popcount(x & shr(x, key.w)));
    for (Grundy n = 0;; ++n) {
        std::optional<bool> p = true;
        if (n < options) p = p_key(key, n);
        if (!p) return std::nullopt;
        if (*p) {
            store(key, n);
            return n;
        }
    }
}

// Folds the pieces of `free` (squares of a box laid out as l) into n, all but one: pieces of at
// most big_ squares and larger ones whose value is known by their value; of the larger ones not
// known, every one but the largest by its value, computed first (Lemoine and Viennot: the outcome
// of a sum is found faster from its components' nimbers than from the tree of the sum). `key` is
// left the normalised key of the piece not folded, or empty. Without `compute`, a position with
// more than one large piece of unknown value is left Pending (n and key unspecified), its unknown
// squares in `key.free`'s count: the search of the options values them only when it must.
CramValues::Reduced CramValues::reduce(std::uint64_t free, const Layout& l, Grundy& n, Bits& key, bool compute) {
    free = l.simplified(free);
    std::uint64_t unknown[32];
    Bits unknown_key[32]; // their normalised keys
    int count = 0;
    for (std::uint64_t rest = free; rest;) {
        const std::uint64_t piece = l.fill(rest & (~rest + 1), free);
        rest &= ~piece;
        const int k = popcount(piece);
        if (k <= 3) {
            n ^= k >= 2 ? 1 : 0;
            continue;
        }
        if (k <= big_) {
            const auto v = region_value(l.cut(piece));
            if (!v) return Reduced::Stop;
            n ^= *v;
            continue;
        }
        const Bits box = l.cut(piece);
        if (box.h == 1 || box.w == 1) { // a strip: its value is known (strip_value)
            n ^= strip_value(k);
            continue;
        }
        const Bits piece_key = normalised(box);
        if (const Entry* e = find(piece_key)) n ^= e->value;
        else unknown[count] = piece, unknown_key[count++] = piece_key;
    }
    key = Bits{0, 1, 1};
    if (!count) return Reduced::Done;
    int largest = 0;
    for (int i = 1; i < count; ++i)
        if (popcount(unknown[i]) > popcount(unknown[largest])) largest = i;
    if (count > 1 && !compute) {
        std::uint64_t all = 0;
        for (int i = 0; i < count; ++i) all |= unknown[i];
        key.free = all;
        return Reduced::Pending;
    }
    for (int i = 0; i < count; ++i) {
        if (i == largest) continue;
        const Entry* e = find(unknown_key[i]); // valuing another piece may have valued this shape
        const auto v = e ? std::optional<Grundy>(e->value) : by_outcomes(unknown_key[i]);
        if (!v) return Reduced::Stop;
        n ^= *v;
    }
    key = unknown_key[largest];
    return Reduced::Done;
}

std::optional<bool> CramValues::p_position(std::uint64_t free, Grundy n, const Layout& l) {
    Bits key;
    if (reduce(free, l, n, key, true) == Reduced::Stop) return std::nullopt;
    if (!key.free) return n == 0;
    return p_key(key, n);
}

// Is the region `key` (normalised, more than big_ squares, its value unknown) plus a Nim heap of n
// a P-position? A region the symmetry strategy shows to be 0 is P with n = 0 only. Otherwise it is
// searched move by move, each option reduced to one region and a heap (reduce), and kept in the
// outcome table. The moves are tried in three rounds: a domino leading to a position the table
// already knows to be P (a look-up only), then every domino, the smallest positions first (an
// option of two large regions whose values are not known last, valued then), then a smaller heap.
std::optional<bool> CramValues::p_key(const Bits& key, Grundy n) {
    const std::uint16_t dims = dims_of(key);
    if (const Entry* e = find_outcome(key.free, dims, n)) return e->value != 0;
    const Layout l(key.h, key.w);
    const std::uint64_t big = key.free;
    const std::uint64_t across = big & (big >> 1) & ~l.last, down = big & shr(big, l.w);
    spent_ += 1 + n + static_cast<std::uint64_t>(popcount(across) + popcount(down));
    if (spent_ > limit_) return std::nullopt;
    ++searched_;
    if (symmetric_zero(key)) {
        store(key, 0);
        return n == 0;
    }
    struct Option {
        std::uint64_t free; // the option in l's box, if it is pending
        Bits key;
        Grundy heap;
        int size;
        std::uint32_t move; // the domino's slot in the history table
    };
    Option options[2 * 64];
    std::size_t count = 0;
    bool p = true;
    auto add = [&](std::uint64_t child, int at) {
        const auto slot = static_cast<std::uint32_t>(mix(std::uint64_t{dims} << 8 | static_cast<std::uint64_t>(at)) & (kHistory - 1));
        Option o{child, {}, n, 0, slot};
        const Reduced r = reduce(child, l, o.heap, o.key, false);
        if (r == Reduced::Stop) return false;
        if (r == Reduced::Done) {
            if (!o.key.free) p = o.heap != 0;
            else if (const Entry* e = find_outcome(o.key.free, dims_of(o.key), o.heap)) p = e->value == 0;
            o.free = 0;
        }
        o.size = popcount(o.key.free) + (r == Reduced::Pending ? 64 : 0);
        if (p && o.key.free) options[count++] = o;
        return true;
    };
    for (std::uint64_t m = across; p && m; m &= m - 1)
        if (!add(big & ~(std::uint64_t{3} << std::countr_zero(m)), 2 * std::countr_zero(m))) return std::nullopt;
    for (std::uint64_t m = down; p && m; m &= m - 1) {
        const int i = std::countr_zero(m);
        if (!add(big & ~(std::uint64_t{1} << i | std::uint64_t{1} << (i + l.w)), 2 * i + 1)) return std::nullopt;
    }
    // The smallest positions left first: the quickest to decide.
    std::size_t order[2 * 64];
    for (std::size_t c = 0; c < count; ++c) order[c] = c;
    std::sort(order, order + count, [&](std::size_t a, std::size_t b) {
        if (options[a].size != options[b].size) return options[a].size < options[b].size;
        return history_[options[a].move] > history_[options[b].move];
    });
    for (std::size_t c = 0; p && c < count; ++c) {
        Option& o = options[order[c]];
        if (o.free) {
            o.heap = n; // the first reduce folded part of it
            if (reduce(o.free, l, o.heap, o.key, true) == Reduced::Stop) return std::nullopt;
            if (!o.key.free) {
                p = o.heap != 0;
                continue;
            }
        }
        const auto r = p_key(o.key, o.heap);
        if (!r) return std::nullopt;
        p = !*r;
        if (!p) history_[o.move] += 1;
    }
    for (Grundy m = 0; p && m < n; ++m) {
        const auto r = p_key(key, m);
        if (!r) return std::nullopt;
        p = !*r;
    }
    store_outcome(big, dims, n, p);
    if (p) store(key, n); // the region plus *n is P: its value is n
    return p;
}

// The mex of the options' values; the key's value is kept.
std::optional<Grundy> CramValues::search(const Bits& key) {
    const Layout l(key.h, key.w);
    const std::uint64_t x = key.free;
    const std::uint64_t across = x & (x >> 1) & ~l.last, down = x & shr(x, key.w);
    spent_ += 1 + static_cast<std::uint64_t>(popcount(across) + popcount(down));
    if (spent_ > limit_) return std::nullopt;
    ++searched_;
    if (symmetric_zero(key)) {
        store(key, 0);
        return 0;
    }
    std::uint64_t seen[2] = {0, 0};
    auto mark = [&](Grundy v) {
        if (v < 128) seen[v >> 6] |= std::uint64_t{1} << (v & 63);
    };
    for (std::uint64_t m = across; m; m &= m - 1) {
        const auto v = pieces_value(x & ~(std::uint64_t{3} << std::countr_zero(m)), l);
        if (!v) return std::nullopt;
        mark(*v);
    }
    for (std::uint64_t m = down; m; m &= m - 1) {
        const int i = std::countr_zero(m);
        const auto v = pieces_value(x & ~(std::uint64_t{1} << i | std::uint64_t{1} << (i + key.w)), l);
        if (!v) return std::nullopt;
        mark(*v);
    }
    const Grundy g = ~seen[0] ? static_cast<Grundy>(std::countr_one(seen[0])) : 64 + static_cast<Grundy>(std::countr_one(seen[1]));
    store(key, g);
    return g;
}

//-----------------------------------------------------------------------------
// [SECTION] Table
//-----------------------------------------------------------------------------

namespace {
constexpr std::size_t kWindow = 16; // the slots a key may stand in, from its hash on
std::size_t home(std::uint64_t free, std::uint16_t dims, std::size_t slots) {
    return static_cast<std::size_t>(mix(free ^ dims * 0x9E3779B97F4A7C15ull)) & (slots - 1);
}
} // namespace

const CramValues::Entry* CramValues::find(const Bits& key) const {
    if (slots_.empty()) return nullptr;
    const std::uint16_t dims = dims_of(key);
    const std::size_t mask = slots_.size() - 1, at = home(key.free, dims, slots_.size());
    for (std::size_t j = 0; j < kWindow; ++j) {
        const Entry& e = slots_[(at + j) & mask];
        if (e.dims == 0) return nullptr; // entries are never taken out, only replaced
        if (e.dims == dims && e.free == key.free) return &e;
    }
    return nullptr;
}

// Kept in the first empty slot of its window; the table doubles while it is at most half full
// and smaller than allowed; once it may not grow, in place of the smallest region of the window
// (the cheapest to compute again).
void CramValues::store(const Bits& key, Grundy v) {
    if (slots_.empty()) slots_.resize(std::min<std::size_t>(std::size_t{1} << 12, max_slots_));
    if (count_ * 2 >= slots_.size() && slots_.size() < max_slots_) grow();
    const Entry entry{key.free, dims_of(key), static_cast<std::uint8_t>(v), static_cast<std::uint8_t>(popcount(key.free))};
    for (;;) {
        const std::size_t mask = slots_.size() - 1, at = home(entry.free, entry.dims, slots_.size());
        Entry* smallest = &slots_[at];
        for (std::size_t j = 0; j < kWindow; ++j) {
            Entry& e = slots_[(at + j) & mask];
            if (e.dims == 0) {
                e = entry;
                ++count_;
                return;
            }
            if (e.size < smallest->size) smallest = &e;
        }
        if (slots_.size() < max_slots_) {
            grow();
            continue;
        }
        *smallest = entry;
        return;
    }
}

// The outcome table: the same entries, `size` holding the heap n and `value` 1 for a P-position.
const CramValues::Entry* CramValues::find_outcome(std::uint64_t big, std::uint16_t dims, Grundy n) const {
    if (outcomes_.empty()) return nullptr;
    const std::size_t mask = outcomes_.size() - 1, at = home(big ^ n * 0xD6E8FEB86659FD93ull, dims, outcomes_.size());
    for (std::size_t j = 0; j < kWindow; ++j) {
        const Entry& e = outcomes_[(at + j) & mask];
        if (e.dims == 0) return nullptr;
        if (e.dims == dims && e.free == big && e.size == n) return &e;
    }
    return nullptr;
}

// Kept in the first empty slot of its window, else in place of its home slot's entry; the table
// grows to its share of the memory allowed while it is at most half full.
void CramValues::store_outcome(std::uint64_t big, std::uint16_t dims, Grundy n, bool p) {
    if (outcomes_.empty()) outcomes_.resize(std::min<std::size_t>(std::size_t{1} << 12, max_slots_));
    if (outcome_count_ * 2 >= outcomes_.size() && outcomes_.size() < max_slots_) {
        std::vector<Entry> old(outcomes_.size() * 2);
        old.swap(outcomes_);
        outcome_count_ = 0;
        for (const Entry& e : old)
            if (e.dims) store_outcome(e.free, e.dims, e.size, e.value != 0);
    }
    const Entry entry{big, dims, static_cast<std::uint8_t>(p), static_cast<std::uint8_t>(n)};
    const std::size_t mask = outcomes_.size() - 1, at = home(big ^ n * 0xD6E8FEB86659FD93ull, dims, outcomes_.size());
    for (std::size_t j = 0; j < kWindow; ++j)
        if (Entry& e = outcomes_[(at + j) & mask]; e.dims == 0) {
            e = entry;
            ++outcome_count_;
            return;
        }
    outcomes_[at] = entry;
}

void CramValues::grow() {
    std::vector<Entry> old(slots_.size() * 2);
    old.swap(slots_);
    count_ = 0;
    const std::size_t mask = slots_.size() - 1;
    for (const Entry& e : old) {
        if (e.dims == 0) continue;
        const std::size_t at = home(e.free, e.dims, slots_.size());
        for (std::size_t j = 0; j < kWindow; ++j)
            if (Entry& to = slots_[(at + j) & mask]; to.dims == 0) {
                to = e;
                ++count_;
                break;
            }
    }
}

} // namespace gl::cram
