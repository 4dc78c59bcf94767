// edge_list.h - the position text of the Hackenbush games: edges `u-v` separated by commas, each
// optionally ended by a letter (Blue-Red Hackenbush's colour: `0-1b,1-2r`), vertex 0 the ground.
// One reader for both games (games/hackenbush.h, games/bluered.h), so that they name every
// mistake the same way: the edge (its number and text) and the character.
#pragma once
#include <cstddef>
#include <string_view>
#include <vector>

#include "core/result.h"

namespace gl::edge_list {

// What a game's text allows.
struct Grammar {
    std::size_t max_edges = 0;
    int max_vertex = 0;
    std::string_view letters;    // the letters that may (and must) end an edge; "" for none
    std::string_view form;       // "u-v" or "u-vC", as messages name it
    std::string_view example;    // "0-1" or "0-1b"
    std::string_view no_letter;  // after "edge N 'u-v' ", when the letter is missing
    std::string_view bad_letter; // after "'x' is not a colour: edge N 'u-vx' "
    char plain = 0;              // the letter an edge written without one has (0: one must be written)
};

struct Written {
    int u = 0, v = 0;       // as written (not sorted)
    char letter = 0;        // 0 if the grammar has no letters
    std::size_t start = 0;  // where the edge begins in the text
};

// The edges of `text` ("0" alone, the bare ground, is the caller's), each with a path of edges
// down to the ground, or the first mistake: field `field`, the character, what was expected.
Result<std::vector<Written>> parse(std::string_view text, std::string_view field, const Grammar& g);

// Which of `ends` (pairs of vertices, as numbered in the text) the ground reaches: 1 per edge.
std::vector<char> grounded(const std::vector<Written>& edges);

} // namespace gl::edge_list
