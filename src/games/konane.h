// konane.h - Konane (Hawaiian checkers; Ernst, Playing Konane mathematically, 1995; Lessons in
// Play, ch. 1), on the grid contract (games/grid.h): a stone jumps over an orthogonally adjacent
// stone of the opponent's into the empty square beyond, removing it, and may go on jumping in the
// same direction; each stop is a move. Whoever cannot move loses. CGSuite's characters: 'x'
// Left's black stones, 'o' Right's white ones, '.' empty.
#pragma once
#include "games/grid.h"

namespace gl::konane {

struct KonaneRules {
    static const GameMeta& meta();
    static constexpr std::string_view kChars = ".xo";
    static constexpr std::string_view kCharNames = "'.' (empty), 'x' (Left's black stone) and 'o' (Right's white stone)";
    static constexpr grid::Split kSplit = grid::Split::None; // jumps cross empty squares
    static constexpr unsigned kSymmetry = grid::kAllSymmetries;
    static constexpr bool kCrop = false; // the board's edge stops a jump, an empty square does not
    static constexpr int kMaxRows = 8, kMaxCols = 8, kMaxSquares = 64;
    static constexpr std::string_view kCaption = "Click a stone of the player to move, then where it lands: it jumps the opponent's stones in one direction. Left (player 1) is black x, Right (player 2) white o.";
    static grid::Look look(char c);
    template <class S> static void moves(const grid::Grid& g, S& sink);
};

template <class S>
void KonaneRules::moves(const grid::Grid& g, S& sink) {
    grid::for_each_stone_and_direction(g, [&](int r, int c, char me, char them, Side side, int dr, int dc) {
        grid::Grid next = g;
        next.at(r, c) = '.';
        int jr = r, jc = c, jumps = 0;
        // Jump after jump in one direction: over an opponent's stone into an empty square.
        while (g.inside(jr + 2 * dr, jc + 2 * dc) && g.at(jr + dr, jc + dc) == them && g.at(jr + 2 * dr, jc + 2 * dc) == '.') {
            next.at(jr + dr, jc + dc) = '.';
            jr += 2 * dr, jc += 2 * dc, ++jumps;
            grid::Grid to = next;
            to.at(jr, jc) = me;
            sink.add(side, std::move(to),
                     [&] { return grid::square_name(r, c) + " jumps to " + grid::square_name(jr, jc) + (jumps > 1 ? " (" + std::to_string(jumps) + " jumps)" : ""); },
                     {g.index(r, c), g.index(jr, jc)});
        }
    });
}

} // namespace gl::konane
