// The generic theory (core/impartial.h) against facts of the seeds that need no closed form.
#include <doctest.h>

#include <vector>

#include "core/impartial.h"

using namespace gl;

namespace {
// Subtraction game with set S on one heap (Ferguson, Part I, §1.4): independent of Nim.
struct Subtract {
    using Position = unsigned;
    std::vector<unsigned> s;
    std::vector<unsigned> moves(unsigned n) const {
        std::vector<unsigned> out;
        for (unsigned k : s)
            if (k <= n) out.push_back(n - k);
        return out;
    }
};
} // namespace

TEST_CASE("mex is the least non-negative integer not in the set (Ferguson, Part I, §3.2)") {
    CHECK(mex(std::vector<Grundy>{}) == 0);
    CHECK(mex(std::vector<Grundy>{1, 2}) == 0);
    CHECK(mex(std::vector<Grundy>{0, 1, 3}) == 2);
    CHECK(mex(std::vector<Grundy>{3, 0, 2, 1, 1}) == 4);
    CHECK(mex(std::vector<Grundy>{0, 0, 0}) == 1);
}

TEST_CASE("nim-sum examples of Ferguson, Part I, §2.2 and §2.6") {
    CHECK(nim_sum(std::vector<Grundy>{22, 51}) == 37); // (10110)2 + (110011)2 = (100101)2
    CHECK(nim_sum(std::vector<Grundy>{27, 17}) == 10); // exercise 1(a)
    CHECK(nim_sum(std::vector<Grundy>{38, 63}) == 25); // exercise 1(b): the x with 38 + x = 25 is 63
}

TEST_CASE("subtraction games: P-positions of the seeds") {
    SUBCASE("S = {1,2,3}: P-positions are the multiples of 4 (Ferguson, Part I, §1.1, 1.3)") {
        GameSearch<Subtract> g(Subtract{{1, 2, 3}});
        for (unsigned n = 0; n <= 60; ++n) CHECK(g.grundy(n) == n % 4);
        CHECK(g.outcome(21, Play::Normal) == Outcome::N);
        CHECK(g.winning_moves(21, Play::Normal) == std::vector<unsigned>{20}); // "take one chip"
    }
    SUBCASE("S = {1,3,4}: P-positions are n = 0, 2 mod 7; 100 is P (Ferguson, Part I, §1.4)") {
        GameSearch<Subtract> g(Subtract{{1, 3, 4}});
        for (unsigned n = 0; n <= 120; ++n)
            CHECK((g.outcome(n, Play::Normal) == Outcome::P) == (n % 7 == 0 || n % 7 == 2));
        CHECK(g.outcome(100, Play::Normal) == Outcome::P);
    }
    SUBCASE("S = {2,3}: Grundy values 0,0,1,1,2 repeat (Ferguson, Part I, §1.4)") {
        GameSearch<Subtract> g(Subtract{{2, 3}});
        const unsigned pattern[] = {0, 0, 1, 1, 2};
        for (unsigned n = 0; n <= 100; ++n) CHECK(g.grundy(n) == pattern[n % 5]);
    }
    SUBCASE("misère S = {1,2,3}: P-positions are n = 1 mod 4 (Ferguson, Part I, §1.5 exercise 1)") {
        GameSearch<Subtract> g(Subtract{{1, 2, 3}});
        for (unsigned n = 0; n <= 40; ++n)
            CHECK((g.outcome(n, Play::Misere) == Outcome::P) == (n % 4 == 1));
    }
}

TEST_CASE("Sprague-Grundy theorem: a sum's value is the nim-sum of its components' (Ferguson, Part I, §4.2)") {
    // The sum is searched as one game; its value must equal the xor of separately searched parts.
    GameSearch<Subtract> part(Subtract{{1, 3, 4}});
    GameSearch<Sum<Subtract>> whole(Sum<Subtract>{Subtract{{1, 3, 4}}});
    for (unsigned a = 0; a <= 12; ++a)
        for (unsigned b = a; b <= 12; ++b)
            for (unsigned c = b; c <= 12; ++c)
                CHECK(whole.grundy({a, b, c}) == (part.grundy(a) ^ part.grundy(b) ^ part.grundy(c)));
}
