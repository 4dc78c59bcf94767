#include "games/nim.h"

#include "core/text.h"

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

// Bouton (Ferguson, Part I, §2.4): from nim-sum s != 0, a winning move takes a heap x with a 1 in the
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

    // Misère play, Bouton's rule (Ferguson, Part I, §2.5): play as in normal Nim while at least two heaps
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

// ---- the ruleset ---------------------------------------------------------------------------------

const GameMeta& NimGame::meta() {
    static const GameMeta m = [] {
        GameMeta g{"nim", "Nim",
                   "Take any number of tokens from one heap; under normal play whoever takes the last token wins.",
                   "C. L. Bouton, Nim, a game with a complete mathematical theory (1901); Ferguson, Game Theory, Part I, §2",
                   "heap sizes separated by commas: 1 to 12 heaps of 0 to 99 tokens", "3,5,7"};
        g.sum_part = false; // Nim's part of a sum is its heaps: nim:7
        g.view = GameMeta::View::Heaps;
        return g;
    }();
    return m;
}

Result<NimGame::Position> NimGame::parse(std::string_view text, std::string_view field) const {
    return parse_uint_list(text, field, kMaxHeap, kMaxHeaps);
}

std::string NimGame::format(const Position& p) const { return format_uint_list(p); }

std::vector<Option<NimGame::Position>> NimGame::options(const Position& p) const {
    std::vector<Option<Position>> out;
    for (std::size_t i = 0; i < p.size(); ++i)
        for (Heap to = p[i]; to-- > 0;) {
            Position q = p;
            q[i] = to;
            out.push_back({"heap " + std::to_string(i + 1) + ": " + std::to_string(p[i]) + " → " + std::to_string(to), q});
        }
    return out;
}

std::size_t NimGame::count_options(const Position& p) const {
    std::size_t n = 0;
    for (Heap h : p) n += h;
    return n;
}

std::optional<Closed> NimGame::closed_form(const Position& p) const {
    const Analysis a = analyse(p, Play::Normal);
    return Closed{a.nim_sum, a.reason};
}

std::optional<MisereClosed> NimGame::misere_form(const Position& p) const {
    const Analysis a = analyse(p, Play::Misere);
    return MisereClosed{a.outcome, a.reason};
}

Picture NimGame::picture(const Position& p, const std::vector<Option<Position>>& options) const {
    Picture pic;
    pic.layout = Picture::Layout::Stacks;
    pic.caption = "Click a token to take it and every token above it.";
    std::size_t k = 0; // options come heap by heap, largest leave first
    for (std::size_t i = 0; i < p.size(); ++i) {
        PictureRow row{"heap " + std::to_string(i + 1), {}};
        for (Heap j = 0; j < p[i]; ++j) row.cells.push_back(Cell{Glyph::Token, "", {}});
        for (Heap to = p[i]; to-- > 0; ++k) row.cells[to].moves.push_back(static_cast<int>(k));
        pic.rows.push_back(std::move(row));
    }
    (void)options;
    return pic;
}

std::vector<std::pair<std::string, std::string>> NimGame::facts(const Position& p) const {
    return {{"nim-sum", std::to_string(nim_sum(p))}};
}

} // namespace gl::nim
