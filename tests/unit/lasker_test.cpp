// Lasker's Nim (games/lasker.h): the closed form of one heap against an independent search for heaps
// up to 20, sums against search, the example 2,5,7, the caps and the text forms.
#include <doctest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "core/impartial.h"
#include "games/lasker.h"

using namespace gl;
using lasker::LaskerGame;
using Heaps = std::vector<std::uint64_t>;

namespace {

// The rule alone, on one heap: take 1..n tokens (leaving n - t, or nothing), or split into two
// non-empty heaps. A position of the brute force is a sorted multiset of non-empty heaps.
struct BruteLasker {
    using Position = Heaps;
    std::vector<Position> moves(const Position& p) const {
        std::vector<Position> out;
        for (std::size_t i = 0; i < p.size(); ++i) {
            for (std::uint64_t take = 1; take <= p[i]; ++take) {
                Position q = p;
                q.erase(q.begin() + static_cast<std::ptrdiff_t>(i));
                if (p[i] > take) q.push_back(p[i] - take);
                std::sort(q.begin(), q.end());
                out.push_back(q);
            }
            for (std::uint64_t a = 1; a < p[i]; ++a) {
                Position q = p;
                q[i] = a;
                q.push_back(p[i] - a);
                std::sort(q.begin(), q.end());
                out.push_back(q);
            }
        }
        return out;
    }
};

template <class F>
void for_each_sorted(std::size_t heaps, std::uint64_t max, Heaps& cur, F f) {
    f(cur);
    if (cur.size() == heaps) return;
    for (std::uint64_t h = cur.empty() ? 1 : cur.back(); h <= max; ++h) {
        cur.push_back(h);
        for_each_sorted(heaps, max, cur, f);
        cur.pop_back();
    }
}

} // namespace

TEST_CASE("Lasker's Nim: g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3, checked by search up to 20") {
    GameSearch<BruteLasker> search{BruteLasker{}};
    CHECK(search.grundy({}) == 0);
    CHECK(lasker::heap_value(0) == 0);
    for (std::uint64_t n = 1; n <= 20; ++n) {
        CAPTURE(n);
        CHECK(lasker::heap_value(n) == search.grundy({n}));
    }
    // The sequence as printed (Ferguson §4.4; Winning Ways ch. 4): 1 2 4 3 5 6 8 7 9 10 12 11.
    const Grundy printed[] = {1, 2, 4, 3, 5, 6, 8, 7, 9, 10, 12, 11};
    for (std::uint64_t n = 1; n <= 12; ++n) CHECK(lasker::heap_value(n) == printed[n - 1]);
}

TEST_CASE("Lasker positions of several heaps: the nim-sum of heap values equals search (Sprague-Grundy)") {
    GameSearch<BruteLasker> search{BruteLasker{}};
    LaskerGame g;
    Heaps cur;
    for_each_sorted(3, 7, cur, [&](const Heaps& p) {
        CAPTURE(p);
        auto c = g.closed_form(p);
        REQUIRE(c);
        CHECK(c->value == search.grundy(p));
    });
    // The ruleset's own moves and search, without its closed form.
    BudgetSearch<LaskerGame> mine(g, 1'000'000, false);
    cur.clear();
    for_each_sorted(3, 5, cur, [&](const Heaps& p) {
        CAPTURE(p);
        CHECK(mine.grundy(p) == search.grundy(p));
        std::set<Heaps> a, b;
        const auto opts = g.options(p);
        for (const auto& o : opts) a.insert(o.to);
        CHECK(a.size() == opts.size()); // each position once
        for (const auto& q : BruteLasker{}.moves(p)) b.insert(q);
        CHECK(a == b);
    });
}

TEST_CASE("Lasker 2,5,7: values 2, 5, 8, nim-sum 15; the winning moves split the 7 and lead to P-positions") {
    RulesetOf<LaskerGame> r{LaskerGame{}};
    auto a = r.analyse("2,5,7", Play::Normal, kDefaultSearchBudget);
    REQUIRE(a.ok());
    CHECK(a.value().value == Grundy{15});
    CHECK(a.value().outcome == Outcome::N);
    CHECK(a.value().reason.find("2 ⊕ 5 ⊕ 8 = 15") != std::string::npos);
    GameSearch<BruteLasker> search{BruteLasker{}};
    LaskerGame g;
    std::set<std::string> wins;
    for (const auto& m : a.value().winning_moves) wins.insert(m.label);
    CHECK(wins == std::set<std::string>{"heap 3: split 7 → 1 + 6", "heap 3: split 7 → 2 + 5", "heap 3: split 7 → 3 + 4"});
    for (const auto& o : a.value().options) {
        auto to = g.parse(o.move.to, "pos");
        REQUIRE(to.ok());
        CHECK((search.grundy(to.value()) == 0) == (wins.count(o.move.label) == 1));
    }
    std::set<std::string> labels;
    for (const auto& o : a.value().options) labels.insert(o.move.label);
    CHECK(labels.count("heap 2: take 3") == 1);
    CHECK(labels.count("heap 2: split 5 → 2 + 3") == 1);
    CHECK(a.value().option_count == 2 + 5 + 7 + 1 + 2 + 3);
}

TEST_CASE("Lasker positions: sorted, empty heaps left out, caps on heaps and tokens, errors with offsets") {
    LaskerGame g;
    CHECK(g.format(g.parse("7, 2,5", "pos").value()) == "2,5,7");
    CHECK(g.format(g.parse("2,0,5", "pos").value()) == "2,5");
    CHECK(g.parse("0", "pos").value().empty());
    CHECK(g.format(g.parse("0,0", "pos").value()) == "0");
    CHECK(g.options({}).empty());
    CHECK(g.closed_form({})->value == 0);

    auto big = g.parse("2,100", "pos");
    REQUIRE(!big.ok());
    CHECK(big.error().offset == 2);
    CHECK(big.error().message.find("too large") != std::string::npos);

    std::string twelve;
    for (int i = 0; i < 12; ++i) twelve += "99,";
    CHECK(g.parse(twelve.substr(0, twelve.size() - 1), "pos").ok());
    auto over = g.parse(twelve + "1", "pos");
    REQUIRE(!over.ok());
    CHECK(over.error().offset == twelve.size());
    CHECK(over.error().message.find("1188") != std::string::npos);

    // Splits make more heaps than twelve: positions reached by play still parse.
    std::string ones;
    for (int i = 0; i < 200; ++i) ones += (i ? ",1" : "1");
    CHECK(g.parse(ones, "pos").ok());

    auto neg = g.parse("3,-1", "pos");
    REQUIRE(!neg.ok());
    CHECK(neg.error().offset == 2);
    CHECK(!g.parse("", "pos").ok());
}

TEST_CASE("Lasker picture: token j offers the take that leaves j and the split j + (h - j)") {
    LaskerGame g;
    const Heaps p{2, 5, 5};
    const auto opts = g.options(p);
    const Picture pic = g.picture(p, opts);
    CHECK(pic.layout == Picture::Layout::Stacks);
    REQUIRE(pic.rows.size() == 3);
    std::set<int> used;
    for (std::size_t i = 0; i < 3; ++i) {
        REQUIRE(pic.rows[i].cells.size() == p[i]);
        for (std::uint64_t j = 0; j < p[i]; ++j) {
            std::set<Heaps> expected;
            Heaps rest = p;
            rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
            Heaps take = rest;
            if (j > 0) take.push_back(j);
            std::sort(take.begin(), take.end());
            expected.insert(take);
            if (j > 0) {
                Heaps split = rest;
                split.push_back(j);
                split.push_back(p[i] - j);
                std::sort(split.begin(), split.end());
                expected.insert(split);
            }
            std::set<Heaps> offered;
            for (int m : pic.rows[i].cells[j].moves) {
                offered.insert(opts[static_cast<std::size_t>(m)].to);
                used.insert(m);
            }
            CAPTURE(i);
            CAPTURE(j);
            CHECK(offered == expected);
        }
    }
    CHECK(used.size() == opts.size());
}
