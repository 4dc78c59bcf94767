// link.cpp - the URL query grammar (link.h): reading key=value pieces, writing values.
// Which characters are escaped and why: docs/links.md, "Characters in links".
#include "core/link.h"

#include "core/text.h"

namespace gl {

const LinkParam* ParsedLink::find(std::string_view key) const {
    for (const auto& p : params)
        if (p.key == key) return &p;
    return nullptr;
}

namespace {

int hex_value(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

// Decodes %XX. A '+' stays a plus sign: the grammars need it (the calculator's `+-1` and `1+*`,
// a transfinite heap `w+2`), people type and paste it, and no link of ours writes a space as '+'
// (form encoding's reading, which would silently turn `+-1` into `-1`). Reports the first bad escape.
Result<std::string> decode(std::string_view s, std::size_t base) {
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '%') {
            int hi = i + 1 < s.size() ? hex_value(s[i + 1]) : -1;
            int lo = i + 2 < s.size() ? hex_value(s[i + 2]) : -1;
            if (hi < 0 || lo < 0)
                return Error{"link", base + i, "'%' must be followed by two hex digits"};
            out += static_cast<char>(hi * 16 + lo);
            i += 2;
        } else {
            out += s[i];
        }
    }
    return out;
}

// Says where a value's first '+' typed as such stood (its offset in the decoded value: each
// "%XX" before it is one byte there), so that a person who meant a space (form encoding) sees it.
void note_plus(std::string_view raw, const std::string& key, std::vector<Error>& notes) {
    std::size_t decoded = 0;
    for (std::size_t i = 0; i < raw.size(); ++i, ++decoded) {
        if (raw[i] == '%') i += 2;
        else if (raw[i] == '+') {
            notes.push_back(Error{key, decoded, "'+' is read as a plus sign, as typed (a link writes a space as %20, a plus sign as %2B)"});
            return;
        }
    }
}

} // namespace

ParsedLink parse_link(std::string_view query) {
    ParsedLink link;
    std::size_t base = 0;
    if (!query.empty() && (query[0] == '?' || query[0] == '#')) base = 1;
    while (base <= query.size()) {
        std::size_t end = query.find('&', base);
        if (end == std::string_view::npos) end = query.size();
        std::string_view piece = query.substr(base, end - base);
        if (!piece.empty()) {
            std::size_t eq = piece.find('=');
            if (eq == std::string_view::npos) {
                link.errors.push_back(Error{"link", base, echo(piece) + " has no '=value'; it was ignored"});
            } else {
                auto key = decode(piece.substr(0, eq), base);
                auto value = decode(piece.substr(eq + 1), base + eq + 1);
                if (!key) link.errors.push_back(key.error());
                else if (!value) link.errors.push_back(value.error());
                else if (key.value().empty())
                    link.errors.push_back(Error{"link", base, echo(piece) + " has no key before '='; it was ignored"});
                else if (link.find(key.value()))
                    link.errors.push_back(Error{"link", base, echo(key.value()) + " is given twice; the first one was used"});
                else {
                    link.params.push_back(LinkParam{key.value(), value.value(), base + eq + 1});
                    note_plus(piece.substr(eq + 1), key.value(), link.notes);
                }
            }
        }
        base = end + 1;
    }
    return link;
}

std::string encode_link_value(std::string_view value) {
    static const char* hex = "0123456789ABCDEF";
    std::string out;
    for (char c : value) {
        auto u = static_cast<unsigned char>(c);
        bool safe = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                    c == '-' || c == '_' || c == '.' || c == '~' || c == ',' || c == ':' || c == '|' ||
                    c == '{' || c == '}' || c == '/' || c == '*' || c == '^';
        if (safe) out += c;
        else { out += '%'; out += hex[u >> 4]; out += hex[u & 15]; }
    }
    return out;
}

} // namespace gl
