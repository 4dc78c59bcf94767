// northcott.h - Northcott's game (Ferguson, Game Theory, Part I, §2.6, Exercise 5):
// `game=northcott&pos=W.....B./B..W....`.
//
// A board of rows, each with one white checker (W) and one black checker (B) and empty squares
// ('.'). In the real game White moves white checkers and Black black ones, any number of squares
// along the row, toward or away from the other checker but never onto or past it: a partizan game
// that need not end. Ferguson's point is that it is Nim in disguise: the gaps (empty squares
// between the two checkers of a row) are Nim heaps. A move toward shrinks a gap as a Nim move
// shrinks a heap; a move away grows it, and the opponent can move toward by the same amount at
// once, so such a move is reversible and does not change who wins.
//
// The ruleset here is that impartial, finite core: the options of a position are the moves that
// bring a checker (either one, of either colour) toward the other checker of its row. Moving the
// white checker d squares and moving the black one d squares leave different boards, so both are
// options, but both leave the same gap; by induction the outcome (normal and misère) depends only
// on the gaps, and the Grundy value is the nim-sum of the gaps (Bouton; misère: Bouton's rule).
//
// Beside that value, the real game is valued as the loopy partizan game it is (loopy_outcome):
// White is Left, Black is Right, each moving their own checkers toward or away; the graph of
// positions (at most kMaxLoopy) goes to the loopy engine (cgt/loopy.h), whose outcome class, by
// retrograde analysis with infinite play a draw, is shown as a fact with the Nim rule's answer
// beside it as the theorem it is (Ferguson): N where the nim-sum of the gaps is not 0, else P.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/ruleset.h"

namespace gl::northcott {

struct NorthcottGame {
    using Position = std::vector<std::string>; // the rows, each of 'W', 'B' and '.'
    static constexpr std::size_t kMaxRows = 8;
    static constexpr std::size_t kMaxSquares = 20; // per row
    static constexpr std::size_t kMinSquares = 2;

    static const GameMeta& meta();
    Result<Position> parse(std::string_view text, std::string_view field) const;
    std::string format(const Position& p) const;
    std::vector<Option<Position>> options(const Position& p) const;
    std::size_t count_options(const Position& p) const;
    std::optional<Closed> closed_form(const Position& p) const;
    std::optional<MisereClosed> misere_form(const Position& p) const;
    Picture picture(const Position& p, const std::vector<Option<Position>>& options) const;
    std::vector<std::pair<std::string, std::string>> facts(const Position& p) const;
};

// The number of empty squares between the two checkers of each row.
std::vector<std::uint64_t> gaps(const std::vector<std::string>& rows);

// The real game, loopy: White (Left) and Black (Right) each move their own checker of a row any
// number of squares toward the other checker (not onto or past it) or away from it.
void loopy_moves(const std::vector<std::string>& rows, std::vector<std::vector<std::string>>& left,
                 std::vector<std::vector<std::string>>& right);
inline constexpr std::size_t kMaxLoopy = 20000; // positions of the loopy game's graph built for the facts
// Its outcome class from the graph of positions (L, R, N, P, D or a sided class) and the number of
// positions, or none past kMaxLoopy.
std::optional<std::pair<std::string, std::size_t>> loopy_outcome(const std::vector<std::string>& rows);

} // namespace gl::northcott
