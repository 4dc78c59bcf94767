// common.h - what the command line's files share: errors and JSON on stdout, the options, and the
// driver of long octal runs (progress, Ctrl+C, checkpoints).
#pragma once
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "app/picture_export.h"
#include "core/game.h"
#include "core/result.h"
#include "octal/octal_sequence.h"

namespace gl::cli {

// --json: every answer is JSON on stdout, errors too ({"ok":false,"error":{...}}), so a program
// reading the output never finds it empty (issue 26). Set before anything can fail.
extern bool g_json;

// A failure: the message on stderr; with --json, also the error as JSON on stdout. Exit status 2.
int fail(const Error& e);
// A failure about the command line as a whole (where = "command").
int fail(const std::string& message);

// The JSON writer on stdout: core/game.h's JsonWriter, streaming (a long list, seq N --json with
// N up to 2^32, is never held whole). Every --json answer goes through it and the engine's write_*
// functions: the field names are theirs.
class JsonOut : public JsonWriter {
  public:
    JsonOut() : JsonWriter([](std::string_view s) { std::fwrite(s.data(), 1, s.size(), stdout); }) {}
};

// One JSON object on stdout, its fields written by f(JsonOut&).
template <class F>
void print_json(F&& f) {
    JsonOut w;
    w.begin_object("");
    f(w);
    w.end_object();
}

// Without --limit, an octal command spends at most this much work (the engine's steps; about 10 s
// on a 2-core machine of 2026, 0.354 or 0.376 run out at it). A count of work, not of seconds, so
// the same command gives the same answer on a quiet and on a busy machine (issue 26).
constexpr std::uint64_t kDefaultWork = 8'000'000'000;

// Without --work, a misère quotient search (misere, pos --misere) spends at most this much work:
// its steps (a sum valued, a state of a proof visited, a sum of a recalibration walked, a heap's
// option made), about 10 s on a 2-core machine of 2026 (issue 41: 0.AA --max-heap 11 took 60 s,
// 0.&256; --max-heap 501 passed 14 GB). Counted in steps, so the answer is the same on any machine.
constexpr std::uint64_t kDefaultQuotientWork = 1'000'000'000;

struct Options {
    bool json = false, misere = false, csv = false, naive = false;
    std::string vs;          // cgt G --vs H
    bool has_vs = false;
    std::uint64_t width = 10, limit = std::uint64_t{1} << 24;
    bool limit_given = false; // --limit: no default work budget
    std::uint64_t max_heap = 20; // misere CODE --max-heap N
    std::uint64_t work = 0;      // misere, pos --misere: --work N, the quotient search's budget (0: kDefaultQuotientWork)
    std::uint64_t budget = kDefaultSearchBudget; // analyze, link: --budget N, the steps a position's search may spend
    bool budget_given = false;                   // (else the link's budget=, else the default)
    std::vector<std::string> given; // the options given, by name ("--width"), for the verb's check
    std::vector<app::ExportFormat> formats; // export: --svg, --tikz, --latex, --text
    bool tree = false;                      // export --tree: the calculator's game tree
    // Long runs (research.h): --checkpoint FILE, --checkpoint-every SECONDS, --counts-dir DIR;
    // scan's --to N, --dir DIR, --job I/K, --threads N, --unsolved, --merge.
    std::string checkpoint, counts_dir, dir = "scan";
    std::uint64_t checkpoint_every = 300, to = 0, job = 0, jobs = 1;
    std::uint64_t threads = 1; // scan --threads N (main() sets the default: the machine's cores)
    std::uint64_t memory = UINT64_MAX; // --memory SIZE: the most bytes a run's values and tables hold (scan: all codes at once)
    bool unsolved = false, merge = false;
    bool on_disk = false; // --on-disk: the values live in the checkpoint's values file, not in memory
};

// The memory bound of the verbs whose searches hold their own tables (misere, pos, analyze, link,
// cgt): without --memory, kDefaultMemory. It bounds the process's address space (setrlimit), so a
// search past it meets a refused allocation, which main() answers (out_of_memory) instead of
// aborting; the bound is counted from what the program holds when it starts.
constexpr std::uint64_t kDefaultMemory = std::uint64_t{4} << 30;
void bound_memory(std::uint64_t bytes);
// The answer to a refused allocation (std::bad_alloc): "needs more than N MB", on stderr and with
// --json as JSON on stdout; exit status 1.
int out_of_memory();
// How far a search got, for out_of_memory's answer ("the quotient is proved up to heap 37").
void note_reached(std::string words);

std::string duration_text(double seconds);    // "3h05m", "4m10s", "12s"
std::string rate_text(double rate);           // "0.13 M" from 130,000 a second; "870" below 10,000

// Ctrl+C (SIGINT) and SIGTERM: from catch_stop_signals() on, they do not end the program but are
// noted; stop_signal() is the last one noted (0 if none). Long runs look at it between slices.
void catch_stop_signals();
int stop_signal();

class RunFiles; // research.h

// `advance(work)` spends about `work` more steps on `search` (the search itself, or the explorer
// model that holds it) and answers its status.
using Advance = std::function<octal::PeriodSearch::Status(std::uint64_t)>;

// Runs a search to its end (a proof or its limit). Without --limit it stops after `budget` steps
// of work and answers Running; with --limit it goes on. Either way a run longer than a few seconds
// shows progress on stderr: values/s, the rare positions, the largest value, the memory the values
// and tables hold, and the time left to the limit (at most: a proof may come sooner), as a bar when stderr is a terminal and a line
// every few seconds otherwise. With `files` (a checkpoint, counts at powers of two) they are
// written as the run goes and at its end. Ctrl+C or SIGTERM stops it with a message (exit status
// 130 or 143), after saving the checkpoint if there is one.
octal::PeriodSearch::Status run_search(const octal::PeriodSearch& search, const Advance& advance, const Options& o,
                                       std::uint64_t budget = kDefaultWork, RunFiles* files = nullptr);
octal::PeriodSearch::Status run_search(octal::PeriodSearch& search, const Options& o, std::uint64_t budget = kDefaultWork,
                                       RunFiles* files = nullptr);

} // namespace gl::cli
