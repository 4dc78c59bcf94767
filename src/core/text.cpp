// text.cpp - strict parsers of numbers and lists, and quoting user text in messages (text.h).
#include "core/text.h"

#include <algorithm>
#include <iterator>
#include <cmath>
#include <cstdio>

namespace gl {

namespace {

// The length of the UTF-8 sequence starting at byte i, and its code point; 0 if it is not one
// (a stray continuation byte, a bad lead byte, a cut or overlong sequence, a surrogate).
std::size_t utf8_at(std::string_view t, std::size_t i, char32_t* cp) {
    const auto b = static_cast<unsigned char>(t[i]);
    std::size_t len = 0;
    char32_t v = 0;
    if (b < 0x80) { *cp = b; return 1; }
    if (b >= 0xC2 && b <= 0xDF) len = 2, v = b & 0x1Fu;
    else if (b >= 0xE0 && b <= 0xEF) len = 3, v = b & 0x0Fu;
    else if (b >= 0xF0 && b <= 0xF4) len = 4, v = b & 0x07u;
    else return 0;
    if (i + len > t.size()) return 0;
    for (std::size_t k = 1; k < len; ++k) {
        const auto c = static_cast<unsigned char>(t[i + k]);
        if ((c & 0xC0) != 0x80) return 0;
        v = (v << 6) | (c & 0x3Fu);
    }
    if ((len == 3 && v < 0x800) || (len == 4 && (v < 0x10000 || v > 0x10FFFF)) || (v >= 0xD800 && v <= 0xDFFF)) return 0;
    *cp = v;
    return len;
}

std::size_t step_at(std::string_view t, std::size_t i) {
    char32_t cp = 0;
    const std::size_t len = utf8_at(t, i, &cp);
    return len == 0 ? 1 : len;
}

std::string hex_byte(unsigned char u) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "byte 0x%02X", u);
    return buf;
}

} // namespace

std::string echo(std::string_view text, std::size_t max) {
    if (text.size() <= max) return "'" + std::string(text) + "'";
    std::size_t cut = 0, chars = 0;
    while (cut < text.size() && chars < max) cut += step_at(text, cut), ++chars;
    if (cut >= text.size()) return "'" + std::string(text) + "'";
    return "'" + std::string(text.substr(0, cut)) + "…' (" + std::to_string(char_count(text)) + " characters)";
}

std::string quote_char(char c) {
    auto u = static_cast<unsigned char>(c);
    if (u >= 0x21 && u < 0x7f) return std::string("'") + c + "'";
    if (c == ' ') return "a space";
    if (c == '\t') return "a tab";
    if (c == '\n' || c == '\r') return "a line break";
    if (u >= 0x80) return "a character beyond ASCII";
    return hex_byte(u);
}

std::string quote_at(std::string_view text, std::size_t i) {
    if (i >= text.size()) return "the end";
    const auto u = static_cast<unsigned char>(text[i]);
    if (u < 0x80) return quote_char(text[i]);
    char32_t cp = 0;
    const std::size_t len = utf8_at(text, i, &cp);
    if (len == 0) return hex_byte(u) + " (not UTF-8 text)";
    char buf[24];
    std::snprintf(buf, sizeof buf, " (U+%04X)", static_cast<unsigned>(cp));
    if (cp == 0xA0) return std::string("a no-break space") + buf;
    return "'" + std::string(text.substr(i, len)) + "'" + buf;
}

std::size_t byte_offset(std::string_view text, std::size_t chars) {
    std::size_t byte = 0, c = 0;
    for (; byte < text.size() && c < chars; ++c) {
        ++byte;
        while (byte < text.size() && (static_cast<unsigned char>(text[byte]) & 0xC0) == 0x80) ++byte;
    }
    return byte + (chars - c);
}

std::size_t char_count(std::string_view text, std::size_t bytes) {
    if (bytes > text.size()) bytes = text.size();
    std::size_t i = 0, chars = 0;
    while (i < bytes) i += step_at(text, i), ++chars;
    return chars;
}

Error in_characters(Error e, std::string_view text) {
    if (e.offset != Error::kWhole && e.offset <= text.size()) e.offset = char_count(text, e.offset);
    return e;
}

std::optional<std::uint64_t> exact_uint(double d, std::uint64_t max) {
    if (!std::isfinite(d) || d < 0 || d != std::floor(d) || d >= 18446744073709551616.0) return std::nullopt;
    const auto v = static_cast<std::uint64_t>(d);
    if (v > max) return std::nullopt;
    return v;
}

std::uint64_t saturate_uint(double d, std::uint64_t low) {
    if (!(d >= 1)) return low; // NaN too
    if (d >= 18446744073709551616.0) return UINT64_MAX;
    const auto v = static_cast<std::uint64_t>(d);
    return v < low ? low : v;
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
            return Error{f, i, quote_at(text, i) + " is not a number: item " + std::to_string(out.size() + 1) +
                                   " must be a whole number 0.." + std::to_string(max_value)};
        if (too_big)
            return Error{f, start, "item " + std::to_string(out.size() + 1) + " " + echo(text.substr(start, i - start), 24) +
                                       " is too large: at most " + std::to_string(max_value)};
        skip_spaces();
        if (i < n && text[i] != ',')
            return Error{f, i, quote_at(text, i) + " is not allowed here: item " + std::to_string(out.size() + 1) +
                                   " must be a whole number 0.." + std::to_string(max_value)};
        out.push_back(v);
        if (out.size() > max_items)
            return Error{f, start, "has more than " + std::to_string(max_items) + " items"};
        if (i == n) break;
        ++i; // the comma
    }
    return out;
}

Result<std::uint64_t> parse_uint(std::string_view text, std::string_view field, std::uint64_t min_value,
                                 std::uint64_t max_value) {
    const std::string f(field);
    const std::string range = std::to_string(min_value) + ".." + std::to_string(max_value);
    const std::string want = f + " is one whole number " + range;
    std::size_t i = 0;
    const std::size_t n = text.size();
    while (i < n && text[i] == ' ') ++i;
    if (i == n) return Error{f, text.empty() ? 0 : i, "is empty: expected one whole number " + range};
    if (text[i] == '-') return Error{f, i, "is negative: " + want};
    const std::size_t start = i;
    std::uint64_t v = 0;
    bool too_big = false;
    while (i < n && text[i] >= '0' && text[i] <= '9') {
        const std::uint64_t d = static_cast<std::uint64_t>(text[i] - '0');
        if (d > max_value || v > (max_value - d) / 10) too_big = true;
        else v = v * 10 + d;
        ++i;
    }
    if (i == start) return Error{f, i, quote_at(text, i) + " is not a number: " + want};
    std::size_t end = i;
    while (i < n && text[i] == ' ') ++i;
    if (i < n) return Error{f, i, quote_at(text, i) + " is not allowed here: " + want};
    if (too_big) return Error{f, start, echo(text.substr(start, end - start), 24) + " is too large: at most " + std::to_string(max_value)};
    if (v < min_value) return Error{f, start, std::to_string(v) + " is too small: " + want};
    return v;
}

std::string format_uint_list(const std::vector<std::uint64_t>& values) { return joined(values, ","); }

std::vector<std::size_t> item_starts(std::string_view text) {
    std::vector<std::size_t> out;
    std::size_t i = 0;
    while (true) {
        while (i < text.size() && text[i] == ' ') ++i;
        out.push_back(i);
        while (i < text.size() && text[i] != ',') ++i;
        if (i == text.size()) return out;
        ++i;
    }
}

// ---- numbers written for people ----

std::string joined(const std::vector<std::uint64_t>& values, std::string_view sep) {
    std::string s;
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (i) s += sep;
        s += std::to_string(values[i]);
    }
    return s;
}

std::string binary_digits(std::uint64_t v, std::size_t width) {
    std::string s;
    if (width > 0) {
        for (std::size_t b = width; b-- > 0;) s += b < 64 && ((v >> b) & 1) ? '1' : '0';
        return s;
    }
    do {
        s.insert(s.begin(), static_cast<char>('0' + (v & 1)));
        v >>= 1;
    } while (v != 0);
    return s;
}

std::string binary(std::uint64_t v, std::size_t width) { return binary_digits(v, width) + "₂"; }

std::string thousands(std::uint64_t v) {
    std::string s = std::to_string(v);
    for (int i = static_cast<int>(s.size()) - 3; i > 0; i -= 3) s.insert(static_cast<std::size_t>(i), ",");
    return s;
}

// ---- escaping for exported documents (SVG, TikZ, LaTeX) ----

namespace {

// The length of the UTF-8 sequence that starts with byte c (1 for a stray byte).
std::size_t utf8_length(unsigned char c) {
    if (c >= 0xF0 && c < 0xF8) return 4;
    if (c >= 0xE0) return c < 0xF0 ? 3 : 1;
    if (c >= 0xC0) return 2;
    return 1;
}

// The characters beyond ASCII the engine writes in labels, reasons and moves, as LaTeX text-mode
// commands that need no package beyond LaTeX itself.
struct TexChar {
    std::string_view utf8, tex;
};
constexpr TexChar kTexChars[] = {
    {"→", "\\ensuremath{\\to}"},         {"←", "\\ensuremath{\\leftarrow}"},  {"⇒", "\\ensuremath{\\Rightarrow}"},
    {"↑", "\\ensuremath{\\uparrow}"},    {"↓", "\\ensuremath{\\downarrow}"},  {"×", "\\ensuremath{\\times}"},
    {"·", "\\ensuremath{\\cdot}"},       {"⊕", "\\ensuremath{\\oplus}"},      {"−", "\\ensuremath{-}"},
    {"±", "\\ensuremath{\\pm}"},         {"≡", "\\ensuremath{\\equiv}"},      {"≤", "\\ensuremath{\\le}"},
    {"≥", "\\ensuremath{\\ge}"},         {"≠", "\\ensuremath{\\ne}"},         {"≈", "\\ensuremath{\\approx}"},
    {"∪", "\\ensuremath{\\cup}"},        {"∩", "\\ensuremath{\\cap}"},        {"∈", "\\ensuremath{\\in}"},
    {"∅", "\\ensuremath{\\emptyset}"},   {"∞", "\\ensuremath{\\infty}"},      {"⌊", "\\ensuremath{\\lfloor}"},
    {"⌋", "\\ensuremath{\\rfloor}"},     {"‖", "\\ensuremath{\\|}"},          {"∥", "\\ensuremath{\\|}"},
    {"ω", "\\ensuremath{\\omega}"},      {"α", "\\ensuremath{\\alpha}"},      {"β", "\\ensuremath{\\beta}"},
    {"γ", "\\ensuremath{\\gamma}"},      {"μ", "\\ensuremath{\\mu}"},         {"τ", "\\ensuremath{\\tau}"},
    {"φ", "\\ensuremath{\\varphi}"},    {"Σ", "\\ensuremath{\\Sigma}"},      {"°", "\\ensuremath{^\\circ}"},      {"⁻", "\\ensuremath{^-}"},
    {"⁰", "\\ensuremath{^0}"},           {"¹", "\\ensuremath{^1}"},           {"²", "\\ensuremath{^2}"},
    {"³", "\\ensuremath{^3}"},           {"⁴", "\\ensuremath{^4}"},           {"⁵", "\\ensuremath{^5}"},
    {"⁶", "\\ensuremath{^6}"},           {"⁷", "\\ensuremath{^7}"},           {"⁸", "\\ensuremath{^8}"},
    {"⁹", "\\ensuremath{^9}"},           {"₀", "\\ensuremath{_0}"},           {"₁", "\\ensuremath{_1}"},
    {"₂", "\\ensuremath{_2}"},           {"₃", "\\ensuremath{_3}"},           {"₄", "\\ensuremath{_4}"},
    {"…", "\\ldots{}"},                  {"⋮", "\\ensuremath{\\vdots}"},   {"–", "--"},                         {"—", "---"},
    {"“", "``"},                         {"”", "''"},                         {"‘", "`"},
    {"’", "'"},                          {"§", "\\S{}"},                      {"✓", "yes"},
    {"✗", "no"},                         {"è", "\\`e"},                       {"é", "\\'e"},
    {"ä", "\\\"a"},                      {"ö", "\\\"o"},                      {"ü", "\\\"u"},
    {"\xC2\xA0", "~"}, // a no-break space
};

} // namespace

std::string xml_escape(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (char ch : text) {
        switch (ch) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&quot;"; break;
        case '\'': out += "&apos;"; break;
        default: out += static_cast<unsigned char>(ch) < 0x20 ? ' ' : ch; // XML 1.0 has no control characters
        }
    }
    return out;
}

std::string tex_escape(std::string_view text) {
    std::string out;
    for (std::size_t i = 0; i < text.size();) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        if (c >= 0x80) {
            const std::size_t n = std::min(utf8_length(c), text.size() - i);
            const std::string_view ch = text.substr(i, n);
            const auto* hit = std::find_if(std::begin(kTexChars), std::end(kTexChars), [&](const TexChar& t) { return t.utf8 == ch; });
            out += hit != std::end(kTexChars) ? hit->tex : std::string_view("?");
            i += n;
            continue;
        }
        switch (c) {
        case '\\': out += "\\textbackslash{}"; break;
        case '{': case '}': case '$': case '&': case '#': case '_': case '%':
            out += '\\';
            out += static_cast<char>(c);
            break;
        case '^': out += "\\^{}"; break;
        case '~': out += "\\~{}"; break;
        case '|': out += "\\textbar{}"; break;
        case '<': out += "\\textless{}"; break;
        case '>': out += "\\textgreater{}"; break;
        default: out += c < 0x20 ? ' ' : static_cast<char>(c); // a newline would end a paragraph
        }
        ++i;
    }
    return out;
}


} // namespace gl
