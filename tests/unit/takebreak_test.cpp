// CGSuite's take-and-break codes (octal/octal.h, Family::Code): the notation read and written back,
// the moves against an enumeration written here from the definition, the values against a plain
// mex over those moves and against published sequences, and the periods the j-heap theorem proves
// against values computed far past the proof.
#include <doctest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "octal/octal.h"
#include "octal/octal_family.h"
#include "octal/octal_sequence.h"

using namespace gl;
using namespace gl::octal;

namespace {

Rules rules_of(const char* text) {
    auto r = parse_code(text);
    REQUIRE_MESSAGE(r.ok(), text << ": " << (r.ok() ? "" : r.error().message));
    return r.value();
}

// The definition, read directly: digit d_t (d_t = d_{t mod ...} past the end of a repeating code)
// allows taking t and leaving exactly j nonempty heaps if bit j of d_t is set; "!" needs the heaps
// pairwise unequal, "?" not all equal. Every ordered j-tuple is listed, then sorted into a set.
struct Digit {
    unsigned heaps, distinct, unequal;
};

std::set<std::vector<Heap>> options_by_definition(const std::vector<Digit>& digits, std::size_t repeat, Heap n) {
    std::set<std::vector<Heap>> out;
    const auto digit = [&](Heap t) -> Digit {
        if (t < digits.size()) return digits[t];
        if (!repeat) return {0, 0, 0};
        return digits[digits.size() - repeat + (t - digits.size()) % repeat];
    };
    for (Heap t = 0; t <= n; ++t) {
        const Digit d = digit(t);
        const Heap m = n - t;
        for (unsigned j = 0; j <= 8; ++j) {
            if (!(d.heaps >> j & 1u)) continue;
            if (j == 0) {
                if (m == 0 && t > 0) out.insert(std::vector<Heap>{});
                continue;
            }
            if (t == 0 && j == 1) continue; // leaving the heap as it was is no move
            std::vector<Heap> tuple(j, 1);
            // Every ordered tuple of j positive parts summing to m.
            const auto walk = [&](auto&& self, unsigned i, Heap left) -> void {
                if (i == j - 1) {
                    if (left == 0) return;
                    tuple[i] = left;
                    std::vector<Heap> s = tuple;
                    std::sort(s.begin(), s.end());
                    const bool all_distinct = std::adjacent_find(s.begin(), s.end()) == s.end();
                    const bool all_equal = s.front() == s.back();
                    if ((d.distinct >> j & 1u) && !all_distinct) return;
                    if ((d.unequal >> j & 1u) && all_equal) return;
                    out.insert(s);
                    return;
                }
                for (Heap a = 1; a < left; ++a) {
                    tuple[i] = a;
                    self(self, i + 1, left - a);
                }
            };
            if (m >= j) walk(walk, 0, m);
        }
    }
    return out;
}

std::set<std::vector<Heap>> options_of(const Rules& r, Heap n) {
    std::set<std::vector<Heap>> out;
    std::size_t calls = 0;
    for_each_option(r, n, [&](const HeapOption& o) {
        out.insert(std::vector<Heap>(o.left, o.left + o.parts));
        ++calls;
    });
    CHECK(calls == out.size()); // each multiset once
    return out;
}

// G(0..N-1) by the plain mex over the definition's options.
std::vector<Grundy> values_by_definition(const std::vector<Digit>& digits, std::size_t repeat, Heap N) {
    std::vector<Grundy> g;
    for (Heap n = 0; n < N; ++n) {
        std::set<Grundy> seen;
        for (const auto& o : options_by_definition(digits, repeat, n)) {
            Grundy v = 0;
            for (Heap h : o) v ^= g[h];
            seen.insert(v);
        }
        Grundy m = 0;
        while (seen.count(m)) ++m;
        g.push_back(m);
    }
    return g;
}

std::vector<Grundy> computed(const Rules& r, std::uint64_t N) {
    Sequence s(r);
    REQUIRE(s.advance(N));
    std::vector<Grundy> out;
    for (std::uint64_t n = 0; n < N; ++n) out.push_back(s[n]);
    return out;
}

} // namespace

TEST_CASE("CGSuite codes are read and written back in one form") {
    const struct {
        const char* in;
        const char* out;
    } cases[] = {
        {"0.3F", "0.3F"},   {"0.3f", "0.3F"},        {"4!.0", "4!.0"},     {"4?.0", "4!.0"}, // two heaps: not equal = unequal
        {"4!.", "4!.0"},    {"0.[3]", "0.[3]"},      {"0.3[3]", "0.[3]"}, {"0.[33]", "0.[3]"},
        {"0.3[03]", "0.[30]"}, {"0.[37]", "0.[37]"}, {"4.[3]", "4.[3]"},  {"0.&40;", "0.&40;"},
        {"0.&#x28;", "0.&40;"}, {"0.&#40;", "0.&40;"}, {"0.&x28;", "0.&40;"}, {"0.&X1f;", "0.V"}, {"0.(C!8)", "0.(C!8)"}, {"0.C?", "0.C?"},
        {"0.(C?8)", "0.(C?8)"}, {"0.(F?8!4)", "0.F?"}, {"0.(F?!8)", "0.F!"}, {"8.0", "8.0"},
        {"0.Z", "0.Z"},     {"0.F0", "0.F"},         {"0.3[0]", "0.3"},   {"0.77", "0.77"},
    };
    for (const auto& c : cases) {
        const std::string in_text = c.in;
        CAPTURE(in_text);
        const Rules r = rules_of(c.in);
        CHECK(format_code(r) == c.out);
        CHECK(rules_of(format_code(r).c_str()) == r); // the written form reads back as the same rules
    }
    // A plain octal code is always the octal family, whichever way it is written.
    CHECK(rules_of("0.[7]").family == Family::Code);
    CHECK(rules_of("0.(7!4)").family == Family::Code);
    CHECK(rules_of("0.7[0]").family == Family::Octal);
}

TEST_CASE("malformed CGSuite codes say where and what") {
    const struct {
        const char* text;
        std::size_t offset;
        const char* says;
    } cases[] = {
        {"0.[3", 4, "no closing ']'"},
        {"0.3]", 3, "without '['"},
        {"0.[]", 3, "empty"},
        {"0.[3]7", 5, "end the code"},
        {"0.[3][7]", 5, "end the code"},
        {"0.&40", 2, "no closing ';'"},
        {"0.&;", 2, "needs a number"},
        {"0.&#xG;", 5, "not allowed"},
        {"0.&600;", 2, "more than 8 heaps"},
        {"0.(C!8", 2, "no closing ')'"},
        {"0.(C)", 2, "without ! or ?"},
        {"0.(C#8)", 4, "not allowed inside"},
        {"0.(F?8!8)", 2, "both pairwise unequal"},
        {"0.3!", 3, "0 or 1 heap"},
        {"20.017", 0, "add tokens"},
        {"0.07_1", 4, "ghost"},
        {"1.07", 0, "may only split"},
        {"0.[0]", Error::kWhole, "no move"},
        // Read two ways by CGSuite 1 (documentation and program): refused, never guessed.
        {"0.(C?8!)", 6, "read two ways"},
        // The largest 32-bit digit is a digit like any other, not "no digit given".
        {"0.(C?&4294967295;!4)", 2, "both pairwise unequal"},
        {"0.(C?&4294967295;!)", 17, "read two ways"},
        // CGSuite 2's forms, named as such.
        {"4=.0", 1, "CGSuite 2"},
        {"0.{2+}", 2, "CGSuite 2"},
        {"0.C*", 3, "CGSuite 2"},
    };
    for (const auto& c : cases) {
        const std::string text = c.text;
        CAPTURE(text);
        auto r = parse_code(c.text);
        REQUIRE_FALSE(r.ok());
        CHECK(r.error().offset == c.offset);
        CHECK(r.error().message.find(c.says) != std::string::npos);
    }
}

TEST_CASE("the moves of a code are the definition's, each once") {
    const struct {
        const char* code;
        std::vector<Digit> digits;
        std::size_t repeat;
    } cases[] = {
        {"0.3F", {{0, 0, 0}, {3, 0, 0}, {15, 0, 0}}, 0},
        {"4!.0", {{4, 4, 0}}, 0},
        {"0.(C!8)", {{0, 0, 0}, {12, 8, 0}}, 0},
        {"0.C?", {{0, 0, 0}, {12, 4, 8}}, 0}, // three heaps not all equal; two heaps unequal
        {"0.F!", {{0, 0, 0}, {15, 12, 0}}, 0},
        {"0.&40;", {{0, 0, 0}, {40, 0, 0}}, 0},
        {"0.[37]", {{0, 0, 0}, {3, 0, 0}, {7, 0, 0}}, 2},
        {"4.[3]", {{4, 0, 0}, {3, 0, 0}}, 1},
        {"8.0", {{8, 0, 0}}, 0},
        {"0.1[8]", {{0, 0, 0}, {1, 0, 0}, {8, 0, 0}}, 1},
    };
    for (const auto& c : cases) {
        const std::string code_text = c.code;
        CAPTURE(code_text);
        const Rules r = rules_of(c.code);
        for (Heap n = 0; n <= 24; ++n) {
            CAPTURE(n);
            const auto want = options_by_definition(c.digits, c.repeat, n);
            CHECK(options_of(r, n) == want);
            CHECK(has_option(r, n) == !want.empty());
            CHECK(option_count(r, n) >= want.size());
        }
    }
    // CGSuite's own test counts: a heap of 20 has 9 options in Grundy's game and 38 in 0.3F.
    CHECK(options_of(rules_of("4!.0"), 20).size() == 9);
    CHECK(options_of(rules_of("0.3F"), 20).size() == 38);
}

TEST_CASE("values of CGSuite codes: the plain mex over the definition, and published sequences") {
    const struct {
        const char* code;
        std::vector<Digit> digits;
        std::size_t repeat;
    } cases[] = {
        {"0.3F", {{0, 0, 0}, {3, 0, 0}, {15, 0, 0}}, 0},   {"0.B", {{0, 0, 0}, {11, 0, 0}}, 0},
        {"0.8", {{0, 0, 0}, {8, 0, 0}}, 0},                {"0.(C!8)", {{0, 0, 0}, {12, 8, 0}}, 0},
        {"0.C?", {{0, 0, 0}, {12, 4, 8}}, 0},              {"0.[37]", {{0, 0, 0}, {3, 0, 0}, {7, 0, 0}}, 2},
        {"8.0", {{8, 0, 0}}, 0},                           {"0.2048", {{0, 0, 0}, {2, 0, 0}, {0, 0, 0}, {4, 0, 0}, {8, 0, 0}}, 0},
        {"0.&40;", {{0, 0, 0}, {40, 0, 0}}, 0},
    };
    for (const auto& c : cases) {
        const std::string code_text = c.code;
        CAPTURE(code_text);
        CHECK(computed(rules_of(c.code), 48) == values_by_definition(c.digits, c.repeat, 48));
    }
    // CGSuite's test of 0.3f, n = 0..20.
    CHECK(computed(rules_of("0.3f"), 21) == std::vector<Grundy>{0, 1, 2, 0, 1, 2, 3, 4, 5, 3, 4, 5, 6, 7, 8, 6, 7, 8, 9, 10, 11});
    // Grundy's game written as CGSuite writes it, against the Grundy's game of the explorer
    // (whose values are checked against OEIS A002188 in grundy_test.cpp), and Lasker's Nim as
    // 4.[3] against its closed form; Nim as 0.[3].
    const auto g4 = computed(rules_of("4!.0"), 3000), g = computed(family_rules(Family::Grundy), 3000);
    CHECK(g4 == g);
    const auto lasker = computed(rules_of("4.[3]"), 600);
    for (std::uint64_t n = 0; n < lasker.size(); ++n) CHECK(lasker[n] == lasker_value(n));
    const auto nim = computed(rules_of("0.[3]"), 300);
    for (std::uint64_t n = 0; n < nim.size(); ++n) CHECK(nim[n] == n);
}

TEST_CASE("periods of finite codes with splits into three heaps hold far past their proof") {
    for (const char* code : {"0.B", "0.D", "0.F", "0.A", "0.81"}) {
        const std::string code_text = code;
        CAPTURE(code_text);
        PeriodSearch search(rules_of(code), 4000);
        REQUIRE(search.advance() == PeriodSearch::Status::Proved);
        const Periodicity& q = *search.periodicity();
        CHECK(q.bound == Bound::Split);
        CHECK(q.parts == 3);
        CHECK(q.check_end == 3 * std::max<std::uint64_t>(q.preperiod, 1) + 2 * q.period + q.max_take);
        CHECK(q.certificate.find("Guy and Smith") != std::string::npos);
        // Values computed independently to several times the values the proof read.
        const std::uint64_t far = 4 * q.values_used + 200;
        const auto g = computed(rules_of(code), far);
        for (std::uint64_t n = 0; n < far; ++n) CHECK(search.lookup(n)->value == g[n]);
    }
    // ! and ? and infinite codes: no theorem, so nothing is claimed.
    for (const char* code : {"4!.0", "0.C?", "0.[3]", "4.[3]"}) {
        const std::string code_text = code;
        CAPTURE(code_text);
        PeriodSearch search(rules_of(code), 1500);
        search.advance();
        CHECK_FALSE(search.periodicity());
    }
}

TEST_CASE("arithmetic periods are reported as observed, never as proved") {
    Sequence nim(rules_of("0.[3]"));
    nim.advance(400);
    const auto r = observe_regularity(nim);
    REQUIRE(r);
    CHECK(r->period == 1);
    CHECK(r->saltus == 1);
    CHECK(r->preperiod == 0);
    const auto note = family_note(nim);
    REQUIRE(note);
    CHECK(note->title.find("not proved") != std::string::npos);

    Sequence f(rules_of("0.3F"));
    f.advance(600);
    const auto s = observe_regularity(f);
    REQUIRE(s);
    CHECK(s->period == 6);
    CHECK(s->saltus == 3);
    CHECK_FALSE(family_note(f)); // a finite unconstrained code: its period search goes on instead
}

TEST_CASE("the explorer's grid of moves: a cell turns one move on or off, and nothing else") {
    // For every cell (take k, leave j) of a few codes, the toggled rules have exactly the options
    // of the definition with bit j of digit k flipped (and its "!"/"?" dropped), heap by heap.
    const struct {
        const char* code;
        std::vector<Digit> digits;
        std::size_t repeat;
    } cases[] = {
        {"0.07", {{0, 0, 0}, {0, 0, 0}, {7, 0, 0}}, 0},
        {"4.07", {{4, 0, 0}, {0, 0, 0}, {7, 0, 0}}, 0},
        {"0.3F", {{0, 0, 0}, {3, 0, 0}, {15, 0, 0}}, 0},
        {"0.F!", {{0, 0, 0}, {15, 12, 0}}, 0},
        {"0.C?", {{0, 0, 0}, {12, 4, 8}}, 0},
        {"0.[37]", {{0, 0, 0}, {3, 0, 0}, {7, 0, 0}}, 2},
    };
    for (const auto& c : cases) {
        const Rules r = rules_of(c.code);
        const std::size_t columns = c.repeat ? c.digits.size() : c.digits.size() + 2;
        for (std::size_t k = 0; k < columns; ++k)
            for (unsigned j = 0; j <= kMaxParts; ++j) {
                const std::string cell = std::string(c.code) + " take " + std::to_string(k) + " leave " + std::to_string(j);
                CAPTURE(cell);
                auto t = toggle_move(r, k, j);
                if (k == 0 && j < 2) {
                    CHECK_FALSE(t.ok());
                    continue;
                }
                std::vector<Digit> want = c.digits;
                if (k >= want.size()) want.resize(k + 1, Digit{0, 0, 0});
                Digit& d = want[k];
                d.heaps ^= 1u << j;
                d.distinct &= d.heaps;
                d.unequal &= d.heaps;
                bool any = false;
                for (const Digit& x : want) any = any || x.heaps != 0;
                if (!any) {
                    CHECK_FALSE(t.ok());
                    continue;
                }
                REQUIRE(t.ok());
                for (Heap n = 0; n <= 14; ++n) {
                    CAPTURE(n);
                    CHECK(options_of(t.value(), n) == options_by_definition(want, c.repeat, n));
                }
                // Twice is the same game again, unless the cell carried a constraint (it is dropped).
                // A repeating code is left after one: 0.[37] with (1, 2) is 0.[77], written 0.[7],
                // whose grid has no column 2 any more.
                if (c.repeat) continue;
                const bool constrained = ((c.digits[std::min(k, c.digits.size() - 1)].distinct |
                                           c.digits[std::min(k, c.digits.size() - 1)].unequal) >> j & 1u) && k < c.digits.size();
                auto back = toggle_move(t.value(), k, j);
                REQUIRE(back.ok());
                if (!constrained) CHECK(back.value() == r);
            }
    }
    // The forms the page writes back: plain codes stay octal, the others CGSuite's.
    CHECK(format_code(toggle_move(rules_of("0.07"), 2, 3).value()) == "0.0F");
    CHECK(toggle_move(rules_of("0.0F"), 2, 3).value().family == Family::Octal);
    CHECK(format_code(toggle_move(rules_of("0.07"), 0, 2).value()) == "4.07");
    CHECK(format_code(toggle_move(rules_of("0.6"), 1, 8).value()) == "0.&262;");
    // Refused, with the cell named: no move, too many heaps, past a repeat, Lasker's Nim.
    CHECK(toggle_move(rules_of("0.1"), 1, 0).error().message.find("no move") != std::string::npos);
    CHECK(toggle_move(rules_of("0.6"), 1, 9).error().message.find("take 1, leave 9") != std::string::npos);
    CHECK(toggle_move(rules_of("0.[3]"), 3, 1).error().message.find("repeat") != std::string::npos);
    CHECK_FALSE(toggle_move(family_rules(Family::Lasker), 1, 1).ok());
    CHECK_FALSE(toggle_move(rules_of("0.7"), octal::kMaxDigits + 1, 1).ok());
}

TEST_CASE("the moves in words, as the explorer and its text for screen readers say them") {
    CHECK(moves_in_words(rules_of("0.07")) == std::vector<std::string>{"take 2, leave 0 heaps or 1 heap or 2 heaps"});
    CHECK(moves_in_words(rules_of("4.07")) ==
          std::vector<std::string>{"take nothing, leave 2 heaps", "take 2, leave 0 heaps or 1 heap or 2 heaps"});
    CHECK(moves_in_words(rules_of("0.3F")) ==
          std::vector<std::string>{"take 1, leave 0 heaps or 1 heap", "take 2, leave 0 heaps or 1 heap or 2 heaps or 3 heaps"});
    CHECK(moves_in_words(rules_of("0.(C?8)")) ==
          std::vector<std::string>{"take 1, leave 2 heaps or 3 heaps (not all equal)"});
    CHECK(moves_in_words(rules_of("4!.0")) == std::vector<std::string>{"take nothing, leave 2 heaps (pairwise unequal)"});
    const auto nim = moves_in_words(rules_of("0.[3]"));
    REQUIRE(nim.size() == 2);
    CHECK(nim[0] == "take 1, leave 0 heaps or 1 heap (repeats)");
    CHECK(nim[1].find("digits 1 to 1 repeat forever") == 0);
    CHECK(moves_in_words(family_rules(Family::Grundy))[0].find("different sizes") != std::string::npos);
}
