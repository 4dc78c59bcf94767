// cram_bench.cpp - Cram's region search (src/games/cram_value.h) on the published tables: the
// Grundy values of the empty 3 × n and 4 × n boards (by default to 3 × 12 and 4 × 9; --max N goes
// further, towards issue 43's targets 3 × 20 and 4 × 15), each board with the processor and wall
// time, the regions searched, the units of work, the table's entries and bytes, and the process's
// peak memory. The 4 × n values are checked against the published table of P. Beling
// (github.com/beling/impartial-games, README: 4 × 4 to 4 × 15, the smaller ones first computed by
// Lemoine and Viennot's Glop); a mismatch fails the run (exit 1). Each board runs to its end:
// choose --max to fit the time (4 × 11 takes about 25 s, and 4 × n grows about 40 times two
// columns; 3 × 15 takes a second, 3 × 16 about 16 minutes and 5 GB). --min N starts at n = N from
// an empty table (the boards before it are skipped, not valued). --big S values regions of more
// than S squares by the pruned search (the default, 16, was the fastest of 8 to 28).
//   build/cram_bench [--rows 3|4] [--min N] [--max N] [--memory MB] [--big S]
// (bench/cram_run.sh runs it natively and as wasm)
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <cstdlib>
#include <cstring>
#include <string>

#include "games/cram_value.h"

using namespace gl;

namespace {

long peak_kb() {
    FILE* f = std::fopen("/proc/self/status", "r");
    if (!f) return -1;
    char line[256];
    long kb = -1;
    while (std::fgets(line, sizeof line, f))
        if (std::strncmp(line, "VmHWM:", 6) == 0) kb = std::atol(line + 6);
    std::fclose(f);
    return kb;
}

} // namespace

int main(int argc, char** argv) {
    int only_rows = 0, min_n = 1, max_n = 0;
    std::size_t memory_mb = 4096;
    int big = 0;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!std::strcmp(argv[i], "--rows")) only_rows = std::atoi(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--min")) min_n = std::atoi(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--max")) max_n = std::atoi(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--memory")) memory_mb = static_cast<std::size_t>(std::atol(argv[i + 1]));
        else if (!std::strcmp(argv[i], "--big")) big = std::atoi(argv[i + 1]);
    }
    // Beling's table, row 4, columns 4 to 15.
    const int published4[] = {0, 2, 0, 3, 0, 1, 0, 1, 0, 3, 0, 4};
    int mismatches = 0;
    std::printf("%-8s %6s %10s %10s %14s %14s %12s %10s %10s\n", "board", "value", "CPU s", "wall s", "searched", "work", "entries", "table MB", "peak MB");
    for (int rows : {3, 4}) {
        if (only_rows && rows != only_rows) continue;
        const int top = max_n ? max_n : rows == 3 ? 12 : 9;
        for (int n = std::max(min_n, 1); n <= top && rows * n <= 64; ++n) {
            auto& cv = cram::CramValues::shared();
            if (big) cv.set_big_region(big);
            cv.set_limits(~std::uint64_t{0} >> 2, memory_mb << 20);
            const std::uint64_t work0 = cv.spent(), searched0 = cv.searched();
            const auto t0 = std::chrono::steady_clock::now();
            const std::clock_t c0 = std::clock();
            const std::uint64_t free = rows * n == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << (rows * n)) - 1;
            const auto v = cv.value(cram::Bits{free, static_cast<std::uint8_t>(rows), static_cast<std::uint8_t>(n)});
            const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
            const double cpu = static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC;
            std::printf("%d x %-4d %6s %10.3f %10.3f %14llu %14llu %12zu %10.1f %10.1f\n", rows, n, v ? std::to_string(*v).c_str() : "?", cpu, s,
                        static_cast<unsigned long long>(cv.searched() - searched0), static_cast<unsigned long long>(cv.spent() - work0),
                        cv.entries(), static_cast<double>(cv.bytes()) / (1 << 20), static_cast<double>(peak_kb()) / 1024);
            if (rows == 4 && n >= 4 && n <= 15 && v && static_cast<int>(*v) != published4[n - 4]) {
                std::printf("  MISMATCH: 4 x %d is %d in the published table\n", n, published4[n - 4]);
                ++mismatches;
            }
            std::fflush(stdout);
        }
    }
    return mismatches ? 1 : 0;
}
