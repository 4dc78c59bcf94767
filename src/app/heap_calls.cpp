// heap_calls.cpp - CGSuite's game.heap rulesets in the calculator (see heap_calls.h).
#include "app/heap_calls.h"

#include <algorithm>
#include <cctype>

#include "cgt/misere_game.h"
#include "core/text.h"
#include "games/registry.h"

namespace gl::app {

namespace {

constexpr std::string_view kPrefix = "game.heap.";
constexpr std::string_view kForm = ".MisereCanonicalForm";
constexpr std::size_t kMaxForm = 200'000; // characters of one form

struct Named {
    std::string_view name, part, title;
};
// CGSuite's constants for heap games (game.heap.Kayles := TakeAndBreak("0.77"), ...).
constexpr Named kNamed[] = {
    {"Kayles", "0.77", "Kayles (0.77)"},
    {"DawsonsKayles", "0.07", "Dawson's Kayles (0.07)"},
    {"Nim", "nim", "Nim"},
    {"GrundysGame", "", "Grundy's game"},
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
    std::string game, pos, what;
    std::size_t end = 0;
};

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
            auto code = r.until('"');
            if (!code) return code.error();
            part = code.value();
            c.what = "TakeAndBreak(\"" + part + "\")";
        } else {
            const bool list = r.eat('[');
            if (!list && !r.eat('{')) return r.err(r.at(), "a set expected: game.heap.Subtraction([1,3,4])(10)");
            auto set = r.until(list ? ']' : '}');
            if (!set) return set.error();
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
    if (part.empty()) {
        c.game = "grundy";
        c.pos = std::to_string(n.value());
    } else {
        c.game = "sum";
        c.pos = part + ":" + std::to_string(n.value());
    }
    c.what += ", heap " + std::to_string(n.value());
    return c;
}

} // namespace

bool has_heap_calls(std::string_view expr) { return expr.find(kPrefix) != std::string_view::npos; }

std::size_t HeapCalls::old_offset(std::string_view expr, std::size_t chars) const {
    const std::size_t byte = std::min(byte_offset(text, chars), text.size());
    long long delta = 0; // past a piece, the text is shifted by the difference of its lengths
    for (const Piece& p : pieces) {
        if (byte < p.from) break;
        if (byte < p.to) return char_count(expr, p.old_from); // inside a form: its call
        delta += static_cast<long long>(p.old_to - p.old_from) - static_cast<long long>(p.to - p.from);
    }
    const auto old = static_cast<std::size_t>(static_cast<long long>(byte) + delta);
    return char_count(expr, std::min(old, expr.size()));
}

Result<HeapCalls> expand_heap_calls(std::string_view expr, std::string_view field, std::uint64_t positions) {
    HeapCalls out;
    std::size_t i = 0;
    for (std::size_t k = expr.find(kPrefix); k != std::string_view::npos; k = expr.find(kPrefix, i)) {
        auto call = read_call(expr, field, k);
        if (!call) return call.error();
        auto rules = make_ruleset(call->game);
        if (!rules) return Error{std::string(field), char_count(expr, k), rules.error().message};
        auto form = cgt::misere_form(*rules.value(), call->pos, positions);
        if (!form) return Error{std::string(field), char_count(expr, k), std::string(expr.substr(k, call->end - k)) + ": " + form.error().message};
        if (form.value().size() > kMaxForm)
            return Error{std::string(field), char_count(expr, k), std::string(expr.substr(k, call->end - k)) +
                                                                       ": its misère canonical form is too long to work with here (" +
                                                                       std::to_string(form.value().size()) + " characters)"};
        out.text += std::string(expr.substr(i, k - i));
        const std::size_t from = out.text.size();
        out.text += form.value();
        out.pieces.push_back(HeapCalls::Piece{from, out.text.size(), k, call->end});
        out.note += (out.note.empty() ? "" : "; ") + std::string(expr.substr(k, call->end - k - kForm.size())) + " is " + call->what;
        i = call->end;
    }
    out.text += std::string(expr.substr(i));
    return out;
}

Result<cgt::Calc> calculate_with_heaps(std::string_view expr, const cgt::Limits& limits, std::string_view field) {
    if (!has_heap_calls(expr)) return cgt::calculate(expr, limits, field);
    auto x = expand_heap_calls(expr, field);
    if (!x) return x.error();
    // The forms put in are the engine's own text: the length cap is for what is typed.
    cgt::Limits wide = limits;
    wide.max_length = std::max(limits.max_length, x->text.size());
    auto c = cgt::calculate(x->text, wide, field);
    if (!c) {
        Error e = c.error();
        if (e.offset != Error::kWhole) e.offset = x->old_offset(expr, e.offset);
        return e;
    }
    c.value().expr = std::string(expr);
    c.value().note = x->note + (c.value().note.empty() ? "" : "; " + c.value().note);
    return c;
}

} // namespace gl::app
