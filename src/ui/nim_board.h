// nim_board.h - Nim drawn as heaps of tokens, from its scene (app/heap_scene.h) drawn by
// draw_scene (scene_view.h). A click on a token takes it and every token above it. Also what the
// sums' boards (sum_board.cpp) share with it: a heap scene's frame, its hit under the pointer, marks.
#pragma once
#include <imgui.h>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <tuple>
#include <vector>

#include "app/heap_scene.h"
#include "games/nim.h"
#include "ui/scene_view.h"

namespace gl::ui {

// Where each token was drawn last frame, in framebuffer pixels; the page's JS API reports it
// (in CSS pixels) so end-to-end tests can click real tokens.
struct TokenSpot {
    float x = 0, y = 0, r = 0;
};
// A heap scene kept from frame to frame while what it was laid out from stays the same: the
// frame's size, density, line and touch, and the board's own inputs (Parts, each compared with ==
// in place; copied only when the scene is laid out again).
// (The scene names its colours, Ink, so a change of theme needs no new layout.)
template <class... Parts>
class KeptScene {
  public:
    template <class Make>
    const app::HeapScene& get(const app::HeapFrame& f, Make make, const Parts&... parts) {
        const double frame[5] = {f.width, f.height, f.density, f.line, f.touch ? 1.0 : 0.0};
        if (!made_ || !(key_ == std::tie(parts...)) || !std::equal(frame, frame + 5, frame_)) {
            scene_ = make();
            key_ = std::tie(parts...);
            std::copy(frame, frame + 5, frame_);
            made_ = true;
        }
        return scene_;
    }

  private:
    bool made_ = false;
    std::tuple<Parts...> key_{};
    double frame_[5] = {};
    app::HeapScene scene_;
};

struct BoardLayout {
    std::vector<std::vector<TokenSpot>> heaps; // heaps[i][j]: token j of heap i, counted from the bottom
    float scrolled_for = 0; // the board height the panel last scrolled to its base for
    // laid out from app::nim_scene's inputs: heaps, capacity, winning moves, game over
    KeptScene<std::vector<std::uint64_t>, std::uint64_t, std::vector<std::int64_t>, bool> scene;
};

struct BoardView {
    const nim::Analysis* analysis = nullptr;
    bool hints = false;          // ring the tokens that winning moves take
    std::uint64_t capacity = 7;  // the tallest heap the board makes room for
    float density = 1;           // device pixels per CSS pixel
    std::optional<nim::Move> chosen; // the keyboard's move chooser: the move chosen, drawn as a hover would be
};

// The frame of a heap board: the panel's size (pixels), the page's line, fingers, text sizes.
app::HeapFrame heap_frame(ImVec2 avail, float density);
// Sets `bit` on each of `hits`.
void mark_hits(SceneMarks& marks, const std::vector<std::size_t>& hits, std::uint8_t bit);

// Draws into a child region of `size`; returns the move the user clicked, if any.
std::optional<nim::Move> nim_board(const BoardView& view, ImVec2 size, BoardLayout& layout);

} // namespace gl::ui
