#include "octal/octal_library.h"

#include <bit>

namespace gl::octal {

namespace {
constexpr NamedGame kNamed[] = {
    {"0.77", "Kayles", "Knock down one pin or two adjacent pins from a row; period 12 from n = 71."},
    {"0.07", "Dawson's Kayles", "Remove two adjacent squares from a row (Winning Ways, ch. 4); period 34 from n = 53."},
    {"0.137", "Dawson's chess", "Pawns on a 3×n board (Ferguson, Game Theory, Part I, §4.4); Dawson's Kayles shifted by one."},
    {"0.007", "Treblecross", "One-dimensional tic-tac-toe, as an octal game; no period is known."},
    {"4.07", "4.07 (Dawson's Kayles with splitting)", "Dawson's Kayles, where a row may also be split in two."},
    {"0.6", "Officers (0.6)", "Take one token from a heap of two or more, leaving one or two heaps."},
    {"0.16", "0.16 (Gangolli-Plambeck)", "Period 149459 from n = 105351: a sparse-space record."},
    {"0.56", "0.56 (Gangolli-Plambeck)", "A long preperiod, proved by sparse space (1989)."},
    {"0.376", "0.376 (Flammenkamp)", "Periodic from n ≈ 2.27 million."},
    {"0.354", "0.354 (Flammenkamp)", "Periodic from n ≈ 10 million."},
    {"0.333", "Subtraction {1,2,3}", "Take 1, 2 or 3 tokens (Ferguson, Game Theory, Part I, §1.1): G(n) = n mod 4."},
    {"0.3033", "Subtraction {1,3,4}", "Take 1, 3 or 4 tokens (Ferguson, Game Theory, Part I, §1.4): P-positions n ≡ 0, 2 (mod 7)."},
    {"0.033", "Subtraction {2,3}", "Take 2 or 3 tokens: 0,0,1,1,2 repeating (Winning Ways, ch. 4)."},
    {"lasker", "Lasker's Nim", "Take any number from a heap, or split a heap in two (Ferguson, Game Theory, Part I, §4.4): "
                               "G(n + 4) = G(n) + 4 from n = 1."},
    {"grundy", "Grundy's game", "Split a heap into two heaps of different sizes (Ferguson, Game Theory, Part I, §4.4): "
                                "no period is known (OEIS A002188)."},
};

// Codes without a published computation here carry only the list they come from.
constexpr std::string_view kListed = "listed as unsolved in github.com/tczajka/octal-games (UnsolvedGames.md)";
constexpr UnsolvedGame kUnsolved[] = {
    {"0.6", 140000000000000, "J. P. Grossman, \"Searching for periodicity in Officers\", Games of No Chance 5 (2025): more than 140 trillion values", "https://www.cambridge.org/core/books/games-of-no-chance-5/searching-for-periodicity-in-officers/98E13600B5374501FED2A3BC065F8359"},
    {"0.04", std::uint64_t{1} << 17, "its table of unsolved games", "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.06", std::uint64_t{1} << 17, "its table of unsolved games", "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.14", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.36", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.64", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.74", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.76", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.004", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.005", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.006", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.014", std::uint64_t{1} << 37, "value counts published at every power of two", "https://github.com/rogalski-wmii-uni-lodz-pl/octal"},
    {"0.015", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.016", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.024", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.026", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.034", std::uint64_t{1} << 38, "value counts published at every power of two", "https://github.com/rogalski-wmii-uni-lodz-pl/octal"},
    {"0.054", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.064", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.104", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.106", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.114", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.125", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.126", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.135", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.136", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.142", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.143", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.146", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.161", std::uint64_t{1} << 39, "value counts published at every power of two", "https://github.com/rogalski-wmii-uni-lodz-pl/octal"},
    {"0.162", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.163", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.164", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.166", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.167", std::uint64_t{1} << 41, "value counts published at every power of two", "https://github.com/rogalski-wmii-uni-lodz-pl/octal"},
    {"0.172", std::uint64_t{1} << 37, "value counts published at every power of two", "https://github.com/rogalski-wmii-uni-lodz-pl/octal"},
    {"0.174", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.204", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.205", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.206", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.207", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.224", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.244", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.245", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.264", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.314", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.324", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.334", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.336", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.342", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.344", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.346", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.362", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.364", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.366", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.371", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.374", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.404", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.414", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.416", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.444", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.454", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.564", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.604", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.606", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.744", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.764", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.774", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"0.776", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"4.004", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"4.007", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"4.026", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"4.044", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"4.045", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"4.064", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"4.324", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"4.327", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"4.344", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"4.364", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"4.367", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"4.404", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"4.406", 0, kListed, "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
    {"grundy", std::uint64_t{1} << 21, "its table of unsolved games", "https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md"},
};
} // namespace

std::span<const NamedGame> named_games() { return kNamed; }

std::span<const UnsolvedGame> unsolved_games() { return kUnsolved; }

std::string unsolved_note(const UnsolvedGame& g) {
    std::string_view where = g.url;
    if (where.substr(0, 8) == "https://") where.remove_prefix(8);
    std::string s = "Published as unsolved: no period is known.";
    if (g.computed_to == 0) return s + " Listed in " + std::string(where) + ".";
    std::string reach = std::to_string(g.computed_to) + " values";
    if (std::has_single_bit(g.computed_to)) reach = "2^" + std::to_string(std::countr_zero(g.computed_to)) + " values";
    return s + " The furthest computation published reached " + reach + " without one (" + std::string(g.source) + ": " +
           std::string(where) + ").";
}

const UnsolvedGame* unsolved_game(std::string_view code) {
    for (const UnsolvedGame& g : kUnsolved)
        if (g.code == code) return &g;
    return nullptr;
}

std::string_view name_of(std::string_view code) {
    for (const NamedGame& g : kNamed)
        if (g.code == code) return g.name;
    return {};
}

} // namespace gl::octal
