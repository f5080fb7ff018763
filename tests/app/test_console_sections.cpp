// SPDX-License-Identifier: GPL-3.0-or-later
// The console and an event of two sections: View > Section shows and enters into each, the
// standings are those of the field (across it when the event is scored so), and undo goes
// back to the section where the step was done.
#include "ConsoleFixtures.h"
#include "ConsoleTestApp.h"
#include "OpenEvent.h"

#include "app/console/EventDocument.h"
#include "app/console/MainWindow.h"
#include "app/console/PrintAndExport.h"
#include "app/console/RankingsView.h"
#include "app/console/TravellerEntry.h"
#include "db/EventStore.h"

#include <QAction>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QTableView>
#include <QTemporaryDir>
#include <QUndoStack>

#include <catch2/catch.hpp>

using namespace overplay;

namespace {

QAction* sectionAction(QWidget& window, const QString& letter) {
    for (QAction* action : window.findChildren<QAction*>())
        if (action->text().remove(QLatin1Char('&')) == QStringLiteral("Section ") + letter)
            return action;
    return nullptr;
}

/// Enters board 1's lines of section `letter`, shown, one result for each.
void enterBoardOne(app::MainWindow& window, const QString& letter, const QStringList& results) {
    app::TravellerEntry* entry = window.entry();
    entry->showBoard(1);
    // The pairs of the slip as their cards print them: the section's letter, then East-West
    // pair 1 is "1EW", not the program's own number.
    CHECK(entry->prompt()->text().contains(QStringLiteral("<b>") + letter +
                                           QStringLiteral("1NS</b> v <b>") + letter +
                                           QStringLiteral("1EW</b>")));
    for (const QString& result : results) {
        INFO(result.toStdString() << ": " << entry->statusText().toStdString());
        REQUIRE(entry->submit(result));
    }
}

/// Two sections of a 3-table Mitchell, a board a round, scored across the field.
void busyNight(const QString& path) {
    tests::createSectionedEvent(path, "Busy night", tests::generated("mitchell", 3, 1), 2, true);
}

} // namespace

TEST_CASE("the console shows and enters each section, scored across the field, and undo goes "
          "back to the step's section",
          "[console][sections]") {
    tests::OpenEvent opened(busyNight, QStringLiteral("busy.db"));
    app::MainWindow& window = opened.window;
    QTemporaryDir& dir = opened.dir;
    app::EventDocument* doc = window.document();
    QAction* a = sectionAction(window, QStringLiteral("A"));
    QAction* b = sectionAction(window, QStringLiteral("B"));
    REQUIRE(a);
    REQUIRE(b);
    CHECK(a->isChecked());
    CHECK(window.windowTitle().contains(QStringLiteral("Section A")));

    enterBoardOne(window, QStringLiteral("A"),
                  {QStringLiteral("4S N ="), QStringLiteral("4S N +1"), QStringLiteral("4S N -1")});
    b->trigger();
    CHECK(doc->store().section() == "B");
    CHECK(b->isChecked());
    CHECK(window.windowTitle().contains(QStringLiteral("Section B")));
    enterBoardOne(window, QStringLiteral("B"),
                  {QStringLiteral("4S N ="), QStringLiteral("3NT N ="), QStringLiteral("4S N +1")});
    CHECK(doc->store().linesOf("A").size() == 3);
    CHECK(doc->store().linesOf("B").size() == 3);

    // Every label inside section B carries its letter, as its cards and the files print it:
    // the undo step, the standings, the store's own sentences.
    CHECK(doc->undoStack()->undoText().contains(QStringLiteral("B2NS v B3EW")));
    const QAbstractItemModel* standings = window.rankings()->table()->model();
    REQUIRE(standings->rowCount() == 3);
    for (int row = 0; row < standings->rowCount(); ++row)
        CHECK(standings->index(row, 1).data().toString().startsWith(QLatin1Char('B')));
    CHECK(doc->store().entryLabel(2) == "B2NS");
    CHECK_THROWS_WITH(
        doc->storeBypassingUndo().enterAdjusted(1, 1, 5, core::parseAdjustedScore("A=")),
        Catch::Contains("pair B1NS and pair B2EW do not meet on board 1"));

    // Across the field: board 1's six results share one top of 10 (EBU, 2 a result beaten),
    // where within the section it would be 4. 450 beats 420, 420, 400, -50: 8, equals one: 9.
    const core::BoardResult* one = doc->boardResult(1);
    REQUIRE(one);
    REQUIRE(one->lines.size() == 3);
    for (const auto& line : one->lines) {
        CHECK(line.nsPoints + line.ewPoints == Approx(10));
        if (line.nsScore == 450)
            CHECK(line.nsPoints == Approx(9));
    }

    // Undo in B takes back B's last line; from A, the next undo goes back to B for its step.
    QUndoStack* undo = doc->undoStack();
    REQUIRE(undo->count() == 6);
    undo->undo();
    CHECK(doc->store().linesOf("B").size() == 2);
    a->trigger();
    CHECK(doc->store().section() == "A");
    undo->undo();
    CHECK(doc->store().section() == "B");
    CHECK(b->isChecked());
    CHECK(doc->store().linesOf("B").size() == 1);
    CHECK(doc->store().linesOf("A").size() == 3);
    undo->redo();
    CHECK(doc->store().linesOf("B").size() == 2);

    // An event of one section has no section to choose.
    const QString single = dir.filePath(QStringLiteral("single.db"));
    tests::createEvent(single, "Club night", tests::generated("mitchell", 3, 1));
    REQUIRE(window.openFile(single));
    CHECK(sectionAction(window, QStringLiteral("A")) == nullptr);
}

TEST_CASE("the console opens an event at its last session, shows each, and undo goes back to "
          "the step's session",
          "[console][sections][sessions]") {
    tests::OpenEvent event(
        [](const QString& at) {
            db::EventStore store = db::EventStore::create(
                at.toStdString(),
                tests::NewEvent(tests::generated("mitchell", 3, 2)).named("Congress pairs"));
            store.addSession(tests::generated("mitchell", 3, 1));
        },
        QStringLiteral("congress.db"));
    app::MainWindow& window = event.window;
    app::EventDocument* doc = window.document();
    CHECK(doc->store().sessionNumber() == 2);
    CHECK(doc->store().movement().boards() == 3);
    CHECK(window.windowTitle().contains(QStringLiteral("Session 2")));
    QAction* first = nullptr;
    for (QAction* action : window.findChildren<QAction*>())
        if (action->text().remove(QLatin1Char('&')) == QStringLiteral("Session 1"))
            first = action;
    REQUIRE(first);
    first->trigger();
    CHECK(doc->store().sessionNumber() == 1);
    CHECK(doc->store().movement().boards() == 6);
    CHECK(window.windowTitle().contains(QStringLiteral("Session 1")));
    enterBoardOne(window, QString(), {QStringLiteral("4S N =")});
    CHECK(doc->store().lines().size() == 1);

    // Back in session 2, undo takes the line out of session 1, showing session 1.
    window.useSession(2);
    CHECK(doc->store().lines().empty());
    doc->undoStack()->undo();
    CHECK(doc->store().sessionNumber() == 1);
    CHECK(doc->store().lines().empty());
}

TEST_CASE("the console publishes an event of two sections whole: the front page, each "
          "section's pages in its folder, the overall results at the end of the PDF",
          "[console][sections][export]") {
    tests::OpenEvent opened(busyNight, QStringLiteral("busy.db"));
    app::MainWindow& window = opened.window;
    QTemporaryDir& dir = opened.dir;
    enterBoardOne(window, QStringLiteral("A"),
                  {QStringLiteral("4S N ="), QStringLiteral("4S N +1"), QStringLiteral("4S N -1")});
    window.useSection(QStringLiteral("B"));
    app::PrintAndExport& printing = *window.printing();
    const QString folder = dir.filePath(QStringLiteral("site"));
    REQUIRE(printing.exportTo(app::ExportKind::HtmlSite, folder));
    REQUIRE(printing.waitForExport());
    CHECK(QFile::exists(folder + QStringLiteral("/section-A/index.html")));
    CHECK(QFile::exists(folder + QStringLiteral("/section-B/board-1.html")));
    QFile index(folder + QStringLiteral("/index.html"));
    REQUIRE(index.open(QIODevice::ReadOnly));
    const QString front = QString::fromUtf8(index.readAll());
    CHECK(front.contains(QStringLiteral("Overall North-South")));
    CHECK(front.contains(QStringLiteral("A3NS"))); // board 1's +450, first across the field
    // The section in use is still B: reading the whole event put it back.
    CHECK(window.document()->store().section() == "B");

    const QString pdf = dir.filePath(QStringLiteral("results.pdf"));
    REQUIRE(printing.exportTo(app::ExportKind::ResultsPdf, pdf));
    REQUIRE(printing.waitForExport());
    QFile written(pdf);
    REQUIRE(written.open(QIODevice::ReadOnly));
    CHECK(written.read(4) == QByteArray("%PDF"));
}
