// grundy.h - Grundy's game (P. M. Grundy, 1939; Ferguson, Game Theory, Part I, §4.4; Winning Ways,
// ch. 4): `game=grundy&pos=7,9`. A move splits one heap into two non-empty heaps of different
// sizes; heaps of 1 and 2 can never be split again.
//
// No period of its nim-sequence is known (OEIS A002188: 0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3,
// ...), so a heap's value G(n) is computed by the mex rule, G(n) = mex{G(a) ⊕ G(n - a) : 0 < a <
// n - a}, once for every n up to the cap and kept; a position, a sum of heaps, has the nim-sum of
// its heaps' values (Sprague-Grundy theorem).
//
// Positions are multisets of heaps, written in increasing order: play only depends on the sizes,
// and the sorted form keeps the searched game small. Splits make more heaps, so the cap is on
// tokens: at most 12000 in all (twelve heaps of 1000), each heap at most 1000.
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

namespace gl::grundy {

// G(n) for one heap of n tokens, 0 <= n <= GrundyGame::kMaxHeap, by the mex rule (computed once).
Grundy heap_value(std::uint64_t n);

struct GrundyGame {
    using Position = std::vector<std::uint64_t>; // heap sizes, increasing, each >= 1
    static constexpr std::uint64_t kMaxHeap = 1000;
    static constexpr std::uint64_t kMaxTokens = 12 * kMaxHeap;

    static const GameMeta& meta();
    Result<Position> parse(std::string_view text, std::string_view field) const;
    std::string format(const Position& p) const;
    std::vector<Option<Position>> options(const Position& p) const;
    std::optional<Closed> closed_form(const Position& p) const;
    Picture picture(const Position& p, const std::vector<Option<Position>>& options) const;
    std::vector<std::pair<std::string, std::string>> facts(const Position& p) const;
};

} // namespace gl::grundy
