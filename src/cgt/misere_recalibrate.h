// misere_recalibrate.h - the second way misere_quotient.h grows a quotient by one heap, for the
// heaps where the first (the copies of heap n valued on Q_{n-1}'s elements) finds none: the way
// Siegel's MisereSolver does it (Plambeck and Siegel, "Misère quotients for impartial games", 2008).
//
// Sums of heaps are words, ordered lexicographically with the largest heap most significant: a
// monomial order in which every option of a sum comes before it. A candidate is a monoid given by
// the action of each heap on its elements. Its P-portion is read off the least word of each element
// (P iff that word has options and none of their elements is P). It is then cut down to its
// classes of indistinguishable elements and checked against every sum: a heap move from P to P
// (checked on the least word of each element), and a sum predicted N whose options are all N
// (found by a search over words in order, a branch dropped when an earlier word with the same
// element had fewer options' elements). The least sum predicted wrongly, F, has its options right,
// so its true outcome is known; the candidate is rebuilt with the heaps of F freed of their
// relations (one heap, then two, ...: each becomes a cyclic monoid beside the rest) until F is
// predicted right, and checked again. The first candidate for heap n is Q_{n-1} beside a new
// cyclic generator a with a^4 = a^2. A candidate found here is proved again by check_quotient
// before it is used.
#pragma once
#include <cstdint>
#include <vector>

#include "cgt/misere_quotient.h"
#include "core/result.h"

namespace gl::cgt {

struct Recalibrated {
    FiniteMonoid q;                  // reduced, with its full table
    std::vector<std::uint32_t> heap; // heap[h] for h = 0..n (heaps below n may map to new elements)
};

// Q_n from a proved Q_{n-1} (q and heap[1..n-1]) and heap n's options; an error past the limits
// (order, states, rounds) or when no rebuilt candidate predicts the least failure right.
Result<Recalibrated> recalibrate_quotient(const HeapGameOptions& g, const FiniteMonoid& q, const std::vector<std::uint32_t>& heap,
                                          std::uint32_t n, const QuotientLimits& limits);

} // namespace gl::cgt
