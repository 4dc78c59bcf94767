// Partizan expressions (cgt/calc.h): "{0,*|1}", "^3 + 1/2*", "±{2|{1|0}}". Within small limits the
// calculator answers or says what is too large; a canonical form printed reads back to itself
// (a fixed point); comparing an expression with its canonical form says "="; errors name a
// character of the input.
#include "cgt/calc.h"
#include "cgt/loopy.h"
#include "cgt/misere_calc.h"
#include "fuzz.h"

using namespace gl;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = fuzz::as_text(data, size);
    cgt::Limits limits;
    limits.work = 20'000;
    limits.outcome_work = 20'000;
    limits.max_moves = 40;

    // A misère expression ("*[") is read by its own reader; a loopy one (pass, on, a named cycle
    // E{...}) by the loopy engine, which calculate() calls; anything else by parse_expr.
    Result<bool> parsed = true;
    if (cgt::looks_misere(text)) {
        if (auto e = cgt::check_misere(text, limits)) parsed = *e;
    } else if (cgt::loopy::looks_loopy(text)) {
        // read by calculate() below: its errors are checked there
    } else if (auto p = cgt::parse_expr(text, limits); !p) {
        parsed = p.error();
    }
    if (!parsed) fuzz::check_error(parsed.error(), text, text);

    auto c = cgt::calculate(text, limits);
    if (!c) {
        fuzz::check_error(c.error(), text, text);
        GL_FUZZ_CHECK(!parsed.ok() || c.error().where == "expr", text, c.error().describe());
        return 0;
    }
    GL_FUZZ_CHECK(parsed.ok(), text, "calculate read what its parser refused");
    if (!c->canonical_known || c->canonical_text.empty()) return 0;
    const std::string canon = c->canonical_text;
    auto again = cgt::calculate(canon, limits);
    // Reading back may cost more work than the first reading (±1024 is cheaper to build than
    // {1024|-1024}; *200 is built at once, a sum of smaller nimbers more cheaply): then the refusal
    // names the work cap. Any other error is a finding.
    if (!again && again.error().message.find("too large to compute within the calculator's limits (" +
                                             std::to_string(limits.work) + " steps of work") != std::string::npos)
        return 0;
    // A form longer than an expression may be (2000 characters: *3:232 prints 4,655), or nested
    // deeper (40: 1:1 - *:111), cannot be typed back; the refusal says so, which is the limit,
    // not a misreading.
    if (!again && ((canon.size() > limits.max_length && again.error().message.find("too long") != std::string::npos) ||
                   again.error().message.find("nested more than") != std::string::npos))
        return 0;
    // The typed caps of *n and ^n are the birthday cap's, and typed denominators go as far as the
    // finest number the store holds (2^-50), so every canonical form printed reads back.
    GL_FUZZ_CHECK(again.ok(), text, "canonical form " + canon + " does not read back: " +
                                        (again.ok() ? "" : again.error().describe()));
    if (again->canonical_known) {
        GL_FUZZ_CHECK(again->canonical_text == canon, text, canon + " reads back as " + again->canonical_text);
        GL_FUZZ_CHECK(again->outcome == c->outcome, text, canon + ": another outcome");
        GL_FUZZ_CHECK(again->birthday == c->birthday, text, canon + ": another birthday");
    }
    if (c->outcome != Outcome::Unknown && again->outcome != Outcome::Unknown)
        GL_FUZZ_CHECK(again->outcome == c->outcome, text, canon + ": another outcome");
    return 0;
}
