// scene_view.h - a board's scene (app/scene.h) drawn with ImGui: the page's back end of the one
// picture the exports write as SVG and TikZ. Grid units become pixels at `scale` from `origin`;
// text keeps the page's font size whatever the scale (a small board's labels stay readable), and
// the scene is laid out with that font's sizes (scene_measure). The play's state comes as marks
// per hit: a hot cell takes its hot colours and shows its Show::Hot shapes, a winning one its ring.
#pragma once
#include <imgui.h>

#include <cstdint>
#include <functional>
#include <string_view>
#include <vector>

#include "app/scene.h"

namespace gl::ui {

// The play's marks per hit of the scene (Scene::hits), as bits: hot (under the pointer, or part
// of the move under it), winning (starts a winning move, while the page shows them), part of the
// analysis step shown, shaded by it, selected. `over`, if given: a colour that replaces a hit's
// shapes' own where they have a hot colour (a vertex a selected token can reach, an edge that
// falls with the move under the pointer); Ink::None for none.
struct SceneMarks {
    enum : std::uint8_t { Hot = 1, Winning = 2, Step = 4, Shade = 8, Selected = 16 };
    std::vector<std::uint8_t> flags;
    std::vector<app::Ink> over;
    bool has(int hit, std::uint8_t bit) const {
        return hit >= 0 && static_cast<std::size_t>(hit) < flags.size() && (flags[static_cast<std::size_t>(hit)] & bit);
    }
};

// Text sizes of the page's font in grid units at `scale` pixels a unit, for board_scene.
std::function<app::Pt(std::string_view, app::TextSize, double)> scene_measure(float scale);

// Draws `sc` into the current window's draw list (marks: null on a scene without play).
void draw_scene(const app::Scene& sc, ImVec2 origin, float scale, const SceneMarks* marks);

// A hit's place in pixels, and its path (an edge's) as a polyline in pixels.
ImVec2 scene_px(app::Pt p, ImVec2 origin, float scale);
// The hit of `sc` drawn at `origin` and `scale` under the pixel `mouse` (Scene::hit_at), or -1.
int scene_hit_at(const app::Scene& sc, ImVec2 origin, float scale, ImVec2 mouse, const std::function<bool(std::size_t)>& wanted = {});
std::vector<ImVec2> scene_path(const app::Hit& h, ImVec2 origin, float scale);

} // namespace gl::ui
