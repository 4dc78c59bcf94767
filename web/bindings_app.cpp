// bindings_app.cpp - the page's own JS API (Embind): read the state shown on screen, open a
// link, and find where tokens are drawn (for tests that click real tokens).
#include <cstdlib>
#include <emscripten/bind.h>
#include <emscripten/html5.h>

#include "web/js_values.h"
#include "web/page.h"
#include "ui/layout_check.h"

namespace {

using namespace gl;
using emscripten::val;

// The answers whose keys are always the same, as in bindings_engine.cpp: a struct each,
// registered once below as an Embind value_object (the keys in the order registered). Places are
// the floats the page drew with, in CSS pixels; a list is a `val` built by hand (a JS array).
struct CssPoint { // graphVertex, graphEdge, graphPoint
    float x, y;
};
struct CssSpot { // tokenSpot, cellSpot, boardCell: a centre and a radius
    float x, y, r;
};
struct CssRect { // widgetRect, layoutProblems' clip
    float x, y, w, h;
};
struct LayoutProblem { // layoutProblems' entries: the control's rectangle, its panel and label, the panel's rectangle
    float x, y, w, h;
    std::string window, label;
    CssRect clip;
};
struct TableRow { // tableRow
    std::string label;
    val values = val::undefined(), exceptions = val::undefined(); // (a value_object needs a default constructor)
};
struct EdgeRecord { // getState().board.edges' entries
    int u, v;
    std::string colour;
    val moves = val::undefined();
};
struct SumState { // getState().sum
    std::string parts;
    int turn, computer;
    double nim_sum;
    std::string outcome;
    bool game_over;
    val winner = val::undefined(); // a player, or null
    double moves_made;
    std::string position_error;
    val winning_moves = val::undefined();
};
struct CalcEntry { // getState().cgt.pending: the expression computed in the background
    std::string expr, vs;
};
struct CalcWaiting { // getState().cgt while nothing is computed yet
    val pending = val::undefined();
    std::string typed, error;
};
struct HistoryEntry { // getState().cgt.history's entries
    std::string expr, vs, link;
};

EMSCRIPTEN_BINDINGS(grundylab_page_records) {
    using emscripten::value_object;
    value_object<CssPoint>("CssPoint").field("x", &CssPoint::x).field("y", &CssPoint::y);
    value_object<CssSpot>("CssSpot").field("x", &CssSpot::x).field("y", &CssSpot::y).field("r", &CssSpot::r);
    value_object<CssRect>("CssRect").field("x", &CssRect::x).field("y", &CssRect::y).field("w", &CssRect::w).field("h", &CssRect::h);
    value_object<LayoutProblem>("LayoutProblem").field("x", &LayoutProblem::x).field("y", &LayoutProblem::y)
        .field("w", &LayoutProblem::w).field("h", &LayoutProblem::h).field("window", &LayoutProblem::window)
        .field("label", &LayoutProblem::label).field("clip", &LayoutProblem::clip);
    value_object<TableRow>("TableRow").field("label", &TableRow::label).field("values", &TableRow::values).field("exceptions", &TableRow::exceptions);
    value_object<EdgeRecord>("EdgeRecord").field("u", &EdgeRecord::u).field("v", &EdgeRecord::v)
        .field("colour", &EdgeRecord::colour).field("moves", &EdgeRecord::moves);
    value_object<SumState>("SumState").field("parts", &SumState::parts).field("turn", &SumState::turn)
        .field("computer", &SumState::computer).field("nimSum", &SumState::nim_sum).field("outcome", &SumState::outcome)
        .field("gameOver", &SumState::game_over).field("winner", &SumState::winner).field("movesMade", &SumState::moves_made)
        .field("positionError", &SumState::position_error).field("winningMoves", &SumState::winning_moves);
    value_object<CalcEntry>("CalcEntry").field("expr", &CalcEntry::expr).field("vs", &CalcEntry::vs);
    value_object<CalcWaiting>("CalcWaiting").field("pending", &CalcWaiting::pending).field("typed", &CalcWaiting::typed).field("error", &CalcWaiting::error);
    value_object<HistoryEntry>("HistoryEntry").field("expr", &HistoryEntry::expr).field("vs", &HistoryEntry::vs).field("link", &HistoryEntry::link);
}

// The explorer as the screen shows it (game=octal).
val explorer_state(const ui::AppUi& app) {
    const app::Explorer& m = app.page.explorer();
    val o = val::object();
    o.set("code", m.code());
    o.set("target", static_cast<double>(m.target()));
    o.set("computed", static_cast<double>(m.computed()));
    o.set("running", m.running());
    o.set("cancelled", m.cancelled());
    o.set("proved", m.proved());
    o.set("tableWidth", static_cast<double>(ui::table_width(app.explorer, app.page)));
    o.set("codeError", app.explorer.code_error);
    o.set("busyMs", app.explorer.busy_ms);
    o.set("valuesPerSecond", app.explorer.rate);
    if (const auto& q = m.periodicity()) {
        web::ValWriter w(o); // the proof's fields beside the explorer's own
        octal::write_periodicity(w, *q);
    }
    { // the misère view: its search, and the quotient it found
        const auto& mv = app.explorer.misere;
        val mo = val::object();
        mo.set("heap", static_cast<double>(mv.heap));
        mo.set("running", mv.builder != nullptr);
        mo.set("proved", mv.builder ? static_cast<double>(mv.builder->proved()) : 0.0);
        mo.set("cancelled", mv.cancelled);
        if (mv.result && mv.result->ok()) {
            const auto& q = mv.result->value();
            mo.set("order", static_cast<double>(q.monoid.order));
            mo.set("maxHeap", static_cast<double>(q.max_heap));
            mo.set("tame", q.tame_k >= 0);
            mo.set("stopped", q.stopped);
            val heaps = val::array();
            for (std::uint32_t h = 0; h <= q.max_heap; ++h) heaps.set(h, q.names[q.heap[h]]);
            mo.set("heaps", heaps);
            val rels = val::array();
            for (std::size_t i = 0; i < q.relations.size(); ++i) rels.set(i, q.relations[i]);
            mo.set("relations", rels);
        } else if (mv.result) mo.set("error", mv.result->error().message);
        o.set("misere", mo);
    }
    if (const auto& note = m.family_note()) { // Lasker's Nim, Grundy's game
        web::ValWriter w(o);
        w.begin_object("family");
        octal::write_family_note(w, *note);
        w.end_object();
    }
    o.set("worker", m.remote()); // computed in a Web Worker
    const web::PageTimes& t = web::page_times();
    o.set("startedAtMs", t.first_frame);
    o.set("provedAtMs", t.proved);
    o.set("longestFrameGapMs", t.longest_gap);
    o.set("longestFrameMs", t.longest_frame);
    return o;
}

// The sum game as the screen shows it (game=sum).
val sum_state(const ui::AppUi& app) {
    const app::SumView* view = app.page.sum();
    if (!view) return val::null();
    const app::GamePlay& play = app.page.play();
    const sums::PlayAnalysis& a = view->analysis;
    web::ValWriter mw(val::array());
    for (const auto& m : a.winning_moves) {
        mw.begin_object("");
        octal::write_heap_move(mw, m.heap, m.from, m.option);
        mw.num("part", m.part);
        mw.end_object();
    }
    const auto w = play.winner();
    return val(SumState{sums::format_parts(view->parts), play.turn(), play.computer, static_cast<double>(a.nim_sum),
                        std::string(1, outcome_char(a.outcome)), a.game_over, w ? val(*w) : val::null(),
                        static_cast<double>(play.history().size()), app.sum.pos_error, mw.result()});
}

// The moves of the position: label, position left, side (partizan games), legal now.
val moves_js(const app::GamePlay& play) {
    val moves = val::array();
    for (std::size_t i = 0; i < play.moves().size(); ++i) {
        val m = val::object();
        m.set("label", play.moves()[i].label);
        m.set("to", play.moves()[i].to);
        if (play.moves()[i].side != Side::Both) m.set("side", std::string(1, static_cast<char>(play.moves()[i].side)));
        m.set("legal", play.legal(i)); // partizan games: only the moves of the side to move
        moves.set(i, m);
    }
    return moves;
}

// The board as drawn: for each row, each cell's moves (indices into moves).
val cells_js(const Picture& pic) {
    val rows = val::array();
    for (std::size_t r = 0; r < pic.rows.size(); ++r) {
        val cells = val::array();
        const auto& row = pic.rows[r];
        for (std::size_t c = 0; c < row.cells.size(); ++c) {
            val ms = val::array();
            for (std::size_t k = 0; k < row.cells[c].moves.size(); ++k) ms.set(k, row.cells[c].moves[k]);
            cells.set(c, ms);
        }
        rows.set(r, cells);
    }
    return rows;
}

// A graph board: each edge's ends and moves (indices into moves), each vertex's id, name and
// tokens, and the board's own state (selection, edit mode, the step shown).
void set_graph_board(val& o, const ui::AppUi& app, const Picture& pic) {
    val edges = val::array();
    for (std::size_t k = 0; k < pic.graph.edges.size(); ++k) {
        const GraphEdge& e = pic.graph.edges[k];
        val ms = val::array();
        for (std::size_t j = 0; j < e.moves.size(); ++j) ms.set(j, e.moves[j]);
        const char* colour = e.colour == EdgeColour::Blue ? "blue" : e.colour == EdgeColour::Red ? "red" : e.colour == EdgeColour::Black ? "black" : "green";
        edges.set(k, val(EdgeRecord{e.u, e.v, colour, ms}));
    }
    val vertices = val::array(), labels = val::array(), tokens = val::array();
    std::size_t n = 0;
    for (const GraphVertex& v : pic.graph.vertices)
        if (!v.ground) {
            labels.set(n, v.label);
            tokens.set(n, v.token.empty() ? 0 : std::atoi(v.token.c_str()));
            vertices.set(n++, v.id);
        }
    o.set("edges", edges);
    o.set("vertices", vertices);
    o.set("vertexLabels", labels); // the vertices' names ("" where the picture has none)
    o.set("vertexTokens", tokens); // how many tokens stand on each
    o.set("selected", app.game.graph.selected); // the vertex clicked first (-1: none)
    o.set("editError", app.game.graph.edit_error);
    o.set("editing", app.game.graph.edit);
    o.set("editUndo", static_cast<double>(app.game.graph.undo.size()));
    o.set("step", app.game.graph.step);
}

// The generic play screen of every other ruleset (ui/game_screen.*), as the screen shows it.
val board_state(const ui::AppUi& app) {
    const app::GamePlay& play = app.page.play();
    val o = val::object();
    if (!play.rules()) return val::null();
    o.set("game", std::string(play.rules()->meta().id));
    o.set("rules", play.rules()->rules_text());
    o.set("position", play.position());
    o.set("play", std::string(play.play_convention() == Play::Misere ? "misere" : "normal"));
    o.set("turn", play.turn());
    o.set("computer", play.computer);
    o.set("gameOver", play.game_over());
    const auto w = play.winner();
    o.set("winner", w ? val(*w) : val::null());
    o.set("movesMade", static_cast<double>(play.history().size()));
    o.set("canUndo", play.undo_reaches_person());
    o.set("canRedo", play.can_redo());
    o.set("positionError", app.game.fields.pos_error);
    o.set("rulesError", app.game.fields.rules_error);
    o.set("analysis", web::to_js(play.analysis()));
    // A partizan analysis spread over frames: true until it is done (then `analysis` is whole).
    o.set("analysing", play.analysing());
    o.set("analysisProgress", play.analysis_progress());
    o.set("moves", moves_js(play));
    const Picture& pic = play.picture();
    o.set("cells", cells_js(pic));
    if (pic.layout == Picture::Layout::Graph) set_graph_board(o, app, pic);
    return o;
}

// Where vertex `id` / the middle of edge `index` of a graph board was drawn, in CSS pixels, or null.
val graph_vertex(int id) {
    const ui::AppUi& app = web::page_app();
    const ui::GraphSpot* v = ui::find_graph_vertex(app.game.graph, id);
    if (!v) return val::null();
    return val(CssPoint{v->x / app.density, v->y / app.density});
}
val graph_edge(int index) {
    const ui::AppUi& app = web::page_app();
    const ui::GraphSpot* e = ui::find_graph_edge(app.game.graph, index);
    if (!e) return val::null();
    return val(CssPoint{e->x / app.density, e->y / app.density});
}
// The CSS pixel of grid point (gx, gy) of a graph board (y up from the ground line), or null.
val graph_point(double gx, double gy) {
    const ui::AppUi& app = web::page_app();
    const auto& gb = app.game.graph;
    if (gb.vertex_spots.empty() && gb.edge_spots.empty() && gb.unit <= 1) return val::null();
    return val(CssPoint{(gb.origin.x + static_cast<float>(gx) * gb.unit) / app.density,
                        (gb.origin.y - static_cast<float>(gy) * gb.rise) / app.density});
}

// Where cell `index` of row `row` of the generic board was drawn, in CSS pixels, or null.
val board_cell(int row, int index) {
    const ui::AppUi& app = web::page_app();
    if (row < 0 || index < 0) return val::null();
    const ui::BoardCellSpot* c = ui::find_board_cell(app.game.board, static_cast<std::size_t>(row), static_cast<std::size_t>(index));
    if (!c) return val::null();
    return val(CssSpot{c->x / app.density, c->y / app.density, c->r / app.density});
}

// Where cell `index` of heap `heap` of part `part` was drawn, in CSS pixels, or null.
val cell_spot(int part, int heap, int index) {
    const ui::AppUi& app = web::page_app();
    if (part < 0 || heap < 0 || index < 0) return val::null();
    const ui::CellSpot* c = ui::find_cell(app.sum, static_cast<std::size_t>(part), static_cast<std::size_t>(heap), static_cast<std::size_t>(index));
    if (!c) return val::null();
    return val(CssSpot{c->x / app.density, c->y / app.density, c->r / app.density});
}

// Row r of the explorer's table as drawn: its label, values, and which are exceptions.
val table_row(int r) {
    const ui::AppUi& app = web::page_app();
    const app::Explorer& m = app.page.explorer();
    if (r < 0) return val::null();
    const std::uint64_t width = ui::table_width(app.explorer, app.page);
    const std::uint64_t shown = m.proved() ? m.shown() : m.computed(); // as show_table cuts it
    const std::uint64_t base = static_cast<std::uint64_t>(r) * width;
    val values = val::array(), exceptions = val::array();
    int count = 0;
    for (std::uint64_t n = base; n < base + width && n < shown; ++n) {
        auto v = m.value(n);
        if (!v) break;
        values.set(count, static_cast<double>(v->value));
        exceptions.set(count, m.is_exception(n));
        ++count;
    }
    if (count == 0) return val::null();
    return val(TableRow{std::to_string(base) + "+", values, exceptions});
}

// The calculator as the screen shows it (game=cgt): the result's fields as E.cgt gives them, and
// what the screen adds (the typed text's error, the derivation step shown, the comparison, history).
val calculator_state(const ui::AppUi& app) {
    const ui::CalculatorUi& cu = app.calculator;
    const app::Calculator& m = app.page.calculator();
    // A long expression computed in the background (web/calculator_host.cpp): what, and how long.
    val pending = val::null();
    if (const app::Calculator::Pending* p = m.pending()) pending = val(CalcEntry{p->entry.expr, p->entry.vs});
    if (!m.calc()) { // nothing computed yet: only what is on its way
        if (pending.isNull()) return val::null();
        return val(CalcWaiting{pending, std::string(cu.expr_buf), cu.error});
    }
    web::ValWriter w;
    cgt::write_calc(w, *m.calc());
    val o = w.result();
    o.set("pending", pending);
    o.set("vs", m.vs());
    o.set("typed", std::string(cu.expr_buf));
    o.set("error", cu.error);
    o.set("step", static_cast<double>(m.step()));
    o.set("stepCount", static_cast<double>(m.step_count()));
    if (const cgt::Comparison* k = m.comparison()) {
        web::ValWriter cw;
        cgt::write_comparison(cw, *k);
        o.set("comparison", cw.result());
    } else {
        o.set("comparison", val::null());
    }
    val h = val::array();
    for (std::size_t i = 0; i < m.history().size(); ++i)
        h.set(i, val(HistoryEntry{m.history()[i].expr, m.history()[i].vs, app::calculator_link(m.history()[i])}));
    o.set("history", h);
    o.set("text", m.export_text());
    o.set("latex", m.export_latex());
    return o;
}

val get_state() {
    const ui::AppUi& app = web::page_app();
    val o = web::to_js(app.page.state());
    o.set("link", app.page.link());
    // Nim's own fields (Bouton's analysis, the heaps); the play fields are every play screen's.
    const nim::Analysis* nim = app.page.nim();
    o.set("analysis", nim ? web::to_js(*nim) : val::null());
    o.set("notices", web::to_js(app.page.notices()));
    o.set("notes", web::to_js(app.page.notes()));
    o.set("moveChoice", app.keys.choice); // the Move list's entry chosen (by index), as the keyboard left it
    o.set("positionError", app.nim.position_error);
    const app::GamePlay& play = app.page.play();
    o.set("movesMade", static_cast<double>(play.history().size()));
    o.set("canUndo", play.can_undo());
    o.set("canRedo", play.can_redo());
    const auto w = play.winner();
    o.set("winner", w ? val(*w) : val::null());
    o.set("explorer", explorer_state(app));
    o.set("sum", sum_state(app));
    o.set("board", board_state(app));
    o.set("cgt", calculator_state(app));
    o.set("heaps", web::to_js(app.page.nim_heaps()));
    o.set("frames", web::frames_drawn());
    return o;
}

void open_link(std::string query) {
    ui::app_init(web::page_app(), query);
    web::wake();
}

// Centre and radius of token `index` (from the bottom) of heap `heap`, in CSS pixels relative to
// the canvas, as drawn in the last frame; null if there is no such token.
val token_spot(int heap, int index) {
    const ui::AppUi& app = web::page_app();
    const auto& heaps = app.nim.board.heaps;
    if (heap < 0 || static_cast<std::size_t>(heap) >= heaps.size()) return val::null();
    if (index < 0 || static_cast<std::size_t>(index) >= heaps[heap].size()) return val::null();
    const ui::TokenSpot& t = heaps[heap][index];
    const float d = app.density;
    return val(CssSpot{t.x / d, t.y / d, t.r / d});
}

// Where the named widget (see mark_widget in src/ui) was drawn last frame, in CSS pixels.
val widget_rect(std::string name) {
    const ui::AppUi& app = web::page_app();
    for (const auto& w : app.widgets) {
        if (w.name != name) continue;
        const float d = app.density;
        return val(CssRect{w.rect.x / d, w.rect.y / d, w.rect.z / d, w.rect.w / d});
    }
    return val::null();
}

// For tests (ui/layout_check.h): the controls cut off by their panel in the last frame drawn,
// each {window, label, x, y, w, h, clip: {x, y, w, h}} in CSS pixels; null until a frame has been
// drawn with the check on (the first call turns it on and wakes the page to draw one).
val layout_problems() {
    bool checked = false;
    const auto problems = ui::layout_problems(checked);
    if (!checked) {
        ui::layout_check_enable(true);
        web::wake();
        return val::null();
    }
    const float d = web::page_app().density;
    val out = val::array();
    for (std::size_t i = 0; i < problems.size(); ++i) {
        const auto& p = problems[i];
        const CssRect clip{p.clip.x / d, p.clip.y / d, p.clip.z / d, p.clip.w / d};
        out.set(static_cast<unsigned>(i), val(LayoutProblem{p.item.x / d, p.item.y / d, p.item.z / d, p.item.w / d, p.window, p.label, clip}));
    }
    return out;
}

} // namespace

EMSCRIPTEN_BINDINGS(grundylab_page) {
    emscripten::function("layoutProblems", &layout_problems);
    emscripten::function("getState", &get_state);
    emscripten::function("openLink", &open_link);
    emscripten::function("tokenSpot", &token_spot);
    emscripten::function("widgetRect", &widget_rect);
    emscripten::function("tableRow", &table_row);
    emscripten::function("cellSpot", &cell_spot);
    emscripten::function("boardCell", &board_cell);
    emscripten::function("graphVertex", &graph_vertex);
    emscripten::function("graphEdge", &graph_edge);
    emscripten::function("graphPoint", &graph_point);
}
