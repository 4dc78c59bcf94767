// text.h - small, strict parsers for the text forms of positions and rules.
// Each returns a value or an Error naming the field and the character where the input went wrong.
#pragma once
#include <cstdint>
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

std::string format_uint_list(const std::vector<std::uint64_t>& values);

// Quotes user text in a message, cut to `max` characters ("1234…") so a huge input stays readable.
std::string echo(std::string_view text, std::size_t max = 40);

// Shows a character in a message: 'x', or a code for invisible ones.
std::string quote_char(char c);

} // namespace gl
