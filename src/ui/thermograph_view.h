// thermograph_view.h - a thermograph drawn on the calculator screen and under every partizan
// position's value (Winning Ways ch. 6): Left's wall on the left, values growing leftwards,
// temperature upwards; the mast, the mean and the temperature marked; zoom; SVG and TikZ export.
#pragma once
#include <string>

#include "cgt/thermograph.h"

namespace gl::ui {

struct Shared;

struct ThermographView {
    float zoom = 1;          // 1 = fit the panel's width
    std::string status;      // "SVG copied", ...
};

// Draws `t` (of the game printed `title`) with its controls; `id` keeps two views apart. The
// picture is at most `height` tall; height <= 0: the room left under the controls less -height.
void thermograph_view(Shared& sh, const cgt::Thermograph& t, const std::string& title, ThermographView& v, const char* id,
                      float height);
// The height of the picture (without its controls) when it fills `width` at zoom 1, at most
// `most`: what an embed=thermograph frame would like to be (its frame is sized to it).
float thermograph_height_at(const Shared& sh, const cgt::Thermograph& t, float width, float most);
// The width of the controls' first row ("-", "+", "fit"): an embed puts them beside the title.
float thermograph_zoom_w();

} // namespace gl::ui
