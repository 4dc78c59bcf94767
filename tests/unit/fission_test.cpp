// Fission (games/fission.h on games/grid.h): every board of up to 8 squares against minimax and
// (impartial variant) mex written here on the boards themselves.
#include <doctest.h>

#include "board_brute.h"

using namespace gl;
using brute::Board;

namespace {

std::vector<Board> fission_moves(const Board& b, bool left) {
    const int dr = left ? 1 : 0, dc = left ? 0 : 1;
    std::vector<Board> out;
    for (int r = 0; r < static_cast<int>(b.size()); ++r)
        for (int c = 0; c < static_cast<int>(b[0].size()); ++c) {
            if (b[r][c] != 'x' || !brute::in(b, r - dr, c - dc) || !brute::in(b, r + dr, c + dc)) continue;
            if (b[r - dr][c - dc] != '.' || b[r + dr][c + dc] != '.') continue;
            Board n = b;
            n[r][c] = '.';
            n[r - dr][c - dc] = n[r + dr][c + dc] = 'x';
            out.push_back(n);
        }
    return out;
}

Analysis analyse(const std::string& pos, const std::string& variant = "") {
    return brute::ruleset("fission", variant).analyse(pos, Play::Normal).value();
}

} // namespace

TEST_CASE("fission: small boards by hand") {
    CHECK(analyse(".x.").canonical == "-1");    // Right splits once, then nobody can move
    CHECK(analyse("./x/.").canonical == "1");   // Left likewise
}

TEST_CASE("fission: every board of up to 8 squares against minimax, the impartial variant against mex") {
    brute::Solver s(fission_moves);
    const std::pair<int, int> shapes[] = {{1, 3}, {1, 6}, {2, 3}, {3, 2}, {3, 3}, {2, 4}};
    for (auto [h, w] : shapes)
        for (const Board& b : brute::fillings(h, w, ".x#")) {
            const std::string t = brute::text(b);
            CHECK_MESSAGE(analyse(t).outcome == s.outcome(b), t);
            if (h * w <= 6) CHECK_MESSAGE(analyse(t, "impartial").value == std::optional<Grundy>(s.grundy(b)), t);
        }
}
