// bindings_engine.cpp - the engine's JS API (Embind). Built into the page and, alone, into the
// module grundylab-engine.js for node and other pages. Every function answers with a plain
// object; bad input gives {ok: false, error: {where, offset, message, text}}, never an exception.
#include <emscripten/bind.h>

#include <cmath>

#include "app/state.h"
#include "core/impartial.h"
#include "games/registry.h"
#include "web/js_values.h"

namespace {

using namespace gl;
using emscripten::val;

constexpr double kMaxSafe = 9007199254740991.0; // 2^53 - 1: larger JS numbers are not exact

val failure(const Error& e) {
    val o = val::object();
    o.set("ok", false);
    o.set("error", web::to_js(e));
    return o;
}

// A JS array of whole numbers 0 .. 2^53-1, or an Error naming the bad element.
Result<std::vector<std::uint64_t>> numbers_from_js(const val& v, const char* name) {
    if (!v.isArray()) return Error{name, Error::kWhole, "must be an array of whole numbers, e.g. [3, 5, 7]"};
    const auto n = v["length"].as<unsigned>();
    std::vector<std::uint64_t> out;
    for (unsigned i = 0; i < n; ++i) {
        val x = v[i];
        const std::string where = std::string(name) + "[" + std::to_string(i) + "]";
        if (!x.isNumber()) return Error{where, Error::kWhole, "is not a number"};
        const double d = x.as<double>();
        if (!std::isfinite(d) || d != std::floor(d)) return Error{where, Error::kWhole, "is not a whole number"};
        if (d < 0) return Error{where, Error::kWhole, "is negative"};
        if (d > kMaxSafe) return Error{where, Error::kWhole, "is larger than 2^53-1, the largest exact JS integer"};
        out.push_back(static_cast<std::uint64_t>(d));
    }
    return out;
}

val nim_analyze(val heaps, val misere) {
    auto h = numbers_from_js(heaps, "heaps");
    if (!h) return failure(h.error());
    const bool m = misere.isUndefined() ? false : misere.as<bool>();
    val o = web::to_js(nim::analyse(h.value(), m ? Play::Misere : Play::Normal));
    o.set("ok", true);
    return o;
}

val mex_of(val values) {
    auto v = numbers_from_js(values, "values");
    if (!v) return failure(v.error());
    val o = val::object();
    o.set("ok", true);
    o.set("value", static_cast<double>(mex(v.value())));
    return o;
}

val nim_sum_of(val values) {
    auto v = numbers_from_js(values, "values");
    if (!v) return failure(v.error());
    val o = val::object();
    o.set("ok", true);
    o.set("value", static_cast<double>(nim_sum(v.value())));
    return o;
}

// Reads a page link the way the page does: the state it opens, the problems, the canonical link.
val parse_link(std::string query) {
    app::LinkLoad load = app::state_from_link(query);
    val o = val::object();
    o.set("ok", load.errors.empty());
    o.set("state", web::to_js(load.state));
    o.set("errors", web::to_js(load.errors));
    o.set("link", app::link_from_state(load.state));
    return o;
}

val game_list() {
    val a = val::array();
    int i = 0;
    for (const GameInfo& g : games()) {
        val o = val::object();
        o.set("id", std::string(g.id));
        o.set("title", std::string(g.title));
        o.set("summary", std::string(g.summary));
        a.set(i++, o);
    }
    return a;
}

std::string version() { return "0.1.0"; }

} // namespace

EMSCRIPTEN_BINDINGS(grundylab_engine) {
    emscripten::function("nimAnalyze", &nim_analyze);
    emscripten::function("mex", &mex_of);
    emscripten::function("nimSum", &nim_sum_of);
    emscripten::function("parseLink", &parse_link);
    emscripten::function("games", &game_list);
    emscripten::function("version", &version);
}
