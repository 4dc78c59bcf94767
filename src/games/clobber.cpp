// clobber.cpp - Clobber's metadata and stones (the rules are in clobber.h; the rest is grid.h's).
#include "games/clobber.h"

namespace gl::clobber {

const GameMeta& ClobberRules::meta() {
    static const GameMeta m{
        "clobber", "Clobber",
        "A player moves one of their stones onto an orthogonally adjacent stone of the opponent's, removing it; whoever cannot move loses. Left plays black (x), Right white (o).",
        "Albert, Grossman, Nowakowski and Wolfe (2001); Albert, Nowakowski and Wolfe, Lessons in Play, ch. 1-2; CGSuite's Clobber",
        "rows from the top separated by '/' (or '|'), each of '.' (empty), 'x' (Left's stone) and 'o' (Right's), all of one length; at most 8 × 8",
        "xox/oxo", grid::kVariantGrammar, "partizan", true, "variant"};
    return m;
}

grid::Look ClobberRules::look(char c) {
    if (c == 'x') return {Glyph::Black, ""};
    if (c == 'o') return {Glyph::White, ""};
    return {Glyph::Blank, ""};
}

} // namespace gl::clobber
