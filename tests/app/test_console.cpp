// SPDX-License-Identifier: GPL-3.0-or-later
// The director console, driven as a director drives it: the new-event wizard, traveller
// entry from the keyboard, the live standings, refusals, corrections in the audit log,
// undo and redo, the hand records and their background analysis.

#include "ConsoleFixtures.h"
#include "ConsoleTestApp.h"
#include "OpenEvent.h"

#include "app/console/AuditLogView.h"
#include "app/console/BoardView.h"
#include "app/console/DemoEvent.h"
#include "app/console/EventDocument.h"
#include "app/console/EventPlan.h"
#include "app/console/MainWindow.h"
#include "app/console/MovementGrid.h"
#include "app/console/NewEventWizard.h"
#include "app/console/RankingsView.h"
#include "app/console/TravellerEntry.h"
#include "core/Error.h"
#include "db/EventStore.h"

#include <QComboBox>
#include <QFileInfo>
#include <QLineEdit>
#include <QListWidget>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <catch2/catch.hpp>

#include <tuple>

using namespace overplay;
using overplay::app::TravellerEntry;

using overplay::tests::tableText;
using overplay::tests::typeLine;

namespace {

/// A board of the event with no line yet.
int emptyBoard(const db::EventStore& store) {
    for (const auto& b : store.boards())
        if (store.linesOfBoard(b.number).empty())
            return b.number;
    return 0;
}

app::DemoOptions quickDemo() {
    app::DemoOptions options;
    options.analyse = false;   // the tests of analysis run it themselves
    options.roundsEntered = 0; // early in the evening: most boards have no line yet
    return options;
}

/// The console open on a quick demo event, as a director starts an evening.
struct DemoConsole {
    bool started = (tests::consoleTestApp(), true); // the application before any widget
    QTemporaryDir dir;
    app::MainWindow window;
    DemoConsole() {
        window.setQuiet(true);
        window.show();
        REQUIRE(window.openDemoNow(quickDemo(), dir.filePath(QStringLiteral("demo.db"))));
    }
    app::EventDocument* doc() { return window.document(); }
    TravellerEntry* entry() { return window.entry(); }
    /// Shows a board that has no line yet, and returns it.
    int showEmptyBoard() {
        const int board = emptyBoard(doc()->store());
        REQUIRE(board > 0);
        entry()->showBoard(board);
        return board;
    }
};

} // namespace

TEST_CASE("the wizard creates a 5-table Howell with names", "[console][wizard]") {
    tests::consoleTestApp();
    QTemporaryDir dir;
    app::addToRoster({QStringLiteral("Ann Example")});
    app::NewEventWizard wizard;
    wizard.show();
    wizard.nameEdit()->setText(QStringLiteral("Monday Pairs"));
    wizard.kindBox()->setCurrentIndex(0);
    wizard.countBox()->setValue(5);
    wizard.countUnitBox()->setCurrentIndex(1); // tables
    wizard.boardsBox()->setValue(27);          // boards wanted in the session
    wizard.next();
    REQUIRE(wizard.currentId() == app::NewEventWizard::MovementPage);

    // The chooser lists the complete Howell for five tables, with its reason; chosen, it is
    // previewed.
    QListWidget* choices = wizard.choicesList();
    REQUIRE(choices->count() >= 2);
    CHECK(choices->currentRow() == 0);
    int howell = -1;
    for (std::size_t i = 0; i < wizard.choices().size(); ++i)
        if (wizard.choices()[i].request.kind == "howell" && wizard.choices()[i].request.rounds == 0)
            howell = static_cast<int>(i);
    REQUIRE(howell >= 0);
    choices->setCurrentRow(howell);
    CHECK(choices->item(howell)->text().startsWith(QStringLiteral("Howell")));
    CHECK(choices->item(howell)->text().contains(QStringLiteral("everyone meets everyone")));
    QTableWidget* grid = wizard.preview()->grid();
    CHECK(grid->rowCount() == 9);
    CHECK(grid->columnCount() == 5);
    CHECK(grid->item(0, 0)->text().contains(QStringLiteral(" v ")));

    wizard.next();
    REQUIRE(wizard.currentId() == app::NewEventWizard::ScoringPage);
    CHECK(wizard.scoringBox()->count() >= 4);
    wizard.next();
    REQUIRE(wizard.currentId() == app::NewEventWizard::NamesPage);
    QTableWidget* names = wizard.namesTable();
    REQUIRE(names->rowCount() == 10);
    names->item(0, 0)->setText(QStringLiteral("Ann Example"));
    names->item(0, 1)->setText(QStringLiteral("Bob Example"));
    wizard.next();
    REQUIRE(wizard.currentId() == app::NewEventWizard::SavePage);
    const QString path = dir.filePath(QStringLiteral("monday.db"));
    wizard.pathEdit()->setText(path);
    wizard.accept();
    REQUIRE(wizard.createdPath() == path);

    const db::EventStore store = db::EventStore::open(path.toStdString());
    CHECK(store.info().name == "Monday Pairs");
    CHECK(store.movement().tables == 5);
    CHECK(store.movement().pairs == 10);
    CHECK(store.movement().boards() == 27);
    CHECK(store.entries().front().names() == "Ann Example & Bob Example");
    CHECK(app::rosterNames().contains(QStringLiteral("Bob Example")));
}

TEST_CASE("a board entered from the keyboard, the standings following", "[console][entry]") {
    DemoConsole console;
    app::MainWindow& window = console.window;
    app::EventDocument* doc = console.doc();
    TravellerEntry* entry = console.entry();
    const int board = console.showEmptyBoard();
    REQUIRE(entry->entrySlots().size() == 5); // a 5-table Howell plays each board five times

    const QStringList lines{"4S N =", "4S N +1", "3NT S 9", "4S N -1", "PASS"};
    QStringList standings = tableText(window.rankings()->table());
    for (int i = 0; i < lines.size(); ++i) {
        INFO(lines[i].toStdString());
        const app::EntrySlot slot = *entry->currentSlot();
        typeLine(entry, lines[i]);
        CHECK_FALSE(entry->lastRefused());
        CHECK(entry->lineEdit()->text().isEmpty());
        const auto stored = doc->store().line(board, slot.ns, slot.ew);
        REQUIRE(stored);
        // The score is on the traveller at once (NS + or EW + column).
        const QStringList row =
            tableText(entry->table()).filter(QStringLiteral("|%1|%2|").arg(slot.ns).arg(slot.ew));
        REQUIRE(row.size() == 1);
        if (stored->nsScore && *stored->nsScore != 0)
            CHECK(row.front().contains(QString::number(std::abs(*stored->nsScore))));
        // The standings changed with the line (a board's first line compares with nothing,
        // but its boards-played column counts it).
        const QStringList now = tableText(window.rankings()->table());
        CHECK(now != standings);
        standings = now;
    }
    CHECK(doc->store().linesOfBoard(board).size() == 5);
    const auto* result = doc->boardResult(board);
    REQUIRE(result);
    CHECK(result->top == 8); // five results: EBU top 2 × 4
    // The complete board handed the keyboard on to the next board.
    CHECK(entry->position() == std::min(board + 1, doc->store().movement().boards()));
    CHECK(entry->statusText().contains(QStringLiteral("complete")));
}

TEST_CASE("the entry line reads every result the other front ends read", "[console][entry]") {
    // One grammar for the console, the command line and the phones (core/ResultText.h): a
    // percentage adjusted score, a typographic minus and "by" are results here too.
    DemoConsole console;
    app::EventDocument* doc = console.doc();
    TravellerEntry* entry = console.entry();
    const int board = console.showEmptyBoard();

    const app::EntrySlot first = *entry->currentSlot();
    typeLine(entry, QStringLiteral("A60/A40"));
    REQUIRE_FALSE(entry->lastRefused());
    const auto adjusted = doc->store().line(board, first.ns, first.ew);
    REQUIRE(adjusted);
    REQUIRE(adjusted->line.adjusted);
    CHECK(adjusted->line.adjusted->nsPercent == 60);
    CHECK(adjusted->line.adjusted->ewPercent == 40);

    const app::EntrySlot second = *entry->currentSlot();
    // Pasted rather than typed: QTest types only ASCII keys.
    entry->lineEdit()->setText(QStringLiteral("4H by E \u22121"));
    QTest::keyClick(entry->lineEdit(), Qt::Key_Return);
    REQUIRE_FALSE(entry->lastRefused());
    const auto played = doc->store().line(board, second.ns, second.ew);
    REQUIRE(played);
    REQUIRE(played->line.play);
    CHECK(played->line.play->declarer == core::Seat::East);
    CHECK(played->line.play->tricks == 9);
}

TEST_CASE("a slip with only the score is entered as +140 and marked so", "[console][entry]") {
    DemoConsole console;
    app::EventDocument* doc = console.doc();
    TravellerEntry* entry = console.entry();
    const int board = console.showEmptyBoard();
    const app::EntrySlot slot = *entry->currentSlot();
    typeLine(entry, QStringLiteral("140"));
    CHECK(entry->lastRefused());
    CHECK(entry->statusText().contains(QStringLiteral("+140")));
    typeLine(entry, QStringLiteral("+140"));
    REQUIRE_FALSE(entry->lastRefused());
    const auto stored = doc->store().line(board, slot.ns, slot.ew);
    REQUIRE(stored);
    CHECK(stored->line.scoreOnlyNs == 140);
    CHECK(stored->nsScore == 140);
    const QStringList row =
        tableText(entry->table()).filter(QStringLiteral("|%1|%2|").arg(slot.ns).arg(slot.ew));
    REQUIRE(row.size() == 1);
    CHECK(row.front().contains(QStringLiteral("score only")));
    CHECK(row.front().contains(QStringLiteral("140")));
}

TEST_CASE("a refused line stays red with the reason and stores nothing", "[console][entry]") {
    DemoConsole console;
    app::EventDocument* doc = console.doc();
    TravellerEntry* entry = console.entry();
    const int board = console.showEmptyBoard();
    const std::size_t before = doc->store().lines().size();

    typeLine(entry, QStringLiteral("4S N +4"));
    CHECK(entry->lastRefused());
    CHECK(entry->statusText().contains(QStringLiteral("at most 3 overtricks")));
    CHECK(entry->lineEdit()->text() == QStringLiteral("4S N +4")); // kept for fixing
    CHECK(entry->lineEdit()->styleSheet().contains(QStringLiteral("background")));

    // Pairs the movement does not seat at this board.
    const auto& movement = doc->store().movement();
    int ns = 0, ew = 0;
    for (int a = 1; a <= movement.pairs && !ns; ++a)
        for (int b = 1; b <= movement.pairs && !ns; ++b)
            if (a != b && !doc->store().placementOf(board, a, b)) {
                ns = a;
                ew = b;
            }
    REQUIRE(ns > 0);
    typeLine(entry, QStringLiteral("%1-%2 4S N =").arg(ns).arg(ew));
    CHECK(entry->lastRefused());
    CHECK(entry->statusText().contains(QStringLiteral("do not meet")));

    // A bare number with no line above to take the contract from.
    typeLine(entry, QStringLiteral("10"));
    CHECK(entry->lastRefused());
    CHECK(entry->statusText().contains(QStringLiteral("line above")));

    CHECK(doc->store().lines().size() == before);
    CHECK(doc->undoStack()->count() == 0);

    // Fixed, it is accepted and the red goes.
    typeLine(entry, QStringLiteral("4S N +3"));
    CHECK_FALSE(entry->lastRefused());
    CHECK(entry->lineEdit()->styleSheet().isEmpty());
    CHECK(doc->store().lines().size() == before + 1);
}

TEST_CASE("a correction is audited, and undo and redo go through the store",
          "[console][entry][audit]") {
    DemoConsole console;
    app::MainWindow& window = console.window;
    app::EventDocument* doc = console.doc();
    TravellerEntry* entry = console.entry();
    const int board = console.showEmptyBoard();
    const app::EntrySlot first = *entry->currentSlot();
    typeLine(entry, QStringLiteral("3NT S ="));
    typeLine(entry, QStringLiteral("10")); // the contract of the line above, ten tricks
    const app::EntrySlot second = entry->entrySlots()[1];
    const auto repeated = doc->store().line(board, second.ns, second.ew);
    REQUIRE(repeated);
    CHECK(repeated->line.play->contract.text() == "3NT");
    CHECK(repeated->line.play->tricks == 10);

    // Back up to the first line and correct it.
    QTest::keyClick(entry->lineEdit(), Qt::Key_Up);
    QTest::keyClick(entry->lineEdit(), Qt::Key_Up);
    REQUIRE(entry->currentSlot()->ns == first.ns);
    typeLine(entry, QStringLiteral("3NT S -1"));
    CHECK_FALSE(entry->lastRefused());
    CHECK(entry->statusText().startsWith(QStringLiteral("Corrected")));
    CHECK(doc->store().line(board, first.ns, first.ew)->line.play->tricks == 8);

    // The audit log shows it, newest first, with the old and the new value.
    window.showTab(app::MainWindow::AuditTab);
    QApplication::processEvents();
    const QStringList audit = tableText(window.auditLog()->table());
    REQUIRE_FALSE(audit.isEmpty());
    CHECK(audit.front().contains(QStringLiteral("director")));
    // In a sentence, with the pairs and the value it replaced.
    const QStringList cells = audit.front().split('|');
    CHECK(cells[app::AuditLogView::ColWhat] ==
          QStringLiteral("Correct result: board %1, %2 v %3: 3NT by S -1, was 3NT by S =")
              .arg(board)
              .arg(first.ns)
              .arg(first.ew));
    CHECK_FALSE(cells[app::AuditLogView::ColDetails].isEmpty());

    // Undo the correction, then the two entries; redo them all.
    QUndoStack* undo = doc->undoStack();
    REQUIRE(undo->count() == 3);
    undo->undo();
    CHECK(doc->store().line(board, first.ns, first.ew)->line.play->tricks == 9);
    undo->undo();
    CHECK_FALSE(doc->store().line(board, second.ns, second.ew));
    undo->undo();
    CHECK(doc->store().linesOfBoard(board).empty());
    CHECK(doc->boardResult(board) == nullptr);
    undo->redo();
    undo->redo();
    undo->redo();
    CHECK(doc->store().line(board, first.ns, first.ew)->line.play->tricks == 8);
    CHECK(doc->store().line(board, second.ns, second.ew)->line.play->tricks == 10);
    // Each step was one audited store command, named as what it was.
    const auto log = doc->store().auditLog();
    CHECK(log.back().command == "redo correct result");
    CHECK(log[log.size() - 2].command == "redo enter result");
    CHECK(log[log.size() - 4].command == "undo enter result");

    // Delete on an empty line removes the highlighted result, and undo brings it back.
    window.showTab(app::MainWindow::ResultsTab);
    entry->setCurrentIndex(0);
    QTest::keyClick(entry->lineEdit(), Qt::Key_Delete);
    CHECK_FALSE(doc->store().line(board, first.ns, first.ew));
    undo->undo();
    CHECK(doc->store().line(board, first.ns, first.ew));
}

TEST_CASE("table by table entry walks a table's score card", "[console][entry]") {
    tests::consoleTestApp();
    QTemporaryDir dir;
    app::DemoOptions options = quickDemo();
    app::MainWindow window;
    window.setQuiet(true);
    REQUIRE(window.openDemoNow(options, dir.filePath(QStringLiteral("demo.db"))));
    TravellerEntry* entry = window.entry();
    typeLine(entry, QStringLiteral("T5"));
    REQUIRE(entry->mode() == TravellerEntry::Mode::ByTable);
    CHECK(entry->position() == 5);
    CHECK(entry->entrySlots().size() == 27); // 9 rounds of 3 boards
    const app::EntrySlot slot = *entry->currentSlot();
    CHECK(slot.table == 5);
    CHECK(slot.round == 1);
    typeLine(entry, QStringLiteral("2H W -1"));
    CHECK_FALSE(entry->lastRefused());
    CHECK(window.document()->store().line(slot.board, slot.ns, slot.ew));
    CHECK(entry->currentSlot()->board != slot.board); // moved on
    typeLine(entry, QStringLiteral("B99"));
    CHECK(entry->lastRefused());
}

TEST_CASE("the demo event is a club night late in the evening", "[console][demo]") {
    tests::consoleTestApp();
    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("demo.db")).toStdString();
    app::DemoOptions options;
    options.analyse = false; // the analysed demo is checked on a small event below
    db::EventStore store = app::buildDemoEvent(path, options);
    CHECK(store.movement().kind == "howell");
    CHECK(store.movement().tables == 5);
    CHECK(store.entries().size() == 10);
    for (const auto& e : store.entries())
        CHECK(e.players.size() == 2);
    REQUIRE(store.boards().size() == 27);
    for (const auto& b : store.boards())
        CHECK(b.deal);
    // All but the last two rounds and half of the next-to-last: most of the evening.
    const std::size_t lines = store.lines().size();
    CHECK(lines >= 7 * 5 * 3);
    CHECK(lines < 9 * 5 * 3);
    const auto log = store.auditLog();
    CHECK(std::any_of(log.begin(), log.end(),
                      [](const db::AuditEntry& a) { return a.command == "correct result"; }));
    // Built afresh each time from the same seed: the same evening.
    auto summary = [](const db::EventStore& s) {
        std::vector<std::tuple<int, int, int, std::optional<int>>> out;
        for (const auto& l : s.lines())
            out.emplace_back(l.line.board, l.line.ns, l.line.ew, l.nsScore);
        return out;
    };
    const auto first = summary(store);
    // Closed first: the event's one writer holds it, and a new demo replaces the file.
    { const db::EventStore closing = std::move(store); }
    store = app::buildDemoEvent(path, options);
    CHECK(summary(store) == first);
}

TEST_CASE("the demo's results follow the double-dummy analysis", "[console][demo]") {
    tests::consoleTestApp();
    QTemporaryDir dir;
    app::DemoOptions options;
    options.tables = 3; // a small Howell keeps libdds quick
    options.boardsPerRound = 1;
    options.roundsEntered = 100;
    db::EventStore store =
        app::buildDemoEvent(dir.filePath(QStringLiteral("small.db")).toStdString(), options);
    const auto boards = store.boards();
    for (const auto& b : boards)
        REQUIRE(b.doubleDummy);
    // Realistic: every table is within a trick of double dummy in the contract it played.
    int near = 0, played = 0;
    for (const auto& l : store.lines()) {
        if (!l.line.play || l.line.play->contract.isPassedOut())
            continue;
        ++played;
        const auto& dd = boards[static_cast<std::size_t>(l.line.board - 1)].doubleDummy->table;
        near += std::abs(dd.at(l.line.play->contract.strain, l.line.play->declarer) -
                         l.line.play->tricks) <= 1;
    }
    CHECK(played > 0);
    CHECK(near == played);
}

TEST_CASE("hand records: the diagram, dealing, and analysis in the background",
          "[console][boards]") {
    tests::consoleTestApp();
    QTemporaryDir dir;
    app::MainWindow window;
    window.setQuiet(true);
    app::DemoOptions small = quickDemo();
    small.tables = 3; // few boards keep libdds quick
    small.boardsPerRound = 1;
    REQUIRE(window.openDemoNow(small, dir.filePath(QStringLiteral("demo.db"))));
    app::BoardView* boards = window.boards();
    boards->showBoard(1);
    const QString diagram = boards->diagramHtml();
    CHECK(diagram.contains(QStringLiteral("\u2660")));
    CHECK(diagram.contains(QStringLiteral("\u2665")));
    CHECK(diagram.contains(QStringLiteral("#c01010"))); // hearts and diamonds in red
    CHECK(diagram.contains(QStringLiteral("North")));
    CHECK(boards->analysisHtml().contains(QStringLiteral("Not analysed")));

    // Deal again from a seed: boards change, the analysis runs without blocking and the
    // table and par appear when it is stored.
    const auto before = window.document()->store().board(1)->deal;
    QSignalSpy finished(boards, &app::BoardView::analysisFinished);
    boards->dealBoards(0x1234);
    CHECK(window.document()->store().board(1)->deal != before);
    CHECK(boards->isAnalysing());
    REQUIRE(QTest::qWaitFor([&] { return !boards->isAnalysing(); }, 60000));
    REQUIRE(finished.size() == 1);
    CHECK_FALSE(finished.front().at(0).toBool());
    CHECK_FALSE(boards->isAnalysing());
    for (const auto& b : window.document()->store().boards())
        CHECK(b.doubleDummy);
    boards->showBoard(1);
    CHECK(boards->analysisHtml().contains(QStringLiteral("Double-dummy")));
    CHECK(boards->analysisHtml().contains(QStringLiteral("Par:")));

    // Cancel stops it and keeps what was done.
    boards->dealBoards(0x5678);
    boards->cancelAnalysis();
    REQUIRE(QTest::qWaitFor([&] { return !boards->isAnalysing(); }, 60000));
    CHECK(finished.size() == 2);
}

TEST_CASE("opening what is not an event is refused with the reason", "[console]") {
    tests::consoleTestApp();
    QTemporaryDir dir;
    app::MainWindow window;
    window.setQuiet(true);
    CHECK_FALSE(window.openFile(dir.filePath(QStringLiteral("missing.db"))));
    CHECK(window.lastError().contains(QStringLiteral("missing.db")));
    CHECK(window.document() == nullptr);
}

TEST_CASE("a Mitchell's traveller names East-West pairs as their guide cards do",
          "[console][entry][labels]") {
    tests::OpenEvent opened("Thursday pairs", tests::generated("mitchell", 7, 2),
                            QStringLiteral("mitchell.db"), tests::Window::Hidden);
    app::MainWindow& window = opened.window;
    TravellerEntry* entry = window.entry();
    entry->showBoard(1);
    // Board 1 is first played at table 1 by 1NS and 1EW (the program's pair 8).
    const QStringList rows = tableText(entry->table());
    REQUIRE_FALSE(rows.isEmpty());
    CHECK(rows.filter(QStringLiteral("|1NS|1EW|")).size() == 1);
    CHECK(rows.filter(QStringLiteral("|8|")).isEmpty());
    // Pairs typed on the line are the printed numbers, read by their place: 1NS v 1EW.
    typeLine(entry, QStringLiteral("1-1 4S N ="));
    INFO(entry->statusText().toStdString());
    CHECK_FALSE(entry->lastRefused());
    CHECK(window.document()->store().line(1, 1, 8));
    CHECK(entry->statusText().contains(QStringLiteral("1NS v 1EW")));
}
