// game.h - the ruleset contract: what every game of Grundy Lab gives, and what it gets for free.
// Index:
//   [SECTION] Describing a game    GameMeta: id, title, rules in a sentence, sources, grammar
//   [SECTION] Moves and pictures   GameMove (label + the position it leaves), Picture (a neutral
//                                  board: rows of cells that a UI draws and a click maps to moves)
//   [SECTION] Analysis             one Analysis for every game: value, outcome, reason, winning
//                                  moves, the options with their values (the mex table)
//   [SECTION] Ruleset              the type-erased interface the registry, the page, the CLI and
//                                  the JS API use; positions cross it as canonical text
//   [SECTION] Serialising          the field names, written once, for JSON and for JS objects
//
// A ruleset is written once as a plain typed struct (see core/ruleset.h, `RulesetOf<G>`), in the
// spirit of CGSuite: the rules are a value separate from the positions, positions print and parse
// back exactly (so they sit in links and tests), and the generic theory - mex and the
// Sprague-Grundy value (Sprague 1935, Grundy 1939), normal and misère outcomes by search - comes
// free. A closed form (Bouton's theorem, a periodic nim-sequence, ...) is optional and is checked
// against search in the contract test. Partizan games fit the same shapes: a move says which side
// may make it (Side), outcomes include L and R, and a value may be a text such as "{1|1/2}".
#pragma once
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/impartial.h"
#include "core/result.h"
#include "core/text.h"

namespace gl {

//-----------------------------------------------------------------------------
// [SECTION] Describing a game
//-----------------------------------------------------------------------------

struct GameMeta {
    std::string_view id;        // link and CLI: game=<id>
    std::string_view title;     // the game picker
    std::string_view rules;     // one sentence: how a move is made and who wins
    std::string_view source;    // the literature it comes from, citable by a reader
    std::string_view grammar;   // the position text, in words ("heap sizes separated by commas")
    std::string_view example;   // an example position text (also the default position)
    std::string_view rules_key_grammar = {}; // "" if the game has no rule parameter (`rules=`)
    std::string_view rules_default = {};     // the parameter's default text
    bool normal_play_only = false;           // misère play is not offered (the sums' screen)
    std::string_view rules_key = "rules";    // the link key of the rule parameter (graph games: graph)
    bool typed_moves = false; // moves() is a finite choice, a move is typed (see [SECTION] Typed moves)
    // Graph boards (Picture::Layout::Graph): the link key `layout=` pins where its vertices are
    // drawn (app::State::layout); and what the board's edit mode changes (draw, delete, presets):
    // Position - the position text is the drawn graph's edge list `u-v,...` (Hackenbush);
    // Rules - the drawing is the rule parameter, through Ruleset::from_drawing (graph games);
    // Graph - the position is an undirected graph of vertices, written `u-v,...` with a lone vertex
    // by its number (Col, Snort, Node and Arc Kayles: games/drawn_graph.h); an edit starts it afresh.
    bool has_layout = false;
    enum class PictureEdit : std::uint8_t { None, Position, Rules, Graph } picture_edit = PictureEdit::None;
    // Position edits: each edge carries its colour letter, u-vC (Blue-Red Hackenbush): the edit
    // mode offers a palette and a click on an edge repaints it.
    bool edge_colours = false;
    // ... and the letter an edge written without one has (Hackenbush: g, green): the edit mode
    // leaves it out, so a picture drawn all green stays Green Hackenbush.
    char plain_edge = 0;
    // A board whose rule parameter (rules=) also holds its variant (Toads and Frogs: rules=a,b,c,d,
    // then ,impartial): a link's variant=impartial (or partizan), the key of every other board, is
    // read too and added to the rules.
    bool variant_in_rules = false;
    // A position of this game may stand as a part ID:POS of a sum (games/heap_sum.h). Not Nim,
    // whose parts are written as heaps (nim:7), and not a sum itself (sums do not nest).
    bool sum_part = true;
    // The view the page adds to the board and the CLI's `link` prints, offered by the ruleset (no
    // screen tests a game's id): Heaps - Nim's heaps in binary columns with their nim-sum, moves
    // as `heap: from -> to` (`grundylab link` prints as `grundylab nim` does); Parts - the sums
    // board, each part drawn on its own with its value, moves made in a part.
    enum class View : std::uint8_t { Board, Heaps, Parts } view = View::Board;
};

//-----------------------------------------------------------------------------
// [SECTION] Moves and pictures
//-----------------------------------------------------------------------------

enum class Side : char { Both = 'B', Left = 'L', Right = 'R' }; // who may make a move

struct GameMove {
    std::string label; // short, for people: "heap 1: 13 → 4"
    std::string to;    // the position it leaves, canonical text (parses back)
    Side side = Side::Both;
    bool operator==(const GameMove&) const = default;
};

// A board as data, drawn by any back end (the ImGui page, text). Rows of cells; a cell lists the
// moves (indices into moves()) a click on it offers: one plays at once, several open a menu.
enum class Glyph : std::uint8_t {
    Blank,  // an empty square
    Token,  // a counter on a heap or a square
    Heads,  // a coin or turtle heads up
    Tails,  // tails up
    White,  // a white piece
    Black,  // a black piece
    Poison, // Chomp's poisoned square
    Cookie, // a square that can be eaten
    Floor,  // ground, floor, a box's edge
    Label,  // just the text
    Step,   // a block of a staircase or a wall: solid, never clickable
    Box,    // a box of chips (Empty and Divide): `text` is the chip count, drawn inside and above;
            // in a Stacks picture a box fills its column, and a click anywhere on it offers its moves
};
struct Cell {
    Glyph glyph = Glyph::Blank;
    std::string text;      // drawn on or beside the cell (a count, a number)
    std::vector<int> moves; // moves a click on the cell offers
    // Moves this cell takes part in (the piece moved, the square it lands on, a hook's cells):
    // pointing at a cell of exactly one move, or at a menu item, highlights every cell listing it.
    std::vector<int> part_of = {};
    bool operator==(const Cell&) const = default;
};
struct PictureRow {
    std::string label; // "heap 1", "step 3", "row 2"
    std::vector<Cell> cells;
    // A title drawn above this row: it starts a new section, so one Picture can hold several
    // synchronised views of one position (Welter's strip, Young diagram and numbers).
    std::string heading = {};
    bool operator==(const PictureRow&) const = default;
};
// A board drawn as a graph (Hackenbush, and later games on graphs): vertices placed in grid units
// (x to the right, y up from the ground line at y = 0), edges between them. An edge carries its
// colour (Green Hackenbush: green; Blue-Red Hackenbush: blue, red), may be directed (a digraph
// game), and lists the moves a click on it offers and the moves it takes part in, as a Cell does.
enum class EdgeColour : std::uint8_t { Green, Blue, Red, Black };
struct GraphVertex {
    int id = 0;            // the game's vertex number (the layout and the edges use it)
    float x = 0, y = 0;    // grid units; y = 0 is the ground line
    bool ground = false;   // the ground itself: drawn as the line, not as a dot
    std::string label;     // drawn beside the dot ("" for none)
    std::string token;     // the tokens standing on the vertex: "" none, else their count ("1", "3")
    std::vector<int> moves;   // moves a click on the vertex offers (a token moved from it)
    std::vector<int> part_of = {};
    std::string value = {}; // written inside the vertex, drawn as a disc (graph games: its SG value g)
    std::string note = {};  // shown while the vertex is selected (graph games: the mex of its followers)
    bool operator==(const GraphVertex&) const = default;
};
struct GraphEdge {
    int u = 0, v = 0;      // vertex ids; u == v is a loop
    EdgeColour colour = EdgeColour::Green;
    bool directed = false; // an arrow from u to v
    std::vector<int> moves;   // moves a click on the edge offers (chop it)
    std::vector<int> part_of = {};
    int parallel = 0;      // its rank among the edges between the same two vertices (drawn bent apart)
    float bend = 0;        // bowed sideways by this many grid units, positive to the right of u → v (a long edge around the vertices it passes)
    bool operator==(const GraphEdge&) const = default;
};
struct PictureGraph {
    std::vector<GraphVertex> vertices;
    std::vector<GraphEdge> edges;
    bool has_ground = false; // vertices with `ground` stand for one ground line
    bool operator==(const PictureGraph&) const = default;
};

// A ready-made picture for a graph board's edit mode: the rules and the position it opens, and
// the layout key that pins its drawing ("" for the automatic layout).
struct PicturePreset {
    std::string name;   // for the menu: "A girl", "Take 1, 2 or 3 from 10"
    std::string rules;  // the rule parameter ("" keeps the game's default)
    std::string pos;    // the position
    std::string layout = {}; // app::State::layout text, "" for none
    std::string about = {};  // one sentence: where it comes from, what it shows
};

// An edit of a graph board, as drawn (games whose drawing is their rules, e.g. graph games):
// vertices by id (the picture's ids; new ones get fresh ids), directed edges u -> v, and the
// vertices the tokens stand on (one entry per token).
struct GraphDrawing {
    std::vector<int> vertices;
    std::vector<std::string> names;          // per vertex ("" for a new vertex: the game names it)
    std::vector<std::pair<int, int>> edges;
    std::vector<int> tokens;
};
struct RulesAndPosition {
    std::string rules, pos;
};

struct Picture {
    // stacks: columns, bottom up; grid: the rows as the ranks of a chessboard, top rank first,
    // square cells edge to edge (Wythoff's game: a queen and the squares she reaches)
    enum class Layout : std::uint8_t { Rows, Stacks, Graph, Grid } layout = Layout::Rows;
    std::vector<PictureRow> rows;
    std::string caption; // what a click does
    PictureGraph graph = {}; // Layout::Graph: the board is this graph (rows, if any: the same board as
                             // cells, for a board that draws only rows, e.g. a part of a sum)
    bool operator==(const Picture&) const = default;
};

//-----------------------------------------------------------------------------
// [SECTION] Analysis
//-----------------------------------------------------------------------------

// OutcomeSearch: a partizan position whose canonical form is out of reach, with its outcome (and
// winning moves) decided by search; its value is unknown.
enum class Method : std::uint8_t { ClosedForm, Search, TooLarge, OutcomeSearch };
const char* method_name(Method m); // "closed form", "search", "too large", "outcome search"

// One step of a derivation the analysis shows one at a time (Hackenbush: a fusion, a colon step),
// with what it concerns on the board (vertex ids, edge indices into the picture's edges).
struct AnalysisStep {
    std::string kind;            // "fusion", "colon", "bamboo", "ground", ...
    std::string text;            // the step in words
    std::vector<int> vertices;
    std::vector<int> edges;
    std::vector<Grundy> lengths; // the values it combines
    Grundy result = 0;           // the value it leaves
    bool shade_vertices = false; // the board shades its vertices as one region (a fused circuit)
    std::string value;           // partizan steps: the value it leaves, as the calculator writes it
                                 // (then `lengths` and `result` are unused, unless `lengths` is set)
};

// A partizan position's value found part by part, each by the rule that decides it (games that
// say so: Hackenbush's regions): the steps, and the sentence saying how ("is the sum of ...").
struct ValueSteps {
    std::vector<AnalysisStep> steps;
    std::string why;
};

struct OptionValue {
    GameMove move;
    std::optional<Grundy> value; // its Grundy value, where known
    Outcome outcome = Outcome::N; // under the analysed play convention, for the player to move there
                                  // (partizan games: the option's outcome class L, R, N or P)
    std::string canonical;        // partizan games: the option's canonical form, where known
    std::string outcome_class;    // loopy boards: its class as CGSuite names it (D, PHat, ...; then `outcome` is ?)
};

struct Analysis {
    std::string game;     // the ruleset's id
    std::string rules;    // canonical rule parameter ("" if none)
    std::string position; // canonical position text
    Play play = Play::Normal;
    std::optional<Grundy> value; // the Grundy value (normal play), where known
    Outcome outcome = Outcome::P; // for the player to move, under `play`
    bool game_over = false;       // no move is left
    Method method = Method::Search;
    std::string reason;           // which rule decided it, in words
    std::vector<GameMove> winning_moves;
    std::vector<OptionValue> options; // every option, in moves() order (cut at kMaxOptionsShown)
    std::size_t option_count = 0;     // how many options there are in all
    std::string link;                 // the query that reopens this position: "game=nim&pos=..."
    std::vector<std::pair<std::string, std::string>> facts; // game-specific lines: {"nim-sum", "9"}
    // Transfinite games (onim, owelter): the value as an ordinal in Cantor normal form ("w^2*3+w+5");
    // `value` then holds it only when it is finite. Empty for every other game.
    std::string ordinal;
    std::vector<AnalysisStep> steps;  // how the value is reached, step by step (games that say so)
    static constexpr std::size_t kMaxOptionsShown = 400;

    // Partizan games (games/partizan.h). `value` is then none (no Grundy value), `outcome` is the
    // outcome class L, R, N or P (Winning Ways, ch. 1), the same whoever is to move,
    // and `winning_moves` lists each side's winning first moves, each with its `side`.
    bool partizan = false;
    std::string canonical;  // the canonical form in the calculator's notation ("" if too large)
    std::string value_name; // its name: "1/2", "±1", "↑*" (cgt::Store::name)

    // Impartial games under misère play: the position's misère canonical form as CGSuite writes it
    // ("*[2#0]", cgt/misere.h), or a sentence saying why there is none ("too large ..."). Filled in
    // above the engine (app::add_misere_form); empty under normal play.
    std::string misere_form;

    // Loopy boards (games/loopy_board.h): the outcome class as CGSuite names it, L, R, N, P, D or a
    // sided class (NHat, PCheck, ...), written as `outcome` (which is then ? for D and the sided
    // ones), and the moves that hold a draw for the side making them (neither winning nor losing).
    std::string outcome_class;
    std::vector<GameMove> drawing_moves;
};

// An outcome decided by a rule without the Grundy value (Moore's theorem, Zeckendorf, ...), or
// misère play's outcome by a rule (Bouton's).
struct Decided {
    Outcome outcome = Outcome::P;
    std::string reason;
};

// How much search the generic analysis may spend (positions visited plus moves generated), so a big position answers
// "too large to search" instead of hanging a tab.
inline constexpr std::size_t kDefaultSearchBudget = 8'000'000;
// What a search may keep in memory however long it searches (a longer budget, --budget): the
// tables of 4 default budgets (the partizan outcome search's memos, Cram's region tables).
inline constexpr std::size_t kMostKeptBudget = 4 * kDefaultSearchBudget;

//-----------------------------------------------------------------------------
// [SECTION] Ruleset
//-----------------------------------------------------------------------------

// A search that keeps what it found between calls, within one budget for all of them: a sum asks
// for its parts' values at every position and every option, and each of those is a follower of a
// position already searched. Ruleset::value_search makes one.
class ValueSearch {
  public:
    virtual ~ValueSearch() = default;
    virtual std::optional<Grundy> grundy(std::string_view pos) = 0; // none: too large, or a bad text
    virtual std::size_t spent() const = 0;                          // the budget's work used so far
};

class Ruleset {
  public:
    virtual ~Ruleset() = default;
    virtual const GameMeta& meta() const = 0;
    virtual std::string rules_text() const = 0; // canonical rule parameter, "" if none

    // Position text: parse and print back canonically. Errors name the character and the reason.
    virtual Result<std::string> canonical(std::string_view pos, std::string_view field = "pos") const = 0;
    virtual Result<std::vector<GameMove>> moves(std::string_view pos) const = 0;
    virtual Result<Picture> picture(std::string_view pos) const = 0;
    // How many moves `pos` has (0 for a bad text): cheaper than moves() (no labels).
    virtual std::size_t option_count(std::string_view pos) const = 0;
    // The Grundy value of a position (closed form, else search within `budget`); none if too large.
    virtual std::optional<Grundy> grundy(std::string_view pos, std::size_t budget = kDefaultSearchBudget) const = 0;
    // Everything the analysis panel, the CLI and the JS API show.
    virtual Result<Analysis> analyse(std::string_view pos, Play play, std::size_t budget = kDefaultSearchBudget) const = 0;
    // The same analysis spread over calls (the page's play screen: a long one shows its progress,
    // the page goes on drawing, and it can be cancelled). Each call does about `step` more work
    // and keeps what it computed, so the next call goes on from there; it gives the analysis once
    // done and none while more calls are needed. `spent` adds up the calls' work; once it passes
    // `budget` the call gives what analyse() gives for a position too large for its budget. A
    // ruleset whose analysis is always quick answers at once (this default).
    virtual std::optional<Result<Analysis>> analyse_part(std::string_view pos, Play play, std::size_t step, std::size_t& spent,
                                                         std::size_t budget = kDefaultSearchBudget) const {
        (void)step;
        spent = budget;
        return analyse(pos, play, budget);
    }
    // An analysis in steps given up (the page's Cancel): what analyse_part kept for its next call
    // is let go now, not when another position's analysis replaces it (an outcome search's memo
    // may hold about 100 MB). A later analyse_part of the same position starts over.
    virtual void drop_steps() const {}
    virtual bool keeps_steps() const { return false; } // whether anything is kept (tests)
    // What the page says while analyse_part goes on: what is being found, and whether its
    // progress (spent / budget) is the share of the budget spent or the share of the work done.
    struct StepsNote {
        std::string what;
        bool of_budget = true;
    };
    // The work analyse_part's steps may spend in all for `budget` (spent / this is the progress shown).
    virtual std::size_t steps_budget(std::size_t budget) const { return budget; }
    virtual StepsNote steps_note() const {
        return {"Canonical forms of the position and of its options, within " + thousands(kDefaultSearchBudget) + " steps", true};
    }
    // A search that remembers between calls (see ValueSearch); none where the game cannot give one
    // (grundy() is then the way). The ruleset must outlive it.
    virtual std::unique_ptr<ValueSearch> value_search(std::size_t budget = kDefaultSearchBudget) const {
        (void)budget;
        return nullptr;
    }
    virtual bool has_closed_form() const = 0;
    // Plain search, ignoring every closed form and rule of the game: the oracle of the contract test.
    virtual std::optional<Grundy> search_grundy(std::string_view pos, std::size_t budget = kDefaultSearchBudget) const = 0;
    virtual std::optional<Outcome> search_misere(std::string_view pos, std::size_t budget = kDefaultSearchBudget) const = 0;
    // The game's own normal-play outcome rule for `pos` (Moore's theorem, Zeckendorf, ...), if any.
    virtual std::optional<Decided> rule_outcome(std::string_view pos) const = 0;
    // Whether search can settle misère play on this position (or a misère closed form exists).
    virtual bool impartial() const { return true; }
    // Where a game of these rules starts when no position is given or the given one does not fit
    // them: the example, unless the rule parameter changes what positions exist (graph games).
    virtual std::string start_position() const { return std::string(meta().example); }
    // Whether misère play is offered: as the game's meta says, but the impartial variant of a
    // partizan board (variant=impartial) is played under both conventions, as every impartial game.
    virtual bool misere_offered() const { return !meta().normal_play_only; }
    // Left and Right have different moves (GameMove::side); analyse() gives the canonical form.
    virtual bool partizan() const { return false; }
    // Whether `pos` is a partizan position: partizan() for every ruleset but the sum's, whose
    // positions are partizan when a part is (a sum of Nim heaps is impartial, one with a Domineering
    // board is not). A game's moves never change it.
    virtual bool partizan_at(std::string_view pos) const {
        (void)pos;
        return partizan();
    }
    // Graph boards: the presets of the edit mode (none by default).
    virtual std::vector<PicturePreset> presets() const { return {}; }
    // Graph boards whose drawing is the rule parameter (graph games): the rules and position an
    // edited drawing stands for, or an Error naming what is wrong (a cycle); nothing if the game
    // does not edit its rules this way (Hackenbush: the drawing is the position's edge list).
    virtual std::optional<Result<RulesAndPosition>> from_drawing(const GraphDrawing&) const { return std::nullopt; }
};

// The link query of a position ("game=ID&rules=R&pos=P&play=misere").
std::string position_query(const Ruleset& r, std::string_view pos, Play play);

//-----------------------------------------------------------------------------
// [SECTION] Serialising
//-----------------------------------------------------------------------------

// The one list of field names. A writer W has:
//   w.str(name, text)  w.num(name, uint64)  w.boolean(name, b)  w.null(name)
//   w.begin_array(name) / w.end_array()   w.begin_object(name or "") / w.end_object()
template <class W>
void write_move(W& w, const GameMove& m) {
    w.str("label", m.label);
    w.str("to", m.to);
    if (m.side != Side::Both) w.str("side", std::string(1, static_cast<char>(m.side)));
}

template <class W>
void write_steps(W& w, const std::vector<AnalysisStep>& steps) {
    w.begin_array("steps");
    for (const AnalysisStep& s : steps) {
        w.begin_object("");
        w.str("kind", s.kind);
        w.str("text", s.text);
        w.begin_array("vertices");
        for (int v : s.vertices) w.num("", static_cast<std::uint64_t>(v));
        w.end_array();
        w.begin_array("edges");
        for (int e : s.edges) w.num("", static_cast<std::uint64_t>(e));
        w.end_array();
        if (!s.value.empty()) w.str("value", s.value);
        if (s.value.empty() || !s.lengths.empty()) { // Green Hackenbush's stalks, and the stalk they leave
            w.begin_array("lengths");
            for (Grundy g : s.lengths) w.num("", g);
            w.end_array();
            w.num("result", s.result);
        }
        w.end_object();
    }
    w.end_array();
}

template <class W>
void write_analysis(W& w, const Analysis& a) {
    w.boolean("ok", true);
    w.str("game", a.game);
    if (!a.rules.empty()) w.str("rules", a.rules);
    w.str("position", a.position);
    w.str("play", a.play == Play::Misere ? "misere" : "normal");
    if (a.value) w.num("value", *a.value);
    else w.null("value");
    if (!a.ordinal.empty()) w.str("ordinal", a.ordinal);
    w.str("outcome", a.outcome_class.empty() ? std::string(1, outcome_char(a.outcome)) : a.outcome_class);
    w.boolean("gameOver", a.game_over);
    w.str("method", method_name(a.method));
    w.str("reason", a.reason);
    w.str("link", a.link);
    w.begin_array("winningMoves");
    for (const GameMove& m : a.winning_moves) {
        w.begin_object("");
        write_move(w, m);
        w.end_object();
    }
    w.end_array();
    w.num("optionCount", a.option_count);
    w.begin_array("options");
    for (const OptionValue& o : a.options) {
        w.begin_object("");
        write_move(w, o.move);
        if (o.value) w.num("value", *o.value);
        else w.null("value");
        w.str("outcome", o.outcome_class.empty() ? std::string(1, outcome_char(o.outcome)) : o.outcome_class);
        if (a.partizan) {
            if (o.canonical.empty()) w.null("canonical");
            else w.str("canonical", o.canonical);
        }
        w.end_object();
    }
    w.end_array();
    w.begin_object("facts");
    for (const auto& [k, v] : a.facts) w.str(k, v);
    w.end_object();
    if (!a.steps.empty()) write_steps(w, a.steps);
    if (a.partizan) { // partizan and valueName only for partizan games; canonical for both kinds
        w.boolean("partizan", true);
        if (a.canonical.empty()) w.null("canonical");
        else w.str("canonical", a.canonical);
        if (a.value_name.empty()) w.null("valueName");
        else w.str("valueName", a.value_name);
    } else if (a.play == Play::Normal && a.value && a.ordinal.empty()) {
        // An impartial game's canonical form is the nimber of its Grundy value, as CGSuite prints it.
        w.str("canonical", *a.value == 0 ? std::string("0") : *a.value == 1 ? std::string("*") : "*" + std::to_string(*a.value));
    } else {
        w.null("canonical"); // misère play (see misereForm), a transfinite value, or a value not found
    }
    if (!a.misere_form.empty()) w.str("misereForm", a.misere_form);
    if (!a.outcome_class.empty()) { // a loopy board
        w.boolean("loopy", true);
        w.begin_array("drawingMoves");
        for (const GameMove& m : a.drawing_moves) {
            w.begin_object("");
            write_move(w, m);
            w.end_object();
        }
        w.end_array();
    }
}

template <class W>
void write_meta(W& w, const GameMeta& m) {
    w.str("id", m.id);
    w.str("title", m.title);
    w.str("rules", m.rules);
    w.str("source", m.source);
    w.str("grammar", m.grammar);
    w.str("example", m.example);
    if (!m.rules_key_grammar.empty()) {
        w.str("rulesKey", m.rules_key);
        w.str("rulesGrammar", m.rules_key_grammar);
        w.str("rulesDefault", m.rules_default);
    }
    if (m.typed_moves) w.boolean("typedMoves", true);
    std::string link = "?v=1&game=" + std::string(m.id);
    if (!m.rules_key_grammar.empty()) link += "&" + std::string(m.rules_key) + "=" + std::string(m.rules_default);
    if (!m.example.empty()) link += "&pos=" + std::string(m.example);
    w.str("link", link);
}

template <class W>
void write_error(W& w, const Error& e) {
    w.str("where", e.where);
    if (e.offset == Error::kWhole) w.null("offset");
    else w.num("offset", e.offset);
    w.str("message", e.message);
    w.str("text", e.describe());
}

// The one JSON writer (the CLI's --json, the JS API's JSON, the files of counts): compact, strings
// escaped, UTF-8 kept. Without a sink the text is kept (text()); with one, it streams: the text
// goes to the sink past every 64 KB and when the outermost value closes, followed by a newline
// there (one line per answer), so a long list (seq N --json, N up to 2^32) is never held whole.
// The writer itself does no I/O: the sink is its host's (the CLI's writes stdout).
class JsonWriter {
  public:
    using Sink = std::function<void(std::string_view)>;
    JsonWriter() = default;
    explicit JsonWriter(Sink sink) : sink_(std::move(sink)) {}
    JsonWriter(const JsonWriter&) = delete;
    JsonWriter& operator=(const JsonWriter&) = delete;
    ~JsonWriter() { flush(); } // a stream cut short (an exception) still shows what was written
    void str(std::string_view name, std::string_view v);
    void num(std::string_view name, std::uint64_t v);
    void boolean(std::string_view name, bool v);
    void null(std::string_view name);
    void begin_array(std::string_view name);
    void end_array();
    void begin_object(std::string_view name);
    void end_object();
    const std::string& text() const { return out_; } // without a sink

  private:
    void key(std::string_view name);
    void closed(); // after a container's end: the stream's newline and flush
    void flush();
    Sink sink_;
    std::string out_;
    std::vector<bool> first_{true};
    std::vector<bool> in_array_{false};
};
std::string json_quote(std::string_view s);

std::string analysis_json(const Analysis& a); // {"ok":true,...}
std::string error_json(const Error& e);       // {"ok":false,"error":{...}}

//-----------------------------------------------------------------------------
// [SECTION] Typed moves (games whose positions have infinitely many options)
//-----------------------------------------------------------------------------
// Transfinite Nim: a heap ω may go to any whole number, so moves() cannot list every option. Such
// a ruleset lists a finite choice in moves() (every winning move, and a few others so a game can
// always go on), and also implements TypedMoves: a move is typed as the new value of one part (a
// heap, a coin), checked by move_to. Nothing else changes: a ruleset that is not a TypedMoves is
// played by its moves() alone. (An interface beside Ruleset, found with typed_moves(), so the
// contract of every other game stays exactly as it was.)
class TypedMoves {
  public:
    virtual ~TypedMoves() = default;
    // The parts a move changes one of, for the page's picker: {"heap 1: ω²·3 + ω + 5", ...}.
    virtual std::vector<std::string> parts(std::string_view pos) const = 0;
    // The move that gives part `part` (from 0) the value typed as `text`; an Error names `field`
    // and the character, or says why the move is not allowed (not smaller, a square taken).
    virtual Result<GameMove> move_to(std::string_view pos, std::size_t part, std::string_view text,
                                     std::string_view field = "move") const = 0;
};
inline const TypedMoves* typed_moves(const Ruleset& r) { return dynamic_cast<const TypedMoves*>(&r); }

} // namespace gl
