// SPDX-License-Identifier: GPL-3.0-or-later
// links: overplay_movements
// Generation time of the non-Howell movements: every Mitchell of 3..60 tables (odd, skip and
// share-and-relay), every individual of 5..20 players (the phantom sizes search their fill-in
// tables), and the team systems. Run from a Release build:
//   ./build-release/bench/bench_generators --benchmark_repetitions=5
//       --benchmark_report_aggregates_only=true
#include "movements/Individual.h"
#include "movements/Mitchell.h"
#include "movements/TeamMovements.h"

#include <benchmark/benchmark.h>

namespace {

using namespace overplay::movements;

void everyMitchell3To60(benchmark::State& state) {
    for (auto _ : state)
        for (int tables = 3; tables <= 60; ++tables)
            for (const char* even : {"skip", "relay"}) {
                MovementRequest r;
                r.tables = tables;
                if (tables % 2 == 0)
                    r.evenTables = even;
                benchmark::DoNotOptimize(mitchell(r));
            }
}
BENCHMARK(everyMitchell3To60)->Unit(benchmark::kMillisecond);

void individualOfSize(benchmark::State& state) {
    MovementRequest r;
    r.pairs = static_cast<int>(state.range(0));
    for (auto _ : state)
        benchmark::DoNotOptimize(individual(r));
}
BENCHMARK(individualOfSize)->DenseRange(5, 20)->Unit(benchmark::kMicrosecond);

void teamSystems(benchmark::State& state) {
    for (auto _ : state)
        for (int teams = 3; teams <= 51; ++teams) {
            MovementRequest r;
            r.teams = teams;
            if (teams % 2 == 1)
                benchmark::DoNotOptimize(howellTeams(r));
            benchmark::DoNotOptimize(gilmanTeams(r));
        }
}
BENCHMARK(teamSystems)->Unit(benchmark::kMillisecond);

} // namespace
