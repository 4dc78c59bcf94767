// The actions a click takes on the page model (app/page.h), checked without a browser: Nim on the
// one play model, with Bouton's analysis beside it.
#include <doctest.h>

#include "app/page.h"
#include "core/text.h"

#include <random>

using namespace gl;
using namespace gl::app;

namespace {
// Nim from `heaps`, player 1 to move.
void set_position(Page& s, const std::vector<std::uint64_t>& heaps) { s.restart_at(gl::format_uint_list(heaps)); }
const nim::Analysis& analysis(const Page& s) {
    REQUIRE(s.nim() != nullptr);
    return *s.nim();
}
} // namespace

TEST_CASE("a page starts with Nim at the default position 3,5,7") {
    Page s;
    CHECK(s.screen() == Screen::Play);
    CHECK(s.nim_heaps() == std::vector<std::uint64_t>{3, 5, 7});
    CHECK(analysis(s).nim_sum == 1);
    CHECK(analysis(s).outcome == Outcome::N);
    CHECK(s.link() == "?v=1&game=nim&play=normal&pos=3,5,7&turn=1&computer=off&hints=on");
}

TEST_CASE("taking tokens moves the game and the link") {
    Page s;
    CHECK(s.take(2, 6));                   // the one winning move from 3,5,7: 7 -> 6
    CHECK(s.nim_heaps() == std::vector<std::uint64_t>{3, 5, 6});
    CHECK(analysis(s).outcome == Outcome::P);
    CHECK(s.link().find("pos=3,5,6") != std::string::npos);
    CHECK_FALSE(s.take(2, 6));             // must take at least one
    CHECK_FALSE(s.take(3, 0));             // no such heap
    CHECK(s.nim_moves().size() == 1);
    s.restart_at(s.play().start_position());
    CHECK(s.nim_heaps() == std::vector<std::uint64_t>{3, 5, 7});
}

TEST_CASE("opening a link replaces the state and keeps its problems as notices") {
    Page s;
    s.open_link("?game=nim&play=misere&pos=1,x");
    CHECK(s.state().play == Play::Misere);
    CHECK(s.nim_heaps() == std::vector<std::uint64_t>{3, 5, 7});
    REQUIRE(s.notices().size() == 1);
    CHECK(s.notices()[0].where == "pos");
    s.clear_notices();
    CHECK(s.notices().empty());
}

TEST_CASE("a typed position is checked and nothing is lost on error") {
    Page s;
    s.take(0, 1);
    auto bad = s.set_heaps_text("4,,2");
    CHECK_FALSE(bad.ok());
    CHECK(bad.error().where == "position");
    CHECK(s.nim_heaps() == std::vector<std::uint64_t>{1, 5, 7});
    CHECK(s.set_heaps_text("13, 12, 8").ok());
    CHECK(analysis(s).winning_moves.size() == 3);
}

TEST_CASE("turns alternate, and undo/redo walk the move list") {
    Page s;
    CHECK(s.state().turn == 1);
    s.take(0, 0);
    s.take(1, 2);
    CHECK(s.state().turn == 1);
    REQUIRE(s.nim_moves().size() == 2);
    CHECK(s.nim_moves()[1].player == 2);
    CHECK(s.nim_moves()[1].move == nim::Move{1, 5, 2});
    CHECK(s.play().undo());
    CHECK(s.nim_heaps() == std::vector<std::uint64_t>{0, 5, 7});
    CHECK(s.state().turn == 2);
    CHECK(s.play().can_redo());
    CHECK(s.play().redo());
    CHECK(s.nim_heaps() == std::vector<std::uint64_t>{0, 2, 7});
    CHECK_FALSE(s.play().redo());
    s.play().undo();
    s.take(2, 0); // a new move forgets the undone one
    CHECK_FALSE(s.play().can_redo());
    CHECK(s.play().undo());
    CHECK(s.play().undo());
    CHECK_FALSE(s.play().undo());
    CHECK(s.nim_heaps() == std::vector<std::uint64_t>{3, 5, 7});
}

TEST_CASE("coming back to a game restores its position and turn; each game keeps its own") {
    Page s;
    s.take(0, 1); // player 1 moved: player 2 to move
    s.set_game("sum");
    CHECK(s.state().game == "sum");
    CHECK(s.state().turn == 1); // the sum starts with its own turn
    REQUIRE(s.sum() != nullptr);
    REQUIRE(s.play_sum(sums::moves_of(s.sum()->parts, 0, 0).at(0))); // the sum's player 1 moves
    CHECK(s.state().turn == 2);
    const std::string sum_pos = s.state().pos;
    s.set_game("nim");
    CHECK(s.state().game == "nim");
    CHECK(s.state().turn == 2);
    CHECK(s.state().pos == "1,5,7"); // and Nim's own position
    CHECK(s.nim_heaps() == std::vector<std::uint64_t>{1, 5, 7});
    s.set_game("sum");
    CHECK(s.state().pos == sum_pos); // each game keeps its own position
    CHECK(s.state().turn == 2);
    s.set_game("octal");
    CHECK(s.screen() == Screen::Explorer);
    s.set_game("sum");
    CHECK(s.state().pos == sum_pos);
}

TEST_CASE("the winner: normal play the last mover, misère the other player") {
    Page s;
    set_position(s, {2});
    s.take(0, 0); // player 1 takes the last token
    REQUIRE(s.play().game_over());
    CHECK(s.play().winner() == 1);
    s.play().undo();
    s.play().set_play(Play::Misere);
    s.take(0, 0);
    CHECK(s.play().winner() == 2);
}

TEST_CASE("the computer wins every game from an N-position, whoever it plays against") {
    // Against every possible sequence of replies is too many; against a random opponent and
    // against the opponent that also plays the computer's strategy, from random positions.
    std::mt19937 rng(7);
    for (int game = 0; game < 300; ++game) {
        Page s;
        std::vector<std::uint64_t> heaps(1 + rng() % 5);
        for (auto& h : heaps) h = rng() % 10;
        set_position(s, heaps);
        s.play().set_play(game % 2 ? Play::Misere : Play::Normal);
        if (s.play().game_over() || analysis(s).outcome != Outcome::N) continue;
        s.play().computer = 1;
        while (!s.play().game_over()) {
            if (s.play().computer_to_move()) {
                REQUIRE(s.play().play_computer());
                CHECK(analysis(s).outcome == Outcome::P); // it always leaves a P-position
            } else {
                const auto& h = s.nim_heaps();
                std::size_t i = rng() % h.size();
                while (h[i] == 0) i = (i + 1) % h.size();
                s.take(i, rng() % h[i]);
            }
        }
        CHECK(s.play().winner() == 1);
    }
}

TEST_CASE("from a P-position the computer keeps the game long") {
    auto m = nim::computer_move(nim::analyse(std::vector<nim::Heap>{1, 2, 3}, Play::Normal));
    REQUIRE(m);
    CHECK(*m == nim::Move{2, 3, 2});
    CHECK_FALSE(nim::computer_move(nim::analyse(std::vector<nim::Heap>{0, 0}, Play::Normal)));
}

// Today's links keep opening what they opened before the page model: each screen's model reads its
// keys, and the link written back from the model reads to the same state.
TEST_CASE("every kind of link opens its screen's model, and the link written back reads the same") {
    Page p;
    p.open_link("?v=1&game=octal&rules=0.07&n=200&view=plot");
    CHECK(p.notices().empty());
    CHECK(p.screen() == Screen::Explorer);
    CHECK(p.explorer().code() == "0.07");
    CHECK(p.explorer().target() == 200);
    CHECK(p.state().view == "plot");
    CHECK(state_from_link(p.link()).state == p.state());

    p.open_link("?v=1&game=cgt&expr={3|1}&vs=2");
    CHECK(p.screen() == Screen::Calculator);
    REQUIRE(p.calculator().calc() != nullptr);
    CHECK(p.calculator().expr() == "{3|1}");
    CHECK(p.state().vs == "2");
    CHECK(state_from_link(p.link()).state == p.state());

    p.open_link("?v=1&game=kayles&pos=5"); // not a game: Nim, and the problem said
    CHECK(p.screen() == Screen::Play);
    CHECK(p.nim() != nullptr);
    REQUIRE(p.notices().size() == 1);
    CHECK(p.notices()[0].where == "game");

    // A generic ruleset: the play model's moves are the link's position and turn.
    p.open_link("?v=1&game=subtraction&rules=1,2,3&pos=10&turn=2");
    CHECK(p.notices().empty());
    CHECK(p.nim() == nullptr);
    CHECK(p.sum() == nullptr);
    REQUIRE(p.play().rules() != nullptr);
    CHECK(p.play().turn() == 2);
    REQUIRE(p.play().analysis().value.has_value());
    CHECK(*p.play().analysis().value == 2); // 10 mod 4
    REQUIRE(p.play().play_to("8"));
    CHECK(p.state().pos == "8");
    CHECK(p.state().turn == 1);
    CHECK(state_from_link(p.link()).state == p.state());
}

TEST_CASE("an explorer n over its game's cap is said and capped, and the link says the n shown") {
    Page p;
    p.open_link("?v=1&game=octal&rules=lasker&n=100000000");
    REQUIRE(p.screen() == Screen::Explorer);
    REQUIRE(p.notices().size() == 1);
    CHECK(p.notices()[0].where == "n");
    CHECK(p.state().n == p.explorer().max_target());
    CHECK(p.link().find("n=" + std::to_string(p.explorer().max_target())) != std::string::npos);
}

TEST_CASE("the sums' view follows the play model: heap parts under normal play only") {
    Page p;
    p.open_link("?v=1&game=sum&pos=nim:3|0.77:4");
    REQUIRE(p.sum() != nullptr);
    CHECK(p.sum()->analysis.nim_sum == (3 ^ 1)); // Kayles G(4) = 1 (Winning Ways, ch. 4)
    p.play().set_play(Play::Misere); // the generic screen draws it now, moves and all
    CHECK(p.sum() == nullptr);
    CHECK(p.state().play == Play::Misere);
    CHECK(!sum_board_draws(p.state()));
    p.play().set_play(Play::Normal);
    REQUIRE(p.sum() != nullptr);
    CHECK(sum_board_draws(p.state()));
}

// "Search 10 times longer" (GamePlay::set_search_budget) is kept in the link, and a link's
// budget= opens the page's search with it; a move keeps it; another game or a link without it
// starts at the default.
TEST_CASE("the search's budget travels in the link") {
    Page s;
    const std::string board = "?v=1&game=domineering&pos=x..../...../..x../...../....x"; // in no other test
    s.open_link(board + "&budget=2000");
    CHECK(s.play().search_budget() == 2000);
    CHECK(s.play().analysis().outcome == Outcome::Unknown); // too large within 2,000 steps
    CHECK(s.play().analysis().reason.find("more than 2,000 steps") != std::string::npos);
    s.play().set_search_budget(20000000);
    CHECK(s.play().analysis().outcome != Outcome::Unknown);
    CHECK(s.link().find("&budget=20000000") != std::string::npos);
    REQUIRE_FALSE(s.play().moves().empty());
    CHECK(s.play().play(0));
    CHECK(s.play().search_budget() == 20000000);
    CHECK(s.link().find("&budget=20000000") != std::string::npos);
    s.set_game("clobber");
    CHECK(s.play().search_budget() == kDefaultSearchBudget);
    s.open_link(board);
    CHECK(s.play().search_budget() == kDefaultSearchBudget);
    CHECK(s.link().find("budget") == std::string::npos);
}
