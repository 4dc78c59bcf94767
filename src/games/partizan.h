// partizan.h - writing a partizan ruleset (Left and Right have different moves): a plain typed
// struct G, and PartizanRulesetOf<G> gives it the contract of core/game.h, with its value as a
// canonical form computed by the calculator's engine (src/cgt) from the game tree.
//
// A partizan ruleset G has (required):
//     using Position = ...;                  // regular, hashable
//     static const GameMeta& meta();         // with normal_play_only = true
//     Result<Position> parse(std::string_view text, std::string_view field) const;
//     std::string format(const Position&) const;          // canonical; parse(format(p)) == p
//     std::vector<Option<Position>> options(const Position&) const; // each {label, to, side}: side
//                                            // Side::Left or Side::Right, the player who may move
// and may have (optional, detected):
//     std::vector<Position> components(const Position&) const; // a disjunctive sum's parts (separate
//                                            // regions of a board): each is valued alone and the
//                                            // canonical forms are added (much faster)
//     K key(const Position&) const;          // the memo key of a position (K hashable): equal keys, equal
//                                            // values (a region cut to its bounding box, up to symmetry)
//     void next(const Position&, std::vector<Position>& left, std::vector<Position>& right) const;
//                                            // the options without labels: what the value search uses
//     Picture picture(const Position&, const std::vector<Option<Position>>&) const;
//     std::vector<std::pair<std::string, std::string>> facts(const Position&) const;
//     std::uint64_t work(const Position&) const; // the work a new part costs to walk (its moves,
//                                            // its key), charged to the budget with the store's
//                                            // own: for rulesets whose positions cost more to
//                                            // walk than their forms cost to simplify
//     std::optional<cgt::Id> direct_value(const Position&, cgt::Store&) const;
//                                            // the value by the game's own theory where it has
//                                            // one (a number, a nimber), without the game tree;
//                                            // none sends the position to the tree search
//     std::optional<bool> wins_first(const Position&, Side, std::size_t& budget) const;
//                                            // the outcome search's answer by the game's own
//                                            // search, each step taken from `budget`
//     std::string outcome_stop() const;     // why the last wins_first gave no answer when its
//                                            // budget was not what stopped it (a store's memory
//                                            // filled, ...); "" for the budget. The analysis'
//                                            // reason says it instead of blaming the steps
//     static constexpr bool kOutcomeResumes = true; // wins_first keeps what it decided between
//                                            // calls: the page steps the outcome search, a frame
//                                            // at a time, and each step goes on where the last one
//                                            // stopped
//     ValueSteps value_steps(const Position&, const std::function<std::string(const Position&)>& value_of) const;
//                                            // how the value is found part by part, as steps
//                                            // (value_of: a part's canonical form as text, "" if
//                                            // unknown); no steps: the game tree's word stands
//     bool form_in_reach(const Position&) const; // false: the canonical form is not tried (it
//                                            // would spend the budget and fail), the outcome
//                                            // search gets the whole budget
// Everything else is generic: the canonical form {canonical Left options | canonical Right options}
// simplified (Siegel, CGT, Theorems II.2.7 and II.2.9), its outcome class (Winning Ways, ch. 2; Siegel, CGT, ch. II:
// Left wins moving second iff G >= 0), each side's winning first moves (Left's: to an option >= 0),
// and, if the canonical form costs more than the budget, the outcome by plain search of the tree.
// Values are cached by position (their key) for as long as the page is open, so replaying a game
// or undoing a move costs nothing; the cache is dropped whole if it grows past kMaxNodes.
// Registered with one line: `partizan<G>()` (games/registry.h).
//
// Index:
//   [SECTION] Concepts   the optional members detected, a position's memo key
//   [SECTION] Values     one store and memo per ruleset: the canonical forms of the parts
//   [SECTION] Search     who wins moving first by plain search of the tree; sides and outcomes
//   [SECTION] Ruleset    PartizanRulesetOf<G>: the contract of core/game.h, analysis in steps
#pragma once
#include <algorithm>
#include <memory>
#include <type_traits>
#include <optional>
#include <string>
#include <functional>
#include <unordered_map>
#include <utility>
#include <vector>

#include "cgt/calc.h"
#include "cgt/store.h"
#include "core/ruleset.h"

namespace gl {

//-----------------------------------------------------------------------------
// [SECTION] Concepts
//-----------------------------------------------------------------------------

template <class G> concept PartizanTyped = TypedRuleset<G>;
template <class G> concept HasComponents = requires(const G& g, const typename G::Position& p) {
    { g.components(p) } -> std::convertible_to<std::vector<typename G::Position>>;
};
template <class G> concept HasKey = requires(const G& g, const typename G::Position& p) {
    { std::hash<decltype(g.key(p))>{}(g.key(p)) } -> std::convertible_to<std::size_t>;
};
// A position's memo key: G's own key() (any hashable value), else its text.
template <class G>
auto partizan_key(const G& g, const typename G::Position& p) {
    if constexpr (HasKey<G>) return g.key(p);
    else return g.format(p);
}
template <class G> concept HasWork = requires(const G& g, const typename G::Position& p) {
    { g.work(p) } -> std::convertible_to<std::uint64_t>;
};
// A value known without the game tree (a number or nimber by the game's own theory), or none.
template <class G> concept HasDirectValue = requires(const G& g, const typename G::Position& p, cgt::Store& s) {
    { g.direct_value(p, s) } -> std::convertible_to<std::optional<cgt::Id>>;
};
// Who wins moving first by the game's own search (faster than the generic one), within a budget.
template <class G> concept HasWinsFirst = requires(const G& g, const typename G::Position& p, Side side, std::size_t& budget) {
    { g.wins_first(p, side, budget) } -> std::convertible_to<std::optional<bool>>;
};
template <class G> concept OutcomeResumes = HasWinsFirst<G> && G::kOutcomeResumes;
// The game's own search with what it decided kept by the caller (G::OutcomeMemo), so that a search
// in steps goes on from where the last step stopped.
template <class G> concept HasWinsFirstMemo = requires(const G& g, const typename G::Position& p, Side side, std::size_t& budget,
                                                       typename G::OutcomeMemo& memo) {
    { g.wins_first(p, side, budget, memo) } -> std::convertible_to<std::optional<bool>>;
};
// The outcome search of a ruleset without kOutcomeResumes can still go on in steps (the page's
// analysis) when its search keeps what it decided: the generic search's memo, or G::OutcomeMemo.
template <class G, bool = HasWinsFirstMemo<G>> struct OutcomeMemoOf {
    struct type {};
};
template <class G> struct OutcomeMemoOf<G, true> {
    using type = typename G::OutcomeMemo;
};
template <class G> concept OutcomeSteps = !OutcomeResumes<G> && (!HasWinsFirst<G> || HasWinsFirstMemo<G>);
template <class G> concept HasOutcomeStop = HasWinsFirst<G> && requires(const G& g) {
    { g.outcome_stop() } -> std::convertible_to<std::string>;
};
template <class G> concept HasFormReach = requires(const G& g, const typename G::Position& p) {
    { g.form_in_reach(p) } -> std::convertible_to<bool>;
};
template <class G> concept HasValueSteps = requires(const G& g, const typename G::Position& p,
                                                     const std::function<std::string(const typename G::Position&)>& f) {
    { g.value_steps(p, f) } -> std::convertible_to<ValueSteps>;
};
template <class G> concept HasNext = requires(const G& g, const typename G::Position& p, std::vector<typename G::Position>& v) {
    g.next(p, v, v);
};

//-----------------------------------------------------------------------------
// [SECTION] Values
//-----------------------------------------------------------------------------

// Positions that are vectors of integers (edge lists) are also memoised exactly, before their key
// is computed: a position is met again through every order of the moves that reach it, and
// hashing its numbers costs far less than a key that renumbers it.
template <class P> concept IntegerVector = requires(const P& p) {
    typename P::value_type;
    p.data();
} && std::is_integral_v<typename P::value_type>;
struct IntegerVectorHash {
    template <class P> std::size_t operator()(const P& p) const {
        std::uint64_t h = 1469598103934665603ull; // FNV-1a over the numbers
        for (auto x : p) h = (h ^ static_cast<std::uint64_t>(x)) * 1099511628211ull;
        return static_cast<std::size_t>(h ^ (h >> 32));
    }
};

// The values of one ruleset's positions: one store of game forms and a memo from a part's key to
// its canonical form. Shared by every instance of the ruleset (the cache outlives a game).
template <class G>
class PartizanValues {
  public:
    using Position = typename G::Position;
    using Key = decltype(partizan_key(std::declval<const G&>(), std::declval<const Position&>()));
    static constexpr std::size_t kMaxNodes = 4'000'000;

    static PartizanValues& shared() {
        static PartizanValues v;
        return v;
    }
    cgt::Store& store() { return *store_; }

    // The canonical form of p, or none if it costs more than `work` (nothing void is cached).
    std::optional<cgt::Id> value(const G& g, const Position& p, std::uint64_t work) {
        store_->set_limit(work);
        auto v = sum_value(g, p);
        if (store_->exhausted()) return std::nullopt;
        return v;
    }
    // How many parts p splits into (1 if G has no components(); 0 if nothing is left to play).
    std::size_t part_count(const G& g, const Position& p) const {
        if constexpr (HasComponents<G>) return g.components(p).size();
        else return 1;
    }
    // Called before an analysis (never while its ids are in use): a cache past kMaxNodes is dropped.
    // So is a store holding more than half its memory limit: the analysis gets room to work.
    void trim() {
        if (store_->size() > kMaxNodes || exact_.size() > kMaxNodes || store_->bytes() > store_->memory_limit() / 2) reset();
    }
    void reset() {
        store_ = std::make_shared<cgt::Store>();
        memo_.clear();
        whole_.clear();
        exact_.clear();
    }

  private:
    std::optional<cgt::Id> sum_value(const G& g, const Position& p) {
        if constexpr (IntegerVector<Position>)
            if (auto it = exact_.find(p); it != exact_.end()) return it->second;
        auto v = keyed_value(g, p);
        if constexpr (IntegerVector<Position>)
            if (v) exact_.emplace(p, *v);
        return v;
    }
    std::optional<cgt::Id> keyed_value(const G& g, const Position& p) {
        if constexpr (HasComponents<G>) {
            // Whole positions are memoised too: one is reached by many orders of moves, and
            // splitting it into parts costs more than looking it up.
            // A value the game knows directly comes first: its own tables remember it, and the
            // key (a renumbering, for Blue-Red pictures) would cost more than the value.
            if constexpr (HasDirectValue<G>) {
                if (auto d = g.direct_value(p, *store_)) return d;
                if (store_->exhausted()) return std::nullopt;
            }
            Key whole = partizan_key(g, p);
            if (auto it = whole_.find(whole); it != whole_.end()) return it->second;
            const auto parts = g.components(p);
            std::optional<cgt::Id> v;
            if (parts.size() != 1) {
                cgt::Id sum = cgt::Store::kZero;
                for (const Position& q : parts) {
                    auto pv = part_value(g, q);
                    if (!pv) return std::nullopt;
                    sum = store_->add(sum, *pv);
                    if (store_->exhausted()) return std::nullopt;
                }
                v = sum;
            } else {
                v = part_value(g, parts[0]);
                if (!v) return std::nullopt;
            }
            whole_.emplace(std::move(whole), *v);
            return v;
        } else {
            return part_value(g, p);
        }
    }
    std::optional<cgt::Id> part_value(const G& g, const Position& p) {
        Key k = partizan_key(g, p);
        if (auto it = memo_.find(k); it != memo_.end()) return it->second;
        if constexpr (HasDirectValue<G>) {
            if (auto d = g.direct_value(p, *store_)) {
                memo_.emplace(std::move(k), *d);
                return d;
            }
            if (store_->exhausted()) return std::nullopt;
        }
        if constexpr (HasWork<G>)
            if (!store_->charge(g.work(p))) return std::nullopt;
        std::vector<cgt::Id> left, right;
        if constexpr (HasNext<G>) {
            std::vector<Position> lo, ro;
            g.next(p, lo, ro);
            for (const Position& q : lo) {
                auto v = sum_value(g, q);
                if (!v) return std::nullopt;
                left.push_back(*v);
            }
            for (const Position& q : ro) {
                auto v = sum_value(g, q);
                if (!v) return std::nullopt;
                right.push_back(*v);
            }
        } else {
            for (const auto& o : g.options(p)) {
                auto v = sum_value(g, o.to);
                if (!v) return std::nullopt;
                (o.side == Side::Right ? right : left).push_back(*v);
                if (o.side == Side::Both) right.push_back(*v);
            }
        }
        const cgt::Id id = store_->simplify(std::move(left), std::move(right));
        if (store_->exhausted()) return std::nullopt;
        memo_.emplace(std::move(k), id);
        return id;
    }
    std::shared_ptr<cgt::Store> store_ = std::make_shared<cgt::Store>();
  public:
    std::size_t memo_size() const { return memo_.size(); }
    std::size_t whole_size() const { return whole_.size(); }

  private:
    std::unordered_map<Key, cgt::Id> memo_, whole_;
    std::unordered_map<Position, cgt::Id, IntegerVectorHash> exact_; // used if IntegerVector<Position>
};

//-----------------------------------------------------------------------------
// [SECTION] Search
//-----------------------------------------------------------------------------

// Who wins moving first, by plain search of the tree within a budget: the fallback when the
// canonical form is too large, and the oracle of the tests. left_first(p): some Left option q has
// Right (moving first in q) losing; right_first likewise.
template <class G>
class PartizanSearch {
  public:
    using Position = typename G::Position;
    // The memos' bytes grow with the budget up to four default budgets' worth (384 MB): a longer
    // search (the CLI's --budget, the page's "Search longer") is then bounded by its memory too.
    PartizanSearch(const G& g, std::size_t budget)
        : g_(g), budget_(budget), max_bytes_(std::min(budget, kMostKeptBudget) * kBytesPerUnit) {}
    // A search kept between steps: `work` more steps from now on (its memory stays bounded by the
    // budget it was made with).
    void set_work(std::size_t work) { budget_ = visited_ + work; }
    std::optional<bool> left_first(const Position& p) { return first(p, Side::Left); }
    std::optional<bool> right_first(const Position& p) { return first(p, Side::Right); }
    // The same within at most `cap` more steps (what a table or a bound answers at once).
    std::optional<bool> first_within(const Position& p, Side side, std::size_t cap) {
        const std::size_t whole = budget_;
        budget_ = std::min(budget_, visited_ + cap);
        const auto answer = first(p, side);
        budget_ = whole;
        return answer;
    }
    // Why a search gave no answer when not for the budget (the first such reason; "" if none).
    const std::string& stop() const { return stop_; }

  private:
    std::optional<bool> first(const Position& p, Side side) {
        if constexpr (HasWinsFirst<G>) {
            std::size_t left = budget_ > visited_ ? budget_ - visited_ : 0;
            const std::size_t before = left;
            std::optional<bool> wins;
            if constexpr (HasWinsFirstMemo<G>) wins = g_.wins_first(p, side, left, outcome_memo_);
            else wins = g_.wins_first(p, side, left);
            visited_ += before - left;
            if constexpr (HasOutcomeStop<G>)
                if (!wins && stop_.empty()) stop_ = g_.outcome_stop();
            return wins;
        }
        auto& memo = side == Side::Left ? memo_left_ : memo_right_;
        auto k = search_key(p);
        if (auto it = memo.find(k); it != memo.end()) return it->second;
        if (++visited_ > budget_ || bytes_ > max_bytes_) return std::nullopt;
        bytes_ += kEntryBytes + key_bytes(k);
        bool wins = false;
        const auto opts = g_.options(p);
        visited_ += opts.size();
        if constexpr (requires { p.size(); }) // a position of many parts costs as many (as in BudgetSearch)
            for (const auto& o : opts) visited_ += 3 + o.to.size() / 2;
        for (const auto& o : opts) {
            if (o.side != side && o.side != Side::Both) continue;
            auto answer = first(o.to, side == Side::Left ? Side::Right : Side::Left);
            if (!answer) return std::nullopt;
            if (!*answer) {
                wins = true;
                break;
            }
        }
        memo.emplace(std::move(k), wins);
        return wins;
    }
    // The position itself where it is a vector of integers (hashed as numbers), else its text.
    using SearchKey = std::conditional_t<IntegerVector<Position>, Position, std::string>;
    SearchKey search_key(const Position& p) const {
        if constexpr (IntegerVector<Position>) return p;
        else return g_.format(p);
    }
    using SearchHash = std::conditional_t<IntegerVector<Position>, IntegerVectorHash, std::hash<SearchKey>>;
    // Memory is bounded with the work (issue 26: an 8 × 8 Domineering board held 330 MB of keys):
    // a memo entry costs its node and its key's buffer, and the memos may hold 12 bytes per unit
    // of budget (96 MB for the default), leaving room for the store the canonical forms filled.
    static std::size_t key_bytes(const SearchKey& k) {
        if constexpr (std::is_same_v<SearchKey, std::string>) return k.capacity() > 15 ? k.capacity() + 1 : 0;
        else return k.capacity() * sizeof(k[0]);
    }
    static constexpr std::size_t kEntryBytes = 48 + sizeof(SearchKey);
    static constexpr std::size_t kBytesPerUnit = 12;
    const G& g_;
    std::size_t budget_, max_bytes_, visited_ = 0, bytes_ = 0;
    std::string stop_;
    std::unordered_map<SearchKey, bool, SearchHash> memo_left_, memo_right_;
    typename OutcomeMemoOf<G>::type outcome_memo_;
};

// A move either player may make (an impartial part of a sum) wins or loses for each of them apart:
// a winning move is listed with the side it wins for, named in its label as a Left or Right move is.
inline std::vector<Side> sides_of(Side s) {
    if (s == Side::Both) return {Side::Left, Side::Right};
    return {s};
}
inline GameMove as_side(GameMove m, Side s) {
    if (m.side == Side::Both) m.label = (s == Side::Left ? "Left: " : "Right: ") + m.label;
    m.side = s;
    return m;
}

inline Outcome outcome_of(bool left_first, bool right_first) {
    return left_first && right_first ? Outcome::N : left_first ? Outcome::L : right_first ? Outcome::R : Outcome::P;
}

//-----------------------------------------------------------------------------
// [SECTION] Ruleset
//-----------------------------------------------------------------------------

// What a sum of games (games/partizan_sum.h) asks of a partizan part, whatever its ruleset.
class PartizanRuleset : public Ruleset {
  public:
    // The canonical form of `pos`, made in `into` and charged to its work; none if it costs more
    // than `work` or than what `into` has left (or pos does not parse).
    virtual std::optional<cgt::Id> form_into(std::string_view pos, cgt::Store& into, std::uint64_t work) const = 0;
};

template <PartizanTyped G>
class PartizanRulesetOf final : public PartizanRuleset {
  public:
    using Position = typename G::Position;
    explicit PartizanRulesetOf(G g) : g_(std::move(g)) {}

    const GameMeta& meta() const override { return G::meta(); }
    std::string rules_text() const override {
        if constexpr (requires { g_.rules_text(); }) return g_.rules_text(); // a grid game's variant
        else return {};
    }
    bool has_closed_form() const override { return false; }
    bool impartial() const override { return false; }
    bool partizan() const override { return true; }
    const G& typed() const { return g_; }

    Result<std::string> canonical(std::string_view pos, std::string_view field = "pos") const override {
        auto p = g_.parse(pos, field);
        if (!p) return p.error();
        return g_.format(p.value());
    }
    Result<std::vector<GameMove>> moves(std::string_view pos) const override {
        auto p = g_.parse(pos, "pos");
        if (!p) return p.error();
        std::vector<GameMove> out;
        for (const auto& o : g_.options(p.value())) out.push_back(GameMove{o.label, g_.format(o.to), o.side});
        return out;
    }
    std::size_t option_count(std::string_view pos) const override {
        auto p = g_.parse(pos, "pos");
        return p ? g_.options(p.value()).size() : 0;
    }
    std::vector<PicturePreset> presets() const override {
        if constexpr (HasPicturePresets<G>) return g_.picture_presets();
        else return {};
    }
    Result<Picture> picture(std::string_view pos) const override {
        auto p = g_.parse(pos, "pos");
        if (!p) return p.error();
        if constexpr (HasPicture<G>) return g_.picture(p.value(), g_.options(p.value()));
        else return Picture{};
    }
    // No Grundy values: Left and Right differ (the value is a canonical form, in analyse()).
    std::optional<Grundy> grundy(std::string_view, std::size_t = kDefaultSearchBudget) const override { return std::nullopt; }
    std::optional<Grundy> search_grundy(std::string_view, std::size_t = kDefaultSearchBudget) const override { return std::nullopt; }
    std::optional<Outcome> search_misere(std::string_view, std::size_t = kDefaultSearchBudget) const override { return std::nullopt; }
    std::optional<Decided> rule_outcome(std::string_view) const override { return std::nullopt; }

    // The canonical form of a position (none if it costs more than `work`), in the shared store.
    std::optional<cgt::Id> value(const Position& p, std::uint64_t work = kDefaultSearchBudget) const {
        return PartizanValues<G>::shared().value(g_, p, work);
    }
    cgt::Store& store() const { return PartizanValues<G>::shared().store(); }
    std::optional<cgt::Id> form_into(std::string_view pos, cgt::Store& into, std::uint64_t work) const override {
        auto p = g_.parse(pos, "pos");
        if (!p || !form_in_reach(p.value())) return std::nullopt;
        auto& values = PartizanValues<G>::shared();
        values.trim();
        const std::uint64_t before = values.store().work();
        const auto v = values.value(g_, p.value(), std::min(work, into.remaining()));
        if (!into.charge(values.store().work() - before) || !v) return std::nullopt;
        std::unordered_map<cgt::Id, cgt::Id> done;
        const cgt::Id id = into.import(values.store(), *v, done);
        if (into.exhausted()) return std::nullopt;
        return id;
    }

    Result<Analysis> analyse(std::string_view pos, Play, std::size_t budget = kDefaultSearchBudget) const override {
        auto begun = begin(pos, budget);
        if (!begun) return begun.error();
        Begun& b = begun.value();
        if (b.done) return std::move(b.a);
        if (form_in_reach(b.p))
            if (auto done = with_values(b.a, b.p, b.opts, form_budget(budget))) return std::move(*done);
        if constexpr (OutcomeResumes<G>) {
            // The outcome search gets what the form's attempt left.
            Analysis out = search_outcome(std::move(b.a), b.p, b.opts, budget - (form_in_reach(b.p) ? form_budget(budget) : 0), budget);
            keep_too_large(out, budget);
            return out;
        }
        return too_large(std::move(b.a), b.p, b.opts, budget);
    }
    // What the page says while it analyses in steps: a ruleset with an outcome search of its own
    // searches who wins once the forms are out of reach (Amazons, Clobber, Domineering, ...).
    StepsNote steps_note() const override {
        if constexpr (OutcomeResumes<G>)
            return {"Canonical forms of the position and of its options; if they are out of reach, who wins, by search (the value "
                    "stays unknown); within " + thousands(kDefaultSearchBudget) + " steps", true};
        return Ruleset::steps_note();
    }
    // In steps, a ruleset whose outcome search keeps what it decided spends the budget twice: on
    // the canonical form, then on who wins, as analyse() does in one call.
    std::size_t steps_budget(std::size_t budget) const override { return OutcomeSteps<G> ? 2 * budget : budget; }
    void drop_steps() const override { stepper_.reset(); }
    bool keeps_steps() const override { return stepper_ != nullptr; }
    // A ruleset with an outcome search of its own gives the canonical form half the budget, so
    // that a form out of reach leaves the search the other half; others give it all.
    static std::size_t form_budget(std::size_t budget) { return OutcomeResumes<G> ? budget / 2 : budget; }
    // In steps: the values computed by a step stay in the shared store and memo, so the next step
    // starts where it stopped; once the steps have spent `budget`, the outcome-only answer.
    std::optional<Result<Analysis>> analyse_part(std::string_view pos, Play, std::size_t step, std::size_t& spent,
                                                 std::size_t budget = kDefaultSearchBudget) const override {
        auto begun = begin(pos, budget);
        if (!begun) return Result<Analysis>(begun.error());
        Begun& b = begun.value();
        if (b.done) return Result<Analysis>(std::move(b.a));
        const std::size_t work = std::max<std::size_t>(1, std::min(step, budget > spent ? budget - spent : 0));
        if constexpr (OutcomeResumes<G>) {
            // The outcome search in steps: each goes on from what the last one decided.
            if (!form_in_reach(b.p) || spent >= form_budget(budget)) {
                const bool last = spent >= budget;
                spent += last ? 0 : work;
                bool complete = false;
                Analysis out = search_outcome(std::move(b.a), b.p, b.opts, last ? 0 : work, budget, &complete);
                if (!complete && !last) return std::nullopt;
                keep_too_large(out, budget);
                return Result<Analysis>(std::move(out));
            }
        }
        if constexpr (OutcomeSteps<G>) {
            // The form is out of reach: who wins, in steps of its own budget, each going on from what
            // the search kept (a step walks again only the undecided path the last one stopped on).
            if (spent >= budget) {
                const bool last = spent >= steps_budget(budget);
                const std::size_t w = last ? 0 : std::max<std::size_t>(1, std::min(step, steps_budget(budget) - spent));
                spent += w;
                const std::string key = too_large_key(b.a.position, budget);
                if (!stepper_ || stepper_->key != key) stepper_ = std::make_unique<Stepper>(Stepper{key, PartizanSearch<G>(g_, budget)});
                bool complete = false;
                Analysis out = search_outcome(std::move(b.a), b.p, b.opts, w, budget, &complete, &stepper_->search);
                if (!complete && !last) return std::nullopt;
                stepper_.reset();
                keep_too_large(out, budget);
                return Result<Analysis>(std::move(out));
            }
        }
        if (spent >= budget) return Result<Analysis>(too_large(std::move(b.a), b.p, b.opts, budget));
        spent += work;
        if (auto done = with_values(b.a, b.p, b.opts, work)) return Result<Analysis>(std::move(*done));
        return std::nullopt;
    }

  private:
    // What every analysis of `pos` starts from; `done` if a too-large answer is kept for it.
    struct Begun {
        Analysis a;
        Position p;
        std::vector<Option<Position>> opts;
        bool done = false;
    };
    Result<Begun> begin(std::string_view pos, std::size_t budget) const {
        auto parsed = g_.parse(pos, "pos");
        if (!parsed) return parsed.error();
        Begun b{Analysis{}, std::move(parsed.value()), {}, false};
        b.opts = g_.options(b.p);
        Analysis& a = b.a;
        a.partizan = true;
        a.game = std::string(meta().id);
        a.position = g_.format(b.p);
        a.play = Play::Normal;
        a.game_over = b.opts.empty();
        a.option_count = b.opts.size();
        a.link = position_query(*this, a.position, Play::Normal);
        if constexpr (HasFacts<G>) a.facts = g_.facts(b.p);
        if (auto it = too_large_answers().find(too_large_key(a.position, budget)); it != too_large_answers().end()) {
            b.a = it->second;
            b.done = true;
        }
        return b;
    }
    // The analysis by canonical forms, if p's value and its options' values each cost at most
    // `work` more (none otherwise; what was computed is kept).
    std::optional<Analysis> with_values(Analysis a, const Position& p, const std::vector<Option<Position>>& opts, std::size_t work) const {
        auto& values = PartizanValues<G>::shared();
        values.trim();
        const auto v = values.value(g_, p, work);
        if (!v) return std::nullopt;
        std::vector<cgt::Id> option_values;
        for (const auto& o : opts) {
            const auto ov = values.value(g_, o.to, work);
            if (!ov) return std::nullopt;
            option_values.push_back(*ov);
        }
        cgt::Store& st = values.store();
        a.canonical = st.text(*v, 4000);
        a.value_name = st.name(*v).text;
        a.outcome = st.outcome(*v);
        a.method = Method::Search;
        const std::size_t parts = values.part_count(g_, p);
        a.facts.emplace_back("canonical form", a.canonical.empty() ? "(longer than 4000 characters)" : a.canonical);
        a.facts.emplace_back("value", a.value_name + " (" + st.name(*v).kind + ")");
        a.facts.emplace_back("birthday", std::to_string(st.birthday(*v)));
        if (parts > 1) a.facts.emplace_back("parts", std::to_string(parts) + " separate regions, valued alone and added");
        a.reason = "The canonical form " + (a.canonical.empty() ? std::string("(too long to print)") : a.canonical) +
                   " was computed from the game tree" + (parts > 1 ? " as the sum of its " + std::to_string(parts) + " separate regions" : std::string()) +
                   ". " + cgt::outcome_sentence(a.outcome) + ".";
        if constexpr (HasValueSteps<G>) {
            // The parts were valued above: asking again finds them in the memo.
            auto value_of = [&](const Position& q) {
                const auto id = values.value(g_, q, work);
                return id ? st.text(*id, 200) : std::string();
            };
            ValueSteps vs = g_.value_steps(p, value_of);
            if (!vs.steps.empty()) {
                a.steps = std::move(vs.steps);
                a.reason = "The canonical form " + (a.canonical.empty() ? std::string("(too long to print)") : a.canonical) + " " +
                           vs.why + ". " + cgt::outcome_sentence(a.outcome) + ".";
            }
        }
        for (std::size_t i = 0; i < opts.size(); ++i) {
            const cgt::Id q = option_values[i];
            OptionValue ov{GameMove{opts[i].label, g_.format(opts[i].to), opts[i].side}, std::nullopt, st.outcome(q), st.text(q, 200), {}};
            // Left wins moving first iff some Left option is >= 0 (Right, moving first there, loses).
            for (Side s : sides_of(opts[i].side))
                if (s == Side::Right ? st.le(q, cgt::Store::kZero) : st.le(cgt::Store::kZero, q)) a.winning_moves.push_back(as_side(ov.move, s));
            if (a.options.size() < Analysis::kMaxOptionsShown) a.options.push_back(std::move(ov));
        }
        return a;
    }
    // The canonical form is out of reach: the outcome and winning moves by plain search.
    // Its answer is kept (by position and budget) for as long as the page is open, as values are:
    // an undo or a replay back to it costs nothing.
    Analysis too_large(Analysis a, const Position& p, const std::vector<Option<Position>>& opts, std::size_t budget) const {
        Analysis out = search_outcome(std::move(a), p, opts, budget, budget);
        keep_too_large(out, budget);
        return out;
    }
    static void keep_too_large(const Analysis& out, std::size_t budget) {
        auto& answers = too_large_answers();
        if (answers.size() >= kMaxTooLargeKept) answers.clear();
        answers.emplace(too_large_key(out.position, budget), out);
    }
    bool form_in_reach(const Position& p) const {
        if constexpr (HasFormReach<G>) return g_.form_in_reach(p);
        else return true;
    }
    static constexpr std::size_t kMaxTooLargeKept = 4096;
    static std::unordered_map<std::string, Analysis>& too_large_answers() {
        static std::unordered_map<std::string, Analysis> answers;
        return answers;
    }
    static std::string too_large_key(const std::string& position, std::size_t budget) { return position + '#' + std::to_string(budget); }
    // The outcome and the winning moves by search within `work` steps (`budget`: the analysis'
    // whole budget, named in the reason); `complete` says whether every answer was decided.
    Analysis search_outcome(Analysis a, const Position& p, const std::vector<Option<Position>>& opts, std::size_t work,
                            std::size_t budget, bool* complete = nullptr, PartizanSearch<G>* kept = nullptr) const {
        a.canonical.clear();
        a.value_name.clear();
        a.winning_moves.clear();
        a.options.clear();
        std::optional<PartizanSearch<G>> own;
        if (kept) kept->set_work(work);
        else own.emplace(g_, work);
        PartizanSearch<G>& s = kept ? *kept : *own;
        const auto lf = s.left_first(p), rf = s.right_first(p);
        if (complete) *complete = false;
        if (!lf || !rf) {
            a.method = Method::TooLarge;
            a.outcome = Outcome::Unknown;
            if (s.stop().empty()) {
                a.reason = "This position is too large: its canonical form and its outcome each cost more than " +
                           thousands(budget) + " steps.";
            } else { // not the steps: the search's own memory (say), which more steps would not cure
                a.reason = std::string(form_in_reach(p) ? "This position is too large: its canonical form costs more than " +
                                                              thousands(form_budget(budget)) + " steps,"
                                                        : "This position is too large: its canonical form is out of reach,") +
                           " and its outcome search stopped before its " + thousands(budget) + " steps were spent: " + s.stop() + ".";
                if (complete) *complete = true; // the page's steps end here: stepping on would stop the same way
            }
            return a;
        }
        a.method = Method::OutcomeSearch;
        a.outcome = outcome_of(*lf, *rf);
        if (const std::size_t parts = PartizanValues<G>::shared().part_count(g_, p); parts > 1)
            a.facts.emplace_back("parts", std::to_string(parts) + " separate regions (a sum), searched together");
        a.reason = std::string(form_in_reach(p) ? "Too large to canonicalise within " + thousands(form_budget(budget)) + " steps"
                                                : "Too large to canonicalise") +
                   ": the value is unknown; the outcome is decided by search. " + cgt::outcome_sentence(a.outcome) + ".";
        // Left's move wins iff Right, moving first in what it leaves, loses. Every move is first
        // asked within a few steps (the table holds the winning move the outcome's search found, and
        // the bounds settle others at once), then the others in turn with the work left: on the
        // empty 8 x 8 Domineering board the first move in reading order alone outlasts the budget.
        struct Ask {
            std::size_t option;
            Side side;
            std::optional<bool> opponent_wins;
        };
        std::vector<Ask> asks;
        for (std::size_t i = 0; i < opts.size(); ++i)
            for (Side side : sides_of(opts[i].side)) asks.push_back({i, side, std::nullopt});
        // At most 64 steps a move, and a quarter of the work in all (a step of the page's analysis
        // must leave most of its work to the moves the table does not know yet).
        const std::size_t quick = std::min<std::size_t>(64, work / (4 * std::max<std::size_t>(1, asks.size())));
        if (quick > 0)
            for (Ask& q : asks) q.opponent_wins = s.first_within(opts[q.option].to, q.side == Side::Left ? Side::Right : Side::Left, quick);
        for (Ask& q : asks)
            if (!q.opponent_wins) q.opponent_wins = q.side == Side::Right ? s.left_first(opts[q.option].to) : s.right_first(opts[q.option].to);
        std::size_t unknown = 0, next = 0;
        for (std::size_t i = 0; i < opts.size(); ++i) {
            const auto& o = opts[i];
            OptionValue ov{GameMove{o.label, g_.format(o.to), o.side}, std::nullopt, Outcome::Unknown, {}, {}};
            for (; next < asks.size() && asks[next].option == i; ++next) {
                const Ask& q = asks[next];
                if (q.opponent_wins && !*q.opponent_wins) a.winning_moves.push_back(as_side(ov.move, q.side));
                unknown += !q.opponent_wins;
            }
            if (a.options.size() < Analysis::kMaxOptionsShown) a.options.push_back(std::move(ov));
        }
        if (unknown && s.stop().empty())
            a.reason += " The search ran out before " + std::to_string(unknown) + (unknown == 1 ? " move was" : " moves were") +
                        " decided: more winning moves than those listed may exist.";
        else if (unknown)
            a.reason += " The search stopped before " + std::to_string(unknown) + (unknown == 1 ? " move was" : " moves were") +
                        " decided (" + s.stop() + "): more winning moves than those listed may exist.";
        if (complete) *complete = unknown == 0 || !s.stop().empty();
        return a;
    }
    G g_;
    // The page's outcome search in steps (OutcomeSteps): the position and budget it is about, and
    // the search with what it decided so far.
    struct Stepper {
        std::string key;
        PartizanSearch<G> search;
    };
    mutable std::unique_ptr<Stepper> stepper_;
};

} // namespace gl
