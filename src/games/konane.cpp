// konane.cpp - Konane's metadata and stones (the rules are in konane.h).
#include "games/konane.h"

namespace gl::konane {

const GameMeta& KonaneRules::meta() {
    static const GameMeta m{
        "konane", "Konane",
        "A stone jumps over an orthogonally adjacent stone of the opponent's into the empty square beyond, removing it, and may jump again in the same direction; whoever cannot move loses. Left plays black (x), Right white (o).",
        "Ernst, Playing Konane mathematically (1995); Albert, Nowakowski and Wolfe, Lessons in Play, ch. 1; CGSuite's Konane",
        "rows from the top separated by '/' (or '|'), each of '.' (empty), 'x' (Left's stone) and 'o' (Right's), all of one length; at most 8 × 8",
        "xox./oxo./...x", grid::kVariantGrammar, "partizan", true, "variant"};
    return m;
}

grid::Look KonaneRules::look(char c) {
    if (c == 'x') return {Glyph::Black, ""};
    if (c == 'o') return {Glyph::White, ""};
    return {Glyph::Blank, ""};
}

} // namespace gl::konane
