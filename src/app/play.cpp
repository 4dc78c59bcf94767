#include "app/play.h"

#include <algorithm>

namespace gl::app {

// ---- the session -------------------------------------------------------------------------------

PlaySession::PlaySession(std::vector<Part> parts) { start(std::move(parts)); }

void PlaySession::start(std::vector<Part> parts, int turn) {
    parts_ = std::move(parts);
    start_ = parts_;
    turn_ = turn;
    done_.clear();
    undone_.clear();
    changed();
}

void PlaySession::changed() { analysis_ = analyse(parts_, values_); }

bool PlaySession::play(const PlayMove& m) {
    if (m.part >= parts_.size() || m.heap >= parts_[m.part].heaps.size()) return false;
    const auto legal = moves_of(parts_, m.part, m.heap);
    if (std::find(legal.begin(), legal.end(), m) == legal.end()) return false;
    done_.push_back(SumPlayedMove{turn_, m, parts_});
    undone_.clear();
    parts_ = apply_move(parts_, m);
    turn_ = 3 - turn_;
    changed();
    return true;
}

bool PlaySession::undo() {
    if (done_.empty()) return false;
    SumPlayedMove m = done_.back();
    done_.pop_back();
    parts_ = m.before;
    turn_ = m.player;
    undone_.push_back(std::move(m));
    changed();
    return true;
}

bool PlaySession::redo() {
    if (undone_.empty()) return false;
    SumPlayedMove m = undone_.back();
    undone_.pop_back();
    parts_ = apply_move(m.before, m.move);
    turn_ = 3 - m.player;
    done_.push_back(std::move(m));
    changed();
    return true;
}

std::optional<PlayMove> PlaySession::computer_move() const {
    if (!analysis_.winning_moves.empty()) return analysis_.winning_moves.front();
    std::optional<PlayMove> best;
    for (std::size_t i = 0; i < parts_.size(); ++i)
        for (std::size_t j = 0; j < parts_[i].heaps.size(); ++j)
            for (const PlayMove& m : moves_of(parts_, i, j))
                if (!best || m.option.take < best->option.take ||
                    (m.option.take == best->option.take && m.from > best->from))
                    best = m;
    return best;
}

bool PlaySession::play_computer() {
    if (!computer_to_move()) return false;
    auto m = computer_move();
    return m && play(*m);
}

std::optional<int> PlaySession::winner() const {
    if (!analysis_.game_over) return std::nullopt;
    return 3 - turn_; // normal play: the player who cannot move loses
}

} // namespace gl::app
