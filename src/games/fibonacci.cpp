#include "games/fibonacci.h"

#include <algorithm>

#include "core/text.h"

namespace gl::fibonacci {

namespace {

constexpr std::uint64_t kDrawnChips = 60; // larger piles draw their top 59 chips and a cell for the rest

std::string chips(std::uint64_t n) { return std::to_string(n) + (n == 1 ? " chip" : " chips"); }

// Reads the digits at text[i...]; sets `too_big` if the number exceeds `max`.
std::uint64_t read_number(std::string_view text, std::size_t& i, std::uint64_t max, bool& too_big) {
    std::uint64_t v = 0;
    too_big = false;
    while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
        const auto d = static_cast<std::uint64_t>(text[i] - '0');
        if (!too_big) { // v <= max here, so v * 10 + d cannot overflow
            v = v * 10 + d;
            too_big = v > max;
        }
        ++i;
    }
    return v;
}

} // namespace

Pile make_pile(std::uint64_t n, std::uint64_t m) { return n == 0 ? Pile{0, 0} : Pile{n, std::min(m, n)}; }

Result<Pile> parse_pile(std::string_view text, std::string_view field, std::uint64_t max_chips) {
    const std::string f(field);
    const std::string expected = "expected the chips (0 to " + std::to_string(max_chips) +
                                 "), e.g. 43 for the start of a game, or chips/limit, e.g. 42/2";
    if (text.empty()) return Error{f, 0, "is empty: " + expected};
    std::size_t i = 0;
    bool too_big = false;
    const std::uint64_t n = read_number(text, i, max_chips, too_big);
    if (i == 0) return Error{f, 0, quote_at(text, 0) + " is not a number: " + expected};
    if (too_big) return Error{f, 0, "the pile " + echo(text.substr(0, i), 24) + " is too large: at most " + chips(max_chips)};
    if (i == text.size()) return make_pile(n, n == 0 ? 0 : n - 1);
    if (text[i] != '/') return Error{f, i, quote_at(text, i) + " is not allowed here: " + expected};
    const std::size_t start = ++i;
    const std::uint64_t max_limit = 2 * max_chips;
    const std::uint64_t m = read_number(text, i, max_limit, too_big);
    if (i == start) {
        if (i == text.size()) return Error{f, i, "the limit after '/' is missing: the most the next move may take, e.g. 42/2"};
        return Error{f, i, quote_at(text, i) + " is not a number: after '/' comes the most the next move may take, e.g. 42/2"};
    }
    if (too_big)
        return Error{f, start, "the limit " + echo(text.substr(start, i - start), 24) + " is too large: at most " +
                                   std::to_string(max_limit) + " (a limit above the pile means the whole pile may be taken)"};
    if (i < text.size()) return Error{f, i, quote_at(text, i) + " is not allowed here: the position ends after the limit, e.g. 42/2"};
    if (m == 0) return Error{f, start, "the limit is 0: every move takes at least 1 chip, so the limit is 1 or more"};
    return make_pile(n, m);
}

std::string format_pile(const Pile& p) {
    if (p[0] == 0 || p[1] + 1 == p[0]) return std::to_string(p[0]);
    return std::to_string(p[0]) + "/" + std::to_string(p[1]);
}

std::string limit_words(const Pile& p) {
    const std::uint64_t n = p[0], m = p[1];
    if (n == 0 || m == 0) return "no move";
    if (m == n) return m == 1 ? "take 1 (the whole pile)" : "take 1 to " + std::to_string(m) + " (the whole pile may go)";
    return m == 1 ? "take 1" : "take 1 to " + std::to_string(m);
}

Picture pile_picture(const Pile& p, std::size_t option_count, std::string rule_words) {
    Picture pic;
    pic.layout = Picture::Layout::Stacks;
    const std::uint64_t n = p[0];
    pic.caption = n == 0 ? "No chips are left." : "Click a chip to take it and every chip above it: " + limit_words(p) + " this turn. " + rule_words;
    PictureRow row{chips(n) + ", " + limit_words(p), {}};
    // Cell j (bottom up) stands for the chip k = n − j from the top; a big pile draws cell 0 as
    // "the rest" (chips 60 and below) and cells 1..59 as the top chips, k = 60 − j.
    const bool cut = n > kDrawnChips;
    const std::uint64_t drawn = cut ? kDrawnChips : n;
    for (std::uint64_t j = 0; j < drawn; ++j) row.cells.push_back(Cell{Glyph::Token, "", {}});
    if (cut) row.cells[0] = Cell{Glyph::Label, std::to_string(n - (kDrawnChips - 1)) + " more", {}};
    for (std::size_t o = 0; o < option_count; ++o) {
        const std::uint64_t k = o + 1; // option o takes k chips
        const std::uint64_t j = cut ? (k >= kDrawnChips ? 0 : kDrawnChips - k) : n - k;
        row.cells[j].moves.push_back(static_cast<int>(o));
    }
    pic.rows.push_back(std::move(row));
    return pic;
}

std::vector<std::uint64_t> fibonacci_upto(std::uint64_t n) {
    std::vector<std::uint64_t> out;
    for (std::uint64_t a = 1, b = 2; a <= n; b += a, a = b - a) out.push_back(a);
    return out;
}

std::vector<std::uint64_t> zeckendorf(std::uint64_t n) {
    const auto fib = fibonacci_upto(n);
    std::vector<std::uint64_t> out;
    for (auto it = fib.rbegin(); it != fib.rend() && n > 0; ++it)
        if (*it <= n) { // greedy: the largest Fibonacci number that fits, never a neighbour of the last
            out.push_back(*it);
            n -= *it;
        }
    return out;
}

std::string zeckendorf_text(std::uint64_t n) {
    std::string s = std::to_string(n) + " = ";
    const auto terms = zeckendorf(n);
    if (terms.empty()) return s + "(no terms)";
    for (std::size_t i = 0; i < terms.size(); ++i) s += (i ? " + " : "") + std::to_string(terms[i]);
    return s;
}

// ---- the ruleset ---------------------------------------------------------------------------------

const GameMeta& FibonacciGame::meta() {
    static const GameMeta m{
        "fibonacci", "Fibonacci Nim",
        "One pile: the first move takes 1 chip up to all but one; then each move takes at least 1 and at most twice what the "
        "opponent just took. Whoever takes the last chip wins.",
        "M. J. Whinihan, Fibonacci Nim (1963); Ferguson, Game Theory, Part I, §1.5, Exercise 7(b)",
        "the chips 0 to 200 for the start of a game (43: the first move takes 1 to 42), or chips/limit, e.g. 42/2 (the next "
        "move takes 1 to 2; a limit above the pile lets the whole pile go)",
        "43"};
    return m;
}

Result<FibonacciGame::Position> FibonacciGame::parse(std::string_view text, std::string_view field) const {
    return parse_pile(text, field, kMaxChips);
}

std::string FibonacciGame::format(const Position& p) const { return format_pile(p); }

std::vector<Option<FibonacciGame::Position>> FibonacciGame::options(const Position& p) const {
    std::vector<Option<Position>> out;
    for (std::uint64_t k = 1; k <= p[1]; ++k) out.push_back({"take " + std::to_string(k), make_pile(p[0] - k, 2 * k)});
    return out;
}

std::size_t FibonacciGame::count_options(const Position& p) const { return p[1]; }

std::optional<Decided> FibonacciGame::outcome_form(const Position& p) const {
    const std::uint64_t n = p[0], m = p[1];
    if (n == 0) return Decided{Outcome::P, "No chips are left: the player to move has lost (normal play)."};
    if (m == 0)
        return Decided{Outcome::P, "One chip, and the first move may not take the whole pile: no move is left, so the player to move "
                                   "has lost (normal play)."};
    const auto terms = zeckendorf(n);
    const std::uint64_t z = terms.back();
    const std::string rep = zeckendorf_text(n) + " (Zeckendorf's theorem: a unique sum of distinct, non-neighbouring Fibonacci numbers)";
    const std::string start = m + 1 == n ? " At the start this means: P iff the pile is a Fibonacci number." : "";
    if (z > m)
        return Decided{Outcome::P, rep + "; its smallest term, " + std::to_string(z) + ", is more than the limit " + std::to_string(m) +
                                       ", so this is a P-position: any take k leaves a pile whose smallest term is at most 2k, "
                                       "which the opponent may take." + start};
    const std::uint64_t left = n - z;
    const std::string after = left == 0 ? "taking the whole pile wins at once"
                                        : "it leaves " + zeckendorf_text(left) + ", whose smallest term is more than " +
                                              std::to_string(2 * z) + ", twice the take";
    return Decided{Outcome::N, rep + "; its smallest term, " + std::to_string(z) + ", is at most the limit " + std::to_string(m) +
                                   ", so this is an N-position: take " + std::to_string(z) + " (" + after + ")." + start};
}

Picture FibonacciGame::picture(const Position& p, const std::vector<Option<Position>>& options) const {
    return pile_picture(p, options.size(), "Then the opponent may take up to twice as many.");
}

std::vector<std::pair<std::string, std::string>> FibonacciGame::facts(const Position& p) const {
    return {{"Zeckendorf", zeckendorf_text(p[0])}, {"limit", limit_words(p)}};
}

} // namespace gl::fibonacci
