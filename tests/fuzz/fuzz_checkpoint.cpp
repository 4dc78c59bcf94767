// Checkpoints (PeriodSearch::restore, the files of grundylab --checkpoint) are files a user hands
// over: damaged in any way - bytes changed, cut short, values that do not fit the state - they are
// refused with a message, or read as a search that then goes on without a fault. The input is a
// list of edits, 4 bytes each (offset: 2 bytes, a byte, a kind), applied to a real checkpoint of
// Officers (0.6) at 6000 values, whose state holds histograms, a mask and a rare list.
#include <cstring>

#include "fuzz.h"
#include "octal/octal.h"
#include "octal/octal_sequence.h"

using namespace gl;

namespace {

struct Saved {
    octal::Rules rules = octal::parse_code("0.6").value();
    std::string state, values;
    Saved() {
        octal::PeriodSearch s(rules, 6000);
        while (s.advance() == octal::PeriodSearch::Status::Running) {}
        state = s.save_state();
        values.assign(static_cast<const char*>(s.sequence().raw()), s.sequence().size() * s.sequence().bytes_per_value());
    }
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const Saved saved;
    std::string state = saved.state, values = saved.values;
    for (std::size_t i = 0; i + 4 <= size; i += 4) {
        const std::size_t at = data[i] | std::size_t{data[i + 1]} << 8;
        const char byte = static_cast<char>(data[i + 2]);
        switch (data[i + 3] % 4) {
        case 0: if (!state.empty()) state[at % state.size()] = byte; break;
        case 1: if (!values.empty()) values[at % values.size()] = byte; break;
        case 2: state.resize(at % (state.size() + 1)); break;
        default: values.resize(at % (values.size() + 1)); break;
        }
    }
    const std::string input = "a checkpoint of 0.6 with " + std::to_string(size / 4) + " edits";
    std::size_t read_at = 0;
    auto r = octal::PeriodSearch::restore(saved.rules, 7000, state, [&](void* dst, std::uint64_t bytes) {
        if (values.size() - read_at < bytes) return false;
        if (bytes) std::memcpy(dst, values.data() + read_at, static_cast<std::size_t>(bytes));
        read_at += static_cast<std::size_t>(bytes);
        return true;
    });
    if (!r) {
        fuzz::check_error(r.error(), "", input);
        GL_FUZZ_CHECK(r.error().where == "checkpoint", input, r.error().describe());
        return 0;
    }
    // Read: the search goes on from there (a bounded amount of work) and its values stay readable.
    octal::PeriodSearch& s = r.value();
    GL_FUZZ_CHECK(s.sequence().size() <= octal::Sequence::kMaxSize, input, "size");
    s.advance(300'000);
    for (std::uint64_t n = 0; n < s.sequence().size(); n += 97) (void)s.lookup(n);
    return 0;
}
