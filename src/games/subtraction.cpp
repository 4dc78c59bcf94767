#include "games/subtraction.h"

#include <algorithm>

#include "core/text.h"

namespace gl::subtraction {

struct SubtractionGame::Values {
    octal::PeriodSearch search;
};

const GameMeta& SubtractionGame::meta() {
    static const GameMeta m{"subtraction", "Subtraction game",
                            "Take k tokens from a heap for some k in the set S; whoever cannot move loses.",
                            "Ferguson, Game Theory, Part I, §1.4 (take-away games); Winning Ways, ch. 4",
                            "heap sizes separated by commas: 1 to 12 heaps of 0 to 1000000 tokens", "21",
                            "the set S: 1 to 64 distinct numbers from 1 to 64, e.g. 1,2,3 or {1,3,4}", "1,2,3"};
    return m;
}

Result<SubtractionGame> SubtractionGame::with_rules(std::string_view text) {
    auto code = octal::parse_subtraction(text, "rules");
    if (!code) return code.error();
    SubtractionGame g;
    for (std::size_t k = 1; k < code.value().digits.size(); ++k)
        if (code.value().digits[k]) g.set.push_back(k);
    // Enough values to prove the period of any set of small numbers at once; more on demand.
    g.values = std::make_shared<Values>(Values{octal::PeriodSearch(code.value(), 4096)});
    g.values->search.advance();
    return g;
}

std::string SubtractionGame::rules_text() const { return format_uint_list(set); }

Grundy SubtractionGame::value(std::uint64_t n) const {
    auto v = values->search.lookup(n);
    if (!v) {
        values->search.raise_limit(n + 1);
        values->search.advance();
        v = values->search.lookup(n);
    }
    return v ? v->value : 0;
}

std::optional<Decided> SubtractionGame::misere_form(const Position& p) const {
    auto rules = octal::subtraction(set);
    if (!rules) return std::nullopt;
    return misere_heaps::decided(rules.value(), p, *quotients);
}

std::string SubtractionGame::p_positions() const {
    const auto& q = values->search.periodicity();
    if (!q) return {};
    std::string residues, early;
    for (std::uint64_t n = q->preperiod; n < q->preperiod + q->period; ++n)
        if (value(n) == 0) residues += (residues.empty() ? "" : ", ") + std::to_string(n % q->period);
    for (std::uint64_t n = 0; n < q->preperiod; ++n)
        if (value(n) == 0) early += (early.empty() ? "" : ", ") + std::to_string(n);
    std::string s = residues.empty() ? "none from " + std::to_string(q->preperiod) + " on"
                                     : "n ≡ " + residues + " (mod " + std::to_string(q->period) + ")";
    if (q->preperiod > 0) s += " for n ≥ " + std::to_string(q->preperiod) + (early.empty() ? "" : "; and n = " + early);
    return s;
}

Result<SubtractionGame::Position> SubtractionGame::parse(std::string_view text, std::string_view field) const {
    return parse_uint_list(text, field, kMaxHeap, kMaxHeaps);
}

std::string SubtractionGame::format(const Position& p) const { return format_uint_list(p); }

std::vector<Option<SubtractionGame::Position>> SubtractionGame::options(const Position& p) const {
    std::vector<Option<Position>> out;
    for (std::size_t i = 0; i < p.size(); ++i)
        for (std::uint64_t k : set) {
            if (k > p[i]) break;
            Position q = p;
            q[i] -= k;
            std::string label = "take " + std::to_string(k) + " (" + std::to_string(p[i]) + " → " + std::to_string(q[i]) + ")";
            if (p.size() > 1) label = "heap " + std::to_string(i + 1) + ": " + label;
            out.push_back({std::move(label), std::move(q)});
        }
    return out;
}

std::optional<Closed> SubtractionGame::closed_form(const Position& p) const {
    Grundy total = 0;
    std::string terms;
    for (std::uint64_t n : p) {
        total ^= value(n);
        terms += (terms.empty() ? "" : " ⊕ ") + ("G(" + std::to_string(n) + ") = " + std::to_string(value(n)));
    }
    const auto& q = values->search.periodicity();
    std::string why = "S = {" + rules_text() + "}: ";
    if (q) why += "the nim-sequence has period " + std::to_string(q->period) + " from n0 = " + std::to_string(q->preperiod) +
                  " (proved by the periodicity theorem), so the P-positions of one heap are " + p_positions() + ". ";
    if (p.size() == 1) return Closed{total, why + "Here " + terms + (total == 0 ? ": a P-position." : ": an N-position.")};
    return Closed{total, why + "The heaps' values " + terms + " have nim-sum " + std::to_string(total) +
                             " (the Sprague-Grundy theorem)" + (total == 0 ? ": a P-position." : ": an N-position.")};
}

Picture SubtractionGame::picture(const Position& p, const std::vector<Option<Position>>& options) const {
    Picture pic;
    pic.layout = Picture::Layout::Stacks;
    pic.caption = "Click a token to take it and every token above it (if that many may be taken).";
    std::size_t k = 0;
    for (std::size_t i = 0; i < p.size(); ++i) {
        PictureRow row{"heap " + std::to_string(i + 1) + ": " + std::to_string(p[i]), {}};
        if (p[i] > kMaxDrawn) { // one cell, offering every move of the heap
            row.cells.push_back(Cell{Glyph::Label, std::to_string(p[i]), {}});
            for (; k < options.size() && options[k].to.size() == p.size() && options[k].to[i] != p[i]; ++k)
                row.cells[0].moves.push_back(static_cast<int>(k));
        } else {
            for (std::uint64_t j = 0; j < p[i]; ++j) row.cells.push_back(Cell{Glyph::Token, "", {}});
            for (; k < options.size() && options[k].to[i] != p[i]; ++k) row.cells[options[k].to[i]].moves.push_back(static_cast<int>(k));
        }
        pic.rows.push_back(std::move(row));
    }
    return pic;
}

std::vector<std::pair<std::string, std::string>> SubtractionGame::facts(const Position& p) const {
    std::vector<std::pair<std::string, std::string>> out{{"S", "{" + rules_text() + "}"}};
    if (const auto& q = values->search.periodicity()) {
        out.emplace_back("period", std::to_string(q->period) + " from n0 = " + std::to_string(q->preperiod));
        out.emplace_back("P-positions", p_positions());
    }
    for (std::size_t i = 0; i < p.size(); ++i) out.emplace_back("G(" + std::to_string(p[i]) + ")", std::to_string(value(p[i])));
    return out;
}

} // namespace gl::subtraction
