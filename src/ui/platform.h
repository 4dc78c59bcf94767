// platform.h - the few things the UI needs from the page around it.
// Implemented in web/platform_web.cpp (the only place with Emscripten code); a native front end
// would implement the same functions.
#pragma once
#include <string>

namespace gl::platform {

// The query part of the page's address ("?v=1&game=nim..."), as it was when the page opened.
std::string initial_query();
// Rewrites the address bar without reloading or adding history entries.
void replace_query(const std::string& query);
// Writes the address bar as a new history entry: Back returns to the one before.
void push_query(const std::string& query);
// The query the browser's Back or Forward has just stepped to, once (the address bar already
// shows it); false if neither was pressed since the last call.
bool popped_query(std::string& query);
// origin + path of the page, e.g. "http://127.0.0.1:8000/"; a link is this + query.
std::string page_address();

// Asks the system clipboard to hold `text`. The answer arrives later: poll clipboard_status().
void copy_to_clipboard(const std::string& text);
// 0 = nothing pending or known, 1 = copying, 2 = copied, 3 = failed (clipboard_error() says why).
int clipboard_status();
std::string clipboard_error();

// An embed tells the page around its <iframe> the height it would like at its width (web/embed.js
// sizes the frame to it); CSS pixels, said again only when it changes. Nothing happens outside an iframe.
void report_content_height(int css_px);

// The keyboard's focus and the page around the canvas: Tab past the last control (dir 1) or
// Shift+Tab before the first (dir -1) gives the page's focus to the text twin (#twin-text, the
// element before the canvas), as a browser's Tab leaves any control. focus_entered() says, once,
// that Tab (1) or Shift+Tab (-1) has just brought the focus back to the canvas; else 0.
void leave_canvas(int dir);
int focus_entered();

// Phones and tablets (ui/touch.h): the page's text box, standing in for the text field being
// edited so that the phone's keyboard types into a real element. Places in CSS pixels; the
// selection in UTF-16 units of the text, as the DOM counts them.
void text_box_show(float x, float y, float w, float h, const std::string& text, int sel_start, int sel_end);
void text_box_set(const std::string& text, int sel_start, int sel_end);
void text_box_hide(); // blurs the box (the phone's keyboard closes); the canvas gets the focus
struct TextBoxInput {
    bool focused = false;   // the box has the page's focus
    bool typed = false;     // its text or selection changed since the last call
    bool left = false;      // it lost the focus by itself (the keyboard was closed, the reader went elsewhere)
    bool composing = false; // an input method is composing a character
    std::string text;
    int sel_start = 0, sel_end = 0;
    int key = 0; // a key pressed in it for the field: 1 Enter, 2 Tab, 3 Shift+Tab, 4 Escape (one per call)
};
TextBoxInput text_box_input();
// Whether the page opened on a device whose main pointer is coarse (a finger).
bool coarse_pointer();

// Offers `data` as a file download named `filename` (e.g. "0.07.csv").
void download(const std::string& filename, const std::string& mime, const std::string& data);
// Encodes a w x h RGBA picture as PNG and offers it as a download.
void download_png(const std::string& filename, int w, int h, const unsigned char* rgba);

} // namespace gl::platform
