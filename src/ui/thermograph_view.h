// thermograph_view.h - a thermograph drawn on the calculator screen and under every partizan
// position's value (Winning Ways ch. 6): Left's wall on the left, values growing leftwards,
// temperature upwards; the mast, the mean and the temperature marked; zoom; SVG and TikZ export.
#pragma once
#include <string>

#include "cgt/thermograph.h"

namespace gl::ui {

struct AppUi;

struct ThermographView {
    float zoom = 1;          // 1 = fit the panel's width
    std::string status;      // "SVG copied", ...
};

// Draws `t` (of the game printed `title`) with its controls; `id` keeps two views apart.
void thermograph_view(AppUi& ui, const cgt::Thermograph& t, const std::string& title, ThermographView& v, const char* id,
                      float height);

} // namespace gl::ui
