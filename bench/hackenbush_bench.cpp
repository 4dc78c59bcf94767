// hackenbush_bench.cpp - how long Green Hackenbush takes to analyse a picture of 200 (and 400)
// edges: the value by the principles alone, and the whole analysis the page makes per position
// (the value, every chop's value for the winning moves, the steps, the picture), in CPU time.
//   build/hackenbush_bench
#include <algorithm>
#include <ctime>
#include <cstdio>
#include <random>
#include <string>

#include "games/hackenbush.h"
#include "games/registry.h"

using namespace gl;

namespace {

// A random picture: mostly a tree grown from the ground, one edge in `circuit_every` joining two
// old vertices (circuits and loops).
std::string picture(int edges, int circuit_every, unsigned seed) {
    std::mt19937 rng(seed);
    std::string s;
    int vertices = 1;
    for (int k = 0; k < edges; ++k) {
        int a = static_cast<int>(rng() % static_cast<unsigned>(vertices)), b;
        if (k % circuit_every == circuit_every - 1 && vertices > 1) b = static_cast<int>(rng() % static_cast<unsigned>(vertices));
        else b = vertices++;
        s += (s.empty() ? "" : ",") + std::to_string(a) + "-" + std::to_string(b);
    }
    return s;
}

// The best of `runs`, in CPU milliseconds of this process (a shared machine's wall clock also
// counts the time other programs ran).
template <class F>
double best_ms(int runs, F&& f) {
    double best = 1e18;
    for (int r = 0; r < runs; ++r) {
        const std::clock_t t0 = std::clock();
        f();
        best = std::min(best, 1000.0 * static_cast<double>(std::clock() - t0) / CLOCKS_PER_SEC);
    }
    return best;
}

} // namespace

int main() {
    auto rules = make_ruleset("hackenbush");
    if (!rules) return 1;
    hackenbush::HackenbushGame g;
    std::printf("%-34s %10s %14s %14s\n", "picture (CPU time, best run)", "value", "reduce (ms)", "analyse (ms)");
    for (int edges : {50, 200, 400})
        for (int every : {1000, 5, 2}) {
            const std::string text = picture(edges, every, 7u + static_cast<unsigned>(edges + every));
            const auto p = g.parse(text, "pos");
            if (!p) { std::printf("bad picture: %s\n", p.error().describe().c_str()); return 1; }
            Grundy v = 0;
            const double reduce_ms = best_ms(20, [&] { v = hackenbush::reduce(p.value()).value; });
            const double analyse_ms = best_ms(5, [&] { (void)rules.value()->analyse(text, Play::Normal); (void)rules.value()->picture(text); });
            char name[64];
            std::snprintf(name, sizeof name, "%d edges, %s", edges, every == 1000 ? "a tree" : every == 5 ? "1 in 5 closing a circuit" : "1 in 2 closing a circuit");
            std::printf("%-34s %10llu %14.3f %14.3f\n", name, static_cast<unsigned long long>(v), reduce_ms, analyse_ms);
        }
    return 0;
}
