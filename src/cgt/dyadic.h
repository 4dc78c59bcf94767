// dyadic.h - dyadic rationals m / 2^k, the numbers among short games (ONAG ch. 0-1; Siegel,
// Combinatorial Game Theory, II.3). Exact, small: the calculator caps numerators and exponents
// long before an int64 could overflow (cgt/calc.h, Limits).
#pragma once
#include <cstdint>
#include <compare>
#include <string>

namespace gl::cgt {

struct Dyadic {
    std::int64_t num = 0; // reduced: odd, or exp == 0
    int exp = 0;          // the value is num / 2^exp

    static Dyadic make(std::int64_t num, int exp) {
        while (exp > 0 && num % 2 == 0) {
            num /= 2;
            --exp;
        }
        if (num == 0) exp = 0;
        return Dyadic{num, exp};
    }
    static Dyadic integer(std::int64_t n) { return Dyadic{n, 0}; }
    bool is_integer() const { return exp == 0; }

    // Both over the larger denominator.
    friend Dyadic operator+(Dyadic a, Dyadic b) {
        const int e = a.exp > b.exp ? a.exp : b.exp;
        return make((a.num << (e - a.exp)) + (b.num << (e - b.exp)), e);
    }
    friend Dyadic operator-(Dyadic a) { return Dyadic{-a.num, a.exp}; }
    friend Dyadic operator-(Dyadic a, Dyadic b) { return a + (-b); }
    friend bool operator==(Dyadic a, Dyadic b) { return a.num == b.num && a.exp == b.exp; }
    friend std::strong_ordering operator<=>(Dyadic a, Dyadic b) {
        const int e = a.exp > b.exp ? a.exp : b.exp;
        return (a.num << (e - a.exp)) <=> (b.num << (e - b.exp));
    }
    Dyadic half() const { return make(num, exp + 1); }

    // The largest integer <= this.
    std::int64_t floor() const {
        if (exp == 0) return num;
        const std::int64_t d = std::int64_t{1} << exp;
        return num >= 0 ? num / d : -((-num + d - 1) / d);
    }

    // "3", "-1/2", "3/8": the calculator's notation, which reads back.
    std::string text() const {
        std::string s = std::to_string(num);
        if (exp > 0) {
            s += '/';
            s += std::to_string(std::int64_t{1} << exp);
        }
        return s;
    }
};

// The simplest number strictly between a and b (a < b), by the simplicity theorem (ONAG ch. 1;
// Winning Ways ch. 2): an integer if one lies between (the one nearest 0), else the dyadic of
// smallest denominator between them.
inline Dyadic simplest_between(Dyadic a, Dyadic b) {
    // Integers strictly between: floor(a)+1 .. ceil(b)-1.
    const std::int64_t lo = a.floor() + 1;
    const std::int64_t hi = b.is_integer() ? b.num - 1 : b.floor();
    if (lo <= hi) {
        if (lo <= 0 && 0 <= hi) return Dyadic::integer(0);
        return Dyadic::integer(lo > 0 ? lo : hi);
    }
    // No integer between: a and b lie in [n, n+1]. The answer is the multiple of 2^-e just above
    // a for the least e at which it falls below b (one exists at most one step past the larger
    // exponent of a and b, where a + 2^-e lies strictly inside).
    const int most = (a.exp > b.exp ? a.exp : b.exp) + 1;
    for (int e = 1;; ++e) {
        // floor(a * 2^e) by shifting the numerator: an arithmetic shift rounds down, also below 0.
        const std::int64_t below = e <= a.exp ? a.num >> (a.exp - e) : a.num << (e - a.exp);
        const Dyadic c = Dyadic::make(below + 1, e);
        if (c < b || e >= most) return c;
    }
}
// The simplest number greater than a (no upper bound): the least integer > a that is >= 0... made
// precise: {a | } = the least integer n >= 0 with n > a (ONAG ch. 1).
inline Dyadic simplest_above(Dyadic a) {
    if (a < Dyadic::integer(0)) return Dyadic::integer(0);
    return Dyadic::integer(a.floor() + 1);
}
inline Dyadic simplest_below(Dyadic b) { return -simplest_above(-b); }

} // namespace gl::cgt
