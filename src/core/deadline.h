// deadline.h - a time limit the caller may set around a computation, on top of its work budgets.
// The page's calculator tries an expression in the page first, for a few milliseconds (about a
// frame): the engines' budget checks (cgt::Store, the misère store, the calculator's outcome
// search) also ask passed() every few thousand steps, and stop as if their budget had run out.
// If the deadline passed, the caller throws that attempt away and computes again without one (in a
// Web Worker): the attempt's answer is kept only when it was never cut short, so a deadline can
// make an answer slower, never different.
//
//   gl::Deadline d(30);           // 30 ms from now, on this thread, until d goes out of scope
//   auto r = compute();           // budgets stop early once the 30 ms are up
//   if (d.hit()) ...              // r was cut short: do not use it
//
// Without a Deadline in scope, passed() is false and costs one test.
#pragma once
#include <chrono>

namespace gl {

class Deadline {
  public:
    using Clock = std::chrono::steady_clock;
    explicit Deadline(double ms) : outer_(current()) {
        end_ = Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double, std::milli>(ms));
        current() = this;
    }
    ~Deadline() { current() = outer_; }
    Deadline(const Deadline&) = delete;
    Deadline& operator=(const Deadline&) = delete;

    // Whether the innermost deadline of this thread has passed (and it is then noted as hit).
    static bool passed() {
        Deadline* d = current();
        if (!d) return false;
        if (!d->hit_ && Clock::now() >= d->end_) d->hit_ = true;
        return d->hit_;
    }
    // Whether some budget check saw this deadline passed: what was computed under it may be cut short.
    bool hit() const { return hit_; }

  private:
    static Deadline*& current() {
        static thread_local Deadline* d = nullptr;
        return d;
    }
    Deadline* outer_;
    Clock::time_point end_;
    bool hit_ = false;
};

} // namespace gl
