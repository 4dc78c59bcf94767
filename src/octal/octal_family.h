// octal_family.h - what the explorer says about the nim-sequences of Lasker's Nim and Grundy's game
// (Ferguson, Game Theory, Part I, §4.4), which no finite octal code describes and which the
// periodicity theorem for octal games therefore does not cover.
//
// octal::Sequence computes their values by the plain mex rule (rules=lasker, rules=grundy, see
// octal.h); family_note reads the computed values and states what they show:
//  - Lasker's Nim is *arithmetic-periodic*: G(n + 4) = G(n) + 4 from n = 1, i.e.
//    G(4k+1) = 4k+1, G(4k+2) = 4k+2, G(4k+3) = 4k+4, G(4k+4) = 4k+3. The note checks every computed
//    value against this closed form and gives the induction that proves it for all n (the
//    certificate): a take reaches every value of a smaller heap, and a split a + b = n only reaches
//    values in certain residues mod 4, which are never the claimed G(n).
//  - Grundy's game has no known period (Winning Ways, ch. 4; OEIS A002188): the note says how far
//    the values were computed, the largest value and where it first occurs, how many heaps have
//    each value, and its P-positions (G = 0) in the computed range with the last of them.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "octal/octal_sequence.h"

namespace gl::octal {

// A regularity seen in computed values, not proved: G(n + period) = G(n) + saltus for every
// n >= preperiod with n + period < checked_to (saltus 0: a plain period).
struct Regularity {
    std::uint64_t period = 0, preperiod = 0, checked_to = 0;
    std::int64_t saltus = 0;
};

// The least period (and for it the least preperiod) of such a pattern in G(0..size()-1), if one
// holds on at least the last half of the values and repeats at least three times; periods up to
// 4096 are looked for.
std::optional<Regularity> observe_regularity(const Sequence& seq);

struct FamilyNote {
    std::string title;                      // one line, for the period's place in the explorer
    std::vector<std::string> lines;         // what the values show, a sentence each
    std::string certificate;                // the proof in words (Lasker) or the status (Grundy)
    std::string table_legend;               // where the table's values come from, for its legend
    bool closed_form_holds = false;         // Lasker: every computed value agrees with the closed form
    std::optional<std::uint64_t> first_mismatch; // Lasker: the first n where it would not
    std::vector<std::pair<Grundy, std::uint64_t>> counts; // Grundy: value -> how many n < size() have it
    std::vector<std::uint64_t> zeros;       // Grundy: the n < size() with G(n) = 0 (the P-positions)
    std::optional<Regularity> observed;      // CGSuite codes no theorem covers: what the values show
};

// Lasker's Nim's value of one heap by the closed form (0 for 0).
Grundy lasker_value(std::uint64_t n);

// Any CGSuite code that the periodicity theorem does not cover (an infinite code, or ! and ?)
// gets the Grundy-style note with observe_regularity() in its title. Nothing for an octal game.
std::optional<FamilyNote> family_note(const Sequence& seq);

} // namespace gl::octal
