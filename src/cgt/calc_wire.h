// calc_wire.h - a calculator's answer (Calc, Comparison) written as one string and read back
// whole. The page computes a long expression in a Web Worker (app/calculator.h, web/calculator_host.cpp)
// and shows the worker's answer as if it had computed it itself: every text, the derivation, the
// thermograph, the first moves, and the forms the game tree opens (the canonical form and the typed
// parts with their options, rebuilt node by node in a store of the reader's own; numbers and
// nimbers by value, so *2^40 stays one node).
//
// The format is the two ends' own (the same program writes and reads it): unsigned numbers as
// decimal digits and ';', texts as their length, ':' and their bytes, lists as their length first.
// A string that does not read (cut short, or not one of these) is an error, never a half answer.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>

#include "cgt/calc.h"
#include "core/result.h"

namespace gl::cgt {

class WireWriter {
  public:
    void num(std::uint64_t n) { s_ += std::to_string(n), s_ += ';'; }
    void str(std::string_view t) { num(t.size()), s_ += t; }
    const std::string& text() const { return s_; }

  private:
    std::string s_;
};

class WireReader {
  public:
    explicit WireReader(std::string_view t) : t_(t) {}
    // 0 / "" once anything failed to read; ok() tells.
    std::uint64_t num();
    std::string str();
    // A count of things that follow, each at least one character long: refused if more than remain.
    std::size_t count();
    bool ok() const { return ok_; }
    bool done() const { return ok_ && i_ == t_.size(); }
    void fail() { ok_ = false; }

  private:
    std::string_view t_;
    std::size_t i_ = 0;
    bool ok_ = true;
};

void write_calc_wire(WireWriter& w, const Calc& c);
Result<Calc> read_calc_wire(WireReader& r);
void write_comparison_wire(WireWriter& w, const Comparison& c);
Result<Comparison> read_comparison_wire(WireReader& r);

} // namespace gl::cgt
