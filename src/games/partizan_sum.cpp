#include "games/partizan_sum.h"

#include "games/partizan.h"
#include "games/split_ruleset.h"

namespace gl::sums {

Result<PartizanSumGame::Position> PartizanSumGame::parse(std::string_view text, std::string_view field) const {
    auto parts = parse_parts(text, field);
    if (!parts) return parts;
    for (std::size_t i = 0; i < parts.value().size(); ++i)
        for (std::size_t j = 0; j < parts.value()[i].heaps.size(); ++j)
            if (parts.value()[i].heaps[j] > kMaxPlayHeap)
                return Error{std::string(field), Error::kWhole,
                             "part " + std::to_string(i + 1) + " (" + rules_title(parts.value()[i].rules) + "), heap " + std::to_string(j + 1) +
                                 ": a heap of more than " + std::to_string(kMaxPlayHeap) +
                                 " tokens in a sum with a partizan part is not analysed yet (a sum of heap games takes heaps up to 2^53 - 1)"};
    return parts;
}

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
        if (const auto v = heaps.values->value(part.rules, part.heaps[0])) return s.of_nimber(v.value());
        s.exhaust(); // not known (no period proved within the values computed): neither is the sum
        return std::nullopt;
    }
    if (!part.is_partizan()) { // an impartial game's position is its nimber (Winning Ways, ch. 3)
        if (auto g = heaps.part_values->value(part)) return s.of_nimber(*g);
        s.exhaust();
        return std::nullopt;
    }
    const Ruleset* game = part.game.get();
    if (const auto* split = dynamic_cast<const SplitRuleset*>(game)) game = &split->partizan_side(); // a coloured Hackenbush picture
    const auto* rules = dynamic_cast<const PartizanRuleset*>(game);
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

} // namespace

Result<std::unique_ptr<Ruleset>> make_sum(std::string_view rules) {
    if (!rules.empty()) return Error{"rules", Error::kWhole, std::string(SumGame::meta().title) + " has no rule parameter; remove rules="};
    return std::unique_ptr<Ruleset>(std::make_unique<SplitRuleset>(
        std::make_unique<RulesetOf<SumGame>>(SumGame{}), std::make_unique<PartizanRulesetOf<PartizanSumGame>>(PartizanSumGame{}),
        &has_partizan_part,
        "misère play is defined here for impartial sums only; a sum with a partizan part is played under normal play "
        "(remove play=misere)"));
}

} // namespace gl::sums
