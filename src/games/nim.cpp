#include "games/nim.h"

namespace gl::nim {

std::vector<Heap> HeapRules::moves(Heap n) const {
    std::vector<Heap> out;
    out.reserve(n);
    for (Heap k = 0; k < n; ++k) out.push_back(k);
    return out;
}

Grundy nim_sum(std::span<const Heap> heaps) {
    Grundy s = 0;
    for (Heap h : heaps) s ^= h;
    return s;
}

std::optional<Move> computer_move(const Analysis& a) {
    if (!a.winning_moves.empty()) return a.winning_moves.front();
    std::optional<Move> best;
    for (std::size_t i = 0; i < a.heaps.size(); ++i)
        if (a.heaps[i] > 0 && (!best || a.heaps[i] > best->from)) best = Move{i, a.heaps[i], a.heaps[i] - 1};
    return best;
}

std::vector<Heap> apply(std::vector<Heap> heaps, const Move& m) {
    heaps[m.heap] = m.to;
    return heaps;
}

namespace {

// Bouton (seed 001 §2.4): from nim-sum s != 0, a winning move takes a heap x with a 1 in the
// leftmost column of s down to x xor s; exactly those heaps qualify (x xor s < x iff x has that bit).
void normal_play(Analysis& a) {
    const Grundy s = a.nim_sum;
    for (std::size_t i = 0; i < a.heaps.size() && s != 0; ++i) {
        const Heap target = a.heaps[i] ^ s;
        if (target < a.heaps[i]) a.winning_moves.push_back(Move{i, a.heaps[i], target});
    }
}

std::string plural(std::size_t n, const char* one, const char* many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

} // namespace

Analysis analyse(std::span<const Heap> heaps, Play play) {
    Analysis a;
    a.heaps.assign(heaps.begin(), heaps.end());
    a.play = play;
    a.nim_sum = nim_sum(heaps);
    std::size_t ones = 0, big = 0;
    for (Heap h : heaps) {
        if (h == 1) ++ones;
        if (h > 1) ++big;
    }
    a.game_over = ones == 0 && big == 0;

    if (play == Play::Normal) {
        a.outcome = a.nim_sum == 0 ? Outcome::P : Outcome::N;
        normal_play(a);
        a.reason = a.game_over ? "No tokens are left: the player to move has lost (normal play)."
                   : a.nim_sum == 0
                       ? "The nim-sum is 0, so every move leaves a non-zero nim-sum (Bouton's theorem)."
                       : "The nim-sum is " + std::to_string(a.nim_sum) +
                             ", not 0: a move that makes it 0 wins (Bouton's theorem).";
        return a;
    }

    // Misère play, Bouton's rule (seed 001 §2.5): play as in normal Nim while at least two heaps
    // exceed 1; with exactly one heap above 1, reduce it to 0 or 1 so that an odd number of
    // 1-heaps remains; with no heap above 1, the player to move loses iff the number of 1-heaps is odd.
    if (big >= 2) {
        a.outcome = a.nim_sum == 0 ? Outcome::P : Outcome::N;
        normal_play(a);
        a.reason = "Two or more heaps exceed 1, so misère play follows normal play: the nim-sum is " +
                   std::to_string(a.nim_sum) + (a.nim_sum == 0 ? " (a P-position)." : " (an N-position).");
    } else if (big == 1) {
        a.outcome = Outcome::N;
        for (std::size_t i = 0; i < a.heaps.size(); ++i)
            if (a.heaps[i] > 1) a.winning_moves.push_back(Move{i, a.heaps[i], ones % 2 == 1 ? 0u : 1u});
        a.reason = "Exactly one heap exceeds 1: reduce it to 0 or 1 so that an odd number of 1-heaps is left.";
    } else if (a.game_over) {
        a.outcome = Outcome::N;
        a.reason = "No tokens are left: the player who took the last token has lost (misère play).";
    } else {
        a.outcome = ones % 2 == 1 ? Outcome::P : Outcome::N;
        if (ones % 2 == 0)
            for (std::size_t i = 0; i < a.heaps.size(); ++i)
                if (a.heaps[i] == 1) a.winning_moves.push_back(Move{i, 1, 0});
        a.reason = "Only heaps of 1 are left (" + plural(ones, "heap", "heaps") +
                   "): the player to move loses iff their number is odd.";
    }
    return a;
}

} // namespace gl::nim
