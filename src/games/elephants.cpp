// elephants.cpp - Elephants and Rhinos' metadata and pieces (the rules are in elephants.h).
#include "games/elephants.h"

namespace gl::elephants {

const GameMeta& ElephantsRules::meta() {
    static const GameMeta m{
        "elephants", "Elephants and Rhinos",
        "On a strip, Left's elephants step one square right into an empty square and Right's rhinos one square left; nobody jumps. Whoever cannot move loses.",
        "Albert, Nowakowski and Wolfe, Lessons in Play (Elephants & Rhinos); CGSuite's ElephantsAndRhinos (game.strip: GenToadsAndFrogs without jumps)",
        "strips from the top separated by '/' (or '|'), each of '.' (empty), 'x' (Left's elephant) and 'o' (Right's rhino) - CGSuite's 't' and 'f' are read as 'x' and 'o' - all of one length; each strip is a separate part of a sum; at most 8 strips of 30 squares, 64 squares in all",
        "xx..x.oo", grid::kVariantGrammar, "partizan", true, "variant"};
    return m;
}

grid::Look ElephantsRules::look(char c) {
    if (c == 'x') return {Glyph::Black, "E"};
    if (c == 'o') return {Glyph::White, "R"};
    return {Glyph::Blank, ""};
}

} // namespace gl::elephants
