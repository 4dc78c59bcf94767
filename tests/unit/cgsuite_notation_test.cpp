// The calculator reads and prints CGSuite's notation (issue 21): each expected value is CGSuite's
// reading or a published value (Winning Ways, Siegel's Combinatorial Game Theory), not this code's.
#include <doctest.h>

#include <random>
#include <string>

#include "cgt/calc.h"
#include "cgt/methods.h"
#include "cgt/store.h"

using namespace gl;
using namespace gl::cgt;

namespace {
std::string canon(std::string_view e) {
    auto c = calculate(e);
    REQUIRE_MESSAGE(c, (c ? "" : c.error().describe()));
    return c.value().canonical_text;
}
std::string result(std::string_view e) {
    auto c = calculate(e);
    REQUIRE_MESSAGE(c, (c ? "" : c.error().describe()));
    return c.value().result;
}
std::string err(std::string_view e) {
    auto c = calculate(e);
    REQUIRE_FALSE(c);
    return c.error().describe();
}
} // namespace

TEST_CASE("issue 21: the four standard inputs answered wrongly before, each read as CGSuite reads it") {
    // 3+-1 is 3 + ±1 = {4|2} (CGSuite's binary +-; Winning Ways writes 3 ± 1); it gave 2.
    CHECK(canon("3+-1") == "{4|2}");
    CHECK(canon("3 +- 1") == "{4|2}");
    // 10*^ is ten copies of up (n * G); it gave 10^* (10 + ^*).
    CHECK(canon("10*^") == "^10");
    CHECK(canon("^*10") == "^*10"); // ^ followed by *10: up plus the nimber *10, as CGSuite's upstar reads it
    // *(3+5) is the nimber *8; it gave 8*.
    CHECK(canon("*(3+5)") == "*8");
    // (*+*)*3 is three copies of * + * = 0; it gave *3.
    CHECK(canon("(*+*)*3") == "0");
}

TEST_CASE("Slash notation in and out: the longest run of bars splits first (CGSuite; Winning Ways)") {
    CHECK(canon("{3||2|1}") == "{3||2|1}");
    CHECK(canon("{3|{2|1}}") == "{3||2|1}");
    CHECK(canon("{{5|4}|{3|2}}") == "{5|4||3|2}");
    CHECK(canon("{5|4||3|2}") == "{5|4||3|2}");
    CHECK(canon("{1|0||0}") == "Miny(1)");  // {1|0||0} = -Tiny(1)
    CHECK(canon("{0||0|-1}") == "Tiny(1)"); // Tiny(1) = {0 || 0 | -1} (Winning Ways ch. 5)
    CHECK(canon("{0||0|-2}") == "Tiny(2)");
    CHECK(canon("Tiny(2)") == "Tiny(2)");
    CHECK(canon("Miny(2) + Tiny(2)") == "0");
    CHECK(canon("1 + Tiny(2)") == "1+Tiny(2)");
    // Three levels: {4|||3||2|1} = {4 | {3 | {2|1}}}.
    CHECK(canon("{4|{3|{2|1}}}") == "{4|||3||2|1}");
    // A side with several options writes each in braces.
    CHECK(canon("{{2|1},{3|0}|-5}") == "{{2|1},{3|0}|-5}");
    CHECK(canon("{|}") == "0");
    CHECK(canon("{0|}") == "1");
    CHECK(canon("{|0}") == "-1");
}

TEST_CASE("+-: unary, binary and with a list (CGSuite's ±)") {
    CHECK(canon("+-1") == "+-1");
    CHECK(canon("±1") == "+-1");
    CHECK(canon("+-(1,1*)") == "+-(1,1*)");
    CHECK(canon("{1,1*|-1,-1*}") == "+-(1,1*)");
    CHECK(canon("+-{2|1}") == "+-{2|1}"); // {{2|1} | {-1|-2}}
    CHECK(canon("1/2 +- 1/4") == "{3/4|1/4}");
    CHECK(canon("+-1 + +-1") == "0"); // ±1 + ±1 = 0 (a switch is its own negative)
    CHECK(canon("+-(1*)") == "+-(1*)");
}

TEST_CASE("Numbers, nimbers and ups in CGSuite's forms") {
    CHECK(canon("1/2*") == "1/2*");
    CHECK(canon("-1v*") == "-1v*");
    CHECK(canon("^^") == "^^");
    CHECK(canon("^^^^") == "^4");
    CHECK(canon("vv") == "vv");
    CHECK(canon("v3") == "v3");
    CHECK(canon("^3*2") == "^3*2");
    CHECK(canon("2^") == "2^");
    CHECK(canon("2 + ^3") == "2+^3"); // 2^3 is a power in CGSuite
    CHECK(canon("2^3") == "8");
    CHECK(canon("3*2") == "6");       // a product, as in CGSuite
    CHECK(canon("3 + *2") == "3+*2");
    CHECK(canon("3^2/2^4") == "9/16");
    CHECK(canon("3^22/2^40") == "31381059609/1099511627776");
    CHECK(canon("7 % 3") == "1");
    CHECK(canon("-2*3") == "-6");
    CHECK(canon("^<1>") == "^");
    CHECK(canon("^<2>") == "^<2>");
    CHECK(canon("{0|v*}") == "^<2>"); // up-second: ^.Pow(2) = {0 | v*} (Siegel II.4)
    CHECK(canon("v<2>") == "v<2>");
    CHECK(canon("^[2]") == "^[2]");
    CHECK(canon("{^|*}") == "^[2]"); // ^.PowTo(2) = {^ | *}
    CHECK(canon("^<2>*") == "^<2>*");
    // Ordinal sums (Winning Ways ch. 2): in Hackenbush strings 1/2:1 is "+-+" = 3/4.
    CHECK(canon("1/2:1") == "3/4");
    CHECK(canon("1:1") == "2");
    CHECK(canon("1:-1") == "1/2");
}

TEST_CASE("Relations answer true or false (CGSuite's ==, <=, <, <>, <|, |>)") {
    CHECK(result("^ > 0") == "true");
    CHECK(result("* > 0") == "false");
    CHECK(result("* <> 0") == "true");   // * is confused with 0
    CHECK(result("^ <> *") == "true");   // ^ - * = ^* is fuzzy
    CHECK(result("^ <| *") == "true");   // less than or confused with
    CHECK(result("^ |> *") == "true");
    CHECK(result("^ <| 1") == "true");
    CHECK(result("1 <| ^") == "false");
    CHECK(result("{1|-1} == +-1") == "true");
    CHECK(result("^ + ^ == ^^") == "true");
    CHECK(result("^ != ^*") == "true");
    CHECK(result("1/2 + 1/2 >= 1") == "true");
    CHECK(result("v <= 0") == "true");
    CHECK(result("v < 0") == "true");
    CHECK(calculate("^ > 0").value().result_kind == "boolean");
}

TEST_CASE("Properties by their CGSuite names, against published values") {
    // Siegel, Combinatorial Game Theory: {3||2*|1*} has mean 9/4 and temperature 3/4.
    CHECK(result("{3||2*|1*}.Mean") == "9/4");
    CHECK(result("{3||2*|1*}.Temperature") == "3/4");
    CHECK(result("{3||2*|1*}.LeftStop") == "3");
    CHECK(result("{3||2*|1*}.RightStop") == "2");
    // Numbers m/2^k have temperature -1/2^k (CGSuite's convention); ±1 has temperature 1.
    CHECK(result("(3/8).Temperature") == "-1/8");
    CHECK(result("3.Temperature") == "-1");
    CHECK(result("(+-1).Temperature") == "1");
    CHECK(result("(+-1).Cool(1)") == "*"); // cooled to its temperature: the mean plus an infinitesimal
    CHECK(result("(+-1).Cool(2)") == "0");
    CHECK(result("{4|1}.Mean") == "5/2");
    CHECK(result("^.IsInfinitesimal") == "true");
    CHECK(result("^.IsAllSmall") == "true");
    CHECK(result("(1/2).IsNumber") == "true");
    CHECK(result("*3.IsNimber") == "true");
    CHECK(result("^.OutcomeClass") == "L");
    CHECK(result("*.OutcomeClass") == "N");
    CHECK(result("{1|-1}.LeftOptions") == "{1}");
    CHECK(result("{0,*|0}.LeftOptions") == "{0,*}");
    CHECK(result("*2.Followers") == "{0,*,*2}");
    CHECK(result("^.Birthday") == "2");
    CHECK(result("0.IsZero") == "true");
    CHECK(result("^.Pow(2)") == "^<2>");
    CHECK(result("^.PowTo(2)") == "^[2]");
    CHECK(result("(1/2).OrdinalSum(1)") == "3/4");
    CHECK(result("^.AtomicWeight") == "1"); // Winning Ways ch. 8
    CHECK(result("{3||2*|1*}.ReducedCanonicalForm") == "{3||2|1}");
    // A sum's mean is the sum of the means.
    CHECK(result("({3||2*|1*} + {4|1}).Mean") == "19/4");
    // Every argument-free property comes with the canonical form.
    auto c = calculate("{3||2*|1*}");
    REQUIRE(c);
    bool mean = false, temp = false;
    for (const auto& [k, v] : c.value().properties) {
        if (k == "Mean") mean = v == "9/4";
        if (k == "Temperature") temp = v == "3/4";
    }
    CHECK(mean);
    CHECK(temp);
    CHECK(c.value().brace_text == "{3|{2*|1*}}");
}

TEST_CASE("Refusals say what is wrong and where") {
    CHECK(err("^.Temprature").find("did you mean Temperature?") != std::string::npos);
    CHECK(err("^.temperature").find("did you mean Temperature?") != std::string::npos);
    CHECK(err("^.Cool()").find("takes 1 argument") != std::string::npos);
    CHECK(err("1/3").find("the denominator 3 is not a power of 2") != std::string::npos);
    CHECK(err("{1|0}^3").find("works on numbers only") != std::string::npos);
    CHECK(err("^ * ^").find("needs an integer on one side") != std::string::npos);
    CHECK(err("(1, 2)").find("only +-(a, b, ...) takes one") != std::string::npos);
    CHECK(err("{2|1|0}").find("ambiguous bars") != std::string::npos);
    CHECK(err("(^ > 0) + 1").find("true or false, not a game") != std::string::npos);
    CHECK(err("{1|0}.Pow(2)").find("{0|H}") != std::string::npos);
    CHECK(err("(+-1).AtomicWeight").find("AtomicWeight") != std::string::npos);
    CHECK(err("2^100").find("too large") != std::string::npos);
    CHECK(err("2^60").find("too large to be made a game") != std::string::npos); // past 2^52
    CHECK(err("1/2^75").find("denominators up to 2^74") != std::string::npos);
}

TEST_CASE("Every canonical form printed reads back to the same game (random forms)") {
    std::mt19937 rng(2126);
    for (int trial = 0; trial < 40; ++trial) {
        Store s;
        std::vector<Id> pool{Store::kZero, s.of_number(Dyadic::integer(1)), s.of_number(Dyadic::make(1, 1)),
                             s.of_nimber(1), s.of_ups(1, 0), s.of_number(Dyadic::integer(-2))};
        for (int r = 0; r < 3; ++r) {
            const std::size_t base = pool.size();
            for (int k = 0; k < 6; ++k) {
                std::vector<Id> l, rr;
                for (std::uint32_t i = rng() % 3; i > 0; --i) l.push_back(pool[rng() % base]);
                for (std::uint32_t i = rng() % 3; i > 0; --i) rr.push_back(pool[rng() % base]);
                pool.push_back(s.canonical(s.make(l, rr)));
            }
        }
        for (Id g : pool) {
            const std::string t = s.text(g);
            REQUIRE_FALSE(t.empty());
            auto back = calculate(t);
            REQUIRE_MESSAGE(back, (t + ": " + (back ? std::string() : back.error().describe())));
            CHECK_MESSAGE(back.value().brace_text == s.brace_text(g), t);
        }
    }
}

TEST_CASE("issue 21: integers, dyadic rationals and nimbers of any size the calculator can hold") {
    // The examples, exact: 3^22 = 31381059609 and 2^72 = 4722366482869645213696.
    CHECK(canon("-1823437481924") == "-1823437481924");
    CHECK(canon("3^22/2^72") == "31381059609/4722366482869645213696");
    CHECK(canon("31381059609/4722366482869645213696") == "31381059609/4722366482869645213696"); // reads back
    CHECK(result("(-1823437481924).Birthday") == "1823437481924"); // an integer n is born on day |n|
    CHECK(calculate("-1823437481924").value().birthday == 1823437481924ull); // the JSON's birthday: it was cut to 32 bits
    CHECK(result("(3^22/2^72).Birthday") == "73");                  // m/2^k (|m/2^k| < 1): day k + 1
    CHECK(result("(3^22/2^72).Temperature") == "-1/4722366482869645213696"); // a number m/2^k: -1/2^k
    CHECK(result("(-1823437481924).LeftOptions") == "{}");
    CHECK(result("(-1823437481924).RightOptions") == "{-1823437481923}");
    CHECK(result("(5/2^40).LeftOptions") == "{1/274877906944}"); // {(m-1)/2^k | (m+1)/2^k}, reduced
    CHECK(result("2^51 + 2^51 - 1 == 4503599627370495") == "true");

    // The translation theorem (Siegel II.3; Winning Ways ch. 2): adding a number N shifts every
    // game's stops, mean and order by N and keeps its temperature and shape.
    const std::string N = "1823437481924";
    for (const char* g : {"^", "*", "{3|1}", "{3||2*|1*}", "+-(1,1*)", "Tiny(2)", "{1|0||0}", "^<2>", "v[3]"}) {
        CAPTURE(g);
        const std::string shifted = "(" + std::string(g) + ") + " + N;
        const auto plain = calculate(g).value(), big = calculate(shifted).value();
        REQUIRE(big.canonical_known);
        CHECK(canon("(" + big.canonical_text + ") - " + N) == plain.canonical_text); // printed form reads back
        CHECK(big.outcome == Outcome::L);                                             // N dominates
        CHECK(result("(" + shifted + ").Temperature") == result("(" + std::string(g) + ").Temperature"));
        CHECK(result("(" + shifted + ").Mean - " + N + " == (" + g + ").Mean") == "true");
        CHECK(result("(" + shifted + ").LeftStop - " + N + " == (" + g + ").LeftStop") == "true");
        CHECK(result("(" + shifted + ") > " + N) == result("(" + std::string(g) + ") > 0"));
        CHECK(result("(" + shifted + ") <> " + N) == result("(" + std::string(g) + ") <> 0"));
    }
    // The uptimal expansion shifts by the number too: x + G is uptimal iff G is, with x in front.
    CHECK(result("(" + N + " + ^<4> + *3).UptimalExpansion") == N + result("(^<4> + *3).UptimalExpansion"));
    CHECK(result("(" + N + " + Tiny(2)).IsUptimal") == result("Tiny(2).IsUptimal"));
    // {a|b} with numbers a > b: mean (a+b)/2, temperature (a-b)/2 (Winning Ways ch. 6).
    CHECK(result("{1823437481924|0}.Mean") == "911718740962");
    CHECK(result("{1823437481924|0}.Temperature") == "911718740962");
    CHECK(canon("{1823437481924|-1823437481924}") == "+-1823437481924");
    CHECK(result("{0|1823437481924}") == "" /* a plain game */);
    CHECK(canon("{0|1823437481924}") == "1"); // the simplest number between 0 and N

    // Nimbers: *m + *n = *(m xor n) (Bouton; Winning Ways ch. 3) at any size; *n == *m iff n = m.
    CHECK(canon("*1000000 + *3") == "*1000003");
    CHECK(canon("*(2^40) + *(2^40 + 5)") == "*5");
    CHECK(canon("*123456789 + *987654321") == "*" + std::to_string(123456789 ^ 987654321));
    CHECK(calculate("*1000000 + *1000000").value().outcome == Outcome::P);
    CHECK(result("*1000000 == *1000001") == "false");
    CHECK(result("*1000000 <> 0") == "true");
    CHECK(result("*1000000 < 1/2^70") == "true"); // a nimber is below every positive number
    CHECK(result("(*1000000).OutcomeClass") == "N");
    // Its 10^6 options are not listed: what needs them says "too large", never a wrong answer.
    const auto star = calculate("*1000000").value();
    CHECK(star.left_moves.empty());
    CHECK(star.note.find("too many first moves") != std::string::npos);
    CHECK(err("(*1000000).FollowerCount").find("too large") != std::string::npos);
    const auto mixed = calculate("*(2^40) + 1").value();
    CHECK(mixed.outcome == Outcome::Unknown); // not guessed from a search that could not list moves
}

TEST_CASE("numbers past the game range are refused by name, never rounded") {
    CHECK(err("2^52").find("too large to be made a game") != std::string::npos);
    CHECK(err("-2^52 - 1").find("too large to be made a game") != std::string::npos);
    CHECK(canon("-2^52") == "-4503599627370496"); // whole parts down to -2^52 (floor)
    CHECK(canon("2^52 - 1") == "4503599627370495"); // computed as one number: 2^52 alone is no game
    CHECK(canon("-(2^52 - 1) + 1/2") == "-9007199254740989/2");
    CHECK(err("1/2^75").find("denominators up to 2^74") != std::string::npos);
    CHECK(err("2^200").find("too large") != std::string::npos);
    CHECK(err("13292279957849158729038070602803445760").find("integers below 2^120") != std::string::npos); // 10 * 2^120
    // A sum of numbers past the range, with a game beside it: too large, not a wrong outcome.
    const auto c = calculate("4503599627370495 + 4503599627370495 + ^");
    CHECK((!c || c.value().outcome == Outcome::Unknown || c.value().outcome == Outcome::L));
}

TEST_CASE("found by checking against CGSuite's algorithms: cooling a fraction below its temperature, Incentives' dominated ones") {
    // A number m/2^k has temperature -1/2^k; cooled by t at or below it, it is cooled by the
    // formula like any game (Siegel II.5; CGSuite's cool). These came back unchanged before.
    CHECK(result("(1/2).Cool(-3/4)") == "{3/4|1/4}");
    CHECK(result("(1/2).Cool(-1/2)") == "1/2*");
    CHECK(result("(3/4).Cool(-1/4)") == "3/4*");
    CHECK(result("(3/4).Cool(-1/2)") == "{1*|1/2}");
    CHECK(result("(5/2).Cool(-3/4)") == "{11/4|9/4}");
    CHECK(result("({3/2|1/2}).Cool(-1/2)") == "{2*|*}");
    CHECK(result("(1/2+*).Cool(-1/2)") == "{1*|*}");
    CHECK(result("(1/2).Cool(-1/4)") == "1/2"); // above its temperature: itself
    CHECK(result("(3).Cool(-1/2)") == "3");     // an integer is never changed
    // Cooling by its own temperature and back: G.Cool(t).Heat(t) = G for these (Winning Ways ch. 6).
    CHECK(result("(1/2).Cool(-3/4).Heat(-3/4)") == "1/2");
    // Incentives of both sides keep only the undominated (CGSuite): ^'s Left incentive v is below
    // its Right incentive ^*.
    CHECK(result("^.Incentives") == "{^*}");
    CHECK(result("v*.Incentives") == "{^*}");
    CHECK(result("^.LeftIncentives") == "{v}");
    CHECK(result("^.RightIncentives") == "{^*}");
    CHECK(result("{0||0|-3/2}.Incentives") == "{{3/2,{3/2|0}|0}}");
    // Tiny and Miny names where CGSuite gives them: the mean of the subscript game decides.
    CHECK(canon("{0||0|vvv}") == "{0||0|v3}"); // v3 has mean 0: not Tiny(^3)
    // An integer times any U, and a number's companion and follower count, at any size.
    CHECK(result("(-1).NortonProduct(*)") == "*");
    CHECK(result("(3).NortonProduct(v)") == "v3");
    CHECK(result("(-1823437481924).Companion") == "-1823437481924");
    CHECK(result("(0).Companion") == "*");
    CHECK(result("(-1823437481924).FollowerCount") == "1823437481925");
    CHECK(result("(5).FollowerCount") == "6"); // 5, 4, 3, 2, 1, 0
}

TEST_CASE("issue 41: a count (Birthday, FollowerCount) is an integer, and an integer is a game, as in CGSuite") {
    // {3|1} is born on day 4 (3 on day 3); its canonical form has 5 followers ({3|1}, 3, 2, 1, 0).
    auto b = calculate("{3|1}.Birthday + 1");
    REQUIRE(b.ok());
    CHECK(b.value().canonical_text == "5");
    auto c = calculate("{3|1}.Birthday");
    REQUIRE(c.ok());
    CHECK(c.value().result == "4");
    CHECK(c.value().result_kind == "integer");
    CHECK(c.value().outcome == Outcome::L); // analysed as the game 4
    CHECK(c.value().canonical_text == "4");
    auto f = calculate("{3|1}.FollowerCount - 5");
    REQUIRE(f.ok());
    CHECK(f.value().canonical_text == "0");
}
