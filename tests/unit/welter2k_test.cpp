// Welter's game of height 2^k (games/welter2k.h): V_T = 2^k·V_S(q) + V_N(r) against an
// independent search over bitmasks of occupied squares for k = 1 and k = 2 on small boards, the
// same in its nim-sum form (with 2^k on the mates), k = 0 being Welter's game, moves, the board
// and the text forms.
#include <doctest.h>

#include <cstdint>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "core/impartial.h"
#include "games/welter.h"
#include "games/welter2k.h"

using namespace gl;
using welter2k::Welter2kGame;
using Squares = std::vector<std::uint64_t>;

namespace {

// The rule alone: bit a set iff square a holds a coin; a coin moves to any smaller square whose
// column ⌊b / 2^k⌋ holds no other coin.
struct BruteTall {
    using Position = std::uint64_t;
    unsigned k;
    std::vector<Position> moves(Position occ) const {
        std::vector<Position> out;
        for (unsigned a = 0; a < 64; ++a) {
            if (!(occ >> a & 1)) continue;
            const Position rest = occ & ~(1ull << a);
            for (unsigned b = 0; b < a; ++b) {
                const Position column = ((1ull << (1u << k)) - 1) << ((b >> k) << k);
                if (!(rest & column)) out.push_back(rest | 1ull << b);
            }
        }
        return out;
    }
};

std::uint64_t mask_of(const Squares& s) {
    std::uint64_t m = 0;
    for (auto q : s) m |= 1ull << q;
    return m;
}

// Every position of `coins` coins on the first `cols` columns of a board 2^k tall.
void all_positions(unsigned k, std::size_t coins, std::uint64_t cols, std::vector<Squares>& out) {
    Squares cur;
    auto rec = [&](auto& self, std::uint64_t col) -> void {
        if (cur.size() == coins) {
            out.push_back(cur);
            return;
        }
        for (std::uint64_t c = col; c < cols; ++c)
            for (std::uint64_t r = 0; r < (1u << k); ++r) {
                cur.push_back((c << k) + r);
                self(self, c + 1);
                cur.pop_back();
            }
    };
    rec(rec, 0);
}

Welter2kGame game(unsigned k) {
    auto g = Welter2kGame::with_rules(std::to_string(k));
    REQUIRE(g.ok());
    return g.value();
}

} // namespace

TEST_CASE("height 2 and 4: V = 2^k·V_S(q) + V_N(r) equals exhaustive search (up to 3 coins on 6 columns, 4 on 5)") {
    for (unsigned k : {1u, 2u}) {
        CAPTURE(k);
        const Welter2kGame g = game(k);
        GameSearch<BruteTall> brute{BruteTall{k}};
        std::vector<Squares> positions;
        for (std::size_t n = 1; n <= 3; ++n) all_positions(k, n, 6, positions);
        all_positions(k, 4, 5, positions);
        for (const Squares& p : positions) {
            CAPTURE(p);
            const Grundy searched = brute.grundy(mask_of(p));
            CHECK(g.closed_form(p)->value == searched);
            // The nim-sum form: a1 ⊕ … ⊕ an ⊕ Σ⊕ 2^k·(q(ai) | q(aj)).
            Grundy v = 0;
            for (std::size_t i = 0; i < p.size(); ++i) {
                v ^= p[i];
                for (std::size_t j = i + 1; j < p.size(); ++j) v ^= welter::mate(p[i] >> k, p[j] >> k) << k;
            }
            CHECK(v == searched);
        }
    }
}

TEST_CASE("height 4: the formula equals search on random positions of 4 and 5 coins on 8 columns") {
    const Welter2kGame g = game(2);
    GameSearch<BruteTall> brute{BruteTall{2}};
    std::mt19937_64 rng(7);
    for (int t = 0; t < 12; ++t) {
        std::set<std::uint64_t> cols;
        const std::size_t n = 4 + rng() % 2;
        while (cols.size() < n) cols.insert(rng() % 8);
        Squares p;
        for (auto c : cols) p.push_back(c * 4 + rng() % 4);
        CAPTURE(p);
        CHECK(g.closed_form(p)->value == brute.grundy(mask_of(p)));
    }
}

TEST_CASE("height 1 (k = 0) is Welter's game") {
    const Welter2kGame g = game(0);
    std::vector<Squares> positions;
    for (std::size_t n = 1; n <= 3; ++n) all_positions(0, n, 10, positions);
    for (const Squares& p : positions) CHECK(g.closed_form(p)->value == welter::welter_value(p));
}

TEST_CASE("height 2^k: the moves are the rule's, each once, and the board offers each from its coin") {
    for (unsigned k : {1u, 2u}) {
        const Welter2kGame g = game(k);
        BruteTall brute{k};
        std::vector<Squares> positions;
        for (std::size_t n = 1; n <= 3; ++n) all_positions(k, n, 4, positions);
        for (const Squares& p : positions) {
            CAPTURE(p);
            const auto opts = g.options(p);
            std::multiset<std::uint64_t> mine;
            for (const auto& o : opts) mine.insert(mask_of(o.to));
            const auto rule = brute.moves(mask_of(p));
            CHECK(mine == std::multiset<std::uint64_t>(rule.begin(), rule.end()));
            const Picture pic = g.picture(p, opts);
            CHECK(pic.rows.size() == (1u << k));
            std::size_t offered = 0;
            for (const auto& row : pic.rows)
                for (const auto& c : row.cells) {
                    offered += c.moves.size();
                    if (!c.moves.empty()) CHECK(c.glyph == Glyph::Token);
                }
            CHECK(offered == opts.size());
            // Square a is drawn in row a mod 2^k (the top row first) and column a / 2^k.
            for (auto a : p) CHECK(pic.rows[(1u << k) - 1 - (a & ((1u << k) - 1))].cells[a >> k].glyph == Glyph::Token);
        }
    }
}

TEST_CASE("height 2^k positions parse strictly: one coin per column, errors name the coin") {
    const Welter2kGame g = game(2);
    CHECK(g.format(g.parse("37,3,18", "pos").value()) == "3,18,37");
    auto shared = g.parse("3,18,17", "pos");
    REQUIRE(!shared.ok());
    CHECK(shared.error().offset == 5);
    CHECK(shared.error().message.find("coin 3 (square 17) shares column 4 with coin 2") == 0);
    CHECK(g.parse("5,5", "pos").error().message.find("coin 2 repeats square 5") == 0);
    CHECK(g.parse("79", "pos").ok());   // column 19, row 3
    CHECK(!g.parse("80", "pos").ok());  // column 20
    CHECK(!Welter2kGame::with_rules("5").ok());
    CHECK(!Welter2kGame::with_rules("x").ok());
    CHECK(game(3).rules_text() == "3");
}
