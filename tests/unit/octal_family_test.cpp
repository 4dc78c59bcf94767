// Lasker's Nim and Grundy's game in the explorer (octal/octal_family.h, rules=lasker, rules=grundy):
// the sequences against a brute-force mex written here, Lasker's closed form, the published start
// of Grundy's game (OEIS A002188) and its P-positions, the notes the explorer shows, the caps, and
// that no octal period is ever claimed for them.
#include <doctest.h>

#include <algorithm>
#include <map>
#include <set>
#include <vector>

#include "app/explorer.h"
#include "octal/octal.h"
#include "octal/octal_family.h"
#include "octal/octal_sequence.h"

using namespace gl;

namespace {

// G(0..n_max) by the rules in words: a take leaves any smaller heap (Lasker), a split n = a + b
// with a, b >= 1 (Lasker: any; Grundy: a != b). Sets, no stamps: slow and plain.
std::vector<Grundy> brute(bool lasker, std::uint64_t n_max) {
    std::vector<Grundy> g;
    for (std::uint64_t n = 0; n <= n_max; ++n) {
        std::set<Grundy> opts;
        if (lasker)
            for (std::uint64_t m = 0; m < n; ++m) opts.insert(g[m]);
        for (std::uint64_t a = 1; a < n; ++a) {
            if (!lasker && 2 * a == n) continue;
            opts.insert(g[a] ^ g[n - a]);
        }
        Grundy v = 0;
        while (opts.count(v)) ++v;
        g.push_back(v);
    }
    return g;
}

octal::Rules rules_of(const char* word) { return octal::parse_heap_rules(word, "rules").value(); }

} // namespace

TEST_CASE("lasker and grundy are rules of the explorer: words in any case, printed back, other words refused") {
    CHECK(octal::format_code(rules_of("lasker")) == "lasker");
    CHECK(octal::format_code(rules_of(" Grundy ")) == "grundy");
    CHECK(rules_of("LASKER").family == octal::Family::Lasker);
    CHECK_FALSE(rules_of("lasker") == rules_of("grundy"));
    CHECK_FALSE(rules_of("lasker") == octal::parse_code("4.333").value()); // 4.333 stops taking at 3
    auto bad = octal::parse_heap_rules("laskers", "rules");
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error().where == "rules");
    CHECK(bad.error().message.find("is not a game") != std::string::npos);
    CHECK(bad.error().message.find("lasker or grundy") != std::string::npos);
    // Codes and sets are read as before.
    CHECK(octal::format_code(octal::parse_heap_rules("{1,3,4}", "rules").value()) == "0.3033");
    CHECK(octal::parse_heap_rules("$.07", "rules").error().message.find("cannot start a code") != std::string::npos);
}

TEST_CASE("Lasker's Nim: the explorer's sequence equals the brute-force mex and the closed form mod 4") {
    const auto g = brute(true, 80);
    octal::Sequence seq(rules_of("lasker"));
    seq.advance(2000);
    REQUIRE(seq.size() == 2000);
    for (std::uint64_t n = 0; n <= 80; ++n) {
        CAPTURE(n);
        CHECK(seq[n] == g[n]);
    }
    for (std::uint64_t n = 0; n < seq.size(); ++n) {
        CAPTURE(n);
        const std::uint64_t r = n % 4;
        const Grundy closed = n == 0 ? 0 : r == 1 || r == 2 ? n : r == 3 ? n + 1 : n - 1;
        REQUIRE(seq[n] == closed);
        REQUIRE(octal::lasker_value(n) == closed);
    }
    // The options the explorer's mex view lists are the rule's: n takes and n/2 splits.
    std::size_t takes = 0, splits = 0;
    octal::for_each_option(rules_of("lasker"), 9, [&](const octal::HeapOption& o) {
        if (o.parts == 2) {
            ++splits;
            CHECK(o.take == 0);
            CHECK(o.left[0] + o.left[1] == 9);
        } else {
            ++takes;
            CHECK(o.take + (o.parts ? o.left[0] : 0) == 9);
        }
    });
    CHECK(takes == 9);
    CHECK(splits == 4);
    CHECK(octal::option_count(rules_of("lasker"), 9) == 13);
}

TEST_CASE("Grundy's game: the explorer's sequence equals the brute-force mex and starts as OEIS A002188") {
    const auto g = brute(false, 300);
    octal::Sequence seq(rules_of("grundy"));
    seq.advance(301);
    for (std::uint64_t n = 0; n <= 300; ++n) {
        CAPTURE(n);
        CHECK(seq[n] == g[n]);
    }
    // OEIS A002188, n = 0..40.
    const Grundy published[] = {0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0,
                                4, 3, 0, 4, 3, 0, 4, 1, 2, 3, 1, 2, 4, 1, 2, 4, 1, 2, 4, 1};
    for (std::uint64_t n = 0; n < std::size(published); ++n) CHECK(seq[n] == published[n]);
    CHECK(octal::option_count(rules_of("grundy"), 8) == 3); // 1+7, 2+6, 3+5; not 4+4
    CHECK(octal::option_count(rules_of("grundy"), 0) == 0);
}

TEST_CASE("no octal period is ever claimed for them; the search runs to its limit") {
    for (const char* word : {"lasker", "grundy"}) {
        CAPTURE(word);
        octal::PeriodSearch s(rules_of(word), 3000);
        CHECK(s.advance() == octal::PeriodSearch::Status::LimitReached);
        CHECK_FALSE(s.periodicity().has_value());
        CHECK(s.sequence().size() == 3000);
        CHECK_FALSE(s.lookup(3000).has_value());
    }
}

TEST_CASE("the notes: Lasker's period is checked on every value; Grundy's values, counts and zeros are the computed ones") {
    octal::Sequence lasker(rules_of("lasker"));
    lasker.advance(500);
    auto ln = octal::family_note(lasker);
    REQUIRE(ln);
    CHECK(ln->closed_form_holds);
    CHECK(ln->title.find("Arithmetic period 4") != std::string::npos);
    CHECK(ln->certificate.find("Induction") != std::string::npos);

    octal::Sequence seq(rules_of("grundy"));
    seq.advance(1500);
    auto note = octal::family_note(seq);
    REQUIRE(note);
    CHECK_FALSE(note->closed_form_holds);
    CHECK(note->title.find("No known period") != std::string::npos);
    const auto g = brute(false, 1499);
    std::map<Grundy, std::uint64_t> counts;
    std::vector<std::uint64_t> zeros;
    for (std::uint64_t n = 0; n < g.size(); ++n) {
        ++counts[g[n]];
        if (g[n] == 0) zeros.push_back(n);
    }
    CHECK(note->zeros == zeros);
    CHECK(note->counts == std::vector<std::pair<Grundy, std::uint64_t>>(counts.begin(), counts.end()));
    // The P-positions of Grundy's game below 1500 (Winning Ways, ch. 4; OEIS A002188's zeros).
    const std::vector<std::uint64_t> published = {0,   1,   2,   4,   7,   10,  20,  23,  26,  50,  53,  270, 273, 276,
                                                  282, 285, 288, 316, 334, 337, 340, 346, 359, 362, 365, 386, 389, 392,
                                                  566, 630, 633, 636, 639, 673, 676, 682, 685, 923, 926, 929, 932, 1222};
    CHECK(zeros == published);
    CHECK(note->lines.back().find("the last is 1,222") != std::string::npos);
    octal::Sequence plain(octal::parse_code("0.07").value());
    plain.advance(100);
    CHECK_FALSE(octal::family_note(plain).has_value());
}

TEST_CASE("the explorer: lasker and grundy take at most 100,000 values; the mex view and exports work") {
    app::Explorer x;
    REQUIRE(x.set_rules_text("grundy").ok());
    CHECK(x.code() == "grundy");
    auto too_many = x.set_target(200'000);
    REQUIRE_FALSE(too_many.ok());
    CHECK(too_many.error().where == "n");
    CHECK(too_many.error().message.find("at most 100000 for grundy") != std::string::npos);
    REQUIRE(x.set_target(400).ok());
    while (x.running()) x.step(1'000'000);
    CHECK(x.computed() == 400);
    CHECK_FALSE(x.proved());
    REQUIRE(x.family_note());
    const auto g = brute(false, 399);
    for (std::uint64_t n : {7u, 13u, 270u, 399u}) {
        CAPTURE(n);
        auto t = x.mex_table(n);
        REQUIRE(t);
        CHECK(t->mex == g[n]);
        CHECK(t->total == (n - 1) / 2);
    }
    CHECK(x.csv(5) == "n,G(n)\n0,0\n1,0\n2,0\n3,1\n4,0\n");
    CHECK(x.latex(10, 10).find("the game grundy") != std::string::npos);
    // A target above the cap from before is cut to the cap when the game changes.
    REQUIRE(x.set_rules_text("0.07").ok());
    REQUIRE(x.set_target(1'000'000).ok());
    REQUIRE(x.set_rules_text("lasker").ok());
    CHECK(x.target() == app::Explorer::kMaxFamilyN);
    x.extend(app::Explorer::kMaxN);
    CHECK(x.target() == app::Explorer::kMaxFamilyN);
}
