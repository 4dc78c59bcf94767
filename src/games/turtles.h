// turtles.h - Turning Turtles (H. W. Lenstra; Ferguson, Game Theory, Part I, §2.6, Exercise 4;
// Winning Ways, ch. 14): `game=turtles&pos=THTTHTTTHHTHT`.
//
// A line of coins, places numbered from 1 at the left, each heads (H) or tails (T). A move turns
// one head to tails and may, in addition, turn over any one coin to its left, either way; whoever
// finds no head left cannot move and loses. A head at place k is a Nim heap of k: turning it alone
// empties the heap, turning it with a tail at j < k moves it to j, and turning it with a head at
// j < k removes both, which is Nim's move k → j beside a heap of j (two equal heaps cancel). So the
// Grundy value is the nim-sum of the places of the heads (Ferguson's part (a)). Misère play is not
// misère Nim (the cancelling pairs are not free there) and is left to search.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/ruleset.h"

namespace gl::turtles {

struct TurtlesGame {
    using Position = std::string; // 'H' and 'T', place 1 first
    static constexpr std::size_t kMaxCoins = 40;

    static const GameMeta& meta();
    Result<Position> parse(std::string_view text, std::string_view field) const;
    std::string format(const Position& p) const;
    std::vector<Option<Position>> options(const Position& p) const;
    std::size_t count_options(const Position& p) const;
    std::optional<Closed> closed_form(const Position& p) const;
    Picture picture(const Position& p, const std::vector<Option<Position>>& options) const;
    std::vector<std::pair<std::string, std::string>> facts(const Position& p) const;
};

// The places (from 1) of the heads, ascending, and their nim-sum: the Grundy value.
std::vector<std::uint64_t> head_places(const std::string& coins);
Grundy head_nim_sum(const std::string& coins);

} // namespace gl::turtles
