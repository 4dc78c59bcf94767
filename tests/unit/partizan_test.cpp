// Partizan rulesets (games/partizan.h): Domineering and Cutcake. Outcomes against minimax written
// here on the boards themselves, canonical forms against forms built here from the plain game
// tree (no regions, no cache), published values, and the play model with Left and Right.
#include <doctest.h>

#include <map>
#include <random>
#include <string>
#include <vector>

#include "app/game_play.h"
#include "cgt/calc.h"
#include "games/cutcake.h"
#include "games/domineering.h"
#include "games/registry.h"

using namespace gl;

namespace {

// ---- Domineering by hand: a board is rows of '.' and '#' ----------------------------------------

using Board = std::vector<std::string>;

// Minimax on the board itself: does the player to move (Left: vertical) win?
class DominoBrute {
  public:
    bool wins_first(const Board& b, bool left) {
        auto key = std::make_pair(b, left);
        if (auto it = memo_.find(key); it != memo_.end()) return it->second;
        bool win = false;
        for (std::size_t r = 0; r < b.size() && !win; ++r)
            for (std::size_t c = 0; c < b[r].size() && !win; ++c) {
                const std::size_t r2 = left ? r + 1 : r, c2 = left ? c : c + 1;
                if (r2 >= b.size() || c2 >= b[r].size() || b[r][c] != '.' || b[r2][c2] != '.') continue;
                Board next = b;
                next[r][c] = next[r2][c2] = '#';
                win = !wins_first(next, !left);
            }
        memo_.emplace(key, win);
        return win;
    }
    Outcome outcome(const Board& b) {
        const bool lf = wins_first(b, true), rf = wins_first(b, false);
        return lf && rf ? Outcome::N : lf ? Outcome::L : rf ? Outcome::R : Outcome::P;
    }

  private:
    std::map<std::pair<Board, bool>, bool> memo_;
};

std::string text_of(const Board& b) { return domineering::join_rows(b); }

const Ruleset& ruleset(std::string_view id) {
    static std::map<std::string, std::unique_ptr<Ruleset>> made;
    auto& r = made[std::string(id)];
    if (!r) r = std::move(make_ruleset(id).value());
    return *r;
}

Analysis analysis(std::string_view id, std::string_view pos) {
    auto a = ruleset(id).analyse(pos, Play::Normal);
    REQUIRE_MESSAGE(a, (a ? "" : a.error().describe()));
    return a.value();
}

// The canonical form from the whole game tree of a position, without splitting it into regions
// and without any cache: every option valued, then {L | R} simplified.
template <class G>
cgt::Id plain_value(const G& g, cgt::Store& s, const typename G::Position& p, std::map<std::string, cgt::Id>& memo) {
    const std::string k = g.format(p);
    if (auto it = memo.find(k); it != memo.end()) return it->second;
    std::vector<cgt::Id> l, r;
    for (const auto& o : g.options(p)) (o.side == Side::Left ? l : r).push_back(plain_value(g, s, o.to, memo));
    const cgt::Id v = s.simplify(l, r);
    memo.emplace(k, v);
    return v;
}

// Two games equal, by the calculator's comparison of their canonical texts.
bool equal_games(const std::string& g, const std::string& h) {
    auto c = cgt::compare_exprs(g, h);
    REQUIRE_MESSAGE(c, (c ? "" : c.error().describe()));
    return c.value().known && c.value().relation == cgt::Relation::Equal;
}

} // namespace

TEST_CASE("Domineering: published values (Winning Ways ch. 2): strips, the 2 x 2 square is ±1, a 1 x 1 square is 0") {
    // A vertical strip of n squares is n/2 rounded down for Left; a horizontal one the negative.
    for (int n = 1; n <= 8; ++n) {
        CAPTURE(n);
        std::string vertical;
        for (int i = 0; i < n; ++i) vertical += i ? "/." : ".";
        const std::string horizontal(static_cast<std::size_t>(n), '.');
        CHECK(analysis("domineering", vertical).canonical == std::to_string(n / 2));
        CHECK(analysis("domineering", horizontal).canonical == (n / 2 == 0 ? "0" : "-" + std::to_string(n / 2)));
    }
    const Analysis sq = analysis("domineering", "../..");
    CHECK(sq.canonical == "+-1");
    CHECK(sq.value_name == "±1");
    CHECK(sq.outcome == Outcome::N);
    // Left's only moves leave a vertical domino's worth (1): both are winning for Left.
    int left_wins = 0, right_wins = 0;
    for (const auto& w : sq.winning_moves) (w.side == Side::Left ? left_wins : right_wins)++;
    CHECK(left_wins == 2);
    CHECK(right_wins == 2);
    // An L-tromino's corner: Left has one move (to 0), Right one (to 0): {0|0} = *.
    CHECK(analysis("domineering", "../.#").canonical == "*");
}

TEST_CASE("Domineering: outcomes by minimax on the board agree with the canonical form, on every board inside 3 x 3 and random 4 x 4 boards") {
    DominoBrute brute;
    for (unsigned mask = 0; mask < 512; ++mask) {
        Board b(3, std::string(3, '#'));
        for (int k = 0; k < 9; ++k)
            if (mask >> k & 1) b[k / 3][k % 3] = '.';
        CAPTURE(text_of(b));
        CHECK(analysis("domineering", text_of(b)).outcome == brute.outcome(b));
    }
    std::mt19937 rng(12);
    for (int t = 0; t < 60; ++t) {
        Board b(4, std::string(4, '.'));
        for (auto& row : b)
            for (char& c : row)
                if (rng() % 4 == 0) c = '#';
        CAPTURE(text_of(b));
        const Analysis a = analysis("domineering", text_of(b));
        CHECK(a.outcome == brute.outcome(b));
        // Each winning move leaves the opponent, moving first, lost.
        for (const auto& w : a.winning_moves) {
            Board next = domineering::rows_of(w.to);
            CHECK(!brute.wins_first(next, w.side == Side::Right));
        }
    }
}

TEST_CASE("Domineering: regions valued alone and added equal the plain game tree; mirror images are equal, the transpose is the negative") {
    const domineering::DomineeringGame g;
    cgt::Store s;
    std::map<std::string, cgt::Id> memo;
    for (const char* pos : {"..#../..#..", "...#./.#.../.....", "..../.##./....", "...../#.#.#/.....", ".#./#.#/.#."}) {
        CAPTURE(pos);
        const Analysis a = analysis("domineering", pos);
        const std::string plain = s.text(plain_value(g, s, g.parse(pos, "pos").value(), memo));
        CHECK(a.canonical == plain);
    }
    // Mirror images keep the value; the transpose (vertical <-> horizontal) negates it.
    for (const char* pos : {"..../.#../...#", "..#/.../...", "...../..#../....."}) {
        CAPTURE(pos);
        const Board b = domineering::rows_of(pos);
        Board mirror = b, transpose(b[0].size(), std::string(b.size(), '#'));
        for (auto& row : mirror) std::reverse(row.begin(), row.end());
        for (std::size_t r = 0; r < b.size(); ++r)
            for (std::size_t c = 0; c < b[r].size(); ++c) transpose[c][r] = b[r][c];
        const std::string v = analysis("domineering", pos).canonical;
        CHECK(equal_games(analysis("domineering", text_of(mirror)).canonical, v));
        CHECK(equal_games(analysis("domineering", text_of(transpose)).canonical, "-(" + v + ")"));
    }
}

TEST_CASE("Domineering: bad boards name the character") {
    const Ruleset& r = ruleset("domineering");
    auto e = r.canonical("../.z");
    REQUIRE(!e);
    CHECK(e.error().describe() == "pos, character 5: 'z' is not a square: use '.' (free) or 'x' (taken), rows separated by '/'");
    // A taken square is written 'x' (URL-safe); '#' (older links, as %23) still reads.
    CHECK(r.canonical("../.#").value() == "../.x");
    CHECK(r.canonical("x./..").value() == "x./..");
    CHECK(!r.canonical("../..."));
    CHECK(!r.canonical("........./."));
    CHECK(!r.canonical("./././././././././."));
    CHECK(!r.canonical(""));
}

TEST_CASE("Cutcake: every piece is an integer (Winning Ways ch. 2), by the game tree and by the simplicity rule") {
    const cutcake::CutcakeGame g;
    for (int w = 1; w <= 9; ++w)
        for (int h = 1; h <= 9; ++h) {
            CAPTURE(w);
            CAPTURE(h);
            const std::string pos = std::to_string(w) + "x" + std::to_string(h);
            const Analysis a = analysis("cutcake", pos);
            CHECK(a.canonical == std::to_string(cutcake::piece_value(w, h)));
            // Strips: a 1-tall strip of width w gives Left w - 1 free moves; a 1-wide one Right h - 1.
            if (h == 1) CHECK(cutcake::piece_value(w, h) == w - 1);
            if (w == 1) CHECK(cutcake::piece_value(w, h) == -(h - 1));
            // Symmetry: turning the cake a quarter swaps the players.
            CHECK(cutcake::piece_value(w, h) == -cutcake::piece_value(h, w));
        }
    // The plain tree of a whole multi-piece cake, without splitting into pieces.
    cgt::Store s;
    std::map<std::string, cgt::Id> memo;
    for (const char* pos : {"3x2,2x3", "4x2,2x2,1x3", "5x3"}) {
        CAPTURE(pos);
        auto p = g.parse(pos, "pos").value();
        CHECK(analysis("cutcake", pos).canonical == s.text(plain_value(g, s, p, memo)));
    }
    CHECK(analysis("cutcake", "2x2").canonical == "0");
    CHECK(analysis("cutcake", "2x2").outcome == Outcome::P);
    CHECK(analysis("cutcake", "4x3").outcome == cgt::calculate(analysis("cutcake", "4x3").canonical).value().outcome);
    CHECK(analysis("cutcake", "").game_over);
    CHECK(ruleset("cutcake").canonical("2x2,1x1,3x1").value() == "3x1,2x2");
    CHECK(ruleset("cutcake").canonical("2x0").error().describe().find("pos, character 3") == 0);
    CHECK(!ruleset("cutcake").canonical("17x1"));
}

TEST_CASE("Partizan analysis keeps the impartial fields and adds valueName and each move's side; canonical for both kinds") {
    const Analysis a = analysis("domineering", "../..");
    const std::string json = analysis_json(a);
    CHECK(json.find("\"partizan\":true") != std::string::npos);
    CHECK(json.find("\"canonical\":\"+-1\"") != std::string::npos);
    CHECK(json.find("\"value\":null") != std::string::npos);
    CHECK(json.find("\"outcome\":\"N\"") != std::string::npos);
    CHECK(json.find("\"side\":\"L\"") != std::string::npos);
    const std::string nim = analysis_json(analysis("nim", "1,2"));
    CHECK(nim.find("partizan") == std::string::npos);
    // An impartial game's canonical form is its nimber (issue 44: every graph game answers
    // {ok, outcome, value, canonical}): Nim 1,2 is *1 + *2 = *3.
    CHECK(nim.find("\"canonical\":\"*3\"") != std::string::npos);
}

TEST_CASE("The play model: each player makes only its side's moves; the computer as Left or Right wins every game it can") {
    std::shared_ptr<const Ruleset> r(std::move(make_ruleset("domineering").value()));
    std::mt19937 rng(5);
    DominoBrute brute;
    for (const char* start : {"..../..../....", "...#/..../....", "..../..#./...."}) {
        for (int computer : {1, 2}) {
            for (int first : {1, 2}) {
                app::GamePlay play;
                play.start(r, start, Play::Normal, first);
                play.computer = computer;
                const bool computer_first = first == computer;
                const bool computer_should_win =
                    brute.wins_first(domineering::rows_of(start), computer_first ? computer == 1 : computer != 1) == computer_first;
                CAPTURE(start);
                CAPTURE(computer);
                CAPTURE(first);
                while (!play.game_over()) {
                    for (std::size_t i = 0; i < play.moves().size(); ++i)
                        CHECK(play.legal(i) == (play.moves()[i].side == app::GamePlay::side_of(play.turn())));
                    if (play.computer_to_move()) {
                        REQUIRE(play.play_computer());
                    } else {
                        std::vector<std::size_t> legal;
                        for (std::size_t i = 0; i < play.moves().size(); ++i)
                            if (play.legal(i)) legal.push_back(i);
                        REQUIRE(play.play(legal[rng() % legal.size()]));
                    }
                }
                if (computer_should_win) CHECK(play.winner() == computer);
            }
        }
    }
}

TEST_CASE("The play model in steps (the page): the analysis spread over calls equals the analysis at once, and can be cancelled") {
    using Values = PartizanValues<domineering::DomineeringGame>;
    std::shared_ptr<const Ruleset> r(std::move(make_ruleset("domineering").value()));
    for (const std::string board : {"..../..../..../....", "...../...#./...../...../.....", "#../.../...", "xx/xx"}) {
        CAPTURE(board);
        Values::shared().reset(); // nothing computed yet: the steps do all the work
        app::GamePlay stepped;
        stepped.set_analysis_steps(2'000, 0); // one step a call
        stepped.start(r, board, Play::Normal);
        std::size_t calls = 1;
        double progress = 0;
        while (stepped.analysing()) {
            CHECK(stepped.analysis().outcome == Outcome::Unknown);
            CHECK(stepped.analysis().canonical.empty());
            CHECK(stepped.analysis_progress() > progress); // each step is counted
            progress = stepped.analysis_progress();
            stepped.advance_analysis(0);
            ++calls;
        }
        Values::shared().reset();
        const Analysis whole = r->analyse(board, Play::Normal).value();
        const Analysis& a = stepped.analysis();
        CHECK(a.method == Method::Search);
        CHECK(a.canonical == whole.canonical);
        CHECK(a.value_name == whole.value_name);
        CHECK(a.outcome == whole.outcome);
        REQUIRE(a.winning_moves.size() == whole.winning_moves.size());
        for (std::size_t i = 0; i < a.winning_moves.size(); ++i) CHECK(a.winning_moves[i].to == whole.winning_moves[i].to);
        REQUIRE(a.options.size() == whole.options.size());
        for (std::size_t i = 0; i < a.options.size(); ++i) CHECK(a.options[i].canonical == whole.options[i].canonical);
        // The 4 x 4 boards need many steps of 2000; a full board answers in the first.
        if (board.size() > 12) CHECK(calls > 3);
        if (board == "xx/xx") CHECK(calls == 1);
    }
    // Cancelled: unknown, said so; the next position is analysed again.
    Values::shared().reset();
    app::GamePlay play;
    play.set_analysis_steps(1'000, 0);
    play.start(r, "..../..../..../....", Play::Normal);
    REQUIRE(play.analysing());
    play.cancel_analysis();
    CHECK_FALSE(play.analysing());
    CHECK(play.analysis().outcome == Outcome::Unknown);
    CHECK(play.analysis().reason.find("cancelled") != std::string::npos);
    std::size_t first = 0;
    while (first < play.moves().size() && !play.legal(first)) ++first;
    REQUIRE(play.play(first));
    CHECK(play.analysing());
    while (play.analysing()) play.advance_analysis(1000);
    CHECK(play.analysis().outcome != Outcome::Unknown);
    // An impartial ruleset answers in the first step, whatever the step.
    std::shared_ptr<const Ruleset> nim(std::move(make_ruleset("nim").value()));
    app::GamePlay heaps;
    heaps.set_analysis_steps(1, 0);
    heaps.start(nim, "3,5,7", Play::Normal);
    CHECK_FALSE(heaps.analysing());
    CHECK(heaps.analysis().value == Grundy{1});
}

TEST_CASE("Blue-Red Hackenbush in steps: a dense picture spread over calls has the value of the picture at once") {
    std::shared_ptr<const Ruleset> r(std::move(make_ruleset("bluered").value()));
    // Every colour, circuits on the ground and off it: canonical forms through the calculator.
    const char* picture = "0-1g,0-2g,1-2b,1-3r,2-3r,3-4g,4-5b,2-5r,5-6g,1-6b,6-7r";
    auto whole = r->analyse(picture, Play::Normal);
    REQUIRE(whole);
    REQUIRE(whole.value().method == Method::Search);
    app::GamePlay stepped;
    stepped.set_analysis_steps(500, 0);
    stepped.start(r, picture, Play::Normal);
    std::size_t calls = 1;
    for (; stepped.analysing(); ++calls) stepped.advance_analysis(0);
    CHECK(stepped.analysis().canonical == whole.value().canonical);
    CHECK(stepped.analysis().outcome == whole.value().outcome);
}
