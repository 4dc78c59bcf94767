// quotient.cpp - checking a misère quotient against every sum of heaps (see quotient.h).
#include "cgt/quotient.h"

#include <deque>
#include <set>
#include <utility>

namespace gl::cgt {

std::string FiniteMonoid::check() const {
    if (table.size() != static_cast<std::size_t>(order) * order || p.size() != order) return "the table is not order × order";
    for (std::uint32_t a = 0; a < order; ++a) {
        if (mul(0, a) != a || mul(a, 0) != a) return "0 is not the identity at " + std::to_string(a);
        for (std::uint32_t b = 0; b < order; ++b) {
            if (mul(a, b) >= order) return "a product out of range";
            if (mul(a, b) != mul(b, a)) return std::to_string(a) + "·" + std::to_string(b) + " is not commutative";
            for (std::uint32_t c = 0; c < order; ++c)
                if (mul(mul(a, b), c) != mul(a, mul(b, c)))
                    return "(" + std::to_string(a) + "·" + std::to_string(b) + ")·" + std::to_string(c) + " != " + std::to_string(a) +
                           "·(" + std::to_string(b) + "·" + std::to_string(c) + ")";
        }
    }
    return "";
}

std::string FiniteMonoid::check_commutative() const {
    if (table.size() != static_cast<std::size_t>(order) * order || p.size() != order) return "the table is not order × order";
    for (std::uint32_t a = 0; a < order; ++a) {
        if (mul(0, a) != a) return "0 is not the identity at " + std::to_string(a);
        for (std::uint32_t b = a; b < order; ++b)
            if (mul(a, b) >= order || mul(a, b) != mul(b, a)) return std::to_string(a) + "·" + std::to_string(b) + " is not commutative";
    }
    return "";
}

QuotientCheck check_quotient(const FiniteMonoid& q, const std::vector<HeapImage>& heaps, std::size_t max_states, WorkMeter* meter) {
    QuotientCheck out;
    if (const std::string bad = q.order <= kMaxFullMonoidCheck ? q.check() : q.check_commutative(); !bad.empty()) {
        out.failure = "not a commutative monoid: " + bad;
        return out;
    }
    using State = std::pair<std::uint32_t, std::vector<std::uint32_t>>; // (x, S sorted)
    std::set<State> seen;
    std::deque<State> todo;
    std::size_t images = 0; // the heaps' options' elements, for the meter
    for (const HeapImage& h : heaps) images += h.options.size();
    const State start{0, {}};
    seen.insert(start);
    todo.push_back(start);
    while (!todo.empty()) {
        const State st = todo.front();
        todo.pop_front();
        if (meter && !meter->spend(4 * (heaps.size() * (1 + st.second.size()) + images))) { // a set of options' elements per heap
            out.states = seen.size();
            out.failure = "the work budget ran out";
            return out;
        }
        const auto& [x, s] = st;
        bool some_p = false;
        for (std::uint32_t y : s) some_p = some_p || q.p[y];
        const bool predicted_p = q.p[x], actual_p = !s.empty() && !some_p;
        if (predicted_p != actual_p) {
            out.failure = "a sum with element " + std::to_string(x) + " is a misère " + (actual_p ? "P" : "N") +
                          "-position (its options' elements: " + std::to_string(s.size()) + (some_p ? ", some in P" : ", none in P") +
                          ") but the P-portion says " + (predicted_p ? "P" : "N");
            out.states = seen.size();
            return out;
        }
        for (const HeapImage& h : heaps) {
            State next;
            next.first = q.mul(x, h.element);
            std::set<std::uint32_t> opts;
            for (std::uint32_t y : s) opts.insert(q.mul(y, h.element));
            for (std::uint32_t o : h.options) opts.insert(q.mul(x, o));
            next.second.assign(opts.begin(), opts.end());
            if (seen.insert(next).second) {
                if (seen.size() > max_states) {
                    out.states = seen.size();
                    out.failure = "more than " + std::to_string(max_states) + " states";
                    return out;
                }
                todo.push_back(std::move(next));
            }
        }
    }
    out.ok = out.complete = true;
    out.states = seen.size();
    return out;
}

} // namespace gl::cgt
