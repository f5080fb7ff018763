#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The command line as whole processes: how long each everyday command takes from exec to exit,
# start-up included (the dynamic loader, static initialisers, opening the event). For each
# command, after one warm-up run, perf stat counts REPS runs (default 11) and this prints the
# medians of page faults, CPU time (task-clock: user + sys) and wall time, as Markdown, with the
# load average before and after (on a shared machine quote CPU time and page faults beside
# wall time).
#   bench/whole-process.sh                  # builds Release in build-rel, then measures
#   BUILD_DIR=build bench/whole-process.sh  # measures an existing build as it is (no build)
#   REPS=21 BENCH_DATA_DIR=/var/tmp bench/whole-process.sh
# The 5,000-table event is bench_store's (built with -DOVERPLAY_BUILD_BENCH=ON), made once in
# $BENCH_DATA_DIR (default $TMPDIR or /tmp); BIG_EVENT=FILE names another one.
set -euo pipefail
cd "$(dirname "$0")/.."
reps="${REPS:-11}"
(( reps >= 3 )) || { echo "REPS must be 3 or more: the table quotes medians" >&2; exit 2; }
command -v perf >/dev/null || { echo "perf is needed (linux-perf)" >&2; exit 2; }
export TMPDIR="${BENCH_DATA_DIR:-${TMPDIR:-/tmp}}"
big="${BIG_EVENT:-$TMPDIR/overplay-bench-5000x24.db}"
if [ -n "${BUILD_DIR:-}" ]; then
    build="$BUILD_DIR"
else
    build=build-rel
    [ -f "$build/CMakeCache.txt" ] || cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
        >/dev/null
    targets=(overplay-cli)
    if [ ! -f "$big" ]; then
        cmake -S . -B "$build" -DOVERPLAY_BUILD_BENCH=ON >/dev/null
        targets+=(bench_store)
    fi
    cmake --build "$build" -j2 --target "${targets[@]}" >/dev/null
fi
cli="$build/app/overplay-cli"
[ -x "$cli" ] || { echo "no $cli: build it first" >&2; exit 2; }
if [ ! -f "$big" ]; then
    [ -x "$build/bench/bench_store" ] || { echo "no $big and no bench_store to make it" >&2; exit 2; }
    "$build/bench/bench_store" --benchmark_filter=BM_Read5000TablesCached \
        --benchmark_min_time=0.01 >/dev/null 2>&1
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# median COLUMN: the median of one column of $work/runs.
median() { cut -d' ' -f"$1" "$work/runs" | sort -n | awk '{v[NR] = $1} END {print v[int((NR + 1) / 2)]}'; }

# whole LABEL COMMAND...: one warm-up, then REPS runs under perf stat.
whole() {
    local label="$1"; shift
    "$@" >/dev/null 2>&1 || true
    : >"$work/runs"
    for _ in $(seq "$reps"); do
        perf stat -x, -e page-faults,task-clock,duration_time -o "$work/p" "$@" >/dev/null 2>&1 ||
            true
        awk -F, '$3 == "page-faults" {pf = $1} $3 == "task-clock" {cpu = $1}
                 $3 == "duration_time" {wall = $1 / 1e6} END {print pf, cpu, wall}' \
            "$work/p" >>"$work/runs"
    done
    printf '| %s | %s | %.1f | %.1f |\n' "$label" "$(median 1)" "$(median 2)" "$(median 3)"
}

"$cli" new "$work/club.db" --name Club --movement mitchell --tables 15 >/dev/null
"$cli" result "$work/club.db" 1 1NS 1EW 3NT N = >/dev/null

echo "- machine: $(nproc) processors ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 |
    sed 's/^ //')), $(uname -sr)"
echo "- build: $build ($(sed -n 's/^CMAKE_BUILD_TYPE:STRING=//p' "$build/CMakeCache.txt")), commit $(git rev-parse --short HEAD)"
echo "- measured: $(date -u '+%Y-%m-%d %H:%M UTC'), medians of $reps runs after a warm-up"
echo "- load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "| command | page faults | CPU ms | wall ms |"
echo "| --- | ---: | ---: | ---: |"
whole "--version" "$cli" --version
whole "score 4S N =" "$cli" score 4S N =
# One line into the 15-table event, replaced each run so every run writes.
whole "result (15 tables)" "$cli" result "$work/club.db" 1 1NS 1EW 3NT N = --replace
whole "missing (15 tables)" "$cli" missing "$work/club.db"
whole "movement howell --pairs 10" "$cli" movement howell --pairs 10
whole "rank (5,000 tables)" "$cli" rank "$big"
echo
echo "- load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "- libraries overplay-cli names (NEEDED): $(readelf -d "$cli" |
    sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | tr '\n' ' ')"
