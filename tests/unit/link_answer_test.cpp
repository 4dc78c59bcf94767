// The one answer to a link (src/app/link_answer: answer_link, play_asked, the budget check) that
// `grundylab analyze/link/export` and E.analyze share: the same screen, the same play convention
// and the same refusals, each in its caller's words (the CLI's "--misere", JS's "misere=true").
// The answers are checked against the seeds' facts (Nim (13, 12, 8), Dawson's Kayles' period); the
// refusals' words are the ones tests/cli/cli_test.cmake and tests/api read from either caller.
#include <doctest.h>

#include <cmath>
#include <string>

#include "app/game_play.h"
#include "app/link_answer.h"
#include "app/state.h"

using namespace gl;
using namespace gl::app;

namespace {

// The words each caller gives (src/cli/main.cpp request_of, web/bindings_engine.cpp analyze).
AnswerRequest cli_request(bool misere) {
    AnswerRequest r;
    if (misere) r.misere = true;
    r.field = r.quoted = "--misere";
    r.misere_view = "grundylab misere CODE";
    return r;
}

AnswerRequest js_request(std::optional<bool> misere) {
    AnswerRequest r;
    r.misere = misere;
    r.field = "misere";
    r.quoted = misere == true ? "misere=true" : "misere=false";
    r.misere_view = "E.misereQuotient";
    return r;
}

LinkLoad read(const char* query) {
    LinkLoad load = state_from_link(query);
    REQUIRE(load.errors.empty());
    return load;
}

} // namespace

TEST_CASE("answer_link: each screen's answer, as the seeds have it") {
    SUBCASE("a play screen: Nim (13, 12, 8) has nim-sum 9 and three winning moves (Ferguson I.2.3)") {
        const LinkAnswer a = answer_link(read("game=nim&pos=13,12,8"), cli_request(false));
        REQUIRE(a.ok());
        CHECK(a.screen == Screen::Play);
        CHECK(a.play == Play::Normal);
        REQUIRE(a.analysis);
        CHECK(a.analysis->value == Grundy{9});
        CHECK(a.analysis->outcome == Outcome::N);
        REQUIRE(a.analysis->winning_moves.size() == 3);
        CHECK(a.analysis->winning_moves[0].to == "4,12,8");
        CHECK(a.analysis->winning_moves[1].to == "13,5,8");
        CHECK(a.analysis->winning_moves[2].to == "13,12,1");
        CHECK_FALSE(a.calculator);
        CHECK_FALSE(a.explorer);
    }
    SUBCASE("misère Nim (1, 2), asked by either caller or by the link: take the 2 (Bouton, misère)") {
        for (const auto& asked : {std::pair{"game=nim&pos=1,2", cli_request(true)},
                                  std::pair{"game=nim&pos=1,2", js_request(true)},
                                  std::pair{"game=nim&pos=1,2&play=misere", js_request(std::nullopt)},
                                  std::pair{"game=nim&pos=1,2&play=misere", cli_request(true)}}) {
            const char* query = asked.first; // (a structured binding: clang 14 cannot capture it)
            const AnswerRequest& request = asked.second;
            CAPTURE(query);
            const LinkAnswer a = answer_link(read(query), request);
            REQUIRE(a.ok());
            CHECK(a.play == Play::Misere);
            CHECK(a.analysis->play == Play::Misere);
            CHECK(a.analysis->outcome == Outcome::N);
            REQUIRE(a.analysis->winning_moves.size() == 1);
            CHECK(a.analysis->winning_moves[0].to == "1,0");
        }
    }
    SUBCASE("the calculator: {3|1} is the switch 2 ± 1, a win for Left") {
        const LinkAnswer a = answer_link(read("game=cgt&expr={3|1}&vs=2"), js_request(false)); // misere=false: nothing to refuse
        REQUIRE(a.ok());
        CHECK(a.screen == Screen::Calculator);
        REQUIRE(a.calculator);
        REQUIRE(a.calculator->calc());
        CHECK(a.calculator->calc()->canonical_text == "{3|1}");
        CHECK(a.calculator->calc()->outcome == Outcome::L);
        REQUIRE(a.calculator->comparison()); // vs=2: {3|1} - 2 = ±1, confused with 0
        CHECK(a.calculator->comparison()->relation == cgt::Relation::Confused);
        CHECK_FALSE(a.analysis);
    }
    SUBCASE("the explorer: opened for the link's rules and n, nothing computed; run, 0.07 has period 34 from 53") {
        LinkAnswer a = answer_link(read("game=octal&rules=0.07&n=200"), cli_request(false));
        REQUIRE(a.ok());
        CHECK(a.screen == Screen::Explorer);
        REQUIRE(a.explorer);
        CHECK(a.lists_values);
        CHECK(a.explorer->target() == 200);
        CHECK(a.explorer->computed() == 0);
        while (a.explorer->running()) a.explorer->step(1'000'000);
        REQUIRE(a.explorer->periodicity());
        CHECK(a.explorer->periodicity()->period == 34);
        CHECK(a.explorer->periodicity()->preperiod == 53);
        CHECK_FALSE(answer_link(read("game=octal&rules=0.07"), cli_request(false)).lists_values);
    }
    SUBCASE("a key the screen's model refuses stops at Open (the CLI names it as the link's problems)") {
        const LinkAnswer a = answer_link(read("game=octal&rules=grundy&n=200000"), js_request(std::nullopt));
        CHECK(a.stop == LinkAnswer::Stop::Open);
        CHECK(a.error.where == "n");
        CHECK(a.error.message == "must be at most 100000 for grundy: each value takes O(n) steps by the mex rule");
    }
}

TEST_CASE("play_asked: one rule for the link's play= and the caller's choice, in each caller's words") {
    SUBCASE("disagreeing with the link's play= is refused, naming play (issue 26)") {
        const LinkLoad normal = read("game=nim&pos=1,2&play=normal");
        const auto cli = play_asked(normal, cli_request(true));
        REQUIRE_FALSE(cli);
        CHECK(cli.error().where == "play");
        CHECK(cli.error().message == "the query says play=normal and --misere asks for misère play: give only one of them");
        const auto js = play_asked(normal, js_request(true));
        REQUIRE_FALSE(js);
        CHECK(js.error().where == "play");
        CHECK(js.error().message == "the query says play=normal and misere=true asks for misère play: give only one of them");
        const auto js_normal = play_asked(read("game=nim&pos=1,2&play=misere"), js_request(false));
        REQUIRE_FALSE(js_normal);
        CHECK(js_normal.error().message == "the query says play=misere and misere=false asks for normal play: give only one of them");
        // The LinkAnswer stops at the request with the same error.
        const LinkAnswer a = answer_link(normal, cli_request(true));
        CHECK(a.stop == LinkAnswer::Stop::Request);
        CHECK(a.error.message == cli.error().message);
    }
    SUBCASE("agreeing, or either alone, is that play") {
        CHECK(play_asked(read("game=nim&pos=1,2&play=normal"), js_request(false)).value() == Play::Normal);
        CHECK(play_asked(read("game=nim&pos=1,2"), js_request(false)).value() == Play::Normal);
        CHECK(play_asked(read("game=nim&pos=1,2&play=misere"), cli_request(false)).value() == Play::Misere);
        CHECK(play_asked(read("game=nim&pos=1,2"), cli_request(false)).value() == Play::Normal);
    }
    SUBCASE("misère asked of a game played under normal play only: the same words from both callers") {
        for (const AnswerRequest& r : {cli_request(true), js_request(true)}) {
            const auto p = play_asked(read("game=domineering"), r);
            REQUIRE_FALSE(p);
            CHECK(p.error().where == "play");
            CHECK(p.error().message == "Domineering are played under normal play only");
        }
        CHECK(play_asked(read("game=domineering"), js_request(false)).value() == Play::Normal);
        // A board's impartial variant takes it (Clobber's, as every impartial game).
        CHECK(play_asked(read("game=clobber&pos=xo/ox&variant=impartial"), cli_request(true)).value() == Play::Misere);
    }
    SUBCASE("misère asked of the calculator or the explorer: each names its own field and view") {
        const LinkLoad calc = read("game=cgt&expr=*2"), octal = read("game=octal&rules=0.07");
        const auto c = play_asked(calc, cli_request(true));
        REQUIRE_FALSE(c);
        CHECK(c.error().where == "--misere");
        CHECK(c.error().message == "the calculator has no play convention to set: a misère game is written in its own notation (*[2#0])");
        CHECK(play_asked(calc, js_request(true)).error().where == "misere");
        CHECK(play_asked(octal, cli_request(true)).error().message ==
              "the explorer computes normal-play values; its misère view is view=misere (grundylab misere CODE)");
        CHECK(play_asked(octal, js_request(true)).error().message ==
              "the explorer computes normal-play values; its misère view is view=misere (E.misereQuotient)");
        // A caller's own words for both (the CLI's export).
        AnswerRequest exported = cli_request(true);
        exported.misere_off_play = "--misere applies to a play screen's link only";
        CHECK(play_asked(octal, exported).error().message == "--misere applies to a play screen's link only");
        CHECK(play_asked(calc, exported).error().message == "--misere applies to a play screen's link only");
        // misere=false asks nothing of them.
        CHECK(play_asked(calc, js_request(false)));
        CHECK(play_asked(octal, js_request(false)));
    }
}

TEST_CASE("a budget: one check, 1 to the caller's most (the CLI's 10^12, JS's 10^9)") {
    SUBCASE("as typed (--budget N): parse_uint's words, at the character") {
        CHECK(budget_from_text("1", "--budget", kMaxCliBudget).value() == 1);
        CHECK(budget_from_text("1000000000000", "--budget", kMaxCliBudget).value() == 1'000'000'000'000);
        CHECK(budget_from_text("0", "--budget", kMaxCliBudget).error().describe() ==
              "--budget, character 1: 0 is too small: --budget is one whole number 1..1000000000000");
        CHECK(budget_from_text("1000000000001", "--budget", kMaxCliBudget).error().describe() ==
              "--budget, character 1: '1000000000001' is too large: at most 1000000000000");
        CHECK(budget_from_text("x", "--budget", kMaxCliBudget).error().describe() ==
              "--budget, character 1: 'x' is not a number: --budget is one whole number 1..1000000000000");
    }
    SUBCASE("as a JS number: the same range, one message") {
        CHECK(budget_from_number(1, kMaxJsBudget).value() == 1);
        CHECK(budget_from_number(1e9, kMaxJsBudget).value() == 1'000'000'000);
        for (double bad : {0.0, -5.0, 2.5, 1e9 + 1, 1e10, 1e30, double(NAN), double(INFINITY)}) {
            CAPTURE(bad);
            const auto r = budget_from_number(bad, kMaxJsBudget);
            REQUIRE_FALSE(r);
            CHECK(r.error().where == "budget");
            CHECK(r.error().message == "must be a whole number of steps from 1 to 1000000000 (the default is 8000000)");
        }
    }
}

// A link's budget= (the page's "Search 10 times longer"): the steps its search may spend, read,
// written back and used by the answer; the caller's own budget must agree with it. A 5 x 5
// Domineering board with three squares taken (in no other test, so no table of the process holds
// it) is decided within the default budget and not within 2,000 steps.
TEST_CASE("a link's budget= is read, written back and used; a caller's budget must agree") {
    const std::string board = "game=domineering&pos=x..../...../..x../...../....x";
    SUBCASE("read and written back; the default is left out") {
        const LinkLoad l = state_from_link(board + "&budget=80000000");
        REQUIRE(l.errors.empty());
        CHECK(l.state.budget == 80'000'000);
        CHECK(link_from_state(l.state).find("&budget=80000000") != std::string::npos);
        const LinkLoad d = state_from_link(board + "&budget=8000000");
        CHECK(d.state.budget == 0);
        CHECK(link_from_state(d.state).find("budget") == std::string::npos);
    }
    SUBCASE("a bad budget is named at its character; a budget of another screen does not apply") {
        CHECK(state_from_link(board + "&budget=0").errors.at(0).describe() == "budget, character 1: 0 is too small: budget is one whole number 1..800000000");
        CHECK(state_from_link(board + "&budget=900000000").errors.at(0).where == "budget");
        CHECK(state_from_link("game=octal&rules=0.07&budget=5").errors.at(0).message.find("does not apply") != std::string::npos);
    }
    SUBCASE("the answer searches as far as the link says") {
        const LinkAnswer small = answer_link(state_from_link(board + "&budget=2000"), AnswerRequest{});
        REQUIRE(small.analysis);
        CHECK(small.analysis->outcome == Outcome::Unknown);
        CHECK(small.analysis->reason.find("more than 2,000 steps") != std::string::npos);
        // The answer's link reopens the same search: its budget goes with it.
        const LinkLoad again = state_from_link(small.analysis->link);
        REQUIRE(again.errors.empty());
        CHECK(again.state.budget == 2000);
        CHECK(again.state.pos == state_from_link(board).state.pos);
        const LinkAnswer full = answer_link(state_from_link(board), AnswerRequest{});
        REQUIRE(full.analysis);
        CHECK(full.analysis->outcome != Outcome::Unknown);
        CHECK(full.analysis->link.find("budget") == std::string::npos);
    }
    SUBCASE("the caller's budget: used where the link has none, refused where it says another") {
        AnswerRequest r;
        r.budget = 2000;
        r.budget_field = "--budget";
        const LinkAnswer a = answer_link(state_from_link(board), r);
        REQUIRE(a.analysis);
        CHECK(a.analysis->outcome == Outcome::Unknown);
        CHECK(state_from_link(a.analysis->link).state.budget == 2000);
        // A budget past the page's most is the CLI's alone: the link leaves it out (it would be refused).
        r.budget = GamePlay::kMostPageBudget + 1;
        const LinkAnswer longer = answer_link(state_from_link(board), r);
        REQUIRE(longer.analysis);
        CHECK(longer.analysis->link.find("budget") == std::string::npos);
        CHECK(state_from_link(longer.analysis->link).errors.empty());
        r.budget = 2000;
        CHECK(answer_link(state_from_link(board + "&budget=2000"), r).analysis);
        const LinkAnswer b = answer_link(state_from_link(board + "&budget=3000"), r);
        CHECK(b.stop == LinkAnswer::Stop::Request);
        CHECK(b.error.describe() == "budget: the query says budget=3000 and --budget asks for 2000 steps: give only one of them");
    }
}
