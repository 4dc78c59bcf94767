// picture_export.cpp - boards as SVG and TikZ, analyses as text and LaTeX (picture_export.h).
// The board's shapes come from app/scene.h (board_scene), the one picture the page draws too.
// Index of this file:
//   [SECTION] Plot           the explorer's plot as shapes
//   [SECTION] Game tree      a calculator's game tree as shapes
//   [SECTION] SVG and TikZ   the two writers of a list of shapes (what every back end draws: Show::Always)
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
#include "app/scene.h"
#include "cgt/calc.h"
#include "cgt/thermograph.h"
#include "core/text.h"
#include "games/registry.h"

namespace gl::app {

namespace {

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
        sc.text("tick-label", Pt{x, kPlotH + 0.45}, thousands(static_cast<std::uint64_t>(n)), Ink::Muted, Anchor::Middle, TextSize::Small);
    }
    const double ys = std::max(1.0, plot_tick_step(y_max, 4));
    for (double v = 0; v <= y_max + 1e-9; v += ys) {
        sc.line("tick", Pt{-0.15, y_of(v)}, Pt{0, y_of(v)}, Ink::Muted, 0.03);
        sc.text("tick-label", Pt{-0.25, y_of(v)}, std::to_string(static_cast<std::uint64_t>(v)), Ink::Muted, Anchor::End, TextSize::Small);
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
    t[i].w = std::max(0.6, sc.text_width(label, TextSize::Normal) + 0.3);
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
    std::snprintf(buf, sizeof buf, "#%02x%02x%02x", ink_info(k).r, ink_info(k).g, ink_info(k).b);
    return buf;
}

std::string svg_of(const Scene& sc, std::string_view title) {
    Scene::Box b = sc.bounds();
    const double pad = 0.3, px = sc.px_per_unit, caption_h = title.empty() ? 0 : 0.8;
    b.x0 -= pad, b.y0 -= pad, b.x1 += pad, b.y1 += pad;
    if (!title.empty()) { // the caption is as wide as it needs
        const double w = sc.text_width(title, TextSize::Caption), mid = (b.x0 + b.x1) / 2;
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
        if (s.show != Show::Always) continue; // the page's marks of play
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
             "\" dy=\"0.35em\" text-anchor=\"middle\" font-size=\"" + L(sc.text_units(TextSize::Caption)) + "\" fill=\"" +
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
    auto colour = [](Ink k) { return std::string("gl") + ink_info(k).name; };
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
    std::vector<bool> used(kInkCount, false);
    for (const Shape& s : sc.shapes)
        if (s.show == Show::Always) used[static_cast<std::size_t>(s.fill)] = used[static_cast<std::size_t>(s.stroke)] = true;
    used[static_cast<std::size_t>(Ink::None)] = false;
    if (!title.empty()) used[static_cast<std::size_t>(Ink::Text)] = true;
    std::string o = "\\begin{tikzpicture}[x=" + num(sc.cm_per_unit) + "cm, y=" + num(sc.cm_per_unit) + "cm]\n";
    o += "  % Drawn by Grundy Lab; needs only \\usepackage{tikz}.\n";
    for (std::size_t k = 0; k < used.size(); ++k)
        if (used[k])
            o += "  \\definecolor{gl" + std::string(ink_info(static_cast<Ink>(k)).name) + "}{RGB}{" + std::to_string(ink_info(static_cast<Ink>(k)).r) + "," +
                 std::to_string(ink_info(static_cast<Ink>(k)).g) + "," + std::to_string(ink_info(static_cast<Ink>(k)).b) + "}\n";
    for (const Shape& s : sc.shapes) {
        if (s.show != Show::Always) continue;
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
            const char* font = s.size == TextSize::Small ? "\\scriptsize" : s.size == TextSize::Normal ? "\\footnotesize" : "\\small";
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
