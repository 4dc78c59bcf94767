// lasker.h - Lasker's Nim (Emanuel Lasker, 1931; Ferguson, Game Theory, Part I, §4.4; Winning Ways,
// ch. 4): `game=lasker&pos=2,5,7`. A move takes any positive number of tokens from one heap, or
// splits a heap into two non-empty heaps.
//
// The Sprague-Grundy function of one heap has a closed form (Ferguson §4.4), proved by induction:
//     g(0) = 0, g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3,
// and a position, a sum of heaps, has the nim-sum of its heaps' values (Sprague-Grundy theorem).
//
// Positions are multisets of heaps, written in increasing order with empty heaps left out ("0"
// when no token is left): play only ever depends on the sizes, and the sorted form keeps the
// searched game small. Splits make more heaps, so the cap is on tokens: at most 1188 in all (twelve
// heaps of 99), each heap at most 99.
//
// Misère play has no known theory here: it is solved by the generic search, whose budget counts
// moves as well as positions, so small positions are solved and large ones say "too large" at once.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/ruleset.h"

namespace gl::lasker {

// g(n) for one heap of n tokens, by the closed form above.
Grundy heap_value(std::uint64_t n);

struct LaskerGame {
    using Position = std::vector<std::uint64_t>; // heap sizes, increasing, none empty; {} when no token is left
    static constexpr std::uint64_t kMaxHeap = 99;
    static constexpr std::uint64_t kMaxTokens = 12 * kMaxHeap;

    static const GameMeta& meta();
    Result<Position> parse(std::string_view text, std::string_view field) const;
    std::string format(const Position& p) const;
    std::vector<Option<Position>> options(const Position& p) const;
    std::optional<Closed> closed_form(const Position& p) const;
    Picture picture(const Position& p, const std::vector<Option<Position>>& options) const;
    std::vector<std::pair<std::string, std::string>> facts(const Position& p) const;
};

} // namespace gl::lasker
