// calc.cpp - the calculator. Index:
//   [SECTION] Parser       the notation of calc.h, errors naming the character
//   [SECTION] Evaluation   parts of the sum, canonical forms with their derivation
//   [SECTION] Outcome      from the canonical form, or by search over the parts when too large
//   [SECTION] Calculator   calculate() and compare_exprs()
#include "cgt/calc.h"
#include "cgt/misere_calc.h"
#include "cgt/loopy.h"

#include "cgt/algebra.h"
#include "cgt/methods.h"
#include "core/text.h"

#include <algorithm>
#include <map>

namespace gl::cgt {

//-----------------------------------------------------------------------------
// [SECTION] Parser
//-----------------------------------------------------------------------------

namespace {

// The character index (not the byte) of byte offset `at`: messages count characters.
std::size_t char_index(std::string_view t, std::size_t at) {
    std::size_t n = 0;
    for (std::size_t i = 0; i < at && i < t.size(); ++i)
        if ((static_cast<unsigned char>(t[i]) & 0xC0) != 0x80) ++n;
    return n + (at > t.size() ? at - t.size() : 0);
}

// The whole UTF-8 character at `at`, quoted.
std::string quote_at(std::string_view t, std::size_t at) {
    std::size_t len = 1;
    const auto c = static_cast<unsigned char>(t[at]);
    if (c >= 0xF0) len = 4;
    else if (c >= 0xE0) len = 3;
    else if (c >= 0xC0) len = 2;
    if (c == ' ') return "a space";
    if (c < 0x20 || c == 0x7f) return "a control character";
    return "'" + std::string(t.substr(at, len)) + "'";
}

constexpr std::string_view kUp = "\xE2\x86\x91", kDown = "\xE2\x86\x93", kPlusMinus = "\xC2\xB1", kMinus = "\xE2\x88\x92";

class Parser {
  public:
    Parser(std::string_view t, const Limits& lim, std::string_view field) : t_(t), lim_(lim), field_(field) {}

    Result<Parsed> run() {
        skip();
        if (i_ == t_.size()) return err(i_, "is empty: type a game, e.g. {0,*|1}, {3||2|1} or 1/2*");
        auto r = relation();
        if (!r) return r.error();
        skip();
        if (i_ < t_.size()) return err(i_, unexpected());
        out_.root = r.value();
        return std::move(out_);
    }

  private:
    using R = Result<int>;
    Error err(std::size_t at, std::string msg) const { return Error{field_, char_index(t_, at), std::move(msg)}; }
    void skip() { while (i_ < t_.size() && (t_[i_] == ' ' || t_[i_] == '\t' || t_[i_] == '\n' || t_[i_] == '\r')) ++i_; }
    bool at(std::string_view s) const { return t_.substr(i_, s.size()) == s; }
    char ch(std::size_t k = 0) const { return i_ + k < t_.size() ? t_[i_ + k] : '\0'; }
    static bool is_digit(char c) { return c >= '0' && c <= '9'; }
    static bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
    // 'v' is down unless a letter other than v follows a run of v's (CGSuite: "vv" is down twice,
    // "val" is a name).
    bool at_down_letter() const {
        if (ch() != 'v') return false;
        std::size_t k = i_;
        while (k < t_.size() && t_[k] == 'v') ++k;
        return !(k < t_.size() && (is_letter(t_[k]) && t_[k] != 'v'));
    }
    bool at_up() const { return ch() == '^' || at(kUp); }
    bool at_down() const { return at_down_letter() || at(kDown); }
    bool at_plus_minus() const { return at("+-") || at(kPlusMinus); }
    // Whether an operand starts here (after skipping spaces): what may follow a binary operator.
    bool operand_ahead() {
        const std::size_t save = i_;
        skip();
        const char c = ch();
        const bool r = is_digit(c) || c == '(' || c == '{' || c == '*' || at_up() || at_down() || is_letter(c) ||
                       c == '-' || at(kMinus) || at_plus_minus();
        i_ = save;
        return r;
    }
    std::string unexpected() const {
        const char c = t_[i_];
        if (c == '}') return "'}' has no matching '{'";
        if (c == ')') return "')' has no matching '('";
        if (c == '|') return "'|' outside braces: options go inside {...|...}, as {3||2|1} or {2|{1|0}}";
        if (c == ',') return "',' outside braces: options are separated by commas inside {...|...}";
        if (c == '=') return "'=' alone: compare with == (or <=, >=, <, >, <>, <|, |>)";
        if (c == '<' || c == '>') return "one comparison at a time: (G < H) < K is not a game";
        return quote_at(t_, i_) + " is not part of a game (numbers, *, ^, v, {L|R}, +, -, +-, :, *, ., parentheses)";
    }
    int add(Expr e) {
        out_.nodes.push_back(std::move(e));
        return static_cast<int>(out_.nodes.size()) - 1;
    }
    int node(Expr::Kind k, std::vector<int> kids, std::size_t begin, std::string name = {}) {
        Expr e;
        e.kind = k;
        e.begin = begin;
        e.end = kids.empty() ? i_ : std::max(i_, out_.nodes[kids.back()].end);
        e.end = std::min(e.end, i_);
        e.kids = std::move(kids);
        e.name = std::move(name);
        return add(std::move(e));
    }
    Result<bool> enter() {
        if (++depth_ > lim_.max_depth)
            return err(i_, "nested more than " + std::to_string(lim_.max_depth) + " deep (braces, parentheses and signs)");
        return true;
    }

    // relation := additive (relop additive)?
    R relation() {
        skip();
        const std::size_t begin = i_;
        auto a = additive();
        if (!a) return a;
        skip();
        static constexpr std::string_view ops[] = {"==", "!=", "<=", ">=", "<>", "<|", "|>", "<", ">"};
        for (std::string_view op : ops)
            if (at(op)) {
                i_ += op.size();
                auto b = additive();
                if (!b) return b;
                return node(Expr::Kind::Relation, {a.value(), b.value()}, begin, std::string(op));
            }
        return a;
    }

    // additive := ordinal (('+' | '-') ordinal | '+-' ordinal)*
    R additive() {
        skip();
        const std::size_t begin = i_;
        std::vector<int> kids;
        auto first = unary_or_ordinal();
        if (!first) return first;
        kids.push_back(first.value());
        while (true) {
            skip();
            const std::size_t op = i_;
            if (at_plus_minus()) {
                i_ += at("+-") ? 2 : kPlusMinus.size();
                auto pm = plus_minus_operand(op);
                if (!pm) return pm;
                kids.push_back(pm.value());
            } else if (ch() == '+') {
                ++i_;
                auto next = unary_or_ordinal();
                if (!next) return next;
                kids.push_back(next.value());
            } else if (ch() == '-' || at(kMinus)) {
                i_ += ch() == '-' ? 1 : kMinus.size();
                auto next = unary_or_ordinal();
                if (!next) return next;
                kids.push_back(node(Expr::Kind::Negative, {next.value()}, op));
            } else {
                break;
            }
        }
        if (kids.size() == 1) return kids[0];
        return node(Expr::Kind::Sum, std::move(kids), begin);
    }

    // The operand of a binary or unary '+-': +-(a, b, ...) or +-G.
    R plus_minus_operand(std::size_t op) {
        if (auto d = enter(); !d) return d.error();
        skip();
        R r = 0;
        if (ch() == '(') {
            auto t = primary(); // (a) or (a, b, ...)
            if (!t) return t;
            std::vector<int> kids = out_.nodes[t.value()].kind == Expr::Kind::Tuple ? out_.nodes[t.value()].kids
                                                                                      : std::vector<int>{t.value()};
            // +-(a, b).Temperature: a method on the switch itself
            r = node(Expr::Kind::PlusMinus, std::move(kids), op);
            auto p = postfix_of(r.value(), op);
            if (!p) return p;
            r = p.value();
        } else {
            auto x = ordinal();
            if (!x) return x;
            r = node(Expr::Kind::PlusMinus, {x.value()}, op);
        }
        --depth_;
        return r;
    }

    // A sign or +- before an ordinal sum: -G, +G, +-G, +-(a, b).
    R unary_or_ordinal() {
        skip();
        const std::size_t begin = i_;
        if (at_plus_minus()) {
            i_ += at("+-") ? 2 : kPlusMinus.size();
            return plus_minus_operand(begin);
        }
        return ordinal();
    }

    // ordinal := multiplicative (':' multiplicative)*
    R ordinal() {
        skip();
        const std::size_t begin = i_;
        auto a = multiplicative();
        if (!a) return a;
        int acc = a.value();
        while (true) {
            skip();
            if (ch() != ':') break;
            ++i_;
            auto b = multiplicative();
            if (!b) return b;
            acc = node(Expr::Kind::Ordinal, {acc, b.value()}, begin);
        }
        return acc;
    }

    // multiplicative := unary (('*' | '/' | '%') unary)* suffix?, where a '*' with no operand after
    // it, and a trailing ^ or v, add: 1/2* = 1/2 + *, 2^ = 2 + ^, -1v* = -1 + v*.
    R multiplicative() {
        skip();
        const std::size_t begin = i_;
        auto a = unary();
        if (!a) return a;
        int acc = a.value();
        while (true) {
            skip();
            const std::size_t op = i_;
            const char c = ch();
            if (c == '*') {
                ++i_;
                if (operand_ahead()) {
                    auto b = unary();
                    if (!b) return b;
                    acc = node(Expr::Kind::Product, {acc, b.value()}, begin);
                } else {
                    Expr e;
                    e.kind = Expr::Kind::Nimber;
                    e.begin = op;
                    e.end = i_;
                    acc = node(Expr::Kind::Sum, {acc, add(std::move(e))}, begin);
                    break;
                }
            } else if (c == '/' || c == '%') {
                ++i_;
                auto b = unary();
                if (!b) return b;
                acc = node(c == '/' ? Expr::Kind::Quotient : Expr::Kind::Remainder, {acc, b.value()}, begin);
            } else if (at_up() || at_down()) {
                auto u = upstar();
                if (!u) return u;
                acc = node(Expr::Kind::Sum, {acc, u.value()}, begin);
                break;
            } else {
                break;
            }
        }
        return acc;
    }

    // unary := '-' unary | '+' unary | power
    R unary() {
        skip();
        const std::size_t begin = i_;
        if (ch() == '-' || at(kMinus) || (ch() == '+' && !at("+-"))) {
            const bool minus = ch() != '+';
            i_ += ch() == '-' || ch() == '+' ? 1 : kMinus.size();
            if (auto d = enter(); !d) return d.error();
            auto k = unary();
            --depth_;
            if (!k) return k;
            return minus ? node(Expr::Kind::Negative, {k.value()}, begin) : k.value();
        }
        if (at_plus_minus()) return err(i_, "'+-' here needs parentheses: write (+-1) inside a product or power");
        return power();
    }

    // power := postfix ('^' power)?, a power only when a number or '(' follows the '^' (2^3 = 8);
    // else the ^ is up, added by multiplicative().
    R power() {
        skip();
        const std::size_t begin = i_;
        auto a = postfix();
        if (!a) return a;
        skip();
        if (ch() == '^' && (is_digit(ch(1)) || ch(1) == '(')) {
            ++i_;
            if (auto d = enter(); !d) return d.error();
            auto b = unary();
            --depth_;
            if (!b) return b;
            return node(Expr::Kind::Power, {a.value(), b.value()}, begin);
        }
        return a;
    }

    // postfix := upstar ('.' Name ('(' args ')')?)*
    R postfix() {
        skip();
        const std::size_t begin = i_;
        auto a = upstar();
        if (!a) return a;
        return postfix_of(a.value(), begin);
    }
    R postfix_of(int acc, std::size_t begin) {
        while (true) {
            skip();
            if (ch() != '.') break;
            ++i_;
            skip();
            if (is_digit(ch())) return err(i_ - 1, "a decimal point: write numbers as dyadic fractions, 1/2 or 3/8");
            if (!is_letter(ch())) return err(i_, "a property's name expected after '.' (G.Temperature, G.Cool(1))");
            std::string name = identifier();
            std::vector<int> kids{acc};
            skip();
            if (ch() == '(') {
                auto args = arguments();
                if (!args) return args.error();
                kids.insert(kids.end(), args.value().begin(), args.value().end());
            }
            acc = node(Expr::Kind::Call, std::move(kids), begin, std::move(name));
            out_.nodes[acc].target = true;
        }
        return acc;
    }
    std::string identifier() {
        const std::size_t b = i_;
        while (is_letter(ch()) || is_digit(ch())) ++i_;
        return std::string(t_.substr(b, i_ - b));
    }
    Result<std::vector<int>> arguments() {
        ++i_; // '('
        if (auto d = enter(); !d) return d.error();
        std::vector<int> v;
        skip();
        if (ch() == ')') {
            ++i_;
            --depth_;
            return v;
        }
        while (true) {
            auto a = relation();
            if (!a) return a.error();
            v.push_back(a.value());
            skip();
            if (ch() == ',') {
                ++i_;
                continue;
            }
            if (ch() != ')') return err(i_, i_ >= t_.size() ? "')' expected" : "')' or ',' expected, not " + quote_at(t_, i_));
            ++i_;
            break;
        }
        --depth_;
        return v;
    }

    // An integer count after ^, v or *: digits, or a parenthesised expression.
    Result<int> count_operand() {
        if (is_digit(ch())) return number();
        return primary();
    }

    // upstar := ups [count] [star] | '^<' n '>' | '^[' n ']' | star | primary
    R upstar() {
        skip();
        const std::size_t begin = i_;
        if (at_up() || at_down()) {
            const bool up = at_up();
            auto step = [&] { i_ += (ch() == '^' || ch() == 'v') ? 1 : kUp.size(); };
            std::int64_t n = 0;
            while (up ? at_up() : at_down()) step(), ++n;
            int ups;
            if (n == 1 && (ch() == '<' || ch() == '[')) {
                const bool to = ch() == '[';
                ++i_;
                if (auto d = enter(); !d) return d.error();
                auto k = additive();
                --depth_;
                if (!k) return k;
                skip();
                if (ch() != (to ? ']' : '>'))
                    return err(i_, std::string("'") + (to ? ']' : '>') + "' expected to close " + (up ? "^" : "v") + (to ? "[n]" : "<n>"));
                ++i_;
                ups = node(Expr::Kind::UpPower, {k.value()}, begin);
                out_.nodes[ups].count = up ? 1 : -1;
                out_.nodes[ups].to = to;
            } else if (n == 1 && (is_digit(ch()) || ch() == '(')) {
                auto k = count_operand();
                if (!k) return k;
                ups = node(Expr::Kind::Ups, {k.value()}, begin);
                out_.nodes[ups].count = up ? 1 : -1;
            } else {
                ups = node(Expr::Kind::Ups, {}, begin);
                out_.nodes[ups].count = up ? n : -n;
            }
            if (ch() == '*') { // ^* and ^3*2: up and star together
                auto st = star();
                if (!st) return st;
                return node(Expr::Kind::Sum, {ups, st.value()}, begin);
            }
            return ups;
        }
        if (ch() == '*') return star();
        return primary();
    }
    R star() {
        const std::size_t begin = i_;
        ++i_; // '*'
        if (is_digit(ch()) || ch() == '(') {
            auto k = count_operand();
            if (!k) return k;
            return node(Expr::Kind::Nimber, {k.value()}, begin);
        }
        return node(Expr::Kind::Nimber, {}, begin);
    }

    // primary := integer | '(' expr (',' expr)* ')' | '{' slashes '}' | Tiny(x) | Miny(x)
    R primary() {
        skip();
        if (i_ == t_.size()) return err(i_, "a game expected here (a number, *, ^, v or {L|R})");
        const char c = ch();
        if (is_digit(c)) return number();
        if (c == '{') return braces();
        if (c == '(') {
            const std::size_t begin = i_;
            ++i_;
            if (auto d = enter(); !d) return d.error();
            std::vector<int> items;
            while (true) {
                auto r = relation();
                if (!r) return r;
                items.push_back(r.value());
                skip();
                if (ch() == ',') {
                    ++i_;
                    continue;
                }
                break;
            }
            --depth_;
            if (ch() != ')') return err(i_, i_ >= t_.size() ? "')' expected" : "')' expected, not " + quote_at(t_, i_));
            ++i_;
            if (items.size() == 1) return items[0];
            return node(Expr::Kind::Tuple, std::move(items), begin);
        }
        if (is_letter(c)) {
            const std::size_t begin = i_;
            std::string name = identifier();
            skip();
            if ((name == "Tiny" || name == "Miny") && ch() == '(') {
                auto args = arguments();
                if (!args) return args.error();
                if (args.value().size() != 1) return err(begin, name + "(x) takes one game: Tiny(2) = {0||0|-2}");
                return node(Expr::Kind::Call, args.value(), begin, name);
            }
            return err(begin, "'" + name + "' is not a game here: names are properties after a game (G." + name +
                                  "), or Tiny(x) and Miny(x)");
        }
        if (c == '-' || c == '+' || c == '|' || c == ',' || c == '}' || c == ')' || c == ':' || c == '/')
            return err(i_, quote_at(t_, i_) + " where a game was expected (a number, *, ^, v or {L|R})");
        return err(i_, quote_at(t_, i_) + " is not part of a game (numbers, *, ^, v, {L|R}, +, -, +-, :, *, ., parentheses)");
    }

    // An integer: exact below 2^120 (larger ones are refused here, naming the number).
    R number() {
        Expr e;
        e.begin = i_;
        i128 v = 0;
        bool big = false;
        while (is_digit(ch())) {
            const int d = ch() - '0';
            if (v > ((i128{1} << 120) - d) / 10) big = true;
            else v = v * 10 + d;
            ++i_;
        }
        if (big)
            return err(e.begin, "'" + std::string(t_.substr(e.begin, i_ - e.begin)) + "' is too large: integers below 2^120 here");
        e.x = Dyadic{v, 0};
        e.end = i_;
        return add(std::move(e));
    }

    // Braces with runs of bars: each run splits, the longest first (CGSuite's slash notation):
    // {3||2|1} = {3 | {2|1}}; two runs of the same length at one level are ambiguous.
    R braces() {
        const std::size_t open = i_;
        if (auto d = enter(); !d) return d.error();
        ++i_;
        struct Side {
            std::vector<int> items;
            std::size_t begin, end;
        };
        std::vector<Side> sides;
        std::vector<std::pair<std::size_t, std::size_t>> runs; // (length, position)
        while (true) {
            Side side;
            skip();
            side.begin = side.end = i_;
            if (i_ >= t_.size()) return err(i_, "'}' expected");
            if (ch() != '|' && ch() != '}') {
                while (true) {
                    auto o = additive();
                    if (!o) return o;
                    side.items.push_back(o.value());
                    side.end = out_.nodes[o.value()].end;
                    skip();
                    if (ch() == ',') {
                        ++i_;
                        continue;
                    }
                    break;
                }
            }
            sides.push_back(std::move(side));
            skip();
            if (ch() == '|') {
                const std::size_t at_bar = i_;
                while (ch() == '|') ++i_;
                runs.push_back({i_ - at_bar, at_bar});
                continue;
            }
            if (ch() == '}') break;
            if (i_ >= t_.size()) return err(i_, runs.empty() ? "'|' expected" : "'}' expected");
            return err(i_, "'|', ',' or '}' expected, not " + quote_at(t_, i_));
        }
        ++i_; // '}'
        --depth_;
        if (runs.empty())
            return err(open, "a game needs '|' between Left's and Right's options, as {1|0}; {a, b} with no '|' is a set, not a game");
        auto r = build(sides, runs, 0, sides.size() - 1);
        if (!r) return r;
        out_.nodes[r.value()].begin = open;
        out_.nodes[r.value()].end = i_;
        return r;
    }
    template <class Sides>
    R build(const Sides& sides, const std::vector<std::pair<std::size_t, std::size_t>>& runs, std::size_t lo, std::size_t hi) {
        std::size_t best = lo;
        for (std::size_t k = lo; k < hi; ++k)
            if (runs[k].first > runs[best].first) best = k;
        for (std::size_t k = lo; k < hi; ++k)
            if (k != best && runs[k].first == runs[best].first)
                return err(runs[std::max(k, best)].second,
                           "ambiguous bars: two runs of " + std::to_string(runs[best].first) +
                               " at one level; use more bars or braces, as {3||2|1} or {3|{2|1}}");
        Expr e;
        e.kind = Expr::Kind::Braces;
        e.begin = sides[lo].begin;
        e.end = sides[hi].end;
        auto side = [&](std::size_t a, std::size_t b) -> Result<std::vector<int>> {
            if (a == b) return sides[a].items;
            auto g = build(sides, runs, a, b);
            if (!g) return g.error();
            return std::vector<int>{g.value()};
        };
        auto l = side(lo, best);
        if (!l) return l.error();
        auto r = side(best + 1, hi);
        if (!r) return r.error();
        e.kids = l.value();
        e.split = e.kids.size();
        e.kids.insert(e.kids.end(), r.value().begin(), r.value().end());
        return add(std::move(e));
    }

    std::string_view t_;
    const Limits& lim_;
    std::string field_;
    Parsed out_;
    std::size_t i_ = 0, depth_ = 0;
};

} // namespace

Result<Parsed> parse_expr(std::string_view text, const Limits& limits, std::string_view field) {
    if (text.size() > limits.max_length)
        return Error{std::string(field), char_index(text, limits.max_length),
                     "is too long (" + std::to_string(char_index(text, text.size())) + " characters; at most " +
                         std::to_string(limits.max_length) + ")"};
    return Parser(text, limits, field).run();
}

//-----------------------------------------------------------------------------
// [SECTION] Evaluation
//-----------------------------------------------------------------------------

namespace {

std::string cut(std::string s, std::size_t max = 80) {
    if (s.size() <= max) return s;
    std::size_t n = max;
    while (n > 0 && (static_cast<unsigned char>(s[n]) & 0xC0) == 0x80) --n; // not inside a character
    return s.substr(0, n) + "…";
}

// Exact arithmetic on the numbers typed (3^22/2^72, 10*3): numerators below 2^120 and
// denominators up to 2^120 while an expression is computed, else none; only a result that becomes
// a game must fit Dyadic's game range (fits_game).
constexpr int kNumBits = 120;
constexpr i128 kNumMax = i128{1} << kNumBits;
int bit_length(i128 v) {
    u128 u = v < 0 ? static_cast<u128>(-(v + 1)) + 1 : static_cast<u128>(v);
    int n = 0;
    while (u != 0) u >>= 1, ++n;
    return n;
}
std::optional<Dyadic> fit(i128 num, int exp) {
    while (exp > 0 && num % 2 == 0) num /= 2, --exp;
    if (num == 0) exp = 0;
    if (num >= kNumMax || num <= -kNumMax || exp > kNumBits) return std::nullopt;
    return Dyadic{num, exp};
}
// x * 2^k, none if it would pass the bound.
std::optional<i128> shifted(i128 x, int k) {
    if (bit_length(x) + k >= kNumBits) return std::nullopt;
    return x << k;
}
std::optional<Dyadic> num_add(Dyadic a, Dyadic b) {
    const int e = std::max(a.exp, b.exp);
    const auto x = shifted(a.num, e - a.exp), y = shifted(b.num, e - b.exp);
    if (!x || !y) return std::nullopt;
    return fit(*x + *y, e);
}
std::optional<Dyadic> num_mul(Dyadic a, Dyadic b) {
    i128 p = 0;
    if (__builtin_mul_overflow(a.num, b.num, &p)) return std::nullopt;
    return fit(p, a.exp + b.exp);
}
// a / b when it is dyadic; none if b is 0 or the quotient is not a dyadic rational.
std::optional<Dyadic> num_div(Dyadic a, Dyadic b, bool& not_dyadic) {
    not_dyadic = false;
    if (b.num == 0) return std::nullopt;
    i128 odd = b.num < 0 ? -b.num : b.num;
    int twos = 0;
    while (odd % 2 == 0) odd /= 2, ++twos;
    if (a.num % odd != 0) {
        not_dyadic = true;
        return std::nullopt;
    }
    i128 num = a.num / odd * (b.num < 0 ? -1 : 1);
    int exp = a.exp - b.exp + twos;
    if (exp < 0) {
        const auto n = shifted(num, -exp);
        if (!n) return std::nullopt;
        num = *n;
        exp = 0;
    }
    return fit(num, exp);
}

// A part of the sum with its options, unless there are too many of them to list.
Term term_of(Store& s, Id g, std::string source) {
    Term t{g, {}, {}, std::move(source)};
    if (s.too_many_options(g)) t.unlisted = true;
    else t.left = s.left(g), t.right = s.right(g);
    return t;
}

// A value while an expression is computed: numbers stay exact numbers (not yet games) as long as
// only numbers are computed with, so that 3^22/2^72 and 2^40 - 2^40 + 1 work.
struct V {
    Value v;
    std::optional<Dyadic> x;
};

class Evaluator {
  public:
    Evaluator(Store& s, const Parsed& p, std::string_view text, const Limits& lim, std::string_view field,
              std::vector<Step>& steps)
        : s_(s), p_(p), text_(text), lim_(lim), field_(field), steps_(steps) {}

    // The parts of node n's sum, each canonical, with their options as typed.
    // Whether node n is arithmetic on numbers only (2^52 - 1, -3/8): computed exactly as one
    // number, whose parts need not be games (2^52 alone is too large to be one).
    bool numeric(int n) const {
        const Expr& e = p_.nodes[n];
        using K = Expr::Kind;
        if (e.kind == K::Number) return true;
        if (e.kind != K::Sum && e.kind != K::Negative && e.kind != K::Product && e.kind != K::Quotient &&
            e.kind != K::Remainder && e.kind != K::Power)
            return false;
        for (int k : e.kids)
            if (!numeric(k)) return false;
        return true;
    }

    Result<std::vector<Term>> terms(int n) {
        const Expr& e = p_.nodes[n];
        std::vector<Term> out;
        if (numeric(n) && e.kind != Expr::Kind::Number) {
            auto g = game(n);
            if (!g) return g.error();
            return std::vector<Term>{term_of(s_, g.value(), source(e))};
        }
        if (e.kind == Expr::Kind::Sum) {
            for (int k : e.kids) {
                auto t = terms(k);
                if (!t) return t.error();
                out.insert(out.end(), t.value().begin(), t.value().end());
            }
            return out;
        }
        if (e.kind == Expr::Kind::Negative) {
            auto t = terms(e.kids[0]);
            if (!t) return t.error();
            for (const Term& x : t.value()) {
                Term m{s_.negate(x.value), {}, {}, "-" + wrap(x.source)};
                for (Id o : x.right) m.left.push_back(s_.negate(o));
                for (Id o : x.left) m.right.push_back(s_.negate(o));
                out.push_back(std::move(m));
            }
            return out;
        }
        if (e.kind == Expr::Kind::Braces) return braces(e);
        if (e.kind == Expr::Kind::PlusMinus) {
            auto opts = plus_minus_options(e);
            if (!opts) return opts.error();
            Term t{0, opts.value(), {}, source(e)};
            for (Id o : t.left) t.right.push_back(s_.negate(o));
            t.value = s_.simplify(t.left, t.right, &steps_, cut(t.source));
            if (s_.exhausted()) return too_large(e);
            return std::vector<Term>{t};
        }
        auto g = game(n);
        if (!g) return g.error();
        return std::vector<Term>{term_of(s_, g.value(), source(e))};
    }

    // Node n's value as a canonical game.
    Result<Id> game(int n) {
        auto v = eval(n);
        if (!v) return v.error();
        return as_game(v.value(), n);
    }

    // The parts added up; none if too large.
    std::optional<Id> fold(const std::vector<Term>& parts) {
        Id acc = parts[0].value;
        std::string where = parts[0].source;
        for (std::size_t k = 1; k < parts.size(); ++k) {
            where += " + " + parts[k].source;
            const Id b = parts[k].value;
            // Numbers and nimbers add without recursion; any other sum recurses as deep as the
            // parts' birthdays together.
            const bool flat = (s_.number(acc) && s_.number(b)) || (s_.nimber(acc) && s_.nimber(b));
            if (!flat && depth(acc) + depth(b) > lim_.max_birthday) return std::nullopt;
            if (s_.number(acc) && s_.number(b)) {
                const auto x = num_add(*s_.number(acc), *s_.number(b));
                if (!x || !fits_game(*x)) return std::nullopt;
            }
            acc = s_.add(acc, b, &steps_, cut(where));
            if (s_.exhausted() || (!s_.nimber(acc) && depth(acc) > lim_.max_birthday)) return std::nullopt;
        }
        return acc;
    }

    // Any node's value: a game, a number, true/false, a set or a text.
    Result<V> eval(int n) {
        const Expr& e = p_.nodes[n];
        using K = Expr::Kind;
        switch (e.kind) {
        case K::Number: return V{{}, e.x};
        case K::Nimber: return nimber(e);
        case K::Ups: return ups(e);
        case K::UpPower: return up_power(e);
        case K::Braces: {
            auto t = braces(e);
            if (!t) return t.error();
            return made(t.value()[0].value, e);
        }
        case K::Sum: return sum(n);
        case K::Negative: return negative(e);
        case K::PlusMinus: {
            auto t = terms(n);
            if (!t) return t.error();
            return made(t.value()[0].value, e);
        }
        case K::Product: return product(e);
        case K::Quotient:
        case K::Remainder:
        case K::Power: return arithmetic(e);
        case K::Ordinal: return ordinal(e);
        case K::Relation: return relation(e);
        case K::Call: return call(e);
        case K::Tuple:
            return fail(e, "a list (a, b, ...) is not a game: only +-(a, b, ...) takes one, as +-(1,1*)");
        }
        return fail(e, "not understood");
    }

  private:
    // *n (* alone: n = 1).
    Result<V> nimber(const Expr& e) {
        std::int64_t k = 1;
        if (!e.kids.empty()) {
            auto c = integer(e.kids[0], "the nimber's size (*n)");
            if (!c) return c.error();
            k = c.value();
            if (k < 0) return fail(e, "a nimber *n needs n >= 0");
            if (static_cast<std::uint64_t>(k) > lim_.max_nimber)
                return fail(e, "*" + std::to_string(k) + " is too large: nimbers up to *2^62 here");
        }
        return made(s_.of_nimber(static_cast<std::uint64_t>(k)), e);
    }

    // ^, vv, ^n, v3: multiples of up.
    Result<V> ups(const Expr& e) {
        std::int64_t k = e.count;
        if (!e.kids.empty()) {
            auto c = integer(e.kids[0], "the number of ups (^n)");
            if (!c) return c.error();
            k = c.value() * e.count;
        }
        if ((k < 0 ? -k : k) > lim_.max_ups)
            return fail(e, cut(source(e), 40) + " is too large: multiples of up up to " + std::to_string(lim_.max_ups) + " here");
        return made(s_.of_ups(k, 0), e);
    }

    // ^<n> and ^[n] (and their negatives v<n>, v[n]).
    Result<V> up_power(const Expr& e) {
        auto c = integer(e.kids[0], e.to ? "n in ^[n]" : "n in ^<n>");
        if (!c) return c.error();
        if (c.value() < 1) return fail(e, std::string(e.to ? "^[n]" : "^<n>") + " needs n >= 1");
        if (c.value() > 64) return fail(e, cut(source(e), 40) + " is too large: n up to 64 here");
        const Id up = s_.of_ups(1, 0);
        std::string why;
        auto g = e.to ? pow_to(s_, up, c.value(), &why) : pow(s_, up, c.value(), &why);
        if (!g || s_.exhausted()) return too_large(e);
        return made(e.count < 0 ? s_.negate(*g) : *g, e);
    }

    // A sum: one exact number while every part is a number, else the parts' games added up.
    Result<V> sum(int n) {
        const Expr& e = p_.nodes[n];
        std::optional<Dyadic> x = Dyadic{};
        std::vector<V> parts;
        for (int k : e.kids) {
            auto v = eval(k);
            if (!v) return v.error();
            if (v.value().v.kind != Value::Kind::Game) return fail(p_.nodes[k], "only games add: " + kind_sentence(v.value()));
            if (x && v.value().x) {
                x = num_add(*x, *v.value().x);
                if (!x) return fail(e, "the numbers are too large: exact below 2^120 here");
            } else {
                x = std::nullopt;
            }
            parts.push_back(std::move(v.value()));
        }
        if (x) return V{{}, x};
        auto t = terms(n);
        if (!t) return t.error();
        auto g = fold(t.value());
        if (!g) return too_large(e);
        return made(*g, e);
    }

    Result<V> negative(const Expr& e) {
        auto v = eval(e.kids[0]);
        if (!v) return v.error();
        if (v.value().v.kind != Value::Kind::Game) return fail(e, "only games have negatives: " + kind_sentence(v.value()));
        if (v.value().x) return V{{}, -*v.value().x};
        return made(s_.negate(v.value().v.game), e);
    }

    // G:H, the ordinal sum.
    Result<V> ordinal(const Expr& e) {
        auto g = game(e.kids[0]);
        if (!g) return g.error();
        auto h = game(e.kids[1]);
        if (!h) return h.error();
        if (depth(g.value()) + s_.birthday(h.value()) > lim_.max_birthday) return too_large(e);
        auto r = ordinal_sum(s_, g.value(), h.value());
        if (!r || s_.exhausted()) return too_large(e);
        return made(*r, e);
    }

    Result<V> made(Id g, const Expr& e) {
        if (s_.exhausted()) return too_large(e);
        V v;
        v.v.game = g;
        return v;
    }
    // How deep work on g recurses: its birthday, but 0 for a number, in which no one need move
    // (translation: G + x = {G^L + x | G^R + x}; comparisons with a number descend with the game).
    std::uint64_t depth(Id g) const { return s_.depth(g); }
    Error fail(const Expr& e, std::string msg) const { return Error{field_, char_index(text_, e.begin), std::move(msg)}; }
    static std::string kind_sentence(const V& v) {
        switch (v.v.kind) {
        case Value::Kind::Boolean: return "this is true or false, not a game";
        case Value::Kind::Set: return "this is a set of games, not a game";
        case Value::Kind::Text: return "this is a text (\"" + v.v.text + "\"), not a game";
        case Value::Kind::Integer: return "this is a count (" + v.v.text + "), not a game";
        case Value::Kind::Game: break;
        }
        return "";
    }
    static bool fits_game(Dyadic x) { return x.fits_game(); }
    Result<Id> as_game(const V& v, int n) {
        const Expr& e = p_.nodes[n];
        if (v.v.kind != Value::Kind::Game) return fail(e, kind_sentence(v));
        if (!v.x) return v.v.game;
        if (!fits_game(*v.x))
            return fail(e, v.x->text() + " is too large to be made a game here: numbers below 2^52 in size, with "
                                         "denominators up to 2^74");
        const Id id = s_.of_number(*v.x);
        if (s_.exhausted()) return too_large(e);
        return id;
    }
    // Node n as an exact number, if it is one (typed, or a game that is a number).
    Result<std::optional<Dyadic>> number_of(const V& v) {
        if (v.v.kind != Value::Kind::Game) return std::optional<Dyadic>{};
        if (v.x) return v.x;
        return s_.number(v.v.game);
    }
    Result<std::int64_t> integer(int n, const std::string& what) {
        auto v = eval(n);
        if (!v) return v.error();
        auto x = number_of(v.value());
        if (!x.value() || !x.value()->is_integer()) return fail(p_.nodes[n], what + " must be an integer");
        const i128 k = x.value()->num;
        if (k >= (i128{1} << 62) || k <= -(i128{1} << 62)) return fail(p_.nodes[n], what + " is too large: up to 2^62 here");
        return static_cast<std::int64_t>(k);
    }

    Result<V> product(const Expr& e) {
        auto a = eval(e.kids[0]);
        if (!a) return a.error();
        auto b = eval(e.kids[1]);
        if (!b) return b.error();
        for (const V* v : {&a.value(), &b.value()})
            if (v->v.kind != Value::Kind::Game) return fail(e, "'*' multiplies games: " + kind_sentence(*v));
        const auto x = number_of(a.value()).value(), y = number_of(b.value()).value();
        if (x && y) {
            const auto p = num_mul(*x, *y);
            if (!p) return fail(e, "the product is too large: numbers exact below 2^120 here");
            return V{{}, p};
        }
        // n * G and G * n: n copies of G (CGSuite's n * G; 10*^ = ^10).
        const bool left_int = x && x->is_integer();
        const bool right_int = y && y->is_integer();
        if (!left_int && !right_int)
            return fail(e, "'*' between games needs an integer on one side (n * G is n copies of G); for other "
                           "products use G.NortonProduct(U) or G.ConwayProduct(H)");
        const i128 k128 = left_int ? x->num : y->num;
        if (k128 >= (i128{1} << 62) || k128 <= -(i128{1} << 62)) return too_large(e);
        const auto k = static_cast<std::int64_t>(k128);
        auto g = as_game(left_int ? b.value() : a.value(), left_int ? e.kids[1] : e.kids[0]);
        if (!g) return g.error();
        if (static_cast<std::uint64_t>(k < 0 ? -k : k) > 4 * lim_.max_birthday ||
            static_cast<std::uint64_t>(k < 0 ? -k : k) * std::max<std::uint64_t>(1, depth(g.value())) > lim_.max_birthday * 4)
            return too_large(e);
        auto r = multiple(s_, g.value(), k);
        if (!r || s_.exhausted()) return too_large(e);
        return made(*r, e);
    }

    Result<V> arithmetic(const Expr& e) {
        auto a = eval(e.kids[0]);
        if (!a) return a.error();
        auto b = eval(e.kids[1]);
        if (!b) return b.error();
        const char* op = e.kind == Expr::Kind::Quotient ? "'/'" : e.kind == Expr::Kind::Remainder ? "'%'" : "'^' between numbers";
        const auto x = number_of(a.value()).value(), y = number_of(b.value()).value();
        if (!x || !y)
            return fail(e, std::string(op) + " works on numbers only" +
                               (e.kind == Expr::Kind::Power ? ": for G plus n ups write G+^n" : ""));
        if (e.kind == Expr::Kind::Quotient) {
            bool not_dyadic = false;
            const auto q = num_div(*x, *y, not_dyadic);
            if (y->num == 0) return fail(e, "division by zero");
            if (not_dyadic)
                return y->is_integer() ? fail(p_.nodes[e.kids[1]], "the denominator " + y->text() +
                                                                  " is not a power of 2: the numbers of short games are dyadic (1/2, 3/8)")
                                       : fail(e, cut(source(e), 40) + " is not a dyadic rational: the numbers of short games are m/2^k (1/2, 3/8)");
            if (!q) return fail(e, "the quotient is too large: numbers exact below 2^120, denominators up to 2^120 here");
            return V{{}, q};
        }
        if (e.kind == Expr::Kind::Remainder) {
            if (!x->is_integer() || !y->is_integer() || y->num == 0) return fail(e, "'%' takes two integers, the second not 0");
            i128 r = x->num % y->num;
            if (r < 0) r += y->num < 0 ? -y->num : y->num;
            return V{{}, Dyadic{r, 0}};
        }
        if (!y->is_integer() || y->num < 0) return fail(e, "a power x^n needs an integer n >= 0");
        std::optional<Dyadic> p = Dyadic::integer(1);
        for (std::int64_t k = 0; k < y->num && p; ++k) {
            p = num_mul(*p, *x);
            if (k > 200 && p && (p->num == 1 || p->num == 0 || p->num == -1) && p->exp == 0) break; // 1^n, 0^n
        }
        if (!p) return fail(e, "the power is too large: numbers exact below 2^120 here");
        return V{{}, p};
    }

    Result<V> relation(const Expr& e) {
        auto g = game(e.kids[0]);
        if (!g) return g.error();
        auto h = game(e.kids[1]);
        if (!h) return h.error();
        const bool le = s_.le(g.value(), h.value()), ge = s_.le(h.value(), g.value());
        if (s_.exhausted()) return too_large(e);
        bool r = false;
        const std::string& op = e.name;
        if (op == "==") r = le && ge;
        else if (op == "!=") r = !(le && ge);
        else if (op == "<=") r = le;
        else if (op == ">=") r = ge;
        else if (op == "<") r = le && !ge;
        else if (op == ">") r = ge && !le;
        else if (op == "<>") r = !le && !ge;
        else if (op == "<|") r = !ge; // less than or confused with
        else if (op == "|>") r = !le; // greater than or confused with
        V v;
        v.v.kind = Value::Kind::Boolean;
        v.v.truth = r;
        return v;
    }

    Result<V> call(const Expr& e) {
        if (!e.target) { // Tiny(x) = {0 || 0 | -x}, Miny(x) = {x | 0 || 0} = -Tiny(x)
            auto x = game(e.kids[0]);
            if (!x) return x.error();
            if (depth(x.value()) + 2 > lim_.max_birthday) return too_large(e);
            const Id inner = s_.simplify({Store::kZero}, {s_.negate(x.value())});
            const Id tiny = s_.simplify({Store::kZero}, {inner});
            return made(e.name == "Miny" ? s_.negate(tiny) : tiny, e);
        }
        auto g = game(e.kids[0]);
        if (!g) return g.error();
        std::vector<Value> args;
        for (std::size_t k = 1; k < e.kids.size(); ++k) {
            auto v = eval(e.kids[k]);
            if (!v) return v.error();
            Value a = v.value().v;
            if (a.kind == Value::Kind::Game) {
                auto id = as_game(v.value(), e.kids[k]);
                if (!id) return id.error();
                a.game = id.value();
            }
            args.push_back(std::move(a));
        }
        auto r = call_method(s_, g.value(), e.name, args);
        if (!r) {
            Error err = r.error();
            err.where = field_;
            err.offset = char_index(text_, e.begin);
            return err;
        }
        if (s_.exhausted()) return too_large(e);
        V v;
        v.v = std::move(r.value());
        // A count (Birthday, FollowerCount, StopCount, ...) is an integer, and an integer is a
        // game, as in CGSuite: {3|1}.Birthday + 1 is 5, and the result is analysed as the game 4.
        if (v.v.kind == Value::Kind::Integer && v.v.text.size() <= 15) { // below 2^52: a game here
            std::int64_t n = 0;
            for (char c : v.v.text) n = n * 10 + (c - '0');
            v.v.kind = Value::Kind::Game;
            v.x = Dyadic::integer(n);
        }
        return v;
    }

    Result<std::vector<Id>> plus_minus_options(const Expr& e) {
        std::vector<Id> opts;
        for (int k : e.kids) {
            auto g = game(k);
            if (!g) return g.error();
            if (depth(g.value()) + 1 > lim_.max_birthday) return too_large(e);
            opts.push_back(g.value());
        }
        return opts;
    }

    std::string source(const Expr& e) const {
        std::string t(text_.substr(e.begin, e.end - e.begin));
        while (!t.empty() && (t.back() == ' ' || t.back() == '\t' || t.back() == '\n')) t.pop_back();
        return t;
    }
    static std::string wrap(const std::string& s) {
        const bool plain = s.find_first_of("+- :|") == std::string::npos || (s.front() == '{' && s.back() == '}');
        return plain ? s : "(" + s + ")";
    }
    Error too_large(const Expr& e) const {
        return Error{field_, char_index(text_, e.begin),
                     cut(source(e), 40) + " is too large to compute within the calculator's limits (" +
                         thousands(lim_.work) + " steps of work, birthdays up to " +
                         std::to_string(lim_.max_birthday) + ")"};
    }

    Result<std::vector<Term>> braces(const Expr& e) {
        Term t;
        t.source = source(e);
        bool changed = false;
        for (std::size_t k = 0; k < e.kids.size(); ++k) {
            auto v = game(e.kids[k]);
            if (!v) return v.error();
            (k < e.split ? t.left : t.right).push_back(v.value());
            changed = changed || s_.text(v.value(), 400) != source(p_.nodes[e.kids[k]]);
        }
        const std::string where = cut(t.source);
        if (changed)
            steps_.push_back(Step{Step::Kind::Options, where, t.source, s_.form_text(t.left, t.right),
                                  "Each option is first replaced by its canonical form (by induction: options "
                                  "before the game)."});
        for (const auto* side : {&t.left, &t.right})
            for (Id x : *side)
                if (depth(x) + 1 > lim_.max_birthday) return too_large(e);
        t.value = s_.simplify(t.left, t.right, &steps_, where);
        if (s_.exhausted()) return too_large(e);
        return std::vector<Term>{t};
    }

    Store& s_;
    const Parsed& p_;
    std::string_view text_;
    const Limits& lim_;
    std::string field_;
    std::vector<Step>& steps_;
};

//-----------------------------------------------------------------------------
// [SECTION] Outcome
//-----------------------------------------------------------------------------

// Who wins a sum of canonical parts, by search over the parts (memoised, within a budget): the
// outcome when the canonical form of the whole is too large. Numbers are added up and nimbers
// nim-added first, which shrinks the positions without changing any outcome; and no one moves in
// the number while another part is left (the number avoidance theorem, Winning Ways ch. 9;
// Siegel, CGT, Theorem II.3.22), so a lone number decides by its sign.
class PartsSearch {
  public:
    PartsSearch(Store& s, std::uint64_t budget, std::uint64_t max_depth) : s_(s), budget_(budget), max_depth_(max_depth) {}

    std::vector<Id> normal(std::vector<Id> parts) {
        std::optional<Dyadic> x = Dyadic{};
        std::uint64_t star = 0;
        std::vector<Id> out;
        for (Id p : parts) {
            if (auto n = s_.number(p)) x = x ? num_add(*x, *n) : x;
            else if (auto m = s_.nimber(p)) star ^= *m;
            else out.push_back(p);
        }
        std::sort(out.begin(), out.end());
        if (star != 0) out.push_back(s_.of_nimber(star));
        if (!x || !x->fits_game()) out_ = true; // the numbers add up past a game's range
        else if (*x != Dyadic{}) out.push_back(s_.of_number(*x)); // last: the number, if any
        return out;
    }

    // Whether `left` (else Right) wins moving first; none if out of budget.
    std::optional<bool> wins_first(const std::vector<Id>& parts, bool left) {
        const auto n = normal(parts);
        std::uint64_t depth = 0; // the longest play: the recursion's depth
        for (Id p : n)
            if (!s_.number(p)) depth += s_.birthday(p);
        if (depth > max_depth_) return std::nullopt;
        const bool r = first(n, left);
        if (out_) return std::nullopt;
        return r;
    }

  private:
    bool first(const std::vector<Id>& parts, bool left) {
        if (parts.size() == 1 && s_.number(parts[0])) { // a number x: the player it favours wins moving first
            const Dyadic x = *s_.number(parts[0]);
            return left ? x > Dyadic{} : x < Dyadic{};
        }
        auto& memo = left ? left_ : right_;
        if (auto it = memo.find(parts); it != memo.end()) return it->second;
        // A position costs its parts: it is copied, sorted and kept (issue 26: a sum of 2,000 ups
        // searched 2,000,000 positions of 2,000 parts for a minute).
        visited_ += parts.size();
        if (++visited_ > budget_) out_ = true;
        if (visited_ >= clock_at_) { // a caller's Deadline (core/deadline.h), looked at every 4,096 units
            clock_at_ = visited_ + 4096;
            if (Deadline::passed()) out_ = true;
        }
        if (out_) return false;
        bool win = false;
        for (std::size_t i = 0; i < parts.size() && !win && !out_; ++i) {
            if (s_.number(parts[i])) continue; // number avoidance
            // A part whose options cannot be listed (*2^40), or made (the store stopped): no
            // answer, rather than an answer that missed moves.
            if (s_.too_many_options(parts[i])) out_ = true;
            if (out_) break;
            const std::vector<Id> opts = left ? s_.left(parts[i]) : s_.right(parts[i]);
            if (s_.exhausted()) out_ = true;
            for (Id o : opts) {
                // Every move looked at is work (a position of many parts has many): the budget
                // counts them, not only the positions memoised, so a big sum stops in time.
                visited_ += parts.size() / 8;
                if (++visited_ > budget_) out_ = true;
                if (out_) break;
                std::vector<Id> next = parts;
                next[i] = o;
                if (!first(normal(std::move(next)), !left)) {
                    win = true;
                    break;
                }
            }
        }
        if (!out_) memo.emplace(parts, win);
        return win;
    }
    Store& s_;
    std::uint64_t budget_, visited_ = 0, clock_at_ = 4096;
    std::uint64_t max_depth_;
    bool out_ = false;
    std::map<std::vector<Id>, bool> left_, right_;
};

Outcome outcome_of(bool left_first, bool left_second) {
    // left_second: Left wins when Right starts.
    if (left_first && left_second) return Outcome::L;
    if (left_first) return Outcome::N;
    if (left_second) return Outcome::P; // neither wins moving first
    return Outcome::R;
}

std::string move_label(const std::vector<Term>& terms, std::size_t i, Store& s, Id to) {
    if (terms.size() == 1) return "to " + cut(s.text(to, 400).empty() ? "a large game" : s.text(to, 400), 120);
    return "in " + cut(terms[i].source, 40) + ": to " + cut(s.text(to, 400).empty() ? "a large game" : s.text(to, 400), 80);
}

// Each side's winning first moves from the canonical value of every "rest" of the sum.
bool canonical_moves(Calc& c, const Limits& lim) {
    Store& s = *c.store;
    std::size_t examined = 0;
    s.set_limit(lim.work); // one budget for all the moves (not one per part: a sum of 60 parts took 60 budgets)
    for (const Term& t : c.terms)
        if (t.unlisted) return false;
    for (std::size_t i = 0; i < c.terms.size(); ++i) {
        Id rest = Store::kZero;
        for (std::size_t k = 0; k < c.terms.size(); ++k)
            if (k != i) rest = s.add(rest, c.terms[k].value);
        for (int side = 0; side < 2; ++side)
            for (Id o : side == 0 ? c.terms[i].left : c.terms[i].right) {
                if (++examined > lim.max_moves || s.exhausted()) return false;
                const Id to = s.add(rest, o);
                if (s.exhausted()) return false;
                // Left moved: she wins if the result is >= 0 (she wins moving second there).
                const bool wins = side == 0 ? s.le(Store::kZero, to) : s.le(to, Store::kZero);
                if (wins) (side == 0 ? c.left_moves : c.right_moves).push_back(FirstMove{move_label(c.terms, i, s, o), s.text(to)});
            }
    }
    return !s.exhausted();
}

// The outcome and winning first moves by search over the parts.
void search_outcome(Calc& c, const Limits& lim) {
    Store& s = *c.store;
    s.set_limit(UINT64_MAX);
    PartsSearch search(s, lim.outcome_work, 4 * lim.max_birthday);
    std::vector<Id> parts;
    for (const Term& t : c.terms) parts.push_back(t.value);
    const auto lf = search.wins_first(parts, true), rf = search.wins_first(parts, false);
    if (!lf || !rf) {
        c.note = "too large to canonicalise, and too large to find the outcome by search within the limits";
        return;
    }
    c.left_wins_first = *lf;
    c.left_wins_second = !*rf;
    c.outcome = outcome_of(*lf, !*rf);
    c.note = "too large to canonicalise; outcome only (by search over the parts of the sum)";
    for (const Term& t : c.terms)
        if (t.unlisted) {
            c.note += "; too many first moves to list the winning ones";
            return;
        }
    std::size_t examined = 0;
    for (std::size_t i = 0; i < c.terms.size(); ++i)
        for (int side = 0; side < 2; ++side)
            for (Id o : side == 0 ? c.terms[i].left : c.terms[i].right) {
                if (++examined > lim.max_moves) return;
                std::vector<Id> next = parts;
                next[i] = o;
                const auto other = search.wins_first(next, side != 0);
                if (!other) return;
                if (!*other) (side == 0 ? c.left_moves : c.right_moves).push_back(FirstMove{move_label(c.terms, i, s, o), ""});
            }
}

} // namespace

std::string outcome_sentence(const Calc& c) {
    if (!c.loopy_outcome.empty()) return loopy::outcome_sentence(c.loopy_outcome);
    if (!c.misere) return outcome_sentence(c.outcome);
    return c.outcome == Outcome::P ? "P: under misère play the player to move loses (every move leads to an N-position)"
                                   : "N: under misère play the player to move wins, by moving to a P-position";
}

std::string outcome_sentence(Outcome o) {
    switch (o) {
    case Outcome::P: return "P: the previous player wins - whoever moves first loses (G = 0)";
    case Outcome::N: return "N: the next player wins - whoever moves first wins (G || 0, confused with 0)";
    case Outcome::L: return "L: Left wins, moving first or second (G > 0)";
    case Outcome::R: return "R: Right wins, moving first or second (G < 0)";
    case Outcome::Unknown: return "unknown: too large to find within the limits";
    }
    return "";
}

//-----------------------------------------------------------------------------
// [SECTION] Calculator
//-----------------------------------------------------------------------------

namespace {

// The outcome, moves, canonical form, name and birthday of a sum of parts (already evaluated).
void finish(Calc& c, Evaluator& ev, const Limits& lim) {
    Store& s = *c.store;
    s.set_limit(lim.work);
    const auto v = ev.fold(c.terms);
    if (!v) {
        c.steps.clear();
        search_outcome(c, lim);
        return;
    }
    c.canonical_known = true;
    c.canonical = *v;
    c.canonical_text = s.text(*v);
    c.name = s.name(*v);
    c.birthday = s.birthday(*v);
    c.outcome = s.outcome(*v);
    c.left_wins_first = c.outcome == Outcome::L || c.outcome == Outcome::N;
    c.left_wins_second = c.outcome == Outcome::L || c.outcome == Outcome::P;
    if (c.canonical_text.empty()) c.note = "the canonical form is too long to print";
    if (!canonical_moves(c, lim)) {
        c.left_moves.clear();
        c.right_moves.clear();
        c.note += std::string(c.note.empty() ? "" : "; ") + "too many first moves to list the winning ones";
    }
}

} // namespace

std::optional<Thermograph> thermograph_of(std::string_view expr, const Limits& limits) {
    auto parsed = parse_expr(expr, limits);
    if (!parsed) return std::nullopt;
    Store s;
    s.set_limit(limits.work);
    std::vector<Step> steps;
    Evaluator ev(s, parsed.value(), expr, limits, "expr", steps);
    auto g = ev.game(parsed.value().root);
    if (!g || s.exhausted()) return std::nullopt;
    s.set_limit(limits.work);
    auto t = thermograph(s, g.value());
    if (s.exhausted()) return std::nullopt;
    return t;
}

Result<Id> short_game(Store& s, std::string_view expr, const Limits& limits, std::string_view field) {
    if (looks_misere(expr) || loopy::looks_loopy(expr))
        return Error{std::string(field), 0, "'" + std::string(expr) + "' is not a short game"};
    auto parsed = parse_expr(expr, limits, field);
    if (!parsed) return parsed.error();
    std::vector<Step> steps;
    s.set_limit(limits.work);
    Evaluator ev(s, parsed.value(), expr, limits, field, steps);
    return ev.game(parsed.value().root);
}

Result<Calc> calculate(std::string_view expr, const Limits& limits, std::string_view field) {
    if (looks_misere(expr)) return calculate_misere(expr, limits, field);
    if (loopy::looks_loopy(expr)) return loopy::calculate(expr, limits, field);
    auto parsed = parse_expr(expr, limits, field);
    if (!parsed) return parsed.error();
    Calc c;
    c.store = std::make_shared<Store>();
    c.expr = std::string(expr);
    Store& s = *c.store;
    s.set_limit(limits.work);
    const Parsed& p = parsed.value();
    Evaluator ev(s, p, expr, limits, field, c.steps);
    const Expr& root = p.nodes[p.root];
    if (root.kind == Expr::Kind::Relation || root.kind == Expr::Kind::Call) {
        // A relation or a property: its result; and, when it is a game, that game's analysis.
        auto v = ev.eval(p.root);
        if (!v) return v.error();
        V r = std::move(v.value());
        if (r.v.kind == Value::Kind::Game && r.x) {
            if (auto g = ev.game(p.root)) r.v.game = g.value();
            else r.v.kind = Value::Kind::Text, r.v.text = r.x->text(); // a number too large for a game
        }
        c.result = value_text(s, r.v);
        c.result_kind = value_kind(s, r.v);
        if (r.v.kind != Value::Kind::Game) return c;
        c.steps.clear();
        c.terms = {term_of(s, r.v.game, c.result)};
    } else {
        auto terms = ev.terms(p.root);
        if (!terms) return terms.error();
        c.terms = std::move(terms.value());
    }
    finish(c, ev, limits);
    if (c.canonical_known) {
        c.brace_text = s.brace_text(c.canonical);
        c.properties = properties(s, c.canonical, limits.work);
        s.set_limit(limits.work);
        c.thermograph = cgt::thermograph(s, c.canonical);
        if (s.exhausted()) c.thermograph.reset();
    }
    return c;
}

Result<Comparison> compare_exprs(std::string_view g, std::string_view h, const Limits& limits) {
    // Misère games have no order here (no negatives, no G - H): refused, pointing to ==.
    for (auto [text, field] : {std::pair{g, "G"}, std::pair{h, "H"}})
        if (looks_misere(text))
            return Error{field, Error::kWhole,
                         "misère games are not ordered: compare them in one expression with == or != (G == H)"};
    for (auto [text, field] : {std::pair{g, "G"}, std::pair{h, "H"}})
        if (loopy::looks_loopy(text))
            return Error{field, Error::kWhole, "loopy games are compared in one expression (G >= H, G == H), not with --vs"};
    auto pg = parse_expr(g, limits, "G");
    if (!pg) return pg.error();
    auto ph = parse_expr(h, limits, "H");
    if (!ph) return ph.error();
    Comparison out;
    Calc& d = out.difference;
    d.store = std::make_shared<Store>();
    d.expr = "(" + std::string(g) + ") - (" + std::string(h) + ")";
    Store& s = *d.store;
    s.set_limit(limits.work);
    std::vector<Step> scratch;
    Evaluator eg(s, pg.value(), g, limits, "G", scratch), eh(s, ph.value(), h, limits, "H", scratch);
    auto tg = eg.terms(pg.value().root);
    if (!tg) return tg.error();
    auto th = eh.terms(ph.value().root);
    if (!th) return th.error();
    auto vg = eg.fold(tg.value()), vh = eh.fold(th.value());
    out.g_text = vg ? s.text(*vg, 400) : "";
    out.h_text = vh ? s.text(*vh, 400) : "";
    if (out.g_text.empty()) out.g_text = cut(std::string(g), 80);
    if (out.h_text.empty()) out.h_text = cut(std::string(h), 80);
    d.terms = tg.value();
    for (const Term& t : th.value()) {
        Term m{s.negate(t.value), {}, {}, "-" + (t.source.find_first_of("+- ") == std::string::npos ? t.source : "(" + t.source + ")")};
        for (Id o : t.right) m.left.push_back(s.negate(o));
        for (Id o : t.left) m.right.push_back(s.negate(o));
        d.terms.push_back(std::move(m));
    }
    finish(d, eg, limits);
    if (d.outcome == Outcome::Unknown && vg && vh) {
        // G - H too large to value, but G and H were: the order of their forms, as `G > H` in one
        // expression answers it (issue 41: `*1024 --vs v[40]` gave up where `(*1024) > (v[40])`
        // answered true). G <= H iff no Left move of G - H wins moving first (Siegel, CGT, II.1).
        s.set_limit(limits.work);
        const bool le = s.le(*vg, *vh), ge = s.le(*vh, *vg);
        if (!s.exhausted()) {
            out.known = true;
            out.relation = le && ge ? Relation::Equal : ge ? Relation::Greater : le ? Relation::Less : Relation::Confused;
            out.witness = std::string("G ") + (ge ? "≥" : "≱") + " H and G " + (le ? "≤" : "≰") + " H, from the order of their canonical forms, so G " +
                          relation_text(out.relation) + " H (G - H itself is too large to value here: its winning first moves are not listed).";
            return out;
        }
    }
    if (d.outcome == Outcome::Unknown) {
        out.witness = "Too large: neither the canonical form of G - H nor its outcome could be found within the limits.";
        return out;
    }
    out.known = true;
    out.relation = d.outcome == Outcome::P ? Relation::Equal
                   : d.outcome == Outcome::L ? Relation::Greater
                   : d.outcome == Outcome::R ? Relation::Less
                                             : Relation::Confused;
    const std::string rel = relation_text(out.relation);
    out.witness = std::string("G - H is ") +
                  (d.outcome == Outcome::P   ? "a P-position: whoever moves first loses"
                   : d.outcome == Outcome::L ? "an L-position: Left wins whoever moves first"
                   : d.outcome == Outcome::R ? "an R-position: Right wins whoever moves first"
                                             : "an N-position: whoever moves first wins") +
                  ", so G " + rel + " H (Winning Ways ch. 1; Siegel, CGT, II.1).";
    return out;
}

} // namespace gl::cgt
