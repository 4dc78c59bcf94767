#include "games/lasker.h"

#include <algorithm>

#include "core/text.h"

namespace gl::lasker {

namespace {

// One move: from heap `heap` (the first heap of its size), take down to `left` tokens, or split
// it into `left` + (from - left) with left <= from - left.
struct Move {
    std::size_t heap = 0;
    std::uint64_t from = 0;
    bool split = false;
    std::uint64_t left = 0;
};

std::vector<Move> moves_of(const std::vector<std::uint64_t>& p) {
    std::vector<Move> out;
    for (std::size_t i = 0; i < p.size(); ++i) {
        if (i > 0 && p[i] == p[i - 1]) continue; // an equal heap has the same moves
        for (std::uint64_t v = p[i]; v-- > 0;) out.push_back(Move{i, p[i], false, v});
        for (std::uint64_t a = 1; 2 * a <= p[i]; ++a) out.push_back(Move{i, p[i], true, a});
    }
    return out;
}

std::vector<std::uint64_t> apply(std::vector<std::uint64_t> p, const Move& m) {
    p.erase(p.begin() + static_cast<std::ptrdiff_t>(m.heap));
    if (m.left > 0) p.push_back(m.left);
    if (m.split) p.push_back(m.from - m.left);
    std::sort(p.begin(), p.end());
    return p;
}

std::string label(const Move& m) {
    const std::string heap = "heap " + std::to_string(m.heap + 1) + ": ";
    if (m.split)
        return heap + "split " + std::to_string(m.from) + " → " + std::to_string(m.left) + " + " + std::to_string(m.from - m.left);
    return heap + "take " + std::to_string(m.from - m.left);
}

// "2, 5, 7" (cut after 12 heaps).
std::string list_text(const std::vector<std::uint64_t>& xs, const char* sep) {
    std::string s;
    for (std::size_t i = 0; i < xs.size(); ++i) {
        if (i == 12) return s + sep + "… (" + std::to_string(xs.size()) + " heaps)";
        s += (i ? sep : "") + std::to_string(xs[i]);
    }
    return s;
}

std::vector<std::uint64_t> values_of(const std::vector<std::uint64_t>& p) {
    std::vector<std::uint64_t> v;
    for (auto h : p) v.push_back(heap_value(h));
    return v;
}

} // namespace

Grundy heap_value(std::uint64_t n) {
    if (n == 0) return 0;
    switch (n % 4) {
    case 1:
    case 2: return n;
    case 3: return n + 1;
    default: return n - 1;
    }
}

const GameMeta& LaskerGame::meta() {
    static const GameMeta m{
        "lasker", "Lasker's Nim",
        "Take any number of tokens from one heap, or split a heap into two non-empty heaps; under normal play whoever takes the last token wins.",
        "E. Lasker, Brettspiele der Völker (1931); Ferguson, Game Theory, Part I, §4.4 (Lasker's Nim); Berlekamp, Conway and Guy, Winning Ways, ch. 4",
        "heap sizes 0 to 99 separated by commas, at most 1188 tokens in all (twelve heaps of 99; splits make more heaps); "
        "the heaps are kept in increasing order, empty heaps are left out, and 0 means no token is left",
        "2,5,7"};
    return m;
}

Result<LaskerGame::Position> LaskerGame::parse(std::string_view text, std::string_view field) const {
    auto heaps = parse_uint_list(text, field, kMaxHeap, kMaxTokens);
    if (!heaps) return heaps.error();
    const auto starts = item_starts(text);
    Position p;
    std::uint64_t total = 0;
    for (std::size_t i = 0; i < heaps.value().size(); ++i) {
        total += heaps.value()[i];
        if (total > kMaxTokens)
            return Error{std::string(field), starts[i],
                         "heap " + std::to_string(i + 1) + " brings the tokens to " + std::to_string(total) + ", more than " +
                             std::to_string(kMaxTokens) + " in all (twelve heaps of " + std::to_string(kMaxHeap) + ")"};
        if (heaps.value()[i] > 0) p.push_back(heaps.value()[i]);
    }
    std::sort(p.begin(), p.end());
    return p;
}

std::string LaskerGame::format(const Position& p) const { return p.empty() ? "0" : format_uint_list(p); }

std::vector<Option<LaskerGame::Position>> LaskerGame::options(const Position& p) const {
    // Heaps of equal size are listed once; otherwise different moves leave different multisets
    // (a take keeps or lowers the number of heaps, a split raises it).
    std::vector<Option<Position>> out;
    for (const Move& m : moves_of(p)) out.push_back({label(m), apply(p, m)});
    return out;
}

std::optional<Closed> LaskerGame::closed_form(const Position& p) const {
    if (p.empty()) return Closed{0, "No tokens are left: the player to move has lost (normal play)."};
    const auto v = values_of(p);
    Grundy s = 0;
    for (auto x : v) s ^= x;
    const std::string rule =
        " (Lasker's Nim: g(n) = n for n ≡ 1, 2 (mod 4), n + 1 for n ≡ 3 and n − 1 for n ≡ 0 (mod 4); Ferguson §4.4)";
    if (p.size() == 1)
        return Closed{s, "One heap of " + std::to_string(p[0]) + ": its value is " + std::to_string(s) + rule +
                             (s == 0 ? "." : ", not 0, so the player to move wins.")};
    return Closed{s, "Heaps " + list_text(p, ", ") + " have values " + list_text(v, ", ") + rule + "; their nim-sum " +
                         list_text(v, " ⊕ ") + " = " + std::to_string(s) +
                         (s == 0 ? " is 0: a P-position (Sprague–Grundy theorem)." : " is not 0: an N-position (Sprague–Grundy theorem).")};
}

Picture LaskerGame::picture(const Position& p, const std::vector<Option<Position>>& options) const {
    Picture pic;
    pic.layout = Picture::Layout::Stacks;
    pic.caption = "Click a token to take it and every token above it, or to split its heap just below it.";
    const auto moves = moves_of(p);
    for (std::size_t i = 0; i < p.size(); ++i) {
        PictureRow row{"heap " + std::to_string(i + 1), {}};
        for (std::uint64_t j = 0; j < p[i]; ++j) row.cells.push_back(Cell{Glyph::Token, "", {}});
        // Equal heaps share the moves listed under the first of them.
        std::size_t first = i;
        while (first > 0 && p[first - 1] == p[i]) --first;
        for (std::size_t m = 0; m < moves.size() && m < options.size(); ++m) {
            if (moves[m].heap != first) continue;
            const std::uint64_t h = p[i], a = moves[m].left;
            if (!moves[m].split) row.cells[a].moves.push_back(static_cast<int>(m)); // leaves a: click token a
            else {
                row.cells[a].moves.push_back(static_cast<int>(m)); // cut below token a: a + (h - a)
                if (h - a != a) row.cells[h - a].moves.push_back(static_cast<int>(m));
            }
        }
        pic.rows.push_back(std::move(row));
    }
    return pic;
}

std::vector<std::pair<std::string, std::string>> LaskerGame::facts(const Position& p) const {
    const auto v = values_of(p);
    Grundy s = 0;
    for (auto x : v) s ^= x;
    return {{"heap values", v.empty() ? "none" : list_text(v, ", ")}, {"nim-sum", std::to_string(s)}};
}

} // namespace gl::lasker
