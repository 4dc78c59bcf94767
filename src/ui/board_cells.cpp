// board_cells.cpp - the cells of a Picture's board (board_cells.h).
#include "ui/board_cells.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "app/scene.h"
#include "ui/scene_view.h"
#include "ui/theme.h"
#include "ui/touch.h"

namespace gl::ui {

namespace {

bool is_winning(const app::GamePlay& play, int move) { return play.winning(static_cast<std::size_t>(move)); }

// The moves of a cell the player to move may make (partizan games: only its side's).
std::vector<int> legal_moves(const app::GamePlay& play, const std::vector<int>& moves) {
    std::vector<int> out;
    for (int m : moves)
        if (play.legal(static_cast<std::size_t>(m))) out.push_back(m);
    return out;
}

} // namespace

void show_caption(const Picture& pic) {
    if (pic.caption.empty()) return;
    // Wrapped at the panel's visible edge, also when a board wider than the panel scrolls sideways.
    const ImGuiStyle& st = ImGui::GetStyle();
    ImGui::PushTextWrapPos(ImGui::GetScrollX() + ImGui::GetWindowWidth() - st.WindowPadding.x - st.ScrollbarSize);
    ImGui::TextColored(colors::muted, "%s", for_pointer(pic.caption).c_str());
    ImGui::PopTextWrapPos();
}

std::vector<int> draw_cell_board(BoardCells& board, const app::Page& page, const Shared& shared, const Picture& pic, ImVec2 size,
                                 bool compact) {
    const float s = shared.density;
    const app::GamePlay& play = page.play();
    std::vector<int> clicked;
    board.next_hover_move = -1;
    ImGui::BeginChild("board", size, true, ImGuiWindowFlags_HorizontalScrollbar);
    show_caption(pic);
    const ImVec2 avail(ImGui::GetContentRegionAvail().x, ImGui::GetContentRegionAvail().y - ImGui::GetStyle().ItemSpacing.y);
    const bool grid = pic.layout == Picture::Layout::Grid;
    // A cell as large as fits, up to 56 px (a chessboard's square 72; an embed's 160); under touch
    // at least a finger's 40 px, and a board wider or taller than its panel scrolls.
    const float most = (compact ? 160.0f : grid ? 72.0f : 56.0f) * s;
    const float least = touch_mode() && !compact ? 40 * s : 4 * s;
    const float wrap_px = std::max(avail.x, 80 * s); // headings wrap at the panel's width
    const float pad = 4 * s;
    BoardCells::Laid& L = board.laid;
    const float font = ImGui::GetFontSize();
    if (!(L.pic == pic && L.avail_x == avail.x && L.avail_y == avail.y && L.font == font && L.face == ImGui::GetFont() && L.most == most && L.least == least)) {
        float scale = std::clamp(40 * s, least, most);
        for (int pass = 0; pass < 4; ++pass) { // the text keeps its size: a few passes settle the scale
            L.scene = app::board_scene(pic, scene_measure(scale), wrap_px / scale);
            const app::Scene::Box b = L.scene.bounds();
            const float w = static_cast<float>(b.x1 - b.x0), h = static_cast<float>(b.y1 - b.y0);
            // The scale that fits the board as laid out at this scale (its text measured at this scale).
            const float fitted = std::clamp(std::min((avail.x - 2 * pad) / std::max(w, 0.1f), (avail.y - 2 * pad) / std::max(h, 0.1f)), least, most);
            if (std::fabs(fitted - scale) < 0.5f) break;
            scale = fitted;
        }
        L.pic = pic, L.avail_x = avail.x, L.avail_y = avail.y, L.font = font, L.face = ImGui::GetFont(), L.most = most, L.least = least, L.scale = scale;
    }
    const app::Scene& sc = L.scene;
    const float scale = L.scale;
    const app::Scene::Box b = sc.bounds();
    const ImVec2 drawn(static_cast<float>(b.x1 - b.x0) * scale, static_cast<float>(b.y1 - b.y0) * scale);
    const ImVec2 start = ImGui::GetCursorScreenPos();
    ImVec2 at(start.x + pad, start.y + pad);
    if (compact || grid || pic.layout == Picture::Layout::Stacks) // centred in the frame (columns: across it)
        at.x += std::max(0.0f, (avail.x - 2 * pad - drawn.x) / 2);
    if (compact || grid) at.y += std::max(0.0f, (avail.y - 2 * pad - drawn.y) / 2);
    const ImVec2 origin(at.x - static_cast<float>(b.x0) * scale, at.y - static_cast<float>(b.y0) * scale);

    // The play's marks on each cell: live (offers the player to move a move), under the pointer,
    // part of the move under it, starting a winning move.
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    SceneMarks marks;
    marks.flags.assign(sc.hits.size(), 0);
    auto cell_of = [&](std::size_t k) -> const Cell* {
        const app::Hit& h = sc.hits[k];
        return h.row < pic.rows.size() && h.index < pic.rows[h.row].cells.size() ? &pic.rows[h.row].cells[h.index] : nullptr;
    };
    auto live = [&](std::size_t k) { // a cell that offers the player to move a move
        const Cell* c = cell_of(k);
        return c && !play.computer_to_move() && !legal_moves(play, c->moves).empty();
    };
    const int hovered = ImGui::IsWindowHovered() ? scene_hit_at(sc, origin, scale, mouse, live) : -1;
    std::vector<int> hovered_moves;
    for (std::size_t k = 0; k < sc.hits.size(); ++k) {
        const app::Hit& h = sc.hits[k];
        const Cell* cell = cell_of(k);
        if (!cell) continue;
        const Cell& c = *cell;
        const std::vector<int> moves = legal_moves(play, c.moves);
        const ImVec2 centre = scene_px(h.centre, origin, scale);
        const bool hover = static_cast<int>(k) == hovered;
        if (hover) {
            hovered_moves = moves;
            if (c.moves.size() == 1) board.next_hover_move = c.moves[0];
        }
        const bool in_move = board.hover_move >= 0 && std::find(c.part_of.begin(), c.part_of.end(), board.hover_move) != c.part_of.end();
        bool wins = false;
        for (int m : moves) wins = wins || is_winning(play, m);
        marks.flags[k] = static_cast<std::uint8_t>((hover || in_move ? SceneMarks::Hot : 0) | (wins && page.state().hints ? SceneMarks::Winning : 0));
        board.cells.push_back(BoardCellSpot{h.row, h.index, centre.x, centre.y, static_cast<float>(h.r) * scale});
    }
    draw_scene(sc, origin, scale, &marks);
    if (hovered >= 0) {
        ImGui::SetMouseCursor(ImGuiMouseCursor_Hand);
        std::string tip;
        for (std::size_t k = 0; k < hovered_moves.size() && k < 8; ++k) tip += (k ? "\n" : "") + play.moves()[static_cast<std::size_t>(hovered_moves[k])].label;
        if (hovered_moves.size() > 8) tip += "\n… " + std::to_string(hovered_moves.size()) + " moves in all";
        ImGui::SetTooltip("%s", tip.c_str());
        if (ImGui::IsMouseClicked(0)) clicked = hovered_moves;
    }
    ImGui::Dummy(ImVec2(at.x - start.x + drawn.x + pad, at.y - start.y + drawn.y + pad));
    ImGui::EndChild();
    board.hover_move = board.next_hover_move;
    return clicked;
}

const BoardCellSpot* find_board_cell(const BoardCells& board, std::size_t row, std::size_t index) {
    for (const auto& c : board.cells)
        if (c.row == row && c.index == index) return &c;
    return nullptr;
}

} // namespace gl::ui
