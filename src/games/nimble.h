// nimble.h - Nimble (Ferguson, Game Theory, Part I, §2.6, Exercise 3): `game=nimble&pos=1,3,3`.
//
// Coins stand on a line of squares numbered 0, 1, 2, ... from the left end, several perhaps on one
// square. A move takes one coin from a square i > 0 to any square j < i, jumping over coins if it
// likes; whoever finds every coin on square 0 cannot move and loses. A coin on square i is a Nim
// heap of i (its moves go to every smaller square, as a heap's go to every smaller size), and the
// coins move independently, so Nimble *is* Nim: its value is the nim-sum of the squares (Bouton's
// theorem with the Sprague-Grundy theorem), and misère Nimble is misère Nim on the same heaps
// (Bouton's misère rule), since the two game trees are the same.
//
// The position is the multiset of the coins' squares, written in ascending order.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/ruleset.h"

namespace gl::nimble {

struct NimbleGame {
    using Position = std::vector<std::uint64_t>; // the coins' squares, ascending
    static constexpr std::uint64_t kMaxSquare = 40;
    static constexpr std::size_t kMaxCoins = 12;

    static const GameMeta& meta();
    Result<Position> parse(std::string_view text, std::string_view field) const;
    std::string format(const Position& p) const;
    std::vector<Option<Position>> options(const Position& p) const;
    std::size_t count_options(const Position& p) const;
    std::optional<Closed> closed_form(const Position& p) const;
    std::optional<MisereClosed> misere_form(const Position& p) const;
    Picture picture(const Position& p, const std::vector<Option<Position>>& options) const;
    std::vector<std::pair<std::string, std::string>> facts(const Position& p) const;
};

// The nim-sum of the squares of the coins: Nimble's Grundy value.
Grundy square_nim_sum(const std::vector<std::uint64_t>& squares);

} // namespace gl::nimble
