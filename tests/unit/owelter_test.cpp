// Transfinite Welter's game (games/owelter.h): Theorem 3.2's value checked against the definition
// of the Grundy function - no option has the value, every smaller ordinal is an option's value -
// on every position of 2 and 3 coins below ω·3 with finite parts below 5 (a coin's options within
// and below its ω-block searched to finite parts past any witness), the winning moves against the
// moves to 0 found that way, finite coins against Welter's game by search, and the text forms.
#include <doctest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "cgt/ordinal.h"
#include "games/owelter.h"
#include "games/welter.h"

using namespace gl;
using ordinal::Ordinal;
using Ordinals = std::vector<Ordinal>;

namespace {

Ordinal O(std::uint64_t w1, std::uint64_t n) {
    Ordinal a;
    a.c = {n, w1};
    a.trim();
    return a;
}

// Theorem 3.2 written out on its own: (α | β) = finite mate of the finite parts in one ω-block.
Ordinal theorem_3_2(const Ordinals& p) {
    Ordinal v;
    std::uint64_t mates = 0;
    for (std::size_t i = 0; i < p.size(); ++i) {
        v = ordinal::nim_sum(v, p[i]);
        for (std::size_t j = i + 1; j < p.size(); ++j)
            if (p[i].coef(1) == p[j].coef(1) && p[i].c.size() <= 2 && p[j].c.size() <= 2) {
                const std::uint64_t x = p[i].finite_part() ^ p[j].finite_part();
                mates ^= x ^ (x - 1);
            }
    }
    return ordinal::nim_sum(v, Ordinal::finite(mates));
}

} // namespace

TEST_CASE("transfinite Welter: Theorem 3.2 is the Grundy value on every position of 2 and 3 coins below ω·3") {
    owelter::OwelterRuleset g;
    std::vector<Ordinal> squares;
    for (std::uint64_t q = 0; q < 3; ++q)
        for (std::uint64_t r = 0; r < 5; ++r) squares.push_back(O(q, r));
    std::vector<Ordinals> positions;
    for (std::size_t i = 0; i < squares.size(); ++i)
        for (std::size_t j = i + 1; j < squares.size(); ++j) {
            positions.push_back({squares[i], squares[j]});
            for (std::size_t k = j + 1; k < squares.size(); ++k) positions.push_back({squares[i], squares[j], squares[k]});
        }
    constexpr std::uint64_t kBound = 24; // finite parts searched below a lower block: past every witness needed
    for (const Ordinals& p : positions) {
        CAPTURE(ordinal::text_list(p));
        const Ordinal v = g.value(p);
        CHECK(v == theorem_3_2(p));
        std::set<Ordinal> option_values;
        std::set<std::string> zero_moves;
        for (std::size_t i = 0; i < p.size(); ++i) {
            std::vector<Ordinal> targets;
            for (std::uint64_t x = 0; x < p[i].coef(0); ++x) targets.push_back(O(p[i].coef(1), x));
            for (std::uint64_t q = 0; q < p[i].coef(1); ++q)
                for (std::uint64_t x = 0; x < kBound; ++x) targets.push_back(O(q, x));
            for (const Ordinal& to : targets) {
                bool taken = false;
                for (const Ordinal& b : p) taken = taken || b == to;
                if (taken) continue;
                Ordinals q = p;
                q[i] = to;
                std::sort(q.begin(), q.end());
                const Ordinal w = g.value(q);
                option_values.insert(w);
                if (w.is_zero()) zero_moves.insert(ordinal::text(p[i]) + ">" + ordinal::text(to));
            }
        }
        CHECK(option_values.count(v) == 0);
        for (std::uint64_t q = 0; q < 3; ++q)
            for (std::uint64_t r = 0; r < 8; ++r)
                if (O(q, r) < v) CHECK(option_values.count(O(q, r)) == 1);
        std::set<std::string> listed;
        for (const auto& [i, to] : g.winning(p)) listed.insert(ordinal::text(p[i]) + ">" + ordinal::text(to));
        CHECK(listed == zero_moves);
    }
}

TEST_CASE("transfinite Welter on finite coins is Welter's game, by search") {
    owelter::OwelterRuleset g;
    for (std::uint64_t a = 0; a < 8; ++a)
        for (std::uint64_t b = a + 1; b < 9; ++b)
            for (std::uint64_t c = b + 1; c < 10; ++c) {
                const std::string pos = std::to_string(a) + "," + std::to_string(b) + "," + std::to_string(c);
                CHECK(g.grundy(pos) == g.search_grundy(pos));
                CHECK(g.grundy(pos) == welter::welter_value({a, b, c}));
            }
}

TEST_CASE("transfinite Welter: the ω-quotient and ω-residue (Theorem 1.3 with μ = ω) rebuild the value") {
    owelter::OwelterRuleset g;
    for (const char* pos : {"7,w+2,w^2*3+w+5", "0,1,w,w+1", "3,w*2+4,w*2+9,w^3", "w,w+1"}) {
        auto p = g.parse(pos, "pos");
        REQUIRE(p.ok());
        Ordinals q;
        for (const Ordinal& a : p.value()) q.push_back(ordinal::q_omega(a));
        CHECK(ordinal::omega_times_plus(ordinal::nim_sum(q), ordinal::block_welter_sum(p.value())) == g.value(p.value()));
    }
    // ω and ω + 1 are one block: 1 ⊕ (0 | 1) = 1 ⊕ 1 = 0, a P-position (each move leaves ω + n or ω + 1 + n).
    CHECK(g.analyse("w,w+1", Play::Normal).value().outcome == Outcome::P);
}

TEST_CASE("transfinite Welter positions parse strictly: distinct squares, named errors") {
    owelter::OwelterRuleset g;
    CHECK(g.canonical("w^2*3+w+5,w+2,7").value() == "7,w+2,w^2*3+w+5");
    auto dup = g.canonical("7,3,5,5");
    REQUIRE(!dup.ok());
    CHECK(dup.error().message.find("coin 4 repeats square 5") == 0);
    CHECK(dup.error().offset == 6);
    CHECK(g.canonical("w+2,7,1+w+2").error().message.find("coin 3 repeats square w+2") == 0);
    CHECK(g.move_to("7,w+2", 1, "7").error().message.find("holds coin 1") != std::string::npos);
    auto m = g.move_to("7,w+2", 1, "w");
    REQUIRE(m.ok());
    CHECK(m.value().to == "7,w");
}

// Issue 41: an N-position whose one winning move passes the cap of 16383 on finite parts said N and
// listed nothing. The move takes ω⁹·3 + ω⁶·3176 + ω⁵ + ω²·5 to ω·(ω⁵ + ω⁴) + 16384 = ω⁶ + ω⁵ + 16384:
// the quotients then nim-add to 0 (ω⁵ + ω⁴ twice), and the residue is 16383 (the block {16383}) ⊕
// Welter(0, 16384) = 16383 ⊕ 0 ⊕ 16384 ⊕ (0 | 16384), with the mate identity
// (m | n) = m ⊕ n ⊕ ((m ⊕ n) − 1) written here: 16383 ⊕ 16384 ⊕ 32767 = 0. It is said, not listed.
TEST_CASE("transfinite Welter: a winning move past the cap is said in the reason, not listed quietly") {
    owelter::OwelterRuleset g;
    const auto a = g.analyse("w^6+w^5,w^9*3+w^6*3176+w^5+w^2*5,16383", Play::Normal);
    REQUIRE(a.ok());
    CHECK(a->outcome == Outcome::N);
    CHECK(a->winning_moves.empty());
    CHECK(a->reason.find("Its winning move takes coin ω⁹·3 + ω⁶·3176 + ω⁵ + ω²·5 to ω·(ω⁵ + ω⁴) + 16384, a finite part past 16383") !=
          std::string::npos);
    const auto mate = [](std::uint64_t m, std::uint64_t n) { return m ^ n ^ ((m ^ n) - 1); };
    CHECK((16383 ^ (0 ^ 16384 ^ mate(0, 16384))) == 0);
    // A move within the cap is listed and the reason says nothing of the kind.
    const auto b = g.analyse("7,w+2,w^2*3+w+5", Play::Normal);
    REQUIRE(b.ok());
    CHECK(b->reason.find("not listed") == std::string::npos);
}
