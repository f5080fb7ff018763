// SPDX-License-Identifier: GPL-3.0-or-later
// links: overplay_console
// The console's two promises on a 15-table event: start-up to an open event (target under
// 1 s) and a traveller line typed to standings updated (target under 50 ms). Offscreen Qt;
// the event is a 15-table Mitchell (30 pairs, 30 boards, analysed) built once from the demo
// builder with all but the last three rounds entered (not analysed: no timing here reads the
// analysis).

#include "app/console/DemoEvent.h"
#include "app/console/EventDocument.h"
#include "app/console/MainWindow.h"
#include "app/console/RankingsView.h"
#include "app/console/TravellerEntry.h"

#include <QAbstractItemModel>
#include <QApplication>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QUndoStack>

#include <benchmark/benchmark.h>

#include <memory>

namespace {

using namespace overplay;

QApplication& application() {
    static QApplication* app = [] {
        if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        QStandardPaths::setTestModeEnabled(true);
        static int argc = 1;
        static char name[] = "bench_console";
        static char* argv[] = {name, nullptr};
        return new QApplication(argc, argv);
    }();
    return *app;
}

/// The 15-table event, built once per run.
const QString& fifteenTables() {
    static QTemporaryDir dir;
    static const QString path = [] {
        // scripts/bench-console.sh asks for the file where it can time the whole program.
        const QString wanted = qEnvironmentVariable("OVERPLAY_BENCH_EVENT");
        const QString p = wanted.isEmpty() ? dir.filePath(QStringLiteral("fifteen.db")) : wanted;
        app::DemoOptions options;
        options.kind = "mitchell";
        options.tables = 15;
        options.boardsPerRound = 2;
        options.roundsEntered = -3;
        // Analysis changes nothing timed here and costs minutes on a shared machine.
        options.analyse = false;
        app::buildDemoEvent(p.toStdString(), options);
        return p;
    }();
    return path;
}

void settle() {
    for (int i = 0; i < 3; ++i)
        QApplication::processEvents();
}

/// Shows the window quietly and opens the event in it; false (the benchmark told why) when the
/// event does not open.
bool shownOpen(app::MainWindow& window, const QString& path, benchmark::State& state) {
    window.setQuiet(true);
    window.show();
    if (window.openFile(path))
        return true;
    state.SkipWithError("cannot open the event");
    return false;
}

/// A fresh window opening the file and showing it: what `overplay EVENT.db` does after
/// QApplication is up (process start-up is measured by scripts/bench-console.sh).
void BM_OpenFifteenTableEvent(benchmark::State& state) {
    application();
    const QString path = fifteenTables();
    for (auto _ : state) {
        app::MainWindow window;
        shownOpen(window, path, state);
        settle();
        benchmark::DoNotOptimize(window.rankings()->table()->model()->rowCount());
    }
}
BENCHMARK(BM_OpenFifteenTableEvent)->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(3.0);

/// Enter pressed on a traveller line until the traveller and the standings show it: parse,
/// check against the movement, one SQLite transaction with its audit row (synchronous=FULL),
/// re-score all 30 boards, redraw the traveller and the standings. Undo runs outside the
/// timing so every iteration enters the same line.
void BM_EnterLineFifteenTables(benchmark::State& state) {
    application();
    app::MainWindow window;
    if (!shownOpen(window, fifteenTables(), state))
        return;
    settle();
    app::TravellerEntry* entry = window.entry();
    app::EventDocument* document = window.document();
    // A board with an open line.
    int board = 0;
    for (const auto& b : document->store().boards())
        if (static_cast<int>(document->store().linesOfBoard(b.number).size()) < 15) {
            board = b.number;
            break;
        }
    entry->showBoard(board);
    const int index = entry->currentIndex();
    for (auto _ : state) {
        entry->setCurrentIndex(index);
        if (!entry->submit(QStringLiteral("4S N =")))
            state.SkipWithError(entry->statusText().toStdString().c_str());
        settle();
        state.PauseTiming();
        document->undoStack()->undo();
        settle();
        state.ResumeTiming();
    }
    state.counters["lines"] = static_cast<double>(document->store().lines().size());
}
BENCHMARK(BM_EnterLineFifteenTables)->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(3.0);

/// Only the re-scoring and the standings redraw (what a line costs after the store wrote it).
void BM_RescoreFifteenTables(benchmark::State& state) {
    application();
    app::MainWindow window;
    if (!shownOpen(window, fifteenTables(), state))
        return;
    for (auto _ : state) {
        window.document()->refresh();
        settle();
    }
}
BENCHMARK(BM_RescoreFifteenTables)->Unit(benchmark::kMillisecond)->UseRealTime();

} // namespace
