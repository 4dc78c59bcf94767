// loopy.h - loopy partizan games in the calculator: a game graph of positions with Left and Right
// edges (cycles allowed), read from CGSuite's notation (`pass`, named cycles a{...a...}, on, off,
// over, under, upon, dud, mixed with short games), their outcome classes by retrograde analysis,
// and, for stoppers, comparison, sums and the canonical (simplest) form.
//
// Sources: Siegel, Combinatorial Game Theory (2013), ch. VI (loopy games, stoppers, survival,
// simplification of stoppers: dominated and reversible options, fusion); Berlekamp, Conway and
// Guy, Winning Ways, ch. 11 (sidling); CGSuite's documentation of loopy games (its notation, its outcome
// class names L, R, P, N, D, PHat, PCheck, NHat, NCheck, and its printing of canonical stoppers:
// on, off, over, 3/2under, ^[on], v<on>, named cycles a{0|a}).
//
// What is computed here, and what is refused:
// - every game (stopper or not): its outcome class, by retrograde analysis of the position graph
//   with infinite play a draw;
// - stoppers (no infinite alternating play from any position): G >= H iff Left survives G - H
//   moving second (Siegel VI), sums, the canonical form and the properties (loopy_calc.cpp);
// - a game that is not a stopper (dud, on + off, over - over): its outcome class, and its sides
//   (its graph simplified within each side until it is a stopper, loopy_sides.cpp), printed
//   onside & offside (dud for on & off); refused if they are not found as stoppers.
// All work is bounded by Loopy caps: a graph beyond them is refused as too large, never hung on.
#pragma once
#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "cgt/calc.h"
#include "core/result.h"

namespace gl::cgt::loopy {

// A game graph: position v has Left options left[v] and Right options right[v] (indices).
struct Graph {
    std::vector<std::vector<int>> left, right;
    int add() {
        left.emplace_back();
        right.emplace_back();
        return static_cast<int>(left.size()) - 1;
    }
    int size() const { return static_cast<int>(left.size()); }
};

// The caps of the loopy engine (positions of a graph built, positions of a graph compared).
struct Caps {
    int max_nodes = 200000;   // positions built while reading and adding
    long max_moves = 150000;  // moves of one part or sum built while reading (*1024 alone has a million)
    int max_compare = 1500;   // positions of a graph whose pairs are compared (2 n^2 states)
    std::size_t max_depth = 40; // nesting while reading (Limits::max_depth)
    int max_listed = 200;     // positions printed one by one (Followers)
    int max_sidle = 128;      // positions of a game whose sides are found by sidling
    int max_sidle_graph = 200; // positions of one value while sidling
    int max_sidle_rounds = 64; // rounds of sidling (and, times 4, of simplifying a graph within a side)
    int max_side_check = 400;  // positions of a game and its side compared within that side (2 n^2 states)
};

// Who wins from a position: Left, Right, or nobody (infinite play, a draw).
enum class Winner : signed char { Right = -1, Draw = 0, Left = 1 };
struct Outcomes {
    std::vector<Winner> left_first, right_first; // per position
    // Per position, when it is won: the order in which retrograde analysis found the win (1 first,
    // nearest the end), 0 for a draw. The winner's move to the option of least rank among those
    // it wins makes progress (that option was found earlier), so always taking it ends the game
    // with a win; the loser's move to the option of greatest rank holds out longest.
    std::vector<int> left_first_rank, right_first_rank;
};
Outcomes outcomes(const Graph& g);
// CGSuite's outcome class from the winners with Left and with Right moving first.
std::string outcome_class(Winner left_first, Winner right_first);
// The short games' outcome of a class where it is one (L, R, N, P), else Unknown (D and the sided).
Outcome short_outcome(const std::string& outcome_class);

// No infinite alternating play from any position of g.
bool is_stopper(const Graph& g);
// ge[a * n + b] != 0 iff a >= b, for stopper positions a, b of g: Left, moving second in a - b,
// survives (never is left without a move; infinite play counts as surviving).
std::vector<char> order(const Graph& g);

// The positions reachable from roots, renumbered in order of discovery (roots first).
Graph reachable(const Graph& g, const std::vector<int>& roots, std::vector<int>* old_to_new = nullptr);
// -G and G + H built into g (new positions); -1 if the sum would pass cap positions.
int negate(Graph& g, int a);
int add(Graph& g, int a, int b, int cap, long max_moves = -1);
// Whether a cycle is reachable from v.
bool loop_free(const Graph& g, int v);

// Drops from a player's options (indices) every option dominated by another, and of equal ones
// all but the one of least rank(x): geq(a, b) is a >= b in the order in use (a stopper's, or a
// side's), `left` whose options these are. Duplicates go first. True if a dominated one went.
template <class Geq, class Rank>
bool drop_dominated(std::vector<int>& opts, bool left, Geq geq, Rank rank) {
    std::sort(opts.begin(), opts.end());
    opts.erase(std::unique(opts.begin(), opts.end()), opts.end());
    std::vector<int> keep;
    for (int x : opts) {
        bool drop = false;
        for (int y : opts) {
            if (y == x) continue;
            const bool better = left ? geq(y, x) : geq(x, y), back = left ? geq(x, y) : geq(y, x);
            if (better && (!back || rank(y) < rank(x))) drop = true;
        }
        if (!drop) keep.push_back(x);
    }
    const bool changed = keep.size() != opts.size();
    opts = std::move(keep);
    return changed;
}

// The canonical (simplest) form of the stopper at root of g: no dominated or reversible options
// anywhere and equal positions fused; root is position 0 of the result. The result is checked
// equal to the input (a failed check is an error, never a quiet answer).
Result<Graph> simplify(const Graph& g, int root, const Caps& caps = {});

// The order of sides on the positions of g (any game graph): ge[a * n + b] != 0 iff a >= b in the
// onside (onside true: Left, moving second in a - b, never runs out of moves, and infinite play
// counts for her only if it moves the component a infinitely often) or in the offside (the same
// with the component -b). On stoppers both are the survival order (order()).
std::vector<char> side_order(const Graph& g, bool onside);
// Whether the stoppers at position 0 of a and of b are equal.
Result<bool> equal(const Graph& a, const Graph& b, const Caps& caps = {});
// The onside (or offside) of position 0 of g, as a canonical stopper: g's own graph simplified
// within that side (dominated and reversible options, in the order side_order gives) until it is a
// stopper, as CGSuite's LoopyGame does; else by sidling (Winning Ways ch. 11: every position starts
// as on (off) and becomes {its Left options' values | its Right options' values} until nothing
// changes). Every answer is checked equal to the game within that side; refused beyond the caps.
Result<Graph> side(const Graph& g, bool onside, const Caps& caps = {});

// A canonical stopper (position 0 of g) as CGSuite prints it.
std::string text(const Graph& g);

// Reading: the expression as a graph (root position of the result), with the field for errors.
struct Read {
    Graph g;
    int root = 0;
};
Result<Read> read(std::string_view text, const Caps& caps = {}, std::string_view field = "expr");

// Whether the calculator should hand the expression to this engine: it uses pass, on, off, over,
// under, upon, dud or a named cycle a{...}.
bool looks_loopy(std::string_view expr);
// The calculator's answer for a loopy expression (G or G.Name or G >= H ...).
Result<Calc> calculate(std::string_view expr, const Limits& limits = {}, std::string_view field = "expr");
// The same answer for the game at `root` of g (a board's graph of positions, every position
// reachable from root; root 0 where the game is not a stopper, as side() reads position 0).
Result<Calc> calculate(const Graph& g, int root, const Limits& limits = {}, std::string_view field = "pos");
// "D: a draw, whoever moves first (infinite play)", ... for an outcome class name.
std::string outcome_sentence(const std::string& outcome_class);

} // namespace gl::cgt::loopy
