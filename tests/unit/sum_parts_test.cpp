// Sums whose parts are games with a rule parameter (games/heap_sum.h): ID(RULES):POS, e.g.
// moore(2):1,2,3, graph(a:b,c;b:c;c:):a, subtraction(1,3,4):9. The value is the nim-sum of the
// parts' values (Sprague-Grundy), checked against plain search of the whole sum; winning moves
// lead to P-positions; the text round-trips; mistakes name the character.
#include <doctest.h>

#include <string>

#include "games/heap_sum.h"
#include "games/registry.h"

using namespace gl;

namespace {

std::unique_ptr<Ruleset> sum_rules() { return make_ruleset("sum").value(); }

Grundy part_value(const char* id, const char* rules, const char* pos) {
    return make_ruleset(id, rules).value()->search_grundy(pos).value();
}

} // namespace

TEST_CASE("sum parts with rules: moore(2), graph(...) and subtraction(...) beside Nim and Chomp") {
    auto sum = sum_rules();
    const std::string text = "moore(2):1,2,3|graph(a:b,c;b:c;c:):a|subtraction(1,3,4):9|nim:3|chomp:2,1";
    auto canon = sum->canonical(text);
    REQUIRE(canon.ok());
    CHECK(canon.value() == text); // already canonical: it prints back as written
    const Grundy expect = part_value("moore", "2", "1,2,3") ^ part_value("graph", "a:b,c;b:c;c:", "a") ^
                          part_value("subtraction", "1,3,4", "9") ^ 3 ^ part_value("chomp", "", "2,1");
    auto a = sum->analyse(text, Play::Normal);
    REQUIRE(a.ok());
    REQUIRE(a.value().value);
    CHECK(*a.value().value == expect);
    // The whole sum by plain search (no part's rule used).
    CHECK(sum->search_grundy(text) == expect);
    // Every winning move leads to a P-position, and no other move does.
    auto moves = sum->moves(text);
    REQUIRE(moves.ok());
    std::size_t to_p = 0;
    for (const auto& m : moves.value()) {
        CAPTURE(m.to);
        if (sum->search_grundy(m.to) == Grundy{0}) ++to_p;
    }
    CHECK(a.value().winning_moves.size() == to_p);
    for (const auto& m : a.value().winning_moves) CHECK(sum->search_grundy(m.to) == Grundy{0});
    // A preset graph is written in full.
    auto pre = sum->canonical("graph(subtraction:1,2,3/4):4|nim:1");
    REQUIRE(pre.ok());
    CHECK(pre.value() == "graph(4:3,2,1;3:2,1,0;2:1,0;1:0;0:):4|nim:1");
    CHECK(sum->grundy(pre.value()) == Grundy{0 ^ 1}); // g(4) = 4 mod 4 = 0
}

TEST_CASE("sum parts with rules: mistakes name the part's character") {
    auto sum = sum_rules();
    auto no_rules = sum->canonical("nim:1|moore:1,2");
    REQUIRE_FALSE(no_rules.ok());
    CHECK(no_rules.error().offset == 6);
    CHECK(no_rules.error().message.find("moore(2):") != std::string::npos);
    auto bad_k = sum->canonical("nim:1|moore(x):1,2");
    REQUIRE_FALSE(bad_k.ok());
    CHECK(bad_k.error().offset == 12); // the x
    auto cycle = sum->canonical("graph(a:b;b:a):a");
    REQUIRE_FALSE(cycle.ok());
    CHECK(cycle.error().message.find("closes the cycle a → b → a") != std::string::npos);
    CHECK(cycle.error().offset == 12); // the edge b → a, written at "a" in "b:a"
    auto unclosed = sum->canonical("moore(2:1,2");
    REQUIRE_FALSE(unclosed.ok());
    CHECK(unclosed.error().message.find("')' and ':' are missing") != std::string::npos);
    auto no_param = sum->canonical("chomp(2):2,1");
    REQUIRE_FALSE(no_param.ok());
    CHECK(no_param.error().message.find("has no rule parameter") != std::string::npos);
}

TEST_CASE("which games may be parts of a sum: the registry says so (GameMeta::sum_part)") {
    for (const GameEntry& g : game_entries()) {
        const GameMeta& m = g.meta();
        if (!g.is_ruleset()) continue;
        CAPTURE(m.id);
        // Nim's part is written as heaps, a sum does not nest, and a sum adds games that end (Fox and
        // Geese need not); every other ruleset may stand as a part.
        CHECK(m.sum_part == (m.id != "nim" && m.id != "sum" && m.id != "foxgeese"));
    }
    // A game that may not be a part is refused by name, at its part, with the games that may.
    auto loopy = sums::parse_parts("nim:3|foxgeese:x.x./.o..");
    REQUIRE_FALSE(loopy.ok());
    CHECK(loopy.error().offset == 6);
    CHECK(loopy.error().message.find("Fox and Geese (foxgeese) cannot be a part of a sum") != std::string::npos);
    CHECK(loopy.error().message.find("clobber") != std::string::npos);
    // nim:3,5 is Nim's heaps (two heaps of Nim), not a Nim position 3,5 read by the game part reader.
    auto nim = sums::parse_parts("nim:3,5");
    REQUIRE(nim.ok());
    CHECK(nim.value()[0].is_nim());
    CHECK_FALSE(nim.value()[0].is_game());
    // A sum as a part is refused, with the character named.
    auto nested = sums::parse_parts("chomp:2,1|sum:3");
    REQUIRE_FALSE(nested.ok());
    CHECK(nested.error().offset == 10);
    // Chomp, whose meta allows it, is a game part.
    auto chomp = sums::parse_parts("chomp:2,1");
    REQUIRE(chomp.ok());
    CHECK(chomp.value()[0].is_game());
}
