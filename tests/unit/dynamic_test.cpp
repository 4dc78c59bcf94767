// Dynamic subtraction (games/dynamic.h): "n/m is P iff the largest power of 2 dividing n exceeds m"
// against an independent search of Ferguson's rule on every position up to 64 chips and every limit,
// the start (P iff n is a power of 2), the worked example n = 44, the text and the board.
#include <doctest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "core/impartial.h"
#include "games/dynamic.h"

using namespace gl;
using dynamic::DynamicGame;
using fibonacci::Pile;

namespace {

// The rule alone, with no clamping: n chips, take 1..min(m, n), and the opponent may then take at
// most as many. A position is 1024 n + m.
constexpr std::uint64_t at(std::uint64_t n, std::uint64_t m) { return 1024 * n + m; }
struct BruteDynamic {
    using Position = std::uint64_t;
    std::vector<Position> moves(Position p) const {
        const std::uint64_t n = p / 1024, m = p % 1024;
        std::vector<Position> out;
        for (std::uint64_t k = 1; k <= m && k <= n; ++k) out.push_back(at(n - k, k));
        return out;
    }
};

// The largest power of 2 dividing n >= 1, by repeated halving.
std::uint64_t power_of_two_in(std::uint64_t n) {
    std::uint64_t t = 1;
    while (n % 2 == 0) {
        n /= 2;
        t *= 2;
    }
    return t;
}

Analysis analyse(std::string_view pos) {
    RulesetOf<DynamicGame> r{DynamicGame{}};
    auto a = r.analyse(pos, Play::Normal, kDefaultSearchBudget);
    REQUIRE(a.ok());
    return a.value();
}

} // namespace

TEST_CASE("dynamic subtraction: the power-of-2 rule equals search for every n <= 64 and every limit") {
    GameSearch<BruteDynamic> search{BruteDynamic{}};
    DynamicGame g;
    for (std::uint64_t n = 1; n <= 64; ++n)
        for (std::uint64_t m = 1; m <= n + 3; ++m) { // limits above the pile too
            CAPTURE(n);
            CAPTURE(m);
            const bool p_position = search.grundy(at(n, m)) == 0;
            CHECK(p_position == (power_of_two_in(n) > m));
            auto rule = g.outcome_form(fibonacci::make_pile(n, m));
            REQUIRE(rule);
            CHECK(rule->outcome == (p_position ? Outcome::P : Outcome::N));
        }
    CHECK(g.outcome_form(Pile{0, 0})->outcome == Outcome::P);
    CHECK(g.outcome_form(Pile{1, 0})->outcome == Outcome::P);
}

TEST_CASE("dynamic subtraction: from the start the first player loses exactly when n is a power of 2") {
    GameSearch<BruteDynamic> search{BruteDynamic{}};
    std::set<std::uint64_t> powers{1, 2, 4, 8, 16, 32, 64, 128};
    for (std::uint64_t n = 1; n <= 140; ++n) {
        CAPTURE(n);
        CHECK((search.grundy(at(n, n - 1)) == 0) == (powers.count(n) > 0));
        CHECK((DynamicGame{}.outcome_form(Pile{n, n - 1})->outcome == Outcome::P) == (powers.count(n) > 0));
    }
}

TEST_CASE("dynamic subtraction: the ruleset's moves and its search are the rule's") {
    GameSearch<BruteDynamic> brute{BruteDynamic{}};
    DynamicGame g;
    BudgetSearch<DynamicGame> search(g, 1'000'000, false);
    for (std::uint64_t n = 0; n <= 64; ++n)
        for (std::uint64_t m = 1; m <= n + 2; ++m) {
            CAPTURE(n);
            CAPTURE(m);
            const Pile p = fibonacci::make_pile(n, m);
            CHECK(search.grundy(p) == brute.grundy(at(n, m)));
            const auto opts = g.options(p);
            CHECK(opts.size() == std::min(n, m));
            CHECK(g.count_options(p) == opts.size());
            for (std::size_t k = 0; k < opts.size(); ++k) {
                CHECK(opts[k].label == "take " + std::to_string(k + 1));
                CHECK(opts[k].to == fibonacci::make_pile(n - (k + 1), k + 1));
            }
        }
}

TEST_CASE("dynamic subtraction from 44 (Ferguson's question): take 4 wins, and so does take 12, and nothing else") {
    const Analysis a = analyse("44");
    CHECK(a.outcome == Outcome::N);
    CHECK(a.option_count == 43);
    std::set<std::string> wins;
    for (const auto& m : a.winning_moves) wins.insert(m.label);
    // 44 − 4 = 40 = 8 × 5 with limit 4, and 44 − 12 = 32 with limit 12: the power of 2 is out of reach.
    CHECK(wins == std::set<std::string>{"take 4", "take 12"});
    GameSearch<BruteDynamic> brute{BruteDynamic{}};
    for (std::uint64_t k = 1; k <= 43; ++k) {
        CAPTURE(k);
        CHECK((brute.grundy(at(44 - k, k)) == 0) == (wins.count("take " + std::to_string(k)) > 0));
    }
    for (const auto& m : a.winning_moves) CHECK(analyse(m.to).outcome == Outcome::P);
    CHECK(a.reason.find("44 = 4 × 11") != std::string::npos);
    CHECK(a.reason.find("take 4") != std::string::npos);
    const Analysis p = analyse("40/4");
    CHECK(p.outcome == Outcome::P);
    CHECK(p.reason.find("40 = 8 × 5") != std::string::npos);
    CHECK(analyse("64").outcome == Outcome::P);
}

TEST_CASE("dynamic subtraction position text: the same forms as Fibonacci Nim, 200 chips at most") {
    DynamicGame g;
    CHECK(g.format(g.parse("44", "pos").value()) == "44");
    CHECK(g.parse("44", "pos").value() == Pile{44, 43});
    CHECK(g.format(g.parse("40/4", "pos").value()) == "40/4");
    CHECK(g.format(g.parse("40/39", "pos").value()) == "40");
    CHECK(g.format(g.parse("3/8", "pos").value()) == "3/3");
    auto bad = g.parse("201", "pos");
    REQUIRE(!bad.ok());
    CHECK(bad.error().offset == 0);
    auto slash = g.parse("40/4x", "pos");
    REQUIRE(!slash.ok());
    CHECK(slash.error().offset == 4);
    for (std::uint64_t n = 0; n <= 64; ++n)
        for (std::uint64_t m = 1; m <= n; ++m) {
            const Pile p = fibonacci::make_pile(n, m);
            CHECK(g.parse(g.format(p), "pos").value() == p);
        }
}

TEST_CASE("dynamic subtraction board: the k-th chip from the top takes k, up to the limit") {
    DynamicGame g;
    const Pile p{40, 4};
    const auto opts = g.options(p);
    const Picture pic = g.picture(p, opts);
    REQUIRE(pic.rows.size() == 1);
    const auto& cells = pic.rows[0].cells;
    REQUIRE(cells.size() == 40);
    for (std::size_t k = 1; k <= 40; ++k) {
        CAPTURE(k);
        const Cell& c = cells[40 - k];
        if (k <= 4) {
            REQUIRE(c.moves.size() == 1);
            CHECK(opts[c.moves[0]].label == "take " + std::to_string(k));
        } else {
            CHECK(c.moves.empty());
        }
    }
    CHECK(pic.caption.find("take 1 to 4") != std::string::npos);
}
