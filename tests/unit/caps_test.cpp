// Every game's largest and deepest positions, at its grammar's caps (issue 26): the analysis
// answers under each play convention the game offers, within the default budget, or says "too
// large"; never a crash, a hang or an answer that contradicts itself. The suite also runs in wasm
// (its 5 MB stack) and under AddressSanitizer + UndefinedBehaviorSanitizer (build-asan), where a
// recursion as deep as a position, or a read past a buffer, is found.
// A game added to the registry needs its entry here: the last test case checks that.
#include <doctest.h>

#include <set>
#include <string>
#include <vector>

#include "games/registry.h"

using namespace gl;

namespace {

struct AtCaps {
    const char* game;
    std::string rules;
    std::string pos;
};

std::string joined(std::size_t n, const std::string& item, char sep = ',') {
    std::string s;
    for (std::size_t i = 0; i < n; ++i) s += (i ? std::string(1, sep) : std::string()) + item;
    return s;
}

// A graph of 64 vertices in a chain (the longest play: 63 moves per token), 12 tokens at its top.
std::string chain_graph() {
    std::string g;
    for (int i = 0; i < 63; ++i) g += "v" + std::to_string(i) + ":v" + std::to_string(i + 1) + ";";
    return g + "v63:";
}
// n edges among `vertices` vertices, every pair and loop in turn (connected through the ground, 0).
std::string dense_picture(int n, int vertices, const char* colours) {
    std::string s;
    for (int i = 0; i < n; ++i) {
        const int u = i % vertices, v = (u + 1 + i / vertices) % vertices;
        s += (i ? "," : "") + std::to_string(u) + "-" + std::to_string(v);
        if (*colours) s += colours[i % std::char_traits<char>::length(colours)];
    }
    return s;
}
std::string bamboo(int n, const char* colours) {
    std::string s;
    for (int i = 0; i < n; ++i) {
        s += (i ? "," : "") + std::to_string(i) + "-" + std::to_string(i + 1);
        if (*colours) s += colours[i % std::char_traits<char>::length(colours)];
    }
    return s;
}

std::vector<AtCaps> positions() {
    const std::string row20 = "W..................B";
    return {
        {"nim", "", joined(12, "99")},
        {"sum", "", "nim:40,40|0.77:40,40|0.07:40,40|{1,2,3}:40,40|0.137:40,40"},
        {"sum", "", joined(5, "0.07:" + joined(80, "1"), '|')}, // 400 heaps, the cap
        // Heaps of 2^53 - 1, the cap of a heap (issue 42): valued by the proved periods.
        {"sum", "", "nim:9007199254740991|0.77:9007199254740991,9007199254740990|0.07:9007199254740991|{1,2,3}:9007199254740991|0.137:9007199254740991"},
        {"sum", "", "chomp:6,6,6,5|moore(2):3,5,7|graph(a:b,c;b:c;c:):a|subtraction(1,3,4):1000000|nimble:1,40"},
        {"subtraction", "1,2,3", "1000000"}, // misère: a play 333,334 moves long
        {"subtraction", "1,2,3", joined(12, "1000000")},
        {"subtraction", "21,35,44", "99157,420590,455463,869005,271956"},
        {"subtraction", "64", joined(12, "999999")},
        {"moore", "2", "15,15,15"},
        {"moore", "9", "3,3,3,3,3,3"},
        {"chomp", "", joined(7, "12")},
        {"chomp", "", joined(9, "9")},
        {"divide", "", "200,200"},
        {"fibonacci", "", "200"},
        {"dynamic", "", "200"},
        {"wythoff", "", "60,60"},
        {"lasker", "", joined(12, "99")},
        {"grundy", "", joined(12, "1000")},
        {"graph", chain_graph(), joined(12, "v0")},
        {"hackenbush", "", bamboo(400, "")},
        {"hackenbush", "", dense_picture(400, 20, "")},
        {"nimble", "", joined(12, "40")},
        {"turtles", "", std::string(40, 'H')},
        {"staircase", "", joined(10, "40")},
        {"northcott", "", joined(8, row20, '/')},
        {"welter", "", "29,30,31,32,33,34,35,36,37,38,39,40"},
        {"welter2k", "4", "175,191,207,223,239,255,271,287,303,319"},
        {"onim", "", "w^9*16383+w^8*16383,w^9*16383,w^9*16382+5,w^9*16381,w^9*16380,w^9*16379,w^9*16378,w^9*16377,w^9*16376,w^9*16375,w^9*16374,w^9*16373"},
        {"owelter", "", "w^9*16372,w^9*16373,w^9*16374,w^9*16375,w^9*16376,w^9*16377,w^9*16378,w^9*16379,w^9*16380,w^9*16381,w^9*16382,w^9*16383"},
        {"nodekayles", "", "grid:8x8"},
        {"nodekayles", "", "path:64"},
        {"arckayles", "", "grid:8x8"},
        {"arckayles", "", "cycle:64"},
        {"col", "", "grid:8x8"},
        {"col", "", "path:64"},
        {"snort", "", "grid:8x8"},
        {"snort", "", "cycle:64;0L"},
        {"domineering", "", "......x./.....x.x/.x....../......../x......./......../........"},
        {"clobber", "", "xoxoxoxo/oxoxoxox/xoxoxoxo/oxoxoxox/xoxoxoxo/oxoxoxox/xoxoxoxo/oxoxoxox"},
        {"clobber", "impartial", "xoxoxoxo/oxoxoxox/xoxoxoxo/oxoxoxox/xoxoxoxo/oxoxoxox/xoxoxoxo/oxoxoxox"},
        {"clobber", "", "xoxoxoxoxoxoxoxo/oxoxoxoxoxoxoxox/xoxoxoxoxoxoxoxo/oxoxoxoxoxoxoxox"}, // 16 columns, 64 squares
        {"toads", "", "tttttttttt..........ffffffffff"},
        {"toads", "", "tt.ff.tf/t..ff.tf/tt.f.t.f/t.t.ff.f/tt.ff.tf/t..ff.tf/tt.f.t.f/t.t.ff.f"},
        {"toads", "impartial", "tttttttttt..........ffffffffff"},
        {"toads", "2,5,3,1", "tttttttttt..........ffffffffff"},
        {"toads", "2,5,3,1,impartial", "tt.ff.tf/t..ff.tf/tt.f.t.f/t.t.ff.f/tt.ff.tf/t..ff.tf/tt.f.t.f/t.t.ff.f"},
        {"foxgeese", "", ".x.x.x.x/......../......../o......."}, // 7,258 positions, simplified part by part
        {"foxgeese", "", ".x.x.x.x.x/........../........../........../........../........../........../o........."},
        {"foxgeese", "", ".x.x.x.x.x/x.x.x.x.x./.x.x.x.x.x/x.x.x.x.x./.x.x.x.x.x/x.x.x.x.x./.x.x.x.x.x/o........."},
        {"foxgeese", "", ".o......../........../........../........../........../........../........../........../........../........../........../........../........../........../........../x........."},
        {"elephants", "", "xxxxxxxxxx..........oooooooooo"},
        {"elephants", "impartial", "xx.oo.xo/x..oo.xo/xx.o.x.o/x.x.oo.o/xx.oo.xo/x..oo.xo/xx.o.x.o/x.x.oo.o"},
        {"amazons", "", "x..o..x./......../o......o/......../......../x......x/......../.o..x..o"},
        {"amazons", "impartial", "x......o/......../......../......../......../......../......../o......x"},
        {"konane", "", "xoxoxoxo/oxoxoxox/xoxoxoxo/oxoxo.ox/xoxox.xo/oxoxoxox/xoxoxoxo/oxoxoxox"},
        {"konane", "impartial", "xoxoxoxo/oxoxoxox/xoxoxoxo/oxoxo.ox/xoxox.xo/oxoxoxox/xoxoxoxo/oxoxoxox"},
        {"toppling", "", "lrlrreelrlrlrreelrlrlrreelrlre"},
        {"toppling", "impartial", "lrlrreelrlrlrreelrlrlrreelrlre"},
        {"cram", "", "......../......../......../......../......../......../......../........"},
        {"fission", "", "......../......../..x..x../......../......../..x..x../......../........"},
        {"fission", "impartial", "......../......../..x..x../......../......../..x..x../......../........"},
        {"cutcake", "", "16x16"},
        {"cutcake", "", joined(16, "4x4")},
        {"bluered", "", bamboo(40, "br")},
        {"bluered", "", dense_picture(40, 9, "brg")},
        {"bluered", "", "1-0r,2-0r,1-0b,2-2b,1-1b,2-2b,2-3b,3-4b,4-3b,5-0r,0-0b,4-6b,2-7b,2-8r,3-2r,4-1b,4-0b,4-6b,3-9b,10-7r,5-11r,"
                        "1-5b,7-7b,11-10b,4-9b,7-12b,5-5b,5-11r,4-13r,1-1r,14-2b,8-15r,16-8r,13-8r,17-0b,7-7r,7-6r,18-10r,1-3r,6-11b"},
    };
}

// The entries are checked in three test cases (entry i in part i mod 3), so that the test command's
// shards run them side by side (CMakeLists.txt, GL_UNIT_SHARDS).
void check_at_caps(std::size_t part, std::size_t parts) {
    const std::vector<AtCaps> all = positions();
    for (std::size_t i = part; i < all.size(); i += parts) {
        const AtCaps& c = all[i];
        const std::string game = c.game;
        CAPTURE(game);
        CAPTURE(c.pos.substr(0, 120));
        auto made = make_ruleset(c.game, c.rules);
        REQUIRE(made.ok());
        const Ruleset& r = *made.value();
        auto canon = r.canonical(c.pos);
        REQUIRE(canon.ok()); // each entry is inside its game's grammar
        for (Play play : {Play::Normal, Play::Misere}) {
            if (play == Play::Misere && (r.meta().normal_play_only || r.partizan())) continue;
            CAPTURE(play == Play::Misere);
            auto a = r.analyse(canon.value(), play);
            if (!a.ok()) { // a refusal says why (misère play of a game that has none)
                CHECK_FALSE(a.error().message.empty());
                continue;
            }
            const Analysis& an = a.value();
            CHECK(an.position == canon.value());
            if (an.method == Method::TooLarge) {
                CHECK(an.outcome == Outcome::Unknown);
                CHECK(an.winning_moves.empty());
                CHECK_FALSE(an.reason.empty());
                continue;
            }
            CHECK(an.outcome != Outcome::Unknown);
            if (!an.partizan && play == Play::Normal && an.value) CHECK((*an.value == 0) == (an.outcome == Outcome::P));
            if (!an.partizan && an.outcome == Outcome::P) CHECK(an.winning_moves.empty());
            // An N-position known by its value or by search shows a winning move (a rule such as
            // Chomp's strategy stealing may give the outcome without one). Under misère play a
            // position without moves is N with none (0.07's heaps of 1).
            if (!an.partizan && an.outcome == Outcome::N && (an.value || play == Play::Misere) && an.option_count > 0 &&
                an.option_count <= Analysis::kMaxOptionsShown)
                CHECK_FALSE(an.winning_moves.empty());
        }
    }
}

} // namespace

TEST_CASE("every game's largest and deepest positions answer, or say too large, under each play convention (part 1 of 3)") {
    check_at_caps(0, 3);
}
TEST_CASE("every game's largest and deepest positions answer, or say too large, under each play convention (part 2 of 3)") {
    check_at_caps(1, 3);
}
TEST_CASE("every game's largest and deepest positions answer, or say too large, under each play convention (part 3 of 3)") {
    check_at_caps(2, 3);
}

TEST_CASE("every registered game has positions at its caps in this test") {
    std::set<std::string> covered;
    for (const AtCaps& c : positions()) covered.insert(c.game);
    for (const GameEntry& e : game_entries()) {
        if (!e.is_ruleset()) continue; // the explorer and the calculator have their own tests
        CAPTURE(e.meta().id);
        CHECK(covered.count(std::string(e.meta().id)) == 1);
    }
}
