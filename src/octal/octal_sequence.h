// octal_sequence.h - nim-sequences of octal games, their periods with a proof, and positions.
//
// Index of this file:
//   [SECTION] Sequence      G(0), G(1), ... computed in bounded, resumable steps
//   [SECTION] Periodicity   the smallest period p and preperiod n0, proved by the octal periodicity
//                           theorem (Guy and Smith 1956; Winning Ways, ch. 4), or an arithmetic
//                           period G(n+p) = G(n) + s proved by the arithmetic-periodicity test
//                           (octal_arithmetic.cpp)
//   [SECTION] PeriodSearch  the driver: extend the sequence only as far as the proof needs
//   [SECTION] Positions     value, outcome and every winning move of a multiset of heaps
//
// G(n) = mex of the values of the options of a heap of n, where two heaps a + b are worth
// G(a) xor G(b) (Sprague-Grundy, Ferguson, Part I, §4.2). Two exact algorithms give the same numbers:
//  - naive: every option of every n, O(n·|C|) per value;
//  - sparse space (Winning Ways ch. 4, "Sparse Space Spells Speed"; Gangolli-Plambeck 1989;
//    Flammenkamp): fix a mask m and give each position x the label
//        l(x) = parity of popcount(G(x) & m)                    ("in the range"), or
//        l(x) = parity of popcount(G(x) & m) xor parity of x    ("in the domain", allowed when
//                                                                all split takes have one parity).
//    A split a + b = n - t is worth G(a) xor G(b), whose masked parity is l(a) xor l(b) (xor the
//    parity of n - t in the domain case). So the values of one masked parity - call them the
//    *mixed* values of n - come only from splits into one part of each label. For many games one
//    label is rare: few positions carry it. Pairing each rare position with its partner (O(#rare)
//    work) then reaches every mixed value there is to reach, so a mixed candidate for the mex is
//    final at once; any other candidate is looked for among the remaining splits, stopping as soon
//    as it is reached, which is almost at once. The mask, the kind of label and the rare label
//    are (re)chosen from the values so far to make the rare positions fewest; where even the best
//    choice leaves many rare positions the naive method is used instead, and the sequence records
//    which method computed which range.
#pragma once
#include <algorithm>
#include <bit>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/impartial.h"
#include "core/result.h"
#include "octal/octal.h"
#include "octal/value_store.h"

namespace gl::octal {

// =============================================================================================
// [SECTION] Sequence
// =============================================================================================

enum class Algorithm : char {
    Naive, // the plain mex recurrence everywhere
    Auto,  // sparse space wherever a mask leaves few rare positions, naive elsewhere
    Sparse, // sparse space with the best mask from G(64) on, even where it does not pay (tests)
};

enum class Method : char { Naive, Sparse };
const char* method_name(Method m); // "naive", "sparse"

// Values begin <= n < end were computed by `method`; if sparse, with this mask and labels.
struct MethodRange {
    std::uint64_t begin = 0, end = 0;
    Method method = Method::Naive;
    std::uint32_t mask = 0;
    bool domain = false;   // labels include the parity of the position
    bool operator==(const MethodRange&) const = default;
};

// The nim-sequence G(0..size()-1) of one game. Values are stored in the smallest unsigned type
// that holds them (1 byte each while all values are < 256, then 2, then 4).
class Sequence {
  public:
    // The most values a sequence holds: G(0..2^40 - 1), if memory allows (1 byte a value while
    // values are below 256: 2^33 values take 8 GiB). Positions are std::size_t inside (they index
    // the values in memory: 64-bit natively, 32-bit in wasm, where memory stops a run far below
    // 2^32); the rare list keeps 32-bit positions while every rare position is below 2^32.
    static constexpr std::uint64_t kMaxSize = std::uint64_t{1} << 40;

    explicit Sequence(Rules rules, Algorithm algorithm = Algorithm::Auto);

    // Computes further values until size() >= min(target, kMaxSize) or about `work` elementary
    // steps (one option looked at = one step) have been spent; a value is never left half done.
    // Returns true if the target was reached. Call it again to resume or to extend further.
    bool advance(std::uint64_t target, std::uint64_t work = UINT64_MAX);

    std::uint64_t size() const { return width_ == 1 ? v8_.size() : width_ == 2 ? v16_.size() : v32_.size(); }
    Grundy operator[](std::uint64_t n) const { // n < size()
        return width_ == 1 ? v8_[n] : width_ == 2 ? v16_[n] : v32_[n];
    }
    // The values as stored: bytes_per_value() bytes each, size() of them.
    const void* raw() const {
        return width_ == 1 ? static_cast<const void*>(v8_.data())
               : width_ == 2 ? static_cast<const void*>(v16_.data()) : static_cast<const void*>(v32_.data());
    }
    Grundy max_value() const { return max_value_; }
    unsigned bytes_per_value() const { return width_; }
    std::uint64_t work_done() const { return work_; }
    const std::vector<MethodRange>& methods() const { return ranges_; }
    bool sparse() const { return sparse_; }                       // is the sparse method in use now
    std::uint32_t mask() const { return mask_; }                  // its mask (0 if naive)
    bool domain() const { return domain_; }                       // its labels use position parity
    std::uint64_t rare_positions() const { // its rare positions n >= 1
        return copy_ ? copy_rare_ : rare_.size() + rare_wide_.size();
    }
    std::uint64_t last_rare() const { // the largest, or 0
        return copy_ ? copy_last_rare_ : !rare_wide_.empty() ? rare_wide_.back().pos : rare_.empty() ? 0 : rare_.back().pos;
    }
    // Whether n (< size()) carries the rare label of the current mask (false if naive).
    bool is_rare(std::uint64_t n) const { return sparse_ && rare(n, static_cast<std::uint32_t>((*this)[n])); }
    const Rules& rules() const { return rules_; }
    Algorithm algorithm() const { return algorithm_; }

    // Memory. Before its storage grows (doubling a vector of values, widening it, the tables of
    // the mex), the sequence asks for the new block first (malloc, freed at once). If that is
    // refused - the browser will not grow the wasm memory (ALLOW_MEMORY_GROWTH makes malloc
    // return null there instead of aborting), or the bytes held would pass set_memory_limit() -
    // it stops before changing anything: advance() returns false, out_of_memory() is true and
    // memory_message() says how much was refused and how many values are computed. Nothing is
    // lost; the values computed stay readable.
    void set_memory_limit(std::uint64_t bytes) { memory_limit_ = bytes; }
    bool out_of_memory() const { return refused_bytes_ != 0; }
    std::uint64_t refused_bytes() const { return refused_bytes_; }
    std::uint64_t storage_bytes() const; // held by the values, the mex tables and the rare list
    // "memory: the browser refused 64 MB more; computed 16777216 values" (empty if none refused)
    std::string memory_message() const;

    // Values on disk (grundylab --on-disk; native only): from now on the values live in the file
    // `prefix` + "1" (then "2" or "4" once they widen), mapped into memory by the host's `files`,
    // and the memory held no longer grows with them (value_store.h). Only for a sequence with no
    // values yet; an error says why the file cannot be used (no `files`: the browser has no disk). set_memory_limit() then bounds the rest (the tables, the
    // rare list, and the values' windows in memory), and the disk refuses what it has no room for.
    std::optional<std::string> keep_values_on_disk(const FileMapper* files, const std::string& prefix);
    bool values_on_disk() const { return width_ == 1 ? v8_.on_disk() : width_ == 2 ? v16_.on_disk() : v32_.on_disk(); }
    // On disk: every value computed so far is in the file when this returns nothing, else why not.
    std::optional<std::string> sync_values() const;
    // On disk: gives back to the file the memory of values [begin, end) outside the two windows
    // (value_store.h). A reader of every value calls it after each kReleaseChunk values, as it goes.
    void release_values(std::uint64_t begin, std::uint64_t end) const;
    static constexpr std::uint64_t kReleaseChunk = std::uint64_t{1} << 27;

    // A copy made from afar (the page shows what a Web Worker computes): the method state of a
    // sequence, and its values appended in chunks. A copy is for reading (values, methods,
    // prove_period); never advance() it.
    struct State {
        std::vector<MethodRange> methods;
        bool sparse = false;
        std::uint32_t mask = 0;
        bool domain = false;
        std::uint32_t rare_label = 0;
        std::uint64_t rare_positions = 0, last_rare = 0, work = 0;
        std::uint64_t refused_bytes = 0; // the search stopped: this much memory was refused
    };
    State state() const;
    // Appends G(size()), G(size()+1), ... computed elsewhere for the same rules (count values of
    // `width` bytes each, 1, 2 or 4), then takes over `state`.
    void append_copy(const void* values, std::size_t count, unsigned width, const State& state);

    // Checkpoints (grundylab --checkpoint, octal_checkpoint.cpp): everything but the values, as
    // bytes, and a sequence made again from them. `read(dst, bytes)` fills dst with the next
    // `bytes` bytes of the values as raw() holds them (size() of them, bytes_per_value() wide) and
    // answers false if there are not that many. The sequence restored goes on exactly as the saved
    // one would have: the same values, methods and masks. A state of other rules, of another
    // version of this format, or damaged, is an error saying which.
    using ReadValues = std::function<bool(void* dst, std::uint64_t bytes)>;
    std::string save_state() const;
    static Result<Sequence> restore(const Rules& rules, std::string_view state, const ReadValues& read);
    // The same, with the values left where they are: the file `prefix` + width (as keep_values_on_disk
    // names it) is mapped by `files`, not read, and the sequence goes on keeping its values there.
    static Result<Sequence> restore_on_disk(const Rules& rules, std::string_view state, const FileMapper& files,
                                            const std::string& prefix);

    // Tests only: the stamps as a run of 2^32 values leaves them. Each value computed with stamps
    // takes the next 32-bit tag, which wraps after 2^32 - 1 of them (the stamps are then cleared):
    // this makes the tags wrap after `left` more, with every stamp holding tag 1, the first one
    // given after the wrap (as if every value were an option of the value that took tag 1 last).
    void age_stamps_for_test(std::uint32_t left) {
        tag_ = UINT32_MAX - left;
        std::fill(stamp_.begin(), stamp_.end() - 1, 1u); // stamp_[cap_] is never marked
    }

  private:
    template <class T> void extend(ValueArray<T>& g, std::uint64_t target, std::uint64_t work_limit);
    template <class T> void mark_unsplit_options(const T* g, std::size_t n, std::uint32_t tag);
    template <class T> std::uint32_t naive_value(const T* g, std::size_t n);
    template <class T> std::uint32_t sparse_value(const T* g, std::size_t n);
    template <class T, class Reached, class E>
    std::uint32_t sparse_value(const T* g, std::size_t n, Reached reached, const std::vector<E>& rare);
    template <class T> void review_mask(const T* g, std::size_t n);
    static Result<Sequence> restore(const Rules& rules, std::string_view state, const ReadValues& read, const FileMapper* files,
                                    const std::string& prefix);
    template <class W> bool widen(ValueArray<W>& wide, std::uint64_t cap);
    bool store(std::uint32_t v); // false (and nothing changed) if the memory it needs is refused
    bool grant(std::uint64_t bytes); // may this many bytes more be allocated now?
    bool refuse(std::uint64_t bytes, bool by_limit, bool by_disk) { // notes a refusal of `bytes`; false
        refused_bytes_ = std::max<std::uint64_t>(bytes, 1), refused_by_limit_ = by_limit, refused_by_disk_ = by_disk;
        return false;
    }
    template <class T> bool room(std::vector<T>& v, std::uint64_t extra = 1); // capacity for size()+extra
    template <class T> bool room(ValueArray<T>& v, std::uint64_t extra = 1);
    bool rare_room(std::uint64_t n);  // room() for one more rare position n (widening the list if n >= 2^32)
    void push_rare(std::uint64_t n, std::uint32_t v); // appends a rare position (ascending) and its value
    std::uint32_t next_tag() { // a fresh stamp tag: never 0 (fresh stamps), never one in the stamps
        if (++tag_ == 0) {
            std::fill(stamp_.begin(), stamp_.end(), 0u);
            tag_ = 1;
        }
        return tag_;
    }
    void note_method(std::uint64_t n, Method m);
    std::uint32_t parity(std::uint32_t v) const { return std::popcount(v & mask_) & 1u; }
    bool rare(std::uint64_t n, std::uint32_t v) const {
        return (parity(v) ^ (domain_ ? static_cast<std::uint32_t>(n & 1u) : 0u)) == rare_label_;
    }

    Rules rules_;
    Algorithm algorithm_;
    std::vector<std::uint32_t> take_all_, leave_one_, split_; // the k of A, B, and C (0 for d0 = 4)
    unsigned width_ = 1;
    ValueArray<std::uint8_t> v8_;
    ValueArray<std::uint16_t> v16_;
    ValueArray<std::uint32_t> v32_;
    // Values on disk: in the files disk_prefix_ + "1", "2" or "4" (by width). A copy of the sequence
    // keeps its values in memory (ValueArray), whatever this says: values_on_disk() asks the values.
    std::string disk_prefix_;
    const FileMapper* files_ = nullptr; // the host's files, where the values widen into a new one
    Grundy max_value_ = 0;
    std::uint32_t cap_ = 2;               // a power of two above every value: xors stay below it
    std::vector<std::uint32_t> stamp_;    // stamp_[v] == tag_: value v is an option of the value being computed
    std::uint32_t tag_ = 0;               // the last tag given (next_tag)
    std::vector<std::uint64_t> count_[2]; // how many even/odd positions have each value (for masks)
    bool domain_allowed_ = true;          // all split takes have the same parity
    bool sparse_ = false;
    std::uint32_t mask_ = 0;
    bool domain_ = false;
    std::uint32_t rare_label_ = 0;
    // The rare positions n >= 1, ascending, each with its value beside it: the rare pairs read
    // this one array in order and only G(m - r) elsewhere. 8 bytes an entry while every rare
    // position is below 2^32 (every game known: 0.161's last is below 10^5); from the first one
    // past it on, all are in rare_wide_ instead (one of the two lists is empty).
    struct RareEntry {
        std::uint32_t pos, value;
    };
    struct WideRareEntry {
        std::uint64_t pos;
        std::uint32_t value;
    };
    std::vector<RareEntry> rare_;
    std::vector<WideRareEntry> rare_wide_;
    std::uint64_t next_review_ = 64;
    std::uint64_t work_ = 0;
    std::vector<MethodRange> ranges_;
    std::uint64_t memory_limit_ = UINT64_MAX, refused_bytes_ = 0;
    bool refused_by_limit_ = false; // the last refusal was set_memory_limit()'s, not malloc's
    bool refused_by_disk_ = false;  // the last refusal was the disk's (values on disk)
    bool copy_ = false; // filled by append_copy
    std::uint64_t copy_rare_ = 0, copy_last_rare_ = 0;
};

// =============================================================================================
// [SECTION] Periodicity
// =============================================================================================

// Which finite check proves the period (see prove_period).
enum class Bound : char {
    Octal,       // G(n+p) = G(n) for n0 <= n < 2·n0 + p + k  (Winning Ways, ch. 4)
    Subtraction, // G(n+p) = G(n) for n0 <= n < n0 + k         (no move leaves two heaps)
    Split,       // G(n+p) = G(n) for n0 <= n < j·n0 + (j-1)·p + k (moves leave up to j >= 3 heaps)
    Arithmetic,  // G(n+p) = G(n) + s, s = 2^r > 0, by the arithmetic-periodicity test (see prove_arithmetic_period)
};

struct Periodicity {
    std::uint64_t period = 0;     // p, the least period
    std::uint64_t preperiod = 0;  // n0, the least n0 for p: G(n+p) = G(n) + saltus for all n >= n0
    std::uint64_t saltus = 0;     // s: 0 for a plain period; a power of two > 0 for Bound::Arithmetic
    std::uint64_t max_take = 0;   // k = max(A ∪ B ∪ C)
    std::uint64_t parts = 2;      // j: the most heaps one move leaves
    Bound bound = Bound::Octal;
    std::uint64_t check_begin = 0, check_end = 0; // G(n+p) = G(n) + saltus was checked for these n
    std::uint64_t values_used = 0;                // the proof read G(0..values_used-1)
    // Exceptions: the n < n0 whose value differs from the periodic one, G(n + j·p) - j·saltus for
    // the j with n0 <= n + j·p < n0 + p (the exceptions, underlined in Winning Ways ch. 4). Long preperiods
    // have millions, so only the first kListedExceptions are listed; is_exception() tells any n.
    static constexpr std::size_t kListedExceptions = 4096;
    std::vector<std::uint64_t> exceptions;   // ascending, at most kListedExceptions
    std::uint64_t exception_count = 0;       // all of them
    std::uint64_t last_exception = 0;        // the largest (n0 - 1 if n0 > 0), if any
    std::string certificate; // the proof in words, with the numbers a student can check
};

// The least period p that the computed values prove, with its least n0, or nothing if no period
// is proved by them yet. Never claims a period without the finite check of the theorem. Every
// period is a multiple of the least one, which is proved by the same values whenever any period
// is, so the first p that passes is the least period of the whole infinite sequence.
// Where no plain period is proved, an arithmetic one is tried (prove_arithmetic_period).
// If nothing is proved and `promising` is given, it receives the fewest values with which the
// most promising candidate (a long run of G(n) = G(n+p) at the top) could be proved, or 0.
std::optional<Periodicity> prove_period(const Sequence& seq, std::uint64_t* promising = nullptr);

// An arithmetic period, G(n+p) = G(n) + s for every n >= n0 with s = 2^r > 0, proved from the
// computed values by the arithmetic-periodicity test of octal_arithmetic.cpp (its certificate
// states the test and its proof), or nothing. Only finite codes without ! or ? whose moves may
// leave three heaps or more can pass (finite octal games are never arithmetic-periodic); codes
// the test does not cover (0.3F: saltus 3; infinite codes; ! and ?) are never claimed.
std::optional<Periodicity> prove_arithmetic_period(const Sequence& seq);

// Whether n < q.preperiod is an exception of q (seq is the sequence q was proved from).
bool is_exception(const Sequence& seq, const Periodicity& q, std::uint64_t n);
// G(n) by the proved period, for n >= q.preperiod: G(n0 + (n - n0) mod p) + ⌊(n - n0)/p⌋·s.
Grundy periodic_value(const Sequence& seq, const Periodicity& q, std::uint64_t n);

// =============================================================================================
// [SECTION] PeriodSearch
// =============================================================================================

// G(n) of one heap, or nothing if unknown (e.g. PeriodSearch::value_lookup()).
using ValueLookup = std::function<std::optional<Grundy>(Heap)>;

// Extends a sequence until a period is proved or `limit` values are computed, checking for a
// proof each time the sequence has grown by a quarter, or earlier where prove_period says a
// promising candidate could be proved. Once proved it computes nothing more:
// lookup() gives every later value from the period.
class PeriodSearch {
  public:
    // OutOfMemory: the sequence could not grow (Sequence::out_of_memory); the search stops there.
    enum class Status : char { Running, Proved, LimitReached, OutOfMemory };
    PeriodSearch(Rules rules, std::uint64_t limit, Algorithm algorithm = Algorithm::Auto);

    // Spends about `work` steps of Sequence::advance, then returns. The checks for a proof in
    // between are not counted: each costs O(size()) simple comparisons, a few times per growth
    // by a quarter.
    Status advance(std::uint64_t work = UINT64_MAX);
    Status status() const { return status_; }
    const Sequence& sequence() const { return seq_; }
    const std::optional<Periodicity>& periodicity() const { return period_; }
    std::uint64_t limit() const { return limit_; }
    // Raises the limit (never lowers it): a search that stopped at its limit goes on from there,
    // nothing computed is lost.
    void raise_limit(std::uint64_t limit);
    // The most bytes the sequence may hold (Sequence::set_memory_limit): past it the search stops
    // with Status::OutOfMemory and the sequence's memory_message(), keeping what it computed.
    void set_memory_limit(std::uint64_t bytes) { seq_.set_memory_limit(bytes); }
    // Sequence::keep_values_on_disk, for a search that has computed nothing yet.
    std::optional<std::string> keep_values_on_disk(const FileMapper* files, const std::string& prefix) {
        return seq_.keep_values_on_disk(files, prefix);
    }
    // A copy of a search running elsewhere: appends its values and state (Sequence::append_copy)
    // and takes its status. A status of Proved takes `proof`, the proof made there by this same
    // code (the page's copy of a Web Worker's search: proving 0.1777 again would hold the page
    // for seconds), if it fits the values; without one it is proved again here.
    void append_copy(const void* values, std::size_t count, unsigned width, const Sequence::State& state, Status status,
                     const Periodicity* proof = nullptr);

    enum class Source : char { Computed, Periodic };
    struct Value {
        Grundy value = 0;
        Source source = Source::Computed;
    };
    // G(n) if computed, or from the proved period; nothing if neither.
    std::optional<Value> lookup(std::uint64_t n) const;
    // lookup() for analyse_position; it refers to this object, so keep it alive and in place.
    ValueLookup value_lookup() const;

    // Checkpoints, as Sequence::save_state and restore: the search's limit is the caller's (a
    // resumed run may go further than the first one meant to).
    std::string save_state() const;
    // With `disk_prefix`, the values are mapped from that file by `files`, not read
    // (Sequence::restore_on_disk).
    static Result<PeriodSearch> restore(const Rules& rules, std::uint64_t limit, std::string_view state,
                                        const Sequence::ReadValues& read, const FileMapper* files = nullptr,
                                        const std::string& disk_prefix = {});

  private:
    Sequence seq_;
    std::uint64_t limit_;
    std::uint64_t next_check_;
    Status status_ = Status::Running;
    std::optional<Periodicity> period_;
};

// =============================================================================================
// [SECTION] Positions
// =============================================================================================

// A move in heap `heap` (index into the position) of size `from`: see HeapOption.
struct HeapMove {
    std::size_t heap = 0;
    Heap from = 0;
    HeapOption option;
    bool operator==(const HeapMove&) const = default;
};

struct PositionAnalysis {
    std::vector<Heap> heaps;
    std::vector<Grundy> values;           // G of each heap
    Grundy nim_sum = 0;                   // the position's value (Sprague-Grundy)
    Outcome outcome = Outcome::P;         // normal play: P iff the nim-sum is 0
    bool game_over = false;               // no heap has a move
    std::vector<HeapMove> winning_moves;  // every move to nim-sum 0, by heap, then take, then split
                                          // (the first max_listed of them: see analyse_position)
    std::uint64_t winning_move_count = 0; // all of them, listed or not
};

// Heaps larger than this are refused: listing their moves takes O(heap · |C|) time.
inline constexpr Heap kMaxAnalysedHeap = Heap{1} << 24;

// Errors (where "heaps[i]") if a heap is too large or its value (or a smaller heap's) is unknown.
// Finding the winning moves looks at every option of each distinct heap: if that is more than
// `work` options (counted before any is looked at), the answer is an error saying so.
// Only the first `max_listed` winning moves are kept (a heap of 2^24 in 4.7 has 8,388,608 of
// them: 400 MB as a list); winning_move_count counts them all.
Result<PositionAnalysis> analyse_position(const Rules& rules, const ValueLookup& values,
                                          std::span<const Heap> heaps, std::uint64_t work = UINT64_MAX,
                                          std::size_t max_listed = SIZE_MAX);
// The options analyse_position would look at for the winning moves (distinct heaps, once each).
std::uint64_t winning_move_work(const Rules& rules, std::span<const Heap> heaps);

} // namespace gl::octal
