// Cram (games/cram.h): 2 × n is 0 for even n and 1 for odd n (the symmetry strategy for even n;
// Winning Ways, ch. 13), and every board of up to 10 squares against mex written here.
#include <doctest.h>

#include "board_brute.h"

using namespace gl;
using brute::Board;

namespace {

// Cram by hand: a domino on two free squares side by side, either way (both "sides" the same).
std::vector<Board> cram_moves(const Board& b, bool) {
    std::vector<Board> out;
    for (int r = 0; r < static_cast<int>(b.size()); ++r)
        for (int c = 0; c < static_cast<int>(b[0].size()); ++c)
            for (auto [dr, dc] : {std::pair{1, 0}, {0, 1}}) {
                if (b[r][c] != '.' || !brute::in(b, r + dr, c + dc) || b[r + dr][c + dc] != '.') continue;
                Board n = b;
                n[r][c] = n[r + dr][c + dc] = 'x';
                out.push_back(n);
            }
    return out;
}

std::optional<Grundy> value(const std::string& pos) { return brute::ruleset("cram").analyse(pos, Play::Normal).value().value; }

std::string empty_board(int h, int w) {
    std::string s;
    for (int r = 0; r < h; ++r) s += (r ? "/" : "") + std::string(static_cast<std::size_t>(w), '.');
    return s;
}

} // namespace

TEST_CASE("cram: 2 x n is 0 for even n, 1 for odd n") {
    brute::Solver s(cram_moves);
    for (int n = 1; n <= 6; ++n) {
        CAPTURE(n);
        CHECK(value(empty_board(2, n)) == std::optional<Grundy>(n % 2));
        CHECK(s.grundy(Board(2, std::string(static_cast<std::size_t>(n), '.'))) == static_cast<unsigned>(n % 2));
    }
    CHECK(value("#.") == value("x."));
    CHECK(value("..") == std::optional<Grundy>(1));
}

TEST_CASE("cram: every board of up to 10 squares against mex") {
    brute::Solver s(cram_moves);
    const std::pair<int, int> shapes[] = {{1, 8}, {2, 2}, {2, 3}, {3, 3}, {2, 4}, {2, 5}, {3, 2}};
    for (auto [h, w] : shapes)
        for (const Board& b : brute::fillings(h, w, ".x")) CHECK_MESSAGE(value(brute::text(b)) == std::optional<Grundy>(s.grundy(b)), brute::text(b));
    for (int n = 1; n <= 4; ++n) CHECK_MESSAGE(value(empty_board(3, n)) == std::optional<Grundy>(s.grundy(Board(3, std::string(static_cast<std::size_t>(n), '.')))), n);
}
