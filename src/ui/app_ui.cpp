#include "ui/app_ui.h"

#include <imgui_internal.h> // keyboard navigation: the Tab order and the focus ring (ImGui 1.86)

#include <algorithm>
#include <cmath>
#include <cstring>

#include "games/heap_sum.h"
#include "games/nim.h"
#include "games/registry.h"
#include "ui/platform.h"
#include "ui/touch.h"

namespace gl::ui {

namespace {

//-----------------------------------------------------------------------------
// [SECTION] Screens
//-----------------------------------------------------------------------------

// Which screen shows a game: a row per game with a screen of its own, keyed by the registry's
// GameMeta (no id strings here); every other ruleset gets the generic play screen.
struct EmbedMode {
    const char* mode;  // the link's embed= value
    const char* label; // what the embed dialog calls it
    int width = 720, height = 420; // the snippet's frame, CSS pixels (web/embed.js then fits its height)
};
constexpr EmbedMode kBoardEmbed[] = {{"board", "just the board, playable, with whose turn it is"}};
constexpr EmbedMode kExplorerEmbeds[] = {{"table", "just the table"}, {"plot", "just the plot"}};
constexpr EmbedMode kCalculatorEmbeds[] = {{"result", "the value, outcome and canonical form", 560, 200},
                                           {"value", "the value and all its properties", 640, 480},
                                           {"thermograph", "just the thermograph", 640, 480}};

struct Screen {
    const GameMeta& (*meta)();
    void (*open)(AppUi&);
    void (*toolbar)(AppUi&);             // rows under the game picker, or null
    void (*frame)(AppUi&, bool compact); // the screen; compact: embed=board
    void (*embed_page)(AppUi&, ImVec2) = nullptr; // a compact page of its own (embed=table|plot), or null
    void (*compute)(AppUi&, double) = nullptr;    // background work within a time budget, or null
    bool (*busy)(const AppUi&) = nullptr; // whether the page must go on drawing for the screen's own work; null: the play model's
    const EmbedMode* embeds = kBoardEmbed; // the compact modes its links offer (embed=...)
    std::size_t embed_count = 1;
    TextTwin (*twin)(const AppUi&) = nullptr; // the screen in words (text_twin.h)
    // Whether this screen draws a state of its game; null: every state. The sums' board knows
    // heap parts under normal play only; other sums are drawn by the generic screen.
    bool (*draws)(const app::State&) = nullptr;
};

// Each screen is called with its own state, the page model and what the screens share (shared.h).
constexpr Screen kScreens[] = {
    {.meta = &nim::NimGame::meta,
     .open = [](AppUi& ui) { nim_open(ui.nim, ui.page, ui); },
     .toolbar = [](AppUi& ui) { nim_toolbar(ui.nim, ui.page, ui); },
     .frame = [](AppUi& ui, bool compact) { nim_frame(ui.nim, ui.page, ui, compact); },
     .twin = [](const AppUi& ui) { return nim_twin(ui.page); }},
    {.meta = &sums::SumGame::meta,
     .open = [](AppUi& ui) { sum_open(ui.sum, ui.page, ui); },
     .toolbar = nullptr,
     .frame = [](AppUi& ui, bool compact) { sum_frame(ui.sum, ui.page, ui, compact); },
     .twin = [](const AppUi& ui) { return sum_twin(ui.page); },
     .draws = app::sum_board_draws},
    {.meta = &explorer_meta,
     .open = [](AppUi& ui) { explorer_open(ui.explorer, ui.page, ui); },
     .toolbar = nullptr,
     .frame = [](AppUi& ui, bool) { explorer_frame(ui.explorer, ui.page, ui, ImGui::GetContentRegionAvail()); },
     .embed_page = [](AppUi& ui, ImVec2 display) { explorer_embed_frame(ui.explorer, ui.page, ui, display); },
     .compute = [](AppUi& ui, double budget_ms) { explorer_compute(ui.explorer, ui.page, budget_ms); },
     .busy = [](const AppUi& ui) { return explorer_busy(ui.explorer, ui.page); },
     .embeds = kExplorerEmbeds, .embed_count = 2,
     .twin = [](const AppUi& ui) { return explorer_twin(ui.page); }},
    {.meta = &calculator_meta,
     .open = [](AppUi& ui) { cgt_open(ui.calculator, ui.page, ui); },
     .toolbar = nullptr,
     .frame = [](AppUi& ui, bool compact) { cgt_frame(ui.calculator, ui.page, ui, compact); },
     .embeds = kCalculatorEmbeds, .embed_count = 3,
     .twin = [](const AppUi& ui) { return calculator_twin(ui.page, ui.calculator.error); }},
};
constexpr Screen kGenericScreen{.meta = nullptr,
                                .open = [](AppUi& ui) { game_open(ui.game, ui.page, ui); },
                                .toolbar = [](AppUi& ui) { game_toolbar(ui.game, ui.page, ui); },
                                .frame = [](AppUi& ui, bool compact) { game_frame(ui.game, ui.page, ui, compact); },
                                .compute = [](AppUi& ui, double budget_ms) { game_compute(ui.page.play(), budget_ms); },
                                .twin = [](const AppUi& ui) { return game_twin(ui.page); }};

const Screen& drawn_by(const app::State& st) {
    const GameEntry* g = find_game(st.game);
    for (const Screen& s : kScreens)
        if (g && &s.meta() == &g->meta() && (!s.draws || s.draws(st))) return s;
    return kGenericScreen;
}

// Opens `screen`: its widgets follow the page model (which opened the screen's model already).
void show_screen(AppUi& ui, const Screen& screen) {
    screen.open(ui);
    ui.shown_screen = &screen;
}

//-----------------------------------------------------------------------------
// [SECTION] Toolbar
//-----------------------------------------------------------------------------

// The <iframe> snippet for lecture notes, in the compact modes the current game has.
void show_embed_window(AppUi& ui) {
    if (!ui.embed_open) return;
    const float s = ui.density;
    // At most the viewport's width less a margin (1024 px wide screens cut its third mode off).
    const float room = ImGui::GetMainViewport()->Size.x - 16 * s;
    ImGui::SetNextWindowSize(ImVec2(std::min(620 * s, room), 0), ImGuiCond_Appearing);
    ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    if (ImGui::Begin("Embed in lecture notes", &ui.embed_open, ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings)) {
        app::State st = ui.page.state();
        static int mode = 0;
        const Screen& screen = drawn_by(st);
        if (mode >= static_cast<int>(screen.embed_count)) mode = 0;
        if (screen.embed_count == 1) {
            ImGui::TextUnformatted(screen.embeds[0].label);
        } else {
            for (std::size_t i = 0; i < screen.embed_count; ++i) { // the modes flow like words
                if (i) flow(checkbox_w(screen.embeds[i].label));
                ImGui::RadioButton(screen.embeds[i].label, &mode, static_cast<int>(i));
                mark_widget(ui, (std::string("embed-") + screen.embeds[i].mode).c_str());
            }
        }
        const EmbedMode& e = screen.embeds[mode];
        st.embed = e.mode;
        const std::string address = platform::page_address();
        // One attribute a line (whitespace HTML ignores inside a tag), so the snippet can be read.
        std::string snippet = "<iframe src=\"" + address + app::link_from_state(st) + "\"\n        width=\"" + std::to_string(e.width) +
                              "\" height=\"" + std::to_string(e.height) +
                              "\"\n        style=\"border:1px solid #ccc\" allow=\"clipboard-write\"></iframe>";
        // The script sizes every such frame of the notes to its content (once per page is enough):
        // each embed tells it the height it would like.
        snippet += "\n<script src=\"" + address.substr(0, address.rfind('/') + 1) + "embed.js\"></script>";
        // Shown whole, wrapped (a long link is broken anywhere, as the line is only read here:
        // Copy snippet copies it as it is); a read-only text field cut its first line off.
        const ImVec2 pad = ImGui::GetStyle().FramePadding;
        const float wrap = ImGui::GetContentRegionAvail().x - 2 * pad.x;
        const float text_h = ImGui::CalcTextSize(snippet.c_str(), nullptr, false, wrap).y;
        ImGui::PushStyleColor(ImGuiCol_ChildBg, ImGui::GetStyleColorVec4(ImGuiCol_FrameBg));
        ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, pad);
        ImGui::BeginChild("snippet", ImVec2(-1, text_h + 2 * pad.y), true, ImGuiWindowFlags_NoScrollbar);
        ImGui::PushTextWrapPos(0);
        ImGui::TextUnformatted(snippet.c_str());
        ImGui::PopTextWrapPos();
        ImGui::EndChild();
        ImGui::PopStyleVar();
        ImGui::PopStyleColor();
        if (ImGui::Button("Copy snippet")) {
            platform::copy_to_clipboard(snippet);
            ui.copy_requested = false;
        }
        mark_widget(ui, "copy-snippet");
        const char* hint = "Paste it into HTML notes; the frame opens this exact state.";
        flow(text_w(hint));
        ImGui::PushTextWrapPos(0);
        ImGui::TextColored(colors::muted, "%s", hint);
        ImGui::PopTextWrapPos();
    }
    ImGui::End();
}

} // namespace

namespace {

void game_picker(AppUi& ui) {
    const float s = ui.density;
    app::Page& page = ui.page;
    const GameEntry* current = find_game(page.state().game);
    const std::string title = current ? std::string(current->meta().title) : "?";
    // Wide enough for the game's whole name ("Welter's game of height 2^k"), within the page.
    const float room = ImGui::GetContentRegionAvail().x - text_w("Game") - ImGui::GetStyle().ItemSpacing.x;
    const float w = std::clamp(text_w(title.c_str()) + ImGui::GetFrameHeight() + ImGui::GetStyle().FramePadding.x * 2 + 2 * s,
                               190 * s, std::max(190 * s, room));
    flow(labelled_w("Game", w));
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Game");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(w);
    if (ImGui::BeginCombo("##game", title.c_str(), ImGuiComboFlags_HeightLarge)) {
        push_touch_list(s, touch_mode());
        for (const GameEntry& g : game_entries()) {
            if (ImGui::Selectable(std::string(g.meta().title).c_str(), current == &g) && current != &g) {
                page.set_game(std::string(g.meta().id));
                show_screen(ui, drawn_by(page.state()));
            }
            if (ImGui::IsItemHovered() && !touch_mode()) ImGui::SetTooltip("%s", std::string(g.meta().rules).c_str());
        }
        ImGui::PopStyleVar();
        ImGui::EndCombo();
    }
    mark_widget(ui, "game");
}

void show_toolbar(AppUi& ui) {
    ImGui::PushFont(ui.fonts.title);
    ImGui::TextUnformatted("Grundy Lab");
    ImGui::PopFont();
    game_picker(ui);
    flow(button_w("Keys (?)"));
    if (ImGui::Button("Keys (?)")) ui.keys.help_open = !ui.keys.help_open;
    mark_widget(ui, "keys");
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("The keyboard: Tab, the arrows, Enter, the move chooser.");
    const Screen& screen = drawn_by(ui.page.state());
    if (screen.toolbar) {
        screen.toolbar(ui);
    } else {
        flow(copy_buttons_w());
        copy_link_button(ui, ui.page);
    }
}

//-----------------------------------------------------------------------------
// [SECTION] Notices
//-----------------------------------------------------------------------------

// How the link was read where its writer may have meant otherwise (a '+' read as a plus sign),
// under the problems, or alone with its own Dismiss. Called with the notices' text colour pushed.
template <class Bullet>
void show_link_notes(AppUi& ui, float wrap_at, Bullet&& bullet) {
    const auto& notes = ui.page.notes();
    if (notes.empty()) return;
    if (ui.page.notices().empty()) {
        ImGui::PushTextWrapPos(wrap_at);
        ImGui::TextUnformatted("How this link was read:");
        ImGui::PopTextWrapPos();
        flow(button_w("Dismiss"));
        ImGui::PopStyleColor();
        if (small_button("Dismiss")) ui.page.clear_notices();
        mark_widget(ui, "dismiss");
        ImGui::PushStyleColor(ImGuiCol_Text, colors::error_text);
    }
    for (const Error& e : notes) bullet(e.describe());
}

void show_notices(AppUi& ui) {
    const auto& notices = ui.page.notices();
    if (notices.empty() && ui.page.notes().empty() && ui.font_problem.empty()) return;
    // A tinted box sized to its text: draw the text first (channel 1), then the box under it.
    const float pad = ImGui::GetStyle().WindowPadding.x;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->ChannelsSplit(2);
    dl->ChannelsSetCurrent(1);
    const ImVec2 top = ImGui::GetCursorScreenPos();
    ImGui::Dummy(ImVec2(0, pad * 0.5f));
    ImGui::Indent(pad);
    ImGui::BeginGroup();
    ImGui::PushStyleColor(ImGuiCol_Text, colors::error_text);
    // Every line wraps within the box (a phone's width too); a bullet's text wraps beside its bullet.
    const float wrap_at = ImGui::GetContentRegionMax().x - pad;
    auto bullet = [&](const std::string& text) {
        ImGui::Bullet();
        ImGui::PushTextWrapPos(wrap_at);
        ImGui::TextUnformatted(text.c_str());
        ImGui::PopTextWrapPos();
    };
    if (!notices.empty()) {
        const char* head = "This link has problems; the page uses defaults where it had to:";
        ImGui::PushTextWrapPos(wrap_at);
        ImGui::TextUnformatted(head);
        ImGui::PopTextWrapPos();
        flow(button_w("Dismiss"));
        ImGui::PopStyleColor();
        if (small_button("Dismiss")) ui.page.clear_notices();
        mark_widget(ui, "dismiss");
        ImGui::PushStyleColor(ImGuiCol_Text, colors::error_text);
        // A few lines at most, so that a link full of junk cannot push the board off the screen.
        // "Show all" lists them all.
        constexpr std::size_t kShown = 4;
        const std::size_t shown = ui.notices_expanded ? notices.size() : std::min(notices.size(), kShown);
        if (!ui.typed_link.empty()) { // what the reader wrote stays readable (and in the address bar)
            constexpr std::size_t kLinkShown = 300;
            std::string typed = ui.typed_link.substr(0, kLinkShown);
            if (ui.typed_link.size() > kLinkShown) typed += "…";
            bullet("The link as written: " + typed);
        }
        for (std::size_t i = 0; i < shown; ++i) bullet(notices[i].describe());
        if (notices.size() > kShown) {
            ImGui::PopStyleColor();
            const std::string label = ui.notices_expanded ? "Show fewer problems"
                                                          : "Show " + std::to_string(notices.size() - kShown) + " more problems";
            if (small_button(label.c_str())) ui.notices_expanded = !ui.notices_expanded;
            mark_widget(ui, "more-problems");
            ImGui::PushStyleColor(ImGuiCol_Text, colors::error_text);
        }
    }
    show_link_notes(ui, wrap_at, bullet);
    if (!ui.font_problem.empty()) ImGui::TextUnformatted(ui.font_problem.c_str());
    ImGui::PopStyleColor();
    ImGui::EndGroup();
    ImGui::Unindent(pad);
    ImGui::Dummy(ImVec2(0, pad * 0.5f - ImGui::GetStyle().ItemSpacing.y));
    const ImVec2 bottom = ImGui::GetCursorScreenPos();
    dl->ChannelsSetCurrent(0);
    dl->AddRectFilled(top, ImVec2(top.x + ImGui::GetContentRegionAvail().x, bottom.y - ImGui::GetStyle().ItemSpacing.y * 0.5f),
                      ImGui::GetColorU32(colors::error_bg), ImGui::GetStyle().ChildRounding);
    dl->ChannelsMerge();
}

} // namespace

//-----------------------------------------------------------------------------
// [SECTION] Frame
//-----------------------------------------------------------------------------

void keep_link(AppUi& ui);

void app_init(AppUi& ui, std::string_view query, LinkFrom from) {
    ui.page.set_analysis_steps(app::kAnalysisStep, kAnalysisFirstMs);
    ui.page.open_link(query);
    ui.typed_link.clear();
    ui.notices_expanded = false;
    // Nothing of the previous state may linger: last frame's layout, a half-typed position.
    nim_forget(ui.nim, ui.page);
    ui.widgets.clear();
    ui.drop_focus = true;
    ui.computer_due = -1;
    ui.copy_requested = false;
    show_screen(ui, drawn_by(ui.page.state())); // a screen may find more problems (an explorer n over its cap)
    if (from == LinkFrom::AddressBar) {
        // The address bar already holds this entry: a good link is rewritten in its canonical
        // form in place, a link with problems is left as the reader wrote it.
        ui.written_state = ui.page.state();
        ui.written_link.clear();
        if (!ui.page.notices().empty()) {
            ui.written_link = ui.page.link();
            ui.typed_link = std::string(query);
        }
    }
}

TextTwin text_twin(const AppUi& ui) {
    const Screen& screen = drawn_by(ui.page.state());
    TextTwin t = screen.twin ? screen.twin(ui) : TextTwin{};
    const auto& notices = ui.page.notices();
    if (!notices.empty()) {
        t.text += "This link has problems; the page uses defaults where it had to:\n";
        if (!ui.typed_link.empty()) t.text += "  The link as written: " + ui.typed_link + "\n";
        for (const Error& e : notices) t.text += "  " + e.describe() + "\n";
    }
    if (!ui.page.notes().empty()) {
        t.text += "How this link was read:\n";
        for (const Error& e : ui.page.notes()) t.text += "  " + e.describe() + "\n";
    }
    return t;
}

void app_compute(AppUi& ui, double budget_ms) {
    if (auto compute = drawn_by(ui.page.state()).compute) compute(ui, budget_ms);
}

bool app_busy(const AppUi& ui) {
    if (ui.keys.tab != 0) return true;
    if (ui.copy_requested && platform::clipboard_status() == 1) return true;
    const Screen& screen = drawn_by(ui.page.state());
    if (screen.busy) return screen.busy(ui);
    return ui.computer_due >= 0 || ui.page.play().computer_to_move() || ui.page.play().analysing();
}

//-----------------------------------------------------------------------------
// [SECTION] Keyboard
//-----------------------------------------------------------------------------

// ImGui 1.86's own keyboard navigation (ImGuiConfigFlags_NavEnableKeyboard, web/main.cpp): the
// arrows move the focus to the nearest control in their direction, Space presses it, Escape
// closes a list or leaves a text field. What the page adds: Tab and Shift+Tab through every
// control in the order they are drawn (1.86 tabs through text fields only), Enter pressing a
// button or choosing an entry as Space does (1.86's Enter only starts typing in a field), a ring
// around the focused control that is easy to see, and the Keys panel.

void app_keys_before_frame(AppUi& ui) {
    ImGuiIO& io = ImGui::GetIO();
    AppUi::Keys& k = ui.keys;
    // Tab is the page's: ImGui never sees it (1.86 would tab through text fields only, and jump
    // back to the first one from any other control). One press, one step.
    const int tab = io.KeyMap[ImGuiKey_Tab];
    if (tab >= 0 && tab < IM_ARRAYSIZE(io.KeysDown) && io.KeysDown[tab]) {
        if (!io.KeyCtrl && !io.KeyAlt) k.tab = io.KeyShift ? -1 : 1;
        io.KeysDown[tab] = false;
    }
    // Tab from the element before the canvas (the text twin): on to the first control, as the
    // browser's Tab would; Shift+Tab from after it: the last.
    if (const int entered = platform::focus_entered()) {
        k.tab = entered;
        k.tab_entered = true;
    }
    // Enter presses the focused button, box or entry as Space does, unless the press began in a
    // text field (there it applies the text, and the field keeps it).
    const int enter = io.KeyMap[ImGuiKey_Enter], pad = io.KeyMap[ImGuiKey_KeyPadEnter];
    const bool down = (enter >= 0 && io.KeysDown[enter]) || (pad >= 0 && io.KeysDown[pad]);
    if (down && !k.enter_down) k.enter_presses = !io.WantTextInput;
    if (!down) k.enter_presses = false;
    k.enter_down = down;
    if (k.enter_presses && (io.ConfigFlags & ImGuiConfigFlags_NavEnableKeyboard)) io.NavInputs[ImGuiNavInput_Activate] = 1.0f;
}

namespace {

constexpr const char* kMainWindow = "Grundy Lab";
// The focus ring: a deep blue, apart from the page's warm colours (tokens, hover, winning green).
constexpr ImU32 kFocusRing = IM_COL32(24, 82, 196, 255);

// A Tab press: the next (Shift: previous) control in the order they are drawn, wrapping around,
// within the focused window (the page, with its board and analysis panels; or an open list or
// dialog). Text fields start typing when Tab reaches them, as in a browser.
void tab_request(AppUi& ui) {
    const int dir = ui.keys.tab;
    ui.keys.tab = 0;
    if (dir == 0 || !(ImGui::GetIO().ConfigFlags & ImGuiConfigFlags_NavEnableKeyboard)) return;
    ImGuiContext& g = *GImGui;
    if (!g.NavWindow)
        if (ImGuiWindow* main = ImGui::FindWindowByName(kMainWindow)) ImGui::FocusWindow(main);
    if (!g.NavWindow || g.NavWindowingTarget || (g.NavWindow->Flags & ImGuiWindowFlags_NoNavInputs)) return;
    // From the focused control, or the one last clicked; the first Tab on a new page goes to the
    // first control (ImGui's default focus, never shown, is not where the reader is).
    const bool from_control = !ui.keys.tab_entered && g.NavId != 0 && ui.keys.nav_alive &&
                              (!g.NavDisableHighlight || g.NavId == g.LastActiveId);
    ui.keys.tab_entered = false;
    g.NavTabbingDir = dir < 0 ? -1 : from_control ? +1 : 0;
    ImGui::NavMoveRequestSubmit(ImGuiDir_None, dir < 0 ? ImGuiDir_Up : ImGuiDir_Down, ImGuiNavMoveFlags_Tabbing,
                                ImGuiScrollFlags_KeepVisibleEdgeX | ImGuiScrollFlags_KeepVisibleEdgeY);
    g.NavTabbingResultFirst.Clear();
    g.NavTabbingCounter = -1;
    // The ring shows where Tab went, even after the mouse was used.
    g.NavDisableHighlight = false;
    g.NavDisableMouseHover = true;
}

// Tab past the page's last control, or Shift+Tab before its first, leaves the canvas for the
// text twin (as Tab leaves any control of a web page) instead of wrapping around: read after every
// item has been drawn, from ImGui 1.86's tabbing request (imgui.cpp, NavProcessItemForTabbingRequest:
// forward, the focused item was the last, its counter still 1; backward, the focused item was met
// with nothing before it, and the scoring goes on). An open list or dialog keeps Tab within it.
void tab_leaves_canvas(AppUi& ui) {
    ImGuiContext& g = *GImGui;
    if (!(g.NavMoveFlags & ImGuiNavMoveFlags_Tabbing) || !g.NavMoveScoringItems || !g.NavWindow || !g.NavIdIsAlive) return;
    if (std::strcmp(g.NavWindow->RootWindow->Name, kMainWindow) != 0) return;
    const bool past_last = g.NavTabbingDir == +1 && g.NavTabbingCounter == 1;
    const bool before_first = g.NavTabbingDir == -1;
    if (!past_last && !before_first) return;
    ImGui::NavMoveRequestCancel();
    g.NavDisableHighlight = true; // no ring while the canvas has not the focus
    ui.keys.nav_alive = false;
    platform::leave_canvas(past_last ? 1 : -1);
}

// The ring around the control with the keyboard's focus: thicker than ImGui's own (which the
// theme makes transparent), with a light inner line so it shows on dark and light controls. It
// is drawn while the keyboard is in use and hidden again by a mouse click. The control's place
// is kept as the widget "focus" for the page's JS API (tests see where the focus is).
void focus_ring(AppUi& ui) {
    ImGuiContext& g = *GImGui;
    ui.keys.nav_alive = g.NavId != 0 && g.NavIdIsAlive;
    if (!ui.keys.nav_alive || g.NavDisableHighlight || !g.NavWindow || g.NavWindow->Hidden) return;
    if (!(ImGui::GetIO().ConfigFlags & ImGuiConfigFlags_NavEnableKeyboard)) return;
    ImGuiWindow* w = g.NavWindow;
    const ImRect item = ImGui::WindowRectRelToAbs(w, w->NavRectRel[g.NavLayer]);
    ImRect seen = item;
    seen.ClipWith(w->ClipRect);
    if (seen.GetWidth() <= 0 || seen.GetHeight() <= 0) return; // scrolled out of sight
    const float s = ui.density, gap = 3 * s, thick = 3 * s;
    ImRect ring = item;
    ring.Expand(gap + thick * 0.5f);
    ImRect clip = w->ClipRect;
    clip.Expand(gap + thick + 1);
    ImDrawList* dl = ImGui::GetForegroundDrawList(w);
    dl->PushClipRect(clip.Min, clip.Max);
    const float rounding = g.Style.FrameRounding + gap;
    dl->AddRect(ring.Min, ring.Max, kFocusRing, rounding, 0, thick);
    const float in = thick * 0.5f + 0.5f * s;
    dl->AddRect(ImVec2(ring.Min.x + in, ring.Min.y + in), ImVec2(ring.Max.x - in, ring.Max.y - in), IM_COL32(255, 255, 255, 230),
                std::max(0.0f, rounding - thick), 0, std::max(1.0f, s));
    dl->PopClipRect();
    ui.widgets.push_back(AppUi::Widget{"focus", ImVec4(item.Min.x, item.Min.y, item.GetWidth(), item.GetHeight())});
}

// The Keys panel: what each key does (the toolbar's "Keys (?)" button, or "?").
struct KeyRow {
    const char* id;   // the widget's name, "keys-<id>" (tests read that each row is there)
    const char* keys;
    const char* does;
};
constexpr KeyRow kKeyRows[] = {
    {"tab", "Tab / Shift+Tab", "The next / previous control: every button, box, list and text field, in reading order. "
                               "Past the last control (or before the first) Tab leaves the board for the position in words; Tab comes back."},
    {"arrows", "Arrow keys", "The nearest control in that direction; in an open list, the next or previous entry."},
    {"enter", "Enter or Space", "Press the button, tick the box, open the list or choose its entry. In a text field, Enter applies the text."},
    {"escape", "Escape", "Close the list or this panel; in a text field, undo the edit and leave it; elsewhere, hide the focus (the next Tab starts from the first control)."},
    {"move", "Move, then Play", "Every board: the Move list names each legal move (Nim: \"heap 3: 7 → 6 (take 1)\"). "
                                "Enter opens it (at the first winning move while hints are on), the arrows choose, Enter takes the move "
                                "and Play has the focus, Enter plays; the focus is back on the list for the next move. The board shows the move chosen."},
    {"undo", "Ctrl+Z / Ctrl+Y", "Undo / redo a move."},
    {"help", "?", "Show or hide this panel."},
    {"typing", "In a text field", "Keys type into the field: ? and Ctrl+Z / Ctrl+Y are the field's own; Tab leaves it."},
};

void show_keys_window(AppUi& ui) {
    const ImGuiIO& io = ImGui::GetIO();
    // "?" shows or hides the panel, unless a text field has the keys.
    if (!io.WantTextInput && !io.KeyCtrl)
        for (ImWchar c : io.InputQueueCharacters)
            if (c == '?') ui.keys.help_open = !ui.keys.help_open;
    if (!ui.keys.help_open) return;
    const float s = ui.density;
    // Within the screen less 8 px a side (on a phone the auto-fitted window stood 8 px past both
    // edges): the second column takes what the first leaves, up to 440 px.
    const ImVec2 screen = ImGui::GetMainViewport()->Size;
    const ImGuiStyle& st = ImGui::GetStyle();
    ImGui::SetNextWindowSizeConstraints(ImVec2(0, 0), ImVec2(screen.x - 16 * s, screen.y - 16 * s));
    ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    const float key_w = std::min(150 * s, screen.x * 0.3f);
    const float does_w = std::clamp(screen.x - 16 * s - 2 * st.WindowPadding.x - 4 * st.CellPadding.x - st.ScrollbarSize - key_w - 4 * s,
                                    100 * s, 440 * s);
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize;
    if (ImGui::Begin("Keys", &ui.keys.help_open, flags)) {
        if (ImGui::BeginTable("keys", 2, ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_SizingFixedFit)) {
            ImGui::TableSetupColumn("key", ImGuiTableColumnFlags_WidthFixed, key_w);
            ImGui::TableSetupColumn("does", ImGuiTableColumnFlags_WidthFixed, does_w);
            for (const KeyRow& r : kKeyRows) {
                ImGui::TableNextRow();
                ImGui::TableNextColumn();
                ImGui::TextUnformatted(r.keys);
                ImGui::TableNextColumn();
                ImGui::PushTextWrapPos(0);
                ImGui::TextUnformatted(r.does);
                ImGui::PopTextWrapPos();
                mark_widget(ui, (std::string("keys-") + r.id).c_str());
            }
            ImGui::EndTable();
        }
        if (ImGui::Button("Close##keys")) ui.keys.help_open = false;
        mark_widget(ui, "keys-close");
        if (ImGui::IsWindowFocused(ImGuiFocusedFlags_RootAndChildWindows) && !io.WantTextInput &&
            ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape)))
            ui.keys.help_open = false;
    }
    ImGui::End();
}

} // namespace

void app_frame(AppUi& ui, ImVec2 display) {
    ui.widgets.clear();
    ui.analysis_text = [&ui] { return text_twin(ui).text; };
    if (std::string popped; platform::popped_query(popped)) app_init(ui, popped, LinkFrom::AddressBar);
    if (ui.drop_focus) {
        ImGui::SetWindowFocus(nullptr); // a text field being edited would write its old text back
        ui.drop_focus = false;
    }
    const Screen& screen = drawn_by(ui.page.state());
    if (ui.shown_screen != &screen) show_screen(ui, screen); // the position moved to another screen (a typed sum of other games)
    const bool compact = !ui.page.state().embed.empty(); // an <iframe> in lecture notes
    tab_request(ui);
    // Every control is a stop of Tab (1.86 stops at text fields only): ImGuiItemFlags_Inputable is
    // what its Tab looks for. Tab reaching a button only focuses it (the flag makes Tab start
    // typing in text fields, and nothing else).
    ImGui::PushItemFlag(ImGuiItemFlags_Inputable, true);
    if (screen.embed_page && compact) {
        screen.embed_page(ui, display);
        ImGui::PopItemFlag();
        focus_ring(ui);
        keep_link(ui);
        return;
    }
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(display);
    // A narrow screen (a phone held upright): the toolbar's rows take much of the height, so the
    // page scrolls. Under the toolbar the screen gets the whole height of the display, as if the
    // toolbar were not there: boards and analyses keep room enough to read and to tap.
    const float pad_y = ImGui::GetStyle().WindowPadding.y;
    const bool narrow = !compact && display.x < 600 * ui.density;
    const float body_h = std::max(display.y - 2 * pad_y, ui.want_body_h);
    ui.want_body_h = 0; // asked again by the screen this frame
    if (narrow && ui.toolbar_h > 0) ImGui::SetNextWindowContentSize(ImVec2(0, ui.toolbar_h + body_h));
    ImGui::Begin("Grundy Lab", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_NoBringToFrontOnFocus);
    const float top = ImGui::GetCursorPosY();
    if (!compact) {
        show_toolbar(ui);
        show_notices(ui);
    }
    const float toolbar_h = ImGui::GetCursorPosY() - top;
    ui.status_y = -1;
    screen.frame(ui, compact);
    if (!ui.open_link.empty()) { // after the screen's frame: the link's screen (the calculator) replaces it
        const std::string link = std::move(ui.open_link);
        ui.open_link.clear();
        app_init(ui, link);
    }
    // A screen's own rows above its status line (the sums' board picker) count as toolbar too.
    ui.toolbar_h = std::max(toolbar_h, ui.status_y >= 0 ? ui.status_y - top : 0.0f);
    ImGui::End();
    show_embed_window(ui);
    show_keys_window(ui);
    ImGui::PopItemFlag();
    tab_leaves_canvas(ui);
    focus_ring(ui);
    keep_link(ui);
}

namespace {

// A step of the browser's history: another game, position, player to move, rules, view or
// calculation. Settings (hints, the computer, n, the table's width) rewrite the current entry. So
// does the computer's answer: Back then returns to the person's last turn, as Undo does, not to
// a position where the computer would move again at once. An embed never adds entries (its
// history is the lecture notes' page's).
bool history_step(const app::State& before, const app::State& after) {
    if (!after.embed.empty()) return false;
    if (before.computer != 0 && before.turn == before.computer && before.game == after.game) return false;
    return before.game != after.game || before.pos != after.pos || before.turn != after.turn ||
           before.rules != after.rules || before.view != after.view || before.play != after.play ||
           before.expr != after.expr || before.vs != after.vs;
}

} // namespace

// The address bar always holds the state (except a link with problems, until the reader acts).
void keep_link(AppUi& ui) {
    std::string link = ui.page.link();
    if (link != ui.written_link) {
        if (history_step(ui.written_state, ui.page.state())) platform::push_query(link);
        else platform::replace_query(link);
        ui.copy_requested = false; // "Link copied" was about the previous link
        ui.written_link = std::move(link);
        ui.written_state = ui.page.state();
        ui.typed_link.clear();
    }
}

} // namespace gl::ui
