// Heap lists ("3,5,7") and single numbers, as the engine, the page's Position field and the CLI
// read them: what parses formats to a list that parses to the same heaps; every number is within
// its cap, the list within its length; errors name a character of the input.
#include "app/state.h"
#include "core/text.h"
#include "fuzz.h"

using namespace gl;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 2) return 0;
    // The first two bytes choose the caps (as different games use different ones).
    static constexpr std::uint64_t kValueCaps[] = {0, 1, 99, 1000, 1'000'000, 1ull << 24, ~0ull};
    const std::uint64_t max_value = kValueCaps[data[0] % 7];
    const std::size_t max_items = 1 + data[1] % 16;
    const std::string_view text = fuzz::as_text(data + 2, size - 2);

    auto list = parse_uint_list(text, "heaps", max_value, max_items);
    if (!list) {
        fuzz::check_error(list.error(), text, text);
    } else {
        GL_FUZZ_CHECK(!list->empty() && list->size() <= max_items, text, "list of " + std::to_string(list->size()));
        for (auto v : *list) GL_FUZZ_CHECK(v <= max_value, text, std::to_string(v) + " beyond its cap");
        const std::string back = format_uint_list(*list);
        auto again = parse_uint_list(back, "heaps", max_value, max_items);
        GL_FUZZ_CHECK(again.ok() && *again == *list, text, "formatted as " + back);
        GL_FUZZ_CHECK(format_uint_list(*again) == back, text, back + " is not a fixed point");
    }

    auto one = parse_uint(text, "n", max_value == 0 ? 0 : 1, max_value);
    if (!one) {
        fuzz::check_error(one.error(), text, text);
    } else {
        GL_FUZZ_CHECK(*one <= max_value, text, std::to_string(*one));
        auto again = parse_uint(std::to_string(*one), "n", max_value == 0 ? 0 : 1, max_value);
        GL_FUZZ_CHECK(again.ok() && *again == *one, text, std::to_string(*one));
    }

    auto pos = app::parse_position(text);
    if (!pos) {
        fuzz::check_error(pos.error(), text, text);
    } else {
        GL_FUZZ_CHECK(pos->size() <= app::kMaxHeaps, text, "too many heaps");
        for (auto v : *pos) GL_FUZZ_CHECK(v <= app::kMaxHeap, text, std::to_string(v));
    }

    // Messages quote user text cut short, never splitting a character.
    const std::string quoted = echo(text);
    GL_FUZZ_CHECK(quoted.size() <= 40 * 4 + 16, text, "echo of " + std::to_string(quoted.size()) + " bytes");
    GL_FUZZ_CHECK(char_count(text) <= text.size(), text, "char_count");
    return 0;
}
