#include "games/octal_library.h"

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
} // namespace

std::span<const NamedGame> named_games() { return kNamed; }

std::string_view name_of(std::string_view code) {
    for (const NamedGame& g : kNamed)
        if (g.code == code) return g.name;
    return {};
}

} // namespace gl::octal
