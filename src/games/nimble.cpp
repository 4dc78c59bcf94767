#include "games/nimble.h"

#include <algorithm>

#include "core/text.h"
#include "games/nim.h"

namespace gl::nimble {

namespace {

// The coins that can still move (squares > 0), as "3 ⊕ 5 ⊕ 5".
std::string xor_text(const std::vector<std::uint64_t>& squares) {
    std::string s;
    for (std::uint64_t q : squares)
        if (q > 0) s += (s.empty() ? "" : " ⊕ ") + std::to_string(q);
    return s;
}

std::string list_text(const std::vector<std::uint64_t>& squares) {
    std::string s;
    for (std::uint64_t q : squares)
        if (q > 0) s += (s.empty() ? "" : ", ") + std::to_string(q);
    return s;
}

const char* kDisguise = "Nimble is Nim with a heap of i for each coin on square i";

} // namespace

Grundy square_nim_sum(const std::vector<std::uint64_t>& squares) {
    Grundy s = 0;
    for (std::uint64_t q : squares) s ^= q;
    return s;
}

const GameMeta& NimbleGame::meta() {
    static const GameMeta m{
        "nimble", "Nimble",
        "Move one coin from its square to any square to its left (coins may share a square and be jumped over); whoever "
        "cannot move, because every coin is on square 0, loses.",
        "Ferguson, Game Theory, Part I, §2.6, Exercise 3 (Nimble)",
        "the squares of the coins, numbered 0, 1, 2, … from the left end, separated by commas (a square once per coin on it, "
        "in any order; written in ascending order): 1 to 12 coins on squares 0 to 40",
        "1,3,3"};
    return m;
}

Result<NimbleGame::Position> NimbleGame::parse(std::string_view text, std::string_view field) const {
    auto squares = parse_uint_list(text, field, kMaxSquare, kMaxCoins);
    if (!squares) return squares.error();
    Position p = std::move(squares).value();
    std::sort(p.begin(), p.end());
    return p;
}

std::string NimbleGame::format(const Position& p) const { return format_uint_list(p); }

std::vector<Option<NimbleGame::Position>> NimbleGame::options(const Position& p) const {
    // Coins on one square are alike: moving either leaves the same position, so each square once.
    std::vector<Option<Position>> out;
    for (std::size_t c = 0; c < p.size(); ++c) {
        const std::uint64_t from = p[c];
        if (from == 0 || (c > 0 && p[c - 1] == from)) continue;
        for (std::uint64_t to = from; to-- > 0;) {
            Position q = p;
            q[c] = to;
            std::sort(q.begin(), q.end());
            out.push_back({"square " + std::to_string(from) + " → " + std::to_string(to), std::move(q)});
        }
    }
    return out;
}

std::size_t NimbleGame::count_options(const Position& p) const {
    std::size_t n = 0;
    for (std::size_t c = 0; c < p.size(); ++c)
        if (c == 0 || p[c - 1] != p[c]) n += p[c];
    return n;
}

std::optional<Closed> NimbleGame::closed_form(const Position& p) const {
    const Grundy s = square_nim_sum(p);
    const bool over = std::all_of(p.begin(), p.end(), [](std::uint64_t q) { return q == 0; });
    if (over)
        return Closed{0, "Every coin is on square 0: no move is left, so the player to move has lost (normal play); the value is 0."};
    const std::string theorem = std::string(" (") + kDisguise + ": each coin's moves go to every smaller square, as a heap's go "
                                "to every smaller size; Bouton's theorem.)";
    const std::string sum = "Coins on squares " + list_text(p) + ": their nim-sum " + xor_text(p) + " = " + std::to_string(s);
    if (s == 0) return Closed{0, sum + " is 0, so every move leaves a non-zero nim-sum and the player to move loses." + theorem};
    return Closed{s, sum + " is not 0, so the player to move wins by moving a coin to make it 0." + theorem};
}

std::optional<MisereClosed> NimbleGame::misere_form(const Position& p) const {
    // The same game tree as Nim on the heaps p (a coin on square 0 is an empty heap), so Bouton's
    // misère rule decides it.
    const nim::Analysis a = nim::analyse(p, Play::Misere);
    std::size_t ones = 0, big = 0;
    for (std::uint64_t q : p) {
        ones += q == 1;
        big += q > 1;
    }
    const std::string theorem =
        std::string(" (Misère Nimble is misère Nim: ") + kDisguise + "; Bouton's misère rule.)";
    std::string why;
    if (big >= 2)
        why = "Two or more coins stand beyond square 1, so misère play follows normal play: the nim-sum of the squares, " +
              xor_text(p) + " = " + std::to_string(square_nim_sum(p)) + (a.outcome == Outcome::P ? ", is 0." : ", is not 0.");
    else if (big == 1)
        why = "Exactly one coin stands beyond square 1: the player to move wins by moving it to square 0 or 1 so that an odd "
              "number of coins is left on square 1.";
    else if (ones == 0)
        why = "Every coin is on square 0: no move is left, and under misère play the player who cannot move wins.";
    else
        why = "Only the " + std::to_string(ones) + (ones == 1 ? " coin" : " coins") +
              " on square 1 can move, each once: the player to move loses iff their number is odd.";
    return MisereClosed{a.outcome, why + theorem};
}

Picture NimbleGame::picture(const Position& p, const std::vector<Option<Position>>& options) const {
    Picture pic;
    pic.layout = Picture::Layout::Rows;
    pic.caption = "Click a coin to move it to a square on its left (the squares are numbered 0, 1, 2, … from the left; "
                  "a number is how many coins share the square).";
    const std::uint64_t last = p.empty() ? 0 : p.back();
    PictureRow row{"squares 0–" + std::to_string(last), {}};
    for (std::uint64_t q = 0; q <= last; ++q) {
        const auto n = static_cast<std::size_t>(std::count(p.begin(), p.end(), q));
        row.cells.push_back(n == 0 ? Cell{Glyph::Blank, "", {}} : Cell{Glyph::Token, std::to_string(n), {}});
    }
    // options() lists the occupied squares > 0 in ascending order, each with its `square` moves.
    std::size_t m = 0;
    for (std::size_t c = 0; c < p.size(); ++c) {
        if (p[c] == 0 || (c > 0 && p[c - 1] == p[c])) continue;
        for (std::uint64_t k = 0; k < p[c] && m < options.size(); ++k, ++m) row.cells[p[c]].moves.push_back(static_cast<int>(m));
    }
    pic.rows.push_back(std::move(row));
    return pic;
}

std::vector<std::pair<std::string, std::string>> NimbleGame::facts(const Position& p) const {
    const Grundy s = square_nim_sum(p);
    const std::string terms = xor_text(p);
    return {{"coins", std::to_string(p.size())},
            {"nim-sum of the squares", (terms.empty() ? std::string("0") : terms + " = " + std::to_string(s)) + " (" + binary(s) + ")"}};
}

} // namespace gl::nimble
