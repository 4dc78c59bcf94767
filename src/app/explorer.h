// explorer.h - the octal-game explorer, independent of how it is drawn: which game, how far to
// compute, the computation itself in bounded slices (so the page keeps drawing and can cancel),
// the proved period, the mex of any n made visible, and the exports (CSV, TSV, LaTeX).
#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"
#include "octal/octal.h"
#include "octal/octal_family.h"
#include "octal/octal_sequence.h"

namespace gl::app {

// Where the search runs when not in the explorer's own thread: the page's Web Worker
// (web/explorer_host.cpp). The explorer keeps a copy of the values it reports (receive()), so
// the table, plot, mex view and exports read them as before.
class SearchHost {
  public:
    virtual ~SearchHost() = default;
    // Starts search `id` (any earlier one is dropped); false if this host cannot compute.
    virtual bool start(std::uint64_t id, const std::string& code, std::uint64_t limit) = 0;
    virtual void set_limit(std::uint64_t id, std::uint64_t limit) = 0;
    // Stops computing (Cancel); its reports from then on are refused.
    virtual void pause(std::uint64_t id) = 0;
    // Goes on (Continue, Extend), reporting again every value from `from` on.
    virtual void resume(std::uint64_t id, std::uint64_t from) = 0;
};

// What a host reports: the values from `begin` on (count values of `width` bytes), the state of
// its sequence and its status.
struct SearchReport {
    std::uint64_t id = 0;
    std::uint64_t begin = 0;
    const void* values = nullptr;
    std::size_t count = 0;
    unsigned width = 1;
    octal::Sequence::State state;
    octal::PeriodSearch::Status status = octal::PeriodSearch::Status::Running;
    std::optional<octal::Periodicity> proof; // with status Proved: the host's proof
};

// A round step between an axis's ticks (1, 2 or 5 times a power of ten) giving about `ticks` of
// them over `span`: the plot's axes, on the page and exported, label round values only.
double plot_tick_step(double span, int ticks);

class Explorer {
  public:
    static constexpr std::uint64_t kDefaultN = 1000;
    // 2^29: 0.1777's proof reads 3.8·10^8 values. 512 MiB of 1-byte values in the worker and again
    // in the page (and 768 MiB while a vector doubles), each below wasm's 2 GiB.
    static constexpr std::uint64_t kMaxN = std::uint64_t{1} << 29;

    Explorer();

    // A new game: "0.07" (octal code) or a subtraction set ("{1,3,4}" or "S=1,3,4"). On error
    // nothing changes (the last valid game stays) and the error says what and where.
    Result<bool> set_rules_text(std::string_view text);
    void set_rules(const octal::Rules& rules);
    // A new game and, if it is a valid target for that game, n values at most: one search,
    // started with its final limit (a link opened). An invalid n leaves the target as it was.
    void set_rules(const octal::Rules& rules, std::uint64_t n);
    const octal::Rules& rules() const { return rules_; }
    std::string code() const { return octal::format_code(rules_); }

    // Lasker's Nim and Grundy's game (rules "lasker", "grundy") take O(n) steps per value: at most
    // this many values (about 10^10 steps, a minute or two in a tab).
    static constexpr std::uint64_t kMaxFamilyN = 100'000;
    // The most values set_target accepts for the current game.
    std::uint64_t max_target() const { return rules_.family == octal::Family::Octal ? kMaxN : kMaxFamilyN; }
    // What the values of Lasker's Nim or Grundy's game show (nothing for an octal game); kept
    // until more values are computed.
    const std::optional<octal::FamilyNote>& family_note() const;
    // Where the table's values come from, for its legend: the family note's words, or (octal
    // games) the proved period's, which also marks exceptions.
    struct TableLegend {
        bool exceptions = false; // underlined values are exceptions to a proved period
        std::string values;      // "grey: from the proved period", "every value computed ..."
    };
    TableLegend table_legend() const;

    // How many values to compute at most (the search stops earlier once a period is proved).
    Result<bool> set_target(std::uint64_t n);
    std::uint64_t target() const { return target_; }

    // Spends about `work` elementary steps (see octal::Sequence::advance) on the computation
    // (nothing if a host computes).
    void step(std::uint64_t work);
    void cancel();
    void resume();
    // Another screen is shown: a host stops computing until wake() (nothing is lost). In the
    // page's own frames nothing runs anyway, as only the shown screen computes.
    void suspend();
    void wake();
    bool running() const { return !cancelled_ && search_->status() == octal::PeriodSearch::Status::Running; }
    bool cancelled() const { return cancelled_; }
    bool proved() const { return search_->status() == octal::PeriodSearch::Status::Proved; }
    // Raises the target and goes on from where the computation stands (nothing is recomputed).
    void extend(std::uint64_t n);

    const octal::PeriodSearch& search() const { return *search_; }
    const octal::Sequence& sequence() const { return search_->sequence(); }
    std::uint64_t computed() const { return sequence().size(); }
    const std::optional<octal::Periodicity>& periodicity() const { return search_->periodicity(); }
    // G(n) if computed or given by the proved period.
    std::optional<octal::PeriodSearch::Value> value(std::uint64_t n) const { return search_->lookup(n); }
    // How many values can be shown: the target, or all computed ones, whichever is more.
    std::uint64_t shown() const { return std::max(target_, computed()); }
    bool is_exception(std::uint64_t n) const;

    // The options of a heap of n and the mex that makes G(n) (Winning Ways, ch. 4).
    struct MexOption {
        octal::HeapOption option;
        Grundy value = 0;
    };
    struct MexTable {
        std::uint64_t n = 0;
        std::vector<MexOption> options; // the first max_options of them
        std::size_t total = 0;          // how many options n has
        Grundy mex = 0;                 // of all of them
        static constexpr std::size_t kListedValues = 64;
        std::vector<Grundy> values;     // the distinct values of all options, ascending (the first 64)
    };
    // Nothing if some option's value is not known yet.
    std::optional<MexTable> mex_table(std::uint64_t n, std::size_t max_options = 4096) const;

    // The width of the table's rows: `requested` if it is > 0, else the proved period (if at most
    // 63: tables have at most 64 columns), 4 for Lasker's Nim (G(n + 4) = G(n) + 4), or 10.
    std::uint64_t table_width(std::uint64_t requested) const;

    // The plot of G(n) for x0 <= n < x1 in `columns` columns, shared by the page, its PNG and the
    // SVG/TikZ exports: each column holds the distinct values of the n it covers (sampled when the
    // columns cover more than 400,000 n), a value at a rare position of the sparse-space mask
    // marked rare. Columns stop where the values are not known yet.
    struct PlotPoint {
        Grundy value = 0;
        bool rare = false;
    };
    struct Plot {
        double x0 = 0, x1 = 1;
        Grundy y_max = 1; // above every value plotted
        std::vector<std::vector<PlotPoint>> columns;
    };
    Plot plot(double x0, double x1, int columns) const;

    // Exports of G(0..count-1), count <= shown().
    std::string csv(std::uint64_t count, char separator = ',') const;
    // the layout of the published table of Dawson's Kayles (Winning Ways, ch. 4): rows of `width`, labelled "0+", "34+", ..., exceptions underlined.
    // The values n < count as a LaTeX table, rows of `width` values; a row wider than a page is
    // set in blocks of columns (34 columns: two tabulars of 17) so that it fits one.
    std::string latex(std::uint64_t count, std::uint64_t width) const;

    // Computes in `host` from the next new search on (nullptr: in step(), in this thread); the
    // current one goes on where it is. The host must outlive the explorer.
    void set_host(SearchHost* host);
    // Whether the current search runs in a host.
    bool remote() const { return remote_; }
    // Takes a host's report (values already here are skipped); false if it is not about the
    // current search, leaves a gap, or arrives after Cancel (so "cancelled at n" stays what it
    // said).
    bool receive(const SearchReport& report);
    // The page could not take a report of `bytes` (its memory refused): the search stops there
    // with the memory message, as if its own sequence had been refused.
    void memory_refused(std::uint64_t id, std::uint64_t bytes);
    // The search stopped because memory was refused (here or in the host), and the message.
    bool out_of_memory() const { return search_->status() == octal::PeriodSearch::Status::OutOfMemory; }
    std::string memory_message() const { return sequence().memory_message(); }
    // The host cannot go on (e.g. the worker failed to load): computes here, from the start.
    void host_failed();

  private:
    void restart();
    SearchHost* host_ = nullptr;
    bool remote_ = false;
    std::uint64_t search_id_ = 0;
    octal::Rules rules_;
    std::uint64_t target_ = kDefaultN;
    std::unique_ptr<octal::PeriodSearch> search_;
    bool cancelled_ = false;
    bool suspended_ = false;
    mutable std::optional<octal::FamilyNote> note_;
    mutable std::uint64_t note_size_ = UINT64_MAX;
};

using octal::parse_heap_rules; // "0.07", "{1,3,4}" or "S=1,3,4"

// "period 34 from n = 53", or "arithmetic period 3, saltus 2, from n = 1" (G(n + p) = G(n) + s).
std::string period_words(const octal::Periodicity& q);
// What the proof checked: "G(n+34) = G(n)", or "G(n+3) = G(n) + 2".
std::string check_words(const octal::Periodicity& q);

} // namespace gl::app
