// SPDX-License-Identifier: GPL-3.0-or-later
// links: overplay_core dds
// Double-dummy analysis of 36 boards: Overplay's analyseDeals (batching, deal text, table
// conversion, DealerPar per board) against calling libdds's CalcAllTablesPBN directly on the
// same deals. The target is our time within 1.2x of libdds's own: our overhead only.
// Each run solves 36 full tables (seconds of CPU), so one iteration per repetition; read the
// medians. Both sides are warmed up once before their first timed run: libdds's threads,
// their transposition tables and (for Overplay) loading the library are paid untimed, so
// neither side's first repetition carries a cost the other's does not.
#include "core/Dealing.h"
#include "core/DoubleDummy.h"

#include <benchmark/benchmark.h>
#include <dds/dll.h>

#include <cstring>
#include <memory>

using namespace overplay::core;

namespace {

constexpr int kBoards = 36;
constexpr std::uint64_t kSeed = 0x36b0a4d5;

std::vector<DoubleDummyBoard> boards() {
    std::vector<DoubleDummyBoard> out;
    for (const auto& b : dealBoards(1, kBoards, kSeed))
        out.push_back({b.deal, b.dealer, b.vulnerability});
    return out;
}

void BM_OverplayAnalyseDeals(benchmark::State& state) {
    const auto input = boards();
    static const bool warm = [&] { return !analyseDeals(input).results.empty(); }();
    benchmark::DoNotOptimize(warm);
    for (auto _ : state) {
        auto run = analyseDeals(input);
        benchmark::DoNotOptimize(run.results.data());
    }
    state.counters["boards"] = kBoards;
}

void BM_LibddsCalcAllTablesPBN(benchmark::State& state) {
    const auto input = boards();
    auto deals = std::make_unique<ddTableDealsPBN>();
    auto tables = std::make_unique<ddTablesRes>();
    deals->noOfTables = kBoards;
    for (int i = 0; i < kBoards; ++i) {
        const std::string text = input[static_cast<std::size_t>(i)].deal.pbn();
        std::memset(deals->deals[i].cards, 0, sizeof deals->deals[i].cards);
        std::memcpy(deals->deals[i].cards, text.data(), text.size());
    }
    int trumpFilter[DDS_STRAINS] = {0, 0, 0, 0, 0};
    SetMaxThreads(0);
    static const bool warm = [&] {
        return CalcAllTablesPBN(deals.get(), -1, trumpFilter, tables.get(), nullptr) ==
               RETURN_NO_FAULT;
    }();
    if (!warm)
        state.SkipWithError("CalcAllTablesPBN failed while warming up");
    for (auto _ : state) {
        const int rc = CalcAllTablesPBN(deals.get(), -1, trumpFilter, tables.get(), nullptr);
        if (rc != RETURN_NO_FAULT)
            state.SkipWithError("CalcAllTablesPBN failed");
        benchmark::DoNotOptimize(tables->results[0].resTable[0][0]);
    }
    state.counters["boards"] = kBoards;
}

} // namespace

BENCHMARK(BM_LibddsCalcAllTablesPBN)
    ->Iterations(1)
    ->Repetitions(5)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
BENCHMARK(BM_OverplayAnalyseDeals)
    ->Iterations(1)
    ->Repetitions(5)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
