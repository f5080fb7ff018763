#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Start-up of the console to an open 15-table event, as a whole process (dynamic loading,
# QApplication, the window, the event read and scored, the first paint), run 11 times; prints
# each time and the median. Then the in-process benchmarks (bench/bench_console.cpp).
# BUILD_DIR picks the build folder (default build/).
set -euo pipefail
cd "$(dirname "$0")/.."
build="${BUILD_DIR:-build}"
cmake -S . -B "$build" -DOVERPLAY_BUILD_BENCH=ON >/dev/null
cmake --build "$build" --target overplay bench_console -j2 >/dev/null
export QT_QPA_PLATFORM=offscreen
export XDG_CONFIG_HOME="$(mktemp -d)"
export XDG_DATA_HOME="$XDG_CONFIG_HOME"
trap 'rm -rf "$XDG_CONFIG_HOME"' EXIT
event="$XDG_CONFIG_HOME/fifteen.db"
# The 15-table event: the demo builder's Mitchell, built by the bench where we can time it.
OVERPLAY_BENCH_EVENT="$event" "$build/bench/bench_console" --benchmark_filter=BM_Rescore \
    --benchmark_min_time=0.01 >/dev/null
times=()
for i in $(seq 11); do
    start=$(date +%s%N)
    "$build/app/overplay" --quit-after-open "$event" >/dev/null 2>&1 || { echo "no event at $event"; break; }
    end=$(date +%s%N)
    times+=($(( (end - start) / 1000000 )))
done
if (( ${#times[@]} )); then
    echo "process start to open 15-table event (ms): ${times[*]}"
    printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {print "median:", a[int((NR+1)/2)], "ms"}'
fi
"$build/bench/bench_console" --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
