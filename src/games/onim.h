// onim.h - transfinite Nim (`game=onim&pos=w^2*3+w+5,w+2,7`), and the shared ruleset of games
// whose parts are ordinals below ω^ω (transfinite Welter's game, games/owelter.h, builds on it).
//
// A heap is an ordinal; a move replaces one heap by any smaller ordinal. A heap ω may go to every
// whole number, so a position has infinitely many options: these rulesets implement TypedMoves
// (core/game.h): a move is typed as the heap's new ordinal, and moves() lists a finite choice (every
// winning move, and for each heap the move to 0 and the move that lowers its last term by one; a
// position of small finite parts lists all of its finitely many moves).
// The value is an ordinal: by Theorem 3.1 of Kayada (Generalizations of the Sato–Welter game),
// V = 2^τ·V(q(α)…) + V(r(α)…), which for τ = ω makes it the coefficient-wise nim-sum in Cantor
// normal form. Analysis::value holds it when it is finite, Analysis::ordinal always.
#pragma once
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "cgt/ordinal.h"
#include "core/game.h"

namespace gl::onim {

using ordinal::Ordinal;
using Ordinals = std::vector<Ordinal>;

// What a game on a list of ordinals gives; the rest of the contract is OrdinalGame's.
class OrdinalGame : public Ruleset, public TypedMoves {
  public:
    static constexpr std::size_t kMaxParts = 12;
    static constexpr std::uint64_t kListAll = 400; // finite positions with at most this many tokens list every move

    std::string rules_text() const override { return {}; }
    Result<std::string> canonical(std::string_view pos, std::string_view field = "pos") const override;
    Result<std::vector<GameMove>> moves(std::string_view pos) const override;
    Result<Picture> picture(std::string_view pos) const override;
    std::size_t option_count(std::string_view pos) const override;
    std::optional<Grundy> grundy(std::string_view pos, std::size_t budget = kDefaultSearchBudget) const override;
    Result<Analysis> analyse(std::string_view pos, Play play, std::size_t budget = kDefaultSearchBudget) const override;
    bool has_closed_form() const override { return true; }
    std::optional<Grundy> search_grundy(std::string_view pos, std::size_t budget = kDefaultSearchBudget) const override;
    std::optional<Outcome> search_misere(std::string_view, std::size_t = kDefaultSearchBudget) const override { return std::nullopt; }
    std::optional<Decided> rule_outcome(std::string_view) const override { return std::nullopt; }

    std::vector<std::string> parts(std::string_view pos) const override;
    Result<GameMove> move_to(std::string_view pos, std::size_t part, std::string_view text, std::string_view field = "move") const override;

    // The typed layer, for tests and the panels.
    Result<Ordinals> parse(std::string_view text, std::string_view field) const;
    std::string format(const Ordinals& p) const { return ordinal::text_list(p); }
    // Part `part` set to `to` (kept sorted if the game sorts), or an Error saying why not.
    Result<Ordinals> apply(const Ordinals& p, std::size_t part, const Ordinal& to, std::string_view field) const;
    // The listed moves: {part, new ordinal}, winning moves first.
    std::vector<std::pair<std::size_t, Ordinal>> listed(const Ordinals& p) const;

    virtual Ordinal value(const Ordinals& p) const = 0;
    // Every move to value 0, as {part, new ordinal}.
    virtual std::vector<std::pair<std::size_t, Ordinal>> winning(const Ordinals& p) const = 0;

  protected:
    virtual bool coins() const = 0; // distinct and sorted (Welter) or heaps in place (Nim)
    virtual std::string reason(const Ordinals& p, const Ordinal& v) const = 0;
    virtual std::vector<std::pair<std::string, std::string>> facts(const Ordinals& p) const = 0;
    // Plain search when every part is finite and small (the contract test's oracle).
    virtual std::optional<Grundy> finite_search(const std::vector<std::uint64_t>& p, std::size_t budget) const = 0;
    std::string part_word() const { return coins() ? "coin" : "heap"; }
    std::string move_label(const Ordinals& p, std::size_t part, const Ordinal& to) const;
};

class OnimRuleset final : public OrdinalGame {
  public:
    static const GameMeta& static_meta();
    const GameMeta& meta() const override { return static_meta(); }
    Ordinal value(const Ordinals& p) const override { return ordinal::nim_sum(p); }
    std::vector<std::pair<std::size_t, Ordinal>> winning(const Ordinals& p) const override;

  protected:
    bool coins() const override { return false; }
    std::string reason(const Ordinals& p, const Ordinal& v) const override;
    std::vector<std::pair<std::string, std::string>> facts(const Ordinals& p) const override;
    std::optional<Grundy> finite_search(const std::vector<std::uint64_t>& p, std::size_t budget) const override;
};

Result<std::unique_ptr<Ruleset>> make(std::string_view rules);

// "ω²·3 + ω + 5": each heap, for messages and the board.
std::string pretty_list(const Ordinals& p, const char* sep = ", ");
// The per-power table of a nim-sum: {"ω²", "3 ⊕ 0 ⊕ 0 = 3"}, highest power first.
std::vector<std::pair<std::string, std::string>> coefficient_rows(const Ordinals& p, const Ordinal& extra = {});

} // namespace gl::onim
