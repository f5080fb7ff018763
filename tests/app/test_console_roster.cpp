// SPDX-License-Identifier: GPL-3.0-or-later
// The console and the club's roster: Tools > Club roster and ladder (a roster made, members
// imported, the club named, the event recorded, the ladder shown and saved as PDF), names
// completed from the roster in the Names dialog, and the event's players named from it.
#include "ConsoleFixtures.h"
#include "ConsoleTestApp.h"
#include "EventFileFixtures.h"

#include "app/console/ClubRoster.h"
#include "app/console/ClubRosterDialog.h"
#include "app/console/DemoEvent.h"
#include "app/console/EventDocument.h"
#include "app/console/MainWindow.h"
#include "core/Error.h"
#include "db/EventStore.h"
#include "db/Roster.h"

#include <QAction>
#include <QCompleter>
#include <QDialog>
#include <QFile>
#include <QLineEdit>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

#include <catch2/catch.hpp>

using namespace overplay;
using namespace overplay::tests;

namespace {

void write(const QString& path, const QByteArray& text) {
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write(text);
}

} // namespace

TEST_CASE("the console keeps the club roster: members, the event recorded, the ladder",
          "[console][roster]") {
    tests::consoleTestApp();
    ForgetRoster forget;
    QTemporaryDir dir;
    app::MainWindow window;
    window.setQuiet(true);
    app::DemoOptions options;
    options.analyse = false;
    options.roundsEntered = -1; // all but the last round: percentages to record
    REQUIRE(window.openDemoNow(options, dir.filePath(QStringLiteral("demo.db"))));
    app::EventDocument* doc = window.document();
    REQUIRE(doc->store().info().date.size() == 10);

    // The demo's players are the club's members, with numbers; one is missing from the list.
    const auto entries = doc->store().entries();
    QByteArray members = "name,member number,email\n";
    int number = 200100;
    std::string notMember;
    for (const auto& e : entries)
        for (const auto& p : e.players) {
            if (notMember.empty()) {
                notMember = p;
                continue;
            }
            members += QByteArray::fromStdString(p) + "," + QByteArray::number(number++) + ",\n";
        }
    const QString csv = dir.filePath(QStringLiteral("members.csv"));
    write(csv, members);

    app::ClubRosterDialog dialog(reports::Paper::A4, &doc->store());
    const QString rosterPath = dir.filePath(QStringLiteral("club.db"));
    dialog.useRoster(rosterPath, true);
    CHECK(app::clubRosterPath() == rosterPath);
    CHECK(dialog.importMembers(csv).startsWith(QStringLiteral("%1 added").arg(number - 200100)));
    CHECK(dialog.membersTable()->rowCount() == number - 200100);
    dialog.clubNameEdit()->setText(QStringLiteral("Overplay Bridge Club"));
    dialog.clubNumberEdit()->setText(QStringLiteral("4077"));
    dialog.saveClub();
    // A members file with a bad row imports nothing and says which line.
    write(dir.filePath(QStringLiteral("bad.csv")), "Someone New,12-34\n");
    CHECK_THROWS_WITH(dialog.importMembers(dir.filePath(QStringLiteral("bad.csv"))),
                      Catch::Contains("bad.csv line 1"));
    CHECK(dialog.membersTable()->rowCount() == number - 200100);

    // Event ▸ Names, OK: the event's players are named from the roster; the one not in the
    // members file becomes a visitor. Nothing about the names themselves changes.
    whenShown<QDialog>([](QDialog* names) {
        auto* table = names->findChild<QTableWidget*>(QStringLiteral("pairNames"));
        REQUIRE(table);
        // The partner's usual partners come first when a name is typed: the cells complete.
        names->accept();
    });
    QAction* namesAction = actionNamed(window, QStringLiteral("Names"));
    REQUIRE(namesAction);
    namesAction->trigger();
    // OK without a change stores no names, but the players are still named from the roster
    // (the director may have chosen the roster after typing them).
    const auto numbers = doc->store().memberNumbers();
    CHECK(numbers.size() == static_cast<std::size_t>(number - 200100));
    CHECK(numbers.count(notMember) == 0);
    CHECK(doc->store().info().club == db::Club{"Overplay Bridge Club", "4077"});
    {
        db::Roster roster = db::Roster::open(rosterPath.toStdString());
        const auto visitor = roster.find(notMember);
        REQUIRE(visitor);
        CHECK(visitor->visitor);
    }

    // Record this event; the ladder shows every player with one event.
    CHECK(dialog.recordEvent().contains(QStringLiteral("player")));
    dialog.bestBox()->setValue(0);
    const QString ladder = dialog.ladderView()->toPlainText();
    CHECK(ladder.contains(QStringLiteral("Overplay Bridge Club ladder")));
    CHECK(ladder.contains(QStringLiteral("1 event")));
    CHECK(ladder.contains(QString::fromStdString(notMember)));
    // The ladder as PDF: a real file with pages.
    const QString pdf = dir.filePath(QStringLiteral("ladder.pdf"));
    CHECK(dialog.writeLadderPdf(pdf) >= 1);
    QFile printed(pdf);
    REQUIRE(printed.open(QIODevice::ReadOnly));
    CHECK(printed.read(5) == QByteArray("%PDF-"));
    // A season that ends before the event: nobody.
    dialog.toEdit()->setText(QStringLiteral("2000-01-01"));
    emit dialog.toEdit()->editingFinished();
    CHECK(dialog.ladderView()->toPlainText().contains(QStringLiteral("No results recorded yet")));

    // Completion from the roster: typing the start of a last name offers members.
    QLineEdit line;
    app::attachRosterCompleter(&line);
    line.show();
    const std::string someone = entries.back().players.back();
    const QString lastName = QString::fromStdString(someone).section(QLatin1Char(' '), -1);
    QTest::keyClicks(&line, lastName.left(3));
    QStringList offered;
    QAbstractItemModel* model = line.completer()->completionModel();
    for (int row = 0; row < model->rowCount(); ++row)
        offered << model->index(row, 0).data().toString();
    CHECK(offered.contains(QString::fromStdString(someone)));
}

TEST_CASE("a file that is no roster is refused and not remembered", "[console][roster]") {
    tests::consoleTestApp();
    ForgetRoster forget;
    QTemporaryDir dir;
    const QString notRoster = dir.filePath(QStringLiteral("event.db"));
    tests::createEvent(notRoster, "Club night", tests::generated("mitchell", 3, 2));
    app::ClubRosterDialog dialog(reports::Paper::A4, nullptr);
    CHECK_THROWS_WITH(dialog.useRoster(notRoster, false),
                      Catch::Contains("is not an Overplay club roster"));
    CHECK(app::clubRosterPath().isEmpty());
    // No event open: recording says so.
    CHECK_THROWS_AS(dialog.recordEvent(), core::InputError);
}
