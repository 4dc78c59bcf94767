// loopy_calc.cpp - the calculator's answers for loopy games: canonical stoppers printed as CGSuite
// prints them, their properties (G.Name), relations between stoppers, and calculate().
//
// Printing follows CGSuite's conventions for canonical stoppers (its documentation of loopy
// games): a loop-free form as the short game it is; on, off; x over and x under as `over`,
// `3/2over`, `-1under`; upon-like forms as `^[on]`, `v[on]*`, `1/2^<on>`; switches as +-G^L;
// otherwise braces and bars with `pass` for a move to the game itself and a name (a, b, ...)
// before the braces of a game that a longer cycle returns to: a{0||||0|||a|*||*}.
// Stops of stoppers are pseudonumbers (numbers, x over, x under, on, off): Siegel, CGT ch. VI.
//
// Index:
//   [SECTION] Forms        pseudonumbers, a canonical stopper beside its negative, upon-like forms
//   [SECTION] Printing     a canonical stopper as CGSuite prints it
//   [SECTION] Properties   stops, a relation or .Name found in the text, a stopper's G.Name
//   [SECTION] Relations    G = H, G < H, ... between stoppers
//   [SECTION] Calculator   a game that is not a stopper by its sides, calculate()
#include <algorithm>
#include <cctype>
#include <functional>
#include <map>
#include <optional>

#include "cgt/loopy.h"

namespace gl::cgt::loopy {

//-----------------------------------------------------------------------------
// [SECTION] Forms
//-----------------------------------------------------------------------------

namespace {

// A pseudonumber: off (inf -1), on (inf 1), or x, x over (tag 1), x under (tag -1).
struct Pseudo {
    int inf = 0;
    Dyadic x;
    int tag = 0;
    bool operator<(const Pseudo& o) const {
        if (inf != o.inf) return inf < o.inf;
        if (inf != 0) return false;
        if (x != o.x) return x < o.x;
        return tag < o.tag;
    }
    bool operator==(const Pseudo& o) const { return !(*this < o) && !(o < *this); }
    std::string text() const {
        if (inf) return inf > 0 ? "on" : "off";
        const std::string n = x == Dyadic{} && tag != 0 ? "" : x.text();
        return n + (tag > 0 ? "over" : tag < 0 ? "under" : "");
    }
};

// A canonical stopper (position 0 of g) with its negative beside it (position n + v is -v),
// the loop-free positions as short games, and the order of all of them.
struct Canon {
    Graph u; // g, then -g
    int n = 0;
    Store store;
    std::vector<std::optional<Id>> short_id;
    std::vector<char> ge; // empty if too large to compare (then no switch or v[on] names)

    explicit Canon(const Graph& g, int max_compare) : u(g), n(g.size()) {
        negate(u, 0);
        short_id.assign(static_cast<std::size_t>(u.size()), std::nullopt);
        for (int v = 0; v < u.size(); ++v)
            if (loop_free(u, v)) make_short(v);
        if (u.size() <= max_compare) ge = order(u);
    }
    Id make_short(int v) {
        if (short_id[v]) return *short_id[v];
        std::vector<Id> l, r;
        for (int o : u.left[v]) l.push_back(make_short(o));
        for (int o : u.right[v]) r.push_back(make_short(o));
        const Id id = store.make(l, r);
        short_id[v] = id;
        return id;
    }
    int neg(int v) const { return v < n ? v + n : v - n; }
    bool eq(int a, int b) const {
        const std::size_t m = static_cast<std::size_t>(u.size());
        return !ge.empty() && ge[a * m + b] && ge[b * m + a];
    }
    std::optional<Dyadic> number(int v) { return short_id[v] ? store.number(*short_id[v]) : std::nullopt; }
    std::optional<Pseudo> pseudo(int v) {
        if (auto x = number(v)) return Pseudo{0, *x, 0};
        const auto& l = u.left[v];
        const auto& r = u.right[v];
        if (l == std::vector<int>{v} && r.empty()) return Pseudo{1, {}, 0};
        if (r == std::vector<int>{v} && l.empty()) return Pseudo{-1, {}, 0};
        if (r == std::vector<int>{v} && l.size() == 1)
            if (auto x = number(l[0])) return Pseudo{0, *x, 1};
        if (l == std::vector<int>{v} && r.size() == 1)
            if (auto x = number(r[0])) return Pseudo{0, *x, -1};
        return std::nullopt;
    }
};

std::string print_canon(const Graph& g, const Caps& caps);
std::string stopper_text(const Graph& g, const Caps& caps);

struct UponForm {
    bool th = false; // ^<on> rather than ^[on]
    Dyadic x;
    std::uint64_t star = 0; // as printed
};

std::optional<UponForm> upon_form(Canon& c, int v, bool check_th) {
    const auto& l = c.u.left[v];
    const auto& r = c.u.right[v];
    if (r.size() == 1 && l.size() <= 2 && c.short_id[r[0]]) {
        auto us = c.store.up_star(*c.short_id[r[0]]);
        if (us && us->ups == 0) {
            std::vector<int> want{v};
            bool ok = true;
            if (us->star == 0) {
                ok = l.size() == 2 && std::count(l.begin(), l.end(), v) == 1;
                for (int o : l)
                    if (o != v) ok = ok && c.number(o) && *c.number(o) == us->x;
            } else ok = l == want;
            if (ok) return UponForm{false, us->x, us->star ^ 1};
        }
    }
    if (!check_th || r.size() != 1 || c.ge.empty()) return std::nullopt;
    auto f = upon_form(c, c.neg(r[0]), false);
    if (!f || f->th) return std::nullopt;
    // Left options exactly -x + *k for k = 0 .. (printed star ^ 1).
    const std::uint64_t top = f->star ^ 1;
    if (l.size() != top + 1) return std::nullopt;
    std::vector<char> seen(top + 1, 0);
    for (int o : l) {
        if (!c.short_id[o]) return std::nullopt;
        auto us = c.store.up_star(*c.short_id[o]);
        if (!us || us->ups != 0 || us->x != -f->x || us->star > top || seen[us->star]) return std::nullopt;
        seen[us->star] = 1;
    }
    return UponForm{true, -f->x, f->star ^ 1};
}

//-----------------------------------------------------------------------------
// [SECTION] Printing
//-----------------------------------------------------------------------------

// The bare text of a short game (its braces dropped when its top bars are 1 to 3), and its bars.
std::pair<std::string, int> bare_short(const std::string& t) {
    if (t.size() < 2 || t.front() != '{' || t.back() != '}') return {t, 0};
    int depth = 0, most = 0;
    for (std::size_t i = 1; i + 1 < t.size(); ++i) {
        if (t[i] == '{' || t[i] == '(') ++depth;
        if (t[i] == '}' || t[i] == ')') --depth;
        if (depth == 0 && t[i] == '|') {
            int run = 0;
            while (t[i] == '|') ++run, ++i;
            --i;
            most = std::max(most, run);
        }
        if (depth < 0) return {t, 0};
    }
    if (most == 0 || most >= 4) return {t, 0};
    return {t.substr(1, t.size() - 2), most};
}

struct Printer {
    Canon& c;
    std::map<int, std::string> named; // positions on the stack and their names ("" if unnamed)
    int next_name = 0;

    std::optional<std::string> special(int v) {
        if (auto p = c.pseudo(v); p && !c.short_id[v]) return p->text();
        if (c.eq(v, c.neg(v)) && !c.u.left[v].empty()) {
            std::vector<int> l = sorted(c.u.left[v]);
            std::string s = "+-";
            if (l.size() > 1) s += "(";
            for (std::size_t i = 0; i < l.size(); ++i) {
                std::string o = print(l[i], true).first;
                // +-(5over), +-(1*): a single option that is a sum is put in parentheses (CGSuite).
                const auto p = c.pseudo(l[i]);
                const bool sum_like = l.size() == 1 && ((p && !c.short_id[l[i]] && p->inf == 0 && p->x != Dyadic{}) ||
                                                        (c.short_id[l[i]] && o.find_first_of("+-") != std::string::npos));
                s += (i ? "," : "") + (sum_like ? "(" + o + ")" : o);
            }
            return l.size() > 1 ? s + ")" : s;
        }
        if (auto t = tiny_name(v)) return t;
        bool negated = false;
        auto f = upon_form(c, v, true);
        if (!f && !c.ge.empty()) {
            f = upon_form(c, c.neg(v), true);
            if (f) negated = true, f->x = -f->x;
        }
        if (!f) return std::nullopt;
        std::string s = f->x == Dyadic{} ? "" : f->x.text();
        s += negated ? "v" : "^";
        s += f->th ? "<on>" : "[on]";
        if (f->star >= 1) s += "*";
        if (f->star >= 2) s += std::to_string(f->star);
        return s;
    }
    // CGSuite's number-tiny plumtrees: {x || x | y} with y - x <= under is x + Tiny(x - y), and
    // {y | x || x} with x - y <= under is x + Miny(y - x): the subscript a canonical stopper.
    std::optional<std::string> tiny_name(int v, bool need_plumtree = true) {
        const auto& l = c.u.left[v];
        const auto& r = c.u.right[v];
        if (l.size() != 1 || r.size() != 1 || (need_plumtree && !plumtree(v))) return std::nullopt;
        for (int k = 0; k < 2; ++k) {
            const bool tiny = k == 0;
            const int num = tiny ? l[0] : r[0], other = tiny ? r[0] : l[0];
            const auto x = c.number(num);
            if (!x || c.short_id[other]) continue;
            const auto& same = tiny ? c.u.left[other] : c.u.right[other];
            const auto& far = tiny ? c.u.right[other] : c.u.left[other];
            if (same.size() != 1 || far.size() != 1 || !c.number(same[0]) || *c.number(same[0]) != *x) continue;
            // The test y <= x + under (Tiny) or y >= x + over (Miny), x + under = {pass | x}.
            Graph h = reachable(c.u, {num, far[0]});
            const int w = h.add();
            (tiny ? h.left[w] : h.right[w]).push_back(w);
            (tiny ? h.right[w] : h.left[w]).push_back(0);
            if (h.size() > 400) continue;
            const auto ge = order(h);
            const std::size_t m = static_cast<std::size_t>(h.size());
            if (!(tiny ? ge[static_cast<std::size_t>(w) * m + 1] : ge[m + static_cast<std::size_t>(w)])) continue;
            // The subscript: x - y (Tiny) or y - x (Miny).
            const int neg = negate(h, tiny ? 1 : 0);
            const int sub = add(h, tiny ? 0 : 1, neg, 400);
            if (sub < 0) continue;
            auto canon = simplify(h, sub);
            if (!canon) continue;
            const std::string name = (*x == Dyadic{} ? "" : x->text() + "+") + (tiny ? "Tiny(" : "Miny(") + print_canon(canon.value(), Caps{}) + ")";
            return name;
        }
        return std::nullopt;
    }
    bool plumtree(int v) {
        Graph h = reachable(c.u, {v});
        for (int x = 0; x < h.size(); ++x)
            for (auto* side : {&h.left[x], &h.right[x]}) std::erase(*side, x);
        return loop_free(h, 0);
    }
    // Short options first, in the short calculator's order; then loopy ones as found.
    std::vector<int> sorted(std::vector<int> opts) {
        std::stable_sort(opts.begin(), opts.end(), [&](int a, int b) {
            if (c.short_id[a].has_value() != c.short_id[b].has_value()) return c.short_id[a].has_value();
            if (!c.short_id[a]) return false;
            const Id x = *c.short_id[a], y = *c.short_id[b];
            if (x == y) return false;
            return c.store.form_text({x, y}, {}).starts_with("{" + c.store.text(x) + ",");
        });
        return opts;
    }
    std::pair<std::string, int> print(int v, bool force) {
        if (c.short_id[v]) {
            const std::string t = c.store.text(*c.short_id[v]);
            return force ? std::pair{t, 0} : bare_short(t);
        }
        if (auto it = named.find(v); it != named.end()) {
            if (it->second.empty()) it->second = next_name < 26 ? std::string(1, static_cast<char>('a' + next_name)) : "N" + std::to_string(next_name - 25);
            ++next_name;
            return {it->second, 0};
        }
        if (auto s = special(v)) return {*s, 0};
        named[v] = "";
        int most = 0;
        std::string side[2];
        for (int k = 0; k < 2; ++k) {
            const std::vector<int> opts = sorted(k == 0 ? c.u.left[v] : c.u.right[v]);
            for (std::size_t i = 0; i < opts.size(); ++i) {
                if (i) side[k] += ",";
                if (opts[i] == v) {
                    side[k] += "pass";
                    continue;
                }
                auto [t, bars] = print(opts[i], opts.size() > 1);
                side[k] += t;
                most = std::max(most, bars);
            }
        }
        const std::string name = named[v];
        named.erase(v);
        const int bars = most + 1;
        const bool braces = force || !name.empty() || c.u.left[v].empty() || c.u.right[v].empty() || bars >= 4;
        std::string t = name + (braces ? "{" : "") + side[0] + std::string(static_cast<std::size_t>(bars), '|') + side[1] + (braces ? "}" : "");
        return {t, braces ? 0 : bars};
    }
};

std::string print_canon(const Graph& g, const Caps& caps) {
    Canon c(g, caps.max_compare);
    Printer p{c, {}, 0};
    return p.print(0, true).first;
}

} // namespace


//-----------------------------------------------------------------------------
// [SECTION] Properties
//-----------------------------------------------------------------------------

namespace {

// The Left and Right stops of the canonical stopper's positions (Siegel VI): a pseudonumber
// position is its own stop; otherwise the best over the options of the other player's stop.
struct Stops {
    Canon& c;
    std::map<std::pair<int, int>, std::optional<Pseudo>> memo;
    std::optional<Pseudo> stop(int v, bool left) {
        if (auto p = c.pseudo(v)) return p;
        const auto key = std::pair{v, left ? 1 : 0};
        if (auto it = memo.find(key); it != memo.end()) return it->second;
        std::optional<Pseudo> best;
        for (int o : left ? c.u.left[v] : c.u.right[v]) {
            auto s = stop(o, !left);
            if (!s) return memo[key] = std::nullopt;
            if (!best || (left ? *best < *s : *s < *best)) best = s;
        }
        return memo[key] = best;
    }
};

std::string set_text(const std::vector<std::string>& items) {
    std::string s = "{";
    for (std::size_t i = 0; i < items.size(); ++i) s += (i ? "," : "") + items[i];
    return s + "}";
}

// A relation operator at the top level of the text (outside brackets; not the < of ^<on>).
struct Split {
    std::size_t at = std::string_view::npos, len = 0;
    std::string op;
};
Split find_relation(std::string_view t) {
    int depth = 0;
    for (std::size_t i = 0; i < t.size(); ++i) {
        const char ch = t[i];
        if (ch == '{' || ch == '(' || ch == '[') ++depth;
        if (ch == '}' || ch == ')' || ch == ']') --depth;
        if (depth != 0) continue;
        if (ch == '<' && i > 0 && (t[i - 1] == '^' || t[i - 1] == 'v') && t.find('>', i) != std::string_view::npos) {
            i = t.find('>', i);
            continue;
        }
        for (const char* op : {"==", "!=", "<=", ">=", "<|", "|>", "<>", "<", ">"})
            if (t.substr(i).starts_with(op)) return Split{i, std::string_view(op).size(), op};
    }
    return {};
}
// A trailing .Name at the top level: its position, or npos.
std::size_t find_property(std::string_view t) {
    int depth = 0;
    std::size_t last = std::string_view::npos;
    for (std::size_t i = 0; i < t.size(); ++i) {
        const char ch = t[i];
        if (ch == '{' || ch == '(' || ch == '[') ++depth;
        if (ch == '}' || ch == ')' || ch == ']') --depth;
        if (depth == 0 && ch == '.') last = i;
    }
    if (last == std::string_view::npos) return last;
    for (std::size_t i = last + 1; i < t.size(); ++i)
        if (!std::isalnum(static_cast<unsigned char>(t[i])) && t[i] != ' ') return std::string_view::npos;
    return last;
}

Error refuse(std::string_view field, std::string msg) { return Error{std::string(field), Error::kWhole, std::move(msg)}; }

// A stopper's canonical form as a graph, or why not.
Result<Graph> canonical_of(const Read& r, std::string_view field, const Caps& caps) {
    if (!is_stopper(r.g))
        return refuse(field, "this game is not a stopper (play can go on forever with both players moving), so it has "
                             "no canonical form as a stopper; its onside and offside (G = onside & offside) are not computed here");
    auto s = simplify(r.g, r.root, caps);
    if (!s) return refuse(field, s.error().message);
    return s;
}

// The property `name` of a canonical stopper; an error naming it if not computed here.
Result<std::pair<std::string, std::string>> property(const Graph& g, const std::string& oc, const std::string& name,
                                                    std::string_view field, const Caps& caps) {
    Canon c(g, caps.max_compare);
    auto each = [&](const std::vector<int>& vs) {
        std::vector<std::string> out;
        for (int v : vs) out.push_back(print_canon(reachable(g, {v}), caps));
        return set_text(out);
    };
    Stops st{c, {}};
    auto stop_text = [&](bool left) -> Result<std::pair<std::string, std::string>> {
        auto s = st.stop(0, left);
        if (!s) return refuse(field, name + ": a position on the way has no options for the player to move");
        return std::pair{s->text(), std::string("game")};
    };
    auto strong = [&](bool left) -> std::optional<Pseudo> {
        auto s = st.stop(0, left);
        if (s) s->tag = 0;
        return s;
    };
    auto boolean = [](bool b) { return std::pair{std::string(b ? "true" : "false"), std::string("boolean")}; };
    if (name == "LeftStop") return stop_text(true);
    if (name == "RightStop") return stop_text(false);
    if (name == "OutcomeClass") return std::pair{oc, std::string("text")};
    if (name == "FollowerCount") return std::pair{std::to_string(g.size()), std::string("integer")};
    if (name == "LeftOptions") return std::pair{each(g.left[0]), std::string("set")};
    if (name == "RightOptions") return std::pair{each(g.right[0]), std::string("set")};
    if (name == "Followers") {
        if (g.size() > caps.max_listed)
            return refuse(field, "Followers: too many to list (" + std::to_string(g.size()) + " positions; listed up to " + std::to_string(caps.max_listed) + ")");
        std::vector<int> all(static_cast<std::size_t>(g.size()));
        for (int v = 0; v < g.size(); ++v) all[v] = v;
        return std::pair{each(all), std::string("set")};
    }
    if (name == "IsPlumtree") {
        Graph h = g;
        for (int v = 0; v < h.size(); ++v)
            for (auto* side : {&h.left[v], &h.right[v]}) std::erase(*side, v);
        return boolean(loop_free(h, 0));
    }
    if (name == "IsInfinitesimal" || name == "IsNumberish") {
        auto l = strong(true), r = strong(false);
        if (!l || !r) return refuse(field, name + ": a position on the way has no options for the player to move");
        if (name == "IsNumberish") return boolean(l->inf == 0 && *l == *r);
        return boolean(l->inf == 0 && r->inf == 0 && l->x == Dyadic{} && r->x == Dyadic{});
    }
    if (name == "IsIdempotent") {
        Graph h = g;
        const int s = add(h, 0, 0, caps.max_compare);
        if (s < 0) return refuse(field, name + ": too large (G + G has more than " + std::to_string(caps.max_compare) + " positions)");
        Graph both = reachable(h, {0, s});
        if (!is_stopper(both)) return boolean(false); // G + G is no stopper, so it differs from the stopper G
        if (both.size() > caps.max_compare) return refuse(field, name + ": too large to compare G + G with G");
        const auto ge = order(both);
        const std::size_t m = static_cast<std::size_t>(both.size());
        return boolean(ge[1] && ge[m]);
    }
    if (name == "Onside" || name == "Offside") return std::pair{print_canon(g, caps), std::string("game")};
    if (name == "IsNumberTiny") { // CGSuite's test: {x || x | y} with y - x <= under, or its mirror image
        Printer p{c, {}, 0};
        return boolean(p.tiny_name(0, false).has_value());
    }
    if (name == "Degree") { // CGSuite: the onside of G - G (G Upsum -G)
        Graph h = g;
        const int neg = negate(h, 0);
        const int sum = add(h, 0, neg, caps.max_compare);
        if (sum < 0) return refuse(field, "Degree: too large (G - G has more than " + std::to_string(caps.max_compare) + " positions)");
        const Graph d = reachable(h, {sum});
        auto on = is_stopper(d) ? simplify(d, 0, caps) : side(d, true, caps);
        if (!on) return refuse(field, "Degree: the onside of G - G was not found (" + on.error().message + ")");
        return std::pair{stopper_text(on.value(), caps), std::string("game")};
    }
    static const char* kLater[] = {"Variety", "IsStable", "Temperature", "Mean"};
    for (const char* k : kLater)
        if (name == k) return refuse(field, "'" + name + "' is not computed here for loopy games");
    return refuse(field, "unknown property '" + name + "' for a loopy game: LeftStop, RightStop, OutcomeClass, Followers, "
                         "FollowerCount, LeftOptions, RightOptions, IsIdempotent, IsInfinitesimal, IsNumberish, IsNumberTiny, IsPlumtree, Degree, "
                         "Onside, Offside, Tiny, Miny");
}

std::string class_of(const Read& r) {
    const Outcomes o = outcomes(r.g);
    return outcome_class(o.left_first[r.root], o.right_first[r.root]);
}

//-----------------------------------------------------------------------------
// [SECTION] Relations
//-----------------------------------------------------------------------------

// Whether a >= b and b >= a, for stoppers a and b (position 0 of each).
Result<std::pair<bool, bool>> equal_or_order(const Graph& a, const Graph& b, const Caps& caps) {
    Graph both = a;
    const int off = both.size();
    for (int v = 0; v < b.size(); ++v) both.add();
    for (int v = 0; v < b.size(); ++v) {
        for (int u : b.left[v]) both.left[off + v].push_back(off + u);
        for (int u : b.right[v]) both.right[off + v].push_back(off + u);
    }
    if (both.size() > caps.max_compare)
        return Error{"", Error::kWhole, "too large: the two games have " + std::to_string(both.size()) +
                                            " positions together; compared here up to " + std::to_string(caps.max_compare)};
    const auto ge = order(both);
    const std::size_t m = static_cast<std::size_t>(both.size()), o = static_cast<std::size_t>(off);
    return std::pair{ge[o] != 0, ge[o * m] != 0};
}

Result<Calc> relation(std::string_view expr, const Split& sp, const Limits& limits, std::string_view field) {
    Caps caps;
    caps.max_depth = limits.max_depth;
    auto a = read(expr.substr(0, sp.at), caps, field);
    if (!a) return a.error();
    auto b = read(expr.substr(sp.at + sp.len), caps, field);
    if (!b) {
        Error e = b.error();
        if (e.offset != Error::kWhole) e.offset += sp.at + sp.len;
        return e;
    }
    // G >= H: for stoppers, Left survives G - H moving second; for stopper-sided values, side by
    // side: G+ >= H+ and G- >= H- (Winning Ways ch. 11; Siegel VI). A stopper is both its sides.
    bool g_ge = true, g_le = true;
    for (int k = 0; k < 2; ++k) {
        Graph sides[2];
        for (int j = 0; j < 2; ++j) {
            const Graph& x = (j == 0 ? a : b)->g;
            if (is_stopper(x)) {
                sides[j] = x;
                continue;
            }
            auto sd = side(x, k == 0, caps);
            if (!sd) return refuse(field, std::string("the ") + (j == 0 ? "left" : "right") + " game is not a stopper and its " +
                                              (k == 0 ? "onside" : "offside") + " was not found (" + sd.error().message + "), so it is not compared");
            sides[j] = std::move(sd.value());
        }
        auto ge = equal_or_order(sides[0], sides[1], caps);
        if (!ge) return refuse(field, ge.error().message);
        g_ge = g_ge && ge->first;
        g_le = g_le && ge->second;
        if (is_stopper(a->g) && is_stopper(b->g)) break; // one comparison is all
    }
    const std::string& op = sp.op;
    const bool res = op == "==" ? g_ge && g_le : op == "!=" ? !(g_ge && g_le) : op == ">=" ? g_ge : op == "<=" ? g_le
                   : op == ">" ? g_ge && !g_le : op == "<" ? g_le && !g_ge : op == "<>" ? !g_ge && !g_le
                   : op == "<|" ? !g_ge : !g_le; // |>
    Calc c;
    c.expr = std::string(expr);
    c.result = res ? "true" : "false";
    c.result_kind = "boolean";
    return c;
}

//-----------------------------------------------------------------------------
// [SECTION] Calculator
//-----------------------------------------------------------------------------

// The text of a canonical stopper: a loop-free one as the short game it is.
std::string stopper_text(const Graph& g, const Caps& caps) {
    if (!loop_free(g, 0)) return print_canon(g, caps);
    Canon k(g, 0);
    return k.store.text(*k.short_id[0]);
}

// A game that is not a stopper: its sides by sidling, printed onside & offside (dud = on & off).
Result<Calc> sided(Calc c, const Read& r, const std::string& prop, std::string_view field, const Caps& caps) {
    if (prop == "OutcomeClass") return c.result = c.loopy_outcome, c.result_kind = "text", c;
    auto on = side(r.g, true, caps);
    auto off = on ? side(r.g, false, caps) : on;
    if (!on || !off) {
        const std::string why = (!on ? on : off).error().message;
        if (!prop.empty()) return refuse(field, "'" + prop + "': this game is not a stopper and its sides were not found (" + why + ")");
        c.note = "not a stopper (play can go on forever with both players moving); its outcome class is found by "
                 "retrograde analysis; its onside and offside were not found: " + why;
        return c;
    }
    // The onside is at least the offside (Siegel VI): checked, never assumed.
    Graph both = on.value();
    const int o = both.size();
    for (int v = 0; v < off->size(); ++v) both.add();
    for (int v = 0; v < off->size(); ++v) {
        for (int u : off->left[v]) both.left[o + v].push_back(o + u);
        for (int u : off->right[v]) both.right[o + v].push_back(o + u);
    }
    if (both.size() > caps.max_compare) return refuse(field, "too large: its sides are too large to compare");
    const auto ge = order(both);
    if (!ge[static_cast<std::size_t>(o)]) return refuse(field, "internal check failed: the onside found is not above the offside");
    const std::string on_t = stopper_text(on.value(), caps), off_t = stopper_text(off.value(), caps);
    if (prop == "Onside") return c.result = on_t, c.result_kind = "game", c;
    if (prop == "Offside") return c.result = off_t, c.result_kind = "game", c;
    if (!prop.empty())
        return refuse(field, "'" + prop + "' is computed here only for stoppers; this game is stopper-sided (" + on_t + " & " + off_t + ")");
    const bool same = ge[static_cast<std::size_t>(o) * static_cast<std::size_t>(both.size())] != 0;
    c.canonical_known = true;
    c.canonical_text = same ? on_t : on_t == "on" && off_t == "off" ? "dud" : on_t + " & " + off_t;
    c.name = Store::Name{c.canonical_text, "stopper-sided"};
    c.brace_text = c.canonical_text;
    c.note = "not a stopper (play can go on forever with both players moving): its value is onside & offside, found by sidling";
    c.properties = {{"Onside", on_t}, {"Offside", off_t}, {"OutcomeClass", c.loopy_outcome}};
    return c;
}

} // namespace

namespace {
Result<Calc> answer(const Read& r, std::string_view expr, const std::string& prop, const Limits& limits, std::string_view field,
                    const Caps& caps);
} // namespace

Result<Calc> calculate(std::string_view expr, const Limits& limits, std::string_view field) {
    if (expr.size() > limits.max_length)
        return refuse(field, "too long: " + std::to_string(expr.size()) + " characters (at most " + std::to_string(limits.max_length) + ")");
    if (auto sp = find_relation(expr); sp.at != std::string_view::npos) return relation(expr, sp, limits, field);
    const std::size_t dot = find_property(expr);
    std::string prop;
    if (dot != std::string_view::npos) {
        prop = std::string(expr.substr(dot + 1));
        std::erase(prop, ' ');
    }
    if (prop == "Tiny" || prop == "Miny") { // CGSuite's on.Tiny: Tiny(on)
        auto t = loopy::calculate(prop + "(" + std::string(expr.substr(0, dot)) + ")", limits, field);
        if (!t) return t.error();
        t.value().expr = std::string(expr);
        return t;
    }
    Caps caps;
    caps.max_depth = limits.max_depth;
    auto r = read(expr.substr(0, dot), caps, field);
    if (!r) return r.error();
    return answer(r.value(), expr, prop, limits, field, caps);
}

Result<Calc> calculate(const Graph& g, int root, const Limits& limits, std::string_view field) {
    Caps caps;
    caps.max_depth = limits.max_depth;
    return answer(Read{g, root}, "", "", limits, field, caps);
}

namespace {

// The answer for the game at r.root (its property `prop` if not empty), `expr` its text.
Result<Calc> answer(const Read& r, std::string_view expr, const std::string& prop, const Limits& limits, std::string_view field,
                    const Caps& caps) {
    const std::string oc = class_of(r);
    Calc c;
    c.expr = std::string(expr);
    c.loopy_outcome = oc;
    c.outcome = short_outcome(oc);
    c.left_wins_first = c.outcome == Outcome::L || c.outcome == Outcome::N;
    c.left_wins_second = c.outcome == Outcome::L || c.outcome == Outcome::P;
    if (!is_stopper(r.g)) return sided(c, r, prop, field, caps);
    auto g = canonical_of(r, field, caps);
    if (!g) return g.error();
    if (loop_free(g.value(), 0)) {
        // Loop-free: a short game, which the short calculator answers in full.
        Canon k(g.value(), 0);
        const std::string t = k.store.text(*k.short_id[0]);
        auto s = cgt::calculate(prop.empty() ? t : "(" + t + ")." + prop, limits, field);
        if (!s) return s.error();
        s.value().expr = std::string(expr);
        return s;
    }
    if (!prop.empty()) {
        auto p = property(g.value(), oc, prop, field, caps);
        if (!p) return p.error();
        c.result = p->first;
        c.result_kind = p->second;
        return c;
    }
    c.canonical_known = true;
    c.canonical_text = print_canon(g.value(), caps);
    c.name = Store::Name{c.canonical_text, "loopy stopper"};
    c.brace_text = c.canonical_text;
    for (const char* k : {"LeftStop", "RightStop", "OutcomeClass", "FollowerCount", "IsPlumtree"}) {
        auto p = property(g.value(), oc, k, field, caps);
        c.properties.emplace_back(k, p ? p->first : "");
    }
    return c;
}

} // namespace

std::string text(const Graph& g) { return print_canon(g, Caps{}); }

std::string outcome_sentence(const std::string& o) {
    if (o == "L") return "L: Left wins, moving first or second";
    if (o == "R") return "R: Right wins, moving first or second";
    if (o == "P") return "P: the previous player wins - whoever moves first loses";
    if (o == "N") return "N: the next player wins - whoever moves first wins";
    if (o == "D") return "D: a draw (play goes on forever) whoever moves first";
    if (o == "NHat") return "NHat: Left wins moving first; Right moving first draws";
    if (o == "NCheck") return "NCheck: Right wins moving first; Left moving first draws";
    if (o == "PHat") return "PHat: Left wins when Right moves first; Left moving first draws";
    if (o == "PCheck") return "PCheck: Right wins when Left moves first; Right moving first draws";
    return o;
}

} // namespace gl::cgt::loopy
