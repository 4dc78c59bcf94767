// theme.h - fonts, colours and sizes of the UI, scaled for the screen's pixel density.
#pragma once
#include <imgui.h>

#include <string>

namespace gl::ui {

struct Fonts {
    ImFont* body = nullptr;  // DejaVu Sans, 17 px at density 1
    ImFont* mono = nullptr;  // DejaVu Sans Mono: binary columns
    ImFont* title = nullptr; // DejaVu Sans, larger: the Grundy value and headings
};

// Palette shared by the panels (light theme: the page is meant to sit in lecture notes).
namespace colors {
inline constexpr ImU32 token = IM_COL32(214, 148, 62, 255);
inline constexpr ImU32 token_edge = IM_COL32(140, 88, 28, 255);
inline constexpr ImU32 token_take = IM_COL32(222, 84, 72, 255);   // would be taken by this click
inline constexpr ImU32 winning = IM_COL32(30, 150, 80, 255);      // part of a winning move
inline constexpr ImU32 heap_base = IM_COL32(120, 110, 100, 255);
inline const ImVec4 p_text{0.70f, 0.16f, 0.14f, 1};           // P-position (player to move loses)
inline const ImVec4 n_text{0.10f, 0.52f, 0.27f, 1};           // N-position (player to move wins)
inline const ImVec4 muted{0.38f, 0.38f, 0.42f, 1};
inline const ImVec4 error_bg{0.99f, 0.91f, 0.89f, 1};
inline const ImVec4 error_text{0.62f, 0.10f, 0.08f, 1};
inline constexpr ImU32 odd_column = IM_COL32(255, 226, 150, 255); // a column with an odd number of 1s
inline constexpr ImU32 p_cell = IM_COL32(214, 232, 250, 255);     // a table cell with G(n) = 0
inline const ImVec4 exception_text{0.80f, 0.30f, 0.00f, 1};       // an exception to the period
inline constexpr ImU32 plot_common = IM_COL32(40, 90, 170, 255);
inline constexpr ImU32 plot_rare = IM_COL32(210, 50, 40, 255);
} // namespace colors

// Loads the TTF fonts at `density` (device pixels per CSS pixel) and styles ImGui for it.
// Returns an empty string, or why the TTF could not be used (the built-in font is used then).
// touch: the style for fingers (apply_style).
std::string apply_theme(float density, Fonts& fonts, bool touch = false);
// Sizes and colours only; touch: controls about 40 CSS pixels tall, for fingers (ui/touch.h).
void apply_style(float density, bool touch);
// Inside a list that opens from a control (a combo's popup): its rows 40 CSS pixels apart when
// touch is in use, so that each is a finger's target. Pop with ImGui::PopStyleVar().
void push_touch_list(float density, bool touch);

} // namespace gl::ui
