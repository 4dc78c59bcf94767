#include "games/registry.h"

#include "core/text.h"
#include "games/amazons.h"
#include "games/bluered.h"
#include "games/chomp.h"
#include "games/clobber.h"
#include "games/col_snort.h"
#include "games/cram.h"
#include "games/cutcake.h"
#include "games/divide.h"
#include "games/domineering.h"
#include "games/dynamic.h"
#include "games/elephants.h"
#include "games/fibonacci.h"
#include "games/fission.h"
#include "games/foxgeese.h"
#include "games/graph.h"
#include "games/grundy.h"
#include "games/hackenbush.h"
#include "games/hackenbush_colours.h"
#include "games/impartial_variant.h"
#include "games/heap_sum.h"
#include "games/konane.h"
#include "games/kayles_graph.h"
#include "games/lasker.h"
#include "games/moore.h"
#include "games/nim.h"
#include "games/nimble.h"
#include "games/northcott.h"
#include "games/partizan_sum.h"
#include "games/onim.h"
#include "games/owelter.h"
#include "games/staircase.h"
#include "games/subtraction.h"
#include "games/toads.h"
#include "games/toppling.h"
#include "games/turtles.h"
#include "games/welter.h"
#include "games/welter2k.h"
#include "games/wythoff.h"

namespace gl {

namespace {
const GameMeta& explorer() { return explorer_meta(); }
const GameMeta& calculator() { return calculator_meta(); }

// One line per game, in the order of the game picker.
constexpr GameEntry kGames[] = {
    ruleset<nim::NimGame>(),
    GameEntry{&sums::SumGame::meta, &sums::make_sum},
    ruleset<subtraction::SubtractionGame>(),
    ruleset<moore::MooreGame>(),
    ruleset<chomp::ChompGame>(),
    ruleset<divide::DivideGame>(),
    ruleset<fibonacci::FibonacciGame>(),
    ruleset<dynamic::DynamicGame>(),
    ruleset<wythoff::WythoffGame>(),
    ruleset<lasker::LaskerGame>(),
    ruleset<grundy::GrundyGame>(),
    ruleset<graph::GraphGame>(),
    GameEntry{&hackenbush::HackenbushGame::meta, &hackenbush::make_hackenbush},
    ruleset<kayles_graph::NodeKaylesGame>(),
    ruleset<kayles_graph::ArcKaylesGame>(),
    ruleset<nimble::NimbleGame>(),
    ruleset<turtles::TurtlesGame>(),
    ruleset<staircase::StaircaseGame>(),
    ruleset<northcott::NorthcottGame>(),
    ruleset<welter::WelterGame>(),
    ruleset<welter2k::Welter2kGame>(),
    GameEntry{&onim::OnimRuleset::static_meta, &onim::make},
    GameEntry{&owelter::OwelterRuleset::static_meta, &owelter::make},
    partizan<domineering::DomineeringGame>(),
    GameEntry{&cram::CramRules::meta, &cram::make_cram},
    partizan<cutcake::CutcakeGame>(),
    partizan<bluered::BlueRedGame>(),
    grid_game<clobber::ClobberRules>(),
    GameEntry{&toads::ToadsRules::meta, &toads::make}, // rules=a,b,c,d (games/toads.h)
    GameEntry{&foxgeese::FoxGeeseRules::meta, &foxgeese::make}, // loopy (games/loopy_board.h)
    grid_game<konane::KonaneRules>(),
    GameEntry{&col_snort::ColGame::meta, &make_variant<col_snort::ColGame>}, // variant=impartial too
    GameEntry{&col_snort::SnortGame::meta, &make_variant<col_snort::SnortGame>},
    grid_game<toppling::TopplingRules>(),
    grid_game<fission::FissionRules>(),
    grid_game<amazons::AmazonsRules>(),
    grid_game<elephants::ElephantsRules>(),
    GameEntry{&explorer, nullptr, ScreenKind::Explorer},
    GameEntry{&calculator, nullptr, ScreenKind::Calculator},
};
} // namespace

const GameMeta& explorer_meta() {
    static const GameMeta m{"octal", "Octal games",
                            "Explore the nim-sequence of an octal or subtraction game: its table, plot and proved period.",
                            "Guy and Smith, The G-values of various games (1956); Winning Ways, ch. 4",
                            "no position: rules= an octal code (0.07) or a subtraction set ({1,3,4})", "",
                            "an octal code (0.07, 4.07) or a subtraction set ({1,3,4})", "0.07"};
    return m;
}

const GameMeta& calculator_meta() {
    static const GameMeta m{"cgt", "Partizan calculator",
                            "Type a partizan game {L|R}: its outcome, canonical form with the derivation, value, birthday; compare G ? H.",
                            "Conway, On Numbers and Games (1976); Berlekamp, Conway and Guy, Winning Ways, ch. 1-2; Siegel, Combinatorial Game Theory (2013), ch. II",
                            "no position: expr= a game in CGSuite's notation ({0,*|1}, 1/2*, ^+^+*), vs= a game to compare with", ""};
    return m;
}

std::span<const GameEntry> game_entries() { return kGames; }

const GameEntry* find_game(std::string_view id) {
    for (const GameEntry& g : kGames)
        if (g.meta().id == id) return &g;
    return nullptr;
}

std::string known_game_ids() {
    std::string known;
    for (const GameEntry& g : kGames) known += (known.empty() ? "" : ", ") + std::string(g.meta().id);
    return known;
}

Result<std::unique_ptr<Ruleset>> make_ruleset(std::string_view id, std::string_view rules) {
    const GameEntry* e = find_game(id);
    if (!e) return Error{"game", Error::kWhole, "unknown game " + echo(id) + " (known games: " + known_game_ids() + ")"};
    if (!e->is_ruleset())
        return Error{"game", Error::kWhole, std::string(e->meta().title) + " is an explorer, not a position to analyse"};
    return e->make(rules);
}

} // namespace gl
