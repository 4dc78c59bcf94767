// Checking a misère quotient against every sum of heaps (cgt/quotient.h): misère Nim's quotient
// for heaps of 1, 2 and 3, <a, b | a^2 = 1, b^3 = b> with P-portion {a, b^2} (Plambeck, "Taming
// the wild", 2005), is proved; a wrong P-portion or a wrong element is caught; and what the
// quotient predicts agrees with Bouton's misère rule (an independent theorem) on every small sum.
#include <doctest.h>

#include <random>

#include "cgt/quotient.h"

using namespace gl::cgt;

namespace {
// a^i b^j, i < 2, j < 3, as element 3i + j; b^3 = b.
FiniteMonoid nim_quotient() {
    FiniteMonoid q;
    q.order = 6;
    q.table.resize(36);
    q.p.assign(6, false);
    for (std::uint32_t x = 0; x < 6; ++x)
        for (std::uint32_t y = 0; y < 6; ++y) {
            const std::uint32_t i = (x / 3 + y / 3) % 2;
            std::uint32_t j = x % 3 + y % 3;
            if (j > 2) j = 1 + (j - 1) % 2;
            q.table[x * 6 + y] = 3 * i + j;
        }
    q.p[3] = true; // a: a single heap of 1
    q.p[2] = true; // b^2: *2 + *2
    return q;
}
constexpr std::uint32_t kOne = 0, kA = 3, kB = 1, kAB = 4;
std::vector<HeapImage> nim_heaps() {
    return {{kA, {kOne}}, {kB, {kOne, kA}}, {kAB, {kOne, kA, kB}}}; // *1, *2, *3
}
} // namespace

TEST_CASE("misère Nim's quotient for heaps up to 3 predicts every sum (a finite proof over its states)") {
    const FiniteMonoid q = nim_quotient();
    CHECK(q.check().empty());
    const auto r = check_quotient(q, nim_heaps());
    CHECK(r.ok);
    CHECK(r.complete);
    CHECK(r.states > 6);
    // Against Bouton's misère rule: P iff the nim-sum is 0 when some heap is 2 or more, else iff
    // the number of heaps (of 1) is odd.
    std::mt19937 rng(8);
    for (int trial = 0; trial < 500; ++trial) {
        std::uint32_t x = kOne, nim = 0;
        int ones = 0;
        bool big = false;
        const int n = static_cast<int>(rng() % 7);
        for (int k = 0; k < n; ++k) {
            const std::uint32_t h = 1 + rng() % 3;
            x = q.mul(x, nim_heaps()[h - 1].element);
            nim ^= h;
            ones += h == 1;
            big = big || h >= 2;
        }
        const bool p = big ? nim == 0 : ones % 2 == 1;
        CHECK(q.p[x] == p);
    }
}

TEST_CASE("a wrong quotient is caught: a P-portion missing b^2, a wrong element, a table that is no monoid") {
    FiniteMonoid q = nim_quotient();
    q.p[2] = false;
    const auto r = check_quotient(q, nim_heaps());
    CHECK_FALSE(r.ok);
    CHECK(r.failure.find("misère P-position") != std::string::npos);
    auto heaps = nim_heaps();
    heaps[2].element = kB; // *3 said to be *2
    CHECK_FALSE(check_quotient(nim_quotient(), heaps).ok);
    FiniteMonoid bad = nim_quotient();
    bad.table[1 * 6 + 3] = 5; // b·a != a·b
    CHECK(check_quotient(bad, nim_heaps()).failure.find("not a commutative monoid") == 0);
}
