// heap_sum.h - sums of different heap games (Ferguson, Part I, §4): each part is a
// ruleset (Nim, or an octal/subtraction game) with its heaps; a move is a move in one heap of one
// part; the position's value is the nim-sum of every heap's value (the Sprague-Grundy theorem).
// Kayles, Dawson's Kayles and Dawson's chess are the octal parts 0.77, 0.07 and 0.137 (Winning
// Ways, ch. 4). The play screen (app/page.h, ui/sum_board.*) and the `sum` ruleset are built on this.
#pragma once
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/impartial.h"
#include "core/result.h"
#include "core/ruleset.h"
#include "games/misere_heaps.h"
#include "octal/octal.h"
#include "octal/octal_sequence.h"

namespace gl::sums {

// What the sums board draws as pieces, with every move of the heap offered: heaps of at most
// kMaxPlayHeap, kMaxPlayCells pieces in all. A larger heap (a "big" one) is drawn as one piece
// labelled with its size, and offers its winning moves and its first kFirstMovesListed moves
// (listed_moves); its value comes from the game's proved period or computed sequence.
inline constexpr std::uint64_t kMaxPlayHeap = 40;
inline constexpr std::size_t kMaxPlayHeaps = 10;
inline constexpr std::size_t kMaxParts = 5;
// At most this many heaps in all (links may hold what play reaches from a typed position: splits
// make more, smaller heaps); and while every heap is drawn as pieces, at most this many pieces.
inline constexpr std::uint64_t kMaxPlayCells = kMaxPlayHeap * kMaxPlayHeaps;
// The largest heap a sum's text may hold: 2^53 - 1, the largest whole number a JavaScript number
// (the JS API's, a JSON reader's) holds exactly. Values past the computed ones come from the
// proved period (the periodicity theorem), where there is one.
inline constexpr std::uint64_t kMaxHeap = (std::uint64_t{1} << 53) - 1;
// How far a part's game is computed in search of its period: at most kValuesComputed values,
// within kValueWork elementary steps (Sequence::advance's) per game.
inline constexpr std::uint64_t kValuesComputed = std::uint64_t{1} << 16;
inline constexpr std::uint64_t kValueWork = 200'000'000;
// A big heap's moves offered besides its winning ones.
inline constexpr std::size_t kFirstMovesListed = 8;
// The most winning moves of one big heap listed, and the most options looked at when searching a
// big heap for them where no period shortens the search (past it the search is cut, and says so).
inline constexpr std::size_t kMaxWinningListed = 16;
inline constexpr std::uint64_t kMoveSearchWork = 2'000'000;

// The sum grammar's word for a part of Nim heaps (`nim:3,4,5`), written where an octal code may
// stand: a word of this grammar, like `0.77`, not a registry id compared by name.
inline constexpr std::string_view kNimPart = "nim";

struct Part {
    std::string rules;                // "nim", a canonical octal code such as "0.77", or a game's id
    std::vector<std::uint64_t> heaps; // heaps of 0 are allowed (an empty row or heap)
    // A part that is a position of another registered game (chomp:3,3): its ruleset and position.
    std::shared_ptr<const Ruleset> game;
    std::string pos;
    bool is_nim() const { return rules == kNimPart; }
    bool is_game() const { return game != nullptr; }
    // A position of a partizan game (clobber:xo): no Grundy value; the sum is valued by canonical
    // forms (games/partizan_sum.h).
    // A game of both kinds (a sum's, Hackenbush's: games/split_ruleset.h) says so by the position.
    bool is_partizan() const { return game && game->partizan_at(pos); }
    bool operator==(const Part& o) const { return rules == o.rules && heaps == o.heaps && pos == o.pos; }
};

// "nim:7|{1,2,3}:10|{2,3}:6" or "0.77:10,4": parts separated by '|', each RULES:HEAPS where RULES
// is nim, an octal code or a subtraction set in braces; or ID:POS, a position of any registered
// game ("chomp:3,3|nimble:1,3,3|domineering:../.."), ID(RULES):POS for one with a rule parameter
// ("moore(2):1,2,3"; a board's variant may be left out: clobber:xo is Clobber itself).
// Errors name the character.
Result<std::vector<Part>> parse_parts(std::string_view text, std::string_view field = "pos");
std::string format_parts(const std::vector<Part>& parts);
// A name for a part's rules: "Nim", "Kayles", "Subtraction {1,2,3}", "0.16".
std::string rules_title(const std::string& rules);
// How a part's heaps are drawn on the sums board, from its rules: a game that never splits a heap
// as stacks of tokens (take from the top: Nim, subtraction games), Kayles as rows of bowling pins,
// Dawson's Chess (0.137) as rows of pawns, any other octal game as rows of squares, where taking
// from the middle leaves two rows (exactly the octal game's move, Winning Ways ch. 4).
enum class PartLook : std::uint8_t { Tokens, Pins, Squares, Pawns };
PartLook part_look(const Part& p);
// The counts a click on a row may take at once: the code's digits that allow some move (none for
// Nim and subtraction sets, which take from the top of a stack).
std::vector<std::uint64_t> row_takes(const Part& p);
// The code written beside the part's title ("0.77"); "" for Nim, whose title says it all.
std::string part_code(const Part& p);

struct PlayMove {
    std::size_t part = 0, heap = 0;
    std::uint64_t from = 0;
    octal::HeapOption option; // what is taken and what is left (0, 1 or 2 heaps)
    bool larger_first = false; // a split shown as left[1], left[0] (where the click cut the row)
    // Two moves are the same move whatever order the board shows the pieces in.
    bool operator==(const PlayMove& o) const { return part == o.part && heap == o.heap && from == o.from && option == o.option; }
};

struct PlayAnalysis {
    // Empty when every heap's value is known; else why the sum's value is not (which heap of which
    // part, and why), and nothing below is filled in but the values known before it.
    std::string unknown;
    std::vector<std::vector<Grundy>> values; // values[part][heap]
    std::vector<Grundy> part_values;         // nim-sum within each part
    Grundy nim_sum = 0;
    Outcome outcome = Outcome::P;            // normal play
    bool game_over = false;
    std::vector<PlayMove> winning_moves;     // every move to nim-sum 0 (of a big heap, those listed: MovesFound)
    std::string moves_note;                  // a big heap's winning moves listed in part, or its search cut: what and why
};

// Grundy values of single heaps, per ruleset, computed once and kept: Nim's n itself; an octal or
// subtraction game's from its nim-sequence, computed to kValuesComputed values at most (within
// kValueWork steps), and past it from the period the periodicity theorem proves, if one is.
class HeapValues {
  public:
    // G(n), or an error (where "pos") saying that it is not known and why: no period proved within
    // the values computed. Never a made-up value.
    Result<Grundy> value(const std::string& rules, std::uint64_t n);
    // The proved period of an octal or subtraction part's game (after value() has been asked
    // once for it), or nullptr: none proved, or Nim.
    const octal::Periodicity* period(const std::string& rules) const;

  private:
    struct Kept {
        std::unique_ptr<octal::PeriodSearch> search;
        std::uint64_t spent = 0; // steps of kValueWork spent
    };
    std::map<std::string, Kept> searches_;
};

// The moves of a heap of n (part `part`, heap `heap`) that leave heaps worth `want` (so that the
// sum's nim-sum becomes 0 when `want` is the heap's value xor the sum's), found without listing
// every option: Nim's one move; an octal game's takes, and its splits a + b with the smaller part
// a up to n0 + p where its period p from n0 is proved (every split with a larger a is worth as
// much as one of those: a and b move by whole periods, both staying past n0), else every split
// while they are at most kMoveSearchWork. At most kMaxWinningListed moves are kept.
struct MovesFound {
    std::vector<PlayMove> moves;
    bool more = false;  // some winning moves were left out of `moves` (more splits of the same values)
    bool cut = false;   // the search stopped before it looked at every value there is: a heap with
                        // no move in `moves` may still have one
    std::string why;    // what cut it, for the message
};
MovesFound moves_to_value(const std::vector<Part>& parts, std::size_t part, std::size_t heap, Grundy want,
                          HeapValues& values);
// A big heap's first `count` moves (by take, then the smaller part of a split).
std::vector<PlayMove> first_moves(const std::vector<Part>& parts, std::size_t part, std::size_t heap, std::size_t count);
// Whether m is a move of the position (any heap size: checked from the rules, not a list).
bool is_move(const std::vector<Part>& parts, const PlayMove& m);

// Grundy values of the parts that are positions of other games (chomp:3,3), each game searched by
// one ValueSearch kept between calls: after the first position, its options and the positions
// play reaches are followers already valued, so a sum does not search each part afresh at every
// option. Answers, "too large" among them, are kept by position.
class PartValues {
  public:
    std::optional<Grundy> value(const Part& part);

  private:
    struct Game {
        std::shared_ptr<const Ruleset> rules;   // outlives its search
        std::unique_ptr<ValueSearch> search;
        std::unordered_map<std::string, std::optional<Grundy>> known;
    };
    std::map<std::string, Game> games_; // by the part's rules text ("chomp", "moore(2)")
};

// Every move from heap `heap` of part `part` (heaps of at most kMaxPlayHeap: a big heap has too
// many; see listed_moves).
std::vector<PlayMove> moves_of(const std::vector<Part>& parts, std::size_t part, std::size_t heap);
// The position after a move: the heap is replaced by the heaps it leaves (a split in the order
// the board shows it). An emptied heap disappears, unless it was its part's last one (the part
// keeps its place on the board as one empty heap), so play never makes more heaps than cells.
std::vector<Part> apply_move(std::vector<Part> parts, const PlayMove& m);
PlayAnalysis analyse(const std::vector<Part>& parts, HeapValues& values);
// The moves a heap offers: every one for a heap of at most kMaxPlayHeap; for a big heap its
// winning moves (those of a), its first kFirstMovesListed moves, and one move to each value it can
// reach (Nim: to 0..63), each once, so that whatever the rest of the sum is (a partizan part too),
// a winning move in this heap is among them.
std::vector<PlayMove> listed_moves(const std::vector<Part>& parts, std::size_t part, std::size_t heap, const PlayAnalysis& a,
                                   HeapValues& values);
// Whether some heap is bigger than kMaxPlayHeap (drawn as one piece, its moves listed in part).
bool has_big_heap(const std::vector<Part>& parts);

// The sum as a ruleset of the contract: `game=sum&pos=nim:7|0.07:9`. The closed form is the
// Sprague-Grundy theorem: the value is the nim-sum of the heaps' values.
struct SumGame {
    using Position = std::vector<Part>;
    static const GameMeta& meta();
    // Refuses a partizan part (the registry's `sum` sends those sums to PartizanSumGame).
    Result<Position> parse(std::string_view text, std::string_view field) const;
    std::string format(const Position& p) const { return format_parts(p); }
    // A partizan part's moves keep their side (Left's or Right's); the rest are either player's.
    // A big heap's options are listed in part (listed_moves): its first moves, one to each value
    // it can reach and its winning ones. count_options counts every move, listed or not.
    std::vector<Option<Position>> options(const Position& p) const;
    std::size_t count_options(const Position& p) const;
    std::optional<Closed> closed_form(const Position& p) const;
    // Misère play: a sum whose parts are heaps of one octal or subtraction game is decided by that
    // game's misère quotient (games/misere_heaps.h) while one covers its heaps; else search.
    std::optional<Decided> misere_form(const Position& p) const;
    // A part too large to value makes the sum too large: its tree holds that part's whole tree.
    std::optional<std::string> beyond_search(const Position& p) const;
    // Misère play of a sum with a big heap (whose options are listed in part) that the misère
    // quotient does not decide: refused, never searched over some of the moves.
    std::optional<std::string> beyond_search_in(const Position& p, Play play) const;
    std::vector<std::pair<std::string, std::string>> facts(const Position& p) const;
    Picture picture(const Position& p, const std::vector<Option<Position>>& options) const;
    // Heap values are computed once per ruleset and kept (shared by copies of the game).
    std::shared_ptr<HeapValues> values = std::make_shared<HeapValues>();
    std::shared_ptr<PartValues> part_values = std::make_shared<PartValues>();
    std::shared_ptr<misere_heaps::Quotients> quotients = std::make_shared<misere_heaps::Quotients>();
};

// "take 2, leave 3 + 5" or "7 → 3" (Nim): one move in one heap, for labels.
std::string move_words(const Part& part, const PlayMove& m);
// Whether every part is a heap game (the sums' own board draws those); else the generic screen.
bool all_heap_parts(const std::vector<Part>& parts);
// Whether the sums' own board draws the position: heap parts only, every heap drawn as pieces
// (none bigger than kMaxPlayHeap), at most kMaxPlayCells pieces; else the generic screen draws
// it from SumGame::picture (a big heap as one piece labelled with its size).
bool board_draws(const std::vector<Part>& parts);

} // namespace gl::sums

template <>
struct std::hash<gl::sums::Part> {
    std::size_t operator()(const gl::sums::Part& p) const {
        std::size_t h = std::hash<std::string>{}(p.rules) ^ std::hash<std::string>{}(p.pos) * 31u;
        for (auto x : p.heaps) h = h * 1000003u ^ std::hash<std::uint64_t>{}(x);
        return h;
    }
};
