#!/usr/bin/env bash
# bench/cgt_run.sh - the partizan benchmark (bench/cgt_bench.cpp), natively and as wasm under
# node, in one run (bench/both.sh).
#   bash bench/cgt_run.sh [cgt_bench options: --quick, --random N, --seed S]
exec bash "$(dirname "${BASH_SOURCE[0]}")/both.sh" cgt_bench "$@"
