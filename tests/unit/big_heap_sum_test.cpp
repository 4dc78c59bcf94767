// Sums with big heaps (games/heap_sum.h, issue 42 item 4): heaps past the board's 40 pieces, up to
// 2^53 - 1, valued by the proved period, checked against facts written here: Kayles' values as
// published (Guy and Smith 1956; Winning Ways, ch. 4: period 12 from n = 71, last exception at
// 70), a plain mex of Kayles and Dawson's Kayles computed in this file, and Dawson's Kayles' period
// 34 from n = 53 (Guy and Smith; seed 000, Table 1). Winning moves are checked by recomputing the
// nim-sum after them with those values, and against every option of a heap where there are few
// enough to look at; unknown values and too-large heaps are refused by part and heap.
#include <doctest.h>

#include <set>
#include <string>
#include <vector>

#include "games/heap_sum.h"
#include "games/registry.h"

using namespace gl;

namespace {

// Kayles G(0..71), as Winning Ways (ch. 4) prints it, and the period G(n), n >= 71, by n mod 12.
constexpr Grundy kKayles[72] = {0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6,  //
                                4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7,  //
                                4, 1, 2, 8, 5, 4, 7, 2, 1, 8, 6, 7,  //
                                4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7,  //
                                4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7,  //
                                4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 6, 7};
constexpr Grundy kKaylesPeriod[12] = {4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7};

Grundy kayles(std::uint64_t n) { return n < 72 ? kKayles[n] : kKaylesPeriod[n % 12]; }

// The plain mex of a take-and-break game whose moves take t in `takes` from a row and leave the
// rest as one or two rows (a + b = n - t, either may be empty): Kayles takes 1 or 2 (0.77), Dawson's
// Kayles 2 (0.07: take 2 and leave 0, 1 or 2 heaps).
std::vector<Grundy> mex_values(std::uint64_t top, bool dawson) {
    std::vector<Grundy> g(top + 1, 0);
    for (std::uint64_t n = 0; n <= top; ++n) {
        std::set<Grundy> seen;
        for (std::uint64_t t : dawson ? std::vector<std::uint64_t>{2} : std::vector<std::uint64_t>{1, 2})
            if (t <= n)
                for (std::uint64_t a = 0; a <= n - t; ++a) seen.insert(g[a] ^ g[n - t - a]);
        Grundy m = 0;
        while (seen.count(m)) ++m;
        g[n] = m;
    }
    return g;
}

// Dawson's Kayles by its period 34 from 53, from the plain mex below 53 + 34.
Grundy dawson(std::uint64_t n) {
    static const std::vector<Grundy> g = mex_values(53 + 34, true);
    return n < 53 + 34 ? g[n] : g[53 + (n - 53) % 34];
}

Grundy heap_value(const sums::Part& p, std::uint64_t n) {
    if (p.is_nim()) return n;
    if (p.rules == "0.77") return kayles(n);
    REQUIRE(p.rules == "0.07");
    return dawson(n);
}

Grundy nim_sum(const std::vector<sums::Part>& parts) {
    Grundy s = 0;
    for (const auto& p : parts)
        for (auto h : p.heaps) s ^= heap_value(p, h);
    return s;
}

std::vector<sums::Part> parts(const std::string& text) {
    auto r = sums::parse_parts(text);
    REQUIRE_MESSAGE(r.ok(), (r.ok() ? std::string() : r.error().describe()));
    return r.value();
}

std::unique_ptr<Ruleset> sum_rules() { return make_ruleset("sum").value(); }

} // namespace

TEST_CASE("the Kayles table of this file is Kayles: a plain mex agrees to n = 300, and the period holds there") {
    const auto g = mex_values(300, false);
    for (std::uint64_t n = 0; n <= 300; ++n) CHECK_MESSAGE(g[n] == kayles(n), n);
    const auto d = mex_values(300, true);
    for (std::uint64_t n = 0; n <= 300; ++n) CHECK_MESSAGE(d[n] == dawson(n), n);
}

TEST_CASE("a Kayles heap of 52 in a sum is *1 (published value), 1,000,000 and heaps to 2^53 - 1 by the period 12") {
    auto sum = sum_rules();
    for (std::uint64_t n : {std::uint64_t{41}, std::uint64_t{52}, std::uint64_t{70}, std::uint64_t{71}, std::uint64_t{1000000},
                            std::uint64_t{123456789012}, sums::kMaxHeap, sums::kMaxHeap - 5}) {
        CAPTURE(n);
        const std::string pos = "0.77:" + std::to_string(n);
        auto a = sum->analyse(pos, Play::Normal);
        REQUIRE(a.ok());
        REQUIRE(a.value().value);
        CHECK(*a.value().value == kayles(n));
        CHECK(a.value().outcome == (kayles(n) == 0 ? Outcome::P : Outcome::N));
    }
    CHECK(kayles(52) == 1);
    CHECK(kayles(1000000) == 1); // 1000000 ≡ 4 (mod 12)
    // The reason says where the value of a big heap comes from.
    auto a = sum->analyse("0.77:1000000", Play::Normal);
    REQUIRE(a.ok());
    CHECK(a.value().reason.find("period 12 from n0 = 71") != std::string::npos);
    // Every move counted, though not every one listed: Kayles' heap of n >= 3 has
    // (1 + ⌊(n-1)/2⌋) + (1 + ⌊(n-2)/2⌋) moves (take 1 or 2, leave one row or two).
    for (std::uint64_t n : {std::uint64_t{52}, std::uint64_t{1000000}}) {
        auto b = sum->analyse("0.77:" + std::to_string(n), Play::Normal);
        REQUIRE(b.ok());
        CHECK(b.value().option_count == 2 + (n - 1) / 2 + (n - 2) / 2);
    }
}

TEST_CASE("the winning moves of big heaps: each one recomputed to nim-sum 0, all of them where few enough to check") {
    auto sum = sum_rules();
    SUBCASE("0.77:52|nim:3 against every move of the position, valued here") {
        const auto p = parts("0.77:52|nim:3");
        std::set<std::string> winning; // every option to nim-sum 0, by its position text
        for (std::uint64_t t = 1; t <= 2; ++t)
            for (std::uint64_t a = 0; a <= (52 - t) / 2; ++a) {
                std::vector<std::uint64_t> left;
                if (a > 0) left.push_back(a);
                if (52 - t - a > 0) left.push_back(52 - t - a);
                Grundy v = 3;
                for (auto h : left) v ^= kayles(h);
                if (v == 0) winning.insert("0.77:" + format_uint_list(left) + "|nim:3");
            }
        for (std::uint64_t k = 0; k < 3; ++k)
            if ((kayles(52) ^ k) == 0) winning.insert("0.77:52|nim:" + std::to_string(k));
        auto a = sum->analyse("0.77:52|nim:3", Play::Normal);
        REQUIRE(a.ok());
        std::set<std::string> found;
        for (const auto& m : a.value().winning_moves) found.insert(m.to);
        CHECK(found == winning);
        CHECK(*a.value().value == (kayles(52) ^ 3));
        (void)p;
    }
    SUBCASE("two big heaps and Dawson's Kayles: every listed move leaves nim-sum 0; a heap with a winning move shows one") {
        for (const char* text : {"0.77:1000000,999999", "0.77:123456789|0.07:987654321", "0.77:1000001|nim:5|0.07:70",
                                 "nim:1000000000000|0.07:123456789", "0.07:1000000,2000000,3000001"}) {
            CAPTURE(text);
            const auto p = parts(text);
            auto a = sum->analyse(text, Play::Normal);
            REQUIRE(a.ok());
            REQUIRE(a.value().value);
            const Grundy s = nim_sum(p);
            CHECK(*a.value().value == s);
            CHECK(a.value().outcome == (s == 0 ? Outcome::P : Outcome::N));
            if (s != 0) CHECK_FALSE(a.value().winning_moves.empty()); // an N-position has one (Sprague-Grundy)
            for (const auto& m : a.value().winning_moves) {
                CAPTURE(m.to);
                CHECK(nim_sum(parts(m.to)) == 0);
            }
        }
    }
    SUBCASE("a big heap with no move to the value needed lists none; one where Nim's heap is the only one wins") {
        // Nim 3 and Kayles 1000000 (*1): the nim-sum 2 is undone by 3 → 1 or by a Kayles move to *3.
        auto a = sum->analyse("0.77:1000000|nim:3", Play::Normal);
        REQUIRE(a.ok());
        bool nim_move = false;
        for (const auto& m : a.value().winning_moves) {
            nim_move = nim_move || m.to == "0.77:1000000|nim:1";
            CHECK(nim_sum(parts(m.to)) == 0);
        }
        CHECK(nim_move);
    }
}

TEST_CASE("the sums' own analysis (the page's) of big heaps: values, winning moves recomputed, a big heap's listed moves") {
    sums::HeapValues values;
    const auto p = parts("0.77:1000000,999998|nim:7");
    const auto a = sums::analyse(p, values);
    CHECK(a.unknown.empty());
    CHECK(a.nim_sum == nim_sum(p));
    REQUIRE_FALSE(a.winning_moves.empty());
    for (const auto& m : a.winning_moves) CHECK(nim_sum(sums::apply_move(p, m)) == 0);
    // The big heap's listed moves hold its winning ones and reach every value its options reach;
    // Kayles' heap of 1000000 reaches, by the period, exactly the values of a heap of 1000000 - 12k.
    const auto listed = sums::listed_moves(p, 0, 0, a, values);
    std::set<Grundy> reached, reached_small;
    for (const auto& m : listed) {
        Grundy v = 0;
        for (unsigned k = 0; k < m.option.parts; ++k) v ^= kayles(m.option.left[k]);
        reached.insert(v);
    }
    const std::uint64_t small = 1000000 - 12 * ((1000000 - 200) / 12); // the same residue, past 2·71 + 12
    for (std::uint64_t t = 1; t <= 2; ++t)
        for (std::uint64_t x = 0; x <= small - t; ++x) reached_small.insert(kayles(x) ^ kayles(small - t - x));
    CHECK(reached == reached_small);
    CHECK(kayles(small) == kayles(1000000));
    CHECK(listed.size() < 100);
    CHECK(sums::has_big_heap(p));
    CHECK_FALSE(sums::board_draws(p));
    CHECK(sums::board_draws(parts("0.77:40,40|nim:7")));
}

TEST_CASE("a big heap is drawn as one piece labelled with its size, offering its listed moves") {
    auto sum = sum_rules();
    auto pic = sum->picture("0.77:1000000|nim:3");
    REQUIRE(pic.ok());
    REQUIRE(pic.value().rows.size() == 2);
    const auto& big = pic.value().rows[0].cells;
    REQUIRE(big.size() == 1);
    CHECK(big[0].glyph == Glyph::Label);
    CHECK(big[0].text == "1000000");
    auto moves = sum->moves("0.77:1000000|nim:3");
    REQUIRE(moves.ok());
    CHECK(big[0].moves.size() + 3 == moves.value().size()); // Nim's 3 moves are its row's three tokens
}

TEST_CASE("unknown values and heaps too large are refused by part and heap, never valued as 0") {
    auto sum = sum_rules();
    SUBCASE("Treblecross (0.007), unsolved: no period within what a sum computes, so a heap of 1000000 is not known") {
        sums::HeapValues values;
        auto v = values.value("0.007", 1000000);
        REQUIRE_FALSE(v.ok());
        CHECK(v.error().message.find("G(1000000) is not known") != std::string::npos);
        auto a = sum->analyse("nim:3|0.007:5,1000000", Play::Normal);
        REQUIRE(a.ok());
        CHECK_FALSE(a.value().value);
        CHECK(a.value().outcome == Outcome::Unknown);
        CHECK(a.value().winning_moves.empty());
        CHECK(a.value().reason.find("part 2 (Treblecross), heap 2 (1000000 tokens)") != std::string::npos);
        // The ruleset's searches answer "unknown" for it too, never the mex of the moves the big
        // heap lists.
        CHECK_FALSE(sum->grundy("nim:3|0.007:5,1000000"));
        CHECK_FALSE(sum->search_grundy("nim:3|0.007:5,1000000"));
        CHECK_FALSE(sum->value_search()->grundy("nim:3|0.007:5,1000000"));
        const auto pa = sums::analyse(parts("nim:3|0.007:5,1000000"), values);
        CHECK(pa.unknown.find("part 2 (Treblecross), heap 2") != std::string::npos);
        // A small heap of the same game is known, by the values computed.
        REQUIRE(values.value("0.007", 1000).ok());
    }
    SUBCASE("past 2^53 - 1: the part and the heap named, the character given") {
        auto r = sums::parse_parts("nim:3|0.77:5,9007199254740992");
        REQUIRE_FALSE(r.ok());
        CHECK(r.error().offset == 13);
        CHECK(r.error().message.find("part 2 (Kayles), heap 2") != std::string::npos);
        CHECK(r.error().message.find("9007199254740991") != std::string::npos);
        CHECK(sums::parse_parts("nim:9007199254740991|0.77:9007199254740991").ok());
    }
    SUBCASE("misère play of a big heap and a big heap beside a partizan part are refused, not searched over some moves") {
        auto m = sum->analyse("0.77:52|nim:3", Play::Misere);
        REQUIRE(m.ok());
        CHECK_FALSE(sum->search_misere("0.77:52|nim:3")); // a search over some of the moves would be wrong
        CHECK(sum->grundy("0.77:52|nim:3") == 2u);       // normal play is valued from the heaps' values: 1 ^ 3
        CHECK(m.value().outcome == Outcome::Unknown);
        CHECK(m.value().reason.find("Misère play") != std::string::npos);
        auto p = sum->analyse("0.77:52|clobber:xo", Play::Normal);
        REQUIRE_FALSE(p.ok());
        CHECK(p.error().message.find("part 1 (Kayles), heap 1") != std::string::npos);
    }
}
