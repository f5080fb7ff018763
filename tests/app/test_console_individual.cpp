// SPDX-License-Identifier: GPL-3.0-or-later
// An individual in the console: each board's traveller lists its tables (the players who
// hold North and East name a line), a line typed there is stored and scored, and the
// standings list players, as `overplay-cli rank` does.
#include "ConsoleFixtures.h"
#include "ConsoleTestApp.h"
#include "OpenEvent.h"

#include "app/console/EventDocument.h"
#include "app/console/MainWindow.h"
#include "app/console/RankingsView.h"
#include "app/console/TravellerEntry.h"
#include "db/EventStore.h"
#include "movements/Generate.h"

#include <QHeaderView>
#include <QLineEdit>
#include <QTableView>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

using namespace overplay;

TEST_CASE("an 8-player individual: every board's traveller has its tables, entered by keyboard",
          "[console][individual]") {
    movements::MovementRequest request;
    request.kind = "individual";
    request.pairs = 8;
    tests::OpenEvent event("Individual night", movements::generateMovement(request),
                           QStringLiteral("individual.db"));
    app::MainWindow& window = event.window;
    app::TravellerEntry* entry = window.entry();
    const auto& m = window.document()->store().movement();
    REQUIRE(m.isIndividual());

    // Every board is played at both tables: two lines to enter, named by North and East.
    for (int board = 1; board <= m.boards(); ++board) {
        entry->showBoard(board);
        REQUIRE(entry->entrySlots().size() == 2);
        for (const auto& slot : entry->entrySlots()) {
            const auto place = window.document()->store().placementOf(board, slot.ns, slot.ew);
            REQUIRE(place);
            CHECK(place->second.players[0] == slot.ns);
            CHECK(place->second.players[1] == slot.ew);
        }
    }
    // Typed on the traveller of board 1: both tables, stored and scored.
    entry->showBoard(1);
    entry->lineEdit()->setText(QStringLiteral("4S N ="));
    emit entry->lineEdit()->returnPressed();
    entry->lineEdit()->setText(QStringLiteral("4S N -1"));
    emit entry->lineEdit()->returnPressed();
    const auto lines = window.document()->store().linesOfBoard(1);
    REQUIRE(lines.size() == 2);
    const core::BoardResult* scored = window.document()->boardResult(1);
    REQUIRE(scored);
    REQUIRE(scored->lines.size() == 2);
    CHECK(scored->lines[0].nsPoints + scored->lines[1].nsPoints == Approx(2));
    // The standings list players.
    const QAbstractItemModel* standings = window.rankings()->table()->model();
    REQUIRE(standings);
    CHECK(standings->headerData(1, Qt::Horizontal).toString() == QStringLiteral("Player"));
    CHECK(standings->rowCount() == 8);
}
