// staircase.h - Staircase Nim (R. P. Sprague, 1937; Ferguson, Game Theory, Part I, §2.6,
// Exercise 6): `game=staircase&pos=0,1,5`.
//
// Coins stand on steps 1, 2, ..., n of a staircase (step 0 is the floor). A move takes any positive
// number of coins from one step j >= 1 down to step j - 1; coins on the floor are out of play.
// Whoever cannot move (every coin on the floor) loses.
//
// The odd steps are Nim heaps: a move from an odd step is a Nim move there (its coins land on an
// even step or the floor), and a move from an even step adds coins to an odd step, which the
// opponent can undo by moving the same coins on down. Ferguson's exercise: the position is P iff
// the nim-sum of the odd steps is 0. More is true, and the tests check it by search: the Grundy
// value is that nim-sum. Every move changes the odd steps (it takes from one or adds to one), so
// no option has the same nim-sum; and every smaller nim-sum is reached by a Nim move on an odd step.
//
// The position keeps the number of steps it is given (trailing empty steps included), so the
// board does not shrink as coins come down.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/ruleset.h"

namespace gl::staircase {

struct StaircaseGame {
    using Position = std::vector<std::uint64_t>; // coins on steps 1, 2, ..., n
    // At most 400 coins in all, on at most 10 steps: as many as 10 full steps of 40 hold. The cap
    // is on the total, not per step, because moves pile coins up on the lower steps: every
    // position a move reaches parses again (and opens as a link).
    static constexpr std::uint64_t kMaxCoins = 400;
    static constexpr std::size_t kMaxSteps = 10;

    static const GameMeta& meta();
    Result<Position> parse(std::string_view text, std::string_view field) const;
    std::string format(const Position& p) const;
    std::vector<Option<Position>> options(const Position& p) const;
    std::size_t count_options(const Position& p) const;
    std::optional<Closed> closed_form(const Position& p) const;
    Picture picture(const Position& p, const std::vector<Option<Position>>& options) const;
    std::vector<std::pair<std::string, std::string>> facts(const Position& p) const;
};

// The nim-sum of the coins on steps 1, 3, 5, ...: the Grundy value.
Grundy odd_nim_sum(const std::vector<std::uint64_t>& steps);

// The position after moving k coins from step j (1-based) to step j - 1; the caller guarantees
// 1 <= k <= steps[j - 1].
std::vector<std::uint64_t> move_down(std::vector<std::uint64_t> steps, std::size_t j, std::uint64_t k);

} // namespace gl::staircase
