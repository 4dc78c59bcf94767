// app_ui.h - the whole page as ImGui panels: it owns every screen's state and calls the screens,
// each with its own state, the page model and what they share (shared.h). Index of app_ui.cpp:
//   [SECTION] Screens        the table of screens: Nim (ui/nim_screen.*), sums, the explorer, the
//                            calculator, and the generic play screen (ui/game_screen.*) of every other ruleset
//   [SECTION] Toolbar        game, keys, the screen's rows (or copy link), the embed snippet
//   [SECTION] Notices        problems of the link the page was opened with
//   [SECTION] Frame          layout for wide and narrow screens, link kept in the address bar
//   [SECTION] Keyboard       Tab through every control, Enter presses, the focus ring, the Keys panel
#pragma once
#include <imgui.h>

#include <cstdint>
#include <string>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include "app/page.h"
#include "ui/cgt_ui.h"
#include "ui/explorer_ui.h"
#include "ui/game_screen.h"
#include "ui/nim_screen.h"
#include "ui/shared.h"
#include "ui/sum_board.h"
#include "ui/text_twin.h"
#include "ui/theme.h"

namespace gl::ui {

struct AppUi : Shared {      // density, fonts, keys, widget marks: what the screens share (shared.h)
    app::Page page;          // the model: the link's state and its screen's model (app/page.h)
    ExplorerUi explorer; // game=octal
    NimScreenUi nim;     // game=nim
    SumUi sum;           // game=sum
    GameScreenUi game;   // every other ruleset
    CalculatorUi calculator; // game=cgt
    std::string font_problem;     // set if the TTF could not be loaded
    std::string written_link;     // the query last written to the address bar
    app::State written_state;     // ... and its state: a change of game, position or view is a
                                  // step of the browser's history, other changes rewrite the entry
    std::string typed_link;       // a link with problems, as the reader wrote it (shown in the notice)
    bool notices_expanded = false; // every problem of the link is listed, not the first few
    bool drop_focus = false;      // the state was replaced from outside: leave any text field
    const void* shown_screen = nullptr; // the screen drawn last frame (app_ui.cpp's table)
    float toolbar_h = 0;          // the toolbar's and notices' height last frame (a narrow page scrolls past them)
};

// The current screen in words, with the link's problems (text_twin.h).
TextTwin text_twin(const AppUi& ui);

// Keyboard input read before ImGui's frame (web/main.cpp calls it between the backend's NewFrame
// and ImGui::NewFrame): takes Tab for the page's own focus order, lets Enter press buttons.
void app_keys_before_frame(AppUi& ui);

// Where a link came from. The address bar's own text (the page opened, or Back/Forward) stays
// there as the reader wrote it while it has problems, so nothing they typed is lost; a link opened
// by a call (openLink, a button) is written to the address bar as a step of the history.
enum class LinkFrom : std::uint8_t { AddressBar, Call };
// Opens the page at `query` (the address bar's "?..." part).
void app_init(AppUi& ui, std::string_view query, LinkFrom from = LinkFrom::Call);
// Draws one frame covering `display` (framebuffer pixels).
void app_frame(AppUi& ui, ImVec2 display);
// Spends at most `budget_ms` on the current screen's background work (the explorer's search).
void app_compute(AppUi& ui, double budget_ms);
// True while the page must go on drawing without input: a search under way, the computer's
// pending move, a clipboard answer awaited. Otherwise the page may stop drawing until an event.
bool app_busy(const AppUi& ui);

} // namespace gl::ui
