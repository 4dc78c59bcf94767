// touch.h - phones and tablets. A finger on the canvas is ImGui's mouse, except that a swipe
// scrolls the panel under it (with inertia when let go) instead of pressing what it started on; a
// tap is a click; a finger on a scrollbar drags it; a board that takes drags (drawing a Hackenbush
// edge, panning the explorer's plot) gets the finger's drag as the mouse's. While a text field is
// being edited after a tap, a text box of the page stands in for it (web/platform_web.cpp), so that
// the phone's keyboard, its input methods and its autocorrection type into a real element; what is
// typed there is typed into the ImGui field and what the field keeps is shown back in the box.
// UI-neutral: the page (web/main.cpp) feeds the events and calls the two frame hooks.
#pragma once
#include <string>
#include <cstdint>

namespace gl::ui {

enum class TouchKind : std::uint8_t { Start, Move, End, Cancel };

// A finger went down, moved, was lifted or was taken away (framebuffer pixels, ms). Only one
// finger is followed; the others are ignored. Returns true when an End is a tap on a text field
// (the page then gives its text box the focus at once, within the tap, as phones require for
// their keyboard to open).
bool touch_event(TouchKind kind, float x, float y, double ms);
// A real mouse was used: hover, tooltips and the mouse's own position come back.
void touch_mouse_used();
// Whether the page is being used by touch: a coarse pointer when the page opened, or a finger
// since the last use of a mouse. The style is then the touch one (theme.h: larger targets).
bool touch_mode();
void set_touch_mode(bool on);
// A board's words for the way it is used: under touch, "Click"/"click" read "Tap"/"tap" (the
// games' captions are written for a mouse; a phone showed "Click a token ...").
std::string for_pointer(std::string text);
// Between the backend's NewFrame and ImGui::NewFrame: the finger as the mouse (a tap is a press
// on one frame and a release on the next), a swipe's scrolling and its inertia.
void touch_before_frame(float density);
// True while a tap's press and release or a swipe's inertia are still to be drawn.
bool touch_busy();

// ImGui::SmallButton, except under touch (touch_mode): a full-height button, a finger's target.
bool small_button(const char* label);

// Marks the last item (an editable text field) as one a tap types into.
void touch_text_field();
// Marks the current window as a surface that takes the finger's drags (no scrolling there).
void touch_takes_drags();

// The text box standing in for the edited text field: what was typed in it, before the frame;
// the field it stands in for, shown, moved or hidden, after the frame (after ImGui::Render).
void text_box_before_frame();
void text_box_after_frame(float density);

} // namespace gl::ui
