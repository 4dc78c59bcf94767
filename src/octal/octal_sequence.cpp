#include "octal/octal_sequence.h"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <queue>

namespace gl::octal {

const char* method_name(Method m) { return m == Method::Sparse ? "sparse" : "naive"; }

// =============================================================================================
// [SECTION] Sequence
// =============================================================================================

namespace {

// A mask is used only if it leaves at most this fraction of positions rare; beyond it the rare
// pairs cost about as much as all pairs and the naive method is simpler and as fast.
constexpr std::uint64_t kRareShareReview = 8;  // at a review: rare <= n/8
constexpr std::uint64_t kRareShareGiveUp = 4;  // between reviews: give up once rare > n/4
// Masks are chosen over values below this bound (a Walsh-Hadamard transform of that size).
constexpr std::uint32_t kMaxMaskSpace = std::uint32_t{1} << 20;

} // namespace

Sequence::Sequence(Rules rules, Algorithm algorithm) : rules_(std::move(rules)), algorithm_(algorithm) {
    for (std::uint32_t k = 0; k < rules_.digits.size(); ++k) {
        const std::uint8_t d = rules_.digits[k];
        if (k > 0 && (d & kTakeAll)) take_all_.push_back(k);
        if (k > 0 && (d & kLeaveOne)) leave_one_.push_back(k);
        if (d & kLeaveTwo) split_.push_back(k);
    }
    for (std::uint32_t t : split_) domain_allowed_ = domain_allowed_ && (t - split_[0]) % 2 == 0;
    stamp_.assign(cap_ + 1, 0);
    for (auto& c : count_) c.assign(cap_, 0);
}

std::uint64_t Sequence::storage_bytes() const {
    return v8_.memory_bytes() + v16_.memory_bytes() + v32_.memory_bytes() + 4 * stamp_.capacity() +
           8 * (count_[0].capacity() + count_[1].capacity()) + sizeof(RareEntry) * rare_.capacity() +
           sizeof(WideRareEntry) * rare_wide_.capacity();
}

bool Sequence::grant(std::uint64_t bytes) {
    const std::uint64_t held = storage_bytes();
    const bool within = bytes <= memory_limit_ && held <= memory_limit_ - bytes;
    bool ok = within && bytes <= SIZE_MAX / 2;
    if (ok) {
        // Through a volatile pointer: a compiler may otherwise fold free(malloc(n)) != nullptr to
        // true (clang does), and the probe would never see a refusal.
        static void* (*volatile const probe)(std::size_t) = &std::malloc;
        void* p = probe(static_cast<std::size_t>(bytes));
        ok = p != nullptr;
        std::free(p);
    }
    return ok || refuse(bytes, !within, false);
}

template <class T>
bool Sequence::room(std::vector<T>& v, std::uint64_t extra) {
    if (v.size() + extra <= v.capacity()) return true;
    const std::uint64_t cap = std::max<std::uint64_t>({v.capacity() * 2, v.size() + extra, 4096 / sizeof(T)});
    if (!grant(cap * sizeof(T))) return false;
    v.reserve(static_cast<std::size_t>(cap));
    return true;
}

// The values' own storage. In memory: doubling, each new block granted as any other. On disk: the
// file grows in the host's steps (FileMapper::grown_bytes), the disk says whether it has the
// room, and only the memory the values may come to hold in memory (the windows of value_store.h,
// at most kMostHeld) is granted.
template <class T>
bool Sequence::room(ValueArray<T>& v, std::uint64_t extra) {
    if (v.size() + extra <= v.capacity()) return true;
    const std::uint64_t cap = v.on_disk() ? v.size() + extra
                                          : std::max<std::uint64_t>({v.capacity() * 2, v.size() + extra, 4096 / sizeof(T)});
    if (v.on_disk()) {
        const std::uint64_t held = std::min((v.capacity() + v.growth_bytes(static_cast<std::size_t>(cap)) / sizeof(T)) * sizeof(T),
                                            ValueArray<T>::kMostHeld);
        if (held > v.memory_bytes() && !grant(held - v.memory_bytes())) return false;
    } else if (!grant(cap * sizeof(T))) {
        return false;
    }
    const std::uint64_t asked = v.growth_bytes(static_cast<std::size_t>(cap));
    return v.reserve(static_cast<std::size_t>(cap)) || refuse(asked, false, v.on_disk());
}

void Sequence::release_values(std::uint64_t begin, std::uint64_t end) const {
    if (width_ == 1) v8_.release(begin, end);
    else if (width_ == 2) v16_.release(begin, end);
    else v32_.release(begin, end);
}

std::optional<std::string> Sequence::keep_values_on_disk(const FileMapper* files, const std::string& prefix) {
    if (size() != 0) return "values on disk: the sequence already holds values";
    if (!files) return "values on disk: not in the browser";
    std::string why;
    width_ = 1;
    if (!v8_.use_file(*files, prefix + "1", why)) return prefix + "1: cannot be written (" + why + ")";
    disk_prefix_ = prefix;
    files_ = files;
    return std::nullopt;
}

std::optional<std::string> Sequence::sync_values() const {
    if (!values_on_disk()) return std::nullopt;
    const bool ok = width_ == 1 ? v8_.sync() : width_ == 2 ? v16_.sync() : v32_.sync();
    if (ok) return std::nullopt;
    return disk_prefix_ + std::to_string(width_) + ": the values cannot be written to disk";
}

bool Sequence::rare_room(std::uint64_t n) {
    if (rare_wide_.empty() && n <= UINT32_MAX) return room(rare_);
    if (rare_wide_.empty()) {
        // The first rare position past 2^32 - 1: the list moves to 64-bit positions.
        if (!grant(sizeof(WideRareEntry) * (2 * rare_.size() + 1))) return false;
        rare_wide_.reserve(2 * rare_.size() + 1);
        for (const RareEntry& e : rare_) rare_wide_.push_back({e.pos, e.value});
        rare_ = {};
    }
    return room(rare_wide_);
}

void Sequence::push_rare(std::uint64_t n, std::uint32_t v) {
    if (rare_wide_.empty() && n <= UINT32_MAX) {
        rare_.push_back({static_cast<std::uint32_t>(n), v});
        return;
    }
    if (rare_wide_.empty()) {
        for (const RareEntry& e : rare_) rare_wide_.push_back({e.pos, e.value});
        rare_ = {};
    }
    rare_wide_.push_back({n, v});
}

std::string Sequence::memory_message() const {
    if (!out_of_memory()) return "";
    const std::uint64_t mb = (refused_bytes_ + (1u << 20) - 1) >> 20;
#ifdef __EMSCRIPTEN__
    const char* who = "the browser refused ";
#else
    const char* who = refused_by_disk_ ? "the disk refused " : refused_by_limit_ ? "the memory limit refused " : "this machine refused ";
#endif
    return "memory: " + std::string(who) + std::to_string(mb) + " MB more; computed " + std::to_string(size()) + " values";
}

bool Sequence::advance(std::uint64_t target, std::uint64_t work) {
    target = std::min(target, kMaxSize);
    const std::uint64_t limit = work > UINT64_MAX - work_ ? UINT64_MAX : work_ + work;
    // Each pass runs until done, out of work, out of memory, or a value needs a wider type (then
    // store() widens and the next pass continues on the wider vector).
    while (size() < target && work_ < limit && !out_of_memory()) {
        switch (width_) {
        case 1: extend(v8_, target, limit); break;
        case 2: extend(v16_, target, limit); break;
        default: extend(v32_, target, limit); break;
        }
    }
    return size() >= target;
}

template <class T>
void Sequence::extend(ValueArray<T>& g, std::uint64_t target, std::uint64_t work_limit) {
    while (g.size() < target && work_ < work_limit) {
        const std::size_t n = g.size();
        if (n == next_review_) {
            review_mask(g.data(), n);
            next_review_ *= 2;
        }
        const Method method = sparse_ ? Method::Sparse : Method::Naive;
        const std::uint64_t work_before = work_;
        const std::uint32_t v = sparse_ ? sparse_value(g.data(), n) : naive_value(g.data(), n);
        if (!store(v)) { // refused: G(n) is not kept, nor its work; the sequence stops here
            work_ = work_before;
            return;
        }
        note_method(n, method);
        if (width_ != sizeof(T)) return; // widened: g is no longer the active vector
    }
}

// Copies the values into `wide` (empty), with room for `cap`; false (nothing changed) if refused.
template <class W>
bool Sequence::widen(ValueArray<W>& wide, std::uint64_t cap) {
    std::string why;
    const bool disk = values_on_disk();
    if (disk && !grant(std::min<std::uint64_t>(cap * sizeof(W), ValueArray<W>::kMostHeld))) return false;
    if (disk && !wide.use_file(*files_, disk_prefix_ + std::to_string(sizeof(W)), why)) return refuse(cap * sizeof(W), false, true);
    const bool ok = width_ == 1 ? wide.widen_from(v8_, static_cast<std::size_t>(cap)) : wide.widen_from(v16_, static_cast<std::size_t>(cap));
    if (!ok) wide.clear();
    return ok || refuse(cap * sizeof(W), false, disk);
}

// Appends G(n) = v for n = size(), first widening the storage if v does not fit. Every block it
// needs is granted first; if one is refused nothing changes.
bool Sequence::store(std::uint32_t v) {
    {
        const std::uint64_t n = size();
        const unsigned width = v > 0xFFFF ? 4u : v > 0xFF ? std::max(width_, 2u) : width_;
        if (width != width_) {
            // The wider copy, with room to grow, while the narrow one still exists (on disk: a
            // file of its own, the narrow one left as it is for the checkpoint that names it).
            const std::uint64_t cap = std::max<std::uint64_t>(2 * n + 2, 4096);
            if (!values_on_disk() && !grant(cap * width)) return false;
            const bool ok = width == 2 ? widen(v16_, cap) : widen(v32_, cap);
            if (!ok) return false;
        } else if (!(width_ == 1 ? room(v8_) : width_ == 2 ? room(v16_) : room(v32_))) {
            return false;
        }
        if (v >= cap_) {
            std::uint64_t c = cap_;
            while (v >= c) c *= 2;
            if (!grant(4 * (c + 1) + 16 * c)) return false;
        }
        if (sparse_ && n >= 1 && rare(n, v) && !rare_room(n)) return false;
    }
    if (width_ == 1 && v > 0xFF) {
        v8_.clear();
        width_ = 2;
    }
    if (width_ == 2 && v > 0xFFFF) {
        v16_.clear();
        width_ = 4;
    }
    const std::uint64_t n = size();
    switch (width_) {
    case 1: v8_.push_back(static_cast<std::uint8_t>(v)); break;
    case 2: v16_.push_back(static_cast<std::uint16_t>(v)); break;
    default: v32_.push_back(v); break;
    }

    max_value_ = std::max<Grundy>(max_value_, v);
    if (v >= cap_) {
        while (v >= cap_) cap_ *= 2;
        stamp_.resize(cap_ + 1, 0);
        for (auto& c : count_) c.resize(cap_, 0);
    }
    ++count_[n & 1][v];
    if (sparse_ && n >= 1 && rare(n, v)) {
        push_rare(n, v);
        if (algorithm_ == Algorithm::Auto && rare_positions() * kRareShareGiveUp > n + 64) { // the mask stopped working: fall back
            sparse_ = false;
            rare_.clear();
            rare_wide_.clear();
        }
    }
    return true;
}

Sequence::State Sequence::state() const {
    return State{ranges_, sparse_, mask_, domain_, rare_label_, rare_positions(), last_rare(), work_, refused_bytes_};
}

void Sequence::append_copy(const void* values, std::size_t count, unsigned width, const State& state) {
    copy_ = true;
    sparse_ = false; // store() keeps no rare list for a copy
    const auto at = [&](std::size_t i) -> std::uint32_t {
        if (width == 1) return static_cast<const std::uint8_t*>(values)[i];
        if (width == 2) return static_cast<const std::uint16_t*>(values)[i];
        return static_cast<const std::uint32_t*>(values)[i];
    };
    // Values that fit the storage and the tables as they are (the usual case) go in at once;
    // others, or if the memory for all of them is refused, one by one through store().
    std::size_t done = 0;
    std::uint32_t top = 0;
    for (std::size_t i = 0; i < count; ++i) top = std::max(top, at(i));
    const unsigned fits = top > 0xFFFF ? 4u : top > 0xFF ? 2u : 1u;
    const std::uint64_t refused_before = refused_bytes_;
    if (count > 0 && fits <= width_ && top < cap_ &&
        (width_ == 1 ? room(v8_, count) : width_ == 2 ? room(v16_, count) : room(v32_, count))) {
        const std::uint64_t n = size();
        for (std::size_t i = 0; i < count; ++i) {
            const std::uint32_t v = at(i);
            ++count_[(n + i) & 1][v];
            switch (width_) {
            case 1: v8_.push_back(static_cast<std::uint8_t>(v)); break;
            case 2: v16_.push_back(static_cast<std::uint16_t>(v)); break;
            default: v32_.push_back(v); break;
            }
        }
        max_value_ = std::max<Grundy>(max_value_, top);
        done = count;
    } else {
        refused_bytes_ = refused_before; // the block at once was refused: one by one
    }
    for (std::size_t i = done; i < count; ++i)
        if (!store(at(i))) break; // this copy's memory refused: it keeps what it holds
    if (!out_of_memory()) refused_bytes_ = state.refused_bytes; // the original stopped there
    ranges_ = state.methods;
    sparse_ = state.sparse;
    mask_ = state.mask;
    domain_ = state.domain;
    rare_label_ = state.rare_label;
    copy_rare_ = state.rare_positions;
    copy_last_rare_ = state.last_rare;
    work_ = state.work;
}

void Sequence::note_method(std::uint64_t n, Method m) {
    const MethodRange next{n, n + 1, m, m == Method::Sparse ? mask_ : 0, m == Method::Sparse && domain_};
    MethodRange* last = ranges_.empty() ? nullptr : &ranges_.back();
    if (last && last->end == n && last->method == next.method && last->mask == next.mask && last->domain == next.domain)
        ++last->end;
    else
        ranges_.push_back(next);
}

namespace {

// The Walsh-Hadamard transform: h[m] becomes sum over v of h[v]·(-1)^popcount(v & m).
void walsh_hadamard(std::vector<std::int64_t>& h) {
    for (std::size_t len = 1; len < h.size(); len <<= 1)
        for (std::size_t i = 0; i < h.size(); i += 2 * len)
            for (std::size_t j = i; j < i + len; ++j) {
                const std::int64_t a = h[j], b = h[j + len];
                h[j] = a + b;
                h[j + len] = a - b;
            }
}

} // namespace

// Chooses the mask and kind of label with the fewest rare positions among G(0..n-1).
// With E/O the histograms of the values at even/odd positions and WH their transforms, the
// positions of even masked parity number (E + WH(E)[m])/2 + (O + WH(O)[m])/2, which gives every
// count for every mask at once in O(cap log cap).
template <class T>
void Sequence::review_mask(const T* g, std::size_t n) {
    if (algorithm_ == Algorithm::Naive || split_.empty() || cap_ > kMaxMaskSpace || rules_.family != Family::Octal) {
        // Without splits every value costs O(k) anyway; masks are for the split options.
        sparse_ = false;
        return;
    }
    // Two transforms of cap_ counts here, and below a rare list as long as the chosen mask's count:
    // if either is refused, the current method goes on (nothing is lost but speed).
    if (!grant(16 * std::uint64_t{cap_})) {
        refused_bytes_ = 0;
        return;
    }
    std::vector<std::int64_t> he(count_[0].begin(), count_[0].end()), ho(count_[1].begin(), count_[1].end());
    walsh_hadamard(he);
    walsh_hadamard(ho);
    const auto even_pos = static_cast<std::int64_t>((n + 1) / 2), odd_pos = static_cast<std::int64_t>(n / 2);
    // The rare label is not free: G(n) of a common position must be a mixed value (found by the
    // rare pairs alone), which makes it 0 in the range and the parity of the split take t in
    // the domain (Flammenkamp: n is sparse iff popcount(G(n) & m) ≡ n - t mod 2).
    const std::uint32_t domain_label = split_[0] & 1u;
    std::uint64_t best = n + 1;
    std::uint32_t best_mask = 0;
    bool best_domain = false;
    for (std::uint32_t m = 1; m < cap_; ++m) {
        const std::int64_t even_at_even = (even_pos + he[m]) / 2, even_at_odd = (odd_pos + ho[m]) / 2;
        const auto range_rare = static_cast<std::uint64_t>(even_at_even + even_at_odd);
        if (range_rare < best) best = range_rare, best_mask = m, best_domain = false;
        if (!domain_allowed_) continue;
        const std::int64_t label0 = even_at_even + (odd_pos - even_at_odd);
        const auto domain_rare = static_cast<std::uint64_t>(domain_label == 0 ? label0 : static_cast<std::int64_t>(n) - label0);
        if (domain_rare < best) best = domain_rare, best_mask = m, best_domain = true;
    }
    if (algorithm_ == Algorithm::Auto && best * kRareShareReview > n) {
        sparse_ = false;
        rare_.clear();
        rare_wide_.clear();
        return;
    }
    if (!sparse_ || best_mask != mask_ || best_domain != domain_) {
        // The transforms counted the new list exactly (best positions), so only that is asked
        // for, not n entries: at n = 2^32 that would be 32 GiB for a list of a few hundred.
        // The transforms are still held (16·cap_ bytes, not in storage_bytes()); past 2^32 the
        // list may be built narrow, then moved to wide entries.
        const bool wide = n - 1 > UINT32_MAX;
        const std::uint64_t entries = best + 1;
        if (!grant(16 * std::uint64_t{cap_} + (sizeof(RareEntry) + (wide ? 2 * sizeof(WideRareEntry) : 0)) * entries)) {
            refused_bytes_ = 0;
            return;
        }
        mask_ = best_mask;
        domain_ = best_domain;
        rare_label_ = domain_ ? domain_label : 0;
        rare_.clear();
        rare_wide_.clear();
        if (!wide) rare_.reserve(static_cast<std::size_t>(entries));
        for (std::size_t i = 1; i < n; ++i) {
            if (rare(i, g[i])) push_rare(i, static_cast<std::uint32_t>(g[i]));
            if (i % kReleaseChunk == 0) release_values(i - kReleaseChunk, i); // on disk: what was read goes back
        }
    }
    sparse_ = true;
}

// The options that leave no heap or one heap: both methods look at all of them.
template <class T>
void Sequence::mark_unsplit_options(const T* g, std::size_t n, std::uint32_t tag) {
    for (std::uint32_t k : take_all_)
        if (n == k) stamp_[0] = tag;
    for (std::uint32_t k : leave_one_)
        if (n > k) stamp_[g[n - k]] = tag;
}

template <class T>
std::uint32_t Sequence::naive_value(const T* g, std::size_t n) {
    const std::uint32_t tag = next_tag();
    std::uint64_t steps = 1;
    if (rules_.family == Family::Code) {
        // Any CGSuite code, digit by digit: splits into two heaps in a loop, into more by the
        // rules' own enumeration. Every xor of values below cap_ is below cap_ too.
        const std::uint64_t last = rules_.repeat ? n : std::min<std::uint64_t>(n, rules_.code.size() - 1);
        for (std::size_t t = 0; t <= last; ++t) {
            const CodeDigit d = rules_.digit_at(t);
            if (!d.heaps) continue;
            const std::size_t m = n - t;
            ++steps;
            if (m == 0) {
                if (t > 0 && (d.heaps & 1u)) stamp_[0] = tag;
                continue;
            }
            if (t > 0 && (d.heaps & 2u)) stamp_[g[m]] = tag;
            if ((d.heaps & 4u) && m >= 2) {
                const std::size_t top = (d.distinct & 4u) ? (m - 1) / 2 : m / 2;
                for (std::size_t a = 1; a <= top; ++a) stamp_[g[a] ^ g[m - a]] = tag;
                steps += top;
            }
            for (unsigned j = 3; j <= kMaxParts; ++j) {
                if (!(d.heaps >> j & 1u)) continue;
                HeapOption o{t, j, {}};
                for_each_split(o, j, m, (d.distinct >> j) & 1u, (d.unequal >> j) & 1u, [&](const HeapOption& x) {
                    std::uint32_t v = 0;
                    for (unsigned i = 0; i < j; ++i) v ^= g[x.left[i]];
                    stamp_[v] = tag;
                    ++steps;
                });
            }
        }
        work_ += steps;
        std::uint32_t c = 0;
        while (stamp_[c] == tag) ++c;
        return c;
    }
    if (rules_.family != Family::Octal) {
        // Lasker's Nim: a take leaves any heap m < n; Grundy's game and Lasker's Nim split n = a + b
        // (Grundy's game only into a < b). Every split's value G(a) xor G(b) is below cap_.
        if (rules_.family == Family::Lasker)
            for (std::size_t m = 0; m < n; ++m) stamp_[g[m]] = tag;
        const std::size_t last = n == 0 ? 0 : rules_.family == Family::Lasker ? n / 2 : (n - 1) / 2;
        for (std::size_t a = 1; a <= last; ++a) stamp_[g[a] ^ g[n - a]] = tag;
        work_ += steps + last + (rules_.family == Family::Lasker ? n : 0);
        std::uint32_t c = 0;
        while (stamp_[c] == tag) ++c;
        return c;
    }
    mark_unsplit_options(g, n, tag);
    for (std::uint32_t k : split_) {
        if (n < k + 2) continue;
        const std::size_t m = n - k;
        for (std::size_t a = 1; a <= m / 2; ++a) stamp_[g[a] ^ g[m - a]] = tag;
        steps += m / 2;
    }
    work_ += steps;
    std::uint32_t c = 0;
    while (stamp_[c] == tag) ++c;
    return c;
}

namespace {

// The values reached from one position, for sparse_value: the bits of one word while every value
// is below 64 (0.16, 0.1777, ...), which keeps the scan in registers; stamps in memory otherwise.
struct ReachedBits {
    std::uint64_t bits = 0;
    void mark(std::uint32_t v) { bits |= std::uint64_t{1} << v; }
    std::uint32_t mex() const { return static_cast<std::uint32_t>(std::countr_one(bits)); }
};
struct ReachedStamps {
    std::uint32_t* stamp; // stamp[v] == tag: v is reached
    std::uint32_t tag;
    mutable std::uint32_t low = 0; // every value below it is reached
    void mark(std::uint32_t v) { stamp[v] = tag; }
    std::uint32_t mex() const {
        while (stamp[low] == tag) ++low;
        return low;
    }
};

// The hot loops of sparse_value, each in a small function of its own in wasm: one function
// holding them all leaves V8's optimising compiler too few registers, and it keeps the loop's
// values (and the memory's base) on the stack, reloading them for every split. Natively the
// compiler is told to inline them (a call per value costs 0.16 and 0.127 5-15%).
#ifdef __EMSCRIPTEN__
#define GL_OUT_OF_LINE [[gnu::noinline]]
#else
#define GL_OUT_OF_LINE [[gnu::always_inline]] inline
#endif

// Marks G(r) xor G(m - r) for the rare entries in [r, end) (each a position and its value).
template <class T, class Reached, class E>
GL_OUT_OF_LINE Reached mark_rare_pairs(Reached reached, const T* g, const E* r, const E* end, std::size_t m) {
    const T* const top = g + m; // G(m - r) = top[-r]
    for (; r != end; ++r) reached.mark(r->value ^ top[-static_cast<std::ptrdiff_t>(r->pos)]);
    return reached;
}

// Two split takes at once: marks G(r) xor G(m0 - r) and G(r) xor G(m1 - r) for r in [r, end).
template <class T, class Reached, class E>
GL_OUT_OF_LINE Reached mark_rare_pairs2(Reached reached, const T* g, const E* r, const E* end, std::size_t m0,
                                        std::size_t m1) {
    const T* const top0 = g + m0;
    const T* const top1 = g + m1;
    for (; r != end; ++r) {
        const std::uint32_t v = r->value;
        const auto p = static_cast<std::ptrdiff_t>(r->pos);
        reached.mark(v ^ top0[-p]), reached.mark(v ^ top1[-p]);
    }
    return reached;
}

// Whether the mex is not yet a mixed value (see sparse_value).
template <class Reached>
bool unmixed(const Reached& reached, std::uint32_t mask, std::uint32_t mixed) {
    return (std::popcount(reached.mex() & mask) & 1u) != mixed;
}

// One split take: the splits a + b = n - k, a <= b, short parts first, in blocks of kBlock,
// until the mex is a mixed value. Adds the splits marked to `steps`. A whole block is a loop of a
// fixed length (no bound to test per split); only the last, short one is not.
constexpr std::uint32_t kBlock = 8;
template <class T, class Reached>
GL_OUT_OF_LINE Reached scan_one(Reached reached, const T* g, std::size_t b, std::uint32_t mask, std::uint32_t mixed,
                                   std::uint64_t& steps) {
    std::uint64_t done = 0;
    for (std::size_t a = 1; a <= b && unmixed(reached, mask, mixed);) {
        if (b - a >= 2 * kBlock - 2) {
            const T* const lo = g + a;
            const T* const hi = g + b;
            for (std::uint32_t j = 0; j < kBlock; ++j) reached.mark(lo[j] ^ hi[-static_cast<std::ptrdiff_t>(j)]);
            a += kBlock, b -= kBlock, done += kBlock;
            continue;
        }
        const std::size_t block = (b - a) / 2 + 1;
        for (std::size_t j = 0; j < block; ++j, ++a, --b) reached.mark(g[a] ^ g[b]);
        done += block;
    }
    steps += done;
    return reached;
}

// Two split takes k0 < k1 (0.376, 0.354, ...): the splits a + (m0 - a) for a <= last0 and
// a + (m1 - a) for a <= last1 (last1 <= last0), a ascending, both takes for each a, in blocks
// of kBlock values of a, until the mex is a mixed value.
template <class T, class Reached>
GL_OUT_OF_LINE Reached scan_two(Reached reached, const T* g, std::size_t m0, std::size_t last0, std::size_t m1,
                                   std::size_t last1, std::uint32_t mask, std::uint32_t mixed, std::uint64_t& steps) {
    std::uint64_t done = 0;
    std::size_t a = 1;
    while (a <= last0 && unmixed(reached, mask, mixed)) {
        if (a + (kBlock - 1) <= last1) { // a whole block with both takes: a loop of a fixed length
            for (std::uint32_t j = 0; j < kBlock; ++j)
                reached.mark(g[a + j] ^ g[m0 - a - j]), reached.mark(g[a + j] ^ g[m1 - a - j]);
            a += kBlock, done += 2 * kBlock;
            continue;
        }
        const std::size_t end = a + std::min<std::size_t>(kBlock, last0 - a + 1);
        for (; a < end; ++a) {
            reached.mark(g[a] ^ g[m0 - a]), ++done;
            if (a <= last1) reached.mark(g[a] ^ g[m1 - a]), ++done;
        }
    }
    steps += done;
    return reached;
}

} // namespace

// The rare pairs reach every mixed value there is to reach, so a mixed candidate for the mex is
// final at once. Any other may still come from two parts of the same label: the splits are
// scanned (short parts first) until the mex is a mixed value or the splits run out. The mex is
// looked at after each block of 8 short parts, not after every split: the inner loop then only
// marks values. The work counted may be a few splits more than the least needed.
template <class T>
std::uint32_t Sequence::sparse_value(const T* g, std::size_t n) {
    if (rare_wide_.empty()) {
        if (cap_ <= 64) return sparse_value(g, n, ReachedBits{}, rare_);
        return sparse_value(g, n, ReachedStamps{stamp_.data(), next_tag()}, rare_);
    }
    if (cap_ <= 64) return sparse_value(g, n, ReachedBits{}, rare_wide_);
    return sparse_value(g, n, ReachedStamps{stamp_.data(), next_tag()}, rare_wide_);
}

template <class T, class Reached, class E>
std::uint32_t Sequence::sparse_value(const T* g, std::size_t n, Reached reached, const std::vector<E>& rare) {
    std::uint64_t steps = 1;
    for (std::uint32_t k : take_all_)
        if (n == k) reached.mark(0);
    for (std::uint32_t k : leave_one_)
        if (n > k) reached.mark(g[n - k]);
    const E* const rare_begin = rare.data();
    const E* const rare_end = rare_begin + rare.size();
    // The rare positions r < m: the list is ascending and all below n = m + k, so at most k of
    // them are not.
    const auto below = [&](std::size_t m) {
        const E* end = rare_end;
        while (end != rare_begin && end[-1].pos >= m) --end;
        return end;
    };
    if (split_.size() == 2 && n >= std::max(split_[0], split_[1]) + 2) {
        // Both takes in one pass over the rare positions below both, then the rest of the one.
        const std::size_t m0 = n - std::min(split_[0], split_[1]), m1 = n - std::max(split_[0], split_[1]);
        const E *end0 = below(m0), *end1 = below(m1);
        reached = mark_rare_pairs2(reached, g, rare_begin, end1, m0, m1);
        reached = mark_rare_pairs(reached, g, end1, end0, m0);
        steps += static_cast<std::uint64_t>(end0 - rare_begin) + static_cast<std::uint64_t>(end1 - rare_begin);
    } else {
        for (std::uint32_t k : split_) {
            if (n < k + 2) continue;
            const std::size_t m = n - k;
            const E* const end = below(m);
            reached = mark_rare_pairs(reached, g, rare_begin, end, m);
            steps += static_cast<std::uint64_t>(end - rare_begin);
        }
    }
    // The masked parity of the values that only splits with parts of both labels reach.
    const std::uint32_t mask = mask_;
    const std::uint32_t mixed = 1u ^ (domain_ ? static_cast<std::uint32_t>((n - split_[0]) & 1u) : 0u);
    if (split_.size() == 1) {
        if (n >= split_[0] + 2) reached = scan_one(reached, g, n - split_[0] - 1, mask, mixed, steps);
    } else if (split_.size() == 2) {
        const std::uint32_t k0 = std::min(split_[0], split_[1]), k1 = std::max(split_[0], split_[1]);
        const std::size_t last0 = n >= k0 + 2 ? (n - k0) / 2 : 0, last1 = n >= k1 + 2 ? (n - k1) / 2 : 0;
        reached = scan_two(reached, g, n - k0, last0, n - k1, last1, mask, mixed, steps);
    } else {
        const std::uint32_t k_min = *std::min_element(split_.begin(), split_.end());
        // No sum overflows: a <= n / 2 and n is far below SIZE_MAX (it indexes the values in memory).
        for (std::size_t a = 1; n >= k_min + 2 * a && unmixed(reached, mask, mixed);)
            for (const std::size_t end = a + kBlock; a < end && n >= k_min + 2 * a; ++a)
                for (std::uint32_t k : split_)
                    if (n >= k + 2 * a) reached.mark(g[a] ^ g[n - k - a]), ++steps;
    }
    work_ += steps;
    return reached.mex();
}

// =============================================================================================
// [SECTION] Periodicity
// =============================================================================================

namespace {

std::string list_text(const std::vector<std::uint64_t>& v) {
    std::string s;
    for (std::size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + std::to_string(v[i]);
    return s.empty() ? "none" : s;
}

std::string certificate(const Sequence& seq, const Periodicity& q) {
    using std::to_string;
    const auto p = q.period, n0 = q.preperiod, k = q.max_take, n1 = std::max<std::uint64_t>(n0, 1);
    std::string s = "Game " + format_code(seq.rules()) + ", k = max(A∪B∪C) = " + to_string(k) + ". G(0.." +
                    to_string(q.values_used - 1) + ") were computed exactly. ";
    s += "G(n+" + to_string(p) + ") = G(n) was checked for every n with " + to_string(q.check_begin) + " ≤ n < " +
         to_string(q.check_end);
    if (q.bound == Bound::Split) {
        const auto j = to_string(q.parts);
        s += " = " + j + "·" + to_string(n1) + " + " + to_string(q.parts - 1) + "·" + to_string(p) + " + " + to_string(k) + " (" +
             to_string(q.check_end - q.check_begin) + " pairs, all equal). A move leaves at most j = " + j +
             " heaps. The periodicity theorem for octal games (Guy and Smith, 1956; Winning Ways, ch. 4) holds for such "
             "codes with 2 replaced by j, by the same induction: for n ≥ " + j + "·n0 + " + to_string(q.parts - 1) +
             "·p + k, the largest part of a split of n + p is at least n0 + p, and of a split of n at least n0, so "
             "shifting the largest part by p maps the options of n + p onto those of n and back. Hence";
    } else if (q.bound == Bound::Octal) {
        s += " = 2·" + to_string(n1) + " + " + to_string(p) + " + " + to_string(k) + " (" +
             to_string(q.check_end - q.check_begin) + " pairs, all equal). By the periodicity theorem for octal games "
             "(Guy and Smith, 1956; Winning Ways, ch. 4: if G(n+p) = G(n) for n0 ≤ n < 2·n0 + p + k with n0 ≥ 1, then for all n ≥ n0)";
        if (seq.rules().digits[0] != 0)
            s += " - which holds unchanged for d0 = 4, whose splits leave a + b = n with both parts below n -";
    } else {
        s += " = " + to_string(n1) + " + " + to_string(k) + " (" + to_string(q.check_end - q.check_begin) +
             " pairs, all equal). No move leaves two heaps, so for n > k, G(n) is the mex of G(n−s) for s ∈ B "
             "(the take-all moves of A only apply at n = s ≤ k): k consecutive equal pairs from n0 ≥ 1 give all "
             "later ones by induction";
    }
    s += ", G(n+" + to_string(p) + ") = G(n) for every n ≥ " + to_string(n0) + ". ";
    if (n0 == 0)
        s += "n0 = 0: the sequence is periodic from the start. ";
    else
        s += "n0 = " + to_string(n0) + " is the least for this period: G(" + to_string(n0 - 1) + ") = " +
             to_string(seq[n0 - 1]) + " but G(" + to_string(n0 - 1 + p) + ") = " + to_string(seq[n0 - 1 + p]) + ". ";
    s += "No period below " + to_string(p) + " passes this check; every period is a multiple of the least one, "
         "which the same values would prove, so " + to_string(p) + " is the least period. ";
    s += "Exceptions (n < n0 whose value differs from the periodic value): ";
    if (q.exception_count <= 64) s += list_text(q.exceptions) + ".";
    else
        s += to_string(q.exception_count) + " of them, the first " + list_text({q.exceptions.begin(), q.exceptions.begin() + 8}) +
             ", the last " + to_string(q.last_exception) + ".";
    return s;
}

} // namespace

// The two finite checks, each for p >= 1 and n0 >= 1 (a smaller n0 is then checked directly):
//  - Octal (the octal periodicity theorem: Guy and Smith 1956; Winning Ways, ch. 4): G(n+p) = G(n) for n0 <= n < 2·n0 + p + k implies it for all
//    n >= n0. Every option of n is G(a) xor G(b) with n - k <= a + b <= n; from n >= 2·n0 + p + k
//    on, one part is at least n0, so shifting that part by p maps the options of n onto those of
//    n + p, and induction does the rest. A leading digit 4 (split a heap without taking) adds
//    options with a + b = n, both parts below n: the same argument holds word for word, so the
//    same bound proves its periods.
//  - Subtraction (no move leaves two heaps): for n > k the options of n are exactly the G(n - s)
//    for s in B (a take-all move of A needs n = s <= k), so G(n) is a function of the k values
//    before it. If G(n+p) = G(n) for the k consecutive n0 <= n < n0 + k, then for n = n0 + k
//    (> k since n0 >= 1) both G(n) and G(n+p) are that function of equal windows, and so on.
//    This is shorter than the octal range and the n0 + p + k one might expect, and as rigorous.
namespace {

std::optional<Periodicity> prove_plain_period(const Sequence& seq, std::uint64_t* promising) {
    if (promising) *promising = 0;
    // The theorem needs a finite code; Lasker's Nim and Grundy's game have their own notes
    // (octal_family.h).
    // CGSuite's codes are covered when finite and free of ! and ?: a shifted part may meet an
    // equal one, so no such bijection exists under those constraints.
    const Rules& rules = seq.rules();
    if (rules.family != Family::Octal && !(rules.family == Family::Code && rules.finite() && !rules.constrained()))
        return std::nullopt;
    const std::uint64_t N = seq.size(), k = rules.max_take();
    const std::uint64_t j = rules.max_parts(); // the most heaps a move leaves
    const Bound bound = j >= 3 ? Bound::Split : j == 2 ? Bound::Octal : Bound::Subtraction;
    // Near-periods q seen so far with G(n) = G(n+q) for all from <= n < N - q: then also
    // G(n) = G(n+jq) there (a chain of j equal steps), so a multiple p = jq need not look at
    // those n again. Without this the multiples of a small period with a long preperiod would
    // each rescan everything above the preperiod: quadratic. Only runs of kLongRun or more are
    // kept, and no multiple of a kept q, so the list stays short.
    // The kept q wait in a min-heap by their next multiple, so finding the q that divide p costs
    // nothing for the p that no kept q divides (testing p % q for every q was half of all the
    // time of 0.16's search).
    constexpr std::uint64_t kLongRun = 64;
    struct Clean {
        std::uint64_t multiple, q, from; // the next multiple of q to visit
        bool operator>(const Clean& o) const { return multiple > o.multiple; }
    };
    std::priority_queue<Clean, std::vector<Clean>, std::greater<>> clean;
    for (std::uint64_t p = 1;; ++p) {
        // hi: the largest n0 (>= 1) whose check range, shifted by p, lies inside the values.
        std::uint64_t hi;
        if (bound != Bound::Subtraction) { // j·n0 + (j-1)·p + k, shifted by p: j·(n0 + p) + k <= N
            if (N < j + j * p + k) return std::nullopt;
            hi = (N - j * p - k) / j;
        } else {
            if (N < 1 + p + k) return std::nullopt;
            hi = N - p - k;
        }
        // Every n >= hi must match (or n0 > hi); below hi find the last mismatch, if any.
        std::uint64_t n = N - p;
        bool multiple = false; // of a kept q
        while (!clean.empty() && clean.top().multiple == p) {
            Clean c = clean.top();
            clean.pop();
            n = std::min(n, c.from);
            multiple = true;
            c.multiple += c.q;
            clean.push(c);
        }
        while (n > hi && seq[n - 1] == seq[n - 1 + p]) --n;
        // Values on disk: p sweeps the reads down through the top half; the pages read go back.
        if (p % Sequence::kReleaseChunk == 0) seq.release_values(N - p, N - p + Sequence::kReleaseChunk);
        if (n > hi) {
            if (N - p - n < kLongRun) continue;
            // n0 >= n for this p: it cannot be proved with fewer values than this.
            const std::uint64_t need = bound != Bound::Subtraction ? j * n + j * p + k : n + p + k;
            if (promising && (*promising == 0 || need < *promising)) *promising = need;
            if (!multiple) clean.push(Clean{2 * p, p, n});
            continue;
        }
        while (n > 0 && seq[n - 1] == seq[n - 1 + p]) --n;

        Periodicity q;
        q.period = p;
        q.preperiod = n;
        q.max_take = k;
        q.bound = bound;
        const std::uint64_t n1 = std::max<std::uint64_t>(n, 1); // the theorems need n0 >= 1
        q.check_begin = n;
        q.parts = j;
        q.check_end = bound != Bound::Subtraction ? j * n1 + (j - 1) * p + k : n1 + k;
        q.values_used = N;
        for (std::uint64_t i = 0; i < n; ++i) {
            if (!is_exception(seq, q, i)) continue;
            if (q.exceptions.size() < Periodicity::kListedExceptions) q.exceptions.push_back(i);
            ++q.exception_count;
            q.last_exception = i;
        }
        q.certificate = certificate(seq, q);
        return q;
    }
}

} // namespace

std::optional<Periodicity> prove_period(const Sequence& seq, std::uint64_t* promising) {
    if (auto q = prove_plain_period(seq, promising)) return q;
    return prove_arithmetic_period(seq); // nothing at once for the codes it cannot cover (octal games)
}

bool is_exception(const Sequence& seq, const Periodicity& q, std::uint64_t n) {
    const std::uint64_t n0 = q.preperiod, p = q.period;
    if (n >= n0) return false;
    const std::uint64_t j = (n0 - n + p - 1) / p; // compared with n + jp in [n0, n0 + p), less j saltus
    return seq[n] + j * q.saltus != seq[n + j * p];
}

Grundy periodic_value(const Sequence& seq, const Periodicity& q, std::uint64_t n) {
    const std::uint64_t n0 = q.preperiod, p = q.period;
    return seq[n0 + (n - n0) % p] + (n - n0) / p * q.saltus;
}

// =============================================================================================
// [SECTION] PeriodSearch
// =============================================================================================

PeriodSearch::PeriodSearch(Rules rules, std::uint64_t limit, Algorithm algorithm)
    : seq_(std::move(rules), algorithm), limit_(std::min(limit, Sequence::kMaxSize)), next_check_(64) {}

PeriodSearch::Status PeriodSearch::advance(std::uint64_t work) {
    const std::uint64_t start = seq_.work_done();
    auto spent = [&] { return seq_.work_done() - start; };
    while (status_ == Status::Running) {
        if (spent() >= work) break;
        if (!seq_.advance(std::min(next_check_, limit_), work - spent())) {
            if (seq_.out_of_memory()) status_ = Status::OutOfMemory;
            break;
        }
        std::uint64_t promising = 0;
        const std::uint64_t N = seq_.size();
        period_ = prove_period(seq_, &promising);
        seq_.release_values(0, N); // on disk: the pages the proof read go back to the file
        if (period_) status_ = Status::Proved;
        else if (N >= limit_) status_ = Status::LimitReached;
        else if (promising > N && promising < N + N / 4) next_check_ = promising; // its proof, if it holds
        else next_check_ = N + N / 4;
    }
    return status_;
}

void PeriodSearch::raise_limit(std::uint64_t limit) {
    limit = std::min(limit, Sequence::kMaxSize);
    if (limit <= limit_) return;
    limit_ = limit;
    if (status_ == Status::LimitReached) status_ = Status::Running;
}

void PeriodSearch::append_copy(const void* values, std::size_t count, unsigned width, const Sequence::State& state,
                               Status status, const Periodicity* proof) {
    seq_.append_copy(values, count, width, state);
    if (status == Status::Proved && !period_) {
        bool fits = proof && proof->period >= 1 && proof->values_used == seq_.size() &&
                    proof->preperiod + proof->period <= seq_.size() && proof->check_end <= seq_.size() &&
                    (proof->saltus == 0) == (proof->bound != Bound::Arithmetic);
        // The last values must show the period claimed, saltus included (O(p): a proof read from
        // elsewhere that lost its saltus would otherwise give wrong values past the computed ones).
        if (fits) {
            const std::uint64_t p = proof->period, N = seq_.size();
            for (std::uint64_t n = std::max(proof->preperiod, N > 2 * p ? N - 2 * p : 0); fits && n + p < N; ++n)
                fits = seq_[n + p] == seq_[n] + proof->saltus;
        }
        if (fits) period_ = *proof;
        else period_ = prove_period(seq_);
        status_ = period_ ? Status::Proved : Status::LimitReached;
    } else if (!period_) {
        // A limit the copy has since raised (Extend) is not the end.
        status_ = status == Status::LimitReached && seq_.size() < limit_ ? Status::Running : status;
        if (seq_.out_of_memory()) status_ = Status::OutOfMemory; // here or where it was computed
    }
}

std::optional<PeriodSearch::Value> PeriodSearch::lookup(std::uint64_t n) const {
    if (n < seq_.size()) return Value{seq_[n], Source::Computed};
    if (!period_) return std::nullopt;
    return Value{periodic_value(seq_, *period_, n), Source::Periodic};
}

ValueLookup PeriodSearch::value_lookup() const {
    return [this](Heap n) -> std::optional<Grundy> {
        if (const auto v = lookup(n)) return v->value;
        return std::nullopt;
    };
}

// =============================================================================================
// [SECTION] Positions
// =============================================================================================

namespace {

} // namespace

std::uint64_t winning_move_work(const Rules& rules, std::span<const Heap> heaps) {
    std::vector<Heap> distinct(heaps.begin(), heaps.end());
    std::sort(distinct.begin(), distinct.end());
    distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
    std::uint64_t work = 0;
    for (Heap h : distinct) work += option_count(rules, std::min(h, kMaxAnalysedHeap));
    return work;
}

Result<PositionAnalysis> analyse_position(const Rules& rules, const ValueLookup& values, std::span<const Heap> heaps,
                                          std::uint64_t work, std::size_t max_listed) {
    PositionAnalysis a;
    a.heaps.assign(heaps.begin(), heaps.end());
    a.game_over = true;
    for (std::size_t i = 0; i < heaps.size(); ++i) {
        const std::string where = "heaps[" + std::to_string(i) + "]";
        if (heaps[i] > kMaxAnalysedHeap)
            return Error{where, Error::kWhole, "heap of " + std::to_string(heaps[i]) + " is too large: at most " +
                                                   std::to_string(kMaxAnalysedHeap) + " tokens per heap"};
        const auto v = values(heaps[i]);
        if (!v)
            return Error{where, Error::kWhole, "G(" + std::to_string(heaps[i]) +
                                                   ") is not known yet: compute the sequence further or prove its period"};
        a.values.push_back(*v);
        a.nim_sum ^= *v;
        if (has_option(rules, heaps[i])) a.game_over = false;
    }
    a.outcome = a.nim_sum == 0 ? Outcome::P : Outcome::N;
    if (a.nim_sum == 0) return a;
    if (const std::uint64_t need = winning_move_work(rules, heaps); need > work)
        return Error{"heaps", Error::kWhole, "finding the winning moves looks at " + std::to_string(need) +
                                                 " options, more than the " + std::to_string(work) + " allowed here"};

    // A move in heap i wins iff it leaves heaps worth values[i] xor nim_sum. Equal heaps have the
    // same such moves, so each size is searched once.
    // Per heap size: its first max_listed winning moves, and how many there are.
    std::map<Heap, std::pair<std::vector<HeapOption>, std::uint64_t>> found;
    for (std::size_t i = 0; i < heaps.size(); ++i) {
        const auto emplaced = found.try_emplace(heaps[i]);
        std::vector<HeapOption>& moves = emplaced.first->second.first;
        std::uint64_t& count = emplaced.first->second.second;
        if (emplaced.second) {
            const Grundy want = a.values[i] ^ a.nim_sum;
            bool unknown = false;
            for_each_option(rules, heaps[i], [&](const HeapOption& o) {
                Grundy g = 0;
                for (unsigned t = 0; t < o.parts; ++t) {
                    const auto v = values(o.left[t]);
                    if (!v) unknown = true;
                    else g ^= *v;
                }
                if (unknown || g != want) return;
                ++count;
                if (moves.size() < max_listed) moves.push_back(o);
            });
            if (unknown)
                return Error{"heaps[" + std::to_string(i) + "]", Error::kWhole,
                             "the values of smaller heaps are not all known"};
        }
        for (const HeapOption& o : moves)
            if (a.winning_moves.size() < max_listed) a.winning_moves.push_back(HeapMove{i, heaps[i], o});
        a.winning_move_count += count;
    }
    return a;
}

} // namespace gl::octal
