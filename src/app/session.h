// session.h - what a person is doing with the page, independent of how it is drawn.
// The UI (src/ui) and the page's JS API (web/bindings_app.cpp) both act through this, so every
// action a click can take is testable natively (tests/unit/session_test.cpp).
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "app/state.h"
#include "games/nim.h"

namespace gl::app {

class Session {
  public:
    Session();

    // Replaces the state by the one a link encodes; problems go to notices().
    void open_link(std::string_view query);
    std::string link() const { return link_from_state(state_); }

    const State& state() const { return state_; }
    const nim::Analysis& analysis() const { return analysis_; }
    // The position the current game started from (what "Restart" returns to).
    const std::vector<std::uint64_t>& start() const { return start_; }

    // Takes tokens so that heap `heap` is left with `leave` tokens. Returns false (changing
    // nothing) if that is not a legal move.
    bool take(std::size_t heap, std::uint64_t leave);
    // A new position typed by a person; on error nothing changes and the error is returned.
    Result<bool> set_position_text(std::string_view text);
    void set_position(std::vector<std::uint64_t> heaps);
    void restart() { set_position(start_); }
    void set_play(Play p);
    void set_hints(bool on) { state_.hints = on; }

    const std::vector<Error>& notices() const { return notices_; }
    void clear_notices() { notices_.clear(); }

    std::size_t moves_made() const { return moves_made_; }

  private:
    void changed();
    State state_;
    std::vector<std::uint64_t> start_;
    nim::Analysis analysis_;
    std::vector<Error> notices_;
    std::size_t moves_made_ = 0;
};

} // namespace gl::app
