// play.h - the play session of a sum of heap games (game=sum): the position, whose turn it is,
// undo/redo and the computer opponent. The game itself (parts, moves, values) is games/heap_sum.h.
// Independent of drawing: the UI (src/ui/sum_board.cpp) and the tests act through PlaySession.
#pragma once
#include <optional>
#include <vector>

#include "app/game_play.h"
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

// A sum's game on the one play model (GamePlay over the sums ruleset): turn, snapshot undo/redo,
// the undo-to-a-person rule, the computer policy and the winner are GamePlay's. What the heap
// screen adds: moves named by part, heap and option (its boards click those), and the sum's own
// analysis (each heap's value, the nim-sum in binary columns).
class PlaySession {
  public:
    explicit PlaySession(std::vector<Part> parts = {});
    void start(std::vector<Part> parts, int turn = 1);
    const std::vector<Part>& parts() const { return parts_; }
    const std::vector<Part>& start_position() const { return start_; }
    const PlayAnalysis& analysis() const { return analysis_; }
    int turn() const { return game_.turn(); }

    bool play(const PlayMove& m); // false (and nothing changes) if m is not a legal move
    bool undo();
    bool redo();
    bool undo_turn(); // back to the last position a person was to move in (GamePlay::undo_turn)
    bool can_undo() const { return game_.can_undo(); }
    bool can_redo() const { return game_.can_redo(); }
    bool undo_reaches_person() const;
    const std::vector<PlayedStep>& moves() const { return game_.history(); }

    int computer = 0; // the player the computer plays: 0, 1 or 2
    bool computer_to_move() const { return computer == turn() && !analysis_.game_over; }
    // GamePlay's perfect opponent: a winning move if there is one, else the move leaving the
    // opponent the most options. The index is into the sums ruleset's moves.
    std::optional<std::size_t> computer_move() const;
    bool play_computer();
    std::optional<int> winner() const; // normal play: whoever moved last

    HeapValues& values() { return values_; }

  private:
    bool follow(bool changed); // after GamePlay moved: read its position back into parts
    GamePlay game_;
    std::vector<Part> parts_, start_;
    PlayAnalysis analysis_;
    HeapValues values_;
};

} // namespace gl::app
