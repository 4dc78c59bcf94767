// command_line.h - the command line read: the verbs and the options each takes, declared with
// CLI11 (a subcommand a verb; octal and subtraction have one for each of their commands seq,
// counts, period and pos), and every option's value checked in this program's words. CLI11's
// own messages and help never reach the user: --help prints main's usage text, and every problem
// is said as it was before CLI11 read the line (tests and outside checks read those words).
#pragma once
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "cli/common.h"

namespace gl::cli {

class CommandLine {
  public:
    explicit CommandLine(const char* usage); // what --help and -h print
    ~CommandLine();
    CommandLine(const CommandLine&) = delete;
    CommandLine& operator=(const CommandLine&) = delete;

    // Reads argv[1..]: the options into o (o.given: their names, in the order first given), the
    // other words into rest, in the line's order (rest[0] is the verb). An exit status when the
    // reading ends the run at the first of these in the line: an unknown option or a bad value
    // (exit status 2: the message on stderr, with --json as JSON on stdout too), --help or -h
    // (the usage on stdout, 0), --version (0).
    std::optional<int> read(int argc, char** argv, Options& o, std::vector<std::string_view>& rest);

    // An option the verb does not take is refused, never silently ignored (issue 26: `octal 0.77
    // pos 4 9 12 --misere` printed the normal-play answer). The verb's options are those its
    // subcommand declares (octal's and subtraction's: those of their command, rest[2]), and the
    // refusal lists them. 0 if none is refused, or if rest names no verb (main says what is wrong).
    int check_verb_options(const Options& o, const std::vector<std::string_view>& rest) const;

  private:
    struct Reader; // the CLI11 app and the line being read (CLI11 stays inside command_line.cpp)
    std::unique_ptr<Reader> r_;
};

} // namespace gl::cli
