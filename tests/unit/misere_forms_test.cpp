// Heaps' misère canonical forms found compositionally (octal/misere_forms.h) and answered by the
// calculator (app/heap_calls.h), against facts found independently here:
//   - brute-force search of the heap game's positions (multisets of heaps), written in this test:
//     the misère nim value g- (1 for a position without moves, else the mex of its options', so a
//     player unable to move wins) and the normal-play value g+, of single heaps, of sums, and of a
//     heap with one or two *2 beside it (the genus digits γ0 γ1 γ2);
//   - the moves of Kayles, Dawson's Kayles, Grundy's game and 0.3F written out here (not read from
//     a code), whose forms are checked against CGSuite's genus lists to heap 20 in misere_test.cpp:
//     the same canonical form (one id in one store) to heap 30;
//   - the position search of cgt/misere_game.h wherever it answers (its text, character for character).
#include <doctest.h>

#include <algorithm>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "app/heap_calls.h"
#include "cgt/misere.h"
#include "cgt/misere_game.h"
#include "games/registry.h"
#include "octal/misere_forms.h"
#include "octal/octal.h"

using namespace gl;
using cgt::misere::MId;
using cgt::misere::MisereStore;

namespace {

#ifdef GL_SANITIZED
constexpr int kBrute = 20, kSame = 22; // the sanitizers run about ten times slower
#else
constexpr int kBrute = 30, kSame = 30;
#endif

using Moves = std::vector<std::vector<int>> (*)(int);

// Kayles: take one or two adjacent pins from a row, leaving up to two rows.
std::vector<std::vector<int>> kayles(int n) {
    std::vector<std::vector<int>> out;
    for (int take = 1; take <= 2; ++take)
        for (int a = 0; 2 * a <= n - take; ++a) out.push_back({a, n - take - a});
    return out;
}
// Dawson's Kayles (0.07): take two adjacent pins.
std::vector<std::vector<int>> dawson(int n) {
    std::vector<std::vector<int>> out;
    for (int a = 0; 2 * a <= n - 2; ++a) out.push_back({a, n - 2 - a});
    return out;
}
// Grundy's game: split a heap into two unequal heaps.
std::vector<std::vector<int>> grundy(int n) {
    std::vector<std::vector<int>> out;
    for (int a = 1; 2 * a < n; ++a) out.push_back({a, n - a});
    return out;
}
// 0.3F: take one leaving 0 or 1 heaps; take two leaving 0, 1, 2 or 3 heaps.
std::vector<std::vector<int>> code_03f(int n) {
    std::vector<std::vector<int>> out;
    if (n >= 1) out.push_back({n - 1});
    if (n >= 2) out.push_back({n - 2});
    for (int a = 1; 2 * a <= n - 2; ++a) out.push_back({a, n - 2 - a});
    for (int a = 1; 3 * a <= n - 2; ++a)
        for (int b = a; a + 2 * b <= n - 2; ++b) out.push_back({a, b, n - 2 - a - b});
    return out;
}

// Brute force over positions (sorted multisets of nonempty heaps; a negative entry -k is a nim heap
// *k, for the genus): g- and g+ of each.
struct Brute {
    Moves moves;
    std::map<std::vector<int>, std::pair<unsigned, unsigned>> memo;
    static unsigned mex(std::vector<unsigned> v) {
        std::sort(v.begin(), v.end());
        unsigned m = 0;
        for (unsigned x : v)
            if (x == m) ++m;
        return m;
    }
    std::pair<unsigned, unsigned> at(std::vector<int> pos) { // {g-, g+}
        std::sort(pos.begin(), pos.end());
        if (auto it = memo.find(pos); it != memo.end()) return it->second;
        std::vector<unsigned> minus, plus;
        for (std::size_t i = 0; i < pos.size(); ++i) {
            if (i > 0 && pos[i] == pos[i - 1]) continue;
            for (int k = 0; pos[i] < 0 && k < -pos[i]; ++k) { // *m to *k, k < m
                std::vector<int> next = pos;
                next[i] = -k;
                if (k == 0) next.erase(next.begin() + static_cast<std::ptrdiff_t>(i));
                const auto v = at(next);
                minus.push_back(v.first);
                plus.push_back(v.second);
            }
            if (pos[i] < 0) continue;
            for (const auto& parts : moves(pos[i])) {
                std::vector<int> next = pos;
                next.erase(next.begin() + static_cast<std::ptrdiff_t>(i));
                for (int q : parts)
                    if (q > 0) next.push_back(q);
                const auto v = at(next);
                minus.push_back(v.first);
                plus.push_back(v.second);
            }
        }
        const std::pair<unsigned, unsigned> r{minus.empty() ? 1u : mex(minus), mex(plus)};
        memo.emplace(pos, r);
        return r;
    }
};

// The forms of heaps 0..n from the moves written above.
std::vector<MId> written(MisereStore& s, int n, Moves moves) {
    std::vector<MId> h;
    for (int k = 0; k <= n; ++k) {
        std::vector<MId> opts;
        for (const auto& parts : moves(k)) {
            MId sum = MisereStore::kZero;
            for (int p : parts) sum = s.add(sum, h[static_cast<std::size_t>(p)]);
            opts.push_back(sum);
        }
        h.push_back(s.canon(opts));
    }
    return h;
}

MId form(MisereStore& s, const octal::Rules& r, int n) {
    auto g = octal::misere_heap_form(s, r, static_cast<octal::Heap>(n));
    REQUIRE_MESSAGE(g, (g ? "" : g.error().message));
    return g.value();
}

struct Game {
    const char* name;
    octal::Rules rules;
    Moves moves;
};
std::vector<Game> games() {
    return {{"Kayles", octal::parse_code("0.77").value(), kayles},
            {"Dawson's Kayles", octal::parse_code("0.07").value(), dawson},
            {"Grundy's game", octal::parse_code("4!.0").value(), grundy},
            {"0.3F", octal::parse_code("0.3F").value(), code_03f}};
}

} // namespace

TEST_CASE("heaps' misère forms from the code are the forms of the moves written out, to heap 30") {
    for (const Game& g : games()) {
        CAPTURE(g.name);
        MisereStore s;
        const auto h = written(s, kSame, g.moves);
        for (int n = 0; n <= kSame; ++n) {
            CAPTURE(n);
            CHECK(form(s, g.rules, n) == h[static_cast<std::size_t>(n)]);
        }
    }
    // Grundy's game as the family the octal explorer names, and 0.[3] as Nim.
    MisereStore s;
    CHECK(form(s, octal::family_rules(octal::Family::Grundy), 22) == form(s, octal::parse_code("4!.0").value(), 22));
    CHECK(form(s, octal::parse_code("0.[3]").value(), 12) == s.nim_heap(12));
}

TEST_CASE("heaps' misère nim values and normal-play values agree with brute-force search of the heap game") {
    for (const Game& g : games()) {
        CAPTURE(g.name);
        MisereStore s;
        Brute b{g.moves, {}};
        const int top = g.moves == code_03f ? kBrute - 6 : kBrute;
        for (int n = 0; n <= top; ++n) {
            CAPTURE(n);
            const MId f = form(s, g.rules, n);
            const auto v = b.at(n ? std::vector<int>{n} : std::vector<int>{});
            CHECK(s.misere_nim_value(f) == v.first);
            CHECK(s.nim_value(f) == v.second);
        }
    }
}

TEST_CASE("heaps' genus digits g-(G), g-(G + *2), g-(G + *2 + *2) agree with brute-force search") {
    for (const Game& g : games()) {
        CAPTURE(g.name);
        MisereStore s;
        Brute b{g.moves, {}};
        const int top = g.moves == code_03f ? kBrute - 10 : kBrute - 6;
        for (int n = 0; n <= top; ++n) {
            CAPTURE(n);
            const auto d = s.genus_digits(form(s, g.rules, n), 3);
            std::vector<int> pos;
            if (n) pos.push_back(n);
            for (std::size_t k = 0; k < 3; ++k) {
                CAPTURE(k);
                CHECK(d[k] == b.at(pos).first);
                pos.push_back(-2);
            }
        }
    }
}

TEST_CASE("the misère outcome of sums of heaps' forms agrees with brute-force search of the sum") {
    std::mt19937 rng(43);
    for (const Game& g : games()) {
        CAPTURE(g.name);
        MisereStore s;
        Brute b{g.moves, {}};
        for (int trial = 0; trial < 60; ++trial) {
            std::vector<int> pos;
            const int parts = 2 + static_cast<int>(rng() % 3);
            for (int i = 0; i < parts; ++i) pos.push_back(1 + static_cast<int>(rng() % (kBrute / 3)));
            MId sum = MisereStore::kZero;
            for (int p : pos) sum = s.add(sum, form(s, g.rules, p));
            CAPTURE(trial);
            CHECK(s.is_p_position(sum) == (b.at(pos).first == 0));
        }
    }
}

TEST_CASE("heaps' misère forms equal the position search's wherever it answers") {
    struct Case {
        const char* game;
        const char* code;
        std::string pos_prefix;
        int top;
    };
    const Case cases[] = {{"sum", "0.77", "0.77:", 14}, {"sum", "0.07", "0.07:", 18}, {"grundy", "4!.0", "", 22},
                          {"sum", "0.137", "0.137:", 18}};
    for (const Case& c : cases) {
        CAPTURE(c.code);
        auto rules = make_ruleset(c.game, "");
        REQUIRE(rules);
        MisereStore s;
        for (int n = 1; n <= c.top; ++n) {
            CAPTURE(n);
            auto searched = cgt::misere_form(*rules.value(), c.pos_prefix + std::to_string(n));
            REQUIRE(searched);
            CHECK(s.text(form(s, octal::parse_code(c.code).value(), n)) == searched.value());
        }
    }
}

TEST_CASE("a form's text is written up to a cap, its length known without writing it") {
    MisereStore s;
    const auto r = octal::parse_code("0.77").value();
    for (int n = 0; n <= 16; ++n) {
        CAPTURE(n);
        const MId g = form(s, r, n);
        const std::string t = s.text(g);
        CHECK(s.text_length(g) == t.size());
        CHECK(s.text(g, t.size()) == t);
        if (t.size() > 4) CHECK(s.text(g, t.size() - 1).empty());
    }
}

TEST_CASE("game.heap calls in the calculator: Kayles 30, 0.3F's three-heap splits, the budget's refusal") {
    // Kayles 30 (20 under the sanitizers), its outcome and g+ against brute force.
    const int heap = kBrute;
    auto k = app::calculate_with_heaps("game.heap.Kayles(" + std::to_string(heap) + ").MisereCanonicalForm");
    REQUIRE_MESSAGE(k, (k ? "" : k.error().describe()));
    Brute kb{kayles, {}};
    const auto v = kb.at({heap});
    CHECK((k.value().outcome == Outcome::P) == (v.first == 0));
    std::string genus;
    for (const auto& [n, g] : k.value().properties)
        if (n == "Genus") genus = g;
    CHECK(genus.substr(0, genus.find('^')) == std::to_string(v.second));
    CHECK(k.value().canonical_text.empty()); // far longer than 20,000 characters
    CHECK(k.value().note.find("too long to print") != std::string::npos);
    // 0.3F (a move leaves three heaps) is read from its code, and sums of heaps follow.
    auto f = app::calculate_with_heaps("game.heap.TakeAndBreak(\"0.3F\")(6).MisereCanonicalForm + game.heap.TakeAndBreak(\"0.3F\")(5).MisereCanonicalForm");
    REQUIRE_MESSAGE(f, (f ? "" : f.error().describe()));
    Brute fb{code_03f, {}};
    CHECK((f.value().outcome == Outcome::P) == (fb.at({5, 6}).first == 0));
    // A call inside one of CGSuite 2's lists: {Kayles 3, 0} = {*3, 0}.
    auto l = app::calculate_with_heaps("*[game.heap.Kayles(3).MisereCanonicalForm, 0] == *[3,0]");
    REQUIRE_MESSAGE(l, (l ? "" : l.error().describe()));
    CHECK(l.value().result == "true");
    // Grundy's game as CGSuite's code is Grundy's game by name.
    auto a = app::calculate_with_heaps("game.heap.TakeAndBreak(\"4!.0\")(22).MisereCanonicalForm == game.heap.GrundysGame(22).MisereCanonicalForm");
    REQUIRE(a);
    CHECK(a.value().result == "true");
    // Past the budget: refused, saying how far the heaps went, pointing at the call.
    auto big = app::calculate_with_heaps("*2 + game.heap.Kayles(60).MisereCanonicalForm", cgt::Limits{}, "expr", 1'000'000);
    REQUIRE_FALSE(big);
    CHECK(big.error().offset == 5);
    CHECK(big.error().message.find("more than 1,000,000 steps of work") != std::string::npos);
    CHECK(big.error().message.find("the forms of heaps 0 to ") != std::string::npos);
    // A bad code is named with its character.
    auto bad = app::calculate_with_heaps("game.heap.TakeAndBreak(\"0.7#\")(3).MisereCanonicalForm");
    REQUIRE_FALSE(bad);
    CHECK(bad.error().offset == 27);
    CHECK(app::check_heap_calls("game.heap.TakeAndBreak(\"0.7#\")(3).MisereCanonicalForm"));
    CHECK_FALSE(app::check_heap_calls("game.heap.Kayles(300).MisereCanonicalForm.Genus"));
}
