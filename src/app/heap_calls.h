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
// Each call is replaced by its misère canonical form (cgt/misere_game.h, within 200,000
// positions) before the calculator reads the expression, so `.Genus`, sums and the other
// properties follow as for any *[...] game. A call without .MisereCanonicalForm, an unknown
// ruleset or a position too large is refused with its character, never read otherwise.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "cgt/calc.h"
#include "core/result.h"

namespace gl::app {

struct HeapCalls {
    std::string text; // the expression with each call replaced by its form
    std::string note; // "game.heap.Kayles(10) is Kayles (0.77), heap 10"; empty without calls
    struct Piece {
        std::size_t from, to, old_from, old_to; // byte ranges in text and in the expression
    };
    std::vector<Piece> pieces;
    // A character offset in `text` as a character offset in `expr`.
    std::size_t old_offset(std::string_view expr, std::size_t chars) const;
};

bool has_heap_calls(std::string_view expr);
Result<HeapCalls> expand_heap_calls(std::string_view expr, std::string_view field = "expr", std::uint64_t positions = 200'000);

// cgt::calculate on the expression with its heap calls replaced; errors point into `expr`, and the
// answer's expr is `expr` as typed.
Result<cgt::Calc> calculate_with_heaps(std::string_view expr, const cgt::Limits& limits = {}, std::string_view field = "expr");

} // namespace gl::app
