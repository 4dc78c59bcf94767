// foxgeese.cpp - Fox and Geese's metadata, position checks, picture and the escaped positions
// (the moves are in foxgeese.h; the value is games/loopy_board.h's).
//
// Sources: Berlekamp, Conway and Guy, Winning Ways, ch. 11 (loopy games) and ch. 20 (Fox and Geese; 2nd ed., vol. 3); CGSuite's FoxAndGeese and
// GenFoxAndGeese (game.grid), whose positions, printing and decomposition this follows.
#include "games/foxgeese.h"

#include "games/loopy_board.h"

namespace gl::foxgeese {

const GameMeta& FoxGeeseRules::meta() {
    static const GameMeta m = [] {
        GameMeta g{
            "foxgeese", "Fox and Geese",
            "On the dark squares of a board that goes on upward, Left's geese move one square diagonally down and Right's fox one square diagonally any way, onto an empty square, no captures; whoever cannot move loses. The fox can go back and forth, so play can loop.",
            "Berlekamp, Conway and Guy, Winning Ways, ch. 11 (loopy games) and ch. 20 (Fox and Geese; 2nd ed., vol. 3); CGSuite's FoxAndGeese (GenFoxAndGeese for other widths)",
            "rows from the top separated by '/' (or '|'), each of '.' (empty), 'x' (a goose, Left's) and 'o' (the fox, Right's), all of one length "
            "(2 to 10: CGSuite's boardWidth, 8 for FoxAndGeese); the bottom row is row 1, a square is dark when row + column is even and pieces stand on dark squares; "
            "one fox, at least one goose, geese on rows 1 to 8, at most 16 rows; the board goes on above the text",
            "x.x.x.x./......../o......."}; // {6|2over} (CGSuite's values table), valued at once
        g.normal_play_only = true;
        g.sum_part = false; // loopy: sums here are of games that end
        return g;
    }();
    return m;
}

grid::Look FoxGeeseRules::look(char c) {
    if (c == 'x') return {Glyph::Black, "G"};
    if (c == 'o') return {Glyph::White, "F"};
    return {Glyph::Blank, ""};
}

grid::Grid trim(grid::Grid g) {
    int empty = 0;
    while (empty + 1 < g.h && g.cells.find_first_not_of('.', static_cast<std::size_t>(empty * g.w)) >= static_cast<std::size_t>((empty + 1) * g.w)) ++empty;
    if (empty == 0) return g;
    g.cells.erase(0, static_cast<std::size_t>(empty * g.w));
    g.h = static_cast<std::uint8_t>(g.h - empty);
    return g;
}

std::string square_text(const grid::Grid& g, int r, int c) {
    return "row " + std::to_string(g.h - r) + ", column " + std::to_string(c + 1);
}

Result<grid::Grid> FoxGeeseGame::parse(std::string_view text, std::string_view field) const {
    auto p = grid::parse_grid(text, field, grid::shape_of<FoxGeeseRules>());
    if (!p) return p;
    const grid::Grid& g = p.value();
    const std::string f(field);
    if (g.w < 2) return Error{f, Error::kWhole, "a board 1 square wide: give rows of 2 to 10 squares (the pieces move diagonally)"};
    int foxes = 0, geese = 0;
    for (int r = 0; r < g.h; ++r)
        for (int c = 0; c < g.w; ++c) {
            const char ch = g.at(r, c);
            if (ch == '.') continue;
            const std::size_t at = static_cast<std::size_t>(r * (g.w + 1) + c); // rows of w squares and a separator
            const int row = g.h - r;
            if ((row + c + 1) % 2 != 0)
                return Error{f, at, std::string(ch == 'x' ? "a goose" : "the fox") + " on a light square (" + square_text(g, r, c) +
                                        "): pieces stand on dark squares, where row + column is even, counting row 1 at the bottom and column 1 at the left"};
            if (ch == 'o' && ++foxes > 1) return Error{f, at, "a second fox (" + square_text(g, r, c) + "): there is one fox"};
            if (ch == 'x') {
                ++geese;
                if (row > FoxGeeseRules::kMaxGooseRow)
                    return Error{f, at, "a goose on row " + std::to_string(row) + ": geese stand on rows 1 to " + std::to_string(FoxGeeseRules::kMaxGooseRow) + " here"};
            }
        }
    if (foxes == 0) return Error{f, Error::kWhole, "no fox: write one 'o'"};
    if (geese == 0) return Error{f, Error::kWhole, "no goose: write at least one 'x'"};
    return trim(g);
}

Picture FoxGeeseGame::picture(const grid::Grid& g, const std::vector<Option<grid::Grid>>& options) const {
    Picture pic = grid::grid_picture<FoxGeeseRules>(g, options.size(), false, rules);
    for (int r = 0; r < g.h; ++r) {
        auto& row = pic.rows[static_cast<std::size_t>(r)];
        row.label = std::to_string(g.h - r); // CGSuite's rows: 1 at the bottom
        for (int c = 0; c < g.w; ++c)
            if ((g.h - r + c + 1) % 2 != 0) row.cells[static_cast<std::size_t>(c)].glyph = Glyph::Step; // a light square: never used
    }
    return pic;
}

std::vector<std::pair<std::string, std::string>> FoxGeeseGame::facts(const grid::Grid& g) const {
    auto f = grid::grid_facts<FoxGeeseRules>(g);
    f.emplace_back("escaped", is_off(g) ? "yes: the fox can never be trapped, the value is off" : "no");
    return f;
}

bool FoxGeeseGame::is_off(const grid::Grid& g) {
    int top = -1, fr = -1, fc = -1; // the highest goose's row and the fox's square, from the top
    for (int r = g.h - 1; r >= 0; --r)
        for (int c = 0; c < g.w; ++c) {
            if (g.at(r, c) == 'x') top = r;
            if (g.at(r, c) == 'o') fr = r, fc = c;
        }
    if (top < 0 || fr <= top) return true; // level with the highest goose or above it
    if (fr != top + 1) return false;
    for (int dc : {-1, 1})
        if (g.inside(top, fc + dc) && g.at(top, fc + dc) == '.') return true; // a free square diagonally above
    return false;
}

Result<std::unique_ptr<Ruleset>> make(std::string_view rules) {
    if (!rules.empty()) return Error{"rules", Error::kWhole, "Fox and Geese takes no rules= (its board's width is the rows' length)"};
    return std::unique_ptr<Ruleset>(std::make_unique<LoopyRulesetOf<FoxGeeseGame>>(FoxGeeseGame{}));
}

} // namespace gl::foxgeese
