// The game contract, checked on every registered ruleset with no per-game code: whatever a new
// game declares, these must hold (core/ruleset.h). Positions are those reachable from the game's
// example position, breadth first, up to a few hundred.
#include <doctest.h>

#include <deque>
#include <set>
#include <string>

#include "app/state.h"
#include "games/registry.h"

using namespace gl;

namespace {

std::vector<std::string> small_positions(const Ruleset& r, std::size_t count) {
    std::vector<std::string> out;
    std::set<std::string> seen;
    std::deque<std::string> queue{std::string(r.meta().example)};
    seen.insert(queue.front());
    while (!queue.empty() && out.size() < count) {
        std::string p = queue.front();
        queue.pop_front();
        out.push_back(p);
        auto moves = r.moves(p);
        if (!moves) continue;
        for (const auto& m : moves.value())
            if (seen.insert(m.to).second) queue.push_back(m.to);
    }
    return out;
}

} // namespace

TEST_CASE("every registered ruleset keeps the contract") {
    for (const GameEntry& entry : game_entries()) {
        if (!entry.is_ruleset()) continue;
        const GameMeta& meta = entry.meta();
        CAPTURE(meta.id);
        CHECK(!meta.title.empty());
        CHECK(!meta.rules.empty());
        CHECK(!meta.source.empty());
        CHECK(meta.source.find("seed") == std::string_view::npos); // published sources only
        auto made = entry.make({});
        REQUIRE(made.ok());
        const Ruleset& r = *made.value();
        CHECK(r.rules_text() == meta.rules_default);

        // Plain blocks, not SUBCASEs: doctest runs a test case once per subcase, and the search over
        // every game's positions below would run once for each.
        { // the example position is canonical and the link round-trips
            auto c = r.canonical(meta.example);
            REQUIRE(c.ok());
            CHECK(c.value() == meta.example);
            app::State s = app::default_state(meta.id);
            CHECK(s.pos == meta.example);
            s.turn = 2;
            s.computer = 1;
            auto back = app::state_from_link(app::link_from_state(s));
            CHECK(back.errors.empty());
            CHECK(back.state == s);
        }
        { // garbage positions are errors naming pos, never crashes
            for (const char* junk : {"", "?", "-1", "999999999999999999999999", ",,", "x,y", "\x01", "1/0/0:"}) {
                auto p = r.canonical(junk);
                if (!p) CHECK(p.error().where == "pos");
            }
        }
        for (const std::string& pos : small_positions(r, 250)) {
            CAPTURE(pos);
            auto canon = r.canonical(pos);
            REQUIRE(canon.ok());
            CHECK(canon.value() == pos);
            auto moves = r.moves(pos);
            REQUIRE(moves.ok());
            std::set<std::string> targets;
            for (const auto& m : moves.value()) {
                CHECK(!m.label.empty());
                auto to = r.canonical(m.to);
                REQUIRE(to.ok());
                CHECK(to.value() == m.to); // `to` parses back, canonically
                targets.insert(std::string(1, static_cast<char>(m.side)) + m.to);
            }
            // Each option once (a partizan game's Left and Right options to one position are two:
            // Blue-Red Hackenbush's green edge).
            CHECK(targets.size() == moves.value().size());
            CHECK(r.option_count(pos) == moves.value().size());

            const auto searched = r.search_grundy(pos, 200'000);
            auto a = r.analyse(pos, Play::Normal);
            REQUIRE(a.ok());
            CHECK(a.value().position == pos);
            CHECK(a.value().game_over == moves.value().empty());
            CHECK(a.value().option_count == moves.value().size());
            if (searched) {
                // The closed form, if any, equals search; the outcome follows the value.
                if (a.value().value) CHECK(*a.value().value == *searched);
                if (auto rule = r.rule_outcome(pos)) CHECK(rule->outcome == (*searched == 0 ? Outcome::P : Outcome::N));
                CHECK(a.value().outcome == (*searched == 0 ? Outcome::P : Outcome::N));
                // Winning moves are exactly the moves to P-positions.
                std::size_t to_p = 0;
                for (const auto& m : moves.value()) to_p += r.search_grundy(m.to, 200'000) == Grundy{0};
                CHECK(a.value().winning_moves.size() == to_p);
                for (const auto& w : a.value().winning_moves) CHECK(r.search_grundy(w.to, 200'000) == Grundy{0});
            }
            if (meta.normal_play_only) continue;
            const auto misere = r.search_misere(pos, 200'000);
            auto am = r.analyse(pos, Play::Misere);
            REQUIRE(am.ok());
            if (misere) {
                CHECK(am.value().outcome == *misere); // the misère rule, if any, equals search
                for (const auto& w : am.value().winning_moves) CHECK(r.search_misere(w.to, 200'000) == Outcome::P);
            }
        }
    }
}

TEST_CASE("the registry knows each id once, and unknown ids are named") {
    std::set<std::string_view> ids;
    for (const GameEntry& e : game_entries()) CHECK(ids.insert(e.meta().id).second);
    auto bad = make_ruleset("chess");
    REQUIRE(!bad.ok());
    CHECK(bad.error().where == "game");
    CHECK(bad.error().message.find("nim") != std::string::npos);
}
