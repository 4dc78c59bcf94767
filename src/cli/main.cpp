// grundylab - the native command line on the same engine as the page.
//   grundylab nim 13 12 8 [--misere] [--json]    analyse a Nim position
//   grundylab link '?game=nim&pos=3,5,7'         analyse the position a page link encodes
//   grundylab help
// Exit status: 0 on success, 2 on bad input (with a message on stderr saying what and where).
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include "app/state.h"
#include "core/text.h"
#include "games/nim.h"

namespace {

using namespace gl;

void usage(std::FILE* out) {
    std::fputs(
        "usage:\n"
        "  grundylab nim HEAP... [--misere] [--json]   Grundy value, outcome and winning moves of a Nim position\n"
        "  grundylab link QUERY [--json]               the same for the position a page link encodes\n"
        "  grundylab help\n"
        "Heaps are numbered from 1 in text output and from 0 in --json output.\n"
        "examples:\n"
        "  grundylab nim 13 12 8\n"
        "  grundylab link '?v=1&game=nim&play=misere&pos=1,1,5' --json\n",
        out);
}

std::string binary(std::uint64_t v, int width) {
    std::string s;
    for (int b = width - 1; b >= 0; --b) s += ((v >> b) & 1) ? '1' : '0';
    return s;
}

void print_text(const nim::Analysis& a) {
    std::uint64_t widest = a.nim_sum;
    for (auto h : a.heaps) widest = std::max(widest, h);
    int bits = 1;
    while (bits < 64 && (widest >> bits) != 0) ++bits;
    std::printf("Nim, %s play: %s\n", a.play == Play::Misere ? "misere" : "normal", format_uint_list(a.heaps).c_str());
    auto row = [&](const std::string& label, std::uint64_t v) {
        std::printf("  %-9s %20llu  %s\n", label.c_str(), static_cast<unsigned long long>(v), binary(v, bits).c_str());
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

std::string json_string(std::string_view s) {
    std::string out = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\') { out += '\\'; out += c; }
        else if (static_cast<unsigned char>(c) < 0x20) { char b[8]; std::snprintf(b, sizeof b, "\\u%04x", c); out += b; }
        else out += c;
    }
    return out + "\"";
}

void print_json(const nim::Analysis& a) {
    std::printf("{\"game\":\"nim\",\"play\":\"%s\",\"heaps\":[%s],\"nimSum\":%llu,\"outcome\":\"%c\",\"gameOver\":%s,"
                "\"reason\":%s,\"winningMoves\":[",
                a.play == Play::Misere ? "misere" : "normal", format_uint_list(a.heaps).c_str(),
                static_cast<unsigned long long>(a.nim_sum), outcome_char(a.outcome), a.game_over ? "true" : "false",
                json_string(a.reason).c_str());
    for (std::size_t i = 0; i < a.winning_moves.size(); ++i) {
        const auto& m = a.winning_moves[i];
        std::printf("%s{\"heap\":%zu,\"from\":%llu,\"to\":%llu}", i ? "," : "", m.heap,
                    static_cast<unsigned long long>(m.from), static_cast<unsigned long long>(m.to));
    }
    std::printf("]}\n");
}

int fail(const std::string& message) {
    std::fprintf(stderr, "grundylab: %s\n", message.c_str());
    return 2;
}

} // namespace

int main(int argc, char** argv) {
    std::vector<std::string_view> args(argv + 1, argv + argc);
    bool json = false, misere = false;
    std::vector<std::string_view> rest;
    for (auto a : args) {
        if (a == "--json") json = true;
        else if (a == "--misere") misere = true;
        else if (a.size() > 1 && a[0] == '-' && !(a[1] >= '0' && a[1] <= '9'))
            return fail("unknown option '" + std::string(a) + "' (known: --json, --misere)");
        else rest.push_back(a);
    }
    if (rest.empty() || rest[0] == "help" || rest[0] == "--help" || rest[0] == "-h") {
        usage(rest.empty() ? stderr : stdout);
        return rest.empty() ? 2 : 0;
    }

    std::vector<std::uint64_t> heaps;
    Play play = misere ? Play::Misere : Play::Normal;
    if (rest[0] == "nim") {
        if (rest.size() < 2) return fail("nim needs at least one heap size, e.g. grundylab nim 3 5 7");
        for (std::size_t i = 1; i < rest.size(); ++i) {
            if (rest[i].find(',') != std::string_view::npos)
                return fail("heap " + std::to_string(i) + ": give one number per heap, separated by spaces (grundylab nim 3 5 7)");
            auto v = parse_uint_list(rest[i], "heap " + std::to_string(i), UINT64_MAX, 1);
            if (!v) return fail(v.error().describe());
            heaps.push_back(v.value()[0]);
        }
    } else if (rest[0] == "link") {
        if (rest.size() != 2) return fail("link needs exactly one query, e.g. grundylab link '?game=nim&pos=3,5,7'");
        auto load = app::state_from_link(rest[1]);
        for (const auto& e : load.errors) std::fprintf(stderr, "grundylab: link: %s\n", e.describe().c_str());
        if (!load.errors.empty()) return 2;
        heaps = load.state.heaps;
        if (!misere) play = load.state.play;
    } else {
        usage(stderr);
        return fail("unknown command '" + std::string(rest[0]) + "'");
    }

    auto a = nim::analyse(heaps, play);
    if (json) print_json(a);
    else print_text(a);
    return 0;
}
