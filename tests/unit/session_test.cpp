// The actions a click takes (app/session.h), checked without a browser.
#include <doctest.h>

#include "app/session.h"

using namespace gl;
using namespace gl::app;

TEST_CASE("a session starts at the default position 3,5,7") {
    Session s;
    CHECK(s.state().heaps == std::vector<std::uint64_t>{3, 5, 7});
    CHECK(s.analysis().nim_sum == 1);
    CHECK(s.analysis().outcome == Outcome::N);
    CHECK(s.link() == "?v=1&game=nim&play=normal&pos=3,5,7&hints=on");
}

TEST_CASE("taking tokens moves the game and the link") {
    Session s;
    CHECK(s.take(2, 6));                   // the one winning move from 3,5,7: 7 -> 6
    CHECK(s.state().heaps == std::vector<std::uint64_t>{3, 5, 6});
    CHECK(s.analysis().outcome == Outcome::P);
    CHECK(s.link().find("pos=3,5,6") != std::string::npos);
    CHECK_FALSE(s.take(2, 6));             // must take at least one
    CHECK_FALSE(s.take(3, 0));             // no such heap
    CHECK(s.moves_made() == 1);
    s.restart();
    CHECK(s.state().heaps == std::vector<std::uint64_t>{3, 5, 7});
}

TEST_CASE("opening a link replaces the state and keeps its problems as notices") {
    Session s;
    s.open_link("?game=nim&play=misere&pos=1,x");
    CHECK(s.state().play == Play::Misere);
    CHECK(s.state().heaps == std::vector<std::uint64_t>{3, 5, 7});
    REQUIRE(s.notices().size() == 1);
    CHECK(s.notices()[0].where == "pos");
    s.clear_notices();
    CHECK(s.notices().empty());
}

TEST_CASE("a typed position is checked and nothing is lost on error") {
    Session s;
    s.take(0, 1);
    auto bad = s.set_position_text("4,,2");
    CHECK_FALSE(bad.ok());
    CHECK(bad.error().where == "position");
    CHECK(s.state().heaps == std::vector<std::uint64_t>{1, 5, 7});
    CHECK(s.set_position_text("13, 12, 8").ok());
    CHECK(s.analysis().winning_moves.size() == 3);
}
