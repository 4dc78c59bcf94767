// picture_export.cpp - boards as SVG and TikZ, analyses as text and LaTeX (picture_export.h).
// Index of this file:
//   [SECTION] Shapes         the one list both drawings are written from, in grid units, y down
//   [SECTION] Board          a Picture laid out as shapes: rows, stacks, a graph
//   [SECTION] SVG and TikZ   the two writers of a list of shapes
//   [SECTION] Analysis       text and LaTeX
//   [SECTION] Links          export_state: what a link opens, exported
#include "app/picture_export.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <map>
#include <optional>
#include <vector>

#include "app/calculator.h"
#include "app/explorer.h"
#include "app/link_answer.h"
#include "cgt/calc.h"
#include "cgt/thermograph.h"
#include "core/text.h"
#include "games/registry.h"

namespace gl::app {

//-----------------------------------------------------------------------------
// [SECTION] Shapes
//-----------------------------------------------------------------------------

namespace {

// The page's colours (ui/theme.h, game_screen.cpp, graph_board.cpp), by name: TikZ defines the
// ones a picture uses as glToken, glGreen, ...
enum class Ink : std::uint8_t {
    None, Text, Muted, White, Token, TokenEdge, Heads, Tails, TailsEdge, WhitePiece, PieceEdge, BlackPiece, Poison,
    Cookie, Base, BlankEdge, LabelFill, LabelEdge, BoxFill, Wood, Ground, GroundLine, Green, Blue, Red, Black, Vertex,
    Paper, Badge, SquareLight, SquareDark, PlotCommon, PlotRare, Count
};
struct InkInfo {
    const char* name;
    int r, g, b;
};
constexpr InkInfo kInks[] = {
    {"None", 0, 0, 0},          {"Text", 30, 30, 35},        {"Muted", 110, 110, 120},    {"White", 255, 255, 255},
    {"Token", 214, 148, 62},    {"TokenEdge", 140, 88, 28},  {"Heads", 230, 186, 60},    {"Tails", 170, 170, 175},
    {"TailsEdge", 100, 100, 110}, {"WhitePiece", 250, 250, 245}, {"PieceEdge", 60, 60, 60}, {"BlackPiece", 40, 40, 45},
    {"Poison", 120, 40, 130},   {"Cookie", 176, 120, 70},    {"Base", 120, 110, 100},     {"BlankEdge", 170, 160, 150},
    {"LabelFill", 250, 248, 240}, {"LabelEdge", 150, 150, 160}, {"BoxFill", 246, 240, 226}, {"Wood", 150, 110, 64},
    {"Ground", 214, 196, 160},  {"GroundLine", 120, 96, 60}, {"Green", 46, 150, 70},      {"Blue", 40, 90, 200},
    {"Red", 200, 50, 40},       {"Black", 50, 50, 55},       {"Vertex", 60, 60, 66},      {"Paper", 252, 251, 246},
    {"Badge", 70, 45, 20},      {"SquareLight", 240, 217, 181}, {"SquareDark", 181, 136, 99},
    {"PlotCommon", 40, 90, 170}, {"PlotRare", 210, 50, 40},
};
static_assert(std::size(kInks) == static_cast<std::size_t>(Ink::Count));
const InkInfo& info(Ink k) { return kInks[static_cast<std::size_t>(k)]; }

struct Pt {
    double x = 0, y = 0;
};

enum class Anchor : char { Start, Middle, End };
enum class Size : char { Small, Normal, Caption }; // TikZ: \scriptsize, \footnotesize, \small

struct Shape {
    enum class Kind : char { Rect, Circle, Line, Curve, Triangle, Text } kind = Kind::Rect;
    std::string cls;         // the SVG class: "token", "edge green", ...
    Ink fill = Ink::None, stroke = Ink::None;
    double width = 0;        // the stroke's width, grid units
    bool dashed = false;
    double round = 0;        // Rect: the corners' radius, grid units
    std::vector<Pt> pts;     // Rect: two corners; Circle: the centre; Line: two ends; Curve: a, control, b; Triangle: 3
    double r = 0;            // Circle
    std::string text;        // Text, as given (each writer escapes it)
    Anchor anchor = Anchor::Middle;
    Size size = Size::Normal;
};

// Text sizes in points, as LaTeX's 10pt classes set them.
double points(Size s) { return s == Size::Small ? 7 : s == Size::Normal ? 8 : 9; }

struct Scene {
    double px_per_unit = 40; // SVG
    double cm_per_unit = 0.8; // TikZ
    std::vector<Shape> shapes;

    double text_units(Size s) const { return points(s) / (cm_per_unit * 72.27 / 2.54); }
    // About how wide a text is, in grid units: half an em a character (no font metrics here).
    double text_width(std::string_view t, Size s) const { return 0.55 * text_units(s) * static_cast<double>(char_count(t)); }

    Shape& add(Shape::Kind k, std::string cls, Ink fill, Ink stroke, double width = 0) {
        Shape s;
        s.kind = k;
        s.cls = std::move(cls);
        s.fill = fill;
        s.stroke = stroke;
        s.width = width;
        shapes.push_back(std::move(s));
        return shapes.back();
    }
    void rect(std::string cls, Pt a, Pt b, Ink fill, Ink stroke = Ink::None, double width = 0, double round = 0) {
        Shape& s = add(Shape::Kind::Rect, std::move(cls), fill, stroke, width);
        s.pts = {a, b};
        s.round = round;
    }
    void circle(std::string cls, Pt c, double r, Ink fill, Ink stroke = Ink::None, double width = 0, bool dashed = false) {
        Shape& s = add(Shape::Kind::Circle, std::move(cls), fill, stroke, width);
        s.pts = {c};
        s.r = r;
        s.dashed = dashed;
    }
    void line(std::string cls, Pt a, Pt b, Ink stroke, double width, bool dashed = false) {
        Shape& s = add(Shape::Kind::Line, std::move(cls), Ink::None, stroke, width);
        s.pts = {a, b};
        s.dashed = dashed;
    }
    void curve(std::string cls, Pt a, Pt ctrl, Pt b, Ink stroke, double width, bool dashed = false) {
        Shape& s = add(Shape::Kind::Curve, std::move(cls), Ink::None, stroke, width);
        s.pts = {a, ctrl, b};
        s.dashed = dashed;
    }
    void triangle(std::string cls, Pt a, Pt b, Pt c, Ink fill) {
        Shape& s = add(Shape::Kind::Triangle, std::move(cls), fill, Ink::None);
        s.pts = {a, b, c};
    }
    void text(std::string cls, Pt at, std::string t, Ink ink, Anchor anchor = Anchor::Middle, Size size = Size::Normal) {
        for (char& ch : t)
            if (ch == '\n' || ch == '\r' || ch == '\t') ch = ' ';
        Shape& s = add(Shape::Kind::Text, std::move(cls), ink, Ink::None);
        s.pts = {at};
        s.text = std::move(t);
        s.anchor = anchor;
        s.size = size;
    }

    // The box around every shape (text by its estimated width).
    struct Box {
        double x0, y0, x1, y1;
    };
    Box bounds() const {
        Box b{1e300, 1e300, -1e300, -1e300};
        auto take = [&](double x, double y) {
            b.x0 = std::min(b.x0, x), b.y0 = std::min(b.y0, y), b.x1 = std::max(b.x1, x), b.y1 = std::max(b.y1, y);
        };
        for (const Shape& s : shapes) {
            if (s.kind == Shape::Kind::Circle) {
                take(s.pts[0].x - s.r, s.pts[0].y - s.r);
                take(s.pts[0].x + s.r, s.pts[0].y + s.r);
            } else if (s.kind == Shape::Kind::Text) {
                const double w = text_width(s.text, s.size), h = text_units(s.size) * 0.6;
                const double left = s.anchor == Anchor::Start ? 0 : s.anchor == Anchor::Middle ? w / 2 : w;
                take(s.pts[0].x - left, s.pts[0].y - h);
                take(s.pts[0].x - left + w, s.pts[0].y + h);
            } else {
                for (const Pt& p : s.pts) take(p.x, p.y);
            }
        }
        if (b.x0 > b.x1) b = Box{0, 0, 1, 1};
        return b;
    }
};

//-----------------------------------------------------------------------------
// [SECTION] Board
//-----------------------------------------------------------------------------

constexpr double kCell = 1.0;  // a cell of a row or stack
constexpr double kR = 0.45;    // a glyph's radius in its cell (the page: cell * 0.45)

// A box of chips (Empty and Divide): open at the top, its chips from the bottom up, the count above.
void draw_box(Scene& sc, const Cell& c, Pt centre, Pt half) {
    const double wall = std::max(0.06, half.x * 0.08);
    const Pt a{centre.x - half.x, centre.y - half.y}, b{centre.x + half.x, centre.y + half.y};
    sc.rect("box", a, b, Ink::BoxFill);
    sc.rect("box-wall", a, Pt{a.x + wall, b.y}, Ink::Wood);
    sc.rect("box-wall", Pt{b.x - wall, a.y}, b, Ink::Wood);
    sc.rect("box-wall", Pt{a.x, b.y - wall}, b, Ink::Wood);
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
    sc.text("count", Pt{centre.x, a.y - 0.3}, c.text + (n == 1 ? " chip" : " chips"), Ink::Text);
}

// One cell at `centre`; `half` is its half width and height (a square: kR, kR).
void draw_cell(Scene& sc, const Cell& c, Pt centre, Pt half) {
    const double r = kR, t = 0.04;
    const Pt a{centre.x - r, centre.y - r}, b{centre.x + r, centre.y + r};
    switch (c.glyph) {
    case Glyph::Blank: sc.rect("blank", a, b, Ink::None, Ink::BlankEdge, t, r * 0.15); break;
    case Glyph::Token: sc.circle("token", centre, r * 0.86, Ink::Token, Ink::TokenEdge, t); break;
    case Glyph::Heads: sc.circle("heads", centre, r * 0.86, Ink::Heads, Ink::TokenEdge, t); break;
    case Glyph::Tails: sc.circle("tails", centre, r * 0.86, Ink::Tails, Ink::TailsEdge, t); break;
    case Glyph::White: sc.circle("white", centre, r * 0.8, Ink::WhitePiece, Ink::PieceEdge, t * 1.5); break;
    case Glyph::Black: sc.circle("black", centre, r * 0.8, Ink::BlackPiece); break;
    case Glyph::Poison: sc.rect("poison", a, b, Ink::Poison, Ink::None, 0, r * 0.15); break;
    case Glyph::Cookie: sc.rect("cookie", a, b, Ink::Cookie, Ink::None, 0, r * 0.15); break;
    case Glyph::Floor: sc.rect("floor", Pt{a.x, centre.y + r * 0.6}, b, Ink::Base); break;
    case Glyph::Step: sc.rect("step", Pt{centre.x - half.x, centre.y - half.y}, Pt{centre.x + half.x, centre.y + half.y}, Ink::Base); break;
    case Glyph::Box: draw_box(sc, c, centre, half); return; // a box writes its own count
    case Glyph::Label:
        sc.rect("label", Pt{centre.x - half.x, centre.y - half.y}, Pt{centre.x + half.x, centre.y + half.y}, Ink::LabelFill,
                Ink::LabelEdge, t, r * 0.3);
        break;
    }
    const std::string text = c.glyph == Glyph::Heads ? "H" : c.glyph == Glyph::Tails ? "T" : c.text;
    if (text.empty()) return;
    const bool dark = c.glyph == Glyph::Black || c.glyph == Glyph::Poison || c.glyph == Glyph::Cookie;
    sc.text("cell-text", centre, text, dark ? Ink::White : Ink::Text);
}

// Rows of cells from the top, each with its label on the left and its heading above.
void draw_rows(Scene& sc, const Picture& p) {
    double label_w = 0;
    for (const PictureRow& row : p.rows) label_w = std::max(label_w, sc.text_width(row.label, Size::Normal));
    if (label_w > 0) label_w += 0.4;
    double top = 0;
    for (const PictureRow& row : p.rows) {
        if (!row.heading.empty()) {
            sc.text("heading", Pt{0, top + 0.4}, row.heading, Ink::Text, Anchor::Start);
            top += 0.8;
        }
        const double mid = top + 0.5 * kCell;
        if (!row.label.empty()) sc.text("row-label", Pt{0, mid}, row.label, Ink::Muted, Anchor::Start);
        double x = label_w;
        for (const Cell& c : row.cells) {
            const double w = c.glyph == Glyph::Label ? std::max(kCell, sc.text_width(c.text, Size::Normal) + 0.35) : kCell;
            draw_cell(sc, c, Pt{x + w / 2, mid}, Pt{w * 0.46, kR});
            x += w + (c.glyph == Glyph::Label ? 0.15 : 0);
        }
        top += 1.1 * kCell;
    }
}

// A chessboard (Picture::Layout::Grid): the rows are its ranks, top first, squares edge to edge,
// the rows' labels at the left and the columns' numbers below, as the page draws it.
void draw_grid(Scene& sc, const Picture& p) {
    double label_w = 0;
    std::size_t cols = 0;
    for (const PictureRow& row : p.rows) {
        label_w = std::max(label_w, sc.text_width(row.label, Size::Normal));
        cols = std::max(cols, row.cells.size());
    }
    label_w += 0.3;
    for (std::size_t i = 0; i < p.rows.size(); ++i) {
        const double top = static_cast<double>(i) * kCell;
        sc.text("row-label", Pt{0, top + 0.5 * kCell}, p.rows[i].label, Ink::Muted, Anchor::Start);
        for (std::size_t j = 0; j < p.rows[i].cells.size(); ++j) {
            const Cell& c = p.rows[i].cells[j];
            const Pt a{label_w + static_cast<double>(j) * kCell, top};
            sc.rect("square", a, Pt{a.x + kCell, a.y + kCell}, (i + j) % 2 ? Ink::SquareDark : Ink::SquareLight);
            if (c.glyph != Glyph::Blank) draw_cell(sc, c, Pt{a.x + kCell / 2, a.y + kCell / 2}, Pt{kR, kR});
        }
    }
    const double bottom = static_cast<double>(p.rows.size()) * kCell;
    for (std::size_t j = 0; j < cols; ++j)
        sc.text("column", Pt{label_w + (static_cast<double>(j) + 0.5) * kCell, bottom + 0.35}, std::to_string(j), Ink::Muted, Anchor::Middle);
}

// Columns built bottom up (heaps of tokens, a staircase, boxes), each labelled below.
void draw_stacks(Scene& sc, const Picture& p) {
    double across = 1.3;
    std::size_t tallest = 1;
    bool boxes = false;
    for (const PictureRow& row : p.rows) {
        across = std::max(across, sc.text_width(row.label, Size::Normal) + 0.3);
        std::size_t n = 0;
        for (const Cell& c : row.cells) {
            if (c.glyph == Glyph::Box) boxes = true, across = std::max(across, sc.text_width(c.text + " chips", Size::Normal) + 0.4);
            else ++n;
        }
        tallest = std::max(tallest, n);
    }
    const double height = std::max(static_cast<double>(tallest), boxes ? 4.0 : 1.0);
    for (std::size_t i = 0; i < p.rows.size(); ++i) {
        const PictureRow& row = p.rows[i];
        const double cx = (static_cast<double>(i) + 0.5) * across;
        std::size_t j = 0;
        for (const Cell& c : row.cells) {
            if (c.glyph == Glyph::Box) { // a box fills its column, its count above it
                const double h = height - 0.7;
                draw_cell(sc, c, Pt{cx, 0.7 + h / 2}, Pt{std::min(across * 0.38, h * 0.7), h / 2});
                continue;
            }
            const Pt centre{cx, height - (static_cast<double>(j) + 0.5) * kCell};
            draw_cell(sc, c, centre, c.glyph == Glyph::Step ? Pt{across / 2, kCell / 2} : Pt{kR, kR});
            ++j;
        }
        if (!row.label.empty()) sc.text("row-label", Pt{cx, height + 0.45}, row.label, Ink::Muted);
    }
}

Ink edge_ink(EdgeColour c) {
    switch (c) {
    case EdgeColour::Green: return Ink::Green;
    case EdgeColour::Blue: return Ink::Blue;
    case EdgeColour::Red: return Ink::Red;
    case EdgeColour::Black: return Ink::Black;
    }
    return Ink::Green;
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
// where the ground's loops stand; the sizes of edges and vertices.
struct GraphLayout {
    static constexpr double thick = 0.07, vr = 0.11, disc = 0.24;
    const PictureGraph& g;
    std::map<int, Pt> at;
    bool values = false; // a graph game's vertices are discs with their value
    double minx = 0, maxx = 0, loops_x = 1;

    explicit GraphLayout(const PictureGraph& graph) : g(graph) {}
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
};

GraphLayout graph_layout(const PictureGraph& g) {
    GraphLayout l{g};
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

Pt down(Pt p) { return Pt{p.x, -p.y}; }

// A directed edge's arrowhead just before the vertex b it points to, as the page draws it.
void draw_graph_arrowhead(Scene& sc, const GraphLayout& l, Pt a, Pt ctrl, Pt b, Ink ink) {
    const double thick = GraphLayout::thick;
    std::vector<Pt> pts;
    for (int k = 0; k <= 12; ++k) {
        const double t = k / 12.0, s = 1 - t;
        pts.push_back(Pt{s * s * a.x + 2 * s * t * ctrl.x + t * t * b.x, s * s * a.y + 2 * s * t * ctrl.y + t * t * b.y});
    }
    const double reach = (l.values ? GraphLayout::disc : GraphLayout::vr) + thick * 3.5;
    std::size_t head = pts.size() - 2;
    while (head > 0 && std::hypot(pts[head].x - b.x, pts[head].y - b.y) < reach) --head;
    const Pt p = pts[head], q = pts[head + 1];
    const double len = std::max(1e-6, std::hypot(q.x - p.x, q.y - p.y));
    const Pt u{(q.x - p.x) / len, (q.y - p.y) / len}, n{-u.y, u.x}, tip{p.x + u.x * thick * 2, p.y + u.y * thick * 2};
    sc.triangle("arrow", tip, Pt{tip.x - u.x * thick * 3 + n.x * thick * 2, tip.y - u.y * thick * 3 + n.y * thick * 2},
                Pt{tip.x - u.x * thick * 3 - n.x * thick * 2, tip.y - u.y * thick * 3 - n.y * thick * 2}, ink);
}

// One edge: a loop (a circle standing on its vertex, turned a little for each copy; the ground's
// loops side by side), or a line or a curve bent apart from its parallels; red ones dashed.
void draw_graph_edge(Scene& sc, const GraphLayout& l, const GraphEdge& e, int copies, std::size_t& loop_index) {
    const double thick = GraphLayout::thick;
    const Ink ink = edge_ink(e.colour);
    const bool dashed = e.colour == EdgeColour::Red; // as on the page: red and green differ without colour vision
    const std::string cls = edge_class(e.colour);
    if (e.u == e.v) {
        const Pt c = l.is_ground(e.u) ? Pt{l.loops_x + 0.8 * static_cast<double>(loop_index++), 0} : l.where(e.u);
        const double r = 0.28, turn = (e.parallel % 2 ? -1.0 : 1.0) * 0.5 * ((e.parallel + 1) / 2);
        sc.circle(cls + " loop", down(Pt{c.x + std::sin(turn) * r, c.y + std::cos(turn) * r}), r, Ink::None, ink, thick, dashed);
        return;
    }
    // An end on the ground stands right below the other end.
    const Pt a = down(l.is_ground(e.u) ? Pt{l.where(e.v).x, 0} : l.where(e.u));
    const Pt b = down(l.is_ground(e.v) ? Pt{l.where(e.u).x, 0} : l.where(e.v));
    const double off = (e.parallel - (copies - 1) / 2.0) * 0.35 + e.bend;
    const double dx = b.x - a.x, dy = b.y - a.y, len = std::max(1e-6, std::hypot(dx, dy));
    const Pt ctrl{(a.x + b.x) / 2 - dy / len * off * 2, (a.y + b.y) / 2 + dx / len * off * 2};
    if (std::fabs(off) < 1e-9) sc.line(cls, a, b, ink, thick, dashed);
    else sc.curve(cls, a, ctrl, b, ink, thick, dashed);
    if (e.directed) draw_graph_arrowhead(sc, l, a, ctrl, b, ink);
}

// One vertex: a disc with its value, filled where tokens stand (a count when several), its label
// on the outer side; or a dot, ringed by a token, its label above right.
void draw_graph_vertex(Scene& sc, const GraphLayout& l, const GraphVertex& v) {
    const double vr = GraphLayout::vr, disc = GraphLayout::disc;
    const Pt q = down(l.where(v.id));
    const bool token = !v.token.empty();
    if (!v.value.empty()) {
        sc.circle(token ? "vertex token" : "vertex", q, disc, token ? Ink::Token : Ink::Paper, token ? Ink::TokenEdge : Ink::Vertex, 0.03);
        sc.text("value", q, v.value, Ink::Text);
        if (token && v.token != "1") {
            const Pt c{q.x - disc * 0.95, q.y + disc * 0.85};
            sc.circle("badge", c, std::max(0.12, sc.text_width("×" + v.token, Size::Small) * 0.6), Ink::Badge);
            sc.text("badge-text", c, "×" + v.token, Ink::White, Anchor::Middle, Size::Small);
        }
        if (!v.label.empty()) {
            if (v.x < 0) sc.text("vertex-label", Pt{q.x - disc - 0.08, q.y}, v.label, Ink::Muted, Anchor::End);
            else sc.text("vertex-label", Pt{q.x + disc + 0.08, q.y}, v.label, Ink::Muted, Anchor::Start);
        }
    } else {
        sc.circle("vertex", q, vr, Ink::Vertex);
        if (token) sc.circle("vertex token", q, vr * 1.6, Ink::Token);
        if (!v.label.empty()) sc.text("vertex-label", Pt{q.x + vr + 0.05, q.y - vr - 0.12}, v.label, Ink::Muted, Anchor::Start);
    }
}

// A graph standing on the ground line, as the page's graph board draws it (graph_board.cpp):
// grid units with y up become the shapes' y down.
void draw_graph(Scene& sc, const PictureGraph& g) {
    const GraphLayout l = graph_layout(g);
    if (g.has_ground) {
        sc.rect("ground", Pt{l.minx - 0.8, 0}, Pt{l.maxx + 0.8, 0.35}, Ink::Ground);
        sc.line("ground-line", Pt{l.minx - 0.8, 0}, Pt{l.maxx + 0.8, 0}, Ink::GroundLine, 0.05);
    }
    std::map<std::pair<int, int>, int> copies;
    for (const GraphEdge& e : g.edges) copies[{e.u, e.v}]++;
    std::size_t loop_index = 0;
    for (const GraphEdge& e : g.edges) draw_graph_edge(sc, l, e, copies[{e.u, e.v}], loop_index);
    for (const GraphVertex& v : g.vertices)
        if (!v.ground) draw_graph_vertex(sc, l, v);
}

Scene board_scene(const Picture& p) {
    Scene sc;
    if (p.layout == Picture::Layout::Graph) {
        sc.px_per_unit = 60;
        sc.cm_per_unit = 1.2;
        draw_graph(sc, p.graph);
    } else if (p.layout == Picture::Layout::Stacks) {
        draw_stacks(sc, p);
    } else if (p.layout == Picture::Layout::Grid) {
        draw_grid(sc, p);
    } else {
        draw_rows(sc, p);
    }
    if (sc.shapes.empty()) sc.text("empty", Pt{0, 0}, "(an empty board)", Ink::Muted, Anchor::Start);
    return sc;
}

//-----------------------------------------------------------------------------
// [SECTION] Plot
//-----------------------------------------------------------------------------

// The explorer's plot as the page draws it: G(n) up, n to the right, a dot per value of each
// column (rare positions of the sparse-space mask in red), the axes with round ticks. The values
// are bucketed into at most kPlotRows rows, so a file stays small whatever the values.
constexpr int kPlotColumns = 320, kPlotRows = 160;
constexpr double kPlotW = 14, kPlotH = 6; // grid units: 11.2 cm wide in TikZ

Scene plot_scene(const Explorer::Plot& d) {
    Scene sc;
    sc.px_per_unit = 50;
    const double col_w = kPlotW / static_cast<double>(std::max<std::size_t>(d.columns.size(), 1));
    const double y_max = static_cast<double>(std::max<Grundy>(d.y_max, 1));
    const auto y_of = [&](double v) { return kPlotH - kPlotH * v / y_max; };
    sc.line("axis", Pt{0, kPlotH}, Pt{kPlotW, kPlotH}, Ink::Muted, 0.03);
    sc.line("axis", Pt{0, 0}, Pt{0, kPlotH}, Ink::Muted, 0.03);
    const double xs = plot_tick_step(d.x1 - d.x0, 5);
    for (double n = std::ceil(d.x0 / xs) * xs; n <= d.x1 + 1e-9; n += xs) {
        const double x = (n - d.x0) / std::max(d.x1 - d.x0, 1e-9) * kPlotW;
        sc.line("tick", Pt{x, kPlotH}, Pt{x, kPlotH + 0.15}, Ink::Muted, 0.03);
        sc.text("tick-label", Pt{x, kPlotH + 0.45}, thousands(static_cast<std::uint64_t>(n)), Ink::Muted, Anchor::Middle, Size::Small);
    }
    const double ys = std::max(1.0, plot_tick_step(y_max, 4));
    for (double v = 0; v <= y_max + 1e-9; v += ys) {
        sc.line("tick", Pt{-0.15, y_of(v)}, Pt{0, y_of(v)}, Ink::Muted, 0.03);
        sc.text("tick-label", Pt{-0.25, y_of(v)}, std::to_string(static_cast<std::uint64_t>(v)), Ink::Muted, Anchor::End, Size::Small);
    }
    sc.text("axis-label", Pt{kPlotW + 0.2, kPlotH}, "n", Ink::Text, Anchor::Start);
    sc.text("axis-label", Pt{0, -0.4}, "G(n)", Ink::Text, Anchor::Middle);
    // Common values first, rare ones over them (as the page draws them).
    std::vector<std::uint8_t> seen(kPlotRows + 1, 0);
    for (const bool rare : {false, true})
        for (std::size_t c = 0; c < d.columns.size(); ++c) {
            const double x = (static_cast<double>(c) + 0.5) * col_w;
            for (const Explorer::PlotPoint& p : d.columns[c]) {
                const auto row = static_cast<std::size_t>(static_cast<double>(p.value) * kPlotRows / y_max);
                if (p.rare != rare || seen[row]) continue;
                seen[row] = 1;
                const double v = (static_cast<double>(row) + 0.5) * y_max / kPlotRows;
                sc.circle(rare ? "point rare" : "point", Pt{x, y_of(v)}, 0.035, rare ? Ink::PlotRare : Ink::PlotCommon);
            }
            std::fill(seen.begin(), seen.end(), 0);
        }
    return sc;
}

//-----------------------------------------------------------------------------
// [SECTION] Game tree
//-----------------------------------------------------------------------------

// A game tree as it is drawn in the field (Siegel, CGT, ch. I; Winning Ways, ch. 2): the game at
// the top, each Left option below and to the left along a blue edge, each Right option below and
// to the right along a red one, every node labelled with its value. Shared subgames are drawn
// again under each parent, as in a tree.
struct TreeNode {
    std::string label;
    double w = 0;                    // the label's box, grid units
    std::size_t depth = 0;
    std::vector<std::size_t> kids;   // Left options first, then Right
    std::size_t lefts = 0;           // how many of kids are Left's
    bool cut = false;                // has options that are not drawn (the depth limit)
    double x = 0;                    // relative to the parent while laid out, then absolute
};

constexpr std::size_t kMaxTreeNodes = 150; // a tree any larger is unreadable on a page
constexpr double kTreeGap = 0.35, kTreeRow = 1.5, kTreeBoxH = 0.6;

// The deepest level whose tree down to it has at most kMaxTreeNodes nodes (counted as a tree).
std::size_t tree_depth_limit(cgt::Store& st, cgt::Id root) {
    std::vector<cgt::Id> level{root};
    std::size_t total = 1, depth = 0;
    while (!level.empty()) {
        std::vector<cgt::Id> next;
        for (cgt::Id g : level) {
            const std::vector<cgt::Id> l = st.left(g), r = st.right(g);
            next.insert(next.end(), l.begin(), l.end());
            next.insert(next.end(), r.begin(), r.end());
            if (total + next.size() > kMaxTreeNodes) return depth;
        }
        if (next.empty()) return depth;
        total += next.size();
        level = std::move(next);
        ++depth;
    }
    return depth;
}

std::size_t add_tree_node(std::vector<TreeNode>& t, const Scene& sc, cgt::Store& st, cgt::Id g, std::size_t depth, std::size_t limit) {
    const std::size_t i = t.size();
    t.emplace_back();
    std::string label = st.text(g, 24);
    if (label.empty()) label = "{…}";
    t[i].label = label;
    t[i].w = std::max(0.6, sc.text_width(label, Size::Normal) + 0.3);
    t[i].depth = depth;
    const std::vector<cgt::Id> l = st.left(g), r = st.right(g); // copies: text() may grow the store
    if (depth == limit) {
        t[i].cut = !l.empty() || !r.empty();
        return i;
    }
    for (cgt::Id o : l) {
        const std::size_t k = add_tree_node(t, sc, st, o, depth + 1, limit);
        t[i].kids.push_back(k);
    }
    t[i].lefts = l.size();
    for (cgt::Id o : r) {
        const std::size_t k = add_tree_node(t, sc, st, o, depth + 1, limit);
        t[i].kids.push_back(k);
    }
    return i;
}

struct Extent {
    double lo = 0, hi = 0;
};

// Lays out the subtree of node i with node i at x = 0: its Left options' subtrees side by side
// ending left of it, its Right options' starting right of it. Returns the subtree's extent.
Extent place_tree(std::vector<TreeNode>& t, std::size_t i) {
    Extent own{-t[i].w / 2, t[i].w / 2};
    const auto block = [&](std::size_t from, std::size_t to, double& width) {
        std::vector<Extent> ex;
        double cursor = 0;
        for (std::size_t k = from; k < to; ++k) {
            const Extent e = place_tree(t, t[i].kids[k]);
            t[t[i].kids[k]].x = cursor - e.lo;
            cursor += (e.hi - e.lo) + kTreeGap;
        }
        width = to > from ? cursor - kTreeGap : 0;
    };
    double wl = 0, wr = 0;
    const std::size_t nl = t[i].lefts, nk = t[i].kids.size();
    block(0, nl, wl);
    block(nl, nk, wr);
    // Left's block ends kTreeGap/2 left of the node, Right's begins kTreeGap/2 right of it.
    const double shift_l = -kTreeGap / 2 - wl, shift_r = kTreeGap / 2;
    Extent e = own;
    for (std::size_t k = 0; k < nk; ++k) t[t[i].kids[k]].x += k < nl ? shift_l : shift_r;
    if (nl > 0) e.lo = std::min(e.lo, shift_l);
    if (nk > nl) e.hi = std::max(e.hi, shift_r + wr);
    return e;
}

void absolute_x(std::vector<TreeNode>& t, std::size_t i, double parent_x) {
    t[i].x += parent_x;
    for (std::size_t k : t[i].kids) absolute_x(t, k, t[i].x);
}

Scene tree_scene(cgt::Store& st, cgt::Id root, std::size_t& drawn_depth, bool& cut) {
    Scene sc;
    drawn_depth = tree_depth_limit(st, root);
    std::vector<TreeNode> t;
    add_tree_node(t, sc, st, root, 0, drawn_depth);
    place_tree(t, 0);
    absolute_x(t, 0, 0);
    cut = false;
    for (const TreeNode& n : t) {
        const double y = static_cast<double>(n.depth) * kTreeRow;
        for (std::size_t k = 0; k < n.kids.size(); ++k) {
            const TreeNode& c = t[n.kids[k]];
            const bool left = k < n.lefts;
            sc.line(left ? "edge left" : "edge right", Pt{n.x, y + kTreeBoxH / 2}, Pt{c.x, y + kTreeRow - kTreeBoxH / 2},
                    left ? Ink::Blue : Ink::Red, 0.045);
        }
    }
    for (const TreeNode& n : t) {
        const double y = static_cast<double>(n.depth) * kTreeRow;
        cut = cut || n.cut;
        sc.rect(n.cut ? "node cut" : "node", Pt{n.x - n.w / 2, y - kTreeBoxH / 2}, Pt{n.x + n.w / 2, y + kTreeBoxH / 2}, Ink::LabelFill,
                Ink::LabelEdge, 0.03, 0.12);
        sc.text("node-label", Pt{n.x, y}, n.label, Ink::Text);
        if (n.cut) sc.text("node-more", Pt{n.x, y + kTreeBoxH / 2 + 0.3}, "⋮", Ink::Muted);
    }
    return sc;
}

//-----------------------------------------------------------------------------
// [SECTION] SVG and TikZ
//-----------------------------------------------------------------------------

std::string num(double x) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", std::fabs(x) < 0.005 ? 0.0 : x);
    return buf;
}

std::string hex(Ink k) {
    char buf[8];
    std::snprintf(buf, sizeof buf, "#%02x%02x%02x", info(k).r, info(k).g, info(k).b);
    return buf;
}

std::string svg_of(const Scene& sc, std::string_view title) {
    Scene::Box b = sc.bounds();
    const double pad = 0.3, px = sc.px_per_unit, caption_h = title.empty() ? 0 : 0.8;
    b.x0 -= pad, b.y0 -= pad, b.x1 += pad, b.y1 += pad;
    if (!title.empty()) { // the caption is as wide as it needs
        const double w = sc.text_width(title, Size::Caption), mid = (b.x0 + b.x1) / 2;
        b.x0 = std::min(b.x0, mid - w / 2 - pad), b.x1 = std::max(b.x1, mid + w / 2 + pad);
    }
    const double width = (b.x1 - b.x0) * px, height = (b.y1 - b.y0 + caption_h) * px;
    auto X = [&](double x) { return num((x - b.x0) * px); };
    auto Y = [&](double y) { return num((y - b.y0) * px); };
    auto L = [&](double len) { return num(len * px); };
    auto paint = [&](const Shape& s) {
        std::string a = " fill=\"" + (s.fill == Ink::None ? std::string("none") : hex(s.fill)) + "\"";
        if (s.stroke != Ink::None) {
            a += " stroke=\"" + hex(s.stroke) + "\" stroke-width=\"" + L(s.width) + "\"";
            if (s.dashed) a += " stroke-dasharray=\"" + L(s.width * 2.4) + " " + L(s.width * 1.5) + "\"";
        }
        return a;
    };
    std::string o = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " + num(width) + " " + num(height) + "\" width=\"" +
                    num(width) + "\" height=\"" + num(height) + "\" font-family=\"sans-serif\">\n";
    if (!title.empty()) o += "<title>" + xml_escape(title) + "</title>\n";
    o += "<rect class=\"background\" x=\"0\" y=\"0\" width=\"" + num(width) + "\" height=\"" + num(height) + "\" fill=\"#ffffff\"/>\n";
    for (const Shape& s : sc.shapes) {
        const std::string cls = "class=\"" + xml_escape(s.cls) + "\"";
        switch (s.kind) {
        case Shape::Kind::Rect: {
            const double x0 = std::min(s.pts[0].x, s.pts[1].x), y0 = std::min(s.pts[0].y, s.pts[1].y);
            o += "<rect " + cls + " x=\"" + X(x0) + "\" y=\"" + Y(y0) + "\" width=\"" + L(std::fabs(s.pts[1].x - s.pts[0].x)) +
                 "\" height=\"" + L(std::fabs(s.pts[1].y - s.pts[0].y)) + "\"" + (s.round > 0 ? " rx=\"" + L(s.round) + "\"" : "") +
                 paint(s) + "/>\n";
            break;
        }
        case Shape::Kind::Circle:
            o += "<circle " + cls + " cx=\"" + X(s.pts[0].x) + "\" cy=\"" + Y(s.pts[0].y) + "\" r=\"" + L(s.r) + "\"" + paint(s) + "/>\n";
            break;
        case Shape::Kind::Line:
            o += "<line " + cls + " x1=\"" + X(s.pts[0].x) + "\" y1=\"" + Y(s.pts[0].y) + "\" x2=\"" + X(s.pts[1].x) + "\" y2=\"" +
                 Y(s.pts[1].y) + "\" stroke-linecap=\"round\"" + paint(s) + "/>\n";
            break;
        case Shape::Kind::Curve:
            o += "<path " + cls + " d=\"M " + X(s.pts[0].x) + " " + Y(s.pts[0].y) + " Q " + X(s.pts[1].x) + " " + Y(s.pts[1].y) + " " +
                 X(s.pts[2].x) + " " + Y(s.pts[2].y) + "\" stroke-linecap=\"round\"" + paint(s) + "/>\n";
            break;
        case Shape::Kind::Triangle:
            o += "<polygon " + cls + " points=\"";
            for (const Pt& p : s.pts) o += X(p.x) + "," + Y(p.y) + " ";
            o += "\"" + paint(s) + "/>\n";
            break;
        case Shape::Kind::Text:
            o += "<text " + cls + " x=\"" + X(s.pts[0].x) + "\" y=\"" + Y(s.pts[0].y) + "\" dy=\"0.35em\" text-anchor=\"" +
                 (s.anchor == Anchor::Start ? "start" : s.anchor == Anchor::Middle ? "middle" : "end") + "\" font-size=\"" +
                 L(sc.text_units(s.size)) + "\" fill=\"" + hex(s.fill) + "\">" + xml_escape(s.text) + "</text>\n";
            break;
        }
    }
    if (!title.empty())
        o += "<text class=\"caption\" x=\"" + X((b.x0 + b.x1) / 2) + "\" y=\"" + Y(b.y1 + caption_h / 2) +
             "\" dy=\"0.35em\" text-anchor=\"middle\" font-size=\"" + L(sc.text_units(Size::Caption)) + "\" fill=\"" +
             hex(Ink::Text) + "\">" + xml_escape(title) + "</text>\n";
    o += "</svg>\n";
    return o;
}

std::string tikz_of(const Scene& sc, std::string_view title) {
    const double pt_per_unit = sc.cm_per_unit * 72.27 / 2.54;
    auto P = [](Pt p) { // y up
        std::string at(1, '(');
        at += num(p.x);
        at += ',';
        at += num(-p.y);
        return at + ')';
    };
    auto colour = [](Ink k) { return std::string("gl") + info(k).name; };
    auto stroke_opts = [&](const Shape& s) {
        std::string o = "draw=" + colour(s.stroke) + ", line width=" + num(s.width * pt_per_unit) + "pt";
        if (s.dashed) o += ", dash pattern=on " + num(s.width * 2.4 * pt_per_unit) + "pt off " + num(s.width * 1.5 * pt_per_unit) + "pt";
        return o;
    };
    // \fill, \draw or \filldraw with the shape's colours.
    auto command = [&](const Shape& s, std::string extra) {
        std::string opts;
        const char* cmd = "\\path";
        if (s.fill != Ink::None && s.stroke != Ink::None) cmd = "\\filldraw", opts = "fill=" + colour(s.fill) + ", " + stroke_opts(s);
        else if (s.fill != Ink::None) cmd = "\\fill", opts = "fill=" + colour(s.fill);
        else if (s.stroke != Ink::None) cmd = "\\draw", opts = stroke_opts(s);
        if (!extra.empty()) opts += (opts.empty() ? "" : ", ") + extra;
        return std::string("  ") + cmd + "[" + opts + "] ";
    };
    std::vector<bool> used(std::size(kInks), false);
    for (const Shape& s : sc.shapes) used[static_cast<std::size_t>(s.fill)] = used[static_cast<std::size_t>(s.stroke)] = true;
    used[static_cast<std::size_t>(Ink::None)] = false;
    if (!title.empty()) used[static_cast<std::size_t>(Ink::Text)] = true;
    std::string o = "\\begin{tikzpicture}[x=" + num(sc.cm_per_unit) + "cm, y=" + num(sc.cm_per_unit) + "cm]\n";
    o += "  % Drawn by Grundy Lab; needs only \\usepackage{tikz}.\n";
    for (std::size_t k = 0; k < used.size(); ++k)
        if (used[k])
            o += "  \\definecolor{gl" + std::string(kInks[k].name) + "}{RGB}{" + std::to_string(kInks[k].r) + "," +
                 std::to_string(kInks[k].g) + "," + std::to_string(kInks[k].b) + "}\n";
    for (const Shape& s : sc.shapes) {
        switch (s.kind) {
        case Shape::Kind::Rect:
            o += command(s, s.round > 0 ? "rounded corners=" + num(s.round * pt_per_unit) + "pt" : "") + P(s.pts[0]) + " rectangle " +
                 P(s.pts[1]) + ";\n";
            break;
        case Shape::Kind::Circle: o += command(s, "") + P(s.pts[0]) + " circle[radius=" + num(s.r) + "];\n"; break;
        case Shape::Kind::Line: o += command(s, "line cap=round") + P(s.pts[0]) + " -- " + P(s.pts[1]) + ";\n"; break;
        case Shape::Kind::Curve: {
            // The page's quadratic curve as the cubic TikZ draws: controls 2/3 of the way to its control point.
            const Pt a = s.pts[0], c = s.pts[1], b = s.pts[2];
            const Pt c1{a.x + (c.x - a.x) * 2 / 3, a.y + (c.y - a.y) * 2 / 3}, c2{b.x + (c.x - b.x) * 2 / 3, b.y + (c.y - b.y) * 2 / 3};
            o += command(s, "line cap=round") + P(a) + " .. controls " + P(c1) + " and " + P(c2) + " .. " + P(b) + ";\n";
            break;
        }
        case Shape::Kind::Triangle: o += command(s, "") + P(s.pts[0]) + " -- " + P(s.pts[1]) + " -- " + P(s.pts[2]) + " -- cycle;\n"; break;
        case Shape::Kind::Text: {
            const char* anchor = s.anchor == Anchor::Start ? "west" : s.anchor == Anchor::Middle ? "center" : "east";
            const char* font = s.size == Size::Small ? "\\scriptsize" : s.size == Size::Normal ? "\\footnotesize" : "\\small";
            o += "  \\node[anchor=" + std::string(anchor) + ", inner sep=0pt, font=" + font + ", text=" + colour(s.fill) + "] at " +
                 P(s.pts[0]) + " {" + tex_escape(s.text) + "};\n";
            break;
        }
        }
    }
    if (!title.empty()) {
        const Scene::Box b = sc.bounds();
        o += "  \\node[anchor=north, font=\\small, text=glText] at " + P(Pt{(b.x0 + b.x1) / 2, b.y1 + 0.3}) + " {" + tex_escape(title) +
             "};\n";
    }
    o += "\\end{tikzpicture}\n";
    return o;
}

} // namespace

std::string picture_svg(const Picture& p, std::string_view title) { return svg_of(board_scene(p), title); }
std::string picture_tikz(const Picture& p, std::string_view title) { return tikz_of(board_scene(p), title); }

std::string plot_picture(const Explorer& m, double x0, double x1, ExportFormat f) {
    const Explorer::Plot d = m.plot(x0, x1, kPlotColumns);
    std::string title = "G(n) of " + m.code() + " for " + thousands(static_cast<std::uint64_t>(std::ceil(x0))) + " ≤ n < " +
                        thousands(static_cast<std::uint64_t>(std::ceil(x1)));
    if (m.sequence().sparse()) title += "; red: rare positions of mask " + std::to_string(m.sequence().mask());
    const Scene sc = plot_scene(d);
    return f == ExportFormat::Tikz ? tikz_of(sc, title) : svg_of(sc, title);
}

std::string tree_picture(cgt::Store& st, cgt::Id g, std::string_view name, ExportFormat f) {
    std::size_t depth = 0;
    bool cut = false;
    const Scene sc = tree_scene(st, g, depth, cut);
    std::string title = "Game tree of " + std::string(name) + ": Left's options down-left (blue), Right's down-right (red)";
    if (cut)
        title += "; drawn " + std::to_string(depth) + (depth == 1 ? " level" : " levels") + " deep of " + std::to_string(st.birthday(g)) +
                 " (at most " + std::to_string(kMaxTreeNodes) + " nodes), ⋮ marks options not drawn";
    return f == ExportFormat::Tikz ? tikz_of(sc, title) : svg_of(sc, title);
}

Picture with_layout(Picture p, std::string_view layout) {
    if (layout.empty()) return p;
    auto places = parse_layout(layout);
    if (!places) return p;
    for (GraphVertex& v : p.graph.vertices)
        for (const VertexPlace& q : places.value())
            if (q.id == v.id && !v.ground) v.x = q.x, v.y = q.y;
    return p;
}

//-----------------------------------------------------------------------------
// [SECTION] Analysis
//-----------------------------------------------------------------------------

namespace {

std::string title_of(const Analysis& a) {
    const GameEntry* g = find_game(a.game);
    return g ? std::string(g->meta().title) : a.game;
}

const char* impartial_outcome_words(Outcome o) { return o == Outcome::P ? "the previous player wins" : "the next player wins"; }

// An ordinal as the engine writes it (w^2*3+w+5) in math mode: \omega^{2}\cdot 3+\omega+5.
std::string ordinal_latex(std::string_view t) {
    std::string m;
    for (std::size_t i = 0; i < t.size(); ++i) {
        if (t[i] == 'w') m += "\\omega ";
        else if (t[i] == '*') m += "\\cdot ";
        else if (t[i] == '^') {
            m += "^{";
            while (i + 1 < t.size() && t[i + 1] >= '0' && t[i + 1] <= '9') m += t[++i];
            m += '}';
        } else if ((t[i] >= '0' && t[i] <= '9') || t[i] == '+' || t[i] == ' ') m += t[i];
        else return tex_escape(t); // not the form expected: as text
    }
    return "$" + m + "$";
}

} // namespace

std::string analysis_text(const Analysis& a) {
    const bool misere = a.play == Play::Misere;
    std::string t = title_of(a) + ", " + (misere ? "misere" : "normal") + " play: " + a.position +
                    (a.rules.empty() ? "" : "  (rules " + a.rules + ")") + "\n";
    for (const auto& [k, v] : a.facts) t += "  " + k + ": " + v + "\n";
    if (!a.ordinal.empty()) t += "value: " + a.ordinal + " (an ordinal)\n";
    else if (a.value) t += std::string(misere ? "Grundy value (normal play)" : "value") + ": " + std::to_string(*a.value) + "\n";
    if (!a.outcome_class.empty()) t += "outcome: " + a.outcome_class + " (a loopy game's class, as CGSuite names it)\n"; // no "G = 0": no short value
    else if (a.outcome == Outcome::Unknown) t += "outcome: unknown\n";
    else if (a.partizan) t += "outcome: " + cgt::outcome_sentence(a.outcome) + "\n";
    else t += std::string("outcome: ") + outcome_char(a.outcome) + " (" + impartial_outcome_words(a.outcome) + ")\n";
    t += "why: " + a.reason + "\n";
    if (!a.misere_form.empty()) t += "misere canonical form: " + a.misere_form + "\n";
    t += "winning moves: " + std::to_string(a.winning_moves.size()) + "\n";
    for (const GameMove& m : a.winning_moves) t += "  " + m.label + "  (leaves " + m.to + ")\n";
    return t;
}

std::string analysis_latex(const Analysis& a) {
    const bool misere = a.play == Play::Misere;
    std::vector<std::string> lines;
    lines.push_back("\\textbf{" + tex_escape(title_of(a)) + "}, " + (misere ? "mis\\`ere" : "normal") + " play: \\texttt{" +
                    tex_escape(a.position) + "}" + (a.rules.empty() ? "" : " (rules \\texttt{" + tex_escape(a.rules) + "})"));
    if (!a.ordinal.empty()) lines.push_back("Value: " + ordinal_latex(a.ordinal));
    else if (a.value) lines.push_back(std::string(misere ? "Grundy value (normal play)" : "Grundy value") + ": $" + std::to_string(*a.value) + "$");
    for (const auto& [k, v] : a.facts) lines.push_back(tex_escape(k) + ": " + tex_escape(v));
    if (!a.outcome_class.empty()) lines.push_back("Outcome class (a loopy game): " + tex_escape(a.outcome_class));
    else if (a.outcome == Outcome::Unknown) lines.push_back("Outcome: unknown");
    else if (a.partizan) { // the sentence without its leading "N: "
        std::string words = cgt::outcome_sentence(a.outcome);
        if (words.size() > 3 && words[1] == ':') words.erase(0, 3);
        lines.push_back("Outcome: $\\mathcal{" + std::string(1, outcome_char(a.outcome)) + "}$ (" + tex_escape(words) + ")");
    } else lines.push_back("Outcome: $\\mathcal{" + std::string(1, outcome_char(a.outcome)) + "}$ (" + impartial_outcome_words(a.outcome) + ")");
    if (!a.reason.empty()) lines.push_back("Why: " + tex_escape(a.reason));
    if (!a.misere_form.empty()) lines.push_back("Mis\\`ere canonical form: \\texttt{" + tex_escape(a.misere_form) + "}");
    std::string link = a.link; // a comment: as written, on one line
    std::replace(link.begin(), link.end(), '\n', ' ');
    std::replace(link.begin(), link.end(), '\r', ' ');
    std::string t = "% Grundy Lab: " + link + "\n\\noindent ";
    for (std::size_t i = 0; i < lines.size(); ++i) t += lines[i] + (i + 1 < lines.size() ? "\\\\\n" : "\n");
    if (a.winning_moves.empty()) return t + "\n\\noindent Winning moves: none.\n";
    t += "\n\\noindent Winning moves (" + std::to_string(a.winning_moves.size()) + "):\n\\begin{itemize}\n";
    for (const GameMove& m : a.winning_moves) t += "  \\item " + tex_escape(m.label) + " (leaves \\texttt{" + tex_escape(m.to) + "})\n";
    return t + "\\end{itemize}\n";
}

//-----------------------------------------------------------------------------
// [SECTION] Links
//-----------------------------------------------------------------------------

std::string_view export_extension(ExportFormat f) {
    switch (f) {
    case ExportFormat::Svg: return "svg";
    case ExportFormat::Tikz: case ExportFormat::Latex: return "tex";
    case ExportFormat::Text: return "txt";
    }
    return "txt";
}

Result<std::string> export_state(const State& s, Play play, ExportFormat f, Figure figure) {
    const Screen screen = screen_of(s);
    if (screen == Screen::Explorer)
        return Error{"game", Error::kWhole, "an explorer link is exported from its computed values (grundylab export computes them first)"};
    const bool picture = f == ExportFormat::Svg || f == ExportFormat::Tikz;
    if (figure == Figure::Tree && (screen != Screen::Calculator || !picture))
        return Error{"--tree", Error::kWhole, "a game tree is drawn for a calculator link (game=cgt), as --svg or --tikz"};
    if (screen == Screen::Calculator) {
        Calculator c;
        if (auto opened = open_calculator(c, s); !opened) return opened.error();
        const cgt::Calc& calc = *c.calc();
        if (f == ExportFormat::Text) return c.export_text();
        if (f == ExportFormat::Latex) return c.export_latex();
        const std::string name = calc.canonical_text.empty() ? calc.expr : calc.canonical_text;
        if (figure == Figure::Tree) {
            if (calc.misere || !calc.canonical_known || !calc.store)
                return Error{"expr", Error::kWhole, "G = " + calc.expr + " has no game tree here (a relation, a misère game, or too large to canonicalise): export --text or --latex"};
            return tree_picture(*calc.store, calc.canonical, name, f);
        }
        if (!calc.thermograph)
            return Error{"expr", Error::kWhole, "G = " + calc.expr + " has no thermograph here (not a short game, or too large): export --text or --latex"};
        const std::string title = "Thermograph of " + name;
        return f == ExportFormat::Svg ? cgt::thermograph_svg(*calc.thermograph, title) : cgt::thermograph_tikz(*calc.thermograph, title);
    }
    if (f == ExportFormat::Text || f == ExportFormat::Latex) {
        auto a = analyse_state(s, play);
        if (!a) return a.error();
        return f == ExportFormat::Text ? analysis_text(a.value()) : analysis_latex(a.value());
    }
    auto rules = make_ruleset(s.game, s.rules);
    if (!rules) return rules.error();
    auto pic = rules.value()->picture(s.pos);
    if (!pic) return pic.error();
    const Picture p = with_layout(std::move(pic.value()), s.layout);
    const std::string title = std::string(rules.value()->meta().title) + ": " + s.pos;
    return f == ExportFormat::Svg ? picture_svg(p, title) : picture_tikz(p, title);
}

Result<std::string> export_explorer(const Explorer& x, const State& s, ExportFormat f) {
    const std::uint64_t n = x.proved() ? std::max<std::uint64_t>(s.n, 1) : x.computed();
    if (n == 0) return Error{"n", Error::kWhole, "no value of " + x.code() + " is computed yet"};
    if (f == ExportFormat::Svg || f == ExportFormat::Tikz) return plot_picture(x, 0, static_cast<double>(n), f);
    if (f == ExportFormat::Text) return x.csv(n, '\t');
    const std::uint64_t width = x.table_width(s.width);
    return x.latex(std::min<std::uint64_t>(n, width * 40), width);
}

} // namespace gl::app
