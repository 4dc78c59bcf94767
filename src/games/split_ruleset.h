// split_ruleset.h - one registered game over two kinds of positions: the impartial ones, valued by
// an impartial ruleset (Grundy values, misère play), and the partizan ones, valued by a partizan
// ruleset (canonical forms, games/partizan.h). A sum is impartial while every part is, and
// partizan once one part is (games/partizan_sum.h); a Hackenbush picture is Green Hackenbush until
// an edge is blue or red (games/hackenbush_colours.h). Every call goes to the ruleset of its
// position's kind, which a game's moves never change; Ruleset::partizan_at() says which it is.
// Misère play of a partizan position is refused with the game's own sentence.
#pragma once
#include <memory>
#include <string>
#include <string_view>
#include <utility>

#include "core/ruleset.h"

namespace gl {

class SplitRuleset final : public Ruleset {
  public:
    // `is_partizan` reads a position's text (false for one that does not parse: the impartial
    // ruleset's parse names the mistake).
    SplitRuleset(std::unique_ptr<Ruleset> impartial, std::unique_ptr<Ruleset> partizan, bool (*is_partizan)(std::string_view),
                 std::string misere_refusal)
        : impartial_(std::move(impartial)), partizan_(std::move(partizan)), is_partizan_(is_partizan),
          misere_refusal_(std::move(misere_refusal)) {}

    const GameMeta& meta() const override { return impartial_->meta(); }
    std::string rules_text() const override { return impartial_->rules_text(); }
    Result<std::string> canonical(std::string_view pos, std::string_view field = "pos") const override {
        return at(pos).canonical(pos, field);
    }
    Result<std::vector<GameMove>> moves(std::string_view pos) const override { return at(pos).moves(pos); }
    Result<Picture> picture(std::string_view pos) const override { return at(pos).picture(pos); }
    std::size_t option_count(std::string_view pos) const override { return at(pos).option_count(pos); }
    std::optional<Grundy> grundy(std::string_view pos, std::size_t budget = kDefaultSearchBudget) const override {
        return at(pos).grundy(pos, budget);
    }
    Result<Analysis> analyse(std::string_view pos, Play play, std::size_t budget = kDefaultSearchBudget) const override {
        const bool partizan = is_partizan_(pos);
        if (partizan && play == Play::Misere) return misere_refused();
        return (partizan ? *partizan_ : *impartial_).analyse(pos, play, budget);
    }
    std::optional<Result<Analysis>> analyse_part(std::string_view pos, Play play, std::size_t step, std::size_t& spent,
                                                 std::size_t budget = kDefaultSearchBudget) const override {
        const bool partizan = is_partizan_(pos);
        if (partizan && play == Play::Misere) return Result<Analysis>(misere_refused());
        return (partizan ? *partizan_ : *impartial_).analyse_part(pos, play, step, spent, budget);
    }
    std::size_t steps_budget(std::size_t budget) const override {
        return std::max(partizan_->steps_budget(budget), impartial_->steps_budget(budget));
    }
    void drop_steps() const override {
        partizan_->drop_steps();
        impartial_->drop_steps();
    }
    bool keeps_steps() const override { return partizan_->keeps_steps() || impartial_->keeps_steps(); }
    std::unique_ptr<ValueSearch> value_search(std::size_t budget = kDefaultSearchBudget) const override {
        return impartial_->value_search(budget);
    }
    bool has_closed_form() const override { return impartial_->has_closed_form(); }
    std::optional<Grundy> search_grundy(std::string_view pos, std::size_t budget = kDefaultSearchBudget) const override {
        return at(pos).search_grundy(pos, budget);
    }
    std::optional<Outcome> search_misere(std::string_view pos, std::size_t budget = kDefaultSearchBudget) const override {
        return is_partizan_(pos) ? std::nullopt : impartial_->search_misere(pos, budget);
    }
    std::optional<Decided> rule_outcome(std::string_view pos) const override { return at(pos).rule_outcome(pos); }
    std::string start_position() const override { return impartial_->start_position(); }
    std::vector<PicturePreset> presets() const override { return impartial_->presets(); }
    std::optional<Result<RulesAndPosition>> from_drawing(const GraphDrawing& d) const override { return impartial_->from_drawing(d); }
    bool partizan_at(std::string_view pos) const override { return is_partizan_(pos); }
    // The ruleset of the partizan positions (a sum with a part of this game values it there).
    const Ruleset& partizan_side() const { return *partizan_; }

  private:
    const Ruleset& at(std::string_view pos) const { return is_partizan_(pos) ? *partizan_ : *impartial_; }
    Error misere_refused() const { return Error{"play", Error::kWhole, misere_refusal_}; }
    std::unique_ptr<Ruleset> impartial_, partizan_;
    bool (*is_partizan_)(std::string_view);
    std::string misere_refusal_;
};

} // namespace gl
