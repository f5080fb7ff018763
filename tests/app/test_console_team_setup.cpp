// SPDX-License-Identifier: GPL-3.0-or-later
// A team event set up in the console as a director does it: the new-event wizard with the
// teams' names typed in, the standings by those names, a team renamed in the names dialog and
// the renaming undone. A name another team already has (case and spaces aside) could never be
// typed back to its team: the wizard refuses it before any file is made, the names dialog
// without a change or an undo step.
#include "ConsoleFixtures.h"
#include "OpenEvent.h"

#include "app/console/EventDocument.h"
#include "app/console/MainWindow.h"
#include "app/console/NewEventWizard.h"
#include "app/console/RankingsView.h"
#include "app/console/StandingsModel.h"
#include "core/Contract.h"
#include "db/EventStore.h"
#include "tests/support/Events.h"

#include <QAction>
#include <QComboBox>
#include <QDialog>
#include <QFileInfo>
#include <QListWidget>
#include <QMessageBox>
#include <QRegularExpression>
#include <QSpinBox>
#include <QStatusBar>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QUndoStack>

#include <catch2/catch.hpp>

#include <memory>
#include <string>
#include <vector>

using namespace overplay;
using namespace overplay::tests;

namespace {

std::vector<std::string> teamNames(const db::EventStore& store) {
    std::vector<std::string> names;
    for (const db::Team& t : store.teams())
        names.push_back(t.name);
    return names;
}

/// Event ▸ Names with team `row` renamed `name` in the dialog's team table, then OK.
void renameInDialog(app::MainWindow& window, int row, const QString& name) {
    whenShown<QDialog>([row, name](QDialog* dialog) {
        auto* table = dialog->findChild<QTableWidget*>(QStringLiteral("teamNames"));
        REQUIRE(table);
        table->item(row, 0)->setText(name);
        dialog->accept();
    });
    QAction* names = actionNamed(window, QStringLiteral("Names"));
    REQUIRE(names);
    names->trigger();
}

QString cell(const QTableView* table, int row, int column) {
    return table->model()->index(row, column).data().toString();
}

} // namespace

TEST_CASE("a team event from the wizard: names typed, standings, renamed and undone",
          "[console][teams][setup]") {
    consoleTestApp();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("winter.db"));

    app::NewEventWizard wizard;
    wizard.show();
    wizard.nameEdit()->setText(QStringLiteral("Winter teams"));
    wizard.kindBox()->setCurrentIndex(static_cast<int>(app::EntryKind::Teams));
    wizard.countUnitBox()->setCurrentIndex(0);
    wizard.countBox()->setValue(4);
    wizard.boardsPerRoundBox()->setValue(2);
    wizard.next();
    REQUIRE(wizard.currentId() == app::NewEventWizard::MovementPage);
    REQUIRE(wizard.choices().front().request.kind == "round-robin-teams");
    wizard.choicesList()->setCurrentRow(0);
    wizard.next();
    wizard.next();
    REQUIRE(wizard.currentId() == app::NewEventWizard::NamesPage);
    QTableWidget* names = wizard.namesTable();
    REQUIRE(names->rowCount() == 4);
    const QStringList typed{QStringLiteral("Lions"), QStringLiteral("Tigers"),
                            QStringLiteral("lions"), QStringLiteral("Bears")};
    for (int r = 0; r < 4; ++r)
        names->item(r, 0)->setText(typed[r]);
    // The Lions field six players.
    REQUIRE(names->columnCount() == 7);
    const QStringList six{QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cat"),
                          QStringLiteral("Dan"), QStringLiteral("Eve"), QStringLiteral("Fay")};
    for (int c = 1; c <= 6; ++c)
        names->item(0, c)->setText(six[c - 1]);
    wizard.next();
    REQUIRE(wizard.currentId() == app::NewEventWizard::SavePage);
    wizard.pathEdit()->setText(path);

    // "lions" would read as the Lions' name: refused, and no half-made file left behind that
    // the next Finish would find already there.
    const auto said = answerNextMessageBox(QMessageBox::Ok);
    wizard.accept();
    CHECK(said->contains(QStringLiteral("team 3's name 'lions' is team 1's already")));
    CHECK(wizard.createdPath().isEmpty());
    CHECK_FALSE(QFileInfo::exists(path));

    names->item(2, 0)->setText(QStringLiteral("Wolves"));
    wizard.accept();
    REQUIRE(wizard.createdPath() == path);
    {
        auto store = db::EventStore::open(path.toStdString());
        CHECK(teamNames(store) == std::vector<std::string>{"Lions", "Tigers", "Wolves", "Bears"});
        CHECK(store.teams().front().players ==
              std::vector<std::string>{"Ann", "Bob", "Cat", "Dan", "Eve", "Fay"});
        // Round 1's first match, Lions (A1, A2) v Bears (D1, D2): +10 IMPs to the Lions.
        store.enterResult(line(1, 1, 8, "4S", 'N', "="));
        store.enterResult(line(1, 7, 2, "4S", 'N', "-1"));
        store.enterResult(line(2, 1, 8, "3NT", 'N', "="));
        store.enterResult(line(2, 7, 2, "3NT", 'N', "="));
    }

    app::MainWindow window;
    window.setQuiet(true);
    window.show();
    REQUIRE(window.openFile(path));
    app::EventDocument& doc = *window.document();
    const QTableView* standings = window.rankings()->table();
    REQUIRE(standings->model()->rowCount() == 2);
    CHECK(cell(standings, 0, app::StandingsModel::ColEntry) == QStringLiteral("Lions"));
    CHECK(cell(standings, 0, app::StandingsModel::ColNames) ==
          QStringLiteral("Ann, Bob, Cat, Dan, Eve, Fay"));
    CHECK(cell(standings, 1, app::StandingsModel::ColEntry) == QStringLiteral("Bears"));

    // Bears renamed in the names dialog: the standings follow; undo puts the name back.
    QUndoStack* undo = doc.undoStack();
    const int steps = undo->count();
    renameInDialog(window, 3, QStringLiteral("Grizzlies"));
    CHECK(teamNames(doc.store())[3] == "Grizzlies");
    CHECK(cell(standings, 1, app::StandingsModel::ColEntry) == QStringLiteral("Grizzlies"));
    REQUIRE(undo->count() == steps + 1);
    CHECK(undo->undoText() == QStringLiteral("Change team names"));
    undo->undo();
    CHECK(teamNames(doc.store())[3] == "Bears");
    CHECK(cell(standings, 1, app::StandingsModel::ColEntry) == QStringLiteral("Bears"));
    undo->redo();
    CHECK(teamNames(doc.store())[3] == "Grizzlies");

    // Renamed to another team's name in other case and spacing: OK is refused in the dialog,
    // which stays open with everything typed; nothing changed, no undo step.
    const std::size_t audit = doc.store().auditLog().size();
    std::shared_ptr<QString> refused;
    bool stillOpen = false;
    QString keptTyped;
    whenShown<QDialog>([&](QDialog* dialog) {
        auto* table = dialog->findChild<QTableWidget*>(QStringLiteral("teamNames"));
        REQUIRE(table);
        table->item(3, 0)->setText(QStringLiteral("TI gers"));
        table->item(1, 1)->setText(QStringLiteral("Eve, Fay"));
        refused = answerNextMessageBox(QMessageBox::Ok);
        dialog->accept();
        stillOpen = dialog->isVisible();
        keptTyped = table->item(1, 1)->text() + QLatin1Char('|') + table->item(3, 0)->text();
        dialog->reject();
    });
    actionNamed(window, QStringLiteral("Names"))->trigger();
    REQUIRE(refused);
    CHECK(refused->contains(QStringLiteral("team 4's name 'TI gers' is team 2's")));
    CHECK(stillOpen);
    CHECK(keptTyped == QStringLiteral("Eve, Fay|TI gers"));
    CHECK(teamNames(doc.store())[3] == "Grizzlies");
    CHECK(undo->count() == steps + 1);
    CHECK(doc.store().auditLog().size() == audit);
    ++answererGeneration();
}

TEST_CASE("a Swiss in the console: its byes among the matches, its draw by the teams' names",
          "[console][teams][setup][swiss]") {
    tests::OpenEvent event(
        [](const QString& at) {
            // Five teams (a bye each round), three rounds of one board, team 5 left unnamed.
            auto store = db::EventStore::create(at.toStdString(),
                                                tests::swissTeamsEvent(5, 3, 1).named("Swiss"));
            store.setTeams(
                {{1, "Abbott", {}}, {2, "Baker", {}}, {3, "Carter", {}}, {4, "Dixon", {}}});
        },
        QStringLiteral("swiss.db"));
    app::MainWindow& window = event.window;
    app::EventDocument& doc = event.doc();
    tests::enterRoundOneBoardOne(doc);
    // Round 1's bye counts in the standings: the matches list it, with its VPs, as rank does.
    const QStringList matches = tableText(window.rankings()->matches());
    INFO(matches.join('\n').toStdString());
    CHECK(matches.contains(QStringLiteral("1|Team 5: a bye|||12.00|")));
    QAction* draw = actionNamed(window, QStringLiteral("Draw the next Swiss round"));
    REQUIRE(draw);
    draw->trigger();
    REQUIRE(doc.store().movement().rounds.size() == 2);
    const QString said = window.statusBar()->currentMessage();
    INFO(said.toStdString());
    CHECK(said.startsWith(QStringLiteral("Round 2: ")));
    // Every named team by its name; the unnamed one by its letter, as its cards print it.
    for (const char* name : {"Abbott", "Baker", "Carter", "Dixon"})
        CHECK(said.contains(QString::fromLatin1(name)));
    CHECK(said.contains(QRegularExpression(QStringLiteral("(\\bE v |v E\\b|bye E$)"))));
}
