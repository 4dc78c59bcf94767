// app_ui.h - the whole page as ImGui panels. Index of app_ui.cpp:
//   [SECTION] Toolbar        game, play convention, hints, position field, copy link
//   [SECTION] Notices        problems of the link the page was opened with
//   [SECTION] Analysis       Grundy value, outcome, binary column form, winning moves
//   [SECTION] Screens        the table of screens: Nim, sums, the explorer, the calculator, and the generic
//                            play screen (ui/game_screen.*) of every other ruleset
//   [SECTION] Frame          layout for wide and narrow screens, link kept in the address bar
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
#include "ui/nim_board.h"
#include "ui/sum_board.h"
#include "ui/theme.h"

namespace gl::ui {

struct AppUi {
    app::Page page;          // the model: the link's state and its screen's model (app/page.h)
    ExplorerUi explorer; // game=octal
    SumUi sum;           // game=sum
    GameScreenUi game;   // every other ruleset
    CalculatorUi calculator; // game=cgt
    Fonts fonts;
    float density = 1;            // device pixels per CSS pixel
    BoardLayout board;            // last frame's token positions
    char position_buf[160] = {};  // the Position field
    std::string position_error;   // why the typed position was refused
    std::string font_problem;     // set if the TTF could not be loaded
    std::string written_link;     // the query last written to the address bar
    app::State written_state;     // ... and its state: a change of game, position or view is a
                                  // step of the browser's history, other changes rewrite the entry
    std::string typed_link;       // a link with problems, as the reader wrote it (shown in the notice)
    bool notices_expanded = false; // every problem of the link is listed, not the first few
    bool copy_requested = false;  // "Copy link" or "Copy analysis" pressed: show its outcome
    const char* copied = "Link copied"; // the outcome to show once the copy is done
    double computer_due = -1;     // when the computer makes its move on a play screen (ImGui time), or -1
    bool drop_focus = false;      // the state was replaced from outside: leave any text field
    bool embed_open = false;      // the "Embed" snippet window is open
    const void* shown_screen = nullptr; // the screen drawn last frame (app_ui.cpp's table)
    float toolbar_h = 0;          // the toolbar's and notices' height last frame (a narrow page scrolls past them)
    float status_y = -1;          // where the screen's status line was drawn this frame (window-local), or -1
    float want_body_h = 0;        // a narrow page: the height a screen asked for under the toolbar (0: one screen)

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
void report_board_embed_height(const AppUi& ui);

// Records the last ImGui item under `name` in ui.widgets.
void mark_widget(AppUi& ui, const char* name);

// Shared panels of the play screens.
std::string player_name(int computer, int player); // "Player 1", "You", "The computer"
// The play screens' shared actions on the page's one play model (Nim, sums and every other game):
// Undo takes moves back until a person is to move (else the computer would replay at once); it is
// offered only when it can take back a person's move (GamePlay::undo_reaches_person).
bool undo_to_person(AppUi& ui);
// Ctrl+Z and Ctrl+Y (unless a text field has the keys), and the computer's move, made after a
// short pause (so a person sees each move happen) once the position's analysis is done. True if
// the position changed.
bool play_keys_and_computer(AppUi& ui);

// "Opponent: Two players / Computer plays 1 / 2"; true if changed.
// partizan: "Computer plays Left / Right" (player 1 is Left).
bool opponent_combo(AppUi& ui, int& computer, bool partizan = false);
void show_turn_status(AppUi& ui, std::optional<int> winner, bool computer_to_move, int turn, int computer);
// The nim-sum of the values as a column addition (Ferguson, Part I, §2.2), odd columns shaded.
void show_binary_columns(AppUi& ui, const std::vector<std::pair<std::string, std::uint64_t>>& rows,
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
float int_field_w(const AppUi& ui, float mouse_w);

// The keyboard's move chooser, one row on every play screen: "Move", a list of the legal moves by
// name (`wins`: those shown as winning, or empty) and Play. `position` names the position the list
// belongs to (the choice goes back to the first move when it changes). Returns the index into
// `labels` of the move to make now, or -1; ui.keys.choice is the move chosen (the boards show it
// while the chooser has the focus).
int move_chooser(AppUi& ui, const std::string& position, const std::vector<std::string>& labels,
                 const std::vector<bool>& wins, bool enabled);

// Keyboard input read before ImGui's frame (web/main.cpp calls it between the backend's NewFrame
// and ImGui::NewFrame): takes Tab for the page's own focus order, lets Enter press buttons.
void app_keys_before_frame(AppUi& ui);

// "Embed…", "Copy link" and "Copy analysis", with the copy's outcome; and their width.
void copy_link_button(AppUi& ui);
// Export…: what `grundylab export` gives for `state` (the screen's position): the board as SVG or
// TikZ, the analysis as LaTeX or text, downloaded (app/picture_export.h). For the screens that draw
// their own boards (Nim, sums); the generic play screen has its own (game_screen.cpp).
void state_export_menu(AppUi& ui, const app::State& state);
float copy_buttons_w();

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
