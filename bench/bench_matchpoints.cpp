// SPDX-License-Identifier: GPL-3.0-or-later
// links: overplay_core
// Matchpointing a simultaneous pairs field board by board, the work a scorer such as
// bridge-scorer does: both sides' points for every result and its percentage on the board,
// EBU (2 a score beaten) and ACBL (1) scales, Neuberg-factored where a board was played fewer
// times than the field. The field looks like a real one: on each board four to six likely
// contracts, tricks scattered around what each makes, now and then a double; that gives the
// 18-30 distinct scores a real board has. The argument is the number of tables (24 boards),
// so the curve runs from 1,008 to 1,200,000 results. Run from a Release build.
#include "core/Board.h"
#include "core/Contract.h"
#include "core/DuplicateScore.h"
#include "core/Matchpoints.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <set>
#include <vector>

using namespace overplay::core;

namespace {
constexpr int boards = 24;

/// One board of a field: North-South's score at every table that played it.
struct FieldBoard {
    std::vector<int> scores;
};

/// A board's likely contracts: a contract, who declares it and how often it is chosen.
struct Likely {
    Contract contract;
    Seat declarer;
    int weight;
};

std::vector<FieldBoard> field(int tables) {
    std::mt19937 random(20261123u + static_cast<unsigned>(tables));
    const char* strains[] = {"NT", "S", "H", "D", "C"};
    std::vector<FieldBoard> out(boards);
    for (int b = 0; b < boards; ++b) {
        // Four to six likely contracts around one level, mostly by one side.
        std::uniform_int_distribution<int> level(1, 5), strain(0, 4), count(4, 6), weight(1, 8);
        const int base = level(random);
        const Seat side = (b % 2 == 0) ? Seat::North : Seat::East;
        std::vector<Likely> likely;
        const int n = count(random);
        for (int k = 0; k < n; ++k) {
            const int l = std::clamp(base + static_cast<int>(random() % 3) - 1, 1, 7);
            std::string text = std::to_string(l) + strains[strain(random)];
            if (k == n - 1)
                text += "X"; // the odd doubled contract
            const Seat declarer =
                (k == n - 2) ? static_cast<Seat>((static_cast<int>(side) + 1) % 4) : side;
            likely.push_back({parseContract(text), declarer, weight(random)});
        }
        std::vector<int> weights;
        for (const Likely& l : likely)
            weights.push_back(l.weight);
        std::discrete_distribution<int> pick(weights.begin(), weights.end());
        std::binomial_distribution<int> scatter(6, 0.5); // -3 … +3 tricks, mostly 0 or 1
        const Vulnerability vul = vulnerabilityOf(b + 1);
        // A few tables did not play some boards: those boards are Neuberg-factored.
        const int played = tables - (tables >= 10 ? b % 3 : 0);
        out[b].scores.reserve(static_cast<std::size_t>(played));
        for (int t = 0; t < played; ++t) {
            const Likely& l = likely[static_cast<std::size_t>(pick(random))];
            const int tricks = std::clamp(l.contract.tricksNeeded() + scatter(random) - 3, 0, 13);
            out[b].scores.push_back(
                northSouthScore(makePlayWithTricks(l.contract, l.declarer, tricks), vul));
        }
    }
    return out;
}

/// What the scorer hands back for one result: both sides' points and North-South's
/// percentage (East-West's is 100 minus it).
using ScoredResult = overplay::core::ResultPoints;

long long resultsIn(const std::vector<FieldBoard>& f) {
    long long n = 0;
    for (const FieldBoard& b : f)
        n += static_cast<long long>(b.scores.size());
    return n;
}

void reportField(benchmark::State& state, const std::vector<FieldBoard>& f) {
    double distinct = 0;
    for (const FieldBoard& b : f)
        distinct += static_cast<double>(std::set<int>(b.scores.begin(), b.scores.end()).size());
    state.counters["results"] = static_cast<double>(resultsIn(f));
    state.counters["distinct_a_board"] = distinct / boards;
    state.SetItemsProcessed(state.iterations() * resultsIn(f));
}

void matchpointField(benchmark::State& state, MatchpointScale scale) {
    const int tables = static_cast<int>(state.range(0));
    const std::vector<FieldBoard> f = field(tables);
    std::vector<std::vector<ScoredResult>> scored(boards);
    for (int b = 0; b < boards; ++b)
        scored[b].resize(f[b].scores.size());
    MatchpointWorkspace workspace;
    const BoardMatchpointing how{scale, tables, scale == MatchpointScale::Ebu};
    for (auto _ : state) {
        for (int b = 0; b < boards; ++b)
            matchpointBoard(f[b].scores, how, scored[b], workspace);
        benchmark::DoNotOptimize(scored.data());
        benchmark::ClobberMemory();
    }
    reportField(state, f);
}

/// The way Overplay matchpointed before: sort every result with its index, walk the runs of
/// equal scores, Neuberg each result. Kept here as the yardstick of the ratio.
void matchpointFieldBySorting(benchmark::State& state) {
    const int tables = static_cast<int>(state.range(0));
    const std::vector<FieldBoard> f = field(tables);
    std::vector<std::vector<ScoredResult>> scored(boards);
    for (int b = 0; b < boards; ++b)
        scored[b].resize(f[b].scores.size());
    std::vector<std::uint64_t> keys;
    const MatchpointScale scale = MatchpointScale::Ebu;
    const double top = matchpointTop(tables, scale);
    for (auto _ : state) {
        for (int b = 0; b < boards; ++b) {
            const std::vector<int>& scores = f[b].scores;
            const int actual = static_cast<int>(scores.size());
            keys.resize(scores.size());
            for (std::size_t i = 0; i < scores.size(); ++i)
                keys[i] =
                    (static_cast<std::uint64_t>(static_cast<std::uint32_t>(scores[i]) ^ 0x80000000u)
                     << 32) |
                    i;
            std::sort(keys.begin(), keys.end());
            ScoredResult* out = scored[b].data();
            for (std::size_t run = 0; run < keys.size();) {
                std::size_t end = run + 1;
                while (end < keys.size() && (keys[end] >> 32) == (keys[run] >> 32))
                    ++end;
                for (std::size_t k = run; k < end; ++k) {
                    double p = 2.0 * static_cast<double>(run) + static_cast<double>(end - run - 1);
                    if (actual != tables)
                        p = roundToTenthTowardsAverage(neuberg(p, actual, tables, scale), top / 2);
                    out[keys[k] & 0xffffffffu] = {p, top - p, percentOf(p, top)};
                }
                run = end;
            }
        }
        benchmark::DoNotOptimize(scored.data());
        benchmark::ClobberMemory();
    }
    reportField(state, f);
}

void curve(benchmark::internal::Benchmark* b) {
    for (int tables : {42, 125, 500, 1250, 5000, 12500, 50000})
        b->Arg(tables);
    b->ArgName("tables")->Unit(benchmark::kMicrosecond);
}
} // namespace

/// EBU matchpoints (2 a score beaten), Neuberg where a board was played short, rounded to 0.1.
static void BM_MatchpointFieldEbuNeuberg(benchmark::State& state) {
    matchpointField(state, MatchpointScale::Ebu);
}
BENCHMARK(BM_MatchpointFieldEbuNeuberg)->Apply(curve);

/// ACBL matchpoints (1 a score beaten, ½ a tie), Neuberg unrounded.
static void BM_MatchpointFieldAcblNeuberg(benchmark::State& state) {
    matchpointField(state, MatchpointScale::Acbl);
}
BENCHMARK(BM_MatchpointFieldAcblNeuberg)->Apply(curve);

/// The same EBU work done by sorting every result (the old kernel): the yardstick.
static void BM_MatchpointFieldEbuSortingEveryResult(benchmark::State& state) {
    matchpointFieldBySorting(state);
}
BENCHMARK(BM_MatchpointFieldEbuSortingEveryResult)
    ->Arg(5000)
    ->ArgName("tables")
    ->Unit(benchmark::kMicrosecond);
