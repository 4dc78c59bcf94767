// clobber.cpp - Clobber's metadata and stones (the rules are in clobber.h; the rest is grid.h's),
// and its outcome search on bitboards (issue 43): a board of at most 64 squares as two 64-bit
// sets, Left's stones and Right's; a move is a shift and two bit changes. A group of stones joined
// side to side that holds one colour only can never move again (a stone moves only onto a
// neighbouring stone of the other colour, so groups only shrink and split): such groups are taken
// off before a position is looked up, so that positions differing only there share one entry.
// Positions are kept in a table of bounded size across calls (an undo costs nothing).
#include "games/clobber.h"

#include <bit>
#include <vector>

namespace gl::clobber {

const GameMeta& ClobberRules::meta() {
    static const GameMeta m{
        "clobber", "Clobber",
        "A player moves one of their stones onto an orthogonally adjacent stone of the opponent's, removing it; whoever cannot move loses. Left plays black (x), Right white (o).",
        "Albert, Grossman, Nowakowski and Wolfe (2001); Albert, Nowakowski and Wolfe, Lessons in Play, ch. 1-2; CGSuite's Clobber",
        "rows from the top separated by '/' (or '|'), each of '.' (empty), 'x' (Left's stone) and 'o' (Right's), all of one length; at most 8 × 8",
        "xox/oxo", grid::kVariantGrammar, "partizan", true, "variant"};
    return m;
}

grid::Look ClobberRules::look(char c) {
    if (c == 'x') return {Glyph::Black, ""};
    if (c == 'o') return {Glyph::White, ""};
    return {Glyph::Blank, ""};
}

namespace {

struct Boards {
    int h = 1, w = 1;
    std::uint64_t all = 0, first = 0, last = 0; // the board's squares, its first and last columns
    Boards(int rows, int cols) : h(rows), w(cols) {
        all = rows * cols >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << (rows * cols)) - 1;
        for (int r = 0; r < h; ++r) {
            first |= std::uint64_t{1} << (r * w);
            last |= std::uint64_t{1} << (r * w + w - 1);
        }
    }
    std::uint64_t grow(std::uint64_t s) const {
        return s | ((s << 1) & ~first) | ((s >> 1) & ~last) | (w < 64 ? (s << w) | (s >> w) : 0);
    }
    // x's and o's stones without their groups of one colour.
    void drop_dead(std::uint64_t& x, std::uint64_t& o) const {
        const std::uint64_t stones = x | o;
        for (std::uint64_t rest = stones; rest;) {
            std::uint64_t group = rest & (~rest + 1);
            for (std::uint64_t g = grow(group) & stones; g != group; g = grow(group) & stones) group = g;
            rest &= ~group;
            if (!(group & x) || !(group & o)) x &= ~group, o &= ~group;
        }
    }
};

struct Slot {
    std::uint64_t x = 0, o = 0;
    std::uint32_t tag = 0; // h << 16 | w << 8 | left << 1 | 1; 0: empty
    bool wins = false;
};

class Table {
  public:
    const Slot* find(std::uint64_t x, std::uint64_t o, std::uint32_t tag) const {
        if (slots_.empty()) return nullptr;
        const Slot& s = slots_[home(x, o, tag)];
        return s.tag == tag && s.x == x && s.o == o ? &s : nullptr;
    }
    void store(std::uint64_t x, std::uint64_t o, std::uint32_t tag, bool wins) {
        if (slots_.empty()) slots_.resize(kSlots);
        slots_[home(x, o, tag)] = Slot{x, o, tag, wins}; // always replace: a cache
    }
    static Table& shared() {
        static Table t;
        return t;
    }

  private:
    static constexpr std::size_t kSlots = std::size_t{1} << 21; // 48 MB
    static std::size_t home(std::uint64_t x, std::uint64_t o, std::uint32_t tag) {
        std::uint64_t k = x * 0x9E3779B97F4A7C15ull ^ (o + 0x632BE59BD9B4E019ull) * 0xBF58476D1CE4E5B9ull ^ tag;
        k ^= k >> 29;
        k *= 0x94D049BB133111EBull;
        return static_cast<std::size_t>(k ^ (k >> 32)) & (kSlots - 1);
    }
    std::vector<Slot> slots_;
};

// Does the player to move (left: x) win? Every move of one of their stones onto a neighbouring
// stone of the other colour, in four directions; a move to a position the opponent loses wins.
std::optional<bool> first(const Boards& b, std::uint64_t x, std::uint64_t o, bool left, std::size_t& budget) {
    b.drop_dead(x, o);
    const std::uint32_t tag = static_cast<std::uint32_t>(b.h << 16 | b.w << 8 | (left ? 2 : 0) | 1);
    Table& t = Table::shared();
    if (const Slot* s = t.find(x, o, tag)) return s->wins;
    const std::uint64_t me = left ? x : o, them = left ? o : x;
    const std::uint64_t targets[4] = {(me << 1) & ~b.first & them, (me >> 1) & ~b.last & them, b.w < 64 ? (me << b.w) & them : 0,
                                      b.w < 64 ? (me >> b.w) & them : 0};
    const std::size_t moves = static_cast<std::size_t>(std::popcount(targets[0]) + std::popcount(targets[1]) + std::popcount(targets[2]) +
                                                       std::popcount(targets[3]));
    if (budget < 1 + moves) return std::nullopt;
    budget -= 1 + moves;
    bool wins = false;
    for (int d = 0; d < 4 && !wins; ++d)
        for (std::uint64_t m = targets[d]; m && !wins; m &= m - 1) {
            const int to = std::countr_zero(m), from = d == 0 ? to - 1 : d == 1 ? to + 1 : d == 2 ? to - b.w : to + b.w;
            const std::uint64_t moved = (me & ~(std::uint64_t{1} << from)) | std::uint64_t{1} << to, taken = them & ~(std::uint64_t{1} << to);
            const auto answer = left ? first(b, moved, taken, false, budget) : first(b, taken, moved, true, budget);
            if (!answer) return std::nullopt;
            wins = !*answer;
        }
    t.store(x, o, tag, wins);
    return wins;
}

} // namespace

std::optional<bool> ClobberRules::fast_wins_first(const grid::Grid& g, bool left, std::size_t& budget) {
    const Boards b(g.h, g.w);
    std::uint64_t x = 0, o = 0;
    for (std::size_t i = 0; i < g.cells.size(); ++i) {
        if (g.cells[i] == 'x') x |= std::uint64_t{1} << i;
        if (g.cells[i] == 'o') o |= std::uint64_t{1} << i;
    }
    return first(b, x, o, left, budget);
}

} // namespace gl::clobber
