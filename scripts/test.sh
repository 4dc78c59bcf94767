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
ctest --test-dir build --output-on-failure || status=1
ctest --test-dir build-wasm --output-on-failure || status=1

# --- sanitizers and fuzzing (clang-14; build-asan/ is kept, so reruns rebuild only what changed) ---
asan_start=$(date +%s)
bash scripts/build.sh asan || status=1
ctest --test-dir build-asan --output-on-failure -j2 || status=1
echo "sanitizer build and tests took $(( $(date +%s) - asan_start )) s"

# One closing line over the three ctest runs.
count() { grep -c "$2" "$1/Testing/Temporary/LastTest.log" 2>/dev/null || true; }
passed=0; failed=0
for dir in build build-wasm build-asan; do
  passed=$(( passed + $(count $dir 'Test Passed.') )); failed=$(( failed + $(count $dir 'Test Failed.') ))
done
echo "test command took $(( $(date +%s) - start )) s"
echo "ctest: $passed passed, $failed failed"
exit $status
