// js_values.h - engine values as plain JS objects (Embind `val`), shared by the engine module
// and the page's API so both answer in the same shapes (documented in README.md, "JS API").
#pragma once
#include <emscripten/val.h>

#include <cstdint>
#include <vector>

#include "app/state.h"
#include "core/game.h"
#include "core/result.h"
#include "games/nim.h"
#include "games/octal_sequence.h"

namespace gl::web {

using emscripten::val;

inline val to_js(const std::vector<std::uint64_t>& xs) {
    val a = val::array();
    for (std::size_t i = 0; i < xs.size(); ++i) a.set(i, static_cast<double>(xs[i]));
    return a;
}

inline val to_js(const Error& e) {
    val o = val::object();
    o.set("where", e.where);
    o.set("offset", e.offset == Error::kWhole ? val::null() : val(static_cast<double>(e.offset)));
    o.set("message", e.message);
    o.set("text", e.describe());
    return o;
}

inline val to_js(const std::vector<Error>& errors) {
    val a = val::array();
    for (std::size_t i = 0; i < errors.size(); ++i) a.set(i, to_js(errors[i]));
    return a;
}

inline val to_js(const nim::Analysis& an) {
    val o = val::object();
    o.set("heaps", to_js(an.heaps));
    o.set("play", std::string(an.play == Play::Misere ? "misere" : "normal"));
    o.set("nimSum", static_cast<double>(an.nim_sum));
    o.set("outcome", std::string(1, outcome_char(an.outcome)));
    o.set("gameOver", an.game_over);
    o.set("reason", an.reason);
    val moves = val::array();
    for (std::size_t i = 0; i < an.winning_moves.size(); ++i) {
        const auto& m = an.winning_moves[i];
        val mv = val::object();
        mv.set("heap", static_cast<double>(m.heap));
        mv.set("from", static_cast<double>(m.from));
        mv.set("to", static_cast<double>(m.to));
        moves.set(i, mv);
    }
    o.set("winningMoves", moves);
    return o;
}

// The writer of core/game.h's serialisers (write_analysis, write_meta, ...) for JS objects: the
// field names are written once, in core/game.h, for the CLI's JSON and for the JS API alike.
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
    auto heaps = app::parse_position(s.pos);
    o.set("heaps", to_js(heaps ? heaps.value() : app::parse_position(app::State{}.pos).value()));
    o.set("turn", s.turn);
    o.set("computer", s.computer);
    o.set("hints", s.hints);
    if (s.game == "cgt") { // the calculator's keys
        o.set("expr", s.expr);
        o.set("vs", s.vs);
    }
    return o;
}

// The fields of a proved period, as octalPeriod() and getState().explorer give them.
inline void set_periodicity(val& o, const octal::Periodicity& q) {
    o.set("period", static_cast<double>(q.period));
    o.set("preperiod", static_cast<double>(q.preperiod));
    o.set("k", static_cast<double>(q.max_take));
    o.set("bound", std::string(q.bound == octal::Bound::Octal ? "octal" : q.bound == octal::Bound::Split ? "split" : "subtraction"));
    o.set("parts", static_cast<double>(q.parts));
    o.set("saltus", 0); // G(n + p) = G(n) + saltus: plain periods only are proved
    o.set("checkBegin", static_cast<double>(q.check_begin));
    o.set("checkEnd", static_cast<double>(q.check_end));
    o.set("valuesUsed", static_cast<double>(q.values_used));
    o.set("exceptionCount", static_cast<double>(q.exception_count));
    o.set("exceptions", to_js(q.exceptions));
    o.set("lastException", static_cast<double>(q.last_exception));
    o.set("certificate", q.certificate);
}

// The proof set_periodicity wrote (a Web Worker's search, read back by the page).
inline octal::Periodicity periodicity_from_js(const val& o) {
    auto count = [&](const char* key) { return static_cast<std::uint64_t>(o[key].as<double>()); };
    octal::Periodicity q;
    q.period = count("period");
    q.preperiod = count("preperiod");
    q.max_take = count("k");
    const std::string bound = o["bound"].as<std::string>();
    q.bound = bound == "octal" ? octal::Bound::Octal : bound == "split" ? octal::Bound::Split : octal::Bound::Subtraction;
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

// A move in one heap: {heap, from, take, leaves: [a] or [a, b] or []}.
inline val heap_move_to_js(std::size_t heap, std::uint64_t from, const octal::HeapOption& option) {
    val mv = val::object();
    mv.set("heap", static_cast<double>(heap));
    mv.set("from", static_cast<double>(from));
    mv.set("take", static_cast<double>(option.take));
    val left = val::array();
    for (unsigned k = 0; k < option.parts; ++k) left.set(k, static_cast<double>(option.left[k]));
    mv.set("leaves", left);
    return mv;
}

} // namespace gl::web
