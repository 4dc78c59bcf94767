// amazons.h - Amazons (Walter Zamkauskas, 1988; Berlekamp, Sums of N x 2 Amazons, 2000; Lessons in
// Play), on the grid contract (games/grid.h), as CGSuite's game.grid.Amazons plays it: a move
// takes one of the player's amazons along a queen's line (any of the eight directions, over empty
// squares only) to an empty square, then shoots an arrow from there along a queen's line onto an
// empty square (the square just left counts as empty), which is burnt for good. Whoever cannot
// move loses. CGSuite's characters: '.' empty, 'x' Left's amazon, 'o' Right's, '#' burnt.
#pragma once
#include "games/grid.h"

namespace gl::amazons {

struct AmazonsRules {
    static const GameMeta& meta();
    static constexpr std::string_view kChars = ".xo#";
    static constexpr std::string_view kCharNames = "'.' (empty), 'x' (Left's amazon), 'o' (Right's amazon) and '#' (a burnt square)";
    static constexpr grid::Split kSplit = grid::Split::Rooms; // burnt squares wall off rooms (queens cross corners)
    static constexpr unsigned kSymmetry = grid::kAllSymmetries; // turns and reflections keep the players
    static constexpr bool kCrop = false; // empty squares are room to move and shoot
    static constexpr int kMaxRows = 8, kMaxCols = 8, kMaxSquares = 64;
    static constexpr std::string_view kCaption = "Click the square an amazon moves to, then choose from the menu which amazon goes there and where it shoots its arrow. Left (player 1) is black x, Right (player 2) white o; # is burnt.";
    static grid::Look look(char c);
    template <class S> static void moves(const grid::Grid& g, S& sink);
    // Who wins moving first (left: Left), by a search on bitboards (amazons.cpp), each position and
    // each move tried taken from `budget`; none once it is spent. The grid contract's outcome
    // search uses it (grid::GridGame::wins_first) when the canonical form is out of reach.
    static std::optional<bool> fast_wins_first(const grid::Grid& g, bool left, std::size_t& budget);
    static constexpr bool kOutcomeResumes = true; // its table outlives a call: the page steps it
    // The canonical form is tried where every room (grid::Split::Rooms) has at most 11 empty
    // squares (x...../o..... takes 0.6 s); past that it would spend the budget and fail.
    static bool form_in_reach(const grid::Grid& g);
};

// "row 2, column 3 to row 4, column 3, arrow at row 4, column 1"
std::string move_label(int r, int c, int tr, int tc, int ar, int ac);

template <class S>
void AmazonsRules::moves(const grid::Grid& g, S& sink) {
    constexpr int kDr[] = {-1, -1, -1, 0, 0, 1, 1, 1}, kDc[] = {-1, 0, 1, -1, 1, -1, 0, 1};
    for (int r = 0; r < g.h; ++r)
        for (int c = 0; c < g.w; ++c) {
            const char me = g.at(r, c);
            if (me != 'x' && me != 'o') continue;
            for (int d = 0; d < 8; ++d)
                for (int tr = r + kDr[d], tc = c + kDc[d]; g.inside(tr, tc) && g.at(tr, tc) == '.'; tr += kDr[d], tc += kDc[d]) {
                    grid::Grid moved = g;
                    moved.at(r, c) = '.';
                    moved.at(tr, tc) = me;
                    for (int e = 0; e < 8; ++e)
                        for (int ar = tr + kDr[e], ac = tc + kDc[e]; moved.inside(ar, ac) && moved.at(ar, ac) == '.'; ar += kDr[e], ac += kDc[e]) {
                            grid::Grid next = moved;
                            next.at(ar, ac) = '#';
                            // The square it lands on first: a click there offers its arrows.
                            sink.add(me == 'x' ? Side::Left : Side::Right, std::move(next), [&] { return move_label(r, c, tr, tc, ar, ac); },
                                     {g.index(tr, tc), g.index(r, c), g.index(ar, ac)});
                        }
                }
        }
}

} // namespace gl::amazons
