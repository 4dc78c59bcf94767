#include "ui/cgt_ui.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "cgt/methods.h"
#include "app/picture_export.h"
#include "cgt/misere_calc.h"
#include "ui/platform.h"
#include "ui/theme.h"
#include "ui/touch.h"

namespace gl::ui {

namespace {

// What the calculator's panels draw with: its own state, the page model (its calculator, the
// link's embed mode) and what the screens share.
struct Ctx {
    CalculatorUi& calculator;
    app::Page& page;
    Shared& shared;
};

void sync_field(Ctx& ui) {
    CalculatorUi& c = ui.calculator;
    std::snprintf(c.expr_buf, sizeof c.expr_buf, "%s", ui.page.calculator().typed().c_str());
}

// After every successful computation: the field shows it, the link holds it.
void computed(Ctx& ui) {
    CalculatorUi& c = ui.calculator;
    c.error.clear();
    c.copy_status.clear();
    sync_field(ui);
}

void open_expr(Ctx& ui, const std::string& expr, const std::string& vs = {}) {
    CalculatorUi& c = ui.calculator;
    auto r = ui.page.calculator().set(expr, vs);
    if (r) computed(ui);
    else c.error = r.error().describe();
}

void wrapped(const ImVec4& colour, const std::string& text) {
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(colour, "%s", text.c_str());
    ImGui::PopTextWrapPos();
}

ImVec4 outcome_colour(Outcome o) {
    switch (o) {
    case Outcome::L: return ImVec4(0.13f, 0.35f, 0.75f, 1);
    case Outcome::R: return ImVec4(0.75f, 0.15f, 0.15f, 1);
    case Outcome::N: return colors::n_text;
    case Outcome::P: return colors::p_text;
    default: return colors::muted;
    }
}

//-----------------------------------------------------------------------------
// [SECTION] Input
//-----------------------------------------------------------------------------

// An expression longer than a frame or two is computed in the background (web/calculator_host.cpp):
// the time so far and Cancel, while the last result stays shown below.
void show_pending(Ctx& ui) {
    CalculatorUi& c = ui.calculator;
    app::Calculator& m = ui.page.calculator();
    if (auto e = m.take_error()) c.error = e->describe();
    const app::Calculator::Pending* p = m.pending();
    if (!p) return;
    if (c.pending_job != p->id) c.pending_job = p->id, c.pending_since = ImGui::GetTime();
    const int secs = static_cast<int>(ImGui::GetTime() - c.pending_since);
    ImGui::AlignTextToFramePadding();
    ImGui::TextColored(colors::n_text, "Computing %s in the background… %d s", m.typed().c_str(), secs);
    mark_widget(ui.shared, "calc-pending");
    ImGui::SameLine();
    if (small_button("Cancel##calc")) {
        m.cancel();
        c.error.clear();
    }
    mark_widget(ui.shared, "calc-cancel");
    if (m.calc()) wrapped(colors::muted, "Below: the last result (" + m.shown() + "), until this one is done.");
}

void show_input(Ctx& ui) {
    const float s = ui.shared.density;
    CalculatorUi& c = ui.calculator;
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("G =");
    ImGui::SameLine();
    const float go_w = button_w("Compute") + ImGui::GetStyle().ItemSpacing.x;
    ImGui::SetNextItemWidth(std::max(160 * s, std::min(ImGui::GetContentRegionAvail().x - go_w, 640 * s)));
    const bool enter = ImGui::InputText("##expr", c.expr_buf, sizeof c.expr_buf, ImGuiInputTextFlags_EnterReturnsTrue);
    mark_widget(ui.shared, "expr");
    touch_text_field(); // a tap types into it with the phone's keyboard
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("A game in CGSuite's notation: 3, -1/2, *, *2, ^, v, ^<2>, {0,*|1}, {3||2|1}, +-1, 3+-1,\n"
                          "+-(1,1*), sums G + H, -G, n*G (10*^), ordinal sums 1/2:1, Tiny(2); a trailing * or ^ adds\n"
                          "(1/2* = 1/2 + *). Relations G > H, G <| H, G == H answer true or false; properties\n"
                          "G.Temperature, G.Mean, G.Cool(1), ... Compare two games in full with G ? H.");
    ImGui::SameLine();
    if (ImGui::Button("Compute") || enter) {
        auto r = ui.page.calculator().enter(c.expr_buf);
        if (r) computed(ui);
        else c.error = r.error().describe();
    }
    mark_widget(ui.shared, "go");
    show_pending(ui);
    if (!c.error.empty()) wrapped(colors::error_text, c.error + "  (still showing " + ui.page.calculator().shown() + ")");

    ImGui::AlignTextToFramePadding();
    ImGui::TextColored(colors::muted, "Try:");
    static const char* kExamples[] = {"{0,*|1}", "{3||2*|1*}", "3+-1", "+-(1,1*)", "{0|v*}", "^+^+*", "Tiny(2)",
                                      "{3||2*|1*}.Temperature", "^ <| *", "{0|1} ? 1/2", "*[2#0]"};
    for (const char* e : kExamples) {
        flow(button_w(e), ImGui::GetStyle().ItemSpacing.x);
        if (small_button(e)) {
            std::snprintf(c.expr_buf, sizeof c.expr_buf, "%s", e);
            auto r = ui.page.calculator().enter(e);
            if (r) computed(ui);
            else c.error = r.error().describe();
        }
    }
}

//-----------------------------------------------------------------------------
// [SECTION] Result
//-----------------------------------------------------------------------------

// Each side's winning first moves; a click makes the position it leaves the current game.
void show_first_moves(Ctx& ui, const char* who, const std::vector<cgt::FirstMove>& moves, bool wins, const char* id) {
    if (moves.empty()) { // a win whose moves were not listed (too many first moves) is still a win
        ImGui::TextColored(colors::muted, wins ? "%s moving first wins; the winning moves are not listed." : "%s moving first: no winning move.", who);
        return;
    }
    ImGui::Text("%s's winning first moves (%zu):", who, moves.size());
    ImGui::Indent();
    for (std::size_t i = 0; i < moves.size() && i < 12; ++i) {
        const std::string label = moves[i].label + "##" + id + std::to_string(i);
        ImGui::BeginDisabled(moves[i].to.empty());
        if (small_button(label.c_str())) ui.calculator.pending = app::Calculator::Entry{moves[i].to, {}};
        ImGui::EndDisabled();
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("Open the game this move leaves: %s", moves[i].to.c_str());
    }
    if (moves.size() > 12) ImGui::TextColored(colors::muted, "… %zu in all", moves.size());
    ImGui::Unindent();
}

void show_outcome(Ctx& ui, const cgt::Calc& c) {
    ImGui::PushFont(ui.shared.fonts.title);
    if (!c.loopy_outcome.empty() && c.outcome == Outcome::Unknown) // a draw or a sided class: D, PHat, ...
        ImGui::TextColored(colors::muted, "Outcome class %s", c.loopy_outcome.c_str());
    else if (c.outcome == Outcome::Unknown) ImGui::TextColored(colors::muted, "Outcome unknown (too large)");
    else ImGui::TextColored(outcome_colour(c.outcome), "%c-position", static_cast<char>(c.outcome));
    ImGui::PopFont();
    mark_widget(ui.shared, "outcome");
    wrapped(ImGui::GetStyle().Colors[ImGuiCol_Text], cgt::outcome_sentence(c));
    if (!c.loopy_outcome.empty()) { // the graph is analysed whole: no first moves are listed
        wrapped(colors::muted, "A loopy game: its outcome class comes from its whole graph of positions (infinite play is a draw); winning first moves are not listed.");
        return;
    }
    if (c.outcome == Outcome::Unknown) return;
    if (c.misere) { // impartial: the same moves for both players
        show_first_moves(ui, "The player to move", c.left_moves, c.outcome == Outcome::N, "mm");
        return;
    }
    const ImGuiTableFlags flags = ImGuiTableFlags_BordersInner | ImGuiTableFlags_BordersOuter | ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_NoHostExtendX;
    if (ImGui::BeginTable("who", 3, flags)) {
        ImGui::TableSetupColumn("");
        ImGui::TableSetupColumn("moving first");
        ImGui::TableSetupColumn("moving second");
        ImGui::TableHeadersRow();
        auto row = [](const char* who, bool first, bool second) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(who);
            ImGui::TableNextColumn();
            ImGui::TextColored(first ? colors::n_text : colors::p_text, first ? "wins" : "loses");
            ImGui::TableNextColumn();
            ImGui::TextColored(second ? colors::n_text : colors::p_text, second ? "wins" : "loses");
        };
        row("Left", c.left_wins_first, c.left_wins_second);
        row("Right", !c.left_wins_second, !c.left_wins_first);
        ImGui::EndTable();
    }
    show_first_moves(ui, "Left", c.left_moves, c.left_wins_first, "lm");
    show_first_moves(ui, "Right", c.right_moves, !c.left_wins_second, "rm");
}

// A relation's or a property's result, as CGSuite prints it.
void show_result(Ctx& ui, const cgt::Calc& c) {
    ImGui::TextColored(colors::muted, "Result");
    ImGui::SameLine();
    ImGui::PushFont(ui.shared.fonts.title);
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(c.result.c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopFont();
    mark_widget(ui.shared, "result");
    ImGui::TextColored(colors::muted, "(%s)", c.result_kind.c_str());
}

bool is_game_result(const cgt::Calc& c) {
    return c.result.empty() || c.canonical_known;
}

// The argument-free properties, by their CGSuite names; hover for the definition and its source.
void show_properties(Ctx& ui, const cgt::Calc& c) {
    if (c.properties.empty()) return;
    if (!ImGui::CollapsingHeader("Properties###properties", ImGuiTreeNodeFlags_DefaultOpen)) return;
    mark_widget(ui.shared, "properties");
    const ImGuiTableFlags flags = ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp;
    if (!ImGui::BeginTable("props", 2, flags)) return;
    ImGui::TableSetupColumn("property", ImGuiTableColumnFlags_WidthFixed);
    ImGui::TableSetupColumn("value", ImGuiTableColumnFlags_WidthStretch);
    for (const auto& [k, v] : c.properties) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextColored(colors::muted, "%s", k.c_str());
        if (ImGui::IsItemHovered()) {
            if (c.misere) {
                for (const auto& m : cgt::misere_methods())
                    if (k == m.name) ImGui::SetTooltip("G.%s: %s\n(%s)", m.name, m.definition, m.source);
            } else if (const cgt::Method* m = cgt::find_method(k)) {
                ImGui::SetTooltip("%s: %s\n(%s)", m->signature, m->definition, m->source);
            }
        }
        ImGui::TableNextColumn();
        ImGui::PushFont(ui.shared.fonts.mono);
        ImGui::PushTextWrapPos(0);
        ImGui::TextUnformatted(v.empty() ? "-" : v.c_str());
        ImGui::PopTextWrapPos();
        ImGui::PopFont();
        if (ImGui::IsItemHovered() && v.empty()) ImGui::SetTooltip("Not defined for this game (or too large to find)");
    }
    ImGui::EndTable();
    wrapped(colors::muted, c.misere ? "Any property can be typed after a game: G.Genus, G.Mate, G.IsTame, G.Options, ..."
                                    : "Any property can be typed after a game: G.Temperature, G.Cool(1), G.Heat(1), G.Pow(2), ...");
}

// A misère game: what the notation says, and its options to open one by one (Conway's simplest
// form: no thermograph, derivation or partizan tree apply).
void show_misere(Ctx& ui, const cgt::Calc& c) {
    if (!ImGui::CollapsingHeader("Misère play###misere-header", ImGuiTreeNodeFlags_DefaultOpen)) return;
    mark_widget(ui.shared, "misere");
    wrapped(colors::muted,
            "Under misère play the last player to move loses. The form is Conway's simplest form (On Numbers and Games "
            "ch. 12), written as CGSuite writes it: each digit a nim heap, items side by side the options, '#' the game whose "
            "only option precedes it, [..] a sum with nim heaps (2[2] is *2 + *2), (..) a game of several options.");
    auto find = [&](const char* k) {
        for (const auto& [n, v] : c.properties)
            if (n == k) return v;
        return std::string();
    };
    const std::vector<std::string>& items = c.misere_options;
    if (!items.empty()) ImGui::TextColored(colors::muted, "Options (open one):");
    for (std::size_t i = 0; i < items.size() && i < 200; ++i) {
        if (items[i].empty()) continue; // too long to print (and to open)
        ImGui::PushID(static_cast<int>(i));
        if (small_button(items[i].c_str())) ui.calculator.pending = app::Calculator::Entry{items[i], {}};
        ImGui::PopID();
        if (i + 1 < items.size() && ImGui::GetContentRegionAvail().x > 120 * ui.shared.density) ImGui::SameLine();
    }
    wrapped(colors::muted, "Genus " + find("Genus") + ": the normal-play nim value, then the misère nim values of G, G + *2, "
                                                      "G + *2 + *2, ... (Winning Ways ch. 13).");
}

std::string thermograph_caption(const cgt::Thermograph& t) {
    return "Left's wall (blue) and Right's (red) meet at the temperature " + t.temperature.text() + "; the mast stands at the mean " +
           t.mean.text() + " (Winning Ways ch. 6).";
}

void show_thermograph(Ctx& ui, const cgt::Calc& c, float height) {
    if (!c.canonical_known) return;
    if (!c.thermograph) {
        wrapped(colors::muted, "Thermograph: too large to draw within the calculator's limits.");
        return;
    }
    thermograph_view(ui.shared, *c.thermograph, c.canonical_text.empty() ? c.expr : c.canonical_text, ui.calculator.thermo, "thermograph",
                     height);
    wrapped(colors::muted, thermograph_caption(*c.thermograph));
}

void show_value(Ctx& ui, const cgt::Calc& c) {
    if (!c.canonical_known) {
        wrapped(colors::error_text, c.note.empty() ? std::string("Too large to canonicalise; outcome only.") : c.note);
        return;
    }
    ImGui::TextColored(colors::muted, "Canonical form");
    ImGui::PushFont(ui.shared.fonts.mono);
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(c.canonical_text.empty() ? "(longer than 20,000 characters)" : c.canonical_text.c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopFont();
    mark_widget(ui.shared, "canonical");
    if (!c.brace_text.empty() && c.brace_text != c.canonical_text) {
        ImGui::Checkbox(c.misere ? "as a list" : "in braces", &ui.calculator.show_braces);
        mark_widget(ui.shared, "braces");
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip(c.misere ? "The same game as CGSuite 2 reads a list: the options, each a nim heap or a list"
                                       : "The same form with every brace written out (no slash notation)");
        if (ui.calculator.show_braces) {
            ImGui::PushFont(ui.shared.fonts.mono);
            ImGui::PushTextWrapPos(0);
            ImGui::TextUnformatted(c.brace_text.c_str());
            ImGui::PopTextWrapPos();
            ImGui::PopFont();
            mark_widget(ui.shared, "brace-text");
        }
    }
    ImGui::TextColored(colors::muted, "Value");
    ImGui::SameLine();
    ImGui::PushFont(ui.shared.fonts.title);
    ImGui::TextUnformatted(c.name.text.c_str());
    ImGui::PopFont();
    ImGui::SameLine();
    ImGui::AlignTextToFramePadding();
    if (c.loopy_outcome.empty()) ImGui::TextColored(colors::muted, "(%s)   birthday %llu", c.name.kind.c_str(), static_cast<unsigned long long>(c.birthday));
    else ImGui::TextColored(colors::muted, "(%s)", c.name.kind.c_str()); // a loopy game has no birthday
    if (!c.note.empty()) wrapped(colors::muted, c.note);
}

void show_comparison(Ctx& ui, const cgt::Comparison& k) {
    ImGui::Separator();
    ImGui::PushFont(ui.shared.fonts.title);
    if (k.known) ImGui::Text("G %s H", cgt::relation_text(k.relation));
    else ImGui::TextColored(colors::muted, "G ? H: too large");
    ImGui::PopFont();
    mark_widget(ui.shared, "relation");
    wrapped(colors::muted, "G = " + k.g_text + ",  H = " + k.h_text);
    wrapped(ImGui::GetStyle().Colors[ImGuiCol_Text], k.witness);
    if (!k.known || k.relation == cgt::Relation::Equal) return;
    const cgt::Calc& d = k.difference;
    auto first = [&](const char* who, const std::vector<cgt::FirstMove>& ms) {
        if (ms.empty()) return;
        ImGui::Text("%s wins G - H moving first: %s", who, ms.front().label.c_str());
    };
    first("Left", d.left_moves);
    first("Right", d.right_moves);
}

//-----------------------------------------------------------------------------
// [SECTION] Derivation
//-----------------------------------------------------------------------------

void show_step(Ctx& ui, const cgt::Step& st, std::size_t i, bool current) {
    ImGui::PushID(static_cast<int>(i));
    const ImVec4 kind_colour = current ? colors::n_text : colors::muted;
    ImGui::TextColored(kind_colour, "%zu. %s", i + 1, cgt::step_kind_name(st.kind));
    ImGui::SameLine();
    ImGui::TextColored(colors::muted, "in %s", st.where.c_str());
    ImGui::PushFont(ui.shared.fonts.mono);
    ImGui::PushTextWrapPos(0);
    ImGui::Text("%s  →  %s", st.before.c_str(), st.after.c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopFont();
    wrapped(current ? ImGui::GetStyle().Colors[ImGuiCol_Text] : colors::muted, st.why);
    ImGui::Spacing();
    ImGui::PopID();
}

void show_derivation(Ctx& ui, const cgt::Calc& c) {
    app::Calculator& m = ui.page.calculator();
    const std::size_t n = m.step_count();
    ImGui::PushFont(ui.shared.fonts.title);
    ImGui::Text("Derivation (%zu step%s)", n, n == 1 ? "" : "s");
    ImGui::PopFont();
    if (n == 0) {
        wrapped(colors::muted, c.canonical_known ? "The game was canonical as typed: nothing to simplify."
                                                 : "No derivation: the game is too large to canonicalise.");
        return;
    }
    ImGui::BeginDisabled(m.step() == 0);
    if (ImGui::Button("Back")) m.previous_step();
    ImGui::EndDisabled();
    mark_widget(ui.shared, "back");
    ImGui::SameLine();
    ImGui::BeginDisabled(m.step() >= n);
    if (ImGui::Button("Next")) m.next_step();
    ImGui::EndDisabled();
    mark_widget(ui.shared, "next");
    ImGui::SameLine();
    ImGui::BeginDisabled(m.step() >= n);
    if (ImGui::Button("All")) m.show_all_steps();
    ImGui::EndDisabled();
    mark_widget(ui.shared, "all-steps");
    ImGui::SameLine();
    ImGui::AlignTextToFramePadding();
    ImGui::TextColored(colors::muted, "step %zu of %zu", m.step(), n);
    mark_widget(ui.shared, "step");
    if (m.step() == 0) wrapped(colors::muted, "Press Next to see how " + c.expr + " becomes its canonical form, one step at a time.");
    for (std::size_t i = 0; i < m.step() && i < c.steps.size(); ++i) show_step(ui, c.steps[i], i, i + 1 == m.step());
    if (m.step() == n && c.canonical_known)
        wrapped(colors::n_text, "No dominated or reversible option is left: " +
                                    (c.canonical_text.empty() ? std::string("the form") : c.canonical_text) + " is canonical.");
}

//-----------------------------------------------------------------------------
// [SECTION] Tree
//-----------------------------------------------------------------------------

// One node of the game tree: its options appear when it is opened (level by level).
void tree_node(Ctx& ui, cgt::Store& st, cgt::Id g, const std::string& prefix, int depth, std::size_t index) {
    std::string t = st.text(g, 120);
    if (t.empty()) t = "{…} (born on day " + std::to_string(st.birthday(g)) + ")";
    const bool leaf = st.left(g).empty() && st.right(g).empty();
    ImGui::PushID(static_cast<int>(g));
    ImGuiTreeNodeFlags flags = ImGuiTreeNodeFlags_AllowItemOverlap | (leaf ? ImGuiTreeNodeFlags_Leaf : 0);
    if (depth == 0) flags |= ImGuiTreeNodeFlags_DefaultOpen;
    const bool open = ImGui::TreeNodeEx("node", flags, "%s%s", prefix.c_str(), t.c_str());
    // Tests find the first level by name: tree-L-0, tree-R-0, ... (and their "open" buttons).
    const std::string name = depth == 1 ? "tree-" + prefix.substr(0, 1) + "-" + std::to_string(index) : std::string();
    if (!name.empty()) mark_widget(ui.shared, name.c_str());
    if (depth > 0) {
        ImGui::SameLine();
        if (small_button("open")) ui.calculator.pending = app::Calculator::Entry{st.text(g), {}};
        if (!name.empty()) mark_widget(ui.shared, (name + "-open").c_str());
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("Make %s the current game", t.c_str());
    }
    if (open) {
        if (depth < 30) {
            const std::vector<cgt::Id> l = st.left(g), r = st.right(g); // copies: text() may grow the store
            for (std::size_t i = 0; i < l.size(); ++i) tree_node(ui, st, l[i], "L: ", depth + 1, i);
            for (std::size_t i = 0; i < r.size(); ++i) tree_node(ui, st, r[i], "R: ", depth + 1, i);
        }
        ImGui::TreePop();
    }
    ImGui::PopID();
}

// The tree as a picture for lecture notes (app::tree_picture): copied as SVG or TikZ, or downloaded.
void tree_exports(Ctx& ui, cgt::Store& st, const cgt::Calc& c) {
    CalculatorUi& cu = ui.calculator;
    const std::string name = c.canonical_text.empty() ? c.expr : c.canonical_text;
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    ImGui::AlignTextToFramePadding();
    ImGui::TextColored(colors::muted, "The tree as a picture:");
    flow(button_w("Copy SVG"), gap);
    if (small_button("Copy SVG")) {
        platform::copy_to_clipboard(app::tree_picture(st, c.canonical, name, app::ExportFormat::Svg));
        cu.tree_status = "SVG copied";
    }
    mark_widget(ui.shared, "tree-svg");
    flow(button_w("Copy TikZ"), gap);
    if (small_button("Copy TikZ")) {
        platform::copy_to_clipboard(app::tree_picture(st, c.canonical, name, app::ExportFormat::Tikz));
        cu.tree_status = "TikZ copied (\\usepackage{tikz})";
    }
    mark_widget(ui.shared, "tree-tikz");
    flow(button_w("Download SVG"), gap);
    if (small_button("Download SVG")) {
        platform::download("game-tree.svg", "image/svg+xml", app::tree_picture(st, c.canonical, name, app::ExportFormat::Svg));
        cu.tree_status = "SVG downloaded";
    }
    mark_widget(ui.shared, "tree-download");
    if (!cu.tree_status.empty()) {
        flow(text_w(cu.tree_status.c_str()), gap);
        ImGui::TextColored(colors::n_text, "%s", cu.tree_status.c_str());
    }
}

void show_tree(Ctx& ui, const cgt::Calc& c) {
    if (!ImGui::CollapsingHeader("Game tree (canonical form)###tree", ImGuiTreeNodeFlags_DefaultOpen)) return;
    cgt::Store& st = *c.store;
    if (c.canonical_known) {
        tree_exports(ui, st, c);
        tree_node(ui, st, c.canonical, "G = ", 0, 0);
    } else {
        wrapped(colors::muted, "Too large to canonicalise: the parts of the sum as typed, each canonical.");
        for (std::size_t i = 0; i < c.terms.size() && i < 50; ++i) tree_node(ui, st, c.terms[i].value, c.terms[i].source + " = ", 0, i);
    }
    wrapped(colors::muted, "Open a node to see its Left (L) and Right (R) options; \"open\" makes an option the current game.");
}

//-----------------------------------------------------------------------------
// [SECTION] History
//-----------------------------------------------------------------------------

void show_export(Ctx& ui) {
    CalculatorUi& c = ui.calculator;
    if (ImGui::Button("Copy as text")) {
        platform::copy_to_clipboard(ui.page.calculator().export_text());
        c.copy_status = "Text copied";
    }
    mark_widget(ui.shared, "copy-text");
    ImGui::SameLine();
    if (ImGui::Button("Copy as LaTeX")) {
        platform::copy_to_clipboard(ui.page.calculator().export_latex());
        c.copy_status = "LaTeX copied";
    }
    mark_widget(ui.shared, "copy-latex");
    if (!c.copy_status.empty()) {
        ImGui::SameLine();
        const int st = platform::clipboard_status();
        ImGui::TextColored(st == 3 ? colors::error_text : colors::n_text, "%s",
                           st == 3 ? ("Could not copy: " + platform::clipboard_error()).c_str() : st == 1 ? "copying…" : c.copy_status.c_str());
    }
}

void show_history(Ctx& ui) {
    CalculatorUi& c = ui.calculator;
    const auto& h = ui.page.calculator().history();
    char header[48];
    std::snprintf(header, sizeof header, "History (%zu)###history", h.size());
    if (!ImGui::CollapsingHeader(header)) return;
    for (std::size_t i = 0; i < h.size(); ++i) {
        const std::string text = h[i].vs.empty() ? h[i].expr : h[i].expr + " ? " + h[i].vs;
        ImGui::PushID(static_cast<int>(i));
        if (ImGui::Selectable(text.c_str(), i == 0, 0, ImVec2(ImGui::GetContentRegionAvail().x - button_w("link") - 8 * ui.shared.density, 0)))
            c.pending = h[i];
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", (platform::page_address() + app::calculator_link(h[i])).c_str());
        ImGui::SameLine();
        if (small_button("link")) platform::copy_to_clipboard(platform::page_address() + app::calculator_link(h[i]));
        ImGui::PopID();
    }
}

} // namespace

//-----------------------------------------------------------------------------
// [SECTION] Frame
//-----------------------------------------------------------------------------

void cgt_open(CalculatorUi& calculator, app::Page& page, Shared& shared) {
    Ctx ui{calculator, page, shared};
    CalculatorUi& c = ui.calculator;
    c.error.clear();
    c.copy_status.clear();
    sync_field(ui);
}

// What the relations mean (CGSuite's operators; Winning Ways ch. 1, Siegel II.1).
void show_relations_help(Ctx& ui) {
    ImGui::PushFont(ui.shared.fonts.title);
    ImGui::TextUnformatted("Relations and properties");
    ImGui::PopFont();
    static const char* kRows[][2] = {
        {"G == H", "equal: G - H is a P-position (whoever moves first loses)"},
        {"G != H", "not equal"},
        {"G > H, G < H", "greater / less: G - H is an L-position / an R-position"},
        {"G >= H, G <= H", "greater or equal / less or equal"},
        {"G <> H", "confused (incomparable): G - H is an N-position"},
        {"G |> H", "greater than or confused with: not G <= H"},
        {"G <| H", "less than or confused with: not G >= H"},
    };
    if (ImGui::BeginTable("relations", 2, ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_SizingStretchProp)) {
        for (const auto& r : kRows) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::PushFont(ui.shared.fonts.mono);
            ImGui::TextUnformatted(r[0]);
            ImGui::PopFont();
            ImGui::TableNextColumn();
            ImGui::PushTextWrapPos(0);
            ImGui::TextUnformatted(r[1]);
            ImGui::PopTextWrapPos();
        }
        ImGui::EndTable();
    }
    wrapped(colors::muted, "Type G ? H to see the relation witnessed by the outcome of G - H, with its winning moves. "
                           "A property (G.Mean, G.LeftOptions, ...) or a method (G.Cool(1)) gives its result as CGSuite prints it.");
}

// embed=result: the value, the outcome and the canonical form, nothing below them; the frame is
// told the height (platform::report_content_height) so web/embed.js can size it to fit.
// The value (canonical form, name, birthday) and the outcome, as the embeds show them.
void show_value_and_outcome(Ctx& ui, const cgt::Calc& c) {
    show_value(ui, c);
    ImGui::PushFont(ui.shared.fonts.title);
    if (c.outcome != Outcome::Unknown) ImGui::TextColored(outcome_colour(c.outcome), "%c-position", static_cast<char>(c.outcome));
    ImGui::PopFont();
    wrapped(ImGui::GetStyle().Colors[ImGuiCol_Text], cgt::outcome_sentence(c));
}

void cgt_embed_result(Ctx& ui, const cgt::Calc& c) {
    if (is_game_result(c)) show_value_and_outcome(ui, c);
    const float bottom = ImGui::GetCursorPosY() + ImGui::GetStyle().WindowPadding.y;
    platform::report_content_height(static_cast<int>(std::ceil(bottom / ui.shared.density)));
}

// embed=thermograph: the picture as large as the frame allows (its walls at 45 degrees, Winning
// Ways' way, so the thermograph's own proportions decide whether it fills the width or the
// height), its zoom beside the title; the frame is told the height at which it fills the width.
void cgt_embed_thermograph(Ctx& ui, const cgt::Calc& c) {
    if (c.canonical_known && !c.canonical_text.empty() && c.canonical_text != c.expr)
        wrapped(colors::muted, "canonical form " + c.canonical_text);
    if (!c.canonical_known || !c.thermograph) return show_thermograph(ui, c, 0);
    const float width = ImGui::GetContentRegionAvail().x;
    const std::string caption = thermograph_caption(*c.thermograph);
    const float caption_h = ImGui::CalcTextSize(caption.c_str(), nullptr, false, width).y + ImGui::GetStyle().ItemSpacing.y;
    flow(thermograph_zoom_w()); // the zoom on the title's line when it fits
    show_thermograph(ui, c, -caption_h);
    float top = ImGui::GetCursorPosY(); // where the picture starts (mark_widget's rect of it), not
    for (const auto& w : ui.shared.widgets)    // the caption's line, which moves with the frame's height
        if (w.name == "thermograph") top = w.rect.y - ImGui::GetWindowPos().y;
    const float most = std::max(width * 1.2f, 200 * ui.shared.density);           // a tall thermograph (a number) stays in view
    const float bottom = top + thermograph_height_at(ui.shared, *c.thermograph, width, most) + ImGui::GetStyle().ItemSpacing.y + caption_h +
                         ImGui::GetStyle().WindowPadding.y;
    platform::report_content_height(static_cast<int>(std::ceil(bottom / ui.shared.density)));
}

// embed=thermograph, embed=value and embed=result: the game and just that, for an <iframe> in
// lecture notes.
void cgt_embed(Ctx& ui, const cgt::Calc& c) {
    const std::string& mode = ui.page.state().embed;
    ImGui::PushFont(ui.shared.fonts.title);
    ImGui::PushTextWrapPos(0);
    ImGui::Text("G = %s", c.expr.c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopFont();
    if (!c.result.empty()) show_result(ui, c);
    if (mode == "result") return cgt_embed_result(ui, c);
    if (mode == "thermograph") return cgt_embed_thermograph(ui, c);
    if (is_game_result(c)) {
        show_value_and_outcome(ui, c);
        ImGui::BeginChild("embed-props", ImVec2(0, 0), false);
        show_properties(ui, c);
        const float inner = ImGui::GetCursorPosY(); // the properties' whole height: the frame is told it
        ImGui::EndChild();
        const float top = ImGui::GetItemRectMin().y - ImGui::GetWindowPos().y;
        platform::report_content_height(static_cast<int>(std::ceil((top + inner + ImGui::GetStyle().WindowPadding.y) / ui.shared.density)));
    }
}

void cgt_frame(CalculatorUi& calculator, app::Page& page, Shared& shared, bool compact) {
    Ctx ui{calculator, page, shared};
    const float s = ui.shared.density;
    CalculatorUi& cu = ui.calculator;
    if (compact) {
        if (ui.page.calculator().pending()) show_pending(ui);
        if (const cgt::Calc* c = ui.page.calculator().calc()) cgt_embed(ui, *c);
        return;
    }
    show_input(ui);
    const cgt::Calc* c = ui.page.calculator().calc();
    if (!c) return;
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const bool wide = avail.x / s >= 760;
    const ImVec2 left = wide ? ImVec2(std::floor(avail.x * 0.5f), avail.y) : ImVec2(avail.x, std::floor(avail.y * 0.55f));
    ImGui::BeginChild("cgt-result", left, true);
    ImGui::PushFont(ui.shared.fonts.title);
    ImGui::PushTextWrapPos(0);
    ImGui::Text("G = %s", c->expr.c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopFont();
    if (!c->result.empty()) show_result(ui, *c);
    if (is_game_result(*c)) {
        show_outcome(ui, *c);
        ImGui::Spacing();
        show_value(ui, *c);
    }
    if (const cgt::Comparison* k = ui.page.calculator().comparison()) show_comparison(ui, *k);
    ImGui::Spacing();
    show_export(ui);
    if (is_game_result(*c)) show_properties(ui, *c);
    show_history(ui);
    ImGui::EndChild();
    if (wide) ImGui::SameLine();
    ImGui::BeginChild("cgt-derivation", ImVec2(0, wide ? avail.y : 0), true);
    if (!is_game_result(*c)) {
        show_relations_help(ui);
    } else if (c->misere) {
        show_misere(ui, *c);
    } else if (!c->loopy_outcome.empty()) {
        wrapped(colors::muted, "A loopy game (Siegel, Combinatorial Game Theory, ch. VI): its value is found on its whole graph of positions "
                               "(a stopper's simplest form, or the onside & offside by sidling), so there is no thermograph, derivation or "
                               "game tree to draw. Properties such as G.LeftStop, G.Onside and G.Followers can be typed after it.");
    } else {
        if (c->canonical_known && ImGui::CollapsingHeader("Thermograph###thermo-header", ImGuiTreeNodeFlags_DefaultOpen))
            show_thermograph(ui, *c, 240 * s);
        show_derivation(ui, *c);
        ImGui::Spacing();
        show_tree(ui, *c);
    }
    ImGui::EndChild();
    // A game opened from the screen (a move, an option, the history) is computed once it is drawn.
    if (cu.pending) {
        const app::Calculator::Entry e = *cu.pending;
        cu.pending.reset();
        open_expr(ui, e.expr, e.vs);
    }
}

} // namespace gl::ui
