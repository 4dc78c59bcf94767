// The actions a click takes (app/session.h), checked without a browser.
#include <doctest.h>

#include "app/session.h"

#include <random>

using namespace gl;
using namespace gl::app;

TEST_CASE("a session starts at the default position 3,5,7") {
    Session s;
    CHECK(s.heaps() == std::vector<std::uint64_t>{3, 5, 7});
    CHECK(s.analysis().nim_sum == 1);
    CHECK(s.analysis().outcome == Outcome::N);
    CHECK(s.link() == "?v=1&game=nim&play=normal&pos=3,5,7&turn=1&computer=off&hints=on");
}

TEST_CASE("taking tokens moves the game and the link") {
    Session s;
    CHECK(s.take(2, 6));                   // the one winning move from 3,5,7: 7 -> 6
    CHECK(s.heaps() == std::vector<std::uint64_t>{3, 5, 6});
    CHECK(s.analysis().outcome == Outcome::P);
    CHECK(s.link().find("pos=3,5,6") != std::string::npos);
    CHECK_FALSE(s.take(2, 6));             // must take at least one
    CHECK_FALSE(s.take(3, 0));             // no such heap
    CHECK(s.moves().size() == 1);
    s.restart();
    CHECK(s.heaps() == std::vector<std::uint64_t>{3, 5, 7});
}

TEST_CASE("opening a link replaces the state and keeps its problems as notices") {
    Session s;
    s.open_link("?game=nim&play=misere&pos=1,x");
    CHECK(s.state().play == Play::Misere);
    CHECK(s.heaps() == std::vector<std::uint64_t>{3, 5, 7});
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
    CHECK(s.heaps() == std::vector<std::uint64_t>{1, 5, 7});
    CHECK(s.set_position_text("13, 12, 8").ok());
    CHECK(s.analysis().winning_moves.size() == 3);
}

TEST_CASE("turns alternate, and undo/redo walk the move list") {
    Session s;
    CHECK(s.state().turn == 1);
    s.take(0, 0);
    s.take(1, 2);
    CHECK(s.state().turn == 1);
    REQUIRE(s.moves().size() == 2);
    CHECK(s.moves()[1].player == 2);
    CHECK(s.moves()[1].move == nim::Move{1, 5, 2});
    CHECK(s.undo());
    CHECK(s.heaps() == std::vector<std::uint64_t>{0, 5, 7});
    CHECK(s.state().turn == 2);
    CHECK(s.can_redo());
    CHECK(s.redo());
    CHECK(s.heaps() == std::vector<std::uint64_t>{0, 2, 7});
    CHECK_FALSE(s.redo());
    s.undo();
    s.take(2, 0); // a new move forgets the undone one
    CHECK_FALSE(s.can_redo());
    CHECK(s.undo());
    CHECK(s.undo());
    CHECK_FALSE(s.undo());
    CHECK(s.heaps() == std::vector<std::uint64_t>{3, 5, 7});
}

TEST_CASE("coming back to Nim from another game restores Nim's turn") {
    Session s;
    s.take(0, 1); // player 1 moved: player 2 to move
    s.set_game("sum");
    s.set_screen_state("0.77:5", "", 1, 0); // the other game wrote its own turn into the shared key
    s.resume_nim();
    CHECK(s.state().game == "nim");
    CHECK(s.state().turn == 2);
    CHECK(s.state().pos == "1,5,7"); // and Nim's own position
    s.set_game("sum");
    CHECK(s.state().pos == "0.77:5"); // each game keeps its own position
}

TEST_CASE("the winner: normal play the last mover, misère the other player") {
    Session s;
    s.set_position({2});
    s.take(0, 0); // player 1 takes the last token
    REQUIRE(s.game_over());
    CHECK(s.winner() == 1);
    s.undo();
    s.set_play(Play::Misere);
    s.take(0, 0);
    CHECK(s.winner() == 2);
}

TEST_CASE("the computer wins every game from an N-position, whoever it plays against") {
    // Against every possible sequence of replies is too many; against a random opponent and
    // against the opponent that also plays the computer's strategy, from random positions.
    std::mt19937 rng(7);
    for (int game = 0; game < 300; ++game) {
        Session s;
        std::vector<std::uint64_t> heaps(1 + rng() % 5);
        for (auto& h : heaps) h = rng() % 10;
        s.set_position(heaps);
        s.set_play(game % 2 ? Play::Misere : Play::Normal);
        if (s.game_over() || s.analysis().outcome != Outcome::N) continue;
        s.set_computer(1);
        while (!s.game_over()) {
            if (s.computer_to_move()) {
                REQUIRE(s.play_computer());
                CHECK(s.analysis().outcome == Outcome::P); // it always leaves a P-position
            } else {
                const auto& h = s.heaps();
                std::size_t i = rng() % h.size();
                while (h[i] == 0) i = (i + 1) % h.size();
                s.take(i, rng() % h[i]);
            }
        }
        CHECK(s.winner() == 1);
    }
}

TEST_CASE("from a P-position the computer keeps the game long") {
    auto m = nim::computer_move(nim::analyse(std::vector<nim::Heap>{1, 2, 3}, Play::Normal));
    REQUIRE(m);
    CHECK(*m == nim::Move{2, 3, 2});
    CHECK_FALSE(nim::computer_move(nim::analyse(std::vector<nim::Heap>{0, 0}, Play::Normal)));
}
