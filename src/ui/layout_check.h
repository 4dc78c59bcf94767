// layout_check.h - a test hook that finds controls cut off by their panel (issue 40: "no control
// lies outside its panel" at 1024 × 768, 1280 × 800 and 390 × 844).
//
// Dear ImGui draws on a canvas, so a browser test cannot see a clipped button. ImGui 1.86 calls
// ImGuiTestEngineHook_ItemAdd for every item with an id (buttons, check boxes, fields, combos,
// child panels) when IMGUI_ENABLE_TEST_ENGINE is defined and the context's TestEngineHookItems is
// set; layout_check.cpp implements that hook. Off until a test asks (the page's JS API,
// GrundyLab.layoutProblems()), so the page pays one test of a bool per item.
//
// A control is cut off when its rectangle crosses its panel's clipping rectangle (the window's,
// or a table column's) sideways in a panel without a horizontal scroll bar, or up or down in one
// that cannot scroll up and down (a scroll bar, or content past its foot that the wheel and a
// finger scroll to: the page on a phone).
// A top-level window (a dialog) is cut off when it crosses the screen.
#pragma once
#include <imgui.h>

#include <string>
#include <vector>

namespace gl::ui {

struct LayoutProblem {
    std::string window; // the panel's ImGui name ("Grundy Lab/boards_1A2B3C4D" for a child)
    std::string label;  // the control's label when ImGui gives one ("Go", "##code"), else ""
    ImVec4 item;        // the control (or the dialog): x, y, w, h, framebuffer pixels
    ImVec4 clip;        // the panel's visible rectangle (or the screen), the same way
};

// Starts (or stops) checking every item as it is added; the frame after, layout_problems() holds
// that frame's findings.
void layout_check_enable(bool on);
// The problems found in the last frame drawn with the check on (and the dialogs crossing the
// screen), or false in `checked` if no frame has been drawn with it on yet.
std::vector<LayoutProblem> layout_problems(bool& checked);

} // namespace gl::ui
