// cram_value.cpp - Cram's region search (cram_value.h): boards as bits, regions by flood fill,
// keys up to the board's symmetries, the shortcuts, and the bounded table of region values.
//
// Index:
//   [SECTION] Boards    bits, the layout, squares taken off, regions, keys up to symmetry, strips
//   [SECTION] Symmetry  the second player's mirror strategy (value 0 by rule)
//   [SECTION] Values    CramValues: the mex search, and the pruned search of large regions (after Beling and Rogalski)
//   [SECTION] Table     the bounded table of region values and exclusions
#include "games/cram_value.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <memory>

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
    // The squares of `free` joined side to side to those of `seed`, but not across the east side
    // of a square of `cut` (twins, below).
    std::uint64_t fill(std::uint64_t seed, std::uint64_t free, std::uint64_t cut = 0) const {
        for (;;) {
            const std::uint64_t g =
                (seed | (((seed & ~cut) << 1) & ~first) | ((seed >> 1) & ~last & ~cut) | shl(seed, w) | shr(seed, w)) & free;
            if (g == seed) return seed;
            seed = g;
        }
    }
    // The squares of `free` whose east side may be cut when it is split into pieces (twins, below).
    std::uint64_t twin_cuts(std::uint64_t free) const;
    // `free` without squares that do not change its value (below).
    std::uint64_t simplified(std::uint64_t free) const;
    // each(piece) for each piece of `free` joined as fill joins them, in the order of its first
    // square, until each answers false; false then.
    template <class Each> bool each_piece(std::uint64_t free, std::uint64_t cut, Each&& each) const {
        for (std::uint64_t todo = free; todo;) {
            const std::uint64_t piece = fill(todo & (~todo + 1), free, cut);
            todo &= ~piece;
            if (!each(piece)) return false;
        }
        return true;
    }
    // The pieces the search values `free` by: `free` simplified, then split at its twin cuts, each
    // given to each_piece's `each`. Returns each_piece's answer, and the cut in `cut`.
    template <class Each> bool split(std::uint64_t free, std::uint64_t& cut, Each&& each) const {
        free = simplified(free);
        cut = twin_cuts(free);
        return each_piece(free, cut, each);
    }
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

// Twins: two free squares x and y, not neighbours, whose free neighbours are the same two squares
// u and v (a 2 × 2 block of free squares whose two opposite corners have no other free neighbour).
// Cram is a game on the graph of the free squares (a domino an edge, taking its two ends); the
// position G and G without the edges x-u and y-v (H) have the same value. By induction on
// positions: a domino on x and u in G leaves the image, under swapping x and y (an automorphism of
// G), of the domino on y and u, which H has and which leaves the same graph in both; so too x-v
// and y-v; a domino on u and another square leaves x and y as two leaves on v, the same value as
// the one leaf x on v that H leaves (the first rule above); a domino elsewhere keeps x, y twins.
// So G splits as H does: the block's two sides (x-u and y-v taken as its two east-west edges)
// become pieces of their own where nothing else joins them, valued alone and nim-added. (Where
// they stay joined, the piece holds both edges again, which again changes nothing.) Beling's Cram
// solver splits at the same blocks. Checked against plain mex on every board of up to 12 squares
// (tests/unit/cram_test.cpp).
std::uint64_t Layout::twin_cuts(std::uint64_t f) const {
    const std::uint64_t east = (f >> 1) & ~last;   // squares whose east neighbour is free
    const std::uint64_t west = (f << 1) & ~first;  // ... west
    const std::uint64_t north = shl(f, w) & all;   // ... north
    const std::uint64_t pair = f & east;           // a free square with a free east neighbour
    const std::uint64_t block = pair & shr(pair, w); // the top-left square of a 2 × 2 free block
    if (!block) return 0;
    // The top-left and bottom-right corners twins: no other neighbour west or north of the first,
    // east or south of the second (bit of the top-left square a; the other is a + w + 1).
    const std::uint64_t down_right = block & ~west & ~north & ~shr(east, w + 1) & ~shr(f, 2 * w + 1);
    // The top-right and bottom-left corners twins: none east or north of a + 1, west or south of a + w.
    const std::uint64_t down_left = block & ~shr(east, 1) & ~shr(north, 1) & ~shr(west, w) & ~shr(f, 2 * w);
    const std::uint64_t tops = down_right | down_left;
    return tops | shl(tops, w); // the west ends of the block's two east-west edges
}

Bits simplified(const Bits& b) {
    const Layout l(b.h, b.w);
    return Bits{l.simplified(b.free & l.all), b.h, b.w};
}

std::vector<std::uint64_t> pieces_of(const Bits& b) {
    const Layout l(b.h, b.w);
    std::vector<std::uint64_t> out;
    std::uint64_t cut = 0;
    l.split(b.free & l.all, cut, [&](std::uint64_t piece) { return out.push_back(piece), true; });
    return out;
}

std::vector<Bits> regions_of(const Bits& b) {
    const Layout l(b.h, b.w);
    std::vector<Bits> out;
    l.each_piece(b.free & l.all, 0, [&](std::uint64_t piece) { return out.push_back(l.cut(piece)), true; });
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

// Whether `holds` is true of an involution of b's box that maps b onto itself: the half turn, the
// two reflections, and on a square box the two diagonal reflections (each test below checks the
// images of b's squares itself; the first three are screened by b's image as a whole).
template <class Holds>
bool some_involution(const Bits& b, Holds holds) {
    const int n = b.h * b.w;
    const std::uint64_t rows = flip_rows(b.free, b.h, b.w);
    const std::uint64_t image[3] = {half_turn(b.free, n), rows, half_turn(rows, n)};
    for (int k = 0; k < 3; ++k)
        if (image[k] == b.free && holds(Involution{k, b.h, b.w})) return true;
    if (b.h == b.w)
        for (int k = 3; k < 5; ++k)
            if (holds(Involution{k, b.h, b.w})) return true;
    return false;
}

// b is its own image under s, no free square is its own image, and exactly one domino is its own
// image: the first player takes that domino and then answers every domino with its image, so b is
// not 0 (Winning Ways, ch. 13: the centre of an even × odd board).
bool mirror_after_centre(const Bits& b, const Involution& s) {
    int centres = 0;
    for (std::uint64_t x = b.free; x; x &= x - 1) {
        const int i = std::countr_zero(x), r = i / b.w, c = i % b.w;
        const auto [ir, ic] = s(r, c);
        if (!is_free(b, ir, ic) || std::pair{ir, ic} == std::pair{r, c}) return false;
        for (auto [nr, nc] : {std::pair{r, c + 1}, std::pair{r + 1, c}})
            if (is_free(b, nr, nc) && std::pair{ir, ic} == std::pair{nr, nc} && ++centres > 1) return false;
    }
    return centres == 1;
}

} // namespace

bool mirror_zero(const Bits& b) {
    return some_involution(b, [&](const Involution& s) { return mirror_wins(b, s); });
}

bool mirror_not_zero(const Bits& b) {
    return some_involution(b, [&](const Involution& s) { return mirror_after_centre(b, s); });
}

namespace {

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
    return mirror_zero(region) ? Rule::Symmetric : Rule::None;
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
    // A growth holds the old table and the new, 3 / 2 of the new one: that within max_bytes.
    while (3 * slots * sizeof(Entry) <= max_bytes) slots *= 2;
    max_slots_ = slots;
    if (size_ > max_slots_) clear();
}

void CramValues::clear() {
    slots_.reset();
    size_ = count_ = 0;
}

// A table of n empty slots in place of the old one, which is handed back.
TablePtr<CramValues::Entry[]> CramValues::resize(std::size_t n) {
    TablePtr<Entry[]> fresh(static_cast<Entry*>(allocate_table(n * sizeof(Entry))));
    std::uninitialized_value_construct_n(fresh.get(), n);
    size_ = n;
    slots_.swap(fresh);
    return fresh;
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
    std::uint64_t cut = 0;
    const bool done = l.split(free, cut, [&](std::uint64_t piece) {
        const int k = popcount(piece);
        if (k <= 3) return v ^= k >= 2 ? 1 : 0, true;
        const auto pv = region_value(l.cut(piece));
        if (pv) v ^= *pv;
        return pv.has_value();
    });
    if (!done) return std::nullopt;
    return v;
}

std::optional<Grundy> CramValues::region_value(const Bits& box) {
    const int k = popcount(box.free);
    if (k <= 1) return 0;
    if (k <= 3) return 1;
    if (box.h == 1 || box.w == 1) return strip_value(k);
    const Bits key = normalised(box);
    if (const Entry* e = find(key)) return e->value;
    return k > big_ ? large_value(key) : search(key);
}

// A large region's value by asking about one value at a time. The search builds on Beling and
// Rogalski's (On pruning search trees of impartial games, Artificial Intelligence 283, 2020),
// whose question "is the value in this set?" lets a search stop as soon as it knows the answer is
// no. Here every question names one value: `is_value(key, w)` answers the value where it is w (or
// where the search finds it anyway) and otherwise "not w" as soon as it can:
//   - first each option is asked whether its value is w (its pieces folded into a heap n, its
//     largest large piece asked whether its value is w ^ n): one option of value w ends the search
//     with "not w";
//   - if none is w, the value, the mex of the options' values, is at most w: it is the least
//     v < w no option has, or w. For v = 0, 1, ... in turn each option not yet valued is asked
//     whether its value is v, until one is (and v is an option's value) or none is (and v is the
//     value). An option that answers with another value is valued for good, as large_value does
//     at the top, where no w bounds the turns.
// A question about one value costs far less than one about a set (Beling and Rogalski's search
// asks each option about every value still open up to the largest wanted): 3 x 14 searches 0.51
// million regions instead of 0.82 million, 4 x 11 5.1 million instead of 6.1 million, 3 x 15 0.38
// million instead of 0.56 million.
//
// Counting stops a search early too. A region with k dominoes has a value in 0..k; `left` starts
// as 0..k and each option valued takes one number out of it: its value x if x is still in `left`,
// else the largest number of `left`. Every number below the mex is some option's value, so it
// goes; the mex itself could go only as the largest, and then every number left is below it and
// goes too, which k options taking one number each out of k + 1 cannot do. So the mex is always
// in `left`, and once w is not, the answer is "not w".
//
// An option's pieces are folded into its heap as in the mex search (small pieces by value, large
// ones whose value is known); of the large pieces left, all but the largest are valued exactly
// (Lemoine and Viennot: a sum costs less through its parts' values), and the largest is asked.
// Options are tried smallest first (the sum of their unknown pieces' squares squared), then by
// the history heuristic (the dominoes that most often had the value asked, in boxes of the same
// shape). Exact values and "not w" answers (for w below 32) are kept in the table.

// A set of values 0..127: a region of at most 64 squares has at most 112 dominoes, so its value
// and every nim-sum of such values is below 128.
struct Nims {
    std::uint64_t w[2] = {0, 0};
    static Nims upto(int k) { // 0..k
        Nims s;
        s.w[0] = k >= 63 ? ~std::uint64_t{0} : (std::uint64_t{2} << k) - 1;
        s.w[1] = k >= 127 ? ~std::uint64_t{0} : k >= 64 ? (std::uint64_t{2} << (k - 64)) - 1 : 0;
        return s;
    }
    bool has(int x) const { return x >= 0 && x < 128 && (w[x >> 6] >> (x & 63) & 1); }
    void add(int x) {
        if (x >= 0 && x < 128) w[x >> 6] |= std::uint64_t{1} << (x & 63);
    }
    void remove(int x) {
        if (x >= 0 && x < 128) w[x >> 6] &= ~(std::uint64_t{1} << (x & 63));
    }
    int largest() const { return w[1] ? 127 - std::countl_zero(w[1]) : 63 - std::countl_zero(w[0]); }
};

namespace {
constexpr int kNotIn = 255, kStop = -1, kAny = -2; // kAny: ask without a value named
} // namespace

// Folds the pieces of `free` (squares of a box laid out as l) into n: pieces of at most 3 squares,
// strips, pieces whose value the table knows, and (with `compute`) every small piece, valued; the
// others are left in `rest`. False once the work allowed is spent.
bool CramValues::fold(std::uint64_t free, const Layout& l, Grundy& n, std::uint64_t& rest, std::uint64_t& cut, bool compute) {
    rest = 0;
    return l.split(free, cut, [&](std::uint64_t piece) {
        const int k = popcount(piece);
        if (k <= 3) return n ^= k >= 2 ? 1 : 0, true;
        const Bits box = l.cut(piece);
        if (box.h == 1 || box.w == 1) return n ^= strip_value(k), true;
        if (k <= big_ && compute) {
            const auto v = region_value(box);
            if (v) n ^= *v;
            return v.has_value();
        }
        if (const Entry* e = find(normalised(box))) n ^= e->value;
        else rest |= piece;
        return true;
    });
}

// The pieces of `rest` (none of known value) valued exactly into n, all but the largest if it is
// large, which is left as `key` (else `key` is left empty). False once the work allowed is spent.
bool CramValues::fold_all_but_largest(std::uint64_t rest, std::uint64_t cut, const Layout& l, Grundy& n, Bits& key) {
    // `rest` holds only fold's pieces (split at `cut`, as fold split them) of more than 3 squares
    // (fold values the others), so at most 16.
    std::uint64_t pieces[16];
    int count = 0, largest = 0;
    const bool all = l.each_piece(rest, cut, [&](std::uint64_t piece) {
        if (count == 16) return false;
        if (!count || popcount(piece) > popcount(pieces[largest])) largest = count;
        pieces[count++] = piece;
        return true;
    });
    // Were that ever broken, no answer rather than a wrong one: the search stops as if out of work.
    assert(all);
    if (!all) return false;
    key = Bits{0, 1, 1};
    for (int i = 0; i < count; ++i) {
        const bool large = popcount(pieces[i]) > big_;
        if (i == largest && large) continue;
        const auto v = large ? large_value(normalised(l.cut(pieces[i]))) : region_value(l.cut(pieces[i]));
        if (!v) return false;
        n ^= *v;
    }
    if (count && popcount(pieces[largest]) > big_) key = normalised(l.cut(pieces[largest]));
    return true;
}

// An option's pieces valued but its largest large one (fold_all_but_largest), once.
bool CramValues::settle(Option& o, const Layout& l) {
    if (o.settled) return true;
    if (!fold_all_but_largest(o.rest, o.cut, l, o.heap, o.key)) return false;
    o.settled = true;
    return true;
}

// The options of the region `key`, each folded (fold): each one whose value that makes known is
// given to `known` (which answers false once the search needs no more), the others go into `out`,
// smallest first, then by the history heuristic. Stop once the work allowed is spent.
template <class Known>
CramValues::Options CramValues::options_of(const Bits& key, const Layout& l, const Moves& moves, Option* out, std::size_t& count, Known&& known) {
    const std::uint16_t dims = dims_of(key);
    const std::uint64_t big = key.free;
    count = 0;
    bool cut = false;
    auto add = [&](std::uint64_t child, int at) {
        Option o;
        o.move = static_cast<std::uint32_t>(mix(std::uint64_t{dims} << 8 | static_cast<std::uint64_t>(at)) & (kHistory - 1));
        if (!fold(child, l, o.heap, o.rest, o.cut, false)) return false;
        if (!o.rest) cut = !known(o.heap);
        else {
            // Its difficulty: the sum of its large pieces' squares of squares (Beling's order), so
            // that an option of two pieces of 10 squares comes before one of 20.
            l.each_piece(o.rest, o.cut, [&](std::uint64_t piece) { return o.size += popcount(piece) * popcount(piece), true; });
            out[count++] = o;
        }
        return true;
    };
    for (std::uint64_t m = moves.across; m && !cut; m &= m - 1)
        if (!add(big & ~(std::uint64_t{3} << std::countr_zero(m)), 2 * std::countr_zero(m))) return Options::Stop;
    for (std::uint64_t m = moves.down; m && !cut; m &= m - 1) {
        const int i = std::countr_zero(m);
        if (!add(big & ~(std::uint64_t{1} << i | std::uint64_t{1} << (i + l.w)), 2 * i + 1)) return Options::Stop;
    }
    if (cut) return Options::Cut;
    std::sort(out, out + count, [&](const Option& a, const Option& b) {
        if (a.size != b.size) return a.size < b.size;
        return history_[a.move] > history_[b.move];
    });
    return Options::Done;
}

int CramValues::Moves::count() const { return popcount(across) + popcount(down); }

// The first steps of every search of a region: its dominoes found (`moves`) and charged to
// the work, the search counted, and the mirror rule for 0 tried (Zero: the value 0 is kept).
CramValues::Start CramValues::begin(const Bits& key, const Layout& l, Moves& moves) {
    moves.across = key.free & (key.free >> 1) & ~l.last;
    moves.down = key.free & shr(key.free, l.w);
    moves.from = spent_;
    spent_ += 1 + static_cast<std::uint64_t>(moves.count());
    if (spent_ > limit_) return Start::Stop;
    ++searched_;
    if (!mirror_zero(key)) return Start::Go;
    store(key, 0, moves);
    return Start::Zero;
}

// The least value v in 0..top that is neither in `seen` nor in `ruled_out` and that no option of
// options[0..count) has: for each v in turn each option is asked whether its value is v (the
// first that is ends v's turn); an option that answers is valued for good (its value goes into
// `seen`) and leaves the list. top if each v below it is had; kStop once the work allowed is spent.
// Each v found is kept as excluded for `key` as the turns go, so that a search stopped on the way
// (the page's analysis runs in steps) keeps what it learnt: `key` is not v. (In ascending turns a
// v ruled out may be skipped: every value below it is an option's, so the value is not v only if
// some option is v.)
int CramValues::least_missing(const Bits& key, const Layout& l, const Moves& moves, Option* options, std::size_t& count, Nims& seen,
                              const Nims& ruled_out, int top) {
    int v = 0;
    for (; v < top; ++v) {
        if (seen.has(v) || ruled_out.has(v)) continue;
        bool found = false;
        for (std::size_t c = 0; c < count && !found;) {
            Option& o = options[c];
            if (!settle(o, l)) return kStop;
            const int a = option_is(o, v);
            if (a == kStop) return kStop;
            if (a == kNotIn) {
                ++c;
                continue;
            }
            const int x = a ^ static_cast<int>(o.heap);
            seen.add(x);
            found = x == v;
            if (found) history_[o.move] += 1;
            std::move(options + c + 1, options + count, options + c); // valued: not asked again
            --count;
        }
        if (!found) return v;
        exclude(key, v, moves);
    }
    return v;
}

// Is the value of the option o (settled) v? Its value without its heap if it is v, or if it is
// known anyway (is_value answers a value the table knows); kNotIn if it is not v; kStop once the
// work allowed is spent.
int CramValues::option_is(const Option& o, int v) {
    if (!o.key.free) return 0;
    return is_value(o.key, v ^ static_cast<int>(o.heap));
}

// A large region's value (Beling's aspiration at the top of a search): no value named.
std::optional<Grundy> CramValues::large_value(const Bits& key) {
    const int v = is_value(key, kAny);
    if (v == kStop) return std::nullopt;
    return static_cast<Grundy>(v);
}

// Is `free` (squares of a box laid out as l) plus a Nim heap of n a P-position? Its large pieces
// but one are valued, and the last is asked only whether its value is the heap's.
std::optional<bool> CramValues::p_position(std::uint64_t free, Grundy n, const Layout& l) {
    std::uint64_t rest = 0;
    std::uint64_t cut = 0;
    if (!fold(free, l, n, rest, cut, true)) return std::nullopt;
    if (!rest) return n == 0;
    Bits key;
    if (!fold_all_but_largest(rest, cut, l, n, key)) return std::nullopt;
    if (!key.free) return n == 0;
    const int v = n < 128 ? is_value(key, static_cast<int>(n)) : kNotIn;
    if (v == kStop) return std::nullopt;
    return v == static_cast<int>(n);
}

// Is the value of the region `key` (normalised, more than big_ squares) w? Its value if it is w;
// kNotIn if not (and the table keeps that, for w below 32); kStop once the work allowed is spent.
// A value other than w may be answered where it is found anyway (the table knows it, or the
// search found it). The method: the comment above struct Nims. With w = kAny (no value named,
// large_value's question) the answer is the value, found by least_missing alone.
int CramValues::is_value(const Bits& key, int w) {
    const bool any = w == kAny;
    Nims ruled_out; // values the table knows it has not
    if (const Entry* e = entry(key)) {
        if (e->value != kUnvalued) return e->value;
        if (!any && w < 32 && (e->excluded >> w & 1)) return kNotIn;
        ruled_out.w[0] = e->excluded;
    }
    const Layout l(key.h, key.w);
    Moves moves;
    if (const Start s = begin(key, l, moves); s != Start::Go) return s == Start::Zero ? 0 : kStop;
    auto not_w = [&] {
        exclude(key, w, moves);
        return kNotIn;
    };
    if (any) {
        if (!ruled_out.has(0) && mirror_not_zero(key)) {
            exclude(key, 0, moves);
            ruled_out.add(0);
        }
    } else if (w > moves.count() || (w == 0 && mirror_not_zero(key))) {
        return not_w();
    }
    Nims left = Nims::upto(moves.count()), seen;
    auto take = [&](int x) { // an option of value x
        seen.add(x);
        left.remove(left.has(x) ? x : left.largest());
    };
    Option options[2 * 64];
    std::size_t count = 0;
    const Options got = options_of(key, l, moves, options, count, [&](Grundy v) { return take(static_cast<int>(v)), any || left.has(w); });
    if (got == Options::Stop) return kStop;
    if (got == Options::Cut) return not_w();
    // With a value named, each option is asked whether its value is w: those that answer are
    // counted and leave the list.
    if (!any) {
        std::size_t kept = 0;
        for (std::size_t c = 0; c < count; ++c) {
            Option& o = options[c];
            if (!settle(o, l)) return kStop;
            const int a = option_is(o, w);
            if (a == kStop) return kStop;
            if (a == kNotIn) {
                options[kept++] = o;
                continue;
            }
            const int x = a ^ static_cast<int>(o.heap);
            if (x == w) history_[o.move] += 1;
            take(x);
            if (!left.has(w)) return not_w(); // taken, or taken as the largest
        }
        count = kept;
    }
    // No option is w: the value is the least v below w no option has, or w.
    const int v = least_missing(key, l, moves, options, count, seen, ruled_out, any ? moves.count() : w);
    if (v == kStop) return kStop;
    store(key, static_cast<Grundy>(v), moves);
    return v;
}

// The mex of the options' values; the key's value is kept.
std::optional<Grundy> CramValues::search(const Bits& key) {
    const Layout l(key.h, key.w);
    const std::uint64_t x = key.free;
    Moves moves;
    if (const Start s = begin(key, l, moves); s != Start::Go) return s == Start::Zero ? std::optional<Grundy>{0} : std::nullopt;
    std::uint64_t seen[2] = {0, 0};
    auto mark = [&](Grundy v) {
        if (v < 128) seen[v >> 6] |= std::uint64_t{1} << (v & 63);
    };
    for (std::uint64_t m = moves.across; m; m &= m - 1) {
        const auto v = pieces_value(x & ~(std::uint64_t{3} << std::countr_zero(m)), l);
        if (!v) return std::nullopt;
        mark(*v);
    }
    for (std::uint64_t m = moves.down; m; m &= m - 1) {
        const int i = std::countr_zero(m);
        const auto v = pieces_value(x & ~(std::uint64_t{1} << i | std::uint64_t{1} << (i + key.w)), l);
        if (!v) return std::nullopt;
        mark(*v);
    }
    const Grundy g = ~seen[0] ? static_cast<Grundy>(std::countr_one(seen[0])) : 64 + static_cast<Grundy>(std::countr_one(seen[1]));
    store(key, g, moves);
    return g;
}

//-----------------------------------------------------------------------------
// [SECTION] Table
//-----------------------------------------------------------------------------

namespace {
// The slots a key may stand in: the cache line (4 slots) its hash falls in. (Windows of two and
// four lines: 4 x 11 takes 14% and 17% more time with a table large enough, and 16% and 24% more
// with a table of 2^21 slots, full.)
constexpr std::size_t kWindow = 4;
std::size_t home(std::uint64_t free, std::uint16_t dims, std::size_t slots) {
    return static_cast<std::size_t>(mix(free ^ dims * 0x9E3779B97F4A7C15ull)) & (slots - 1) & ~(kWindow - 1);
}
} // namespace

const CramValues::Entry* CramValues::entry(const Bits& key) const {
    if (!size_) return nullptr;
    const std::uint16_t dims = dims_of(key);
    const std::size_t at = home(key.free, dims, size_);
    for (std::size_t j = 0; j < kWindow; ++j) {
        const Entry& e = slots_[at + j];
        if (e.dims == 0) return nullptr; // entries are never taken out, only replaced
        if (e.dims == dims && e.free == key.free) return &e;
    }
    return nullptr;
}

const CramValues::Entry* CramValues::find(const Bits& key) const {
    const Entry* e = entry(key);
    return e && e->value != kUnvalued ? e : nullptr;
}

// The key's entry where its window has it, else a new one in the window's first empty slot, or in
// place of the entry cheapest to compute again in a full window, by the work its searches took
// (4 x 11 with a table of 2^21 slots searches 7.3 million regions, against 9.6 million where the
// region of fewest squares gave way). The table doubles when half full, while it may. (Doubling
// at a full window instead grows a table of 4-slot windows far beyond its entries: to 2 GB for
// the 5 million of 4 x 11, whose search then takes half as long again.)
CramValues::Entry* CramValues::place(const Bits& key, std::uint8_t cost) {
    if (!size_) resize(std::min<std::size_t>(std::size_t{1} << 12, max_slots_));
    if (count_ * 2 >= size_ && size_ < max_slots_) grow();
    const Entry fresh{key.free, dims_of(key), kUnvalued, cost, 0};
    const std::size_t at = home(fresh.free, fresh.dims, size_);
    Entry* cheapest = &slots_[at];
    for (std::size_t j = 0; j < kWindow; ++j) {
        Entry& e = slots_[at + j];
        if (e.dims == fresh.dims && e.free == fresh.free) {
            e.cost = std::max(e.cost, cost);
            return &e;
        }
        if (e.dims == 0) {
            e = fresh;
            ++count_;
            return &e;
        }
        if (e.cost < cheapest->cost) cheapest = &e;
    }
    *cheapest = fresh;
    return cheapest;
}

void CramValues::store(const Bits& key, Grundy v, const Moves& m) { place(key, m.cost(spent_))->value = static_cast<std::uint8_t>(v); }

// A value the key is known not to have (is_value's "not w"): kept if below 32, unless its value is
// known.
void CramValues::exclude(const Bits& key, int v, const Moves& m) {
    if (v < 0 || v >= 32) return;
    Entry* e = place(key, m.cost(spent_));
    if (e->value == kUnvalued) e->excluded |= std::uint32_t{1} << v;
}

// Twice as many slots, each entry moved to its new window; where that is full, the costlier entry
// stays, as in place.
void CramValues::grow() {
    const std::size_t was = size_;
    const TablePtr<Entry[]> old = resize(size_ * 2);
    count_ = 0;
    for (std::size_t i = 0; i < was; ++i) {
        const Entry& e = old[i];
        if (e.dims == 0) continue;
        const std::size_t at = home(e.free, e.dims, size_);
        Entry* cheapest = &slots_[at];
        bool placed = false;
        for (std::size_t j = 0; j < kWindow && !placed; ++j) {
            Entry& to = slots_[at + j];
            if (to.dims == 0) {
                to = e;
                ++count_;
                placed = true;
            } else if (to.cost < cheapest->cost) {
                cheapest = &to;
            }
        }
        if (!placed && cheapest->cost < e.cost) *cheapest = e;
    }
}

} // namespace gl::cram
