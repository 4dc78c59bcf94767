// Subtraction sets ("1,3,4", "{1,3,4}", "S=1,3,4"), as the octal engine and the subtraction game
// read them: the game's rule text is a fixed point and means the same set; errors name a character.
#include "fuzz.h"
#include "games/subtraction.h"
#include "octal/octal.h"

using namespace gl;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = fuzz::as_text(data, size);
    auto r = octal::parse_subtraction(text);
    if (!r) fuzz::check_error(r.error(), text, text);

    auto g = subtraction::SubtractionGame::with_rules(text);
    if (!g) {
        fuzz::check_error(g.error(), text, text);
        return 0;
    }
    const std::string rules = g->rules_text();
    auto again = subtraction::SubtractionGame::with_rules(rules);
    GL_FUZZ_CHECK(again.ok(), text, "rules text " + rules + " does not parse back");
    GL_FUZZ_CHECK(again->rules_text() == rules, text, rules + " is not a fixed point: " + again->rules_text());
    GL_FUZZ_CHECK(again->set == g->set, text, "the set of " + rules + " changed");
    // The nim-sequence's first values follow the mex rule (a few, so the run stays fast).
    for (std::uint64_t n = 0; n < 24; ++n) {
        std::vector<Grundy> seen;
        for (std::uint64_t k : g->set)
            if (k <= n) seen.push_back(g->value(n - k));
        GL_FUZZ_CHECK(g->value(n) == mex(seen), text, "G(" + std::to_string(n) + ") of " + rules);
    }
    return 0;
}
