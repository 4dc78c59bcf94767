#include "games/registry.h"

namespace gl {

namespace {
constexpr GameInfo kGames[] = {
    {"nim", "Nim", "Take any number of tokens from one heap; under normal play whoever takes the last token wins."},
    {"sum", "Heap games & sums", "Play Kayles, Dawson's Kayles, Dawson's chess, subtraction games, Nim, and sums of them."},
    {"octal", "Octal games", "Explore the nim-sequence of an octal or subtraction game: its table, plot and proved period."},
};
} // namespace

std::span<const GameInfo> games() { return kGames; }

const GameInfo* find_game(std::string_view id) {
    for (const GameInfo& g : kGames)
        if (g.id == id) return &g;
    return nullptr;
}

} // namespace gl
