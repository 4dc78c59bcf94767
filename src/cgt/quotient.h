// quotient.h - checking a misère quotient (Plambeck, "Taming the wild in impartial combinatorial
// games", 2005; Plambeck and Siegel, "Misère quotients for impartial games", 2008): a finite
// commutative monoid Q with a P-portion, and the element of each heap, predict the misère outcome
// of EVERY sum of the heaps. The groundwork of issue 22's quotients (the search for a quotient
// comes next); nothing uses it yet but its tests.
//
// The check is finite although the sums are not: a sum w is summed up by its state (Φ(w), S(w)),
// S(w) the elements of its options. Adding a heap h maps (x, S) to
//     (x·Φ(h),  S·Φ(h) ∪ { x·Φ(o) : o an option of h }),
// and w is a misère P-position exactly when it has an option and every option is an N-position.
// So Φ predicts every outcome iff every state reachable from (1, ∅) by adding heaps satisfies
//     x ∈ P  ⇔  S ≠ ∅ and S ∩ P = ∅.
// There are finitely many states (at most |Q|·2^|Q|): a breadth-first search visits them all.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace gl::cgt {

// The work of one whole search over all its steps (issue 41: `grundylab misere` had no bound on
// its time): each unit counts a step of the searches (a sum valued, a state visited, a sum of the
// recalibration walked, an option of a heap made). Past `budget` the searches stop where they
// are; over() says so. One meter is shared by every heap of a quotient search (QuotientLimits).
struct WorkMeter {
    std::uint64_t spent = 0, budget = UINT64_MAX;
    bool spend(std::uint64_t n = 1) {
        spent += n;
        return spent <= budget;
    }
    bool over() const { return spent > budget; }
};

struct FiniteMonoid {
    std::uint32_t order = 1;          // elements 0 .. order-1; 0 is the identity
    std::vector<std::uint32_t> table; // order × order: table[a * order + b] = a·b
    std::vector<bool> p;              // the P-portion
    std::uint32_t mul(std::uint32_t a, std::uint32_t b) const { return table[a * order + b]; }
    // Commutative, associative, 0 the identity: "" or what fails ("(1·2)·3 != 1·(2·3)").
    std::string check() const;
    // The identity, commutativity and range alone (order² work, not order³).
    std::string check_commutative() const;
};

// A heap's element and its options' elements (an option is a sum of smaller heaps: the product
// of their elements).
struct HeapImage {
    std::uint32_t element = 0;
    std::vector<std::uint32_t> options;
};

struct QuotientCheck {
    bool ok = false;
    bool complete = false;    // every reachable state was visited (else: more than max_states)
    std::size_t states = 0;   // states visited
    std::string failure;      // the first state found that predicts an outcome wrongly, in words
};
// check_quotient checks associativity (order³ work) up to this order; a larger table is checked for
// identity and commutativity only: misere_quotient builds its candidates as quotients of monoids by
// congruences, which are associative by construction.
inline constexpr std::uint32_t kMaxFullMonoidCheck = 256;
// With a meter, each state visited spends one unit; past its budget the check stops, not proved.
QuotientCheck check_quotient(const FiniteMonoid& q, const std::vector<HeapImage>& heaps, std::size_t max_states = 1'000'000,
                             WorkMeter* meter = nullptr);

} // namespace gl::cgt
