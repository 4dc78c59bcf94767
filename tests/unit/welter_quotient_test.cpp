// The μ-quotient and μ-residue (app/quotient.h; Kayada, Theorems 1.2 and 1.3): each game's value
// found by its own mex search over the restricted moves, checked against V = μ·Q + R with R < μ on
// every searched position of Welter's game (values by an independent bitmask search), and on the
// height-2^k game with μ = 2^k, where Theorem 2.3 names the two games: Welter's game on the
// columns and Nim on the rows. Also the mission's fact: the mate (m | n) = m ⊕ n ⊕ ((m ⊕ n) − 1)
// makes Welter's formula agree with search on small boards.
#include <doctest.h>

#include <cstdint>
#include <vector>

#include "app/quotient.h"
#include "core/impartial.h"
#include "games/registry.h"
#include "games/welter.h"

using namespace gl;
using Squares = std::vector<std::uint64_t>;

namespace {

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

std::string text(const Squares& s) {
    std::string t;
    for (auto q : s) t += (t.empty() ? "" : ",") + std::to_string(q);
    return t;
}

} // namespace

TEST_CASE("Welter's game: V = μ·Q + R for μ = 2, 3, 4, 5 on every position of up to 4 coins below 9 (Theorem 1.2)") {
    auto r = make_ruleset("welter");
    REQUIRE(r.ok());
    GameSearch<BruteWelter> brute{BruteWelter{}};
    std::vector<Squares> positions;
    for (std::size_t n = 1; n <= 4; ++n) all_positions(n, 9, positions);
    std::size_t checked = 0;
    for (const Squares& p : positions) {
        std::uint64_t mask = 0;
        for (auto q : p) mask |= 1ull << q;
        const Grundy v = brute.grundy(mask);
        for (Grundy mu : {2u, 3u, 4u, 5u}) {
            CAPTURE(p);
            CAPTURE(mu);
            auto qr = app::quotient_residue(*r.value(), text(p), mu);
            REQUIRE(qr.ok());
            CHECK(qr.value().value == v);
            CHECK(qr.value().quotient == v / mu);
            CHECK(qr.value().residue == v % mu);
            CHECK(qr.value().holds());
            ++checked;
        }
    }
    CHECK(checked == positions.size() * 4);
}

TEST_CASE("height 2^k with μ = 2^k: the quotient is Welter's game on the columns, the residue Nim on the rows (Theorem 2.3)") {
    for (unsigned k : {1u, 2u}) {
        auto r = make_ruleset("welter2k", std::to_string(k));
        REQUIRE(r.ok());
        const std::uint64_t h = 1u << k;
        std::vector<Squares> positions;
        for (std::size_t n = 1; n <= 3; ++n) all_positions(n, 5 * h, positions);
        for (const Squares& p : positions) {
            Squares cols, rows;
            bool ok = true;
            for (auto a : p) {
                for (auto c : cols) ok = ok && c != a / h;
                cols.push_back(a / h);
                rows.push_back(a % h);
            }
            if (!ok) continue;
            CAPTURE(p);
            auto qr = app::quotient_residue(*r.value(), text(p), h);
            REQUIRE(qr.ok());
            Grundy nim = 0;
            for (auto x : rows) nim ^= x;
            CHECK(qr.value().quotient == welter::welter_value(cols));
            CHECK(qr.value().residue == nim);
            CHECK(qr.value().holds());
        }
    }
}

TEST_CASE("the quotient panel refuses μ = 0, bad positions and searches beyond its cap") {
    auto r = make_ruleset("welter");
    REQUIRE(r.ok());
    CHECK(!app::quotient_residue(*r.value(), "0,3,5", 0).ok());
    CHECK(!app::quotient_residue(*r.value(), "0,3,3", 2).ok());
    auto big = app::quotient_residue(*r.value(), "10,20,30,40", 2, 500);
    REQUIRE(!big.ok());
    CHECK(big.error().message.find("more than 500 positions") != std::string::npos);
}

TEST_CASE("the mate (m | n) = m ⊕ n ⊕ ((m ⊕ n) − 1) makes Welter's formula agree with search on boards of 14 squares") {
    GameSearch<BruteWelter> brute{BruteWelter{}};
    auto mate = [](std::uint64_t m, std::uint64_t n) { return m ^ n ^ ((m ^ n) - 1); };
    std::vector<Squares> positions;
    for (std::size_t n = 1; n <= 4; ++n) all_positions(n, 14, positions);
    for (const Squares& p : positions) {
        Grundy v = 0;
        std::uint64_t mask = 0;
        for (std::size_t i = 0; i < p.size(); ++i) {
            v ^= p[i];
            mask |= 1ull << p[i];
            for (std::size_t j = i + 1; j < p.size(); ++j) v ^= mate(p[i], p[j]);
        }
        CAPTURE(p);
        CHECK(v == brute.grundy(mask));
    }
}
