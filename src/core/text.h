// text.h - small, strict parsers for the text forms of positions and rules, the helpers that
// quote user text in messages, and numbers written for people (binary, lists, thousands).
// Each parser returns a value or an Error naming the field and the character where the input went
// wrong. Offsets inside the engine count bytes of the UTF-8 text; in_characters() turns them into
// the characters a person counts, where an error leaves the engine (links, the CLI, the JS API).
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"

namespace gl {

// A comma-separated list of whole numbers, e.g. "3,5,7". Spaces around items are allowed.
// `field` names the input in error messages; every number must be <= max_value and the list must
// have between 1 and max_items entries.
Result<std::vector<std::uint64_t>> parse_uint_list(std::string_view text, std::string_view field,
                                                   std::uint64_t max_value, std::size_t max_items);

// One whole number min_value..max_value (spaces around it allowed), with single-number wording:
// "n, character 2: ',' is not allowed: n is one whole number 1..536870912".
Result<std::uint64_t> parse_uint(std::string_view text, std::string_view field, std::uint64_t min_value,
                                 std::uint64_t max_value);

std::string format_uint_list(const std::vector<std::uint64_t>& values);

// Where each item of a comma-separated list starts (after leading spaces): the offsets a parser
// that reads the items itself gives in its errors.
std::vector<std::size_t> item_starts(std::string_view text);

// Quotes user text in a message, cut to `max` characters ("1234…") so a huge input stays readable.
// Never cuts a UTF-8 character in two.
std::string echo(std::string_view text, std::size_t max = 40);

// Shows a character in a message: 'x', or a word for invisible ones ("a space", "a tab").
// The byte form cannot name a character beyond ASCII: use quote_at where the text is at hand.
std::string quote_char(char c);
// The character that starts at byte i of text, whole: 'x', '０' (U+FF10), "a space", or
// "byte 0xC3" for bytes that are not UTF-8. i must be < text.size().
std::string quote_at(std::string_view text, std::size_t i);

// How many characters (UTF-8 code points; a stray byte counts as one) come before byte `bytes`.
std::size_t char_count(std::string_view text, std::size_t bytes = std::string_view::npos);
// The inverse: the bytes of the first `chars` characters (characters past the end count one each).
std::size_t byte_offset(std::string_view text, std::size_t chars);
// The error with its offset counted in characters of `text` (the input the offset is inside).
Error in_characters(Error e, std::string_view text);

// A JS number as an exact whole number 0..max, or nothing (NaN, ±Infinity, fractions, negative,
// beyond max). Never casts an out-of-range double (that is undefined behaviour, and wraps in wasm).
std::optional<std::uint64_t> exact_uint(double d, std::uint64_t max);
// A JS number of work or steps, clamped: below 1 (or NaN) gives `low`, beyond 2^64 gives 2^64-1.
std::uint64_t saturate_uint(double d, std::uint64_t low);

// Text for an XML text node or attribute (& < > " ', control characters as spaces), and for
// LaTeX's text mode (the ten special characters, non-ASCII as commands that need no package,
// '?' for one it lacks): what exported SVG, TikZ and LaTeX documents hold.
std::string xml_escape(std::string_view text);
std::string tex_escape(std::string_view text);

// Numbers written for people, in the steps and facts of an analysis:
// "2, 5, 7" (sep ", ") or "2 ⊕ 5 ⊕ 7" (sep " ⊕ "); format_uint_list is joined(values, ",").
std::string joined(const std::vector<std::uint64_t>& values, std::string_view sep);
// v in binary with the subscript: 5 -> "101₂". width > 0: exactly `width` digits, the low bits of
// v with zeros in front (a column of numbers lined up: "0101₂").
std::string binary(std::uint64_t v, std::size_t width = 0);
// The same digits without the subscript (a table's column: "0101").
std::string binary_digits(std::uint64_t v, std::size_t width = 0);
// 8000000 -> "8,000,000".
std::string thousands(std::uint64_t v);

} // namespace gl
