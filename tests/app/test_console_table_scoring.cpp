// SPDX-License-Identifier: GPL-3.0-or-later
// The console starts and stops table scoring for the open event.
#include "ConsoleFixtures.h"
#include "ConsoleTestApp.h"
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

namespace {

/// Answers the next message box the console shows with `button`.
void answerNextMessageBox(QMessageBox::StandardButton button) {
    QTimer::singleShot(50, [button] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box)
            return answerNextMessageBox(button); // not shown yet: look again
        if (QAbstractButton* b = box->button(button))
            b->click();
        else
            box->close();
    });
}

QAction* actionNamed(QWidget& window, const QString& text) {
    for (QAction* action : window.findChildren<QAction*>())
        if (action->text().remove(QLatin1Char('&')).startsWith(text))
            return action;
    return nullptr;
}

} // namespace

TEST_CASE("the console starts table scoring with every table's address and stops it",
          "[console][tablescoring]") {
    tests::consoleTestApp();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("club.db"));
    tests::createEvent(path, "Thursday pairs", tests::generated("mitchell", 5, 2));

    app::MainWindow window;
    window.setQuiet(true);
    window.show();
    REQUIRE(window.openFile(path));
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
