// registry.h - every game Grundy Lab knows, one line each (registry.cpp).
// A ruleset (core/ruleset.h) is registered with `ruleset<G>()`: from then on the page's game
// picker, links (`?v=1&game=ID&pos=...`), the CLI (`grundylab analyze`, `grundylab games`), the
// JS API (`E.analyze`, `E.games`) and the contract test know it. A tool without a ruleset (the
// octal explorer) is registered with its GameMeta alone.
#pragma once
#include <memory>
#include <span>
#include <string>
#include <string_view>

#include "core/game.h"
#include "core/ruleset.h"
#include "games/grid.h"
#include "games/partizan.h"

namespace gl {

// The kind of screen an entry opens: a position to play (every ruleset), or one of the tools with
// keys of their own and no position (the octal explorer, the partizan calculator). Links, the page,
// the CLI's `analyze`/`export` and the module's `analyze` switch on this value, never on an id.
enum class ScreenKind : char { Play, Calculator, Explorer };

struct GameEntry {
    const GameMeta& (*meta)();
    // The ruleset with its rule parameter ("" for the default); null for a tool such as the explorer.
    Result<std::unique_ptr<Ruleset>> (*make)(std::string_view rules);
    ScreenKind screen = ScreenKind::Play;
    bool is_ruleset() const { return make != nullptr; }
};

template <TypedRuleset G>
Result<std::unique_ptr<Ruleset>> make_typed(std::string_view rules) {
    if constexpr (HasRules<G>) {
        auto g = G::with_rules(rules.empty() ? G::meta().rules_default : rules);
        if (!g) return g.error();
        return std::unique_ptr<Ruleset>(std::make_unique<RulesetOf<G>>(std::move(g.value())));
    } else {
        if (!rules.empty())
            return Error{"rules", Error::kWhole, std::string(G::meta().title) + " has no rule parameter; remove rules="};
        return std::unique_ptr<Ruleset>(std::make_unique<RulesetOf<G>>(G{}));
    }
}
template <TypedRuleset G>
constexpr GameEntry ruleset() { return GameEntry{&G::meta, &make_typed<G>}; }

// A partizan ruleset (games/partizan.h): `partizan<G>()`.
template <PartizanTyped G>
Result<std::unique_ptr<Ruleset>> make_partizan(std::string_view rules) {
    if (!rules.empty())
        return Error{"rules", Error::kWhole, std::string(G::meta().title) + " has no rule parameter; remove rules="};
    return std::unique_ptr<Ruleset>(std::make_unique<PartizanRulesetOf<G>>(G{}));
}
template <PartizanTyped G>
constexpr GameEntry partizan() { return GameEntry{&G::meta, &make_partizan<G>}; }

// A board game on the grid contract (games/grid.h): `grid_game<R>()`, with variant=impartial.
template <class R>
constexpr GameEntry grid_game() { return GameEntry{&R::meta, &grid::make_grid<R>}; }

std::span<const GameEntry> game_entries();
const GameEntry* find_game(std::string_view id);
// "nim, sum, octal, ..." for messages.
std::string known_game_ids();
// The ruleset `id` with rule parameter `rules`, or an Error naming `game` or `rules`.
Result<std::unique_ptr<Ruleset>> make_ruleset(std::string_view id, std::string_view rules = {});

// The octal explorer: a tool with its own keys (rules, n, width, view, at), no position.
const GameMeta& explorer_meta();
// The partizan-game calculator (game=cgt): a tool with its own keys (expr, vs), no position.
const GameMeta& calculator_meta();
// The screen the entry `id` opens; Play for an unknown id (its link is refused as a position).
inline ScreenKind screen_kind(std::string_view id) {
    const GameEntry* g = find_game(id);
    return g ? g->screen : ScreenKind::Play;
}

} // namespace gl
