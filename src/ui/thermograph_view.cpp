#include "ui/thermograph_view.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "ui/app_ui.h"
#include "ui/platform.h"
#include "ui/theme.h"
#include "ui/touch.h"

namespace gl::ui {

namespace {

double to_double(cgt::Dyadic x) { return std::ldexp(static_cast<double>(x.num), -x.exp); }

// The file name for an export: the game's text with unsafe characters dropped.
std::string file_name(const std::string& title, const char* ext) {
    std::string s;
    for (char c : title)
        if (std::isalnum(static_cast<unsigned char>(c))) s += c;
        else if (!s.empty() && s.back() != '_') s += '_';
    if (s.size() > 40) s.resize(40);
    return "thermograph-" + (s.empty() ? std::string("game") : s) + "." + ext;
}

} // namespace

void thermograph_view(AppUi& ui, const cgt::Thermograph& t, const std::string& title, ThermographView& v, const char* id,
                      float height) {
    const float s = ui.density;
    ImGui::PushID(id);
    // Controls: zoom and the exports.
    if (small_button("-")) v.zoom = std::max(0.25f, v.zoom / 1.5f);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Zoom out");
    mark_widget(ui, (std::string(id) + "-zoom-out").c_str());
    ImGui::SameLine();
    if (small_button("+")) v.zoom = std::min(16.0f, v.zoom * 1.5f);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Zoom in");
    mark_widget(ui, (std::string(id) + "-zoom-in").c_str());
    ImGui::SameLine();
    if (small_button("fit")) v.zoom = 1;
    flow(button_w("Copy SVG"), ImGui::GetStyle().ItemSpacing.x); // a narrow screen: the next row
    if (small_button("Copy SVG")) {
        platform::copy_to_clipboard(cgt::thermograph_svg(t, title));
        v.status = "SVG copied";
    }
    mark_widget(ui, (std::string(id) + "-svg").c_str());
    flow(button_w("Copy TikZ"), ImGui::GetStyle().ItemSpacing.x); // a narrow screen: the next row
    if (small_button("Copy TikZ")) {
        platform::copy_to_clipboard(cgt::thermograph_tikz(t, title));
        v.status = "TikZ copied (\\usepackage{tikz})";
    }
    mark_widget(ui, (std::string(id) + "-tikz").c_str());
    flow(button_w("Download SVG"), ImGui::GetStyle().ItemSpacing.x); // a narrow screen: the next row
    if (small_button("Download SVG")) {
        platform::download(file_name(title, "svg"), "image/svg+xml", cgt::thermograph_svg(t, title));
        v.status = "SVG downloaded";
    }
    mark_widget(ui, (std::string(id) + "-download").c_str());
    if (!v.status.empty()) {
        flow(text_w(v.status.c_str()), ImGui::GetStyle().ItemSpacing.x);
        ImGui::TextColored(colors::n_text, "%s", v.status.c_str());
    }

    // The picture's extent: every wall point, the mast, and the temperature axis from -1.
    double vmin = to_double(t.mean), vmax = vmin;
    for (const auto* w : {&t.left, &t.right})
        for (const auto& [tt, val] : w->points) {
            vmin = std::min(vmin, to_double(val));
            vmax = std::max(vmax, to_double(val));
        }
    const double temp = to_double(t.temperature);
    const double tmax = std::max(temp, 0.0) + std::max(1.0, 0.35 * (vmax - vmin + std::max(temp, 0.0) + 1));
    const double tmin = -1;
    const double vpad = std::max(0.5, 0.08 * (vmax - vmin));
    const double lo = vmin - vpad, hi = vmax + vpad;

    const float avail_w = std::max(200 * s, ImGui::GetContentRegionAvail().x);
    const float base_h = std::max(140 * s, height);
    // The labels of the t = 0 line and of the temperature stand right of the picture, clear of
    // the walls (inside, they crossed Left's wall on a narrow picture).
    const std::string temp_label = "temperature " + t.temperature.text();
    const float label_w = std::max(ImGui::CalcTextSize(temp_label.c_str()).x, ImGui::CalcTextSize("t = 0").x);
    const float margin_l = 16 * s, margin_r = label_w + 12 * s, margin_t = 18 * s, margin_b = 34 * s;
    // Equal units on both axes (walls at 45 degrees, as drawn in Winning Ways) when they fit.
    const double span_v = hi - lo, span_t = tmax - tmin;
    double unit = std::min((avail_w - margin_l - margin_r) / span_v, (base_h - margin_t - margin_b) / span_t);
    unit *= v.zoom;
    const float canvas_w = static_cast<float>(span_v * unit) + margin_l + margin_r;
    const float canvas_h = static_cast<float>(span_t * unit) + margin_t + margin_b;

    ImGui::BeginChild("thermo-canvas", ImVec2(0, std::min(canvas_h, base_h) + ImGui::GetStyle().ScrollbarSize),
                      false, ImGuiWindowFlags_HorizontalScrollbar);
    const ImVec2 o = ImGui::GetCursorScreenPos();
    ImGui::InvisibleButton("thermograph", ImVec2(std::max(canvas_w, 1.0f), std::max(canvas_h, 1.0f)));
    mark_widget(ui, id);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    auto X = [&](double value) { return o.x + margin_l + static_cast<float>((hi - value) * unit); }; // values grow leftwards
    auto Y = [&](double tt) { return o.y + margin_t + static_cast<float>((tmax - tt) * unit); };
    const ImU32 axis = IM_COL32(150, 150, 155, 255), grid = IM_COL32(225, 225, 230, 255);
    const ImU32 left_col = IM_COL32(35, 90, 190, 255), right_col = IM_COL32(190, 40, 40, 255);
    const ImU32 mast_col = IM_COL32(40, 40, 45, 255), mark_col = IM_COL32(30, 130, 70, 255);
    // The t = 0 line (the stops lie on it) and the t axis at the mean.
    dl->AddLine(ImVec2(X(hi), Y(0)), ImVec2(X(lo), Y(0)), axis, 1.0f * s);
    dl->AddLine(ImVec2(X(hi), Y(-1)), ImVec2(X(lo), Y(-1)), grid, 1.0f * s);
    char buf[64];
    auto label = [&](ImVec2 p, ImU32 col, const std::string& text, float align_x) {
        const ImVec2 size = ImGui::CalcTextSize(text.c_str());
        dl->AddText(ImVec2(p.x - size.x * align_x, p.y), col, text.c_str());
    };
    // When the temperature line is within a line of t = 0, the two labels go one above the other.
    const float line_h = ImGui::GetTextLineHeight();
    const bool close = std::fabs(temp) * unit < line_h;
    label(ImVec2(X(lo) + 6 * s, Y(0) - line_h / 2 + (close ? line_h / 2 + 1 * s : 0)), axis, "t = 0", 0);
    // Integer ticks of value along the bottom.
    const double step = std::max(1.0, std::pow(2.0, std::ceil(std::log2(std::max(1e-9, span_v / 8)))));
    for (double x = std::ceil(lo / step) * step; x <= hi; x += step) {
        dl->AddLine(ImVec2(X(x), Y(-1)), ImVec2(X(x), Y(-1) + 4 * s), axis, 1.0f * s);
        std::snprintf(buf, sizeof buf, "%g", x);
        label(ImVec2(X(x), Y(-1) + 5 * s), axis, buf, 0.5f);
    }
    // The walls: Left's in blue, Right's in red, from t = -1 up to the temperature.
    for (int k = 0; k < 2; ++k) {
        const cgt::Wall& w = k == 0 ? t.left : t.right;
        for (std::size_t i = 1; i < w.points.size(); ++i)
            dl->AddLine(ImVec2(X(to_double(w.points[i - 1].second)), Y(to_double(w.points[i - 1].first))),
                        ImVec2(X(to_double(w.points[i].second)), Y(to_double(w.points[i].first))), k == 0 ? left_col : right_col,
                        2.5f * s);
    }
    // The mast, from the temperature up, and the marks.
    const double mean = to_double(t.mean);
    dl->AddLine(ImVec2(X(mean), Y(std::max(temp, -1.0))), ImVec2(X(mean), Y(tmax)), mast_col, 2.5f * s);
    dl->AddLine(ImVec2(X(hi), Y(temp)), ImVec2(X(lo), Y(temp)), mark_col, 1.0f * s);
    label(ImVec2(X(lo) + 6 * s, Y(temp) - line_h / 2 - (close ? line_h / 2 + 1 * s : 0)), mark_col, temp_label, 0);
    label(ImVec2(X(mean) + 4 * s, Y(tmax) + 2 * s), mark_col, "mean " + t.mean.text(), 0);
    if (ImGui::IsItemHovered()) {
        const ImVec2 m = ImGui::GetIO().MousePos;
        const double value = hi - (m.x - o.x - margin_l) / unit, tt = tmax - (m.y - o.y - margin_t) / unit;
        ImGui::SetTooltip("t = %.3g, value = %.3g\nLeft's wall (blue) at t: %s\nRight's wall (red) at t: %s", tt, value,
                          tt >= -1 ? t.left.at(cgt::Dyadic::make(static_cast<std::int64_t>(std::lround(tt * 64)), 6)).text().c_str() : "-",
                          tt >= -1 ? t.right.at(cgt::Dyadic::make(static_cast<std::int64_t>(std::lround(tt * 64)), 6)).text().c_str() : "-");
    }
    ImGui::EndChild();
    ImGui::PopID();
}

} // namespace gl::ui
