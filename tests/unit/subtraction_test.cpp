// The subtraction-game ruleset against the facts of Ferguson §1.4 and Winning Ways, and against a
// brute force written here (mex over n - k, independent of the octal engine).
#include <doctest.h>

#include <vector>

#include "games/subtraction.h"

using namespace gl;
using subtraction::SubtractionGame;

namespace {

std::vector<Grundy> brute(const std::vector<std::uint64_t>& s, std::size_t n) {
    std::vector<Grundy> g(n);
    for (std::size_t i = 0; i < n; ++i) {
        std::vector<Grundy> opts;
        for (auto k : s)
            if (k <= i) opts.push_back(g[i - k]);
        g[i] = mex(opts);
    }
    return g;
}

RulesetOf<SubtractionGame> game(const char* rules) { return RulesetOf<SubtractionGame>(SubtractionGame::with_rules(rules).value()); }

} // namespace

TEST_CASE("S = {1,3,4}: P-positions are n ≡ 0, 2 (mod 7); 100 is a P-position") {
    auto g = game("{1,3,4}");
    CHECK(g.rules_text() == "1,3,4");
    const auto b = brute({1, 3, 4}, 300);
    for (std::uint64_t n = 0; n < 300; ++n) {
        CAPTURE(n);
        auto a = g.analyse(std::to_string(n), Play::Normal).value();
        CHECK(*a.value == b[n]);
        CHECK((a.outcome == Outcome::P) == (n % 7 == 0 || n % 7 == 2));
    }
    CHECK(g.analyse("100", Play::Normal).value().outcome == Outcome::P);
    CHECK(g.analyse("100", Play::Normal).value().reason.find("n ≡ 0, 2 (mod 7)") != std::string::npos);
}

TEST_CASE("S = {2,3}: the nim-sequence 0,0,1,1,2 repeats (Winning Ways; S = {1,2,3}: multiples of 4 are P)") {
    auto g = game("2,3");
    const Grundy cycle[] = {0, 0, 1, 1, 2};
    for (std::uint64_t n = 0; n < 60; ++n) CHECK(*g.analyse(std::to_string(n), Play::Normal).value().value == cycle[n % 5]);
    auto h = game("1,2,3");
    for (std::uint64_t n = 0; n < 60; ++n) CHECK((h.analyse(std::to_string(n), Play::Normal).value().outcome == Outcome::P) == (n % 4 == 0));
}

TEST_CASE("large heaps come from the proved period and agree with the plain recurrence") {
    auto g = game("1,4,9,16");
    const auto b = brute({1, 4, 9, 16}, 5000);
    for (std::uint64_t n : {0u, 1u, 17u, 999u, 4321u, 4999u}) CHECK(*g.analyse(std::to_string(n), Play::Normal).value().value == b[n]);
}

TEST_CASE("a sum of heaps: winning moves are exactly the moves to nim-sum 0") {
    auto g = game("1,3,4");
    const auto b = brute({1, 3, 4}, 40);
    auto a = g.analyse("9,12,30", Play::Normal).value();
    CHECK(*a.value == (b[9] ^ b[12] ^ b[30]));
    std::size_t expected = 0;
    for (const auto& o : a.options) {
        auto h = g.canonical(o.move.to).value();
        auto v = g.analyse(h, Play::Normal).value().value;
        expected += *v == 0;
    }
    CHECK(a.winning_moves.size() == expected);
    for (const auto& w : a.winning_moves) CHECK(*g.analyse(w.to, Play::Normal).value().value == 0);
}

TEST_CASE("bad rules and positions name the character") {
    CHECK(SubtractionGame::with_rules("1,x").error().offset == 2);
    CHECK(SubtractionGame::with_rules("0").error().where == "rules");
    auto g = game("1,2");
    CHECK(g.canonical("3,,4").error().offset == 2);
    CHECK(g.canonical("1000001").error().message.find("too large") != std::string::npos);
}
