#include "app/calculator.h"

#include <algorithm>
#include <optional>
#include <utility>

#include "app/heap_calls.h"
#include "app/state.h"
#include "cgt/calc_wire.h"
#include "cgt/loopy.h"
#include "cgt/misere_calc.h"
#include "core/deadline.h"
#include "core/link.h"
#include "core/text.h"
#include "games/registry.h"

namespace gl::app {

namespace {

std::string trim(std::string_view t) {
    std::size_t a = 0, b = t.size();
    while (a < b && (t[a] == ' ' || t[a] == '\t')) ++a;
    while (b > a && (t[b - 1] == ' ' || t[b - 1] == '\t')) --b;
    return std::string(t.substr(a, b - a));
}

// Errors of compare_exprs name G and H; the page's fields are expr and vs.
Error renamed(Error e) {
    if (e.where == "G") e.where = "expr";
    else if (e.where == "H") e.where = "vs";
    return e;
}

const char* side_word(bool wins) { return wins ? "wins" : "loses"; }

} // namespace

Result<Calculator::Answer> Calculator::compute(std::string_view expr, std::string_view vs) {
    auto c = calculate_with_heaps(expr, cgt::Limits{}, "expr");
    if (!c) return c.error();
    Answer a{std::move(c.value()), std::nullopt};
    if (!vs.empty()) {
        auto r = cgt::compare_exprs(expr, vs);
        if (!r) return renamed(r.error());
        a.cmp = std::move(r.value());
    }
    return a;
}

void Calculator::install(Answer a, std::string_view expr, std::string_view vs) {
    expr_ = std::string(expr);
    vs_ = std::string(vs);
    calc_ = std::move(a.calc);
    cmp_ = std::move(a.cmp);
    step_ = 0;
    const Entry e{expr_, vs_};
    history_.erase(std::remove(history_.begin(), history_.end(), e), history_.end());
    history_.insert(history_.begin(), e);
    if (history_.size() > kHistory) history_.resize(kHistory);
}

Result<bool> Calculator::set(std::string_view expr, std::string_view vs) {
    if (host_) {
        // A first try here, cut short after quick_ms: most expressions are answered in it.
        std::optional<Result<Answer>> quick;
        if (quick_ms_ >= 0) {
            Deadline d(quick_ms_);
            quick.emplace(compute(expr, vs));
            if (d.hit()) quick.reset(); // cut short: maybe "too large" only for want of time
        }
        if (quick) {
            cancel();
            if (!*quick) return quick->error();
            install(std::move(quick->value()), expr, vs);
            return true;
        }
        cancel(); // the job asked before this one
        const std::uint64_t id = ++next_id_;
        if (host_->start(id, std::string(expr), std::string(vs))) {
            pending_ = Pending{id, Entry{std::string(expr), std::string(vs)}};
            async_error_.reset();
            return true;
        }
    }
    cancel();
    auto a = compute(expr, vs);
    if (!a) return a.error();
    install(std::move(a.value()), expr, vs);
    return true;
}

std::string Calculator::typed() const { return pending_ ? pending_->entry.text() : shown(); }

std::string Calculator::shown() const { return Entry{expr_, vs_}.text(); }

bool Calculator::holds(std::string_view expr, std::string_view vs) const {
    if (pending_) return pending_->entry.expr == expr && pending_->entry.vs == vs;
    return calc_ && expr_ == expr && vs_ == vs;
}

void Calculator::cancel() {
    if (!pending_) return;
    if (host_) host_->cancel(pending_->id);
    pending_.reset();
}

std::optional<Error> Calculator::take_error() {
    std::optional<Error> e = std::move(async_error_);
    async_error_.reset();
    return e;
}

// The host's string: 1 and the answer (the calculation, then 0 or 1 and the comparison), or 0 and
// the error (its field, 0 or 1 and its character, its message).
std::string Calculator::answer_wire(std::string_view expr, std::string_view vs) {
    cgt::WireWriter w;
    auto a = compute(expr, vs);
    if (!a) {
        const Error& e = a.error();
        w.num(0);
        w.str(e.where);
        w.num(e.offset != Error::kWhole);
        if (e.offset != Error::kWhole) w.num(e.offset);
        w.str(e.message);
        return w.text();
    }
    w.num(1);
    cgt::write_calc_wire(w, a.value().calc);
    w.num(a.value().cmp ? 1 : 0);
    if (a.value().cmp) cgt::write_comparison_wire(w, *a.value().cmp);
    return w.text();
}

bool Calculator::receive(std::uint64_t id, std::string_view wire) {
    if (!pending_ || pending_->id != id) return false;
    const Entry e = std::move(pending_->entry);
    pending_.reset();
    cgt::WireReader r(wire);
    Result<Answer> a = Error{"answer", Error::kWhole, "the worker's answer did not read back"};
    if (r.num() == 0) {
        Error err;
        err.where = r.str();
        if (r.num() != 0) err.offset = static_cast<std::size_t>(r.num());
        err.message = r.str();
        if (r.done()) a = err;
    } else if (auto c = cgt::read_calc_wire(r); !c) {
        a = c.error();
    } else {
        Answer got{std::move(c.value()), std::nullopt};
        if (r.num() != 0) {
            if (auto k = cgt::read_comparison_wire(r); k) got.cmp = std::move(k.value());
            else r.fail();
        }
        if (r.done()) a = std::move(got);
    }
    if (!a) async_error_ = a.error();
    else install(std::move(a.value()), e.expr, e.vs);
    return true;
}

void Calculator::host_failed(const std::string& why, bool compute_here) {
    if (compute_here) host_ = nullptr; // the worker cannot load: every job is computed here from now on
    if (!pending_) return;
    const Entry e = std::move(pending_->entry);
    pending_.reset();
    if (!compute_here) {
        async_error_ = Error{"expr", Error::kWhole, "the computation in the background stopped (" + why + "); the last result is kept"};
        return;
    }
    if (auto r = set(e.expr, e.vs); !r) async_error_ = r.error();
}

Result<bool> Calculator::enter(std::string_view typed) {
    const std::size_t q = typed.find('?');
    if (q == std::string_view::npos) return set(trim(typed));
    const std::string g = trim(typed.substr(0, q)), h = trim(typed.substr(q + 1));
    if (g.empty()) return Error{"expr", 0, "is empty before '?': type G ? H, e.g. ^ ? *"};
    if (h.empty()) return Error{"vs", 0, "is empty after '?': type G ? H, e.g. ^ ? *"};
    if (h.find('?') != std::string::npos) return Error{"vs", h.find('?'), "a second '?': compare two games at a time"};
    return set(g, h);
}

bool Calculator::next_step() {
    if (step_ >= step_count()) return false;
    ++step_;
    return true;
}

bool Calculator::previous_step() {
    if (step_ == 0) return false;
    --step_;
    return true;
}

std::string Calculator::export_text() const {
    if (!calc_) return {};
    const cgt::Calc& c = *calc_;
    std::string t = "G = " + c.expr + "\n";
    if (!c.result.empty()) {
        t += "result: " + c.result + " (" + c.result_kind + ")\n";
        if (!c.canonical_known) return t;
    }
    t += "outcome: " + cgt::outcome_sentence(c) + "\n";
    if (c.misere) {
        t += std::string("  winning moves: ") + (c.left_moves.empty() ? "none" : "") + "\n";
        for (const auto& m : c.left_moves) t += "    " + m.label + "\n";
    } else if (c.outcome != Outcome::Unknown) {
        t += std::string("  Left moving first ") + side_word(c.left_wins_first) + ", Left moving second " +
             side_word(c.left_wins_second) + "\n";
        auto moves = [&](const char* who, const std::vector<cgt::FirstMove>& ms) {
            t += std::string("  ") + who + "'s winning first moves: " + (ms.empty() ? "none" : "") + "\n";
            for (const auto& m : ms) t += "    " + m.label + "\n";
        };
        moves("Left", c.left_moves);
        moves("Right", c.right_moves);
    }
    if (c.canonical_known) {
        t += "canonical form: " + (c.canonical_text.empty() ? std::string("(too long to print)") : c.canonical_text) + "\n";
        t += "value: " + c.name.text + " (" + c.name.kind + ")\n";
        t += "birthday: " + std::to_string(c.birthday) + "\n";
        if (c.thermograph)
            t += "mean: " + c.thermograph->mean.text() + ", temperature: " + c.thermograph->temperature.text() + "\n";
        for (const auto& [k, v] : c.properties)
            if (!v.empty()) t += "  " + k + ": " + v + "\n";
    }
    if (!c.note.empty()) t += "note: " + c.note + "\n";
    if (!c.steps.empty()) {
        t += "derivation (" + std::to_string(c.steps.size()) + " steps):\n";
        for (std::size_t i = 0; i < c.steps.size(); ++i) {
            const cgt::Step& s = c.steps[i];
            t += "  " + std::to_string(i + 1) + ". [" + cgt::step_kind_name(s.kind) + "] in " + s.where + ": " + s.why + "\n";
            t += "       " + s.before + "  ->  " + s.after + "\n";
        }
    }
    if (cmp_) {
        t += "compare: G = " + cmp_->g_text + ", H = " + cmp_->h_text + "\n";
        t += "relation: " + (cmp_->known ? "G " + std::string(cgt::relation_text(cmp_->relation)) + " H" : std::string("unknown (too large)")) + "\n";
        t += "witness: " + cmp_->witness + "\n";
    }
    return t;
}

std::string Calculator::export_latex() const {
    if (!calc_) return {};
    const cgt::Calc& c = *calc_;
    std::string t;
    if (c.canonical_known && !c.canonical_text.empty()) {
        t += "$G = " + cgt_latex(c.expr) + " = " + cgt_latex(c.canonical_text) + "$";
        t += " (" + c.name.kind + ", born on day " + std::to_string(c.birthday) + "), ";
    } else {
        t += "$G = " + cgt_latex(c.expr) + "$, ";
    }
    t += std::string("outcome class $\\mathcal{") + static_cast<char>(c.outcome) + "}$.";
    if (cmp_ && cmp_->known) {
        const std::string rel = cmp_->relation == cgt::Relation::Equal     ? "="
                                : cmp_->relation == cgt::Relation::Less    ? "<"
                                : cmp_->relation == cgt::Relation::Greater ? ">"
                                                                           : "\\parallel";
        t += "\n$" + cgt_latex(cmp_->g_text) + " " + rel + " " + cgt_latex(cmp_->h_text) + "$";
    }
    if (!c.steps.empty()) {
        t += "\n\\begin{align*}\n";
        for (std::size_t i = 0; i < c.steps.size(); ++i) {
            const cgt::Step& s = c.steps[i];
            t += "  " + cgt_latex(s.before) + " &= " + cgt_latex(s.after) + " && \\text{(" + cgt::step_kind_name(s.kind) + ")}" +
                 (i + 1 < c.steps.size() ? " \\\\" : "") + "\n";
        }
        t += "\\end{align*}";
    }
    return t + "\n";
}

namespace {

// A run of k bars of slash notation as books print it (Winning Ways, Siegel's Combinatorial Game
// Theory): one bar |, two the double bar ‖ (LaTeX's \|), three ‖|, ..., with a relation's spacing.
std::string latex_bars(std::size_t k) {
    if (k == 1) return " \\mid ";
    std::string t = " \\mathrel{";
    for (std::size_t j = 0; j + 1 < k; j += 2) t += "\\|";
    if (k % 2) t += "|";
    return t + "} ";
}

// ^<n>, v<n> (up-nth, Siegel's G.Pow(n)) and ^[n], v[n] (G.PowTo(n)): the arrow with CGSuite's
// bracketed n as its superscript (LaTeX: uparrow^{langle 2 rangle} and uparrow^{[2]}), so that it is not
// read as 2·↑ (CGSuite's ^2). Nothing if `n` has no such power at `i` (the arrow's place).
std::optional<std::pair<std::string, std::size_t>> latex_power(std::string_view n, std::size_t i) {
    if (i + 1 >= n.size() || (n[i + 1] != '<' && n[i + 1] != '[')) return std::nullopt;
    const char close = n[i + 1] == '<' ? '>' : ']';
    const std::size_t end = n.find(close, i + 2);
    if (end == std::string_view::npos) return std::nullopt;
    const std::string inner = cgt_latex(n.substr(i + 2, end - i - 2));
    const std::string arrow = n[i] == '^' ? "\\uparrow" : "\\downarrow";
    return std::pair{arrow + (close == '>' ? "^{\\langle " + inner + "\\rangle} " : "^{[" + inner + "]} "), end};
}

} // namespace

std::string cgt_latex(std::string_view n) {
    std::string t;
    for (std::size_t i = 0; i < n.size(); ++i) {
        const char c = n[i];
        if (c == '|') {
            std::size_t k = 1;
            while (i + 1 < n.size() && n[i + 1] == '|') ++k, ++i;
            t += latex_bars(k);
            continue;
        }
        if (c == '^' || c == 'v') {
            if (auto p = latex_power(n, i)) {
                t += p->first;
                i = p->second;
                continue;
            }
        }
        auto count = [&]() { // the digits after ^, v or * (a multiple, or a nimber's size)
            std::string d;
            while (i + 1 < n.size() && n[i + 1] >= '0' && n[i + 1] <= '9') d += n[++i];
            return d;
        };
        if (c == '{') t += "\\{";
        else if (c == '}') t += "\\}";
        else if (c == ',') t += ", ";
        else if (c == '^') { const std::string d = count(); t += d.empty() ? "\\uparrow " : d + "\\cdot\\uparrow "; }
        else if (c == 'v') { const std::string d = count(); t += d.empty() ? "\\downarrow " : d + "\\cdot\\downarrow "; }
        else if (c == '*') { const std::string d = count(); t += "{*}" + (d.empty() ? "" : "_{" + d + "}"); }
        else if (n.substr(i, 3) == "\xE2\x86\x91") { t += "\\uparrow "; i += 2; }
        else if (n.substr(i, 3) == "\xE2\x86\x93") { t += "\\downarrow "; i += 2; }
        else if (n.substr(i, 2) == "\xC2\xB1") { t += "\\pm "; i += 1; }
        else if (c == '+') t += " + ";
        else t += c;
    }
    return t;
}

std::string calculator_link(const Calculator::Entry& e) {
    State s = default_state("cgt");
    s.expr = e.expr;
    s.vs = e.vs;
    return link_from_state(s);
}

//-----------------------------------------------------------------------------
// The calculator's link keys (game=cgt): expr, vs, embed
//-----------------------------------------------------------------------------

namespace {

bool holds_calculator_key(std::string_view k, const GameEntry&) { return k == "expr" || k == "vs" || k == "embed"; }

// The calculator's keys: each expression is parsed (cheap, within the caps) so a bad one is
// named with its character here, as every other key is; the game itself is computed by the screen.
void read_calculator_key(const LinkParam& p, const GameEntry&, State& s, std::vector<Error>& errors) {
    if (p.key == "embed") {
        if (p.value == "thermograph" || p.value == "value" || p.value == "result") s.embed = p.value;
        else errors.push_back(Error{"embed", Error::kWhole, echo(p.value) + " is not an embed mode of the calculator: use result, value or thermograph"});
        return;
    }
    Result<cgt::Parsed> parsed = cgt::Parsed{};
    if (has_heap_calls(p.value)) { // game.heap.Kayles(10).MisereCanonicalForm: read with its forms
        if (auto e = check_heap_calls(p.value, p.key)) parsed = *e;
    } else if (cgt::looks_misere(p.value)) { // a misère game: read by its own reader
        if (auto e = cgt::check_misere(p.value, cgt::Limits{}, p.key)) parsed = *e;
    } else if (cgt::loopy::looks_loopy(p.value)) {
        // A loopy game (on, pass, a{...}): its reader builds the game graph, so the expression is
        // read once, when the screen computes it, and a mistake is named there.
    } else {
        parsed = cgt::parse_expr(p.value, cgt::Limits{}, p.key);
    }
    if (p.key == "vs" && p.value.empty()) s.vs.clear();
    else if (!parsed) {
        // parse_expr counts characters; count_characters below expects bytes, as every parser here.
        Error e = parsed.error();
        if (e.offset != Error::kWhole) e.offset = byte_offset(p.value, e.offset);
        errors.push_back(e);
    } else if (p.key == "expr") s.expr = p.value;
    else s.vs = p.value;
}

void write_calculator_keys(const State& s, const GameEntry&, std::string& q) {
    q += "&expr=" + encode_link_value(s.expr);
    if (!s.vs.empty()) q += "&vs=" + encode_link_value(s.vs);
    if (!s.embed.empty()) q += "&embed=" + s.embed;
}

} // namespace

const ScreenKeys& calculator_keys() {
    static const ScreenKeys keys{holds_calculator_key, nullptr, read_calculator_key, write_calculator_keys};
    return keys;
}

} // namespace gl::app
