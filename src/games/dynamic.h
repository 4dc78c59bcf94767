// dynamic.h - dynamic subtraction (Ferguson, Game Theory, Part I, §1.5, Exercise 7(a); Schwenk 1970):
// `game=dynamic&pos=44`. One pile of n chips. The first player takes 1 to n − 1 chips (not the
// whole pile); afterwards a player takes at least 1 and at most what the opponent just took.
// Whoever takes the last chip wins.
//
// Positions are written as in Fibonacci Nim (games/fibonacci.h): "n/m" is n chips of which the next
// move may take 1 to m (`40/4`), m clamped to n; "n" alone is the start, n/(n − 1), and is how
// n/(n − 1) prints. Piles up to 200 chips, so every position is searched for its Grundy value.
//
// Outcome rule: n/m is a P-position iff the largest power of 2 dividing n is greater than m (the
// empty pile is P). From the start, n/(n − 1), that is iff n is a power of two. Proof: write
// n = 2^a·odd. If 2^a <= m, take 2^a: n − 2^a is divisible by 2^(a+1) (or 0), more than the new
// limit 2^a, a P-position. If 2^a > m, any take k <= m < 2^a leaves n − k whose largest power-of-2
// factor is that of k, at most k, the opponent's new limit: an N-position. Checked against search on
// every position up to 64 chips (tests/unit/dynamic_test.cpp).
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/ruleset.h"
#include "games/fibonacci.h"

namespace gl::dynamic {

// The largest power of 2 dividing n >= 1 (44 → 4).
std::uint64_t two_part(std::uint64_t n);

struct DynamicGame {
    using Position = fibonacci::Pile; // {chips, the most the next move may take}
    static constexpr std::uint64_t kMaxChips = 200;

    static const GameMeta& meta();
    Result<Position> parse(std::string_view text, std::string_view field) const;
    std::string format(const Position& p) const;
    std::vector<Option<Position>> options(const Position& p) const;
    std::size_t count_options(const Position& p) const;
    std::optional<Decided> outcome_form(const Position& p) const;
    Picture picture(const Position& p, const std::vector<Option<Position>>& options) const;
    std::vector<std::pair<std::string, std::string>> facts(const Position& p) const;
};

} // namespace gl::dynamic
