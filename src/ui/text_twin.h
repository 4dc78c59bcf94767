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

namespace gl::ui {

struct AppUi;

struct TextTwin {
    std::string summary;
    std::string text;
    bool operator==(const TextTwin&) const = default;
};

// The current screen's twin, with the link's problems (app_ui.cpp, which knows the screens).
TextTwin text_twin(const AppUi& ui);

// One per kind of screen (text_twin.cpp).
TextTwin nim_twin(const AppUi& ui);
TextTwin sum_twin(const AppUi& ui);
TextTwin game_twin(const AppUi& ui);
TextTwin explorer_twin(const AppUi& ui);
TextTwin calculator_twin(const AppUi& ui);

} // namespace gl::ui
