#include "ui/nim_board.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "ui/theme.h"

namespace gl::ui {

std::optional<nim::Move> nim_board(const BoardView& view, ImVec2 size, BoardLayout& layout) {
    const nim::Analysis& a = *view.analysis;
    const float s = view.density;
    std::optional<nim::Move> clicked;
    layout.heaps.assign(a.heaps.size(), {});

    ImGui::BeginChild("board", size, true, ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const float line = ImGui::GetTextLineHeightWithSpacing();
    const std::size_t n = std::max<std::size_t>(a.heaps.size(), 1);

    // Columns as wide as fit, up to 120 px; tokens stacked with a pitch that fits the tallest heap.
    const float col_w = std::min(avail.x / static_cast<float>(n), 120.0f * s);
    const float left = origin.x + (avail.x - col_w * static_cast<float>(n)) * 0.5f;
    const float base_y = origin.y + avail.y - 2.2f * line;
    const float stack_h = std::max(base_y - origin.y - 0.6f * line, 10.0f * s);
    const float pitch = std::min(stack_h / static_cast<float>(std::max<std::uint64_t>(view.capacity, 1)), 46.0f * s);
    const float radius = std::max(std::min(pitch * 0.44f, col_w * 0.34f), 1.5f * s);
    const bool tall = radius < 6.0f * s; // draw tiles instead of circles

    // Which tokens do winning moves take? (heap -> the size it is left with)
    std::vector<std::int64_t> win_to(a.heaps.size(), -1);
    if (view.hints)
        for (const auto& m : a.winning_moves) win_to[m.heap] = static_cast<std::int64_t>(m.to);

    const ImVec2 mouse = ImGui::GetIO().MousePos;
    const bool hovered_window = ImGui::IsWindowHovered();
    int hover_heap = -1;
    std::uint64_t hover_token = 0;

    for (std::size_t i = 0; i < a.heaps.size(); ++i) {
        const float cx = left + col_w * (static_cast<float>(i) + 0.5f);
        const std::uint64_t h = a.heaps[i];
        auto& spots = layout.heaps[i];
        for (std::uint64_t j = 0; j < h; ++j) {
            const float cy = base_y - pitch * (static_cast<float>(j) + 0.5f);
            spots.push_back(TokenSpot{cx, cy, radius});
            // The hit area is the token's whole slot, so small tokens are still easy to click.
            if (hovered_window && std::fabs(mouse.x - cx) <= col_w * 0.45f && mouse.y <= cy + pitch * 0.5f &&
                mouse.y > cy - pitch * 0.5f) {
                hover_heap = static_cast<int>(i);
                hover_token = j;
            }
        }
    }

    for (std::size_t i = 0; i < a.heaps.size(); ++i) {
        const float cx = left + col_w * (static_cast<float>(i) + 0.5f);
        const std::uint64_t h = a.heaps[i];
        dl->AddLine(ImVec2(cx - col_w * 0.4f, base_y + 2 * s), ImVec2(cx + col_w * 0.4f, base_y + 2 * s),
                    colors::heap_base, 3 * s);
        for (std::uint64_t j = 0; j < h; ++j) {
            const TokenSpot& t = layout.heaps[i][j];
            const bool taken_by_hover = static_cast<int>(i) == hover_heap && j >= hover_token;
            const bool taken_by_win = win_to[i] >= 0 && j >= static_cast<std::uint64_t>(win_to[i]);
            const ImU32 fill = taken_by_hover ? colors::token_take : colors::token;
            if (tall) {
                // Too many tokens for round ones: flat tiles the width of the column, as a stack
                // of coins seen from the side; winning moves colour the tiles they take.
                const float half_w = std::min(col_w * 0.36f, 40.0f * s);
                const float half_h = std::max(pitch * 0.5f - 0.5f * s, 0.5f * s);
                dl->AddRectFilled(ImVec2(t.x - half_w, t.y - half_h), ImVec2(t.x + half_w, t.y + half_h),
                                  taken_by_win && !taken_by_hover ? colors::winning : fill);
            } else {
                dl->AddCircleFilled(ImVec2(t.x, t.y), t.r, fill);
                dl->AddCircle(ImVec2(t.x, t.y), t.r, colors::token_edge, 0, std::max(1.0f, 1.2f * s));
                if (taken_by_win) dl->AddCircle(ImVec2(t.x, t.y), t.r + 2.5f * s, colors::winning, 0, 3.5f * s);
            }
        }
        // Labels under the heap: its size, and the winning move if hints are on.
        const std::string size_text = std::to_string(h);
        const ImVec2 ts = ImGui::CalcTextSize(size_text.c_str());
        dl->AddText(ImVec2(cx - ts.x * 0.5f, base_y + 6 * s), ImGui::GetColorU32(ImGuiCol_Text), size_text.c_str());
        if (win_to[i] >= 0) {
            std::string hint = "to " + std::to_string(win_to[i]);
            if (ImGui::CalcTextSize(hint.c_str()).x > col_w * 0.95f) hint = "→" + std::to_string(win_to[i]);
            const ImVec2 hs = ImGui::CalcTextSize(hint.c_str());
            dl->AddText(ImVec2(cx - hs.x * 0.5f, base_y + 6 * s + line), colors::winning, hint.c_str());
        }
    }
    if (a.game_over) {
        const char* msg = "No tokens left";
        const ImVec2 ms = ImGui::CalcTextSize(msg);
        dl->AddText(ImVec2(origin.x + (avail.x - ms.x) * 0.5f, origin.y + avail.y * 0.4f),
                    ImGui::GetColorU32(colors::muted), msg);
    }

    if (hover_heap >= 0) {
        const std::uint64_t h = a.heaps[static_cast<std::size_t>(hover_heap)];
        ImGui::SetMouseCursor(ImGuiMouseCursor_Hand);
        ImGui::BeginTooltip();
        ImGui::Text("Take %llu from heap %d, leaving %llu", static_cast<unsigned long long>(h - hover_token),
                    hover_heap + 1, static_cast<unsigned long long>(hover_token));
        ImGui::EndTooltip();
        if (ImGui::IsMouseClicked(ImGuiMouseButton_Left))
            clicked = nim::Move{static_cast<std::size_t>(hover_heap), h, hover_token};
    }
    ImGui::EndChild();
    return clicked;
}

} // namespace gl::ui
