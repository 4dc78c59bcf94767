// elephants.h - Elephants and Rhinos (Lessons in Play; CGSuite's ElephantsAndRhinos), on the grid
// contract (games/grid.h): Toads and Frogs without jumps. On a strip, Left's elephants 'x' step
// one square right into an empty square, Right's rhinos 'o' one square left; whoever cannot move
// loses. CGSuite defines it as GenToadsAndFrogs with no jumps (maxJump 0: rules 1,1,0,0 of
// games/toads.h) and writes it with toads' characters 't' and 'f', read here as 'x' and 'o'.
// Several rows are several strips, a disjunctive sum.
#pragma once
#include "games/toads.h"

namespace gl::elephants {

struct ElephantsRules {
    static const GameMeta& meta();
    static constexpr std::string_view kChars = ".xo";
    static constexpr std::string_view kCharNames = "'.' (empty), 'x' (Left's elephant) and 'o' (Right's rhino)";
    static constexpr std::string_view kAliases = "txfo"; // CGSuite's strings of GenToadsAndFrogs
    static constexpr grid::Split kSplit = grid::Split::Rows;
    static constexpr unsigned kSymmetry = 0; // reflected, elephants and rhinos change sides
    static constexpr bool kCrop = false;     // the ends of the strip stop a piece
    static constexpr int kMaxRows = 8, kMaxCols = 30, kMaxSquares = 64;
    static constexpr std::string_view kCaption = "Click an elephant (Left, player 1: steps right) or a rhino (Right, player 2: steps left) to move it one square into the empty square in front.";
    static grid::Look look(char c);
    template <class S> static void moves(const grid::Grid& g, S& sink) {
        static constexpr const char* kNames[3] = {"elephant", "rhino", " steps"};
        toads::strip_moves(g, toads::Params{1, 1, 0, false}, 'x', 'o', kNames, sink);
    }
};

} // namespace gl::elephants
