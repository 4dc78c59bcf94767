#include "ui/explorer_ui.h"

#include <algorithm>
#include <bit>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <vector>

#include "app/picture_export.h"
#include "core/text.h"
#include "games/misere_heaps.h"
#include "octal/octal_library.h"
#include "ui/platform.h"
#include "ui/theme.h"
#include "ui/touch.h"

namespace gl::ui {

namespace {

using Clock = std::chrono::steady_clock;

// What the explorer's panels draw with: its own state, the page model (its explorer, the link's
// view, n and width) and what the screens share.
struct Ctx {
    ExplorerUi& explorer;
    app::Page& page;
    Shared& shared;
};

void sync_fields(Ctx& ui) {
    ExplorerUi& x = ui.explorer;
    std::snprintf(x.code_buf, sizeof x.code_buf, "%s", ui.page.explorer().code().c_str());
    std::snprintf(x.n_buf, sizeof x.n_buf, "%llu", static_cast<unsigned long long>(ui.page.explorer().target()));
    x.code_error.clear();
    x.n_error.clear();
}

void set_rules(Ctx& ui, const octal::Rules& r) {
    ui.page.explorer().set_rules(r);
    ui.explorer.rate = 0;
    ui.explorer.rate_mark_t = 0;
    ui.explorer.plot_fit = true;
    sync_fields(ui);
}

void select_n(Ctx& ui, std::uint64_t n) {
    ui.page.set_explorer_at(n);
    ui.page.set_explorer_view("mex");
}

} // namespace

std::uint64_t table_width(const ExplorerUi& x, const app::Page& page) {
    if (x.embed_width > 0 && !page.state().embed.empty() && page.state().width == 0) return x.embed_width;
    return page.explorer().table_width(page.state().width);
}

void explorer_open(ExplorerUi& explorer, app::Page& page, Shared& shared) {
    Ctx ui{explorer, page, shared};
    ui.explorer.plot_fit = true;
    sync_fields(ui);
}


//-----------------------------------------------------------------------------
// [SECTION] Computation
//-----------------------------------------------------------------------------

// The misère view's quotient: heaps added until half the frame's budget is spent.
void misere_compute(ExplorerUi& x, double budget_ms) {
    auto& b = x.misere.builder;
    if (!b) return;
    const auto start = Clock::now();
    while (!b->done() && std::chrono::duration<double, std::milli>(Clock::now() - start).count() < budget_ms) b->step();
    if (b->done()) {
        x.misere.result = b->result();
        b.reset();
    }
}

void explorer_compute(ExplorerUi& x, app::Page& page, double budget_ms) {
    x.busy_ms = 0;
    if (page.state().view == "misere") misere_compute(x, budget_ms / 2);
    if (!page.explorer().running()) return;
    if (page.explorer().remote()) {
        // A worker computes: the rate from the values that arrived since the last frame.
        const double now = std::chrono::duration<double>(Clock::now().time_since_epoch()).count();
        const std::uint64_t n = page.explorer().computed();
        if (x.rate_mark_t > 0 && n > x.rate_mark_n && now > x.rate_mark_t + 0.05) {
            const double now_rate = static_cast<double>(n - x.rate_mark_n) / (now - x.rate_mark_t);
            x.rate = x.rate == 0 ? now_rate : 0.7 * x.rate + 0.3 * now_rate;
        }
        if (x.rate_mark_t <= 0 || n < x.rate_mark_n || now > x.rate_mark_t + 0.05) {
            x.rate_mark_n = n;
            x.rate_mark_t = now;
        }
        return;
    }
    // Small slices until the budget is spent, so a frame never waits long for the engine.
    const auto start = Clock::now();
    const std::uint64_t before = page.explorer().computed();
    double elapsed = 0;
    while (page.explorer().running() && elapsed < budget_ms) {
        page.explorer().step(20000);
        elapsed = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
    }
    x.busy_ms = elapsed;
    const double got = static_cast<double>(page.explorer().computed() - before);
    if (elapsed > 0.05) {
        const double now_rate = got / (elapsed / 1000.0);
        x.rate = x.rate == 0 ? now_rate : 0.8 * x.rate + 0.2 * now_rate;
    }
}

// A search in this thread needs every frame; a worker's reports wake the page by themselves.
bool explorer_busy(const ExplorerUi& x, const app::Page& page) {
    return (page.explorer().running() && !page.explorer().remote()) || x.misere.builder != nullptr;
}

//-----------------------------------------------------------------------------
// [SECTION] Game
//-----------------------------------------------------------------------------

namespace {

// The named games; choosing one sets its code.
void show_library(Ctx& ui) {
    const app::Explorer& m = ui.page.explorer();
    ImGui::TextUnformatted("Library");
    ImGui::SetNextItemWidth(-1);
    const std::string current_name(octal::name_of(m.code()));
    if (ImGui::BeginCombo("##library", current_name.empty() ? m.code().c_str() : (m.code() + "  " + current_name).c_str())) {
        for (const auto& g : octal::named_games()) {
            const std::string label = std::string(g.code) + "  " + std::string(g.name);
            if (ImGui::Selectable(label.c_str(), g.code == m.code())) set_rules(ui, octal::parse_heap_rules(g.code, "code").value());
            if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", std::string(g.about).c_str());
        }
        ImGui::EndCombo();
    }
    mark_widget(ui.shared, "library");
}

// The code typed in; a mistake is shown under it while the old rules stay in force.
void show_code_field(Ctx& ui) {
    const float s = ui.shared.density;
    ExplorerUi& x = ui.explorer;
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted("Code, subtraction set {1,3,4}, lasker or grundy");
    ImGui::PopTextWrapPos();
    ImGui::SetNextItemWidth(-60 * s);
    const bool enter = ImGui::InputText("##code", x.code_buf, sizeof x.code_buf, ImGuiInputTextFlags_EnterReturnsTrue);
    mark_widget(ui.shared, "code");
    touch_text_field(); // a tap types into it with the phone's keyboard
    ImGui::SameLine();
    if (ImGui::Button("Set##code", ImVec2(-1, 0)) || enter) {
        auto r = app::parse_heap_rules(x.code_buf, "code");
        if (r) set_rules(ui, r.value());
        else x.code_error = r.error().describe() + " (still showing " + ui.page.explorer().code() + ")";
    }
    if (!x.code_error.empty()) {
        ImGui::PushTextWrapPos(0);
        ImGui::TextColored(colors::error_text, "%s", x.code_error.c_str());
        ImGui::PopTextWrapPos();
    }
}

// The grid of moves: the (A, B, C) grid of Winning Ways (ch. 4) extended to more heaps, in sync
// with the code. Column k is "take k tokens", row j "leave j nonempty heaps": rows 0, 1 and 2 are
// the sets A, B and C, column 0 splits a heap without taking (d0 = 4), and a cell is bit j of
// digit k of CGSuite's code. One row more than the code uses (up to 8 heaps) and one column more
// (up to 64 tokens) let a click add a move the code does not have yet. A cell whose heaps must
// differ ("!" or "?" in the code) is marked; unticking it drops the move with its constraint.
void show_moves_grid(Ctx& ui) {
    ExplorerUi& x = ui.explorer;
    const octal::Rules& rules = ui.page.explorer().rules();
    const std::vector<octal::CodeDigit> code = octal::code_digits(rules);
    const auto digit = [&](std::size_t k) { return k < code.size() ? code[k] : octal::CodeDigit{}; };
    const std::size_t written = code.size();
    // A repeating code's columns stop at its written digits: a column past them would be a digit
    // inside the repeat.
    const std::size_t columns = rules.repeat ? written : std::clamp<std::size_t>(written + 1, 7, octal::kMaxDigits + 1);
    unsigned used = 2;
    for (std::size_t k = 0; k < written; ++k)
        if (digit(k).heaps) used = std::max(used, static_cast<unsigned>(std::bit_width(digit(k).heaps)) - 1);
    const unsigned rows = std::min(used + 1, octal::kMaxParts);
    ImGui::PushStyleColor(ImGuiCol_Text, colors::muted);
    ImGui::TextWrapped("Moves: column k takes k tokens, row j leaves j nonempty heaps (A, B, C are rows 0, 1, 2).");
    ImGui::PopStyleColor();
    // A table that scrolls sideways needs its height given: the rows as last drawn (measured below)
    // and the scrollbar. An estimate serves until then. Every row must show whole: ImGui scrolls a
    // clicked item that is cut into view, which would move the rows under the pointer.
    const ImGuiStyle& style = ImGui::GetStyle();
    const float head_h = x.moves_head_h > 0 ? x.moves_head_h : ImGui::GetTextLineHeight() + 2 * style.CellPadding.y;
    const float row_h = x.moves_row_h > 0 ? x.moves_row_h : ImGui::GetFrameHeight() + style.ItemSpacing.y + 2 * style.CellPadding.y;
    const ImVec2 outer(0, head_h + row_h * static_cast<float>(rows + 1) + style.ScrollbarSize + style.ItemSpacing.y);
    const float top = ImGui::GetCursorScreenPos().y;
    float first_row = -1, last_row = -1; // the top of row 0's and row `rows`' checkboxes
    const ImGuiTableFlags flags = ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_ScrollX;
    if (!ImGui::BeginTable("moves", static_cast<int>(columns) + 1, flags, outer)) return;
    ImGui::SetScrollY(0); // the table scrolls sideways only
    ImGui::TableSetupScrollFreeze(1, 1);
    ImGui::TableSetupColumn("leave \\ take");
    for (std::size_t k = 0; k < columns; ++k) ImGui::TableSetupColumn(std::to_string(k).c_str());
    ImGui::TableHeadersRow();
    std::size_t click_k = SIZE_MAX;
    unsigned click_j = 0;
    for (unsigned j = 0; j <= rows; ++j) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        static const char* const names[] = {"A: 0 heaps", "B: 1 heap", "C: 2 heaps"};
        const std::string label = j < 3 ? names[j] : std::to_string(j) + " heaps";
        ImGui::TextUnformatted(label.c_str());
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("%s", j == 0 ? "take k tokens from a heap of exactly k"
                                    : j == 1 ? "take k tokens from a larger heap, leaving one heap"
                                             : "take k tokens and split what is left into this many nonempty heaps");
        for (std::size_t k = 0; k < columns; ++k) {
            ImGui::TableNextColumn();
            if (k == 0 && j < 2) continue; // taking nothing must split
            const octal::CodeDigit d = digit(k);
            bool on = (d.heaps >> j) & 1u;
            ImGui::PushID(static_cast<int>(j * 100 + k));
            if (ImGui::Checkbox("##move", &on)) click_k = k, click_j = j;
            ImGui::PopID();
            if (j == 0 && first_row < 0) first_row = ImGui::GetItemRectMin().y;
            if (j == rows) last_row = ImGui::GetItemRectMin().y;
            const std::string name = "move-" + std::to_string(k) + "-" + std::to_string(j);
            mark_widget(ui.shared, name.c_str());
            const bool differ = ((d.distinct | d.unequal) >> j) & 1u;
            if (ImGui::IsItemHovered())
                ImGui::SetTooltip("take %zu, leave %u %s%s", k, j, j == 1 ? "heap" : "heaps",
                                  !differ ? "" : (d.distinct >> j & 1u) ? " (pairwise unequal)" : " (not all equal)");
            if (differ) {
                ImGui::SameLine(0, 1);
                ImGui::TextUnformatted((d.distinct >> j & 1u) ? "!" : "?");
            }
        }
    }
    ImGui::EndTable();
    if (first_row >= 0 && last_row > first_row) {
        x.moves_row_h = (last_row - first_row) / static_cast<float>(rows);
        x.moves_head_h = first_row - style.CellPadding.y - top;
    }
    if (click_k != SIZE_MAX) {
        auto r = octal::toggle_move(rules, click_k, click_j);
        if (r) {
            x.code_error.clear();
            set_rules(ui, r.value());
        } else {
            x.code_error = r.error().describe();
        }
    }
}

// How far to compute: the n typed in, set by Enter or Go.
void show_target_field(Ctx& ui) {
    const float s = ui.shared.density;
    ExplorerUi& x = ui.explorer;
    app::Explorer& m = ui.page.explorer();
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Compute up to n =");
    // The field, then Go, each on the line if it fits in the side panel, else below (at 1024 px
    // Go stood past the panel's edge, out of reach).
    flow(120 * s, ImGui::GetStyle().ItemSpacing.x);
    ImGui::SetNextItemWidth(std::min(120 * s, std::max(60 * s, ImGui::GetContentRegionAvail().x - button_w("Go") - ImGui::GetStyle().ItemSpacing.x)));
    const bool n_enter = ImGui::InputText("##n", x.n_buf, sizeof x.n_buf,
                                          ImGuiInputTextFlags_EnterReturnsTrue | ImGuiInputTextFlags_CharsDecimal);
    mark_widget(ui.shared, "n");
    touch_text_field(); // a tap types into it with the phone's keyboard
    flow(button_w("Go"), ImGui::GetStyle().ItemSpacing.x);
    if (ImGui::Button("Go") || n_enter) {
        auto v = parse_uint_list(x.n_buf, "n", app::Explorer::kMaxN, 1);
        Result<bool> ok = v ? m.set_target(v.value()[0]) : Result<bool>(v.error());
        if (ok) {
                        sync_fields(ui);
        } else {
            x.n_error = ok.error().describe();
        }
    }
    mark_widget(ui.shared, "go");
    if (!x.n_error.empty()) {
        ImGui::PushTextWrapPos(0);
        ImGui::TextColored(colors::error_text, "%s", x.n_error.c_str());
        ImGui::PopTextWrapPos();
    }
}

// Progress: the bar, the speed and what is left; Cancel / Continue / Extend.
void show_progress(Ctx& ui) {
    ExplorerUi& x = ui.explorer;
    app::Explorer& m = ui.page.explorer();
    const double frac = m.proved() ? 1.0 : static_cast<double>(m.computed()) / static_cast<double>(std::max<std::uint64_t>(m.target(), 1));
    char overlay[96];
    if (m.proved())
        std::snprintf(overlay, sizeof overlay, "proved with %s values", thousands(m.computed()).c_str());
    else
        std::snprintf(overlay, sizeof overlay, "%s / %s values", thousands(m.computed()).c_str(), thousands(m.target()).c_str());
    ImGui::ProgressBar(static_cast<float>(frac), ImVec2(-1, 0), overlay);
    if (m.running()) {
        const double left = static_cast<double>(m.target() - m.computed());
        if (x.rate > 0)
            ImGui::TextColored(colors::muted, "%s values/s, about %.0f s left at this speed",
                               thousands(static_cast<std::uint64_t>(x.rate)).c_str(), std::ceil(left / x.rate));
        else
            ImGui::TextColored(colors::muted, "starting…");
        if (ImGui::Button("Cancel")) m.cancel();
        mark_widget(ui.shared, "cancel");
    } else if (m.out_of_memory()) {
        // The browser would not grow the page's memory: the search stops, what it has stays.
        ImGui::PushTextWrapPos(0);
        ImGui::TextColored(colors::error_text, "%s. Shown: the values computed; a smaller n fits.", m.memory_message().c_str());
        ImGui::PopTextWrapPos();
    } else if (m.cancelled() && !m.proved()) {
        ImGui::TextColored(colors::muted, "Cancelled at n = %s.", thousands(m.computed()).c_str());
        if (ImGui::Button("Continue")) m.resume();
        mark_widget(ui.shared, "continue");
    } else if (!m.proved() && m.target() >= m.max_target()) {
        ImGui::TextColored(colors::muted, "%s values: the most this page computes for %s.", thousands(m.max_target()).c_str(), m.code().c_str());
    } else if (!m.proved()) {
        if (ImGui::Button("Extend ×4")) {
            m.extend(std::min(m.target() * 4, app::Explorer::kMaxN));
                        sync_fields(ui);
        }
        mark_widget(ui.shared, "extend");
        const char* note = "looks further, keeping what is computed";
        flow(std::min(text_w(note), ImGui::GetContentRegionAvail().x * 0.5f)); // wrapped beside the button, or below it
        ImGui::PushTextWrapPos(0);
        ImGui::TextColored(colors::muted, "%s", note);
        ImGui::PopTextWrapPos();
    }
}

// A CGSuite code in words, one line per digit, under the grid: what its marks (unequal parts,
// repeating digits) mean.
void show_code_moves(const octal::Rules& rules) {
    ImGui::PushStyleColor(ImGuiCol_Text, colors::muted);
    ImGui::TextWrapped("Moves (CGSuite's take-and-break code: bit j of digit k lets a move take k and leave j heaps):");
    ImGui::PopStyleColor();
    for (const std::string& line : octal::moves_in_words(rules)) {
        ImGui::Bullet();
        ImGui::TextWrapped("%s", line.c_str());
    }
}

void show_game_controls(Ctx& ui) {
    show_library(ui);
    show_code_field(ui);
    const octal::Rules& rules = ui.page.explorer().rules();
    if (rules.family == octal::Family::Octal || rules.family == octal::Family::Code) {
        show_moves_grid(ui);
        if (rules.family == octal::Family::Code && (rules.constrained() || rules.repeat)) show_code_moves(rules); // what ! ? [ ] mean
    } else {
        ImGui::TextWrapped("%s: %s.", rules.family == octal::Family::Lasker ? "Lasker's Nim" : "Grundy's game",
                           octal::moves_in_words(rules)[0].c_str());
    }
    ImGui::Separator();
    show_target_field(ui);
    show_progress(ui);
}

//-----------------------------------------------------------------------------
// [SECTION] Periodicity
//-----------------------------------------------------------------------------

// Lasker's Nim and Grundy's game: what their computed values show (octal_family.h).
void show_family_note(Ctx& ui, const octal::FamilyNote& note) {
    const app::Explorer& m = ui.page.explorer();
    ImGui::PushTextWrapPos(0);
    ImGui::PushFont(ui.shared.fonts.title);
    ImGui::TextColored(note.first_mismatch ? colors::error_text : colors::n_text, "%s", note.title.c_str());
    ImGui::PopFont();
    if (m.running()) ImGui::TextColored(colors::muted, "computing… (%s values so far)", thousands(m.computed()).c_str());
    for (const std::string& line : note.lines) ImGui::TextUnformatted(line.c_str());
    if (ImGui::CollapsingHeader(note.closed_form_holds ? "Certificate (the proof)" : "Status", ImGuiTreeNodeFlags_DefaultOpen)) {
        ImGui::TextColored(colors::muted, "%s", note.certificate.c_str());
        mark_widget(ui.shared, "certificate");
    }
    ImGui::PopTextWrapPos();
}

void show_periodicity(Ctx& ui) {
    const app::Explorer& m = ui.page.explorer();
    if (const auto& note = m.family_note()) return show_family_note(ui, *note);
    const auto& q = m.periodicity();
    ImGui::PushTextWrapPos(0); // the heading too: 0.1777's numbers are wider than the panel
    ImGui::PushFont(ui.shared.fonts.title);
    if (q) {
        std::string title = app::period_words(*q);
        title[0] = static_cast<char>(title[0] - 'a' + 'A');
        ImGui::TextColored(colors::n_text, "%s", title.c_str());
    }
    else if (m.running()) ImGui::TextColored(colors::muted, "Looking for a period…");
    else ImGui::TextColored(colors::p_text, "No period up to n = %s", thousands(m.computed()).c_str());
    ImGui::PopFont();
    if (q) {
        ImGui::Text("k = %llu. Checked %s for %s ≤ n < %s, using G(0..%s).",
                    static_cast<unsigned long long>(q->max_take), app::check_words(*q).c_str(),
                    thousands(q->check_begin).c_str(), thousands(q->check_end).c_str(), thousands(q->values_used - 1).c_str());
        std::string ex = "Exceptions (" + thousands(q->exception_count) + "):";
        for (std::size_t i = 0; i < q->exceptions.size() && i < 24; ++i) ex += " " + std::to_string(q->exceptions[i]);
        if (q->exception_count > 24) ex += " …";
        ImGui::TextUnformatted(ex.c_str());
        if (ImGui::CollapsingHeader("Certificate (the proof)", ImGuiTreeNodeFlags_DefaultOpen)) {
            ImGui::TextColored(colors::muted, "%s", q->certificate.c_str());
            mark_widget(ui.shared, "certificate");
        }
    }
    if (const octal::UnsolvedGame* u = q ? nullptr : octal::unsolved_game(m.code())) {
        // How far others have computed it, and where to read that.
        ImGui::TextColored(colors::muted, "%s", octal::unsolved_note(*u).c_str());
        if (ImGui::SmallButton("Copy that address")) platform::copy_to_clipboard(std::string(u->url));
        mark_widget(ui.shared, "unsolved");
    }
    if (!q && !m.running()) {
        const unsigned j = m.rules().max_parts();
        const std::string range = j >= 3 ? std::to_string(j) + "·n0 + " + std::to_string(j - 1) + "·p + k" : "2·n0 + p + k";
        ImGui::TextColored(colors::muted, "%s",
                           ("No p and n0 with G(n+p) = G(n) on n0 ≤ n < " + range +
                            " were found in the values computed (the periodicity theorem of Guy and Smith needs that check). "
                            "Extend to look further.").c_str());
        if (m.rules().family == octal::Family::Code)
            if (const auto r = octal::observe_regularity(m.sequence()))
                ImGui::TextWrapped("Observed, not proved: G(n + %llu) = G(n) + %lld for %s ≤ n < %s (an arithmetic period: "
                                   "no theorem here proves it for all n).",
                                   static_cast<unsigned long long>(r->period), static_cast<long long>(r->saltus),
                                   thousands(r->preperiod).c_str(), thousands(r->checked_to - r->period).c_str());
    }
    const auto& seq = m.sequence();
    if (ImGui::CollapsingHeader("How it was computed")) {
        ImGui::Text("%u byte%s per value; largest value %llu.", seq.bytes_per_value(), seq.bytes_per_value() == 1 ? "" : "s",
                    static_cast<unsigned long long>(seq.max_value()));
        if (seq.sparse())
            ImGui::Text("Sparse space: mask %u%s, %s rare positions, the last at n = %s.", seq.mask(),
                        seq.domain() ? " (with parity of n)" : "", thousands(seq.rare_positions()).c_str(),
                        thousands(seq.last_rare()).c_str());
        else
            ImGui::TextUnformatted("Plain mex recurrence (no mask makes the rare values few).");
        for (const auto& r : seq.methods())
            ImGui::BulletText("%s ≤ n < %s: %s%s", thousands(r.begin).c_str(), thousands(r.end).c_str(), octal::method_name(r.method),
                              r.method == octal::Method::Sparse ? (", mask " + std::to_string(r.mask)).c_str() : "");
    }
    ImGui::PopTextWrapPos();
}

//-----------------------------------------------------------------------------
// [SECTION] Table
//-----------------------------------------------------------------------------

// The table's columns as show_table draws them (in the mono font): the row labels' ("476+") and
// the values' (each as wide as its label or the widest value shown, the last one for a period
// with a saltus, so "10" is not cut to "1").
struct TableColumns {
    float label_w = 0, value_w = 0;
    float value_col(std::uint64_t c) const { return std::max(value_w, ImGui::CalcTextSize(std::to_string(c).c_str()).x); }
};

TableColumns table_columns(const app::Explorer& m, std::uint64_t shown) {
    TableColumns t;
    t.label_w = std::max(ImGui::CalcTextSize((std::to_string(shown) + "+").c_str()).x, ImGui::CalcTextSize("0000+").x);
    Grundy widest = m.sequence().max_value();
    if (shown > 0)
        if (auto last = m.value(shown - 1)) widest = std::max(widest, last->value);
    t.value_w = ImGui::CalcTextSize(std::to_string(widest).c_str()).x;
    return t;
}

std::uint64_t table_shown(const app::Explorer& m) { return m.proved() ? m.shown() : m.computed(); }

void show_table(Ctx& ui, ImVec2 size) {
    const float s = ui.shared.density;
    const app::Explorer& m = ui.page.explorer();
    const std::uint64_t width = table_width(ui.explorer, ui.page);
    const std::uint64_t shown = table_shown(m);
    const std::uint64_t rows = (shown + width - 1) / width;
    const int cols = static_cast<int>(width) + 1;
    const ImGuiTableFlags flags = ImGuiTableFlags_ScrollX | ImGuiTableFlags_ScrollY | ImGuiTableFlags_RowBg |
                                  ImGuiTableFlags_BordersOuter | ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_SizingFixedFit;
    if (cols > 64) {
        ImGui::TextColored(colors::error_text, "Rows of %llu are too wide to draw; choose a width of at most 63.",
                           static_cast<unsigned long long>(width));
        return;
    }
    ImGui::PushFont(ui.shared.fonts.mono);
    const TableColumns tc = table_columns(m, shown);
    if (ImGui::BeginTable("grundy", cols, flags, size)) {
        ImGui::TableSetupScrollFreeze(1, 1);
        ImGui::TableSetupColumn("n", ImGuiTableColumnFlags_WidthFixed, tc.label_w);
        for (std::uint64_t c = 0; c < width; ++c)
            ImGui::TableSetupColumn(std::to_string(c).c_str(), ImGuiTableColumnFlags_WidthFixed, tc.value_col(c));
        ImGui::TableHeadersRow();
        ImGuiListClipper clipper;
        clipper.Begin(static_cast<int>(std::min<std::uint64_t>(rows, INT32_MAX)));
        ImDrawList* dl = ImGui::GetWindowDrawList();
        while (clipper.Step()) {
            for (int r = clipper.DisplayStart; r < clipper.DisplayEnd; ++r) {
                ImGui::TableNextRow();
                ImGui::TableNextColumn();
                const std::uint64_t base = static_cast<std::uint64_t>(r) * width;
                ImGui::TextColored(colors::muted, "%llu+", static_cast<unsigned long long>(base));
                for (std::uint64_t c = 0; c < width; ++c) {
                    ImGui::TableNextColumn();
                    const std::uint64_t n = base + c;
                    if (n >= shown) continue;
                    auto v = m.value(n);
                    if (!v) continue;
                    char text[24];
                    std::snprintf(text, sizeof text, "%llu", static_cast<unsigned long long>(v->value));
                    const bool exception = m.is_exception(n);
                    const bool periodic = v->source == octal::PeriodSearch::Source::Periodic;
                    if (v->value == 0) ImGui::TableSetBgColor(ImGuiTableBgTarget_CellBg, colors::p_cell);
                    const ImVec4 color = exception ? colors::exception_text : periodic ? colors::muted : ImGui::GetStyleColorVec4(ImGuiCol_Text);
                    ImGui::TextColored(color, "%s", text);
                    if (exception) {
                        const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
                        dl->AddLine(ImVec2(a.x, b.y), ImVec2(b.x, b.y), ImGui::GetColorU32(colors::exception_text), 1.5f * s);
                    }
                    if (ImGui::IsItemHovered()) {
                        ImGui::SetTooltip("n = %llu, G(n) = %llu%s%s%s", static_cast<unsigned long long>(n),
                                          static_cast<unsigned long long>(v->value), v->value == 0 ? " (a P-position)" : "",
                                          exception ? "\nan exception to the period" : "",
                                          periodic ? "\nfrom the proved period (not computed)" : "");
                        if (ImGui::IsMouseClicked(ImGuiMouseButton_Left)) select_n(ui, n);
                    }
                }
            }
        }
        ImGui::EndTable();
    }
    ImGui::PopFont();
}

void show_table_legend(const app::Explorer& m) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const float sq = ImGui::GetTextLineHeight();
    auto swatch = [&](ImU32 c) {
        const ImVec2 p = ImGui::GetCursorScreenPos();
        dl->AddRectFilled(p, ImVec2(p.x + sq, p.y + sq), c);
        ImGui::Dummy(ImVec2(sq, sq));
        ImGui::SameLine();
    };
    const app::Explorer::TableLegend legend = m.table_legend();
    swatch(colors::p_cell);
    ImGui::TextColored(colors::muted, "G(n) = 0 (P-position)");
    // Each entry on the line if it fits, else on the next (at 1024 px the last was cut off).
    if (legend.exceptions) {
        flow(text_w("underlined") + text_w(": exception to the period") + ImGui::GetStyle().ItemSpacing.x, sq * 1.5f);
        ImGui::TextColored(colors::exception_text, "underlined");
        ImGui::SameLine();
        ImGui::TextColored(colors::muted, ": exception to the period");
    }
    flow(text_w(legend.values.c_str()), sq * 1.5f);
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(colors::muted, "%s", legend.values.c_str());
    ImGui::PopTextWrapPos();
}

// The legend's lines at `width` (the table leaves them room): 1, or more where its entries wrap.
float table_legend_lines(const app::Explorer& m, float width) {
    const app::Explorer::TableLegend legend = m.table_legend();
    const float sq = ImGui::GetTextLineHeight(), gap = ImGui::GetStyle().ItemSpacing.x;
    float w = sq + gap + text_w("G(n) = 0 (P-position)") + sq * 1.5f + text_w(legend.values.c_str());
    if (legend.exceptions) w += sq * 1.5f + text_w("underlined") + gap + text_w(": exception to the period");
    return w <= width ? 1.0f : 1.0f + std::ceil(text_w(legend.values.c_str()) / std::max(width, 1.0f));
}

//-----------------------------------------------------------------------------
// [SECTION] Plot
//-----------------------------------------------------------------------------

using PlotPoint = app::Explorer::PlotPoint;
using PlotData = app::Explorer::Plot;

// The plot's n axis: round values (plot_tick_step), each centred under its place and kept
// within the plot's width (a to b).
void draw_n_ticks(ImDrawList* dl, ImVec2 a, ImVec2 b, double x0, double x1, float s) {
    const double span = std::max(x1 - x0, 1e-9), xs = app::plot_tick_step(span, 5);
    for (double n = std::ceil(x0 / xs) * xs; n <= x1 + 1e-9; n += xs) {
        char t[32];
        std::snprintf(t, sizeof t, "%.0f", n);
        const float w = ImGui::CalcTextSize(t).x, at = a.x + (b.x - a.x) * static_cast<float>((n - x0) / span);
        const float tx = std::clamp(at - w * 0.5f, a.x, std::max(a.x, b.x - w));
        dl->AddText(ImVec2(tx, b.y + 3 * s), ImGui::GetColorU32(colors::muted), t);
    }
}

void show_plot(Ctx& ui, ImVec2 size) {
    const float s = ui.shared.density;
    ExplorerUi& x = ui.explorer;
    const app::Explorer& m = ui.page.explorer();
    const std::uint64_t shown = m.proved() ? m.shown() : m.computed();
    if (x.plot_fit || x.plot_x1 <= x.plot_x0) { // follow the computation until the user zooms
        x.plot_fit = true;
        x.plot_x0 = 0;
        x.plot_x1 = static_cast<double>(std::max<std::uint64_t>(shown, 2));
    }
    ImGui::BeginChild("plot", size, true, ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
    mark_widget(ui.shared, "plot");
    touch_takes_drags(); // a finger pans the plot
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 p0 = ImGui::GetCursorScreenPos();
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const float left = 44 * s, bottom = ImGui::GetTextLineHeightWithSpacing() * 1.5f;
    const ImVec2 a(p0.x + left, p0.y + 4 * s), b(p0.x + avail.x - 8 * s, p0.y + avail.y - bottom);
    const int px = std::max(1, static_cast<int>(b.x - a.x));
    const PlotData d = m.plot(x.plot_x0, x.plot_x1, px);
    const float h = b.y - a.y;
    auto y_of = [&](Grundy g) { return b.y - h * (static_cast<float>(g) + 0.5f) / static_cast<float>(d.y_max); };

    dl->AddRect(a, b, ImGui::GetColorU32(ImGuiCol_Border));
    // Axes labels: a few round values of n and of G (0, 50, 100, ..., never 0, 55, 110, ...).
    draw_n_ticks(dl, a, b, x.plot_x0, x.plot_x1, s);
    const auto gs = static_cast<Grundy>(std::max(1.0, app::plot_tick_step(static_cast<double>(d.y_max), 5)));
    for (Grundy g = 0; g < d.y_max; g += gs) {
        const std::string t = std::to_string(g);
        dl->AddText(ImVec2(a.x - ImGui::CalcTextSize(t.c_str()).x - 6 * s, y_of(g) - ImGui::GetTextLineHeight() * 0.5f),
                    ImGui::GetColorU32(colors::muted), t.c_str());
    }
    const float dot = std::max(1.5f * s, std::min(4.0f * s, h / static_cast<float>(d.y_max) * 0.35f));
    for (int pass = 0; pass < 2; ++pass) // rare points on top
        for (std::size_t c = 0; c < d.columns.size(); ++c)
            for (const PlotPoint& p : d.columns[c]) {
                if (p.rare != (pass == 1)) continue;
                const float cx = a.x + static_cast<float>(c) + 0.5f, cy = y_of(p.value);
                dl->AddRectFilled(ImVec2(cx - dot * 0.5f, cy - dot * 0.5f), ImVec2(cx + dot * 0.5f, cy + dot * 0.5f),
                                  p.rare ? colors::plot_rare : colors::plot_common);
            }

    // Zoom with the wheel around the pointer, pan by dragging, double-click to see everything.
    ImGui::SetCursorScreenPos(a);
    ImGui::InvisibleButton("plotarea", ImVec2(b.x - a.x, b.y - a.y));
    const ImGuiIO& io = ImGui::GetIO();
    if (ImGui::IsItemHovered()) {
        const double at = x.plot_x0 + (x.plot_x1 - x.plot_x0) * (io.MousePos.x - a.x) / (b.x - a.x);
        if (io.MouseWheel != 0) {
            const double f = std::pow(0.8, io.MouseWheel);
            const double span = std::clamp((x.plot_x1 - x.plot_x0) * f, 8.0, std::max(static_cast<double>(shown), 8.0));
            x.plot_x0 = std::max(0.0, at - (at - x.plot_x0) * span / (x.plot_x1 - x.plot_x0));
            x.plot_x1 = x.plot_x0 + span;
            x.plot_fit = false;
        }
        if (ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left)) x.plot_fit = true;
        auto v = m.value(static_cast<std::uint64_t>(std::max(0.0, at)));
        if (v) ImGui::SetTooltip("n = %.0f, G(n) = %llu", std::floor(std::max(0.0, at)), static_cast<unsigned long long>(v->value));
    }
    if (ImGui::IsItemActive() && ImGui::IsMouseDragging(ImGuiMouseButton_Left)) {
        const double dn = -io.MouseDelta.x / (b.x - a.x) * (x.plot_x1 - x.plot_x0);
        const double span = x.plot_x1 - x.plot_x0;
        x.plot_x0 = std::clamp(x.plot_x0 + dn, 0.0, std::max(static_cast<double>(shown) - span, 0.0));
        x.plot_x1 = x.plot_x0 + span;
        x.plot_fit = false;
    }
    ImGui::EndChild();
    ImGui::PushTextWrapPos(0);
    if (m.sequence().sparse())
        ImGui::TextColored(colors::muted, "Red: rare positions of the sparse-space mask %u. Wheel zooms, drag pans, double-click fits.", m.sequence().mask());
    else
        ImGui::TextColored(colors::muted, "Wheel zooms, drag pans, double-click shows everything.");
    ImGui::PopTextWrapPos();
}

// The plot as a picture, drawn into pixels here (the screen's canvas is not readable).
std::vector<unsigned char> plot_png_pixels(const app::Explorer& m, double x0, double x1, int w, int h) {
    std::vector<unsigned char> px(static_cast<std::size_t>(w) * h * 4, 255);
    auto put = [&](int x, int y, ImU32 c) {
        if (x < 0 || y < 0 || x >= w || y >= h) return;
        unsigned char* p = &px[(static_cast<std::size_t>(y) * w + x) * 4];
        p[0] = c & 0xff;
        p[1] = (c >> 8) & 0xff;
        p[2] = (c >> 16) & 0xff;
        p[3] = 255;
    };
    const int margin = 10;
    const PlotData d = m.plot(x0, x1, w - 2 * margin);
    for (int x = margin; x < w - margin; ++x) put(x, h - margin, IM_COL32(120, 120, 120, 255));
    for (int y = margin; y <= h - margin; ++y) put(margin, y, IM_COL32(120, 120, 120, 255));
    const double ph = h - 2 * margin;
    for (std::size_t c = 0; c < d.columns.size(); ++c)
        for (const PlotPoint& p : d.columns[c]) {
            const int cx = margin + static_cast<int>(c);
            const int cy = h - margin - static_cast<int>(ph * (static_cast<double>(p.value) + 0.5) / static_cast<double>(d.y_max));
            for (int dy = -1; dy <= 1; ++dy)
                for (int dx = -1; dx <= 1; ++dx) put(cx + dx, cy + dy, p.rare ? colors::plot_rare : colors::plot_common);
        }
    return px;
}

//-----------------------------------------------------------------------------
// [SECTION] Mex
//-----------------------------------------------------------------------------

void show_mex(Ctx& ui, ImVec2 size) {
    const float s = ui.shared.density;
    const app::Explorer& m = ui.page.explorer();
    std::uint64_t n = ui.page.state().at;
    ImGui::BeginChild("mex", size, true);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Explain G(n) for n =");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(int_field_w(ui.shared, 140 * s));
    int as_int = static_cast<int>(std::min<std::uint64_t>(n, INT32_MAX));
    if (ImGui::InputInt("##at", &as_int, 1, 10)) ui.page.set_explorer_at(static_cast<std::uint64_t>(std::max(as_int, 0)));
    mark_widget(ui.shared, "at");
    n = ui.page.state().at;
    // Listing the options of n costs O(n) per frame: far beyond that, say so instead.
    constexpr std::uint64_t kMaxExplained = 1'000'000;
    if (n > kMaxExplained) {
        ImGui::TextColored(colors::muted, "The mex explainer lists the options of n up to %s.", thousands(kMaxExplained).c_str());
        ImGui::EndChild();
        return;
    }
    ExplorerUi::MexCache& cache = ui.explorer.mex_cache;
    if (!cache.filled || cache.n != n || cache.code != m.code() || (!cache.table && cache.computed != m.computed())) {
        cache = ExplorerUi::MexCache{m.code(), n, m.computed(), true, m.mex_table(n, 20000)};
    }
    const auto& t = cache.table;
    if (!t) {
        ImGui::TextColored(colors::muted, "G(%llu) is not computed yet.", static_cast<unsigned long long>(n));
        ImGui::EndChild();
        return;
    }
    ImGui::PushTextWrapPos(0);
    ImGui::Text("A heap of %llu has %zu options%s. Each is worth the nim-sum of the heaps it leaves; G(%llu) is the least "
                "value that no option has (the mex).",
                static_cast<unsigned long long>(n), t->total, t->total > t->options.size() ? " (the first 20,000 are listed)" : "",
                static_cast<unsigned long long>(n));
    ImGui::PopTextWrapPos();
    ImGui::PushFont(ui.shared.fonts.title);
    ImGui::Text("G(%llu) = mex = %llu", static_cast<unsigned long long>(n), static_cast<unsigned long long>(t->mex));
    ImGui::PopFont();
    // Which values are present: 0 .. mex-1 all are, mex is not.
    const std::vector<Grundy>& values = t->values;
    std::string present = "values of the options:";
    for (std::size_t i = 0; i < values.size() && i < 40; ++i) present += " " + std::to_string(values[i]);
    if (values.size() > 40) present += " …";
    ImGui::TextColored(colors::muted, "%s", present.c_str());
    if (ImGui::BeginTable("options", 3, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersOuter | ImGuiTableFlags_ScrollY |
                                            ImGuiTableFlags_SizingStretchProp, ImVec2(0, 0))) {
        ImGui::TableSetupScrollFreeze(0, 1);
        ImGui::TableSetupColumn("move");
        ImGui::TableSetupColumn("leaves");
        ImGui::TableSetupColumn("value");
        ImGui::TableHeadersRow();
        ImGuiListClipper clipper;
        clipper.Begin(static_cast<int>(t->options.size()));
        while (clipper.Step())
            for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
                const auto& o = t->options[static_cast<std::size_t>(i)];
                ImGui::TableNextRow();
                ImGui::TableNextColumn();
                ImGui::Text("take %llu", static_cast<unsigned long long>(o.option.take));
                ImGui::TableNextColumn();
                if (o.option.parts == 0) ImGui::TextUnformatted("nothing");
                else if (o.option.parts == 1) ImGui::Text("%llu", static_cast<unsigned long long>(o.option.left[0]));
                else ImGui::Text("%llu + %llu", static_cast<unsigned long long>(o.option.left[0]),
                                 static_cast<unsigned long long>(o.option.left[1]));
                ImGui::TableNextColumn();
                if (o.option.parts == 2)
                    ImGui::Text("%llu ⊕ %llu = %llu", static_cast<unsigned long long>(m.value(o.option.left[0])->value),
                                static_cast<unsigned long long>(m.value(o.option.left[1])->value),
                                static_cast<unsigned long long>(o.value));
                else
                    ImGui::Text("%llu", static_cast<unsigned long long>(o.value));
            }
        ImGui::EndTable();
    }
    ImGui::EndChild();
}

//-----------------------------------------------------------------------------
// [SECTION] Export
//-----------------------------------------------------------------------------

std::string file_stem(const app::Explorer& m) { return "grundy-" + m.code(); }

// Files stay a size a browser can build in memory: at most 10 million rows (the CLI has no limit).
constexpr std::uint64_t kMaxExportRows = 10'000'000;

std::uint64_t export_count(const Ctx& ui) {
    const app::Explorer& m = ui.page.explorer();
    return std::min(m.proved() ? m.shown() : m.computed(), kMaxExportRows);
}

//-----------------------------------------------------------------------------
// [SECTION] Misère
//-----------------------------------------------------------------------------

void show_quotient(Ctx& ui, const octal::Rules& rules, const cgt::MisereQuotient& q) {
    const float s = ui.shared.density;
    const auto& m = q.monoid;
    ImGui::PushTextWrapPos(0);
    if (q.tame_k >= 0)
        ImGui::TextColored(colors::n_text, "Order %u, tame: the quotient of misère Nim for heaps below %u, so Bouton's misère rule decides it.",
                           m.order, 1u << q.tame_k);
    else ImGui::TextColored(colors::n_text, "Order %u, wild: no misère Nim quotient.", m.order);
    if (!q.stopped.empty())
        ImGui::TextColored(colors::exception_text, "Stopped at heap %u (%s). Shown: the quotient proved for heaps up to %u.",
                           q.max_heap + 1, q.stopped.c_str(), q.max_heap);
    std::string gens, rels, p;
    for (std::size_t i = 0; i < q.generators.size(); ++i) gens += (i ? ", " : "") + q.generators[i] + " = heap " + std::to_string(q.generator_heaps[i]);
    for (std::size_t i = 0; i < q.relations.size(); ++i) rels += (i ? ",  " : "") + q.relations[i];
    for (auto x : q.p_portion()) p += (p.empty() ? "" : ", ") + q.names[x];
    ImGui::Text("Generators: %s", gens.c_str());
    ImGui::Text("Relations: %s", rels.empty() ? "none" : rels.c_str());
    ImGui::Text("P-portion: {%s}", p.c_str());
    ImGui::TextColored(colors::muted, "A sum of heaps is a misère P-position exactly when the product of its heaps' elements is in the "
                                      "P-portion. Proved over all %s states of the sums of these heaps.",
                       thousands(q.states).c_str());
    ImGui::PopTextWrapPos();
    if (ImGui::Button("Copy LaTeX")) {
        platform::copy_to_clipboard(misere_heaps::latex(rules, q));
        ui.explorer.export_status = "LaTeX of the quotient copied";
    }
    mark_widget(ui.shared, "misere-latex");
    ImGui::SameLine();
    if (ImGui::Button("Download .tex"))
        platform::download("misere-" + octal::format_code(rules) + ".tex", "text/x-tex", misere_heaps::latex(rules, q));
    const ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollY | ImGuiTableFlags_ScrollX;
    // Heap -> element, ten heaps a row as in the nim-sequence's table.
    ImGui::TextUnformatted("Each heap's element (P-positions in red):");
    const float table_h = std::min(ImGui::GetContentRegionAvail().y * 0.45f, (2.0f + static_cast<float>(q.max_heap / 10 + 1)) * ImGui::GetFrameHeight());
    if (ImGui::BeginTable("misere-heaps", 11, flags, ImVec2(0, std::max(table_h, 60 * s)))) {
        ImGui::TableSetupScrollFreeze(1, 1);
        ImGui::TableSetupColumn("n");
        for (int c = 0; c < 10; ++c) ImGui::TableSetupColumn(("+" + std::to_string(c)).c_str());
        ImGui::TableHeadersRow();
        for (std::uint32_t row = 0; row <= q.max_heap; row += 10) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::TextColored(colors::muted, "%u", row);
            for (std::uint32_t k = row; k < row + 10; ++k) {
                ImGui::TableNextColumn();
                if (k > q.max_heap) continue;
                const std::uint32_t e = q.heap[k];
                if (m.p[e]) ImGui::TextColored(colors::p_text, "%s", q.names[e].c_str());
                else ImGui::TextUnformatted(q.names[e].c_str());
            }
        }
        ImGui::EndTable();
    }
    mark_widget(ui.shared, "misere-heaps");
    if (m.order > misere_heaps::kMaxTableOrder) {
        ImGui::TextColored(colors::muted, "The multiplication table of %u elements is in the LaTeX export and `grundylab misere %s --json`.",
                           m.order, octal::format_code(rules).c_str());
        return;
    }
    ImGui::TextUnformatted("Multiplication table (P-portion in red):");
    if (ImGui::BeginTable("misere-table", static_cast<int>(m.order) + 1, flags, ImVec2(0, std::max(ImGui::GetContentRegionAvail().y - 4 * s, 80 * s)))) {
        ImGui::TableSetupScrollFreeze(1, 1);
        ImGui::TableSetupColumn("·");
        for (std::uint32_t b = 0; b < m.order; ++b) ImGui::TableSetupColumn(q.names[b].c_str());
        ImGui::TableHeadersRow();
        for (std::uint32_t a = 0; a < m.order; ++a) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::TextColored(colors::muted, "%s", q.names[a].c_str());
            for (std::uint32_t b = 0; b < m.order; ++b) {
                ImGui::TableNextColumn();
                const std::uint32_t c = m.mul(a, b);
                if (m.p[c]) ImGui::TextColored(colors::p_text, "%s", q.names[c].c_str());
                else ImGui::TextUnformatted(q.names[c].c_str());
            }
        }
        ImGui::EndTable();
    }
    mark_widget(ui.shared, "misere-table");
}

void show_misere(Ctx& ui, ImVec2 size) {
    ExplorerUi& x = ui.explorer;
    const float s = ui.shared.density;
    ImGui::BeginChild("misere", size, true);
    const std::string code = ui.page.explorer().code();
    auto rules = octal::parse_heap_rules(code, "rules");
    const std::uint64_t heap = ui.page.state().heap;
    ImGui::TextUnformatted("Largest heap N");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(int_field_w(ui.shared, 120 * s));
    int h = static_cast<int>(heap);
    if (ImGui::InputInt("##misere-heap", &h, 1, 10, ImGuiInputTextFlags_EnterReturnsTrue) || ImGui::IsItemDeactivatedAfterEdit())
        ui.page.set_misere_heap(static_cast<std::uint64_t>(std::clamp<int>(h, 1, static_cast<int>(app::kMaxMisereViewHeap))));
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("The quotient of the sums of heaps 1..N (1 to %llu).", static_cast<unsigned long long>(app::kMaxMisereViewHeap));
    mark_widget(ui.shared, "misere-heap");
    const char* rule = "misère play: whoever makes the last move loses";
    flow(text_w(rule));
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(colors::muted, "%s", rule);
    ImGui::PopTextWrapPos();
    if (!rules || (rules->family != octal::Family::Octal && rules->family != octal::Family::Code)) {
        ImGui::TextColored(colors::error_text, "The misère quotient is computed for take-and-break codes and subtraction games.");
        ImGui::EndChild();
        return;
    }
    // A new game or N starts a new search (a cancelled one waits for Continue).
    if (x.misere.code != code || x.misere.heap != ui.page.state().heap) {
        x.misere.code = code;
        x.misere.heap = ui.page.state().heap;
        x.misere.result.reset();
        x.misere.cancelled = false;
        // One heap is grown per frame: a heap that needs recalibration stops within about a second
        // here (grundylab misere goes further).
        cgt::QuotientLimits limits;
        limits.max_states = 500'000;
        limits.max_recalibration_work = 3'000'000;
        x.misere.builder = std::make_unique<cgt::QuotientBuilder>(misere_heaps::heap_options_as_reached(*rules),
                                                                  static_cast<std::uint32_t>(x.misere.heap), limits);
    }
    const std::string name(octal::name_of(code));
    ImGui::PushTextWrapPos(0);
    ImGui::Text("Misère quotient of %s%s%s for heaps up to %llu", code.c_str(), name.empty() ? "" : " ", name.c_str(),
                static_cast<unsigned long long>(x.misere.heap));
    ImGui::PopTextWrapPos();
    if (x.misere.builder) {
        const auto& b = *x.misere.builder;
        char overlay[96];
        std::snprintf(overlay, sizeof overlay, "heap %u of %u, order %u", b.proved(), b.max_heap(), b.order());
        ImGui::ProgressBar(static_cast<float>(b.proved()) / static_cast<float>(std::max(1u, b.max_heap())), ImVec2(-1, 0), overlay);
        if (ImGui::Button("Cancel")) {
            x.misere.result = b.result(); // what is proved so far
            x.misere.cancelled = true;
            x.misere.builder.reset();
        }
        mark_widget(ui.shared, "misere-cancel");
    } else if (x.misere.result) {
        if (x.misere.cancelled) {
            ImGui::TextColored(colors::muted, "Cancelled.");
            ImGui::SameLine();
            if (ImGui::Button("Continue")) x.misere.code.clear(); // starts again next frame
            mark_widget(ui.shared, "misere-continue");
        }
        if (!x.misere.result->ok()) {
            ImGui::PushTextWrapPos(0);
            ImGui::TextColored(colors::error_text, "%s", x.misere.result->error().message.c_str());
            ImGui::PopTextWrapPos();
        } else if (x.misere.result->value().max_heap > 0)
            show_quotient(ui, *rules, x.misere.result->value());
    }
    ImGui::EndChild();
}

void show_export(Ctx& ui) {
    ExplorerUi& x = ui.explorer;
    const app::Explorer& m = ui.page.explorer();
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Export");
    ImGui::SameLine();
    if (ImGui::Button("CSV")) platform::download(file_stem(m) + ".csv", "text/csv", m.csv(export_count(ui)));
    mark_widget(ui.shared, "export-csv");
    flow(button_w("TSV"), gap);
    if (ImGui::Button("TSV")) platform::download(file_stem(m) + ".tsv", "text/tab-separated-values", m.csv(export_count(ui), '\t'));
    const std::uint64_t latex_rows = std::min<std::uint64_t>(export_count(ui), table_width(ui.explorer, ui.page) * 40);
    flow(button_w("LaTeX"), gap);
    if (ImGui::Button("LaTeX")) platform::download(file_stem(m) + ".tex", "text/x-tex", m.latex(latex_rows, table_width(ui.explorer, ui.page)));
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Rows of one period, as published tables lay out nim-sequences; exceptions underlined (the first 40 rows).");
    flow(button_w("Copy LaTeX"), gap);
    if (ImGui::Button("Copy LaTeX")) {
        platform::copy_to_clipboard(m.latex(latex_rows, table_width(ui.explorer, ui.page)));
        x.export_status = "LaTeX copied";
    }
    // The plot's view (everything until it is first drawn), as pixels and as pictures for notes.
    const double x0 = x.plot_x1 > x.plot_x0 ? x.plot_x0 : 0;
    const double x1 = x.plot_x1 > x.plot_x0 ? x.plot_x1 : static_cast<double>(export_count(ui));
    flow(button_w("Plot PNG"), gap);
    if (ImGui::Button("Plot PNG")) {
        const int w = 1600, h = 600;
        const auto px = plot_png_pixels(m, x0, x1, w, h);
        platform::download_png(file_stem(m) + ".png", w, h, px.data());
    }
    flow(button_w("Plot SVG"), gap);
    if (ImGui::Button("Plot SVG")) platform::download(file_stem(m) + "-plot.svg", "image/svg+xml", app::plot_picture(m, x0, x1, app::ExportFormat::Svg));
    mark_widget(ui.shared, "export-plot-svg");
    flow(button_w("Plot TikZ"), gap);
    if (ImGui::Button("Plot TikZ")) platform::download(file_stem(m) + "-plot.tex", "text/x-tex", app::plot_picture(m, x0, x1, app::ExportFormat::Tikz));
    mark_widget(ui.shared, "export-plot-tikz");
}

} // namespace

//-----------------------------------------------------------------------------
// [SECTION] Frame
//-----------------------------------------------------------------------------

void explorer_frame(ExplorerUi& explorer, app::Page& page, Shared& shared, ImVec2 avail) {
    Ctx ui{explorer, page, shared};
    const float s = ui.shared.density;
    const float css_w = avail.x / s;
    const bool wide = css_w >= 700; // controls beside the views
    const float side_w = wide ? std::clamp(avail.x * 0.32f, 300 * s, 390 * s) : avail.x;
    const float side_h = wide ? avail.y : avail.y * 0.45f;

    // The scrollbar always there: with it shown only when needed, wrapped text near the panel's
    // height flips it on and off (narrower, one line more, taller), moving the controls under the
    // pointer between a press and its release.
    ImGui::BeginChild("explorer-side", ImVec2(side_w, side_h), true, ImGuiWindowFlags_AlwaysVerticalScrollbar);
    show_game_controls(ui);
    ImGui::Separator();
    show_periodicity(ui);
    ImGui::EndChild();
    if (wide) ImGui::SameLine();

    ImGui::BeginGroup();
    const std::string view = ui.page.state().view;
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    for (const char* v : {"table", "plot", "mex", "misere"}) {
        const bool on = view == v;
        const char* label = v == std::string("table") ? "Table"
                            : v == std::string("plot") ? "Plot"
                            : v == std::string("mex")  ? "Mex explainer"
                                                       : "Misère quotient";
        if (v != std::string("table")) flow(button_w(label), gap); // a narrow screen: the next row
        if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
        if (ImGui::Button(label)) ui.page.set_explorer_view(v);
        if (on) ImGui::PopStyleColor();
        mark_widget(ui.shared, (std::string("view-") + v).c_str());
    }
    flow(text_w("  width") + gap + int_field_w(ui.shared, 110 * s), gap);
    ImGui::TextColored(colors::muted, "  width");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(int_field_w(ui.shared, 110 * s));
    int w = static_cast<int>(ui.page.state().width);
    if (ImGui::InputInt("##width", &w, 1, 10)) ui.page.set_explorer_width(static_cast<std::uint64_t>(std::clamp(w, 0, 63)));
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Row width of the table; 0 = the period (10 until one is proved).");
    if (w == 0) { // 0 is automatic: say what it stands for now
        const std::string automatic = "auto: " + std::to_string(table_width(ui.explorer, ui.page));
        flow(text_w(automatic.c_str()), gap);
        ImGui::TextColored(colors::muted, "%s", automatic.c_str());
    }
    show_export(ui);
    if (!ui.explorer.export_status.empty()) {
        ImGui::SameLine();
        ImGui::TextColored(colors::n_text, "%s", ui.explorer.export_status.c_str());
    }
    const ImVec2 rest = ImGui::GetContentRegionAvail();
    if (view == "plot") show_plot(ui, ImVec2(rest.x, rest.y - ImGui::GetTextLineHeightWithSpacing()));
    else if (view == "mex") show_mex(ui, rest);
    else if (view == "misere") show_misere(ui, rest);
    else {
        show_table(ui, ImVec2(rest.x, rest.y - ImGui::GetTextLineHeightWithSpacing() * table_legend_lines(ui.page.explorer(), rest.x)));
        mark_widget(ui.shared, "table");
        show_table_legend(ui.page.explorer());
    }
    ImGui::EndGroup();
}

namespace {

// embed=table: the rows' width for a frame `avail` wide (in the mono font): the width wanted (the
// period) if it fits, else its largest divisor that fits (each column then still holds one
// residue of the period) unless that is under half of what fits, else as many columns as fit.
std::uint64_t fitted_width(const app::Explorer& m, std::uint64_t wanted, float avail) {
    const TableColumns tc = table_columns(m, table_shown(m));
    const float pad = ImGui::GetStyle().CellPadding.x * 2 + 1; // a column's padding and its border
    auto fits = [&](std::uint64_t k) {
        float w = tc.label_w + pad + 2; // the row labels and the outer borders
        for (std::uint64_t c = 0; c < k; ++c) w += tc.value_col(c) + pad;
        return w <= avail;
    };
    if (fits(wanted)) return wanted;
    std::uint64_t most = 1;
    while (most + 1 < wanted && fits(most + 1)) ++most;
    for (std::uint64_t k = most; 2 * k >= most && k > 1; --k)
        if (wanted % k == 0) return k;
    return most;
}

// The height the embed's table or plot would like at this width (the frame is sized to it by
// web/embed.js): the table's rows, at most 20 (more scroll), or a plot half as tall as wide.
float embed_natural_height(const Ctx& ui, float top, float width, bool plot) {
    const float s = ui.shared.density, line = ImGui::GetTextLineHeightWithSpacing();
    const float pad = ImGui::GetStyle().WindowPadding.y;
    if (plot) return top + std::clamp(width * 0.5f, 180 * s, 480 * s) + line + pad;
    const app::Explorer& m = ui.page.explorer();
    const std::uint64_t width_n = table_width(ui.explorer, ui.page), rows = (table_shown(m) + width_n - 1) / width_n;
    ImGui::PushFont(ui.shared.fonts.mono);
    const float row_h = ImGui::GetTextLineHeight() + ImGui::GetStyle().CellPadding.y * 2;
    const bool wider = fitted_width(m, width_n, width - ImGui::GetStyle().ScrollbarSize) < width_n;
    ImGui::PopFont();
    return top + static_cast<float>(std::min<std::uint64_t>(rows, 20) + 1) * row_h + 4 * s +
           (wider ? ImGui::GetStyle().ScrollbarSize : 0) + pad;
}

} // namespace

void explorer_embed_frame(ExplorerUi& explorer, app::Page& page, Shared& shared, ImVec2 display) {
    Ctx ui{explorer, page, shared};
    const app::Explorer& m = ui.page.explorer();
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(display);
    ImGui::Begin("Grundy Lab embed", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings);
    ui.shared.widgets.clear();
    const std::string name(octal::name_of(m.code()));
    ImGui::Text("%s%s%s", m.code().c_str(), name.empty() ? "" : "  ", name.c_str());
    // The title's parts flow like words (a narrow frame wraps them instead of cutting them off).
    const std::string period = m.periodicity() ? app::period_words(*m.periodicity())
                               : m.running()   ? "computing… " + thousands(m.computed()) + " values"
                                               : std::string();
    if (!period.empty()) {
        flow(text_w(period.c_str()));
        ImGui::TextColored(m.periodicity() ? colors::n_text : colors::muted, "%s", period.c_str());
    }
    flow(text_w("(Grundy Lab)"));
    ImGui::TextColored(colors::muted, "(Grundy Lab)");
    const ImVec2 rest = ImGui::GetContentRegionAvail();
    const float top = ImGui::GetCursorPosY(); // the title line and the window's padding above it
    const bool plot = ui.page.state().embed == "plot";
    if (plot) show_plot(ui, ImVec2(rest.x, rest.y - ImGui::GetTextLineHeightWithSpacing()));
    else {
        // Rows as wide as the frame: no sideways scrolling in the notes (unless the link asks for a width).
        ImGui::PushFont(ui.shared.fonts.mono);
        ui.explorer.embed_width = 0;
        ui.explorer.embed_width = fitted_width(m, table_width(ui.explorer, ui.page), rest.x - ImGui::GetStyle().ScrollbarSize);
        ImGui::PopFont();
        show_table(ui, rest);
        mark_widget(ui.shared, "table");
    }
    platform::report_content_height(static_cast<int>(std::ceil(embed_natural_height(ui, top, rest.x, plot) / ui.shared.density)));
    ImGui::End();
}

} // namespace gl::ui
