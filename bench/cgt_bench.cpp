// cgt_bench - how long canonical forms of partizan positions take (games/partizan.h, src/cgt):
// every Domineering rectangle that fits in a 5 x 5 board, random 5 x 5 boards with some squares
// taken, Cutcake pieces, Blue-Red(-Green) Hackenbush pictures of up to 20 edges (stalks, trees,
// graphs with circuits), and calculator expressions. Each Domineering board is timed from a cold
// cache (the shared values dropped first) and again warm (what a replay or an undo costs).
// Times are processor time (std::clock), in milliseconds.
//   cgt_bench [--quick] [--random N] [--seed S]
// Run natively and as wasm under node by bench/cgt_run.sh.
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "cgt/calc.h"
#include "games/bluered.h"
#include "games/cutcake.h"
#include "games/domineering.h"
#include "games/registry.h"

using namespace gl;

namespace {

// Processor time of this process (the machines these run on are shared: wall time says little).
double cpu_ms() { return 1000.0 * static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }
double ms_since(double t) { return cpu_ms() - t; }

std::string board(int rows, int cols) {
    std::vector<std::string> r(static_cast<std::size_t>(rows), std::string(static_cast<std::size_t>(cols), '.'));
    return domineering::join_rows(r);
}

struct Timed {
    double cold = 0, warm = 0;
    std::string canonical;
    Outcome outcome = Outcome::Unknown;
    Method method = Method::Search;
};

Timed time_domineering(const Ruleset& r, const std::string& pos) {
    PartizanValues<domineering::DomineeringGame>::shared().reset();
    Timed t;
    auto start = cpu_ms();
    auto a = r.analyse(pos, Play::Normal);
    t.cold = ms_since(start);
    start = cpu_ms();
    auto b = r.analyse(pos, Play::Normal);
    t.warm = ms_since(start);
    if (a) {
        t.canonical = a.value().canonical;
        t.outcome = a.value().outcome;
        t.method = a.value().method;
    }
    return t;
}

// Blue-Red pictures: a stalk, a random tree, a random graph with circuits (each edge's colour
// drawn from `colours`), as position text.
std::string edge(int u, int v, char c) { return std::to_string(u) + "-" + std::to_string(v) + c; }
std::string bluered_stalk(int n, const char* pattern) {
    std::string s;
    for (int k = 0; k < n; ++k) s += (k ? "," : "") + edge(k, k + 1, pattern[static_cast<std::size_t>(k) % std::strlen(pattern)]);
    return s;
}
std::string bluered_random(std::mt19937& rng, int tree_edges, int extra, const char* colours) {
    const std::size_t nc = std::strlen(colours);
    std::string s;
    for (int k = 1; k <= tree_edges; ++k) s += (k > 1 ? "," : "") + edge(static_cast<int>(rng() % static_cast<unsigned>(k)), k, colours[rng() % nc]);
    for (int k = 0; k < extra; ++k) {
        const int a = static_cast<int>(rng() % static_cast<unsigned>(tree_edges + 1)), b = 1 + static_cast<int>(rng() % static_cast<unsigned>(tree_edges));
        s += "," + edge(std::min(a, b), std::max(a, b), colours[rng() % nc]);
    }
    return s;
}
Timed time_bluered(const Ruleset& r, const std::string& pos) {
    PartizanValues<bluered::BlueRedGame>::shared().reset();
    Timed t;
    auto start = cpu_ms();
    auto a = r.analyse(pos, Play::Normal);
    t.cold = ms_since(start);
    start = cpu_ms();
    auto b = r.analyse(pos, Play::Normal);
    t.warm = ms_since(start);
    if (a) {
        t.canonical = a.value().canonical;
        t.outcome = a.value().outcome;
        t.method = a.value().method;
    } else {
        t.canonical = a.error().describe();
    }
    return t;
}

std::string cut(std::string s, std::size_t n) { return s.size() > n ? s.substr(0, n - 1) + "…" : s; }

} // namespace

int main(int argc, char** argv) {
    bool quick = false;
    int random_boards = 20;
    unsigned seed = 1;
    for (int i = 1; i < argc; ++i) {
        if (!std::strcmp(argv[i], "--quick")) quick = true;
        else if (!std::strcmp(argv[i], "--random") && i + 1 < argc) random_boards = std::atoi(argv[++i]);
        else if (!std::strcmp(argv[i], "--seed") && i + 1 < argc) seed = static_cast<unsigned>(std::atoi(argv[++i]));
        else {
            std::fprintf(stderr, "usage: cgt_bench [--quick] [--random N] [--seed S]\n");
            return 2;
        }
    }
    auto dom = make_ruleset("domineering");
    auto cake = make_ruleset("cutcake");
    if (!dom || !cake) return 1;

    std::printf("Domineering rectangles (rows x columns), cold cache and warm:\n");
    std::printf("%-6s %10s %10s  %-8s %s\n", "board", "cold ms", "warm ms", "outcome", "canonical form");
    double worst = 0;
    std::string worst_board;
    const int top = quick ? 4 : 5;
    for (int rows = 1; rows <= top; ++rows)
        for (int cols = rows; cols <= top; ++cols) {
            const Timed t = time_domineering(*dom.value(), board(rows, cols));
            std::printf("%dx%-4d %10.2f %10.3f  %-8c %s\n", rows, cols, t.cold, t.warm, outcome_char(t.outcome),
                        t.method == Method::TooLarge ? "(too large)" : cut(t.canonical, 60).c_str());
            if (t.cold > worst) {
                worst = t.cold;
                worst_board = std::to_string(rows) + "x" + std::to_string(cols);
            }
        }
    std::mt19937 rng(seed);
    double total = 0, rworst = 0;
    const int n = quick ? 5 : random_boards;
    for (int k = 0; k < n; ++k) {
        std::vector<std::string> r(5, std::string(5, '.'));
        for (auto& row : r)
            for (char& c : row)
                if (rng() % 5 == 0) c = '#';
        const Timed t = time_domineering(*dom.value(), domineering::join_rows(r));
        total += t.cold;
        rworst = std::max(rworst, t.cold);
    }
    std::printf("\n%d random 5x5 boards (each square taken with probability 1/5): mean %.2f ms, worst %.2f ms (cold)\n", n,
                n ? total / n : 0.0, rworst);
    std::printf("slowest rectangle: %s, %.2f ms (cold)\n", worst_board.c_str(), worst);

    std::printf("\nCutcake pieces (cold):\n");
    for (const char* pos : {"8x8", "16x16", "16x8,8x8,8x4"}) {
        PartizanValues<cutcake::CutcakeGame>::shared().reset();
        auto start = cpu_ms();
        auto a = cake.value()->analyse(pos, Play::Normal);
        std::printf("  %-12s %8.2f ms  value %s\n", pos, ms_since(start), a ? a.value().canonical.c_str() : "?");
    }

    auto br = make_ruleset("bluered");
    if (!br) return 1;
    std::printf("\nBlue-Red Hackenbush pictures (cold cache, then warm), up to 20 edges:\n");
    std::printf("%-36s %5s %9s %9s %8s  %-7s %s\n", "picture", "edges", "cold ms", "warm ms", "parts", "outcome", "canonical form");
    std::mt19937 brng(seed);
    struct Case { std::string name, pos; };
    std::vector<Case> cases = {
        {"stalk b r r b ... (20)", bluered_stalk(20, "brrbrbbr")},
        {"stalk b^10 r^10 (20)", bluered_stalk(20, "bbbbbbbbbbrrrrrrrrrr")},
        {"stalk b r g (20)", bluered_stalk(20, "brg")},
        {"four stalks of 5 (20)", bluered_stalk(5, "brbrr") + ",0-6r,6-7b,7-8b,8-9r,9-10b,0-11g,11-12b,12-13r,13-14r,14-15b,0-16b,16-17g,17-18r,18-19b,19-20g"},
    };
    const int trials = quick ? 1 : 3;
    for (int k = 0; k < trials; ++k) cases.push_back({"random tree, blue-red (20)", bluered_random(brng, 20, 0, "br")});
    for (int k = 0; k < trials; ++k) cases.push_back({"random tree, b-r-g (20)", bluered_random(brng, 20, 0, "brg")});
    for (int k = 0; k < trials; ++k) cases.push_back({"graph 16 + 4 circuit edges, b-r (20)", bluered_random(brng, 16, 4, "br")});
    for (int k = 0; k < trials; ++k) cases.push_back({"graph 16 + 4 circuit edges, b-r-g (20)", bluered_random(brng, 16, 4, "brg")});
    for (int k = 0; k < trials; ++k) cases.push_back({"graph 12 + 8 circuit edges, b-r (20)", bluered_random(brng, 12, 8, "br")});
    for (int k = 0; k < trials; ++k) cases.push_back({"graph 12 + 8 circuit edges, b-r-g (20)", bluered_random(brng, 12, 8, "brg")});
    double brworst = 0;
    for (const Case& c : cases) {
        const Timed t = time_bluered(*br.value(), c.pos);
        const auto n = std::count(c.pos.begin(), c.pos.end(), ',') + 1;
        const std::size_t parts = PartizanValues<bluered::BlueRedGame>::shared().memo_size();
        std::printf("%-36s %5ld %9.2f %9.3f %8zu  %-7c %s\n", c.name.c_str(), static_cast<long>(n), t.cold, t.warm, parts, outcome_char(t.outcome),
                    t.method == Method::TooLarge ? "(too large: outcome only)" : cut(t.canonical, 50).c_str());
        brworst = std::max(brworst, t.cold);
    }
    std::printf("slowest picture: %.2f ms (cold)\n", brworst);
    if (!quick) {
        std::printf("  positions:\n");
        for (const Case& c : cases) std::printf("    %s: %s\n", c.name.c_str(), c.pos.c_str());
    }

    std::printf("\nCalculator expressions:\n");
    for (const char* e : {"{0,*|1}", "^+^+*", "{2|{1|0}} + {1|0} + *3", "±1 + ±1/2 + ±1/4 + ±1/8", "*64 + ^7"}) {
        auto start = cpu_ms();
        auto c = cgt::calculate(e);
        std::printf("  %-28s %8.2f ms  %s\n", e, ms_since(start),
                    !c ? "error" : c.value().canonical_known ? cut(c.value().canonical_text, 40).c_str() : c.value().note.c_str());
    }
    return 0;
}
