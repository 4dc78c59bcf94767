// Fox and Geese (games/foxgeese.h), valued as a loopy game (games/loopy_board.h). Checked against
// this file's own rules on a board with room above (the fox may go up to two rows above the
// highest piece of the start, where it is never trapped, so outcomes and values are those of
// CGSuite's board unbounded above), a brute-force retrograde analysis by naive fixed-point
// iteration, the calculator reading that graph written out in CGSuite's named-cycle notation,
// and CGSuite's own published values (its test suite, GameGridTest.scala: FoxAndGeese's
// ValuesTable of the geese on (3,1), (3,3), (3,5), (3,7), and two positions whose graphs are
// valued part by part).
#include <doctest.h>

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "app/game_play.h"
#include "cgt/calc.h"
#include "games/registry.h"
#include "loopy_brute.h"

using namespace gl;

namespace {

// A position: width, the fox's (row, column) and the geese's, rows from 1 at the bottom.
struct St {
    int w = 0;
    std::pair<int, int> fox;
    std::vector<std::pair<int, int>> geese; // sorted
    bool operator<(const St& o) const { return std::tie(w, fox, geese) < std::tie(o.w, o.fox, o.geese); }
};

// The position's text: rows from the highest piece down to row 1.
std::string text_of(const St& s) {
    int top = s.fox.first;
    for (auto [r, c] : s.geese) top = std::max(top, r);
    std::string t;
    for (int r = top; r >= 1; --r) {
        if (r != top) t += '/';
        for (int c = 1; c <= s.w; ++c) {
            const bool goose = std::find(s.geese.begin(), s.geese.end(), std::pair{r, c}) != s.geese.end();
            t += goose ? 'x' : s.fox == std::pair{r, c} ? 'o' : '.';
        }
    }
    return t;
}

// The test's own rules: a goose one square diagonally down, the fox one square diagonally any
// way (up to row `cap`), onto a square on the board that no piece holds.
std::vector<St> moves_of(const St& s, bool left, int cap) {
    std::vector<St> out;
    auto free = [&](int r, int c) {
        return r >= 1 && r <= cap && c >= 1 && c <= s.w && s.fox != std::pair{r, c} &&
               std::find(s.geese.begin(), s.geese.end(), std::pair{r, c}) == s.geese.end();
    };
    if (left) {
        for (std::size_t i = 0; i < s.geese.size(); ++i)
            for (int dc : {-1, 1}) {
                auto [r, c] = s.geese[i];
                if (!free(r - 1, c + dc)) continue;
                St t = s;
                t.geese[i] = {r - 1, c + dc};
                std::sort(t.geese.begin(), t.geese.end());
                out.push_back(t);
            }
    } else {
        for (int dr : {-1, 1})
            for (int dc : {-1, 1})
                if (free(s.fox.first + dr, s.fox.second + dc)) {
                    St t = s;
                    t.fox = {s.fox.first + dr, s.fox.second + dc};
                    out.push_back(t);
                }
    }
    return out;
}

// The brute force over this file's own rules, the fox held below row `cap`.
struct Brute : test::LoopyBrute<St> {
    Brute(const std::vector<St>& starts, int cap)
        : LoopyBrute(starts, [cap](const St& s, bool left) { return moves_of(s, left, cap); }) {}
};
using test::class_name;

// Every position of width w with pieces on rows 1 to h: the fox and 1 to `most` geese, all on
// dark squares (row + column even).
std::vector<St> positions(int w, int h, int most) {
    std::vector<std::pair<int, int>> dark;
    for (int r = 1; r <= h; ++r)
        for (int c = 1; c <= w; ++c)
            if ((r + c) % 2 == 0) dark.emplace_back(r, c);
    std::vector<St> out;
    const int n = static_cast<int>(dark.size());
    for (int f = 0; f < n; ++f)
        for (int mask = 1; mask < (1 << n); ++mask) {
            if (mask & (1 << f) || __builtin_popcount(static_cast<unsigned>(mask)) > most) continue;
            St s{w, dark[static_cast<std::size_t>(f)], {}};
            for (int i = 0; i < n; ++i)
                if (mask & (1 << i)) s.geese.push_back(dark[static_cast<std::size_t>(i)]);
            out.push_back(s);
        }
    return out;
}

// The graph from s in CGSuite's notation: each position a named game, an ancestor by its name.
std::string notation(const St& s, int cap, std::map<St, std::string>& open, int& next, std::size_t& budget) {
    if (auto it = open.find(s); it != open.end()) return it->second;
    if (budget == 0) return "";
    --budget;
    const std::string name = test::cycle_name(next++);
    open[s] = name;
    std::string t = name + "{";
    for (bool l : {true, false}) {
        const auto ms = moves_of(s, l, cap);
        for (std::size_t i = 0; i < ms.size(); ++i) t += (i ? "," : "") + notation(ms[i], cap, open, next, budget);
        if (l) t += "|";
    }
    open.erase(s);
    return t + "}";
}

int depth_of(const std::string& expr) {
    int d = 0, most = 0;
    for (char c : expr) d += c == '{' ? 1 : c == '}' ? -1 : 0, most = std::max(most, d);
    return most;
}

const Ruleset& rules() {
    static const auto r = make_ruleset("foxgeese", "");
    REQUIRE(r);
    return *r.value();
}

Analysis analyse(const std::string& pos) {
    auto a = rules().analyse(pos, Play::Normal);
    REQUIRE_MESSAGE(a, pos);
    return a.value();
}

// Boards of width 2 to 4 (0.02 s natively, well under a second under the sanitizers): width 3 has
// no L-position, width 4 has them.
constexpr int kWidest = 4;

} // namespace

TEST_CASE("fox and geese: outcome classes and winning moves of every small position, against brute force") {
    std::map<std::string, int> seen;
    for (int w = 2; w <= kWidest; ++w) {
        const int h = 3, most = w == 4 ? 2 : 3;
        const auto all = positions(w, h, most);
        const Brute b(all, h + 2);
        for (const St& s : all) {
            const std::string pos = text_of(s);
            const Analysis a = analyse(pos);
            CHECK_MESSAGE(a.position == pos, pos);
            const std::string want = class_name(b.lf.at(s), b.rf.at(s));
            CHECK_MESSAGE(a.outcome_class == want, pos);
            ++seen[want];
            std::size_t wins = 0;
            for (bool l : {true, false})
                for (const auto& t : moves_of(s, l, 16)) wins += (l ? b.rf.at(t) : b.lf.at(t)) == (l ? 1 : -1);
            CHECK_MESSAGE(a.winning_moves.size() == wins, pos);
            CHECK_MESSAGE(a.drawing_moves.empty(), pos); // the geese cannot go on forever: no draws
            CHECK_MESSAGE(a.options.size() == moves_of(s, true, 16).size() + moves_of(s, false, 16).size(), pos);
        }
    }
    CHECK(seen["L"] > 0);
    CHECK(seen["R"] > 0);
    CHECK(seen["N"] > 0);
    CHECK(seen["P"] > 0);
    CHECK(seen["D"] == 0);
}

TEST_CASE("fox and geese: canonical forms equal the calculator's reading of the graph written out") {
    int read = 0, loopy = 0;
    for (int w = 2; w <= 3; ++w) {
        const int h = 3;
        for (const St& s : positions(w, h, 2)) {
            const std::string pos = text_of(s);
            const Analysis a = analyse(pos);
            std::map<St, std::string> open;
            int next = 0;
            std::size_t budget = 2000;
            const std::string expr = notation(s, h + 2, open, next, budget);
            if (budget == 0 || depth_of(expr) > 36 || expr.size() > 1500) continue; // within the calculator's caps
            REQUIRE_MESSAGE(!a.canonical.empty(), pos); // a stopper: its canonical form is given
            auto same = cgt::calculate(expr + " == " + a.canonical);
            REQUIRE_MESSAGE(same, std::string(expr + " == " + a.canonical));
            CHECK_MESSAGE(same.value().result == "true", std::string(pos + ": " + a.canonical));
            ++read;
            loopy += a.canonical.find("over") != std::string::npos || a.canonical.find("off") != std::string::npos ||
                     a.canonical.find("pass") != std::string::npos;
        }
    }
    CHECK(read >= 25);
    CHECK(loopy > 0);
}

TEST_CASE("fox and geese: CGSuite's published values") {
    // FoxAndGeese.ValuesTable({(3,1),(3,3),(3,5),(3,7)}) in CGSuite's tests: the fox on row 2 ...
    CHECK(analyse("x.x.x.x./.o....../........").canonical == "2over");
    CHECK(analyse("x.x.x.x./...o..../........").canonical == "2");
    CHECK(analyse("x.x.x.x./.....o../........").canonical == "3*");
    CHECK(analyse("x.x.x.x./.......o/........").canonical == "4over");
    // ... and on row 1.
    CHECK(analyse("x.x.x.x./......../o.......").canonical == "{6|2over}");
    CHECK(analyse("x.x.x.x./......../..o.....").canonical == "{2over|2}");
    CHECK(analyse("x.x.x.x./......../....o...").canonical == "{4|3||2}");
    CHECK(analyse("x.x.x.x./......../......o.").canonical == "{4over|3*}");
    // FoxAndGeese({(4,2),(4,4),(4,6),(4,8)}, (1,1)) = {4*|7/2} and GenFoxAndGeese(boardWidth => 10)
    // ({(3,1),(3,3),(3,5),(3,7),(3,9)}, (1,9)) = {6over|5*}: graphs of 7,258 and 5,076 positions,
    // past simplifying at once (1,500), found part by part.
#ifndef GL_SANITIZED // about a second natively, ten under the sanitizers
    const Analysis four = analyse(".x.x.x.x/......../......../o.......");
    CHECK(four.canonical == "{4*|7/2}");
    CHECK(four.outcome_class == "L");
    CHECK(four.reason.find("part by part") != std::string::npos);
#endif
    CHECK(analyse("x.x.x.x.x./........../........o.").canonical == "{6over|5*}");
    // The fox level with the highest goose has escaped: off (CGSuite's decomposition).
    CHECK(analyse("o.x.").canonical == "off");
}

TEST_CASE("fox and geese: the analysis in steps (the page's) gives what the analysis in one go gives") {
    // GenFoxAndGeese(boardWidth => 10)'s {6over|5*}: 5,076 positions, simplified part by part,
    // one step a few thousand pairs of positions compared, so the page draws between steps.
    const std::string pos = "x.x.x.x.x./........../........o.";
    const Analysis whole = analyse(pos);
    std::size_t spent = 0, calls = 0, last = 0;
    bool rising = true;
    std::optional<Result<Analysis>> got;
    while (!(got = rules().analyse_part(pos, Play::Normal, 5'000, spent))) {
        ++calls;
        rising = rising && spent >= last && spent < kDefaultSearchBudget;
        last = spent;
        // Another position in between starts afresh and does not disturb the first one's result.
        if (calls == 3) {
            CHECK(analyse(".x.o/....").canonical == "off");
            spent = last = 0; // and the first one, asked again from the start, starts again
        }
        REQUIRE(calls < 100000);
    }
    REQUIRE(got->ok());
    CHECK(calls > 10);
    CHECK(rising);
    CHECK(spent == kDefaultSearchBudget);
    CHECK(got->value().canonical == "{6over|5*}");
    CHECK(got->value().canonical == whole.canonical);
    CHECK(got->value().reason == whole.reason);
    CHECK(got->value().facts == whole.facts);
    CHECK(got->value().winning_moves.size() == whole.winning_moves.size());
}

TEST_CASE("fox and geese: positions are read strictly, errors naming the character") {
    auto err = [](const std::string& pos) { return rules().canonical(pos).error(); };
    CHECK(err(".x.o").offset == 1); // row 1, column 2: a light square
    CHECK(err(".x.o").message.find("a goose on a light square") != std::string::npos);
    CHECK(err(".x.x/o.o.").offset == 7); // the second fox
    CHECK(err(".x.x/o.o.").message.find("second fox") != std::string::npos);
    CHECK(err(".x.x/x...").message.find("no fox") != std::string::npos);
    CHECK(err("o...").message.find("no goose") != std::string::npos);
    CHECK(err("x/./o").message.find("1 square wide") != std::string::npos);
    CHECK(err("x./../../../../../../../o.").message.find("row 9") != std::string::npos);
    CHECK(err(".x.y").offset == 3);
    // Empty rows above the pieces are not part of the text (the board goes on above).
    CHECK(rules().canonical("..../..../o.x.").value() == "o.x.");
    CHECK(rules().canonical(".x.o/....").value() == ".x.o/....");
    CHECK(analyse(".x.o/....").canonical == "off");
    CHECK_FALSE(make_ruleset("foxgeese", "8"));
}

TEST_CASE("fox and geese: the fox above the top row adds a row; the computer wins what the brute force says") {
    const Analysis a = analyse("o.x.");
    bool up = false;
    for (const auto& o : a.options) up |= o.move.to == ".o../..x.";
    CHECK(up);
    auto made = make_ruleset("foxgeese", "");
    REQUIRE(made);
    std::shared_ptr<const Ruleset> shared(std::move(made.value()));
    const auto all = positions(3, 3, 2);
    const Brute b(all, 5);
    int won = 0;
    for (const St& s : all)
        for (int first : {1, 2}) {
            const int v = first == 1 ? b.lf.at(s) : b.rf.at(s);
            app::GamePlay play;
            play.start(shared, text_of(s), Play::Normal, first);
            for (int moves = 0; moves < 200 && !play.game_over(); ++moves) {
                play.computer = play.turn();
                REQUIRE(play.play_computer());
            }
            REQUIRE_MESSAGE(play.game_over(), text_of(s));
            CHECK_MESSAGE(play.winner() == std::optional<int>(v == 1 ? 1 : 2), text_of(s));
            ++won;
        }
    CHECK(won >= 100);
}
