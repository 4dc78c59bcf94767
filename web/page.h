// page.h - the page's one application object, shared by the main loop and the page's JS API.
#pragma once
#include "ui/app_ui.h"

namespace gl::web {
ui::AppUi& page_app();
// Draws the next `frames` frames at least (the page stops drawing while nothing changes): call
// after changing the state from outside a frame (a JS API call, a message from a worker).
void wake(int frames = 4);
// The explorer computes in a Web Worker from its next search on (explorer_host.cpp).
void use_worker_host();
// The calculator's long expressions go to a Web Worker (calculator_host.cpp).
void use_calc_worker_host();
// Timings of the page for the benchmark (bench/page.mjs), in ms of the page's clock
// (performance.now(): from the start of the page's navigation).
struct PageTimes {
    double first_frame = -1;    // the first frame drawn
    double proved = -1;         // the first frame that showed the explorer's proof (-1: none yet)
    double longest_gap = 0;     // the longest time between two frames while the explorer computed
    double longest_frame = 0;   // the longest frame (its own work) while the explorer computed
};
const PageTimes& page_times();
// How many frames the page has drawn (getState().frames).
double frames_drawn();
} // namespace gl::web
