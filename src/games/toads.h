// toads.h - Toads and Frogs (R. K. Guy; Winning Ways, ch. 1-2), on the grid contract
// (games/grid.h): on a strip, Left's toads 't' move one square to the right into an empty square
// or jump over one frog just to their right into the empty square beyond; Right's frogs 'f' do
// the same to the left. Whoever cannot move loses. CGSuite's characters (ToadsAndFrogs: ".tf").
// Several rows are several strips, a disjunctive sum; a strip itself does not split.
#pragma once
#include "games/grid.h"

namespace gl::toads {

struct ToadsRules {
    static const GameMeta& meta();
    static constexpr std::string_view kChars = ".tf";
    static constexpr std::string_view kCharNames = "'.' (empty), 't' (Left's toad) and 'f' (Right's frog)";
    static constexpr grid::Split kSplit = grid::Split::Rows;
    static constexpr unsigned kSymmetry = 0; // reflected, toads and frogs change sides: the negative
    static constexpr bool kCrop = false;     // the ends of the strip stop a piece
    static constexpr int kMaxRows = 8, kMaxCols = 30, kMaxSquares = 64;
    static constexpr std::string_view kCaption = "Click a toad (Left, player 1: moves right) or a frog (Right, player 2: moves left) to slide it one square or jump the piece in front.";
    static grid::Look look(char c);
    template <class S> static void moves(const grid::Grid& g, S& sink);
};

template <class S>
void ToadsRules::moves(const grid::Grid& g, S& sink) {
    for (int r = 0; r < g.h; ++r)
        for (int c = 0; c < g.w; ++c) {
            const char me = g.at(r, c);
            if (me == '.') continue;
            const int step = me == 't' ? 1 : -1;
            const char them = me == 't' ? 'f' : 't';
            int to = c + step;
            if (g.inside(r, to) && g.at(r, to) == them) to += step; // a jump over one opponent
            if (!g.inside(r, to) || g.at(r, to) != '.') continue;
            grid::Grid next = g;
            next.at(r, c) = '.';
            next.at(r, to) = me;
            const bool jump = to != c + step;
            sink.add(me == 't' ? Side::Left : Side::Right, std::move(next),
                     [&] { return std::string(me == 't' ? "toad" : "frog") + (jump ? " jumps from " : " slides from ") + grid::square_name(r, c) + " to column " + std::to_string(to + 1); },
                     {g.index(r, c), g.index(r, to)});
        }
}

} // namespace gl::toads
