#!/usr/bin/env bash
# bench/cram_run.sh - Cram's region search (bench/cram_bench.cpp), natively and as wasm under
# node, in one run (bench/both.sh), with the machine and the peak memory of each.
#   bash bench/cram_run.sh [cram_bench options: --rows 3|4, --max N, --memory MB, --big S]
exec bash "$(dirname "${BASH_SOURCE[0]}")/both.sh" cram_bench "$@"
