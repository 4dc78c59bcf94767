// CGSuite's game.heap rulesets in the calculator (app/heap_calls.h): each call is its position's
// misère canonical form, as the play screen finds it, and CGSuite's own print of Grundy's game 22;
// properties and sums follow; every bad call is refused with its character, in the calculator and
// in a link.
#include <doctest.h>

#include <string>

#include "app/heap_calls.h"
#include "app/link_answer.h"
#include "app/state.h"

using namespace gl;

namespace {
std::string answer(const std::string& e) {
    auto c = app::calculate_with_heaps(e);
    REQUIRE_MESSAGE(c, (c ? "" : c.error().describe()));
    return c.value().result.empty() ? c.value().canonical_text : c.value().result;
}
std::string refused(const std::string& e) {
    auto c = app::calculate_with_heaps(e);
    REQUIRE_FALSE(c);
    return c.error().describe();
}
std::string misere_form_of(const std::string& query) {
    auto s = app::state_from_link(query);
    auto a = app::analyse_state(s.state, Play::Misere);
    REQUIRE(a);
    return a.value().misere_form;
}
} // namespace

TEST_CASE("game.heap.X(n).MisereCanonicalForm is the position's misère canonical form") {
    // CGSuite's misère tutorial computes G := game.heap.GrundysGame(22); G.MisereCanonicalForm.
    CHECK(answer("game.heap.GrundysGame(22).MisereCanonicalForm") ==
          "*[(((2[2]21)[2](2[2]21)20)(2[2]21)3)((2[2]21)[2](2[2]21)20)(2[2]21)[1]2[2]1]");
    for (int n : {1, 4, 9, 14}) {
        CAPTURE(n);
        CHECK(answer("game.heap.Kayles(" + std::to_string(n) + ").MisereCanonicalForm") ==
              misere_form_of("?v=1&game=sum&pos=0.77:" + std::to_string(n)));
        CHECK(answer("game.heap.DawsonsKayles(" + std::to_string(n) + ").MisereCanonicalForm") ==
              answer("game.heap.TakeAndBreak(\"0.07\")(" + std::to_string(n) + ").MisereCanonicalForm"));
    }
    CHECK(answer("game.heap.Nim(3).MisereCanonicalForm") == "*[3]");
    CHECK(answer("game.heap.Subtraction([1,2,3])(5).MisereCanonicalForm") ==
          misere_form_of("?v=1&game=subtraction&rules=1,2,3&pos=5"));
    // Properties and sums follow, as for any *[...] game.
    CHECK(answer("game.heap.Kayles(10).MisereCanonicalForm.NimValue") == "2"); // Kayles' G(10) = 2
    CHECK(answer("game.heap.Nim(2).MisereCanonicalForm + game.heap.Nim(2).MisereCanonicalForm") == "*[2[2]]");
    auto c = app::calculate_with_heaps("game.heap.Kayles(4).MisereCanonicalForm");
    REQUIRE(c);
    CHECK(c.value().expr == "game.heap.Kayles(4).MisereCanonicalForm");
    CHECK(c.value().note.find("Kayles (0.77), heap 4") != std::string::npos);
}

TEST_CASE("game.heap calls refused with what is wrong and where") {
    CHECK(refused("game.heap.Kayles(10)").find("character 21: game.heap.Kayles(10) is read here only with .MisereCanonicalForm") !=
          std::string::npos);
    CHECK(refused("game.heap.Chess(3).MisereCanonicalForm").find("character 11: 'game.heap.Chess' is not a heap ruleset") != std::string::npos);
    CHECK(refused("game.heap.TakeAndBreak(0.77)(3).MisereCanonicalForm").find("a code in quotes") != std::string::npos);
    CHECK(refused("game.heap.Kayles().MisereCanonicalForm").find("a heap size expected") != std::string::npos);
    // An error after a call points into what was typed, not into the form put in its place.
    CHECK(refused("game.heap.Kayles(10).MisereCanonicalForm < *").find("character 42: '<' between misère games") != std::string::npos);
    // A link with such an expression is read the same way.
    auto bad = app::state_from_link("?v=1&game=cgt&expr=game.heap.Kayles(3)");
    CHECK_FALSE(bad.errors.empty());
    auto good = app::state_from_link("?v=1&game=cgt&expr=game.heap.Kayles(3).MisereCanonicalForm");
    CHECK(good.errors.empty());
}
