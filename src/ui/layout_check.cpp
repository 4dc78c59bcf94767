// layout_check.cpp - ImGui 1.86's test-engine item hooks, used to find controls cut off by their
// panel (see layout_check.h). Reads ImGui's internal window state (imgui_internal.h).
#include "ui/layout_check.h"

#include <imgui_internal.h>

#include <algorithm>
#include <cstdarg>

namespace gl::ui {

namespace {

struct Check {
    int frame = -1;                     // the frame whose items `found` holds
    bool enabled_seen = false;          // a frame has been drawn with the check on
    ImGuiID last_id = 0;                // the item last found cut off (its label follows)
    std::vector<LayoutProblem> found;
};

Check& state() {
    static Check c;
    return c;
}

ImVec4 rect_of(const ImRect& r) { return ImVec4(r.Min.x, r.Min.y, r.GetWidth(), r.GetHeight()); }

} // namespace

void layout_check_enable(bool on) {
    if (ImGui::GetCurrentContext()) ImGui::GetCurrentContext()->TestEngineHookItems = on;
    if (!on) state() = Check{};
}

std::vector<LayoutProblem> layout_problems(bool& checked) {
    Check& c = state();
    checked = c.enabled_seen;
    std::vector<LayoutProblem> out = c.found;
    ImGuiContext* g = ImGui::GetCurrentContext();
    if (!g || !checked) return out;
    const ImRect screen(ImVec2(0, 0), g->IO.DisplaySize);
    for (ImGuiWindow* w : g->Windows) { // the dialogs, menus and popups on screen
        if (!w->Active || w->Hidden || (w->Flags & (ImGuiWindowFlags_ChildWindow | ImGuiWindowFlags_Tooltip))) continue;
        const ImRect r = w->Rect();
        if (r.Min.x < screen.Min.x - 1 || r.Min.y < screen.Min.y - 1 || r.Max.x > screen.Max.x + 1 || r.Max.y > screen.Max.y + 1)
            out.push_back(LayoutProblem{w->Name, "(the window)", rect_of(r), rect_of(screen)});
    }
    return out;
}

} // namespace gl::ui

using gl::ui::LayoutProblem;

// Every item with an id, as ImGui adds it (before its own clipping test), in the window being drawn.
void ImGuiTestEngineHook_ItemAdd(ImGuiContext* ctx, const ImRect& bb, ImGuiID id) {
    auto& c = gl::ui::state();
    if (c.frame != ctx->FrameCount) {
        c.frame = ctx->FrameCount;
        c.found.clear();
        c.enabled_seen = true;
    }
    ImGuiWindow* w = ctx->CurrentWindow;
    if (!w || (w->Flags & ImGuiWindowFlags_Tooltip) || bb.GetWidth() <= 0 || bb.GetHeight() <= 0) return;
    // A window's title bar (its close and collapse buttons), scroll bars and resize grips are items, drawn
    // beside its inside; the window itself is checked against the screen (layout_problems).
    if (!(w->Flags & ImGuiWindowFlags_NoTitleBar) && w->TitleBarRect().Contains(bb)) return;
    if (id == ImGui::GetWindowScrollbarID(w, ImGuiAxis_X) || id == ImGui::GetWindowScrollbarID(w, ImGuiAxis_Y)) return;
    for (int n = 0; n < 4; ++n) // and a dialog's resize grips and borders, on its edge
        if (id == ImGui::GetWindowResizeCornerID(w, n) || id == ImGui::GetWindowResizeBorderID(w, static_cast<ImGuiDir>(n))) return;
    // The window's own inside (not cut by its parent's: a child scrolled partly out of a panel
    // that scrolls is not cut off; the child itself, an item of its parent, is checked there),
    // and sideways within a table's column (a header cell spans the column's padding too).
    ImRect clip = w->InnerRect;
    if (ctx->CurrentTable) {
        clip.Min.x = std::max(clip.Min.x, w->ClipRect.Min.x - ctx->Style.CellPadding.x);
        clip.Max.x = std::min(clip.Max.x, w->ClipRect.Max.x + ctx->Style.CellPadding.x);
    }
    const float slack = 1.5f;        // rounding of the clip rectangle to whole pixels
    const bool sideways = bb.Min.x < clip.Min.x - slack || bb.Max.x > clip.Max.x + slack;
    const bool updown = bb.Min.y < clip.Min.y - slack || bb.Max.y > clip.Max.y + slack;
    // A panel that scrolls that way shows the rest: sideways only with a scroll bar to show it
    // (nobody scrolls a row of buttons sideways with the wheel), up and down by a scroll bar or
    // by the wheel and a finger (the page on a phone: ScrollMax from the last frame's content).
    const bool scrolls_y = w->ScrollbarY || (w->ScrollMax.y > 0 && !(w->Flags & ImGuiWindowFlags_NoScrollWithMouse));
    const bool cut = (sideways && !w->ScrollbarX) || (updown && !scrolls_y);
    if (!cut) return;
    c.found.push_back(LayoutProblem{w->Name, "", gl::ui::rect_of(bb), gl::ui::rect_of(clip)});
    c.last_id = id;
}

// The label of the item just added: kept for the problem found on it.
void ImGuiTestEngineHook_ItemInfo(ImGuiContext*, ImGuiID id, const char* label, ImGuiItemStatusFlags) {
    auto& c = gl::ui::state();
    if (label && id == c.last_id && !c.found.empty() && c.found.back().label.empty()) c.found.back().label = label;
}

void ImGuiTestEngineHook_Log(ImGuiContext*, const char*, ...) {}

const char* ImGuiTestEngine_FindItemDebugLabel(ImGuiContext*, ImGuiID) { return nullptr; }
