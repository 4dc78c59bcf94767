// Fibonacci Nim (games/fibonacci.h): the Zeckendorf rule "n/m is P iff the smallest term of n's
// Zeckendorf representation exceeds m" against an independent search of the rule as Whinihan and
// Ferguson state it, the worked example 43 = 34 + 8 + 1, the position text and the board.
#include <doctest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "core/impartial.h"
#include "games/fibonacci.h"

using namespace gl;
using fibonacci::FibonacciGame;
using fibonacci::Pile;

namespace {

// The rule alone, with no clamping: n chips, the next move takes 1..min(m, n), and then the
// opponent may take up to twice that. A position is 1024 n + m.
constexpr std::uint64_t at(std::uint64_t n, std::uint64_t m) { return 1024 * n + m; }
struct BruteFibonacci {
    using Position = std::uint64_t;
    std::vector<Position> moves(Position p) const {
        const std::uint64_t n = p / 1024, m = p % 1024;
        std::vector<Position> out;
        for (std::uint64_t k = 1; k <= m && k <= n; ++k) out.push_back(at(n - k, 2 * k));
        return out;
    }
};

bool is_fibonacci(std::uint64_t n) {
    for (std::uint64_t a = 1, b = 2; a <= n; b += a, a = b - a)
        if (a == n) return true;
    return false;
}

Analysis analyse(std::string_view pos, Play play = Play::Normal) {
    RulesetOf<FibonacciGame> r{FibonacciGame{}};
    auto a = r.analyse(pos, play, kDefaultSearchBudget);
    REQUIRE(a.ok());
    return a.value();
}

} // namespace

TEST_CASE("Fibonacci Nim: the Zeckendorf rule equals search on every position up to 90 chips") {
    GameSearch<BruteFibonacci> search{BruteFibonacci{}};
    FibonacciGame g;
    for (std::uint64_t n = 0; n <= 90; ++n)
        for (std::uint64_t m = 0; m <= n; ++m) {
            if (m == 0 && n > 1) continue; // only the start of a 1-chip pile has limit 0
            CAPTURE(n);
            CAPTURE(m);
            const bool p_position = search.grundy(at(n, m)) == 0;
            auto rule = g.outcome_form(fibonacci::make_pile(n, m));
            REQUIRE(rule);
            CHECK(rule->outcome == (p_position ? Outcome::P : Outcome::N));
            CHECK(!rule->reason.empty());
        }
}

TEST_CASE("Fibonacci Nim: from the start, the first player loses exactly when n is a Fibonacci number") {
    GameSearch<BruteFibonacci> search{BruteFibonacci{}};
    for (std::uint64_t n = 1; n <= 150; ++n) {
        CAPTURE(n);
        CHECK((search.grundy(at(n, n - 1)) == 0) == is_fibonacci(n));
        auto rule = FibonacciGame{}.outcome_form(Pile{n, n - 1});
        REQUIRE(rule);
        CHECK((rule->outcome == Outcome::P) == is_fibonacci(n));
    }
}

TEST_CASE("Fibonacci Nim: the ruleset's moves and its search are the rule's (a limit above the pile is the pile)") {
    GameSearch<BruteFibonacci> brute{BruteFibonacci{}};
    FibonacciGame g;
    BudgetSearch<FibonacciGame> search(g, 1'000'000, false);
    for (std::uint64_t n = 0; n <= 40; ++n)
        for (std::uint64_t m = 1; m <= 2 * n + 2; ++m) {
            CAPTURE(n);
            CAPTURE(m);
            const Pile p = fibonacci::make_pile(n, m); // clamped: an equal game
            CHECK(search.grundy(p) == brute.grundy(at(n, m)));
            const auto opts = g.options(p);
            CHECK(opts.size() == std::min(n, m));
            CHECK(g.count_options(p) == opts.size());
            for (std::size_t k = 0; k < opts.size(); ++k) {
                CHECK(opts[k].label == "take " + std::to_string(k + 1));
                CHECK(opts[k].to[0] == n - (k + 1));
                CHECK(brute.grundy(at(opts[k].to[0], opts[k].to[1])) == brute.grundy(at(n - (k + 1), 2 * (k + 1))));
            }
        }
}

TEST_CASE("Zeckendorf representations: distinct, non-neighbouring Fibonacci numbers summing to n; 43 = 34 + 8 + 1") {
    const auto fib = fibonacci::fibonacci_upto(2000);
    REQUIRE(fib.size() > 10);
    CHECK(fib[0] == 1);
    CHECK(fib[1] == 2);
    for (std::size_t i = 2; i < fib.size(); ++i) CHECK(fib[i] == fib[i - 1] + fib[i - 2]);
    for (std::uint64_t n = 1; n <= 2000; ++n) {
        CAPTURE(n);
        const auto terms = fibonacci::zeckendorf(n);
        std::uint64_t sum = 0;
        std::vector<std::size_t> idx;
        for (std::uint64_t t : terms) {
            sum += t;
            const auto it = std::find(fib.begin(), fib.end(), t);
            REQUIRE(it != fib.end());
            idx.push_back(static_cast<std::size_t>(it - fib.begin()));
        }
        CHECK(sum == n);
        for (std::size_t k = 1; k < idx.size(); ++k) CHECK(idx[k - 1] >= idx[k] + 2); // decreasing, no neighbours
    }
    CHECK(fibonacci::zeckendorf_text(43) == "43 = 34 + 8 + 1");
    CHECK(fibonacci::zeckendorf(0).empty());
}

TEST_CASE("Fibonacci Nim from 43 (Ferguson's example): the winning moves are exactly take 1 and take 9") {
    const Analysis a = analyse("43");
    CHECK(a.outcome == Outcome::N);
    CHECK(a.option_count == 42);
    std::set<std::string> wins;
    for (const auto& m : a.winning_moves) wins.insert(m.label);
    CHECK(wins == std::set<std::string>{"take 1", "take 9"});
    // Every winning move leads to a P-position by plain search, and no other move does.
    GameSearch<BruteFibonacci> brute{BruteFibonacci{}};
    for (std::uint64_t k = 1; k <= 42; ++k) {
        CAPTURE(k);
        CHECK((brute.grundy(at(43 - k, 2 * k)) == 0) == (wins.count("take " + std::to_string(k)) > 0));
    }
    for (const auto& m : a.winning_moves) {
        const Analysis b = analyse(m.to);
        CHECK(b.outcome == Outcome::P);
        CHECK(b.winning_moves.empty());
    }
    CHECK(a.reason.find("43 = 34 + 8 + 1") != std::string::npos);
    CHECK(a.reason.find("take 1") != std::string::npos);
    bool zeck = false, limit = false;
    for (const auto& [k, v] : a.facts) {
        zeck = zeck || (k == "Zeckendorf" && v == "43 = 34 + 8 + 1");
        limit = limit || (k == "limit" && v.find("42") != std::string::npos);
    }
    CHECK(zeck);
    CHECK(limit);
    // Taking 1 leaves 42 = 34 + 8 with a limit of 2: its smallest term 8 is out of reach.
    CHECK(analyse("42/2").reason.find("42 = 34 + 8") != std::string::npos);
}

TEST_CASE("Fibonacci Nim: misère play is searched, and the last chip loses") {
    CHECK(analyse("1/1", Play::Misere).outcome == Outcome::P); // must take the last chip
    CHECK(analyse("2/1", Play::Misere).outcome == Outcome::N); // take 1, the opponent takes the last
    CHECK(analyse("0", Play::Misere).outcome == Outcome::N);
}

TEST_CASE("Fibonacci Nim position text: start, chips/limit, clamping, and errors with offsets") {
    FibonacciGame g;
    auto canon = [&](std::string_view t) {
        auto p = g.parse(t, "pos");
        REQUIRE(p.ok());
        return g.format(p.value());
    };
    CHECK(g.parse("43", "pos").value() == Pile{43, 42});
    CHECK(g.parse("42/2", "pos").value() == Pile{42, 2});
    CHECK(canon("43/42") == "43"); // the start is n/(n − 1)
    CHECK(canon("5/9") == "5/5");  // a limit above the pile is the whole pile
    CHECK(canon("5/5") == "5/5");
    CHECK(canon("0") == "0");
    CHECK(canon("0/7") == "0");
    CHECK(canon("007") == "7");
    CHECK(g.parse("1", "pos").value() == Pile{1, 0}); // the first move may not take the whole pile
    CHECK(g.options(Pile{1, 0}).empty());
    CHECK(canon("1/1") == "1/1");
    CHECK(g.options(Pile{1, 1}).size() == 1);
    for (std::uint64_t n = 0; n <= 60; ++n)
        for (std::uint64_t m = 0; m <= n; ++m) {
            if (m == 0 && n > 1) continue;
            const Pile p = fibonacci::make_pile(n, m);
            auto back = g.parse(g.format(p), "pos");
            REQUIRE(back.ok());
            CHECK(back.value() == p);
        }

    struct Bad {
        const char* text;
        std::size_t offset;
        const char* says;
    };
    for (const Bad& b : {Bad{"", 0, "empty"}, Bad{"4x", 1, "'x'"}, Bad{"x", 0, "not a number"}, Bad{"-1", 0, "'-'"},
                         Bad{"201", 0, "too large"}, Bad{"42/", 3, "missing"}, Bad{"42/0", 3, "1 or more"},
                         Bad{"42/401", 3, "too large"}, Bad{"42/2/1", 4, "'/'"}, Bad{"42 /2", 2, "a space"},
                         Bad{"42/x", 3, "'x'"}, Bad{"99999999999999999999999", 0, "too large"}}) {
        CAPTURE(b.text);
        auto p = g.parse(b.text, "pos");
        REQUIRE(!p.ok());
        CHECK(p.error().where == "pos");
        CHECK(p.error().offset == b.offset);
        CHECK(p.error().message.find(b.says) != std::string::npos);
    }
}

TEST_CASE("Fibonacci Nim board: one column of chips; the k-th chip from the top takes k") {
    FibonacciGame g;
    const Pile p{43, 42};
    const auto opts = g.options(p);
    const Picture pic = g.picture(p, opts);
    CHECK(pic.layout == Picture::Layout::Stacks);
    REQUIRE(pic.rows.size() == 1);
    const auto& cells = pic.rows[0].cells;
    REQUIRE(cells.size() == 43);
    CHECK(pic.rows[0].label.find("42") != std::string::npos); // the limit is shown
    for (std::size_t k = 1; k <= 43; ++k) {
        const Cell& c = cells[43 - k]; // cells are drawn bottom up
        CAPTURE(k);
        if (k <= 42) {
            REQUIRE(c.moves.size() == 1);
            CHECK(opts[c.moves[0]].label == "take " + std::to_string(k));
        } else {
            CHECK(c.moves.empty()); // the bottom chip: the whole pile may not go on the first move
        }
    }
    // A big pile draws its top 59 chips and one cell for the rest, which offers the big takes.
    const Pile big{200, 100};
    const auto bopts = g.options(big);
    const Picture bpic = g.picture(big, bopts);
    const auto& bc = bpic.rows[0].cells;
    REQUIRE(bc.size() == 60);
    CHECK(bc[0].glyph == Glyph::Label);
    CHECK(bc[0].text == "141 more");
    CHECK(bc[0].moves.size() == 41); // take 60 .. take 100
    CHECK(bopts[bc[59].moves.at(0)].label == "take 1");
    std::size_t offered = 0;
    for (const Cell& c : bc) offered += c.moves.size();
    CHECK(offered == bopts.size());
}
