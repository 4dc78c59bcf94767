// amazons.cpp - Amazons' metadata, squares and move labels (the rules are in amazons.h).
#include "games/amazons.h"

namespace gl::amazons {

const GameMeta& AmazonsRules::meta() {
    static const GameMeta m{
        "amazons", "Amazons",
        "A player moves one of their amazons like a chess queen over empty squares, then shoots an arrow from where it lands, again like a queen, onto an empty square, which is burnt. Whoever cannot move loses.",
        "Walter Zamkauskas (1988); Berlekamp, Sums of N x 2 Amazons (2000); Albert, Nowakowski and Wolfe, Lessons in Play; CGSuite's Amazons (game.grid.Amazons)",
        "rows from the top separated by '/' (or '|'), each of '.' (empty), 'x' (Left's amazon), 'o' (Right's amazon) and '#' (burnt; %23 in a link), all of one length; at most 8 × 8",
        "x.../o...", grid::kVariantGrammar, "partizan", true, "variant"};
    return m;
}

grid::Look AmazonsRules::look(char c) {
    if (c == 'x') return {Glyph::Black, "A"};
    if (c == 'o') return {Glyph::White, "A"};
    if (c == '#') return {Glyph::Step, ""};
    return {Glyph::Blank, ""};
}

std::string move_label(int r, int c, int tr, int tc, int ar, int ac) {
    return grid::square_name(r, c) + " to " + grid::square_name(tr, tc) + ", arrow at " + grid::square_name(ar, ac);
}

} // namespace gl::amazons
