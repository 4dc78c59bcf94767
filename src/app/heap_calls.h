// heap_calls.h - CGSuite's heap rulesets in the calculator: the misère canonical form of a
// position of the registry, written as CGSuite writes it (its Standard Games Library, game.heap):
//
//   game.heap.Kayles(10).MisereCanonicalForm              Kayles, 0.77
//   game.heap.DawsonsKayles(9).MisereCanonicalForm        0.07
//   game.heap.GrundysGame(22).MisereCanonicalForm         Grundy's game (CGSuite's 4!.0)
//   game.heap.Nim(3).MisereCanonicalForm                  a nim heap
//   game.heap.TakeAndBreak("0.137")(8).MisereCanonicalForm  any code the sums read
//   game.heap.Subtraction([1,3,4])(7).MisereCanonicalForm   a subtraction set
//
// Each call is its heap's misère canonical form, found from the heap game itself as CGSuite finds
// it (octal/misere_forms.h: a heap is the canonical form of its options, a split the misère sum of
// its parts' forms; no position of the game is searched), within octal::kMisereFormWork steps, and
// handed to the calculator as a game, so `.Genus`, sums and the other properties follow as for any
// *[...] game. Every code CGSuite's TakeAndBreak reads works (0.3F, 4!.0, 0.[3]; see
// octal::parse_code). A call without .MisereCanonicalForm, an unknown ruleset, a bad code or a heap
// past the work is refused with its character, never read otherwise.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <optional>

#include "cgt/calc.h"
#include "core/result.h"

namespace gl::app {

bool has_heap_calls(std::string_view expr);
// The expression read as cgt::check_misere reads it, each call's ruleset, code and heap checked but
// its form not computed (a link's expr is checked so): the error with its character, or nothing.
std::optional<Error> check_heap_calls(std::string_view expr, std::string_view field = "expr");

// cgt::calculate on the expression, its heap calls read as their forms; errors point into `expr`.
// `work`: each call's budget (octal::kMisereFormWork unless given).
Result<cgt::Calc> calculate_with_heaps(std::string_view expr, const cgt::Limits& limits = {}, std::string_view field = "expr",
                                       std::uint64_t work = 0);

} // namespace gl::app
