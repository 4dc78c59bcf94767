// domineering.h - Domineering (G. Andersson, c. 1973; Berlekamp, Conway and Guy, Winning Ways,
// ch. 2 and 5; Conway, On Numbers and Games, ch. 10): `game=domineering&pos=..../..../..../....`.
//
// A board of squares, some free ('.') and some taken ('x'; '#' is read too, as older links wrote
// it, but a link must write '#' as %23, so the canonical text uses 'x'). Left places a domino on two free
// squares one above the other (vertically), Right on two side by side (horizontally). Whoever
// cannot place a domino loses (normal play). A partizan game (games/partizan.h): its value is a
// canonical form; separate regions of free squares are a disjunctive sum, so each region is
// valued alone (cut to its bounding box, up to the mirror symmetries that keep vertical vertical)
// and the forms are added. Known values: a vertical strip of n squares is floor(n/2), a
// horizontal one -floor(n/2); the 2 x 2 square is {1 | -1} = ±1 (Winning Ways, ch. 2).
//
// Position text: rows from the top, separated by '/', each a run of '.' (free) and 'x' (taken),
// all of one length; at most kMaxSide rows and columns. Canonical forms are computed within the
// analysis budget (the 5 x 5 board takes about a sixth of it; see README); a board beyond it
// answers with the outcome by search, or "too large".
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/ruleset.h"

namespace gl::domineering {

// A board of at most 8 x 8 squares as bits: square (r, c) is bit 8r + c, set if free. Search
// works on these (a move, a region, a mirror image are a few bit operations).
struct Board {
    std::uint8_t h = 1, w = 1;
    std::uint64_t free = 0;
    bool operator==(const Board&) const = default;
};

struct DomineeringGame {
    using Position = Board;
    static constexpr int kMaxSide = 8;

    static const GameMeta& meta();
    Result<Position> parse(std::string_view text, std::string_view field) const;
    std::string format(const Position& p) const; // rows of '.' and '#' separated by '/'
    std::vector<Option<Position>> options(const Position& p) const;
    // The same moves without labels (what the value search needs): Left's, then Right's.
    void next(const Position& p, std::vector<Position>& left, std::vector<Position>& right) const;
    std::vector<Position> components(const Position& p) const;
    std::uint64_t key(const Position& p) const; // the free squares cropped, least of the mirror images
    Picture picture(const Position& p, const std::vector<Option<Position>>& options) const;
    std::vector<std::pair<std::string, std::string>> facts(const Position& p) const;
    // Past the canonical form's reach, who wins moving first, by the outcome search of
    // games/domineering_solve.h (its table is kept between calls, so the page steps it).
    std::optional<bool> wins_first(const Position& p, Side side, std::size_t& budget) const;
    static constexpr bool kOutcomeResumes = true;
    // The canonical form is tried if no region has more than kFormSquares free squares (the
    // 5 x 5 board's form takes about a sixth of the budget; larger regions' forms run past it),
    // with half the budget: the outcome search has the rest.
    static constexpr int kFormSquares = 25;
    bool form_in_reach(const Position& p) const;
};

// The board as rows of characters (no '/').
std::vector<std::string> rows_of(std::string_view p);
std::string join_rows(const std::vector<std::string>& rows);

} // namespace gl::domineering
