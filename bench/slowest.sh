#!/usr/bin/env bash
# The slowest inputs found per game (issue 26): each query through `grundylab analyze` (or `cgt`),
# with its wall time and peak memory (GNU time), under both play conventions where the game has
# misère play. Usage: bash bench/slowest.sh [path/to/grundylab]   (default build/grundylab)
set -uo pipefail
cli="${1:-build/grundylab}"
run() { # run MODE QUERY: MODE is analyze, analyze-misere or cgt
  local mode="$1" q="$2" args=()
  case "$mode" in
    analyze) args=(analyze "$q" --json) ;;
    analyze-misere) args=(analyze "$q" --misere --json) ;;
    cgt) args=(cgt "$q" --json) ;;
  esac
  local out
  /usr/bin/time -o /tmp/slowest.time -f '%e s %M KB' "$cli" "${args[@]}" >/tmp/slowest.out 2>/dev/null
  out=$(tail -n 1 /tmp/slowest.time)
  local method
  method=$(grep -o '"method":"[a-z ]*"\|"outcome":"[A-Z?]"' /tmp/slowest.out | head -n 2 | tr '\n' ' ')
  printf '%-16s %-22s %-40s %s\n' "$mode" "$out" "${method:-error}" "${q:0:90}"
}
heaps() { local n="$1" v="$2" s=""; for ((i = 0; i < n; i++)); do s+="${s:+,}$v"; done; printf '%s' "$s"; }
bluered='1-0r,2-0r,1-0b,2-2b,1-1b,2-2b,2-3b,3-4b,4-3b,5-0r,0-0b,4-6b,2-7b,2-8r,3-2r,4-1b,4-0b,4-6b,3-9b,10-7r,5-11r,1-5b,7-7b,11-10b,4-9b,7-12b,5-5b,5-11r,4-13r,1-1r,14-2b,8-15r,16-8r,13-8r,17-0b,7-7r,7-6r,18-10r,1-3r,6-11b'
for m in analyze analyze-misere; do
  run $m "game=subtraction&pos=1000000"
  run $m "?v=1&game=subtraction&rules={21,35,44}&pos=99157,420590,455463,869005,271956"
  run $m "game=grundy&pos=$(heaps 12 1000)"
  run $m "game=lasker&pos=$(heaps 12 99)"
  run $m "game=staircase&pos=$(heaps 10 40)"
  run $m "game=chomp&pos=$(heaps 7 12)"
  run $m "game=welter&pos=29,30,31,32,33,34,35,36,37,38,39,40"
  run $m "game=moore&rules=2&pos=99,99,99,99,90"
  run $m "game=moore&rules=3&pos=7,7,7,7"
  run $m "game=divide&pos=200,200"
done
run analyze "game=sum&pos=chomp:12,12,12,12,12,12,11"
run analyze "game=sum&pos=chomp:6,6,6,5|moore(2):3,5,7|subtraction(1,3,4):1000000|nimble:1,40"
run analyze "game=bluered&pos=$bluered"
run analyze "?v=1&game=domineering&pos=......x./.....x.x/.x....../......../x......./......../........"
run analyze "game=domineering&pos=......../......../......../......../......../......../......../........"
run analyze "game=cutcake&pos=16x16"
run cgt '^1000*7'
run cgt "$(printf '^%.0s' $(seq 1 2000))"
