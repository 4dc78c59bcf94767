#include "ui/nim_board.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "ui/theme.h"
#include "ui/touch.h"

namespace gl::ui {

namespace {

// Where the heaps go in the board's child window: a column per heap, tokens stacked up from base_y.
struct Geometry {
    ImVec2 origin, avail;
    float s = 1;    // device pixels per CSS pixel
    float line = 0; // a line of text, with spacing
    float col_w = 0, left = 0, base_y = 0, pitch = 0, radius = 0;
    bool tall = false;   // draw tiles instead of circles
    float height = 0;    // of the board's content: taller than the panel when it scrolls (touch)

    float column_x(std::size_t i) const { return left + col_w * (static_cast<float>(i) + 0.5f); }
};

Geometry board_geometry(const BoardView& view, std::size_t heaps) {
    Geometry g;
    const float s = view.density;
    g.s = s;
    g.origin = ImGui::GetCursorScreenPos();
    g.avail = ImGui::GetContentRegionAvail();
    g.line = ImGui::GetTextLineHeightWithSpacing();
    const std::size_t n = std::max<std::size_t>(heaps, 1);

    // Columns as wide as fit, up to 120 px; tokens stacked with a pitch that fits the tallest heap.
    g.col_w = std::min(g.avail.x / static_cast<float>(n), 120.0f * s);
    g.left = g.origin.x + (g.avail.x - g.col_w * static_cast<float>(n)) * 0.5f;
    const float capacity = static_cast<float>(std::max<std::uint64_t>(view.capacity, 1));
    g.height = g.avail.y;
    // Under touch a token keeps a finger's 40 px: a taller heap makes the board scroll (swiped).
    const float finger = 40.0f * s;
    if (touch_mode() && (g.avail.y - 2.8f * g.line) / capacity < finger) g.height = capacity * finger + 2.8f * g.line + 4 * s;
    g.base_y = g.origin.y + g.height - 2.2f * g.line;
    const float stack_h = std::max(g.base_y - g.origin.y - 0.6f * g.line, 10.0f * s);
    g.pitch = std::min(stack_h / capacity, 46.0f * s);
    g.radius = std::max(std::min(g.pitch * 0.44f, g.col_w * 0.34f), 1.5f * s);
    g.tall = g.radius < 6.0f * s;
    return g;
}

// The token under the mouse; a click there takes it and every token above it.
struct Hover {
    int heap = -1; // -1: none
    std::uint64_t token = 0;
};

// Records where every token goes (for the page's JS API) and finds the one under the mouse.
Hover place_tokens(const nim::Analysis& a, const Geometry& g, BoardLayout& layout) {
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    const bool hovered_window = ImGui::IsWindowHovered();
    Hover hover;
    for (std::size_t i = 0; i < a.heaps.size(); ++i) {
        const float cx = g.column_x(i);
        const std::uint64_t h = a.heaps[i];
        auto& spots = layout.heaps[i];
        for (std::uint64_t j = 0; j < h; ++j) {
            const float cy = g.base_y - g.pitch * (static_cast<float>(j) + 0.5f);
            spots.push_back(TokenSpot{cx, cy, g.radius});
            // The hit area is the token's whole slot, so small tokens are still easy to click.
            if (hovered_window && std::fabs(mouse.x - cx) <= g.col_w * 0.45f && mouse.y <= cy + g.pitch * 0.5f &&
                mouse.y > cy - g.pitch * 0.5f) {
                hover.heap = static_cast<int>(i);
                hover.token = j;
            }
        }
    }
    return hover;
}

void draw_token(ImDrawList* dl, const Geometry& g, const TokenSpot& t, bool taken_by_hover, bool taken_by_win) {
    const float s = g.s;
    const ImU32 fill = taken_by_hover ? colors::token_take : colors::token;
    if (g.tall) {
        // Too many tokens for round ones: flat tiles the width of the column, as a stack
        // of coins seen from the side; winning moves colour the tiles they take.
        const float half_w = std::min(g.col_w * 0.36f, 40.0f * s);
        const float half_h = std::max(g.pitch * 0.5f - 0.5f * s, 0.5f * s);
        dl->AddRectFilled(ImVec2(t.x - half_w, t.y - half_h), ImVec2(t.x + half_w, t.y + half_h),
                          taken_by_win && !taken_by_hover ? colors::winning : fill);
    } else {
        dl->AddCircleFilled(ImVec2(t.x, t.y), t.r, fill);
        dl->AddCircle(ImVec2(t.x, t.y), t.r, colors::token_edge, 0, std::max(1.0f, 1.2f * s));
        if (taken_by_win) dl->AddCircle(ImVec2(t.x, t.y), t.r + 2.5f * s, colors::winning, 0, 3.5f * s);
    }
}

// Heap i: its base, its tokens, and under it its size and (with hints) the size a winning move
// leaves it (win_to, or -1 when no winning move takes from it).
void draw_heap(ImDrawList* dl, const Geometry& g, std::size_t i, const std::vector<TokenSpot>& spots, std::uint64_t h,
               const Hover& hover, std::int64_t win_to) {
    const float s = g.s;
    const float cx = g.column_x(i);
    dl->AddLine(ImVec2(cx - g.col_w * 0.4f, g.base_y + 2 * s), ImVec2(cx + g.col_w * 0.4f, g.base_y + 2 * s),
                colors::heap_base, 3 * s);
    for (std::uint64_t j = 0; j < h; ++j) {
        const bool taken_by_hover = static_cast<int>(i) == hover.heap && j >= hover.token;
        const bool taken_by_win = win_to >= 0 && j >= static_cast<std::uint64_t>(win_to);
        draw_token(dl, g, spots[j], taken_by_hover, taken_by_win);
    }
    // Labels under the heap: its size, and the winning move if hints are on.
    const std::string size_text = std::to_string(h);
    const ImVec2 ts = ImGui::CalcTextSize(size_text.c_str());
    dl->AddText(ImVec2(cx - ts.x * 0.5f, g.base_y + 6 * s), ImGui::GetColorU32(ImGuiCol_Text), size_text.c_str());
    if (win_to >= 0) {
        std::string hint = "to " + std::to_string(win_to);
        if (ImGui::CalcTextSize(hint.c_str()).x > g.col_w * 0.95f) hint = "→" + std::to_string(win_to);
        const ImVec2 hs = ImGui::CalcTextSize(hint.c_str());
        dl->AddText(ImVec2(cx - hs.x * 0.5f, g.base_y + 6 * s + g.line), colors::winning, hint.c_str());
    }
}

// Says what a click on the hovered token would do, and makes that move on a click.
std::optional<nim::Move> hovered_move(const nim::Analysis& a, const Hover& hover) {
    if (hover.heap < 0) return std::nullopt;
    const std::uint64_t h = a.heaps[static_cast<std::size_t>(hover.heap)];
    ImGui::SetMouseCursor(ImGuiMouseCursor_Hand);
    ImGui::BeginTooltip();
    ImGui::Text("Take %llu from heap %d, leaving %llu", static_cast<unsigned long long>(h - hover.token),
                hover.heap + 1, static_cast<unsigned long long>(hover.token));
    ImGui::EndTooltip();
    if (ImGui::IsMouseClicked(ImGuiMouseButton_Left))
        return nim::Move{static_cast<std::size_t>(hover.heap), h, hover.token};
    return std::nullopt;
}

} // namespace

std::optional<nim::Move> nim_board(const BoardView& view, ImVec2 size, BoardLayout& layout) {
    const nim::Analysis& a = *view.analysis;
    layout.heaps.assign(a.heaps.size(), {});

    // A board taller than its panel (tall heaps under touch) scrolls, its base in view at first.
    const bool scrolls = touch_mode();
    ImGui::BeginChild("board", size, true, scrolls ? 0 : ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const Geometry g = board_geometry(view, a.heaps.size());
    static float last_height = 0;
    if (g.height != last_height) {
        ImGui::SetScrollY(g.height > g.avail.y ? g.height - g.avail.y : 0);
        last_height = g.height;
    }

    // Which tokens do winning moves take? (heap -> the size it is left with)
    std::vector<std::int64_t> win_to(a.heaps.size(), -1);
    if (view.hints)
        for (const auto& m : a.winning_moves) win_to[m.heap] = static_cast<std::int64_t>(m.to);

    // Tokens are placed before any is drawn: the hovered one colours the tokens above it too.
    Hover hover = place_tokens(a, g, layout);
    const bool mouse_hover = hover.heap >= 0;
    if (!mouse_hover && view.chosen && view.chosen->heap < a.heaps.size()) // the keyboard's choice, drawn as a hover
        hover = Hover{static_cast<int>(view.chosen->heap), view.chosen->to};
    for (std::size_t i = 0; i < a.heaps.size(); ++i) draw_heap(dl, g, i, layout.heaps[i], a.heaps[i], hover, win_to[i]);
    if (a.game_over) {
        const char* msg = "No tokens left";
        const ImVec2 ms = ImGui::CalcTextSize(msg);
        dl->AddText(ImVec2(g.origin.x + (g.avail.x - ms.x) * 0.5f, g.origin.y + g.avail.y * 0.4f),
                    ImGui::GetColorU32(colors::muted), msg);
    }
    const std::optional<nim::Move> clicked = mouse_hover ? hovered_move(a, hover) : std::nullopt;
    if (g.height > g.avail.y) ImGui::Dummy(ImVec2(1, g.height)); // the scrolled content's height
    ImGui::EndChild();
    return clicked;
}

} // namespace gl::ui
