// toppling.cpp - Toppling Dominoes' metadata and dominoes (the rules are in toppling.h).
#include "games/toppling.h"

namespace gl::toppling {

const GameMeta& TopplingRules::meta() {
    static const GameMeta m{
        "toppling", "Toppling Dominoes",
        "A row of dominoes: a player topples one of their own or a grey domino to the left or to the right, knocking over every domino on that side; whoever cannot move loses. Left's are l, Right's r, grey e.",
        "Albert, Nowakowski and Wolfe, Lessons in Play, ch. 2; Fink, Nowakowski, Siegel and Wolfe, Toppling conjectures (2011); CGSuite's TopplingDominoes",
        "rows separated by '/' (or '|'), each of '.' (empty), 'l' (Left's domino), 'r' (Right's) and 'e' (grey), all of one length; each row is a separate part of a sum; at most 8 rows of 30, 64 in all",
        "lrlrreelr", grid::kVariantGrammar, "partizan", true, "variant"};
    return m;
}

grid::Look TopplingRules::look(char c) {
    if (c == 'l') return {Glyph::Black, "L"};
    if (c == 'r') return {Glyph::White, "R"};
    if (c == 'e') return {Glyph::Cookie, "E"};
    return {Glyph::Blank, ""};
}

} // namespace gl::toppling
