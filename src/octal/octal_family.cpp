#include "octal/octal_family.h"

#include <algorithm>
#include <map>

#include "core/text.h"

namespace gl::octal {

namespace {

FamilyNote lasker_note(const Sequence& seq) {
    FamilyNote note;
    const std::uint64_t N = seq.size();
    for (std::uint64_t n = 0; n < N && !note.first_mismatch; ++n)
        if (seq[n] != lasker_value(n)) note.first_mismatch = n;
    note.closed_form_holds = !note.first_mismatch;
    if (note.first_mismatch) {
        const std::uint64_t n = *note.first_mismatch;
        note.title = "The closed form fails at n = " + thousands(n);
        note.table_legend = "every value computed by the mex rule";
        note.lines.push_back("G(" + std::to_string(n) + ") = " + std::to_string(seq[n]) + ", but the closed form gives " +
                             std::to_string(lasker_value(n)) + ".");
        return note;
    }
    note.title = "Arithmetic period 4, saltus 4, from n = 1";
    note.table_legend = "every value computed by the mex rule, each equal to the closed form mod 4 (G(4k+3) = 4k+4, G(4k+4) = 4k+3)";
    note.lines.push_back("G(n + 4) = G(n) + 4 for n ≥ 1: G(4k+1) = 4k+1, G(4k+2) = 4k+2, G(4k+3) = 4k+4, G(4k+4) = 4k+3.");
    note.lines.push_back("Checked against every computed value, G(0.." + thousands(N == 0 ? 0 : N - 1) + "); the induction below proves it for every n.");
    note.lines.push_back("So the values are not periodic (they grow without bound) and the periodicity theorem of octal games "
                         "does not apply; the period is one of G(n) − n, which repeats 0, 0, +1, −1 from n = 1.");
    note.certificate =
        "Claim: for n ≥ 1, G(n) ≡ 1, 2, 0, 3 (mod 4) as n ≡ 1, 2, 3, 0, and G(n) is n, n, n+1, n−1 respectively. Induction on n. "
        "The takes from a heap of n leave every smaller heap, so they reach exactly the values of G(0..n−1): by induction "
        "{0, …, n−1} for n ≡ 1, 2, 3 (mod 4), and {0, …, n−2, n} for n ≡ 0. A split a + b = n reaches G(a) xor G(b), whose "
        "residue mod 4 is the xor of the parts' residues (xor acts on the low two bits separately). "
        "n ≡ 1: the parts are ≡ (0,1) or (2,3), worth residues 3 xor 1 = 2 or 2 xor 0 = 2, never 1, so G(n) = mex = n. "
        "n ≡ 2: parts (1,1), (3,3) or (0,2) give 0, 0 or 1, never 2, so G(n) = n. "
        "n ≡ 3: parts (1,2) or (3,0) give 3; the split 1 + (n−1) reaches 1 xor (n−1) = n, so n is an option; n+1 ≡ 0 is "
        "reached neither by a take nor by a split, so G(n) = n+1. "
        "n ≡ 0: parts (1,3), (2,2) or (0,0) give 1, 0 or 0, never 3; the takes miss only n−1 (≡ 3) below n, so G(n) = n−1. "
        "G(0) = 0, and the cases n = 1, 2, 3, 4 start the induction.";
    return note;
}

FamilyNote grundy_note(const Sequence& seq, bool grundy) {
    FamilyNote note;
    const std::uint64_t N = seq.size();
    std::map<Grundy, std::uint64_t> counts;
    std::uint64_t largest_at = 0;
    for (std::uint64_t n = 0; n < N; ++n) {
        const Grundy v = seq[n];
        ++counts[v];
        if (v > seq[largest_at]) largest_at = n;
        if (v == 0) note.zeros.push_back(n);
    }
    note.counts.assign(counts.begin(), counts.end());
    const std::string last = thousands(N == 0 ? 0 : N - 1);
    note.table_legend = "every value computed by the mex rule, to n = " + last + (grundy ? " (no period is known)" : "");
    if (grundy) {
        note.title = "No known period; computed to n = " + last;
        note.lines.push_back("Grundy's game is not an octal game (the two parts must differ) and no period of its nim-sequence is "
                             "known (Winning Ways, ch. 4; OEIS A002188). Here G(0.." + last + ") were computed by the mex rule.");
    } else {
        const Rules& r = seq.rules();
        const std::string why = r.finite() ? "its splits must leave unequal heaps (! or ?), so shifting a part by a period "
                                             "may make two parts equal and the theorem's induction fails"
                                           : "its code is infinite ([...] repeats), so no move takes a bounded number of tokens "
                                             "and no finite check covers it";
        note.observed = observe_regularity(seq);
        if (note.observed) {
            const Regularity& o = *note.observed;
            note.title = "Observed, not proved: " + std::string(o.saltus ? "arithmetic period " : "period ") + std::to_string(o.period) +
                         (o.saltus ? ", saltus " + std::to_string(o.saltus) : "") + " from n = " + thousands(o.preperiod);
            note.lines.push_back("G(n + " + std::to_string(o.period) + ") = G(n)" + (o.saltus ? " + " + std::to_string(o.saltus) : "") +
                                 " for every n from " + thousands(o.preperiod) + " to " + thousands(o.checked_to - o.period - 1) +
                                 " (checked on the computed values only).");
        } else {
            note.title = "No period seen; computed to n = " + last;
        }
        note.lines.push_back("No theorem proves a period of " + format_code(r) + ": the periodicity theorem of octal games "
                             "(Guy and Smith, 1956; Winning Ways, ch. 4) does not apply, because " + why + ". Here G(0.." + last +
                             ") were computed by the mex rule.");
    }
    if (N > 0)
        note.lines.push_back("Largest value " + std::to_string(seq[largest_at]) + ", first at n = " + thousands(largest_at) + ".");
    std::string c = "Heaps with each value:";
    for (const auto& [v, k] : note.counts) c += " " + std::to_string(v) + ": " + thousands(k) + ";";
    if (!note.counts.empty()) c.back() = '.';
    note.lines.push_back(c);
    std::string z = "P-positions (G = 0) below " + thousands(N) + ": " + thousands(note.zeros.size()) + " heaps,";
    for (std::size_t i = 0; i < note.zeros.size() && i < 48; ++i) z += " " + std::to_string(note.zeros[i]);
    if (note.zeros.size() > 48) z += " …";
    if (!note.zeros.empty()) z += "; the last is " + thousands(note.zeros.back()) + ".";
    note.lines.push_back(z);
    note.certificate = std::string(note.observed ? "The pattern above is what the computed values show; it is not claimed for larger n. " : "") +
                       "No period is claimed: every value shown was computed by the mex rule, none was extrapolated, and "
                       "the P-positions listed are those below " + thousands(N) + " only. Extend to look further.";
    return note;
}

} // namespace

std::optional<Regularity> observe_regularity(const Sequence& seq) {
    const std::uint64_t N = seq.size();
    const auto diff = [&](std::uint64_t n, std::uint64_t p) {
        return static_cast<std::int64_t>(seq[n + p]) - static_cast<std::int64_t>(seq[n]);
    };
    for (std::uint64_t p = 1; p <= 4096 && 3 * p <= N; ++p) {
        const std::int64_t s = diff(N - 1 - p, p);
        if (s < 0) continue;
        std::uint64_t n = N - 1 - p; // G(m + p) - G(m) = s for n <= m < N - p
        while (n > 0 && diff(n - 1, p) == s) --n;
        const std::uint64_t run = N - p - n;
        if (run * 2 < N || run < 2 * p) continue;
        return Regularity{p, n, N, s};
    }
    return std::nullopt;
}

Grundy lasker_value(std::uint64_t n) {
    if (n == 0) return 0;
    switch (n % 4) {
    case 3: return n + 1;
    case 0: return n - 1;
    default: return n;
    }
}

std::optional<FamilyNote> family_note(const Sequence& seq) {
    switch (seq.rules().family) {
    case Family::Lasker: return lasker_note(seq);
    case Family::Grundy: return grundy_note(seq, true);
    case Family::Code: // a finite code without ! or ? has its periods proved like an octal game's
        if (seq.rules().finite() && !seq.rules().constrained()) return std::nullopt;
        return grundy_note(seq, false);
    default: return std::nullopt;
    }
}

} // namespace gl::octal
