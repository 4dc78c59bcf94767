#!/usr/bin/env bash
# bench/cgt_run.sh - the partizan benchmark (bench/cgt_bench.cpp), natively and as wasm under
# node, in one run. Builds only the two benchmark targets.
#   bash bench/cgt_run.sh [cgt_bench options: --quick, --random N, --seed S]
# BUILD / WASM_BUILD choose the build directories (default build, build-wasm); JOBS the parallel
# build jobs (default 1).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${BUILD:-$root/build}"
wasm_build="${WASM_BUILD:-$root/build-wasm}"
jobs="${JOBS:-1}"

cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$build" --target cgt_bench -j"$jobs" >/dev/null
cmake -S "$root" -B "$wasm_build" -DCMAKE_BUILD_TYPE=Release -DCMAKE_TOOLCHAIN_FILE="$root/emscripten.cmake" >/dev/null
cmake --build "$wasm_build" --target cgt_bench_wasm -j"$jobs" >/dev/null

echo "machine: $(uname -srm); $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'); $(nproc) cores"
echo "compilers: $(c++ --version | head -1); node $(node --version)"
echo
echo "===== native: $build/cgt_bench $* ====="
"$build/cgt_bench" "$@"
echo
echo "===== wasm: node --no-experimental-fetch $wasm_build/cgt_bench_wasm.js $* ====="
node --no-experimental-fetch "$wasm_build/cgt_bench_wasm.js" "$@"
