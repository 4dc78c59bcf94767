// page.h - the page model: the state a link encodes, and the model of the screen it opens. Every
// reader of links goes through it or through its parts (link_answer.h): the page (ui::AppUi draws
// a Page and keeps only widget state: scroll, hover, open panels, half-typed text), the page's JS
// API (web/bindings_app.cpp) and, screen by screen, `grundylab analyze` and E.analyze.
//
//   the link (State) ─ open_link ─▶ Page ─▶ one of three screen models:
//     play        GamePlay over the registry's ruleset: every game, Nim and sums included. Nim's
//                 board adds Bouton's closed form (nim()), the sums' board its heap-by-heap
//                 analysis (sum()); both read the one play model's position.
//     explorer    Explorer (game=octal)
//     calculator  Calculator (game=cgt)
//
// Data flows one way: an action changes a screen model, and the link is read back from the model
// (state() takes the play keys from the play model), so nothing has to be copied back each frame.
#pragma once
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/calculator.h"
#include "app/explorer.h"
#include "app/game_play.h"
#include "app/link_answer.h"
#include "app/state.h"
#include "games/heap_sum.h"
#include "games/nim.h"

namespace gl::app {

// A Nim move made, as the Nim board names it (heap, from, to), with who made it.
struct PlayedMove {
    int player = 1; // 1 or 2
    nim::Move move;
};

// The sums' board's view of the play model (game=sum under normal play, heap parts only).
struct SumView {
    std::vector<sums::Part> parts, start; // the position now, and where the game started
    sums::PlayAnalysis analysis;          // each heap's value, the nim-sum, the winning moves
};

class Page {
  public:
    Page(); // Nim from 3,5,7

    // Replaces the state by the one a link encodes and opens its screen; problems go to notices().
    void open_link(std::string_view query);
    std::string link() const { return link_from_state(state()); }
    // The link's state. On a play screen its position, rules, turn, computer and play convention
    // are the play model's.
    State state() const;
    Screen screen() const { return screen_; }

    const std::vector<Error>& notices() const { return notices_; }
    // How the last link was read where its writer may have meant otherwise (a '+' read as a plus
    // sign): said beside the notices, not a problem (the link is rewritten as the page writes it).
    const std::vector<Error>& notes() const { return notes_; }
    void clear_notices() { notices_.clear(); notes_.clear(); }

    // Another game (or tool) with what it showed when last left in this page, else its defaults.
    void set_game(const std::string& id);
    void set_hints(bool on) { state_.hints = on; }

    // ---- the play screen -----------------------------------------------------------------------
    GamePlay& play() { return play_; }
    const GamePlay& play() const { return play_; }
    // A new game of the ruleset shown, from `pos` (canonical text), player `turn` to move.
    void restart_at(const std::string& pos, int turn = 1);
    // A graph board's drawing, for the link (`layout=`; "" when the automatic layout is used).
    void set_layout(std::string layout) { state_.layout = std::move(layout); }
    // The page's analysis in steps (GamePlay::set_analysis_steps); the CLI and the tests answer at once.
    void set_analysis_steps(std::size_t step, double first_ms);

    // Nim (Bouton's closed form, normal and misère): null unless Nim is played.
    const nim::Analysis* nim() const;
    std::vector<std::uint64_t> nim_heaps() const; // the heaps (empty unless Nim is played)
    std::vector<std::uint64_t> nim_start() const; // the heaps the game started from
    std::vector<PlayedMove> nim_moves() const;    // the moves made, as heap moves
    // The player to move takes tokens so that heap `heap` is left with `leave`; false (and nothing
    // changes) if that is not a legal move.
    bool take(std::size_t heap, std::uint64_t leave);
    // Heaps typed by a person (the board's limits); on error nothing changes and the error is returned.
    Result<bool> set_heaps_text(std::string_view text);

    // The sums' board (heap parts under normal play): null otherwise.
    const SumView* sum() const;
    bool play_sum(const sums::PlayMove& m); // false (and nothing changes) if not a legal move
    sums::HeapValues& heap_values() const { return values_; } // the heap games' values, cached
    // A new sum from `parts`, player 1 to move.
    void restart_sum(const std::vector<sums::Part>& parts);

    // ---- the explorer (game=octal) and the calculator (game=cgt) --------------------------------
    Explorer& explorer() { return explorer_; }
    const Explorer& explorer() const { return explorer_; }
    Calculator& calculator() { return calculator_; }
    const Calculator& calculator() const { return calculator_; }
    // The explorer's link keys besides its model's code and n (which follow the model).
    void set_explorer_view(const std::string& view) { state_.view = view; }
    void set_explorer_width(std::uint64_t w) { state_.width = w; }
    void set_explorer_at(std::uint64_t n) { state_.at = n; }
    void set_misere_heap(std::uint64_t heap) { state_.heap = heap; }

  private:
    void open_screen(); // the screen model follows state_ (a new link, another game)
    void open_play();
    void open_explorer_model();
    void open_calculator_model();
    State state_;
    Screen screen_ = Screen::Play;
    std::vector<Error> notices_;
    std::vector<Error> notes_;
    GamePlay play_;
    Explorer explorer_;
    Calculator calculator_;
    std::size_t step_ = 0;
    double first_ms_ = 0;
    struct Remembered {
        std::string pos, rules;
        int turn = 1;
    };
    std::map<std::string, Remembered> remembered_; // game -> what it showed when last left
    // Derived views, made again when the play model's position or convention changes.
    mutable std::string nim_for_, sum_for_;
    mutable std::optional<nim::Analysis> nim_;
    mutable std::optional<SumView> sum_;
    mutable sums::HeapValues values_; // the heap games' values, kept across positions
};

// The sums' board draws a state of game=sum: heap parts under normal play (other sums are drawn by
// the generic play screen).
bool sum_board_draws(const State& s);

} // namespace gl::app
