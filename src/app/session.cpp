#include "app/session.h"

namespace gl::app {

namespace {
int other(int player) { return 3 - player; }
} // namespace

Session::Session() { set_position(state_.heaps); }

void Session::changed() { analysis_ = nim::analyse(state_.heaps, state_.play); }

void Session::open_link(std::string_view query) {
    LinkLoad load = state_from_link(query);
    const int turn = load.state.turn;
    state_ = load.state;
    notices_ = load.errors;
    set_position(state_.heaps);
    state_.turn = start_turn_ = turn; // a link may start a game with player 2 to move
}

bool Session::take(std::size_t heap, std::uint64_t leave) {
    if (heap >= state_.heaps.size() || leave >= state_.heaps[heap]) return false;
    done_.push_back(PlayedMove{state_.turn, nim::Move{heap, state_.heaps[heap], leave}});
    undone_.clear();
    state_.heaps[heap] = leave;
    state_.turn = other(state_.turn);
    changed();
    return true;
}

bool Session::undo() {
    if (done_.empty()) return false;
    const PlayedMove m = done_.back();
    done_.pop_back();
    state_.heaps[m.move.heap] = m.move.from;
    state_.turn = m.player;
    undone_.push_back(m);
    changed();
    return true;
}

bool Session::redo() {
    if (undone_.empty()) return false;
    const PlayedMove m = undone_.back();
    undone_.pop_back();
    state_.heaps[m.move.heap] = m.move.to;
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
    state_.heaps = std::move(heaps);
    state_.turn = start_turn_ = 1;
    start_ = state_.heaps;
    done_.clear();
    undone_.clear();
    changed();
}

void Session::set_play(Play p) {
    state_.play = p;
    changed();
}

} // namespace gl::app
