// hackenbush_colours.h - the registry's `hackenbush`: Hackenbush with blue, red and green edges in
// one game (Winning Ways, ch. 1, 2 and 7; CGSuite's Hackenbush). A picture whose edges are all
// green, written without colour letters (`0-1,1-2`, or CGSuite's `e(ee;e)`), is Green Hackenbush
// (games/hackenbush.h: its Grundy value by the colon and fusion principles, shown as steps, and
// misère play). A picture with a colour letter on any edge (`0-1b,1-2r,1-3`, where an edge with
// no letter is green, or CGSuite's `lrlerrr`) is valued as Blue-Red-Green Hackenbush
// (games/bluered.h: its canonical form, normal play). `game=bluered` links keep opening too.
#pragma once
#include <memory>
#include <string_view>

#include "core/game.h"
#include "core/result.h"
#include "games/bluered.h"

namespace gl::hackenbush {

// Blue-Red-Green Hackenbush read as `game=hackenbush` writes it: an edge without a letter is green.
struct ColouredGame : bluered::BlueRedGame {
    static const GameMeta& meta();
    Result<Position> parse(std::string_view text, std::string_view field) const { return parse_edges(text, field, true); }
};

// Whether `pos` is a coloured picture (a letter b, r or g after an edge, or l or r in CGSuite's
// notation): then it is partizan. A text with a mistake goes where its mistake is named best.
bool coloured(std::string_view pos);

Result<std::unique_ptr<Ruleset>> make_hackenbush(std::string_view rules);

} // namespace gl::hackenbush
