// platform_web.cpp - src/ui/platform.h for the browser, via small EM_JS functions.
#include <emscripten.h>

#include <cstdlib>
#include <string>

#include "ui/platform.h"

namespace {

// Copies a JS string into the wasm heap as a malloc'ed C string (freed by take_js_string).
EM_JS(char*, js_location_search, (), { return allocateUTF8(location.search); });
EM_JS(char*, js_page_address, (), { return allocateUTF8(location.origin + location.pathname); });
EM_JS(void, js_replace_query, (const char* q), {
    const query = UTF8ToString(q);
    if (location.search !== query) history.replaceState(history.state, "", location.pathname + query + location.hash);
});
EM_JS(void, js_push_query, (const char* q), {
    const query = UTF8ToString(q);
    if (location.search !== query) history.pushState(null, "", location.pathname + query + location.hash);
});
// Back and Forward: the entry's query waits for the next frame (the event also wakes the page).
EM_JS(void, js_watch_history, (), {
    window.addEventListener("popstate", () => { globalThis.__grundyPopped = location.search; });
});
EM_JS(char*, js_take_popped, (), {
    const q = globalThis.__grundyPopped;
    globalThis.__grundyPopped = undefined;
    return q === undefined ? 0 : allocateUTF8(q);
});
EM_JS(void, js_report_height, (int h), {
    if (window.parent === window || Module.glReportedHeight === h) return;
    Module.glReportedHeight = h;
    window.parent.postMessage({grundylab : "size", height : h}, "*");
});
// Tab leaving the canvas: the focus goes to the text twin before it (index.html).
EM_JS(void, js_leave_canvas, (int dir), {
    const twin = document.getElementById("twin-text");
    if (twin) twin.focus();
    else if (Module.canvas) Module.canvas.blur();
});
// Tab or Shift+Tab bringing the focus to the canvas from another element: noted for the next
// frame (the UI then focuses its first control, or its last), and the page woken to draw it.
EM_JS(void, js_watch_focus, (), {
    let tab = { at: -1e9, shift: false };
    window.addEventListener("keydown", (e) => { if (e.key === "Tab") tab = { at: performance.now(), shift: e.shiftKey }; }, true);
    const canvas = Module.canvas || document.getElementById("canvas");
    if (!canvas) return;
    // GLFW takes every Tab of the page (it listens on the window and prevents the browser's own):
    // Tab from the text twin is passed on to the canvas here.
    const twin = document.getElementById("twin-text");
    if (twin) twin.addEventListener("keydown", (e) => {
        if (e.key !== "Tab" || e.shiftKey) return;
        e.preventDefault();
        canvas.focus();
        Module.glFocusEntered = 1;
        if (Module._gl_wake) Module._gl_wake();
    });
    canvas.addEventListener("focus", (e) => {
        if (!e.relatedTarget || performance.now() - tab.at > 1000) return;
        Module.glFocusEntered = tab.shift ? -1 : 1;
        if (Module._gl_wake) Module._gl_wake();
    });
});
EM_JS(int, js_take_focus_entered, (), {
    const d = Module.glFocusEntered | 0;
    Module.glFocusEntered = 0;
    return d;
});
EM_JS(void, js_copy, (const char* t), {
    const text = UTF8ToString(t);
    const status = (globalThis.__grundyClipboard = {state : 1, error : ""});
    if (!navigator.clipboard || !navigator.clipboard.writeText) {
        status.state = 3;
        status.error = "this browser gives the page no clipboard access (it needs https or localhost)";
        return;
    }
    // The answer wakes the page (it draws nothing while idle) to show the outcome.
    const wake = () => { if (Module._gl_wake) Module._gl_wake(); };
    navigator.clipboard.writeText(text).then(() => { status.state = 2; wake(); },
                                             (e) => { status.state = 3; status.error = String(e && e.message || e); wake(); });
});
EM_JS(int, js_clipboard_state, (), { return globalThis.__grundyClipboard ? globalThis.__grundyClipboard.state : 0; });
EM_JS(char*, js_clipboard_error, (), {
    return allocateUTF8(globalThis.__grundyClipboard ? globalThis.__grundyClipboard.error : "");
});

EM_JS(void, js_download, (const char* name, const char* mime, const char* data, int size), {
    const bytes = HEAPU8.slice(data, data + size);
    const url = URL.createObjectURL(new Blob([bytes], {type : UTF8ToString(mime)}));
    const a = document.createElement("a");
    a.href = url;
    a.download = UTF8ToString(name);
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
});
EM_JS(void, js_download_png, (const char* name, int w, int h, const unsigned char* rgba), {
    const c = document.createElement("canvas");
    c.width = w;
    c.height = h;
    const img = new ImageData(new Uint8ClampedArray(HEAPU8.slice(rgba, rgba + w * h * 4)), w, h);
    c.getContext("2d").putImageData(img, 0, 0);
    const filename = UTF8ToString(name);
    c.toBlob((blob) => {
        const url = URL.createObjectURL(blob);
        const a = document.createElement("a");
        a.href = url;
        a.download = filename;
        document.body.appendChild(a);
        a.click();
        a.remove();
        setTimeout(() => URL.revokeObjectURL(url), 10000);
    }, "image/png");
});

// The text box standing in for the edited field (made by web/main.cpp's js_watch_touch).
EM_JS(void, js_text_box_set, (float x, float y, float w, float h, const char* text, int a, int b, int show), {
    const s = Module.glTextBox;
    if (!s) return;
    const el = s.el;
    if (show) {
        el.style.left = x + "px";
        el.style.top = y + "px";
        el.style.width = Math.max(w, 40) + "px";
        el.style.height = Math.max(h, 20) + "px";
    }
    el.value = UTF8ToString(text);
    s.typed = false;
    s.left = false;
    if (show) el.hidden = false;
    if (show && document.activeElement !== el) el.focus({preventScroll : true});
    try {
        el.setSelectionRange(a, b);
    } catch (e) {
    }
});
EM_JS(void, js_text_box_hide, (), {
    const s = Module.glTextBox;
    if (!s) return;
    s.ours = true;
    if (document.activeElement === s.el) {
        s.el.blur();
        Module.canvas.focus({preventScroll : true});
    }
    s.el.hidden = true;
    s.ours = false;
    s.typed = s.left = false;
});
// The box's text (malloc'ed), and in info: focused, typed, left, composing, selection start, end,
// the next key for ImGui (1 Enter, 2 Tab, 3 Shift+Tab, 4 Escape, 0 none).
EM_JS(char*, js_text_box_input, (int* info), {
    const s = Module.glTextBox;
    if (!s) return 0;
    const el = s.el;
    HEAP32[(info >> 2) + 0] = document.activeElement === el ? 1 : 0;
    HEAP32[(info >> 2) + 1] = s.typed ? 1 : 0;
    HEAP32[(info >> 2) + 2] = s.left ? 1 : 0;
    HEAP32[(info >> 2) + 3] = s.composing ? 1 : 0;
    HEAP32[(info >> 2) + 4] = el.selectionStart || 0;
    HEAP32[(info >> 2) + 5] = el.selectionEnd || 0;
    HEAP32[(info >> 2) + 6] = s.keys && s.keys.length ? s.keys.shift() : 0;
    s.typed = s.left = false;
    return allocateUTF8(el.value);
});
EM_JS(int, js_coarse_pointer, (), { return typeof matchMedia === "function" && matchMedia("(pointer: coarse)").matches ? 1 : 0; });

std::string take_js_string(char* p) {
    std::string s = p ? p : "";
    std::free(p);
    return s;
}

} // namespace

namespace gl::platform {

std::string initial_query() { return take_js_string(js_location_search()); }
void replace_query(const std::string& query) { js_replace_query(query.c_str()); }
void push_query(const std::string& query) { js_push_query(query.c_str()); }
void report_content_height(int css_px) { js_report_height(css_px); }
void leave_canvas(int dir) { js_leave_canvas(dir); }
int focus_entered() {
    static bool watching = false;
    if (!watching) {
        js_watch_focus();
        watching = true;
    }
    return js_take_focus_entered();
}
bool popped_query(std::string& query) {
    static bool watching = false;
    if (!watching) {
        js_watch_history();
        watching = true;
    }
    char* p = js_take_popped();
    if (!p) return false;
    query = take_js_string(p);
    return true;
}
std::string page_address() { return take_js_string(js_page_address()); }
void copy_to_clipboard(const std::string& text) { js_copy(text.c_str()); }
int clipboard_status() { return js_clipboard_state(); }
std::string clipboard_error() { return take_js_string(js_clipboard_error()); }
void text_box_show(float x, float y, float w, float h, const std::string& text, int sel_start, int sel_end) {
    js_text_box_set(x, y, w, h, text.c_str(), sel_start, sel_end, 1);
}
void text_box_set(const std::string& text, int sel_start, int sel_end) { js_text_box_set(0, 0, 0, 0, text.c_str(), sel_start, sel_end, 0); }
void text_box_hide() { js_text_box_hide(); }
TextBoxInput text_box_input() {
    int info[7] = {};
    TextBoxInput in;
    char* p = js_text_box_input(info);
    if (!p) return in;
    in.text = take_js_string(p);
    in.focused = info[0] != 0;
    in.typed = info[1] != 0;
    in.left = info[2] != 0;
    in.composing = info[3] != 0;
    in.sel_start = info[4];
    in.sel_end = info[5];
    in.key = info[6];
    return in;
}
bool coarse_pointer() { return js_coarse_pointer() != 0; }
void download(const std::string& filename, const std::string& mime, const std::string& data) {
    js_download(filename.c_str(), mime.c_str(), data.data(), static_cast<int>(data.size()));
}
void download_png(const std::string& filename, int w, int h, const unsigned char* rgba) {
    js_download_png(filename.c_str(), w, h, rgba);
}

} // namespace gl::platform
