// nim_screen.cpp - the Nim screen (nim_screen.h).
#include "ui/nim_screen.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

#include "core/text.h"
#include "ui/touch.h"

namespace gl::ui {

namespace {

// What the Nim screen draws with: its own state, the page model (its play model and Nim's view)
// and what the screens share.
struct Ctx {
    NimScreenUi& nim;
    app::Page& page;
    Shared& shared;
};

void sync_position_field(NimScreenUi& nim, const app::Page& page) {
    std::snprintf(nim.position_buf, sizeof nim.position_buf, "%s", format_uint_list(page.nim_heaps()).c_str());
    nim.position_error.clear();
}
void sync_position_field(Ctx& ui) { sync_position_field(ui.nim, ui.page); }

// Bouton's analysis of the Nim position shown (the Nim screen is shown only while Nim is played).
const nim::Analysis& nim_analysis(const Ctx& ui) {
    static const nim::Analysis none{};
    const nim::Analysis* a = ui.page.nim();
    return a ? *a : none;
}

std::uint64_t board_capacity(const Ctx& ui) {
    std::uint64_t c = 5;
    for (auto h : ui.page.nim_start()) c = std::max(c, h);
    for (auto h : ui.page.nim_heaps()) c = std::max(c, h);
    return c;
}

//-----------------------------------------------------------------------------
// [SECTION] Toolbar
//-----------------------------------------------------------------------------

void toolbar(Ctx& ui) {
    const float s = ui.shared.density;
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    app::Page& page = ui.page;
    app::GamePlay& play = page.play();

    flow(checkbox_w("Misère play"));
    bool misere = play.play_convention() == Play::Misere;
    if (ImGui::Checkbox("Misère play", &misere)) play.set_play(misere ? Play::Misere : Play::Normal);
    mark_widget(ui.shared, "misere");
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("Misère: whoever takes the last token loses (Bouton's rule, Ferguson §2.5).");

    flow(checkbox_w("Show winning moves"));
    bool hints = page.state().hints;
    if (ImGui::Checkbox("Show winning moves", &hints)) page.set_hints(hints);
    mark_widget(ui.shared, "hints");

    opponent_combo(ui.shared, play.computer);

    flow(copy_buttons_w());
    copy_link_button(ui.shared, ui.page);
    state_export_menu(ui.shared, page.state());

    // The position as text, and the game's history.
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Position");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(field_w(200 * s, button_w("Set")));
    const bool enter = ImGui::InputText("##position", ui.nim.position_buf, sizeof ui.nim.position_buf,
                                        ImGuiInputTextFlags_EnterReturnsTrue | ImGuiInputTextFlags_CharsNoBlank);
    mark_widget(ui.shared, "position");
    touch_text_field(); // a tap types into it with the phone's keyboard
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("Heap sizes separated by commas, e.g. 13,12,8 (up to %zu heaps of at most %llu).",
                          app::kMaxHeaps, static_cast<unsigned long long>(app::kMaxHeap));
    ImGui::SameLine();
    if (ImGui::Button("Set") || enter) {
        auto r = page.set_heaps_text(ui.nim.position_buf);
        if (r) sync_position_field(ui);
        else ui.nim.position_error = r.error().describe();
    }
    flow(button_w("Restart") + button_w("Random") + gap);
    if (ImGui::Button("Restart")) {
        page.restart_at(play.start_position());
        sync_position_field(ui);
    }
    mark_widget(ui.shared, "restart");
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Back to the position this game started from.");
    ImGui::SameLine();
    if (ImGui::Button("Random")) {
        static std::mt19937 rng{std::random_device{}()};
        std::vector<std::uint64_t> heaps(3 + rng() % 3);
        for (auto& h : heaps) h = 1 + rng() % 12;
        page.restart_at(format_uint_list(heaps));
        sync_position_field(ui);
    }
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("A new game from a random position of 3 to 5 heaps.");
    flow(button_w("Undo") + button_w("Redo") + gap);
    ImGui::BeginDisabled(!play.undo_reaches_person());
    if (ImGui::Button("Undo") && undo_to_person(ui.shared, play)) sync_position_field(ui);
    ImGui::EndDisabled();
    mark_widget(ui.shared, "undo");
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) ImGui::SetTooltip("Take back a move (Ctrl+Z).");
    ImGui::SameLine();
    ImGui::BeginDisabled(!play.can_redo());
    if (ImGui::Button("Redo") && play.redo()) sync_position_field(ui);
    ImGui::EndDisabled();
    mark_widget(ui.shared, "redo");
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) ImGui::SetTooltip("Play the move again (Ctrl+Y).");
    if (!ui.nim.position_error.empty()) {
        ImGui::PushTextWrapPos(0);
        ImGui::TextColored(colors::error_text, "%s", ui.nim.position_error.c_str());
        ImGui::PopTextWrapPos();
    }
}

//-----------------------------------------------------------------------------
// [SECTION] Analysis
//-----------------------------------------------------------------------------

void show_status(Ctx& ui) {
    const app::GamePlay& play = ui.page.play();
    show_turn_status(ui.shared, play.winner(), play.computer_to_move(), play.turn(), play.computer);
}

void show_move_list(Ctx& ui) {
    const auto moves = ui.page.nim_moves();
    char header[48];
    std::snprintf(header, sizeof header, "Moves (%zu)###moves", moves.size());
    if (!ImGui::CollapsingHeader(header)) return;
    if (moves.empty()) ImGui::TextColored(colors::muted, "No moves yet.");
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const auto& m = moves[i];
        ImGui::Text("%zu. %s: heap %zu, %llu → %llu", i + 1, player_name(ui.page.play().computer, m.player).c_str(), m.move.heap + 1,
                    static_cast<unsigned long long>(m.move.from), static_cast<unsigned long long>(m.move.to));
    }
}

void show_analysis(Ctx& ui, ImVec2 size) {
    const nim::Analysis& a = nim_analysis(ui);
    const bool misere = a.play == Play::Misere;
    ImGui::BeginChild("analysis", size, true, ImGuiWindowFlags_NavFlattened); // Tab and the arrows go in and out

    ImGui::PushFont(ui.shared.fonts.title);
    if (misere) ImGui::Text("Nim-sum %llu", static_cast<unsigned long long>(a.nim_sum));
    else ImGui::Text("Grundy value %llu", static_cast<unsigned long long>(a.nim_sum));
    ImGui::PopFont();
    mark_widget(ui.shared, "analysis-value"); // where the panel's text starts: it moves up as the panel scrolls
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(colors::muted, misere ? "Misère play: the last player to move loses."
                                             : "Normal play: the last player to move wins. g = nim-sum of the heaps.");
    ImGui::PopTextWrapPos();
    ImGui::Spacing();

    ImGui::PushFont(ui.shared.fonts.title);
    if (a.game_over) {
        ImGui::TextColored(colors::muted, "Game over");
    } else if (a.outcome == Outcome::N) {
        ImGui::TextColored(colors::n_text, "N-position");
    } else {
        ImGui::TextColored(colors::p_text, "P-position");
    }
    ImGui::PopFont();
    ImGui::PushTextWrapPos(0);
    if (a.game_over)
        ImGui::TextUnformatted(misere ? "Whoever took the last token has lost." : "Whoever took the last token has won.");
    else
        ImGui::TextUnformatted(a.outcome == Outcome::N ? "The player to move wins with best play."
                                                       : "The player to move loses against best play.");
    ImGui::TextColored(colors::muted, "%s", a.reason.c_str());
    ImGui::PopTextWrapPos();
    ImGui::Spacing();

    std::vector<std::pair<std::string, std::uint64_t>> rows;
    for (std::size_t i = 0; i < a.heaps.size(); ++i) rows.emplace_back("heap " + std::to_string(i + 1), a.heaps[i]);
    show_binary_columns(ui.shared, rows, "size");
    ImGui::Spacing();

    if (!ui.page.state().hints) {
        ImGui::TextColored(colors::muted, "Winning moves are hidden (turn on \"Show winning moves\").");
    } else if (a.game_over) {
    } else if (a.winning_moves.empty()) {
        ImGui::TextUnformatted("No winning move: every move leads to an N-position.");
    } else {
        ImGui::Text("Winning moves (%zu):", a.winning_moves.size());
        for (std::size_t k = 0; k < a.winning_moves.size(); ++k) {
            const auto& m = a.winning_moves[k];
            char label[96];
            std::snprintf(label, sizeof label, "Heap %zu: %llu → %llu (take %llu)##win%zu", m.heap + 1,
                          static_cast<unsigned long long>(m.from), static_cast<unsigned long long>(m.to),
                          static_cast<unsigned long long>(m.from - m.to), k);
            ImGui::BeginDisabled(ui.page.play().computer_to_move());
            if (ImGui::Button(label) && ui.page.take(m.heap, m.to)) sync_position_field(ui);
            ImGui::EndDisabled();
        }
    }
    ImGui::Spacing();
    show_move_list(ui);
    ImGui::EndChild();
    mark_widget(ui.shared, "analysis");
}

//-----------------------------------------------------------------------------
// [SECTION] Frame
//-----------------------------------------------------------------------------

// Nim's moves for the keyboard's chooser, heap by heap, taking 1, 2, ... tokens:
// "heap 3: 7 → 6 (take 1)".
std::vector<nim::Move> nim_moves(const Ctx& ui) {
    std::vector<nim::Move> out;
    const auto heaps = ui.page.nim_heaps();
    for (std::size_t i = 0; i < heaps.size(); ++i)
        for (std::uint64_t take = 1; take <= heaps[i]; ++take) out.push_back(nim::Move{i, heaps[i], heaps[i] - take});
    return out;
}

std::optional<nim::Move> nim_chosen(const Ctx& ui) {
    const auto moves = nim_moves(ui);
    if (ui.shared.keys.choice < 0 || static_cast<std::size_t>(ui.shared.keys.choice) >= moves.size()) return std::nullopt;
    return moves[static_cast<std::size_t>(ui.shared.keys.choice)];
}

std::optional<nim::Move> nim_move_chooser(Ctx& ui) {
    const auto moves = nim_moves(ui);
    const nim::Analysis& a = nim_analysis(ui);
    std::vector<std::string> labels;
    std::vector<bool> wins;
    for (const nim::Move& m : moves) {
        labels.push_back("heap " + std::to_string(m.heap + 1) + ": " + std::to_string(m.from) + " → " + std::to_string(m.to) +
                         " (take " + std::to_string(m.from - m.to) + ")");
        bool w = false;
        for (const auto& x : a.winning_moves) w = w || (x.heap == m.heap && x.to == m.to);
        wins.push_back(w && ui.page.state().hints);
    }
    const int k = move_chooser(ui.shared, "nim " + format_uint_list(ui.page.nim_heaps()), labels, wins, !ui.page.play().computer_to_move());
    if (k < 0) return std::nullopt;
    return moves[static_cast<std::size_t>(k)];
}

// The Nim screen: status, the board and (unless compact) the analysis; moves, keys, computer.
void frame(Ctx& ui, bool compact) {
    const float s = ui.shared.density;
    show_status(ui);
    const char* how = touch_mode() ? "Tap a token to take it and every token above it." : "Click a token to take it and every token above it.";
    flow(text_w(how));
    ImGui::AlignTextToFramePadding();
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(colors::muted, "%s", how);
    ImGui::PopTextWrapPos();
    std::optional<nim::Move> move = nim_move_chooser(ui);
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const float css_width = avail.x / s;
    BoardView view{&nim_analysis(ui), ui.page.state().hints, board_capacity(ui), s};
    if (ui.shared.keys.chooser_focused && !move) view.chosen = nim_chosen(ui);
    if (compact) {
        report_board_embed_height(ui.shared);
        if (auto m = nim_board(view, avail, ui.nim.board)) move = m;
    } else if (css_width >= 700) { // board and analysis side by side
        const float board_w = std::floor(avail.x * (css_width >= 1000 ? 0.56f : 0.5f));
        if (auto m = nim_board(view, ImVec2(board_w, avail.y), ui.nim.board)) move = m;
        ImGui::SameLine();
        show_analysis(ui, ImVec2(0, avail.y));
    } else {
        // Above the analysis: tall enough for a finger's 40 px a token (44 px slots) where the
        // heaps are small, within 45% to 62% of the height.
        const float line = ImGui::GetTextLineHeightWithSpacing();
        const float want = static_cast<float>(std::min<std::uint64_t>(board_capacity(ui), 40)) * 44 * s + 3.4f * line +
                           2 * ImGui::GetStyle().WindowPadding.y;
        const float board_h = std::floor(std::clamp(want, std::max(avail.y * 0.45f, 200 * s), std::max(avail.y * 0.62f, 200 * s)));
        if (auto m = nim_board(view, ImVec2(avail.x, board_h), ui.nim.board)) move = m;
        show_analysis(ui, ImVec2(avail.x, 0));
    }
    if (move && !ui.page.play().computer_to_move() && ui.page.take(move->heap, move->to)) sync_position_field(ui);
    if (play_keys_and_computer(ui.shared, ui.page.play())) sync_position_field(ui);
}

} // namespace

void nim_open(NimScreenUi& nim, app::Page& page, Shared& shared) {
    Ctx ui{nim, page, shared};
    sync_position_field(ui);
}

void nim_toolbar(NimScreenUi& nim, app::Page& page, Shared& shared) {
    Ctx ui{nim, page, shared};
    toolbar(ui);
}

void nim_frame(NimScreenUi& nim, app::Page& page, Shared& shared, bool compact) {
    Ctx ui{nim, page, shared};
    frame(ui, compact);
}

void nim_forget(NimScreenUi& nim, const app::Page& page) {
    sync_position_field(nim, page);
    nim.board.heaps.clear();
}

} // namespace gl::ui
