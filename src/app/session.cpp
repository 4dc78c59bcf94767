#include "app/session.h"

#include "core/text.h"
#include "games/registry.h"

namespace gl::app {

namespace {
int other(int player) { return 3 - player; }
} // namespace

Session::Session() { set_position(heaps_); }

bool Session::nim_is_game() const {
    const GameEntry* g = find_game(state_.game);
    return g && &g->meta() == &nim::NimGame::meta();
}

void Session::changed() {
    if (nim_is_game()) state_.pos = format_uint_list(heaps_);
    analysis_ = nim::analyse(heaps_, state_.play);
}

void Session::open_link(std::string_view query) {
    LinkLoad load = state_from_link(query);
    const int turn = load.state.turn;
    state_ = load.state;
    notices_ = load.errors;
    // Nim's heaps come from a Nim link; another game's link leaves Nim where it was.
    if (nim_is_game())
        if (auto h = parse_position(state_.pos)) heaps_ = h.value();
    set_position(heaps_);
    state_.turn = start_turn_ = turn; // a link may start a game with player 2 to move
}

bool Session::take(std::size_t heap, std::uint64_t leave) {
    if (heap >= heaps_.size() || leave >= heaps_[heap]) return false;
    done_.push_back(PlayedMove{state_.turn, nim::Move{heap, heaps_[heap], leave}});
    undone_.clear();
    heaps_[heap] = leave;
    state_.turn = other(state_.turn);
    changed();
    return true;
}

bool Session::undo() {
    if (done_.empty()) return false;
    const PlayedMove m = done_.back();
    done_.pop_back();
    heaps_[m.move.heap] = m.move.from;
    state_.turn = m.player;
    undone_.push_back(m);
    changed();
    return true;
}

bool Session::redo() {
    if (undone_.empty()) return false;
    const PlayedMove m = undone_.back();
    undone_.pop_back();
    heaps_[m.move.heap] = m.move.to;
    state_.turn = other(m.player);
    done_.push_back(m);
    changed();
    return true;
}

std::optional<int> Session::winner() const {
    if (!game_over()) return std::nullopt;
    const int mover = state_.turn; // cannot move
    return state_.play == Play::Normal ? other(mover) : mover;
}

bool Session::play_computer() {
    if (!computer_to_move()) return false;
    auto m = nim::computer_move(analysis_);
    return m && take(m->heap, m->to);
}

Result<bool> Session::set_position_text(std::string_view text) {
    auto heaps = parse_position(text, "position");
    if (!heaps) return heaps.error();
    set_position(heaps.value());
    return true;
}

void Session::set_position(std::vector<std::uint64_t> heaps) {
    heaps_ = std::move(heaps);
    state_.turn = start_turn_ = 1;
    start_ = heaps_;
    done_.clear();
    undone_.clear();
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
    changed();
}

} // namespace gl::app
