#include "app/link_answer.h"

#include "app/game_play.h"
#include "core/text.h"
#include "games/registry.h"

namespace gl::app {

Screen screen_of(const State& s) { return screen_kind(s.game); }

namespace {

// The analysis in the page's steps (kAnalysisStep units), telling `progress` what is spent after each.
Result<Analysis> analyse_in_steps(const Ruleset& r, const std::string& pos, Play play,
                                  const std::function<void(std::size_t, std::size_t)>& progress, std::size_t budget) {
    std::size_t spent = 0;
    while (true) {
        if (auto a = r.analyse_part(pos, play, kAnalysisStep, spent, budget)) return std::move(*a);
        if (progress) progress(spent, r.steps_budget(budget));
    }
}

} // namespace

Result<Analysis> analyse_state(const State& s, Play play, const std::function<void(std::size_t, std::size_t)>& progress,
                               std::size_t budget) {
    auto ruleset = make_ruleset(s.game, s.rules);
    if (!ruleset) return ruleset.error();
    // Partizan analyses are the long ones (a canonical form, then an outcome search) and step, in
    // the page's steps whether or not progress is shown: the CLI, E.analyze, the exports and the
    // page answer alike.
    auto a = ruleset.value()->partizan_at(s.pos) ? analyse_in_steps(*ruleset.value(), s.pos, play, progress, budget)
                                                 : ruleset.value()->analyse(s.pos, play, budget);
    if (!a) return a.error();
    if (play == Play::Misere) add_misere_form(a.value(), *ruleset.value(), s.pos);
    return a;
}

Result<bool> open_calculator(Calculator& c, const State& s) { return c.set(s.expr, s.vs); }

Result<bool> open_explorer(Explorer& x, const State& s) {
    auto rules = parse_heap_rules(s.rules, "rules");
    if (!rules) return rules.error();
    x.set_rules(rules.value());
    return x.set_target(s.n);
}

std::uint64_t table_width(const State& s, const Explorer& x) { return x.table_width(s.width); }

bool values_known(const Explorer& x, std::uint64_t n) { return n <= x.computed() || x.periodicity().has_value(); }

Result<std::uint64_t> budget_from_text(std::string_view text, std::string_view field, std::uint64_t most) {
    auto v = parse_uint(text, field, 1, most);
    if (!v) return in_characters(v.error(), text);
    return v.value();
}

Result<std::size_t> budget_from_number(double steps, std::uint64_t most) {
    const Error refused{"budget", Error::kWhole, "must be a whole number of steps from 1 to " + std::to_string(most) +
                                                     " (the default is " + std::to_string(kDefaultSearchBudget) + ")"};
    const auto whole = exact_uint(steps, most);
    if (!whole || *whole == 0) return refused;
    return static_cast<std::size_t>(*whole);
}

Result<Play> play_asked(const LinkLoad& load, const AnswerRequest& request) {
    const State& s = load.state;
    if (!request.misere) return s.play;
    const bool misere = *request.misere;
    if (const Screen screen = screen_of(s); screen != Screen::Play) {
        if (!misere) return s.play;
        const std::string field(request.field);
        if (!request.misere_off_play.empty()) return Error{field, Error::kWhole, std::string(request.misere_off_play)};
        if (screen == Screen::Calculator)
            return Error{field, Error::kWhole, "the calculator has no play convention to set: a misère game is written in its own notation (*[2#0])"};
        return Error{field, Error::kWhole,
                     "the explorer computes normal-play values; its misère view is view=misere (" + std::string(request.misere_view) + ")"};
    }
    if (const LinkParam* p = load.link.find("play"); p && (p->value == "misere") != misere)
        return Error{"play", Error::kWhole, "the query says play=" + p->value + " and " + std::string(request.quoted) + " asks for " +
                                                (misere ? "misère" : "normal") + " play: give only one of them"};
    if (!misere) return Play::Normal;
    if (const GameEntry* g = find_game(s.game); g && !misere_offered(*g, s.rules))
        return Error{"play", Error::kWhole, std::string(g->meta().title) + " are played under normal play only"};
    return Play::Misere;
}

LinkAnswer answer_link(const LinkLoad& load, const AnswerRequest& request) {
    const State& s = load.state;
    LinkAnswer a;
    a.screen = screen_of(s);
    auto stop = [&](LinkAnswer::Stop why, const Error& e) {
        a.stop = why;
        a.error = e;
        return std::move(a);
    };
    const auto play = play_asked(load, request);
    if (!play) return stop(LinkAnswer::Stop::Request, play.error());
    a.play = play.value();
    switch (a.screen) {
    case Screen::Calculator:
        a.calculator = std::make_unique<Calculator>();
        if (auto opened = open_calculator(*a.calculator, s); !opened) return stop(LinkAnswer::Stop::Open, opened.error());
        break;
    case Screen::Explorer:
        a.explorer = std::make_unique<Explorer>();
        if (auto opened = open_explorer(*a.explorer, s); !opened) return stop(LinkAnswer::Stop::Open, opened.error());
        a.lists_values = load.link.find("n") != nullptr;
        break;
    case Screen::Play: {
        const std::size_t linked = s.budget ? static_cast<std::size_t>(s.budget) : kDefaultSearchBudget;
        if (const LinkParam* p = load.link.find("budget"); p && request.budget && *request.budget != linked)
            return stop(LinkAnswer::Stop::Request,
                        Error{"budget", Error::kWhole, "the query says budget=" + p->value + " and " + std::string(request.budget_field) + " asks for " +
                                                           std::to_string(*request.budget) + " steps: give only one of them"});
        const std::size_t budget = request.budget.value_or(linked);
        auto analysis = analyse_state(s, a.play, request.progress, budget);
        if (!analysis) return stop(LinkAnswer::Stop::Analysis, analysis.error());
        a.analysis = std::move(analysis).value();
        // The link reopens what was analysed: a budget other than the default goes with it, where
        // a link may carry it (the page's most; a longer one is the CLI's alone).
        if (budget != kDefaultSearchBudget && budget <= GamePlay::kMostPageBudget && !a.analysis->link.empty())
            a.analysis->link += "&budget=" + std::to_string(budget);
        break;
    }
    }
    return a;
}

} // namespace gl::app
