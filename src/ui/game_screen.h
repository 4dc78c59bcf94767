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

#include "cgt/thermograph.h"
#include "ui/graph_board.h"
#include "ui/thermograph_view.h"

namespace gl::ui {

struct AppUi;

// The page's analysis in steps (app::Page::set_analysis_steps): the work of one step, and how long
// a new position is analysed at once (a small one is done there and shows no "Analysing…").
inline constexpr std::size_t kAnalysisStep = 50'000;
inline constexpr double kAnalysisFirstMs = 150;

// Where a cell of the board was drawn last frame (framebuffer pixels), for tests that click it.
struct BoardCellSpot {
    std::size_t row = 0, index = 0;
    float x = 0, y = 0, r = 0;
};

struct GameScreenUi {
    std::vector<BoardCellSpot> cells;
    char pos_buf[512] = {};
    char rules_buf[512] = {};
    std::string pos_error, rules_error;
    std::vector<int> menu; // the moves of the cell whose menu is open
    // The move of the cell under the mouse (last frame, this frame): every cell taking part in it
    // (Cell::part_of: a hook's cells, a coin and its landing square) is highlighted.
    int hover_move = -1, next_hover_move = -1;
    // Typed moves (transfinite games): the part chosen, its new value as text, the last error.
    int typed_part = 0;
    char typed_buf[128] = {};
    std::string typed_error;
    // The μ-quotient / μ-residue panel: μ, and the last result for (position, μ).
    int mu = 2;
    std::string qr_key, qr_text, qr_error;
    GraphBoardUi graph;    // the board of a Picture laid out as a graph (ui/graph_board.*)
    std::string open_link; // a link to open once the frame is drawn (the value in the calculator)
    // The thermograph of a partizan position's value (Winning Ways ch. 6), made once per value.
    std::string thermo_for;
    std::optional<cgt::Thermograph> thermo_graph;
    ThermographView thermo;
};

void game_open(AppUi& ui);                    // follow the link's state (game, rules, pos, play, turn, computer)
void game_toolbar(AppUi& ui);                 // the rows under the game picker
void game_frame(AppUi& ui, bool compact);     // status, board and (unless compact) the analysis
void game_compute(AppUi& ui, double budget_ms); // a pending analysis goes on (GamePlay::advance_analysis)
const BoardCellSpot* find_board_cell(const AppUi& ui, std::size_t row, std::size_t index);

// What a click on the board does, above it, wrapped at the panel's visible edge.
void show_caption(const Picture& pic);

// One cell of a board widget: drawn, ringed if it starts a winning move, clickable if it offers
// moves (the moves a click chose go to *clicked), its spot kept for find_board_cell. `half`: the
// cell's half width and height (squares: r, r; a Label: as wide as its text). square_drawn: the
// widget drew the square itself (a chessboard's): an empty cell adds only its highlights.
void board_cell(AppUi& ui, const Cell& c, std::size_t row, std::size_t index, ImVec2 centre, float r, ImVec2 half,
                std::vector<int>* clicked, bool square_drawn = false);

} // namespace gl::ui
