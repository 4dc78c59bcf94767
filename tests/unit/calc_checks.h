// calc_checks.h - the calculator's tests' shorthand (cgt/calc.h): an expression's Calc (failing the
// test, with the message, if it is refused), its canonical text, its result, and the message of
// an expression that must be refused.
#pragma once
#include <doctest.h>

#include <string>
#include <string_view>

#include "cgt/calc.h"

namespace calc_checks {

inline gl::cgt::Calc calc(std::string_view e) {
    auto c = gl::cgt::calculate(e);
    REQUIRE_MESSAGE(c, (c ? "" : c.error().describe()));
    return c.value();
}
inline std::string canon(std::string_view e) { return calc(e).canonical_text; }
inline std::string result(std::string_view e) { return calc(e).result; }
inline std::string err(std::string_view e) {
    auto c = gl::cgt::calculate(e);
    REQUIRE_FALSE(c);
    return c.error().describe();
}

} // namespace calc_checks
