// impartial_variant.h - the impartial variant of a partizan ruleset (CGSuite's ImpartialVariant;
// issues 42 and 44): either player may make any move, Left's or Right's, so the game is impartial
// and valued by its Grundy value (Sprague-Grundy), misère play included. `variant=impartial` on
// Col and Snort (the boards on the grid contract have their own, games/grid.h).
//
// A partizan ruleset G registered with `variants<G>()` reads `variant=partizan` (its default: G
// itself) or `variant=impartial` (ImpartialVariant<G>); its GameMeta names the key (with_variant).
#pragma once
#include <algorithm>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/text.h"
#include "games/partizan.h"

namespace gl {

// G's meta with the rule key `variant` (partizan or impartial, partizan by default).
inline GameMeta with_variant(GameMeta m) {
    m.rules_key = "variant";
    m.rules_key_grammar = "partizan (Left's and Right's moves) or impartial (either player may make any move)";
    m.rules_default = "partizan";
    return m;
}

// G itself, written variant=partizan in a link.
template <PartizanTyped G>
struct PartizanVariant : G {
    static Result<PartizanVariant> with_rules(std::string_view text) {
        if (text != "partizan") return Error{"variant", 0, echo(text) + " is not a variant: use partizan or impartial"};
        return PartizanVariant{};
    }
    std::string rules_text() const { return "partizan"; }
};

template <PartizanTyped G>
struct ImpartialVariant {
    using Position = typename G::Position;
    static constexpr bool kImpartialVariant = true; // misère play offered (Ruleset::misere_offered)
    G game{};
    static const GameMeta& meta() { return G::meta(); }
    static Result<ImpartialVariant> with_rules(std::string_view text) {
        if (text != "impartial") return Error{"variant", 0, echo(text) + " is not a variant: use partizan or impartial"};
        return ImpartialVariant{};
    }
    std::string rules_text() const { return "impartial"; }
    Result<Position> parse(std::string_view text, std::string_view field) const { return game.parse(text, field); }
    std::string format(const Position& p) const { return game.format(p); }
    // Every move of either side, as either player's; a Left and a Right move to the same position
    // are one option.
    std::vector<Option<Position>> options(const Position& p) const {
        std::vector<Option<Position>> out;
        for (auto& o : game.options(p)) {
            if (std::any_of(out.begin(), out.end(), [&](const Option<Position>& x) { return x.to == o.to; })) continue;
            out.push_back({std::string(o.side == Side::Right ? "as Right: " : "as Left: ") + o.label, std::move(o.to), Side::Both});
        }
        return out;
    }
    // G's picture, each cell, vertex or edge offering the merged options of the moves it offered.
    Picture picture(const Position& p, const std::vector<Option<Position>>& options) const {
        const auto moves = game.options(p);
        Picture pic = game.picture(p, moves);
        std::vector<int> to_option(moves.size(), -1);
        for (std::size_t i = 0; i < moves.size(); ++i)
            for (std::size_t k = 0; k < options.size() && to_option[i] < 0; ++k)
                if (options[k].to == moves[i].to) to_option[i] = static_cast<int>(k);
        auto remap = [&](std::vector<int>& list) {
            std::vector<int> out;
            for (int m : list)
                if (m >= 0 && static_cast<std::size_t>(m) < to_option.size() && to_option[m] >= 0 &&
                    std::find(out.begin(), out.end(), to_option[m]) == out.end())
                    out.push_back(to_option[m]);
            list = std::move(out);
        };
        for (auto& row : pic.rows)
            for (auto& c : row.cells) remap(c.moves), remap(c.part_of);
        for (auto& v : pic.graph.vertices) remap(v.moves), remap(v.part_of);
        for (auto& e : pic.graph.edges) remap(e.moves), remap(e.part_of);
        pic.caption = "Either player may make any move (the impartial variant). " + pic.caption;
        return pic;
    }
    std::vector<std::pair<std::string, std::string>> facts(const Position& p) const {
        if constexpr (HasFacts<G>) return game.facts(p);
        else return {};
    }
};

// The registry's maker: variant=partizan (or none) is G, variant=impartial its impartial variant.
template <PartizanTyped G>
Result<std::unique_ptr<Ruleset>> make_variant(std::string_view variant) {
    if (variant.empty() || variant == "partizan")
        return std::unique_ptr<Ruleset>(std::make_unique<PartizanRulesetOf<PartizanVariant<G>>>(PartizanVariant<G>{}));
    if (variant == "impartial") return std::unique_ptr<Ruleset>(std::make_unique<RulesetOf<ImpartialVariant<G>>>(ImpartialVariant<G>{}));
    return Error{"variant", Error::kWhole, echo(variant) + " is not a variant: use partizan or impartial"};
}

} // namespace gl
