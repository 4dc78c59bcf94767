// shared.cpp - what the screens share (shared.h): the marks of widgets, the play screens' status,
// opponent, binary columns and undo, the rows' flow, the move chooser, the copy and export buttons.
#include "ui/shared.h"

#include <imgui_internal.h> // the move chooser's focus (ImGui 1.86)

#include <algorithm>
#include <cmath>
#include <string>

#include "app/picture_export.h"
#include "ui/platform.h"
#include "ui/touch.h"

namespace gl::ui {

float copy_buttons_w() {
    return button_w("Embed…") + button_w("Copy link") + button_w("Copy analysis") + ImGui::GetStyle().ItemSpacing.x * 2;
}

void copy_link_button(Shared& sh, const app::Page& page) {
    if (ImGui::Button("Embed…")) sh.embed_open = true;
    mark_widget(sh, "embed");
    ImGui::SameLine();
    if (ImGui::Button("Copy link")) {
        platform::copy_to_clipboard(platform::page_address() + page.link());
        sh.copy_requested = true;
        sh.copied = "Link copied";
    }
    mark_widget(sh, "copy-link");
    ImGui::SameLine();
    // The screen in words (the page's text twin): outcome, value, reason, winning moves, moves.
    if (ImGui::Button("Copy analysis")) {
        platform::copy_to_clipboard(sh.analysis_text());
        sh.copy_requested = true;
        sh.copied = "Analysis copied";
    }
    mark_widget(sh, "copy-analysis");
    if (!sh.copy_requested) return;
    switch (platform::clipboard_status()) {
    case 1: ImGui::SameLine(); ImGui::TextColored(colors::muted, "copying…"); break;
    case 2: ImGui::SameLine(); ImGui::TextColored(colors::n_text, "%s", sh.copied); break;
    case 3:
        ImGui::SameLine();
        ImGui::TextColored(colors::error_text, "Could not copy (%s): select it in the page's text instead.", platform::clipboard_error().c_str());
        break;
    default: break;
    }
}


void state_export_menu(Shared& sh, const app::State& state) {
    static std::string failed; // the last export that could not be made, said in the menu
    flow(button_w("Export…"));
    if (ImGui::Button("Export…")) {
        failed.clear();
        ImGui::OpenPopup("export");
    }
    mark_widget(sh, "export");
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Download the board (SVG, TikZ) or the analysis (LaTeX, text) for lecture notes.");
    if (!ImGui::BeginPopup("export")) return;
    struct Item {
        const char* label;
        const char* widget;
        app::ExportFormat format;
        const char* suffix;
        const char* mime;
    };
    constexpr Item kItems[] = {{"Board as SVG", "export-svg", app::ExportFormat::Svg, "", "image/svg+xml"},
                               {"Board as TikZ", "export-tikz", app::ExportFormat::Tikz, "-board", "text/x-tex"},
                               {"Analysis as LaTeX", "export-latex", app::ExportFormat::Latex, "-analysis", "text/x-tex"},
                               {"Analysis as text", "export-text", app::ExportFormat::Text, "-analysis", "text/plain"}};
    for (const Item& it : kItems) {
        const bool chosen = ImGui::MenuItem(it.label);
        mark_widget(sh, it.widget);
        if (!chosen) continue;
        auto made = app::export_state(state, state.play, it.format);
        if (made) platform::download(state.game + it.suffix + "." + std::string(app::export_extension(it.format)), it.mime, made.value());
        else failed = made.error().describe();
    }
    if (!failed.empty()) ImGui::TextColored(colors::error_text, "%s", failed.c_str());
    ImGui::EndPopup();
}


std::string player_name(int computer, int player) {
    if (computer == 0) return "Player " + std::to_string(player);
    return computer == player ? "The computer" : "You";
}

void show_turn_status(Shared& sh, std::optional<int> winner, bool computer_to_move, int turn, int computer) {
    if (!(ImGui::GetCurrentWindow()->Flags & ImGuiWindowFlags_ChildWindow)) sh.status_y = ImGui::GetCursorPosY();
    ImGui::PushFont(sh.fonts.title);
    if (winner) {
        const std::string who = player_name(computer, *winner);
        ImGui::TextColored(colors::n_text, "%s", (who == "You" ? std::string("You win!") : who + " wins.").c_str());
    } else if (computer_to_move) {
        ImGui::TextColored(colors::muted, "The computer is thinking…");
    } else {
        const std::string who = player_name(computer, turn);
        ImGui::TextUnformatted((who == "You" ? std::string("Your move") : who + " to move").c_str());
    }
    ImGui::PopFont();
    mark_widget(sh, "status");
}

// The nim-sum as a column addition (Ferguson §2.2): columns with an odd number of 1s are marked.
void show_binary_columns(Shared& sh, const std::vector<std::pair<std::string, std::uint64_t>>& rows, const char* value_header) {
    std::uint64_t sum = 0, widest = 0;
    for (const auto& r : rows) {
        sum ^= r.second;
        widest = std::max(widest, r.second);
    }
    int bits = 1;
    while (bits < 64 && (widest >> bits) != 0) ++bits;
    const ImGuiTableFlags flags = ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_BordersOuter |
                                  ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_NoHostExtendX;
    ImGui::PushFont(sh.fonts.mono);
    if (ImGui::BeginTable("binary", bits + 2, flags)) {
        ImGui::TableSetupColumn("");
        ImGui::TableSetupColumn(value_header);
        for (int b = bits - 1; b >= 0; --b) ImGui::TableSetupColumn(std::to_string(1ULL << b).c_str());
        ImGui::PushItemFlag(ImGuiItemFlags_NoTabStop, true); // headers, not controls: Tab passes them
        ImGui::TableHeadersRow();
        ImGui::PopItemFlag();
        auto row = [&](const std::string& label, std::uint64_t v, bool total) {
            ImGui::TableNextRow();
            if (total) ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg0, ImGui::GetColorU32(ImGuiCol_TableHeaderBg));
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(label.c_str());
            ImGui::TableNextColumn();
            ImGui::Text("%llu", static_cast<unsigned long long>(v));
            for (int b = bits - 1; b >= 0; --b) {
                ImGui::TableNextColumn();
                if ((sum >> b) & 1) ImGui::TableSetBgColor(ImGuiTableBgTarget_CellBg, colors::odd_column);
                ImGui::TextUnformatted(((v >> b) & 1) ? "1" : "0");
            }
        };
        for (const auto& r : rows) row(r.first, r.second, false);
        row("nim-sum", sum, true);
        ImGui::EndTable();
    }
    ImGui::PopFont();
    ImGui::TextColored(colors::muted, "Shaded columns hold an odd number of 1s.");
}

bool undo_to_person(Shared& sh, app::GamePlay& play) {
    sh.computer_due = -1;
    return play.undo_turn();
}

bool play_keys_and_computer(Shared& sh, app::GamePlay& play) {
    bool changed = false;
    const ImGuiIO& io = ImGui::GetIO();
    if (!io.WantTextInput && io.KeyCtrl) {
        if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Z)) && play.undo_reaches_person()) changed = undo_to_person(sh, play) || changed;
        if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Y))) changed = play.redo() || changed;
    }
    if (play.computer_to_move() && !play.analysing()) {
        if (sh.computer_due < 0) sh.computer_due = ImGui::GetTime() + 0.6;
        if (ImGui::GetTime() >= sh.computer_due && play.play_computer()) {
            sh.computer_due = -1;
            changed = true;
        }
    } else {
        sh.computer_due = -1;
    }
    return changed;
}

bool opponent_combo(Shared& sh, int& computer, bool partizan) {
    const float s = sh.density;
    flow(labelled_w("Opponent", 175 * s));
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Opponent");
    ImGui::SameLine();
    static const char* kOpponents[] = {"Two players", "Computer plays 1", "Computer plays 2"};
    static const char* kSides[] = {"Two players", "Computer plays Left", "Computer plays Right"};
    ImGui::SetNextItemWidth(175 * s);
    const char* const* names = partizan ? kSides : kOpponents;
    bool changed = false;
    if (ImGui::BeginCombo("##opponent", names[std::clamp(computer, 0, 2)])) {
        push_touch_list(s, touch_mode());
        for (int i = 0; i < 3; ++i) {
            if (ImGui::Selectable(names[i], computer == i) && computer != i) {
                computer = i;
                changed = true;
            }
            if (computer == i) ImGui::SetItemDefaultFocus();
        }
        ImGui::PopStyleVar();
        ImGui::EndCombo();
    }
    mark_widget(sh, "opponent");
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Play against a perfect opponent: it wins from every N-position.");
    return changed;
}

void flow(float width, float gap) {
    const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
    ImGui::SameLine(0, gap < 0 ? ImGui::GetStyle().ItemSpacing.x * 2 : gap);
    if (ImGui::GetCursorScreenPos().x + width > right) ImGui::NewLine();
}
float text_w(const char* t) { return ImGui::CalcTextSize(t, nullptr, true).x; }
float checkbox_w(const char* t) { return ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x + text_w(t); }
float button_w(const char* t) { return text_w(t) + ImGui::GetStyle().FramePadding.x * 2; }
float labelled_w(const char* t, float field) { return text_w(t) + ImGui::GetStyle().ItemSpacing.x + field; }
float int_field_w(const Shared& sh, float mouse_w) {
    // The touch style's frame is 14 px taller, its inner spacing 2 px wider (theme.cpp): each
    // square button 16 px wider.
    return touch_mode() ? mouse_w + 32 * sh.density : mouse_w;
}
float field_w(float wanted, float after) {
    const float room = ImGui::GetContentRegionAvail().x - (after > 0 ? after + ImGui::GetStyle().ItemSpacing.x : 0);
    return std::max(std::min(wanted, room), std::min(wanted, 3 * ImGui::GetFrameHeight()));
}

void report_board_embed_height(const Shared& sh) {
    const float s = sh.density, width = ImGui::GetContentRegionAvail().x;
    const float board = std::clamp(width * 0.6f, 240 * s, 600 * s);
    const float h = ImGui::GetCursorPosY() + board + ImGui::GetStyle().WindowPadding.y;
    platform::report_content_height(static_cast<int>(std::ceil(h / s)));
}

void mark_widget(Shared& sh, const char* name) {
    const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    sh.widgets.push_back(Shared::Widget{name, ImVec4(a.x, a.y, b.x - a.x, b.y - a.y)});
}

void text_wrapped_at_spaces(const ImVec4& color, std::string_view text) {
    const float width = std::max(ImGui::GetContentRegionAvail().x, 1.0f);
    ImGui::PushStyleColor(ImGuiCol_Text, color);
    std::size_t start = 0; // the line's first character
    while (start < text.size()) {
        // The line takes one word, then more while they fit.
        std::size_t end = std::min(text.find(' ', start), text.size());
        while (end < text.size()) {
            const std::size_t next = std::min(text.find(' ', end + 1), text.size());
            if (ImGui::CalcTextSize(text.data() + start, text.data() + next).x > width) break;
            end = next;
        }
        std::size_t next = end;
        while (next < text.size() && text[next] == ' ') ++next;
        // The lines of one text as close as ImGui's own wrapped lines: no item spacing between them.
        const bool more = next < text.size();
        if (more) ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(ImGui::GetStyle().ItemSpacing.x, 0));
        ImGui::TextUnformatted(text.data() + start, text.data() + end);
        if (more) ImGui::PopStyleVar();
        start = next;
    }
    ImGui::PopStyleColor();
}


namespace {

// Gives the keyboard's focus to the item just drawn if the chooser asked for it there: after a
// move is chosen in the list Play is next, after Play the list (where the next move is chosen),
// so a move by keyboard is Enter, Enter, Enter. The ring shows only if the keyboard was in use.
void take_focus(Shared::Keys& k, Shared::Keys::FocusTo here) {
    if (k.focus_to != here) return;
    k.focus_to = Shared::Keys::FocusTo::None;
    ImGuiContext& g = *GImGui;
    const bool hidden = g.NavDisableHighlight;
    ImGui::SetFocusID(g.LastItemData.ID, ImGui::GetCurrentWindow());
    g.NavDisableHighlight = hidden;
}

} // namespace

int move_chooser(Shared& sh, const std::string& position, const std::vector<std::string>& labels, const std::vector<bool>& wins,
                 bool enabled) {
    Shared::Keys& k = sh.keys;
    // A new position's list stands at its first winning move where hints show them (the board
    // marks them already), else at its first move; until the reader picks another, a winning
    // move found later (an analysis in slices) takes the place.
    const auto first_win = std::find(wins.begin(), wins.end(), true);
    const int win = first_win == wins.end() ? -1 : static_cast<int>(first_win - wins.begin());
    if (k.choice_for != position) {
        k.choice_for = position;
        k.choice = std::max(win, 0);
        k.choice_default = true;
    } else if (k.choice_default && win >= 0) {
        k.choice = win;
    }
    if (labels.empty()) return -1;
    k.choice = std::clamp(k.choice, 0, static_cast<int>(labels.size()) - 1);
    const float s = sh.density;
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Move");
    ImGui::SameLine();
    ImGui::BeginDisabled(!enabled);
    auto shown = [&](std::size_t i) { return labels[i] + (i < wins.size() && wins[i] ? "  (wins)" : ""); };
    ImGui::SetNextItemWidth(std::max(120 * s, field_w(330 * s, button_w("Play"))));
    bool focused = false;
    if (ImGui::BeginCombo("##move-choice", shown(static_cast<std::size_t>(k.choice)).c_str(), ImGuiComboFlags_HeightLarge)) {
        push_touch_list(s, touch_mode());
        k.choice_default = false;
        for (std::size_t i = 0; i < labels.size(); ++i) {
            const bool wins_i = i < wins.size() && wins[i];
            if (wins_i) ImGui::PushStyleColor(ImGuiCol_Text, colors::n_text);
            if (ImGui::Selectable((shown(i) + "##c" + std::to_string(i)).c_str(), static_cast<int>(i) == k.choice)) {
                k.choice = static_cast<int>(i);
                k.focus_to = Shared::Keys::FocusTo::Play; // chosen: Play is next
            }
            if (wins_i) ImGui::PopStyleColor();
            if (static_cast<int>(i) == k.choice) ImGui::SetItemDefaultFocus(); // the list opens at the move chosen
            if (ImGui::IsItemFocused()) { // the board shows the entry under the focus
                k.choice = static_cast<int>(i);
                focused = true;
            }
        }
        ImGui::PopStyleVar();
        ImGui::EndCombo();
    }
    mark_widget(sh, "move-choice");
    if (enabled) take_focus(k, Shared::Keys::FocusTo::List);
    focused = focused || ImGui::IsItemFocused();
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
        ImGui::SetTooltip("Every legal move, by name: choose one (Enter, the arrows, Enter), then Play.");
    ImGui::SameLine();
    const bool play = ImGui::Button("Play##move");
    mark_widget(sh, "move-play");
    if (enabled) take_focus(k, Shared::Keys::FocusTo::Play);
    if (play && enabled) k.focus_to = Shared::Keys::FocusTo::List; // played: the next move is chosen there
    focused = focused || ImGui::IsItemFocused();
    ImGui::EndDisabled();
    k.chooser_focused = focused && !GImGui->NavDisableHighlight;
    return play && enabled ? k.choice : -1;
}

} // namespace gl::ui
