// methods.cpp - CGSuite's properties and methods, each by its definition (see methods.h).
#include "cgt/methods.h"

#include <algorithm>
#include <functional>
#include <set>

#include "cgt/algebra.h"
#include "cgt/thermograph.h"

namespace gl::cgt {

namespace {

const std::vector<Method> kMethods = {
    // Argument-free, in the order of the page's properties table.
    {"Mean", 0, "G.Mean", "The value of the thermograph's mast: G cooled past its temperature is this number plus an infinitesimal; the mean of a sum is the sum of the means.", "Winning Ways ch. 6; Siegel II.5"},
    {"Temperature", 0, "G.Temperature", "The least t at which G cooled by t is a number plus an infinitesimal (where the thermograph's walls meet the mast); a number m/2^k has temperature -1/2^k.", "Winning Ways ch. 6; Siegel II.5"},
    {"LeftStop", 0, "G.LeftStop", "The number reached when Left moves first and both play to the first number: G itself for a number, else the largest right stop of a Left option.", "Siegel II.3"},
    {"RightStop", 0, "G.RightStop", "The number reached when Right moves first: G for a number, else the least left stop of a Right option.", "Siegel II.3"},
    {"StopCount", 0, "G.StopCount", "How many plays of alternating moves reach a number (the leaves of the tree of stops).", "CGSuite"},
    {"AtomicWeight", 0, "G.AtomicWeight", "For an atomic infinitesimal G, the game aw(G) with G close to aw(G).^: aw = {aw(G^L) - 2 | aw(G^R) + 2}, with the eccentric cases settled against the far star.", "Winning Ways ch. 8; Siegel II.7"},
    {"ReducedCanonicalForm", 0, "G.ReducedCanonicalForm", "The simplest game that differs from G by an infinitesimal.", "Siegel II.6 (Calistrate; Grossman and Siegel)"},
    {"Incentives", 0, "G.Incentives", "Left's incentives G^L - G and Right's G - G^R: what each move gains.", "Winning Ways ch. 6; Siegel II.5"},
    {"LeftIncentives", 0, "G.LeftIncentives", "The Left incentives G^L - G.", "Winning Ways ch. 6; Siegel II.5"},
    {"RightIncentives", 0, "G.RightIncentives", "The Right incentives G - G^R.", "Winning Ways ch. 6; Siegel II.5"},
    {"Freeze", 0, "G.Freeze", "G cooled by its own temperature: its mean plus an infinitesimal.", "Winning Ways ch. 6; Siegel II.5"},
    {"Companion", 0, "G.Companion", "Conway's companion of an all-small game: 0 and * exchanged at the foot of every play.", "Winning Ways ch. 8; Siegel II.7"},
    {"UptimalExpansion", 0, "G.UptimalExpansion", "G written as x + d1.^ + d2.^<2> + ... (+ *), for games that are uptimals.", "Siegel II.4"},
    {"Followers", 0, "G.Followers", "Every position reachable from G's canonical form, G included.", "Siegel II.1"},
    {"FollowerCount", 0, "G.FollowerCount", "How many followers G's canonical form has.", "Siegel II.1"},
    {"LeftOptions", 0, "G.LeftOptions", "The Left options of G's canonical form.", "Siegel II.1"},
    {"RightOptions", 0, "G.RightOptions", "The Right options of G's canonical form.", "Siegel II.1"},
    {"Birthday", 0, "G.Birthday", "The day G is born: 0 for 0, else one more than its options' latest, on the canonical form.", "Winning Ways ch. 2; Siegel II.1"},
    {"OutcomeClass", 0, "G.OutcomeClass", "Who wins: L (Left, whoever starts), R, N (whoever moves first) or P (whoever moves second).", "Winning Ways ch. 1; Siegel II.1"},
    {"IsNumber", 0, "G.IsNumber", "G equals a number: a dyadic rational.", "Siegel II.3"},
    {"IsNimber", 0, "G.IsNimber", "G equals a nimber *n.", "Winning Ways ch. 3; Siegel II.2"},
    {"IsInteger", 0, "G.IsInteger", "G equals an integer.", "Siegel II.3"},
    {"IsInfinitesimal", 0, "G.IsInfinitesimal", "Both stops of G are 0: G lies between every -x and x for positive numbers x.", "Siegel II.4"},
    {"IsAllSmall", 0, "G.IsAllSmall", "Every follower of G other than 0 has options for both players (dicotic).", "Winning Ways ch. 7; Siegel II.4"},
    {"IsNumberish", 0, "G.IsNumberish", "G's left and right stops are equal: a number plus an infinitesimal.", "Siegel II.5"},
    {"IsNumberTiny", 0, "G.IsNumberTiny", "G is x + Tiny(y) or x + Miny(y): {x || x | x - y} with y > 0; CGSuite also counts every number.", "CGSuite; Winning Ways ch. 5"},
    {"IsUptimal", 0, "G.IsUptimal", "G has an uptimal expansion: x + d1.^ + d2.^<2> + ... (+ *).", "Siegel II.4"},
    {"IsAtomic", 0, "G.IsAtomic", "G is an infinitesimal with an atomic weight.", "Winning Ways ch. 8; Siegel II.7"},
    {"IsEven", 0, "G.IsEven", "Every option of G's canonical form is odd (0 is even).", "ONAG ch. 16; Siegel"},
    {"IsOdd", 0, "G.IsOdd", "G is not 0 and every option of its canonical form is even.", "ONAG ch. 16; Siegel"},
    {"IsEvenTempered", 0, "G.IsEvenTempered", "G is a number, or every option of G is odd-tempered: play to a number takes an even number of moves.", "Siegel II.6"},
    {"IsOddTempered", 0, "G.IsOddTempered", "G is not a number and every option of G is even-tempered.", "Siegel II.6"},
    {"IsOrdinal", 0, "G.IsOrdinal", "G's canonical form has no Right options anywhere: a finite ordinal's form.", "ONAG; Siegel"},
    {"IsZero", 0, "G.IsZero", "G = 0: whoever moves first loses.", "Winning Ways ch. 1"},
    // With arguments.
    {"Cool", 1, "G.Cool(t)", "G cooled by t > -1: {G^L_t - t | G^R_t + t}, until it is a number plus an infinitesimal.", "Winning Ways ch. 6; Siegel II.5"},
    {"Heat", 1, "G.Heat(t)", "Norton's heating: G if G is a number, else {t + G^L heated | -t + G^R heated}.", "Winning Ways ch. 6; Siegel II.5"},
    {"Overheat", 2, "G.Overheat(s, t)", "Berlekamp's overheating of G from s to t.", "Winning Ways ch. 6; Siegel II.5"},
    {"NortonProduct", 1, "G.NortonProduct(U)", "Norton's multiplication of G by a positive U: n copies of U for an integer n, else built from U's incentives.", "Winning Ways ch. 8; Siegel II.4"},
    {"ConwayProduct", 1, "G.ConwayProduct(H)", "Conway's product of forms: {G^L H + G H^L - G^L H^L, ... | ...}.", "ONAG ch. 1"},
    {"OrdinalSum", 1, "G.OrdinalSum(H)", "G:H = {G^L, G:H^L | G^R, G:H^R}: H played on top of G.", "Winning Ways ch. 2; Siegel II.4"},
    {"Pow", 1, "G.Pow(n)", "For G = {0|H}: G.Pow(1) = G, G.Pow(n) = {0 | H - G.PowTo(n-1)}; ^.Pow(n) is up-nth, ^<n>.", "Siegel II.4"},
    {"PowTo", 1, "G.PowTo(n)", "For G = {0|H}: G.PowTo(0) = 0, G.PowTo(n) = {G.PowTo(n-1) | H}; ^.PowTo(n) is ^[n].", "Siegel II.4"},
};

Value game(Id g) {
    Value v;
    v.game = g;
    return v;
}
Value boolean(bool b) {
    Value v;
    v.kind = Value::Kind::Boolean;
    v.truth = b;
    return v;
}
Value text(std::string t) {
    Value v;
    v.kind = Value::Kind::Text;
    v.text = std::move(t);
    return v;
}
Value count(std::uint64_t n) {
    Value v;
    v.kind = Value::Kind::Integer;
    v.text = std::to_string(n);
    return v;
}
Value set_of(std::vector<Id> ids) {
    Value v;
    v.kind = Value::Kind::Set;
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    v.set = std::move(ids);
    return v;
}

Error too_large(std::string_view name) {
    return Error{"expr", Error::kWhole, std::string(name) + " is too large to compute within the calculator's limits"};
}

std::vector<Id> followers(Store& s, Id g) {
    std::vector<Id> out, stack{g};
    std::set<Id> seen{g};
    while (!stack.empty() && !s.exhausted()) {
        const Id x = stack.back();
        stack.pop_back();
        out.push_back(x);
        for (const auto* side : {&s.left(x), &s.right(x)})
            for (Id o : std::vector<Id>(*side))
                if (seen.insert(o).second) stack.push_back(o);
    }
    return out;
}

// The nearest known name, for "did you mean": same letters ignoring case, else a shared prefix.
std::string nearest(std::string_view name) {
    std::string lower(name);
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    std::string best;
    std::size_t best_prefix = 0;
    for (const Method& m : kMethods) {
        std::string l(m.name);
        std::transform(l.begin(), l.end(), l.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
        if (l == lower) return m.name;
        std::size_t k = 0;
        while (k < l.size() && k < lower.size() && l[k] == lower[k]) ++k;
        if (k > best_prefix) best_prefix = k, best = m.name;
    }
    return best_prefix >= 3 ? best : std::string();
}

// A game a method computed, or "too large" where it could not (or the store ran out).
Result<Value> computed_game(Store& s, std::optional<Id> r, const std::string& n) {
    if (!r || s.exhausted()) return too_large(n);
    return game(*r);
}

// A number a method computed, as a game.
Result<Value> computed_number(Store& s, std::optional<Dyadic> r, const std::string& n) {
    if (!r || s.exhausted()) return too_large(n);
    const Id id = s.of_number(*r);
    if (s.exhausted()) return too_large(n);
    return game(id);
}

// Why a call is refused: an unknown name (with the nearest known one), or the wrong arguments.
std::optional<Error> refused_call(const Method* m, std::string_view name, const std::vector<Value>& args) {
    if (!m) {
        const std::string near = nearest(name);
        return Error{"expr", Error::kWhole,
                     "'" + std::string(name) + "' is not a property of games here" +
                         (near.empty() ? std::string(" (see the list in the README: Mean, Temperature, Cool(t), ...)")
                                       : "; did you mean " + near + "?")};
    }
    if (args.size() != static_cast<std::size_t>(m->args))
        return Error{"expr", Error::kWhole,
                     std::string(m->signature) + " takes " + std::to_string(m->args) + " argument" + (m->args == 1 ? "" : "s") +
                         ", not " + std::to_string(args.size())};
    for (const Value& a : args)
        if (a.kind != Value::Kind::Game)
            return Error{"expr", Error::kWhole, std::string(m->signature) + " takes games as its arguments"};
    return std::nullopt;
}

// Stops, thermography and the infinitesimals' measures: Mean ... UptimalExpansion. Nothing if n
// is none of them.
std::optional<Result<Value>> thermal_method(Store& s, Id g, const std::string& n) {
    if (n == "Mean") return computed_number(s, mean(s, g), n);
    if (n == "Temperature") return computed_number(s, temperature(s, g), n);
    if (n == "LeftStop") return computed_number(s, left_stop(s, g), n);
    if (n == "RightStop") return computed_number(s, right_stop(s, g), n);
    if (n == "StopCount") {
        auto c = stop_count(s, g);
        if (!c || s.exhausted()) return too_large(n);
        return count(*c);
    }
    if (n == "AtomicWeight") {
        std::string why;
        auto r = atomic_weight(s, g, &why);
        if (s.exhausted()) return too_large(n);
        if (!r) return Error{"expr", Error::kWhole, "G.AtomicWeight: " + (why.empty() ? std::string("that game is not atomic") : why)};
        return game(*r);
    }
    if (n == "ReducedCanonicalForm") return computed_game(s, reduced_canonical_form(s, g), n);
    if (n == "Incentives" || n == "LeftIncentives" || n == "RightIncentives") {
        auto r = incentives(s, g, n != "RightIncentives", n != "LeftIncentives");
        if (!r || s.exhausted()) return too_large(n);
        return set_of(*r);
    }
    if (n == "Freeze") return computed_game(s, freeze(s, g), n);
    if (n == "Companion") return computed_game(s, companion(s, g), n);
    if (n == "UptimalExpansion") {
        auto u = uptimal_expansion(s, g);
        if (s.exhausted()) return too_large(n);
        if (!u) return Error{"expr", Error::kWhole, "G.UptimalExpansion: that game is not an uptimal"};
        return text(uptimal_text(*u));
    }
    return std::nullopt;
}

// The canonical form's shape: Followers, FollowerCount, the options, Birthday, OutcomeClass.
std::optional<Result<Value>> form_method(Store& s, Id g, const std::string& n) {
    // (A large number or nimber has its options made only now, and its followers may be too
    // many: the store says so, and so do these.)
    // An integer n's followers are n, n-1, ..., 0 (or up to 0): counted without listing them.
    if (auto x = s.number(g); n == "FollowerCount" && x && x->is_integer())
        return count(static_cast<std::uint64_t>(x->num < 0 ? -x->num : x->num) + 1);
    if (n == "Followers" || n == "FollowerCount") {
        auto f = followers(s, g);
        if (s.exhausted()) return too_large(n);
        return n == "Followers" ? set_of(std::move(f)) : count(f.size());
    }
    if (n == "LeftOptions" || n == "RightOptions") {
        auto o = n == "LeftOptions" ? s.left(g) : s.right(g);
        if (s.exhausted()) return too_large(n);
        return set_of(std::move(o));
    }
    if (n == "Birthday") return count(s.birthday(g));
    if (n == "OutcomeClass") {
        const Outcome o = s.outcome(g);
        if (s.exhausted()) return too_large(n);
        return text(std::string(1, static_cast<char>(o)));
    }
    return std::nullopt;
}

// The Is... properties.
std::optional<Result<Value>> predicate(Store& s, Id g, const std::string& n) {
    if (n == "IsNumber") return boolean(s.number(g).has_value());
    if (n == "IsNimber") return boolean(s.nimber(g).has_value());
    if (n == "IsInteger") return boolean(s.number(g) && s.number(g)->is_integer());
    if (n == "IsInfinitesimal") return boolean(is_infinitesimal(s, g));
    if (n == "IsAllSmall") return boolean(is_all_small(s, g));
    if (n == "IsNumberish") return boolean(is_numberish(s, g));
    if (n == "IsNumberTiny") return boolean(is_number_tiny(s, g));
    if (n == "IsUptimal") return boolean(is_uptimal(s, g));
    if (n == "IsAtomic") return boolean(is_atomic(s, g));
    if (n == "IsEven") return boolean(is_even(s, g));
    if (n == "IsOdd") return boolean(is_odd(s, g));
    if (n == "IsEvenTempered") return boolean(is_even_tempered(s, g));
    if (n == "IsOddTempered") return boolean(is_odd_tempered(s, g));
    if (n == "IsOrdinal") return boolean(is_ordinal(s, g));
    if (n == "IsZero") return boolean(g == Store::kZero);
    return std::nullopt;
}

// The methods with arguments (already checked to be games): Cool ... PowTo.
std::optional<Result<Value>> method_with_args(Store& s, Id g, const Method& m, const std::string& n, const std::vector<Value>& args) {
    auto number_arg = [&](std::size_t k) { return s.number(args[k].game); };
    if (n == "Cool") {
        const auto t = number_arg(0);
        if (!t) return Error{"expr", Error::kWhole, "G.Cool(t): t must be a number"};
        if (*t <= Dyadic::integer(-1)) return Error{"expr", Error::kWhole, "G.Cool(t): t must be greater than -1"};
        return computed_game(s, cool(s, g, *t), n);
    }
    if (n == "Heat") return computed_game(s, heat(s, g, args[0].game), n);
    if (n == "Overheat") return computed_game(s, overheat(s, g, args[0].game, args[1].game), n);
    if (n == "NortonProduct") {
        // An integer G is n copies of U for any U (as CGSuite); otherwise U must be positive.
        if (auto x = s.number(g); x && x->is_integer()) {
            const i128 k = x->num;
            return computed_game(s, multiple(s, args[0].game, static_cast<std::int64_t>(k)), n);
        }
        if (!s.le(Store::kZero, args[0].game) || s.le(args[0].game, Store::kZero))
            return Error{"expr", Error::kWhole, "G.NortonProduct(U): U must be positive (U > 0)"};
        return computed_game(s, norton_product(s, g, args[0].game), n);
    }
    if (n == "ConwayProduct") return computed_game(s, conway_product(s, g, args[0].game), n);
    if (n == "OrdinalSum") return computed_game(s, ordinal_sum(s, g, args[0].game), n);
    if (n == "Pow" || n == "PowTo") {
        const auto k = number_arg(0);
        if (!k || !k->is_integer() || k->num < (n == "Pow" ? 1 : 0) || k->num > 64)
            return Error{"expr", Error::kWhole, std::string(m.signature) + ": n must be an integer from " + (n == "Pow" ? "1" : "0") + " to 64"};
        std::string why;
        auto r = n == "Pow" ? pow(s, g, k->num, &why) : pow_to(s, g, k->num, &why);
        if (s.exhausted()) return too_large(n);
        if (!r) return Error{"expr", Error::kWhole, std::string(m.signature) + ": " + (why.empty() ? "G must be of the form {0|H}" : why)};
        return game(*r);
    }
    return std::nullopt;
}

} // namespace

const std::vector<Method>& methods() { return kMethods; }

const Method* find_method(std::string_view name) {
    for (const Method& m : kMethods)
        if (name == m.name) return &m;
    return nullptr;
}

Result<Value> call_method(Store& s, Id g, std::string_view name, const std::vector<Value>& args) {
    const Method* m = find_method(name);
    if (auto refused = refused_call(m, name, args)) return *refused;
    const std::string n(name);
    if (auto r = thermal_method(s, g, n)) return std::move(*r);
    if (auto r = form_method(s, g, n)) return std::move(*r);
    if (auto r = predicate(s, g, n)) return std::move(*r);
    if (auto r = method_with_args(s, g, *m, n, args)) return std::move(*r);
    return Error{"expr", Error::kWhole, "'" + n + "' is not available yet"};
}

std::string value_text(Store& s, const Value& v) {
    switch (v.kind) {
    case Value::Kind::Game: {
        std::string t = s.text(v.game);
        return t.empty() ? "(too long to print)" : t;
    }
    case Value::Kind::Boolean: return v.truth ? "true" : "false";
    case Value::Kind::Text:
    case Value::Kind::Integer: return v.text;
    case Value::Kind::Set: {
        std::vector<Id> ids = v.set;
        std::sort(ids.begin(), ids.end(), [&](Id a, Id b) {
            const auto x = s.number(a), y = s.number(b);
            if (x.has_value() != y.has_value()) return x.has_value();
            if (x) return *x < *y;
            const auto m = s.nimber(a), n = s.nimber(b);
            if (m.has_value() != n.has_value()) return m.has_value();
            if (m) return *m < *n;
            if (s.birthday(a) != s.birthday(b)) return s.birthday(a) < s.birthday(b);
            return s.text(a, 400) < s.text(b, 400);
        });
        std::string t = "{";
        for (std::size_t i = 0; i < ids.size(); ++i) {
            if (i) t += ",";
            t += s.text(ids[i]);
        }
        return t + "}";
    }
    }
    return "";
}

const char* value_kind(Store& s, const Value& v) {
    switch (v.kind) {
    case Value::Kind::Game:
        if (auto x = s.number(v.game)) return x->is_integer() ? "integer" : "number";
        return "game";
    case Value::Kind::Boolean: return "boolean";
    case Value::Kind::Set: return "set";
    case Value::Kind::Text: return "text";
    case Value::Kind::Integer: return "integer";
    }
    return "";
}

std::vector<std::pair<std::string, std::string>> properties(Store& s, Id g, std::uint64_t work) {
    std::vector<std::pair<std::string, std::string>> out;
    for (const Method& m : kMethods) {
        if (m.args != 0) continue;
        s.set_limit(std::min<std::uint64_t>(work, 200'000)); // each within its own small budget
        auto r = call_method(s, g, m.name, {});
        out.emplace_back(m.name, r && !s.exhausted() ? value_text(s, r.value()) : std::string());
    }
    return out;
}

} // namespace gl::cgt
