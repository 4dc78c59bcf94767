// The calculator's misère games (cgt/misere_calc.h): CGSuite's printed form and its lists read, sums,
// == and !=, the properties, and the interfaces the issue names (`*[2[2]321].Genus`, `*[[2],0]`).
#include <doctest.h>

#include <string>

#include "calc_checks.h"
#include "cgt/calc.h"
#include "cgt/misere_calc.h"

using namespace gl;
using namespace gl::cgt;
using namespace calc_checks;


TEST_CASE("misère forms read in CGSuite's printed notation and in its lists, printed back the same") {
    CHECK(canon("*[[2],0]") == "*[2#0]"); // the interface: a list, printed
    CHECK(canon("*[2#0]") == "*[2#0]");
    CHECK(canon("*[4,2]") == "*[42]");
    CHECK(canon("*[42]") == "*[42]");     // printed form: two nim heaps
    CHECK(calc("*[42]").note.find("for the nim heap write *42") != std::string::npos);
    CHECK(canon("*[2,1]") == "*[0]");     // {*2, *} = 0: the proviso (* reverses through 0, and G is N)
    CHECK(canon("*[1]") == "*[1]");
    CHECK(canon("*[[1]]") == "*[0]");     // {*} = 0
    CHECK(canon("*[2]+*[2]") == "*[2[2]]");
    CHECK(canon("*[2[2]]") == "*[2[2]]");
    CHECK(canon("*[[2,3]]") == "*[2[2]]"); // a top-level list of one element is that element
    CHECK(canon("*[2,3]") == "*[2[2]]");  // {*2, *3} = *2 + *2 (Conway)
    CHECK(canon("*[(2#1)2##]") == "*[(2#1)2##]");
    CHECK(canon("*[&10;#]") == "*[&10;#]");
    CHECK(canon("*3 + *[2#]") == calc("*[2#] + *3").canonical_text);
    CHECK(canon("*[2[-2]]") == "*[0]");
    // Every printed form reads back to itself (the heaps of Grundy's game, long forms).
    for (const char* t : {"*[2[2]21]", "*[(2[2]21)[2](2[2]21)20]", "*[((2[2]21)[2](2[2]21)20)(2[2]21)3]",
                          "*[(((2[2]21)[2](2[2]21)20)(2[2]21)3)((2[2]21)[2](2[2]21)20)(2[2]21)[1]2[2]1]",
                          "*[((2[2]21)2[3]0)(2[2]21)[1]2[2]31]"}) {
        CAPTURE(t);
        CHECK(canon(t) == t);
        CHECK(canon(calc(t).brace_text) == t); // the list form reads back too
    }
}

TEST_CASE("misère properties, as CGSuite names them (the issue's interfaces)") {
    CHECK(result("*[2[2]321].Genus") == calc("*[2[2]321]").properties[0].second);
    CHECK(result("*[2#0].Genus") == "1^2");
    CHECK(result("*[2#1].Genus") == "2^1420");
    CHECK(result("*[2#].Genus") == "0^0");
    CHECK(result("*[2].Genus") == "2");
    CHECK(result("*[0].Genus") == "0");
    CHECK(result("*[2#0].MisereOutcomeClass") == "N");
    CHECK(result("*[2#].MisereOutcomeClass") == "P"); // {*2}: a P-position that is not 0
    CHECK(result("*[2#0].NimValue") == "1");
    CHECK(result("*[2#0].MisereNimValue") == "2");
    CHECK(result("*[0].MisereNimValue") == "1");
    CHECK(result("*[2#0].Birthday") == "4");
    CHECK(result("*[2#0].Mate") == "*[2#1]");
    CHECK(result("*[0].Mate") == "*[1]");
    CHECK(result("*[2#0].Options") == "[*[0],*[2#]]"); // a list, as CGSuite prints it
    CHECK(result("*[2#0].IsRestive") == "true");
    CHECK(result("*[2#0].IsTame") == "false");
    CHECK(result("*[2#].IsTame") == "true");
    CHECK(result("*[2#1].IsRestless") == "true");
    CHECK(result("*[2].IsNimHeap") == "true");
    CHECK(result("*[2#].IsNimHeap") == "false");
    CHECK(result("*[1].IsIntroverted") == "true");
    CHECK(result("*[2].IsEven") == "true");
    CHECK(result("*[1].IsEven") == "false");
    CHECK(result("*[2#0] == *[[2],0]") == "true");
    CHECK(result("*[2] + *[2] != *[0]") == "true"); // *2 + *2 is a P-position, but not 0 in misère play
    const Calc c = calc("*[2#0]");
    CHECK(c.misere);
    CHECK(c.outcome == Outcome::N);
    REQUIRE(c.left_moves.size() == 1);
    CHECK(c.left_moves[0].to == "*[2#]"); // the one move to a P-position
    CHECK(c.misere_options == std::vector<std::string>{"*[0]", "*[2#]"}); // what the page offers to open
}

TEST_CASE("misère expressions refused with what is wrong and where") {
    CHECK(err("*[2#0] < *").find("character 8: '<' between misère games") != std::string::npos);
    CHECK(err("*[2#0] + ^").find("misère games are impartial") != std::string::npos);
    CHECK(err("*[2#0] - *").find("no negatives") != std::string::npos);
    CHECK(err("*[2#0].Temperature").find("not a property of misère games") != std::string::npos);
    CHECK(err("*[2#0].genus").find("did you mean Genus?") != std::string::npos);
    CHECK(err("*[[2+3]]").find("character 4: an integer in a sum inside a list") != std::string::npos);
    CHECK(err("*[[*2+]]").find("after '+' in a list") != std::string::npos);
    CHECK(err("*[2#0").find("']' expected") != std::string::npos);
    CHECK(err("*[(2)]").find("two or more") != std::string::npos);
    CHECK(err("*[2x]").find("'x'") != std::string::npos);
    CHECK(err("*[&5000;]").find("limits") != std::string::npos);
    CHECK(err("*[0[-2]]").find("no game X with X + *2") != std::string::npos); // X + *2 = 0 has no X
    CHECK(err(std::string(50, '(') + "*[0]" + std::string(50, ')')).find("nested more than") != std::string::npos);
}

TEST_CASE("a link's misère expression is read by the misère reader: accepted, or refused with its character") {
    CHECK_FALSE(check_misere("*[[2],0]"));
    CHECK_FALSE(check_misere("*[2[2]321].Genus"));
    const auto e = check_misere("*[2#0", Limits{}, "expr");
    REQUIRE(e);
    CHECK(e->describe() == "expr, character 2: '[' is not closed: ']' expected");
}
