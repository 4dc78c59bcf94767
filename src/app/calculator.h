// calculator.h - the partizan-game calculator's model (game=cgt), independent of how it is drawn:
// the expression and the one compared with it, their results (cgt/calc.h), the derivation step a
// student is looking at, the history of expressions, and the result as text and as LaTeX.
// A bad expression never replaces a good result: set() answers the error and keeps the last one.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cgt/calc.h"
#include "core/result.h"

namespace gl::app {

// Where a long expression is computed when not in the page's own thread: the page's Web Worker
// (web/calculator_host.cpp), which runs Calculator::answer_wire() and hands the string back to
// Calculator::receive().
class CalcHost {
  public:
    virtual ~CalcHost() = default;
    // Starts computing job `id` (an earlier job is dropped); false if this host cannot compute.
    virtual bool start(std::uint64_t id, const std::string& expr, const std::string& vs) = 0;
    // Stops job `id` (Cancel): nothing of it is reported.
    virtual void cancel(std::uint64_t id) = 0;
};

class Calculator {
  public:
    struct Entry {
        std::string expr, vs;
        bool operator==(const Entry&) const = default;
        std::string text() const { return vs.empty() ? expr : expr + " ? " + vs; } // "G" or "G ? H"
    };

    // Computes `expr` (and expr ? vs when vs is not empty). A bad text changes nothing and comes
    // back as the error ("expr, character 4: '}' expected"); vs errors are named "vs".
    // With a host (set_host), the expression is tried here for at most `quick_ms` (core/deadline.h);
    // if that is not enough it goes to the host and set() answers true at once: pending() says
    // so, the last result stays shown, and receive() installs the host's answer (or its error,
    // taken by take_error()). An answer cut short by the deadline is never shown.
    Result<bool> set(std::string_view expr, std::string_view vs = {});
    // What a person types in the one input box: "G" or "G ? H" (a comparison).
    Result<bool> enter(std::string_view typed);
    // The text for the input box: "G" or "G ? H" (the one being computed, if any).
    std::string typed() const;
    // The same for the result shown (the last one while another is computed).
    std::string shown() const;

    // ---- long work in a host (the page's Web Worker) ----
    // quick_ms < 0: no first try, every expression goes to the host.
    void set_host(CalcHost* host, double quick_ms) { host_ = host, quick_ms_ = quick_ms; }
    struct Pending {
        std::uint64_t id = 0;
        Entry entry;
    };
    const Pending* pending() const { return pending_ ? &*pending_ : nullptr; }
    // Whether `expr ? vs` is what is shown, or what is being computed.
    bool holds(std::string_view expr, std::string_view vs) const;
    // Stops the pending job: the last result stays, as if it had not been asked.
    void cancel();
    // A host's answer (answer_wire's string) to job `id`; false if it is not the pending job's.
    bool receive(std::uint64_t id, std::string_view wire);
    // The host stopped: its worker could not load (compute_here: the pending job and every later
    // one are computed here), or it stopped during the job (out of memory: the job's error says why).
    void host_failed(const std::string& why, bool compute_here);
    // The error of a job answered by the host (a bad text found only when computed), once.
    std::optional<Error> take_error();
    // What set() computes for expr ? vs, whole, as one string for receive() (the host's side).
    static std::string answer_wire(std::string_view expr, std::string_view vs);

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
    struct Answer {
        cgt::Calc calc;
        std::optional<cgt::Comparison> cmp;
    };
    static Result<Answer> compute(std::string_view expr, std::string_view vs);
    void install(Answer a, std::string_view expr, std::string_view vs);

    CalcHost* host_ = nullptr;
    double quick_ms_ = 0;
    std::uint64_t next_id_ = 0;
    std::optional<Pending> pending_;
    std::optional<Error> async_error_;
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
