#include "app/link_answer.h"

#include "app/game_play.h"
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

} // namespace gl::app
