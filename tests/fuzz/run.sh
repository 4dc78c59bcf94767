#!/usr/bin/env bash
# Runs one fuzz target: run.sh TARGET_BINARY SOURCE_DIR SECONDS SEED [CORPUS_DIR]
#   The seeds are SOURCE_DIR/corpus/<target>/, the dictionary SOURCE_DIR/<target>.dict. New inputs
#   go to CORPUS_DIR (default: a fresh folder beside the binary). With GL_FUZZ_RUNS=N the session
#   is N executions (SECONDS only caps it), so a fixed seed and a fresh folder give the same inputs
#   on every machine, fast or slow: what the test command finds, a rerun here finds too. Without
#   it the session lasts SECONDS. Bounds: 10 s per input, 2 GB of memory. Any finding (crash, sanitizer
#   report, broken property, timeout, out of memory) fails the run and leaves its reproducer
#   beside the binary (crash-*, timeout-*, oom-*); rerun it with: TARGET_BINARY FILE.
# Prints one line: "<target>: N executions in S s, C corpus inputs, peak memory M MB, slowest input T s,
# findings: 0" (the slowest input as libFuzzer reports it, in whole seconds).
set -uo pipefail
bin="$1"; src="$2"; seconds="$3"; seed="$4"
name="$(basename "$bin")"
dir="$(dirname "$bin")"
corpus="${5:-$dir/$name.session}"
if [ -z "${5:-}" ]; then rm -rf "$corpus"; fi
mkdir -p "$corpus"
# Seeds from the registry: every game's example, later games included.
[ -x "$dir/fuzz_seeds" ] && "$dir/fuzz_seeds" "$name" "$corpus"
log="$dir/$name.log"
dict=()
[ -f "$src/$name.dict" ] && dict=("-dict=$src/$name.dict")
runs=()
[ -n "${GL_FUZZ_RUNS:-}" ] && runs=("-runs=$GL_FUZZ_RUNS")
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=0}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
"$bin" "$corpus" "$src/corpus/$name" "${dict[@]}" "${runs[@]}" -seed="$seed" -max_total_time="$seconds" \
  -timeout=10 -rss_limit_mb=2048 -report_slow_units=1 -max_len=2048 -print_final_stats=1 \
  -artifact_prefix="$dir/$name-" >"$log" 2>&1
rc=$?
runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -n 1)
secs=$(grep -o 'Done [0-9]* runs in [0-9]* second' "$log" | grep -o 'in [0-9]*' | grep -o '[0-9]*' | tail -n 1)
inputs=$(ls "$corpus" | wc -l)
if [ "$rc" != 0 ]; then
  tail -n 60 "$log"
  echo "$name: FINDING after ${runs:-?} executions (exit $rc); the log is $log, the reproducer $dir/$name-*"
  exit 1
fi
peak=$(grep -o 'stat::peak_rss_mb: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -n 1)
slowest=$(grep -o 'Slowest unit: [0-9]* s' "$log" | grep -o '[0-9]* s' | tail -n 1)
echo "$name: ${runs:-?} executions in ${secs:-$seconds} s, $inputs corpus inputs, peak memory ${peak:-?} MB, slowest input ${slowest:-under 1 s}, findings: 0"
