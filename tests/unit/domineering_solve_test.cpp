// The outcome search of Domineering (games/domineering_solve.h, issue 43): against minimax written
// here on the rows of the board (every board of at most 12 squares, each with every method and
// with each method switched off), against the outcome of the canonical form the value engine
// computes, and against the published outcomes of the empty boards.
#include <doctest.h>

#include <random>
#include <string>

#include "board_brute.h"
#include "games/domineering.h"
#include "games/domineering_solve.h"

using namespace gl;
using namespace gl::domineering;

namespace {

// Domineering's moves on rows of '.' (free) and 'x' (taken): Left vertical, Right horizontal.
std::vector<brute::Board> domino_moves(const brute::Board& b, bool left) {
    std::vector<brute::Board> out;
    for (int r = 0; r < static_cast<int>(b.size()); ++r)
        for (int c = 0; c < static_cast<int>(b[0].size()); ++c) {
            const int r2 = left ? r + 1 : r, c2 = left ? c : c + 1;
            if (!brute::in(b, r2, c2) || b[r][c] != '.' || b[r2][c2] != '.') continue;
            brute::Board n = b;
            n[r][c] = n[r2][c2] = 'x';
            out.push_back(n);
        }
    return out;
}

Board parsed(const std::string& text) {
    auto b = DomineeringGame{}.parse(text, "pos");
    REQUIRE(b);
    return b.value();
}

bool solved(const Board& b, bool left, const SolveMethods& m = {}) {
    std::size_t budget = 50'000'000;
    const auto w = solve_first(b, left, budget, m);
    REQUIRE(w);
    return *w;
}

std::string empty(int rows, int cols) {
    std::string s;
    for (int r = 0; r < rows; ++r) s += (r ? "/" : "") + std::string(static_cast<std::size_t>(cols), '.');
    return s;
}

} // namespace

TEST_CASE("domineering solver: the transpose turns square (r, c) into (c, r)") {
    std::mt19937_64 rng(7);
    for (int k = 0; k < 200; ++k) {
        const std::uint64_t x = rng();
        std::uint64_t naive = 0;
        for (int r = 0; r < 8; ++r)
            for (int c = 0; c < 8; ++c)
                if ((x >> (8 * r + c)) & 1) naive |= 1ULL << (8 * c + r);
        CHECK(transpose(x) == naive);
    }
}

TEST_CASE("domineering solver: every board of at most 12 squares, against minimax on the rows") {
    brute::Solver brute(domino_moves);
    const SolveMethods all{}, no_table{false, true, true, true, true, true, true}, no_bounds{true, false, true, true, true, true, true},
        no_regions{true, true, false, true, true, true, true}, plain{false, false, false, false, false, false, false},
        only_skip{false, false, false, false, false, true, false, false}, no_lookahead{true, true, true, true, true, true, false, true},
        no_packing{true, true, true, true, true, true, true, false}, only_bounds{false, true, false, false, false, false, false, true};
    int boards = 0;
    for (int h = 1; h <= 8; ++h)
        for (int w = 1; w <= 8 && h * w <= 12; ++w) {
            if (h * w < 4) continue;
            for (const auto& b : brute::fillings(h, w, ".x")) {
                const Board p = parsed(brute::text(b));
                for (bool left : {true, false}) {
                    const bool expect = brute.wins_first(b, left);
                    CAPTURE(brute::text(b));
                    CAPTURE(left);
                    CHECK(solved(p, left, all) == expect);
                    CHECK(solved(p, left, only_bounds) == expect); // the bounds alone, with the packing
                    if (boards % 7 == 0) { // the methods one by one, on a seventh of the boards
                        CHECK(solved(p, left, no_table) == expect);
                        CHECK(solved(p, left, no_bounds) == expect);
                        CHECK(solved(p, left, no_regions) == expect);
                        CHECK(solved(p, left, plain) == expect);
                    }
                    if (boards % 3 == 0) { // skipping safe moves alone, on a third of them
                        CHECK(solved(p, left, only_skip) == expect);
                        CHECK(solved(p, left, no_lookahead) == expect);
                        CHECK(solved(p, left, no_packing) == expect);
                    }
                }
                ++boards;
            }
        }
    CHECK(boards > 10000);
}

TEST_CASE("domineering solver: 4 x 5 and 5 x 5 boards with squares taken, against their canonical forms") {
    const auto& rules = brute::ruleset("domineering");
    std::mt19937 rng(43);
    for (int k = 0; k < 40; ++k) {
        const int h = 4 + k % 2, w = 5;
        std::string text = empty(h, w);
        for (char& c : text)
            if (c == '.' && rng() % 4 == 0) c = 'x';
        auto a = rules.analyse(text, Play::Normal);
        REQUIRE(a);
        if (a.value().canonical.empty()) continue; // the form was out of the budget: no oracle
        const Board p = parsed(text);
        const bool lf = solved(p, true), rf = solved(p, false);
        CAPTURE(text);
        CHECK(a.value().outcome == (lf && rf ? Outcome::N : lf ? Outcome::L : rf ? Outcome::R : Outcome::P));
    }
}

TEST_CASE("domineering solver: the empty boards' published outcomes") {
    // Breuker, Uiterwijk and van den Herik, "Solving 8 x 8 Domineering" (2000), table 1, and
    // Lachmann, Moore and Rapaport, "Who wins Domineering on rectangular boards?" (2002):
    // 4 x 4 and 6 x 6 are first-player wins, 5 x 5 a second-player win; 2 x 2 is ±1 (Winning Ways).
    CHECK(solved(parsed(empty(2, 2)), true));
    CHECK(solved(parsed(empty(2, 2)), false));
    CHECK(solved(parsed(empty(4, 4)), true));
    CHECK(solved(parsed(empty(4, 4)), false));
    CHECK_FALSE(solved(parsed(empty(5, 5)), true));
    CHECK_FALSE(solved(parsed(empty(5, 5)), false));
    CHECK(solved(parsed(empty(6, 6)), true));
    CHECK(solved(parsed(empty(6, 6)), false));
    // A vertical strip of n squares is floor(n/2) (Winning Ways, ch. 2): Left wins moving first
    // and second from two squares on; Right has no move.
    for (int n = 2; n <= 8; ++n) {
        CHECK(solved(parsed(empty(n, 1)), true));
        CHECK_FALSE(solved(parsed(empty(n, 1)), false));
    }
}

TEST_CASE("domineering solver: a search cut off by its budget says so, and goes on where it stopped") {
    reset_solver();
    const Board p = parsed(empty(6, 6));
    std::size_t budget = 50;
    CHECK_FALSE(solve_first(p, true, budget).has_value());
    CHECK(budget == 0);
    int calls = 1;
    std::optional<bool> w;
    while (!w && calls < 100000) {
        budget = 200;
        w = solve_first(p, true, budget);
        ++calls;
    }
    REQUIRE(w);
    CHECK(*w); // 6 x 6 is a first-player win
}

TEST_CASE("domineering solver: every method agrees with the plain search on 5 x 6 and 6 x 6 boards with squares taken") {
    // Larger than the brute force reaches: the plain search (table only: no bounds, no regions, no
    // pruning of safe moves) is the oracle for the bounds and prunings that only act on big boards.
    const SolveMethods table_only{true, false, false, true, true, false, false, false};
    std::mt19937 rng(4343);
    for (int k = 0; k < 24; ++k) {
        const int h = 5 + k % 2;
        std::string text = empty(h, 6);
        const int taken = 8 + static_cast<int>(rng() % 6);
        for (int t = 0; t < taken;) {
            const std::size_t i = rng() % text.size();
            if (text[i] == '.') text[i] = 'x', ++t;
        }
        const Board p = parsed(text);
        CAPTURE(text);
        for (bool left : {true, false}) CHECK(solved(p, left) == solved(p, left, table_only));
    }
}

TEST_CASE("domineering solver: the bounds (packing with crowded pairs, the count of squares left) agree with the plain search on 6 x 6 to 7 x 7 boards") {
    // The bounds decide positions without search only on boards past the brute force's reach:
    // here each method that cuts on a bound (with the table, without regions or the pruning of
    // safe moves) against the table alone, on boards of 18 to 34 free squares.
    const SolveMethods table_only{true, false, false, true, true, false, false, false};
    const SolveMethods with_bounds{true, true, false, true, true, false, false, true};
    const SolveMethods all{};
    constexpr std::size_t kSmall = std::size_t{4} << 20; // a small table: each search starts afresh
    std::mt19937 rng(4344);
    for (int k = 0; k < 36; ++k) {
        const int h = 6 + k % 2, w = 6 + (k / 2) % 2;
        std::string text = empty(h, w);
        const int taken = h * w - 18 - static_cast<int>(rng() % 17);
        for (int t = 0; t < taken;) {
            const std::size_t i = rng() % text.size();
            if (text[i] == '.') text[i] = 'x', ++t;
        }
        const Board p = parsed(text);
        CAPTURE(text);
        for (bool left : {true, false}) {
            reset_solver(kSmall);
            const bool expect = solved(p, left, table_only);
            reset_solver(kSmall);
            CHECK(solved(p, left, with_bounds) == expect);
            reset_solver(kSmall);
            CHECK(solved(p, left, all) == expect);
        }
    }
    reset_solver(); // the default table again for what follows
}
