// solve_bench.cpp - the outcome search of Domineering on published positions (issue 43): nodes,
// time and the table's memory per board, and what each method gains (the search with one method
// switched off). Usage: solve_bench [BOARD ...] [--without table|bounds|regions|ordering|symmetry|skip-safe|packing]
//                                   [--with lookahead]
//                                   [--budget N] [--table-mb N] [--side left|right] [--every-move]
// BOARD is a position as links write it (rows of '.' and 'x' separated by '/'), RxC for an empty
// board, or RxC-T@S for the R x C board with T squares taken at random (seed S); with none, the
// default list below. Prints one line per board and side to move: the wall time and the
// processor time of the search (the latter is what a busy machine changes little).
#include <bit>
#include <chrono>
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "games/domineering.h"
#include "games/domineering_solve.h"

using namespace gl::domineering;

namespace {

std::string empty_board(int rows, int cols) {
    std::string s;
    for (int r = 0; r < rows; ++r) s += (r ? "/" : "") + std::string(static_cast<std::size_t>(cols), '.');
    return s;
}

std::string board_text(const char* arg) {
    int r = 0, c = 0, taken = 0;
    unsigned seed = 0;
    if (std::strchr(arg, '/')) return arg;
    if (std::sscanf(arg, "%dx%d-%d@%u", &r, &c, &taken, &seed) == 4) {
        std::string s = empty_board(r, c);
        std::mt19937 rng(seed);
        for (int k = 0; k < taken;) {
            const std::size_t i = rng() % s.size();
            if (s[i] == '.') s[i] = 'x', ++k;
        }
        return s;
    }
    if (std::sscanf(arg, "%dx%d", &r, &c) == 2) return empty_board(r, c);
    return arg;
}

// As the analysis lists the winning moves after the outcome: each move of the side to move
// searched in turn, the table kept from the first search; prints the winning moves found, the
// positions all the searches expanded and the processor time since c0.
void list_winning_moves(const Board& b, bool left, std::size_t budget, const SolveMethods& methods, std::clock_t c0) {
    int winning = 0, undecided = 0, moves = 0;
    const std::uint64_t starts = left ? b.free & (b.free >> 8) : b.free & (b.free >> 1) & ~0x8080808080808080ULL;
    for (std::uint64_t s = starts; s; s &= s - 1) {
        const int i = std::countr_zero(s);
        Board after = b;
        after.free &= ~((1ULL << i) | (1ULL << (i + (left ? 8 : 1))));
        std::size_t left_budget = budget;
        const auto other = solve_first(after, !left, left_budget, methods);
        ++moves;
        winning += other && !*other;
        undecided += !other;
    }
    std::printf("  every move of %d: %d winning, %d undecided; %llu positions in all, %.2f s of processor time\n", moves, winning, undecided,
                (unsigned long long)solver_stats().nodes, static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC);
}

} // namespace

int main(int argc, char** argv) {
    std::vector<std::string> boards;
    SolveMethods methods;
    std::size_t budget = 2'000'000'000, table_mb = 0;
    int sides = 3; // 1: Left moving first only, 2: Right only, 3: both
    bool every_move = false;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--without" && i + 1 < argc) {
            const std::string m = argv[++i];
            if (m == "table") methods.table = false;
            else if (m == "bounds") methods.bounds = false;
            else if (m == "regions") methods.regions = false;
            else if (m == "ordering") methods.ordering = false;
            else if (m == "symmetry") methods.symmetry = false;
            else if (m == "skip-safe") methods.skip_safe = false;
            else if (m == "packing") methods.packing = false;
            else return std::fprintf(stderr, "unknown method %s\n", m.c_str()), 2;
        } else if (a == "--with" && i + 1 < argc && std::string(argv[i + 1]) == "lookahead") {
            methods.lookahead = true; // off by default: it costs more than it saves with the packing bounds
            ++i;
        } else if (a == "--region-squares" && i + 1 < argc) methods.region_squares = std::atoi(argv[++i]);
        else if (a == "--every-move") every_move = true;
        else if (a == "--side" && i + 1 < argc) sides = std::string(argv[++i]) == "left" ? 1 : 2;
        else if (a == "--budget" && i + 1 < argc) budget = std::strtoull(argv[++i], nullptr, 10);
        else if (a == "--table-mb" && i + 1 < argc) table_mb = std::strtoull(argv[++i], nullptr, 10);
        else boards.push_back(board_text(argv[i]));
    }
    if (boards.empty()) boards = {empty_board(4, 4), empty_board(5, 5), empty_board(6, 6), empty_board(7, 7)};
    DomineeringGame g;
    std::printf("%-24s %-5s %-8s %12s %10s %10s %10s %9s %8s %8s\n", "board", "first", "wins", "nodes", "hits", "bounds", "regions", "table MB", "seconds", "cpu s");
    for (const auto& text : boards) {
        auto b = g.parse(text, "board");
        if (!b) return std::fprintf(stderr, "%s: %s\n", text.c_str(), b.error().message.c_str()), 2;
        for (bool left : {true, false}) {
            if (!(sides & (left ? 1 : 2))) continue;
            reset_solver(table_mb << 20);
            std::size_t left_budget = budget;
            const auto t0 = std::chrono::steady_clock::now();
            const std::clock_t c0 = std::clock();
            const auto wins = solve_first(b.value(), left, left_budget, methods);
            const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
            const double cpu = static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC;
            const SolveStats st = solver_stats();
            std::printf("%-24s %-5s %-8s %12llu %10llu %10llu %10llu %9.0f %8.2f %8.2f\n", text.size() > 24 ? (text.substr(0, 21) + "...").c_str() : text.c_str(),
                        left ? "Left" : "Right", !wins ? "budget" : *wins ? "wins" : "loses", (unsigned long long)st.nodes,
                        (unsigned long long)st.table_hits, (unsigned long long)st.bound_cuts, (unsigned long long)st.region_cuts,
                        st.table_bytes / 1048576.0, s, cpu);
            std::fflush(stdout);
            if (every_move && wins) list_winning_moves(b.value(), left, budget, methods, c0);
        }
    }
}
