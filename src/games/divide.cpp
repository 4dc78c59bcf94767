#include "games/divide.h"

#include <algorithm>

#include "core/text.h"

namespace gl::divide {

namespace {

std::size_t bit_width(std::uint64_t x) {
    std::size_t w = 1;
    while ((x >> w) != 0) ++w;
    return w;
}

std::string parity(std::uint64_t n) { return std::to_string(n) + (n % 2 ? " odd" : " even"); }

std::string ones_word(Grundy g) {
    static const char* const words[] = {"no", "one", "two", "three", "four", "five", "six", "seven", "eight"};
    return g < 9 ? words[g] : std::to_string(g);
}

std::string split_words(std::uint64_t s, std::uint64_t a) {
    return std::to_string(s) + " → " + std::to_string(a) + " + " + std::to_string(s - a);
}

} // namespace

Grundy value(std::uint64_t m, std::uint64_t n) {
    const std::uint64_t x = (m - 1) | (n - 1);
    Grundy t = 0;
    while ((x >> t) & 1) ++t;
    return t;
}

const GameMeta& DivideGame::meta() {
    static const GameMeta m{
        "divide", "Empty and Divide",
        "Empty one box and divide the chips of the other between the two boxes, at least one in each; whoever cannot move (at 1, 1) loses.",
        "Ferguson, Game Theory, Part I, §1.5, Exercise 5 (Empty and Divide)",
        "the chips in the two boxes, separated by a comma: two numbers 1 to 200",
        "3,4"};
    return m;
}

Result<DivideGame::Position> DivideGame::parse(std::string_view text, std::string_view field) const {
    auto boxes = parse_uint_list(text, field, kMaxChips, 2);
    if (!boxes) return boxes.error();
    const std::string f(field);
    const auto starts = item_starts(text);
    if (boxes.value().size() != 2)
        return Error{f, Error::kWhole, "names one box: give the chips in both boxes, e.g. 3,4"};
    for (std::size_t i = 0; i < 2; ++i)
        if (boxes.value()[i] == 0)
            return Error{f, starts[i], "box " + std::to_string(i + 1) + " is empty: each box holds 1 to " +
                                           std::to_string(kMaxChips) + " chips (a move always leaves at least one in each)"};
    return boxes;
}

std::string DivideGame::format(const Position& p) const { return format_uint_list(p); }

std::vector<Option<DivideGame::Position>> DivideGame::options(const Position& p) const {
    // Dividing s chips leaves (a, s - a): a goes to box 1. With equal boxes both choices of the
    // box to empty leave the same positions, so they are listed once.
    std::vector<Option<Position>> out;
    const std::uint64_t m = p[0], n = p[1];
    for (std::uint64_t a = 1; a < m; ++a)
        out.push_back({(m == n ? "empty a box, divide the other: " : "empty box 2, divide box 1: ") + split_words(m, a),
                       Position{a, m - a}});
    if (n != m)
        for (std::uint64_t a = 1; a < n; ++a)
            out.push_back({"empty box 1, divide box 2: " + split_words(n, a), Position{a, n - a}});
    return out;
}

std::optional<Closed> DivideGame::closed_form(const Position& p) const {
    const std::uint64_t m = p[0], n = p[1];
    const Grundy g = value(m, n);
    const std::size_t w = bit_width(std::max(m - 1, n - 1));
    const std::string bits = std::string("(") + std::to_string(m) + " − 1) OR (" + std::to_string(n) + " − 1) = " + binary(m - 1, w) +
                             " OR " + binary(n - 1, w) + " = " + binary((m - 1) | (n - 1), w);
    const std::string why =
        " (dividing a box of s chips reaches exactly the values at the 1-bits of s − 1, so the value is the least bit set in "
        "neither m − 1 nor n − 1). The value is 0 exactly when both boxes are odd.";
    if (m == 1 && n == 1)
        return Closed{0, "Both boxes hold one chip: no move is left, and the player to move has lost (normal play)."};
    return Closed{g, bits + " ends in " + ones_word(g) + (g == 1 ? " 1" : " 1s") + ", so the Grundy value is " +
                         std::to_string(g) + why +
                         (g == 0 ? " Both boxes are odd: a P-position." : " Not both boxes are odd: an N-position.")};
}

std::optional<Decided> DivideGame::outcome_form(const Position& p) const {
    const bool both_odd = p[0] % 2 == 1 && p[1] % 2 == 1;
    return Decided{both_odd ? Outcome::P : Outcome::N,
                   "Boxes of " + parity(p[0]) + " and " + parity(p[1]) +
                       (both_odd ? ": both odd, so a P-position: every move divides an odd box into an odd and an even part."
                                 : ": not both odd, so an N-position: divide an even box into two odd parts.")};
}

// Two boxes side by side (the notes' picture). A click on a box empties it and offers the ways to
// divide the other box between the two: box 1's moves divide box 2 and the other way round (with
// equal boxes every move is on both).
Picture DivideGame::picture(const Position& p, const std::vector<Option<Position>>& options) const {
    Picture pic;
    pic.layout = Picture::Layout::Stacks;
    pic.caption = "Click a box to empty it, then choose how to divide the other box's chips between the two boxes.";
    const std::uint64_t m = p[0], n = p[1];
    // options(): first the divisions of box 1 (m - 1 of them), then those of box 2 unless m == n.
    std::vector<int> divide1, divide2;
    for (std::size_t k = 0; k < options.size(); ++k) {
        if (k < m - 1) divide1.push_back(static_cast<int>(k));
        if (k >= m - 1 || m == n) divide2.push_back(static_cast<int>(k));
    }
    pic.rows.push_back(PictureRow{"box 1", {Cell{Glyph::Box, std::to_string(m), divide2}}});
    pic.rows.push_back(PictureRow{"box 2", {Cell{Glyph::Box, std::to_string(n), divide1}}});
    return pic;
}

std::vector<std::pair<std::string, std::string>> DivideGame::facts(const Position& p) const {
    const std::size_t w = bit_width(std::max(p[0] - 1, p[1] - 1));
    return {{"boxes", parity(p[0]) + ", " + parity(p[1])},
            {"(m − 1) OR (n − 1)", binary(p[0] - 1, w) + " OR " + binary(p[1] - 1, w) + " = " + binary((p[0] - 1) | (p[1] - 1), w)}};
}

} // namespace gl::divide
