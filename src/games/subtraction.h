// subtraction.h - the subtraction game S (Ferguson, Game Theory, Part I, §1.4; Winning Ways, ch. 4):
// from a heap take k tokens for some k in S; whoever cannot move loses. `game=subtraction&rules=1,2,3&pos=21`.
// Several heaps are a sum. Every finite subtraction game has an ultimately periodic nim-sequence;
// the values come from the octal engine (S is the octal game with digit 3 at each k in S), which
// proves the period with the Guy-Smith periodicity theorem, so the P-positions are stated as
// residues (S = {1,3,4}: n ≡ 0, 2 mod 7).
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/ruleset.h"
#include "games/misere_heaps.h"
#include "octal/octal.h"
#include "octal/octal_sequence.h"

namespace gl::subtraction {

struct SubtractionGame {
    using Position = std::vector<std::uint64_t>; // heap sizes
    static constexpr std::uint64_t kMaxHeap = 1'000'000;
    static constexpr std::size_t kMaxHeaps = 12;
    static constexpr std::uint64_t kMaxDrawn = 60; // larger heaps are drawn as a number

    static const GameMeta& meta();
    static Result<SubtractionGame> with_rules(std::string_view text);
    std::string rules_text() const;

    Result<Position> parse(std::string_view text, std::string_view field) const;
    std::string format(const Position& p) const;
    std::vector<Option<Position>> options(const Position& p) const;
    std::optional<Closed> closed_form(const Position& p) const;
    Picture picture(const Position& p, const std::vector<Option<Position>>& options) const;
    std::vector<std::pair<std::string, std::string>> facts(const Position& p) const;
    // Misère play by the game's misère quotient while one covers the heaps (games/misere_heaps.h).
    std::optional<Decided> misere_form(const Position& p) const;

    std::vector<std::uint64_t> set; // S, ascending
    // The nim-sequence and its proved period, shared by copies and grown on demand.
    struct Values;
    std::shared_ptr<Values> values;
    std::shared_ptr<misere_heaps::Quotients> quotients = std::make_shared<misere_heaps::Quotients>();
    Grundy value(std::uint64_t n) const;
    std::string p_positions() const; // "n ≡ 0, 2 (mod 7)" once the period is proved
};

} // namespace gl::subtraction
