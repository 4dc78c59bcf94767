#include "app/game_play.h"

#include "app/scene.h"
#include "cgt/misere_game.h"

#include <chrono>

namespace gl::app {

void GamePlay::start(std::shared_ptr<const Ruleset> rules, std::string pos, Play play, int turn, std::size_t budget) {
    rules_ = std::move(rules);
    pos_ = start_ = std::move(pos);
    partizan_ = rules_ && rules_->partizan_at(pos_); // moves keep a sum's parts, and so its kind
    play_ = play;
    turn_ = turn;
    done_.clear();
    undone_.clear();
    budget_ = std::max<std::size_t>(1, budget);
    changed();
}

void GamePlay::set_search_budget(std::size_t budget) {
    budget_ = std::max<std::size_t>(1, budget);
    restart_analysis(); // the position, its moves and picture stay
}

void GamePlay::set_play(Play play) {
    play_ = play;
    changed();
}

void GamePlay::changed() {
    moves_.clear();
    picture_ = Picture{};
    board_words_.reset();
    legal_count_ = 0;
    if (rules_) {
        if (auto m = rules_->moves(pos_)) moves_ = std::move(m.value());
        if (auto p = rules_->picture(pos_)) picture_ = std::move(p.value());
        for (std::size_t i = 0; i < moves_.size(); ++i) legal_count_ += legal(i);
    }
    restart_analysis(); // clears the analysis first
}

const std::vector<std::string>& GamePlay::board_words() const {
    if (!board_words_) board_words_ = board_scene(picture_).words;
    return *board_words_;
}

void GamePlay::restart_analysis() {
    analysis_ = Analysis{};
    analysing_ = false;
    if (!rules_) return;
    if (step_ == 0) {
        if (auto a = rules_->analyse(pos_, play_, budget_)) analysis_ = std::move(a.value());
        if (play_ == Play::Misere) add_misere_form(analysis_, *rules_, pos_);
        return;
    }
    analysis_ = unanalysed();
    spent_ = 0;
    analysing_ = true;
    advance_analysis(first_ms_);
}

void GamePlay::advance_analysis(double ms) {
    if (!analysing_ || !rules_) return;
    const auto start = std::chrono::steady_clock::now();
    do {
        if (auto a = rules_->analyse_part(pos_, play_, step_, spent_, budget_)) {
            analysing_ = false;
            if (a.value()) analysis_ = std::move(a.value().value());
            // The page's budget: a few thousand positions, a frame's work.
            if (play_ == Play::Misere) add_misere_form(analysis_, *rules_, pos_, 20'000);
            return;
        }
    } while (std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count() < ms);
}

void GamePlay::cancel_analysis() {
    if (!analysing_) return;
    analysing_ = false;
    if (rules_) rules_->drop_steps(); // its memory now, not at the next analysis
    analysis_ = unanalysed();
    analysis_.method = Method::TooLarge;
    analysis_.reason = "The analysis was cancelled after " + thousands(spent_) + " of its " + thousands(rules_->steps_budget(budget_)) +
                       " steps: value, outcome and winning moves unknown. Any move, undo or redo analyses the new position.";
}

Analysis GamePlay::unanalysed() const {
    Analysis a;
    a.partizan = partizan_;
    a.position = pos_;
    a.play = play_;
    a.game_over = game_over();
    a.option_count = moves_.size();
    a.outcome = Outcome::Unknown;
    return a;
}

bool GamePlay::winning(std::size_t move) const {
    if (!legal(move)) return false;
    for (const GameMove& w : analysis_.winning_moves)
        if (w.to == moves_[move].to && same_side(w.side, moves_[move].side)) return true;
    return false;
}

bool GamePlay::play(std::size_t move) {
    if (move >= moves_.size()) return false;
    return play(move, moves_[move].to);
}

bool GamePlay::play(std::size_t move, std::string arrangement) {
    if (!legal(move)) return false;
    done_.push_back(PlayedStep{turn_, moves_[move].label, pos_, arrangement});
    undone_.clear();
    pos_ = std::move(arrangement);
    turn_ = 3 - turn_;
    changed();
    return true;
}

bool GamePlay::play_to(const std::string& to) {
    for (std::size_t i = 0; i < moves_.size(); ++i)
        if (moves_[i].to == to && legal(i)) return play(i);
    return false;
}

bool GamePlay::play_typed(const GameMove& m) {
    if (!rules_ || moves_.empty() || m.to.empty()) return false;
    done_.push_back(PlayedStep{turn_, m.label, pos_, m.to});
    undone_.clear();
    pos_ = m.to;
    turn_ = 3 - turn_;
    changed();
    return true;
}

bool GamePlay::undo() {
    if (done_.empty()) return false;
    PlayedStep s = std::move(done_.back());
    done_.pop_back();
    pos_ = s.before;
    turn_ = s.player;
    undone_.push_back(std::move(s));
    changed();
    return true;
}

bool GamePlay::redo() {
    if (undone_.empty()) return false;
    PlayedStep s = std::move(undone_.back());
    undone_.pop_back();
    pos_ = s.after;
    turn_ = 3 - s.player;
    done_.push_back(std::move(s));
    changed();
    return true;
}

bool GamePlay::undo_reaches_person() const {
    for (const auto& s : done_)
        if (s.player != computer) return true;
    return false;
}

bool GamePlay::undo_turn() {
    if (!undo_reaches_person()) return false;
    undo();
    while (computer_to_move() && can_undo()) undo();
    return true;
}

std::optional<std::size_t> GamePlay::computer_move() const {
    if (game_over()) return std::nullopt;
    for (const GameMove& w : analysis_.winning_moves)
        for (std::size_t i = 0; i < moves_.size(); ++i)
            if (moves_[i].to == w.to && same_side(w.side, moves_[i].side) && legal(i)) return i;
    for (const GameMove& w : analysis_.drawing_moves) // a loopy board: no win, so hold the draw
        for (std::size_t i = 0; i < moves_.size(); ++i)
            if (moves_[i].to == w.to && same_side(w.side, moves_[i].side) && legal(i)) return i;
    std::size_t best = 0, most = 0;
    bool any = false;
    for (std::size_t i = 0; i < moves_.size(); ++i) {
        if (!legal(i)) continue;
        const std::size_t n = rules_->option_count(moves_[i].to);
        if (!any || n > most) {
            any = true;
            best = i;
            most = n;
        }
    }
    return best;
}

std::string GamePlay::computer_aim() const {
    if (analysis_.outcome_class.empty() || game_over()) return {};
    auto has = [&](const std::vector<GameMove>& list) {
        for (const GameMove& w : list)
            for (std::size_t i = 0; i < moves_.size(); ++i)
                if (moves_[i].to == w.to && same_side(w.side, moves_[i].side) && legal(i)) return true;
        return false;
    };
    if (has(analysis_.winning_moves)) return "plays to win";
    if (has(analysis_.drawing_moves)) return "holds a draw: it cannot win from here";
    return "cannot win or draw from here";
}

bool GamePlay::repeated() const {
    for (const PlayedStep& s : done_)
        if (s.before == pos_ && s.player == turn_) return true;
    return false;
}

bool GamePlay::play_computer() {
    if (!computer_to_move()) return false;
    auto m = computer_move();
    return m && play(*m);
}

std::optional<int> GamePlay::winner() const {
    if (!rules_ || !game_over()) return std::nullopt;
    const int stuck = turn_; // the player who cannot move
    return play_ == Play::Normal ? 3 - stuck : stuck;
}

} // namespace gl::app

namespace gl::app {

void add_misere_form(Analysis& a, const Ruleset& rules, std::string_view pos, std::uint64_t positions) {
    if (rules.partizan_at(pos) || !rules.impartial()) return;
    auto f = cgt::misere_form(rules, pos, positions);
    a.misere_form = f ? f.value() : f.error().message;
}

} // namespace gl::app
