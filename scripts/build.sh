#!/usr/bin/env bash
# Builds Grundy Lab: the native engine, CLI and tests in build/, and the page, the engine module
# and the wasm tests in build-wasm/ (the page itself lands in build-wasm/site/).
#   bash scripts/build.sh [native|wasm|all]      (default: all)
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
