// welter.h - Welter's game (Sato's Maya game): `game=welter&pos=0,3,5,9`.
//
// Coins stand on distinct squares 0, 1, 2, ... of a strip. A move takes one coin to any empty
// square on its left (it may jump over other coins); whoever cannot move, because the coins are
// packed against the left end, loses. Welter (1954) and Sato (1968) found the Grundy value:
//
//     V(a1, ..., an) = a1 ⊕ ... ⊕ an ⊕ Σ⊕_{i<j} (ai | aj),   (m | n) = m ⊕ n ⊕ ((m ⊕ n) − 1),
//
// where ⊕ is the nim-sum and the sum Σ⊕ is a nim-sum too. The "mate" (m | n) is 2^(t+1) − 1 for
// 2^t the lowest bit where m and n differ (Conway, On Numbers and Games, ch. 13). Since coins
// are distinct, m ⊕ n is never 0 and the subtraction never wraps.
//
// The same game is the hook game on Young diagrams: with the coins ascending, coin i (from 0)
// has λi = ai − i empty squares on its left, and the λi (largest first) are the rows of a Young
// diagram. The cell in row r and column c is the pair (coin of row r, c-th empty square from the
// left); moving the coin to that square removes the cell's hook (the cell, the cells right of it
// and below it), whose length is the distance moved. Isomorphic game trees, equal values.
//
// The position is the set of occupied squares, written in ascending order.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/ruleset.h"

namespace gl::welter {

struct WelterGame {
    using Position = std::vector<std::uint64_t>; // occupied squares, strictly ascending
    static constexpr std::uint64_t kMaxSquare = 40;
    static constexpr std::size_t kMaxCoins = 12;

    static const GameMeta& meta();
    Result<Position> parse(std::string_view text, std::string_view field) const;
    std::string format(const Position& p) const;
    std::vector<Option<Position>> options(const Position& p) const;
    std::size_t count_options(const Position& p) const;
    std::optional<Closed> closed_form(const Position& p) const;
    Picture picture(const Position& p, const std::vector<Option<Position>>& options) const;
    std::vector<std::pair<std::string, std::string>> facts(const Position& p) const;
};

// (m | n) = m ⊕ n ⊕ ((m ⊕ n) − 1), for m ≠ n.
Grundy mate(std::uint64_t m, std::uint64_t n);
// Welter's function: the nim-sum of the squares and of every pair's mate.
Grundy welter_value(const std::vector<std::uint64_t>& squares);
// Just the nim-sum Σ⊕ (ai | aj) over the pairs i < j.
Grundy mates_sum(const std::vector<std::uint64_t>& squares);

// The Young diagram of ascending squares: row lengths, longest first (zero rows left out).
std::vector<std::uint64_t> young_rows(const std::vector<std::uint64_t>& squares);

// Shared by the parsers of this family: where item `index` (from 0) of a comma list starts.
std::size_t item_offset(std::string_view text, std::size_t index);

} // namespace gl::welter
