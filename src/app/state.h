// state.h - the state a link encodes, and the link grammar (documented in README.md, "Links").
//
//   ?v=1&game=nim&play=normal&pos=3,5,7&turn=1&computer=off&hints=on
//
//   v      grammar version (1). Links stay readable: later versions only add keys and values.
//   game   ruleset id from games/registry (nim).
//   play   normal | misere.
//   pos    the position in the game's own text form (Nim: heap sizes, "3,5,7").
//   turn   1 | 2: the player to move.
//   computer off | 1 | 2: the player the computer plays (off: two people play).
//   hints  on | off: highlight the winning moves on the board.
//
//   ?v=1&game=ID&rules=R&pos=TEXT...   every ruleset of games/registry the same way: `pos` in the
//          game's own text form (GameMeta::grammar), `rules` its rule parameter where it has one;
//          game=sum: parts RULES:HEAPS separated by '|' (games/heap_sum.h); under play=misere a
//          sum of one heap game's heaps is decided by its misère quotient (games/misere_heaps.h).
//
//   ?v=1&game=octal&rules=0.07&n=1000&width=0&view=table
//
//   rules  the octal code (0.07, 4.07) or a subtraction set ({1,3,4} or S=1,3,4), kept canonical.
//   n      how many values to compute at most (the search stops at a proved period).
//   width  table row width; 0 = the period once proved (10 before).
//   view   table | plot | mex | misere: the explorer's main view (misere: the misère quotient).
//   at     the n the mex view explains.
//   heap   the largest heap of the misère view's quotient (1 to 200, default 20).
//   embed  table | plot (octal), board (nim, sum), thermograph | value (calculator): a compact page
//          for an <iframe> in lecture notes.
//   layout game=hackenbush: the drawing of its graph board, 1:0,1|2:0.5,2 (vertex:x,y).
//
//   ?v=1&game=cgt&expr={0,*|1}&vs=1/2
//
//   expr   a partizan game in the calculator's notation (cgt/calc.h); a bad one is reported with
//          its character and the default ({0,*|1}) is shown.
//   vs     a game to compare expr with (G ? H); absent or empty: no comparison.
//
// Reading a link never fails as a whole: each bad key is reported with the character it starts
// at, and that key falls back to its default, so the page always opens in a sane state.
#pragma once
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/impartial.h"
#include "core/link.h"
#include "core/result.h"

namespace gl {
struct GameEntry;
struct LinkParam;
struct ParsedLink;
} // namespace gl

namespace gl::app {

// What the board can draw and a person can count; the engine itself goes far beyond.
inline constexpr std::uint64_t kMaxHeap = 99;
inline constexpr std::size_t kMaxHeaps = 12;
inline constexpr int kLinkVersion = 1;

inline constexpr std::uint64_t kMaxMisereViewHeap = 200;

// A State{} names no game: default_state(id) gives a game's defaults, and default_state("") the
// registry's first game's (the page a link without `game` opens).
struct State {
    std::string game;
    // Play screens (every ruleset of games/registry): the position, canonical, and the rule
    // parameter where the game has one. The explorer: `rules` is its octal code.
    std::string pos;
    std::string rules;
    Play play = Play::Normal;
    int turn = 1;     // the player to move: 1 or 2
    int computer = 0; // the player the computer plays: 0 (nobody), 1 or 2
    bool hints = true;
    // The steps a position's search may spend (budget=N, the page's "Search 10 times longer"),
    // 0 for the default (kDefaultSearchBudget), which a link leaves out.
    std::uint64_t budget = 0;
    // game=octal: the explorer
    std::uint64_t n = 1000;
    std::uint64_t width = 0;
    std::string view = "table";
    std::uint64_t at = 0;
    std::uint64_t heap = 20; // the misère view's largest heap
    std::string embed; // "", "table" or "plot" (octal), "board" (every ruleset), "thermograph" or "value" (calculator)
    std::string layout; // a graph board's drawing (Hackenbush): "1:0,1|2:0.5,2" (vertex:x,y), canonical
    // game=cgt: the calculator
    std::string expr = kDefaultExpr;
    std::string vs;
    static constexpr const char* kDefaultExpr = "{0,*|1}";
    bool operator==(const State&) const = default;
};

// The state of a fresh game `id` (its example position, its default rules); an empty or unknown
// id: the registry's first game (Nim).
State default_state(std::string_view id);

struct LinkLoad {
    State state;
    ParsedLink link;           // the query as read: which keys were given (so no caller reads it again)
    std::vector<Error> errors; // one per problem; offsets count within the named key's value
                               // ("link" errors: within the whole query)
    std::vector<Error> notes;  // how the link was read where a person may have meant otherwise
                               // (a '+' read as a plus sign): said by the page, not problems
};

LinkLoad state_from_link(std::string_view query);

// A screen's own link keys: each kind of screen declares which keys it holds, reads them (each
// problem named with its key and character, the key keeping its default) and writes them back.
// state_from_link reads the grammar (v, game) and hands every other key to the game's screen; a
// key of another screen is said not to apply.
struct ScreenKeys {
    bool (*holds)(std::string_view key, const GameEntry& g);
    // Keys read together before the others (a play screen: its rules, then pos), or null.
    void (*read_first)(const ParsedLink& link, const GameEntry& g, State& s, std::vector<Error>& errors);
    void (*read)(const LinkParam& p, const GameEntry& g, State& s, std::vector<Error>& errors);
    void (*write)(const State& s, const GameEntry& g, std::string& query); // "&key=value..." after v and game
};
const ScreenKeys& play_screen_keys(); // every ruleset of the registry (state.cpp)
const ScreenKeys& explorer_keys();    // game=octal (explorer.cpp)
const ScreenKeys& calculator_keys();  // game=cgt (calculator.cpp)
const ScreenKeys& keys_of(const GameEntry& g);
// The keys a play screen's link may hold besides the game's own rule key (GameMeta::rules_key):
// the one list the page's reader and the CLI's `analyze` check links against.
std::span<const std::string_view> play_link_keys();
// The layout key of a graph board: vertex places `ID:X,Y` separated by '|' (grid units, y up from
// the ground; numbers such as 2, -1.5 or 0.25; at most 1000 vertices, |X|, |Y| <= 1000). Errors
// name the character. format_layout writes it back canonically (sorted by vertex, 2 decimals at most).
struct VertexPlace { int id = 0; float x = 0, y = 0; };
Result<std::vector<VertexPlace>> parse_layout(std::string_view text, std::string_view field = "layout");
std::string format_layout(const std::vector<VertexPlace>& places);

// Whether game g with the rule parameter `rules` offers misère play (Ruleset::misere_offered: a
// partizan board's impartial variant does, the board does not).
bool misere_offered(const GameEntry& g, std::string_view rules);
std::string link_from_state(const State& s); // "?v=1&game=nim&..."; parses back to the same State

// A position typed by a person (the "Position" field), with the board's limits.
Result<std::vector<std::uint64_t>> parse_position(std::string_view text, std::string_view field = "pos");

} // namespace gl::app
