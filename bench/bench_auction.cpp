// SPDX-License-Identifier: GPL-3.0-or-later
// links: overplay_core
// Auction bridge scoring: one deal, honours counted from the cards, a whole rubber.
#include "core/AuctionScore.h"

#include <benchmark/benchmark.h>

using namespace overplay::core;

namespace {

// A fixed complete deal: card i goes to seat i mod 4.
Deal roundRobinDeal() {
    Deal d;
    for (int i = 0; i < 52; ++i)
        d.hands[i % 4].add(Card{static_cast<Suit>(i / 13), 2 + i % 13});
    return d;
}

} // namespace

static void BM_AuctionDeal(benchmark::State& state) {
    AuctionPlay p;
    p.contract = parseAuctionContract("3HX");
    p.tricks = 7;
    p.honours.declarers = HonoursHolding::Simple;
    p.revokes.byDefenders = 1;
    for (auto _ : state) {
        benchmark::DoNotOptimize(p);
        benchmark::DoNotOptimize(scoreAuctionDeal(AuctionLaws::Foster, p));
    }
}
BENCHMARK(BM_AuctionDeal);

static void BM_AuctionHonoursOfDeal(benchmark::State& state) {
    const Deal d = roundRobinDeal();
    for (auto _ : state)
        benchmark::DoNotOptimize(honoursOfDeal(d, AuctionStrain::Hearts, Seat::South));
}
BENCHMARK(BM_AuctionHonoursOfDeal);

static void BM_AuctionRubber(benchmark::State& state) {
    const char* contracts[] = {"2NT", "4H", "3C", "2H", "2D", "4RS"};
    const int tricks[] = {9, 8, 10, 9, 8, 10};
    const Seat declarers[] = {Seat::South, Seat::West, Seat::East,
                              Seat::North, Seat::West, Seat::South};
    AuctionPlay plays[6];
    for (int i = 0; i < 6; ++i) {
        plays[i].contract = parseAuctionContract(contracts[i]);
        plays[i].tricks = tricks[i];
        plays[i].declarer = declarers[i];
    }
    for (auto _ : state) {
        AuctionRubber rubber;
        for (const AuctionPlay& p : plays)
            rubber.play(p);
        benchmark::DoNotOptimize(rubber.margin());
    }
}
BENCHMARK(BM_AuctionRubber);
