// misere_forms.cpp - heaps' misère canonical forms from their options (see misere_forms.h).
#include "octal/misere_forms.h"

#include <string>
#include <vector>

#include "core/text.h"

namespace gl::octal {

using cgt::misere::MId;
using cgt::misere::MisereStore;

namespace {

constexpr Heap kNone = UINT64_MAX;

Error out_of_work(Heap n, Heap done, std::uint64_t work, bool size) {
    std::string why = size ? "more than " + thousands(kMisereFormNodes) + " distinct canonical forms"
                           : "more than " + thousands(work) + " steps of work" +
                                 (work == kMisereFormWork ? std::string(" (the default, about 2 s)") : std::string());
    std::string m = "heap " + std::to_string(n) + "'s misère canonical form needs " + why + " here";
    if (done != kNone) m += "; the forms of heaps 0 to " + std::to_string(done) + " were found";
    return Error{"heap", Error::kWhole, m};
}

} // namespace

Result<MId> misere_heap_form(MisereStore& s, const Rules& rules, Heap n, std::uint64_t work) {
    s.set_limit(work);
    std::vector<MId> heap{MisereStore::kZero};
    heap.reserve(static_cast<std::size_t>(n) + 1);
    std::uint64_t listed = 0; // options listed, counted against the same work
    for (Heap k = 1; k <= n; ++k) {
        const std::uint64_t count = option_count(rules, k);
        if (count > work || listed + count > work) return out_of_work(n, k - 1, work, false);
        listed += count;
        std::vector<MId> options;
        options.reserve(static_cast<std::size_t>(count));
        for_each_option(rules, k, [&](const HeapOption& o) {
            MId sum = MisereStore::kZero;
            for (unsigned j = 0; j < o.parts && !s.exhausted(); ++j) sum = s.add(sum, heap[static_cast<std::size_t>(o.left[j])]);
            options.push_back(sum);
        });
        const MId g = s.canon(std::move(options));
        if (s.exhausted()) return out_of_work(n, k - 1, work, false);
        if (s.size() > kMisereFormNodes) return out_of_work(n, k - 1, work, true);
        heap.push_back(g);
    }
    return heap[static_cast<std::size_t>(n)];
}

Result<MId> misere_nim_heap(MisereStore& s, Heap n, std::uint64_t work) {
    s.set_limit(work);
    // *n has n options: n(n+1)/2 steps to build *0 .. *n.
    if (n > 100'000) return out_of_work(n, kNone, work, false);
    const MId g = s.nim_heap(static_cast<std::uint32_t>(n));
    if (s.exhausted()) return out_of_work(n, kNone, work, false);
    return g;
}

} // namespace gl::octal
