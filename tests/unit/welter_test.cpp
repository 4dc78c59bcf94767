// Welter's game (games/welter.h): Welter's formula against an independent search over bitmasks of
// occupied squares (every position of up to 5 coins below 12, and random larger ones), Conway's
// two-coin rule, winning moves, the Young diagram's hooks, and the text forms.
#include <doctest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "core/impartial.h"
#include "games/welter.h"

using namespace gl;
using welter::WelterGame;
using Squares = std::vector<std::uint64_t>;

namespace {

// Welter's game from the rule alone: bit q set iff square q holds a coin; a move clears a set
// bit and sets a clear bit below it.
struct BruteWelter {
    using Position = std::uint64_t;
    std::vector<Position> moves(Position occupied) const {
        std::vector<Position> out;
        for (unsigned from = 0; from < 64; ++from) {
            if (!(occupied >> from & 1)) continue;
            for (unsigned to = 0; to < from; ++to)
                if (!(occupied >> to & 1)) out.push_back((occupied & ~(1ull << from)) | 1ull << to);
        }
        return out;
    }
};

std::uint64_t mask_of(const Squares& s) {
    std::uint64_t m = 0;
    for (auto q : s) m |= 1ull << q;
    return m;
}

// The mate written another way: 2^(t+1) − 1 for 2^t the lowest bit where m and n differ.
Grundy mate_by_lowest_bit(std::uint64_t m, std::uint64_t n) {
    unsigned t = 0;
    while (((m ^ n) >> t & 1) == 0) ++t;
    return (Grundy{2} << t) - 1;
}

// Every set of `coins` squares below `below`, ascending.
void all_positions(std::size_t coins, std::uint64_t below, std::vector<Squares>& out) {
    Squares cur;
    auto rec = [&](auto& self, std::uint64_t from) -> void {
        if (cur.size() == coins) {
            out.push_back(cur);
            return;
        }
        for (std::uint64_t q = from; q < below; ++q) {
            cur.push_back(q);
            self(self, q + 1);
            cur.pop_back();
        }
    };
    rec(rec, 0);
}

Analysis analyse(const Squares& p) {
    RulesetOf<WelterGame> r{WelterGame{}};
    auto a = r.analyse(WelterGame{}.format(p), Play::Normal, kDefaultSearchBudget);
    REQUIRE(a.ok());
    return a.value();
}

} // namespace

TEST_CASE("Welter's formula equals exhaustive search on every position of up to 5 coins below 12") {
    WelterGame g;
    GameSearch<BruteWelter> brute{BruteWelter{}};
    std::vector<Squares> positions;
    for (std::size_t n = 1; n <= 5; ++n) all_positions(n, 12, positions);
    CHECK(positions.size() == 12 + 66 + 220 + 495 + 792); // C(12, n)
    for (const Squares& p : positions) {
        CAPTURE(p);
        const Grundy searched = brute.grundy(mask_of(p));
        auto closed = g.closed_form(p);
        REQUIRE(closed);
        CHECK(closed->value == searched);
        Grundy v = 0;
        for (std::size_t i = 0; i < p.size(); ++i) {
            v ^= p[i];
            for (std::size_t j = i + 1; j < p.size(); ++j) v ^= mate_by_lowest_bit(p[i], p[j]);
        }
        CHECK(v == searched);
        CHECK(g.count_options(p) == g.options(p).size());
    }
}

TEST_CASE("Welter's formula equals exhaustive search on random positions of 3 to 6 coins below 22") {
    WelterGame g;
    GameSearch<BruteWelter> brute{BruteWelter{}};
    std::mt19937_64 rng(20240611);
    for (int t = 0; t < 40; ++t) {
        const std::size_t n = 3 + rng() % 4;
        std::set<std::uint64_t> s;
        while (s.size() < n) s.insert(rng() % 22);
        const Squares p(s.begin(), s.end());
        CAPTURE(p);
        CHECK(g.closed_form(p)->value == brute.grundy(mask_of(p)));
    }
}

TEST_CASE("two coins on squares m and n have value (m xor n) - 1, and one coin on square m has value m (Conway, ONAG ch. 13)") {
    GameSearch<BruteWelter> brute{BruteWelter{}};
    for (std::uint64_t m = 0; m < 16; ++m) {
        CHECK(brute.grundy(1ull << m) == m);
        for (std::uint64_t n = m + 1; n < 16; ++n) CHECK(brute.grundy(mask_of({m, n})) == (m ^ n) - 1);
    }
    CHECK(welter::mate(3, 5) == 3); // 3 ⊕ 5 = 110₂, 110₂ ⊕ 101₂ = 11₂
    CHECK(welter::mate(0, 8) == 15);
}

TEST_CASE("positions with the same Young diagram have the same value (coins packed at the left end never move)") {
    // A coin added on square 0 with every other coin shifted right by one keeps each coin's count
    // of empty squares on its left, so the hook game is the same.
    GameSearch<BruteWelter> brute{BruteWelter{}};
    std::vector<Squares> positions;
    for (std::size_t n = 1; n <= 4; ++n) all_positions(n, 10, positions);
    for (const Squares& p : positions) {
        Squares shifted{0};
        for (auto q : p) shifted.push_back(q + 1);
        CAPTURE(p);
        CHECK(welter::young_rows(p) == welter::young_rows(shifted));
        CHECK(brute.grundy(mask_of(p)) == brute.grundy(mask_of(shifted)));
    }
}

TEST_CASE("every listed winning move leads to value 0, and every other move to a non-zero value") {
    GameSearch<BruteWelter> brute{BruteWelter{}};
    std::vector<Squares> positions;
    for (std::size_t n = 1; n <= 4; ++n) all_positions(n, 10, positions);
    for (const Squares& p : positions) {
        CAPTURE(p);
        const Analysis a = analyse(p);
        std::set<std::string> winning;
        for (const auto& w : a.winning_moves) winning.insert(w.to);
        for (const auto& o : a.options) {
            auto to = WelterGame{}.parse(o.move.to, "to");
            REQUIRE(to.ok());
            CHECK((brute.grundy(mask_of(to.value())) == 0) == (winning.count(o.move.to) == 1));
        }
        CHECK(a.outcome == (brute.grundy(mask_of(p)) == 0 ? Outcome::P : Outcome::N));
    }
}

TEST_CASE("the example 0,3,5,9: value 8 = 15 xor 7, with the winning moves search finds") {
    const Analysis a = analyse({0, 3, 5, 9});
    GameSearch<BruteWelter> brute{BruteWelter{}};
    REQUIRE(a.value);
    CHECK(*a.value == brute.grundy(mask_of({0, 3, 5, 9})));
    // (0|3): 0 ⊕ 3 = 11₂, lowest bit 1 → 1; (0|5) → 1; (0|9) → 1; (3|5): 110₂ → 3; (3|9): 1010₂ → 3;
    // (5|9): 1100₂ → 7. Σ⊕ = 1 ⊕ 1 ⊕ 1 ⊕ 3 ⊕ 3 ⊕ 7 = 6, and 0 ⊕ 3 ⊕ 5 ⊕ 9 = 15: V = 15 ⊕ 6 = 9.
    CHECK(*a.value == 9);
    CHECK(a.outcome == Outcome::N);
    CHECK(a.method == Method::ClosedForm);
    CHECK(!a.winning_moves.empty());
}

TEST_CASE("the Young diagram: each cell removes its hook, whose length is the distance its coin moves") {
    WelterGame g;
    std::vector<Squares> positions;
    for (std::size_t n = 1; n <= 4; ++n) all_positions(n, 9, positions);
    for (const Squares& p : positions) {
        CAPTURE(p);
        const auto opts = g.options(p);
        const Picture pic = g.picture(p, opts);
        std::size_t young_first = 1, young_cells = 0;
        REQUIRE(pic.rows.size() >= 3);
        CHECK(!pic.rows[0].heading.empty());
        CHECK(!pic.rows[1].heading.empty());
        CHECK(!pic.rows.back().heading.empty());
        std::set<int> hook_moves;
        for (std::size_t r = young_first; r + 1 < pic.rows.size(); ++r) {
            // Row lengths are the Young diagram's, longest first.
            if (!opts.empty()) CHECK(pic.rows[r].cells.size() == welter::young_rows(p)[r - young_first]);
            for (const Cell& c : pic.rows[r].cells) {
                if (c.moves.empty()) continue;
                REQUIRE(c.moves.size() == 1);
                const int m = c.moves[0];
                hook_moves.insert(m);
                ++young_cells;
                // The hook: the cells of the diagram listing m; their number is the distance moved.
                std::size_t hook = 0;
                for (std::size_t r2 = young_first; r2 + 1 < pic.rows.size(); ++r2)
                    for (const Cell& d : pic.rows[r2].cells) hook += std::count(d.part_of.begin(), d.part_of.end(), m);
                const Squares& to = opts[static_cast<std::size_t>(m)].to;
                std::uint64_t from_sum = 0, to_sum = 0;
                for (auto q : p) from_sum += q;
                for (auto q : to) to_sum += q;
                CHECK(hook == from_sum - to_sum);
                CHECK(c.text == std::to_string(from_sum - to_sum));
            }
        }
        // One cell per move: the diagram offers every move exactly once.
        CHECK(young_cells == opts.size());
        CHECK(hook_moves.size() == opts.size());
        // The strip: a coin offers exactly its own moves; the numbers row likewise.
        std::size_t strip_moves = 0, number_moves = 0;
        for (const Cell& c : pic.rows[0].cells) strip_moves += c.moves.size();
        for (const Cell& c : pic.rows.back().cells) number_moves += c.moves.size();
        CHECK(strip_moves == opts.size());
        CHECK(number_moves == opts.size());
    }
}

TEST_CASE("Welter positions parse strictly: distinct squares, sorted, errors name the coin and its character") {
    WelterGame g;
    auto p = g.parse("9,0,5,3", "pos");
    REQUIRE(p.ok());
    CHECK(g.format(p.value()) == "0,3,5,9");
    auto dup = g.parse("0,5,5", "pos");
    REQUIRE(!dup.ok());
    CHECK(dup.error().offset == 4);
    CHECK(dup.error().message.find("coin 3 repeats square 5") == 0);
    auto dup2 = g.parse("7, 2,  7", "pos");
    REQUIRE(!dup2.ok());
    CHECK(dup2.error().offset == 7);
    CHECK(!g.parse("41", "pos").ok());
    CHECK(!g.parse("1,2,3,4,5,6,7,8,9,10,11,12,13", "pos").ok());
    CHECK(!g.parse("3,x", "pos").ok());
    CHECK(g.parse("3,x", "pos").error().offset == 2);
}
