// nim_screen.h - the Nim screen (game=nim): misère play, hints, the opponent, the position as text
// with restart, random, undo and redo; the board of heaps (nim_board.h) and Bouton's analysis.
// Index of nim_screen.cpp:
//   [SECTION] Toolbar    misère, hints, opponent, copy and export, position field, restart, random, undo, redo
//   [SECTION] Analysis   Grundy value (nim-sum), outcome, binary column form, winning moves, moves made
//   [SECTION] Frame      status, the move chooser, the board beside or above the analysis, the computer's turn
#pragma once
#include <imgui.h>

#include <string>

#include "app/page.h"
#include "ui/nim_board.h"
#include "ui/shared.h"

namespace gl::ui {

struct NimScreenUi {
    BoardLayout board;            // last frame's token positions
    char position_buf[160] = {};  // the Position field
    std::string position_error;   // why the typed position was refused
};

// The screen's functions take its own state, the page model (its play model and Nim's view) and
// what the screens share (shared.h).
void nim_open(NimScreenUi& nim, app::Page& page, Shared& shared);    // the position field follows the page
void nim_toolbar(NimScreenUi& nim, app::Page& page, Shared& shared); // the rows under the game picker
void nim_frame(NimScreenUi& nim, app::Page& page, Shared& shared, bool compact); // compact: just the board (embed=board)
// A new link was opened: nothing of the previous state lingers (last frame's token places, a
// half-typed position).
void nim_forget(NimScreenUi& nim, const app::Page& page);

} // namespace gl::ui
