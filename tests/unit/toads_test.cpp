// Toads and Frogs (games/toads.h on games/grid.h): the values Winning Ways works out in ch. 2,
// and every strip of up to 8 squares and every pair of strips of 4 against minimax and (impartial
// variant) mex written here on the strips themselves. rules=a,b,c,d (CGSuite's GenToadsAndFrogs):
// CGSuite's own examples, and every strip of up to 6 squares under 52 rule sets against minimax
// with the moves written again here from the rules' statement.
#include <doctest.h>

#include "app/game_play.h"
#include "board_brute.h"
#include "games/toads.h"

using namespace gl;
using brute::Board;

namespace {

// Toads and Frogs by hand: a toad steps right into an empty square, or hops one frog into an
// empty square; a frog likewise to the left.
std::vector<Board> toad_moves(const Board& b, bool left) {
    const char me = left ? 't' : 'f', them = left ? 'f' : 't';
    const int d = left ? 1 : -1;
    std::vector<Board> out;
    for (std::size_t r = 0; r < b.size(); ++r)
        for (int c = 0; c < static_cast<int>(b[r].size()); ++c) {
            if (b[r][c] != me) continue;
            auto empty = [&](int k) { return k >= 0 && k < static_cast<int>(b[r].size()) && b[r][k] == '.'; };
            auto go = [&](int k) {
                Board n = b;
                n[r][c] = '.';
                n[r][k] = me;
                out.push_back(n);
            };
            if (empty(c + d)) go(c + d);
            else if (c + d >= 0 && c + d < static_cast<int>(b[r].size()) && b[r][c + d] == them && empty(c + 2 * d)) go(c + 2 * d);
        }
    return out;
}

Analysis analyse(const std::string& pos, const std::string& variant = "") {
    return brute::ruleset("toads", variant).analyse(pos, Play::Normal).value();
}

} // namespace

TEST_CASE("toads: the values Winning Ways works out (ch. 2)") {
    // Winning Ways, ch. 2: TFTF□ = 0, TF□TF = 0, TFT□F = *, T□TFF = {0|*} = ↑.
    CHECK(analyse("tftf.").canonical == "0");
    CHECK(analyse("tf.tf").canonical == "0");
    CHECK(analyse("tft.f").canonical == "*");
    CHECK(analyse("t.tff").canonical == "^");
    CHECK(analyse("ttf.f").canonical == "v"); // its mirror image: the negative
    CHECK(analyse("tf").canonical == "0");
    // Two strips are a sum: ↑ + ↓ = 0.
    CHECK(analyse("t.tff/ttf.f").canonical == "0");
}

TEST_CASE("toads: every strip of up to 8 squares and every two strips of 4 against minimax") {
    brute::Solver s(toad_moves);
    std::size_t boards = 0;
    const std::pair<int, int> shapes[] = {{1, 1}, {1, 2}, {1, 3}, {1, 4}, {1, 5}, {1, 6}, {1, 7}, {1, 8}, {2, 4}};
    for (auto [h, w] : shapes)
        for (const Board& b : brute::fillings(h, w, ".tf")) {
            const std::string t = brute::text(b);
            const Analysis a = analyse(t);
            CHECK_MESSAGE(a.outcome == s.outcome(b), t);
            if (h * w <= 6) CHECK_MESSAGE(analyse(t, "impartial").value == std::optional<Grundy>(s.grundy(b)), t);
            ++boards;
        }
    CHECK(boards == 9840 + 6561);
}

TEST_CASE("toads: text and errors") {
    auto& r = brute::ruleset("toads");
    CHECK(r.canonical("tt.ff|t...f").value() == "tt.ff/t...f");
    auto bad = r.canonical("tt.xf");
    REQUIRE(!bad);
    CHECK(bad.error().offset == 3);
    CHECK(bad.error().message.find("'x'") != std::string::npos);
    CHECK(!r.canonical(std::string(31, '.')));
}

namespace {

// GenToadsAndFrogs(a, b, c, d) by hand: a piece slides n squares forward (a <= n <= b, n >= 1) when
// the n squares are all empty, or jumps k pieces in a row (1 <= k <= c; the opponent's only
// unless d) onto the empty square beyond them.
brute::MovesOf gen_moves(int a, int b, int c, bool d) {
    return [=](const Board& bd, bool left) {
        const char me = left ? 't' : 'f', them = left ? 'f' : 't';
        const int dir = left ? 1 : -1, w = static_cast<int>(bd[0].size());
        std::vector<Board> out;
        for (std::size_t r = 0; r < bd.size(); ++r)
            for (int x = 0; x < w; ++x) {
                if (bd[r][x] != me) continue;
                auto go = [&](int to) {
                    Board n = bd;
                    n[r][x] = '.';
                    n[r][to] = me;
                    out.push_back(n);
                };
                for (int n = std::max(a, 1); n <= b; ++n) {
                    bool clear = true;
                    for (int s = 1; s <= n; ++s) clear = clear && x + s * dir >= 0 && x + s * dir < w && bd[r][x + s * dir] == '.';
                    if (clear) go(x + n * dir);
                }
                for (int k = 1; k <= c; ++k) {
                    const int to = x + (k + 1) * dir;
                    if (to < 0 || to >= w || bd[r][to] != '.') continue;
                    bool row = true;
                    for (int s = 1; s <= k; ++s) {
                        const char p = bd[r][x + s * dir];
                        row = row && (p == them || (d && p == me));
                    }
                    if (row) go(to);
                }
            }
        return out;
    };
}

} // namespace

TEST_CASE("toads rules: CGSuite's GenToadsAndFrogs examples and the classic default") {
    // CGSuite's tests: GenToadsAndFrogs(2)("tttt..fff") (jumps over up to two frogs) is {1/2*|v},
    // and ElephantsAndRhinos("tttt..fff") (no jumps) is 1.
    auto& two = brute::ruleset("toads", "1,1,2,0");
    CHECK(two.analyse("tttt..fff", Play::Normal).value().canonical == "{1/2*|v}");
    auto& none = brute::ruleset("toads", "1,1,0,0");
    CHECK(none.analyse("tttt..fff", Play::Normal).value().canonical == "1");
    // No rules and 1,1,1,0 are the same game, written back as 1,1,1,0.
    CHECK(brute::ruleset("toads", "1,1,1,0").analyse("t.tff", Play::Normal).value().canonical == "^");
    CHECK(brute::ruleset("toads", "1,1,1,0").rules_text() == "1,1,1,0");
    CHECK(brute::ruleset("toads", "impartial").rules_text() == "1,1,1,0,impartial");
    CHECK(brute::ruleset("toads", "1,1,2,0,impartial").rules_text() == "1,1,2,0,impartial");
    // The same position under two rule sets: two values, never one cached for the other.
    CHECK(two.analyse("tt.ff", Play::Normal).value().canonical != none.analyse("tt.ff", Play::Normal).value().canonical);
}

TEST_CASE("toads rules: every strip of up to 6 squares under 52 rule sets against minimax") {
    std::size_t boards = 0;
    for (int a = 0; a <= 2; ++a)
        for (int b = a; b <= 3; ++b)
            for (int c = 0; c <= 2; ++c)
                for (bool d : {false, true}) {
                    if (b == 0 && a == 0 && c == 0) continue; // no moves at all: nothing to compare
                    toads::ToadsRules rules;
                    rules.params = toads::Params{a, b, c, d};
                    brute::Solver s(gen_moves(a, b, c, d));
                    for (int w = 1; w <= 6; ++w)
                        for (const Board& bd : brute::fillings(1, w, ".tf")) {
                            const grid::Grid g{1, static_cast<std::uint8_t>(w), bd[0]};
                            for (bool left : {true, false}) {
                                std::size_t budget = 1'000'000;
                                const auto mine = grid::grid_wins_first(g, left, budget, rules);
                                REQUIRE(mine);
                                CHECK_MESSAGE(*mine == s.wins_first(bd, left), bd[0], " rules ", toads::params_text(rules.params));
                            }
                            ++boards;
                        }
                }
    CHECK(boards == 52 * (3 + 9 + 27 + 81 + 243 + 729));
}

TEST_CASE("toads rules: a rule set through the registry against minimax and mex") {
    brute::Solver s(gen_moves(1, 2, 2, true));
    for (int w = 1; w <= 6; ++w)
        for (const Board& b : brute::fillings(1, w, ".tf")) {
            CHECK_MESSAGE(brute::ruleset("toads", "1,2,2,1").analyse(b[0], Play::Normal).value().outcome == s.outcome(b), b[0]);
            if (w <= 5) CHECK_MESSAGE(brute::ruleset("toads", "1,2,2,1,impartial").analyse(b[0], Play::Normal).value().value == std::optional<Grundy>(s.grundy(b)), b[0]);
        }
}

TEST_CASE("toads rules: errors name the character") {
    auto err = [](const std::string& rules) { return make_ruleset("toads", rules).error(); };
    CHECK(err("1,x,1,0").offset == 2);
    CHECK(err("1,x,1,0").message.find("'x'") != std::string::npos);
    CHECK(err("-1,1,1,0").message.find("loopy") != std::string::npos);
    CHECK(err("2,1,1,0").offset == 2);
    CHECK(err("1,1,1,2").offset == 6);
    CHECK(err("1,1,1").offset == 5);
    CHECK(err("1,1,1,0,misere").offset == 8);
    CHECK(err("1,1,30,0").offset == 4);
    CHECK(err("1;1,1,0").offset == 1);
}

TEST_CASE("toads: the page's analysis in steps searches who wins in steps too, and answers as one call does") {
    // Toads' outcome search keeps what it decided between steps (grid::GridMemo), so once the
    // canonical form is out of the budget the outcome search goes on over several steps (before,
    // the last step searched it whole: 0.5 s of one frame on tttt........ffff). A small budget
    // puts the form out of reach of strips small enough for minimax; the steps stay much larger
    // than a game's length (each step walks again the undecided path the last one stopped on).
    constexpr std::size_t kBudget = 100'000, kStep = 4'000;
    brute::Solver s(toad_moves);
    const auto& r = brute::ruleset("toads");
    std::size_t searched = 0;
    for (const std::string pos : {"ttt.....ff", "tt.t....ff.f", "ttt......fff", "tt..t.f...ff", "ttt.....fff"}) {
        CAPTURE(pos);
        // One call, with a budget one step larger: not the answer the steps leave among the kept ones.
        const Analysis whole = r.analyse(pos, Play::Normal, kBudget + 1).value();
        std::size_t spent = 0, calls = 0, outcome_calls = 0;
        std::optional<Result<Analysis>> done;
        while (!(done = r.analyse_part(pos, Play::Normal, kStep, spent, kBudget))) {
            ++calls;
            if (spent > kBudget) ++outcome_calls;
            REQUIRE(calls < 10'000);
        }
        REQUIRE(done->ok());
        const Analysis& stepped = done->value();
        CHECK(stepped.method == whole.method);
        CHECK(stepped.outcome == whole.outcome);
        CHECK(stepped.outcome == s.outcome(Board{pos}));
        CHECK(spent <= r.steps_budget(kBudget));
        if (whole.method != Method::OutcomeSearch) continue;
        ++searched;
        CHECK(outcome_calls >= 2); // the outcome search itself spread over steps
        REQUIRE(stepped.winning_moves.size() == whole.winning_moves.size());
        for (std::size_t i = 0; i < whole.winning_moves.size(); ++i) CHECK(stepped.winning_moves[i].label == whole.winning_moves[i].label);
        // Every listed move wins, by minimax: the opponent, moving first in what it leaves, loses.
        for (const GameMove& m : stepped.winning_moves) CHECK_FALSE(s.wins_first(Board{m.to}, m.side != Side::Left));
    }
    CHECK(searched >= 3); // the test reached the outcome search on three strips (P, N and P)
}

TEST_CASE("toads: the play screen's longer search (a budget set) decides what the smaller budget left too large") {
    // The page's "Search 10 times longer" and the CLI's --budget: GamePlay::set_search_budget
    // analyses the position again with the new budget, in steps as the page runs it.
    brute::Solver s(toad_moves);
    auto r = make_ruleset("toads");
    REQUIRE(r.ok());
    std::shared_ptr<const Ruleset> rules(std::move(r.value()));
    const std::string pos = "tt.t.t....ff"; // not met in the tests above
    app::GamePlay play;
    play.set_analysis_steps(4'000, 0);
    play.start(rules, pos, Play::Normal);
    CHECK(play.search_budget() == kDefaultSearchBudget);
    play.set_search_budget(1'000);
    while (play.analysing()) play.advance_analysis(1000);
    CHECK(play.analysis().method == Method::TooLarge);
    CHECK(play.analysis().outcome == Outcome::Unknown);
    CHECK(play.analysis().reason.find("1,000 steps") != std::string::npos);
    CHECK(play.can_search_longer());
    play.set_search_budget(100'000);
    CHECK(play.analysing());
    while (play.analysing()) play.advance_analysis(1000);
    CHECK(play.analysis().method != Method::TooLarge);
    CHECK(play.analysis().outcome == s.outcome(Board{pos}));
    CHECK_FALSE(play.can_search_longer());
    // A move keeps the budget; a new game starts from the default.
    REQUIRE(play.play(0));
    CHECK(play.search_budget() == 100'000);
    play.start(rules, pos, Play::Normal);
    CHECK(play.search_budget() == kDefaultSearchBudget);
}

TEST_CASE("toads: an analysis in steps given up (the page's Cancel) lets go of its outcome search's memo; it then starts over") {
    // Three toads and two frogs on 12 squares: no position of the test above is in the shared values.
    // Past the form's budget the outcome search keeps what it decided between calls (about 100 MB
    // at the default budget). Cancel (GamePlay::cancel_analysis) drops it at once: drop_steps.
    constexpr std::size_t kBudget = 100'000, kStep = 4'000;
    brute::Solver s(toad_moves);
    const auto& r = brute::ruleset("toads");
    const std::string pos = "tt.t......ff";
    std::size_t spent = 0;
    std::optional<Result<Analysis>> done;
    while (!r.keeps_steps() && !(done = r.analyse_part(pos, Play::Normal, kStep, spent, kBudget))) {
    }
    REQUIRE_FALSE(done); // stopped while the outcome search is under way
    CHECK(spent > kBudget);
    r.drop_steps();
    CHECK_FALSE(r.keeps_steps());
    spent = 0;
    std::size_t outcome_calls = 0;
    while (!(done = r.analyse_part(pos, Play::Normal, kStep, spent, kBudget)))
        if (spent > kBudget) ++outcome_calls;
    CHECK(outcome_calls >= 1); // the outcome search again spread over steps, from the start
    REQUIRE(done->ok());
    CHECK(done->value().method == Method::OutcomeSearch);
    CHECK(done->value().outcome == s.outcome(Board{pos}));
    CHECK_FALSE(r.keeps_steps()); // an analysis done keeps nothing either
}
