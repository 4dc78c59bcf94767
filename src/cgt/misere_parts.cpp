// misere_parts.cpp - the parts of a misère game (see misere.h, [SECTION] Parts).
//
// H is a part of G when G = H + X. By Conway's cancellation theorem X is unique, and a game and
// its sum with * share their parts up to *, so the parts of an even G are kept as pairs of even
// games (x, y) with x + y = G, the first pair (0, G). They are found from the parts of G's options
// (ONAG ch. 12; Siegel, "On the structure of misère impartial games", 2020, §§ on parts and primes),
// as CGSuite finds them:
//   - G is prime outright when an option is 0 or * (its even part is 0), or when three options are
//     prime (an option and its sum with * counted once);
//   - otherwise each even part x of an option is a candidate, taken in CGSuite's order, over and
//     over until a pass finds nothing new:
//       * if every option x' of x is a part of G, and x is a part of every option o of G, then
//         X = {G - x', o - x} is the partner (every option of x + X is an option of G or reverses
//         through G);
//       * else the first failure names the partner's candidates: an option x' that is not a part
//         of G must give x' + X = o for an option o, so X is o - x'; an option o that x is not a
//         part of must be x' + X, so X is again o - x'.
// Every pair is checked by adding it back, so a pair listed is never wrong.
#include <algorithm>

#include "cgt/misere.h"

namespace gl::cgt::misere {

namespace {
bool holds(const std::vector<MId>& v, MId x) { return std::find(v.begin(), v.end(), x) != v.end(); }
// The partner of x in a list of pairs x1, y1, x2, y2, ... (x must be there).
MId partner(const std::vector<MId>& pairs, MId x) {
    const auto k = static_cast<std::size_t>(std::find(pairs.begin(), pairs.end(), x) - pairs.begin());
    return pairs[k ^ 1];
}
} // namespace

const std::vector<MId>& MisereStore::part_pairs(MId g) {
    if (auto it = pairs_.find(g); it != pairs_.end()) return it->second;
    static const std::vector<MId> kUnknown;
    std::vector<MId> found{kZero, g};
    if (g == kZero || !spend(1)) return exhausted_ ? kUnknown : pairs_.emplace(g, found).first->second;
    const MId star = nim_heap(1);
    const std::vector<MId> opts = nodes_[g].options;
    // The pairs of each option's even part (copied: the table grows under the recursion).
    std::vector<std::vector<MId>> of(opts.size());
    bool prime = false;
    int prime_options = 0;
    for (std::size_t k = 0; k < opts.size() && !prime && !exhausted_; ++k) {
        const MId e = even_part(opts[k]);
        if (e == kZero) {
            prime = true; // an option 0 or *: G is prime (ONAG ch. 12)
            break;
        }
        of[k] = part_pairs(e);
        if (of[k].size() == 2 && (e == opts[k] || !has_option(g, e)) && ++prime_options >= 3) prime = true;
    }
    if (exhausted_) return kUnknown;
    if (prime) return pairs_.emplace(g, found).first->second;

    std::vector<MId> candidates;
    for (const auto& q : of) candidates.insert(candidates.end(), q.begin(), q.end());
    std::stable_sort(candidates.begin(), candidates.end(), [&](MId a, MId b) { return compare(a, b) < 0; });
    candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
    auto parity = [&](MId x, bool odd) { return odd ? add(x, star) : x; };
    for (bool grew = true; grew && !exhausted_;) {
        grew = false;
        for (MId x : candidates) {
            if (holds(found, x) || !spend(1)) continue;
            const std::vector<MId> xo = nodes_[x].options;
            std::size_t bad_x = xo.size(), bad_o = opts.size();
            for (std::size_t j = 0; j < xo.size() && bad_x == xo.size(); ++j)
                if (!holds(found, even_part(xo[j]))) bad_x = j;
            for (std::size_t k = 0; k < opts.size() && bad_x == xo.size() && bad_o == opts.size(); ++k)
                if (!holds(of[k], x)) bad_o = k;
            std::vector<MId> tries;
            if (bad_x == xo.size() && bad_o == opts.size()) {
                std::vector<MId> y_options;
                for (MId xp : xo) {
                    const MId e = even_part(xp);
                    y_options.push_back(parity(partner(found, e), e != xp)); // G - x'
                }
                for (std::size_t k = 0; k < opts.size(); ++k)
                    y_options.push_back(parity(partner(of[k], x), even_part(opts[k]) != opts[k])); // o - x
                tries.push_back(canon(std::move(y_options)));
            } else if (bad_x < xo.size()) {
                const MId e = even_part(xo[bad_x]);
                for (const auto& q : of)
                    if (holds(q, e)) tries.push_back(partner(q, e));
            } else {
                for (MId xp : xo)
                    if (const MId e = even_part(xp); holds(of[bad_o], e)) tries.push_back(partner(of[bad_o], e));
            }
            for (MId y : tries) {
                for (bool odd : {false, true}) {
                    const MId yy = parity(y, odd);
                    if (exhausted_ || add(x, yy) != g) continue;
                    found.push_back(x);
                    found.push_back(yy);
                    grew = true;
                    break;
                }
                if (holds(found, x)) break;
            }
        }
    }
    if (exhausted_) return kUnknown;
    return pairs_.emplace(g, std::move(found)).first->second;
}

std::vector<MId> MisereStore::parts(MId g) {
    const std::vector<MId>& p = part_pairs(even_part(g));
    std::vector<MId> out;
    for (std::size_t k = 2; k + 1 < p.size(); k += 2) {
        out.push_back(p[k]);
        if (p[k + 1] != p[k]) out.push_back(p[k + 1]);
    }
    return out;
}

bool MisereStore::subtract(MId g, MId h, MId& x) {
    x = kZero;
    if (g == h) return true;
    const MId eg = even_part(g), eh = even_part(h);
    const std::vector<MId>& p = part_pairs(eg);
    if (exhausted_ || !holds(p, eh)) return false;
    const MId y = partner(p, eh);
    x = (eg != g) != (eh != h) ? add(y, nim_heap(1)) : y;
    return !exhausted_ && add(h, x) == g;
}

bool MisereStore::is_prime(MId g) {
    if (g == kZero || g == nim_heap(1)) return false;
    return part_pairs(even_part(g)).size() == 2 && !exhausted_;
}

bool MisereStore::is_extraverted(MId g) {
    MId x = kZero;
    return subtract(canon({g}), g, x);
}

void MisereStore::partition_ways(MId g, std::vector<MId>& partial, std::vector<std::vector<MId>>& out, std::size_t cap,
                                 bool& more_left) {
    if (exhausted_ || more_left) return;
    const MId star = nim_heap(1);
    if (g == kZero || g == star) {
        if (out.size() >= cap) {
            more_left = true;
            return;
        }
        out.push_back(partial);
        if (g == star) out.back().push_back(star);
        return;
    }
    std::vector<MId> primes{even_part(g)};
    for (MId p : parts(g)) primes.push_back(p);
    for (MId p : primes) {
        if (!is_prime(p) || (!partial.empty() && compare(partial.back(), p) > 0)) continue;
        MId rest = kZero;
        if (!subtract(g, p, rest)) continue;
        partial.push_back(p);
        partition_ways(rest, partial, out, cap, more_left);
        partial.pop_back();
        if (exhausted_ || more_left) return;
    }
}

std::vector<std::vector<MId>> MisereStore::partitions(MId g, std::size_t cap, bool& more_left) {
    more_left = false;
    std::vector<std::vector<MId>> out;
    std::vector<MId> partial;
    partition_ways(g, partial, out, cap, more_left);
    return out;
}

} // namespace gl::cgt::misere
