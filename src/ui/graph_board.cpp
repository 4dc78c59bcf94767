#include "ui/graph_board.h"

#include <imgui_internal.h> // ImGuiItemFlags_NoNav: the canvas is no stop of keyboard navigation

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <set>

#include "app/state.h"
#include "games/registry.h"
#include "app/scene.h"
#include "ui/scene_view.h"
#include "ui/shared.h"
#include "ui/touch.h"

namespace gl::ui {

namespace {

// What the graph board draws with: its own state, the play screen's position and rules fields
// (an edit rewrites them), the page model (its play model) and what the screens share.
struct Ctx {
    GraphBoardUi& graph;
    PositionFields& fields;
    app::Page& page;
    Shared& shared;
};

//-----------------------------------------------------------------------------
// [SECTION] Geometry
//-----------------------------------------------------------------------------

// An edge of the position text: its ends and its colour letter (Blue-Red Hackenbush: b, r, g;
// 0 for a game without colours).
struct TextEdge {
    int first = 0, second = 0;
    char colour = 0;
    auto operator<=>(const TextEdge&) const = default;
};
using Edges = std::vector<TextEdge>;

// "0-1,1-2" -> {(0,1),(1,2)}; "0-1b,1-2r" with colours; "0" -> {}. Only canonical texts of the engine come here.
Edges edges_of(const std::string& text) {
    Edges out;
    std::size_t i = 0;
    while (i < text.size()) {
        int u = 0, v = 0;
        while (i < text.size() && text[i] >= '0' && text[i] <= '9') u = u * 10 + (text[i++] - '0');
        if (i >= text.size() || text[i] != '-') break;
        ++i;
        while (i < text.size() && text[i] >= '0' && text[i] <= '9') v = v * 10 + (text[i++] - '0');
        char c = 0;
        if (i < text.size() && text[i] >= 'a' && text[i] <= 'z') c = text[i++];
        out.push_back({std::min(u, v), std::max(u, v), c});
        if (i < text.size() && text[i] == ',') ++i;
    }
    return out;
}

// `plain`: the colour letter left out (the game's GameMeta::plain_edge).
std::string text_of(Edges e, char plain = 0) {
    if (e.empty()) return "0";
    std::string s;
    for (const TextEdge& x : e) {
        s += (s.empty() ? "" : ",") + std::to_string(x.first) + "-" + std::to_string(x.second);
        if (x.colour && x.colour != plain) s += x.colour;
    }
    return s;
}

// The game's edges carry colour letters (Blue-Red Hackenbush): its rules read "0-1b".
// Whether the game's edges carry a colour the edit mode paints (Blue-Red Hackenbush).
bool coloured_game(const Ctx& ui) {
    const auto* r = ui.page.play().rules();
    return r && r->meta().edge_colours;
}

// The colour new edges get: the one chosen, else the game's plain colour (Hackenbush: green, so a
// green picture drawn stays Green Hackenbush), else blue.
char drawing_colour(const Ctx& ui) {
    if (ui.graph.colour) return ui.graph.colour;
    const auto* r = ui.page.play().rules();
    return r && r->meta().plain_edge ? r->meta().plain_edge : 'b';
}

float dist_to_segment(ImVec2 p, ImVec2 a, ImVec2 b) {
    const float dx = b.x - a.x, dy = b.y - a.y, l2 = dx * dx + dy * dy;
    float t = l2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / l2 : 0;
    t = std::clamp(t, 0.0f, 1.0f);
    const float ex = a.x + t * dx - p.x, ey = a.y + t * dy - p.y;
    return std::sqrt(ex * ex + ey * ey);
}

struct Frame {
    ImVec2 origin;   // pixel of grid (0, 0): the ground line at x = 0
    float unit = 40; // pixels per grid unit across (and the size of vertices, edges, labels)
    float rise = 40; // pixels per grid unit upwards: more than `unit` when a wide, low picture
                     // would leave the board's height empty
    ImVec2 px(ImVec2 g) const { return ImVec2(origin.x + g.x * unit, origin.y - g.y * rise); }
    ImVec2 grid(ImVec2 p) const { return ImVec2((p.x - origin.x) / unit, (origin.y - p.y) / rise); }
};

// Where each vertex stands (grid units): its pin, else the picture's place.
std::map<int, ImVec2> places(const GraphBoardUi& gb, const PictureGraph& g) {
    std::map<int, ImVec2> at;
    for (const auto& v : g.vertices)
        if (!v.ground) {
            auto it = gb.layout.find(v.id);
            at[v.id] = it != gb.layout.end() ? it->second : ImVec2(v.x, v.y);
        }
    return at;
}

float dist_to_path(ImVec2 p, const std::vector<ImVec2>& pts) {
    float best = 1e9f;
    for (std::size_t k = 1; k < pts.size(); ++k) best = std::min(best, dist_to_segment(p, pts[k - 1], pts[k]));
    return best;
}

// An edge's colour as the scene draws it (app/scene.h), for the edge being drawn.
ImU32 edge_colour(EdgeColour c, int alpha) {
    const app::InkInfo& i = app::ink_info(app::edge_ink(c));
    return IM_COL32(i.r, i.g, i.b, alpha);
}

// A winning move of the player to move (a partizan game lists both sides' winning moves).
bool is_winning_move(const Ctx& ui, int move) {
    return move >= 0 && ui.page.play().winning(static_cast<std::size_t>(move));
}

// The moves of an edge or vertex the player to move may make (Blue-Red: only its colours).
std::vector<int> legal_of(const Ctx& ui, const std::vector<int>& moves) {
    std::vector<int> out;
    for (int m : moves)
        if (m >= 0 && ui.page.play().legal(static_cast<std::size_t>(m))) out.push_back(m);
    return out;
}

// The analysis step shown, if any, of the position on the board.
const AnalysisStep* shown_step(const Ctx& ui) {
    const auto& gb = ui.graph;
    const auto& steps = ui.page.play().analysis().steps;
    if (gb.step < 0 || gb.step_for != ui.page.play().position() || static_cast<std::size_t>(gb.step) >= steps.size()) return nullptr;
    return &steps[static_cast<std::size_t>(gb.step)];
}

//-----------------------------------------------------------------------------
// [SECTION] Edit
//-----------------------------------------------------------------------------

// What the pins of a drawing belong to: the rules and the start position (an edited graph game
// changes its rules and may keep its start).
std::string picture_key(const app::GamePlay& play) { return play.rules()->rules_text() + "\n" + play.start_position(); }

// Starts a new game from an edited picture (its rules, its position and the pins), remembering
// the old one for undo. `rules` null: the same rules.
void commit_edit(Ctx& ui, std::shared_ptr<const Ruleset> rules, const std::string& pos, const std::map<int, ImVec2>& pins, bool custom) {
    GraphBoardUi& gb = ui.graph;
    PositionFields& g = ui.fields;
    gb.edit_error.clear();
    gb.undo.push_back({ui.page.play().position(), gb.layout, ui.page.play().rules()->rules_text()});
    gb.redo.clear();
    gb.layout = pins;
    gb.custom = custom;
    gb.selected = -1;
    ui.page.play().start(rules ? std::move(rules) : ui.page.play().shared_rules(), pos, ui.page.play().play_convention());
    gb.layout_for = picture_key(ui.page.play());
    std::snprintf(g.pos_buf, sizeof g.pos_buf, "%s", ui.page.play().position().c_str());
    std::snprintf(g.rules_buf, sizeof g.rules_buf, "%s", ui.page.play().rules()->rules_text().c_str());
    g.pos_error.clear();
    g.rules_error.clear();
}

// The rules of this game with the rule parameter `text` (the same object if it is unchanged).
Result<std::shared_ptr<const Ruleset>> rules_for(const Ctx& ui, const std::string& text) {
    const auto& play = ui.page.play();
    if (text.empty() || text == play.rules()->rules_text()) return play.shared_rules();
    auto r = make_ruleset(play.rules()->meta().id, text);
    if (!r) return r.error();
    return std::shared_ptr<const Ruleset>(std::move(r.value()));
}

// Replaces the position by an edited one (Hackenbush: the drawing is the position's edge list).
void apply_edit(Ctx& ui, Edges edges, const std::map<int, ImVec2>& pins) {
    std::sort(edges.begin(), edges.end());
    auto pos = ui.page.play().rules()->canonical(text_of(edges, ui.page.play().rules()->meta().plain_edge), "position");
    if (!pos) {
        ui.graph.edit_error = pos.error().describe();
        return;
    }
    commit_edit(ui, nullptr, pos.value(), pins, !pins.empty() || !edges.empty());
}

// Replaces the rules by an edited drawing (graph games: Ruleset::from_drawing). A refused drawing
// (a cycle) leaves the last good graph and says why.
void apply_drawing(Ctx& ui, const GraphDrawing& d, const std::map<int, ImVec2>& pins) {
    auto edited = ui.page.play().rules()->from_drawing(d);
    if (!edited) return;
    if (!*edited) {
        ui.graph.edit_error = edited->error().describe();
        return;
    }
    auto rules = rules_for(ui, edited->value().rules);
    auto pos = rules ? rules.value()->canonical(edited->value().pos, "pos") : Result<std::string>(rules.error());
    if (!pos) {
        ui.graph.edit_error = pos.error().describe();
        return;
    }
    commit_edit(ui, rules.value(), pos.value(), pins, false);
}

// Replaces the position by an edited undirected graph (GameMeta::PictureEdit::Graph: Col, Snort,
// Node and Arc Kayles): the drawn vertices numbered 0.. in the order of their ids, each edge once
// as u-v (a loop is no edge of these games), a lone vertex by its number. The game starts afresh
// on the new graph (no vertex coloured or removed); each vertex keeps its place `at` (grid units).
void apply_graph(Ctx& ui, const GraphDrawing& d, const std::map<int, ImVec2>& at) {
    std::vector<int> ids = d.vertices;
    std::sort(ids.begin(), ids.end());
    std::map<int, int> index;
    for (std::size_t k = 0; k < ids.size(); ++k) index[ids[k]] = static_cast<int>(k);
    std::set<std::pair<int, int>> edges;
    for (auto [a, b] : d.edges)
        if (a != b && index.count(a) && index.count(b)) edges.insert(std::minmax(index[a], index[b]));
    std::vector<char> joined(ids.size(), 0);
    std::string text;
    for (auto [u, v] : edges) {
        text += (text.empty() ? "" : ",") + std::to_string(u) + "-" + std::to_string(v);
        joined[static_cast<std::size_t>(u)] = joined[static_cast<std::size_t>(v)] = 1;
    }
    for (std::size_t k = 0; k < ids.size(); ++k)
        if (!joined[k]) text += (text.empty() ? "" : ",") + std::to_string(k);
    auto pos = ui.page.play().rules()->canonical(text, "position");
    if (!pos) {
        ui.graph.edit_error = pos.error().describe();
        return;
    }
    std::map<int, ImVec2> pins; // picture ids are vertex + 1 (drawn_graph.h)
    for (const auto& [id, k] : index)
        if (auto it = at.find(id); it != at.end()) pins[k + 1] = it->second;
    commit_edit(ui, nullptr, pos.value(), pins, true);
}

void restore(Ctx& ui, std::vector<GraphBoardUi::Snapshot>& from, std::vector<GraphBoardUi::Snapshot>& to) {
    GraphBoardUi& gb = ui.graph;
    PositionFields& g = ui.fields;
    if (from.empty()) return;
    auto rules = rules_for(ui, from.back().rules);
    if (!rules) return; // (never: a snapshot's rules were good)
    to.push_back({ui.page.play().position(), gb.layout, ui.page.play().rules()->rules_text()});
    GraphBoardUi::Snapshot s = from.back();
    from.pop_back();
    gb.layout = s.layout;
    gb.custom = ui.page.play().rules()->meta().has_layout;
    gb.selected = -1;
    gb.edit_error.clear();
    ui.page.play().start(rules.value(), s.pos, ui.page.play().play_convention());
    gb.layout_for = picture_key(ui.page.play());
    std::snprintf(g.pos_buf, sizeof g.pos_buf, "%s", ui.page.play().position().c_str());
    std::snprintf(g.rules_buf, sizeof g.rules_buf, "%s", ui.page.play().rules()->rules_text().c_str());
}

// Keeps only the edges joined to the ground.
Edges grounded(const Edges& e) {
    std::set<int> reach{0};
    for (bool grew = true; grew;) {
        grew = false;
        for (const TextEdge& x : e)
            if (reach.count(x.first) != reach.count(x.second)) reach.insert(x.first), reach.insert(x.second), grew = true;
    }
    Edges out;
    for (auto x : e)
        if (reach.count(x.first)) out.push_back(x);
    return out;
}

ImVec2 snapped(const GraphBoardUi& gb, ImVec2 g) {
    g.y = std::max(g.y, 0.25f);
    if (!gb.snap) return g;
    return ImVec2(std::round(g.x * 2) / 2, std::max(0.5f, std::round(g.y * 2) / 2));
}

// The edit mode of a drawing that is the game's rules (graph games, GameMeta::PictureEdit::Rules):
// directed edges dragged from vertex to vertex, new vertices, deletions and tokens. Each edit goes
// through Ruleset::from_drawing; a refused one (a cycle) keeps the last good graph and says why.
// Vertex ids may change with an edit, so the automatic layout draws the new graph.
void edit_drawing(Ctx& ui, const PictureGraph& graph, const Frame& f, bool hovered, int hover_vertex, int hover_edge) {
    GraphBoardUi& gb = ui.graph;
    const float s = ui.shared.density;
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    GraphDrawing d;
    int fresh = 1;
    for (const auto& v : graph.vertices) {
        d.vertices.push_back(v.id);
        d.names.push_back(v.label);
        for (int k = v.token.empty() ? 0 : std::atoi(v.token.c_str()); k > 0; --k) d.tokens.push_back(v.id);
        fresh = std::max(fresh, v.id + 1);
    }
    for (const auto& e : graph.edges) d.edges.push_back({e.u, e.v});
    // A drawn graph position (Col, Snort, Kayles) keeps every vertex where it stands, a new one
    // where the mouse put it; a drawing of rules is laid out afresh by the game.
    const bool as_graph = ui.page.play().rules()->meta().picture_edit == GameMeta::PictureEdit::Graph;
    std::map<int, ImVec2> at = places(gb, graph);
    auto apply = [&](const std::map<int, ImVec2>& pins) {
        if (as_graph) apply_graph(ui, d, at);
        else apply_drawing(ui, d, pins);
    };
    auto add_vertex = [&] {
        d.vertices.push_back(fresh);
        d.names.push_back("");
        at[fresh] = snapped(gb, f.grid(mouse));
        return fresh;
    };
    if (hovered && ImGui::IsMouseClicked(0)) {
        gb.drag_from = hover_vertex;
        gb.drag_start = mouse;
        if (gb.tool == 2) {
            if (hover_vertex >= 0) {
                const auto k = static_cast<std::size_t>(std::find(d.vertices.begin(), d.vertices.end(), hover_vertex) - d.vertices.begin());
                d.vertices.erase(d.vertices.begin() + static_cast<std::ptrdiff_t>(k));
                d.names.erase(d.names.begin() + static_cast<std::ptrdiff_t>(k));
                std::erase_if(d.edges, [&](auto e) { return e.first == hover_vertex || e.second == hover_vertex; });
                std::erase(d.tokens, hover_vertex);
                apply({});
            } else if (hover_edge >= 0) {
                d.edges.erase(d.edges.begin() + hover_edge);
                apply({});
            }
            gb.drag_from = -1;
        } else if (gb.tool == 3) {
            if (hover_vertex >= 0) {
                d.tokens.push_back(hover_vertex);
                apply(gb.layout);
            }
            gb.drag_from = -1;
        } else if (gb.tool == 1 && hover_vertex >= 0) { // a vertex moved can be undone too
            gb.undo.push_back({ui.page.play().position(), gb.layout, ui.page.play().rules()->rules_text()});
            gb.redo.clear();
        }
    }
    if (gb.tool == 3 && hovered && hover_vertex >= 0 && ImGui::IsMouseClicked(1)) {
        auto it = std::find(d.tokens.begin(), d.tokens.end(), hover_vertex);
        if (it != d.tokens.end()) {
            d.tokens.erase(it);
            if (d.tokens.empty()) gb.edit_error = "a game needs at least one token: put another on first";
            else apply(gb.layout);
        }
    }
    if (gb.tool == 1 && gb.drag_from > 0 && ImGui::IsMouseDown(0)) gb.layout[gb.drag_from] = snapped(gb, f.grid(mouse));
    if (gb.tool == 0 && ImGui::IsMouseReleased(0) && (gb.drag_from >= 0 || hovered)) {
        const int from = gb.drag_from;
        gb.drag_from = -1;
        const bool moved = std::hypot(mouse.x - gb.drag_start.x, mouse.y - gb.drag_start.y) > 6 * s;
        if (from < 0 && !moved && hovered && hover_edge < 0) {
            add_vertex();
            apply({});
        } else if (from > 0 && moved) {
            int to = hover_vertex;
            if (to < 0) to = add_vertex();
            const bool twice = std::find(d.edges.begin(), d.edges.end(), std::make_pair(from, to)) != d.edges.end() ||
                               (as_graph && (from == to || std::find(d.edges.begin(), d.edges.end(), std::make_pair(to, from)) != d.edges.end()));
            if (!twice) {
                d.edges.push_back({from, to});
                apply({});
            }
        }
    }
}

void edit_controls(Ctx& ui) {
    GraphBoardUi& gb = ui.graph;
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const char* tools[] = {"Draw", "Move", "Delete", "Tokens"};
    const bool tokens = ui.page.play().rules()->meta().picture_edit == GameMeta::PictureEdit::Rules; // a drawing with tokens
    flow(button_w("Draw") + button_w("Move") + button_w("Delete") + (tokens ? button_w("Tokens") + gap : 0) + 2 * gap);
    if (!tokens && gb.tool == 3) gb.tool = 0;
    for (int t = 0; t < (tokens ? 4 : 3); ++t) {
        if (t) ImGui::SameLine();
        if (ImGui::RadioButton(tools[t], gb.tool == t)) gb.tool = t;
        mark_widget(ui.shared, (std::string("tool-") + tools[t]).c_str());
    }
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Draw: drag from a vertex or the ground to add an edge. Move: drag a vertex. Delete: click an edge or a vertex.");
    if (coloured_game(ui)) { // the colour of new edges; a click on an edge in Draw paints it
        const char letters[] = {'b', 'r', 'g'};
        const char* names[] = {"Blue (Left)", "Red (Right)", "Green (both)"};
        const EdgeColour shown[] = {EdgeColour::Blue, EdgeColour::Red, EdgeColour::Green};
        flow(button_w(names[0]) + button_w(names[1]) + button_w(names[2]) + 2 * gap);
        for (int c = 0; c < 3; ++c) {
            if (c) ImGui::SameLine();
            ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(edge_colour(shown[c], 255)));
            if (ImGui::RadioButton(names[c], drawing_colour(ui) == letters[c])) gb.colour = letters[c];
            ImGui::PopStyleColor();
            mark_widget(ui.shared, (std::string("colour-") + letters[c]).c_str());
        }
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("The colour of the edges you draw; in Draw, click an edge to paint it this colour.");
    }
    flow(checkbox_w("Snap"));
    ImGui::Checkbox("Snap", &gb.snap);
    mark_widget(ui.shared, "snap");
    flow(button_w("Undo edit") + button_w("Redo edit") + button_w("Clear") + 2 * gap);
    ImGui::BeginDisabled(gb.undo.empty());
    if (ImGui::Button("Undo edit")) restore(ui, gb.undo, gb.redo);
    ImGui::EndDisabled();
    mark_widget(ui.shared, "undo-edit");
    ImGui::SameLine();
    ImGui::BeginDisabled(gb.redo.empty());
    if (ImGui::Button("Redo edit")) restore(ui, gb.redo, gb.undo);
    ImGui::EndDisabled();
    mark_widget(ui.shared, "redo-edit");
    if (ui.page.play().rules()->meta().picture_edit != GameMeta::PictureEdit::Position) return; // a graph game keeps a vertex
    ImGui::SameLine();
    if (ImGui::Button("Clear")) apply_edit(ui, {}, {});
    mark_widget(ui.shared, "clear");
}

} // namespace

void graph_board_toolbar(GraphBoardUi& graph, PositionFields& fields, app::Page& page, Shared& shared) {
    Ctx ui{graph, fields, page, shared};
    GraphBoardUi& gb = ui.graph;
    if (!ui.page.play().rules() || ui.page.play().picture().layout != Picture::Layout::Graph) return;
    const float s = ui.shared.density;
    if (ui.page.play().rules()->meta().picture_edit == GameMeta::PictureEdit::None) return;
    flow(checkbox_w("Edit the picture"));
    ImGui::Checkbox("Edit the picture", &gb.edit);
    mark_widget(ui.shared, "edit");
    const std::vector<PicturePreset> list = ui.page.play().rules()->presets();
    if (list.empty()) return;
    flow(labelled_w("Preset", 200 * s));
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Preset");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(200 * s);
    if (ImGui::BeginCombo("##preset", "choose a picture…")) {
        for (std::size_t k = 0; k < list.size(); ++k) {
            const PicturePreset& p = list[k];
            const bool chosen = ImGui::Selectable(p.name.c_str());
            mark_widget(ui.shared, ("preset-" + std::to_string(k)).c_str());
            if (!p.about.empty() && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", p.about.c_str());
            if (chosen) {
                std::map<int, ImVec2> pins;
                if (auto places = app::parse_layout(p.layout))
                    for (const auto& v : places.value()) pins[v.id] = ImVec2(v.x, v.y);
                auto rules = rules_for(ui, p.rules);
                auto pos = rules ? rules.value()->canonical(p.pos, "pos") : Result<std::string>(rules.error());
                if (pos) commit_edit(ui, rules.value(), pos.value(), pins, ui.page.play().rules()->meta().has_layout);
                else gb.edit_error = pos.error().describe();
            }
        }
        ImGui::EndCombo();
    }
    mark_widget(ui.shared, "preset");
}

//-----------------------------------------------------------------------------
// [SECTION] Play
//-----------------------------------------------------------------------------

namespace {

// One frame of the board once it is laid out: what the steps below that draw it and read the
// mouse share.
struct Board {
    const PictureGraph& graph;
    bool editing = false;       // the edit mode (never in an embed)
    bool rules_drawing = false; // the drawing is the rules (graph games), not the position
    bool can_play = false;      // a click makes a move: playing, and the human's turn
    bool coloured = false;      // the edges carry colours (Blue-Red Hackenbush)
    std::map<int, ImVec2> at;   // where each vertex stands, grid units
    float minx = 0, maxx = 4, maxy = 3; // the picture's extent, grid units
    float loops_x = 1;          // where the ground's loops stand, grid units
    ImVec2 top, avail;          // the canvas, pixels
    float ground_h = 0;         // the ground's band under the line, pixels
    Frame f;
    ImDrawList* dl = nullptr;
    bool hovered = false;       // the mouse is over the canvas
    ImVec2 mouse;
    app::Scene sc;              // the picture as drawn (app/scene.h): the same as the exports'
    std::map<int, int> vertex_hit;          // a vertex's id -> its hit in the scene
    std::vector<int> edge_hit;              // an edge's index -> its hit in the scene
    std::vector<std::vector<ImVec2>> paths; // each edge as drawn, pixels
    float thick = 0;            // an edge's width
    float vr = 0;               // a plain vertex's radius
    float disc = 0;             // a vertex with a value written in it: its radius
    int hover_edge = -1, hover_vertex = -1;
    std::map<int, int> target_moves; // follower's id -> the move that takes the selected token there
    std::vector<int> hover_moves;    // the legal moves of the hovered edge
    Edges now_edges;                 // the position's edges, in the picture's order
    std::vector<char> falls;         // the edges a hovered chop would take with it
};

// A new picture (other rules or another start) forgets the old pins.
void forget_old_pins(Ctx& ui) {
    GraphBoardUi& gb = ui.graph;
    if (gb.layout_for == picture_key(ui.page.play())) return;
    gb.layout.clear();
    gb.custom = false;
    gb.layout_for = picture_key(ui.page.play());
}

// Above the canvas: the edit tools and what the chosen one does, or the picture's caption; in
// play of a graph game, the mex of the selected vertex (a line kept, so the board does not jump).
void board_notes(Ctx& ui, const Picture& pic, const Board& b) {
    GraphBoardUi& gb = ui.graph;
    ImGui::PushTextWrapPos(0);
    if (b.editing) {
        edit_controls(ui);
        if (b.rules_drawing)
            ImGui::TextColored(colors::muted, "%s", for_pointer(
                               gb.tool == 0 ? (ui.page.play().rules()->meta().picture_edit == GameMeta::PictureEdit::Graph
                                                   ? "Drag from a vertex to another for an edge, or to empty space for a new vertex; click empty space for a vertex alone. An edit starts the game afresh on the new graph."
                                                   : "Drag from a vertex to another for an edge (it points the way you drag), or to empty space for a new vertex; click empty space for a vertex alone.")
                               : gb.tool == 1 ? "Drag a vertex to move it."
                               : gb.tool == 2 ? "Click an edge or a vertex to delete it."
                                              : "Click a vertex to put a token on it; right-click to take one off.").c_str());
        else
        ImGui::TextColored(colors::muted, "%s", for_pointer(
                           gb.tool == 0 ? (coloured_game(ui) ? "Drag from a vertex or the ground to empty space for a new edge and vertex, or to another vertex; release on the same vertex for a loop. Click an edge to paint it."
                                                             : "Drag from a vertex or the ground to empty space for a new edge and vertex, or to another vertex; release on the same vertex for a loop.")
                           : gb.tool == 1 ? "Drag a vertex to move it."
                                          : "Click an edge or a vertex to delete it (what no longer touches the ground goes too).").c_str());
        if (!gb.edit_error.empty()) ImGui::TextColored(colors::error_text, "%s", gb.edit_error.c_str());
    } else if (!pic.caption.empty()) {
        ImGui::TextColored(colors::muted, "%s", for_pointer(pic.caption).c_str());
    }
    if (!b.editing && b.rules_drawing) {
        std::string note;
        for (const auto& v : b.graph.vertices)
            if (v.id == gb.selected) note = v.note;
        if (note.empty()) ImGui::TextColored(colors::muted, " ");
        else ImGui::TextColored(colors::n_text, "%s", note.c_str());
    }
    ImGui::PopTextWrapPos();
}

// Pins: every vertex keeps the place it first had, so a chop or an edit moves nothing else. A
// drawing made by hand is also written as the link's layout key.
void pin_places(Ctx& ui, Board& b) {
    GraphBoardUi& gb = ui.graph;
    b.at = places(gb, b.graph);
    for (auto& [id, p] : b.at) gb.layout.emplace(id, p);
    gb.layout_text.clear();
    if (gb.custom && ui.page.play().rules()->meta().has_layout) {
        std::vector<app::VertexPlace> places;
        for (auto& [id, p] : b.at) places.push_back(app::VertexPlace{id, p.x, p.y});
        gb.layout_text = app::format_layout(places);
    }
}

// Fits the picture (at least 8 x 5 grid units) into the board; zoom scales it.
void fit_frame(Ctx& ui, Board& b) {
    GraphBoardUi& gb = ui.graph;
    const float s = ui.shared.density;
    bool any = false;
    for (auto& [id, p] : b.at) {
        b.minx = any ? std::min(b.minx, p.x) : p.x;
        b.maxx = any ? std::max(b.maxx, p.x) : p.x;
        b.maxy = std::max(b.maxy, p.y);
        any = true;
    }
    std::size_t ground_loops = 0;
    for (const auto& e : b.graph.edges) ground_loops += e.u == 0 && e.v == 0;
    b.loops_x = (any ? b.maxx : 0) + 1;
    if (ground_loops) b.maxx = b.loops_x + 0.8f * static_cast<float>(ground_loops);
    if (!any) b.minx = 0, b.maxx = 6;
    if (b.editing) b.minx = std::min(b.minx, 0.0f), b.maxx = std::max(b.maxx, b.minx + 8), b.maxy = std::max(b.maxy, 5.0f);
    b.avail = ImGui::GetContentRegionAvail();
    b.top = ImGui::GetCursorScreenPos();
    b.ground_h = 22 * s;
    const float fit_x = (b.avail.x - 16 * s) / (b.maxx - b.minx + 1.2f), fit_y = (b.avail.y - b.ground_h - 10 * s) / (b.maxy + 0.7f);
    Frame& f = b.f;
    f.unit = std::clamp(std::min(fit_x, fit_y), 12 * s, 110 * s) * gb.zoom;
    // A wide, low picture (many vertices on few layers) stands up to three times as tall as wide.
    f.rise = std::clamp(fit_y * gb.zoom, f.unit, 3 * f.unit);
    const float width = (b.maxx - b.minx) * f.unit;
    f.origin = ImVec2(b.top.x + std::max(8 * s, (b.avail.x - width) / 2) - b.minx * f.unit, b.top.y + b.avail.y - b.ground_h);
    gb.origin = f.origin;
    gb.unit = f.unit;
    gb.rise = f.rise;
}

// The canvas that takes the mouse, the wheel's zoom, the ground and (editing, snapped) the grid.
void open_canvas(Ctx& ui, Board& b) {
    GraphBoardUi& gb = ui.graph;
    const float s = ui.shared.density;
    // The picture is played with the mouse, or from the keyboard with the move chooser: no stop of Tab or the arrows.
    ImGui::PushItemFlag(ImGuiItemFlags_NoNav | ImGuiItemFlags_NoTabStop, true);
    ImGui::InvisibleButton("graph-canvas", ImVec2(std::max(1.0f, b.avail.x), std::max(1.0f, b.avail.y)));
    ImGui::PopItemFlag();
    b.hovered = ImGui::IsItemHovered();
    mark_widget(ui.shared, "graph-canvas");
    b.dl = ImGui::GetWindowDrawList();
    b.dl->PushClipRect(b.top, ImVec2(b.top.x + b.avail.x, b.top.y + b.avail.y), true);
    b.mouse = ImGui::GetIO().MousePos;
    // Zoom with the wheel (Ctrl) or the buttons.
    if (b.hovered && ImGui::GetIO().KeyCtrl && ImGui::GetIO().MouseWheel != 0)
        gb.zoom = std::clamp(gb.zoom * (ImGui::GetIO().MouseWheel > 0 ? 1.15f : 1 / 1.15f), 0.3f, 3.0f);
    if (b.graph.has_ground) {
        b.dl->AddRectFilled(ImVec2(b.top.x, b.f.origin.y), ImVec2(b.top.x + b.avail.x, b.top.y + b.avail.y), IM_COL32(214, 196, 160, 255));
        b.dl->AddLine(ImVec2(b.top.x, b.f.origin.y), ImVec2(b.top.x + b.avail.x, b.f.origin.y), IM_COL32(120, 96, 60, 255), std::max(2.0f, 3 * s));
    }
    if (b.editing && gb.snap)
        for (float x = std::floor(b.minx - 4); x <= b.maxx + 8; x += 1)
            for (float y = 1; y <= b.maxy + 4; y += 1) b.dl->AddCircleFilled(b.f.px(ImVec2(x, y)), 1.5f * s, IM_COL32(190, 190, 200, 255));
}

// The picture's scene at this zoom (app/scene.h: the vertices where they are pinned, the sizes of
// edges and vertices in pixels kept within a finger's and an eye's reach), and each edge's path
// in pixels.
void lay_out(const Ctx& ui, Board& b, const Picture& pic) {
    const float s = ui.shared.density;
    b.thick = std::clamp(b.f.unit * 0.08f, 2.5f * s, 7 * s);
    b.vr = std::clamp(b.f.unit * 0.11f, 4 * s, 9 * s);
    b.disc = std::clamp(b.f.unit * 0.24f, 10 * s, 18 * s);
    b.coloured = coloured_game(ui);
    Picture pinned = pic;
    for (GraphVertex& v : pinned.graph.vertices)
        if (auto it = b.at.find(v.id); it != b.at.end()) v.x = it->second.x, v.y = it->second.y;
    app::GraphStyle style;
    style.thick = b.thick / b.f.unit, style.vr = b.vr / b.f.unit, style.disc = b.disc / b.f.unit, style.rise = b.f.rise / b.f.unit;
    style.stripes = b.coloured;
    style.ground = false; // the canvas's ground, across its width (open_canvas)
    b.sc = app::board_scene(pinned, scene_measure(b.f.unit), 0, style);
    b.edge_hit.assign(b.graph.edges.size(), -1);
    b.paths.assign(b.graph.edges.size(), {});
    for (std::size_t k = 0; k < b.sc.hits.size(); ++k) {
        const app::Hit& h = b.sc.hits[k];
        if (h.kind == app::HitKind::Vertex) b.vertex_hit[h.id] = static_cast<int>(k);
        if (h.kind == app::HitKind::Edge && static_cast<std::size_t>(h.id) < b.paths.size()) {
            b.edge_hit[static_cast<std::size_t>(h.id)] = static_cast<int>(k);
            b.paths[static_cast<std::size_t>(h.id)] = scene_path(h, b.f.origin, b.f.unit);
        }
    }
}

// The edge or vertex under the mouse (a vertex wins over the edges that meet there).
void find_hover(const Ctx& ui, Board& b) {
    if (!b.hovered) return;
    const float s = ui.shared.density;
    float best = std::max(8 * s, b.thick * 2);
    for (std::size_t k = 0; k < b.paths.size(); ++k) {
        const float d = dist_to_path(b.mouse, b.paths[k]);
        // Where edges cross, one that is a move wins (a directed graph's edges cross often).
        const bool playable = !b.editing && !b.graph.edges[k].moves.empty();
        if (d < best || (playable && d < best + 3 * s && b.hover_edge >= 0 && b.graph.edges[static_cast<std::size_t>(b.hover_edge)].moves.empty()))
            best = d, b.hover_edge = static_cast<int>(k);
    }
    float vbest = std::max({10 * s, b.vr * 1.8f, b.rules_drawing ? b.disc * 1.15f : 0.0f});
    for (auto& [id, p] : b.at) {
        const ImVec2 q = b.f.px(p);
        const float d = std::hypot(b.mouse.x - q.x, b.mouse.y - q.y);
        if (d < vbest) vbest = d, b.hover_vertex = id;
    }
    if (b.hover_vertex >= 0) b.hover_edge = -1;
}

// What a click would do: the selected token's two-click moves (a token, then where it goes), the
// hovered edge's moves, and the edges a hovered chop would take with it (drawn faint).
void preview_moves(const Ctx& ui, Board& b) {
    b.can_play = !b.editing && !ui.page.play().computer_to_move();
    if (b.can_play && ui.graph.selected >= 0)
        for (const auto& e : b.graph.edges)
            if (e.u == ui.graph.selected && e.moves.size() == 1) b.target_moves[e.v] = e.moves[0];
    b.falls.assign(b.graph.edges.size(), 0);
    if (b.hover_edge >= 0) b.hover_moves = legal_of(ui, b.graph.edges[static_cast<std::size_t>(b.hover_edge)].moves);
    b.now_edges = edges_of(ui.page.play().position());
    auto colour_at = [&](std::size_t k) { return k < b.now_edges.size() ? b.now_edges[k].colour : char(0); };
    if (!b.can_play || b.hover_moves.size() != 1) return;
    const int m = b.hover_moves[0];
    if (m < 0 || static_cast<std::size_t>(m) >= ui.page.play().moves().size()) return;
    std::multiset<TextEdge> left;
    for (auto e : edges_of(ui.page.play().moves()[static_cast<std::size_t>(m)].to)) left.insert(e);
    for (std::size_t k = 0; k < b.graph.edges.size(); ++k) {
        auto it = left.find(TextEdge{b.graph.edges[k].u, b.graph.edges[k].v, colour_at(k)});
        if (it == left.end()) b.falls[k] = 1;
        else left.erase(it);
    }
}

// Falling away: when the position changed, the edges the last move took start sliding down and
// fading (and a selection that no longer holds a token is dropped); drawn while they fall.
void fall_away(Ctx& ui, const Board& b) {
    GraphBoardUi& gb = ui.graph;
    const std::string& position = ui.page.play().position();
    if (gb.drawn_position != position) {
        if (!b.rules_drawing || b.editing) gb.selected = -1;
        else if (gb.selected >= 0) { // a token moved: a vertex it left is no longer selected
            bool holds = false;
            for (const auto& v : b.graph.vertices) holds = holds || (v.id == gb.selected && !v.token.empty());
            if (!holds) gb.selected = -1;
        }
        gb.falling.clear();
        std::multiset<std::pair<int, int>> now;
        for (const auto& e : b.graph.edges) now.insert({e.u, e.v});
        if (!gb.drawn_position.empty() && !b.editing)
            for (std::size_t k = 0; k < gb.drawn_ends.size() && k < gb.drawn_edges.size(); ++k) {
                auto it = now.find(gb.drawn_ends[k]);
                if (it != now.end()) now.erase(it);
                else gb.falling.push_back({gb.drawn_edges[k].first, gb.drawn_edges[k].second});
            }
        gb.fall_start = ImGui::GetTime();
        gb.drawn_position = position;
    }
    const float fall_t = static_cast<float>(ImGui::GetTime() - gb.fall_start) / 0.6f;
    if (fall_t < 1)
        for (const auto& fe : gb.falling) {
            const float dy = fall_t * fall_t * b.f.unit * 2.5f;
            const int alpha = static_cast<int>(200 * (1 - fall_t));
            b.dl->AddLine(ImVec2(fe.a.x, fe.a.y + dy), ImVec2(fe.b.x, fe.b.y + dy), IM_COL32(150, 110, 60, alpha), b.thick);
        }
}

// The picture drawn from its scene with the play's marks: hint halos and rings, the analysis
// step's edges and vertices lit (a fused circuit shaded), the hovered edge or vertex, the edges a
// hovered chop would take with it, a selected token and where it can go; and over it, the edit
// mode's vertex numbers and the ground lit for the ground's step. Each edge's and vertex's spot
// is kept for the page's JS API.
void draw_picture(Ctx& ui, Board& b) {
    GraphBoardUi& gb = ui.graph;
    const float s = ui.shared.density;
    const bool hints = ui.page.state().hints && !b.editing;
    const AnalysisStep* step = shown_step(ui);
    std::set<int> step_edges, step_vertices;
    if (step) step_edges.insert(step->edges.begin(), step->edges.end()), step_vertices.insert(step->vertices.begin(), step->vertices.end());
    SceneMarks marks;
    marks.flags.assign(b.sc.hits.size(), 0);
    marks.over.assign(b.sc.hits.size(), app::Ink::None);
    gb.edge_spots.clear();
    gb.drawn_edges.clear();
    gb.drawn_ends.clear();
    for (std::size_t k = 0; k < b.graph.edges.size(); ++k) {
        const GraphEdge& e = b.graph.edges[k];
        const int h = b.edge_hit[k];
        if (h < 0) continue;
        const std::size_t at = static_cast<std::size_t>(h);
        bool wins = false;
        for (int m : e.moves) wins = wins || is_winning_move(ui, m);
        const bool hot = static_cast<int>(k) == b.hover_edge && ((b.can_play && !b.hover_moves.empty()) || (b.editing && gb.tool == 2));
        if (hot && b.coloured) // keep the edge's colour (it says whose it is): an orange halo instead
            b.dl->AddPolyline(b.paths[k].data(), static_cast<int>(b.paths[k].size()), IM_COL32(250, 150, 30, 200), 0, b.thick * 2.4f);
        marks.flags[at] = static_cast<std::uint8_t>((wins && hints ? SceneMarks::Winning : 0) | (step_edges.count(static_cast<int>(k)) ? SceneMarks::Step : 0) |
                                                    (hot && !b.coloured ? SceneMarks::Hot : 0));
        if (b.falls[k]) marks.over[at] = app::Ink::Faded;
        const ImVec2 mid = scene_px(b.sc.hits[at].centre, b.f.origin, b.f.unit);
        gb.edge_spots.push_back(GraphSpot{static_cast<int>(k), mid.x, mid.y});
        gb.drawn_edges.push_back({b.paths[k].front(), b.paths[k].back()});
        gb.drawn_ends.push_back({e.u, e.v});
    }
    gb.vertex_spots.clear();
    for (const auto& v : b.graph.vertices) {
        if (v.ground || !b.vertex_hit.count(v.id)) continue;
        const std::size_t at = static_cast<std::size_t>(b.vertex_hit[v.id]);
        const auto target = b.target_moves.find(v.id);
        bool wins = false;
        for (int m : v.moves) wins = wins || is_winning_move(ui, m);
        const bool target_wins = target != b.target_moves.end() && is_winning_move(ui, target->second);
        const bool ring = !v.value.empty() && hints && ((!v.token.empty() && wins && gb.selected != v.id) || target_wins);
        marks.flags[at] = static_cast<std::uint8_t>((v.id == b.hover_vertex && b.editing ? SceneMarks::Hot : 0) | (ring ? SceneMarks::Winning : 0) |
                                                    (step_vertices.count(v.id) ? SceneMarks::Step : 0) |
                                                    (step && step->shade_vertices && v.id != 0 && step_vertices.count(v.id) ? SceneMarks::Shade : 0) |
                                                    (gb.selected == v.id ? SceneMarks::Selected : 0));
        if (target != b.target_moves.end()) marks.over[at] = app::Ink::Target;
        const ImVec2 q = b.f.px(b.at[v.id]);
        gb.vertex_spots.push_back(GraphSpot{v.id, q.x, q.y});
    }
    draw_scene(b.sc, b.f.origin, b.f.unit, &marks);
    if (b.editing) // every vertex's number, where the picture names none
        for (const auto& v : b.graph.vertices) {
            if (v.ground || !v.label.empty() || !b.at.count(v.id)) continue;
            const std::string label = std::to_string(v.id);
            const ImVec2 q = b.f.px(b.at[v.id]);
            if (v.value.empty()) {
                b.dl->AddText(ImVec2(q.x + b.vr + 2 * s, q.y - b.vr - ImGui::GetTextLineHeight()), IM_COL32(90, 90, 100, 255), label.c_str());
            } else { // beside the disc, on the outer side (the middle of the picture is where the edges run)
                const float w = ImGui::CalcTextSize(label.c_str()).x, left = b.at[v.id].x < 0 ? q.x - b.disc - 4 * s - w : q.x + b.disc + 4 * s;
                b.dl->AddText(ImVec2(left, q.y - ImGui::GetTextLineHeight() * 0.5f), IM_COL32(60, 60, 70, 255), label.c_str());
            }
        }
    if (step && step_vertices.count(0))
        b.dl->AddLine(ImVec2(b.top.x, b.f.origin.y), ImVec2(b.top.x + b.avail.x, b.f.origin.y), IM_COL32(230, 140, 20, 255), std::max(3.0f, 5 * s));
}

// Play: a click on an edge or a vertex makes its move (returned), or selects a token (graph
// games: its mex shown, where it can go lit), then moves it.
std::vector<int> play_input(Ctx& ui, const Board& b) {
    GraphBoardUi& gb = ui.graph;
    std::vector<int> clicked;
    if (b.can_play && !b.hover_moves.empty()) {
        ImGui::SetMouseCursor(ImGuiMouseCursor_Hand);
        std::string tip;
        for (std::size_t k = 0; k < b.hover_moves.size() && k < 8; ++k)
            if (static_cast<std::size_t>(b.hover_moves[k]) < ui.page.play().moves().size()) tip += (k ? "\n" : "") + ui.page.play().moves()[static_cast<std::size_t>(b.hover_moves[k])].label;
        ImGui::SetTooltip("%s", tip.c_str());
        if (ImGui::IsMouseClicked(0)) clicked = b.hover_moves;
    } else if (b.hover_vertex >= 0) {
        const GraphVertex* hv = nullptr;
        for (const auto& v : b.graph.vertices)
            if (v.id == b.hover_vertex) hv = &v;
        const auto target = b.target_moves.find(b.hover_vertex);
        const bool selectable = hv && !hv->note.empty();
        if ((b.can_play && hv && !legal_of(ui, hv->moves).empty()) || target != b.target_moves.end() || selectable) ImGui::SetMouseCursor(ImGuiMouseCursor_Hand);
        if (target != b.target_moves.end() && static_cast<std::size_t>(target->second) < ui.page.play().moves().size())
            ImGui::SetTooltip("%s", ui.page.play().moves()[static_cast<std::size_t>(target->second)].label.c_str());
        if (ImGui::IsMouseClicked(0)) {
            if (target != b.target_moves.end()) clicked = {target->second}, gb.selected = -1;
            else if (selectable) gb.selected = gb.selected == b.hover_vertex ? -1 : b.hover_vertex; // its mex shown; its token moves next
            else if (b.can_play && hv && !hv->moves.empty()) clicked = legal_of(ui, hv->moves);
        }
    } else if (b.hovered && ImGui::IsMouseClicked(0)) {
        gb.selected = -1;
    }
    return clicked;
}

// Editing a drawing that is the rules (graph games): edit_drawing, and the edge being drawn.
void edit_rules_input(Ctx& ui, Board& b) {
    GraphBoardUi& gb = ui.graph;
    edit_drawing(ui, b.graph, b.f, b.hovered, b.hover_vertex, b.hover_edge);
    if (gb.drag_from > 0 && gb.tool == 0 && ImGui::IsMouseDown(0)) // the edge being drawn
        b.dl->AddLine(b.f.px(b.at[gb.drag_from]), b.mouse, IM_COL32(50, 50, 55, 150), b.thick);
    if (b.hover_vertex >= 0 || b.hover_edge >= 0) ImGui::SetMouseCursor(ImGuiMouseCursor_Hand);
}

// A press on a drawing that is the position (Hackenbush): starts a drag from a vertex or the
// ground; paints the edge clicked (Draw, coloured games) or deletes what was clicked (Delete).
void press_on_position(Ctx& ui, const Board& b, Edges& edges, char new_colour, bool near_ground) {
    GraphBoardUi& gb = ui.graph;
    gb.drag_from = b.hover_vertex >= 0 ? b.hover_vertex : near_ground ? 0 : -1;
    gb.drag_start = b.mouse;
    if (gb.tool == 0 && b.coloured && b.hover_vertex < 0 && b.hover_edge >= 0) { // paint the edge
        if (edges[static_cast<std::size_t>(b.hover_edge)].colour != new_colour) {
            edges[static_cast<std::size_t>(b.hover_edge)].colour = new_colour;
            apply_edit(ui, edges, gb.layout);
        }
        gb.drag_from = -1;
    }
    if (gb.tool == 2) {
        if (b.hover_edge >= 0) {
            edges.erase(edges.begin() + b.hover_edge);
            apply_edit(ui, grounded(edges), gb.layout);
        } else if (b.hover_vertex > 0) {
            Edges kept;
            for (auto e : edges)
                if (e.first != b.hover_vertex && e.second != b.hover_vertex) kept.push_back(e);
            auto pins = gb.layout;
            pins.erase(b.hover_vertex);
            apply_edit(ui, grounded(kept), pins);
        }
        gb.drag_from = -1;
    }
    if (gb.tool == 1 && gb.drag_from == 0) gb.drag_from = -1; // the ground does not move
    if (gb.tool == 1 && gb.drag_from > 0) { // a vertex moved can be undone too
        gb.undo.push_back({ui.page.play().position(), gb.layout, ui.page.play().rules()->rules_text()});
        gb.redo.clear();
        gb.custom = true;
    }
}

// A drag released on a drawing that is the position (Draw): a new edge to the vertex or the
// ground under the mouse, or to a new vertex where the drag ended; a loop when it ends where it began.
void release_on_position(Ctx& ui, const Board& b, Edges& edges, char new_colour, bool near_ground, int from) {
    GraphBoardUi& gb = ui.graph;
    const float s = ui.shared.density;
    const float moved = std::hypot(b.mouse.x - gb.drag_start.x, b.mouse.y - gb.drag_start.y);
    int to = b.hover_vertex >= 0 ? b.hover_vertex : near_ground ? 0 : -1;
    auto pins = gb.layout;
    if (to < 0 && moved > 6 * s) { // a new vertex where the drag ended
        to = 1;
        for (auto& [id, p] : pins) to = std::max(to, id + 1);
        for (auto e : edges) to = std::max(to, e.second + 1);
        pins[to] = snapped(gb, b.f.grid(b.mouse)); // (from the ground: its foot is right below)
    }
    if (to >= 0 && !(from == 0 && to == 0 && moved <= 6 * s)) {
        edges.push_back({std::min(from, to), std::max(from, to), new_colour});
        apply_edit(ui, edges, pins);
    }
}

// Editing a drawing that is the position (Hackenbush): press, drag and release.
void edit_position_input(Ctx& ui, Board& b) {
    GraphBoardUi& gb = ui.graph;
    const float s = ui.shared.density;
    const bool near_ground = b.graph.has_ground && std::fabs(b.mouse.y - b.f.origin.y) < 10 * s + b.ground_h && b.mouse.y >= b.f.origin.y - 10 * s;
    Edges edges = b.now_edges;
    if (edges.size() != b.graph.edges.size()) { // (never: the picture draws the position's edges)
        edges.clear();
        for (const auto& e : b.graph.edges) edges.push_back({e.u, e.v});
    }
    const char new_colour = b.coloured ? drawing_colour(ui) : char(0);
    if (b.hovered && ImGui::IsMouseClicked(0)) press_on_position(ui, b, edges, new_colour, near_ground);
    if (gb.drag_from >= 0 && ImGui::IsMouseDown(0)) {
        if (gb.tool == 0) { // the edge being drawn
            const ImVec2 a = gb.drag_from == 0 ? ImVec2(b.mouse.x, b.f.origin.y) : b.f.px(b.at[gb.drag_from]);
            const EdgeColour c = new_colour == 'b' ? EdgeColour::Blue : new_colour == 'r' ? EdgeColour::Red : EdgeColour::Green;
            b.dl->AddLine(a, b.mouse, edge_colour(c, 150), b.thick);
        } else if (gb.tool == 1 && gb.drag_from > 0) {
            gb.layout[gb.drag_from] = snapped(gb, b.f.grid(b.mouse));
        }
    }
    if (gb.drag_from >= 0 && ImGui::IsMouseReleased(0)) {
        const int from = gb.drag_from;
        gb.drag_from = -1;
        if (gb.tool == 0) release_on_position(ui, b, edges, new_colour, near_ground, from);
    }
    if (b.hover_vertex >= 0 || b.hover_edge >= 0) ImGui::SetMouseCursor(ImGuiMouseCursor_Hand);
}

// The zoom buttons, top right.
void zoom_buttons(Ctx& ui, const Board& b) {
    GraphBoardUi& gb = ui.graph;
    const float s = ui.shared.density;
    ImGui::SetCursorScreenPos(ImVec2(b.top.x + b.avail.x - button_w("-") - button_w("+") - 14 * s, b.top.y + 4 * s));
    if (small_button("-")) gb.zoom = std::max(0.3f, gb.zoom / 1.2f);
    mark_widget(ui.shared, "zoom-out");
    ImGui::SameLine();
    if (small_button("+")) gb.zoom = std::min(3.0f, gb.zoom * 1.2f);
    mark_widget(ui.shared, "zoom-in");
}

} // namespace

std::vector<int> draw_graph_board(GraphBoardUi& graph, PositionFields& fields, app::Page& page, Shared& shared, const Picture& pic,
                                  ImVec2 size, bool compact) {
    Ctx ui{graph, fields, page, shared};
    forget_old_pins(ui);
    Board b{pic.graph};
    b.editing = ui.graph.edit && !compact;
    const auto edit = ui.page.play().rules()->meta().picture_edit;
    b.rules_drawing = edit == GameMeta::PictureEdit::Rules || edit == GameMeta::PictureEdit::Graph; // edited by vertices and edges
    // Flattened: Tab and the arrows reach the edit controls and the zoom buttons with the rest of the page.
    ImGui::BeginChild("board", size, true, ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse | ImGuiWindowFlags_NavFlattened);
    if (b.editing) touch_takes_drags(); // a finger draws edges and moves vertices here; in play, a swipe scrolls the page
    board_notes(ui, pic, b);
    pin_places(ui, b);
    fit_frame(ui, b);
    open_canvas(ui, b);
    lay_out(ui, b, pic);
    find_hover(ui, b);
    preview_moves(ui, b);
    fall_away(ui, b);
    draw_picture(ui, b);
    std::vector<int> clicked;
    if (!b.editing) clicked = play_input(ui, b);
    else if (b.rules_drawing) edit_rules_input(ui, b);
    else edit_position_input(ui, b);
    b.dl->PopClipRect();
    zoom_buttons(ui, b);
    ImGui::EndChild();
    return clicked;
}

//-----------------------------------------------------------------------------
// [SECTION] Steps
//-----------------------------------------------------------------------------

void show_analysis_steps(GraphBoardUi& gb, Shared& shared, const Analysis& a) {
    if (a.steps.empty()) return;
    if (gb.step_for != a.position) gb.step_for = a.position, gb.step = -1;
    char header[64];
    std::snprintf(header, sizeof header, "How the value is reached (%zu steps)###steps", a.steps.size());
    if (!ImGui::CollapsingHeader(header, ImGuiTreeNodeFlags_DefaultOpen)) return;
    const int n = static_cast<int>(a.steps.size());
    ImGui::BeginDisabled(gb.step < 0);
    if (ImGui::Button("Back")) --gb.step;
    ImGui::EndDisabled();
    mark_widget(shared, "step-back");
    ImGui::SameLine();
    ImGui::BeginDisabled(gb.step >= n - 1);
    if (ImGui::Button("Next")) ++gb.step;
    ImGui::EndDisabled();
    mark_widget(shared, "step-next");
    ImGui::SameLine();
    if (gb.step < 0) ImGui::TextColored(colors::muted, "Press Next to see each step drawn on the picture.");
    else ImGui::Text("Step %d of %d", gb.step + 1, n);
    ImGui::PushTextWrapPos(0);
    for (int k = 0; k <= gb.step && k < n; ++k) {
        const auto& s = a.steps[static_cast<std::size_t>(k)];
        if (k == gb.step) ImGui::TextColored(ImVec4(0.75f, 0.42f, 0.02f, 1), "%d. %s", k + 1, s.text.c_str());
        else ImGui::TextColored(colors::muted, "%d. %s", k + 1, s.text.c_str());
    }
    ImGui::PopTextWrapPos();
}

void graph_board_open(GraphBoardUi& gb, const app::Page& page, const std::string& layout) {
    gb.layout.clear();
    gb.undo.clear();
    gb.redo.clear();
    gb.step = -1;
    gb.layout_for = picture_key(page.play());
    auto places = app::parse_layout(layout);
    gb.custom = places && !places.value().empty();
    if (places)
        for (const auto& p : places.value()) gb.layout[p.id] = ImVec2(p.x, p.y);
}

const GraphSpot* find_graph_vertex(const GraphBoardUi& graph, int id) {
    for (const auto& v : graph.vertex_spots)
        if (v.id == id) return &v;
    return nullptr;
}

const GraphSpot* find_graph_edge(const GraphBoardUi& graph, int index) {
    for (const auto& e : graph.edge_spots)
        if (e.id == index) return &e;
    return nullptr;
}

} // namespace gl::ui
