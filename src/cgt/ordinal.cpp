// ordinal.cpp - ordinals below ω^ω: arithmetic, text forms, the nim-sum and transfinite Welter's value.
#include "cgt/ordinal.h"

#include <algorithm>
#include <map>

#include "core/text.h"

namespace gl::ordinal {

//-----------------------------------------------------------------------------
// [SECTION] Arithmetic
//-----------------------------------------------------------------------------

Ordinal Ordinal::finite(std::uint64_t n) {
    Ordinal a;
    if (n) a.c = {n};
    return a;
}

Ordinal Ordinal::omega_power(std::size_t e, std::uint64_t coefficient) {
    Ordinal a;
    a.c.assign(e + 1, 0);
    a.c[e] = coefficient;
    a.trim();
    return a;
}

void Ordinal::trim() {
    while (!c.empty() && c.back() == 0) c.pop_back();
}

std::strong_ordering Ordinal::operator<=>(const Ordinal& o) const {
    if (c.size() != o.c.size()) return c.size() <=> o.c.size();
    for (std::size_t i = c.size(); i-- > 0;)
        if (c[i] != o.c[i]) return c[i] <=> o.c[i];
    return std::strong_ordering::equal;
}

Ordinal plus(const Ordinal& a, const Ordinal& b) {
    if (b.is_zero()) return a;
    const std::size_t lead = b.c.size() - 1;
    Ordinal s = b;
    for (std::size_t i = lead + 1; i < a.c.size(); ++i) s.c.push_back(a.c[i]);
    if (lead < a.c.size()) s.c[lead] += a.c[lead];
    s.trim();
    return s;
}

Ordinal omega_times_plus(const Ordinal& a, std::uint64_t g) {
    Ordinal s;
    s.c.push_back(g);
    s.c.insert(s.c.end(), a.c.begin(), a.c.end());
    s.trim();
    return s;
}

Ordinal two_times_plus(const Ordinal& a, std::uint64_t g) {
    Ordinal s = a;
    if (s.c.empty()) s.c.push_back(0);
    s.c[0] = 2 * s.c[0] + g;
    s.trim();
    return s;
}

Ordinal q_omega(const Ordinal& a) {
    Ordinal q;
    if (a.c.size() > 1) q.c.assign(a.c.begin() + 1, a.c.end());
    return q;
}

Ordinal q_two(const Ordinal& a) {
    Ordinal q = a;
    if (!q.c.empty()) q.c[0] /= 2;
    q.trim();
    return q;
}

Ordinal nim_sum(const Ordinal& a, const Ordinal& b) {
    Ordinal s;
    s.c.assign(std::max(a.c.size(), b.c.size()), 0);
    for (std::size_t i = 0; i < s.c.size(); ++i) s.c[i] = a.coef(i) ^ b.coef(i);
    s.trim();
    return s;
}

Ordinal nim_sum(const std::vector<Ordinal>& v) {
    Ordinal s;
    for (const Ordinal& a : v) s = nim_sum(s, a);
    return s;
}

//-----------------------------------------------------------------------------
// [SECTION] Text
//-----------------------------------------------------------------------------

namespace {

const char* kSuperscript[] = {"⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"};

std::string term_text(std::size_t e, std::uint64_t c, bool ascii) {
    if (e == 0) return std::to_string(c);
    std::string s = ascii ? "w" : "ω";
    if (e > 1) s += ascii ? "^" + std::to_string(e) : std::string(kSuperscript[e]);
    if (c > 1) s += (ascii ? "*" : "·") + std::to_string(c);
    return s;
}

std::string joined_terms(const Ordinal& a, bool ascii) {
    if (a.is_zero()) return "0";
    std::string s;
    for (std::size_t i = a.c.size(); i-- > 0;)
        if (a.c[i]) s += (s.empty() ? "" : ascii ? "+" : " + ") + term_text(i, a.c[i], ascii);
    return s;
}

bool is_omega_at(std::string_view s, std::size_t i, std::size_t* len) {
    if (s[i] == 'w' || s[i] == 'W') return *len = 1, true;
    if (s.substr(i, 2) == "ω") return *len = 2, true;
    return false;
}

void skip_spaces(std::string_view s, std::size_t& i) {
    while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
}

// Digits at i (at least one): the number, or an error naming the place.
Result<std::uint64_t> number_at(std::string_view s, std::size_t& i, std::string_view field, std::size_t base,
                                std::uint64_t max, const std::string& what) {
    const std::size_t start = i;
    std::uint64_t v = 0;
    while (i < s.size() && s[i] >= '0' && s[i] <= '9') {
        v = v * 10 + static_cast<std::uint64_t>(s[i] - '0');
        if (v > max) return Error{std::string(field), base + start, what + " " + echo(s.substr(start, i + 1 - start)) + "… is too large: at most " + std::to_string(max)};
        ++i;
    }
    return v;
}

} // namespace

std::string text(const Ordinal& a) { return joined_terms(a, true); }
std::string pretty(const Ordinal& a) { return joined_terms(a, false); }

Result<Ordinal> parse(std::string_view s, std::string_view field, std::size_t base) {
    const std::string f(field);
    Ordinal sum;
    std::size_t i = 0;
    skip_spaces(s, i);
    if (i == s.size()) return Error{f, base + i, "an ordinal is missing: write one such as w^2*3+w+5 (w or ω for omega)"};
    while (true) {
        skip_spaces(s, i);
        if (i == s.size()) return Error{f, base + i, "'+' needs a term after it"};
        std::size_t len = 0;
        std::size_t exponent = 0;
        std::uint64_t coefficient = 1;
        if (is_omega_at(s, i, &len)) {
            const std::size_t w_at = i;
            i += len;
            exponent = 1;
            if (i < s.size() && s[i] == '^') {
                ++i;
                skip_spaces(s, i);
                if (i == s.size() || s[i] < '0' || s[i] > '9')
                    return Error{f, base + i, "'" + std::string(s.substr(w_at, len)) + "^' needs an exponent (a whole number 0 to " +
                                                  std::to_string(kMaxExponent) + ")"};
                auto e = number_at(s, i, field, base, kMaxExponent, "the exponent");
                if (!e) return Error{f, e.error().offset, e.error().message + " (ordinals below ω^" + std::to_string(kMaxExponent + 1) + ")"};
                exponent = static_cast<std::size_t>(e.value());
            }
            // The coefficient follows at once (w3), or after '*' or '·' (w * 3); a space alone ends the term,
            // because a link's '+' arrives as a space ("w^2*3 w 5" = ω²·3 + ω + 5).
            const std::size_t after = i;
            skip_spaces(s, i);
            if (i >= s.size() || (s[i] != '*' && s.substr(i, 2) != "·")) i = after;
            if (i < s.size() && (s[i] == '*' || s.substr(i, 2) == "·")) {
                i += s[i] == '*' ? 1 : 2;
                skip_spaces(s, i);
                if (i == s.size() || s[i] < '0' || s[i] > '9') return Error{f, base + i, "'*' needs a coefficient (a whole number) after it"};
            }
            if (i < s.size() && s[i] >= '0' && s[i] <= '9') {
                auto c = number_at(s, i, field, base, kMaxCoefficient, "the coefficient");
                if (!c) return c.error();
                coefficient = c.value();
            }
        } else if (s[i] >= '0' && s[i] <= '9') {
            auto c = number_at(s, i, field, base, kMaxCoefficient, "the number");
            if (!c) return c.error();
            coefficient = c.value();
        } else {
            return Error{f, base + i, quote_at(s, i) + " is not part of an ordinal: write terms such as w^2*3, w or 5 joined by '+'"};
        }
        sum = plus(sum, Ordinal::omega_power(exponent, coefficient));
        if (sum.coef(exponent) > kMaxCoefficient)
            return Error{f, base + i, "the coefficient of " + term_text(exponent, 1, false) + " adds up to more than " + std::to_string(kMaxCoefficient)};
        const std::size_t end = i;
        skip_spaces(s, i);
        if (i == s.size()) break;
        if (s[i] == '+') {
            ++i;
            continue;
        }
        std::size_t len2 = 0;
        const bool term_start = is_omega_at(s, i, &len2) || (s[i] >= '0' && s[i] <= '9');
        if (i == end || !term_start)
            return Error{f, base + i, quote_at(s, i) + " is not allowed here: terms are joined by '+'"};
    }
    return sum;
}

Result<std::vector<Ordinal>> parse_list(std::string_view s, std::string_view field, std::size_t max_items) {
    std::vector<Ordinal> out;
    std::size_t start = 0;
    while (true) {
        const std::size_t comma = s.find(',', start);
        const std::string_view item = s.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start);
        if (out.size() == max_items)
            return Error{std::string(field), start, "too many items: at most " + std::to_string(max_items)};
        auto a = parse(item, field, start);
        if (!a) return a.error();
        out.push_back(a.value());
        if (comma == std::string_view::npos) break;
        start = comma + 1;
    }
    return out;
}

std::string text_list(const std::vector<Ordinal>& v) {
    std::string s;
    for (const Ordinal& a : v) s += (s.empty() ? "" : ",") + text(a);
    return s;
}

//-----------------------------------------------------------------------------
// [SECTION] Transfinite Welter's game
//-----------------------------------------------------------------------------

namespace {
std::uint64_t finite_mate(std::uint64_t m, std::uint64_t n) {
    const std::uint64_t x = m ^ n;
    return x ^ (x - 1);
}
} // namespace

Ordinal welter_value(const std::vector<Ordinal>& coins) {
    Ordinal v = nim_sum(coins);
    std::uint64_t mates = 0;
    for (std::size_t i = 0; i < coins.size(); ++i)
        for (std::size_t j = i + 1; j < coins.size(); ++j)
            if (q_omega(coins[i]) == q_omega(coins[j])) mates ^= finite_mate(coins[i].finite_part(), coins[j].finite_part());
    return nim_sum(v, Ordinal::finite(mates));
}

std::uint64_t block_welter_sum(const std::vector<Ordinal>& coins) {
    std::map<Ordinal, std::vector<std::uint64_t>> blocks;
    for (const Ordinal& a : coins) blocks[q_omega(a)].push_back(a.finite_part());
    std::uint64_t s = 0;
    for (const auto& [q, r] : blocks) {
        for (std::size_t i = 0; i < r.size(); ++i) {
            s ^= r[i];
            for (std::size_t j = i + 1; j < r.size(); ++j) s ^= finite_mate(r[i], r[j]);
        }
    }
    return s;
}

} // namespace gl::ordinal
