// Toppling Dominoes (games/toppling.h on games/grid.h): rows of one colour (Lessons in Play,
// ch. 2: n of Left's dominoes are the integer n, n grey ones the nimber *n), and every row of up
// to 7 places against minimax and (impartial variant) mex written here on the rows themselves.
#include <doctest.h>

#include "board_brute.h"

using namespace gl;
using brute::Board;

namespace {

// Toppling by hand: a player's own or a grey domino falls left or right, clearing that side.
std::vector<Board> topple_moves(const Board& b, bool left) {
    std::vector<Board> out;
    for (std::size_t r = 0; r < b.size(); ++r)
        for (std::size_t c = 0; c < b[r].size(); ++c) {
            if (b[r][c] != 'e' && b[r][c] != (left ? 'l' : 'r')) continue;
            Board toLeft = b, toRight = b;
            for (std::size_t k = 0; k <= c; ++k) toLeft[r][k] = '.';
            for (std::size_t k = c; k < b[r].size(); ++k) toRight[r][k] = '.';
            out.push_back(toLeft);
            out.push_back(toRight);
        }
    return out;
}

Analysis analyse(const std::string& pos, const std::string& variant = "") {
    return brute::ruleset("toppling", variant).analyse(pos, Play::Normal).value();
}

} // namespace

TEST_CASE("toppling: rows of one colour") {
    for (int n = 1; n <= 8; ++n) {
        CHECK(analyse(std::string(static_cast<std::size_t>(n), 'l')).canonical == std::to_string(n));
        CHECK(analyse(std::string(static_cast<std::size_t>(n), 'r')).canonical == "-" + std::to_string(n));
        CHECK(analyse(std::string(static_cast<std::size_t>(n), 'e')).canonical == (n == 1 ? std::string("*") : "*" + std::to_string(n)));
        CHECK(analyse(std::string(static_cast<std::size_t>(n), 'e'), "impartial").value == std::optional<Grundy>(n));
    }
    CHECK(analyse("lr").canonical == "*"); // {-1, 0 | 0, 1} = {0 | 0}
}

TEST_CASE("toppling: every row of up to 7 places and two rows of 3 against minimax") {
    brute::Solver s(topple_moves);
    const std::pair<int, int> shapes[] = {{1, 1}, {1, 2}, {1, 3}, {1, 4}, {1, 5}, {1, 6}, {1, 7}, {2, 3}};
    for (auto [h, w] : shapes)
        for (const Board& b : brute::fillings(h, w, ".lre")) {
            const std::string t = brute::text(b);
            CHECK_MESSAGE(analyse(t).outcome == s.outcome(b), t);
            if (h * w <= 5) CHECK_MESSAGE(analyse(t, "impartial").value == std::optional<Grundy>(s.grundy(b)), t);
        }
}
