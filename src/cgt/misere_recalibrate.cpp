// misere_recalibrate.cpp - growing a misère quotient by recalibration (see misere_recalibrate.h).
#include "cgt/misere_recalibrate.h"

#include <algorithm>
#include <map>
#include <string>

namespace gl::cgt {
namespace {

using Elem = std::uint32_t;
using Word = std::vector<std::uint32_t>; // exponents of heaps 0..n (index 0 unused)
using Bits = std::vector<std::uint64_t>;

Error heap_error(std::uint32_t n, std::string message) {
    return Error{"heap", Error::kWhole, "heap " + std::to_string(n) + ": " + std::move(message)};
}

// Lexicographic order with the largest heap most significant.
int compare_words(const Word& a, const Word& b) {
    for (std::size_t h = a.size(); h-- > 1;)
        if (a[h] != b[h]) return a[h] < b[h] ? -1 : 1;
    return 0;
}

bool any(const Bits& b) {
    for (auto w : b)
        if (w) return true;
    return false;
}
void set(Bits& b, Elem x) { b[x / 64] |= 1ull << (x % 64); }
bool subset(const Bits& a, const Bits& b) {
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i] & ~b[i]) return false;
    return true;
}

// A candidate: each heap's action on the elements, the P-portion, each element's least word.
struct Pre {
    Elem m = 1;
    std::vector<std::vector<Elem>> act; // act[h][x] = x·Φ(h), h = 1..n
    std::vector<char> p;
    std::vector<Word> word;
};

class Recalibrator {
  public:
    Recalibrator(const HeapGameOptions& g, std::uint32_t n, const QuotientLimits& lim) : g_(g), n_(n), lim_(lim) {
        for (std::uint32_t h = 1; h <= n; ++h)
            if (!g.options[h].empty()) movers_.push_back(h);
    }

    Result<Recalibrated> run(const FiniteMonoid& q, const std::vector<Elem>& heap) {
        // Q_{n-1} as actions; heap n beside it as a new cyclic generator a, a^4 = a^2.
        Pre base;
        base.m = q.order;
        base.act.assign(n_ + 1, {});
        for (std::uint32_t h = 1; h < n_; ++h) {
            base.act[h].resize(q.order);
            for (Elem x = 0; x < q.order; ++x) base.act[h][x] = q.mul(x, heap[h]);
        }
        base.act[n_].resize(q.order);
        for (Elem x = 0; x < q.order; ++x) base.act[n_][x] = x; // freed below
        base.p.assign(q.p.begin(), q.p.end());
        auto first = rebuild(base, {n_}, {{n_, 2}});
        if (!first) return first.error();
        Pre pre = std::move(first).value();
        for (int round = 0; round < kMaxRounds; ++round) {
            Word f;
            auto failed = least_failure(pre, f);
            if (!failed) return failed.error();
            if (!failed.value()) return finish(pre);
            const bool truth = !pre.p[element(pre, f)]; // F's options are right, so F is the other way
            std::vector<std::uint32_t> in_f;
            for (std::uint32_t h : movers_)
                if (f[h] > 0) in_f.push_back(h);
            bool fixed = false;
            for (std::size_t size = 1; size <= in_f.size() && !fixed; ++size) {
                std::vector<char> pick(in_f.size(), 0);
                std::fill(pick.begin(), pick.begin() + static_cast<std::ptrdiff_t>(size), 1);
                do {
                    std::vector<std::uint32_t> s;
                    std::map<std::uint32_t, std::uint32_t> least_index;
                    for (std::size_t k = 0; k < in_f.size(); ++k)
                        if (pick[k]) {
                            s.push_back(in_f[k]);
                            least_index[in_f[k]] = f[in_f[k]] > 0 ? f[in_f[k]] - 1 : 0;
                        }
                    auto c = rebuild(pre, s, least_index);
                    if (!spend(c ? c->m : 1)) return over_budget();
                    if (!c) continue; // past the order limit: try the next set
                    if (c->p[element(c.value(), f)] == truth) {
                        pre = std::move(c).value();
                        fixed = true;
                    }
                } while (!fixed && std::prev_permutation(pick.begin(), pick.end()));
            }
            if (!fixed) return heap_error(n_, "no quotient found: no candidate predicts the sum " + describe(f) + " right");
        }
        return heap_error(n_, "no quotient found within " + std::to_string(kMaxRounds) + " recalibrations");
    }

  private:
    static constexpr int kMaxRounds = 400;
    static constexpr std::size_t kMaxStoredWords = std::size_t{1} << 24; // 128 MB of options' sets in a check
    mutable std::uint64_t work_ = 0;
    bool spend(std::uint64_t n) const {
        work_ += n;
        return work_ <= lim_.max_recalibration_work && (!lim_.work || lim_.work->spend(n));
    }
    Error over_budget() const {
        return heap_error(n_, "no quotient found within " + std::to_string(lim_.max_recalibration_work) + " steps of recalibration");
    }

    Elem element(const Pre& pre, const Word& w) const {
        Elem x = 0;
        for (std::uint32_t h = 1; h < w.size(); ++h)
            for (std::uint32_t k = 0; k < w[h]; ++k) x = pre.act[h][x];
        return x;
    }
    Elem apply(const Pre& pre, const std::vector<std::uint32_t>& option, Elem x) const {
        for (auto h : option) x = pre.act[h][x];
        return x;
    }
    std::string describe(const Word& w) const {
        std::string t;
        for (std::uint32_t h = 1; h < w.size(); ++h)
            for (std::uint32_t k = 0; k < w[h]; ++k) t += (t.empty() ? "" : "+") + std::to_string(h);
        return t.empty() ? "0" : t;
    }
    // The options' elements of the word reached by adding heap h to a word with element x and
    // options' elements t.
    Bits grow(const Pre& pre, const Bits& t, Elem x, std::uint32_t h) const {
        Bits out(t.size(), 0);
        for (std::size_t w = 0; w < t.size(); ++w)
            for (std::uint64_t bits = t[w]; bits; bits &= bits - 1)
                set(out, pre.act[h][static_cast<Elem>(w * 64 + static_cast<std::size_t>(__builtin_ctzll(bits)))]);
        for (const auto& o : g_.options[h]) set(out, apply(pre, o, x));
        return out;
    }

    enum class Visit { Go, Prune, Stop };
    // Every word in order (pre-order of adding heaps, largest first), from `w` with element x and
    // options' elements t, adding heaps movers_[0..i].
    template <class F>
    bool walk(const Pre& pre, std::size_t i, Elem x, const Bits& t, Word& w, F& visit) const {
        if (i == static_cast<std::size_t>(-1)) return true;
        const std::uint32_t h = movers_[i];
        if (!walk(pre, i - 1, x, t, w, visit)) return false;
        Elem y = x;
        Bits u = t;
        const std::uint32_t saved = w[h];
        bool go = true;
        while (go) {
            u = grow(pre, u, y, h);
            y = pre.act[h][y];
            ++w[h];
            const Visit v = visit(y, u, w);
            if (v == Visit::Stop) {
                w[h] = saved;
                return false;
            }
            if (v == Visit::Prune) break;
            if (!walk(pre, i - 1, y, u, w, visit)) {
                w[h] = saved;
                return false;
            }
        }
        w[h] = saved;
        return true;
    }
    template <class F>
    void walk_all(const Pre& pre, F& visit) const {
        Word w(n_ + 1, 0);
        Bits t((pre.m + 63) / 64, 0);
        if (visit(Elem{0}, t, w) != Visit::Go || movers_.empty()) return;
        walk(pre, movers_.size() - 1, 0, t, w, visit);
    }

    // The P-portion and least words, read off each element's least word (the elements never
    // reached are dropped), then the classes of indistinguishable elements.
    Pre mark_and_reduce(Pre pre) const {
        std::vector<char> seen(pre.m, 0), p(pre.m, 0);
        std::vector<Word> word(pre.m);
        auto visit = [&](Elem x, const Bits& t, const Word& w) {
            if (lim_.work && !lim_.work->spend(1 + t.size())) return Visit::Stop; // the candidate is dropped: spend() says so
            if (seen[x]) return Visit::Prune;
            seen[x] = 1;
            word[x] = w;
            bool ok = any(t);
            for (std::size_t k = 0; k < t.size() && ok; ++k)
                for (std::uint64_t bits = t[k]; bits && ok; bits &= bits - 1)
                    if (p[static_cast<Elem>(k * 64 + static_cast<std::size_t>(__builtin_ctzll(bits)))]) ok = false;
            p[x] = ok;
            return Visit::Go;
        };
        walk_all(pre, visit);
        // Moore's refinement on the reached elements: P against N, then by each heap's action.
        std::vector<Elem> block(pre.m, 0);
        for (Elem x = 0; x < pre.m; ++x) block[x] = seen[x] ? (p[x] ? 1 : 0) : 2;
        for (std::size_t count = 0;;) {
            // A round: a signature made and looked up for each element (the whole search's work only).
            if (lim_.work && !lim_.work->spend(2 * std::uint64_t{pre.m} * (1 + movers_.size()))) break; // dropped, as above
            std::map<std::vector<Elem>, Elem> ids;
            std::vector<Elem> next(pre.m, 0);
            for (Elem x = 0; x < pre.m; ++x) {
                if (!seen[x]) continue;
                std::vector<Elem> sig{block[x]};
                for (std::uint32_t h : movers_) sig.push_back(block[pre.act[h][x]]);
                next[x] = ids.emplace(std::move(sig), static_cast<Elem>(ids.size())).first->second;
            }
            block = std::move(next);
            if (ids.size() == count) break;
            count = ids.size();
        }
        // Blocks numbered by their least element's first appearance: the identity's block is 0.
        std::vector<Elem> id(pre.m, UINT32_MAX), rep;
        std::map<Elem, Elem> renumber;
        for (Elem x = 0; x < pre.m; ++x) {
            if (!seen[x]) continue;
            auto [it, fresh] = renumber.emplace(block[x], static_cast<Elem>(renumber.size()));
            if (fresh) rep.push_back(x);
            id[x] = it->second;
        }
        Pre out;
        out.m = static_cast<Elem>(rep.size());
        out.act.assign(n_ + 1, {});
        for (std::uint32_t h : movers_) {
            out.act[h].resize(out.m);
            for (Elem b = 0; b < out.m; ++b) out.act[h][b] = id[pre.act[h][rep[b]]];
        }
        for (std::uint32_t h = 1; h <= n_; ++h)
            if (out.act[h].empty()) { // a heap without options is the game 0
                out.act[h].resize(out.m);
                for (Elem b = 0; b < out.m; ++b) out.act[h][b] = b;
            }
        out.p.resize(out.m);
        out.word.assign(out.m, Word());
        for (Elem x = 0; x < pre.m; ++x) {
            if (!seen[x]) continue;
            const Elem b = id[x];
            out.p[b] = p[x];
            if (out.word[b].empty() || compare_words(word[x], out.word[b]) < 0) out.word[b] = word[x];
        }
        return out;
    }

    // The candidate with the heaps of `freed` released from their relations: the submonoid the
    // other heaps make, beside a cyclic monoid for each freed heap h (index: the larger of its
    // present index and least_index[h]; period 2, or longer for long indices, as MisereSolver).
    Result<Pre> rebuild(const Pre& pre, const std::vector<std::uint32_t>& freed, const std::map<std::uint32_t, std::uint32_t>& least_index) const {
        auto is_freed = [&](std::uint32_t h) { return std::find(freed.begin(), freed.end(), h) != freed.end(); };
        // R: reached from 1 by the heaps not freed.
        std::vector<Elem> r_of(pre.m, UINT32_MAX), r_elems{0};
        r_of[0] = 0;
        for (std::size_t i = 0; i < r_elems.size(); ++i)
            for (std::uint32_t h : movers_) {
                if (is_freed(h)) continue;
                const Elem y = pre.act[h][r_elems[i]];
                if (r_of[y] == UINT32_MAX) {
                    r_of[y] = static_cast<Elem>(r_elems.size());
                    r_elems.push_back(y);
                }
            }
        std::vector<std::uint32_t> len, index, radix;
        std::uint64_t size = r_elems.size();
        for (std::uint32_t h : freed) {
            // h's present index: its powers 1, Φ(h), Φ(h)^2, ... until one repeats.
            std::map<Elem, std::uint32_t> at;
            Elem x = 0;
            std::uint32_t k = 0;
            while (!at.count(x)) {
                at[x] = k++;
                x = pre.act[h][x];
            }
            std::uint32_t i = at[x];
            if (auto it = least_index.find(h); it != least_index.end()) i = std::max(i, it->second);
            const std::uint32_t period = i >= 6 ? 2 * ((i - 4) / 2) : 2;
            index.push_back(i);
            len.push_back(i + period);
            radix.push_back(static_cast<std::uint32_t>(size));
            size *= i + period;
        }
        if (size > lim_.max_order * 16ull) return heap_error(n_, "a candidate of " + std::to_string(size) + " elements");
        Pre out;
        out.m = static_cast<Elem>(size);
        out.act.assign(n_ + 1, std::vector<Elem>(out.m));
        const auto rn = static_cast<Elem>(r_elems.size());
        for (Elem e = 0; e < out.m; ++e) {
            const Elem r = e % rn;
            for (std::uint32_t h = 1; h <= n_; ++h) {
                if (g_.options[h].empty()) {
                    out.act[h][e] = e;
                    continue;
                }
                const auto f = std::find(freed.begin(), freed.end(), h);
                if (f == freed.end()) {
                    out.act[h][e] = e - r + r_of[pre.act[h][r_elems[r]]];
                } else {
                    const std::size_t j = static_cast<std::size_t>(f - freed.begin());
                    const std::uint32_t c = (e / radix[j]) % len[j];
                    const std::uint32_t next = c + 1 < len[j] ? c + 1 : index[j];
                    out.act[h][e] = e + (next - c) * radix[j];
                }
            }
        }
        out.p.assign(out.m, 0);
        return mark_and_reduce(std::move(out));
    }

    // The least word predicted wrongly (true), none (false), or an error past the state limit.
    Result<bool> least_failure(const Pre& pre, Word& f) const {
        bool found = false;
        // A move from P to P: on the least word of each element.
        for (Elem x = 0; x < pre.m; ++x)
            for (std::uint32_t h : movers_) {
                if (!pre.p[pre.act[h][x]]) continue;
                for (const auto& o : g_.options[h])
                    if (pre.p[apply(pre, o, x)]) {
                        Word w = pre.word[x];
                        ++w[h];
                        if (!found || compare_words(w, f) < 0) f = w;
                        found = true;
                        break;
                    }
            }
        // A sum predicted N whose options are all N, before that one.
        std::vector<std::vector<Bits>> minimal(pre.m);
        std::size_t states = 0, stored = 0;
        bool over = false;
        auto visit = [&](Elem x, const Bits& t, const Word& w) {
            if (found && compare_words(w, f) >= 0) return Visit::Stop; // words come in order: none later is less
            if (++states > lim_.max_states || stored > kMaxStoredWords || !spend(1)) {
                over = true;
                return Visit::Stop;
            }
            bool all_n = any(t);
            for (std::size_t k = 0; k < t.size() && all_n; ++k)
                for (std::uint64_t bits = t[k]; bits && all_n; bits &= bits - 1)
                    if (pre.p[static_cast<Elem>(k * 64 + static_cast<std::size_t>(__builtin_ctzll(bits)))]) all_n = false;
            if (all_n && !pre.p[x]) {
                f = w;
                found = true;
                return Visit::Stop;
            }
            auto& mins = minimal[x];
            if (lim_.work && !lim_.work->spend(mins.size() * t.size() / 16)) { // the comparisons below (cheap: 16 a step), for the whole search only
                over = true;
                return Visit::Stop;
            }
            for (const Bits& s : mins)
                if (subset(s, t)) return Visit::Prune;
            mins.erase(std::remove_if(mins.begin(), mins.end(), [&](const Bits& s) { return subset(t, s); }), mins.end());
            mins.push_back(t);
            stored += t.size();
            return Visit::Go;
        };
        walk_all(pre, visit);
        if (over && work_ > lim_.max_recalibration_work) return over_budget();
        if (over) return heap_error(n_, "more than " + std::to_string(lim_.max_states) + " sums to check a candidate");
        return found;
    }

    Result<Recalibrated> finish(const Pre& pre) const {
        if (pre.m > lim_.max_order)
            return heap_error(n_, "the quotient has " + std::to_string(pre.m) + " elements, more than the limit of " + std::to_string(lim_.max_order));
        Recalibrated out;
        out.q.order = pre.m;
        out.q.table.resize(static_cast<std::size_t>(pre.m) * pre.m);
        for (Elem a = 0; a < pre.m; ++a)
            for (Elem b = 0; b < pre.m; ++b) out.q.table[static_cast<std::size_t>(a) * pre.m + b] = [&] {
                Elem x = a;
                for (std::uint32_t h = 1; h < pre.word[b].size(); ++h)
                    for (std::uint32_t k = 0; k < pre.word[b][h]; ++k) x = pre.act[h][x];
                return x;
            }();
        out.q.p.assign(pre.p.begin(), pre.p.end());
        out.heap.assign(n_ + 1, 0);
        for (std::uint32_t h = 1; h <= n_; ++h) out.heap[h] = pre.act[h][0];
        return out;
    }

    const HeapGameOptions& g_;
    std::uint32_t n_;
    const QuotientLimits& lim_;
    std::vector<std::uint32_t> movers_; // the heaps 1..n with options
};

} // namespace

Result<Recalibrated> recalibrate_quotient(const HeapGameOptions& g, const FiniteMonoid& q, const std::vector<std::uint32_t>& heap,
                                          std::uint32_t n, const QuotientLimits& limits) {
    Recalibrator r(g, n, limits);
    return r.run(q, heap);
}

} // namespace gl::cgt
