// scene_view.h - a board's scene (app/scene.h) drawn with ImGui: the page's back end of the one
// picture the exports write as SVG and TikZ. Grid units become pixels at `scale` from `origin`;
// text keeps the page's font size whatever the scale (a small board's labels stay readable), and
// the scene is laid out with that font's sizes (scene_measure). The play's state comes as marks
// per hit: a hot cell takes its hot colours and shows its Show::Hot shapes, a winning one its ring.
#pragma once
#include <imgui.h>

#include <functional>
#include <string_view>
#include <vector>

#include "app/scene.h"

namespace gl::ui {

// Per hit of the scene (Scene::hits): under the pointer or part of the move under it; starts a
// winning move while the page shows them.
struct SceneMarks {
    std::vector<char> hot, winning;
};

// Text sizes of the page's font in grid units at `scale` pixels a unit, for board_scene.
std::function<app::Pt(std::string_view, app::TextSize, double)> scene_measure(float scale);

// Draws `sc` into the current window's draw list (marks: null on a scene without play).
void draw_scene(const app::Scene& sc, ImVec2 origin, float scale, const SceneMarks* marks);

} // namespace gl::ui
