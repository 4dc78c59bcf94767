// algebra.cpp - products, ordinal sums, powers of up-like games, incentives, atomic weights,
// uptimal expansions and CGSuite's predicates on canonical short games (see algebra.h).
//
// Sources, cited at each definition: Siegel, Combinatorial Game Theory (AMS 2013), ch. II
// ("Siegel"); Berlekamp, Conway and Guy, Winning Ways, 2nd ed., vol. 1 ("WW"); Conway, On Numbers
// and Games ("ONAG"); and, where the book leaves a convention open (printing, names of
// predicates), what CGSuite (Siegel's program, which the calculator follows) computes.
//
// Every function works on canonical forms of the store, memoises within one call only (ids are
// stable, but a memo across calls would outlive a budget that ran out), and stops as soon as the
// store is exhausted: the answer is then nullopt (or false for a predicate).
//
// Index:
//   [SECTION] Helpers                  stops, the far star, {0 | H}, nim-multiplication
//   [SECTION] Multiples and products   n.G, Norton's and Conway's products, ordinal sums
//   [SECTION] Powers of {0 | H}        G.Pow(n) and G.PowTo(n)
//   [SECTION] Companion, incentives    the companion G°, Left's and Right's incentives
//   [SECTION] Atomic weight            the naive weight, the eccentric case, the far-kite test
//   [SECTION] Uptimals                 the uptimal expansion and its CGSuite text
//   [SECTION] Predicates               all-small, infinitesimal, number-tiny, parity, temper, ordinal, ...
#include "cgt/algebra.h"

#include <algorithm>
#include <map>
#include <unordered_map>
#include <utility>

namespace gl::cgt {

//-----------------------------------------------------------------------------
// [SECTION] Helpers
//-----------------------------------------------------------------------------

namespace {

constexpr Id kZero = Store::kZero;

// Left and right stops (Siegel II.5; WW ch. 6): LS(x) = RS(x) = x for a number x, else
// LS(G) = max RS(G^L), RS(G) = min LS(G^R). Kept private here (thermograph.cpp has its own).
class Stops {
  public:
    explicit Stops(Store& s) : s_(s) {}
    Dyadic left(Id g) { return get(g).first; }
    Dyadic right(Id g) { return get(g).second; }

  private:
    std::pair<Dyadic, Dyadic> get(Id g) {
        if (auto x = s_.number(g)) return {*x, *x};
        if (auto it = memo_.find(g); it != memo_.end()) return it->second;
        // A canonical form that is not a number has options on both sides (a form with no Left,
        // or no Right, option equals an integer); the guards only keep a bad input finite.
        std::optional<Dyadic> ls, rs;
        for (Id l : s_.left(g)) {
            const Dyadic v = get(l).second;
            if (!ls || v > *ls) ls = v;
        }
        for (Id r : s_.right(g)) {
            const Dyadic v = get(r).first;
            if (!rs || v < *rs) rs = v;
        }
        if (!ls) ls = rs ? *rs : Dyadic{};
        if (!rs) rs = *ls;
        return memo_[g] = {*ls, *rs};
    }
    Store& s_;
    std::unordered_map<Id, std::pair<Dyadic, Dyadic>> memo_;
};

// A copy of an option list: the store's lists move when it grows, so a loop that adds nodes
// (sums, simplifications) must not run over a reference into it.
std::vector<Id> copy(const std::vector<Id>& v) { return v; }

Id sub(Store& s, Id g, Id h) { return s.add(g, s.negate(h)); }
bool lt(Store& s, Id g, Id h) { return s.le(g, h) && !s.le(h, g); }

std::int64_t ceil_of(Dyadic x) { return -(-x).floor(); }

void unique_ids(std::vector<Id>& v) {
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
}

// The far star of G (Siegel II.7, "remote star"; CGSuite's farStar): 1 + the largest n such that
// *n is a subposition of G's canonical form, at least 1; *farStar(G) is a nimber larger than
// every nimber met anywhere in G.
class FarStar {
  public:
    explicit FarStar(Store& s) : s_(s) {}
    std::uint64_t operator()(Id g) {
        if (auto n = s_.nimber(g)) return *n + 1;
        if (s_.number(g)) return 1; // a number's followers are numbers: no nimber but 0
        if (auto it = memo_.find(g); it != memo_.end()) return it->second;
        std::uint64_t best = 1;
        for (Id o : s_.left(g)) best = std::max(best, (*this)(o));
        for (Id o : s_.right(g)) best = std::max(best, (*this)(o));
        return memo_[g] = best;
    }

  private:
    Store& s_;
    std::unordered_map<Id, std::uint64_t> memo_;
};

// G = {0 | H}: exactly one Left option, 0, and exactly one Right option H.
bool zero_slash(Store& s, Id g, Id* h, std::string* why) {
    const auto& l = s.left(g);
    const auto& r = s.right(g);
    if (l.size() == 1 && l[0] == kZero && r.size() == 1) {
        *h = r[0];
        return true;
    }
    if (why) *why = "the base must be of the form {0|H}: one Left option 0 and one Right option";
    return false;
}

// Nim-multiplication of a, b < 2^(2L), L a power of two (ONAG ch. 6): with F = 2^L a Fermat
// 2-power, a = a1.F + a0 and b = b1.F + b0 (a1, a0, b1, b0 < F; x.F for x < F is the nim
// product as well), and F (x) F = 3F/2, so with p = a1 (x) b1:
//     a (x) b = (p + a1 (x) b0 + a0 (x) b1).F  +  a0 (x) b0  +  p (x) F/2      (+ is nim-sum).
std::uint64_t nim_product(std::uint64_t a, std::uint64_t b, int l) {
    if (a < 2 || b < 2) return a * b;
    const std::uint64_t mask = (std::uint64_t{1} << l) - 1;
    const std::uint64_t a1 = a >> l, a0 = a & mask, b1 = b >> l, b0 = b & mask;
    const std::uint64_t p = nim_product(a1, b1, l / 2);
    const std::uint64_t mid = p ^ nim_product(a1, b0, l / 2) ^ nim_product(a0, b1, l / 2);
    return (mid << l) ^ nim_product(a0, b0, l / 2) ^ nim_product(p, std::uint64_t{1} << (l - 1), l / 2);
}

} // namespace

//-----------------------------------------------------------------------------
// [SECTION] Multiples and products
//-----------------------------------------------------------------------------

// n.G = G + G + ... + G (n copies; for n < 0, |n| copies of -G; 0.G = 0), the sum of Conway's
// group of games (ONAG ch. 7; Siegel II.1). Computed by repeated doubling: about 2 log2|n| sums.
std::optional<Id> multiple(Store& s, Id g, std::int64_t n) {
    if (n == 0) return kZero;
    std::uint64_t m = n < 0 ? std::uint64_t{0} - static_cast<std::uint64_t>(n) : static_cast<std::uint64_t>(n);
    Id base = n < 0 ? s.negate(g) : g;
    std::optional<Id> sum;
    while (m != 0) {
        if (m & 1) sum = sum ? s.add(*sum, base) : base;
        m >>= 1;
        if (m != 0) base = s.add(base, base);
        if (s.exhausted()) return std::nullopt;
    }
    return sum;
}

// Norton multiplication (WW ch. 8, "Norton multiplication"; Siegel, ch. II, Norton product):
// for U > 0,
//     G.U = n copies of U                                   if G is an integer n (n < 0: -U's),
//     G.U = { G^L.U + U + D  |  G^R.U - (U + D) }           otherwise,
// D ranging over all the incentives of U (Left's U^L - U and Right's U - U^R, so that U + D is
// U^L or 2U - U^R). G is taken in canonical form. Checked against CGSuite's published test
// values: (1/2).^ = {^^*|v*}, ^.^ = {^^*||0|v4}.
std::optional<Id> norton_product(Store& s, Id g, Id u) {
    auto inc = incentives(s, u, true, true);
    if (!inc) return std::nullopt;
    std::vector<Id> plus; // U + D for each incentive D
    for (Id d : *inc) plus.push_back(s.add(u, d));
    unique_ids(plus);
    std::vector<Id> minus;
    for (Id p : plus) minus.push_back(s.negate(p));
    if (s.exhausted()) return std::nullopt;

    std::unordered_map<Id, Id> memo;
    auto rec = [&](auto&& self, Id x) -> std::optional<Id> {
        if (auto it = memo.find(x); it != memo.end()) return it->second;
        std::optional<Id> out;
        if (auto v = s.number(x); v && v->is_integer()) {
            out = multiple(s, u, static_cast<std::int64_t>(v->num)); // |v| < 2^52 (a game)
        } else {
            std::vector<Id> l, r;
            for (Id xl : copy(s.left(x))) {
                auto p = self(self, xl);
                if (!p) return std::nullopt;
                for (Id q : plus) l.push_back(s.add(*p, q));
            }
            for (Id xr : copy(s.right(x))) {
                auto p = self(self, xr);
                if (!p) return std::nullopt;
                for (Id q : minus) r.push_back(s.add(*p, q));
            }
            if (s.exhausted()) return std::nullopt;
            out = s.simplify(std::move(l), std::move(r));
        }
        if (!out || s.exhausted()) return std::nullopt;
        memo.emplace(x, *out);
        return out;
    };
    return rec(rec, g);
}

// Conway's product on forms (ONAG ch. 1 for numbers, where it is the product of the field of
// surreal numbers; the same formula on any forms, as CGSuite's ConwayMultiply applies it to
// canonical forms):
//     G.H = { G^L H + G H^L - G^L H^L,  G^R H + G H^R - G^R H^R
//           | G^L H + G H^R - G^L H^R,  G^R H + G H^L - G^R H^L }.
// On nimbers it is Conway's nim-multiplication (ONAG ch. 6, the recursion above with -*n = *n):
// *4 x *4 = *6; nimber by nimber is computed by nim-multiplication directly, as CGSuite does.
std::optional<Id> conway_product(Store& s, Id g, Id h) {
    std::map<std::pair<Id, Id>, Id> memo;
    auto rec = [&](auto&& self, Id a, Id b) -> std::optional<Id> {
        if (a == kZero || b == kZero) return kZero; // no options either side: {|}
        if (auto m = s.nimber(a))
            if (auto n = s.nimber(b)) {
                const std::uint64_t p = nim_product(*m, *n, 16);
                if (p > UINT32_MAX) return std::nullopt; // (cannot happen: nimbers below 2^32 form a field)
                const Id out = s.of_nimber(static_cast<std::uint32_t>(p));
                if (s.exhausted()) return std::nullopt;
                return out;
            }
        const auto key = a < b ? std::make_pair(a, b) : std::make_pair(b, a); // the formula is symmetric
        if (auto it = memo.find(key); it != memo.end()) return it->second;
        // term(x, y) = x.b + a.y - x.y for x an option of a, y of b
        auto term = [&](Id x, Id y) -> std::optional<Id> {
            auto xb = self(self, x, b), ay = self(self, a, y), xy = self(self, x, y);
            if (!xb || !ay || !xy) return std::nullopt;
            return sub(s, s.add(*xb, *ay), *xy);
        };
        std::vector<Id> l, r;
        auto cross = [&](const std::vector<Id>& xs, const std::vector<Id>& ys, std::vector<Id>& out) {
            for (Id x : xs)
                for (Id y : ys) {
                    auto t = term(x, y);
                    if (!t) return false;
                    out.push_back(*t);
                }
            return true;
        };
        const std::vector<Id> al = s.left(a), ar = s.right(a), bl = s.left(b), br = s.right(b);
        if (!cross(al, bl, l) || !cross(ar, br, l) || !cross(al, br, r) || !cross(ar, bl, r) || s.exhausted())
            return std::nullopt;
        const Id out = s.simplify(std::move(l), std::move(r));
        if (s.exhausted()) return std::nullopt;
        memo.emplace(key, out);
        return out;
    };
    return rec(rec, g, h);
}

// The ordinal sum G:H = {G^L, G:H^L | G^R, G:H^R} (WW ch. 2, Hackenbush stalks: 1:-1 = 1/2;
// Siegel, ch. II, ordinal sum): H's moves are played "on top of" G, a move in G removes H.
// It depends on G's form: G is taken in its canonical form (as CGSuite does).
std::optional<Id> ordinal_sum(Store& s, Id g, Id h) {
    std::unordered_map<Id, Id> memo;
    auto rec = [&](auto&& self, Id x) -> std::optional<Id> {
        if (auto it = memo.find(x); it != memo.end()) return it->second;
        std::vector<Id> l = s.left(g), r = s.right(g);
        for (Id xl : copy(s.left(x))) {
            auto p = self(self, xl);
            if (!p) return std::nullopt;
            l.push_back(*p);
        }
        for (Id xr : copy(s.right(x))) {
            auto p = self(self, xr);
            if (!p) return std::nullopt;
            r.push_back(*p);
        }
        const Id out = s.simplify(std::move(l), std::move(r));
        if (s.exhausted()) return std::nullopt;
        memo.emplace(x, out);
        return out;
    };
    return rec(rec, h);
}

//-----------------------------------------------------------------------------
// [SECTION] Powers of {0 | H}
//-----------------------------------------------------------------------------

// For G = {0 | H} (Siegel II.4, "up-nth" ^<n> and "up-to-the-nth" ^[n] for G = ^ = {0|*};
// CGSuite's G.Pow(n) and G.PowTo(n) for any G = {0|H}):
//     G.PowTo(0) = 0,   G.PowTo(n) = {G.PowTo(n-1) | H}           (n >= 1; G.PowTo(1) = G),
//     G.Pow(n)   = {0 | H - G.PowTo(n-1)}                         (n >= 1; G.Pow(1) = G).
// So ^<2> = {0 | v*}, ^[2] = {^|*}, and ^[n] = ^ + ^<2> + ... + ^<n> (Siegel II.4).
std::optional<Id> pow_to(Store& s, Id g, std::int64_t n, std::string* why) {
    Id h;
    if (!zero_slash(s, g, &h, why)) return std::nullopt;
    if (n < 0) {
        if (why) *why = "the exponent must be nonnegative";
        return std::nullopt;
    }
    Id t = kZero;
    for (std::int64_t k = 1; k <= n; ++k) {
        t = s.simplify({t}, {h});
        if (s.exhausted()) return std::nullopt;
    }
    return t;
}

std::optional<Id> pow(Store& s, Id g, std::int64_t n, std::string* why) {
    Id h;
    if (!zero_slash(s, g, &h, why)) return std::nullopt;
    if (n < 1) {
        if (why) *why = "the exponent must be at least 1";
        return std::nullopt;
    }
    auto t = pow_to(s, g, n - 1, why);
    if (!t) return std::nullopt;
    const Id out = s.simplify({kZero}, {sub(s, h, *t)});
    if (s.exhausted()) return std::nullopt;
    return out;
}

//-----------------------------------------------------------------------------
// [SECTION] Companion, incentives
//-----------------------------------------------------------------------------

// The companion of G (CGSuite's Companion; Siegel, ch. II, for all-small games, where it is an
// involution exchanging ^ and ^*, 0 and *): on the canonical form,
//     G° = { (G^L)°, and 0 if G >= 0  |  (G^R)°, and 0 if G <= 0 },
// so 0° = {0|0} = *, *° = {*|*} = 0, ^° = {*,0|0} = ^*.
std::optional<Id> companion(Store& s, Id g) {
    std::unordered_map<Id, Id> memo;
    auto rec = [&](auto&& self, Id x) -> std::optional<Id> {
        if (auto it = memo.find(x); it != memo.end()) return it->second;
        // A number other than 0 is its own companion (by induction on the rule below: 1 =
        // {*, 0 |}, 1/2 = {0, * | 1}); said directly, so a large number is not walked.
        if (auto v = s.number(x); v && *v != Dyadic{}) return x;
        // A nimber *n (n >= 2) is its own companion, 0 and * are each other's (by the rule below:
        // *2 = {0, * | 0, *} -> {*, 0 | *, 0}); said directly, so *1221 is not walked (it took 7 s).
        if (auto n = s.nimber(x); n && *n >= 2) return x;
        std::vector<Id> l, r;
        for (Id xl : copy(s.left(x))) {
            auto p = self(self, xl);
            if (!p) return std::nullopt;
            l.push_back(*p);
        }
        for (Id xr : copy(s.right(x))) {
            auto p = self(self, xr);
            if (!p) return std::nullopt;
            r.push_back(*p);
        }
        if (s.le(kZero, x)) l.push_back(kZero);
        if (s.le(x, kZero)) r.push_back(kZero);
        unique_ids(l);
        unique_ids(r);
        const Id out = s.simplify(std::move(l), std::move(r));
        if (s.exhausted()) return std::nullopt;
        memo.emplace(x, out);
        return out;
    };
    return rec(rec, g);
}

// Incentives (WW ch. 5 "incentives"; Siegel II.5): Left's G^L - G and Right's G - G^R, each a
// canonical form, each value once (canonical forms are unique: one id per value), Left's first.
std::optional<std::vector<Id>> incentives(Store& s, Id g, bool left, bool right) {
    std::vector<Id> out;
    auto put = [&](Id x) {
        if (std::find(out.begin(), out.end(), x) == out.end()) out.push_back(x);
    };
    if (left)
        for (Id gl : copy(s.left(g))) put(sub(s, gl, g));
    if (right)
        for (Id gr : copy(s.right(g))) put(sub(s, g, gr));
    // Both sides together: an incentive no greater than another is dropped (a player takes the
    // larger one), as CGSuite's Incentives does: ^ has {^*}, not {^*, v}. Each side alone has
    // none to drop (a canonical form's options on one side are incomparable).
    if (left && right) {
        std::vector<Id> kept;
        for (Id x : out) {
            bool dominated = false;
            for (Id y : out)
                if (y != x && s.le(x, y)) dominated = true;
            if (!dominated) kept.push_back(x);
        }
        out = std::move(kept);
    }
    if (s.exhausted()) return std::nullopt;
    return out;
}

//-----------------------------------------------------------------------------
// [SECTION] Atomic weight
//-----------------------------------------------------------------------------

namespace {

// The eccentric case (Siegel II.7): G' = {aw(G^L) - 2 | aw(G^R) + 2} is the integer `out`. Against
// the far star *N of x: if x < *N, the least integer n with n |> every aw(G^L) - 2 (in l; 0 if
// none); if x > *N, the greatest integer n with n <| every aw(G^R) + 2 (in r; 0 if none); else G'.
Id eccentric_weight(Store& s, Stops& stops, FarStar& far, Id x, Id out, const std::vector<Id>& l, const std::vector<Id>& r) {
    const Id star = s.of_nimber(far(x));
    const bool below = s.le(x, star), above = s.le(star, x);
    if (below && !above) {
        if (l.empty()) return kZero;
        std::int64_t best = 0;
        bool first = true;
        for (Id o : l) { // the least n with not (n <= o)
            std::int64_t n = ceil_of(stops.right(o));
            if (s.le(s.of_number(Dyadic::integer(n)), o)) ++n;
            if (first || n > best) best = n;
            first = false;
        }
        return s.of_number(Dyadic::integer(best));
    }
    if (above && !below) {
        if (r.empty()) return kZero;
        std::int64_t best = 0;
        bool first = true;
        for (Id o : r) { // the greatest n with not (o <= n)
            std::int64_t n = stops.left(o).floor();
            if (s.le(o, s.of_number(Dyadic::integer(n)))) --n;
            if (first || n < best) best = n;
            first = false;
        }
        return s.of_number(Dyadic::integer(best));
    }
    return out;
}

// The recursive ("naive") weight, remembered per game; nothing if it is too large to compute.
class NaiveWeight {
  public:
    NaiveWeight(Store& s, Stops& stops, FarStar& far)
        : s_(s), stops_(stops), far_(far), minus_two_(s.of_number(Dyadic::integer(-2))), two_(s.of_number(Dyadic::integer(2))) {}

    std::optional<Id> operator()(Id x) {
        if (auto u = s_.up_star(x)) return s_.of_number(Dyadic::integer(u->ups));
        if (auto it = memo_.find(x); it != memo_.end()) return it->second;
        std::vector<Id> l, r;
        for (Id xl : copy(s_.left(x))) {
            auto w = (*this)(xl);
            if (!w) return std::nullopt;
            l.push_back(s_.add(*w, minus_two_));
        }
        for (Id xr : copy(s_.right(x))) {
            auto w = (*this)(xr);
            if (!w) return std::nullopt;
            r.push_back(s_.add(*w, two_));
        }
        if (s_.exhausted()) return std::nullopt;
        Id out = s_.simplify(l, r);
        if (auto v = s_.number(out); v && v->is_integer()) out = eccentric_weight(s_, stops_, far_, x, out, l, r);
        if (s_.exhausted()) return std::nullopt;
        memo_.emplace(x, out);
        return out;
    }

  private:
    Store& s_;
    Stops& stops_;
    FarStar& far_;
    const Id minus_two_, two_;
    std::unordered_map<Id, Id> memo_;
};

// CGSuite's test for an infinitesimal g that is not all-small, with its naive weight aw:
// -e <= g - aw.^ <= e, e = ^* + (*N' : -1), N' the least power of two >= max(2, far star).
// Nothing if it is too large to decide.
std::optional<bool> within_far_kite(Store& s, FarStar& far, Id g, Id aw) {
    const Id up = s.of_ups(1, 0);
    auto times_up = norton_product(s, aw, up);
    if (!times_up) return std::nullopt;
    const Id diff = sub(s, g, *times_up);
    std::uint32_t n = 2;
    while (n < far(g)) n <<= 1;
    auto kite = ordinal_sum(s, s.of_nimber(n), s.of_number(Dyadic::integer(-1)));
    if (!kite) return std::nullopt;
    const Id eps = s.add(s.of_ups(1, 1), *kite);
    const bool ok = s.le(diff, eps) && s.le(s.negate(eps), diff);
    if (s.exhausted()) return std::nullopt;
    return ok;
}

} // namespace

// Atomic weight (WW ch. 7-8, "atomic weight calculus"; Siegel II.7). The recursive ("naive")
// weight of the canonical form:
//     aw(x + n.^ + *m) = n;
//     otherwise G' = {aw(G^L) - 2 | aw(G^R) + 2}, and aw(G) = G' unless G' is an integer, when
//     (the "eccentric" case, Siegel II.7) with the far star *N of G:
//       if G < *N: aw(G) = the least integer n with n |> aw(G^L) - 2 for every G^L (0 if none);
//       if G > *N: aw(G) = the greatest integer n with n <| aw(G^R) + 2 for every G^R (0 if none);
//       else aw(G) = G'.
// Every all-small game is atomic (Siegel II.7). An infinitesimal that is not all-small is taken
// as atomic when -e <= G - aw(G).^ <= e, e = ^* + (*N' : -1) with N' the least power of two
// >= max(2, N), the test David Wolfe proposed and CGSuite applies. A game whose stops are not
// both 0 has no atomic weight.
std::optional<Id> atomic_weight(Store& s, Id g, std::string* why) {
    Stops stops(s);
    if (stops.left(g) != Dyadic{} || stops.right(g) != Dyadic{}) {
        if (why) *why = "not atomic: its stops are not 0";
        return std::nullopt;
    }
    FarStar far(s);
    auto aw = NaiveWeight(s, stops, far)(g);
    if (!aw || s.exhausted()) return std::nullopt;
    if (s.dicotic(g)) return aw;
    const auto ok = within_far_kite(s, far, g, *aw);
    if (!ok) return std::nullopt;
    if (!*ok) {
        if (why) *why = "not atomic: G - aw.^ is not within ^* plus a far kite of 0 (CGSuite's test)";
        return std::nullopt;
    }
    return aw;
}

//-----------------------------------------------------------------------------
// [SECTION] Uptimals
//-----------------------------------------------------------------------------

// G is an uptimal (Siegel II.4) if G = x + d_1.^ + d_2.^<2> + ... + d_n.^<n> + *m for a number
// x, integers d_i and a nimber *m (CGSuite allows any m: ^*6 is "*6.1"); the expansion is unique
// because each ^<k+1> is infinitesimal relative to ^<k> (Siegel II.4), so that every nonzero
// d_k.^<k> + d_{k+1}.^<k+1> + ... has the sign of its first nonzero digit and no nonzero nimber
// equals such a sum.
//
// Found here digit by digit: x is the common stop; for each candidate m (below the far star of
// G - x, since the nimber part shows in the canonical form), R = G - x - *m, and d_k is the
// integer with -^<k> < 2 (R - d_k.^<k>) < ^<k> (the tail R - d_k.^<k> is infinitesimal relative
// to ^<k>, and the factor 2 makes d_k unique); R becomes R - d_k.^<k> until it is 0. Digits and
// length are searched up to the birthday of G plus 2 (d.^ alone has birthday |d| + 1).
std::optional<Uptimal> uptimal_expansion(Store& s, Id g) {
    Stops stops(s);
    const Dyadic x = stops.left(g);
    if (stops.right(g) != x) return std::nullopt;
    if (auto u = s.up_star(g)) {
        Uptimal out{u->x, {}, u->star};
        if (u->ups != 0) out.digits.push_back(u->ups);
        return out;
    }
    if (s.exhausted()) return std::nullopt;
    const Id h0 = x == Dyadic{} ? g : s.add(g, s.of_number(-x));
    // The expansion is h0's (G less its number part): its bound is h0's birthday, not G's, which a
    // large number part makes large (1823437481924 + Tiny(2) walked 3 s of sums to the store's limit).
    const std::int64_t bound = static_cast<std::int64_t>(s.birthday(h0)) + 2;
    const Id up = s.of_ups(1, 0);
    std::vector<Id> powers{kZero}; // powers[k] = ^<k>
    auto power = [&](std::int64_t k) -> std::optional<Id> {
        while (static_cast<std::int64_t>(powers.size()) <= k) {
            auto p = pow(s, up, static_cast<std::int64_t>(powers.size()));
            if (!p) return std::nullopt;
            powers.push_back(*p);
        }
        return powers[k];
    };
    FarStar far(s);
    const std::uint64_t stars = far(h0);
    for (std::uint64_t m = 0; m <= stars; ++m) {
        Id r = m == 0 ? h0 : s.add(h0, s.of_nimber(m));
        std::vector<std::int64_t> digits;
        bool ok = true;
        for (std::int64_t k = 1; r != kZero; ++k) {
            if (k > bound || s.exhausted()) {
                ok = false;
                break;
            }
            const bool pos = s.le(kZero, r), neg = s.le(r, kZero);
            if (pos == neg) { // r is confused with 0 (r != 0): a nimber part is left, wrong m
                ok = false;
                break;
            }
            auto p = power(k);
            if (!p) return std::nullopt;
            const Id step = pos ? *p : s.negate(*p), minus_p = s.negate(*p);
            std::int64_t d = 0;
            for (;;) {
                const Id twice = s.add(r, r);
                if (lt(s, minus_p, twice) && lt(s, twice, *p)) break;
                if (d >= bound || d <= -bound || s.exhausted()) {
                    ok = false;
                    break;
                }
                r = sub(s, r, step);
                d += pos ? 1 : -1;
            }
            if (!ok) break;
            digits.push_back(d);
        }
        if (s.exhausted()) return std::nullopt;
        if (ok) {
            while (!digits.empty() && digits.back() == 0) digits.pop_back();
            return Uptimal{x, std::move(digits), m};
        }
    }
    return std::nullopt;
}

// As CGSuite prints an uptimal expansion (its UptimalExpansion output): the number part (left
// out when there is a nimber part and the number is 0), the nimber part ("*", "*2", ...), a
// point, then the digits d_1 d_2 ... ("0" if there are none): 0-9, then A-Z for 10-35, then
// "(36)" and up; a negative digit is its absolute value followed by "-" (CGSuite sets a
// superscript dash; its plain text is "-"). So ^ is "0.1", v* is "*.1-", 6^* is "6*.1",
// {0||0|v*} is "*.12", 0 is "0.0".
std::string uptimal_text(const Uptimal& u) {
    std::string out;
    if (u.star == 0 || u.number != Dyadic{}) out += u.number.text();
    if (u.star == 1) out += "*";
    else if (u.star > 1) out += "*" + std::to_string(u.star);
    out += '.';
    if (u.digits.empty()) out += '0';
    for (std::int64_t d : u.digits) {
        const std::uint64_t a = d < 0 ? std::uint64_t{0} - static_cast<std::uint64_t>(d) : static_cast<std::uint64_t>(d);
        if (a < 10) out += static_cast<char>('0' + a);
        else if (a < 36) out += static_cast<char>('A' + (a - 10));
        else out += "(" + std::to_string(a) + ")";
        if (d < 0) out += '-';
    }
    return out;
}

//-----------------------------------------------------------------------------
// [SECTION] Predicates
//-----------------------------------------------------------------------------

// All-small (dicotic; WW ch. 8, Siegel II.4): every subposition has options for both players or
// for neither. On canonical forms this is CGSuite's IsAllSmall.
bool is_all_small(Store& s, Id g) { return s.dicotic(g); }

// Infinitesimal: both stops 0 (Siegel II.4; CGSuite: 0 and the nimbers count).
bool is_infinitesimal(Store& s, Id g) {
    Stops st(s);
    return st.left(g) == Dyadic{} && st.right(g) == Dyadic{};
}

// Numberish: a number plus an infinitesimal, i.e. equal stops (Siegel II.4; CGSuite).
bool is_numberish(Store& s, Id g) {
    Stops st(s);
    return st.left(g) == st.right(g);
}

// CGSuite's IsNumberTiny: G is a number, or x + Tiny: {x || x | z} with x a number, one option
// on each side and mean(z) < x (Tiny(y) = {0 || 0 | -y}, WW ch. 5), or x + Miny: {z | x || x}
// with mean(z) > x. (CGSuite's tests list numbers as number-tiny: 0, 5, -1/2, 25/16.)
bool is_number_tiny(Store& s, Id g) {
    if (s.number(g)) return true;
    const std::vector<Id> l = s.left(g), r = s.right(g); // copies: sums below add nodes
    if (l.size() != 1 || r.size() != 1) return false;
    // Only the sign of mean(z) - x is asked. RS(z) <= mean(z) <= LS(z) decides most cases (in
    // a canonical {x || x | z}, z's Left options lie below x); otherwise the mean value theorem
    // (WW ch. 6; Siegel II.5: n.z has stops within a constant of n.mean(z)) is applied to 2, 4,
    // ..., 64 copies, and a case still undecided counts as "not number-tiny".
    auto mean_cmp = [&](Id z, Dyadic x) -> int { // sign of mean(z) - x
        Stops st(s);
        const Dyadic ls = st.left(z), rs = st.right(z);
        if (rs > x) return 1;
        if (ls < x) return -1;
        if (ls == x && rs == x) return 0;
        // Mean value theorem (WW ch. 6; Siegel II.5): RS(n.z) <= n.mean(z) + c and
        // LS(n.z) >= n.mean(z) - c for a c independent of n; compare stops of 2^k.z with 2^k.x.
        Id m = z;
        Dyadic mx = x;
        for (int k = 0; k < 6 && !s.exhausted(); ++k) { // up to 64 copies; undecided: "no"
            m = s.add(m, m);
            mx = mx + mx;
            Stops sk(s);
            const Dyadic a = sk.left(m), b = sk.right(m);
            if (b > mx) return 1;
            if (a < mx) return -1;
            if (a == mx && b == mx) return 0;
        }
        return 0;
    };
    if (auto x = s.number(l[0])) {
        const Id gr = r[0];
        const std::vector<Id> grl = s.left(gr), grr = s.right(gr);
        if (grl.size() == 1 && grr.size() == 1 && grl[0] == l[0] && mean_cmp(grr[0], *x) < 0) return true;
    }
    if (auto y = s.number(r[0])) {
        const Id gl = l[0];
        const std::vector<Id> gll = s.left(gl), glr = s.right(gl);
        if (gll.size() == 1 && glr.size() == 1 && glr[0] == r[0] && mean_cmp(gll[0], *y) > 0) return true;
    }
    return false;
}

// Parity (Siegel, ch. II; WW ch. 5 "even and odd"), on the canonical form: G is even if G = 0 or
// every option of G is odd; G is odd if G != 0 and every option is even. So integers have their
// parity, * is odd, 1* even, and 1/2, *2, ^ are neither (as CGSuite's IsEven / IsOdd).
namespace {
class Parity {
  public:
    explicit Parity(Store& s) : s_(s) {}
    // 0: even, 1: odd, 2: neither
    int of(Id g) {
        if (g == kZero) return 0;
        // Directly for numbers and nimbers (held lazily when large): an integer has its parity,
        // any other number has options of both parities or neither; * is odd, *n (n >= 2) neither.
        if (auto x = s_.number(g)) return x->is_integer() ? static_cast<int>(x->num & 1) : 2;
        if (auto n = s_.nimber(g)) return *n == 1 ? 1 : 2;
        if (auto it = memo_.find(g); it != memo_.end()) return it->second;
        bool all_even = true, all_odd = true;
        for (const auto* side : {&s_.left(g), &s_.right(g)})
            for (Id o : *side) {
                const int p = of(o);
                all_even = all_even && p == 0;
                all_odd = all_odd && p == 1;
            }
        const int out = all_odd ? 0 : all_even ? 1 : 2;
        return memo_[g] = out;
    }

  private:
    Store& s_;
    std::unordered_map<Id, int> memo_;
};

// Temper (Siegel, ch. II, "even-tempered" and "odd-tempered"; CGSuite's IsEvenTempered): a number
// is even-tempered; a game that is not a number is even-tempered if every option is odd-tempered
// and odd-tempered if every option is even-tempered. So x* is odd-tempered, ^ neither.
class Temper {
  public:
    explicit Temper(Store& s) : s_(s) {}
    int of(Id g) { // 0: even-tempered, 1: odd-tempered, 2: neither
        if (s_.number(g)) return 0;
        if (auto n = s_.nimber(g)) return *n == 1 ? 1 : 2; // * = {0|0}; *n (n >= 2) has 0 and *
        if (auto it = memo_.find(g); it != memo_.end()) return it->second;
        bool all_even = true, all_odd = true;
        for (const auto* side : {&s_.left(g), &s_.right(g)})
            for (Id o : *side) {
                const int p = of(o);
                all_even = all_even && p == 0;
                all_odd = all_odd && p == 1;
            }
        const int out = all_odd ? 0 : all_even ? 1 : 2;
        return memo_[g] = out;
    }

  private:
    Store& s_;
    std::unordered_map<Id, int> memo_;
};
} // namespace

bool is_even(Store& s, Id g) { return Parity(s).of(g) == 0; }
bool is_odd(Store& s, Id g) { return Parity(s).of(g) == 1; }
bool is_even_tempered(Store& s, Id g) { return Temper(s).of(g) == 0; }
bool is_odd_tempered(Store& s, Id g) { return Temper(s).of(g) == 1; }

// An ordinal (Siegel, ch. VIII for transfinite games; CGSuite's IsOrdinal): no Right option
// anywhere, i.e. G has no Right options and every Left option is an ordinal. Among short
// canonical forms these are exactly the integers n >= 0 (n = {n-1 |}).
bool is_ordinal(Store& s, Id g) {
    if (auto x = s.number(g)) return x->is_integer() && *x >= Dyadic{};
    if (!s.right(g).empty()) return false;
    for (Id o : s.left(g))
        if (!is_ordinal(s, o)) return false;
    return true;
}

// Atomic: the atomic weight above is defined (CGSuite's IsAtomic).
bool is_atomic(Store& s, Id g) { return atomic_weight(s, g).has_value(); }

// Uptimal: the expansion above exists (CGSuite's IsUptimal).
bool is_uptimal(Store& s, Id g) { return uptimal_expansion(s, g).has_value(); }

} // namespace gl::cgt
