// misere_forms.h - the misère canonical forms of the heaps of any take-and-break game (octal codes,
// CGSuite's TakeAndBreak codes such as 0.3F and 4!.0, Lasker's Nim, Grundy's game, subtraction
// games), found from the heap game itself, the way CGSuite finds them: heap n is the canonical
// form of {its options}, and an option that leaves heaps a, b, ... is the misère sum of their
// canonical forms, added as canonical forms (cgt/misere.h: G + H = {G' + H, G + H'}, memoised by
// the pair, each sum made canonical). Canonical forms are hash-consed in the store, so no position
// of the heap game is ever searched: Kayles' heap 30 is a few hundred distinct forms (Conway, ONAG
// ch. 12; Winning Ways ch. 13; CGSuite's MisereCanonicalForm).
//
// The work is bounded: the store's steps (options looked at, sums made) and its size; past either
// the answer is a refusal saying how far the heaps went.
#pragma once
#include <cstdint>

#include "cgt/misere.h"
#include "core/result.h"
#include "octal/octal.h"

namespace gl::octal {

// The default work for the forms of one call (about 2 s natively on the slowest codes tried).
inline constexpr std::uint64_t kMisereFormWork = 4'000'000'000;
// The most distinct canonical forms the store may hold (memory: about 100 bytes each).
inline constexpr std::size_t kMisereFormNodes = 4'000'000;

// The misère canonical form of a heap of n under `rules`, in `s` (heaps 0..n are made there).
// Errors (field "heap"): the work or the store's size ran out, saying up to which heap the forms
// were found.
Result<cgt::misere::MId> misere_heap_form(cgt::misere::MisereStore& s, const Rules& rules, Heap n,
                                          std::uint64_t work = kMisereFormWork);

// The same for a nim heap *n (Nim has no finite code: its heaps are nim heaps as they stand).
Result<cgt::misere::MId> misere_nim_heap(cgt::misere::MisereStore& s, Heap n, std::uint64_t work = kMisereFormWork);

} // namespace gl::octal
