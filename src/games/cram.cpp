// cram.cpp - Cram's metadata (the moves are in cram.h, the rest in grid.h).
#include "games/cram.h"

namespace gl::cram {

const GameMeta& CramRules::meta() {
    static const GameMeta m{
        "cram", "Cram",
        "Either player places a domino on two free squares side by side, in either direction; whoever cannot place one loses. Domineering's impartial variant, valued by its Grundy value.",
        "Gardner (1974); Berlekamp, Conway and Guy, Winning Ways, ch. 13; Lemoine and Viennot, Nimbers are inevitable (2012); CGSuite's Cram",
        "rows from the top separated by '/' (or '|'), each of '.' (free) and 'x' (taken; '#' is read too), all of one length; at most 8 × 8",
        "..../..../...."};
    return m;
}

} // namespace gl::cram
