// misere_heaps.h - misère play of heap games (octal codes, subtraction games) through their misère
// quotients (cgt/misere_quotient.h): a sum of heaps is P exactly when the product of its heaps'
// elements lies in the P-portion, and a winning move is one to such a sum. Quotients are computed
// once per code and kept, grown when a larger heap is asked for.
#pragma once
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cgt/misere_quotient.h"
#include "core/game.h"
#include "core/result.h"
#include "octal/octal.h"

namespace gl::misere_heaps {

// The largest heap a quotient is computed up to for play and analysis (the CLI's `misere` may go
// further with --max-heap).
inline constexpr std::uint32_t kMaxAnalysisHeap = 500;

cgt::HeapGameOptions heap_options(const octal::Rules& rules, std::uint32_t max_heap);
// The same options, each heap's made when a quotient search reaches it (HeapGameOptions::more).
cgt::HeapGameOptions heap_options_as_reached(const octal::Rules& rules);

// Quotients by code, kept. get() answers the quotient covering heaps up to n when one is proved:
// either computed afresh up to n, or one computed before for larger heaps; nullptr when none is
// (the quotient stops below n, or n is beyond kMaxAnalysisHeap).
class Quotients {
  public:
    // Play's and analysis' limits (a few hundred milliseconds a quotient, no recalibration).
    Quotients();
    // Other limits: `grundylab octal CODE pos --misere` uses `grundylab misere`'s, so that the two
    // find the same quotients (issue 41: 0.123's heap 9 needs recalibration).
    explicit Quotients(cgt::QuotientLimits limits) : limits_(std::move(limits)) {}
    const cgt::MisereQuotient* get(const octal::Rules& rules, std::uint32_t n);
    // Why get(rules, n) answers nullptr, in words ("no misère quotient of 0.07 covers heap 30: ...").
    std::string missing(const octal::Rules& rules, std::uint32_t n);
    // The quotient kept for the code (proved up to its max_heap; `stopped` says why no further),
    // nullptr if none was found.
    const cgt::MisereQuotient* proved(const octal::Rules& rules) const;

  private:
    struct Entry {
        std::uint32_t asked = 0; // the largest n computed for
        cgt::MisereQuotient q;   // proved up to q.max_heap (stopped below `asked` if q.stopped)
        bool ok = false;
    };
    std::map<std::string, Entry> by_code_;
    cgt::QuotientLimits limits_;
};

struct MisereMove {
    std::size_t heap = 0; // index in the position
    std::uint64_t from = 0;
    octal::HeapOption option;
};

struct MisereDecision {
    Outcome outcome = Outcome::N;
    std::string method;   // "misère quotient of 0.77 up to heap 20, order 24"
    std::string element;  // the sum's element ("ab^2")
    std::vector<MisereMove> winning_moves;
};

// The misère outcome of the heaps under `rules` by the quotient, with every winning move; nullopt
// when no proved quotient covers the largest heap.
std::optional<MisereDecision> decide(const octal::Rules& rules, const std::vector<std::uint64_t>& heaps, Quotients& quotients);

// The misère outcome of a sum by the quotient, with its reason, for a ruleset's misere_form:
// "misère quotient of 0.77 up to heap 20, order 24: the heaps' product ab^2 is in its P-portion".
std::optional<Decided> decided(const octal::Rules& rules, const std::vector<std::uint64_t>& heaps, Quotients& quotients);

// The quotient for lecture notes: presentation, P-portion, the heaps' elements (a tabular of rows
// of ten) and, for orders up to kMaxTableOrder, the multiplication table (P elements in bold).
inline constexpr std::uint32_t kMaxTableOrder = 60;
std::string latex(const octal::Rules& rules, const cgt::MisereQuotient& q);

// {"ok":true,"code","maxHeap","order","generators","generatorHeaps","relations","pPortion","heaps",
// "elements","table","tame","statesProved"}: table[i][j] is elements[i]·elements[j], by name.
std::string quotient_json(const octal::Rules& rules, const cgt::MisereQuotient& q);

// "misère quotient of 0.77 up to heap 20, order 24"
std::string method_words(const octal::Rules& rules, const cgt::MisereQuotient& q);

} // namespace gl::misere_heaps
