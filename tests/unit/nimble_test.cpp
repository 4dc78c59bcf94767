// Nimble (games/nimble.h): the nim-sum of the squares and Bouton's misère rule against an
// independent search over coin counts per square, the moves against the rule, Ferguson-style
// worked examples, the picture, and the text forms.
#include <doctest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "core/impartial.h"
#include "games/nimble.h"

using namespace gl;
using nimble::NimbleGame;
using Squares = std::vector<std::uint64_t>;

namespace {

// Nimble from the rule alone, in another representation: counts[i] coins on square i. A move
// takes one coin from a square i > 0 to any square j < i.
struct BruteNimble {
    using Position = std::vector<std::uint64_t>; // coins per square
    std::vector<Position> moves(const Position& counts) const {
        std::vector<Position> out;
        for (std::size_t i = 1; i < counts.size(); ++i) {
            if (counts[i] == 0) continue;
            for (std::size_t j = 0; j < i; ++j) {
                Position q = counts;
                --q[i];
                ++q[j];
                out.push_back(q);
            }
        }
        return out;
    }
};

constexpr std::size_t kBoard = 8; // squares 0..7 in the brute force

BruteNimble::Position counts_of(const Squares& squares) {
    BruteNimble::Position c(kBoard, 0);
    for (auto q : squares) ++c.at(q);
    return c;
}

// Every multiset of `coins` coins on squares 0..max, ascending.
void all_positions(std::size_t coins, std::uint64_t max, std::vector<Squares>& out) {
    Squares cur;
    auto rec = [&](auto& self, std::uint64_t from) -> void {
        if (cur.size() == coins) {
            out.push_back(cur);
            return;
        }
        for (std::uint64_t q = from; q <= max; ++q) {
            cur.push_back(q);
            self(self, q);
            cur.pop_back();
        }
    };
    rec(rec, 0);
}

Analysis analyse(std::string_view pos, Play play = Play::Normal) {
    RulesetOf<NimbleGame> r{NimbleGame{}};
    auto a = r.analyse(pos, play, kDefaultSearchBudget);
    REQUIRE(a.ok());
    return a.value();
}

} // namespace

TEST_CASE("Nimble's value is the nim-sum of the squares, by independent search (up to 4 coins on squares 0..7)") {
    NimbleGame g;
    GameSearch<BruteNimble> brute{BruteNimble{}};
    std::vector<Squares> positions;
    for (std::size_t n = 1; n <= 4; ++n) all_positions(n, kBoard - 1, positions);
    CHECK(positions.size() == 8 + 36 + 120 + 330); // C(n + 7, n) multisets
    for (const Squares& p : positions) {
        CAPTURE(p);
        const Grundy searched = brute.grundy(counts_of(p));
        auto closed = g.closed_form(p);
        REQUIRE(closed);
        CHECK(closed->value == searched);
        Grundy x = 0;
        for (auto q : p) x ^= q;
        CHECK(searched == x);
    }
}

TEST_CASE("misère Nimble is misère Nim on the squares (Bouton's misère rule), by independent search") {
    NimbleGame g;
    GameSearch<BruteNimble> brute{BruteNimble{}};
    std::vector<Squares> positions;
    for (std::size_t n = 1; n <= 4; ++n) all_positions(n, kBoard - 1, positions);
    for (const Squares& p : positions) {
        CAPTURE(p);
        auto rule = g.misere_form(p);
        REQUIRE(rule);
        CHECK(rule->outcome == brute.outcome(counts_of(p), Play::Misere));
        CHECK(!rule->reason.empty());
    }
    // All coins home: the player to move has no move and, under misère play, wins.
    CHECK(g.misere_form({0, 0})->outcome == Outcome::N);
    // One coin on square 1: the player to move must make the last move and loses.
    CHECK(g.misere_form({0, 1})->outcome == Outcome::P);
}

TEST_CASE("Nimble's moves are those of the rule, each once, and coins on one square give one set of moves") {
    NimbleGame g;
    std::vector<Squares> positions;
    for (std::size_t n = 1; n <= 3; ++n) all_positions(n, 6, positions);
    for (const Squares& p : positions) {
        CAPTURE(p);
        const auto opts = g.options(p);
        std::set<BruteNimble::Position> mine, rule;
        for (const auto& o : opts) {
            CHECK(std::is_sorted(o.to.begin(), o.to.end()));
            mine.insert(counts_of(o.to));
        }
        for (const auto& q : BruteNimble{}.moves(counts_of(p))) rule.insert(q);
        CHECK(mine == rule);
        CHECK(mine.size() == opts.size());
        CHECK(g.count_options(p) == opts.size());
    }
    CHECK(g.options({3, 3}).size() == 3); // either coin: the same three positions
    CHECK(g.options({0, 0, 0}).empty());
}

TEST_CASE("Nimble 1,3,3 has value 1; its winning moves are exactly the moves to P-positions (square 1 → 0, square 3 → 2)") {
    const Analysis a = analyse("1,3,3");
    REQUIRE(a.value);
    CHECK(*a.value == 1);
    CHECK(a.outcome == Outcome::N);
    CHECK(a.method == Method::ClosedForm);
    CHECK(a.reason.find("1 ⊕ 3 ⊕ 3 = 1") != std::string::npos);
    GameSearch<BruteNimble> brute{BruteNimble{}};
    NimbleGame g;
    std::set<std::string> winning;
    for (const auto& w : a.winning_moves) winning.insert(w.label);
    CHECK(winning == std::set<std::string>{"square 1 → 0", "square 3 → 2"});
    REQUIRE(a.options.size() == 4);
    for (const auto& o : a.options) {
        auto to = g.parse(o.move.to, "pos");
        REQUIRE(to.ok());
        CHECK((brute.grundy(counts_of(to.value())) == 0) == (winning.count(o.move.label) == 1));
    }
}

TEST_CASE("a six-coin Nimble position: value and winning moves agree with the independent search") {
    // 2, 3, 5, 5, 7, 7: the 5s and 7s cancel, so the value is 2 ⊕ 3 = 1, and a winning move must
    // change the nim-sum's last bit: 3 → 2, 5 → 4 or 7 → 6 (moving 2 → 3 is not a move).
    const Analysis a = analyse("7,5,2,3,7,5");
    CHECK(a.position == "2,3,5,5,7,7");
    REQUIRE(a.value);
    CHECK(*a.value == 1);
    GameSearch<BruteNimble> brute{BruteNimble{}};
    NimbleGame g;
    std::size_t to_p = 0;
    for (const auto& o : a.options) to_p += brute.grundy(counts_of(g.parse(o.move.to, "pos").value())) == 0;
    CHECK(a.winning_moves.size() == to_p);
    CHECK(to_p == 3);
    for (const auto& w : a.winning_moves) CHECK(brute.grundy(counts_of(g.parse(w.to, "pos").value())) == 0);

    const Analysis m = analyse("2,3,5,5,7,7", Play::Misere);
    CHECK(m.method == Method::ClosedForm);
    CHECK(m.outcome == brute.outcome(counts_of({2, 3, 5, 5, 7, 7}), Play::Misere));
}

TEST_CASE("Nimble text: squares in any order print ascending; errors name the character") {
    NimbleGame g;
    auto p = g.parse(" 3, 1 ,3", "pos");
    REQUIRE(p.ok());
    CHECK(g.format(p.value()) == "1,3,3");
    CHECK(g.parse(g.format(p.value()), "pos").value() == p.value());
    CHECK(g.format(g.parse("0,0,40", "pos").value()) == "0,0,40");

    auto far = g.parse("1,41", "pos");
    REQUIRE(!far.ok());
    CHECK(far.error().where == "pos");
    CHECK(far.error().offset == 2);
    CHECK(far.error().message.find("at most 40") != std::string::npos);

    auto many = g.parse("1,1,1,1,1,1,1,1,1,1,1,1,1", "pos");
    REQUIRE(!many.ok());
    CHECK(many.error().message.find("more than 12") != std::string::npos);
    CHECK(g.parse("1,1,1,1,1,1,1,1,1,1,1,1", "pos").ok());

    auto letter = g.parse("1,x", "pos");
    REQUIRE(!letter.ok());
    CHECK(letter.error().offset == 2);
    CHECK(letter.error().message.find("'x'") != std::string::npos);
    CHECK(!g.parse("", "pos").ok());
    CHECK(!g.parse("-1", "pos").ok());
}

TEST_CASE("Nimble picture: squares 0..last; a square with coins shows their count and offers its moves") {
    NimbleGame g;
    const Squares p{0, 2, 5, 5};
    const auto opts = g.options(p);
    const Picture pic = g.picture(p, opts);
    REQUIRE(pic.rows.size() == 1);
    const auto& cells = pic.rows[0].cells;
    REQUIRE(cells.size() == 6);
    std::size_t offered = 0;
    for (std::size_t q = 0; q < cells.size(); ++q) {
        CAPTURE(q);
        const auto n = static_cast<std::size_t>(std::count(p.begin(), p.end(), q));
        CHECK(cells[q].glyph == (n ? Glyph::Token : Glyph::Blank));
        if (n) CHECK(cells[q].text == std::to_string(n));
        CHECK(cells[q].moves.size() == (n ? q : 0)); // a coin on square q can go to q squares
        for (int m : cells[q].moves) {
            const auto& o = opts.at(static_cast<std::size_t>(m));
            CHECK(o.label.rfind("square " + std::to_string(q) + " → ", 0) == 0);
            // the move takes one coin off square q
            CHECK(std::count(o.to.begin(), o.to.end(), q) + 1 == static_cast<long>(n));
        }
        offered += cells[q].moves.size();
    }
    CHECK(offered == opts.size());
}
