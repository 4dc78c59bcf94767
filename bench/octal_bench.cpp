// octal_bench.cpp - speed of the octal-game engine (octal/octal_sequence.h), natively or as wasm.
//
//   octal_bench [--quick] [--cap SECONDS] [--limit VALUES] [--proof CODE ...]
//
// Part 1: ns per value of the naive and the sparse-space (Auto) methods on 0.77, 0.16, 0.56,
// 0.106 and 0.376 at N = 2^16, 2^18, 2^20 (and 0.16 at 2^19, the 100x target). Naive is
// quadratic: a run whose estimate (from the previous N) exceeds the cap is skipped and says so,
// and a run that hits the cap stops and says how far it got.
// Part 2: the time until PeriodSearch proves the period of 0.16, 0.56, 0.127, 0.376 and 0.354,
// each with a budget of --limit values and --cap seconds.
// --quick: small sizes only (a smoke test of the program itself).
// --proof CODE (repeatable): Part 2 only, for these games (e.g. to time one game's proof).
// --frontier CODE (repeatable) [--to N]: the unsolved games' speed. Computes G(0..N-1) (default
// 2^24) and prints a row at every power of two from 2^16: seconds so far, values/s over the last
// doubling, the rare positions, the last rare one, the largest value and the bytes held.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "octal/octal.h"
#include "octal/octal_sequence.h"

using namespace gl::octal;

namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point t0) {
    return std::chrono::duration<double>(Clock::now() - t0).count();
}

struct Run {
    bool done = false;
    double seconds = 0;
    std::uint64_t reached = 0;
    std::string methods; // e.g. "sparse 99.6%"
    unsigned bytes = 1;
};

// Computes G(0..N-1), in slices so that a time cap can stop it.
Run time_sequence(const Rules& rules, std::uint64_t N, Algorithm alg, double cap) {
    Run r;
    Sequence s(rules, alg);
    const auto t0 = Clock::now();
    while (!s.advance(N, 20'000'000))
        if (seconds_since(t0) > cap) break;
    r.seconds = seconds_since(t0);
    r.reached = s.size();
    r.done = s.size() >= N;
    r.bytes = s.bytes_per_value();
    std::uint64_t sparse = 0;
    for (const MethodRange& m : s.methods())
        if (m.method == Method::Sparse) sparse += m.end - m.begin;
    char buf[64];
    std::snprintf(buf, sizeof buf, "sparse %.1f%%%s", 100.0 * double(sparse) / double(s.size()),
                  s.sparse() ? (s.domain() ? " (domain)" : " (range)") : "");
    r.methods = buf;
    return r;
}

void part1(const std::vector<std::uint64_t>& sizes, double cap) {
    std::printf("Part 1: ns per value (N values from scratch; cap %.0f s per run)\n", cap);
    std::printf("%-7s %9s %12s %12s %9s  %-22s %s\n", "game", "N", "naive ns/v", "sparse ns/v", "speedup", "sparse: method", "B/value");
    const char* games[] = {"0.77", "0.16", "0.56", "0.106", "0.376"};
    for (const char* code : games) {
        const Rules rules = parse_code(code).value();
        double last_naive = 0;
        std::uint64_t last_n = 0;
        std::vector<std::uint64_t> ns = sizes;
        if (std::strcmp(code, "0.16") == 0 && sizes.back() >= (1u << 20)) ns.insert(ns.end() - 1, 1u << 19);
        for (std::uint64_t N : ns) {
            const Run fast = time_sequence(rules, N, Algorithm::Auto, cap);
            std::string naive_text, speed_text = "-";
            // Naive time grows as N^2: skip a run that would certainly exceed the cap.
            const double estimate = last_n ? last_naive * double(N) * double(N) / (double(last_n) * double(last_n)) : 0;
            if (estimate > cap) {
                char buf[64];
                std::snprintf(buf, sizeof buf, "skip(~%.0fs)", estimate);
                naive_text = buf;
            } else {
                const Run slow = time_sequence(rules, N, Algorithm::Naive, cap);
                char buf[64];
                if (slow.done) {
                    std::snprintf(buf, sizeof buf, "%.1f", slow.seconds * 1e9 / double(N));
                    last_naive = slow.seconds;
                    last_n = N;
                    if (fast.done) {
                        char sp[32];
                        std::snprintf(sp, sizeof sp, "%.0fx", slow.seconds / fast.seconds);
                        speed_text = sp;
                    }
                } else {
                    std::snprintf(buf, sizeof buf, "cap@%llu", static_cast<unsigned long long>(slow.reached));
                    last_naive = 1e30;
                    last_n = N;
                }
                naive_text = buf;
            }
            char fast_text[32];
            if (fast.done) std::snprintf(fast_text, sizeof fast_text, "%.1f", fast.seconds * 1e9 / double(N));
            else std::snprintf(fast_text, sizeof fast_text, "cap@%llu", static_cast<unsigned long long>(fast.reached));
            std::printf("%-7s %9llu %12s %12s %9s  %-22s %u\n", code, static_cast<unsigned long long>(N), naive_text.c_str(),
                        fast_text, speed_text.c_str(), fast.methods.c_str(), fast.bytes);
            std::fflush(stdout);
        }
    }
}

void part2(std::uint64_t limit, double cap, std::vector<std::string> games) {
    std::printf("\nPart 2: time to a proved period (PeriodSearch, Auto; budget %llu values, %.0f s)\n",
                static_cast<unsigned long long>(limit), cap);
    std::printf("%-7s %10s %10s %10s %9s %12s  %s\n", "game", "period", "n0", "values", "seconds", "ns/value", "result");
    if (games.empty()) games = {"0.16", "0.56", "0.127", "0.376", "0.354"};
    for (const std::string& name : games) {
        const char* code = name.c_str();
        const auto rules = parse_code(code);
        if (!rules) {
            std::printf("%-7s not an octal code\n", code);
            continue;
        }
        PeriodSearch ps(*rules, limit);
        const auto t0 = Clock::now();
        while (ps.advance(100'000'000) == PeriodSearch::Status::Running)
            if (seconds_since(t0) > cap) break;
        const double s = seconds_since(t0);
        const std::uint64_t n = ps.sequence().size();
        const char* result = ps.status() == PeriodSearch::Status::Proved         ? "proved"
                             : ps.status() == PeriodSearch::Status::LimitReached ? "NOT reached: value budget spent"
                                                                                 : "NOT reached: time cap";
        if (const auto& q = ps.periodicity())
            std::printf("%-7s %10llu %10llu %10llu %9.3f %12.1f  %s\n", code, static_cast<unsigned long long>(q->period),
                        static_cast<unsigned long long>(q->preperiod), static_cast<unsigned long long>(n), s,
                        s * 1e9 / double(n), result);
        else
            std::printf("%-7s %10s %10s %10llu %9.3f %12.1f  %s\n", code, "-", "-", static_cast<unsigned long long>(n), s,
                        s * 1e9 / double(n), result);
        std::fflush(stdout);
    }
}

void frontier(const std::vector<std::string>& games, std::uint64_t to, double cap) {
    std::printf("Frontier: G(0..N-1) of unsolved games, a row at each power of two (cap %.0f s per game)\n", cap);
    std::printf("%-7s %12s %9s %12s %10s %12s %6s %10s  %s\n", "game", "N", "seconds", "values/s", "rare", "last rare",
                "max", "MB held", "method");
    for (const std::string& code : games) {
        const auto rules = parse_code(code);
        if (!rules) {
            std::printf("%-7s not a take-and-break code\n", code.c_str());
            continue;
        }
        Sequence s(*rules);
        const auto t0 = Clock::now();
        double last_t = 0;
        std::uint64_t last_n = 0;
        for (std::uint64_t N = std::uint64_t{1} << 16; N <= to; N *= 2) {
            bool capped = false;
            while (!s.advance(N, 50'000'000))
                if (seconds_since(t0) > cap) {
                    capped = true;
                    break;
                }
            const double t = seconds_since(t0);
            const double rate = double(s.size() - last_n) / std::max(1e-9, t - last_t);
            std::printf("%-7s %12llu %9.2f %12.0f %10llu %12llu %6u %10.1f  %s%s\n", code.c_str(),
                        static_cast<unsigned long long>(s.size()), t, rate,
                        static_cast<unsigned long long>(s.rare_positions()), static_cast<unsigned long long>(s.last_rare()),
                        static_cast<unsigned>(s.max_value()), double(s.storage_bytes()) / 1048576.0,
                        s.sparse() ? (s.domain() ? "sparse (domain)" : "sparse (range)") : "naive", capped ? "  [cap]" : "");
            std::fflush(stdout);
            last_t = t, last_n = s.size();
            if (capped) break;
        }
    }
}

} // namespace

int main(int argc, char** argv) {
    bool quick = false;
    double cap = 60;
    std::uint64_t limit = 30'000'000;
    std::vector<std::string> proofs, unsolved;
    std::uint64_t to = std::uint64_t{1} << 24;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--quick") == 0) quick = true;
        else if (std::strcmp(argv[i], "--cap") == 0 && i + 1 < argc) cap = std::atof(argv[++i]);
        else if (std::strcmp(argv[i], "--limit") == 0 && i + 1 < argc) limit = std::strtoull(argv[++i], nullptr, 10);
        else if (std::strcmp(argv[i], "--proof") == 0 && i + 1 < argc) proofs.push_back(argv[++i]);
        else if (std::strcmp(argv[i], "--frontier") == 0 && i + 1 < argc) unsolved.push_back(argv[++i]);
        else if (std::strcmp(argv[i], "--to") == 0 && i + 1 < argc) to = std::strtoull(argv[++i], nullptr, 10);
        else {
            std::fprintf(stderr, "usage: octal_bench [--quick] [--cap SECONDS] [--limit VALUES] [--proof CODE ...] [--frontier CODE ... [--to N]]\n");
            return 2;
        }
    }
    if (!unsolved.empty()) {
        frontier(unsolved, to, cap);
    } else if (!proofs.empty()) {
        part2(quick ? 600'000 : limit, cap, proofs);
    } else if (quick) {
        part1({1u << 12, 1u << 14}, cap);
        part2(600'000, cap, {});
    } else {
        part1({1u << 16, 1u << 18, 1u << 20}, cap);
        part2(limit, cap, {});
    }
    return 0;
}
