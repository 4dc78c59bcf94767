#include "games/staircase.h"

#include "core/text.h"

namespace gl::staircase {

namespace {

std::string coins(std::uint64_t n) { return std::to_string(n) + (n == 1 ? " coin" : " coins"); }

// "0 on step 1, 5 on step 3" and "0 ⊕ 5"
std::string odd_steps_text(const std::vector<std::uint64_t>& steps) {
    std::string s;
    for (std::size_t j = 1; j <= steps.size(); j += 2)
        s += (s.empty() ? "" : ", ") + std::to_string(steps[j - 1]) + " on step " + std::to_string(j);
    return s;
}
std::string odd_xor_text(const std::vector<std::uint64_t>& steps) {
    std::string s;
    for (std::size_t j = 1; j <= steps.size(); j += 2) s += (s.empty() ? "" : " ⊕ ") + std::to_string(steps[j - 1]);
    return s;
}

} // namespace

Grundy odd_nim_sum(const std::vector<std::uint64_t>& steps) {
    Grundy s = 0;
    for (std::size_t j = 0; j < steps.size(); j += 2) s ^= steps[j];
    return s;
}

std::vector<std::uint64_t> move_down(std::vector<std::uint64_t> steps, std::size_t j, std::uint64_t k) {
    steps[j - 1] -= k;
    if (j >= 2) steps[j - 2] += k;
    return steps;
}

const GameMeta& StaircaseGame::meta() {
    static const GameMeta m{
        "staircase", "Staircase Nim",
        "Move any positive number of coins from one step down to the next lower step (from step 1 they leave the game); "
        "whoever cannot move, because every coin is on the floor, loses.",
        "R. P. Sprague (1937); Ferguson, Game Theory, Part I, §2.6, Exercise 6 (Staircase Nim)",
        "the numbers of coins on steps 1, 2, 3, … separated by commas (the floor, step 0, is not listed): 1 to 10 steps, "
        "at most 400 coins in all (moves pile coins up on the lower steps). The value comes from the odd steps' nim-sum at any size, but misère play is found by search, which "
        "visits every way the coins can slide down, and that grows fast: 8,8,8,8 has 29,799 positions below it and is "
        "searched; 10,10,10,10 has 68,211 and 2 coins on each of 10 steps 8,414,640, too many",
        "0,1,5"};
    return m;
}

Result<StaircaseGame::Position> StaircaseGame::parse(std::string_view text, std::string_view field) const {
    auto p = parse_uint_list(text, field, kMaxCoins, kMaxSteps);
    if (!p) return p;
    std::uint64_t total = 0;
    for (std::uint64_t x : p.value()) total += x; // at most 10 * 400: no overflow
    if (total > kMaxCoins)
        return Error{std::string(field), Error::kWhole,
                     "has " + std::to_string(total) + " coins; at most " + std::to_string(kMaxCoins) + " coins in all"};
    return p;
}

std::string StaircaseGame::format(const Position& p) const { return format_uint_list(p); }

std::vector<Option<StaircaseGame::Position>> StaircaseGame::options(const Position& p) const {
    // Moving k from step j changes step j (and j - 1); the highest changed step and its loss
    // name the move, so each position comes once.
    std::vector<Option<Position>> out;
    for (std::size_t j = 1; j <= p.size(); ++j)
        for (std::uint64_t k = 1; k <= p[j - 1]; ++k)
            out.push_back({"step " + std::to_string(j) + " → " + (j == 1 ? std::string("floor") : std::to_string(j - 1)) + ": " +
                               coins(k),
                           move_down(p, j, k)});
    return out;
}

std::size_t StaircaseGame::count_options(const Position& p) const {
    std::size_t n = 0;
    for (std::uint64_t x : p) n += x;
    return n;
}

std::optional<Closed> StaircaseGame::closed_form(const Position& p) const {
    const Grundy s = odd_nim_sum(p);
    const std::string theorem =
        " (Staircase Nim, Sprague 1937: the odd steps are Nim heaps; a move from an even step puts coins on an odd step, and "
        "moving the same coins on down undoes it, so the even steps do not change who wins. Every move changes the odd steps, "
        "so the Grundy value is exactly their nim-sum.)";
    if (count_options(p) == 0)
        return Closed{0, "Every coin is on the floor: no move is left, so the player to move has lost (normal play); the value is 0."};
    const std::string sum = "Coins on the odd steps: " + odd_steps_text(p) + "; their nim-sum " +
                            (p.size() > 2 ? odd_xor_text(p) + " = " : std::string()) + std::to_string(s);
    if (s == 0) return Closed{0, sum + " is 0, so every move leaves a non-zero nim-sum and the player to move loses." + theorem};
    return Closed{s, sum + " is not 0, so the player to move wins by moving coins down from an odd step to make it 0." + theorem};
}

Picture StaircaseGame::picture(const Position& p, const std::vector<Option<Position>>& options) const {
    Picture pic;
    pic.layout = Picture::Layout::Stacks;
    pic.caption = "Click a coin to move it and every coin above it down one step (from step 1 they leave the game, to the floor).";
    std::size_t base = 0; // options() lists step 1 first, k = 1, 2, ... coins
    for (std::size_t j = 1; j <= p.size(); ++j) {
        const std::uint64_t x = p[j - 1];
        PictureRow row{"step " + std::to_string(j), {}};
        for (std::size_t k = 0; k < j; ++k) row.cells.push_back(Cell{Glyph::Step, "", {}}); // the step itself
        for (std::uint64_t i = 0; i < x; ++i) {
            Cell c{Glyph::Token, "", {}};
            const std::size_t m = base + static_cast<std::size_t>(x - i - 1); // the cell i from the bottom moves the top x - i
            if (m < options.size()) c.moves.push_back(static_cast<int>(m));
            row.cells.push_back(std::move(c));
        }
        base += static_cast<std::size_t>(x);
        pic.rows.push_back(std::move(row));
    }
    return pic;
}

std::vector<std::pair<std::string, std::string>> StaircaseGame::facts(const Position& p) const {
    const Grundy s = odd_nim_sum(p);
    return {{"coins on the odd steps", odd_steps_text(p)},
            {"odd steps' nim-sum", (p.size() > 2 ? odd_xor_text(p) + " = " : std::string()) + std::to_string(s) + " = " + binary(s)}};
}

} // namespace gl::staircase
