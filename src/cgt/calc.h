// calc.h - the partizan-game calculator: an expression in CGSuite's notation in; its outcome with
// each side's winning first moves, its canonical form with the derivation, the value's name and
// its birthday out; relations (G > H, G <| H, ...) answering true or false; and CGSuite's
// properties and methods (G.Temperature, G.Cool(1), ...), see cgt/methods.h.
//
// Notation (CGSuite's precedence, loosest first; every canonical form is printed in it and reads back):
//   G == H  G != H  G < H  G > H  G <= H  G >= H  G <> H (confused)  G <| H  G |> H
//   G + H   G - H   G +- H (= G + ±H)
//   G : H                      ordinal sum
//   G * H   G / H   G % H      products of numbers; n * G and G * n are n copies of G (10*^ = ^10)
//   -G  +-G  +-(a, b, ...)     negative; ±G = {G | -G}; ±(a, b) = {a, b | -a, -b}
//   x ^ y                      a power of numbers (3^22/2^72); ^ before anything else is up
//   G.Name  G.Name(args)       properties and methods (cgt/methods.h)
//   3  1/2  *  *2  *(3+5)  ^  v  ^^  ^3  v2  ^*  ^3*2  ^<2>  v<3>  ^[2]  Tiny(2)  Miny(1/2)
//   {0,*|1}  {3||2|1}          braces with one or more bars: the longest run of bars splits first
//   1/2*  2^  -1v*             a trailing *, ^ or v (with no operand after it) adds: 1/2* = 1/2 + *
// Caps (Limits) are checked before any work; canonicalisation spends at most Limits::work, and
// beyond it the outcome is found by search over the sum's parts ("outcome only").
#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cgt/store.h"
#include "cgt/thermograph.h"
#include "core/result.h"

namespace gl::cgt {

namespace misere {
class MisereStore;
}

struct Limits {
    std::size_t max_length = 2000;      // characters of an expression
    std::size_t max_depth = 40;         // nesting of braces, parentheses and signs
    // Numbers of any size in Dyadic's game range (whole parts below 2^52, denominators up to
    // 2^74) and nimbers *n up to 2^62: the store holds large ones as one node each (store.h).
    std::uint64_t max_nimber = std::uint64_t{1} << 62;
    std::int64_t max_ups = 1023;        // ^n (birthday n+1), so every canonical form printed reads back
    std::uint64_t max_birthday = 1024;  // of a sum's parts together, numbers not counted (no one moves
                                        // in a number, by translation): bounds the recursion
    std::uint64_t work = 2'000'000;     // comparisons and nodes for canonical forms
    std::uint64_t outcome_work = 2'000'000; // positions for the outcome-only search
    std::size_t max_moves = 300;        // first moves examined for "winning first moves"
    std::uint64_t misere_print_work = 0; // a misère answer's printing and properties (0: `work`)
};

// One part of the expression's sum, as typed: its value and the options a player may move to.
struct Term {
    Id value = Store::kZero;          // canonical
    std::vector<Id> left, right;      // its options as typed ({0,*|1}: 0, * | 1), each canonical
    std::string source;               // its text in the expression
    bool unlisted = false;            // too many options to list (*2^40): no first moves listed
};

// A first move: in which part, to what, and what the whole game becomes.
struct FirstMove {
    std::string label; // "to 0" or "in ^: ^ → *"
    std::string to;    // the position it leaves (canonical text; "" if too long or unknown)
};

struct Calc {
    std::shared_ptr<Store> store;
    std::string expr;
    std::vector<Term> terms;
    bool canonical_known = false;
    Id canonical = Store::kZero;
    std::string canonical_text;       // "" if unknown or longer than 20000 characters
    Store::Name name;
    std::uint64_t birthday = 0;
    Outcome outcome = Outcome::Unknown;
    bool left_wins_first = false, left_wins_second = false;
    std::vector<FirstMove> left_moves, right_moves; // each side's winning first moves
    std::vector<Step> steps;          // the derivation of the canonical form
    std::string note;                 // "too large to canonicalise; outcome only", ...
    // A relation or a method call: its result as CGSuite prints it ("true", "3/4", "{0,*}"), and
    // what it is ("boolean", "number", "game", "set", "integer", "text"). Empty for a plain game.
    std::string result, result_kind;
    std::string brace_text;           // the canonical form with every brace written out
    // The argument-free properties (methods.h), as CGSuite prints them; "" where not defined.
    std::vector<std::pair<std::string, std::string>> properties;
    std::optional<Thermograph> thermograph; // of the canonical form, if found within the budget
    // A misère game (cgt/misere_calc.h): its store; then `canonical` and `terms` are not used,
    // `canonical_text` is CGSuite's misère form and the outcome is the misère outcome.
    std::shared_ptr<misere::MisereStore> misere;
    std::vector<std::string> misere_options; // its options' forms, in CGSuite's order (the page opens them)
    // A loopy game (cgt/loopy.h): its outcome class as CGSuite names it (L, R, P, N, D, PHat,
    // PCheck, NHat, NCheck); `outcome` is Unknown unless the class is one of L, R, P, N. A loopy
    // game has no birthday, no derivation and no first moves listed.
    std::string loopy_outcome;
};

// A parsed expression (the syntax tree), kept for the caller that wants to show it.
struct Expr {
    enum class Kind : std::uint8_t {
        Number,    // x
        Nimber,    // *: kids[0] the count if given (*2, *(3+5))
        Ups,       // ^, v, ^^, ^3: count = +-n, or +-1 with kids[0] the count
        UpPower,   // ^<n> (count +1), v<n> (-1), ^[n] and v[n] (`to`): kids[0] = n
        Braces,    // {L | R}
        Sum,       // kids added
        Negative,  // -kids[0]
        PlusMinus, // ±kids[0], or ±(kids...)
        Product, Quotient, Remainder, Power, Ordinal, // kids[0] op kids[1]
        Relation,  // kids[0] `name` kids[1]: "==", "<=", "<|", ...
        Call,      // kids[0].name(kids[1..]) if `target`, else name(kids...) (Tiny, Miny)
        Tuple,     // (a, b, ...): only as +-(a, b) or arguments
    };
    Kind kind = Kind::Number;
    Dyadic x;                 // Number
    std::int64_t count = 0;   // Nimber: n; Ups: n (negative for down)
    std::vector<int> kids;
    std::size_t split = 0;    // Braces: kids[0..split) are Left's
    bool to = false;          // UpPower: ^[n]
    bool target = false;      // Call: kids[0] is the game the method is called on
    std::string name;         // Relation: the operator; Call: the method's name
    std::size_t begin = 0, end = 0; // byte span in the text
};
struct Parsed {
    std::vector<Expr> nodes;
    int root = -1;
};
Result<Parsed> parse_expr(std::string_view text, const Limits& limits = {}, std::string_view field = "expr");

Result<Calc> calculate(std::string_view expr, const Limits& limits = {}, std::string_view field = "expr");
// The thermograph of a game written in the calculator's notation (a partizan position's value on
// the play screen), without the rest of calculate()'s analysis; none if it is not a game or too
// large within the limits.
std::optional<Thermograph> thermograph_of(std::string_view expr, const Limits& limits = {});
// The canonical form, in `s`, of a short game written in the calculator's notation, without the
// rest of calculate()'s analysis (properties, moves, thermograph): the loopy reader's short parts.
Result<Id> short_game(Store& s, std::string_view expr, const Limits& limits = {}, std::string_view field = "expr");

struct Comparison {
    Calc difference;          // G - H, with its outcome and winning first moves (the witness)
    std::string g_text, h_text; // canonical forms (or the expressions if too large)
    Relation relation = Relation::Equal;
    bool known = false;       // false: even the outcome of G - H was too large to find
    std::string witness;      // the sentence: "G - H is an L-position: Left wins ..., so G > H."
};
// `g` and `h` are read with fields "G" and "H".
Result<Comparison> compare_exprs(std::string_view g, std::string_view h, const Limits& limits = {});

// "L: Left wins, moving first or second (G > 0)", ...
std::string outcome_sentence(Outcome o);
// The same for a calculated game, a misère game's in misère words.
std::string outcome_sentence(const Calc& c);

// The field names of the CLI's --json and of the JS API (E.cgt, E.cgtCompare), written once. A
// writer W is core/game.h's: str, num, boolean, null, begin_array/end_array, begin_object/end_object.
template <class W>
void write_moves(W& w, std::string_view name, const std::vector<FirstMove>& moves) {
    w.begin_array(name);
    for (const FirstMove& m : moves) {
        w.begin_object("");
        w.str("label", m.label);
        w.str("to", m.to);
        w.end_object();
    }
    w.end_array();
}

template <class W>
void write_outcome(W& w, const Calc& c) {
    w.str("outcome", c.loopy_outcome.empty() ? std::string(1, static_cast<char>(c.outcome)) : c.loopy_outcome);
    w.str("outcomeText", outcome_sentence(c));
    if (c.outcome != Outcome::Unknown) {
        w.boolean("leftWinsFirst", c.left_wins_first);
        w.boolean("leftWinsSecond", c.left_wins_second);
        w.boolean("rightWinsFirst", !c.left_wins_second);
        w.boolean("rightWinsSecond", !c.left_wins_first);
    }
    write_moves(w, "leftMoves", c.left_moves);
    write_moves(w, "rightMoves", c.right_moves);
}

template <class W>
void write_calc(W& w, const Calc& c) {
    w.boolean("ok", true);
    w.str("expr", c.expr);
    if (c.misere) w.str("play", "misere");
    if (!c.result.empty()) {
        w.str("result", c.result);
        w.str("resultKind", c.result_kind);
        if (!c.canonical_known) return; // true/false, a set, a count or a text: no game to analyse
    }
    write_outcome(w, c);
    if (c.canonical_known && !c.canonical_text.empty()) w.str("canonical", c.canonical_text);
    else w.null("canonical");
    if (c.canonical_known) {
        w.str("value", c.name.text);
        w.str("kind", c.name.kind);
        if (c.loopy_outcome.empty()) w.num("birthday", c.birthday);
        else w.null("birthday");
    } else {
        w.null("value");
        w.null("kind");
        w.null("birthday");
    }
    w.begin_array("steps");
    for (const Step& s : c.steps) {
        w.begin_object("");
        w.str("kind", step_kind_name(s.kind));
        w.str("where", s.where);
        w.str("before", s.before);
        w.str("after", s.after);
        w.str("why", s.why);
        w.end_object();
    }
    w.end_array();
    w.str("note", c.note);
    if (c.canonical_known && !c.brace_text.empty()) w.str("braces", c.brace_text);
    w.begin_object("properties");
    for (const auto& [k, v] : c.properties) {
        if (v.empty()) w.null(k);
        else w.str(k, v);
    }
    w.end_object();
}

template <class W>
void write_comparison(W& w, const Comparison& c) {
    w.boolean("ok", true);
    w.str("g", c.g_text);
    w.str("h", c.h_text);
    if (c.known) w.str("relation", relation_text(c.relation));
    else w.null("relation");
    w.str("witness", c.witness);
    w.begin_object("difference");
    write_outcome(w, c.difference);
    w.end_object();
}

} // namespace gl::cgt
