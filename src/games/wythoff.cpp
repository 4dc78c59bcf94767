#include "games/wythoff.h"

#include <algorithm>

#include "core/text.h"

namespace gl::wythoff {

namespace {

std::uint64_t isqrt(std::uint64_t v) {
    std::uint64_t r = 0;
    for (std::uint64_t bit = std::uint64_t{1} << 62; bit; bit >>= 2) {
        if (v >= r + bit) {
            v -= r + bit;
            r = (r >> 1) + bit;
        } else {
            r >>= 1;
        }
    }
    return r;
}

std::string pair_text(std::uint64_t x, std::uint64_t y) { return "(" + std::to_string(x) + ", " + std::to_string(y) + ")"; }

// The P-position of difference d: (⌊dφ⌋, ⌊dφ⌋ + d).
std::string p_pair(std::uint64_t d) { return pair_text(lower(d), lower(d) + d); }

} // namespace

std::uint64_t lower(std::uint64_t d) { return (d + isqrt(5 * d * d)) / 2; }

bool p_position(std::uint64_t x, std::uint64_t y) { return std::min(x, y) == lower(x > y ? x - y : y - x); }

const GameMeta& WythoffGame::meta() {
    static const GameMeta m{
        "wythoff", "Wythoff's game",
        "Two heaps: take any number of tokens from one heap, or the same number from both; whoever takes the last token wins. "
        "On the board: a queen moves left, down or diagonally down-left, and whoever brings her to the corner wins.",
        "W. A. Wythoff, A modification of the game of Nim, Nieuw Archief voor Wiskunde (2) 7 (1907)",
        "the two heaps (the queen's column and row), separated by a comma: two numbers 0 to 60",
        "4,7"};
    return m;
}

Result<WythoffGame::Position> WythoffGame::parse(std::string_view text, std::string_view field) const {
    auto heaps = parse_uint_list(text, field, kMaxHeap, 2);
    if (!heaps) return heaps.error();
    if (heaps.value().size() != 2)
        return Error{std::string(field), Error::kWhole, "names one heap: give both heaps (the queen's column and row), e.g. 4,7"};
    return heaps;
}

std::string WythoffGame::format(const Position& p) const { return format_uint_list(p); }

// Heap 1 first (the queen left), then heap 2 (down), then both (diagonally), each by 1, 2, ...
std::vector<Option<WythoffGame::Position>> WythoffGame::options(const Position& p) const {
    std::vector<Option<Position>> out;
    const std::uint64_t x = p[0], y = p[1];
    for (std::uint64_t k = 1; k <= x; ++k)
        out.push_back({"heap 1: " + std::to_string(x) + " → " + std::to_string(x - k) + " (queen to " + pair_text(x - k, y) + ")", {x - k, y}});
    for (std::uint64_t k = 1; k <= y; ++k)
        out.push_back({"heap 2: " + std::to_string(y) + " → " + std::to_string(y - k) + " (queen to " + pair_text(x, y - k) + ")", {x, y - k}});
    for (std::uint64_t k = 1; k <= std::min(x, y); ++k)
        out.push_back({"both heaps: take " + std::to_string(k) + " (queen to " + pair_text(x - k, y - k) + ")", {x - k, y - k}});
    return out;
}

std::optional<Decided> WythoffGame::outcome_form(const Position& p) const {
    const std::uint64_t x = p[0], y = p[1], d = x > y ? x - y : y - x;
    const std::string pair = pair_text(x, y);
    if (x == 0 && y == 0) return Decided{Outcome::P, "The queen is in the corner: no move is left, and the player to move has lost."};
    if (p_position(x, y))
        return Decided{Outcome::P, pair + " is the P-position of difference " + std::to_string(d) + ", (⌊" + std::to_string(d) + "φ⌋, ⌊" +
                                       std::to_string(d) + "φ⌋ + " + std::to_string(d) + ") (Wythoff's theorem: these pairs use every number once and every difference once, so no move, which keeps "
                                       "a heap or the difference, joins two of them)."};
    return Decided{Outcome::N, pair + " is not a pair {⌊kφ⌋, ⌊kφ⌋ + k} (Wythoff's theorem; for difference " + std::to_string(d) + " it would be " +
                                   p_pair(d) + "), so a move reaches one: an N-position."};
}

// A chessboard (Picture::Layout::Grid), rows from the top down to row 0: the queen on square
// (x, y), every square she can reach clickable.
Picture WythoffGame::picture(const Position& p, const std::vector<Option<Position>>& options) const {
    Picture pic;
    pic.layout = Picture::Layout::Grid;
    pic.caption = "Click a square to move the queen there: left, down or diagonally down-left, any distance. "
                  "Her column and row are the two heaps.";
    const std::uint64_t side = std::max(p[0], p[1]) + 1;
    for (std::uint64_t r = side; r-- > 0;) {
        PictureRow row{std::to_string(r), {}};
        for (std::uint64_t c = 0; c < side; ++c) row.cells.push_back(Cell{});
        pic.rows.push_back(std::move(row));
    }
    auto square = [&](std::uint64_t c, std::uint64_t r) -> Cell& { return pic.rows[side - 1 - r].cells[c]; };
    square(p[0], p[1]) = Cell{Glyph::Black, "Q", {}};
    for (std::size_t k = 0; k < options.size(); ++k) {
        Cell& to = square(options[k].to[0], options[k].to[1]);
        to.moves.push_back(static_cast<int>(k));
        to.part_of.push_back(static_cast<int>(k));
        square(p[0], p[1]).part_of.push_back(static_cast<int>(k));
    }
    return pic;
}

std::vector<std::pair<std::string, std::string>> WythoffGame::facts(const Position& p) const {
    const std::uint64_t d = p[0] > p[1] ? p[0] - p[1] : p[1] - p[0];
    std::string ps;
    for (std::uint64_t k = 0; k < 8; ++k) ps += (k ? ", " : "") + p_pair(k);
    return {{"difference |x − y|", std::to_string(d)},
            {"the P-position of this difference", p_pair(d)},
            {"P-positions (⌊kφ⌋, ⌊kφ⌋ + k)", ps + ", …"}};
}

} // namespace gl::wythoff
