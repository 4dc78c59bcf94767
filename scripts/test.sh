#!/usr/bin/env bash
# Builds everything and runs every test (the README's test command; .ci/run runs exactly this):
#   native: doctest unit suite, CLI checks                        (ctest in build/)
#   wasm:   the same doctest suite under node, Embind API tests under node,
#           end-to-end tests of the page in headless chromium      (ctest in build-wasm/)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
start=$(date +%s)
bash scripts/build.sh all

status=0
ctest --test-dir build --output-on-failure || status=1
ctest --test-dir build-wasm --output-on-failure || status=1

# One closing line over both ctest runs.
count() { grep -c "$2" "$1/Testing/Temporary/LastTest.log" 2>/dev/null || true; }
passed=$(( $(count build 'Test Passed.') + $(count build-wasm 'Test Passed.') ))
failed=$(( $(count build 'Test Failed.') + $(count build-wasm 'Test Failed.') ))
echo "test command took $(( $(date +%s) - start )) s"
echo "ctest: $passed passed, $failed failed"
exit $status
