// bindings_engine.cpp - the engine's JS API (Embind). Built into the page and, alone, into the
// module grundylab-engine.js for node and other pages. Every function answers with a plain
// object; bad input gives {ok: false, error: {where, offset, message, text}}, never an exception.
//
// Index:
//   [SECTION] Records    the answers of fixed fields, as C++ structs (Embind value_object)
//   [SECTION] Nim        JS numbers checked, failures as values; nimAnalyze, mex, nimSum
//   [SECTION] Links      parseLink, games, analyze (any link, answered as its screen shows it)
//   [SECTION] Partizan   cgt, cgtCompare; the version and the heap in use
//   [SECTION] Octal      rules, values, periods, positions, explorer links, quotients, named games
//   [SECTION] Search     OctalSearch: a resumable period search, advanced in steps
//   [SECTION] Bindings   the names JS sees
#include <emscripten/bind.h>

#include <malloc.h>

#include <cmath>
#include <optional>

#include "app/explorer.h"
#include "app/game_play.h"
#include "app/heap_calls.h"
#include "app/link_answer.h"
#include "app/state.h"
#include "cgt/calc.h"
#include "core/impartial.h"
#include "core/link.h"
#include "core/text.h"
#include "games/misere_heaps.h"
#include "octal/octal.h"
#include "octal/octal_library.h"
#include "octal/octal_sequence.h"
#include "games/registry.h"
#include "web/js_values.h"

namespace {

using namespace gl;
using emscripten::val;

//-----------------------------------------------------------------------------
// [SECTION] Records
//-----------------------------------------------------------------------------

// The answers whose keys are always the same: each is a struct here, registered once below as an
// Embind value_object, and val(record) is a plain JS object with the keys in the order they are
// registered. Numbers past 32 bits are doubles (exact to 2^53: Embind has no 64-bit numbers
// without BigInt), and a list or a nested answer is a `val` built by hand (a JS array, where a
// std::vector would be a registered handle). Answers with optional keys, and those the engine's
// write_* functions fill, stay hand-built `val`s.
struct Failure { // {ok: false, error: {where, offset, message, text}}
    bool ok;
    val error = val::undefined(); // (a value_object needs a default constructor)
};
struct NumberAnswer { // mex, nimSum
    bool ok;
    double value;
};
struct LinkRead { // parseLink
    bool ok;
    val state = val::undefined(), errors = val::undefined(), notes = val::undefined();
    std::string link;
};
struct RulesAnswer { // octalRules, subtractionRules
    bool ok;
    std::string code, family;
    unsigned max_parts;
    bool finite, constrained;
    std::string name;
    val a = val::undefined(), b = val::undefined(), c = val::undefined(); // the sets A, B, C as arrays
    bool split_without_taking;
    double k;
};
struct NamedGame { // octalGames' entries
    std::string code, name, about;
};
struct MethodRow { // OctalSearch.state().methods' entries: a JS array [begin, end, sparse, mask, domain]
    double begin, end;
    int sparse;
    std::uint32_t mask;
    bool domain;
};
struct SearchState { // OctalSearch.state()
    val methods = val::undefined(); // of MethodRow
    bool sparse;
    std::uint32_t mask;
    bool domain;
    std::uint32_t rare_label;
    double rare_positions, last_rare, work, refused_bytes;
};

// Each record's JS names, in the order JS sees the keys.
EMSCRIPTEN_BINDINGS(grundylab_engine_records) {
    using emscripten::value_object;
    value_object<Failure>("Failure").field("ok", &Failure::ok).field("error", &Failure::error);
    value_object<NumberAnswer>("NumberAnswer").field("ok", &NumberAnswer::ok).field("value", &NumberAnswer::value);
    value_object<LinkRead>("LinkRead").field("ok", &LinkRead::ok).field("state", &LinkRead::state)
        .field("errors", &LinkRead::errors).field("notes", &LinkRead::notes).field("link", &LinkRead::link);
    value_object<RulesAnswer>("RulesAnswer").field("ok", &RulesAnswer::ok).field("code", &RulesAnswer::code)
        .field("family", &RulesAnswer::family).field("maxParts", &RulesAnswer::max_parts).field("finite", &RulesAnswer::finite)
        .field("constrained", &RulesAnswer::constrained).field("name", &RulesAnswer::name).field("a", &RulesAnswer::a)
        .field("b", &RulesAnswer::b).field("c", &RulesAnswer::c).field("splitWithoutTaking", &RulesAnswer::split_without_taking)
        .field("k", &RulesAnswer::k);
    value_object<NamedGame>("NamedGame").field("code", &NamedGame::code).field("name", &NamedGame::name).field("about", &NamedGame::about);
    emscripten::value_array<MethodRow>("MethodRow").element(&MethodRow::begin).element(&MethodRow::end)
        .element(&MethodRow::sparse).element(&MethodRow::mask).element(&MethodRow::domain);
    value_object<SearchState>("SearchState").field("methods", &SearchState::methods).field("sparse", &SearchState::sparse)
        .field("mask", &SearchState::mask).field("domain", &SearchState::domain).field("rareLabel", &SearchState::rare_label)
        .field("rarePositions", &SearchState::rare_positions).field("lastRare", &SearchState::last_rare)
        .field("work", &SearchState::work).field("refusedBytes", &SearchState::refused_bytes);
}

//-----------------------------------------------------------------------------
// [SECTION] Nim
//-----------------------------------------------------------------------------

constexpr double kMaxSafe = 9007199254740991.0; // 2^53 - 1: larger JS numbers are not exact

val failure(const Error& e) { return val(Failure{false, web::to_js(e)}); }

// A JS array of whole numbers 0 .. 2^53-1 (at most kMaxItems), or an Error naming the bad element.
constexpr unsigned kMaxItems = 1'000'000;
Result<std::vector<std::uint64_t>> numbers_from_js(const val& v, const char* name) {
    if (!v.isArray()) return Error{name, Error::kWhole, "must be an array of whole numbers, e.g. [3, 5, 7]"};
    const double length = v["length"].as<double>();
    if (!(length <= kMaxItems))
        return Error{name, Error::kWhole, "has more than " + std::to_string(kMaxItems) + " items"};
    const auto n = static_cast<unsigned>(length);
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
    web::ValWriter w;
    w.boolean("ok", true);
    nim::write_nim(w, nim::analyse(h.value(), m ? Play::Misere : Play::Normal));
    return w.result();
}

val mex_of(val values) {
    auto v = numbers_from_js(values, "values");
    if (!v) return failure(v.error());
    return val(NumberAnswer{true, static_cast<double>(mex(v.value()))});
}

val nim_sum_of(val values) {
    auto v = numbers_from_js(values, "values");
    if (!v) return failure(v.error());
    return val(NumberAnswer{true, static_cast<double>(nim_sum(v.value()))});
}

//-----------------------------------------------------------------------------
// [SECTION] Links
//-----------------------------------------------------------------------------

// Reads a page link the way the page does: the state it opens, the problems, the canonical link.
val parse_link(std::string query) {
    app::LinkLoad load = app::state_from_link(query);
    return val(LinkRead{load.errors.empty(), web::to_js(load.state), web::to_js(load.errors), web::to_js(load.notes),
                        app::link_from_state(load.state)});
}

// Every game of the registry: id, title, rules, source, position grammar, example and its link.
val game_list() {
    val a = val::array();
    int i = 0;
    for (const GameEntry& g : game_entries()) {
        web::ValWriter w;
        write_meta(w, g.meta());
        w.str("summary", g.meta().rules);
        w.boolean("ruleset", g.is_ruleset());
        a.set(i++, w.result());
    }
    return a;
}

val explorer_answer(app::Explorer& x, bool has_n); // below, with the octal calls

// Any link the page reads, answered as its screen shows it (app/link_answer.h), with the fields of
// `grundylab analyze QUERY --json`: E.analyze("game=nim&pos=13,12,8") a position's analysis,
// E.analyze("game=cgt&expr={3|1}") the calculator's (as E.cgt, with `comparison` for vs=),
// E.analyze("game=octal&rules=0.07&n=200") the explorer's search up to n (as E.octalPeriod, and
// values and methods as E.octalSequence when the link has n). `misere` (optional) sets the play
// where the link has no play key, and must agree with it where it has one. The second argument
// may also be an object {misere, budget}: `budget` the steps a position's search may spend (as the
// CLI's --budget; 1 to 10^9 here, where sizes are 32 bits; else the link's budget=, else the
// page's 8,000,000).
val analyze(val query, val second) {
    if (!query.isString()) return failure(Error{"query", Error::kWhole, "must be a string such as \"game=nim&pos=13,12,8\""});
    val misere = second;
    app::AnswerRequest request;
    if (!second.isUndefined() && !second.isNull() && second.typeOf().as<std::string>() == "object") {
        misere = second["misere"];
        if (const val b = second["budget"]; !b.isUndefined()) {
            // The CLI's --budget check, with JS's most and words.
            auto steps = app::budget_from_number(b.typeOf().as<std::string>() == "number" ? b.as<double>() : NAN, app::kMaxJsBudget);
            if (!steps) return failure(steps.error());
            request.budget = steps.value();
            request.budget_field = "{budget}";
        }
    }
    if (!misere.isUndefined() && !misere.isNull() && misere.typeOf().as<std::string>() != "boolean")
        return failure(Error{"misere", Error::kWhole, "must be true or false"});
    const app::LinkLoad load = app::state_from_link(query.as<std::string>());
    if (!load.errors.empty()) return failure(load.errors.front());
    if (misere.isTrue() || misere.isFalse()) request.misere = misere.isTrue();
    request.field = "misere";
    request.quoted = misere.isTrue() ? "misere=true" : "misere=false";
    request.misere_view = "E.misereQuotient";
    app::LinkAnswer a = app::answer_link(load, request);
    if (!a.ok()) return failure(a.error);
    switch (a.screen) {
    case app::Screen::Calculator: {
        web::ValWriter w;
        app::write_calculator(w, *a.calculator);
        return w.result();
    }
    case app::Screen::Explorer: return explorer_answer(*a.explorer, a.lists_values);
    case app::Screen::Play: break;
    }
    return web::to_js(*a.analysis);
}

//-----------------------------------------------------------------------------
// [SECTION] Partizan
//-----------------------------------------------------------------------------

// ---- partizan games ---------------------------------------------------------------------------

// E.cgt("{0,*|1}"): the fields of `grundylab cgt EXPR --json` (cgt/calc.h, write_calc).
val cgt_calc(val expr) {
    if (!expr.isString()) return failure(Error{"expr", Error::kWhole, "must be a string such as \"{0,*|1}\""});
    auto c = app::calculate_with_heaps(expr.as<std::string>());
    if (!c) return failure(c.error());
    web::ValWriter w;
    cgt::write_calc(w, c.value());
    return w.result();
}

// E.cgtCompare("^", "*"): {ok, g, h, relation: "=" | "<" | ">" | "||", witness, difference}.
val cgt_compare(val g, val h) {
    if (!g.isString()) return failure(Error{"G", Error::kWhole, "must be a string such as \"^\""});
    if (!h.isString()) return failure(Error{"H", Error::kWhole, "must be a string such as \"*\""});
    auto c = cgt::compare_exprs(g.as<std::string>(), h.as<std::string>());
    if (!c) return failure(c.error());
    web::ValWriter w;
    cgt::write_comparison(w, c.value());
    return w.result();
}

std::string version() { return GL_VERSION; }

// Bytes of the wasm heap in use (malloc's count): tests check that it returns to where it was.
double memory_in_use() { return static_cast<double>(mallinfo().uordblks); }

//-----------------------------------------------------------------------------
// [SECTION] Octal
//-----------------------------------------------------------------------------

// ---- octal and subtraction games ------------------------------------------------------------

val set_to_js(const std::vector<unsigned>& s) {
    val a = val::array();
    for (std::size_t i = 0; i < s.size(); ++i) a.set(i, s[i]);
    return a;
}

val rules_to_js(const octal::Rules& r) {
    const auto sets = octal::to_sets(r);
    const std::string code = octal::format_code(r);
    return val(RulesAnswer{
        .ok = true,
        .code = code,
        .family = r.family == octal::Family::Code ? "code" : r.family == octal::Family::Octal ? "octal" : octal::family_word(r.family),
        .max_parts = r.max_parts(),
        .finite = r.finite(),
        .constrained = r.constrained(),
        .name = std::string(octal::name_of(code)),
        .a = set_to_js(sets.a),
        .b = set_to_js(sets.b),
        .c = set_to_js(sets.c),
        .split_without_taking = sets.split_without_taking,
        .k = static_cast<double>(r.max_take()),
    });
}

Result<octal::Rules> rules_from_js(const val& code) {
    if (!code.isString()) return Error{"code", Error::kWhole, "must be a string such as \"0.07\""};
    const std::string text = code.as<std::string>();
    for (auto f : {octal::Family::Lasker, octal::Family::Grundy}) // Lasker's Nim, Grundy's game: no code
        if (text == octal::family_word(f)) return octal::family_rules(f);
    return octal::parse_code(text);
}

val octal_rules(val code) {
    auto r = rules_from_js(code);
    return r ? rules_to_js(r.value()) : failure(r.error());
}

// The subtraction game S as an octal game: from [1,3,4] or "1,3,4".
val subtraction_rules(val set) {
    Result<octal::Rules> r = Error{"set", Error::kWhole, "must be an array of whole numbers or a string such as \"1,3,4\""};
    if (set.isString()) r = octal::parse_subtraction(set.as<std::string>());
    else if (set.isArray()) {
        auto v = numbers_from_js(set, "set");
        r = v ? octal::subtraction(v.value()) : Result<octal::Rules>(v.error());
    }
    return r ? rules_to_js(r.value()) : failure(r.error());
}

// Values as a typed array of the sequence's own width (Uint8Array while values fit in a byte),
// copied in one block (a value at a time through Embind took seconds for 2^26 values).
template <class T>
val typed_copy(const octal::Sequence& seq, std::uint64_t count) {
    // Straight from the storage (count <= size()): a copy into wasm memory first could be
    // refused (the browser's ceiling) and doubled the peak.
    return val(emscripten::typed_memory_view(static_cast<std::size_t>(count), static_cast<const T*>(seq.raw())))
        .call<val>("slice");
}
val values_to_js(const octal::Sequence& seq, std::uint64_t count) {
    if (seq.bytes_per_value() == 1) return typed_copy<std::uint8_t>(seq, count);
    if (seq.bytes_per_value() == 2) return typed_copy<std::uint16_t>(seq, count);
    return typed_copy<std::uint32_t>(seq, count);
}

// How many values a browser call may ask for at once (the explorer computes more, in steps), and
// how much work a synchronous call may do (about a second or two): beyond, octalSearch in steps.
// The budget covers all of a call: computing the values, finding winning moves (one step per
// option looked at) and building the answer (kCopySteps per value, kMoveSteps per move listed).
constexpr double kMaxJsValues = 1 << 26;
constexpr std::uint64_t kSyncWork = 1'000'000'000;
constexpr std::uint64_t kCopySteps = 2;
constexpr std::uint64_t kMoveSteps = 10'000;

val too_much_work(const char* what) {
    return failure(Error{what, Error::kWhole,
                         "needs more than " + std::to_string(kSyncWork) +
                             " steps in one call; use octalSearch(code, limit) and advance it in steps"});
}

Result<std::uint64_t> count_from_js(const val& v, const char* name, double max) {
    if (!v.isNumber()) return Error{name, Error::kWhole, "must be a number"};
    const double d = v.as<double>();
    if (!std::isfinite(d) || d != std::floor(d) || d < 1) return Error{name, Error::kWhole, "must be a whole number, at least 1"};
    if (d > max) return Error{name, Error::kWhole, "must be at most " + std::to_string(static_cast<std::uint64_t>(max))};
    return static_cast<std::uint64_t>(d);
}

val octal_sequence(val code, val n, val naive) {
    auto r = rules_from_js(code);
    if (!r) return failure(r.error());
    auto count = count_from_js(n, "n", kMaxJsValues);
    if (!count) return failure(count.error());
    octal::Sequence seq(r.value(), naive.isTrue() ? octal::Algorithm::Naive : octal::Algorithm::Auto);
    const std::uint64_t copy = count.value() * kCopySteps;
    const bool done = seq.advance(count.value(), kSyncWork - copy);
    if (seq.out_of_memory()) return failure(Error{"n", Error::kWhole, seq.memory_message()});
    if (!done || seq.work_done() + copy > kSyncWork) return too_much_work("n");
    web::ValWriter w;
    w.boolean("ok", true);
    octal::write_sequence(w, seq, count.value(), std::nullopt,
                          [&](web::ValWriter& v) { v.value("values", values_to_js(seq, count.value())); });
    return w.result();
}

val periodicity_to_js(const octal::PeriodSearch& s) {
    web::ValWriter w;
    w.boolean("ok", true);
    octal::write_period_search(w, s.sequence(), s.periodicity());
    return w.result();
}

val octal_period(val code, val limit) {
    auto r = rules_from_js(code);
    if (!r) return failure(r.error());
    auto lim = limit.isUndefined() ? Result<std::uint64_t>(std::uint64_t{1} << 22) : count_from_js(limit, "limit", kMaxJsValues);
    if (!lim) return failure(lim.error());
    octal::PeriodSearch s(r.value(), lim.value());
    const auto st = s.advance(kSyncWork);
    if (st == octal::PeriodSearch::Status::OutOfMemory) return failure(Error{"limit", Error::kWhole, s.sequence().memory_message()});
    if (st == octal::PeriodSearch::Status::Running) return too_much_work("limit");
    return periodicity_to_js(s);
}

val octal_position(val code, val heaps) {
    auto r = rules_from_js(code);
    if (!r) return failure(r.error());
    auto h = numbers_from_js(heaps, "heaps");
    if (!h) return failure(h.error());
    std::uint64_t top = 0;
    for (auto x : h.value()) top = std::max(top, x);
    if (top > octal::kMaxAnalysedHeap)
        return failure(Error{"heaps", Error::kWhole, "a heap is larger than " + std::to_string(octal::kMaxAnalysedHeap)});
    octal::PeriodSearch s(r.value(), top + 1);
    const auto st = s.advance(kSyncWork);
    if (st == octal::PeriodSearch::Status::OutOfMemory) return failure(Error{"heaps", Error::kWhole, s.sequence().memory_message()});
    if (st == octal::PeriodSearch::Status::Running) return too_much_work("heaps");
    const std::uint64_t left = kSyncWork - std::min(kSyncWork, s.sequence().work_done());
    if (octal::winning_move_work(r.value(), h.value()) > left) return too_much_work("heaps");
    // One move more than the budget can list is enough to refuse (8M moves of 4.7 would not fit).
    auto a = octal::analyse_position(r.value(), s.value_lookup(), h.value(), left, left / kMoveSteps + 1);
    if (!a) return failure(a.error());
    if (a->winning_move_count * kMoveSteps > left) return too_much_work("heaps");
    web::ValWriter w;
    w.boolean("ok", true);
    octal::write_position(w, r.value(), a.value());
    return w.result();
}

// G(0..count-1) known to `s` (computed or from its proved period) as a typed array of the
// sequence's width, as values_to_js gives the computed ones.
template <class T>
val typed_lookup(const octal::PeriodSearch& s, std::uint64_t count) {
    std::vector<T> v(static_cast<std::size_t>(count));
    for (std::uint64_t i = 0; i < count; ++i) v[i] = static_cast<T>(s.lookup(i)->value);
    return val(emscripten::typed_memory_view(v.size(), v.data())).call<val>("slice");
}
val lookup_values_to_js(const octal::PeriodSearch& s, std::uint64_t count) {
    if (count <= s.sequence().size()) return values_to_js(s.sequence(), count);
    const unsigned width = s.sequence().bytes_per_value(); // the period repeats computed values: they fit
    if (width == 1) return typed_lookup<std::uint8_t>(s, count);
    if (width == 2) return typed_lookup<std::uint16_t>(s, count);
    return typed_lookup<std::uint32_t>(s, count);
}

// An explorer link (E.analyze): the page's model opened for its rules and n (app::answer_link),
// run within one call's work; with the link's n, G(0..n-1) (at most 2^26 values in one call, as
// octalSequence).
val explorer_answer(app::Explorer& x, bool has_n) {
    const std::uint64_t n = x.target();
    if (has_n && static_cast<double>(n) > kMaxJsValues)
        return failure(Error{"n", Error::kWhole, "E.analyze lists at most " + std::to_string(static_cast<std::uint64_t>(kMaxJsValues)) +
                                                     " values in one call; use octalSearch(code, n) and its values(begin, end)"});
    const std::uint64_t copy = has_n ? n * kCopySteps : 0;
    x.step(kSyncWork - copy);
    if (x.out_of_memory()) return failure(Error{"n", Error::kWhole, x.memory_message()});
    if (x.running() || x.sequence().work_done() + copy > kSyncWork) return too_much_work("n");
    const std::optional<std::uint64_t> listed = has_n && app::values_known(x, n) ? std::optional(n) : std::nullopt;
    web::ValWriter w;
    app::write_explorer(w, x, false, listed, [&](web::ValWriter& v) { v.value("values", lookup_values_to_js(x.search(), n)); });
    return w.result();
}

// The misère quotient of a heap game for the heaps up to maxHeap (1 to the page's 200), as the
// CLI's `misere --json` gives it; where none is found, the error names the heap it stopped at.
val misere_quotient_js(val code, val max_heap) {
    if (!code.isString()) return failure(Error{"code", Error::kWhole, "must be a string such as \"0.77\" or \"{1,2,3}\""});
    const std::string text = code.as<std::string>();
    auto r = octal::parse_heap_rules(text, "code");
    if (!r) return failure(r.error());
    if (r->family != octal::Family::Octal && r->family != octal::Family::Code)
        return failure(Error{"code", Error::kWhole, "misère quotients are computed for take-and-break codes and subtraction sets"});
    if (!max_heap.isNumber() || max_heap.as<double>() != std::floor(max_heap.as<double>()) || max_heap.as<double>() < 1 ||
        max_heap.as<double>() > static_cast<double>(app::kMaxMisereViewHeap))
        return failure(Error{"maxHeap", Error::kWhole, "must be a whole number from 1 to " + std::to_string(app::kMaxMisereViewHeap)});
    const auto n = static_cast<std::uint32_t>(max_heap.as<double>());
    auto q = cgt::misere_quotient_prefix(misere_heaps::heap_options_as_reached(r.value()), n);
    if (!q) return failure(q.error());
    if (!q->stopped.empty())
        return failure(Error{"maxHeap", Error::kWhole, q->stopped + "; the quotient is proved up to heap " + std::to_string(q->max_heap)});
    return val::global("JSON").call<val>("parse", misere_heaps::quotient_json(r.value(), q.value()));
}

val named_octal_games() {
    val a = val::array();
    int i = 0;
    for (const auto& g : octal::named_games())
        a.set(i++, val(NamedGame{std::string(g.code), std::string(g.name), std::string(g.about)}));
    return a;
}

//-----------------------------------------------------------------------------
// [SECTION] Search
//-----------------------------------------------------------------------------

// A resumable period search for JS that wants progress: new OctalSearch(code, limit), then
// advance(work) in steps. A bad code or limit leaves it in error (error() says why; api-post.js
// turns that into {ok: false, error} from octalSearch()).
class JsOctalSearch {
  public:
    JsOctalSearch(val code, val limit) {
        auto r = rules_from_js(code);
        auto lim = count_from_js(limit, "limit", static_cast<double>(app::Explorer::kMaxN)); // what a tab can hold
        if (!r) error_ = r.error();
        else if (!lim) error_ = lim.error();
        else s_.emplace(r.value(), lim.value());
    }
    val error() const { return s_ ? val::null() : failure(*error_); }
    // work: any JS number; NaN and below 1 do one step, Infinity runs to the end (never a cast
    // of an out-of-range double: that wrapped Infinity to 0 and looped for ever).
    std::string advance(double work) {
        if (!s_) return "error";
        const auto st = s_->advance(saturate_uint(work, 1));
        return st == octal::PeriodSearch::Status::Running  ? "running"
               : st == octal::PeriodSearch::Status::Proved ? "proved"
               : st == octal::PeriodSearch::Status::OutOfMemory ? "memory" : "limit";
    }
    double size() const { return s_ ? static_cast<double>(s_->sequence().size()) : 0; }
    // G(n) for a whole n 0..2^53-1 that is known; null for anything else (1.5, 1e20, Infinity).
    val value(double n) const {
        const auto at = exact_uint(n, static_cast<std::uint64_t>(kMaxSafe));
        if (!s_ || !at) return val::null();
        auto v = s_->lookup(*at);
        return v ? val(static_cast<double>(v->value)) : val::null();
    }
    // {ok: false, error} naming memory if the search stopped because memory was refused.
    val result() const {
        if (s_ && s_->status() == octal::PeriodSearch::Status::OutOfMemory)
            return failure(Error{"limit", Error::kWhole, s_->sequence().memory_message()});
        return s_ ? periodicity_to_js(*s_) : failure(*error_);
    }
    // Raises the limit (never lowers it, at most what a tab can hold): a search that stopped at
    // its limit goes on from there.
    void raise_limit(val limit) {
        auto lim = count_from_js(limit, "limit", static_cast<double>(app::Explorer::kMaxN));
        if (s_ && lim) s_->raise_limit(lim.value());
    }
    // G(begin..end-1) of the computed values as a typed array of the storage's width
    // (Uint8Array, Uint16Array or Uint32Array), cut to what is computed; empty if none.
    val values(double begin, double end) const {
        const std::uint64_t size = s_ ? s_->sequence().size() : 0;
        const std::uint64_t b = std::min(saturate_uint(begin, 0), size), e = std::min(saturate_uint(end, 0), size);
        const unsigned width = s_ ? s_->sequence().bytes_per_value() : 1;
        if (!s_ || e <= b) return val::global(width == 1 ? "Uint8Array" : width == 2 ? "Uint16Array" : "Uint32Array").new_(0);
        const octal::Sequence& seq = s_->sequence();
        if (width == 1) return typed_range<std::uint8_t>(seq, b, e);
        if (width == 2) return typed_range<std::uint16_t>(seq, b, e);
        return typed_range<std::uint32_t>(seq, b, e);
    }
    // How the values are being computed: the methods so far and the sparse-space state.
    val state() const {
        if (!s_) return val::object();
        const octal::Sequence::State st = s_->sequence().state();
        val methods = val::array();
        for (std::size_t i = 0; i < st.methods.size(); ++i) {
            const auto& m = st.methods[i];
            methods.set(i, val(MethodRow{static_cast<double>(m.begin), static_cast<double>(m.end),
                                         m.method == octal::Method::Sparse ? 1 : 0, m.mask, m.domain}));
        }
        return val(SearchState{methods, st.sparse, st.mask, st.domain, st.rare_label, static_cast<double>(st.rare_positions),
                               static_cast<double>(st.last_rare), static_cast<double>(st.work),
                               static_cast<double>(st.refused_bytes)});
    }

  private:
    template <class T>
    static val typed_range(const octal::Sequence& seq, std::uint64_t b, std::uint64_t e) {
        // Straight from the sequence's storage (of this width) into a JS array: no wasm memory
        // is asked for, so a copy never meets a refused growth.
        const T* at = static_cast<const T*>(seq.raw()) + b;
        return val(emscripten::typed_memory_view(static_cast<std::size_t>(e - b), at)).call<val>("slice");
    }
    std::optional<octal::PeriodSearch> s_;
    std::optional<Error> error_;
};

} // namespace

//-----------------------------------------------------------------------------
// [SECTION] Bindings
//-----------------------------------------------------------------------------

EMSCRIPTEN_BINDINGS(grundylab_engine) {
    emscripten::function("nimAnalyze", &nim_analyze);
    emscripten::function("mex", &mex_of);
    emscripten::function("nimSum", &nim_sum_of);
    emscripten::function("parseLink", static_cast<val (*)(std::string)>(&parse_link));
    emscripten::function("games", &game_list);
    emscripten::function("analyze", &analyze);
    emscripten::function("cgt", &cgt_calc);
    emscripten::function("cgtCompare", &cgt_compare);
    emscripten::function("version", &version);
    emscripten::function("memoryInUse", &memory_in_use);
    emscripten::function("octalRules", &octal_rules);
    emscripten::function("subtractionRules", &subtraction_rules);
    emscripten::function("octalSequence", &octal_sequence);
    emscripten::function("octalPeriod", &octal_period);
    emscripten::function("octalPosition", &octal_position);
    emscripten::function("octalGames", &named_octal_games);
    emscripten::function("misereQuotient", &misere_quotient_js);
    emscripten::class_<JsOctalSearch>("OctalSearch")
        .constructor<val, val>()
        .function("error", &JsOctalSearch::error)
        .function("advance", &JsOctalSearch::advance)
        .function("size", &JsOctalSearch::size)
        .function("value", &JsOctalSearch::value)
        .function("result", &JsOctalSearch::result)
        .function("raiseLimit", &JsOctalSearch::raise_limit)
        .function("values", &JsOctalSearch::values)
        .function("state", &JsOctalSearch::state);
}
