// Wythoff's game (games/wythoff.h): Wythoff's theorem (1907), P iff {x, y} = {⌊kφ⌋, ⌊kφ⌋ + k},
// against a mex table computed here from the rule alone on every position up to 60 x 60; the
// published start of the P-positions (OEIS A000201 and A001950, the lower and upper Wythoff
// sequences); the engine's Grundy values by search against the same table; the board.
#include <doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "core/ruleset.h"
#include "app/picture_export.h"
#include "games/wythoff.h"

using namespace gl;
using wythoff::WythoffGame;

namespace {

constexpr std::size_t kSide = 61;

// The rule alone: from (x, y) to (x − k, y), (x, y − k) or (x − k, y − k), k ≥ 1; G by the mex.
std::vector<std::vector<Grundy>> mex_table() {
    std::vector<std::vector<Grundy>> g(kSide, std::vector<Grundy>(kSide, 0));
    for (std::size_t x = 0; x < kSide; ++x)
        for (std::size_t y = 0; y < kSide; ++y) {
            std::vector<bool> seen(3 * kSide + 1, false);
            for (std::size_t k = 1; k <= x; ++k) seen[g[x - k][y]] = true;
            for (std::size_t k = 1; k <= y; ++k) seen[g[x][y - k]] = true;
            for (std::size_t k = 1; k <= std::min(x, y); ++k) seen[g[x - k][y - k]] = true;
            Grundy m = 0;
            while (seen[m]) ++m;
            g[x][y] = m;
        }
    return g;
}

Analysis analyse(const std::string& pos) {
    RulesetOf<WythoffGame> r{WythoffGame{}};
    auto a = r.analyse(pos, Play::Normal, kDefaultSearchBudget);
    REQUIRE(a.ok());
    return a.value();
}

} // namespace

TEST_CASE("Wythoff's theorem: the P-positions of the rule are exactly the pairs (⌊kφ⌋, ⌊kφ⌋ + k), up to 60 x 60") {
    const auto g = mex_table();
    WythoffGame game;
    for (std::uint64_t x = 0; x < kSide; ++x)
        for (std::uint64_t y = 0; y < kSide; ++y) {
            CAPTURE(x);
            CAPTURE(y);
            CHECK(wythoff::p_position(x, y) == (g[x][y] == 0));
            auto rule = game.outcome_form({x, y});
            REQUIRE(rule);
            CHECK(rule->outcome == (g[x][y] == 0 ? Outcome::P : Outcome::N));
        }
    // The published start of the lower and upper Wythoff sequences (OEIS A000201, A001950).
    const std::uint64_t lower[] = {1, 3, 4, 6, 8, 9, 11, 12, 14, 16, 17, 19, 21, 22, 24, 25, 27, 29, 30, 32, 33, 35, 37, 38, 40};
    const std::uint64_t upper[] = {2, 5, 7, 10, 13, 15, 18, 20, 23, 26, 28, 31, 34, 36, 39, 41, 44, 47, 49, 52, 54, 57, 60, 62, 65};
    for (std::uint64_t k = 1; k <= 25; ++k) {
        CHECK(wythoff::lower(k) == lower[k - 1]);
        CHECK(wythoff::lower(k) + k == upper[k - 1]);
    }
}

TEST_CASE("the page's analysis: Grundy values by search equal the mex table; the winning moves reach P-positions") {
    const auto g = mex_table();
    for (std::uint64_t x = 0; x <= 20; ++x)
        for (std::uint64_t y = 0; y <= 20; y += (x % 3 == 0 ? 1 : 7)) {
            CAPTURE(x);
            CAPTURE(y);
            const Analysis a = analyse(std::to_string(x) + "," + std::to_string(y));
            REQUIRE(a.value.has_value());
            CHECK(*a.value == g[x][y]);
            for (const GameMove& m : a.winning_moves) {
                const auto comma = m.to.find(',');
                CHECK(g[std::stoul(m.to.substr(0, comma))][std::stoul(m.to.substr(comma + 1))] == 0);
            }
        }
    // Row x = 1 of the table as published (Wythoff's Grundy array, OEIS A004481's first rows):
    // G(1, y) for y = 0..8 is 1, 2, 0, 4, 5, 3, 7, 8, 6.
    const Grundy row1[] = {1, 2, 0, 4, 5, 3, 7, 8, 6};
    for (std::uint64_t y = 0; y < 9; ++y) CHECK(g[1][y] == row1[y]);
    const Analysis far = analyse("60,60");
    REQUIRE(far.value.has_value());
    CHECK(*far.value == g[60][60]);
}

TEST_CASE("positions are read with their errors named; the board is a chessboard with the queen and the squares she reaches") {
    WythoffGame game;
    CHECK(game.parse("4,7", "pos").ok());
    CHECK(game.parse("4", "pos").error().message.find("both heaps") != std::string::npos);
    CHECK(game.parse("61,2", "pos").error().offset == 0);
    CHECK(game.parse("3,x", "pos").error().offset == 2);
    const WythoffGame::Position p{2, 3};
    const auto options = game.options(p);
    CHECK(options.size() == 2 + 3 + 2);
    const Picture pic = game.picture(p, options);
    CHECK(pic.layout == Picture::Layout::Grid);
    REQUIRE(pic.rows.size() == 4); // a square board of side max(x, y) + 1, top rank first
    CHECK(pic.rows.front().label == "3");
    CHECK(pic.rows[0].cells[2].glyph == Glyph::Black); // the queen at column 2, row 3
    std::size_t reachable = 0;
    for (const auto& row : pic.rows)
        for (const auto& c : row.cells) reachable += c.moves.empty() ? 0 : 1;
    CHECK(reachable == options.size());
}

TEST_CASE("the chessboard exports as drawn: side × side squares, light and dark alternating, the queen on hers") {
    WythoffGame game;
    const WythoffGame::Position p{2, 3};
    const Picture pic = game.picture(p, game.options(p));
    const std::string svg = app::picture_svg(pic, "Wythoff's game: 2,3");
    auto count = [](const std::string& text, const std::string& what) {
        std::size_t n = 0;
        for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
        return n;
    };
    CHECK(count(svg, "class=\"square\"") == 16);
    CHECK(count(svg, "fill=\"#f0d9b5\"") == 8); // light
    CHECK(count(svg, "fill=\"#b58863\"") == 8); // dark
    CHECK(count(svg, ">Q</text>") == 1);
    const std::string tikz = app::picture_tikz(pic, "Wythoff's game: 2,3");
    CHECK(tikz.find("glSquareDark") != std::string::npos);
}
