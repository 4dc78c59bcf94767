#include "core/result.h"

namespace gl {

std::string Error::describe() const {
    std::string s = where;
    if (offset != kWhole) s += ", character " + std::to_string(offset + 1);
    if (!s.empty()) s += ": ";
    return s + message;
}

} // namespace gl
