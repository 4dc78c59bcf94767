// owelter.h - transfinite Welter's game (`game=owelter&pos=w^2*3+w+5,w+2,7`).
//
// Coins stand on distinct squares numbered by ordinals below ω^10; a move takes one coin to any
// empty square with a smaller number (typed as the new ordinal). Theorem 3.2 of Kayada
// (Generalizations of the Sato–Welter game; the game is in Nowakowski, Welter's game, Sylver
// coinage, dots-and-boxes, ..., 1991):
//
//     V(α1, …, αn) = α1 ⊕ … ⊕ αn ⊕ Σ⊕_{i<j} (αi | αj),
//     (α | β) = the finite mate of r_ω(α) and r_ω(β) when q_ω(α) = q_ω(β), else 0,
//
// ⊕ the nim-sum of ordinals (coefficient-wise). So V = ω·(⊕ q_ω(αi)) + Σ⊕ over the ω-blocks (coins
// with equal q_ω) of Welter's function of their finite parts: its ω-quotient is transfinite Nim on
// the q_ω, its ω-residue a sum of finite Welter games (Theorem 1.3 with μ = ω).
#pragma once
#include "games/onim.h"

namespace gl::owelter {

using onim::Ordinal;
using onim::Ordinals;

class OwelterRuleset final : public onim::OrdinalGame {
  public:
    static const GameMeta& static_meta();
    const GameMeta& meta() const override { return static_meta(); }
    Ordinal value(const Ordinals& p) const override { return ordinal::welter_value(p); }
    // Within a block (when the quotients' nim-sum is 0) or to the block q' = N ⊕ q (N the quotients'
    // nim-sum) at the one finite part that makes the residue 0: every move to value 0.
    std::vector<std::pair<std::size_t, Ordinal>> winning(const Ordinals& p) const override;

  protected:
    // A winning move to a square whose finite part passes ordinal::kMaxCoefficient: coin `coin`
    // (its index) to ω·quotient + finite.
    struct PastCap {
        std::size_t coin = 0;
        Ordinal quotient;
        std::uint64_t finite = 0;
    };
    // winning(p), and with `past` the winning moves past the cap as well, there.
    std::vector<std::pair<std::size_t, Ordinal>> winning_within(const Ordinals& p, std::vector<PastCap>* past) const;
    bool coins() const override { return true; }
    std::string reason(const Ordinals& p, const Ordinal& v) const override;
    std::vector<std::pair<std::string, std::string>> facts(const Ordinals& p) const override;
    std::optional<Grundy> finite_search(const std::vector<std::uint64_t>& p, std::size_t budget) const override;
};

Result<std::unique_ptr<Ruleset>> make(std::string_view rules);

} // namespace gl::owelter
