// loopy_brute.h - the loopy board tests' own oracle, written independently of the engine: every
// position reachable from the starts, and for each who wins with each player to move (+1 Left, -1
// Right, 0 a draw), by iterating one-step rules to a fixed point (a mover wins if some move leads
// to a win for them, loses if every move, or none, leads to a win for the other; what never
// settles is a draw). Also CGSuite's outcome class names and the names of the graph's positions
// when it is written out in CGSuite's named-cycle notation. Used by loopy_board_test.cpp
// (Backsliding Toads and Frogs) and foxgeese_test.cpp (Fox and Geese).
//
// Sources: Winning Ways ch. 11 (draws by infinite play); Siegel, Combinatorial Game Theory (2013)
// ch. VI (retrograde analysis of loopy games); CGSuite's outcome class names.
#pragma once
#include <functional>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace gl::test {

// State: a position ordered by operator<; moves(s, left) lists its options.
template <class State>
struct LoopyBrute {
    using Moves = std::function<std::vector<State>(const State&, bool left)>;
    Moves moves;
    std::map<State, int> lf, rf; // winner with Left / Right to move

    LoopyBrute(const std::vector<State>& starts, Moves m) : moves(std::move(m)) {
        std::vector<State> todo = starts;
        for (const auto& s : starts) lf[s] = rf[s] = 0;
        while (!todo.empty()) {
            const State s = todo.back();
            todo.pop_back();
            for (bool l : {true, false})
                for (const auto& t : moves(s, l))
                    if (!lf.count(t)) lf[t] = rf[t] = 0, todo.push_back(t);
        }
        for (bool changed = true; changed;) {
            changed = false;
            for (auto& [s, w] : lf) changed |= settle(s, true, w);
            for (auto& [s, w] : rf) changed |= settle(s, false, w);
        }
    }

  private:
    bool settle(const State& s, bool left, int& w) {
        if (w != 0) return false;
        const int me = left ? 1 : -1;
        bool all_lose = true;
        for (const auto& t : moves(s, left)) {
            const int after = left ? rf[t] : lf[t];
            if (after == me) return w = me, true;
            if (after != -me) all_lose = false;
        }
        if (all_lose) return w = -me, true;
        return false;
    }
};

// CGSuite's outcome class names from the winners moving first (Left first, Right first).
inline std::string class_name(int l, int r) {
    static const std::map<std::pair<int, int>, std::string> names{
        {{1, 1}, "L"},  {{-1, -1}, "R"}, {{1, -1}, "N"},     {{-1, 1}, "P"},     {{0, 0}, "D"},
        {{1, 0}, "NHat"}, {{0, -1}, "NCheck"}, {{0, 1}, "PHat"}, {{-1, 0}, "PCheck"}};
    return names.at({l, r});
}

// The k-th name for a position written out in named-cycle notation: qa, qb, ..., qz, qab, ...
inline std::string cycle_name(int k) {
    std::string name = "q";
    for (;; k /= 26) {
        name += static_cast<char>('a' + k % 26);
        if (k < 26) break;
    }
    return name;
}

} // namespace gl::test
