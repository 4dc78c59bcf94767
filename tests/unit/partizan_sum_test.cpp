// Sums with partizan parts (games/partizan_sum.h): `game=sum&pos=clobber:xo|domineering:../..`.
// Checked against the books' values of the parts (Lessons in Play, ch. 2: Clobber xo = *,
// xxo = up, xxoo = 0; Winning Ways, ch. 1: the 2 x 2 Domineering board is +-1, a blue edge is 1),
// against plain minimax over the sum's moves (who wins moving first, without any canonical form),
// and each listed winning move against that minimax: it must leave the opponent, moving first,
// losing. A heap or impartial part counts as its nimber.
#include <doctest.h>

#include <map>
#include <random>
#include <string>

#include "app/game_play.h"
#include "cgt/calc.h"
#include "games/registry.h"

using namespace gl;

namespace {

std::unique_ptr<Ruleset> sum_rules() { return make_ruleset("sum").value(); }

// Who wins moving first, by minimax over the sum's own moves (each side's, or either player's).
class Minimax {
  public:
    explicit Minimax(const Ruleset& r) : r_(r) {}
    bool wins_first(const std::string& pos, Side side) {
        const auto key = std::make_pair(pos, side);
        if (auto it = memo_.find(key); it != memo_.end()) return it->second;
        bool win = false;
        const auto moves = r_.moves(pos);
        if (!moves) FAIL(pos << ": " << moves.error().message);
        for (const GameMove& m : moves.value()) {
            if (m.side != side && m.side != Side::Both) continue;
            if (!wins_first(m.to, side == Side::Left ? Side::Right : Side::Left)) {
                win = true;
                break;
            }
        }
        memo_.emplace(key, win);
        return win;
    }
    Outcome outcome(const std::string& pos) {
        const bool lf = wins_first(pos, Side::Left), rf = wins_first(pos, Side::Right);
        return lf && rf ? Outcome::N : lf ? Outcome::L : rf ? Outcome::R : Outcome::P;
    }

  private:
    const Ruleset& r_;
    std::map<std::pair<std::string, Side>, bool> memo_;
};

std::string canonical(const char* pos) {
    auto a = sum_rules()->analyse(pos, Play::Normal);
    REQUIRE(a);
    return a.value().canonical;
}

} // namespace

TEST_CASE("partizan sums: the books' values of the parts, added") {
    CHECK(canonical("clobber:xo") == "*");
    CHECK(canonical("clobber:xxo") == "^");
    CHECK(canonical("clobber:xxoo") == "0");
    CHECK(canonical("clobber:xxo|nim:1") == "^*");          // up plus star
    CHECK(canonical("domineering:../..|domineering:../..") == "0"); // +-1 + +-1
    CHECK(canonical("domineering:../..|nim:1") == cgt::calculate("+-1 + *").value().canonical_text);
    CHECK(canonical("bluered:0-1b|bluered:0-1r,1-2b") == "1/2"); // 1 + (-1/2)
    // up + up + (-1), as the calculator adds the books' values
    CHECK(canonical("clobber:xxo|clobber:xxo|bluered:0-1r") == cgt::calculate("^ + ^ - 1").value().canonical_text);
}

TEST_CASE("partizan sums: a part of a game of both kinds (Hackenbush) is partizan or not by its picture") {
    CHECK(canonical("hackenbush:0-1b|nim:1") == "1*");                 // a blue edge and a star
    CHECK(canonical("hackenbush:0-1b,1-2r|hackenbush:0-1r") == "-1/2"); // 1/2 - 1
    CHECK(canonical("hackenbush:0-1b,1-2|snort:path:2") == cgt::calculate("1* + {1|-1}").value().canonical_text);
    auto green = sum_rules()->analyse("hackenbush:0-1,1-2|nim:2", Play::Normal); // Green Hackenbush: a stalk of 2 is *2
    REQUIRE(green);
    CHECK_FALSE(green.value().partizan);
    CHECK(green.value().value == Grundy{0});
}

TEST_CASE("partizan sums: outcome and winning moves agree with minimax over the sum") {
    auto r = sum_rules();
    Minimax mm(*r);
    std::mt19937 rng(20261129);
    const char* clobber[] = {"xo", "xxo", "xoo", "xox", "oxo", "xxoo", "xo/ox", "x.o/.ox"};
    const char* domineering[] = {"..", "../..", "...", "#./..", ".../..."};
    const char* toads[] = {"t.f", "tt.f", "t..f", "t.ff"};
    const char* heaps[] = {"nim:1", "nim:2", "nim:3", "0.07:4", "cram:../.."};
    for (int trial = 0; trial < 40; ++trial) {
        std::string pos = std::string("clobber:") + clobber[rng() % 8];
        if (rng() % 2) pos += std::string("|domineering:") + domineering[rng() % 5];
        if (rng() % 2) pos += std::string("|toads:") + toads[rng() % 4];
        if (rng() % 2) pos += std::string("|") + heaps[rng() % 5];
        CAPTURE(pos);
        auto a = r->analyse(pos, Play::Normal);
        REQUIRE(a);
        CHECK(a.value().partizan);
        CHECK(a.value().outcome == mm.outcome(pos));
        // Listed winning moves are exactly the moves that leave the opponent losing moving first.
        std::size_t winning = 0;
        const auto moves = r->moves(pos);
        REQUIRE(moves);
        for (const GameMove& m : moves.value())
            for (Side s : {Side::Left, Side::Right}) {
                if (m.side != s && m.side != Side::Both) continue;
                const Side other = s == Side::Left ? Side::Right : Side::Left;
                winning += !mm.wins_first(m.to, other);
            }
        CHECK(a.value().winning_moves.size() == winning);
        for (const GameMove& w : a.value().winning_moves) {
            REQUIRE(w.side != Side::Both);
            CHECK_FALSE(mm.wins_first(w.to, w.side == Side::Left ? Side::Right : Side::Left));
        }
    }
}

TEST_CASE("partizan sums: the ruleset says which kind each position is") {
    auto r = sum_rules();
    CHECK_FALSE(r->partizan_at("nim:3|0.07:5"));
    CHECK_FALSE(r->partizan_at("clobber(impartial):xo|nim:1")); // the impartial variant: Grundy values
    CHECK(r->partizan_at("clobber:xo|nim:1"));
    CHECK(r->partizan_at("clobber(partizan):xo"));
    CHECK(r->canonical("clobber(partizan):xo").value() == "clobber:xo");
    // The Sprague-Grundy sum keeps its Grundy value; the partizan one has none.
    CHECK(r->analyse("clobber(impartial):xo|nim:1", Play::Normal).value().value == Grundy{0});
    CHECK_FALSE(r->analyse("clobber:xo|nim:1", Play::Normal).value().value);
    // Misère play of partizan games is not offered: refused, not misread as an impartial sum.
    auto m = r->analyse("clobber:xo|nim:1", Play::Misere);
    REQUIRE_FALSE(m);
    CHECK(m.error().where == "play");
    // A rule parameter that says what the game is must still be written.
    auto moore = r->canonical("moore:1,2");
    REQUIRE_FALSE(moore);
    CHECK(moore.error().message.find("moore(") != std::string::npos);
}

TEST_CASE("partizan sums in play: Left and Right, and an impartial part's move played for either") {
    app::GamePlay play;
    play.start(std::shared_ptr<const Ruleset>(sum_rules()), "domineering:..|nim:1", Play::Normal, 2); // Right to move
    CHECK(play.partizan());
    while (play.analysing()) play.advance_analysis(100);
    // -1*: Right wins only by taking the Nim heap (leaving -1); in Domineering, to *, Left wins.
    const auto mv = play.computer_move();
    REQUIRE(mv);
    CHECK(play.winning(*mv));
    CHECK(play.moves()[*mv].to == "domineering:..|nim:0");
}
