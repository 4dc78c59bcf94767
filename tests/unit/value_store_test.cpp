// Values on disk (value_store.h, Sequence::keep_values_on_disk, grundylab --on-disk): a sequence
// whose values live in a mapped file computes exactly what one in memory computes, widening into
// a new file; restored from its file (mapped, not read) it goes on as the run never stopped; and
// the memory it holds stays bounded while the file grows. The files are the host's (the command
// line's cli::posix_files()); the browser has none, and a request without them is refused with a
// message.
#include <doctest.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>

#include "octal/octal.h"
#include "octal/octal_sequence.h"
#include "octal/value_store.h"

#ifndef __EMSCRIPTEN__
#include <sys/vfs.h>
#include <unistd.h>

#include "cli/file_mapper.h"
#endif

using namespace gl;
using namespace gl::octal;

namespace {

Rules code(const char* text) {
    auto r = parse_code(text);
    REQUIRE_MESSAGE(r.ok(), text);
    return r.value();
}

#ifndef __EMSCRIPTEN__
std::string bytes_of(const Sequence& s) {
    return std::string(static_cast<const char*>(s.raw()), static_cast<std::size_t>(s.size() * s.bytes_per_value()));
}

std::string file_text(const std::string& path) {
    std::ifstream f(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(f), {});
}

// A scratch prefix for value files, removed with its files at the end of the test.
struct Scratch {
    std::string prefix;
    Scratch() {
        char name[] = "/tmp/gl-values-XXXXXX";
        const int fd = ::mkstemp(name);
        REQUIRE(fd >= 0);
        std::fclose(::fdopen(fd, "w"));
        prefix = std::string(name) + ".values";
        std::remove(name);
    }
    ~Scratch() {
        for (const char* w : {"1", "2", "4"}) std::remove((prefix + w).c_str());
    }
};

// Whether `dir` is on a tmpfs (memory, not disk).
bool on_tmpfs(const char* dir) {
    struct statfs st{};
    return ::statfs(dir, &st) == 0 && st.f_type == 0x01021994; // TMPFS_MAGIC
}

// Resident memory of this process now, in bytes (Linux: /proc/self/statm, in pages).
std::uint64_t resident_bytes() {
    std::ifstream f("/proc/self/statm");
    std::uint64_t size = 0, resident = 0;
    f >> size >> resident;
    return resident * 4096;
}
#endif

} // namespace

TEST_CASE("values on disk without the host's files (the browser) are refused, with a message") {
    Sequence s(code("0.161"));
    const auto why = s.keep_values_on_disk(nullptr, "/tmp/x.values");
    REQUIRE(why);
    CHECK(why->find("not in the browser") != std::string::npos);
    CHECK(s.advance(1000));
    CHECK(!s.values_on_disk());
    // A checkpoint to be mapped from its values file, with no files to map it: refused.
    auto restored = PeriodSearch::restore(code("0.161"), 1000, s.save_state() + std::string(16, '\0'), nullptr, nullptr,
                                          "/tmp/x.values");
    REQUIRE(!restored.ok());
    CHECK(restored.error().message.find("not in the browser") != std::string::npos);
}

#ifndef __EMSCRIPTEN__

const FileMapper& files = cli::posix_files();

TEST_CASE("a sequence with its values on disk computes what one in memory computes, widening into a new file") {
    // 0.014's values pass 255 near n = 11,000 (the values widen to 2 bytes, into FILE2); 0.161
    // stays 1 byte; Lasker's Nim widens at once. Each is compared value by value with memory.
    for (const char* text : {"0.014", "0.161", "0.[7]"}) {
        CAPTURE(text);
        const std::uint64_t n = std::string(text) == "0.[7]" ? 600 : 60000;
        Scratch dir;
        Sequence memory(code(text)), disk(code(text));
        REQUIRE(!disk.keep_values_on_disk(&files, dir.prefix));
        REQUIRE(memory.advance(n));
        REQUIRE(disk.advance(n));
        CHECK(disk.values_on_disk());
        CHECK(bytes_of(disk) == bytes_of(memory));
        CHECK(disk.methods() == memory.methods());
        CHECK(disk.work_done() == memory.work_done());
        REQUIRE(!disk.sync_values());
        const std::string file = dir.prefix + std::to_string(disk.bytes_per_value());
        CHECK(file_text(file).substr(0, bytes_of(memory).size()) == bytes_of(memory));
        // Asked again on a sequence that holds values: refused, nothing changed.
        CHECK(disk.keep_values_on_disk(&files, dir.prefix + "x"));
        CHECK(disk.size() == n);
    }
}

TEST_CASE("a checkpoint with its values on disk is mapped back, not read, and goes on as the run never stopped") {
    const Rules rules = code("0.014");
    Sequence whole(rules);
    REQUIRE(whole.advance(90000));
    Scratch dir;
    std::string state;
    {
        Sequence first(rules);
        REQUIRE(!first.keep_values_on_disk(&files, dir.prefix));
        REQUIRE(first.advance(40000));
        REQUIRE(!first.sync_values());
        state = first.save_state();
        REQUIRE(first.advance(45000)); // a killed run's values past the checkpoint stay in the file
    }
    auto restored = Sequence::restore_on_disk(rules, state, files, dir.prefix);
    REQUIRE_MESSAGE(restored.ok(), (restored.ok() ? "" : restored.error().message));
    Sequence again = std::move(restored).value();
    CHECK(again.values_on_disk());
    CHECK(again.size() == 40000);
    REQUIRE(again.advance(90000));
    CHECK(bytes_of(again) == bytes_of(whole));
    CHECK(again.methods() == whole.methods());
    CHECK(again.work_done() == whole.work_done());

    // A values file long enough but not this run's (one value changed): refused, left byte for
    // byte as it was (not grown, not cut); a missing one is refused and not made.
    Scratch other;
    {
        std::string bytes = file_text(dir.prefix + "2").substr(0, 2 * 40000 + 10);
        bytes[2 * 777] ^= 1;
        std::ofstream f(other.prefix + "2", std::ios::binary);
        f << bytes;
    }
    const std::string before = file_text(other.prefix + "2");
    auto damaged = Sequence::restore_on_disk(rules, state, files, other.prefix);
    REQUIRE(!damaged.ok());
    CHECK(damaged.error().message.find("do not match its state") != std::string::npos);
    CHECK(file_text(other.prefix + "2") == before);
    Scratch none;
    auto missing = Sequence::restore_on_disk(rules, state, files, none.prefix);
    REQUIRE(!missing.ok());
    CHECK(std::ifstream(none.prefix + "2").good() == false);

    // A values file cut short is refused, and left as it was.
    Scratch cut;
    {
        std::ofstream f(cut.prefix + "2", std::ios::binary);
        f << std::string(1000, '\0');
    }
    auto refused = Sequence::restore_on_disk(rules, state, files, cut.prefix);
    REQUIRE(!refused.ok());
    CHECK(refused.error().message.find("values file holds fewer than its 40000 values") != std::string::npos);
    CHECK(file_text(cut.prefix + "2").size() == 1000);
}

TEST_CASE("values on disk: --memory bounds what they hold in memory, and the refusal says so") {
    // In memory, 200,000 bytes stop 0.161 at 2^16 values; on disk the values' windows count the
    // same way while they fill, so the run stops there too, refused by the limit, not the disk.
    for (const bool disk : {false, true}) {
        CAPTURE(disk);
        Scratch dir;
        Sequence s(code("0.161"));
        if (disk) REQUIRE(!s.keep_values_on_disk(&files, dir.prefix));
        s.set_memory_limit(200000);
        CHECK(!s.advance(1000000));
        CHECK(s.out_of_memory());
        CHECK(s.memory_message().find("the memory limit refused") != std::string::npos);
        CHECK(s.size() <= 200000);
        CHECK(s.storage_bytes() <= 200000);
    }
}

TEST_CASE("values on disk: the memory held stays bounded while the file grows") {
    // 448 MiB of values written through the mapping: the process keeps its two windows (64 MiB
    // each) and at most one release interval (128 MiB) of them, not all 448 MiB.
    using Bytes = ValueArray<std::uint8_t>;
    Scratch dir;
    Bytes v;
    std::string why;
    REQUIRE(v.use_file(files, dir.prefix + "1", why));
    const std::size_t n = std::size_t{448} << 20;
    const std::uint64_t before = resident_bytes();
    std::uint64_t peak = 0;
    for (std::size_t i = 0; i < n; ++i) {
        if (i == v.capacity()) REQUIRE(v.reserve(2 * i + 4096));
        v.push_back(static_cast<std::uint8_t>(i * 2654435761u >> 24));
        if ((i & 0xFFFFF) == 0) peak = std::max(peak, resident_bytes());
    }
    peak = std::max(peak, resident_bytes());
    MESSAGE("resident growth: ", (peak - before) >> 20, " MiB");
    // On a tmpfs /tmp the file's pages are memory anyway; the bound is checked where /tmp is a disk.
    if (on_tmpfs("/tmp")) {
        MESSAGE("/tmp is a tmpfs: the memory bound is not checked here");
        return;
    }
    CHECK(peak - before < (std::uint64_t{2} * Bytes::kWindowBytes + Bytes::kReleaseBytes + (std::uint64_t{32} << 20)));
    CHECK(v.memory_bytes() <= 2 * Bytes::kWindowBytes + Bytes::kReleaseBytes);
    // Every value is still there: the released pages come back from the file. A reader of every
    // value gives the pages back as it goes (Sequence::release_values), and holds no more.
    bool all = true;
    std::uint64_t reading = 0;
    for (std::size_t i = 0; i < n; i += 4099) {
        all = all && v[i] == static_cast<std::uint8_t>(i * 2654435761u >> 24);
        if (i % (std::size_t{1} << 27) < 4099 && i >= 4099) v.release(i - (std::size_t{1} << 27), i);
        if (i % (std::size_t{1} << 20) < 4099) reading = std::max(reading, resident_bytes());
    }
    CHECK(all);
    // (the windows and the last interval written, as above, and the one chunk being read)
    CHECK(reading - before < Bytes::kMostHeld + (std::uint64_t{1} << 27) + (std::uint64_t{32} << 20));
    REQUIRE(v.sync());
    v.clear(); // the file is cut to the values it holds
    std::ifstream f(dir.prefix + "1", std::ios::binary | std::ios::ate);
    CHECK(static_cast<std::uint64_t>(f.tellg()) == n);
}

#endif
