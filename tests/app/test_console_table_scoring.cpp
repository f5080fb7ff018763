// SPDX-License-Identifier: GPL-3.0-or-later
// The console starts and stops table scoring for the open event.
#include "ConsoleFixtures.h"
#include "ConsoleTestApp.h"
#include "OpenEvent.h"
#include "app/console/EventDocument.h"
#include "app/console/MainWindow.h"
#include "app/console/TableScoringDock.h"
#include "app/tablescoring/TableScoringServer.h"
#include "db/EventStore.h"
#include "movements/Generate.h"

#include <QAbstractButton>
#include <QAction>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTimer>

#include <catch2/catch.hpp>

using namespace overplay;
using tests::actionNamed;

TEST_CASE("the console starts table scoring with every table's address and stops it",
          "[console][tablescoring]") {
    tests::OpenEvent opened("Thursday pairs", tests::generated("mitchell", 5, 2));
    app::MainWindow& window = opened.window;
    QAction* toggle = actionNamed(window, QStringLiteral("Table scoring"));
    REQUIRE(toggle);

    // Starting shows the table-scoring dock with every table's progress; no message.
    toggle->trigger();
    auto* server = window.findChild<app::TableScoringServer*>();
    REQUIRE(server);
    CHECK(server->isRunning());
    CHECK(server->tableUrls().size() == 5);
    CHECK(server->progress().size() == 5);
    // The secrets are the event's: the store holds one per table.
    CHECK(window.document()->store().tableSecrets().size() == 5);

    // Stopped from the dock's own button (the window is quiet: no question asked).
    auto* dock = window.findChild<app::TableScoringDock*>();
    REQUIRE(dock);
    QPushButton* stop = nullptr;
    for (auto* button : dock->findChildren<QPushButton*>())
        if (button->text().contains(QStringLiteral("Stop")))
            stop = button;
    REQUIRE(stop);
    stop->click();
    CHECK_FALSE(server->isRunning());
}
