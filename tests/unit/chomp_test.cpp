// Chomp (games/chomp.h): Ferguson's worked example, values against an independent search over sets
// of squares, the known theorems (rectangles, two rows, L shapes), the cap, and the text forms.
#include <doctest.h>

#include <cstdint>
#include <deque>
#include <set>
#include <string>
#include <vector>

#include "core/impartial.h"
#include "games/chomp.h"

using namespace gl;
using chomp::ChompGame;
using Rows = std::vector<std::uint64_t>;

namespace {

// Chomp from the rule alone: a bar is a set of squares, bit 8 * (row - 1) + (column - 1); a move
// picks a square other than (1, 1) and removes every square at or above and right of it.
struct BruteChomp {
    using Position = std::uint64_t;
    std::vector<Position> moves(Position bar) const {
        std::vector<Position> out;
        for (int r = 0; r < 8; ++r)
            for (int c = 0; c < 8; ++c) {
                if ((r == 0 && c == 0) || !(bar >> (8 * r + c) & 1)) continue;
                Position eaten = 0;
                for (int r2 = r; r2 < 8; ++r2)
                    for (int c2 = c; c2 < 8; ++c2) eaten |= std::uint64_t{1} << (8 * r2 + c2);
                out.push_back(bar & ~eaten);
            }
        return out;
    }
};

std::uint64_t squares_of(const Rows& rows) {
    std::uint64_t bar = 0;
    for (std::size_t r = 0; r < rows.size(); ++r)
        for (std::uint64_t c = 0; c < rows[r]; ++c) bar |= std::uint64_t{1} << (8 * r + c);
    return bar;
}

// Every bar (Young diagram keeping the poison) with at most `rows` rows of at most `cols` squares.
std::vector<Rows> all_bars(std::size_t rows, std::uint64_t cols) {
    std::vector<Rows> out;
    Rows cur;
    auto rec = [&](auto& self, std::uint64_t limit) -> void {
        if (!cur.empty()) out.push_back(cur);
        if (cur.size() == rows) return;
        for (std::uint64_t len = 1; len <= limit; ++len) {
            cur.push_back(len);
            self(self, len);
            cur.pop_back();
        }
    };
    rec(rec, cols);
    return out;
}

Analysis analyse(std::string_view pos) {
    RulesetOf<ChompGame> r{ChompGame{}};
    auto a = r.analyse(pos, Play::Normal, kDefaultSearchBudget);
    REQUIRE(a.ok());
    return a.value();
}

} // namespace

TEST_CASE("Ferguson's 8 x 3 bar after chomps at (6,2) and (2,3) is 8,5,1") {
    Rows bar{8, 8, 8};
    bar = chomp::chomp_at(bar, 6, 2); // gobbles 6 pieces
    CHECK(bar == Rows{8, 5, 5});
    bar = chomp::chomp_at(bar, 2, 3); // gobbles 4 pieces
    CHECK(bar == Rows{8, 5, 1});
}

TEST_CASE("8,5,1 is an N-position with exactly one winning move, chomp (3,1), leaving 2,2,1") {
    const Analysis a = analyse("8,5,1");
    CHECK(a.outcome == Outcome::N);
    REQUIRE(a.winning_moves.size() == 1);
    CHECK(a.winning_moves[0].label == "chomp (3,1)");
    CHECK(a.winning_moves[0].to == "2,2,1");
    // Checked again by the independent search: 2,2,1 is P and every other move is N.
    GameSearch<BruteChomp> brute{BruteChomp{}};
    ChompGame g;
    for (const auto& o : a.options) {
        auto to = g.parse(o.move.to, "pos");
        REQUIRE(to.ok());
        CHECK((brute.grundy(squares_of(to.value())) == 0) == (o.move.label == "chomp (3,1)"));
    }
    CHECK(a.option_count == 13); // 14 squares, less the poisoned one
}

TEST_CASE("Chomp values agree with an independent search over sets of squares (every bar up to 6 x 5)") {
    ChompGame g;
    BudgetSearch<ChompGame> mine(g, 1'000'000, false);
    GameSearch<BruteChomp> brute{BruteChomp{}};
    std::size_t count = 0;
    for (const Rows& bar : all_bars(5, 6)) {
        CAPTURE(bar);
        CHECK(mine.grundy(bar) == brute.grundy(squares_of(bar)));
        // The moves are those of the rule, each once.
        std::set<std::uint64_t> a, b;
        for (const auto& o : g.options(bar)) a.insert(squares_of(o.to));
        for (auto q : BruteChomp{}.moves(squares_of(bar))) b.insert(q);
        CHECK(a == b);
        CHECK(a.size() == g.options(bar).size());
        ++count;
    }
    CHECK(count == 461); // C(11, 5) - 1 Young diagrams in a 6 x 5 box, less the empty one
    CHECK(g.options({1}).empty()); // only the poison: no move, a P-position
    CHECK(mine.grundy({1}) == 0);
}

TEST_CASE("every rectangle larger than 1 x 1 is an N-position (Gale's strategy stealing), by search") {
    ChompGame g;
    BudgetSearch<ChompGame> search(g, 2'000'000, false);
    for (std::size_t rows = 1; rows <= 7; ++rows)
        for (std::uint64_t cols = 1; cols <= 8; ++cols) {
            const Rows bar(rows, cols);
            CAPTURE(bar);
            auto rule = g.outcome_form(bar);
            if (rows * cols == 1) {
                CHECK(!rule);
                continue;
            }
            REQUIRE(rule);
            CHECK(rule->outcome == Outcome::N);
            CHECK(search.grundy(bar) != 0);
        }
    CHECK(!g.outcome_form({3, 2}));
}

TEST_CASE("known Chomp P-positions: two rows (a, a - 1); L shapes with equal arms; (2,2) wins on a square") {
    GameSearch<BruteChomp> brute{BruteChomp{}};
    for (std::uint64_t a = 1; a <= 8; ++a)
        for (std::uint64_t b = 1; b <= a; ++b) CHECK((brute.grundy(squares_of({a, b})) == 0) == (a == b + 1));
    for (std::uint64_t n = 1; n <= 8; ++n)
        for (std::size_t m = 1; m <= 8; ++m) {
            Rows l(m, 1);
            l[0] = n; // a row of n and a column of m: two Nim heaps of n - 1 and m - 1
            CHECK((brute.grundy(squares_of(l)) == 0) == (n == m));
        }
    for (std::uint64_t n = 2; n <= 7; ++n) {
        const Rows square(n, n);
        const Rows after = chomp::chomp_at(square, 2, 2);
        CHECK(brute.grundy(squares_of(after)) == 0);
    }
}

TEST_CASE("bars_inside counts the positions a search visits") {
    for (const Rows& top : {Rows{8, 5, 1}, Rows{3, 3}, Rows{1}, Rows{6, 4, 4, 2, 1}}) {
        std::set<Rows> seen{top};
        std::deque<Rows> queue{top};
        ChompGame g;
        while (!queue.empty()) {
            Rows p = queue.front();
            queue.pop_front();
            for (const auto& o : g.options(p))
                if (seen.insert(o.to).second) queue.push_back(o.to);
        }
        CAPTURE(top);
        CHECK(chomp::bars_inside(top) == seen.size());
    }
    CHECK(chomp::bars_inside(Rows(10, 12)) == 646'645); // C(22, 10) - 1
    CHECK(chomp::bars_inside(Rows(7, 12)) <= ChompGame::kMaxBars);
    CHECK(chomp::bars_inside(Rows(9, 9)) <= ChompGame::kMaxBars);
}

TEST_CASE("Chomp positions: errors name the row and the character") {
    ChompGame g;
    auto grow = g.parse("5,6", "pos");
    REQUIRE(!grow.ok());
    CHECK(grow.error().where == "pos");
    CHECK(grow.error().offset == 2);
    CHECK(grow.error().message.find("row 2") != std::string::npos);

    auto empty_row = g.parse("5, 0", "pos");
    REQUIRE(!empty_row.ok());
    CHECK(empty_row.error().offset == 3);
    CHECK(empty_row.error().message.find("empty") != std::string::npos);

    auto wide = g.parse("13", "pos");
    REQUIRE(!wide.ok());
    CHECK(wide.error().message.find("too large") != std::string::npos);

    auto tall = g.parse("1,1,1,1,1,1,1,1,1,1,1", "pos");
    REQUIRE(!tall.ok());
    CHECK(tall.error().message.find("more than 10") != std::string::npos);

    auto big = g.parse("12,12,12,12,12,12,12,12,12,12", "pos");
    REQUIRE(!big.ok());
    CHECK(big.error().message.find("too large to search") != std::string::npos);
    CHECK(g.parse("12,12,12,12,12,12,12", "pos").ok());
    CHECK(g.parse("1,1,1,1,1,1,1,1,1,1", "pos").ok());

    auto spaced = g.parse(" 8, 5 ,1 ", "pos");
    REQUIRE(spaced.ok());
    CHECK(g.format(spaced.value()) == "8,5,1");
    CHECK(!g.parse("", "pos").ok());
}

TEST_CASE("Chomp picture: the poisoned row is drawn last; each cookie offers its own chomp") {
    ChompGame g;
    const Rows p{8, 5, 1};
    const auto opts = g.options(p);
    const Picture pic = g.picture(p, opts);
    CHECK(pic.layout == Picture::Layout::Rows);
    REQUIRE(pic.rows.size() == 3);
    CHECK(pic.rows.back().label == "row 1");
    CHECK(pic.rows.front().label == "row 3");
    CHECK(pic.rows.back().cells[0].glyph == Glyph::Poison);
    CHECK(pic.rows.back().cells[0].moves.empty());
    std::size_t cookies = 0;
    for (std::size_t i = 0; i < pic.rows.size(); ++i) {
        const std::size_t row = pic.rows.size() - i; // row number from the poisoned row
        REQUIRE(pic.rows[i].cells.size() == p[row - 1]);
        for (std::size_t c = 0; c < pic.rows[i].cells.size(); ++c) {
            const Cell& cell = pic.rows[i].cells[c];
            if (cell.glyph != Glyph::Cookie) continue;
            ++cookies;
            REQUIRE(cell.moves.size() == 1);
            const auto& o = opts[static_cast<std::size_t>(cell.moves[0])];
            CHECK(o.label == "chomp (" + std::to_string(c + 1) + "," + std::to_string(row) + ")");
            CHECK(o.to == chomp::chomp_at(p, c + 1, row));
        }
    }
    CHECK(cookies == opts.size());
}
