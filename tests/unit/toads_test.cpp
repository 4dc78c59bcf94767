// Toads and Frogs (games/toads.h on games/grid.h): the values Winning Ways works out in ch. 2,
// and every strip of up to 8 squares and every pair of strips of 4 against minimax and (impartial
// variant) mex written here on the strips themselves.
#include <doctest.h>

#include "board_brute.h"

using namespace gl;
using brute::Board;

namespace {

// Toads and Frogs by hand: a toad steps right into an empty square, or hops one frog into an
// empty square; a frog likewise to the left.
std::vector<Board> toad_moves(const Board& b, bool left) {
    const char me = left ? 't' : 'f', them = left ? 'f' : 't';
    const int d = left ? 1 : -1;
    std::vector<Board> out;
    for (std::size_t r = 0; r < b.size(); ++r)
        for (int c = 0; c < static_cast<int>(b[r].size()); ++c) {
            if (b[r][c] != me) continue;
            auto empty = [&](int k) { return k >= 0 && k < static_cast<int>(b[r].size()) && b[r][k] == '.'; };
            auto go = [&](int k) {
                Board n = b;
                n[r][c] = '.';
                n[r][k] = me;
                out.push_back(n);
            };
            if (empty(c + d)) go(c + d);
            else if (c + d >= 0 && c + d < static_cast<int>(b[r].size()) && b[r][c + d] == them && empty(c + 2 * d)) go(c + 2 * d);
        }
    return out;
}

Analysis analyse(const std::string& pos, const std::string& variant = "") {
    return brute::ruleset("toads", variant).analyse(pos, Play::Normal).value();
}

} // namespace

TEST_CASE("toads: the values Winning Ways works out (ch. 2)") {
    // Winning Ways, ch. 2: TFTF□ = 0, TF□TF = 0, TFT□F = *, T□TFF = {0|*} = ↑.
    CHECK(analyse("tftf.").canonical == "0");
    CHECK(analyse("tf.tf").canonical == "0");
    CHECK(analyse("tft.f").canonical == "*");
    CHECK(analyse("t.tff").canonical == "^");
    CHECK(analyse("ttf.f").canonical == "v"); // its mirror image: the negative
    CHECK(analyse("tf").canonical == "0");
    // Two strips are a sum: ↑ + ↓ = 0.
    CHECK(analyse("t.tff/ttf.f").canonical == "0");
}

TEST_CASE("toads: every strip of up to 8 squares and every two strips of 4 against minimax") {
    brute::Solver s(toad_moves);
    std::size_t boards = 0;
    const std::pair<int, int> shapes[] = {{1, 1}, {1, 2}, {1, 3}, {1, 4}, {1, 5}, {1, 6}, {1, 7}, {1, 8}, {2, 4}};
    for (auto [h, w] : shapes)
        for (const Board& b : brute::fillings(h, w, ".tf")) {
            const std::string t = brute::text(b);
            const Analysis a = analyse(t);
            CHECK_MESSAGE(a.outcome == s.outcome(b), t);
            if (h * w <= 6) CHECK_MESSAGE(analyse(t, "impartial").value == std::optional<Grundy>(s.grundy(b)), t);
            ++boards;
        }
    CHECK(boards == 9840 + 6561);
}

TEST_CASE("toads: text and errors") {
    auto& r = brute::ruleset("toads");
    CHECK(r.canonical("tt.ff|t...f").value() == "tt.ff/t...f");
    auto bad = r.canonical("tt.xf");
    REQUIRE(!bad);
    CHECK(bad.error().offset == 3);
    CHECK(bad.error().message.find("'x'") != std::string::npos);
    CHECK(!r.canonical(std::string(31, '.')));
}
