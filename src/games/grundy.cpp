#include "games/grundy.h"

#include <algorithm>

#include "core/text.h"

namespace gl::grundy {

namespace {

// One move: split heap `heap` (the first heap of its size) into `small` + (from - small), small < from - small.
struct Move {
    std::size_t heap = 0;
    std::uint64_t from = 0;
    std::uint64_t small = 0;
};

std::vector<Move> moves_of(const std::vector<std::uint64_t>& p) {
    std::vector<Move> out;
    for (std::size_t i = 0; i < p.size(); ++i) {
        if (i > 0 && p[i] == p[i - 1]) continue; // an equal heap has the same moves
        for (std::uint64_t a = 1; 2 * a < p[i]; ++a) out.push_back(Move{i, p[i], a});
    }
    return out;
}

std::vector<std::uint64_t> apply(std::vector<std::uint64_t> p, const Move& m) {
    p[m.heap] = m.small;
    p.push_back(m.from - m.small);
    std::sort(p.begin(), p.end());
    return p;
}

std::string label(const Move& m) {
    return "heap " + std::to_string(m.heap + 1) + ": split " + std::to_string(m.from) + " → " + std::to_string(m.small) +
           " + " + std::to_string(m.from - m.small);
}

// The heaps that can still be split (3 or more), as "G(7) = 0, G(9) = 1" (cut after 12).
std::string values_text(const std::vector<std::uint64_t>& p, std::vector<Grundy>& live) {
    std::string s;
    std::size_t shown = 0;
    for (std::size_t i = 0; i < p.size(); ++i) {
        if (p[i] < 3) continue;
        live.push_back(heap_value(p[i]));
        if (shown < 12) s += (s.empty() ? "" : ", ") + std::string("G(") + std::to_string(p[i]) + ") = " + std::to_string(live.back());
        else if (shown == 12) s += ", …";
        ++shown;
    }
    return s;
}

} // namespace

Grundy heap_value(std::uint64_t n) {
    // The mex rule over every split, for all heaps up to the cap at once (about 250,000 steps).
    static const std::vector<Grundy> table = [] {
        std::vector<Grundy> g(GrundyGame::kMaxHeap + 1, 0);
        std::vector<Grundy> opts;
        for (std::uint64_t h = 3; h <= GrundyGame::kMaxHeap; ++h) {
            opts.clear();
            for (std::uint64_t a = 1; 2 * a < h; ++a) opts.push_back(g[a] ^ g[h - a]);
            g[h] = mex(opts);
        }
        return g;
    }();
    return n < table.size() ? table[n] : 0;
}

const GameMeta& GrundyGame::meta() {
    static const GameMeta m{
        "grundy", "Grundy's game",
        "Split one heap into two non-empty heaps of different sizes; heaps of 1 and 2 cannot be split, and whoever cannot move loses.",
        "P. M. Grundy, Mathematics and games, Eureka 2 (1939); Ferguson, Game Theory, Part I, §4.4; Berlekamp, Conway and Guy, Winning Ways, ch. 4",
        "heap sizes 1 to 1000 separated by commas, at most 12000 tokens in all (twelve heaps of 1000; splits make more heaps); "
        "the heaps are kept in increasing order",
        "7,9"};
    return m;
}

Result<GrundyGame::Position> GrundyGame::parse(std::string_view text, std::string_view field) const {
    auto heaps = parse_uint_list(text, field, kMaxHeap, kMaxTokens);
    if (!heaps) return heaps.error();
    const auto starts = item_starts(text);
    std::uint64_t total = 0;
    for (std::size_t i = 0; i < heaps.value().size(); ++i) {
        if (heaps.value()[i] == 0)
            return Error{std::string(field), starts[i],
                         "heap " + std::to_string(i + 1) + " is empty: heaps have 1 to " + std::to_string(kMaxHeap) +
                             " tokens (leave it out)"};
        total += heaps.value()[i];
        if (total > kMaxTokens)
            return Error{std::string(field), starts[i],
                         "heap " + std::to_string(i + 1) + " brings the tokens to " + std::to_string(total) + ", more than " +
                             std::to_string(kMaxTokens) + " in all (twelve heaps of " + std::to_string(kMaxHeap) + ")"};
    }
    Position p = heaps.value();
    std::sort(p.begin(), p.end());
    return p;
}

std::string GrundyGame::format(const Position& p) const { return format_uint_list(p); }

std::vector<Option<GrundyGame::Position>> GrundyGame::options(const Position& p) const {
    // Heaps of equal size are listed once; splits of heaps of different sizes leave different
    // multisets (the larger heap would have to reappear among three smaller ones).
    std::vector<Option<Position>> out;
    for (const Move& m : moves_of(p)) out.push_back({label(m), apply(p, m)});
    return out;
}

std::optional<Closed> GrundyGame::closed_form(const Position& p) const {
    std::vector<Grundy> live;
    const std::string values = values_text(p, live);
    if (live.empty())
        return Closed{0, "Every heap has 1 or 2 tokens, which cannot be split into two different heaps: no move is left, and "
                         "the player to move has lost (normal play)."};
    Grundy s = 0;
    std::string sum;
    for (std::size_t i = 0; i < live.size(); ++i) {
        s ^= live[i];
        if (i < 12) sum += (i ? " ⊕ " : "") + std::to_string(live[i]);
        else if (i == 12) sum += " ⊕ …";
    }
    const std::string rule = "Grundy's game has no known period, so each heap's value comes from the mex rule, "
                             "G(n) = mex{G(a) ⊕ G(n − a) : 0 < a < n − a}: ";
    const std::string dead = live.size() < p.size() ? " (heaps of 1 and 2 are dead, value 0)" : "";
    if (live.size() == 1)
        return Closed{s, rule + values + dead + (s == 0 ? ": a P-position." : ": not 0, so the player to move wins.")};
    return Closed{s, rule + values + dead + "; their nim-sum " + sum + " = " + std::to_string(s) +
                         (s == 0 ? " is 0: a P-position (Sprague–Grundy theorem)." : " is not 0: an N-position (Sprague–Grundy theorem).")};
}

Picture GrundyGame::picture(const Position& p, const std::vector<Option<Position>>& options) const {
    Picture pic;
    pic.layout = Picture::Layout::Stacks;
    pic.caption = "Click a token to split its heap just below it into two heaps of different sizes.";
    const auto moves = moves_of(p);
    for (std::size_t i = 0; i < p.size(); ++i) {
        PictureRow row{"heap " + std::to_string(i + 1), {}};
        for (std::uint64_t j = 0; j < p[i]; ++j) row.cells.push_back(Cell{Glyph::Token, "", {}});
        // Equal heaps share the moves listed under the first of them.
        std::size_t first = i;
        while (first > 0 && p[first - 1] == p[i]) --first;
        for (std::size_t m = 0; m < moves.size() && m < options.size(); ++m) {
            if (moves[m].heap != first) continue;
            // Cut below token a: a + (h - a); both cut points give the same two heaps.
            row.cells[moves[m].small].moves.push_back(static_cast<int>(m));
            row.cells[p[i] - moves[m].small].moves.push_back(static_cast<int>(m));
        }
        pic.rows.push_back(std::move(row));
    }
    return pic;
}

std::vector<std::pair<std::string, std::string>> GrundyGame::facts(const Position& p) const {
    std::vector<Grundy> live;
    const std::string values = values_text(p, live);
    Grundy s = 0;
    for (auto x : live) s ^= x;
    return {{"heap values", values.empty() ? "every heap is dead (1 or 2 tokens)" : values}, {"nim-sum", std::to_string(s)}};
}

} // namespace gl::grundy
