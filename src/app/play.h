// play.h - playing a sum of different heap games (seed 004 §7-8, seed 001 §4): each part is a
// ruleset (Nim, or an octal/subtraction game) with its heaps; a move is a move in one heap of one
// part; the position's value is the nim-sum of every heap's value (Sprague-Grundy). Kayles,
// Dawson's Kayles and Dawson's chess are the octal parts 0.77, 0.07 and 0.137 (seed 000 §3).
// Independent of drawing: the UI (src/ui/sum_board.cpp) and the tests act through PlaySession.
#pragma once
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/impartial.h"
#include "core/result.h"
#include "games/octal.h"
#include "games/octal_sequence.h"

namespace gl::app {

// What a board can draw: heaps of at most kMaxPlayHeap, at most kMaxPlayHeaps heaps in all.
inline constexpr std::uint64_t kMaxPlayHeap = 40;
inline constexpr std::size_t kMaxPlayHeaps = 10;
inline constexpr std::size_t kMaxParts = 5;
// Links may hold any position play can reach from a typed one: splits make more, smaller heaps.
inline constexpr std::uint64_t kMaxPlayCells = kMaxPlayHeap * kMaxPlayHeaps;

struct Part {
    std::string rules;                // "nim", or a canonical octal code such as "0.77"
    std::vector<std::uint64_t> heaps; // heaps of 0 are allowed (an empty row or heap)
    bool is_nim() const { return rules == "nim"; }
    bool operator==(const Part&) const = default;
};

// "nim:7|{1,2,3}:10|{2,3}:6" or "0.77:10,4": parts separated by '|', each RULES:HEAPS where RULES
// is nim, an octal code or a subtraction set in braces. Errors name the character.
Result<std::vector<Part>> parse_parts(std::string_view text, std::string_view field = "pos");
std::string format_parts(const std::vector<Part>& parts);
// A name for a part's rules: "Nim", "Kayles", "Subtraction {1,2,3}", "0.16".
std::string rules_title(const std::string& rules);

struct PlayMove {
    std::size_t part = 0, heap = 0;
    std::uint64_t from = 0;
    octal::HeapOption option; // what is taken and what is left (0, 1 or 2 heaps)
    bool larger_first = false; // a split shown as left[1], left[0] (where the click cut the row)
    // Two moves are the same move whatever order the board shows the pieces in.
    bool operator==(const PlayMove& o) const { return part == o.part && heap == o.heap && from == o.from && option == o.option; }
};

struct PlayAnalysis {
    std::vector<std::vector<Grundy>> values; // values[part][heap]
    std::vector<Grundy> part_values;         // nim-sum within each part
    Grundy nim_sum = 0;
    Outcome outcome = Outcome::P;            // normal play
    bool game_over = false;
    std::vector<PlayMove> winning_moves;     // every move to nim-sum 0
};

// Grundy values of single heaps, per ruleset, computed once and kept.
class HeapValues {
  public:
    Grundy value(const std::string& rules, std::uint64_t n);

  private:
    std::map<std::string, std::unique_ptr<octal::PeriodSearch>> searches_;
};

// Every move from heap `heap` of part `part`.
std::vector<PlayMove> moves_of(const std::vector<Part>& parts, std::size_t part, std::size_t heap);
// The position after a move: the heap is replaced by the heaps it leaves (a split in the order
// the board shows it). An emptied heap disappears, unless it was its part's last one (the part
// keeps its place on the board as one empty heap), so play never makes more heaps than cells.
std::vector<Part> apply_move(std::vector<Part> parts, const PlayMove& m);
PlayAnalysis analyse(const std::vector<Part>& parts, HeapValues& values);

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
