// Transfinite Nim (games/onim.h) and the ordinals below ω^ω (cgt/ordinal.h): the text forms and
// their errors, and the value checked against the definition of the Grundy function itself - no
// option has the value, every smaller ordinal is an option's value - on every position of up to 3
// heaps below ω·3 with small finite parts (options searched up to a finite part past any witness),
// against search on finite heaps, and Theorem 3.1's identity for τ = 1 and τ = ω.
#include <doctest.h>

#include <functional>
#include <set>
#include <string>
#include <vector>

#include "cgt/ordinal.h"
#include "core/impartial.h"
#include "games/onim.h"

using namespace gl;
using ordinal::Ordinal;
using Ordinals = std::vector<Ordinal>;

namespace {

Ordinal O(std::uint64_t w2, std::uint64_t w1, std::uint64_t n) {
    Ordinal a;
    a.c = {n, w1, w2};
    a.trim();
    return a;
}

// Every ordinal below ω·3 + … with ω-coefficient < q_max and finite part < r_max.
std::vector<Ordinal> small_ordinals(std::uint64_t q_max, std::uint64_t r_max) {
    std::vector<Ordinal> out;
    for (std::uint64_t q = 0; q < q_max; ++q)
        for (std::uint64_t r = 0; r < r_max; ++r) out.push_back(O(0, q, r));
    return out;
}

// The options of a heap α = ω·q + r (q, r finite here): ω·q + r' for r' < r, and ω·q' + x for
// q' < q and every x below `bound` (the infinitely many others lie beyond every witness needed).
std::vector<Ordinal> smaller(const Ordinal& a, std::uint64_t bound) {
    std::vector<Ordinal> out;
    const std::uint64_t q = a.coef(1), r = a.coef(0);
    for (std::uint64_t x = 0; x < r; ++x) out.push_back(O(0, q, x));
    for (std::uint64_t q2 = 0; q2 < q; ++q2)
        for (std::uint64_t x = 0; x < bound; ++x) out.push_back(O(0, q2, x));
    return out;
}

// Bouton's nim-sum by search on finite heaps: the mex rule, memoised.
struct BruteNim {
    using Position = std::vector<std::uint64_t>;
    std::vector<Position> moves(const Position& p) const {
        std::vector<Position> out;
        for (std::size_t i = 0; i < p.size(); ++i)
            for (std::uint64_t k = 0; k < p[i]; ++k) {
                Position q = p;
                q[i] = k;
                out.push_back(q);
            }
        return out;
    }
};

} // namespace

TEST_CASE("ordinals below ω^ω print and parse back in Cantor normal form") {
    auto t = [](const char* s) {
        auto a = ordinal::parse(s, "pos");
        REQUIRE(a.ok());
        return ordinal::text(a.value());
    };
    CHECK(t("w^2*3+w+5") == "w^2*3+w+5");
    CHECK(t("ω^2·3 + ω + 5") == "w^2*3+w+5");
    CHECK(t("w^2 * 3 + w + 5") == "w^2*3+w+5");
    CHECK(t("w^2*3 w 5") == "w^2*3+w+5"); // a link's '+' arrives as a space
    CHECK(t("w3") == "w*3");
    CHECK(t("5+w") == "w");         // ordinal addition: 5 + ω = ω
    CHECK(t("w+w") == "w*2");
    CHECK(t("w^2+w^3") == "w^3");
    CHECK(t("w^0*4") == "4");
    CHECK(t("0") == "0");
    CHECK(ordinal::pretty(ordinal::parse("w^2*3+w+5", "pos").value()) == "ω²·3 + ω + 5");
    auto e = ordinal::parse("w^", "pos");
    REQUIRE(!e.ok());
    CHECK(e.error().offset == 2);
    CHECK(e.error().describe().find("pos, character 3: 'w^' needs an exponent") == 0);
    CHECK(!ordinal::parse("w^10", "pos").ok());
    CHECK(!ordinal::parse("16384", "pos").ok());
    CHECK(ordinal::parse("x", "pos").error().offset == 0);
    CHECK(ordinal::parse("w+", "pos").error().offset == 2);
    CHECK(ordinal::parse("w*", "pos").error().message.find("coefficient") != std::string::npos);
    auto list = ordinal::parse_list("7, w+2,w^", "pos", 12);
    REQUIRE(!list.ok());
    CHECK(list.error().offset == 9);
    onim::OnimRuleset g;
    CHECK(g.canonical("w^2*3+w+5,w+2,7").value() == "w^2*3+w+5,w+2,7"); // heaps keep their places
    CHECK(g.canonical("1,2,3,4,5,6,7,8,9,10,11,12,13").error().message.find("at most 12") != std::string::npos);
}

TEST_CASE("ordinal order, quotients and remainders: α = ω·q_ω(α) + r_ω(α) = 2·q_2(α) + r_2(α)") {
    for (const Ordinal& a : small_ordinals(4, 6)) {
        for (const Ordinal& b : small_ordinals(4, 6))
            CHECK((a < b) == (a.coef(1) < b.coef(1) || (a.coef(1) == b.coef(1) && a.coef(0) < b.coef(0))));
        CHECK(ordinal::omega_times_plus(ordinal::q_omega(a), a.finite_part()) == a);
        CHECK(ordinal::two_times_plus(ordinal::q_two(a), a.finite_part() & 1) == a);
    }
    const Ordinal a = O(3, 1, 5);
    CHECK(ordinal::text(ordinal::q_omega(a)) == "w*3+1");
    CHECK(ordinal::text(ordinal::q_two(a)) == "w^2*3+w+2"); // 2·ω = ω: only the finite part halves
}

TEST_CASE("transfinite Nim: the coefficient-wise nim-sum is the Grundy value on every position of up to 3 heaps below ω·3") {
    onim::OnimRuleset g;
    const auto heaps = small_ordinals(3, 5);
    std::vector<Ordinals> positions;
    for (const Ordinal& a : heaps) {
        positions.push_back({a});
        for (const Ordinal& b : heaps) {
            positions.push_back({a, b});
            if (a.coef(1) + b.coef(1) <= 2)
                for (const Ordinal& c : small_ordinals(2, 4)) positions.push_back({a, b, c});
        }
    }
    for (const Ordinals& p : positions) {
        CAPTURE(ordinal::text_list(p));
        const Ordinal v = g.value(p);
        std::set<Ordinal> option_values;
        std::set<std::string> zero_moves;
        for (std::size_t i = 0; i < p.size(); ++i)
            for (const Ordinal& to : smaller(p[i], 24)) {
                Ordinals q = p;
                q[i] = to;
                const Ordinal w = g.value(q);
                option_values.insert(w);
                if (w.is_zero()) zero_moves.insert(std::to_string(i) + ":" + ordinal::text(to));
            }
        // No option has the value itself...
        CHECK(option_values.count(v) == 0);
        // ...and every smaller ordinal (finite parts below 8) is an option's value: the mex.
        for (const Ordinal& b : small_ordinals(3, 8))
            if (b < v) CHECK(option_values.count(b) == 1);
        // The winning moves listed are exactly the moves to 0.
        std::set<std::string> listed;
        for (const auto& [i, to] : g.winning(p)) listed.insert(std::to_string(i) + ":" + ordinal::text(to));
        CHECK(listed == zero_moves);
    }
}

TEST_CASE("transfinite Nim on finite heaps is Nim: the value equals search") {
    onim::OnimRuleset g;
    GameSearch<BruteNim> brute{BruteNim{}};
    for (std::uint64_t a = 0; a < 9; ++a)
        for (std::uint64_t b = 0; b < 9; ++b)
            for (std::uint64_t c = 0; c < 6; ++c) {
                const Ordinals p{Ordinal::finite(a), Ordinal::finite(b), Ordinal::finite(c)};
                CHECK(g.value(p) == Ordinal::finite(brute.grundy({a, b, c})));
                CHECK(g.search_grundy(g.format(p)) == brute.grundy({a, b, c}));
            }
}

TEST_CASE("Theorem 3.1 for τ = 1 and τ = ω: V = 2·V(q_2…) + V(r_2…) = ω·V(q_ω…) + V(r_ω…)") {
    onim::OnimRuleset g;
    std::vector<Ordinal> heaps;
    for (std::uint64_t w2 = 0; w2 < 3; ++w2)
        for (std::uint64_t w1 = 0; w1 < 4; ++w1)
            for (std::uint64_t n = 0; n < 7; n += 2) heaps.push_back(O(w2, w1, n + (w1 & 1)));
    for (const Ordinal& a : heaps)
        for (const Ordinal& b : heaps)
            for (const Ordinal& c : {O(0, 0, 3), O(1, 0, 6), O(0, 5, 0)}) {
                const Ordinals p{a, b, c};
                CAPTURE(ordinal::text_list(p));
                Ordinals q2, r2, qw, rw;
                for (const Ordinal& x : p) {
                    q2.push_back(ordinal::q_two(x));
                    r2.push_back(Ordinal::finite(x.finite_part() % 2));
                    qw.push_back(ordinal::q_omega(x));
                    rw.push_back(Ordinal::finite(x.finite_part()));
                }
                const Ordinal v = g.value(p);
                CHECK(ordinal::two_times_plus(g.value(q2), g.value(r2).finite_part()) == v);
                CHECK(ordinal::omega_times_plus(g.value(qw), g.value(rw).finite_part()) == v);
            }
}

TEST_CASE("transfinite Nim: typed moves, the analysis and its JSON (the value as an ordinal text)") {
    onim::OnimRuleset g;
    auto m = g.move_to("w^2*3+w+5,w+2,7", 1, "w");
    REQUIRE(m.ok());
    CHECK(m.value().to == "w^2*3+w+5,w,7");
    CHECK(m.value().label == "heap 2: ω + 2 → ω");
    CHECK(g.move_to("w^2*3+w+5,w+2,7", 2, "w").error().message.find("not smaller") != std::string::npos);
    CHECK(g.move_to("w^2*3+w+5,w+2,7", 2, "w^").error().offset == 2);
    CHECK(!g.move_to("w^2*3+w+5,w+2,7", 3, "1").ok());
    auto a = g.analyse("w^2*3+w+5,w+2,7", Play::Normal);
    REQUIRE(a.ok());
    // ω²·3 ⊕ (ω + 2) ⊕ 7... coefficient by coefficient: ω²: 3; ω: 1 ⊕ 1 = 0; 1: 5 ⊕ 2 ⊕ 7 = 0.
    CHECK(a.value().ordinal == "w^2*3");
    CHECK(!a.value().value);
    CHECK(a.value().outcome == Outcome::N);
    REQUIRE(a.value().winning_moves.size() == 1);
    CHECK(a.value().winning_moves[0].to == "w+5,w+2,7");
    const std::string json = analysis_json(a.value());
    CHECK(json.find("\"value\":null,\"ordinal\":\"w^2*3\"") != std::string::npos);
    auto fin = g.analyse("3,5", Play::Normal);
    REQUIRE(fin.ok());
    CHECK(fin.value().value == Grundy{6});
    CHECK(fin.value().ordinal == "6");
    auto moves = g.moves("w^2*3+w+5,w+2,7");
    REQUIRE(moves.ok());
    CHECK(moves.value()[0].to == a.value().winning_moves[0].to); // winning moves listed first
}
