// research.h - octal runs at research scale: checkpoints that survive Ctrl+C, SIGTERM and kills,
// frequency tables at every power of two, and scans of many codes shared over many machines.
//
//   grundylab octal CODE seq|counts|period ... --checkpoint FILE [--checkpoint-every SECONDS]
//                                              [--counts-dir DIR]
//   grundylab scan CODE...|--unsolved --to N [--dir DIR] [--job I/K] [--json]
//   grundylab scan --merge TABLE... [--json]
//
// A checkpoint is two files: FILE (the search's state, rewritten whole: a temporary file, then a
// rename) and FILE.values1 (or .values2, .values4: the values, bytes of that width, appended). The
// values are written and flushed first and the state after, so a run killed at any moment leaves
// a state whose values are all on disk; a state names the number of values it owns, and any bytes
// past them are overwritten by the next save.
#pragma once
#include <chrono>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cli/common.h"
#include "core/result.h"
#include "octal/octal.h"
#include "octal/octal_sequence.h"

namespace gl::cli {

// A code as a file name: every character outside [0-9A-Za-z.-] percent-encoded ("4!.0" -> "4%21.0").
std::string file_name_of(std::string_view code);

// How many n < count have each value G(n): computed, or past them from the proved period (a whole
// period at a time). count must be known (computed, or a period proved).
// Past a proved arithmetic period (saltus s > 0) the values grow with n, and nearly every one is new:
// counts then go value by value, up to this N.
inline constexpr std::uint64_t kMaxArithmeticCount = 1ull << 24;
std::map<std::uint64_t, std::uint64_t> value_counts(const octal::PeriodSearch& search, std::uint64_t count);

// The files of one run: its checkpoint and its counts at powers of two (either may be absent).
class RunFiles {
  public:
    // checkpoint: FILE or ""; counts_dir: DIR or ""; every: seconds between checkpoints; endless:
    // the run has no default work budget (scan).
    // on_disk: the values are kept in the checkpoint's values file (Sequence::keep_values_on_disk)
    // instead of memory, and a checkpoint only flushes them.
    RunFiles(std::string checkpoint, std::uint64_t every, std::string counts_dir, bool endless, bool on_disk = false);
    ~RunFiles();
    RunFiles(const RunFiles&) = delete;
    RunFiles& operator=(const RunFiles&) = delete;

    // The search to run: restored from the checkpoint if FILE exists, else a new one. A checkpoint
    // of another game or algorithm, or a damaged one, is an error (nothing is overwritten), and so
    // is one that another run holds (a lock on FILE.lock, held until this object goes).
    Result<octal::PeriodSearch> start(const octal::Rules& rules, std::uint64_t limit, octal::Algorithm algorithm);

    // After each slice of work: writes the counts files now due (DIR/CODE.counts.N.json for N =
    // 2^k >= 1024 known, up to the search's limit), and the checkpoint if `now` or if the
    // interval has passed. An error if a file cannot be written.
    std::optional<Error> tick(const octal::PeriodSearch& search, bool now);

    bool checkpointing() const { return !checkpoint_.empty(); }
    bool endless() const { return endless_; }
    const std::string& checkpoint_path() const { return checkpoint_; }
    bool resumed() const { return resumed_; }
    // Seconds spent on this checkpoint's search, by earlier runs and this one.
    double seconds() const;

  private:
    std::optional<Error> save(const octal::PeriodSearch& search);
    std::optional<Error> write_counts(const octal::PeriodSearch& search);

    std::string checkpoint_, counts_dir_;
    std::uint64_t every_;
    bool endless_, on_disk_, resumed_ = false;
    std::chrono::steady_clock::time_point started_, last_save_;
    double seconds_before_ = 0;
    std::uint64_t saved_n_ = 0;   // values the values file holds for the state on disk
    unsigned saved_width_ = 0;    // their width (0: no values file yet)
    std::uint64_t next_power_ = 1024;
    int lock_ = -1; // FILE.lock, locked while this run owns the checkpoint
};

// grundylab scan (see the top of this file); args are the words after "scan".
int scan_command(const std::vector<std::string_view>& args, const Options& o);

} // namespace gl::cli
