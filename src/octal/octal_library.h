// octal_library.h - named octal and subtraction games, as the game pickers list them.
#pragma once
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace gl::octal {

struct NamedGame {
    std::string_view code;  // canonical octal code, e.g. "0.07"
    std::string_view name;  // e.g. "Dawson's Kayles"
    std::string_view about; // one sentence: the rules in words, and where the theory is
};

std::span<const NamedGame> named_games();

// The take-and-break games of at most three digits (0.d1d2d3 and 4.d1d2d3) published as unsolved:
// no period is known. One code per class of equivalent games (Flammenkamp's standard forms), as
// listed by the table of unsolved octal games in github.com/tczajka/octal-games
// (UnsolvedGames.md), which is drawn from A. Flammenkamp's table of octal games; with Grundy's game.
struct UnsolvedGame {
    std::string_view code;      // canonical, as format_code writes it ("0.161", "grundy")
    std::uint64_t computed_to;  // the most values a published computation reached, or 0 if none is listed here
    std::string_view source;    // what that computation published (the page: url)
    std::string_view url;       // the page to read it at
};
std::span<const UnsolvedGame> unsolved_games();
// The entry of a canonical code in unsolved_games(), or nullptr.
const UnsolvedGame* unsolved_game(std::string_view code);
// What the explorer says of such a game: "Published as unsolved: no period is known. The furthest
// computation published reached 2^39 values without one (<source>: <url without https://>)."
std::string unsolved_note(const UnsolvedGame& g);
// The name of a canonical code, or "" if it has none.
std::string_view name_of(std::string_view code);

} // namespace gl::octal
