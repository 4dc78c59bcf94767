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
bash scripts/build.sh all

status=0
summary="$(mktemp)"
trap 'rm -f "$summary"' EXIT
# Each ctest run ends with "N% tests passed, F tests failed out of T": kept for the closing line.
run_ctest() { ctest "$@" 2>&1 | tee -a "$summary"; return "${PIPESTATUS[0]}"; }
run_ctest --test-dir build --output-on-failure || status=1
run_ctest --test-dir build-wasm --output-on-failure || status=1

# --- sanitizers and fuzzing (clang-14; build-asan/ is kept, so reruns rebuild only what changed) ---
asan_start=$(date +%s)
bash scripts/build.sh asan || status=1
run_ctest --test-dir build-asan --output-on-failure -j2 || status=1
echo "sanitizer build and tests took $(( $(date +%s) - asan_start )) s"

# One closing line over the three ctest runs, from their own summaries.
read -r passed failed < <(sed -n 's/.*tests passed, \([0-9]*\) tests\{0,1\} failed out of \([0-9]*\).*/\1 \2/p' "$summary" |
  awk '{ f += $1; t += $2 } END { print t - f, f }')
echo "test command took $(( $(date +%s) - start )) s"
echo "ctest: $passed passed, $failed failed"
exit $status
