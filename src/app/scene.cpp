// scene.cpp - one picture of a board, for every back end (scene.h).
// Index of this file:
//   [SECTION] Shapes   the list, the page's colours, text sizes, bounds
//   [SECTION] Board    a Picture laid out as shapes: rows, stacks, a chessboard, a graph
#include "app/scene.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <map>
#include <utility>

#include "core/text.h"

namespace gl::app {

//-----------------------------------------------------------------------------
// [SECTION] Shapes
//-----------------------------------------------------------------------------

namespace {

constexpr InkInfo kInks[] = {
    {"None", 0, 0, 0, 255},            {"Text", 30, 30, 35, 255},          {"Muted", 110, 110, 120, 255},
    {"White", 255, 255, 255, 255},     {"Token", 214, 148, 62, 255},       {"TokenEdge", 140, 88, 28, 255},
    {"Heads", 230, 186, 60, 255},      {"Tails", 170, 170, 175, 255},      {"TailsEdge", 100, 100, 110, 255},
    {"WhitePiece", 250, 250, 245, 255}, {"PieceEdge", 60, 60, 60, 255},    {"BlackPiece", 40, 40, 45, 255},
    {"Poison", 120, 40, 130, 255},     {"Cookie", 176, 120, 70, 255},      {"Base", 120, 110, 100, 255},
    {"BlankEdge", 170, 160, 150, 255}, {"LabelFill", 250, 248, 240, 255},  {"LabelEdge", 150, 150, 160, 255},
    {"BoxFill", 246, 240, 226, 255},   {"Wood", 150, 110, 64, 255},        {"Ground", 214, 196, 160, 255},
    {"GroundLine", 120, 96, 60, 255},  {"Green", 46, 150, 70, 255},        {"Blue", 40, 90, 200, 255},
    {"Red", 200, 50, 40, 255},         {"Black", 50, 50, 55, 255},         {"Vertex", 60, 60, 66, 255},
    {"Paper", 252, 251, 246, 255},     {"Badge", 70, 45, 20, 255},         {"SquareLight", 240, 217, 181, 255},
    {"SquareDark", 181, 136, 99, 255}, {"PlotCommon", 40, 90, 170, 255},   {"PlotRare", 210, 50, 40, 255},
    {"Take", 222, 84, 72, 255},        {"HotFill", 255, 236, 200, 255},    {"HotBlank", 255, 214, 150, 255},
    {"Winning", 30, 150, 80, 255},     {"Reach", 70, 70, 80, 150},         {"Halo", 60, 200, 110, 110},
    {"StepHalo", 250, 170, 40, 190},   {"StepRing", 230, 140, 20, 255},    {"Shade", 250, 200, 80, 120},
    {"Glow", 250, 196, 70, 170},       {"Target", 255, 226, 170, 255},     {"Faded", 200, 170, 150, 160},
    {"Stripe", 235, 250, 235, 230},
};
static_assert(std::size(kInks) == kInkCount);

// Text sizes in points, as LaTeX's 10pt classes set them.
double points(TextSize s) { return s == TextSize::Small ? 7 : s == TextSize::Normal ? 8 : 9; }

} // namespace

const InkInfo& ink_info(Ink k) { return kInks[static_cast<std::size_t>(k)]; }

double Scene::text_units(TextSize s) const { return points(s) / (cm_per_unit * 72.27 / 2.54); }

double Scene::text_width(std::string_view t, TextSize s) const {
    if (measure) return measure(t, s, 0).x;
    return 0.55 * text_units(s) * static_cast<double>(char_count(t)); // half an em a character (no font metrics here)
}

double Scene::text_height(std::string_view t, TextSize s, double wrap) const {
    if (measure) return measure(t, s, wrap).y;
    return text_units(s) * 1.2;
}

Shape& Scene::add(Shape::Kind k, std::string cls, Ink fill, Ink stroke, double width) {
    Shape s;
    s.kind = k;
    s.cls = std::move(cls);
    s.fill = fill;
    s.stroke = stroke;
    s.width = width;
    shapes.push_back(std::move(s));
    return shapes.back();
}
Shape& Scene::rect(std::string cls, Pt a, Pt b, Ink fill, Ink stroke, double width, double round) {
    Shape& s = add(Shape::Kind::Rect, std::move(cls), fill, stroke, width);
    s.pts = {a, b};
    s.round = round;
    return s;
}
Shape& Scene::circle(std::string cls, Pt c, double r, Ink fill, Ink stroke, double width, bool dashed) {
    Shape& s = add(Shape::Kind::Circle, std::move(cls), fill, stroke, width);
    s.pts = {c};
    s.r = r;
    s.dashed = dashed;
    return s;
}
Shape& Scene::line(std::string cls, Pt a, Pt b, Ink stroke, double width, bool dashed) {
    Shape& s = add(Shape::Kind::Line, std::move(cls), Ink::None, stroke, width);
    s.pts = {a, b};
    s.dashed = dashed;
    return s;
}
Shape& Scene::curve(std::string cls, Pt a, Pt ctrl, Pt b, Ink stroke, double width, bool dashed) {
    Shape& s = add(Shape::Kind::Curve, std::move(cls), Ink::None, stroke, width);
    s.pts = {a, ctrl, b};
    s.dashed = dashed;
    return s;
}
Shape& Scene::triangle(std::string cls, Pt a, Pt b, Pt c, Ink fill) {
    Shape& s = add(Shape::Kind::Triangle, std::move(cls), fill, Ink::None);
    s.pts = {a, b, c};
    return s;
}
Shape& Scene::text(std::string cls, Pt at, std::string t, Ink ink, Anchor anchor, TextSize size) {
    for (char& ch : t)
        if (ch == '\n' || ch == '\r' || ch == '\t') ch = ' ';
    Shape& s = add(Shape::Kind::Text, std::move(cls), ink, Ink::None);
    s.pts = {at};
    s.text = std::move(t);
    s.anchor = anchor;
    s.size = size;
    return s;
}

int Scene::hit_at(Pt p, const std::function<bool(std::size_t)>& wanted) const {
    int found = -1;
    for (std::size_t k = 0; k < hits.size(); ++k) {
        const Hit& h = hits[k];
        if (p.x > h.centre.x - h.half.x && p.x <= h.centre.x + h.half.x && p.y > h.centre.y - h.half.y && p.y <= h.centre.y + h.half.y &&
            (!wanted || wanted(k)))
            found = static_cast<int>(k);
    }
    return found;
}

Scene::Box Scene::bounds() const {
    Box b{1e300, 1e300, -1e300, -1e300};
    auto take = [&](double x, double y) {
        b.x0 = std::min(b.x0, x), b.y0 = std::min(b.y0, y), b.x1 = std::max(b.x1, x), b.y1 = std::max(b.y1, y);
    };
    for (const Shape& s : shapes) {
        if (s.show != Show::Always) continue;
        if (s.kind == Shape::Kind::Circle) {
            take(s.pts[0].x - s.r, s.pts[0].y - s.r);
            take(s.pts[0].x + s.r, s.pts[0].y + s.r);
        } else if (s.kind == Shape::Kind::Text) {
            const double w = s.wrap > 0 ? std::min(s.wrap, text_width(s.text, s.size)) : text_width(s.text, s.size);
            const double line = measure ? text_height("", s.size) / 2 : text_units(s.size) * 0.6;
            const double below = measure ? text_height(s.text, s.size, s.wrap) - line : line;
            const double left = s.anchor == Anchor::Start ? 0 : s.anchor == Anchor::Middle ? w / 2 : w;
            take(s.pts[0].x - left, s.pts[0].y - line);
            take(s.pts[0].x - left + w, s.pts[0].y + below);
        } else {
            for (const Pt& p : s.pts) take(p.x, p.y);
        }
    }
    if (b.x0 > b.x1) b = Box{0, 0, 1, 1};
    return b;
}

//-----------------------------------------------------------------------------
// [SECTION] Board
//-----------------------------------------------------------------------------

Ink edge_ink(EdgeColour c) {
    switch (c) {
    case EdgeColour::Green: return Ink::Green;
    case EdgeColour::Blue: return Ink::Blue;
    case EdgeColour::Red: return Ink::Red;
    case EdgeColour::Black: return Ink::Black;
    }
    return Ink::Green;
}

namespace {

constexpr double kCell = 1.0;  // a cell of a row or stack
constexpr double kR = 0.45;    // a glyph's radius in its cell

// A cell in words, as the text twin says it.
std::string cell_word(const Cell& c) {
    const std::string with = c.text.empty() ? "" : " " + c.text;
    switch (c.glyph) {
    case Glyph::Blank: return "empty" + with;
    case Glyph::Token: return "token" + with;
    case Glyph::Heads: return "heads" + with;
    case Glyph::Tails: return "tails" + with;
    case Glyph::White: return "white" + with;
    case Glyph::Black: return "black" + with;
    case Glyph::Poison: return "poison" + with;
    case Glyph::Cookie: return "square" + with;
    case Glyph::Floor: return "floor" + with;
    case Glyph::Step: return "step" + with;
    case Glyph::Label: return c.text;
    case Glyph::Box: return "box of " + c.text + (c.text == "1" ? " chip" : " chips");
    }
    return c.text;
}

// A row's cells in words, each run of one kind counted: "black, white ×3, empty".
std::string cells_in_words(const std::vector<Cell>& cells) {
    std::string out;
    for (std::size_t i = 0; i < cells.size();) {
        const std::string w = cell_word(cells[i]);
        std::size_t j = i + 1;
        while (j < cells.size() && cell_word(cells[j]) == w) ++j;
        out += (out.empty() ? "" : ", ") + w + (j - i > 1 ? " ×" + std::to_string(j - i) : "");
        i = j;
    }
    return out.empty() ? "nothing" : out;
}

// A row of cells said: its label (or `kind` and its number) and its cells.
void say_row(Scene& sc, const PictureRow& row, std::size_t i, const char* kind, const char* order = "") {
    if (!row.heading.empty()) sc.words.push_back(row.heading);
    // A row named by a number alone (a board's row 1, a rank 5) is said with its kind.
    const bool number = !row.label.empty() && row.label.find_first_not_of("0123456789") == std::string::npos;
    const std::string name = row.label.empty() ? std::string(kind) + " " + std::to_string(i + 1)
                             : number          ? std::string(kind) + " " + row.label
                                               : row.label;
    sc.words.push_back(name + order + ": " + cells_in_words(row.cells));
}

// A shape of cell `hit`: its colours while the cell is hot (None: as ever).
Shape& of(Shape& s, int hit, Ink hot_fill = Ink::None, Ink hot_stroke = Ink::None) {
    s.hit = hit;
    s.hot_fill = hot_fill;
    s.hot_stroke = hot_stroke;
    return s;
}

// A text's line on the page, grid units (0 for the exports, which keep their fixed spacing).
double page_line(const Scene& sc) { return sc.measure ? sc.text_height("", TextSize::Normal) : 0; }

// A box of chips (Empty and Divide): open at the top, its chips from the bottom up, the count above.
void draw_box(Scene& sc, const Cell& c, Pt centre, Pt half, int hit) {
    const double wall = std::max(0.06, half.x * 0.08);
    const Pt a{centre.x - half.x, centre.y - half.y}, b{centre.x + half.x, centre.y + half.y};
    of(sc.rect("box", a, b, Ink::BoxFill), hit, Ink::HotFill);
    of(sc.rect("box-wall", a, Pt{a.x + wall, b.y}, Ink::Wood), hit, Ink::Take);
    of(sc.rect("box-wall", Pt{b.x - wall, a.y}, b, Ink::Wood), hit, Ink::Take);
    of(sc.rect("box-wall", Pt{a.x, b.y - wall}, b, Ink::Wood), hit, Ink::Take);
    const int n = std::max(0, std::atoi(c.text.c_str()));
    const double w = 2 * half.x - 2 * wall, h = 2 * half.y - wall;
    int cols = 1;
    double d = 0;
    for (int k = 1; k <= std::max(1, n); ++k) { // the column count that gives the largest chips
        const int rows = (n + k - 1) / k;
        const double dk = std::min(w / k, h / std::max(1, rows));
        if (dk > d) d = dk, cols = k;
    }
    d = std::min(d, w / 3);
    const double left = centre.x - d * std::min(n, cols) / 2;
    for (int k = 0; k < n; ++k)
        sc.circle("chip", Pt{left + d * (k % cols + 0.5), b.y - wall - d * (k / cols + 0.5)}, d * 0.42, Ink::Token, Ink::TokenEdge, d * 0.05);
    sc.text("count", Pt{centre.x, a.y - std::max(0.3, 0.7 * page_line(sc))}, c.text + (n == 1 ? " chip" : " chips"), Ink::Text);
}

// One cell at `centre`; `half` is its half width and height (a square: kR, kR). On a chessboard
// (`square` drawn by the board) an empty cell adds only what the page marks on it.
void draw_cell(Scene& sc, const Cell& c, Pt centre, Pt half, std::size_t row, std::size_t index, bool square = false) {
    const double r = kR, t = 0.04;
    sc.hits.push_back(Hit{row, index, centre, square ? Pt{0.5, 0.5} : half, r, HitKind::Cell, -1, {}});
    const int hit = static_cast<int>(sc.hits.size() - 1);
    const Pt a{centre.x - r, centre.y - r}, b{centre.x + r, centre.y + r};
    if (c.glyph == Glyph::Blank) {
        of(sc.rect("hot", a, b, Ink::HotBlank, Ink::None, 0, r * 0.15), hit).show = Show::Hot;
        if (square && !c.moves.empty()) of(sc.circle("reach", centre, 0.12, Ink::Reach), hit).show = Show::Page;
    }
    switch (c.glyph) {
    case Glyph::Blank:
        if (!square) of(sc.rect("blank", a, b, Ink::None, Ink::BlankEdge, t, r * 0.15), hit);
        break;
    case Glyph::Token: of(sc.circle("token", centre, r * 0.86, Ink::Token, Ink::TokenEdge, t), hit, Ink::Take); break;
    case Glyph::Heads: of(sc.circle("heads", centre, r * 0.86, Ink::Heads, Ink::TokenEdge, t), hit, Ink::Take); break;
    case Glyph::Tails: of(sc.circle("tails", centre, r * 0.86, Ink::Tails, Ink::TailsEdge, t), hit); break;
    case Glyph::White: of(sc.circle("white", centre, r * 0.8, Ink::WhitePiece, Ink::PieceEdge, t * 1.5), hit, Ink::Take); break;
    case Glyph::Black: of(sc.circle("black", centre, r * 0.8, Ink::BlackPiece), hit, Ink::Take); break;
    case Glyph::Poison: of(sc.rect("poison", a, b, Ink::Poison, Ink::None, 0, r * 0.15), hit); break;
    case Glyph::Cookie: of(sc.rect("cookie", a, b, Ink::Cookie, Ink::None, 0, r * 0.15), hit, Ink::Take); break;
    case Glyph::Floor: of(sc.rect("floor", Pt{a.x, centre.y + r * 0.6}, b, Ink::Base), hit); break;
    case Glyph::Step: of(sc.rect("step", Pt{centre.x - half.x, centre.y - half.y}, Pt{centre.x + half.x, centre.y + half.y}, Ink::Base), hit); break;
    case Glyph::Box: draw_box(sc, c, centre, half, hit); break; // a box writes its own count
    case Glyph::Label:
        of(sc.rect("label", Pt{centre.x - half.x, centre.y - half.y}, Pt{centre.x + half.x, centre.y + half.y}, Ink::LabelFill,
                   Ink::LabelEdge, t, r * 0.3),
           hit, Ink::HotFill, Ink::Take);
        break;
    }
    const std::string text = c.glyph == Glyph::Heads ? "H" : c.glyph == Glyph::Tails ? "T" : c.glyph == Glyph::Box ? "" : c.text;
    if (!text.empty()) {
        const bool dark = c.glyph == Glyph::Black || c.glyph == Glyph::Poison || c.glyph == Glyph::Cookie;
        of(sc.text("cell-text", centre, text, dark ? Ink::White : Ink::Text), hit);
    }
    // The page's ring around a cell that starts a winning move (while it shows them).
    if (c.glyph == Glyph::Label || c.glyph == Glyph::Box)
        of(sc.rect("winning", Pt{centre.x - half.x - 0.05, centre.y - half.y - 0.05}, Pt{centre.x + half.x + 0.05, centre.y + half.y + 0.05},
                   Ink::None, Ink::Winning, 0.06, r * 0.3),
           hit)
            .show = Show::Winning;
    else of(sc.circle("winning", centre, r * 1.02, Ink::None, Ink::Winning, 0.065), hit).show = Show::Winning;
}

// Rows of cells from the top, each with its label on the left and its heading above (wrapped at
// `wrap` on the page).
void draw_rows(Scene& sc, const Picture& p, double wrap) {
    double label_w = 0;
    for (const PictureRow& row : p.rows) label_w = std::max(label_w, sc.text_width(row.label, TextSize::Normal));
    if (label_w > 0) label_w += 0.4;
    const double line = page_line(sc);
    double top = 0;
    for (std::size_t i = 0; i < p.rows.size(); ++i) {
        const PictureRow& row = p.rows[i];
        say_row(sc, row, i, "row");
        if (!row.heading.empty()) {
            if (line > 0) { // the page: as many lines as the heading takes, wrapped
                sc.text("heading", Pt{0, top + 0.7 * line}, row.heading, Ink::Text, Anchor::Start).wrap = wrap;
                top += sc.text_height(row.heading, TextSize::Normal, wrap) + 0.5 * line;
            } else {
                sc.text("heading", Pt{0, top + 0.4}, row.heading, Ink::Text, Anchor::Start);
                top += 0.8;
            }
        }
        double row_h = kCell; // a row of labels as tall as their text
        for (const Cell& c : row.cells)
            if (c.glyph == Glyph::Label) row_h = std::max(row_h, sc.text_height(c.text, TextSize::Normal) + 0.25);
        const double mid = top + 0.5 * row_h;
        if (!row.label.empty()) sc.text("row-label", Pt{0, mid}, row.label, Ink::Muted, Anchor::Start);
        double x = label_w;
        for (std::size_t j = 0; j < row.cells.size(); ++j) {
            const Cell& c = row.cells[j];
            const double w = c.glyph == Glyph::Label ? std::max(kCell, sc.text_width(c.text, TextSize::Normal) + 0.35) : kCell;
            draw_cell(sc, c, Pt{x + w / 2, mid}, Pt{w * 0.46, kR * row_h}, i, j);
            x += w + (c.glyph == Glyph::Label ? 0.15 : 0);
        }
        top += 1.1 * row_h;
    }
}

// A chessboard (Picture::Layout::Grid): the rows are its ranks, top first, squares edge to edge,
// the rows' labels at the left and the columns' numbers below.
void draw_grid(Scene& sc, const Picture& p) {
    double label_w = 0;
    std::size_t cols = 0;
    for (const PictureRow& row : p.rows) {
        label_w = std::max(label_w, sc.text_width(row.label, TextSize::Normal));
        cols = std::max(cols, row.cells.size());
    }
    label_w += 0.3;
    // A large board drawn small (the page keeps its font's size): every k-th rank and column is
    // labelled, k a round number, so that no two labels touch; the bottom rank and column 0 always.
    const auto every = [](double need) {
        for (std::size_t k : {1, 2, 5, 10, 20, 50})
            if (static_cast<double>(k) >= need) return k;
        return std::size_t{100};
    };
    const double tall = sc.text_height("0", TextSize::Normal);
    const std::size_t rank_step = every(tall);
    const std::size_t column_step = every(sc.text_width(std::to_string(cols > 0 ? cols - 1 : 0), TextSize::Normal) + 0.3 * tall);
    for (std::size_t i = 0; i < p.rows.size(); ++i) {
        if (i == 0) sc.words.push_back("ranks from the top, columns numbered from 0 at the left");
        say_row(sc, p.rows[i], i, "rank");
        const double top = static_cast<double>(i) * kCell;
        if ((p.rows.size() - 1 - i) % rank_step == 0) sc.text("row-label", Pt{0, top + 0.5 * kCell}, p.rows[i].label, Ink::Muted, Anchor::Start);
        for (std::size_t j = 0; j < p.rows[i].cells.size(); ++j) {
            const Cell& c = p.rows[i].cells[j];
            const Pt a{label_w + static_cast<double>(j) * kCell, top};
            sc.rect("square", a, Pt{a.x + kCell, a.y + kCell}, (i + j) % 2 ? Ink::SquareDark : Ink::SquareLight);
            draw_cell(sc, c, Pt{a.x + kCell / 2, a.y + kCell / 2}, Pt{kR, kR}, i, j, true);
        }
    }
    const double bottom = static_cast<double>(p.rows.size()) * kCell;
    sc.rect("edge", Pt{label_w, 0}, Pt{label_w + static_cast<double>(cols) * kCell, bottom}, Ink::None, Ink::SquareDark, 0.03).show = Show::Page;
    for (std::size_t j = 0; j < cols; j += column_step)
        sc.text("column", Pt{label_w + (static_cast<double>(j) + 0.5) * kCell, bottom + std::max(0.35, 0.65 * page_line(sc))}, std::to_string(j),
                Ink::Muted, Anchor::Middle);
}

// Columns built bottom up (heaps of tokens, a staircase, boxes), each labelled below.
void draw_stacks(Scene& sc, const Picture& p) {
    double across = 1.3;
    std::size_t tallest = 1;
    bool boxes = false;
    for (const PictureRow& row : p.rows) {
        across = std::max(across, sc.text_width(row.label, TextSize::Normal) + std::max(0.3, page_line(sc))); // the page: a line's gap
        std::size_t n = 0;
        for (const Cell& c : row.cells) {
            if (c.glyph == Glyph::Box) boxes = true, across = std::max(across, sc.text_width(c.text + " chips", TextSize::Normal) + 0.4);
            else ++n;
        }
        tallest = std::max(tallest, n);
    }
    const double height = std::max(static_cast<double>(tallest), boxes ? 4.0 : 1.0);
    for (std::size_t i = 0; i < p.rows.size(); ++i) {
        const PictureRow& row = p.rows[i];
        say_row(sc, row, i, "column", " (bottom up)");
        const double cx = (static_cast<double>(i) + 0.5) * across;
        std::size_t j = 0;
        for (std::size_t k = 0; k < row.cells.size(); ++k) {
            const Cell& c = row.cells[k];
            if (c.glyph == Glyph::Box) { // a box fills its column, its count above it
                const double h = height - 0.7;
                draw_cell(sc, c, Pt{cx, 0.7 + h / 2}, Pt{std::min(across * 0.38, h * 0.7), h / 2}, i, k);
                continue;
            }
            const Pt centre{cx, height - (static_cast<double>(j) + 0.5) * kCell};
            draw_cell(sc, c, centre, c.glyph == Glyph::Step ? Pt{across / 2, kCell / 2} : Pt{kR, kR}, i, k);
            ++j;
        }
        if (!row.label.empty()) sc.text("row-label", Pt{cx, height + std::max(0.45, 0.75 * page_line(sc))}, row.label, Ink::Muted);
    }
}

const char* edge_class(EdgeColour c) {
    switch (c) {
    case EdgeColour::Green: return "edge green";
    case EdgeColour::Blue: return "edge blue";
    case EdgeColour::Red: return "edge red";
    case EdgeColour::Black: return "edge black";
    }
    return "edge";
}

// A graph laid out for drawing: where its vertices stand (grid units, y up), how wide it is,
// where the ground's loops stand; the sizes of edges and vertices (GraphStyle).
struct GraphLayout {
    const PictureGraph& g;
    GraphStyle style;
    std::map<int, Pt> at;
    bool values = false; // a graph game's vertices are discs with their value
    double minx = 0, maxx = 0, loops_x = 1;

    GraphLayout(const PictureGraph& graph, const GraphStyle& st) : g(graph), style(st) {}
    Pt where(int id) const {
        auto it = at.find(id);
        return it != at.end() ? it->second : Pt{0, 0};
    }
    bool is_ground(int id) const {
        if (!g.has_ground) return false;
        for (const GraphVertex& v : g.vertices)
            if (v.id == id) return v.ground;
        return false;
    }
    // A place (y up) in the scene (y down, stood up by the style's rise).
    Pt down(Pt p) const { return Pt{p.x, -p.y * style.rise}; }
};

GraphLayout graph_layout(const PictureGraph& g, const GraphStyle& style) {
    GraphLayout l{g, style};
    for (const GraphVertex& v : g.vertices)
        if (!v.ground) l.at[v.id] = Pt{v.x, v.y};
    for (const GraphVertex& v : g.vertices) l.values = l.values || !v.value.empty();
    double maxy = 0;
    bool any = false;
    for (const auto& [id, p] : l.at) {
        l.minx = any ? std::min(l.minx, p.x) : p.x;
        l.maxx = any ? std::max(l.maxx, p.x) : p.x;
        maxy = std::max(maxy, p.y);
        any = true;
    }
    std::size_t ground_loops = 0;
    for (const GraphEdge& e : g.edges) ground_loops += e.u == 0 && e.v == 0 && g.has_ground;
    l.loops_x = (any ? l.maxx : 0) + 1;
    if (ground_loops) l.maxx = l.loops_x + 0.8 * static_cast<double>(ground_loops);
    if (!any && !ground_loops) l.minx = 0, l.maxx = 2;
    return l;
}

// A directed edge's arrowhead just before the vertex it points to (the path's end), not at the
// middle, where crossing edges would pile their heads up.
void draw_graph_arrowhead(Scene& sc, const GraphLayout& l, const std::vector<Pt>& pts, Ink ink, int hit) {
    const double thick = l.style.thick;
    const Pt b = pts.back();
    const double reach = (l.values ? l.style.disc : l.style.vr) + thick * 3.5;
    std::size_t head = pts.size() - 2;
    while (head > 0 && std::hypot(pts[head].x - b.x, pts[head].y - b.y) < reach) --head;
    const Pt p = pts[head], q = pts[head + 1];
    const double len = std::max(1e-6, std::hypot(q.x - p.x, q.y - p.y));
    const Pt u{(q.x - p.x) / len, (q.y - p.y) / len}, n{-u.y, u.x}, tip{p.x + u.x * thick * 2, p.y + u.y * thick * 2};
    of(sc.triangle("arrow", tip, Pt{tip.x - u.x * thick * 3 + n.x * thick * 2, tip.y - u.y * thick * 3 + n.y * thick * 2},
                   Pt{tip.x - u.x * thick * 3 - n.x * thick * 2, tip.y - u.y * thick * 3 - n.y * thick * 2}, ink),
       hit, Ink::Take);
}

// The geometry of one edge, as the scene draws it and the page hit-tests it: a loop (a circle
// standing on its vertex, turned a little for each copy; the ground's loops side by side), or a
// line or a curve bent apart from its parallels.
struct EdgeShape {
    bool loop = false;
    Pt a, ctrl, b;        // a line or curve (ctrl == the middle for a line)
    bool straight = true;
    Pt centre;            // a loop
    double r = 0;
    std::vector<Pt> path; // the polyline the page hit-tests
};

EdgeShape edge_shape(const GraphLayout& l, const GraphEdge& e, int copies, std::size_t& loop_index) {
    EdgeShape s;
    if (e.u == e.v) {
        const Pt c = l.is_ground(e.u) ? Pt{l.loops_x + 0.8 * static_cast<double>(loop_index++), 0} : l.where(e.u);
        const double r = 0.28, turn = (e.parallel % 2 ? -1.0 : 1.0) * 0.5 * ((e.parallel + 1) / 2);
        const Pt foot = l.down(c);
        s.loop = true;
        s.r = r;
        s.centre = Pt{foot.x + std::sin(turn) * r, foot.y - std::cos(turn) * r};
        const double start = std::atan2(std::cos(turn), -std::sin(turn)); // from the foot, round
        for (int k = 0; k <= 24; ++k) {
            const double t = k / 24.0 * 6.283185307179586 + start;
            s.path.push_back(Pt{s.centre.x + r * std::cos(t), s.centre.y + r * std::sin(t)});
        }
        return s;
    }
    // An end on the ground stands right below the other end.
    s.a = l.down(l.is_ground(e.u) ? Pt{l.where(e.v).x, 0} : l.where(e.u));
    s.b = l.down(l.is_ground(e.v) ? Pt{l.where(e.u).x, 0} : l.where(e.v));
    const double off = (e.parallel - (copies - 1) / 2.0) * 0.35 + e.bend;
    const double dx = s.b.x - s.a.x, dy = s.b.y - s.a.y, len = std::max(1e-6, std::hypot(dx, dy));
    s.ctrl = Pt{(s.a.x + s.b.x) / 2 - dy / len * off * 2, (s.a.y + s.b.y) / 2 + dx / len * off * 2};
    s.straight = std::fabs(off) < 1e-9;
    for (int k = 0; k <= 12; ++k) {
        const double t = k / 12.0, u = 1 - t;
        s.path.push_back(Pt{u * u * s.a.x + 2 * u * t * s.ctrl.x + t * t * s.b.x, u * u * s.a.y + 2 * u * t * s.ctrl.y + t * t * s.b.y});
    }
    return s;
}

// The edge's stroke (or a halo under it: `cls`, `ink`, `width`).
Shape& stroke_edge(Scene& sc, const EdgeShape& s, std::string cls, Ink ink, double width, bool dashed) {
    if (s.loop) return sc.circle(std::move(cls) + " loop", s.centre, s.r, Ink::None, ink, width, dashed);
    if (s.straight) return sc.line(std::move(cls), s.a, s.b, ink, width, dashed);
    return sc.curve(std::move(cls), s.a, s.ctrl, s.b, ink, width, dashed);
}

// One edge, its halos for the page under it (a winning move's, the analysis step's), red ones
// dashed (told apart from green without colour vision), an arrowhead if directed, and the page's
// ring at a winning edge's middle.
void draw_graph_edge(Scene& sc, const GraphLayout& l, const GraphEdge& e, std::size_t index, int copies, std::size_t& loop_index) {
    const double thick = l.style.thick;
    const Ink ink = edge_ink(e.colour);
    const EdgeShape s = edge_shape(l, e, copies, loop_index);
    const Pt mid = s.path[e.directed ? s.path.size() / 3 : s.path.size() / 2];
    sc.hits.push_back(Hit{0, index, mid, Pt{thick, thick}, thick, HitKind::Edge, static_cast<int>(index), s.path});
    const int hit = static_cast<int>(sc.hits.size() - 1);
    of(stroke_edge(sc, s, "halo", Ink::Halo, thick * 3.2, false), hit).show = Show::Winning;
    of(stroke_edge(sc, s, "step", Ink::StepHalo, thick * 2.6, false), hit).show = Show::Step;
    of(stroke_edge(sc, s, edge_class(e.colour), ink, thick, e.colour == EdgeColour::Red), hit, Ink::None, Ink::Take);
    if (l.style.stripes && e.colour == EdgeColour::Green) // a light stripe: green is not blue either
        of(stroke_edge(sc, s, "stripe", Ink::Stripe, thick * 0.3, false), hit).show = Show::Page;
    if (e.directed) draw_graph_arrowhead(sc, l, s.path, ink, hit);
    of(sc.circle("winning", mid, thick * 2.2, Ink::None, Ink::Winning, thick * 0.6), hit).show = Show::Winning;
}

// One vertex: a disc with its value, filled where tokens stand (a count when several), its label
// on the outer side; or a dot, ringed by a token, its label above right. The page's marks: the
// analysis step's ring, a selected token's glow, a winning token's ring.
void draw_graph_vertex(Scene& sc, const GraphLayout& l, const GraphVertex& v, int hit) {
    const double vr = l.style.vr, disc = l.style.disc, line = page_line(sc);
    const Pt q = sc.hits[static_cast<std::size_t>(hit)].centre;
    const bool token = !v.token.empty();
    of(sc.circle("step", q, vr * 2.2, Ink::None, Ink::StepRing, 0.05), hit).show = Show::Step;
    if (!v.value.empty()) {
        of(sc.circle("selected", q, disc * 1.5, Ink::Glow), hit).show = Show::Selected;
        of(sc.circle(token ? "vertex token" : "vertex", q, disc, token ? Ink::Token : Ink::Paper, token ? Ink::TokenEdge : Ink::Vertex, 0.03),
           hit, Ink::Take);
        of(sc.circle("winning", q, disc * 1.32, Ink::None, Ink::Winning, 0.045), hit).show = Show::Winning;
        sc.text("value", q, v.value, Ink::Text);
        if (token && v.token != "1") {
            const Pt c{q.x - disc * 0.95, q.y + disc * 0.85};
            sc.circle("badge", c, std::max(0.12, sc.text_width("×" + v.token, TextSize::Small) * 0.6), Ink::Badge);
            sc.text("badge-text", c, "×" + v.token, Ink::White, Anchor::Middle, TextSize::Small);
        }
        if (!v.label.empty()) {
            if (v.x < 0) sc.text("vertex-label", Pt{q.x - disc - 0.08, q.y}, v.label, Ink::Muted, Anchor::End);
            else sc.text("vertex-label", Pt{q.x + disc + 0.08, q.y}, v.label, Ink::Muted, Anchor::Start);
        }
    } else {
        of(sc.circle("vertex", q, vr, Ink::Vertex), hit, Ink::Take);
        if (token) sc.circle("vertex token", q, vr * 1.6, Ink::Token);
        if (!v.label.empty())
            sc.text("vertex-label", Pt{q.x + vr + 0.05, q.y - vr - (line > 0 ? 0.5 * line : 0.12)}, v.label, Ink::Muted, Anchor::Start);
    }
}

// A graph in words: its edges (colour, direction) and the vertices with a token, a value or a label.
void say_graph(Scene& sc, const PictureGraph& g) {
    std::map<int, const GraphVertex*> by_id;
    for (const GraphVertex& v : g.vertices) by_id[v.id] = &v;
    auto name = [&](int id) {
        const auto it = by_id.find(id);
        if (it != by_id.end() && it->second->ground) return std::string("the ground");
        if (it != by_id.end() && !it->second->label.empty()) return it->second->label;
        return "vertex " + std::to_string(id);
    };
    // Colours are said where they tell edges apart (blue and red, or several kinds).
    const bool coloured = std::any_of(g.edges.begin(), g.edges.end(), [&](const GraphEdge& e) {
        return e.colour == EdgeColour::Blue || e.colour == EdgeColour::Red || e.colour != g.edges.front().colour;
    });
    for (std::size_t k = 0; k < g.edges.size(); ++k) {
        const GraphEdge& e = g.edges[k];
        std::string w = "edge " + std::to_string(k + 1) + ": " + name(e.u) + (e.directed ? " → " : " – ") + name(e.v);
        if (e.u == e.v) w = "edge " + std::to_string(k + 1) + ": a loop at " + name(e.u);
        if (coloured) {
            const char* c = e.colour == EdgeColour::Blue ? "blue" : e.colour == EdgeColour::Red ? "red" : e.colour == EdgeColour::Black ? "black" : "green";
            w += std::string(", ") + c;
        }
        sc.words.push_back(w);
    }
    for (const GraphVertex& v : g.vertices) {
        if (v.ground || (v.token.empty() && v.value.empty())) continue;
        std::string w = name(v.id) + ":";
        if (!v.token.empty()) w += v.token == "1" ? " a token" : " " + v.token + " tokens";
        if (!v.value.empty()) w += std::string(v.token.empty() ? "" : ",") + " value " + v.value;
        sc.words.push_back(w);
    }
    if (g.edges.empty()) sc.words.push_back("no edges");
}

// A graph standing on the ground line, as the page's graph board draws it (graph_board.cpp):
// grid units with y up become the shapes' y down. The vertices are hits first (the analysis
// step's shading lies under every edge), then the edges, then the vertices drawn over them.
void draw_graph(Scene& sc, const PictureGraph& g, const GraphStyle& style) {
    const GraphLayout l = graph_layout(g, style);
    if (g.has_ground && style.ground) {
        sc.rect("ground", Pt{l.minx - 0.8, 0}, Pt{l.maxx + 0.8, 0.35}, Ink::Ground);
        sc.line("ground-line", Pt{l.minx - 0.8, 0}, Pt{l.maxx + 0.8, 0}, Ink::GroundLine, 0.05);
    }
    std::map<int, int> vertex_hit;
    for (const GraphVertex& v : g.vertices) {
        if (v.ground) continue;
        const double r = v.value.empty() ? style.vr : style.disc;
        sc.hits.push_back(Hit{0, 0, l.down(l.where(v.id)), Pt{r, r}, r, HitKind::Vertex, v.id, {}});
        vertex_hit[v.id] = static_cast<int>(sc.hits.size() - 1);
        of(sc.circle("shade", sc.hits.back().centre, 0.32, Ink::Shade), vertex_hit[v.id]).show = Show::Shade;
    }
    std::map<std::pair<int, int>, int> copies;
    for (const GraphEdge& e : g.edges) copies[{e.u, e.v}]++;
    std::size_t loop_index = 0;
    for (std::size_t k = 0; k < g.edges.size(); ++k) draw_graph_edge(sc, l, g.edges[k], k, copies[{g.edges[k].u, g.edges[k].v}], loop_index);
    for (const GraphVertex& v : g.vertices)
        if (!v.ground) draw_graph_vertex(sc, l, v, vertex_hit[v.id]);
    say_graph(sc, g);
}
} // namespace

Scene board_scene(const Picture& p, std::function<Pt(std::string_view, TextSize, double)> measure, double wrap, const GraphStyle& graph) {
    Scene sc;
    sc.measure = std::move(measure);
    switch (p.layout) {
    case Picture::Layout::Graph:
        sc.px_per_unit = 60;
        sc.cm_per_unit = 1.2;
        draw_graph(sc, p.graph, graph);
        break;
    case Picture::Layout::Stacks: draw_stacks(sc, p); break;
    case Picture::Layout::Grid: draw_grid(sc, p); break;
    case Picture::Layout::Rows: draw_rows(sc, p, wrap); break;
    }
    if (sc.shapes.empty()) sc.text("empty", Pt{0, 0}, "(an empty board)", Ink::Muted, Anchor::Start);
    return sc;
}

} // namespace gl::app
