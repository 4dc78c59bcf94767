// fission.h - Fission (CGSuite's Fission; Siegel), on the grid contract (games/grid.h): Left
// picks a stone whose squares just north and south are both empty and replaces it by two stones
// there; Right does the same east and west. Whoever cannot move loses. CGSuite's characters:
// '.' empty, 'x' a stone (played by both), '#' a blocked square.
#pragma once
#include "games/grid.h"

namespace gl::fission {

struct FissionRules {
    static const GameMeta& meta();
    static constexpr std::string_view kChars = ".x#";
    static constexpr std::string_view kCharNames = "'.' (empty), 'x' (a stone) and '#' (blocked)";
    static constexpr grid::Split kSplit = grid::Split::None;
    static constexpr unsigned kSymmetry = grid::kFlipLR | grid::kFlipTB; // a turn swaps the players
    static constexpr bool kCrop = false;
    static constexpr int kMaxRows = 8, kMaxCols = 8, kMaxSquares = 64;
    static constexpr std::string_view kCaption = "Click a stone: Left (player 1) splits it into the squares above and below, Right (player 2) into those left and right.";
    static grid::Look look(char c);
    template <class S> static void moves(const grid::Grid& g, S& sink);
};

template <class S>
void FissionRules::moves(const grid::Grid& g, S& sink) {
    for (int r = 0; r < g.h; ++r)
        for (int c = 0; c < g.w; ++c) {
            if (g.at(r, c) != 'x') continue;
            for (auto [dr, dc, side] : {std::tuple{1, 0, Side::Left}, {0, 1, Side::Right}}) {
                if (!g.inside(r - dr, c - dc) || !g.inside(r + dr, c + dc) || g.at(r - dr, c - dc) != '.' || g.at(r + dr, c + dc) != '.') continue;
                grid::Grid to = g;
                to.at(r, c) = '.';
                to.at(r - dr, c - dc) = to.at(r + dr, c + dc) = 'x';
                const bool vertical = dr != 0; // a structured binding cannot be captured (clang 14)
                sink.add(side, std::move(to), [&] { return grid::square_name(r, c) + (vertical ? " splits north and south" : " splits east and west"); },
                         {g.index(r, c), g.index(r - dr, c - dc), g.index(r + dr, c + dc)});
            }
        }
}

} // namespace gl::fission
