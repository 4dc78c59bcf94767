// loopy_board.cpp - the value of a loopy board's position from its graph of positions
// (games/loopy_board.h): outcome class, canonical form as a stopper, or its sides.
//
// Sources: Siegel, Combinatorial Game Theory (2013), ch. VI; Winning Ways, ch. 11; CGSuite's
// documentation of loopy games.
#include "games/loopy_board.h"

namespace gl::loopy_board {

namespace {

// The value part of the reason and the facts, from the loopy calculator's answer for the graph.
std::string value_text(Analysis& a, const cgt::loopy::Graph& g) {
    const bool stopper = cgt::loopy::is_stopper(g);
    a.facts.emplace_back("stopper", stopper ? "yes: no play goes on forever with both players moving"
                                            : "no: play can go on forever with both players moving");
    auto c = cgt::loopy::calculate(g, 0, cgt::Limits{}, "pos");
    if (!c) return stopper ? "Its canonical form as a stopper was not found: " + c.error().message + "."
                           : "It is not a stopper, so it has no canonical form as one; " + c.error().message + ".";
    const cgt::Calc& v = c.value();
    if (stopper && v.canonical_known && !v.canonical_text.empty()) {
        a.canonical = v.canonical_text;
        a.value_name = v.canonical_text;
        a.facts.emplace_back("canonical form", a.canonical);
        return "Its canonical form as a stopper (Siegel, ch. VI), as CGSuite prints it, is " + a.canonical + ".";
    }
    if (stopper) return "Its canonical form as a stopper is too long to print.";
    for (const auto& [k, t] : v.properties)
        if (k == "Onside" || k == "Offside") a.facts.emplace_back(k == "Onside" ? "onside" : "offside", t);
    if (v.canonical_known && !v.canonical_text.empty()) {
        a.value_name = v.canonical_text;
        a.facts.emplace_back("value (onside & offside)", v.canonical_text);
        return "It is not a stopper (play can go on forever with both players moving), so it has no canonical form as one; "
               "its value is onside & offside, found by sidling (Winning Ways, ch. 11): " + v.canonical_text + ".";
    }
    const std::string sides = "its onside and offside were not found: ";
    const std::size_t at = v.note.find(sides);
    return "It is not a stopper (play can go on forever with both players moving), so it has no canonical form as one" +
           (at == std::string::npos ? std::string(".") : "; " + v.note.substr(at) + ".");
}

} // namespace

void value_into(Analysis& a, const cgt::loopy::Graph& g, const cgt::loopy::Outcomes& o) {
    a.outcome_class = cgt::loopy::outcome_class(o.left_first[0], o.right_first[0]);
    a.outcome = cgt::loopy::short_outcome(a.outcome_class);
    a.method = Method::Search;
    a.facts.emplace_back("positions reachable", std::to_string(g.size()));
    a.facts.emplace_back("outcome class", cgt::loopy::outcome_sentence(a.outcome_class));
    const std::string value = value_text(a, g);
    a.reason = "Play can loop: the " + std::to_string(g.size()) + " positions reachable were built and the outcome found by " +
               "retrograde analysis, infinite play a draw. " + cgt::loopy::outcome_sentence(a.outcome_class) + ". " + value;
}

} // namespace gl::loopy_board
