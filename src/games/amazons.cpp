// amazons.cpp - Amazons' metadata, squares and move labels (the rules are in amazons.h), and its
// outcome search on bitboards: a board of at most 64 squares as three 64-bit sets (Left's amazons,
// Right's, the burnt squares); a player with no amazon next to an empty square cannot move and
// loses; a move that leaves the opponent no move wins at once, and the others are tried in order of
// the room they leave (see Search::first). Positions are kept, up to the board's mirror images and
// turns, in a table of bounded size across calls (an undo costs nothing).
#include "games/amazons.h"

#include <algorithm>
#include <array>
#include <bit>
#include <tuple>
#include <vector>

namespace gl::amazons {

const GameMeta& AmazonsRules::meta() {
    static const GameMeta m{
        "amazons", "Amazons",
        "A player moves one of their amazons like a chess queen over empty squares, then shoots an arrow from where it lands, again like a queen, onto an empty square, which is burnt. Whoever cannot move loses.",
        "Walter Zamkauskas (1988); Berlekamp, Sums of N x 2 Amazons (2000); Albert, Nowakowski and Wolfe, Lessons in Play; CGSuite's Amazons (game.grid.Amazons)",
        "rows from the top separated by '/' (or '|'), each of '.' (empty), 'x' (Left's amazon), 'o' (Right's amazon) and '#' (burnt; %23 in a link), all of one length; at most 8 × 8",
        "x.../o...", grid::kVariantGrammar, "partizan", true, "variant"};
    return m;
}

grid::Look AmazonsRules::look(char c) {
    if (c == 'x') return {Glyph::Black, "A"};
    if (c == 'o') return {Glyph::White, "A"};
    if (c == '#') return {Glyph::Step, ""};
    return {Glyph::Blank, ""};
}

std::string move_label(int r, int c, int tr, int tc, int ar, int ac) {
    return grid::square_name(r, c) + " to " + grid::square_name(tr, tc) + ", arrow at " + grid::square_name(ar, ac);
}

namespace {

using Set = std::uint64_t;
constexpr Set bit(int i) { return Set{1} << i; }

// The board's geometry: for each square and direction, the squares along that line in order.
struct Lines {
    int h = 1, w = 1;
    std::vector<std::array<std::vector<int>, 8>> rays;
    std::vector<Set> near; // the squares next to each square (side or corner)
    Lines(int rows, int cols) : h(rows), w(cols), rays(static_cast<std::size_t>(rows * cols)), near(static_cast<std::size_t>(rows * cols), 0) {
        constexpr int kDr[] = {-1, -1, -1, 0, 0, 1, 1, 1}, kDc[] = {-1, 0, 1, -1, 1, -1, 0, 1};
        for (int r = 0; r < h; ++r)
            for (int c = 0; c < w; ++c)
                for (int d = 0; d < 8; ++d) {
                    auto& ray = rays[static_cast<std::size_t>(r * w + c)][static_cast<std::size_t>(d)];
                    for (int tr = r + kDr[d], tc = c + kDc[d]; tr >= 0 && tc >= 0 && tr < h && tc < w; tr += kDr[d], tc += kDc[d]) ray.push_back(tr * w + tc);
                    if (!ray.empty()) near[static_cast<std::size_t>(r * w + c)] |= bit(ray.front());
                }
    }
    // The board's symmetries other than the identity (a queen's lines map to a queen's lines under
    // each): the square each square goes to. A square board has 7, any other 3.
    std::vector<std::vector<int>> symmetries() const {
        std::vector<std::vector<int>> out;
        const int kinds = h == w ? 8 : 4;
        for (int k = 1; k < kinds; ++k) {
            std::vector<int> to(static_cast<std::size_t>(h * w));
            for (int r = 0; r < h; ++r)
                for (int c = 0; c < w; ++c) {
                    const int rr = (k & 1) ? h - 1 - r : r, cc = (k & 2) ? w - 1 - c : c; // reflections
                    to[static_cast<std::size_t>(r * w + c)] = (k & 4) ? cc * w + rr : rr * w + cc; // and the diagonal
                }
            out.push_back(std::move(to));
        }
        return out;
    }
    // The empty squares next to some amazon of `mine` (0: none can move).
    int room(Set mine, Set empty) const {
        Set r = 0;
        for (Set m = mine; m; m &= m - 1) r |= near[static_cast<std::size_t>(std::countr_zero(m))];
        return std::popcount(r & empty);
    }
    // Can some amazon of `mine` move (an empty square next to it)?
    bool can_move(Set mine, Set empty) const {
        for (Set m = mine; m; m &= m - 1)
            if (near[static_cast<std::size_t>(std::countr_zero(m))] & empty) return true;
        return false;
    }
};

struct Slot {
    Set x = 0, o = 0, burnt = 0;
    std::uint32_t tag = 0; // h << 16 | w << 8 | left << 1 | 1; 0: empty
    bool wins = false;
};

class Table {
  public:
    const Slot* find(const Slot& k) const {
        if (slots_.empty()) return nullptr;
        const Slot& s = slots_[home(k)];
        return s.tag == k.tag && s.x == k.x && s.o == k.o && s.burnt == k.burnt ? &s : nullptr;
    }
    void store(const Slot& s) {
        if (slots_.empty()) slots_.resize(kSlots);
        slots_[home(s)] = s; // always replace: a cache
    }
    static Table& shared() {
        static Table t;
        return t;
    }

  private:
    static constexpr std::size_t kSlots = std::size_t{1} << 20; // 32 MB
    static std::size_t home(const Slot& s) {
        std::uint64_t k = s.x * 0x9E3779B97F4A7C15ull ^ (s.o + 0x632BE59BD9B4E019ull) * 0xBF58476D1CE4E5B9ull ^ (s.burnt + 0x2545F4914F6CDD1Dull) * 0x94D049BB133111EBull ^ s.tag;
        k ^= k >> 29;
        k *= 0x94D049BB133111EBull;
        return static_cast<std::size_t>(k ^ (k >> 32)) & (kSlots - 1);
    }
    std::vector<Slot> slots_;
};

class Search {
  public:
    Search(const Lines& l, std::size_t& budget) : l_(l), budget_(budget), syms_(l.symmetries()) {}
    // Does the player to move (left: x) win?
    std::optional<bool> first(Set x, Set o, Set burnt, bool left) {
        const Set all = l_.h * l_.w >= 64 ? ~Set{0} : bit(l_.h * l_.w) - 1;
        const Set empty = all & ~(x | o | burnt);
        const Set me = left ? x : o, them = left ? o : x;
        if (!l_.can_move(me, empty)) return false;
        const Slot key = least_image({x, o, burnt, static_cast<std::uint32_t>(l_.h << 16 | l_.w << 8 | (left ? 2 : 0) | 1), false});
        Table& t = Table::shared();
        if (const Slot* s = t.find(key)) return s->wins;
        if (budget_ < 1) return std::nullopt;
        budget_ -= 1;
        // A move that leaves the opponent no move at all wins at once. The others are searched in the
        // order of the room they leave the opponent's amazons (the empty squares next to them, fewest
        // first) and then of the room they leave one's own (most first): a player's mobility is what
        // Amazons is won by. Before any is searched, the table is asked whether one leads to a
        // position already known lost for the opponent.
        struct Move {
            Set moved, arrow;
            int score;
        };
        std::vector<Move> moves;
        for (Set m = me; m; m &= m - 1) {
            const int from = std::countr_zero(m);
            for (const auto& ray : l_.rays[static_cast<std::size_t>(from)])
                for (int to : ray) {
                    if (!(empty & bit(to))) break;
                    const Set moved = (me & ~bit(from)) | bit(to), room = (empty | bit(from)) & ~bit(to);
                    for (const auto& shot : l_.rays[static_cast<std::size_t>(to)])
                        for (int at : shot) {
                            if (!(room & bit(at))) break;
                            const Set after = room & ~bit(at);
                            const int theirs = l_.room(them, after);
                            if (theirs == 0) return keep(key, true);
                            moves.push_back({moved, bit(at), theirs * 64 - l_.room(moved, after)});
                        }
                }
        }
        std::stable_sort(moves.begin(), moves.end(), [](const Move& a, const Move& b) { return a.score < b.score; });
        for (const Move& mv : moves) {
            const Slot child = least_image({left ? mv.moved : them, left ? them : mv.moved, burnt | mv.arrow, key.tag ^ 2u, false});
            if (const Slot* s = t.find(child); s && !s->wins) return keep(key, true);
        }
        for (const Move& mv : moves) {
            if (budget_ < 1) return std::nullopt;
            budget_ -= 1;
            const auto answer = left ? first(mv.moved, them, burnt | mv.arrow, false) : first(them, mv.moved, burnt | mv.arrow, true);
            if (!answer) return std::nullopt;
            if (!*answer) return keep(key, true);
        }
        return keep(key, false);
    }

  private:
    // The position's least image under the board's symmetries: mirror images share one entry of the
    // table (on the empty 4 x 4 board with two amazons a side, this halves the positions searched).
    Slot least_image(Slot k) const {
        Slot best = k;
        for (const auto& to : syms_) {
            Slot m = k;
            m.x = image(k.x, to), m.o = image(k.o, to), m.burnt = image(k.burnt, to);
            if (std::tie(m.x, m.o, m.burnt) < std::tie(best.x, best.o, best.burnt)) best = m;
        }
        return best;
    }
    static Set image(Set s, const std::vector<int>& to) {
        Set out = 0;
        for (; s; s &= s - 1) out |= bit(to[static_cast<std::size_t>(std::countr_zero(s))]);
        return out;
    }
    static bool keep(Slot key, bool wins) {
        key.wins = wins;
        Table::shared().store(key);
        return wins;
    }
    const Lines& l_;
    std::size_t& budget_;
    std::vector<std::vector<int>> syms_;
};

} // namespace

bool AmazonsRules::form_in_reach(const grid::Grid& g) {
    for (const grid::Grid& room : grid::split_grid(g, kSplit, kCrop))
        if (std::count(room.cells.begin(), room.cells.end(), '.') > 11) return false;
    return true;
}

std::optional<bool> AmazonsRules::fast_wins_first(const grid::Grid& g, bool left, std::size_t& budget) {
    const Lines l(g.h, g.w);
    Set x = 0, o = 0, burnt = 0;
    for (std::size_t i = 0; i < g.cells.size(); ++i) {
        if (g.cells[i] == 'x') x |= bit(static_cast<int>(i));
        if (g.cells[i] == 'o') o |= bit(static_cast<int>(i));
        if (g.cells[i] == '#') burnt |= bit(static_cast<int>(i));
    }
    Search s(l, budget);
    return s.first(x, o, burnt, left);
}

} // namespace gl::amazons
