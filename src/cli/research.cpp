// research.cpp - see research.h.
// Index:
//   [SECTION] Files         files written whole or not at all, read back; value counts
//   [SECTION] Checkpoints   RunFiles: a search started or resumed, saved, its frequency tables
//   [SECTION] Scan          a scan's table as TSV or JSON, read back and merged; the codes it runs
//   [SECTION] Workers       a scan under way: workers, progress line, signals, the table written
#include "cli/research.h"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <mutex>
#include <thread>
#include <cstdio>
#include <cstring>

#include "cli/file_mapper.h"
#include "core/text.h"
#include "games/heap_write.h"
#include "octal/octal_library.h"

namespace gl::cli {

//-----------------------------------------------------------------------------
// [SECTION] Files
//-----------------------------------------------------------------------------

namespace {

using Clock = std::chrono::steady_clock;

Error file_error(const std::string& path, const std::string& what) {
    return Error{"file", Error::kWhole, path + ": " + what + " (" + std::strerror(errno) + ")"};
}

// The whole of `data` to the file descriptor, or false.
bool write_all(int fd, const char* data, std::uint64_t size) {
    while (size > 0) {
        const ssize_t n = ::write(fd, data, static_cast<std::size_t>(std::min<std::uint64_t>(size, 1u << 30)));
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        data += n;
        size -= static_cast<std::uint64_t>(n);
    }
    return true;
}

// Writes `data` to `path` whole or not at all: a temporary file, flushed to disk, then renamed.
std::optional<Error> replace_file(const std::string& path, std::string_view data) {
    const std::string tmp = path + ".tmp";
    const int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) return file_error(tmp, "cannot be written");
    const bool ok = write_all(fd, data.data(), data.size()) && ::fsync(fd) == 0;
    ::close(fd);
    if (!ok || std::rename(tmp.c_str(), path.c_str()) != 0) return file_error(path, "cannot be written");
    return std::nullopt;
}

std::optional<std::string> read_file(const std::string& path) {
    std::FILE* f = std::fopen(path.c_str(), "rb");
    if (!f) return std::nullopt;
    std::string s;
    char buf[1 << 16];
    for (std::size_t n; (n = std::fread(buf, 1, sizeof buf, f)) > 0;) s.append(buf, n);
    std::fclose(f);
    return s;
}

std::string values_path(const std::string& checkpoint, unsigned width) { return checkpoint + ".values" + std::to_string(width); }

constexpr std::string_view kHeader = "grundylab checkpoint 1";

} // namespace

std::string file_name_of(std::string_view code) {
    std::string s;
    for (const char c : code) {
        const bool plain = (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '.' || c == '-';
        if (plain) {
            s += c;
        } else {
            char b[4];
            std::snprintf(b, sizeof b, "%%%02X", static_cast<unsigned char>(c));
            s += b;
        }
    }
    return s;
}

std::map<std::uint64_t, std::uint64_t> value_counts(const octal::PeriodSearch& search, std::uint64_t count) {
    const octal::Sequence& seq = search.sequence();
    const std::uint64_t computed = std::min(count, seq.size());
    std::vector<std::uint64_t> small(256, 0); // values below 256 (all of them, in most games) counted in place
    std::map<std::uint64_t, std::uint64_t> counts;
    for (std::uint64_t i = 0; i < computed; ++i) {
        const Grundy v = seq[i];
        if (v < 256) ++small[v];
        else ++counts[v];
        if (i > 0 && i % octal::Sequence::kReleaseChunk == 0) seq.release_values(i - octal::Sequence::kReleaseChunk, i); // --on-disk
    }
    seq.release_values(0, computed);
    for (std::uint64_t v = 0; v < 256; ++v)
        if (small[v]) counts[v] += small[v];
    const auto& q = search.periodicity();
    if (computed >= count || !q) return counts;
    if (q->saltus == 0) { // a plain period: each residue's value, as many times as it comes
        for (std::uint64_t i = computed; i < count && i < computed + q->period; ++i)
            counts[search.lookup(i)->value] += (count - 1 - i) / q->period + 1;
    } else { // G(n + p) = G(n) + s: every period brings new values, each counted (kMaxArithmeticCount)
        for (std::uint64_t i = computed; i < count; ++i) ++counts[search.lookup(i)->value];
    }
    return counts;
}

//-----------------------------------------------------------------------------
// [SECTION] Checkpoints
//-----------------------------------------------------------------------------

RunFiles::RunFiles(std::string checkpoint, std::uint64_t every, std::string counts_dir, bool endless, bool on_disk)
    : checkpoint_(std::move(checkpoint)), counts_dir_(std::move(counts_dir)), every_(every), endless_(endless), on_disk_(on_disk),
      started_(Clock::now()), last_save_(started_) {}

RunFiles::~RunFiles() {
    if (lock_ >= 0) ::close(lock_); // and the lock with it
}

double RunFiles::seconds() const { return seconds_before_ + std::chrono::duration<double>(Clock::now() - started_).count(); }

Result<octal::PeriodSearch> RunFiles::start(const octal::Rules& rules, std::uint64_t limit, octal::Algorithm algorithm) {
    if (checkpoint_.empty()) return octal::PeriodSearch(rules, limit, algorithm);
    // One run at a time on a checkpoint: two would write over each other's values.
    const std::string lock = checkpoint_ + ".lock";
    lock_ = ::open(lock.c_str(), O_RDWR | O_CREAT, 0644);
    if (lock_ < 0) return file_error(lock, "cannot be made");
    if (::flock(lock_, LOCK_EX | LOCK_NB) != 0)
        return Error{"checkpoint", Error::kWhole,
                     checkpoint_ + ": another run is using this checkpoint now (it holds " + lock + "); wait for it to end, or stop it"};
    const auto text = read_file(checkpoint_);
    if (!text) {
        if (errno != ENOENT) return file_error(checkpoint_, "cannot be read");
        octal::PeriodSearch search(rules, limit, algorithm); // a new run
        if (on_disk_)
            if (auto why = search.keep_values_on_disk(&posix_files(), checkpoint_ + ".values")) return Error{"--on-disk", Error::kWhole, *why};
        return search;
    }
    const auto bad = [&](const std::string& why) { return Error{"checkpoint", Error::kWhole, checkpoint_ + ": " + why}; };
    // "grundylab checkpoint 1 seconds=S values=N width=W\n", then the search's state.
    const std::size_t eol = text->find('\n');
    unsigned long long n = 0;
    unsigned width = 0;
    double seconds = 0;
    const std::string head = eol == std::string::npos ? std::string() : text->substr(0, eol);
    if (head.rfind(kHeader, 0) != 0 ||
        std::sscanf(head.c_str() + kHeader.size(), " seconds=%lf values=%llu width=%u", &seconds, &n, &width) != 3 ||
        (width != 1 && width != 2 && width != 4) || !(seconds >= 0))
        return bad("not a grundylab checkpoint (or one of another version); delete it, or give another --checkpoint file, "
                   "to start over");
    const std::string vpath = values_path(checkpoint_, width);
    std::FILE* f = std::fopen(vpath.c_str(), "rb");
    if (!f) return file_error(vpath, "the checkpoint's values cannot be read");
    // On disk, the values file is mapped where it is; otherwise it is read into memory.
    auto search = octal::PeriodSearch::restore(
        rules, limit, std::string_view(*text).substr(eol + 1),
        [f](void* dst, std::uint64_t bytes) { return std::fread(dst, 1, static_cast<std::size_t>(bytes), f) == bytes; },
        &posix_files(), on_disk_ ? checkpoint_ + ".values" : std::string());
    std::fclose(f);
    if (!search) return bad(search.error().message);
    if (search->sequence().algorithm() != algorithm)
        return bad(std::string("it was made ") + (algorithm == octal::Algorithm::Naive ? "without" : "with") +
                   " --naive; run the same command to go on, or give another --checkpoint file");
    if (search->sequence().size() != n || search->sequence().bytes_per_value() != width)
        return bad("its first line does not match its state (the file is damaged)");
    saved_n_ = n, saved_width_ = width, seconds_before_ = seconds, resumed_ = true;
    return search;
}

std::optional<Error> RunFiles::save(const octal::PeriodSearch& search) {
    const octal::Sequence& seq = search.sequence();
    const std::uint64_t n = seq.size();
    const unsigned width = seq.bytes_per_value();
    const char* raw = static_cast<const char*>(seq.raw());
    const std::string vpath = values_path(checkpoint_, width);
    if (seq.values_on_disk()) {
        // The values file is the values' own storage: flushed to disk, nothing to copy.
        if (auto why = seq.sync_values()) return Error{"checkpoint", Error::kWhole, *why};
    } else if (width != saved_width_) {
        // A new values file (the first save, or the values widened): written whole, then renamed.
        if (auto e = replace_file(vpath, std::string_view(raw, static_cast<std::size_t>(n * width)))) return e;
    } else if (n > saved_n_) {
        // The new values, appended where the state on disk ends (bytes past it are a killed run's).
        const int fd = ::open(vpath.c_str(), O_WRONLY);
        if (fd < 0) return file_error(vpath, "cannot be written");
        const bool ok = ::lseek(fd, static_cast<off_t>(saved_n_ * width), SEEK_SET) >= 0 &&
                        write_all(fd, raw + saved_n_ * width, (n - saved_n_) * width) && ::fsync(fd) == 0;
        ::close(fd);
        if (!ok) return file_error(vpath, "cannot be written");
    }
    char head[128];
    std::snprintf(head, sizeof head, "%s seconds=%.3f values=%llu width=%u\n", kHeader.data(), seconds(),
                  static_cast<unsigned long long>(n), width);
    if (auto e = replace_file(checkpoint_, std::string(head) + search.save_state())) return e;
    // The narrower values files the state no longer names (values on disk widen into a new file
    // before any checkpoint may name the old one).
    for (const unsigned w : {1u, 2u})
        if (w < width && (w == saved_width_ || seq.values_on_disk())) std::remove(values_path(checkpoint_, w).c_str());
    saved_n_ = n, saved_width_ = width;
    last_save_ = Clock::now();
    return std::nullopt;
}

std::optional<Error> RunFiles::write_counts(const octal::PeriodSearch& search) {
    const std::uint64_t known = search.periodicity() ? search.limit() : search.sequence().size();
    if (next_power_ <= known && ::mkdir(counts_dir_.c_str(), 0755) != 0 && errno != EEXIST)
        return file_error(counts_dir_, "cannot be made");
    for (; next_power_ <= known && next_power_ <= octal::Sequence::kMaxSize; next_power_ *= 2) {
        JsonWriter w;
        w.begin_object("");
        w.boolean("ok", true);
        octal::write_counts(w, search.sequence().rules(), next_power_, value_counts(search, next_power_));
        w.end_object();
        const std::string path = counts_dir_ + "/" + file_name_of(octal::format_code(search.sequence().rules())) + ".counts." +
                                 std::to_string(next_power_) + ".json";
        if (auto e = replace_file(path, w.text() + "\n")) return e;
    }
    return std::nullopt;
}

std::optional<Error> RunFiles::tick(const octal::PeriodSearch& search, bool now) {
    if (!counts_dir_.empty())
        if (auto e = write_counts(search)) return e;
    if (checkpoint_.empty()) return std::nullopt;
    if (!now && Clock::now() - last_save_ < std::chrono::seconds(every_)) return std::nullopt;
    return save(search);
}

//-----------------------------------------------------------------------------
// [SECTION] Scan
//-----------------------------------------------------------------------------

namespace {

// One code's line of a scan's table.
struct ScanRow {
    std::string code;
    std::uint64_t n = 0;                // values computed
    std::optional<std::uint64_t> period, preperiod;
    std::uint64_t rare = 0, last_rare = 0, largest = 0;
    bool sparse = false;                // rare/last_rare mean something
    double seconds = 0;
    std::string status;                 // "proved", "no period", "out of memory"
};

constexpr const char* kColumns[] = {"code", "n", "period", "preperiod", "rare", "last_rare", "largest", "seconds", "status"};

std::string tsv_header() {
    std::string s;
    for (const char* c : kColumns) s += std::string(s.empty() ? "" : "\t") + c;
    return s;
}

std::string tsv_row(const ScanRow& r) {
    const auto num = [](const std::optional<std::uint64_t>& v) { return v ? std::to_string(*v) : std::string("none"); };
    char secs[32];
    std::snprintf(secs, sizeof secs, "%.1f", r.seconds);
    return r.code + "\t" + std::to_string(r.n) + "\t" + num(r.period) + "\t" + num(r.preperiod) + "\t" +
           (r.sparse ? std::to_string(r.rare) : "-") + "\t" + (r.sparse ? std::to_string(r.last_rare) : "-") + "\t" +
           std::to_string(r.largest) + "\t" + secs + "\t" + r.status;
}

// The rows in the order of their codes (as text), so a scan and the merge of its shares agree.
void sort_by_code(std::vector<ScanRow>& rows) {
    std::stable_sort(rows.begin(), rows.end(), [](const ScanRow& a, const ScanRow& b) { return a.code < b.code; });
}

// The table on stdout: TSV, or {ok, rows} with --json; rows in sort_by_code's order.
void print_rows(const std::vector<ScanRow>& rows, bool json) {
    if (!json) {
        std::printf("%s\n", tsv_header().c_str());
        for (const ScanRow& r : rows) std::printf("%s\n", tsv_row(r).c_str());
        return;
    }
    print_json([&](JsonOut& w) {
        w.boolean("ok", true);
        w.begin_array("rows");
        for (const ScanRow& r : rows) {
            w.begin_object("");
            w.str("code", r.code);
            w.num("n", r.n);
            if (r.period) w.num("period", *r.period), w.num("preperiod", *r.preperiod);
            else w.null("period"), w.null("preperiod");
            if (r.sparse) w.num("rare", r.rare), w.num("lastRare", r.last_rare);
            else w.null("rare"), w.null("lastRare");
            w.num("largest", r.largest);
            w.num("milliseconds", static_cast<std::uint64_t>(r.seconds * 1000 + 0.5));
            w.str("status", r.status);
            w.end_object();
        }
        w.end_array();
    });
}

// A table written by a scan, read back for --merge; an error names the file and the line.
Result<std::vector<ScanRow>> read_table(const std::string& path) {
    const auto text = read_file(path);
    if (!text) return file_error(path, "cannot be read");
    std::vector<ScanRow> rows;
    std::size_t line_no = 0, at = 0;
    while (at < text->size()) {
        const std::size_t end = std::min(text->find('\n', at), text->size());
        const std::string line = text->substr(at, end - at);
        at = end + 1;
        ++line_no;
        const auto bad = [&](const std::string& why) {
            return Error{"file", Error::kWhole, path + ", line " + std::to_string(line_no) + ": " + why};
        };
        if (line_no == 1) {
            if (line != tsv_header()) return bad("not a table of grundylab scan (its first line should be the column names: " +
                                                 tsv_header() + ")");
            continue;
        }
        if (line.empty()) continue;
        std::vector<std::string> f;
        for (std::size_t a = 0;;) {
            const std::size_t t = line.find('\t', a);
            f.push_back(line.substr(a, t == std::string::npos ? std::string::npos : t - a));
            if (t == std::string::npos) break;
            a = t + 1;
        }
        if (f.size() != std::size(kColumns)) return bad(std::to_string(f.size()) + " columns, not " + std::to_string(std::size(kColumns)));
        ScanRow r;
        r.code = f[0];
        const auto number = [&](const std::string& text, const char* column, std::uint64_t& out) -> std::optional<Error> {
            auto v = parse_uint(text, column, 0, UINT64_MAX);
            if (!v) return bad(std::string(column) + ": '" + echo(text) + "' is not a whole number");
            out = v.value();
            return std::nullopt;
        };
        if (auto e = number(f[1], "n", r.n)) return *e;
        if (f[2] != "none") {
            std::uint64_t p = 0, n0 = 0;
            if (auto e = number(f[2], "period", p)) return *e;
            if (auto e = number(f[3], "preperiod", n0)) return *e;
            r.period = p, r.preperiod = n0;
        }
        r.sparse = f[4] != "-";
        if (r.sparse) {
            if (auto e = number(f[4], "rare", r.rare)) return *e;
            if (auto e = number(f[5], "last_rare", r.last_rare)) return *e;
        }
        if (auto e = number(f[6], "largest", r.largest)) return *e;
        char* rest = nullptr;
        r.seconds = std::strtod(f[7].c_str(), &rest);
        if (f[7].empty() || *rest != '\0' || !(r.seconds >= 0)) return bad("seconds: '" + echo(f[7]) + "' is not a number");
        r.status = f[8];
        rows.push_back(std::move(r));
    }
    if (line_no == 0) return Error{"file", Error::kWhole, path + ": empty (a table of grundylab scan has a line of column names)"};
    return rows;
}

// --merge: the rows of every table, one per code (the one that reached furthest).
int merge_tables(const std::vector<std::string_view>& files, const Options& o) {
    if (files.empty()) return fail("scan --merge needs the tables to join, e.g. grundylab scan --merge scan/scan-*-of-8.tsv");
    std::vector<ScanRow> rows;
    for (std::string_view f : files) {
        auto table = read_table(std::string(f));
        if (!table) return fail(table.error());
        for (ScanRow& r : table.value()) {
            auto same = std::find_if(rows.begin(), rows.end(), [&](const ScanRow& x) { return x.code == r.code; });
            if (same == rows.end()) rows.push_back(std::move(r));
            else if (r.n > same->n) *same = std::move(r);
        }
    }
    sort_by_code(rows);
    print_rows(rows, o.json);
    return 0;
}

// The codes a scan runs: given, or --unsolved. Every code is read before any work starts.
Result<std::vector<octal::Rules>> scan_rules(const std::vector<std::string_view>& args, const Options& o) {
    const auto command = [](const std::string& message) { return Error{"command", Error::kWhole, message}; };
    std::vector<std::string> codes;
    if (o.unsolved) {
        if (!args.empty()) return command("scan: give codes or --unsolved, not both");
        for (const auto& g : octal::unsolved_games()) codes.emplace_back(g.code);
    } else {
        for (std::string_view a : args) codes.emplace_back(a);
    }
    if (codes.empty()) return command("scan needs codes or --unsolved, and --to N, e.g. grundylab scan 0.161 0.167 --to 16777216");
    if (o.to == 0) return command("scan needs --to N: how many values of each code to compute (e.g. --to 16777216)");
    std::vector<octal::Rules> rules;
    for (const std::string& c : codes) {
        auto r = octal::parse_heap_rules(c, "code");
        if (!r) return Error{"code", r.error().offset, echo(c) + ": " + r.error().message};
        rules.push_back(r.value());
    }
    return rules;
}

//-----------------------------------------------------------------------------
// [SECTION] Workers
//-----------------------------------------------------------------------------

// A scan under way, shared by its workers and the progress line. Each worker takes the next code,
// runs it to its end with its checkpoint and counts files, and fills its row; `live` is what the
// progress line shows of the codes running now.
struct Scan {
    struct Live {
        std::mutex m;
        std::string code;
        std::uint64_t n = 0, rare = 0, largest = 0, bytes = 0;
        double rate = 0;
    };
    const Options& o;
    std::vector<octal::Rules> rules;
    std::vector<std::size_t> share; // this job's codes: every jobs-th from job
    std::vector<std::optional<ScanRow>> rows;
    std::vector<Live> live;
    std::atomic<std::size_t> next{0}, done{0};
    std::atomic<bool> stop{false};
    std::mutex error_m;
    std::optional<Error> error;

    Scan(const Options& options, std::vector<octal::Rules> codes) : o(options), rules(std::move(codes)) {}
    void give_up(const Error& e) {
        const std::lock_guard lock(error_m);
        if (!error) error = e;
        stop = true;
    }
};

// The row of a code run to its end.
ScanRow scan_row(const std::string& code, octal::PeriodSearch& search, const RunFiles& files, octal::PeriodSearch::Status status) {
    const octal::Sequence& seq = search.sequence();
    ScanRow row;
    row.code = code;
    row.n = seq.size();
    if (const auto& q = search.periodicity()) row.period = q->period, row.preperiod = q->preperiod;
    row.sparse = seq.sparse();
    row.rare = seq.rare_positions(), row.last_rare = seq.last_rare();
    row.largest = seq.max_value();
    row.seconds = files.seconds();
    row.status = status == octal::PeriodSearch::Status::Proved ? "proved"
                 : status == octal::PeriodSearch::Status::OutOfMemory ? "out of memory"
                                                                      : "no period";
    return row;
}

// Worker w runs the share's k-th code to its end, showing its progress in live[w], and fills its
// row. Whether the worker goes on to the next code: not after an error, nor once stopped (the
// checkpoint is saved; the rerun goes on).
bool run_scan_code(Scan& s, unsigned w, std::size_t k) {
    const octal::Rules& r = s.rules[s.share[k]];
    const std::string code = octal::format_code(r), base = s.o.dir + "/" + file_name_of(code);
    RunFiles files(base + ".checkpoint", s.o.checkpoint_every, s.o.dir, true, s.o.on_disk);
    auto started = files.start(r, s.o.to, octal::Algorithm::Auto);
    if (!started) return s.give_up(started.error()), false;
    octal::PeriodSearch& search = started.value();
    // --memory is for the whole scan: each of the codes running at once gets its share.
    if (s.o.memory != UINT64_MAX) search.set_memory_limit(s.o.memory / s.live.size());
    Scan::Live& live = s.live[w];
    {
        const std::lock_guard lock(live.m);
        live.code = code;
    }
    auto t = Clock::now();
    std::uint64_t last_n = search.sequence().size();
    auto status = search.status();
    while (status == octal::PeriodSearch::Status::Running && !s.stop) {
        status = search.advance(20'000'000);
        if (auto e = files.tick(search, false)) return s.give_up(*e), false;
        const auto now = Clock::now();
        const double dt = std::chrono::duration<double>(now - t).count();
        if (dt < 1) continue;
        const octal::Sequence& seq = search.sequence();
        const std::lock_guard lock(live.m);
        live.rate = double(seq.size() - last_n) / dt;
        live.n = seq.size(), live.rare = seq.rare_positions(), live.largest = seq.max_value();
        live.bytes = seq.storage_bytes();
        t = now, last_n = seq.size();
    }
    if (auto e = files.tick(search, true)) return s.give_up(*e), false;
    if (s.stop && status == octal::PeriodSearch::Status::Running) return false;
    ScanRow row = scan_row(code, search, files, status);
    if (status == octal::PeriodSearch::Status::OutOfMemory)
        std::fprintf(stderr, "grundylab scan: %s stopped: %s\n", code.c_str(), search.sequence().memory_message().c_str());
    else
        std::fprintf(stderr, "grundylab scan: %s done: %s values, %s, %.1f s\n", code.c_str(), thousands(row.n).c_str(),
                     row.period ? ("period " + std::to_string(*row.period) + " from " + std::to_string(*row.preperiod)).c_str()
                                : "no period",
                     row.seconds);
    s.rows[k] = std::move(row);
    ++s.done;
    const std::lock_guard lock(live.m);
    live.code.clear();
    return true;
}

void scan_worker(Scan& s, unsigned w) {
    for (std::size_t k; !s.stop && (k = s.next++) < s.share.size();)
        if (!run_scan_code(s, w, k)) return;
}

// "grundylab scan: 3 of 8 done; 0.161 at 1,000,000 (0.13 M values/s, ...)".
std::string progress_line(Scan& s) {
    std::string line = "grundylab scan: " + std::to_string(s.done.load()) + " of " + std::to_string(s.share.size()) + " done";
    for (Scan::Live& l : s.live) {
        const std::lock_guard lock(l.m);
        if (l.code.empty()) continue;
        line += "; " + l.code + " at " + thousands(l.n) + " (" + rate_text(l.rate) + " values/s, " +
                (l.rare ? thousands(l.rare) + " rare, " : std::string()) + "largest " + std::to_string(l.largest) + ", " +
                thousands((l.bytes + (1u << 20) - 1) >> 20) + " MB" +
                (l.rate > 0 ? ", " + duration_text(double(s.o.to - std::min(s.o.to, l.n)) / l.rate) + " left at most" : "") + ")";
    }
    return line;
}

// The progress line, every few seconds, until the workers are done; a signal stops the workers,
// which save their checkpoints. The signal, or 0.
int watch_scan(Scan& s) {
    int signal = 0;
    for (auto last = Clock::now(); s.done < s.share.size() && !s.stop;) {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        if ((signal = stop_signal())) {
            s.stop = true;
            break;
        }
        if (Clock::now() - last < std::chrono::seconds(5)) continue;
        last = Clock::now();
        std::fprintf(stderr, "%s\n", progress_line(s).c_str());
    }
    return signal;
}

// The table, printed and also kept beside the checkpoints (the share's own name when shared).
int write_scan_table(std::vector<std::optional<ScanRow>>& rows, const Options& o) {
    std::vector<ScanRow> table_rows;
    for (auto& r : rows) table_rows.push_back(std::move(*r));
    const std::string table = o.dir + (o.jobs > 1 ? "/scan-" + std::to_string(o.job) + "-of-" + std::to_string(o.jobs) + ".tsv"
                                                  : std::string("/scan.tsv"));
    sort_by_code(table_rows);
    std::string text = tsv_header() + "\n";
    for (const ScanRow& r : table_rows) text += tsv_row(r) + "\n";
    if (auto e = replace_file(table, text)) return fail(*e);
    print_rows(table_rows, o.json);
    return 0;
}

} // namespace

int scan_command(const std::vector<std::string_view>& args, const Options& o) {
    if (o.merge) return merge_tables(args, o);
    auto rules = scan_rules(args, o);
    if (!rules) return fail(rules.error());
    if (::mkdir(o.dir.c_str(), 0755) != 0 && errno != EEXIST) return fail(file_error(o.dir, "cannot be made"));
    Scan s{o, std::move(rules.value())};
    for (std::size_t i = o.job; i < s.rules.size(); i += o.jobs) s.share.push_back(i);
    const unsigned threads = static_cast<unsigned>(std::min<std::uint64_t>(o.threads, s.share.size()));
    std::fprintf(stderr, "grundylab scan: %zu codes in this share, to %s values each, %u at a time; checkpoints and counts in %s/\n",
                 s.share.size(), thousands(o.to).c_str(), threads, o.dir.c_str());
    s.rows.resize(s.share.size());
    s.live = std::vector<Scan::Live>(threads);
    catch_stop_signals();
    std::vector<std::thread> pool;
    for (unsigned w = 0; w < threads; ++w) pool.emplace_back(scan_worker, std::ref(s), w);
    const int signal = watch_scan(s);
    for (std::thread& t : pool) t.join();
    if (s.error) return fail(*s.error);
    if (signal)
        return fail("scan interrupted (" + std::string(signal == SIGTERM ? "SIGTERM" : "Ctrl+C") + ") with " +
                    std::to_string(s.done.load()) + " of " + std::to_string(s.share.size()) +
                    " codes done; every code's checkpoint is saved in " + o.dir + "/: run the same command again to go on"),
               128 + signal;
    return write_scan_table(s.rows, o);
}

} // namespace gl::cli
