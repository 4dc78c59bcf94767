// misere_calc.h - the calculator's misère games: CGSuite's misère canonical forms typed, added,
// compared and asked for their properties (G.Genus, G.Mate, G.IsTame, ...), answered in the same
// Calc as a partizan game (cgt/calc.h), with `misere` set.
//
// Notation (read as CGSuite writes it, and as CGSuite 2 reads lists):
//   *[2#0]  *[2[2]321]  *[(2#1)2##]   CGSuite's printed form: each digit a nim heap (&10; for *10),
//                                     several items side by side the options of one game, '#' the
//                                     game whose only option is what precedes it, [..] after an
//                                     item a sum with nim heaps (2[2] = *2 + *2, 2[#1] = {*2} + *,
//                                     -k: minus *k), (..) a game of several options inside another;
//   *[[2],0]  *[4,2]                  CGSuite 2's lists (a comma or a leading '['): an integer is a
//                                     nim heap (42 is *42), a nested list the game of its elements,
//                                     a top-level list of one element that element;
//   *3  0                             nim heaps;  G + H  sums;  G == H, G != H  (same canonical form);
//   G.Name                            the properties of misere_methods().
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <functional>

#include "cgt/calc.h"
#include "cgt/misere.h"
#include "core/result.h"

namespace gl::cgt {

// Whether `expr` is a misère expression: it has "*[" (a misère canonical form).
bool looks_misere(std::string_view expr);

struct MisereMethod {
    const char* name;
    const char* definition;
    const char* source;
    bool available; // false: named by CGSuite, refused here with a message (not yet built)
};
const std::vector<MisereMethod>& misere_methods();

// Names the calculator does not read itself (the app's game.heap.Kayles(30).MisereCanonicalForm):
// called where an atom starts with "game.", with the store, the whole expression and the byte
// offset; answers the game and the byte offset just past the name, or an error whose offset is in
// characters of the expression. The work it spends is its own (the calculator's limit is set
// again after it).
struct MisereName {
    misere::MId game = 0;
    std::size_t end = 0;
};
using MisereNames = std::function<Result<MisereName>(misere::MisereStore&, std::string_view expr, std::size_t at)>;

// A misère form is printed up to this many characters; a longer one is described (its length, its
// number of distinct subgames) and its canonical text is "" (Calc's convention).
inline constexpr std::size_t kMisereTextCap = 20000;

Result<Calc> calculate_misere(std::string_view expr, const Limits& limits = {}, std::string_view field = "expr",
                              const MisereNames* names = nullptr);
// Reads a misère expression without its analysis (a link's expr is checked so): the error with
// its character (in characters of `expr`), or nothing.
std::optional<Error> check_misere(std::string_view expr, const Limits& limits = {}, std::string_view field = "expr",
                                  const MisereNames* names = nullptr);

} // namespace gl::cgt
