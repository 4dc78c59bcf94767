// nim_board.cpp - Nim's board of heaps drawn from its scene (nim_board.h, app/heap_scene.h).
#include "ui/nim_board.h"

#include <algorithm>
#include <cstdint>
#include <vector>

#include "ui/theme.h"
#include "ui/touch.h"

namespace gl::ui {

app::HeapFrame heap_frame(ImVec2 avail, float density) {
    return app::HeapFrame{avail.x, avail.y, density, ImGui::GetTextLineHeightWithSpacing(), touch_mode(), scene_measure(1.0f)};
}

void mark_hits(SceneMarks& marks, const std::vector<std::size_t>& hits, std::uint8_t bit) {
    for (std::size_t k : hits)
        if (k < marks.flags.size()) marks.flags[k] |= bit;
}

std::optional<nim::Move> nim_board(const BoardView& view, ImVec2 size, BoardLayout& layout) {
    const nim::Analysis& a = *view.analysis;
    layout.heaps.assign(a.heaps.size(), {});

    // A board taller than its panel (tall heaps under touch) scrolls, its base in view at first.
    const bool scrolls = touch_mode();
    ImGui::BeginChild("board", size, true, scrolls ? 0 : ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
    const ImVec2 origin = ImGui::GetCursorScreenPos(), avail = ImGui::GetContentRegionAvail();

    // Which tokens do winning moves take? (heap -> the size it is left with)
    std::vector<std::int64_t> win_to(a.heaps.size(), -1);
    if (view.hints)
        for (const auto& m : a.winning_moves) win_to[m.heap] = static_cast<std::int64_t>(m.to);
    const app::HeapFrame frame = heap_frame(avail, view.density);
    const app::HeapScene& hs = layout.scene.get(
        frame, [&] { return app::nim_scene(a.heaps, view.capacity, win_to, a.game_over, frame); }, a.heaps, view.capacity, win_to,
        a.game_over);
    const float scale = static_cast<float>(hs.scale), height = static_cast<float>(hs.height);
    if (height != layout.scrolled_for) {
        ImGui::SetScrollY(height > avail.y ? height - avail.y : 0);
        layout.scrolled_for = height;
    }

    // The token under the mouse: a click there takes it and every token above it; else the
    // keyboard's choice, drawn as a hover would be.
    const int under = ImGui::IsWindowHovered() ? scene_hit_at(hs.scene, origin, static_cast<float>(hs.scale), ImGui::GetIO().MousePos) : -1;
    std::optional<nim::Move> hover;
    if (under >= 0) {
        const app::Hit& h = hs.scene.hits[static_cast<std::size_t>(under)];
        hover = nim::Move{h.row, a.heaps[h.row], h.index};
    } else if (view.chosen && view.chosen->heap < a.heaps.size()) {
        hover = *view.chosen;
    }
    SceneMarks marks;
    marks.flags.assign(hs.scene.hits.size(), 0);
    if (hover) mark_hits(marks, app::heap_hits(hs.scene, hover->heap, hover->to, a.heaps[hover->heap] - hover->to), SceneMarks::Hot);
    for (std::size_t i = 0; i < a.heaps.size(); ++i)
        if (win_to[i] >= 0)
            mark_hits(marks, app::heap_hits(hs.scene, i, static_cast<std::uint64_t>(win_to[i]), a.heaps[i]), SceneMarks::Winning);
    draw_scene(hs.scene, origin, scale, &marks);
    for (const app::Hit& h : hs.scene.hits) { // where each token went, for the page's JS API
        const ImVec2 c = scene_px(h.centre, origin, scale);
        if (h.row < layout.heaps.size()) layout.heaps[h.row].push_back(TokenSpot{c.x, c.y, static_cast<float>(h.r) * scale});
    }

    std::optional<nim::Move> clicked;
    if (under >= 0) {
        ImGui::SetMouseCursor(ImGuiMouseCursor_Hand);
        ImGui::SetTooltip("Take %llu from heap %zu, leaving %llu", static_cast<unsigned long long>(hover->from - hover->to), hover->heap + 1,
                          static_cast<unsigned long long>(hover->to));
        if (ImGui::IsMouseClicked(ImGuiMouseButton_Left)) clicked = hover;
    }
    if (height > avail.y) ImGui::Dummy(ImVec2(1, height)); // the scrolled content's height
    ImGui::EndChild();
    return clicked;
}

} // namespace gl::ui
