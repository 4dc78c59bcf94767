// nim.h - Nim: closed forms of seed 001 §2 (Bouton's theorem, misère Nim).
// A Nim position is a sum of single heaps; HeapRules is one heap as an impartial ruleset, so the
// generic search of core/impartial.h can check every closed form here (tests/unit/nim_test.cpp).
#pragma once
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/impartial.h"

namespace gl::nim {

using Heap = std::uint64_t;

// One heap: from n you may move to any of 0..n-1. Its Grundy value is n (seed 001 §3.3).
struct HeapRules {
    using Position = Heap;
    std::vector<Heap> moves(Heap n) const;
};

using SumRules = Sum<HeapRules>;

struct Move {
    std::size_t heap = 0; // index into the position
    Heap from = 0;
    Heap to = 0;          // heap size left after the move
    bool operator==(const Move&) const = default;
};

// Everything the board and the analysis panel show about a position.
struct Analysis {
    std::vector<Heap> heaps;
    Play play = Play::Normal;
    Grundy nim_sum = 0;              // x1 xor ... xor xn: the Grundy value under normal play
    Outcome outcome = Outcome::P;    // for the player to move, under `play`
    std::vector<Move> winning_moves; // every move to a P-position (under `play`)
    bool game_over = false;          // no tokens left
    std::string reason;              // which rule decided the outcome, in words
};

Grundy nim_sum(std::span<const Heap> heaps);
Analysis analyse(std::span<const Heap> heaps, Play play);

// The perfect opponent's choice: from an N-position the first winning move (in heap order); from
// a P-position, where every move loses, the move that keeps the game longest - one token from the
// largest heap - so a learner has the most chances to find the mistake. None when no move is left.
std::optional<Move> computer_move(const Analysis& a);

// Position after a move; the caller guarantees the move is legal (to < from at that heap).
std::vector<Heap> apply(std::vector<Heap> heaps, const Move& m);

} // namespace gl::nim
