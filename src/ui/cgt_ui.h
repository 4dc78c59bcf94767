// cgt_ui.h - the partizan-game calculator's screen (game=cgt) as ImGui panels. Index of cgt_ui.cpp:
//   [SECTION] Input        the expression box ("G" or "G ? H"), examples, the error of a bad text
//   [SECTION] Result       a relation's or property's result; outcome (who wins moving first and
//                          second, each side's winning first moves), canonical form (CGSuite's
//                          printing, the brace form a click away), value, birthday, the properties
//                          table; the comparison and its witness; the thermograph
//   [SECTION] Derivation   the canonical form's steps, one at a time (Back / Next / All)
//   [SECTION] Tree         the game's options, expanded level by level; a click opens an option
//   [SECTION] History      expressions computed, each with its link; export as text and LaTeX
//   [SECTION] Frame        open from the link, layout for wide and narrow screens
#pragma once
#include <imgui.h>

#include <optional>
#include <string>

#include "app/calculator.h"
#include "app/page.h"
#include "ui/shared.h"
#include "ui/thermograph_view.h"

namespace gl::ui {

struct CalculatorUi {
    char expr_buf[2048] = {};
    std::string error;        // why the typed text was refused (the last good result stays)
    std::string copy_status;  // "Text copied", ...
    std::string tree_status;  // "Tree SVG downloaded", ...
    // A game a click asked to open (a first move, a tree node, a history entry): opened once the
    // frame is drawn, so nothing drawn this frame loses the result it points into.
    std::optional<app::Calculator::Entry> pending;
    std::uint64_t pending_job = 0; // the job computed in the background, and since when (ImGui's clock)
    double pending_since = 0;
    bool show_braces = false;   // the canonical form with every brace written out
    ThermographView thermo;
};

// The screen's functions take its own state, the page model (its calculator) and what the screens
// share (shared.h).
void cgt_open(CalculatorUi& calculator, app::Page& page, Shared& shared); // follow the link's expr and vs
void cgt_frame(CalculatorUi& calculator, app::Page& page, Shared& shared, bool compact); // compact: embed=thermograph or embed=value

} // namespace gl::ui
