// impartial.h - the generic theory of impartial games (Ferguson, Part I, §1-4;
// Siegel, CGT, ch. IV).
//
// A ruleset R is anything with
//     using Position = ...;                              // a regular, hashable, comparable value
//     std::vector<Position> moves(const Position&) const; // the options of a position
// Everything else follows from the definitions:
//   - Grundy value  g(x) = mex{ g(y) : y an option of x }            (Ferguson, Part I, §3.2)
//   - outcome       P iff g(x) = 0 under normal play                  (Ferguson, Part I, §1.3, §3.4)
//   - misère outcome: P iff every option is N, and terminal positions are N (last mover loses)
//   - sums          Sum<R> plays one component per move; by the Sprague-Grundy theorem
//                   g(x1 + ... + xn) = g(x1) xor ... xor g(xn)        (Ferguson, Part I, §4.2)
// Games with a closed form (Nim, later octal tables, Welter's formula) are checked against these
// searches in the tests, on every position small enough to search.
#pragma once
#include <algorithm>
#include <cstdint>
#include <functional>
#include <span>
#include <unordered_map>
#include <vector>

namespace gl {

using Grundy = std::uint64_t;

// Unknown: a search that ran out of budget (the page says so rather than guess). L and R are the
// partizan classes (Left wins whoever starts, Right wins whoever starts; src/cgt).
enum class Outcome : char { P = 'P', N = 'N', L = 'L', R = 'R', Unknown = '?' };
enum class Play : char { Normal, Misere };

inline char outcome_char(Outcome o) { return static_cast<char>(o); }

// Minimum excludant: the smallest non-negative integer not in `values` (Ferguson, Part I, §3.2).
inline Grundy mex(std::span<const Grundy> values) {
    // A set of k values has its mex in [0, k]: mark those, ignore the rest.
    std::vector<bool> seen(values.size() + 1, false);
    for (Grundy v : values)
        if (v < seen.size()) seen[v] = true;
    Grundy m = 0;
    while (seen[m]) ++m;
    return m;
}

// Nim-sum: binary addition without carry (Ferguson, Part I, §2.2).
inline Grundy nim_sum(std::span<const Grundy> values) {
    Grundy s = 0;
    for (Grundy v : values) s ^= v;
    return s;
}

template <class R>
concept ImpartialRuleset = requires(const R& rules, const typename R::Position& p) {
    { rules.moves(p) } -> std::convertible_to<std::vector<typename R::Position>>;
};

template <class T>
struct PositionHash {
    std::size_t operator()(const T& v) const { return std::hash<T>{}(v); }
};
template <class T>
struct PositionHash<std::vector<T>> {
    std::size_t operator()(const std::vector<T>& v) const {
        std::size_t h = v.size();
        for (const T& x : v) h = h * 1000003u ^ PositionHash<T>{}(x);
        return h;
    }
};

// Memoised search over the game tree, without a budget. Exact for any ruleset satisfying the
// ending condition (Ferguson, Part I, §1.2 (6)); exponential in general, so meant for small positions and
// for checking closed forms (the tests' brute force). It runs on an explicit stack, so a long
// play does not overflow the machine's.
template <ImpartialRuleset R>
class GameSearch {
  public:
    using Position = typename R::Position;
    explicit GameSearch(R rules) : rules_(std::move(rules)) {}

    Grundy grundy(const Position& root) {
        if (auto it = grundy_.find(root); it != grundy_.end()) return it->second;
        std::vector<Frame> stack;
        stack.push_back(frame(root));
        for (;;) {
            Frame& f = stack.back();
            if (f.next == f.opts.size()) {
                const Grundy g = mex(f.values);
                grundy_.emplace(std::move(f.p), g);
                stack.pop_back();
                if (stack.empty()) return g;
                stack.back().values.push_back(g);
                continue;
            }
            const Position& q = f.opts[f.next++];
            if (auto it = grundy_.find(q); it != grundy_.end()) f.values.push_back(it->second);
            else stack.push_back(frame(q));
        }
    }

    Outcome outcome(const Position& p, Play play) {
        return play == Play::Normal ? (grundy(p) == 0 ? Outcome::P : Outcome::N) : misere(p);
    }

    // Options of p that are P-positions: the winning moves.
    std::vector<Position> winning_moves(const Position& p, Play play) {
        std::vector<Position> out;
        for (const Position& q : rules_.moves(p))
            if (outcome(q, play) == Outcome::P) out.push_back(q);
        return out;
    }

    const R& rules() const { return rules_; }

  private:
    struct Frame {
        Position p;
        std::vector<Position> opts;
        std::size_t next = 0;
        std::vector<Grundy> values; // grundy(): the options' values so far
        bool found_p = false;       // misere(): an option is a P-position
    };
    Frame frame(const Position& p) {
        Frame f;
        f.p = p;
        f.opts = rules_.moves(p);
        return f;
    }

    // Under misère play a terminal position is won by the player who cannot move (the previous
    // player moved last and lost), so it is N; otherwise P iff all options are N.
    Outcome misere(const Position& root) {
        if (auto it = misere_.find(root); it != misere_.end()) return it->second;
        std::vector<Frame> stack;
        stack.push_back(frame(root));
        for (;;) {
            Frame& f = stack.back();
            if (f.next == f.opts.size() || f.found_p) {
                const Outcome o = f.opts.empty() || f.found_p ? Outcome::N : Outcome::P;
                misere_.emplace(std::move(f.p), o);
                stack.pop_back();
                if (stack.empty()) return o;
                if (o == Outcome::P) stack.back().found_p = true;
                continue;
            }
            const Position& q = f.opts[f.next++];
            if (auto it = misere_.find(q); it != misere_.end()) f.found_p = f.found_p || it->second == Outcome::P;
            else stack.push_back(frame(q));
        }
    }

    R rules_;
    std::unordered_map<Position, Grundy, PositionHash<Position>> grundy_;
    std::unordered_map<Position, Outcome, PositionHash<Position>> misere_;
};

// The disjunctive sum of components that all follow ruleset R: a move is a move in exactly one
// component (Ferguson, Part I, §4.1). Positions are kept sorted, so equal multisets share one memo entry.
template <ImpartialRuleset R>
struct Sum {
    using Position = std::vector<typename R::Position>;
    R component;

    std::vector<Position> moves(const Position& p) const {
        std::vector<Position> out;
        for (std::size_t i = 0; i < p.size(); ++i) {
            if (i > 0 && p[i] == p[i - 1]) continue; // same component value, same options
            for (const auto& q : component.moves(p[i])) {
                Position next = p;
                next[i] = q;
                std::sort(next.begin(), next.end());
                out.push_back(std::move(next));
            }
        }
        return out;
    }

    static Position normalise(Position p) {
        std::sort(p.begin(), p.end());
        return p;
    }
};

} // namespace gl
