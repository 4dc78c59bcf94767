// grid.h - board games on a grid or a strip, after CGSuite's GridRuleset and StripRuleset
// (Siegel, CGSuite: game.grid and game.strip): a new board game is one small rules struct R and one
// registry line, `grid_game<R>()`. R gives only what is its own:
//     static const GameMeta& meta();             // ends ..., grid::kVariantGrammar, "partizan", true, "variant"
//     static constexpr std::string_view kChars;  // CGSuite's character map, '.' (empty) first
//     static constexpr std::string_view kCharNames; // the characters in words, for messages
//     static constexpr std::string_view kAliases = ""; // pairs "#x": '#' is read as 'x'
//     static constexpr Split kSplit;             // where a position falls apart into a sum
//     static constexpr unsigned kSymmetry;       // the reflections the rules allow (kFlipLR, ...)
//     static constexpr bool kCrop;               // empty rows/columns at the edge may be cut off
//     static constexpr int kMaxRows, kMaxCols, kMaxSquares;
//     static constexpr std::string_view kCaption;// what a click does
//     static Look look(char c);                  // how a square is drawn: glyph and text
//     template <class S> static void moves(const Grid&, S& sink); // Left's and Right's moves:
//                                                // sink.add(side, next, label(), {clicked, cells...})
// Rules with a parameter (Toads and Frogs' rules=) make moves() a const member and give
// `std::string rules_text() const`: the game then holds an R (its parameter) and the memo key
// starts with that text, so values under different rules are never mixed.
// Everything else is written here once: reading and writing positions (rows separated by '/' or
// '|', errors naming the character), the parts of a disjunctive sum (components), the memo key
// (cropped, least image under the allowed reflections), the picture, the facts, and the impartial
// variant (`variant=impartial`: either player may make any move, CGSuite's ImpartialVariant,
// valued by its Grundy value).
#pragma once
#include <algorithm>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <memory>
#include <optional>
#include <unordered_map>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include "core/ruleset.h"
#include "core/text.h"
#include "games/partizan.h"

namespace gl::grid {

// A board: h rows of w characters of the rules' map, row by row.
struct Grid {
    std::uint8_t h = 1, w = 1;
    std::string cells;
    bool operator==(const Grid&) const = default;
    char at(int r, int c) const { return cells[static_cast<std::size_t>(r * w + c)]; }
    char& at(int r, int c) { return cells[static_cast<std::size_t>(r * w + c)]; }
    bool inside(int r, int c) const { return r >= 0 && c >= 0 && r < h && c < w; }
    int index(int r, int c) const { return r * w + c; }
};

} // namespace gl::grid

template <>
struct std::hash<gl::grid::Grid> {
    std::size_t operator()(const gl::grid::Grid& g) const noexcept {
        return std::hash<std::string>{}(g.cells) ^ (static_cast<std::size_t>(g.w) * 0x9E3779B97F4A7C15ULL);
    }
};

namespace gl::grid {

// Where a position splits into independent parts (each valued alone, the values added).
enum class Split : std::uint8_t {
    None,   // never (Konane, Fission: empty squares and edges matter)
    Rows,   // each row is its own strip (strip games written as several rows)
    Pieces, // regions of pieces joined side to side; empty squares separate (Clobber)
    Rooms,  // regions of squares other than '#' joined side to side or corner to corner, each cut
            // to its bounding box with '#' around it; '#' separates, and a room without pieces
            // (characters other than '.') is left out (Amazons: queens cannot cross '#')
};
// Reflections under which the value stays the same.
constexpr unsigned kFlipLR = 1, kFlipTB = 2, kTranspose = 4, kAllSymmetries = 7;

struct Look {
    Glyph glyph = Glyph::Blank;
    std::string text = {};
};

// "row 2, column 3"
std::string square_name(int r, int c);

// Each stone of a two-colour board ('x' Left's, 'o' Right's) with each of the four directions
// along a row or column: f(r, c, me, them, side, dr, dc). Clobber's and Konane's moves start here.
template <class F>
void for_each_stone_and_direction(const Grid& g, F&& f) {
    constexpr int kDr[] = {-1, 1, 0, 0}, kDc[] = {0, 0, -1, 1};
    for (int r = 0; r < g.h; ++r)
        for (int c = 0; c < g.w; ++c) {
            const char me = g.at(r, c);
            if (me != 'x' && me != 'o') continue;
            const char them = me == 'x' ? 'o' : 'x';
            for (int d = 0; d < 4; ++d) f(r, c, me, them, me == 'x' ? Side::Left : Side::Right, kDr[d], kDc[d]);
        }
}
// The link key and grammar every grid game's variant uses.
inline constexpr std::string_view kVariantGrammar = "partizan (the default) or impartial (either player may make any move)";

// One move as the rules emit it: the square clicked first, then the others it touches.
struct GridMove {
    std::string label;
    Grid to;
    Side side = Side::Left;
    std::vector<int> cells;
    std::vector<int> also = {}; // other squares whose click makes this same move (a toppled row)
};

// What rules' moves() writes to: labelled moves (options, picture) or bare positions (values).
struct Sink {
    std::vector<GridMove>* full = nullptr;
    std::vector<Grid>* left = nullptr;
    std::vector<Grid>* right = nullptr;
    template <class F>
    void add(Side side, Grid to, F&& label, std::initializer_list<int> cells) {
        if (full) full->push_back(GridMove{label(), std::move(to), side, std::vector<int>(cells)});
        else (side == Side::Left ? *left : *right).push_back(std::move(to));
    }
};

// The generic parts, for any character map.
struct Shape {
    std::string_view chars, names, aliases;
    int max_rows, max_cols, max_squares;
};
Result<Grid> parse_grid(std::string_view text, std::string_view field, const Shape& s);
std::string format_grid(const Grid& g);
std::vector<Grid> split_grid(const Grid& g, Split how, bool crop);
std::string grid_key(const Grid& g, unsigned symmetry, bool crop);
Grid crop_grid(const Grid& g);

template <class R>
constexpr Shape shape_of() {
    std::string_view aliases;
    if constexpr (requires { R::kAliases; }) aliases = R::kAliases;
    return Shape{R::kChars, R::kCharNames, aliases, R::kMaxRows, R::kMaxCols, R::kMaxSquares};
}

template <class R>
std::vector<GridMove> all_moves(const Grid& g, const R& rules = R{}) {
    std::vector<GridMove> out;
    Sink s{&out, nullptr, nullptr};
    rules.moves(g, s);
    // Left's first, then Right's (the order of the options and of the picture's move numbers).
    std::stable_partition(out.begin(), out.end(), [](const GridMove& m) { return m.side == Side::Left; });
    // One option per side and position: a move made from two squares is offered by both.
    std::vector<GridMove> once;
    for (auto& m : out) {
        auto same = std::find_if(once.begin(), once.end(), [&](const GridMove& o) { return o.side == m.side && o.to == m.to; });
        if (same == once.end()) once.push_back(std::move(m));
        else same->also.push_back(m.cells.front());
    }
    return once;
}

// The picture: each square drawn by the rules; a move is offered by its first square and takes
// part in the others.
template <class R>
Picture grid_picture(const Grid& g, std::size_t option_count, bool impartial, const R& rules = R{}) {
    Picture pic;
    pic.caption = std::string(R::kCaption);
    if (impartial) pic.caption += " Impartial variant: either player may make any of these moves.";
    for (int r = 0; r < g.h; ++r) {
        PictureRow row;
        row.label = std::to_string(r + 1);
        for (int c = 0; c < g.w; ++c) {
            Look l = R::look(g.at(r, c));
            row.cells.push_back(Cell{l.glyph, std::move(l.text), {}});
        }
        pic.rows.push_back(std::move(row));
    }
    const auto moves = all_moves<R>(g, rules);
    for (std::size_t m = 0; m < moves.size() && m < option_count; ++m) {
        const auto& cells = moves[m].cells;
        for (std::size_t k = 0; k < cells.size(); ++k) {
            Cell& cell = pic.rows[static_cast<std::size_t>(cells[k] / g.w)].cells[static_cast<std::size_t>(cells[k] % g.w)];
            if (k == 0) cell.moves.push_back(static_cast<int>(m));
            if (cell.part_of.empty() || cell.part_of.back() != static_cast<int>(m)) cell.part_of.push_back(static_cast<int>(m));
        }
        for (int i : moves[m].also) {
            Cell& cell = pic.rows[static_cast<std::size_t>(i / g.w)].cells[static_cast<std::size_t>(i % g.w)];
            if (cell.moves.empty() || cell.moves.back() != static_cast<int>(m)) cell.moves.push_back(static_cast<int>(m));
        }
    }
    return pic;
}

template <class R>
std::vector<std::pair<std::string, std::string>> grid_facts(const Grid& g) {
    std::string counts;
    for (char ch : R::kChars.substr(1)) {
        const auto n = std::count(g.cells.begin(), g.cells.end(), ch);
        counts += (counts.empty() ? "" : ", ") + std::to_string(n) + " '" + std::string(1, ch) + "'";
    }
    return {{"board", std::to_string(g.h) + " × " + std::to_string(g.w) + ": " + counts}};
}

// What a search of who wins moving first has decided, by the side to move (true: Left): kept by
// the caller between calls so that a search in steps goes on from there (games/partizan.h).
struct GridMemo {
    std::unordered_map<Grid, bool> memo[2];
};

// Who wins moving first (left: Left), by plain search with a memo, each position walked taken from
// `budget`: the outcome when the canonical form costs too much (games/partizan.h).
template <class R>
class GridSearch {
  public:
    GridSearch(std::size_t& budget, const R& rules, GridMemo& memo) : budget_(budget), rules_(rules), memo_(memo) {}
    std::optional<bool> first(const Grid& g, bool left) {
        auto& memo = memo_.memo[left];
        if (auto it = memo.find(g); it != memo.end()) return it->second;
        if (budget_ < g.cells.size() + 1 || memo.size() > kMaxMemo) return std::nullopt;
        budget_ -= g.cells.size() + 1;
        std::vector<Grid> l, r;
        Sink s{nullptr, &l, &r};
        rules_.moves(g, s);
        bool wins = false;
        for (const Grid& n : left ? l : r) {
            auto answer = first(n, !left);
            if (!answer) return std::nullopt;
            if (!*answer) { wins = true; break; }
        }
        memo.emplace(g, wins);
        return wins;
    }

  private:
    static constexpr std::size_t kMaxMemo = 2'000'000; // about 100 MB of boards at most
    std::size_t& budget_;
    R rules_;
    GridMemo& memo_;
};
template <class R>
std::optional<bool> grid_wins_first(const Grid& g, bool left, std::size_t& budget, const R& rules, GridMemo& memo) {
    GridSearch<R> s(budget, rules, memo);
    return s.first(g, left);
}
template <class R>
std::optional<bool> grid_wins_first(const Grid& g, bool left, std::size_t& budget, const R& rules = R{}) {
    GridMemo memo;
    return grid_wins_first<R>(g, left, budget, rules, memo);
}

// The rule parameter's text of rules R ("" for rules without one).
template <class R>
std::string param_text(const R& rules) {
    if constexpr (requires { rules.rules_text(); }) return rules.rules_text();
    else return {};
}

// The partizan game of rules R (games/partizan.h).
template <class R>
struct GridGame {
    using Position = Grid;
    R rules{};
    static const GameMeta& meta() { return R::meta(); }
    std::string rules_text() const {
        if constexpr (requires { rules.rules_text(); }) return rules.rules_text();
        else return "partizan";
    }
    Result<Grid> parse(std::string_view text, std::string_view field) const { return parse_grid(text, field, shape_of<R>()); }
    std::string format(const Grid& g) const { return format_grid(g); }
    std::vector<Option<Grid>> options(const Grid& g) const {
        std::vector<Option<Grid>> out;
        for (auto& m : all_moves<R>(g, rules)) out.push_back({std::string(m.side == Side::Left ? "Left: " : "Right: ") + m.label, std::move(m.to), m.side});
        return out;
    }
    void next(const Grid& g, std::vector<Grid>& left, std::vector<Grid>& right) const {
        Sink s{nullptr, &left, &right};
        rules.moves(g, s);
    }
    std::vector<Grid> components(const Grid& g) const { return split_grid(g, R::kSplit, R::kCrop); }
    std::string key(const Grid& g) const {
        const std::string param = param_text(rules); // values under other rules are other values
        return param.empty() ? grid_key(g, R::kSymmetry, R::kCrop) : param + '#' + grid_key(g, R::kSymmetry, R::kCrop);
    }
    // Walking a part costs a copy of the board per move and a key per reflection: charged to the
    // budget by its squares, so that a board with many positions and small values stops in time.
    std::uint64_t work(const Grid& g) const { return 2 * g.cells.size(); }
    // A rules' own outcome search that keeps what it decided between calls may say so
    // (kOutcomeResumes: the page steps it a frame at a time), and rules may say where the canonical
    // form is out of reach (form_in_reach: the outcome search then gets the whole budget).
    static constexpr bool kOutcomeResumes = [] {
        if constexpr (requires { R::kOutcomeResumes; }) return R::kOutcomeResumes;
        else return false;
    }();
    bool form_in_reach(const Grid& g) const {
        if constexpr (requires { R::form_in_reach(g); }) return R::form_in_reach(g);
        else return true;
    }
    std::optional<bool> wins_first(const Grid& g, Side side, std::size_t& budget) const {
        if constexpr (requires { R::fast_wins_first(g, true, budget); }) return R::fast_wins_first(g, side == Side::Left, budget); // a game's own
        else return grid_wins_first<R>(g, side == Side::Left, budget, rules);
    }
    // The plain search with what it decided kept by the caller (the page's analysis in steps).
    using OutcomeMemo = GridMemo;
    std::optional<bool> wins_first(const Grid& g, Side side, std::size_t& budget, GridMemo& memo) const
        requires(!requires(const Grid& x, std::size_t& b) { R::fast_wins_first(x, true, b); })
    {
        return grid_wins_first<R>(g, side == Side::Left, budget, rules, memo);
    }
    // Why the rules' own search last stopped short of its budget (partizan.h, outcome_stop), if it says.
    std::string outcome_stop() const
        requires requires { R::outcome_stop(); }
    {
        return R::outcome_stop();
    }
    Picture picture(const Grid& g, const std::vector<Option<Grid>>& options) const { return grid_picture<R>(g, options.size(), false, rules); }
    std::vector<std::pair<std::string, std::string>> facts(const Grid& g) const { return grid_facts<R>(g); }
};

// The impartial variant of R (CGSuite's ImpartialVariant): every move of either player is open to
// both, and the position is valued by its Grundy value (core/ruleset.h). `variant` is what the
// link's variant key reads back ("" for a game that is impartial by name, such as Cram).
template <class R>
struct ImpartialGrid {
    using Position = Grid;
    static constexpr bool kImpartialVariant = true; // misère play offered (Ruleset::misere_offered)
    std::string variant = "impartial";
    R rules{};
    static const GameMeta& meta() { return R::meta(); }
    static Result<ImpartialGrid> with_rules(std::string_view text) {
        if (text != R::meta().rules_default) return Error{std::string(R::meta().rules_key), 0, echo(text) + " is not a variant of " + std::string(R::meta().title)};
        return ImpartialGrid{std::string(text)};
    }
    std::string rules_text() const {
        const std::string param = param_text(rules); // "1,1,1,0,impartial" for rules with a parameter
        return param.empty() ? variant : param + ',' + variant;
    }
    Result<Grid> parse(std::string_view text, std::string_view field) const { return parse_grid(text, field, shape_of<R>()); }
    std::string format(const Grid& g) const { return format_grid(g); }
    std::vector<Option<Grid>> options(const Grid& g) const {
        std::vector<Option<Grid>> out;
        for (auto& m : all_moves<R>(g, rules)) {
            std::string label = std::move(m.label);
            if (variant == "impartial") label = std::string(m.side == Side::Left ? "as Left: " : "as Right: ") + label;
            bool seen = false; // a move open to both players as the same position is one option
            for (const auto& o : out) seen = seen || o.to == m.to;
            if (!seen) out.push_back({std::move(label), std::move(m.to), Side::Both});
        }
        return out;
    }
    Picture picture(const Grid& g, const std::vector<Option<Grid>>& options) const;
    std::vector<std::pair<std::string, std::string>> facts(const Grid& g) const { return grid_facts<R>(g); }
};

// The picture of the impartial variant: the same squares, each offering the options (after merging
// equal moves) whose first square it is.
template <class R>
Picture ImpartialGrid<R>::picture(const Grid& g, const std::vector<Option<Grid>>& options) const {
    Picture pic = grid_picture<R>(g, 0, variant == "impartial", rules);
    if (variant.empty()) pic.caption = std::string(R::kCaption);
    const auto moves = all_moves<R>(g, rules);
    for (std::size_t i = 0; i < options.size(); ++i) {
        for (const auto& m : moves) {
            if (!(m.to == options[i].to)) continue;
            for (std::size_t k = 0; k < m.cells.size(); ++k) {
                Cell& cell = pic.rows[static_cast<std::size_t>(m.cells[k] / g.w)].cells[static_cast<std::size_t>(m.cells[k] % g.w)];
                if (k == 0 && std::find(cell.moves.begin(), cell.moves.end(), static_cast<int>(i)) == cell.moves.end()) cell.moves.push_back(static_cast<int>(i));
                if (std::find(cell.part_of.begin(), cell.part_of.end(), static_cast<int>(i)) == cell.part_of.end()) cell.part_of.push_back(static_cast<int>(i));
            }
        }
    }
    return pic;
}

// variant=partizan (the default) or variant=impartial.
template <class R>
Result<std::unique_ptr<Ruleset>> make_grid(std::string_view variant) {
    static_assert(R::kChars[0] == '.', "a grid game's character map starts with '.', the empty square");
    if (variant.empty() || variant == "partizan")
        return std::unique_ptr<Ruleset>(std::make_unique<PartizanRulesetOf<GridGame<R>>>(GridGame<R>{}));
    if (variant == "impartial")
        return std::unique_ptr<Ruleset>(std::make_unique<RulesetOf<ImpartialGrid<R>>>(ImpartialGrid<R>{}));
    return Error{"variant", Error::kWhole, echo(variant) + " is not a variant: use partizan or impartial"};
}

} // namespace gl::grid
