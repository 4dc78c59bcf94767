#!/usr/bin/env bash
# bench/cram_run.sh - Cram's region search (bench/cram_bench.cpp) natively and as wasm under node,
# in one run, with the machine and the peak memory of each. Builds only the two benchmark targets.
#   bash bench/cram_run.sh [cram_bench options: --rows 3|4, --max N, --memory MB]
# BUILD / WASM_BUILD choose the build directories (default build, build-wasm); JOBS the parallel
# build jobs (default 1).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${BUILD:-$root/build}"
wasm_build="${WASM_BUILD:-$root/build-wasm}"
jobs="${JOBS:-1}"

cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$build" --target cram_bench -j"$jobs" >/dev/null
cmake -S "$root" -B "$wasm_build" -DCMAKE_BUILD_TYPE=Release -DCMAKE_TOOLCHAIN_FILE="$root/emscripten.cmake" >/dev/null
cmake --build "$wasm_build" --target cram_bench_wasm -j"$jobs" >/dev/null

echo "machine: $(uname -srm); $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'); $(nproc) cores"
echo "compilers: $(c++ --version | head -1); node $(node --version)"
echo
echo "===== native: $build/cram_bench $* ====="
/usr/bin/time -f "wall %e s, max resident %M KB" "$build/cram_bench" "$@"
echo
echo "===== wasm: node --no-experimental-fetch $wasm_build/cram_bench_wasm.js $* (peak MB: the node process) ====="
/usr/bin/time -f "wall %e s, max resident %M KB" node --no-experimental-fetch "$wasm_build/cram_bench_wasm.js" "$@"
