// calculator.h - the partizan-game calculator's model (game=cgt), independent of how it is drawn:
// the expression and the one compared with it, their results (cgt/calc.h), the derivation step a
// student is looking at, the history of expressions, and the result as text and as LaTeX.
// A bad expression never replaces a good result: set() answers the error and keeps the last one.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cgt/calc.h"
#include "core/result.h"

namespace gl::app {

class Calculator {
  public:
    struct Entry {
        std::string expr, vs;
        bool operator==(const Entry&) const = default;
    };

    // Computes `expr` (and expr ? vs when vs is not empty). A bad text changes nothing and comes
    // back as the error ("expr, character 4: '}' expected"); vs errors are named "vs".
    Result<bool> set(std::string_view expr, std::string_view vs = {});
    // What a person types in the one input box: "G" or "G ? H" (a comparison).
    Result<bool> enter(std::string_view typed);
    // The text for the input box: "G" or "G ? H".
    std::string typed() const { return vs_.empty() ? expr_ : expr_ + " ? " + vs_; }

    const std::string& expr() const { return expr_; }
    const std::string& vs() const { return vs_; }
    const cgt::Calc* calc() const { return calc_ ? &*calc_ : nullptr; }
    const cgt::Comparison* comparison() const { return cmp_ ? &*cmp_ : nullptr; }

    // The derivation, one step at a time: 0 .. steps (steps: everything shown).
    std::size_t step() const { return step_; }
    std::size_t step_count() const { return calc_ ? calc_->steps.size() : 0; }
    bool next_step();
    bool previous_step();
    void show_all_steps() { step_ = step_count(); }

    // Expressions computed, most recent first (at most kHistory), each reopens with its link.
    const std::vector<Entry>& history() const { return history_; }
    static constexpr std::size_t kHistory = 30;

    // The result, for the copy buttons: plain text (what the CLI prints) and LaTeX.
    std::string export_text() const;
    std::string export_latex() const;

  private:
    std::string expr_, vs_;
    std::optional<cgt::Calc> calc_;
    std::optional<cgt::Comparison> cmp_;
    std::size_t step_ = 0;
    std::vector<Entry> history_;
};

// A game in the calculator's notation as LaTeX math: {1|0} -> \{1 \mid 0\}, ^* -> \uparrow{*}.
std::string cgt_latex(std::string_view notation);
// "?v=1&game=cgt&expr=...&vs=...".
std::string calculator_link(const Calculator::Entry& e);

} // namespace gl::app
