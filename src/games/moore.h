// moore.h - Moore's Nim_k (E. H. Moore, 1910; Ferguson, Game Theory, Part I, §2.6, Exercise 7):
// `game=moore&rules=2&pos=1,2,3`. Heaps of tokens; a move takes any positive numbers of tokens from
// at least one and at most k heaps. Nim is Nim_1.
//
// Moore's theorem decides the outcome: a position is P iff, writing the heaps in binary, the number
// of heaps with a 1 in each column is divisible by k + 1. It says nothing of the Grundy values
// (they are not known in closed form for k >= 2), so they come from search. Search visits every
// position below the given one and every move from each, so that is what the cap bounds: the
// moves of the whole game below a position (game_moves) are at most kMaxGameMoves.
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

struct MooreGame {
    using Position = std::vector<std::uint64_t>; // heap sizes in board order
    static constexpr std::uint64_t kMaxHeap = 15;
    static constexpr std::size_t kMaxHeaps = 6;
    static constexpr std::uint64_t kMaxGameMoves = 1'000'000; // what search of the whole game goes through
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
};

} // namespace gl::moore
