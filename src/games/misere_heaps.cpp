// misere_heaps.cpp - misère play of heap games through their quotients (see misere_heaps.h).
#include "games/misere_heaps.h"

#include <algorithm>

namespace gl::misere_heaps {

cgt::HeapGameOptions heap_options(const octal::Rules& rules, std::uint32_t max_heap) {
    cgt::HeapGameOptions g;
    g.options.resize(max_heap + 1);
    for (std::uint32_t n = 1; n <= max_heap; ++n)
        octal::for_each_option(rules, n, [&](const octal::HeapOption& o) {
            std::vector<std::uint32_t> left;
            for (unsigned i = 0; i < o.parts; ++i)
                if (o.left[i] > 0) left.push_back(static_cast<std::uint32_t>(o.left[i]));
            g.options[n].push_back(std::move(left));
        });
    return g;
}

const cgt::MisereQuotient* Quotients::get(const octal::Rules& rules, std::uint32_t n) {
    if (n > kMaxAnalysisHeap) return nullptr;
    Entry& e = by_code_[octal::format_code(rules)];
    if (e.asked >= n || (e.asked > 0 && !e.q.stopped.empty())) // a quotient that stopped stops there again
        return e.ok && e.q.max_heap >= n ? &e.q : nullptr;
    // Grow in steps, so a walk through growing positions does not recompute at every heap.
    const std::uint32_t to = std::min(kMaxAnalysisHeap, std::max({n, 2 * e.asked, 20u}));
    auto r = cgt::misere_quotient_prefix(heap_options(rules, to), to);
    e.asked = to;
    e.ok = r.ok();
    if (r) e.q = std::move(r).value();
    return e.ok && e.q.max_heap >= n ? &e.q : nullptr;
}

std::string Quotients::missing(const octal::Rules& rules, std::uint32_t n) {
    const std::string code = octal::format_code(rules);
    if (n > kMaxAnalysisHeap)
        return "heap " + std::to_string(n) + " is beyond the largest heap a misère quotient is computed for here (" +
               std::to_string(kMaxAnalysisHeap) + ")";
    get(rules, n);
    const Entry& e = by_code_[code];
    if (!e.ok) return "no misère quotient of " + code + " was found";
    return "no misère quotient of " + code + " covers heap " + std::to_string(n) + ": it is proved up to heap " +
           std::to_string(e.q.max_heap) + " (order " + std::to_string(e.q.monoid.order) + "), and at " + e.q.stopped;
}

std::optional<Decided> decided(const octal::Rules& rules, const std::vector<std::uint64_t>& heaps, Quotients& quotients) {
    auto d = decide(rules, heaps, quotients);
    if (!d) return std::nullopt;
    const bool p = d->outcome == Outcome::P;
    return Decided{d->outcome, "By the " + d->method + ": the heaps' product " + d->element + (p ? " is" : " is not") +
                                   " in its P-portion, so this is a misère " + (p ? "P" : "N") + "-position."};
}

std::string method_words(const octal::Rules& rules, const cgt::MisereQuotient& q) {
    return "misère quotient of " + octal::format_code(rules) + " up to heap " + std::to_string(q.max_heap) + ", order " +
           std::to_string(q.monoid.order);
}

std::optional<MisereDecision> decide(const octal::Rules& rules, const std::vector<std::uint64_t>& heaps, Quotients& quotients) {
    std::uint64_t largest = 0;
    for (auto h : heaps) largest = std::max(largest, h);
    if (largest > kMaxAnalysisHeap) return std::nullopt;
    const cgt::MisereQuotient* q = quotients.get(rules, static_cast<std::uint32_t>(std::max<std::uint64_t>(largest, 1)));
    if (!q) return std::nullopt;
    const auto& m = q->monoid;
    auto elem = [&](std::uint64_t h) { return q->heap[static_cast<std::size_t>(h)]; };
    std::uint32_t x = 0;
    for (auto h : heaps) x = m.mul(x, elem(h));
    MisereDecision d;
    d.outcome = m.p[x] ? Outcome::P : Outcome::N;
    d.method = method_words(rules, *q);
    d.element = q->names[x];
    // A move replaces heap i by its option: the others' product times the option's heaps.
    for (std::size_t i = 0; i < heaps.size(); ++i) {
        if (i > 0 && std::find(heaps.begin(), heaps.begin() + static_cast<std::ptrdiff_t>(i), heaps[i]) != heaps.begin() + static_cast<std::ptrdiff_t>(i))
            continue; // the same move from an equal heap
        std::uint32_t rest = 0;
        for (std::size_t j = 0; j < heaps.size(); ++j)
            if (j != i) rest = m.mul(rest, elem(heaps[j]));
        octal::for_each_option(rules, heaps[i], [&](const octal::HeapOption& o) {
            std::uint32_t y = rest;
            for (unsigned k = 0; k < o.parts; ++k)
                if (o.left[k] > 0) y = m.mul(y, elem(o.left[k]));
            if (m.p[y]) d.winning_moves.push_back(MisereMove{i, heaps[i], o});
        });
    }
    return d;
}

} // namespace gl::misere_heaps
