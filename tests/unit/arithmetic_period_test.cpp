// Arithmetic periods, G(n+p) = G(n) + s (octal_sequence.h: prove_arithmetic_period): every period
// the engine proves is checked against values computed here from scratch, by a mex over moves
// listed from the code's definition, far past the values the proof read; codes outside the test
// (saltus 3, octal codes, infinite codes, ! and ?) are never claimed; a proof read from elsewhere
// without its saltus is not taken.
#include <doctest.h>

#include <bit>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "octal/octal.h"
#include "octal/octal_family.h"
#include "octal/octal_sequence.h"

using namespace gl;
using namespace gl::octal;

namespace {

Rules rules_of(const std::string& text) {
    auto r = parse_code(text);
    REQUIRE_MESSAGE(r.ok(), text << ": " << (r.ok() ? "" : r.error().message));
    return r.value();
}

// The code's digits read here, independently of parse_code: "0.8C" -> {0, 8, 12}, "4.8" -> {4, 8}
// (hexadecimal digits; bit j of digit t: take t tokens and leave exactly j nonempty heaps).
std::vector<unsigned> hex_digits(const std::string& code) {
    std::vector<unsigned> d;
    const std::size_t point = code.find('.');
    d.push_back(point == 0 ? 0 : static_cast<unsigned>(std::stoul(code.substr(0, point), nullptr, 16)));
    for (std::size_t i = point + 1; i < code.size(); ++i) d.push_back(static_cast<unsigned>(std::stoul(code.substr(i, 1), nullptr, 16)));
    return d;
}

// G(0..count-1) by the mex rule over every move of the definition: take t, leave 0 heaps (only
// from a heap of exactly t, t >= 1), 1 heap (t >= 1), or 2 or 3 nonempty heaps in any sizes.
std::vector<unsigned> naive_values(const std::vector<unsigned>& digits, std::uint64_t count) {
    std::vector<unsigned> g(count, 0);
    for (std::uint64_t n = 0; n < count; ++n) {
        std::vector<char> seen(4 * count + 8, 0);
        for (std::uint64_t t = 0; t < digits.size() && t <= n; ++t) {
            const unsigned d = digits[t];
            const std::uint64_t m = n - t;
            if ((d & 1u) && t > 0 && m == 0) seen[0] = 1;
            if ((d & 2u) && t > 0 && m > 0) seen[g[m]] = 1;
            if (d & 4u)
                for (std::uint64_t a = 1; a < m; ++a) seen[g[a] ^ g[m - a]] = 1;
            if (d & 8u)
                for (std::uint64_t a = 1; a < m; ++a)
                    for (std::uint64_t b = 1; a + b < m; ++b) seen[g[a] ^ g[b] ^ g[m - a - b]] = 1;
        }
        unsigned v = 0;
        while (seen[v]) ++v;
        g[n] = v;
    }
    return g;
}

struct Found {
    bool proved = false;
    Periodicity q;
};

// The search's answer for `code`, checked against the naive values to `far`: every value it gives,
// computed or from the period, and the period itself on the naive values.
Found check_against_naive(const std::string& code, std::uint64_t far, std::uint64_t limit = 2000) {
    PeriodSearch search(rules_of(code), limit);
    search.advance();
    Found f;
    if (!search.periodicity()) return f;
    f.proved = true;
    f.q = *search.periodicity();
    const Periodicity& q = f.q;
    const std::uint64_t count = std::max(far, 2 * q.values_used);
    const auto g = naive_values(hex_digits(code), count);
    for (std::uint64_t n = 0; n < count; ++n) {
        CAPTURE(n);
        REQUIRE(search.lookup(n)->value == g[n]);
    }
    for (std::uint64_t n = q.preperiod; n + q.period < count; ++n) {
        CAPTURE(n);
        REQUIRE(g[n + q.period] == g[n] + q.saltus);
    }
    if (q.preperiod > 0) CHECK(g[q.preperiod - 1 + q.period] != g[q.preperiod - 1] + q.saltus);
    for (std::uint64_t n = 0; n < q.preperiod; ++n) {
        const std::uint64_t j = (q.preperiod - n + q.period - 1) / q.period;
        CHECK(is_exception(search.sequence(), q, n) == (g[n] + j * q.saltus != g[n + j * q.period]));
    }
    return f;
}

} // namespace

TEST_CASE("arithmetic periods of hexadecimal codes, proved, agree with a naive mex far past the proof") {
    // 0.8: take one token and leave three heaps; 0.C: take one and leave two or three. Their values
    // grow by one every 3 (every 2) heaps from n = 1. 4.88 (split a heap in two, or take one or two
    // and leave three heaps) grows by 2 every 4 heaps: the low parts 0, 1, 0, 1 repeat below s = 2.
    // 0.284 (take 3 and leave three heaps, among others) grows by 16 every 53 heaps.
    struct Case {
        const char* code;
        std::uint64_t period, preperiod, saltus;
    };
    for (const Case& c : {Case{"0.8", 3, 1, 1}, Case{"0.C", 2, 1, 1}, Case{"0.08", 4, 1, 1}, Case{"0.AA", 1, 1, 1},
                          Case{"0.E8", 1, 1, 1}, Case{"4.88", 4, 1, 2}, Case{"0.284", 53, 1, 16}}) {
        const std::string code = c.code;
        CAPTURE(code);
        const Found f = check_against_naive(code, 600);
        REQUIRE(f.proved);
        CHECK(f.q.bound == Bound::Arithmetic);
        CHECK(f.q.period == c.period);
        CHECK(f.q.preperiod == c.preperiod);
        CHECK(f.q.saltus == c.saltus);
        CHECK(f.q.parts == 3);
        CHECK(f.q.check_begin == f.q.preperiod);
        CHECK(f.q.check_end <= f.q.values_used);
        CHECK(f.q.certificate.find("Howse") != std::string::npos);
        CHECK(f.q.certificate.find("G(n+" + std::to_string(c.period) + ") = G(n) + " + std::to_string(c.saltus)) != std::string::npos);
    }
}

TEST_CASE("every one-digit hexadecimal code and a sweep of two-digit ones: whatever is proved is right") {
    // No answer is written down here: each code's proof, plain or arithmetic, is checked against
    // the naive values; the sweep must find arithmetic proofs (it is not vacuous).
    const char* hex = "0123456789ABCDEF";
    std::vector<std::string> codes;
    for (int a = 1; a < 16; ++a) codes.push_back(std::string("0.") + hex[a]);
    for (int a : {0, 4, 8, 10, 12, 14})
        for (int b : {2, 6, 8, 9, 12, 15}) codes.push_back(std::string("0.") + hex[a] + hex[b]);
    for (const char* code : {"4.8", "8.4", "4.88", "4.A8", "4.8C", "8.82", "C.0A", "4.48", "8.81"}) codes.push_back(code);
    int arithmetic = 0;
    for (const std::string& code : codes) {
        CAPTURE(code);
        const Found f = check_against_naive(code, 300, 400);
        if (f.proved && f.q.saltus) {
            ++arithmetic;
            CHECK(f.q.bound == Bound::Arithmetic);
            CHECK(std::has_single_bit(f.q.saltus));
        }
        if (f.proved && !f.q.saltus) CHECK(f.q.bound != Bound::Arithmetic);
    }
    CHECK(arithmetic >= 10);
}

TEST_CASE("codes outside the arithmetic-periodicity test are never claimed") {
    // 0.3F: G(n+6) = G(n) + 3 in every computed value, but 3 is no power of two: observed only.
    {
        Sequence seq(rules_of("0.3F"));
        seq.advance(1200);
        const auto g = naive_values(hex_digits("0.3F"), 400);
        for (std::uint64_t n = 0; n + 6 < 400; ++n) REQUIRE(g[n + 6] == g[n] + 3);
        CHECK_FALSE(prove_arithmetic_period(seq));
        CHECK_FALSE(prove_period(seq));
        const auto r = observe_regularity(seq);
        REQUIRE(r);
        CHECK(r->saltus == 3);
    }
    // Infinite codes (Nim, Lasker's Nim), ! and ?, octal codes: not covered, nothing claimed.
    for (const std::string code : {"0.[3]", "4.[3]", "4!.0", "0.8!", "0.C?", "0.77", "0.07", "4.07", "0.137"}) {
        CAPTURE(code);
        Sequence seq(rules_of(code));
        seq.advance(600);
        CHECK_FALSE(prove_arithmetic_period(seq));
        const auto q = prove_period(seq);
        if (q) CHECK(q->saltus == 0);
    }
    // Too few values: the test needs G(0..N-1) with N = max(N2, N_T); the first values of 0.8
    // already show the pattern, but prove nothing yet.
    {
        Sequence seq(rules_of("0.8"));
        seq.advance(9);
        CHECK_FALSE(prove_arithmetic_period(seq));
    }
}

TEST_CASE("a copied arithmetic proof keeps its saltus, or is proved again") {
    PeriodSearch here(rules_of("0.C"), 2000);
    REQUIRE(here.advance() == PeriodSearch::Status::Proved);
    const Periodicity proof = *here.periodicity();
    REQUIRE(proof.saltus == 1);
    const Sequence& seq = here.sequence();
    std::vector<std::uint8_t> values(seq.size());
    for (std::uint64_t n = 0; n < seq.size(); ++n) values[n] = static_cast<std::uint8_t>(seq[n]);

    // Taken as given when it fits the values.
    PeriodSearch copy(rules_of("0.C"), 2000);
    copy.append_copy(values.data(), values.size(), 1, seq.state(), PeriodSearch::Status::Proved, &proof);
    REQUIRE(copy.periodicity());
    CHECK(copy.periodicity()->saltus == 1);
    CHECK(copy.lookup(1001)->value == here.lookup(1001)->value);

    // A proof that lost its saltus on the way (a reader that does not know the field) is refused
    // and made again from the values.
    Periodicity lost = proof;
    lost.saltus = 0;
    lost.bound = Bound::Split;
    PeriodSearch other(rules_of("0.C"), 2000);
    other.append_copy(values.data(), values.size(), 1, seq.state(), PeriodSearch::Status::Proved, &lost);
    REQUIRE(other.periodicity());
    CHECK(other.periodicity()->saltus == 1);
    CHECK(other.periodicity()->bound == Bound::Arithmetic);
    CHECK(other.lookup(1001)->value == 500); // G(n) = ⌊(n−1)/2⌋ for n ≥ 1
}

TEST_CASE("a finished search with an arithmetic period, saved and restored, keeps its proof") {
    const Rules rules = rules_of("4.88");
    PeriodSearch whole(rules, 2000);
    REQUIRE(whole.advance() == PeriodSearch::Status::Proved);
    const Sequence& seq = whole.sequence();
    const std::string bytes(static_cast<const char*>(seq.raw()), seq.size() * seq.bytes_per_value());
    std::size_t at = 0;
    const Sequence::ReadValues read = [&](void* dst, std::uint64_t n) {
        if (at + n > bytes.size()) return false;
        std::memcpy(dst, bytes.data() + at, n);
        at += n;
        return true;
    };
    auto done = PeriodSearch::restore(rules, 2000, whole.save_state(), read);
    REQUIRE(done.ok());
    CHECK(done->status() == PeriodSearch::Status::Proved);
    REQUIRE(done->periodicity());
    CHECK(done->periodicity()->saltus == 2);
    CHECK(done->periodicity()->bound == Bound::Arithmetic);
    CHECK(done->periodicity()->certificate == whole.periodicity()->certificate);
    CHECK(done->lookup(10001)->value == whole.lookup(10001)->value);
}
