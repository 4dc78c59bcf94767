#include "games/cutcake.h"

#include <algorithm>
#include <array>
#include <climits>

#include "core/text.h"

namespace gl::cutcake {

namespace {

std::string piece_text(Piece p) { return std::to_string(p.w) + "x" + std::to_string(p.h); }
std::string piece_shown(Piece p) { return std::to_string(p.w) + "×" + std::to_string(p.h); }

CutcakeGame::Position normal(CutcakeGame::Position p) {
    p.erase(std::remove(p.begin(), p.end(), Piece{1, 1}), p.end());
    std::sort(p.begin(), p.end(), [](Piece a, Piece b) { return b < a; });
    return p;
}

// The simplest number strictly between a and b (a < b), for integers a, b or open ends: 0 if it
// lies between, else the integer nearest 0 (every Cutcake value is an integer).
std::int64_t simplest(std::int64_t lo, std::int64_t hi) { // lo < x < hi; LLONG_MIN / LLONG_MAX: open
    if (lo < 0 && 0 < hi) return 0;
    return lo >= 0 ? lo + 1 : hi - 1;
}

} // namespace

std::int64_t piece_value(int w, int h) {
    static std::array<std::array<std::int64_t, CutcakeGame::kMaxSide + 1>, CutcakeGame::kMaxSide + 1> memo{};
    static std::array<std::array<bool, CutcakeGame::kMaxSide + 1>, CutcakeGame::kMaxSide + 1> known{};
    if (known[w][h]) return memo[w][h];
    std::int64_t best_left = LLONG_MIN, best_right = LLONG_MAX;
    for (int j = 1; j < w; ++j) best_left = std::max(best_left, piece_value(j, h) + piece_value(w - j, h));
    for (int i = 1; i < h; ++i) best_right = std::min(best_right, piece_value(w, i) + piece_value(w, h - i));
    // Numbers: a Left option below a Right option is the case here (the tests check it).
    known[w][h] = true;
    return memo[w][h] = simplest(best_left, best_right);
}

const GameMeta& CutcakeGame::meta() {
    static const GameMeta m{
        "cutcake", "Cutcake",
        "Left cuts a piece of cake along a North-South line (vertically), Right along an East-West line (horizontally); whoever cannot cut loses. A partizan game whose values are integers.",
        "Berlekamp, Conway and Guy, Winning Ways for your Mathematical Plays, ch. 2 (Cutcake)",
        "pieces WxH (width x height) separated by commas, e.g. 4x3,2x2; sides 1 to 16, at most 256 squares in all; 1x1 crumbs are dropped",
        "4x3", {}, {}, true};
    return m;
}

Result<CutcakeGame::Position> CutcakeGame::parse(std::string_view text, std::string_view field) const {
    const std::string f(field);
    Position out;
    int area = 0;
    std::size_t i = 0;
    while (i < text.size()) {
        const std::size_t start = i;
        auto number = [&](const char* what) -> Result<int> {
            if (i >= text.size() || text[i] < '0' || text[i] > '9')
                return Error{f, i, (i >= text.size() ? std::string("ends") : echo(text.substr(i, 1)) + " is here") + " where the piece's " + what + " should be (pieces are WxH, e.g. 4x3)"};
            int v = 0;
            const std::size_t at = i;
            while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
                v = v * 10 + (text[i++] - '0');
                if (v > kMaxSide) return Error{f, at, std::string("the ") + what + " is more than " + std::to_string(kMaxSide) + " squares"};
            }
            if (v == 0) return Error{f, at, std::string("the ") + what + " is 0: a piece has at least one square"};
            return v;
        };
        auto w = number("width");
        if (!w) return w.error();
        if (i >= text.size() || (text[i] != 'x' && text[i] != 'X'))
            return Error{f, i, (i >= text.size() ? std::string("the piece ends") : echo(text.substr(i, 1)) + " is here") + " where 'x' should be (pieces are WxH, e.g. 4x3)"};
        ++i;
        auto h = number("height");
        if (!h) return h.error();
        area += w.value() * h.value();
        if (area > kMaxArea) return Error{f, start, "the cake has more than " + std::to_string(kMaxArea) + " squares"};
        out.push_back(Piece{w.value(), h.value()});
        if (i < text.size()) {
            if (text[i] != ',') return Error{f, i, echo(text.substr(i, 1)) + " is not a comma: separate pieces with ','"};
            if (++i == text.size()) return Error{f, i, "a piece is missing after the last ','"};
        }
    }
    return normal(std::move(out));
}

std::string CutcakeGame::format(const Position& p) const {
    std::string s;
    for (std::size_t i = 0; i < p.size(); ++i) s += (i ? "," : "") + piece_text(p[i]);
    return s;
}

// For each different piece: Left's cuts j = 1 .. w/2, then Right's i = 1 .. h/2 (a cut at j and
// at w - j leave the same pieces).
std::vector<Option<CutcakeGame::Position>> CutcakeGame::options(const Position& p) const {
    std::vector<Option<Position>> out;
    for (std::size_t k = 0; k < p.size(); ++k) {
        if (k > 0 && p[k] == p[k - 1]) continue;
        const Piece x = p[k];
        auto cut = [&](Piece a, Piece b, Side side) {
            Position next = p;
            next.erase(next.begin() + static_cast<std::ptrdiff_t>(k));
            next.push_back(a);
            next.push_back(b);
            out.push_back({std::string(side == Side::Left ? "Left" : "Right") + ": " + piece_shown(x) + " → " + piece_shown(a) + " + " + piece_shown(b),
                           normal(std::move(next)), side});
        };
        for (int j = 1; j <= x.w / 2; ++j) cut(Piece{j, x.h}, Piece{x.w - j, x.h}, Side::Left);
        for (int i = 1; i <= x.h / 2; ++i) cut(Piece{x.w, i}, Piece{x.w, x.h - i}, Side::Right);
    }
    return out;
}

std::vector<CutcakeGame::Position> CutcakeGame::components(const Position& p) const {
    std::vector<Position> out;
    for (const Piece& x : p) out.push_back(Position{x});
    return out;
}

Picture CutcakeGame::picture(const Position& p, const std::vector<Option<Position>>& options) const {
    Picture pic;
    pic.caption = p.empty() ? "Nothing left to cut: the cake is crumbs."
                            : "Left (player 1) cuts North-South: click a square to cut along its left edge. Right (player 2) cuts East-West: click a square to cut along its top edge. Each piece shows its value.";
    // The index of each piece's first move in options() (equal pieces share their moves).
    std::vector<int> first(p.size(), 0);
    int m = 0;
    for (std::size_t k = 0; k < p.size(); ++k) {
        if (k > 0 && p[k] == p[k - 1]) {
            first[k] = first[k - 1];
            continue;
        }
        first[k] = m;
        m += p[k].w / 2 + p[k].h / 2;
    }
    for (std::size_t k = 0; k < p.size(); ++k) {
        const Piece x = p[k];
        const std::int64_t v = piece_value(x.w, x.h);
        for (int r = 0; r < x.h; ++r) {
            PictureRow row;
            if (r == 0) row.label = "piece " + std::to_string(k + 1) + ", value " + std::to_string(v);
            if (r == 0) row.heading = "piece " + std::to_string(k + 1) + ": " + piece_shown(x) + ", value " + std::to_string(v);
            for (int c = 0; c < x.w; ++c) {
                Cell cell{Glyph::Cookie, "", {}};
                if (r == 0 && c == 0) cell.text = std::to_string(v);
                if (c >= 1) { // Left's cut along this square's left edge
                    const int j = std::min(c, x.w - c);
                    const int move = first[k] + j - 1;
                    if (move < static_cast<int>(options.size())) cell.moves.push_back(move);
                }
                if (r >= 1) { // Right's cut along this square's top edge
                    const int i = std::min(r, x.h - r);
                    const int move = first[k] + x.w / 2 + i - 1;
                    if (move < static_cast<int>(options.size())) cell.moves.push_back(move);
                }
                cell.part_of = cell.moves;
                row.cells.push_back(std::move(cell));
            }
            pic.rows.push_back(std::move(row));
        }
    }
    return pic;
}

std::vector<std::pair<std::string, std::string>> CutcakeGame::facts(const Position& p) const {
    std::int64_t total = 0;
    std::string each;
    for (const Piece& x : p) {
        total += piece_value(x.w, x.h);
        each += (each.empty() ? "" : " + ") + std::to_string(piece_value(x.w, x.h));
    }
    return {{"pieces", std::to_string(p.size()) + (p.empty() ? "" : " (values " + each + ")")},
            {"sum of the pieces' values", std::to_string(total) + " (Winning Ways: every Cutcake position is an integer)"}};
}

} // namespace gl::cutcake
