// link.h - the URL query grammar shared by every game: "key=value&key=value".
// Like sokol_args, the URL is the command line: the page reads its state from it, the CLI accepts
// the same text. Keys and values are percent-decoded; each keeps the offset at which it starts in
// the original text, so errors can point at the right character of the link.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"

namespace gl {

struct LinkParam {
    std::string key;
    std::string value;
    std::size_t offset = 0; // where the value starts in the query text
};

struct ParsedLink {
    std::vector<LinkParam> params;
    std::vector<Error> errors; // malformed pieces that were skipped
    std::vector<Error> notes;  // readings worth saying that are not problems: a '+' typed as such
    const LinkParam* find(std::string_view key) const;
};

// Parses a query (with or without a leading '?'). Never fails as a whole: a malformed piece
// (bad %-escape, a key given twice, a piece with no '=') is reported and skipped. A '+' is a plus
// sign, not form encoding's space; a value holding one gets a note (its key, the '+''s offset).
ParsedLink parse_link(std::string_view query);

// Percent-encodes what is not safe in a query value: keeps letters, digits, '-', '_', '.', '~',
// ',', ':', '|', '{', '}', '/', '*' and '^' readable (browsers keep them in a query as typed);
// writes '+' as %2B (form encoding reads a bare '+' as a space), and '&', '=', '#', '%', spaces,
// '<', '>', '[', ']' and every other byte as %XX. docs/links.md says why each.
std::string encode_link_value(std::string_view value);

} // namespace gl
