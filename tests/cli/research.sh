#!/usr/bin/env bash
# research.sh - runs at research scale, through the real CLI (ctest cli.research):
#  - a run killed (SIGTERM, SIGKILL, Ctrl+C) and rerun with the same command ends with output
#    identical to a run never stopped; a damaged or foreign checkpoint is refused, and kept;
#  - --counts-dir writes the counts at every power of two, equal to `counts N`;
#  - counts agree with the frequency tables published for five unsolved games (data/published);
#  - scan: the shares of scripts/scan.sbatch (run here without Slurm), merged, give the table of
#    one unshared scan; an interrupted scan resumes;
#  - --memory bounds a run: it stops with a message, and its checkpoint goes on with more.
#   bash tests/cli/research.sh GRUNDYLAB_BINARY [sanitized: 1 or 0]
set -uo pipefail
cli="$1"
sanitized="${2:-0}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
ok() { echo "ok: $*"; }

# Waits (at most 60 s) until FILE exists, then a little more, so the run is past its first save.
wait_for() {
  for _ in $(seq 600); do [ -e "$1" ] && return 0; sleep 0.1; done
  return 1
}

# ---- Checkpoints: stopped three ways, resumed, the same answer ---------------------------------
if [ "$sanitized" = 1 ]; then N=300000; else N=3000000; fi
cmd=(octal 0.161 counts "$N" --limit="$N" --json)
"$cli" "${cmd[@]}" > whole.json || fail "the uninterrupted run failed"
for sig in TERM KILL INT; do
  rm -f run.ckpt*
  "$cli" "${cmd[@]}" --checkpoint run.ckpt --checkpoint-every 1 > first.json 2> first.err &
  pid=$!
  wait_for run.ckpt || fail "$sig: no checkpoint written within 60 s"
  sleep 0.3
  kill -s "$sig" "$pid"
  wait "$pid"
  rc=$?
  if [ "$rc" = 0 ]; then
    echo "note: the run ended before SIG$sig reached it (a fast machine); resuming a finished run"
  else
    case "$sig" in
      TERM) want=143 ;; KILL) want=137 ;; INT) want=130 ;;
    esac
    [ "$rc" = "$want" ] || fail "SIG$sig: exit status $rc, expected $want"
    if [ "$sig" != KILL ]; then
      grep -q "interrupted (.*) after .*: G(0\.\.[0-9]*) computed, no period proved; the checkpoint run.ckpt holds them" first.err ||
        fail "SIG$sig: the message does not say the checkpoint holds the work: $(cat first.err)"
    fi
  fi
  "$cli" "${cmd[@]}" --checkpoint run.ckpt > resumed.json 2> resumed.err || fail "SIG$sig: the resumed run failed: $(cat resumed.err)"
  grep -q "resumed from run.ckpt" resumed.err || fail "SIG$sig: the rerun did not resume: $(cat resumed.err)"
  cmp -s whole.json resumed.json && ok "killed by SIG$sig and resumed: the same counts as the run never stopped" ||
    fail "SIG$sig: the resumed run's output differs from the uninterrupted one"
done

# ---- --on-disk: the values in the checkpoint's own file, not in memory ------------------------
# 0.014's values pass 255 near n = 11,000: the values widen into FILE.values2, and FILE.values1
# goes. Killed and resumed on disk, resumed from a checkpoint made in memory, and resumed in memory
# from one made on disk: always the counts of the run never stopped.
if [ "$sanitized" = 1 ]; then D=120000; else D=1500000; fi
dcmd=(octal 0.014 counts "$D" --limit="$D" --json)
"$cli" "${dcmd[@]}" > dwhole.json || fail "0.014 counts $D failed"
# Whether process $1 has the values file $2 mapped (the values are in it, not in memory), looked
# at until the process ends.
maps_file() {
  while kill -0 "$1" 2> /dev/null; do
    grep -q "$2" "/proc/$1/maps" 2> /dev/null && return 0
    sleep 0.05
  done
  return 1
}
rm -f disk.ckpt*
"$cli" "${dcmd[@]}" --on-disk --checkpoint disk.ckpt --checkpoint-every 1 > first.json 2> first.err &
pid=$!
maps_file "$pid" "$work/disk.ckpt.values2" && ok "--on-disk: the run maps disk.ckpt.values2" || fail "--on-disk: the run never mapped its values file"
wait_for disk.ckpt || fail "--on-disk: no checkpoint written within 60 s"
sleep 0.3
kill -s KILL "$pid"
wait "$pid"
[ -e disk.ckpt.values2 ] && [ ! -e disk.ckpt.values1 ] && ok "--on-disk: the values widened into disk.ckpt.values2" ||
  fail "--on-disk: the values files are $(ls disk.ckpt*)"
"$cli" "${dcmd[@]}" --on-disk --checkpoint disk.ckpt > resumed.json 2> resumed.err &
pid=$!
maps_file "$pid" "$work/disk.ckpt.values2" && ok "--on-disk: the resumed run maps disk.ckpt.values2" || fail "--on-disk: the resumed run did not map its values file"
wait "$pid" || fail "--on-disk: the resumed run failed: $(cat resumed.err)"
grep -q "resumed from disk.ckpt" resumed.err && cmp -s dwhole.json resumed.json &&
  ok "--on-disk: killed by SIGKILL and resumed on disk: the same counts as the run never stopped" ||
  fail "--on-disk: killed and resumed: $(cat resumed.err); $(diff dwhole.json resumed.json | head -3)"
[ "$(stat -c %s disk.ckpt.values2)" = $((2 * D)) ] && ok "--on-disk: the values file holds the $D values, 2 bytes each, no more" ||
  fail "--on-disk: disk.ckpt.values2 is $(stat -c %s disk.ckpt.values2) bytes, not $((2 * D))"
half=$((D / 2))
rm -f mix.ckpt*
"$cli" octal 0.014 counts "$half" --limit="$half" --checkpoint mix.ckpt > /dev/null 2>&1 || fail "0.014 counts $half failed"
"$cli" "${dcmd[@]}" --on-disk --checkpoint mix.ckpt > mixed.json 2> err.txt
grep -q "resumed from mix.ckpt" err.txt && cmp -s dwhole.json mixed.json && ok "--on-disk goes on from a checkpoint made in memory" ||
  fail "--on-disk from a checkpoint in memory: $(cat err.txt)"
rm -f mix.ckpt*
"$cli" octal 0.014 counts "$half" --limit="$half" --on-disk --checkpoint mix.ckpt > /dev/null 2>&1 || fail "0.014 counts $half --on-disk failed"
"$cli" "${dcmd[@]}" --checkpoint mix.ckpt > mixed.json 2> err.txt
grep -q "resumed from mix.ckpt" err.txt && cmp -s dwhole.json mixed.json && ok "a run in memory goes on from a checkpoint made with --on-disk" ||
  fail "in memory from an --on-disk checkpoint: $(cat err.txt)"
# A disk that refuses (here a file-size limit of 2 MiB, ulimit -f): the run stops with a message
# and its checkpoint, never killed; the same command without the limit goes on to the same counts.
# (The sanitized run's D values take 240 KB, less than the file's first 1 MiB: not there.)
if [ "$sanitized" = 0 ]; then
  rm -f fs.ckpt*
  (ulimit -f 2048; "$cli" "${dcmd[@]}" --on-disk --checkpoint fs.ckpt > /dev/null 2> err.txt)
  rc=$?
  [ "$rc" = 2 ] && grep -q "memory: the disk refused .* MB more; computed [0-9]* values" err.txt && [ -e fs.ckpt ] &&
    ok "--on-disk: a disk that refuses stops the run with a message and a checkpoint: $(grep refused err.txt)" ||
    fail "--on-disk under ulimit -f: exit $rc, $(cat err.txt)"
  "$cli" "${dcmd[@]}" --on-disk --checkpoint fs.ckpt > fs.json 2> err.txt
  grep -q "resumed from fs.ckpt" err.txt && cmp -s dwhole.json fs.json && ok "--on-disk: with room again, the same command goes on to the same counts" ||
    fail "--on-disk after the disk refused: $(cat err.txt)"
fi
"$cli" octal 0.014 counts 1000 --on-disk > /dev/null 2> err.txt
[ $? = 2 ] && grep -q -- "--on-disk needs --checkpoint FILE" err.txt && ok "--on-disk without --checkpoint is refused: $(cat err.txt)" ||
  fail "--on-disk without --checkpoint: $(cat err.txt)"
"$cli" scan 0.014 0.161 --to "$half" --on-disk --dir diskscan > diskscan.tsv 2> err.txt || fail "scan --on-disk: $(cat err.txt)"
[ -e diskscan/0.014.checkpoint.values2 ] && [ -e diskscan/0.161.checkpoint.values1 ] && grep -q "^0.014" diskscan.tsv &&
  ok "scan --on-disk keeps each code's values in its checkpoint's file" || fail "scan --on-disk: $(ls diskscan) $(cat diskscan.tsv)"

# Two runs on one checkpoint at once: the second is refused while the first holds it.
rm -f run.ckpt*
"$cli" "${cmd[@]}" --checkpoint run.ckpt > /dev/null 2>&1 &
pid=$!
sleep 0.3
"$cli" "${cmd[@]}" --checkpoint run.ckpt > /dev/null 2> err.txt
rc=$?
wait "$pid"
[ "$rc" = 2 ] && grep -q "another run is using this checkpoint" err.txt && ok "a second run on a checkpoint in use is refused" ||
  fail "a second run on a checkpoint in use: exit $rc, $(cat err.txt)"

# A damaged checkpoint, another game's, and another algorithm's: refused with the reason; nothing
# is overwritten.
cp run.ckpt.values1 saved.values
head -c 1000 saved.values > run.ckpt.values1
"$cli" "${cmd[@]}" --checkpoint run.ckpt > out.json 2> err.txt
rc=$?
[ "$rc" = 2 ] && grep -q "values file holds fewer than" err.txt && grep -q '"ok":false' out.json &&
  ok "a cut values file is refused: $(cat err.txt)" || fail "a cut values file: exit $rc, $(cat err.txt)"
[ "$(stat -c %s run.ckpt.values1)" = 1000 ] || fail "the refused checkpoint was changed"
cp saved.values run.ckpt.values1
"$cli" octal 0.167 counts 5000 --checkpoint run.ckpt > /dev/null 2> err.txt
[ $? = 2 ] && grep -q "of the game '0.161', not 0.167" err.txt && ok "another game's checkpoint is refused" ||
  fail "another game's checkpoint: $(cat err.txt)"
"$cli" "${cmd[@]}" --naive --checkpoint run.ckpt > /dev/null 2> err.txt
[ $? = 2 ] && grep -q "made without --naive" err.txt && ok "a checkpoint made without --naive is refused with --naive" ||
  fail "--naive on another algorithm's checkpoint: $(cat err.txt)"
echo "not a checkpoint" > junk.ckpt
"$cli" "${cmd[@]}" --checkpoint junk.ckpt > /dev/null 2> err.txt
[ $? = 2 ] && grep -q "not a grundylab checkpoint" err.txt && [ "$(cat junk.ckpt)" = "not a checkpoint" ] &&
  ok "a file that is not a checkpoint is refused and kept" || fail "a junk checkpoint: $(cat err.txt)"

# Where a run has no checkpoint to give (the period of Grundy's game, computed in one go), the
# option is refused, not ignored.
"$cli" octal grundy period --checkpoint g.ckpt > /dev/null 2> err.txt
[ $? = 2 ] && grep -q "not for the period of grundy" err.txt && [ ! -e g.ckpt ] && ok "--checkpoint on Grundy's game's period is refused" ||
  fail "--checkpoint on grundy period: $(cat err.txt)"

# ---- Counts at every power of two ----------------------------------------------------------------
"$cli" octal 0.167 seq 70000 --counts-dir powers > /dev/null || fail "seq --counts-dir failed"
for k in 10 11 12 13 14 15 16; do
  n=$((1 << k))
  "$cli" octal 0.167 counts "$n" --json > want.json
  cmp -s want.json "powers/0.167.counts.$n.json" || fail "powers/0.167.counts.$n.json differs from counts $n --json"
done
[ -e powers/0.167.counts.131072.json ] && fail "a counts file past the values computed"
ok "--counts-dir: one file at each power of two 2^10..2^16, each equal to counts N --json"
# A proved period gives the counts of every power of two up to the limit.
"$cli" octal 0.07 period --limit=100000 --counts-dir proved > /dev/null
[ -e proved/0.07.counts.65536.json ] && cmp -s proved/0.07.counts.65536.json <("$cli" octal 0.07 counts 65536 --json) &&
  ok "--counts-dir with a proved period: up to the limit" || fail "0.07's counts files past its proof"

# ---- The published frequency tables ----------------------------------------------------------------
# data/published/CODE.N counts G(1..N); counts N+1 counts G(0..N), with G(0) = 0 once more.
if [ "$sanitized" = 1 ]; then sizes=65536; else sizes="65536 1048576"; fi
for n in $sizes; do
  for code in 0.014 0.034 0.161 0.167 0.172; do
    "$cli" octal "$code" counts $((n + 1)) --json | sed 's/.*"counts":\[\[//; s/\]\]}//; s/\],\[/\n/g' | tr ',' ' ' |
      awk '$1 == 0 { $2 = $2 - 1 } $2 > 0 { print }' > ours.txt
    awk '$2 > 0' "$here/data/published/$code.$n" > theirs.txt
    cmp -s ours.txt theirs.txt && ok "$code: the counts of G(1..$n) equal the published table" ||
      fail "$code: the counts of G(1..$n) differ from the published table ($(diff ours.txt theirs.txt | head -3 | tr '\n' ' '))"
  done
done

# ---- scan: the Slurm script's shares, merged, equal one scan; an interrupted scan resumes -----------
codes="0.161 0.167 0.07 0.106 4!.0 0.6 0.014"
to=40000
"$cli" scan $codes --to $to --dir whole > whole.tsv 2> /dev/null || fail "scan failed"
for i in 0 1 2; do
  SLURM_ARRAY_TASK_ID=$i SCAN_SHARES=3 SCAN_CODES="$codes" SCAN_TO=$to SCAN_DIR=shared GRUNDYLAB="$cli" \
    bash "$root/scripts/scan.sbatch" > /dev/null 2> share$i.err || fail "scan.sbatch share $i: $(tail -1 share$i.err)"
done
ls shared/scan-0-of-3.tsv shared/scan-1-of-3.tsv shared/scan-2-of-3.tsv > /dev/null || fail "a share wrote no table"
"$cli" scan --merge shared/scan-*-of-3.tsv > merged.tsv || fail "scan --merge failed"
# The seconds column differs from run to run; every other column must agree.
cut -f 1-7,9 whole.tsv > a.tsv
cut -f 1-7,9 merged.tsv > b.tsv
cmp -s a.tsv b.tsv && [ "$(wc -l < a.tsv)" = 8 ] && ok "three shares of scan.sbatch, merged, equal one scan" ||
  fail "the merged shares differ from one scan: $(diff a.tsv b.tsv | head -4 | tr '\n' ' ')"
# One code at a time (--threads 1) or several at once (the default: the machine's cores): the same.
"$cli" scan $codes --to $to --dir single --threads 1 > single.tsv 2> /dev/null || fail "scan --threads 1 failed"
cmp -s a.tsv <(cut -f 1-7,9 single.tsv) && ok "scan --threads 1 gives the table of the threaded scan" ||
  fail "scan --threads 1 differs: $(diff a.tsv <(cut -f 1-7,9 single.tsv) | head -4 | tr '\n' ' ')"
grep -q $'^0.07\t[0-9]*\t34\t53\t' whole.tsv || fail "scan: 0.07's period 34 from 53 is not in the table"
grep -q $'^0.161\t40000\tnone\tnone\t' whole.tsv || fail "scan: 0.161 is not 'none' at 40000"
"$cli" scan --merge whole.tsv shared/0.161.checkpoint > /dev/null 2> err.txt
[ $? = 2 ] && grep -q "shared/0.161.checkpoint, line 1: not a table of grundylab scan" err.txt &&
  ok "--merge refuses a file that is not a table, naming it" || fail "--merge of a non-table: $(cat err.txt)"
# Interrupted and run again: the same table.
"$cli" scan 0.161 0.014 --to 400000 --dir again --checkpoint-every 1 > /dev/null 2>&1 &
pid=$!
wait_for again/0.161.checkpoint || fail "scan: no checkpoint"
sleep 0.3
kill -TERM "$pid"
wait "$pid"
"$cli" scan 0.161 0.014 --to 400000 --dir again > again.tsv 2> again.err || fail "the resumed scan failed"
"$cli" scan 0.161 0.014 --to 400000 --dir fresh > fresh.tsv 2> /dev/null
cmp -s <(cut -f 1-7,9 again.tsv) <(cut -f 1-7,9 fresh.tsv) && ok "a scan stopped by SIGTERM and run again: the same table" ||
  fail "a resumed scan's table differs: $(diff again.tsv fresh.tsv | tr '\n' ' ')"
# Bad input: said, nothing started.
"$cli" scan 0.161 '0.1$7' --to 10 --dir bad > /dev/null 2> err.txt
[ $? = 2 ] && grep -q "0.1\$7.*is not a digit" err.txt && [ ! -e bad/0.161.checkpoint ] && ok "scan: a bad code is refused before any work" ||
  fail "scan with a bad code: $(cat err.txt)"
"$cli" scan 0.161 --to 10 --job 3/3 > /dev/null 2> err.txt
[ $? = 2 ] && grep -q "job" err.txt && ok "scan: --job 3/3 is refused: $(cat err.txt)" || fail "--job 3/3: $(cat err.txt)"

# ---- --memory: a bounded run stops with a message, and its checkpoint goes on with more --------
# 0.167 holds 1 byte a value: 2^22 values fit in 8 MB, but growing to 2^23 (4 MB kept while 8 MB
# more are asked for) does not.
M=6000000
"$cli" octal 0.167 counts "$M" --limit="$M" --json > whole.json || fail "0.167 counts $M failed"
"$cli" octal 0.167 counts "$M" --limit="$M" --json --memory 8M --checkpoint mem.ckpt > small.json 2> err.txt
rc=$?
[ "$rc" = 2 ] && grep -q '^{"ok":false,"error":{"where":"command",.*"message":"memory: the memory limit refused' small.json && grep -q "memory: the memory limit refused 8 MB more; computed 4194304 values (--memory 8M; the same command with more goes on" err.txt &&
  ok "--memory 8M: the run stops at 2^22 values and says so: $(cat err.txt)" || fail "--memory 8M: exit $rc, $(cat err.txt)"
"$cli" octal 0.167 counts "$M" --limit="$M" --json --memory 64M --checkpoint mem.ckpt > more.json 2> err.txt || fail "--memory 64M: $(cat err.txt)"
grep -q "resumed from mem.ckpt: G(0..4194303)" err.txt && cmp -s more.json whole.json &&
  ok "--memory 64M goes on from the checkpoint to the uninterrupted run's counts" || fail "--memory 64M: $(cat err.txt); $(diff more.json whole.json | head -3)"
"$cli" scan 0.167 0.161 --to "$M" --threads 2 --memory 16M --dir memscan > memscan.tsv 2> err.txt
grep -q "0.167.*out of memory" memscan.tsv && grep -q "0.161.*out of memory" memscan.tsv &&
  ok "scan --memory 16M: each of 2 codes at once gets 8 MB, and its row says out of memory" || fail "scan --memory: $(cat memscan.tsv err.txt)"
"$cli" octal 0.167 counts 10 --memory 12X > /dev/null 2> err.txt
[ $? = 2 ] && grep -q -- "--memory, character 3: 'X' is not a unit" err.txt && ok "--memory 12X is refused: $(cat err.txt)" ||
  fail "--memory 12X: $(cat err.txt)"
# Units: 16G, 16GB and 16GiB are the same bytes (B alone: bytes); bits (16Gb) and 16iB are refused, never read as bytes.
for m in 16G 16GB 16GiB 64MB 67108864 67108864B; do
  "$cli" octal 0.167 counts 10 --memory "$m" > /dev/null 2> err.txt || fail "--memory $m was refused: $(cat err.txt)"
done
"$cli" octal 0.167 counts 10 --memory 16Gb > /dev/null 2> err.txt
[ $? = 2 ] && grep -q -- "--memory, character 4: 'b' is bits" err.txt && ok "--memory 16Gb is refused: $(cat err.txt)" ||
  fail "--memory 16Gb: $(cat err.txt)"
"$cli" octal 0.167 counts 10 --memory 16iB > /dev/null 2> err.txt
[ $? = 2 ] && grep -q -- "--memory, character 3: 'iB' is not a unit" err.txt && ok "--memory 16iB is refused: $(cat err.txt)" ||
  fail "--memory 16iB: $(cat err.txt)"

[ "$failures" = 0 ] || { echo "$failures failed"; exit 1; }
echo "all passed"
