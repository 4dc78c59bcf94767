// Octal codes ("0.07", "4.337", ".6", 64 digits at most): what parses formats to a code that
// parses to the same rules (the canonical code is a fixed point); the explorer's code field (codes
// and subtraction sets) likewise; errors name a character of the input.
#include "fuzz.h"
#include "octal/octal.h"

using namespace gl;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = fuzz::as_text(data, size);
    auto r = octal::parse_code(text);
    if (!r) {
        fuzz::check_error(r.error(), text, text);
    } else {
        const std::string code = octal::format_code(*r);
        auto again = octal::parse_code(code);
        GL_FUZZ_CHECK(again.ok() && *again == *r, text, "canonical code " + code);
        GL_FUZZ_CHECK(octal::format_code(*again) == code, text, "canonical code " + code + " is not a fixed point");
        GL_FUZZ_CHECK(r->digits.size() <= octal::kMaxDigits + 1, text, code);
        // The sets of Def. 3.1 rebuild the same rules.
        auto back = octal::from_sets(octal::to_sets(*r));
        GL_FUZZ_CHECK(!back.ok() || *back == *r, text, "from_sets(to_sets) of " + code);
        // Every option of a small heap is well formed.
        for (octal::Heap n = 0; n <= 12; ++n)
            octal::for_each_option(*r, n, [&](const octal::HeapOption& o) {
                // take + parts = n, at most the code's most heaps, each part >= 1, in order.
                octal::Heap left = 0;
                bool sorted = true;
                for (unsigned i = 0; i < o.parts; ++i) {
                    left += o.left[i];
                    sorted = sorted && o.left[i] >= 1 && (i == 0 || o.left[i - 1] <= o.left[i]);
                }
                GL_FUZZ_CHECK(o.take + left == n && o.parts <= r->max_parts() && o.parts <= octal::kMaxParts && sorted,
                              text, "an option of heap " + std::to_string(n) + " in " + code);
            });
    }
    auto h = octal::parse_heap_rules(text, "rules");
    if (!h) {
        fuzz::check_error(h.error(), text, text);
    } else {
        const std::string code = octal::format_code(*h);
        auto again = octal::parse_heap_rules(code, "rules");
        GL_FUZZ_CHECK(again.ok() && *again == *h, text, "heap rules " + code);
    }
    return 0;
}
