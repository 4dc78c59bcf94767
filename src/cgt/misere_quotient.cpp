// misere_quotient.cpp - a heap game's misère quotient, grown heap by heap and proved at each
// step (see misere_quotient.h).
// Index:
//   [SECTION] Monoids        sums of heaps, representatives, Moore's refinement, collapsing, heap images
//   [SECTION] Candidates     the states of the sums, value iteration, the candidate Q_n from Q_{n-1}
//   [SECTION] Presentation   names, generators and relations; the tame quotients recognised
//   [SECTION] Quotient       a sum's element and outcome; Nim's heap options
//   [SECTION] Proof          each step proved (refinement, states, recalibration), the builder,
//                            misere_quotient()
#include "cgt/misere_quotient.h"

#include "cgt/misere_recalibrate.h"

#include <algorithm>
#include <map>
#include <numeric>
#include <optional>
#include <unordered_map>

namespace gl::cgt {
namespace {

//-----------------------------------------------------------------------------
// [SECTION] Monoids
//-----------------------------------------------------------------------------

using Elem = std::uint32_t;
using Sum = std::vector<std::uint32_t>; // a sum of heaps, sorted

Error heap_error(std::uint32_t n, std::string message) {
    return Error{"heap", Error::kWhole, "heap " + std::to_string(n) + ": " + std::move(message)};
}

Elem element_of(const FiniteMonoid& q, const std::vector<Elem>& heap, const Sum& s) {
    Elem x = 0;
    for (auto h : s) x = q.mul(x, heap[h]);
    return x;
}

// The options of a sum: one heap replaced by one of its options.
template <class F>
void for_each_sum_option(const HeapGameOptions& g, const Sum& s, F&& f) {
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (i > 0 && s[i] == s[i - 1]) continue;
        for (const auto& o : g.options[s[i]]) {
            Sum next;
            next.reserve(s.size() + o.size());
            next.insert(next.end(), s.begin(), s.begin() + static_cast<std::ptrdiff_t>(i));
            next.insert(next.end(), s.begin() + static_cast<std::ptrdiff_t>(i) + 1, s.end());
            next.insert(next.end(), o.begin(), o.end());
            std::sort(next.begin(), next.end());
            f(next);
        }
    }
}

// A sum of heaps for each element, found by a breadth-first search from 0 (fewest heaps first).
std::vector<Sum> representatives(const FiniteMonoid& q, const std::vector<Elem>& heap, std::uint32_t below) {
    std::vector<Sum> rep(q.order);
    std::vector<bool> seen(q.order, false);
    seen[0] = true;
    std::vector<Elem> order{0};
    for (std::size_t i = 0; i < order.size(); ++i)
        for (std::uint32_t h = 1; h < below; ++h) {
            const Elem y = q.mul(order[i], heap[h]);
            if (seen[y]) continue;
            seen[y] = true;
            rep[y] = rep[order[i]];
            rep[y].insert(std::upper_bound(rep[y].begin(), rep[y].end(), h), h);
            order.push_back(y);
        }
    return rep;
}

// The coarsest partition separating P from N that every generator respects (x ~ y ⇒ xg ~ yg):
// Moore's refinement, over a monoid given by its order, P-portion and product. Returns each
// element's class, numbered in the order the classes first appear (the identity's is 0).
template <class Mul>
std::vector<Elem> indistinguishable(Elem order, const std::vector<char>& p, const Mul& mul, const std::vector<Elem>& gens) {
    std::vector<Elem> cls(order);
    for (Elem x = 0; x < order; ++x) cls[x] = p[x] ? 1 : 0;
    std::size_t classes = 0;
    for (;;) {
        std::map<std::vector<Elem>, Elem> ids;
        std::vector<Elem> next(order);
        std::vector<Elem> sig(gens.size() + 1);
        for (Elem x = 0; x < order; ++x) {
            sig[0] = cls[x];
            for (std::size_t i = 0; i < gens.size(); ++i) sig[i + 1] = cls[mul(x, gens[i])];
            next[x] = ids.try_emplace(sig, static_cast<Elem>(ids.size())).first->second;
        }
        cls = std::move(next);
        if (ids.size() == classes) return cls;
        classes = ids.size();
    }
}

template <class Mul>
FiniteMonoid collapse(Elem big_order, const std::vector<char>& p, const Mul& mul, const std::vector<Elem>& cls) {
    const Elem order = *std::max_element(cls.begin(), cls.end()) + 1;
    std::vector<Elem> rep(order, 0);
    for (Elem x = big_order; x-- > 0;) rep[cls[x]] = x;
    FiniteMonoid r;
    r.order = order;
    r.table.resize(static_cast<std::size_t>(order) * order);
    r.p.assign(order, false);
    for (Elem a = 0; a < order; ++a) {
        r.p[a] = p[rep[a]];
        for (Elem b = 0; b < order; ++b) r.table[a * order + b] = cls[mul(rep[a], rep[b])];
    }
    return r;
}

std::vector<HeapImage> heap_images(const HeapGameOptions& g, const FiniteMonoid& q, const std::vector<Elem>& heap, std::uint32_t upto,
                                   WorkMeter* meter) {
    std::vector<HeapImage> out;
    for (std::uint32_t h = 1; h <= upto; ++h) {
        if (g.options[h].empty()) continue; // the game 0: adding it changes no state
        if (meter) meter->spend(8 * g.options[h].size()); // an element_of each, and their sort
        HeapImage im;
        im.element = heap[h];
        for (const auto& o : g.options[h]) im.options.push_back(element_of(q, heap, o));
        std::sort(im.options.begin(), im.options.end());
        im.options.erase(std::unique(im.options.begin(), im.options.end()), im.options.end());
        out.push_back(std::move(im));
    }
    // Heaps with the same element and options' elements move the states alike: one of each.
    std::sort(out.begin(), out.end(), [](const HeapImage& a, const HeapImage& b) {
        return a.element != b.element ? a.element < b.element : a.options < b.options;
    });
    out.erase(std::unique(out.begin(), out.end(), [](const HeapImage& a, const HeapImage& b) {
                  return a.element == b.element && a.options == b.options;
              }),
              out.end());
    return out;
}

//-----------------------------------------------------------------------------
// [SECTION] Candidates
//-----------------------------------------------------------------------------

constexpr std::size_t kMaxLevels = 64;
constexpr int kMaxRounds = 3;

struct Step {
    FiniteMonoid q;
    std::vector<Elem> heap;
    std::size_t states = 0; // states its proof visited
};

struct SumHash {
    std::size_t operator()(const std::vector<std::uint32_t>& k) const {
        std::uint64_t h = 1469598103934665603ull; // FNV-1a in 64 bits, on 32-bit wasm too
        for (auto w : k) h = (h ^ w) * 1099511628211ull;
        return static_cast<std::size_t>(h ^ (h >> 32));
    }
};

struct KeyHash {
    std::size_t operator()(const std::vector<std::uint64_t>& k) const {
        std::uint64_t h = 1469598103934665603ull; // FNV-1a in 64 bits, on 32-bit wasm too
        for (auto w : k) h = (h ^ w) * 1099511628211ull;
        return static_cast<std::size_t>(h ^ (h >> 32));
    }
};

// The states (x, S) of the sums of heaps 1..upto over a monoid q (x a sum's element, S its
// options' elements, as a bitset after x in one key), reached from (1, ∅) by adding heaps:
// (x, S)(y, T) = (xy, Sy ∪ xT). Numbered in the order found; trans[i * gens.size() + j] is state i
// plus the j-th distinct heap state.
struct States {
    using Key = std::vector<std::uint64_t>;
    const FiniteMonoid* q = nullptr;
    std::size_t words = 0;
    std::unordered_map<Key, Elem, KeyHash> index;
    std::vector<Key> keys;
    std::vector<Elem> heap; // heap h's state (0 for a heap without options)
    std::vector<Elem> gens; // the distinct heap states
    std::vector<Elem> trans;

    Elem intern(Key k) {
        auto [it, fresh] = index.try_emplace(k, static_cast<Elem>(keys.size()));
        if (fresh) keys.push_back(std::move(k));
        return it->second;
    }
    Key product(const Key& a, const Key& b) const {
        const Elem x = static_cast<Elem>(a[0]), y = static_cast<Elem>(b[0]);
        Key k(words + 1, 0);
        k[0] = q->mul(x, y);
        auto add_times = [&](const Key& from, Elem by) {
            for (std::size_t w = 0; w < words; ++w)
                for (std::uint64_t bits = from[w + 1]; bits; bits &= bits - 1) {
                    const Elem t = q->mul(static_cast<Elem>(w * 64 + static_cast<std::size_t>(__builtin_ctzll(bits))), by);
                    k[t / 64 + 1] |= 1ull << (t % 64);
                }
        };
        add_times(a, y);
        add_times(b, x);
        return k;
    }
    Elem mul(Elem a, Elem b) const { return index.at(product(keys[a], keys[b])); }
    bool options_p(Elem a) const { // S is nonempty and holds no P element of q
        bool any = false;
        for (std::size_t w = 0; w < words; ++w)
            for (std::uint64_t bits = keys[a][w + 1]; bits; bits &= bits - 1) {
                any = true;
                if (q->p[static_cast<Elem>(w * 64 + static_cast<std::size_t>(__builtin_ctzll(bits)))]) return false;
            }
        return any;
    }
};

Result<States> reachable_states(const HeapGameOptions& g, const FiniteMonoid& q, const std::vector<Elem>& heap, std::uint32_t upto,
                                std::uint32_t n, std::size_t cap, const char* what, WorkMeter* meter) {
    States st;
    st.q = &q;
    st.words = (q.order + 63) / 64;
    st.intern(States::Key(st.words + 1, 0));
    st.heap.assign(heap.size(), 0);
    for (std::uint32_t h = 1; h <= upto; ++h) {
        if (g.options[h].empty()) continue;
        if (meter && !meter->spend(g.options[h].size())) return heap_error(n, "the work budget ran out");
        States::Key k(st.words + 1, 0);
        k[0] = heap[h];
        for (const auto& o : g.options[h]) {
            const Elem e = element_of(q, heap, o);
            k[e / 64 + 1] |= 1ull << (e % 64);
        }
        st.heap[h] = st.intern(std::move(k));
        if (std::find(st.gens.begin(), st.gens.end(), st.heap[h]) == st.gens.end()) st.gens.push_back(st.heap[h]);
    }
    for (std::size_t i = 0; i < st.keys.size(); ++i)
        for (Elem gen : st.gens) {
            st.trans.push_back(st.intern(st.product(st.keys[i], st.keys[gen])));
            if (st.keys.size() > cap) return heap_error(n, "more than " + std::to_string(cap) + " states of " + what);
            if (meter && !meter->spend(1 + q.order / 16)) return heap_error(n, "the work budget ran out"); // a product: q's elements in S
        }
    return st;
}

// The monoid of the states of the sums of heaps below n: it refines q and predicts as q does; a
// candidate built on it may tell apart sums that q's elements lump together. Error past `cap`.
Result<Step> state_monoid(const HeapGameOptions& g, const FiniteMonoid& q, const std::vector<Elem>& heap, std::uint32_t n, std::size_t cap,
                          WorkMeter* meter) {
    auto st = reachable_states(g, q, heap, n - 1, n, cap, "the smaller heaps' sums", meter);
    if (!st) return st.error();
    Step out;
    out.heap = st->heap;
    const Elem order = static_cast<Elem>(st->keys.size());
    out.q.order = order;
    out.q.table.resize(static_cast<std::size_t>(order) * order);
    out.q.p.assign(order, false);
    for (Elem a = 0; a < order; ++a) {
        out.q.p[a] = q.p[static_cast<Elem>(st->keys[a][0])];
        if (meter && !meter->spend((order - a) * (1 + q.order / 16))) return heap_error(n, "the work budget ran out");
        for (Elem b = a; b < order; ++b) out.q.table[a * order + b] = out.q.table[b * order + a] = st->mul(a, b);
    }
    return out;
}

// One round of value iteration on a candidate c for the heaps 1..n: the monoid of the states
// (x, S) of the sums (x the sum's element in c, S its options' elements), each labelled P iff S is
// nonempty and holds no P element of c (the outcome c's predictions for the options give), cut
// down to its classes. A candidate whose predictions are consistent comes back unchanged; one that
// is right on the smaller sums comes back right on more of them.
Result<Step> refine(const HeapGameOptions& g, const Step& c, std::uint32_t n, std::size_t cap, WorkMeter* meter) {
    auto st = reachable_states(g, c.q, c.heap, n, n, cap, "the sums", meter);
    if (!st) return st.error();
    const Elem order = static_cast<Elem>(st->keys.size());
    std::vector<char> p(order);
    for (Elem a = 0; a < order; ++a) p[a] = st->options_p(a);
    std::vector<Elem> gen_index(st->gens.size());
    std::iota(gen_index.begin(), gen_index.end(), 0);
    auto step = [&](Elem a, Elem j) { return st->trans[a * st->gens.size() + j]; };
    const std::vector<Elem> cls = indistinguishable(order, p, step, gen_index);
    Step out;
    out.q = collapse(order, p, [&](Elem a, Elem b) { return st->mul(a, b); }, cls);
    out.heap.assign(c.heap.size(), 0);
    for (std::uint32_t h = 1; h <= n; ++h) out.heap[h] = cls[st->heap[h]];
    return out;
}

// One step: Q_{n-1} (q, heap[1..n-1]) and heap n give the candidate Q_n, reduced, not yet proved.
Result<FiniteMonoid> extend(const HeapGameOptions& g, const FiniteMonoid& q, std::vector<Elem>& heap, std::uint32_t n, std::uint64_t max_work,
                            WorkMeter* meter) {
    const Elem m = q.order;
    std::vector<Elem> sh;
    if (meter) meter->spend(g.options[n].size());
    for (const auto& o : g.options[n]) sh.push_back(element_of(q, heap, o));
    std::sort(sh.begin(), sh.end());
    sh.erase(std::unique(sh.begin(), sh.end()), sh.end());
    const std::vector<Sum> rep = representatives(q, heap, n);

    std::vector<std::vector<char>> levels;
    levels.emplace_back(q.p.begin(), q.p.end());
    std::size_t first_repeat = 0;
    std::uint64_t work = 0;
    while (first_repeat == 0) {
        if (levels.size() > kMaxLevels)
            return heap_error(n, "its copies did not repeat within " + std::to_string(kMaxLevels) + " (no quotient found)");
        const std::vector<char>& below = levels.back();
        std::vector<signed char> memo(m, -1); // -1 unknown, 0 N, 1 P, 2 being found
        std::unordered_map<Sum, bool, SumHash> concrete; // sums whose element was being found
        // G + kH with k >= 1 always has a move (in H); it is P iff no move of H leads to P at level
        // k-1 and no move of G leads to P at level k.
        auto level_ok = [&](Elem x) {
            for (Elem s : sh)
                if (below[q.mul(x, s)]) return false;
            return true;
        };
        bool over = false;
        std::function<bool(const Sum&, Elem)> eval = [&](const Sum& s, Elem x) -> bool {
            if (memo[x] == 0 || memo[x] == 1) return memo[x] == 1;
            if (++work > max_work || (meter && !meter->spend())) {
                over = true;
                return false;
            }
            const bool mine = memo[x] == -1;
            if (!mine)
                if (auto it = concrete.find(s); it != concrete.end()) return it->second;
            if (mine) memo[x] = 2;
            bool p = level_ok(x);
            if (p)
                for_each_sum_option(g, s, [&](const Sum& t) { // each option made is a step of the whole search's work
                    if (meter && !meter->spend()) over = true;
                    if (p && !over && eval(t, element_of(q, heap, t))) p = false;
                });
            if (mine) memo[x] = p ? 1 : 0;
            else concrete.emplace(s, p);
            return p;
        };
        for (Elem x = 0; x < m && !over; ++x) eval(rep[x], x);
        if (over) return heap_error(n, "the candidate took more than " + std::to_string(max_work) + " steps");
        std::vector<char> level(m);
        for (Elem x = 0; x < m; ++x) level[x] = memo[x] == 1;
        for (std::size_t i = 1; i < levels.size(); ++i)
            if (levels[i] == level) first_repeat = i;
        levels.push_back(std::move(level));
    }
    // levels[j] == levels[i]: h^j = h^i, with j the last level computed.
    const std::size_t j = levels.size() - 1, i = first_repeat;
    auto fold = [&](std::size_t t) { return t < j ? t : i + (t - i) % (j - i); };
    const Elem big_order = static_cast<Elem>(m * j);
    auto big_mul = [&](Elem a, Elem b) { return static_cast<Elem>(fold(a / m + b / m) * m + q.mul(a % m, b % m)); };
    std::vector<char> big_p(big_order);
    for (std::size_t t = 0; t < j; ++t)
        for (Elem x = 0; x < m; ++x) big_p[t * m + x] = levels[t][x];
    heap[n] = m; // (identity, 1)
    std::vector<Elem> gens;
    for (std::uint32_t h = 1; h <= n; ++h) gens.push_back(heap[h]);
    const std::vector<Elem> cls = indistinguishable(big_order, big_p, big_mul, gens);
    for (std::uint32_t h = 1; h <= n; ++h) heap[h] = cls[heap[h]];
    return collapse(big_order, big_p, big_mul, cls);
}

//-----------------------------------------------------------------------------
// [SECTION] Presentation
//-----------------------------------------------------------------------------

std::string word(const std::vector<std::string>& letters, const std::vector<std::uint32_t>& exps) {
    std::string w;
    for (std::size_t i = 0; i < exps.size(); ++i) {
        if (exps[i] == 0) continue;
        w += letters[i];
        if (exps[i] > 1) w += "^" + std::to_string(exps[i]);
    }
    return w.empty() ? "1" : w;
}

// Names, generators and relations (the Gröbner basis for the order: fewer letters first, then
// more of the earlier letters), and the elements renumbered in the order of their names.
// The generators: each heap whose element the smaller heaps' elements do not make (their heaps
// go to mq.generator_heaps).
std::vector<Elem> generator_elements(MisereQuotient& mq) {
    const FiniteMonoid& q = mq.monoid;
    std::vector<Elem> gen_elems;
    std::vector<bool> made(q.order, false);
    made[0] = true;
    std::vector<Elem> made_list{0};
    for (std::uint32_t h = 1; h <= mq.max_heap; ++h) {
        const Elem e = mq.heap[h];
        if (made[e]) continue;
        gen_elems.push_back(e);
        mq.generator_heaps.push_back(h);
        // Close the made submonoid under the new generator.
        for (std::size_t k = 0; k < made_list.size(); ++k)
            for (Elem gel : gen_elems) {
                const Elem y = q.mul(made_list[k], gel);
                if (!made[y]) {
                    made[y] = true;
                    made_list.push_back(y);
                }
            }
    }
    return gen_elems;
}

using Mono = std::vector<std::uint32_t>;

// Element k becomes the k-th name (order_list), each named by its least word.
void renumber(MisereQuotient& mq, const std::vector<Elem>& order_list, const std::vector<Mono>& name_of) {
    const FiniteMonoid& q = mq.monoid;
    std::vector<Elem> renum(q.order);
    for (Elem k = 0; k < order_list.size(); ++k) renum[order_list[k]] = k;
    FiniteMonoid r;
    r.order = q.order;
    r.table.resize(q.table.size());
    r.p.assign(q.order, false);
    for (Elem a = 0; a < q.order; ++a) {
        r.p[renum[a]] = q.p[a];
        for (Elem b = 0; b < q.order; ++b) r.table[renum[a] * q.order + renum[b]] = renum[q.mul(a, b)];
    }
    mq.names.resize(q.order);
    for (Elem a = 0; a < q.order; ++a) mq.names[renum[a]] = word(mq.generators, name_of[a]);
    for (auto& h : mq.heap) h = renum[h];
    mq.monoid = std::move(r);
}

void present(MisereQuotient& mq) {
    const FiniteMonoid& q = mq.monoid;
    const std::vector<Elem> gen_elems = generator_elements(mq);
    for (std::size_t i = 0; i < gen_elems.size(); ++i)
        mq.generators.push_back(i < 26 ? std::string(1, static_cast<char>('a' + i)) : "g" + std::to_string(i + 1));
    const std::size_t ng = gen_elems.size();
    std::vector<Mono> name_of(q.order);
    std::vector<bool> named(q.order, false);
    std::vector<Elem> order_list{0};
    named[0] = true;
    name_of[0] = Mono(ng, 0);
    std::vector<std::pair<Mono, Elem>> layer{{Mono(ng, 0), 0}};
    // Term order within a degree: lexicographically larger exponent vectors first (a^2 before ab).
    while (!layer.empty()) {
        std::map<Mono, Elem, std::greater<Mono>> next;
        for (const auto& [mono, x] : layer)
            for (std::size_t gi = 0; gi < ng; ++gi) {
                Mono up = mono;
                ++up[gi];
                next.emplace(up, q.mul(x, gen_elems[gi]));
            }
        layer.clear();
        for (const auto& [mono, x] : next) {
            if (!named[x]) {
                named[x] = true;
                name_of[x] = mono;
                order_list.push_back(x);
                layer.emplace_back(mono, x);
                continue;
            }
            // A relation if every divisor by one letter is a name (a least non-name).
            bool minimal = true;
            for (std::size_t gi = 0; gi < ng && minimal; ++gi) {
                if (mono[gi] == 0) continue;
                Mono down = mono;
                --down[gi];
                Elem y = 0;
                for (std::size_t k = 0; k < ng; ++k)
                    for (std::uint32_t e = 0; e < down[k]; ++e) y = q.mul(y, gen_elems[k]);
                minimal = name_of[y] == down && named[y];
            }
            if (minimal) mq.relations.push_back(word(mq.generators, mono) + " = " + word(mq.generators, name_of[x]));
        }
    }
    renumber(mq, order_list, name_of);
}

// Misère Nim's quotient for heaps below 2^k (Plambeck and Siegel 2008, the tame quotients): a sum
// of heaps of 1 alone is a misère P-position iff their number is odd; a sum with a larger heap is
// P iff its nim-sum is 0, as in normal play. So its elements are 1 and a (the even and odd sums of
// 1s) and, for k >= 2, the group G = e·Q of the 2^k nim-values of the other sums, e = *2 + *2 its
// identity; P = {a, e}. A quotient is isomorphic to it exactly when it has that shape:
//   k = 1: Q = {1, a}, a² = 1, P = {a};
//   k >= 2: a² = 1 with a in P, e² = e with e in P, G = e·Q of 2^k elements holding neither 1
//   nor a, g² = e for every g in G (so G is Z_2^k), a·e != e, and P = {a, e}.
// (Then 1 -> 1, a -> a and any group isomorphism G -> Z_2^k sending a·e to *1's class is an
// isomorphism.) The k of the quotient, or -1: an order² test (the search over the generators'
// images it replaces ran past libFuzzer's 10 s on a quotient of order 18).
int tame_k_of(const FiniteMonoid& q) {
    const std::uint32_t n = q.order;
    std::uint32_t in_p = 0;
    for (std::uint32_t x = 0; x < n; ++x) in_p += q.p[x] ? 1 : 0;
    if (n == 2) return in_p == 1 && q.p[1] && q.mul(1, 1) == 0 ? 1 : -1;
    if (n < 6 || in_p != 2 || ((n - 2) & (n - 3)) != 0) return -1; // n - 2 a power of two, at least 4
    Elem a = 0, e = 0;
    for (Elem x = 1; x < n; ++x) {
        if (!q.p[x]) continue;
        if (q.mul(x, x) == 0) a = x;
        else if (q.mul(x, x) == x) e = x;
    }
    if (a == 0 || e == 0 || q.mul(a, e) == e) return -1;
    std::vector<bool> in_g(n, false);
    std::uint32_t g_size = 0;
    for (Elem x = 0; x < n; ++x) {
        const Elem g = q.mul(x, e);
        if (!in_g[g]) ++g_size;
        in_g[g] = true;
    }
    if (in_g[0] || in_g[a] || g_size != n - 2) return -1;
    for (Elem g = 0; g < n; ++g)
        if (in_g[g] && q.mul(g, g) != e) return -1;
    int k = 0;
    while ((1u << k) < n - 2) ++k;
    return k;
}

} // namespace

//-----------------------------------------------------------------------------
// [SECTION] Quotient
//-----------------------------------------------------------------------------

std::vector<std::uint32_t> MisereQuotient::p_portion() const {
    std::vector<std::uint32_t> out;
    for (Elem x = 0; x < monoid.order; ++x)
        if (monoid.p[x]) out.push_back(x);
    return out;
}

std::uint32_t MisereQuotient::element(const std::vector<std::uint32_t>& heaps) const {
    Elem x = 0;
    for (auto h : heaps) x = monoid.mul(x, heap.at(h));
    return x;
}

bool MisereQuotient::is_p(const std::vector<std::uint32_t>& heaps) const { return monoid.p[element(heaps)]; }

HeapGameOptions nim_heap_options(std::uint32_t max_heap) {
    HeapGameOptions g;
    g.options.resize(max_heap + 1);
    for (std::uint32_t n = 1; n <= max_heap; ++n) {
        g.options[n].push_back({});
        for (std::uint32_t k = 1; k < n; ++k) g.options[n].push_back({k});
    }
    return g;
}

//-----------------------------------------------------------------------------
// [SECTION] Proof
//-----------------------------------------------------------------------------

namespace {
bool proved(const HeapGameOptions& g, Step& c, std::uint32_t n, const QuotientLimits& limits, std::string& why) {
    if (c.q.order > limits.max_order) {
        why = "the quotient has " + std::to_string(c.q.order) + " elements, more than the limit of " + std::to_string(limits.max_order);
        return false;
    }
    const QuotientCheck proof = check_quotient(c.q, heap_images(g, c.q, c.heap, n, limits.work.get()), limits.max_states, limits.work.get());
    c.states = proof.states;
    if (!proof.ok) why = "the candidate of order " + std::to_string(c.q.order) + " failed its proof (" + proof.failure + ")";
    return proof.ok;
}

// Q_n by recalibration (as MisereSolver: Q_{n-1} beside a new generator, rebuilt around the least
// sum it predicts wrongly until none is), proved again here; none, with why, if it fails.
std::optional<Step> recalibrated_step(const HeapGameOptions& g, const FiniteMonoid& q, const std::vector<Elem>& heap, std::uint32_t n,
                                      const QuotientLimits& limits, std::string& why) {
    if (limits.max_recalibration_work == 0) return std::nullopt; // not here (play and analysis)
    auto r = recalibrate_quotient(g, q, heap, n, limits);
    if (!r) {
        why += "; " + r.error().message;
        return std::nullopt;
    }
    Step c{std::move(r->q), heap, 0};
    for (std::uint32_t h = 1; h <= n; ++h) c.heap[h] = r->heap[h];
    if (proved(g, c, n, limits, why)) return c;
    return std::nullopt;
}

// Q_n from Q_{n-1}: the candidate on Q_{n-1}'s elements, then a few rounds of refinement; else
// the candidate on the states of the smaller heaps' sums, and its refinements; else by
// recalibration. After a heap that needed recalibration the next one most likely does too, so
// recalibration is tried first there (`recalibrated` says which way this heap was found). Only a
// proved candidate is returned; the quotient is the same whichever way finds it.
Result<Step> prove_step(const HeapGameOptions& g, const FiniteMonoid& q, const std::vector<Elem>& heap, std::uint32_t n, const QuotientLimits& limits,
                        bool& recalibrated) {
    std::string why;
    if (recalibrated) {
        if (auto c = recalibrated_step(g, q, heap, n, limits, why)) return std::move(*c);
        recalibrated = false;
    }
    for (int base = 0; base < 2; ++base) {
        Step c{FiniteMonoid{}, heap, 0};
        if (base == 0) {
            auto r = extend(g, q, c.heap, n, limits.max_level_work, limits.work.get());
            if (!r) return r.error();
            c.q = std::move(r).value();
        } else {
            auto states = state_monoid(g, q, heap, n, limits.max_base_states, limits.work.get());
            if (!states) {
                why += "; " + states.error().message;
                break;
            }
            c.heap = states->heap;
            auto r = extend(g, states->q, c.heap, n, limits.max_level_work, limits.work.get());
            if (!r) return r.error();
            c.q = std::move(r).value();
        }
        for (int round = 0;; ++round) {
            if (proved(g, c, n, limits, why)) return c;
            if (round == kMaxRounds || c.q.order > limits.max_order) break;
            auto better = refine(g, c, n, limits.max_refine_states, limits.work.get());
            if (!better) break;
            c = std::move(better).value();
        }
    }
    if (auto c = recalibrated_step(g, q, heap, n, limits, why)) {
        recalibrated = true;
        return std::move(*c);
    }
    return heap_error(n, "no quotient found: " + why);
}

Result<MisereQuotient> solve(const HeapGameOptions& g, std::uint32_t max_heap, const QuotientLimits& limits) {
    QuotientBuilder b(g, max_heap, limits);
    while (!b.done()) b.step();
    return b.result();
}
} // namespace

QuotientBuilder::QuotientBuilder(HeapGameOptions g, std::uint32_t max_heap, QuotientLimits limits)
    : g_(std::move(g)), max_heap_(max_heap), limits_(std::move(limits)) {
    // Q_0: the sums of no heaps, {1} with 1 an N-position (whoever faces no move wins); heaps
    // without options are the game 0.
    q_.order = 1;
    q_.table = {0};
    q_.p = {false};
    heap_.assign(max_heap + 1, 0);
    if (g_.options.size() <= max_heap && !g_.more) error_ = heap_error(max_heap, "no options given for it").message;
    if (g_.options.empty()) g_.options.resize(1); // heap 0
    for (std::uint32_t n = 1; n <= max_heap && n < g_.options.size() && error_.empty(); ++n) error_ = check_options(n);
}

std::string QuotientBuilder::check_options(std::uint32_t n) const {
    for (const auto& o : g_.options[n])
        for (auto h : o)
            if (h == 0 || h >= n) return heap_error(n, "an option leaves heap " + std::to_string(h) + ", not a smaller nonempty heap").message;
    return {};
}

void QuotientBuilder::step() {
    if (done()) return;
    const std::uint32_t n = proved_ + 1;
    WorkMeter* meter = limits_.work.get();
    if (meter && meter->over()) return out_of_work(n);
    if (g_.options.size() <= n) { // made as the search reaches heap n (HeapGameOptions::more)
        g_.options.resize(n + 1);
        g_.options[n] = g_.more(n);
        if (error_ = check_options(n); !error_.empty()) return;
        if (meter)
            for (const auto& o : g_.options[n]) meter->spend(2 + o.size()); // an option made: its heaps written
    }
    if (!g_.options[n].empty()) {
        auto found = prove_step(g_, q_, heap_, n, limits_, recalibrated_);
        if (!found && meter && meter->over()) return out_of_work(n);
        if (!found) {
            if (n == 1) error_ = found.error().message;
            else stopped_ = found.error().message; // the heaps below n stay proved
            return;
        }
        q_ = std::move(found->q);
        heap_ = std::move(found->heap);
        states_ = found->states;
    }
    proved_ = n;
    if (limits_.progress && !limits_.progress(n, q_.order)) error_ = heap_error(n, "cancelled").message;
}

void QuotientBuilder::out_of_work(std::uint32_t n) {
    out_of_work_ = true;
    stopped_ = heap_error(n, "the work budget of " + std::to_string(limits_.work->budget) + " steps ran out").message;
}

Result<MisereQuotient> QuotientBuilder::result() const {
    if (!error_.empty()) return Error{"heap", Error::kWhole, error_};
    MisereQuotient mq;
    mq.monoid = q_;
    mq.max_heap = proved_;
    mq.heap.assign(heap_.begin(), heap_.begin() + proved_ + 1);
    mq.states = states_;
    mq.stopped = stopped_;
    mq.out_of_work = out_of_work_;
    present(mq);
    return mq;
}

Result<MisereQuotient> misere_quotient(const HeapGameOptions& g, std::uint32_t max_heap, const QuotientLimits& limits) {
    auto r = misere_quotient_prefix(g, max_heap, limits);
    if (r && !r->stopped.empty()) return Error{"heap", Error::kWhole, r->stopped};
    return r;
}

Result<MisereQuotient> misere_quotient_prefix(const HeapGameOptions& g, std::uint32_t max_heap, const QuotientLimits& limits) {
    auto r = solve(g, max_heap, limits);
    if (!r) return r;
    MisereQuotient mq = std::move(r).value();
    mq.tame_k = tame_k_of(mq.monoid);
    return mq;
}

} // namespace gl::cgt
