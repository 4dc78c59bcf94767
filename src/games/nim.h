// nim.h - Nim: closed forms of Ferguson, Part I, §2 (Bouton's theorem, misère Nim).
// A Nim position is a sum of single heaps; HeapRules is one heap as an impartial ruleset, so the
// generic search of core/impartial.h can check every closed form here (tests/unit/nim_test.cpp).
#pragma once
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/impartial.h"
#include "core/ruleset.h"

namespace gl::nim {

using Heap = std::uint64_t;

// One heap: from n you may move to any of 0..n-1. Its Grundy value is n (Ferguson, Part I, §3.3).
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

// Nim as a ruleset of the contract (core/ruleset.h): `game=nim&pos=13,12,8`. The position is the
// list of heaps in board order; the closed forms are Bouton's theorem and his misère rule.
struct NimGame {
    using Position = std::vector<Heap>;
    static constexpr std::uint64_t kMaxHeap = 99;  // what the board draws and a person counts
    static constexpr std::size_t kMaxHeaps = 12;
    static const GameMeta& meta();
    Result<Position> parse(std::string_view text, std::string_view field) const;
    std::string format(const Position& p) const;
    std::vector<Option<Position>> options(const Position& p) const;
    std::size_t count_options(const Position& p) const; // the tokens left: one move per token
    std::optional<Closed> closed_form(const Position& p) const;
    std::optional<MisereClosed> misere_form(const Position& p) const;
    Picture picture(const Position& p, const std::vector<Option<Position>>& options) const;
    std::vector<std::pair<std::string, std::string>> facts(const Position& p) const;
};

} // namespace gl::nim
