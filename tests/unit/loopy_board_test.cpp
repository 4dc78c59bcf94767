// Loopy boards (games/loopy_board.h): Backsliding Toads and Frogs (Winning Ways, ch. 11; Albert and
// Nowakowski, "Backsliding Toads and Frogs", Games of No Chance 3: a toad may also retreat one square
// left, a frog one square right, onto an empty square; no backward jumps). Checked against this
// file's own move rules and a brute-force retrograde analysis by naive fixed-point iteration, its
// own table of CGSuite's outcome class names, and against the calculator reading the graph of
// positions written out here in CGSuite's named-cycle notation; the computer opponent (app/game_play.h)
// playing both sides wins what the brute force says is won, and holds what it says is drawn. Published facts used: on = {on|},
// off = {|off}, on + off = dud (Winning Ways, ch. 11; Siegel, Combinatorial Game Theory, ch. VI).
#include <doctest.h>

#include <map>
#include <string>
#include <vector>

#include "app/game_play.h"
#include "cgt/calc.h"
#include "games/registry.h"
#include "loopy_brute.h"

using namespace gl;

namespace {

// The test's own rules on one strip: Left's toads 't' step right onto '.', jump one frog to the
// '.' beyond, or retreat one square left onto '.'; Right's frogs 'f' the mirror image.
std::vector<std::string> moves_of(const std::string& s, bool left) {
    std::vector<std::string> out;
    const int n = static_cast<int>(s.size()), d = left ? 1 : -1;
    const char me = left ? 't' : 'f', them = left ? 'f' : 't';
    auto empty = [&](int i) { return i >= 0 && i < n && s[i] == '.'; };
    auto go = [&](int from, int to) {
        std::string t = s;
        t[from] = '.';
        t[to] = me;
        out.push_back(t);
    };
    for (int i = 0; i < n; ++i) {
        if (s[i] != me) continue;
        if (empty(i + d)) go(i, i + d);
        if (i + d >= 0 && i + d < n && s[i + d] == them && empty(i + 2 * d)) go(i, i + 2 * d);
        if (empty(i - d)) go(i, i - d);
    }
    return out;
}

// The brute force over this file's own rules.
struct Brute : test::LoopyBrute<std::string> {
    explicit Brute(const std::string& start) : Brute(std::vector<std::string>{start}) {}
    explicit Brute(const std::vector<std::string>& starts) : LoopyBrute(starts, moves_of) {}
};
using test::class_name;

// The graph from s in CGSuite's notation: each position a named game, an ancestor by its name.
std::string notation(const std::string& s, std::map<std::string, std::string>& open, int& next) {
    if (auto it = open.find(s); it != open.end()) return it->second;
    const std::string name = test::cycle_name(next++);
    open[s] = name;
    std::string t = name + "{";
    for (bool l : {true, false}) {
        const auto ms = moves_of(s, l);
        for (std::size_t i = 0; i < ms.size(); ++i) t += (i ? "," : "") + notation(ms[i], open, next);
        if (l) t += "|";
    }
    open.erase(s);
    return t + "}";
}

Analysis analyse(const std::string& pos) {
    auto r = make_ruleset("toads", "1,1,1,0,backsliding");
    REQUIRE(r);
    auto a = r.value()->analyse(pos, Play::Normal);
    REQUIRE_MESSAGE(a, pos);
    return a.value();
}

// Under the sanitizers (ten times slower) the same checks walk fewer strips: every strip one
// square shorter, and a smaller sample of the longest with its drawn ones.
#ifdef GL_SANITIZED
constexpr int kShorter = 1;
#else
constexpr int kShorter = 0;
#endif
// Of the 729 strips of 6 squares (where draws begin), the drawn ones and every kSixStride-th;
// under the sanitizers also of the 243 strips of 5 squares every 8th.
constexpr int kSixStride = kShorter ? 16 : 4;

std::vector<std::string> strips(int w) {
    std::vector<std::string> out{""};
    for (int i = 0; i < w; ++i) {
        std::vector<std::string> more;
        for (const auto& s : out)
            for (char c : {'.', 't', 'f'}) more.push_back(s + c);
        out = std::move(more);
    }
    return out;
}

} // namespace

TEST_CASE("backsliding toads: outcome classes of every strip up to 5 squares and of 6 (drawn ones and a sample), against brute force") {
    std::map<std::string, int> seen;
    int sampled_draws = 0, index = 0;
    for (int w = 1; w <= 6; ++w) {
        const Brute b(strips(w)); // every strip of w squares, so every position reached from one
        for (const auto& s : strips(w)) {
            const bool drawn = b.lf.at(s) == 0 || b.rf.at(s) == 0;
            if (w == 6 && !(drawn && sampled_draws++ < 8 + 1000 * !kShorter) && index++ % kSixStride != 0) continue;
            if (kShorter && w == 5 && index++ % 8 != 0) continue;
            const Analysis a = analyse(s);
            const std::string want = class_name(b.lf.at(s), b.rf.at(s));
            CHECK_MESSAGE(a.outcome_class == want, s);
            ++seen[want];
            // Each move is winning, drawing or neither as the brute force says.
            for (const auto& m : a.winning_moves) {
                const int after = m.side == Side::Left ? b.rf.at(m.to) : b.lf.at(m.to);
                CHECK_MESSAGE(after == (m.side == Side::Left ? 1 : -1), std::string(s + " -> " + m.to));
            }
            for (const auto& m : a.drawing_moves) CHECK_MESSAGE((m.side == Side::Left ? b.rf.at(m.to) : b.lf.at(m.to)) == 0, std::string(s + " -> " + m.to));
            std::size_t wins = 0, draws = 0;
            for (bool l : {true, false})
                for (const auto& t : moves_of(s, l)) {
                    const int after = l ? b.rf.at(t) : b.lf.at(t);
                    wins += after == (l ? 1 : -1);
                    draws += after == 0;
                }
            CHECK_MESSAGE(a.winning_moves.size() == wins, s);
            CHECK_MESSAGE(a.drawing_moves.size() == draws, s);
        }
    }
    // The strips are not all of one kind: draws occur, and so do wins.
    CHECK(seen["D"] > 0);
    CHECK(seen["L"] > 0);
    CHECK(seen["P"] > 0);
}

TEST_CASE("backsliding toads: canonical forms equal the calculator's reading of the graph written out") {
    int stoppers = 0, loopy = 0;
    for (int w = 1; w <= 5 - kShorter; ++w)
        for (const auto& s : strips(w)) {
            const Analysis a = analyse(s);
            std::map<std::string, std::string> open;
            int next = 0;
            const std::string expr = notation(s, open, next);
            if (expr.size() > 600) continue; // the calculator reads at most 40 levels of braces
            auto c = cgt::calculate(expr);
            REQUIRE_MESSAGE(c, expr);
            CHECK_MESSAGE((c.value().loopy_outcome.empty() || c.value().loopy_outcome == a.outcome_class), s);
            if (a.canonical.empty()) {
                // Not a stopper: no canonical form as one; the calculator says so by giving sides.
                CHECK_MESSAGE(c.value().note.find("not a stopper") != std::string::npos, s);
                continue;
            }
            ++stoppers;
            loopy += a.canonical.find("pass") != std::string::npos || a.canonical.find("on") != std::string::npos ||
                     a.canonical.find("over") != std::string::npos || a.canonical.find('{') != std::string::npos;
            auto same = cgt::calculate(expr + " == " + a.canonical);
            REQUIRE_MESSAGE(same, std::string(expr + " == " + a.canonical));
            CHECK_MESSAGE(same.value().result == "true", std::string(s + ": " + a.canonical));
        }
    CHECK(stoppers > 50);
    CHECK(loopy > 0);
}

TEST_CASE("backsliding toads: published values on, off and dud") {
    // A lone toad shuttles forever and Right never moves: on = {on|} (Winning Ways, ch. 11).
    CHECK(analyse("t.").canonical == "on");
    CHECK(analyse("..t").canonical == "on");
    CHECK(analyse("t.").outcome_class == "L");
    CHECK(analyse("f.").canonical == "off");
    // on + off = dud, not a stopper: no canonical form, the sides on & off (Winning Ways, ch. 11).
    const Analysis d = analyse("t./.f");
    CHECK(d.canonical.empty());
    CHECK(d.value_name == "dud");
    CHECK(d.outcome_class == "D");
    // No piece can move: 0.
    CHECK(analyse("ft").canonical == "0");
}

TEST_CASE("backsliding toads: the rule and its refusals") {
    CHECK(make_ruleset("toads", "backsliding").value()->rules_text() == "1,1,1,0,backsliding");
    CHECK(make_ruleset("toads", "1,1,1,0,backsliding").value()->rules_text() == "1,1,1,0,backsliding");
    auto err = [](const std::string& rules) { return make_ruleset("toads", rules).error(); };
    CHECK(err("1,2,1,0,backsliding").message.find("classic rules only") != std::string::npos);
    CHECK(err("1,1,1,0,backsliding,impartial").message.find("partizan") != std::string::npos);
    CHECK(err("-1,1,1,0").message.find("1,1,1,0,backsliding") != std::string::npos);
    // A strip whose graph of positions is past the cap is not valued, and says so.
    const Analysis big = analyse("tttttttt..............ffffffff");
    CHECK(big.method == Method::TooLarge);
    CHECK(big.reason.find("too large") != std::string::npos);
}

TEST_CASE("backsliding toads: the computer opponent wins where it can and holds a draw where it cannot") {
    auto rules = make_ruleset("toads", "1,1,1,0,backsliding");
    REQUIRE(rules);
    std::shared_ptr<const Ruleset> shared(std::move(rules.value()));
    int won = 0, drawn = 0;
    // Every strip of up to 4 squares, and the first drawn ones of 6 squares (draws start there).
    std::vector<std::string> all;
    for (int w = 1; w <= 4 - kShorter; ++w)
        for (const auto& s : strips(w)) all.push_back(s);
    int draws_taken = 0;
    const Brute six(strips(6));
    for (const auto& s : strips(6))
        if (draws_taken < 6 - 5 * kShorter && (six.lf.at(s) == 0 || six.rf.at(s) == 0)) all.push_back(s), ++draws_taken;
    for (const auto& s : all)
            for (int first : {1, 2}) {
                Brute b(s);
                const int v = first == 1 ? b.lf[s] : b.rf[s]; // +1 Left wins, -1 Right, 0 a draw
                app::GamePlay play;
                play.start(shared, s, Play::Normal, first);
                const std::string aim = play.game_over() ? "" : play.computer_aim();
                const int mover = first == 1 ? 1 : -1;
                if (!play.game_over()) CHECK_MESSAGE(aim == (v == mover ? "plays to win" : v == 0 ? "holds a draw: it cannot win from here" : "cannot win or draw from here"), s);
                // Both sides played by the computer: a won game ends with its winner; a drawn one goes on.
                int moves = 0;
                for (; moves < (v == 0 ? 24 - 16 * kShorter : 200) && !play.game_over(); ++moves) {
                    play.computer = play.turn();
                    REQUIRE(play.play_computer());
                }
                if (v == 0) {
                    CHECK_MESSAGE(!play.game_over(), s);
                    ++drawn;
                } else {
                    REQUIRE_MESSAGE(play.game_over(), s);
                    CHECK_MESSAGE(play.winner() == std::optional<int>(v == 1 ? 1 : 2), s);
                    ++won;
                }
            }
    CHECK(won > 50);
    CHECK(drawn > 0);
}

TEST_CASE("backsliding toads: a repeated position is seen as such") {
    auto rules = make_ruleset("toads", "1,1,1,0,backsliding");
    REQUIRE(rules);
    app::GamePlay play;
    play.start(std::shared_ptr<const Ruleset>(std::move(rules.value())), "t./.f", Play::Normal, 1);
    CHECK(!play.repeated());
    REQUIRE(play.play_to(".t/.f"));
    REQUIRE(play.play_to(".t/f."));
    REQUIRE(play.play_to("t./f."));
    CHECK(!play.repeated());
    REQUIRE(play.play_to("t./.f")); // the start again, Left to move
    CHECK(play.repeated());
}
