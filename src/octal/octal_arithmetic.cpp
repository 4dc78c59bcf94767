// octal_arithmetic.cpp - arithmetic periods, G(n + p) = G(n) + s for every n >= n0, proved from
// computed values (octal_sequence.h: prove_arithmetic_period).
//
// Arithmetic periodicity is the regularity of Winning Ways, ch. 4 (Lasker's Nim is the classic
// example); for take-and-break games with a finite code it can only occur when some move leaves
// three heaps or more (Horrocks and Nowakowski, INTEGERS 3 (2003): finite octal games are never
// arithmetic-periodic). Finite tests that prove it from the values go back to R. B. Austin's
// thesis (University of Calgary, 1976); S. Howse and R. J. Nowakowski, Theoretical Computer
// Science 313 (2004) 463-472, give one for hexadecimal games. The test below is a
// self-contained form of that argument, conservative where the published tests may be
// sharper, and proved here in full (the certificate repeats the proof with the numbers):
//
// Let the code be finite, without ! or ?, k its longest take and j the most heaps a move leaves.
// Let s = 2^r >= 1, p >= 1, n0 >= 0 and M = n0 + p; call a heap *small* if it is below M. Define
// the predicted values g(n) = G(n) for n < M and g(n) = g(n - p) + s for n >= M, i.e.
// g(n) = c(n)·s + low(n) with c(n) = ⌊(n - n0)/p⌋ (0 below n0) and low(n) = G(n0 + (n - n0) mod p).
//  (H) G(n) < s for every n < M. Then low(n) < s, so the nim-sum of parts a_1..a_i is
//      (c(a_1) xor ... xor c(a_i))·s + (low(a_1) xor ... xor low(a_i)): its *row* is the xor
//      of the parts' c, which is at most their sum, at most c(a_1 + ... + a_i) <= c(n) (c is
//      superadditive). No option of n lies above row c(n), and G(n) = g(n) as soon as the rows
//      below c(n) are full and the low parts of the options in row c(n) have mex low(n).
//  (T) checked: a move leaving L >= 2 parts with c >= 1 (write each n0 + q·p + r) and small parts
//      reaches row c(n) only if (L-1)·n0 + Σr + Σsmall + t = ρ = (n - n0) mod p (c(n) exceeds
//      the sum of the q by exactly ((L-1)·n0 + Σr + Σsmall + t - ρ)/p, and the row is at most
//      that sum). For every ρ < p, the xors of the low parts of all such choices (whether the xor
//      of the q carries or not) miss low(n0 + ρ): such moves never change the mex of row c(n).
//  Row c(n) holds besides only moves with one part of c >= 1 (the others small), and a single
//  heap; for n >= M + k these map onto those of n + p by adding p to that part (c and the row
//  both grow by 1, low is kept): the row's low parts repeat with period p.
//  (R) checked: the mex of the low parts of row c(n) is low(n) for N_T <= n < N_T + p, N_T = M + k.
//  The rows below: the *shiftable* options of n are those made of one free part a >= max(n0, 1),
//  small parts, and (for moves leaving i >= 3 heaps) two equal parts, which cancel. Adding p to
//  a maps them onto shiftable options of n + p, adding s to the value. For
//  n >= N2 = k + (j - 1)(M - 1) + M + p + 1 the shiftable options in rows 0 and 1 are those with
//  an equal pair and a below M + p, and row 0 also holds the equal pairs with small parts only
//  (value: the small parts' nim-sum) and with a free part below n0: all of them are there for
//  every n >= N2 of the same parity.
//  (F) checked: for N2 <= n < N2 + max(p, 2), the shiftable options fill rows 1 .. c(n) - 1, and
//      with the other equal-pair moves row 0. By induction they do for every n >= N2: rows >= 2
//      of n + p by the shift of rows >= 1 of n, rows 0 and 1 as at N2 or N2 + 1 (same parity).
//  (B) checked: G(n) = g(n) for every computed n, with at least N = max(N2, N_T) of them.
// By induction on n >= N (the options of n are smaller heaps, whose G is g), G(n) = g(n) for
// every n: G(n + p) = G(n) + s for every n >= n0.
#include <algorithm>
#include <bit>
#include <string>
#include <vector>

#include "octal/octal_sequence.h"

namespace gl::octal {

namespace {

constexpr std::uint64_t kMaxArithmeticPeriod = 4096;
constexpr std::uint64_t kMaxSaltus = std::uint64_t{1} << 20;
// The enumerations of one test stop (and nothing is claimed) past this many steps: the test runs
// again at every check of a period search.
constexpr std::uint64_t kTestWork = 30'000'000;

class ArithmeticTest {
  public:
    ArithmeticTest(const Sequence& seq, std::uint64_t n0, std::uint64_t p, std::uint64_t s)
        : seq_(seq), n0_(n0), p_(p), s_(s), m_(n0 + p), k_(seq.rules().max_take()), j_(seq.rules().max_parts()) {
        for (std::uint64_t t = 0; t <= k_; ++t) heaps_.push_back(seq.rules().digit_at(t).heaps);
    }

    std::uint64_t n2() const { return k_ + (j_ - 1) * (m_ - 1) + m_ + p_ + 1; }
    std::uint64_t nt() const { return m_ + k_; }
    std::uint64_t needed() const { return std::max(n2(), nt()); }

    // (H): G(n) < s below M; the largest such value, or nothing if one is not below s.
    std::optional<Grundy> small_values_below_saltus() const {
        Grundy top = 0;
        for (std::uint64_t n = 0; n < m_; ++n) top = std::max(top, seq_[n]);
        if (top >= s_) return std::nullopt;
        return top;
    }

    // (T): for each residue ρ = (n - n0) mod p, the low parts that a move leaving L >= 2 parts of
    // c >= 1 could have when it reaches row c(n), over-approximated: every choice of the big parts'
    // residues r_l (a_l = n0 + q_l·p + r_l), small parts and take with (L-1)·n0 + Σr + Σsmall + t = ρ
    // (the xor of the c may still carry below c(n): such moves are counted anyway). Returns the
    // first ρ whose low(n0 + ρ) is among them, p if none, or nothing if the work ran out.
    // build_small_parts() first.
    std::optional<std::uint64_t> multi_part_clash() {
        // big_[L][R]: xors of L values G(n0 + r), r < p, with Σr = R < p.
        std::vector<std::vector<std::vector<Grundy>>> big(j_ + 1);
        big[0].assign(1, {0});
        std::vector<std::uint64_t> mark(s_, 0);
        std::uint64_t stamp = 0;
        for (unsigned l = 1; l <= j_; ++l) {
            big[l].assign(p_, {});
            for (std::uint64_t sum = 0; sum < p_; ++sum) {
                ++stamp;
                for (std::uint64_t r = 0; r <= sum; ++r) {
                    if (sum - r >= big[l - 1].size()) continue;
                    for (Grundy x : big[l - 1][sum - r]) {
                        if (!spend(1)) return std::nullopt;
                        const Grundy y = x ^ seq_[n0_ + r];
                        if (mark[y] != stamp) mark[y] = stamp, big[l][sum].push_back(y);
                    }
                }
            }
        }
        std::vector<char> extra(s_, 0);
        for (std::uint64_t rho = 0; rho < p_; ++rho) {
            std::fill(extra.begin(), extra.end(), 0);
            for (std::uint64_t t = 0; t <= k_ && t <= rho; ++t)
                for (unsigned i = 2; i <= j_; ++i) {
                    if (!(heaps_[t] >> i & 1u)) continue;
                    for (unsigned l = 2; l <= i; ++l) {
                        const std::uint64_t fixed = (l - 1) * n0_ + t;
                        if (fixed > rho) break;
                        const auto& rest = small_[i - l];
                        for (std::uint64_t sum = 0; sum <= rho - fixed; ++sum) { // Σr = sum, Σsmall = the rest
                            const std::uint64_t sigma = rho - fixed - sum;
                            if (sigma >= rest.size()) continue;
                            if (!spend(big[l][sum].size() * rest[sigma].size())) return std::nullopt;
                            for (Grundy x : big[l][sum])
                                for (Grundy y : rest[sigma]) extra[x ^ y] = 1;
                        }
                    }
                }
            if (extra[low(n0_ + rho)]) return rho;
        }
        return p_;
    }

    // The xors of u small parts with sum σ, for u < j (small_[u][σ], distinct values < s).
    bool build_small_parts() {
        small_.assign(j_, {});
        small_[0].assign(1, {0});
        std::vector<std::uint64_t> mark(s_, 0);
        std::uint64_t stamp = 0;
        for (unsigned u = 1; u < j_; ++u) {
            small_[u].assign(u * (m_ - 1) + 1, {});
            for (std::uint64_t sigma = u; sigma < small_[u].size(); ++sigma) {
                ++stamp;
                auto& out = small_[u][sigma];
                for (std::uint64_t m = 1; m < m_ && m <= sigma; ++m) {
                    if (sigma - m >= small_[u - 1].size()) continue;
                    for (Grundy x : small_[u - 1][sigma - m]) {
                        if (!spend(1)) return false;
                        const Grundy y = x ^ seq_[m];
                        if (mark[y] != stamp) mark[y] = stamp, out.push_back(y);
                    }
                }
            }
        }
        return true;
    }

    // (R) at n: the mex of the low parts of row c(n), and whether it is low(n). Nothing if the
    // work ran out.
    std::optional<bool> top_row_holds(std::uint64_t n, Grundy* mex_out) {
        const std::uint64_t top = row(n);
        std::vector<char> seen(s_ + 1, 0);
        for (std::uint64_t t = 1; t <= k_ && t < n; ++t)
            if ((heaps_[t] & 2u) && row(n - t) == top) seen[low(n - t)] = 1;
        for (std::uint64_t t = 0; t <= k_; ++t)
            for (unsigned i = 2; i <= j_; ++i) {
                if (!(heaps_[t] >> i & 1u)) continue;
                const auto& parts = small_[i - 1];
                for (std::uint64_t sigma = 0; sigma < parts.size(); ++sigma) {
                    if (n < t + sigma + 1) break;
                    const std::uint64_t a = n - t - sigma;
                    if (row(a) != top) continue;
                    if (!spend(parts[sigma].size())) return std::nullopt;
                    for (Grundy x : parts[sigma]) seen[low(a) ^ x] = 1;
                }
            }
        Grundy mex = 0;
        while (seen[mex]) ++mex;
        if (mex_out) *mex_out = mex;
        return mex == low(n);
    }

    // (F) at n: whether the shiftable options fill rows 1 .. c(n) - 1 and, with the other moves
    // that hold an equal pair, row 0 (the first value missing goes to *missing). Nothing if the
    // work ran out.
    std::optional<bool> lower_rows_full(std::uint64_t n, std::uint64_t* missing) {
        const std::uint64_t limit = row(n) * s_; // values below this must all be reached
        if (!spend(limit)) return std::nullopt;
        std::vector<char> seen(limit, 0), row0(s_, 0); // row0: reached by moves that are not shiftable
        const std::uint64_t first = std::max<std::uint64_t>(n0_, 1); // the free part: shiftable
        auto reach = [&](Grundy v) {
            if (v < limit) seen[v] = 1;
        };
        for (std::uint64_t t = 1; t <= k_ && t < n; ++t)
            if ((heaps_[t] & 2u) && n - t >= first) reach(g(n - t));
        for (std::uint64_t t = 0; t <= k_; ++t)
            for (unsigned i = 2; i <= j_; ++i) {
                if (!(heaps_[t] >> i & 1u)) continue;
                // One free part and i - 1 small ones.
                const auto& parts = small_[i - 1];
                for (std::uint64_t sigma = 0; sigma < parts.size() && t + sigma + first <= n; ++sigma) {
                    if (!spend(parts[sigma].size())) return std::nullopt;
                    for (Grundy x : parts[sigma]) reach(g(n - t - sigma) ^ x);
                }
                // Two equal parts b + b and i - 2 small ones (row 0, not shiftable).
                const auto& pair_only = small_[i - 2];
                for (std::uint64_t sigma = 0; sigma < pair_only.size() && t + sigma + 2 <= n; ++sigma)
                    if ((n - t - sigma) % 2 == 0)
                        for (Grundy x : pair_only[sigma]) row0[x] = 1;
                if (i < 3) continue;
                // Two equal parts b + b, one free part a and i - 3 small ones: a ≡ n - t - σ (mod 2).
                const auto& rest = small_[i - 3];
                for (std::uint64_t sigma = 0; sigma < rest.size() && t + sigma + 3 <= n; ++sigma) {
                    const std::uint64_t left = n - t - sigma; // a + 2b
                    std::uint64_t a = 1 + ((1 ^ left) & 1u);
                    if (a + 2 > left) continue;
                    if (!spend(rest[sigma].size() * ((left - 2 - a) / 2 + 1))) return std::nullopt;
                    for (; a + 2 <= left; a += 2)
                        for (Grundy x : rest[sigma]) {
                            if (a >= first) reach(g(a) ^ x);
                            else row0[g(a) ^ x] = 1; // a below n0: c(a) = 0, not shiftable
                        }
                }
            }
        for (std::uint64_t v = 0; v < limit; ++v)
            if (!seen[v] && !(v < s_ && row0[v])) {
                if (missing) *missing = v;
                return false;
            }
        return true;
    }

    Grundy g(std::uint64_t n) const { return n < m_ ? seq_[n] : seq_[n0_ + (n - n0_) % p_] + (n - n0_) / p_ * s_; }
    std::uint64_t row(std::uint64_t n) const { return n < n0_ ? 0 : (n - n0_) / p_; }
    Grundy low(std::uint64_t n) const { return g(n) & (s_ - 1); }
    std::uint64_t work() const { return work_; }

  private:
    bool spend(std::uint64_t steps) {
        work_ += steps;
        return work_ <= kTestWork;
    }

    const Sequence& seq_;
    std::uint64_t n0_, p_, s_, m_, k_;
    unsigned j_;
    std::vector<std::uint32_t> heaps_;
    std::vector<std::vector<std::vector<Grundy>>> small_;
    std::uint64_t work_ = 0;
};

std::string list_text(const std::vector<std::uint64_t>& v, std::size_t most) {
    std::string s;
    for (std::size_t i = 0; i < v.size() && i < most; ++i) s += (i ? ", " : "") + std::to_string(v[i]);
    return s.empty() ? "none" : s;
}

std::string arithmetic_certificate(const Sequence& seq, const Periodicity& q, const ArithmeticTest& test, Grundy small_top) {
    using std::to_string;
    const auto p = q.period, n0 = q.preperiod, s = q.saltus, k = q.max_take, j = q.parts, m = n0 + p;
    const std::string P = to_string(p), S = to_string(s), N0 = to_string(n0), M = to_string(m);
    std::string c = "Game " + format_code(seq.rules()) + ", k = " + to_string(k) + " (the longest take), j = " + to_string(j) +
                    " (the most heaps a move leaves). G(0.." + to_string(q.values_used - 1) +
                    ") were computed exactly, and G(n+" + P + ") = G(n) + " + S + " holds for every computed n ≥ " + N0 + ". ";
    c += "Claim: G(n+" + P + ") = G(n) + " + S + " for every n ≥ " + N0 + ", i.e. G(n) = c(n)·" + S + " + G(" + N0 + " + (n−" + N0 +
         ") mod " + P + ") with c(n) = ⌊(n−" + N0 + ")/" + P + "⌋. ";
    c += "Proof by the arithmetic-periodicity test (arithmetic periodicity: Winning Ways, ch. 4; such tests go back to R. B. Austin, "
         "thesis, University of Calgary, 1976; S. Howse and R. J. Nowakowski, Theoretical Computer Science 313 (2004) 463-472, "
         "prove one for hexadecimal games), in this form: ";
    c += "(H) s = " + S + " is a power of two and G(n) ≤ " + to_string(small_top) + " < s for n < n0 + p = " + M +
         ", so every predicted value is c(n)·s + low(n) with low(n) < s, the nim-sum of parts has row (value div s) the xor "
         "of their c, at most their sum, at most c(n): no option of n lies above row c(n). ";
    c += "(T) A move leaving L ≥ 2 parts ≥ " + M + " (each n0 + q·p + r) reaches row c(n) only if (L−1)·n0 + Σr + "
         "(its parts below " + M + ") + t = (n−n0) mod p; for each residue, the xors of the low parts of all such moves "
         "miss low(n) (checked), so they never change the mex of row c(n). Row c(n) holds besides only moves with one part ≥ " +
         M + " (the others below " + M + ") and single heaps, which for n ≥ " + M + " + k map onto those of n+" + P +
         " by adding " + P + " to that part: their low parts repeat with period " + P + ". ";
    c += "(R) Their mex is low(n) for " + to_string(test.nt()) + " ≤ n < " + to_string(test.nt() + p) + " (checked), hence for "
         "every n ≥ " + to_string(test.nt()) + ". ";
    c += "(F) The options made of one part a ≥ " + to_string(std::max<std::uint64_t>(n0, 1)) + ", parts below " + M +
         " and two equal parts (which cancel) map onto those of n+" + P + " by a → a+" + P + ", adding " + S +
         "; they fill rows 1..c(n)−1, and with the moves leaving an equal pair and parts below " + M + " row 0, for " +
         to_string(test.n2()) + " ≤ n < " + to_string(test.n2() + std::max<std::uint64_t>(p, 2)) +
         " (checked). From n = " + to_string(test.n2()) + " on, rows 0 and 1 are reached only by moves with an equal pair "
         "and the other parts below " + to_string(m + p) + ", which are there for every n of the same parity; rows ≥ 2 of n+" + P +
         " come from rows ≥ 1 of n by the shift: so by induction for every n ≥ " + to_string(test.n2()) + ". ";
    c += "So for n ≥ " + to_string(test.needed()) + " the mex of the options of n is the predicted value once the smaller heaps "
         "have theirs, and G(0.." + to_string(test.needed() - 1) + ") agree (computed): by induction, for every n. ";
    if (n0 == 0)
        c += "n0 = 0: arithmetic-periodic from the start. ";
    else
        c += "n0 = " + N0 + " is the least: G(" + to_string(n0 - 1 + p) + ") − G(" + to_string(n0 - 1) + ") = " +
             to_string(seq[n0 - 1 + p]) + " − " + to_string(seq[n0 - 1]) + " ≠ " + S + ". ";
    c += "No p' < " + P + " is an arithmetic period: G(n+p') − G(n) is not constant for " + N0 + " ≤ n < " + to_string(m) +
         ", and for n ≥ n0 it repeats with period " + P + ". ";
    c += "Exceptions (n < n0 with G(n) ≠ G(n + i·p) − i·s): ";
    c += q.exception_count <= 64 ? list_text(q.exceptions, 64) + "."
                                 : to_string(q.exception_count) + " of them, the first " + list_text(q.exceptions, 8) +
                                       ", the last " + to_string(q.last_exception) + ".";
    return c;
}

} // namespace

std::optional<Periodicity> prove_arithmetic_period(const Sequence& seq) {
    const Rules& rules = seq.rules();
    // A finite code without ! or ?, some move leaving three heaps or more (the equal pairs of (F)
    // need one): anything else is never claimed.
    if (rules.family != Family::Code || !rules.finite() || rules.constrained() || rules.max_parts() < 3) return std::nullopt;
    const std::uint64_t N = seq.size();
    const auto diff = [&](std::uint64_t n, std::uint64_t p) {
        return static_cast<std::int64_t>(seq[n + p]) - static_cast<std::int64_t>(seq[n]);
    };
    // The least p whose difference G(n+p) - G(n) is constant over the last half of the values at
    // least (as observe_regularity): the only candidate.
    for (std::uint64_t p = 1; p <= kMaxArithmeticPeriod && 3 * p <= N; ++p) {
        const std::int64_t d = diff(N - 1 - p, p);
        std::uint64_t n0 = N - 1 - p;
        while (n0 > 0 && diff(n0 - 1, p) == d) --n0;
        const std::uint64_t run = N - p - n0;
        if (run * 2 < N || run < 2 * p) continue;
        if (d <= 0 || !std::has_single_bit(static_cast<std::uint64_t>(d))) return std::nullopt;
        const std::uint64_t s = static_cast<std::uint64_t>(d);
        if (s > kMaxSaltus) return std::nullopt; // the test keeps tables of s entries

        ArithmeticTest test(seq, n0, p, s);
        if (N < test.needed()) return std::nullopt; // more values may prove it
        // No p' < p: the difference is not constant over one period from n0.
        for (std::uint64_t q = 1; q < p; ++q) {
            bool constant = true;
            for (std::uint64_t n = n0 + 1; n < n0 + p && constant; ++n) constant = diff(n, q) == diff(n0, q);
            if (constant) return std::nullopt;
        }
        const auto small_top = test.small_values_below_saltus();
        if (!small_top || !test.build_small_parts() || test.multi_part_clash() != std::optional<std::uint64_t>(p)) return std::nullopt;
        for (std::uint64_t n = test.nt(); n < test.nt() + p; ++n)
            if (test.top_row_holds(n, nullptr) != std::optional<bool>(true)) return std::nullopt;
        for (std::uint64_t n = test.n2(); n < test.n2() + std::max<std::uint64_t>(p, 2); ++n)
            if (test.lower_rows_full(n, nullptr) != std::optional<bool>(true)) return std::nullopt;
        // (B): every computed value is the predicted one (the run above), N >= needed().
        for (std::uint64_t n = 0; n < N; ++n)
            if (seq[n] != test.g(n)) return std::nullopt; // cannot happen: the run covers n >= n0

        Periodicity q;
        q.period = p;
        q.preperiod = n0;
        q.saltus = s;
        q.max_take = rules.max_take();
        q.parts = rules.max_parts();
        q.bound = Bound::Arithmetic;
        q.check_begin = n0;
        q.check_end = test.needed() - p; // G(n+p) = G(n) + s for n0 <= n < check_end: G(0..needed-1) are g
        q.values_used = N;
        for (std::uint64_t i = 0; i < n0; ++i) {
            if (!is_exception(seq, q, i)) continue;
            if (q.exceptions.size() < Periodicity::kListedExceptions) q.exceptions.push_back(i);
            ++q.exception_count;
            q.last_exception = i;
        }
        q.certificate = arithmetic_certificate(seq, q, test, *small_top);
        return q;
    }
    return std::nullopt;
}

} // namespace gl::octal
