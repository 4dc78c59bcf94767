// algebra.h - operations on canonical short games beyond sums (Siegel, Combinatorial Game Theory,
// ch. II and IV; Winning Ways ch. 2-8): products, ordinal sums, powers of up-like games,
// incentives, atomic weights, uptimal expansions and the predicates CGSuite names.
//
// Every function takes canonical forms of `store` and spends its work budget; when the store is
// exhausted the answer is void (nullopt or meaningless) and the caller says "too large".
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "cgt/store.h"

namespace gl::cgt {

// n copies of G (n an integer, negative: copies of -G), canonical.
std::optional<Id> multiple(Store& s, Id g, std::int64_t n);
// Norton's product G.U (U > 0 a canonical game; for G an integer n: n copies of U, with the
// incentives of U; Siegel II.4 / Winning Ways ch. 8).
std::optional<Id> norton_product(Store& s, Id g, Id u);
// Conway's product G x H (ONAG ch. 1 and 4, defined on forms: {G^L H + G H^L - G^L H^L, ... | ...}).
std::optional<Id> conway_product(Store& s, Id g, Id h);
// The ordinal sum G:H = {G^L, G:H^L | G^R, G:H^R} (Winning Ways ch. 2; Siegel II.4).
std::optional<Id> ordinal_sum(Store& s, Id g, Id h);
// For G = {0 | H}: G.Pow(n) and G.PowTo(n) as CGSuite defines them (up-nth: ^.Pow(2) = {0|v*},
// printed ^<2>; ^.PowTo(n) = ^ + ^<2> + ... + ^<n>, printed ^[n]; see algebra.cpp). None (with
// `why`) if G is not of the form {0|H} or n is out of range (Pow: n >= 1, PowTo: n >= 0).
std::optional<Id> pow(Store& s, Id g, std::int64_t n, std::string* why = nullptr);
std::optional<Id> pow_to(Store& s, Id g, std::int64_t n, std::string* why = nullptr);
// Companion (Siegel II.4: for all-small G, swap * and 0 at the leaves ...) as CGSuite defines it.
std::optional<Id> companion(Store& s, Id g);
// Left's incentives G^L - G, Right's G - G^R, canonical, each once.
std::optional<std::vector<Id>> incentives(Store& s, Id g, bool left, bool right);
// Atomic weight (Winning Ways ch. 8; Siegel II.7), none (with `why`) if G is not atomic.
std::optional<Id> atomic_weight(Store& s, Id g, std::string* why = nullptr);
// Uptimal expansion "0.1211" etc. (Siegel II.4), none if G is not uptimal.
struct Uptimal {
    Dyadic number;
    std::vector<std::int64_t> digits; // d_1 .. d_n: G = x + d_1.^ + d_2.^<2> + ... + *star
    std::uint64_t star = 0;           // the nimber part (CGSuite allows any: ^*6 is "*6.1")
};
std::optional<Uptimal> uptimal_expansion(Store& s, Id g);
std::string uptimal_text(const Uptimal& u); // as CGSuite prints it

// Predicates as CGSuite names them (each is defined in algebra.cpp with its source).
bool is_all_small(Store& s, Id g);
bool is_infinitesimal(Store& s, Id g);
bool is_numberish(Store& s, Id g);
bool is_number_tiny(Store& s, Id g);
bool is_even(Store& s, Id g);
bool is_odd(Store& s, Id g);
bool is_even_tempered(Store& s, Id g);
bool is_odd_tempered(Store& s, Id g);
bool is_ordinal(Store& s, Id g);
bool is_atomic(Store& s, Id g);
bool is_uptimal(Store& s, Id g);

} // namespace gl::cgt
