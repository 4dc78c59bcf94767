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

# --- sanitizers and fuzzing (clang-14; build-asan/ is kept, so reruns rebuild only what changed) ---
# Their build runs beside the native and wasm tests at the lowest priority (nice 19), so that it
# takes only the processor time those leave: the end-to-end files use one browser at a time, which
# leaves a core mostly idle. Its output goes to build-asan/build.log, shown if it fails.
mkdir -p build-asan
asan_log="$root/build-asan/build.log"
asan_t0=$(date +%s)
( rc=0; nice -n 19 bash scripts/build.sh asan >"$asan_log" 2>&1 || rc=$?
  echo "$rc" >"$asan_log.rc"; date +%s >"$asan_log.end" ) &
asan_build=$!

part "tests: native" run_ctest --test-dir build
part "tests: wasm, API, end-to-end" run_ctest --test-dir build-wasm

# wait_asan_build: waits for the sanitizer build started above; its own time (beside the tests)
# goes into the table, and its log is shown if it failed.
wait_asan_build() {
  wait "$asan_build" || true
  printf '%-34s %6d s\n' "build: sanitizers, beside the tests" "$(( $(cat "$asan_log.end") - asan_t0 ))" >>"$times"
  [ "$(cat "$asan_log.rc")" = 0 ] && return 0
  tail -n 80 "$asan_log"; echo "the sanitizer build failed (its log: $asan_log)" >&2; return 1
}
part "build: sanitizers, waited for after" wait_asan_build
part "tests: sanitizers and fuzzing" run_ctest --test-dir build-asan

# One closing table of the parts' times and one line over the three ctest runs, from their own summaries.
read -r passed failed < <(sed -n 's/.*tests passed, \([0-9]*\) tests\{0,1\} failed out of \([0-9]*\).*/\1 \2/p' "$summary" |
  awk '{ f += $1; t += $2 } END { print t - f, f }')
echo "--- time of each part ---"
cat "$times"
echo "test command took $(( $(date +%s) - start )) s"
echo "ctest: $passed passed, $failed failed"
exit $status
