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
    const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
    for (int r = 0; r < g.h; ++r)
        for (int c = 0; c < g.w; ++c) {
            const char me = g.at(r, c);
            if (me == '.') continue;
            const char them = me == 'x' ? 'o' : 'x';
            for (int d = 0; d < 4; ++d) {
                grid::Grid next = g;
                next.at(r, c) = '.';
                int jr = r, jc = c, jumps = 0;
                // Jump after jump in one direction: over an opponent's stone into an empty square.
                while (g.inside(jr + 2 * dr[d], jc + 2 * dc[d]) && g.at(jr + dr[d], jc + dc[d]) == them && g.at(jr + 2 * dr[d], jc + 2 * dc[d]) == '.') {
                    next.at(jr + dr[d], jc + dc[d]) = '.';
                    jr += 2 * dr[d], jc += 2 * dc[d], ++jumps;
                    grid::Grid to = next;
                    to.at(jr, jc) = me;
                    sink.add(me == 'x' ? Side::Left : Side::Right, std::move(to),
                             [&] { return grid::square_name(r, c) + " jumps to " + grid::square_name(jr, jc) + (jumps > 1 ? " (" + std::to_string(jumps) + " jumps)" : ""); },
                             {g.index(r, c), g.index(jr, jc)});
                }
            }
        }
}

} // namespace gl::konane
