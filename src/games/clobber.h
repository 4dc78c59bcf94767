// clobber.h - Clobber (Albert, Grossman, Nowakowski and Wolfe, 2001), on the grid contract
// (games/grid.h): a player moves one of their stones onto an orthogonally adjacent stone of the
// opponent's, which is removed (clobbered); whoever cannot move loses. CGSuite's characters:
// 'x' Left's black stones, 'o' Right's white ones, '.' empty.
#pragma once
#include "games/grid.h"

namespace gl::clobber {

struct ClobberRules {
    static const GameMeta& meta();
    static constexpr std::string_view kChars = ".xo";
    static constexpr std::string_view kCharNames = "'.' (empty), 'x' (Left's black stone) and 'o' (Right's white stone)";
    static constexpr grid::Split kSplit = grid::Split::Pieces; // stones move only onto stones
    static constexpr unsigned kSymmetry = grid::kAllSymmetries;
    static constexpr bool kCrop = true; // empty squares and the board's edge are alike
    static constexpr int kMaxRows = 16, kMaxCols = 16, kMaxSquares = 64; // 64: the outcome search's bitboards
    static constexpr std::string_view kCaption = "Click a stone of the player to move, then the opponent's stone beside it that it clobbers. Left (player 1) is black x, Right (player 2) white o.";
    static grid::Look look(char c);
    template <class S> static void moves(const grid::Grid& g, S& sink);
    // Who wins moving first (left: Left), by a search on bitboards (clobber.cpp), each position
    // taken from `budget`; none once it is spent. The grid contract's outcome search uses it
    // (grid::GridGame::wins_first) when the canonical form is out of reach.
    static std::optional<bool> fast_wins_first(const grid::Grid& g, bool left, std::size_t& budget);
    static constexpr bool kOutcomeResumes = true; // its table outlives a call: the page steps it
    // Why the last fast_wins_first gave no answer when the budget was not what stopped it (the
    // forms' store filled its memory, ...), as the analysis' reason says it; "" for the budget.
    static std::string outcome_stop();
    // False when a region has more than kFormStones stones: its canonical form is not tried (it
    // would spend the budget and fail; the alternating 3 x 6 and 4 x 4 boards' forms already do).
    static bool form_in_reach(const grid::Grid& g);
    static constexpr int kFormStones = 16;
};

// The outcome search's parts, for the benchmarks (bench/clobber_bench.cpp) and the tests.
struct SolveStats {
    std::uint64_t nodes = 0;       // positions expanded (each costs one step of the budget and its moves)
    std::uint64_t table_hits = 0;  // answers found in the table
    std::uint64_t form_cuts = 0;   // positions decided by the sum of their regions' canonical forms
    std::uint64_t etc_cuts = 0;    // positions won by a move whose position the table says the opponent loses, looked up before any search
    std::uint64_t folded = 0;      // small regions taken off the board as their canonical forms (fold), or
                                   // without fold, positions whose small regions added to 0 and were left out
    std::size_t table_bytes = 0;   // the table's memory
};
struct SolveMethods {
    bool table = true;    // answers kept (across calls)
    bool forms = true;    // regions of at most form_stones stones valued by their canonical forms
    bool fold = true;     // ... and searched as one form, the sum of theirs, by its canonical options
    bool ordering = true; // moves that won before at the same square first (history); with etc, those leaving the
                          // fewest stones outside the small regions before them
    bool symmetry = true; // a position and its images under the board's symmetries share an answer
    bool colours = true;  // ... and with its colours swapped (the other player to move, -C)
    bool etc = true;      // every move's position looked up before any is searched (enhanced transposition cutoff)
    int etc_stones = 0;   // ... in positions of at least this many stones outside the small regions (0: wherever a big region is left)
    int form_stones = 6;
};
// ClobberRules::fast_wins_first with the methods chosen.
std::optional<bool> solve_first(const grid::Grid& g, bool left, std::size_t& budget, const SolveMethods& methods = {});
// What stopped the last solve_first without an answer: nothing (it answered), the budget of
// positions, the forms' store's memory (its limit: forms_memory_limit()), a small region's form
// costing more than the value engine's work allowed for one, or a caller's Deadline (core/deadline.h).
enum class Stop { None, Budget, Memory, RegionWork, Deadline };
Stop last_stop();
SolveStats solver_stats();                       // since the last reset_solver()
// Forget the table, the forms and the statistics. table_bytes: the table's size (0: the default,
// 64 MB); forms_bytes: the forms' store's memory limit (0: the default, 128 MB; the store is
// renewed between calls once past a quarter of it).
void reset_solver(std::size_t table_bytes = 0, std::size_t forms_bytes = 0);
std::size_t forms_memory_limit();

template <class S>
void ClobberRules::moves(const grid::Grid& g, S& sink) {
    grid::for_each_stone_and_direction(g, [&](int r, int c, char me, char them, Side side, int dr, int dc) {
        const int nr = r + dr, nc = c + dc;
        if (!g.inside(nr, nc) || g.at(nr, nc) != them) return;
        grid::Grid to = g;
        to.at(r, c) = '.';
        to.at(nr, nc) = me;
        sink.add(side, std::move(to), [&] { return grid::square_name(r, c) + " clobbers " + grid::square_name(nr, nc); },
                 {g.index(r, c), g.index(nr, nc)});
    });
}

} // namespace gl::clobber
