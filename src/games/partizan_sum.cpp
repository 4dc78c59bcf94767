#include "games/partizan_sum.h"

#include "games/partizan.h"

namespace gl::sums {

std::vector<PartizanSumGame::Position> PartizanSumGame::components(const Position& p) const {
    std::vector<Position> out;
    for (const Part& part : p) {
        if (part.is_game() || part.heaps.size() <= 1) {
            out.push_back({part});
            continue;
        }
        for (auto h : part.heaps) {
            Part one = part;
            one.heaps = {h};
            out.push_back({std::move(one)});
        }
    }
    return out;
}

std::optional<cgt::Id> PartizanSumGame::direct_value(const Position& p, cgt::Store& s) const {
    if (p.size() != 1) return std::nullopt;
    const Part& part = p[0];
    if (!part.is_game()) {
        if (part.heaps.size() != 1) return std::nullopt;
        return s.of_nimber(heaps.values->value(part.rules, part.heaps[0]));
    }
    if (!part.is_partizan()) { // an impartial game's position is its nimber (Winning Ways, ch. 3)
        if (auto g = heaps.part_values->value(part)) return s.of_nimber(*g);
        s.exhaust();
        return std::nullopt;
    }
    const auto* rules = dynamic_cast<const PartizanRuleset*>(part.game.get());
    auto v = rules ? rules->form_into(part.pos, s, s.remaining()) : std::nullopt;
    if (!v) s.exhaust(); // the part's own search could not value it: neither can the sum's
    return v;
}

std::vector<std::pair<std::string, std::string>> PartizanSumGame::facts(const Position& p) const {
    std::vector<std::pair<std::string, std::string>> out;
    auto& values = PartizanValues<PartizanSumGame>::shared();
    for (std::size_t i = 0; i < p.size(); ++i) {
        // Each part's value on its own (kept: the analysis of the sum reuses it).
        const auto v = values.value(*this, {p[i]}, kDefaultSearchBudget / 4);
        std::string text = v ? values.store().text(*v, 200) : std::string();
        out.emplace_back("part " + std::to_string(i + 1) + " (" + rules_title(p[i].rules) + ")",
                         v ? (text.empty() ? "(a form longer than 200 characters)" : text) : "? (too large on its own)");
    }
    return out;
}

namespace {

bool has_partizan_part(std::string_view pos) {
    auto parts = parse_parts(pos);
    if (!parts) return false; // the Sprague-Grundy sum's parse names the error
    for (const Part& part : parts.value())
        if (part.is_partizan()) return true;
    return false;
}

Error misere_refused() {
    return Error{"play", Error::kWhole,
                 "misère play is defined here for impartial sums only; a sum with a partizan part is played under normal play "
                 "(remove play=misere)"};
}

// One ruleset over both kinds of sums: each call goes to the Sprague-Grundy sum or to the sum of
// canonical forms by the parts of its position.
class SumRuleset final : public Ruleset {
  public:
    const GameMeta& meta() const override { return SumGame::meta(); }
    std::string rules_text() const override { return {}; }
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
        const bool partizan = has_partizan_part(pos);
        if (partizan && play == Play::Misere) return misere_refused();
        return partizan ? partizan_.analyse(pos, play, budget) : heaps_.analyse(pos, play, budget);
    }
    std::optional<Result<Analysis>> analyse_part(std::string_view pos, Play play, std::size_t step, std::size_t& spent,
                                                 std::size_t budget = kDefaultSearchBudget) const override {
        const bool partizan = has_partizan_part(pos);
        if (partizan && play == Play::Misere) return Result<Analysis>(misere_refused());
        return partizan ? partizan_.analyse_part(pos, play, step, spent, budget) : heaps_.analyse_part(pos, play, step, spent, budget);
    }
    std::unique_ptr<ValueSearch> value_search(std::size_t budget = kDefaultSearchBudget) const override {
        return heaps_.value_search(budget);
    }
    bool has_closed_form() const override { return heaps_.has_closed_form(); }
    std::optional<Grundy> search_grundy(std::string_view pos, std::size_t budget = kDefaultSearchBudget) const override {
        return at(pos).search_grundy(pos, budget);
    }
    std::optional<Outcome> search_misere(std::string_view pos, std::size_t budget = kDefaultSearchBudget) const override {
        return has_partizan_part(pos) ? std::nullopt : heaps_.search_misere(pos, budget);
    }
    std::optional<Decided> rule_outcome(std::string_view pos) const override { return at(pos).rule_outcome(pos); }
    bool partizan_at(std::string_view pos) const override { return has_partizan_part(pos); }

  private:
    const Ruleset& at(std::string_view pos) const {
        if (has_partizan_part(pos)) return partizan_;
        return heaps_;
    }
    RulesetOf<SumGame> heaps_{SumGame{}};
    PartizanRulesetOf<PartizanSumGame> partizan_{PartizanSumGame{}};
};

} // namespace

Result<std::unique_ptr<Ruleset>> make_sum(std::string_view rules) {
    if (!rules.empty()) return Error{"rules", Error::kWhole, std::string(SumGame::meta().title) + " has no rule parameter; remove rules="};
    return std::unique_ptr<Ruleset>(std::make_unique<SumRuleset>());
}

} // namespace gl::sums
