// welter.cpp - Welter's game: parsing, moves, Welter's formula explained on the position, and
// the board as three synchronised views (the strip, the Young diagram, the numbers).
#include "games/welter.h"

#include <algorithm>

#include "core/text.h"

namespace gl::welter {

//-----------------------------------------------------------------------------
// [SECTION] Welter's function
//-----------------------------------------------------------------------------

Grundy mate(std::uint64_t m, std::uint64_t n) {
    const std::uint64_t x = m ^ n; // not 0: the coins are distinct
    return x ^ (x - 1);
}

Grundy mates_sum(const std::vector<std::uint64_t>& squares) {
    Grundy s = 0;
    for (std::size_t i = 0; i < squares.size(); ++i)
        for (std::size_t j = i + 1; j < squares.size(); ++j) s ^= mate(squares[i], squares[j]);
    return s;
}

Grundy welter_value(const std::vector<std::uint64_t>& squares) {
    Grundy s = mates_sum(squares);
    for (std::uint64_t a : squares) s ^= a;
    return s;
}

std::vector<std::uint64_t> young_rows(const std::vector<std::uint64_t>& squares) {
    std::vector<std::uint64_t> rows;
    for (std::size_t i = squares.size(); i-- > 0;)
        if (squares[i] > i) rows.push_back(squares[i] - i);
    return rows;
}

std::size_t item_offset(std::string_view text, std::size_t index) {
    std::size_t i = 0;
    for (std::size_t k = 0; k < index && i < text.size(); ++i)
        if (text[i] == ',') ++k;
    while (i < text.size() && text[i] == ' ') ++i;
    return i;
}

namespace {

// "3 | 5"
std::string pair_name(std::uint64_t m, std::uint64_t n) { return "(" + std::to_string(m) + " | " + std::to_string(n) + ")"; }

} // namespace

//-----------------------------------------------------------------------------
// [SECTION] The contract
//-----------------------------------------------------------------------------

const GameMeta& WelterGame::meta() {
    static const GameMeta m{
        "welter", "Welter's game",
        "Move one coin to any empty square on its left (jumping over coins is allowed); whoever cannot move, because the "
        "coins are packed against the left end, loses. On the Young diagram the same move removes a hook.",
        "Welter, Indag. Math. 16 (1954); Sato, Maya game (1970); Conway, On Numbers and Games, ch. 13 (Welter's game)",
        "the squares of the coins, numbered 0, 1, 2, … from the left end, separated by commas (distinct, in any order; "
        "written in ascending order): 1 to 12 coins on squares 0 to 40",
        "0,3,5,9"};
    return m;
}

Result<WelterGame::Position> WelterGame::parse(std::string_view text, std::string_view field) const {
    auto squares = parse_uint_list(text, field, kMaxSquare, kMaxCoins);
    if (!squares) return squares.error();
    const Position& in = squares.value();
    for (std::size_t k = 1; k < in.size(); ++k)
        for (std::size_t j = 0; j < k; ++j)
            if (in[j] == in[k])
                return Error{std::string(field), item_offset(text, k),
                             "coin " + std::to_string(k + 1) + " repeats square " + std::to_string(in[k]) + " (coin " +
                                 std::to_string(j + 1) + " is there): each square holds at most one coin"};
    Position p = in;
    std::sort(p.begin(), p.end());
    return p;
}

std::string WelterGame::format(const Position& p) const { return format_uint_list(p); }

// Coins in ascending order, each to every empty square on its left, nearest first.
std::vector<Option<WelterGame::Position>> WelterGame::options(const Position& p) const {
    std::vector<Option<Position>> out;
    for (std::size_t c = 0; c < p.size(); ++c)
        for (std::uint64_t to = p[c]; to-- > 0;) {
            if (std::binary_search(p.begin(), p.end(), to)) continue;
            Position q = p;
            q[c] = to;
            std::sort(q.begin(), q.end());
            out.push_back({"square " + std::to_string(p[c]) + " → " + std::to_string(to), std::move(q)});
        }
    return out;
}

std::size_t WelterGame::count_options(const Position& p) const {
    std::size_t n = 0;
    for (std::uint64_t r : young_rows(p)) n += r; // a move per cell of the Young diagram
    return n;
}

std::optional<Closed> WelterGame::closed_form(const Position& p) const {
    Grundy plain = 0;
    for (std::uint64_t a : p) plain ^= a;
    const Grundy mates = mates_sum(p), v = plain ^ mates;
    const std::string cite = " (Welter's theorem, 1954, and Sato's, 1968: V = a1 ⊕ … ⊕ an ⊕ Σ⊕ (ai | aj) with the mate "
                             "(m | n) = m ⊕ n ⊕ ((m ⊕ n) − 1); Conway, On Numbers and Games, ch. 13.)";
    if (count_options(p) == 0)
        return Closed{0, "The coins are packed against the left end: no move is left, so the player to move has lost "
                         "(normal play); the value is 0." + cite};
    std::string why = "Coins on squares " + joined(p, ", ") + ": their nim-sum " + joined(p, " ⊕ ") + " = " +
                      std::to_string(plain) + ", and the nim-sum of the " + std::to_string(p.size() * (p.size() - 1) / 2) +
                      " pairs' mates is " + std::to_string(mates) + ", so Welter's formula gives " + std::to_string(plain) +
                      " ⊕ " + std::to_string(mates) + " = " + std::to_string(v);
    why += v == 0 ? ": every move leaves a non-zero value, and the player to move loses."
                  : ", not 0: the player to move wins by moving a coin so that the formula gives 0.";
    return Closed{v, why + cite};
}

//-----------------------------------------------------------------------------
// [SECTION] The board: strip, Young diagram, numbers
//-----------------------------------------------------------------------------

namespace {

// index[c][to]: the index in options() of the move of coin c (ascending) to square `to`, or -1.
std::vector<std::vector<int>> move_index(const WelterGame::Position& p) {
    const std::uint64_t last = p.empty() ? 0 : p.back();
    std::vector<std::vector<int>> index(p.size(), std::vector<int>(last + 1, -1));
    int m = 0;
    for (std::size_t c = 0; c < p.size(); ++c)
        for (std::uint64_t to = p[c]; to-- > 0;)
            if (!std::binary_search(p.begin(), p.end(), to)) index[c][to] = m++;
    return index;
}

// The Young diagram: a row per coin with empty squares on its left (the rightmost coin on top),
// a column per empty square; cell (coin c, k-th empty square) is the move of coin c to it, and
// the cells of its hook take part in it. Its text is the hook length, the distance moved.
void young_diagram(const WelterGame::Position& p, const std::vector<std::vector<int>>& index, Picture& pic) {
    std::vector<std::uint64_t> gaps; // empty squares left of the last coin, ascending
    for (std::uint64_t q = 0; !p.empty() && q < p.back(); ++q)
        if (!std::binary_search(p.begin(), p.end(), q)) gaps.push_back(q);
    std::vector<std::size_t> coins; // coin indices, top row first
    for (std::size_t c = p.size(); c-- > 0;)
        if (p[c] > c) coins.push_back(c);
    const std::size_t first = pic.rows.size();
    for (std::size_t r = 0; r < coins.size(); ++r) {
        const std::size_t c = coins[r];
        PictureRow row{"coin " + std::to_string(p[c]), {}};
        for (std::size_t k = 0; k < p[c] - c; ++k) {
            const int m = index[c][gaps[k]];
            row.cells.push_back(Cell{Glyph::Cookie, std::to_string(p[c] - gaps[k]), {m}});
        }
        pic.rows.push_back(std::move(row));
    }
    // The hook of (r, k): the rest of row r from k, and column k below r.
    for (std::size_t r = 0; r < coins.size(); ++r)
        for (std::size_t k = 0; k < pic.rows[first + r].cells.size(); ++k) {
            const int m = pic.rows[first + r].cells[k].moves[0];
            for (std::size_t j = k; j < pic.rows[first + r].cells.size(); ++j) pic.rows[first + r].cells[j].part_of.push_back(m);
            for (std::size_t below = r + 1; below < coins.size() && k < pic.rows[first + below].cells.size(); ++below)
                pic.rows[first + below].cells[k].part_of.push_back(m);
        }
    if (coins.empty()) pic.rows.push_back(PictureRow{"empty", {Cell{Glyph::Label, "no cell: no move is left", {}}}});
    pic.rows[first].heading = "Young diagram: a move removes a hook (the number in a cell is its hook's length)";
}

} // namespace

Picture WelterGame::picture(const Position& p, const std::vector<Option<Position>>& options) const {
    (void)options; // the same order as move_index's
    Picture pic;
    pic.caption = "Three views of one position. Click a cell of the Young diagram to remove its hook (point at it to see "
                  "the hook), or a coin or a number for the squares it can move to.";
    const auto index = move_index(p);
    const std::uint64_t last = p.empty() ? 0 : p.back();
    PictureRow strip{"squares", {}};
    for (std::uint64_t q = 0; q <= last; ++q) strip.cells.push_back(Cell{Glyph::Blank, std::to_string(q), {}});
    PictureRow numbers{"coins", {}};
    for (std::size_t c = 0; c < p.size(); ++c) {
        Cell& coin = strip.cells[p[c]];
        coin.glyph = Glyph::Token;
        Cell number{Glyph::Label, std::to_string(p[c]), {}};
        for (std::uint64_t to = 0; to < p[c]; ++to) {
            const int m = index[c][to];
            if (m < 0) continue;
            coin.moves.push_back(m);
            coin.part_of.push_back(m);
            number.moves.push_back(m);
            number.part_of.push_back(m);
            strip.cells[to].part_of.push_back(m);
        }
        numbers.cells.push_back(std::move(number));
    }
    strip.heading = "Coins on a strip (Maya diagram): a coin moves to an empty square on its left";
    numbers.heading = "The numbers: the squares of the coins";
    pic.rows.push_back(std::move(strip));
    young_diagram(p, index, pic);
    pic.rows.push_back(std::move(numbers));
    return pic;
}

std::vector<std::pair<std::string, std::string>> WelterGame::facts(const Position& p) const {
    constexpr std::size_t kPairsShown = 21;
    Grundy plain = 0;
    for (std::uint64_t a : p) plain ^= a;
    std::vector<std::pair<std::string, std::string>> out;
    out.push_back({"coins", joined(p, ", ")});
    out.push_back({"Young diagram (rows)", young_rows(p).empty() ? std::string("empty") : joined(young_rows(p), ", ")});
    out.push_back({"a1 ⊕ … ⊕ an", joined(p, " ⊕ ") + " = " + std::to_string(plain) + " = " + binary(plain)});
    std::size_t shown = 0, pairs = 0;
    for (std::size_t i = 0; i < p.size(); ++i)
        for (std::size_t j = i + 1; j < p.size(); ++j, ++pairs) {
            if (shown >= kPairsShown) continue;
            const std::uint64_t x = p[i] ^ p[j];
            out.push_back({pair_name(p[i], p[j]), "x = " + std::to_string(p[i]) + " ⊕ " + std::to_string(p[j]) + " = " +
                                                      binary(x) + ", x ⊕ (x − 1) = " + binary(x) + " ⊕ " + binary(x - 1) +
                                                      " = " + binary(mate(p[i], p[j]))});
            ++shown;
        }
    if (pairs > shown) out.push_back({"other pairs", std::to_string(pairs - shown) + " more, not listed"});
    const Grundy mates = mates_sum(p);
    out.push_back({"Σ⊕ (ai | aj)", binary(mates) + " = " + std::to_string(mates)});
    const Grundy v = plain ^ mates;
    out.push_back({"Welter's value", std::to_string(plain) + " ⊕ " + std::to_string(mates) + " = " + binary(v) + " = " +
                                         std::to_string(v) + (v == 0 ? " (a P-position)" : " (an N-position)")});
    return out;
}

} // namespace gl::welter
