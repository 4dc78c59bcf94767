// board_brute.h - an independent oracle for the grid games' tests: boards as rows of characters,
// each test's own move rules written out again, and plain minimax (who wins moving first) and mex
// (the Grundy value of the impartial variant) over the whole board: no regions, no symmetry, no
// canonical forms. Also every filling of a shape with given characters, and a ruleset by id.
#pragma once
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "games/registry.h"

namespace brute {

using Board = std::vector<std::string>;
// A rule: every position `left` (or Right) may move to.
using MovesOf = std::function<std::vector<Board>(const Board&, bool left)>;

inline std::string text(const Board& b) {
    std::string s;
    for (std::size_t i = 0; i < b.size(); ++i) s += (i ? "/" : "") + b[i];
    return s;
}

class Solver {
  public:
    explicit Solver(MovesOf moves) : moves_(std::move(moves)) {}
    bool wins_first(const Board& b, bool left) {
        auto key = std::make_pair(b, left);
        if (auto it = memo_.find(key); it != memo_.end()) return it->second;
        bool win = false;
        for (const Board& n : moves_(b, left))
            if (!wins_first(n, !left)) { win = true; break; }
        memo_.emplace(key, win);
        return win;
    }
    gl::Outcome outcome(const Board& b) {
        const bool lf = wins_first(b, true), rf = wins_first(b, false);
        return lf && rf ? gl::Outcome::N : lf ? gl::Outcome::L : rf ? gl::Outcome::R : gl::Outcome::P;
    }
    // Either player may make any move: the mex of the values of all moves.
    unsigned grundy(const Board& b) {
        if (auto it = grundy_.find(b); it != grundy_.end()) return it->second;
        std::set<unsigned> seen;
        for (bool side : {true, false})
            for (const Board& n : moves_(b, side)) seen.insert(grundy(n));
        unsigned g = 0;
        while (seen.count(g)) ++g;
        grundy_.emplace(b, g);
        return g;
    }

    // Either player may make any move, and whoever makes the last move loses (misère play): does
    // the player to move win? With no move left, yes.
    bool misere_wins(const Board& b) {
        if (auto it = misere_.find(b); it != misere_.end()) return it->second;
        bool any = false, win = false;
        for (bool side : {true, false})
            for (const Board& n : moves_(b, side)) {
                any = true;
                if (!misere_wins(n)) win = true;
            }
        misere_.emplace(b, win || !any);
        return win || !any;
    }

  private:
    MovesOf moves_;
    std::map<std::pair<Board, bool>, bool> memo_;
    std::map<Board, unsigned> grundy_;
    std::map<Board, bool> misere_;
};

// Every board of h rows and w columns over the characters `chars`.
inline std::vector<Board> fillings(int h, int w, const std::string& chars) {
    std::vector<Board> out;
    const int n = h * w;
    std::vector<int> digit(static_cast<std::size_t>(n), 0);
    while (true) {
        Board b(static_cast<std::size_t>(h), std::string(static_cast<std::size_t>(w), ' '));
        for (int i = 0; i < n; ++i) b[static_cast<std::size_t>(i / w)][static_cast<std::size_t>(i % w)] = chars[static_cast<std::size_t>(digit[static_cast<std::size_t>(i)])];
        out.push_back(b);
        int i = 0;
        while (i < n && ++digit[static_cast<std::size_t>(i)] == static_cast<int>(chars.size())) digit[static_cast<std::size_t>(i++)] = 0;
        if (i == n) break;
    }
    return out;
}

inline const gl::Ruleset& ruleset(const std::string& id, const std::string& variant = "") {
    static std::map<std::string, std::unique_ptr<gl::Ruleset>> made;
    auto& r = made[id + "#" + variant];
    if (!r) r = std::move(gl::make_ruleset(id, variant).value());
    return *r;
}

inline bool in(const Board& b, int r, int c) { return r >= 0 && c >= 0 && r < static_cast<int>(b.size()) && c < static_cast<int>(b[0].size()); }

} // namespace brute
