// SPDX-License-Identifier: GPL-3.0-or-later
// links: overplay_reports
// The issue's pack for a 15-table evening (30 pairs, 9 rounds of 3 boards): table guide
// cards, filled travellers, hand records of the 27 boards, rankings (one PDF) and the HTML
// site. Target: under 5 s. BM_WholeEveningPack adds what else a director prints or publishes
// (pair cards, blank travellers, pick-up slips, score cards, USEBIO); each part is timed alone
// too. Run from a Release build:
//   ./bench_reports --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
#include "reports/HtmlSite.h"
#include "reports/PrintedReports.h"
#include "reports/UsebioWriter.h"
#include "tests/reports/ReportFixture.h"

#include <QTemporaryDir>
#include <benchmark/benchmark.h>

using namespace overplay::reports;

namespace {

const EventSnapshot& pack() {
    testing::ensureGuiApp();
    static EventSnapshot s = [] {
        auto e = testing::evening(15, 9, 9, 3); // 30 pairs, 27 boards
        for (int t = 1; t <= 15; ++t)
            e.tableUrls[t] = "http://192.168.1.20:8080/t/" + std::to_string(t) + "?k=5f2c9a01";
        return e;
    }();
    return s;
}

void printPart(benchmark::State& state, std::vector<PrintedPart> parts) {
    const auto& s = pack();
    QTemporaryDir dir;
    int pages = 0;
    for (auto _ : state)
        pages = writePrintedPdf(s, parts, dir.filePath("out.pdf"));
    state.counters["pages"] = pages;
}

void BM_GuideAndPairCards(benchmark::State& state) {
    printPart(state, cardParts());
}
void BM_BlankTravellersAndSlips(benchmark::State& state) {
    printPart(state, {PrintedPart::BlankTravellers, PrintedPart::PickupSlips});
}
void BM_Rankings(benchmark::State& state) {
    printPart(state, {PrintedPart::Rankings});
}
void BM_Travellers(benchmark::State& state) {
    printPart(state, {PrintedPart::Travellers});
}
void BM_ScoreCards(benchmark::State& state) {
    printPart(state, {PrintedPart::ScoreCards});
}
void BM_HandRecords(benchmark::State& state) {
    printPart(state, {PrintedPart::HandRecords});
}

void BM_HtmlSite(benchmark::State& state) {
    const auto& s = pack();
    QTemporaryDir dir;
    for (auto _ : state)
        writeHtmlSite(s, dir.path().toStdString());
}

void BM_Usebio(benchmark::State& state) {
    const auto& s = pack();
    for (auto _ : state)
        benchmark::DoNotOptimize(usebioXml(s));
}

// The issue's pack, exactly: guide cards, travellers, hand records, rankings, the HTML site.
void BM_IssuePack(benchmark::State& state) {
    const auto& s = pack();
    QTemporaryDir dir;
    int pages = 0;
    for (auto _ : state) {
        pages = writePrintedPdf(s,
                                {PrintedPart::TableCards, PrintedPart::Travellers,
                                 PrintedPart::HandRecords, PrintedPart::Rankings},
                                dir.filePath("pack.pdf"));
        writeHtmlSite(s, dir.filePath("site").toStdString());
    }
    state.counters["pages"] = pages;
}

// Everything a director may ask for on the night, one document after the other.
void BM_WholeEveningPack(benchmark::State& state) {
    const auto& s = pack();
    QTemporaryDir dir;
    for (auto _ : state) {
        writePrintedPdf(s, cardParts(), dir.filePath("cards.pdf"));
        writePrintedPdf(s, {PrintedPart::BlankTravellers, PrintedPart::PickupSlips},
                        dir.filePath("blank.pdf"));
        writePrintedPdf(s, resultParts(), dir.filePath("results.pdf"));
        writeHtmlSite(s, dir.filePath("site").toStdString());
        writeUsebio(s, dir.filePath("results.xml").toStdString());
    }
}

} // namespace

BENCHMARK(BM_GuideAndPairCards)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_BlankTravellersAndSlips)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Rankings)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Travellers)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ScoreCards)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_HandRecords)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_HtmlSite)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Usebio)->Unit(benchmark::kMillisecond);
// Process CPU time: any thread Qt uses counts against the target.
BENCHMARK(BM_IssuePack)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime();
BENCHMARK(BM_WholeEveningPack)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime();
