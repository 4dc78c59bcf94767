// thermograph.h - stops, thermographs, mean and temperature, cooling, heating and overheating of
// canonical short games (Winning Ways ch. 6; Siegel, Combinatorial Game Theory, II.5 and II.6),
// and a thermograph drawn as SVG or TikZ.
//
// Every function takes a canonical form of `store` and spends the store's work budget; when the
// store is exhausted (store.exhausted()) the answer is void and the caller says "too large".
#pragma once
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "cgt/dyadic.h"
#include "cgt/store.h"

namespace gl::cgt {

// One wall of a thermograph: the value as a function of the temperature t >= -1, piecewise
// linear. points[0] is at t = -1; the points rise in t; between two points the value is linear;
// above the last point it is constant (the mast). Slopes are 0, +1 or -1 (as drawn: Left's wall
// leans left as t falls, value = stop at t = 0 for a game that is not a number).
struct Wall {
    std::vector<std::pair<Dyadic, Dyadic>> points; // (t, value)
    Dyadic at(Dyadic t) const;                      // the value at temperature t >= -1
};

struct Thermograph {
    Wall left, right;  // Left's wall (the larger value) and Right's
    Dyadic mean;       // the mast's value
    Dyadic temperature; // where the walls meet the mast: numbers m/2^k have temperature -1/2^k
                        // (integers -1), as CGSuite reports them
};

Dyadic left_stop(Store& s, Id g);
Dyadic right_stop(Store& s, Id g);
// The number of stops reached by the players' alternating play paths (CGSuite's StopCount).
std::optional<std::uint64_t> stop_count(Store& s, Id g);

std::optional<Thermograph> thermograph(Store& s, Id g);
std::optional<Dyadic> mean(Store& s, Id g);
std::optional<Dyadic> temperature(Store& s, Id g);

// G cooled by t (t > -1): Conway's cooling, canonical (Winning Ways ch. 6; Siegel II.5).
std::optional<Id> cool(Store& s, Id g, Dyadic t);
// G frozen: cooled by its own temperature (0 for a number's temperature below 0: the game itself).
std::optional<Id> freeze(Store& s, Id g);
// Norton's heating by t (a canonical game): the inverse of cooling on numbers-plus-infinitesimals
// (Winning Ways ch. 6; Siegel II.5, "heating"), G itself if G is a number.
std::optional<Id> heat(Store& s, Id g, Id t);
// Overheating from `from` (s) to `to` (t) (Berlekamp's overheating; Siegel II.5, as CGSuite's
// Overheat): an integer n -> n.s (n copies of s added), any other G -> {t + G^L overheated |
// -t + G^R overheated}, on the canonical form's options.
std::optional<Id> overheat(Store& s, Id g, Id from, Id to);
// The reduced canonical form (Siegel II.6, Calistrate and Grossman): G modulo infinitesimals.
std::optional<Id> reduced_canonical_form(Store& s, Id g);

// The thermograph drawn for lecture notes, values growing to the LEFT as in Winning Ways (Left's
// wall on the left): an SVG document and a TikZ picture, both with axes, the mast, the mean and
// temperature marked, `title` as a caption ("" for none).
std::string thermograph_svg(const Thermograph& t, const std::string& title);
std::string thermograph_tikz(const Thermograph& t, const std::string& title);

} // namespace gl::cgt
