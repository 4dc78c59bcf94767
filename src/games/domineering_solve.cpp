// domineering_solve.cpp - the outcome search of Domineering (see domineering_solve.h for the
// methods and their sources). Square (r, c) is bit 8r + c of a 64-bit word, set if free; the
// player to move always places vertical dominoes.
//
// Index:
//   [SECTION] Bounds  counts of safe moves and the race they decide
//   [SECTION] Keys    a position up to the board's reflections
//   [SECTION] Table   the answers kept across calls (buckets of four, huge pages)
//   [SECTION] Search  the solver: bounds, the table, move ordering
//   [SECTION] Calls   solve_first, reset_solver
#include "games/domineering_solve.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdlib>
#include <new>
#include <memory>
#include <vector>

#include "core/table_memory.h"
#include "games/partizan.h"

namespace gl::domineering {

namespace {

//-----------------------------------------------------------------------------
// [SECTION] Bounds
//-----------------------------------------------------------------------------

constexpr std::uint64_t kCol0 = 0x0101010101010101ULL, kCol7 = 0x8080808080808080ULL;

// The set bits of x, inline: without the processor's instruction enabled in the build,
// std::popcount is a call into the compiler's library, which the search makes often.
inline int bits(std::uint64_t x) {
    x -= (x >> 1) & 0x5555555555555555ULL;
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return static_cast<int>((x * kCol0) >> 56);
}

// Free squares neither of whose side neighbours is free: no horizontal domino can ever cover them.
std::uint64_t shielded(std::uint64_t f) {
    const std::uint64_t left_free = (f << 1) & ~kCol0, right_free = (f >> 1) & ~kCol7;
    return f & ~left_free & ~right_free;
}

// The most vertical dominoes that fit at once on `f`: in each column, half of each run of free
// squares (taken greedily from the top, which is optimal on a path).
int vertical_pairs(std::uint64_t f) {
    int n = 0;
    std::uint64_t used = 0;
    for (int r = 0; r < 7; ++r) {
        const std::uint64_t pair = (f >> (8 * r)) & (f >> (8 * r + 8)) & ~used & 0xFF;
        n += bits(pair);
        used = pair;
    }
    return n;
}

// The upper squares of the disjoint vertical dominoes vertical_pairs() counts.
std::uint64_t vertical_pair_tops(std::uint64_t f) {
    std::uint64_t used = 0, tops = 0;
    for (int r = 0; r < 7; ++r) {
        const std::uint64_t pair = (f >> (8 * r)) & (f >> (8 * r + 8)) & ~used & 0xFF;
        tops |= pair << (8 * r);
        used = pair;
    }
    return tops;
}

// The squares of the disjoint vertical dominoes vertical_pairs() counts (greedy from the top).
std::uint64_t vertical_pair_squares(std::uint64_t f) {
    std::uint64_t used = 0, squares = 0;
    for (int r = 0; r < 7; ++r) {
        const std::uint64_t pair = (f >> (8 * r)) & (f >> (8 * r + 8)) & ~used & 0xFF;
        squares |= (pair << (8 * r)) | (pair << (8 * r + 8));
        used = pair;
    }
    return squares;
}

// The most disjoint pairs of neighbouring set bits in one byte: half of each run (a table).
constexpr std::array<std::uint8_t, 256> kBytePairs = [] {
    std::array<std::uint8_t, 256> t{};
    for (int b = 0; b < 256; ++b) {
        int n = 0, run = 0;
        for (int k = 0; k <= 8; ++k) {
            if (k < 8 && (b >> k & 1)) ++run;
            else n += run / 2, run = 0;
        }
        t[static_cast<std::size_t>(b)] = static_cast<std::uint8_t>(n);
    }
    return t;
}();

// Column c of x as a byte (row k to bit k): the multiplication gathers the column's bits.
inline unsigned column(std::uint64_t x, int c) { return static_cast<unsigned>((((x >> c) & kCol0) * 0x0102040810204080ULL) >> 56); }
inline unsigned row(std::uint64_t x, int r) { return static_cast<unsigned>((x >> (8 * r)) & 0xFF); }

// Free squares neither of whose upper and lower neighbours is free: no vertical domino covers them.
inline std::uint64_t shielded_vertically(std::uint64_t f) { return f & ~(f << 8) & ~(f >> 8); }

// How a vertical domino on square i and the one below changes the counts (after Bullock's move
// ordering): the player's most disjoint moves and safe moves, less the opponent's. Only the
// domino's column and the neighbouring ones change for the player, its two rows and the rows
// around for the opponent.
int move_score(std::uint64_t f, int i) {
    const int r = i / 8, c = i % 8;
    const std::uint64_t a = f & ~((1ULL << i) | (1ULL << (i + 8)));
    int score = kBytePairs[column(a, c)] - kBytePairs[column(f, c)];
    for (int k = r; k <= r + 1; ++k) score += kBytePairs[row(f, k)] - kBytePairs[row(a, k)];
    const std::uint64_t sf = shielded(f), sa = shielded(a);
    for (int k = std::max(c - 1, 0); k <= std::min(c + 1, 7); ++k) score += kBytePairs[column(sa, k)] - kBytePairs[column(sf, k)];
    const std::uint64_t vf = shielded_vertically(f), va = shielded_vertically(a);
    for (int k = std::max(r - 1, 0); k <= std::min(r + 2, 7); ++k) score -= kBytePairs[row(va, k)] - kBytePairs[row(vf, k)];
    return score;
}

// The race for the areas of guaranteed_moves(): the player takes an area (a protective one is
// worth two moves, a pair one), the opponent spoils a protective area, a vulnerable pair or two
// crowded pairs; the moves the player makes whatever the opponent does (minimax over the counts,
// memoised: at most 16 protective areas and 32 pairs of each kind fit on the board).
int race(int p, int v, int c, bool first) {
    static const std::vector<std::uint8_t> memo = [] {
        std::vector<std::uint8_t> m(17 * 33 * 33 * 2);
        auto at = [&m](int p, int v, int c, int mover) -> std::uint8_t& { return m[static_cast<std::size_t>(((p * 33 + v) * 33 + c) * 2 + mover)]; };
        for (int total = 0; total <= 16 + 32 + 32; ++total) // by areas left: each turn takes at least one
            for (int p = 0; p <= 16; ++p)
                for (int v = 0; v <= 32; ++v) {
                    const int c = total - p - v;
                    if (c < 0 || c > 32) continue;
                    int best = 0; // the player to take: the most over its choices
                    if (p) best = std::max(best, 2 + at(p - 1, v, c, 0));
                    if (v) best = std::max(best, 1 + at(p, v - 1, c, 0));
                    if (c) best = std::max(best, 1 + at(p, v, c - 1, 0));
                    at(p, v, c, 1) = static_cast<std::uint8_t>(best);
                    int worst = at(p, v, c, 1); // the opponent to spoil (or to play elsewhere)
                    if (p) worst = std::min<int>(worst, at(p - 1, v, c, 1));
                    if (v) worst = std::min<int>(worst, at(p, v - 1, c, 1));
                    if (c) worst = std::min<int>(worst, at(p, v, std::max(c - 2, 0), 1));
                    at(p, v, c, 0) = static_cast<std::uint8_t>(worst);
                }
        return m;
    }();
    return memo[static_cast<std::size_t>(((std::min(p, 16) * 33 + std::min(v, 32)) * 33 + std::min(c, 32)) * 2 + (first ? 1 : 0))];
}

// The moves the player placing vertical dominoes on f can count on, whatever the opponent does,
// moving first (`first`) or second. The board is packed into disjoint areas (after Bullock):
//   - safe pairs: two squares neither of which the opponent can cover: one move each, for sure;
//   - protective areas: a free 2 x 2 block whose rows have no free square beside the block: a
//     domino in one column leaves the other column safe (two moves), and the opponent spoils it
//     only by a domino inside it (one of its moves for the whole block);
//   - vulnerable pairs: two free squares one above the other, no square of another area beside
//     them: one move, unless the opponent covers one of them first (one of its moves for one pair).
// Or, the better of the two when it counts more: every vertical pair packed (greedily down each
// column), those with no pair beside them vulnerable as above, the others crowded: as a
// vulnerable pair, but one opponent domino may spoil two of them.
// Then a race (see race()), the player taking first if `first`.
// `areas_out`, if given, receives the squares of the areas the count plays in.
int guaranteed_moves(std::uint64_t f, bool first, std::uint64_t* areas_out = nullptr) {
    const std::uint64_t safe = vertical_pair_squares(shielded(f));
    int moves = bits(safe) / 2;
    std::uint64_t rest = f & ~safe, taken = 0;
    int protective = 0;
    // A 2 x 2 block at top-left square i: columns c < 7, rows r < 7.
    const std::uint64_t corners = rest & (rest >> 1) & (rest >> 8) & (rest >> 9) & ~kCol7 & 0x00FFFFFFFFFFFFFFULL;
    const std::uint64_t left_free = (f << 1) & ~kCol0;   // square whose left neighbour is free
    const std::uint64_t right_free = (f >> 1) & ~kCol7;  // square whose right neighbour is free
    for (std::uint64_t c = corners; c; c &= c - 1) {
        const int i = std::countr_zero(c);
        const std::uint64_t block = (3ULL << i) | (3ULL << (i + 8));
        if (block & taken) continue;
        const std::uint64_t left_col = (1ULL << i) | (1ULL << (i + 8)), right_col = left_col << 1;
        if ((left_col & left_free) || (right_col & right_free)) continue; // a free square beside the block
        taken |= block;
        ++protective;
    }
    rest &= ~taken;
    int vulnerable = 0;
    std::uint64_t areas = taken;
    for (std::uint64_t p = rest & (rest >> 8); p; p &= p - 1) {
        const int i = std::countr_zero(p);
        const std::uint64_t pair = (1ULL << i) | (1ULL << (i + 8));
        if (pair & areas) continue;
        const std::uint64_t beside = ((pair << 1) & ~kCol0) | ((pair >> 1) & ~kCol7);
        if (beside & areas) continue;
        areas |= pair;
        ++vulnerable;
    }
    // Or every pair packed, those with a pair beside them crowded.
    const int lone_count = race(protective, vulnerable, 0, first);
    const std::uint64_t tops = vertical_pair_tops(rest), all = tops | (tops << 8);
    int lone2 = 0, crowded = 0;
    for (std::uint64_t p = tops; p; p &= p - 1) {
        const int i = std::countr_zero(p);
        const std::uint64_t pair = (1ULL << i) | (1ULL << (i + 8));
        const std::uint64_t beside = ((pair << 1) & ~kCol0) | ((pair >> 1) & ~kCol7);
        ++(beside & all ? crowded : lone2);
    }
    const int packed = race(protective, lone2, crowded, first);
    if (packed > lone_count) {
        if (areas_out) *areas_out = taken | all | safe;
        return moves + packed;
    }
    moves += lone_count;
    if (areas_out) *areas_out = areas | safe;
    return moves;
}

// The most moves the opponent can make on f while the player (placing vertical dominoes) makes
// the `g` moves it counts on in `areas` (Bullock's count of the squares left): the opponent's
// dominoes cover none of those moves' squares and none of the squares outside `areas` that no
// horizontal domino can ever cover; so it has at most half of the other free squares.
int opponent_room(std::uint64_t f, int g, std::uint64_t areas) {
    const int unusable = bits(shielded(f) & ~areas);
    return (bits(f) - 2 * g - unusable) / 2;
}

//-----------------------------------------------------------------------------
// [SECTION] Keys
//-----------------------------------------------------------------------------

// Each byte's bits in reverse order (a row mirrored left to right within 8 columns).
std::uint64_t reverse_bytes_bits(std::uint64_t x) {
    x = ((x >> 1) & 0x5555555555555555ULL) | ((x & 0x5555555555555555ULL) << 1);
    x = ((x >> 2) & 0x3333333333333333ULL) | ((x & 0x3333333333333333ULL) << 2);
    return ((x >> 4) & 0x0F0F0F0F0F0F0F0FULL) | ((x & 0x0F0F0F0F0F0F0F0FULL) << 4);
}

// The position up to the symmetries that keep vertical dominoes vertical: translated to the
// corner, the least of it and its mirror images left-right and top-bottom in its bounding box.
std::uint64_t normal_key(std::uint64_t f, bool mirrors) {
    std::uint64_t cols = f | (f >> 32);
    cols |= cols >> 16;
    cols |= cols >> 8;
    cols &= 0xFF;
    const int top = std::countr_zero(f) / 8, bottom = (63 - std::countl_zero(f)) / 8;
    const int left = std::countr_zero(cols), right = 63 - std::countl_zero(cols);
    const std::uint64_t a = f >> (8 * top + left);
    if (!mirrors) return a;
    const int h = bottom - top + 1, w = right - left + 1;
    const std::uint64_t tb = __builtin_bswap64(a) >> (8 * (8 - h));
    const std::uint64_t lr = reverse_bytes_bits(a) >> (8 - w);
    const std::uint64_t both = reverse_bytes_bits(tb) >> (8 - w);
    return std::min({a, tb, lr, both});
}

//-----------------------------------------------------------------------------
// [SECTION] Table
//-----------------------------------------------------------------------------

// A table of answers: 16-byte slots in buckets of four (one cache line); a new answer replaces
// the one of its bucket whose search cost fewest positions (the costly ones are worth keeping).
// Natively on Linux the memory is asked for in huge pages: each look up is a cache miss anyway,
// and with small pages it is also a miss of the address translation.
class Table {
  public:
    struct Slot {
        std::uint64_t key = 0; // 0: empty (a position with a move is never empty)
        std::uint32_t cost = 0;
        std::uint8_t wins = 0;
    };
    void resize(std::size_t bytes) {
        std::size_t n = kWays;
        while (n * 2 * sizeof(Slot) <= bytes) n *= 2;
        slots_.reset(static_cast<Slot*>(allocate_table(n * sizeof(Slot))));
        std::fill(slots_.get(), slots_.get() + n, Slot{});
        size_ = n;
    }
    bool empty() const { return size_ == 0; }
    std::size_t bytes() const { return size_ * sizeof(Slot); }
    const Slot* find(std::uint64_t key) const {
        const Slot* b = bucket(key);
        for (int k = 0; k < kWays; ++k)
            if (b[k].key == key) return &b[k];
        return nullptr;
    }
    void prefetch(std::uint64_t key) const { __builtin_prefetch(bucket(key)); }
    void put(std::uint64_t key, bool wins, std::uint64_t cost) {
        Slot* b = bucket(key);
        Slot* s = &b[0];
        for (int k = 0; k < kWays; ++k) {
            if (b[k].key == key || b[k].key == 0) {
                s = &b[k];
                break;
            }
            if (b[k].cost < s->cost) s = &b[k];
        }
        *s = Slot{key, static_cast<std::uint32_t>(std::min<std::uint64_t>(cost, UINT32_MAX)), static_cast<std::uint8_t>(wins)};
    }

  private:
    static constexpr int kWays = 4;
    Slot* bucket(std::uint64_t key) const {
        std::uint64_t h = key * 0x9E3779B97F4A7C15ULL;
        h ^= h >> 29;
        return slots_.get() + (static_cast<std::size_t>(h) & (size_ - 1) & ~static_cast<std::size_t>(kWays - 1));
    }
    TablePtr<Slot[]> slots_; // table_memory.h: cache lines, huge pages
    std::size_t size_ = 0;
};

constexpr std::size_t kDefaultTableBytes = std::size_t{64} << 20;
// A small region's canonical form costs at most kRegionWork steps of the value engine, once (the
// forms are kept); SolveMethods::region_squares says which regions are small.
constexpr std::uint64_t kRegionWork = 200'000;

//-----------------------------------------------------------------------------
// [SECTION] Search
//-----------------------------------------------------------------------------

class Solver {
  public:
    std::optional<bool> first(std::uint64_t f, std::size_t& budget, const SolveMethods& m) {
        if (table_.empty()) table_.resize(table_bytes_);
        methods_ = m;
        budget_ = &budget;
        out_ = false;
        place_values(f, place_[0]);
        place_values(transpose(f), place_[1]);
        const bool wins = solve(f);
        if (out_) return std::nullopt;
        return wins;
    }
    void reset(std::size_t bytes) {
        table_bytes_ = bytes ? bytes : kDefaultTableBytes;
        table_ = Table{};
        stats_ = SolveStats{};
    }
    SolveStats stats() const {
        SolveStats s = stats_;
        s.table_bytes = table_.bytes();
        return s;
    }

  private:
    // Does the player to move (placing vertical dominoes) win on f? `depth` is the distance from
    // the root: its parity says which way the board is turned, for the place values.
    bool solve(std::uint64_t f, int depth = 0) {
        const std::uint64_t starts = f & (f >> 8);
        if (!starts) return false;
        const std::uint64_t t = transpose(f); // the opponent's view
        const std::uint64_t key = methods_.table ? normal_key(f, methods_.symmetry) : 0;
        if (methods_.table) table_.prefetch(key); // its memory comes while the bounds are counted
        if (methods_.bounds)
            if (auto b = bounded(f, t)) return ++stats_.bound_cuts, *b;
        if (methods_.table)
            if (const Table::Slot* s = table_.find(key)) return ++stats_.table_hits, s->wins != 0;
        if (methods_.regions)
            if (auto by_forms = regions_decide(f)) {
                ++stats_.region_cuts;
                if (methods_.table) table_.put(key, *by_forms, 1);
                return *by_forms;
            }
        if (*budget_ == 0) {
            out_ = true;
            return false;
        }
        --*budget_;
        const std::uint64_t before = ++stats_.nodes;
        std::array<std::uint64_t, 56> moves;
        std::array<int, 56> score{};
        const int n = order_moves(f, starts, moves, score, depth & 1);
        // A look one move ahead first (the bounds and the table, no search): a move to a
        // position the opponent is known to lose wins at once; one the opponent is known to win
        // is not searched.
        std::uint64_t known_bad = 0;
        bool wins = false;
        bool sorted = !methods_.ordering;
        if (methods_.lookahead) {
            if (!sorted) sort_rest(moves, score, n);
            sorted = true;
            for (int i = 0; i < n && !wins; ++i) {
                const auto child = known(transpose(f & ~moves[i]));
                if (child && !*child) wins = true;
                else if (child) known_bad |= 1ULL << i;
            }
        }
        if (wins) ++stats_.lookahead_cuts;
        for (int i = 0; i < n && !wins; ++i) {
            if (i == 1 && !sorted) sort_rest(moves, score, n);
            if (known_bad >> i & 1) continue;
            const std::uint64_t after = f & ~moves[i];
            wins = !solve(transpose(after), depth + 1);
            if (out_) return false;
        }
        if (methods_.table) table_.put(key, wins, stats_.nodes - before + 1);
        return wins;
    }

    // The bounds (t is f transposed: the opponent's view). The player to move needs one move
    // more than the opponent can ever make (at most `theirs`) to win; it loses if the opponent,
    // moving second, can count on as many moves as the player can ever make.
    std::optional<bool> bounded(std::uint64_t f, std::uint64_t t) const {
        const int theirs = vertical_pairs(t), mine = vertical_pairs(f);
        if (vertical_pairs(shielded(f)) > theirs) return true;
        if (vertical_pairs(shielded(t)) >= mine) return false;
        if (!methods_.packing) return std::nullopt;
        std::uint64_t areas = 0;
        const int g = guaranteed_moves(f, true, &areas);
        if (g > std::min(theirs, opponent_room(f, g, areas))) return true;
        const int g2 = guaranteed_moves(t, false, &areas);
        if (g2 >= std::min(mine, opponent_room(t, g2, areas))) return false;
        return std::nullopt;
    }

    // What the bounds and the table say of f without search, if anything.
    std::optional<bool> known(std::uint64_t f) const {
        const std::uint64_t starts = f & (f >> 8);
        if (!starts) return false;
        if (methods_.bounds)
            if (auto b = bounded(f, transpose(f))) return b;
        if (methods_.table)
            if (const Table::Slot* s = table_.find(normal_key(f, methods_.symmetry))) return s->wins != 0;
        return std::nullopt;
    }

    // The vertical dominoes of f as the squares they cover, best first by move_score() (the
    // player's disjoint and safe moves gained less the opponent's), ties by the square's place
    // value; a safe domino last (it will keep). Only the best is put first here: the solver
    // sorts the rest if it fails (sort_rest).
    int order_moves(std::uint64_t f, std::uint64_t starts, std::array<std::uint64_t, 56>& out, std::array<int, 56>& score, int turned) const {
        const std::uint64_t safe = shielded(f);
        const bool has_unsafe = (starts & ~(safe & (safe >> 8))) != 0; // a move not on two shielded squares
        int n = 0;
        for (std::uint64_t s = starts; s; s &= s - 1) {
            const int i = std::countr_zero(s);
            const std::uint64_t cover = (1ULL << i) | (1ULL << (i + 8));
            const bool is_safe = (safe & cover) == cover;
            if (is_safe && methods_.skip_safe && has_unsafe) continue;
            out[n] = cover;
            if (methods_.ordering) {
                int sc = move_score(f, i);
                if (is_safe) sc -= 32;
                score[n] = sc * 1024 + place_[turned][static_cast<std::size_t>(i)];
            }
            ++n;
        }
        if (methods_.ordering && n > 1) { // the best first; the rest are sorted only if it fails
            const int best = static_cast<int>(std::max_element(score.begin(), score.begin() + n) - score.begin());
            std::swap(out[0], out[best]);
            std::swap(score[0], score[best]);
        }
        return n;
    }

    // The moves after the first, best first (by score, highest first; ties in the order found).
    static void sort_rest(std::array<std::uint64_t, 56>& moves, std::array<int, 56>& score, int n) {
        std::array<std::uint64_t, 56> keyed; // score (biased to be positive) above the move's index
        for (int i = 1; i < n; ++i)
            keyed[static_cast<std::size_t>(i)] = (static_cast<std::uint64_t>(score[static_cast<std::size_t>(i)] + (1 << 30)) << 8) | static_cast<std::uint64_t>(255 - i);
        std::sort(keyed.begin() + 1, keyed.begin() + n, std::greater<>());
        std::array<std::uint64_t, 56> was = moves;
        for (int i = 1; i < n; ++i) {
            const int from = 255 - static_cast<int>(keyed[static_cast<std::size_t>(i)] & 0xFF);
            moves[static_cast<std::size_t>(i)] = was[static_cast<std::size_t>(from)];
        }
    }

    // If every region of f is small, the sum of their canonical forms decides f: the player to
    // move (Left, placing vertical dominoes) wins moving first iff the sum is not <= 0.
    std::optional<bool> regions_decide(std::uint64_t f) {
        if (bits(f) > 2 * methods_.region_squares) return std::nullopt;
        std::array<std::uint64_t, 32> regions;
        int n = 0;
        for (std::uint64_t rest = f; rest;) {
            std::uint64_t region = rest & (~rest + 1), grown = 0; // the lowest free square, then flood
            while (grown != region) {
                grown = region;
                region |= ((region << 8) | (region >> 8) | ((region << 1) & ~kCol0) | ((region >> 1) & ~kCol7)) & rest;
            }
            rest &= ~region;
            if (bits(region) > methods_.region_squares) return std::nullopt;
            if (bits(region) >= 2) regions[static_cast<std::size_t>(n++)] = region;
        }
        if (n < 2) return std::nullopt; // one region: the search is as cheap as its form
        auto& values = PartizanValues<DomineeringGame>::shared();
        values.trim();
        cgt::Store& st = values.store();
        DomineeringGame g;
        cgt::Id sum = cgt::Store::kZero;
        for (int i = 0; i < n; ++i) {
            const auto v = values.value(g, Board{8, 8, regions[static_cast<std::size_t>(i)]}, kRegionWork);
            if (!v) return std::nullopt;
            st.set_limit(kRegionWork);
            sum = st.add(sum, *v);
            if (st.exhausted()) return std::nullopt;
        }
        st.set_limit(kRegionWork);
        const bool right_wins_second = st.le(sum, cgt::Store::kZero);
        if (st.exhausted()) return std::nullopt;
        return !right_wins_second;
    }

    Table table_;
    // Where a vertical domino is best placed on the root's bounding box, all else equal (after
    // Bullock's static positional values): one column in from the sides, at even rows from the
    // top or bottom, first; then other columns in, then the edge columns.
    static void place_values(std::uint64_t f, std::array<int, 64>& out) {
        out.fill(0);
        if (!f) return;
        std::uint64_t cols = f | (f >> 32);
        cols |= cols >> 16;
        cols |= cols >> 8;
        const int top = std::countr_zero(f) / 8, bottom = (63 - std::countl_zero(f)) / 8;
        const int left = std::countr_zero(cols & 0xFF), right = 63 - std::countl_zero(cols & 0xFF);
        for (int r = top; r < bottom; ++r)
            for (int c = left; c <= right; ++c) {
                const int dc = std::min(c - left, right - c), dr = std::min(r - top, bottom - 1 - r);
                const bool odd_col = dc % 2 == 1, even_row = dr % 2 == 0;
                const int tier = odd_col && even_row ? 4 : odd_col ? 3 : dc >= 2 && even_row ? 2 : dc >= 2 ? 1 : 0;
                out[static_cast<std::size_t>(8 * r + c)] = tier * 25 + std::max(0, 24 - 2 * dc - dr); // nearer the corner first
            }
    }
    std::array<int, 64> place_[2] = {};
    std::size_t table_bytes_ = kDefaultTableBytes;
    SolveStats stats_;
    SolveMethods methods_;
    std::size_t* budget_ = nullptr;
    bool out_ = false;
};

Solver& solver() {
    static Solver s;
    return s;
}

//-----------------------------------------------------------------------------
// [SECTION] Calls
//-----------------------------------------------------------------------------

} // namespace

std::uint64_t transpose(std::uint64_t x) {
    // Three exchanges of blocks across the diagonal: 4 x 4, 2 x 2, then single squares.
    std::uint64_t t = 0x0F0F0F0F00000000ULL & (x ^ (x << 28));
    x ^= t ^ (t >> 28);
    t = 0x3333000033330000ULL & (x ^ (x << 14));
    x ^= t ^ (t >> 14);
    t = 0x5500550055005500ULL & (x ^ (x << 7));
    x ^= t ^ (t >> 7);
    return x;
}

std::optional<bool> solve_first(const Board& b, bool left, std::size_t& budget, const SolveMethods& methods) {
    return solver().first(left ? b.free : transpose(b.free), budget, methods);
}

SolveStats solver_stats() { return solver().stats(); }

void reset_solver(std::size_t table_bytes) { solver().reset(table_bytes); }

} // namespace gl::domineering
