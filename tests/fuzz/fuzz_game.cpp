// Every registered ruleset's position text and rule text, through the registry (games/registry.h):
// a ruleset added later is fuzzed with no new code. Input: byte 0 picks the game; if byte 1 is odd
// the text up to the first newline is the rule parameter, else the game's default rules; the rest
// is the position. What parses prints canonically, and the canonical text is a fixed point (rule
// texts too); every move leaves a canonical position; errors name a character of their input.
#include "fuzz.h"
#include "games/registry.h"

using namespace gl;

namespace {
std::vector<const GameEntry*> rulesets() {
    std::vector<const GameEntry*> out;
    for (const GameEntry& g : game_entries())
        if (g.is_ruleset()) out.push_back(&g);
    return out;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const std::vector<const GameEntry*> games = rulesets();
    if (size < 2 || games.empty()) return 0;
    const GameEntry& entry = *games[data[0] % games.size()];
    const std::string id(entry.meta().id);
    std::string_view rest = fuzz::as_text(data + 2, size - 2);
    std::string_view rules;
    if (data[1] & 1) {
        const std::size_t nl = rest.find('\n');
        rules = rest.substr(0, nl);
        rest = nl == std::string_view::npos ? std::string_view{} : rest.substr(nl + 1);
    }
    const std::string_view input = fuzz::as_text(data, size);

    auto made = entry.make(rules);
    if (!made) {
        fuzz::check_error(made.error(), rules, input);
        return 0;
    }
    const Ruleset& r = **made;
    const std::string rules_text = r.rules_text();
    if (!rules.empty() || !rules_text.empty()) {
        auto again = entry.make(rules_text);
        GL_FUZZ_CHECK(again.ok(), input, id + ": rules " + rules_text + " do not read back");
        GL_FUZZ_CHECK((*again)->rules_text() == rules_text, input, id + ": rules " + rules_text + " are not a fixed point");
    }

    auto c = r.canonical(rest);
    if (!c) {
        fuzz::check_error(c.error(), rest, input);
        GL_FUZZ_CHECK(r.option_count(rest) == 0, input, id + ": a bad text has options");
        return 0;
    }
    auto again = r.canonical(*c);
    GL_FUZZ_CHECK(again.ok() && *again == *c, input, id + ": canonical " + *c + " is not a fixed point");
    // The example link's grammar: the canonical text survives a link.
    auto moves = r.moves(*c);
    GL_FUZZ_CHECK(moves.ok(), input, id + ": moves of " + *c + ": " + (moves.ok() ? "" : moves.error().describe()));
    // A sum's heap of more than 40 tokens lists only some of its moves (its winning ones, its
    // first ones, one to each value it reaches: games/heap_sum.h), while option_count counts all.
    if (id == "sum") GL_FUZZ_CHECK(r.option_count(*c) >= moves->size(), input, id + ": option_count of " + *c);
    else GL_FUZZ_CHECK(r.option_count(*c) == moves->size(), input, id + ": option_count of " + *c);
    std::size_t checked = 0;
    for (const GameMove& m : *moves) {
        if (++checked > 64) break;
        auto to = r.canonical(m.to);
        GL_FUZZ_CHECK(to.ok() && *to == m.to, input, id + ": the move " + m.label + " leaves " + m.to + ", not canonical");
    }
    return 0;
}
