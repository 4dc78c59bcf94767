// onim.cpp - transfinite Nim, and the ruleset shared by games on lists of ordinals.
// Index:
//   [SECTION] Text and moves       parsing, typed moves, the listed moves
//   [SECTION] Analysis             the ordinal value, winning moves, the board
//   [SECTION] Transfinite Nim      the coefficient-wise nim-sum and Theorem 3.1 on the position
#include "games/onim.h"

#include <algorithm>

#include "core/ruleset.h"
#include "core/text.h"
#include "games/nim.h"

namespace gl::onim {

using ordinal::pretty;

std::string pretty_list(const Ordinals& p, const char* sep) {
    // Between ⊕ signs an ordinal of several terms is bracketed: (ω + 2) ⊕ 7, not ω + 2 ⊕ 7.
    const bool bracket = std::string_view(sep).find("⊕") != std::string_view::npos;
    std::string s;
    for (const Ordinal& a : p) {
        const std::string t = pretty(a);
        s += (s.empty() ? "" : sep) + (bracket && t.find(" + ") != std::string::npos ? "(" + t + ")" : t);
    }
    return s;
}

namespace {

std::string power_name(std::size_t e) {
    if (e == 0) return "ω⁰ (finite part)";
    return pretty(Ordinal::omega_power(e));
}

} // namespace

std::vector<std::pair<std::string, std::string>> coefficient_rows(const Ordinals& p, const Ordinal& extra) {
    std::size_t top = extra.c.size();
    for (const Ordinal& a : p) top = std::max(top, a.c.size());
    std::vector<std::pair<std::string, std::string>> rows;
    for (std::size_t e = top; e-- > 0;) {
        std::string s;
        std::uint64_t x = 0;
        for (const Ordinal& a : p) {
            s += (s.empty() ? "" : " ⊕ ") + std::to_string(a.coef(e));
            x ^= a.coef(e);
        }
        if (!extra.is_zero() || e == 0) {
            if (extra.coef(e)) {
                s += " ⊕ " + std::to_string(extra.coef(e)) + " (mates)";
                x ^= extra.coef(e);
            }
        }
        rows.push_back({"coefficient of " + power_name(e), s + " = " + std::to_string(x)});
    }
    return rows;
}

//-----------------------------------------------------------------------------
// [SECTION] Text and moves
//-----------------------------------------------------------------------------

Result<Ordinals> OrdinalGame::parse(std::string_view text, std::string_view field) const {
    auto list = ordinal::parse_list(text, field, kMaxParts);
    if (!list) return list.error();
    Ordinals p = list.value();
    if (coins()) {
        for (std::size_t k = 1; k < p.size(); ++k)
            for (std::size_t j = 0; j < k; ++j)
                if (p[j] == p[k]) {
                    std::size_t at = 0;
                    for (std::size_t n = 0; n < k; ++n) at = text.find(',', at) + 1;
                    while (at < text.size() && text[at] == ' ') ++at;
                    return Error{std::string(field), at,
                                 "coin " + std::to_string(k + 1) + " repeats square " + ordinal::text(p[k]) + " (coin " +
                                     std::to_string(j + 1) + " is there): each square holds at most one coin"};
                }
        std::sort(p.begin(), p.end());
    }
    return p;
}

Result<std::string> OrdinalGame::canonical(std::string_view pos, std::string_view field) const {
    auto p = parse(pos, field);
    if (!p) return p.error();
    return format(p.value());
}

Result<Ordinals> OrdinalGame::apply(const Ordinals& p, std::size_t part, const Ordinal& to, std::string_view field) const {
    if (part >= p.size()) return Error{std::string(field), Error::kWhole, "there is no " + part_word() + " " + std::to_string(part + 1)};
    if (!(to < p[part]))
        return Error{std::string(field), Error::kWhole,
                     pretty(to) + " is not smaller than " + pretty(p[part]) + ": a move makes a " + part_word() + " smaller"};
    Ordinals q = p;
    q[part] = to;
    if (coins()) {
        for (std::size_t j = 0; j < p.size(); ++j)
            if (j != part && p[j] == to)
                return Error{std::string(field), Error::kWhole,
                             "square " + pretty(to) + " holds coin " + std::to_string(j + 1) + ": a coin moves to an empty square"};
        std::sort(q.begin(), q.end());
    }
    return q;
}

std::string OrdinalGame::move_label(const Ordinals& p, std::size_t part, const Ordinal& to) const {
    return part_word() + " " + std::to_string(part + 1) + ": " + pretty(p[part]) + " → " + pretty(to);
}

std::vector<std::pair<std::size_t, Ordinal>> OrdinalGame::listed(const Ordinals& p) const {
    std::vector<std::pair<std::size_t, Ordinal>> out;
    std::vector<Ordinals> seen;
    auto add = [&](std::size_t part, const Ordinal& to) {
        auto q = apply(p, part, to, "move");
        if (!q || std::find(seen.begin(), seen.end(), q.value()) != seen.end()) return;
        seen.push_back(q.value());
        out.push_back({part, to});
    };
    for (const auto& [part, to] : winning(p)) add(part, to);
    // Finite parts have finitely many options: list them all while few (then the mex table is whole).
    std::uint64_t total = 0;
    bool finite = true;
    for (const Ordinal& a : p) {
        finite = finite && a.is_finite();
        total += a.finite_part();
    }
    if (finite && total <= kListAll) {
        for (std::size_t i = 0; i < p.size(); ++i)
            for (std::uint64_t n = p[i].finite_part(); n-- > 0;) add(i, Ordinal::finite(n));
        return out;
    }
    for (std::size_t i = 0; i < p.size(); ++i) {
        if (p[i].is_zero()) continue;
        // The last term lowered by one (ω·2 → ω, ω → 0, 7 → 6): the slowest way down.
        Ordinal down = p[i];
        for (std::size_t e = 0; e < down.c.size(); ++e)
            if (down.c[e]) {
                --down.c[e];
                break;
            }
        down.trim();
        for (int tries = 0; coins() && tries < 64 && std::find(p.begin(), p.end(), down) != p.end() && !down.is_zero(); ++tries) {
            if (down.c[0] == 0) break;
            --down.c[0];
            down.trim();
        }
        add(i, down);
        // The lowest empty square (coins) or 0 (heaps).
        Ordinal low;
        if (coins())
            for (std::uint64_t n = 0; n < 64 && std::find(p.begin(), p.end(), low) != p.end(); ++n) low = Ordinal::finite(n + 1);
        add(i, low);
    }
    return out;
}

Result<std::vector<GameMove>> OrdinalGame::moves(std::string_view pos) const {
    auto p = parse(pos, "pos");
    if (!p) return p.error();
    std::vector<GameMove> out;
    for (const auto& [part, to] : listed(p.value()))
        if (auto q = apply(p.value(), part, to, "move")) out.push_back(GameMove{move_label(p.value(), part, to), format(q.value()), Side::Both});
    return out;
}

std::size_t OrdinalGame::option_count(std::string_view pos) const {
    auto m = moves(pos);
    return m ? m.value().size() : 0;
}

std::vector<std::string> OrdinalGame::parts(std::string_view pos) const {
    std::vector<std::string> out;
    auto p = parse(pos, "pos");
    if (!p) return out;
    for (std::size_t i = 0; i < p.value().size(); ++i)
        out.push_back(part_word() + " " + std::to_string(i + 1) + ": " + pretty(p.value()[i]));
    return out;
}

Result<GameMove> OrdinalGame::move_to(std::string_view pos, std::size_t part, std::string_view text, std::string_view field) const {
    auto p = parse(pos, "pos");
    if (!p) return p.error();
    auto to = ordinal::parse(text, field);
    if (!to) return to.error();
    auto q = apply(p.value(), part, to.value(), field);
    if (!q) return q.error();
    return GameMove{move_label(p.value(), part, to.value()), format(q.value()), Side::Both};
}

//-----------------------------------------------------------------------------
// [SECTION] Analysis
//-----------------------------------------------------------------------------

std::optional<Grundy> OrdinalGame::grundy(std::string_view pos, std::size_t) const {
    auto p = parse(pos, "pos");
    if (!p) return std::nullopt;
    const Ordinal v = value(p.value());
    if (!v.is_finite()) return std::nullopt;
    return v.finite_part();
}

std::optional<Grundy> OrdinalGame::search_grundy(std::string_view pos, std::size_t budget) const {
    auto p = parse(pos, "pos");
    if (!p) return std::nullopt;
    std::vector<std::uint64_t> finite;
    for (const Ordinal& a : p.value()) {
        if (!a.is_finite()) return std::nullopt; // infinitely many options: no plain search
        finite.push_back(a.finite_part());
    }
    return finite_search(finite, budget);
}

Result<Analysis> OrdinalGame::analyse(std::string_view pos, Play play, std::size_t) const {
    auto parsed = parse(pos, "pos");
    if (!parsed) return parsed.error();
    const Ordinals& p = parsed.value();
    Analysis a;
    a.game = std::string(meta().id);
    a.position = format(p);
    a.play = Play::Normal;
    (void)play; // normal play only (meta().normal_play_only)
    const Ordinal v = value(p);
    a.ordinal = ordinal::text(v);
    if (v.is_finite()) a.value = v.finite_part();
    a.outcome = v.is_zero() ? Outcome::P : Outcome::N;
    a.method = Method::ClosedForm;
    bool any = false;
    for (const Ordinal& x : p) any = any || !x.is_zero();
    a.link = position_query(*this, a.position, Play::Normal);
    a.facts = facts(p);
    for (const auto& [part, to] : winning(p))
        if (auto q = apply(p, part, to, "move")) a.winning_moves.push_back(GameMove{move_label(p, part, to), format(q.value()), Side::Both});
    // The listed options: the winning moves (value 0) and a few others with their values.
    for (const auto& [part, to] : listed(p)) {
        auto q = apply(p, part, to, "move");
        if (!q) continue;
        const Ordinal w = value(q.value());
        OptionValue ov;
        ov.move = GameMove{move_label(p, part, to), format(q.value()), Side::Both};
        ov.outcome = w.is_zero() ? Outcome::P : Outcome::N;
        if (w.is_finite()) ov.value = w.finite_part();
        a.options.push_back(std::move(ov));
    }
    a.option_count = a.options.size();
    a.game_over = a.options.empty();
    (void)any;
    a.reason = reason(p, v);
    return a;
}

Result<Picture> OrdinalGame::picture(std::string_view pos) const {
    auto parsed = parse(pos, "pos");
    if (!parsed) return parsed.error();
    const Ordinals& p = parsed.value();
    const auto l = listed(p);
    Picture pic;
    pic.caption = "Each " + part_word() + " is an ordinal in Cantor normal form. Type a " + part_word() +
                  "'s new (smaller) ordinal under \"Your move\", or click a " + part_word() + " for the listed moves.";
    for (std::size_t i = 0; i < p.size(); ++i) {
        PictureRow row{part_word() + " " + std::to_string(i + 1), {}};
        Cell whole{Glyph::Label, pretty(p[i]), {}};
        for (std::size_t m = 0; m < l.size(); ++m)
            if (l[m].first == i) {
                whole.moves.push_back(static_cast<int>(m));
                whole.part_of.push_back(static_cast<int>(m));
            }
        row.cells.push_back(std::move(whole));
        // The terms, highest power first, as counters: ω-power blocks the eye can compare.
        for (std::size_t e = p[i].c.size(); e-- > 0;)
            if (p[i].c[e]) row.cells.push_back(Cell{Glyph::Token, e == 0 ? std::to_string(p[i].c[e]) : pretty(Ordinal::omega_power(e, p[i].c[e])), {}});
        pic.rows.push_back(std::move(row));
    }
    if (p.size()) pic.rows.front().heading = coins() ? "Coins on the squares below ω^10 (terms of each square as tokens)"
                                                     : "Heaps below ω^10 (the terms of each heap as tokens)";
    return pic;
}

//-----------------------------------------------------------------------------
// [SECTION] Transfinite Nim
//-----------------------------------------------------------------------------

const GameMeta& OnimRuleset::static_meta() {
    static const GameMeta m{
        "onim", "Transfinite Nim",
        "Heaps are ordinals below ω^10: a move replaces one heap by any smaller ordinal (typed as the new ordinal); whoever "
        "cannot move loses.",
        "Conway, On Numbers and Games, ch. 13 (transfinite Nim); Kayada, Generalizations of the Sato–Welter game, Theorem 3.1",
        "heaps as ordinals in Cantor normal form separated by commas: terms w^E*C joined by + (w or ω; E 0 to 9; C 0 to 16383; "
        "the * may be left out: w3 = w*3), 1 to 12 heaps",
        "w^2*3+w+5,w+2,7",
        {}, {}, true, "rules", true};
    return m;
}

std::vector<std::pair<std::size_t, Ordinal>> OnimRuleset::winning(const Ordinals& p) const {
    std::vector<std::pair<std::size_t, Ordinal>> out;
    const Ordinal v = value(p);
    if (v.is_zero()) return out;
    for (std::size_t i = 0; i < p.size(); ++i) {
        const Ordinal t = ordinal::nim_sum(v, p[i]);
        if (t < p[i]) out.push_back({i, t});
    }
    return out;
}

std::string OnimRuleset::reason(const Ordinals& p, const Ordinal& v) const {
    std::string why = "The nim-sum of ordinals is the nim-sum of each power's coefficients (Theorem 3.1 with τ = ω, 2^ω = ω: "
                      "V = ω·V(q_ω) + V(r_ω), applied power by power): " +
                      pretty_list(p, " ⊕ ") + " = " + pretty(v);
    why += v.is_zero() ? ". It is 0: every move changes one coefficient column and leaves a non-zero value, so the player to move loses."
                       : ". It is not 0: find the highest power whose column is not 0, take a heap with a 1 in that column's leading "
                         "bit, and replace it by its nim-sum with the value; the result is smaller, and the nim-sum becomes 0.";
    return why + " (Conway, On Numbers and Games, ch. 13; Kayada, Theorem 3.1.)";
}

std::vector<std::pair<std::string, std::string>> OnimRuleset::facts(const Ordinals& p) const {
    std::vector<std::pair<std::string, std::string>> out;
    out.push_back({"heaps", pretty_list(p)});
    for (auto& r : coefficient_rows(p)) out.push_back(std::move(r));
    const Ordinal v = value(p);
    out.push_back({"value (nim-sum)", pretty(v) + (v.is_zero() ? " (a P-position)" : " (an N-position)")});
    // Theorem 3.1 for τ = 1 (μ = 2) and τ = ω (μ = ω), checked on this position.
    Ordinals q2, qw;
    std::uint64_t r2 = 0, rw = 0;
    for (const Ordinal& a : p) {
        q2.push_back(ordinal::q_two(a));
        r2 ^= a.finite_part() & 1;
        qw.push_back(ordinal::q_omega(a));
        rw ^= a.finite_part();
    }
    const Ordinal by2 = ordinal::two_times_plus(ordinal::nim_sum(q2), r2);
    const Ordinal byw = ordinal::omega_times_plus(ordinal::nim_sum(qw), rw);
    out.push_back({"Theorem 3.1, τ = 1: 2·V(q₂) + V(r₂)", "2·(" + pretty(ordinal::nim_sum(q2)) + ") + " + std::to_string(r2) + " = " +
                                                              pretty(by2) + (by2 == v ? " = V ✓" : " ≠ V ✗")});
    out.push_back({"Theorem 3.1, τ = ω: ω·V(q_ω) + V(r_ω)", "ω·(" + pretty(ordinal::nim_sum(qw)) + ") + " + std::to_string(rw) + " = " +
                                                                pretty(byw) + (byw == v ? " = V ✓" : " ≠ V ✗")});
    return out;
}

std::optional<Grundy> OnimRuleset::finite_search(const std::vector<std::uint64_t>& p, std::size_t budget) const {
    for (std::uint64_t h : p)
        if (h > nim::NimGame::kMaxHeap) return std::nullopt;
    nim::NimGame g;
    BudgetSearch<nim::NimGame> s(g, budget, false);
    return s.grundy(p);
}

Result<std::unique_ptr<Ruleset>> make(std::string_view rules) {
    if (!rules.empty()) return Error{"rules", Error::kWhole, "Transfinite Nim has no rule parameter; remove rules="};
    return std::unique_ptr<Ruleset>(std::make_unique<OnimRuleset>());
}

} // namespace gl::onim
