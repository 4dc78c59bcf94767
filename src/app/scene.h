// scene.h - one picture of a board, for every back end: a list of shapes (rectangles, circles,
// lines, curves, triangles, text) in grid units (a cell is 1, y down), and the regions of it a
// pointer can hit. board_scene() lays a Picture (core/game.h) out once: rows of cells, columns
// built bottom up, a chessboard, or a graph standing on the ground. The exports write it as SVG
// and TikZ (picture_export.h); the page draws the same scene with ImGui (ui/scene_view.h), scaled
// to its panel, and hit-tests its cells there. Only the page shows the play's state: shapes marked
// Show::Hot, Show::Winning or Show::Page appear there alone, and a cell's colours change while it
// is hot (under the pointer, or part of the move under it).
//
// A new kind of board is one more layout here: both back ends then draw it, and no exporter meets
// a layout it does not know.
#pragma once
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"

namespace gl::app {

// The page's colours, by name (TikZ defines the ones a picture uses as glToken, glGreen, ...).
enum class Ink : std::uint8_t {
    None, Text, Muted, White, Token, TokenEdge, Heads, Tails, TailsEdge, WhitePiece, PieceEdge, BlackPiece, Poison,
    Cookie, Base, BlankEdge, LabelFill, LabelEdge, BoxFill, Wood, Ground, GroundLine, Green, Blue, Red, Black, Vertex,
    Paper, Badge, SquareLight, SquareDark, PlotCommon, PlotRare,
    Take,      // a piece this click would take or move
    HotFill,   // a label's or box's ground under the pointer
    HotBlank,  // an empty cell that is part of the move under the pointer
    Winning,   // the ring of a cell that starts a winning move
    Reach,     // the mark of a chessboard square that offers a move (translucent)
    Halo,      // under an edge that is a winning move (translucent)
    StepHalo,  // under an edge of the analysis step shown (translucent)
    StepRing,  // around a vertex of the analysis step shown
    Shade,     // under the vertices a step fuses (translucent)
    Glow,      // under a selected token (translucent)
    Target,    // a vertex the selected token can move to
    Faded,     // an edge a hovered move would take with it (translucent)
    Stripe,    // the light stripe along a green edge among blue and red ones
    Count
};
struct InkInfo {
    const char* name;
    int r, g, b, a;
};
const InkInfo& ink_info(Ink k);
Ink edge_ink(EdgeColour c); // the ink of a graph edge of that colour
constexpr std::size_t kInkCount = static_cast<std::size_t>(Ink::Count);

struct Pt {
    double x = 0, y = 0;
};

enum class Anchor : char { Start, Middle, End };
enum class TextSize : char { Small, Normal, Caption }; // TikZ: \scriptsize, \footnotesize, \small

// Where a shape is drawn: everywhere, or on the page alone: while its hit is hot, while it starts
// a winning move (and the page shows them), always (marks of play), while it is part of the
// analysis step shown, shaded by that step, or selected.
enum class Show : char { Always, Hot, Winning, Page, Step, Shade, Selected };

struct Shape {
    enum class Kind : char { Rect, Circle, Line, Curve, Triangle, Text } kind = Kind::Rect;
    std::string cls;         // the SVG class: "token", "edge green", ...
    Ink fill = Ink::None, stroke = Ink::None;
    double width = 0;        // the stroke's width, grid units
    bool dashed = false;
    double round = 0;        // Rect: the corners' radius, grid units
    std::vector<Pt> pts;     // Rect: two corners; Circle: the centre; Line: two ends; Curve: a, control, b; Triangle: 3
    double r = 0;            // Circle
    std::string text;        // Text, as given (each writer escapes it); pts[0] is the middle of its first line
    Anchor anchor = Anchor::Middle;
    TextSize size = TextSize::Normal;
    double wrap = 0;         // Text: wrapped at this width on the page (0: one line)
    Show show = Show::Always;
    int hit = -1;            // the cell (Scene::hits) the shape belongs to, -1 for none
    Ink hot_fill = Ink::None, hot_stroke = Ink::None; // its colours while its cell is hot (None: as ever)
};

// A part of the picture a pointer can hit: a cell (its row and index), a graph's vertex (its id)
// or edge (its index, and its path as a polyline); the box around its centre, and the radius of
// its glyph (a winning ring stands just outside it).
enum class HitKind : char { Cell, Vertex, Edge };
struct Hit {
    std::size_t row = 0, index = 0;
    Pt centre, half;
    double r = 0;
    HitKind kind = HitKind::Cell;
    int id = -1;
    std::vector<Pt> path;
};

// How a graph board is drawn: its edges' width and its vertices' radii (a dot, a disc with a
// value), grid units; how much taller a unit stands than it is wide (the page stands a wide, low
// picture up); whether green edges carry a light stripe (the page, among blue and red ones); and
// whether the scene draws the ground (the page lays it under its whole canvas itself).
struct GraphStyle {
    double thick = 0.07, vr = 0.11, disc = 0.24, rise = 1;
    bool stripes = false, ground = true;
};

struct Scene {
    double px_per_unit = 40;  // SVG
    double cm_per_unit = 0.8; // TikZ
    std::vector<Shape> shapes;
    std::vector<Hit> hits;
    // The board in words, a line each (the page's text twin says them): each row, column or rank
    // of cells, runs of one kind counted ("black, white ×3, empty"); a graph's edges and tokens.
    std::vector<std::string> words;
    // How large a text is, grid units {width, height} (wrapped at `wrap` if > 0): the page measures
    // its font; left empty, the exports' estimate (half an em a character, one line).
    std::function<Pt(std::string_view, TextSize, double wrap)> measure;

    double text_units(TextSize s) const; // the exports' font size, grid units
    double text_width(std::string_view t, TextSize s) const;
    double text_height(std::string_view t, TextSize s, double wrap = 0) const;

    Shape& add(Shape::Kind k, std::string cls, Ink fill, Ink stroke, double width = 0);
    Shape& rect(std::string cls, Pt a, Pt b, Ink fill, Ink stroke = Ink::None, double width = 0, double round = 0);
    Shape& circle(std::string cls, Pt c, double r, Ink fill, Ink stroke = Ink::None, double width = 0, bool dashed = false);
    Shape& line(std::string cls, Pt a, Pt b, Ink stroke, double width, bool dashed = false);
    Shape& curve(std::string cls, Pt a, Pt ctrl, Pt b, Ink stroke, double width, bool dashed = false);
    Shape& triangle(std::string cls, Pt a, Pt b, Pt c, Ink fill);
    Shape& text(std::string cls, Pt at, std::string t, Ink ink, Anchor anchor = Anchor::Middle, TextSize size = TextSize::Normal);

    // The box around every shape every back end draws (Show::Always; text by its width).
    struct Box {
        double x0, y0, x1, y1;
    };
    Box bounds() const;
    // The last hit whose box holds p (grid units) and that `wanted` accepts (none: every hit), or
    // -1. A box holds its right and lower edges but not its left and upper ones, so a point on the
    // edge between two boxes side by side, or one above the other, is in exactly one of them.
    int hit_at(Pt p, const std::function<bool(std::size_t)>& wanted = {}) const;
};

// The board of a picture laid out as shapes, its cells (a graph's vertices and edges) as hits,
// and said in words.
// `measure`: the page's text sizes (empty: the exports' estimate); `wrap`: where the rows'
// headings wrap, grid units (0: one line); `graph`: how a graph board is drawn.
Scene board_scene(const Picture& p, std::function<Pt(std::string_view, TextSize, double)> measure = {}, double wrap = 0,
                  const GraphStyle& graph = {});

} // namespace gl::app
