// bindings_app.cpp - the page's own JS API (Embind): read the state shown on screen, open a
// link, and find where tokens are drawn (for tests that click real tokens).
#include <emscripten/bind.h>
#include <emscripten/html5.h>

#include "web/js_values.h"
#include "web/page.h"

namespace {

using namespace gl;
using emscripten::val;

val get_state() {
    const ui::AppUi& app = web::page_app();
    val o = web::to_js(app.session.state());
    o.set("link", app.session.link());
    o.set("analysis", web::to_js(app.session.analysis()));
    o.set("notices", web::to_js(app.session.notices()));
    o.set("positionError", app.position_error);
    o.set("movesMade", static_cast<double>(app.session.moves().size()));
    o.set("canUndo", app.session.can_undo());
    o.set("canRedo", app.session.can_redo());
    const auto w = app.session.winner();
    o.set("winner", w ? val(*w) : val::null());
    return o;
}

void open_link(std::string query) {
    ui::app_init(web::page_app(), query);
}

// Centre and radius of token `index` (from the bottom) of heap `heap`, in CSS pixels relative to
// the canvas, as drawn in the last frame; null if there is no such token.
val token_spot(int heap, int index) {
    const ui::AppUi& app = web::page_app();
    const auto& heaps = app.board.heaps;
    if (heap < 0 || static_cast<std::size_t>(heap) >= heaps.size()) return val::null();
    if (index < 0 || static_cast<std::size_t>(index) >= heaps[heap].size()) return val::null();
    const ui::TokenSpot& t = heaps[heap][index];
    const float d = app.density;
    val o = val::object();
    o.set("x", t.x / d);
    o.set("y", t.y / d);
    o.set("r", t.r / d);
    return o;
}

// Where the named widget (see mark_widget in src/ui) was drawn last frame, in CSS pixels.
val widget_rect(std::string name) {
    const ui::AppUi& app = web::page_app();
    for (const auto& w : app.widgets) {
        if (w.name != name) continue;
        const float d = app.density;
        val o = val::object();
        o.set("x", w.rect.x / d);
        o.set("y", w.rect.y / d);
        o.set("w", w.rect.z / d);
        o.set("h", w.rect.w / d);
        return o;
    }
    return val::null();
}

} // namespace

EMSCRIPTEN_BINDINGS(grundylab_page) {
    emscripten::function("getState", &get_state);
    emscripten::function("openLink", &open_link);
    emscripten::function("tokenSpot", &token_spot);
    emscripten::function("widgetRect", &widget_rect);
}
