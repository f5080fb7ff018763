#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Start-up of the console to an open 15-table event, as a whole process (dynamic loading,
# QApplication, the window, the event read and scored, the first paint), run 11 times; prints
# each time and the median, then perf stat's CPU time and page faults when perf is there.
# overplay-shots --quit-after-open starts the console's window as `overplay EVENT` does and
# quits after its first paint. Then the in-process benchmarks (bench/bench_console.cpp).
# BUILD_DIR picks the build folder (default build/).
set -euo pipefail
cd "$(dirname "$0")/.."
build="${BUILD_DIR:-build}"
cmake -S . -B "$build" -DOVERPLAY_BUILD_BENCH=ON >/dev/null
cmake --build "$build" --target overplay-shots bench_console -j2 >/dev/null
export QT_QPA_PLATFORM=offscreen
export XDG_CONFIG_HOME="$(mktemp -d)"
export XDG_DATA_HOME="$XDG_CONFIG_HOME"
trap 'rm -rf "$XDG_CONFIG_HOME"' EXIT
event="$XDG_CONFIG_HOME/fifteen.db"
# The 15-table event: the demo builder's Mitchell, as bench_console builds it.
"$build/app/overplay-shots" --fifteen-tables "$event"
times=()
for i in $(seq 11); do
    start=$(date +%s%N)
    "$build/app/overplay-shots" --quit-after-open "$event" >/dev/null 2>&1 || { echo "no event at $event"; break; }
    end=$(date +%s%N)
    times+=($(( (end - start) / 1000000 )))
done
if (( ${#times[@]} )); then
    echo "process start to open 15-table event (ms): ${times[*]}"
    printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {print "median:", a[int((NR+1)/2)], "ms"}'
fi
if command -v perf >/dev/null; then
    perf stat -r 11 -e task-clock,page-faults "$build/app/overplay-shots" --quit-after-open \
        "$event" 2>&1 >/dev/null | grep -E 'task-clock|page-faults|elapsed' || true
fi
"$build/bench/bench_console" --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
