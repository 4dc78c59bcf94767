// game_play.h - the one play model for every ruleset of the registry: the position, whose turn
// it is, snapshot undo/redo, the undo-to-a-person rule, one perfect computer policy and the
// winner under normal or misère play. Independent of drawing: the generic play screen
// (ui/game_screen.*), the page's JS API and the tests act through GamePlay.
#pragma once
#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/game.h"

namespace gl::app {

// The work of one step of an analysis in steps, the page's (GamePlay::set_analysis_steps) and every
// other caller's (app::analyse_state: the CLI, E.analyze, the exports): the same steps, so that all
// answer a position alike (an outcome search that resumes from its table decides differently with
// other steps).
inline constexpr std::size_t kAnalysisStep = 50'000;

struct PlayedStep {
    int player = 1;     // who moved: 1 or 2
    std::string label;  // the move's label
    std::string before; // the position it was made from (snapshot undo)
    std::string after;
};

// Under misère play, an impartial position's misère canonical form (Analysis::misere_form), found
// from its moves within `positions` positions; a sentence says why where it is too large.
void add_misere_form(Analysis& a, const Ruleset& rules, std::string_view pos, std::uint64_t positions = 200'000);

class GamePlay {
  public:
    // A new game of `rules` from `pos` (canonical text), `turn` to move, its positions searched
    // within `budget` steps (a link's budget=; the moves of the game keep it).
    void start(std::shared_ptr<const Ruleset> rules, std::string pos, Play play, int turn = 1, std::size_t budget = kDefaultSearchBudget);
    void set_play(Play play); // keeps the position and the history
    const Ruleset* rules() const { return rules_.get(); }
    std::shared_ptr<const Ruleset> shared_rules() const { return rules_; }
    const std::string& position() const { return pos_; }
    const std::string& start_position() const { return start_; }
    Play play_convention() const { return play_; }
    int turn() const { return turn_; }
    const Analysis& analysis() const { return analysis_; }
    const std::vector<GameMove>& moves() const { return moves_; }
    const Picture& picture() const { return picture_; } // the board, computed once per position
    // The board in words (its scene's words, app/scene.h), said once per position (the text twin).
    const std::vector<std::string>& board_words() const;

    bool play(std::size_t move);           // a move by index into moves(); false if none such
    // The same move, leaving the position written as `arrangement`: an equal position the board
    // keeps in the order the player sees (a Kayles row knocked out at pin 5 stays 5 | 1).
    bool play(std::size_t move, std::string arrangement);
    bool play_to(const std::string& to);   // the move that leaves `to` (canonical text)
    // A move not in moves(): one typed as a part's new value (core/game.h, TypedMoves), already
    // checked by the ruleset's move_to.
    bool play_typed(const GameMove& m);
    bool undo();
    bool redo();
    // Takes back moves until a person is to move (else the computer would replay at once); false
    // if no move of a person can be taken back.
    bool undo_turn();
    bool can_undo() const { return !done_.empty(); }
    bool can_redo() const { return !undone_.empty(); }
    bool undo_reaches_person() const;
    const std::vector<PlayedStep>& history() const { return done_; }

    int computer = 0; // the player the computer plays: 0 (nobody), 1 or 2
    // Partizan games (Ruleset::partizan_at()): player 1 is Left, player 2 is Right, and a player may
    // make only the moves of its side; the game is over when the player to move has none.
    bool partizan() const { return partizan_; }
    static Side side_of(int player) { return player == 1 ? Side::Left : Side::Right; }
    bool legal(std::size_t move) const {
        return move < moves_.size() && (moves_[move].side == Side::Both || moves_[move].side == side_of(turn_));
    }
    // Whether a winning move listed for `listed` (Analysis::winning_moves) is move of side `move`
    // here: the same side, or a move either player may make (an impartial part of a partizan sum),
    // listed for the player to move.
    bool same_side(Side listed, Side move) const { return listed == move || (move == Side::Both && listed == side_of(turn_)); }
    // Winning moves of the player to move (partizan: of its side; the analysis lists both sides').
    bool winning(std::size_t move) const;
    bool game_over() const { return legal_count_ == 0; }
    bool computer_to_move() const { return computer == turn_ && !game_over(); }
    // The perfect opponent: a winning move when there is one; otherwise (every move loses) the move
    // that leaves the opponent the most moves to choose from, so the game lasts and a learner has the
    // most chances to find the way back. Ties: the first in moves() order.
    // On a loopy board (games/loopy_board.h) a win is taken by the move that brings the end nearest
    // (the analysis lists it first), and with no win the computer holds a draw by a drawing move.
    std::optional<std::size_t> computer_move() const;
    bool play_computer();
    // What the computer's move on a loopy board aims at, in words ("plays to win", "holds a draw:
    // it cannot win", "cannot win or draw"); empty on a board whose play always ends.
    std::string computer_aim() const;
    // Whether the position shown, with the same player to move, was met before in this game (play
    // looped): the moves since then can go round again.
    bool repeated() const;
    // Once the game is over: normal play, whoever moved last wins; misère play, the other player.
    std::optional<int> winner() const;

    // The analysis in steps (the page): with a step set, a new position's analysis is begun at
    // once for up to `first_ms` milliseconds (a small position is done there and then), and what
    // is left goes on in advance_analysis(), called once a frame; analysing() is true meanwhile
    // and analysis() says only what the position itself says. Without a step (the CLI, the tests,
    // the JS API's analyze) every analysis is done at once. Rulesets whose analysis is always
    // quick answer in the first step (Ruleset::analyse_part).
    void set_analysis_steps(std::size_t step, double first_ms) {
        step_ = step;
        first_ms_ = first_ms;
    }
    bool analysing() const { return analysing_; }
    // The share of the budget spent: below 1 until the analysis is done (a search that lists winning
    // moves after its outcome may spend past one budget; it then shows 99%, never 100% while it runs).
    double analysis_progress() const {
        if (!analysing_) return 1.0;
        const std::size_t total = rules_ ? rules_->steps_budget(budget_) : budget_;
        return std::min(0.99, static_cast<double>(spent_) / static_cast<double>(total));
    }
    void advance_analysis(double ms); // works on a pending analysis for about `ms`
    // Stops a pending analysis: the value and outcome stay unknown, and the reason says so.
    void cancel_analysis();
    // The steps a position's analysis may spend: kDefaultSearchBudget when a game starts. Set, the
    // current position is analysed again with it (the page's "Search 10 times longer" on a
    // position too large for the default); later positions use it too. (The CLI's --budget and
    // E.analyze's {budget} go to app::analyse_state.)
    std::size_t search_budget() const { return budget_; }
    void set_search_budget(std::size_t budget);
    // The page offers a longer search where the analysis ran out (too large, or cancelled), up to
    // kMostPageBudget steps: a few minutes of search in the browser, its memory bounded by the
    // rulesets' own caps, whatever the budget.
    static constexpr std::size_t kMostPageBudget = 100 * kDefaultSearchBudget;
    bool can_search_longer() const {
        return rules_ && !analysing_ && analysis_.method == Method::TooLarge && budget_ < kMostPageBudget && !game_over();
    }

  private:
    void changed();
    void restart_analysis(); // the analysis of the same position again (another budget)
    Analysis unanalysed() const; // what the position itself says, before (or without) its analysis
    std::shared_ptr<const Ruleset> rules_;
    std::string pos_, start_;
    bool partizan_ = false;
    Play play_ = Play::Normal;
    int turn_ = 1;
    Analysis analysis_;
    std::vector<GameMove> moves_;
    Picture picture_;
    mutable std::optional<std::vector<std::string>> board_words_; // made when first asked
    std::vector<PlayedStep> done_, undone_;
    std::size_t legal_count_ = 0;
    std::size_t step_ = 0, spent_ = 0; // the analysis in steps: its step, and the work spent
    std::size_t budget_ = kDefaultSearchBudget;
    double first_ms_ = 0;
    bool analysing_ = false;
};

} // namespace gl::app
