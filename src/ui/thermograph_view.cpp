#include "ui/thermograph_view.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "ui/shared.h"
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

// Zoom and the exports, above the picture.
void thermograph_controls(Shared& sh, const cgt::Thermograph& t, const std::string& title, ThermographView& v, const char* id) {
    if (small_button("-")) v.zoom = std::max(0.25f, v.zoom / 1.5f);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Zoom out");
    mark_widget(sh, (std::string(id) + "-zoom-out").c_str());
    ImGui::SameLine();
    if (small_button("+")) v.zoom = std::min(16.0f, v.zoom * 1.5f);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Zoom in");
    mark_widget(sh, (std::string(id) + "-zoom-in").c_str());
    ImGui::SameLine();
    if (small_button("fit")) v.zoom = 1;
    flow(button_w("Copy SVG"), ImGui::GetStyle().ItemSpacing.x); // a narrow screen: the next row
    if (small_button("Copy SVG")) {
        platform::copy_to_clipboard(cgt::thermograph_svg(t, title));
        v.status = "SVG copied";
    }
    mark_widget(sh, (std::string(id) + "-svg").c_str());
    flow(button_w("Copy TikZ"), ImGui::GetStyle().ItemSpacing.x); // a narrow screen: the next row
    if (small_button("Copy TikZ")) {
        platform::copy_to_clipboard(cgt::thermograph_tikz(t, title));
        v.status = "TikZ copied (\\usepackage{tikz})";
    }
    mark_widget(sh, (std::string(id) + "-tikz").c_str());
    flow(button_w("Download SVG"), ImGui::GetStyle().ItemSpacing.x); // a narrow screen: the next row
    if (small_button("Download SVG")) {
        platform::download(file_name(title, "svg"), "image/svg+xml", cgt::thermograph_svg(t, title));
        v.status = "SVG downloaded";
    }
    mark_widget(sh, (std::string(id) + "-download").c_str());
    if (!v.status.empty()) {
        flow(text_w(v.status.c_str()), ImGui::GetStyle().ItemSpacing.x);
        ImGui::TextColored(colors::n_text, "%s", v.status.c_str());
    }
}

// The picture's frame: the values lo..hi (growing leftwards) by the temperatures tmin..tmax
// (upwards), `unit` pixels to 1 on both axes, inside margins; the labels of the t = 0 line and of
// the temperature stand in the right margin.
struct Plot {
    double temp = 0;                  // the temperature
    double lo = 0, hi = 0, tmin = -1, tmax = 0;
    double unit = 1;
    float margin_l = 0, margin_r = 0, margin_t = 0, margin_b = 0;
    float canvas_w = 0, canvas_h = 0; // the whole picture, margins included
    std::string temp_label;           // "temperature 3/4"
    ImVec2 o;                         // the canvas's top left, pixels
    float X(double value) const { return o.x + margin_l + static_cast<float>((hi - value) * unit); }
    float Y(double tt) const { return o.y + margin_t + static_cast<float>((tmax - tt) * unit); }
};

// The frame that shows every wall point, the mast, and the temperature axis from -1, at the
// view's zoom (1: the panel's width, or `height`).
Plot plot_of(const Shared& sh, const cgt::Thermograph& t, const ThermographView& v, float height, float width = -1) {
    const float s = sh.density;
    Plot p;
    double vmin = to_double(t.mean), vmax = vmin;
    for (const auto* w : {&t.left, &t.right})
        for (const auto& [tt, val] : w->points) {
            vmin = std::min(vmin, to_double(val));
            vmax = std::max(vmax, to_double(val));
        }
    p.temp = to_double(t.temperature);
    // The mast stands a little above the temperature (room for its "mean" label), not so high that
    // the walls get small.
    p.tmax = std::max(p.temp, 0.0) + std::max(1.0, 0.2 * (vmax - vmin + std::max(p.temp, 0.0) + 1));
    p.tmin = -1;
    const double vpad = std::max(0.5, 0.08 * (vmax - vmin));
    p.lo = vmin - vpad, p.hi = vmax + vpad;
    const float avail_w = std::max(200 * s, width > 0 ? width : ImGui::GetContentRegionAvail().x);
    const float base_h = std::max(140 * s, height);
    // The labels of the t = 0 line and of the temperature stand right of the picture, clear of
    // the walls (inside, they crossed Left's wall on a narrow picture).
    p.temp_label = "temperature " + t.temperature.text();
    const float label_w = std::max(ImGui::CalcTextSize(p.temp_label.c_str()).x, ImGui::CalcTextSize("t = 0").x);
    p.margin_l = 16 * s, p.margin_r = label_w + 12 * s, p.margin_t = 18 * s, p.margin_b = 34 * s;
    // Equal units on both axes (walls at 45 degrees, as drawn in Winning Ways) when they fit.
    const double span_v = p.hi - p.lo, span_t = p.tmax - p.tmin;
    p.unit = std::min((avail_w - p.margin_l - p.margin_r) / span_v, (base_h - p.margin_t - p.margin_b) / span_t);
    p.unit *= v.zoom;
    p.canvas_w = static_cast<float>(span_v * p.unit) + p.margin_l + p.margin_r;
    p.canvas_h = static_cast<float>(span_t * p.unit) + p.margin_t + p.margin_b;
    return p;
}

// Text at p, its left (align_x 0), middle (0.5) or right (1) there.
void draw_label(ImDrawList* dl, ImVec2 p, ImU32 col, const std::string& text, float align_x) {
    const ImVec2 size = ImGui::CalcTextSize(text.c_str());
    dl->AddText(ImVec2(p.x - size.x * align_x, p.y), col, text.c_str());
}

// The t = 0 line (the stops lie on it), the t = -1 line with the values' ticks; Left's wall in
// blue and Right's in red from t = -1 up to the temperature; the mast from there up, and the
// temperature and the mean marked.
void draw_thermograph(const Shared& sh, const cgt::Thermograph& t, const Plot& p) {
    const float s = sh.density;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImU32 axis = IM_COL32(150, 150, 155, 255), grid = IM_COL32(225, 225, 230, 255);
    const ImU32 left_col = IM_COL32(35, 90, 190, 255), right_col = IM_COL32(190, 40, 40, 255);
    const ImU32 mast_col = IM_COL32(40, 40, 45, 255), mark_col = IM_COL32(30, 130, 70, 255);
    dl->AddLine(ImVec2(p.X(p.hi), p.Y(0)), ImVec2(p.X(p.lo), p.Y(0)), axis, 1.0f * s);
    dl->AddLine(ImVec2(p.X(p.hi), p.Y(-1)), ImVec2(p.X(p.lo), p.Y(-1)), grid, 1.0f * s);
    // When the temperature line is within a line of t = 0, the two labels go one above the other.
    const float line_h = ImGui::GetTextLineHeight();
    const bool close = std::fabs(p.temp) * p.unit < line_h;
    draw_label(dl, ImVec2(p.X(p.lo) + 6 * s, p.Y(0) - line_h / 2 + (close ? line_h / 2 + 1 * s : 0)), axis, "t = 0", 0);
    char buf[64];
    const double step = std::max(1.0, std::pow(2.0, std::ceil(std::log2(std::max(1e-9, (p.hi - p.lo) / 8)))));
    for (double x = std::ceil(p.lo / step) * step; x <= p.hi; x += step) {
        dl->AddLine(ImVec2(p.X(x), p.Y(-1)), ImVec2(p.X(x), p.Y(-1) + 4 * s), axis, 1.0f * s);
        std::snprintf(buf, sizeof buf, "%g", x == 0 ? 0.0 : x); // ceil(-0.5) is -0: never a "-0" tick
        draw_label(dl, ImVec2(p.X(x), p.Y(-1) + 5 * s), axis, buf, 0.5f);
    }
    for (int k = 0; k < 2; ++k) {
        const cgt::Wall& w = k == 0 ? t.left : t.right;
        for (std::size_t i = 1; i < w.points.size(); ++i)
            dl->AddLine(ImVec2(p.X(to_double(w.points[i - 1].second)), p.Y(to_double(w.points[i - 1].first))),
                        ImVec2(p.X(to_double(w.points[i].second)), p.Y(to_double(w.points[i].first))), k == 0 ? left_col : right_col,
                        2.5f * s);
    }
    const double mean = to_double(t.mean);
    dl->AddLine(ImVec2(p.X(mean), p.Y(std::max(p.temp, -1.0))), ImVec2(p.X(mean), p.Y(p.tmax)), mast_col, 2.5f * s);
    dl->AddLine(ImVec2(p.X(p.hi), p.Y(p.temp)), ImVec2(p.X(p.lo), p.Y(p.temp)), mark_col, 1.0f * s);
    draw_label(dl, ImVec2(p.X(p.lo) + 6 * s, p.Y(p.temp) - line_h / 2 - (close ? line_h / 2 + 1 * s : 0)), mark_col, p.temp_label, 0);
    draw_label(dl, ImVec2(p.X(mean) + 4 * s, p.Y(p.tmax) + 2 * s), mark_col, "mean " + t.mean.text(), 0);
}

// Under the mouse: t and the value, and where each wall stands at that t.
void thermograph_tooltip(const cgt::Thermograph& t, const Plot& p) {
    const ImVec2 m = ImGui::GetIO().MousePos;
    const double value = p.hi - (m.x - p.o.x - p.margin_l) / p.unit, tt = p.tmax - (m.y - p.o.y - p.margin_t) / p.unit;
    ImGui::SetTooltip("t = %.3g, value = %.3g\nLeft's wall (blue) at t: %s\nRight's wall (red) at t: %s", tt, value,
                      tt >= -1 ? t.left.at(cgt::Dyadic::make(static_cast<std::int64_t>(std::lround(tt * 64)), 6)).text().c_str() : "-",
                      tt >= -1 ? t.right.at(cgt::Dyadic::make(static_cast<std::int64_t>(std::lround(tt * 64)), 6)).text().c_str() : "-");
}

} // namespace

float thermograph_height_at(const Shared& sh, const cgt::Thermograph& t, float width, float most) {
    const Plot p = plot_of(sh, t, ThermographView{}, 1e6f, width);
    return std::min(p.canvas_h, most) + ImGui::GetStyle().ScrollbarSize;
}

float thermograph_zoom_w() {
    return button_w("-") + button_w("+") + button_w("fit") + 2 * ImGui::GetStyle().ItemSpacing.x;
}

void thermograph_view(Shared& sh, const cgt::Thermograph& t, const std::string& title, ThermographView& v, const char* id,
                      float height) {
    ImGui::PushID(id);
    thermograph_controls(sh, t, title, v, id);
    if (height <= 0) height = ImGui::GetContentRegionAvail().y + height - ImGui::GetStyle().ScrollbarSize; // the room left
    Plot p = plot_of(sh, t, v, height);
    const float base_h = std::max(140 * sh.density, height);
    ImGui::BeginChild("thermo-canvas", ImVec2(0, std::min(p.canvas_h, base_h) + ImGui::GetStyle().ScrollbarSize),
                      false, ImGuiWindowFlags_HorizontalScrollbar);
    p.o = ImGui::GetCursorScreenPos();
    ImGui::InvisibleButton("thermograph", ImVec2(std::max(p.canvas_w, 1.0f), std::max(p.canvas_h, 1.0f)));
    mark_widget(sh, id);
    draw_thermograph(sh, t, p);
    if (ImGui::IsItemHovered()) thermograph_tooltip(t, p);
    ImGui::EndChild();
    ImGui::PopID();
}

} // namespace gl::ui
