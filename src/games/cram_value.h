// cram_value.h - Cram's Grundy values by a fast search (issue 43). A board is a 64-bit set of its
// free squares; a position falls apart into its regions (free squares joined side to side), and
// by the Sprague-Grundy theorem its value is the nim-sum of the regions' values (Winning Ways,
// ch. 13; Siegel, Combinatorial Game Theory, ch. IV). Each region is valued once: it is cut to its
// bounding box and turned to the least of its images under the reflections and rotations (Cram's
// rules do not tell them apart), and its value, the mex of its options' values, is kept in a
// hash table of bounded size (a cache: an entry pushed out is computed again when needed).
// Shortcuts, each a theorem (and each checked against plain search in tests/unit/cram_test.cpp):
//   - a region of 1 square is 0; of 2 or 3 squares 1 (every move leaves at most one square);
//   - a straight strip of n squares is Dawson's Kayles, the octal game 0.07, with a heap of n: a
//     domino takes two neighbouring squares and leaves the strips on either side;
//   - a region symmetric under a half turn or a reflection (an involution of its box) on which no
//     domino can cover a square together with its image is 0: the second player answers each
//     domino with its image (the Tweedledum and Tweedledee strategy; Winning Ways, ch. 2). An
//     empty even × even rectangle is such a region.
// Work is counted in units, one per region valued and one per option looked at, so that the
// analysis budget of core/game.h bounds the time; memory is bounded apart (set_limits).
// Before a position is split, squares that cannot change its value are taken off (a square's
// second leaf, a square between leaves: Layout::simplified in cram_value.cpp says why), and it is
// split also where two regions meet only in a 2 x 2 block whose opposite corners are twins (the
// same two free neighbours; Layout::twin_cuts).
// A large region (more than 16 squares) is valued by a pruned search after Beling and Rogalski's
// (On pruning search trees of impartial games, 2020): for n = 0, 1, ... each option is asked only
// whether its value is n, and an option so asked searches its own options only until it knows the
// answer, asking each of them about one value too (cram_value.cpp says why this is right). An option's
// pieces are nim-added into a heap: the small ones (at most 16 squares) and those already valued,
// and of the large ones left all but the largest, valued first (Lemoine and Viennot, Nimbers are
// inevitable, 2010: a sum costs less through its parts' values); only one region is ever asked
// about, by its key up to symmetry. The table keeps, for each region, its value or the values it
// is known not to have ("not n" answers). A region symmetric but for one central domino is not 0
// (the first player takes the domino and copies). Options are tried smallest first (the sum of
// their pieces' squares squared), then by the history heuristic.
#pragma once
#include <bit>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/impartial.h"
#include "core/table_memory.h"

namespace gl::cram {

// A board of h rows and w columns (1 <= h * w <= 64): bit r * w + c is set iff square (r, c) is free.
struct Bits {
    std::uint64_t free = 0;
    std::uint8_t h = 1, w = 1;
    bool operator==(const Bits&) const = default;
};

// The regions of b, each cut to its bounding box, in the order of their first square.
std::vector<Bits> regions_of(const Bits& b);
// A region's key: its images under the board's reflections and rotations turned to h <= w, the
// least one (equal keys, equal values).
Bits normalised(const Bits& region);
// How a region's value is known without search, if it is.
enum class Rule : std::uint8_t { None, Small, Strip, Symmetric };
Rule rule_of(const Bits& region); // `region` cut to its box
// b (any free squares of its box) is its own image under a half turn or a reflection of the box,
// and the second player can copy every domino with its image (b is 0)...
bool mirror_zero(const Bits& b);
// ...or the first player can, after taking the one domino that is its own image (b is not 0).
bool mirror_not_zero(const Bits& b);
// b without the squares that cannot change its value (a square's second leaf, a square between
// leaves; cram_value.cpp says why): the search values this board in b's place.
Bits simplified(const Bits& b);
// The pieces the search values b by, each a set of b's squares: b simplified, then split where
// regions join only through twins' edges (cram_value.cpp says why); b's value is the nim-sum of
// the pieces' values, each valued as a region of the board.
std::vector<std::uint64_t> pieces_of(const Bits& b);
// Dawson's Kayles, G(n) for 0 <= n <= 64: the value of a strip of n squares.
Grundy strip_value(int n);

struct Layout; // a box's column masks, for moves and flood fills (cram_value.cpp)
struct Nims;   // a set of values 0..127 (cram_value.cpp)

class CramValues {
  public:
    // The one table of the process: shared by every analysis, so that a step of the page's
    // analysis goes on where the last one stopped and an undo costs nothing.
    static CramValues& shared();

    // The next calls may spend `work` more units in all, and the table may hold `max_bytes`.
    void set_limits(std::uint64_t work, std::size_t max_bytes);
    // b's value (the nim-sum of its regions'), or none once the work allowed is spent.
    std::optional<Grundy> value(const Bits& b);
    // Whether b is a P-position (value 0), by the outcome search alone: cheaper than its value.
    std::optional<bool> zero(const Bits& b);
    std::uint64_t spent() const { return spent_; }   // units spent since the table was made
    std::uint64_t searched() const { return searched_; } // regions valued by search (table misses)
    std::size_t entries() const { return count_; }
    std::size_t bytes() const { return size_ * sizeof(Entry); }
    // Regions of more than `squares` squares are valued by the pruned search, smaller ones by the
    // mex of their options (16 by default; 6 to 20 differ by less than a factor of two on 3 × 13,
    // 3 × 14 and 4 × 9).
    void set_big_region(int squares) { big_ = squares; }
    int big_region() const { return big_; }
    void clear();
    // Called as an analysis begins: a table as large as allowed and half full is dropped, so that
    // the new position's regions are not pushed out by an earlier position's.
    void trim() {
        if (size_ >= max_slots_ && count_ * 2 >= size_) clear();
    }

  private:
    // A region's value, or (value kUnvalued) the values 0..31 it is known not to have: one look-up
    // answers both. Values of 32 and more are not kept as exclusions (a region asked about them is
    // searched again).
    static constexpr std::uint8_t kUnvalued = 255;
    struct Entry {
        std::uint64_t free = 0;
        std::uint16_t dims = 0; // h << 8 | w; 0: an empty slot
        std::uint8_t value = kUnvalued;
        std::uint8_t cost = 0;  // the bits of the work its searches took: what replacing it costs
        std::uint32_t excluded = 0;
    };
    static_assert(sizeof(Entry) == 16);
    enum class Start : std::uint8_t { Stop, Zero, Go };
    struct Moves { // a search's start: its region's dominoes and the work spent before it
        std::uint64_t across = 0, down = 0; // each domino by its west or north square
        std::uint64_t from = 0;
        int count() const;
        // What the search has cost so far, its bits (0..64): what its entry would cost to redo.
        std::uint8_t cost(std::uint64_t spent) const { return static_cast<std::uint8_t>(std::bit_width(spent - from)); }
    };
    Start begin(const Bits& key, const Layout& l, Moves& moves);
    std::optional<Grundy> region_value(const Bits& key);
    std::optional<Grundy> pieces_value(std::uint64_t free, const Layout& l);
    std::optional<Grundy> search(const Bits& key);
    struct Option {
        std::uint64_t rest = 0; // its pieces of unknown value, in its region's box
        std::uint64_t cut = 0;  // where fold split it (Layout::twin_cuts)
        Grundy heap = 0;        // the rest of it, folded to a value
        int size = 0;           // the order it is tried in: smaller first
        std::uint32_t move = 0; // the domino's slot in the history table
        bool settled = false;   // `rest` valued but its largest large piece, `key` (none: all valued)
        Bits key{0, 1, 1};
    };
    bool settle(Option& o, const Layout& l);
    enum class Options : std::uint8_t { Done, Stop, Cut };
    // (Defined and used in cram_value.cpp only: `known` is a lambda of its callers.)
    template <class Known>
    Options options_of(const Bits& key, const Layout& l, const Moves& moves, Option* out, std::size_t& count, Known&& known);
    std::optional<Grundy> large_value(const Bits& key);
    int is_value(const Bits& key, int w);
    int option_is(const Option& o, int v);
    int least_missing(const Bits& key, const Layout& l, const Moves& moves, Option* options, std::size_t& count, Nims& seen,
                      const Nims& ruled_out, int top);
    void exclude(const Bits& key, int v, const Moves& m);
    std::optional<bool> p_position(std::uint64_t free, Grundy n, const Layout& l);
    bool fold(std::uint64_t free, const Layout& l, Grundy& n, std::uint64_t& rest, std::uint64_t& cut, bool compute);
    bool fold_all_but_largest(std::uint64_t rest, std::uint64_t cut, const Layout& l, Grundy& n, Bits& key);
    const Entry* entry(const Bits& key) const; // the key's entry, valued or not
    const Entry* find(const Bits& key) const;  // the key's entry if it holds a value
    Entry* place(const Bits& key, std::uint8_t cost); // the key's entry, made if need be
    void store(const Bits& key, Grundy v, const Moves& m);
    void grow();
    TablePtr<Entry[]> resize(std::size_t slots);

    TablePtr<Entry[]> slots_; // table_memory.h: cache lines, huge pages
    std::size_t size_ = 0;    // its slots: a power of two
    // The history heuristic: each domino (by its box's shape and its squares) credited once for
    // each win it proved; among options of equal size the search tries the most credited first.
    static constexpr std::size_t kHistory = std::size_t{1} << 16;
    std::vector<std::uint32_t> history_ = std::vector<std::uint32_t>(kHistory, 0);
    std::size_t count_ = 0, max_slots_ = std::size_t{1} << 22;
    std::uint64_t spent_ = 0, limit_ = 0, searched_ = 0;
    int big_ = 16;
};

} // namespace gl::cram
