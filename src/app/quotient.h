// quotient.h - the μ-quotient and μ-residue of a game (Kayada, Generalizations of the Sato–Welter
// game, §1.4, Theorems 1.2 and 1.3), computed by search on the position at hand.
//
// For a game with Grundy function V and μ ≥ 1, the μ-quotient keeps the moves a → a' with
// r_μ(V(a')) = r_μ(V(a)), the μ-residue those with q_μ(V(a')) = q_μ(V(a)) (q, r: quotient and
// remainder by μ). Theorem 1.2: V(a) = μ·Q(a) + R(a) with R(a) < μ, Q and R the two games' own
// Grundy values. Here Q and R are found by the mex rule over the restricted moves - a search of
// its own, not a division - so the identity is checked, not assumed. (Welter's game of height 2^k
// with μ = 2^k: Q is Welter's game on the columns, R Nim on the rows, Theorem 2.3.)
#pragma once
#include <cstddef>
#include <string_view>

#include "core/game.h"

namespace gl::app {

struct QuotientResidue {
    Grundy mu = 1;
    Grundy value = 0;     // V(a)
    Grundy quotient = 0;  // the μ-quotient game's value at a, by search
    Grundy residue = 0;   // the μ-residue game's value at a, by search
    std::size_t positions = 0; // positions reached by the search
    bool holds() const { return value == mu * quotient + residue && residue < mu; }
};

inline constexpr std::size_t kMaxQuotientPositions = 30'000;

// Error if the position is bad, μ is 0, a value is out of reach, or more than `max_positions`
// positions are reachable.
Result<QuotientResidue> quotient_residue(const Ruleset& r, std::string_view pos, Grundy mu,
                                         std::size_t max_positions = kMaxQuotientPositions);

} // namespace gl::app
