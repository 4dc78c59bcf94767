// store.h - short partizan games as a hash-consed DAG of {L | R} nodes (Conway, On
// Numbers and Games, ch. 7-10; Berlekamp, Conway and Guy, Winning Ways, ch. 1-2; Siegel,
// Combinatorial Game Theory, ch. II).
// Index:
//   [SECTION] Nodes         make({L}, {R}): option sets sorted and deduplicated, one id per form
//                           (isomorphic forms share an id), birthday, number and nimber flags
//   [SECTION] Values        canonical forms of numbers, nimbers *n, n·↑ + *m built directly
//   [SECTION] Order         G <= H by the recursive rule (no G^L >= H, no H^R <= G), outcomes
//   [SECTION] Canonical     remove dominated options, bypass reversible ones, recording each step
//   [SECTION] Sums          the canonical sum of canonical forms; negatives
//   [SECTION] Names         canonical forms as text in the calculator's notation, value names
//
// Every operation is exact. The work is counted (comparisons and options built); once a call
// goes past the limit set by set_limit(), it stops early and exhausted() says the answer is
// void (nothing void is ever memoised), so the page answers "too large" instead of freezing.
#pragma once
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <bit>
#include <unordered_map>
#include <vector>

#include "cgt/dyadic.h"
#include "core/deadline.h"
#include "core/impartial.h"

namespace gl::cgt {

using Id = std::uint32_t;

// One step of a canonical-form derivation (Siegel, CGT, Theorem II.2.7 and II.2.9).
struct Step {
    enum class Kind : std::uint8_t {
        Options,    // the options made canonical first (by induction)
        Dominated,  // an option removed because another is at least as good for its player
        Reversible, // an option bypassed: replaced by the options of its reversing answer
        Number,     // all options numbers with L < R: the simplest number between (simplicity theorem)
        Sum,        // a sum's options: G^L + H, G + H^L | G^R + H, G + H^R
        Name,       // the canonical form reached has a name: {0|*} is ^
    };
    Kind kind = Kind::Options;
    std::string where;  // the part of the expression simplified ("{0,*|1}", "1/2 + ^")
    std::string before; // that part before the step, {..|..}
    std::string after;  // and after it
    std::string why;    // the sentence a student reads
};
const char* step_kind_name(Step::Kind k); // "options", "dominated", ...

enum class Relation : char { Equal = '=', Less = '<', Greater = '>', Confused = '|' };
const char* relation_text(Relation r); // "=", "<", ">", "||"

class Store {
  public:
    Store();
    // A number no other store of this process has had: a cache of ids made in a store (a game's
    // own table of positions) keeps it to know they are still this store's.
    std::uint64_t serial() const { return serial_; }

    //-------------------------------------------------------------------------
    // [SECTION] Nodes
    //-------------------------------------------------------------------------
    static constexpr Id kZero = 0;
    // The numbers held: whole parts below 2^52 and denominators up to 2^kMaxExp (Dyadic's game
    // range). One out of range (made by nesting, {0|1/2^74}, or by a sum) stops the work as
    // exhausted, as the budget does, so that every number is exact and reads back typed.
    static constexpr int kMaxExp = Dyadic::kMaxExp;
    // Numbers born after day kBuiltBirthday (2^40, 3/2^70) and nimbers *n for n > kBuiltNimber
    // are held as one node each, their options made only when asked for (lazily): a sum with a
    // number, a comparison with one, naming and printing never ask. At most kMaxLazy such nodes
    // have their options made per set_limit() (and a nimber at most kMaxLazyNimber options):
    // past that the work stops as exhausted, so no walk down 2^40, 2^40 - 1, ... runs long or deep.
    static constexpr std::uint64_t kBuiltBirthday = 1024, kBuiltNimber = 1024;
    static constexpr std::uint64_t kMaxLazy = 4096, kMaxLazyNimber = 4096;
    Id make(std::vector<Id> left, std::vector<Id> right);
    // Whether asking for g's options would stop the work: a nimber held lazily with more than
    // kMaxLazyNimber options (*2^40 is a game, its 2^40 options are not listed).
    bool too_many_options(Id g) const {
        return nodes_[g].lazy && nodes_[g].nimber > static_cast<std::int64_t>(kMaxLazyNimber);
    }
    const std::vector<Id>& left(Id g) { materialize(g); return nodes_[g].left; }
    const std::vector<Id>& right(Id g) { materialize(g); return nodes_[g].right; }
    // Of this form (for a canonical form: the game's birthday, Siegel II.1).
    std::uint64_t birthday(Id g) const { return nodes_[g].birthday; }
    // The birthday with every number counted as born on day 0: how deep sums, comparisons and
    // canonical forms recurse, since no one need move in a number (translation, Siegel II.3).
    std::uint64_t depth(Id g) const { return nodes_[g].depth; }
    std::size_t size() const { return nodes_.size(); }
    // The value if g is the canonical form of a number / of a nimber *n.
    std::optional<Dyadic> number(Id g) const;
    std::optional<std::uint64_t> nimber(Id g) const;
    // Every subposition other than 0 has options for both players (Siegel's all-small games).
    bool dicotic(Id g) const { return nodes_[g].dicotic; }

    //-------------------------------------------------------------------------
    // [SECTION] Values
    //-------------------------------------------------------------------------
    // 0 = {|}, n+1 = {n|}, -n-1 = {|-n}, m/2^k = {(m-1)/2^k | (m+1)/2^k}; out of the game range
    // (Dyadic::fits_game): exhausted, kZero.
    Id of_number(Dyadic x);
    Id of_nimber(std::uint64_t n);   // *n = {*0,...,*(n-1) | *0,...,*(n-1)}
    Id of_ups(std::int64_t n, std::uint64_t star); // n·↑ + *star, canonical (via sums)

    //-------------------------------------------------------------------------
    // [SECTION] Order
    //-------------------------------------------------------------------------
    bool le(Id g, Id h);
    bool eq(Id g, Id h) { return le(g, h) && le(h, g); }
    Relation compare(Id g, Id h);
    // o(G): Left wins moving second iff G >= 0, Right iff G <= 0 (Siegel, CGT, II.1).
    Outcome outcome(Id g);

    //-------------------------------------------------------------------------
    // [SECTION] Canonical
    //-------------------------------------------------------------------------
    // The canonical form of any form g (options first, by induction).
    Id canonical(Id g);
    // {left | right} whose options are canonical, simplified to its canonical form; each step
    // goes to *steps (if given) with `where` naming the part of the expression.
    Id simplify(std::vector<Id> left, std::vector<Id> right, std::vector<Step>* steps = nullptr,
                const std::string& where = {});

    //-------------------------------------------------------------------------
    // [SECTION] Sums
    //-------------------------------------------------------------------------
    Id negate(Id g); // -G = {-G^R | -G^L}; the negative of a canonical form is canonical
    // The canonical form g of another store, made in this one (a part of a sum valued in its own
    // game's store, then added in the sum's). `done` maps ids of `from` already made here; numbers
    // and nimbers are made by value, so large ones stay one node each.
    Id import(Store& from, Id g, std::unordered_map<Id, Id>& done);
    // G + H of canonical forms, canonical. With steps: the sum's options and its simplification.
    Id add(Id g, Id h, std::vector<Step>* steps = nullptr, const std::string& where = {});

    //-------------------------------------------------------------------------
    // [SECTION] Names
    //-------------------------------------------------------------------------
    // A canonical form as CGSuite prints it, which the calculator reads back to the same game:
    // numbers, nimbers and ups by name ("1/2", "^*", "2+*3", "^<2>", "^[3]"), switches with +-
    // ("+-1", "+-(1,1*)"), Tiny and Miny ("Tiny(2)", "1+Miny(1/2)"), anything else in slash notation
    // ("{5|4||3|2}"). Empty if longer than `max` characters.
    std::string text(Id g, std::size_t max = 20000);
    // The same game with every brace written out and no slash notation: {{5|4}|{3|2}}.
    std::string brace_text(Id g, std::size_t max = 20000);
    // {L | R} with each option's text: a form that is not (yet) canonical.
    std::string form_text(const std::vector<Id>& left, const std::vector<Id>& right);
    // x + n·↑ + *m, where g is such a value (canonical g).
    struct UpStar {
        Dyadic x;
        std::int64_t ups = 0;
        std::uint64_t star = 0;
    };
    std::optional<UpStar> up_star(Id g);
    // The value's name: "1/2", "*2", "↑*", "±1", "3/4 ± 1/4", else the canonical form; and its kind.
    struct Name {
        std::string text;
        std::string kind; // "integer", "number", "nimber", "number, ups and nimber", "switch", "game"
    };
    Name name(Id g);

    //-------------------------------------------------------------------------
    // Work accounting
    //-------------------------------------------------------------------------
    // (Saturating: set_limit(UINT64_MAX) is no limit; it used to wrap to a limit already passed.)
    void set_limit(std::uint64_t work) {
        limit_ = work > UINT64_MAX - work_ ? UINT64_MAX : work_ + work;
        exhausted_ = false;
        lazy_made_ = 0;
    }
    bool exhausted() const { return exhausted_; }
    // Work spent outside the store on its behalf (a ruleset's positions walked): counts as store work.
    bool charge(std::uint64_t n) { return spend(n); }
    std::uint64_t work() const { return work_; }
    // Stops the work as if the limit were passed (a part of a sum out of reach puts the sum out of reach).
    void exhaust() { exhausted_ = true; }
    // What is left of the work set_limit() allowed.
    std::uint64_t remaining() const { return exhausted_ || limit_ <= work_ ? 0 : limit_ - work_; }
    // Memory, counted apart from work: what the store holds, roughly (its nodes, their options,
    // its indexes and memos). Past the memory limit, work stops as exhausted, as past the work
    // limit: a budget of steps alone let a Domineering board hold 330 MB (issue 26).
    std::size_t bytes() const;
    static constexpr std::size_t kDefaultMemoryLimit = std::size_t{128} << 20;
    void set_memory_limit(std::size_t bytes) { memory_limit_ = bytes; }
    std::size_t memory_limit() const { return memory_limit_; }

  private:
    struct Node {
        std::vector<Id> left, right;
        std::uint64_t birthday = 0;
        std::uint64_t depth = 0;  // see depth()
        std::int64_t nimber = -1; // n if this is the canonical form of *n
        bool is_number = false;
        bool lazy = false;     // a number or nimber whose options are not made yet
        Dyadic value;          // if is_number
        bool dicotic = true;
    };
    // Makes a lazy node's options (see kBuiltBirthday); a no-op for any other node.
    void materialize(Id g) {
        if (nodes_[g].lazy) make_options(g);
    }
    void make_options(Id g);
    Id lazy_node(Node n);
    struct Key {
        const std::vector<Id>* left;
        const std::vector<Id>* right;
    };
    bool spend(std::uint64_t n = 1) {
        work_ += n;
        if (work_ > limit_) exhausted_ = true;
        // The memory (and a caller's Deadline, core/deadline.h) is looked at every 4,096 steps or
        // so (bytes() is a few additions).
        if ((work_ ^ (work_ - n)) >> 12 && (bytes() > memory_limit_ || Deadline::passed())) exhausted_ = true;
        return !exhausted_;
    }
    void classify(Node& n) const;
    bool option_before(Id a, Id b); // the order options are printed in
    std::optional<UpStar> remember_up_star(Id g, std::optional<UpStar> u);
    std::uint64_t hash(const std::vector<Id>& l, const std::vector<Id>& r) const;
    static std::uint64_t pair(Id a, Id b) { return (std::uint64_t{a} << 32) | b; }
    bool remove_dominated(std::vector<Id>& opts, bool left_side, std::vector<Step>* steps, const std::string& where,
                          const std::vector<Id>& l, const std::vector<Id>& r);
    bool bypass_one(std::vector<Id>& l, std::vector<Id>& r, bool left_side, std::vector<Step>* steps, const std::string& where);

    std::vector<Node> nodes_;
    std::unordered_multimap<std::uint64_t, Id> index_; // hash of (L, R) -> ids
    // The comparisons made: a flat table of pair keys, the answer in the key's top bit (ids stay
    // far below 2^31), since comparing is most of the work of a canonical form.
    class PairAnswers {
      public:
        std::optional<bool> find(std::uint64_t key) const {
            if (slots_.empty()) return std::nullopt;
            for (std::size_t i = slot_of(key);; i = (i + 1) & (slots_.size() - 1)) {
                const std::uint64_t s = slots_[i];
                if (s == kEmpty) return std::nullopt;
                if ((s & ~kYes) == key) return (s & kYes) != 0;
            }
        }
        void put(std::uint64_t key, bool yes) {
            if (2 * (used_ + 1) > slots_.size()) grow();
            for (std::size_t i = slot_of(key);; i = (i + 1) & (slots_.size() - 1))
                if (slots_[i] == kEmpty) {
                    slots_[i] = key | (yes ? kYes : 0);
                    ++used_;
                    return;
                }
        }
      private:
        static constexpr std::uint64_t kEmpty = ~std::uint64_t{0}, kYes = std::uint64_t{1} << 63;
        std::size_t slot_of(std::uint64_t key) const { return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ull) >> shift_); }
        void grow() {
            std::vector<std::uint64_t> old(slots_.empty() ? 1024 : slots_.size() * 2, kEmpty);
            old.swap(slots_);
            shift_ = 64 - std::countr_zero(slots_.size());
            used_ = 0;
            for (std::uint64_t s : old)
                if (s != kEmpty) put(s & ~kYes, (s & kYes) != 0);
        }
      public:
        std::size_t bytes() const { return slots_.capacity() * sizeof(std::uint64_t); }

      private:
        std::vector<std::uint64_t> slots_;
        std::size_t used_ = 0;
        int shift_ = 64;
    };
    PairAnswers le_;
    std::unordered_map<Id, Id> canonical_, negate_;
    std::unordered_map<std::uint64_t, Id> add_;
    std::unordered_map<Id, std::string> text_;
    struct Bare {
        std::string text; // "" if too long
        int slashes = 0;  // bars of its top level when written without braces (0: a name)
    };
    std::unordered_map<Id, Bare> bare_;
    std::vector<Id> up_pow_, up_pow_to_; // ^<k> and ^[k] built for naming, k = 1, 2, ...
    const Bare& bare(Id g);
    std::optional<std::string> special_name(Id g); // uptimal, switch, Tiny/Miny names
    std::optional<std::string> up_nth_name(Id g, std::uint64_t g_birthday); // ^<k>, ^[k] (with *, negated)
    std::optional<std::string> switch_name(const std::vector<Id>& left);      // +-G^L
    std::optional<std::string> tiny_name(Id l, Id r);                         // x+Tiny(y), x+Miny(y)
    std::unordered_map<Id, std::optional<UpStar>> up_star_;
    std::map<std::pair<i128, int>, Id> numbers_;   // of_number: (num, exp) -> id
    std::vector<Id> nimbers_;                       // of_nimber: *k, k <= kBuiltNimber
    std::unordered_map<std::uint64_t, Id> big_nimbers_; // of_nimber: *k, k > kBuiltNimber (lazy)
    std::uint64_t lazy_made_ = 0;                   // lazy nodes given options since set_limit()
    std::vector<std::pair<Id, Id>> ups_;                  // of_ups: k·↑ and k·↑ + *
    std::uint64_t work_ = 0, limit_ = UINT64_MAX;
    std::size_t option_bytes_ = 0; // the nodes' option lists
    std::size_t memory_limit_ = kDefaultMemoryLimit;
    bool exhausted_ = false;
    std::uint64_t serial_;
    static std::uint64_t next_serial();
};

} // namespace gl::cgt
