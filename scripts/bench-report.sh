#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Regenerates every figure of docs/performance.md: the machine, the matchpointing curve
# (bench_matchpoints), the whole-session scoring (bench_scoring), the event store cached and
# cold (bench_store), the command line as whole processes (score with no file, result into a
# 15-table event, rank and rank --json of a 5,000-table event, with peak memory), generating
# movements (bench_movements), the double-dummy comparison (bench_double_dummy) and a
# director's evening phase by phase (bench_evening). Medians throughout. Prints Markdown:
#   scripts/bench-report.sh > /tmp/figures.md
# BUILD_DIR picks the Release build folder (default build-rel); REPS the repetitions (5);
# SKIP_SLOW=1 leaves out the double-dummy comparison and the evening (minutes of analysis).
set -euo pipefail
cd "$(dirname "$0")/.."
build="${BUILD_DIR:-build-rel}"
reps="${REPS:-5}"
(( reps >= 2 )) || { echo "REPS must be 2 or more: the tables quote medians" >&2; exit 2; }
if [ ! -f "$build/CMakeCache.txt" ]; then
    cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
fi
cmake -S . -B "$build" -DOVERPLAY_BUILD_BENCH=ON >/dev/null
targets=(overplay-cli bench_matchpoints bench_scoring bench_store bench_movements)
[ -n "${SKIP_SLOW:-}" ] || targets+=(bench_double_dummy bench_evening)
command -v perf >/dev/null || { echo "perf is needed (linux-perf)" >&2; exit 2; }
cmake --build "$build" -j2 --target "${targets[@]}" >/dev/null
# Debian's Google Benchmark is built without NDEBUG and says so on every run: build the same
# version from Debian's source in Release, link the benchmarks to it and build them again.
if "$build/bench/bench_scoring" --benchmark_filter=none 2>&1 | grep -q "built as DEBUG"; then
    config="$(scripts/benchmark-release.sh "$build/benchmark-release" | tail -1)"
    cmake -S . -B "$build" -Dbenchmark_DIR="$(dirname "$config")" >/dev/null
    cmake --build "$build" -j2 --target "${targets[@]}" >/dev/null
fi
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

# medians FILE: the median rows of a Google Benchmark JSON file, one "name wall cpu unit" line
# each (with the counters as name=value after them).
medians() {
    python3 - "$1" <<'PY'
import json, sys
for b in json.load(open(sys.argv[1]))["benchmarks"]:
    if b.get("run_type") == "aggregate" and b.get("aggregate_name") != "median":
        continue
    extra = " ".join(f"{k}={v}" for k, v in b.items() if isinstance(v, (int, float)) and k not in
                     ("real_time", "cpu_time", "iterations", "repetitions", "repetition_index",
                      "threads", "family_index", "per_family_instance_index"))
    print(b["run_name"], b["real_time"], b["cpu_time"], b["time_unit"], extra)
PY
}
# bench NAME ARGS...: runs a benchmark executable into $work/NAME.json.
bench() {
    local name="$1"; shift
    "$build/bench/$name" "$@" --benchmark_out="$work/$name.json" --benchmark_out_format=json \
        >/dev/null 2>&1
}

echo "## Scoring a whole session (bench_scoring, medians of $reps, CPU time)"
echo
bench bench_scoring --benchmark_repetitions="$reps" --benchmark_report_aggregates_only=true
echo "| benchmark | CPU ms |"
echo "| --- | ---: |"
medians "$work/bench_scoring.json" | awk '{printf "| `%s` | %.2f |\n", $1, $3}'
echo

echo "## The event store (bench_store, medians of 5, CPU and wall time)"
echo
bench bench_store
echo "| benchmark | CPU ms | wall ms |"
echo "| --- | ---: | ---: |"
medians "$work/bench_store.json" | awk '{n=$1; sub(/\/.*/, "", n); printf "| `%s` | %.1f | %.1f |\n", n, $3, $2}'
echo

echo "## Generating movements (bench_movements, CPU time)"
echo
bench bench_movements --benchmark_filter='everyHowell|partialHowells'
echo "| benchmark | CPU ms |"
echo "| --- | ---: |"
medians "$work/bench_movements.json" | awk '{n=$1; sub(/\/iterations:.*/, "", n); printf "| `%s` | %.1f |\n", n, $3}'
echo

# Whole processes, after a warm-up: CPU time (user + sys) from perf stat's task-clock, which
# counts to the microsecond (/usr/bin/time rounds to 10 ms), median of 7; wall time, median of
# the same 7; peak resident memory from /usr/bin/time, median of 3.
whole() { # label, command...
    local label="$1"; shift
    "$@" >/dev/null 2>&1 || true
    for i in $(seq 7); do
        perf stat -x, -e task-clock,duration_time -o "$work/p" "$@" >/dev/null 2>&1 || true
        awk -F, '$3 == "task-clock" {cpu = $1} $3 == "duration_time" {wall = $1 / 1e6}
                 END {print cpu, wall}' "$work/p"
    done >"$work/runs"
    for i in 1 2 3; do
        /usr/bin/time -f '%M' -o "$work/t" "$@" >/dev/null 2>&1 || true
        cat "$work/t"
    done >"$work/peaks"
    local cpu wall peak
    cpu=$(cut -d' ' -f1 "$work/runs" | sort -n | sed -n 4p)
    wall=$(cut -d' ' -f2 "$work/runs" | sort -n | sed -n 4p)
    peak=$(sort -n "$work/peaks" | sed -n 2p)
    printf '| %s | %.1f | %.0f | %.0f |\n' "$label" "$cpu" "$wall" "$((peak / 1024))"
}
echo "## The command line as whole processes (medians, files in the page cache)"
echo
# The 5,000-table event is the store benchmark's own, built once into \$TMPDIR (above).
big="$TMPDIR/overplay-bench-5000x24.db"
cli="$build/app/overplay-cli"
"$cli" new "$work/club.db" --name Club --movement mitchell --tables 15 >/dev/null
echo "| command | CPU ms | wall ms | peak MiB |"
echo "| --- | ---: | ---: | ---: |"
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

if [ -n "${SKIP_SLOW:-}" ]; then
    exit 0
fi
echo
echo "## Double-dummy analysis (bench_double_dummy, medians of 5, wall time: every core)"
echo
bench bench_double_dummy
medians "$work/bench_double_dummy.json" | awk '
    {n=$1; sub(/\/.*/, "", n); w[n]=$2; printf "- `%s`: %.0f ms\n", n, $2}
    END {if (w["BM_LibddsCalcAllTablesPBN"] > 0)
           printf "- ratio, ours to libdds called directly: %.2f\n",
                  w["BM_OverplayAnalyseDeals"] / w["BM_LibddsCalcAllTablesPBN"]}'
echo
echo "## A director's evening (bench_evening, one run, wall seconds of each phase)"
echo
bench bench_evening
medians "$work/bench_evening.json" | python3 -c '
import sys
for line in sys.stdin:
    fields = line.split()
    counters = dict(f.split("=") for f in fields[4:])
    phases = sorted(k for k in counters if k[:1].isdigit())
    print("| " + " | ".join(p.split("_", 1)[1].replace("_", " ") for p in phases) + " | pages |")
    print("|" + " ---: |" * (len(phases) + 1))
    print("| " + " | ".join(f"{float(counters[p]):.2f}" for p in phases) +
          f" | {float(counters.get(\"pages\", 0)):.0f} |")
'
