#include "app/session.h"

#include "core/text.h"
#include "core/ruleset.h"
#include "games/registry.h"

namespace gl::app {

namespace {

std::shared_ptr<const Ruleset> nim_rules() {
    static const auto rules = std::make_shared<const RulesetOf<nim::NimGame>>(nim::NimGame{});
    return rules;
}

// The Nim move between two positions of one step.
nim::Move step_move(const PlayedStep& s) {
    const auto before = parse_position(s.before).value(), after = parse_position(s.after).value();
    for (std::size_t i = 0; i < before.size(); ++i)
        if (before[i] != after[i]) return nim::Move{i, before[i], after[i]};
    return {};
}

} // namespace

Session::Session() { set_position(heaps_); }

bool Session::nim_is_game() const {
    const GameEntry* g = find_game(state_.game);
    return g && &g->meta() == &nim::NimGame::meta();
}

// After every change of play_: the heaps, the turn, the link's position, Bouton's analysis.
void Session::changed() {
    heaps_ = parse_position(play_.position()).value();
    state_.turn = play_.turn();
    if (nim_is_game()) state_.pos = play_.position();
    analysis_ = nim::analyse(heaps_, state_.play);
    done_.clear();
    for (const PlayedStep& s : play_.history()) done_.push_back(PlayedMove{s.player, step_move(s)});
}

void Session::open_link(std::string_view query) {
    LinkLoad load = state_from_link(query);
    const int turn = load.state.turn;
    state_ = load.state;
    notices_ = load.errors;
    // Nim's heaps come from a Nim link; another game's link leaves Nim where it was.
    if (nim_is_game())
        if (auto h = parse_position(state_.pos)) heaps_ = h.value();
    start_ = heaps_;
    start_turn_ = turn; // a link may start a game with player 2 to move
    play_.start(nim_rules(), format_uint_list(heaps_), state_.play, turn);
    changed();
}

bool Session::take(std::size_t heap, std::uint64_t leave) {
    if (heap >= heaps_.size() || leave >= heaps_[heap]) return false;
    std::vector<std::uint64_t> next = heaps_;
    next[heap] = leave;
    if (!play_.play_to(format_uint_list(next))) return false;
    changed();
    return true;
}

bool Session::undo() {
    if (!play_.undo()) return false;
    changed();
    return true;
}

bool Session::redo() {
    if (!play_.redo()) return false;
    changed();
    return true;
}

std::optional<int> Session::winner() const { return play_.winner(); }

bool Session::play_computer() {
    if (!computer_to_move()) return false;
    play_.computer = state_.computer;
    if (!play_.play_computer()) return false;
    changed();
    return true;
}

Result<bool> Session::set_position_text(std::string_view text) {
    auto heaps = parse_position(text, "position");
    if (!heaps) return heaps.error();
    set_position(heaps.value());
    return true;
}

void Session::set_position(std::vector<std::uint64_t> heaps) {
    start_ = heaps;
    start_turn_ = 1;
    play_.start(nim_rules(), format_uint_list(heaps), state_.play, 1);
    changed();
}

void Session::set_game(const std::string& id) {
    remembered_[state_.game] = {state_.pos, state_.rules};
    const State fresh = default_state(id);
    state_.game = fresh.game;
    if (auto it = remembered_.find(fresh.game); it != remembered_.end()) {
        state_.pos = it->second.first;
        state_.rules = it->second.second;
    } else {
        state_.pos = fresh.pos;
        state_.rules = fresh.rules;
    }
    state_.embed.clear();
}

void Session::set_play(Play p) {
    state_.play = p;
    play_.set_play(p);
    changed();
}

} // namespace gl::app
