// link_answer.h - the answer to any link the page reads (app::state_from_link), for
// `grundylab analyze QUERY` / `grundylab link QUERY` and E.analyze(query): the same models the
// page opens, the same field names (one writer per schema).
//
//   a play screen (every ruleset of games/registry)  the position's analysis    core/game.h    write_analysis
//   the calculator (game=cgt)                         expr, and expr ? vs        cgt/calc.h     write_calc, write_comparison
//   the explorer (game=octal)                         the period search, as far  games/heap_write.h
//                                                     as n, and G(0..n-1)                       write_period_search, write_methods
//
// The caller reads the link (state_from_link: every problem is named there) and decides what its
// errors mean; these functions take the State it read. answer_link (at the end) is the one answer:
// the screen, the play convention and its refusals, the model opened or the analysis; each caller
// keeps its output (text, JSON, JS values) and its own words for what it asks.
#pragma once
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string_view>

#include "app/calculator.h"
#include "app/explorer.h"
#include "app/state.h"
#include "cgt/calc.h"
#include "core/game.h"
#include "core/result.h"
#include "games/heap_write.h"
#include "games/registry.h"

namespace gl::app {

// Which screen a state opens, by the registry: a ruleset's play screen or one of the two tools.
using Screen = ScreenKind;
Screen screen_of(const State& s);

// ---- a play screen -----------------------------------------------------------------------------

// The analysis of s.pos under s.rules (the registry's ruleset), under `play`; under misère play
// with the position's misère canonical form (add_misere_form), as the page's analysis panel.
// A partizan analysis runs in the page's steps (Ruleset::analyse_part, kAnalysisStep each), so that
// every caller answers as the page does; `progress`, if given, is told after each step the steps
// spent and the steps it may spend in all (the ruleset's steps_budget: twice the budget where the
// outcome search steps too); the CLI shows it.
// `budget`: the search's steps (the CLI's --budget; the page's is the default).
Result<Analysis> analyse_state(const State& s, Play play, const std::function<void(std::size_t spent, std::size_t total)>& progress = {},
                               std::size_t budget = kDefaultSearchBudget);

// ---- the calculator ----------------------------------------------------------------------------

// The page's calculator model with s.expr and s.vs set (an error names expr or vs).
Result<bool> open_calculator(Calculator& c, const State& s);

// `grundylab cgt EXPR --json` exactly; with a vs, also "comparison": `cgt EXPR --vs VS --json`'s
// object (as getState().cgt.comparison).
template <class W>
void write_calculator(W& w, const Calculator& c) {
    cgt::write_calc(w, *c.calc());
    if (const cgt::Comparison* k = c.comparison()) {
        w.begin_object("comparison");
        cgt::write_comparison(w, *k);
        w.end_object();
    }
}

// ---- the explorer ------------------------------------------------------------------------------

// The page's explorer model for s.rules with s.n values at most, nothing computed yet: step() it
// until !running(). An n beyond what the page computes for these rules (Lasker's Nim, Grundy's
// game and codes no theorem covers: 100,000) is an error naming n: the page would open its
// default instead, and an answer must not stand for another n than the link's.
Result<bool> open_explorer(Explorer& x, const State& s);

// The width of the explorer's table as the page draws it: the link's width, else the proved
// period (up to 63), 4 for Lasker's Nim (a column per residue), else 10.
std::uint64_t table_width(const State& s, const Explorer& x);

// {ok, the period search's fields (write_period_search), and with `listed`: n, values, methods}:
// what the explorer shows for the link. `listed` is the link's n where it has one and every value
// up to it is known; `values(w)` writes the field "values" (G(0..n-1), see write_sequence).
// `stopped`: the search ran out of its work budget before the page would have stopped.
template <class W, class Values>
void write_explorer(W& w, const Explorer& x, bool stopped, std::optional<std::uint64_t> listed, Values&& values) {
    w.boolean("ok", true);
    octal::write_period_search(w, x.sequence(), x.periodicity(), stopped);
    if (!listed) return;
    w.num("n", *listed);
    values(w);
    octal::write_methods(w, x.sequence(), *listed, x.periodicity());
}

// Whether G(0..n-1) are all known to `x` (computed, or from its proved period).
bool values_known(const Explorer& x, std::uint64_t n);

// ---- a position's search budget ----------------------------------------------------------------

// The steps a position's search may spend (analyse_state's `budget`): a whole number from 1 to the
// caller's most. The CLI's --budget takes up to kMaxCliBudget (hours of search; the memory is
// bounded by --memory as ever), E.analyze's {budget} up to kMaxJsBudget (sizes are 32 bits in wasm).
inline constexpr std::uint64_t kMaxCliBudget = 1'000'000'000'000;
inline constexpr std::uint64_t kMaxJsBudget = 1'000'000'000;
// The one check of a budget, as typed ("--budget 5000"): an error names `field` and the character
// ("--budget, character 1: 0 is too small: --budget is one whole number 1..1000000000000").
Result<std::uint64_t> budget_from_text(std::string_view text, std::string_view field, std::uint64_t most);
// A budget given as a JS number (NaN for anything else), checked as the same text: anything but a
// whole number 1..most is one error naming "budget" ("must be a whole number of steps from 1 to
// 1000000000 (the default is 8000000)").
Result<std::size_t> budget_from_number(double steps, std::uint64_t most);

// ---- the answer to a link ----------------------------------------------------------------------
//
// `grundylab analyze/link/export QUERY` and E.analyze(query, misere) answer a link alike: the
// screen it opens, the play convention, the same refusals. Each caller keeps its output and its
// own words for what the request names (the CLI's option "--misere", JS's argument "misere").

// What a caller asks of a link besides the link itself.
struct AnswerRequest {
    // The caller's play convention, if it gives one: the CLI's --misere (true or nothing),
    // E.analyze's misere (true, false or nothing).
    std::optional<bool> misere;
    // How errors name that choice: the field ("--misere", "misere") and the words quoting it where
    // the link's play= says otherwise ("--misere", "misere=false").
    std::string_view field;
    std::string_view quoted;
    // Where the explorer's misère view is found ("grundylab misere CODE", "E.misereQuotient").
    std::string_view misere_view;
    // A caller's own words for misère asked of the calculator or the explorer (the CLI's export
    // says one thing for both); empty: each screen says what it has instead.
    std::string_view misere_off_play;
    // A position's search, as analyse_state: the steps the caller gives (budget_from_text,
    // budget_from_number; else the link's budget=, else the default), how errors name them where
    // the link's budget= says otherwise ("--budget", "budget"), and who is told of the steps spent.
    std::optional<std::size_t> budget;
    std::string_view budget_field;
    std::function<void(std::size_t spent, std::size_t total)> progress;
};

// The play convention a link is answered under: the caller's, else the link's play= (normal by
// default). Refused, the error naming the request's field or "play":
//   misère asked of the calculator or the explorer (they have no play convention to set);
//   the caller's choice and the link's play= disagreeing (issue 26: one of them used to win
//   quietly, and not the same one in the CLI and in JS);
//   misère asked of a game played under normal play only (a partizan board; play=misere in the
//   link is the reader's error already).
// `load` has been read without errors (load.errors empty): each caller says those its own way.
// answer_link asks it first; the CLI's export and `link`'s Nim answer ask it alone (they write
// the position themselves).
Result<Play> play_asked(const LinkLoad& load, const AnswerRequest& request);

// A link answered as its screen shows it: the calculator computed, the explorer opened (nothing
// computed yet: each caller runs it its own way), or the position analysed.
struct LinkAnswer {
    Screen screen = Screen::Play;
    Play play = Play::Normal;
    // Where the answer stopped, with `error`: the request (play_asked's refusals), the screen's
    // model refusing the link's keys (expr, vs, rules, n: a caller names them as the link's
    // problems), or the analysis.
    enum class Stop : char { None, Request, Open, Analysis };
    Stop stop = Stop::None;
    Error error;
    std::unique_ptr<Calculator> calculator; // game=cgt
    std::unique_ptr<Explorer> explorer;     // game=octal
    bool lists_values = false;              // game=octal: the link has n, G(0..n-1) are answered
    std::optional<Analysis> analysis;       // a play screen
    bool ok() const { return stop == Stop::None; }
};
LinkAnswer answer_link(const LinkLoad& load, const AnswerRequest& request);

} // namespace gl::app
