// Empty and Divide (games/divide.h): the closed form g(m, n) = trailing 1s of (m-1) | (n-1) and
// the rule "P iff both boxes are odd" against an independent search on every position up to 60 x 60.
#include <doctest.h>

#include <set>
#include <string>
#include <vector>

#include "core/impartial.h"
#include "games/divide.h"

using namespace gl;
using divide::DivideGame;
using Boxes = std::vector<std::uint64_t>;

namespace {

// The rule alone: empty either box, divide the other into two non-empty parts. A position (m, n)
// is the number 1024 m + n.
constexpr std::uint64_t at(std::uint64_t m, std::uint64_t n) { return 1024 * m + n; }
struct BruteDivide {
    using Position = std::uint64_t;
    std::vector<Position> moves(Position p) const {
        std::vector<Position> out;
        for (std::uint64_t kept : {p / 1024, p % 1024})
            for (std::uint64_t a = 1; a < kept; ++a) out.push_back(at(a, kept - a));
        return out;
    }
};

Analysis analyse(std::string_view pos) {
    RulesetOf<DivideGame> r{DivideGame{}};
    auto a = r.analyse(pos, Play::Normal, kDefaultSearchBudget);
    REQUIRE(a.ok());
    return a.value();
}

} // namespace

TEST_CASE("Empty and Divide: the closed form and 'P iff both odd' equal search on every position up to 60 x 60") {
    GameSearch<BruteDivide> search{BruteDivide{}};
    DivideGame g;
    for (std::uint64_t m = 1; m <= 60; ++m)
        for (std::uint64_t n = 1; n <= 60; ++n) {
            CAPTURE(m);
            CAPTURE(n);
            const Grundy v = search.grundy(at(m, n));
            CHECK(divide::value(m, n) == v);
            auto closed = g.closed_form({m, n});
            REQUIRE(closed);
            CHECK(closed->value == v);
            auto rule = g.outcome_form({m, n});
            REQUIRE(rule);
            CHECK(rule->outcome == (v == 0 ? Outcome::P : Outcome::N));
            CHECK((v == 0) == (m % 2 == 1 && n % 2 == 1)); // Ferguson's exercise: P iff both odd
        }
}

TEST_CASE("the lemma behind the formula: dividing s chips reaches exactly the values at the 1-bits of s - 1") {
    GameSearch<BruteDivide> search{BruteDivide{}};
    for (std::uint64_t s = 2; s <= 100; ++s) {
        std::set<Grundy> reached, bits;
        for (std::uint64_t a = 1; a < s; ++a) reached.insert(search.grundy(at(a, s - a)));
        for (Grundy b = 0; b < 8; ++b)
            if ((s - 1) >> b & 1) bits.insert(b);
        CAPTURE(s);
        CHECK(reached == bits);
    }
}

TEST_CASE("the ruleset's own search agrees with its closed form, and its moves are the rule's") {
    DivideGame g;
    BudgetSearch<DivideGame> search(g, 1'000'000, false);
    for (std::uint64_t m = 1; m <= 25; ++m)
        for (std::uint64_t n = 1; n <= 25; ++n) {
            const Boxes p{m, n};
            CHECK(search.grundy(p) == divide::value(m, n));
            std::set<Boxes> mine, rule;
            const auto opts = g.options(p);
            for (const auto& o : opts) mine.insert(o.to);
            CHECK(mine.size() == opts.size()); // each position once, also when m == n
            for (auto q : BruteDivide{}.moves(at(m, n))) rule.insert(Boxes{q / 1024, q % 1024});
            CHECK(mine == rule);
        }
    CHECK(g.options({1, 1}).empty()); // the only terminal position
    CHECK(g.options({4, 4}).size() == 3);
    CHECK(g.options({3, 4}).size() == 5);
}

TEST_CASE("3,4 is an N-position: value 2; the winning moves divide the 4 into two odd boxes") {
    const Analysis a = analyse("3,4");
    CHECK(a.value == Grundy{2});
    CHECK(a.outcome == Outcome::N);
    CHECK(a.method == Method::ClosedForm);
    CHECK(a.reason.find("11₂") != std::string::npos);
    std::set<std::string> wins;
    for (const auto& m : a.winning_moves) wins.insert(m.to);
    CHECK(wins == std::set<std::string>{"1,3", "3,1"});
    const Analysis p = analyse("5,7");
    CHECK(p.outcome == Outcome::P);
    CHECK(p.winning_moves.empty());
    const Analysis end = analyse("1,1");
    CHECK(end.game_over);
    CHECK(end.value == Grundy{0});
}

TEST_CASE("Empty and Divide positions: errors name the box and the character; text round trips") {
    DivideGame g;
    auto ok = g.parse(" 3 , 4", "pos");
    REQUIRE(ok.ok());
    CHECK(g.format(ok.value()) == "3,4");

    auto one = g.parse("3", "pos");
    REQUIRE(!one.ok());
    CHECK(one.error().where == "pos");
    CHECK(one.error().message.find("both boxes") != std::string::npos);

    auto zero = g.parse("3, 0", "pos");
    REQUIRE(!zero.ok());
    CHECK(zero.error().offset == 3);
    CHECK(zero.error().message.find("box 2 is empty") != std::string::npos);

    auto big = g.parse("201,1", "pos");
    REQUIRE(!big.ok());
    CHECK(big.error().offset == 0);
    CHECK(big.error().message.find("too large") != std::string::npos);
    CHECK(g.parse("200,200", "pos").ok());

    auto three = g.parse("3,4,5", "pos");
    REQUIRE(!three.ok());
    CHECK(three.error().offset == 4);

    auto junk = g.parse("3;4", "pos");
    REQUIRE(!junk.ok());
    CHECK(junk.error().offset == 1);
}

TEST_CASE("Empty and Divide picture: two boxes; a click on a box empties it and offers the divisions of the other") {
    DivideGame g;
    for (const Boxes& p : {Boxes{3, 4}, Boxes{4, 4}, Boxes{1, 5}, Boxes{1, 1}}) {
        CAPTURE(p[0]);
        CAPTURE(p[1]);
        const auto opts = g.options(p);
        const Picture pic = g.picture(p, opts);
        REQUIRE(pic.rows.size() == 2);
        std::set<int> used;
        for (std::size_t box = 0; box < 2; ++box) {
            REQUIRE(pic.rows[box].cells.size() == 1);
            const Cell& cell = pic.rows[box].cells[0];
            CHECK(cell.glyph == Glyph::Box);
            CHECK(cell.text == std::to_string(p[box]));
            // Emptying this box divides the other, s chips, into a + (s - a): s - 1 ways.
            const std::uint64_t other = p[1 - box];
            CHECK(cell.moves.size() == other - 1);
            std::set<std::uint64_t> parts;
            for (int m : cell.moves) {
                const Boxes& to = opts[static_cast<std::size_t>(m)].to;
                CHECK(to[0] + to[1] == other);
                parts.insert(to[0]);
                used.insert(m);
            }
            CHECK(parts.size() == cell.moves.size()); // each division once
        }
        CHECK(used.size() == opts.size()); // every move can be clicked
    }
}
