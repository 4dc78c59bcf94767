// toads.cpp - Toads and Frogs' metadata, pieces and rule parameter (the moves are in toads.h):
// rules=a,b,c,d after CGSuite's GenToadsAndFrogs (minSlide, maxSlide, maxJump, friendly jumps),
// optionally followed by ",impartial" for the impartial variant.
#include "games/toads.h"

#include <map>

#include "games/loopy_board.h"

namespace gl::toads {

const GameMeta& ToadsRules::meta() {
    static const GameMeta m{
        "toads", "Toads and Frogs",
        "On a strip, Left's toads move one square right into an empty square or jump over one frog into the empty square beyond; Right's frogs do the same to the left. Whoever cannot move loses. rules=a,b,c,d plays CGSuite's generalisation.",
        "R. K. Guy; Berlekamp, Conway and Guy, Winning Ways, ch. 1-2; Erickson, New Toads and Frogs results (1996); CGSuite's ToadsAndFrogs and GenToadsAndFrogs",
        "strips from the top separated by '/' (or '|'), each of '.' (empty), 't' (Left's toad) and 'f' (Right's frog), all of one length; each strip is a separate part of a sum; at most 8 strips of 30 squares, 64 squares in all",
        "tt..ff",
        "a,b,c,d: CGSuite's GenToadsAndFrogs - a piece slides n squares forward over empty squares for a <= n <= b, or jumps over 1 to c pieces in a row, all the opponent's (d = 0) or of either side (d = 1), onto the empty square beyond; "
        "0 <= a <= b <= 29, 0 <= c <= 29, d 0 or 1; 1,1,1,0 is the classic game, 1,1,0,0 Elephants and Rhinos; add ,impartial for the impartial variant (either player may make any move)",
        "1,1,1,0", true, "rules"};
    static const GameMeta with_variant = [] {
        GameMeta w = m;
        w.variant_in_rules = true; // variant=impartial, as on every other board, is read into rules=
        return w;
    }();
    return with_variant;
}

grid::Look ToadsRules::look(char c) {
    if (c == 't') return {Glyph::Black, "T"};
    if (c == 'f') return {Glyph::White, "F"};
    return {Glyph::Blank, ""};
}

namespace {

const char* const kParamNames[4] = {"minSlide", "maxSlide", "maxJump", "friendly jumps"};

// One number of the list at text[i...]: digits only (a '-' is backsliding, refused by the caller).
Result<int> read_number(std::string_view text, std::size_t& i, std::string_view field, int which) {
    const std::string f(field);
    const std::size_t start = i;
    bool negative = false;
    if (i < text.size() && text[i] == '-') negative = true, ++i;
    long v = 0;
    while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
        v = v * 10 + (text[i] - '0');
        if (v > 1000) return Error{f, start, std::string(kParamNames[which]) + " is too large: at most " + std::to_string(kMaxStep)};
        ++i;
    }
    if (i == start + (negative ? 1 : 0)) {
        const std::string got = i < text.size() ? echo(text.substr(i, 1)) + " is not a number" : "the list ends";
        return Error{f, i, got + ": " + kParamNames[which] + " (number " + std::to_string(which + 1) + " of a,b,c,d) is missing"};
    }
    if (negative) return Error{f, start, std::string(kParamNames[which]) + " is negative: backsliding makes the game loopy; for Backsliding Toads and Frogs (a piece may also retreat one square) write 1,1,1,0,backsliding"};
    return static_cast<int>(v);
}

} // namespace

Result<Params> parse_params(std::string_view text, std::string_view field, bool* impartial) {
    const std::string f(field);
    int v[4] = {};
    bool backsliding = false;
    std::size_t i = 0, at[4] = {};
    for (int k = 0; k < 4; ++k) {
        if (k > 0) {
            if (i >= text.size()) return Error{f, i, std::string("the list ends after ") + std::to_string(k) + " number" + (k > 1 ? "s" : "") + ": give four, a,b,c,d (minSlide, maxSlide, maxJump, friendly jumps)"};
            if (text[i] != ',') return Error{f, i, echo(text.substr(i, 1)) + " is not a comma: give four numbers a,b,c,d"};
            ++i;
        }
        at[k] = i;
        auto n = read_number(text, i, field, k);
        if (!n) return n.error();
        v[k] = n.value();
    }
    if (i < text.size()) {
        const std::string_view rest = text.substr(i);
        if (rest == ",backsliding,impartial" || rest == ",impartial,backsliding")
            return Error{f, i + 1, "backsliding and impartial together are not played here: Backsliding Toads and Frogs is partizan (Winning Ways, ch. 11)"};
        if (impartial && (rest == ",impartial" || rest == ",partizan")) *impartial = rest == ",impartial";
        else if (rest == ",backsliding") backsliding = true;
        else if (rest.front() == ',') return Error{f, i + 1, echo(rest.substr(1)) + (impartial ? " is not a variant: after a,b,c,d only ,impartial, ,partizan or ,backsliding may follow" : " follows the four numbers a,b,c,d (only ,backsliding may)")};
        else return Error{f, i, echo(rest.substr(0, 1)) + " is not a comma: give four numbers a,b,c,d"};
    }
    if (v[0] > kMaxStep) return Error{f, at[0], "minSlide " + std::to_string(v[0]) + " is more than " + std::to_string(kMaxStep) + " (a strip has at most 30 squares)"};
    if (v[1] > kMaxStep) return Error{f, at[1], "maxSlide " + std::to_string(v[1]) + " is more than " + std::to_string(kMaxStep) + " (a strip has at most 30 squares)"};
    if (v[1] < v[0]) return Error{f, at[1], "maxSlide " + std::to_string(v[1]) + " is less than minSlide " + std::to_string(v[0])};
    if (v[2] > kMaxStep) return Error{f, at[2], "maxJump " + std::to_string(v[2]) + " is more than " + std::to_string(kMaxStep) + " (a strip has at most 30 squares)"};
    if (v[3] > 1) return Error{f, at[3], "friendly jumps is " + std::to_string(v[3]) + ": use 0 (jumps over the opponent's pieces only) or 1 (over either side's)"};
    const Params p{v[0], v[1], v[2], v[3] == 1, backsliding};
    if (backsliding && !(p == Params{1, 1, 1, false, true}))
        return Error{f, i + 1, "backsliding is played with the classic rules only (Winning Ways, ch. 11): write 1,1,1,0,backsliding, not " + params_text(p)};
    return p;
}

std::string params_text(const Params& p) {
    return std::to_string(p.min_slide) + ',' + std::to_string(p.max_slide) + ',' + std::to_string(p.max_jump) + ',' + (p.friendly ? '1' : '0') +
           (p.backsliding ? ",backsliding" : "");
}

namespace {

// The partizan contract keeps each ruleset type's values and too-large answers for the session,
// keyed by the position: rules other than the default each get a type of their own (a slot),
// so that no answer under one rule set is ever given for another.
template <int Slot>
struct SlotRules : ToadsRules {};
constexpr int kSlots = 8; // the default and 7 others per session

template <int Slot>
Result<std::unique_ptr<Ruleset>> build(const Params& p, bool impartial) {
    SlotRules<Slot> r;
    r.params = p;
    if (impartial) return std::unique_ptr<Ruleset>(std::make_unique<RulesetOf<grid::ImpartialGrid<SlotRules<Slot>>>>(grid::ImpartialGrid<SlotRules<Slot>>{"impartial", r}));
    return std::unique_ptr<Ruleset>(std::make_unique<PartizanRulesetOf<grid::GridGame<SlotRules<Slot>>>>(grid::GridGame<SlotRules<Slot>>{r}));
}

template <int... S>
Result<std::unique_ptr<Ruleset>> build_in(int slot, const Params& p, bool impartial, std::integer_sequence<int, S...>) {
    Result<std::unique_ptr<Ruleset>> out = Error{"rules", Error::kWhole, "no slot"};
    ((slot == S ? (out = build<S>(p, impartial), 0) : 0), ...);
    return out;
}

} // namespace

// Backsliding Toads and Frogs: its own type (one rule set), valued as a loopy game.
struct BackslidingRules : ToadsRules {
    static constexpr std::string_view kCaption =
        "Backsliding (Winning Ways, ch. 11): a toad (Left, player 1) also steps back one square left, a frog (Right, player 2) one square right, so play can go round forever (a draw). Click a piece; one with several moves offers them in a menu.";
};

Result<std::unique_ptr<Ruleset>> make(std::string_view rules) {
    bool impartial = false;
    Params p;
    if (rules == "impartial" || rules == "partizan") impartial = rules == "impartial"; // the classic game's variant alone
    else if (rules == "backsliding") p.backsliding = true;
    else if (!rules.empty()) {
        auto parsed = parse_params(rules, "rules", &impartial);
        if (!parsed) return parsed.error();
        p = parsed.value();
    }
    if (p.backsliding) {
        if (impartial) return Error{"rules", Error::kWhole, "backsliding and impartial together are not played here: Backsliding Toads and Frogs is partizan (Winning Ways, ch. 11)"};
        BackslidingRules r;
        r.params = p;
        return std::unique_ptr<Ruleset>(std::make_unique<LoopyRulesetOf<grid::GridGame<BackslidingRules>>>(grid::GridGame<BackslidingRules>{r}));
    }
    static std::map<std::string, int> slots{{params_text(Params{}), 0}};
    const std::string text = params_text(p);
    auto it = slots.find(text);
    if (it == slots.end()) {
        if (static_cast<int>(slots.size()) >= kSlots)
            return Error{"rules", Error::kWhole, "this session has already played " + std::to_string(kSlots - 1) + " other rule sets of Toads and Frogs (each keeps its own values): reload the page (or start the program again) to play " + echo(text)};
        it = slots.emplace(text, static_cast<int>(slots.size())).first;
    }
    return build_in(it->second, p, impartial, std::make_integer_sequence<int, kSlots>{});
}

} // namespace gl::toads
