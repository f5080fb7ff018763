// SPDX-License-Identifier: GPL-3.0-or-later
// links: overplay_movements
// Generation time of every complete Howell from 4 to 34 pairs (the target: the whole
// table under 10 s on one core, no size over 2 s), and of the partial ones. Run from a Release
// build:
//   ./build-release/bench/bench_movements --benchmark_repetitions=5
//       --benchmark_report_aggregates_only=true
#include "movements/Howell.h"

#include <benchmark/benchmark.h>

namespace {

using overplay::movements::completeHowell;

void howellOfSize(benchmark::State& state) {
    const int pairs = static_cast<int>(state.range(0));
    for (auto _ : state)
        benchmark::DoNotOptimize(completeHowell(pairs));
}
BENCHMARK(howellOfSize)->DenseRange(4, 34)->Unit(benchmark::kMillisecond);

void everyHowell4To34(benchmark::State& state) {
    for (auto _ : state)
        for (int pairs = 4; pairs <= 34; ++pairs)
            benchmark::DoNotOptimize(completeHowell(pairs));
}
BENCHMARK(everyHowell4To34)->Unit(benchmark::kMillisecond)->Iterations(3);

void partialHowells(benchmark::State& state) {
    const int pairs = static_cast<int>(state.range(0));
    const int tables = (pairs + 1) / 2;
    for (auto _ : state)
        benchmark::DoNotOptimize(
            overplay::movements::partialHowell(pairs, (3 * (2 * tables - 1) + 2) / 4));
}
BENCHMARK(partialHowells)->Arg(10)->Arg(16)->Arg(24)->Arg(34)->Unit(benchmark::kMillisecond);

// Every three-quarter Howell from 5 to 34 pairs (the docs' table): each a Howell design searched
// and tuned for Manning's measure, the whole set well under the 10 s of the complete ones.
void everyPartialHowell5To34(benchmark::State& state) {
    for (auto _ : state)
        for (int pairs = 5; pairs <= 34; ++pairs) {
            const int tables = (pairs + 1) / 2;
            benchmark::DoNotOptimize(
                overplay::movements::partialHowell(pairs, (3 * (2 * tables - 1) + 2) / 4));
        }
}
BENCHMARK(everyPartialHowell5To34)->Unit(benchmark::kMillisecond)->Iterations(3);

// As few rounds as tables: the two-orbit designs (8 tables, 8 rounds, 8 sets).
void partialHowellRoundsEqualTables(benchmark::State& state) {
    const int pairs = static_cast<int>(state.range(0));
    for (auto _ : state)
        benchmark::DoNotOptimize(overplay::movements::partialHowell(pairs, (pairs + 1) / 2));
}
BENCHMARK(partialHowellRoundsEqualTables)->Arg(16)->Arg(34)->Unit(benchmark::kMillisecond);

} // namespace
