// cram.h - Cram, Domineering's impartial variant (Gardner, 1974; Winning Ways, ch. 13), on the
// grid contract (games/grid.h): either player places a domino on two free squares side by side,
// in either direction; whoever cannot place one loses. Valued by its Grundy value. Characters as
// Domineering's: '.' free, 'x' taken ('#' read too, as CGSuite writes it).
#pragma once
#include "games/grid.h"

namespace gl::cram {

// Domineering's moves (Left vertical, Right horizontal); Cram is their impartial variant.
struct CramRules {
    static const GameMeta& meta();
    static constexpr std::string_view kChars = ".x";
    static constexpr std::string_view kCharNames = "'.' (free) and 'x' (taken; '#' is read too)";
    static constexpr std::string_view kAliases = "#x";
    static constexpr grid::Split kSplit = grid::Split::None;
    static constexpr unsigned kSymmetry = grid::kAllSymmetries;
    static constexpr bool kCrop = false;
    static constexpr int kMaxRows = 8, kMaxCols = 8, kMaxSquares = 64;
    static constexpr std::string_view kCaption = "Click the first free square of a domino (the upper or the left one); either player may place it either way.";
    static grid::Look look(char c) { return {c == '.' ? Glyph::Blank : Glyph::Step, ""}; }
    template <class S> static void moves(const grid::Grid& g, S& sink);
};

template <class S>
void CramRules::moves(const grid::Grid& g, S& sink) {
    for (int r = 0; r < g.h; ++r)
        for (int c = 0; c < g.w; ++c) {
            if (g.at(r, c) != '.') continue;
            for (auto [dr, dc, side] : {std::tuple{1, 0, Side::Left}, {0, 1, Side::Right}}) {
                if (!g.inside(r + dr, c + dc) || g.at(r + dr, c + dc) != '.') continue;
                grid::Grid to = g;
                to.at(r, c) = to.at(r + dr, c + dc) = 'x';
                const bool vertical = dr != 0; // a structured binding cannot be captured (clang 14)
                sink.add(side, std::move(to), [&] { return std::string(vertical ? "vertical at " : "horizontal at ") + grid::square_name(r, c); },
                         {g.index(r, c), g.index(r + dr, c + dc)});
            }
        }
}

using CramGame = grid::ImpartialGrid<CramRules>;

} // namespace gl::cram
