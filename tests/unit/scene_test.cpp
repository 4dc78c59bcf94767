// A board's scene (src/app/scene.h), the one picture the page draws and the exports write: every
// cell of a picture is one hit region, the hits never overlap (a click picks one cell), each
// cell's glyph stands inside its hit, the page's marks of play (hot, winning, reach) never reach
// an SVG or TikZ file, and the page's text sizes move the layout as they should.
#include <doctest.h>

#include <algorithm>
#include <cmath>
#include <vector>
#include <map>
#include <tuple>
#include <set>
#include <string>
#include <utility>

#include "app/picture_export.h"
#include "app/scene.h"
#include "app/state.h"
#include "games/registry.h"
#include "picture_of.h"

using namespace gl;
using namespace gl::app;

namespace {

// Boards of every layout of cells: rows (stones, squares, labels, headings), stacks (tokens,
// steps, boxes of chips), a chessboard.
const char* const kBoards[] = {
    "game=clobber&pos=xoxo/oxox/xoxo", "game=domineering&pos=..../..../....", "game=welter&pos=1,3,6", "game=onim&pos=3",
    "game=cutcake&pos=3x4,2x2",        "game=turtles&pos=THHTH",              "game=nim&pos=3,5,7",   "game=staircase&pos=1,3,5",
    "game=divide&pos=12,7",            "game=fibonacci&pos=10",               "game=wythoff&pos=3,5", "game=chomp&pos=4,4,2",
    "game=northcott&pos=W..B/.W.B",    "game=konane&pos=xo../ox..",           "game=fission&pos=..#.",
};

bool inside(const Hit& h, Pt p, double eps = 1e-9) {
    return std::fabs(p.x - h.centre.x) <= h.half.x + eps && std::fabs(p.y - h.centre.y) <= h.half.y + eps;
}

} // namespace

TEST_CASE("scene: one hit per cell, none overlapping, each glyph inside its cell") {
    for (const char* q : kBoards) {
        CAPTURE(q);
        const Picture p = picture_of(q);
        const Scene sc = board_scene(p);
        std::set<std::pair<std::size_t, std::size_t>> cells, hits;
        for (std::size_t i = 0; i < p.rows.size(); ++i)
            for (std::size_t j = 0; j < p.rows[i].cells.size(); ++j) cells.insert({i, j});
        for (const Hit& h : sc.hits) CHECK(hits.insert({h.row, h.index}).second); // each cell once
        CHECK(hits == cells);
        for (std::size_t a = 0; a < sc.hits.size(); ++a)
            for (std::size_t b = a + 1; b < sc.hits.size(); ++b) {
                const Hit &x = sc.hits[a], &y = sc.hits[b];
                const double dx = std::fabs(x.centre.x - y.centre.x), dy = std::fabs(x.centre.y - y.centre.y);
                const bool apart = dx >= x.half.x + y.half.x - 1e-9 || dy >= x.half.y + y.half.y - 1e-9;
                CAPTURE(x.row);
                CAPTURE(x.index);
                CAPTURE(y.row);
                CAPTURE(y.index);
                CHECK(apart);
            }
        for (const Shape& s : sc.shapes) {
            if (s.hit < 0 || s.show != Show::Always || s.kind == Shape::Kind::Text) continue; // a box's count stands above it
            const Hit& h = sc.hits[static_cast<std::size_t>(s.hit)];
            if (s.kind == Shape::Kind::Circle) {
                CHECK(inside(h, Pt{s.pts[0].x - s.r, s.pts[0].y - s.r}));
                CHECK(inside(h, Pt{s.pts[0].x + s.r, s.pts[0].y + s.r}));
            } else {
                for (const Pt& pt : s.pts) CHECK(inside(h, pt));
            }
        }
    }
}

TEST_CASE("scene: the page's marks of play are in the scene and never in an export") {
    // Wythoff 3,4: an N-position (3,5 is the P-position of difference 2 and 1,2 of difference 1),
    // so some square wins; the queen's reachable squares carry the page's reach marks.
    const Picture p = picture_of("game=wythoff&pos=3,4");
    const Scene sc = board_scene(p);
    std::size_t winning = 0, hot = 0, reach = 0, blank_with_moves = 0;
    for (const Shape& s : sc.shapes) {
        winning += s.show == Show::Winning;
        hot += s.show == Show::Hot;
        reach += s.show == Show::Page && s.cls == "reach";
        if (s.show != Show::Always) CHECK((s.hit >= 0 || s.cls == "edge"));
    }
    for (const PictureRow& row : p.rows)
        for (const Cell& c : row.cells) blank_with_moves += c.glyph == Glyph::Blank && !c.moves.empty();
    CHECK(winning == sc.hits.size()); // a ring ready for every cell: the page shows those that win
    CHECK(blank_with_moves > 0);
    CHECK(reach == blank_with_moves);
    CHECK(hot > 0);
    const std::string svg = picture_svg(p), tikz = picture_tikz(p);
    for (const char* cls : {"winning", "hot", "reach", "\"edge\""}) CHECK(svg.find(cls) == std::string::npos);
    CHECK(tikz.find("glWinning") == std::string::npos);
    CHECK(tikz.find("glReach") == std::string::npos);
    CHECK(tikz.find("glHotBlank") == std::string::npos);
}

TEST_CASE("scene: the page's text sizes lay the board out") {
    // A measure twice the exports' estimate widens the labels' column by the labels' extra width.
    const Picture p = picture_of("game=domineering&pos=..../..../....");
    const Scene plain = board_scene(p);
    auto wide = [](std::string_view t, TextSize, double) { return Pt{static_cast<double>(t.size()) * 0.6, 0.4}; };
    const Scene measured = board_scene(p, wide);
    double label = 0;
    for (const PictureRow& row : p.rows) label = std::max(label, static_cast<double>(row.label.size()) * 0.6);
    REQUIRE(!measured.hits.empty());
    CHECK(measured.hits.front().centre.x - 0.5 == doctest::Approx(label + 0.4)); // the first cell after the labels and their gap
    CHECK(plain.hits.front().centre.x != doctest::Approx(measured.hits.front().centre.x));

    // Welter's headings wrap on the page: a narrower panel takes more lines, and the rows below move down.
    const Picture w = picture_of("game=welter&pos=1,3,6");
    auto wrapping = [](std::string_view t, TextSize, double wrap) {
        const double width = static_cast<double>(t.size()) * 0.2;
        const double lines = wrap > 0 ? std::max(1.0, std::ceil(width / wrap)) : 1.0;
        return Pt{wrap > 0 ? std::min(width, wrap) : width, 0.5 * lines};
    };
    const Scene broad = board_scene(w, wrapping, 100), narrow = board_scene(w, wrapping, 4);
    REQUIRE(broad.hits.size() == narrow.hits.size());
    CHECK(narrow.hits.back().centre.y > broad.hits.back().centre.y + 1);
    for (const Shape& s : narrow.shapes)
        if (s.cls == "heading") CHECK(s.wrap == 4);
}

TEST_CASE("scene: a graph's vertices and edges are hits, each edge's path joins its ends") {
    // Blue-Red Hackenbush with parallel edges, a loop on a vertex and one on the ground; a graph
    // game with directed edges and values on its vertices.
    for (const char* q : {"game=hackenbush&pos=0-1b,1-2r,2-2g,0-0r,1-3b,1-3r", "game=graph&rules=a:b,c;b:c,d;c:d;d:&pos=a,a,b"}) {
        CAPTURE(q);
        const Picture p = picture_of(q);
        REQUIRE(p.layout == Picture::Layout::Graph);
        for (double rise : {1.0, 2.5}) {
            GraphStyle style;
            style.rise = rise;
            const Scene sc = board_scene(p, {}, 0, style);
            std::map<int, Pt> at;
            std::set<int> edges;
            for (const Hit& h : sc.hits) {
                if (h.kind == HitKind::Vertex) CHECK(at.emplace(h.id, h.centre).second);
                if (h.kind == HitKind::Edge) CHECK(edges.insert(h.id).second);
            }
            std::size_t vertices = 0;
            for (const GraphVertex& v : p.graph.vertices) vertices += !v.ground;
            CHECK(at.size() == vertices);
            CHECK(edges.size() == p.graph.edges.size());
            for (const GraphVertex& v : p.graph.vertices)
                if (!v.ground) {
                    REQUIRE(at.count(v.id));
                    CHECK(at[v.id].x == doctest::Approx(v.x));
                    CHECK(at[v.id].y == doctest::Approx(-v.y * rise)); // y up in the picture, down in the scene, stood up by `rise`
                }
            for (const Hit& h : sc.hits) {
                if (h.kind != HitKind::Edge) continue;
                const GraphEdge& e = p.graph.edges[static_cast<std::size_t>(h.id)];
                REQUIRE(h.path.size() >= 2);
                auto near = [](Pt a, Pt b) { return std::hypot(a.x - b.x, a.y - b.y) < 1e-6; };
                if (e.u == e.v) { // a loop closes on itself
                    CHECK(near(h.path.front(), h.path.back()));
                    continue;
                }
                for (auto [end, id, other] : {std::tuple{h.path.front(), e.u, e.v}, std::tuple{h.path.back(), e.v, e.u}}) {
                    if (at.count(id)) CHECK(near(end, at[id]));
                    else CHECK((std::fabs(end.y) < 1e-9 && at.count(other) && std::fabs(end.x - at[other].x) < 1e-9)); // the ground, right below
                }
            }
        }
        const std::string svg = picture_svg(p);
        for (const char* cls : {"halo", "class=\"step\"", "stripe", "shade", "selected", "winning"}) CHECK(svg.find(cls) == std::string::npos);
    }
}

namespace {

// A line of a board's words ("row 1: black, white ×2, empty") as one word per cell.
std::vector<std::string> cells_said(const std::string& line) {
    std::vector<std::string> out;
    std::string rest = line.substr(line.rfind(": ") + 2);
    while (!rest.empty()) {
        const std::size_t comma = rest.find(", ");
        std::string item = rest.substr(0, comma);
        rest = comma == std::string::npos ? "" : rest.substr(comma + 2);
        std::size_t count = 1;
        if (const std::size_t times = item.rfind(" ×"); times != std::string::npos) {
            count = std::stoul(item.substr(times + 3)); // "×" is two bytes
            item = item.substr(0, times);
        }
        out.insert(out.end(), count, item);
    }
    return out;
}

} // namespace

// The text twin says the board from its scene: a line per row, each cell said once (runs
// counted), in CGSuite's reading of the position's characters.
TEST_CASE("scene: the board in words") {
    SUBCASE("Clobber: x black, o white, . empty, row by row") {
        const std::string pos = "xo.x/..ox/oxxo";
        const Scene sc = board_scene(picture_of("game=clobber&pos=" + pos));
        REQUIRE(sc.words.size() == 3);
        std::size_t row = 0, at = 0;
        for (const char ch : pos + "/") {
            if (ch == '/') {
                CHECK(sc.words[row].rfind("row " + std::to_string(row + 1) + ": ", 0) == 0);
                CHECK(cells_said(sc.words[row]).size() == at);
                ++row, at = 0;
                continue;
            }
            REQUIRE(at < cells_said(sc.words[row]).size());
            CHECK(cells_said(sc.words[row])[at] == (ch == 'x' ? "black" : ch == 'o' ? "white" : "empty"));
            ++at;
        }
    }
    SUBCASE("Nim: each heap a column of its tokens") {
        const Scene sc = board_scene(picture_of("game=nim&pos=3,5,7,0"));
        const std::vector<std::size_t> heaps{3, 5, 7, 0};
        REQUIRE(sc.words.size() == heaps.size());
        for (std::size_t i = 0; i < heaps.size(); ++i) {
            CAPTURE(sc.words[i]);
            const auto said = cells_said(sc.words[i]);
            if (heaps[i] == 0) CHECK(said == std::vector<std::string>{"nothing"});
            else CHECK(said == std::vector<std::string>(heaps[i], "token"));
        }
    }
    SUBCASE("every cell of every board is said once") {
        for (const char* q : {"game=domineering&pos=..../..../....", "game=turtles&pos=THHTH", "game=staircase&pos=1,3,5",
                              "game=wythoff&pos=3,5", "game=chomp&pos=4,4,2", "game=northcott&pos=W..B/.W.B", "game=konane&pos=xo../ox..",
                              "game=fission&pos=..#."}) {
            CAPTURE(q);
            const Picture p = picture_of(q);
            const Scene sc = board_scene(p);
            std::size_t line = 0;
            for (const PictureRow& row : p.rows) {
                if (!row.heading.empty()) ++line;
                while (line < sc.words.size() && sc.words[line].find(": ") == std::string::npos) ++line; // a note, not a row
                REQUIRE(line < sc.words.size());
                CAPTURE(sc.words[line]);
                CHECK(cells_said(sc.words[line]).size() == row.cells.size());
                ++line;
            }
            CHECK(line == sc.words.size());
        }
    }
    SUBCASE("a graph: its edges and each vertex's token and value") {
        const Picture p = picture_of("game=graph&graph=subtraction:1,3,4/6");
        const Scene sc = board_scene(p);
        std::size_t edges = 0, valued = 0;
        for (const std::string& w : sc.words) edges += w.rfind("edge ", 0) == 0, valued += w.find("value ") != std::string::npos;
        CHECK(edges == p.graph.edges.size());
        CHECK(valued == p.graph.vertices.size());
        // Subtraction {1,3,4} from 6: the token on 6, whose Grundy value is 2 (0 1 0 1 2 3 2 ...).
        CHECK(std::find(sc.words.begin(), sc.words.end(), "6: a token, value 2") != sc.words.end());
        CHECK(std::find(sc.words.begin(), sc.words.end(), "edge 1: 6 → 5") != sc.words.end());
    }
}

// A large chessboard drawn small keeps its font: every k-th rank and column is labelled, and no
// two labels touch (Wythoff 30,45 on the page wrote 0 to 45 on top of each other).
TEST_CASE("scene: a large chessboard's labels never overlap, at any text size") {
    const Picture p = picture_of("game=wythoff&pos=30,45");
    for (double em : {0.3, 0.8, 1.6, 3.0}) { // the text's height in squares
        CAPTURE(em);
        Scene sc = board_scene(p, [em](std::string_view t, TextSize, double) { return Pt{0.6 * em * static_cast<double>(t.size()), em}; });
        std::vector<const Shape*> columns, ranks;
        for (const Shape& s : sc.shapes) {
            if (s.cls == "column") columns.push_back(&s);
            if (s.cls == "row-label") ranks.push_back(&s);
        }
        REQUIRE(columns.size() >= 2);
        REQUIRE(ranks.size() >= 2);
        CHECK(columns.front()->text == "0");
        CHECK(ranks.back()->text == "0"); // the bottom rank
        for (std::size_t k = 1; k < columns.size(); ++k)
            CHECK(columns[k]->pts[0].x - columns[k - 1]->pts[0].x >= 0.6 * em * static_cast<double>(columns[k]->text.size()));
        for (std::size_t k = 1; k < ranks.size(); ++k) CHECK(ranks[k]->pts[0].y - ranks[k - 1]->pts[0].y >= em);
        if (em <= 0.3) CHECK(ranks.size() == p.rows.size()); // small text: every rank
    }
}

TEST_CASE("scene: a point is in the hit whose box holds it, a shared edge in exactly one, and only a wanted hit is found") {
    for (const char* q : kBoards) {
        CAPTURE(std::string(q));
        const Scene sc = board_scene(picture_of(q));
        for (std::size_t k = 0; k < sc.hits.size(); ++k) {
            const Hit& h = sc.hits[k];
            CHECK(sc.hit_at(h.centre) == static_cast<int>(k));
            for (double fx : {-0.99, 0.0, 0.99})
                for (double fy : {-0.99, 0.0, 0.99}) CHECK(sc.hit_at(Pt{h.centre.x + fx * h.half.x, h.centre.y + fy * h.half.y}) == static_cast<int>(k));
            for (double f : {-1.01, 1.01}) {
                CHECK(sc.hit_at(Pt{h.centre.x + f * h.half.x, h.centre.y}) != static_cast<int>(k));
                CHECK(sc.hit_at(Pt{h.centre.x, h.centre.y + f * h.half.y}) != static_cast<int>(k));
            }
            CHECK(sc.hit_at(h.centre, [&](std::size_t j) { return j != k; }) == -1);
        }
        const Scene::Box b = sc.bounds();
        CHECK(sc.hit_at(Pt{b.x0 - 1, b.y0 - 1}) == -1);
    }
    // Four unit boxes meeting at (1, 1): every point of their shared edges is in exactly one, the
    // one whose right or lower edge it is.
    Scene sc;
    for (double y : {0.5, 1.5})
        for (double x : {0.5, 1.5}) sc.hits.push_back(Hit{0, sc.hits.size(), Pt{x, y}, Pt{0.5, 0.5}});
    CHECK(sc.hit_at(Pt{1, 0.5}) == 0);  // between 0 and 1: 0's right edge
    CHECK(sc.hit_at(Pt{0.5, 1}) == 0);  // between 0 and 2: 0's lower edge
    CHECK(sc.hit_at(Pt{1, 1}) == 0);    // the corner of all four
    CHECK(sc.hit_at(Pt{1.5, 1}) == 1);
    CHECK(sc.hit_at(Pt{1, 1.5}) == 2);
    CHECK(sc.hit_at(Pt{2, 2}) == 3);
    CHECK(sc.hit_at(Pt{0, 0.5}) == -1); // 0's left edge
    CHECK(sc.hit_at(Pt{1, 1}, [](std::size_t j) { return j == 3; }) == -1);
}
