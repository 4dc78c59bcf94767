// calc.cpp - the calculator. Index:
//   [SECTION] Parser       the notation of calc.h, errors naming the character
//   [SECTION] Evaluation   parts of the sum, canonical forms with their derivation
//   [SECTION] Outcome      from the canonical form, or by search over the parts when too large
//   [SECTION] Calculator   calculate() and compare_exprs()
#include "cgt/calc.h"

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
        if (i_ == t_.size()) return err(i_, "is empty: type a game, e.g. {0,*|1} or 1/2*");
        auto r = expr();
        if (!r) return r.error();
        skip();
        if (i_ < t_.size()) return err(i_, unexpected());
        out_.root = r.value();
        return std::move(out_);
    }

  private:
    Error err(std::size_t at, std::string msg) const { return Error{field_, char_index(t_, at), std::move(msg)}; }
    void skip() { while (i_ < t_.size() && (t_[i_] == ' ' || t_[i_] == '\t' || t_[i_] == '\n')) ++i_; }
    bool at(std::string_view s) const { return t_.substr(i_, s.size()) == s; }
    bool digit() const { return i_ < t_.size() && t_[i_] >= '0' && t_[i_] <= '9'; }
    std::string unexpected() const {
        const char c = t_[i_];
        if (c == '}') return "'}' has no matching '{'";
        if (c == ')') return "')' has no matching '('";
        if (c == '|') return "'|' outside braces: options go inside {...|...}; nest games as {2|{1|0}}";
        if (c == ',') return "',' outside braces: options are separated by commas inside {...|...}";
        return quote_at(t_, i_) + " is not part of a game (numbers, *, ^, v, {L|R}, +, -, parentheses)";
    }
    bool starts_atom() const {
        if (i_ >= t_.size()) return false;
        const char c = t_[i_];
        return (c >= '0' && c <= '9') || c == '*' || c == '^' || c == 'v' || c == '{' || c == '(' || at(kUp) || at(kDown) ||
               at(kPlusMinus);
    }
    int add(Expr e) {
        out_.nodes.push_back(std::move(e));
        return static_cast<int>(out_.nodes.size()) - 1;
    }
    int sum_of(std::vector<int> kids) {
        if (kids.size() == 1) return kids[0];
        Expr e;
        e.kind = Expr::Kind::Sum;
        e.begin = out_.nodes[kids.front()].begin;
        e.end = out_.nodes[kids.back()].end;
        e.kids = std::move(kids);
        return add(std::move(e));
    }
    Result<bool> enter() {
        if (++depth_ > lim_.max_depth)
            return err(i_, "nested more than " + std::to_string(lim_.max_depth) + " deep (braces, parentheses and signs)");
        return true;
    }

    // expr := term (('+' | '-') term)*
    Result<int> expr() {
        std::vector<int> kids;
        auto first = term();
        if (!first) return first.error();
        kids.push_back(first.value());
        while (true) {
            skip();
            const std::size_t op = i_;
            bool minus = false;
            if (i_ < t_.size() && t_[i_] == '+') ++i_;
            else if (i_ < t_.size() && t_[i_] == '-') minus = true, ++i_;
            else if (at(kMinus)) minus = true, i_ += kMinus.size();
            else break;
            auto next = term();
            if (!next) return next.error();
            int k = next.value();
            if (minus) {
                Expr e;
                e.kind = Expr::Kind::Negative;
                e.begin = op;
                e.end = out_.nodes[k].end;
                e.kids = {k};
                k = add(std::move(e));
            }
            kids.push_back(k);
        }
        return sum_of(std::move(kids));
    }

    // term := unary unary* (juxtaposition is a sum: 1/2* = 1/2 + *)
    Result<int> term() {
        std::vector<int> kids;
        do {
            auto u = unary();
            if (!u) return u.error();
            kids.push_back(u.value());
            skip();
        } while (starts_atom());
        return sum_of(std::move(kids));
    }

    // unary := ('-' | '±') unary | atom
    Result<int> unary() {
        skip();
        const std::size_t begin = i_;
        Expr::Kind kind;
        if (i_ < t_.size() && t_[i_] == '-') kind = Expr::Kind::Negative, ++i_;
        else if (at(kMinus)) kind = Expr::Kind::Negative, i_ += kMinus.size();
        else if (at(kPlusMinus)) kind = Expr::Kind::PlusMinus, i_ += kPlusMinus.size();
        else return atom();
        if (auto d = enter(); !d) return d.error();
        auto k = unary();
        --depth_;
        if (!k) return k.error();
        Expr e;
        e.kind = kind;
        e.begin = begin;
        e.end = out_.nodes[k.value()].end;
        e.kids = {k.value()};
        return add(std::move(e));
    }

    // digits, as a count no larger than `cap` (else an error naming the number)
    Result<std::int64_t> count(std::int64_t cap, const char* what) {
        const std::size_t begin = i_;
        std::int64_t v = 0;
        bool big = false;
        while (digit()) {
            const int d = t_[i_] - '0';
            if (v > (cap - d) / 10) big = true; // v * 10 + d > cap, asked without overflowing
            else v = v * 10 + d;
            ++i_;
        }
        if (big)
            return err(begin, "'" + std::string(t_.substr(begin, i_ - begin)) + "' is too large: " + what + " up to " +
                                  std::to_string(cap) + " here");
        return v;
    }

    Result<int> number() {
        Expr e;
        e.begin = i_;
        auto n = count(lim_.max_integer << lim_.max_exp, "numbers");
        if (!n) return n.error();
        int exp = 0;
        if (i_ < t_.size() && t_[i_] == '/') {
            const std::size_t at_den = ++i_;
            if (!digit()) return err(i_, "a denominator expected after '/' (a power of 2: 1/2, 3/8)");
            auto d = count(std::int64_t{1} << 62, "denominators");
            if (!d) return d.error();
            const std::int64_t den = d.value();
            if (den == 0 || (den & (den - 1)) != 0)
                return err(at_den, "the denominator " + std::to_string(den) +
                                       " is not a power of 2: the numbers of short games are dyadic (1/2, 3/8)");
            while ((std::int64_t{1} << exp) < den) ++exp;
            if (exp > lim_.max_exp)
                return err(at_den, "denominators up to " + std::to_string(std::int64_t{1} << lim_.max_exp) + " here");
        }
        e.x = Dyadic::make(n.value(), exp);
        if (e.x > Dyadic::integer(lim_.max_integer))
            return err(e.begin, "'" + std::string(t_.substr(e.begin, i_ - e.begin)) + "' is too large: numbers up to " +
                                    std::to_string(lim_.max_integer) + " here");
        e.end = i_;
        return add(std::move(e));
    }

    Result<int> atom() {
        skip();
        if (i_ == t_.size()) return err(i_, "a game expected here (a number, *, ^, v or {L|R})");
        const char c = t_[i_];
        if (c >= '0' && c <= '9') return number();
        Expr e;
        e.begin = i_;
        if (c == '*') {
            ++i_;
            e.kind = Expr::Kind::Nimber;
            e.count = 1;
            if (digit()) {
                auto n = count(lim_.max_nimber, "nimbers");
                if (!n) return n.error();
                e.count = n.value();
            }
        } else if (c == '^' || c == 'v' || at(kUp) || at(kDown)) {
            const bool up = c == '^' || at(kUp);
            i_ += (c == '^' || c == 'v') ? 1 : kUp.size();
            e.kind = Expr::Kind::Ups;
            std::int64_t n = 1;
            if (digit()) {
                auto k = count(lim_.max_ups, "multiples of up");
                if (!k) return k.error();
                n = k.value();
            }
            e.count = up ? n : -n;
        } else if (c == '{') {
            return braces();
        } else if (c == '(') {
            if (auto d = enter(); !d) return d.error();
            ++i_;
            auto r = expr();
            --depth_;
            if (!r) return r.error();
            skip();
            if (i_ >= t_.size() || t_[i_] != ')') return err(i_, i_ >= t_.size() ? "')' expected" : "')' expected, not " + quote_at(t_, i_));
            ++i_;
            return r.value();
        } else if (c == '-' || c == '+' || c == '|' || c == ',' || c == '}' || c == ')') {
            return err(i_, quote_at(t_, i_) + " where a game was expected (a number, *, ^, v or {L|R})");
        } else {
            return err(i_, quote_at(t_, i_) + " is not part of a game (numbers, *, ^, v, {L|R}, +, -, parentheses)");
        }
        e.end = i_;
        return add(std::move(e));
    }

    // A list of options up to `close` ('|' or '}'), possibly empty.
    Result<std::vector<int>> options(char close) {
        std::vector<int> v;
        skip();
        if (i_ < t_.size() && t_[i_] == close) return v;
        if (i_ >= t_.size()) return v;
        while (true) {
            auto o = expr();
            if (!o) return o.error();
            v.push_back(o.value());
            skip();
            if (i_ < t_.size() && t_[i_] == ',') {
                ++i_;
                continue;
            }
            return v;
        }
    }

    Result<int> braces() {
        Expr e;
        e.kind = Expr::Kind::Braces;
        e.begin = i_;
        if (auto d = enter(); !d) return d.error();
        ++i_;
        auto l = options('|');
        if (!l) return l.error();
        skip();
        if (i_ >= t_.size() || t_[i_] != '|')
            return err(i_, i_ >= t_.size() ? "'|' expected" : "'|' or ',' expected, not " + quote_at(t_, i_));
        ++i_;
        auto r = options('}');
        if (!r) return r.error();
        skip();
        if (i_ >= t_.size() || t_[i_] != '}')
            return err(i_, i_ >= t_.size() ? "'}' expected"
                           : t_[i_] == '|' ? "'}' expected, not '|': nest games as {2|{1|0}}"
                                           : "'}' or ',' expected, not " + quote_at(t_, i_));
        ++i_;
        --depth_;
        e.kids = l.value();
        e.split = e.kids.size();
        e.kids.insert(e.kids.end(), r.value().begin(), r.value().end());
        e.end = i_;
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

class Evaluator {
  public:
    Evaluator(Store& s, const Parsed& p, std::string_view text, const Limits& lim, std::string_view field,
              std::vector<Step>& steps)
        : s_(s), p_(p), text_(text), lim_(lim), field_(field), steps_(steps) {}

    // The parts of node n's sum, each canonical, with their options as typed.
    Result<std::vector<Term>> terms(int n) {
        const Expr& e = p_.nodes[n];
        std::vector<Term> out;
        switch (e.kind) {
        case Expr::Kind::Number: {
            const Id id = s_.of_number(e.x);
            if (s_.exhausted()) return too_large(e);
            return std::vector<Term>{named(id, e)};
        }
        case Expr::Kind::Nimber:
        case Expr::Kind::Ups: {
            // Built node by node, each charged to the work budget (*1024 makes 1024 nodes).
            const Id id = e.kind == Expr::Kind::Nimber ? s_.of_nimber(static_cast<std::uint32_t>(e.count))
                                                       : s_.of_ups(e.count, 0);
            if (s_.exhausted()) return too_large(e);
            return std::vector<Term>{named(id, e)};
        }
        case Expr::Kind::Sum:
            for (int k : e.kids) {
                auto t = terms(k);
                if (!t) return t.error();
                out.insert(out.end(), t.value().begin(), t.value().end());
            }
            return out;
        case Expr::Kind::Negative: {
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
        case Expr::Kind::PlusMinus: {
            auto v = value(e.kids[0]);
            if (!v) return v.error();
            Term t{0, {v.value()}, {s_.negate(v.value())}, source(e)};
            t.value = s_.simplify(t.left, t.right, &steps_, cut(t.source));
            if (s_.exhausted()) return too_large(e);
            return std::vector<Term>{t};
        }
        case Expr::Kind::Braces: return braces(e);
        }
        return out;
    }

    // Node n's value, canonical: its parts added one by one, each sum's derivation recorded.
    Result<Id> value(int n) {
        auto t = terms(n);
        if (!t) return t.error();
        auto v = fold(t.value());
        if (!v) return too_large(p_.nodes[n]);
        return *v;
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
            if (!flat && s_.birthday(acc) + s_.birthday(b) > lim_.max_birthday) return std::nullopt;
            // *m + *n = *(m xor n), born on day m xor n: refused before it is built.
            if (s_.nimber(acc) && s_.nimber(b) && (*s_.nimber(acc) ^ *s_.nimber(b)) > lim_.max_birthday) return std::nullopt;
            acc = s_.add(acc, b, &steps_, cut(where));
            if (s_.exhausted() || s_.birthday(acc) > lim_.max_birthday) return std::nullopt;
        }
        return acc;
    }

  private:
    Term named(Id id, const Expr& e) { return Term{id, s_.left(id), s_.right(id), source(e)}; }
    std::string source(const Expr& e) const { return std::string(text_.substr(e.begin, e.end - e.begin)); }
    static std::string wrap(const std::string& s) {
        const bool plain = s.find_first_of("+- ") == std::string::npos || (s.front() == '{' && s.back() == '}');
        return plain ? s : "(" + s + ")";
    }
    Error too_large(const Expr& e) const {
        return Error{field_, char_index(text_, e.begin),
                     cut(source(e), 40) + " is too large to canonicalise within the calculator's limits (" +
                         std::to_string(lim_.work) + " steps of work, birthdays up to " +
                         std::to_string(lim_.max_birthday) + ")"};
    }

    Result<std::vector<Term>> braces(const Expr& e) {
        Term t;
        t.source = source(e);
        bool changed = false;
        for (std::size_t k = 0; k < e.kids.size(); ++k) {
            auto v = value(e.kids[k]);
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
                if (s_.birthday(x) + 1 > lim_.max_birthday) return too_large(e);
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
    PartsSearch(Store& s, std::uint64_t budget, std::uint32_t max_depth) : s_(s), budget_(budget), max_depth_(max_depth) {}

    std::vector<Id> normal(std::vector<Id> parts) {
        Dyadic x;
        std::uint32_t star = 0;
        std::vector<Id> out;
        for (Id p : parts) {
            if (auto n = s_.number(p)) x = x + *n;
            else if (auto m = s_.nimber(p)) star ^= *m;
            else out.push_back(p);
        }
        std::sort(out.begin(), out.end());
        if (star != 0) out.push_back(s_.of_nimber(star));
        if (x != Dyadic{}) out.push_back(s_.of_number(x)); // last: the number, if any
        return out;
    }

    // Whether `left` (else Right) wins moving first; none if out of budget.
    std::optional<bool> wins_first(const std::vector<Id>& parts, bool left) {
        const auto n = normal(parts);
        std::uint32_t depth = 0; // the longest play: the recursion's depth
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
        if (out_) return false;
        bool win = false;
        for (std::size_t i = 0; i < parts.size() && !win && !out_; ++i) {
            if (s_.number(parts[i])) continue; // number avoidance
            const std::vector<Id> opts = left ? s_.left(parts[i]) : s_.right(parts[i]);
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
    std::uint64_t budget_, visited_ = 0;
    std::uint32_t max_depth_;
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

Result<Calc> calculate(std::string_view expr, const Limits& limits, std::string_view field) {
    auto parsed = parse_expr(expr, limits, field);
    if (!parsed) return parsed.error();
    Calc c;
    c.store = std::make_shared<Store>();
    c.expr = std::string(expr);
    c.store->set_limit(limits.work);
    Evaluator ev(*c.store, parsed.value(), expr, limits, field, c.steps);
    auto terms = ev.terms(parsed.value().root);
    if (!terms) return terms.error();
    c.terms = std::move(terms.value());
    finish(c, ev, limits);
    return c;
}

Result<Comparison> compare_exprs(std::string_view g, std::string_view h, const Limits& limits) {
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
                  ", so G " + rel + " H (seed 000 Theorems 1.7 and 1.11).";
    return out;
}

} // namespace gl::cgt
