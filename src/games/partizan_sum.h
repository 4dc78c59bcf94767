// partizan_sum.h - sums whose parts include partizan games: `game=sum&pos=clobber:xo/ox|
// domineering:../..|toads:t.f`. A move is a move in one part (Left's or Right's, or either
// player's in an impartial part); the sum's value is the sum of its parts' canonical forms
// (Conway, ONAG, ch. 7; Siegel, CGT, II.1), a heap or an impartial part counting as its nimber
// *g (Winning Ways, ch. 3: a nimber is a partizan value too). Each part is valued once, by its own
// ruleset, and its form is carried into the sum's store; the sum's outcome, winning moves and
// thermograph follow from the forms as for any partizan board (games/partizan.h).
//
// The registry's `sum` is one ruleset over both kinds of sums (make_sum): a position whose parts
// are all impartial is the Sprague-Grundy sum (games/heap_sum.h, with its Grundy value and misère
// play); one with a partizan part is this game (normal play only: misère play of partizan games
// is refused with a message).
#pragma once
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cgt/store.h"
#include "core/ruleset.h"
#include "games/heap_sum.h"

namespace gl::sums {

struct PartizanSumGame {
    using Position = std::vector<Part>;
    static const GameMeta& meta() { return SumGame::meta(); }
    // A heap of more than kMaxPlayHeap is refused here (the Sprague-Grundy sum reads them): its
    // options are listed in part, and the partizan search's winning moves need them all.
    Result<Position> parse(std::string_view text, std::string_view field) const;
    std::string format(const Position& p) const { return format_parts(p); }
    std::vector<Option<Position>> options(const Position& p) const { return heaps.options(p); }
    // Every part alone, and every heap of a heap part alone: each is valued once and the forms added.
    std::vector<Position> components(const Position& p) const;
    // The form of one part by its own ruleset (a heap or an impartial part: its nimber); none for a
    // position of several parts. A part out of reach leaves `s` exhausted: so is the sum.
    std::optional<cgt::Id> direct_value(const Position& p, cgt::Store& s) const;
    std::vector<std::pair<std::string, std::string>> facts(const Position& p) const;
    Picture picture(const Position& p, const std::vector<Option<Position>>& options) const { return heaps.picture(p, options); }

    SumGame heaps; // the heap parts' and impartial parts' values, kept between calls
};

// The registry's `sum` (no rule parameter): the Sprague-Grundy sum or the partizan sum, by the
// position's parts.
Result<std::unique_ptr<Ruleset>> make_sum(std::string_view rules);

} // namespace gl::sums
