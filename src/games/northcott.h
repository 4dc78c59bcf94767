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

} // namespace gl::northcott
