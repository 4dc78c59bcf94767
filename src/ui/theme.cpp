#include "ui/theme.h"

#include <algorithm>
#include <cstdio>

namespace gl::ui {

namespace {
bool file_exists(const char* path) {
    if (std::FILE* f = std::fopen(path, "rb")) { std::fclose(f); return true; }
    return false;
}
} // namespace

std::string apply_theme(float density, Fonts& fonts, bool touch) {
    ImGuiIO& io = ImGui::GetIO();
    io.Fonts->Clear();
    fonts = Fonts{}; // Clear() freed the old fonts
    std::string problem;
    ImFontConfig cfg;
    cfg.OversampleH = 2;
    cfg.PixelSnapH = false;
    // Latin-1 plus the few symbols the text uses: dashes and ellipsis, arrows, mathematical
    // operators (⊕ ∪ ≤ ≥ ≠ − ∈ ∅).
    // The build cuts the TTFs down to these same ranges (GL_FONT_CHARS in CMakeLists.txt).
    static const ImWchar ranges[] = {0x0020, 0x00FF, 0x0370, 0x03FF, 0x2010, 0x2027, 0x2070, 0x209F, 0x2190, 0x2193, 0x2200, 0x22FF, 0x2308, 0x230B, 0x25A0, 0x25CF, 0x2713, 0x2717, 0};
    if (file_exists("/fonts/ui.ttf") && file_exists("/fonts/mono.ttf")) {
        fonts.body = io.Fonts->AddFontFromFileTTF("/fonts/ui.ttf", 17.0f * density, &cfg, ranges);
        fonts.mono = io.Fonts->AddFontFromFileTTF("/fonts/mono.ttf", 17.0f * density, &cfg, ranges);
        fonts.title = io.Fonts->AddFontFromFileTTF("/fonts/ui.ttf", 26.0f * density, &cfg, ranges);
    }
    if (!fonts.body || !fonts.mono || !fonts.title) {
        problem = "the UI font could not be loaded; using ImGui's built-in font";
        ImFontConfig small;
        small.SizePixels = 13.0f * density;
        fonts.body = fonts.mono = fonts.title = io.Fonts->AddFontDefault(&small);
    }
    io.FontDefault = fonts.body;
    apply_style(density, touch);
    return problem;
}

void apply_style(float density, bool touch) {
    ImGuiStyle style;
    ImGui::StyleColorsLight(&style);
    style.WindowPadding = ImVec2(14, 12);
    style.FramePadding = ImVec2(9, 5);
    style.ItemSpacing = ImVec2(10, 8);
    style.ItemInnerSpacing = ImVec2(7, 5);
    style.CellPadding = ImVec2(7, 3);
    style.FrameRounding = 5;
    style.ChildRounding = 6;
    style.GrabRounding = 5;
    style.WindowRounding = 0;
    style.ScrollbarSize = 16;
    style.FrameBorderSize = 1;
    if (touch) {
        // A finger needs targets of about 40 CSS pixels: buttons, boxes, lists and fields 41 px
        // tall (a 17 px line and 12 px above and below), rows of a list 40 px apart (touch_list),
        // scrollbars wide enough to hold.
        style.FramePadding = ImVec2(12, 12);
        style.ItemSpacing = ImVec2(10, 10);
        style.ItemInnerSpacing = ImVec2(9, 6);
        style.ScrollbarSize = 22;
        style.GrabMinSize = 30;
        style.WindowPadding = ImVec2(12, 10);
    }
    ImVec4* c = style.Colors;
    c[ImGuiCol_WindowBg] = ImVec4(0.975f, 0.970f, 0.955f, 1);
    c[ImGuiCol_ChildBg] = ImVec4(1, 1, 1, 1);
    c[ImGuiCol_Border] = ImVec4(0.80f, 0.78f, 0.74f, 1);
    c[ImGuiCol_Text] = ImVec4(0.13f, 0.13f, 0.15f, 1);
    c[ImGuiCol_Button] = ImVec4(0.90f, 0.88f, 0.84f, 1);
    c[ImGuiCol_ButtonHovered] = ImVec4(0.98f, 0.83f, 0.60f, 1);
    c[ImGuiCol_ButtonActive] = ImVec4(0.95f, 0.72f, 0.42f, 1);
    c[ImGuiCol_FrameBg] = ImVec4(1, 1, 1, 1);
    c[ImGuiCol_FrameBgHovered] = ImVec4(1, 0.96f, 0.88f, 1);
    c[ImGuiCol_CheckMark] = ImVec4(0.55f, 0.33f, 0.08f, 1);
    c[ImGuiCol_Header] = ImVec4(0.98f, 0.88f, 0.70f, 1);
    c[ImGuiCol_HeaderHovered] = ImVec4(0.98f, 0.83f, 0.60f, 1);
    c[ImGuiCol_TableHeaderBg] = ImVec4(0.93f, 0.91f, 0.87f, 1);
    c[ImGuiCol_TableBorderLight] = ImVec4(0.86f, 0.84f, 0.80f, 1);
    // ImGui's own 2-pixel focus ring is hidden: the page draws a thicker one (app_ui.cpp, focus_ring).
    c[ImGuiCol_NavHighlight] = ImVec4(0.09f, 0.32f, 0.77f, 0.0f);
    style.ScaleAllSizes(density);
    ImGui::GetStyle() = style;
}

} // namespace gl::ui

namespace gl::ui {

void push_touch_list(float density, bool touch) {
    const ImGuiStyle& st = ImGui::GetStyle();
    const float row = touch ? std::max(40.0f * density, ImGui::GetTextLineHeight() + st.ItemSpacing.y) : 0;
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing,
                        ImVec2(st.ItemSpacing.x, touch ? row - ImGui::GetTextLineHeight() : st.ItemSpacing.y));
}

} // namespace gl::ui
