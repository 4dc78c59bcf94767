// misere_heaps.cpp - misère play of heap games through their quotients (see misere_heaps.h).
#include "games/misere_heaps.h"

#include <algorithm>

namespace gl::misere_heaps {

namespace {
std::vector<std::vector<std::uint32_t>> options_of(const octal::Rules& rules, std::uint32_t n) {
    std::vector<std::vector<std::uint32_t>> out;
    octal::for_each_option(rules, n, [&](const octal::HeapOption& o) {
        std::vector<std::uint32_t> left;
        for (unsigned i = 0; i < o.parts; ++i)
            if (o.left[i] > 0) left.push_back(static_cast<std::uint32_t>(o.left[i]));
        out.push_back(std::move(left));
    });
    return out;
}
} // namespace

cgt::HeapGameOptions heap_options(const octal::Rules& rules, std::uint32_t max_heap) {
    cgt::HeapGameOptions g;
    g.options.resize(max_heap + 1);
    for (std::uint32_t n = 1; n <= max_heap; ++n) g.options[n] = options_of(rules, n);
    return g;
}

cgt::HeapGameOptions heap_options_as_reached(const octal::Rules& rules) {
    cgt::HeapGameOptions g;
    g.options.resize(1);
    g.more = [rules](std::uint32_t n) { return options_of(rules, n); };
    return g;
}

Quotients::Quotients() {
    // Play and analysis ask for this inside a search: a few hundred milliseconds at most, so a
    // game whose quotient is large or hard says "not covered" (search takes over) instead of hanging.
    limits_.max_order = 256;
    limits_.max_states = 200'000;
    limits_.max_level_work = 2'000'000;
    limits_.max_base_states = 1000;
    limits_.max_refine_states = 5000;
    // Recalibration (heaps that split the smaller heaps' elements, such as Dawson's Kayles from
    // heap 25) costs seconds with its proofs: play and analysis leave it to the explorer and
    // grundylab misere, and search takes over here.
    limits_.max_recalibration_work = 0;
}

const cgt::MisereQuotient* Quotients::get(const octal::Rules& rules, std::uint32_t n) {
    if (n > kMaxAnalysisHeap) return nullptr;
    Entry& e = by_code_[octal::format_code(rules)];
    if (e.asked >= n || (e.asked > 0 && !e.q.stopped.empty())) // a quotient that stopped stops there again
        return e.ok && e.q.max_heap >= n ? &e.q : nullptr;
    // Grow in steps, so a walk through growing positions does not recompute at every heap. Steps
    // of 8, not doubling: the cost grows faster than the heap (0.77: 0.17 s to heap 40, 1.7 s to
    // 78), and an analysis asks for its options' heaps before its own (39, then 40).
    constexpr std::uint32_t kGrowStep = 8;
    const std::uint32_t to = std::min(kMaxAnalysisHeap, std::max({n, e.asked + kGrowStep, 20u}));
    auto r = cgt::misere_quotient_prefix(heap_options_as_reached(rules), to, limits_);
    e.asked = to;
    e.ok = r.ok();
    if (r) e.q = std::move(r).value();
    return e.ok && e.q.max_heap >= n ? &e.q : nullptr;
}

std::string Quotients::missing(const octal::Rules& rules, std::uint32_t n) {
    const std::string code = octal::format_code(rules);
    if (n > kMaxAnalysisHeap)
        return "heap " + std::to_string(n) + " is beyond the largest heap a misère quotient is computed for here (" +
               std::to_string(kMaxAnalysisHeap) + ")";
    get(rules, n);
    const Entry& e = by_code_[code];
    if (!e.ok) return "no misère quotient of " + code + " was found";
    return "no misère quotient of " + code + " covers heap " + std::to_string(n) + ": it is proved up to heap " +
           std::to_string(e.q.max_heap) + " (order " + std::to_string(e.q.monoid.order) + "), and at " + e.q.stopped;
}

const cgt::MisereQuotient* Quotients::proved(const octal::Rules& rules) const {
    const auto it = by_code_.find(octal::format_code(rules));
    return it != by_code_.end() && it->second.ok ? &it->second.q : nullptr;
}

std::optional<Decided> decided(const octal::Rules& rules, const std::vector<std::uint64_t>& heaps, Quotients& quotients) {
    auto d = decide(rules, heaps, quotients);
    if (!d) return std::nullopt;
    const bool p = d->outcome == Outcome::P;
    return Decided{d->outcome, "By the " + d->method + ": the heaps' product " + d->element + (p ? " is" : " is not") +
                                   " in its P-portion, so this is a misère " + (p ? "P" : "N") + "-position."};
}

namespace {
// "ab^2" -> "ab^{2}", "1" -> "1": an element's name in math mode.
std::string tex_name(const std::string& name) {
    std::string out;
    for (std::size_t i = 0; i < name.size(); ++i) {
        if (name[i] != '^') {
            out += name[i];
            continue;
        }
        out += "^{";
        while (i + 1 < name.size() && name[i + 1] >= '0' && name[i + 1] <= '9') out += name[++i];
        out += "}";
    }
    return out;
}
} // namespace

std::string latex(const octal::Rules& rules, const cgt::MisereQuotient& q) {
    const std::string code = octal::format_code(rules);
    std::string t = "% Misère quotient of " + code + " for heaps up to " + std::to_string(q.max_heap) + " (Grundy Lab)\n";
    t += "\\[ \\mathcal{Q} = \\langle ";
    for (std::size_t i = 0; i < q.generators.size(); ++i) t += (i ? ", " : "") + q.generators[i];
    t += " \\mid ";
    for (std::size_t i = 0; i < q.relations.size(); ++i) {
        std::string rel = q.relations[i];
        const auto eq = rel.find(" = ");
        t += (i ? ",\\ " : "") + tex_name(rel.substr(0, eq)) + " = " + tex_name(rel.substr(eq + 3));
    }
    t += " \\rangle, \\qquad |\\mathcal{Q}| = " + std::to_string(q.monoid.order) + " \\]\n";
    t += "\\[ \\mathcal{P} = \\{";
    bool first = true;
    for (auto x : q.p_portion()) {
        t += (first ? "" : ", ") + tex_name(q.names[x]);
        first = false;
    }
    t += "\\} \\]\n";
    t += "\\begin{tabular}{r|llllllllll}\n & 0 & 1 & 2 & 3 & 4 & 5 & 6 & 7 & 8 & 9 \\\\ \\hline\n";
    for (std::uint32_t row = 0; row <= q.max_heap; row += 10) {
        t += std::to_string(row);
        for (std::uint32_t k = row; k < row + 10; ++k) t += k <= q.max_heap ? " & $" + tex_name(q.names[q.heap[k]]) + "$" : " &";
        t += " \\\\\n";
    }
    t += "\\end{tabular}\n";
    if (q.monoid.order <= kMaxTableOrder) {
        t += "\n% multiplication table; elements of the P-portion in bold\n{\\small\\begin{tabular}{c|" + std::string(q.monoid.order, 'c') + "}\n";
        auto cell = [&](std::uint32_t x) {
            const std::string n = "$" + tex_name(q.names[x]) + "$";
            return q.monoid.p[x] ? "$\\mathbf{" + tex_name(q.names[x]) + "}$" : n;
        };
        t += "$\\cdot$";
        for (std::uint32_t b = 0; b < q.monoid.order; ++b) t += " & " + cell(b);
        t += " \\\\ \\hline\n";
        for (std::uint32_t a = 0; a < q.monoid.order; ++a) {
            t += cell(a);
            for (std::uint32_t b = 0; b < q.monoid.order; ++b) t += " & " + cell(q.monoid.mul(a, b));
            t += " \\\\\n";
        }
        t += "\\end{tabular}}\n";
    }
    return t;
}

std::string quotient_json(const octal::Rules& rules, const cgt::MisereQuotient& q) {
    const auto& m = q.monoid;
    JsonWriter w;
    w.begin_object("");
    w.boolean("ok", true);
    w.str("code", octal::format_code(rules));
    w.num("maxHeap", q.max_heap);
    w.num("order", m.order);
    w.begin_array("generators");
    for (const auto& g : q.generators) w.str("", g);
    w.end_array();
    w.begin_array("generatorHeaps");
    for (auto h : q.generator_heaps) w.num("", h);
    w.end_array();
    w.begin_array("relations");
    for (const auto& rel : q.relations) w.str("", rel);
    w.end_array();
    w.begin_array("pPortion");
    for (auto x : q.p_portion()) w.str("", q.names[x]);
    w.end_array();
    w.begin_array("heaps");
    for (std::uint32_t h = 0; h <= q.max_heap; ++h) w.str("", q.names[q.heap[h]]);
    w.end_array();
    w.begin_array("elements");
    for (const auto& name : q.names) w.str("", name);
    w.end_array();
    w.begin_array("table"); // table[i][j] = elements[i] · elements[j]
    for (std::uint32_t a = 0; a < m.order; ++a) {
        w.begin_array("");
        for (std::uint32_t b = 0; b < m.order; ++b) w.str("", q.names[m.mul(a, b)]);
        w.end_array();
    }
    w.end_array();
    w.boolean("tame", q.tame_k >= 0);
    w.num("statesProved", q.states);
    w.end_object();
    return w.text();
}

std::string method_words(const octal::Rules& rules, const cgt::MisereQuotient& q) {
    return "misère quotient of " + octal::format_code(rules) + " up to heap " + std::to_string(q.max_heap) + ", order " +
           std::to_string(q.monoid.order);
}

std::optional<MisereDecision> decide(const octal::Rules& rules, const std::vector<std::uint64_t>& heaps, Quotients& quotients) {
    std::uint64_t largest = 0;
    for (auto h : heaps) largest = std::max(largest, h);
    if (largest > kMaxAnalysisHeap) return std::nullopt;
    const cgt::MisereQuotient* q = quotients.get(rules, static_cast<std::uint32_t>(std::max<std::uint64_t>(largest, 1)));
    if (!q) return std::nullopt;
    const auto& m = q->monoid;
    auto elem = [&](std::uint64_t h) { return q->heap[static_cast<std::size_t>(h)]; };
    std::uint32_t x = 0;
    for (auto h : heaps) x = m.mul(x, elem(h));
    MisereDecision d;
    d.outcome = m.p[x] ? Outcome::P : Outcome::N;
    d.method = method_words(rules, *q);
    d.element = q->names[x];
    // A move replaces heap i by its option: the others' product times the option's heaps.
    for (std::size_t i = 0; i < heaps.size(); ++i) {
        if (i > 0 && std::find(heaps.begin(), heaps.begin() + static_cast<std::ptrdiff_t>(i), heaps[i]) != heaps.begin() + static_cast<std::ptrdiff_t>(i))
            continue; // the same move from an equal heap
        std::uint32_t rest = 0;
        for (std::size_t j = 0; j < heaps.size(); ++j)
            if (j != i) rest = m.mul(rest, elem(heaps[j]));
        octal::for_each_option(rules, heaps[i], [&](const octal::HeapOption& o) {
            std::uint32_t y = rest;
            for (unsigned k = 0; k < o.parts; ++k)
                if (o.left[k] > 0) y = m.mul(y, elem(o.left[k]));
            if (m.p[y]) d.winning_moves.push_back(MisereMove{i, heaps[i], o});
        });
    }
    return d;
}

} // namespace gl::misere_heaps
