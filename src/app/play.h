// play.h - the play session of a sum of heap games (game=sum): the position, whose turn it is,
// undo/redo and the computer opponent. The game itself (parts, moves, values) is games/heap_sum.h.
// Independent of drawing: the UI (src/ui/sum_board.cpp) and the tests act through PlaySession.
#pragma once
#include <optional>
#include <vector>

#include "games/heap_sum.h"

namespace gl::app {

// The heap-sum types, where the play screen and its tests know them.
using sums::kMaxPlayHeap;
using sums::kMaxPlayHeaps;
using sums::kMaxParts;
using sums::kMaxPlayCells;
using sums::Part;
using sums::parse_parts;
using sums::format_parts;
using sums::rules_title;
using sums::PlayMove;
using sums::PlayAnalysis;
using sums::HeapValues;
using sums::moves_of;
using sums::apply_move;
using sums::analyse;

struct SumPlayedMove {
    int player = 1;
    PlayMove move;
    std::vector<Part> before;
};

class PlaySession {
  public:
    explicit PlaySession(std::vector<Part> parts = {});
    void start(std::vector<Part> parts, int turn = 1);
    const std::vector<Part>& parts() const { return parts_; }
    const std::vector<Part>& start_position() const { return start_; }
    const PlayAnalysis& analysis() const { return analysis_; }
    int turn() const { return turn_; }

    bool play(const PlayMove& m); // false (and nothing changes) if m is not a legal move
    bool undo();
    bool redo();
    bool can_undo() const { return !done_.empty(); }
    bool can_redo() const { return !undone_.empty(); }
    const std::vector<SumPlayedMove>& moves() const { return done_; }

    int computer = 0; // the player the computer plays: 0, 1 or 2
    bool computer_to_move() const { return computer == turn_ && !analysis_.game_over; }
    // The perfect opponent's move: a winning move if there is one; from a P-position the move
    // that keeps the game longest (the least taken from the largest heap).
    std::optional<PlayMove> computer_move() const;
    bool play_computer();
    std::optional<int> winner() const; // normal play: whoever moved last

    HeapValues& values() { return values_; }

  private:
    void changed();
    std::vector<Part> parts_, start_;
    int turn_ = 1;
    PlayAnalysis analysis_;
    HeapValues values_;
    std::vector<SumPlayedMove> done_, undone_;
};

} // namespace gl::app
