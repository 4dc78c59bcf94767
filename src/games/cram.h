// cram.h - Cram, Domineering's impartial variant (Gardner, 1974; Winning Ways, ch. 13), on the
// grid contract (games/grid.h): either player places a domino on two free squares side by side,
// in either direction; whoever cannot place one loses. Valued by its Grundy value. Characters as
// Domineering's: '.' free, 'x' taken ('#' read too, as CGSuite writes it). Boards of up to 64
// squares, at most 32 rows and 32 columns (a 3 × 20 or a 4 × 15 board fits). Normal play is valued
// by the region search of cram_value.h (CramRuleset below); misère play by the generic search.
#pragma once
#include <memory>

#include "core/text.h"
#include "games/cram_value.h"
#include "games/grid.h"

namespace gl::cram {

// Domineering's moves (Left vertical, Right horizontal); Cram is their impartial variant.
struct CramRules {
    static const GameMeta& meta();
    static constexpr std::string_view kChars = ".x";
    static constexpr std::string_view kCharNames = "'.' (free) and 'x' (taken; '#' is read too)";
    static constexpr std::string_view kAliases = "#x";
    static constexpr grid::Split kSplit = grid::Split::None;
    static constexpr unsigned kSymmetry = grid::kAllSymmetries;
    static constexpr bool kCrop = false;
    static constexpr int kMaxRows = 32, kMaxCols = 32, kMaxSquares = 64;
    static constexpr std::string_view kCaption = "Click the first free square of a domino (the upper or the left one); either player may place it either way.";
    static grid::Look look(char c) { return {c == '.' ? Glyph::Blank : Glyph::Step, ""}; }
    template <class S> static void moves(const grid::Grid& g, S& sink);
};

template <class S>
void CramRules::moves(const grid::Grid& g, S& sink) {
    for (int r = 0; r < g.h; ++r)
        for (int c = 0; c < g.w; ++c) {
            if (g.at(r, c) != '.') continue;
            for (auto [dr, dc, side] : {std::tuple{1, 0, Side::Left}, {0, 1, Side::Right}}) {
                if (!g.inside(r + dr, c + dc) || g.at(r + dr, c + dc) != '.') continue;
                grid::Grid to = g;
                to.at(r, c) = to.at(r + dr, c + dc) = 'x';
                const bool vertical = dr != 0; // a structured binding cannot be captured (clang 14)
                sink.add(side, std::move(to), [&] { return std::string(vertical ? "vertical at " : "horizontal at ") + grid::square_name(r, c); },
                         {g.index(r, c), g.index(r + dr, c + dc)});
            }
        }
}

using CramGame = grid::ImpartialGrid<CramRules>;

// A board's free squares as bits (cram_value.h).
Bits bits_of(const grid::Grid& g);

// Cram's ruleset: the grid contract's (moves, picture, misère play by the generic search), with
// normal play valued by the region search (cram_value.h) within the analysis budget, in steps
// (Ruleset::analyse_part) so that the page shows its progress and can cancel it.
class CramRuleset final : public Ruleset {
  public:
    explicit CramRuleset(CramGame g) : base_(std::move(g)) {}
    const GameMeta& meta() const override { return base_.meta(); }
    std::string rules_text() const override { return base_.rules_text(); }
    Result<std::string> canonical(std::string_view pos, std::string_view field = "pos") const override { return base_.canonical(pos, field); }
    Result<std::vector<GameMove>> moves(std::string_view pos) const override { return base_.moves(pos); }
    Result<Picture> picture(std::string_view pos) const override { return base_.picture(pos); }
    std::size_t option_count(std::string_view pos) const override { return base_.option_count(pos); }
    std::optional<Grundy> grundy(std::string_view pos, std::size_t budget = kDefaultSearchBudget) const override;
    Result<Analysis> analyse(std::string_view pos, Play play, std::size_t budget = kDefaultSearchBudget) const override;
    std::optional<Result<Analysis>> analyse_part(std::string_view pos, Play play, std::size_t step, std::size_t& spent,
                                                 std::size_t budget = kDefaultSearchBudget) const override;
    StepsNote steps_note() const override {
        return {"Grundy values of the position's regions and of its options, within " + thousands(kDefaultSearchBudget) + " steps", true};
    }
    bool has_closed_form() const override { return false; }
    std::optional<Grundy> search_grundy(std::string_view pos, std::size_t budget = kDefaultSearchBudget) const override {
        return base_.search_grundy(pos, budget);
    }
    std::optional<Outcome> search_misere(std::string_view pos, std::size_t budget = kDefaultSearchBudget) const override {
        return base_.search_misere(pos, budget);
    }
    std::optional<Decided> rule_outcome(std::string_view) const override { return std::nullopt; }
    const CramGame& typed() const { return base_.typed(); }

  private:
    Analysis finish(Analysis a, const grid::Grid& g, const std::vector<Option<grid::Grid>>& opts, std::optional<Grundy> v,
                    std::size_t budget) const;
    RulesetOf<CramGame> base_;
};

// The registry's maker: Cram has no rule parameter.
Result<std::unique_ptr<Ruleset>> make_cram(std::string_view rules);

} // namespace gl::cram
