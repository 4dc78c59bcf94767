// Clobber (games/clobber.h on games/grid.h): the values Lessons in Play prints, the published
// result on alternating 2 × n and 3 × n boards, and every board of up to 8 squares against minimax
// and (impartial variant) mex written here on the boards themselves; the outcome search (issue
// 43: regions, their forms, the table, the ordering) against that minimax on random boards of up
// to 12 squares, the alternating boards past the old 8 × 8 cap and the play screen's steps.
#include <doctest.h>

#include "app/state.h"
#include "board_brute.h"
#include "games/clobber.h"

using namespace gl;
using brute::Board;

namespace {

// Clobber by hand: a stone moves onto an adjacent stone of the other colour, which goes.
std::vector<Board> clobber_moves(const Board& b, bool left) {
    const char me = left ? 'x' : 'o', them = left ? 'o' : 'x';
    std::vector<Board> out;
    for (int r = 0; r < static_cast<int>(b.size()); ++r)
        for (int c = 0; c < static_cast<int>(b[0].size()); ++c) {
            if (b[r][c] != me) continue;
            for (auto [dr, dc] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
                if (!brute::in(b, r + dr, c + dc) || b[r + dr][c + dc] != them) continue;
                Board n = b;
                n[r][c] = '.';
                n[r + dr][c + dc] = me;
                out.push_back(n);
            }
        }
    return out;
}

Analysis analyse(const std::string& pos, const std::string& variant = "") {
    return brute::ruleset("clobber", variant).analyse(pos, Play::Normal).value();
}

Board alternating(int h, int w) {
    Board b(static_cast<std::size_t>(h), std::string(static_cast<std::size_t>(w), 'x'));
    for (int r = 0; r < h; ++r)
        for (int c = 0; c < w; ++c)
            if ((r + c) % 2) b[r][c] = 'o';
    return b;
}

} // namespace

TEST_CASE("clobber: the values Lessons in Play prints") {
    // Albert, Nowakowski and Wolfe, Lessons in Play: xo = *, xxo = ↑ (up), xxoo = 0.
    CHECK(analyse("xo").canonical == "*");
    CHECK(analyse("xxo").canonical == "^");
    CHECK(analyse("xxoo").canonical == "0");
    CHECK(analyse("ox").canonical == "*");
    CHECK(analyse("oox").canonical == "v"); // the mirror image with colours swapped: ↓
    CHECK(analyse("x.o").canonical == "0"); // not adjacent: no move for anyone
}

TEST_CASE("clobber: alternating 2 x n is 0 iff n = 0 mod 3, 3 x n iff n is even (small n by minimax)") {
    brute::Solver s(clobber_moves);
    for (int n = 1; n <= 6; ++n) {
        const Board b = alternating(2, n);
        const bool zero = s.outcome(b) == Outcome::P;
        CHECK_MESSAGE(zero == (n % 3 == 0), "2 x " << n);
        CHECK_MESSAGE(analyse(brute::text(b)).outcome == s.outcome(b), "2 x " << n);
    }
    for (int n = 1; n <= 4; ++n) {
        const Board b = alternating(3, n);
        CHECK_MESSAGE((s.outcome(b) == Outcome::P) == (n % 2 == 0), "3 x " << n);
        CHECK_MESSAGE(analyse(brute::text(b)).outcome == s.outcome(b), "3 x " << n);
    }
}

TEST_CASE("clobber: every board of up to 8 squares against minimax, its impartial variant against mex") {
    brute::Solver s(clobber_moves);
    const std::pair<int, int> shapes[] = {{1, 1}, {1, 2}, {1, 3}, {1, 4}, {1, 5}, {1, 6}, {1, 7}, {1, 8}, {2, 2}, {2, 3}, {3, 2}, {2, 4}};
    std::size_t boards = 0;
    for (auto [h, w] : shapes)
        for (const Board& b : brute::fillings(h, w, ".xo")) {
            const std::string t = brute::text(b);
            const Analysis a = analyse(t);
            CHECK_MESSAGE(a.outcome == s.outcome(b), t);
            // Each side's winning moves are exactly the moves to positions it wins moving second.
            for (const auto& o : a.options) {
                auto to = brute::ruleset("clobber").canonical(o.move.to).value();
                Board nb;
                for (std::size_t i = 0, j; i <= to.size(); i = j + 1) nb.push_back(to.substr(i, (j = std::min(to.find('/', i), to.size())) - i));
                const bool wins = !s.wins_first(nb, o.move.side == Side::Right);
                const bool listed = std::any_of(a.winning_moves.begin(), a.winning_moves.end(), [&](const GameMove& m) { return m.to == o.move.to && m.side == o.move.side; });
                CHECK_MESSAGE(wins == listed, t << " " << o.move.label);
            }
            if (h * w <= 6) CHECK_MESSAGE(analyse(t, "impartial").value == std::optional<Grundy>(s.grundy(b)), t);
            ++boards;
        }
    CHECK(boards == 17940); // 3 + 9 + ... + 3^8 on strips, 3^4 + 2 · 3^6 + 3^8 on the rectangles
}

TEST_CASE("clobber, variant=impartial, misère play: every board of up to 6 squares against misère minimax written here") {
    // The impartial variant is an impartial game, so misère play is offered (issue 42: "misère play
    // of these variants as for every impartial game"); the board itself stays normal play only.
    brute::Solver s(clobber_moves);
    std::size_t boards = 0, first_wins = 0;
    for (auto [h, w] : {std::pair{1, 4}, std::pair{1, 6}, std::pair{2, 2}, std::pair{2, 3}, std::pair{3, 2}})
        for (const Board& b : brute::fillings(h, w, ".xo")) {
            const std::string t = brute::text(b);
            auto a = brute::ruleset("clobber", "impartial").analyse(t, Play::Misere);
            REQUIRE_MESSAGE(a, t);
            const bool wins = s.misere_wins(b);
            CHECK_MESSAGE(a.value().outcome == (wins ? Outcome::N : Outcome::P), t);
            first_wins += wins;
            ++boards;
        }
    CHECK(boards == 81 + 729 * 3 + 81);
    CHECK(first_wins > 100);
    CHECK(brute::ruleset("clobber", "impartial").misere_offered());
    CHECK_FALSE(brute::ruleset("clobber").misere_offered());
    CHECK_FALSE(app::state_from_link("v=1&game=clobber&pos=xo&play=misere").errors.empty());
    CHECK(app::state_from_link("v=1&game=clobber&variant=impartial&pos=xo&play=misere").errors.empty());
}

TEST_CASE("clobber: text, errors naming the character, variants") {
    auto& r = brute::ruleset("clobber");
    CHECK(r.canonical("xo|ox").value() == "xo/ox");
    auto bad = r.canonical("xo/oq");
    REQUIRE(!bad);
    CHECK(bad.error().offset == 4);
    CHECK(bad.error().message.find("'q'") != std::string::npos);
    CHECK(!r.canonical("xo/o"));
    CHECK(!r.canonical("x/"));
    CHECK(!make_ruleset("clobber", "misere"));
    CHECK(brute::ruleset("clobber", "impartial").rules_text() == "impartial");
    CHECK(r.rules_text() == "partizan");
    // Regions apart are a sum: xo + xo = * + * = 0.
    CHECK(analyse("xo./..x/..o").canonical == "0");
}

TEST_CASE("clobber: links read variant=, and refuse rules= by name instead of ignoring it") {
    auto load = app::state_from_link("v=1&game=clobber&variant=impartial&pos=xo");
    CHECK(load.errors.empty());
    CHECK(load.state.rules == "impartial");
    auto wrong = app::state_from_link("v=1&game=clobber&rules=impartial&pos=xo");
    REQUIRE(wrong.errors.size() == 1);
    CHECK(wrong.errors[0].where == "rules");
    CHECK(wrong.errors[0].message.find("variant=") != std::string::npos);
    CHECK(wrong.state.rules == "partizan");
}

TEST_CASE("clobber: the bitboard outcome search against minimax on every board of 3 x 3, 2 x 5 and 5 x 2, and the alternating boards") {
    // ClobberRules::fast_wins_first (issue 43) against the minimax written here, for each side.
    brute::Solver s(clobber_moves);
    std::size_t boards = 0;
    for (const auto& hw : {std::pair{3, 3}, {2, 5}, {5, 2}}) {
        const int h = hw.first, w = hw.second;
        for (const Board& b : brute::fillings(h, w, ".xo")) {
            auto g = grid::parse_grid(brute::text(b), "pos", grid::shape_of<clobber::ClobberRules>());
            REQUIRE(g.ok());
            for (bool left : {true, false}) {
                std::size_t budget = 1'000'000;
                const auto wins = clobber::ClobberRules::fast_wins_first(g.value(), left, budget);
                if (!wins || *wins != s.wins_first(b, left)) FAIL_CHECK(brute::text(b) << (left ? " Left" : " Right") << " first");
            }
            ++boards;
        }
    }
    CHECK(boards == 19'683 + 2 * 59'049);
    // The published result (Albert, Grossman, Nowakowski and Wolfe; see the test above) further
    // than minimax reaches here: alternating 2 x n is a P-position iff n = 0 mod 3 (n <= 8 here, to 11 below), 3 x n
    // iff n is even (n <= 6); otherwise the first player wins (colours swapped is the board
    // reflected, so neither player wins whoever starts).
    for (int n = 1; n <= 8; ++n) {
        auto g = grid::parse_grid(brute::text(alternating(2, n)), "pos", grid::shape_of<clobber::ClobberRules>());
        std::size_t budget = 100'000'000;
        const auto l = clobber::ClobberRules::fast_wins_first(g.value(), true, budget);
        const auto r = clobber::ClobberRules::fast_wins_first(g.value(), false, budget);
        REQUIRE(l);
        REQUIRE(r);
        CHECK_MESSAGE(*l == (n % 3 != 0), "2 x " << n);
        CHECK_MESSAGE(*r == (n % 3 != 0), "2 x " << n);
    }
    for (int n = 1; n <= 6; ++n) {
        auto g = grid::parse_grid(brute::text(alternating(3, n)), "pos", grid::shape_of<clobber::ClobberRules>());
        std::size_t budget = 100'000'000;
        const auto l = clobber::ClobberRules::fast_wins_first(g.value(), true, budget);
        REQUIRE(l);
        CHECK_MESSAGE(*l == (n % 2 != 0), "3 x " << n);
    }
    // A spent budget says so (an empty table: nothing of the board is known yet).
    clobber::reset_solver();
    auto big = grid::parse_grid(brute::text(alternating(4, 4)), "pos", grid::shape_of<clobber::ClobberRules>());
    std::size_t tiny = 10;
    CHECK_FALSE(clobber::ClobberRules::fast_wins_first(big.value(), true, tiny).has_value());
}

TEST_CASE("clobber: the outcome search's regions, forms and ordering against minimax on random boards of at most 12 squares") {
    // Each method alone and all together (solve_first, issue 43), from an empty table each time,
    // against the minimax written here; form_stones = 3 leaves big regions beside small ones, so
    // that the search moves both on the board and in the small regions' form (fold), or, without
    // fold, leaves small regions adding to 0 out of the search (G + 0 = G).
    brute::Solver s(clobber_moves);
    std::uint64_t seed = 12345;
    auto next = [&] { return (seed = seed * 6364136223846793005ull + 1442695040888963407ull) >> 33; };
    std::vector<clobber::SolveMethods> methods(10);
    methods[1].forms = false;
    methods[2].ordering = false, methods[2].table = false;
    methods[3].form_stones = 3; // big regions searched beside the small ones' form
    methods[4].form_stones = 3, methods[4].fold = false; // small regions decided or left out as 0 only
    methods[5].symmetry = false, methods[5].colours = false; // the table's key: the stones as they are
    methods[6].form_stones = 3, methods[6].symmetry = false; // colours swapped alone, with a form C to negate
    methods[7].etc_stones = 8;                                // the look-ups ahead only where 8 or more stones are outside the small regions
    methods[8].etc_stones = 0, methods[8].form_stones = 3;    // everywhere, beside a form C
    methods[9].etc = false;                                   // no look-ups ahead
    std::size_t boards = 0, first_wins = 0;
    // 3 x 11 and 11 x 3 (33 squares, half of them stones): the table's 32-byte slots of boards
    // past 32 squares (smaller boards' stones share one word, in 16-byte slots).
    for (const auto& hw : {std::pair{3, 4}, {4, 3}, {2, 6}, {6, 2}, {1, 12}, {12, 1}, {3, 3}, {2, 5}, {3, 11}, {11, 3}}) {
        const bool wide = hw.first * hw.second > 32;
        for (int k = 0; k < (wide ? 20 : 60); ++k) {
            Board b(static_cast<std::size_t>(hw.first), std::string(static_cast<std::size_t>(hw.second), '.'));
            for (auto& row : b)
                for (char& c : row) c = wide ? "..xo"[next() % 4] : ".xoxo"[next() % 5]; // mostly stones on the small boards
            auto g = grid::parse_grid(brute::text(b), "pos", grid::shape_of<clobber::ClobberRules>());
            REQUIRE(g.ok());
            for (bool left : {true, false}) {
                const bool truth = s.wins_first(b, left);
                first_wins += truth;
                for (std::size_t m = 0; m < methods.size(); ++m) {
                    clobber::reset_solver(1 << 16);
                    std::size_t budget = 10'000'000;
                    const auto wins = clobber::solve_first(g.value(), left, budget, methods[m]);
                    if (!wins || *wins != truth) FAIL_CHECK(brute::text(b) << (left ? " Left" : " Right") << " first, methods " << m);
                }
            }
            ++boards;
        }
    }
    CHECK(boards == 520);
    CHECK(first_wins > 100); // both answers occur
    CHECK(first_wins < 940);
    clobber::reset_solver();
}

TEST_CASE("clobber: alternating 2 x n is 0 iff n = 0 mod 3 to n = 11, and 3 x n iff n is even to n = 7, by the outcome search past the old 8 x 8 cap") {
    // Albert, Grossman, Nowakowski and Wolfe, "An introduction to Clobber" (Integers 5, 2005).
    for (int n = 9; n <= 11; ++n) {
        auto g = grid::parse_grid(brute::text(alternating(2, n)), "pos", grid::shape_of<clobber::ClobberRules>());
        REQUIRE(g.ok());
        for (bool left : {true, false}) {
            std::size_t budget = 100'000'000;
            const auto wins = clobber::ClobberRules::fast_wins_first(g.value(), left, budget);
            REQUIRE(wins);
            CHECK_MESSAGE(*wins == (n % 3 != 0), "2 x " << n << (left ? " Left" : " Right"));
        }
    }
    auto g = grid::parse_grid(brute::text(alternating(3, 7)), "pos", grid::shape_of<clobber::ClobberRules>());
    std::size_t budget = 100'000'000;
    const auto wins = clobber::ClobberRules::fast_wins_first(g.value(), true, budget);
    REQUIRE(wins);
    CHECK(*wins); // 3 x 7: odd, the first player wins
    // The caps: 16 rows or columns, 64 squares, each refused by name past them.
    auto& r = brute::ruleset("clobber");
    CHECK(r.canonical(brute::text(alternating(4, 16))).ok());
    CHECK(r.canonical(brute::text(alternating(16, 4))).ok());
    auto wide = r.canonical(brute::text(alternating(1, 17)));
    REQUIRE_FALSE(wide.ok());
    CHECK(wide.error().message.find("16 squares in a row") != std::string::npos);
    auto many = r.canonical(brute::text(alternating(5, 13)));
    REQUIRE_FALSE(many.ok());
    CHECK(many.error().message.find("at most 64") != std::string::npos);
}

TEST_CASE("clobber: the play screen's analysis in steps reaches the outcome and winning moves of one call") {
    // A region of more than 16 stones: the canonical form is not tried and the outcome search is
    // stepped (ClobberRules::kOutcomeResumes), each step going on from the table the last one left.
    const std::string pos = brute::text(alternating(2, 10)); // 20 stones, a first-player win
    auto& r = brute::ruleset("clobber");
    clobber::reset_solver();
    std::size_t spent = 0, calls = 0;
    std::optional<Result<Analysis>> done;
    while (!(done = r.analyse_part(pos, Play::Normal, 2000, spent))) ++calls;
    CHECK(calls > 5);
    REQUIRE(done->ok());
    const Analysis& stepped = done->value();
    CHECK(stepped.method == Method::OutcomeSearch);
    CHECK(stepped.outcome == Outcome::N); // 2 x n is 0 iff n = 0 mod 3 (Albert, Grossman, Nowakowski and Wolfe)
    CHECK_FALSE(stepped.winning_moves.empty());
    CHECK(stepped.reason.find("ran out") == std::string::npos); // every move decided within the budget
    clobber::reset_solver();
    // Another budget: not the answer the steps left among the kept ones, a search of its own.
    const Analysis whole = r.analyse(pos, Play::Normal, kDefaultSearchBudget - 1).value();
    CHECK(whole.outcome == Outcome::N);
    REQUIRE(whole.winning_moves.size() == stepped.winning_moves.size());
    for (std::size_t i = 0; i < whole.winning_moves.size(); ++i) CHECK(whole.winning_moves[i].label == stepped.winning_moves[i].label);
}

TEST_CASE("clobber: a new forms' store keeps the table's answers that name no form") {
    // The store of the small regions' forms is renewed between calls once it holds a quarter of its
    // limit, and the table then forgets the answers that name its forms, not the others. Alternating
    // 4 x 4 is its own negative under a reflection (its colours swapped), so Right moving first has
    // the key of Left moving first: it is answered from the table, with at most the board itself
    // expanded (its options' answers are the table's).
    auto g = grid::parse_grid(brute::text(alternating(4, 4)), "pos", grid::shape_of<clobber::ClobberRules>());
    REQUIRE(g.ok());
    const std::size_t small = std::size_t{1} << 18; // a test's setting, renewed after each call here
    clobber::reset_solver(0, small);
    std::size_t budget = 100'000'000;
    const auto left = clobber::solve_first(g.value(), true, budget);
    REQUIRE(left);
    const std::uint64_t nodes = clobber::solver_stats().nodes;
    CHECK(nodes > 1000);
    const auto right = clobber::solve_first(g.value(), false, budget);
    REQUIRE(right);
    CHECK(*right == *left);
    brute::Solver s(clobber_moves);
    CHECK(*left == s.wins_first(alternating(4, 4), true));
    CHECK(clobber::solver_stats().nodes - nodes <= 1);
    // Random boards one after another, the table kept through the renewals, against minimax.
    std::uint64_t seed = 4242;
    auto next = [&] { return (seed = seed * 6364136223846793005ull + 1442695040888963407ull) >> 33; };
    // An h x w board of empty squares and stones, two stones of each colour to an empty square.
    auto random_board = [&](std::size_t h, std::size_t w) {
        Board b(h, std::string(w, '.'));
        for (auto& row : b)
            for (char& c : row) c = ".xoxo"[next() % 5];
        return b;
    };
    clobber::SolveMethods few;
    few.form_stones = 3; // big regions beside small ones: answers with and without a form
    for (int k = 0; k < 200; ++k) {
        const Board b = random_board(3, 4);
        auto p = grid::parse_grid(brute::text(b), "pos", grid::shape_of<clobber::ClobberRules>());
        REQUIRE(p.ok());
        for (bool first : {true, false}) {
            budget = 10'000'000;
            const auto wins = clobber::solve_first(p.value(), first, budget, few);
            if (!wins || *wins != s.wins_first(b, first)) {
                const std::string what = brute::text(b) + (first ? " Left" : " Right") + " first";
                FAIL_CHECK(what);
            }
        }
    }
    // In steps of 400 units, Left and Right in turn as the page's steps ask them: each search the
    // budget cuts goes on down the path it was on (the moves there first), to the same answers.
    clobber::reset_solver();
    std::size_t cut = 0; // calls the budget stopped
    for (int k = 0; k < 60; ++k) {
        const Board b = random_board(4, 4);
        auto p = grid::parse_grid(brute::text(b), "pos", grid::shape_of<clobber::ClobberRules>());
        REQUIRE(p.ok());
        std::optional<bool> answer[2];
        for (int calls = 0; calls < 100'000 && !(answer[0] && answer[1]); ++calls)
            for (bool first : {true, false}) {
                if (answer[first]) continue;
                budget = 400;
                answer[first] = clobber::solve_first(p.value(), first, budget);
                cut += !answer[first];
            }
        for (bool first : {true, false})
            if (!answer[first] || *answer[first] != s.wins_first(b, first)) {
                const std::string what = brute::text(b) + (first ? " Left" : " Right") + " first, in steps: " + (answer[first] ? "wrong" : "no answer");
                FAIL_CHECK(what);
            }
    }
    CHECK(cut > 100);
    clobber::reset_solver();
}

TEST_CASE("clobber: a search stopped by the forms' store's memory says so, one stopped by the budget names the steps") {
    // Issue 43: the store of the small regions' canonical forms filling up during a search was
    // reported as the step budget running out. With the store's limit cut to 1 MB (a test's
    // setting; 128 MB by default), the alternating 5 x 5 board's search fills it long before its
    // budget is spent, and the answer says it was the memory, with the limit.
    const std::size_t small = std::size_t{1} << 20;
    auto g = grid::parse_grid(brute::text(alternating(5, 5)), "pos", grid::shape_of<clobber::ClobberRules>());
    REQUIRE(g.ok());
    clobber::reset_solver(0, small);
    CHECK(clobber::forms_memory_limit() == small);
    const std::size_t whole = 100'000'000;
    std::size_t budget = whole;
    CHECK_FALSE(clobber::solve_first(g.value(), true, budget).has_value());
    CHECK(clobber::last_stop() == clobber::Stop::Memory);
    CHECK(budget > whole / 2); // most of the budget was left
    const std::string why = clobber::ClobberRules::outcome_stop();
    CHECK(why.find("memory") != std::string::npos);
    CHECK(why.find("its limit: 1 MB") != std::string::npos);
    // A search with the default store answers (4 x 5, smaller, to keep the test quick).
    auto g45 = grid::parse_grid(brute::text(alternating(4, 5)), "pos", grid::shape_of<clobber::ClobberRules>());
    REQUIRE(g45.ok());
    clobber::reset_solver();
    budget = whole;
    const auto wins = clobber::solve_first(g45.value(), true, budget);
    CHECK(clobber::last_stop() == clobber::Stop::None);
    CHECK(clobber::ClobberRules::outcome_stop().empty());
    REQUIRE(wins);
    // The analysis' reason, for the same board (25 stones: its canonical form is not tried): in
    // one call and in the play screen's steps (which end there instead of stepping on to the budget).
    const std::string pos = brute::text(alternating(5, 5));
    auto& r = brute::ruleset("clobber");
    clobber::reset_solver(0, small);
    const Analysis a = r.analyse(pos, Play::Normal, kDefaultSearchBudget - 3).value();
    CHECK(a.outcome == Outcome::Unknown);
    CHECK(a.reason.find("ran out of memory") != std::string::npos);
    CHECK(a.reason.find("its limit: 1 MB") != std::string::npos);
    CHECK(a.reason.find("cost more than " + std::to_string(kDefaultSearchBudget - 3) + " steps") == std::string::npos);
    clobber::reset_solver(0, small);
    std::size_t spent = 0, calls = 0;
    std::optional<Result<Analysis>> done;
    while (!(done = r.analyse_part(pos, Play::Normal, 2000, spent, kDefaultSearchBudget - 4)) && calls < 100'000) ++calls;
    REQUIRE(done);
    REQUIRE(done->ok());
    CHECK(done->value().outcome == Outcome::Unknown);
    CHECK(done->value().reason.find("ran out of memory") != std::string::npos);
    CHECK(spent < kDefaultSearchBudget - 4);
    // A budget spent names the steps, not the memory.
    clobber::reset_solver();
    std::size_t tiny = 10;
    CHECK_FALSE(clobber::solve_first(g.value(), true, tiny).has_value());
    CHECK(clobber::last_stop() == clobber::Stop::Budget);
    CHECK(clobber::ClobberRules::outcome_stop().empty());
    const Analysis b = r.analyse(pos, Play::Normal, 1000).value();
    CHECK(b.outcome == Outcome::Unknown);
    CHECK(b.reason.find("cost more than 1,000 steps") != std::string::npos);
    CHECK(b.reason.find("memory") == std::string::npos);
    clobber::reset_solver();
}
