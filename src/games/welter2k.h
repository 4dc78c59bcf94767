// welter2k.h - Welter's game of height 2^k: `game=welter2k&rules=2&pos=3,18,37`.
//
// A board 2^k squares tall and unboundedly wide; square a is in column ⌊a / 2^k⌋ (from the left)
// and row a mod 2^k (from the bottom), so a = 2^k·column + row. Each column holds at most one
// coin. A move takes a coin to any square of an empty column on its left, or lower in its own
// column: to any smaller square, keeping one coin per column. Height 1 (k = 0) is Welter's game.
//
// Kawanaka's theorem (proved with the μ-quotient / μ-residue decomposition for μ = 2^k): the
// 2^k-quotient is Welter's game on the columns and the 2^k-residue is Nim on the rows, so
//
//     V_T(a) = 2^k · V_S(q(a)) + V_N(r(a)) = a1 ⊕ … ⊕ an ⊕ Σ⊕_{i<j} 2^k·(q(ai) | q(aj)),
//
// with q, r the quotient and remainder by 2^k, V_S Welter's function and V_N the nim-sum. (The
// factor 2^k on the mates of the second form is needed: search on small boards disagrees without
// it, and 2^k·(x ⊕ y) = 2^k·x ⊕ 2^k·y gives it from the first form.)
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/ruleset.h"

namespace gl::welter2k {

struct Welter2kGame {
    using Position = std::vector<std::uint64_t>; // the coins' squares, ascending, one per column
    static constexpr unsigned kMaxK = 4;
    static constexpr std::uint64_t kMaxColumn = 19;
    static constexpr std::size_t kMaxCoins = 10;
    unsigned k = 2;

    static const GameMeta& meta();
    static Result<Welter2kGame> with_rules(std::string_view text);
    std::string rules_text() const;
    Result<Position> parse(std::string_view text, std::string_view field) const;
    std::string format(const Position& p) const;
    std::vector<Option<Position>> options(const Position& p) const;
    std::optional<Closed> closed_form(const Position& p) const;
    Picture picture(const Position& p, const std::vector<Option<Position>>& options) const;
    std::vector<std::pair<std::string, std::string>> facts(const Position& p) const;

    std::uint64_t height() const { return std::uint64_t{1} << k; }
    std::vector<std::uint64_t> columns(const Position& p) const; // q(ai)
    std::vector<std::uint64_t> rows(const Position& p) const;    // r(ai)
    Grundy value(const Position& p) const;                       // 2^k·V_S(q) + V_N(r)
};

} // namespace gl::welter2k
