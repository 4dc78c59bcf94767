// clobber.cpp - Clobber's metadata and stones (the rules are in clobber.h; the rest is grid.h's),
// and its outcome search on bitboards (issue 43): a board of at most 64 squares as two 64-bit
// sets, Left's stones and Right's; a move is a shift and two bit changes. The methods, after the
// field's solvers of Clobber (Griebel and Uiterwijk, "Combining combinatorial game theory with an
// alpha-beta solver for Clobber", BNAIC 2016: an endgame database of small regions' values inside
// the search; Claessen, "Combinatorial game theory in Clobber", Maastricht MSc thesis 2011):
//   - dead stones: a group of stones joined side to side that holds one colour only can never
//     move again (a stone moves only onto a neighbouring stone of the other colour, so groups
//     only shrink and split): such groups are taken off before a position is looked up;
//   - regions: the groups left are a disjunctive sum. The regions of at most
//     SolveMethods::form_stones stones are taken off the board and replaced by the sum of their
//     canonical forms (made and simplified by the value engine's store, cgt::Store, and kept by
//     position): a position is the big regions' stones and one canonical form C, and a move is
//     a move on the board or to one of C's canonical options (G + H = G + C when H = C; dominated
//     and reversible options are gone from C, and positions whose small regions differ but add
//     to the same form share one answer). With no big region left, C decides: Left wins moving
//     first iff C is not <= 0, Right iff it is not >= 0 (Winning Ways, ch. 2). (Without `fold`:
//     the forms' sum decides where every region is small, and small regions adding to 0 are
//     left out; the rest is searched on the board.);
//   - a table of answers (by stones, C and the player to move) of bounded size, kept across
//     calls (an undo costs nothing, the page's steps go on where the last one stopped; it is
//     cleared with the forms' store when that is renewed); a new answer replaces the cheaper of two;
//     on boards of at most 32 squares a slot takes 16 bytes (both colours' stones in one word),
//     natively the table sits in huge pages (a look-up is a random access);
//   - enhanced transposition cutoff (Plaat, Schaeffer, Pijls and de Bruin 1996): in a position of
//     at least SolveMethods::etc_stones stones outside the small regions (by default wherever a
//     big region is left), every move's position is made and looked up (the table's lines fetched
//     ahead) before any is searched, and a move to a position the table or the forms say the
//     opponent loses wins at once; the moves are then searched in the order of the stones they
//     leave outside the small regions, fewest first (5 x 5, 4 x 6 and 3 x 8: half the positions);
//   - the forms' store has a memory limit (128 MB); a search that fills it stops and says so
//     (Stop::Memory, the analysis' reason names the memory, not the budget of steps);
//   - a position and its images under the board's symmetries share an answer (its reflections and
//     half turn, on a square board its quarter turns and transposes too: a table of what each byte
//     of squares becomes), and so do a position and its colours swapped with the other player to
//     move and C negated (-G: Left moving first in G wins iff Right does in -G);
//   - move ordering: the moves that won most before, by the square they clobber and their
//     direction (the history heuristic, Schaeffer 1989), each win credited with the positions
//     its subtree cost (5 x 5: 3.6 s instead of 26 s for Right; crediting the move's rank cost
//     more positions).
//
// Index:
//   [SECTION] Metadata  the ruleset's words and its stones
//   [SECTION] Boards    two 64-bit sets, the board's symmetries, regions and dead stones
//   [SECTION] Table     the answers kept across calls (16 or 32-byte slots, huge pages)
//   [SECTION] Search    the solver: forms of small regions, look-ups ahead, move ordering
//   [SECTION] Ruleset   the hooks of grid.h: solve_first, the stop's words, form_in_reach
#include "games/clobber.h"

#include "core/deadline.h"
#include "core/table_memory.h"

#include <algorithm>
#include <bit>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>
#include <unordered_map>
#include <utility>
#include <vector>

namespace gl::clobber {

//-----------------------------------------------------------------------------
// [SECTION] Metadata
//-----------------------------------------------------------------------------

const GameMeta& ClobberRules::meta() {
    static const GameMeta m{
        "clobber", "Clobber",
        "A player moves one of their stones onto an orthogonally adjacent stone of the opponent's, removing it; whoever cannot move loses. Left plays black (x), Right white (o).",
        "Albert, Grossman, Nowakowski and Wolfe (2001); Albert, Nowakowski and Wolfe, Lessons in Play, ch. 1-2; CGSuite's Clobber",
        "rows from the top separated by '/' (or '|'), each of '.' (empty), 'x' (Left's stone) and 'o' (Right's), all of one length; at most 16 rows, 16 columns and 64 squares",
        "xox/oxo", grid::kVariantGrammar, "partizan", true, "variant"};
    return m;
}

grid::Look ClobberRules::look(char c) {
    if (c == 'x') return {Glyph::Black, ""};
    if (c == 'o') return {Glyph::White, ""};
    return {Glyph::Blank, ""};
}

//-----------------------------------------------------------------------------
// [SECTION] Boards
//-----------------------------------------------------------------------------

namespace {

struct Boards {
    int h = 1, w = 1;
    std::uint64_t first = 0, last = 0; // the board's first and last columns
    Boards(int rows, int cols) : h(rows), w(cols) {
        for (int r = 0; r < h; ++r) {
            first |= std::uint64_t{1} << (r * w);
            last |= std::uint64_t{1} << (r * w + w - 1);
        }
    }
    std::uint64_t grow(std::uint64_t s) const {
        return s | ((s << 1) & ~first) | ((s >> 1) & ~last) | (w < 64 ? (s << w) | (s >> w) : 0);
    }
    // The board's symmetries other than the identity (rows reversed, columns reversed, both; on a
    // square board also the transposes): each as tables of what a byte of squares becomes.
    struct Symmetries {
        int n = 0, bytes = 0;
        std::uint64_t lut[7][8][256];
        std::uint64_t apply(int t, std::uint64_t s) const {
            std::uint64_t out = 0;
            for (int k = 0; k < bytes; ++k) out |= lut[t][k][(s >> (8 * k)) & 0xFF];
            return out;
        }
    };
    void symmetries(Symmetries& sy) const {
        sy.n = h == w ? 7 : 3;
        sy.bytes = (h * w + 7) / 8;
        for (int t = 0; t < sy.n; ++t) {
            const int f = t + 1; // bit 0: rows reversed, bit 1: columns reversed, bit 2: transposed first
            std::uint64_t image[64] = {};
            for (int r = 0; r < h; ++r)
                for (int c = 0; c < w; ++c) {
                    int rr = r, cc = c;
                    if (f & 4) std::swap(rr, cc);
                    if (f & 1) rr = h - 1 - rr;
                    if (f & 2) cc = w - 1 - cc;
                    image[r * w + c] = std::uint64_t{1} << (rr * w + cc);
                }
            for (int k = 0; k < sy.bytes; ++k)
                for (int v = 0; v < 256; ++v) {
                    std::uint64_t out = 0;
                    for (int bit = 0; bit < 8; ++bit)
                        if (v >> bit & 1 && 8 * k + bit < h * w) out |= image[8 * k + bit];
                    sy.lut[t][k][v] = out;
                }
        }
    }
    std::uint64_t group(std::uint64_t seed, std::uint64_t stones) const {
        for (std::uint64_t g = grow(seed) & stones; g != seed; g = grow(seed) & stones) seed = g;
        return seed;
    }
};

// The regions of a position: groups of stones with both colours (the others are taken off x, o).
struct Regions {
    std::uint64_t mask[32];
    int n = 0;
    bool overflow = false;
};
Regions split(const Boards& b, std::uint64_t& x, std::uint64_t& o) {
    Regions r;
    for (std::uint64_t rest = x | o; rest;) {
        const std::uint64_t group = b.group(rest & (~rest + 1), x | o);
        rest &= ~group;
        if (!(group & x) || !(group & o)) x &= ~group, o &= ~group;
        else if (r.n < 32) r.mask[r.n++] = group;
        else r.overflow = true;
    }
    return r;
}

//-----------------------------------------------------------------------------
// [SECTION] Table
//-----------------------------------------------------------------------------

// Answers in slots, in pairs; a new answer replaces the one of its pair that cost fewer
// positions to find. On a board of at most 32 squares the stones of both colours fit one 64-bit
// word (x | o << 32) and a slot takes 16 bytes, twice as many answers in the same memory as the
// 32-byte slots of larger boards (a board of the other kind empties the table).
class Table {
  public:
    struct Slot {
        std::uint64_t x = 0, o = 0;
        std::uint32_t c = 0;    // the canonical form of the small regions taken off x and o
        std::uint32_t tag = 0;  // h << 16 | w << 8 | left << 1 | 1; 0: empty
        std::uint32_t cost = 0; // positions expanded to find it (saturated), times 2, plus wins
    };
    struct Narrow {
        std::uint64_t xo = 0;   // x | o << 32
        std::uint32_t c = 0;
        std::uint32_t meta = 0; // cost (21 bits, saturated) << 11 | (w - 1) << 7 | (h - 1) << 3 | left << 2 | wins << 1 | 1; 0: empty
    };
    void resize(std::size_t bytes, bool narrow) {
        const std::size_t slot = narrow ? sizeof(Narrow) : sizeof(Slot);
        std::size_t n = 2;
        while (n * 2 * slot <= bytes) n *= 2;
        // Aligned so that a pair shares one cache line, in huge pages where there are (table_memory.h).
        const std::size_t size = n * slot;
        mem_.reset(allocate_table(size));
        std::memset(mem_.get(), 0, size); // every slot empty (tag 0)
        size_ = n;
        narrow_ = narrow;
    }
    bool empty() const { return size_ == 0; }
    bool narrow() const { return narrow_; }
    std::size_t bytes() const { return size_ * (narrow_ ? sizeof(Narrow) : sizeof(Slot)); }
    std::optional<bool> find(std::uint64_t x, std::uint64_t o, std::uint32_t c, std::uint32_t tag) const {
        if (narrow_) {
            const std::uint64_t xo = x | o << 32;
            const std::uint32_t t = narrow_tag(tag);
            const Narrow* s = narrow_slots();
            const std::size_t i = home(xo, 0, c ^ tag << 7);
            for (std::size_t j : {i, i ^ 1})
                if ((s[j].meta & kNarrowKey) == t && s[j].xo == xo && s[j].c == c) return (s[j].meta & 2) != 0;
            return std::nullopt;
        }
        const Slot* s = slots();
        const std::size_t i = home(x, o, c ^ tag << 7);
        for (std::size_t j : {i, i ^ 1})
            if (s[j].tag == tag && s[j].x == x && s[j].o == o && s[j].c == c) return (s[j].cost & 1) != 0;
        return std::nullopt;
    }
    void store(std::uint64_t x, std::uint64_t o, std::uint32_t c, std::uint32_t tag, bool wins, std::uint64_t cost) {
        if (narrow_) {
            const std::uint64_t xo = x | o << 32;
            const std::uint32_t t = narrow_tag(tag);
            Narrow* slots = narrow_slots();
            const std::size_t i = home(xo, 0, c ^ tag << 7);
            Narrow& a = slots[i];
            Narrow& b = slots[i ^ 1];
            auto same = [&](const Narrow& s) { return s.meta == 0 || ((s.meta & kNarrowKey) == t && s.xo == xo && s.c == c); };
            Narrow& s = same(a) ? a : same(b) ? b : (a.meta >> 11) <= (b.meta >> 11) ? a : b;
            s = Narrow{xo, c, static_cast<std::uint32_t>(std::min<std::uint64_t>(cost, 0x1FFFFF) << 11 | t | (wins ? 2 : 0))};
            return;
        }
        Slot* slots_ = slots();
        const std::size_t i = home(x, o, c ^ tag << 7);
        Slot& a = slots_[i];
        Slot& b = slots_[i ^ 1];
        auto same = [&](const Slot& s) { return s.tag == 0 || (s.tag == tag && s.x == x && s.o == o && s.c == c); };
        Slot& s = same(a) ? a : same(b) ? b : (a.cost >> 1) <= (b.cost >> 1) ? a : b;
        s = Slot{x, o, c, tag, static_cast<std::uint32_t>(std::min<std::uint64_t>(cost, 0x7FFFFFFF) << 1 | (wins ? 1 : 0))};
    }
    // Empties the slots whose answers name a small regions' form (c != 0): a new forms' store
    // gives its ids to other forms. The others (no small region, or none left) stay true.
    void forget_forms() {
        if (narrow_) {
            Narrow* s = narrow_slots();
            for (std::size_t i = 0; i < size_; ++i)
                if (s[i].c != cgt::Store::kZero) s[i] = Narrow{};
        } else {
            Slot* s = slots();
            for (std::size_t i = 0; i < size_; ++i)
                if (s[i].c != cgt::Store::kZero) s[i] = Slot{};
        }
    }
    // The pair's cache line fetched ahead of a find (the enhanced transposition cutoff's look-ups).
    void prefetch(std::uint64_t x, std::uint64_t o, std::uint32_t c, std::uint32_t tag) const {
        if (narrow_) __builtin_prefetch(&narrow_slots()[home(x | o << 32, 0, c ^ tag << 7) & ~std::size_t{1}]);
        else __builtin_prefetch(&slots()[home(x, o, c ^ tag << 7) & ~std::size_t{1}]);
    }

  private:
    static constexpr std::uint32_t kNarrowKey = 0x7FD; // the meta's bits that name the position: all but wins and cost
    static std::uint32_t narrow_tag(std::uint32_t tag) {
        const std::uint32_t h = tag >> 16 & 0xFF, w = tag >> 8 & 0xFF, left = tag >> 1 & 1;
        return (w - 1) << 7 | (h - 1) << 3 | left << 2 | 1;
    }
    Slot* slots() const { return static_cast<Slot*>(mem_.get()); }
    Narrow* narrow_slots() const { return static_cast<Narrow*>(mem_.get()); }
    std::size_t home(std::uint64_t x, std::uint64_t o, std::uint32_t tag) const {
        std::uint64_t k = x * 0x9E3779B97F4A7C15ull ^ (o + 0x632BE59BD9B4E019ull) * 0xBF58476D1CE4E5B9ull ^ tag;
        k ^= k >> 29;
        k *= 0x94D049BB133111EBull;
        return static_cast<std::size_t>(k ^ (k >> 32)) & (size_ - 1);
    }
    TablePtr<void> mem_;
    std::size_t size_ = 0;
    bool narrow_ = false;
};

constexpr std::size_t kDefaultTableBytes = std::size_t{64} << 20;
// A small region's canonical form costs at most kRegionWork steps of the value engine, once.
constexpr std::uint64_t kRegionWork = 200'000;
// The forms' store's memory limit (cgt::Store's default); it is renewed between calls once past a
// quarter of it, so that a search starts with room to fill. Past the limit during a search, the
// search stops (the sums C it holds name the store's forms) and says so: Stop::Memory.
constexpr std::size_t kFormLimitBytes = cgt::Store::kDefaultMemoryLimit;

//-----------------------------------------------------------------------------
// [SECTION] Search
//-----------------------------------------------------------------------------

class Solver {
  public:
    std::optional<bool> first(const grid::Grid& g, bool left, std::size_t& budget, const SolveMethods& m) {
        const Boards b(g.h, g.w);
        const bool narrow = g.h * g.w <= 32; // both colours' stones in one word: the table's 16-byte slots
        std::uint64_t x = 0, o = 0;
        for (std::size_t i = 0; i < g.cells.size(); ++i) {
            if (g.cells[i] == 'x') x |= std::uint64_t{1} << i;
            if (g.cells[i] == 'o') o |= std::uint64_t{1} << i;
        }
        methods_ = m;
        // A new store once the forms fill a quarter of its limit (no id is held between calls), but
        // not after a call the budget stopped: that is the page's steps going on with a search,
        // which would lose its table each step; a store full in the end stops it (Stop::Memory).
        if (!store_ || (store_->bytes() > form_limit_ / 4 && stop_ != Stop::Budget)) {
            store_ = std::make_unique<cgt::Store>();
            store_->set_memory_limit(form_limit_);
            forms_ = {};
            table_.forget_forms(); // those answers name forms of the old store
        }
        if (table_.empty() || table_.narrow() != narrow) table_.resize(table_bytes_, narrow);
        board_ = &b;
        if (sym_h_ != b.h || sym_w_ != b.w) {
            if (!sym_) sym_ = std::make_unique<Boards::Symmetries>();
            b.symmetries(*sym_);
            sym_h_ = b.h, sym_w_ = b.w;
        }
        budget_ = &budget;
        out_ = false;
        stop_ = Stop::None;
        // A search the budget cut goes on down the path it was on (see resume_), where the same
        // board comes back with the same player to move (the page's steps; each player's kept apart,
        // as the steps ask for both).
        const Root here{x, o, g.h, g.w};
        Resume& resume = resume_[left];
        resume_at_ = &resume;
        on_path_ = resume.path.empty() || !(resume.root == here) ? -1 : 0;
        cut_path_.clear();
        cut_before_.clear();
        const bool wins = solve(x, o, cgt::Store::kZero, left, 0);
        if (out_ && stop_ == Stop::Budget) {
            resume.root = here;
            resume.path.assign(cut_path_.rbegin(), cut_path_.rend());
            resume.before.assign(cut_before_.rbegin(), cut_before_.rend());
        } else if (resume.root == here) {
            resume.path.clear(); // answered (or stopped otherwise): other boards asked meanwhile keep it
        }
        board_ = nullptr;
        if (out_) return std::nullopt;
        return wins;
    }
    void reset(std::size_t bytes, std::size_t form_bytes) {
        table_bytes_ = bytes ? bytes : kDefaultTableBytes;
        form_limit_ = form_bytes ? form_bytes : kFormLimitBytes;
        table_ = Table{};
        store_.reset();
        forms_ = {};
        stats_ = SolveStats{};
        for (Resume& r : resume_) r.path.clear();
        for (auto& h : history_)
            for (auto& v : h) v = 0;
    }
    SolveStats stats() const {
        SolveStats s = stats_;
        s.table_bytes = table_.bytes();
        return s;
    }
    Stop stop() const { return stop_; }
    std::size_t form_limit() const { return form_limit_; }

  private:
    // A position made ready for the table and the search: its big regions' stones (x, o) and
    // the small ones' form c, its key (x0, o0, c0, tag: the least image), and the answer for the
    // player to move when it is known without a search (the forms or the table): -1 if not.
    struct Node {
        std::uint64_t x, o, x0, o0;
        cgt::Id c, c0;
        std::uint32_t tag;
        int known; // -2: not looked up yet
        bool overflow;
    };

    // The dead stones and small regions taken off, the key, and the answer if the forms or the
    // table give it (out_ set if the forms' store stopped).
    void prepare(std::uint64_t x, std::uint64_t o, cgt::Id c, bool left, Node& p, bool look = true) {
        const Boards& b = *board_;
        p.known = -1;
        Regions r = split(b, x, o);
        if (methods_.forms && methods_.fold && !r.overflow) {
            if (!fold(r, x, o, c)) { // no answer: the forms' store is full, or ...
                p.known = store_stopped();
                return;
            }
            if (!(x | o)) { // only small regions: their sum decides
                ++stats_.form_cuts;
                p.known = decide(c, left);
                return;
            }
        } else if (r.n == 0) {
            p.known = 0;
            return;
        }
        // The table's key: the least of the stones' images under the board's symmetries (the
        // value is the same), and with `colours` of the colours swapped too: Left moving first in
        // G wins iff Right does in -G (the colours swapped, C negated).
        std::uint64_t x0 = x, o0 = o;
        cgt::Id c0 = c;
        bool left0 = left;
        if (methods_.symmetry || methods_.colours) {
            const Boards::Symmetries& sy = *sym_;
            const int n = methods_.symmetry ? sy.n : 0;
            bool swapped = false;
            for (int t = 0; t < n; ++t) {
                const std::uint64_t xt = sy.apply(t, x), ot = sy.apply(t, o);
                if (xt < x0 || (xt == x0 && ot < o0)) x0 = xt, o0 = ot;
            }
            if (methods_.colours) {
                if (o < x0 || (o == x0 && x < o0)) x0 = o, o0 = x, swapped = true;
                for (int t = 0; t < n; ++t) {
                    const std::uint64_t xt = sy.apply(t, o), ot = sy.apply(t, x);
                    if (xt < x0 || (xt == x0 && ot < o0)) x0 = xt, o0 = ot, swapped = true;
                }
            }
            if (swapped) {
                left0 = !left;
                if (c != cgt::Store::kZero) c0 = store_->negate(c);
            }
        }
        p.x = x, p.o = o, p.c = c, p.x0 = x0, p.o0 = o0, p.c0 = c0;
        p.tag = static_cast<std::uint32_t>(b.h << 16 | b.w << 8 | (left0 ? 2 : 0) | 1);
        p.overflow = r.overflow;
        if (!look) {
            if (methods_.table) table_.prefetch(x0, o0, c0, p.tag);
            p.known = -2;
            return;
        }
        look_up(p, left, &r);
    }

    // The table's answer for p, or (without fold) its forms' (p.known -1 if neither knows it).
    void look_up(Node& p, bool left, const Regions* regions) {
        p.known = -1;
        if (methods_.table)
            if (auto hit = table_.find(p.x0, p.o0, p.c0, p.tag)) {
                ++stats_.table_hits;
                p.known = *hit;
                return;
            }
        if (methods_.forms && !methods_.fold && !p.overflow) {
            Regions r;
            if (!regions) {
                std::uint64_t x = p.x, o = p.o;
                r = split(*board_, x, o);
                regions = &r;
            }
            if (auto decided = by_forms(*regions, p.x, p.o, left)) {
                ++stats_.form_cuts;
                if (methods_.table) table_.store(p.x0, p.o0, p.c0, p.tag, *decided, 1);
                p.known = *decided;
            }
        }
    }

    // Does the player to move (left: x) win? A move to a position the opponent loses wins.
    bool solve(std::uint64_t x, std::uint64_t o, cgt::Id c, bool left, int depth) {
        Node p;
        prepare(x, o, c, left, p);
        if (out_) return false;
        if (p.known >= 0) return p.known != 0;
        return expand(p, left, depth);
    }

    // The position p searched (p.known < 0).
    bool expand(const Node& p, bool left, int depth) {
        const Boards& b = *board_;
        const std::uint64_t x = p.x, o = p.o;
        const cgt::Id c = p.c;
        const std::uint64_t me = left ? x : o, them = left ? o : x;
        const std::uint64_t targets[4] = {(me << 1) & ~b.first & them, (me >> 1) & ~b.last & them, b.w < 64 ? (me << b.w) & them : 0,
                                          b.w < 64 ? (me >> b.w) & them : 0};
        int moves[256];
        const int n = order(targets, left, moves);
        std::vector<cgt::Id> in_c; // the moves in the small regions' sum: its canonical options
        if (c != cgt::Store::kZero) in_c = left ? store_->left(c) : store_->right(c);
        const std::size_t cost = 1 + static_cast<std::size_t>(n) + in_c.size(); // a position expanded costs one step and one per move
        if (*budget_ < cost) {
            out_ = true;
            stop_ = Stop::Budget;
            return false;
        }
        *budget_ -= cost;
        std::uint64_t before = ++stats_.nodes;
        // On the path a cut search was on, the count it had when it first came here: the positions
        // this one costs, for the history's credit and the table, count from there.
        if (on_path_ == depth && static_cast<std::size_t>(depth) < resume_at_->before.size()) before = resume_at_->before[static_cast<std::size_t>(depth)];
        auto child = [&](int i, Node& q, bool look) {
            const int d = moves[i] & 3, to = moves[i] >> 2;
            const int from = d == 0 ? to - 1 : d == 1 ? to + 1 : d == 2 ? to - b.w : to + b.w;
            const std::uint64_t moved = (me & ~(std::uint64_t{1} << from)) | std::uint64_t{1} << to, taken = them & ~(std::uint64_t{1} << to);
            if (left) prepare(moved, taken, c, false, q, look);
            else prepare(taken, moved, c, true, q, look);
        };
        bool wins = false;
        // Enhanced transposition cutoff (Plaat, Schaeffer, Pijls and de Bruin 1996): every move's
        // position is looked up before any is searched, and a move to a position the table (or
        // the forms) says the opponent loses wins at once.
        const bool etc = methods_.etc && std::popcount(x | o) >= methods_.etc_stones;
        Node* kids = nullptr;
        if (etc) {
            if (nodes_buf_.size() <= static_cast<std::size_t>(depth)) nodes_buf_.resize(depth + 1);
            std::vector<Node>& buf = nodes_buf_[depth];
            buf.resize(static_cast<std::size_t>(n));
            kids = buf.data();
            // The keys first, their slots fetched meanwhile, then the look-ups.
            for (int i = 0; i < n && !wins; ++i) {
                child(i, kids[i], false);
                if (out_) return false;
                if (kids[i].known == 0) wins = true;
            }
            for (int i = 0; i < n && !wins; ++i)
                if (kids[i].known == -2) {
                    look_up(kids[i], !left, nullptr);
                    if (out_) return false;
                    if (kids[i].known == 0) wins = true, ++stats_.etc_cuts;
                }
            if (wins) {
                if (methods_.table) table_.store(p.x0, p.o0, p.c0, p.tag, true, 1);
                return true;
            }
        }
        // Where the moves' positions are made ahead, those leaving the fewest stones outside the
        // small regions first (moves that split off small regions, or fold stones into C; 5 x 5,
        // 4 x 6 and 3 x 8 together: 17% fewer positions, the other way round 34% more), the
        // history's order among equals, the positions already answered last.
        int perm[256];
        for (int i = 0; i < n; ++i) perm[i] = i;
        if (etc && methods_.ordering) {
            const std::vector<Node>& kb = nodes_buf_[depth];
            auto big = [&](int i) { return kb[i].known >= 0 ? 65 : std::popcount(kb[i].x | kb[i].o); };
            std::stable_sort(perm, perm + n, [&](int a, int b) { return big(a) < big(b); });
        }
        // On the path a search the budget cut was on: its move there first, so that the search goes
        // on where it stopped. (Reordered by the history it had earned meanwhile, the search went
        // elsewhere: 5 x 5 in the page's steps of 50,000 expanded twice the positions of one call.)
        const std::vector<int>& path = resume_at_->path;
        const bool resumed = on_path_ == depth && static_cast<std::size_t>(depth) < path.size();
        if (resumed)
            for (int k = 0; k < n; ++k)
                if (moves[perm[k]] == path[static_cast<std::size_t>(depth)]) {
                    std::rotate(perm, perm + k, perm + k + 1);
                    break;
                }
        for (int k = 0; k < n && !wins; ++k) {
            const int i = perm[k];
            if (on_path_ >= depth) on_path_ = resumed && k == 0 && moves[i] == path[static_cast<std::size_t>(depth)] ? depth + 1 : -1;
            Node q;
            if (etc) {
                q = nodes_buf_[depth][i];
                if (k > 0 && q.known < 0) { // the siblings' searches may have answered it since
                    look_up(q, !left, nullptr);
                    if (out_) return false;
                }
            } else {
                child(i, q, true);
                if (out_) return false;
            }
            wins = q.known >= 0 ? q.known == 0 : !expand(q, !left, depth + 1);
            if (out_) {
                cut_path_.push_back(moves[i]);
                cut_before_.push_back(before);
                return false;
            }
            // The history's credit: the positions the refutation cost (a move that wins a big
            // subtree says more than one that wins near the end).
            if (wins && methods_.ordering) history_[left][moves[i]] += stats_.nodes - before + 1;
        }
        if (on_path_ >= depth) on_path_ = -1;
        for (std::size_t i = 0; i < in_c.size() && !wins; ++i) {
            wins = !solve(x, o, in_c[i], !left, depth + 1);
            if (out_) return false;
        }
        if (methods_.table) table_.store(p.x0, p.o0, p.c0, p.tag, wins, stats_.nodes - before + 1);
        return wins;
    }

    // Whether the player to move wins the form c alone: Left iff not c <= 0, Right iff not c >= 0.
    bool decide(cgt::Id c, bool left) {
        if (c == cgt::Store::kZero) return false;
        store_->set_limit(kRegionWork);
        const bool wins = left ? !store_->le(c, cgt::Store::kZero) : !store_->le(cgt::Store::kZero, c);
        if (store_->exhausted()) return store_stopped();
        return wins;
    }

    // The forms' store stopped its work: no answer, and why (its memory, the work allowed for one
    // region, or a caller's deadline; the budget of positions is counted apart, in solve).
    bool store_stopped() {
        out_ = true;
        stop_ = store_->bytes() > store_->memory_limit() ? Stop::Memory : Deadline::passed() ? Stop::Deadline : Stop::RegionWork;
        return false;
    }

    // The small regions taken off x and o and their forms added to c (false if the store is full).
    bool fold(const Regions& r, std::uint64_t& x, std::uint64_t& o, cgt::Id& c) {
        cgt::Store& st = forms_store();
        for (int i = 0; i < r.n; ++i) {
            if (std::popcount(r.mask[i]) > methods_.form_stones) continue;
            st.set_limit(kRegionWork);
            const auto v = form(st, r.mask[i] & x, r.mask[i] & o);
            if (!v) return false;
            c = st.add(c, *v);
            if (st.exhausted()) return false;
            x &= ~r.mask[i], o &= ~r.mask[i];
            ++stats_.folded;
        }
        return true;
    }

    // The moves (square clobbered << 2 | direction), those that won most often first (history).
    int order(const std::uint64_t (&targets)[4], bool left, int (&out)[256]) const {
        int n = 0;
        for (int d = 0; d < 4; ++d)
            for (std::uint64_t t = targets[d]; t; t &= t - 1) out[n++] = std::countr_zero(t) << 2 | d;
        if (methods_.ordering)
            for (int i = 1; i < n; ++i) // insertion sort, most wins first
                for (int j = i; j > 0 && history_[left][out[j]] > history_[left][out[j - 1]]; --j) std::swap(out[j], out[j - 1]);
        return n;
    }

    // If every region is small, whether the player to move wins, by the sum of their forms. If
    // only some are, and their forms add to 0, they are taken off x and o.
    std::optional<bool> by_forms(const Regions& r, std::uint64_t& x, std::uint64_t& o, bool left) {
        cgt::Store& st = forms_store();
        cgt::Id sum = cgt::Store::kZero;
        std::uint64_t small = 0;
        int big = 0;
        for (int i = 0; i < r.n; ++i) {
            if (std::popcount(r.mask[i]) > methods_.form_stones) {
                ++big;
                continue;
            }
            st.set_limit(kRegionWork);
            const auto v = form(st, r.mask[i] & x, r.mask[i] & o);
            if (!v) return std::nullopt;
            sum = st.add(sum, *v);
            if (st.exhausted()) return std::nullopt;
            small |= r.mask[i];
        }
        if (!small) return std::nullopt;
        st.set_limit(kRegionWork);
        const bool le = st.le(sum, cgt::Store::kZero), ge = st.le(cgt::Store::kZero, sum);
        if (st.exhausted()) return std::nullopt;
        if (big == 0) return left ? !le : !ge; // Left wins moving first iff not sum <= 0
        if (le && ge) {
            ++stats_.folded;
            x &= ~small, o &= ~small;
        }
        return std::nullopt;
    }

    // The canonical form of one region (stones xs, os), kept by its stones translated to the
    // corner: {its Left options | its Right options} simplified by the value engine's store
    // (Siegel, CGT, II.2), each option valued as the sum of the regions it leaves.
    std::optional<cgt::Id> form(cgt::Store& st, std::uint64_t xs, std::uint64_t os) {
        const Boards& b = *board_;
        const std::uint64_t all = xs | os;
        int top = b.h, left = b.w;
        for (std::uint64_t s = all; s; s &= s - 1) {
            const int i = std::countr_zero(s);
            top = std::min(top, i / b.w), left = std::min(left, i % b.w);
        }
        const int shift = top * b.w + left;
        const FormKey key{xs >> shift, os >> shift, b.w}; // the same stones mean another shape at another width
        if (auto it = forms_.find(key); it != forms_.end()) return it->second;
        std::vector<cgt::Id> options[2];
        for (int side = 0; side < 2; ++side) {
            const std::uint64_t me = side == 0 ? xs : os, them = side == 0 ? os : xs;
            const std::uint64_t targets[4] = {(me << 1) & ~b.first & them, (me >> 1) & ~b.last & them,
                                              b.w < 64 ? (me << b.w) & them : 0, b.w < 64 ? (me >> b.w) & them : 0};
            for (int d = 0; d < 4; ++d)
                for (std::uint64_t t = targets[d]; t; t &= t - 1) {
                    const int to = std::countr_zero(t), from = d == 0 ? to - 1 : d == 1 ? to + 1 : d == 2 ? to - b.w : to + b.w;
                    std::uint64_t moved = (me & ~(std::uint64_t{1} << from)) | std::uint64_t{1} << to, taken = them & ~(std::uint64_t{1} << to);
                    std::uint64_t nx = side == 0 ? moved : taken, no = side == 0 ? taken : moved;
                    const Regions r = split(b, nx, no);
                    cgt::Id sum = cgt::Store::kZero;
                    for (int i = 0; i < r.n; ++i) {
                        const auto v = form(st, r.mask[i] & nx, r.mask[i] & no);
                        if (!v) return std::nullopt;
                        sum = st.add(sum, *v);
                    }
                    if (st.exhausted()) return std::nullopt;
                    options[side].push_back(sum);
                }
        }
        const cgt::Id id = st.simplify(std::move(options[0]), std::move(options[1]));
        if (st.exhausted()) return std::nullopt;
        forms_.emplace(key, id);
        return id;
    }

    cgt::Store& forms_store() { return *store_; }

    struct FormKey {
        std::uint64_t x, o;
        int w;
        bool operator==(const FormKey&) const = default;
    };
    struct FormHash {
        std::size_t operator()(const FormKey& p) const {
            std::uint64_t k = p.x * 0x9E3779B97F4A7C15ull ^ p.o * 0xBF58476D1CE4E5B9ull ^ static_cast<std::uint64_t>(p.w);
            return static_cast<std::size_t>(k ^ (k >> 31));
        }
    };
    Table table_;
    std::size_t table_bytes_ = kDefaultTableBytes;
    std::uint64_t history_[2][256] = {};
    std::unique_ptr<Boards::Symmetries> sym_; // the current board's (sym_h_ x sym_w_)
    int sym_h_ = 0, sym_w_ = 0;
    // The regions' forms, kept across calls in a store of the solver's own (the value engine's
    // shared store may be reset between calls, and its ids with it).
    std::unique_ptr<cgt::Store> store_;
    std::vector<std::vector<Node>> nodes_buf_; // the moves' positions by depth, for the enhanced transposition cutoff
    // Where the last search for each player moving first (resume_[left]) was when the budget cut
    // it: its board and the moves from the board down (a move in the small regions' form is not
    // kept: the path ends there).
    struct Root {
        std::uint64_t x = 0, o = 0;
        std::size_t h = 0, w = 0;
        bool operator==(const Root&) const = default;
    };
    struct Resume {
        Root root;
        std::vector<int> path;
        std::vector<std::uint64_t> before;
    };
    Resume resume_[2];
    const Resume* resume_at_ = &resume_[0]; // the current search's
    std::vector<std::uint64_t> cut_before_;
    std::vector<int> cut_path_; // that path while the search unwinds, the deepest move first
    int on_path_ = -1;          // the depth to which the search now follows resume_.path (-1: it left it)
    std::unordered_map<FormKey, cgt::Id, FormHash> forms_;
    SolveStats stats_;
    SolveMethods methods_;
    const Boards* board_ = nullptr;
    std::size_t* budget_ = nullptr;
    std::size_t form_limit_ = kFormLimitBytes;
    bool out_ = false;
    Stop stop_ = Stop::None; // what set out_
};

Solver& solver() {
    static Solver s;
    return s;
}

} // namespace

//-----------------------------------------------------------------------------
// [SECTION] Ruleset
//-----------------------------------------------------------------------------

std::optional<bool> solve_first(const grid::Grid& g, bool left, std::size_t& budget, const SolveMethods& methods) {
    return solver().first(g, left, budget, methods);
}
SolveStats solver_stats() { return solver().stats(); }
Stop last_stop() { return solver().stop(); }
void reset_solver(std::size_t table_bytes, std::size_t forms_bytes) { solver().reset(table_bytes, forms_bytes); }
std::size_t forms_memory_limit() { return solver().form_limit(); }

namespace {
std::string megabytes(std::size_t bytes) {
    if (bytes % (std::size_t{1} << 20) == 0) return std::to_string(bytes >> 20) + " MB";
    char text[32];
    std::snprintf(text, sizeof text, "%.2f MB", static_cast<double>(bytes) / (1 << 20));
    return text;
}
} // namespace

std::string ClobberRules::outcome_stop() {
    switch (last_stop()) {
    case Stop::Memory:
        return "the store of the small regions' canonical forms (folded into the search) ran out of memory (its limit: " +
               megabytes(forms_memory_limit()) + ")";
    case Stop::RegionWork:
        return "a small region's canonical form cost more than the " + std::to_string(kRegionWork) + " steps allowed for one";
    case Stop::Deadline: return "the time allowed ran out";
    default: return {};
    }
}

bool ClobberRules::form_in_reach(const grid::Grid& g) {
    for (const grid::Grid& part : grid::split_grid(g, kSplit, kCrop))
        if (std::count_if(part.cells.begin(), part.cells.end(), [](char c) { return c != '.'; }) > kFormStones) return false;
    return true;
}

std::optional<bool> ClobberRules::fast_wins_first(const grid::Grid& g, bool left, std::size_t& budget) {
    return solve_first(g, left, budget);
}

} // namespace gl::clobber
