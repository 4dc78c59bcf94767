// Northcott's game (games/northcott.h), in its impartial form (moves toward the other checker):
// the nim-sum of the gaps and Bouton's misère rule against an independent search over checker
// squares, the moves against the rule, the worked example, the picture and the text forms.
#include <doctest.h>

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "core/impartial.h"
#include "games/northcott.h"

using namespace gl;
using northcott::NorthcottGame;
using Rows = std::vector<std::string>;

namespace {

// The game from the rule alone: a row is the pair (white square, black square), coded as
// 32 * white + black; a checker moves to any square strictly between it and the other one.
struct BruteNorthcott {
    using Position = std::vector<std::uint64_t>;
    std::vector<Position> moves(const Position& p) const {
        std::vector<Position> out;
        for (std::size_t r = 0; r < p.size(); ++r) {
            const std::uint64_t w = p[r] / 32, b = p[r] % 32;
            const std::uint64_t lo = std::min(w, b), hi = std::max(w, b);
            for (std::uint64_t s = lo + 1; s < hi; ++s) {
                Position q = p;
                q[r] = 32 * s + b; // white to s
                out.push_back(q);
                q[r] = 32 * w + s; // black to s
                out.push_back(q);
            }
        }
        return out;
    }
};

BruteNorthcott::Position code(const Rows& rows) {
    BruteNorthcott::Position p;
    for (const std::string& r : rows) p.push_back(32 * r.find('W') + r.find('B'));
    return p;
}

// Every row of n squares: a W, a B and dots.
std::vector<std::string> all_rows(std::size_t n) {
    std::vector<std::string> out;
    for (std::size_t w = 0; w < n; ++w)
        for (std::size_t b = 0; b < n; ++b) {
            if (w == b) continue;
            std::string r(n, '.');
            r[w] = 'W';
            r[b] = 'B';
            out.push_back(r);
        }
    return out;
}

// Boards of one and two rows of 2..5 squares, and three rows of 2..3 squares.
std::vector<Rows> small_boards() {
    std::vector<std::string> rows;
    for (std::size_t n = 2; n <= 5; ++n)
        for (const auto& r : all_rows(n)) rows.push_back(r);
    std::vector<Rows> out;
    for (const auto& a : rows) out.push_back({a});
    for (const auto& a : rows)
        for (const auto& b : rows) out.push_back({a, b});
    std::vector<std::string> shorter;
    for (std::size_t n = 2; n <= 3; ++n)
        for (const auto& r : all_rows(n)) shorter.push_back(r);
    for (const auto& a : shorter)
        for (const auto& b : shorter)
            for (const auto& c : shorter) out.push_back({a, b, c});
    return out;
}

Analysis analyse(std::string_view pos, Play play = Play::Normal) {
    RulesetOf<NorthcottGame> r{NorthcottGame{}};
    auto a = r.analyse(pos, play, kDefaultSearchBudget);
    REQUIRE(a.ok());
    return a.value();
}

} // namespace

TEST_CASE("Northcott's game is Nim on the gaps: value and misère outcome agree with independent search") {
    NorthcottGame g;
    GameSearch<BruteNorthcott> brute{BruteNorthcott{}};
    const auto boards = small_boards();
    CHECK(boards.size() == 40 + 40 * 40 + 8 * 8 * 8);
    for (const Rows& p : boards) {
        CAPTURE(g.format(p));
        const Grundy searched = brute.grundy(code(p));
        Grundy x = 0;
        for (const std::string& r : p) {
            const auto w = r.find('W'), b = r.find('B');
            x ^= (w < b ? b - w : w - b) - 1; // empty squares between them
        }
        CHECK(searched == x);
        auto closed = g.closed_form(p);
        REQUIRE(closed);
        CHECK(closed->value == searched);
        auto misere = g.misere_form(p);
        REQUIRE(misere);
        CHECK(misere->outcome == brute.outcome(code(p), Play::Misere));
    }
}

TEST_CASE("Northcott's moves bring either checker toward the other, each position once, 2 × gap per row") {
    NorthcottGame g;
    for (const Rows& p : small_boards()) {
        CAPTURE(g.format(p));
        const auto opts = g.options(p);
        std::set<BruteNorthcott::Position> mine, rule;
        for (const auto& o : opts) mine.insert(code(o.to));
        for (const auto& q : BruteNorthcott{}.moves(code(p))) rule.insert(q);
        CHECK(mine == rule);
        CHECK(mine.size() == opts.size());
        std::size_t expect = 0;
        for (auto gap : northcott::gaps(p)) expect += 2 * gap;
        CHECK(opts.size() == expect);
        CHECK(g.count_options(p) == expect);
    }
}

TEST_CASE("Northcott W.....B./B..W....: gaps 5 and 2, value 7; the winning moves close row 1's gap to 2") {
    const Analysis a = analyse("W.....B./B..W....");
    REQUIRE(a.value);
    CHECK(*a.value == 7);
    CHECK(a.outcome == Outcome::N);
    CHECK(a.reason.find("row 1: 5, row 2: 2") != std::string::npos);
    CHECK(a.reason.find("toward") != std::string::npos);
    std::set<std::string> winning;
    for (const auto& w : a.winning_moves) winning.insert(w.label);
    CHECK(winning == std::set<std::string>{"row 1: white 1 → 4", "row 1: black 7 → 4"});
    GameSearch<BruteNorthcott> brute{BruteNorthcott{}};
    NorthcottGame g;
    CHECK(a.options.size() == 14);
    for (const auto& o : a.options) {
        CAPTURE(o.move.label);
        CHECK((brute.grundy(code(g.parse(o.move.to, "pos").value())) == 0) == (winning.count(o.move.label) == 1));
    }
    const Analysis m = analyse("W.....B./B..W....", Play::Misere);
    CHECK(m.method == Method::ClosedForm);
    CHECK(m.outcome == brute.outcome(code(g.parse("W.....B./B..W....", "pos").value()), Play::Misere));
}

TEST_CASE("Northcott: a board of eight 20-square rows is decided by the gaps, far beyond search") {
    const std::string row = "W..................B"; // gap 18
    std::string board = row;
    for (int i = 1; i < 8; ++i) board += "/" + row;
    const Analysis a = analyse(board);
    REQUIRE(a.value);
    CHECK(*a.value == 0); // eight equal gaps cancel
    CHECK(a.winning_moves.empty());
    CHECK(analyse(board, Play::Misere).outcome == Outcome::P);
    CHECK(analyse("WB/BW", Play::Misere).outcome == Outcome::N); // no move: misère win
}

TEST_CASE("Northcott text: rows kept as written; errors name the row and the character") {
    NorthcottGame g;
    for (const char* t : {"W.....B./B..W....", "WB", "BW/WB", "....B.W"}) {
        auto p = g.parse(t, "pos");
        REQUIRE(p.ok());
        CHECK(g.format(p.value()) == t);
    }

    auto two = g.parse("W..B/W.W.B", "pos");
    REQUIRE(!two.ok());
    CHECK(two.error().where == "pos");
    CHECK(two.error().offset == 7);
    CHECK(two.error().message.rfind("row 2 has two white checkers", 0) == 0);

    auto two_black = g.parse("BWB", "pos");
    REQUIRE(!two_black.ok());
    CHECK(two_black.error().offset == 2);
    CHECK(two_black.error().message.rfind("row 1 has two black checkers", 0) == 0);

    auto no_black = g.parse("W....", "pos");
    REQUIRE(!no_black.ok());
    CHECK(no_black.error().offset == 0);
    CHECK(no_black.error().message.rfind("row 1 has no black checker", 0) == 0);

    auto no_white = g.parse("WB/..B", "pos");
    REQUIRE(!no_white.ok());
    CHECK(no_white.error().offset == 3);
    CHECK(no_white.error().message.rfind("row 2 has no white checker", 0) == 0);

    auto letter = g.parse("W.x.B", "pos");
    REQUIRE(!letter.ok());
    CHECK(letter.error().offset == 2);
    CHECK(letter.error().message.find("'x' is not W, B or '.'") != std::string::npos);

    auto lower = g.parse("w..B", "pos");
    REQUIRE(!lower.ok());
    CHECK(lower.error().message.find("capital") != std::string::npos);

    auto empty_row = g.parse("W.B//B.W", "pos");
    REQUIRE(!empty_row.ok());
    CHECK(empty_row.error().offset == 4);
    CHECK(empty_row.error().message.rfind("row 2 is empty", 0) == 0);
    CHECK(!g.parse("W.B/", "pos").ok());
    CHECK(!g.parse("", "pos").ok());

    const std::string wide = "W" + std::string(19, '.') + "B"; // 21 squares
    auto too_wide = g.parse("WB/" + wide, "pos");
    REQUIRE(!too_wide.ok());
    CHECK(too_wide.error().offset == 3 + 20);
    CHECK(too_wide.error().message.find("more than 20") != std::string::npos);
    CHECK(g.parse("W" + std::string(18, '.') + "B", "pos").ok());

    auto tall = g.parse("WB/WB/WB/WB/WB/WB/WB/WB/WB", "pos");
    REQUIRE(!tall.ok());
    CHECK(tall.error().offset == 24);
    CHECK(tall.error().message.find("more than 8 rows") != std::string::npos);
    CHECK(g.parse("WB/WB/WB/WB/WB/WB/WB/WB", "pos").ok());
}

TEST_CASE("Northcott picture: a row of White, Black and Blank cells per board row; each checker offers its own moves") {
    NorthcottGame g;
    const Rows p{"W....B", "..B.W."};
    const auto opts = g.options(p);
    const Picture pic = g.picture(p, opts);
    REQUIRE(pic.rows.size() == 2);
    std::size_t offered = 0;
    for (std::size_t r = 0; r < p.size(); ++r) {
        CHECK(pic.rows[r].label == "row " + std::to_string(r + 1));
        REQUIRE(pic.rows[r].cells.size() == p[r].size());
        for (std::size_t i = 0; i < p[r].size(); ++i) {
            const Cell& c = pic.rows[r].cells[i];
            const char ch = p[r][i];
            CHECK(c.glyph == (ch == 'W' ? Glyph::White : ch == 'B' ? Glyph::Black : Glyph::Blank));
            if (ch == '.') CHECK(c.moves.empty());
            for (int m : c.moves) {
                const auto& o = opts.at(static_cast<std::size_t>(m));
                CHECK(o.to[r][i] == '.'); // this checker left its square
                CHECK(o.label.rfind("row " + std::to_string(r + 1) + ": " + (ch == 'W' ? "white " : "black ") +
                                        std::to_string(i + 1) + " → ",
                                    0) == 0);
            }
            offered += c.moves.size();
        }
    }
    CHECK(offered == opts.size());
    CHECK(pic.rows[0].cells[0].moves.size() == 4);
    CHECK(pic.rows[1].cells[4].moves.size() == 1);
}

namespace {

// The real game, loopy (Ferguson): White (Left) moves the white checker of a row and Black
// (Right) the black one, any number of squares toward or away from the other checker, never onto
// or past it. Every board of one row of 2 to 7 squares and of two rows of 2 to 4 squares each,
// all reachable positions at once, each valued by naive fixed-point iteration of one-step rules
// (+1 Left wins, -1 Right wins, 0 a draw), the test's own.
struct LoopyBrute {
    std::map<Rows, int> lf, rf;
    static std::vector<Rows> moves(const Rows& p, bool white) {
        std::vector<Rows> out;
        for (std::size_t r = 0; r < p.size(); ++r) {
            const std::size_t me = p[r].find(white ? 'W' : 'B'), other = p[r].find(white ? 'B' : 'W');
            for (std::size_t s = 0; s < p[r].size(); ++s) {
                const bool same_side = (s < other) == (me < other);
                if (s == me || s == other || !same_side) continue;
                Rows q = p;
                q[r][me] = '.';
                q[r][s] = white ? 'W' : 'B';
                out.push_back(q);
            }
        }
        return out;
    }
    explicit LoopyBrute(const std::vector<Rows>& all) {
        for (const auto& p : all) lf[p] = rf[p] = 0;
        for (bool changed = true; changed;) {
            changed = false;
            for (auto& [p, w] : lf) changed |= settle(p, true, w);
            for (auto& [p, w] : rf) changed |= settle(p, false, w);
        }
    }
    bool settle(const Rows& p, bool left, int& w) {
        if (w != 0) return false;
        const int me = left ? 1 : -1;
        bool all_lose = true;
        for (const auto& q : moves(p, left)) {
            const int after = left ? rf.at(q) : lf.at(q);
            if (after == me) return w = me, true;
            if (after != -me) all_lose = false;
        }
        if (all_lose) return w = -me, true;
        return false;
    }
};

std::vector<std::string> rows_of(std::size_t n) {
    std::vector<std::string> out;
    for (std::size_t w = 0; w < n; ++w)
        for (std::size_t b = 0; b < n; ++b)
            if (w != b) {
                std::string r(n, '.');
                r[w] = 'W';
                r[b] = 'B';
                out.push_back(r);
            }
    return out;
}

} // namespace

TEST_CASE("northcott: as the loopy game it is, the outcome (brute force) is the Nim rule's, and the analysis says so") {
    std::vector<std::vector<Rows>> boards;
    for (std::size_t n = 2; n <= 7; ++n) {
        std::vector<Rows> one;
        for (const auto& r : rows_of(n)) one.push_back({r});
        boards.push_back(one);
    }
    for (std::size_t n = 2; n <= 4; ++n)
        for (std::size_t m = 2; m <= 4; ++m) {
            std::vector<Rows> two;
            for (const auto& a : rows_of(n))
                for (const auto& b : rows_of(m)) two.push_back({a, b});
            boards.push_back(two);
        }
    int n_positions = 0, p_positions = 0;
    for (const auto& all : boards) {
        const LoopyBrute b(all); // every position of that shape: closed under moves
        for (const Rows& p : all) {
            std::uint64_t s = 0;
            for (std::uint64_t g : northcott::gaps(p)) s ^= g;
            const int l = b.lf.at(p), r = b.rf.at(p);
            // Ferguson's theorem: whoever moves first wins iff the nim-sum of the gaps is not 0.
            CHECK_MESSAGE(l == (s != 0 ? 1 : -1), p[0]);
            CHECK_MESSAGE(r == (s != 0 ? -1 : 1), p[0]);
            const auto loopy = northcott::loopy_outcome(p);
            REQUIRE(loopy);
            CHECK_MESSAGE(loopy->first == (s != 0 ? "N" : "P"), p[0]);
            (s != 0 ? n_positions : p_positions)++;
        }
    }
    CHECK(n_positions > 100);
    CHECK(p_positions > 20);
    // The analysis shows it beside the Nim value.
    NorthcottGame g;
    const auto f = g.facts(g.parse("W..B/.B.W", "pos").value());
    const auto it = std::find_if(f.begin(), f.end(), [](const auto& kv) { return kv.first == "as the loopy game it is"; });
    REQUIRE(it != f.end());
    CHECK(it->second.starts_with("outcome class N "));
    CHECK(it->second.find("the nim-sum of the gaps is not 0, so N, as found") != std::string::npos);
}
