#include "app/explorer.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdio>

#include "app/state.h"
#include "core/link.h"
#include "core/text.h"
#include "games/registry.h"

namespace gl::app {

Explorer::Explorer() { set_rules(octal::parse_code("0.07").value()); }

void Explorer::restart() {
    target_ = std::min(target_, max_target());
    note_size_ = UINT64_MAX;
    search_ = std::make_unique<octal::PeriodSearch>(rules_, target_);
    cancelled_ = false;
    suspended_ = false;
    ++search_id_;
    remote_ = host_ && host_->start(search_id_, code(), target_);
}

void Explorer::set_host(SearchHost* host) { host_ = host; }

void Explorer::host_failed() {
    host_ = nullptr;
    restart();
}

bool Explorer::receive(const SearchReport& r) {
    if (!remote_ || cancelled_ || r.id != search_id_ || r.begin > computed()) return false;
    // A host may report values again (after Continue): only those not yet here are taken.
    const std::uint64_t skip = computed() - r.begin;
    if (skip > r.count) return false;
    const auto* bytes = static_cast<const unsigned char*>(r.values);
    search_->append_copy(bytes ? bytes + skip * r.width : nullptr, r.count - skip, r.width, r.state, r.status,
                         r.proof ? &*r.proof : nullptr);
    // Memory refused there or here: the host stops too (what is computed stays shown).
    if (search_->status() == octal::PeriodSearch::Status::OutOfMemory) host_->pause(search_id_);
    return true;
}

void Explorer::memory_refused(std::uint64_t id, std::uint64_t bytes) {
    if (!remote_ || id != search_id_) return;
    octal::Sequence::State st = sequence().state();
    st.refused_bytes = std::max<std::uint64_t>(bytes, 1);
    search_->append_copy(nullptr, 0, sequence().bytes_per_value(), st, octal::PeriodSearch::Status::OutOfMemory);
    host_->pause(search_id_);
}

void Explorer::cancel() {
    cancelled_ = true;
    if (remote_) host_->pause(search_id_);
}

void Explorer::resume() {
    cancelled_ = false;
    if (remote_) host_->resume(search_id_, computed());
}

void Explorer::suspend() {
    if (!remote_ || !running() || suspended_) return;
    suspended_ = true;
    host_->pause(search_id_);
}

void Explorer::wake() {
    if (!suspended_) return;
    suspended_ = false;
    if (remote_ && running()) host_->resume(search_id_, computed());
}

void Explorer::set_rules(const octal::Rules& rules) {
    rules_ = rules;
    restart();
}

void Explorer::set_rules(const octal::Rules& rules, std::uint64_t n) {
    rules_ = rules;
    if (n >= 1 && n <= max_target()) target_ = n;
    restart();
}

Result<bool> Explorer::set_rules_text(std::string_view text) {
    auto r = parse_heap_rules(text, "code");
    if (!r) return r.error();
    set_rules(r.value());
    return true;
}

Result<bool> Explorer::set_target(std::uint64_t n) {
    if (n < 1 || n > kMaxN)
        return Error{"n", Error::kWhole, "must be between 1 and " + std::to_string(kMaxN) + " (what a browser tab can hold)"};
    if (n > max_target())
        return Error{"n", Error::kWhole, "must be at most " + std::to_string(max_target()) + " for " + code() +
                                             ": each value takes O(n) steps by the mex rule"};
    if (n == target_) return true;
    if (proved() || n > target_) {
        // A proof covers every n; more values only extend the search: nothing is thrown away.
        extend(n);
        target_ = n;
    } else {
        target_ = n;
        restart();
    }
    return true;
}

Explorer::TableLegend Explorer::table_legend() const {
    if (const auto& note = family_note()) return {false, note->table_legend};
    if (periodicity()) return {true, "grey: from the proved period (not computed)"};
    return {false, "every value computed by the mex rule (no period proved yet)"};
}

const std::optional<octal::FamilyNote>& Explorer::family_note() const {
    if (note_size_ != computed()) {
        note_ = octal::family_note(sequence());
        note_size_ = computed();
    }
    return note_;
}

void Explorer::extend(std::uint64_t n) {
    target_ = std::max(target_, std::min(n, max_target()));
    if (proved()) return;
    search_->raise_limit(target_);
    cancelled_ = false;
    if (remote_) {
        host_->set_limit(search_id_, target_);
        host_->resume(search_id_, computed());
    }
}

void Explorer::step(std::uint64_t work) {
    if (running() && !remote_) search_->advance(work);
}

std::string period_words(const octal::Periodicity& q) {
    if (q.saltus == 0) return "period " + std::to_string(q.period) + " from n = " + std::to_string(q.preperiod);
    return "arithmetic period " + std::to_string(q.period) + ", saltus " + std::to_string(q.saltus) + ", from n = " + std::to_string(q.preperiod);
}

std::string check_words(const octal::Periodicity& q) {
    return "G(n+" + std::to_string(q.period) + ") = G(n)" + (q.saltus ? " + " + std::to_string(q.saltus) : std::string());
}

bool Explorer::is_exception(std::uint64_t n) const {
    const auto& q = periodicity();
    return q && n < q->preperiod && octal::is_exception(sequence(), *q, n);
}

std::optional<Explorer::MexTable> Explorer::mex_table(std::uint64_t n, std::size_t max_options) const {
    MexTable t;
    t.n = n;
    bool known = true;
    // Which values the options have: a bitmap, not a list (n = 10^6 of a 64-digit code has 3·10^7
    // options). Every value is at most max_value(), so a nim-sum of two is below the next power of 2.
    // Past the computed values an arithmetic period's values are larger: the bitmap grows to them.
    const std::uint64_t top = std::bit_ceil(static_cast<std::uint64_t>(sequence().max_value()) + 1);
    std::vector<bool> seen(top, false);
    octal::for_each_option(rules_, n, [&](const octal::HeapOption& o) {
        if (!known) return;
        Grundy v = 0;
        for (unsigned i = 0; i < o.parts; ++i) {
            auto g = value(o.left[i]);
            if (!g) { known = false; return; }
            v ^= g->value;
        }
        if (v >= seen.size()) seen.resize(std::bit_ceil(v + 1), false);
        seen[v] = true;
        ++t.total;
        if (t.options.size() < max_options) t.options.push_back(MexOption{o, v});
    });
    if (!known) return std::nullopt;
    while (t.mex < seen.size() && seen[t.mex]) ++t.mex;
    for (std::uint64_t v = 0; v < seen.size() && t.values.size() < MexTable::kListedValues; ++v)
        if (seen[v]) t.values.push_back(v);
    return t;
}

std::uint64_t Explorer::table_width(std::uint64_t requested) const {
    if (requested > 0) return requested;
    const auto& q = periodicity();
    if (q && q->period <= 63) return q->period;
    if (rules_.family == octal::Family::Lasker) return 4; // a column per residue
    return 10;
}

Explorer::Plot Explorer::plot(double x0, double x1, int columns) const {
    Plot d;
    d.x0 = x0;
    d.x1 = x1;
    d.columns.resize(static_cast<std::size_t>(std::max(columns, 1)));
    const double per = (x1 - x0) / static_cast<double>(d.columns.size());
    const std::uint64_t budget = 400000; // lookups per call at most (the page plots every frame)
    const double total = std::max(x1 - x0, 1.0);
    const std::uint64_t stride = std::max<std::uint64_t>(1, static_cast<std::uint64_t>(total / static_cast<double>(budget)));
    std::vector<std::uint8_t> seen; // by value: 1 common, 2 rare, already in this column
    for (std::size_t c = 0; c < d.columns.size(); ++c) {
        const auto a = static_cast<std::uint64_t>(std::max(0.0, std::ceil(x0 + per * static_cast<double>(c))));
        const auto b = static_cast<std::uint64_t>(std::max(0.0, std::ceil(x0 + per * static_cast<double>(c + 1))));
        auto& col = d.columns[c];
        for (std::uint64_t n = a; n < b; n += stride) {
            auto v = value(n);
            if (!v) break;
            if (v->value >= seen.size()) seen.resize(v->value + 1, 0);
            const bool rare = n < computed() && sequence().is_rare(n);
            // One point per value and kind in each column; a rare point wins over a common one.
            if (!(seen[v->value] & (rare ? 2 : 1))) {
                seen[v->value] |= rare ? 2 : 1;
                col.push_back(PlotPoint{v->value, rare});
            }
            d.y_max = std::max(d.y_max, v->value + 1);
        }
        for (const PlotPoint& p : col) seen[p.value] = 0;
    }
    return d;
}

std::string Explorer::csv(std::uint64_t count, char separator) const {
    std::string out = std::string("n") + separator + "G(n)\n";
    char line[48];
    for (std::uint64_t n = 0; n < count; ++n) {
        auto v = value(n);
        if (!v) break;
        std::snprintf(line, sizeof line, "%llu%c%llu\n", static_cast<unsigned long long>(n), separator,
                      static_cast<unsigned long long>(v->value));
        out += line;
    }
    return out;
}

double plot_tick_step(double span, int ticks) {
    const double raw = std::max(span / ticks, 1e-9);
    const double p = std::pow(10.0, std::floor(std::log10(raw)));
    const double f = raw / p;
    return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * p;
}

namespace {

std::size_t digits(std::uint64_t v) { return std::to_string(v).size(); }

// How many of a row's columns one tabular holds so that it fits a page: LaTeX's article class at
// 10 pt sets a \textwidth of 345 pt, a digit 5 pt wide, "+" 8 pt; the table sets \tabcolsep to
// 3 pt each side of a column. A column is as wide as its widest number, a value or its heading
// (n's offset in the row). The row's columns are split into equal blocks of at most that many
// (0.07's 34 columns: two of 17).
std::uint64_t block_columns(std::uint64_t width, std::size_t value_digits, std::size_t label_digits) {
    constexpr std::uint64_t kText = 345, kDigit = 5, kPlus = 8, kSep = 6;
    const std::uint64_t label = label_digits * kDigit + kPlus + kSep + 1; // "204+" and the rule
    const std::uint64_t per = std::max(value_digits, digits(width - 1)) * kDigit + kSep;
    const std::uint64_t fit = std::max<std::uint64_t>(1, (kText - std::min(label, kText - per)) / per);
    const std::uint64_t blocks = (width + fit - 1) / fit;
    return (width + blocks - 1) / blocks;
}

} // namespace

std::string Explorer::latex(std::uint64_t count, std::uint64_t width) const {
    width = std::max<std::uint64_t>(width, 1);
    std::uint64_t top = 0;
    for (std::uint64_t n = 0; n < count; ++n)
        if (auto v = value(n)) top = std::max(top, v->value);
    const std::uint64_t cols = block_columns(width, digits(top), digits(count));
    std::string out = "% Grundy values of the " + std::string(rules_.family == octal::Family::Octal ? "octal game " : "game ") + code() +
                      " (Grundy Lab); exceptions to the period underlined\n";
    if (cols < width)
        out += "% rows of " + std::to_string(width) + " values (G(n) for n = row + column), set in blocks of " +
               std::to_string(cols) + " columns to fit a page\n";
    out += "{\\setlength{\\tabcolsep}{3pt}%\n";
    for (std::uint64_t first = 0; first < width; first += cols) {
        const std::uint64_t last = std::min(width, first + cols);
        if (first) out += "\\par\\medskip\n";
        out += "\\begin{tabular}{r|" + std::string(last - first, 'c') + "}\n";
        for (std::uint64_t c = first; c < last; ++c) out += " & " + std::to_string(c);
        out += " \\\\\n\\hline\n";
        for (std::uint64_t row = 0; row < count; row += width) {
            out += std::to_string(row) + "+";
            for (std::uint64_t n = row + first; n < row + last; ++n) {
                out += " & ";
                if (n >= count) continue;
                auto v = value(n);
                if (!v) continue;
                const std::string s = std::to_string(v->value);
                out += is_exception(n) ? "\\underline{" + s + "}" : s;
            }
            out += " \\\\\n";
        }
        out += "\\end{tabular}\n";
    }
    return out + "}\n";
}

//-----------------------------------------------------------------------------
// The explorer's link keys (game=octal): rules, n, width, view, at, heap, embed
//-----------------------------------------------------------------------------

namespace {

bool holds_explorer_key(std::string_view k, const GameEntry&) {
    return k == "rules" || k == "n" || k == "width" || k == "view" || k == "at" || k == "heap" || k == "embed";
}

Result<std::uint64_t> parse_count(const LinkParam& p, std::uint64_t min, std::uint64_t max) {
    return parse_uint(p.value, p.key, min, max);
}

void read_explorer_key(const LinkParam& p, const GameEntry&, State& s, std::vector<Error>& errors) {
    const std::string& k = p.key;
    if (k == "rules") {
        auto r = octal::parse_heap_rules(p.value, "rules");
        if (r) s.rules = octal::format_code(r.value());
        else errors.push_back(r.error());
    } else if (k == "n") {
        auto v = parse_count(p, 1, Explorer::kMaxN);
        if (v) s.n = v.value();
        else errors.push_back(v.error());
    } else if (k == "width") {
        auto v = parse_count(p, 0, 63);
        if (v) s.width = v.value();
        else errors.push_back(v.error());
    } else if (k == "view") {
        if (p.value == "table" || p.value == "plot" || p.value == "mex" || p.value == "misere") s.view = p.value;
        else errors.push_back(Error{"view", Error::kWhole, echo(p.value) + " is not a view: use table, plot, mex or misere"});
    } else if (k == "heap") {
        auto v = parse_count(p, 1, kMaxMisereViewHeap);
        if (v) s.heap = v.value();
        else errors.push_back(v.error());
    } else if (k == "at") {
        auto v = parse_count(p, 0, Explorer::kMaxN);
        if (v) s.at = v.value();
        else errors.push_back(v.error());
    } else if (k == "embed") {
        if (p.value == "table" || p.value == "plot") s.embed = p.value;
        else errors.push_back(Error{"embed", Error::kWhole, echo(p.value) + " is not an embed mode: use table or plot"});
    }
}


void write_explorer_keys(const State& s, const GameEntry&, std::string& q) {
    q += "&rules=" + encode_link_value(s.rules);
    q += "&n=" + std::to_string(s.n);
    q += "&width=" + std::to_string(s.width);
    q += "&view=" + s.view;
    if (s.at != 0) q += "&at=" + std::to_string(s.at);
    if (s.heap != State{}.heap) q += "&heap=" + std::to_string(s.heap);
    if (!s.embed.empty()) q += "&embed=" + s.embed;
}

} // namespace

const ScreenKeys& explorer_keys() {
    static const ScreenKeys keys{holds_explorer_key, nullptr, read_explorer_key, write_explorer_keys};
    return keys;
}

} // namespace gl::app
