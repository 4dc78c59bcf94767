// Staircase Nim (games/staircase.h): the odd steps' nim-sum against an independent search, both as
// Ferguson's P-position rule and as the Grundy value; the moves against the rule; the worked
// example 0,1,5; the picture and the text forms.
#include <doctest.h>

#include <set>
#include <string>
#include <vector>

#include "core/impartial.h"
#include "games/staircase.h"

using namespace gl;
using staircase::StaircaseGame;
using Steps = std::vector<std::uint64_t>;

namespace {

// Staircase Nim from the rule alone, with the floor kept as index 0 (coins pile up there).
struct BruteStaircase {
    using Position = std::vector<std::uint64_t>; // index 0: the floor, index j: step j
    std::vector<Position> moves(const Position& p) const {
        std::vector<Position> out;
        for (std::size_t j = 1; j < p.size(); ++j)
            for (std::uint64_t k = 1; k <= p[j]; ++k) {
                Position q = p;
                q[j] -= k;
                q[j - 1] += k;
                out.push_back(q);
            }
        return out;
    }
};

BruteStaircase::Position with_floor(const Steps& s) {
    BruteStaircase::Position p{0};
    p.insert(p.end(), s.begin(), s.end());
    return p;
}

// Staircases of `steps` steps with 0..max coins each.
template <class F>
void for_each_staircase(std::size_t steps, std::uint64_t max, F f) {
    Steps p(steps, 0);
    while (true) {
        f(p);
        std::size_t i = 0;
        while (i < steps && p[i] == max) p[i++] = 0;
        if (i == steps) return;
        ++p[i];
    }
}

Analysis analyse(std::string_view pos, Play play = Play::Normal) {
    RulesetOf<StaircaseGame> r{StaircaseGame{}};
    auto a = r.analyse(pos, play, kDefaultSearchBudget);
    REQUIRE(a.ok());
    return a.value();
}

} // namespace

TEST_CASE("Staircase Nim: P iff the odd steps' nim-sum is 0, and the Grundy value is that nim-sum, by independent search") {
    StaircaseGame g;
    GameSearch<BruteStaircase> brute{BruteStaircase{}};
    std::size_t count = 0;
    auto check = [&](const Steps& p) {
        CAPTURE(p);
        const Grundy searched = brute.grundy(with_floor(p));
        Grundy odd = 0;
        for (std::size_t j = 1; j <= p.size(); j += 2) odd ^= p[j - 1];
        CHECK((searched == 0) == (odd == 0)); // Ferguson, §2.6, Exercise 6
        CHECK(searched == odd);               // and the value itself
        auto closed = g.closed_form(p);
        REQUIRE(closed);
        CHECK(closed->value == searched);
        ++count;
    };
    for (std::size_t n = 1; n <= 3; ++n) for_each_staircase(n, 5, check);
    for_each_staircase(4, 4, check);
    for_each_staircase(5, 2, check);
    for_each_staircase(6, 1, check);
    CHECK(count == 6 + 36 + 216 + 625 + 243 + 64);
}

TEST_CASE("Staircase Nim's moves are those of the rule, each once, and keep the number of steps") {
    StaircaseGame g;
    for_each_staircase(3, 3, [&](const Steps& p) {
        CAPTURE(p);
        const auto opts = g.options(p);
        std::set<BruteStaircase::Position> mine, rule;
        for (const auto& o : opts) {
            CHECK(o.to.size() == p.size());
            mine.insert(with_floor(o.to));
        }
        // The brute force keeps the floor's coins, so compare with them dropped.
        for (auto q : BruteStaircase{}.moves(with_floor(p))) {
            q[0] = 0;
            rule.insert(q);
        }
        CHECK(mine == rule);
        CHECK(mine.size() == opts.size());
        CHECK(g.count_options(p) == opts.size());
    });
}

TEST_CASE("Staircase 0,1,5: value 0 ⊕ 5 = 5; the one winning move takes all 5 coins from step 3 to step 2") {
    const Analysis a = analyse("0,1,5");
    REQUIRE(a.value);
    CHECK(*a.value == 5);
    CHECK(a.outcome == Outcome::N);
    CHECK(a.method == Method::ClosedForm);
    REQUIRE(a.winning_moves.size() == 1);
    CHECK(a.winning_moves[0].label == "step 3 → 2: 5 coins");
    CHECK(a.winning_moves[0].to == "0,6,0");
    GameSearch<BruteStaircase> brute{BruteStaircase{}};
    StaircaseGame g;
    CHECK(a.options.size() == 6);
    for (const auto& o : a.options) {
        CAPTURE(o.move.label);
        const Steps to = g.parse(o.move.to, "pos").value();
        CHECK((brute.grundy(with_floor(to)) == 0) == (o.move.to == "0,6,0"));
        REQUIRE(o.value);
        CHECK(*o.value == brute.grundy(with_floor(to)));
    }
    // The facts show the odd steps' nim-sum in binary.
    bool shown = false;
    for (const auto& [k, v] : a.facts)
        if (k == "odd steps' nim-sum") shown = v.find("101₂") != std::string::npos;
    CHECK(shown);
}

TEST_CASE("a move from an even step is undone by moving the same coins on down (the reversible moves of the proof)") {
    StaircaseGame g;
    GameSearch<BruteStaircase> brute{BruteStaircase{}};
    const Steps p{1, 3, 2, 2}; // odd steps 1, 2: nim-sum 3
    for (const auto& o : g.options(p)) {
        CAPTURE(o.label);
        // Moves from step 2 or 4 add k coins to step 1 or 3; moving those k on restores the odd steps.
        const bool from_even = o.label.rfind("step 2", 0) == 0 || o.label.rfind("step 4", 0) == 0;
        if (!from_even) continue;
        bool undone = false;
        for (const auto& back : g.options(o.to)) {
            Grundy odd = 0;
            for (std::size_t j = 0; j < back.to.size(); j += 2) odd ^= back.to[j];
            if (odd == 3 && brute.grundy(with_floor(back.to)) == brute.grundy(with_floor(p))) undone = true;
        }
        CHECK(undone);
    }
}

TEST_CASE("Staircase misère play is left to search, which agrees with an independent search") {
    GameSearch<BruteStaircase> brute{BruteStaircase{}};
    for (const Steps& p : {Steps{0, 1, 5}, Steps{1}, Steps{0, 0}, Steps{2, 1}, Steps{1, 1, 1}, Steps{3, 0, 2, 1}}) {
        StaircaseGame g;
        const std::string text = g.format(p);
        CAPTURE(text);
        const Analysis a = analyse(text, Play::Misere);
        CHECK(a.method == Method::Search);
        CHECK(a.outcome == brute.outcome(with_floor(p), Play::Misere));
    }
    const Analysis big = analyse("40,40,40,40,40,40,40,40,40,40", Play::Misere);
    CHECK(big.method == Method::TooLarge); // the budget stops it; normal play still has its value
    REQUIRE(analyse("40,40,40,40,40,40,40,40,40,40").value);
}

TEST_CASE("Staircase text: steps kept as given, trailing empty steps included; caps and errors") {
    StaircaseGame g;
    for (const char* t : {"0,1,5", "0,1,5,0", "0", "40,0,0,0,0,0,0,0,0,40"}) {
        auto p = g.parse(t, "pos");
        REQUIRE(p.ok());
        CHECK(g.format(p.value()) == t);
    }
    CHECK(g.format(g.parse(" 0, 1 ,5", "pos").value()) == "0,1,5");

    auto many = g.parse("1,401", "pos");
    REQUIRE(!many.ok());
    CHECK(many.error().offset == 2);
    CHECK(many.error().message.find("at most 400") != std::string::npos);
    auto total = g.parse("40,40,40,40,40,40,40,40,40,41", "pos");
    REQUIRE(!total.ok());
    CHECK(total.error().message.find("at most 400 coins in all") != std::string::npos);

    auto tall = g.parse("0,0,0,0,0,0,0,0,0,0,0", "pos");
    REQUIRE(!tall.ok());
    CHECK(tall.error().message.find("more than 10") != std::string::npos);

    auto gap = g.parse("1,,2", "pos");
    REQUIRE(!gap.ok());
    CHECK(gap.error().offset == 2);
    CHECK(!g.parse("", "pos").ok());
}

TEST_CASE("Staircase picture: a column per step, step 1 first, standing on j blocks; the k-th token from the top moves the top k coins down") {
    StaircaseGame g;
    const Steps p{2, 0, 3};
    const auto opts = g.options(p);
    const Picture pic = g.picture(p, opts);
    CHECK(pic.layout == Picture::Layout::Stacks);
    REQUIRE(pic.rows.size() == 3);
    std::size_t offered = 0;
    for (std::size_t j = 1; j <= p.size(); ++j) {
        const PictureRow& col = pic.rows[j - 1];
        CHECK(col.label == "step " + std::to_string(j));
        REQUIRE(col.cells.size() == j + p[j - 1]);
        for (std::size_t b = 0; b < j; ++b) { // the step: j solid blocks, not clickable
            CHECK(col.cells[b].glyph == Glyph::Step);
            CHECK(col.cells[b].moves.empty());
        }
        for (std::size_t i = 0; i < p[j - 1]; ++i) { // i from the bottom of the coins
            const Cell& c = col.cells[j + i];
            CHECK(c.glyph == Glyph::Token);
            REQUIRE(c.moves.size() == 1);
            const std::uint64_t k = p[j - 1] - i;
            Steps expect = p;
            expect[j - 1] -= k;
            if (j > 1) expect[j - 2] += k;
            CHECK(opts.at(static_cast<std::size_t>(c.moves[0])).to == expect);
            ++offered;
        }
    }
    CHECK(offered == opts.size());
}

TEST_CASE("finding (fuzz_game): a move piled more than 40 coins on a step, leaving a position no link could open") {
    // 6,18,37: moving 23 of the 37 coins of step 3 down puts 41 on step 2. Caps are on the total now,
    // so every position a move reaches parses back: checked here for every move of the fullest
    // positions and of the fuzzer's input.
    StaircaseGame g;
    for (const char* t : {"6,18,37", "40,40,40,40,40,40,40,40,40,40", "0,0,0,0,0,0,0,0,0,400"}) {
        auto p = g.parse(t, "pos");
        REQUIRE(p.ok());
        for (const auto& o : g.options(p.value())) {
            auto back = g.parse(g.format(o.to), "pos");
            REQUIRE_MESSAGE(back.ok(), o.label);
            CHECK(back.value() == o.to);
        }
    }
}
