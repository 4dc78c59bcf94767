// toads.cpp - Toads and Frogs' metadata and pieces (the rules are in toads.h).
#include "games/toads.h"

namespace gl::toads {

const GameMeta& ToadsRules::meta() {
    static const GameMeta m{
        "toads", "Toads and Frogs",
        "On a strip, Left's toads move one square right into an empty square or jump over one frog into the empty square beyond; Right's frogs do the same to the left. Whoever cannot move loses.",
        "R. K. Guy; Berlekamp, Conway and Guy, Winning Ways, ch. 1-2; Erickson, New Toads and Frogs results (1996); CGSuite's ToadsAndFrogs",
        "strips from the top separated by '/' (or '|'), each of '.' (empty), 't' (Left's toad) and 'f' (Right's frog), all of one length; each strip is a separate part of a sum; at most 8 strips of 30 squares, 64 squares in all",
        "tt..ff", grid::kVariantGrammar, "partizan", true, "variant"};
    return m;
}

grid::Look ToadsRules::look(char c) {
    if (c == 't') return {Glyph::Black, "T"};
    if (c == 'f') return {Glyph::White, "F"};
    return {Glyph::Blank, ""};
}

} // namespace gl::toads
