// drawn_graph.h - the undirected graphs that Node Kayles, Arc Kayles, Col and Snort are played
// on (games/kayles_graph.h, games/col_snort.h): their position text, their layout on the graph
// board, and the connected pieces a position falls into (each piece a game of its own, so a
// position is the disjunctive sum of its pieces: Winning Ways, ch. 2; Siegel, CGT, ch. II).
//
// Position text: a graph, then optionally ';' and the vertices' states.
//   graph:  `path:N` (vertices 0..N-1 in a row), `cycle:N` (N >= 3, a ring), `grid:RxC` (vertex
//           r*C + c at row r, column c; R, C >= 2), or an edge list `u-v` separated by commas, a
//           lone vertex written by its number (`0-1,1-2,3`: a path of three and a vertex apart).
//           Vertices are numbered 0..N-1, every number below the largest must appear (a vertex
//           missing is refused, not added), at most 64 vertices; no loops, no edge twice.
//   states: `vS` separated by commas, v a vertex and S the game's state letters (Kayles: `x`,
//           the vertex is gone; Col and Snort: `L`/`R` coloured by Left/Right, `l`/`r` tinted).
// The canonical text writes the graph as `path:`, `cycle:` or `grid:` when it is exactly one of
// them (as numbered above), else as its sorted edge list; then its states in vertex order.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"
#include "core/game.h"

namespace gl::drawn {

inline constexpr int kMaxVertices = 64;

// A graph with per-vertex state sets, stored in one vector of words (hashable, a partizan
// IntegerVector): [n, adj[0..n-1], state masks...]; mask k holds the vertices with letter k.
using Words = std::vector<std::uint64_t>;

inline int order(const Words& p) { return static_cast<int>(p[0]); }
inline std::uint64_t adj(const Words& p, int v) { return p[1 + static_cast<std::size_t>(v)]; }
inline std::uint64_t& mask(Words& p, std::size_t k) { return p[1 + p[0] + k]; }
inline std::uint64_t mask(const Words& p, std::size_t k) { return p[1 + p[0] + k]; }
inline std::uint64_t all_vertices(const Words& p) { return order(p) == 64 ? ~0ULL : (1ULL << order(p)) - 1; }

// Reads the text; `letters` are the state letters in mask order ("x"; "LRlr").
Result<Words> parse(std::string_view text, std::string_view field, std::string_view letters);
// Writes the graph and the states of `written` (same layout as p: the masks to write).
std::string format(const Words& p, const Words& written, std::string_view letters);

enum class Shape : std::uint8_t { Path, Cycle, Grid, Other };
struct ShapeOf {
    Shape shape = Shape::Other;
    int rows = 0, cols = 0;
};
ShapeOf shape_of(const Words& p);

// Where each vertex stands on the board, in grid units (a row, a ring, a grid, or a ring for any
// other graph).
std::vector<std::pair<float, float>> layout(const Words& p);

// The connected pieces of the vertices in `live`, each renumbered 0.. in increasing order of the
// old numbers, with the given masks restricted and renumbered (masks of p listed by index).
std::vector<Words> pieces(const Words& p, std::uint64_t live, const std::vector<std::size_t>& keep_masks);
// The vertices reachable from v inside `live`.
std::uint64_t reach(const Words& p, int v, std::uint64_t live);
// "vertex 3" / edges of p among `live`.
int edge_count(const Words& p, std::uint64_t live);

// The base picture: vertices (ids v + 1) placed by layout(), edges black.
Picture base_picture(const Words& p);

} // namespace gl::drawn
