// cutcake.h - Cutcake (Berlekamp, Conway and Guy, Winning Ways, ch. 2): `game=cutcake&pos=4x3`.
//
// Pieces of a cake scored into squares. Following Winning Ways, Left cuts a piece along one of its
// North-South lines (vertically: a w x h piece becomes j x h and (w-j) x h), Right along an
// East-West line (horizontally: w x i and w x (h-i)). Whoever cannot cut loses. Pieces one square
// wide give Left nothing, one square tall give Right nothing, and a 1 x 1 crumb is dead: crumbs are
// dropped from the position. Every Cutcake position is an integer (Winning Ways, ch. 2); the value
// of each piece is shown on it, by the simplicity rule over numbers (piece_value), and the
// position's canonical form comes from the game tree (games/partizan.h): the tests check one
// against the other.
//
// Position text: pieces `WxH` (width x height) separated by commas, e.g. `4x3,2x2`, kept sorted
// (largest first); each side 1 to 16 squares, at most 256 squares in all. "" is a cake eaten to
// crumbs.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/ruleset.h"

namespace gl::cutcake {

struct Piece {
    int w = 1, h = 1;
    bool operator==(const Piece&) const = default;
    auto operator<=>(const Piece&) const = default;
};

struct CutcakeGame {
    using Position = std::vector<Piece>; // sorted, largest first; no 1 x 1 crumbs
    static constexpr int kMaxSide = 16;
    static constexpr int kMaxArea = 256;

    static const GameMeta& meta();
    Result<Position> parse(std::string_view text, std::string_view field) const;
    std::string format(const Position& p) const;
    std::vector<Option<Position>> options(const Position& p) const;
    std::vector<Position> components(const Position& p) const;
    Picture picture(const Position& p, const std::vector<Option<Position>>& options) const;
    std::vector<std::pair<std::string, std::string>> facts(const Position& p) const;
};

// The value of one w x h piece, an integer, by the simplicity rule over numbers (Winning Ways,
// ch. 2): the simplest number greater than Left's best cut and less than Right's best cut.
std::int64_t piece_value(int w, int h);

} // namespace gl::cutcake
