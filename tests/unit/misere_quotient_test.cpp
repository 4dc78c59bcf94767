// Misère quotients of heap games (cgt/misere_quotient.h, games/misere_heaps.h), checked against
// facts that do not come from the quotient: brute-force misère search of every sum of small heaps
// (outcomes and winning moves), Bouton's misère rule for Nim, and the quotient of misère Nim for
// heaps up to 3 (Plambeck, "Taming the wild", 2005: <a, b | a^2 = 1, b^3 = b>, P-portion {a, b^2}).
#include <doctest.h>

#include <algorithm>
#include <map>
#include <memory>

#include "cgt/misere_quotient.h"
#include "games/misere_heaps.h"

using namespace gl;

namespace {

// Misère outcome by search: P iff the sum has a move and every move leads to N.
struct Brute {
    octal::Rules rules;
    std::map<std::vector<std::uint64_t>, bool> memo; // sorted heaps -> is P
    bool is_p(std::vector<std::uint64_t> s) {
        std::sort(s.begin(), s.end());
        s.erase(std::remove(s.begin(), s.end(), 0u), s.end());
        if (auto it = memo.find(s); it != memo.end()) return it->second;
        bool any = false, to_p = false;
        for (std::size_t i = 0; i < s.size() && !to_p; ++i)
            octal::for_each_option(rules, s[i], [&](const octal::HeapOption& o) {
                if (to_p) return;
                any = true;
                std::vector<std::uint64_t> t = s;
                t.erase(t.begin() + static_cast<std::ptrdiff_t>(i));
                for (unsigned k = 0; k < o.parts; ++k) t.push_back(o.left[k]);
                to_p = is_p(t);
            });
        return memo[s] = any && !to_p;
    }
};

// Every multiset of `count` heaps from 1..n, as calls f(heaps).
template <class F>
void each_sum(std::uint64_t n, std::size_t count, std::vector<std::uint64_t>& cur, std::uint64_t from, F&& f) {
    f(cur);
    if (cur.size() == count) return;
    for (std::uint64_t h = from; h <= n; ++h) {
        cur.push_back(h);
        each_sum(n, count, cur, h, f);
        cur.pop_back();
    }
}

// decide: also the play screen's decision (its quotients stop where recalibration is needed).
void check_against_search(const char* code, std::uint32_t n, std::size_t heaps, bool decide = true) {
    CAPTURE(code);
    const auto rules = octal::parse_heap_rules(code, "code");
    REQUIRE(rules.ok());
    const auto q = cgt::misere_quotient(misere_heaps::heap_options(*rules, n), n);
    REQUIRE_MESSAGE(q.ok(), q.error().message);
    CHECK(q->monoid.check().empty());
    Brute brute{*rules, {}};
    misere_heaps::Quotients cache;
    std::size_t sums = 0;
    std::vector<std::uint64_t> cur;
    each_sum(n, heaps, cur, 1, [&](const std::vector<std::uint64_t>& s) {
        ++sums;
        std::vector<std::uint32_t> hs(s.begin(), s.end());
        const bool p = brute.is_p(s);
        CAPTURE(s);
        CHECK(q->is_p(hs) == p);
        if (!decide || s.empty() || s.back() < 2) return;
        // Winning moves by the quotient are exactly the moves to a P-position found by search.
        const auto d = misere_heaps::decide(*rules, s, cache);
        REQUIRE(d.has_value());
        CHECK((d->outcome == Outcome::P) == p);
        std::size_t to_p = 0;
        for (std::size_t i = 0; i < s.size(); ++i) {
            if (i > 0 && s[i] == s[i - 1]) continue;
            octal::for_each_option(*rules, s[i], [&](const octal::HeapOption& o) {
                std::vector<std::uint64_t> t = s;
                t.erase(t.begin() + static_cast<std::ptrdiff_t>(i));
                for (unsigned k = 0; k < o.parts; ++k) t.push_back(o.left[k]);
                to_p += brute.is_p(t);
            });
        }
        CHECK(d->winning_moves.size() == to_p);
    });
    CHECK(sums > 100);
}

} // namespace

TEST_CASE("misère Nim's quotient for heaps up to 3 is <a, b | a^2 = 1, b^3 = b>, P-portion {a, b^2}, tame") {
    const auto q = cgt::misere_quotient(cgt::nim_heap_options(3), 3);
    REQUIRE(q.ok());
    CHECK(q->monoid.order == 6);
    CHECK(q->generators == std::vector<std::string>{"a", "b"});
    CHECK(q->generator_heaps == std::vector<std::uint32_t>{1, 2});
    CHECK(q->relations == std::vector<std::string>{"a^2 = 1", "b^3 = b"});
    std::vector<std::string> p;
    for (auto x : q->p_portion()) p.push_back(q->names[x]);
    CHECK(p == std::vector<std::string>{"a", "b^2"});
    CHECK(q->names[q->heap[3]] == "ab");
    CHECK(q->tame_k == 2);
}

TEST_CASE("misère Nim's quotient agrees with Bouton's misère rule on every sum of heaps up to 7") {
    const auto q = cgt::misere_quotient(cgt::nim_heap_options(7), 7);
    REQUIRE(q.ok());
    CHECK(q->tame_k == 3);
    std::vector<std::uint64_t> cur;
    each_sum(7, 5, cur, 1, [&](const std::vector<std::uint64_t>& s) {
        unsigned x = 0;
        bool big = false;
        for (auto h : s) x ^= static_cast<unsigned>(h), big = big || h > 1;
        const bool bouton_p = big ? x == 0 : s.size() % 2 == 1;
        CHECK(q->is_p(std::vector<std::uint32_t>(s.begin(), s.end())) == bouton_p);
    });
}

TEST_CASE("quotients of wild octal games predict every small sum as brute-force search does") {
    check_against_search("0.77", 12, 4);  // Kayles
    check_against_search("0.07", 14, 4);  // Dawson's Kayles
    check_against_search("0.137", 13, 4); // Dawson's chess
    check_against_search("0.6", 10, 4);
    check_against_search("4.07", 9, 3);   // d0 = 4: splits without taking
    check_against_search("{2,5,7}", 16, 4);
    check_against_search("{1,4}", 16, 4);
    check_against_search("0.123", 14, 4, false); // found by recalibration from heap 9 on
    check_against_search("0.07", 26, 2, false); // Q_25 and Q_26 (order 144) are found by recalibration
}

// Plambeck, "Taming the wild in impartial combinatorial games" (2005), Theorem 1: the misère
// quotient of 0.123 has order 20, <x, z, a, b | x^2 = a^2 = 1, z^4 = z^2, b^4 = b^2, abz = b,
// b^3x = b^2, z^3a = z^2>, P-portion {x, xa, b^2, z^2, zb}; heaps 1..5 are x, 1, z, z, x, and heaps
// 6, 7, 8, 9, 10 are b^2, 1, a, b, x, repeating with period 5.
TEST_CASE("0.123's misère quotient is Plambeck's: order 20, his presentation and P-portion, period 5") {
    const auto q = cgt::misere_quotient(misere_heaps::heap_options(*octal::parse_code("0.123"), 40), 40);
    REQUIRE_MESSAGE(q.ok(), q.error().message);
    CHECK(q->monoid.order == 20);
    const auto& h = q->heap;
    const auto& m = q->monoid;
    const std::uint32_t one = 0, x = h[1], z = h[3], a = h[8], b = h[9];
    auto mul = [&](std::initializer_list<std::uint32_t> xs) {
        std::uint32_t r = one;
        for (auto e : xs) r = m.mul(r, e);
        return r;
    };
    CHECK(h[2] == one);
    CHECK(h[4] == z);
    CHECK(h[5] == x);
    CHECK(h[6] == mul({b, b}));
    CHECK(h[7] == one);
    CHECK(h[10] == x);
    for (std::uint32_t n = 11; n <= 40; ++n) CHECK(h[n] == h[n - 5]);
    CHECK(mul({x, x}) == one);
    CHECK(mul({a, a}) == one);
    CHECK(mul({z, z, z, z}) == mul({z, z}));
    CHECK(mul({b, b, b, b}) == mul({b, b}));
    CHECK(mul({a, b, z}) == b);
    CHECK(mul({b, b, b, x}) == mul({b, b}));
    CHECK(mul({z, z, z, a}) == mul({z, z}));
    std::vector<std::uint32_t> p = q->p_portion(), want{x, mul({x, a}), mul({b, b}), mul({z, z}), mul({z, b})};
    std::sort(p.begin(), p.end());
    std::sort(want.begin(), want.end());
    CHECK(p == want);
}

// Plambeck and Siegel's partial quotients of Dawson's Kayles, as computed by MisereSolver:
// |Q_24| = 24, |Q_26| = 144, |Q_29| = 176, |Q_30| = 360 (A. N. Siegel, miseregames.wordpress.com,
// 28 August 2007: "Q_30(0.07) has size 360").
TEST_CASE("Dawson's Kayles' partial misère quotients have the published orders") {
    const auto rules = *octal::parse_code("0.07");
    for (const auto& published : {std::pair{24u, 24u}, {26u, 144u}, {29u, 176u}, {30u, 360u}}) {
        const std::uint32_t n = published.first, order = published.second;
        CAPTURE(n);
        const auto q = cgt::misere_quotient(misere_heaps::heap_options(rules, n), n);
        REQUIRE_MESSAGE(q.ok(), q.error().message);
        CHECK(q->monoid.order == order);
    }
}

TEST_CASE("misère Nim's quotient for heaps below 2^k has order 2, 6, 10, 18 and is found tame") {
    // Order 2^k + 2 (k >= 2): the 2^k nim-values of the sums with a heap of 2 or more, and the
    // even and odd sums of heaps of 1 (Plambeck and Siegel 2008); k = 1 has order 2.
    const std::uint32_t orders[] = {2, 6, 10, 18};
    for (std::uint32_t k = 1; k <= 4; ++k) {
        CAPTURE(k);
        const std::uint32_t top = (1u << k) - 1;
        const auto q = cgt::misere_quotient(cgt::nim_heap_options(top), top);
        REQUIRE(q.ok());
        CHECK(q->monoid.order == orders[k - 1]);
        CHECK(q->tame_k == static_cast<int>(k));
    }
}

TEST_CASE("Kayles is wild: its quotient grows past misère Nim's, and it is not tame") {
    const auto q = cgt::misere_quotient(misere_heaps::heap_options(*octal::parse_code("0.77"), 20), 20);
    REQUIRE(q.ok());
    CHECK(q->tame_k == -1);
    CHECK(q->monoid.order > 6);
    CHECK(q->monoid.order % 2 == 0); // Plambeck and Siegel: every misère quotient has even order
}

TEST_CASE("bad heap options are refused, and a quotient that stops keeps the heaps it proved") {
    cgt::HeapGameOptions g;
    g.options = {{}, {{}}, {{2}}};
    const auto r = cgt::misere_quotient(g, 2);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().message.find("heap 2") != std::string::npos);
    cgt::QuotientLimits tight;
    tight.max_order = 6;
    const auto k = cgt::misere_quotient_prefix(misere_heaps::heap_options(*octal::parse_code("0.77"), 20), 20, tight);
    REQUIRE(k.ok());
    CHECK(k->max_heap < 20);
    CHECK(k->monoid.order <= 6);
    CHECK(k->stopped.find("limit") != std::string::npos);
    CHECK_FALSE(cgt::misere_quotient(misere_heaps::heap_options(*octal::parse_code("0.77"), 20), 20, tight).ok());
}

// Issue 41: memory follows the heaps reached, not the N asked for. With options made as the search
// reaches each heap, a search that stops early asks for no heap past the one it stopped at, and
// the quotient it proves is the one the options given in full prove (0.123: Plambeck's order 20).
TEST_CASE("options made as heaps are reached: none past the heap the search stops at, the same quotient") {
    const auto rules = *octal::parse_code("0.123");
    std::uint32_t asked_to = 0;
    cgt::HeapGameOptions lazy = misere_heaps::heap_options_as_reached(rules);
    const auto make = lazy.more;
    lazy.more = [&](std::uint32_t n) {
        asked_to = std::max(asked_to, n);
        return make(n);
    };
    cgt::QuotientLimits small;
    small.max_order = 8; // 0.123's order passes 8 at heap 3 or so: the search stops there
    const auto stopped = cgt::misere_quotient_prefix(lazy, 100'000, small);
    REQUIRE_MESSAGE(stopped.ok(), stopped.error().message);
    CHECK_FALSE(stopped->stopped.empty());
    CHECK(asked_to == stopped->max_heap + 1);
    const auto full = cgt::misere_quotient(misere_heaps::heap_options(rules, 30), 30);
    const auto reached = cgt::misere_quotient(misere_heaps::heap_options_as_reached(rules), 30);
    REQUIRE(full.ok());
    REQUIRE(reached.ok());
    CHECK(reached->monoid.order == 20);
    CHECK(reached->heap == full->heap);
    CHECK(reached->relations == full->relations);
}

TEST_CASE("options made as heaps are reached are checked as given ones are") {
    cgt::HeapGameOptions g;
    g.options.resize(1);
    g.more = [](std::uint32_t n) { return std::vector<std::vector<std::uint32_t>>{{n}}; }; // leaves itself
    const auto q = cgt::misere_quotient(g, 5);
    REQUIRE_FALSE(q.ok());
    CHECK(q.error().message == "heap 1: an option leaves heap 1, not a smaller nonempty heap");
}

// Issue 41: a work budget over the whole search. Past it the search stops at the heap it is on,
// says it ran out of work (not that no quotient exists), and keeps the heaps below proved: every
// sum of up to three of them has the outcome brute-force search gives. Dawson's Kayles' heaps
// from 25 need recalibration, so the budget meets every way of finding a heap.
TEST_CASE("a work budget stops a quotient search at a heap, the heaps below proved, and says why") {
    const auto rules = *octal::parse_code("0.07");
    for (const std::uint64_t budget : {std::uint64_t{2'000}, std::uint64_t{200'000}, std::uint64_t{20'000'000}}) {
        CAPTURE(budget);
        cgt::QuotientLimits limits;
        limits.work = std::make_shared<cgt::WorkMeter>();
        limits.work->budget = budget;
        const auto q = cgt::misere_quotient_prefix(misere_heaps::heap_options_as_reached(rules), 60, limits);
        REQUIRE_MESSAGE(q.ok(), q.error().message);
        CHECK(q->out_of_work);
        CHECK(q->max_heap < 60);
        CHECK(limits.work->over());
        CHECK(q->stopped == "heap " + std::to_string(q->max_heap + 1) + ": the work budget of " + std::to_string(budget) + " steps ran out");
        Brute brute{rules, {}};
        std::vector<std::uint64_t> cur;
        each_sum(std::min<std::uint64_t>(q->max_heap, 14), 3, cur, 1, [&](const std::vector<std::uint64_t>& s) {
            CAPTURE(s);
            CHECK(q->is_p(std::vector<std::uint32_t>(s.begin(), s.end())) == brute.is_p(s));
        });
    }
    // Without a budget (and with one large enough) the same search goes past them all.
    cgt::QuotientLimits ample;
    ample.work = std::make_shared<cgt::WorkMeter>();
    const auto q = cgt::misere_quotient_prefix(misere_heaps::heap_options_as_reached(rules), 24, ample);
    REQUIRE(q.ok());
    CHECK_FALSE(q->out_of_work);
    CHECK(q->max_heap == 24);
    CHECK(q->monoid.order == 24); // Plambeck and Siegel's |Q_24| = 24, as above
    CHECK(ample.work->spent > 0);
}
