// Cram (games/cram.h, games/cram_value.h): the region search against facts found without it.
//   - a plain mex search written here (boards as bit sets indexed by the set of free squares: no
//     regions, no symmetry, no shortcut): every board of up to 12 squares, of every shape and
//     every set of taken squares, and samples of larger boxes up to 21 squares;
//   - the octal engine's Dawson's Kayles (0.07) for straight strips;
//   - the symmetry strategy's theorem: an empty even × even board is 0, an even × odd one is not
//     (the first player takes the two centre squares and then copies; Winning Ways, ch. 13);
//   - published values: the empty 4 × n boards, n = 4 to 8 (0, 2, 0, 3, 0), from the table of
//     P. Beling, github.com/beling/impartial-games (README, "Cram (under the normal play
//     convention)"), which gives the values computed by Lemoine and Viennot (Nimbers are
//     inevitable, 2012, and their Glop records) for the smaller boards. The rest of that table
//     (4 × 9 and on) is in bench/cram_bench.cpp: beyond a unit test's time.
// And 2 × n is 0 for even n, 1 for odd n (the existing rule of Winning Ways, ch. 13), by the
// brute force of board_brute.h.
#include <doctest.h>

#include <bit>
#include <random>

#include "board_brute.h"
#include "games/cram.h"
#include "games/cram_value.h"
#include "octal/octal.h"
#include "octal/octal_sequence.h"

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

const Ruleset& rules() { return brute::ruleset("cram"); }
std::optional<Grundy> value(const std::string& pos) { return rules().analyse(pos, Play::Normal).value().value; }

std::string empty_board(int h, int w) {
    std::string s;
    for (int r = 0; r < h; ++r) s += (r ? "/" : "") + std::string(static_cast<std::size_t>(w), '.');
    return s;
}
// The board of an h × w box whose free squares are the bits of `free` (bit r * w + c).
std::string board_text(int h, int w, std::uint64_t free) {
    std::string s;
    for (int r = 0; r < h; ++r) {
        if (r) s += '/';
        for (int c = 0; c < w; ++c) s += (free >> (r * w + c) & 1) ? '.' : 'x';
    }
    return s;
}

// Plain mex over every set of free squares of an h × w box (h * w <= 22), smallest sets first:
// a move clears two bits, so every option is a smaller number than its position.
std::vector<std::uint8_t> plain_mex(int h, int w) {
    const int n = h * w;
    std::vector<std::uint8_t> g(std::size_t{1} << n, 0);
    for (std::uint32_t m = 0; m < (1u << n); ++m) {
        std::uint64_t seen = 0;
        for (int i = 0; i < n; ++i) {
            if (!(m >> i & 1)) continue;
            if (i % w + 1 < w && (m >> (i + 1) & 1)) seen |= std::uint64_t{1} << g[m & ~(3u << i)];
            if (i + w < n && (m >> (i + w) & 1)) seen |= std::uint64_t{1} << g[m & ~(1u << i | 1u << (i + w))];
        }
        g[m] = static_cast<std::uint8_t>(std::countr_one(seen));
    }
    return g;
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

TEST_CASE("cram: every board of up to 10 squares against the minimax oracle of board_brute.h") {
    brute::Solver s(cram_moves);
    const std::pair<int, int> shapes[] = {{1, 8}, {2, 2}, {2, 3}, {3, 3}, {2, 4}, {2, 5}, {3, 2}};
    for (auto [h, w] : shapes)
        for (const Board& b : brute::fillings(h, w, ".x")) CHECK_MESSAGE(value(brute::text(b)) == std::optional<Grundy>(s.grundy(b)), brute::text(b));
}

TEST_CASE("cram: every board of up to 12 squares, any shape and any squares taken, against plain mex") {
    std::size_t boards = 0;
    for (int h = 1; h <= 12; ++h)
        for (int w = 1; h * w <= 12; ++w) {
            const auto g = plain_mex(h, w);
            for (std::uint64_t m = 0; m < g.size(); ++m, ++boards) {
                const std::string pos = board_text(h, w, m);
                const auto v = rules().grundy(pos);
                if (!v || *v != g[m]) FAIL_CHECK(pos << ": " << (v ? std::to_string(*v) : "none") << ", plain mex " << int(g[m]));
            }
        }
    CHECK(boards == 35'978); // the sum of 2^(h w) over the shapes h x w of at most 12 squares
}

TEST_CASE("cram: the analysis of every 3 x 4 board: value, outcome and exactly the moves to 0") {
    const auto g = plain_mex(3, 4);
    for (std::uint64_t m = 0; m < g.size(); ++m) {
        const std::string pos = board_text(3, 4, m);
        CAPTURE(pos);
        const auto a = rules().analyse(pos, Play::Normal);
        REQUIRE(a.ok());
        REQUIRE(a.value().value);
        CHECK(*a.value().value == g[m]);
        CHECK(a.value().outcome == (g[m] == 0 ? Outcome::P : Outcome::N));
        std::size_t to_zero = 0;
        for (std::uint64_t d = 0; d < 12; ++d) { // dominoes: across (d, d + 1) and down (d, d + 4)
            if (d % 4 < 3 && (m >> d & 1) && (m >> (d + 1) & 1)) to_zero += g[m & ~(std::uint64_t{3} << d)] == 0;
            if (d + 4 < 12 && (m >> d & 1) && (m >> (d + 4) & 1)) to_zero += g[m & ~(std::uint64_t{1} << d | std::uint64_t{1} << (d + 4))] == 0;
        }
        CHECK(a.value().winning_moves.size() == to_zero);
        for (const auto& w : a.value().winning_moves) CHECK(rules().grundy(w.to) == std::optional<Grundy>(0));
    }
}

TEST_CASE("cram: boxes of 15 to 21 squares, empty and with squares taken at random, against plain mex") {
    std::mt19937_64 rng(43);
    for (const auto& hw : {std::pair{3, 5}, {5, 3}, {3, 6}, {4, 4}, {4, 5}, {2, 9}, {2, 10}, {3, 7}}) {
        const int h = hw.first, w = hw.second; // not a structured binding: CAPTURE's lambda takes it (clang 14)
        CAPTURE(h);
        CAPTURE(w);
        const auto g = plain_mex(h, w);
        const std::uint64_t all = g.size() - 1;
        CHECK(value(empty_board(h, w)) == std::optional<Grundy>(g[all]));
        for (int k = 0; k < 400; ++k) {
            const std::uint64_t m = rng() & all;
            const std::string pos = board_text(h, w, m);
            CHECK_MESSAGE(rules().grundy(pos) == std::optional<Grundy>(g[m]), pos);
        }
    }
}

TEST_CASE("cram: a straight strip of n squares is Dawson's Kayles 0.07 with a heap of n (the octal engine), n <= 32") {
    octal::PeriodSearch s(octal::parse_code("0.07").value(), 65);
    s.advance();
    for (int n = 0; n <= 64; ++n) {
        CAPTURE(n);
        const auto dk = s.lookup(static_cast<std::uint64_t>(n));
        REQUIRE(dk);
        CHECK(cram::strip_value(n) == dk->value);
        if (n >= 1 && n <= 32) {
            CHECK(value(std::string(static_cast<std::size_t>(n), '.')) == std::optional<Grundy>(dk->value));
            std::string column; // the same strip standing up
            for (int r = 0; r < n; ++r) column += r ? "/." : ".";
            CHECK(value(column) == std::optional<Grundy>(dk->value));
        }
    }
}

TEST_CASE("cram: the symmetry strategy: an empty even x even board is 0, an even x odd one is not") {
    // Against plain mex where it reaches.
    for (const auto& hw : {std::pair{2, 2}, {2, 4}, {4, 2}, {2, 6}, {4, 4}, {2, 8}, {4, 2}}) {
        const int h = hw.first, w = hw.second; // not a structured binding: CAPTURE's lambda takes it (clang 14)
        CAPTURE(h);
        CAPTURE(w);
        CHECK(plain_mex(h, w).back() == 0);
        CHECK(value(empty_board(h, w)) == std::optional<Grundy>(0));
    }
    for (const auto& hw : {std::pair{1, 2}, {2, 1}, {1, 4}, {2, 3}, {3, 2}, {3, 4}, {4, 3}, {2, 5}, {5, 2}, {3, 6}, {4, 5}, {2, 9}, {7, 2}}) {
        const int h = hw.first, w = hw.second; // not a structured binding: CAPTURE's lambda takes it (clang 14)
        CAPTURE(h);
        CAPTURE(w);
        CHECK(plain_mex(h, w).back() != 0);
        CHECK(value(empty_board(h, w)) != std::optional<Grundy>(0));
    }
    // Every even x even board the grammar allows (the rule answers at once; the analysis would
    // go on to value each option), and even x odd boards valued by search, no rule deciding them.
    for (int h = 2; h <= 32; h += 2)
        for (int w = 2; h * w <= 64; w += 2) CHECK_MESSAGE(rules().grundy(empty_board(h, w)) == std::optional<Grundy>(0), h << " x " << w);
    for (const auto& hw : {std::pair{3, 8}, {8, 3}, {3, 10}, {4, 7}, {7, 4}, {5, 4}, {2, 15}}) {
        const int h = hw.first, w = hw.second; // not a structured binding: CAPTURE's lambda takes it (clang 14)
        CAPTURE(h);
        CAPTURE(w);
        const auto v = rules().grundy(empty_board(h, w));
        REQUIRE(v);
        CHECK(*v != 0);
    }
}

TEST_CASE("cram: the published values of the empty 4 x n boards, n = 4 to 8 (Beling's table, after Lemoine and Viennot)") {
    const Grundy published[] = {0, 2, 0, 3, 0}; // 4 x 4, 4 x 5, 4 x 6, 4 x 7, 4 x 8
    for (int n = 4; n <= 8; ++n) {
        CAPTURE(n);
        CHECK(value(empty_board(4, n)) == std::optional<Grundy>(published[n - 4]));
        CHECK(value(empty_board(n, 4)) == std::optional<Grundy>(published[n - 4]));
    }
}

TEST_CASE("cram: the published values of 4 x 9, 5 x 5, 5 x 6 and 6 x 5 by the region search alone (Beling's table, after Lemoine and Viennot)") {
    // Beyond the default budget: the search itself, with room to finish. 4 x 9 is 36 squares and
    // its first large options split into two large regions, which the search values one by one.
    cram::CramValues cv;
    cv.set_limits(std::uint64_t{1} << 40, std::size_t{256} << 20);
    const struct {
        int h, w;
        Grundy value;
    } published[] = {{5, 5, 0}, {5, 6, 2}, {6, 5, 2}, {4, 9, 1}};
#ifdef GL_SANITIZED
    const std::size_t boards = 3; // 4 x 9: about a second natively, ten under the sanitizers
#else
    const std::size_t boards = 4;
#endif
    for (std::size_t i = 0; i < boards; ++i) {
        const auto& b = published[i];
        CAPTURE(b.h);
        CAPTURE(b.w);
        const std::uint64_t all = (std::uint64_t{1} << (b.h * b.w)) - 1;
        CHECK(cv.value(cram::Bits{all, static_cast<std::uint8_t>(b.h), static_cast<std::uint8_t>(b.w)}) == std::optional<Grundy>(b.value));
    }
}

TEST_CASE("cram: the squares the search takes off keep the value (plain mex on every board of up to 12 squares)") {
    // Layout::simplified drops a square's second leaf and a square between leaves; here plain mex
    // values each board and its simplified board, and the plus sign and the comb show it acts.
    std::size_t boards = 0, changed = 0;
    for (int h = 1; h <= 12; ++h)
        for (int w = 1; h * w <= 12; ++w) {
            const auto g = plain_mex(h, w);
            for (std::uint64_t m = 0; m < g.size(); ++m, ++boards) {
                const std::uint64_t s = cram::simplified(cram::Bits{m, static_cast<std::uint8_t>(h), static_cast<std::uint8_t>(w)}).free;
                if ((s & ~m) != 0) FAIL_CHECK(board_text(h, w, m) << ": simplified adds squares");
                changed += s != m;
                if (g[s] != g[m]) FAIL_CHECK(board_text(h, w, m) << " is " << int(g[m]) << ", simplified " << board_text(h, w, s) << " is " << int(g[s]));
            }
        }
    CHECK(boards == 35'978);
    CHECK(changed > 5'000);
    // A plus sign: the centre keeps one leaf of four (a domino, value 1).
    CHECK(cram::simplified(cram::Bits{0b010'111'010, 3, 3}).free == 0b000'011'000);
    // A comb (a row of five, a tooth under its squares 1, 3 and 5): each tooth is the leaf of the
    // square above it, and the squares between go (three dominoes). A U of five squares: its
    // bottom's middle square sits between two squares with leaves and goes (two dominoes).
    CHECK(cram::simplified(cram::Bits{0b10101'11111, 2, 5}).free == 0b10101'10101);
    CHECK(cram::simplified(cram::Bits{0b101'111, 2, 3}).free == 0b101'101);
}

TEST_CASE("cram: twins split a board (plain mex on every board of up to 12 squares)") {
    // Two squares with the same two free neighbours (the opposite corners of a 2 x 2 block) let the
    // search split the board at the block's east-west edges: the pieces' plain-mex values, each as
    // a board of its own, nim-add to the board's.
    std::size_t split = 0;
    for (int h = 1; h <= 12; ++h)
        for (int w = 1; h * w <= 12; ++w) {
            const auto g = plain_mex(h, w);
            for (std::uint64_t m = 0; m < g.size(); ++m) {
                const cram::Bits b{m, static_cast<std::uint8_t>(h), static_cast<std::uint8_t>(w)};
                const std::uint64_t s = cram::simplified(b).free;
                std::uint64_t seen = 0;
                int sum = 0;
                const auto pieces = cram::pieces_of(b);
                for (std::uint64_t p : pieces) {
                    if ((p & seen) != 0 || (p & ~s) != 0) FAIL_CHECK(board_text(h, w, m) << ": pieces overlap or leave the board");
                    seen |= p;
                    sum ^= g[p];
                }
                if (seen != s) FAIL_CHECK(board_text(h, w, m) << ": the pieces do not cover the board");
                if (sum != g[m]) FAIL_CHECK(board_text(h, w, m) << " is " << int(g[m]) << ", its pieces nim-add to " << sum);
                split += pieces.size() > cram::regions_of(cram::Bits{s, b.h, b.w}).size();
            }
        }
    CHECK(split > 100);
    // A 3 x 4 board with squares (1, 2) and (2, 1) taken (rows "....", "..x.", ".x.."): (0, 0)
    // and (1, 1) are twins (their neighbours are (0, 1) and (1, 0)), so the column (0, 0)-(2, 0)
    // is a piece, and the other eight squares the other: one region, two pieces.
    const cram::Bits ring{0b1101'1011'1111, 3, 4};
    CHECK(cram::regions_of(ring).size() == 1);
    CHECK(cram::pieces_of(ring) == std::vector<std::uint64_t>{0b0001'0001'0001, 0b1100'1010'1110});
}

TEST_CASE("cram: boards past 8 x 8's caps are read, others refused by name; regions are said") {
    CHECK(rules().canonical(empty_board(3, 20)).ok());
    CHECK(rules().canonical(empty_board(20, 3)).ok());
    CHECK(rules().canonical(empty_board(2, 32)).ok());
    auto wide = rules().canonical(std::string(33, '.'));
    REQUIRE_FALSE(wide.ok());
    CHECK(wide.error().message.find("more than 32 squares in a row") != std::string::npos);
    CHECK(wide.error().offset == 32);
    auto big = rules().canonical(empty_board(5, 13));
    REQUIRE_FALSE(big.ok());
    CHECK(big.error().message.find("65 squares: at most 64") != std::string::npos);
    // Domineering keeps its own caps (8 x 8).
    CHECK_FALSE(brute::ruleset("domineering").canonical(std::string(9, '.')).ok());

    const auto a = rules().analyse("..x../..x..", Play::Normal).value();
    REQUIRE(a.value);
    CHECK(*a.value == 0); // two 2 x 2 squares: 0 xor 0
    bool said = false;
    for (const auto& [k, v] : a.facts) said = said || (k == "regions" && v.find("2 regions") == 0);
    CHECK(said);
}

TEST_CASE("cram: a position too large for the budget says so, and the steps of the page reach the same answer") {
    cram::CramValues::shared().clear();
    const std::string pos = empty_board(3, 9);
    const auto small = rules().analyse(pos, Play::Normal, 1000).value();
    CHECK(small.method == Method::TooLarge);
    CHECK(small.outcome == Outcome::Unknown);
    CHECK_FALSE(small.value);
    CHECK(small.winning_moves.empty());
    cram::CramValues::shared().clear();
    std::size_t spent = 0, calls = 0;
    std::optional<Result<Analysis>> done;
    while (!(done = rules().analyse_part(pos, Play::Normal, 5000, spent))) ++calls;
    CHECK(calls > 10);
    REQUIRE(done->ok());
    REQUIRE(done->value().value);
    CHECK(done->value().value == rules().grundy(pos)); // the steps' answer is the one call's
    CHECK(done->value().method == Method::Search);
}

TEST_CASE("cram: values by the pruned search (after Beling and Rogalski's, used past 16 squares) on every board of up to 12 squares") {
    // The same search made to value every region of more than 3 squares by the pruned search (each
    // option asked only whether its value is one value; the central-domino rule; the tables of
    // values and exclusions), against plain mex.
    cram::CramValues cv;
    cv.set_big_region(3);
    cv.set_limits(std::uint64_t{1} << 40, std::size_t{64} << 20);
    std::size_t boards = 0;
    for (int h = 1; h <= 12; ++h)
        for (int w = 1; h * w <= 12; ++w) {
            const auto g = plain_mex(h, w);
            for (std::uint64_t m = 0; m < g.size(); ++m, ++boards) {
                const auto v = cv.value(cram::Bits{m, static_cast<std::uint8_t>(h), static_cast<std::uint8_t>(w)});
                if (!v || *v != g[m]) FAIL_CHECK(board_text(h, w, m) << ": " << (v ? std::to_string(*v) : "none") << ", plain mex " << int(g[m]));
            }
        }
    CHECK(boards == 35'978);
    // Each board of 3 × 6 and 4 × 4 from an empty table: an option's pieces are then valued in the
    // search itself (all but its largest, once), not found in the table from smaller boards.
    for (const auto& hw : {std::pair{3, 6}, {4, 4}}) {
        const int h = hw.first, w = hw.second;
        const auto g = plain_mex(h, w);
        for (std::uint64_t m = 0; m < g.size(); m += 7) {
            cv.clear();
            const auto v = cv.value(cram::Bits{m, static_cast<std::uint8_t>(h), static_cast<std::uint8_t>(w)});
            if (!v || *v != g[m]) FAIL_CHECK(board_text(h, w, m) << " from an empty table: " << (v ? std::to_string(*v) : "none") << ", plain mex " << int(g[m]));
        }
    }
    // And larger boxes, empty and at random.
    std::mt19937_64 rng(4343);
    for (const auto& hw : {std::pair{3, 5}, {4, 4}, {4, 5}, {3, 7}}) {
        const int h = hw.first, w = hw.second; // not a structured binding: CAPTURE's lambda takes it (clang 14)
        const auto g = plain_mex(h, w);
        for (int k = 0; k < 300; ++k) {
            const std::uint64_t m = k ? rng() & (g.size() - 1) : g.size() - 1;
            CHECK_MESSAGE(cv.value(cram::Bits{m, static_cast<std::uint8_t>(h), static_cast<std::uint8_t>(w)}) == std::optional<Grundy>(g[m]), board_text(h, w, m));
        }
    }
}

TEST_CASE("cram: a board out of reach that the first player wins by the mirror strategy says N, the central domino, value unknown") {
    // The empty 3 × 20 and 4 × 15 boards are beyond the default budget; each has one domino that is
    // its own image under the half turn (3 × 20: the middle row's two centre squares; 4 × 15: the
    // middle column's two centre squares), so the first player takes it and copies (Winning Ways,
    // ch. 13). The empty 5 × 11 board has none (the centre square is its own image): no rule.
    for (const auto& hw : {std::pair{3, 20}, {4, 15}, {15, 4}}) {
        const int h = hw.first, w = hw.second;
        CAPTURE(h);
        CAPTURE(w);
        cram::CramValues::shared().clear();
        const auto a = rules().analyse(empty_board(h, w), Play::Normal, 100000).value();
        CHECK_FALSE(a.value);
        CHECK(a.outcome == Outcome::N);
        CHECK(a.method == Method::ClosedForm);
        REQUIRE(a.winning_moves.size() == 1);
        // The move leaves a board that is its own image with no domino covering a square and its image.
        const auto left = rules().analyse(a.winning_moves[0].to, Play::Normal, 100000).value();
        CHECK(left.outcome == Outcome::P);
        CHECK(left.value == std::optional<Grundy>(0));
    }
    cram::CramValues::shared().clear();
    const auto odd = rules().analyse(empty_board(5, 11), Play::Normal, 100000).value();
    CHECK(odd.outcome == Outcome::Unknown);
    CHECK(odd.method == Method::TooLarge);
    // Against plain mex: on every board of up to 12 squares the two rules hold where they apply.
    for (int h = 1; h <= 12; ++h)
        for (int w = 1; h * w <= 12; ++w) {
            const auto g = plain_mex(h, w);
            for (std::uint64_t m = 0; m < g.size(); ++m) {
                const cram::Bits b{m, static_cast<std::uint8_t>(h), static_cast<std::uint8_t>(w)};
                if (cram::mirror_zero(b) && g[m] != 0) FAIL_CHECK(board_text(h, w, m) << " is not 0");
                if (cram::mirror_not_zero(b) && g[m] == 0) FAIL_CHECK(board_text(h, w, m) << " is 0");
            }
        }
}
