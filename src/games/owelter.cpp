// owelter.cpp - transfinite Welter's game: Theorem 3.2 on the position, its winning moves, and its
// ω-quotient (transfinite Nim on the blocks) and ω-residue (finite Welter games in each block).
#include "games/owelter.h"

#include <algorithm>
#include <map>

#include "core/ruleset.h"
#include "core/text.h"
#include "games/welter.h"

namespace gl::owelter {

using ordinal::pretty;

namespace {

using Blocks = std::map<Ordinal, std::vector<std::uint64_t>>; // q_ω → the finite parts of its coins

Blocks blocks_of(const Ordinals& p) {
    Blocks b;
    for (const Ordinal& a : p) b[ordinal::q_omega(a)].push_back(a.finite_part());
    return b;
}

Grundy welter_of(const std::vector<std::uint64_t>& r) { return r.empty() ? 0 : welter::welter_value(r); }

std::string block_name(const Ordinal& q) { return q.is_zero() ? "finite squares" : "ω·(" + pretty(q) + ") + n"; }

} // namespace

const GameMeta& OwelterRuleset::static_meta() {
    static const GameMeta m{
        "owelter", "Transfinite Welter's game",
        "Coins on distinct squares numbered by ordinals below ω^10: a move takes one coin to any empty square with a smaller "
        "number (typed as the new ordinal); whoever cannot move loses.",
        "Nowakowski, Welter's game, Sylver coinage, dots-and-boxes, … (Proc. Symp. Appl. Math. 43, 1991); Kayada, "
        "Generalizations of the Sato–Welter game, Theorem 3.2",
        "the coins' squares as ordinals in Cantor normal form separated by commas: terms w^E*C joined by + (w or ω; E 0 to 9; "
        "C 0 to 16383; the * may be left out: w3 = w*3), 1 to 12 distinct coins, written in ascending order",
        "7,w+2,w^2*3+w+5",
        {}, {}, true, "rules", true};
    return m;
}

std::vector<std::pair<std::size_t, Ordinal>> OwelterRuleset::winning(const Ordinals& p) const { return winning_within(p, nullptr); }

std::vector<std::pair<std::size_t, Ordinal>> OwelterRuleset::winning_within(const Ordinals& p, std::vector<PastCap>* past) const {
    std::vector<std::pair<std::size_t, Ordinal>> out;
    const Ordinal v = value(p);
    if (v.is_zero()) return out;
    const Ordinal n = ordinal::q_omega(v);
    const std::uint64_t w = v.finite_part();
    const Blocks blocks = blocks_of(p);
    for (std::size_t i = 0; i < p.size(); ++i) {
        const Ordinal q = ordinal::q_omega(p[i]);
        const std::uint64_t r = p[i].finite_part();
        const std::vector<std::uint64_t>& b = blocks.at(q);
        const Grundy wb = welter_of(b);
        if (n.is_zero()) {
            // Stay in the block: its Welter value must change by w.
            for (std::uint64_t to = 0; to < r; ++to) {
                if (std::find(b.begin(), b.end(), to) != b.end()) continue;
                std::vector<std::uint64_t> nb = b;
                *std::find(nb.begin(), nb.end(), r) = to;
                if (welter_of(nb) == (wb ^ w)) out.push_back({i, ordinal::omega_times_plus(q, to)});
            }
            continue;
        }
        // Leave the block for q2 = n ⊕ q, making the quotients' nim-sum 0, at the finite part x
        // whose Welter value in the new block makes the residue 0 too.
        const Ordinal q2 = ordinal::nim_sum(n, q);
        if (!(q2 < q)) continue;
        std::vector<std::uint64_t> rest = b;
        rest.erase(std::find(rest.begin(), rest.end(), r));
        auto it = blocks.find(q2);
        const std::vector<std::uint64_t> target = it == blocks.end() ? std::vector<std::uint64_t>{} : it->second;
        const Grundy wt = welter_of(target);
        const Grundy want = w ^ wb ^ welter_of(rest) ^ wt;
        // Adding a coin x to a block of squares below 2^m changes its Welter value to one ≥ 2^m once
        // x ≥ 2^(m+1), so with 2^m > want every solution lies below 2^(m+1) (and there is at most
        // one: two would be options of each other with equal values).
        std::uint64_t top = want;
        for (auto x : target) top = std::max(top, x);
        unsigned m = 0;
        while ((std::uint64_t{1} << m) <= top) ++m;
        // Squares past the position's cap (a finite part above kMaxCoefficient) are moves of the
        // game too, but no position here holds them: they are noted in `past`, not listed.
        const std::uint64_t limit = std::uint64_t{2} << m;
        for (std::uint64_t x = 0; x < limit; ++x) {
            if (x > ordinal::kMaxCoefficient && !past) break;
            if (std::find(target.begin(), target.end(), x) != target.end()) continue;
            Grundy val = wt ^ x;
            for (auto y : target) val ^= welter::mate(x, y);
            if (val != want) continue;
            if (x <= ordinal::kMaxCoefficient) out.push_back({i, ordinal::omega_times_plus(q2, x)});
            else past->push_back({i, q2, x});
        }
    }
    return out;
}

std::string OwelterRuleset::reason(const Ordinals& p, const Ordinal& v) const {
    Ordinals q;
    for (const Ordinal& a : p) q.push_back(ordinal::q_omega(a));
    std::string why = "Theorem 3.2: V = α1 ⊕ … ⊕ αn ⊕ Σ⊕ (αi | αj), where a pair's mate (α | β) is the finite mate of the "
                      "finite parts when the coins are in one ω-block (equal q_ω) and 0 otherwise. Here V = " + pretty(v) + ": "
                      "its ω-quotient is the nim-sum of the coins' q_ω, " + pretty(ordinal::nim_sum(q)) +
                      ", and its ω-residue the nim-sum of each block's Welter value, " +
                      std::to_string(ordinal::block_welter_sum(p)) + ".";
    why += v.is_zero() ? " It is 0: the player to move loses." : " It is not 0: the player to move wins by moving to value 0.";
    // A winning move the list cannot hold (issue 41: an N-position listed no move, silently).
    std::vector<PastCap> past;
    if (!v.is_zero() && winning_within(p, &past).empty() && !past.empty()) {
        const PastCap& c = past.front();
        why += " Its winning move takes coin " + pretty(p[c.coin]) + " to ω·(" + pretty(c.quotient) + ") + " + std::to_string(c.finite) +
               ", a finite part past " + std::to_string(ordinal::kMaxCoefficient) +
               ", the largest this game's positions hold, so it is not listed among the winning moves.";
    }
    return why + " (Kayada, Generalizations of the Sato–Welter game, Theorem 3.2; Theorem 1.3 with μ = ω.)";
}

std::vector<std::pair<std::string, std::string>> OwelterRuleset::facts(const Ordinals& p) const {
    std::vector<std::pair<std::string, std::string>> out;
    out.push_back({"coins", onim::pretty_list(p)});
    const Blocks blocks = blocks_of(p);
    for (const auto& [q, r] : blocks) {
        std::string rs;
        for (auto x : r) rs += (rs.empty() ? "" : ", ") + std::to_string(x);
        out.push_back({"block " + block_name(q), "finite parts " + rs + ": V_S = " + std::to_string(welter_of(r))});
    }
    std::size_t shown = 0, pairs = 0;
    std::uint64_t mates = 0;
    for (std::size_t i = 0; i < p.size(); ++i)
        for (std::size_t j = i + 1; j < p.size(); ++j) {
            const bool same = ordinal::q_omega(p[i]) == ordinal::q_omega(p[j]);
            const std::uint64_t m = same ? welter::mate(p[i].finite_part(), p[j].finite_part()) : 0;
            mates ^= m;
            ++pairs;
            if (shown >= 15) continue;
            ++shown;
            out.push_back({"(" + pretty(p[i]) + " | " + pretty(p[j]) + ")",
                           same ? "one block: (" + std::to_string(p[i].finite_part()) + " | " + std::to_string(p[j].finite_part()) +
                                      ") = " + binary(m)
                                : "different blocks: 0"});
        }
    if (pairs > shown) out.push_back({"other pairs", std::to_string(pairs - shown) + " more, not listed"});
    for (auto& r : onim::coefficient_rows(p, Ordinal::finite(mates))) out.push_back(std::move(r));
    const Ordinal v = value(p);
    out.push_back({"value V", pretty(v) + (v.is_zero() ? " (a P-position)" : " (an N-position)")});
    Ordinals q;
    for (const Ordinal& a : p) q.push_back(ordinal::q_omega(a));
    const Ordinal Q = ordinal::nim_sum(q);
    const std::uint64_t R = ordinal::block_welter_sum(p);
    const Ordinal back = ordinal::omega_times_plus(Q, R);
    out.push_back({"ω-quotient Q (transfinite Nim on q_ω)", pretty(Q)});
    out.push_back({"ω-residue R (Welter in each block)", std::to_string(R)});
    out.push_back({"ω·Q + R", "ω·(" + pretty(Q) + ") + " + std::to_string(R) + " = " + pretty(back) + (back == v ? " = V ✓" : " ≠ V ✗")});
    return out;
}

std::optional<Grundy> OwelterRuleset::finite_search(const std::vector<std::uint64_t>& p, std::size_t budget) const {
    for (std::uint64_t h : p)
        if (h > welter::WelterGame::kMaxSquare) return std::nullopt;
    welter::WelterGame g;
    std::vector<std::uint64_t> sorted = p;
    std::sort(sorted.begin(), sorted.end());
    BudgetSearch<welter::WelterGame> s(g, budget, false);
    return s.grundy(sorted);
}

Result<std::unique_ptr<Ruleset>> make(std::string_view rules) {
    if (!rules.empty()) return Error{"rules", Error::kWhole, "Transfinite Welter's game has no rule parameter; remove rules="};
    return std::unique_ptr<Ruleset>(std::make_unique<OwelterRuleset>());
}

} // namespace gl::owelter
