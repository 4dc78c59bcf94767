// fission.cpp - Fission's metadata and squares (the rules are in fission.h).
#include "games/fission.h"

namespace gl::fission {

const GameMeta& FissionRules::meta() {
    static const GameMeta m{
        "fission", "Fission",
        "Left replaces a stone by two stones on the empty squares just above and below it; Right does the same left and right. Whoever cannot move loses.",
        "CGSuite's Fission (Siegel, CGSuite's ruleset library)",
        "rows from the top separated by '/' (or '|'), each of '.' (empty), 'x' (a stone) and '#' (blocked; %23 in a link), all of one length; at most 8 × 8",
        "..../..x./..../....", grid::kVariantGrammar, "partizan", true, "variant"};
    return m;
}

grid::Look FissionRules::look(char c) {
    if (c == 'x') return {Glyph::Black, ""};
    if (c == '#') return {Glyph::Step, ""};
    return {Glyph::Blank, ""};
}

} // namespace gl::fission
