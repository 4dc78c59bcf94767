// Partizan games (src/cgt): the calculator's values against the definitions of Winning Ways, ch. 1-2 and
// the literature, and its outcomes, order and canonical forms against brute-force play.
#include <doctest.h>

#include <map>
#include <random>
#include <set>
#include <vector>

#include "cgt/calc.h"
#include "cgt/store.h"

using namespace gl;
using namespace gl::cgt;

namespace {

// Plain minimax over literal forms: a sum of parts, a move replaces one part by one of its options
// for the player to move; whoever cannot move loses (normal play). No comparison, no canonical
// form, no number or nimber shortcut: the oracle the calculator is checked against.
class Brute {
  public:
    explicit Brute(Store& s) : s_(s) {}
    bool wins_first(std::vector<Id> parts, bool left) {
        std::sort(parts.begin(), parts.end());
        auto key = std::make_pair(parts, left);
        if (auto it = memo_.find(key); it != memo_.end()) return it->second;
        bool win = false;
        for (std::size_t i = 0; i < parts.size() && !win; ++i)
            for (Id o : left ? s_.left(parts[i]) : s_.right(parts[i])) {
                std::vector<Id> next = parts;
                next[i] = o;
                if (!wins_first(next, !left)) {
                    win = true;
                    break;
                }
            }
        memo_.emplace(key, win);
        return win;
    }
    Outcome outcome(const std::vector<Id>& parts) {
        const bool lf = wins_first(parts, true), rf = wins_first(parts, false);
        return lf && !rf ? Outcome::L : !lf && rf ? Outcome::R : lf ? Outcome::N : Outcome::P;
    }

  private:
    Store& s_;
    std::map<std::pair<std::vector<Id>, bool>, bool> memo_;
};

// Random literal forms: options drawn from the forms of earlier rounds.
std::vector<Id> random_forms(Store& s, std::mt19937& rng, int rounds, int per_round) {
    std::vector<Id> pool{Store::kZero};
    for (int r = 0; r < rounds; ++r) {
        const std::size_t base = pool.size();
        for (int k = 0; k < per_round; ++k) {
            std::vector<Id> l, rr; // 0 to 3 options a side
            for (std::uint32_t i = rng() % 4; i > 0; --i) l.push_back(pool[rng() % base]);
            for (std::uint32_t i = rng() % 4; i > 0; --i) rr.push_back(pool[rng() % base]);
            pool.push_back(s.make(l, rr));
        }
    }
    return pool;
}

std::string canon(std::string_view e) {
    auto c = calculate(e);
    REQUIRE_MESSAGE(c, (c ? "" : c.error().describe()));
    return c.value().canonical_text;
}

Outcome outcome_of(std::string_view e) { return calculate(e).value().outcome; }

} // namespace

TEST_CASE("Values of Winning Ways, ch. 1-2: {0|} = 1, {|} = 0, {0|0} = *, {0|*} = ^, {-1|1} = 0") {
    CHECK(canon("{0|}") == "1");
    CHECK(canon("{|}") == "0");
    CHECK(canon("{0|0}") == "*");
    CHECK(canon("{0|*}") == "^");
    CHECK(canon("{-1|1}") == "0"); // Winning Ways, ch. 2: {-1|1} = 0 though not impartial
    CHECK(canon("{0|1}") == "1/2");
    CHECK(canon("{1/2|1}") == "3/4");
    CHECK(canon("* + *") == "0");
    CHECK(canon("*2 + *3") == "*");
    CHECK(canon("1/2 + 1/2") == "1");
    CHECK(canon("{0|1} + {0|1} - 1") == "0");
}

// Issue 12 lists {1|0} = 1/2 and {1|1/2} = 3/4: those are {0|1} and {1/2|1}. With Left's option
// above Right's, {1|0} and {1|1/2} are hot switches (Winning Ways ch. 2, "hot games"): the first
// player wins, and their canonical forms are themselves.
TEST_CASE("{1|0} and {1|1/2} are switches, not numbers: first player wins, canonical as typed") {
    auto a = calculate("{1|0}").value();
    CHECK(a.canonical_text == "{1|0}");
    CHECK(a.outcome == Outcome::N);
    CHECK(a.name.text == "1/2 ± 1/2");
    CHECK(a.name.kind == "switch");
    auto b = calculate("{1|1/2}").value();
    CHECK(b.canonical_text == "{1|1/2}");
    CHECK(b.outcome == Outcome::L); // both options positive: Left wins whoever starts
    CHECK(b.name.text == "3/4 ± 1/4");
    CHECK(canon("{1|-1}") == "+-1"); // CGSuite prints a switch G = -G with +-
    CHECK(calculate("{1|-1}").value().name.text == "±1");
    CHECK(canon("±1") == "+-1");
    // And {1|0} is not 1/2: 1/2 - {1|0} is first-player-win (confused), not 0.
    CHECK(compare_exprs("{1|0}", "1/2").value().relation == Relation::Confused);
}

TEST_CASE("Ups and stars: ^+^+* is not 0 (it is ⇑* > 0), ^ || *, ^* || 0, v < 0 < ^") {
    auto u = calculate("^+^+*").value();
    CHECK(u.outcome == Outcome::L);
    CHECK(u.canonical_text == "^^*");
    CHECK(u.name.text == "↑↑*");
    CHECK(compare_exprs("^", "*").value().relation == Relation::Confused);
    CHECK(outcome_of("^*") == Outcome::N);
    CHECK(outcome_of("^") == Outcome::L);
    CHECK(outcome_of("v") == Outcome::R);
    CHECK(canon("{0,*|0}") == "^*");
    CHECK(canon("{0|^*}") == "^^");
    CHECK(canon("{0|^}") == "^^*");
    CHECK(canon("{*|0}") == "v");
    CHECK(canon("^3") == "^3");
    CHECK(canon("^ + ^ + ^") == "^3");
    CHECK(canon("↑↓") == "0");
    CHECK(canon("1/2*") == "1/2*");
    CHECK(canon("{1/2|1/2}") == "1/2*");
    CHECK(canon("-1^*") == "-1^*");
    CHECK(canon("2v") == "2v");
}

TEST_CASE("The games born by day 2 are 22 (Winning Ways ch. 1; Siegel, CGT, §II.4): counted by canonical forms") {
    Store s;
    // Day 1: all {L|R} with L, R subsets of day 0 = {0}.
    std::vector<Id> day = {Store::kZero};
    std::vector<std::size_t> counts;
    for (int d = 1; d <= 2; ++d) {
        std::set<Id> born;
        const std::size_t n = day.size();
        for (std::uint32_t lm = 0; lm < (1u << n); ++lm)
            for (std::uint32_t rm = 0; rm < (1u << n); ++rm) {
                std::vector<Id> l, r;
                for (std::size_t i = 0; i < n; ++i) {
                    if (lm >> i & 1) l.push_back(day[i]);
                    if (rm >> i & 1) r.push_back(day[i]);
                }
                born.insert(s.canonical(s.make(l, r)));
            }
        day.assign(born.begin(), born.end());
        counts.push_back(day.size());
    }
    CHECK(counts[0] == 4);  // 0, *, 1, -1
    CHECK(counts[1] == 22);
    // And they are pairwise different games, by the outcome of G - H under brute-force play.
    Brute brute(s);
    for (Id g : day)
        for (Id h : day)
            if (g != h) CHECK(brute.outcome({g, s.negate(h)}) != Outcome::P);
}

TEST_CASE("Outcome classes by brute-force play agree with the calculator on random games and sums") {
    std::mt19937 rng(12);
    Store s;
    const auto pool = random_forms(s, rng, 3, 14);
    Brute brute(s);
    int seen[128] = {};
    for (Id g : pool) {
        const Id c = s.canonical(g);
        const Outcome o = brute.outcome({g});
        CHECK(s.outcome(c) == o);
        CHECK(s.outcome(g) == o); // the recursive rule on the literal form too
        ++seen[static_cast<int>(o)];
    }
    for (int k = 0; k < 200; ++k) {
        const Id g = pool[rng() % pool.size()], h = pool[rng() % pool.size()];
        const Id sum = s.add(s.canonical(g), s.canonical(h));
        CHECK(s.outcome(sum) == brute.outcome({g, h}));
    }
    // Every class occurs, so the check is not vacuous.
    for (char o : {'L', 'R', 'N', 'P'}) CHECK_MESSAGE(seen[static_cast<int>(o)] > 0, o);
}

TEST_CASE("G <= H by the recursive rule agrees with the outcome of G - H under brute-force play") {
    std::mt19937 rng(5);
    Store s;
    const auto pool = random_forms(s, rng, 3, 12);
    Brute brute(s);
    std::map<Relation, int> relations;
    for (Id g : pool)
        for (Id h : pool) {
            // G <= H iff Right wins G - H moving second, i.e. Left loses moving first.
            const bool le_by_play = !brute.wins_first({g, s.negate(h)}, true);
            CHECK(s.le(g, h) == le_by_play);
            CHECK(s.le(s.canonical(g), s.canonical(h)) == le_by_play);
            ++relations[s.compare(g, h)];
        }
    CHECK(relations.size() == 4);
}

TEST_CASE("Canonical forms: idempotent, equal games have identical forms, no dominated or reversible options, text reads back") {
    std::mt19937 rng(7);
    Store s;
    const auto pool = random_forms(s, rng, 3, 14);
    Brute brute(s);
    for (Id g : pool) {
        const Id c = s.canonical(g);
        CHECK(s.canonical(c) == c);
        for (Id h : pool)
            if (brute.outcome({g, s.negate(h)}) == Outcome::P) CHECK(s.canonical(h) == c);
        // Siegel, CGT, Definition II.2.8: no option dominated, none reversible.
        for (Id a : s.left(c))
            for (Id b : s.left(c)) CHECK((a == b || !s.le(a, b)));
        for (Id a : s.right(c))
            for (Id b : s.right(c)) CHECK((a == b || !s.le(b, a)));
        for (Id a : s.left(c))
            for (Id ar : s.right(a)) CHECK_FALSE(s.le(ar, c));
        for (Id b : s.right(c))
            for (Id bl : s.left(b)) CHECK_FALSE(s.le(c, bl));
        // Its text is an expression of the same game, whose canonical text is the same text.
        const std::string t = s.text(c);
        auto back = calculate(t);
        REQUIRE_MESSAGE(back, t);
        CHECK(back.value().canonical_text == t);
    }
}

TEST_CASE("A derivation: {0,*|1} = 1/2, * reversing through 0") {
    auto c = calculate("{0,*|1}").value();
    CHECK(c.canonical_text == "1/2");
    REQUIRE(!c.steps.empty());
    bool reversed = false;
    for (const Step& s : c.steps)
        if (s.kind == Step::Kind::Reversible) {
            reversed = true;
            CHECK(s.before == "{0,*|1}");
            CHECK(s.after == "{0|1}");
            CHECK(s.why.find("option * reverses through Right's answer 0") != std::string::npos);
        }
    CHECK(reversed);
    CHECK(c.steps.back().after == "1/2");
    // A dominated option: {0,1|} = 2, 0 dominated by 1.
    auto d = calculate("{0,1|}").value();
    CHECK(d.canonical_text == "2");
    CHECK(d.birthday == 2);
}

TEST_CASE("Winning first moves: each side's moves to a position it wins moving second") {
    auto c = calculate("{0,*|1}").value();
    CHECK(c.outcome == Outcome::L);
    REQUIRE(c.left_moves.size() == 1);
    CHECK(c.left_moves[0].label == "to 0");
    CHECK(c.right_moves.empty()); // Right's only move, to 1, leaves Left winning
    auto sum = calculate("^ + *").value(); // ^* is N: Left to ^... no: Left moves * to 0 leaving ^ > 0
    CHECK(sum.outcome == Outcome::N);
    REQUIRE(sum.left_moves.size() == 1);
    CHECK(sum.left_moves[0].label == "in *: to 0");
    CHECK(sum.left_moves[0].to == "^");
}

TEST_CASE("Birthdays: 0 on day 0, * and ±1 on days 1 and 2, n on day n, 1/2 on day 2") {
    CHECK(calculate("0").value().birthday == 0);
    CHECK(calculate("*").value().birthday == 1);
    CHECK(calculate("{1|-1}").value().birthday == 2);
    CHECK(calculate("7").value().birthday == 7);
    CHECK(calculate("1/2").value().birthday == 2);
    CHECK(calculate("3/8").value().birthday == 4);
    CHECK(calculate("^").value().birthday == 2);
}

TEST_CASE("Bad input names the character") {
    auto err = [](std::string_view e) { return calculate(e).error().describe(); };
    CHECK(err("{0|") == "expr, character 4: '}' expected");
    CHECK(err("{0|1") == "expr, character 5: '}' expected");
    CHECK(err("") == "expr, character 1: is empty: type a game, e.g. {0,*|1}, {3||2|1} or 1/2*");
    CHECK(err("1/3").find("character 3: the denominator 3 is not a power of 2") != std::string::npos);
    CHECK(err("{0|1}}").find("character 6: '}' has no matching '{'") != std::string::npos);
    CHECK(err("2 x").find("character 3: 'x' is not part of a game") != std::string::npos);
    CHECK(err("↑ + é").find("character 5: 'é'") != std::string::npos); // characters, not bytes
    CHECK(err("{2|1|0}").find("character 5: ambiguous bars") != std::string::npos); // CGSuite: {2||1|0} or {2|1||0}
    CHECK(err("{1,2}").find("character 1: a game needs '|'") != std::string::npos);  // a set in CGSuite, not a game
    CHECK(err("0.5").find("character 2: a decimal point") != std::string::npos);
    CHECK(err("{1|0} = 1").find("character 7: '=' alone: compare with ==") != std::string::npos);
    CHECK(err("1 +").find("character 4: a game expected") != std::string::npos);
    CHECK(err("(1").find("character 3: ')' expected") != std::string::npos);
    CHECK(err("4503599627370496").find("too large to be made a game") != std::string::npos); // 2^52
    CHECK(err("*(2^63)").find("too large") != std::string::npos);
    CHECK(err("^1024").find("too large: multiples of up up to 1023") != std::string::npos);
    CHECK(err(std::string(3000, '*')).find("too long") != std::string::npos);
    CHECK(err(std::string(100, '{') + "|" + std::string(100, '}')).find("nested more than 40 deep") != std::string::npos);
    CHECK(err(std::string(100, '-') + "1").find("nested more than 40 deep") != std::string::npos);
}

TEST_CASE("Too large to canonicalise: the outcome by search over the parts, checked by brute force") {
    Limits lim;
    lim.work = 40; // far too little for the canonical form of this sum
    auto c = calculate("{2|-2} + {1|-1} + {3|-3} + 1/2", lim).value();
    CHECK_FALSE(c.canonical_known);
    CHECK(c.note.find("outcome only") != std::string::npos);
    CHECK(c.outcome == Outcome::N);
    CHECK(c.outcome == calculate("{2|-2} + {1|-1} + {3|-3} + 1/2").value().outcome);
    // The hottest switch is the winning first move for both (Winning Ways ch. 6, hotstrat).
    bool hottest = false;
    for (const FirstMove& m : c.left_moves) hottest = hottest || m.label == "in {3|-3}: to 3";
    CHECK(hottest);
    // Nothing is too large for the outcome search either: then it says so.
    lim.outcome_work = 3;
    auto d = calculate("{2|-2} + {1|-1} + {3|-3} + {4|-4}", lim).value();
    CHECK(d.outcome == Outcome::Unknown);
    CHECK(d.note.find("too large") != std::string::npos);
}

TEST_CASE("Comparison: =, <, >, || with the outcome of G - H as witness") {
    CHECK(compare_exprs("{0|1}", "1/2").value().relation == Relation::Equal);
    CHECK(compare_exprs("1/2", "1").value().relation == Relation::Less);
    CHECK(compare_exprs("^", "0").value().relation == Relation::Greater);
    CHECK(compare_exprs("^", "1/64").value().relation == Relation::Less); // ↑ is infinitesimal
    auto c = compare_exprs("*", "0").value();
    CHECK(c.relation == Relation::Confused);
    CHECK(c.witness.find("N-position") != std::string::npos);
    CHECK(!c.difference.left_moves.empty());
    CHECK(compare_exprs("{0|", "1").error().describe() == "G, character 4: '}' expected");
    CHECK(compare_exprs("1", "x").error().describe().rfind("H, character 1", 0) == 0);
}

TEST_CASE("Large numbers and deep games stay within the recursion the caps allow") {
    CHECK(canon("1000 - 999") == "1");
    CHECK(canon("1024") == "1024");
    CHECK(canon("1000 + 25") == "1025"); // numbers add as numbers, at any size
    auto big = calculate("^1000 + ^100").value(); // past the birthday cap: the outcome only
    CHECK(big.note.find("too large to canonicalise") != std::string::npos);
    CHECK(big.outcome == Outcome::L);
    CHECK(canon("{500|-500} + 500") == "{1000|0}");
    CHECK(outcome_of("{500|-500} + {499|-499} - 1/1024") == Outcome::N);
}

TEST_CASE("n·↑ built directly is the sum of n ups, canonical (Winning Ways ch. 3), for n up to 12 and down") {
    Store s;
    const Id up = s.make({Store::kZero}, {s.of_nimber(1)});
    Id sum = Store::kZero;
    for (std::int64_t n = 1; n <= 12; ++n) {
        sum = s.add(sum, up);
        CHECK(s.of_ups(n, 0) == sum);                                  // hash-consed: the same form
        CHECK(s.of_ups(-n, 0) == s.negate(sum));
        CHECK(s.of_ups(n, 1) == s.add(sum, s.of_nimber(1)));
        CHECK(s.canonical(s.of_ups(n, 0)) == s.of_ups(n, 0));           // no dominated or reversible option
        CHECK(s.birthday(s.of_ups(n, 0)) == static_cast<std::uint32_t>(n + 1));
    }
}

TEST_CASE("Regression (issue 12, typed caps): a canonical form past the old caps reads back; the caps are the birthday cap") {
    // ^64 + ^ printed ^65 and *128 + *127 printed *255, which read back as "too large".
    CHECK(canon("^64 + ^") == "^65");
    CHECK(canon("^65") == "^65");
    CHECK(canon("*128 + *127") == "*255");
    CHECK(canon("*255") == "*255");
    CHECK(canon("v1023") == "v1023");
    CHECK(canon("*1024") == "*1024");
    CHECK(canon("14+^44+^3") == "14+^47"); // fuzz_cgt: printed {14|{14|14^45}} until ^47 had been built
    // 1/2^1000 would read as 1/(2^1000) (CGSuite's power of numbers): printed 1/2+^1000.
    CHECK(canon("^1000 + 1/2") == "1/2+^1000");
    // Building *n is work: with a small budget *300 is refused by the budget, naming it.
    Limits small;
    small.work = 20'000;
    auto e = calculate("*300", small);
    REQUIRE_FALSE(e);
    CHECK(e.error().describe().find("20,000 steps of work") != std::string::npos);
    // Past the birthday cap: {*1024|^1023} is born on day 1025. Nimbers add by xor at any size:
    // *1024 + *1023 = *2047, held as one node (its options are not listed).
    auto f = calculate("{*1024|^1023}");
    REQUIRE_FALSE(f);
    CHECK(f.error().describe().find("birthdays up to 1024") != std::string::npos);
    auto g = calculate("*1024 + *1023").value();
    CHECK(g.canonical_text == "*2047");
    CHECK(g.outcome == Outcome::N); // a nonzero nimber: the first player wins
}

TEST_CASE("The simplest number between two numbers is the one born first (the simplicity theorem), on pairs of multiples of 1/64 in [-3, 3]") {
    // Birthdays written out (Winning Ways ch. 2): an integer n is born on day |n|; m/2^k in
    // lowest terms (k >= 1) on day floor(|m/2^k|) + 1 + k.
    auto birthday = [](Dyadic x) {
        const std::int64_t whole = (x.num < 0 ? -x.num : x.num) >> x.exp;
        return x.exp == 0 ? whole : whole + 1 + x.exp;
    };
    std::vector<Dyadic> all;
    for (std::int64_t m = -3 * 64; m <= 3 * 64; ++m) all.push_back(Dyadic::make(m, 6));
    std::size_t checked = 0;
    for (std::size_t i = 0; i < all.size(); i += 3)
        for (std::size_t j = i + 1; j < all.size(); j += 2) {
            const Dyadic a = all[i], b = all[j];
            // The one born first strictly between a and b (unique), among all multiples of 1/64
            // with one more level of halving (1/128) for neighbours.
            std::optional<Dyadic> first;
            for (std::int64_t m = a.num * (128 >> a.exp) + 1; Dyadic::make(m, 7) < b; ++m) {
                const Dyadic c = Dyadic::make(m, 7);
                if (!first || birthday(c) < birthday(*first)) first = c;
            }
            REQUIRE(first);
            CAPTURE(a.text());
            CAPTURE(b.text());
            CHECK(simplest_between(a, b) == *first);
            ++checked;
        }
    CHECK(checked > 10000);
    CHECK(simplest_between(Dyadic::make(1, 20), Dyadic::make(1, 19)) == Dyadic::make(3, 21)); // a deep one, at once
}

TEST_CASE("Every number printed reads back: fractions made by nesting go to 2^-74, and a finer one is too large, not wrong") {
    const Limits lim;
    auto canon = [&](const std::string& e) {
        auto c = calculate(e, lim);
        REQUIRE_MESSAGE(c, (c ? "" : c.error().describe()));
        return c.value();
    };
    CHECK(canon("{0|1/1024}").canonical_text == "1/2048");
    CHECK(canon("1/2048").canonical_text == "1/2048");
    // {0|x} for a positive number x is x/2 when x is a power of 2 below 1 (the simplest number
    // between 0 and x), so 39 nestings of {0|...} over 1/1024 reach 2^-49.
    std::string e = "1/1024";
    for (int k = 0; k < 39; ++k) e = "{0|" + e + "}";
    const auto deep = canon(e);
    REQUIRE(deep.canonical_known);
    CHECK(deep.canonical_text == "1/562949953421312"); // 2^-49: 39 halvings of 2^-10
    CHECK(canon(deep.canonical_text).canonical_text == deep.canonical_text);
    const auto finest = canon("{0|1/562949953421312}"); // {0|2^-49} = 2^-50
    CHECK(finest.canonical_text == "1/1125899906842624");
    CHECK(canon("{0|1/1125899906842624}").canonical_text == "1/2251799813685248"); // 2^-51
    const auto last = canon("{0|1/9444732965739290427392}"); // {0|2^-73} = 2^-74, the finest held
    CHECK(last.canonical_text == "1/18889465931478580854784");
    CHECK(canon(last.canonical_text).canonical_text == last.canonical_text);
    auto finer = calculate("{0|1/18889465931478580854784}", lim); // 2^-75: past the finest number held
    REQUIRE_FALSE(finer);
    CHECK(finer.error().message.find("too large to compute") != std::string::npos);
    auto typed = calculate("1/37778931862957161709568", lim); // 2^-75 typed
    REQUIRE_FALSE(typed);
    CHECK(typed.error().message.find("denominators up to 2^74") != std::string::npos);
    auto huge = calculate("1/99999999999999999999999", lim);
    REQUIRE_FALSE(huge);
    CHECK(huge.error().offset == 2);
}

// Issue 41: the same question asked two ways gets the same answer. `G --vs H` values G - H; where
// that is too large but G and H are not, it answers from their order, as the relation `G > H` in
// one expression does, and says the moves of G - H are not listed. *1024 + 40·↑ > 0 (n·↑ + *m is
// positive for n >= 1 and m >= 2: Winning Ways ch. 8), so *1024 > v[40] = 40·↓.
TEST_CASE("a comparison too large to value as G - H answers as the relation does") {
    auto k = compare_exprs("*1024", "v[40]");
    REQUIRE(k.ok());
    CHECK(k->known);
    CHECK(k->relation == Relation::Greater);
    CHECK(k->difference.outcome == Outcome::Unknown);
    CHECK(k->witness.find("winning first moves are not listed") != std::string::npos);
    for (const char* rel : {">", ">=", "<", "<=", "==", "<>"}) {
        const auto r = calculate(std::string("(*1024) ") + rel + " (v[40])");
        REQUIRE(r.ok());
        const bool want = std::string(rel) == ">" || std::string(rel) == ">=";
        CHECK_MESSAGE(r->result == (want ? "true" : "false"), rel);
    }
    // Where G - H can be valued, both ways agree too: ↑ + *2 > 0, ↑* || 0.
    CHECK(compare_exprs("*2", "v").value().relation == Relation::Greater);
    CHECK(compare_exprs("*", "v").value().relation == Relation::Confused);
}
