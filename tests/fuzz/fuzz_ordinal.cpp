// Ordinals below ω^ω (cgt/ordinal.h), the coins of transfinite Welter's game: "w^2*3+w+5",
// "ω²·3 + ω + 5" typed as "ω^2·3+ω+5", comma lists. What parses prints canonically (text()), and
// the text reads back to the same ordinal (a fixed point); a list reads back to the same list;
// the nim-sum and the Welter value of what parsed are ordinals within the caps; errors name a
// character of the input.
#include <algorithm>

#include "cgt/ordinal.h"
#include "fuzz.h"

using namespace gl;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = fuzz::as_text(data, size);

    auto one = ordinal::parse(text, "coin");
    if (!one) {
        fuzz::check_error(one.error(), text, text);
    } else {
        const std::string t = ordinal::text(*one);
        auto again = ordinal::parse(t, "coin");
        GL_FUZZ_CHECK(again.ok(), text, "text " + t + " does not read back: " + (again ? "" : again.error().describe()));
        GL_FUZZ_CHECK(*again == *one, text, "text " + t + " reads back as " + ordinal::text(*again));
        GL_FUZZ_CHECK(ordinal::text(*again) == t, text, "text " + t + " is not a fixed point");
        GL_FUZZ_CHECK(one->c.size() <= ordinal::kMaxExponent + 1, text, "more powers than the cap: " + t);
        for (std::uint64_t c : one->c) GL_FUZZ_CHECK(c <= ordinal::kMaxCoefficient, text, "a coefficient past the cap: " + t);
        GL_FUZZ_CHECK(one->c.empty() || one->c.back() != 0, text, "trailing zero coefficient: " + t);
        GL_FUZZ_CHECK(!ordinal::pretty(*one).empty(), text, "no pretty text for " + t);
    }

    auto list = ordinal::parse_list(text, "coins", 12);
    if (!list) {
        fuzz::check_error(list.error(), text, text);
        return 0;
    }
    GL_FUZZ_CHECK(!list->empty() && list->size() <= 12, text, "a list of " + std::to_string(list->size()));
    const std::string t = ordinal::text_list(*list);
    auto again = ordinal::parse_list(t, "coins", 12);
    GL_FUZZ_CHECK(again.ok() && *again == *list, text, "list " + t + " does not read back as itself");
    // Nim-sums stay within the caps (coefficients below 2^14 nim-add below 2^14); so does the
    // Welter value, of coins on distinct squares (what the game allows: two coins never share one).
    std::vector<ordinal::Ordinal> sorted = *list;
    std::sort(sorted.begin(), sorted.end());
    const bool distinct = std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end();
    const ordinal::Ordinal s = ordinal::nim_sum(*list), w = distinct ? ordinal::welter_value(*list) : s;
    for (const auto* o : {&s, &w}) {
        GL_FUZZ_CHECK(o->c.size() <= ordinal::kMaxExponent + 1, text, "a sum past the powers cap");
        for (std::uint64_t c : o->c) GL_FUZZ_CHECK(c <= ordinal::kMaxCoefficient, text, "a sum past the coefficient cap");
        GL_FUZZ_CHECK(ordinal::parse(ordinal::text(*o), "v").ok(), text, "a value that does not read back");
    }
    return 0;
}
