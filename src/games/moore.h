// moore.h - Moore's Nim_k (E. H. Moore, 1910; Ferguson, Game Theory, Part I, §2.6, Exercise 7):
// `game=moore&rules=2&pos=1,2,3`. Heaps of tokens; a move takes any positive numbers of tokens from
// at least one and at most k heaps. Nim is Nim_1.
//
// Moore's theorem decides the outcome: a position is P iff, writing the heaps in binary, the number
// of heaps with a 1 in each column is divisible by k + 1. It says nothing of the Grundy values
// (they are not known in closed form for k >= 2), so they come from search where it fits the
// budget. Past it, the theorem still gives the outcome and every winning move, at any size the
// board can hold (issue 26: 7,7,7,7 in Nim_3 was refused as too large to search, though the
// theorem says P at once). What the cap bounds is what the analysis lists: the moves of the
// position itself (option_count) are at most kMaxOptions.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/ruleset.h"

namespace gl::moore {

// How many heaps have a 1 in each binary column, ones column first (as many columns as the
// largest heap needs).
std::vector<std::size_t> column_counts(const std::vector<std::uint64_t>& heaps);
// Moore's theorem: P iff every column count is divisible by k + 1.
bool is_p_position(const std::vector<std::uint64_t>& heaps, unsigned k);
// How many moves the whole game below `heaps` has: the sum, over every position q with
// q_i <= heaps_i, of q's moves in Nim_k.
std::uint64_t game_moves(const std::vector<std::uint64_t>& heaps, unsigned k);
// How many moves `heaps` itself has in Nim_k: the sum over sets S of 1..k heaps of the product of
// their sizes (saturating at UINT64_MAX).
std::uint64_t option_count(const std::vector<std::uint64_t>& heaps, unsigned k);

struct MooreGame {
    using Position = std::vector<std::uint64_t>; // heap sizes in board order
    static constexpr std::uint64_t kMaxHeap = 99;
    static constexpr std::size_t kMaxHeaps = 12;
    static constexpr std::uint64_t kMaxOptions = 100'000; // the moves of one position, each listed
    static constexpr unsigned kMaxK = 9;

    unsigned k = 2; // the most heaps one move may take from

    static const GameMeta& meta();
    static Result<MooreGame> with_rules(std::string_view text);
    std::string rules_text() const;

    Result<Position> parse(std::string_view text, std::string_view field) const;
    std::string format(const Position& p) const;
    std::vector<Option<Position>> options(const Position& p) const;
    std::optional<Decided> outcome_form(const Position& p) const;
    Picture picture(const Position& p, const std::vector<Option<Position>>& options) const;
    std::vector<std::pair<std::string, std::string>> facts(const Position& p) const;
    std::size_t count_options(const Position& p) const { return static_cast<std::size_t>(option_count(p, k)); }
};

} // namespace gl::moore
