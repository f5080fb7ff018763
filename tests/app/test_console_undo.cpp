// SPDX-License-Identifier: GPL-3.0-or-later
// One path for each change in the console: what once wrote to the event around the undo
// stack (the players named from the club roster, the double-dummy analysis stored) is now a
// step of it, and undo puts the event back; the late pair is refused by the store's own rule.
#include "ConsoleFixtures.h"
#include "ConsoleTestApp.h"
#include "OpenEvent.h"

#include "app/console/BoardView.h"
#include "app/console/ClubRoster.h"
#include "app/console/EventDocument.h"
#include "app/console/MainWindow.h"
#include "app/console/RulingDialogs.h"
#include "core/Contract.h"
#include "core/Dealing.h"
#include "core/Session.h"
#include "db/EventStore.h"
#include "db/Roster.h"
#include "movements/BoardPlacements.h"

#include <QAction>
#include <QApplication>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <catch2/catch.hpp>

#include <algorithm>

using namespace overplay;
using tests::actionNamed;
using tests::ForgetRoster;

namespace {

/// A console with `movement`'s event open in a fresh folder (the window not shown).
struct ClubNight : tests::OpenEvent {
    explicit ClubNight(movements::Movement movement)
        : tests::OpenEvent("Club night", std::move(movement), QStringLiteral("club.db"),
                           tests::Window::Hidden) {}
};

} // namespace

TEST_CASE("naming the players from the club roster is one undo step", "[console][undo]") {
    ForgetRoster forget;
    ClubNight event(tests::generated("mitchell", 3, 2));
    app::EventDocument& doc = event.doc();
    std::vector<db::Entry> entries = doc.store().entries();
    std::vector<db::MemberRow> members;
    int number = 300100;
    for (db::Entry& e : entries) {
        e.players = {"North " + std::to_string(e.number), "South " + std::to_string(e.number)};
        members.push_back({e.players[0], std::to_string(number++), "", "test"});
    }
    doc.setEntries(entries);
    const QString rosterPath = event.dir.filePath(QStringLiteral("roster.db"));
    {
        db::Roster roster = db::Roster::open(rosterPath.toStdString(), true);
        roster.setClub({"Overplay Bridge Club", "4077"});
        roster.importMembers(members);
    }
    app::setClubRosterPath(rosterPath);
    const int steps = doc.undoStack()->count();
    REQUIRE(doc.store().memberNumbers().empty());
    REQUIRE(doc.store().info().club == db::Club{});

    event.window.nameFromRoster();
    const auto named = doc.store().memberNumbers();
    CHECK(named.size() == entries.size());
    CHECK(named.at("North 1") == "300100");
    CHECK(doc.store().info().club == db::Club{"Overplay Bridge Club", "4077"});
    REQUIRE(doc.undoStack()->count() == steps + 1);
    CHECK(doc.undoStack()->undoText() == QStringLiteral("Name players from the club roster"));

    // Undo: the event has no club and no member numbers again; redo names them once more.
    doc.undoStack()->undo();
    CHECK(doc.store().memberNumbers().empty());
    CHECK(doc.store().info().club == db::Club{});
    CHECK(doc.store().auditLog().back().command == "set members");
    doc.undoStack()->redo();
    CHECK(doc.store().memberNumbers() == named);
    CHECK(doc.store().info().club == db::Club{"Overplay Bridge Club", "4077"});

    // Naming again finds nothing new: no step.
    event.window.nameFromRoster();
    CHECK(doc.undoStack()->count() == steps + 1);
}

TEST_CASE("the double-dummy analysis is stored as one undo step", "[console][undo][boards]") {
    ClubNight event(tests::generated("mitchell", 3, 1)); // 3 boards keep libdds quick
    app::EventDocument& doc = event.doc();
    std::vector<db::StoredBoard> dealt;
    for (const core::DealtBoard& d : core::dealBoards(1, doc.store().movement().boards(), 0x77))
        dealt.push_back({d.number, d.dealer, d.vulnerability, d.deal, std::nullopt, std::nullopt});
    doc.importHands(dealt, QStringLiteral("Deal boards"));
    // A step after the deal: the analysis is then a step of its own (right after the deal it
    // belongs to the deal's step, as test_console_wizard's dealing test shows).
    doc.markFinal(true);
    const auto unanalysed = doc.store().boards();
    for (const auto& b : unanalysed)
        REQUIRE_FALSE(b.doubleDummy);

    app::BoardView* boards = event.window.boards();
    boards->startAnalysis();
    REQUIRE(QTest::qWaitFor([&] { return !boards->isAnalysing(); }, 60000));
    const auto analysed = doc.store().boards();
    REQUIRE(analysed.size() == unanalysed.size());
    for (const auto& b : analysed)
        CHECK(b.doubleDummy);
    CHECK(doc.undoStack()->undoText() == QStringLiteral("Analyse %1 boards").arg(analysed.size()));

    // Undo: the boards as dealt, without analysis; redo: the analysis back, the same.
    doc.undoStack()->undo();
    CHECK(doc.undoStack()->undoText() == QStringLiteral("Mark results final"));
    auto now = doc.store().boards();
    REQUIRE(now.size() == unanalysed.size());
    for (std::size_t i = 0; i < now.size(); ++i) {
        CHECK(now[i].deal == unanalysed[i].deal);
        CHECK_FALSE(now[i].doubleDummy);
    }
    doc.undoStack()->redo();
    now = doc.store().boards();
    for (std::size_t i = 0; i < now.size(); ++i) {
        CHECK(now[i].deal == analysed[i].deal);
        REQUIRE(now[i].doubleDummy);
        CHECK(now[i].doubleDummy->table.tricks == analysed[i].doubleDummy->table.tricks);
    }
}

TEST_CASE("a late pair the movement cannot seat is refused by the store's rule, before any "
          "dialog",
          "[console][undo][late]") {
    // A Howell grown by one pair is another Howell: round 1's results would not stay put.
    ClubNight event(tests::generated("howell", 6, 2));
    app::EventDocument& doc = event.doc();
    const auto& m = doc.store().movement();
    const auto& t = m.rounds[0].tables[0];
    const core::TravellerLine line = tests::fourSpadesMade(m, t);
    doc.enterLine(line);
    const auto lines = doc.store().lines();
    const std::string movementName = m.name;
    const int steps = doc.undoStack()->count();

    CHECK_THROWS_WITH(doc.previewLatePair(),
                      Catch::Contains("cannot seat a late pair and keep every result"));
    QAction* late = actionNamed(event.window, QStringLiteral("Late pair"));
    REQUIRE(late);
    late->trigger(); // quiet: the refusal goes to lastError, no dialog is shown
    CHECK(event.window.lastError().contains(
        QStringLiteral("cannot seat a late pair and keep every result where it was")));
    const QWidgetList windows = QApplication::topLevelWidgets();
    CHECK(std::none_of(windows.begin(), windows.end(), [](QWidget* w) {
        return qobject_cast<app::LatePairDialog*>(w) != nullptr;
    }));
    CHECK(doc.store().movement().name == movementName);
    CHECK(doc.store().lines() == lines);
    CHECK(doc.undoStack()->count() == steps);
}

TEST_CASE("an undo step names its result as the console's prompts do", "[console][undo]") {
    ClubNight event(tests::generated("mitchell", 3, 2));
    app::EventDocument& doc = event.doc();
    const auto& m = doc.store().movement();
    core::TravellerLine line = tests::fourSpadesMade(m, m.rounds[0].tables[0]);
    doc.enterLine(line);
    const std::string pairs =
        doc.store().entryLabel(line.ns) + " v " + doc.store().entryLabel(line.ew);
    CHECK(doc.undoStack()->undoText().toStdString() ==
          "Enter board " + std::to_string(line.board) + ", " + pairs + ": 4\u2660 by N =");
    // A passed-out board in a sentence is "passed out", not the grid's "PASS".
    line.play = core::Play{core::Contract::passedOut(), core::Seat::North, 0};
    doc.correctLine(line);
    CHECK(doc.undoStack()->undoText().toStdString() ==
          "Correct board " + std::to_string(line.board) + ", " + pairs + ": passed out");
    // An adjusted score says so.
    line.play.reset();
    line.adjusted = core::parseAdjustedScore("A+/A-");
    doc.correctLine(line);
    CHECK(doc.undoStack()->undoText().toStdString() ==
          "Correct board " + std::to_string(line.board) + ", " + pairs + ": adjusted A+/A-");
}
