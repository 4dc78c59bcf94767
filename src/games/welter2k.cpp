// welter2k.cpp - Welter's game of height 2^k: parsing, moves, the closed form 2^k·V_S(q) + V_N(r)
// explained on the position, and the board (2^k rows, a column per coin at most).
#include "games/welter2k.h"

#include <algorithm>

#include "core/text.h"
#include "games/welter.h"

namespace gl::welter2k {

namespace {

Grundy xor_of(const std::vector<std::uint64_t>& v) {
    Grundy s = 0;
    for (std::uint64_t x : v) s ^= x;
    return s;
}

const char* kCite = "Kawanaka's theorem: the 2^k-quotient of this game is Welter's game on the columns and its 2^k-residue "
                    "is Nim on the rows; Kawanaka, Games with hook structure, 2010; Kayada, Generalizations of the Sato–Welter "
                    "game, Theorem 2.3";

} // namespace

const GameMeta& Welter2kGame::meta() {
    static const GameMeta m{
        "welter2k", "Welter's game of height 2^k",
        "A board 2^k squares tall, at most one coin per column: move a coin to any square of an empty column on its left, or "
        "lower in its own column; whoever cannot move loses.",
        "Kawanaka, Games with hook structure (2010); Kayada, Generalizations of the Sato–Welter game, Theorem 2.3",
        "the squares of the coins, a = 2^k·column + row (columns from 0 at the left, rows from 0 at the bottom), separated by "
        "commas (any order; written in ascending order): 1 to 10 coins in columns 0 to 19, at most one per column",
        "3,18,37",
        "k, the board's height being 2^k: a whole number 0 to 4 (0 is Welter's game)",
        "2"};
    return m;
}

Result<Welter2kGame> Welter2kGame::with_rules(std::string_view text) {
    auto k = parse_uint_list(text, "rules", kMaxK, 1);
    if (!k) return k.error();
    Welter2kGame g;
    g.k = static_cast<unsigned>(k.value()[0]);
    return g;
}

std::string Welter2kGame::rules_text() const { return std::to_string(k); }

std::vector<std::uint64_t> Welter2kGame::columns(const Position& p) const {
    std::vector<std::uint64_t> q;
    for (std::uint64_t a : p) q.push_back(a >> k);
    return q;
}

std::vector<std::uint64_t> Welter2kGame::rows(const Position& p) const {
    std::vector<std::uint64_t> r;
    for (std::uint64_t a : p) r.push_back(a & (height() - 1));
    return r;
}

Grundy Welter2kGame::value(const Position& p) const { return height() * welter::welter_value(columns(p)) + xor_of(rows(p)); }

Result<Welter2kGame::Position> Welter2kGame::parse(std::string_view text, std::string_view field) const {
    auto squares = parse_uint_list(text, field, height() * (kMaxColumn + 1) - 1, kMaxCoins);
    if (!squares) return squares.error();
    const Position& in = squares.value();
    for (std::size_t c = 1; c < in.size(); ++c)
        for (std::size_t j = 0; j < c; ++j)
            if (in[j] >> k == in[c] >> k)
                return Error{std::string(field), welter::item_offset(text, c),
                             in[j] == in[c] ? "coin " + std::to_string(c + 1) + " repeats square " + std::to_string(in[c]) +
                                                  " (coin " + std::to_string(j + 1) + " is there): each square holds at most one coin"
                                            : "coin " + std::to_string(c + 1) + " (square " + std::to_string(in[c]) +
                                                  ") shares column " + std::to_string(in[c] >> k) + " with coin " +
                                                  std::to_string(j + 1) + " (square " + std::to_string(in[j]) +
                                                  "): at most one coin per column, square a being in column ⌊a / " +
                                                  std::to_string(height()) + "⌋"};
    Position p = in;
    std::sort(p.begin(), p.end());
    return p;
}

std::string Welter2kGame::format(const Position& p) const { return format_uint_list(p); }

// Coins ascending, each to every smaller square whose column is its own or empty, nearest first.
std::vector<Option<Welter2kGame::Position>> Welter2kGame::options(const Position& p) const {
    std::vector<Option<Position>> out;
    for (std::size_t c = 0; c < p.size(); ++c)
        for (std::uint64_t to = p[c]; to-- > 0;) {
            bool free = true;
            for (std::size_t j = 0; j < p.size(); ++j) free = free && (j == c || p[j] >> k != to >> k);
            if (!free) continue;
            Position q = p;
            q[c] = to;
            std::sort(q.begin(), q.end());
            out.push_back({"square " + std::to_string(p[c]) + " → " + std::to_string(to), std::move(q)});
        }
    return out;
}

std::optional<Closed> Welter2kGame::closed_form(const Position& p) const {
    const auto q = columns(p), r = rows(p);
    const Grundy vs = welter::welter_value(q), vn = xor_of(r), v = value(p);
    const std::string h = std::to_string(height());
    std::string why = "Columns " + joined(q, ", ") + " and rows " + joined(r, ", ") + " (a = " + h + "·column + row): V = " + h +
                      "·V_S(" + joined(q, ", ") + ") + V_N(" + joined(r, ", ") + ") = " + h + "·" + std::to_string(vs) + " + " +
                      std::to_string(vn) + " = " + std::to_string(v) + " (V_S: Welter's function of the columns; V_N: the nim-sum "
                      "of the rows)";
    if (options(p).empty()) why = "Every coin is at the bottom of a column with every column on its left full: no move is left, "
                                  "so the player to move has lost; " + why;
    why += v == 0 ? ". It is 0: every move leaves a non-zero value, so the player to move loses"
                  : ". It is not 0: the player to move wins by moving to a position of value 0";
    return Closed{v, why + " (" + kCite + ")."};
}

Picture Welter2kGame::picture(const Position& p, const std::vector<Option<Position>>& options) const {
    (void)options; // the same order as below
    Picture pic;
    const std::string h = std::to_string(height());
    pic.caption = "Square a = " + h + "·column + row (columns from 0 at the left, rows from 0 at the bottom). Click a coin: it "
                  "moves to any square of an empty column on its left, or lower in its own column.";
    const std::uint64_t cols = (p.empty() ? 0 : (p.back() >> k)) + 1;
    std::vector<PictureRow> grid(height());
    for (std::uint64_t row = 0; row < height(); ++row) {
        grid[row].label = "row " + std::to_string(row);
        for (std::uint64_t col = 0; col < cols; ++col) grid[row].cells.push_back(Cell{Glyph::Blank, std::to_string(col * height() + row), {}});
    }
    auto cell = [&](std::uint64_t a) -> Cell& { return grid[a & (height() - 1)].cells[a >> k]; };
    for (std::uint64_t a : p) cell(a).glyph = Glyph::Token;
    int m = 0;
    for (std::size_t c = 0; c < p.size(); ++c)
        for (std::uint64_t to = p[c]; to-- > 0;) {
            bool free = true;
            for (std::size_t j = 0; j < p.size(); ++j) free = free && (j == c || p[j] >> k != to >> k);
            if (!free) continue;
            cell(p[c]).moves.push_back(m);
            cell(p[c]).part_of.push_back(m);
            cell(to).part_of.push_back(m++);
        }
    for (std::uint64_t row = height(); row-- > 0;) pic.rows.push_back(std::move(grid[row])); // the top row first
    return pic;
}

std::vector<std::pair<std::string, std::string>> Welter2kGame::facts(const Position& p) const {
    const auto q = columns(p), r = rows(p);
    const std::string h = std::to_string(height());
    const Grundy vs = welter::welter_value(q), vn = xor_of(r);
    return {{"height", h + " = 2^" + std::to_string(k)},
            {"columns q(a) = ⌊a / " + h + "⌋", joined(q, ", ")},
            {"rows r(a) = a mod " + h, joined(r, ", ")},
            {"V_S(q): Welter's function of the columns",
             joined(q, " ⊕ ") + " ⊕ Σ⊕ (qi | qj) = " + std::to_string(xor_of(q)) + " ⊕ " + std::to_string(welter::mates_sum(q)) +
                 " = " + std::to_string(vs)},
            {"V_N(r): Nim on the rows", joined(r, " ⊕ ") + " = " + std::to_string(vn)},
            {"V = " + h + "·V_S(q) + V_N(r)", h + "·" + std::to_string(vs) + " + " + std::to_string(vn) + " = " + std::to_string(value(p))}};
}

} // namespace gl::welter2k
