// Amazons (games/amazons.h on games/grid.h): CGSuite's own test of its Amazons ruleset (the value
// of x.../o... and its 2784 followers), and every board of up to 6 squares against minimax and (the
// impartial variant) mex, with the moves written again here from the rules' statement.
#include <doctest.h>

#include <algorithm>
#include <set>

#include "board_brute.h"
#include "cgt/calc.h"
#include "games/amazons.h"

using namespace gl;
using brute::Board;

namespace {

// An amazon goes like a queen over empty squares, then shoots like a queen from where it landed
// (through the square it left) onto an empty square, which is burnt '#'.
std::vector<Board> amazon_moves(const Board& b, bool left) {
    const char me = left ? 'x' : 'o';
    std::vector<Board> out;
    const int h = static_cast<int>(b.size()), w = static_cast<int>(b[0].size());
    for (int r = 0; r < h; ++r)
        for (int c = 0; c < w; ++c) {
            if (b[r][c] != me) continue;
            for (int dr = -1; dr <= 1; ++dr)
                for (int dc = -1; dc <= 1; ++dc) {
                    if (!dr && !dc) continue;
                    for (int k = 1; brute::in(b, r + k * dr, c + k * dc) && b[r + k * dr][c + k * dc] == '.'; ++k) {
                        Board m = b;
                        m[r][c] = '.';
                        const int tr = r + k * dr, tc = c + k * dc;
                        m[tr][tc] = me;
                        for (int er = -1; er <= 1; ++er)
                            for (int ec = -1; ec <= 1; ++ec) {
                                if (!er && !ec) continue;
                                for (int j = 1; brute::in(m, tr + j * er, tc + j * ec) && m[tr + j * er][tc + j * ec] == '.'; ++j) {
                                    Board n = m;
                                    n[tr + j * er][tc + j * ec] = '#';
                                    out.push_back(n);
                                }
                            }
                    }
                }
        }
    return out;
}

Analysis analyse(const std::string& pos, const std::string& variant = "") {
    return brute::ruleset("amazons", variant).analyse(pos, Play::Normal).value();
}

// Every position reachable from b (b included), counted once.
void followers(const Board& b, std::set<Board>& seen) {
    if (!seen.insert(b).second) return;
    for (bool left : {true, false})
        for (const Board& n : amazon_moves(b, left)) followers(n, seen);
}

} // namespace

TEST_CASE("amazons: CGSuite's test of its ruleset, x.../o...") {
    // CGSuite (GameGridTest): Amazons("x...|o...").CanonicalForm is
    // +-{3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-{1,{2|0}}}}, and its Followers.Size is 2784.
    // The calculator writes CGSuite's +-{a,b} (plus or minus each of a, b) as +-(a,b).
    const auto published = cgt::calculate("+-(3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-(1,{2|0})})");
    REQUIRE(published);
    const Analysis a = analyse("x.../o...");
    CHECK(cgt::calculate(a.canonical).value().canonical_text == published.value().canonical_text);
    CHECK(a.outcome == Outcome::N);
    std::set<Board> seen;
    followers({"x...", "o..."}, seen);
    CHECK(seen.size() == 2784); // the brute force here plays the same game as CGSuite's
    CHECK(analyse("x.../o...").option_count == 42); // 2 + 3 + ... moves: the left side's count by hand below
    CHECK(amazon_moves({"x...", "o..."}, true).size() + amazon_moves({"x...", "o..."}, false).size() == 42);
}

TEST_CASE("amazons: every board of up to 6 squares against minimax, the impartial variant against mex") {
    brute::Solver s(amazon_moves);
    std::size_t boards = 0;
    const std::pair<int, int> shapes[] = {{1, 2}, {1, 4}, {1, 6}, {2, 2}, {2, 3}, {3, 2}};
    for (auto [h, w] : shapes)
        for (const Board& b : brute::fillings(h, w, ".xo#")) {
            const std::string t = brute::text(b);
            CHECK_MESSAGE(analyse(t).outcome == s.outcome(b), t);
            if (h * w <= 4) CHECK_MESSAGE(analyse(t, "impartial").value == std::optional<Grundy>(s.grundy(b)), t);
            ++boards;
        }
    CHECK(boards == 16 + 256 + 4096 + 256 + 4096 + 4096);
}

TEST_CASE("amazons: the bitboard outcome search against minimax on every board of up to 6 squares and every 3 x 3 board with one amazon a side") {
    brute::Solver s(amazon_moves);
    std::size_t boards = 0;
    auto check = [&](const Board& b) {
        grid::Grid flat{static_cast<std::uint8_t>(b.size()), static_cast<std::uint8_t>(b[0].size()), {}};
        for (const auto& row : b) flat.cells += row;
        for (bool left : {true, false}) {
            std::size_t budget = 10'000'000;
            const auto mine = amazons::AmazonsRules::fast_wins_first(flat, left, budget);
            REQUIRE(mine);
            CHECK_MESSAGE(*mine == s.wins_first(b, left), brute::text(b), left ? " Left first" : " Right first");
        }
        ++boards;
    };
    const std::pair<int, int> shapes[] = {{1, 6}, {2, 3}, {3, 2}};
    for (auto [h, w] : shapes)
        for (const Board& b : brute::fillings(h, w, ".xo#")) check(b);
    for (const Board& b : brute::fillings(3, 3, ".xo#"))
        if (std::count(b[0].begin(), b[0].end(), 'x') + std::count(b[1].begin(), b[1].end(), 'x') + std::count(b[2].begin(), b[2].end(), 'x') == 1 &&
            std::count(b[0].begin(), b[0].end(), 'o') + std::count(b[1].begin(), b[1].end(), 'o') + std::count(b[2].begin(), b[2].end(), 'o') == 1)
            check(b);
    CHECK(boards == 3 * 4096 + 9 * 8 * 128);
}

TEST_CASE("amazons: burnt squares wall off rooms, valued alone and added; a corner joins") {
    // x. alone gives Left one move (there, the arrow back): 1; .o gives Right one: -1.
    CHECK(analyse("x.#.o").canonical == "0");
    // Two o's and two empty squares in a 2 x 2 room: Right moves twice (the first arrow onto the
    // square left), Left once: -1.
    CHECK(analyse("x.#.o/###.o").canonical == "-1");
    // A queen crosses a corner: x#/#. is one room, Left moves diagonally and shoots back.
    CHECK(analyse("x#/#.").canonical == "1");
}

TEST_CASE("amazons: a move's label, squares and errors") {
    auto& r = brute::ruleset("amazons");
    const auto moves = r.moves("x.").value();
    REQUIRE(moves.size() == 1); // to column 2, the arrow back onto the square it left
    CHECK(moves[0].label == "Left: row 1, column 1 to row 1, column 2, arrow at row 1, column 1");
    CHECK(moves[0].to == "#x");
    auto bad = r.canonical("x.q./o...");
    REQUIRE(!bad);
    CHECK(bad.error().offset == 2);
    CHECK(bad.error().message.find("'q'") != std::string::npos);
    CHECK(!r.canonical("x.../o.."));
}
