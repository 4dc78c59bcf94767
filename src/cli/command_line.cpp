// command_line.cpp - see command_line.h.
//
// The grammar of the line (as before CLI11 read it; its words are read by tests and outside checks):
//   - a word of more than two characters that starts with "--" is an option, "--name" or
//     "--name=VALUE". An option with a value takes it after '=' or as the next word, whatever that
//     word is (one that starts with "--" is refused: it is another option, issue 41); but
//     --width=W and --limit=N take it after '=' only, and --vs H as the next word only;
//   - "-h" is --help. Every other word is a word: "-^", "-1/2" and "-3" are games, "-o FILE" is
//     export's (export reads it), "--" and "++" are words too;
//   - options stand anywhere (before the verb, among its words, after them), and the words keep
//     their order: the first is the verb, and the third is octal's and subtraction's command;
//   - the reading stops at the first unknown option, bad value, --help, -h or --version.
//
// CLI11 reads the line with an app that declares every option, and a subcommand for each verb
// that declares the options the verb takes. A verb hands an option it does not declare up to the
// app (fallthrough), so every option is read, and its value checked, wherever it stands; the verb
// refuses it afterwards, listing its own options (check_verb_options). Each option's callback runs
// as CLI11 meets the option (trigger_on_parse), so the first problem of the line is the one said.
// Where CLI11 would read the line otherwise, the grammar above is kept:
//   - CLI11 reads "-x" as a short option, "--" as the end of the options and "++" as the end of a
//     subcommand. No short option is declared, so "-x" stays a word; "--" and "++" are handed to
//     CLI11 as "-", which it takes for a word too.
//   - CLI11 takes "--json=1" for the flag, "--width 3", "--vs=x", and "--to= 5" as "--to 5". Each
//     callback finds in the line the words its option took (CLI11 has read all but `left`), reads
//     them by the grammar, and gives back to CLI11 a word it took that is not the option's.
//   - CLI11 sorts the words into subcommands and extras, and takes a verb's name anywhere in the
//     line. The words here are those no option took, in the line's order, and the verb is the
//     first of them, whatever CLI11 made of it (`grundylab 3 nim`: the unknown command '3';
//     `octal -x 0.07 seq`: the rules '-x'). The words are read by each verb's own code.
//
// Index:
//   [SECTION] Values    each option's value, checked in this program's words
//   [SECTION] Options   every option once: its form and its value's check
//   [SECTION] Verbs     the CLI11 app: a subcommand a verb, with the options it takes
//   [SECTION] Reading   the line read, and a verb's refusal of an option
#include "cli/command_line.h"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <initializer_list>
#include <map>
#include <string>

#include "app/link_answer.h"
#include "core/text.h"
#include "octal/octal_sequence.h"

namespace gl::cli {

namespace {

//-----------------------------------------------------------------------------
// [SECTION] Values
//-----------------------------------------------------------------------------

// The value given to an option: the next word, or the text after '='; none when the line ends
// after the option.
using Value = std::optional<std::string_view>;
// A value's problem, if it has one.
using Problem = std::optional<Error>;

constexpr std::uint64_t kMaxQuotientHeap = 100'000; // misere --max-heap

Error command_error(std::string message) { return Error{"command", Error::kWhole, std::move(message)}; }

// A whole number 1..max given to the option `name` ("--width, character 1: 0 is too small: ...").
Problem read_number(Value value, std::string_view name, std::uint64_t max, std::uint64_t& into) {
    const std::string_view text = value.value_or("");
    auto v = parse_uint(text, name, 1, max);
    if (!v) return in_characters(v.error(), text);
    into = v.value();
    return std::nullopt;
}

// --memory SIZE: bytes, or a number with K, M, G or T (powers of 1024; "16G", "512M", "1.5G"
// is refused: whole numbers only), an optional B or iB after it.
Problem read_memory(std::string_view text, Options& o) {
    const auto bad = [&](std::size_t at, const std::string& why) {
        return Error{"--memory", at, why + " (--memory SIZE: bytes, or a whole number with K, M, G or T, e.g. --memory 16G)"};
    };
    std::size_t i = 0;
    std::uint64_t n = 0;
    for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i) {
        if (n > (std::uint64_t{1} << 50)) return bad(Error::kWhole, "'" + std::string(text) + "' is too large");
        n = n * 10 + static_cast<std::uint64_t>(text[i] - '0');
    }
    if (i == 0) return bad(0, text.empty() ? "needs a size" : "'" + std::string(1, text[0]) + "' is not a digit");
    unsigned shift = 0;
    if (i < text.size()) {
        const char c = static_cast<char>(text[i] & ~0x20); // upper case
        shift = c == 'K' ? 10 : c == 'M' ? 20 : c == 'G' ? 30 : c == 'T' ? 40 : 0;
        const std::size_t at = i + (shift ? 1 : 0);
        const std::string_view rest = text.substr(at);
        // 16G, 16GB, 16GiB (all 16·2^30 bytes), 512B; a lower-case b is bits, and iB needs a K, M, G or T.
        if (rest == "b" || rest == "ib")
            return bad(at + rest.size() - 1, "'b' is bits: the size is in bytes (e.g. 16G, 16GB or 16GiB)");
        if (!rest.empty() && rest != "B" && !(shift && rest == "iB"))
            return bad(at, "'" + std::string(rest) + "' is not a unit: K, M, G or T");
    }
    if (n == 0) return bad(0, "a run needs some memory: give more than 0");
    if (n > (std::uint64_t{1} << (50 - shift))) return bad(Error::kWhole, "'" + std::string(text) + "' is too large (at most 1024T)");
    o.memory = n << shift;
    return std::nullopt;
}

// --job I/K: the I-th of K shares, 0 <= I < K.
Problem read_job(std::string_view text, Options& o) {
    const std::size_t slash = text.find('/');
    const auto bad = [&](std::size_t at, const std::string& why) {
        return Error{"--job", at, why + " (--job I/K takes the I-th of K shares, 0 <= I < K, e.g. --job 3/8)"};
    };
    if (slash == std::string_view::npos) return bad(Error::kWhole, "'" + std::string(text) + "' has no '/'");
    auto k = parse_uint(text.substr(slash + 1), "K", 1, 1'000'000);
    if (!k) return bad(slash + 1, k.error().message);
    auto i = parse_uint(text.substr(0, slash), "I", 0, k.value() - 1);
    if (!i) return bad(0, i.error().message);
    o.job = i.value(), o.jobs = k.value();
    return std::nullopt;
}

// A flag, and an export's form (--svg, --tikz, --latex, --text).
template <bool Options::*Flag>
Problem set_flag(Value, Options& o) {
    o.*Flag = true;
    return {};
}
template <app::ExportFormat Format>
Problem add_format(Value, Options& o) {
    o.formats.push_back(Format);
    return {};
}

// A file or folder named by an option: any text but none.
Problem read_path(Value value, std::string& into, const char* missing) {
    if (value.value_or("").empty()) return command_error(missing);
    into = std::string(*value);
    return std::nullopt;
}

//-----------------------------------------------------------------------------
// [SECTION] Options
//-----------------------------------------------------------------------------

// What an option takes after its name.
enum class Takes {
    Nothing,     // a flag: "--json" ("--json=1" is an unknown option)
    Value,       // "--to N" or "--to=N"
    AfterEquals, // "--width=W" only ("--width" is an unknown option)
    NextWord,    // "--vs H" only ("--vs=H" is an unknown option)
};

struct OptionSpec {
    std::string_view name; // "--max-heap"
    Takes takes;
    std::string_view what; // its value in the usage, "N" in "--max-heap N" (said when the value is another option)
    Problem (*read)(Value, Options&); // none for --help and --version, which end the reading
};

// Every option once, in the order the unknown-option message names them.
const OptionSpec kOptions[] = {
    {"--json", Takes::Nothing, "", set_flag<&Options::json>},
    {"--misere", Takes::Nothing, "", set_flag<&Options::misere>},
    {"--csv", Takes::Nothing, "", set_flag<&Options::csv>},
    {"--naive", Takes::Nothing, "", set_flag<&Options::naive>},
    {"--width", Takes::AfterEquals, "W", [](Value v, Options& o) { return read_number(v, "--width", 1000, o.width); }},
    {"--limit", Takes::AfterEquals, "N",
     [](Value v, Options& o) {
         o.limit_given = true; // no default work: compute up to N values, however long it takes
         return read_number(v, "--limit", octal::Sequence::kMaxSize, o.limit);
     }},
    {"--max-heap", Takes::Value, "N", [](Value v, Options& o) { return read_number(v, "--max-heap", kMaxQuotientHeap, o.max_heap); }},
    {"--vs", Takes::NextWord, "H",
     [](Value v, Options& o) -> Problem {
         if (!v) return command_error("--vs needs a game to compare with, e.g. grundylab cgt '^' --vs '*'");
         o.vs = std::string(*v);
         o.has_vs = true;
         return {};
     }},
    {"--svg", Takes::Nothing, "", add_format<app::ExportFormat::Svg>},
    {"--tikz", Takes::Nothing, "", add_format<app::ExportFormat::Tikz>},
    {"--latex", Takes::Nothing, "", add_format<app::ExportFormat::Latex>},
    {"--text", Takes::Nothing, "", add_format<app::ExportFormat::Text>},
    {"--checkpoint", Takes::Value, "FILE",
     [](Value v, Options& o) { return read_path(v, o.checkpoint, "--checkpoint needs a file, e.g. --checkpoint 0.161.checkpoint"); }},
    {"--checkpoint-every", Takes::Value, "S",
     [](Value v, Options& o) { return read_number(v, "--checkpoint-every", 366 * 86400, o.checkpoint_every); }},
    {"--counts-dir", Takes::Value, "DIR",
     [](Value v, Options& o) { return read_path(v, o.counts_dir, "--counts-dir needs a folder, e.g. --counts-dir counts"); }},
    {"--memory", Takes::Value, "SIZE", [](Value v, Options& o) { return read_memory(v.value_or(""), o); }},
    {"--work", Takes::Value, "N", [](Value v, Options& o) { return read_number(v, "--work", UINT64_MAX, o.work); }},
    {"--budget", Takes::Value, "N",
     [](Value v, Options& o) -> Problem {
         auto n = app::budget_from_text(v.value_or(""), "--budget", app::kMaxCliBudget); // E.analyze's {budget}: the same check
         if (!n) return n.error();
         o.budget = n.value();
         o.budget_given = true;
         return {};
     }},
    {"--on-disk", Takes::Nothing, "", set_flag<&Options::on_disk>},
    {"--to", Takes::Value, "N", [](Value v, Options& o) { return read_number(v, "--to", octal::Sequence::kMaxSize, o.to); }},
    {"--dir", Takes::Value, "DIR", [](Value v, Options& o) { return read_path(v, o.dir, "--dir needs a folder, e.g. --dir scan"); }},
    {"--job", Takes::Value, "I/K", [](Value v, Options& o) { return read_job(v.value_or(""), o); }},
    {"--threads", Takes::Value, "N", [](Value v, Options& o) { return read_number(v, "--threads", 256, o.threads); }},
    {"--unsolved", Takes::Nothing, "", set_flag<&Options::unsolved>},
    {"--merge", Takes::Nothing, "", set_flag<&Options::merge>},
    {"--tree", Takes::Nothing, "", set_flag<&Options::tree>},
    {"--help", Takes::Nothing, "", nullptr},
    {"--version", Takes::Nothing, "", nullptr},
};

const OptionSpec* find_option(std::string_view name) {
    for (const OptionSpec& s : kOptions)
        if (s.name == name) return &s;
    return nullptr;
}

// An option's word of more than two characters that starts with "--" (so "--" alone is a word).
bool option_word(std::string_view word) { return word.size() > 2 && word.substr(0, 2) == "--"; }

// An option as the usage writes it: "--width=W", "--to N" (--vs's game is its own).
std::string usage_form(const OptionSpec& s) {
    if (s.takes == Takes::Value) return std::string(s.name) + " " + std::string(s.what);
    if (s.takes == Takes::AfterEquals) return std::string(s.name) + "=" + std::string(s.what);
    return std::string(s.name);
}

// Names every option.
Error unknown_option(std::string_view word) {
    std::string known;
    for (const OptionSpec& s : kOptions) known += (known.empty() ? "" : " ") + usage_form(s);
    return command_error("unknown option '" + std::string(word) + "' (known: " + known + ")");
}

// An option's value that starts with "--" is another option, not the value: `--counts-dir --json`
// would make a folder named "--json" (issue 41).
Error option_as_value(const OptionSpec& spec, std::string_view value) {
    const std::string name(spec.name);
    return Error{name, Error::kWhole,
                 echo(value) + " is an option, not the value of " + name + ": give the value right after it (" + name + " " +
                     std::string(spec.what) + ")"};
}

} // namespace

// The CLI11 app and the line being read.
struct CommandLine::Reader {
    // What the run answers where the reading ends: a problem's message (exit status 2), or the
    // text of --help or --version (0).
    using Answer = std::function<int()>;
    // The reading ends at the line's word `word`: thrown from an option's callback through CLI11's
    // parse, which it stops there.
    struct Stop {
        std::size_t word;
        Answer answer;
    };

    const char* usage;
    CLI::App app{"", "grundylab"};
    std::map<const CLI::App*, std::string_view> misere_why; // why a verb refuses --misere (said in the refusal)

    Options* o = nullptr;
    std::vector<std::string> words; // argv[1..]
    std::vector<std::string> left;  // the words CLI11 has still to read, in its order (the next one last)
    std::vector<bool> taken;        // the words an option took: its own, and its value given as the next word

    explicit Reader(const char* usage_text);
    std::string verb_help(std::string_view verb) const;
    CLI::App* verb(CLI::App& parent, const char* name, std::initializer_list<std::string_view> options,
                   std::string_view why_not_misere = {});
    void declare(CLI::App& on, const OptionSpec& spec);

    static std::string for_cli11(const std::string& word);
    Answer help() const;
    std::optional<Answer> read_option(const OptionSpec& spec, std::string_view word, bool equals, Value value);
    void took(const OptionSpec& spec, const CLI::results_t& results);
    std::optional<Stop> missing_value(std::size_t at);
};

//-----------------------------------------------------------------------------
// [SECTION] Verbs
//-----------------------------------------------------------------------------

CommandLine::Reader::Reader(const char* usage_text) : usage(usage_text) {
    app.set_help_flag();          // no CLI11 help: --help is declared below, and prints the usage
    app.allow_extras();           // the words: those no option took (read())
    app.fallthrough();            // a verb hands an option it does not take up to the app...
    app.require_subcommand(0, 1); // ...and a word after the verb that names a verb is a word
    // (The verbs inherit these four.) Each verb's options, in the order its refusal lists them.
    verb(app, "nim", {"--json", "--misere"});
    verb(app, "analyze", {"--json", "--misere", "--memory", "--budget"})->alias("analyse");
    verb(app, "link", {"--json", "--misere", "--memory", "--budget"});
    verb(app, "games", {"--json"});
    verb(app, "cgt", {"--json", "--vs", "--memory"});
    for (const char* heap_rules : {"octal", "subtraction"}) { // RULES, then one of these commands
        CLI::App* rules = verb(app, heap_rules, {});
        verb(*rules, "seq",
             {"--json", "--csv", "--naive", "--width", "--limit", "--checkpoint", "--checkpoint-every", "--counts-dir", "--memory", "--on-disk"},
             "it computes normal-play values");
        verb(*rules, "counts", {"--json", "--naive", "--limit", "--checkpoint", "--checkpoint-every", "--counts-dir", "--memory", "--on-disk"},
             "it counts normal-play values");
        verb(*rules, "period", {"--json", "--naive", "--limit", "--checkpoint", "--checkpoint-every", "--counts-dir", "--memory", "--on-disk"},
             "it computes normal-play values");
        verb(*rules, "pos", {"--json", "--limit", "--misere", "--memory", "--work"});
    }
    verb(app, "misere", {"--json", "--max-heap", "--memory", "--work"});
    verb(app, "scan", {"--json", "--to", "--dir", "--job", "--threads", "--unsolved", "--merge", "--checkpoint-every", "--memory", "--on-disk"});
    verb(app, "export", {"--svg", "--tikz", "--latex", "--text", "--misere", "--tree"});
    // The app reads every option: one given before the verb, or one its verb does not take.
    for (const OptionSpec& spec : kOptions) declare(app, spec);
}

// A verb (or a command of octal and subtraction) and the options it takes.
CLI::App* CommandLine::Reader::verb(CLI::App& parent, const char* name, std::initializer_list<std::string_view> options,
                                    std::string_view why_not_misere) {
    CLI::App* v = parent.add_subcommand(name);
    for (std::string_view option : options) declare(*v, *find_option(option));
    if (!why_not_misere.empty()) misere_why[v] = why_not_misere;
    return v;
}

// The option `spec` on the app or a verb: CLI11 takes its name and one word (a flag, none), and
// took() reads them as CLI11 meets them.
void CommandLine::Reader::declare(CLI::App& on, const OptionSpec& spec) {
    CLI::Option* option = on.add_option(std::string(spec.name), [this, &spec](const CLI::results_t& results) {
        took(spec, results);
        return true;
    });
    option->expected(spec.takes == Takes::Nothing ? 0 : 1);
    option->multi_option_policy(CLI::MultiOptionPolicy::TakeAll); // each time it is given is read: the last value stays
    option->trigger_on_parse();
}

//-----------------------------------------------------------------------------
// [SECTION] Reading
//-----------------------------------------------------------------------------

// A word as CLI11 is given it: to CLI11, "--" ends the options and "++" a subcommand; "-" is a word.
std::string CommandLine::Reader::for_cli11(const std::string& word) { return word == "--" || word == "++" ? "-" : word; }

// --help or -h: the usage; after a verb (grundylab octal --help), the usage's lines of that verb
// (its forms, their notes and its examples) and every option it takes.
CommandLine::Reader::Answer CommandLine::Reader::help() const {
    std::string text = usage;
    for (std::size_t i = 0; i < words.size(); ++i) {
        const std::string& w = words[i];
        if (taken[i] || w == "-h" || option_word(w)) continue; // an option's value ("--memory 1G") is no verb
        if (const std::string own = verb_help(w); !own.empty()) text = own;
        break; // the verb is the first word
    }
    return [text] {
        std::fputs(text.c_str(), stdout);
        return 0;
    };
}

// The usage of one verb ("" for a word that is no verb): the blocks of the usage whose first line
// is "  grundylab VERB ..." (subtraction's says "the same" as octal's: both), each with the lines
// under it, the examples of the verb, and its options from its subcommands (octal's commands').
std::string CommandLine::Reader::verb_help(std::string_view word) const {
    const CLI::App* verb = nullptr;
    for (const CLI::App* s : app.get_subcommands([](const CLI::App*) { return true; }))
        if (s->check_name(std::string(word))) verb = s;
    if (!verb) return "";
    const std::string name = verb->get_name();
    std::vector<std::string> heads{"  grundylab " + name + " "};
    if (name == "subtraction") heads.push_back("  grundylab octal ");
    const auto starts = [](const std::string& line, const std::string& head) { return line.compare(0, head.size(), head) == 0; };
    std::string out = "usage:\n", examples;
    bool in_block = false, in_examples = false;
    std::string line;
    for (const char* c = usage; *c; ++c) {
        if (*c != '\n') {
            line += *c;
            continue;
        }
        bool own = false;
        for (const std::string& h : heads) own = own || starts(line, h) || line == h.substr(0, h.size() - 1);
        if (line == "examples:") in_examples = true, in_block = false;
        else if (in_examples && own) examples += line + "\n";
        else if (!in_examples && starts(line, "  grundylab ")) in_block = own;
        else if (!starts(line, "  ")) in_block = false;
        if (in_block) out += line + "\n";
        line.clear();
    }
    std::vector<std::string> options;
    std::vector<const CLI::App*> apps{verb};
    for (const CLI::App* c : verb->get_subcommands([](const CLI::App*) { return true; })) apps.push_back(c);
    for (const OptionSpec& s : kOptions)
        for (const CLI::App* a : apps)
            if (a->get_option_no_throw(std::string(s.name)) && std::find(options.begin(), options.end(), usage_form(s)) == options.end())
                options.push_back(usage_form(s));
    out += "options of grundylab " + name + ":";
    for (const std::string& o : options) out += " " + o;
    out += " --help --version\n";
    if (!examples.empty()) out += "examples:\n" + examples;
    return out;
}

// The option `spec` given as the word `word`, its value after '=' (`equals`) or as the next word:
// read into o, or what the run answers.
std::optional<CommandLine::Reader::Answer> CommandLine::Reader::read_option(const OptionSpec& spec, std::string_view word, bool equals,
                                                                            Value value) {
    const auto problem = [](const Error& e) { return Answer([e] { return fail(e); }); };
    const std::string name(spec.name);
    if (std::find(o->given.begin(), o->given.end(), name) == o->given.end()) o->given.push_back(name);
    const bool valued = spec.takes == Takes::Value || spec.takes == Takes::NextWord;
    if (valued && value && value->substr(0, 2) == "--") return problem(option_as_value(spec, *value));
    const bool form_given = spec.takes == Takes::Nothing || spec.takes == Takes::NextWord ? !equals
                            : spec.takes == Takes::AfterEquals                          ? equals
                                                                                          : true;
    if (!form_given) return problem(unknown_option(word));
    if (spec.name == "--help") return help();
    if (spec.name == "--version")
        return Answer([] {
            std::printf("grundylab %s\n", GL_VERSION);
            return 0;
        });
    if (auto e = spec.read(value, *o)) return problem(*e);
    return std::nullopt;
}

// CLI11 has just read the option `spec` (a flag's word, or the option's word and the next one):
// which words of the line they are, read by the grammar (read_option). A problem stops the reading.
void CommandLine::Reader::took(const OptionSpec& spec, const CLI::results_t& results) {
    const std::size_t read = words.size() - left.size(); // the words CLI11 has read, this option's the last
    const std::string name(spec.name);
    std::size_t at = read - 1; // the option's word
    bool equals = false;
    Value value;
    if (spec.takes == Takes::Nothing) {
        equals = words[at] != name;
    } else if (!results.empty() && !results.back().empty() && words[at] == name + "=" + results.back()) {
        equals = true; // "--to=N"
        value = std::string_view(words[at]).substr(name.size() + 1);
    } else {
        at = read - 2; // CLI11 took the next word too: "--to N", or "--to= N" (an empty value)
        equals = words[at] != name;
        if (!equals && spec.takes != Takes::AfterEquals) {
            taken[read - 1] = true;
            value = words[read - 1];
        } else {
            left.push_back(for_cli11(words[read - 1])); // not the option's: CLI11 reads it again
            if (equals) value = "";
        }
    }
    taken[at] = true;
    if (auto answer = read_option(spec, words[at], equals, value)) throw Stop{at, std::move(*answer)};
}

// The line ended where the value of the option at word `at` was due ("--to", "--to="): CLI11
// stops there before any callback.
std::optional<CommandLine::Reader::Stop> CommandLine::Reader::missing_value(std::size_t at) {
    const std::string& word = words[at];
    const std::size_t eq = word.find('=');
    const bool equals = eq != std::string::npos;
    taken[at] = true;
    const OptionSpec* spec = find_option(std::string_view(word).substr(0, eq));
    if (!spec) return Stop{at, [e = unknown_option(word)] { return fail(e); }};
    auto answer = read_option(*spec, word, equals, equals ? Value("") : std::nullopt);
    if (!answer) return std::nullopt;
    return Stop{at, std::move(*answer)};
}

CommandLine::CommandLine(const char* usage) : r_(std::make_unique<Reader>(usage)) {}
CommandLine::~CommandLine() = default;

std::optional<int> CommandLine::read(int argc, char** argv, Options& o, std::vector<std::string_view>& rest) {
    Reader& r = *r_;
    r.o = &o;
    r.words.assign(argv + 1, argv + argc);
    r.taken.assign(r.words.size(), false);
    r.left.clear();
    for (auto w = r.words.rbegin(); w != r.words.rend(); ++w) r.left.push_back(Reader::for_cli11(*w));
    std::optional<Reader::Stop> stop;
    try {
        r.app.parse(r.left);
    } catch (Reader::Stop& s) {
        stop = std::move(s);
    } catch (const CLI::Error&) { // the one CLI11 throws here: a value due after the line's last word
        stop = r.missing_value(r.words.size() - r.left.size() - 1);
    }
    // A word before the stop that no option took may end the reading first: -h, or an unknown option.
    const std::size_t end = stop ? stop->word : r.words.size();
    for (std::size_t i = 0; i < end; ++i) {
        if (r.taken[i]) continue;
        if (r.words[i] == "-h") return r.help()();
        if (option_word(r.words[i])) return fail(unknown_option(r.words[i]));
    }
    if (stop) return stop->answer();
    for (std::size_t i = 0; i < r.words.size(); ++i)
        if (!r.taken[i]) rest.push_back(argv[i + 1]);
    return std::nullopt;
}

namespace {
// The subcommand of `parent` named `name` (or by an alias), or none.
const CLI::App* subcommand(const CLI::App& parent, std::string_view name) {
    for (const CLI::App* s : parent.get_subcommands([](const CLI::App*) { return true; }))
        if (s->check_name(std::string(name))) return s;
    return nullptr;
}
} // namespace

int CommandLine::check_verb_options(const Options& o, const std::vector<std::string_view>& rest) const {
    const CLI::App* verb = subcommand(r_->app, rest[0]);
    if (!verb) return 0; // help, or an unknown command
    std::string named(rest[0]);
    if (!verb->get_subcommands([](const CLI::App*) { return true; }).empty()) { // octal and subtraction: RULES, then a command
        verb = rest.size() > 2 ? subcommand(*verb, rest[2]) : nullptr;
        if (!verb) return 0; // no command, or an unknown one: the verb says so
        named += " RULES " + std::string(rest[2]);
    }
    for (const std::string& g : o.given) {
        if (verb->get_option_no_throw(g)) continue;
        std::string known;
        for (const CLI::Option* option : verb->get_options()) known += (known.empty() ? "" : " ") + option->get_name();
        const auto why = r_->misere_why.find(verb);
        return fail(Error{"options", Error::kWhole,
                          g + " is not an option of grundylab " + named +
                              (g == "--misere" && why != r_->misere_why.end() ? " (" + std::string(why->second) + ")" : std::string()) +
                              "; its options: " + (known.empty() ? "none" : known)});
    }
    return 0;
}

} // namespace gl::cli
