// misere_game.cpp - a registry position's misère canonical form (see misere_game.h).
#include "cgt/misere_game.h"

#include <unordered_map>
#include <vector>

#include "cgt/misere.h"

namespace gl::cgt {

Result<std::string> misere_form(const Ruleset& rules, std::string_view pos, std::uint64_t positions) {
    if (!rules.impartial() || rules.partizan_at(pos))
        return Error{"game", Error::kWhole, "misère canonical forms are of impartial games: this position is partizan"};
    auto root = rules.canonical(pos);
    if (!root) return root.error();
    misere::MisereStore s;
    s.set_limit(50ull * positions);
    std::unordered_map<std::string, misere::MId> memo;
    struct Frame {
        std::string pos;
        std::vector<std::string> moves;
        std::size_t next = 0;
        std::vector<misere::MId> options;
    };
    auto too_large = [&] {
        return Error{"pos", Error::kWhole,
                     "too large for its misère canonical form here (more than " + std::to_string(positions) +
                         " positions, or the form's own work); the outcome does not need it"};
    };
    auto frame_of = [&](const std::string& p) -> Result<Frame> {
        auto m = rules.moves(p);
        if (!m) return m.error();
        Frame f{p, {}, 0, {}};
        for (const GameMove& g : m.value()) f.moves.push_back(g.to);
        return f;
    };
    std::vector<Frame> stack;
    {
        auto f = frame_of(root.value());
        if (!f) return f.error();
        stack.push_back(std::move(f.value()));
    }
    misere::MId result = misere::MisereStore::kZero;
    while (!stack.empty()) {
        Frame& top = stack.back();
        if (top.next < top.moves.size()) {
            const std::string& child = top.moves[top.next];
            if (auto it = memo.find(child); it != memo.end()) {
                top.options.push_back(it->second);
                ++top.next;
                continue;
            }
            if (memo.size() + stack.size() > positions) return too_large();
            auto f = frame_of(child);
            if (!f) return f.error();
            stack.push_back(std::move(f.value()));
            continue;
        }
        const misere::MId id = s.canon(top.options);
        if (s.exhausted()) return too_large();
        memo.emplace(top.pos, id);
        stack.pop_back();
        if (stack.empty()) result = id;
        else {
            stack.back().options.push_back(id);
            ++stack.back().next;
        }
    }
    std::string t = s.text(result);
    if (t.empty() || s.exhausted()) return too_large();
    return t;
}

} // namespace gl::cgt
