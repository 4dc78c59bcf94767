// wythoff.h - Wythoff's game (W. A. Wythoff, "A modification of the game of Nim", Nieuw Archief
// voor Wiskunde (2) 7 (1907), 199-202): `game=wythoff&pos=3,5`. Two heaps; a move takes any number
// of tokens from one heap, or the same number from both. On the board it is a queen on a
// chessboard moving left, down or diagonally down-left, any distance: the queen at column x, row y
// is the two heaps x and y, and whoever brings her to the corner (0, 0) wins.
//
// Wythoff's theorem: the P-positions are the pairs {⌊kφ⌋, ⌊kφ⌋ + k}, k = 0, 1, 2, ... with
// φ = (1 + √5)/2: (0,0), (1,2), (3,5), (4,7), (6,10), (8,13), ... So (x, y) with d = |x − y| is a
// P-position exactly when min(x, y) = ⌊dφ⌋, computed here in integers: ⌊dφ⌋ = ⌊(d + ⌊d√5⌋)/2⌋,
// with ⌊d√5⌋ the integer square root of 5d². No closed form of the Grundy values is known: they
// come from the search, and the outcome from the theorem.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/ruleset.h"

namespace gl::wythoff {

// ⌊d·φ⌋, exactly (d below 2^30).
std::uint64_t lower(std::uint64_t d);
// Wythoff's theorem: (x, y) is a P-position.
bool p_position(std::uint64_t x, std::uint64_t y);

struct WythoffGame {
    using Position = std::vector<std::uint64_t>; // {x, y}: the two heaps, the queen's column and row
    static constexpr std::uint64_t kMaxHeap = 60;  // the board: up to 61 x 61 squares

    static const GameMeta& meta();
    Result<Position> parse(std::string_view text, std::string_view field) const;
    std::string format(const Position& p) const;
    std::vector<Option<Position>> options(const Position& p) const;
    std::optional<Decided> outcome_form(const Position& p) const;
    Picture picture(const Position& p, const std::vector<Option<Position>>& options) const;
    std::vector<std::pair<std::string, std::string>> facts(const Position& p) const;
};

} // namespace gl::wythoff
