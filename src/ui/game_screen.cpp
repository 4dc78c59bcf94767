#include "ui/game_screen.h"

#include <algorithm>
#include <cstdlib>
#include <cmath>
#include <cstdio>

#include "app/quotient.h"
#include "cgt/ordinal.h"
#include "app/calculator.h"
#include "app/picture_export.h"
#include "cgt/calc.h"
#include "core/text.h"
#include "games/registry.h"
#include "ui/board_cells.h"
#include "ui/graph_board.h"
#include "ui/platform.h"
#include "ui/touch.h"

namespace gl::ui {

namespace {

// A partizan analysis in steps (GamePlay::set_analysis_steps): steps of app::kAnalysisStep units of
// work, up to kAnalysisFirstMs at once when a position is shown (so a small one shows no
// "Analysing…"), then about kAnalysisFrameMs a frame, with progress and Cancel.
constexpr double kAnalysisFrameMs = 60;

// What the play screen's panels draw with: its own state, the page model (its play model, hints,
// layout) and what the screens share.
struct Ctx {
    GameScreenUi& game;
    app::Page& page;
    Shared& shared;
};

void sync_fields(Ctx& ui) {
    GameScreenUi& g = ui.game;
    std::snprintf(g.fields.pos_buf, sizeof g.fields.pos_buf, "%s", ui.page.play().position().c_str());
    if (ui.page.play().rules()) std::snprintf(g.fields.rules_buf, sizeof g.fields.rules_buf, "%s", ui.page.play().rules()->rules_text().c_str());
    g.fields.pos_error.clear();
    g.fields.rules_error.clear();
    g.menu.clear();
}

void after_move(Ctx& ui) {
    ui.shared.computer_due = -1;
    sync_fields(ui);
}

bool is_winning(const app::GamePlay& play, int move) { return play.winning(static_cast<std::size_t>(move)); }

//-----------------------------------------------------------------------------
// [SECTION] Board
//-----------------------------------------------------------------------------

// The menu of a cell that offers several moves.
void move_menu(Ctx& ui) {
    GameScreenUi& g = ui.game;
    if (!g.menu.empty() && !ImGui::IsPopupOpen("moves")) ImGui::OpenPopup("moves");
    if (!ImGui::BeginPopup("moves")) {
        g.menu.clear();
        return;
    }
    ImGui::TextColored(colors::muted, "Choose a move:");
    for (int m : g.menu) {
        if (!ui.page.play().legal(static_cast<std::size_t>(m))) continue;
        const bool wins = ui.page.state().hints && is_winning(ui.page.play(), m);
        if (wins) ImGui::PushStyleColor(ImGuiCol_Text, colors::n_text);
        const std::string label = ui.page.play().moves()[static_cast<std::size_t>(m)].label + (wins ? "  (wins)" : "") + "##m" + std::to_string(m);
        const bool chosen = ImGui::Selectable(label.c_str());
        if (wins) ImGui::PopStyleColor();
        mark_widget(ui.shared, ("move-" + std::to_string(m)).c_str());
        if (chosen && ui.page.play().play(static_cast<std::size_t>(m))) {
            after_move(ui);
            ImGui::CloseCurrentPopup();
            break;
        }
    }
    ImGui::EndPopup();
}

//-----------------------------------------------------------------------------
// [SECTION] Analysis
//-----------------------------------------------------------------------------

// The thermograph of the position's value (Winning Ways ch. 6), drawn as on the calculator's
// screen, with zoom and the SVG and TikZ exports; made once per value, within the calculator's
// limits (a value too large says so).
void show_position_thermograph(Ctx& ui, const std::string& canonical) {
    GameScreenUi& g = ui.game;
    if (g.thermo_for != canonical) {
        g.thermo_for = canonical;
        g.thermo_graph = cgt::thermograph_of(canonical);
    }
    if (!ImGui::CollapsingHeader("Thermograph of the value###position-thermograph-header", ImGuiTreeNodeFlags_DefaultOpen)) return;
    if (!g.thermo_graph) {
        ImGui::TextColored(colors::muted, "The thermograph is too large to compute within the calculator's limits.");
        return;
    }
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(colors::muted, "Left's wall (blue) and Right's (red) meet at the temperature %s; the mast stands at the mean %s "
                                      "(Winning Ways ch. 6).",
                       g.thermo_graph->temperature.text().c_str(), g.thermo_graph->mean.text().c_str());
    ImGui::PopTextWrapPos();
    thermograph_view(ui.shared, *g.thermo_graph, canonical, g.thermo, "position-thermograph", 200 * ui.shared.density);
}

// Where the analysis ran out of its budget (too large, or cancelled): a search ten times longer,
// with the same progress and Cancel (GamePlay::set_search_budget; later positions keep it). Drawn
// last in the panel: pressed, the analysis it describes starts again.
void search_longer(Ctx& ui) {
    app::GamePlay& play = ui.page.play();
    if (!play.can_search_longer()) return;
    const std::size_t next = play.search_budget() * 10;
    const bool pressed = small_button("Search 10 times longer");
    mark_widget(ui.shared, "search-longer");
    ImGui::SameLine();
    ImGui::TextColored(colors::muted, "%s steps (now %s)", thousands(next).c_str(), thousands(play.search_budget()).c_str());
    if (pressed) play.set_search_budget(next);
}

// An analysis under way (in steps, over frames): its progress and Cancel, for every ruleset that
// steps (partizan boards past their canonical form, Cram's region search, loopy boards); true
// while it goes on.
bool show_analysing(Ctx& ui) {
    app::GamePlay& play = ui.page.play();
    if (play.analysing()) {
        ImGui::PushFont(ui.shared.fonts.title);
        ImGui::TextUnformatted("Analysing\xE2\x80\xA6");
        ImGui::PopFont();
        const float s = ui.shared.density;
        const Ruleset::StepsNote note = play.rules() ? play.rules()->steps_note() : Ruleset::StepsNote{};
        char done[64];
        std::snprintf(done, sizeof done, note.of_budget ? "%.0f%% of the budget" : "%.0f%% done", 100.0 * play.analysis_progress());
        ImGui::ProgressBar(static_cast<float>(play.analysis_progress()), ImVec2(240 * s, 0), done);
        ImGui::SameLine();
        if (ImGui::Button("Cancel##analysis")) play.cancel_analysis();
        mark_widget(ui.shared, "cancel-analysis");
        text_wrapped_at_spaces(colors::muted, note.what + "; the board can still be played, and a move starts the analysis of the new position.");
        return true;
    }
    return false;
}

// A partizan game: its canonical form and outcome class (Winning Ways, ch. 1-2), the same whoever moves.
void show_partizan_outcome(Ctx& ui, const Analysis& a) {
    app::GamePlay& play = ui.page.play();
    if (show_analysing(ui)) return;
    ImGui::PushFont(ui.shared.fonts.title);
    ImGui::PushTextWrapPos(0);
    if (!a.canonical.empty()) ImGui::TextWrapped("Value %s", a.value_name.c_str());
    else if (!a.outcome_class.empty() && !a.value_name.empty()) ImGui::TextWrapped("Value %s (not a stopper)", a.value_name.c_str());
    else if (!a.outcome_class.empty() && a.method != Method::TooLarge) ImGui::TextUnformatted("Value not found: not a stopper");
    else ImGui::TextUnformatted(a.method == Method::OutcomeSearch ? "Value unknown: outcome by search" : a.method == Method::TooLarge ? "Too large to canonicalise" : "Value not computed");
    if (!a.outcome_class.empty() && a.outcome == Outcome::Unknown) ImGui::TextColored(colors::muted, "Outcome class %s", a.outcome_class.c_str());
    else if (a.outcome == Outcome::Unknown) ImGui::TextColored(colors::muted, "Outcome unknown");
    else ImGui::TextColored(a.outcome == Outcome::N || a.outcome == Outcome::P ? colors::n_text : colors::muted, "%c-position", outcome_char(a.outcome));
    ImGui::PopTextWrapPos();
    ImGui::PopFont();
    ImGui::PushTextWrapPos(0);
    if (!a.outcome_class.empty()) { // a loopy board: a win, a draw held, or a loss, and a loop seen
        if (!play.game_over())
            ImGui::TextColored(colors::muted, "%s to move %s.", play.turn() == 1 ? "Left" : "Right", play.computer_aim().c_str());
        if (play.repeated()) ImGui::TextColored(colors::p_text, "This position was reached before with the same player to move: play has gone round a loop.");
        mark_widget(ui.shared, "loopy-aim");
    } else if (!play.game_over() && a.outcome != Outcome::Unknown) {
        const bool left_to_move = play.turn() == 1;
        const bool mover_wins = a.outcome == Outcome::N || (a.outcome == Outcome::L && left_to_move) || (a.outcome == Outcome::R && !left_to_move);
        ImGui::TextColored(mover_wins ? colors::n_text : colors::p_text, "%s to move %s with best play.", left_to_move ? "Left" : "Right",
                           mover_wins ? "wins" : "loses");
    }
    ImGui::TextUnformatted(a.reason.c_str());
    ImGui::PopTextWrapPos();
    if (ImGui::BeginTable("facts", 2, ImGuiTableFlags_SizingStretchProp | ImGuiTableFlags_BordersInnerH)) {
        ImGui::TableSetupColumn("fact", ImGuiTableColumnFlags_WidthFixed);
        ImGui::TableSetupColumn("value", ImGuiTableColumnFlags_WidthStretch);
        for (const auto& [k, v] : a.facts) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::TextColored(colors::muted, "%s", k.c_str());
            ImGui::TableNextColumn();
            ImGui::PushTextWrapPos(0);
            ImGui::TextUnformatted(v.c_str());
            ImGui::PopTextWrapPos();
        }
        ImGui::EndTable();
    }
    if (!a.canonical.empty()) {
        const std::string link = app::calculator_link(app::Calculator::Entry{a.canonical, {}});
        if (small_button("Open the value in the calculator")) ui.shared.open_link = link;
        mark_widget(ui.shared, "open-calculator");
    }
    search_longer(ui);
}

// Under misère play: the position's misère canonical form (Conway's simplest form, written as
// CGSuite writes it), with a link that opens it in the calculator for its genus and properties.
void show_misere_form(Ctx& ui, const Analysis& a) {
    if (a.play != Play::Misere || a.misere_form.empty()) return;
    const bool known = a.misere_form.rfind("*[", 0) == 0;
    ImGui::TextColored(colors::muted, "Misère form");
    ImGui::SameLine();
    ImGui::PushTextWrapPos(0);
    if (known) {
        ImGui::PushFont(ui.shared.fonts.mono);
        ImGui::TextUnformatted(a.misere_form.c_str());
        ImGui::PopFont();
    } else {
        ImGui::TextColored(colors::muted, "%s", a.misere_form.c_str());
    }
    ImGui::PopTextWrapPos();
    mark_widget(ui.shared, "misere-form");
    if (known && small_button("Open the misère form in the calculator"))
        ui.shared.open_link = app::calculator_link(app::Calculator::Entry{a.misere_form, {}});
}

void show_outcome(Ctx& ui, const Analysis& a) {
    if (a.partizan) return show_partizan_outcome(ui, a);
    if (show_analysing(ui)) return;
    ImGui::PushFont(ui.shared.fonts.title);
    if (!a.ordinal.empty()) {
        auto o = ordinal::parse(a.ordinal, "value");
        ImGui::Text("Value %s", o ? ordinal::pretty(o.value()).c_str() : a.ordinal.c_str());
    } else if (a.value) {
        ImGui::Text("Grundy value %llu", static_cast<unsigned long long>(*a.value));
        if (a.play == Play::Misere) { // said small, beside it: the title line was cut off at the panel's edge
            ImGui::PushFont(ui.shared.fonts.body);
            ImGui::PushTextWrapPos(0);
            ImGui::TextColored(colors::muted, "of normal play; misère play has no Grundy value, but its misère form below");
            ImGui::PopTextWrapPos();
            ImGui::PopFont();
        }
    } else {
        ImGui::TextUnformatted("Grundy value not computed");
    }
    if (a.game_over) ImGui::TextColored(colors::muted, "Game over");
    else if (a.outcome == Outcome::N) ImGui::TextColored(colors::n_text, "N-position");
    else if (a.outcome == Outcome::P) ImGui::TextColored(colors::p_text, "P-position");
    else ImGui::TextColored(colors::muted, "Outcome unknown");
    ImGui::PopFont();
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(colors::muted, "%s play (%s).", a.play == Play::Misere ? "Misère" : "Normal", method_name(a.method));
    ImGui::TextUnformatted(a.reason.c_str());
    ImGui::PopTextWrapPos();
    show_misere_form(ui, a);
    if (!a.facts.empty() && ImGui::BeginTable("facts", 2, ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_BordersInnerH)) {
        // The value column takes the rest of the panel and wraps (a graph's mex list is long).
        ImGui::TableSetupColumn("fact", ImGuiTableColumnFlags_WidthFixed);
        ImGui::TableSetupColumn("value", ImGuiTableColumnFlags_WidthStretch);
        for (const auto& [k, v] : a.facts) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::TextColored(colors::muted, "%s", k.c_str());
            ImGui::TableNextColumn();
            ImGui::TextWrapped("%s", v.c_str());
        }
        ImGui::EndTable();
    }
    search_longer(ui);
}

// One button per move (the first 24), each playing it; disabled while the computer is to move.
// `id` keeps each list's buttons apart ("##win", "##draw").
void move_buttons(Ctx& ui, const std::vector<GameMove>& moves, const char* id) {
    ImGui::BeginDisabled(ui.page.play().computer_to_move());
    for (std::size_t k = 0; k < moves.size() && k < 24; ++k) {
        const std::string label = moves[k].label + id + std::to_string(k);
        if (ImGui::Button(label.c_str()) && ui.page.play().play_to(moves[k].to)) {
            after_move(ui);
            break;
        }
    }
    ImGui::EndDisabled();
}

void show_winning_moves(Ctx& ui, const Analysis& a) {
    if (!ui.page.state().hints) {
        ImGui::TextColored(colors::muted, "Winning moves are hidden (turn on \"Show winning moves\").");
        return;
    }
    if (ui.page.play().game_over()) return;
    // The winning moves of the player to move (a partizan analysis lists both sides').
    std::vector<GameMove> mine;
    for (const auto& w : a.winning_moves)
        if (w.side == Side::Both || w.side == app::GamePlay::side_of(ui.page.play().turn())) mine.push_back(w);
    const char* who = !ui.page.play().partizan() ? "" : ui.page.play().turn() == 1 ? "Left's " : "Right's ";
    if (mine.empty() && !a.outcome_class.empty()) { // a loopy board: the moves that hold a draw
        for (const auto& w : a.drawing_moves)
            if (w.side == app::GamePlay::side_of(ui.page.play().turn())) mine.push_back(w);
        if (mine.empty()) {
            ImGui::TextUnformatted("No move wins or holds a draw: every move loses against best play.");
            return;
        }
        ImGui::Text("%sNo winning move; moves that hold a draw (%zu):", who, mine.size());
        move_buttons(ui, mine, "##draw");
        return;
    }
    if (mine.empty()) {
        ImGui::TextUnformatted(a.outcome == Outcome::Unknown ? "Winning moves are unknown: the position is too large to search."
                               : ui.page.play().partizan()       ? (std::string("No winning move for ") + (ui.page.play().turn() == 1 ? "Left" : "Right") + ": every move loses against best play.").c_str()
                                                         : "No winning move: every move leads to an N-position.");
        return;
    }
    ImGui::Text("%sWinning moves (%zu):", who, mine.size());
    move_buttons(ui, mine, "##win");
}

// The mex table: every option, its value and its outcome; the value is the mex of the column.
void show_options(Ctx& ui, const Analysis& a) {
    char header[64];
    std::snprintf(header, sizeof header, "Options and their values (%zu)###options", a.option_count);
    if (!ImGui::CollapsingHeader(header)) return;
    const float h = std::min(ImGui::GetTextLineHeightWithSpacing() * (static_cast<float>(a.options.size()) + 1.5f), 260 * ui.shared.density);
    const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersOuter | ImGuiTableFlags_ScrollY | ImGuiTableFlags_SizingStretchProp;
    if (!ImGui::BeginTable("options", 3, flags, ImVec2(0, h))) return;
    ImGui::TableSetupScrollFreeze(0, 1);
    ImGui::TableSetupColumn("move", ImGuiTableColumnFlags_WidthStretch, 4);
    ImGui::TableSetupColumn("value", ImGuiTableColumnFlags_WidthStretch, 1);
    ImGui::TableSetupColumn("outcome", ImGuiTableColumnFlags_WidthStretch, 1);
    ImGui::TableHeadersRow();
    for (const auto& o : a.options) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(o.move.label.c_str());
        ImGui::TableNextColumn();
        if (a.partizan) ImGui::TextUnformatted(o.canonical.empty() ? "?" : o.canonical.c_str());
        else if (o.value) ImGui::Text("%llu", static_cast<unsigned long long>(*o.value));
        else ImGui::TextColored(colors::muted, "?");
        ImGui::TableNextColumn();
        ImGui::TextColored(o.outcome == Outcome::P ? colors::p_text : colors::muted, "%c", outcome_char(o.outcome));
    }
    ImGui::EndTable();
    if (a.partizan)
        ImGui::TextColored(colors::muted, "The value is {Left's options | Right's options} in canonical form.");
    else if (a.value && a.play == Play::Normal)
        ImGui::TextColored(colors::muted, "The value %llu is the mex (least value missing) of the value column.",
                           static_cast<unsigned long long>(*a.value));
}

// A move typed as a part's new value (transfinite games: the new ordinal of a heap or a coin).
void show_typed_move(Ctx& ui) {
    GameScreenUi& g = ui.game;
    const TypedMoves* typed = typed_moves(*ui.page.play().rules());
    if (!typed || ui.page.play().game_over()) return;
    const float s = ui.shared.density;
    const auto parts = typed->parts(ui.page.play().position());
    if (parts.empty()) return;
    g.typed_part = std::clamp(g.typed_part, 0, static_cast<int>(parts.size()) - 1);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Your move:");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(190 * s);
    if (ImGui::BeginCombo("##typed-part", parts[static_cast<std::size_t>(g.typed_part)].c_str())) {
        for (std::size_t i = 0; i < parts.size(); ++i)
            if (ImGui::Selectable(parts[i].c_str(), static_cast<int>(i) == g.typed_part)) g.typed_part = static_cast<int>(i);
        ImGui::EndCombo();
    }
    mark_widget(ui.shared, "typed-part");
    ImGui::SameLine();
    ImGui::TextUnformatted("to");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(150 * s);
    const bool enter = ImGui::InputTextWithHint("##typed-to", "w+3", g.typed_buf, sizeof g.typed_buf, ImGuiInputTextFlags_EnterReturnsTrue);
    mark_widget(ui.shared, "typed-to");
    touch_text_field(); // a tap types into it with the phone's keyboard
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("The new, smaller ordinal: terms w^E*C joined by + (w or ω), e.g. w^2*3+w+5");
    ImGui::SameLine();
    ImGui::BeginDisabled(ui.page.play().computer_to_move());
    const bool go = ImGui::Button("Play##typed") || enter;
    ImGui::EndDisabled();
    mark_widget(ui.shared, "typed-play");
    if (go && !ui.page.play().computer_to_move()) {
        auto m = typed->move_to(ui.page.play().position(), static_cast<std::size_t>(g.typed_part), g.typed_buf);
        if (m && ui.page.play().play_typed(m.value())) {
            g.typed_buf[0] = 0;
            after_move(ui);
            g.typed_error.clear();
        } else if (!m) {
            g.typed_error = m.error().describe();
        }
    }
    if (!g.typed_error.empty()) {
        ImGui::PushTextWrapPos(0);
        ImGui::TextColored(colors::error_text, "%s", g.typed_error.c_str());
        ImGui::PopTextWrapPos();
    }
}

// Theorems 1.2 and 1.3: the μ-quotient and μ-residue, each by its own search, and V = μ·Q + R.
void show_quotient_panel(Ctx& ui, const Analysis& a) {
    GameScreenUi& g = ui.game;
    if (typed_moves(*ui.page.play().rules()) || !ui.page.play().rules()->impartial() || !a.value || a.play != Play::Normal) return;
    // The header's label cannot wrap (ImGui 1.86): on a narrow panel (a phone) the short one.
    const char* long_label = "μ-quotient and μ-residue (Theorems 1.2, 1.3)";
    const bool fits = text_w(long_label) + ImGui::GetFrameHeight() * 2 <= ImGui::GetContentRegionAvail().x;
    const bool open = ImGui::CollapsingHeader(fits ? "μ-quotient and μ-residue (Theorems 1.2, 1.3)###quotient" : "μ-quotient and μ-residue###quotient");
    mark_widget(ui.shared, "quotient");
    if (!open) return;
    ImGui::SetNextItemWidth(int_field_w(ui.shared, 120 * ui.shared.density));
    ImGui::InputInt("μ##mu", &g.mu);
    mark_widget(ui.shared, "mu");
    g.mu = std::clamp(g.mu, 1, 1 << 20);
    const std::string key = ui.page.play().position() + "|" + ui.page.play().rules()->rules_text() + "|" + std::to_string(g.mu) + "|" +
                            std::string(ui.page.play().rules()->meta().id);
    if (key != g.qr_key) {
        g.qr_key = key;
        g.qr_text.clear();
        g.qr_error.clear();
        auto r = app::quotient_residue(*ui.page.play().rules(), ui.page.play().position(), static_cast<Grundy>(g.mu));
        if (!r) {
            g.qr_error = r.error().message;
        } else {
            const auto& q = r.value();
            const std::string mu = std::to_string(q.mu);
            g.qr_text = "μ-quotient (moves keeping V mod " + mu + "): value Q = " + std::to_string(q.quotient) +
                        "\nμ-residue (moves keeping ⌊V / " + mu + "⌋): value R = " + std::to_string(q.residue) +
                        "\nμ·Q + R = " + mu + "·" + std::to_string(q.quotient) + " + " + std::to_string(q.residue) + " = " +
                        std::to_string(q.mu * q.quotient + q.residue) + (q.holds() ? " = V ✓" : " ≠ V ✗") + "  (V = " +
                        std::to_string(q.value) + "; " + std::to_string(q.positions) + " positions searched)";
        }
    }
    ImGui::PushTextWrapPos(0);
    if (!g.qr_error.empty()) ImGui::TextColored(colors::error_text, "%s", g.qr_error.c_str());
    else ImGui::TextUnformatted(g.qr_text.c_str());
    ImGui::TextColored(colors::muted, "Each game's value is found by the mex rule over its own moves, not by dividing V: "
                                      "Theorem 1.2 says they must give V = μ·Q + R with R < μ.");
    ImGui::PopTextWrapPos();
}

void show_history(Ctx& ui) {
    const auto& h = ui.page.play().history();
    char header[48];
    std::snprintf(header, sizeof header, "Moves (%zu)###moves", h.size());
    if (!ImGui::CollapsingHeader(header)) return;
    if (h.empty()) ImGui::TextColored(colors::muted, "No moves yet.");
    for (std::size_t i = 0; i < h.size(); ++i)
        ImGui::Text("%zu. %s: %s", i + 1, player_name(ui.page.play().computer, h[i].player).c_str(), h[i].label.c_str());
}

void show_game_analysis(Ctx& ui, ImVec2 size) {
    const Analysis& a = ui.page.play().analysis();
    ImGui::BeginChild("analysis", size, true, ImGuiWindowFlags_NavFlattened); // Tab and the arrows go in and out
    show_outcome(ui, a);
    ImGui::Spacing();
    show_typed_move(ui);
    const bool analysing = ui.page.play().analysing(); // until it ends winning moves and values are not known
    if (!analysing) show_analysis_steps(ui.game.graph, ui.shared, a); // a derivation step by step (Hackenbush), if the game gives one
    if (a.partizan && !a.canonical.empty()) show_position_thermograph(ui, a.canonical); // after the steps that reach the value
    if (!analysing) {
        show_winning_moves(ui, a);
        ImGui::Spacing();
        show_options(ui, a);
        show_quotient_panel(ui, a);
    }
    show_history(ui);
    ImGui::EndChild();
}

} // namespace

//-----------------------------------------------------------------------------
// [SECTION] Toolbar
//-----------------------------------------------------------------------------

namespace {

// The position (and the rule parameter) as text: a bad text is named and nothing is lost.
void text_fields(Ctx& ui) {
    const float s = ui.shared.density;
    GameScreenUi& g = ui.game;
    const GameMeta& meta = ui.page.play().rules()->meta();
    if (!meta.rules_key_grammar.empty()) {
        ImGui::AlignTextToFramePadding();
        ImGui::TextUnformatted("Rules");
        ImGui::SameLine();
        ImGui::SetNextItemWidth(field_w(200 * s, button_w("Set")));
        const bool enter = ImGui::InputText("##rules", g.fields.rules_buf, sizeof g.fields.rules_buf, ImGuiInputTextFlags_EnterReturnsTrue);
        mark_widget(ui.shared, "rules");
        touch_text_field(); // a tap types into it with the phone's keyboard
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", std::string(meta.rules_key_grammar).c_str());
        ImGui::SameLine();
        if (ImGui::Button("Set##rules") || enter) {
            auto r = make_ruleset(meta.id, g.fields.rules_buf);
            auto pos = r ? r.value()->canonical(ui.page.play().position()) : Result<std::string>(r.error());
            if (!pos) pos = r ? r.value()->canonical(r.value()->start_position()) : pos;
            if (r && pos) {
                ui.page.play().start(std::shared_ptr<const Ruleset>(std::move(r.value())), pos.value(), ui.page.play().play_convention());
                after_move(ui);
            } else {
                g.fields.rules_error = (r ? pos.error() : r.error()).describe();
            }
        }
        flow(labelled_w("Position", 260 * s));
    }
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Position");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(field_w(260 * s, button_w("Set")));
    const bool enter = ImGui::InputText("##position", g.fields.pos_buf, sizeof g.fields.pos_buf, ImGuiInputTextFlags_EnterReturnsTrue);
    mark_widget(ui.shared, "position");
    touch_text_field(); // a tap types into it with the phone's keyboard
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", std::string(meta.grammar).c_str());
    ImGui::SameLine();
    if (ImGui::Button("Set##position") || enter) {
        auto pos = ui.page.play().rules()->canonical(g.fields.pos_buf, "position");
        if (pos) {
            ui.page.play().start(ui.page.play().shared_rules(), pos.value(), ui.page.play().play_convention());
            after_move(ui);
        } else {
            g.fields.pos_error = pos.error().describe();
        }
    }
}

void history_buttons(Ctx& ui) {
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    flow(button_w("Restart") + button_w("Undo") + button_w("Redo") + 2 * gap);
    if (ImGui::Button("Restart")) {
        ui.page.restart_at(ui.page.play().start_position());
        after_move(ui);
    }
    mark_widget(ui.shared, "restart");
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Back to the position this game started from.");
    ImGui::SameLine();
    ImGui::BeginDisabled(!ui.page.play().undo_reaches_person());
    if (ImGui::Button("Undo") && ui.page.play().undo_turn()) after_move(ui);
    ImGui::EndDisabled();
    mark_widget(ui.shared, "undo");
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) ImGui::SetTooltip("Take back a move (Ctrl+Z).");
    ImGui::SameLine();
    ImGui::BeginDisabled(!ui.page.play().can_redo());
    if (ImGui::Button("Redo") && ui.page.play().redo()) after_move(ui);
    ImGui::EndDisabled();
    mark_widget(ui.shared, "redo");
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) ImGui::SetTooltip("Play the move again (Ctrl+Y).");
}

// Export…: the board as SVG or TikZ, drawn where the board draws its vertices, and the analysis
// as LaTeX or text, downloaded for lecture notes (app/picture_export.h; the CLI's `export`).
void export_menu(Ctx& ui) {
    GameScreenUi& g = ui.game;
    flow(button_w("Export…"));
    if (ImGui::Button("Export…")) ImGui::OpenPopup("export");
    mark_widget(ui.shared, "export");
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Download the board (SVG, TikZ) or the analysis (LaTeX, text) for lecture notes.");
    if (!ImGui::BeginPopup("export")) return;
    std::vector<app::VertexPlace> places;
    for (const auto& [id, p] : g.graph.layout) places.push_back(app::VertexPlace{id, p.x, p.y});
    const Picture board = app::with_layout(ui.page.play().picture(), app::format_layout(places));
    const std::string id(ui.page.play().rules()->meta().id), title = std::string(ui.page.play().rules()->meta().title) + ": " + ui.page.play().position();
    if (ImGui::MenuItem("Board as SVG")) platform::download(id + ".svg", "image/svg+xml", app::picture_svg(board, title));
    if (ImGui::MenuItem("Board as TikZ")) platform::download(id + "-board.tex", "text/x-tex", app::picture_tikz(board, title));
    const bool ready = !ui.page.play().analysing();
    if (ImGui::MenuItem("Analysis as LaTeX", nullptr, false, ready))
        platform::download(id + "-analysis.tex", "text/x-tex", app::analysis_latex(ui.page.play().analysis()));
    if (ImGui::MenuItem("Analysis as text", nullptr, false, ready))
        platform::download(id + "-analysis.txt", "text/plain", app::analysis_text(ui.page.play().analysis()));
    ImGui::EndPopup();
}

} // namespace

void game_toolbar(GameScreenUi& game, app::Page& page, Shared& shared) {
    Ctx ui{game, page, shared};
    GameScreenUi& g = ui.game;
    if (!ui.page.play().rules()) return;
    const GameMeta& meta = ui.page.play().rules()->meta();
    // Offered where the rules take misère play and the position is impartial (a coloured
    // Hackenbush picture or a sum with a board part is partizan: normal play only), or to be
    // switched off again when an edit made the position partizan.
    const bool partizan_here = ui.page.play().partizan(); // the kind GamePlay keeps for the game (no parse per frame)
    if (ui.page.play().rules()->misere_offered() && (!partizan_here || ui.page.play().play_convention() == Play::Misere)) {
        flow(checkbox_w("Misère play"));
        bool misere = ui.page.play().play_convention() == Play::Misere;
        if (ImGui::Checkbox("Misère play", &misere)) ui.page.play().set_play(misere ? Play::Misere : Play::Normal);
        mark_widget(ui.shared, "misere");
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("Misère: whoever makes the last move loses (solved by search).");
    }
    flow(checkbox_w("Show winning moves"));
    bool hints = ui.page.state().hints;
    if (ImGui::Checkbox("Show winning moves", &hints)) ui.page.set_hints(hints);
    mark_widget(ui.shared, "hints");
    opponent_combo(ui.shared, ui.page.play().computer, ui.page.play().partizan());
    flow(copy_buttons_w());
    copy_link_button(ui.shared, ui.page);
    text_fields(ui);
    graph_board_toolbar(ui.game.graph, ui.game.fields, ui.page, ui.shared); // a graph board's edit switch and presets
    history_buttons(ui);
    export_menu(ui);
    for (const std::string* e : {&g.fields.rules_error, &g.fields.pos_error})
        if (!e->empty()) {
            ImGui::PushTextWrapPos(0);
            ImGui::TextColored(colors::error_text, "%s", e->c_str());
            ImGui::PopTextWrapPos();
        }
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(colors::muted, "%s  (%s)", std::string(meta.rules).c_str(), std::string(meta.source).c_str());
    ImGui::PopTextWrapPos();
}

//-----------------------------------------------------------------------------
// [SECTION] Frame
//-----------------------------------------------------------------------------

void game_open(GameScreenUi& game, app::Page& page, Shared& shared) {
    Ctx ui{game, page, shared};
    ui.shared.computer_due = -1;
    ui.game.board.cells.clear();
    graph_board_open(ui.game.graph, ui.page, ui.page.state().layout); // a graph board's drawing from the link (Hackenbush)
    sync_fields(ui);
}


void game_compute(app::GamePlay& play, double budget_ms) {
    // More than the explorer's 10 ms a frame: the page draws few frames meanwhile, and a person
    // waits for this analysis, where the explorer's search can run for minutes.
    if (play.analysing()) play.advance_analysis(std::max(budget_ms, kAnalysisFrameMs));
}


namespace {

// The keyboard's move chooser: the legal moves of the player to move, by their labels. Returns
// the move to make now (an index into moves()), or -1; with the chooser focused, the board
// shows the move chosen as a hover would.
int game_move_chooser(Ctx& ui) {
    app::GamePlay& play = ui.page.play();
    std::vector<std::size_t> index;
    std::vector<std::string> labels;
    std::vector<bool> wins;
    for (std::size_t i = 0; i < play.moves().size(); ++i) {
        if (!play.legal(i)) continue;
        index.push_back(i);
        labels.push_back(play.moves()[i].label);
        wins.push_back(ui.page.state().hints && !play.analysing() && play.winning(i));
    }
    const std::string key = std::string(play.rules()->meta().id) + " " + play.rules()->rules_text() + " " + play.position() + " " +
                            std::to_string(play.turn());
    const int k = move_chooser(ui.shared, key, labels, wins, !play.computer_to_move());
    if (ui.shared.keys.chooser_focused && !index.empty() && ui.game.board.hover_move < 0)
        ui.game.board.hover_move = static_cast<int>(index[static_cast<std::size_t>(std::clamp(ui.shared.keys.choice, 0, static_cast<int>(index.size()) - 1))]);
    return k < 0 ? -1 : static_cast<int>(index[static_cast<std::size_t>(k)]);
}

} // namespace

namespace {

// The board widgets, one per kind of Picture (core/game.h, Picture::Layout): a game with a new
// kind of board adds its layout there, its widget beside these, and its line here. A widget draws
// the picture in `size` and returns the moves (indices into the play model's moves) a click chose.
using BoardWidget = std::vector<int> (*)(Ctx& ui, const Picture& pic, ImVec2 size, bool compact);
struct BoardKind {
    Picture::Layout layout;
    BoardWidget draw;
};
std::vector<int> cell_board(Ctx& ui, const Picture& pic, ImVec2 size, bool compact) { // ui/board_cells.*, from the scene
    return draw_cell_board(ui.game.board, ui.page, ui.shared, pic, size, compact);
}
std::vector<int> graph_board(Ctx& ui, const Picture& pic, ImVec2 size, bool compact) { // ui/graph_board.*
    return draw_graph_board(ui.game.graph, ui.game.fields, ui.page, ui.shared, pic, size, compact);
}
constexpr BoardKind kBoards[] = {
    {Picture::Layout::Rows, cell_board},
    {Picture::Layout::Stacks, cell_board},
    {Picture::Layout::Graph, graph_board},
    {Picture::Layout::Grid, cell_board},
};
BoardWidget board_widget(Picture::Layout layout) {
    for (const BoardKind& k : kBoards)
        if (k.layout == layout) return k.draw;
    return cell_board;
}

} // namespace

void game_frame(GameScreenUi& game, app::Page& page, Shared& shared, bool compact) {
    Ctx ui{game, page, shared};
    const float s = ui.shared.density;
    GameScreenUi& g = ui.game;
    g.board.cells.clear();
    if (!ui.page.play().rules()) return;
    app::GamePlay& play = ui.page.play();
    show_turn_status(ui.shared, play.winner(), play.computer_to_move(), play.turn(), play.computer);
    if (play.partizan()) {
        const std::string sides = std::string("player 1 is Left, player 2 is Right;  ") + (play.turn() == 1 ? "Left" : "Right") + " to move";
        flow(text_w(sides.c_str()));
        ImGui::AlignTextToFramePadding();
        ImGui::PushTextWrapPos(0);
        ImGui::TextColored(colors::muted, "%s", sides.c_str());
        ImGui::PopTextWrapPos();
    }
    const int chosen = game_move_chooser(ui);
    const Picture& picture = play.picture();
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const bool wide = avail.x / s >= 700;
    float board_h = std::floor(avail.y * 0.5f);
    if (!compact && !wide) {
        // A narrow page scrolls: the editor's controls take room, so its board is taller; the
        // analysis keeps half a screen under it.
        board_h = std::floor(std::max(board_h, g.graph.edit ? 560 * s : 0.0f));
        ui.shared.want_body_h = (ImGui::GetCursorPosY() - std::max(ui.shared.status_y, 0.0f)) + board_h + ImGui::GetStyle().ItemSpacing.y +
                         std::max(ImGui::GetIO().DisplaySize.y * 0.5f, 300 * s);
    }
    if (compact) report_board_embed_height(ui.shared);
    const ImVec2 board = compact ? avail : wide ? ImVec2(std::floor(avail.x * 0.55f), avail.y) : ImVec2(avail.x, board_h);
    std::vector<int> clicked = board_widget(picture.layout)(ui, picture, board, compact);
    if (!compact) {
        if (wide) ImGui::SameLine();
        show_game_analysis(ui, ImVec2(0, 0));
    }
    if (chosen >= 0 && clicked.empty() && !play.computer_to_move() && play.play(static_cast<std::size_t>(chosen))) after_move(ui);
    else if (clicked.size() == 1 && play.play(static_cast<std::size_t>(clicked[0]))) after_move(ui);
    else if (clicked.size() > 1) g.menu = clicked;
    move_menu(ui);
    if (play_keys_and_computer(ui.shared, ui.page.play())) after_move(ui);
    ui.page.set_layout(picture.layout == Picture::Layout::Graph ? g.graph.layout_text : std::string());
}

} // namespace gl::ui
