#!/usr/bin/env bash
# bench/run.sh - the octal-game engine benchmark (bench/octal_bench.cpp), natively and as wasm
# under node, and the page's own time to each proof in headless chromium (bench/page.mjs), in one
# run. Builds only the benchmark targets and the page.
#   bash bench/run.sh [octal_bench options, e.g. --cap 60 --limit 30000000 | --quick]
# BUILD / WASM_BUILD choose the build directories (default build, build-wasm); JOBS the
# parallel build jobs (default 1, so that a running benchmark elsewhere is not disturbed).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${BUILD:-$root/build}"
wasm_build="${WASM_BUILD:-$root/build-wasm}"
jobs="${JOBS:-1}"

cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$build" --target octal_bench -j"$jobs" >/dev/null
cmake -S "$root" -B "$wasm_build" -DCMAKE_BUILD_TYPE=Release -DCMAKE_TOOLCHAIN_FILE="$root/emscripten.cmake" >/dev/null
cmake --build "$wasm_build" --target octal_bench_wasm app engine_module -j"$jobs" >/dev/null

echo "machine: $(uname -srm); $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'); $(nproc) cores"
echo "compilers: $(c++ --version | head -1); node $(node --version)"
echo
echo "===== native: $build/octal_bench $* ====="
"$build/octal_bench" "$@"
echo
echo "===== wasm: node --no-experimental-fetch $wasm_build/octal_bench_wasm.js $* ====="
node --no-experimental-fetch "$wasm_build/octal_bench_wasm.js" "$@"
echo
echo "===== page: node bench/page.mjs --site $wasm_build/site (headless chromium, software WebGL) ====="
node "$root/bench/page.mjs" --site "$wasm_build/site" "$@"
