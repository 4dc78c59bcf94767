#include "app/play.h"

#include <algorithm>

#include "core/ruleset.h"

namespace gl::app {

namespace {
std::shared_ptr<const Ruleset> sums_ruleset() {
    static const std::shared_ptr<const Ruleset> r = std::make_shared<RulesetOf<sums::SumGame>>(sums::SumGame{});
    return r;
}
} // namespace

PlaySession::PlaySession(std::vector<Part> parts) { start(std::move(parts)); }

void PlaySession::start(std::vector<Part> parts, int turn) {
    start_ = parts;
    game_.start(sums_ruleset(), format_parts(parts), Play::Normal, turn);
    follow(true);
}

bool PlaySession::follow(bool changed) {
    if (!changed) return false;
    auto p = parse_parts(game_.position());
    parts_ = p ? std::move(p.value()) : std::vector<Part>{};
    analysis_ = analyse(parts_, values_);
    return true;
}

bool PlaySession::play(const PlayMove& m) {
    if (m.part >= parts_.size() || m.heap >= parts_[m.part].heaps.size()) return false;
    const auto legal = moves_of(parts_, m.part, m.heap);
    if (std::find(legal.begin(), legal.end(), m) == legal.end()) return false;
    // The ruleset lists each resulting position once; the board keeps the pieces where they were.
    PlayMove listed = m;
    listed.larger_first = false;
    const std::string as_listed = format_parts(apply_move(parts_, listed));
    const auto& all = game_.moves();
    for (std::size_t i = 0; i < all.size(); ++i)
        if (all[i].to == as_listed) return follow(game_.play(i, format_parts(apply_move(parts_, m))));
    return false;
}

bool PlaySession::undo() { return follow(game_.undo()); }
bool PlaySession::redo() { return follow(game_.redo()); }

bool PlaySession::undo_reaches_person() const {
    return std::any_of(moves().begin(), moves().end(), [&](const PlayedStep& s) { return s.player != computer; });
}

bool PlaySession::undo_turn() {
    game_.computer = computer;
    return follow(game_.undo_turn());
}

std::optional<std::size_t> PlaySession::computer_move() const { return game_.computer_move(); }

bool PlaySession::play_computer() {
    if (!computer_to_move()) return false;
    const auto m = computer_move();
    return m && follow(game_.play(*m));
}

std::optional<int> PlaySession::winner() const { return game_.winner(); }

} // namespace gl::app
