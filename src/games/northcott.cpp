#include "games/northcott.h"

#include <algorithm>
#include <deque>
#include <unordered_map>

#include "cgt/loopy.h"
#include "core/text.h"
#include "games/nim.h"

namespace gl::northcott {

namespace {

// "row 1: 5, row 2: 2"
std::string gaps_text(const std::vector<std::uint64_t>& g) {
    std::string s;
    for (std::size_t r = 0; r < g.size(); ++r) s += (s.empty() ? "" : ", ") + ("row " + std::to_string(r + 1) + ": ") + std::to_string(g[r]);
    return s;
}

struct Checkers {
    std::size_t white = 0, black = 0;
};
Checkers find(const std::string& row) { return {row.find('W'), row.find('B')}; }

std::uint64_t gap(const Checkers& c) { return (c.white < c.black ? c.black - c.white : c.white - c.black) - 1; }

const char* kModel =
    "Northcott's game is Nim in disguise, each row's gap a heap: here a move brings a checker toward the other one in its row "
    "(either checker), shrinking the gap by any amount; moves away, which the real game also allows, are reversible and do "
    "not change who wins";

} // namespace

std::vector<std::uint64_t> gaps(const std::vector<std::string>& rows) {
    std::vector<std::uint64_t> out;
    for (const std::string& row : rows) out.push_back(gap(find(row)));
    return out;
}

void loopy_moves(const std::vector<std::string>& rows, std::vector<std::vector<std::string>>& left,
                 std::vector<std::vector<std::string>>& right) {
    for (std::size_t r = 0; r < rows.size(); ++r) {
        const Checkers c = find(rows[r]);
        for (const bool white : {true, false}) {
            const std::size_t from = white ? c.white : c.black, other = white ? c.black : c.white;
            // Toward: the squares strictly between; away: the squares beyond, up to the edge.
            const std::size_t lo = other < from ? other + 1 : 0, hi = other < from ? rows[r].size() - 1 : other - 1;
            for (std::size_t to = lo; to <= hi && to < rows[r].size(); ++to) {
                if (to == from) continue;
                std::vector<std::string> q = rows;
                q[r][from] = '.';
                q[r][to] = white ? 'W' : 'B';
                (white ? left : right).push_back(std::move(q));
            }
        }
    }
}

std::optional<std::pair<std::string, std::size_t>> loopy_outcome(const std::vector<std::string>& rows) {
    // The checkers of a row never pass each other: n squares give n (n - 1) / 2 placements, and
    // the positions reachable are all of them, row by row; too many are not built at all.
    std::size_t count = 1;
    for (const auto& r : rows) {
        count *= r.size() * (r.size() - 1) / 2;
        if (count > kMaxLoopy) return std::nullopt;
    }
    cgt::loopy::Graph g;
    std::unordered_map<std::string, int> seen;
    auto key = [](const std::vector<std::string>& p) {
        std::string k;
        for (const auto& r : p) k += r + '/';
        return k;
    };
    std::deque<std::vector<std::string>> todo{rows};
    seen.emplace(key(rows), g.add());
    std::vector<std::vector<std::string>> l, r;
    while (!todo.empty()) {
        const auto p = std::move(todo.front());
        todo.pop_front();
        const int v = seen.at(key(p));
        l.clear();
        r.clear();
        loopy_moves(p, l, r);
        for (int side = 0; side < 2; ++side)
            for (auto& q : side == 0 ? l : r) {
                auto [it, fresh] = seen.try_emplace(key(q), 0);
                if (fresh) {
                    if (static_cast<std::size_t>(g.size()) >= kMaxLoopy) return std::nullopt;
                    it->second = g.add();
                    todo.push_back(std::move(q));
                }
                (side == 0 ? g.left : g.right)[static_cast<std::size_t>(v)].push_back(it->second);
            }
    }
    const auto o = cgt::loopy::outcomes(g);
    return std::pair{cgt::loopy::outcome_class(o.left_first[0], o.right_first[0]), static_cast<std::size_t>(g.size())};
}

const GameMeta& NorthcottGame::meta() {
    static const GameMeta m{
        "northcott", "Northcott's game",
        "Move a checker of either colour along its row toward the other checker of that row, any number of squares but not onto "
        "or past it; whoever cannot move loses. (The real game also lets each player move his own checkers away; those moves "
        "are reversible and do not change who wins, so this impartial form keeps only the moves toward.)",
        "Ferguson, Game Theory, Part I, §2.6, Exercise 5 (Northcott's game)",
        "the rows separated by '/', each a string of W (the white checker), B (the black checker) and '.' (an empty square) "
        "with exactly one W and one B, in either order: 1 to 8 rows of 2 to 20 squares",
        "W.....B./B..W...."};
    return m;
}

Result<NorthcottGame::Position> NorthcottGame::parse(std::string_view text, std::string_view field) const {
    const std::string f(field);
    const std::string each = "each row has exactly one W (white checker), one B (black checker) and '.' for empty squares, e.g. W...B";
    if (text.empty()) return Error{f, 0, "is empty: expected rows separated by '/'; " + each};
    Position rows;
    std::size_t start = 0;
    while (true) {
        const std::size_t end = std::min(text.find('/', start), text.size());
        const std::string r = std::to_string(rows.size() + 1);
        if (rows.size() == kMaxRows) return Error{f, start, "has more than " + std::to_string(kMaxRows) + " rows"};
        if (end == start) return Error{f, start, "row " + r + " is empty: " + each};
        bool white = false, black = false;
        for (std::size_t i = start; i < end; ++i) {
            const char c = text[i];
            if (c == 'W') {
                if (white) return Error{f, i, "row " + r + " has two white checkers: " + each};
                white = true;
            } else if (c == 'B') {
                if (black) return Error{f, i, "row " + r + " has two black checkers: " + each};
                black = true;
            } else if (c != '.') {
                const std::string hint = (c == 'w' || c == 'b') ? " (capital letters, please)" : "";
                return Error{f, i, quote_at(text, i) + " is not W, B or '.' in row " + r + hint + ": " + each};
            }
        }
        if (!white) return Error{f, start, "row " + r + " has no white checker: " + each};
        if (!black) return Error{f, start, "row " + r + " has no black checker: " + each};
        if (end - start > kMaxSquares)
            return Error{f, start + kMaxSquares, "row " + r + " has " + std::to_string(end - start) + " squares, more than " +
                                                     std::to_string(kMaxSquares)};
        rows.emplace_back(text.substr(start, end - start));
        if (end == text.size()) break;
        start = end + 1;
    }
    return rows;
}

std::string NorthcottGame::format(const Position& p) const {
    std::string s;
    for (std::size_t r = 0; r < p.size(); ++r) s += (r ? "/" : "") + p[r];
    return s;
}

std::vector<Option<NorthcottGame::Position>> NorthcottGame::options(const Position& p) const {
    // Per row: the white checker's moves toward (1 to gap squares), then the black checker's. A
    // move changes one row and one checker in it, which with its new square names the move.
    std::vector<Option<Position>> out;
    for (std::size_t r = 0; r < p.size(); ++r) {
        const Checkers c = find(p[r]);
        const std::uint64_t g = gap(c);
        for (const bool white : {true, false}) {
            const std::size_t from = white ? c.white : c.black;
            const std::size_t other = white ? c.black : c.white;
            for (std::uint64_t d = 1; d <= g; ++d) {
                const std::size_t to = other > from ? from + d : from - d;
                Position q = p;
                q[r][from] = '.';
                q[r][to] = white ? 'W' : 'B';
                out.push_back({"row " + std::to_string(r + 1) + ": " + (white ? "white " : "black ") + std::to_string(from + 1) +
                                   " → " + std::to_string(to + 1),
                               std::move(q)});
            }
        }
    }
    return out;
}

std::size_t NorthcottGame::count_options(const Position& p) const {
    std::size_t n = 0;
    for (std::uint64_t g : gaps(p)) n += 2 * g;
    return n;
}

std::optional<Closed> NorthcottGame::closed_form(const Position& p) const {
    const auto g = gaps(p);
    Grundy s = 0;
    for (std::uint64_t x : g) s ^= x;
    const std::string theorem = std::string(" (") + kModel + "; Bouton's theorem.)";
    const std::string sum = "Gaps between the checkers: " + gaps_text(g) + "; their nim-sum " +
                            (g.size() > 1 ? joined(g, " ⊕ ") + " = " : std::string()) + std::to_string(s);
    if (count_options(p) == 0)
        return Closed{0, "Every row's checkers stand side by side (all gaps 0): no move toward is left, so the player to move "
                         "has lost (normal play); the value is 0." + theorem};
    if (s == 0) return Closed{0, sum + " is 0, so every move leaves a non-zero nim-sum and the player to move loses." + theorem};
    return Closed{s, sum + " is not 0, so the player to move wins by closing a gap to make it 0." + theorem};
}

std::optional<MisereClosed> NorthcottGame::misere_form(const Position& p) const {
    // Both checkers' moves toward leave the same gaps as Nim's moves on the heaps g, and by
    // induction a position's outcome depends only on its gaps: misère Nim on the gaps (Bouton).
    const auto g = gaps(p);
    const nim::Analysis a = nim::analyse(g, Play::Misere);
    std::size_t ones = 0, big = 0;
    for (std::uint64_t x : g) {
        ones += x == 1;
        big += x > 1;
    }
    std::string why;
    if (big >= 2) {
        Grundy s = 0;
        for (std::uint64_t x : g) s ^= x;
        why = "Two or more gaps exceed 1 (" + gaps_text(g) + "), so misère play follows normal play: their nim-sum, " +
              std::to_string(s) + (s == 0 ? ", is 0." : ", is not 0.");
    } else if (big == 1)
        why = "Exactly one gap exceeds 1: the player to move wins by closing it to 0 or 1 so that an odd number of gaps of 1 "
              "is left.";
    else if (ones == 0)
        why = "All gaps are 0: no move is left, and under misère play the player who cannot move wins.";
    else
        why = "Every gap is 0 or 1, with " + std::to_string(ones) + (ones == 1 ? " gap" : " gaps") +
              " of 1: the player to move loses iff their number is odd.";
    return MisereClosed{a.outcome, why + " (Misère play: " + kModel + "; Bouton's misère rule for Nim.)"};
}

Picture NorthcottGame::picture(const Position& p, const std::vector<Option<Position>>& options) const {
    Picture pic;
    pic.layout = Picture::Layout::Rows;
    pic.caption = "Click a checker to move it toward the other checker of its row.";
    std::size_t m = 0;
    for (std::size_t r = 0; r < p.size(); ++r) {
        PictureRow row{"row " + std::to_string(r + 1), {}};
        for (char c : p[r]) row.cells.push_back(Cell{c == 'W' ? Glyph::White : c == 'B' ? Glyph::Black : Glyph::Blank, "", {}});
        const Checkers c = find(p[r]);
        const std::uint64_t g = gap(c);
        for (const std::size_t at : {c.white, c.black})
            for (std::uint64_t d = 0; d < g && m < options.size(); ++d, ++m) row.cells[at].moves.push_back(static_cast<int>(m));
        pic.rows.push_back(std::move(row));
    }
    return pic;
}

std::vector<std::pair<std::string, std::string>> NorthcottGame::facts(const Position& p) const {
    const auto g = gaps(p);
    Grundy s = 0;
    for (std::uint64_t x : g) s ^= x;
    std::vector<std::pair<std::string, std::string>> f{
        {"gaps", gaps_text(g)},
        {"nim-sum of the gaps", (g.size() > 1 ? joined(g, " ⊕ ") + " = " : std::string()) + std::to_string(s) + " = " + binary(s)}};
    // The real game, loopy, valued by its graph; the Nim rule beside it is Ferguson's theorem.
    const std::string rule = s != 0 ? "N" : "P";
    const auto loopy = loopy_outcome(p);
    std::string text;
    if (!loopy) text = "not built: more than " + std::to_string(kMaxLoopy) + " positions";
    else {
        text = "outcome class " + loopy->first + " (White Left, Black Right, moves away allowed; " + std::to_string(loopy->second) +
               " positions, retrograde analysis, infinite play a draw)";
        text += loopy->first == rule ? "; the theorem (Ferguson): the nim-sum of the gaps is " + std::string(s != 0 ? "not 0, so N" : "0, so P") + ", as found"
                                     : "; it DISAGREES with the Nim rule's " + rule + ": please report this position";
    }
    f.emplace_back("as the loopy game it is", text);
    return f;
}

} // namespace gl::northcott
