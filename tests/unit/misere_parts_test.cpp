// The parts of misère games (cgt/misere.h, [SECTION] Parts; cgt/misere_parts.cpp): G.Parts,
// G.Partitions, G.IsPrime and G.IsExtraverted against CGSuite's own expected values (its test
// cases for MisereCanonicalGame, every property), and against brute force: every sum of two games
// born by day 4, and of random day-5 games, has its summands among its parts, and every part
// listed adds back.
#include <doctest.h>

#include <random>
#include <set>
#include <string>
#include <vector>

#include "cgt/calc.h"
#include "cgt/misere.h"
#include "cgt/misere_calc.h"

using namespace gl;
using namespace gl::cgt;
using gl::cgt::misere::MId;
using gl::cgt::misere::MisereStore;

namespace {
std::string result(const std::string& e) {
    auto c = calculate(e);
    REQUIRE_MESSAGE(c, (c ? "" : c.error().describe()));
    return c.value().result.empty() ? c.value().canonical_text : c.value().result;
}

// One case of CGSuite's MisereCanonicalGameTestCase: the input, its printed form, then each
// property's expected text.
struct Case {
    const char* in;
    const char* out;
    std::vector<std::pair<const char*, const char*>> props;
};

// The games born by day n, each once (day 0: 0; day n: every set of games born by day n - 1).
std::vector<MId> born_by(MisereStore& s, int day) {
    std::vector<MId> games{MisereStore::kZero};
    for (int d = 1; d <= day; ++d) {
        std::set<MId> next;
        const std::size_t n = games.size();
        for (std::uint64_t mask = 0; mask < (std::uint64_t{1} << n); ++mask) {
            std::vector<MId> opts;
            for (std::size_t k = 0; k < n; ++k)
                if (mask >> k & 1) opts.push_back(games[k]);
            next.insert(s.canon(opts));
        }
        games.assign(next.begin(), next.end());
    }
    return games;
}

// Every part of g, its pair added back, the even parts only, and x - h found for every part h.
void check_parts_add_back(MisereStore& s, MId g) {
    const MId eg = s.even_part(g);
    for (MId h : s.parts(g)) {
        CHECK(s.is_even(h));
        MId x = 0;
        REQUIRE(s.subtract(g, h, x));
        CHECK(s.add(h, x) == g);
        CHECK(h != MisereStore::kZero);
        CHECK(h != eg);
    }
}
} // namespace

TEST_CASE("misère parts, partitions and primes: CGSuite's own expected values, every property") {
    const std::vector<Case> cases = {
        {"*[0]", "*[0]", {{"Birthday", "0"}, {"Genus", "0"}, {"IsEven", "true"}, {"IsExtraverted", "true"}, {"IsGenerallyRestive", "false"}, {"IsGenerallyTame", "true"}, {"IsHalfTame", "false"}, {"IsIntroverted", "true"}, {"IsNimHeap", "true"}, {"IsPrime", "false"}, {"IsRestive", "false"}, {"IsRestless", "false"}, {"IsTame", "true"}, {"IsTameable", "true"}, {"Mate", "*[1]"}, {"MisereNimValue", "1"}, {"MisereOutcomeClass", "N"}, {"NimValue", "0"}, {"Options", "[]"}, {"Partitions", "[[]]"}, {"Parts", "[]"}}},
        {"*[1]", "*[1]", {{"Birthday", "1"}, {"Genus", "1"}, {"IsEven", "false"}, {"IsExtraverted", "true"}, {"IsGenerallyRestive", "false"}, {"IsGenerallyTame", "true"}, {"IsHalfTame", "false"}, {"IsIntroverted", "true"}, {"IsNimHeap", "true"}, {"IsPrime", "false"}, {"IsRestive", "false"}, {"IsRestless", "false"}, {"IsTame", "true"}, {"IsTameable", "true"}, {"Mate", "*[0]"}, {"MisereNimValue", "0"}, {"MisereOutcomeClass", "P"}, {"NimValue", "1"}, {"Options", "[*[0]]"}, {"Partitions", "[[*[1]]]"}, {"Parts", "[]"}}},
        {"*[2]", "*[2]", {{"Birthday", "2"}, {"Genus", "2"}, {"IsEven", "true"}, {"IsExtraverted", "true"}, {"IsGenerallyRestive", "false"}, {"IsGenerallyTame", "true"}, {"IsHalfTame", "false"}, {"IsIntroverted", "false"}, {"IsNimHeap", "true"}, {"IsPrime", "true"}, {"IsRestive", "false"}, {"IsRestless", "false"}, {"IsTame", "true"}, {"IsTameable", "true"}, {"Mate", "*[2]"}, {"MisereNimValue", "2"}, {"MisereOutcomeClass", "N"}, {"NimValue", "2"}, {"Options", "[*[0],*[1]]"}, {"Partitions", "[[*[2]]]"}, {"Parts", "[]"}}},
        {"*[[2]]", "*[2#]", {{"Birthday", "3"}, {"Genus", "0^0"}, {"IsEven", "true"}, {"IsExtraverted", "true"}, {"IsGenerallyRestive", "false"}, {"IsGenerallyTame", "true"}, {"IsHalfTame", "false"}, {"IsIntroverted", "false"}, {"IsNimHeap", "false"}, {"IsPrime", "false"}, {"IsRestive", "false"}, {"IsRestless", "false"}, {"IsTame", "true"}, {"IsTameable", "true"}, {"Mate", "*[2#]"}, {"MisereNimValue", "0"}, {"MisereOutcomeClass", "P"}, {"NimValue", "0"}, {"Options", "[*[2]]"}, {"Partitions", "[[*[2],*[2[#-2]]]]"}, {"Parts", "[*[2],*[2[#-2]]]"}}},
        {"*[[[2]]]", "*[2##]", {{"Birthday", "4"}, {"Genus", "1^1"}, {"IsEven", "true"}, {"IsExtraverted", "true"}, {"IsGenerallyRestive", "false"}, {"IsGenerallyTame", "true"}, {"IsHalfTame", "false"}, {"IsIntroverted", "false"}, {"IsNimHeap", "false"}, {"IsPrime", "false"}, {"IsRestive", "false"}, {"IsRestless", "false"}, {"IsTame", "true"}, {"IsTameable", "true"}, {"Mate", "*[2##]"}, {"MisereNimValue", "1"}, {"MisereOutcomeClass", "N"}, {"NimValue", "1"}, {"Options", "[*[2#]]"}, {"Partitions", "[[*[2],*[2[#-2]],*[2[##-2]0]]]"}, {"Parts", "[*[2],*[2[##-2]],*[2#],*[2[##-2]0],*[2[#-2]],*[(2[##-2]0)[2]]]"}}},
        {"*[2]+*[2]", "*[2[2]]", {{"Birthday", "4"}, {"Genus", "0^0"}, {"IsEven", "true"}, {"IsExtraverted", "true"}, {"IsGenerallyRestive", "false"}, {"IsGenerallyTame", "true"}, {"IsHalfTame", "false"}, {"IsIntroverted", "false"}, {"IsNimHeap", "false"}, {"IsPrime", "false"}, {"IsRestive", "false"}, {"IsRestless", "false"}, {"IsTame", "true"}, {"IsTameable", "true"}, {"Mate", "*[2[2]]"}, {"MisereNimValue", "0"}, {"MisereOutcomeClass", "P"}, {"NimValue", "0"}, {"Options", "[*[2],*[3]]"}, {"Partitions", "[[*[2],*[2]]]"}, {"Parts", "[*[2]]"}}},
        {"*[[*[2]+*[[2]]]]", "*[2[#2#]]", {{"Birthday", "6"}, {"Genus", "0^0"}, {"IsEven", "true"}, {"IsExtraverted", "true"}, {"IsGenerallyRestive", "false"}, {"IsGenerallyTame", "true"}, {"IsHalfTame", "false"}, {"IsIntroverted", "false"}, {"IsNimHeap", "false"}, {"IsPrime", "false"}, {"IsRestive", "false"}, {"IsRestless", "false"}, {"IsTame", "true"}, {"IsTameable", "true"}, {"Mate", "*[2[#2#]]"}, {"MisereNimValue", "0"}, {"MisereOutcomeClass", "P"}, {"NimValue", "0"}, {"Options", "[*[2[#2]]]"}, {"Partitions", "[[*[2],*[2],*[2[#-2]],*[2[#-2]]]]"}, {"Parts", "[*[2],*[2[#2#-2]],*[2#],*[2[2]],*[2[#2#-2-2]],*[2[#-2]],*[2[#2]]]"}}},
        {"*[[2],0]", "*[2#0]", {{"Birthday", "4"}, {"Genus", "1^2"}, {"IsEven", "true"}, {"IsExtraverted", "false"}, {"IsGenerallyRestive", "true"}, {"IsGenerallyTame", "false"}, {"IsHalfTame", "true"}, {"IsIntroverted", "false"}, {"IsNimHeap", "false"}, {"IsPrime", "true"}, {"IsRestive", "true"}, {"IsRestless", "false"}, {"IsTame", "false"}, {"IsTameable", "false"}, {"Mate", "*[2#1]"}, {"MisereNimValue", "2"}, {"MisereOutcomeClass", "N"}, {"NimValue", "1"}, {"Options", "[*[0],*[2#]]"}, {"Partitions", "[[*[2#0]]]"}, {"Parts", "[]"}}},
        {"*[[2],1]", "*[2#1]", {{"Birthday", "4"}, {"Genus", "2^1420"}, {"IsEven", "true"}, {"IsExtraverted", "false"}, {"IsGenerallyRestive", "false"}, {"IsGenerallyTame", "false"}, {"IsHalfTame", "false"}, {"IsIntroverted", "false"}, {"IsNimHeap", "false"}, {"IsPrime", "true"}, {"IsRestive", "false"}, {"IsRestless", "true"}, {"IsTame", "false"}, {"IsTameable", "false"}, {"Mate", "*[2#0]"}, {"MisereNimValue", "1"}, {"MisereOutcomeClass", "N"}, {"NimValue", "2"}, {"Options", "[*[1],*[2#]]"}, {"Partitions", "[[*[2#1]]]"}, {"Parts", "[]"}}},
        {"*[[*[4]+*[2]]]", "*[4[2#]]", {{"Birthday", "7"}, {"Genus", "0^0"}, {"IsEven", "true"}, {"IsExtraverted", "false"}, {"IsGenerallyRestive", "false"}, {"IsGenerallyTame", "true"}, {"IsHalfTame", "false"}, {"IsIntroverted", "false"}, {"IsNimHeap", "false"}, {"IsPrime", "false"}, {"IsRestive", "false"}, {"IsRestless", "false"}, {"IsTame", "true"}, {"IsTameable", "true"}, {"Mate", "*[4[2#]]"}, {"MisereNimValue", "0"}, {"MisereOutcomeClass", "P"}, {"NimValue", "0"}, {"Options", "[*[4[2]]]"}, {"Partitions", "[[*[2],*[4[2#-2]]],[*[4],*[4[2#-4]]]]"}, {"Parts", "[*[2],*[4[2#-2]],*[4],*[4[2#-4]]]"}}},
        {"*[[[2]],[[2],1]]", "*[(2#1)2##]", {{"Birthday", "5"}, {"Genus", "0^0"}, {"IsEven", "true"}, {"IsExtraverted", "false"}, {"IsGenerallyRestive", "false"}, {"IsGenerallyTame", "true"}, {"IsHalfTame", "false"}, {"IsIntroverted", "false"}, {"IsNimHeap", "false"}, {"IsPrime", "true"}, {"IsRestive", "false"}, {"IsRestless", "false"}, {"IsTame", "false"}, {"IsTameable", "true"}, {"Mate", "*[(2#0)2##]"}, {"MisereNimValue", "0"}, {"MisereOutcomeClass", "P"}, {"NimValue", "0"}, {"Options", "[*[2##],*[2#1]]"}, {"Partitions", "[[*[(2#1)2##]]]"}, {"Parts", "[]"}}},
        {"*[[[2]],[[[2],0],0,1]]", "*[((2#0)10)2##]", {{"Birthday", "6"}, {"Genus", "0^0"}, {"IsEven", "true"}, {"IsExtraverted", "false"}, {"IsGenerallyRestive", "false"}, {"IsGenerallyTame", "true"}, {"IsHalfTame", "false"}, {"IsIntroverted", "false"}, {"IsNimHeap", "false"}, {"IsPrime", "true"}, {"IsRestive", "false"}, {"IsRestless", "false"}, {"IsTame", "false"}, {"IsTameable", "true"}, {"Mate", "*[((2#1)10)2##]"}, {"MisereNimValue", "0"}, {"MisereOutcomeClass", "P"}, {"NimValue", "0"}, {"Options", "[*[2##],*[(2#0)10]]"}, {"Partitions", "[[*[((2#0)10)2##]]]"}, {"Parts", "[]"}}},
        {"*[*[[2],1]+*[1],[[2],*[[2]]+*[1],[[2],0]]]", "*[((2#0)2[#1]2#)(2#1)[1]]", {{"Birthday", "6"}, {"Genus", "0^120"}, {"IsEven", "true"}, {"IsExtraverted", "false"}, {"IsGenerallyRestive", "false"}, {"IsGenerallyTame", "false"}, {"IsHalfTame", "false"}, {"IsIntroverted", "false"}, {"IsNimHeap", "false"}, {"IsPrime", "true"}, {"IsRestive", "false"}, {"IsRestless", "false"}, {"IsTame", "false"}, {"IsTameable", "true"}, {"Mate", "*[((2#1)2[#1]2#)(2#0)[1]]"}, {"MisereNimValue", "1"}, {"MisereOutcomeClass", "N"}, {"NimValue", "0"}, {"Options", "[*[(2#1)[1]],*[(2#0)2[#1]2#]]"}, {"Partitions", "[[*[((2#0)2[#1]2#)(2#1)[1]]]]"}, {"Parts", "[]"}}},
        {"*[[[2],2,0],[[2],3],1]", "*[(2#20)2[#1]1]", {{"Birthday", "5"}, {"Genus", "0^2"}, {"IsEven", "true"}, {"IsExtraverted", "false"}, {"IsGenerallyRestive", "true"}, {"IsGenerallyTame", "false"}, {"IsHalfTame", "true"}, {"IsIntroverted", "false"}, {"IsNimHeap", "false"}, {"IsPrime", "true"}, {"IsRestive", "false"}, {"IsRestless", "false"}, {"IsTame", "false"}, {"IsTameable", "false"}, {"Mate", "*[(2#21)2[#1]0]"}, {"MisereNimValue", "2"}, {"MisereOutcomeClass", "N"}, {"NimValue", "0"}, {"Options", "[*[1],*[2[#1]],*[2#20]]"}, {"Partitions", "[[*[(2#20)2[#1]1]]]"}, {"Parts", "[]"}}},
    };
    for (const Case& c : cases) {
        CAPTURE(c.in);
        CHECK(result(c.in) == c.out);
        for (const auto& [name, want] : c.props) {
            const std::string expr = std::string("(") + c.in + ")." + name;
            CAPTURE(expr);
            CHECK(result(expr) == want);
        }
    }
}

TEST_CASE("misère parts against brute force: sums of games born by day 4 and of random day-5 games") {
    MisereStore s;
    const std::vector<MId> day4 = born_by(s, 4);
    REQUIRE(day4.size() == 22); // 1, 2, 3, 5, 22 games born by days 0..4 (Conway)
    std::vector<MId> games = day4;
    std::mt19937 rng(20261126);
    for (int k = 0; k < 60; ++k) { // random games born on day 5: random sets of day-4 games
        std::vector<MId> opts;
        for (MId g : day4)
            if (rng() % 3 == 0) opts.push_back(g);
        games.push_back(s.canon(opts));
    }
    const MId star = s.nim_heap(1);
    for (std::size_t i = 0; i < games.size(); ++i)
        for (std::size_t j = i; j < games.size() && j < 40; ++j) {
            const MId h = games[i], x = games[j], g = s.add(h, x);
            CAPTURE(s.text(h));
            CAPTURE(s.text(x));
            // h is a part of g: listed among the proper parts unless it is 0, * or g up to *.
            const MId eh = s.even_part(h), eg = s.even_part(g);
            const std::vector<MId> parts = s.parts(g);
            if (eh != MisereStore::kZero && eh != eg) CHECK(std::find(parts.begin(), parts.end(), eh) != parts.end());
            MId found = 0;
            REQUIRE(s.subtract(g, h, found));
            CHECK(found == x); // cancellation: the partner is unique
            // A sum of two games that are neither 0 nor * (up to *) is not prime.
            if (eh != MisereStore::kZero && s.even_part(x) != MisereStore::kZero) CHECK_FALSE(s.is_prime(g));
            check_parts_add_back(s, g);
        }
    // Primes: no proper parts, and each partition adds up to the game.
    for (MId g : games) {
        CAPTURE(s.text(g));
        CHECK(s.is_prime(g) == (g != MisereStore::kZero && g != star && s.parts(g).empty()));
        bool more = false;
        for (const auto& way : s.partitions(g, 100, more)) {
            MId sum = MisereStore::kZero;
            for (MId p : way) {
                CHECK((s.is_prime(p) || p == star));
                sum = s.add(sum, p);
            }
            CHECK(sum == g);
        }
        // Extraverted: G is a part of {G} exactly when every option of G is a part of G.
        bool every = true;
        for (MId o : s.options(g)) {
            MId x = 0;
            every = every && s.subtract(g, o, x);
        }
        CHECK(s.is_extraverted(g) == every);
    }
}
