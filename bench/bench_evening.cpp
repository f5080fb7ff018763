// SPDX-License-Identifier: GPL-3.0-or-later
// links: overplay_reports
// A director's evening end to end, as one benchmark with its phases: a 15-table Mitchell of
// 30 boards set up in a new event file, the boards dealt and analysed double dummy (libdds on
// every core), every one of the 450 results entered through the store one at a time (each a
// durable commit, as at the console), the event ranked, the print pack (cards, travellers,
// hand records, rankings) and the web site written. Each phase's wall time is a counter in
// seconds; the benchmark's own time is the whole evening. Run from a Release build:
//   ./bench_evening --benchmark_repetitions=3
#include "bench/ClubNight.h"
#include "core/Contract.h"
#include "core/Dealing.h"
#include "core/DoubleDummy.h"
#include "db/EventStore.h"
#include "db/Ranking.h"
#include "movements/Generate.h"
#include "reports/HtmlSite.h"
#include "reports/PrintedReports.h"
#include "reports/StoreSnapshot.h"
#include "tests/reports/ReportFixture.h"

#include <QTemporaryDir>
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <map>
#include <optional>

using namespace overplay;

namespace {

/// Wall time of the phases of one evening, added into counters named after them.
class Phases {
public:
    explicit Phases(benchmark::State& state) : m_state(state) {}
    template <typename Work> void time(const char* phase, Work&& work) {
        const auto start = std::chrono::steady_clock::now();
        work();
        const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
        m_seconds[phase] += took.count();
    }
    void report() {
        for (const auto& [phase, seconds] : m_seconds)
            m_state.counters[phase] =
                benchmark::Counter(seconds, benchmark::Counter::kAvgIterations);
    }

private:
    benchmark::State& m_state;
    std::map<std::string, double> m_seconds;
};

/// A plausible result for the n-th line: a few contracts, made, over and down.
core::Play playFor(unsigned n) {
    static const char* const contracts[] = {"3NT", "4S", "4H", "2S", "3NT", "1NT", "5D", "3C"};
    const core::Contract c = core::parseContract(contracts[n % 8]);
    const int tricks = std::clamp(c.tricksNeeded() + static_cast<int>((n / 8) % 4) - 1, 0, 13);
    return core::Play{c, static_cast<core::Seat>((n / 32) % 4), tricks};
}

void BM_DirectorsEvening15Tables30Boards(benchmark::State& state) {
    reports::testing::ensureGuiApp();
    Phases phases(state);
    int lines = 0, pages = 0;
    for (auto _ : state) {
        QTemporaryDir dir;
        const std::string path = dir.filePath("evening.db").toStdString();
        std::optional<db::EventStore> store;
        phases.time("1_setup", [&] {
            store.emplace(db::EventStore::create(path, bench::fifteenTableClubNight("Club pairs")));
        });
        std::vector<core::DealtBoard> dealt;
        phases.time("2_deal", [&] {
            dealt = core::dealBoards(1, 30, 0x5eed2026);
            std::vector<db::StoredBoard> boards;
            for (const auto& b : dealt)
                boards.push_back(
                    {b.number, b.dealer, b.vulnerability, b.deal, std::nullopt, std::nullopt});
            store->importHands(boards);
        });
        phases.time("3_analyse", [&] {
            std::vector<core::DoubleDummyBoard> input;
            for (const auto& b : dealt)
                input.push_back({b.deal, b.dealer, b.vulnerability});
            const core::DoubleDummyRun run = core::analyseDeals(input);
            std::map<int, core::DoubleDummyResult> analysis;
            for (std::size_t i = 0; i < run.results.size(); ++i)
                analysis[dealt[i].number] = run.results[i];
            store->storeDoubleDummy(analysis);
        });
        phases.time("4_enter_results", [&] {
            const movements::Movement& m = store->movement();
            unsigned n = 0;
            lines = 0;
            for (const auto& round : m.rounds)
                for (const auto& t : round.tables) {
                    if (t.set == 0 || t.ns == 0 || t.ew == 0)
                        continue;
                    for (int board = m.firstBoardOf(t.set); board <= m.lastBoardOf(t.set);
                         ++board) {
                        core::TravellerLine l;
                        l.board = board;
                        l.ns = t.ns;
                        l.ew = t.ew;
                        l.play = playFor(n++ * 2654435761u >> 7);
                        store->enterResult(l);
                        ++lines;
                    }
                }
        });
        phases.time("5_rank", [&] { benchmark::DoNotOptimize(db::rankEvent(*store)); });
        phases.time("6_print_pack", [&] {
            const reports::EventSnapshot snapshot = reports::snapshotOf(*store);
            pages = reports::writePrintedPdf(
                snapshot,
                {reports::PrintedPart::TableCards, reports::PrintedPart::Travellers,
                 reports::PrintedPart::HandRecords, reports::PrintedPart::Rankings},
                dir.filePath("pack.pdf"));
        });
        phases.time("7_web_site", [&] {
            reports::writeHtmlSite(reports::snapshotOf(*store), dir.filePath("site").toStdString());
        });
    }
    phases.report();
    state.counters["results"] = lines;
    state.counters["pages"] = pages;
}

} // namespace

// Real time: the analysis runs on every core, and the store waits on the disk.
BENCHMARK(BM_DirectorsEvening15Tables30Boards)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1)
    ->UseRealTime();
