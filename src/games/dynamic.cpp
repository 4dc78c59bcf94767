#include "games/dynamic.h"

namespace gl::dynamic {

using fibonacci::make_pile;

std::uint64_t two_part(std::uint64_t n) { return n & (~n + 1); }

namespace {

// "44 = 4 × 11", "32 is a power of 2", "7 is odd".
std::string factor_text(std::uint64_t n) {
    const std::uint64_t t = two_part(n);
    if (t == n) return std::to_string(n) + " is a power of 2";
    if (t == 1) return std::to_string(n) + " is odd";
    return std::to_string(n) + " = " + std::to_string(t) + " × " + std::to_string(n / t);
}

} // namespace

const GameMeta& DynamicGame::meta() {
    static const GameMeta m{
        "dynamic", "Dynamic subtraction",
        "One pile: the first move takes 1 chip up to all but one; then each move takes at least 1 and at most what the opponent "
        "just took. Whoever takes the last chip wins.",
        "Ferguson, Game Theory, Part I, §1.5, Exercise 7(a) (dynamic subtraction); A. J. Schwenk, Take-away games (1970)",
        "the chips 0 to 200 for the start of a game (44: the first move takes 1 to 43), or chips/limit, e.g. 40/4 (the next "
        "move takes 1 to 4; a limit above the pile lets the whole pile go)",
        "44"};
    return m;
}

Result<DynamicGame::Position> DynamicGame::parse(std::string_view text, std::string_view field) const {
    return fibonacci::parse_pile(text, field, kMaxChips);
}

std::string DynamicGame::format(const Position& p) const { return fibonacci::format_pile(p); }

std::vector<Option<DynamicGame::Position>> DynamicGame::options(const Position& p) const {
    std::vector<Option<Position>> out;
    for (std::uint64_t k = 1; k <= p[1]; ++k) out.push_back({"take " + std::to_string(k), make_pile(p[0] - k, k)});
    return out;
}

std::size_t DynamicGame::count_options(const Position& p) const { return p[1]; }

std::optional<Decided> DynamicGame::outcome_form(const Position& p) const {
    const std::uint64_t n = p[0], m = p[1];
    if (n == 0) return Decided{Outcome::P, "No chips are left: the player to move has lost (normal play)."};
    if (m == 0)
        return Decided{Outcome::P, "One chip, and the first move may not take the whole pile: no move is left, so the player to move "
                                   "has lost (normal play)."};
    const std::uint64_t t = two_part(n);
    const std::string head = factor_text(n) + ": the largest power of 2 dividing the pile is " + std::to_string(t);
    const std::string start = m + 1 == n ? " At the start this means: P iff the pile is a power of 2." : "";
    if (t > m)
        return Decided{Outcome::P, head + ", more than the limit " + std::to_string(m) +
                                       ", so this is a P-position: any take k leaves a pile whose largest power-of-2 factor is that of "
                                       "k, at most k, and the opponent may take it." + start};
    const std::uint64_t left = n - t;
    const std::string after = left == 0 ? "taking the whole pile wins at once"
                                        : "it leaves " + std::to_string(left) + ", divisible by " + std::to_string(2 * t) +
                                              ", more than the " + std::to_string(t) + " the opponent may take";
    return Decided{Outcome::N, head + ", at most the limit " + std::to_string(m) + ", so this is an N-position: take " +
                                   std::to_string(t) + " (" + after + ")." + start};
}

Picture DynamicGame::picture(const Position& p, const std::vector<Option<Position>>& options) const {
    return fibonacci::pile_picture(p, options.size(), "Then the opponent may take at most as many.");
}

std::vector<std::pair<std::string, std::string>> DynamicGame::facts(const Position& p) const {
    if (p[0] == 0) return {{"limit", fibonacci::limit_words(p)}};
    return {{"power of 2", factor_text(p[0])}, {"limit", fibonacci::limit_words(p)}};
}

} // namespace gl::dynamic
