#include "ui/touch.h"

#include <imgui.h>
#include <imgui_internal.h> // windows, their scrolling and the edited field's state (ImGui 1.86)

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <deque>
#include <string>
#include <vector>

#include "ui/platform.h"

namespace gl::ui {

namespace {

// stb_textedit's "delete the selection" key as ImGui 1.86 defines it (imgui_widgets.cpp,
// STB_TEXTEDIT_K_DELETE): the text box's new text replaces the field's whole text.
constexpr int kStbDelete = 0x200008;

enum class Mode : std::uint8_t {
    Idle,     // no finger
    Pending,  // a finger down that has not moved far: a tap if lifted now
    Panning,  // a swipe: it scrolls the panel it started in
    Dragging, // the finger is the mouse, held down (a scrollbar, a board that takes drags)
};

// The mouse as ImGui sees it on one frame.
struct Step {
    ImVec2 pos;
    bool down = false;
};

struct Sample {
    ImVec2 pos;
    double ms = 0;
};

struct Field {
    ImGuiID id = 0;
    ImRect rect; // as seen (clipped by its window)
    ImGuiWindow* window = nullptr;
};

struct TouchState {
    bool on = false;    // the finger is the mouse (until a real mouse is used)
    bool style = false; // the touch style (a coarse pointer, or a finger seen): sticky
    bool style_due = false; // a finger was seen: the touch style once this touch is over (a tap
                            // lands on the layout it was aimed at)
    Mode mode = Mode::Idle;
    ImVec2 start, last;
    std::deque<Step> steps;           // presses and releases still to be shown, one per frame
    ImVec2 pan{0, 0};                 // scrolling still to apply (framebuffer pixels)
    ImGuiWindow* pan_window = nullptr; // the innermost window the swipe started in
    ImGuiWindow* latched = nullptr;    // the window the swipe scrolls (swipe_target), once it moves
    std::vector<Sample> samples;      // the swipe's last moves, for its speed
    ImVec2 velocity{0, 0};            // inertia: framebuffer pixels per ms, or zero
    float density = 1;
    std::vector<ImGuiWindow*> drag_windows, drag_windows_next;
    std::vector<Field> fields, fields_next;
    // The text box.
    ImGuiID box_for = 0;      // the field it stands in for
    bool box_tapped = false;  // a tap on a field gave it the focus; the field is still to be activated
    bool composing = false;   // an input method is composing in it
    std::string box_text;     // its text, as last sent to it or read from it
    bool sel_pending = false; // its selection, to give the field once the field holds its text
    int sel_start = 0, sel_end = 0;
    int held_key = -1;        // a key typed in it, held down for ImGui this frame (its KeysDown index)
};

TouchState& T() {
    static TouchState t;
    return t;
}

float dist(ImVec2 a, ImVec2 b) { return std::hypot(a.x - b.x, a.y - b.y); }

// The window a finger at p is on, as ImGui finds the hovered window (drawn last frame).
ImGuiWindow* window_at(ImVec2 p) {
    ImGuiContext& g = *GImGui;
    for (int i = g.Windows.Size - 1; i >= 0; --i) {
        ImGuiWindow* w = g.Windows[i];
        if (!w->Active || w->Hidden || (w->Flags & ImGuiWindowFlags_NoMouseInputs)) continue;
        if (w->OuterRectClipped.Contains(p)) return w;
    }
    return nullptr;
}

ImGuiWindow* parent_of(ImGuiWindow* w) { return (w->Flags & ImGuiWindowFlags_ChildWindow) ? w->ParentWindow : nullptr; }

// A scrollbar of w or of a window around it under p (a finger's width of slack towards the
// content): the point inside the scrollbar to press.
bool scrollbar_at(ImGuiWindow* w, ImVec2 p, float slack, ImVec2& press) {
    for (; w; w = parent_of(w)) {
        if (w->ScrollbarY) {
            ImRect r = ImGui::GetWindowScrollbarRect(w, ImGuiAxis_Y);
            ImRect hit = r;
            hit.Min.x -= slack;
            if (hit.Contains(p)) {
                press = ImVec2(std::clamp(p.x, r.Min.x + 1, r.Max.x - 1), p.y);
                return true;
            }
        }
        if (w->ScrollbarX) {
            ImRect r = ImGui::GetWindowScrollbarRect(w, ImGuiAxis_X);
            ImRect hit = r;
            hit.Min.y -= slack;
            if (hit.Contains(p)) {
                press = ImVec2(p.x, std::clamp(p.y, r.Min.y + 1, r.Max.y - 1));
                return true;
            }
        }
    }
    return false;
}

bool scrolls(const ImGuiWindow* w) { return !(w->Flags & ImGuiWindowFlags_NoScrollWithMouse); } // a board: the panel around it scrolls

// The window a swipe by d scrolls, from the innermost one under the finger outwards: the first
// that can move that way. A swipe keeps to it (scroll latching, as browsers do): a panel at its end
// does not hand the rest of the swipe to the page.
ImGuiWindow* swipe_target(ImGuiWindow* w, ImVec2 d) {
    const bool along_y = std::fabs(d.y) >= std::fabs(d.x);
    for (; w; w = parent_of(w)) {
        if (!scrolls(w)) continue;
        const float want = along_y ? d.y : d.x, now = along_y ? w->Scroll.y : w->Scroll.x, max = along_y ? w->ScrollMax.y : w->ScrollMax.x;
        if ((want > 0 && now < max) || (want < 0 && now > 0)) return w;
    }
    return nullptr;
}

// Scrolls w by d (framebuffer pixels, + shows what is further down or right). Returns what it could not take.
ImVec2 scroll_by(ImGuiWindow* w, ImVec2 d) {
    if (w && scrolls(w)) {
        for (int axis = 0; axis < 2; ++axis) {
            float& want = axis == 0 ? d.x : d.y;
            if (want == 0) continue;
            const float target = axis == 0 ? w->ScrollTarget.x : w->ScrollTarget.y;
            const float now = target < FLT_MAX ? target : (axis == 0 ? w->Scroll.x : w->Scroll.y);
            const float max = axis == 0 ? w->ScrollMax.x : w->ScrollMax.y;
            const float next = std::clamp(now + want, 0.0f, std::max(max, 0.0f));
            if (next == now) continue;
            if (axis == 0) ImGui::SetScrollX(w, next);
            else ImGui::SetScrollY(w, next);
            want -= next - now;
        }
    }
    return d;
}

const Field* field_at(ImVec2 p) {
    const TouchState& t = T();
    ImGuiWindow* w = window_at(p);
    for (const Field& f : t.fields)
        if (f.window == w && f.rect.Contains(p)) return &f;
    return nullptr;
}

bool contains(const std::vector<ImGuiWindow*>& v, ImGuiWindow* w) { return std::find(v.begin(), v.end(), w) != v.end(); }

// The field being edited, unless read-only (no keyboard is needed to read).
ImGuiInputTextState* edited_field() {
    ImGuiContext& g = *GImGui;
    if (g.ActiveId == 0 || g.InputTextState.ID != g.ActiveId) return nullptr;
    if (g.InputTextState.Flags & ImGuiInputTextFlags_ReadOnly) return nullptr;
    return &g.InputTextState;
}

std::string field_text(const ImGuiInputTextState& st) {
    std::string out(static_cast<std::size_t>(st.CurLenW) * 4 + 1, '\0');
    const int n = ImTextStrToUtf8(out.data(), static_cast<int>(out.size()), st.TextW.Data, st.TextW.Data + st.CurLenW);
    out.resize(static_cast<std::size_t>(n));
    return out;
}

} // namespace

bool touch_event(TouchKind kind, float x, float y, double ms) {
    TouchState& t = T();
    const ImVec2 p(x, y);
    const float s = t.density;
    const float slop = 10 * s; // a finger moving less than this is still a tap
    switch (kind) {
    case TouchKind::Start: {
        if (t.mode != Mode::Idle) return false; // a second finger
        t.on = true;
        if (!t.style) t.style_due = true;
        t.velocity = ImVec2(0, 0);
        t.pan = ImVec2(0, 0);
        t.samples.assign(1, Sample{p, ms});
        t.start = t.last = p;
        ImGuiWindow* w = window_at(p);
        t.pan_window = w;
        t.latched = nullptr;
        ImVec2 press;
        if (w && scrollbar_at(w, p, 12 * s, press)) {
            t.mode = Mode::Dragging;
            t.steps.push_back(Step{press, true});
            t.last = press;
        } else if (w && contains(t.drag_windows, w)) {
            t.mode = Mode::Dragging;
            t.steps.push_back(Step{p, true});
        } else {
            t.mode = Mode::Pending;
        }
        return false;
    }
    case TouchKind::Move: {
        if (t.mode == Mode::Idle) return false;
        if (t.mode == Mode::Pending && dist(p, t.start) > slop) {
            t.mode = Mode::Panning;
            t.pan = ImVec2(t.pan.x + t.start.x - p.x, t.pan.y + t.start.y - p.y); // the whole way from where the finger went down
        } else if (t.mode == Mode::Panning) {
            t.pan = ImVec2(t.pan.x + t.last.x - p.x, t.pan.y + t.last.y - p.y);
        }
        t.last = p;
        t.samples.push_back(Sample{p, ms});
        while (t.samples.size() > 2 && ms - t.samples.front().ms > 100) t.samples.erase(t.samples.begin());
        return false;
    }
    case TouchKind::End:
    case TouchKind::Cancel: {
        const Mode was = t.mode;
        t.mode = Mode::Idle;
        if (was == Mode::Pending && kind == TouchKind::End) { // a tap: a press, then a release
            t.steps.push_back(Step{t.start, true});
            t.steps.push_back(Step{t.start, false});
            const bool on_field = field_at(t.start) != nullptr;
            if (on_field) t.box_tapped = true;
            return on_field;
        }
        if (was == Mode::Dragging) {
            t.steps.push_back(Step{t.last, true});
            t.steps.push_back(Step{t.last, false});
        }
        if (was == Mode::Panning && kind == TouchKind::End && t.samples.size() >= 2) {
            // Inertia from the speed of the last 100 ms, unless the finger rested (100 ms) before lifting.
            const Sample& a = t.samples.front();
            const Sample& b = t.samples.back();
            if (ms - b.ms < 100 && b.ms - a.ms > 1) {
                const float dt = static_cast<float>(b.ms - a.ms);
                const ImVec2 v((a.pos.x - b.pos.x) / dt, (a.pos.y - b.pos.y) / dt);
                if (std::hypot(v.x, v.y) > 0.15f * s) t.velocity = v;
            }
        }
        t.samples.clear();
        return false;
    }
    }
    return false;
}

void touch_mouse_used() {
    TouchState& t = T();
    if (t.mode != Mode::Idle) return;
    t.on = false;
    t.velocity = ImVec2(0, 0);
}

bool touch_mode() { return T().style; }
void set_touch_mode(bool on) { T().style = on; }

std::string for_pointer(std::string text) {
    if (!touch_mode()) return text;
    for (const auto& [from, to] : {std::pair<std::string, std::string>{"right-click", "long-press"}, {"Click", "Tap"}, {"click", "tap"}})
        for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
            text.replace(at, from.size(), to);
    return text;
}

void touch_before_frame(float density) {
    TouchState& t = T();
    t.density = density;
    t.fields.swap(t.fields_next);
    t.fields_next.clear();
    t.drag_windows.swap(t.drag_windows_next);
    t.drag_windows_next.clear();
    if (!t.on) return;
    ImGuiIO& io = ImGui::GetIO();
    if (t.style_due && t.steps.empty() && t.mode == Mode::Idle) {
        t.style = true;
        t.style_due = false;
    }
    const ImVec2 away(-FLT_MAX, -FLT_MAX);
    if (!t.steps.empty()) {
        io.MousePos = t.steps.front().pos;
        io.MouseDown[0] = t.steps.front().down;
        t.steps.pop_front();
    } else {
        switch (t.mode) {
        case Mode::Pending: io.MousePos = t.start; io.MouseDown[0] = false; break; // what a tap would press shows
        case Mode::Dragging: io.MousePos = t.last; io.MouseDown[0] = true; break;
        default: io.MousePos = away; io.MouseDown[0] = false; break; // no hover left behind a finger
        }
    }
    for (int b = 1; b < IM_ARRAYSIZE(io.MouseDown); ++b) io.MouseDown[b] = false;

    // The swipe, then its inertia (slowing down as a phone's lists do, by 1/e every 325 ms).
    if (t.pan.x != 0 || t.pan.y != 0) {
        if (!t.latched && t.pan_window) t.latched = swipe_target(t.pan_window, t.pan);
        if (t.latched) scroll_by(t.latched, t.pan);
        t.pan = ImVec2(0, 0);
    } else if (t.mode == Mode::Idle && (t.velocity.x != 0 || t.velocity.y != 0)) {
        const float dt = std::clamp(io.DeltaTime * 1000.0f, 1.0f, 50.0f);
        const ImVec2 d(t.velocity.x * dt, t.velocity.y * dt);
        if (!t.latched && t.pan_window) t.latched = swipe_target(t.pan_window, d);
        const ImVec2 left = t.latched ? scroll_by(t.latched, d) : d;
        const float decay = std::exp(-dt / 325.0f);
        t.velocity = ImVec2(t.velocity.x * decay, t.velocity.y * decay);
        const bool stuck = std::fabs(left.x - d.x) < 0.01f && std::fabs(left.y - d.y) < 0.01f;
        if (stuck || std::hypot(t.velocity.x, t.velocity.y) < 0.02f * density) t.velocity = ImVec2(0, 0);
    }
}

bool touch_busy() {
    const TouchState& t = T();
    return !t.steps.empty() || t.mode != Mode::Idle || t.velocity.x != 0 || t.velocity.y != 0 || t.sel_pending ||
           t.held_key >= 0;
}

bool small_button(const char* label) { return T().style ? ImGui::Button(label) : ImGui::SmallButton(label); }

void touch_text_field() {
    ImGuiContext& g = *GImGui;
    if (!g.CurrentWindow) return;
    ImRect r = g.LastItemData.Rect;
    r.ClipWith(g.CurrentWindow->ClipRect);
    if (r.GetWidth() <= 0 || r.GetHeight() <= 0) return;
    T().fields_next.push_back(Field{g.LastItemData.ID, r, g.CurrentWindow});
}

void touch_takes_drags() {
    if (ImGuiWindow* w = ImGui::GetCurrentWindow()) T().drag_windows_next.push_back(w);
}

void text_box_before_frame() {
    TouchState& t = T();
    ImGuiIO& io = ImGui::GetIO();
    if (t.held_key >= 0) { // released a frame after it was pressed
        io.KeysDown[t.held_key] = false;
        t.held_key = -1;
    }
    if (!t.box_for && !t.box_tapped) return;
    const platform::TextBoxInput in = platform::text_box_input();
    if (in.key) {
        const int k = io.KeyMap[in.key == 1 ? ImGuiKey_Enter : in.key == 4 ? ImGuiKey_Escape : ImGuiKey_Tab];
        if (k >= 0 && k < IM_ARRAYSIZE(io.KeysDown)) {
            io.KeysDown[k] = true;
            if (in.key == 3) io.KeyShift = true;
            t.held_key = k;
        }
    }
    t.composing = in.composing;
    ImGuiInputTextState* st = edited_field();
    if (in.left) { // the keyboard was closed: the field is left, keeping its text
        if (t.box_for && ImGui::GetActiveID() == t.box_for) ImGui::ClearActiveID();
        platform::text_box_hide(); // out of the page; the focus stays where the reader put it
        t.box_for = 0;
        t.box_tapped = false;
        t.sel_pending = false;
        return;
    }
    if (!st || st->ID != t.box_for) return;
    if (in.typed) {
        t.box_text = in.text;
        t.sel_start = in.sel_start;
        t.sel_end = in.sel_end;
        t.sel_pending = true;
        if (field_text(*st) != in.text) {
            // The box's text replaces the field's, through the field's own filter (a field of
            // numbers drops letters; what it refused is shown back in the box after the frame).
            st->SelectAll();
            st->OnKeyPressed(kStbDelete);
            ImGui::GetIO().AddInputCharactersUTF8(in.text.c_str());
            return; // the selection once the field holds the text, next frame
        }
    }
    if (t.sel_pending && field_text(*st) == t.box_text) {
        st->Stb.select_start = std::min(t.sel_start, t.sel_end);
        st->Stb.select_end = std::max(t.sel_start, t.sel_end);
        st->Stb.cursor = t.sel_end;
        st->CursorClamp();
        st->CursorFollow = true;
    }
    t.sel_pending = false;
}

void text_box_after_frame(float density) {
    TouchState& t = T();
    ImGuiInputTextState* st = edited_field();
    const ImGuiID edited = st ? st->ID : 0;
    if (edited && (t.on || t.box_for)) {
        const std::string text = field_text(*st);
        int a = std::min(st->Stb.select_start, st->Stb.select_end), b = std::max(st->Stb.select_start, st->Stb.select_end);
        if (a == b) a = b = st->Stb.cursor;
        if (edited != t.box_for) {
            // Over the field (one marked by touch_text_field), else on its text cursor's line.
            ImGuiContext& g = *GImGui;
            ImRect r(g.PlatformImePos, ImVec2(g.PlatformImePos.x + 200 * density, g.PlatformImePos.y + g.FontSize));
            for (const Field& f : t.fields_next)
                if (f.id == edited) r = f.rect;
            const float s = density > 0 ? density : 1;
            platform::text_box_show(r.Min.x / s, r.Min.y / s, r.GetWidth() / s, r.GetHeight() / s, text, a, b);
            t.box_for = edited;
            t.box_text = text;
            t.box_tapped = false;
            t.sel_pending = false;
        } else if (text != t.box_text && !t.composing) {
            platform::text_box_set(text, a, b); // what the field kept of what was typed, or its text after Escape
            t.box_text = text;
        }
        return;
    }
    // No field is edited: the box goes (once a tap that gave it the focus has been shown).
    if (t.box_for || (t.box_tapped && t.steps.empty() && t.mode == Mode::Idle)) {
        platform::text_box_hide();
        t.box_for = 0;
        t.box_tapped = false;
        t.sel_pending = false;
    }
}

} // namespace gl::ui
