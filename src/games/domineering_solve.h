// domineering_solve.h - who wins a Domineering board moving first, when its canonical form is out
// of reach: a depth-first search over bit boards that stops at the first winning move, with the
// methods of the field's solvers of Domineering (Breuker, Uiterwijk and van den Herik, "Solving
// 8 x 8 Domineering", Theoretical Computer Science 230, 2000; Bullock, "Domineering: Solving Large
// Combinatorial Search Spaces", ICGA Journal 25, 2002):
//   - one player's view: the player to move always places vertical dominoes; the board is turned
//     over its diagonal (transposed) for the other player, so one table serves both;
//   - a transposition table of positions (translated to the corner, least of the mirror images
//     that keep vertical vertical), bounded in memory, kept between calls so that a search cut
//     off by the budget goes on where it stopped when it is called again;
//   - bounds that decide a position without search: a safe move is a vertical domino on two
//     squares neither of which the opponent can ever cover (both of their side neighbours taken),
//     and the player to move wins if it has more safe moves than the opponent can ever make
//     moves (the sum over rows of half each run of free squares), and loses if the opponent has
//     at least as many safe moves as it can ever make; past that, the board packed into safe
//     pairs, protective 2 x 2 areas and vulnerable pairs (lone, or crowded: one opponent domino
//     may spoil two), raced for (Bullock's packing), gives the moves a player can count on, and
//     the opponent can make no more moves than half the free squares those moves and the
//     squares it can never cover leave (Bullock's count);
//   - the board split into its regions (a disjunctive sum): where every region is small (and the
//     board has at most twice as many free squares), the sum
//     of their canonical forms (found by the value engine and kept) decides it exactly
//     (Left wins moving second iff G >= 0; Winning Ways, ch. 2);
//   - safe moves are not searched while the player has another move (Bullock: a player with a
//     winning move has one that is not safe; checked here against brute force);
//   - move ordering (Bullock): by how a move changes the most disjoint moves and the safe moves
//     of each side (the player's gain less the opponent's), ties broken by a static value of the
//     square on the root's board (one column in from the sides, even rows from the ends, first);
//     the best move is searched before the others are sorted;
//   - the table's memory in cache-line buckets, each position's bucket fetched while its bounds
//     are counted.
#pragma once
#include <cstddef>
#include <cstdint>
#include <optional>

#include "games/domineering.h"

namespace gl::domineering {

// What one search did (for the benchmarks and the analysis' facts).
struct SolveStats {
    std::uint64_t nodes = 0;        // positions expanded (each costs one step of the budget)
    std::uint64_t table_hits = 0;   // answers found in the table
    std::uint64_t bound_cuts = 0;   // positions decided by the safe-move bounds
    std::uint64_t region_cuts = 0;  // positions decided by the sum of their regions' forms
    std::uint64_t lookahead_cuts = 0; // positions won by a move the look ahead found
    std::size_t table_bytes = 0;    // the table's memory
};

// Which of the methods the search uses (all by default; the benchmarks switch them off one by one).
struct SolveMethods {
    bool table = true, bounds = true, regions = true, ordering = true, symmetry = true;
    bool skip_safe = true; // a safe move is searched only where the player has no other move
    bool lookahead = false; // each move's result looked up (bounds, table) before any is searched
    bool packing = true;   // the bounds count protective areas and vulnerable pairs, not only safe moves
    int region_squares = 14; // regions of at most this many free squares are valued by their forms
};

// Does the player to move win `b` moving first (Left places vertical dominoes, Right horizontal)?
// None if the search needed more than `budget` positions (then `budget` is 0); otherwise `budget`
// is reduced by the positions expanded. The table is shared and kept between calls.
std::optional<bool> solve_first(const Board& b, bool left, std::size_t& budget, const SolveMethods& methods = {});
// The statistics since the last reset_solver() (the table counts what it holds now).
SolveStats solver_stats();
// Forget the table and the statistics (the benchmarks start each position afresh).
void reset_solver(std::size_t table_bytes = 0); // 0: the default size

// The board turned over its main diagonal: square (r, c) goes to (c, r). Exposed for the tests.
std::uint64_t transpose(std::uint64_t free);

} // namespace gl::domineering
