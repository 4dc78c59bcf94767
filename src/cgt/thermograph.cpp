// thermograph.cpp - stops, thermographs, cooling, heating, overheating and reduced canonical
// forms of canonical short games. Sources: Berlekamp, Conway and Guy, Winning Ways, ch. 6
// ("Cooling", "Thermographs", "Heating"); Siegel, Combinatorial Game Theory, II.5 (stops,
// cooling, thermographs, heating) and II.6 (reduced canonical form; Grossman and Siegel,
// "Reductions of partizan games").
//
// A wall is handled here as a piecewise-linear function of the temperature t >= -1 with integer
// slopes (a list of segments, each with its start, its value there and its slope; the last
// segment runs on for ever). Every breakpoint is a dyadic rational, so all of it is exact.
//
// Index:
//   [SECTION] Lines       piecewise-linear walls: segments, breakpoints, envelopes, where two walls meet
//   [SECTION] Context     one call's memo: stops, thermographs, cooling, heating, overheating,
//                         reduced canonical forms
//   [SECTION] Functions   Wall::at and the functions of thermograph.h, each on a fresh context
//   [SECTION] Drawing     a thermograph as SVG and as TikZ
#include "cgt/thermograph.h"

#include "core/text.h"
#include "cgt/algebra.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <unordered_map>

namespace gl::cgt {

//-----------------------------------------------------------------------------
// [SECTION] Lines
//-----------------------------------------------------------------------------

namespace {

Dyadic times(Dyadic x, int k) { return Dyadic::make(x.num * k, x.exp); }

// x / k for k = 1, 2 or 4 (the only slope differences that arise: the scaffolds' slopes are
// 0 or -1 on Left's side and 0 or +1 on Right's). Other k are never asked for.
Dyadic divide(Dyadic x, int k) {
    if (k < 0) return divide(-x, -k);
    while (k > 1 && k % 2 == 0) {
        x = x.half();
        k /= 2;
    }
    return x; // k == 1
}

double to_double(Dyadic x) {
    double d = static_cast<double>(x.num);
    for (int i = 0; i < x.exp; ++i) d /= 2;
    return d;
}

struct Segment {
    Dyadic t, v; // starts at temperature t with value v
    int slope = 0;
};

// A piecewise-linear function on [-1, infinity): segments with rising starts, the first at -1.
struct Line {
    std::vector<Segment> segs;

    // The value at t and the slope just to the right of t.
    std::pair<Dyadic, int> at(Dyadic t) const {
        std::size_t i = 0;
        while (i + 1 < segs.size() && segs[i + 1].t <= t) ++i;
        const Segment& s = segs[i];
        return {s.v + times(t - s.t, s.slope), s.slope};
    }
    static Line constant(Dyadic x) { return Line{{Segment{Dyadic::integer(-1), x, 0}}}; }
    // This line plus d * t.
    Line tilt(int d) const {
        Line out = *this;
        for (Segment& s : out.segs) {
            s.v = s.v + times(s.t, d);
            s.slope += d;
        }
        return out;
    }
    // Merge segments that continue one another with the same slope.
    void tidy() {
        std::vector<Segment> out;
        for (const Segment& s : segs)
            if (out.empty() || out.back().slope != s.slope) out.push_back(s);
        segs = std::move(out);
    }
};

std::vector<Dyadic> breakpoints(const Line& a, const Line& b) {
    std::vector<Dyadic> ts;
    for (const Segment& s : a.segs) ts.push_back(s.t);
    for (const Segment& s : b.segs) ts.push_back(s.t);
    std::sort(ts.begin(), ts.end());
    ts.erase(std::unique(ts.begin(), ts.end()), ts.end());
    return ts;
}

// The pointwise maximum (upper = true) or minimum of two lines.
Line envelope(const Line& a, const Line& b, bool upper) {
    const std::vector<Dyadic> ts = breakpoints(a, b);
    Line out;
    for (std::size_t j = 0; j < ts.size(); ++j) {
        auto [va, sa] = a.at(ts[j]);
        auto [vb, sb] = b.at(ts[j]);
        // Which line is ahead at the start of the interval (ties go to the one that stays ahead).
        auto ahead = [&](Dyadic x, int sx, Dyadic y, int sy) {
            if (x != y) return upper ? x > y : x < y;
            return upper ? sx >= sy : sx <= sy;
        };
        const bool a_first = ahead(va, sa, vb, sb);
        out.segs.push_back(a_first ? Segment{ts[j], va, sa} : Segment{ts[j], vb, sb});
        // A crossing inside the interval: the lines meet where va + sa*d == vb + sb*d.
        if (sa != sb && va != vb) {
            const Dyadic d = divide(vb - va, sa - sb);
            if (d > Dyadic{} && (j + 1 == ts.size() || ts[j] + d < ts[j + 1])) {
                const Dyadic c = ts[j] + d;
                const Dyadic vc = va + times(d, sa);
                out.segs.push_back(a_first ? Segment{c, vc, sb} : Segment{c, vc, sa});
            }
        }
    }
    out.tidy();
    return out;
}

// The least t >= -1 with l(t) <= r(t), if there is one.
std::optional<Dyadic> meeting(const Line& l, const Line& r) {
    const std::vector<Dyadic> ts = breakpoints(l, r);
    for (std::size_t j = 0; j < ts.size(); ++j) {
        auto [vl, sl] = l.at(ts[j]);
        auto [vr, sr] = r.at(ts[j]);
        if (vl <= vr) return ts[j];
        if (sl < sr) {
            const Dyadic c = ts[j] + divide(vl - vr, sr - sl);
            if (j + 1 == ts.size() || c <= ts[j + 1]) return c;
        }
    }
    return std::nullopt;
}

//-----------------------------------------------------------------------------
// [SECTION] Context
//-----------------------------------------------------------------------------

// A thermograph while it is computed: both walls as lines (already vertical above the
// temperature), the mean and the temperature.
struct Thermo {
    Line left, right;
    Dyadic mean, temperature;
    bool number = false;
};

// The temperature CGSuite gives a number m/2^k: -1/2^k, and -1 for an integer.
Dyadic number_temperature(Dyadic x) { return Dyadic::make(-1, x.exp); }

class Context {
  public:
    explicit Context(Store& s) : s_(s) {}

    bool alive() const { return !s_.exhausted(); }

    Dyadic left_stop(Id g) { return stop(g, true); }
    Dyadic right_stop(Id g) { return stop(g, false); }

    // Siegel II.5: L(G) = G if G is a number, else the largest R(G^L); R(G) symmetrically.
    Dyadic stop(Id g, bool left) {
        if (auto x = s_.number(g)) return *x;
        auto& memo = left ? lstop_ : rstop_;
        if (auto it = memo.find(g); it != memo.end()) return it->second;
        s_.charge(1);
        std::optional<Dyadic> best;
        for (Id o : left ? s_.left(g) : s_.right(g)) {
            if (s_.exhausted()) return Dyadic{};
            const Dyadic v = stop(o, !left);
            if (!best || (left ? v > *best : v < *best)) best = v;
        }
        // A canonical game that is not a number has options on both sides; keep a value anyway.
        const Dyadic v = best ? *best : Dyadic{};
        memo.emplace(g, v);
        return v;
    }

    // Winning Ways ch. 6; Siegel II.5. A number x: a mast at x from t = -1. Otherwise Left's
    // scaffold is the largest of Right's walls of the Left options, each tilted by -t, and
    // Right's scaffold the least of Left's walls of the Right options tilted by +t; they are
    // followed up to the least t where Left's no longer exceeds Right's, the temperature, and
    // above it both walls are the vertical mast at the value where they meet, the mean.
    const Thermo* thermo(Id g) {
        if (auto it = thermo_.find(g); it != thermo_.end()) return &it->second;
        s_.charge(1);
        Thermo th;
        if (auto x = s_.number(g)) {
            th.left = th.right = Line::constant(*x);
            th.mean = *x;
            th.temperature = number_temperature(*x);
            th.number = true;
        } else {
            std::optional<Line> ls, rs;
            for (Id o : s_.left(g)) {
                const Thermo* to = thermo(o);
                if (!to) return nullptr;
                const Line tilted = to->right.tilt(-1);
                ls = ls ? envelope(*ls, tilted, true) : tilted;
            }
            for (Id o : s_.right(g)) {
                const Thermo* to = thermo(o);
                if (!to) return nullptr;
                const Line tilted = to->left.tilt(1);
                rs = rs ? envelope(*rs, tilted, false) : tilted;
            }
            if (!ls || !rs) return nullptr; // not reached for a canonical non-number
            const std::optional<Dyadic> T = meeting(*ls, *rs);
            if (!T) return nullptr; // not reached: the scaffolds always meet
            th.temperature = *T;
            th.mean = ls->at(*T).first;
            auto cut = [&](const Line& line) {
                Line out;
                for (const Segment& seg : line.segs)
                    if (seg.t < *T) out.segs.push_back(seg);
                out.segs.push_back(Segment{*T, th.mean, 0});
                return out;
            };
            th.left = cut(*ls);
            th.right = cut(*rs);
        }
        if (s_.exhausted()) return nullptr;
        return &thermo_.emplace(g, std::move(th)).first->second;
    }

    // Conway's cooling (Winning Ways ch. 6; Siegel II.5): G_t = G for an integer; otherwise
    // {G^L_t - t | G^R_t + t}, unless G_t' is infinitely close to a number x for some t' < t,
    // when G_t = x. G_t' is infinitely close to a number exactly when t' is at least the
    // temperature (the walls, which are the stops of G_t', meet there), so G_t is the mean when
    // t is above the temperature, and the formula at the temperature itself (which gives the
    // mean plus an infinitesimal: ±1 cooled by 1 is *).
    // A number that is not an integer is cooled like any game below its temperature -1/2^k
    // (1/2 cooled by -3/4 is {3/4|1/4}, as in CGSuite); only an integer is never changed.
    std::optional<Id> cool(Id g, Dyadic t) {
        if (auto x = s_.number(g); x && (x->is_integer() || t > number_temperature(*x))) return g;
        if (auto it = cool_.find(g); it != cool_.end()) return it->second;
        const Thermo* th = thermo(g);
        if (!th) return std::nullopt;
        Id result;
        if (t > th->temperature) {
            result = s_.of_number(th->mean);
        } else {
            std::vector<Id> l, r;
            const Id minus = s_.of_number(-t), plus = s_.of_number(t);
            for (Id o : s_.left(g)) {
                auto c = cool(o, t);
                if (!c) return std::nullopt;
                l.push_back(s_.add(*c, minus));
            }
            for (Id o : s_.right(g)) {
                auto c = cool(o, t);
                if (!c) return std::nullopt;
                r.push_back(s_.add(*c, plus));
            }
            result = s_.simplify(std::move(l), std::move(r));
        }
        if (s_.exhausted()) return std::nullopt;
        cool_.emplace(g, result);
        return result;
    }

    // Norton's heating (Winning Ways ch. 6; Siegel II.5): the integral of G by t is G itself if G
    // is a number, else {t + (G^L heated) | -t + (G^R heated)}.
    std::optional<Id> heat(Id g, Id t, Id minus_t) {
        if (s_.number(g)) return g;
        if (auto it = heat_.find(g); it != heat_.end()) return it->second;
        std::vector<Id> l, r;
        for (Id o : s_.left(g)) {
            auto h = heat(o, t, minus_t);
            if (!h) return std::nullopt;
            l.push_back(s_.add(t, *h));
        }
        for (Id o : s_.right(g)) {
            auto h = heat(o, t, minus_t);
            if (!h) return std::nullopt;
            r.push_back(s_.add(minus_t, *h));
        }
        const Id result = s_.simplify(std::move(l), std::move(r));
        if (s_.exhausted()) return std::nullopt;
        heat_.emplace(g, result);
        return result;
    }

    // Overheating from s to t (Berlekamp's overheating, as in Siegel II.5 and CGSuite's
    // Overheat): an integer n becomes n copies of s added up (-n copies of -s for n < 0, 0 for 0);
    // any other game, including a number that is not an integer, becomes
    // {t + (G^L overheated) | -t + (G^R overheated)}, its canonical form's options overheated.
    std::optional<Id> overheat(Id g, Id from, Id to, Id minus_to) {
        if (auto it = heat_.find(g); it != heat_.end()) return it->second;
        Id result;
        if (auto x = s_.number(g); x && x->is_integer()) {
            // By doubling (multiple()): a loop of n sums would run 2^40 times on 0 copies.
            const auto m = multiple(s_, from, static_cast<std::int64_t>(x->num));
            if (!m) return std::nullopt;
            result = *m;
        } else {
            std::vector<Id> l, r;
            for (Id o : s_.left(g)) {
                auto h = overheat(o, from, to, minus_to);
                if (!h) return std::nullopt;
                l.push_back(s_.add(to, *h));
            }
            for (Id o : s_.right(g)) {
                auto h = overheat(o, from, to, minus_to);
                if (!h) return std::nullopt;
                r.push_back(s_.add(minus_to, *h));
            }
            result = s_.simplify(std::move(l), std::move(r));
        }
        if (s_.exhausted()) return std::nullopt;
        heat_.emplace(g, result);
        return result;
    }

    // G >= H modulo infinitesimals (some infinitesimal e has G + e >= H) exactly when
    // R(G - H) >= 0 (Siegel II.6; the stops of G - H do not move when an infinitesimal is added).
    bool inf_ge(Id g, Id h) {
        const Id d = s_.add(g, s_.negate(h));
        return !(right_stop(d) < Dyadic{});
    }

    // The reduced canonical form (Siegel II.6; Grossman and Siegel): a game infinitely close to a
    // number x (L(G) = R(G) = x) reduces to x; otherwise the options are reduced first, then,
    // until nothing changes, options dominated modulo infinitesimals are removed (G^L1 when
    // G^L1 <= G^L2 mod Inf for another G^L2; G^R1 when G^R1 >= G^R2 mod Inf) and options
    // reversible modulo infinitesimals are bypassed (G^L1 when some G^L1R1 <= G mod Inf: replaced
    // by the Left options of G^L1R1; Right's symmetrically). The form left is canonical, so the
    // store's canonical form of it is itself.
    std::optional<Id> rcf(Id g) {
        if (s_.number(g)) return g;
        if (auto it = rcf_.find(g); it != rcf_.end()) return it->second;
        s_.charge(1);
        const Dyadic ls = left_stop(g), rs = right_stop(g);
        if (ls == rs) {
            const Id x = s_.of_number(ls);
            rcf_.emplace(g, x);
            return x;
        }
        auto left = reduced(s_.left(g));
        if (!left) return std::nullopt;
        auto right = reduced(s_.right(g));
        if (!right) return std::nullopt;
        std::vector<Id>& l = *left;
        std::vector<Id>& r = *right;
        for (bool changed = true; changed && !s_.exhausted();) {
            sort_unique(l);
            sort_unique(r);
            const bool pruned_l = prune_dominated(l, true), pruned_r = prune_dominated(r, false);
            changed = pruned_l || pruned_r;
            const Id whole = s_.simplify(l, r); // the same value as {l | r}, for comparisons
            if (!changed) {
                const auto bypassed = bypass_reversible(l, r, whole);
                if (!bypassed) return std::nullopt;
                changed = *bypassed;
            }
        }
        const Id result = s_.simplify(std::move(l), std::move(r));
        if (s_.exhausted()) return std::nullopt;
        rcf_.emplace(g, result);
        return result;
    }

    // The reduced canonical forms of these options; nothing if one is too large.
    std::optional<std::vector<Id>> reduced(const std::vector<Id>& opts) {
        std::vector<Id> out;
        for (Id o : opts) {
            auto x = rcf(o);
            if (!x) return std::nullopt;
            out.push_back(*x);
        }
        return out;
    }

    static void sort_unique(std::vector<Id>& v) {
        std::sort(v.begin(), v.end());
        v.erase(std::unique(v.begin(), v.end()), v.end());
    }

    // Removes the options dominated modulo infinitesimals, keeping one of options equal modulo
    // infinitesimals. Whether any went.
    bool prune_dominated(std::vector<Id>& opts, bool left_side) {
        bool changed = false;
        for (std::size_t i = 0; i < opts.size();) {
            bool dominated = false;
            for (std::size_t j = 0; j < opts.size() && !dominated; ++j)
                if (j != i) dominated = left_side ? inf_ge(opts[j], opts[i]) : inf_ge(opts[i], opts[j]);
            if (dominated) {
                opts.erase(opts.begin() + static_cast<std::ptrdiff_t>(i));
                changed = true;
            } else {
                ++i;
            }
        }
        return changed;
    }

    // Bypasses the first option found reversible modulo infinitesimals (`whole` is the game
    // {l | r}). Whether one was; nothing if a replacement is too large.
    std::optional<bool> bypass_reversible(std::vector<Id>& l, std::vector<Id>& r, Id whole) {
        for (std::size_t i = 0; i < l.size(); ++i)
            for (Id x : s_.right(l[i]))
                if (inf_ge(whole, x)) {
                    auto repl = reduced(s_.left(x));
                    if (!repl) return std::nullopt;
                    l.erase(l.begin() + static_cast<std::ptrdiff_t>(i));
                    l.insert(l.end(), repl->begin(), repl->end());
                    return true;
                }
        for (std::size_t i = 0; i < r.size(); ++i)
            for (Id x : s_.left(r[i]))
                if (inf_ge(x, whole)) {
                    auto repl = reduced(s_.right(x));
                    if (!repl) return std::nullopt;
                    r.erase(r.begin() + static_cast<std::ptrdiff_t>(i));
                    r.insert(r.end(), repl->begin(), repl->end());
                    return true;
                }
        return false;
    }

    // See stop_count below.
    std::optional<std::uint64_t> stops(Id g) {
        if (s_.number(g)) return 1;
        if (auto it = count_.find(g); it != count_.end()) return it->second;
        s_.charge(1);
        std::uint64_t n = 0;
        for (const auto* side : {&s_.left(g), &s_.right(g)})
            for (Id o : *side) {
                auto k = stops(o);
                if (!k || *k > UINT64_MAX - n) return std::nullopt;
                n += *k;
            }
        if (s_.exhausted()) return std::nullopt;
        count_.emplace(g, n);
        return n;
    }

  private:
    Store& s_;
    std::unordered_map<Id, Dyadic> lstop_, rstop_;
    std::unordered_map<Id, Thermo> thermo_;
    std::unordered_map<Id, Id> cool_, heat_, rcf_;
    std::unordered_map<Id, std::uint64_t> count_;
};

Wall to_wall(const Line& line) {
    Wall w;
    for (const Segment& s : line.segs) w.points.emplace_back(s.t, s.v);
    return w;
}

} // namespace

//-----------------------------------------------------------------------------
// [SECTION] Functions
//-----------------------------------------------------------------------------

Dyadic Wall::at(Dyadic t) const {
    if (points.empty()) return Dyadic{};
    std::size_t i = 0;
    while (i + 1 < points.size() && points[i + 1].first <= t) ++i;
    if (i + 1 == points.size() || t <= points[i].first) return points[i].second;
    // Between points i and i+1 the slope is 0, +1 or -1.
    const Dyadic dt = points[i + 1].first - points[i].first, dv = points[i + 1].second - points[i].second;
    const Dyadic d = t - points[i].first;
    if (dv == Dyadic{}) return points[i].second;
    if (dv == dt) return points[i].second + d;
    if (dv == -dt) return points[i].second - d;
    // No other slope occurs in a thermograph.
    return points[i].second;
}

Dyadic left_stop(Store& s, Id g) { return Context(s).left_stop(g); }
Dyadic right_stop(Store& s, Id g) { return Context(s).right_stop(g); }

// The stop count, as we define it (after CGSuite's StopCount): 1 for a number; for any other
// canonical form, the sum of the stop counts of all its Left and Right options. It is the number
// of leaves of the tree of play in which, from each position that is not a number, either player
// may move (so every alternating and non-alternating path is counted), a path ending at the first
// number reached. Void if the count passes 2^64 - 1.
std::optional<std::uint64_t> stop_count(Store& s, Id g) {
    Context c(s);
    auto n = c.stops(g);
    if (s.exhausted()) return std::nullopt;
    return n;
}

std::optional<Thermograph> thermograph(Store& s, Id g) {
    Context c(s);
    const Thermo* th = c.thermo(g);
    if (!th || s.exhausted()) return std::nullopt;
    Thermograph out;
    out.left = to_wall(th->left);
    out.right = to_wall(th->right);
    out.mean = th->mean;
    out.temperature = th->temperature;
    return out;
}

std::optional<Dyadic> mean(Store& s, Id g) {
    if (auto x = s.number(g)) return *x;
    auto th = thermograph(s, g);
    if (!th) return std::nullopt;
    return th->mean;
}

std::optional<Dyadic> temperature(Store& s, Id g) {
    if (auto x = s.number(g)) return number_temperature(*x);
    auto th = thermograph(s, g);
    if (!th) return std::nullopt;
    return th->temperature;
}

std::optional<Id> cool(Store& s, Id g, Dyadic t) {
    Context c(s);
    auto r = c.cool(g, t);
    if (s.exhausted()) return std::nullopt;
    return r;
}

std::optional<Id> freeze(Store& s, Id g) {
    if (s.number(g) || s.nimber(g)) return g; // a nimber cooled by its temperature 0 is itself
    auto t = temperature(s, g);
    if (!t) return std::nullopt;
    return cool(s, g, *t);
}

std::optional<Id> heat(Store& s, Id g, Id t) {
    Context c(s);
    auto r = c.heat(g, t, s.negate(t));
    if (s.exhausted()) return std::nullopt;
    return r;
}

std::optional<Id> overheat(Store& s, Id g, Id from, Id to) {
    Context c(s);
    auto r = c.overheat(g, from, to, s.negate(to));
    if (s.exhausted()) return std::nullopt;
    return r;
}

std::optional<Id> reduced_canonical_form(Store& s, Id g) {
    Context c(s);
    auto r = c.rcf(g);
    if (s.exhausted()) return std::nullopt;
    return r;
}

//-----------------------------------------------------------------------------
// [SECTION] Drawing
//-----------------------------------------------------------------------------

namespace {

std::string fmt(double x) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", x);
    return std::string(buf) == "-0.00" ? "0.00" : buf; // -0 and values just under 0: no "-0" in a picture
}

// What both pictures show, in thermograph coordinates (value, temperature).
struct Layout {
    Dyadic vmin, vmax, tmin, ttop;
    std::vector<std::pair<Dyadic, Dyadic>> left, right; // the walls up to ttop
    std::vector<Dyadic> value_ticks, temperature_ticks;
};

Layout layout(const Thermograph& th) {
    Layout L;
    L.tmin = Dyadic::integer(-1);
    // The mast goes on above the temperature by a quarter of the drawing's height, at least 1.
    Dyadic span = th.temperature - L.tmin;
    Dyadic extra = span.half().half();
    if (extra < Dyadic::integer(1)) extra = Dyadic::integer(1);
    L.ttop = th.temperature + extra;
    if (L.ttop < Dyadic::integer(1)) L.ttop = Dyadic::integer(1);
    L.left = th.left.points;
    L.right = th.right.points;
    if (L.left.empty()) L.left.emplace_back(L.tmin, th.mean);
    if (L.right.empty()) L.right.emplace_back(L.tmin, th.mean);
    L.left.emplace_back(L.ttop, th.left.at(L.ttop));
    L.right.emplace_back(L.ttop, th.right.at(L.ttop));
    L.vmin = L.vmax = th.mean;
    for (const auto* wall : {&L.left, &L.right})
        for (const auto& [t, v] : *wall) {
            L.vmin = std::min(L.vmin, v);
            L.vmax = std::max(L.vmax, v);
        }
    // Some room either side of the widest point.
    const Dyadic pad = Dyadic::make(1, 1);
    L.vmin = L.vmin - pad;
    L.vmax = L.vmax + pad;
    // Value ticks: the integers in range if few, else the stops and the mean.
    const std::int64_t lo = (L.vmin.floor()) + 1, hi = L.vmax.floor();
    if (hi - lo <= 12)
        for (std::int64_t i = lo; i <= hi; ++i) L.value_ticks.push_back(Dyadic::integer(i));
    else
        L.value_ticks = {th.left.at(Dyadic{}), th.right.at(Dyadic{})};
    L.temperature_ticks = {Dyadic::integer(-1), Dyadic{}};
    for (std::int64_t i = 1; Dyadic::integer(i) <= L.ttop && i <= 12; ++i)
        L.temperature_ticks.push_back(Dyadic::integer(i));
    return L;
}

} // namespace

std::string thermograph_svg(const Thermograph& th, const std::string& title) {
    const Layout L = layout(th);
    const double vw = to_double(L.vmax - L.vmin), tw = to_double(L.ttop - L.tmin);
    const double scale = std::min(400.0 / (vw > 0 ? vw : 1), 400.0 / (tw > 0 ? tw : 1));
    const double margin = 60, width = vw * scale + 2 * margin + 80, height = tw * scale + 2 * margin + 30;
    // Values grow to the left (Winning Ways): x is measured from the largest value.
    auto X = [&](Dyadic v) { return margin + to_double(L.vmax - v) * scale; };
    auto Y = [&](Dyadic t) { return margin + to_double(L.ttop - t) * scale; };
    std::string o;
    o += "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " + fmt(width) + " " + fmt(height) + "\" width=\"" +
         fmt(width) + "\" height=\"" + fmt(height) + "\" font-family=\"sans-serif\" font-size=\"12\">\n";
    if (!title.empty())
        o += "<title>" + xml_escape(title) + "</title>\n<text x=\"" + fmt(width / 2) +
             "\" y=\"20\" text-anchor=\"middle\" font-size=\"14\">" + xml_escape(title) + "</text>\n";
    // Axes: temperature 0 across, the temperature axis at the right (smallest values).
    const double xr = X(L.vmin), xl = X(L.vmax);
    o += "<line x1=\"" + fmt(xl) + "\" y1=\"" + fmt(Y(Dyadic{})) + "\" x2=\"" + fmt(xr) + "\" y2=\"" + fmt(Y(Dyadic{})) +
         "\" stroke=\"#888\"/>\n";
    o += "<line x1=\"" + fmt(xr) + "\" y1=\"" + fmt(Y(L.tmin)) + "\" x2=\"" + fmt(xr) + "\" y2=\"" + fmt(Y(L.ttop)) +
         "\" stroke=\"#888\"/>\n";
    o += "<text x=\"" + fmt((xl + xr) / 2) + "\" y=\"" + fmt(Y(L.tmin) + 32) +
         "\" text-anchor=\"middle\">value (grows to the left)</text>\n";
    o += "<text x=\"" + fmt(xr + 8) + "\" y=\"" + fmt(Y(L.ttop) - 8) + "\">temperature t</text>\n";
    for (Dyadic v : L.value_ticks)
        o += "<line x1=\"" + fmt(X(v)) + "\" y1=\"" + fmt(Y(Dyadic{}) - 3) + "\" x2=\"" + fmt(X(v)) + "\" y2=\"" +
             fmt(Y(Dyadic{}) + 3) + "\" stroke=\"#888\"/><text x=\"" + fmt(X(v)) + "\" y=\"" + fmt(Y(L.tmin) + 16) +
             "\" text-anchor=\"middle\" fill=\"#555\">" + xml_escape(v.text()) + "</text>\n";
    for (Dyadic t : L.temperature_ticks)
        o += "<line x1=\"" + fmt(xr - 3) + "\" y1=\"" + fmt(Y(t)) + "\" x2=\"" + fmt(xr + 3) + "\" y2=\"" + fmt(Y(t)) +
             "\" stroke=\"#888\"/><text x=\"" + fmt(xr + 6) + "\" y=\"" + fmt(Y(t) + 4) + "\" fill=\"#555\">" +
             xml_escape(t.text()) + "</text>\n";
    // The walls (the mast is their common top).
    auto poly = [&](const std::vector<std::pair<Dyadic, Dyadic>>& pts, const char* colour) {
        std::string p;
        for (const auto& [t, v] : pts) p += fmt(X(v)) + "," + fmt(Y(t)) + " ";
        return "<polyline fill=\"none\" stroke=\"" + std::string(colour) + "\" stroke-width=\"2\" points=\"" + p + "\"/>\n";
    };
    o += poly(L.left, "#1f4e9c");
    o += poly(L.right, "#b22222");
    // Mean and temperature marked.
    o += "<line x1=\"" + fmt(X(th.mean)) + "\" y1=\"" + fmt(Y(L.tmin)) + "\" x2=\"" + fmt(X(th.mean)) + "\" y2=\"" +
         fmt(Y(L.ttop)) + "\" stroke=\"#2a2\" stroke-dasharray=\"4 3\"/>\n";
    o += "<text x=\"" + fmt(X(th.mean) + 4) + "\" y=\"" + fmt(Y(L.ttop) - 6) + "\" fill=\"#2a2\">mean " +
         xml_escape(th.mean.text()) + "</text>\n";
    o += "<line x1=\"" + fmt(xl) + "\" y1=\"" + fmt(Y(th.temperature)) + "\" x2=\"" + fmt(xr) + "\" y2=\"" +
         fmt(Y(th.temperature)) + "\" stroke=\"#c80\" stroke-dasharray=\"4 3\"/>\n";
    o += "<text x=\"" + fmt(xl) + "\" y=\"" + fmt(Y(th.temperature) - 4) + "\" fill=\"#c80\">temperature " +
         xml_escape(th.temperature.text()) + "</text>\n";
    o += "</svg>\n";
    return o;
}

std::string thermograph_tikz(const Thermograph& th, const std::string& title) {
    const Layout L = layout(th);
    const double vw = to_double(L.vmax - L.vmin), tw = to_double(L.ttop - L.tmin);
    const double unit = std::min(8.0 / (vw > 0 ? vw : 1), 8.0 / (tw > 0 ? tw : 1)); // cm per unit
    // Values grow to the left: x measured from the largest value.
    auto X = [&](Dyadic v) { return fmt(to_double(L.vmax - v) * unit); };
    auto Y = [&](Dyadic t) { return fmt(to_double(t - L.tmin) * unit); };
    auto at = [&](Dyadic v, Dyadic t) { return "(" + X(v) + "," + Y(t) + ")"; };
    std::string o = "\\begin{tikzpicture}\n";
    o += "  % Thermograph (Winning Ways ch. 6): values grow to the left, temperature upwards.\n";
    o += "  \\draw[gray] " + at(L.vmax, Dyadic{}) + " -- " + at(L.vmin, Dyadic{}) + " node[right] {$t=0$};\n";
    o += "  \\draw[gray] " + at(L.vmin, L.tmin) + " -- " + at(L.vmin, L.ttop) + " node[above] {temperature};\n";
    for (Dyadic v : L.value_ticks)
        o += "  \\draw[gray] " + at(v, Dyadic{}) + " ++(0,-0.08) -- ++(0,0.16);\n  \\node[below, gray] at " +
             at(v, L.tmin) + " {$" + v.text() + "$};\n";
    for (Dyadic t : L.temperature_ticks)
        o += "  \\node[right, gray] at " + at(L.vmin, t) + " {$" + t.text() + "$};\n";
    auto path = [&](const std::vector<std::pair<Dyadic, Dyadic>>& pts, const char* style) {
        std::string p = std::string("  \\draw[") + style + "] ";
        for (std::size_t i = 0; i < pts.size(); ++i) p += (i ? " -- " : "") + at(pts[i].second, pts[i].first);
        return p + ";\n";
    };
    o += path(L.left, "thick, blue");
    o += path(L.right, "thick, red");
    o += "  \\draw[dashed, green!50!black] " + at(th.mean, L.tmin) + " -- " + at(th.mean, L.ttop) +
         " node[above] {mean $" + th.mean.text() + "$};\n";
    o += "  \\draw[dashed, orange] " + at(L.vmax, th.temperature) + " -- " + at(L.vmin, th.temperature) +
         ";\n  \\node[above right, orange] at " + at(L.vmax, th.temperature) + " {temperature $" +
         th.temperature.text() + "$};\n";
    if (!title.empty())
        o += "  \\node[below] at (" + fmt(vw * unit / 2) + "," + fmt(-0.8) + ") {" + tex_escape(title) + "};\n";
    o += "\\end{tikzpicture}\n";
    return o;
}

} // namespace gl::cgt
