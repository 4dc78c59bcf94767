#include "games/hackenbush_colours.h"

#include "games/hackenbush.h"
#include "games/partizan.h"
#include "games/split_ruleset.h"

namespace gl::hackenbush {

const GameMeta& ColouredGame::meta() { return HackenbushGame::meta(); }

bool coloured(std::string_view pos) {
    // Green Hackenbush reads every picture without colour letters; whatever it refuses and the
    // coloured grammar reads has a colour. A text neither reads goes to the grammar whose
    // mistake it makes: with a colour letter in it, the coloured one ("'x' is not a colour").
    static const HackenbushGame green;
    if (green.parse(pos, "pos")) return false;
    if (ColouredGame{}.parse(pos, "pos")) return true;
    return pos.find_first_of("brgl") != std::string_view::npos;
}

Result<std::unique_ptr<Ruleset>> make_hackenbush(std::string_view rules) {
    if (!rules.empty())
        return Error{"rules", Error::kWhole, std::string(HackenbushGame::meta().title) + " has no rule parameter; remove rules="};
    return std::unique_ptr<Ruleset>(std::make_unique<SplitRuleset>(
        std::make_unique<RulesetOf<HackenbushGame>>(HackenbushGame{}),
        std::make_unique<PartizanRulesetOf<ColouredGame>>(ColouredGame{}), &coloured,
        "misère play is defined here for Green Hackenbush only, a picture written without colour letters (0-1,1-2); a "
        "picture with colour letters is valued as Blue-Red-Green Hackenbush, under normal play (remove play=misere, or the letters "
        "of a green picture)"));
}

} // namespace gl::hackenbush
