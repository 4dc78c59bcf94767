// Analysis of any parsed position of any registered ruleset (through the registry), and of any
// octal code in the explorer, within a small work budget: it answers (a value, or "too large"),
// never hangs or crashes. Input: byte 0 picks the game (the explorer is one of the choices),
// byte 1 the play convention; the rest is the position (the explorer: its code).
// Properties: the analysis names the canonical position; under normal play a known value is 0
// exactly when the outcome is P; every winning move is a move; a value found by the game's rules
// equals plain search's where both finish.
#include <algorithm>

#include "app/explorer.h"
#include "fuzz.h"
#include "games/registry.h"

using namespace gl;

namespace {
constexpr std::size_t kBudget = 20'000;

void explore(std::string_view code, std::string_view input) {
    app::Explorer e;
    auto r = e.set_rules_text(code);
    if (!r) {
        fuzz::check_error(r.error(), code, input);
        return;
    }
    GL_FUZZ_CHECK(e.set_target(200).ok(), input, "set_target(200)");
    for (int i = 0; i < 8 && e.running(); ++i) e.step(kBudget / 8);
    for (std::uint64_t n = 0; n < e.computed() && n < 40; ++n) {
        auto t = e.mex_table(n, 64);
        auto v = e.value(n);
        GL_FUZZ_CHECK(v.has_value(), input, "G(" + std::to_string(n) + ") computed but unknown");
        if (t) GL_FUZZ_CHECK(t->mex == v->value, input, "the mex table of " + std::to_string(n) + " disagrees with G(n)");
    }
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 2) return 0;
    const auto entries = game_entries();
    const GameEntry& entry = entries[data[0] % entries.size()];
    const Play play = (data[1] & 1) ? Play::Misere : Play::Normal;
    const std::string_view text = fuzz::as_text(data + 2, size - 2);
    const std::string_view input = fuzz::as_text(data, size);
    if (!entry.is_ruleset()) {
        explore(text, input);
        return 0;
    }
    const std::string id(entry.meta().id);
    auto made = entry.make({});
    GL_FUZZ_CHECK(made.ok(), input, id + ": the default rules do not make a game");
    const Ruleset& r = **made;
    auto c = r.canonical(text);
    if (!c) return 0; // fuzz_game checks the errors
    auto a = r.analyse(*c, play, kBudget);
    if (!a) {
        fuzz::check_error(a.error(), *c, input);
        return 0;
    }
    GL_FUZZ_CHECK(a->position == *c && a->game == id, input, id + ": the analysis names " + a->position);
    GL_FUZZ_CHECK(a->options.size() <= Analysis::kMaxOptionsShown && a->options.size() <= a->option_count, input,
                  id + ": options listed");
    if (r.impartial() && play == Play::Normal && a->value && a->method != Method::TooLarge)
        GL_FUZZ_CHECK((*a->value == 0) == (a->outcome == Outcome::P), input,
                      id + ": value " + std::to_string(*a->value) + " with outcome " + outcome_char(a->outcome));
    if (a->game_over) GL_FUZZ_CHECK(a->option_count == 0, input, id + ": game over with options");
    if (!a->winning_moves.empty()) {
        auto moves = r.moves(*c);
        GL_FUZZ_CHECK(moves.ok(), input, id + ": moves");
        for (const GameMove& w : a->winning_moves)
            GL_FUZZ_CHECK(std::find(moves->begin(), moves->end(), w) != moves->end(), input,
                          id + ": winning move " + w.label + " is not a move");
    }
    auto pic = r.picture(*c);
    GL_FUZZ_CHECK(pic.ok(), input, id + ": no picture of " + *c);
    if (r.impartial()) {
        const auto fast = r.grundy(*c, kBudget);
        const auto plain = r.search_grundy(*c, kBudget);
        if (fast && plain) GL_FUZZ_CHECK(*fast == *plain, input, id + ": the rules and plain search disagree on " + *c);
    }
    return 0;
}
