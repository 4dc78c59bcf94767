// grundylab - the native command line on the same engine as the page. The words mirror the link
// grammar (game=octal&rules=0.07 <-> grundylab octal 0.07 ...).
//
//   grundylab nim HEAP... [--misere] [--json]
//   grundylab octal CODE seq N [--width=W] [--csv] [--json] [--naive]
//   grundylab octal CODE period [--limit=N] [--json] [--naive]
//   grundylab octal CODE counts N [--json]
//   grundylab octal CODE seq|counts|period ... --checkpoint FILE --counts-dir DIR   (research.h)
//   grundylab scan CODE...|--unsolved --to N [--job I/K] [--threads N] [--memory SIZE] [--on-disk]; scan --merge TABLE...
//   grundylab octal CODE pos HEAP... [--json]
//   grundylab misere CODE [--max-heap N] [--work N] [--json]; octal CODE pos HEAP... --misere [--work N]
//   grundylab subtraction SET ...      (the same three commands; SET like 1,3,4)
//   grundylab analyze QUERY [--misere] [--json]   any link the page reads: a position, the
//                                                 calculator's expression, the explorer's search
//   grundylab link QUERY [--misere] [--json]      the same, after the link the page writes back
//   (analyze and link: --budget N, the steps a position's search may spend)
//   grundylab games [--json]                      every game, its position grammar, an example
//   grundylab cgt EXPR [--json]                   a partizan game: outcome, canonical form, value
//   grundylab cgt G --vs H [--json]               G ? H: =, <, >, || (confused), with a witness
//   grundylab export QUERY --svg|--tikz|--latex|--text [--tree] [-o FILE]   a link's board, tree, plot or analysis for notes
//
// Work is bounded: without --limit, the octal commands stop after a fixed amount of work
// (kDefaultWork, about ten seconds here; counted in steps, so the answer does not depend on the
// machine's speed or load) and say how to go further; with an explicit --limit they go on as far
// as it says. Runs longer than a few seconds report progress on stderr.
//
// Exit status: 0 on success, 1 if a search ends without a proof or the answer (a period search,
// or seq/pos stopped at the default work), 2 on bad input (with a message on stderr saying what
// and where).
//
// Index:
//   [SECTION] Usage       the usage text, the default work, messages shared by the commands
//   [SECTION] Nim         grundylab nim: Grundy value, outcome and winning moves
//   [SECTION] Octal       octal and subtraction games: seq, counts and period, resumable runs
//   [SECTION] Positions   a sum of heaps: the misère quotient (misere, pos --misere) and pos
//   [SECTION] Partizan    grundylab cgt: a calculated game and a comparison G ? H
//   [SECTION] Links       every game: analyze, link, export and games
//   [SECTION] Commands    the dispatch on the first word, and main (command_line.h reads the line:
//                         the verbs, their options and each option's value)
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <map>
#include <memory>
#include <new>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "app/explorer.h"
#include "app/game_play.h"
#include "app/heap_calls.h"
#include "app/link_answer.h"
#include "app/picture_export.h"
#include "app/state.h"
#include "cli/command_line.h"
#include "cli/common.h"
#include "cli/research.h"
#include "cgt/calc.h"
#include "cgt/loopy.h"
#include "core/game.h"
#include "core/link.h"
#include "core/text.h"
#include "cgt/misere_quotient.h"
#include "games/clobber.h"
#include "games/domineering_solve.h"
#include "games/misere_heaps.h"
#include "games/nim.h"
#include "games/registry.h"
#include "octal/octal.h"
#include "octal/octal_family.h"
#include "octal/octal_library.h"
#include "octal/octal_sequence.h"

namespace {

using namespace gl;
using namespace gl::cli;

//-----------------------------------------------------------------------------
// [SECTION] Usage
//-----------------------------------------------------------------------------

const char* kUsage =
    "usage:\n"
    "  grundylab nim HEAP... [--misere] [--json]       Grundy value, outcome and winning moves of Nim\n"
    "  grundylab octal CODE seq N [--width=W] [--csv] [--json] [--naive]\n"
    "                                                  the nim-sequence G(0..N-1) of an octal game\n"
    "  grundylab octal CODE period [--limit=N] [--json] [--naive]\n"
    "                                                  its least period, proved (default limit 2^24 values)\n"
    "  grundylab octal CODE counts N [--json] [--limit=N]\n"
    "                                                  how many of G(0..N-1) have each value\n"
    "  grundylab octal CODE pos HEAP... [--json] [--limit=N]\n"
    "                                                  a position of several heaps\n"
    "  CODE is an octal code (0.07) or any of CGSuite's take-and-break codes: 0.3F, 4!.0, 0.[3], 0.&40;\n"
    "  The octal commands stop after 8,000,000,000 steps of work (about 10 s here, 3-25 s by the kind of\n"
    "  code; the same answer on any machine) unless --limit=N is given (then they compute up to N values, however long it\n"
    "  takes). Long runs show progress on stderr.\n"
    "  seq, counts and period also take --checkpoint FILE [--checkpoint-every SECONDS] (saved as the\n"
    "  run goes and on Ctrl+C or SIGTERM; the same command resumes) and --counts-dir DIR (the counts\n"
    "  at every power of two, as files). --memory SIZE (16G, 512M) bounds what the values and tables\n"
    "  hold: past it the run stops with a message, and its checkpoint resumes with more. --on-disk\n"
    "  (with --checkpoint) keeps the values in the checkpoint's values file, not in memory.\n"
    "  grundylab scan CODE...|--unsolved --to N [--dir DIR] [--job I/K] [--threads N] [--memory SIZE] [--on-disk] [--json]\n"
    "                                                  many codes, each checkpointed, in one table\n"
    "  grundylab scan --merge TABLE... [--json]        the tables of a scan's shares as one\n"
    "  grundylab octal CODE pos HEAP... --misere [--work N] [--json]\n"
    "                                                  misère play, by the game's misère quotient\n"
    "  grundylab misere CODE [--max-heap N] [--memory SIZE] [--work N] [--json]\n"
    "                                                  the misère quotient of the heaps up to N (default\n"
    "                                                  20): order, presentation, P-portion, each heap's\n"
    "                                                  element, multiplication table. The search stops after\n"
    "                                                  1,000,000,000 steps (about 10 s) unless --work N gives more\n"
    "  grundylab subtraction SET seq|period|pos ...    the same for the subtraction game S = SET (e.g. 1,3,4)\n"
    "  grundylab analyze QUERY [--misere] [--json]     any link the page reads, answered as its screen shows it:\n"
    "                                                  a game's position (value, outcome, why, every winning\n"
    "                                                  move); the calculator's expr (as cgt EXPR, and --vs\n"
    "                                                  with vs=); the explorer's period search up to the\n"
    "                                                  link's n (as octal CODE period), and G(0..n-1) if it has n.\n"
    "                                                  --budget N: a position's search may spend N steps (default\n"
    "                                                  8,000,000, the page's; more decides larger boards; also link)\n"
    "  grundylab games [--json]                        every game: its position grammar and an example link\n"
    "  grundylab link QUERY [--misere] [--json]        the same, after the link the page writes back for it (a\n"
    "                                                  Nim link prints as grundylab nim HEAP... does)\n"
    "  grundylab cgt EXPR [--json]                     a partizan game in CGSuite notation ({3||2|1}, 3+-1,\n"
    "                                                  ^<2>): outcome, canonical form (with its derivation),\n"
    "                                                  value, birthday, properties; G.Temperature, G.Cool(1),\n"
    "                                                  G > H ... print their result; a misère game in\n"
    "                                                  CGSuite's notation (*[2#0], *[[2],0]): its misère\n"
    "                                                  form, outcome, genus and properties (G.Genus, ...)\n"
    "  grundylab cgt G --vs H [--json]                 compare: =, <, >, || (confused), witnessed by G - H\n"
    "  grundylab export QUERY --svg|--tikz|--latex|--text [--tree] [--misere] [-o FILE]\n"
    "                                                  for lecture notes: a play screen's board as an SVG\n"
    "                                                  document or a TikZ picture (needs only \\usepackage{tikz}),\n"
    "                                                  its analysis as LaTeX or text; a calculator link's\n"
    "                                                  thermograph or (--tree) game tree, or its result; an\n"
    "                                                  explorer link's plot (SVG, TikZ) or table (LaTeX,\n"
    "                                                  text); on stdout, or FILE\n"
    "  grundylab --help | -h | --version\n"
    "Heaps are numbered from 1 in text output and from 0 in --json output.\n"
    "examples:\n"
    "  grundylab nim 13 12 8\n"
    "  grundylab analyze 'game=nim&pos=13,12,8' --json\n"
    "  grundylab analyze '?v=1&game=sum&pos=nim:7|0.07:9'\n"
    "  grundylab analyze '?v=1&game=octal&rules=0.07&n=200' --json\n"
    "  grundylab octal 0.07 seq 204 --width=34\n"
    "  grundylab octal 0.07 period\n"
    "  grundylab subtraction 1,3,4 pos 100 7 --json\n"
    "  grundylab cgt '{0,*|1}'\n"
    "  grundylab cgt '{3||2*|1*}.Temperature'\n"
    "  grundylab cgt '^' --vs '*'\n"
    "  grundylab export 'game=hackenbush&pos=0-1,1-2,1-3,3-3' --tikz -o tree.tex\n"
    "  grundylab export 'game=cgt&expr={2|{1|0}}' --tree --svg -o tree.svg\n"
    "  grundylab export 'game=octal&rules=0.07&n=300' --tikz -o plot.tex\n";



// For messages: what the default work takes here.
constexpr const char* kDefaultWorkWords = "8,000,000,000 steps (about 10 s of work)";
// Without --limit, `pos` shares that work between the values and the winning-move search: the
// search looks at most at this many options, and the values get kDefaultWork less kStepsPerMove
// for each option (an option is a value lookup and a comparison: about a hundred times a value
// step, measured on a 2-core machine).
constexpr std::uint64_t kDefaultMoveWork = 40'000'000;
constexpr std::uint64_t kStepsPerMove = 100;
// Without --limit, `pos` lists at most this many winning moves (and says how many there are).
constexpr std::size_t kDefaultListedMoves = 1000;

// A link's problem as the CLI says it: "query, character 12: ..." for the query itself,
// "link: pos, character 3: ..." for a key's value.
Error link_error(const Error& e) {
    Error q = e;
    if (e.where == "link") q.where = "query";
    else q.where = "link: " + e.where;
    return q;
}

//-----------------------------------------------------------------------------
// [SECTION] Nim
//-----------------------------------------------------------------------------

// ---- Nim -------------------------------------------------------------------------------------

void print_nim(const nim::Analysis& a, bool json) {
    if (json) {
        print_json([&](JsonOut& w) { nim::write_nim(w, a); });
        return;
    }
    std::uint64_t widest = a.nim_sum;
    for (auto h : a.heaps) widest = std::max(widest, h);
    int bits = 1;
    while (bits < 64 && (widest >> bits) != 0) ++bits;
    std::printf("Nim, %s play: %s\n", a.play == Play::Misere ? "misere" : "normal", format_uint_list(a.heaps).c_str());
    auto row = [&](const std::string& label, std::uint64_t v) {
        std::printf("  %-9s %20llu  %s\n", label.c_str(), static_cast<unsigned long long>(v), binary_digits(v, static_cast<std::size_t>(bits)).c_str());
    };
    for (std::size_t i = 0; i < a.heaps.size(); ++i) row("heap " + std::to_string(i + 1), a.heaps[i]);
    row("nim-sum", a.nim_sum);
    std::printf("outcome: %c (%s)\n", outcome_char(a.outcome),
                a.outcome == Outcome::P ? "the previous player wins" : "the next player wins");
    std::printf("why: %s\n", a.reason.c_str());
    std::printf("winning moves: %zu\n", a.winning_moves.size());
    for (const auto& m : a.winning_moves)
        std::printf("  heap %zu: %llu -> %llu\n", m.heap + 1, static_cast<unsigned long long>(m.from),
                    static_cast<unsigned long long>(m.to));
}

Result<std::vector<std::uint64_t>> heaps_from_args(const std::vector<std::string_view>& args, std::size_t first,
                                                   std::uint64_t max) {
    std::vector<std::uint64_t> heaps;
    if (first >= args.size()) return Error{"heaps", Error::kWhole, "give at least one heap size, e.g. 3 5 7"};
    for (std::size_t i = first; i < args.size(); ++i) {
        const std::string field = "heap " + std::to_string(i - first + 1);
        if (args[i].find(',') != std::string_view::npos)
            return Error{field, Error::kWhole, "give one number per heap, separated by spaces (e.g. 3 5 7)"};
        auto v = parse_uint(args[i], field, 0, max);
        if (!v) return in_characters(v.error(), args[i]);
        heaps.push_back(v.value());
    }
    return heaps;
}

//-----------------------------------------------------------------------------
// [SECTION] Octal
//-----------------------------------------------------------------------------

// ---- octal and subtraction games -------------------------------------------------------------

std::string describe_rules(const octal::Rules& r) {
    const std::string code = octal::format_code(r);
    if (r.family != octal::Family::Octal) return code + "  " + std::string(octal::name_of(code));
    const auto sets = octal::to_sets(r);
    auto set_text = [](const std::vector<unsigned>& s) {
        std::string t = "{";
        for (std::size_t i = 0; i < s.size(); ++i) t += (i ? "," : "") + std::to_string(s[i]);
        return t + "}";
    };
    std::string out = code + "  (A=" + set_text(sets.a) + ", B=" + set_text(sets.b) + ", C=" + set_text(sets.c);
    if (sets.split_without_taking) out += ", and a heap may be split without taking";
    out += ")";
    const auto name = octal::name_of(code);
    if (!name.empty()) out += "  " + std::string(name);
    return out;
}



// The JSON field "values": G(0..count-1) as they are looked up (known: computed or from the
// period), streamed.
auto values_field(const octal::PeriodSearch& search, std::uint64_t count) {
    return [&search, count](JsonOut& w) {
        w.begin_array("values");
        for (std::uint64_t i = 0; i < count; ++i) w.num("", search.lookup(i)->value);
        w.end_array();
    };
}

// What to say when the default work ran out before `want` values were known. With --json the
// same words are an answer on stdout too: {"ok":false,"error":{...},"code","stopped":"budget",
// "valuesComputed"} (issue 41: a budget stop used to leave stdout empty).
int out_of_time(const octal::PeriodSearch& search, std::uint64_t want, const std::string& what) {
    if (g_json)
        print_json([&](JsonOut& w) {
            w.boolean("ok", false);
            w.begin_object("error");
            write_error(w, Error{"budget", Error::kWhole,
                                 what + " needs more than the default work, " + kDefaultWorkWords + ": G(0.." +
                                     std::to_string(search.sequence().size() - 1) + ") computed, no period proved yet; add --limit=" +
                                     std::to_string(want) + " to compute without that budget"});
            w.end_object();
            w.str("code", octal::format_code(search.sequence().rules()));
            w.str("stopped", "budget");
            w.num("valuesComputed", search.sequence().size());
        });
    return std::fprintf(stderr,
                        "grundylab: %s needs more than the default work, %s: G(0..%llu) computed, no period proved yet.\n"
                        "  Add --limit=%llu to compute without that budget (it may take hours; progress is shown here).\n",
                        what.c_str(), kDefaultWorkWords, static_cast<unsigned long long>(search.sequence().size() - 1),
                        static_cast<unsigned long long>(want)),
           1;
}

// The files of an octal command's run: --checkpoint FILE (every --checkpoint-every seconds) and
// --counts-dir DIR (research.h).
RunFiles run_files(const Options& o) { return RunFiles(o.checkpoint, o.checkpoint_every, o.counts_dir, false, o.on_disk); }

// A run out of memory: the sequence's message, and what to do if --memory set the bound.
std::string memory_failure(const std::string& message, const Options& o) {
    if (o.memory == UINT64_MAX) return message;
    if (message.find("the memory limit refused") == std::string::npos) return message; // the machine's refusal
    const std::uint64_t m = o.memory;
    const std::string size = m % (1u << 30) == 0 ? std::to_string(m >> 30) + "G"
                             : m % (1u << 20) == 0 ? std::to_string(m >> 20) + "M"
                             : m % (1u << 10) == 0 ? std::to_string(m >> 10) + "K" : std::to_string(m);
    return message + " (--memory " + size +
           (o.checkpoint.empty() ? "; give more to compute further)" : "; the same command with more goes on from the checkpoint)");
}

// The search of seq, counts and period: new, or resumed from --checkpoint FILE (said on stderr).
Result<octal::PeriodSearch> start_search(RunFiles& files, const octal::Rules& rules, std::uint64_t limit, const Options& o) {
    auto search = files.start(rules, limit, o.naive ? octal::Algorithm::Naive : octal::Algorithm::Auto);
    if (search) search.value().set_memory_limit(o.memory);
    if (search && files.resumed())
        std::fprintf(stderr, "grundylab: resumed from %s: G(0..%llu) were computed there before, in %s.\n", files.checkpoint_path().c_str(),
                     static_cast<unsigned long long>(search->sequence().size() - 1), duration_text(files.seconds()).c_str());
    return search;
}

// Runs `search` until G(0..count-1) are known, computed or from a proved period; if they cannot
// be, says why and gives the exit code (`verb`: the command, for the message).
std::optional<int> reach(octal::PeriodSearch& search, std::uint64_t count, const Options& o, const std::string& verb,
                         RunFiles* files = nullptr) {
    const auto status = run_search(search, o, kDefaultWork, files);
    if (status == octal::PeriodSearch::Status::Running) return out_of_time(search, count, verb + " " + std::to_string(count));
    if (status == octal::PeriodSearch::Status::OutOfMemory) return fail(memory_failure(search.sequence().memory_message(), o));
    const std::uint64_t computed = std::min(count, search.sequence().size());
    if (computed < count && !search.periodicity())
        return fail("G(" + std::to_string(computed) + ") and later are not known: no period proved within --limit=" +
                    std::to_string(o.limit) + " values");
    return std::nullopt;
}

// G(0..count-1) in rows of `width` (known: computed, or from the proved period), then how each
// range was found.
void print_values(const octal::PeriodSearch& search, std::uint64_t count, std::uint64_t width) {
    auto g = [&](std::uint64_t i) { return static_cast<unsigned long long>(search.lookup(i)->value); };
    const octal::Sequence& seq = search.sequence();
    const std::uint64_t computed = std::min(count, seq.size());
    const auto& q = search.periodicity();
    std::printf("G(n) for 0 <= n < %llu, %llu per row:\n", static_cast<unsigned long long>(count), static_cast<unsigned long long>(width));
    for (std::uint64_t row = 0; row < count; row += width) {
        std::printf("%8llu+ ", static_cast<unsigned long long>(row));
        for (std::uint64_t i = row; i < count && i < row + width; ++i) std::printf(" %2llu", g(i));
        std::printf("\n");
    }
    for (const auto& m : seq.methods()) {
        if (m.begin >= computed) break;
        std::printf("computed %s for %llu <= n < %llu%s\n", octal::method_name(m.method),
                    static_cast<unsigned long long>(m.begin), static_cast<unsigned long long>(std::min(m.end, computed)),
                    m.method == octal::Method::Sparse ? (" (mask " + std::to_string(m.mask) + ")").c_str() : "");
    }
    if (computed < count)
        std::printf("from the proved %s %llu (n0 = %llu%s) for %llu <= n < %llu\n", q->saltus ? "arithmetic period" : "period",
                    static_cast<unsigned long long>(q->period), static_cast<unsigned long long>(q->preperiod),
                    q->saltus ? (", saltus " + std::to_string(q->saltus)).c_str() : "", static_cast<unsigned long long>(computed),
                    static_cast<unsigned long long>(count));
}

// What a family note says (Lasker's Nim, Grundy's game, codes no theorem covers).
void print_family_note(const octal::FamilyNote& note) {
    std::printf("%s\n", note.title.c_str());
    for (const std::string& line : note.lines) std::printf("%s\n", line.c_str());
    std::printf("%s %s\n", note.closed_form_holds ? "proof:" : "status:", note.certificate.c_str());
}

// A pattern the values show without a proof (codes no theorem covers).
void print_observed(const octal::Sequence& seq) {
    if (seq.rules().family != octal::Family::Code) return;
    if (const auto r = octal::observe_regularity(seq))
        std::printf("observed, not proved: G(n+%llu) = G(n) + %lld for %llu <= n < %llu\n", static_cast<unsigned long long>(r->period),
                    static_cast<long long>(r->saltus), static_cast<unsigned long long>(r->preperiod),
                    static_cast<unsigned long long>(r->checked_to - r->period));
}

// A proved period and its certificate.
void print_proof(const octal::Periodicity& q) {
    // An arithmetic period (saltus s > 0): G(n + p) = G(n) + s.
    const std::string plus = q.saltus ? " + " + std::to_string(q.saltus) : "";
    std::printf("%s %llu from n0 = %llu (k = %llu)%s\n", q.saltus ? "arithmetic period" : "period", static_cast<unsigned long long>(q.period),
                static_cast<unsigned long long>(q.preperiod), static_cast<unsigned long long>(q.max_take),
                q.saltus ? (", saltus " + std::to_string(q.saltus)).c_str() : "");
    std::printf("checked G(n+%llu) = G(n)%s for %llu <= n < %llu, using G(0..%llu)\n", static_cast<unsigned long long>(q.period),
                plus.c_str(), static_cast<unsigned long long>(q.check_begin), static_cast<unsigned long long>(q.check_end),
                static_cast<unsigned long long>(q.values_used - 1));
    std::printf("exceptions: %llu", static_cast<unsigned long long>(q.exception_count));
    if (!q.exceptions.empty()) {
        std::printf(" (n =");
        for (std::size_t i = 0; i < q.exceptions.size() && i < 40; ++i)
            std::printf(" %llu", static_cast<unsigned long long>(q.exceptions[i]));
        std::printf("%s)", q.exception_count > 40 ? " ..." : "");
    }
    std::printf("\ncertificate: %s\n", q.certificate.c_str());
}

// G(0..N-1): once a period is proved the rest comes from it, and values are printed as they are
// looked up (nothing holds all N of them).
int octal_seq(const octal::Rules& rules, const std::vector<std::string_view>& args, const Options& o) {
    if (args.size() != 1) return fail("seq needs exactly one number N (how many values), e.g. seq 204");
    auto n = parse_uint(args[0], "N", 1, octal::Sequence::kMaxSize);
    if (!n) return fail(in_characters(n.error(), args[0]));
    const std::uint64_t count = n.value();
    RunFiles files = run_files(o);
    auto started = start_search(files, rules, o.limit_given ? std::min(o.limit, count) : count, o);
    if (!started) return fail(started.error());
    octal::PeriodSearch& search = started.value();
    if (const auto rc = reach(search, count, o, "seq", &files)) return *rc;
    auto g = [&](std::uint64_t i) { return static_cast<unsigned long long>(search.lookup(i)->value); };
    if (o.csv) {
        std::printf("n,G(n)\n");
        for (std::uint64_t i = 0; i < count; ++i) std::printf("%llu,%llu\n", static_cast<unsigned long long>(i), g(i));
        return 0;
    }
    if (o.json) {
        print_json([&](JsonOut& w) {
            w.boolean("ok", true);
            octal::write_sequence(w, search.sequence(), count, search.periodicity(), values_field(search, count));
        });
        return 0;
    }
    std::printf("%s\n", describe_rules(rules).c_str());
    print_values(search, count, o.width);
    return 0;
}

// How many heaps n < N have each value: the researchers' frequency tables. Values past the computed
// ones come from the proved period, a whole period at a time.
int octal_counts(const octal::Rules& rules, const std::vector<std::string_view>& args, const Options& o) {
    if (args.size() != 1) return fail("counts needs exactly one number N (count the values G(0..N-1)), e.g. counts 1048576");
    auto n = parse_uint(args[0], "N", 1, octal::Sequence::kMaxSize);
    if (!n) return fail(in_characters(n.error(), args[0]));
    const std::uint64_t count = n.value();
    RunFiles files = run_files(o);
    auto started = start_search(files, rules, o.limit_given ? std::min(o.limit, count) : count, o);
    if (!started) return fail(started.error());
    octal::PeriodSearch& search = started.value();
    if (const auto rc = reach(search, count, o, "counts", &files)) return *rc;
    const std::uint64_t computed = std::min(count, search.sequence().size());
    if (const auto& q = search.periodicity(); q && q->saltus != 0 && count > std::max(computed, kMaxArithmeticCount))
        return fail("N: " + thousands(count) + " is too many to count for " + octal::format_code(rules) + ": its values grow (G(n+" +
                    std::to_string(q->period) + ") = G(n) + " + std::to_string(q->saltus) + "), so nearly every value is new; counts go up to N = " +
                    thousands(kMaxArithmeticCount));
    const auto counts = value_counts(search, count);
    if (o.json) {
        print_json([&](JsonOut& w) {
            w.boolean("ok", true);
            octal::write_counts(w, rules, count, counts);
        });
        return 0;
    }
    std::printf("%s\nhow many n < %llu have G(n) = value%s:\n%8s %14s\n", describe_rules(rules).c_str(),
                static_cast<unsigned long long>(count), computed < count ? " (values past the computed ones from the proved period)" : "",
                "value", "count");
    for (const auto& [v, c] : counts)
        std::printf("%8llu %14llu\n", static_cast<unsigned long long>(v), static_cast<unsigned long long>(c));
    return 0;
}

// Lasker's Nim and Grundy's game: no octal period to prove; what the values show (octal_family.h),
// from G(0..N-1) with N = --limit (default 10,000; each value costs O(n)).
int family_period(const octal::Rules& rules, const Options& o) {
    octal::Sequence seq(rules);
    seq.advance(o.limit_given ? o.limit : 10'000);
    const auto note = octal::family_note(seq);
    if (o.json) {
        print_json([&](JsonOut& w) {
            w.boolean("ok", true);
            octal::write_period_search(w, seq, std::nullopt);
        });
        return rules.family == octal::Family::Code ? 1 : 0; // no period proved, as for an octal code
    }
    std::printf("%s\n", describe_rules(rules).c_str());
    print_family_note(*note);
    return note->first_mismatch || rules.family == octal::Family::Code ? 1 : 0;
}

int octal_period(const octal::Rules& rules, const std::vector<std::string_view>& args, const Options& o) {
    if (!args.empty()) return fail("period takes no more words; use --limit=N for how far to look");
    if (rules.family != octal::Family::Octal && !(rules.family == octal::Family::Code && rules.finite() && !rules.constrained())) {
        if (!o.checkpoint.empty() || !o.counts_dir.empty())
            return fail(std::string(o.checkpoint.empty() ? "--counts-dir" : "--checkpoint") + " is not for the period of " +
                        octal::format_code(rules) + ": it is looked for in at most " + std::to_string(app::Explorer::kMaxFamilyN) +
                        " values, in one go (seq and counts take it)");
        if (o.limit_given && o.limit > app::Explorer::kMaxFamilyN)
            return fail("--limit: at most " + std::to_string(app::Explorer::kMaxFamilyN) + " for " + octal::format_code(rules) +
                        " (each value takes O(n) steps)");
        return family_period(rules, o);
    }
    RunFiles files = run_files(o);
    auto started = start_search(files, rules, o.limit, o);
    if (!started) return fail(started.error());
    octal::PeriodSearch& search = started.value();
    const auto status = run_search(search, o, kDefaultWork, &files);
    if (status == octal::PeriodSearch::Status::OutOfMemory) return fail(memory_failure(search.sequence().memory_message(), o));
    const bool out_of_time = status == octal::PeriodSearch::Status::Running;
    const auto& q = search.periodicity();
    const auto& seq = search.sequence();
    if (o.json) {
        print_json([&](JsonOut& w) {
            w.boolean("ok", true); // an answer, proved or not ("stopped":"budget" when the work ran out)
            octal::write_period_search(w, seq, q, out_of_time);
        });
        return q ? 0 : 1;
    }
    std::printf("%s\n", describe_rules(rules).c_str());
    if (!q) print_observed(seq);
    if (!q && out_of_time) {
        std::printf("no period proved within the default work, %s (G(0..%llu) computed); add --limit=N to look as far as "
                    "N values without that budget (e.g. --limit=%llu, the default limit; progress is shown on stderr)\n",
                    kDefaultWorkWords, static_cast<unsigned long long>(seq.size() - 1), static_cast<unsigned long long>(o.limit));
        return 1;
    }
    if (!q) {
        std::printf("no period proved within %llu values (G(0..%llu) computed; raise --limit to look further)\n",
                    static_cast<unsigned long long>(o.limit), static_cast<unsigned long long>(seq.size() - 1));
        return 1;
    }
    print_proof(*q);
    return 0;
}

//-----------------------------------------------------------------------------
// [SECTION] Positions
//-----------------------------------------------------------------------------

// "take 2, leave 3 + 5": one move in one heap.
std::string take_leave(const octal::HeapOption& o) {
    std::string t = "take " + std::to_string(o.take) + ", leave ";
    if (o.parts == 0) return t + "nothing";
    if (o.parts == 1) return t + std::to_string(o.left[0]);
    return t + std::to_string(o.left[0]) + " + " + std::to_string(o.left[1]);
}

// The work budget of a misère quotient search: --work N, or kDefaultQuotientWork.
std::shared_ptr<cgt::WorkMeter> quotient_meter(const Options& o) {
    auto meter = std::make_shared<cgt::WorkMeter>();
    meter->budget = o.work ? o.work : kDefaultQuotientWork;
    return meter;
}

// What to say when a quotient search ran out of work at heap `proved` + 1 (`verb`: the command).
// With --json the same words are an answer on stdout: {"ok":false,"error":{...},"code",
// "stopped":"budget","maxHeap","order"}, as a period search's budget stop. Exit status 1.
int quotient_out_of_work(const octal::Rules& rules, std::uint32_t proved, std::uint32_t order, const Options& o, const std::string& verb) {
    const std::uint64_t budget = o.work ? o.work : kDefaultQuotientWork;
    const std::string what = o.work ? "the work --work gave, " + thousands(budget) + " steps"
                                    : "the default work, " + thousands(budget) + " steps (about 10 s of work)";
    const std::string message = verb + " needs more than " + what + ": the misère quotient is proved up to heap " + std::to_string(proved) +
                                " (order " + std::to_string(order) + "); add --work " + std::to_string(budget * 10) +
                                " (or more) to go further";
    if (g_json)
        print_json([&](JsonOut& w) {
            w.boolean("ok", false);
            w.begin_object("error");
            write_error(w, Error{"budget", Error::kWhole, message});
            w.end_object();
            w.str("code", octal::format_code(rules));
            w.str("stopped", "budget");
            w.num("maxHeap", proved);
            w.num("order", order);
        });
    std::fprintf(stderr, "grundylab: %s\n", message.c_str());
    return 1;
}

// grundylab misere CODE [--max-heap N]: the misère quotient of the heaps up to N.
int misere_quotient_cmd(const octal::Rules& rules, const Options& o) {
    const auto n = static_cast<std::uint32_t>(o.max_heap);
    const auto start = std::chrono::steady_clock::now();
    cgt::QuotientLimits limits;
    limits.work = quotient_meter(o);
    double last_note = 0;
    limits.progress = [&](std::uint32_t h, std::uint32_t order) {
        const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        // Every tenth heap after a second, and any heap that ends a quiet stretch of 3 s.
        if (s > 1 && (h % 10 == 0 || s - last_note >= 3)) {
            std::fprintf(stderr, "grundylab: heap %u of %u, order %u, %.1f s, %.0f%% of the work budget spent\n", h, n, order, s,
                         100.0 * static_cast<double>(limits.work->spent) / static_cast<double>(limits.work->budget));
            last_note = s;
        }
        note_reached("the quotient was proved up to heap " + std::to_string(h) + " (order " + std::to_string(order) + ")");
        return true;
    };
    auto r = cgt::misere_quotient_prefix(misere_heaps::heap_options_as_reached(rules), n, limits);
    if (!r) return fail(r.error());
    const cgt::MisereQuotient& q = r.value();
    const std::string code = octal::format_code(rules);
    if (q.out_of_work)
        return quotient_out_of_work(rules, q.max_heap, q.monoid.order, o, "misere " + code + " --max-heap " + std::to_string(n));
    if (!q.stopped.empty())
        return fail(Error{"heap", Error::kWhole, q.stopped + "; the quotient is proved up to heap " + std::to_string(q.max_heap) +
                                                     " (order " + std::to_string(q.monoid.order) + "): grundylab misere " + code +
                                                     " --max-heap " + std::to_string(q.max_heap)});
    const auto& m = q.monoid;
    if (o.json) {
        std::printf("%s\n", misere_heaps::quotient_json(rules, q).c_str());
        return 0;
    }
    std::printf("misère quotient of %s for heaps up to %u: order %u, %s\n", describe_rules(rules).c_str(), q.max_heap, m.order,
                q.tame_k >= 0 ? ("tame (misère Nim's quotient for heaps below " + std::to_string(1u << q.tame_k) + ")").c_str() : "wild");
    std::string gens;
    for (std::size_t i = 0; i < q.generators.size(); ++i)
        gens += (i ? ", " : "") + q.generators[i] + " = heap " + std::to_string(q.generator_heaps[i]);
    std::printf("  generators: %s\n", gens.c_str());
    std::string rels;
    for (std::size_t i = 0; i < q.relations.size(); ++i) rels += (i ? ", " : "") + q.relations[i];
    std::printf("  relations:  %s\n", rels.empty() ? "none" : rels.c_str());
    std::string p;
    for (auto x : q.p_portion()) p += (p.empty() ? "" : ", ") + q.names[x];
    std::printf("  P-portion:  {%s}\n", p.c_str());
    std::printf("  heaps:");
    for (std::uint32_t h = 0; h <= q.max_heap; ++h) std::printf("%s %u:%s", h % 10 == 0 && h ? "\n         " : "", h, q.names[q.heap[h]].c_str());
    std::printf("\n  proved over %zu states of the sums of these heaps\n", q.states);
    if (m.order <= 24) {
        std::printf("multiplication table:\n%8s", "");
        for (std::uint32_t b = 0; b < m.order; ++b) std::printf(" %7s", q.names[b].c_str());
        std::printf("\n");
        for (std::uint32_t a = 0; a < m.order; ++a) {
            std::printf("%8s", q.names[a].c_str());
            for (std::uint32_t b = 0; b < m.order; ++b) std::printf(" %7s", q.names[m.mul(a, b)].c_str());
            std::printf("\n");
        }
    } else
        std::printf("(the multiplication table of %u elements: --json)\n", m.order);
    return 0;
}

// grundylab octal CODE pos H... --misere: the misère outcome by the quotient of the heaps.
int octal_pos_misere(const octal::Rules& rules, const std::vector<std::string_view>& args, const Options& o) {
    auto heaps = heaps_from_args(args, 0, misere_heaps::kMaxAnalysisHeap);
    if (!heaps) return fail(heaps.error());
    cgt::QuotientLimits limits; // grundylab misere's limits and budget: the same quotients
    limits.work = quotient_meter(o);
    misere_heaps::Quotients quotients{limits};
    const auto d = misere_heaps::decide(rules, heaps.value(), quotients);
    if (!d) {
        std::uint64_t top = 1;
        for (auto h : heaps.value()) top = std::max(top, h);
        const auto* q = quotients.proved(rules);
        if (q && q->out_of_work)
            return quotient_out_of_work(rules, q->max_heap, q->monoid.order, o, "pos " + joined(heaps.value(), " ") + " --misere");
        return fail(Error{"heaps", Error::kWhole, quotients.missing(rules, static_cast<std::uint32_t>(top))});
    }
    if (o.json) {
        print_json([&](JsonOut& w) {
            w.boolean("ok", true);
            misere_heaps::write_misere_position(w, rules, heaps.value(), *d);
        });
        return 0;
    }
    std::printf("%s, misère play: %s\n", describe_rules(rules).c_str(), format_uint_list(heaps.value()).c_str());
    std::printf("outcome: %c (%s)\n", d->outcome == Outcome::P ? 'P' : 'N',
                d->outcome == Outcome::P ? "the previous player wins" : "the next player wins");
    std::printf("why: the %s; the heaps' product is %s\n", d->method.c_str(), d->element.c_str());
    std::printf("winning moves: %zu\n", d->winning_moves.size());
    for (const auto& mv : d->winning_moves) {
        std::printf("  heap %zu (%llu): %s\n", mv.heap + 1, static_cast<unsigned long long>(mv.from), take_leave(mv.option).c_str());
    }
    return 0;
}

int octal_pos(const octal::Rules& rules, const std::vector<std::string_view>& args, const Options& o) {
    auto heaps = heaps_from_args(args, 0, octal::kMaxAnalysedHeap);
    if (!heaps) return fail(heaps.error());
    std::uint64_t top = 0;
    for (auto h : heaps.value()) top = std::max(top, h);
    octal::PeriodSearch search(rules, top + 1);
    // One budget for both phases: the winning-move search's options are counted first and their
    // work (kStepsPerMove each) is kept back from the values' work.
    const std::uint64_t move_work = octal::winning_move_work(rules, heaps.value());
    // (A search past kDefaultMoveWork is refused, not run: nothing is kept back for it.)
    const std::uint64_t kept_back = move_work <= kDefaultMoveWork ? move_work * kStepsPerMove : 0;
    const auto status = run_search(search, o, std::max(kDefaultWork / 10, kDefaultWork - kept_back));
    if (status == octal::PeriodSearch::Status::Running)
        return out_of_time(search, top + 1, "G(" + std::to_string(top) + ")");
    if (status == octal::PeriodSearch::Status::OutOfMemory) return fail(memory_failure(search.sequence().memory_message(), o));
    auto r = octal::analyse_position(rules, search.value_lookup(), heaps.value(), o.limit_given ? UINT64_MAX : kDefaultMoveWork,
                                     o.limit_given ? SIZE_MAX : kDefaultListedMoves);
    if (!r && r.error().where == "heaps")
        return fail(r.error().message + " without --limit; add --limit=" + std::to_string(top + 1) +
                    " to look at them all (it may take minutes)");
    if (!r) return fail(r.error());
    const auto& a = r.value();
    if (o.json) {
        print_json([&](JsonOut& w) {
            w.boolean("ok", true);
            octal::write_position(w, rules, a);
        });
        return 0;
    }
    std::printf("%s\n", describe_rules(rules).c_str());
    for (std::size_t i = 0; i < a.heaps.size(); ++i)
        std::printf("  heap %-3zu %12llu   G = %llu\n", i + 1, static_cast<unsigned long long>(a.heaps[i]),
                    static_cast<unsigned long long>(a.values[i]));
    std::printf("  nim-sum of the values: %llu\n", static_cast<unsigned long long>(a.nim_sum));
    std::printf("outcome: %c (%s)\n", outcome_char(a.outcome),
                a.outcome == Outcome::P ? "the previous player wins" : "the next player wins");
    std::printf("winning moves: %llu\n", static_cast<unsigned long long>(a.winning_move_count));
    for (const auto& m : a.winning_moves)
        std::printf("  heap %zu (%llu): %s\n", m.heap + 1, static_cast<unsigned long long>(m.from), take_leave(m.option).c_str());
    if (a.winning_moves.size() < a.winning_move_count)
        std::printf("  ... the first %zu listed; add --limit=%llu to list all %llu\n", a.winning_moves.size(),
                    static_cast<unsigned long long>(top + 1), static_cast<unsigned long long>(a.winning_move_count));
    return 0;
}

//-----------------------------------------------------------------------------
// [SECTION] Partizan
//-----------------------------------------------------------------------------

// ---- partizan games ---------------------------------------------------------------------------

void print_moves(const char* who, const std::vector<cgt::FirstMove>& moves, bool wins) {
    if (moves.empty()) {
        // A win whose moves were not listed (too many first moves) is still a win.
        std::printf(wins ? "  %s moving first wins: the winning moves are not listed\n" : "  %s moving first: no winning move\n", who);
        return;
    }
    std::printf("  %s moving first wins: %zu winning move%s\n", who, moves.size(), moves.size() == 1 ? "" : "s");
    for (const auto& m : moves)
        std::printf("    %s%s\n", m.label.c_str(), m.to.empty() || m.label == "to " + m.to ? "" : ("  (leaves " + m.to + ")").c_str());
}

// A calculated game, as `grundylab cgt EXPR` prints it.
void print_calc(const cgt::Calc& c) {
    std::printf("G = %s\n", c.expr.c_str());
    if (!c.result.empty()) {
        std::printf("result: %s\n", c.result.c_str());
        if (!c.canonical_known) return; // true/false, a set, a count or a text
    }
    std::printf("outcome: %s\n", cgt::outcome_sentence(c).c_str());
    if (c.misere) {
        std::printf("winning moves (either player; impartial): %s\n", c.left_moves.empty() ? (c.outcome == Outcome::N ? "not listed" : "none") : "");
        for (const auto& m : c.left_moves) std::printf("    %s\n", m.label.c_str());
    } else if (c.outcome != Outcome::Unknown && c.loopy_outcome.empty()) { // loopy: no moves listed
        print_moves("Left", c.left_moves, c.left_wins_first);
        print_moves("Right", c.right_moves, !c.left_wins_second);
    }
    if (c.canonical_known) {
        std::printf("canonical form: %s\n", c.canonical_text.empty() ? "(too long to print)" : c.canonical_text.c_str());
        std::printf("value: %s (%s)\n", c.name.text.c_str(), c.name.kind.c_str());
        if (c.loopy_outcome.empty()) std::printf("birthday: %llu\n", static_cast<unsigned long long>(c.birthday));
        if (!c.brace_text.empty() && c.brace_text != c.canonical_text) std::printf("in braces: %s\n", c.brace_text.c_str());
        std::printf("properties:\n");
        for (const auto& [k, v] : c.properties)
            std::printf("  %-22s %s\n", k.c_str(), v.empty() ? "-" : v.c_str());
    }
    if (!c.note.empty()) std::printf("note: %s\n", c.note.c_str());
    if (!c.steps.empty()) std::printf("derivation (%zu steps):\n", c.steps.size());
    for (std::size_t i = 0; i < c.steps.size(); ++i) {
        const cgt::Step& s = c.steps[i];
        std::printf("  %zu. [%s] in %s: %s\n       %s  ->  %s\n", i + 1, cgt::step_kind_name(s.kind), s.where.c_str(),
                    s.why.c_str(), s.before.c_str(), s.after.c_str());
    }
}

// G ? H, as `grundylab cgt G --vs H` prints it.
void print_comparison(const cgt::Comparison& c) {
    std::printf("G = %s\nH = %s\n", c.g_text.c_str(), c.h_text.c_str());
    std::printf("relation: %s\n", c.known ? ("G " + std::string(cgt::relation_text(c.relation)) + " H").c_str() : "unknown (too large)");
    std::printf("witness: %s\n", c.witness.c_str());
    // (Where G - H was too large to value, the relation comes from G's and H's order, and the
    // witness says its moves are not listed.)
    if (c.known && c.relation != cgt::Relation::Equal && c.difference.outcome != Outcome::Unknown) {
        std::printf("winning first moves in G - H:\n");
        print_moves("Left", c.difference.left_moves, c.difference.left_wins_first);
        print_moves("Right", c.difference.right_moves, !c.difference.left_wins_second);
    }
}

int cgt_calc(std::string_view expr, const Options& o) {
    auto r = app::calculate_with_heaps(expr);
    if (!r) return fail(r.error());
    if (o.json) print_json([&](JsonOut& w) { cgt::write_calc(w, r.value()); });
    else print_calc(r.value());
    return 0;
}

int cgt_compare(std::string_view g, std::string_view h, const Options& o) {
    auto r = cgt::compare_exprs(g, h);
    if (!r) return fail(r.error());
    if (o.json) print_json([&](JsonOut& w) { cgt::write_comparison(w, r.value()); });
    else print_comparison(r.value());
    return 0;
}

//-----------------------------------------------------------------------------
// [SECTION] Links
//-----------------------------------------------------------------------------

// ---- every game: analyze, link and games --------------------------------------------------------

// A position's analysis, as `grundylab analyze` prints it.
void print_analysis(const Analysis& a, Play play) {
    const GameEntry* g = find_game(a.game);
    const std::string title = g ? std::string(g->meta().title) : a.game;
    std::printf("%s, %s play: %s%s\n", title.c_str(), play == Play::Misere ? "misere" : "normal",
                a.position.c_str(), a.rules.empty() ? "" : ("  (rules " + a.rules + ")").c_str());
    for (const auto& [k, v] : a.facts) std::printf("  %s: %s\n", k.c_str(), v.c_str());
    if (!a.ordinal.empty()) std::printf("value: %s (an ordinal)\n", a.ordinal.c_str());
    else if (a.value) std::printf("%s: %llu\n", play == Play::Misere ? "Grundy value (normal play)" : "value",
                                  static_cast<unsigned long long>(*a.value));
    if (!a.outcome_class.empty()) std::printf("outcome: %s\n", cgt::loopy::outcome_sentence(a.outcome_class).c_str()); // a loopy board
    else if (a.outcome == Outcome::Unknown) std::printf("outcome: unknown\n");
    else if (a.partizan) std::printf("outcome: %s\n", cgt::outcome_sentence(a.outcome).c_str());
    else std::printf("outcome: %c (%s)\n", outcome_char(a.outcome),
                     a.outcome == Outcome::P ? "the previous player wins" : "the next player wins");
    std::printf("why: %s\n", a.reason.c_str());
    if (!a.misere_form.empty()) std::printf("misere canonical form: %s\n", a.misere_form.c_str());
    std::printf("winning moves: %zu\n", a.winning_moves.size());
    for (const auto& w : a.winning_moves) std::printf("  %s  (leaves %s)\n", w.label.c_str(), w.to.c_str());
    if (a.outcome_class.empty()) return;
    std::printf("moves that hold a draw: %zu\n", a.drawing_moves.size());
    for (const auto& w : a.drawing_moves) std::printf("  %s  (leaves %s)\n", w.label.c_str(), w.to.c_str());
}

// Runs the explorer model's search as the page would (run_search: the default work, progress).
octal::PeriodSearch::Status run_explorer(app::Explorer& x, const Options& o) {
    return run_search(
        x.search(),
        [&](std::uint64_t work) {
            x.step(work);
            return x.search().status();
        },
        o);
}

// An explorer link (game=octal): the search the page runs for it - up to the link's n values (the
// page's default 1000 without one), stopping at a proved period - and G(0..n-1) when the link has
// n. Exit status 1 if the default work ran out before the page would have stopped.
// `x` is the page's model opened for the link (app::answer_link).
int explore(app::Explorer& x, const app::State& s, bool has_n, const Options& o) {
    const auto status = run_explorer(x, o);
    if (status == octal::PeriodSearch::Status::OutOfMemory) return fail(x.memory_message());
    const bool stopped = status == octal::PeriodSearch::Status::Running;
    const std::uint64_t n = x.target();
    const std::optional<std::uint64_t> listed = has_n && app::values_known(x, n) ? std::optional(n) : std::nullopt;
    const std::string code = octal::format_code(x.rules());
    if (o.json) {
        print_json([&](JsonOut& w) { app::write_explorer(w, x, stopped, listed, values_field(x.search(), n)); });
    } else {
        std::printf("%s\n", describe_rules(x.rules()).c_str());
        if (const auto& q = x.periodicity()) print_proof(*q);
        else if (const auto& note = x.family_note()) print_family_note(*note);
        else {
            print_observed(x.sequence());
            if (!stopped)
                std::printf("no period proved within n = %llu values, where the page stops (grundylab octal '%s' period looks further)\n",
                            static_cast<unsigned long long>(n), code.c_str());
        }
        if (listed) print_values(x.search(), n, app::table_width(s, x));
    }
    if (!stopped) return 0;
    std::fprintf(stderr,
                 "grundylab: the link's n = %llu needs more than the default work, %s: G(0..%llu) computed, no period proved yet.\n"
                 "  grundylab octal '%s' seq %llu --limit=%llu computes without that budget (progress is shown here).\n",
                 static_cast<unsigned long long>(n), kDefaultWorkWords, static_cast<unsigned long long>(x.computed() - 1), code.c_str(),
                 static_cast<unsigned long long>(n), static_cast<unsigned long long>(n));
    return 1;
}

// A link's problem as `analyze` says it: the query's own by character ("query, character 12"),
// a key's by its name ("pos, character 3").
Error analyze_error(Error e) {
    if (e.where == "link") e.where = "query";
    return e;
}

// analyze's own checks of a play screen's query, before the page's reader: an unknown key or a
// play= that does not apply is refused in analyze's words (the page would ignore it and say so).
std::optional<Error> check_analyze_query(std::string_view query, const ParsedLink& link) {
    if (!link.errors.empty()) return link_error(in_characters(link.errors.front(), query));
    const LinkParam* game = link.find("game");
    const std::string id = game ? game->value : std::string(game_entries().front().meta().id);
    const GameEntry* entry = find_game(id);
    if (!entry) return make_ruleset(id).error(); // unknown game 'chess' (known games: ...)
    if (!entry->is_ruleset()) return std::nullopt; // the calculator's and the explorer's keys: the page's reader
    const GameMeta& meta = entry->meta();
    const auto keys = app::play_link_keys(); // the page's own list: a link that opens there is read here
    for (const LinkParam& p : link.params)
        if (p.key != meta.rules_key && !(meta.variant_in_rules && p.key == "variant") && std::find(keys.begin(), keys.end(), p.key) == keys.end())
            return Error{"query", Error::kWhole, "unknown key " + echo(p.key) + " (analyze reads game, rules, pos and play)"};
    // play=misere where the rules refuse it is the state's error ("... normal play only"): a board's
    // impartial variant (variant=impartial) takes it.
    return std::nullopt;
}

// What analyze, link and export ask of a link besides it (app::answer_link): --misere and --budget,
// named in the CLI's words.
app::AnswerRequest request_of(const Options& o) {
    app::AnswerRequest r;
    if (o.misere) r.misere = true;
    r.field = r.quoted = "--misere";
    r.misere_view = "grundylab misere CODE";
    if (o.budget_given) r.budget = static_cast<std::size_t>(o.budget);
    r.budget_field = "--budget";
    return r;
}

// A long analysis (a partizan board past its canonical form) shows its progress on stderr after
// two seconds, as a line a second.
std::function<void(std::size_t, std::size_t)> progress_lines() {
    const auto started = std::chrono::steady_clock::now();
    return [started, last = started](std::size_t spent, std::size_t total) mutable {
        const auto now = std::chrono::steady_clock::now();
        if (now - started < std::chrono::seconds(2) || now - last < std::chrono::seconds(1)) return;
        last = now;
        // `total` is the ruleset's: twice the budget where the outcome search is stepped after the form's.
        const double share = total ? std::min(1.0, static_cast<double>(spent) / static_cast<double>(total)) : 1.0;
        std::fprintf(stderr, "analysing: %.0f%% of the budget (%s steps)\n", 100.0 * share, thousands(total).c_str());
    };
}

// analyze QUERY and link QUERY: a link read as the page reads it (app::state_from_link) and
// answered as its screen shows it (app::answer_link, as E.analyze answers): a position's analysis,
// the calculator's answer (that of `cgt EXPR`, with `cgt EXPR --vs VS`'s comparison when the link
// has vs), the explorer's search.
// `analyze` first checks a play screen's query in its own words and names the problems as the
// query has them ("pos, character 3"); `link` names them as the page's reader does ("link: pos,
// character 3") and prints the link the page writes back before the answer - but a Nim link, as
// ever, prints what `grundylab nim HEAPS` prints. Their --json is the same (but for Nim links).
int answer_link(std::string_view query, const Options& o, bool link_verb) {
    const app::LinkLoad load = app::state_from_link(query);
    if (!link_verb)
        if (auto e = check_analyze_query(query, load.link)) return fail(*e);
    auto said = [&](const Error& e) { return link_verb ? link_error(e) : analyze_error(e); };
    for (std::size_t i = 1; i < load.errors.size(); ++i) std::fprintf(stderr, "grundylab: %s\n", said(load.errors[i]).describe().c_str());
    if (!load.errors.empty()) return fail(said(load.errors.front()));
    const app::State& s = load.state;
    app::AnswerRequest request = request_of(o);
    // `link`'s first answer, kept as tests and outside checks read it: a Nim link is printed the way
    // `grundylab nim HEAPS` prints (heaps in binary, moves as heap: from -> to).
    if (const GameEntry* g = find_game(s.game);
        link_verb && app::screen_of(s) == app::Screen::Play && g && g->meta().view == GameMeta::View::Heaps) {
        const auto play = app::play_asked(load, request);
        if (!play) return fail(play.error());
        auto heaps = app::parse_position(s.pos);
        if (!heaps) return fail(link_error(heaps.error()));
        print_nim(nim::analyse(heaps.value(), play.value()), o.json);
        return 0;
    }
    request.progress = progress_lines();
    const app::LinkAnswer a = app::answer_link(load, request);
    using Stop = app::LinkAnswer::Stop;
    if (a.stop == Stop::Open) return fail(said(a.error)); // the link's keys (expr, vs, rules, n), named as its problems
    if (a.stop == Stop::Analysis && a.error.where == "pos") return fail(in_characters(a.error, s.pos));
    if (!a.ok()) return fail(a.error);
    // `link`'s text opens with the link the page writes back for this state.
    if (link_verb && !o.json) std::printf("link: %s\n", app::link_from_state(s).c_str());
    switch (a.screen) {
    case app::Screen::Calculator:
        if (o.json) print_json([&](JsonOut& w) { app::write_calculator(w, *a.calculator); });
        else {
            print_calc(*a.calculator->calc());
            if (const cgt::Comparison* k = a.calculator->comparison()) print_comparison(*k);
        }
        return 0;
    case app::Screen::Explorer: return explore(*a.explorer, s, a.lists_values, o);
    case app::Screen::Play: break;
    }
    if (o.json) print_json([&](JsonOut& w) { write_analysis(w, *a.analysis); });
    else print_analysis(*a.analysis, a.play);
    return 0;
}

// export QUERY --svg|--tikz|--latex|--text [-o FILE]: what the link opens, for lecture notes
// (app/picture_export.h): a play screen's board as SVG or TikZ, its analysis as LaTeX or as the
// text analyze prints; a calculator link's thermograph or result. The query is checked as
// analyze checks it, and its problems are named the same way.
int export_link(const std::vector<std::string_view>& rest, const Options& o) {
    std::vector<std::string_view> queries;
    std::optional<std::string> file;
    for (std::size_t i = 1; i < rest.size(); ++i) {
        if (rest[i] != "-o") queries.push_back(rest[i]);
        else if (i + 1 < rest.size()) file = std::string(rest[++i]);
        else return fail("-o needs a file name, e.g. grundylab export 'game=nim&pos=3,5,7' --svg -o nim.svg");
    }
    if (queries.size() != 1) return fail("export needs exactly one query, e.g. grundylab export 'game=nim&pos=3,5,7' --tikz");
    if (o.formats.size() != 1)
        return fail("export needs exactly one of --svg, --tikz (the board; a calculator link's thermograph, or its game tree with --tree; an explorer link's plot), --latex, --text (the analysis, or an explorer link's table)");
    const std::string_view query = queries.front();
    const app::LinkLoad load = app::state_from_link(query);
    if (auto e = check_analyze_query(query, load.link)) return fail(*e);
    for (std::size_t i = 1; i < load.errors.size(); ++i) std::fprintf(stderr, "grundylab: %s\n", analyze_error(load.errors[i]).describe().c_str());
    if (!load.errors.empty()) return fail(analyze_error(load.errors.front()));
    const app::State& s = load.state;
    app::AnswerRequest request = request_of(o);
    request.misere_off_play = "--misere applies to a play screen's link only";
    const auto play = app::play_asked(load, request);
    if (!play) return fail(play.error());
    Result<std::string> text = Error{};
    if (app::screen_of(s) == app::Screen::Explorer) {
        if (o.tree) return fail(Error{"--tree", Error::kWhole, "a game tree is drawn for a calculator link (game=cgt), as --svg or --tikz"});
        app::Explorer x;
        if (auto opened = app::open_explorer(x, s); !opened) return fail(analyze_error(opened.error()));
        if (run_explorer(x, o) == octal::PeriodSearch::Status::OutOfMemory) return fail(x.memory_message());
        text = app::export_explorer(x, s, o.formats.front());
    } else {
        text = app::export_state(s, play.value(), o.formats.front(), o.tree ? app::Figure::Tree : app::Figure::Default);
    }
    if (!text) return fail(text.error().where == "pos" ? in_characters(text.error(), s.pos) : text.error());
    if (!file) {
        std::fputs(text.value().c_str(), stdout);
        return 0;
    }
    std::FILE* f = std::fopen(file->c_str(), "wb");
    bool written = f && std::fwrite(text.value().data(), 1, text.value().size(), f) == text.value().size();
    if (f) written = std::fclose(f) == 0 && written;
    return written ? 0 : fail(Error{"-o", Error::kWhole, "could not write " + echo(*file)});
}

// A writer that keeps one field's text from what a write_* function writes (for text output).
struct FieldOf {
    std::string_view name;
    std::string text;
    void str(std::string_view n, std::string_view v) {
        if (n == name) text = v;
    }
    void num(std::string_view, std::uint64_t) {}
    void boolean(std::string_view, bool) {}
    void null(std::string_view) {}
    void begin_array(std::string_view) {}
    void end_array() {}
    void begin_object(std::string_view) {}
    void end_object() {}
};

int list_games(const Options& o) {
    if (o.json) {
        JsonOut w;
        w.begin_array("");
        for (const GameEntry& g : game_entries()) {
            w.begin_object("");
            write_meta(w, g.meta());
            w.boolean("ruleset", g.is_ruleset());
            w.end_object();
        }
        w.end_array();
        return 0;
    }
    for (const GameEntry& g : game_entries()) {
        const GameMeta& m = g.meta();
        std::printf("%-12s %s\n", std::string(m.id).c_str(), std::string(m.title).c_str());
        std::printf("             %s\n", std::string(m.rules).c_str());
        std::printf("             pos: %s\n", std::string(m.grammar).c_str());
        if (!m.rules_key_grammar.empty())
            std::printf("             rules: %s (default %s)\n", std::string(m.rules_key_grammar).c_str(),
                        std::string(m.rules_default).c_str());
        FieldOf link{"link", {}}; // the example link, as write_meta builds it
        write_meta(link, m);
        std::printf("             link: %s\n", link.text.c_str());
        std::printf("             from: %s\n", std::string(m.source).c_str());
    }
    return 0;
}

//-----------------------------------------------------------------------------
// [SECTION] Commands
//-----------------------------------------------------------------------------

// grundylab octal|subtraction RULES seq|counts|period|pos ...
int heap_rules_command(const std::vector<std::string_view>& rest, const Options& o) {
    const std::string_view cmd = rest[0];
    if (rest.size() < 3) return fail(std::string(cmd) + " needs rules and a command, e.g. grundylab octal 0.07 period");
    auto rules = cmd == "octal" ? octal::parse_heap_rules(rest[1], "code") : octal::parse_subtraction(rest[1]);
    if (!rules) return fail(in_characters(rules.error(), rest[1]));
    const std::vector<std::string_view> args(rest.begin() + 3, rest.end());
    if (rest[2] == "seq") return octal_seq(rules.value(), args, o);
    if (rest[2] == "counts") return octal_counts(rules.value(), args, o);
    if (rest[2] == "period") return octal_period(rules.value(), args, o);
    if (rest[2] == "pos" && o.misere) return octal_pos_misere(rules.value(), args, o);
    if (rest[2] == "pos" && o.work)
        return fail(Error{"--work", Error::kWhole, "--work bounds the misère quotient's search (pos --misere); normal play's values go further with --limit=N"});
    if (rest[2] == "pos") return octal_pos(rules.value(), args, o);
    return fail("unknown " + std::string(cmd) + " command '" + std::string(rest[2]) + "' (known: seq, counts, period, pos)");
}

// The command rest[0] run on the rest of the words.
int run_command(const std::vector<std::string_view>& rest, const Options& o) {
    const std::string_view cmd = rest[0];
    if (cmd == "nim") {
        auto heaps = heaps_from_args(rest, 1, UINT64_MAX);
        if (!heaps) return fail(heaps.error());
        print_nim(nim::analyse(heaps.value(), o.misere ? Play::Misere : Play::Normal), o.json);
        return 0;
    }
    if (cmd == "analyze" || cmd == "analyse") {
        if (rest.size() != 2) return fail("analyze needs exactly one query, e.g. grundylab analyze 'game=nim&pos=13,12,8'");
        return answer_link(rest[1], o, false);
    }
    if (cmd == "games") return list_games(o);
    if (cmd == "scan") return scan_command(std::vector<std::string_view>(rest.begin() + 1, rest.end()), o);
    if (cmd == "export") return export_link(rest, o);
    if (cmd == "cgt") {
        if (rest.size() != 2)
            return fail("cgt needs one expression (quote it), e.g. grundylab cgt '{0,*|1}' or grundylab cgt '^' --vs '*'");
        return o.has_vs ? cgt_compare(rest[1], o.vs, o) : cgt_calc(rest[1], o);
    }
    if (o.has_vs) return fail("--vs is an option of grundylab cgt");
    if (cmd == "link") {
        if (rest.size() != 2) return fail("link needs exactly one query, e.g. grundylab link '?game=nim&pos=3,5,7'");
        return answer_link(rest[1], o, true);
    }
    if (cmd == "misere") {
        if (rest.size() != 2) return fail("misere needs one heap game, e.g. grundylab misere 0.77 --max-heap 30");
        // A subtraction set as `subtraction SET` takes it (1,3,4), as well as in braces ({1,3,4}):
        // no code has a comma before its '.' (issue 41: `misere 1,3,4` was refused).
        const std::string_view text = rest[1];
        const bool set = text.find(',') != std::string_view::npos && text.find('.') == std::string_view::npos &&
                         text.find('{') == std::string_view::npos;
        auto rules = set ? octal::parse_subtraction(text) : octal::parse_heap_rules(text, "code");
        if (!rules) return fail(in_characters(rules.error(), rest[1]));
        return misere_quotient_cmd(rules.value(), o);
    }
    if (cmd == "octal" || cmd == "subtraction") return heap_rules_command(rest, o);
    std::fputs(kUsage, stderr);
    return fail("unknown command '" + std::string(cmd) + "'");
}

} // namespace

int main(int argc, char** argv) {
    // A file past the size limit (ulimit -f) is then a refused write, said and saved like a full
    // disk, not a kill that loses the run.
    std::signal(SIGXFSZ, SIG_IGN);
    Options o;
    o.threads = std::max(1u, std::thread::hardware_concurrency());
    for (int i = 1; i < argc; ++i)
        if (std::string_view(argv[i]) == "--json") g_json = true;
    std::vector<std::string_view> rest;
    CommandLine line(kUsage);
    if (const auto exit = line.read(argc, argv, o, rest)) return *exit;
    if (rest.empty() || rest[0] == "help" || rest[0] == "--help" || rest[0] == "-h") {
        std::fputs(kUsage, rest.empty() ? stderr : stdout);
        if (rest.empty() && g_json) std::printf("%s\n", error_json(Error{"command", Error::kWhole, "no command given (grundylab --help lists them)"}).c_str());
        return rest.empty() ? 2 : 0;
    }
    if (const int bad = line.check_verb_options(o, rest)) return bad;
    if (o.csv && o.json) return fail(Error{"options", Error::kWhole, "--csv and --json ask for two forms of one answer: give one of them"});
    if (o.on_disk && o.checkpoint.empty() && rest[0] != "scan")
        return fail(Error{"options", Error::kWhole, "--on-disk needs --checkpoint FILE: the values are kept in FILE.values1 (FILE.values2 "
                                                     "or FILE.values4 once they pass 255 or 65535)"});
    const std::string_view cmd = rest[0];
    const bool own_tables = cmd == "misere" || cmd == "analyze" || cmd == "analyse" || cmd == "link" || cmd == "cgt" ||
                            ((cmd == "octal" || cmd == "subtraction") && rest.size() > 2 && rest[2] == "pos");
    if (own_tables) bound_memory(o.memory == UINT64_MAX ? kDefaultMemory : o.memory);
    // analyze and link with --memory: Clobber's and Domineering's position searches get a table of
    // half of it (at most; a power of two), not the page's 64 MB, so that a long search (--budget)
    // keeps more of what it found. (A run that searches both, a sum of the two boards, would fill
    // the bound and be told so.)
    if ((cmd == "analyze" || cmd == "analyse" || cmd == "link") && o.memory != UINT64_MAX && o.memory >= 2) {
        clobber::reset_solver(static_cast<std::size_t>(std::min<std::uint64_t>(o.memory / 2, SIZE_MAX)));
        domineering::reset_solver(static_cast<std::size_t>(std::min<std::uint64_t>(o.memory / 2, SIZE_MAX)));
    }
    try {
        return run_command(rest, o);
    } catch (const std::bad_alloc&) { // past the bound, or past ulimit -v: an answer, not an abort
        return out_of_memory();
    }
}
