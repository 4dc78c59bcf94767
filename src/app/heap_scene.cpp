// heap_scene.cpp - boards of heaps laid out as scenes (heap_scene.h).
#include "app/heap_scene.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace gl::app {

namespace {

using Look = sums::PartLook;

// Shapes placed in pixels, written in the scene's units (`u` pixels each).
struct Pen {
    Scene& sc;
    double u = 1; // pixels a unit
    double s = 1; // device pixels per CSS pixel
    double font = 0; // the page's font size, pixels

    Pt at(double x, double y) const { return Pt{x / u, y / u}; }
    double len(double px) const { return px / u; }
    // A line of text whose top is at `top` (pixels), as the page's text is placed.
    Shape& text(std::string cls, double x, double top, std::string t, Ink ink, Anchor a = Anchor::Middle) {
        return sc.text(std::move(cls), at(x, top + font / 2), std::move(t), ink, a);
    }
    // Cell `hit`'s shape: the colour it takes while hot.
    Shape& of(Shape& sh, int hit, Ink hot_fill = Ink::None) const {
        sh.hit = hit;
        sh.hot_fill = hot_fill;
        return sh;
    }
    // A cell's hit: heap `heap`, place `index`, centred at (x, y) with the half sizes of its slot.
    int hit(std::size_t heap, std::size_t index, double x, double y, double half_x, double half_y, double r) {
        Hit h;
        h.row = heap;
        h.index = index;
        h.centre = at(x, y);
        h.half = Pt{len(half_x), len(half_y)};
        h.r = len(r);
        sc.hits.push_back(h);
        return static_cast<int>(sc.hits.size() - 1);
    }
    // The ring around a cell that a winning move takes (while the page shows them).
    void ring(double x, double y, double r, double width, int h) {
        of(sc.circle("winning", at(x, y), len(r), Ink::None, Ink::Winning, len(width)), h).show = Show::Winning;
    }
};

Pen pen(HeapScene& hs, const HeapFrame& f, double unit) {
    hs.scale = std::max(unit, 1e-3);
    const double u = hs.scale;
    if (f.measure) {
        const auto m = f.measure;
        hs.scene.measure = [m, u](std::string_view t, TextSize sz, double wrap) {
            const Pt p = m(t, sz, wrap * u);
            return Pt{p.x / u, p.y / u};
        };
    }
    return Pen{hs.scene, u, f.density, f.measure ? f.measure("", TextSize::Normal, 0).y : 13 * f.density};
}

double text_w(const HeapFrame& f, const std::string& t) { return f.measure ? f.measure(t, TextSize::Normal, 0).x : 0.55 * 13 * f.density * static_cast<double>(t.size()); }

// A cell of a part drawn as its piece: a token, a bowling pin (a head on a body), a square, a pawn
// (a head over a base); its colour turns to Take while it is hot.
void piece(Pen& p, Look look, double x, double y, double r, int h) {
    const double s = p.s;
    Scene& sc = p.sc;
    switch (look) {
    case Look::Tokens:
        p.of(sc.circle("token", p.at(x, y), p.len(r), Ink::Token, Ink::TokenEdge, p.len(std::max(1.0, 1.2 * s))), h, Ink::Take);
        break;
    case Look::Pins: { // the edges over both fills, as where head and body meet
        const Pt head = p.at(x, y - r * 0.55), body = p.at(x, y + r * 0.25);
        p.of(sc.circle("pin", head, p.len(r * 0.38), Ink::Token), h, Ink::Take);
        p.of(sc.circle("pin", body, p.len(r * 0.62), Ink::Token), h, Ink::Take);
        sc.circle("pin-edge", body, p.len(r * 0.62), Ink::None, Ink::TokenEdge, p.len(std::max(1.0, s))).hit = h;
        sc.circle("pin-edge", head, p.len(r * 0.38), Ink::None, Ink::TokenEdge, p.len(std::max(1.0, s))).hit = h;
        break;
    }
    case Look::Squares:
        p.of(sc.rect("square", p.at(x - r, y - r), p.at(x + r, y + r), Ink::Token, Ink::TokenEdge, p.len(std::max(1.0, s)), p.len(2 * s)), h,
             Ink::Take);
        break;
    case Look::Pawns:
        p.of(sc.circle("pawn", p.at(x, y - r * 0.45), p.len(r * 0.36), Ink::Token), h, Ink::Take);
        p.of(sc.triangle("pawn", p.at(x, y - r * 0.3), p.at(x - r * 0.55, y + r * 0.7), p.at(x + r * 0.55, y + r * 0.7), Ink::Token), h, Ink::Take);
        p.of(sc.rect("pawn", p.at(x - r * 0.7, y + r * 0.6), p.at(x + r * 0.7, y + r * 0.9), Ink::Token), h, Ink::Take);
        sc.circle("pawn-edge", p.at(x, y - r * 0.45), p.len(r * 0.36), Ink::None, Ink::TokenEdge, p.len(std::max(1.0, s))).hit = h;
        break;
    }
}

// Heaps as rows of cells, left to right in `width`: each cell's centre from the rows' top left
// (cells[heap][i]), the cell's size, and the height of all the lines. Under touch a cell is a
// finger's 40 px and a row too long for the width goes on in the next line (a long Kayles row
// on a phone), else cells shrink to fit the width (to 8 px) and only whole heaps wrap.
struct RowLayout {
    double cell = 0, height = 0;
    std::vector<std::vector<Pt>> cells;
    std::vector<Pt> labels; // where each heap's size is written (the middle of its top, under its first cell's line)
};

RowLayout rows_of(const sums::Part& p, double width, double s, double cell) {
    RowLayout l;
    const double gap = 16 * s;
    l.cell = cell;
    const double line_h = l.cell * 1.9, left = 8 * s, right = std::max(width - 8 * s, left + l.cell);
    double x = left, y = l.cell * 0.6;
    for (std::uint64_t h : p.heaps) {
        const double w = l.cell * static_cast<double>(h);
        if (x + std::min(w, right - left) > right && x > left) { // the heap starts a new line
            x = left;
            y += line_h;
        }
        l.labels.push_back(Pt{x + std::min(w, right - x) * 0.5, y + l.cell * 0.55});
        std::vector<Pt> row;
        for (std::uint64_t t = 0; t < h; ++t) {
            if (x + l.cell > right + 0.5 && x > left) { // a row too long for the width goes on below
                x = left;
                y += line_h;
            }
            row.push_back(Pt{x + l.cell * 0.5, y});
            x += l.cell;
        }
        l.cells.push_back(std::move(row));
        x += (h == 0 ? 10 * s : 0) + gap;
    }
    l.height = y + line_h * 0.6;
    return l;
}

// The rows at the cell that fits the width; without touch, smaller (to 8 px) while the rows and
// their sizes (a line of `font` px under each heap) stand taller than `max_h` (if > 0).
RowLayout layout_rows(const sums::Part& p, double width, double s, bool touch, double max_h = 0, double font = 0) {
    std::uint64_t total = 0;
    for (auto h : p.heaps) total += h;
    const double gaps = static_cast<double>(p.heaps.size() + 1), gap = 16 * s;
    const double fit = (width - gaps * gap) / static_cast<double>(std::max<std::uint64_t>(total, 1));
    RowLayout l = rows_of(p, width, s, touch ? 40 * s : std::clamp(fit, 8.0 * s, 40.0 * s));
    auto bottom = [font](const RowLayout& r) {
        double b = r.height;
        for (const Pt& at : r.labels) b = std::max(b, at.y + font);
        return b;
    };
    while (!touch && max_h > 0 && l.cell > 8 * s && bottom(l) > max_h) l = rows_of(p, width, s, std::max(8 * s, l.cell * 0.9));
    return l;
}

// Stacks side by side: the columns' width, the base line's height, the tokens' pitch and radius.
struct StackSize {
    double col_w, base_y, pitch, radius;
};
StackSize stack_size(const HeapFrame& f, std::size_t heaps, std::uint64_t cap) {
    const double s = f.density;
    StackSize z{};
    z.col_w = std::min(f.width / static_cast<double>(std::max<std::size_t>(heaps, 1)), 90.0 * s);
    z.base_y = f.height - f.line * 1.2;
    z.pitch = std::min((z.base_y - 4 * s) / static_cast<double>(std::max<std::uint64_t>(cap, 1)), (f.touch ? 44.0 : 30.0) * s); // a finger's 40 px
    z.radius = std::max(std::min(z.pitch * 0.44, z.col_w * 0.3), 2.0 * s);
    return z;
}

// Stacks laid on their side: each heap a row, its size on the left.
struct LyingSize {
    double label_w, row_h, pitch, radius;
};
LyingSize lying_size(const HeapFrame& f, std::size_t heaps, std::uint64_t cap) {
    const double s = f.density;
    LyingSize z{};
    z.label_w = std::ceil(text_w(f, "40")) + 14 * s; // as the page measures a label: whole pixels
    z.row_h = f.height / static_cast<double>(std::max<std::size_t>(heaps, 1));
    z.pitch = std::min({(f.width - z.label_w - 8 * s) / static_cast<double>(std::max<std::uint64_t>(cap, 1)), z.row_h, 64.0 * s});
    z.radius = std::max(z.pitch * 0.44, 2.0 * s);
    return z;
}

// Heaps as stacks, side by side, each over a base line and its size.
void part_stacks(HeapScene& hs, const sums::Part& part, std::uint64_t cap, const HeapFrame& f) {
    const StackSize z = stack_size(f, part.heaps.size(), cap);
    Pen p = pen(hs, f, z.pitch);
    const double s = f.density;
    for (std::size_t j = 0; j < part.heaps.size(); ++j) {
        const double cx = z.col_w * (static_cast<double>(j) + 0.5);
        hs.scene.line("heap-base", p.at(cx - z.col_w * 0.4, z.base_y + 2 * s), p.at(cx + z.col_w * 0.4, z.base_y + 2 * s), Ink::Base, p.len(2 * s));
        p.text("heap-size", cx, z.base_y + 4 * s, std::to_string(part.heaps[j]), Ink::Text);
        for (std::uint64_t t = 0; t < part.heaps[j]; ++t) {
            const double cy = z.base_y - z.pitch * (static_cast<double>(t) + 0.5);
            const int h = p.hit(j, t, cx, cy, z.col_w * 0.45, z.pitch * 0.5, z.radius);
            piece(p, Look::Tokens, cx, cy, z.radius, h);
            p.ring(cx, cy, z.radius + 2.5 * s, 3 * s, h);
        }
    }
    hs.height = f.height;
}

// Heaps as stacks laid on their side, one row under the other: the bottom token on the left, the
// top on the right (a click takes that token and every one right of it, as a stack's click takes
// those above), the heap's size left of its base line. A sum's part on a wide screen is a wide,
// short panel, where stacks standing up got tokens 10 to 16 px across; lying down they are as
// large as the panel allows, up to 56 px, readable on a projector.
void part_lying(HeapScene& hs, const sums::Part& part, std::uint64_t cap, const HeapFrame& f) {
    const LyingSize z = lying_size(f, part.heaps.size(), cap);
    Pen p = pen(hs, f, z.pitch);
    const double s = f.density, x0 = z.label_w;
    for (std::size_t j = 0; j < part.heaps.size(); ++j) {
        const double cy = z.row_h * (static_cast<double>(j) + 0.5);
        hs.scene.line("heap-base", p.at(x0 - 3 * s, cy - z.pitch * 0.45), p.at(x0 - 3 * s, cy + z.pitch * 0.45), Ink::Base, p.len(2 * s));
        p.text("heap-size", x0 - 9 * s, cy - p.font / 2, std::to_string(part.heaps[j]), Ink::Text, Anchor::End);
        for (std::uint64_t t = 0; t < part.heaps[j]; ++t) {
            const double cx = x0 + z.pitch * (static_cast<double>(t) + 0.5);
            const int h = p.hit(j, t, cx, cy, z.pitch * 0.5, z.row_h * 0.45, z.radius);
            piece(p, Look::Tokens, cx, cy, z.radius, h);
            p.ring(cx, cy, z.radius + 2.5 * s, 3 * s, h);
        }
    }
    hs.height = f.height;
}

// Heaps as rows of pieces (layout_rows); each heap's size under it, an empty heap as a short line.
void part_rows(HeapScene& hs, const sums::Part& part, const HeapFrame& f) {
    const double s = f.density;
    const double font = f.measure ? f.measure("", TextSize::Normal, 0).y : 13 * s;
    const RowLayout l = layout_rows(part, f.width, s, f.touch, f.height, font);
    Pen p = pen(hs, f, l.cell);
    const double r = l.cell * 0.42;
    const Look look = sums::part_look(part);
    for (std::size_t j = 0; j < part.heaps.size(); ++j) {
        p.text("heap-size", l.labels[j].x, l.labels[j].y, std::to_string(part.heaps[j]), Ink::Muted);
        if (part.heaps[j] == 0) {
            const Pt a{l.labels[j].x - 5 * s, l.labels[j].y - l.cell * 0.55};
            hs.scene.line("heap-base", p.at(a.x, a.y), p.at(a.x + 10 * s, a.y), Ink::Base, p.len(2 * s));
        }
        for (std::size_t t = 0; t < l.cells[j].size(); ++t) {
            const Pt c = l.cells[j][t];
            const int h = p.hit(j, t, c.x, c.y, l.cell * 0.5, l.cell * 0.5, r);
            piece(p, look, c.x, c.y, r, h);
            p.ring(c.x, c.y, r + 2.5 * s, 3 * s, h);
        }
    }
    hs.height = std::max(f.height, l.height);
}

} // namespace

HeapScene nim_scene(const std::vector<std::uint64_t>& heaps, std::uint64_t capacity, const std::vector<std::int64_t>& win_to, bool game_over,
                    const HeapFrame& f) {
    const double s = f.density;
    const std::size_t n = std::max<std::size_t>(heaps.size(), 1);
    // Columns as wide as fit, up to 120 px; tokens stacked with a pitch that fits the tallest heap.
    const double col_w = std::min(f.width / static_cast<double>(n), 120.0 * s);
    const double left = (f.width - col_w * static_cast<double>(n)) * 0.5;
    const double cap = static_cast<double>(std::max<std::uint64_t>(capacity, 1));
    HeapScene hs;
    hs.height = f.height;
    // Under touch a token keeps a finger's 40 px: a taller heap makes the board scroll (swiped).
    const double finger = 40.0 * s;
    if (f.touch && (f.height - 2.8 * f.line) / cap < finger) hs.height = cap * finger + 2.8 * f.line + 4 * s;
    const double base_y = hs.height - 2.2 * f.line;
    const double stack_h = std::max(base_y - 0.6 * f.line, 10.0 * s);
    const double pitch = std::min(stack_h / cap, 46.0 * s);
    const double radius = std::max(std::min(pitch * 0.44, col_w * 0.34), 1.5 * s);
    const bool tall = radius < 6.0 * s; // too many tokens for round ones: tiles
    Pen p = pen(hs, f, pitch);
    Scene& sc = hs.scene;
    for (std::size_t i = 0; i < heaps.size(); ++i) {
        const double cx = left + col_w * (static_cast<double>(i) + 0.5);
        sc.line("heap-base", p.at(cx - col_w * 0.4, base_y + 2 * s), p.at(cx + col_w * 0.4, base_y + 2 * s), Ink::Base, p.len(3 * s));
        for (std::uint64_t j = 0; j < heaps[i]; ++j) {
            const double cy = base_y - pitch * (static_cast<double>(j) + 0.5);
            // The hit is the token's whole slot, so small tokens are still easy to click.
            const int h = p.hit(i, j, cx, cy, col_w * 0.45, pitch * 0.5, radius);
            if (tall) {
                // Flat tiles the width of the column, as a stack of coins seen from the side; a
                // winning move colours the tiles it takes.
                const double half_w = std::min(col_w * 0.36, 40.0 * s), half_h = std::max(pitch * 0.5 - 0.5 * s, 0.5 * s);
                const Pt a = p.at(cx - half_w, cy - half_h), b = p.at(cx + half_w, cy + half_h);
                p.of(sc.rect("tile", a, b, Ink::Token), h, Ink::Take);
                p.of(sc.rect("tile winning", a, b, Ink::Winning), h, Ink::Take).show = Show::Winning;
            } else {
                piece(p, Look::Tokens, cx, cy, radius, h);
                p.ring(cx, cy, radius + 2.5 * s, 3.5 * s, h);
            }
        }
        // Under the heap: its size, and the size a winning move leaves it (narrowed to "→N").
        p.text("heap-size", cx, base_y + 6 * s, std::to_string(heaps[i]), Ink::Text);
        if (i < win_to.size() && win_to[i] >= 0) {
            std::string hint = "to " + std::to_string(win_to[i]);
            if (text_w(f, hint) > col_w * 0.95) hint = "→" + std::to_string(win_to[i]);
            p.text("winning-move", cx, base_y + 6 * s + f.line, hint, Ink::Winning).show = Show::Page;
        }
    }
    if (game_over) p.text("empty", f.width / 2, f.height * 0.4, "No tokens left", Ink::Muted);
    return hs;
}

HeapScene part_scene(const sums::Part& p, std::uint64_t capacity, const HeapFrame& f) {
    HeapScene hs;
    if (sums::part_look(p) != Look::Tokens) part_rows(hs, p, f);
    else if (lying_size(f, p.heaps.size(), capacity).radius >= 1.33 * stack_size(f, p.heaps.size(), capacity).radius)
        part_lying(hs, p, capacity, f);
    else
        part_stacks(hs, p, capacity, f);
    return hs;
}

double part_rows_height(const sums::Part& p, double width, double density, bool touch) { return layout_rows(p, width, density, touch).height; }

std::pair<std::uint64_t, std::uint64_t> part_cells_taken(const sums::Part& p, const sums::PlayMove& m) {
    if (sums::part_look(p) == Look::Tokens) return {m.option.parts ? m.option.left[0] : 0, m.option.take};
    if (m.option.parts == 2) return {m.option.left[0], m.option.take};
    if (m.option.parts == 1) return {m.from - m.option.take, m.option.take}; // from the end
    return {0, m.option.take};
}

std::vector<std::size_t> heap_hits(const Scene& sc, std::size_t heap, std::uint64_t first, std::uint64_t count) {
    std::vector<std::size_t> out;
    for (std::size_t k = 0; k < sc.hits.size(); ++k)
        if (sc.hits[k].row == heap && sc.hits[k].index >= first && sc.hits[k].index - first < count) out.push_back(k);
    return out;
}

} // namespace gl::app
