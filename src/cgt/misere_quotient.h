// misere_quotient.h - the misère quotient of a heap game (Plambeck, "Taming the wild in impartial
// combinatorial games", 2005; Plambeck and Siegel, "Misère quotients for impartial games", 2008),
// for the sums of heaps up to N, grown heap by heap and each step proved (cgt/quotient.h).
//
// The quotient Q_n of the heaps 1..n is found from Q_{n-1} and heap n's options. Write H for heap
// n and G for a sum of smaller heaps. A sum of heaps up to n is G + kH; its misère outcome, for
// a fixed k, is found by the usual recursion over G's options, with the moves in H taking it to
// G + H' + (k-1)H, whose outcomes the level below gives:
//     G + kH is P  ⇔  every option of G + kH is N.
// The candidate supposes the outcome of G + kH depends only on the element of G in Q_{n-1} (it is
// computed once per element, from a sum that has it); then level k follows from level k-1 alone, so
// the levels repeat from some k on: h^j = h^i. The candidate Q_{n-1} × {0..j-1} is cut down to its
// classes of indistinguishable elements (x ~ y iff xz and yz are both P or both N for every z: the
// coarsest partition that separates P from N and that every heap's element respects), and then
// proved against every sum of heaps 1..n by the search of check_quotient. A candidate that fails
// the proof is reported, never used. Where both fail
// (heap n splits elements of Q_{n-1}), the candidate is grown the way MisereSolver grows it
// (cgt/misere_recalibrate.h) and proved the same way.
//
// The presentation is the monoid's Gröbner basis: generators a, b, c, ... are the heaps whose
// element the smaller heaps do not make; each element is named by its least word (fewest letters,
// then the earliest letters first); the relations equate each least word that is not a name with
// its element's name ("a^2 = 1", "b^3 = b").
#pragma once
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/result.h"
#include "cgt/quotient.h"

namespace gl::cgt {

// options[n] lists heap n's options, each a list of the (nonzero, smaller) heaps it leaves;
// options[0] is empty. With `more`, the heaps past options.size() - 1 get their options from it
// when the search reaches them: memory follows the heaps reached, not the N asked for (issue 41:
// 0.3F's options to heap 1000, O(n^3) of them, held 3 GB for a search that stops at heap 12).
struct HeapGameOptions {
    std::vector<std::vector<std::vector<std::uint32_t>>> options;
    std::function<std::vector<std::vector<std::uint32_t>>(std::uint32_t)> more;
};

struct MisereQuotient {
    FiniteMonoid monoid;                  // element 0 is the identity
    std::uint32_t max_heap = 0;           // N
    std::vector<std::uint32_t> heap;      // heap[n]: the element of heap n (heap[0] = 0)
    std::vector<std::string> names;       // each element's least word ("1", "a", "ab^2")
    std::vector<std::string> generators;  // "a", "b", ...
    std::vector<std::uint32_t> generator_heaps; // the heap each generator is
    std::vector<std::string> relations;   // "a^2 = 1"
    std::size_t states = 0;               // states the last proof visited
    std::string stopped;                  // misere_quotient_prefix: why no quotient was found for heap max_heap + 1
    bool out_of_work = false;             // stopped because QuotientLimits::work ran out (not for want of a quotient)
    // Tame: the quotient is misère Nim's for heaps below 2^tame_k (orders 2, 6, 10, 18, ...); -1 if not.
    int tame_k = -1;
    std::vector<std::uint32_t> p_portion() const;
    bool is_p(const std::vector<std::uint32_t>& heaps) const; // a sum of heaps, each <= max_heap
    std::uint32_t element(const std::vector<std::uint32_t>& heaps) const;
};

struct QuotientLimits {
    std::uint32_t max_order = 4096;
    std::size_t max_states = 2'000'000;     // per proof
    std::uint64_t max_level_work = 50'000'000; // steps valuing one heap's copies
    std::size_t max_base_states = 4000;     // states of the smaller heaps' sums, as a candidate's base
    std::size_t max_refine_states = 20'000; // states of a candidate's sums, when it is refined
    // The second way (cgt/misere_recalibrate.h): sums visited and elements built over all its
    // candidates for one heap (the page's explorer keeps it to about a second); 0: not tried.
    std::uint64_t max_recalibration_work = 200'000'000;
    // The whole search's work (the CLI's budget), shared by every heap and every way of finding
    // one; none if null. Past its budget the search stops at the heap it is on: the heaps below
    // stay proved, and MisereQuotient::out_of_work says why it went no further.
    std::shared_ptr<WorkMeter> work;
    // Called after each heap with (heap, order so far); returning false stops with "cancelled".
    std::function<bool(std::uint32_t, std::uint32_t)> progress;
};

// The quotient of the heaps 1..N, or an error: a heap's options not smaller than it, the order or
// the proof past the limits (naming the heap), or cancelled.
Result<MisereQuotient> misere_quotient(const HeapGameOptions& game, std::uint32_t max_heap, const QuotientLimits& limits = {});

// As misere_quotient, but where no quotient is found for some heap n > 1, the proved quotient of
// the heaps below n, with `stopped` saying why it went no further.
Result<MisereQuotient> misere_quotient_prefix(const HeapGameOptions& game, std::uint32_t max_heap, const QuotientLimits& limits = {});

// The same search one heap at a time, for a page that must stay responsive: step() proves the
// next heap (or stops); result() is misere_quotient_prefix's answer once done().
class QuotientBuilder {
  public:
    QuotientBuilder(HeapGameOptions game, std::uint32_t max_heap, QuotientLimits limits = {});
    bool done() const { return proved_ == max_heap_ || !stopped_.empty() || !error_.empty(); }
    std::uint32_t proved() const { return proved_; }  // heaps 1..proved() are in the quotient
    std::uint32_t max_heap() const { return max_heap_; }
    std::uint32_t order() const { return q_.order; }
    void step();
    Result<MisereQuotient> result() const;

  private:
    HeapGameOptions g_;
    std::uint32_t max_heap_ = 0, proved_ = 0;
    QuotientLimits limits_;
    FiniteMonoid q_;
    std::vector<std::uint32_t> heap_;
    std::size_t states_ = 1;
    std::string stopped_, error_;
    bool out_of_work_ = false;
    void out_of_work(std::uint32_t n); // heap n was not proved for want of work
    std::string check_options(std::uint32_t n) const; // "" if heap n's options leave smaller nonempty heaps only
    bool recalibrated_ = false; // the last heap needed recalibration: the next one tries it first
};

// The heap options of misère Nim up to N (heap n moves to every smaller heap).
HeapGameOptions nim_heap_options(std::uint32_t max_heap);

} // namespace gl::cgt
