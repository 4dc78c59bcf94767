// octal.cpp - octal and subtraction games' rules (see octal.h; Winning Ways, ch. 4). Index:
//   [SECTION] Rules      what a rule's digits allow
//   [SECTION] Codes      a code read (digits, constraints, &n;, a repeating group) and written,
//                        one form per game
//   [SECTION] Moves      code digits, the moves in words, a move toggled, the sets (A, B, C),
//                        subtraction sets
//   [SECTION] Options    a heap's options (partitions into heaps), whether it has one, how many;
//                        a position's moves
//   [SECTION] Families   Lasker's Nim and Grundy's game beside the codes, parse_heap_rules()
#include "octal/octal.h"

#include <algorithm>
#include <bit>

#include "core/text.h"

namespace gl::octal {

//-----------------------------------------------------------------------------
// [SECTION] Rules
//-----------------------------------------------------------------------------

namespace {

bool no_move(const Rules& r) {
    return std::all_of(r.digits.begin(), r.digits.end(), [](std::uint8_t d) { return d == 0; });
}

void drop_trailing_zeros(Rules& r) {
    while (r.digits.size() > 1 && r.digits.back() == 0) r.digits.pop_back();
}

const char* kNoMove = "allows no move: at least one digit must be nonzero";

} // namespace

CodeDigit Rules::digit_at(std::uint64_t k) const {
    if (k < code.size()) return code[k];
    if (repeat == 0) return {};
    const std::size_t from = code.size() - repeat;
    return code[from + (k - code.size()) % repeat];
}

unsigned Rules::max_parts() const {
    if (family == Family::Lasker || family == Family::Grundy) return 2;
    if (family == Family::Code) {
        std::uint32_t all = 0;
        for (const auto& d : code) all |= d.heaps;
        return all ? static_cast<unsigned>(std::bit_width(all)) - 1 : 0;
    }
    return splits() ? 2 : std::any_of(digits.begin(), digits.end(), [](std::uint8_t d) { return (d & kLeaveOne) != 0; }) ? 1 : 0;
}

bool Rules::constrained() const {
    if (family == Family::Grundy) return true;
    return family == Family::Code &&
           std::any_of(code.begin(), code.end(), [](const CodeDigit& d) { return (d.distinct | d.unequal) != 0; });
}

bool Rules::splits() const {
    if (family == Family::Code) return max_parts() >= 2;
    if (family != Family::Octal) return true;
    return std::any_of(digits.begin(), digits.end(), [](std::uint8_t d) { return (d & kLeaveTwo) != 0; });
}

//-----------------------------------------------------------------------------
// [SECTION] Codes
//-----------------------------------------------------------------------------

namespace {

std::string digit_text(std::uint32_t v);

// The value of a base-36 digit character, or -1.
int digit_value(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
    if (c >= 'a' && c <= 'z') return c - 'a' + 10;
    return -1;
}

// Reads one plain digit at text[i]: a character 0-9, A-Z (any case), or &n; or &xH; (CGSuite's
// forms of larger digits, decimal and hexadecimal; &#n; and &#xH; are read too). Moves i past it.
Result<std::uint32_t> read_plain_digit(std::string_view text, std::size_t& i, const std::string& f) {
    if (i >= text.size()) return Error{f, i, "ends where a digit was expected"};
    const char c = text[i];
    if (const int v = digit_value(c); v >= 0) {
        ++i;
        return static_cast<std::uint32_t>(v);
    }
    if (c != '&') return Error{f, i, quote_at(text, i) + " is not a digit: digits are 0-9 and A-Z (10-35), or &n; for larger ones"};
    const std::size_t at = i;
    std::size_t j = i + 1;
    unsigned base = 10;
    if (j < text.size() && text[j] == '#') ++j;
    if (j < text.size() && (text[j] == 'x' || text[j] == 'X')) {
        base = 16;
        ++j;
    }
    std::uint64_t v = 0;
    const std::size_t first = j;
    for (; j < text.size() && text[j] != ';'; ++j) {
        const int d = digit_value(text[j]);
        if (d < 0 || d >= static_cast<int>(base))
            return Error{f, j, quote_at(text, j) + " is not allowed in " + (base == 16 ? "&x...;" : "&n;") +
                                   ": a large digit is written &40; (decimal) or &x28; (hexadecimal)"};
        v = v * base + static_cast<unsigned>(d);
        if (v >= (std::uint64_t{1} << 32)) return Error{f, at, "digit is too large: a digit is below 2^" + std::to_string(kMaxParts + 1)};
    }
    if (j >= text.size()) return Error{f, at, "'&' starts a digit that has no closing ';': write &40; for the digit 40"};
    if (j == first) return Error{f, at, "'&' needs a number before ';': write &40; for the digit 40"};
    i = j + 1;
    return static_cast<std::uint32_t>(v);
}

struct ParsedDigit {
    CodeDigit digit;
    std::size_t at = 0; // where it starts in the text
};

// One digit with its constraints: d, d!, d?, (d!a), (d?b), (d?b!a), (d?b!), (d?!a).
Result<ParsedDigit> read_digit(std::string_view text, std::size_t& i, const std::string& f) {
    ParsedDigit out;
    out.at = i;
    std::uint32_t d = 0, distinct = 0, unequal = 0;
    if (i < text.size() && text[i] == '(') {
        ++i;
        auto v = read_plain_digit(text, i, f);
        if (!v) return v.error();
        d = *v;
        bool any = false, have_a = false, have_b = false, empty_a = false, empty_b = false;
        for (;;) {
            if (i >= text.size()) return Error{f, out.at, "'(' has no closing ')': constrained digits look like (C!4)"};
            const char c = text[i];
            if (c == ')') { ++i; break; }
            if (c != '!' && c != '?')
                return Error{f, i, quote_at(text, i) + " is not allowed inside ( ): expected ! or ? and a digit, as in (C!4)"};
            if ((c == '!' && have_a) || (c == '?' && (have_b || have_a)))
                return Error{f, i, quote_at(text, i) + " is repeated or out of order: the form is (d?b!a)"};
            ++i;
            const bool digit_follows = i < text.size() && text[i] != ')' && text[i] != '!' && text[i] != '?';
            std::uint32_t x = 0;
            bool given = false;
            if (digit_follows) {
                auto y = read_plain_digit(text, i, f);
                if (!y) return y.error();
                x = *y;
                given = true;
            }
            // (d?b!): CGSuite's documentation leaves the splits b does not constrain to "!", its
            // program (TBCode) puts every split of d under "!". Read neither way silently.
            if (c == '!' && !given && have_b && !empty_b)
                return Error{f, i - 1, "'!' without a digit after '?" + digit_text(unequal) + "' is read two ways by CGSuite "
                                       "(its documentation: the other splits; its program: every split): write the digit, as in (C?8!4)"};
            if (c == '!') { have_a = true; empty_a = !given; distinct = x; }
            else { have_b = true; empty_b = !given; unequal = x; }
            any = true;
        }
        if (!any) return Error{f, out.at, "( ) holds a digit without ! or ?: write the digit alone"};
        // An empty side means "every split of d that the other side leaves free".
        if (empty_a && empty_b) return Error{f, out.at, "(d?!) leaves nothing to constrain: write d! or d?"};
        if (empty_a) distinct = d & ~(unequal | 3u);
        if (empty_b) unequal = d & ~(distinct | 3u);
        if (distinct & unequal)
            return Error{f, out.at, "asks the same split to be both pairwise unequal (!) and not all equal (?)"};
    } else {
        auto v = read_plain_digit(text, i, f);
        if (!v) return v.error();
        d = *v;
        if (i < text.size() && (text[i] == '!' || text[i] == '?') && (d & ~3u) == 0)
            return Error{f, i, quote_at(text, i) + " constrains splits into 2 heaps or more, and digit " + std::to_string(d) +
                                   " leaves 0 or 1 heap: ! and ? follow digits such as 4, 8 or C"};
        if (i < text.size() && text[i] == '!') { distinct = d & ~3u; ++i; }
        else if (i < text.size() && text[i] == '?') { unequal = d & ~3u; ++i; }
    }
    if ((distinct | unequal) & 3u)
        return Error{f, out.at, "constrains a move that leaves 0 or 1 heap: ! and ? apply to splits into 2 heaps or more (digits 4, 8, ...)"};
    const std::uint64_t heaps = std::uint64_t{d} | distinct | unequal;
    if (heaps >> (kMaxParts + 1))
        return Error{f, out.at, "digit " + std::to_string(heaps) + " leaves more than " + std::to_string(kMaxParts) +
                                    " heaps: at most " + std::to_string(kMaxParts) + " (digits below " +
                                    std::to_string(1u << (kMaxParts + 1)) + ")"};
    out.digit.heaps = static_cast<std::uint32_t>(heaps);
    // Two heaps that are not all equal are unequal: one form for one rule.
    out.digit.distinct = distinct | (unequal & 4u);
    out.digit.unequal = unequal & ~4u & ~out.digit.distinct;
    return out;
}

std::string digit_text(std::uint32_t v) {
    if (v < 10) return std::string(1, static_cast<char>('0' + v));
    if (v < 36) return std::string(1, static_cast<char>('A' + v - 10));
    std::string s = "&";
    s += std::to_string(v);
    s += ';';
    return s;
}

std::string digit_text(const CodeDigit& d) {
    const std::uint32_t splits = d.heaps & ~3u;
    if (d.distinct == 0 && d.unequal == 0) return digit_text(d.heaps);
    if (d.unequal == 0 && d.distinct == splits) return digit_text(d.heaps) + "!";
    if ((d.unequal | d.distinct) == splits && (d.distinct & ~4u) == 0) return digit_text(d.heaps) + "?";
    std::string s = "(";
    s += digit_text(d.heaps);
    if (d.unequal) {
        s += '?';
        s += digit_text(d.unequal);
    }
    if (d.distinct) {
        s += '!';
        s += digit_text(d.distinct);
    }
    s += ')';
    return s;
}

// A code without its point: what is wrong with it, said at its first characters.
Error no_point(std::string_view text, const std::string& f) {
    const char c = text[0];
    if (digit_value(c) < 0 && c != '&' && c != '(')
        return Error{f, 0, quote_at(text, 0) + " cannot start a code: expected 0, 4 or '.', as in 0.07"};
    if (text.size() == 1) return Error{f, 1, "ends after the leading digit: expected '.' and digits, as in 0.07"};
    return Error{f, 1, quote_at(text, 1) + " found where '.' was expected: codes look like 0.07"};
}

// d0: nothing (0) or one digit before the point, which may only split a heap.
Result<ParsedDigit> leading_digit(std::string_view text, std::size_t point, const std::string& f) {
    if (point == 0) return ParsedDigit{};
    if (digit_value(text[0]) < 0 && text[0] != '&' && text[0] != '(')
        return Error{f, 0, quote_at(text, 0) + " cannot start a code: expected 0, 4 or '.', as in 0.07"};
    std::size_t i = 0;
    auto d = read_digit(text, i, f);
    if (!d) return d.error();
    if (i < point)
        return Error{f, 0, "has more than one digit before '.': codes that add tokens (CGSuite's 20.017) can be loopy and are not supported; "
                           "the digit before the point may only split a heap (4, 8, ..., as in 4.07)"};
    if (i > point) return Error{f, point, "'.' inside a digit"};
    if (d->digit.heaps & 3u)
        return Error{f, 0, "the leading digit may only split a heap (4, 8, C, ...): its bits 1 and 2 would take 0 tokens and leave "
                           "nothing or the same heap, which is no move (bit 4 splits a heap in two, as in 4.07)"};
    return *d;
}

// The digits after the point, with at most one repeating group [...] at the end; repeat_from is
// the index (into digits) where it starts, or SIZE_MAX.
std::optional<Error> digits_after_point(std::string_view text, std::size_t point, const std::string& f, std::vector<ParsedDigit>& digits,
                                        std::size_t& repeat_from) {
    std::size_t i = point + 1;
    bool closed = false;
    while (i < text.size()) {
        const char c = text[i];
        if (closed) {
            if (c == '_') return Error{f, i, "'_' (ghost tokens) is not supported: write the code without it"};
            return Error{f, i, quote_at(text, i) + " after ']': the repeating digits [...] end the code"};
        }
        if (c == '[') {
            if (repeat_from != SIZE_MAX) return Error{f, i, "a second '[': only one group of digits repeats"};
            repeat_from = digits.size();
            ++i;
            continue;
        }
        if (c == ']') {
            if (repeat_from == SIZE_MAX) return Error{f, i, "']' without '['"};
            if (repeat_from == digits.size()) return Error{f, i, "'[]' is empty: put the repeating digits inside, as in 0.[3]"};
            closed = true;
            ++i;
            continue;
        }
        if (c == '.') return Error{f, i, "a second '.'"};
        if (c == '_') return Error{f, i, "'_' (ghost tokens) is not supported: write the code without it"};
        if (digits.size() > kMaxDigits)
            return Error{f, i, "has too many digits: at most " + std::to_string(kMaxDigits) + " after the point"};
        auto d = read_digit(text, i, f);
        if (!d) return d.error();
        digits.push_back(*d);
    }
    if (repeat_from != SIZE_MAX && !closed) return Error{f, text.size(), "'[' has no closing ']': write 0.[3]"};
    return std::nullopt;
}

// One code, one form: the shortest repeat, started as early as it can be (0.3[3] is 0.[3],
// 0.[33] is 0.[3]); [0] repeats nothing; trailing zeros of a finite code go. Returns the repeat's length.
std::size_t canonical_digits(std::vector<CodeDigit>& code, std::size_t repeat) {
    if (repeat) {
        for (std::size_t q = 1; q < repeat; ++q) {
            if (repeat % q) continue;
            bool ok = true;
            for (std::size_t j = code.size() - repeat; j + q < code.size() && ok; ++j) ok = code[j] == code[j + q];
            if (ok) {
                code.resize(code.size() - (repeat - q));
                repeat = q;
                break;
            }
        }
        while (code.size() - repeat > 1 && code[code.size() - repeat - 1] == code.back()) {
            code.pop_back(); // x [y1 .. yr] with x = yr is [x y1 .. y(r-1)], one digit earlier
        }
        if (std::all_of(code.end() - static_cast<std::ptrdiff_t>(repeat), code.end(), [](const CodeDigit& d) { return d.heaps == 0; })) {
            code.resize(code.size() - repeat); // [0] repeats nothing
            repeat = 0;
        }
    }
    if (!repeat)
        while (code.size() > 1 && code.back().heaps == 0) code.pop_back();
    return repeat;
}

} // namespace

Result<Rules> parse_code(std::string_view text, std::string_view field) {
    const std::string f(field);
    if (text.empty()) return Error{f, 0, "is empty: expected an octal code such as 0.07"};
    // CGSuite 2's digit forms that CGSuite 1's codes (read here) do not have: said as such, not as
    // a stray character.
    if (const std::size_t at = text.find_first_of("=*{}"); at != std::string_view::npos && text.find('.') != std::string_view::npos)
        return Error{f, at, quote_at(text, at) + " belongs to CGSuite 2's digit forms (= all heaps equal, * and {...}), which "
                                                 "are not read here: write digits with ! or ? (or (d?b!a)), as in 4!.0"};
    const std::size_t point = text.find('.');
    if (point == std::string_view::npos) return no_point(text, f);
    auto first = leading_digit(text, point, f);
    if (!first) return first.error();
    std::vector<ParsedDigit> digits{first.value()};
    std::size_t repeat_from = SIZE_MAX;
    if (auto e = digits_after_point(text, point, f, digits, repeat_from)) return *e;

    std::vector<CodeDigit> code;
    for (const auto& d : digits) code.push_back(d.digit);
    const std::size_t repeat = canonical_digits(code, repeat_from == SIZE_MAX ? 0 : code.size() - repeat_from);
    if (std::all_of(code.begin(), code.end(), [](const CodeDigit& d) { return d.heaps == 0; })) return Error{f, Error::kWhole, kNoMove};
    Rules r;
    const bool octal = repeat == 0 && std::all_of(code.begin(), code.end(), [](const CodeDigit& d) {
        return d.heaps < 8 && d.distinct == 0 && d.unequal == 0;
    });
    if (octal) {
        r.digits.clear();
        for (const auto& d : code) r.digits.push_back(static_cast<std::uint8_t>(d.heaps));
        return r;
    }
    r.family = Family::Code;
    r.code = std::move(code);
    r.repeat = repeat;
    return r;
}

std::string format_code(const Rules& rules) {
    if (rules.family == Family::Code) {
        std::string s = digit_text(rules.code[0]) + ".";
        const std::size_t repeat_from = rules.code.size() - rules.repeat;
        for (std::size_t k = 1; k < rules.code.size(); ++k) {
            if (k == repeat_from && rules.repeat) s += '[';
            s += digit_text(rules.code[k]);
        }
        if (rules.repeat) s += "]";
        if (rules.code.size() == 1 && !rules.repeat) s += '0';
        return s;
    }
    if (rules.family != Family::Octal) return family_word(rules.family);
    std::string s(1, static_cast<char>('0' + rules.digits[0]));
    s += '.';
    for (std::size_t k = 1; k < rules.digits.size(); ++k) s += static_cast<char>('0' + rules.digits[k]);
    if (rules.digits.size() == 1) s += '0';
    return s;
}

//-----------------------------------------------------------------------------
// [SECTION] Moves
//-----------------------------------------------------------------------------

std::vector<CodeDigit> code_digits(const Rules& rules) {
    if (rules.family == Family::Code) return rules.code;
    std::vector<CodeDigit> code;
    if (rules.family == Family::Octal)
        for (std::uint8_t d : rules.digits) code.push_back(CodeDigit{d, 0, 0});
    return code;
}

std::vector<std::string> moves_in_words(const Rules& rules) {
    if (rules.family == Family::Lasker)
        return {"take any number of tokens from a heap, or split a heap into two nonempty heaps"};
    if (rules.family == Family::Grundy) return {"split a heap into two nonempty heaps of different sizes"};
    const std::vector<CodeDigit> code = code_digits(rules);
    const std::size_t repeat_from = code.size() - rules.repeat;
    std::vector<std::string> out;
    for (std::size_t k = 0; k < code.size(); ++k) {
        const CodeDigit& d = code[k];
        std::string s = k == 0 ? "take nothing" : "take " + std::to_string(k);
        s += ", leave ";
        bool first = true;
        for (unsigned j = 0; j <= kMaxParts; ++j) {
            if (!(d.heaps >> j & 1u) || (k == 0 && j < 2)) continue;
            s += (first ? "" : " or ") + std::to_string(j) + (j == 1 ? " heap" : " heaps");
            if (d.distinct >> j & 1u) s += " (pairwise unequal)";
            if (d.unequal >> j & 1u) s += " (not all equal)";
            first = false;
        }
        if (first) continue; // no move at this k
        if (rules.repeat && k >= repeat_from) s += " (repeats)";
        out.push_back(s);
    }
    if (rules.repeat)
        out.push_back("digits " + std::to_string(repeat_from) + " to " + std::to_string(code.size() - 1) +
                      " repeat forever: a heap of any size has moves taking that many tokens");
    return out;
}

Result<Rules> toggle_move(const Rules& rules, std::size_t k, unsigned j) {
    const std::string where = "take " + std::to_string(k) + ", leave " + std::to_string(j);
    if (rules.family == Family::Lasker || rules.family == Family::Grundy)
        return Error{"moves", Error::kWhole, std::string(family_word(rules.family)) + " has no digits to change: type a code"};
    if (j > kMaxParts) return Error{"moves", Error::kWhole, where + ": a move leaves at most " + std::to_string(kMaxParts) + " heaps"};
    if (k == 0 && j < 2) return Error{"moves", Error::kWhole, where + ": taking nothing and leaving one heap or none is no move"};
    if (k > kMaxDigits) return Error{"moves", Error::kWhole, where + ": a move takes at most " + std::to_string(kMaxDigits) + " tokens"};
    Rules r;
    r.family = Family::Code;
    r.code = code_digits(rules);
    r.repeat = rules.repeat;
    if (r.repeat && k >= r.code.size())
        return Error{"moves", Error::kWhole, where + ": past the digits of a repeating code (its last " + std::to_string(r.repeat) +
                                     " repeat forever): edit the code"};
    if (k >= r.code.size()) r.code.resize(k + 1);
    CodeDigit& d = r.code[k];
    const std::uint32_t bit = std::uint32_t{1} << j;
    d.heaps ^= bit;
    d.distinct &= d.heaps;
    d.unequal &= d.heaps;
    // Through the text: parse_code gives every game one form (plain codes are Family::Octal).
    return parse_code(format_code(r), "moves");
}

Sets to_sets(const Rules& rules) {
    Sets s;
    s.split_without_taking = (rules.digits[0] & kLeaveTwo) != 0;
    for (unsigned k = 1; k < rules.digits.size(); ++k) {
        if (rules.digits[k] & kTakeAll) s.a.push_back(k);
        if (rules.digits[k] & kLeaveOne) s.b.push_back(k);
        if (rules.digits[k] & kLeaveTwo) s.c.push_back(k);
    }
    return s;
}

Result<Rules> from_sets(const Sets& sets) {
    Rules r;
    r.digits.assign(kMaxDigits + 1, 0);
    r.digits[0] = sets.split_without_taking ? kLeaveTwo : 0;
    const struct { const std::vector<unsigned>* set; const char* name; std::uint8_t bit; } parts[] = {
        {&sets.a, "A", kTakeAll}, {&sets.b, "B", kLeaveOne}, {&sets.c, "C", kLeaveTwo}};
    for (const auto& part : parts)
        for (std::size_t i = 0; i < part.set->size(); ++i) {
            const unsigned k = (*part.set)[i];
            if (k < 1 || k > kMaxDigits)
                return Error{part.name, i, "element " + std::to_string(k) + " is out of range: elements are 1.." +
                                               std::to_string(kMaxDigits)};
            r.digits[k] |= part.bit;
        }
    drop_trailing_zeros(r);
    if (no_move(r)) return Error{"sets", Error::kWhole, kNoMove};
    return r;
}

Result<Rules> subtraction(std::span<const std::uint64_t> set) {
    Sets s;
    for (std::size_t i = 0; i < set.size(); ++i) {
        const std::uint64_t k = set[i];
        if (k < 1 || k > kMaxDigits)
            return Error{"set[" + std::to_string(i) + "]", Error::kWhole, "element " + std::to_string(k) +
                                                   " is out of range: elements are 1.." + std::to_string(kMaxDigits)};
        s.a.push_back(static_cast<unsigned>(k));
        s.b.push_back(static_cast<unsigned>(k));
    }
    auto r = from_sets(s);
    if (!r) return Error{"set", Error::kWhole, r.error().message};
    return r;
}

Result<Rules> parse_subtraction(std::string_view text, std::string_view field) {
    const std::string f(field);
    // Optional braces: "{1,3,4}". Offsets of errors inside refer to the whole text.
    std::size_t first = text.find_first_not_of(' ');
    std::size_t last = text.find_last_not_of(' ');
    std::size_t shift = 0;
    if (first != std::string_view::npos && text[first] == '{') {
        const std::size_t close = text.find('}', first);
        if (close == std::string_view::npos)
            return Error{f, text.size(), "missing '}' at the end: a set looks like {1,3,4}"};
        if (close != last) { // something other than spaces follows the '}'
            const std::size_t after = text.find_first_not_of(' ', close + 1);
            return Error{f, after, quote_at(text, after) + " is not allowed after '}': a set looks like {1,3,4}"};
        }
        shift = first + 1;
        text = text.substr(shift, last - shift);
    }
    auto list = parse_uint_list(text, f, kMaxDigits, kMaxDigits);
    if (!list) {
        Error e = list.error();
        if (e.offset != Error::kWhole) e.offset += shift;
        return e;
    }
    std::size_t at = text.find_first_not_of(' '); // offset of the current item
    for (std::uint64_t k : list.value()) {
        if (k == 0) return Error{f, shift + at, "0 is not allowed: a move takes at least 1 token"};
        at = text.find_first_not_of(' ', text.find(',', at) + 1);
    }
    return subtraction(list.value());
}

//-----------------------------------------------------------------------------
// [SECTION] Options
//-----------------------------------------------------------------------------

namespace {

// Fills o.left[at..j-1] with every partition of m into parts >= least, nondecreasing, and calls f.
void partitions(HeapOption& o, unsigned at, unsigned j, Heap m, Heap least, bool distinct, bool unequal,
                const std::function<void(const HeapOption&)>& f) {
    const unsigned rest = j - at;
    if (rest == 1) {
        if (m < least) return;
        o.left[at] = m;
        if (unequal && o.left[0] == m) return; // all parts equal
        f(o);
        return;
    }
    // a = o.left[at]; the other rest - 1 parts are >= a (> a if distinct).
    for (Heap a = least;; ++a) {
        const Heap others_least = distinct ? a + 1 : a;
        const Heap need = distinct ? (rest - 1) * others_least + (rest - 1) * (rest - 2) / 2 : (rest - 1) * others_least;
        if (a + need > m) break;
        o.left[at] = a;
        partitions(o, at + 1, j, m - a, others_least, distinct, unequal, f);
    }
}

} // namespace

void for_each_split(HeapOption& o, unsigned j, Heap m, bool distinct, bool unequal,
                    const std::function<void(const HeapOption&)>& f) {
    o.parts = j;
    if (j >= 2 && j <= kMaxParts && m >= j) partitions(o, 0, j, m, 1, distinct, unequal, f);
}

void for_each_code_option(const Rules& rules, Heap n, const std::function<void(const HeapOption&)>& f) {
    const Heap last = rules.repeat ? n : std::min<Heap>(n, rules.code.size() - 1);
    for (Heap t = 0; t <= last; ++t) {
        const CodeDigit d = rules.digit_at(t);
        if (!d.heaps) continue;
        const Heap m = n - t;
        if (m == 0) {
            if (t > 0 && (d.heaps & 1u)) f(HeapOption{t, 0, {}});
            continue;
        }
        if (t > 0 && (d.heaps & 2u)) f(HeapOption{t, 1, {m}});
        for (unsigned j = 2; j <= kMaxParts; ++j) {
            if (!(d.heaps >> j & 1u) || m < j) continue;
            HeapOption o{t, j, {}};
            for_each_split(o, j, m, (d.distinct >> j) & 1u, (d.unequal >> j) & 1u, f);
        }
    }
}

bool has_option(const Rules& rules, Heap n) {
    if (rules.family == Family::Lasker) return n >= 1;
    if (rules.family == Family::Grundy) return n >= 3;
    if (rules.family == Family::Octal) return option_count(rules, n) > 0;
    const Heap last = rules.repeat ? n : std::min<Heap>(n, rules.code.size() - 1);
    // Taking all n is the one move a smaller take cannot stand for.
    if (n > 0 && n <= last && (rules.digit_at(n).heaps & 1u)) return true;
    for (Heap t = 0; t <= last; ++t) {
        const CodeDigit d = rules.digit_at(t);
        const Heap m = n - t;
        if (m == 0) {
            if (t > 0 && (d.heaps & 1u)) return true;
            continue;
        }
        if (t > 0 && (d.heaps & 2u)) return true;
        for (unsigned j = 2; j <= kMaxParts; ++j) {
            if (!(d.heaps >> j & 1u)) continue;
            const Heap least = (d.distinct >> j & 1u) ? Heap{j} * (j + 1) / 2 : (d.unequal >> j & 1u) ? j + 1 : j;
            if (m >= least) return true;
        }
        // Past this every digit has come before, with a larger m: nothing new can be allowed.
        if (t > rules.code.size() + rules.repeat) break;
    }
    return false;
}

std::uint64_t option_count(const Rules& rules, Heap n) {
    if (rules.family == Family::Code) {
        // Partitions of m into j parts: at most C(m-1, j-1) (the compositions), saturating.
        const auto choose = [](Heap a, unsigned b) -> std::uint64_t {
            long double c = 1;
            for (unsigned i = 0; i < b; ++i) c = c * static_cast<long double>(a - i) / (i + 1);
            return c >= 1.8e19L ? UINT64_MAX : static_cast<std::uint64_t>(c + 0.5L);
        };
        std::uint64_t count = 0;
        const auto add = [&](std::uint64_t x) { count = x > UINT64_MAX - count ? UINT64_MAX : count + x; };
        const Heap last = rules.repeat ? n : std::min<Heap>(n, rules.code.size() - 1);
        for (Heap t = 0; t <= last; ++t) {
            const CodeDigit d = rules.digit_at(t);
            const Heap m = n - t;
            if (m == 0) { add(t > 0 && (d.heaps & 1u)); continue; }
            add(t > 0 && (d.heaps & 2u));
            for (unsigned j = 2; j <= kMaxParts; ++j)
                if ((d.heaps >> j & 1u) && m >= j) add(j == 2 ? m / 2 : choose(m - 1, j - 1));
        }
        return count;
    }
    if (rules.family == Family::Lasker) return n + n / 2;
    if (rules.family == Family::Grundy) return n == 0 ? 0 : (n - 1) / 2;
    std::uint64_t count = 0;
    for (std::size_t k = 0; k < rules.digits.size(); ++k) {
        const std::uint8_t d = rules.digits[k];
        if (k > 0 && (d & kTakeAll) && n == k) ++count;
        if (k > 0 && (d & kLeaveOne) && n > k) ++count;
        if ((d & kLeaveTwo) && n >= k + 2) count += (n - k) / 2;
    }
    return count;
}

std::vector<PositionRules::Position> PositionRules::moves(const Position& p) const {
    std::vector<Position> out;
    for (std::size_t i = 0; i < p.size(); ++i) {
        if (i > 0 && p[i] == p[i - 1]) continue; // equal heaps have the same options
        for_each_option(rules, p[i], [&](const HeapOption& o) {
            Position next;
            next.reserve(p.size() + 1);
            for (std::size_t j = 0; j < p.size(); ++j)
                if (j != i) next.push_back(p[j]);
            for (unsigned t = 0; t < o.parts; ++t) next.push_back(o.left[t]);
            out.push_back(normalise(std::move(next)));
        });
    }
    return out;
}

PositionRules::Position PositionRules::normalise(Position p) {
    p.erase(std::remove(p.begin(), p.end(), Heap{0}), p.end());
    std::sort(p.begin(), p.end());
    return p;
}

//-----------------------------------------------------------------------------
// [SECTION] Families
//-----------------------------------------------------------------------------

const char* family_word(Family f) {
    switch (f) {
    case Family::Lasker: return "lasker";
    case Family::Grundy: return "grundy";
    default: return "";
    }
}

Rules family_rules(Family f) {
    Rules r;
    r.family = f;
    return r;
}

Result<Rules> parse_heap_rules(std::string_view text, std::string_view field) {
    std::string_view t = text;
    while (!t.empty() && t.front() == ' ') t.remove_prefix(1);
    std::string word(t);
    while (!word.empty() && word.back() == ' ') word.pop_back();
    for (char& c : word) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    for (Family f : {Family::Lasker, Family::Grundy})
        if (word == family_word(f)) return family_rules(f);
    if (!word.empty() && std::all_of(word.begin(), word.end(), [](char c) { return c >= 'a' && c <= 'z'; }))
        return Error{std::string(field), text.size() - t.size(),
                     echo(t, 24) + " is not a game: expected an octal code (0.07), a subtraction set ({1,3,4}), lasker or grundy"};
    if (t.rfind("S=", 0) == 0 || t.rfind("s=", 0) == 0) {
        auto r = parse_subtraction(t.substr(2), field);
        if (!r) {
            Error e = r.error();
            if (e.offset != Error::kWhole) e.offset += text.size() - t.size() + 2;
            return e;
        }
        return r;
    }
    if (!t.empty() && t.front() == '{') return parse_subtraction(text, field);
    return parse_code(text, field);
}

} // namespace gl::octal
