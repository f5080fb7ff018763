// SPDX-License-Identifier: GPL-3.0-or-later
// Event > Stratification: the director types the strata and the players' figures; the
// standings offer each stratum's ranking beside the fields; one undo takes it all back.
#include "ConsoleFixtures.h"
#include "ConsoleTestApp.h"
#include "EventFileFixtures.h"
#include "OpenEvent.h"

#include "app/console/EventDocument.h"
#include "app/console/MainWindow.h"
#include "app/console/RankingsView.h"
#include "app/console/StrataDialog.h"
#include "app/console/TravellerEntry.h"
#include "db/EventStore.h"

#include <QComboBox>
#include <QLineEdit>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QUndoStack>

#include <catch2/catch.hpp>

using namespace overplay;

namespace {

/// The row of the dialog's table that holds `name`.
int rowOf(const QTableWidget* table, const QString& name) {
    for (int row = 0; row < table->rowCount(); ++row)
        if (table->item(row, 0)->text() == name)
            return row;
    return -1;
}

} // namespace

TEST_CASE("the console stratifies a night: strata, figures, each stratum's standings, undo",
          "[console][strata]") {
    tests::OpenEvent opened(
        [](const QString& path) {
            tests::createEvent(path, "Stratified night", tests::generated("mitchell", 3, 1),
                               {{1, "", {"Ann Smith", "Bob Jones"}, 0},
                                {2, "", {"Cat Brown", "Dan Green"}, 0},
                                {3, "", {"Eve Black", "Fay White"}, 0}});
        },
        QStringLiteral("strata.db"));
    app::MainWindow& window = opened.window;
    app::EventDocument* doc = window.document();
    app::TravellerEntry* entry = window.entry();
    entry->showBoard(1);
    for (const QString result : {"4S N =", "4S N +1", "4S N -1"})
        REQUIRE(entry->submit(result));

    QAction* stratify = tests::actionNamed(window, QStringLiteral("Stratification"));
    REQUIRE(stratify);
    QString refused;
    tests::whenShown<app::StrataDialog>([&](app::StrataDialog* dialog) {
        QTableWidget* table = dialog->table();
        REQUIRE(table->rowCount() == 6);
        // A limit that does not fall is refused in the dialog, which stays open.
        dialog->strataEdit()->setText(QStringLiteral("A B<300 C<1000"));
        dialog->accept();
        refused = dialog->problem();
        dialog->strataEdit()->setText(QStringLiteral("A B<1000"));
        table->item(rowOf(table, QStringLiteral("Ann Smith")), 1)->setText(QStringLiteral("200"));
        table->item(rowOf(table, QStringLiteral("Bob Jones")), 1)->setText(QStringLiteral("300"));
        table->item(rowOf(table, QStringLiteral("Eve Black")), 1)->setText(QStringLiteral("4000"));
        table->item(rowOf(table, QStringLiteral("Fay White")), 1)->setText(QStringLiteral("10"));
        dialog->accept();
    });
    stratify->trigger();
    CHECK(refused.contains(QStringLiteral("must be below stratum B's (300)")));
    const core::Strata strata = doc->store().info().strata;
    REQUIRE(strata.strata.size() == 2);
    CHECK(strata.strata[1] == core::Stratum{"B", 1000.0});
    CHECK(doc->store().ratings() ==
          std::map<std::string, double>{
              {"Ann Smith", 200}, {"Bob Jones", 300}, {"Eve Black", 4000}, {"Fay White", 10}});

    // The standings: NS, EW, then stratum B of each. Only 1NS (250) is below 1000 among the
    // North-South pairs (3NS averages 2005, 2NS has no figures).
    app::RankingsView* standings = window.rankings();
    QComboBox* field = standings->findChild<QComboBox*>();
    REQUIRE(field);
    REQUIRE(field->count() == 4);
    CHECK(field->itemText(2) == QStringLiteral("Stratum B (below 1000), North-South"));
    standings->showField(2);
    const QAbstractItemModel* shown = standings->table()->model();
    REQUIRE(shown->rowCount() == 1);
    CHECK(shown->index(0, 0).data().toString() == QStringLiteral("1"));
    CHECK(shown->index(0, 1).data().toString() == QStringLiteral("1NS"));
    standings->showField(3);
    CHECK(shown->rowCount() == 0); // no East-West pair has names, so no figure

    // One undo takes the strata and the figures back; redo puts them again.
    QUndoStack* undo = doc->undoStack();
    CHECK(undo->undoText() == QStringLiteral("Stratification"));
    undo->undo();
    CHECK(doc->store().info().strata.strata.empty());
    CHECK(doc->store().ratings().empty());
    CHECK(field->count() == 2);
    undo->redo();
    CHECK(doc->store().info().strata == strata);
    CHECK(doc->store().ratings().size() == 4);
}
