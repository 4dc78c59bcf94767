// Thermographs (src/cgt/thermograph): stops, means, temperatures, cooling, heating, overheating
// and reduced canonical forms against published values (Winning Ways ch. 6; Siegel, Combinatorial
// Game Theory, II.5 and II.6), values worked by hand from the definitions, and brute force.
#include <doctest.h>

#include <map>
#include <random>
#include <set>
#include <vector>

#include "cgt/store.h"
#include "cgt/thermograph.h"

using namespace gl;
using namespace gl::cgt;

namespace doctest {
template <> struct StringMaker<Dyadic> {
    static String convert(const Dyadic& x) { return x.text().c_str(); }
};
} // namespace doctest

namespace {

Dyadic D(std::int64_t num, int exp = 0) { return Dyadic::make(num, exp); }

// Games built by hand: numbers, *, and {L | R} of canonical games made canonical.
struct Games {
    Store s;
    Id n(std::int64_t num, int exp = 0) { return s.of_number(D(num, exp)); }
    Id star() { return s.of_nimber(1); }
    Id up() { return s.of_ups(1, 0); }
    Id g(std::vector<Id> l, std::vector<Id> r) { return s.simplify(std::move(l), std::move(r)); }
    Id plus(Id a, Id b) { return s.add(a, b); }
};

// Random literal forms: options drawn from the forms of earlier rounds (as in cgt_test.cpp).
// The first round may use a few numbers besides 0, so that hot games come up often.
std::vector<Id> random_forms(Store& s, std::mt19937& rng, int rounds, int per_round) {
    std::vector<Id> pool{Store::kZero};
    for (std::int64_t n : {-2, -1, 1, 2, 3}) pool.push_back(s.of_number(Dyadic::make(n, 0)));
    pool.push_back(s.of_number(Dyadic::make(1, 1)));
    for (int r = 0; r < rounds; ++r) {
        const std::size_t base = pool.size();
        for (int k = 0; k < per_round; ++k) {
            std::vector<Id> l, rr;
            for (std::uint32_t i = rng() % 3; i > 0; --i) l.push_back(pool[rng() % base]);
            for (std::uint32_t i = rng() % 3; i > 0; --i) rr.push_back(pool[rng() % base]);
            pool.push_back(s.make(l, rr));
        }
    }
    return pool;
}

// Stops by plain recursion over a literal form (Siegel II.5): the value if the form equals a
// number (the canonical form is used only to tell), else the best stop of an option.
Dyadic brute_stop(Store& s, Id form, bool left) {
    if (auto x = s.number(s.canonical(form))) return *x;
    std::optional<Dyadic> best;
    for (Id o : left ? s.left(form) : s.right(form)) {
        const Dyadic v = brute_stop(s, o, !left);
        if (!best || (left ? v > *best : v < *best)) best = v;
    }
    REQUIRE(best); // a form that is not a number has options for both players
    return *best;
}

// The leaves of the tree of play from a canonical form, walked path by path (no memo).
std::uint64_t brute_stop_count(Store& s, Id g) {
    std::uint64_t leaves = 0;
    std::vector<Id> stack{g};
    while (!stack.empty()) {
        const Id x = stack.back();
        stack.pop_back();
        if (s.number(x)) {
            ++leaves;
            continue;
        }
        for (Id o : s.left(x)) stack.push_back(o);
        for (Id o : s.right(x)) stack.push_back(o);
    }
    return leaves;
}

// Cooling straight from the definition (Siegel II.5; Winning Ways ch. 6): G_t = G for a number;
// else G_t = x if G_t' is infinitely close to the number x (its two stops equal x) for some
// t' < t, else {G^L_t - t | G^R_t + t}. The t' tried are the multiples of 1/64 from -1 up: the
// temperatures of the small games tested are multiples of 1/64, and the games infinitely close
// to a number form an interval of t' closed below.
class CoolOracle {
  public:
    explicit CoolOracle(Store& s) : s_(s) {}
    // Siegel's definition (II.5, as CGSuite computes it): an integer is never cooled; any other
    // game, a fraction included, by the formula until it is infinitely close to a number.
    Id cool(Id g, Dyadic t) {
        if (auto x = s_.number(g); x && x->is_integer()) return g;
        const auto key = std::make_tuple(g, t.num, t.exp);
        if (auto it = memo_.find(key); it != memo_.end()) return it->second;
        Id result = raw(g, t);
        for (Dyadic u = D(-1); u < t; u = u + D(1, 6)) {
            const Id x = raw(g, u);
            const Dyadic ls = brute_stop(s_, x, true), rs = brute_stop(s_, x, false);
            if (ls == rs) {
                result = s_.of_number(ls);
                break;
            }
        }
        memo_.emplace(key, result);
        return result;
    }

  private:
    Id raw(Id g, Dyadic t) {
        std::vector<Id> l, r;
        for (Id o : s_.left(g)) l.push_back(s_.add(cool(o, t), s_.of_number(-t)));
        for (Id o : s_.right(g)) r.push_back(s_.add(cool(o, t), s_.of_number(t)));
        return s_.simplify(l, r);
    }
    Store& s_;
    std::map<std::tuple<Id, std::int64_t, int>, Id> memo_;
};

} // namespace

TEST_CASE("thermograph: stops of numbers, nimbers, ups and switches (Siegel II.5)") {
    Games G;
    Store& s = G.s;
    CHECK(left_stop(s, G.n(3)) == D(3));
    CHECK(right_stop(s, G.n(3, 3)) == D(3, 3));
    CHECK(left_stop(s, G.star()) == D(0));
    CHECK(right_stop(s, G.star()) == D(0));
    const Id upstar = G.plus(G.up(), G.star());
    CHECK(left_stop(s, upstar) == D(0));
    CHECK(right_stop(s, upstar) == D(0));
    const Id pm1 = G.g({G.n(1)}, {G.n(-1)});
    CHECK(left_stop(s, pm1) == D(1));
    CHECK(right_stop(s, pm1) == D(-1));
    // {3 || 2* | 1*}: Left stops at 3; Right moves to {2*|1*}, where Left moves to 2*: 2.
    const Id h = G.g({G.plus(G.n(2), G.star())}, {G.plus(G.n(1), G.star())});
    const Id g = G.g({G.n(3)}, {h});
    CHECK(left_stop(s, g) == D(3));
    CHECK(right_stop(s, g) == D(2));
}

TEST_CASE("thermograph: {3||2*|1*} has mean 9/4 and temperature 3/4 (Siegel, CGT II.5)") {
    Games G;
    Store& s = G.s;
    const Id h = G.g({G.plus(G.n(2), G.star())}, {G.plus(G.n(1), G.star())});
    const Id g = G.g({G.n(3)}, {h});
    auto th = thermograph(s, g);
    REQUIRE(th);
    CHECK(th->mean == D(9, 2));
    CHECK(th->temperature == D(3, 2));
    CHECK(*mean(s, g) == D(9, 2));
    CHECK(*temperature(s, g) == D(3, 2));
    // The walls, worked by hand from Winning Ways ch. 6: Left's is 3 - t up to the mast; Right's is
    // 2 + t below 0, 2 up to 1/2 (the temperature of {2*|1*}), then 3/2 + t up to 3/4.
    CHECK(th->left.at(D(-1)) == D(4));
    CHECK(th->left.at(D(0)) == D(3));
    CHECK(th->left.at(D(1, 1)) == D(5, 1));
    CHECK(th->left.at(D(5)) == D(9, 2));
    CHECK(th->right.at(D(-1)) == D(1));
    CHECK(th->right.at(D(-1, 1)) == D(3, 1));
    CHECK(th->right.at(D(0)) == D(2));
    CHECK(th->right.at(D(1, 2)) == D(2));
    CHECK(th->right.at(D(5, 3)) == D(17, 3));
    CHECK(th->right.at(D(3)) == D(9, 2));
    // Points rise in t and start at -1; the last is where the mast begins.
    for (const Wall* w : {&th->left, &th->right}) {
        REQUIRE(!w->points.empty());
        CHECK(w->points.front().first == D(-1));
        CHECK(w->points.back() == std::make_pair(D(3, 2), D(9, 2)));
        for (std::size_t i = 1; i < w->points.size(); ++i) CHECK(w->points[i - 1].first < w->points[i].first);
    }
    // {2*|1*}: mean 3/2, temperature 1/2.
    CHECK(*mean(s, h) == D(3, 1));
    CHECK(*temperature(s, h) == D(1, 1));
}

TEST_CASE("thermograph: switches and hot games of Winning Ways ch. 6, worked by hand") {
    Games G;
    Store& s = G.s;
    struct Case {
        Id g;
        Dyadic mean, temperature;
    };
    const Id pm1 = G.g({G.n(1)}, {G.n(-1)});
    const Id two_m1 = G.g({G.n(2)}, {G.n(-1)});
    const Id four_1 = G.g({G.n(4)}, {G.n(1)});
    const Id a = G.g({G.n(5)}, {G.n(4)}), b = G.g({G.n(3)}, {G.n(2)});
    const Id ab = G.g({a}, {b}); // {5|4||3|2}: scaffolds 4 / 9/2 - t and 3 / 5/2 + t meet at t = 1
    const Id six = G.g({G.n(6)}, {two_m1}); // {6||2|-1}: 6 - t meets 1/2 + t at t = 11/4
    const std::vector<Case> cases{
        {pm1, D(0), D(1)},              // {x|-x} has mean 0, temperature x (Winning Ways ch. 6)
        {two_m1, D(1, 1), D(3, 1)},     // {a|b}, a > b numbers: mean (a+b)/2, temperature (a-b)/2
        {four_1, D(5, 1), D(3, 1)},
        {ab, D(7, 1), D(1)},
        {six, D(13, 2), D(11, 2)},
        {G.star(), D(0), D(0)},         // infinitesimals: temperature 0
        {G.up(), D(0), D(0)},
        {G.plus(G.up(), G.star()), D(0), D(0)},
        {G.n(3), D(3), D(-1)},          // numbers: -1/2^k, integers -1 (CGSuite's convention)
        {G.n(1, 1), D(1, 1), D(-1, 1)},
        {G.n(3, 3), D(3, 3), D(-1, 3)},
        {G.n(-5, 2), D(-5, 2), D(-1, 2)},
    };
    for (const Case& c : cases) {
        CAPTURE(s.text(c.g));
        CHECK(*mean(s, c.g) == c.mean);
        CHECK(*temperature(s, c.g) == c.temperature);
    }
    // ±1: walls 1 - t and -1 + t up to the mast at t = 1.
    auto th = thermograph(s, pm1);
    REQUIRE(th);
    CHECK(th->left.at(D(-1)) == D(2));
    CHECK(th->left.at(D(1, 1)) == D(1, 1));
    CHECK(th->right.at(D(1, 1)) == D(-1, 1));
    CHECK(th->left.at(D(7)) == D(0));
    // *: walls -t and t below 0, the mast at 0 above.
    th = thermograph(s, G.star());
    REQUIRE(th);
    CHECK(th->left.at(D(-1)) == D(1));
    CHECK(th->right.at(D(-1)) == D(-1));
    CHECK(th->left.at(D(2)) == D(0));
    // A number: one point, the mast from t = -1.
    th = thermograph(s, G.n(3, 3));
    REQUIRE(th);
    CHECK(th->left.points.size() == 1);
    CHECK(th->left.at(D(-1)) == D(3, 3));
    CHECK(th->right.at(D(4)) == D(3, 3));
}

TEST_CASE("thermograph: stops against plain recursion over random forms") {
    Store s;
    std::mt19937 rng(11);
    const std::vector<Id> forms = random_forms(s, rng, 3, 30);
    for (Id f : forms) {
        const Id c = s.canonical(f);
        CAPTURE(s.text(c));
        CHECK(left_stop(s, c) == brute_stop(s, f, true));
        CHECK(right_stop(s, c) == brute_stop(s, f, false));
        CHECK(right_stop(s, c) <= left_stop(s, c));
        // The walls pass through the stops at t = 0 when the game is not a number (Siegel II.5).
        if (!s.number(c)) {
            auto th = thermograph(s, c);
            REQUIRE(th);
            CHECK(th->left.at(Dyadic{}) == left_stop(s, c));
            CHECK(th->right.at(Dyadic{}) == right_stop(s, c));
        }
    }
}

TEST_CASE("thermograph: stop count against the play tree walked path by path") {
    Games G;
    Store& s = G.s;
    CHECK(*stop_count(s, G.n(5)) == 1);
    CHECK(*stop_count(s, G.star()) == 2);
    CHECK(*stop_count(s, G.g({G.n(1)}, {G.n(-1)})) == 2);
    const Id h = G.g({G.plus(G.n(2), G.star())}, {G.plus(G.n(1), G.star())});
    CHECK(*stop_count(s, G.g({G.n(3)}, {h})) == 5); // 3; 2*: 2, 2; 1*: 1, 1
    std::mt19937 rng(5);
    for (Id f : random_forms(s, rng, 3, 30)) {
        const Id c = s.canonical(f);
        CHECK(*stop_count(s, c) == brute_stop_count(s, c));
    }
}

TEST_CASE("thermograph: the mean of a sum is the sum of the means (Winning Ways ch. 6)") {
    Store s;
    std::mt19937 rng(3);
    std::vector<Id> games;
    for (Id f : random_forms(s, rng, 3, 30)) games.push_back(s.canonical(f));
    for (int k = 0; k < 40; ++k) {
        const Id a = games[rng() % games.size()], b = games[rng() % games.size()];
        CAPTURE(s.text(a));
        CAPTURE(s.text(b));
        CHECK(*mean(s, s.add(a, b)) == *mean(s, a) + *mean(s, b));
        // And the mean lies between the stops.
        CHECK(right_stop(s, a) <= *mean(s, a));
        CHECK(*mean(s, a) <= left_stop(s, a));
    }
}

TEST_CASE("thermograph: cooling, freezing (Siegel II.5; Winning Ways ch. 6)") {
    Games G;
    Store& s = G.s;
    const Id pm1 = G.g({G.n(1)}, {G.n(-1)});
    CHECK(*cool(s, pm1, D(1, 1)) == G.g({G.n(1, 1)}, {G.n(-1, 1)})); // ±1/2
    CHECK(*cool(s, pm1, D(1)) == G.star());                          // at the temperature: *
    CHECK(*cool(s, pm1, D(2)) == G.n(0));                            // above it: the mean
    CHECK(*cool(s, pm1, D(0)) == pm1);
    CHECK(*cool(s, pm1, D(-1, 1)) == G.g({G.n(3, 1)}, {G.n(-3, 1)}));
    const Id two_m1 = G.g({G.n(2)}, {G.n(-1)});
    CHECK(*cool(s, two_m1, D(1, 1)) == G.g({G.n(3, 1)}, {G.n(-1, 1)}));
    CHECK(*cool(s, two_m1, D(3, 1)) == G.plus(G.n(1, 1), G.star()));
    CHECK(*cool(s, two_m1, D(2)) == G.n(1, 1));
    CHECK(*cool(s, G.n(3, 2), D(1)) == G.n(3, 2)); // numbers are not cooled
    CHECK(*cool(s, G.up(), D(1, 2)) == G.n(0));   // above temperature 0: the mean
    // {3||2*|1*} frozen (cooled by 3/4): {9/4 | 3/2 + 3/4} = 9/4*.
    const Id h = G.g({G.plus(G.n(2), G.star())}, {G.plus(G.n(1), G.star())});
    const Id g = G.g({G.n(3)}, {h});
    CHECK(*freeze(s, g) == G.plus(G.n(9, 2), G.star()));
    CHECK(*freeze(s, pm1) == G.star());
    CHECK(*freeze(s, G.n(7)) == G.n(7));
    // Cooled by 1/2: {2*|1*} cooled by its temperature 1/2 is {2 - 1/2 | 1 + 1/2} = 3/2*, so the
    // game is {3 - 1/2 | 3/2* + 1/2} = {5/2 | 2*}.
    CHECK(*cool(s, g, D(1, 1)) == G.g({G.n(5, 1)}, {G.plus(G.n(2), G.star())}));
}

TEST_CASE("thermograph: cooling against its definition on random games") {
    Store s;
    std::mt19937 rng(17);
    std::vector<Id> games;
    for (Id f : random_forms(s, rng, 3, 30)) games.push_back(s.canonical(f));
    CoolOracle oracle(s);
    const std::vector<Dyadic> ts{D(-1, 1), D(0), D(1, 2), D(1, 1), D(1), D(3, 1)};
    for (Id g : games) {
        CAPTURE(s.text(g));
        const Dyadic T = *temperature(s, g), m = *mean(s, g);
        for (Dyadic t : ts) {
            CAPTURE(t.text());
            const Id c = *cool(s, g, t);
            CHECK(c == oracle.cool(g, t));
            if (s.number(g)) continue;
            CHECK(*mean(s, c) == m); // cooling keeps the mean (Siegel II.5)
            if (Dyadic{} <= t && t < T) CHECK(*temperature(s, c) == T - t);
            // Below the temperature the walls are the stops of the cooled game (Siegel II.5).
            if (t < T) {
                auto th = thermograph(s, g);
                CHECK(th->left.at(t) == left_stop(s, c));
                CHECK(th->right.at(t) == right_stop(s, c));
            }
        }
    }
}

TEST_CASE("thermograph: heating and overheating, worked from the definitions") {
    Games G;
    Store& s = G.s;
    const Id one = G.n(1);
    // Heating by 1 (Winning Ways ch. 6): * = {0|0} -> {1|-1}; ^ = {0|*} -> {1 | ±1 - 1} = {1||0|-2}.
    const Id pm1 = G.g({G.n(1)}, {G.n(-1)});
    CHECK(*heat(s, G.star(), one) == pm1);
    CHECK(*heat(s, G.up(), one) == G.g({G.n(1)}, {G.g({G.n(0)}, {G.n(-2)})}));
    CHECK(*heat(s, G.n(3, 1), one) == G.n(3, 1)); // numbers are not heated
    // Heating undoes cooling on {2|-1} (options numbers): cooled by 1/2 is {3/2|-1/2}.
    const Id two_m1 = G.g({G.n(2)}, {G.n(-1)});
    CHECK(*heat(s, *cool(s, two_m1, D(1, 1)), G.n(1, 1)) == two_m1);
    // Overheating from 1 to 1: * -> {1 + 0 | -1 + 0} = ±1; 1/2 = {0|1} -> {1 + 0 | -1 + 1} = {1|0};
    // the integer 2 -> 1 + 1 = 2 (n copies of s); from * to 1: 2 -> * + * = 0.
    CHECK(*overheat(s, G.star(), one, one) == pm1);
    CHECK(*overheat(s, G.n(1, 1), one, one) == G.g({G.n(1)}, {G.n(0)}));
    CHECK(*overheat(s, G.n(2), one, one) == G.n(2));
    CHECK(*overheat(s, G.n(2), G.star(), one) == G.n(0));
    CHECK(*overheat(s, G.n(-3), G.up(), one) == s.of_ups(-3, 0));
}

TEST_CASE("thermograph: reduced canonical forms (Siegel II.6)") {
    Games G;
    Store& s = G.s;
    auto rcf = [&](Id g) { return *reduced_canonical_form(s, g); };
    CHECK(rcf(G.up()) == G.n(0));
    CHECK(rcf(G.star()) == G.n(0));
    CHECK(rcf(G.plus(G.up(), G.star())) == G.n(0));
    CHECK(rcf(G.plus(G.n(3, 2), G.up())) == G.n(3, 2)); // x + infinitesimal -> x
    CHECK(rcf(G.n(5)) == G.n(5));
    const Id pm1 = G.g({G.n(1)}, {G.n(-1)});
    CHECK(rcf(pm1) == pm1);
    CHECK(rcf(G.plus(pm1, G.up())) == pm1);
    CHECK(rcf(G.g({G.plus(G.n(1), G.star())}, {G.n(-1)})) == pm1);
    // {3 || 2* | 1*} -> {3 || 2 | 1} (Siegel II.6).
    const Id h = G.g({G.plus(G.n(2), G.star())}, {G.plus(G.n(1), G.star())});
    const Id g = G.g({G.n(3)}, {h});
    CHECK(rcf(g) == G.g({G.n(3)}, {G.g({G.n(2)}, {G.n(1)})}));
    // On random games: infinitely close to the game, idempotent, blind to added infinitesimals.
    std::mt19937 rng(23);
    for (Id f : random_forms(s, rng, 3, 30)) {
        const Id c = s.canonical(f);
        CAPTURE(s.text(c));
        const Id r = rcf(c);
        const Id diff = s.add(c, s.negate(r));
        CHECK(left_stop(s, diff) == D(0));
        CHECK(right_stop(s, diff) == D(0));
        CHECK(rcf(r) == r);
        CHECK(rcf(s.add(c, G.up())) == r);
        CHECK(rcf(s.add(c, G.star())) == r);
    }
}

TEST_CASE("thermograph: SVG and TikZ drawings mark the mean and temperature") {
    Games G;
    Store& s = G.s;
    const Id h = G.g({G.plus(G.n(2), G.star())}, {G.plus(G.n(1), G.star())});
    const Id g = G.g({G.n(3)}, {h});
    auto th = thermograph(s, g);
    REQUIRE(th);
    const std::string svg = thermograph_svg(*th, "{3||2*|1*} & co");
    CHECK(svg.rfind("<svg", 0) == 0);
    CHECK(svg.find("viewBox") != std::string::npos);
    CHECK(svg.find("9/4") != std::string::npos);
    CHECK(svg.find("3/4") != std::string::npos);
    CHECK(svg.find("&amp; co") != std::string::npos);
    CHECK(svg.find("</svg>") == svg.size() - 7);
    const std::string tikz = thermograph_tikz(*th, "G");
    CHECK(tikz.rfind("\\begin{tikzpicture}", 0) == 0);
    CHECK(tikz.find("\\end{tikzpicture}") != std::string::npos);
    CHECK(tikz.find("9/4") != std::string::npos);
    CHECK(tikz.find("3/4") != std::string::npos);
    // Values grow to the left: Left's wall (value 4 at t = -1) is drawn left of Right's (value 1).
    auto num_svg = thermograph_svg(*thermograph(s, G.n(1, 1)), "");
    CHECK(num_svg.find("-1/2") != std::string::npos);
}

TEST_CASE("thermograph: a spent work budget gives no answer instead of a wrong one") {
    Games G;
    Store& s = G.s;
    Id sum = Store::kZero;
    for (int k = 1; k <= 4; ++k) sum = s.add(sum, G.g({G.n(k)}, {G.plus(G.n(-k), G.star())}));
    const Id g = G.g({sum}, {G.n(-9)});
    s.set_limit(3);
    CHECK_FALSE(thermograph(s, g).has_value());
    CHECK(s.exhausted());
    s.set_limit(UINT64_MAX);
    CHECK(thermograph(s, sum).has_value());
}
