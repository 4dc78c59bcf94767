// Checkpoints of the octal engine (Sequence::save_state / restore, PeriodSearch::save_state /
// restore): a run saved at any point and restored goes on exactly as the run that was never
// stopped - the same values, the same methods and masks, the same work - and a damaged or foreign
// checkpoint is refused with a reason, never read as something else.
#include <doctest.h>

#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "octal/octal.h"
#include "octal/octal_sequence.h"

using namespace gl;
using namespace gl::octal;

namespace {

Rules rules_of(const char* text) {
    auto r = parse_code(text);
    REQUIRE_MESSAGE(r.ok(), text);
    return r.value();
}

// The bytes of a sequence's values, as a checkpoint's values file holds them.
std::string value_bytes(const Sequence& s) {
    return std::string(static_cast<const char*>(s.raw()), static_cast<std::size_t>(s.size() * s.bytes_per_value()));
}

// A reader over `bytes`, as the CLI reads a values file.
Sequence::ReadValues reader(const std::string& bytes) {
    auto at = std::make_shared<std::size_t>(0);
    return [&bytes, at](void* dst, std::uint64_t n) {
        if (bytes.size() - *at < n) return false;
        if (n == 0) return true;
        std::memcpy(dst, bytes.data() + *at, static_cast<std::size_t>(n));
        *at += static_cast<std::size_t>(n);
        return true;
    };
}

void same(const Sequence& a, const Sequence& b) {
    REQUIRE(a.size() == b.size());
    CHECK(value_bytes(a) == value_bytes(b));
    CHECK(a.methods() == b.methods());
    CHECK(a.work_done() == b.work_done());
    CHECK(a.mask() == b.mask());
    CHECK(a.domain() == b.domain());
    CHECK(a.rare_positions() == b.rare_positions());
    CHECK(a.last_rare() == b.last_rare());
    CHECK(a.max_value() == b.max_value());
    CHECK(a.bytes_per_value() == b.bytes_per_value());
}

} // namespace

TEST_CASE("a sequence saved and restored at any point goes on as the one never stopped") {
    // Unsolved games with sparse space (0.161, 0.6, 0.014), a domain mask (0.106), Lasker's Nim
    // (its values pass 255 near n = 256, so the storage widens), a 3-heap code (0.3F), a constrained
    // one (4!.0, Grundy's game) and a solved one (0.77), each stopped before, at and after the
    // mask reviews (at 64, 128, ..., 8192) and the widening.
    const char* codes[] = {"0.161", "0.6", "0.014", "0.106", "0.3F", "4!.0", "lasker", "0.77"};
    for (const char* code : codes) {
        const Rules rules = code == std::string("lasker") ? parse_heap_rules("lasker", "code").value() : rules_of(code);
        // The naive codes cost O(n^2) (O(n^3) for 0.3F's 3-heap splits): fewer values there.
        const std::string c = code;
        const std::uint64_t N = c == "0.3F" ? 700 : c == "lasker" || c == "4!.0" ? 2000 : 9000;
        Sequence whole(rules);
        whole.advance(N);
        for (std::uint64_t stop : {std::uint64_t{0}, std::uint64_t{1}, std::uint64_t{63}, std::uint64_t{64},
                                   std::uint64_t{300}, std::uint64_t{257}, std::uint64_t{1024}, std::uint64_t{1025}, N - 1}) {
            if (stop >= N) continue;
            CAPTURE(code);
            CAPTURE(stop);
            Sequence first(rules);
            first.advance(stop);
            const std::string state = first.save_state(), values = value_bytes(first);
            auto again = Sequence::restore(rules, state, reader(values));
            REQUIRE_MESSAGE(again.ok(), (again.ok() ? "" : again.error().message));
            Sequence resumed = std::move(again).value();
            same(resumed, first);
            resumed.advance(N);
            same(resumed, whole);
        }
    }
}

TEST_CASE("a period search saved and restored proves the same period from the same values") {
    for (const char* code : {"0.16", "0.07", "0.161"}) {
        CAPTURE(code);
        const Rules rules = rules_of(code);
        PeriodSearch whole(rules, 400000);
        while (whole.advance() == PeriodSearch::Status::Running) {}
        PeriodSearch first(rules, 400000);
        first.advance(3'000'000); // stopped part way
        const std::string values = value_bytes(first.sequence());
        auto again = PeriodSearch::restore(rules, 400000, first.save_state(), reader(values));
        REQUIRE(again.ok());
        PeriodSearch resumed = std::move(again).value();
        while (resumed.advance() == PeriodSearch::Status::Running) {}
        CHECK(resumed.status() == whole.status());
        same(resumed.sequence(), whole.sequence());
        REQUIRE(resumed.periodicity().has_value() == whole.periodicity().has_value());
        if (whole.periodicity()) {
            CHECK(resumed.periodicity()->period == whole.periodicity()->period);
            CHECK(resumed.periodicity()->preperiod == whole.periodicity()->preperiod);
            CHECK(resumed.periodicity()->values_used == whole.periodicity()->values_used);
            // A finished search saved and restored is finished, with its proof.
            const std::string all = value_bytes(whole.sequence());
            auto done = PeriodSearch::restore(rules, 400000, whole.save_state(), reader(all));
            REQUIRE(done.ok());
            CHECK(done->status() == PeriodSearch::Status::Proved);
            CHECK(done->periodicity()->certificate == whole.periodicity()->certificate);
        }
    }
}

TEST_CASE("a damaged or foreign checkpoint is refused with a reason") {
    const Rules rules = rules_of("0.161");
    Sequence s(rules);
    s.advance(5000);
    const std::string state = s.save_state(), values = value_bytes(s);
    auto message = [&](const Rules& r, const std::string& st, const std::string& vals) {
        auto x = Sequence::restore(r, st, reader(vals));
        return x.ok() ? std::string("accepted") : x.error().message;
    };
    CHECK(message(rules, state, values) == "accepted");
    CHECK(message(rules_of("0.167"), state, values).find("of the game '0.161', not 0.167") != std::string::npos);
    CHECK(message(rules, "hello", values).find("not a checkpoint") != std::string::npos);
    CHECK(message(rules, state, values.substr(0, 4999)).find("fewer than its 5000 values") != std::string::npos);
    std::string changed = values;
    changed[4321] = static_cast<char>(changed[4321] ^ 1);
    CHECK(message(rules, state, changed).find("do not match") != std::string::npos);
    // Every cut and every single flipped byte of the state: refused or (if the byte is one that
    // does not matter, such as the work done) accepted - never a crash.
    for (std::size_t cut = 0; cut < state.size(); cut += 7) CHECK(message(rules, state.substr(0, cut), values) != "accepted");
    for (std::size_t i = 0; i < state.size(); i += 3) {
        std::string st = state;
        st[i] = static_cast<char>(st[i] ^ 0x55);
        (void)message(rules, st, values);
    }
}

TEST_CASE("a version-1 checkpoint (32-bit positions) is read, and the run resumed from it gives the same values") {
    // Written by the engine of version 1 (grundylab octal 0.106 counts 1100 --checkpoint c, its
    // state without the search's last 16 bytes): the magic line, the code, then these 64-bit
    // fields - algorithm, size, width, max value, cap, the two histograms, sparse, mask (13),
    // domain, rare label, the 14 rare positions, next review, work, the 2 method ranges.
    const std::uint64_t fields[] = {
        1, 1100, 1, 19, 32, 32, 180, 0, 157, 1, 1, 106, 1, 72, 2, 1, 1, 3, 10, 0, 6, 0, 7, 0, 2, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 32, 1, 184, 1, 152, 105, 0, 71, 0, 8, 3, 4, 1, 0, 8, 0, 7, 2, 2, 0, 1, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 1, 13, 1, 1, 14, 3, 7, 10, 26, 68, 84, 96, 101, 320, 345, 359, 473, 563, 993, 2048,
        29113, 2, 0, 64, 0, 0, 0, 64, 1100, 1, 13, 1};
    std::string v1 = "grundylab octal state 1\n";
    const auto u64 = [&](std::uint64_t v) {
        for (int i = 0; i < 8; ++i) v1.push_back(static_cast<char>(v >> (8 * i) & 0xFF));
    };
    u64(5), v1 += "0.106";
    for (std::uint64_t f : fields) u64(f);
    const Rules rules = rules_of("0.106");
    Sequence whole(rules);
    whole.advance(1100);
    const std::string values = value_bytes(whole); // the values file (the histograms above check it)
    auto again = Sequence::restore(rules, v1, reader(values));
    REQUIRE_MESSAGE(again.ok(), (again.ok() ? "" : again.error().message));
    Sequence resumed = std::move(again).value();
    same(resumed, whole);
    CHECK(resumed.mask() == 13);
    CHECK(resumed.domain());
    CHECK(resumed.rare_positions() == 14);
    CHECK(resumed.last_rare() == 993);
    // The state saved now is version 2, with the same fields.
    const std::string v2 = resumed.save_state();
    CHECK(v2.rfind("grundylab octal state 2\n", 0) == 0);
    CHECK(v2.substr(24) == v1.substr(24));
    resumed.advance(20000);
    whole.advance(20000);
    same(resumed, whole);
    // Version 1 held at most 2^32 values: a size past it is damage there (and allowed in version 2).
    std::string big = v1;
    big[24 + 8 + 5 + 8 + 4] = 1; // the size's byte 4: 1100 + 2^32
    auto refused = Sequence::restore(rules, big, reader(values));
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().message.find("header does not hold together") != std::string::npos);
}
