// The link grammar of app/state.h: round trips, and bad links that still open in a sane state.
#include <doctest.h>

#include <random>

#include "app/state.h"
#include "core/text.h"

using namespace gl;
using namespace gl::app;

TEST_CASE("every state survives a trip through its link") {
    std::mt19937 rng(12345);
    for (int i = 0; i < 500; ++i) {
        State s = default_state("nim");
        s.play = rng() % 2 ? Play::Misere : Play::Normal;
        s.hints = rng() % 2;
        s.turn = 1 + static_cast<int>(rng() % 2);
        s.computer = static_cast<int>(rng() % 3);
        std::vector<std::uint64_t> heaps(1 + rng() % kMaxHeaps);
        for (auto& h : heaps) h = rng() % (kMaxHeap + 1);
        s.pos = format_uint_list(heaps);
        auto back = state_from_link(link_from_state(s));
        CHECK(back.errors.empty());
        CHECK(back.state == s);
    }
}

TEST_CASE("the default link is the issue's default position: the registry's first game, Nim 3,5,7") {
    CHECK(link_from_state(default_state("")) == "?v=1&game=nim&play=normal&pos=3,5,7&turn=1&computer=off&hints=on");
    auto empty = state_from_link("");
    CHECK(empty.errors.empty());
    CHECK(empty.state == default_state(""));
}

TEST_CASE("bad links report what is wrong and fall back key by key") {
    SUBCASE("a bad heap keeps the rest of the link") {
        auto r = state_from_link("?game=nim&play=misere&pos=3,x,7");
        REQUIRE(r.errors.size() == 1);
        CHECK(r.errors[0].where == "pos");
        CHECK(r.errors[0].offset == 2);
        CHECK(r.state.pos == default_state("").pos);
        CHECK(r.state.play == Play::Misere);
    }
    SUBCASE("negative and absurd heaps") {
        CHECK(state_from_link("pos=-3").errors.at(0).message.find("negative") != std::string::npos);
        CHECK(state_from_link("pos=1,123456789012345678901234567890").errors.at(0).message.find("too large") != std::string::npos);
    }
    SUBCASE("an unknown game resets everything to the default") {
        auto r = state_from_link("?game=chess&pos=1,2&play=misere");
        REQUIRE(r.errors.size() == 1);
        CHECK(r.errors[0].where == "game");
        CHECK(r.state == default_state(""));
    }
    SUBCASE("unknown keys and values are named") {
        auto r = state_from_link("?play=sideways&hints=maybe&zoom=3&v=7&turn=3&computer=yes");
        REQUIRE(r.errors.size() == 6);
        CHECK(r.errors[0].where == "play");
        CHECK(r.errors[1].where == "hints");
        CHECK(r.errors[2].where == "zoom");
        CHECK(r.errors[3].where == "v");
        CHECK(r.errors[4].where == "turn");
        CHECK(r.errors[5].where == "computer");
        CHECK(r.state == default_state(""));
    }
}
