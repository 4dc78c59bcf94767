// divide.h - Empty and Divide (Ferguson, Game Theory, Part I, §1.5, Exercise 5): `game=divide&pos=3,4`.
// Two boxes of chips, (m, n) with m, n >= 1. A move empties one box and divides the contents of the
// other between the two boxes, at least one chip in each. (1, 1) is the only terminal position.
//
// The P-positions are those with both boxes odd. The Grundy value is a closed form too:
//     g(m, n) = the number of trailing 1s in the binary form of (m - 1) OR (n - 1),
// i.e. the least bit that neither m - 1 nor n - 1 has. Proof, by induction on m + n: the positions
// a box of s chips divides into, (a, s - a), have values g = t((a - 1) | (s - a - 1)) where x + y =
// s - 2 for x = a - 1, y = s - a - 1; such a pair has t(x | y) = k only if bit k of s - 1 is 1
// (the low k + 1 bits of x and y add to between 2^k - 1 and 2^(k+1) - 2), and for every 1-bit k of
// s - 1 the pair x = 2^k - 1 + (s - 1 - r), y = r - 2^k with r = (s - 1) mod 2^(k+1) has it. So the
// options of (m, n) have exactly the values at the 1-bits of m - 1 and of n - 1, and their mex is
// the least bit in neither. Checked against search on every position up to 60 x 60 (divide_test.cpp).
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/ruleset.h"

namespace gl::divide {

// The Grundy value of (m, n), m, n >= 1, by the formula above.
Grundy value(std::uint64_t m, std::uint64_t n);

struct DivideGame {
    using Position = std::vector<std::uint64_t>; // {chips in box 1, chips in box 2}
    static constexpr std::uint64_t kMaxChips = 200;

    static const GameMeta& meta();
    Result<Position> parse(std::string_view text, std::string_view field) const;
    std::string format(const Position& p) const;
    std::vector<Option<Position>> options(const Position& p) const;
    std::optional<Closed> closed_form(const Position& p) const;
    std::optional<Decided> outcome_form(const Position& p) const;
    Picture picture(const Position& p, const std::vector<Option<Position>>& options) const;
    std::vector<std::pair<std::string, std::string>> facts(const Position& p) const;
};

} // namespace gl::divide
