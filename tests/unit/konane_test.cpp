// Konane (games/konane.h on games/grid.h): every board of up to 8 squares against minimax and
// (impartial variant) mex written here on the boards themselves, and single and multiple jumps.
#include <doctest.h>

#include "board_brute.h"

using namespace gl;
using brute::Board;

namespace {

// Konane by hand: jump an adjacent opponent's stone into an empty square, again and again in
// the same direction, stopping after any jump.
std::vector<Board> konane_moves(const Board& b, bool left) {
    const char me = left ? 'x' : 'o', them = left ? 'o' : 'x';
    std::vector<Board> out;
    for (int r = 0; r < static_cast<int>(b.size()); ++r)
        for (int c = 0; c < static_cast<int>(b[0].size()); ++c) {
            if (b[r][c] != me) continue;
            for (auto [dr, dc] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
                Board n = b;
                n[r][c] = '.';
                for (int k = 1;; ++k) {
                    const int over_r = r + (2 * k - 1) * dr, over_c = c + (2 * k - 1) * dc, to_r = r + 2 * k * dr, to_c = c + 2 * k * dc;
                    if (!brute::in(b, to_r, to_c) || b[over_r][over_c] != them || b[to_r][to_c] != '.') break;
                    n[over_r][over_c] = '.';
                    Board m = n;
                    m[to_r][to_c] = me;
                    out.push_back(m);
                }
            }
        }
    return out;
}

Analysis analyse(const std::string& pos, const std::string& variant = "") {
    return brute::ruleset("konane", variant).analyse(pos, Play::Normal).value();
}

} // namespace

TEST_CASE("konane: jumps, one or several in one direction") {
    // x jumps o into the empty square: Left has one move, Right none: the value 1.
    CHECK(analyse("xo.").canonical == "1");
    CHECK(analyse("xo.o.").option_count == 2); // Left jumps once or twice; Right has no move
    CHECK(analyse("xo").canonical == "0");      // nowhere to land
}

TEST_CASE("konane: every board of up to 8 squares against minimax, the impartial variant against mex") {
    brute::Solver s(konane_moves);
    std::size_t boards = 0;
    const std::pair<int, int> shapes[] = {{1, 3}, {1, 4}, {1, 5}, {1, 6}, {1, 7}, {1, 8}, {2, 2}, {2, 3}, {3, 3}, {2, 4}};
    for (auto [h, w] : shapes)
        for (const Board& b : brute::fillings(h, w, ".xo")) {
            if (h * w == 9 && (++boards % 3)) continue; // a third of the 3 x 3 boards
            const std::string t = brute::text(b);
            CHECK_MESSAGE(analyse(t).outcome == s.outcome(b), t);
            if (h * w <= 6) CHECK_MESSAGE(analyse(t, "impartial").value == std::optional<Grundy>(s.grundy(b)), t);
        }
}
