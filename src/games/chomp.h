// chomp.h - Chomp (D. Gale, 1974; in arithmetical form F. Schuh, 1952; Ferguson, Game Theory,
// Part I, §1.5, Exercise 6): `game=chomp&pos=8,5,1`.
//
// A bar of chocolate squares whose lower left square, (1, 1), is poisoned. Squares are named
// (column, row), both counted from 1 at the poisoned corner. A move eats a square other than the
// poisoned one together with every square at a column >= its column and a row >= its row, so the
// bar is always a Young diagram: its rows, from the poisoned row up, never grow. When only the
// poisoned square is left the player to move must eat it and loses, so that position is terminal
// (a P-position under normal play).
//
// No formula is known for Chomp; values come from search, which visits every bar inside the
// position (every Young diagram that fits in it and keeps the poisoned square). A full 12 x 10
// rectangle holds C(22, 10) - 1 = 646,645 of them, too many to search in a page, so besides
// 10 rows of 12 squares the cap is on those bars: at most kMaxBars. One theorem decides
// rectangles: a rectangle of more than one square is an N-position (Gale's strategy stealing).
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/ruleset.h"

namespace gl::chomp {

struct ChompGame {
    using Position = std::vector<std::uint64_t>; // row lengths from the poisoned row up, non-increasing, each >= 1
    static constexpr std::uint64_t kMaxColumns = 12;
    static constexpr std::size_t kMaxRows = 10;
    static constexpr std::uint64_t kMaxBars = 60'000; // bars inside a position: what search visits

    static const GameMeta& meta();
    Result<Position> parse(std::string_view text, std::string_view field) const;
    std::string format(const Position& p) const;
    std::vector<Option<Position>> options(const Position& p) const;
    std::optional<Decided> outcome_form(const Position& p) const;
    Picture picture(const Position& p, const std::vector<Option<Position>>& options) const;
    std::vector<std::pair<std::string, std::string>> facts(const Position& p) const;
};

// How many bars fit inside `rows` (itself included), each keeping the poisoned square: the
// positions a search from `rows` visits.
std::uint64_t bars_inside(const std::vector<std::uint64_t>& rows);

// The bar after chomping at (column, row), both from 1; the caller guarantees the square exists
// and is not the poisoned one.
std::vector<std::uint64_t> chomp_at(std::vector<std::uint64_t> rows, std::uint64_t column, std::size_t row);

} // namespace gl::chomp
