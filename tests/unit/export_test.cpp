// Exports for lecture notes (src/app/picture_export): boards as SVG and TikZ, analyses as text and
// LaTeX. The pictures are checked by their structure (one token circle per token, one line per
// Hackenbush edge in its colour, one arrowhead per directed edge), the TikZ by its braces and
// environment, the escaping by hostile labels; every game's example exports, and every character
// beyond ASCII the engine writes has a LaTeX spelling. That the TikZ compiles is cli.tikz_compiles.
#include <doctest.h>

#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "app/link_answer.h"
#include "app/picture_export.h"
#include "app/state.h"
#include "games/registry.h"
#include "picture_of.h"

using namespace gl;
using namespace gl::app;

namespace {

std::size_t count(const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + what.size())) ++n;
    return n;
}

// The lines of `text` that contain `what`.
std::vector<std::string> lines_with(const std::string& text, const std::string& what) {
    std::vector<std::string> out;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos) end = text.size();
        const std::string line = text.substr(start, end - start);
        if (line.find(what) != std::string::npos) out.push_back(line);
        start = end + 1;
    }
    return out;
}

// TeX's braces balance, escaped ones (\{ \}) aside, and never close more than are open.
bool tex_balanced(const std::string& t) {
    int depth = 0;
    for (std::size_t i = 0; i < t.size(); ++i) {
        if (t[i] == '\\') {
            ++i;
            continue;
        }
        if (t[i] == '%') { // a comment, to the end of its line
            while (i < t.size() && t[i] != '\n') ++i;
            continue;
        }
        if (t[i] == '{') ++depth;
        if (t[i] == '}' && --depth < 0) return false;
    }
    return depth == 0;
}

bool ascii(const std::string& t) {
    for (char c : t)
        if (static_cast<unsigned char>(c) >= 0x80) return false;
    return true;
}

// An SVG's text content holds no raw '<' and no '&' that is not an entity.
bool xml_clean(const std::string& svg) {
    for (std::size_t i = svg.find('&'); i != std::string::npos; i = svg.find('&', i + 1)) {
        const std::string rest = svg.substr(i, 6);
        if (rest.rfind("&amp;", 0) && rest.rfind("&lt;", 0) && rest.rfind("&gt;", 0) && rest.rfind("&quot;", 0) && rest.rfind("&apos;", 0))
            return false;
    }
    int open = 0; // '<' and '>' alternate: a tag is never opened inside another
    for (char c : svg) {
        if (c == '<' && open++ != 0) return false;
        if (c == '>' && --open != 0) return false;
    }
    return open == 0;
}

std::string export_of(const std::string& query, ExportFormat f) {
    const State s = state_from_link(query).state;
    auto r = export_state(s, s.play, f);
    REQUIRE(r);
    return r.value();
}

} // namespace

TEST_CASE("Nim's board: one token circle per token, in SVG and TikZ") {
    const Picture p = picture_of("game=nim&pos=3,5,7");
    const std::string svg = picture_svg(p, "Nim: 3,5,7");
    CHECK(svg.rfind("<svg xmlns=\"http://www.w3.org/2000/svg\"", 0) == 0);
    CHECK(svg.size() >= 7);
    CHECK(svg.substr(svg.size() - 7) == "</svg>\n");
    CHECK(count(svg, "<circle class=\"token\"") == 15);
    CHECK(count(svg, "class=\"row-label\"") == 3);
    CHECK(svg.find(">heap 3</text>") != std::string::npos);
    CHECK(svg.find("<title>Nim: 3,5,7</title>") != std::string::npos);
    CHECK(xml_clean(svg));
    const std::string tikz = picture_tikz(p, "Nim: 3,5,7");
    CHECK(tikz.rfind("\\begin{tikzpicture}", 0) == 0);
    CHECK(count(tikz, "\\end{tikzpicture}") == 1);
    CHECK(count(tikz, "fill=glToken") == 15);
    CHECK(count(tikz, "\\definecolor{glToken}{RGB}{214,148,62}") == 1);
    CHECK(tex_balanced(tikz));
    CHECK(ascii(tikz));
    CHECK(tikz.find("\\usetikzlibrary") == std::string::npos);
    CHECK(count(picture_svg(picture_of("game=nim&pos=0,0")), "class=\"token\"") == 0);
}

TEST_CASE("Hackenbush: one line per edge in its colour, red dashed, parallels bent, loops") {
    const std::string query = "game=bluered&pos=0-1b,0-3g,1-2r,3-4b,1-1r,1-2b";
    const Picture p = picture_of(query);
    REQUIRE(p.layout == Picture::Layout::Graph);
    REQUIRE(p.graph.edges.size() == 6);
    const std::string svg = picture_svg(p);
    CHECK(count(svg, "class=\"edge ") == 6);
    const auto blue = lines_with(svg, "class=\"edge blue\""), red = lines_with(svg, "class=\"edge red"),
               green = lines_with(svg, "class=\"edge green\"");
    CHECK(blue.size() == 3);
    CHECK(red.size() == 2);
    CHECK(green.size() == 1);
    for (const auto& l : blue) CHECK(l.find("stroke=\"#285ac8\"") != std::string::npos);
    for (const auto& l : green) CHECK(l.find("stroke=\"#2e9646\"") != std::string::npos);
    for (const auto& l : red) {
        CHECK(l.find("stroke=\"#c83228\"") != std::string::npos);
        CHECK(l.find("stroke-dasharray") != std::string::npos);
    }
    // 1-2r and 1-2b are parallel: both bent (a quadratic curve), the loop 1-1r a circle.
    CHECK(count(svg, "<path class=\"edge") == 2);
    CHECK(count(svg, "<circle class=\"edge red loop\"") == 1);
    CHECK(count(svg, "class=\"ground\"") == 1);
    CHECK(count(svg, "<circle class=\"vertex\"") == 4); // 1..4; the ground is the line
    const std::string tikz = picture_tikz(p);
    CHECK(count(tikz, "draw=glBlue") == 3);
    CHECK(count(tikz, "draw=glRed") == 2);
    CHECK(count(tikz, "draw=glGreen") == 1);
    CHECK(count(tikz, ".. controls") == 2);
    CHECK(tex_balanced(tikz));

    SUBCASE("Green Hackenbush: green edges; a layout pins its vertices") {
        const std::string g = picture_svg(picture_of("game=hackenbush&pos=0-1,1-2&layout=1:0,1|2:3,2"));
        CHECK(count(g, "class=\"edge green\"") == 2);
        // Vertex 2 pinned at (3, 2): 3 grid units right of vertex 1, 60 px a unit.
        const auto vertices = lines_with(g, "<circle class=\"vertex\"");
        REQUIRE(vertices.size() == 2);
        auto cx = [](const std::string& l) { return std::stod(l.substr(l.find("cx=\"") + 4)); };
        CHECK(cx(vertices[1]) - cx(vertices[0]) == doctest::Approx(180).epsilon(0.01));
    }
}

TEST_CASE("A graph game: arrows, values and tokens on vertices") {
    const Picture p = picture_of("game=graph&graph=a:b,c;b:c;c:&pos=a,b");
    const std::string svg = picture_svg(p);
    CHECK(count(svg, "class=\"edge black\"") == 3);
    CHECK(count(svg, "<polygon class=\"arrow\"") == 3);
    CHECK(count(svg, "class=\"vertex token\"") == 2);
    CHECK(count(svg, "class=\"value\"") == 3);
    CHECK(count(svg, ">a</text>") == 1);
    const std::string tikz = picture_tikz(p);
    CHECK(count(tikz, "-- cycle;") == 3);
    CHECK(tex_balanced(tikz));
}

TEST_CASE("Boards of cells: coins, pieces, squares, boxes") {
    const std::string turtles = picture_svg(picture_of("game=turtles&pos=THTTH"));
    CHECK(count(turtles, "class=\"heads\"") == 2);
    CHECK(count(turtles, "class=\"tails\"") == 3);
    const std::string chomp = picture_svg(picture_of("game=chomp&pos=3,1"));
    CHECK(count(chomp, "class=\"poison\"") == 1);
    CHECK(count(chomp, "class=\"cookie\"") == 3);
    const std::string northcott = picture_svg(picture_of("game=northcott&pos=W..B"));
    CHECK(count(northcott, "class=\"white\"") == 1);
    CHECK(count(northcott, "class=\"black\"") == 1);
    CHECK(count(northcott, "class=\"blank\"") == 2);
    const std::string divide = picture_svg(picture_of("game=divide&pos=3,4"));
    CHECK(count(divide, "class=\"box\"") == 2);
    CHECK(count(divide, "class=\"chip\"") == 7);
    CHECK(divide.find(">4 chips</text>") != std::string::npos);
    const std::string dom = picture_tikz(picture_of("game=domineering&pos=x./.."));
    CHECK(tex_balanced(dom));
}

TEST_CASE("Escaping: hostile labels break neither XML nor LaTeX") {
    Picture p;
    p.rows.push_back(PictureRow{"x_1 & {", {Cell{Glyph::Label, "<b>\"it's\"</b> 100% $5 #2 ^~\\"}}, "heap 1 } ω→×"});
    const std::string svg = picture_svg(p, "a < b & c");
    CHECK(xml_clean(svg));
    CHECK(svg.find("x_1 &amp; {") != std::string::npos);
    CHECK(svg.find("&lt;b&gt;&quot;it&apos;s&quot;&lt;/b&gt;") != std::string::npos);
    CHECK(svg.find("<title>a &lt; b &amp; c</title>") != std::string::npos);
    const std::string tikz = picture_tikz(p, "a < b & c");
    CHECK(tex_balanced(tikz));
    CHECK(ascii(tikz));
    CHECK(tikz.find("{x\\_1 \\& \\{}") != std::string::npos);
    CHECK(tikz.find("100\\% \\$5 \\#2 \\^{}\\~{}\\textbackslash{}") != std::string::npos);
    CHECK(tikz.find("heap 1 \\} \\ensuremath{\\omega}\\ensuremath{\\to}\\ensuremath{\\times}") != std::string::npos);
    CHECK(tex_escape("a\nb") == "a b"); // a blank line would end the paragraph
    CHECK(tex_escape("\xE2\x9C\xBF") == "?"); // a character LaTeX is not given: no error, a mark
    CHECK(xml_escape("\x01") == " ");
}

TEST_CASE("Every game's example exports: SVG well formed, TikZ balanced, every character spelt in LaTeX") {
    for (const GameEntry& g : game_entries()) {
        if (!g.is_ruleset()) continue;
        CAPTURE(g.meta().id);
        auto r = g.make("");
        REQUIRE(r);
        const std::string pos = r.value()->start_position();
        auto p = r.value()->picture(pos);
        REQUIRE(p);
        const std::string svg = picture_svg(p.value(), "example");
        CHECK(xml_clean(svg));
        const std::string tikz = picture_tikz(p.value(), "example");
        CHECK(tex_balanced(tikz));
        CHECK(ascii(tikz));
        State s = default_state(g.meta().id);
        auto a = analyse_state(s, Play::Normal);
        REQUIRE(a);
        const std::string text = analysis_text(a.value()), latex = analysis_latex(a.value());
        CHECK(tex_balanced(latex));
        CHECK(ascii(latex));
        // No character became the '?' of one without a LaTeX spelling.
        CHECK(count(tex_escape(text), "?") == count(text, "?"));
        for (const PictureRow& row : p.value().rows) {
            CHECK(count(tex_escape(row.label), "?") == count(row.label, "?"));
            for (const Cell& c : row.cells) CHECK(count(tex_escape(c.text), "?") == count(c.text, "?"));
        }
    }
}

TEST_CASE("The analysis as text and LaTeX") {
    const State s = state_from_link("game=nim&pos=3,5,7").state;
    auto a = analyse_state(s, Play::Normal);
    REQUIRE(a);
    const std::string text = analysis_text(a.value());
    CHECK(text.rfind("Nim, normal play: 3,5,7\n", 0) == 0);
    CHECK(text.find("\nvalue: 1\n") != std::string::npos);
    CHECK(text.find("\noutcome: N (the next player wins)\n") != std::string::npos);
    CHECK(text.find("\nwinning moves: 3\n") != std::string::npos);
    const std::string latex = analysis_latex(a.value());
    CHECK(latex.find("Grundy value: $1$") != std::string::npos);
    CHECK(latex.find("Outcome: $\\mathcal{N}$") != std::string::npos);
    CHECK(count(latex, "\\begin{itemize}") == 1);
    CHECK(count(latex, "\\item ") == 3);
    CHECK(count(latex, "\\end{itemize}") == 1);
    CHECK(tex_balanced(latex));

    SUBCASE("a P-position has no winning move; a partizan game says its outcome class") {
        auto p = analyse_state(state_from_link("game=nim&pos=1,1").state, Play::Normal);
        REQUIRE(p);
        CHECK(analysis_latex(p.value()).find("Winning moves: none.") != std::string::npos);
        auto d = analyse_state(state_from_link("game=domineering&pos=../..").state, Play::Normal);
        REQUIRE(d);
        CHECK(analysis_latex(d.value()).find("$\\mathcal{N}$ (the next player wins") != std::string::npos);
        CHECK(analysis_text(d.value()).find("value: \xC2\xB1" "1") != std::string::npos);
    }
    SUBCASE("an ordinal in math mode") {
        auto o = analyse_state(state_from_link("game=onim&pos=w^2*3+w+5,w+2,7").state, Play::Normal);
        REQUIRE(o);
        CHECK(analysis_latex(o.value()).find("Value: $\\omega ^{2}\\cdot 3$") != std::string::npos);
    }
}

TEST_CASE("export_state: what a link opens") {
    CHECK(export_of("game=nim&pos=3,5,7", ExportFormat::Svg).rfind("<svg", 0) == 0);
    CHECK(export_of("game=nim&pos=3,5,7", ExportFormat::Text).rfind("Nim, normal play", 0) == 0);
    // A calculator link: its thermograph, its result.
    const std::string thermo = export_of("game=cgt&expr={3|1}", ExportFormat::Tikz);
    CHECK(thermo.find("Thermograph") != std::string::npos);
    CHECK(thermo.rfind("\\begin{tikzpicture}", 0) == 0);
    CHECK(export_of("game=cgt&expr={3|1}", ExportFormat::Text).rfind("G = {3|1}\n", 0) == 0);
    // An explorer link is exported from its computed model (export_explorer); a bad position is named.
    auto x = export_state(state_from_link("game=octal&rules=0.07").state, Play::Normal, ExportFormat::Svg);
    CHECK(!x);
    // A game tree is the calculator's, and a picture.
    auto t = export_state(state_from_link("game=nim&pos=3").state, Play::Normal, ExportFormat::Svg, Figure::Tree);
    REQUIRE(!t);
    CHECK(t.error().where == "--tree");
    CHECK(!export_state(state_from_link("game=cgt&expr=^").state, Play::Normal, ExportFormat::Latex, Figure::Tree));
    State bad = default_state("nim");
    bad.pos = "3,x";
    auto b = export_state(bad, Play::Normal, ExportFormat::Svg);
    REQUIRE(!b);
    CHECK(b.error().where == "pos");
    CHECK(export_extension(ExportFormat::Tikz) == "tex");
    CHECK(export_extension(ExportFormat::Svg) == "svg");
}

namespace {

// The numbers of an attribute of every element of `svg` with class `cls` (e.g. "x1" of the lines "edge left").
std::vector<double> attr_of(const std::string& svg, const std::string& cls, const std::string& attr) {
    std::vector<double> out;
    for (const std::string& line : lines_with(svg, "class=\"" + cls + "\"")) {
        const std::size_t at = line.find(" " + attr + "=\"");
        REQUIRE(at != std::string::npos);
        out.push_back(std::stod(line.substr(at + attr.size() + 3)));
    }
    return out;
}

std::string tree_svg(const std::string& expr) {
    auto r = export_state(state_from_link("game=cgt&expr=" + expr).state, Play::Normal, ExportFormat::Svg, Figure::Tree);
    REQUIRE(r);
    return r.value();
}

} // namespace

TEST_CASE("A game tree: a node per option as a tree, Left's edges blue going left, Right's red going right") {
    // ^ = {0|*} and * = {0|0}: nodes ^, 0, *, 0, 0; Left edges ^->0 and *->0, Right edges ^->* and *->0.
    const std::string up = tree_svg("^");
    CHECK(xml_clean(up));
    CHECK(count(up, "class=\"node\"") == 5);
    CHECK(count(up, "class=\"edge left\"") == 2);
    CHECK(count(up, "class=\"edge right\"") == 2);
    const auto lx1 = attr_of(up, "edge left", "x1"), lx2 = attr_of(up, "edge left", "x2");
    const auto rx1 = attr_of(up, "edge right", "x1"), rx2 = attr_of(up, "edge right", "x2");
    for (std::size_t i = 0; i < lx1.size(); ++i) CHECK(lx2[i] < lx1[i]);
    for (std::size_t i = 0; i < rx1.size(); ++i) CHECK(rx2[i] > rx1[i]);
    for (const auto& [y1, y2] : {std::pair{attr_of(up, "edge left", "y1"), attr_of(up, "edge left", "y2")}})
        for (std::size_t i = 0; i < y1.size(); ++i) CHECK(y2[i] > y1[i]); // options below
    CHECK(up.find(">^</text>") != std::string::npos);
    CHECK(up.find(">*</text>") != std::string::npos);

    // The tree of *n has 3^n nodes (81 for *4) (T(n) = 1 + 2·(T(0) + ... + T(n-1))), each node's labels as the
    // calculator writes it, and no two boxes of one level overlap.
    for (int n = 0; n <= 4; ++n) {
        const std::string svg = tree_svg(n == 0 ? "0" : n == 1 ? "*" : "*" + std::to_string(n));
        int nodes = 1;
        for (int k = 0; k < n; ++k) nodes *= 3;
        CHECK(count(svg, "class=\"node\"") == static_cast<std::size_t>(nodes));
        CHECK(count(svg, "class=\"edge left\"") == count(svg, "class=\"edge right\""));
        std::map<double, std::vector<std::pair<double, double>>> rows;
        const auto xs = attr_of(svg, "node", "x"), ys = attr_of(svg, "node", "y"), ws = attr_of(svg, "node", "width");
        for (std::size_t i = 0; i < xs.size(); ++i) rows[ys[i]].push_back({xs[i], xs[i] + ws[i]});
        for (auto& [y, boxes] : rows) {
            std::sort(boxes.begin(), boxes.end());
            for (std::size_t i = 1; i < boxes.size(); ++i) CHECK(boxes[i].first >= boxes[i - 1].second);
        }
    }
    // *6 has 729 nodes: drawn as deep as 150 nodes allow. Level L holds 2^L·C(6, L) nodes (chains
    // 6 > k1 > ... > kL, each step Left or Right): 1, 12, 60 make 73, and level 3's 160 more would
    // pass 150. The caption says so, and level 2's nodes *k2 with k2 > 0, which have options, are
    // marked: all but the 2^2·C(5, 1) = 20 with k2 = 0.
    const std::string big = tree_svg("*6");
    CHECK(count(big, "class=\"node\"") + count(big, "class=\"node cut\"") == 73);
    CHECK(count(big, "class=\"node cut\"") == 60 - 20);
    CHECK(big.find("drawn 2 levels deep of 6") != std::string::npos);
    // A number is a chain of Left options: 3 = {2|}, 2 = {1|}, 1 = {0|}.
    const std::string three = tree_svg("3");
    CHECK(count(three, "class=\"node\"") == 4);
    CHECK(count(three, "class=\"edge left\"") == 3);
    CHECK(count(three, "class=\"edge right\"") == 0);
    // TikZ: balanced, only \usepackage{tikz}, every character spelt.
    auto tikz = export_state(state_from_link("game=cgt&expr={3||2*|1*}").state, Play::Normal, ExportFormat::Tikz, Figure::Tree);
    REQUIRE(tikz);
    CHECK(tikz.value().rfind("\\begin{tikzpicture}", 0) == 0);
    CHECK(tex_balanced(tikz.value()));
    CHECK(ascii(tikz.value()));
    CHECK(tikz.value().find("glBlue") != std::string::npos);
    CHECK(tikz.value().find("glRed") != std::string::npos);
    // A misère game has no game tree here.
    auto m = export_state(state_from_link("game=cgt&expr=*[2#0]").state, Play::Normal, ExportFormat::Svg, Figure::Tree);
    CHECK(!m);
}

namespace {

// The values of the explorer's LaTeX table, by n: each tabular's header names its columns, each row
// starts "R+" and G(R + column) is its cell (\\underline{v} an exception).
std::vector<int> table_cells(const std::string& tex) {
    std::map<int, int> at;
    std::vector<int> columns;
    for (const std::string& line : lines_with(tex, "\\\\")) {
        std::vector<std::string> cells;
        std::size_t start = 0;
        const std::string body = line.substr(0, line.find("\\\\"));
        for (std::size_t amp = body.find('&'); ; amp = body.find('&', start)) {
            cells.push_back(body.substr(start, amp == std::string::npos ? std::string::npos : amp - start));
            if (amp == std::string::npos) break;
            start = amp + 1;
        }
        auto number = [](std::string c) {
            c.erase(std::remove_if(c.begin(), c.end(), [](char ch) { return ch < '0' || ch > '9'; }), c.end());
            return c.empty() ? -1 : std::stoi(c);
        };
        if (cells[0].find('+') == std::string::npos) { // a header: " & 17 & 18 ..."
            columns.clear();
            for (std::size_t i = 1; i < cells.size(); ++i) columns.push_back(number(cells[i]));
            continue;
        }
        const int row = number(cells[0]);
        for (std::size_t i = 1; i < cells.size() && i - 1 < columns.size(); ++i)
            if (number(cells[i]) >= 0) at[row + columns[i - 1]] = number(cells[i]);
    }
    std::vector<int> out;
    for (const auto& [n, v] : at) {
        if (n != static_cast<int>(out.size())) break;
        out.push_back(v);
    }
    return out;
}

} // namespace

TEST_CASE("The explorer's plot and table: Dawson's Kayles, a dot per value of Table 1") {
    const State s = state_from_link("game=octal&rules=0.07&n=204").state;
    Explorer x;
    REQUIRE(open_explorer(x, s));
    while (x.running()) x.step(1u << 20);
    // The naive mex of 0.07, written here: a move takes 2 tokens, leaving 0, 1 or 2 heaps.
    std::vector<int> g(204, 0);
    for (int n = 0; n < 204; ++n) {
        std::vector<bool> seen(64, false);
        if (n == 2) seen[0] = true;
        if (n >= 3) seen[g[n - 2]] = true;
        for (int a = 1; 2 * a <= n - 2; ++a) seen[g[a] ^ g[n - 2 - a]] = true; // n - 2 = a + b, 1 <= a <= b
        while (seen[g[n]]) ++g[n];
    }
    // Table 1 of seed 000 starts 0 0 1 1 2 0 3 1 1 0 3 3 2 2 4 0 5 2 2 3 3 0 1 1 3 0 2 1 1 0 4 5 2 7
    // (G(0..33)), and 35 is a P-position.
    const std::vector<int> table1{0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2, 7};
    CHECK(std::vector<int>(g.begin(), g.begin() + 34) == table1);
    CHECK(g[35] == 0);
    auto svg = export_explorer(x, s, ExportFormat::Svg);
    REQUIRE(svg);
    CHECK(xml_clean(svg.value()));
    // 320 columns over 204 values: each n has a column of its own, so 204 dots, left to right in
    // order of n, and the same height exactly for the same value, higher for a larger one.
    const auto cx = attr_of(svg.value(), "point", "cx"), cy = attr_of(svg.value(), "point", "cy");
    REQUIRE(cx.size() == 204);
    for (std::size_t i = 1; i < cx.size(); ++i) CHECK(cx[i] > cx[i - 1]);
    for (std::size_t i = 0; i < cx.size(); ++i)
        for (std::size_t j = 0; j < cx.size(); ++j) {
            if (g[i] == g[j]) CHECK(cy[i] == cy[j]);
            else if (g[i] > g[j]) CHECK(cy[i] < cy[j]);
        }
    CHECK(svg.value().find("G(n) of 0.07 for 0") != std::string::npos);
    auto tikz = export_explorer(x, s, ExportFormat::Tikz);
    REQUIRE(tikz);
    CHECK(tex_balanced(tikz.value()));
    CHECK(ascii(tikz.value()));
    CHECK(count(tikz.value(), "circle[radius=") == 204);
    // The table: rows of the period 34, exceptions underlined, set in two blocks of 17 columns so
    // that it fits a page (issue 40: one tabular of 34 columns was wider than any page); every
    // cell read back is the mex above, at n = row + column.
    auto latex = export_explorer(x, s, ExportFormat::Latex);
    REQUIRE(latex);
    CHECK(count(latex.value(), "\\begin{tabular}{r|" + std::string(17, 'c') + "}") == 2);
    CHECK(latex.value().find(std::string(18, 'c')) == std::string::npos);
    CHECK(tex_balanced(latex.value()));
    CHECK(table_cells(latex.value()) == std::vector<int>(g.begin(), g.end()));
    auto text = export_explorer(x, s, ExportFormat::Text);
    REQUIRE(text);
    CHECK(count(text.value(), "\n") == 205);
    CHECK(text.value().find("\n32\t2\n33\t7\n") != std::string::npos);
}

// Issue 40: slash notation as books print it (Winning Ways, Siegel's Combinatorial Game Theory:
// {3 ‖ 2* | 1*}), not \mid \mid; up-nth and up-to-the-n with CGSuite's brackets as the superscript.
TEST_CASE("the calculator's LaTeX: bar runs, ^<n> and ^[n]") {
    CHECK(cgt_latex("{3||2*|1*}") == "\\{3 \\mathrel{\\|} 2{*} \\mid 1{*}\\}");
    CHECK(cgt_latex("{3|||2||1|0}") == "\\{3 \\mathrel{\\||} 2 \\mathrel{\\|} 1 \\mid 0\\}");
    CHECK(cgt_latex("^<2>") == "\\uparrow^{\\langle 2\\rangle} ");
    CHECK(cgt_latex("v<3>*") == "\\downarrow^{\\langle 3\\rangle} {*}");
    CHECK(cgt_latex("^[2]") == "\\uparrow^{[2]} ");
    CHECK(cgt_latex("^2") == "2\\cdot\\uparrow "); // CGSuite's ^2 is 2.^, not up-second
    // No "\mid \mid" and no "<" left anywhere in a calculator link's LaTeX.
    const std::string t = export_of("game=cgt&expr={3||2*|1*}", ExportFormat::Latex);
    CHECK(t.find("\\mid  \\mid") == std::string::npos);
    CHECK(t.find("\\mathrel{\\|}") != std::string::npos);
    CHECK(tex_balanced(t));
    const std::string u = export_of("game=cgt&expr=^<2>", ExportFormat::Latex);
    CHECK(u.find("\\uparrow^{\\langle 2\\rangle}") != std::string::npos);
    CHECK(u.find("<2>") == std::string::npos);
}
