// scene_view.cpp - a board's scene drawn with ImGui (scene_view.h).
#include "ui/scene_view.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <string>

namespace gl::ui {

namespace {

using app::Ink;
using app::Pt;
using app::Shape;

ImU32 colour(Ink k) {
    const app::InkInfo& i = app::ink_info(k);
    return IM_COL32(i.r, i.g, i.b, i.a);
}

// The page's text size in pixels for a scene's size (its font's size, smaller for Small).
float font_px(app::TextSize s) { return ImGui::GetFontSize() * (s == app::TextSize::Small ? 0.85f : 1.0f); }

// A polyline dashed as the exports dash it: on 2.4 widths, off 1.5.
void dashed_polyline(ImDrawList* dl, const std::vector<ImVec2>& pts, ImU32 col, float w) {
    const float on = 2.4f * w, off = 1.5f * w;
    float phase = 0; // distance into the current on+off period
    for (std::size_t k = 1; k < pts.size(); ++k) {
        ImVec2 a = pts[k - 1];
        const ImVec2 b = pts[k];
        float len = std::hypot(b.x - a.x, b.y - a.y);
        const ImVec2 u = len > 0 ? ImVec2((b.x - a.x) / len, (b.y - a.y) / len) : ImVec2(0, 0);
        while (len > 0) {
            const bool drawing = phase < on;
            const float step = std::min(len, drawing ? on - phase : on + off - phase);
            const ImVec2 c(a.x + u.x * step, a.y + u.y * step);
            if (drawing) dl->AddLine(a, c, col, w);
            a = c, len -= step, phase += step;
            if (phase >= on + off) phase = 0;
        }
    }
}

} // namespace

std::function<Pt(std::string_view, app::TextSize, double)> scene_measure(float scale) {
    return [scale](std::string_view t, app::TextSize s, double wrap) {
        const float px = font_px(s);
        const char* b = t.data();
        const ImVec2 v = t.empty() ? ImVec2(0, px)
                                   : ImGui::GetFont()->CalcTextSizeA(px, FLT_MAX, wrap > 0 ? static_cast<float>(wrap) * scale : 0.0f, b, b + t.size());
        return Pt{v.x / scale, v.y / scale};
    };
}

void draw_scene(const app::Scene& sc, ImVec2 origin, float scale, const SceneMarks* marks) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    auto P = [&](Pt p) { return ImVec2(origin.x + static_cast<float>(p.x) * scale, origin.y + static_cast<float>(p.y) * scale); };
    auto L = [&](double len) { return static_cast<float>(len) * scale; };
    const SceneMarks none;
    const SceneMarks& m = marks ? *marks : none;
    for (const Shape& s : sc.shapes) {
        const bool hot = m.has(s.hit, SceneMarks::Hot);
        switch (s.show) {
        case app::Show::Always:
        case app::Show::Page: break;
        case app::Show::Hot: if (!hot) continue; break;
        case app::Show::Winning: if (!m.has(s.hit, SceneMarks::Winning)) continue; break;
        case app::Show::Step: if (!m.has(s.hit, SceneMarks::Step)) continue; break;
        case app::Show::Shade: if (!m.has(s.hit, SceneMarks::Shade)) continue; break;
        case app::Show::Selected: if (!m.has(s.hit, SceneMarks::Selected)) continue; break;
        }
        const Ink over = s.hit >= 0 && static_cast<std::size_t>(s.hit) < m.over.size() ? m.over[static_cast<std::size_t>(s.hit)] : Ink::None;
        Ink fill_ink = s.fill, stroke_ink = s.stroke;
        if (s.hot_fill != Ink::None) fill_ink = hot ? s.hot_fill : over != Ink::None ? over : s.fill;
        if (s.hot_stroke != Ink::None) stroke_ink = hot ? s.hot_stroke : over != Ink::None ? over : s.stroke;
        const ImU32 fill = colour(fill_ink), stroke = colour(stroke_ink);
        const float w = std::max(1.0f, L(s.width));
        switch (s.kind) {
        case Shape::Kind::Rect: {
            const ImVec2 a = P(Pt{std::min(s.pts[0].x, s.pts[1].x), std::min(s.pts[0].y, s.pts[1].y)});
            const ImVec2 b = P(Pt{std::max(s.pts[0].x, s.pts[1].x), std::max(s.pts[0].y, s.pts[1].y)});
            if (fill_ink != Ink::None) dl->AddRectFilled(a, b, fill, L(s.round));
            if (stroke_ink != Ink::None) dl->AddRect(a, b, stroke, L(s.round), 0, w);
            break;
        }
        case Shape::Kind::Circle: {
            const ImVec2 c = P(s.pts[0]);
            const float r = L(s.r);
            if (fill_ink != Ink::None) dl->AddCircleFilled(c, r, fill, 0);
            if (stroke_ink == Ink::None) break;
            if (!s.dashed) {
                dl->AddCircle(c, r, stroke, 0, w);
                break;
            }
            std::vector<ImVec2> pts;
            for (int k = 0; k <= 48; ++k) {
                const float a = static_cast<float>(k) / 48.0f * 6.2831853f;
                pts.emplace_back(c.x + r * std::cos(a), c.y + r * std::sin(a));
            }
            dashed_polyline(dl, pts, stroke, w);
            break;
        }
        case Shape::Kind::Line:
            if (s.dashed) dashed_polyline(dl, {P(s.pts[0]), P(s.pts[1])}, stroke, w);
            else dl->AddLine(P(s.pts[0]), P(s.pts[1]), stroke, w);
            break;
        case Shape::Kind::Curve: {
            const ImVec2 a = P(s.pts[0]), c = P(s.pts[1]), b = P(s.pts[2]);
            if (!s.dashed) {
                dl->AddBezierQuadratic(a, c, b, stroke, w);
                break;
            }
            std::vector<ImVec2> pts;
            for (int k = 0; k <= 24; ++k) {
                const float t = static_cast<float>(k) / 24.0f, u = 1 - t;
                pts.emplace_back(u * u * a.x + 2 * u * t * c.x + t * t * b.x, u * u * a.y + 2 * u * t * c.y + t * t * b.y);
            }
            dashed_polyline(dl, pts, stroke, w);
            break;
        }
        case Shape::Kind::Triangle: dl->AddTriangleFilled(P(s.pts[0]), P(s.pts[1]), P(s.pts[2]), fill); break;
        case Shape::Kind::Text: {
            const float px = font_px(s.size), wrap = s.wrap > 0 ? L(s.wrap) : 0.0f;
            const char* b = s.text.c_str();
            const ImVec2 size = ImGui::GetFont()->CalcTextSizeA(px, FLT_MAX, wrap, b, b + s.text.size());
            const ImVec2 at = P(s.pts[0]);
            const float x = s.anchor == app::Anchor::Start ? at.x : s.anchor == app::Anchor::Middle ? at.x - size.x / 2 : at.x - size.x;
            dl->AddText(ImGui::GetFont(), px, ImVec2(std::round(x), std::round(at.y - px / 2)), fill, b, b + s.text.size(), wrap);
            break;
        }
        }
    }
}

ImVec2 scene_px(Pt p, ImVec2 origin, float scale) {
    return ImVec2(origin.x + static_cast<float>(p.x) * scale, origin.y + static_cast<float>(p.y) * scale);
}

int scene_hit_at(const app::Scene& sc, ImVec2 origin, float scale, ImVec2 mouse, const std::function<bool(std::size_t)>& wanted) {
    return sc.hit_at(Pt{(mouse.x - origin.x) / scale, (mouse.y - origin.y) / scale}, wanted);
}

std::vector<ImVec2> scene_path(const app::Hit& h, ImVec2 origin, float scale) {
    std::vector<ImVec2> out;
    for (const Pt& p : h.path) out.push_back(scene_px(p, origin, scale));
    return out;
}

} // namespace gl::ui
