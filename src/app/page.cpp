#include "app/page.h"

#include <algorithm>
#include <limits>

#include "core/ruleset.h"
#include "core/text.h"
#include "games/registry.h"

namespace gl::app {

namespace {

Result<std::vector<std::uint64_t>> heaps_of(std::string_view pos) {
    return parse_uint_list(pos, "pos", std::numeric_limits<std::uint64_t>::max(), std::numeric_limits<std::size_t>::max());
}

// The Nim move between the positions before and after one step.
nim::Move step_move(const PlayedStep& s) {
    const auto before = heaps_of(s.before), after = heaps_of(s.after);
    if (!before || !after) return {};
    for (std::size_t i = 0; i < before.value().size() && i < after.value().size(); ++i)
        if (before.value()[i] != after.value()[i]) return nim::Move{i, before.value()[i], after.value()[i]};
    return {};
}

// The views the ruleset offers (GameMeta::view).
bool heaps_view(const GamePlay& p) { return p.rules() && p.rules()->meta().view == GameMeta::View::Heaps; }
bool parts_view(const GamePlay& p) { return p.rules() && p.rules()->meta().view == GameMeta::View::Parts; }

} // namespace

bool sum_board_draws(const State& s) {
    if (s.play == Play::Misere) return false;
    auto parts = sums::parse_parts(s.pos);
    return !parts || sums::board_draws(parts.value());
}

Page::Page() { open_link(""); }

void Page::open_link(std::string_view query) {
    LinkLoad load = state_from_link(query);
    state_ = std::move(load.state);
    notices_ = std::move(load.errors);
    notes_ = std::move(load.notes);
    open_screen();
}

State Page::state() const {
    State s = state_;
    switch (screen_) {
    case Screen::Play:
        if (play_.rules()) {
            s.pos = play_.position();
            s.rules = play_.rules()->rules_text();
            s.turn = play_.turn();
            s.computer = play_.computer;
            s.play = play_.play_convention();
            s.budget = play_.search_budget() == kDefaultSearchBudget ? 0 : play_.search_budget();
        }
        break;
    case Screen::Explorer:
        s.rules = explorer_.code();
        s.n = explorer_.target();
        break;
    case Screen::Calculator:
        if (const Calculator::Pending* p = calculator_.pending()) { // the link holds what is asked
            s.expr = p->entry.expr;
            s.vs = p->entry.vs;
        } else if (calculator_.calc()) {
            s.expr = calculator_.expr();
            s.vs = calculator_.vs();
        }
        break;
    }
    return s;
}

void Page::open_screen() {
    const Screen before = screen_;
    screen_ = screen_of(state_);
    if (before == Screen::Explorer && screen_ != Screen::Explorer) explorer_.suspend(); // its worker waits
    switch (screen_) {
    case Screen::Play: open_play(); break;
    case Screen::Explorer: open_explorer_model(); break;
    case Screen::Calculator: open_calculator_model(); break;
    }
}

void Page::open_play() {
    auto rules = make_ruleset(state_.game, state_.rules);
    if (!rules) rules = make_ruleset(state_.game);
    if (!rules) return; // the link reader gives only rulesets here
    std::shared_ptr<const Ruleset> shared(std::move(rules.value()));
    auto pos = shared->canonical(state_.pos);
    play_.set_analysis_steps(step_, first_ms_);
    play_.start(shared, pos ? pos.value() : shared->start_position(), state_.play, state_.turn,
                state_.budget ? static_cast<std::size_t>(state_.budget) : kDefaultSearchBudget);
    play_.computer = state_.computer;
}

void Page::open_explorer_model() {
    auto r = octal::parse_heap_rules(state_.rules, "rules");
    // A new game starts one search with the link's n as its limit (the page's worker may have
    // started that very search at page load: web/explorer-worker.js).
    if (r && !(r.value() == explorer_.rules())) explorer_.set_rules(r.value(), state_.n);
    if (explorer_.target() != state_.n) {
        if (auto set = explorer_.set_target(state_.n); !set) { // over the cap of lasker / grundy: said, then capped
            Error e = set.error();
            e.message += "; showing " + std::to_string(explorer_.max_target());
            notices_.push_back(std::move(e));
            explorer_.set_target(explorer_.max_target());
        }
    }
    explorer_.wake(); // after a suspend, if the same search is shown again
}

void Page::open_calculator_model() {
    if (!calculator_.holds(state_.expr, state_.vs)) {
        auto r = calculator_.set(state_.expr, state_.vs);
        if (!r) r = calculator_.set(State::kDefaultExpr);
    }
}

void Page::set_game(const std::string& id) {
    const State now = state();
    remembered_[now.game] = Remembered{now.pos, now.rules, now.turn};
    const State fresh = default_state(id);
    state_.game = fresh.game;
    state_.turn = 1;
    if (auto it = remembered_.find(fresh.game); it != remembered_.end()) {
        state_.pos = it->second.pos;
        state_.rules = it->second.rules;
        state_.turn = it->second.turn;
    } else {
        state_.pos = fresh.pos;
        state_.rules = fresh.rules;
    }
    state_.layout.clear();
    state_.embed.clear();
    state_.budget = 0; // a new game searches within the default budget, as a new position does
    open_screen();
}

void Page::restart_at(const std::string& pos, int turn) {
    if (play_.rules()) play_.start(play_.shared_rules(), pos, play_.play_convention(), turn); // the computer stays
}

void Page::set_analysis_steps(std::size_t step, double first_ms) {
    step_ = step;
    first_ms_ = first_ms;
    play_.set_analysis_steps(step, first_ms);
}

// ---- Nim ----------------------------------------------------------------------------------------

const nim::Analysis* Page::nim() const {
    if (!heaps_view(play_)) return nullptr;
    const std::string key = play_.position() + (play_.play_convention() == Play::Misere ? "m" : "n");
    if (nim_for_ != key || !nim_) {
        nim_ = nim::analyse(nim_heaps(), play_.play_convention());
        nim_for_ = key;
    }
    return &*nim_;
}

std::vector<std::uint64_t> Page::nim_heaps() const {
    if (!heaps_view(play_)) return {};
    auto heaps = heaps_of(play_.position());
    return heaps ? heaps.value() : std::vector<std::uint64_t>{};
}

std::vector<std::uint64_t> Page::nim_start() const {
    if (!heaps_view(play_)) return {};
    auto heaps = heaps_of(play_.start_position());
    return heaps ? heaps.value() : std::vector<std::uint64_t>{};
}

std::vector<PlayedMove> Page::nim_moves() const {
    std::vector<PlayedMove> out;
    if (!heaps_view(play_)) return out;
    for (const PlayedStep& s : play_.history()) out.push_back(PlayedMove{s.player, step_move(s)});
    return out;
}

bool Page::take(std::size_t heap, std::uint64_t leave) {
    std::vector<std::uint64_t> next = nim_heaps();
    if (heap >= next.size() || leave >= next[heap]) return false;
    next[heap] = leave;
    return play_.play_to(format_uint_list(next));
}

Result<bool> Page::set_heaps_text(std::string_view text) {
    auto heaps = parse_position(text, "position");
    if (!heaps) return heaps.error();
    restart_at(format_uint_list(heaps.value()));
    return true;
}

// ---- sums ---------------------------------------------------------------------------------------

const SumView* Page::sum() const {
    if (!parts_view(play_) || play_.play_convention() != Play::Normal) return nullptr;
    if (sum_for_ != play_.position() || !sum_) {
        auto parts = sums::parse_parts(play_.position());
        if (!parts || !sums::board_draws(parts.value())) return nullptr;
        SumView v;
        v.parts = std::move(parts.value());
        auto start = sums::parse_parts(play_.start_position());
        v.start = start ? std::move(start.value()) : v.parts;
        v.analysis = sums::analyse(v.parts, values_);
        sum_ = std::move(v);
        sum_for_ = play_.position();
    }
    return &*sum_;
}

bool Page::play_sum(const sums::PlayMove& m) {
    const SumView* v = sum();
    if (!v) return false;
    const auto& parts = v->parts;
    if (m.part >= parts.size() || m.heap >= parts[m.part].heaps.size()) return false;
    const auto legal = sums::moves_of(parts, m.part, m.heap);
    if (std::find(legal.begin(), legal.end(), m) == legal.end()) return false;
    // The ruleset lists each resulting position once; the board keeps the pieces where they were.
    sums::PlayMove listed = m;
    listed.larger_first = false;
    const std::string as_listed = sums::format_parts(sums::apply_move(parts, listed));
    const std::string arranged = sums::format_parts(sums::apply_move(parts, m));
    const auto& all = play_.moves();
    for (std::size_t i = 0; i < all.size(); ++i)
        if (all[i].to == as_listed) return play_.play(i, arranged);
    return false;
}

void Page::restart_sum(const std::vector<sums::Part>& parts) { restart_at(sums::format_parts(parts)); }

} // namespace gl::app
