// Nim's closed forms (games/nim.h) against the seeds and against exhaustive search.
#include <doctest.h>

#include <algorithm>
#include <vector>

#include "games/nim.h"

using namespace gl;
using nim::Heap;

namespace {

using Pos = std::vector<Heap>;

// Every move of position p, heap by heap, that the search says leads to a P-position: the
// winning moves, found without any closed form. Compared move by move (heap and size left), so
// a closed form that forgot the same move on an equal heap would be caught.
std::vector<nim::Move> searched_moves(GameSearch<nim::SumRules>& search, const Pos& p, Play play) {
    std::vector<nim::Move> out;
    for (std::size_t i = 0; i < p.size(); ++i)
        for (Heap k = 0; k < p[i]; ++k) {
            Pos next = p;
            next[i] = k;
            if (search.outcome(nim::SumRules::normalise(next), play) == Outcome::P) out.push_back(nim::Move{i, p[i], k});
        }
    return out;
}

// Every position of `heaps` heaps with sizes 0..max (as ordered tuples).
template <class F>
void for_each_position(std::size_t heaps, Heap max, F f) {
    Pos p(heaps, 0);
    while (true) {
        f(p);
        std::size_t i = 0;
        while (i < heaps && p[i] == max) p[i++] = 0;
        if (i == heaps) return;
        ++p[i];
    }
}

} // namespace

TEST_CASE("Nim (13, 12, 8): nim-sum 9 and exactly three winning moves (Ferguson, Part I, §2.3)") {
    const Pos p{13, 12, 8};
    auto a = nim::analyse(p, Play::Normal);
    CHECK(a.nim_sum == 9);
    CHECK(a.outcome == Outcome::N);
    REQUIRE(a.winning_moves.size() == 3);
    CHECK(a.winning_moves[0] == nim::Move{0, 13, 4});
    CHECK(a.winning_moves[1] == nim::Move{1, 12, 5});
    CHECK(a.winning_moves[2] == nim::Move{2, 8, 1});
    for (const auto& m : a.winning_moves) CHECK(nim::nim_sum(nim::apply(p, m)) == 0);
}

TEST_CASE("Nim examples of Ferguson, Part I, §2.1") {
    CHECK(nim::analyse(Pos{1, 2, 3}, Play::Normal).outcome == Outcome::P);
    CHECK(nim::analyse(Pos{1, 4, 5}, Play::Normal).outcome == Outcome::P);
    CHECK(nim::analyse(Pos{2, 4, 6}, Play::Normal).outcome == Outcome::P);
    CHECK(nim::analyse(Pos{1, 1, 2}, Play::Normal).outcome == Outcome::N);
    CHECK(nim::analyse(Pos{5, 7, 9}, Play::Normal).outcome == Outcome::N);
    CHECK(nim::analyse(Pos{0, 0, 0}, Play::Normal).game_over);
}

TEST_CASE("one Nim heap of n has Grundy value n (Ferguson, Part I, §3.3)") {
    GameSearch<nim::HeapRules> s{nim::HeapRules{}};
    for (Heap n = 0; n <= 40; ++n) CHECK(s.grundy(n) == n);
}

TEST_CASE("Bouton's theorem agrees with exhaustive search (normal play, up to 4 heaps <= 7)") {
    GameSearch<nim::SumRules> search{nim::SumRules{}};
    for (std::size_t k = 1; k <= 4; ++k)
        for_each_position(k, 7, [&](const Pos& p) {
            auto a = nim::analyse(p, Play::Normal);
            const Pos sorted = nim::SumRules::normalise(p);
            CHECK(search.grundy(sorted) == a.nim_sum);
            CHECK(search.outcome(sorted, Play::Normal) == a.outcome);
            CHECK(a.winning_moves == searched_moves(search, p, Play::Normal));
            if (a.nim_sum != 0) {
                // Ferguson, Part I, §2.4: as many winning moves as 1s in the leftmost odd column; always odd.
                Heap top = 1;
                while (top * 2 <= a.nim_sum) top *= 2;
                auto ones = std::count_if(p.begin(), p.end(), [&](Heap h) { return (h & top) != 0; });
                CHECK(a.winning_moves.size() == static_cast<std::size_t>(ones));
                CHECK(a.winning_moves.size() % 2 == 1);
            }
        });
}

TEST_CASE("misère Nim by Bouton's rule agrees with brute force (up to 4 heaps <= 7, Ferguson, Part I, §2.5)") {
    GameSearch<nim::SumRules> search{nim::SumRules{}};
    int positions = 0;
    for (std::size_t k = 1; k <= 4; ++k)
        for_each_position(k, 7, [&](const Pos& p) {
            ++positions;
            auto a = nim::analyse(p, Play::Misere);
            const Pos sorted = nim::SumRules::normalise(p);
            CAPTURE(sorted);
            CHECK(search.outcome(sorted, Play::Misere) == a.outcome);
            CHECK(a.winning_moves == searched_moves(search, p, Play::Misere));
        });
    CHECK(positions == 8 + 64 + 512 + 4096);
}

TEST_CASE("misère Nim: the classic small cases") {
    CHECK(nim::analyse(Pos{1}, Play::Misere).outcome == Outcome::P);       // forced to take the last
    CHECK(nim::analyse(Pos{1, 1}, Play::Misere).outcome == Outcome::N);
    CHECK(nim::analyse(Pos{2, 2}, Play::Misere).outcome == Outcome::P);    // same as normal play
    auto one_big = nim::analyse(Pos{1, 1, 5}, Play::Misere);                // reduce 5 to 1: three 1s
    REQUIRE(one_big.winning_moves.size() == 1);
    CHECK(one_big.winning_moves[0] == nim::Move{2, 5, 1});
    auto odd = nim::analyse(Pos{1, 5}, Play::Misere);                      // reduce 5 to 0: one 1
    REQUIRE(odd.winning_moves.size() == 1);
    CHECK(odd.winning_moves[0] == nim::Move{1, 5, 0});
}
