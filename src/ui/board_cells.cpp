// board_cells.cpp - the cells of a Picture's board (board_cells.h).
#include "ui/board_cells.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <string>

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

// A box of chips: an open box, its chips inside from the bottom up (as large as the box lets them
// be), the count above it.
void draw_box(ImDrawList* dl, const Cell& c, ImVec2 centre, ImVec2 half, bool hover) {
    const float wall = std::max(3.0f, half.x * 0.06f);
    const ImVec2 a(centre.x - half.x, centre.y - half.y), b(centre.x + half.x, centre.y + half.y);
    dl->AddRectFilled(a, b, hover ? IM_COL32(255, 236, 200, 255) : IM_COL32(246, 240, 226, 255));
    const ImU32 wood = hover ? colors::token_take : IM_COL32(150, 110, 64, 255);
    dl->AddRectFilled(ImVec2(a.x, a.y), ImVec2(a.x + wall, b.y), wood);
    dl->AddRectFilled(ImVec2(b.x - wall, a.y), ImVec2(b.x, b.y), wood);
    dl->AddRectFilled(ImVec2(a.x, b.y - wall), ImVec2(b.x, b.y), wood);
    const int n = std::atoi(c.text.c_str());
    const float w = 2 * half.x - 2 * wall, h = 2 * half.y - wall;
    int cols = 1;
    float d = 0;
    for (int k = 1; k <= std::max(1, n); ++k) { // the column count that gives the largest chips
        const int rows = (n + k - 1) / k;
        const float dk = std::min(w / static_cast<float>(k), h / static_cast<float>(std::max(1, rows)));
        if (dk > d) d = dk, cols = k;
    }
    d = std::min(d, w / 3);
    const float left = centre.x - d * static_cast<float>(std::min(n, cols)) / 2;
    for (int k = 0; k < n; ++k) {
        const ImVec2 p(left + d * (static_cast<float>(k % cols) + 0.5f), b.y - wall - d * (static_cast<float>(k / cols) + 0.5f));
        dl->AddCircleFilled(p, d * 0.42f, colors::token);
        dl->AddCircle(p, d * 0.42f, colors::token_edge, 0, std::max(1.0f, d * 0.05f));
    }
    const std::string count = c.text + (n == 1 ? " chip" : " chips");
    const ImVec2 size = ImGui::CalcTextSize(count.c_str());
    dl->AddText(ImVec2(centre.x - size.x / 2, a.y - size.y - 2), IM_COL32(30, 30, 35, 255), count.c_str());
}

void draw_glyph(ImDrawList* dl, const Cell& c, ImVec2 centre, float r, ImVec2 half, bool hover) {
    const ImVec2 a(centre.x - r, centre.y - r), b(centre.x + r, centre.y + r);
    const float t = std::max(1.0f, r * 0.08f);
    switch (c.glyph) {
    case Glyph::Blank: dl->AddRect(a, b, IM_COL32(170, 160, 150, 255), r * 0.15f, 0, t); break;
    case Glyph::Token:
        dl->AddCircleFilled(centre, r * 0.86f, hover ? colors::token_take : colors::token);
        dl->AddCircle(centre, r * 0.86f, colors::token_edge, 0, t);
        break;
    case Glyph::Heads:
        dl->AddCircleFilled(centre, r * 0.86f, hover ? colors::token_take : IM_COL32(230, 186, 60, 255));
        dl->AddCircle(centre, r * 0.86f, colors::token_edge, 0, t);
        break;
    case Glyph::Tails:
        dl->AddCircleFilled(centre, r * 0.86f, IM_COL32(170, 170, 175, 255));
        dl->AddCircle(centre, r * 0.86f, IM_COL32(100, 100, 110, 255), 0, t);
        break;
    case Glyph::White:
        dl->AddCircleFilled(centre, r * 0.8f, hover ? colors::token_take : IM_COL32(250, 250, 245, 255));
        dl->AddCircle(centre, r * 0.8f, IM_COL32(60, 60, 60, 255), 0, t * 1.5f);
        break;
    case Glyph::Black: dl->AddCircleFilled(centre, r * 0.8f, hover ? colors::token_take : IM_COL32(40, 40, 45, 255)); break;
    case Glyph::Poison: dl->AddRectFilled(a, b, IM_COL32(120, 40, 130, 255), r * 0.15f); break;
    case Glyph::Cookie: dl->AddRectFilled(a, b, hover ? colors::token_take : IM_COL32(176, 120, 70, 255), r * 0.15f); break;
    case Glyph::Floor: dl->AddRectFilled(ImVec2(a.x, centre.y + r * 0.6f), b, colors::heap_base); break;
    case Glyph::Step: dl->AddRectFilled(ImVec2(centre.x - half.x, centre.y - half.y), ImVec2(centre.x + half.x, centre.y + half.y), colors::heap_base); break;
    case Glyph::Box: draw_box(dl, c, centre, half, hover); break;
    case Glyph::Label:
        dl->AddRectFilled(ImVec2(centre.x - half.x, centre.y - half.y), ImVec2(centre.x + half.x, centre.y + half.y),
                          hover ? IM_COL32(255, 236, 200, 255) : IM_COL32(250, 248, 240, 255), r * 0.3f);
        dl->AddRect(ImVec2(centre.x - half.x, centre.y - half.y), ImVec2(centre.x + half.x, centre.y + half.y),
                    hover ? colors::token_take : IM_COL32(150, 150, 160, 255), r * 0.3f, 0, t);
        break;
    }
}

// The cell's text: on the cell if it fits, in the glyph's contrasting colour.
void draw_cell_text(ImDrawList* dl, const Cell& c, ImVec2 centre) {
    const std::string text = c.glyph == Glyph::Heads ? "H" : c.glyph == Glyph::Tails ? "T" : c.text;
    if (text.empty() || c.glyph == Glyph::Box) return; // a box writes its own count
    const ImVec2 size = ImGui::CalcTextSize(text.c_str());
    const bool dark = c.glyph == Glyph::Black || c.glyph == Glyph::Poison || c.glyph == Glyph::Cookie;
    dl->AddText(ImVec2(centre.x - size.x / 2, centre.y - size.y / 2), dark ? IM_COL32(255, 255, 255, 255) : IM_COL32(30, 30, 35, 255),
                text.c_str());
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

void board_cell(BoardCells& board, const app::Page& page, const Cell& c, std::size_t row, std::size_t index, ImVec2 centre, float r, ImVec2 half,
                std::vector<int>* clicked, bool square_drawn) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    const std::vector<int> moves = legal_moves(page.play(), c.moves);
    const bool live = !moves.empty() && !page.play().computer_to_move();
    const bool hover = live && ImGui::IsWindowHovered() && std::fabs(mouse.x - centre.x) <= half.x && std::fabs(mouse.y - centre.y) <= half.y;
    if (hover && c.moves.size() == 1) board.next_hover_move = c.moves[0];
    const bool in_move = board.hover_move >= 0 && std::find(c.part_of.begin(), c.part_of.end(), board.hover_move) != c.part_of.end();
    if ((in_move || (square_drawn && hover)) && c.glyph == Glyph::Blank)
        dl->AddRectFilled(ImVec2(centre.x - r, centre.y - r), ImVec2(centre.x + r, centre.y + r), IM_COL32(255, 214, 150, 255), r * 0.15f);
    if (!(square_drawn && c.glyph == Glyph::Blank)) draw_glyph(dl, c, centre, r, half, hover || in_move);
    draw_cell_text(dl, c, centre);
    bool wins = false;
    for (int m : moves) wins = wins || is_winning(page.play(), m);
    if (wins && page.state().hints) {
        if (c.glyph == Glyph::Label || c.glyph == Glyph::Box)
            dl->AddRect(ImVec2(centre.x - half.x - 2, centre.y - half.y - 2), ImVec2(centre.x + half.x + 2, centre.y + half.y + 2),
                        colors::winning, r * 0.3f, 0, std::max(2.0f, r * 0.12f));
        else
            dl->AddCircle(centre, r * 1.02f, colors::winning, 0, std::max(2.0f, r * 0.14f));
    }
    if (hover) {
        ImGui::SetMouseCursor(ImGuiMouseCursor_Hand);
        std::string tip;
        for (std::size_t k = 0; k < moves.size() && k < 8; ++k) tip += (k ? "\n" : "") + page.play().moves()[moves[k]].label;
        if (moves.size() > 8) tip += "\n… " + std::to_string(moves.size()) + " moves in all";
        ImGui::SetTooltip("%s", tip.c_str());
        if (ImGui::IsMouseClicked(0)) *clicked = moves;
    }
    board.cells.push_back(BoardCellSpot{row, index, centre.x, centre.y, r});
}

const BoardCellSpot* find_board_cell(const BoardCells& board, std::size_t row, std::size_t index) {
    for (const auto& c : board.cells)
        if (c.row == row && c.index == index) return &c;
    return nullptr;
}

} // namespace gl::ui
