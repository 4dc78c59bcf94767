// octal_checkpoint.cpp - a Sequence and a PeriodSearch as bytes, and back (octal_sequence.h).
//
// The format: the line "grundylab octal state 2\n", then little-endian fields: the code as text,
// the algorithm, the size and width of the values, then every member that decides how the
// sequence goes on (the histograms, the mask and its labels, the rare list, the next review, the
// work done, the methods). The values themselves are not in it: a checkpoint keeps them in a file
// of their own that only grows (grundylab's cli/research.cpp).
// Every field is 64-bit. Version 2 may hold sizes and positions up to Sequence::kMaxSize = 2^40;
// version 1, written by engines whose positions were 32-bit (sizes up to 2^32), has the same
// fields and is read as well. An engine of version 1 refuses version 2 as another version.
#include <cstring>

#include "core/text.h"
#include "octal/octal_sequence.h"

namespace gl::octal {

namespace {

constexpr std::string_view kMagic = "grundylab octal state 2\n";
constexpr std::string_view kMagicV1 = "grundylab octal state 1\n"; // same fields; sizes up to 2^32
static_assert(kMagic.size() == kMagicV1.size());

struct Writer {
    std::string out;
    void u64(std::uint64_t v) {
        for (int i = 0; i < 8; ++i) out.push_back(static_cast<char>(v >> (8 * i) & 0xFF));
    }
    void text(std::string_view s) {
        u64(s.size());
        out.append(s);
    }
    template <class T> void list(const std::vector<T>& v) {
        u64(v.size());
        for (const T& x : v) u64(x);
    }
};

// Reads what Writer wrote; every read is checked against the bytes there are.
struct Reader {
    std::string_view in;
    bool ok = true;
    std::uint64_t u64() {
        if (in.size() < 8) return ok = false, 0;
        std::uint64_t v = 0;
        for (int i = 0; i < 8; ++i) v |= std::uint64_t{static_cast<unsigned char>(in[static_cast<std::size_t>(i)])} << (8 * i);
        in.remove_prefix(8);
        return v;
    }
    std::string text() {
        const std::uint64_t n = u64();
        if (!ok || n > in.size()) return ok = false, std::string();
        std::string s(in.substr(0, static_cast<std::size_t>(n)));
        in.remove_prefix(static_cast<std::size_t>(n));
        return s;
    }
    // A list of at most `max` numbers, each at most `top`.
    template <class T> std::vector<T> list(std::uint64_t max, std::uint64_t top) {
        const std::uint64_t n = u64();
        if (!ok || n > max || n > in.size() / 8) return ok = false, std::vector<T>();
        std::vector<T> v(static_cast<std::size_t>(n));
        for (T& x : v) {
            const std::uint64_t y = u64();
            if (y > top) ok = false;
            x = static_cast<T>(y);
        }
        return v;
    }
};

Error state_error(const std::string& why) { return Error{"checkpoint", Error::kWhole, why}; }

} // namespace

std::string Sequence::save_state() const {
    Writer w;
    w.out.append(kMagic);
    w.text(format_code(rules_));
    w.u64(static_cast<std::uint64_t>(algorithm_));
    w.u64(size());
    w.u64(width_);
    w.u64(max_value_);
    w.u64(cap_);
    w.list(count_[0]);
    w.list(count_[1]);
    w.u64(sparse_);
    w.u64(mask_);
    w.u64(domain_);
    w.u64(rare_label_);
    w.u64(rare_positions()); // the positions (their values are in the values file)
    for (const RareEntry& e : rare_) w.u64(e.pos);
    for (const WideRareEntry& e : rare_wide_) w.u64(e.pos);
    w.u64(next_review_);
    w.u64(work_);
    w.u64(ranges_.size());
    for (const MethodRange& m : ranges_) {
        w.u64(m.begin), w.u64(m.end), w.u64(static_cast<std::uint64_t>(m.method)), w.u64(m.mask), w.u64(m.domain);
    }
    return std::move(w.out);
}

Result<Sequence> Sequence::restore(const Rules& rules, std::string_view state, const ReadValues& read) {
    return restore(rules, state, read, nullptr, "");
}

Result<Sequence> Sequence::restore_on_disk(const Rules& rules, std::string_view state, const FileMapper& files,
                                           const std::string& prefix) {
    return restore(rules, state, nullptr, &files, prefix);
}

Result<Sequence> Sequence::restore(const Rules& rules, std::string_view state, const ReadValues& read, const FileMapper* files,
                                   const std::string& prefix) {
    const bool v1 = state.substr(0, kMagicV1.size()) == kMagicV1;
    if (!v1 && state.substr(0, kMagic.size()) != kMagic)
        return state_error("not a checkpoint of grundylab's octal engine (or of another version of its format)");
    Reader r{state.substr(kMagic.size())};
    const std::string code = r.text();
    if (r.ok && code != format_code(rules))
        return state_error("the checkpoint is of the game " + echo(code) + ", not " + format_code(rules));
    const std::uint64_t algorithm = r.u64(), n = r.u64(), width = r.u64(), max_value = r.u64(), cap = r.u64();
    const bool shape = r.ok && algorithm <= static_cast<std::uint64_t>(Algorithm::Sparse) && n <= (v1 ? std::uint64_t{1} << 32 : kMaxSize) &&
                       (width == 1 || width == 2 || width == 4) && cap >= 2 && std::has_single_bit(cap) &&
                       cap <= (std::uint64_t{1} << 31) && max_value < cap;
    if (!shape) return state_error("the checkpoint is damaged (its header does not hold together)");
    Sequence s(rules, static_cast<Algorithm>(algorithm));
    s.width_ = static_cast<unsigned>(width);
    s.max_value_ = static_cast<Grundy>(max_value);
    s.cap_ = static_cast<std::uint32_t>(cap);
    s.count_[0] = r.list<std::uint64_t>(cap, n);
    s.count_[1] = r.list<std::uint64_t>(cap, n);
    s.sparse_ = r.u64() != 0;
    s.mask_ = static_cast<std::uint32_t>(r.u64());
    s.domain_ = r.u64() != 0;
    s.rare_label_ = static_cast<std::uint32_t>(r.u64());
    const std::vector<std::uint64_t> rare = r.list<std::uint64_t>(n, n);
    s.next_review_ = r.u64();
    s.work_ = r.u64();
    const std::uint64_t ranges = r.u64();
    if (!r.ok || ranges > n + 1 || ranges > r.in.size() / 40) return state_error("the checkpoint is damaged (its method list)");
    for (std::uint64_t i = 0; i < ranges && r.ok; ++i) {
        MethodRange m;
        m.begin = r.u64(), m.end = r.u64();
        const std::uint64_t method = r.u64();
        m.method = method == 1 ? Method::Sparse : Method::Naive;
        m.mask = static_cast<std::uint32_t>(r.u64());
        m.domain = r.u64() != 0;
        if (method > 1 || m.begin >= m.end || m.end > n || (!s.ranges_.empty() && s.ranges_.back().end != m.begin)) r.ok = false;
        s.ranges_.push_back(m);
    }
    std::uint64_t counted = 0;
    for (const auto& c : s.count_)
        for (std::uint64_t x : c) counted += x;
    if (!r.ok || !r.in.empty() || s.count_[0].size() != cap || s.count_[1].size() != cap || counted != n ||
        (n > 0 && (s.ranges_.empty() || s.ranges_.front().begin != 0 || s.ranges_.back().end != n)) || s.mask_ >= cap)
        return state_error("the checkpoint is damaged (its tables do not add up to its " + std::to_string(n) + " values)");
    // The values, straight into their storage (or mapped where they are, on disk); then they
    // must agree with the histograms.
    std::string why;
    const auto take = [&](auto& v) {
        if (!prefix.empty()) return v.adopt_file(*files, prefix + std::to_string(width), static_cast<std::size_t>(n), why);
        if (!v.resize_for_reading(static_cast<std::size_t>(n))) return why = "no memory for them", false;
        return n == 0 || read(v.data(), n * width); // no values: nothing to read (and no storage to read into)
    };
    if (!prefix.empty()) s.disk_prefix_ = prefix, s.files_ = files;
    const bool got = width == 1 ? take(s.v8_) : width == 2 ? take(s.v16_) : take(s.v32_);
    if (!got && !why.empty() && prefix.empty()) return state_error("the checkpoint's values cannot be read: " + why);
    if (!got && !why.empty()) return state_error("the checkpoint's values file " + why);
    if (!got) return state_error("the checkpoint's values file holds fewer than its " + std::to_string(n) + " values");
    std::vector<std::uint64_t> seen[2] = {std::vector<std::uint64_t>(cap, 0), std::vector<std::uint64_t>(cap, 0)};
    Grundy top = 0;
    for (std::uint64_t i = 0; i < n; ++i) {
        const Grundy v = s[i];
        if (v >= cap) return state_error("the checkpoint's values are damaged (G(" + std::to_string(i) + ") is out of range)");
        ++seen[i & 1][v];
        top = std::max(top, v);
        if (i > 0 && i % kReleaseChunk == 0) s.release_values(i - kReleaseChunk, i); // on disk: read, then given back
    }
    s.release_values(0, n);
    if (seen[0] != s.count_[0] || seen[1] != s.count_[1] || (n > 0 && top != s.max_value_))
        return state_error("the checkpoint's values do not match its state (the values file is damaged or of another run)");
    if (rare.empty() || rare.back() <= UINT32_MAX) s.rare_.reserve(rare.size());
    for (std::uint64_t i : rare) {
        if (i == 0 || i >= n || (s.rare_positions() > 0 && s.last_rare() >= i))
            return state_error("the checkpoint is damaged (its rare positions)");
        s.push_rare(i, static_cast<std::uint32_t>(s[i]));
    }
    s.stamp_.assign(s.cap_ + std::size_t{1}, 0);
    return s;
}

std::string PeriodSearch::save_state() const {
    Writer w;
    w.u64(next_check_);
    w.u64(static_cast<std::uint64_t>(status_));
    return seq_.save_state() + w.out;
}

Result<PeriodSearch> PeriodSearch::restore(const Rules& rules, std::uint64_t limit, std::string_view state,
                                           const Sequence::ReadValues& read, const FileMapper* files,
                                           const std::string& disk_prefix) {
    if (state.size() < 16) return state_error("the checkpoint is damaged (it is cut short)");
    Reader r{state.substr(state.size() - 16)};
    const std::uint64_t next_check = r.u64(), status = r.u64();
    if (status > static_cast<std::uint64_t>(Status::OutOfMemory)) return state_error("the checkpoint is damaged (its status)");
    const std::string_view sequence_state = state.substr(0, state.size() - 16);
    if (!disk_prefix.empty() && !files) return state_error("values on disk: not in the browser");
    auto seq = disk_prefix.empty() ? Sequence::restore(rules, sequence_state, read)
                                   : Sequence::restore_on_disk(rules, sequence_state, *files, disk_prefix);
    if (!seq) return seq.error();
    PeriodSearch s(rules, limit, seq->algorithm());
    s.seq_ = std::move(seq).value();
    s.next_check_ = next_check;
    s.status_ = static_cast<Status>(status);
    if (s.status_ == Status::OutOfMemory) s.status_ = Status::Running; // another run may have the memory
    if (s.status_ == Status::Proved) {
        // The proof is made again from the values: it is what the saved run proved (prove_period
        // reads nothing but them, and a proved search computes no further).
        s.period_ = prove_period(s.seq_);
        if (!s.period_) return state_error("the checkpoint says a period was proved, but its values prove none");
    } else {
        s.status_ = s.seq_.size() >= s.limit_ ? Status::LimitReached : Status::Running;
    }
    return s;
}

} // namespace gl::octal
