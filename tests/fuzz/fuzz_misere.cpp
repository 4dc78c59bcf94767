// Misère quotients of heap games (cgt/misere_quotient.h), as `grundylab misere CODE --max-heap N`
// computes them: any code text and heap limit gives a quotient, a budget stop or an error naming
// a character, within a small work budget; and a quotient answered is right: its monoid is
// commutative and associative, and its P-portion says P for exactly the sums of heaps that are
// misère P-positions by this file's own recursion over the heaps' options (every sum of at most
// three heaps up to the proved heap, of total size at most 12).
//
// Sources: Plambeck, "Taming the wild in impartial combinatorial games" (2005); Plambeck and
// Siegel, "Misère quotients for impartial games" (2008): the quotient's P-portion is the set of
// elements of the misère P-positions.
#include <algorithm>
#include <map>
#include <memory>

#include "cgt/misere_quotient.h"
#include "fuzz.h"
#include "games/misere_heaps.h"
#include "octal/octal.h"

using namespace gl;

namespace {

// Misère play: whoever makes the last move loses. A sum of heaps (no zeros) with no move is N (the
// player to move has already won); any other is P iff every move leads to an N-position.
bool misere_p(std::vector<std::uint32_t> heaps, const cgt::HeapGameOptions& g, std::map<std::vector<std::uint32_t>, bool>& memo) {
    std::sort(heaps.begin(), heaps.end());
    if (auto it = memo.find(heaps); it != memo.end()) return it->second;
    bool p = true, any_move = false;
    for (std::size_t i = 0; i < heaps.size() && p; ++i) {
        if (i > 0 && heaps[i] == heaps[i - 1]) continue;
        for (const auto& leaves : g.options[heaps[i]]) {
            any_move = true;
            std::vector<std::uint32_t> next = heaps;
            next.erase(next.begin() + static_cast<std::ptrdiff_t>(i));
            for (auto h : leaves)
                if (h) next.push_back(h);
            if (misere_p(next, g, memo)) {
                p = false;
                break;
            }
        }
    }
    return memo[heaps] = p && any_move;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 1) return 0;
    const std::uint32_t max_heap = 1 + data[0] % 8;
    const std::string_view text = fuzz::as_text(data + 1, size - 1);
    auto rules = octal::parse_heap_rules(text, "code");
    if (!rules) {
        fuzz::check_error(rules.error(), text, text);
        return 0;
    }
    cgt::QuotientLimits limits;
    // Small limits: a state of a proof costs up to (heaps x options) products in the monoid, so
    // the states are few here (0.37 to heap 12, order 48, took 15 s under the sanitizers with
    // 20,000 states a proof and 2,000,000 in all).
    limits.max_states = 2'000;
    limits.max_order = 64; // a state carries a set of up to `order` elements (0.35 to heap 7 passed 11 s)
    limits.max_level_work = 100'000;
    limits.max_recalibration_work = 100'000;
    limits.work = std::make_shared<cgt::WorkMeter>();
    limits.work->budget = 200'000;
    auto q = cgt::misere_quotient_prefix(misere_heaps::heap_options_as_reached(rules.value()), max_heap, limits);
    if (!q) {
        fuzz::check_error(q.error(), text, text);
        return 0;
    }
    const std::string check = q->monoid.check();
    GL_FUZZ_CHECK(check.empty(), text, check);
    GL_FUZZ_CHECK(q->max_heap <= max_heap && q->heap.size() == q->max_heap + 1, text, "heaps to " + std::to_string(q->max_heap));

    const auto g = misere_heaps::heap_options(rules.value(), q->max_heap);
    std::map<std::vector<std::uint32_t>, bool> memo;
    const std::uint32_t top = q->max_heap;
    for (std::uint32_t a = 0; a <= top; ++a)
        for (std::uint32_t b = a; b <= top && a + b <= 12; ++b)
            for (std::uint32_t c = b; c <= top && a + b + c <= 12; ++c) {
                std::vector<std::uint32_t> sum;
                for (auto h : {a, b, c})
                    if (h) sum.push_back(h);
                const bool want = misere_p(sum, g, memo);
                GL_FUZZ_CHECK(q->is_p(sum) == want, text,
                              "heaps " + std::to_string(a) + "," + std::to_string(b) + "," + std::to_string(c) + ": the quotient says " +
                                  (want ? "N" : "P") + ", the recursion " + (want ? "P" : "N"));
            }
    return 0;
}
