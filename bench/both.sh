#!/usr/bin/env bash
# bench/both.sh - one benchmark program natively and as wasm under node, in one run, with the
# machine, and the wall time and peak memory of each. Builds only the two targets (NAME and
# NAME_wasm). What bench/cgt_run.sh and bench/cram_run.sh run.
#   bash bench/both.sh NAME [the program's options]
# BUILD / WASM_BUILD choose the build directories (default build, build-wasm); JOBS the parallel
# build jobs (default 1, so that a benchmark running elsewhere is not disturbed).
set -euo pipefail
name="$1"
shift
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${BUILD:-$root/build}"
wasm_build="${WASM_BUILD:-$root/build-wasm}"
jobs="${JOBS:-1}"

cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$build" --target "$name" -j"$jobs" >/dev/null
cmake -S "$root" -B "$wasm_build" -DCMAKE_BUILD_TYPE=Release -DCMAKE_TOOLCHAIN_FILE="$root/emscripten.cmake" >/dev/null
cmake --build "$wasm_build" --target "${name}_wasm" -j"$jobs" >/dev/null

echo "machine: $(uname -srm); $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'); $(nproc) cores"
echo "compilers: $(c++ --version | head -1); node $(node --version)"
echo
echo "===== native: $build/$name $* ====="
/usr/bin/time -f "wall %e s, max resident %M KB" "$build/$name" "$@"
echo
echo "===== wasm: node --no-experimental-fetch $wasm_build/${name}_wasm.js $* (peak: the node process) ====="
/usr/bin/time -f "wall %e s, max resident %M KB" node --no-experimental-fetch "$wasm_build/${name}_wasm.js" "$@"
