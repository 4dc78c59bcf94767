#!/usr/bin/env bash
# Builds everything and runs every test (the README's test command; .ci/run runs exactly this):
#   native: doctest unit suite, CLI checks                        (ctest in build/)
#   wasm:   the same doctest suite under node, Embind API tests under node,
#           end-to-end tests of the page in headless chromium      (ctest in build-wasm/)
#   asan:   the doctest suite and the CLI checks under AddressSanitizer + UndefinedBehaviorSanitizer,
#           and a short fixed-seed session of each fuzz target       (ctest in build-asan/)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
start=$(date +%s)
jobs="$(nproc 2>/dev/null || echo 2)"

status=0
summary="$(mktemp)"
times="$(mktemp)"
trap 'rm -f "$summary" "$times"' EXIT
# part NAME COMMAND...: runs one part of the command and notes its time for the closing table.
part() {
  local name="$1"; shift
  local t0; t0=$(date +%s)
  "$@" || status=1
  printf '%-34s %6d s\n' "$name" "$(( $(date +%s) - t0 ))" >>"$times"
}
# Each ctest run ends with "N% tests passed, F tests failed out of T": kept for the closing line.
# Independent entries run side by side (-j); the doctest suite is split into shards for that
# (GL_UNIT_SHARDS in CMakeLists.txt), and the end-to-end files share one browser at a time.
run_ctest() { ctest "$@" -j "$jobs" --output-on-failure 2>&1 | tee -a "$summary"; return "${PIPESTATUS[0]}"; }

part "build: native and wasm" bash scripts/build.sh all
[ "$status" = 0 ] || { echo "the build failed: no tests run" >&2; exit 1; }
part "tests: native" run_ctest --test-dir build
part "tests: wasm, API, end-to-end" run_ctest --test-dir build-wasm

# --- sanitizers and fuzzing (clang-14; build-asan/ is kept, so reruns rebuild only what changed) ---
part "build: sanitizers" bash scripts/build.sh asan
part "tests: sanitizers and fuzzing" run_ctest --test-dir build-asan

# One closing table of the parts' times and one line over the three ctest runs, from their own summaries.
read -r passed failed < <(sed -n 's/.*tests passed, \([0-9]*\) tests\{0,1\} failed out of \([0-9]*\).*/\1 \2/p' "$summary" |
  awk '{ f += $1; t += $2 } END { print t - f, f }')
echo "--- time of each part ---"
cat "$times"
echo "test command took $(( $(date +%s) - start )) s"
echo "ctest: $passed passed, $failed failed"
exit $status
