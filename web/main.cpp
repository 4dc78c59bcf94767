// main.cpp - the page: GLFW window on the canvas, ImGui, and the frame loop.
// Everything the app does is in src/ui (panels) and src/app (state); this file only connects them
// to the browser: canvas size and pixel density, fonts, and the emscripten main loop.
#include <GLFW/glfw3.h>
#include <emscripten.h>
#include <emscripten/html5.h>
#include <imgui.h>
#include <imgui_impl_glfw.h>
#include <imgui_impl_opengl3.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "ui/app_ui.h"
#include "ui/platform.h"
#include "ui/text_twin.h"
#include "ui/touch.h"
#include "web/page.h"

namespace {

// The mouse cursor is set on the canvas by CSS: Emscripten's GLFW turns ImGui's per-frame cursor
// calls into pointer-lock requests, which browsers refuse (console errors, lost frames).
EM_JS(void, js_set_cursor, (const char* css), { Module.canvas.style.cursor = UTF8ToString(css); });

void update_cursor() {
    static ImGuiMouseCursor shown = -2;
    const ImGuiMouseCursor c = ImGui::GetMouseCursor();
    if (c == shown) return;
    shown = c;
    switch (c) {
    case ImGuiMouseCursor_TextInput: js_set_cursor("text"); break;
    case ImGuiMouseCursor_Hand: js_set_cursor("pointer"); break;
    case ImGuiMouseCursor_ResizeEW: js_set_cursor("ew-resize"); break;
    case ImGuiMouseCursor_ResizeNS: js_set_cursor("ns-resize"); break;
    case ImGuiMouseCursor_NotAllowed: js_set_cursor("not-allowed"); break;
    default: js_set_cursor("default"); break;
    }
}

// Gives the canvas a backing store of w x h device pixels and tells GLFW. (glfwSetWindowSize would
// ask for fullscreen whenever the size equals the screen's, wrapping the canvas in a new element.)
EM_JS(void, js_set_canvas_size, (int w, int h), {
    const c = Module.canvas;
    if (c.width != w) c.width = w;
    if (c.height != h) c.height = h;
    if (GLFW.active) { GLFW.active.width = w; GLFW.active.height = h; }
});

GLFWwindow* g_window = nullptr;
// Drawing only when something changes: after any input (or a link opened, a resize, a result of
// background work) the page draws kSettleFrames more frames, so ImGui's hover highlights and
// clicks settle; while something is under way (a search, the computer's pending move, a mouse
// button held) it draws every frame; otherwise the main loop stops until the next event.
constexpr int kSettleFrames = 4;
int g_settle = kSettleFrames;
bool g_paused = false;
double g_frames = 0; // frames drawn since the page opened (getState().frames)
gl::web::PageTimes g_times;

void note_times(const gl::app::Explorer& m, double frame_start) {
    static double last = -1;
    static bool was_running = false;
    const double now = emscripten_get_now();
    if (g_times.first_frame < 0) g_times.first_frame = now;
    const bool running = m.running();
    if (running && !was_running) g_times.longest_gap = g_times.longest_frame = 0;
    if (running && was_running) g_times.longest_gap = std::max(g_times.longest_gap, now - last);
    if (running || was_running) g_times.longest_frame = std::max(g_times.longest_frame, now - frame_start);
    if (!m.proved()) g_times.proved = -1;
    else if (g_times.proved < 0) g_times.proved = now;
    was_running = running;
    last = now;
}
float g_density = 0; // the density the fonts were built for
bool g_touch_style = false; // ... and whether the style is the one for fingers
bool g_fonts_uploaded = false;

// The canvas fills the page (CSS); its backing store gets device pixels, so text is crisp on
// high-density screens. ImGui then works in device pixels and sizes are scaled by the density.
void fit_canvas() {
    double css_w = 0, css_h = 0;
    emscripten_get_element_css_size("#canvas", &css_w, &css_h);
    const float density = static_cast<float>(emscripten_get_device_pixel_ratio());
    const int w = std::max(1, static_cast<int>(std::lround(css_w * density)));
    const int h = std::max(1, static_cast<int>(std::lround(css_h * density)));
    js_set_canvas_size(w, h);

    const bool touch = gl::ui::touch_mode();
    if (density != g_density) {
        gl::ui::AppUi& app = gl::web::page_app();
        app.density = density;
        app.font_problem = gl::ui::apply_theme(density, app.fonts, touch);
        if (g_fonts_uploaded) {
            ImGui_ImplOpenGL3_DestroyFontsTexture();
            ImGui_ImplOpenGL3_CreateFontsTexture();
        }
        g_density = density;
        g_touch_style = touch;
    } else if (touch != g_touch_style) {
        gl::ui::apply_style(density, touch); // a finger was seen: larger targets from now on
        g_touch_style = touch;
    }
}

// Phones and tablets (ui/touch.h). Called before glfwInit: the keys typed in the page's text box
// must be taken away from GLFW's listeners (on the window, capture phase), which come later.
// - Fingers on the canvas go to gl_touch (framebuffer pixels), not to GLFW, whose made-up mouse
//   would press where a swipe starts; the browser makes up no mouse events from them either.
// - The text box (#textbox) stands in for the ImGui field being edited: invisible, over the field,
//   16 CSS px text (a phone zooms into smaller). What is typed there goes to the field
//   (ui/touch.cpp); of the keys only Enter, Tab and Escape go on to ImGui (apply, next, cancel).
// - A real mouse (not one made up from a touch) ends touch mode: hover and tooltips come back.
EM_JS(void, js_watch_touch, (), {
    const canvas = Module.canvas;
    const wake = () => { if (Module._gl_wake) Module._gl_wake(); };
    const box = document.createElement("input");
    box.id = "textbox";
    box.type = "text";
    box.tabIndex = -1;
    box.spellcheck = false;
    box.hidden = true; // out of the page (and of its accessibility tree) while no field is edited
    const attributes = {autocomplete : "off", autocapitalize : "off", autocorrect : "off", enterkeyhint : "done",
                        "aria-label" : "The text field being edited"};
    for (const k of Object.keys(attributes)) box.setAttribute(k, attributes[k]); // (3.1.6's minifier breaks destructuring)
    document.body.appendChild(box);
    const state = Module.glTextBox = {el : box, typed : false, left : false, composing : false, ours : false};
    const typed = () => { state.typed = true; wake(); };
    box.addEventListener("input", (e) => { state.composing = !!e.isComposing; typed(); });
    box.addEventListener("compositionstart", () => { state.composing = true; });
    box.addEventListener("compositionend", () => { state.composing = false; typed(); });
    document.addEventListener("selectionchange", () => { if (document.activeElement === box) typed(); });
    box.addEventListener("blur", () => { if (!state.ours) { state.left = true; wake(); } });
    // Enter, Tab and Escape go to ImGui through the page (ui/touch.cpp holds each for a frame: a
    // phone's keyboard presses and releases them at once, too fast for ImGui 1.86's key state).
    state.keys = [];
    const codes = {Enter : 1, Tab : 2, Escape : 4};
    const guard = (e) => {
        if (e.target !== box) return;
        e.stopImmediatePropagation();
        if (e.type === "keydown" && codes[e.key]) {
            e.preventDefault();
            state.keys.push(codes[e.key] + (e.key === "Tab" && e.shiftKey ? 1 : 0));
            wake();
        }
    };
    for (const n of ["keydown", "keypress", "keyup"]) window.addEventListener(n, guard, true);

    let finger = null, lastTouch = -1e9;
    const kinds = {touchstart : 0, touchmove : 1, touchend : 2, touchcancel : 3};
    const onTouch = (e) => {
        if (e.target !== canvas || !Module._gl_touch) return;
        e.preventDefault();
        e.stopPropagation();
        lastTouch = performance.now();
        const kind = kinds[e.type];
        const r = canvas.getBoundingClientRect();
        for (const t of e.changedTouches) {
            if (kind === 0 && finger === null) finger = t.identifier;
            if (t.identifier !== finger) continue;
            const x = (t.clientX - r.left) * canvas.width / r.width, y = (t.clientY - r.top) * canvas.height / r.height;
            const onField = Module._gl_touch(kind, x, y, performance.now());
            if (kind >= 2) finger = null;
            if (onField) { // within the tap: a phone opens its keyboard
                box.hidden = false;
                box.focus({preventScroll : true});
            }
        }
        wake();
    };
    for (const n of Object.keys(kinds)) window.addEventListener(n, onTouch, {capture : true, passive : false});
    const mouse = (e) => {
        if (performance.now() - lastTouch > 1000 && Module._gl_mouse_used) Module._gl_mouse_used();
    };
    for (const n of ["mousedown", "mousemove", "wheel"]) window.addEventListener(n, mouse, {capture : true, passive : true});
});

// Every event the page can react to wakes the main loop (capture phase on the window, so events
// of the canvas and of the page are all seen, before GLFW's own listeners).
EM_JS(void, js_watch_events, (), {
    const wake = () => Module._gl_wake();
    const names = ["mousemove", "mousedown", "mouseup", "wheel", "keydown", "keyup", "keypress",
                   "touchstart", "touchmove", "touchend", "touchcancel", "pointerdown", "pointermove",
                   "pointerup", "mouseleave", "mouseout", "mouseenter", "focus", "blur", "resize",
                   "popstate", "hashchange", "visibilitychange", "paste", "copy", "cut"];
    for (const n of names) window.addEventListener(n, wake, {capture : true, passive : true});
    if (typeof ResizeObserver !== "undefined") new ResizeObserver(wake).observe(Module.canvas);
});

// The text twin (src/ui/text_twin.h) in the page's DOM: the summary in a live region (a screen
// reader announces it when it changes), the whole text in a region that can be read, selected
// and copied (web/index.html).
EM_JS(void, js_set_twin, (const char* summary, const char* text), {
    const s = document.getElementById("twin-status"), t = document.getElementById("twin-text");
    if (s) s.textContent = UTF8ToString(summary);
    if (t) t.textContent = UTF8ToString(text);
});

void keep_twin(const gl::ui::AppUi& app) {
    static gl::ui::TextTwin shown;
    gl::ui::TextTwin twin = gl::ui::text_twin(app);
    if (twin == shown) return;
    js_set_twin(twin.summary.c_str(), twin.text.c_str());
    shown = std::move(twin);
}

bool any_mouse_down() {
    const ImGuiIO& io = ImGui::GetIO();
    for (bool d : io.MouseDown)
        if (d) return true;
    return false;
}

void frame() {
    const double frame_start = emscripten_get_now();
    fit_canvas();
    glfwPollEvents();
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplGlfw_NewFrame();
    g_fonts_uploaded = true;
    gl::ui::AppUi& app = gl::web::page_app();
    gl::ui::touch_before_frame(app.density); // a finger as the mouse, swipes scrolling
    gl::ui::text_box_before_frame();         // what was typed in the page's text box
    gl::ui::app_keys_before_frame(app); // Tab and Enter for the page's keyboard navigation
    ImGui::NewFrame();
    // Background work (the explorer's search) in the frame's spare time: about 10 ms of a 16 ms frame.
    gl::ui::app_compute(app, 10.0);
    gl::ui::app_frame(app, ImGui::GetIO().DisplaySize);
    keep_twin(app);
    ImGui::Render();
    gl::ui::text_box_after_frame(app.density);
    update_cursor();
    int fb_w = 0, fb_h = 0;
    glfwGetFramebufferSize(g_window, &fb_w, &fb_h);
    glViewport(0, 0, fb_w, fb_h);
    glClearColor(0.975f, 0.970f, 0.955f, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    ++g_frames;
    note_times(app.page.explorer(), frame_start);
    if (gl::ui::app_busy(app) || any_mouse_down() || gl::ui::touch_busy()) {
        g_settle = kSettleFrames;
    } else if (--g_settle <= 0) {
        g_paused = true;
        emscripten_pause_main_loop();
    }

    static bool started = false;
    if (!started) {
        started = true;
        EM_ASM({ if (globalThis.grundyLabStarted) globalThis.grundyLabStarted(); });
    }
}

} // namespace

namespace gl::web {
ui::AppUi& page_app() {
    static ui::AppUi app;
    return app;
}
void wake(int frames) {
    g_settle = std::max(g_settle, frames);
    if (g_paused) {
        g_paused = false;
        emscripten_resume_main_loop();
    }
}
double frames_drawn() { return g_frames; }
const PageTimes& page_times() { return g_times; }
} // namespace gl::web

extern "C" EMSCRIPTEN_KEEPALIVE void gl_wake() { gl::web::wake(kSettleFrames); }
// A finger (ui/touch.h; kind 0 down, 1 moved, 2 lifted, 3 taken away) at framebuffer pixels:
// 1 if it was a tap on a text field (the page's text box takes the focus at once).
extern "C" EMSCRIPTEN_KEEPALIVE int gl_touch(int kind, float x, float y, double ms) {
    return gl::ui::touch_event(static_cast<gl::ui::TouchKind>(kind & 3), x, y, ms) ? 1 : 0;
}
extern "C" EMSCRIPTEN_KEEPALIVE void gl_mouse_used() { gl::ui::touch_mouse_used(); }
// One frame only: new values to show, no input to settle.
extern "C" EMSCRIPTEN_KEEPALIVE void gl_wake_once() { gl::web::wake(1); }

int main() {
    js_watch_touch();
    gl::ui::set_touch_mode(gl::platform::coarse_pointer());
    if (!glfwInit()) {
        std::fprintf(stderr, "Grundy Lab: GLFW could not start\n");
        return 1;
    }
    glfwWindowHint(GLFW_CLIENT_API, GLFW_OPENGL_ES_API);
    glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
    glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 0);
    g_window = glfwCreateWindow(1280, 800, "Grundy Lab", nullptr, nullptr);
    if (!g_window) {
        std::fprintf(stderr, "Grundy Lab: this browser could not create a WebGL 2 context\n");
        EM_ASM({ if (globalThis.grundyLabFatal) globalThis.grundyLabFatal("This browser could not create a WebGL 2 context."); });
        return 1;
    }
    glfwMakeContextCurrent(g_window);

    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGui::GetIO().IniFilename = nullptr; // the link is the saved state
    ImGui::GetIO().ConfigFlags |= ImGuiConfigFlags_NoMouseCursorChange;
    // Keyboard navigation: arrows, Space, Enter, Escape; Tab and the focus ring are the page's own
    // (gl::ui::app_keys_before_frame, app_ui.cpp's [SECTION] Keyboard).
    ImGui::GetIO().ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
    // A held arrow repeats after half a second, as desktops do by default (ImGui's own 0.275 s made
    // one press count twice when a busy machine drew a frame or two late).
    ImGui::GetIO().KeyRepeatDelay = 0.5f;
    // A blinking text cursor would keep an idle page drawing.
    ImGui::GetIO().ConfigInputTextCursorBlink = false;
    ImGui_ImplGlfw_InitForOpenGL(g_window, true);
    ImGui_ImplOpenGL3_Init("#version 300 es");

    gl::web::use_worker_host();
    gl::web::use_calc_worker_host();
    gl::ui::app_init(gl::web::page_app(), gl::platform::initial_query(), gl::ui::LinkFrom::AddressBar);
    fit_canvas();
    js_watch_events();
    emscripten_set_main_loop(frame, 0, false);
    return 0;
}
