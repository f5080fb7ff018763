// SPDX-License-Identifier: GPL-3.0-or-later
// The console on a busy night: undo and redo from the keyboard wherever the focus is, the
// cursor that never lands on a filled line unasked, undo as an exact inverse that leaves a
// phone's line alone, and nothing half done lost on closing.

#include "ConsoleFixtures.h"
#include "ConsoleTestApp.h"
#include "OpenEvent.h"

#include "app/console/AuditLogView.h"
#include "app/console/BoardView.h"
#include "app/console/ClubRoster.h"
#include "app/console/EventDocument.h"
#include "app/console/EventPlan.h"
#include "app/console/MainWindow.h"
#include "app/console/NewEventWizard.h"
#include "app/console/RankingsView.h"
#include "app/console/TableScoringDock.h"
#include "app/console/TravellerEntry.h"
#include "app/tablescoring/TableScoringServer.h"
#include "core/Contract.h"
#include "db/EventStore.h"
#include "movements/Labels.h"

#include <QAbstractButton>
#include <QAbstractItemModel>
#include <QAction>
#include <QComboBox>
#include <QCompleter>
#include <QDate>
#include <QDateTime>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <catch2/catch.hpp>

using namespace overplay;
using overplay::app::TravellerEntry;
using overplay::tests::answerNextMessageBox;
using tests::actionNamed;
using tests::typeLine;

namespace {

/// An entry as its card prints it ("1EW"), and the number a director types for it at the
/// entry line (1): the place it stands in.
QString labelOf(app::EventDocument& doc, int entry) {
    return QString::fromStdString(movements::entryLabel(doc.store().movement(), entry));
}
int placeOf(app::EventDocument& doc, int entry) {
    return std::stoi(movements::entryLabel(doc.store().movement(), entry));
}

/// A club night: a 4-table Mitchell, 3 boards a round, nothing entered, open in a window.
struct Night : tests::OpenEvent {
    Night()
        : OpenEvent("Tuesday pairs", tests::generated("mitchell", 4, 3),
                    QStringLiteral("night.db")) {}
    TravellerEntry* entry() { return window.entry(); }

    /// A phone's line arriving for board/ns/ew: written through the open store as table
    /// scoring writes it, then the console told (as the server's signal tells it).
    void phoneEnters(const app::EntrySlot& slot, const char* contract, char declarer, int tricks,
                     bool replace = false) {
        core::TravellerLine line;
        line.board = slot.board;
        line.ns = slot.ns;
        line.ew = slot.ew;
        line.play = core::makePlayWithTricks(core::parseContract(contract),
                                             *core::parseSeat(std::string(1, declarer)), tricks);
        db::EnterOptions options;
        options.source = db::LineSource::Table;
        options.sourceTable = slot.table;
        options.confirmed = true;
        options.replace = replace;
        doc().storeBypassingUndo().enterResult(line, options,
                                               "table " + std::to_string(slot.table));
        doc().refresh();
    }
};

} // namespace

TEST_CASE("Ctrl+Z in the entry box undoes the stored result, not the text; redo too",
          "[console][night][undo]") {
    Night night;
    TravellerEntry* entry = night.entry();
    const app::EntrySlot first = *entry->currentSlot();
    typeLine(entry, QStringLiteral("4S N ="));
    REQUIRE(night.doc().store().line(first.board, first.ns, first.ew));

    // Half a line typed, then Ctrl+Z: the stored line goes, the half line stays.
    QTest::keyClicks(entry->lineEdit(), QStringLiteral("3N"));
    QTest::keyClick(entry->lineEdit(), Qt::Key_Z, Qt::ControlModifier);
    CHECK_FALSE(night.doc().store().line(first.board, first.ns, first.ew));
    CHECK(entry->lineEdit()->text() == QStringLiteral("3N"));
    CHECK(entry->statusText().startsWith(QStringLiteral("Undone")));
    QTest::keyClick(entry->lineEdit(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    CHECK(night.doc().store().line(first.board, first.ns, first.ew));

    // Delete says Ctrl+Z brings it back: it does.
    entry->lineEdit()->clear();
    entry->setCurrentIndex(0);
    QTest::keyClick(entry->lineEdit(), Qt::Key_Delete);
    CHECK(entry->statusText().contains(QStringLiteral("Ctrl+Z brings it back")));
    REQUIRE_FALSE(night.doc().store().line(first.board, first.ns, first.ew));
    QTest::keyClick(entry->lineEdit(), Qt::Key_Z, Qt::ControlModifier);
    CHECK(night.doc().store().line(first.board, first.ns, first.ew));
}

TEST_CASE("Ctrl+Z and Ctrl+Shift+Z work from every tab", "[console][night][undo]") {
    Night night;
    night.window.activateWindow();
    REQUIRE(QTest::qWaitForWindowActive(&night.window));
    TravellerEntry* entry = night.entry();
    const app::EntrySlot first = *entry->currentSlot();
    typeLine(entry, QStringLiteral("4S N ="));
    for (int tab = 0; tab < night.window.tabs()->count(); ++tab) {
        INFO("tab " << tab);
        night.window.showTab(static_cast<app::MainWindow::Tab>(tab));
        QApplication::processEvents();
        QWidget* focus = QApplication::focusWidget();
        if (!focus)
            focus = night.window.tabs()->currentWidget();
        QTest::keyClick(focus, Qt::Key_Z, Qt::ControlModifier);
        CHECK_FALSE(night.doc().store().line(first.board, first.ns, first.ew));
        QTest::keyClick(focus, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        CHECK(night.doc().store().line(first.board, first.ns, first.ew));
    }
}

TEST_CASE("after a correction the cursor goes on, and a filled line is replaced only on request",
          "[console][night][entry]") {
    Night night;
    TravellerEntry* entry = night.entry();
    app::EventDocument& doc = night.doc();
    const app::EntrySlot first = entry->entrySlots()[0];
    const app::EntrySlot second = entry->entrySlots()[1];
    const app::EntrySlot third = entry->entrySlots()[2];
    typeLine(entry, QStringLiteral("4S N ="));
    CHECK(entry->currentIndex() == 1);

    // Up to the first line: the director asked to correct it, and the prompt says so.
    QTest::keyClick(entry->lineEdit(), Qt::Key_Up);
    CHECK(entry->isCorrecting());
    typeLine(entry, QStringLiteral("4S N -1"));
    CHECK(doc.store().line(first.board, first.ns, first.ew)->line.play->tricks == 9);
    // The cursor went on to the next empty line: the next slip cannot overwrite the first.
    CHECK(entry->currentIndex() == 1);
    CHECK_FALSE(entry->isCorrecting());
    typeLine(entry, QStringLiteral("3NT S ="));
    CHECK(doc.store().line(first.board, first.ns, first.ew)->line.play->tricks == 9);
    CHECK(doc.store().line(second.board, second.ns, second.ew)->line.play->tricks == 9);

    // Naming filled pairs outright: told what it would replace, nothing replaced; a second
    // Enter on the same line replaces it.
    const QString named =
        QStringLiteral("%1-%2 2H E =").arg(placeOf(doc, first.ns)).arg(placeOf(doc, first.ew));
    typeLine(entry, named);
    CHECK(entry->lastRefused());
    CHECK(entry->statusText().contains(QStringLiteral("already has")));
    CHECK(entry->statusText().contains(QStringLiteral("Enter again")));
    CHECK(doc.store().line(first.board, first.ns, first.ew)->line.play->tricks == 9);
    CHECK(entry->lineEdit()->text() == named);
    QTest::keyClick(entry->lineEdit(), Qt::Key_Return);
    CHECK_FALSE(entry->lastRefused());
    CHECK(doc.store().line(first.board, first.ns, first.ew)->line.play->contract.text() == "2H");

    // A phone's line arriving where the cursor waits moves the cursor on.
    REQUIRE(entry->currentIndex() == 2);
    night.phoneEnters(third, "1NT", 'S', 7);
    CHECK(entry->currentIndex() != 2);
    const app::EntrySlot* now = entry->currentSlot();
    REQUIRE(now);
    CHECK_FALSE(doc.store().line(now->board, now->ns, now->ew));
}

TEST_CASE("undo restores a line exactly, and leaves a phone's line alone",
          "[console][night][undo]") {
    Night night;
    TravellerEntry* entry = night.entry();
    app::EventDocument& doc = night.doc();
    QUndoStack* undo = doc.undoStack();
    QSignalSpy failed(&doc, &app::EventDocument::commandFailed);
    const app::EntrySlot first = entry->entrySlots()[0];
    const app::EntrySlot second = entry->entrySlots()[1];

    // A phone enters and confirms the first line; the director corrects it, then undoes.
    night.phoneEnters(first, "4S", 'N', 10);
    const auto phone = doc.store().line(first.board, first.ns, first.ew);
    REQUIRE(phone->source == db::LineSource::Table);
    entry->setCurrentIndex(0);
    typeLine(entry, QStringLiteral("4S N -1"));
    REQUIRE(doc.store().line(first.board, first.ns, first.ew)->source == db::LineSource::Console);
    undo->undo();
    CHECK(doc.store().line(first.board, first.ns, first.ew) == phone); // table, confirmed
    undo->redo();
    CHECK(doc.store().line(first.board, first.ns, first.ew)->line.play->tricks == 9);
    auto log = doc.store().auditLog();
    CHECK(log[log.size() - 2].command == "undo correct result");
    CHECK(log.back().command == "redo correct result");

    // The director enters the second line; a phone then replaces it; undo must not delete
    // the phone's line, and the step goes (so redo cannot either).
    entry->setCurrentIndex(1);
    typeLine(entry, QStringLiteral("3NT S ="));
    const int steps = undo->count();
    night.phoneEnters(second, "3NT", 'S', 10, true);
    const auto phoneSecond = doc.store().line(second.board, second.ns, second.ew);
    const auto rows = doc.store().auditLog().size();
    undo->undo();
    CHECK(doc.store().line(second.board, second.ns, second.ew) == phoneSecond);
    CHECK(failed.count() == 1);
    CHECK(failed.front().front().toString().contains(QStringLiteral("changed meanwhile")));
    CHECK(undo->count() == steps - 1);
    CHECK_FALSE(undo->canRedo());
    CHECK(doc.store().auditLog().size() == rows);
    // The step before it (the correction) is next to undo, and still works.
    undo->undo();
    CHECK(doc.store().line(first.board, first.ns, first.ew) == phone);
}

TEST_CASE("closing with a half-typed line or table scoring running asks first",
          "[console][night][close]") {
    Night night;
    CHECK(night.window.unfinishedWork().isEmpty());
    QTest::keyClicks(night.entry()->lineEdit(), QStringLiteral("4S N"));
    auto asked = answerNextMessageBox(QMessageBox::No);
    CHECK_FALSE(night.window.close());
    CHECK(asked->contains(QStringLiteral("4S N")));
    CHECK(night.window.isVisible());
    CHECK(night.entry()->lineEdit()->text() == QStringLiteral("4S N"));

    // Table scoring running: asked too, even with nothing typed.
    night.entry()->lineEdit()->clear();
    // Starting shows the table-scoring dock, no message.
    actionNamed(night.window, QStringLiteral("Table scoring"))->trigger();
    auto* server = night.window.findChild<app::TableScoringServer*>();
    REQUIRE(server);
    REQUIRE(server->isRunning());
    asked = answerNextMessageBox(QMessageBox::No);
    CHECK_FALSE(night.window.close());
    CHECK(asked->contains(QStringLiteral("table scoring is running"), Qt::CaseInsensitive));
    CHECK(server->isRunning());
    asked = answerNextMessageBox(QMessageBox::Yes);
    CHECK(night.window.close());
    CHECK_FALSE(night.window.isVisible());
}

TEST_CASE("the console says provisional until the director marks the results final",
          "[console][night][provisional]") {
    Night night;
    app::EventDocument& doc = night.doc();
    const auto& movement = doc.store().movement();
    // 4 tables, 4 rounds, 3 boards a round.
    const QString none = QStringLiteral("Provisional: 0 of 48 results");
    CHECK(night.window.windowTitle().contains(none.toLower()));
    CHECK(night.window.resultsCountText() == none);
    CHECK(night.window.rankings()->title()->text() == none);

    typeLine(night.entry(), QStringLiteral("4S N ="));
    CHECK(night.window.resultsCountText() == QStringLiteral("Provisional: 1 of 48 results"));

    // Every other line, straight into the store: still provisional until marked final.
    for (const auto& round : movement.rounds)
        for (const auto& t : round.tables)
            for (int b = movement.firstBoardOf(t.set); b <= movement.lastBoardOf(t.set); ++b) {
                if (doc.store().line(b, t.ns, t.ew))
                    continue;
                core::TravellerLine line;
                line.board = b;
                line.ns = t.ns;
                line.ew = t.ew;
                line.play =
                    core::makePlayWithTricks(core::parseContract("3NT"), core::Seat::South, 9);
                doc.storeBypassingUndo().enterResult(line);
            }
    doc.refresh();
    const QString all = QStringLiteral("Provisional: 48 of 48 results");
    CHECK(night.window.windowTitle().contains(all.toLower()));
    CHECK(night.window.resultsCountText() == all);

    // Event > Results are final: nowhere provisional; the audit log says who and when.
    QAction* final = actionNamed(night.window, QStringLiteral("Results are final"));
    REQUIRE(final);
    REQUIRE(final->isCheckable());
    CHECK_FALSE(final->isChecked());
    final->trigger();
    CHECK(final->isChecked());
    CHECK_FALSE(doc.store().info().finalAt.empty());
    CHECK_FALSE(night.window.windowTitle().contains(QStringLiteral("provisional")));
    CHECK(night.window.resultsCountText() == QStringLiteral("Final: all 48 results"));
    CHECK(night.window.rankings()->title()->text() == QStringLiteral("Final: all 48 results"));
    CHECK(doc.store().auditLog().back().command == "mark final");

    // Undo takes it back: provisional again.
    doc.undoStack()->undo();
    CHECK_FALSE(final->isChecked());
    CHECK(doc.store().info().finalAt.empty());
    CHECK(night.window.resultsCountText() == all);
    CHECK(doc.store().auditLog().back().command == "mark provisional");
}

TEST_CASE("overplay --help and --version work without a display", "[console][night][help]") {
    tests::consoleTestApp();
    // The console program beside this test's folder in the build tree.
    const QString program =
        QCoreApplication::applicationDirPath() + QStringLiteral("/../app/overplay");
    REQUIRE(QFileInfo::exists(program));
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(QStringLiteral("DISPLAY"));
    environment.remove(QStringLiteral("WAYLAND_DISPLAY"));
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
    for (const QString& option : {QStringLiteral("--help"), QStringLiteral("--version")}) {
        INFO(option.toStdString());
        QProcess process;
        process.setProcessEnvironment(environment);
        process.start(program, {option});
        REQUIRE(process.waitForFinished(10000));
        CHECK(process.exitStatus() == QProcess::NormalExit);
        CHECK(process.exitCode() == 0);
        const QString out = QString::fromUtf8(process.readAllStandardOutput());
        CHECK(out.contains(option == QStringLiteral("--help") ? QStringLiteral("Usage")
                                                              : QStringLiteral("0.1.0")));
    }
}

TEST_CASE("importing hands the event does not have, or that contradict leads, asks first",
          "[console][night][hands]") {
    Night night;
    app::EventDocument& doc = night.doc();
    // Board 1, 4♠ by North, led the ♠A: East leads, and in the file West holds the ♠A.
    REQUIRE(night.entry()->currentSlot()->board == 1);
    typeLine(night.entry(), QStringLiteral("4S N = SA"));
    REQUIRE(doc.store()
                .line(1, night.entry()->entrySlots()[0].ns, night.entry()->entrySlots()[0].ew)
                ->line.lead);
    const QString pbn = night.dir.filePath(QStringLiteral("hands.pbn"));
    {
        QFile file(pbn);
        REQUIRE(file.open(QIODevice::WriteOnly));
        for (int board : {1, 30})
            file.write(QStringLiteral("[Board \"%1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
                                      "[Deal \"N:QJ6.K652.J85.T98 873.J97.AT764.Q4 "
                                      "K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3\"]\n\n")
                           .arg(board)
                           .toUtf8());
    }
    night.window.showTab(app::MainWindow::BoardsTab);
    auto asked = answerNextMessageBox(QMessageBox::No);
    CHECK_FALSE(night.window.boards()->importHandRecords(pbn));
    CHECK(asked->contains(QStringLiteral("does not have: 30")));
    CHECK(asked->contains(QStringLiteral("contradict leads already entered: board 1")));
    CHECK_FALSE(doc.store().board(1)->deal); // nothing imported
    CHECK_FALSE(doc.store().board(30));

    asked = answerNextMessageBox(QMessageBox::Yes);
    CHECK(night.window.boards()->importHandRecords(pbn));
    night.window.boards()->cancelAnalysis();
    CHECK(doc.store().board(1)->deal);
    CHECK(doc.store().board(30));
}

TEST_CASE("Event > Hand records exports for a dealing machine and imports its file back",
          "[console][night][hands]") {
    Night night;
    app::EventDocument& doc = night.doc();
    night.window.showTab(app::MainWindow::BoardsTab);
    night.window.boards()->dealBoards(0x5eed);
    night.window.boards()->cancelAnalysis();
    const auto dealt = doc.store().boards();
    REQUIRE(dealt.front().deal);
    const QString dlm = night.dir.filePath(QStringLiteral("machine.dlm"));
    REQUIRE(night.window.boards()->exportHandRecords(dlm, core::HandRecordFormat::Dlm, true));
    QFile written(dlm);
    REQUIRE(written.open(QIODevice::ReadOnly));
    CHECK(written.readLine() == QByteArray("[Document]\r\n"));
    written.close();
    // Other deals over them, then the machine's file read back: the first deals again.
    night.window.boards()->dealBoards(0xbeef);
    night.window.boards()->cancelAnalysis();
    REQUIRE(*doc.store().board(1)->deal != *dealt.front().deal);
    REQUIRE(night.window.boards()->importHandRecords(dlm, true));
    night.window.boards()->cancelAnalysis();
    for (const auto& b : dealt)
        CHECK(*doc.store().board(b.number)->deal == *b.deal);
    // A damaged file is refused whole.
    QFile damaged(night.dir.filePath(QStringLiteral("damaged.dup")));
    REQUIRE(damaged.open(QIODevice::WriteOnly));
    damaged.write(QByteArray(100, '1'));
    damaged.close();
    CHECK_FALSE(night.window.boards()->importHandRecords(damaged.fileName(), true));
    CHECK(*doc.store().board(1)->deal == *dealt.front().deal);
}

TEST_CASE("the window's size and place are remembered", "[console][night][window]") {
    tests::consoleTestApp();
    {
        app::MainWindow window;
        window.show();
        window.resize(1111, 733);
        QApplication::processEvents();
        REQUIRE(window.close());
    }
    app::MainWindow again;
    CHECK(again.size() == QSize(1111, 733));
}

TEST_CASE("the recent list shows each event's name and date; Open starts in its folder",
          "[console][night][recent]") {
    tests::OpenEvent event(
        [](const QString& at) {
            db::EventStore::create(at.toStdString(),
                                   tests::NewEvent(tests::generated("mitchell", 4, 3))
                                       .named("Tuesday pairs")
                                       .dated("2026-11-17"));
        },
        QStringLiteral("2026-11-17.db"), tests::Window::Hidden);
    const QString& path = event.path;
    event.window.closeCurrentEvent();
    // A fresh window reads the list from the settings alone: no event file opened for it.
    app::MainWindow again;
    const QStringList recent = again.recentEntries();
    REQUIRE_FALSE(recent.isEmpty());
    CHECK(recent.front().startsWith(QStringLiteral("Tuesday pairs, ")));
    CHECK(recent.front().contains(QLocale().toString(QDate(2026, 11, 17), QLocale::ShortFormat)));
    CHECK(recent.front().contains(QFileInfo(path).absoluteFilePath()));
    CHECK(app::MainWindow::eventsFolder() == QFileInfo(path).absolutePath());
}

TEST_CASE("name completion goes by the start of a first or last name, the most used first",
          "[console][night][names]") {
    tests::consoleTestApp();
    QSettings().remove(QStringLiteral("roster"));
    app::addToRoster({QStringLiteral("Al Abbott")});
    app::addToRoster({QStringLiteral("Al Abbott")});
    app::addToRoster({QStringLiteral("Al Abbott"), QStringLiteral("Jane Bolton")});
    app::addToRoster({QStringLiteral("Jane Bolton"), QStringLiteral("Bob Young")});
    app::addToRoster({QStringLiteral("Cy Bond")}, false); // seen in an event opened, not used

    QLineEdit line;
    app::attachRosterCompleter(&line);
    line.show();
    QTest::keyClicks(&line, QStringLiteral("Bo"));
    QAbstractItemModel* offered = line.completer()->completionModel();
    QStringList names;
    for (int row = 0; row < offered->rowCount(); ++row)
        names << offered->index(row, 0).data().toString();
    // "Abbott" has "bo" inside, not at a start: not offered.
    CHECK(names == QStringList{QStringLiteral("Jane Bolton"), QStringLiteral("Bob Young"),
                               QStringLiteral("Cy Bond")});

    line.clear();
    QTest::keyClicks(&line, QStringLiteral("bob y"));
    CHECK(line.completer()->completionModel()->rowCount() == 1);
    QSettings().remove(QStringLiteral("roster"));
}

TEST_CASE("the wizard: Alt+N goes Next, File: has its buddy, Escape after names asks",
          "[console][night][wizard]") {
    tests::consoleTestApp();
    app::NewEventWizard wizard;
    wizard.show();
    wizard.activateWindow();
    REQUIRE(QTest::qWaitForWindowActive(&wizard));
    wizard.nameEdit()->setText(QStringLiteral("Thursday pairs"));
    wizard.countBox()->setValue(4);
    wizard.countUnitBox()->setCurrentIndex(1); // tables
    // No label of the first page takes Alt+N from the Next button.
    QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget()
                                                : static_cast<QWidget*>(&wizard),
                    Qt::Key_N, Qt::AltModifier);
    // A mnemonic "animates" the button: it clicks a moment later, as a real press would.
    CHECK(QTest::qWaitFor([&] { return wizard.currentId() == app::NewEventWizard::MovementPage; },
                          1000));

    // The file's label is the path box's buddy: it shows "File:" with F underlined.
    bool fileLabel = false;
    for (QLabel* label : wizard.findChildren<QLabel*>())
        if (label->text() == QStringLiteral("&File:"))
            fileLabel = label->buddy() == wizard.pathEdit();
    CHECK(fileLabel);

    while (wizard.currentId() != app::NewEventWizard::NamesPage)
        wizard.next();
    REQUIRE(wizard.namesTable()->rowCount() > 0);
    wizard.namesTable()->item(0, 0)->setText(QStringLiteral("Ann Example"));
    CHECK(wizard.typedNames() == 1);
    auto asked = answerNextMessageBox(QMessageBox::No);
    QTest::keyClick(&wizard, Qt::Key_Escape);
    CHECK(asked->contains(QStringLiteral("Drop the 1 name")));
    CHECK(wizard.isVisible());
    CHECK(wizard.namesTable()->item(0, 0)->text() == QStringLiteral("Ann Example"));
    asked = answerNextMessageBox(QMessageBox::Yes);
    QTest::keyClick(&wizard, Qt::Key_Escape);
    CHECK_FALSE(wizard.isVisible());
    CHECK(wizard.result() == QDialog::Rejected);
}

TEST_CASE("the keyboard goes back to the entry box after F1 and the NS/EW switch",
          "[console][night][focus]") {
    Night night;
    night.window.activateWindow();
    REQUIRE(QTest::qWaitForWindowActive(&night.window));
    QLineEdit* line = night.entry()->lineEdit();

    // The director clicked into the board number, then pressed F1 and closed the help.
    auto* position = night.entry()->findChild<QSpinBox*>();
    REQUIRE(position);
    position->setFocus();
    REQUIRE(QApplication::focusWidget() == position);
    auto asked = answerNextMessageBox(QMessageBox::Ok);
    QTest::keyClick(position, Qt::Key_F1);
    CHECK(asked->contains(QStringLiteral("Type a line")));
    QApplication::processEvents();
    CHECK(QApplication::focusWidget() == line);

    // The NS/EW switch chosen with the mouse: the keyboard stays in the entry box. (The
    // switch lists the fields once there is a ranking: one result.)
    typeLine(night.entry(), QStringLiteral("4S N ="));
    auto* field = night.window.rankings()->findChild<QComboBox*>();
    REQUIRE(field);
    REQUIRE(field->count() == 2); // a Mitchell: North-South and East-West
    QTest::mouseClick(field, Qt::LeftButton);
    // The popup's choice as a screen delivers it (the offscreen platform keeps the popup
    // open under simulated keys): the popup closes and the field is activated.
    field->hidePopup();
    field->setCurrentIndex(1);
    emit field->activated(1);
    QApplication::processEvents();
    CHECK(QApplication::focusWidget() == line);
}

TEST_CASE("at 1024x700 every column of the traveller is in view", "[console][night][window]") {
    Night night;
    // With table scoring's dock open too: the hand diagram's tab scrolls rather than make the
    // window taller than a laptop's screen.
    REQUIRE(night.window.startTableScoring(0));
    QApplication::processEvents();
    night.window.resize(1024, 700);
    QApplication::processEvents();
    CHECK(night.window.height() <= 700);
    CHECK(night.window.minimumSizeHint().width() <= 1024);
    CHECK(night.window.minimumSizeHint().height() <= 700);
    for (auto mode : {TravellerEntry::Mode::ByBoard, TravellerEntry::Mode::ByTable}) {
        night.entry()->setMode(mode);
        QApplication::processEvents();
        CHECK(night.window.width() <= 1024);
        QTableView* table = night.entry()->table();
        const int inView = table->viewport()->width();
        for (int c = 0; c < table->model()->columnCount(); ++c) {
            if (table->isColumnHidden(c))
                continue;
            INFO("column "
                 << table->model()->headerData(c, Qt::Horizontal).toString().toStdString());
            CHECK(table->columnViewportPosition(c) + table->columnWidth(c) <= inView);
        }
    }
}

TEST_CASE("table scoring runs in a live dock: progress, arrivals flagged, Stop, the status bar",
          "[console][night][tablescoring]") {
    Night night;
    REQUIRE(night.window.startTableScoring(0));
    // No modal snapshot: the dock is there and the entry box keeps working.
    CHECK_FALSE(QApplication::activeModalWidget());
    app::TableScoringDock* dock = night.window.tableScoringDock();
    REQUIRE(dock);
    CHECK(dock->isVisible());
    auto* server = night.window.findChild<app::TableScoringServer*>();
    REQUIRE(server);
    REQUIRE(server->isRunning());
    QTableWidget* tables = dock->table();
    REQUIRE(tables->rowCount() == 4);
    CHECK(tables->item(0, app::TableScoringDock::ColRound)->text() == QStringLiteral("1"));
    CHECK(tables->item(0, app::TableScoringDock::ColEntered)->text() == QStringLiteral("0 of 3"));
    CHECK(tables->item(0, app::TableScoringDock::ColAddress)
              ->text()
              .contains(QStringLiteral("/t/1/")));
    QLabel* indicator = night.window.tableScoringIndicator();
    CHECK(indicator->isVisible());
    CHECK(indicator->text() == QStringLiteral("Table scoring: 0 of 4 tables finished"));

    // A phone at table 1 enters its first board: the row counts it and is flagged.
    const app::EntrySlot slot = night.entry()->entrySlots()[0];
    REQUIRE(slot.table == 1);
    core::TravellerLine line;
    line.board = slot.board;
    line.ns = slot.ns;
    line.ew = slot.ew;
    line.play = core::makePlayWithTricks(core::parseContract("4S"), core::Seat::North, 10);
    db::EnterOptions options;
    options.source = db::LineSource::Table;
    options.sourceTable = 1;
    night.doc().storeBypassingUndo().enterResult(line, options, "table 1");
    emit server->lineEntered(1, slot.board); // as the server does for a phone's line
    CHECK(tables->item(0, app::TableScoringDock::ColEntered)->text() == QStringLiteral("1 of 3"));
    CHECK(dock->flaggedTables() == QList<int>{1});
    CHECK(tables->item(0, app::TableScoringDock::ColArrived)
              ->text()
              .startsWith(QStringLiteral("board %1 entered").arg(slot.board)));
    CHECK(tables->item(0, 0)->font().bold());
    CHECK_FALSE(tables->item(1, 0)->font().bold());
    CHECK(indicator->text().contains(QStringLiteral("1 line to confirm")));

    // Stop, from the dock.
    dock->stopButton()->click();
    CHECK_FALSE(server->isRunning());
    CHECK_FALSE(indicator->isVisible());
    CHECK(night.window.unfinishedWork().isEmpty());
}

TEST_CASE("the audit log for people: local time, sentences, filtered by board or pair",
          "[console][night][audit]") {
    Night night;
    TravellerEntry* entry = night.entry();
    const app::EntrySlot first = *entry->currentSlot();
    typeLine(entry, QStringLiteral("4S N ="));
    const app::EntrySlot second = *entry->currentSlot();
    typeLine(entry, QStringLiteral("3NT S -1"));
    entry->showBoard(first.board + 1);
    const app::EntrySlot other = *entry->currentSlot();
    REQUIRE(other.board != first.board);
    typeLine(entry, QStringLiteral("PASS"));

    night.window.showTab(app::MainWindow::AuditTab);
    QApplication::processEvents();
    app::AuditLogView* audit = night.window.auditLog();
    const QString firstLine = QStringLiteral("Enter result: board %1, %2 v %3: 4\u2660 by N =")
                                  .arg(first.board)
                                  .arg(labelOf(night.doc(), first.ns))
                                  .arg(labelOf(night.doc(), first.ew));
    CHECK(audit->shownSentences().contains(firstLine));
    // The time as the clock on the wall shows it, the UTC one in its tooltip.
    const auto log = night.doc().store().auditLog();
    const QDateTime utc =
        QDateTime::fromString(QString::fromStdString(log.back().time), Qt::ISODateWithMs);
    const QModelIndex when = audit->table()->model()->index(0, app::AuditLogView::ColWhen);
    CHECK(when.data().toString().endsWith(utc.toLocalTime().toString(QStringLiteral("HH:mm:ss"))));
    CHECK(when.data(Qt::ToolTipRole).toString().contains(QStringLiteral("UTC")));

    audit->filterBoard(other.board);
    QStringList shown = audit->shownSentences();
    REQUIRE(shown.size() == 1);
    CHECK(shown.front().startsWith(QStringLiteral("Enter result: board %1").arg(other.board)));
    audit->filterBoard(0);
    audit->filterPair(second.ew);
    shown = audit->shownSentences();
    CHECK(shown.contains(QStringLiteral("Enter result: board %1, %2 v %3: 3NT by S -1")
                             .arg(second.board)
                             .arg(labelOf(night.doc(), second.ns))
                             .arg(labelOf(night.doc(), second.ew))));
    CHECK_FALSE(shown.contains(firstLine));
    audit->filterPair(0);
    CHECK(audit->shownSentences().size() == static_cast<int>(log.size()));
}

TEST_CASE("a correction on a complete board sends the cursor to the next empty line, past "
          "complete boards",
          "[console][night][entry]") {
    Night night;
    TravellerEntry* entry = night.entry();
    app::EventDocument& doc = night.doc();
    // Boards 1 and 2 complete, each played at the four tables.
    REQUIRE(entry->position() == 1);
    const std::size_t lines = entry->entrySlots().size();
    for (std::size_t i = 0; i < 2 * lines; ++i)
        typeLine(entry, QStringLiteral("4S N ="));
    REQUIRE(entry->position() == 3);

    // Back to board 1, up to its first line, corrected.
    entry->showBoard(1);
    entry->setCurrentIndex(0);
    REQUIRE(entry->isCorrecting());
    const app::EntrySlot first = entry->entrySlots()[0];
    typeLine(entry, QStringLiteral("4S N -1"));
    REQUIRE(doc.store().line(first.board, first.ns, first.ew)->line.play->tricks == 9);
    CHECK(entry->statusText().startsWith(QStringLiteral("Corrected")));
    // Not a filled line of board 2, where a reflexive Enter would replace a good result:
    // board 3's first line, empty.
    CHECK(entry->position() == 3);
    const app::EntrySlot* now = entry->currentSlot();
    REQUIRE(now);
    CHECK_FALSE(doc.store().line(now->board, now->ns, now->ew));
    CHECK_FALSE(entry->isCorrecting());
}

TEST_CASE("the event menu offers only what applies: no trump slips at bridge, no Swiss draw "
          "outside a Swiss",
          "[console][night][menu]") {
    Night night;
    QAction* trumps = actionNamed(night.window, QStringLiteral("Trump slips"));
    QAction* swiss = actionNamed(night.window, QStringLiteral("Draw the next Swiss round"));
    REQUIRE(trumps);
    REQUIRE(swiss);
    CHECK_FALSE(trumps->isEnabled());
    CHECK_FALSE(swiss->isEnabled());
    // The other event actions are on.
    QAction* names = actionNamed(night.window, QStringLiteral("Names"));
    REQUIRE(names);
    CHECK(names->isEnabled());

    const auto create = [&night](const char* file, const db::EventSetup& setup) {
        const QString path = night.dir.filePath(QString::fromLatin1(file));
        db::EventStore::create(path.toStdString(), setup);
        return path;
    };
    // A Swiss teams event (IMPs): the draw on, the slips still off.
    REQUIRE(
        night.window.openFile(create("swiss.db", tests::swissTeamsEvent(6).named("swiss-teams"))));
    CHECK(swiss->isEnabled());
    CHECK_FALSE(trumps->isEnabled());
    // A whist drive: the slips on, the draw off.
    REQUIRE(night.window.openFile(create("whist.db", tests::whistDriveEvent(6).named("compass"))));
    CHECK(trumps->isEnabled());
    CHECK_FALSE(swiss->isEnabled());
}

TEST_CASE("at 1366x768 the standings show the names and 100.00 whole", "[console][night][window]") {
    Night night;
    app::EventDocument& doc = night.doc();
    std::vector<db::Entry> entries = doc.store().entries();
    for (db::Entry& e : entries)
        e.players = {"Catherine Fairbrother", "Jonathan Whitworth"};
    doc.setEntries(entries);
    night.window.resize(1366, 768);
    QApplication::processEvents();
    TravellerEntry* entry = night.entry();
    // Board 1 at its four tables: the first North-South pair's top, 100.00.
    typeLine(entry, QStringLiteral("4S N ="));
    for (int i = 0; i < 3; ++i)
        typeLine(entry, QStringLiteral("4S N -1"));
    QApplication::processEvents();
    QTableView* table = night.window.rankings()->table();
    REQUIRE(table);
    const QAbstractItemModel* model = table->model();
    REQUIRE(model->rowCount() > 0);
    bool top = false;
    const QFontMetrics metrics(table->font());
    const int inView = table->viewport()->width();
    for (int c = 0; c < model->columnCount(); ++c) {
        if (table->isColumnHidden(c))
            continue;
        INFO("column " << model->headerData(c, Qt::Horizontal).toString().toStdString());
        CHECK(table->columnViewportPosition(c) + table->columnWidth(c) <= inView);
        for (int r = 0; r < model->rowCount(); ++r) {
            const QString text = model->index(r, c).data().toString();
            INFO("row " << r << ": " << text.toStdString());
            top = top || text == QStringLiteral("100.00");
            // The whole text fits its column: nothing cut to "10…" or "Catherine Fa…".
            CHECK(metrics.horizontalAdvance(text) + 6 <= table->columnWidth(c));
        }
    }
    CHECK(top);
}
