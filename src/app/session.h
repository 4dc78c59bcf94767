// session.h - what people are doing with the page, independent of how it is drawn: the game in
// play, whose turn it is, the moves made (with undo and redo), and the computer opponent.
// The UI (src/ui) and the page's JS API (web/bindings_app.cpp) both act through this, so every
// action a click can take is testable natively (tests/unit/session_test.cpp).
#pragma once
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/game_play.h"
#include "app/state.h"
#include "core/text.h"
#include "games/nim.h"

namespace gl::app {

struct PlayedMove {
    int player = 1; // who made it: 1 or 2
    nim::Move move;
};

class Session {
  public:
    Session();

    // Replaces the state by the one a link encodes; problems go to notices().
    void open_link(std::string_view query);
    std::string link() const { return link_from_state(state_); }

    const State& state() const { return state_; }
    // Nim's heaps (state().pos holds them as text while Nim is the game).
    const std::vector<std::uint64_t>& heaps() const { return heaps_; }
    const nim::Analysis& analysis() const { return analysis_; }
    // The position the current game started from (what "Restart" returns to).
    const std::vector<std::uint64_t>& start() const { return start_; }

    // The player to move takes tokens so that heap `heap` is left with `leave`. Returns false
    // (changing nothing) if that is not a legal move.
    bool take(std::size_t heap, std::uint64_t leave);
    bool undo();
    bool redo();
    bool can_undo() const { return play_.can_undo(); }
    bool can_redo() const { return play_.can_redo(); }
    const std::vector<PlayedMove>& moves() const { return done_; }
    // The play model underneath (the same GamePlay as every other ruleset's).
    const GamePlay& play() const { return play_; }

    // A new position typed by a person; on error nothing changes and the error is returned.
    Result<bool> set_position_text(std::string_view text);
    // Starts a new game from `heaps` with player 1 to move.
    void set_position(std::vector<std::uint64_t> heaps);
    void restart() { set_position(start_); }
    void set_play(Play p);
    // Another screen's play convention, for the link (Nim's analysis follows only while Nim is shown).
    void set_screen_play(Play p) { state_.play = p; }
    void set_hints(bool on) { state_.hints = on; }
    void set_computer(int player) { state_.computer = player; }

    // Back to Nim from another game (which shares the link's turn key): Nim's own turn again.
    void resume_nim() {
        set_game(std::string(nim::NimGame::meta().id));
        state_.pos = format_uint_list(heaps_);
        state_.turn = play_.turn();
        state_.play = play_.play_convention();
    }

    // Another screen's part of the link; the screen's own model lives in the UI.
    void set_screen_state(const std::string& pos, const std::string& rules, int turn, int computer) {
        state_.pos = pos;
        state_.rules = rules;
        state_.turn = turn;
        state_.computer = computer;
    }
    // A graph board's drawing, for the link (`layout=`; "" when the automatic layout is used).
    void set_screen_layout(const std::string& layout) { state_.layout = layout; }
    // Switches the link to game `id` with its default keys (the screen then fills them in).
    void set_game(const std::string& id);
    void set_octal_rules(const std::string& code) { state_.rules = code; }
    void set_octal_n(std::uint64_t n) { state_.n = n; }
    void set_octal_width(std::uint64_t w) { state_.width = w; }
    void set_octal_view(const std::string& view) { state_.view = view; }
    void set_misere_heap(std::uint64_t heap) { state_.heap = heap; }
    void set_octal_at(std::uint64_t n) { state_.at = n; }
    // The calculator's part of the link (game=cgt): the expression and the one compared with it.
    void set_calculator(const std::string& expr, const std::string& vs) {
        state_.expr = expr;
        state_.vs = vs;
    }

    bool game_over() const { return analysis_.game_over; }
    // The winner once the game is over: normal play, whoever moved last; misère, the other one.
    std::optional<int> winner() const;
    bool computer_to_move() const { return state_.computer == state_.turn && !game_over(); }
    // Makes the computer's move (nim::computer_move) if it is the computer's turn.
    bool play_computer();

    const std::vector<Error>& notices() const { return notices_; }
    void clear_notices() { notices_.clear(); }
    // A problem of the link found by the screen that reads it (an explorer n over its game's cap).
    void add_notice(Error e) { notices_.push_back(std::move(e)); }

  private:
    void changed();
    bool nim_is_game() const;
    GamePlay play_; // Nim's position, turn, history and computer, on the one play model
    State state_;
    std::vector<std::uint64_t> heaps_ = {3, 5, 7}, start_;
    nim::Analysis analysis_;
    std::vector<PlayedMove> done_; // play_'s history as Nim moves
    int start_turn_ = 1;
    std::vector<Error> notices_;
    std::map<std::string, std::pair<std::string, std::string>> remembered_; // game -> {pos, rules}
};

} // namespace gl::app
