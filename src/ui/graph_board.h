// graph_board.h - the graph board: a Picture laid out as a graph (core/game.h, Layout::Graph)
// drawn in the generic play screen. Green Hackenbush and the graph games (directed edges, tokens
// on vertices, a value written in each vertex, two-click moves) use it; Blue-Red Hackenbush (edge
// colours) can use it as it is. What the edit mode changes, whether the link keeps a layout and
// which presets there are come from the ruleset (GameMeta::picture_edit, has_layout,
// Ruleset::presets and from_drawing), never from the game's id.
// Index of graph_board.cpp:
//   [SECTION] Geometry   grid units to pixels, each edge as a polyline (bent parallels, loops)
//   [SECTION] Play       draw, hover preview of what falls, click to move, hints, falling away
//   [SECTION] Edit       draw edges and vertices by dragging, move, delete, undo/redo, presets
//   [SECTION] Steps      a derivation shown one step at a time (Next/Back), drawn on the picture
#pragma once
#include <imgui.h>

#include <map>
#include <string>
#include <utility>
#include <vector>

#include "app/page.h"
#include "core/game.h"
#include "ui/shared.h"

namespace gl::ui {

// The generic play screen's text fields (game_screen.h): the position and the rule parameter, and
// why the text typed in each was refused. An edit of the picture writes the new game into them.
struct PositionFields {
    char pos_buf[512] = {};
    char rules_buf[512] = {};
    std::string pos_error, rules_error;
};

struct GraphSpot {
    int id = 0;       // a vertex id, or an edge index
    float x = 0, y = 0; // framebuffer pixels (a vertex, or an edge's midpoint)
};

struct GraphBoardUi {
    std::map<int, ImVec2> layout;  // pinned vertex places, grid units (y up from the ground)
    std::string layout_for;        // the rules and start position the pins belong to
    bool custom = false;           // drawn or moved by hand (or given by the link): kept in the link
    std::string layout_text;       // the link's layout key for what is drawn ("" if not custom)
    float zoom = 1;
    bool edit = false;
    char colour = 0;               // the colour of new edges (games with colours: b, r, g; 0: the game's plain colour, else b)
    int tool = 0;                  // edit tools: 0 draw edges, 1 move vertices, 2 delete, 3 tokens (graph games)
    bool snap = true;
    int drag_from = -1;            // the vertex a drag started at (0: the ground), -1 none
    ImVec2 drag_start{0, 0};
    struct Snapshot { std::string pos; std::map<int, ImVec2> layout; std::string rules; };
    int selected = -1;             // play: the vertex clicked first (its token moves next; its mex shown)
    std::vector<Snapshot> undo, redo; // edits only (moves have the game's own undo)
    int step = -1;                 // the step shown (-1: none)
    std::string step_for;          // the position the steps belong to
    // Falling away: the edges a move removed, drawn sliding down for a moment.
    struct Falling { ImVec2 a, b; };
    std::vector<Falling> falling;
    double fall_start = -1;
    std::string drawn_position;
    std::vector<std::pair<ImVec2, ImVec2>> drawn_edges; // last frame's edge ends (pixels), by edge index
    std::vector<std::pair<int, int>> drawn_ends;        // last frame's edge ends (vertex ids)
    // Where things were drawn last frame, for the page's JS API.
    std::vector<GraphSpot> vertex_spots, edge_spots;
    ImVec2 origin{0, 0};           // pixel of grid point (0, 0)
    float unit = 1;                // pixels per grid unit across
    float rise = 1;                // pixels per grid unit upwards (up to 3 unit: low, wide pictures)
    std::string edit_error;
};

// The board takes its own state, the play screen's position and rules fields (an edit rewrites
// them), the page model (its play model) and what the screens share (shared.h).
// Draws the graph picture into `size`; returns the moves of a clicked edge or vertex (play), or
// applies an edit. `compact`: an embed, no edit controls.
std::vector<int> draw_graph_board(GraphBoardUi& graph, PositionFields& fields, app::Page& page, Shared& shared, const Picture& pic,
                                  ImVec2 size, bool compact);
// The analysis panel's step-by-step part (nothing if the analysis has no steps).
void show_analysis_steps(GraphBoardUi& graph, Shared& shared, const Analysis& a);
// Presets and the edit switch, for the toolbar.
void graph_board_toolbar(GraphBoardUi& graph, PositionFields& fields, app::Page& page, Shared& shared);
// A game opened from a link: its layout key (app::State::layout) pins the drawing.
void graph_board_open(GraphBoardUi& graph, const app::Page& page, const std::string& layout);

const GraphSpot* find_graph_vertex(const GraphBoardUi& graph, int id);
const GraphSpot* find_graph_edge(const GraphBoardUi& graph, int index);

} // namespace gl::ui
