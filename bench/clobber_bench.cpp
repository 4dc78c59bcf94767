// clobber_bench.cpp - Clobber's outcome search (src/games/clobber.cpp, issue 43) on alternating
// boards: positions expanded, table answers, positions decided by their regions' canonical forms,
// the processor time and the process's peak memory, per board and player moving first, each from
// an empty table; `--without table|forms|fold|ordering|symmetry|colours|etc` switches a method off to see what it gains
// (`--etc-stones N`: the enhanced transposition cutoff in positions of at least N big regions' stones).
// A search stopped short says by what: "budget" (--budget), "memory" (the forms' store, --forms-mb),
// "region" (a small region's form cost more than the work allowed for one).
// Usage: clobber_bench [BOARD ...] [--without METHOD] [--form-stones N] [--etc-stones N] [--budget N] [--table-mb N] [--forms-mb N]
//                      [--first left|right] (only that player moving first; both by default)
// BOARD is a position as links write it (rows of '.', 'x', 'o' separated by '/') or RxC for the
// alternating R x C board (x in the top left corner); with none, the list below.
#include <sys/resource.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <string>
#include <vector>

#include "games/clobber.h"

using namespace gl;

namespace {

std::string board_text(const char* arg) {
    int r = 0, c = 0;
    if (std::strchr(arg, '/') || std::sscanf(arg, "%dx%d", &r, &c) != 2) return arg;
    std::string s;
    for (int i = 0; i < r; ++i) {
        if (i) s += '/';
        for (int j = 0; j < c; ++j) s += (i + j) % 2 ? 'o' : 'x';
    }
    return s;
}

// What stopped a search without an answer (clobber::Stop), in the column "wins".
const char* stopped(clobber::Stop s) {
    switch (s) {
    case clobber::Stop::Memory: return "memory";
    case clobber::Stop::RegionWork: return "region";
    case clobber::Stop::Deadline: return "deadline";
    default: return "budget";
    }
}

double peak_mb() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return static_cast<double>(u.ru_maxrss) / 1024.0;
}

} // namespace

int main(int argc, char** argv) {
    std::vector<std::string> boards, names;
    clobber::SolveMethods methods;
    std::size_t budget = 100'000'000'000, table_mb = 0, forms_mb = 0;
    std::vector<bool> sides = {true, false};
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--without" && i + 1 < argc) {
            const std::string m = argv[++i];
            if (m == "table") methods.table = false;
            else if (m == "forms") methods.forms = false;
            else if (m == "fold") methods.fold = false;
            else if (m == "symmetry") methods.symmetry = false;
            else if (m == "colours") methods.colours = false;
            else if (m == "ordering") methods.ordering = false;
            else if (m == "etc") methods.etc = false;
            else return std::fprintf(stderr, "unknown method %s\n", m.c_str()), 2;
        } else if (a == "--form-stones" && i + 1 < argc) methods.form_stones = std::atoi(argv[++i]);
        else if (a == "--etc-stones" && i + 1 < argc) methods.etc_stones = std::atoi(argv[++i]);
        else if (a == "--budget" && i + 1 < argc) budget = std::strtoull(argv[++i], nullptr, 10);
        else if (a == "--table-mb" && i + 1 < argc) table_mb = std::strtoull(argv[++i], nullptr, 10);
        else if (a == "--forms-mb" && i + 1 < argc) forms_mb = std::strtoull(argv[++i], nullptr, 10);
        else if (a == "--first" && i + 1 < argc) {
            const std::string f = argv[++i];
            if (f == "left") sides = {true};
            else if (f == "right") sides = {false};
            else return std::fprintf(stderr, "--first takes left or right\n"), 2;
        }
        else boards.push_back(board_text(argv[i])), names.push_back(a);
    }
    if (boards.empty())
        for (const char* b : {"2x6", "2x7", "2x8", "2x9", "2x10", "2x11", "2x12", "3x5", "3x6", "3x7", "3x8", "4x4", "4x5", "5x5"})
            boards.push_back(board_text(b)), names.push_back(b);
    std::printf("%-10s %-5s %-7s %13s %12s %11s %11s %10s %8s %9s %9s\n", "board", "first", "wins", "nodes", "hits", "etc cuts", "form cuts", "folded",
                "table MB", "cpu s", "peak MB");
    for (std::size_t k = 0; k < boards.size(); ++k) {
        auto g = grid::parse_grid(boards[k], "board", grid::shape_of<clobber::ClobberRules>());
        if (!g) return std::fprintf(stderr, "%s: %s\n", names[k].c_str(), g.error().message.c_str()), 2;
        for (bool left : sides) {
            clobber::reset_solver(table_mb << 20, forms_mb << 20);
            std::size_t left_budget = budget;
            const std::clock_t t0 = std::clock();
            const auto wins = clobber::solve_first(g.value(), left, left_budget, methods);
            const double s = static_cast<double>(std::clock() - t0) / CLOCKS_PER_SEC;
            const clobber::SolveStats st = clobber::solver_stats();
            std::printf("%-10s %-5s %-7s %13llu %12llu %11llu %11llu %10llu %8.0f %9.2f %9.0f\n", names[k].c_str(), left ? "Left" : "Right",
                        !wins ? stopped(clobber::last_stop()) : *wins ? "wins" : "loses", (unsigned long long)st.nodes, (unsigned long long)st.table_hits,
                        (unsigned long long)st.etc_cuts,
                        (unsigned long long)st.form_cuts, (unsigned long long)st.folded, st.table_bytes / 1048576.0, s, peak_mb());
            std::fflush(stdout);
        }
    }
}
