// links: overplay_reports
// The whole evening's pack for 15 tables: guide cards and pair cards, blank travellers and
// pick-up slips, rankings, travellers, score cards and hand records of 27 boards (PDF), the
// HTML site and USEBIO. Target: the whole pack under 5 s. Each part is timed alone too.
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

// What a director asks for on the night: every document above, one after the other.
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
BENCHMARK(BM_WholeEveningPack)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3)
    ->Repetitions(3)
    ->ReportAggregatesOnly(true);
