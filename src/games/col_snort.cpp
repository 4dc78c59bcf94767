// col_snort.cpp - Col and Snort on a graph: moves with tints, pieces, the board. See col_snort.h.
#include "games/col_snort.h"

#include "games/impartial_variant.h"

#include <bit>

namespace gl::col_snort {

namespace {

using drawn::adj;
using drawn::mask;
using drawn::order;
constexpr std::size_t kL = 0, kR = 1, kTintL = 2, kTintR = 3;
constexpr std::string_view kLetters = "lrLR"; // coloured by Left, by Right; tinted Left, Right (CGSuite's L, R)

std::uint64_t uncoloured(const Position& p) { return drawn::all_vertices(p) & ~(mask(p, kL) | mask(p, kR)); }
// The uncoloured vertices next to a vertex of `colour`'s mask.
std::uint64_t next_to(const Position& p, std::size_t colour) {
    std::uint64_t out = 0;
    for (std::uint64_t m = mask(p, colour); m; m &= m - 1) out |= adj(p, std::countr_zero(m));
    return out & uncoloured(p);
}
std::string side_name(bool left) { return left ? "Left" : "Right"; }

} // namespace

template <bool Snort>
std::uint64_t playable(const Position& p, bool left) {
    // Col: not next to one's own colour; Snort: not next to the other's.
    const bool barred_by_own = !Snort;
    const std::size_t tint = (left == barred_by_own) ? kTintL : kTintR;
    return uncoloured(p) & ~mask(p, tint);
}
template std::uint64_t playable<false>(const Position&, bool);
template std::uint64_t playable<true>(const Position&, bool);

Position coloured(const Position& p, int v, bool left) {
    Position q = p;
    const std::uint64_t bit = 1ULL << v;
    mask(q, left ? kL : kR) |= bit;
    mask(q, kTintL) &= ~bit;
    mask(q, kTintR) &= ~bit;
    mask(q, left ? kTintL : kTintR) |= adj(p, v) & uncoloured(q);
    return q;
}

template <bool Snort>
const GameMeta& ColourGame<Snort>::meta() {
    static const GameMeta m = [] {
        GameMeta g{Snort ? "snort" : "col", Snort ? "Snort" : "Col",
                   Snort ? "Left colours a vertex blue (L), Right red (R); never next to a vertex of the other's colour. Whoever cannot colour loses. A partizan game: its value is a canonical form."
                         : "Left colours a vertex blue (L), Right red (R); never next to a vertex of one's own colour. Whoever cannot colour loses. A partizan game: its value is a canonical form.",
                   Snort ? "Simon Norton; Berlekamp, Conway and Guy, Winning Ways, ch. 2; Albert, Nowakowski and Wolfe, Lessons in Play, ch. 2"
                         : "Colin Vout; Berlekamp, Conway and Guy, Winning Ways, ch. 2; Conway, On Numbers and Games; Albert, Nowakowski and Wolfe, Lessons in Play, ch. 2",
                   "a graph: path:N, cycle:N, grid:RxC or edges u-v separated by commas (a lone vertex by its number; vertices 0 to 63, at most 64); "
                   "then optionally ';' and states vS separated by commas: L, R tinted Left, Right as in CGSuite (next to a vertex Left, Right coloured; LR both); l, r coloured by Left (blue), Right (red)",
                   Snort ? "grid:2x3" : "path:5", {}, {}, true};
        g.has_layout = true;
        g.picture_edit = GameMeta::PictureEdit::Graph; // the board's edit mode draws the graph
        g = with_variant(g); // variant=impartial: either player colours either way (normal play, as the boards' variants)
        return g;
    }();
    return m;
}

template <bool Snort>
Result<Position> ColourGame<Snort>::parse(std::string_view text, std::string_view field) const {
    auto r = drawn::parse(text, field, kLetters);
    if (!r) return r;
    Position p = std::move(r.value());
    const std::string f(field);
    const std::uint64_t both = mask(p, kL) & mask(p, kR), tinted = (mask(p, kL) | mask(p, kR)) & (mask(p, kTintL) | mask(p, kTintR));
    if (both) return Error{f, Error::kWhole, "vertex " + std::to_string(std::countr_zero(both)) + " is coloured by both sides (l and r): a vertex has one colour"};
    if (tinted) return Error{f, Error::kWhole, "vertex " + std::to_string(std::countr_zero(tinted)) + " is coloured and tinted: only an uncoloured vertex carries a tint (L, R)"};
    for (int v = 0; v < order(p); ++v)
        for (std::size_t c : {kL, kR}) {
            if (!((mask(p, c) >> v) & 1)) continue;
            const std::size_t barred = Snort ? (c == kL ? kR : kL) : c;
            if (const std::uint64_t w = adj(p, v) & mask(p, barred))
                return Error{f, Error::kWhole, "vertices " + std::to_string(v) + " and " + std::to_string(std::countr_zero(w)) + " are neighbours coloured " +
                                                   (Snort ? "unlike" : "alike") + ": no play of " + std::string(meta().title) + " reaches that"};
        }
    mask(p, kTintL) |= next_to(p, kL);
    mask(p, kTintR) |= next_to(p, kR);
    return p;
}

template <bool Snort>
std::string ColourGame<Snort>::format(const Position& p) const {
    Position written = p; // the tints that follow from the colours are not written
    mask(written, kTintL) &= ~next_to(p, kL);
    mask(written, kTintR) &= ~next_to(p, kR);
    return drawn::format(p, written, kLetters);
}

template <bool Snort>
std::vector<Option<Position>> ColourGame<Snort>::options(const Position& p) const {
    std::vector<Option<Position>> out;
    for (bool left : {true, false})
        for (std::uint64_t m = playable<Snort>(p, left); m; m &= m - 1) {
            const int v = std::countr_zero(m);
            out.push_back({side_name(left) + " colours " + std::to_string(v), coloured(p, v, left), left ? Side::Left : Side::Right});
        }
    return out;
}

template <bool Snort>
void ColourGame<Snort>::next(const Position& p, std::vector<Position>& left, std::vector<Position>& right) const {
    for (std::uint64_t m = playable<Snort>(p, true); m; m &= m - 1) left.push_back(coloured(p, std::countr_zero(m), true));
    for (std::uint64_t m = playable<Snort>(p, false); m; m &= m - 1) right.push_back(coloured(p, std::countr_zero(m), false));
}

template <bool Snort>
std::vector<Position> ColourGame<Snort>::components(const Position& p) const {
    const std::uint64_t live = playable<Snort>(p, true) | playable<Snort>(p, false);
    return drawn::pieces(p, live, {kL, kR, kTintL, kTintR});
}

template <bool Snort>
std::string ColourGame<Snort>::key(const Position& p) const {
    return std::string(reinterpret_cast<const char*>(p.data()), p.size() * sizeof(std::uint64_t));
}

template <bool Snort>
Picture ColourGame<Snort>::picture(const Position& p, const std::vector<Option<Position>>& options) const {
    Picture pic = drawn::base_picture(p);
    pic.caption = std::string("Click a vertex to colour it: Left (player 1) colours L, Right (player 2) R. ") +
                  (Snort ? "Never next to the other's colour." : "Never next to one's own colour.") +
                  " A vertex marked 'L only' or 'R only' may be coloured by that side alone; 'out' by neither.";
    const std::uint64_t lp = playable<Snort>(p, true), rp = playable<Snort>(p, false);
    int move = 0;
    for (bool left : {true, false})
        for (std::uint64_t m = left ? lp : rp; m; m &= m - 1, ++move)
            if (static_cast<std::size_t>(move) < options.size()) pic.graph.vertices[static_cast<std::size_t>(std::countr_zero(m))].moves.push_back(move);
    for (int v = 0; v < order(p); ++v) {
        GraphVertex& gv = pic.graph.vertices[static_cast<std::size_t>(v)];
        const std::uint64_t bit = 1ULL << v;
        if (mask(p, kL) & bit) gv.value = "L";
        else if (mask(p, kR) & bit) gv.value = "R";
        else if ((lp & bit) && !(rp & bit)) gv.label += ": L only";
        else if ((rp & bit) && !(lp & bit)) gv.label += ": R only";
        else if (!(lp & bit) && !(rp & bit)) gv.label += ": out";
    }
    return pic;
}

template <bool Snort>
std::vector<std::pair<std::string, std::string>> ColourGame<Snort>::facts(const Position& p) const {
    const std::uint64_t live = playable<Snort>(p, true) | playable<Snort>(p, false);
    std::vector<std::pair<std::string, std::string>> out{
        {"graph", std::to_string(order(p)) + " vertices, " + std::to_string(drawn::edge_count(p, drawn::all_vertices(p))) + " edges"},
        {"coloured", std::to_string(std::popcount(mask(p, kL))) + " L, " + std::to_string(std::popcount(mask(p, kR))) + " R"},
        {"in play", std::to_string(std::popcount(live)) + " vertices in " + std::to_string(components(p).size()) + (components(p).size() == 1 ? " connected piece" : " connected pieces, a sum")}};
    if (!Snort) out.push_back({"Col's theorem", "every Col position is a number or a number plus * (Conway, On Numbers and Games; Winning Ways, ch. 2)"});
    else out.push_back({"Snort", "Snort positions are often hot: a single edge is ±1, and the thermograph shows what a move is worth"});
    return out;
}

template struct ColourGame<false>;
template struct ColourGame<true>;

} // namespace gl::col_snort
