// octal.h - octal games and subtraction games as rulesets (Winning Ways, ch. 4, Def. 3.1; Ferguson, Part I, §1.4;
// Ferguson, Part I, §3.3).
//
// An octal game is given by finite sets (A, B, C) of positive integers, or by its code
// d0.d1d2d3... where digit dk has bit 1 if k ∈ A, bit 2 if k ∈ B and bit 4 if k ∈ C:
//   k ∈ A: take k tokens from a heap of exactly k (leave nothing);
//   k ∈ B: take k tokens from a heap of more than k, leave one heap;
//   k ∈ C: take k tokens from a heap of at least k+2, leave two nonempty heaps.
// The leading digit d0 may only be 0 or 4: bit 4 of d0 splits a heap into two nonempty heaps
// without taking anything (4.07); bits 1 and 2 of d0 would "take 0 tokens", which is no move.
// A subtraction game with finite set S is the octal game with digit 3 at every k ∈ S (Winning
// Ways, ch. 4: rules (S, S, ∅)).
//
// A position is a multiset of heaps; by the Sprague-Grundy theorem its value is the nim-sum of the
// heaps' values, which octal_sequence.h computes. PositionRules is the same game for the generic
// search of core/impartial.h, used by the tests as an independent brute force.
#pragma once
#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/impartial.h"
#include "core/result.h"

namespace gl::octal {

using Heap = std::uint64_t;

// Codes have at most this many digits after the point (so k = max(A ∪ B ∪ C) <= 64).
inline constexpr std::size_t kMaxDigits = 64;
// A move leaves at most this many heaps (CGSuite's codes allow more; such digits are refused).
inline constexpr unsigned kMaxParts = 8;

enum : std::uint8_t { kTakeAll = 1, kLeaveOne = 2, kLeaveTwo = 4 }; // the bits of a digit

// Two take-and-break games of Ferguson's notes (Part I, §4.4) that no finite code describes; the
// explorer computes their nim-sequences beside the octal games (rules=lasker, rules=grundy):
//   Lasker's Nim: take any number of tokens from a heap, or split a heap into two nonempty heaps
//                 (the infinite code 4.333…);
//   Grundy's game: split a heap into two nonempty heaps of different sizes (no octal code: the
//                 parts must differ).
// Their `digits` stay {0}; every function below that reads digits looks at `family` first.
//
// Family::Code is any other code of CGSuite's TakeAndBreak notation (its documentation of the
// class TBCode, version 1): digit dk in base 36 (0-9, A-Z, or &n; / &xH; for larger values) has bit j set if one may
// take k tokens and leave exactly j nonempty heaps; "!" after a digit asks the heaps it leaves to
// be pairwise unequal, "?" not all equal, and "(d!a)", "(d?b)", "(d?b!a)" constrain only the splits
// of a and b; a final "[...]" repeats forever (0.[3] is Nim). Such rules live in `code`, and
// `digits` stays {0}. A code that is a plain octal code (every digit below 8, no constraint, no
// repeat) is always Family::Octal, so each game has one form.
enum class Family : std::uint8_t { Octal, Lasker, Grundy, Code };

// One digit of a general code: bit j of `heaps` allows leaving j heaps; for j >= 2, bit j of
// `distinct` asks those heaps to be pairwise unequal and bit j of `unequal` asks them not to be
// all equal (both bits are subsets of `heaps`, never both set, and a 2-heap "not all equal" is
// stored as "pairwise unequal", which it is).
struct CodeDigit {
    std::uint32_t heaps = 0, distinct = 0, unequal = 0;
    bool operator==(const CodeDigit&) const = default;
};

// A finite octal game in canonical form: digits[0] = d0 (0 or 4), digits[k] = dk for k >= 1, and
// no trailing zero digits (0.070 is 0.07). Build it with parse_code, from_sets or subtraction
// (or family_rules for Lasker's Nim and Grundy's game).
struct Rules {
    std::vector<std::uint8_t> digits{0};
    Family family = Family::Octal;
    // Family::Code: d0, d1, ... (no trailing zero digit when finite); the last `repeat` of them
    // repeat forever (0 for a finite code).
    std::vector<CodeDigit> code;
    std::size_t repeat = 0;

    // k = max(A ∪ B ∪ C): the most tokens one move takes (0 for "4."; for an infinite code, the
    // digits written before the repeat ends).
    std::size_t max_take() const { return family == Family::Code ? code.size() - 1 : digits.size() - 1; }
    // True if some move leaves two heaps or more (a digit with bit 4 or above, d0 included).
    bool splits() const;
    // The most heaps one move leaves (2 for Lasker's Nim and Grundy's game).
    unsigned max_parts() const;
    // Family::Code: the digit of taking k tokens (zero digit past a finite code's end).
    CodeDigit digit_at(std::uint64_t k) const;
    // Every code but an infinite one ([...]) has a finite max_take().
    bool finite() const { return family == Family::Octal || (family == Family::Code && repeat == 0); }
    // Some split must leave unequal heaps (Grundy's game, "!" and "?").
    bool constrained() const;
    bool operator==(const Rules&) const = default;
};

// The sets of Def. 3.1, each sorted ascending, plus d0's bit 4.
struct Sets {
    std::vector<unsigned> a, b, c;
    bool split_without_taking = false; // d0 = 4
    bool operator==(const Sets&) const = default;
};

// "0.07", ".07", "4.07", "0.333", and CGSuite's codes: "0.3F", "4!.0" (Grundy's game), "0.[3]"
// (Nim), "0.&40;", "0.(B!8)". Errors name the field `field` and the offending character, e.g.
// "code, character 3: '#' is not a digit". Trailing zeros are dropped; the form given back by
// format_code reads back as the same rules.
Result<Rules> parse_code(std::string_view text, std::string_view field = "code");
// The canonical code: "0.07", "4.07", "4.0" (d0 alone).
std::string format_code(const Rules& rules);

Sets to_sets(const Rules& rules);
// Every element must be in 1..kMaxDigits, and some move must exist. An error names the set
// ("A", "B" or "C") and, as its offset, the index of the bad element in it.
Result<Rules> from_sets(const Sets& sets);

// The digits of any finite-or-repeating code as CGSuite's digits: `code` for Family::Code, and an
// octal code's digits (bit j of an octal digit is "leave j heaps" too). Empty for Lasker's Nim and
// Grundy's game.
std::vector<CodeDigit> code_digits(const Rules& rules);

// The moves of the rules in words, one line per digit with moves ("take 2, leave 0 heaps or 1 heap
// or 2 heaps (pairwise unequal)"), a repeating code's last line saying which digits repeat; one
// sentence for Lasker's Nim and Grundy's game. For the explorer and its text for screen readers.
std::vector<std::string> moves_in_words(const Rules& rules);

// The explorer's grid of moves (the (A, B, C) grid of Def. 3.1 extended to more heaps): the rules
// with the move "take k tokens and leave j nonempty heaps" allowed if it was not, and not if it
// was (a constraint "!" or "?" on those j heaps goes with it). The result is canonical, so a plain
// code comes back as Family::Octal ("0.07" with (2, 3) turned on is "0.0F"). Errors: k = 0 with
// j < 2 (taking nothing and leaving the heap is no move), j > kMaxParts, k > kMaxDigits, k past
// the written digits of a repeating code, Lasker's Nim and Grundy's game (no digits), and rules
// left without any move.
Result<Rules> toggle_move(const Rules& rules, std::size_t k, unsigned j);

// The subtraction game S: take any k ∈ S tokens from a heap of at least k (digit 3 at each k).
Result<Rules> subtraction(std::span<const std::uint64_t> set);
// "1,3,4" or "{1,3,4}" (spaces allowed): the set S of a subtraction game.
Result<Rules> parse_subtraction(std::string_view text, std::string_view field = "set");

// What one move does to one heap: take `take` tokens and leave `parts` heaps (0 to kMaxParts) of
// sizes left[0] <= left[1] <= ... (unused entries are 0).
struct HeapOption {
    Heap take = 0;
    unsigned parts = 0;
    Heap left[kMaxParts] = {};
    bool operator==(const HeapOption&) const = default;
};

// Calls f(o) for every split of m tokens into j >= 2 nonempty heaps o.left[0] <= ... <= o.left[j-1]
// (pairwise unequal if `distinct`, not all equal if `unequal`), o.take kept as given.
void for_each_split(HeapOption& o, unsigned j, Heap m, bool distinct, bool unequal,
                    const std::function<void(const HeapOption&)>& f);
// Family::Code: calls f(HeapOption) for every move from a heap of n (each multiset once).
void for_each_code_option(const Rules& rules, Heap n, const std::function<void(const HeapOption&)>& f);

// Calls f(HeapOption) for every move from a heap of n tokens, each resulting multiset once
// (splits a + b with a <= b). There are O(n · |C|) of them.
template <class F>
void for_each_option(const Rules& rules, Heap n, F&& f) {
    if (rules.family == Family::Code) return for_each_code_option(rules, n, f);
    if (rules.family != Family::Octal) {
        if (rules.family == Family::Lasker)
            for (Heap t = 1; t <= n; ++t) f(HeapOption{t, t == n ? 0u : 1u, {t == n ? 0 : n - t, 0}});
        // Lasker: any split a + b = n; Grundy: only a < b.
        const Heap last = rules.family == Family::Lasker ? n / 2 : n == 0 ? 0 : (n - 1) / 2; // (n - 1) wraps at 0
        for (Heap a = 1; a <= last; ++a) f(HeapOption{0, 2, {a, n - a}});
        return;
    }
    for (std::size_t k = 0; k < rules.digits.size(); ++k) {
        const std::uint8_t d = rules.digits[k];
        if (k > 0 && (d & kTakeAll) && n == k) f(HeapOption{k, 0, {0, 0}});
        if (k > 0 && (d & kLeaveOne) && n > k) f(HeapOption{k, 1, {n - k, 0}});
        if ((d & kLeaveTwo) && n >= k + 2)
            for (Heap a = 1; a <= (n - k) / 2; ++a) f(HeapOption{k, 2, {a, n - k - a}});
    }
}

// How many options for_each_option calls f with, without listing them (for work budgets; for a
// code with splits into three heaps or more, an upper bound, saturating at UINT64_MAX).
std::uint64_t option_count(const Rules& rules, Heap n);
// Whether a heap of n has a move at all.
bool has_option(const Rules& rules, Heap n);

// The game on multisets of heaps, for GameSearch: positions are sorted, without empty heaps.
struct PositionRules {
    using Position = std::vector<Heap>;
    Rules rules;
    std::vector<Position> moves(const Position& p) const;
    static Position normalise(Position p);
};

// "0.07" or a subtraction set "{1,3,4}" / "S=1,3,4", or the words lasker / grundy (any case), as
// the explorer's code field accepts. format_code prints the words back.
Result<Rules> parse_heap_rules(std::string_view text, std::string_view field);
Rules family_rules(Family f);
const char* family_word(Family f); // "lasker", "grundy" ("" for Octal)

} // namespace gl::octal
