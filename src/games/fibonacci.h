// fibonacci.h - Fibonacci Nim (Whinihan 1963; Ferguson, Game Theory, Part I, §1.5, Exercise 7(b)):
// `game=fibonacci&pos=43`. One pile of n chips. The first player takes 1 to n − 1 chips (not the
// whole pile); afterwards a player takes at least 1 and at most twice what the opponent just took.
// Whoever takes the last chip wins.
//
// A position is the pile and the most the next move may take: "n/m" (`42/2`). The text "n" alone is
// the start of a game, n/(n − 1); it is also how n/(n − 1) prints, wherever it arises. A limit above
// the pile means the whole pile may be taken, so m is clamped to n ("5/9" is "5/5") and equal games
// print alike. The empty pile prints "0" (its limit is irrelevant). Piles up to 200 chips: the pairs
// (n, m) number at most 20301, so every position is searched for its Grundy value.
//
// Outcome rule (Zeckendorf's theorem: every n >= 1 is uniquely a sum of distinct, non-neighbouring
// Fibonacci numbers 1, 2, 3, 5, 8, ...): n/m is a P-position iff the smallest term of n's Zeckendorf
// representation is greater than m. From the start, n/(n − 1), that is iff n is a Fibonacci number.
// Why: taking the smallest term z (when z <= m) leaves terms all >= the Fibonacci number two places
// above z, which exceeds 2z, the new limit; and from a P-position, any take k < z changes the low
// end of the representation so that the new smallest term is at most 2k (a classical lemma). The
// rule is checked against search on every position up to 90 chips (tests/unit/fibonacci_test.cpp).
//
// The pile-with-a-limit helpers here (parse, format, the picture) are shared with dynamic
// subtraction (games/dynamic.h), the same shape with a different limit.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/ruleset.h"

namespace gl::fibonacci {

// A pile with a move limit: {chips n, the most the next move may take m}, m clamped to n; the empty
// pile is {0, 0}; "n" at the start of a game is {n, n − 1}.
using Pile = std::vector<std::uint64_t>;

// "43" (the start, n/(n−1)) or "42/2". Strict: digits, at most one '/', no spaces; chips 0..max_chips,
// a limit 1..2·max_chips (clamped to the pile). Errors name the character.
Result<Pile> parse_pile(std::string_view text, std::string_view field, std::uint64_t max_chips);
// "n" when m == n − 1 or n == 0, else "n/m".
std::string format_pile(const Pile& p);
// The pile {n, min(m, n)} (n == 0: {0, 0}).
Pile make_pile(std::uint64_t n, std::uint64_t m);
// The pile drawn as one column of chips, bottom up; the k-th chip from the top offers "take k"
// (the options must be take 1, take 2, ... in order). Piles above 60 chips show their top 59
// chips and one cell below them for the rest.
Picture pile_picture(const Pile& p, std::size_t option_count, std::string rule_words);
// "take 1 to 42" / "take 1 (the whole pile)" / "no move": the limit in words.
std::string limit_words(const Pile& p);

// The Fibonacci numbers 1, 2, 3, 5, 8, ... (Ferguson's F1 = 1, F2 = 2), up to `n`.
std::vector<std::uint64_t> fibonacci_upto(std::uint64_t n);
// The Zeckendorf representation of n >= 1, largest term first (43 → 34, 8, 1); empty for 0.
std::vector<std::uint64_t> zeckendorf(std::uint64_t n);
// "43 = 34 + 8 + 1" ("0 = (no terms)" for 0).
std::string zeckendorf_text(std::uint64_t n);

struct FibonacciGame {
    using Position = Pile;
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

} // namespace gl::fibonacci
