// fuzz.h - what every fuzz target of tests/fuzz shares: the input as text, and the property
// checks. A broken property prints what was checked and traps, which libFuzzer reports as a crash
// and saves as a reproducer (crash-<hash>); the sanitizers report memory and undefined behaviour.
#pragma once
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "core/result.h"

namespace gl::fuzz {

[[noreturn]] inline void fail(const char* what, std::string_view input, const std::string& detail) {
    std::fprintf(stderr, "\nproperty broken: %s\n  input (%zu bytes): %.*s\n  %s\n", what, input.size(),
                 static_cast<int>(input.size() > 400 ? 400 : input.size()), input.data(), detail.c_str());
    __builtin_trap();
}

#define GL_FUZZ_CHECK(cond, input, detail)                                    \
    do {                                                                      \
        if (!(cond)) ::gl::fuzz::fail(#cond, (input), (detail));              \
    } while (0)

// An error names a character inside the text it is about: offset <= length (the end is the place
// of "missing ..."), or the whole field. Its message is a sentence, never empty.
inline void check_error(const Error& e, std::string_view text, std::string_view input) {
    GL_FUZZ_CHECK(e.offset == Error::kWhole || e.offset <= text.size(), input,
                  "offset " + std::to_string(e.offset) + " of a " + std::to_string(text.size()) +
                      "-byte text: " + e.describe());
    GL_FUZZ_CHECK(!e.message.empty() && !e.where.empty(), input, e.describe());
    GL_FUZZ_CHECK(e.describe().size() < 2000, input, "a message of " + std::to_string(e.describe().size()) + " bytes");
}

inline std::string_view as_text(const std::uint8_t* data, std::size_t size) {
    return {reinterpret_cast<const char*>(data), size};
}

} // namespace gl::fuzz
