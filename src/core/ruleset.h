// ruleset.h - writing a ruleset: a plain typed struct G, and RulesetOf<G> gives it the whole
// contract of core/game.h (text round trips, moves, search, misère, analysis, serialising).
//
// A ruleset G has (required):
//     using Position = ...;                  // regular, hashable (an integer, a vector, a string)
//     static const GameMeta& meta();         // id, title, rules, source, grammar, example
//     Result<Position> parse(std::string_view text, std::string_view field) const;
//     std::string format(const Position&) const;          // canonical; parse(format(p)) == p
//     std::vector<Option<Position>> options(const Position&) const; // each {label, to}
// and may have (optional, detected):
//     static Result<G> with_rules(std::string_view text); std::string rules_text() const;
//                                            // a rule parameter (a subtraction set, Moore's k)
//     std::optional<Closed> closed_form(const Position&) const;     // the value and why
//     std::optional<Decided> outcome_form(const Position&) const;   // normal-play outcome and why,
//                                            // where a rule gives the outcome but not the value
//     std::optional<Decided> misere_form(const Position&) const;    // misère outcome and why
//     Picture picture(const Position&, const std::vector<Option<Position>>&) const; // its board
//     std::vector<std::pair<std::string, std::string>> facts(const Position&) const;
//     std::size_t count_options(const Position&) const; // options().size() without building them
//     std::vector<AnalysisStep> steps(const Position&) const; // how the value is reached (Hackenbush)
//     std::vector<PicturePreset> picture_presets() const;  // a graph board's presets (edit mode)
//     Result<RulesAndPosition> from_drawing(const GraphDrawing&) const; // an edited drawing as rules
// Everything else - Grundy values by mex over the options (Sprague 1935, Grundy 1939), P and N
// under normal and misère play by search, winning moves, the mex table - is generic. The contract
// test (tests/unit/contract_test.cpp) checks every closed form against that search.
//
// Index:
//   [SECTION] Contract   Option and Closed; the required members, and the optional ones detected
//   [SECTION] Search     BudgetSearch: memoised Grundy values and misère outcomes on an explicit stack
//   [SECTION] Ruleset    RulesetOf<G>: the contract of core/game.h, the analysis put together
#pragma once
#include <concepts>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

#include "core/game.h"
#include "core/text.h"

namespace gl {

//-----------------------------------------------------------------------------
// [SECTION] Contract
//-----------------------------------------------------------------------------

template <class P>
struct Option {
    std::string label;
    P to;
    Side side = Side::Both; // partizan games (games/partizan.h): the player who may make this move
};

struct Closed {
    Grundy value = 0;
    std::string reason; // the sentence that explains it, for this position
};
using MisereClosed = Decided;

template <class G>
concept TypedRuleset = requires(const G& g, const typename G::Position& p, std::string_view s) {
    { G::meta() } -> std::convertible_to<const GameMeta&>;
    { g.parse(s, s) } -> std::convertible_to<Result<typename G::Position>>;
    { g.format(p) } -> std::convertible_to<std::string>;
    { g.options(p) } -> std::convertible_to<std::vector<Option<typename G::Position>>>;
};

template <class G> concept HasRules = requires(const G& g, std::string_view s) {
    { G::with_rules(s) } -> std::convertible_to<Result<G>>;
    { g.rules_text() } -> std::convertible_to<std::string>;
};
template <class G> concept HasClosedForm = requires(const G& g, const typename G::Position& p) {
    { g.closed_form(p) } -> std::convertible_to<std::optional<Closed>>;
};
template <class G> concept HasMisereForm = requires(const G& g, const typename G::Position& p) {
    { g.misere_form(p) } -> std::convertible_to<std::optional<MisereClosed>>;
};
template <class G> concept HasOutcomeForm = requires(const G& g, const typename G::Position& p) {
    { g.outcome_form(p) } -> std::convertible_to<std::optional<Decided>>;
};
// A position the game knows at once to be beyond search, with the reason (a sum with a part too
// large to value): the analysis says so instead of searching a tree larger still.
template <class G> concept HasBeyondSearch = requires(const G& g, const typename G::Position& p) {
    { g.beyond_search(p) } -> std::convertible_to<std::optional<std::string>>;
};
// The same, for one play convention only (a sum whose big heaps list only some of their moves:
// misère play would search those and be wrong, normal play is valued from the heaps' values).
template <class G> concept HasBeyondSearchIn = requires(const G& g, const typename G::Position& p, Play play) {
    { g.beyond_search_in(p, play) } -> std::convertible_to<std::optional<std::string>>;
};
template <class G> concept HasCountOptions = requires(const G& g, const typename G::Position& p) {
    { g.count_options(p) } -> std::convertible_to<std::size_t>;
};
template <class G> concept HasPicture = requires(const G& g, const typename G::Position& p,
                                                 const std::vector<Option<typename G::Position>>& o) {
    { g.picture(p, o) } -> std::convertible_to<Picture>;
};
template <class G> concept HasSteps = requires(const G& g, const typename G::Position& p) {
    { g.steps(p) } -> std::convertible_to<std::vector<AnalysisStep>>;
};
template <class G> concept HasFacts = requires(const G& g, const typename G::Position& p) {
    { g.facts(p) } -> std::convertible_to<std::vector<std::pair<std::string, std::string>>>;
};
template <class G> concept HasPicturePresets = requires(const G& g) {
    { g.picture_presets() } -> std::convertible_to<std::vector<PicturePreset>>;
};
template <class G> concept HasFromDrawing = requires(const G& g, const GraphDrawing& d) {
    { g.from_drawing(d) } -> std::convertible_to<Result<RulesAndPosition>>;
};

//-----------------------------------------------------------------------------
// [SECTION] Search
//-----------------------------------------------------------------------------

// Memoised search within a budget of work: positions visited plus moves generated, so a game whose
// positions have thousands of moves runs out as early as one with many small positions, and the
// memory it holds is bounded too (24 bytes a unit of budget).
//
// The search runs on an explicit stack of frames, never on the machine's: a play may be as long as
// the position is large (a misère heap of 163,006 in a subtraction game is 54,000 moves deep), and
// a recursion that deep overflows the native stack and, in wasm, breaks the module for later calls.
template <TypedRuleset G>
class BudgetSearch {
  public:
    using Position = typename G::Position;
    // use_rules = false: plain search, ignoring the game's closed forms (the contract test's oracle).
    BudgetSearch(const G& g, std::size_t budget, bool use_rules = true) : g_(g), budget_(budget), use_rules_(use_rules) {}

    // The Grundy value: mex of the options' values; none once the budget is spent.
    std::optional<Grundy> grundy(const Position& root) {
        std::vector<Frame> stack;
        std::optional<Grundy> known;
        switch (enter_grundy(stack, root, known)) {
        case Step::Known: return known;
        case Step::Out: return std::nullopt;
        case Step::Pushed: break;
        }
        for (;;) {
            Frame& f = stack.back();
            if (f.next == f.opts.size()) { // every option valued: this position's value is their mex
                const Grundy g = mex(f.values);
                grundy_.emplace(std::move(f.p), g);
                pop(stack);
                if (stack.empty()) return g;
                stack.back().values.push_back(g);
                continue;
            }
            const Position& q = f.opts[f.next++].to; // its buffer stays put while the stack grows
            switch (enter_grundy(stack, q, known)) {
            case Step::Known: stack.back().values.push_back(*known); break;
            case Step::Out: return std::nullopt;
            case Step::Pushed: break;
            }
        }
    }

    // Misère play (the last player to move loses): terminal positions are N; otherwise a position
    // is P iff every option is N. A frame stops at its first P option.
    std::optional<Outcome> misere(const Position& root) {
        std::vector<Frame> stack;
        std::optional<Outcome> known;
        switch (enter_misere(stack, root, known)) {
        case Step::Known: return known;
        case Step::Out: return std::nullopt;
        case Step::Pushed: break;
        }
        for (;;) {
            Frame& f = stack.back();
            if (f.next == f.opts.size() || f.found_p) {
                const Outcome o = f.opts.empty() || f.found_p ? Outcome::N : Outcome::P;
                misere_.emplace(std::move(f.p), o);
                pop(stack);
                if (stack.empty()) return o;
                if (o == Outcome::P) stack.back().found_p = true;
                continue;
            }
            const Position& q = f.opts[f.next++].to;
            switch (enter_misere(stack, q, known)) {
            case Step::Known:
                if (*known == Outcome::P) stack.back().found_p = true;
                break;
            case Step::Out: return std::nullopt;
            case Step::Pushed: break;
            }
        }
    }

    std::size_t visited() const { return visited_; }

  private:
    struct Frame {
        Position p;
        std::vector<Option<Position>> opts;
        std::size_t next = 0;        // the next option to look at
        std::vector<Grundy> values;  // grundy(): the options' values so far
        bool found_p = false;        // misere(): an option is a P-position
        std::size_t bytes = 0;       // what its moves hold, charged while it is on the stack
    };
    enum class Step { Known, Pushed, Out };

    // A position met: its value if known at once (remembered, or by the game's rule), else a new
    // frame with its options; Out once the budget is spent.
    Step enter_grundy(std::vector<Frame>& stack, const Position& p, std::optional<Grundy>& known) {
        if (auto it = grundy_.find(p); it != grundy_.end()) { known = it->second; return Step::Known; }
        if (!visit(p)) return Step::Out;
        if constexpr (HasClosedForm<G>)
            if (use_rules_)
                if (auto c = g_.closed_form(p)) {
                    grundy_.emplace(p, c->value);
                    known = c->value;
                    return Step::Known;
                }
        return push(stack, p);
    }
    Step enter_misere(std::vector<Frame>& stack, const Position& p, std::optional<Outcome>& known) {
        if (auto it = misere_.find(p); it != misere_.end()) { known = it->second; return Step::Known; }
        if (!visit(p)) return Step::Out;
        if constexpr (HasMisereForm<G>)
            if (use_rules_)
                if (auto c = g_.misere_form(p)) {
                    misere_.emplace(p, c->outcome);
                    known = c->outcome;
                    return Step::Known;
                }
        return push(stack, p);
    }
    Step push(std::vector<Frame>& stack, const Position& p) {
        Frame f;
        f.p = p;
        f.opts = g_.options(p);
        // The frame itself too, twice over for the stack's spare capacity, and its options' values.
        f.bytes = charge(f.opts) + 2 * sizeof(Frame) + f.opts.size() * sizeof(Grundy);
        bytes_ += 2 * sizeof(Frame) + f.opts.size() * sizeof(Grundy);
        if (out_of_budget()) return Step::Out;
        stack.push_back(std::move(f));
        return Step::Pushed;
    }
    // A frame done: its moves are freed (its position stays, in the memo).
    void pop(std::vector<Frame>& stack) {
        bytes_ -= stack.back().bytes;
        stack.pop_back();
    }
    bool out_of_budget() const { return visited_ >= budget_ || bytes_ >= budget_ * kBytesPerUnit; }

    // A new position costs its size, and the memory it will hold in the memo; false once the
    // budget is spent.
    bool visit(const Position& p) {
        if (out_of_budget()) return false;
        if constexpr (requires { p.size(); }) visited_ += 1 + p.size();
        else visited_ += 1;
        bytes_ += kEntryBytes + heap_bytes(p);
        return true;
    }
    // Work is counted in positions visited and in the size of the moves generated (a position of
    // many heaps counts as many), so time stays bounded by the budget whatever the game. Memory is
    // counted apart, in bytes: the memo's entries, and the moves held on the stack until their
    // position is done (given back then). Either running out ends the search.
    std::size_t charge(const std::vector<Option<Position>>& opts) {
        std::size_t bytes = opts.capacity() * sizeof(Option<Position>);
        for (const auto& o : opts) {
            if constexpr (requires { o.to.size(); }) visited_ += 4 + o.to.size() / 2; // 4: its label
            else visited_ += 4;
            bytes += (o.label.capacity() > 15 ? o.label.capacity() : 0) + heap_bytes(o.to);
        }
        bytes_ += bytes;
        return bytes;
    }
    // What a position holds on the heap beyond its own object (a vector's or string's buffer);
    // elements that hold more themselves (a sum's parts) are counted one level down.
    static std::size_t heap_bytes(const Position& p) {
        if constexpr (requires { p.capacity(); p.begin(); }) {
            using E = std::decay_t<decltype(*p.begin())>;
            constexpr bool is_string = std::is_same_v<Position, std::string>;
            std::size_t n = !is_string || p.capacity() > 15 ? p.capacity() * sizeof(E) : 0; // short strings live inside
            if constexpr (requires(const E& e) { e.capacity(); })
                for (const auto& e : p) n += e.capacity() * sizeof(*e.begin());
            return n;
        } else {
            return 0;
        }
    }
    // A memo entry: the hash node, its bucket and the key object itself.
    static constexpr std::size_t kEntryBytes = 40 + sizeof(Position);
    // Memory allowed per unit of budget: the default budget, 8,000,000, allows about 200 MB.
    static constexpr std::size_t kBytesPerUnit = 24;

    const G& g_;
    std::size_t budget_, visited_ = 0, bytes_ = 0;
    bool use_rules_ = true;
    std::unordered_map<Position, Grundy, PositionHash<Position>> grundy_;
    std::unordered_map<Position, Outcome, PositionHash<Position>> misere_;
};

//-----------------------------------------------------------------------------
// [SECTION] Ruleset
//-----------------------------------------------------------------------------

std::string values_list(const std::vector<Grundy>& values, std::size_t max_shown = 12);

template <TypedRuleset G>
class RulesetOf final : public Ruleset {
  public:
    using Position = typename G::Position;
    explicit RulesetOf(G g) : g_(std::move(g)) {}

    const GameMeta& meta() const override { return G::meta(); }
    std::string rules_text() const override {
        if constexpr (HasRules<G>) return g_.rules_text();
        else return {};
    }
    bool has_closed_form() const override { return HasClosedForm<G>; }
    bool misere_offered() const override {
        if constexpr (requires { G::kImpartialVariant; }) return true; // of a partizan game whose meta refuses misère
        else return !G::meta().normal_play_only;
    }
    std::string start_position() const override {
        if constexpr (requires { g_.start(); }) return g_.start();
        else return std::string(G::meta().example);
    }
    const G& typed() const { return g_; }
    std::vector<PicturePreset> presets() const override {
        if constexpr (HasPicturePresets<G>) return g_.picture_presets();
        else return {};
    }
    std::optional<Result<RulesAndPosition>> from_drawing(const GraphDrawing& d) const override {
        if constexpr (HasFromDrawing<G>) return g_.from_drawing(d);
        else return std::nullopt;
    }

    Result<std::string> canonical(std::string_view pos, std::string_view field = "pos") const override {
        auto p = g_.parse(pos, field);
        if (!p) return p.error();
        return g_.format(p.value());
    }

    Result<std::vector<GameMove>> moves(std::string_view pos) const override {
        auto p = g_.parse(pos, "pos");
        if (!p) return p.error();
        std::vector<GameMove> out;
        for (const auto& o : g_.options(p.value())) out.push_back(GameMove{o.label, g_.format(o.to), Side::Both});
        return out;
    }

    std::size_t option_count(std::string_view pos) const override {
        auto p = g_.parse(pos, "pos");
        if (!p) return 0;
        if constexpr (HasCountOptions<G>) return g_.count_options(p.value());
        else return g_.options(p.value()).size();
    }

    Result<Picture> picture(std::string_view pos) const override {
        auto p = g_.parse(pos, "pos");
        if (!p) return p.error();
        if constexpr (HasPicture<G>) return g_.picture(p.value(), g_.options(p.value()));
        else return Picture{};
    }

    std::optional<Grundy> grundy(std::string_view pos, std::size_t budget = kDefaultSearchBudget) const override {
        auto p = g_.parse(pos, "pos");
        if (!p || beyond(p.value(), Play::Normal)) return std::nullopt;
        BudgetSearch<G> s(g_, budget);
        return s.grundy(p.value());
    }

    std::unique_ptr<ValueSearch> value_search(std::size_t budget = kDefaultSearchBudget) const override {
        return std::make_unique<Kept>(g_, budget);
    }

    std::optional<Grundy> search_grundy(std::string_view pos, std::size_t budget = kDefaultSearchBudget) const override {
        auto p = g_.parse(pos, "pos");
        if (!p || beyond(p.value(), Play::Normal)) return std::nullopt;
        BudgetSearch<G> s(g_, budget, false);
        return s.grundy(p.value());
    }
    std::optional<Outcome> search_misere(std::string_view pos, std::size_t budget = kDefaultSearchBudget) const override {
        auto p = g_.parse(pos, "pos");
        if (!p || beyond(p.value(), Play::Misere)) return std::nullopt;
        BudgetSearch<G> s(g_, budget, false);
        return s.misere(p.value());
    }
    std::optional<Decided> rule_outcome(std::string_view pos) const override {
        if constexpr (HasOutcomeForm<G>) {
            auto p = g_.parse(pos, "pos");
            if (p) return g_.outcome_form(p.value());
        }
        return std::nullopt;
    }

    Result<Analysis> analyse(std::string_view pos, Play play, std::size_t budget = kDefaultSearchBudget) const override {
        auto parsed = g_.parse(pos, "pos");
        if (!parsed) return parsed.error();
        const Position& p = parsed.value();
        const auto opts = g_.options(p);
        Analysis a = analysis_of(p, opts, play);
        if constexpr (HasBeyondSearch<G>)
            if (auto why = g_.beyond_search(p)) return beyond_search(std::move(a), opts, *why);
        if constexpr (HasBeyondSearchIn<G>)
            if (auto why = g_.beyond_search_in(p, play)) return beyond_search(std::move(a), opts, *why);
        BudgetSearch<G> s(g_, budget);
        std::optional<Closed> closed;
        if constexpr (HasClosedForm<G>) closed = g_.closed_form(p);
        a.value = closed ? std::optional<Grundy>(closed->value) : s.grundy(p);
        const std::vector<Grundy> option_values = value_options(a, s, opts, play);
        if (play == Play::Normal) normal_outcome(a, p, opts, closed, option_values, budget);
        else misere_outcome(a, p, s, budget);
        return a;
    }

  private:
    using Options = std::remove_cvref_t<decltype(std::declval<const G&>().options(std::declval<const Position&>()))>;

    GameMove move_of(const Option<Position>& o) const { return GameMove{o.label, g_.format(o.to), Side::Both}; }

    // What an analysis says before any search: the game, the position, its link, facts and steps.
    Analysis analysis_of(const Position& p, const Options& opts, Play play) const {
        Analysis a;
        a.game = std::string(meta().id);
        a.rules = rules_text();
        a.position = g_.format(p);
        a.play = play;
        a.game_over = opts.empty();
        a.option_count = opts.size();
        // A game may list only some of its options (a sum's big heap): count_options counts them all.
        if constexpr (HasCountOptions<G>) a.option_count = g_.count_options(p);
        a.link = position_query(*this, a.position, play);
        if constexpr (HasFacts<G>) a.facts = g_.facts(p);
        if constexpr (HasSteps<G>) a.steps = g_.steps(p);
        return a;
    }

    // A position the game says no search can reach (G::beyond_search): its options listed, no value.
    Analysis beyond_search(Analysis a, const Options& opts, const std::string& why) const {
        for (std::size_t i = 0; i < opts.size() && i < Analysis::kMaxOptionsShown; ++i)
            a.options.push_back(OptionValue{move_of(opts[i]), std::nullopt, Outcome::Unknown, {}, {}});
        a.method = Method::TooLarge;
        a.outcome = Outcome::Unknown;
        a.value = std::nullopt;
        a.reason = why;
        return a;
    }

    // Each option's value and outcome (under `play`), the winning moves among them; the values found.
    std::vector<Grundy> value_options(Analysis& a, BudgetSearch<G>& s, const Options& opts, Play play) const {
        std::vector<Grundy> option_values;
        for (std::size_t i = 0; i < opts.size(); ++i) {
            OptionValue ov{move_of(opts[i]), s.grundy(opts[i].to), Outcome::Unknown, {}, {}};
            if (ov.value) option_values.push_back(*ov.value);
            if (play == Play::Normal && ov.value) ov.outcome = *ov.value == 0 ? Outcome::P : Outcome::N;
            if (play == Play::Misere) {
                auto m = s.misere(opts[i].to);
                ov.outcome = m ? *m : Outcome::Unknown;
            }
            if (ov.outcome == Outcome::P) a.winning_moves.push_back(ov.move);
            if (a.options.size() < Analysis::kMaxOptionsShown) a.options.push_back(std::move(ov));
        }
        return option_values;
    }

    // Normal play: the outcome from the value (closed form or search); where the value is out of
    // reach, from the game's outcome rule (G::outcome_form) if it has one, else unknown.
    void normal_outcome(Analysis& a, const Position& p, const Options& opts, const std::optional<Closed>& closed,
                        const std::vector<Grundy>& option_values, std::size_t budget) const {
        std::optional<Decided> rule;
        if constexpr (HasOutcomeForm<G>) rule = g_.outcome_form(p);
        if constexpr (HasOutcomeForm<G>) if (!a.value && rule) return outcome_by_rule(a, opts, *rule, budget);
        if (!a.value) {
            a.method = Method::TooLarge;
            a.outcome = Outcome::Unknown;
            a.reason = "This position is too large to search (more than " + thousands(budget) +
                       " positions) and the game has no closed form for it.";
            a.winning_moves.clear();
            return;
        }
        a.outcome = *a.value == 0 ? Outcome::P : Outcome::N;
        a.method = closed ? Method::ClosedForm : Method::Search;
        a.reason = closed ? closed->reason : rule ? rule->reason + " (The value, " + std::to_string(*a.value) + ", is by search.)"
                                                  : mex_reason(a, option_values);
    }

    // The value is out of reach, the outcome is not: the rule decides it and each option's.
    void outcome_by_rule(Analysis& a, const Options& opts, const Decided& rule, std::size_t budget) const {
        a.outcome = rule.outcome;
        a.method = Method::ClosedForm;
        a.reason = rule.reason + " The Grundy value is not known: the position is too large to search (more than " +
                   thousands(budget) + " steps), and no closed form gives it.";
        a.winning_moves.clear();
        for (std::size_t i = 0; i < opts.size(); ++i) {
            const auto r = g_.outcome_form(opts[i].to);
            const Outcome o = r ? r->outcome : Outcome::Unknown;
            if (i < a.options.size()) a.options[i].outcome = o;
            if (o == Outcome::P) a.winning_moves.push_back(move_of(opts[i]));
        }
    }

    // Misère play: the outcome from the game's misère rule (G::misere_form) or by search; unknown
    // if the position or an option is out of reach.
    void misere_outcome(Analysis& a, const Position& p, BudgetSearch<G>& s, std::size_t budget) const {
        std::optional<MisereClosed> mc;
        if constexpr (HasMisereForm<G>) mc = g_.misere_form(p);
        const auto m = mc ? std::optional<Outcome>(mc->outcome) : s.misere(p);
        bool complete = m.has_value();
        for (const auto& ov : a.options) complete = complete && ov.outcome != Outcome::Unknown;
        if (!complete) {
            a.method = Method::TooLarge;
            a.outcome = Outcome::Unknown;
            a.reason = "Misère play of this position is too large to search (more than " + thousands(budget) +
                       " positions).";
            a.winning_moves.clear();
            return;
        }
        a.outcome = *m;
        a.method = mc ? Method::ClosedForm : Method::Search;
        a.reason = mc ? mc->reason
                   : a.game_over ? "No move is left: under misère play the player who cannot move wins."
                   : a.outcome == Outcome::P ? "Misère play, by search: every move leads to a position the next player wins."
                                             : "Misère play, by search: some move leads to a position the next player loses.";
    }

    // A position no search may value (G::beyond_search, e.g. a sum whose big heap lists only some of
    // its moves): the searches below answer "unknown" for it rather than the value of the moves listed.
    static bool beyond(const G& g, const Position& p, Play play) {
        if constexpr (HasBeyondSearch<G>)
            if (g.beyond_search(p)) return true;
        if constexpr (HasBeyondSearchIn<G>)
            if (g.beyond_search_in(p, play)) return true;
        return false;
    }
    bool beyond(const Position& p, Play play) const { return beyond(g_, p, play); }

    // value_search(): one BudgetSearch kept for every call.
    class Kept final : public ValueSearch {
      public:
        Kept(const G& g, std::size_t budget) : g_(g), s_(g_, budget) {}
        std::optional<Grundy> grundy(std::string_view pos) override {
            auto p = g_.parse(pos, "pos");
            if (!p || beyond(g_, p.value(), Play::Normal)) return std::nullopt;
            return s_.grundy(p.value());
        }
        std::size_t spent() const override { return s_.visited(); }

      private:
        const G& g_;
        BudgetSearch<G> s_;
    };

    static std::string mex_reason(const Analysis& a, const std::vector<Grundy>& values) {
        if (a.game_over) return "No move is left: the player to move has lost (normal play); its Grundy value is 0.";
        return "By search: the options have Grundy values " + values_list(values) + ", whose mex is " +
               std::to_string(*a.value) + (*a.value == 0 ? ", so every move leads to an N-position." : ".");
    }
    G g_;
};

} // namespace gl
