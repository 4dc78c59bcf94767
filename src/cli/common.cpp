// common.cpp - see common.h.
#include "cli/common.h"

#include <sys/resource.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>

#include "cli/research.h"
#include "core/text.h"

namespace gl::cli {

bool g_json = false;

int fail(const Error& e) {
    if (g_json) std::printf("%s\n", error_json(e).c_str());
    std::fprintf(stderr, "grundylab: %s\n", (e.where == "command" ? e.message : e.describe()).c_str());
    return 2;
}

int fail(const std::string& message) { return fail(Error{"command", Error::kWhole, message}); }

namespace {
std::uint64_t g_bound = 0; // bound_memory's bytes (0: none set)
std::string g_reached;     // note_reached's words

std::uint64_t address_space_now() {
    std::FILE* f = std::fopen("/proc/self/statm", "r");
    unsigned long long pages = 0;
    if (f) {
        if (std::fscanf(f, "%llu", &pages) != 1) pages = 0;
        std::fclose(f);
    }
    return pages * static_cast<std::uint64_t>(sysconf(_SC_PAGESIZE));
}

std::string megabytes(std::uint64_t bytes) { return thousands((bytes + (1u << 20) - 1) >> 20) + " MB"; }
} // namespace

void bound_memory(std::uint64_t bytes) {
    rlimit r{};
    if (getrlimit(RLIMIT_AS, &r) != 0) return;
    const std::uint64_t now = address_space_now();
    const std::uint64_t want = bytes > UINT64_MAX - now ? UINT64_MAX : now + bytes;
    if (r.rlim_cur != RLIM_INFINITY && r.rlim_cur <= want) return; // ulimit -v is tighter already
    r.rlim_cur = want;
    if (r.rlim_max != RLIM_INFINITY && r.rlim_cur > r.rlim_max) r.rlim_cur = r.rlim_max;
    if (setrlimit(RLIMIT_AS, &r) == 0) g_bound = bytes;
}

void note_reached(std::string words) { g_reached = std::move(words); }

int out_of_memory() {
    rlimit r{};
    const bool limited = getrlimit(RLIMIT_AS, &r) == 0 && r.rlim_cur != RLIM_INFINITY;
    std::string why;
    if (g_bound && limited)
        why = "this needs more than " + megabytes(g_bound) + " of memory, " +
              (g_bound == kDefaultMemory ? "the default bound" : "the bound --memory set") + ": give more with --memory SIZE (e.g. --memory 16G)";
    else if (limited)
        why = "this needs more than the " + megabytes(r.rlim_cur) + " of address space this process may use (ulimit -v)";
    else
        why = "this needs more memory than the machine gives it";
    rusage u{};
    if (getrusage(RUSAGE_SELF, &u) == 0) why += "; " + megabytes(static_cast<std::uint64_t>(u.ru_maxrss) << 10) + " were held at most";
    if (!g_reached.empty()) why += "; " + g_reached;
    fail(Error{"memory", Error::kWhole, why});
    return 1;
}

std::string duration_text(double seconds) {
    char buf[32];
    const auto s = static_cast<unsigned long long>(seconds + 0.5);
    if (s >= 3600) std::snprintf(buf, sizeof buf, "%lluh%02llum", s / 3600, s / 60 % 60);
    else if (s >= 60) std::snprintf(buf, sizeof buf, "%llum%02llus", s / 60, s % 60);
    else std::snprintf(buf, sizeof buf, "%llus", s);
    return buf;
}

std::string rate_text(double rate) {
    char b[32];
    if (rate < 1e4) std::snprintf(b, sizeof b, "%.0f", rate);
    else std::snprintf(b, sizeof b, "%.2f M", rate / 1e6);
    return b;
}

namespace {

// Ctrl+C (SIGINT) or SIGTERM during a long run: the run stops at its next slice, saves its
// checkpoint if it has one, and says where it was.
volatile std::sig_atomic_t g_signal = 0;
extern "C" void on_signal(int sig) { g_signal = sig; }

} // namespace

void catch_stop_signals() {
    std::signal(SIGINT, on_signal);
    std::signal(SIGTERM, on_signal);
}

int stop_signal() { return g_signal; }

octal::PeriodSearch::Status run_search(const octal::PeriodSearch& search, const Advance& advance, const Options& o,
                                       std::uint64_t budget, RunFiles* files) {
    using clock = std::chrono::steady_clock;
    const auto start = clock::now();
    auto last_note = start;
    const bool bar = isatty(STDERR_FILENO);
    bool bar_shown = false;
    const bool endless = o.limit_given || (files && files->endless());
    const bool saving = files && files->checkpointing();
    if (endless || saving) catch_stop_signals();
    std::uint64_t last_n = search.sequence().size();
    double rate = 0;
    constexpr std::uint64_t kSlice = 20'000'000; // steps between looks at the clock (tens of ms)
    std::uint64_t spent = 0;
    const auto save = [&](bool now) {
        if (!files) return;
        if (const auto e = files->tick(search, now)) std::exit(fail(*e));
    };
    while (true) {
        const auto status = advance(kSlice);
        spent += kSlice;
        const bool stop = status != octal::PeriodSearch::Status::Running || (!endless && spent >= budget);
        if (bar_shown && (stop || g_signal)) std::fputs("\r\033[K", stderr);
        if (g_signal) {
            const int sig = g_signal;
            save(true);
            const std::string kept = saving ? "the checkpoint " + files->checkpoint_path() +
                                                  " holds them: run the same command again to go on from there"
                                            : "nothing is kept (run again to start over, or give --checkpoint FILE to keep "
                                              "a run's work)";
            // As any failure: on stderr, and with --json as JSON on stdout.
            fail("interrupted (" + std::string(sig == SIGTERM ? "SIGTERM" : "Ctrl+C") + ") after " +
                 duration_text(std::chrono::duration<double>(clock::now() - start).count()) + ": G(0.." +
                 std::to_string(search.sequence().size() - 1) + ") computed, no period proved; " + kept + ".");
            std::exit(128 + sig);
        }
        save(stop);
        if (stop) return status;
        const auto now = clock::now();
        const double seconds = std::chrono::duration<double>(now - start).count();
        if (seconds < 2 || now - last_note < std::chrono::milliseconds(bar ? 250 : 3000)) continue;
        const octal::Sequence& seq = search.sequence();
        const std::uint64_t n = seq.size();
        const double dt = std::chrono::duration<double>(now - last_note).count();
        const double now_rate = static_cast<double>(n - last_n) / dt;
        rate = rate == 0 ? now_rate : 0.7 * rate + 0.3 * now_rate;
        last_note = now;
        last_n = n;
        const std::uint64_t limit = search.limit();
        const std::string left = !endless ? std::to_string(100 * spent / budget) + "% of the default work done"
                                 : rate > 0 ? duration_text(static_cast<double>(limit - n) / rate) + " left at most"
                                            : "time left unknown";
        const std::string rare = seq.sparse() ? thousands(seq.rare_positions()) + " rare, " : std::string();
        const std::string held = thousands((seq.storage_bytes() + (1u << 20) - 1) >> 20) + " MB held";
        if (bar) {
            constexpr int kWidth = 30;
            const int filled = static_cast<int>(kWidth * static_cast<double>(n) / static_cast<double>(limit));
            std::fprintf(stderr, "\r\033[K[%s%s] %s / %s values  %s values/s  %slargest %llu  %s  %s",
                         std::string(filled, '#').c_str(), std::string(kWidth - filled, '.').c_str(),
                         thousands(n).c_str(), thousands(limit).c_str(), rate_text(rate).c_str(), rare.c_str(),
                         static_cast<unsigned long long>(seq.max_value()), held.c_str(), left.c_str());
            bar_shown = true;
        } else {
            std::fprintf(stderr, "grundylab: G(0..%llu) computed of at most %llu, %.0f s, %s values/s, %slargest value %llu, %s, %s\n",
                         static_cast<unsigned long long>(n - 1), static_cast<unsigned long long>(limit), seconds,
                         rate_text(rate).c_str(), rare.c_str(), static_cast<unsigned long long>(seq.max_value()), held.c_str(),
                         left.c_str());
        }
    }
}

octal::PeriodSearch::Status run_search(octal::PeriodSearch& search, const Options& o, std::uint64_t budget, RunFiles* files) {
    return run_search(search, [&](std::uint64_t work) { return search.advance(work); }, o, budget, files);
}

} // namespace gl::cli
