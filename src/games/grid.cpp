// grid.cpp - the generic parts of grid and strip games (grid.h): reading and writing boards in
// CGSuite's characters, splitting a board into the parts of a disjunctive sum, and memo keys up
// to the reflections the rules allow.
#include "games/grid.h"

#include <algorithm>

namespace gl::grid {

std::string square_name(int r, int c) { return "row " + std::to_string(r + 1) + ", column " + std::to_string(c + 1); }

namespace {

std::string row_error(std::size_t row, std::size_t col, std::size_t width) {
    return "row " + std::to_string(row + 1) + " has " + std::to_string(col) + " squares, row 1 has " + std::to_string(width) + ": rows must be of one length";
}

// The character c read through the aliases, or 0 if it is not a square.
char square_of(char c, const Shape& s) {
    if (s.chars.find(c) != std::string_view::npos) return c;
    for (std::size_t i = 0; i + 1 < s.aliases.size(); i += 2)
        if (s.aliases[i] == c) return s.aliases[i + 1];
    return 0;
}

} // namespace

Result<Grid> parse_grid(std::string_view text, std::string_view field, const Shape& s) {
    const std::string f(field);
    if (text.empty()) return Error{f, 0, "is empty: give rows of " + std::string(s.names) + " separated by '/'"};
    std::size_t width = 0, row = 0, col = 0;
    Grid g;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '/' || c == '|') {
            if (col == 0) return Error{f, i, "an empty row: each row needs at least one square"};
            if (row == 0) width = col;
            else if (col != width) return Error{f, i, row_error(row, col, width)};
            ++row;
            col = 0;
            if (row >= static_cast<std::size_t>(s.max_rows)) return Error{f, i, "more than " + std::to_string(s.max_rows) + " rows"};
            continue;
        }
        const char sq = square_of(c, s);
        if (!sq) return Error{f, i, echo(text.substr(i, 1)) + " is not a square: use " + std::string(s.names) + ", rows separated by '/'"};
        if (col >= static_cast<std::size_t>(s.max_cols)) return Error{f, i, "more than " + std::to_string(s.max_cols) + " squares in a row"};
        g.cells += sq;
        ++col;
    }
    if (col == 0) return Error{f, text.size(), "an empty row at the end: each row needs at least one square"};
    if (row > 0 && col != width) return Error{f, text.size() - col, row_error(row, col, width)};
    if (g.cells.size() > static_cast<std::size_t>(s.max_squares))
        return Error{f, Error::kWhole, std::to_string(g.cells.size()) + " squares: at most " + std::to_string(s.max_squares) + " are allowed"};
    g.h = static_cast<std::uint8_t>(row + 1);
    g.w = static_cast<std::uint8_t>(col);
    return g;
}

std::string format_grid(const Grid& g) {
    std::string s;
    for (int r = 0; r < g.h; ++r) {
        if (r) s += '/';
        s += g.cells.substr(static_cast<std::size_t>(r * g.w), g.w);
    }
    return s;
}

// The squares other than '.' cut to their bounding box (nothing: a 1 x 1 empty board).
Grid crop_grid(const Grid& g) {
    int top = g.h, bottom = -1, left = g.w, right = -1;
    for (int r = 0; r < g.h; ++r)
        for (int c = 0; c < g.w; ++c)
            if (g.at(r, c) != '.') top = std::min(top, r), bottom = std::max(bottom, r), left = std::min(left, c), right = std::max(right, c);
    if (bottom < 0) return Grid{1, 1, "."};
    Grid out{static_cast<std::uint8_t>(bottom - top + 1), static_cast<std::uint8_t>(right - left + 1), {}};
    for (int r = top; r <= bottom; ++r) out.cells += g.cells.substr(static_cast<std::size_t>(r * g.w + left), out.w);
    return out;
}

namespace {

// The squares of g in `region` kept, the others made '.' (pieces) or '#'-like blocked (blanks:
// the region's complement is taken by the first non-empty character of the map, so that moves
// cannot reach out of it).
Grid keep(const Grid& g, const std::vector<char>& region, char fill) {
    Grid out = g;
    for (std::size_t i = 0; i < out.cells.size(); ++i)
        if (!region[i]) out.cells[i] = fill;
    return out;
}

// Regions of squares for which `in` holds, joined side to side (and corner to corner if `corners`).
template <class In>
std::vector<std::vector<char>> regions(const Grid& g, In in, bool corners = false) {
    std::vector<std::vector<char>> out;
    std::vector<char> seen(g.cells.size(), 0);
    for (std::size_t start = 0; start < g.cells.size(); ++start) {
        if (seen[start] || !in(g.cells[start])) continue;
        std::vector<char> region(g.cells.size(), 0);
        std::vector<int> stack{static_cast<int>(start)};
        seen[start] = region[start] = 1;
        while (!stack.empty()) {
            const int i = stack.back(), r = i / g.w, c = i % g.w;
            stack.pop_back();
            const int dr[] = {1, -1, 0, 0, 1, 1, -1, -1}, dc[] = {0, 0, 1, -1, 1, -1, 1, -1};
            for (int d = 0; d < (corners ? 8 : 4); ++d) {
                const int nr = r + dr[d], nc = c + dc[d];
                if (!g.inside(nr, nc)) continue;
                const int j = g.index(nr, nc);
                if (seen[j] || !in(g.cells[j])) continue;
                seen[j] = region[j] = 1;
                stack.push_back(j);
            }
        }
        out.push_back(std::move(region));
    }
    return out;
}

// The room `region` of g alone: its bounding box, the squares outside it '#'.
Grid room(const Grid& g, const std::vector<char>& region) {
    int top = g.h, bottom = -1, left = g.w, right = -1;
    for (int r = 0; r < g.h; ++r)
        for (int c = 0; c < g.w; ++c)
            if (region[static_cast<std::size_t>(g.index(r, c))]) top = std::min(top, r), bottom = std::max(bottom, r), left = std::min(left, c), right = std::max(right, c);
    Grid out{static_cast<std::uint8_t>(bottom - top + 1), static_cast<std::uint8_t>(right - left + 1), {}};
    for (int r = top; r <= bottom; ++r)
        for (int c = left; c <= right; ++c) out.cells += region[static_cast<std::size_t>(g.index(r, c))] ? g.at(r, c) : '#';
    return out;
}

} // namespace

std::vector<Grid> split_grid(const Grid& g, Split how, bool crop) {
    std::vector<Grid> out;
    auto add = [&](Grid part) { out.push_back(crop ? crop_grid(part) : std::move(part)); };
    switch (how) {
    case Split::None: add(g); break;
    case Split::Rows:
        for (int r = 0; r < g.h; ++r) add(Grid{1, g.w, g.cells.substr(static_cast<std::size_t>(r * g.w), g.w)});
        break;
    case Split::Pieces:
        for (const auto& region : regions(g, [](char c) { return c != '.'; })) add(keep(g, region, '.'));
        break;
    case Split::Rooms:
        for (const auto& region : regions(g, [](char c) { return c != '#'; }, true)) {
            Grid part = room(g, region);
            if (part.cells.find_first_not_of(".#") != std::string::npos) out.push_back(std::move(part)); // no pieces: no moves
        }
        break;
    }
    if (out.empty()) out.push_back(Grid{1, 1, "."}); // nothing to play: one empty part (value 0)
    return out;
}

namespace {

Grid flip_lr(const Grid& g) {
    Grid out = g;
    for (int r = 0; r < g.h; ++r)
        for (int c = 0; c < g.w; ++c) out.at(r, g.w - 1 - c) = g.at(r, c);
    return out;
}
Grid flip_tb(const Grid& g) {
    Grid out = g;
    for (int r = 0; r < g.h; ++r)
        for (int c = 0; c < g.w; ++c) out.at(g.h - 1 - r, c) = g.at(r, c);
    return out;
}
Grid transpose(const Grid& g) {
    Grid out{g.w, g.h, g.cells};
    for (int r = 0; r < g.h; ++r)
        for (int c = 0; c < g.w; ++c) out.at(c, r) = g.at(r, c);
    return out;
}
std::string text_key(const Grid& g) { return std::string(1, static_cast<char>(g.h)) + std::string(1, static_cast<char>(g.w)) + g.cells; }

} // namespace

// Equal keys, equal values: the board (cropped where the rules allow: only pieces matter, not the
// empty squares around them), the least text among its images under the allowed reflections.
std::string grid_key(const Grid& g, unsigned symmetry, bool crop) {
    const Grid base = crop ? crop_grid(g) : g;
    std::vector<Grid> images{base};
    if (symmetry & kFlipLR) images.push_back(flip_lr(base));
    if (symmetry & kFlipTB)
        for (std::size_t i = 0, n = images.size(); i < n; ++i) images.push_back(flip_tb(images[i]));
    if (symmetry & kTranspose)
        for (std::size_t i = 0, n = images.size(); i < n; ++i) images.push_back(transpose(images[i]));
    std::string best = text_key(images[0]);
    for (std::size_t i = 1; i < images.size(); ++i) best = std::min(best, text_key(images[i]));
    return best;
}

} // namespace gl::grid
