// Turning Turtles (games/turtles.h): the nim-sum of the heads' places against an independent
// search over bitmasks, the moves against the rule, Ferguson's 13-coin example, the misère
// difference from Nim, the picture and the text forms.
#include <doctest.h>

#include <set>
#include <string>
#include <vector>

#include "core/impartial.h"
#include "games/turtles.h"

using namespace gl;
using turtles::TurtlesGame;

namespace {

// Turning Turtles from the rule alone: bit k - 1 is set when the coin at place k shows heads. A
// move clears a set bit k and may also flip any one bit below it.
struct BruteTurtles {
    using Position = std::uint64_t;
    std::vector<Position> moves(Position m) const {
        std::vector<Position> out;
        for (int k = 0; k < 40; ++k) {
            if (!(m >> k & 1)) continue;
            const Position off = m ^ (Position{1} << k);
            out.push_back(off);
            for (int j = 0; j < k; ++j) out.push_back(off ^ (Position{1} << j));
        }
        return out;
    }
};

std::uint64_t mask_of(const std::string& coins) {
    std::uint64_t m = 0;
    for (std::size_t i = 0; i < coins.size(); ++i)
        if (coins[i] == 'H') m |= std::uint64_t{1} << i;
    return m;
}

std::string coins_of(std::uint64_t m, std::size_t n) {
    std::string s;
    for (std::size_t i = 0; i < n; ++i) s += (m >> i & 1) ? 'H' : 'T';
    return s;
}

Analysis analyse(std::string_view pos, Play play = Play::Normal) {
    RulesetOf<TurtlesGame> r{TurtlesGame{}};
    auto a = r.analyse(pos, play, kDefaultSearchBudget);
    REQUIRE(a.ok());
    return a.value();
}

} // namespace

TEST_CASE("Turning Turtles' value is the nim-sum of the heads' places, by independent search (every row of up to 10 coins)") {
    TurtlesGame g;
    GameSearch<BruteTurtles> brute{BruteTurtles{}};
    for (std::size_t n = 1; n <= 10; ++n)
        for (std::uint64_t m = 0; m < (std::uint64_t{1} << n); ++m) {
            const std::string p = coins_of(m, n);
            CAPTURE(p);
            const Grundy searched = brute.grundy(m);
            auto closed = g.closed_form(p);
            REQUIRE(closed);
            CHECK(closed->value == searched);
            Grundy x = 0;
            for (std::size_t k = 1; k <= n; ++k)
                if (m >> (k - 1) & 1) x ^= k;
            CHECK(searched == x);
        }
}

TEST_CASE("Turning Turtles' moves are those of the rule, each once") {
    TurtlesGame g;
    for (std::size_t n = 1; n <= 7; ++n)
        for (std::uint64_t m = 0; m < (std::uint64_t{1} << n); ++m) {
            const std::string p = coins_of(m, n);
            CAPTURE(p);
            const auto opts = g.options(p);
            std::set<std::uint64_t> mine, rule;
            for (const auto& o : opts) {
                CHECK(o.to.size() == n);
                mine.insert(mask_of(o.to));
            }
            for (auto q : BruteTurtles{}.moves(m)) rule.insert(q);
            CHECK(mine == rule);
            CHECK(mine.size() == opts.size());
            CHECK(g.count_options(p) == opts.size());
        }
}

TEST_CASE("Ferguson's row THTTHTTTHHTHT: heads at 2, 5, 9, 10, 12, value 2 ⊕ 5 ⊕ 9 ⊕ 10 ⊕ 12 = 8, three winning moves") {
    const Analysis a = analyse("THTTHTTTHHTHT");
    REQUIRE(a.value);
    CHECK(*a.value == (2 ^ 5 ^ 9 ^ 10 ^ 12));
    CHECK(*a.value == 8);
    CHECK(a.outcome == Outcome::N);
    CHECK(a.reason.find("2, 5, 9, 10, 12") != std::string::npos);
    CHECK(a.option_count == 2 + 5 + 9 + 10 + 12);
    // As in Nim on heaps 2, 5, 9, 10, 12: 9 → 1 (turn 9 and the tail at 1), 10 → 2 (turn 10 and
    // the head at 2: the two heaps of 2 cancel), 12 → 4 (turn 12 and the tail at 4).
    std::set<std::string> winning;
    for (const auto& w : a.winning_moves) winning.insert(w.label);
    CHECK(winning == std::set<std::string>{"9 H→T, 1 T→H", "10 H→T, 2 H→T", "12 H→T, 4 T→H"});
    GameSearch<BruteTurtles> brute{BruteTurtles{}};
    for (const auto& o : a.options) {
        CAPTURE(o.move.label);
        CHECK((brute.grundy(mask_of(o.move.to)) == 0) == (winning.count(o.move.label) == 1));
    }
    // Ferguson's sample move: turn the head at 9 and the tail at 4.
    bool found = false;
    for (const auto& o : a.options)
        if (o.move.label == "9 H→T, 4 T→H") found = o.move.to == "THTHHTTTTHTHT";
    CHECK(found);
}

TEST_CASE("misère Turning Turtles is not misère Nim: THH is a misère P-position, Nim 2, 3 is not") {
    GameSearch<BruteTurtles> brute{BruteTurtles{}};
    CHECK(brute.outcome(mask_of("THH"), Play::Misere) == Outcome::P);
    // Misère Nim 2, 3: two heaps above 1, so it follows normal play, nim-sum 1: N.
    const Analysis a = analyse("THH", Play::Misere);
    CHECK(a.method == Method::Search);
    CHECK(a.outcome == Outcome::P);
    for (const char* p : {"HTH", "TTTHH", "HHTTHT", "THTTHTTHHT"}) {
        CAPTURE(p);
        CHECK(analyse(p, Play::Misere).outcome == brute.outcome(mask_of(p), Play::Misere));
    }
}

TEST_CASE("Turning Turtles text: H and T only, 1 to 40 coins; errors name the character") {
    TurtlesGame g;
    auto p = g.parse("THTTH", "pos");
    REQUIRE(p.ok());
    CHECK(g.format(p.value()) == "THTTH");
    CHECK(g.parse("TTTT", "pos").ok()); // no head: the game is over
    CHECK(g.parse(std::string(40, 'H'), "pos").ok());

    auto bad = g.parse("THTxH", "pos");
    REQUIRE(!bad.ok());
    CHECK(bad.error().where == "pos");
    CHECK(bad.error().offset == 3);
    CHECK(bad.error().describe().rfind("pos, character 4: 'x' is not H or T", 0) == 0);

    auto lower = g.parse("THh", "pos");
    REQUIRE(!lower.ok());
    CHECK(lower.error().offset == 2);
    CHECK(lower.error().message.find("capital") != std::string::npos);

    auto comma = g.parse("H,T", "pos");
    REQUIRE(!comma.ok());
    CHECK(comma.error().offset == 1);

    auto longer = g.parse(std::string(41, 'T'), "pos");
    REQUIRE(!longer.ok());
    CHECK(longer.error().offset == 40);
    CHECK(longer.error().message.find("more than 40") != std::string::npos);
    CHECK(!g.parse("", "pos").ok());
}

TEST_CASE("Turning Turtles picture: a head offers every move whose rightmost turned coin it is; tails offer none") {
    TurtlesGame g;
    const std::string p = "THTTHTTHHT";
    const auto opts = g.options(p);
    const Picture pic = g.picture(p, opts);
    REQUIRE(pic.rows.size() == 1);
    const auto& cells = pic.rows[0].cells;
    REQUIRE(cells.size() == p.size());
    std::size_t offered = 0;
    for (std::size_t i = 0; i < p.size(); ++i) {
        CAPTURE(i);
        CHECK(cells[i].glyph == (p[i] == 'H' ? Glyph::Heads : Glyph::Tails));
        CHECK(cells[i].text == std::to_string(i + 1));
        CHECK(cells[i].moves.size() == (p[i] == 'H' ? i + 1 : 0));
        for (int m : cells[i].moves) {
            const std::string& to = opts.at(static_cast<std::size_t>(m)).to;
            CHECK(to[i] == 'T');
            CHECK(to.substr(i + 1) == p.substr(i + 1)); // nothing right of the head changes
        }
        offered += cells[i].moves.size();
    }
    CHECK(offered == opts.size());
}
