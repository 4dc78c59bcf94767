#!/usr/bin/env bash
# Builds Grundy Lab: the native engine, CLI and tests in build/, and the page, the engine module
# and the wasm tests in build-wasm/ (the page itself lands in build-wasm/site/).
#   bash scripts/build.sh [native|wasm|all|asan]      (default: all)
# asan: build-asan/, clang-14 with AddressSanitizer + UndefinedBehaviorSanitizer: the doctest suite,
#   the CLI and the libFuzzer targets of tests/fuzz (scripts/test.sh runs it after all).
# Installs what is missing first (scripts/setup.sh); rebuilds only what changed.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
what="${1:-all}"
jobs="$(nproc 2>/dev/null || echo 2)"

bash scripts/setup.sh

if [ "$what" = native ] || [ "$what" = all ]; then
  [ -f build/CMakeCache.txt ] || cmake -S . -B build -DCMAKE_BUILD_TYPE=Release
  cmake --build build -j "$jobs"
fi
if [ "$what" = wasm ] || [ "$what" = all ]; then
  [ -f build-wasm/CMakeCache.txt ] || cmake -S . -B build-wasm -DCMAKE_BUILD_TYPE=Release -DCMAKE_TOOLCHAIN_FILE="$root/emscripten.cmake"
  cmake --build build-wasm -j "$jobs"
fi
if [ "$what" = asan ]; then
  [ -f build-asan/CMakeCache.txt ] || CC=clang-14 CXX=clang++-14 cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=Asan \
    -DCMAKE_CXX_FLAGS="-O2 -gline-tables-only" -DGL_SANITIZE=ON -DGL_FUZZ=ON
  cmake --build build-asan -j "$jobs" --target unit_tests grundylab fuzz_targets
fi
