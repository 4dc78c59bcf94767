// Boards of heaps laid out as scenes (src/app/heap_scene.h): Nim's columns and a sum's parts
// (stacks, stacks lying down, rows of pins, squares and pawns). Every token or cell is exactly one
// hit, the hits never overlap, each piece stands inside its hit, a heap's tokens stack up from its
// base (its size written below them), and the cells a move takes - marked on the page as the
// pointer hovers - are the ones the move's rules take: the move's count, and what is left lies in
// runs of the sizes the move leaves. Under touch a token's slot keeps a finger's 40 px.
#include <doctest.h>

#include <algorithm>
#include <cmath>
#include <set>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include "app/heap_scene.h"
#include "games/heap_sum.h"

using namespace gl;
using namespace gl::app;

namespace {

// The page's panels: wide and short, narrow and tall, a phone under touch, at 1 and 2 device
// pixels a CSS pixel; `embed`: also an embedded sum's part, very short. Text: 7 px a character,
// 15 px a line (at density 1).
std::vector<HeapFrame> frames(bool embed = false) {
    std::vector<HeapFrame> out;
    for (double d : {1.0, 2.0})
        for (auto [w, h, touch] : {std::tuple{640.0, 560.0, false}, std::tuple{300.0, 700.0, false}, std::tuple{360.0, 300.0, true},
                                   std::tuple{660.0, 180.0, false}, std::tuple{600.0, 60.0, false}}) {
            if (h < 100 && !embed) continue;
            HeapFrame f;
            f.width = w * d, f.height = h * d, f.density = d, f.line = 19 * d, f.touch = touch;
            f.measure = [d](std::string_view t, TextSize, double) { return Pt{7.0 * d * static_cast<double>(t.size()), 15.0 * d}; };
            out.push_back(f);
        }
    return out;
}

bool overlap(const Hit& a, const Hit& b) {
    const double eps = 1e-9;
    return std::fabs(a.centre.x - b.centre.x) < a.half.x + b.half.x - eps && std::fabs(a.centre.y - b.centre.y) < a.half.y + b.half.y - eps;
}

// The box of a shape drawn everywhere (not a text), grid units.
Scene::Box box_of(const Shape& s) {
    if (s.kind == Shape::Kind::Circle) return {s.pts[0].x - s.r, s.pts[0].y - s.r, s.pts[0].x + s.r, s.pts[0].y + s.r};
    Scene::Box b{1e300, 1e300, -1e300, -1e300};
    for (const Pt& p : s.pts) b = {std::min(b.x0, p.x), std::min(b.y0, p.y), std::max(b.x1, p.x), std::max(b.y1, p.y)};
    return b;
}

// Every cell of every heap is one hit, no two overlap, and each piece (its shapes always drawn)
// stands inside its hit.
void check_hits(const Scene& sc, const std::vector<std::uint64_t>& heaps) {
    std::uint64_t total = 0;
    for (auto h : heaps) total += h;
    REQUIRE(sc.hits.size() == total);
    std::set<std::pair<std::size_t, std::size_t>> seen;
    for (const Hit& h : sc.hits) {
        REQUIRE(h.row < heaps.size());
        CHECK(h.index < heaps[h.row]);
        CHECK(seen.insert({h.row, h.index}).second);
        CHECK(h.half.x > 0);
        CHECK(h.half.y > 0);
    }
    for (std::size_t a = 0; a < sc.hits.size(); ++a)
        for (std::size_t b = a + 1; b < sc.hits.size(); ++b) CHECK_FALSE(overlap(sc.hits[a], sc.hits[b]));
    for (const Shape& s : sc.shapes) {
        if (s.hit < 0 || s.show != Show::Always || s.kind == Shape::Kind::Text) continue;
        const Hit& h = sc.hits[static_cast<std::size_t>(s.hit)];
        const Scene::Box b = box_of(s);
        const double eps = 1e-6;
        CHECK(b.x0 >= h.centre.x - h.half.x - eps);
        CHECK(b.x1 <= h.centre.x + h.half.x + eps);
        CHECK(b.y0 >= h.centre.y - h.half.y - eps);
        CHECK(b.y1 <= h.centre.y + h.half.y + eps);
    }
}

const Hit& hit_of(const Scene& sc, std::size_t heap, std::size_t index) {
    for (const Hit& h : sc.hits)
        if (h.row == heap && h.index == index) return h;
    FAIL("no hit");
    return sc.hits.front();
}

} // namespace

TEST_CASE("heap scene: Nim's tokens are one hit each, stacked up in their column, the size under it") {
    const std::vector<std::vector<std::uint64_t>> boards = {{13, 12, 8}, {60, 3, 90}, {1}, {0, 4, 0, 7}, {3, 5, 7, 9, 11, 2, 1}};
    for (const HeapFrame& f : frames())
        for (const auto& heaps : boards) {
            const std::uint64_t cap = *std::max_element(heaps.begin(), heaps.end());
            const HeapScene hs = nim_scene(heaps, cap, std::vector<std::int64_t>(heaps.size(), -1), false, f);
            CAPTURE(heaps.size());
            CAPTURE(f.width);
            check_hits(hs.scene, heaps);
            for (std::size_t i = 0; i < heaps.size(); ++i) {
                for (std::uint64_t j = 1; j < heaps[i]; ++j) { // each token right above the one before it
                    const Hit &lo = hit_of(hs.scene, i, j - 1), &hi = hit_of(hs.scene, i, j);
                    CHECK(hi.centre.x == doctest::Approx(lo.centre.x));
                    CHECK(hi.centre.y < lo.centre.y);
                }
                if (i > 0 && heaps[i] && heaps[i - 1]) CHECK(hit_of(hs.scene, i - 1, 0).centre.x < hit_of(hs.scene, i, 0).centre.x);
                // The heap's size is written below its bottom token, in its column.
                bool written = false;
                for (const Shape& s : hs.scene.shapes)
                    if (s.kind == Shape::Kind::Text && s.text == std::to_string(heaps[i]) && heaps[i] &&
                        std::fabs(s.pts[0].x - hit_of(hs.scene, i, 0).centre.x) < 1e-9)
                        written = written || s.pts[0].y > hit_of(hs.scene, i, 0).centre.y;
                if (heaps[i]) CHECK(written);
            }
            // The board fits its frame, unless it scrolls under touch (a finger's 40 px a token).
            if (!f.touch) CHECK(hs.height == doctest::Approx(f.height));
            if (f.touch)
                for (const Hit& h : hs.scene.hits) CHECK(2 * h.half.y * hs.scale >= 40 * f.density - 1e-6);
            for (const Hit& h : hs.scene.hits) CHECK((h.centre.y + h.half.y) * hs.scale <= hs.height + 1e-6);
        }
}

TEST_CASE("heap scene: a Nim move takes the token clicked and those above it, as marked") {
    const std::vector<std::uint64_t> heaps = {5, 9, 2};
    for (const HeapFrame& f : frames()) {
        const HeapScene hs = nim_scene(heaps, 9, {-1, 4, -1}, false, f);
        for (std::size_t i = 0; i < heaps.size(); ++i)
            for (std::uint64_t to = 0; to < heaps[i]; ++to) { // the move heap i -> to, a click on token `to`
                const Hit& clicked = hit_of(hs.scene, i, to);
                const std::vector<std::size_t> marked = heap_hits(hs.scene, i, to, heaps[i] - to);
                CHECK(marked.size() == heaps[i] - to);
                std::size_t above = 0; // tokens of the clicked one's column at or above it
                for (const Hit& h : hs.scene.hits) above += std::fabs(h.centre.x - clicked.centre.x) < 1e-9 && h.centre.y <= clicked.centre.y;
                CHECK(above == heaps[i] - to);
                for (std::size_t k : marked) {
                    CHECK(hs.scene.hits[k].centre.y <= clicked.centre.y);
                    CHECK(std::fabs(hs.scene.hits[k].centre.x - clicked.centre.x) < 1e-9);
                }
            }
        // The winning move's size left is written under its heap, on the page alone.
        bool hint = false;
        for (const Shape& s : hs.scene.shapes) hint = hint || (s.text.find('4') != std::string::npos && s.show == Show::Page && s.fill == Ink::Winning);
        CHECK(hint);
    }
}

TEST_CASE("heap scene: a sum's parts, one hit a cell, and a move's cells leave what it leaves") {
    const char* const positions[] = {"nim:7|0.333:10|0.033:6", "0.77:10|0.07:9|0.137:8", "0.77:20|0.07:7,3", "nim:3,5,7", "0.77:6,4,0|nim:3",
                                     "nim:40|0.77:1"};
    for (const char* pos : positions) {
        const auto parts = sums::parse_parts(pos);
        REQUIRE(parts);
        for (const HeapFrame& f : frames(true))
            for (std::size_t pi = 0; pi < parts.value().size(); ++pi) {
                const sums::Part& p = parts.value()[pi];
                CAPTURE(pos);
                CAPTURE(pi);
                CAPTURE(f.width);
                std::uint64_t cap = 4;
                for (auto h : p.heaps) cap = std::max(cap, h);
                const HeapScene hs = part_scene(p, cap, f);
                check_hits(hs.scene, p.heaps);
                if (f.touch && sums::part_look(p) != sums::PartLook::Tokens)
                    for (const Hit& h : hs.scene.hits) CHECK(2 * h.half.x * hs.scale >= 40 * f.density - 1e-6);
                // Without touch the pieces and the heaps' sizes stand inside the panel (a row's cell
                // shrinks to 8 px at least).
                const bool shrinks = !hs.scene.hits.empty() && 2 * hs.scene.hits[0].half.x * hs.scale > 8 * f.density + 1e-6;
                if (!f.touch && shrinks) {
                    for (const Hit& h : hs.scene.hits) CHECK((h.centre.y + h.half.y) * hs.scale <= f.height + 1e-6);
                    for (const Shape& s : hs.scene.shapes)
                        if (s.kind == Shape::Kind::Text) CHECK(s.pts[0].y * hs.scale + 7.5 * f.density <= f.height + 1e-6);
                }
                for (std::size_t j = 0; j < p.heaps.size(); ++j)
                    for (const sums::PlayMove& m : sums::moves_of(parts.value(), pi, j)) {
                        const auto [first, count] = part_cells_taken(p, m);
                        const std::vector<std::size_t> marked = heap_hits(hs.scene, j, first, count);
                        CHECK(marked.size() == m.option.take);
                        // What is left: runs of unmarked cells, in their order on the board.
                        std::vector<bool> taken(p.heaps[j], false);
                        for (std::size_t k : marked) taken[hs.scene.hits[k].index] = true;
                        std::multiset<std::uint64_t> runs, left;
                        std::uint64_t run = 0;
                        for (std::size_t t = 0; t <= taken.size(); ++t) {
                            if (t < taken.size() && !taken[t]) {
                                ++run;
                                continue;
                            }
                            if (run) runs.insert(run);
                            run = 0;
                        }
                        for (unsigned k = 0; k < m.option.parts; ++k) left.insert(m.option.left[k]);
                        CHECK(runs == left);
                        // A stack's move takes its top tokens.
                        if (sums::part_look(p) == sums::PartLook::Tokens)
                            for (std::size_t k : marked) CHECK(hs.scene.hits[k].index >= p.heaps[j] - m.option.take);
                    }
            }
    }
}
