// ordinal.h - ordinals below ω^ω in Cantor normal form, and the nim arithmetic of transfinite Nim
// and transfinite Welter's game (Kayada, Generalizations of the Sato–Welter game, §3).
//
// An ordinal below ω^ω is ω^d·c_d + … + ω·c_1 + c_0 with whole coefficients: we keep the c_i.
// Orders compare from the highest power down. Ordinal arithmetic used here:
//   α + β      drops the terms of α below β's leading power, then adds coefficients (5 + ω = ω);
//   q_ω, r_ω   α = ω·q_ω(α) + r_ω(α) with r_ω(α) = c_0 (the finite part), q_ω(α) the rest shifted down;
//   q_2, r_2   α = 2·q_2(α) + r_2(α): 2·ω^i = ω^i for i ≥ 1, so only c_0 is halved.
// The nim-sum of ordinals, defined as the value of transfinite Nim (§3.2), is the coefficient-wise
// nim-sum: by Theorem 3.1 with τ = ω (2^ω = ω), V(α…) = ω·V(q_ω(α)…) + V(r_ω(α)…), and by
// induction on the number of terms each coefficient is Bouton's nim-sum of that coefficient.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/impartial.h"
#include "core/result.h"

namespace gl::ordinal {

inline constexpr std::size_t kMaxExponent = 9;       // powers ω^0 … ω^9: ordinals below ω^10
inline constexpr std::uint64_t kMaxCoefficient = 16383; // 2^14 − 1: nim-sums of coefficients stay in range

struct Ordinal {
    std::vector<std::uint64_t> c; // c[i]: the coefficient of ω^i; no trailing zeros (0 is empty)

    static Ordinal finite(std::uint64_t n);
    static Ordinal omega_power(std::size_t e, std::uint64_t coefficient = 1);
    bool is_finite() const { return c.size() <= 1; }
    std::uint64_t finite_part() const { return c.empty() ? 0 : c[0]; }
    std::uint64_t coef(std::size_t i) const { return i < c.size() ? c[i] : 0; }
    bool is_zero() const { return c.empty(); }
    void trim();
    auto operator<=>(const Ordinal& o) const -> std::strong_ordering;
    bool operator==(const Ordinal& o) const { return c == o.c; }
};

// Ordinal sum α + β.
Ordinal plus(const Ordinal& a, const Ordinal& b);
// ω·α + γ (γ finite) and 2·α + γ: the right-hand sides of Theorem 1.2 with μ = ω, μ = 2.
Ordinal omega_times_plus(const Ordinal& a, std::uint64_t g);
Ordinal two_times_plus(const Ordinal& a, std::uint64_t g);
Ordinal q_omega(const Ordinal& a);
Ordinal q_two(const Ordinal& a);
// The coefficient-wise nim-sum (the nim-sum of ordinals, Theorem 3.1).
Ordinal nim_sum(const Ordinal& a, const Ordinal& b);
Ordinal nim_sum(const std::vector<Ordinal>& v);

// Canonical text for links: "w^2*3+w+5", "0". Pretty text for people: "ω²·3 + ω + 5".
std::string text(const Ordinal& a);
std::string pretty(const Ordinal& a);

// One ordinal: terms "w^E*C", "w^E", "w*C", "w", "C" joined by '+'; ω for w; '*', '·' or nothing
// before the coefficient; spaces anywhere between tokens. `base` is the offset of `s` in the field.
Result<Ordinal> parse(std::string_view s, std::string_view field, std::size_t base = 0);
// A comma list of 1 to `max_items` ordinals; offsets name the character in the whole text.
Result<std::vector<Ordinal>> parse_list(std::string_view s, std::string_view field, std::size_t max_items);
std::string text_list(const std::vector<Ordinal>& v);

// Transfinite Welter's game (Theorem 3.2): the mate (α | β) is the finite mate of the finite parts
// when q_ω(α) = q_ω(β), else 0; the value is the nim-sum of the coins and of every pair's mate.
Ordinal welter_value(const std::vector<Ordinal>& coins);
// The finite Welter value of the finite parts of the coins of each ω-block (same q_ω), nim-added
// over the blocks: the ω-residue's value, Σ⊕ over blocks of V_S(finite parts).
std::uint64_t block_welter_sum(const std::vector<Ordinal>& coins);

} // namespace gl::ordinal
