#!/usr/bin/env bash
# Runs every fuzz target of tests/fuzz for SECONDS each (default 600), one after another, under
# AddressSanitizer + UndefinedBehaviorSanitizer (build-asan/, built first), and prints a table:
#   bash scripts/fuzz.sh 600
# The corpus each target grows is kept in build-asan/fuzz-corpus/<target> and used again next
# time; a finding stops that target and leaves its reproducer in build-asan/tests/fuzz/.
# Exit status: 0 if no target found anything.
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
seconds="${1:-600}"
seed="${2:-$(date +%s)}"
# GL_FUZZ_NO_BUILD=1 runs the targets as built (while another build of build-asan/ runs, say).
[ "${GL_FUZZ_NO_BUILD:-0}" = 1 ] || bash scripts/build.sh asan || exit 1
bin="$root/build-asan/tests/fuzz"
targets=$(sed -n 's/^set(GL_FUZZ_TARGETS \(.*\))$/\1/p' tests/fuzz/CMakeLists.txt)
status=0
lines=()
for t in $targets; do
  mkdir -p "build-asan/fuzz-corpus/$t"
  if line=$(bash tests/fuzz/run.sh "$bin/$t" "$root/tests/fuzz" "$seconds" "$seed" "$root/build-asan/fuzz-corpus/$t"); then
    echo "$line"
  else
    echo "$line"; status=1
  fi
  lines+=("$(echo "$line" | tail -n 1)")
done
echo
echo "fuzz.sh: $seconds s per target, seed $seed, $(nproc) cores ($(uname -m)):"
printf '  %s\n' "${lines[@]}"
exit $status
