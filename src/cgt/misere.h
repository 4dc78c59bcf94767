// misere.h - impartial games under misère play (the last player to move loses): Conway's
// canonical (simplest) forms, their sums, outcomes, nim values and genus (Conway, On Numbers and
// Games, ch. 12; Berlekamp, Conway and Guy, Winning Ways, ch. 13; Siegel, Combinatorial Game
// Theory, ch. V, and "On the structure of misère impartial games", 2020).
//
// Index:
//   [SECTION] Forms     canonical forms, one id each (two canonical forms are equal only if
//                       identical, Conway's theorem), made bottom-up by the simplification rule
//   [SECTION] Values    g+ (the normal-play nim value), g- (the misère nim value: P iff g- = 0),
//                       birthday, the genus digits γ0 γ1 γ2 ..., the mate
//   [SECTION] Sums      G + H = {G' + H, G + H'} made canonical, memoised; G - *i where it exists
//   [SECTION] Text      CGSuite's notation: *[2#0], *[2[2]], *[(2#1)2##]
//
// The simplification (Conway's, with the Grundy-Smith proviso), for G = {S} whose options are
// canonical:
//   - G = 0 exactly when S is not empty, every option has 0 as an option, and some option is a
//     misère P-position (the proviso: bypassing a reversible move to 0 is allowed only when it
//     leaves no option and G is an N-position; {*} = 0, but {*2} is not 0);
//   - G = K (K canonical, not 0) exactly when K's options all lie in S and every other option of
//     G has K as an option (each such option reverses through K);
//   - otherwise {S} is canonical.
// Equality of canonical forms is identity, so equality of games is decided by canonical forms.
//
// The work is counted (options looked at); past the limit set by set_limit() the answer is void
// and exhausted() says so, as in cgt/store.h.
#pragma once
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/deadline.h"

namespace gl::cgt::misere {

using MId = std::uint32_t;

class MisereStore {
  public:
    MisereStore();

    //-------------------------------------------------------------------------
    // [SECTION] Forms
    //-------------------------------------------------------------------------
    static constexpr MId kZero = 0;
    // The canonical form of {options} (each option canonical, in any order, repeats allowed).
    MId canon(std::vector<MId> options);
    // The nim heap *n = {0, *, ..., *(n-1)} (canonical as it stands).
    MId nim_heap(std::uint32_t n);
    // The canonical options, in increasing id order.
    const std::vector<MId>& options(MId g) const { return nodes_[g].options; }
    std::size_t size() const { return nodes_.size(); }
    // Whether g is a nim heap *n (then n is its birthday).
    bool is_nim_heap(MId g) const { return nodes_[g].nim_heap; }

    //-------------------------------------------------------------------------
    // [SECTION] Values
    //-------------------------------------------------------------------------
    std::uint32_t birthday(MId g) const { return nodes_[g].birthday; }
    // g+: the mex of the options' g+ (the normal-play Grundy value).
    std::uint32_t nim_value(MId g) const { return nodes_[g].plus; }
    // g-: 1 for 0, else the mex of the options' g-. The misère outcome is P iff g- = 0.
    std::uint32_t misere_nim_value(MId g) const { return nodes_[g].minus; }
    bool is_p_position(MId g) const { return nodes_[g].minus == 0; }
    // γ0 .. γ(count-1) of the genus: γn = g-(G + n copies of *2), by the recurrence
    // γ0 = g-(G), γn = mex({γ(n-1), γ(n-1) xor 1} ∪ {γn(G') : G' an option}).
    std::vector<std::uint32_t> genus_digits(MId g, std::size_t count);
    // The classical genus g+^{γ0 γ1 ...}, written until the digits repeat with period 2 (at least
    // two digits): 0 is 0^120, * is 1^031, *2 is 2^20 (Winning Ways ch. 13). Digits of 10 and more
    // are written in parentheses with commas: 6^(1,9,10,8).
    std::string classical_genus(MId g);
    // The mate G⁻: * for 0, else {mates of the options} (Conway).
    MId mate(MId g);

    // The kind of a game's genus and of its options' (CGSuite's phylum; ONAG ch. 12 and Winning
    // Ways ch. 13 for tame, restive and restless games): a nim heap; hereditarily tame (every
    // follower's genus is a nim heap's or g^g-like: tame); tame by reversible moves; tameable;
    // hereditarily or reversibly restive; restless; wild.
    enum class Phylum : std::uint8_t { NimHeap, HereditarilyTame, ReversiblyTame, Tameable,
                                       HereditarilyRestive, ReversiblyRestive, Restless, Wild };
    Phylum phylum(MId g);
    // The genus as CGSuite prints it: a nim heap by its value alone ("2"), a tame or restive game
    // by g+ and its first digit ("0^0", "1^2"), any other by the classical genus ("4^146").
    std::string genus_text(MId g);

    //-------------------------------------------------------------------------
    // [SECTION] Sums
    //-------------------------------------------------------------------------
    MId add(MId g, MId h);
    // The X with X + *i = G, if there is one (unique, by Conway's cancellation theorem); found from
    // G's options (each canonical option of X + *i is an X' + *i or an X + *j, j < i) and checked
    // by adding back, so an answer is never wrong. 0 if none (check found).
    MId minus_heap(MId g, std::uint32_t i, bool& found);
    bool is_even(MId g);   // G is born before G + * (CGSuite's even games; 0 is even, * odd)
    MId even_part(MId g);  // whichever of G, G + * is even

    //-------------------------------------------------------------------------
    // [SECTION] Parts (ONAG ch. 12; Siegel, "On the structure of misère impartial games")
    //-------------------------------------------------------------------------
    // H is a part of G when G = H + X for some X (X is then unique: Conway's cancellation theorem).
    // A game and its sum with * have the same parts up to *, so parts are kept as even games.
    // The proper parts of G: its even parts other than 0 and G's even part, in the order they are
    // found (CGSuite's order). Every pair is checked by adding it back, so none is ever wrong.
    std::vector<MId> parts(MId g);
    // The X with H + X = G, if there is one.
    bool subtract(MId g, MId h, MId& x);
    // Prime: not 0 or *, and no proper parts.
    bool is_prime(MId g);
    // Every option of G is a part of G; equivalently G is a part of {G} (Conway).
    bool is_extraverted(MId g);
    // The ways of writing G as a sum of even primes, each way in CGSuite's order, with * last when
    // G is odd; 0 has the one empty way. At most `cap` ways (more_left is set if there are more).
    std::vector<std::vector<MId>> partitions(MId g, std::size_t cap, bool& more_left);

    //-------------------------------------------------------------------------
    // [SECTION] Text
    //-------------------------------------------------------------------------
    // CGSuite's order of games (its canonical order): by the even part's birthday, its number of
    // options, g+, g-, then its options compared in order, even before odd. -1, 0, 1.
    int compare(MId a, MId b);
    // As CGSuite prints a misère canonical form: "*[0]", "*[2#0]", "*[2[2]]", "*[(2#1)2##]". Nim
    // heaps by their size, '#' for "the game whose only option is", a sum with a nim heap as
    // subscripts in brackets (2[2] = *2 + *2), several options side by side, greatest first,
    // parenthesised inside another game. "" if the work ran out, or if the text is longer than `max`
    // characters (a form's text may be far longer than its number of distinct subgames: each is
    // written out wherever it occurs). Written in time linear in its length (at most `max`).
    std::string text(MId g, std::size_t max = SIZE_MAX);
    // The number of characters of text(g), found without writing it (UINT64_MAX if more); 0 if
    // the work ran out.
    std::uint64_t text_length(MId g);

    //-------------------------------------------------------------------------
    // Work accounting
    //-------------------------------------------------------------------------
    void set_limit(std::uint64_t work) {
        limit_ = work > UINT64_MAX - work_ ? UINT64_MAX : work_ + work;
        exhausted_ = false;
    }
    bool exhausted() const { return exhausted_; }
    std::uint64_t work() const { return work_; }

  private:
    struct Node {
        std::vector<MId> options; // sorted ids
        std::uint32_t birthday = 0, plus = 0, minus = 1;
        bool nim_heap = false;
        std::int8_t phylum = -1; // Phylum, once found
    };
    bool spend(std::uint64_t n) {
        work_ += n;
        if (work_ > limit_) exhausted_ = true;
        if ((work_ ^ (work_ - n)) >> 12 && Deadline::passed()) exhausted_ = true; // core/deadline.h
        return !exhausted_;
    }
    bool has_option(MId g, MId x) const; // binary search in g's sorted options
    MId make(std::vector<MId> sorted_options);
    static std::uint64_t hash(const std::vector<MId>& v);

    std::vector<Node> nodes_;
    std::unordered_multimap<std::uint64_t, MId> index_; // hash of the options -> canonical id
    std::unordered_map<std::uint64_t, MId> add_;
    std::unordered_map<MId, MId> mate_;
    std::unordered_map<MId, std::vector<std::uint32_t>> genus_;
    std::vector<MId> heaps_; // *0, *1, ...
    std::unordered_map<std::uint64_t, std::pair<bool, MId>> minus_;
    std::unordered_map<std::uint64_t, int> compare_;
    // Even G -> its pairs of even parts x1, y1, x2, y2, ... with xk + yk = G, the first pair 0, G.
    std::unordered_map<MId, std::vector<MId>> pairs_;
    const std::vector<MId>& part_pairs(MId even_g);
    void partition_ways(MId g, std::vector<MId>& partial, std::vector<std::vector<MId>>& out, std::size_t cap, bool& more_left);
    struct Step {
        enum class Kind : std::uint8_t { Heap, List, Link } kind = Kind::List;
        MId next = 0;      // Link: the game the token follows
        std::string token; // Heap: the digit; Link: "#", "k" or "-k"
        bool sum = false;  // Link: the token is a sum with a nim heap
    };
    std::unordered_map<MId, Step> steps_;
    std::unordered_map<MId, std::uint64_t> lengths_;
    const Step& step(MId g);
    std::uint64_t item_length(MId g);
    bool write_item(MId g, std::string& out, std::size_t max, bool top);
    std::vector<MId> ordered_options(MId g); // greatest first
    std::uint64_t work_ = 0, limit_ = UINT64_MAX;
    bool exhausted_ = false;
};

} // namespace gl::cgt::misere
