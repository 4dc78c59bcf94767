#include "games/domineering.h"

#include <algorithm>
#include <bit>
#include <cstdint>

#include "core/text.h"
#include "games/domineering_solve.h"

namespace gl::domineering {

std::vector<std::string> rows_of(std::string_view p) {
    std::vector<std::string> rows(1);
    for (char c : p) {
        if (c == '/') rows.emplace_back();
        else rows.back() += c;
    }
    return rows;
}

std::string join_rows(const std::vector<std::string>& rows) {
    std::string out;
    for (std::size_t i = 0; i < rows.size(); ++i) out += (i ? "/" : "") + rows[i];
    return out;
}

namespace {

constexpr std::uint64_t kCol0 = 0x0101010101010101ULL, kCol7 = 0x8080808080808080ULL;

bool is_free(const Board& b, int r, int c) { return (b.free >> (8 * r + c)) & 1; }

// The free squares cut to their bounding box (no free square: a 1 x 1 taken board).
Board crop(const Board& b) {
    if (b.free == 0) return Board{1, 1, 0};
    std::uint64_t cols = 0;
    for (int r = 0; r < 8; ++r) cols |= (b.free >> (8 * r)) & 0xFF;
    const int top = std::countr_zero(b.free) / 8, bottom = (63 - std::countl_zero(b.free)) / 8;
    const int left = std::countr_zero(cols), right = 63 - std::countl_zero(cols);
    Board out{static_cast<std::uint8_t>(bottom - top + 1), static_cast<std::uint8_t>(right - left + 1), 0};
    std::uint64_t f = b.free >> (8 * top);
    for (int r = 0; r < out.h; ++r) out.free |= ((f >> (8 * r + left)) & ((1ULL << out.w) - 1)) << (8 * r);
    return out;
}

Board mirror_lr(const Board& b) {
    Board out{b.h, b.w, 0};
    for (int r = 0; r < b.h; ++r)
        for (int c = 0; c < b.w; ++c)
            if (is_free(b, r, c)) out.free |= 1ULL << (8 * r + (b.w - 1 - c));
    return out;
}

Board mirror_tb(const Board& b) {
    Board out{b.h, b.w, 0};
    for (int r = 0; r < b.h; ++r) out.free |= ((b.free >> (8 * r)) & 0xFF) << (8 * (b.h - 1 - r));
    return out;
}


std::uint64_t vertical_starts(const Board& b) { return b.free & (b.free >> 8); }           // top squares of Left's dominoes
std::uint64_t horizontal_starts(const Board& b) { return b.free & (b.free >> 1) & ~kCol7; } // left squares of Right's

} // namespace

const GameMeta& DomineeringGame::meta() {
    static const GameMeta m{
        "domineering", "Domineering",
        "Left places a domino vertically, Right horizontally, on two free squares; whoever cannot place one loses. A partizan game: its value is a canonical form.",
        "G. Andersson (c. 1973); Berlekamp, Conway and Guy, Winning Ways, ch. 2; Conway, On Numbers and Games, ch. 10",
        "rows from the top separated by '/', each of '.' (a free square) and 'x' (taken; '#' is read too), all of one length; at most 8 rows and 8 columns",
        "..../..../..../....", {}, {}, true};
    return m;
}

Result<Board> DomineeringGame::parse(std::string_view text, std::string_view field) const {
    const std::string f(field);
    if (text.empty()) return Error{f, 0, "is empty: give rows of '.' and 'x' separated by '/', e.g. ../.x"};
    std::size_t width = 0, row = 0, col = 0;
    Board b;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '/') {
            if (col == 0) return Error{f, i, "an empty row: each row needs at least one square"};
            if (row == 0) width = col;
            else if (col != width) return Error{f, i, "row " + std::to_string(row + 1) + " has " + std::to_string(col) + " squares, row 1 has " + std::to_string(width) + ": rows must be of one length"};
            ++row;
            col = 0;
            if (row >= static_cast<std::size_t>(kMaxSide)) return Error{f, i, "more than " + std::to_string(kMaxSide) + " rows"};
            continue;
        }
        // 'x' is a taken square; '#' too, as older links wrote it ('#' must be %23 in a link).
        if (c != '.' && c != 'x' && c != '#') return Error{f, i, echo(text.substr(i, 1)) + " is not a square: use '.' (free) or 'x' (taken), rows separated by '/'"};
        if (col >= static_cast<std::size_t>(kMaxSide)) return Error{f, i, "more than " + std::to_string(kMaxSide) + " squares in a row"};
        if (c == '.') b.free |= 1ULL << (8 * row + col);
        ++col;
    }
    if (col == 0) return Error{f, text.size(), "an empty row at the end: each row needs at least one square"};
    if (row > 0 && col != width) return Error{f, text.size() - col, "row " + std::to_string(row + 1) + " has " + std::to_string(col) + " squares, row 1 has " + std::to_string(width) + ": rows must be of one length"};
    b.h = static_cast<std::uint8_t>(row + 1);
    b.w = static_cast<std::uint8_t>(col);
    return b;
}

std::string DomineeringGame::format(const Board& b) const {
    std::string s;
    for (int r = 0; r < b.h; ++r) {
        if (r) s += '/';
        for (int c = 0; c < b.w; ++c) s += is_free(b, r, c) ? '.' : 'x';
    }
    return s;
}

// Left's moves (top square first, row by row), then Right's (left square first).
std::vector<Option<Board>> DomineeringGame::options(const Board& b) const {
    std::vector<Option<Board>> out;
    for (std::uint64_t v = vertical_starts(b); v; v &= v - 1) {
        const int i = std::countr_zero(v), r = i / 8, c = i % 8;
        Board next = b;
        next.free &= ~((1ULL << i) | (1ULL << (i + 8)));
        out.push_back({"Left: rows " + std::to_string(r + 1) + "–" + std::to_string(r + 2) + ", column " + std::to_string(c + 1), next, Side::Left});
    }
    for (std::uint64_t v = horizontal_starts(b); v; v &= v - 1) {
        const int i = std::countr_zero(v), r = i / 8, c = i % 8;
        Board next = b;
        next.free &= ~((1ULL << i) | (1ULL << (i + 1)));
        out.push_back({"Right: row " + std::to_string(r + 1) + ", columns " + std::to_string(c + 1) + "–" + std::to_string(c + 2), next, Side::Right});
    }
    return out;
}

void DomineeringGame::next(const Board& b, std::vector<Board>& left, std::vector<Board>& right) const {
    for (std::uint64_t v = vertical_starts(b); v; v &= v - 1) {
        const int i = std::countr_zero(v);
        left.push_back(Board{b.h, b.w, b.free & ~((1ULL << i) | (1ULL << (i + 8)))});
    }
    for (std::uint64_t v = horizontal_starts(b); v; v &= v - 1) {
        const int i = std::countr_zero(v);
        right.push_back(Board{b.h, b.w, b.free & ~((1ULL << i) | (1ULL << (i + 1)))});
    }
}

// Regions of free squares joined side to side, each cropped to its bounding box; a lone square
// (no move for anyone, value 0) is left out.
std::vector<Board> DomineeringGame::components(const Board& b) const {
    std::vector<Board> out;
    std::uint64_t rest = b.free;
    while (rest) {
        std::uint64_t region = rest & (~rest + 1), grown = 0; // the lowest free square, then flood
        while (grown != region) {
            grown = region;
            region |= ((region << 8) | (region >> 8) | ((region << 1) & ~kCol0) | ((region >> 1) & ~kCol7)) & rest;
        }
        rest &= ~region;
        if (std::popcount(region) >= 2) out.push_back(crop(Board{b.h, b.w, region}));
    }
    return out;
}

// Equal keys, equal values: the free squares cut to their bounding box (whose size the bits then
// tell), the least among the board and its mirror images left-right and top-bottom (a vertical
// domino stays vertical).
std::uint64_t DomineeringGame::key(const Board& p) const {
    const Board a = crop(p), b = mirror_lr(a), c = mirror_tb(a), d = mirror_tb(b);
    return std::min({a.free, b.free, c.free, d.free});
}

Picture DomineeringGame::picture(const Board& b, const std::vector<Option<Board>>& options) const {
    Picture pic;
    pic.caption = "Left (player 1) places vertical dominoes: click the upper square. Right (player 2) places horizontal ones: click the left square.";
    for (int r = 0; r < b.h; ++r) {
        PictureRow row;
        row.label = std::to_string(r + 1);
        for (int c = 0; c < b.w; ++c) row.cells.push_back(Cell{is_free(b, r, c) ? Glyph::Blank : Glyph::Step, "", {}});
        pic.rows.push_back(std::move(row));
    }
    // options() lists Left's moves then Right's, each in reading order of its first square.
    int m = 0;
    auto mark = [&](int i, int j) {
        if (static_cast<std::size_t>(m) >= options.size()) return;
        pic.rows[i / 8].cells[i % 8].moves.push_back(m);
        pic.rows[i / 8].cells[i % 8].part_of.push_back(m);
        pic.rows[j / 8].cells[j % 8].part_of.push_back(m++);
    };
    for (std::uint64_t v = vertical_starts(b); v; v &= v - 1) mark(std::countr_zero(v), std::countr_zero(v) + 8);
    for (std::uint64_t v = horizontal_starts(b); v; v &= v - 1) mark(std::countr_zero(v), std::countr_zero(v) + 1);
    return pic;
}

std::vector<std::pair<std::string, std::string>> DomineeringGame::facts(const Board& b) const {
    return {{"board", std::to_string(b.h) + " rows × " + std::to_string(b.w) + " columns, " + std::to_string(std::popcount(b.free)) + " free squares"}};
}

std::optional<bool> DomineeringGame::wins_first(const Board& p, Side side, std::size_t& budget) const {
    return solve_first(p, side == Side::Left, budget);
}

bool DomineeringGame::form_in_reach(const Board& p) const {
    for (const Board& part : components(p))
        if (std::popcount(part.free) > kFormSquares) return false;
    return true;
}

} // namespace gl::domineering
