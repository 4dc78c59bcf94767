// foxgeese.h - Fox and Geese (Winning Ways, ch. 11 (loopy games) and ch. 20 (Fox and Geese; 2nd ed., vol. 3); CGSuite's FoxAndGeese, the
// ruleset GenFoxAndGeese with foxRange 1) on small boards, valued as the loopy game it is
// (games/loopy_board.h). On the dark squares of a board unbounded above, Left's geese 'x' each
// move one square diagonally down, Right's fox 'o' one square diagonally in any direction, onto an
// empty square; there are no captures. Whoever cannot move loses: the geese win by trapping the
// fox, the fox by getting past them. The fox can go back and forth, so play can loop; the geese
// cannot, so every position is a stopper.
//
// The position is CGSuite's printed grid (its FoxAndGeese positions print '.' empty, 'x' a goose,
// 'o' the fox): rows from the top separated by '/' (or '|'), row 1 (CGSuite's) at the bottom and
// column 1 at the left; a square is dark when row + column is even, and pieces stand on dark
// squares only. The width of the rows is CGSuite's boardWidth (8 for FoxAndGeese itself; other
// widths are GenFoxAndGeese(boardWidth => w)). The board goes on above the text: as CGSuite
// prints it, the text ends at the higher of the fox and the highest goose (empty rows above are
// dropped), and the fox moving above it adds a row.
//
// Where the fox is level with or above the highest goose, or one row below it with a free square
// diagonally above, it can never be trapped (geese only move down): the value is off (CGSuite's
// own decomposition of FoxAndGeese), so the graph of positions stops there (is_off).
//
// Caps: rows at most 10 squares wide; geese on rows 1 to 8; the text at most 16 rows, so a fox on
// row 16 (at least 8 rows above every goose, long escaped) is not moved higher: the value (off)
// and the outcome are the same either way.
#pragma once
#include "games/grid.h"

namespace gl::foxgeese {

struct FoxGeeseRules {
    static const GameMeta& meta();
    static constexpr std::string_view kChars = ".xo"; // CGSuite's printing of FoxAndGeese
    static constexpr std::string_view kCharNames = "'.' (empty), 'x' (a goose, Left's) and 'o' (the fox, Right's)";
    static constexpr grid::Split kSplit = grid::Split::None;
    static constexpr unsigned kSymmetry = 0;
    static constexpr bool kCrop = false;
    static constexpr int kMaxRows = 16, kMaxCols = 10, kMaxSquares = 160;
    static constexpr int kMaxGooseRow = 8;
    static constexpr std::string_view kCaption =
        "Fox and Geese (Winning Ways, ch. 20): click a goose (Left, player 1: moves diagonally down) or the fox (Right, player 2: any diagonal); a piece with two moves offers them in a menu. The board goes on above the top row.";
    static grid::Look look(char c);
    template <class S> static void moves(const grid::Grid& g, S& sink);
};

// g without its empty rows at the top (the board goes on above: they are not part of the text).
grid::Grid trim(grid::Grid g);
// "row 3, column 2", rows counted from 1 at the bottom as in CGSuite.
std::string square_text(const grid::Grid& g, int r, int c);

template <class S>
void FoxGeeseRules::moves(const grid::Grid& g, S& sink) {
    for (int r = 0; r < g.h; ++r)
        for (int c = 0; c < g.w; ++c) {
            const char me = g.at(r, c);
            if (me == 'x') {
                for (int dc : {-1, 1}) {
                    if (!g.inside(r + 1, c + dc) || g.at(r + 1, c + dc) != '.') continue;
                    grid::Grid next = g;
                    next.at(r, c) = '.';
                    next.at(r + 1, c + dc) = 'x';
                    sink.add(Side::Left, trim(std::move(next)), [&] { return "goose from " + square_text(g, r, c) + " to " + square_text(g, r + 1, c + dc); },
                             {g.index(r, c), g.index(r + 1, c + dc)});
                }
            } else if (me == 'o') {
                for (int dr : {-1, 1})
                    for (int dc : {-1, 1}) {
                        if (c + dc < 0 || c + dc >= g.w || r + dr >= g.h) continue;
                        if (r + dr < 0) { // above the text: the board goes on, a row is added
                            if (g.h >= kMaxRows) continue;
                            grid::Grid next{static_cast<std::uint8_t>(g.h + 1), g.w, std::string(g.w, '.') + g.cells};
                            next.at(r + 1, c) = '.';
                            next.at(0, c + dc) = 'o';
                            sink.add(Side::Right, trim(std::move(next)), [&] { return "fox from " + square_text(g, r, c) + " to row " + std::to_string(g.h + 1) + ", column " + std::to_string(c + dc + 1); },
                                     {g.index(r, c)});
                            continue;
                        }
                        if (g.at(r + dr, c + dc) != '.') continue;
                        grid::Grid next = g;
                        next.at(r, c) = '.';
                        next.at(r + dr, c + dc) = 'o';
                        sink.add(Side::Right, trim(std::move(next)), [&] { return "fox from " + square_text(g, r, c) + " to " + square_text(g, r + dr, c + dc); },
                                 {g.index(r, c), g.index(r + dr, c + dc)});
                    }
            }
        }
}

// The partizan game (games/partizan.h) on the grid contract, with the position's own checks
// (one fox, geese, dark squares), rows numbered from the bottom, and where the value is off.
struct FoxGeeseGame : grid::GridGame<FoxGeeseRules> {
    static constexpr std::string_view kOffRule =
        "where the fox is level with or above the highest goose, or one row below it with a free square diagonally above, "
        "it can never be trapped (geese only move down): such a position is off (CGSuite's decomposition of FoxAndGeese), and the graph stops there";
    std::string rules_text() const { return {}; }
    Result<grid::Grid> parse(std::string_view text, std::string_view field) const;
    Picture picture(const grid::Grid& g, const std::vector<Option<grid::Grid>>& options) const;
    std::vector<std::pair<std::string, std::string>> facts(const grid::Grid& g) const;
    // The fox has escaped (or can escape whenever it likes): the position is off.
    static bool is_off(const grid::Grid& g);
};

// The ruleset (games/registry.cpp): no rule parameter.
Result<std::unique_ptr<Ruleset>> make(std::string_view rules);

} // namespace gl::foxgeese
