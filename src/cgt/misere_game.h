// misere_game.h - the misère canonical form of a position of any impartial ruleset of the
// registry (core/game.h's Ruleset), found from its moves: every position reached is made
// canonical once (cgt/misere.h), on an explicit stack, within a budget.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>

#include "core/game.h"
#include "core/result.h"

namespace gl::cgt {

// CGSuite's text of the position's misère canonical form ("*[2#0]"), or an error: not impartial,
// a bad position, or too large (more than `positions` positions reached, or the form's work).
Result<std::string> misere_form(const Ruleset& rules, std::string_view pos, std::uint64_t positions = 200'000);

} // namespace gl::cgt
