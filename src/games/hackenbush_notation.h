// hackenbush_notation.h - CGSuite's string notation for Hackenbush pictures, read into the edge
// lists of games/bluered.h and games/hackenbush.h (`game=bluered&pos=l(l;rl)`).
//
// The notation (as CGSuite's documentation and tests write it): a walk up from the ground, each
// letter an edge to a new vertex, `l` blue (Left's), `r` red (Right's), `e` green; `(A;B;...)`
// branches from the vertex reached, each branch a walk of its own; `:X` or `:{name}` names the
// vertex reached, and naming a vertex with a name already given ends the edge just drawn at that
// vertex instead (a circuit, or a loop if it is the vertex the edge left), so `:{ground}` at the
// start names the ground. `lrlerrr` is a stalk, `l(l;rl)` a tree, `(e:B;e:B)` two edges from the
// ground to one vertex. Refused, as CGSuite refuses them: the empty text, and `;` outside any
// parentheses (a picture apart from the ground: `lrlr;lr`; two stalks are `(lrlr;lr)`).
#pragma once
#include <string>
#include <string_view>

#include "core/result.h"

namespace gl::hackenbush_notation {

// Whether text is in this notation rather than an edge list (it starts with no digit).
bool is_notation(std::string_view text);

// The picture as an edge list `u-vC,...` (C = b, r, g; `green_only`: `u-v`, and l or r refused),
// vertices numbered from the ground (0) in the order the walk reaches them; at most `max_edges`.
Result<std::string> to_edge_list(std::string_view text, std::string_view field, bool green_only, std::size_t max_edges);

} // namespace gl::hackenbush_notation
