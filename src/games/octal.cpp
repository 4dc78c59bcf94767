#include "games/octal.h"

#include <algorithm>

#include "core/text.h"

namespace gl::octal {

namespace {

bool no_move(const Rules& r) {
    return std::all_of(r.digits.begin(), r.digits.end(), [](std::uint8_t d) { return d == 0; });
}

void drop_trailing_zeros(Rules& r) {
    while (r.digits.size() > 1 && r.digits.back() == 0) r.digits.pop_back();
}

const char* kNoMove = "allows no move: at least one digit must be nonzero";

} // namespace

bool Rules::splits() const {
    if (family != Family::Octal) return true;
    return std::any_of(digits.begin(), digits.end(), [](std::uint8_t d) { return (d & kLeaveTwo) != 0; });
}

Result<Rules> parse_code(std::string_view text, std::string_view field) {
    const std::string f(field);
    if (text.empty()) return Error{f, 0, "is empty: expected an octal code such as 0.07"};
    Rules r;
    std::size_t i = 0;
    if (text[0] != '.') {
        const char c = text[0];
        if (c == '0' || c == '4') r.digits[0] = static_cast<std::uint8_t>(c - '0');
        else if (c >= '1' && c <= '7')
            return Error{f, 0, "the leading digit may only be 0 or 4: its bits 1 and 2 would take 0 tokens, "
                               "which is no move (bit 4 splits a heap in two, as in 4.07)"};
        else if (c == '8' || c == '9') return Error{f, 0, quote_at(text, 0) + " is not an octal digit (0-7)"};
        else return Error{f, 0, quote_at(text, 0) + " cannot start a code: expected 0, 4 or '.', as in 0.07"};
        i = 1;
        if (i == text.size()) return Error{f, 1, "ends after the leading digit: expected '.' and digits, as in 0.07"};
        if (text[i] != '.')
            return Error{f, i, quote_at(text, i) + " found where '.' was expected: codes look like 0.07"};
    }
    ++i; // the point
    for (; i < text.size(); ++i) {
        const char c = text[i];
        if (c < '0' || c > '7') return Error{f, i, quote_at(text, i) + " is not an octal digit (0-7)"};
        if (r.digits.size() > kMaxDigits)
            return Error{f, i, "has too many digits: at most " + std::to_string(kMaxDigits) + " after the point"};
        r.digits.push_back(static_cast<std::uint8_t>(c - '0'));
    }
    drop_trailing_zeros(r);
    if (no_move(r)) return Error{f, Error::kWhole, kNoMove};
    return r;
}

std::string format_code(const Rules& rules) {
    if (rules.family != Family::Octal) return family_word(rules.family);
    std::string s(1, static_cast<char>('0' + rules.digits[0]));
    s += '.';
    for (std::size_t k = 1; k < rules.digits.size(); ++k) s += static_cast<char>('0' + rules.digits[k]);
    if (rules.digits.size() == 1) s += '0';
    return s;
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

std::uint64_t option_count(const Rules& rules, Heap n) {
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
