// dyadic.h - dyadic rationals m / 2^k, the numbers among short games (ONAG ch. 0-1; Siegel,
// Combinatorial Game Theory, II.3). Exact, on a 128-bit numerator.
//
// Two ranges:
//   - a number that is a game (held by the store, cgt/store.h): a whole part below 2^52 in size
//     and a denominator up to 2^74 (Dyadic::fits_game). On that range every operation below is
//     exact without overflow: aligned to a common denominator a numerator stays below 2^126, and
//     a sum below 2^127.
//   - a number while an expression is computed (3^22/2^72, 2^80 - 2^80 + 1): any numerator below
//     2^126 (checked arithmetic in cgt/calc.cpp); only the result must fit a game.
#pragma once
#include <cstdint>
#include <compare>
#include <string>

namespace gl::cgt {

__extension__ typedef __int128 i128; // GCC and Clang, native and wasm
__extension__ typedef unsigned __int128 u128;

// "-123": an i128 in decimal.
inline std::string i128_text(i128 v) {
    if (v == 0) return "0";
    const bool neg = v < 0;
    u128 u = neg ? static_cast<u128>(-(v + 1)) + 1 : static_cast<u128>(v);
    std::string s;
    while (u > 0) {
        s.insert(s.begin(), static_cast<char>('0' + static_cast<int>(u % 10)));
        u /= 10;
    }
    return neg ? "-" + s : s;
}

struct Dyadic {
    i128 num = 0; // reduced: odd, or exp == 0
    int exp = 0;  // the value is num / 2^exp

    // The range of a number that is a game (see above).
    static constexpr int kMaxWholeBits = 52; // |floor| < 2^52 (about 4.5 * 10^15)
    static constexpr int kMaxExp = 74;       // denominators up to 2^74

    static Dyadic make(i128 num, int exp) {
        while (exp > 0 && num % 2 == 0) {
            num /= 2;
            --exp;
        }
        if (num == 0) exp = 0;
        return Dyadic{num, exp};
    }
    static Dyadic integer(std::int64_t n) { return Dyadic{n, 0}; }
    bool is_integer() const { return exp == 0; }

    // The largest integer <= this (an arithmetic shift rounds down, also below 0).
    i128 floor() const { return exp == 0 ? num : num >> exp; }
    // Whether this number is in the range of games (see above).
    bool fits_game() const {
        const i128 f = floor(), lim = i128{1} << kMaxWholeBits;
        return exp <= kMaxExp && f < lim && f >= -lim;
    }
    // The day this number is born (its canonical form's birthday): |n| for an integer n; for
    // m/2^k (k >= 1), the whole part's size (towards 0) plus k + 1 (1/2 on day 2, 3/4 on day 3).
    std::uint64_t birthday() const {
        const i128 f = floor();
        if (exp == 0) return static_cast<std::uint64_t>(f < 0 ? -f : f);
        const i128 whole = f < 0 ? -(f + 1) : f; // towards 0
        return static_cast<std::uint64_t>(whole) + static_cast<std::uint64_t>(exp) + 1;
    }

    // Both over the larger denominator (game range: no overflow).
    friend Dyadic operator+(Dyadic a, Dyadic b) {
        const int e = a.exp > b.exp ? a.exp : b.exp;
        return make((a.num << (e - a.exp)) + (b.num << (e - b.exp)), e);
    }
    friend Dyadic operator-(Dyadic a) { return Dyadic{-a.num, a.exp}; }
    friend Dyadic operator-(Dyadic a, Dyadic b) { return a + (-b); }
    friend bool operator==(Dyadic a, Dyadic b) { return a.num == b.num && a.exp == b.exp; }
    // Whole parts first, then the fractions over the larger denominator: no shift can overflow
    // for any numerator below 2^126 and exponents up to 125.
    friend std::strong_ordering operator<=>(Dyadic a, Dyadic b) {
        const i128 fa = a.floor(), fb = b.floor();
        if (fa != fb) return fa <=> fb;
        const int e = a.exp > b.exp ? a.exp : b.exp;
        const i128 ra = a.num - (fa << a.exp), rb = b.num - (fb << b.exp); // in [0, 2^exp)
        return (ra << (e - a.exp)) <=> (rb << (e - b.exp));
    }
    Dyadic half() const { return make(num, exp + 1); }

    // "3", "-1/2", "3/8": the calculator's notation, which reads back.
    std::string text() const {
        std::string s = i128_text(num);
        if (exp > 0) {
            s += '/';
            s += i128_text(i128{1} << exp);
        }
        return s;
    }
    // For drawing only.
    double to_double() const {
        double d = static_cast<double>(num);
        for (int i = 0; i < exp; ++i) d /= 2;
        return d;
    }
};

// The simplest number strictly between a and b (a < b), by the simplicity theorem (ONAG ch. 1;
// Winning Ways ch. 2): an integer if one lies between (the one nearest 0), else the dyadic of
// smallest denominator between them.
inline Dyadic simplest_between(Dyadic a, Dyadic b) {
    // Integers strictly between: floor(a)+1 .. ceil(b)-1.
    const i128 lo = a.floor() + 1;
    const i128 hi = b.is_integer() ? b.num - 1 : b.floor();
    if (lo <= hi) {
        if (lo <= 0 && 0 <= hi) return Dyadic{};
        return Dyadic{lo > 0 ? lo : hi, 0};
    }
    // No integer between: a and b lie in [n, n+1]. The answer is the multiple of 2^-e just above
    // a for the least e at which it falls below b (one exists at most one step past the larger
    // exponent of a and b, where a + 2^-e lies strictly inside).
    const int most = (a.exp > b.exp ? a.exp : b.exp) + 1;
    for (int e = 1;; ++e) {
        // floor(a * 2^e) by shifting the numerator: an arithmetic shift rounds down, also below 0.
        const i128 below = e <= a.exp ? a.num >> (a.exp - e) : a.num << (e - a.exp);
        const Dyadic c = Dyadic::make(below + 1, e);
        if (c < b || e >= most) return c;
    }
}
// The simplest number greater than a (no upper bound): {a | } = the least integer n >= 0 with
// n > a (ONAG ch. 1).
inline Dyadic simplest_above(Dyadic a) {
    if (a < Dyadic{}) return Dyadic{};
    return Dyadic{a.floor() + 1, 0};
}
inline Dyadic simplest_below(Dyadic b) { return -simplest_above(-b); }

} // namespace gl::cgt
