// text_twin.h - every screen in words: the text twin that the page keeps in the DOM beside the
// canvas, for screen readers, for selecting and copying, and for "Copy analysis".
//
//   summary  one or two sentences, announced when they change: the board in words and its outcome
//            ("Nim heaps 3, 5, 7; player 1 to move. N-position: the player to move wins.")
//   text     the summary, then the analysis as the screen shows it: value, outcome, the reason,
//            the winning moves, the moves made and the link's problems
//
// It reads the page model the screens draw (app::Page: its play model with the Nim and sums views,
// its explorer and its calculator) and draws nothing.
#pragma once
#include <string>

#include "app/page.h"

namespace gl::ui {

struct TextTwin {
    std::string summary;
    std::string text;
    bool operator==(const TextTwin&) const = default;
};

// One per kind of screen (text_twin.cpp), from the page model it draws; the current screen's twin
// with the link's problems is app_ui.h's text_twin, which knows the screens. `refused`: why the
// calculator's typed text was refused ("" if it was not).
TextTwin nim_twin(const app::Page& page);
TextTwin sum_twin(const app::Page& page);
TextTwin game_twin(const app::Page& page);
TextTwin explorer_twin(const app::Page& page);
TextTwin calculator_twin(const app::Page& page, const std::string& refused);

} // namespace gl::ui
