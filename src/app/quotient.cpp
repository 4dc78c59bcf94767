// quotient.cpp - the μ-quotient and μ-residue values by search over the reachable positions.
#include "app/quotient.h"

#include <string>
#include <unordered_map>
#include <vector>

namespace gl::app {

namespace {

struct Search {
    const Ruleset& r;
    Grundy mu;
    std::size_t max_positions;
    std::unordered_map<std::string, Grundy> v;
    std::unordered_map<std::string, std::vector<std::string>> options;
    std::unordered_map<std::string, Grundy> q, res;
    std::string failure;
    std::size_t depth = 0;

    bool value(const std::string& p, Grundy& out) {
        if (auto it = v.find(p); it != v.end()) return out = it->second, true;
        if (v.size() >= max_positions) {
            failure = "more than " + std::to_string(max_positions) + " positions are reachable from this one: too large to search";
            return false;
        }
        auto g = r.grundy(p);
        if (!g) {
            failure = "the value of " + p + " is out of reach";
            return false;
        }
        v.emplace(p, *g);
        out = *g;
        return true;
    }

    const std::vector<std::string>* moves(const std::string& p) {
        if (auto it = options.find(p); it != options.end()) return &it->second;
        auto m = r.moves(p);
        if (!m) {
            failure = m.error().describe();
            return nullptr;
        }
        std::vector<std::string> to;
        for (const auto& x : m.value()) to.push_back(x.to);
        return &options.emplace(p, std::move(to)).first->second;
    }

    // quotient: keep a' with V(a') ≡ V(a) mod μ; residue: keep a' with ⌊V(a')/μ⌋ = ⌊V(a)/μ⌋.
    bool game(const std::string& p, bool quotient, Grundy& out) {
        auto& memo = quotient ? q : res;
        if (auto it = memo.find(p); it != memo.end()) return out = it->second, true;
        if (depth > 2000) {
            failure = "games longer than 2000 moves are too deep to search here";
            return false;
        }
        Grundy vp = 0;
        if (!value(p, vp)) return false;
        const auto* to = moves(p);
        if (!to) return false;
        std::vector<Grundy> seen;
        for (const std::string& a : *to) {
            Grundy va = 0;
            if (!value(a, va)) return false;
            if (quotient ? va % mu != vp % mu : va / mu != vp / mu) continue;
            Grundy g = 0;
            ++depth;
            const bool ok = game(a, quotient, g);
            --depth;
            if (!ok) return false;
            seen.push_back(g);
        }
        out = mex(seen);
        memo.emplace(p, out);
        return true;
    }
};

} // namespace

Result<QuotientResidue> quotient_residue(const Ruleset& r, std::string_view pos, Grundy mu, std::size_t max_positions) {
    if (mu == 0) return Error{"mu", Error::kWhole, "μ must be at least 1"};
    auto canon = r.canonical(pos);
    if (!canon) return canon.error();
    Search s{r, mu, max_positions, {}, {}, {}, {}, {}};
    QuotientResidue out;
    out.mu = mu;
    const std::string p = canon.value();
    if (!s.value(p, out.value) || !s.game(p, true, out.quotient) || !s.game(p, false, out.residue))
        return Error{"pos", Error::kWhole, s.failure};
    out.positions = s.v.size();
    return out;
}

} // namespace gl::app
