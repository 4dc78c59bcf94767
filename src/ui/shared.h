// shared.h - what every screen shares with the page around it, below the screens: the density and
// fonts, the keyboard's state (the move chooser), the marks of named widgets for the page's JS API,
// the rows a screen reports back (its status line, the height it would like), the computer's
// pending move and the copy buttons' outcome; and the panels and row helpers the screens have in
// common. A screen takes its own state, the page model (app/page.h) or the part of it it draws,
// and this; never the whole page (app_ui.h, which owns all three and calls the screens).
#pragma once
#include <imgui.h>

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "app/page.h"
#include "ui/theme.h"

namespace gl::ui {

struct Shared {
    Fonts fonts;
    float density = 1;            // device pixels per CSS pixel
    double computer_due = -1;     // when the computer makes its move on a play screen (ImGui time), or -1
    bool embed_open = false;      // the "Embed" snippet window is open
    bool copy_requested = false;  // "Copy link" or "Copy analysis" pressed: show its outcome
    const char* copied = "Link copied"; // the outcome to show once the copy is done
    float status_y = -1;          // where the screen's status line was drawn this frame (window-local), or -1
    float want_body_h = 0;        // a narrow page: the height a screen asked for under the toolbar (0: one screen)
    // The current screen in words (the page's text twin, text_twin.h) for "Copy analysis": set by
    // the page (app_ui.cpp), which knows the screens, before they are drawn.
    std::function<std::string()> analysis_text;
    std::string open_link;        // a link a screen asks the page to open once its frame is drawn (a value in the calculator)

    // The keyboard (app_ui.cpp, [SECTION] Keyboard): Tab and Shift+Tab move the focus through every
    // control (ImGui 1.86 itself tabs through text fields only), Enter presses what has the focus as
    // Space does, a ring shows the focus, "?" or the Keys button shows the keys.
    struct Keys {
        int tab = 0;               // a Tab press to handle this frame: +1 forward, -1 backward
        bool enter_down = false;   // Enter was down last frame
        bool enter_presses = false; // this Enter press presses the focused control (no text field had the keys)
        bool nav_alive = false;    // the focused control was drawn last frame
        bool help_open = false;    // the Keys panel is shown
        int choice = 0;            // the move chooser: the move chosen, by index into its list
        std::string choice_for;    // ... and the position the list belongs to
        bool chooser_focused = false; // the chooser (its list or Play) has the keyboard's focus
        bool tab_entered = false;     // this Tab brought the focus to the canvas from the page around it
        bool choice_default = true;   // the choice is the list's own (its first winning move), not the reader's
        enum class FocusTo { None, List, Play };
        FocusTo focus_to = FocusTo::None; // the chooser's control to take the focus when next drawn
    };
    Keys keys;

    // Named widgets and where they were drawn last frame (framebuffer pixels: x, y, w, h), so the
    // page's JS API can tell tests where to click, as a person would.
    struct Widget {
        std::string name;
        ImVec4 rect;
    };
    std::vector<Widget> widgets;
};

// embed=board, called where the board is about to be drawn: tells the page around the <iframe>
// the height the embed would like (web/embed.js sizes the frame to it): the rows above the board
// and a board three fifths as tall as the frame is wide, within 240 to 600 CSS px (every board
// scales to its frame, so any height shows it whole; this one depends on the width alone).
void report_board_embed_height(const Shared& sh);

// Records the last ImGui item under `name` in sh.widgets.
void mark_widget(Shared& sh, const char* name);

// Text in `color`, wrapped at the content region's right edge and broken only at spaces. (ImGui's
// own wrapping also breaks after a comma or a full stop, which splits a number such as
// "8,000,000" across two lines.)
void text_wrapped_at_spaces(const ImVec4& color, std::string_view text);

// Shared panels of the play screens.
std::string player_name(int computer, int player); // "Player 1", "You", "The computer"
// The play screens' shared actions on the page's one play model (Nim, sums and every other game):
// Undo takes moves back until a person is to move (else the computer would replay at once); it is
// offered only when it can take back a person's move (GamePlay::undo_reaches_person).
bool undo_to_person(Shared& sh, app::GamePlay& play);
// Ctrl+Z and Ctrl+Y (unless a text field has the keys), and the computer's move, made after a
// short pause (so a person sees each move happen) once the position's analysis is done. True if
// the position changed.
bool play_keys_and_computer(Shared& sh, app::GamePlay& play);

// "Opponent: Two players / Computer plays 1 / 2"; true if changed.
// partizan: "Computer plays Left / Right" (player 1 is Left).
bool opponent_combo(Shared& sh, int& computer, bool partizan = false);
void show_turn_status(Shared& sh, std::optional<int> winner, bool computer_to_move, int turn, int computer);
// The nim-sum of the values as a column addition (Ferguson, Part I, §2.2), odd columns shaded.
void show_binary_columns(Shared& sh, const std::vector<std::pair<std::string, std::uint64_t>>& rows,
                         const char* value_header);

// Rows of controls flow like words: flow(w) continues the row if an item of width w still fits,
// else starts a new row (gap < 0: twice the item spacing). The *_w helpers measure items.
void flow(float width, float gap = -1);
float text_w(const char* text);
float checkbox_w(const char* label);
float button_w(const char* label);
float labelled_w(const char* label, float field);
// The width for a field that would like `wanted` and is followed on its row by an item `after`
// wide (0: none): narrower on a narrow screen, so that the row is not cut off.
float field_w(float wanted, float after = 0);
// The width of an ImGui::InputInt that is `mouse_w` wide in the mouse's style: under touch its
// - and + buttons are larger, and the field grows by as much, keeping room for its number.
float int_field_w(const Shared& sh, float mouse_w);

// The keyboard's move chooser, one row on every play screen: "Move", a list of the legal moves by
// name (`wins`: those shown as winning, or empty) and Play. `position` names the position the list
// belongs to (the choice goes back to the first move when it changes). Returns the index into
// `labels` of the move to make now, or -1; sh.keys.choice is the move chosen (the boards show it
// while the chooser has the focus).
int move_chooser(Shared& sh, const std::string& position, const std::vector<std::string>& labels,
                 const std::vector<bool>& wins, bool enabled);

// "Embed…", "Copy link" and "Copy analysis", with the copy's outcome; and their width.
void copy_link_button(Shared& sh, const app::Page& page);
// Export…: what `grundylab export` gives for `state` (the screen's position): the board as SVG or
// TikZ, the analysis as LaTeX or text, downloaded (app/picture_export.h). For the screens that draw
// their own boards (Nim, sums); the generic play screen has its own (game_screen.cpp).
void state_export_menu(Shared& sh, const app::State& state);
float copy_buttons_w();

} // namespace gl::ui
