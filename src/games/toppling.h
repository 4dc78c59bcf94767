// toppling.h - Toppling Dominoes (Lessons in Play, ch. 2; Fink, Nowakowski, Siegel and Wolfe,
// Toppling conjectures, 2011), on the grid contract (games/grid.h): a row of dominoes; a player
// topples one of their own or a grey domino to the left or to the right, and it knocks over
// everything in that direction. Whoever cannot move loses. CGSuite's characters ("lrlrreelr"):
// 'l' Left's (blue), 'r' Right's (red), 'e' grey (either's), '.' an empty place. Several rows are
// several strips, a sum.
#pragma once
#include "games/grid.h"

namespace gl::toppling {

struct TopplingRules {
    static const GameMeta& meta();
    static constexpr std::string_view kChars = ".lre";
    static constexpr std::string_view kCharNames = "'.' (empty), 'l' (Left's domino), 'r' (Right's) and 'e' (grey: either player's)";
    static constexpr grid::Split kSplit = grid::Split::Rows;
    static constexpr unsigned kSymmetry = grid::kFlipLR; // toppling is the same both ways
    static constexpr bool kCrop = true; // empty places at the ends stop nothing
    static constexpr int kMaxRows = 8, kMaxCols = 30, kMaxSquares = 64;
    static constexpr std::string_view kCaption = "Click a domino of the player to move (Left, player 1: l; Right, player 2: r; grey e: either), then the side it falls to: it knocks over everything on that side.";
    static grid::Look look(char c);
    template <class S> static void moves(const grid::Grid& g, S& sink);
};

template <class S>
void TopplingRules::moves(const grid::Grid& g, S& sink) {
    for (int r = 0; r < g.h; ++r)
        for (int c = 0; c < g.w; ++c) {
            const char d = g.at(r, c);
            if (d == '.') continue;
            for (Side side : {Side::Left, Side::Right}) {
                if (d != 'e' && d != (side == Side::Left ? 'l' : 'r')) continue;
                for (int way : {-1, 1}) {
                    grid::Grid to = g;
                    for (int k = c; k >= 0 && k < g.w; k += way) to.at(r, k) = '.';
                    // the last domino on that side is where the click points when toppling away
                    const int end = way < 0 ? 0 : g.w - 1;
                    sink.add(side, std::move(to), [&] { return grid::square_name(r, c) + (way < 0 ? " topples left" : " topples right"); },
                             {g.index(r, c), g.index(r, end)});
                }
            }
        }
}

} // namespace gl::toppling
