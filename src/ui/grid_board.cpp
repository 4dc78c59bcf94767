#include "ui/grid_board.h"

#include <algorithm>
#include <string>

#include "ui/theme.h"

namespace gl::ui {

namespace {

constexpr ImU32 kLight = IM_COL32(240, 217, 181, 255);
constexpr ImU32 kDark = IM_COL32(181, 136, 99, 255);
constexpr ImU32 kReach = IM_COL32(70, 70, 80, 150); // the mark of a square that offers a move

} // namespace

std::vector<int> draw_grid_board(BoardCells& board, const app::Page& page, const Shared& shared, const Picture& pic, ImVec2 size,
                                 bool compact) {
    const float s = shared.density;
    std::vector<int> clicked;
    board.next_hover_move = -1;
    ImGui::BeginChild("board", size, true, ImGuiWindowFlags_HorizontalScrollbar);
    show_caption(pic);
    std::size_t cols = 1;
    float label_w = 0;
    for (const auto& row : pic.rows) {
        cols = std::max(cols, row.cells.size());
        label_w = std::max(label_w, ImGui::CalcTextSize(row.label.c_str()).x);
    }
    label_w += 8 * s;
    const float line = ImGui::GetTextLineHeightWithSpacing();
    const float rows = static_cast<float>(std::max<std::size_t>(pic.rows.size(), 1));
    const ImVec2 avail(ImGui::GetContentRegionAvail().x, ImGui::GetContentRegionAvail().y - ImGui::GetStyle().ItemSpacing.y);
    const float side = std::clamp(std::min((avail.x - label_w) / static_cast<float>(cols), (avail.y - line) / rows), 8 * s,
                                  (compact ? 160 : 72) * s);
    const ImVec2 start = ImGui::GetCursorScreenPos();
    const float board_w = side * static_cast<float>(cols), board_h = side * rows;
    const ImVec2 origin(start.x + label_w + std::max(0.0f, (avail.x - label_w - board_w) / 2),
                        start.y + std::max(0.0f, (avail.y - line - board_h) / 2));
    ImDrawList* dl = ImGui::GetWindowDrawList();
    for (std::size_t i = 0; i < pic.rows.size(); ++i) {
        const PictureRow& row = pic.rows[i];
        const float y = origin.y + side * static_cast<float>(i);
        const ImVec2 label = ImGui::CalcTextSize(row.label.c_str());
        dl->AddText(ImVec2(origin.x - label.x - 6 * s, y + (side - label.y) / 2), ImGui::GetColorU32(colors::muted), row.label.c_str());
        for (std::size_t j = 0; j < row.cells.size(); ++j) {
            const Cell& c = row.cells[j];
            const ImVec2 a(origin.x + side * static_cast<float>(j), y), b(a.x + side, a.y + side);
            const ImVec2 centre((a.x + b.x) / 2, (a.y + b.y) / 2);
            dl->AddRectFilled(a, b, (i + j) % 2 ? kDark : kLight);
            if (!c.moves.empty() && c.glyph == Glyph::Blank) dl->AddCircleFilled(centre, side * 0.12f, kReach);
            board_cell(board, page, c, i, j, centre, side * 0.45f, ImVec2(side / 2, side / 2), &clicked, true);
        }
    }
    dl->AddRect(origin, ImVec2(origin.x + board_w, origin.y + board_h), kDark, 0, 0, std::max(1.0f, s));
    for (std::size_t j = 0; j < cols; ++j) { // the columns' numbers under the board
        const std::string n = std::to_string(j);
        const ImVec2 t = ImGui::CalcTextSize(n.c_str());
        dl->AddText(ImVec2(origin.x + side * (static_cast<float>(j) + 0.5f) - t.x / 2, origin.y + board_h + 2 * s),
                    ImGui::GetColorU32(colors::muted), n.c_str());
    }
    ImGui::Dummy(ImVec2(origin.x - start.x + board_w, origin.y - start.y + board_h + line));
    ImGui::EndChild();
    board.hover_move = board.next_hover_move;
    return clicked;
}

} // namespace gl::ui
