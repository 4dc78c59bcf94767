// Moore's Nim_k (games/moore.h): Moore's theorem against an independent brute-force search, the
// moves against an independent enumeration, the search cap, the rule parameter and the text forms.
#include <doctest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "core/impartial.h"
#include "games/moore.h"
#include "games/registry.h"

using namespace gl;
using moore::MooreGame;
using Heaps = std::vector<std::uint64_t>;

namespace {

// Nim_k written from the rule alone: choose a non-empty set of at most k heaps by bitmask, then
// a smaller size for each heap in it (an odometer over the sizes).
struct BruteMoore {
    using Position = Heaps;
    unsigned k;
    std::vector<Position> moves(const Position& p) const {
        std::vector<Position> out;
        const std::size_t n = p.size();
        for (unsigned mask = 1; mask < (1u << n); ++mask) {
            if (static_cast<unsigned>(__builtin_popcount(mask)) > k) continue;
            bool possible = true;
            for (std::size_t i = 0; i < n; ++i)
                if ((mask >> i & 1) && p[i] == 0) possible = false;
            if (!possible) continue;
            Position q = p;
            for (std::size_t i = 0; i < n; ++i)
                if (mask >> i & 1) q[i] = 0;
            while (true) {
                out.push_back(q);
                std::size_t i = 0;
                for (; i < n; ++i) {
                    if (!(mask >> i & 1)) continue;
                    if (q[i] + 1 < p[i]) { ++q[i]; break; }
                    q[i] = 0;
                }
                if (i == n) break;
            }
        }
        return out;
    }
};

template <class F>
void for_each_position(std::size_t heaps, std::uint64_t max, F f) {
    Heaps p(heaps, 0);
    while (true) {
        f(p);
        std::size_t i = 0;
        while (i < heaps && p[i] == max) p[i++] = 0;
        if (i == heaps) return;
        ++p[i];
    }
}

MooreGame with_k(unsigned k) {
    auto g = MooreGame::with_rules(std::to_string(k));
    REQUIRE(g.ok());
    return g.value();
}

} // namespace

TEST_CASE("Moore's theorem (1910) agrees with exhaustive search for k = 1, 2, 3") {
    for (unsigned k = 1; k <= 3; ++k) {
        CAPTURE(k);
        const MooreGame g = with_k(k);
        GameSearch<BruteMoore> search{BruteMoore{k}};
        for (std::size_t n = 1; n <= 4; ++n)
            for_each_position(n, n <= 3 ? 7 : 4, [&](const Heaps& p) {
                CAPTURE(p);
                const bool p_position = search.grundy(p) == 0;
                CHECK(moore::is_p_position(p, k) == p_position);
                auto rule = g.outcome_form(p);
                REQUIRE(rule);
                CHECK(rule->outcome == (p_position ? Outcome::P : Outcome::N));
            });
    }
}

TEST_CASE("Nim_1 is Nim: search gives the nim-sum (Bouton)") {
    GameSearch<BruteMoore> search{BruteMoore{1}};
    for_each_position(3, 6, [&](const Heaps& p) { CHECK(search.grundy(p) == (p[0] ^ p[1] ^ p[2])); });
}

TEST_CASE("the moves of Nim_k are exactly those of the rule, each once, and values match search") {
    for (unsigned k = 1; k <= 4; ++k) {
        const MooreGame g = with_k(k);
        BruteMoore brute{k};
        for_each_position(3, 3, [&](const Heaps& p) {
            CAPTURE(k);
            CAPTURE(p);
            std::set<Heaps> mine, theirs;
            const auto opts = g.options(p);
            for (const auto& o : opts) {
                mine.insert(o.to);
                CHECK(!o.label.empty());
            }
            CHECK(mine.size() == opts.size());
            for (const auto& q : brute.moves(p)) theirs.insert(q);
            CHECK(mine == theirs);
        });
        // The ruleset's own search (no rules) against the brute force.
        BudgetSearch<MooreGame> mine(g, 1'000'000, false);
        GameSearch<BruteMoore> theirs{brute};
        for_each_position(4, 3, [&](const Heaps& p) { CHECK(mine.grundy(p) == theirs.grundy(p)); });
    }
}

TEST_CASE("Nim_2 from 1,2,3: the one winning move is to 1,1,1, whose columns hold 0 and 3 ones") {
    RulesetOf<MooreGame> r(with_k(2));
    auto a = r.analyse("1,2,3", Play::Normal, kDefaultSearchBudget);
    REQUIRE(a.ok());
    CHECK(a.value().outcome == Outcome::N);
    CHECK(a.value().reason.find("Moore") != std::string::npos);
    REQUIRE(a.value().winning_moves.size() == 1);
    CHECK(a.value().winning_moves[0].to == "1,1,1");
    CHECK(a.value().winning_moves[0].label == "heap 2: 2 → 1, heap 3: 3 → 1");
    // Every other move leads to an N-position, by search.
    GameSearch<BruteMoore> search{BruteMoore{2}};
    for (const auto& o : a.value().options) {
        auto to = r.typed().parse(o.move.to, "pos");
        REQUIRE(to.ok());
        CHECK((search.grundy(to.value()) == 0) == (o.move.to == "1,1,1"));
    }
    CHECK(moore::column_counts({1, 1, 1}) == std::vector<std::size_t>{3});
    CHECK(moore::column_counts({1, 2, 3}) == std::vector<std::size_t>{2, 2});
}

TEST_CASE("Nim_3 and Nim_2 disagree where the theorem says: 1,1,1 and 1,1,1,1") {
    CHECK(with_k(2).outcome_form({1, 1, 1})->outcome == Outcome::P);
    CHECK(with_k(3).outcome_form({1, 1, 1})->outcome == Outcome::N);
    CHECK(with_k(3).outcome_form({1, 1, 1, 1})->outcome == Outcome::P);
    CHECK(with_k(2).outcome_form({1, 1, 1, 1})->outcome == Outcome::N);
    CHECK(with_k(2).outcome_form({0, 0})->outcome == Outcome::P); // no move is left
}

TEST_CASE("game_moves counts every move of the game below a position") {
    for (unsigned k = 1; k <= 3; ++k) {
        const MooreGame g = with_k(k);
        for (const Heaps& top : {Heaps{3}, Heaps{1, 2, 3}, Heaps{2, 2, 2, 1}, Heaps{0, 3, 1}}) {
            std::uint64_t count = 0;
            for_each_position(top.size(), 3, [&](const Heaps& q) {
                for (std::size_t i = 0; i < q.size(); ++i)
                    if (q[i] > top[i]) return;
                count += g.options(q).size();
            });
            CAPTURE(k);
            CAPTURE(top);
            CHECK(moore::game_moves(top, k) == count);
        }
    }
    CHECK(moore::game_moves({7, 7, 7, 7}, 2) == 358'400); // the grammar's examples
    CHECK(moore::game_moves({15, 15, 15}, 2) == 783'360);
}

TEST_CASE("Moore's rule parameter k: 1 to 9, errors name the character") {
    auto ok = MooreGame::with_rules(" 3 ");
    REQUIRE(ok.ok());
    CHECK(ok.value().k == 3);
    CHECK(ok.value().rules_text() == "3");
    CHECK(MooreGame{}.rules_text() == MooreGame::meta().rules_default);

    auto zero = MooreGame::with_rules("0");
    REQUIRE(!zero.ok());
    CHECK(zero.error().where == "rules");
    CHECK(zero.error().offset == 0);
    CHECK(zero.error().message.find("no move") != std::string::npos);

    auto big = MooreGame::with_rules("10");
    REQUIRE(!big.ok());
    CHECK(big.error().offset == 0);
    CHECK(big.error().message.find("too large") != std::string::npos);

    auto huge = MooreGame::with_rules("99999999999999999999999");
    REQUIRE(!huge.ok());
    CHECK(huge.error().message.find("too large") != std::string::npos);

    auto letter = MooreGame::with_rules("k");
    REQUIRE(!letter.ok());
    CHECK(letter.error().offset == 0);
    CHECK(letter.error().message.find("'k'") != std::string::npos);

    auto list = MooreGame::with_rules("2,3");
    REQUIRE(!list.ok());
    CHECK(list.error().offset == 1);
    CHECK(list.error().message.find("','") != std::string::npos);

    CHECK(!MooreGame::with_rules("").ok());
}

TEST_CASE("Moore positions: caps, errors with offsets, canonical text") {
    const MooreGame g = with_k(2);
    auto p = g.parse(" 1, 2 ,3", "pos");
    REQUIRE(p.ok());
    CHECK(g.format(p.value()) == "1,2,3");
    CHECK(g.format(g.parse("0,0", "pos").value()) == "0,0");

    auto big = g.parse("3,100", "pos");
    REQUIRE(!big.ok());
    CHECK(big.error().offset == 2);
    CHECK(big.error().message.find("too large") != std::string::npos);

    auto thirteen = g.parse("1,1,1,1,1,1,1,1,1,1,1,1,1", "pos");
    REQUIRE(!thirteen.ok());
    CHECK(thirteen.error().message.find("more than 12") != std::string::npos);

    auto bad = g.parse("1,x", "pos");
    REQUIRE(!bad.ok());
    CHECK(bad.error().offset == 2);

    // The cap is the moves of the position itself (each is listed), and depends on k:
    // 99 × 6 has 6·99 + 15·99² = 147,609 moves in Nim_2, too many; 99 × 6 in Nim_1 (594) is fine.
    CHECK(g.parse("7,7,7,7", "pos").ok());
    CHECK(with_k(3).parse("7,7,7,7", "pos").ok()); // refused before issue 26, though the theorem decides it
    auto heavy = g.parse("99,99,99,99,99,99", "pos");
    REQUIRE(!heavy.ok());
    CHECK(heavy.error().where == "pos");
    CHECK(heavy.error().message.find("147609 moves") != std::string::npos);
    CHECK(with_k(1).parse("99,99,99,99,99,99", "pos").ok());
    CHECK(moore::option_count({99, 99, 99, 99, 99, 99}, 2) == 147'609);
    CHECK(moore::option_count({7, 7, 7, 7}, 3) == 1'694); // 4·7 + 6·49 + 4·343
}

TEST_CASE("issue 26: Moore's theorem answers past the search budget, with every winning move") {
    // `game=moore&rules=3&pos=7,7,7,7` was refused as too large to search. Each column has four 1s,
    // divisible by k + 1 = 4: P, and no winning move. Larger positions: the listed winning moves
    // are exactly the options whose column counts are all divisible by k + 1, checked here
    // independently of the analysis on every option.
    struct Case { unsigned k; Heaps p; };
    for (const Case& c : {Case{3, {7, 7, 7, 7}}, Case{3, {7, 7, 7, 6}}, Case{2, {40, 33, 21, 12, 9, 5}}, Case{4, {9, 8, 7, 6, 5}}}) {
        CAPTURE(c.k);
        CAPTURE(c.p);
        auto r = make_ruleset("moore", std::to_string(c.k)).value();
        const std::string pos = MooreGame{}.format(c.p);
        auto a = r->analyse(pos, Play::Normal, 20'000); // a small budget: the theorem must decide
        REQUIRE(a.ok());
        CHECK_FALSE(a.value().value.has_value());
        CHECK(a.value().reason.find("Moore's theorem") != std::string::npos);
        CHECK(a.value().reason.find("not known") != std::string::npos);
        const bool p_pos = moore::is_p_position(c.p, c.k);
        CHECK(a.value().outcome == (p_pos ? Outcome::P : Outcome::N));
        std::set<std::string> expect;
        for (const auto& o : with_k(c.k).options(c.p)) {
            bool divisible = true;
            for (std::size_t n : moore::column_counts(o.to)) divisible = divisible && n % (c.k + 1) == 0;
            if (divisible) expect.insert(MooreGame{}.format(o.to));
        }
        std::set<std::string> got;
        for (const auto& m : a.value().winning_moves) got.insert(m.to);
        CHECK(got == expect);
        CHECK(got.empty() == p_pos);
    }
}

TEST_CASE("Moore picture: a move sits on the new top of its first changed heap") {
    const MooreGame g = with_k(2);
    const Heaps p{1, 2, 3};
    const auto opts = g.options(p);
    const Picture pic = g.picture(p, opts);
    CHECK(pic.layout == Picture::Layout::Stacks);
    REQUIRE(pic.rows.size() == 3);
    std::vector<int> seen(opts.size(), 0);
    for (std::size_t i = 0; i < 3; ++i) {
        REQUIRE(pic.rows[i].cells.size() == p[i]);
        for (std::size_t j = 0; j < p[i]; ++j)
            for (int m : pic.rows[i].cells[j].moves) {
                ++seen[static_cast<std::size_t>(m)];
                const Heaps& to = opts[static_cast<std::size_t>(m)].to;
                for (std::size_t h = 0; h < i; ++h) CHECK(to[h] == p[h]); // earlier heaps untouched
                CHECK(to[i] == j);
            }
    }
    for (int s : seen) CHECK(s == 1);
    const auto facts = g.facts(p);
    REQUIRE(facts.size() == 2);
    CHECK(facts[0].second == "2s: 2, 1s: 2");
    CHECK(facts[1].second == "2, 2");
}
