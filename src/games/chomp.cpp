#include "games/chomp.h"

#include <algorithm>

#include "core/text.h"

namespace gl::chomp {

namespace {

std::uint64_t squares(const std::vector<std::uint64_t>& rows) {
    std::uint64_t n = 0;
    for (auto r : rows) n += r;
    return n;
}

std::string square_name(std::uint64_t column, std::size_t row) {
    std::string s = "(";
    s += std::to_string(column);
    s += ',';
    s += std::to_string(row);
    return s + ')';
}

bool is_rectangle(const std::vector<std::uint64_t>& rows) {
    return std::all_of(rows.begin(), rows.end(), [&](std::uint64_t r) { return r == rows.front(); });
}

} // namespace

std::vector<std::uint64_t> chomp_at(std::vector<std::uint64_t> rows, std::uint64_t column, std::size_t row) {
    for (std::size_t r = row - 1; r < rows.size(); ++r) rows[r] = std::min(rows[r], column - 1);
    while (!rows.empty() && rows.back() == 0) rows.pop_back();
    return rows;
}

std::uint64_t bars_inside(const std::vector<std::uint64_t>& rows) {
    // ways[v]: the bars of rows 1..i whose row i has v squares (row 1 keeps the poison, v >= 1;
    // a row of 0 means that row and all above it are eaten).
    if (rows.empty()) return 0;
    std::vector<std::uint64_t> ways(rows.front() + 1, 1);
    ways[0] = 0;
    for (std::size_t i = 1; i < rows.size(); ++i) {
        std::vector<std::uint64_t> next(rows[i] + 1, 0);
        std::uint64_t at_least = 0; // ways[u] summed over u >= v
        for (std::size_t v = ways.size(); v-- > 0;) {
            at_least += ways[v];
            if (v < next.size()) next[v] = at_least;
        }
        ways = std::move(next);
    }
    std::uint64_t total = 0;
    for (auto w : ways) total += w;
    return total;
}

const GameMeta& ChompGame::meta() {
    static const GameMeta m{
        "chomp", "Chomp",
        "Eat a square and every square above it and to its right; the lower left square is poisoned, and the player left with only it must eat it and loses.",
        "D. Gale, A curious nim-type game, American Mathematical Monthly 81 (1974); Ferguson, Game Theory, Part I, §1.5, Exercise 6",
        "row lengths from the poisoned row up, separated by commas: 1 to 10 rows of 1 to 12 squares, no row longer than the row "
        "below it, and at most 60,000 bars fitting inside it, so that search stays quick (a 12 × 7 or 9 × 9 rectangle fits, 12 × 10 does not)",
        "8,5,1"};
    return m;
}

Result<ChompGame::Position> ChompGame::parse(std::string_view text, std::string_view field) const {
    auto rows = parse_uint_list(text, field, kMaxColumns, kMaxRows);
    if (!rows) return rows.error();
    const auto starts = item_starts(text);
    const Position& p = rows.value();
    for (std::size_t i = 0; i < p.size(); ++i) {
        if (p[i] == 0)
            return Error{std::string(field), starts[i],
                         "row " + std::to_string(i + 1) + " is empty: every row has 1 to " + std::to_string(kMaxColumns) +
                             " squares (leave out eaten rows)"};
        if (i > 0 && p[i] > p[i - 1])
            return Error{std::string(field), starts[i],
                         "row " + std::to_string(i + 1) + " has " + std::to_string(p[i]) + " squares, more than row " +
                             std::to_string(i) + " below it (" + std::to_string(p[i - 1]) +
                             "): rows are listed from the poisoned row up and never grow"};
    }
    const std::uint64_t bars = bars_inside(p);
    if (bars > kMaxBars)
        return Error{std::string(field), Error::kWhole,
                     "is too large to search: " + std::to_string(bars) + " bars fit inside it, more than " +
                         std::to_string(kMaxBars) + " (a 12 × 7 or 9 × 9 rectangle fits); use fewer or shorter rows"};
    return rows;
}

std::string ChompGame::format(const Position& p) const { return format_uint_list(p); }

std::vector<Option<ChompGame::Position>> ChompGame::options(const Position& p) const {
    // Chomping at (c, r) removes a set whose lowest leftmost square is (c, r) itself, so
    // different squares leave different bars.
    std::vector<Option<Position>> out;
    for (std::size_t r = 1; r <= p.size(); ++r)
        for (std::uint64_t c = 1; c <= p[r - 1]; ++c) {
            if (r == 1 && c == 1) continue; // the poisoned square
            out.push_back({"chomp " + square_name(c, r), chomp_at(p, c, r)});
        }
    return out;
}

std::optional<Decided> ChompGame::outcome_form(const Position& p) const {
    if (!is_rectangle(p) || squares(p) < 2) return std::nullopt;
    return Decided{Outcome::N,
                   "The bar is a " + std::to_string(p.front()) + " × " + std::to_string(p.size()) +
                       " rectangle, so the player to move wins (Gale's strategy-stealing argument): if eating only the top right "
                       "square lost, the opponent's winning reply could have been played at once instead, since every chomp "
                       "also eats that square."};
}

Picture ChompGame::picture(const Position& p, const std::vector<Option<Position>>& options) const {
    Picture pic;
    pic.layout = Picture::Layout::Rows;
    pic.caption = "Click a square to eat it with every square above it and to its right; whoever is left with only the poisoned square loses.";
    // Rows are drawn top to bottom, so the poisoned row comes last.
    std::vector<PictureRow> rows(p.size());
    for (std::size_t r = 1; r <= p.size(); ++r) {
        PictureRow& row = rows[p.size() - r];
        row.label = "row " + std::to_string(r);
        for (std::uint64_t c = 1; c <= p[r - 1]; ++c)
            row.cells.push_back(Cell{r == 1 && c == 1 ? Glyph::Poison : Glyph::Cookie, "", {}});
    }
    // options() lists the squares row by row from the poisoned row, left to right, skipping (1,1).
    std::size_t m = 0;
    for (std::size_t r = 1; r <= p.size(); ++r)
        for (std::uint64_t c = 1; c <= p[r - 1]; ++c) {
            if (r == 1 && c == 1) continue;
            if (m < options.size()) rows[p.size() - r].cells[c - 1].moves.push_back(static_cast<int>(m));
            ++m;
        }
    pic.rows = std::move(rows);
    return pic;
}

std::vector<std::pair<std::string, std::string>> ChompGame::facts(const Position& p) const {
    return {{"squares left", std::to_string(squares(p)) + " (the poisoned one included)"},
            {"shape", is_rectangle(p) ? std::to_string(p.front()) + " × " + std::to_string(p.size()) + " rectangle"
                                      : "rows " + format_uint_list(p) + " from the poisoned row up"}};
}

} // namespace gl::chomp
