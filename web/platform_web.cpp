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
void download(const std::string& filename, const std::string& mime, const std::string& data) {
    js_download(filename.c_str(), mime.c_str(), data.data(), static_cast<int>(data.size()));
}
void download_png(const std::string& filename, int w, int h, const unsigned char* rgba) {
    js_download_png(filename.c_str(), w, h, rgba);
}

} // namespace gl::platform
