// registry.h - the games Grundy Lab knows, one line each.
// The link grammar names a game by `id`; the UI lists `title`. Later rulesets (octal games,
// subtraction games, Hackenbush, Welter, partizan games) add one line here.
#pragma once
#include <span>
#include <string_view>

namespace gl {

struct GameInfo {
    std::string_view id;      // as in the link: game=<id>
    std::string_view title;   // as in the game picker
    std::string_view summary; // one sentence: the rules
};

std::span<const GameInfo> games();
const GameInfo* find_game(std::string_view id);

} // namespace gl
