// misere.cpp - misère canonical forms of impartial games (see misere.h).
#include "cgt/misere.h"

#include <algorithm>

namespace gl::cgt::misere {

namespace {
std::uint32_t mex(std::vector<std::uint32_t> v) {
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
    std::uint32_t m = 0;
    for (std::uint32_t x : v) {
        if (x != m) break;
        ++m;
    }
    return m;
}
} // namespace

//-----------------------------------------------------------------------------
// [SECTION] Forms
//-----------------------------------------------------------------------------

MisereStore::MisereStore() {
    Node zero; // {} = 0: g+ = 0, g- = 1 (the player to move cannot, and so wins)
    zero.nim_heap = true;
    nodes_.push_back(zero);
    index_.emplace(hash({}), kZero);
    heaps_.push_back(kZero);
}

std::uint64_t MisereStore::hash(const std::vector<MId>& v) {
    std::uint64_t h = 0x9E3779B97F4A7C15ull ^ v.size();
    for (MId x : v) h = (h ^ x) * 0x100000001B3ull;
    return h;
}

bool MisereStore::has_option(MId g, MId x) const {
    const auto& o = nodes_[g].options;
    return std::binary_search(o.begin(), o.end(), x);
}

MId MisereStore::make(std::vector<MId> s) {
    const std::uint64_t h = hash(s);
    auto [b, e] = index_.equal_range(h);
    for (auto it = b; it != e; ++it)
        if (nodes_[it->second].options == s) return it->second;
    Node n;
    std::vector<std::uint32_t> plus, minus;
    bool heaps = true;
    for (MId x : s) {
        n.birthday = std::max(n.birthday, nodes_[x].birthday + 1);
        plus.push_back(nodes_[x].plus);
        minus.push_back(nodes_[x].minus);
        heaps = heaps && nodes_[x].nim_heap;
    }
    n.plus = mex(plus);
    n.minus = s.empty() ? 1 : mex(minus);
    // *n's options are *0 .. *(n-1): nim heaps whose values are exactly 0 .. n-1.
    n.nim_heap = heaps && n.plus == s.size();
    n.options = std::move(s);
    const MId id = static_cast<MId>(nodes_.size());
    nodes_.push_back(std::move(n));
    index_.emplace(h, id);
    return id;
}

MId MisereStore::canon(std::vector<MId> s) {
    std::sort(s.begin(), s.end());
    s.erase(std::unique(s.begin(), s.end()), s.end());
    if (!spend(1 + s.size())) return kZero;
    {
        auto [b, e] = index_.equal_range(hash(s));
        for (auto it = b; it != e; ++it)
            if (nodes_[it->second].options == s) return it->second;
    }
    // G = 0: every option has a move to 0 (each reverses through 0) and G is an N-position
    // (some option is P): the proviso.
    if (!s.empty()) {
        bool all_reach_zero = true, some_p = false;
        for (MId x : s) {
            all_reach_zero = all_reach_zero && has_option(x, kZero);
            some_p = some_p || nodes_[x].minus == 0;
        }
        if (all_reach_zero && some_p) return kZero;
    }
    // G = K for a second option K != 0: K's options all in S, every other option reaches K.
    for (MId x : s)
        for (MId k : std::vector<MId>(nodes_[x].options)) {
            if (k == kZero) continue;
            const auto& ko = nodes_[k].options;
            if (!spend(1 + ko.size() + s.size())) return kZero;
            if (!std::includes(s.begin(), s.end(), ko.begin(), ko.end())) continue;
            bool all = true;
            for (MId y : s)
                if (!std::binary_search(ko.begin(), ko.end(), y) && !has_option(y, k)) {
                    all = false;
                    break;
                }
            if (all) return k;
        }
    return make(std::move(s));
}

MId MisereStore::nim_heap(std::uint32_t n) {
    while (heaps_.size() <= n && !exhausted_) {
        spend(heaps_.size());
        heaps_.push_back(make(std::vector<MId>(heaps_.begin(), heaps_.end())));
    }
    return heaps_.size() > n ? heaps_[n] : kZero; // (one built before the work ran out is still right)
}

//-----------------------------------------------------------------------------
// [SECTION] Values
//-----------------------------------------------------------------------------

std::vector<std::uint32_t> MisereStore::genus_digits(MId g, std::size_t count) {
    auto it = genus_.find(g);
    if (it != genus_.end() && it->second.size() >= count)
        return std::vector<std::uint32_t>(it->second.begin(), it->second.begin() + static_cast<std::ptrdiff_t>(count));
    std::vector<std::vector<std::uint32_t>> opts;
    for (MId o : std::vector<MId>(nodes_[g].options)) opts.push_back(genus_digits(o, count));
    std::vector<std::uint32_t> d{nodes_[g].minus};
    for (std::size_t n = 1; n < count; ++n) {
        std::vector<std::uint32_t> seen{d[n - 1], d[n - 1] ^ 1u};
        for (const auto& o : opts) seen.push_back(o[n]);
        d.push_back(mex(std::move(seen)));
    }
    genus_[g] = d;
    return d;
}

std::string MisereStore::classical_genus(MId g) {
    // The digits settle into a 2-cycle within a few more than the birthday (each level adds at
    // most one to the preperiod); a margin of 8 is taken and the tail checked.
    const std::size_t count = nodes_[g].birthday + 10;
    const auto d = genus_digits(g, count);
    std::size_t m = count - 1;
    while (m > 1 && d[m] == d[m - 2]) --m;
    bool wide = false;
    for (std::size_t k = 0; k <= m; ++k) wide = wide || d[k] >= 10;
    std::string out = std::to_string(nodes_[g].plus) + "^";
    if (wide) out += "(";
    for (std::size_t k = 0; k <= m; ++k) {
        if (wide && k) out += ",";
        out += std::to_string(d[k]);
    }
    if (wide) out += ")";
    return out;
}

MId MisereStore::mate(MId g) {
    if (g == kZero) return nim_heap(1);
    if (auto it = mate_.find(g); it != mate_.end()) return it->second;
    // Once the work has run out, answers are void and not kept: stop at once (the options' mates
    // would otherwise be found again along every path).
    if (exhausted_) return kZero;
    std::vector<MId> s;
    for (MId o : std::vector<MId>(nodes_[g].options)) s.push_back(mate(o));
    const MId m = canon(std::move(s));
    if (!exhausted_) mate_.emplace(g, m);
    return m;
}

//-----------------------------------------------------------------------------
// [SECTION] Sums
//-----------------------------------------------------------------------------

MId MisereStore::add(MId g, MId h) {
    if (g == kZero) return h;
    if (h == kZero) return g;
    if (g > h) std::swap(g, h);
    const std::uint64_t key = (std::uint64_t{g} << 32) | h;
    if (auto it = add_.find(key); it != add_.end()) return it->second;
    if (!spend(1)) return kZero;
    std::vector<MId> s;
    for (MId x : std::vector<MId>(nodes_[g].options)) s.push_back(add(x, h));
    for (MId x : std::vector<MId>(nodes_[h].options)) s.push_back(add(g, x));
    if (exhausted_) return kZero;
    const MId r = canon(std::move(s));
    if (!exhausted_) add_.emplace(key, r);
    return r;
}

} // namespace gl::cgt::misere

namespace gl::cgt::misere {

MId MisereStore::minus_heap(MId g, std::uint32_t i, bool& found) {
    found = false;
    if (i == 0) {
        found = true;
        return g;
    }
    const std::uint64_t key = (std::uint64_t{g} << 32) | i;
    if (auto it = minus_.find(key); it != minus_.end()) {
        found = it->second.first;
        return it->second.second;
    }
    const MId heap = nim_heap(i);
    auto remember = [&](bool ok, MId x) {
        if (!exhausted_) minus_.emplace(key, std::make_pair(ok, x));
        found = ok && !exhausted_;
        return x;
    };
    if (g == kZero && i == 1) return remember(true, nim_heap(1)); // * + * = 0
    if (!spend(1) || g == kZero) return remember(false, kZero); // X + *i = 0 has no X for i > 1
    const std::vector<MId> opts = nodes_[g].options;
    // An option that is X + *j (j < i): X found from it, checked by adding *i back.
    for (MId o : opts)
        for (std::uint32_t j = 0; j < i && !exhausted_; ++j) {
            bool ok = false;
            const MId x = minus_heap(o, j, ok);
            if (ok && add(x, heap) == g) return remember(true, x);
        }
    // Else every option is some X' + *i: X is made of those X'.
    std::vector<MId> xs;
    for (MId o : opts) {
        bool ok = false;
        const MId x = minus_heap(o, i, ok);
        if (ok) xs.push_back(x);
    }
    if (exhausted_) return remember(false, kZero);
    const MId x = canon(xs);
    if (add(x, heap) == g) return remember(true, x);
    return remember(false, kZero);
}

bool MisereStore::is_even(MId g) { return nodes_[g].birthday < nodes_[add(g, nim_heap(1))].birthday; }

MId MisereStore::even_part(MId g) { return is_even(g) ? g : add(g, nim_heap(1)); }

std::vector<MId> MisereStore::ordered_options(MId g) {
    std::vector<MId> o = nodes_[g].options;
    std::stable_sort(o.begin(), o.end(), [&](MId a, MId b) { return compare(a, b) > 0; });
    return o;
}

int MisereStore::compare(MId a, MId b) {
    if (a == b) return 0;
    const std::uint64_t key = (std::uint64_t{a} << 32) | b;
    if (auto it = compare_.find(key); it != compare_.end()) return it->second;
    const MId ea = even_part(a), eb = even_part(b);
    const Node &x = nodes_[ea], &y = nodes_[eb];
    int r = 0;
    auto by = [&](auto u, auto v) {
        if (r == 0 && u != v) r = u < v ? -1 : 1;
    };
    by(x.birthday, y.birthday);
    by(x.options.size(), y.options.size());
    by(x.plus, y.plus);
    by(x.minus, y.minus);
    if (r == 0 && ea != eb) {
        std::vector<MId> oa = nodes_[ea].options, ob = nodes_[eb].options;
        auto up = [&](MId p, MId q) { return compare(p, q) < 0; };
        std::stable_sort(oa.begin(), oa.end(), up);
        std::stable_sort(ob.begin(), ob.end(), up);
        for (std::size_t k = 0; r == 0 && k < oa.size(); ++k) r = compare(oa[k], ob[k]);
    }
    if (r == 0) r = (a == ea ? 0 : 1) - (b == eb ? 0 : 1); // even before odd
    compare_.emplace(key, r);
    return r;
}

namespace {
std::string digit(std::uint64_t n) { return n < 10 ? std::to_string(n) : "&" + std::to_string(n) + ";"; }
} // namespace

// One step of the printed form of g (see text()): g is a nim heap, a list of options, or the game
// `next` followed by a token: a sum with a nim heap ("k", "-k") or "#" (the game whose only
// option is `next`). Kept per game, so a form is written in time linear in its length.
const MisereStore::Step& MisereStore::step(MId g) {
    if (auto it = steps_.find(g); it != steps_.end()) return it->second;
    static const Step kVoid{Step::Kind::Heap, kZero, "?", false};
    // Once the work has run out every answer below is void (text() then says ""): stop at once,
    // since a void sum (0) could send the odd case back to g for ever.
    if (exhausted_) return kVoid;
    const std::uint32_t b = nodes_[g].birthday;
    Step st{Step::Kind::List, kZero, "", false};
    bool found = false;
    if (nodes_[g].nim_heap) {
        st = Step{Step::Kind::Heap, kZero, digit(b), false};
        found = true;
    }
    const bool even = found || is_even(g);
    for (std::uint32_t i = even ? 2 : 3; !found && i < b && !exhausted_; i += 2) {
        bool ok = false;
        const MId x = minus_heap(g, i, ok);
        if (ok && nodes_[x].birthday < b) {
            st = Step{Step::Kind::Link, x, digit(i), true};
            found = true;
            break;
        }
        const MId y = add(g, nim_heap(i));
        if (nodes_[y].birthday < b) {
            st = Step{Step::Kind::Link, y, "-" + digit(i), true};
            found = true;
        }
    }
    if (!found && !even) st = Step{Step::Kind::Link, add(g, nim_heap(1)), "1", true};
    else if (!found && nodes_[g].options.size() == 1) st = Step{Step::Kind::Link, nodes_[g].options[0], "#", false};
    if (exhausted_) return kVoid;
    return steps_.emplace(g, std::move(st)).first->second;
}

namespace {
std::uint64_t sat_add(std::uint64_t a, std::uint64_t b) { return a > UINT64_MAX - b ? UINT64_MAX : a + b; }
} // namespace

// An item is its chain's base (a digit, or "(" items ")"), then the tokens, innermost first, in
// brackets when one of them is a sum.
std::uint64_t MisereStore::item_length(MId g) {
    if (auto it = lengths_.find(g); it != lengths_.end()) return it->second;
    std::uint64_t tokens = 0;
    bool parts = false;
    MId x = g;
    for (const Step* s = &step(x); s->kind == Step::Kind::Link && !exhausted_; s = &step(x)) {
        tokens += s->token.size();
        parts = parts || s->sum;
        x = s->next;
    }
    std::uint64_t n = sat_add(tokens, parts ? 2 : 0);
    if (step(x).kind == Step::Kind::Heap) n = sat_add(n, step(x).token.size());
    else {
        n = sat_add(n, 2);
        for (MId o : std::vector<MId>(nodes_[x].options)) n = sat_add(n, item_length(o));
    }
    if (exhausted_) return 0;
    lengths_.emplace(g, n);
    return n;
}

bool MisereStore::write_item(MId g, std::string& out, std::size_t max, bool top) {
    std::vector<const std::string*> tokens;
    bool parts = false;
    MId x = g;
    for (const Step* s = &step(x); s->kind == Step::Kind::Link && !exhausted_; s = &step(x)) {
        tokens.push_back(&s->token);
        parts = parts || s->sum;
        x = s->next;
    }
    if (exhausted_) return false;
    if (step(x).kind == Step::Kind::Heap) out += step(x).token;
    else {
        const bool bare = top && tokens.empty(); // no parentheses around the top's options
        if (!bare) out += '(';
        for (MId o : ordered_options(x))
            if (out.size() > max || !write_item(o, out, max, false)) return false;
        if (!bare) out += ')';
    }
    if (parts) out += '[';
    for (auto it = tokens.rbegin(); it != tokens.rend(); ++it) out += **it;
    if (parts) out += ']';
    return out.size() <= max && !exhausted_;
}

std::string MisereStore::text(MId g, std::size_t max) {
    std::string out = "*[";
    if (!write_item(g, out, max == SIZE_MAX ? max : (max ? max - 1 : 0), true) || exhausted_) return "";
    out += ']';
    return out;
}

std::uint64_t MisereStore::text_length(MId g) {
    // "*[" and "]", less the parentheses the top's list of options goes without.
    MId x = g;
    bool link = false;
    for (const Step* s = &step(x); s->kind == Step::Kind::Link && !exhausted_; s = &step(x)) {
        link = true;
        x = s->next;
    }
    const std::uint64_t n = sat_add(item_length(g), 3);
    if (exhausted_) return 0;
    return !link && step(x).kind == Step::Kind::List ? n - 2 : n;
}

} // namespace gl::cgt::misere

namespace gl::cgt::misere {

// The phylum, from the options' phyla and the genus (g+, g-) = (p, m), as CGSuite assigns it:
//   the genus is tame if p = m or both are below 2, restive if only p is, restless if only m is;
//   a game whose options are all nim heaps and whose genus is tame (not {*2}-like, p = m < 2) is
//   a nim heap; all options nim heaps or hereditarily tame: hereditarily tame or restive by the
//   genus; all options generally tame (a nim heap, hereditarily or reversibly tame): reversibly
//   tame or restive, or restless, by the genus; otherwise a tame or restive genus is kept only
//   where every other option reverses through tame games of the right values (ONAG ch. 12,
//   "tame games and reversible moves"), else the game is wild.
MisereStore::Phylum MisereStore::phylum(MId g) {
    if (nodes_[g].phylum >= 0) return static_cast<Phylum>(nodes_[g].phylum);
    const std::vector<MId> opts = nodes_[g].options;
    std::vector<Phylum> ph;
    for (MId o : opts) ph.push_back(phylum(o));
    const std::uint32_t p = nodes_[g].plus, m = nodes_[g].minus;
    const bool tame = p == m || (p < 2 && m < 2);
    const bool restive = !tame && p < 2;
    const bool restless = !tame && !restive && m < 2;
    auto generally_tame = [](Phylum f) {
        return f == Phylum::NimHeap || f == Phylum::HereditarilyTame || f == Phylum::ReversiblyTame;
    };
    auto all = [&](auto pred) {
        return std::all_of(ph.begin(), ph.end(), pred);
    };
    Phylum out = Phylum::Wild;
    const bool all_heaps = all([](Phylum f) { return f == Phylum::NimHeap; });
    const bool all_hered = all([](Phylum f) { return f == Phylum::NimHeap || f == Phylum::HereditarilyTame; });
    const bool all_gt = all(generally_tame);
    if (all_heaps && tame && (p > 1 || p != m)) {
        out = Phylum::NimHeap;
    } else if (all_hered && (tame || restive)) {
        out = tame ? Phylum::HereditarilyTame : Phylum::HereditarilyRestive;
    } else if (all_gt || all_hered) {
        out = tame ? Phylum::ReversiblyTame : restive ? Phylum::ReversiblyRestive : restless ? Phylum::Restless : Phylum::Wild;
    } else if (tame || restive) {
        // Some option is not generally tame: each such option must reverse through tame games.
        bool rev = true, tameable = tame;
        for (std::size_t k = 0; k < opts.size(); ++k) {
            if (generally_tame(ph[k])) continue;
            bool has_m = false, has_p = false, tameable_option = ph[k] == Phylum::Tameable;
            for (MId s : std::vector<MId>(nodes_[opts[k]].options)) {
                const Phylum f = phylum(s);
                const std::uint32_t sp = nodes_[s].plus, sm = nodes_[s].minus;
                if (tame) {
                    if (generally_tame(f) && sm == m) has_m = true;
                    if (generally_tame(f) && sp == p) has_p = true;
                    if (f == Phylum::Tameable && sm == m && sp == p) tameable_option = true;
                } else {
                    const bool ok = generally_tame(f) || f == Phylum::HereditarilyRestive || f == Phylum::ReversiblyRestive;
                    if (ok && sm == m && (sp < 2 || sp == m || sp == (m ^ 1u))) has_m = true;
                    if (ok && sp == p && (sm < 2 || sm == m || sm == (m ^ 1u))) has_p = true;
                }
            }
            if (!(has_m && has_p)) {
                rev = false;
                if (!tameable_option) tameable = false;
            }
        }
        // The generally tame options alone must give the genus (the others reverse away).
        std::vector<std::uint32_t> gp, gm, tp, tm;
        for (std::size_t k = 0; k < opts.size(); ++k) {
            if (generally_tame(ph[k])) {
                gp.push_back(nodes_[opts[k]].plus);
                gm.push_back(nodes_[opts[k]].minus);
            }
            if (generally_tame(ph[k]) || ph[k] == Phylum::Tameable) {
                tp.push_back(nodes_[opts[k]].plus);
                tm.push_back(nodes_[opts[k]].minus);
            }
        }
        if (rev && !(mex(gp) == p && mex(gm) == m)) rev = false;
        if (tameable && !(tp.empty() ? p == 0 : mex(tp) == p && mex(tm) == m)) tameable = false;
        out = rev ? (tame ? Phylum::ReversiblyTame : Phylum::ReversiblyRestive) : tameable ? Phylum::Tameable : Phylum::Wild;
    }
    nodes_[g].phylum = static_cast<std::int8_t>(out);
    return out;
}

std::string MisereStore::genus_text(MId g) {
    const Phylum f = phylum(g);
    const std::uint32_t p = nodes_[g].plus, m = nodes_[g].minus;
    if (f == Phylum::NimHeap) return std::to_string(p);
    if (f == Phylum::HereditarilyTame || f == Phylum::ReversiblyTame || f == Phylum::HereditarilyRestive ||
        f == Phylum::ReversiblyRestive)
        return std::to_string(p) + "^" + (m >= 10 ? "(" + std::to_string(m) + ")" : std::to_string(m));
    return classical_genus(g);
}

} // namespace gl::cgt::misere
