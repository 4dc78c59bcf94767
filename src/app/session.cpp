#include "app/session.h"

namespace gl::app {

Session::Session() { set_position(state_.heaps); }

void Session::changed() { analysis_ = nim::analyse(state_.heaps, state_.play); }

void Session::open_link(std::string_view query) {
    LinkLoad load = state_from_link(query);
    state_ = load.state;
    notices_ = load.errors;
    set_position(state_.heaps);
}

bool Session::take(std::size_t heap, std::uint64_t leave) {
    if (heap >= state_.heaps.size() || leave >= state_.heaps[heap]) return false;
    state_.heaps[heap] = leave;
    ++moves_made_;
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
    state_.heaps = std::move(heaps);
    start_ = state_.heaps;
    moves_made_ = 0;
    changed();
}

void Session::set_play(Play p) {
    state_.play = p;
    changed();
}

} // namespace gl::app
