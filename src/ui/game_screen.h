// game_screen.h - the play screen of every ruleset that has no screen of its own: its board drawn
// from the ruleset's Picture (core/game.h), the analysis (value, outcome, the rule that decides it,
// winning moves, the mex table of the options), a person against a person or the perfect computer,
// undo/redo, misère play, the position and the rule parameter as text. Index of game_screen.cpp:
//   [SECTION] Board      rows or stacks of cells; a click plays a cell's move or opens a menu
//   [SECTION] Analysis   value, outcome, reason, facts, winning moves, options with their values
//   [SECTION] Toolbar    misère, hints, opponent, position and rules fields, restart, undo, redo
//   [SECTION] Frame      open from the link, the computer's turn, keys, the link kept in step
#pragma once
#include <imgui.h>

#include <string>
#include <vector>

#include "app/page.h"
#include "cgt/thermograph.h"
#include "ui/board_cells.h"
#include "ui/graph_board.h"
#include "ui/shared.h"
#include "ui/thermograph_view.h"

namespace gl::ui {

// The page's analysis in steps (app::Page::set_analysis_steps, app::kAnalysisStep a step): how
// long a new position is analysed at once (a small one is done there and shows no "Analysing…").
inline constexpr double kAnalysisFirstMs = 150;

struct GameScreenUi {
    BoardCells board;      // the board's cells as drawn, the move under the mouse (ui/board_cells.h)
    PositionFields fields; // the position and rules fields (ui/graph_board.h: an edit of the picture writes them)
    std::vector<int> menu; // the moves of the cell whose menu is open
    // Typed moves (transfinite games): the part chosen, its new value as text, the last error.
    int typed_part = 0;
    char typed_buf[128] = {};
    std::string typed_error;
    // The μ-quotient / μ-residue panel: μ, and the last result for (position, μ).
    int mu = 2;
    std::string qr_key, qr_text, qr_error;
    GraphBoardUi graph;    // the board of a Picture laid out as a graph (ui/graph_board.*)
    // The thermograph of a partizan position's value (Winning Ways ch. 6), made once per value.
    std::string thermo_for;
    std::optional<cgt::Thermograph> thermo_graph;
    ThermographView thermo;
};

// The screen's functions take its own state, the page model (its play model, hints, layout) and
// what the screens share (shared.h).
void game_open(GameScreenUi& game, app::Page& page, Shared& shared);    // follow the link's state (game, rules, pos, play, turn, computer)
void game_toolbar(GameScreenUi& game, app::Page& page, Shared& shared); // the rows under the game picker
void game_frame(GameScreenUi& game, app::Page& page, Shared& shared, bool compact); // status, board and (unless compact) the analysis
void game_compute(app::GamePlay& play, double budget_ms); // a pending analysis goes on (GamePlay::advance_analysis)

} // namespace gl::ui
