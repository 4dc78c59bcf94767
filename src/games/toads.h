// toads.h - Toads and Frogs (R. K. Guy; Winning Ways, ch. 1-2) and its generalisation, CGSuite's
// GenToadsAndFrogs (Siegel, CGSuite: game.strip), on the grid contract (games/grid.h): on a strip,
// Left's toads 't' move to the right and Right's frogs 'f' to the left. rules=a,b,c,d are
// GenToadsAndFrogs' minSlide, maxSlide, maxJump and friendly jumps: a piece slides n squares
// forward (a <= n <= b, n >= 1) over empty squares only, onto an empty square, or jumps over k
// pieces next to it in a row (1 <= k <= c), all of the opponent's (d = 0) or of either side's
// (d = 1), onto the empty square just beyond. The classic game is 1,1,1,0 (the default);
// CGSuite's ElephantsAndRhinos is 1,1,0,0 (games/elephants.h). Whoever cannot move loses. Several
// rows are several strips, a sum. rules=1,1,1,0,backsliding (or variant=backsliding) is Backsliding
// Toads and Frogs (Winning Ways, ch. 11; Albert and Nowakowski, Games of No Chance 3): a piece may
// also retreat one square onto an empty square (no backward jumps), so play can loop; that game is
// valued as a loopy game (games/loopy_board.h), and only with the classic a,b,c,d = 1,1,1,0. A
// negative a (CGSuite's way to backslide in GenToadsAndFrogs) is refused with that advice.
#pragma once
#include "games/grid.h"

namespace gl::toads {

// GenToadsAndFrogs' four parameters.
struct Params {
    int min_slide = 1, max_slide = 1, max_jump = 1;
    bool friendly = false;
    bool backsliding = false; // a piece may also slide one square back (loopy: 1,1,1,0 only)
    bool operator==(const Params&) const = default;
};
inline constexpr int kMaxStep = 29; // a strip has at most 30 squares
// "a,b,c,d" (optionally followed by ",impartial" when `impartial` is given, or ",backsliding"),
// errors naming the character; `field` names the link key.
Result<Params> parse_params(std::string_view text, std::string_view field, bool* impartial = nullptr);
std::string params_text(const Params& p); // "1,1,1,0" ("1,1,1,0,backsliding")

// The moves of GenToadsAndFrogs(p) with `left` and `right` the two sides' pieces (toads and frogs,
// or elephants and rhinos), named `names[0]` and `names[1]` in the labels, a slide called `names[2]`.
template <class S>
void strip_moves(const grid::Grid& g, const Params& p, char left, char right, const char* const names[3], S& sink) {
    for (int r = 0; r < g.h; ++r)
        for (int c = 0; c < g.w; ++c) {
            const char me = g.at(r, c);
            if (me != left && me != right) continue;
            const bool is_left = me == left;
            const int step = is_left ? 1 : -1;
            const char them = is_left ? right : left;
            auto add = [&](int to, bool jump) {
                grid::Grid next = g;
                next.at(r, c) = '.';
                next.at(r, to) = me;
                sink.add(is_left ? Side::Left : Side::Right, std::move(next),
                         [&] { return std::string(names[is_left ? 0 : 1]) + (jump ? " jumps" : (to - c) * step < 0 ? " slides back" : names[2]) + " from " + grid::square_name(r, c) + " to column " + std::to_string(to + 1); },
                         {g.index(r, c), g.index(r, to)});
            };
            for (int n = 1; n <= p.max_slide; ++n) { // slides: every square on the way empty
                const int to = c + n * step;
                if (!g.inside(r, to) || g.at(r, to) != '.') break;
                if (n >= p.min_slide) add(to, false);
            }
            for (int k = 1; k <= p.max_jump; ++k) { // jumps over k pieces in a row
                const int over = c + k * step, to = over + step;
                if (!g.inside(r, over)) break;
                const char o = g.at(r, over);
                if (o == '.' || (o != them && !p.friendly)) break;
                if (g.inside(r, to) && g.at(r, to) == '.') add(to, true);
            }
            if (p.backsliding && g.inside(r, c - step) && g.at(r, c - step) == '.') add(c - step, false); // a retreat
        }
}

struct ToadsRules {
    Params params{}; // rules=; the default is the classic game
    static const GameMeta& meta();
    static constexpr std::string_view kChars = ".tf";
    static constexpr std::string_view kCharNames = "'.' (empty), 't' (Left's toad) and 'f' (Right's frog)";
    static constexpr grid::Split kSplit = grid::Split::Rows;
    static constexpr unsigned kSymmetry = 0; // reflected, toads and frogs change sides: the negative
    static constexpr bool kCrop = false;     // the ends of the strip stop a piece
    static constexpr int kMaxRows = 8, kMaxCols = 30, kMaxSquares = 64;
    static constexpr std::string_view kCaption = "Click a toad (Left, player 1: moves right) or a frog (Right, player 2: moves left) to slide it or jump; a piece with several moves offers them in a menu.";
    static grid::Look look(char c);
    std::string rules_text() const { return params_text(params); }
    template <class S> void moves(const grid::Grid& g, S& sink) const {
        static constexpr const char* kNames[3] = {"toad", "frog", " slides"};
        strip_moves(g, params, 't', 'f', kNames, sink);
    }
};

// rules=a,b,c,d[,impartial] (games/registry.cpp): the partizan game or its impartial variant.
Result<std::unique_ptr<Ruleset>> make(std::string_view rules);

} // namespace gl::toads
