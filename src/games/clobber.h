// clobber.h - Clobber (Albert, Grossman, Nowakowski and Wolfe, 2001), on the grid contract
// (games/grid.h): a player moves one of their stones onto an orthogonally adjacent stone of the
// opponent's, which is removed (clobbered); whoever cannot move loses. CGSuite's characters:
// 'x' Left's black stones, 'o' Right's white ones, '.' empty.
#pragma once
#include "games/grid.h"

namespace gl::clobber {

struct ClobberRules {
    static const GameMeta& meta();
    static constexpr std::string_view kChars = ".xo";
    static constexpr std::string_view kCharNames = "'.' (empty), 'x' (Left's black stone) and 'o' (Right's white stone)";
    static constexpr grid::Split kSplit = grid::Split::Pieces; // stones move only onto stones
    static constexpr unsigned kSymmetry = grid::kAllSymmetries;
    static constexpr bool kCrop = true; // empty squares and the board's edge are alike
    static constexpr int kMaxRows = 8, kMaxCols = 8, kMaxSquares = 64;
    static constexpr std::string_view kCaption = "Click a stone of the player to move, then the opponent's stone beside it that it clobbers. Left (player 1) is black x, Right (player 2) white o.";
    static grid::Look look(char c);
    template <class S> static void moves(const grid::Grid& g, S& sink);
    // Who wins moving first (left: Left), by a search on bitboards (clobber.cpp), each position
    // taken from `budget`; none once it is spent. The grid contract's outcome search uses it
    // (grid::GridGame::wins_first) when the canonical form is out of reach.
    static std::optional<bool> fast_wins_first(const grid::Grid& g, bool left, std::size_t& budget);
};

template <class S>
void ClobberRules::moves(const grid::Grid& g, S& sink) {
    grid::for_each_stone_and_direction(g, [&](int r, int c, char me, char them, Side side, int dr, int dc) {
        const int nr = r + dr, nc = c + dc;
        if (!g.inside(nr, nc) || g.at(nr, nc) != them) return;
        grid::Grid to = g;
        to.at(r, c) = '.';
        to.at(nr, nc) = me;
        sink.add(side, std::move(to), [&] { return grid::square_name(r, c) + " clobbers " + grid::square_name(nr, nc); },
                 {g.index(r, c), g.index(nr, nc)});
    });
}

} // namespace gl::clobber
