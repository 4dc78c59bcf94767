// Regression tests of issue 26 ("no crash, no hang, no quiet wrong answer"), the engine's part:
// searches as deep as a position allows, sums that value their parts once and refuse the parts
// the Sprague-Grundy theorem does not cover. Each TEST_CASE names the input a user saw go wrong.
#include <doctest.h>

#include <string>
#include <vector>

#include "core/impartial.h"
#include "core/ruleset.h"
#include "cgt/calc.h"
#include "games/registry.h"

using namespace gl;

namespace {

// A chain n → n-1 → ... → 0: the longest play from n is n moves, so a search that recursed once
// per move would need n frames of the machine's stack. g(n) = n mod 2, misère P iff n is odd.
struct Chain {
    using Position = std::uint64_t;
    std::vector<Position> moves(Position n) const {
        if (n == 0) return {};
        return {n - 1};
    }
};
struct TypedChain {
    using Position = std::uint64_t;
    static const GameMeta& meta() {
        static const GameMeta m{"chain", "Chain", "", "", "", "1"};
        return m;
    }
    Result<Position> parse(std::string_view, std::string_view) const { return Position{1}; }
    std::string format(Position n) const { return std::to_string(n); }
    std::vector<Option<Position>> options(Position n) const {
        if (n == 0) return {};
        return {{"down", n - 1}};
    }
};

std::unique_ptr<Ruleset> rules(const char* id, const char* r = "") { return make_ruleset(id, r).value(); }

} // namespace

TEST_CASE("issue 26: a play 1,000,000 moves long is searched on the heap, not on the machine's stack") {
    // 1,000,000 recursive frames would need far more than the 8 MB native stack (and the 5 MB wasm one).
    constexpr std::uint64_t n = 1'000'000;
    GameSearch<Chain> brute{Chain{}};
    CHECK(brute.grundy(n) == n % 2);
    CHECK(brute.outcome(n, Play::Misere) == Outcome::N); // even: the mover leaves an odd chain, a P-position
    CHECK(brute.outcome(n + 1, Play::Misere) == Outcome::P);

    TypedChain g;
    BudgetSearch<TypedChain> s(g, 100'000'000);
    CHECK(s.grundy(n) == Grundy{n % 2});
    CHECK(s.misere(n + 1) == Outcome::P);
    CHECK(s.misere(n) == Outcome::N);
    // A small budget runs out and says so: no value rather than a guess.
    BudgetSearch<TypedChain> small(g, 1000);
    CHECK_FALSE(small.grundy(n).has_value());
    CHECK_FALSE(small.misere(n).has_value());
}

TEST_CASE("issue 26: grundylab analyze 'game=subtraction&pos=163006' --misere crashed (exit 139): it answers") {
    // Misère subtraction {1,2,3}: a heap n is a P-position iff n = 1 (mod 4) (the mover must leave
    // the last token to the opponent: Ferguson, Part I, §1.5; checked here by the plain search of
    // small heaps below). 163006 = 2 (mod 4): N, and the one winning move takes 1, to 163005.
    auto sub = rules("subtraction", "1,2,3");
    for (std::uint64_t n = 0; n <= 40; ++n) {
        CAPTURE(n);
        CHECK(sub->search_misere(std::to_string(n)) == (n % 4 == 1 ? Outcome::P : Outcome::N));
    }
    auto a = sub->analyse("163006", Play::Misere);
    REQUIRE(a.ok());
    CHECK(a.value().outcome == Outcome::N);
    REQUIRE(a.value().winning_moves.size() == 1);
    CHECK(a.value().winning_moves[0].to == "163005");
    // The second input: five heaps of up to 869,005 in {21,35,44}. Whatever the answer (the
    // misère sum is beyond the budget), it is an answer, not a crash.
    auto five = rules("subtraction", "21,35,44")->analyse("99157,420590,455463,869005,271956", Play::Misere);
    REQUIRE(five.ok());
    if (five.value().method == Method::TooLarge) CHECK(five.value().outcome == Outcome::Unknown);
}

TEST_CASE("issue 26: a partizan part in a sum was valued as if impartial (domineering:.. answered 1, N): never a Grundy value") {
    // Alone, the vertical domino on `..` is Right's (R, value -1); a Grundy value would be wrong.
    // Since issue 42 such sums are valued by canonical forms: each part's outcome class survives
    // (a part alone in a sum), and no Grundy value is given.
    auto sum = rules("sum");
    struct Part {
        const char* id;
        const char* pos;
    };
    for (const Part part : {Part{"domineering", ".."}, Part{"bluered", "0-1b"}, Part{"cutcake", "2x1"}}) {
        CAPTURE(part.id);
        auto alone = rules(part.id)->analyse(part.pos, Play::Normal);
        auto in_sum = sum->analyse(std::string(part.id) + ":" + part.pos, Play::Normal);
        REQUIRE(alone.ok());
        REQUIRE(in_sum.ok());
        CHECK_FALSE(in_sum.value().value);
        CHECK(in_sum.value().partizan);
        CHECK(in_sum.value().outcome == alone.value().outcome);
    }
    // *3 + a row of five free squares, which only Right can fill (twice: -2): Right wins.
    CHECK(sum->analyse("nim:3|domineering:x.....x", Play::Normal).value().outcome == Outcome::R);
}

TEST_CASE("issue 26: a sum with one Chomp part too large hung (no answer in 900 s): too large at once, and why") {
    auto sum = rules("sum");
    auto a = sum->analyse("chomp:12,12,12,12,12,12,11", Play::Normal);
    REQUIRE(a.ok());
    CHECK(a.value().method == Method::TooLarge);
    CHECK(a.value().outcome == Outcome::Unknown);
    CHECK_FALSE(a.value().value.has_value());
    CHECK(a.value().reason.find("Part 1 (Chomp") != std::string::npos);
    CHECK(a.value().winning_moves.empty());
}

TEST_CASE("issue 26: a sum values each part's options from one kept search, and agrees with each part alone") {
    // Chomp 6,6,5,4 has dozens of options; each is a follower of the position already searched.
    auto sum = rules("sum");
    auto chomp = rules("chomp");
    const std::string pos = "chomp:6,6,5,4|nim:5";
    auto a = sum->analyse(pos, Play::Normal);
    REQUIRE(a.ok());
    REQUIRE(a.value().value);
    CHECK(*a.value().value == (chomp->search_grundy("6,6,5,4").value() ^ 5));
    std::size_t checked = 0;
    for (const auto& o : a.value().options) {
        const auto bar = o.move.to.find('|');
        if (o.move.to.rfind("chomp:", 0) != 0 || bar == std::string::npos) continue;
        const std::string c = o.move.to.substr(6, bar - 6), heap = o.move.to.substr(bar + 5);
        CAPTURE(o.move.to);
        REQUIRE(o.value);
        CHECK(*o.value == (chomp->search_grundy(c).value() ^ std::stoull(heap)));
        ++checked;
    }
    CHECK(checked > 10);
}

TEST_CASE("issue 26: a search's memory is bounded by its budget (Grundy's game, twelve heaps of 1000, misère)") {
    // The misère search of this position holds hundreds of moves per frame; it must stop when its
    // memory (24 bytes a unit of budget) runs out, not grow without bound. A budget of 100,000
    // allows 2.4 MB: the answer is "too large", deterministically, and twice the same.
    auto g = rules("grundy");
    const std::string pos = "1000,1000,1000,1000,1000,1000,1000,1000,1000,1000,1000,1000";
    auto a = g->analyse(pos, Play::Misere, 100'000);
    auto b = g->analyse(pos, Play::Misere, 100'000);
    REQUIRE(a.ok());
    REQUIRE(b.ok());
    CHECK(a.value().method == Method::TooLarge);
    CHECK(a.value().reason == b.value().reason);
    CHECK(a.value().outcome == Outcome::Unknown);
}

TEST_CASE("issue 26: grundylab cgt of 2,000 ups ran 58 s and answered '?': the outcome search counts each part") {
    // A sum of 2,000 copies of ^ is ^2000, past the calculator's caps (^n up to 1023); the outcome
    // search over the parts held positions of 2,000 parts and counted each as one step. Now each
    // position costs its parts: the answer is "too large" at once, and the same answer twice.
    // (Written ^5 + ^5 + ... 400 times: a run of 2,000 carets is one token, ^2000, refused by its
    // cap at once, and 2,000 separate ^ are longer than an expression may be.)
    std::string ups = "^5";
    for (int k = 1; k < 400; ++k) ups += "+^5";
    auto a = cgt::calculate(ups);
    auto b = cgt::calculate(ups);
    REQUIRE(a.ok());
    REQUIRE(b.ok());
    CHECK(a.value().outcome == Outcome::Unknown);
    CHECK(a.value().note == b.value().note);
    CHECK_FALSE(a.value().note.empty());
    // A few hundred ups still answer: ^ is positive, so any sum of them is (Winning Ways, ch. 3).
    auto few = cgt::calculate(std::string(300, '^') + "*");
    REQUIRE(few.ok());
    CHECK(few.value().outcome == Outcome::L);
}
