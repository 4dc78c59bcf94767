#include "ui/sum_board.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <optional>
#include <random>

#include "app/heap_scene.h"
#include "octal/octal.h"
#include "ui/nim_board.h"
#include "ui/platform.h"
#include "ui/scene_view.h"
#include "ui/theme.h"
#include "ui/touch.h"

namespace gl::ui {

namespace {

using Style = sums::PartLook; // how each part is drawn: its rules say (sums::part_look)

// What the sums' boards and panels draw with: their own state, the page model (its play model and
// sums' view) and what the screens share.
struct Ctx {
    SumUi& sum;
    app::Page& page;
    Shared& shared;
};

// The height a part needs on a narrow screen: its heading, and stacks of 44 CSS px a token
// under touch, else 30 (up to 12 tokens), or its rows of pieces.
float part_height(const sums::Part& p, float s) {
    const float line = ImGui::GetTextLineHeightWithSpacing(), pad = 2 * ImGui::GetStyle().WindowPadding.y;
    if (sums::part_look(p) != Style::Tokens) {
        const float width = ImGui::GetContentRegionAvail().x - 2 * ImGui::GetStyle().WindowPadding.x;
        return 2 * line + pad + std::max(48 * s, static_cast<float>(app::part_rows_height(p, width, s, touch_mode())));
    }
    std::uint64_t top = 1;
    for (std::uint64_t h : p.heaps) top = std::max(top, h);
    return 2.5f * line + pad + static_cast<float>(std::min<std::uint64_t>(top, 12)) * (touch_mode() ? 44.0f : 30.0f) * s;
}



// The sums' view of the page's play model (this board is shown only while there is one).
const app::SumView& sum_view(const Ctx& ui) {
    static const app::SumView none;
    const app::SumView* v = ui.page.sum();
    return v ? *v : none;
}

void sync_fields(Ctx& ui) {
    SumUi& u = ui.sum;
    std::snprintf(u.pos_buf, sizeof u.pos_buf, "%s", sums::format_parts(sum_view(ui).parts).c_str());
    u.pos_error.clear();
    u.take.resize(sum_view(ui).parts.size());
    for (std::size_t i = 0; i < sum_view(ui).parts.size(); ++i) {
        const auto ks = sums::row_takes(sum_view(ui).parts[i]);
        if (ks.empty()) u.take[i] = 0;
        else if (std::find(ks.begin(), ks.end(), u.take[i]) == ks.end()) u.take[i] = ks.front();
    }
}

// The move a click on cell `index` of a heap makes, if it is legal.
std::optional<sums::PlayMove> move_at(const Ctx& ui, std::size_t part, std::size_t heap, std::uint64_t index) {
    const SumUi& u = ui.sum;
    const sums::Part& p = sum_view(ui).parts[part];
    const std::uint64_t n = p.heaps[heap];
    octal::HeapOption o;
    bool larger_first = false;
    if (sums::part_look(p) == Style::Tokens) {
        o = octal::HeapOption{n - index, index > 0 ? 1u : 0u, {index, 0}}; // this token and all above it
    } else {
        const std::uint64_t k = u.take[part];
        if (k == 0 || index + k > n) return std::nullopt;
        const std::uint64_t left = index, right = n - index - k;
        if (left > 0 && right > 0) {
            o = octal::HeapOption{k, 2, {std::min(left, right), std::max(left, right)}};
            larger_first = left > right;
        } else if (left + right > 0) o = octal::HeapOption{k, 1, {left + right, 0}};
        else o = octal::HeapOption{k, 0, {0, 0}};
    }
    sums::PlayMove m{part, heap, n, o, larger_first};
    const auto legal = sums::moves_of(sum_view(ui).parts, part, heap);
    if (std::find(legal.begin(), legal.end(), m) == legal.end()) return std::nullopt;
    return m;
}


std::string describe(const sums::Part& p, const sums::PlayMove& m) {
    std::string s = sums::rules_title(p.rules) + ", heap " + std::to_string(m.heap + 1) + " (" + std::to_string(m.from) +
                    "): take " + std::to_string(m.option.take);
    if (m.option.parts == 2) s += ", leave " + std::to_string(m.option.left[0]) + " + " + std::to_string(m.option.left[1]);
    else if (m.option.parts == 1) s += ", leave " + std::to_string(m.option.left[0]);
    return s;
}

// A label for table rows: the game's name if short, else its code.
std::string short_title(const std::string& rules) {
    const std::string t = sums::rules_title(rules);
    return t.size() <= 16 ? t : rules;
}

void after_move(Ctx& ui) {
    ui.shared.computer_due = -1;
    sync_fields(ui);
}

//-----------------------------------------------------------------------------
// [SECTION] Boards
//-----------------------------------------------------------------------------

// A part's title line: its game, its value, and for row boards that can take several cells at
// once, the buttons choosing how many a click takes.
void show_part_header(Ctx& ui, std::size_t pi) {
    SumUi& u = ui.sum;
    const sums::Part& p = sum_view(ui).parts[pi];
    ImGui::Text("%s", sums::rules_title(p.rules).c_str());
    ImGui::SameLine();
    ImGui::TextColored(colors::muted, "%s  value %llu", sums::part_code(p).c_str(),
                       static_cast<unsigned long long>(sum_view(ui).analysis.part_values[pi]));
    const auto ks = sums::row_takes(p);
    if (sums::part_look(p) != Style::Tokens && ks.size() > 1) {
        float group = text_w("a click takes"); // the label and its buttons stay on one line
        for (auto k : ks) group += ImGui::GetStyle().ItemSpacing.x + button_w(std::to_string(k).c_str()) + 16 * ui.shared.density;
        flow(group);
        ImGui::AlignTextToFramePadding();
        ImGui::TextColored(colors::muted, "a click takes");
        for (auto k : ks) {
            ImGui::SameLine();
            const bool on = u.take[pi] == k;
            if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
            if (small_button(std::to_string(k).c_str())) u.take[pi] = k;
            if (on) ImGui::PopStyleColor();
            mark_widget(ui.shared, ("take-" + std::to_string(pi) + "-" + std::to_string(k)).c_str());
        }
    }
}

// Cells as [first, first + count) of a heap.
using CellRange = std::pair<std::uint64_t, std::uint64_t>;

// Hints: which cells winning moves take, per heap (none when hints are off).
std::vector<std::vector<CellRange>> winning_cells(const Ctx& ui, std::size_t pi) {
    const sums::Part& p = sum_view(ui).parts[pi];
    std::vector<std::vector<CellRange>> win(p.heaps.size());
    if (ui.page.state().hints)
        for (const auto& m : sum_view(ui).analysis.winning_moves)
            if (m.part == pi) win[m.heap].push_back(app::part_cells_taken(p, m));
    return win;
}

// The most tokens a heap of part `pi` holds in this position or at the start (at least 4): the
// tokens keep their size as the game goes on.
std::uint64_t token_capacity(const Ctx& ui, std::size_t pi) {
    const app::SumView& view = sum_view(ui);
    std::uint64_t cap = 4;
    for (auto h : view.parts[pi].heaps) cap = std::max(cap, h);
    if (!view.start.empty())
        for (auto h : view.start[std::min(pi, view.start.size() - 1)].heaps) cap = std::max(cap, h);
    return cap;
}

// One part: its title, then its heaps as rows or stacks (app::part_scene) drawn from their scene,
// the cells the hovered click would take and (with hints) those winning moves take marked; where
// each cell went is kept for the page's JS API. Returns the move clicked, if any.
std::optional<sums::PlayMove> draw_part(Ctx& ui, std::size_t pi, ImVec2 size) {
    const sums::Part& p = sum_view(ui).parts[pi];
    const Style st = sums::part_look(p);
    std::optional<sums::PlayMove> clicked;

    ImGui::PushID(static_cast<int>(pi));
    ImGui::BeginChild("part", size, true, ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse | ImGuiWindowFlags_NavFlattened);
    show_part_header(ui, pi);
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    const std::uint64_t capacity = token_capacity(ui, pi);
    const app::HeapFrame frame = heap_frame(ImGui::GetContentRegionAvail(), ui.shared.density);
    if (ui.sum.scenes.size() <= pi) ui.sum.scenes.resize(pi + 1);
    const app::HeapScene& hs = ui.sum.scenes[pi].get(frame, [&] { return app::part_scene(p, capacity, frame); }, p, capacity);
    const float scale = static_cast<float>(hs.scale);

    // The cell under the mouse (on a person's turn), and what a click there would take.
    const bool live = ImGui::IsWindowHovered() && !ui.page.play().computer_to_move();
    const int under = live ? scene_hit_at(hs.scene, origin, scale, ImGui::GetIO().MousePos) : -1;
    std::optional<sums::PlayMove> hover_move;
    SceneMarks marks;
    marks.flags.assign(hs.scene.hits.size(), 0);
    if (under >= 0) {
        const app::Hit& h = hs.scene.hits[static_cast<std::size_t>(under)];
        hover_move = move_at(ui, pi, h.row, h.index);
        if (hover_move) {
            const CellRange r = st == Style::Tokens ? app::part_cells_taken(p, *hover_move) : CellRange{h.index, hover_move->option.take};
            mark_hits(marks, app::heap_hits(hs.scene, h.row, r.first, r.second), SceneMarks::Hot);
        }
    }
    const auto win = winning_cells(ui, pi);
    for (std::size_t j = 0; j < win.size(); ++j)
        for (const CellRange& r : win[j]) mark_hits(marks, app::heap_hits(hs.scene, j, r.first, r.second), SceneMarks::Winning);
    draw_scene(hs.scene, origin, scale, &marks);
    for (const app::Hit& h : hs.scene.hits) {
        const ImVec2 c = scene_px(h.centre, origin, scale);
        ui.sum.cells.push_back(CellSpot{pi, h.row, h.index, c.x, c.y, static_cast<float>(h.r) * scale});
    }
    if (under >= 0) {
        ImGui::SetMouseCursor(hover_move ? ImGuiMouseCursor_Hand : ImGuiMouseCursor_NotAllowed);
        if (hover_move) ImGui::SetTooltip("%s", describe(p, *hover_move).c_str());
        else ImGui::SetTooltip("Not a legal move here%s", st == Style::Tokens ? "" : " with this many cells");
        if (hover_move && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) clicked = hover_move;
    }
    ImGui::EndChild();
    ImGui::PopID();
    return clicked;
}


//-----------------------------------------------------------------------------
// [SECTION] Analysis
//-----------------------------------------------------------------------------

void show_sum_analysis(Ctx& ui, ImVec2 size) {
    SumUi& u = ui.sum;
    const auto& parts = sum_view(ui).parts;
    const sums::PlayAnalysis& a = sum_view(ui).analysis;
    ImGui::BeginChild("sum-analysis", size, true, ImGuiWindowFlags_NavFlattened); // Tab and the arrows go in and out
    ImGui::PushFont(ui.shared.fonts.title);
    ImGui::Text("Grundy value %llu", static_cast<unsigned long long>(a.nim_sum));
    ImGui::PopFont();
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(colors::muted, "The value of a sum is the nim-sum of its heaps' values (Sprague-Grundy theorem).");
    ImGui::PushFont(ui.shared.fonts.title);
    if (a.game_over) ImGui::TextColored(colors::muted, "Game over");
    else if (a.outcome == Outcome::N) ImGui::TextColored(colors::n_text, "N-position");
    else ImGui::TextColored(colors::p_text, "P-position");
    ImGui::PopFont();
    ImGui::TextUnformatted(a.game_over ? "No move is left: the last player to move has won."
                           : a.outcome == Outcome::N ? "The player to move wins with best play: move to value 0."
                                                     : "The player to move loses against best play.");
    ImGui::PopTextWrapPos();

    std::vector<std::pair<std::string, std::uint64_t>> rows;
    for (std::size_t i = 0; i < parts.size(); ++i)
        for (std::size_t j = 0; j < parts[i].heaps.size(); ++j)
            rows.emplace_back(short_title(parts[i].rules) + " " + std::to_string(parts[i].heaps[j]), a.values[i][j]);
    show_binary_columns(ui.shared, rows, "G");

    if (!ui.page.state().hints) {
        ImGui::TextColored(colors::muted, "Winning moves are hidden (turn on \"Show winning moves\").");
    } else if (!a.game_over) {
        ImGui::Text("Winning moves (%zu):", a.winning_moves.size());
        if (a.winning_moves.empty()) ImGui::TextColored(colors::muted, "none: every move leads to an N-position.");
        ImGui::BeginDisabled(ui.page.play().computer_to_move());
        for (std::size_t k = 0; k < a.winning_moves.size() && k < 12; ++k) {
            const auto& m = a.winning_moves[k];
            if (ImGui::Button((describe(parts[m.part], m) + "##win" + std::to_string(k)).c_str()) && ui.page.play_sum(m)) after_move(ui);
        }
        ImGui::EndDisabled();
    }

    // The mex table of one heap: its options, their values, and the least value missing.
    if (ImGui::CollapsingHeader("Mex table of a heap", ImGuiTreeNodeFlags_DefaultOpen) && !rows.empty()) {
        u.explain = std::clamp(u.explain, 0, static_cast<int>(rows.size()) - 1);
        ImGui::SetNextItemWidth(-1);
        if (ImGui::BeginCombo("##explain", rows[static_cast<std::size_t>(u.explain)].first.c_str())) {
            for (std::size_t r = 0; r < rows.size(); ++r)
                if (ImGui::Selectable((rows[r].first + "##" + std::to_string(r)).c_str(), static_cast<int>(r) == u.explain))
                    u.explain = static_cast<int>(r);
            ImGui::EndCombo();
        }
        std::size_t pi = 0, hj = static_cast<std::size_t>(u.explain);
        while (hj >= parts[pi].heaps.size()) hj -= parts[pi++].heaps.size();
        std::vector<Grundy> seen;
        std::string list;
        bool unknown = false; // never on this board (its heaps are at most 40, always valued), but never a made-up 0
        for (const auto& m : sums::moves_of(parts, pi, hj)) {
            Grundy v = 0;
            for (unsigned k = 0; k < m.option.parts; ++k) {
                const auto g = ui.page.heap_values().value(parts[pi].rules, m.option.left[k]);
                unknown = unknown || !g;
                if (g) v ^= g.value();
            }
            seen.push_back(v);
            if (list.size() < 400) {
                std::string leave = m.option.parts == 0 ? "0" : std::to_string(m.option.left[0]);
                if (m.option.parts == 2) leave += "+" + std::to_string(m.option.left[1]);
                list += (list.empty() ? "" : ", ") + leave + " → " + std::to_string(v);
            }
        }
        ImGui::PushTextWrapPos(0);
        ImGui::TextColored(colors::muted, "options (heaps left → value): %s", list.empty() ? "none" : list.c_str());
        if (unknown) ImGui::Text("G = mex{…}: not known (a value of an option is not known)");
        else ImGui::Text("G = mex{…} = %llu", static_cast<unsigned long long>(mex(seen)));
        ImGui::PopTextWrapPos();
    }

    const auto& moves = ui.page.play().history();
    char header[48];
    std::snprintf(header, sizeof header, "Moves (%zu)###summoves", moves.size());
    if (ImGui::CollapsingHeader(header))
        for (std::size_t i = 0; i < moves.size(); ++i)
            ImGui::Text("%zu. %s: %s", i + 1, player_name(ui.page.play().computer, moves[i].player).c_str(), moves[i].label.c_str());
    ImGui::EndChild();
}

struct Preset {
    const char* title;
    const char* parts;
};
constexpr Preset kPresets[] = {
    {"Kayles: a row of 10 pins", "0.77:10"},
    {"Dawson's Kayles: 9 squares", "0.07:9"},
    {"Dawson's chess: 8 pawns", "0.137:8"},
    {"Subtraction {1,3,4}: 20 tokens", "0.3033:20"},
    {"Nim + {1,2,3} + {2,3} (a classic sum)", "nim:7|0.333:10|0.033:6"},
    {"Kayles + Nim", "0.77:6,4|nim:3"},
    {"Nim as a sum: 3, 5, 7", "nim:3,5,7"},
};

void undo_turn(Ctx& ui) {
    undo_to_person(ui.shared, ui.page.play());
    after_move(ui);
}

// The board picker, the opponent, hints, and the switch to misère play: the same position, turn
// and opponent, decided by the misère quotient where it reaches and by search beyond (the generic
// play screen draws sums under misère play).
void sum_board_choices(Ctx& ui) {
    const float s = ui.shared.density;
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Board");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(260 * s);
    if (ImGui::BeginCombo("##preset", "Choose a board…")) {
        for (const Preset& pr : kPresets)
            if (ImGui::Selectable(pr.title)) {
                ui.page.restart_sum(sums::parse_parts(pr.parts).value());
                after_move(ui);
            }
        ImGui::EndCombo();
    }
    mark_widget(ui.shared, "preset");
    opponent_combo(ui.shared, ui.page.play().computer);
    flow(checkbox_w("Show winning moves"));
    bool hints = ui.page.state().hints;
    if (ImGui::Checkbox("Show winning moves", &hints)) ui.page.set_hints(hints);
    mark_widget(ui.shared, "hints");
    flow(checkbox_w("Misère play"));
    bool misere = false;
    // The same game, moves and all, under misère play: the generic screen draws it from the next frame.
    if (ImGui::Checkbox("Misère play", &misere) && misere) ui.page.play().set_play(Play::Misere);
    mark_widget(ui.shared, "misere");
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("Misère: whoever makes the last move loses. Heap games are decided by their misère quotient.");
}

// The position typed as parts (RULES:HEAPS separated by |) and set.
void sum_position_field(Ctx& ui) {
    const float s = ui.shared.density;
    SumUi& u = ui.sum;
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Position");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(field_w(280 * s, button_w("Set")));
    const bool enter = ImGui::InputText("##sumpos", u.pos_buf, sizeof u.pos_buf, ImGuiInputTextFlags_EnterReturnsTrue);
    mark_widget(ui.shared, "position");
    touch_text_field(); // a tap types into it with the phone's keyboard
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("Parts RULES:HEAPS separated by |, e.g. nim:7|{1,2,3}:10|0.77:6,4\n(RULES: nim, an octal code, or a subtraction set).");
    ImGui::SameLine();
    if (ImGui::Button("Set##sumpos") || enter) {
        auto r = sums::parse_parts(u.pos_buf, "position");
        if (r) {
            ui.page.restart_sum(r.value());
            after_move(ui);
        } else {
            u.pos_error = r.error().describe();
        }
    }
}

// Restart, Random (the same games with random sizes), Undo and Redo.
void sum_play_buttons(Ctx& ui) {
    flow(button_w("Restart") + button_w("Random") + button_w("Undo") + button_w("Redo") + 3 * ImGui::GetStyle().ItemSpacing.x);
    if (ImGui::Button("Restart")) {
        ui.page.restart_sum(sum_view(ui).start);
        after_move(ui);
    }
    mark_widget(ui.shared, "restart");
    ImGui::SameLine();
    if (ImGui::Button("Random")) {
        static std::mt19937 rng{std::random_device{}()};
        std::vector<sums::Part> parts = sum_view(ui).start;
        for (auto& p : parts)
            for (auto& h : p.heaps) h = 2 + rng() % 12;
        ui.page.restart_sum(parts);
        after_move(ui);
    }
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("The same games with random sizes.");
    ImGui::SameLine();
    ImGui::BeginDisabled(!ui.page.play().undo_reaches_person());
    if (ImGui::Button("Undo")) undo_turn(ui);
    ImGui::EndDisabled();
    mark_widget(ui.shared, "undo");
    ImGui::SameLine();
    ImGui::BeginDisabled(!ui.page.play().can_redo());
    if (ImGui::Button("Redo") && ui.page.play().redo()) after_move(ui);
    ImGui::EndDisabled();
    mark_widget(ui.shared, "redo");
}

void show_sum_toolbar(Ctx& ui) {
    SumUi& u = ui.sum;
    sum_board_choices(ui);
    sum_position_field(ui);
    sum_play_buttons(ui);
    app::State shown = ui.page.state(); // with the position on the board now
    shown.pos = sums::format_parts(sum_view(ui).parts);
    state_export_menu(ui.shared, shown);
    if (!u.pos_error.empty()) {
        ImGui::PushTextWrapPos(0);
        ImGui::TextColored(colors::error_text, "%s", u.pos_error.c_str());
        ImGui::PopTextWrapPos();
    }
}

// The keyboard's move chooser: every legal move of the sum, part by part and heap by heap, named
// as the board's tooltips name them ("Kayles, heap 1 (10): take 2, leave 3 + 5").
std::optional<sums::PlayMove> sum_move_chooser(Ctx& ui) {
    const auto& parts = sum_view(ui).parts;
    std::vector<sums::PlayMove> moves;
    std::vector<std::string> labels;
    std::vector<bool> wins;
    if (!sum_view(ui).analysis.game_over)
        for (std::size_t pi = 0; pi < parts.size(); ++pi)
            for (std::size_t j = 0; j < parts[pi].heaps.size(); ++j)
                for (const auto& m : sums::moves_of(parts, pi, j)) {
                    moves.push_back(m);
                    labels.push_back(describe(parts[pi], m));
                    const auto& w = sum_view(ui).analysis.winning_moves;
                    wins.push_back(ui.page.state().hints && std::find(w.begin(), w.end(), m) != w.end());
                }
    const int k = move_chooser(ui.shared, "sum " + sums::format_parts(parts) + " " + std::to_string(ui.page.play().turn()), labels, wins,
                               !ui.page.play().computer_to_move());
    if (k < 0) return std::nullopt;
    return moves[static_cast<std::size_t>(k)];
}

} // namespace

const CellSpot* find_cell(const SumUi& sum, std::size_t part, std::size_t heap, std::size_t index) {
    for (const auto& c : sum.cells)
        if (c.part == part && c.heap == heap && c.index == index) return &c;
    return nullptr;
}

//-----------------------------------------------------------------------------
// [SECTION] Frame
//-----------------------------------------------------------------------------

void sum_open(SumUi& sum, app::Page& page, Shared& shared) {
    Ctx ui{sum, page, shared};
    ui.shared.computer_due = -1;
    ui.sum.cells.clear();
    sync_fields(ui);
}

void sum_frame(SumUi& sum, app::Page& page, Shared& shared, bool compact) {
    Ctx ui{sum, page, shared};
    const float s = ui.shared.density;
    SumUi& u = ui.sum;
    u.cells.clear();
    if (!compact) show_sum_toolbar(ui);
    const app::GamePlay& play = ui.page.play();
    show_turn_status(ui.shared, play.winner(), play.computer_to_move(), play.turn(), play.computer);
    const char* how = touch_mode() ? "Tap a piece to play it." : "Click a piece to play it.";
    flow(text_w(how));
    ImGui::AlignTextToFramePadding();
    ImGui::TextColored(colors::muted, "%s", how);
    const std::optional<sums::PlayMove> chosen = sum_move_chooser(ui);

    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const bool wide = avail.x / s >= 700;
    const auto& parts = sum_view(ui).parts;
    const float spacing = ImGui::GetStyle().ItemSpacing.y;
    // A narrow page (a phone) scrolls: each part gets the height its pieces need to be tapped
    // (about 40 px a token), and the analysis under them most of a screen.
    const bool narrow = !compact && !wide;
    float need = 0;
    if (narrow) {
        for (const auto& p : parts) need += part_height(p, s) + spacing;
        ui.shared.want_body_h = (ImGui::GetCursorPosY() - std::max(ui.shared.status_y, 0.0f)) + need + std::max(ImGui::GetIO().DisplaySize.y * 0.6f, 300 * s);
    }
    const float board_w = compact ? avail.x : wide ? std::floor(avail.x * 0.58f) : avail.x;
    const float board_h = compact ? avail.y : wide ? avail.y : std::max(std::floor(avail.y * 0.55f), std::min(need, avail.y * 0.75f));
    std::optional<sums::PlayMove> clicked;
    if (compact) report_board_embed_height(ui.shared);
    ImGui::BeginChild("boards", ImVec2(board_w, board_h), false, ImGuiWindowFlags_NavFlattened);
    // Each part's share of the height: its pieces' need on a phone; else a part of tokens stands
    // taller than a row of pieces, the more so the larger its heaps (up to 3 : 1.6), so that a
    // small heap beside a row of pins leaves the pins their room.
    const auto share = [&](const sums::Part& p) {
        if (narrow) return part_height(p, s);
        if (sums::part_look(p) != Style::Tokens) return 1.6f;
        std::uint64_t most = 0;
        for (std::uint64_t h : p.heaps) most = std::max(most, h);
        return std::min(3.0f, 1.0f + 0.25f * static_cast<float>(most));
    };
    float weight = 0;
    for (const auto& p : parts) weight += share(p);
    const float total_h = ImGui::GetContentRegionAvail().y - spacing * static_cast<float>(parts.size() - 1);
    for (std::size_t i = 0; i < parts.size(); ++i) {
        const float w = share(parts[i]);
        const float h = std::floor(total_h * w / weight);
        if (auto m = draw_part(ui, i, ImVec2(0, h))) clicked = m;
    }
    ImGui::EndChild();
    if (!compact) {
        if (wide) ImGui::SameLine();
        show_sum_analysis(ui, ImVec2(0, 0));
    }

    if (!clicked) clicked = chosen;
    if (clicked && !play.computer_to_move() && ui.page.play_sum(*clicked)) after_move(ui);
    if (play_keys_and_computer(ui.shared, ui.page.play())) after_move(ui);
}

} // namespace gl::ui
