// loopy_board.h - a board whose play can go on forever (Backsliding Toads and Frogs, games/toads.h),
// valued as the loopy game it is: the graph of every position reachable from the one shown (a board
// has finitely many) is built, up to kMaxPositions, and handed to the loopy engine (cgt/loopy.h):
// its outcome class by retrograde analysis with infinite play a draw (L, R, N, P, D and the sided
// classes NHat, NCheck, PHat, PCheck, as CGSuite names them), and, when the game is a stopper, its
// canonical form as CGSuite prints loopy values (on, over, {0|pass}, ...). A game that is not a
// stopper has no canonical form as a stopper: its sides (onside & offside, found by sidling) are
// shown instead where they settle. A stopper too large to simplify at once (the loopy engine
// compares at most 1,500 positions) is simplified part by part (loopy_board.cpp), up to 10,000.
//
// LoopyRulesetOf<G> takes a partizan typed ruleset G (games/partizan.h) whose moves may loop; the
// board's text, moves and picture are those of PartizanRulesetOf<G>, only the analysis differs.
// It is never a part of a sum (games/heap_sum.cpp refuses it: sums here are of short games).
//
// Sources: Siegel, Combinatorial Game Theory (2013), ch. VI; Berlekamp, Conway and Guy, Winning
// Ways, ch. 11; CGSuite's documentation of loopy games (outcome class names, printing).
#pragma once
#include <algorithm>
#include <deque>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "cgt/loopy.h"
#include "games/partizan.h"

namespace gl {

// Every loopy board: what a sum asks to refuse it.
class LoopyRuleset : public Ruleset {
  public:
    static constexpr int kMaxPositions = 100000; // positions of the graph built for one analysis
    bool has_closed_form() const override { return false; }
    bool impartial() const override { return false; }
    bool partizan() const override { return true; }
    std::optional<Grundy> grundy(std::string_view, std::size_t = kDefaultSearchBudget) const override { return std::nullopt; }
    std::optional<Grundy> search_grundy(std::string_view, std::size_t = kDefaultSearchBudget) const override { return std::nullopt; }
    std::optional<Outcome> search_misere(std::string_view, std::size_t = kDefaultSearchBudget) const override { return std::nullopt; }
    std::optional<Decided> rule_outcome(std::string_view) const override { return std::nullopt; }
};

namespace loopy_board {

class ByParts;

// The value of the position at 0 of its graph g, found in steps so that the page's play screen
// goes on drawing (and can cancel) while a large stopper is simplified part by part: advance()
// goes on for about `work` pairs of positions compared and says whether it is done; into() fills
// an analysis's value, outcome, reason and facts once it is.
class ValueWork {
  public:
    ValueWork(cgt::loopy::Graph g, const cgt::loopy::Outcomes& o);
    ~ValueWork();
    ValueWork(const ValueWork&) = delete;
    ValueWork& operator=(const ValueWork&) = delete;
    bool advance(std::size_t work);
    double share() const; // of the work done, 0 to 1 (a guess until the parts are known)
    void into(Analysis& a) const;

  private:
    cgt::loopy::Graph g_;
    Analysis v_;        // the value's fields and facts, as found
    std::string value_; // the value's part of the reason
    bool started_ = false, done_ = false;
    std::unique_ptr<ByParts> parts_;
};

// The same in one go: fills a's value, outcome, reason and facts from the graph g of the
// position (position 0) and the outcomes found.
void value_into(Analysis& a, const cgt::loopy::Graph& g, const cgt::loopy::Outcomes& o);

} // namespace loopy_board

template <PartizanTyped G>
class LoopyRulesetOf final : public LoopyRuleset {
  public:
    using Position = typename G::Position;
    explicit LoopyRulesetOf(G g) : g_(g), board_(std::move(g)) {}

    const GameMeta& meta() const override { return G::meta(); }
    std::string rules_text() const override { return board_.rules_text(); }
    Result<std::string> canonical(std::string_view pos, std::string_view field = "pos") const override { return board_.canonical(pos, field); }
    Result<std::vector<GameMove>> moves(std::string_view pos) const override { return board_.moves(pos); }
    Result<Picture> picture(std::string_view pos) const override { return board_.picture(pos); }
    std::size_t option_count(std::string_view pos) const override { return board_.option_count(pos); }

    // The graph of the positions reachable from p (p is position 0), or none past kMaxPositions.
    // Rules that know where a position equals off (G::is_off: Fox and Geese's escaped fox) stop
    // there: every such position other than p is one node, off = {|off}, not walked further.
    std::optional<cgt::loopy::Graph> graph(const Position& p, std::unordered_map<Position, int>* index = nullptr) const {
        cgt::loopy::Graph g;
        std::unordered_map<Position, int> seen;
        std::deque<Position> todo{p};
        seen.emplace(p, g.add());
        std::vector<Position> left, right;
        int off = -1;
        auto settled = [&](const Position& r) {
            if constexpr (requires { G::is_off(r); }) {
                if (!G::is_off(r)) return false;
                if (off < 0) off = g.add(), g.right[static_cast<std::size_t>(off)].push_back(off);
                return true;
            } else return false;
        };
        while (!todo.empty()) {
            const Position q = std::move(todo.front());
            todo.pop_front();
            const int v = seen.at(q);
            left.clear();
            right.clear();
            g_.next(q, left, right);
            for (int k = 0; k < 2; ++k)
                for (Position& r : k == 0 ? left : right) {
                    auto [it, fresh] = seen.try_emplace(r, 0);
                    if (fresh) {
                        if (g.size() >= kMaxPositions) return std::nullopt;
                        if (settled(it->first)) it->second = off;
                        else it->second = g.add(), todo.push_back(std::move(r));
                    }
                    (k == 0 ? g.left : g.right)[static_cast<std::size_t>(v)].push_back(it->second);
                }
        }
        if (index) *index = std::move(seen);
        return g;
    }

    Result<Analysis> analyse(std::string_view pos, Play play, std::size_t budget = kDefaultSearchBudget) const override {
        std::size_t spent = 0;
        while (true)
            if (auto a = analyse_part(pos, play, SIZE_MAX, spent, budget)) return std::move(*a);
    }

    // In steps: the first call builds the graph and finds the outcomes (linear in its size); the
    // value then goes on for about `step` pairs of positions compared per call (a large stopper is
    // simplified part by part). `spent` is the share done, out of `budget`. The work is bounded by
    // the loopy caps, not by the budget.
    std::optional<Result<Analysis>> analyse_part(std::string_view pos, Play, std::size_t step, std::size_t& spent,
                                                 std::size_t budget = kDefaultSearchBudget) const override {
        if (spent == 0 || !pending_ || pending_->pos != pos) {
            pending_.reset();
            auto started = start(pos);
            if (!started) return Result<Analysis>(started.error());
            if (!started.value()) return Result<Analysis>(std::move(too_large_)); // past kMaxPositions
        }
        Pending& w = *pending_;
        if (!w.value.advance(step)) {
            spent = std::max<std::size_t>(1, static_cast<std::size_t>(w.value.share() * static_cast<double>(budget - 1)));
            return std::nullopt;
        }
        spent = budget;
        Analysis a = std::move(w.a);
        w.value.into(a);
        finish(a, w);
        pending_.reset();
        return Result<Analysis>(std::move(a));
    }

    StepsNote steps_note() const override {
        return {"The graph of positions is built and the outcome found; the canonical form as a stopper is being simplified part by part", false};
    }
    void drop_steps() const override { pending_.reset(); }
    bool keeps_steps() const override { return pending_ != nullptr; }

  private:
    // An analysis under way: the position's fields, its graph's index and the value's work.
    struct Pending {
        std::string pos;
        Position p;
        Analysis a;
        std::unordered_map<Position, int> index;
        cgt::loopy::Outcomes o;
        loopy_board::ValueWork value;
        Pending(std::string text, Position q, Analysis b, std::unordered_map<Position, int> i, cgt::loopy::Graph g,
                cgt::loopy::Outcomes out)
            : pos(std::move(text)), p(std::move(q)), a(std::move(b)), index(std::move(i)), o(std::move(out)), value(std::move(g), o) {}
    };

    // The position read and its graph built: true with pending_ set, false with too_large_ set
    // (more than kMaxPositions positions), or the reading's error.
    Result<bool> start(std::string_view pos) const {
        auto p = g_.parse(pos, "pos");
        if (!p) return p.error();
        const auto opts = g_.options(p.value());
        Analysis a;
        a.partizan = true;
        a.game = std::string(meta().id);
        a.rules = rules_text();
        a.position = g_.format(p.value());
        a.game_over = opts.empty();
        a.option_count = opts.size();
        a.link = position_query(*this, a.position, Play::Normal);
        std::unordered_map<Position, int> index;
        auto g = graph(p.value(), &index);
        if (!g) {
            a.method = Method::TooLarge;
            a.outcome = Outcome::Unknown;
            a.reason = "This position is too large: more than " + thousands(kMaxPositions) +
                       " positions can be reached from it (play can loop, so the whole graph of positions is built), and it is not valued.";
            too_large_ = std::move(a);
            return false;
        }
        auto o = cgt::loopy::outcomes(*g);
        pending_ = std::make_unique<Pending>(std::string(pos), std::move(p.value()), std::move(a), std::move(index), std::move(*g), std::move(o));
        return true;
    }

    // The board's facts and each option's class, the winning moves nearest the end first.
    void finish(Analysis& a, const Pending& w) const {
        const auto& o = w.o;
        if constexpr (requires { G::kOffRule; }) { // the board's own facts, and where the graph stops
            auto board = g_.facts(w.p);
            a.facts.insert(a.facts.begin(), board.begin(), board.end());
            a.facts.emplace_back("off", std::string(G::kOffRule));
        }
        std::vector<std::pair<int, GameMove>> wins; // by rank: the nearest win first (the opponent takes it)
        for (const auto& m : g_.options(w.p)) {
            const int q = w.index.at(m.to);
            OptionValue ov{GameMove{m.label, g_.format(m.to), m.side}, std::nullopt, Outcome::Unknown, {}, {}};
            ov.outcome_class = cgt::loopy::outcome_class(o.left_first[q], o.right_first[q]);
            ov.outcome = cgt::loopy::short_outcome(ov.outcome_class);
            // Left's move wins iff Left wins there with Right to move; it holds a draw iff that is a draw.
            const auto after = m.side == Side::Left ? o.right_first[q] : o.left_first[q];
            const auto mine = m.side == Side::Left ? cgt::loopy::Winner::Left : cgt::loopy::Winner::Right;
            if (after == mine) wins.emplace_back(m.side == Side::Left ? o.right_first_rank[q] : o.left_first_rank[q], ov.move);
            else if (after == cgt::loopy::Winner::Draw) a.drawing_moves.push_back(ov.move);
            if (a.options.size() < Analysis::kMaxOptionsShown) a.options.push_back(std::move(ov));
        }
        // A winning move in a loopy game may lead round a cycle; the one to the position whose win
        // was found earliest brings the end nearer (cgt::loopy::Outcomes), so it is listed first.
        std::stable_sort(wins.begin(), wins.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
        for (auto& [rank, m] : wins) a.winning_moves.push_back(std::move(m));
    }

    // The analysis under way between calls of analyse_part (the page's play screen; one at a time).
    mutable std::unique_ptr<Pending> pending_;
    mutable Analysis too_large_;
    G g_;
    PartizanRulesetOf<G> board_;
};

} // namespace gl
