// Grundy's game (games/grundy.h): the heap values against the published nim-sequence (OEIS A002188,
// Flammenkamp's table of rare values) and against an independent search; sums, the example 7,9,
// the caps and the text forms.
#include <doctest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "core/impartial.h"
#include "games/grundy.h"

using namespace gl;
using grundy::GrundyGame;
using Heaps = std::vector<std::uint64_t>;

namespace {

// The rule alone: split a heap into two non-empty heaps of different sizes. Positions are sorted
// multisets; every split (a, n - a) is listed, both orders, duplicates and all.
struct BruteGrundy {
    using Position = Heaps;
    std::vector<Position> moves(const Position& p) const {
        std::vector<Position> out;
        for (std::size_t i = 0; i < p.size(); ++i)
            for (std::uint64_t a = 1; a < p[i]; ++a) {
                if (2 * a == p[i]) continue;
                Position q = p;
                q[i] = a;
                q.push_back(p[i] - a);
                std::sort(q.begin(), q.end());
                out.push_back(q);
            }
        return out;
    }
};

template <class F>
void for_each_sorted(std::size_t heaps, std::uint64_t max, Heaps& cur, F f) {
    if (!cur.empty()) f(cur);
    if (cur.size() == heaps) return;
    for (std::uint64_t h = cur.empty() ? 1 : cur.back(); h <= max; ++h) {
        cur.push_back(h);
        for_each_sorted(heaps, max, cur, f);
        cur.pop_back();
    }
}

} // namespace

TEST_CASE("Grundy's game: G(0..104) is the published sequence OEIS A002188") {
    // Typed from OEIS A002188 (Guy and Smith 1956, Table 4), n = 0, 1, 2, ...
    const Grundy published[] = {
        0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2, 3, 1, 2, 4, 1,
        2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2, 1, 3, 2, 1, 3, 2, 4, 3, 2, 4, 3, 2,
        4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 5, 2, 4, 5, 2, 4, 3, 7, 4, 3, 7, 4, 3, 7, 4, 3, 5, 2, 3, 5, 2, 3, 5, 2, 3};
    static_assert(sizeof published / sizeof published[0] == 105);
    for (std::uint64_t n = 0; n < 105; ++n) {
        CAPTURE(n);
        CHECK(grundy::heap_value(n) == published[n]);
    }
}

TEST_CASE("Grundy's game: rare values from Flammenkamp's table (Winning Ways' sparse set)") {
    CHECK(grundy::heap_value(87) == 7);
    CHECK(grundy::heap_value(146) == 6);
    CHECK(grundy::heap_value(158) == 11);
    CHECK(grundy::heap_value(181) == 12);
    CHECK(grundy::heap_value(196) == 10);
    CHECK(grundy::heap_value(231) == 10);
}

TEST_CASE("Grundy's game: heap values and sums equal an independent search") {
    GameSearch<BruteGrundy> search{BruteGrundy{}};
    for (std::uint64_t n = 1; n <= 30; ++n) {
        CAPTURE(n);
        CHECK(grundy::heap_value(n) == search.grundy({n}));
    }
    GrundyGame g;
    Heaps cur;
    for_each_sorted(3, 12, cur, [&](const Heaps& p) {
        CAPTURE(p);
        auto c = g.closed_form(p);
        REQUIRE(c);
        CHECK(c->value == search.grundy(p));
    });
    // The ruleset's own moves and search, without its closed form.
    BudgetSearch<GrundyGame> mine(g, 4'000'000, false);
    cur.clear();
    for_each_sorted(3, 10, cur, [&](const Heaps& p) {
        CAPTURE(p);
        CHECK(mine.grundy(p) == search.grundy(p));
        std::set<Heaps> a, b;
        const auto opts = g.options(p);
        for (const auto& o : opts) a.insert(o.to);
        CHECK(a.size() == opts.size()); // each position once
        for (const auto& q : BruteGrundy{}.moves(p)) b.insert(q);
        CHECK(a == b);
    });
}

TEST_CASE("Grundy's game 7,9: G(7) = 0, G(9) = 1; every winning move leads to a P-position by search") {
    RulesetOf<GrundyGame> r{GrundyGame{}};
    auto a = r.analyse("7,9", Play::Normal, kDefaultSearchBudget);
    REQUIRE(a.ok());
    CHECK(a.value().value == Grundy{1});
    CHECK(a.value().outcome == Outcome::N);
    CHECK(a.value().reason.find("G(7) = 0, G(9) = 1") != std::string::npos);
    CHECK(a.value().reason.find("no known period") != std::string::npos);
    GameSearch<BruteGrundy> search{BruteGrundy{}};
    GrundyGame g;
    std::size_t wins = 0;
    for (const auto& o : a.value().options) {
        auto to = g.parse(o.move.to, "pos");
        REQUIRE(to.ok());
        const bool to_p = search.grundy(to.value()) == 0;
        wins += to_p;
        CHECK(to_p == (o.outcome == Outcome::P));
    }
    CHECK(wins == a.value().winning_moves.size());
    CHECK(wins > 0);
    CHECK(a.value().option_count == 3 + 4); // 7 = 1+6, 2+5, 3+4; 9 = 1+8, 2+7, 3+6, 4+5
}

TEST_CASE("Grundy's game positions: heaps of 1 and 2 are dead; caps; errors with offsets") {
    GrundyGame g;
    CHECK(g.format(g.parse("9, 7", "pos").value()) == "7,9");
    CHECK(g.options({1, 2, 2}).empty());
    CHECK(g.options({4}).size() == 1); // 4 = 1 + 3 only (2 + 2 is not allowed)
    CHECK(g.closed_form({1, 2})->value == 0);

    auto zero = g.parse("7,0", "pos");
    REQUIRE(!zero.ok());
    CHECK(zero.error().offset == 2);
    CHECK(zero.error().message.find("empty") != std::string::npos);

    auto big = g.parse("1001", "pos");
    REQUIRE(!big.ok());
    CHECK(big.error().offset == 0);
    CHECK(big.error().message.find("too large") != std::string::npos);

    std::string twelve;
    for (int i = 0; i < 12; ++i) twelve += "1000,";
    CHECK(g.parse(twelve.substr(0, twelve.size() - 1), "pos").ok());
    auto over = g.parse(twelve + "1", "pos");
    REQUIRE(!over.ok());
    CHECK(over.error().offset == twelve.size());
    CHECK(over.error().message.find("12000") != std::string::npos);

    CHECK(!g.parse("", "pos").ok());
    CHECK(g.parse("x", "pos").error().offset == 0);
}

TEST_CASE("Grundy's game picture: token j offers the split j + (h - j) when the parts differ") {
    GrundyGame g;
    const Heaps p{4, 7, 7};
    const auto opts = g.options(p);
    const Picture pic = g.picture(p, opts);
    REQUIRE(pic.rows.size() == 3);
    std::set<int> used;
    for (std::size_t i = 0; i < 3; ++i)
        for (std::uint64_t j = 0; j < p[i]; ++j) {
            const auto& moves = pic.rows[i].cells[j].moves;
            if (j == 0 || 2 * j == p[i]) {
                CHECK(moves.empty());
                continue;
            }
            REQUIRE(moves.size() == 1);
            Heaps expected = p;
            expected[i] = j;
            expected.push_back(p[i] - j);
            std::sort(expected.begin(), expected.end());
            CHECK(opts[static_cast<std::size_t>(moves[0])].to == expected);
            used.insert(moves[0]);
        }
    CHECK(used.size() == opts.size());
}
