// Octal and subtraction games (octal/octal.h, octal/octal_sequence.h) against the seeds' tables,
// published periods, and an independent brute force over multisets of heaps.
//
// Index:
//   [SECTION] Codes and their sets
//   [SECTION] Sequences: naive and sparse space
//   [SECTION] Periods and their proofs
//   [SECTION] Positions, the unsolved list
#include <doctest.h>

#include <algorithm>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "octal/octal.h"
#include "octal/octal_library.h"
#include "octal/octal_sequence.h"

using namespace gl;
using namespace gl::octal;

//-----------------------------------------------------------------------------
// [SECTION] Codes and their sets
//-----------------------------------------------------------------------------

namespace {

Rules code(const char* text) {
    auto r = parse_code(text);
    REQUIRE_MESSAGE(r.ok(), text);
    return r.value();
}

std::vector<Grundy> values(const Rules& rules, std::uint64_t n, Algorithm alg) {
    Sequence s(rules, alg);
    REQUIRE(s.advance(n));
    std::vector<Grundy> out;
    for (std::uint64_t i = 0; i < n; ++i) out.push_back(s[i]);
    return out;
}

PeriodSearch proved(const Rules& rules, std::uint64_t limit = 100000) {
    PeriodSearch ps(rules, limit);
    CHECK(ps.advance() == PeriodSearch::Status::Proved);
    REQUIRE(ps.periodicity().has_value());
    return ps;
}

// Guy and Smith (1956), Winning Ways ch. 4: G(DK_n) for 0 <= n < 204, rows of 34 (the last four rows are equal).
const std::vector<Grundy> kDawsonTable = [] {
    const std::vector<Grundy> row0{0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2, 7};
    const std::vector<Grundy> row1{4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 3, 7};
    const std::vector<Grundy> rowp{4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 3, 7};
    std::vector<Grundy> t = row0;
    t.insert(t.end(), row1.begin(), row1.end());
    for (int i = 0; i < 4; ++i) t.insert(t.end(), rowp.begin(), rowp.end());
    return t;
}();

// mt19937 is the same everywhere, std::uniform_int_distribution is not: draw with % so that the
// native and the wasm suites test the same cases.
unsigned draw(std::mt19937& rng, unsigned below) { return static_cast<unsigned>(rng() % below); }

// A random code with 1..4 digits after the point, sometimes with d0 = 4.
Rules random_rules(std::mt19937& rng) {
    while (true) {
        Rules r;
        r.digits[0] = draw(rng, 5) == 0 ? 4 : 0;
        const unsigned l = 1 + draw(rng, 4);
        for (unsigned i = 0; i < l; ++i) r.digits.push_back(static_cast<std::uint8_t>(draw(rng, 8)));
        auto canon = parse_code(format_code(r));
        if (canon) return canon.value();
    }
}

} // namespace

// ---- codes and sets ---------------------------------------------------------------------------

TEST_CASE("octal codes: the forms of issue 3 and their (A,B,C) sets (Winning Ways, ch. 4)") {
    const Rules dk = code("0.07");
    CHECK(code(".07") == dk);
    CHECK(code("0.0700") == dk); // trailing zeros name the same game
    CHECK(format_code(dk) == "0.07");
    CHECK(dk.max_take() == 2);
    CHECK(dk.splits());
    CHECK(to_sets(dk) == Sets{{2}, {2}, {2}, false}); // Dawson's Kayles is ({2},{2},{2})

    const Sets kayles = to_sets(code("0.77"));
    CHECK(kayles == Sets{{1, 2}, {1, 2}, {1, 2}, false});
    const Sets chess = to_sets(code("0.137"));
    CHECK(chess == Sets{{1, 2, 3}, {2, 3}, {3}, false});

    const Rules split = code("4.07");
    CHECK(split.digits[0] == 4);
    CHECK(format_code(split) == "4.07");
    CHECK(to_sets(split).split_without_taking);
    CHECK(format_code(code("4.")) == "4.0");
    CHECK(format_code(code("4.0")) == "4.0");
    CHECK_FALSE(code("0.333").splits());
}

TEST_CASE("octal codes round-trip through (A,B,C) and through text") {
    std::mt19937 rng(12345);
    for (int i = 0; i < 200; ++i) {
        const Rules r = random_rules(rng);
        CHECK(parse_code(format_code(r)).value() == r);
        auto back = from_sets(to_sets(r));
        REQUIRE(back.ok());
        CHECK(back.value() == r);
    }
}

TEST_CASE("subtraction games are the codes with digit 3 at each k of S") {
    CHECK(format_code(parse_subtraction("1,3,4").value()) == "0.3033");
    CHECK(format_code(parse_subtraction("{2, 3}").value()) == "0.033");
    const std::vector<std::uint64_t> s{1, 2, 3};
    CHECK(format_code(subtraction(s).value()) == "0.333");

    auto zero = parse_subtraction("1,0");
    REQUIRE_FALSE(zero.ok());
    CHECK(zero.error().offset == 2);
    auto spaced = parse_subtraction("1, 0");
    REQUIRE_FALSE(spaced.ok());
    CHECK(spaced.error().offset == 3);
    auto big = parse_subtraction("{1,65}");
    REQUIRE_FALSE(big.ok());
    CHECK(big.error().offset == 3);
    CHECK_FALSE(parse_subtraction("{1,2").ok());
    auto bad_set = from_sets(Sets{{1}, {2, 70}, {}, false});
    REQUIRE_FALSE(bad_set.ok());
    CHECK(bad_set.error().where == "B");
    CHECK(bad_set.error().offset == 1);
}

TEST_CASE("malformed codes say which character is wrong and why") {
    struct Bad {
        const char* text;
        std::size_t offset;
        const char* says;
    };
    const Bad cases[] = {
        {"0.0#", 3, "'#' is not a digit"},
        {"0.0$7", 3, "'$' is not a digit"},
        {"0,07", 1, "where '.' was expected"},
        {"1.07", 0, "may only split a heap"},
        {"2.07", 0, "may only split a heap"},
        {"9.07", 0, "may only split a heap"}, // 9 = 1 + 8: bit 1 would take nothing and leave nothing
        {"$.07", 0, "cannot start a code"},
        {"0", 1, "expected '.'"},
        {"", 0, "empty"},
        {"0.07 ", 4, "a space is not a digit"},
    };
    for (const Bad& b : cases) {
        CAPTURE(b.text);
        auto r = parse_code(b.text);
        REQUIRE_FALSE(r.ok());
        CHECK(r.error().where == "code");
        CHECK(r.error().offset == b.offset);
        CHECK(r.error().message.find(b.says) != std::string::npos);
    }
    auto none = parse_code("0.000");
    REQUIRE_FALSE(none.ok());
    CHECK(none.error().message.find("no move") != std::string::npos);

    const std::string longest = "0." + std::string(64, '7');
    CHECK(parse_code(longest).ok());
    auto too_long = parse_code(longest + "1");
    REQUIRE_FALSE(too_long.ok());
    CHECK(too_long.error().offset == 66);
    CHECK(too_long.error().message.find("at most 64") != std::string::npos);
}

//-----------------------------------------------------------------------------
// [SECTION] Sequences: naive and sparse space
//-----------------------------------------------------------------------------

TEST_CASE("Dawson's Kayles 0.07: G(0..203) is the published table (Guy and Smith 1956; Winning Ways, ch. 4), by both algorithms") {
    REQUIRE(kDawsonTable.size() == 204);
    CHECK(values(code("0.07"), 204, Algorithm::Naive) == kDawsonTable);
    CHECK(values(code("0.07"), 204, Algorithm::Sparse) == kDawsonTable);
    CHECK(values(code("0.07"), 204, Algorithm::Auto) == kDawsonTable);
}

TEST_CASE("Dawson's Kayles has no sparse space: Auto computes it naively") {
    Sequence s(code("0.07"));
    REQUIRE(s.advance(5000));
    for (const MethodRange& r : s.methods()) CHECK(r.method == Method::Naive);
    CHECK(s.methods().back().end == 5000);
}

TEST_CASE("0.16 has a sparse space in the range: Auto uses it and agrees with the naive method") {
    const std::uint64_t N = 20000;
    Sequence fast(code("0.16"));
    Sequence slow(code("0.16"), Algorithm::Naive);
    REQUIRE(fast.advance(N));
    REQUIRE(slow.advance(N));
    bool same = true;
    for (std::uint64_t n = 0; n < N; ++n) same = same && fast[n] == slow[n];
    CHECK(same);
    CHECK(fast.methods().back().method == Method::Sparse);
    CHECK_FALSE(fast.methods().back().domain);
    CHECK(fast.methods().back().end == N);
    CHECK(fast.mask() != 0);
    CHECK(fast.rare_positions() < 100);
    CHECK(fast.work_done() * 20 < slow.work_done());
    CHECK(fast.bytes_per_value() == 1);
    // The ranges tile 0..N.
    std::uint64_t at = 0;
    for (const MethodRange& r : fast.methods()) {
        CHECK(r.begin == at);
        at = r.end;
    }
}

TEST_CASE("0.106 has a sparse space in the domain (labels with the position's parity)") {
    const std::uint64_t N = 20000;
    Sequence fast(code("0.106"));
    Sequence slow(code("0.106"), Algorithm::Naive);
    REQUIRE(fast.advance(N));
    REQUIRE(slow.advance(N));
    bool same = true;
    for (std::uint64_t n = 0; n < N; ++n) same = same && fast[n] == slow[n];
    CHECK(same);
    CHECK(fast.sparse());
    CHECK(fast.domain());
    CHECK(fast.methods().back().domain);
    CHECK(fast.work_done() * 20 < slow.work_done());
}

TEST_CASE("naive and sparse space give identical sequences on random codes (property, fixed seed)") {
    std::mt19937 rng(20240601);
    for (int i = 0; i < 120; ++i) {
        const Rules r = random_rules(rng);
        CAPTURE(format_code(r));
        const auto naive = values(r, 1200, Algorithm::Naive);
        CHECK(naive == values(r, 1200, Algorithm::Sparse));
        CHECK(naive == values(r, 1200, Algorithm::Auto));
    }
}

TEST_CASE("sparse space equals the naive method with values below 64 (one word) and above (stamps)") {
    // Up to G(11999), 0.16, 0.56 (one split take) and 0.1777 (three) stay below 64, while 0.376
    // (two) reaches 152: both ways of marking reached values, with one and several split takes.
    for (const char* code : {"0.16", "0.1777", "0.56", "0.376"}) {
        CAPTURE(code);
        const Rules r = parse_code(code).value();
        const auto naive = values(r, 12000, Algorithm::Naive);
        CHECK(naive == values(r, 12000, Algorithm::Sparse));
        CHECK(naive == values(r, 12000, Algorithm::Auto));
    }
}

TEST_CASE("sparse space equals the naive method on unsolved games, where scans are long") {
    // 0.161, 0.6 and 0.014 (one split take) and 0.167 (two) keep a hundred or more values in play:
    // the scan for the unmixed values below the candidate runs hundreds of splits, and 0.6 and 0.014
    // pass 255 (the storage widens) within 16000. 0.106 labels in the domain.
    for (const std::string code : {"0.161", "0.6", "0.014", "0.167", "0.106"}) {
        CAPTURE(code);
        const Rules r = parse_code(code).value();
        const auto naive = values(r, 16000, Algorithm::Naive);
        CHECK(naive == values(r, 16000, Algorithm::Auto));
        CHECK(naive == values(r, 16000, Algorithm::Sparse));
    }
}

TEST_CASE("sparse space equals the naive method far into the unsolved games (rare pairs with their values, whole scan blocks)") {
    // Far enough that the rare list is settled and read as (position, value) entries, and that the
    // scans for the unmixed values run many whole blocks of splits: one split take (0.161, 0.014,
    // 0.6, 0.034, 0.16), two (0.167, 0.172), three (0.1777), and 4.7 (splits at every take).
    // Fewer values where the naive method is slowest (two or more split takes).
    for (const std::string c : {"0.161", "0.014", "0.6", "0.167", "0.172", "0.034", "0.16", "0.1777", "4.7"}) {
        CAPTURE(c);
        const Rules r = parse_code(c).value();
        const std::uint64_t n = c == "0.167" || c == "0.172" || c == "0.1777" || c == "4.7" ? 30000 : 60000;
        const auto naive = values(r, n, Algorithm::Naive);
        CHECK(naive == values(r, n, Algorithm::Sparse));
        CHECK(naive == values(r, n, Algorithm::Auto));
    }
}

TEST_CASE("the 32-bit stamp tags wrap without changing a value (stamps cleared, never a stale tag)") {
    // Each value computed with stamps takes a fresh tag; after 2^32 - 1 of them the tags start
    // again at 1 and the stamps are cleared. Here every stamp holds an old tag 1 when the tags
    // wrap, so a wrap that kept them would see every value as an option of the next one.
    // The naive method (Lasker's Nim, 0.3F's three heaps, 0.161 and 0.106 with Algorithm::Naive)
    // and sparse space with stamps (0.376: its values pass 64 before G(6000), and it keeps sparse).
    struct Case {
        Rules rules;
        Algorithm algorithm;
        std::uint64_t n;
    };
    const Case cases[] = {{parse_heap_rules("lasker", "code").value(), Algorithm::Auto, 1500},
                          {parse_code("0.3F").value(), Algorithm::Auto, 300},
                          {parse_code("0.161").value(), Algorithm::Naive, 3000},
                          {parse_code("0.106").value(), Algorithm::Naive, 3000},
                          {parse_code("0.376").value(), Algorithm::Sparse, 12000}};
    for (const Case& c : cases) {
        CAPTURE(format_code(c.rules));
        Sequence whole(c.rules, c.algorithm);
        whole.advance(c.n);
        for (std::uint32_t before : {0u, 1u, 1000u}) { // 0: the very next value takes tag 1
            CAPTURE(before);
            Sequence wrapped(c.rules, c.algorithm);
            wrapped.advance(c.n / 2);
            if (c.algorithm == Algorithm::Sparse) CHECK((wrapped.sparse() && wrapped.max_value() >= 64));
            wrapped.age_stamps_for_test(before); // the tags wrap `before` values on
            wrapped.advance(c.n);
            REQUIRE(wrapped.size() == whole.size());
            bool equal = true;
            for (std::uint64_t i = 0; i < c.n; ++i) equal = equal && wrapped[i] == whole[i];
            CHECK(equal);
            CHECK(wrapped.methods() == whole.methods());
        }
    }
}

TEST_CASE("advance is resumable in bounded steps and extendable") {
    const Rules r = code("0.16");
    Sequence whole(r);
    REQUIRE(whole.advance(3000));
    Sequence steps(r);
    int calls = 0;
    while (!steps.advance(1500, 200)) ++calls;
    CHECK(calls > 10);
    CHECK(steps.size() == 1500);
    REQUIRE(steps.advance(3000)); // extend later
    bool same = true;
    for (std::uint64_t n = 0; n < 3000; ++n) same = same && steps[n] == whole[n];
    CHECK(same);
}

TEST_CASE("values widen from 1 to 2 bytes when one reaches 256") {
    // 4.0 is "split a heap into two nonempty heaps"; 0.6...6 splits after taking 1..64 tokens:
    // a heap of n has about 64 n/2 options, so its values grow past 255 quickly.
    const Rules r = code(("0." + std::string(64, '6')).c_str());
    Sequence s(r, Algorithm::Naive);
    std::uint64_t n = 0;
    while (s.max_value() < 256 && n < 4000) REQUIRE(s.advance(n += 100));
    REQUIRE(s.max_value() >= 256);
    CHECK(s.bytes_per_value() == 2);
    Sequence t(r, Algorithm::Sparse);
    REQUIRE(t.advance(s.size()));
    bool same = true;
    for (std::uint64_t i = 0; i < s.size(); ++i) same = same && s[i] == t[i];
    CHECK(same);
}

TEST_CASE("the sequence equals an independent brute force over multisets of heaps") {
    std::mt19937 rng(777);
    for (int i = 0; i < 12; ++i) {
        const Rules r = random_rules(rng);
        CAPTURE(format_code(r));
        GameSearch<PositionRules> search(PositionRules{r});
        const auto seq = values(r, 19, Algorithm::Sparse);
        for (Heap n = 0; n < 19; ++n) CHECK(search.grundy(PositionRules::normalise({n})) == seq[n]);
        // Sprague-Grundy: a sum of heaps is worth the nim-sum.
        for (Heap a = 1; a < 8; ++a)
            for (Heap b = a; b < 8; ++b) CHECK(search.grundy(PositionRules::normalise({a, b})) == (seq[a] ^ seq[b]));
    }
}

//-----------------------------------------------------------------------------
// [SECTION] Periods and their proofs
//-----------------------------------------------------------------------------

TEST_CASE("Dawson's Kayles has period 34 from n0 = 53, checked on 53 <= n < 142 (Guy and Smith 1956)") {
    PeriodSearch ps = proved(code("0.07"));
    const Periodicity& q = *ps.periodicity();
    CHECK(q.period == 34);
    CHECK(q.preperiod == 53);
    CHECK(q.max_take == 2);
    CHECK(q.bound == Bound::Octal);
    CHECK(q.check_begin == 53);
    CHECK(q.check_end == 142);
    CHECK(q.values_used >= 142 + 34);
    // The underlined values of Table 1.
    CHECK(q.exceptions == std::vector<std::uint64_t>{0, 1, 15, 17, 18, 32, 35, 52});
    CHECK(q.exception_count == 8);
    CHECK(q.last_exception == 52);
    CHECK(is_exception(ps.sequence(), q, 35));
    CHECK_FALSE(is_exception(ps.sequence(), q, 36));
    CHECK_FALSE(is_exception(ps.sequence(), q, 60));
    CHECK(q.certificate.find("53 ≤ n < 142") != std::string::npos);
    CHECK(q.certificate.find("G(52) = 2 but G(86) = 9") != std::string::npos);
    // Only as far as the proof needs.
    CHECK(ps.sequence().size() < 400);

    // P-positions: n = 0, 1, 15, 35 and n ≡ 5, 9, 21, 25, 29 (mod 34), computed and periodic.
    Sequence full(code("0.07"));
    REQUIRE(full.advance(2000));
    for (Heap n = 0; n < 2000; ++n) {
        const auto v = ps.lookup(n);
        REQUIRE(v.has_value());
        CHECK(v->value == full[n]);
        CHECK(v->source == (n < ps.sequence().size() ? PeriodSearch::Source::Computed : PeriodSearch::Source::Periodic));
        const Heap m = n % 34;
        const bool p = n == 0 || n == 1 || n == 15 || n == 35 || m == 5 || m == 9 || m == 21 || m == 25 || m == 29;
        CHECK_MESSAGE((v->value == 0) == p, n);
    }
    for (Heap n = 0; n < 204; ++n) CHECK(ps.lookup(n)->value == kDawsonTable[n]);
}

TEST_CASE("Kayles 0.77 has period 12; its last exceptional value is at n = 70") {
    PeriodSearch ps = proved(code("0.77"));
    const Periodicity& q = *ps.periodicity();
    CHECK(q.period == 12);
    CHECK(q.preperiod == 71);
    REQUIRE_FALSE(q.exceptions.empty());
    CHECK(q.exceptions.back() == 70);
    CHECK(q.check_end == 2 * 71 + 12 + 2);
}

TEST_CASE("subtraction games: periods of Ferguson, Part I, §1.4 and §3.3") {
    SUBCASE("S = {1,2,3}: G(n) = n mod 4") {
        PeriodSearch ps = proved(parse_subtraction("1,2,3").value());
        CHECK(ps.periodicity()->period == 4);
        CHECK(ps.periodicity()->preperiod == 0);
        CHECK(ps.periodicity()->bound == Bound::Subtraction);
        for (Heap n = 0; n < 500; ++n) CHECK(ps.lookup(n)->value == n % 4);
    }
    SUBCASE("S = {1,3,4}: P iff n ≡ 0, 2 (mod 7)") {
        PeriodSearch ps = proved(parse_subtraction("1,3,4").value());
        CHECK(ps.periodicity()->period == 7);
        for (Heap n = 0; n < 500; ++n) CHECK((ps.lookup(n)->value == 0) == (n % 7 == 0 || n % 7 == 2));
    }
    SUBCASE("S = {2,3}: 0,0,1,1,2 repeating") {
        PeriodSearch ps = proved(parse_subtraction("2,3").value());
        CHECK(ps.periodicity()->period == 5);
        const Grundy pattern[] = {0, 0, 1, 1, 2};
        for (Heap n = 0; n < 500; ++n) CHECK(ps.lookup(n)->value == pattern[n % 5]);
    }
}

TEST_CASE("proved periods hold far beyond the values the proof read (random codes)") {
    std::mt19937 rng(4242);
    int proofs = 0;
    for (int i = 0; i < 40; ++i) {
        const Rules r = random_rules(rng);
        CAPTURE(format_code(r));
        PeriodSearch ps(r, 3000);
        if (ps.advance() != PeriodSearch::Status::Proved) continue;
        ++proofs;
        const std::uint64_t far = ps.sequence().size() * 2 + 200;
        Sequence s(r);
        REQUIRE(s.advance(far));
        bool same = true;
        for (Heap n = 0; n < far; ++n) same = same && ps.lookup(n)->value == s[n];
        CHECK(same);
    }
    CHECK(proofs > 10);
}

TEST_CASE("Dawson's chess 0.137 is Dawson's Kayles shifted by one: period 34 from 52") {
    Sequence chess(code("0.137")), kayles(code("0.07"));
    REQUIRE(chess.advance(1000));
    REQUIRE(kayles.advance(1001));
    bool same = true;
    for (Heap n = 0; n < 1000; ++n) same = same && chess[n] == kayles[n + 1];
    CHECK(same);
    PeriodSearch ps = proved(code("0.137"));
    CHECK(ps.periodicity()->period == 34);
    CHECK(ps.periodicity()->preperiod == 52);
}

TEST_CASE("records of issue 3: 0.16 (Gangolli-Plambeck) and 0.56, proved with the fewest values") {
    SUBCASE("0.16: period 149459 from n0 = 105351") {
        PeriodSearch ps = proved(code("0.16"), 2000000);
        const Periodicity& q = *ps.periodicity();
        CHECK(q.period == 149459);
        CHECK(q.preperiod == 105351);
        CHECK(q.check_end == 2 * 105351 + 149459 + 2);
        CHECK(q.values_used == q.check_end + q.period); // exactly what the theorem reads
        CHECK(ps.sequence().methods().back().method == Method::Sparse);
    }
    SUBCASE("0.56: period 144 from n0 = 326640") {
        PeriodSearch ps = proved(code("0.56"), 2000000);
        const Periodicity& q = *ps.periodicity();
        CHECK(q.period == 144);
        CHECK(q.preperiod == 326640);
        CHECK(q.exceptions.size() == Periodicity::kListedExceptions);
        CHECK(q.exception_count > q.exceptions.size());
        CHECK(q.last_exception == 326639);
        CHECK(q.certificate.find(std::to_string(q.exception_count) + " of them") != std::string::npos);
    }
}

TEST_CASE("records of issue 3: 0.376 and 0.354 (Flammenkamp; slow, run with -ns)" * doctest::skip()) {
    SUBCASE("0.376: period 4 from n0 = 2268248") {
        PeriodSearch ps = proved(code("0.376"), 6000000);
        CHECK(ps.periodicity()->period == 4);
        CHECK(ps.periodicity()->preperiod == 2268248);
    }
    SUBCASE("0.354: period 1180 from n0 = 10061916") {
        PeriodSearch ps = proved(code("0.354"), 25000000);
        CHECK(ps.periodicity()->period == 1180);
        CHECK(ps.periodicity()->preperiod == 10061916);
    }
}

TEST_CASE("Treblecross 0.007 has no period within 3000 values, and none is claimed") {
    PeriodSearch ps(code("0.007"), 3000);
    CHECK(ps.advance() == PeriodSearch::Status::LimitReached);
    CHECK_FALSE(ps.periodicity().has_value());
    CHECK(ps.sequence().size() == 3000);
}

TEST_CASE("PeriodSearch works in bounded steps: 0.127 has period 4 from n0 = 46578") {
    PeriodSearch ps(code("0.127"), 2000000);
    int calls = 0;
    while (ps.advance(1'000'000) == PeriodSearch::Status::Running) ++calls;
    CHECK(calls > 10);
    CHECK(ps.status() == PeriodSearch::Status::Proved);
    CHECK(ps.periodicity()->period == 4);
    CHECK(ps.periodicity()->preperiod == 46578);
}

TEST_CASE("certificates of subtraction games use their own bound, n0 <= n < n0 + k") {
    PeriodSearch ps = proved(parse_subtraction("2,3").value());
    const Periodicity& q = *ps.periodicity();
    CHECK(q.bound == Bound::Subtraction);
    CHECK(q.check_end == std::max<std::uint64_t>(q.preperiod, 1) + 3);
    CHECK(q.certificate.find("No move leaves two heaps") != std::string::npos);
}

TEST_CASE("no period is claimed before the check range is computed") {
    PeriodSearch ps(code("0.07"), 150); // the proof needs G up to 142 + 34
    CHECK(ps.advance() == PeriodSearch::Status::LimitReached);
    CHECK_FALSE(ps.periodicity().has_value());
    CHECK_FALSE(ps.lookup(150).has_value());
}

//-----------------------------------------------------------------------------
// [SECTION] Positions, the unsolved list
//-----------------------------------------------------------------------------

TEST_CASE("positions: value, outcome and every winning move, against the brute force") {
    std::mt19937 rng(99);
    for (int i = 0; i < 10; ++i) {
        const Rules r = random_rules(rng);
        CAPTURE(format_code(r));
        Sequence s(r);
        REQUIRE(s.advance(20));
        const ValueLookup lookup = [&](Heap n) -> std::optional<Grundy> {
            if (n < s.size()) return s[n];
            return std::nullopt;
        };
        GameSearch<PositionRules> search(PositionRules{r});
        for (int j = 0; j < 15; ++j) {
            std::vector<Heap> heaps{draw(rng, 10), draw(rng, 10), draw(rng, 10)};
            auto a = analyse_position(r, lookup, heaps);
            REQUIRE(a.ok());
            const auto pos = PositionRules::normalise(heaps);
            CHECK(a->nim_sum == search.grundy(pos));
            CHECK(a->outcome == search.outcome(pos, Play::Normal));
            CHECK(a->game_over == search.rules().moves(pos).empty());
            std::set<std::vector<Heap>> ours, theirs;
            for (const HeapMove& m : a->winning_moves) {
                CHECK(m.from == heaps[m.heap]);
                CHECK(m.option.take + m.option.left[0] + m.option.left[1] == m.from);
                std::vector<Heap> next = heaps;
                next.erase(next.begin() + static_cast<std::ptrdiff_t>(m.heap));
                for (unsigned t = 0; t < m.option.parts; ++t) next.push_back(m.option.left[t]);
                ours.insert(PositionRules::normalise(next));
            }
            for (const auto& q : search.winning_moves(pos, Play::Normal)) theirs.insert(q);
            CHECK(ours == theirs);
        }
    }
}

TEST_CASE("positions: Dawson's Kayles (5, 7) and the errors") {
    PeriodSearch ps = proved(code("0.07"));
    const ValueLookup lookup = ps.value_lookup();
    const Rules dk = code("0.07");
    auto a = analyse_position(dk, lookup, std::vector<Heap>{5, 7});
    REQUIRE(a.ok());
    CHECK(a->values == std::vector<Grundy>{0, 1});
    CHECK(a->nim_sum == 1);
    CHECK(a->outcome == Outcome::N);
    // Each winning move leaves its heap worth what the other heap is worth.
    for (const HeapMove& m : a->winning_moves) {
        Grundy g = 0;
        for (unsigned t = 0; t < m.option.parts; ++t) g ^= *lookup(m.option.left[t]);
        CHECK((g ^ (m.heap == 0 ? a->values[1] : a->values[0])) == 0);
    }
    CHECK_FALSE(a->winning_moves.empty());

    // A heap of a million tokens is known from the period.
    auto big = analyse_position(dk, lookup, std::vector<Heap>{1000000});
    REQUIRE(big.ok());
    CHECK(big->values[0] == kDawsonTable[68 + (1000000 - 68) % 34]);

    auto over = analyse_position(dk, lookup, std::vector<Heap>{1, kMaxAnalysedHeap + 1});
    REQUIRE_FALSE(over.ok());
    CHECK(over.error().where == "heaps[1]");

    Sequence short_seq(dk);
    REQUIRE(short_seq.advance(10));
    const ValueLookup only10 = [&](Heap n) -> std::optional<Grundy> {
        if (n < short_seq.size()) return short_seq[n];
        return std::nullopt;
    };
    auto unknown = analyse_position(dk, only10, std::vector<Heap>{3, 12});
    REQUIRE_FALSE(unknown.ok());
    CHECK(unknown.error().where == "heaps[1]");

    auto over_game = analyse_position(dk, lookup, std::vector<Heap>{1, 1, 0});
    REQUIRE(over_game.ok());
    CHECK(over_game->game_over);
    CHECK(over_game->outcome == Outcome::P);
}

TEST_CASE("the unsolved list: every code is canonical, none is a named solved game, and the note says how far") {
    std::set<std::string> seen;
    for (const UnsolvedGame& g : unsolved_games()) {
        const std::string text(g.code);
        CAPTURE(text);
        auto r = parse_heap_rules(text, "code");
        REQUIRE(r.ok());
        CHECK(format_code(r.value()) == text); // written as the engine writes it, so lookups find it
        CHECK(seen.insert(text).second);       // once each
        CHECK(unsolved_game(text) == &g);
        CHECK_FALSE(g.url.empty());
    }
    CHECK(seen.size() == 83); // 82 codes and Grundy's game
    for (const char* solved : {"0.07", "0.77", "0.16", "0.56", "0.376", "0.354", "0.127"}) CHECK(unsolved_game(solved) == nullptr);
    CHECK(unsolved_note(*unsolved_game("0.161")) ==
          "Published as unsolved: no period is known. The furthest computation published reached 2^39 values without one "
          "(value counts published at every power of two: github.com/rogalski-wmii-uni-lodz-pl/octal).");
    CHECK(unsolved_note(*unsolved_game("0.004")).find("Listed in github.com/tczajka/octal-games") != std::string::npos);
}
