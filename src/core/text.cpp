#include "core/text.h"

#include <cstdio>

namespace gl {

std::string echo(std::string_view text, std::size_t max) {
    if (text.size() <= max) return "'" + std::string(text) + "'";
    return "'" + std::string(text.substr(0, max)) + "…' (" + std::to_string(text.size()) + " characters)";
}

std::string quote_char(char c) {
    auto u = static_cast<unsigned char>(c);
    if (u >= 0x21 && u < 0x7f) return std::string("'") + c + "'";
    if (c == ' ') return "a space";
    char buf[16];
    std::snprintf(buf, sizeof buf, "byte 0x%02X", u);
    return buf;
}

Result<std::vector<std::uint64_t>> parse_uint_list(std::string_view text, std::string_view field,
                                                   std::uint64_t max_value, std::size_t max_items) {
    std::vector<std::uint64_t> out;
    const std::string f(field);
    std::size_t i = 0;
    const std::size_t n = text.size();
    auto skip_spaces = [&] { while (i < n && text[i] == ' ') ++i; };
    skip_spaces();
    if (i == n) return Error{f, 0, "is empty: expected numbers separated by commas, e.g. 3,5,7"};
    while (true) {
        skip_spaces();
        const std::size_t start = i;
        if (i == n || text[i] == ',')
            return Error{f, i, "item " + std::to_string(out.size() + 1) + " is missing (two commas in a row, or a comma at an end)"};
        if (text[i] == '-')
            return Error{f, i, "item " + std::to_string(out.size() + 1) + " is negative: sizes are whole numbers 0.." + std::to_string(max_value)};
        std::uint64_t v = 0;
        bool too_big = false;
        while (i < n && text[i] >= '0' && text[i] <= '9') {
            const std::uint64_t d = static_cast<std::uint64_t>(text[i] - '0');
            if (d > max_value || v > (max_value - d) / 10) too_big = true; // v*10+d > max_value, without overflow
            else v = v * 10 + d;
            ++i;
        }
        if (i == start)
            return Error{f, i, quote_char(text[i]) + " is not a number: item " + std::to_string(out.size() + 1) +
                                   " must be a whole number 0.." + std::to_string(max_value)};
        if (too_big)
            return Error{f, start, "item " + std::to_string(out.size() + 1) + " " + echo(text.substr(start, i - start), 24) +
                                       " is too large: at most " + std::to_string(max_value)};
        skip_spaces();
        if (i < n && text[i] != ',')
            return Error{f, i, quote_char(text[i]) + " is not allowed here: item " + std::to_string(out.size() + 1) +
                                   " must be a whole number 0.." + std::to_string(max_value)};
        out.push_back(v);
        if (out.size() > max_items)
            return Error{f, start, "has more than " + std::to_string(max_items) + " items"};
        if (i == n) break;
        ++i; // the comma
    }
    return out;
}

std::string format_uint_list(const std::vector<std::uint64_t>& values) {
    std::string s;
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (i) s += ',';
        s += std::to_string(values[i]);
    }
    return s;
}

} // namespace gl
