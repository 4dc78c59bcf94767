// Elephants and Rhinos (games/elephants.h on games/grid.h): CGSuite's test of its ruleset
// (tttt..fff is 1), every strip of up to 8 squares and every pair of strips of 4 against minimax
// and (impartial variant) mex, with the moves written again here: a step forward into an empty
// square, never a jump.
#include <doctest.h>

#include "board_brute.h"

using namespace gl;
using brute::Board;

namespace {

std::vector<Board> step_moves(const Board& b, bool left) {
    const char me = left ? 'x' : 'o';
    const int d = left ? 1 : -1;
    std::vector<Board> out;
    for (std::size_t r = 0; r < b.size(); ++r)
        for (int c = 0; c < static_cast<int>(b[r].size()); ++c) {
            const int to = c + d;
            if (b[r][c] != me || to < 0 || to >= static_cast<int>(b[r].size()) || b[r][to] != '.') continue;
            Board n = b;
            n[r][c] = '.';
            n[r][to] = me;
            out.push_back(n);
        }
    return out;
}

Analysis analyse(const std::string& pos, const std::string& variant = "") {
    return brute::ruleset("elephants", variant).analyse(pos, Play::Normal).value();
}

} // namespace

TEST_CASE("elephants: CGSuite's test of its ruleset and its characters") {
    // CGSuite (GameStripTest): ElephantsAndRhinos("tttt..fff").CanonicalForm is 1.
    CHECK(analyse("tttt..fff").canonical == "1");
    CHECK(analyse("tttt..fff").position == "xxxx..ooo"); // CGSuite's t and f read as x and o
    // Nobody jumps: a blocked elephant stays blocked.
    CHECK(analyse("xo").canonical == "0");
    CHECK(analyse("x.o").canonical == "*"); // whoever moves first blocks both
    CHECK(analyse("x..").canonical == "2");
}

TEST_CASE("elephants: every strip of up to 8 squares and every two strips of 4 against minimax") {
    brute::Solver s(step_moves);
    std::size_t boards = 0;
    const std::pair<int, int> shapes[] = {{1, 1}, {1, 2}, {1, 3}, {1, 4}, {1, 5}, {1, 6}, {1, 7}, {1, 8}, {2, 4}};
    for (auto [h, w] : shapes)
        for (const Board& b : brute::fillings(h, w, ".xo")) {
            const std::string t = brute::text(b);
            CHECK_MESSAGE(analyse(t).outcome == s.outcome(b), t);
            if (h * w <= 6) CHECK_MESSAGE(analyse(t, "impartial").value == std::optional<Grundy>(s.grundy(b)), t);
            ++boards;
        }
    CHECK(boards == 9840 + 6561);
}

TEST_CASE("elephants: text and errors") {
    auto& r = brute::ruleset("elephants");
    CHECK(r.canonical("xx.oo|x...o").value() == "xx.oo/x...o");
    auto bad = r.canonical("xx.#o");
    REQUIRE(!bad);
    CHECK(bad.error().offset == 3);
    CHECK(bad.error().message.find("'#'") != std::string::npos);
}
