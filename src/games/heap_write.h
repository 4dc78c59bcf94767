// heap_write.h - the field names of the heap games' answers, written once for the CLI's --json and
// for the JS API: Nim (nim.h), the octal and subtraction games' positions, sequences, frequencies,
// periods with their proof and the family notes of games no period theorem covers
// (octal_sequence.h, octal_family.h), and misère decisions by a quotient (misere_heaps.h).
//
// A writer W is core/game.h's (see [SECTION] Serialising there): the CLI prints JSON through one,
// web/js_values.h builds JS objects through another, so a field is named in this file only.
//
// Index of this file:
//   [SECTION] Nim               write_nim
//   [SECTION] Positions         write_heap_move, write_position
//   [SECTION] Sequences         write_methods, write_value_counts, write_counts, write_sequence
//   [SECTION] Periods           write_periodicity, write_regularity, write_family_note, write_period_search
//   [SECTION] Misère decisions  write_misere_position
#pragma once
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/impartial.h"
#include "games/misere_heaps.h"
#include "games/nim.h"
#include "octal/octal.h"
#include "octal/octal_family.h"
#include "octal/octal_sequence.h"

namespace gl {

//-----------------------------------------------------------------------------
// [SECTION] Nim
//-----------------------------------------------------------------------------

namespace nim {

// `grundylab nim HEAP... --json`, E.nimAnalyze: moves are {heap, from, to}, heaps counted from 0.
template <class W>
void write_nim(W& w, const Analysis& a) {
    w.str("game", "nim");
    w.str("play", a.play == Play::Misere ? "misere" : "normal");
    w.begin_array("heaps");
    for (Heap h : a.heaps) w.num("", h);
    w.end_array();
    w.num("nimSum", a.nim_sum);
    w.str("outcome", std::string(1, outcome_char(a.outcome)));
    w.boolean("gameOver", a.game_over);
    w.str("reason", a.reason);
    w.begin_array("winningMoves");
    for (const Move& m : a.winning_moves) {
        w.begin_object("");
        w.num("heap", m.heap);
        w.num("from", m.from);
        w.num("to", m.to);
        w.end_object();
    }
    w.end_array();
}

} // namespace nim

namespace octal {

//-----------------------------------------------------------------------------
// [SECTION] Positions
//-----------------------------------------------------------------------------

// One move in one heap: {heap, from, take, leaves: [] or [a] or [a, b] ...} (heaps from 0).
template <class W>
void write_heap_move(W& w, std::size_t heap, Heap from, const HeapOption& option) {
    w.num("heap", heap);
    w.num("from", from);
    w.num("take", option.take);
    w.begin_array("leaves");
    for (unsigned k = 0; k < option.parts; ++k) w.num("", option.left[k]);
    w.end_array();
}

// `octal CODE pos HEAP... --json` and E.octalPosition.
template <class W>
void write_position(W& w, const Rules& rules, const PositionAnalysis& a) {
    w.str("code", format_code(rules));
    w.begin_array("heaps");
    for (Heap h : a.heaps) w.num("", h);
    w.end_array();
    w.begin_array("values");
    for (Grundy v : a.values) w.num("", v);
    w.end_array();
    w.num("nimSum", a.nim_sum);
    w.str("outcome", std::string(1, outcome_char(a.outcome)));
    w.boolean("gameOver", a.game_over);
    w.num("winningMoveCount", a.winning_move_count);
    w.begin_array("winningMoves");
    for (const HeapMove& m : a.winning_moves) {
        w.begin_object("");
        write_heap_move(w, m.heap, m.from, m.option);
        w.end_object();
    }
    w.end_array();
}

//-----------------------------------------------------------------------------
// [SECTION] Sequences
//-----------------------------------------------------------------------------

// How G(0..count-1) were found: each method's range cut to the computed values, then (if
// count passes them) the proved period `q` that gives the rest.
template <class W>
void write_methods(W& w, const Sequence& seq, std::uint64_t count, const std::optional<Periodicity>& q) {
    const std::uint64_t computed = std::min(count, seq.size());
    w.begin_array("methods");
    for (const MethodRange& m : seq.methods()) {
        if (m.begin >= computed) break;
        w.begin_object("");
        w.num("begin", m.begin);
        w.num("end", std::min(m.end, computed));
        w.str("method", method_name(m.method));
        w.num("mask", m.mask);
        w.boolean("domain", m.domain);
        w.end_object();
    }
    if (computed < count && q) {
        w.begin_object("");
        w.num("begin", computed);
        w.num("end", count);
        w.str("method", "period");
        w.num("period", q->period);
        w.num("preperiod", q->preperiod);
        w.end_object();
    }
    w.end_array();
}

// How many heaps have each value: [[value, count], ...] by value (`octal CODE counts N`, the
// family notes' counts).
template <class W, class Pairs>
void write_value_counts(W& w, std::string_view name, const Pairs& counts) {
    w.begin_array(name);
    for (const auto& [v, c] : counts) {
        w.begin_array("");
        w.num("", v);
        w.num("", c);
        w.end_array();
    }
    w.end_array();
}

// `octal CODE counts N --json`: how many of G(0..n-1) have each value.
template <class W, class Pairs>
void write_counts(W& w, const Rules& rules, std::uint64_t n, const Pairs& counts) {
    w.str("code", format_code(rules));
    w.num("n", n);
    write_value_counts(w, "counts", counts);
}

// G(0..count-1): `octal CODE seq N --json`, E.octalSequence, an explorer link's values.
// `values(w)` writes the field "values" itself: the CLI streams numbers (N may be 2^32), JS hands
// over a typed array of the sequence's width.
template <class W, class Values>
void write_sequence(W& w, const Sequence& seq, std::uint64_t count, const std::optional<Periodicity>& q, Values&& values) {
    w.str("code", format_code(seq.rules()));
    w.num("n", count);
    values(w);
    write_methods(w, seq, count, q);
}

//-----------------------------------------------------------------------------
// [SECTION] Periods
//-----------------------------------------------------------------------------

inline const char* bound_name(Bound b) {
    return b == Bound::Octal ? "octal" : b == Bound::Split ? "split" : b == Bound::Arithmetic ? "arithmetic" : "subtraction";
}

// A proved period with its certificate (web/js_values.h reads it back: periodicity_from_js).
template <class W>
void write_periodicity(W& w, const Periodicity& q) {
    w.num("period", q.period);
    w.num("preperiod", q.preperiod);
    w.num("saltus", q.saltus); // G(n + p) = G(n) + saltus: 0 for a plain period, 2^r for bound "arithmetic"
    w.num("k", q.max_take);
    w.num("parts", q.parts);
    w.num("checkBegin", q.check_begin);
    w.num("checkEnd", q.check_end);
    w.num("valuesUsed", q.values_used);
    w.num("exceptionCount", q.exception_count);
    w.begin_array("exceptions");
    for (std::uint64_t n : q.exceptions) w.num("", n);
    w.end_array();
    w.str("certificate", q.certificate);
    w.str("bound", bound_name(q.bound));
    w.num("lastException", q.last_exception);
}

// What the values show, not proved: {period, preperiod, saltus, checkedTo}.
template <class W>
void write_regularity(W& w, std::string_view name, const Regularity& r) {
    w.begin_object(name);
    w.num("period", r.period);
    w.num("preperiod", r.preperiod);
    w.num("saltus", static_cast<std::uint64_t>(r.saltus)); // never negative (observe_regularity)
    w.num("checkedTo", r.checked_to);
    w.end_object();
}

// Lasker's Nim, Grundy's game and the codes no period theorem covers (octal_family.h).
template <class W>
void write_family_note(W& w, const FamilyNote& note) {
    w.str("title", note.title);
    w.boolean("closedFormHolds", note.closed_form_holds);
    if (note.observed) write_regularity(w, "observed", *note.observed);
    w.begin_array("lines");
    for (const std::string& line : note.lines) w.str("", line);
    w.end_array();
    w.str("certificate", note.certificate);
    w.begin_array("zeros");
    for (std::uint64_t n : note.zeros) w.num("", n);
    w.end_array();
    write_value_counts(w, "counts", note.counts);
}

// What a period search found in G(0..seq.size()-1): `octal CODE period --json`, E.octalPeriod,
// OctalSearch.result(), an explorer link's answer. `stopped`: it ran out of its work budget.
// Without a proof: the family note where the game has one, else what the values show (codes
// without a theorem only: an octal game's sequence is periodic, so the search just goes on).
template <class W>
void write_period_search(W& w, const Sequence& seq, const std::optional<Periodicity>& q, bool stopped = false) {
    w.str("code", format_code(seq.rules()));
    w.boolean("proved", q.has_value());
    w.num("valuesComputed", seq.size());
    if (stopped) w.str("stopped", "budget");
    if (q) return write_periodicity(w, *q);
    if (const auto note = family_note(seq)) return write_family_note(w, *note);
    if (seq.rules().family == Family::Code)
        if (const auto r = observe_regularity(seq)) write_regularity(w, "observed", *r);
}

} // namespace octal

//-----------------------------------------------------------------------------
// [SECTION] Misère decisions
//-----------------------------------------------------------------------------

namespace misere_heaps {

// `octal CODE pos HEAP... --misere --json`: the heaps and what the quotient decides.
template <class W>
void write_misere_position(W& w, const octal::Rules& rules, const std::vector<std::uint64_t>& heaps, const MisereDecision& d) {
    w.str("code", octal::format_code(rules));
    w.begin_array("heaps");
    for (std::uint64_t h : heaps) w.num("", h);
    w.end_array();
    w.str("play", "misere");
    w.str("outcome", d.outcome == Outcome::P ? "P" : "N");
    w.str("method", d.method);
    w.str("element", d.element);
    w.num("winningMoveCount", d.winning_moves.size());
    w.begin_array("winningMoves");
    for (const MisereMove& m : d.winning_moves) {
        w.begin_object("");
        octal::write_heap_move(w, m.heap, m.from, m.option);
        w.end_object();
    }
    w.end_array();
}

} // namespace misere_heaps

} // namespace gl
