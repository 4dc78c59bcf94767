// Misère canonical forms (cgt/misere.h) against independent facts: the number of games born by each
// day (Conway, ONAG ch. 12: 1, 2, 3, 5, 22), Conway's reductions, the genus and misère nim values
// CGSuite prints for Kayles, Dawson's Kayles and Grundy's game, and brute-force misère search of sums.
#include <doctest.h>

#include <algorithm>
#include <map>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "cgt/calc.h"
#include "cgt/misere.h"

using namespace gl::cgt::misere;

namespace {

// The canonical forms of heaps 0..n of a heap game whose moves split a heap into parts, each option
// the canonical sum of its parts.
template <class Moves>
std::vector<MId> heaps(MisereStore& s, int n, Moves moves) {
    std::vector<MId> h;
    for (int k = 0; k <= n; ++k) {
        std::vector<MId> opts;
        for (const std::vector<int>& parts : moves(k)) {
            MId sum = MisereStore::kZero;
            for (int p : parts) sum = s.add(sum, h[static_cast<std::size_t>(p)]);
            opts.push_back(sum);
        }
        h.push_back(s.canon(opts));
    }
    return h;
}
// Kayles (0.77): take one or two adjacent pins, leaving at most two rows.
std::vector<std::vector<int>> kayles(int n) {
    std::vector<std::vector<int>> out;
    for (int take = 1; take <= 2; ++take)
        for (int a = 0; a + take <= n; ++a) {
            const int b = n - take - a;
            if (a <= b) out.push_back({a, b});
        }
    return out;
}
// Dawson's Kayles (0.07): take exactly two adjacent pins.
std::vector<std::vector<int>> dawson(int n) {
    std::vector<std::vector<int>> out;
    for (int a = 0; a + 2 <= n; ++a) {
        const int b = n - 2 - a;
        if (a <= b) out.push_back({a, b});
    }
    return out;
}
// Grundy's game (4!.0): split a heap into two unequal non-empty heaps.
std::vector<std::vector<int>> grundy(int n) {
    std::vector<std::vector<int>> out;
    for (int a = 1; 2 * a < n; ++a) out.push_back({a, n - a});
    return out;
}

std::vector<std::string> split_list(const std::string& list) { // "[0,1,4^146]" -> items
    std::vector<std::string> out;
    std::string cur;
    int depth = 0;
    for (char c : list.substr(1, list.size() - 2)) {
        if (c == '(') ++depth;
        if (c == ')') --depth;
        if (c == ',' && depth == 0) {
            out.push_back(cur);
            cur.clear();
        } else {
            cur += c;
        }
    }
    out.push_back(cur);
    return out;
}

// CGSuite prints a nim heap's genus as its value alone ("2"), a tame or restive game's as g^d with
// its first digit ("1^1"), and any other as the classical genus ("4^146"): each is checked against
// the form computed here, so the digits are tested where CGSuite gives them.
void check_genus(MisereStore& s, MId g, const std::string& printed) {
    CAPTURE(printed);
    const auto caret = printed.find('^');
    const std::string base = printed.substr(0, caret);
    CHECK(std::to_string(s.nim_value(g)) == base);
    if (caret == std::string::npos) {
        CHECK(s.is_nim_heap(g));
        return;
    }
    const std::string digits = printed.substr(caret + 1);
    if (digits.size() == 1) {
        CHECK(std::to_string(s.misere_nim_value(g)) == digits);
        return;
    }
    CHECK(s.classical_genus(g) == printed);
}

// Misère search over sums of heaps (a multiset of sizes): P iff every move leads to N; no move at
// all (every heap dead) is an N-position for the player to move, who has already won.
template <class Moves>
bool brute_p(std::vector<int> pos, Moves moves, std::map<std::vector<int>, bool>& memo) {
    std::sort(pos.begin(), pos.end());
    if (auto it = memo.find(pos); it != memo.end()) return it->second;
    bool any_move = false, p = true;
    for (std::size_t i = 0; i < pos.size() && p; ++i)
        for (const auto& parts : moves(pos[i])) {
            any_move = true;
            std::vector<int> next = pos;
            next.erase(next.begin() + static_cast<std::ptrdiff_t>(i));
            for (int q : parts)
                if (q > 0) next.push_back(q);
            if (brute_p(next, moves, memo)) {
                p = false;
                break;
            }
        }
    const bool r = any_move && p;
    memo[pos] = r;
    return r;
}

} // namespace

TEST_CASE("misère games born by day n: 1, 2, 3, 5, 22 (Conway, ONAG ch. 12)") {
    MisereStore s;
    std::set<MId> day{MisereStore::kZero};
    const std::size_t expected[] = {1, 2, 3, 5, 22};
    CHECK(day.size() == expected[0]);
    for (int n = 1; n <= 4; ++n) {
        const std::vector<MId> prev(day.begin(), day.end());
        std::set<MId> next;
        for (std::uint64_t mask = 0; mask < (std::uint64_t{1} << prev.size()); ++mask) {
            std::vector<MId> opts;
            for (std::size_t k = 0; k < prev.size(); ++k)
                if (mask >> k & 1) opts.push_back(prev[k]);
            next.insert(s.canon(opts));
        }
        day = next;
        CHECK(day.size() == expected[n]);
        for (MId g : day) CHECK(s.birthday(g) <= static_cast<std::uint32_t>(n)); // canonical forms are the earliest born
    }
}

TEST_CASE("Conway's reductions: reversible moves bypassed, with the proviso") {
    MisereStore s;
    const MId zero = MisereStore::kZero, star = s.nim_heap(1), two = s.nim_heap(2), three = s.nim_heap(3);
    CHECK(s.canon({star}) == zero);          // {*} = 0: * reverses through 0, and {*} is N
    CHECK(s.canon({star, two}) == zero);
    const MId two_hash = s.canon({two});     // {*2} is not 0: no option is P (the proviso)
    CHECK(two_hash != zero);
    CHECK(s.is_p_position(two_hash));
    CHECK_FALSE(s.is_p_position(zero));     // misère: the player who cannot move wins
    CHECK(s.is_p_position(star));
    CHECK(s.canon({zero, two}) == star);     // *2 reverses through *: {0, *2} = *
    CHECK(s.canon({zero, star}) == two);     // a nim heap is canonical
    CHECK(s.add(star, star) == zero);
    CHECK(s.add(two, star) == three);
    const MId two_two = s.add(two, two);     // *2 + *2 = {*2, *3}, a P-position that is not 0
    CHECK(two_two == s.canon({two, three}));
    CHECK(s.is_p_position(two_two));
    CHECK(two_two != zero);
    CHECK(s.nim_value(two_two) == 0);
    CHECK(s.birthday(two_two) == 4);
    // Mates (Conway): 0 <-> *, *n (n >= 2) its own mate.
    CHECK(s.mate(zero) == star);
    CHECK(s.mate(star) == zero);
    CHECK(s.mate(two) == two);
    CHECK(s.mate(s.nim_heap(5)) == s.nim_heap(5));
}

TEST_CASE("the classical genus of 0, *, *2 and {*2} (Winning Ways ch. 13)") {
    MisereStore s;
    CHECK(s.classical_genus(MisereStore::kZero) == "0^120");
    CHECK(s.classical_genus(s.nim_heap(1)) == "1^031");
    CHECK(s.classical_genus(s.nim_heap(2)) == "2^20");
    CHECK(s.classical_genus(s.nim_heap(3)) == "3^31");
    CHECK(s.classical_genus(s.canon({s.nim_heap(2)})) == "0^02");
}

TEST_CASE("Kayles, Dawson's Kayles and Grundy's game: genus and misère nim values as CGSuite prints them, n = 0..20") {
    struct Case {
        const char* name;
        std::vector<std::vector<int>> (*moves)(int);
        const char* genus;
        std::vector<std::uint32_t> mnv;
    };
    const Case cases[] = {
        {"Kayles 0.77", kayles,
         "[0,1,2,3,1,4^146,3,2^2,1^1,4^046,2^2,6^46,4^046,1^1,2^2,7^57,1^13,4^64,3^31,2^20,1^031]",
         {1, 0, 2, 3, 0, 1, 3, 2, 1, 0, 2, 4, 0, 1, 2, 5, 1, 6, 3, 2, 0}},
        {"Dawson's Kayles 0.07", dawson,
         "[0,0,1,1,2,0,3,1,1,0,3^1431,3,2^0520,2,4^146,0,5^057,2^0520,2,3^1431,3]",
         {1, 1, 0, 0, 2, 1, 3, 0, 0, 1, 1, 3, 0, 2, 1, 1, 0, 0, 2, 1, 3}},
        {"Grundy's game 4!.0", grundy,
         "[0,0,0,1,0,2,1,0,2,1,0,2,1,3^1431,2,1,3^1431,2,4^0564,3^1431,0^20]",
         {1, 1, 1, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2}},
    };
    for (const Case& c : cases) {
        CAPTURE(c.name);
        MisereStore s;
        const auto h = heaps(s, 20, c.moves);
        const auto printed = split_list(c.genus);
        REQUIRE(printed.size() == 21);
        for (int n = 0; n <= 20; ++n) {
            CAPTURE(n);
            check_genus(s, h[static_cast<std::size_t>(n)], printed[static_cast<std::size_t>(n)]);
            CHECK(s.genus_text(h[static_cast<std::size_t>(n)]) == printed[static_cast<std::size_t>(n)]);
            CHECK(s.misere_nim_value(h[static_cast<std::size_t>(n)]) == c.mnv[static_cast<std::size_t>(n)]);
        }
    }
}

TEST_CASE("the misère outcome of a sum of canonical forms agrees with brute-force search of the sum") {
    MisereStore s;
    const auto k = heaps(s, 12, kayles), d = heaps(s, 12, dawson);
    std::map<std::vector<int>, bool> memo_k, memo_d;
    std::mt19937 rng(22);
    for (int trial = 0; trial < 300; ++trial) {
        std::vector<int> pos;
        const int parts = 1 + static_cast<int>(rng() % 4);
        for (int i = 0; i < parts; ++i) pos.push_back(1 + static_cast<int>(rng() % 10));
        const bool use_k = trial % 2 == 0;
        MId sum = MisereStore::kZero;
        for (int p : pos) sum = s.add(sum, (use_k ? k : d)[static_cast<std::size_t>(p)]);
        CAPTURE(trial);
        CHECK(s.is_p_position(sum) == (use_k ? brute_p(pos, kayles, memo_k) : brute_p(pos, dawson, memo_d)));
    }
    // Two forms with one canonical form are one game: the same outcome beside every X tried.
    CHECK(k[3] == s.nim_heap(3)); // Kayles 3 is *3 in misère play as in normal play
}

TEST_CASE("misère canonical forms printed as CGSuite prints them") {
    MisereStore s;
    const MId zero = MisereStore::kZero, star = s.nim_heap(1), two = s.nim_heap(2), three = s.nim_heap(3);
    CHECK(s.text(zero) == "*[0]");
    CHECK(s.text(star) == "*[1]");
    CHECK(s.text(two) == "*[2]");
    const MId h = s.canon({two});
    CHECK(s.text(h) == "*[2#]");
    CHECK(s.text(s.add(two, two)) == "*[2[2]]");
    CHECK(s.text(s.canon({h})) == "*[2##]");
    CHECK(s.text(s.canon({h, zero})) == "*[2#0]");
    CHECK(s.text(s.canon({h, star})) == "*[2#1]");
    CHECK(s.text(s.canon({h, two, zero})) == "*[2#20]");
    CHECK(s.text(s.canon({h, three, two, zero})) == "*[2#320]");
    CHECK(s.text(s.add(h, star)) == "*[2[#1]]");
    CHECK(s.text(s.canon({s.canon({h, star}), s.canon({h})})) == "*[(2#1)2##]");
    CHECK(s.text(s.add(s.add(two, two), two)) == "*[2[22]]");
    CHECK(s.text(s.add(two, three)) == "*[2[3]]");
    CHECK(s.text(s.canon({s.nim_heap(10)})) == "*[&10;#]");
    // Heap games, as CGSuite's own tests print them.
    const auto d = heaps(s, 14, dawson);
    CHECK(s.text(d[10]) == "*[2[2]21]");
    CHECK(s.text(d[12]) == "*[(2[2]21)2[3]0]");
    CHECK(s.text(d[14]) == "*[((2[2]21)2[3]0)(2[2]21)[1]2[2]31]");
    const auto g = heaps(s, 22, grundy);
    CHECK(s.text(g[13]) == "*[2[2]21]");
    CHECK(s.text(g[18]) == "*[(2[2]21)[2](2[2]21)20]");
    CHECK(s.text(g[20]) == "*[((2[2]21)[2](2[2]21)20)(2[2]21)3]");
    CHECK(s.text(g[22]) == "*[(((2[2]21)[2](2[2]21)20)(2[2]21)3)((2[2]21)[2](2[2]21)20)(2[2]21)[1]2[2]1]");
}

// TakeAndBreak("0.3F"): take one leaving 0 or 1 heaps, or two leaving 0 to 3 heaps.
namespace {
std::vector<std::vector<int>> code_03f(int n) {
    std::vector<std::vector<int>> out;
    if (n == 1) out.push_back({});
    if (n >= 2) out.push_back({n - 1});
    if (n == 2) out.push_back({});
    if (n >= 3) out.push_back({n - 2});
    for (int a = 1; 2 * a <= n - 2; ++a) out.push_back({a, n - 2 - a});
    for (int a = 1; 3 * a <= n - 2; ++a)
        for (int b = a; a + 2 * b <= n - 2; ++b) out.push_back({a, b, n - 2 - a - b});
    return out;
}
} // namespace

TEST_CASE("the genus as CGSuite prints it, digits of 10 and more in parentheses: TakeAndBreak 0.3F, n = 0..20") {
    MisereStore s;
    const auto h = heaps(s, 20, code_03f);
    const auto printed = split_list("[0,1,2,0,1,2,3^1431,4^0564,5^46,3^1431,4^0564,5^4875,6^(1,9,10,8),7^075,8^6875,"
                                    "6^(1,9,10,8),7^075,8^(6,10,8),9^(1,9,12,11,9),10^(0,11,13,9,11),11^(6,10,8)]");
    const std::vector<std::uint32_t> mnv{1, 0, 2, 1, 0, 2, 1, 0, 4, 1, 0, 4, 1, 0, 6, 1, 0, 6, 1, 0, 6};
    for (int n = 0; n <= 20; ++n) {
        CAPTURE(n);
        CHECK(s.genus_text(h[static_cast<std::size_t>(n)]) == printed[static_cast<std::size_t>(n)]);
        CHECK(s.misere_nim_value(h[static_cast<std::size_t>(n)]) == mnv[static_cast<std::size_t>(n)]);
    }
}

TEST_CASE("Kayles positions that are hereditarily tame (CGSuite's IsTame): n = 0, 1, 2, 3, 4, 6, 8 up to 25") {
    MisereStore s;
    const auto h = heaps(s, 25, kayles);
    for (int n = 0; n <= 25; ++n) {
        CAPTURE(n);
        const auto f = s.phylum(h[static_cast<std::size_t>(n)]);
        const bool tame = f == MisereStore::Phylum::NimHeap || f == MisereStore::Phylum::HereditarilyTame;
        CHECK(tame == (n <= 4 || n == 6 || n == 8));
    }
}

#include "cgt/misere_game.h"
#include "games/registry.h"

TEST_CASE("a registry position's misère canonical form: Grundy's game 22 as CGSuite prints it, misère Nim against Bouton's rule") {
    auto grundy22 = gl::make_ruleset("grundy", "");
    REQUIRE(grundy22);
    const auto g = gl::cgt::misere_form(*grundy22.value(), "22");
    REQUIRE(g);
    CHECK(g.value() == "*[(((2[2]21)[2](2[2]21)20)(2[2]21)3)((2[2]21)[2](2[2]21)20)(2[2]21)[1]2[2]1]");
    // Misère Nim (Bouton): P iff the nim-sum is 0 when some heap is 2 or more, else iff the number
    // of heaps of 1 is odd. The forms' outcomes must agree, and equal forms give equal outcomes.
    auto nim = gl::make_ruleset("nim", "");
    REQUIRE(nim);
    for (int a = 0; a <= 4; ++a)
        for (int b = 0; b <= 4; ++b)
            for (int c = 0; c <= 4; ++c) {
                const std::string pos = std::to_string(a) + "," + std::to_string(b) + "," + std::to_string(c);
                CAPTURE(pos);
                const auto f = gl::cgt::misere_form(*nim.value(), pos);
                REQUIRE(f);
                const auto calc = gl::cgt::calculate(f.value() + ".MisereOutcomeClass");
                REQUIRE(calc);
                const bool big = a > 1 || b > 1 || c > 1;
                const bool p = big ? (a ^ b ^ c) == 0 : ((a + b + c) % 2 == 1);
                CHECK(calc.value().result == (p ? "P" : "N"));
            }
    CHECK(gl::cgt::misere_form(*nim.value(), "1,1").value() == "*[0]");     // * + * = 0
    CHECK(gl::cgt::misere_form(*nim.value(), "2,2").value() == "*[2[2]]");  // *2 + *2, not 0
    auto dom = gl::make_ruleset("domineering", "");
    REQUIRE(dom);
    CHECK_FALSE(gl::cgt::misere_form(*dom.value(), dom.value()->start_position()));
}
