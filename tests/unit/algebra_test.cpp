// Algebra on canonical short games (src/cgt/algebra.*): products, ordinal sums, powers of ^,
// companions, incentives, atomic weights, uptimal expansions and CGSuite's predicates.
//
// Each expected value says where it comes from: "CGSuite" for the values CGSuite's own test
// suite publishes (its CanonicalShortGame test tables), "WW" / "Siegel" / "ONAG" for the books,
// "by hand" for values worked out from the definition in algebra.cpp (the working is in the
// comment), and "brute" for checks against an independent computation or a published identity
// over random games.
#include <doctest.h>

#include <functional>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "cgt/algebra.h"
#include "cgt/store.h"

using namespace gl;
using namespace gl::cgt;

namespace {

Dyadic dy(std::int64_t num, int exp = 0) { return Dyadic::make(num, exp); }
Id num(Store& s, std::int64_t n, int exp = 0) { return s.of_number(dy(n, exp)); }
Id ups(Store& s, std::int64_t n, std::uint32_t star = 0) { return s.of_ups(n, star); }
Id nim(Store& s, std::uint32_t n) { return s.of_nimber(n); }
// {L | R} of canonical options, canonical.
Id G(Store& s, std::vector<Id> l, std::vector<Id> r) { return s.simplify(std::move(l), std::move(r)); }
Id tiny(Store& s, Id y) { return G(s, {Store::kZero}, {G(s, {Store::kZero}, {s.negate(y)})}); } // {0||0|-y}
bool lt(Store& s, Id a, Id b) { return s.le(a, b) && !s.le(b, a); }

// Random canonical games: options drawn from the canonical games of earlier rounds.
std::vector<Id> random_games(Store& s, std::mt19937& rng, int rounds, int per_round, bool all_small = false) {
    std::vector<Id> pool{Store::kZero};
    for (int r = 0; r < rounds; ++r) {
        const std::size_t base = pool.size();
        for (int k = 0; k < per_round; ++k) {
            std::vector<Id> l, rr;
            const std::uint32_t nl = 1 + rng() % 3, nr = all_small ? 1 + rng() % 3 : rng() % 4;
            for (std::uint32_t i = all_small ? nl : rng() % 4; i > 0; --i) l.push_back(pool[rng() % base]);
            for (std::uint32_t i = nr; i > 0; --i) rr.push_back(pool[rng() % base]);
            if (all_small && (l.empty() || rr.empty())) continue;
            pool.push_back(G(s, l, rr));
        }
    }
    std::set<Id> seen(pool.begin(), pool.end());
    return {seen.begin(), seen.end()};
}

// Nim-multiplication by its definition (ONAG ch. 6): a (x) b = mex { a'(x)b ^ a(x)b' ^ a'(x)b' }.
std::uint32_t nim_product(std::uint32_t a, std::uint32_t b) {
    static std::vector<std::vector<std::uint32_t>> memo(64, std::vector<std::uint32_t>(64, ~0u));
    if (memo[a][b] != ~0u) return memo[a][b];
    std::set<std::uint32_t> seen;
    for (std::uint32_t x = 0; x < a; ++x)
        for (std::uint32_t y = 0; y < b; ++y) seen.insert(nim_product(x, b) ^ nim_product(a, y) ^ nim_product(x, y));
    std::uint32_t m = 0;
    while (seen.count(m)) ++m;
    return memo[a][b] = m;
}

} // namespace

//-----------------------------------------------------------------------------

TEST_CASE("algebra: multiple is repeated addition") {
    Store s;
    std::mt19937 rng(7);
    const auto games = random_games(s, rng, 3, 6);
    for (Id g : games)
        for (std::int64_t n = -5; n <= 9; ++n) {
            Id sum = Store::kZero;
            const Id step = n < 0 ? s.negate(g) : g;
            for (std::int64_t k = 0; k < (n < 0 ? -n : n); ++k) sum = s.add(sum, step);
            auto m = multiple(s, g, n);
            REQUIRE(m);
            CHECK(*m == sum); // brute: canonical forms are unique, so equal values share an id
        }
    CHECK(*multiple(s, ups(s, 1), 6) == ups(s, 6));
    CHECK(*multiple(s, num(s, 3, 2), -4) == num(s, -3));
    // budget: a huge multiple of a hot game stops as exhausted
    s.set_limit(2000);
    CHECK(!multiple(s, G(s, {num(s, 3)}, {G(s, {num(s, 1)}, {num(s, -2)})}), 1'000'000'007));
    CHECK(s.exhausted());
}

TEST_CASE("algebra: Norton product, CGSuite's published values") {
    Store s;
    const Id up = ups(s, 1);
    // CGSuite: 0.NortonMultiply(^) = 0, 6.(^) = ^6, (-4).(^) = v4
    CHECK(*norton_product(s, Store::kZero, up) == Store::kZero);
    CHECK(*norton_product(s, num(s, 6), up) == ups(s, 6));
    CHECK(*norton_product(s, num(s, -4), up) == ups(s, -4));
    // CGSuite: (1/2).NortonMultiply(^) = {^^*|v*}. By hand: ^'s incentives are v (0 - ^) and ^*
    // (^ - *), so U + D is 0 or ^^*: {0, ^^* | ^ - 0, ^ - ^^*} = {0,^^* | ^,v*} = {^^* | v*}.
    CHECK(*norton_product(s, num(s, 1, 1), up) == G(s, {ups(s, 2, 1)}, {ups(s, -1, 1)}));
    // CGSuite: ^.NortonMultiply(^) = {^^*||0|v4}
    CHECK(*norton_product(s, up, up) == G(s, {ups(s, 2, 1)}, {G(s, {Store::kZero}, {ups(s, -4)})}));
    // CGSuite: Tiny(2).NortonMultiply(^) = {^^*||0|v6}
    CHECK(*norton_product(s, tiny(s, num(s, 2)), up) == G(s, {ups(s, 2, 1)}, {G(s, {Store::kZero}, {ups(s, -6)})}));
}

TEST_CASE("algebra: Norton product by an integer is a multiple; G -> G.U is an order-preserving homomorphism") {
    Store s;
    std::mt19937 rng(11);
    const std::vector<Id> units{ups(s, 1), ups(s, 2, 1), s.add(num(s, 1), nim(s, 1)), G(s, {num(s, 2)}, {num(s, 1)})};
    for (Id u : units) {
        REQUIRE(lt(s, Store::kZero, u));
        for (std::int64_t n = -4; n <= 6; ++n) CHECK(*norton_product(s, num(s, n), u) == *multiple(s, u, n));
    }
    // brute: Norton's theorem (WW ch. 8; Siegel, Norton multiplication): for U > 0,
    // (G + H).U = G.U + H.U and G <= H iff G.U <= H.U.
    const auto games = random_games(s, rng, 2, 8);
    std::vector<Id> sample(games.begin(), games.begin() + std::min<std::size_t>(games.size(), 10));
    for (Id x : {num(s, 1, 1), num(s, 3, 2), num(s, -5, 3), nim(s, 1), ups(s, 1), tiny(s, num(s, 1))}) sample.push_back(x);
    for (Id u : units)
        for (Id a : sample)
            for (Id b : sample) {
                const auto au = norton_product(s, a, u), bu = norton_product(s, b, u), abu = norton_product(s, s.add(a, b), u);
                REQUIRE((au && bu && abu));
                CHECK(*abu == s.add(*au, *bu));
                CHECK(s.le(a, b) == s.le(*au, *bu));
            }
}

TEST_CASE("algebra: Conway product") {
    Store s;
    // ONAG ch. 1: on numbers the product of the field of surreal numbers. By hand: 1/2 x 1/2 =
    // {0 + 0 - 0, 1/2 + 1/2 - 1 | 0 + 1/2 - 0, 1/2 + 0 - 0} = {0 | 1/2} = 1/4.
    CHECK(*conway_product(s, num(s, 1, 1), num(s, 1, 1)) == num(s, 1, 2));
    // brute: dyadic products against integer arithmetic
    for (std::int64_t a = -6; a <= 6; ++a)
        for (std::int64_t b = -6; b <= 6; ++b)
            for (int ea : {0, 1, 2})
                for (int eb : {0, 1}) {
                    const Dyadic want = Dyadic::make(a * b, ea + eb);
                    CHECK(*conway_product(s, num(s, a, ea), num(s, b, eb)) == s.of_number(want));
                }
    // brute: on nimbers, nim-multiplication by its mex definition (ONAG ch. 6)
    for (std::uint32_t a = 0; a < 20; ++a)
        for (std::uint32_t b = 0; b < 20; ++b) CHECK(*conway_product(s, nim(s, a), nim(s, b)) == nim(s, nim_product(a, b)));
    // CGSuite: *4.ConwayMultiply(*4) = *6, *19.ConwayMultiply(*23) = *86
    CHECK(*conway_product(s, nim(s, 4), nim(s, 4)) == nim(s, 6));
    CHECK(*conway_product(s, nim(s, 19), nim(s, 23)) == nim(s, 86));
    // CGSuite: 15.ConwayMultiply(^^*2) = ^30*2
    CHECK(*conway_product(s, num(s, 15), ups(s, 2, 2)) == ups(s, 30, 2));
    // CGSuite: {3|1}.ConwayMultiply(^^) = {^6|^^}
    CHECK(*conway_product(s, G(s, {num(s, 3)}, {num(s, 1)}), ups(s, 2)) == G(s, {ups(s, 6)}, {ups(s, 2)}));
    // CGSuite: ^^.ConwayMultiply(^^) = {0||0,*|0,{0,*|0,*2}}
    const Id inner = G(s, {Store::kZero, nim(s, 1)}, {Store::kZero, nim(s, 2)});
    CHECK(*conway_product(s, ups(s, 2), ups(s, 2)) ==
          G(s, {Store::kZero}, {G(s, {Store::kZero, nim(s, 1)}, {Store::kZero, inner})}));
    // 0 and 1 (ONAG: 0.G = 0 as a form; 1.G = G on canonical forms: 1 = {0|}, so 1.G =
    // {0.G + 1.G^L - 0.G^L | 0.G + 1.G^R - 0.G^R} = {1.G^L | 1.G^R}, by induction G)
    std::mt19937 rng(3);
    for (Id g : random_games(s, rng, 3, 6)) {
        CHECK(*conway_product(s, Store::kZero, g) == Store::kZero);
        CHECK(*conway_product(s, num(s, 1), g) == g);
        CHECK(*conway_product(s, g, num(s, 1)) == g);
    }
}

TEST_CASE("algebra: ordinal sum") {
    Store s;
    const Id zero = Store::kZero, one = num(s, 1);
    // By hand from G:H = {G^L, G:H^L | G^R, G:H^R} (WW ch. 2, Hackenbush stalks):
    CHECK(*ordinal_sum(s, one, one) == num(s, 2));           // {0, 1:0 |} = {0,1|} = 2
    CHECK(*ordinal_sum(s, one, num(s, -1)) == num(s, 1, 1)); // {0 | 1:0} = {0|1} = 1/2
    CHECK(*ordinal_sum(s, num(s, 1, 1), one) == num(s, 3, 2)); // {0, 1/2 | 1} = 3/4
    CHECK(*ordinal_sum(s, nim(s, 1), one) == ups(s, 1, 1));  // {0, * | 0} = ^*
    CHECK(*ordinal_sum(s, nim(s, 1), nim(s, 1)) == nim(s, 2)); // {0, * | 0, *} = *2 (green stalk, WW)
    CHECK(*ordinal_sum(s, *ordinal_sum(s, nim(s, 1), nim(s, 1)), nim(s, 1)) == nim(s, 3));
    std::mt19937 rng(5);
    const auto games = random_games(s, rng, 3, 6);
    for (Id h : games) CHECK(*ordinal_sum(s, zero, h) == h); // 0:H = H (0 has no options)
    for (Id g : games) CHECK(*ordinal_sum(s, g, zero) == g); // G:0 = {G^L | G^R} = G
    // brute: Hackenbush strings (WW ch. 2, Berlekamp's rule): a stalk of edges c_1 c_2 ... from
    // the ground is 1:(c_2):... ; its value is the first run of equal colours as an integer, then
    // +-1/2, +-1/4, ... for each later edge (+ blue, - red).
    for (int t = 0; t < 200; ++t) {
        const int len = 1 + static_cast<int>(rng() % 8);
        std::vector<int> c(len);
        for (int& x : c) x = rng() % 2 ? 1 : -1;
        Id v = num(s, c[0]);
        for (int i = 1; i < len; ++i) v = *ordinal_sum(s, v, num(s, c[i]));
        Dyadic want{};
        int i = 0;
        while (i < len && c[i] == c[0]) want = want + Dyadic::integer(c[i++]);
        for (int e = 1; i < len; ++i, ++e) want = want + Dyadic::make(c[i], e);
        CHECK(v == s.of_number(want));
    }
    // brute: the recursion against the literal form built without simplifying, then canonical()
    std::function<Id(Id, Id)> literal = [&](Id g, Id h) {
        std::vector<Id> l = s.left(g), r = s.right(g);
        for (Id x : std::vector<Id>(s.left(h))) l.push_back(literal(g, x)); // copies: make() grows the store
        for (Id x : std::vector<Id>(s.right(h))) r.push_back(literal(g, x));
        return s.make(l, r);
    };
    for (Id g : games)
        for (Id h : games) CHECK(*ordinal_sum(s, g, h) == s.canonical(literal(g, h)));
}

TEST_CASE("algebra: Pow and PowTo") {
    Store s;
    const Id zero = Store::kZero, up = ups(s, 1), star = nim(s, 1);
    // By hand (and CGSuite's ^<2>): ^.Pow(2) = {0 | * - ^.PowTo(1)} = {0 | * - ^} = {0 | v*}
    CHECK(*pow(s, up, 2) == G(s, {zero}, {ups(s, -1, 1)}));
    CHECK(*pow(s, up, 1) == up);
    CHECK(*pow_to(s, up, 0) == zero);
    CHECK(*pow_to(s, up, 1) == up);
    CHECK(*pow_to(s, up, 2) == G(s, {up}, {star})); // {^ | *}
    // CGSuite's uptimal table: {0|*||*|||*||||*} = {^|*||*|||*} is ^[4] (0.1111)
    CHECK(*pow_to(s, up, 4) == G(s, {G(s, {G(s, {up}, {star})}, {star})}, {star}));
    // Siegel II.4: ^[n] = ^ + ^<2> + ... + ^<n>; each ^<n> > 0; ^<n+1> infinitesimal to ^<n>
    Id sum = zero;
    for (std::int64_t n = 1; n <= 6; ++n) {
        const Id p = *pow(s, up, n);
        sum = s.add(sum, p);
        CHECK(*pow_to(s, up, n) == sum);
        CHECK(lt(s, zero, p));
    }
    // (64 copies, not 1000: the canonical form of k.^<2> has about k^2 nodes; 1000 copies pass
    // the store's 128 MB memory limit)
    for (std::int64_t n = 1; n <= 3; ++n) {
        const auto big = multiple(s, *pow(s, up, n + 1), 64);
        REQUIRE(big);
        CHECK(lt(s, *big, *pow(s, up, n)));                    // 64.^<n+1> < ^<n>
        CHECK(lt(s, s.negate(*pow(s, up, n)), s.negate(*big))); // -^<n> < -64.^<n+1>
    }
    // CGSuite: {0||0|-2}.Pow(3) = {0||0|-2,{0|-2,{0|-2}}}
    const Id t2 = tiny(s, num(s, 2)), h = G(s, {zero}, {num(s, -2)});
    CHECK(*pow(s, t2, 3) == G(s, {zero}, {G(s, {zero}, {num(s, -2), G(s, {zero}, {num(s, -2), h})})}));
    // CGSuite: {0||0|-2}.PowTo(3) = {Tiny(2)||0|-2|||0|-2}
    CHECK(*pow_to(s, t2, 3) == G(s, {G(s, {t2}, {h})}, {h}));
    // not of the form {0|H}: CGSuite's (+-1).Pow(3) is an error
    std::string why;
    CHECK(!pow(s, G(s, {num(s, 1)}, {num(s, -1)}), 3, &why));
    CHECK(why.find("{0|H}") != std::string::npos);
    // * = {0|0} is {0|H} with H = 0. By hand: *.Pow(2) = {0 | 0 - *} = {0|*} = ^ and
    // *.PowTo(2) = {* | 0} = v.
    CHECK(*pow(s, star, 2) == up);
    CHECK(*pow_to(s, star, 2) == ups(s, -1));
    why.clear();
    CHECK(!pow(s, up, 0, &why));
    CHECK(!why.empty());
    CHECK(!pow_to(s, up, -1));
}

TEST_CASE("algebra: companion") {
    Store s;
    // By hand from G° = {(G^L)°, 0 if G >= 0 | (G^R)°, 0 if G <= 0}:
    CHECK(*companion(s, Store::kZero) == nim(s, 1));     // {0|0} = *
    CHECK(*companion(s, nim(s, 1)) == Store::kZero);     // {*|*} = 0
    CHECK(*companion(s, ups(s, 1)) == ups(s, 1, 1));     // {*,0|0} = ^*
    CHECK(*companion(s, ups(s, 1, 1)) == ups(s, 1));     // ^* = {0,*|0} is fuzzy: {*,0|*} = ^
    CHECK(*companion(s, nim(s, 2)) == nim(s, 2));        // {*,0|*,0} = *2
    CHECK(*companion(s, ups(s, -1)) == ups(s, -1, 1));   // by symmetry
    // brute: the companion is an involution on all-small games and commutes with negation
    std::mt19937 rng(13);
    for (Id g : random_games(s, rng, 3, 10, true)) {
        REQUIRE(s.dicotic(g));
        const auto c = companion(s, g);
        REQUIRE(c);
        CHECK(s.dicotic(*c));
        CHECK(*companion(s, *c) == g);
        CHECK(*companion(s, s.negate(g)) == s.negate(*c));
    }
}

TEST_CASE("algebra: incentives") {
    Store s;
    // By hand: ^ = {0|*}: Left's 0 - ^ = v, Right's ^ - * = ^*; together, v < ^* is dominated
    // and dropped (CGSuite's Incentives: {^*}).
    auto i = incentives(s, ups(s, 1), true, true);
    REQUIRE(i);
    CHECK(*i == std::vector<Id>{ups(s, 1, 1)});
    CHECK(*incentives(s, ups(s, 1), true, false) == std::vector<Id>{ups(s, -1)});
    CHECK(*incentives(s, ups(s, 1), false, true) == std::vector<Id>{ups(s, 1, 1)});
    // 1/2 = {0|1}: 0 - 1/2 = -1/2 and 1/2 - 1 = -1/2: once
    CHECK(*incentives(s, num(s, 1, 1), true, true) == std::vector<Id>{num(s, -1, 1)});
    // +-1 = {1|-1}: 1 - (+-1) = 1 +- 1 = {2|0} and +-1 - (-1) = {2|0}: once
    CHECK(*incentives(s, G(s, {num(s, 1)}, {num(s, -1)}), true, true) == std::vector<Id>{G(s, {num(s, 2)}, {Store::kZero})});
    // 0 has none
    CHECK(incentives(s, Store::kZero, true, true)->empty());
}

TEST_CASE("algebra: atomic weight") {
    Store s;
    auto aw = [&](Id g) { return atomic_weight(s, g); };
    // WW ch. 8 / Siegel II.7: aw(n.^ + *m) = n
    CHECK(*aw(ups(s, 1)) == num(s, 1));
    CHECK(*aw(ups(s, 1, 1)) == num(s, 1));
    CHECK(*aw(nim(s, 1)) == Store::kZero);
    CHECK(*aw(Store::kZero) == Store::kZero);
    CHECK(*aw(ups(s, 2, 1)) == num(s, 2));
    CHECK(*aw(ups(s, -3, 2)) == num(s, -3));
    // By hand: ^<2> = {0 | v*}: G' = {0 - 2 | -1 + 2} = {-2 | 1} = 0, an integer; the far star is
    // *2 (the nimbers in ^<2> are 0 and *), and ^<2> || *2 (Left wins first by *2 -> 0, Right
    // wins first by ^<2> -> v*, leaving v*3 < 0), so aw = G' = 0.
    CHECK(*aw(*pow(s, ups(s, 1), 2)) == Store::kZero);
    CHECK(*aw(*pow_to(s, ups(s, 1), 2)) == num(s, 1)); // ^[2] = ^ + ^<2>: 1 + 0 (additivity)
    // not infinitesimal: no atomic weight
    std::string why;
    CHECK(!atomic_weight(s, num(s, 1), &why));
    CHECK(why == "not atomic: its stops are not 0");
    CHECK(!atomic_weight(s, G(s, {num(s, 1)}, {num(s, -1)})));
    CHECK(!is_atomic(s, num(s, 1, 1)));
    CHECK(is_atomic(s, ups(s, 5)));
    // brute: on all-small games the atomic weight is additive and odd (Siegel II.7; WW ch. 8),
    // and equals the weight of the uptimal's first digit when there is one
    std::mt19937 rng(17);
    const auto games = random_games(s, rng, 3, 8, true);
    for (Id g : games) {
        const auto a = aw(g), an = aw(s.negate(g));
        REQUIRE((a && an));
        CHECK(*an == s.negate(*a));
    }
    for (std::size_t i = 0; i < games.size(); i += 3)
        for (std::size_t j = 0; j < games.size(); j += 5) {
            const auto a = aw(games[i]), b = aw(games[j]), c = aw(s.add(games[i], games[j]));
            REQUIRE((a && b && c));
            CHECK(*c == s.add(*a, *b));
        }
}

TEST_CASE("algebra: uptimal expansions and CGSuite's printing") {
    Store s;
    auto text = [&](Id g) {
        auto u = uptimal_expansion(s, g);
        return u ? uptimal_text(*u) : std::string("none");
    };
    // CGSuite's CanonicalShortGame test table (UptimalExpansion column)
    CHECK(text(Store::kZero) == "0.0");
    CHECK(text(num(s, 5)) == "5.0");
    CHECK(text(num(s, -18)) == "-18.0"); // (CGSuite tests -1823437481924; integers here are built node by node)
    CHECK(text(num(s, -1, 1)) == "-1/2.0");
    CHECK(text(num(s, 25, 4)) == "25/16.0");
    CHECK(text(nim(s, 8)) == "*8.0");
    CHECK(text(ups(s, 1)) == "0.1");
    CHECK(text(ups(s, -1, 1)) == "*.1-");
    CHECK(text(s.add(num(s, 6), ups(s, 1, 1))) == "6*.1");
    CHECK(text(ups(s, 1, 6)) == "*6.1");
    CHECK(text(s.add(num(s, 73, 4), ups(s, -9, 8))) == "73/16*8.9-");
    CHECK(text(*pow_to(s, ups(s, 1), 4)) == "0.1111"); // {^|*||*|||*}
    const Id g12 = G(s, {Store::kZero}, {G(s, {Store::kZero}, {ups(s, -1, 1)})}); // {0||0|v*}
    CHECK(text(g12) == "*.12");
    // not uptimal: hot games, and tinies
    CHECK(text(G(s, {num(s, 1)}, {num(s, -1)})) == "none");
    CHECK(text(tiny(s, num(s, 2))) == "none");
    CHECK(!is_uptimal(s, tiny(s, num(s, 1))));
    CHECK(is_uptimal(s, g12));
    // printing of large and negative digits (CGSuite: A-Z for 10-35, then "(n)")
    CHECK(uptimal_text(Uptimal{dy(1, 1), {10, -35, 36, 0, -40}, 2}) == "1/2*2.AZ-(36)0(40)-");
    // brute: x + sum d_k.^<k> + *m built from random digits reads back
    std::mt19937 rng(19);
    std::vector<Id> powers{Store::kZero};
    for (int k = 1; k <= 4; ++k) powers.push_back(*pow(s, ups(s, 1), k));
    for (int t = 0; t < 40; ++t) {
        Uptimal u{dy(static_cast<std::int64_t>(rng() % 9) - 4, static_cast<int>(rng() % 3)), {}, static_cast<std::uint32_t>(rng() % 4)};
        const int len = static_cast<int>(rng() % 5);
        for (int k = 0; k < len; ++k) u.digits.push_back(static_cast<std::int64_t>(rng() % 7) - 3);
        while (!u.digits.empty() && u.digits.back() == 0) u.digits.pop_back();
        Id g = s.add(s.of_number(u.number), nim(s, u.star));
        for (std::size_t k = 0; k < u.digits.size(); ++k) g = s.add(g, *multiple(s, powers[k + 1], u.digits[k]));
        const auto back = uptimal_expansion(s, g);
        REQUIRE(back);
        CHECK(back->number == u.number);
        CHECK(back->star == u.star);
        CHECK(back->digits == u.digits);
    }
}

TEST_CASE("algebra: predicates on CGSuite's test games") {
    Store s;
    const Id zero = Store::kZero;
    struct Row {
        Id g;
        bool infinitesimal, numberish, number_tiny, uptimal;
    };
    // CGSuite's CanonicalShortGame test table: IsInfinitesimal, IsNumberish, IsNumberTiny, IsUptimal
    const std::vector<Row> rows{
        {zero, true, true, true, true},
        {num(s, 5), false, true, true, true},
        {num(s, -1, 1), false, true, true, true},
        {num(s, 25, 4), false, true, true, true},
        {nim(s, 8), true, true, false, true},
        {ups(s, 1), true, true, false, true},
        {ups(s, -1, 1), true, true, false, true},
        {s.add(num(s, 6), ups(s, 1, 1)), false, true, false, true},
        {ups(s, 1, 6), true, true, false, true},
        {s.add(num(s, 73, 4), ups(s, -9, 8)), false, true, false, true},
        {*pow_to(s, ups(s, 1), 4), true, true, false, true},
        {G(s, {zero}, {G(s, {zero}, {ups(s, -1, 1)})}), true, true, false, true},
    };
    for (const Row& r : rows) {
        CAPTURE(s.text(r.g));
        CHECK(is_infinitesimal(s, r.g) == r.infinitesimal);
        CHECK(is_numberish(s, r.g) == r.numberish);
        CHECK(is_number_tiny(s, r.g) == r.number_tiny);
        CHECK(is_uptimal(s, r.g) == r.uptimal);
    }
    // Tiny and Miny (WW ch. 5): Tiny(2) = {0||0|-2}, 1/2 + Tiny(1), Miny(2) = -Tiny(2)
    CHECK(is_number_tiny(s, tiny(s, num(s, 2))));
    CHECK(is_number_tiny(s, s.add(num(s, 1, 1), tiny(s, num(s, 1)))));
    CHECK(is_number_tiny(s, s.negate(tiny(s, num(s, 2)))));
    CHECK(is_infinitesimal(s, tiny(s, num(s, 2))));
    CHECK(!is_all_small(s, tiny(s, num(s, 2))));
    // By hand: {0 || 0 | +-5} is not Tiny-shaped once canonical: in {0 | +-5}, Right's +-5 reverses
    // through 5 >= {0 | +-5} to 5's (no) Right options, so {0 | +-5} = {0|} = 1 and the game is
    // {0|1} = 1/2, a number (number-tiny as every number is).
    const Id half = G(s, {zero}, {G(s, {zero}, {G(s, {num(s, 5)}, {num(s, -5)})})});
    CHECK(half == num(s, 1, 1));
    CHECK(is_number_tiny(s, half));
    // {0 || 0 | {-1|-3}}: canonical as written (no reversal: {0 | {-1|-3}} > -1), the Right
    // option's Right option has mean -2 < 0 (WW ch. 6: a switch {a|b} has mean (a+b)/2): Tiny
    const Id tz = G(s, {zero}, {G(s, {zero}, {G(s, {num(s, -1)}, {num(s, -3)})})});
    CHECK(s.left(tz) == std::vector<Id>{zero});
    CHECK(is_number_tiny(s, tz));
    CHECK(!is_number_tiny(s, G(s, {zero}, {G(s, {zero}, {nim(s, 1)})}))); // {0||0|*} = {0|^}: mean 0
    // hot games are neither infinitesimal nor numberish
    const Id pm1 = G(s, {num(s, 1)}, {num(s, -1)});
    CHECK(!is_infinitesimal(s, pm1));
    CHECK(!is_numberish(s, pm1));
    CHECK(!is_number_tiny(s, pm1));
    // all-small (Siegel II.4): 0, *, ^, ^<2> are; 1, 1/2, Tiny(2) are not
    CHECK(is_all_small(s, zero));
    CHECK(is_all_small(s, nim(s, 3)));
    CHECK(is_all_small(s, *pow(s, ups(s, 1), 3)));
    CHECK(!is_all_small(s, num(s, 1)));
    CHECK(!is_all_small(s, num(s, 1, 1)));
}

TEST_CASE("algebra: parity, temper, ordinals") {
    Store s;
    const Id zero = Store::kZero;
    // By hand from the definitions in algebra.cpp (even: 0 or all options odd; odd: not 0 and all
    // options even): integers by their parity, * odd, 1* even, 1/2, *2, ^ neither.
    CHECK(is_even(s, zero));
    CHECK(!is_odd(s, zero));
    CHECK(is_odd(s, num(s, 1)));
    CHECK(is_even(s, num(s, 2)));
    CHECK(is_odd(s, num(s, -3)));
    CHECK(is_odd(s, nim(s, 1)));
    CHECK(is_even(s, s.add(num(s, 1), nim(s, 1))));
    for (Id g : {num(s, 1, 1), nim(s, 2), ups(s, 1), ups(s, 1, 1)}) {
        CHECK(!is_even(s, g));
        CHECK(!is_odd(s, g));
    }
    // brute: on x + n.^ + *m, CGSuite's closed form: even/odd iff n = 0, m <= 1, x an integer,
    // with the parity of x + m
    for (std::int64_t x = -3; x <= 3; ++x)
        for (int e = 0; e <= 1; ++e)
            for (std::int64_t n = -2; n <= 2; ++n)
                for (std::uint32_t m = 0; m <= 3; ++m) {
                    const Id g = s.add(s.of_number(e == 0 ? dy(x) : dy(2 * x + 1, 1)), ups(s, n, m));
                    const bool plain = n == 0 && m <= 1 && e == 0;
                    const bool even = plain && ((x + m) % 2 == 0), odd = plain && ((x + m) % 2 != 0);
                    CHECK(is_even(s, g) == even);
                    CHECK(is_odd(s, g) == odd);
                    // temper (Siegel; CGSuite's closed form): numbers even-tempered, x* odd-tempered
                    CHECK(is_even_tempered(s, g) == (n == 0 && m == 0));
                    CHECK(is_odd_tempered(s, g) == (n == 0 && m == 1));
                }
    // {1|0}: options 1 and 0 are numbers (even-tempered), so odd-tempered (by hand)
    CHECK(is_odd_tempered(s, G(s, {num(s, 1)}, {zero})));
    // {2|0||0}? {{2|0}|0}: Left option odd-tempered, Right 0 even: neither
    const Id hot = G(s, {G(s, {num(s, 2)}, {zero})}, {zero});
    CHECK(!is_odd_tempered(s, hot));
    CHECK(!is_even_tempered(s, hot));
    // ordinals: no Right option anywhere; among short games the integers >= 0
    CHECK(is_ordinal(s, zero));
    CHECK(is_ordinal(s, num(s, 7)));
    CHECK(!is_ordinal(s, num(s, -1)));
    CHECK(!is_ordinal(s, num(s, 1, 1)));
    CHECK(!is_ordinal(s, nim(s, 1)));
}
