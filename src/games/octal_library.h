// octal_library.h - named octal and subtraction games, as the game pickers list them.
#pragma once
#include <span>
#include <string_view>

namespace gl::octal {

struct NamedGame {
    std::string_view code;  // canonical octal code, e.g. "0.07"
    std::string_view name;  // e.g. "Dawson's Kayles"
    std::string_view about; // one sentence: the rules in words, and where the theory is
};

std::span<const NamedGame> named_games();
// The name of a canonical code, or "" if it has none.
std::string_view name_of(std::string_view code);

} // namespace gl::octal
