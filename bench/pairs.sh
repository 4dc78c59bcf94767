#!/usr/bin/env bash
# bench/pairs.sh - wasm against native, time to a proved period, paired: for each game, ROUNDS
# rounds of one native process then one wasm process (node), each proving the game REPS times in a
# row (octal_bench --proof); a process's figure is the median of its proofs after the first
# (warm code, as in bench/run.sh, whose Part 2 runs after Part 1; with REPS=1 the one proof). Prints each round's ratio
# wasm/native and their median: pairing keeps the ratio fair on a machine whose speed drifts.
#   bash bench/pairs.sh [CODE ...]      (ROUNDS=5 REPS=4 by default; BUILD / WASM_BUILD as run.sh)
#   ROUNDS=3 REPS=1 bash bench/pairs.sh 0.376 0.354      (the long ones)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${BUILD:-$root/build}"
wasm_build="${WASM_BUILD:-$root/build-wasm}"
rounds="${ROUNDS:-5}"
reps="${REPS:-4}"
codes=("$@")
[ ${#codes[@]} -eq 0 ] && codes=(0.16 0.56 0.127 0.376 0.354)
median() { sort -g | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
# The median seconds of the warm proofs of one process.
warm() { "$@" | awk '$NF=="proved"{print $5}' | tail -n +"$((reps > 1 ? 2 : 1))" | median; }
echo "game    native s  wasm s  wasm/native (each round)            median ratio"
for code in "${codes[@]}"; do
  args=()
  for ((i = 0; i < reps; ++i)); do args+=(--proof "$code"); done
  ratios=() ns=() ws=()
  for ((r = 0; r < rounds; ++r)); do
    n=$(warm "$build/octal_bench" "${args[@]}")
    w=$(warm node --no-experimental-fetch "$wasm_build/octal_bench_wasm.js" "${args[@]}")
    ns+=("$n") ws+=("$w")
    ratios+=("$(awk -v a="$w" -v b="$n" 'BEGIN {printf "%.2f", a / b}')")
  done
  printf "%-7s %8.3f %7.3f  %-36s %s\n" "$code" "$(printf '%s\n' "${ns[@]}" | median)" \
    "$(printf '%s\n' "${ws[@]}" | median)" "${ratios[*]}" "$(printf '%s\n' "${ratios[@]}" | median)"
done
