// js_values.h - engine values as plain JS objects (Embind `val`), shared by the engine module
// and the page's API so both answer in the same shapes (documented in README.md, "JS API").
// The field names are not written here: ValWriter is the JS writer of the engine's write_*
// functions (core/game.h, cgt/calc.h, games/heap_write.h, app/link_answer.h), which the CLI's
// --json uses too.
#pragma once
#include <emscripten/val.h>

#include <cstdint>
#include <vector>

#include "app/state.h"
#include "core/game.h"
#include "core/result.h"
#include "games/heap_write.h"
#include "games/registry.h"
#include "octal/octal_sequence.h"

namespace gl::web {

using emscripten::val;

inline val to_js(const std::vector<std::uint64_t>& xs) {
    val a = val::array();
    for (std::size_t i = 0; i < xs.size(); ++i) a.set(i, static_cast<double>(xs[i]));
    return a;
}

// The writer of the engine's serialisers (write_analysis, write_meta, write_calc, write_period_search,
// ...) for JS objects: the field names are written once, beside the data, for the CLI's JSON and
// for the JS API alike.
class ValWriter {
  public:
    explicit ValWriter(val root = val::object()) { stack_.push_back(std::move(root)); }
    void str(std::string_view n, std::string_view v) { put(n, val(std::string(v))); }
    void num(std::string_view n, std::uint64_t v) { put(n, val(static_cast<double>(v))); }
    void boolean(std::string_view n, bool v) { put(n, val(v)); }
    void null(std::string_view n) { put(n, val::null()); }
    void begin_array(std::string_view n) { open(n, val::array()); }
    void end_array() { stack_.pop_back(); }
    void begin_object(std::string_view n) { open(n, val::object()); }
    void end_object() { stack_.pop_back(); }
    // A field whose value is already a JS value (a typed array of values: write_sequence).
    void value(std::string_view n, val v) { put(n, std::move(v)); }
    val result() const { return stack_.front(); }

  private:
    void put(std::string_view n, val v) {
        val& top = stack_.back();
        if (top.isArray()) top.call<void>("push", v);
        else top.set(std::string(n), v);
    }
    void open(std::string_view n, val v) {
        put(n, v);
        stack_.push_back(v);
    }
    std::vector<val> stack_;
};

inline val to_js(const Error& e) {
    ValWriter w;
    write_error(w, e);
    return w.result();
}

inline val to_js(const std::vector<Error>& errors) {
    val a = val::array();
    for (std::size_t i = 0; i < errors.size(); ++i) a.set(i, to_js(errors[i]));
    return a;
}

inline val to_js(const nim::Analysis& a) {
    ValWriter w;
    nim::write_nim(w, a);
    return w.result();
}

inline val to_js(const Analysis& a) {
    ValWriter w;
    write_analysis(w, a);
    return w.result();
}

inline val to_js(const app::State& s) {
    val o = val::object();
    o.set("game", s.game);
    o.set("play", std::string(s.play == Play::Misere ? "misere" : "normal"));
    o.set("pos", s.pos);
    if (!s.rules.empty()) o.set("rules", s.rules);
    auto heaps = app::parse_position(s.pos); // Nim's heaps ([] for a position of another game)
    o.set("heaps", to_js(heaps ? heaps.value() : std::vector<std::uint64_t>{}));
    o.set("turn", s.turn);
    o.set("computer", s.computer);
    o.set("hints", s.hints);
    if (screen_kind(s.game) == ScreenKind::Calculator) { // the calculator's keys
        o.set("expr", s.expr);
        o.set("vs", s.vs);
    }
    return o;
}

// The proof octal::write_periodicity wrote (games/heap_write.h: a Web Worker's search, read back by
// the page).
inline octal::Periodicity periodicity_from_js(const val& o) {
    auto count = [&](const char* key) { return static_cast<std::uint64_t>(o[key].as<double>()); };
    octal::Periodicity q;
    q.period = count("period");
    q.preperiod = count("preperiod");
    q.max_take = count("k");
    const std::string bound = o["bound"].as<std::string>();
    q.bound = bound == "octal"        ? octal::Bound::Octal
              : bound == "split"      ? octal::Bound::Split
              : bound == "arithmetic" ? octal::Bound::Arithmetic
                                      : octal::Bound::Subtraction;
    if (o["saltus"].isNumber()) q.saltus = count("saltus"); // G(n + p) = G(n) + saltus
    q.parts = count("parts");
    q.check_begin = count("checkBegin");
    q.check_end = count("checkEnd");
    q.values_used = count("valuesUsed");
    q.exception_count = count("exceptionCount");
    q.last_exception = count("lastException");
    const val list = o["exceptions"];
    const auto n = list["length"].as<unsigned>();
    for (unsigned i = 0; i < n && i < octal::Periodicity::kListedExceptions; ++i)
        q.exceptions.push_back(static_cast<std::uint64_t>(list[i].as<double>()));
    q.certificate = o["certificate"].as<std::string>();
    return q;
}

} // namespace gl::web
