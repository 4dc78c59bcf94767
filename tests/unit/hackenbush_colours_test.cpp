// game=hackenbush in every colour (games/hackenbush_colours.h): an all-green picture written
// without letters is Green Hackenbush (a Grundy value by the principles); a picture with a colour
// letter is Blue-Red-Green Hackenbush (a canonical form), where an edge without a letter is green.
// Checked against Winning Ways' values (ch. 1-2: a blue edge is 1, the stalk blue-red is 1/2,
// Berlekamp's rule for stalks), against game=bluered on the same picture with every letter
// written, and against the green engine: the coloured reading of a green picture is the nimber of
// its Grundy value.
#include <doctest.h>

#include <string>

#include "games/registry.h"

using namespace gl;

namespace {

std::unique_ptr<Ruleset> hackenbush() { return make_ruleset("hackenbush").value(); }

std::string canonical(const std::string& pos) {
    auto a = hackenbush()->analyse(pos, Play::Normal);
    REQUIRE(a);
    return a.value().canonical;
}

} // namespace

TEST_CASE("hackenbush colours: Winning Ways' values of blue-red stalks") {
    CHECK(canonical("0-1b") == "1");
    CHECK(canonical("0-1r") == "-1");
    CHECK(canonical("0-1b,1-2r") == "1/2");              // blue then red: 1 - 1/2
    CHECK(canonical("0-1b,1-2r,2-3b") == "3/4");         // 1 - 1/2 + 1/4
    CHECK(canonical("0-1r,1-2b,2-3b") == "-1/4");        // -1 + 1/2 + 1/4
    CHECK(canonical("lrl") == "3/4");                    // CGSuite's notation, the same stalk
    CHECK(canonical("0-1b,0-2r") == "0");                // a blue and a red edge cancel
}

TEST_CASE("hackenbush colours: an edge without a letter is green, as game=bluered's g") {
    auto bluered = make_ruleset("bluered").value();
    struct Pair {
        const char* plain;
        const char* lettered;
    };
    for (const Pair pair : {Pair{"0-1b,1-2", "0-1b,1-2g"}, Pair{"0-1r,1-2,1-3b", "0-1r,1-2g,1-3b"}, Pair{"0-1,0-2b,2-3", "0-1g,0-2b,2-3g"}}) {
        CAPTURE(pair.plain);
        auto mine = hackenbush()->analyse(pair.plain, Play::Normal);
        auto theirs = bluered->analyse(pair.lettered, Play::Normal);
        REQUIRE(mine);
        REQUIRE(theirs);
        CHECK(mine.value().canonical == theirs.value().canonical);
        CHECK(mine.value().outcome == theirs.value().outcome);
        CHECK(mine.value().game == "hackenbush");
        CHECK(mine.value().link.find("game=hackenbush") == 0);
    }
}

TEST_CASE("hackenbush colours: which pictures are partizan, and the green engine's values") {
    auto r = hackenbush();
    CHECK_FALSE(r->partizan_at("0-1,1-2,1-3"));
    CHECK_FALSE(r->partizan_at("e(ee;e)"));
    CHECK(r->partizan_at("0-1b,1-2"));
    CHECK(r->partizan_at("0-1g"));
    CHECK(r->partizan_at("lrlerrr"));
    // The same green picture read both ways: Grundy value g by the principles, canonical form *g by search.
    for (const char* green : {"0-1,1-2,1-3,3-3", "0-1,0-2,1-2,2-3", "0-1,1-2,2-3,0-4,4-5"}) {
        CAPTURE(green);
        std::string lettered;
        for (char c : std::string(green)) {
            if (c == ',') lettered += 'g';
            lettered += c;
        }
        lettered += 'g';
        auto g = r->analyse(green, Play::Normal);
        auto c = r->analyse(lettered, Play::Normal);
        REQUIRE(g);
        REQUIRE(c);
        REQUIRE(g.value().value);
        const Grundy v = *g.value().value;
        CHECK(c.value().canonical == (v == 0 ? std::string("0") : v == 1 ? std::string("*") : "*" + std::to_string(v)));
    }
}

TEST_CASE("hackenbush colours: mistakes are named in the grammar they break; misère play of colours refused") {
    auto r = hackenbush();
    auto bad = r->canonical("0-1b,1-2x");
    REQUIRE_FALSE(bad);
    CHECK(bad.error().offset == 8);
    CHECK(bad.error().message.find("not a colour") != std::string::npos);
    auto green_bad = r->canonical("0-1,1-y");
    REQUIRE_FALSE(green_bad);
    CHECK(green_bad.error().offset == 6);
    auto misere = r->analyse("0-1b,1-2", Play::Misere);
    REQUIRE_FALSE(misere);
    CHECK(misere.error().where == "play");
    CHECK(r->analyse("0-1,1-2", Play::Misere)); // Green Hackenbush keeps misère play
}
