// SPDX-License-Identifier: GPL-3.0-or-later
// links: overplay_core
// A national simultaneous pairs: 5,000 tables, 24 boards each played 5,000 times (120,000
// results, 10,000 pairs in two fields), matchpointed and ranked. Target: under 100 ms on one
// core, under 100 MB peak. Run from a Release build.
#include "core/Contract.h"
#include "core/DuplicateScore.h"
#include "core/Matchpoints.h"
#include "core/Ranking.h"
#include "core/Session.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <random>
#include <vector>

using namespace overplay::core;

namespace {
constexpr int tables = 5000;
constexpr int boards = 24;
constexpr int boardsPerRound = 2;

/// Lines of a Mitchell-like simultaneous: North-South pair t stays at table t, East-West
/// pairs move up one table a round of two boards. Plays are drawn from a seeded generator
/// over a handful of likely contracts so each board has many ties, as real boards do.
SessionInput simultaneous() {
    std::mt19937 random(20261122);
    const Contract contracts[] = {parseContract("4S"),  parseContract("3NT"), parseContract("2H"),
                                  parseContract("4SX"), parseContract("1NT"), parseContract("5D")};
    std::uniform_int_distribution<int> pickContract(0, 5), pickSeat(0, 3), spread(-2, 2);
    SessionInput in;
    in.lines.reserve(static_cast<std::size_t>(tables) * boards);
    for (int round = 0; round < boards / boardsPerRound; ++round) {
        for (int t = 0; t < tables; ++t) {
            for (int k = 0; k < boardsPerRound; ++k) {
                TravellerLine l;
                l.board = round * boardsPerRound + k + 1;
                l.ns = t + 1;
                l.ew = tables + 1 + (t + round) % tables;
                l.round = round + 1;
                l.table = t + 1;
                const Contract c = contracts[pickContract(random)];
                const int tricks = std::clamp(c.tricksNeeded() + spread(random), 0, 13);
                l.play = makePlayWithTricks(c, static_cast<Seat>(pickSeat(random)), tricks);
                in.lines.push_back(l);
            }
        }
    }
    std::vector<int> ns, ew;
    for (int p = 1; p <= tables; ++p) {
        ns.push_back(p);
        ew.push_back(tables + p);
    }
    in.fields = {{"NS", ns}, {"EW", ew}};
    return in;
}

const SessionInput& input() {
    static const SessionInput in = simultaneous();
    return in;
}
} // namespace

/// The whole path the store and the CLI take: score every line, matchpoint, rank two fields.
static void BM_ScoreSessionSimultaneousPairs(benchmark::State& state) {
    const SessionInput& in = input();
    for (auto _ : state) {
        SessionResult r = scoreSession(in);
        benchmark::DoNotOptimize(r.rankings.data());
    }
    state.SetItemsProcessed(state.iterations() * static_cast<long long>(in.lines.size()));
}
BENCHMARK(BM_ScoreSessionSimultaneousPairs)->Unit(benchmark::kMillisecond);

/// Only the matchpointing and the ranking, over scores already computed: the kernel.
static void BM_MatchpointAndRankKernel(benchmark::State& state) {
    // Scores laid out board by board, as a store would hold them.
    const SessionInput& in = input();
    std::vector<std::vector<int>> scores(boards);
    std::vector<std::vector<int>> nsPair(boards), ewPair(boards);
    for (const TravellerLine& l : in.lines) {
        scores[l.board - 1].push_back(northSouthScore(*l.play, Vulnerability::None));
        nsPair[l.board - 1].push_back(l.ns - 1);
        ewPair[l.board - 1].push_back(l.ew - 1);
    }
    std::vector<double> points(tables), totals(2 * tables);
    MatchpointWorkspace workspace;
    std::vector<RankKey> keys(2 * tables);
    for (auto _ : state) {
        std::fill(totals.begin(), totals.end(), 0.0);
        const double top = matchpointTop(tables, MatchpointScale::Ebu);
        for (int b = 0; b < boards; ++b) {
            matchpointsInto(scores[b], MatchpointScale::Ebu, points, workspace);
            for (int i = 0; i < tables; ++i) {
                totals[nsPair[b][i]] += points[i];
                totals[ewPair[b][i]] += top - points[i];
            }
        }
        for (int p = 0; p < 2 * tables; ++p)
            keys[p] = RankKey{percentOf(totals[p], top * boards), 0};
        auto places = placeEntries(keys);
        benchmark::DoNotOptimize(places.data());
    }
    state.SetItemsProcessed(state.iterations() * static_cast<long long>(in.lines.size()));
}
BENCHMARK(BM_MatchpointAndRankKernel)->Unit(benchmark::kMillisecond);

/// Cross-IMPs over the same field: every score against 4,999 others on each board.
static void BM_CrossImpsSimultaneousPairs(benchmark::State& state) {
    SessionInput in = input();
    in.method = ScoringMethod::CrossImps;
    for (auto _ : state) {
        SessionResult r = scoreSession(in);
        benchmark::DoNotOptimize(r.rankings.data());
    }
    state.SetItemsProcessed(state.iterations() * static_cast<long long>(in.lines.size()));
}
BENCHMARK(BM_CrossImpsSimultaneousPairs)->Unit(benchmark::kMillisecond);
