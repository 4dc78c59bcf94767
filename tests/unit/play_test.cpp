// Sums of different heap games on the page model (app/page.h, the sums' board's view of its play model): Nim + subtraction {1,2,3} + subtraction {2,3}, after Ferguson, Part I, §4, the parts' text form, the
// perfect opponent, undo/redo.
#include <doctest.h>

#include <random>

#include "app/page.h"
#include "app/state.h"

using namespace gl;
using namespace gl::app;
using namespace gl::sums;

namespace {
std::vector<Part> parts(std::string_view text) { return parse_parts(text).value(); }

// What the sums' board does (ui/sum_board.cpp), on a page showing game=sum.
struct SumPlay {
    Page page;
    explicit SumPlay(const std::vector<Part>& ps) {
        page.set_game("sum");
        page.restart_sum(ps);
    }
    const SumView& view() const {
        REQUIRE(page.sum() != nullptr);
        return *page.sum();
    }
    const std::vector<Part>& parts() const { return view().parts; }
    const PlayAnalysis& analysis() const { return view().analysis; }
    bool play(const PlayMove& m) { return page.play_sum(m); }
    bool undo() { return page.play().undo(); }
    bool redo() { return page.play().redo(); }
    std::optional<std::size_t> computer_move() const { return page.play().computer_move(); }
    bool play_computer() { return page.play().play_computer(); }
    bool computer_to_move() const { return page.play().computer_to_move(); }
    std::optional<int> winner() const { return page.play().winner(); }
    void set_computer(int player) { page.play().computer = player; }
};

// The sum of example 8.1 as one game on triples (i, j, k), searched directly: independent of the
// octal engine and of the Sprague-Grundy theorem. Subtraction takes s only from a heap of >= s
// (the standard rule; the seed's max(0, j - s) would let {2,3} move from 1 to 0, which its own
// values a_1 = 0 rule out).
struct Example81 {
    using Position = std::vector<unsigned>;
    std::vector<Position> moves(const Position& p) const {
        std::vector<Position> out;
        for (unsigned i = 0; i < p[0]; ++i) out.push_back({i, p[1], p[2]});
        for (unsigned s : {1u, 2u, 3u})
            if (s <= p[1]) out.push_back({p[0], p[1] - s, p[2]});
        for (unsigned t : {2u, 3u})
            if (t <= p[2]) out.push_back({p[0], p[1], p[2] - t});
        return out;
    }
};
} // namespace

TEST_CASE("parts parse, print back, and say where they go wrong") {
    auto p = parse_parts("nim:7|{1,2,3}:10|S=2,3:6");
    REQUIRE(p.ok());
    REQUIRE(p.value().size() == 3);
    CHECK(p.value()[1].rules == "0.333");
    CHECK(p.value()[2].rules == "0.033");
    CHECK(format_parts(p.value()) == "nim:7|0.333:10|0.033:6");
    CHECK(parse_parts(format_parts(p.value())).value() == p.value());
    CHECK(rules_title("0.333") == "Subtraction {1,2,3}");
    CHECK(rules_title("0.77") == "Kayles");
    CHECK(rules_title("nim") == "Nim");

    CHECK(parse_parts("nim:7|0.#:3").error().offset == 8);
    CHECK(parse_parts("nim:7|0.77:3,x").error().offset == 13);
    CHECK(parse_parts("kayles").error().message.find("RULES:HEAPS") != std::string::npos);
    CHECK(parse_parts("0.77:41").ok()); // past the board's 40 pieces: one piece with its size (issue 42)
    CHECK(parse_parts("0.77:9007199254740992").error().message.find("too large") != std::string::npos);
    CHECK_FALSE(parse_parts("").ok());
}

TEST_CASE("Nim + subtraction {1,2,3} + subtraction {2,3}, after Ferguson, Part I, §4: g(i, j, k) = i xor (j mod 4) xor a_k, and search agrees") {
    const unsigned a[] = {0, 0, 1, 1, 2}; // a_k by k mod 5
    GameSearch<Example81> search{Example81{}};
    for (unsigned i = 0; i <= 9; ++i)
        for (unsigned j = 0; j <= 9; ++j)
            for (unsigned k = 0; k <= 9; ++k) {
                SumPlay s(parts("nim:" + std::to_string(i) + "|{1,2,3}:" + std::to_string(j) + "|{2,3}:" + std::to_string(k)));
                const Grundy g = s.analysis().nim_sum;
                CHECK(g == (i ^ (j % 4) ^ a[k % 5]));
                CHECK(g == search.grundy({i, j, k}));
                // Every winning move leads to a position the search calls P, and there are as many.
                auto expect = search.winning_moves({i, j, k}, Play::Normal);
                CHECK(s.analysis().winning_moves.size() == expect.size());
                for (const PlayMove& m : s.analysis().winning_moves) {
                    const auto after = apply_move(s.parts(), m);
                    const unsigned ii = static_cast<unsigned>(after[0].heaps[0]), jj = static_cast<unsigned>(after[1].heaps[0]),
                                   kk = static_cast<unsigned>(after[2].heaps[0]);
                    CHECK(search.grundy({ii, jj, kk}) == 0);
                }
            }
}

TEST_CASE("Kayles as a row of pins: knocking out a middle pin splits the row") {
    SumPlay s(parts("0.77:7"));
    const auto moves = moves_of(s.parts(), 0, 0);
    // Take 1 or 2 adjacent pins from 7: leave 6, 1+5, 2+4, 3+3, 5, 1+4, 2+3 (each multiset once).
    CHECK(moves.size() == 7);
    PlayMove middle{0, 0, 7, octal::HeapOption{1, 2, {3, 3}}};
    REQUIRE(s.play(middle));
    CHECK(s.parts()[0].heaps == std::vector<std::uint64_t>{3, 3});
    CHECK(s.analysis().nim_sum == 0); // the symmetric answer: Kayles 3 + 3
    CHECK_FALSE(s.play(PlayMove{0, 0, 3, octal::HeapOption{3, 0, {0, 0}}})); // Kayles cannot take 3
    CHECK(s.undo());
    CHECK(s.parts()[0].heaps == std::vector<std::uint64_t>{7});
    CHECK(s.redo());
    CHECK(s.parts()[0].heaps == std::vector<std::uint64_t>{3, 3});

    // The pieces stay where the click cut the row: knocking pin 5 (of 0..6) out leaves 5 | 1.
    SumPlay t(parts("0.77:7"));
    PlayMove cut{0, 0, 7, octal::HeapOption{1, 2, {1, 5}}, true};
    REQUIRE(t.play(cut));
    CHECK(t.parts()[0].heaps == std::vector<std::uint64_t>{5, 1});
    // Emptying a row removes it, unless it is the part's last.
    REQUIRE(t.play(PlayMove{0, 1, 1, octal::HeapOption{1, 0, {0, 0}}}));
    CHECK(t.parts()[0].heaps == std::vector<std::uint64_t>{5});
}

TEST_CASE("every position reached by play can be written as a link and read back") {
    std::mt19937 rng(5);
    for (int game = 0; game < 4; ++game) {
        SumPlay s(parts("0.77:40,40,40,40|0.07:40,40|nim:40|0.333:40|0.137:40,40"));
        while (!s.analysis().game_over) {
            std::vector<PlayMove> all;
            for (std::size_t i = 0; i < s.parts().size(); ++i)
                for (std::size_t j = 0; j < s.parts()[i].heaps.size(); ++j)
                    for (const auto& m : moves_of(s.parts(), i, j)) all.push_back(m);
            REQUIRE(s.play(all[rng() % all.size()]));
            auto back = parse_parts(format_parts(s.parts()));
            REQUIRE(back.ok());
            CHECK(back.value() == s.parts());
        }
    }
    CHECK(parse_parts("4.07:5").error().message.find("without taking") != std::string::npos);
}

TEST_CASE("the computer's move is winning whenever a winning move exists (random sums)") {
    std::mt19937 rng(2024);
    const char* rules[] = {"nim", "0.77", "0.07", "0.137", "0.333", "0.033"};
    for (int t = 0; t < 200; ++t) {
        std::vector<Part> ps;
        const int n = 1 + static_cast<int>(rng() % 3);
        for (int i = 0; i < n; ++i) ps.push_back(Part{rules[rng() % 6], {rng() % 13, rng() % 9}});
        SumPlay s(ps);
        auto m = s.computer_move();
        if (s.analysis().game_over) {
            CHECK_FALSE(m);
            continue;
        }
        REQUIRE(m);
        const bool winning_exists = s.analysis().outcome == Outcome::N;
        s.set_computer(1);
        REQUIRE(s.play_computer());
        if (winning_exists) CHECK(s.analysis().nim_sum == 0);
    }
}

TEST_CASE("against the computer from an N-position the computer wins") {
    std::mt19937 rng(99);
    for (int game = 0; game < 40; ++game) {
        SumPlay s(parts("0.77:" + std::to_string(5 + rng() % 10) + "|nim:" + std::to_string(rng() % 6)));
        if (s.analysis().outcome != Outcome::N) continue;
        s.set_computer(1);
        while (!s.analysis().game_over) {
            if (s.computer_to_move()) REQUIRE(s.play_computer());
            else {
                // The person plays a random legal move.
                std::vector<PlayMove> all;
                for (std::size_t i = 0; i < s.parts().size(); ++i)
                    for (std::size_t j = 0; j < s.parts()[i].heaps.size(); ++j)
                        for (const auto& m : moves_of(s.parts(), i, j)) all.push_back(m);
                REQUIRE(s.play(all[rng() % all.size()]));
            }
        }
        CHECK(s.winner() == 1);
    }
}

TEST_CASE("sum links round-trip and keep their parts canonical") {
    auto r = state_from_link("?game=sum&pos=nim:7|{1,2,3}:10|S=2,3:6&turn=2&computer=1");
    CHECK(r.errors.empty());
    CHECK(r.state.pos == "nim:7|0.333:10|0.033:6");
    CHECK(r.state.turn == 2);
    CHECK(state_from_link(link_from_state(r.state)).state == r.state);
    auto bad = state_from_link("?game=sum&pos=0.77:5|nim:x&play=sideways");
    REQUIRE(bad.errors.size() == 2);
    CHECK(bad.errors[0].where == "pos");
    CHECK(bad.errors[0].offset == 11);
    CHECK(bad.errors[1].where == "play");
    CHECK(bad.state.pos == default_state("sum").pos);
}
