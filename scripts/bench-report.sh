#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Regenerates the figures of docs/performance.md: the machine, the matchpointing curve
# (bench/bench_matchpoints.cpp), the whole-session scoring (bench_scoring) and the command
# line as whole processes (rank of a 5,000-table event, result into a 15-table event, score
# with no file), each run several times with the median quoted. Prints Markdown on stdout:
#   scripts/bench-report.sh > /tmp/figures.md
# BUILD_DIR picks the Release build folder (default build-rel); REPS the repetitions (5).
set -euo pipefail
cd "$(dirname "$0")/.."
build="${BUILD_DIR:-build-rel}"
reps="${REPS:-5}"
(( reps >= 2 )) || { echo "REPS must be 2 or more: the tables quote medians" >&2; exit 2; }
if [ ! -f "$build/CMakeCache.txt" ]; then
    cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
fi
cmake --build "$build" -j2 --target overplay-cli bench_matchpoints bench_scoring bench_store >/dev/null
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export TMPDIR="${BENCH_DATA_DIR:-${TMPDIR:-/tmp}}"

echo "## The machine"
echo
echo "- processors: $(nproc) ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'))"
echo "- load average when measured: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "- measured: $(date -u '+%Y-%m-%d %H:%M UTC'), commit $(git rev-parse --short HEAD)"
echo

echo "## Matchpointing a field (bench_matchpoints, medians of $reps, CPU time)"
echo
"$build/bench/bench_matchpoints" --benchmark_repetitions="$reps" \
    --benchmark_report_aggregates_only=true --benchmark_format=json \
    --benchmark_out="$work/mp.json" --benchmark_out_format=json >/dev/null 2>&1
python3 - "$work/mp.json" <<'PY'
import json, sys
runs = [b for b in json.load(open(sys.argv[1]))["benchmarks"] if b.get("aggregate_name") == "median"]
print("| benchmark | tables | results | distinct scores a board | CPU µs | ns a result |")
print("| --- | ---: | ---: | ---: | ---: | ---: |")
for b in runs:
    name, _, arg = b["run_name"].partition("/tables:")
    cpu = b["cpu_time"] if b["time_unit"] == "us" else b["cpu_time"] / 1000
    results = b["results"]
    print(f"| {name} | {arg} | {results:,.0f} | {b['distinct_a_board']:.1f} | {cpu:,.0f} | {cpu * 1000 / results:.2f} |")
PY
echo

echo "## Scoring a whole session (bench_scoring, medians of $reps)"
echo
"$build/bench/bench_scoring" --benchmark_repetitions="$reps" \
    --benchmark_report_aggregates_only=true 2>/dev/null | grep -E '^(Benchmark|BM_.*_median)' \
    | sed 's/^/    /'
echo

# Whole processes: /usr/bin/time's own accounting of each run, the median of 7 after a warm-up.
whole() { # label, command...
    local label="$1"; shift
    "$@" >/dev/null 2>&1 || true
    for i in $(seq 7); do
        /usr/bin/time -f '%e %U %S %M' -o "$work/t" "$@" >/dev/null 2>/dev/null || true
        cat "$work/t"
    done | sort -n | awk -v label="$label" '{w[NR]=$1; u[NR]=$2; s[NR]=$3; m[NR]=$4}
        END {k=int((NR+1)/2); printf "| %s | %.0f | %.0f | %.0f | %.0f |\n", label,
             w[k]*1000, u[k]*1000, s[k]*1000, m[k]/1024}'
}
echo "## The command line as whole processes (median of 7, file in the page cache)"
echo
# The 5,000-table event is the store benchmark's own, built once into \$TMPDIR.
"$build/bench/bench_store" --benchmark_filter=BM_Read5000TablesCached >/dev/null 2>&1
big="$TMPDIR/overplay-bench-5000x24.db"
cli="$build/app/overplay-cli"
"$cli" new "$work/club.db" --name Club --movement mitchell --tables 15 >/dev/null
echo "| command | wall ms | user ms | sys ms | peak MB |"
echo "| --- | ---: | ---: | ---: | ---: |"
whole "score 4S N =" "$cli" score 4S N =
whole "rank (5,000 tables)" "$cli" rank "$big"
whole "rank --json (5,000 tables)" "$cli" rank "$big" --json
# One line into the 15-table event, replaced each run so every run writes.
"$cli" result "$work/club.db" 1 1NS 1EW 3NT N = >/dev/null
whole "result (15 tables)" "$cli" result "$work/club.db" 1 1NS 1EW 3NT N = --replace
echo
# What start-up costs in the dynamic loader (relocations of the libraries overplay-cli links;
# it links no Qt, which only overplay-cli-qt loads).
echo "Dynamic loader at start-up of \`score\` (LD_DEBUG=statistics): $(LD_DEBUG=statistics \
    "$cli" score 4S N = 2>&1 >/dev/null | sed -n 's/.*total startup time in dynamic loader: //p' \
    | head -1)"
