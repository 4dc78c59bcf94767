// CGSuite's Hackenbush strings (games/hackenbush_notation.h) read by Blue-Red(-Green) Hackenbush
// and Green Hackenbush: the values CGSuite's own tests give for its examples (its GameGraphTest:
// a blue-red stalk 77/128, a tree 3/2, a green stalk *7, a stalk of all three colours 3/4v[3]*,
// a green tree *5, the green girl of Winning Ways ch. 7 *2), the edge lists they are read into,
// and the refusals CGSuite makes too (a picture apart from the ground, the empty text).
#include <doctest.h>

#include <string>

#include "cgt/calc.h"
#include "games/hackenbush_notation.h"
#include "games/registry.h"

using namespace gl;

namespace {

Analysis analysis(const char* game, const std::string& pos) {
    auto r = make_ruleset(game);
    REQUIRE(r);
    auto a = r.value()->analyse(pos, Play::Normal);
    REQUIRE_MESSAGE(a, (a ? "" : a.error().describe()));
    return a.value();
}

bool equal_games(const std::string& g, const std::string& h) {
    auto c = cgt::compare_exprs(g, h);
    REQUIRE_MESSAGE(c, (c ? "" : c.error().describe()));
    return c.value().known && c.value().relation == cgt::Relation::Equal;
}

std::string listed(std::string_view text, bool green_only = false) {
    auto r = hackenbush_notation::to_edge_list(text, "pos", green_only, 40);
    return r ? r.value() : "error: " + r.error().describe();
}

} // namespace

TEST_CASE("CGSuite's Hackenbush examples give CGSuite's values") {
    CHECK(equal_games(analysis("bluered", "lrlrrllr").canonical, "77/128"));
    CHECK(equal_games(analysis("bluered", "l(l;rl)").canonical, "3/2"));
    CHECK(equal_games(analysis("bluered", "eeeeeee").canonical, "*7"));
    CHECK(equal_games(analysis("bluered", "lrlerrr").canonical, "3/4v[3]*"));
    CHECK(equal_games(analysis("bluered", "e(ee(e;e);e(eee;ee);e(ee;e))").canonical, "*5"));
    const std::string girl = "e(ee:{waist};ee:{waist}e(ee;e(e:{head};e:{head}e)))"; // Winning Ways, ch. 7
    CHECK(equal_games(analysis("bluered", girl).canonical, "*2"));
    // The green ones in Green Hackenbush too, where the colon and fusion principles value them.
    CHECK(analysis("hackenbush", "eeeeeee").value == std::optional<Grundy>(7));
    CHECK(analysis("hackenbush", "e(ee(e;e);e(eee;ee);e(ee;e))").value == std::optional<Grundy>(5));
    CHECK(analysis("hackenbush", girl).value == std::optional<Grundy>(2));
}

TEST_CASE("CGSuite's Hackenbush strings: the edge lists they are read into, and refusals naming the character") {
    CHECK(listed("lre") == "0-1b,1-2r,2-3g");
    CHECK(listed("l(l;rl)") == "0-1b,1-2b,1-3r,3-4b");
    CHECK(listed("(e:B;e:B)") == "0-1g,0-1g");                // two edges to one vertex
    CHECK(listed(":{g}le:{g}") == "0-1b,1-0g");               // a circuit through the ground
    CHECK(listed("l:A(e:A)") == "0-1b,1-1g");                  // a loop
    CHECK(listed("ee", true) == "0-1,1-2");
    CHECK(listed("el", true).find("character 2: 'l' is a blue edge") != std::string::npos);
    CHECK(listed("lrlr;lr").find("character 5: ';' outside parentheses") != std::string::npos);
    CHECK(listed("l(l").find("not closed") != std::string::npos);
    CHECK(listed("l)").find("character 2: ')' closes no '('") != std::string::npos);
    CHECK(listed("lx").find("character 2: 'x' is not an edge") != std::string::npos);
    CHECK(listed("l:").find("':' names the vertex reached") != std::string::npos);
    CHECK(listed("l:{a").find("not closed by '}'") != std::string::npos);
    CHECK(listed("()").find("has no edge") != std::string::npos);
    CHECK(listed(std::string(41, 'l')).find("at most 40") != std::string::npos);
    // The canonical text of a position read from the notation is its edge list.
    auto r = make_ruleset("bluered");
    REQUIRE(r);
    CHECK(r.value()->canonical("l(l;rl)").value() == "0-1b,1-2b,1-3r,3-4b");
}
