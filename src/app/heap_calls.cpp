// heap_calls.cpp - CGSuite's game.heap rulesets in the calculator (see heap_calls.h).
#include "app/heap_calls.h"

#include <algorithm>
#include <cctype>

#include "cgt/misere_calc.h"
#include "core/text.h"
#include "octal/misere_forms.h"
#include "octal/octal.h"

namespace gl::app {

namespace {

constexpr std::string_view kPrefix = "game.heap.";
constexpr std::string_view kForm = ".MisereCanonicalForm";
constexpr std::uint64_t kPrintWork = 400'000'000;

struct Named {
    std::string_view name, part, title;
};
// CGSuite's constants for heap games (game.heap.Kayles := TakeAndBreak("0.77"), ...); "" for
// Grundy's game (octal's family rules) and for Nim (nim heaps as they stand).
constexpr Named kNamed[] = {
    {"Kayles", "0.77", "Kayles (0.77)"},
    {"DawsonsKayles", "0.07", "Dawson's Kayles (0.07)"},
    {"Nim", "", "Nim"},
    {"GrundysGame", "", "Grundy's game (4!.0)"},
};

class Reader {
  public:
    Reader(std::string_view t, std::string_view field, std::size_t at) : t_(t), field_(field), i_(at) {}
    Error err(std::size_t at, std::string m) const { return Error{std::string(field_), char_count(t_, at), std::move(m)}; }
    bool eat(char c) {
        while (i_ < t_.size() && t_[i_] == ' ') ++i_;
        if (i_ < t_.size() && t_[i_] == c) {
            ++i_;
            return true;
        }
        return false;
    }
    std::string_view word() {
        const std::size_t a = i_;
        while (i_ < t_.size() && std::isalpha(static_cast<unsigned char>(t_[i_]))) ++i_;
        return t_.substr(a, i_ - a);
    }
    Result<std::uint64_t> number() {
        while (i_ < t_.size() && t_[i_] == ' ') ++i_;
        const std::size_t a = i_;
        std::uint64_t v = 0;
        while (i_ < t_.size() && std::isdigit(static_cast<unsigned char>(t_[i_]))) {
            v = v * 10 + static_cast<std::uint64_t>(t_[i_++] - '0');
            if (v > 1'000'000) return err(a, "a heap this large is beyond what a misère canonical form is computed for here");
        }
        if (a == i_) return err(a, "a heap size expected");
        return v;
    }
    // Up to (not including) the first `close`, for a code or a set.
    Result<std::string> until(char close) {
        const std::size_t a = i_;
        while (i_ < t_.size() && t_[i_] != close) ++i_;
        if (i_ >= t_.size()) return err(a, std::string("'") + close + "' expected");
        std::string s(t_.substr(a, i_ - a));
        ++i_;
        return s;
    }
    std::size_t at() const { return i_; }

  private:
    std::string_view t_, field_;
    std::size_t i_;
};

struct Call {
    octal::Rules rules;
    bool nim = false;
    std::uint64_t heap = 0;
    std::string what, link; // "Kayles (0.77), heap 10"; the normal-play link's part ("0.77")
    std::size_t end = 0;
};

// The rules of a code or a set typed at byte `at` of `t`, an error pointing into `t`.
Result<octal::Rules> rules_at(std::string_view t, std::string_view field, std::size_t at, std::string_view part, bool set) {
    auto r = set ? octal::parse_subtraction(part, field) : octal::parse_code(part, field);
    if (r) return r;
    const Error& e = r.error();
    return Error{std::string(field), char_count(t, at) + (e.offset == Error::kWhole ? 0 : e.offset),
                 std::string(set ? "the subtraction set " : "the code ") + "\"" + std::string(part) + "\": " + e.message};
}

Result<Call> read_call(std::string_view t, std::string_view field, std::size_t start) {
    Reader r(t, field, start + kPrefix.size());
    const std::size_t name_at = r.at();
    const std::string_view name = r.word();
    Call c;
    std::string part;
    if (name == "TakeAndBreak" || name == "Subtraction") {
        if (!r.eat('(')) return r.err(r.at(), "'(' expected after game.heap." + std::string(name));
        if (name == "TakeAndBreak") {
            if (!r.eat('"')) return r.err(r.at(), "a code in quotes expected: game.heap.TakeAndBreak(\"0.77\")(10)");
            const std::size_t code_at = r.at();
            auto code = r.until('"');
            if (!code) return code.error();
            part = code.value();
            auto rules = rules_at(t, field, code_at, part, false);
            if (!rules) return rules.error();
            c.rules = rules.value();
            c.what = "TakeAndBreak(\"" + part + "\")";
        } else {
            const bool list = r.eat('[');
            if (!list && !r.eat('{')) return r.err(r.at(), "a set expected: game.heap.Subtraction([1,3,4])(10)");
            const std::size_t set_at = r.at();
            auto set = r.until(list ? ']' : '}');
            if (!set) return set.error();
            auto rules = rules_at(t, field, set_at, set.value(), true);
            if (!rules) return rules.error();
            c.rules = rules.value();
            part = "{" + set.value() + "}";
            c.what = "the subtraction game " + part;
        }
        if (!r.eat(')')) return r.err(r.at(), "')' expected");
    } else {
        const Named* found = nullptr;
        for (const Named& n : kNamed)
            if (name == n.name) found = &n;
        if (!found)
            return r.err(name_at, "'game.heap." + std::string(name) +
                                      "' is not a heap ruleset read here: Kayles, DawsonsKayles, GrundysGame, Nim, "
                                      "TakeAndBreak(\"code\"), Subtraction([...])");
        part = std::string(found->part);
        c.what = std::string(found->title);
        if (name == "Nim") {
            c.nim = true;
            part = "nim";
        } else if (name == "GrundysGame") c.rules = octal::family_rules(octal::Family::Grundy);
        else c.rules = octal::parse_code(part).value();
    }
    if (!r.eat('(')) return r.err(r.at(), "'(' and a heap size expected: game.heap." + std::string(name) + "(10)");
    auto n = r.number();
    if (!n) return n.error();
    if (!r.eat(')')) return r.err(r.at(), "')' expected after the heap size");
    if (t.substr(r.at(), kForm.size()) != kForm)
        return r.err(r.at(), "game.heap." + std::string(t.substr(start + kPrefix.size(), r.at() - start - kPrefix.size())) +
                                 " is read here only with .MisereCanonicalForm (its misère canonical form); its normal play: "
                                 "the link ?v=1&game=sum&pos=" + (part.empty() ? "grundy" : part) + ":" + std::to_string(n.value()));
    c.end = r.at() + kForm.size();
    c.heap = n.value();
    c.what += ", heap " + std::to_string(n.value());
    return c;
}

} // namespace

bool has_heap_calls(std::string_view expr) { return expr.find(kPrefix) != std::string_view::npos; }

namespace {

// The calculator's reader of game.heap calls: each call's form computed (or, to check, the call
// read and 0 put in its place); `notes` gathers what each call is.
cgt::MisereNames heap_names(std::string_view field, std::uint64_t work, bool compute, std::vector<std::string>* notes) {
    const std::string f(field);
    return [f, work, compute, notes](cgt::misere::MisereStore& s, std::string_view t, std::size_t at) -> Result<cgt::MisereName> {
        if (t.substr(at, kPrefix.size()) != kPrefix)
            return Error{f, char_count(t, at), "only game.heap.X(n).MisereCanonicalForm is read here after 'game.'"};
        auto call = read_call(t, f, at);
        if (!call) return call.error();
        const Call& c = call.value();
        const std::string_view typed = t.substr(at, c.end - at);
        if (notes) notes->push_back(std::string(typed.substr(0, typed.size() - kForm.size())) + " is " + c.what);
        if (!compute) return cgt::MisereName{cgt::misere::MisereStore::kZero, c.end};
        auto g = c.nim ? octal::misere_nim_heap(s, c.heap, work) : octal::misere_heap_form(s, c.rules, c.heap, work);
        if (!g) return Error{f, char_count(t, at), std::string(typed) + ": " + g.error().message};
        return cgt::MisereName{g.value(), c.end};
    };
}

} // namespace

std::optional<Error> check_heap_calls(std::string_view expr, std::string_view field) {
    const cgt::MisereNames names = heap_names(field, 0, false, nullptr);
    return cgt::check_misere(expr, cgt::Limits{}, field, &names);
}

Result<cgt::Calc> calculate_with_heaps(std::string_view expr, const cgt::Limits& limits, std::string_view field, std::uint64_t work) {
    if (!has_heap_calls(expr)) return cgt::calculate(expr, limits, field);
    std::vector<std::string> notes;
    const cgt::MisereNames names = heap_names(field, work ? work : octal::kMisereFormWork, true, &notes);
    cgt::Limits lim = limits;
    // Writing a form out (finding each subgame's printed shape: sums with nim heaps, Conway's
    // cancellation) has its own, smaller work: past it the form is answered unprinted.
    if (!lim.misere_print_work) lim.misere_print_work = kPrintWork;
    auto c = cgt::calculate_misere(expr, lim, field, &names);
    if (!c) return c.error();
    std::string note;
    for (const auto& n : notes) note += (note.empty() ? "" : "; ") + n;
    c.value().note = note + (c.value().note.empty() ? "" : "; " + c.value().note);
    return c;
}

} // namespace gl::app
