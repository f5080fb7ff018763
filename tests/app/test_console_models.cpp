// SPDX-License-Identifier: GPL-3.0-or-later
// The console's traveller and standings as item models: what they hold after each step of a
// director's evening (a result entered, corrected, undone, redone), read through
// QAbstractItemModel::data as the views read them; and the standings showing the rankings
// reports::rankingView builds for `rank` and the prints.
#include "ConsoleFixtures.h"
#include "ConsoleTestApp.h"
#include "OpenEvent.h"

#include "app/console/EventDocument.h"
#include "app/console/RankingsView.h"
#include "app/console/StandingsModel.h"
#include "app/console/TravellerEntry.h"
#include "app/console/TravellerModel.h"
#include "core/ResultText.h"
#include "db/EventStore.h"
#include "db/Ranking.h"
#include "reports/Format.h"
#include "reports/RankingView.h"

#include <QComboBox>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QUndoStack>

#include <catch2/catch.hpp>

using namespace overplay;
using app::StandingsModel;
using app::TravellerModel;

namespace {

/// A cell as the view shows it (std::string, for Catch to print).
std::string cell(const QAbstractItemModel& model, int row, int column) {
    return model.index(row, column).data().toString().toStdString();
}

/// The row of `model` (the standings) whose entry column reads `label`; -1 when none.
int rowOfEntry(const QAbstractItemModel& model, const QString& label) {
    for (int r = 0; r < model.rowCount(); ++r)
        if (cell(model, r, StandingsModel::ColEntry) == label.toStdString())
            return r;
    return -1;
}

/// The percentage the standings show for `label`.
std::string percentOf(const QAbstractItemModel& model, const QString& label) {
    const int row = rowOfEntry(model, label);
    return row < 0 ? "(not listed)" : cell(model, row, StandingsModel::ColPercent);
}

/// One line of board 1's traveller as the director reads it: contract, declarer, result,
/// the score in its column and each side's matchpoints.
struct Shown {
    std::string contract, by, result, scoreNs, scoreEw, pointsNs, pointsEw;
};

void checkRow(const QAbstractItemModel& traveller, int row, const Shown& shown) {
    INFO("traveller row " << row);
    CHECK(cell(traveller, row, TravellerModel::ColContract) == shown.contract);
    CHECK(cell(traveller, row, TravellerModel::ColBy) == shown.by);
    CHECK(cell(traveller, row, TravellerModel::ColResult) == shown.result);
    CHECK(cell(traveller, row, TravellerModel::ColScoreNs) == shown.scoreNs);
    CHECK(cell(traveller, row, TravellerModel::ColScoreEw) == shown.scoreEw);
    CHECK(cell(traveller, row, TravellerModel::ColPointsNs) == shown.pointsNs);
    CHECK(cell(traveller, row, TravellerModel::ColPointsEw) == shown.pointsEw);
}

void checkEmpty(const QAbstractItemModel& traveller, int row) {
    INFO("traveller row " << row);
    for (int c = TravellerModel::ColContract; c < TravellerModel::ColumnCount; ++c)
        CHECK(cell(traveller, row, c).empty());
}

} // namespace

TEST_CASE("the traveller and standings models follow an entry, a correction, undo and redo",
          "[console][models]") {
    // Three tables, a board a round: board 1 is played three times.
    const tests::NewEventFile event("Models night", tests::generated("mitchell", 3, 1),
                                    QStringLiteral("models.db"));
    app::EventDocument doc(db::EventStore::open(event.path.toStdString()));
    app::TravellerEntry entry(doc);
    app::RankingsView rankings(doc);
    entry.showBoard(1);
    const QAbstractItemModel& traveller = *entry.table()->model();
    const QAbstractItemModel& standings = *rankings.table()->model();
    REQUIRE(&traveller == entry.model());
    REQUIRE(&standings == rankings.model());
    REQUIRE(traveller.rowCount() == 3);
    const std::vector<app::EntrySlot> listed = entry.entrySlots();
    const auto label = [&](int pair) {
        return QString::fromStdString(doc.store().entryLabel(pair));
    };
    for (int r = 0; r < 3; ++r) {
        CHECK(cell(traveller, r, TravellerModel::ColNs) ==
              label(listed[std::size_t(r)].ns).toStdString());
        CHECK(cell(traveller, r, TravellerModel::ColEw) ==
              label(listed[std::size_t(r)].ew).toStdString());
        checkEmpty(traveller, r);
    }
    CHECK(rankings.model()->fieldNames().isEmpty()); // nothing ranked before a result
    const QString firstNs = label(listed[0].ns), secondNs = label(listed[1].ns);
    const QString firstEw = label(listed[0].ew), secondEw = label(listed[1].ew);
    const auto percents = [&](const std::string& first, const std::string& second) {
        rankings.showField(0);
        CHECK(percentOf(standings, firstNs) == first);
        CHECK(percentOf(standings, secondNs) == second);
        rankings.showField(1);
        CHECK(percentOf(standings, firstEw) == second); // East-West's the other way round
        CHECK(percentOf(standings, secondEw) == first);
        rankings.showField(0);
    };

    // The rows stay the rows from here on: every change is new data in them, never a reset.
    QSignalSpy resets(entry.model(), &QAbstractItemModel::modelReset);
    QSignalSpy changes(entry.model(), &QAbstractItemModel::dataChanged);

    // Two results entered: 450 beats 420. Of the three the board is to have, on a top of 4:
    // Neuberg's formula makes 2 and 0 matchpoints 3.5 and 0.5.
    REQUIRE(entry.submit(QStringLiteral("4S N =")));
    REQUIRE(entry.submit(QStringLiteral("4S N +1")));
    REQUIRE(entry.position() == 1); // one line of board 1 still to come
    // A Mitchell ranks its two directions apart: the North-South field shown first.
    REQUIRE(rankings.model()->fieldNames() == QStringList({"NS field", "EW field"}));
    checkRow(traveller, 0, {"4♠", "N", "=", "420", "", "0.5", "3.5"});
    checkRow(traveller, 1, {"4♠", "N", "+1", "450", "", "3.5", "0.5"});
    checkEmpty(traveller, 2);
    percents("12.50", "87.50");
    rankings.showField(0);
    CHECK(cell(standings, 0, StandingsModel::ColEntry) == secondNs.toStdString());
    CHECK(cell(standings, 0, StandingsModel::ColRank) == "1");
    CHECK(cell(standings, rowOfEntry(standings, secondNs), StandingsModel::ColBoards) == "1");

    // The first line corrected to 480: the top goes to the first pairs.
    entry.setCurrentIndex(0);
    REQUIRE(entry.isCorrecting());
    REQUIRE(entry.submit(QStringLiteral("4S N +2")));
    CHECK(entry.statusText().startsWith(QStringLiteral("Corrected")));
    checkRow(traveller, 0, {"4♠", "N", "+2", "480", "", "3.5", "0.5"});
    checkRow(traveller, 1, {"4♠", "N", "+1", "450", "", "0.5", "3.5"});
    checkEmpty(traveller, 2);
    percents("87.50", "12.50");
    CHECK(cell(standings, 0, StandingsModel::ColEntry) == firstNs.toStdString());

    // Undo puts the 420 back, redo the 480.
    doc.undoStack()->undo();
    checkRow(traveller, 0, {"4♠", "N", "=", "420", "", "0.5", "3.5"});
    checkRow(traveller, 1, {"4♠", "N", "+1", "450", "", "3.5", "0.5"});
    percents("12.50", "87.50");
    doc.undoStack()->redo();
    checkRow(traveller, 0, {"4♠", "N", "+2", "480", "", "3.5", "0.5"});
    checkRow(traveller, 1, {"4♠", "N", "+1", "450", "", "0.5", "3.5"});
    percents("87.50", "12.50");

    // A phone's line (written around the undo stack, as another program writes the file)
    // shows once the document is read again.
    core::TravellerLine phone;
    phone.board = 1;
    phone.ns = listed[2].ns;
    phone.ew = listed[2].ew;
    phone.play = core::readPlay("4S", "N", "-1");
    doc.storeBypassingUndo().enterResult(phone);
    doc.refresh();
    checkRow(traveller, 2, {"4♠", "N", "-1", "", "50", "0", "4"});

    CHECK(resets.count() == 0);
    CHECK(changes.count() >= 6);
}

TEST_CASE("the console's standings are reports::rankingView's rankings: fields and strata",
          "[console][models][strata]") {
    // Pairs 1-3 sit North-South, 4-6 (1EW-3EW) East-West.
    const tests::NewEventFile event("Stratified night", tests::generated("mitchell", 3, 1),
                                    QStringLiteral("strata.db"),
                                    {{1, "", {"Ann Smith", "Bob Jones"}, 0},
                                     {2, "", {"Cat Brown", "Dan Green"}, 0},
                                     {3, "", {"Eve Black", "Fay White"}, 0},
                                     {4, "", {"Gus Grey", "Hal Hart"}, 0},
                                     {5, "", {"Ivy Ince", "Jo Jay"}, 0},
                                     {6, "", {"Kit Kay", "Len Lee"}, 0}});
    app::EventDocument doc(db::EventStore::open(event.path.toStdString()));
    app::TravellerEntry entry(doc);
    app::RankingsView rankings(doc);
    for (int board = 1; board <= 3; ++board) {
        entry.showBoard(board);
        for (const QString result : {"4S N =", "4S N +1", "4S N -1"})
            REQUIRE(entry.submit(result));
    }
    doc.setStratification(core::readStrata({"A", "B<1000"}), {{"Ann Smith", 200},
                                                              {"Bob Jones", 300},
                                                              {"Cat Brown", 900},
                                                              {"Dan Green", 500},
                                                              {"Eve Black", 4000},
                                                              {"Fay White", 3000},
                                                              {"Gus Grey", 100},
                                                              {"Hal Hart", 150},
                                                              {"Ivy Ince", 2000},
                                                              {"Jo Jay", 2500},
                                                              {"Kit Kay", 600},
                                                              {"Len Lee", 700}});

    // What `rank` and the prints show for this event.
    const reports::RankingView view =
        reports::rankingView(doc.store(), db::rankSections(doc.store()));
    std::vector<const reports::RankingViewTable*> tables;
    for (const auto& t : view.fields)
        tables.push_back(&t);
    for (const auto& t : view.strata)
        tables.push_back(&t);
    REQUIRE(view.fields.size() == 2); // North-South and East-West
    REQUIRE(view.strata.size() == 2); // stratum B of each
    const StandingsModel& model = *rankings.model();
    REQUIRE(model.fieldNames().size() == 4);
    CHECK(model.fieldNames()[2] == QStringLiteral("Stratum B (below 1000), North-South"));
    CHECK(model.fieldNames()[3] == QStringLiteral("Stratum B (below 1000), East-West"));
    auto* field = rankings.findChild<QComboBox*>();
    REQUIRE(field);
    CHECK(field->count() == 4);
    const QAbstractItemModel& shown = *rankings.table()->model();
    for (std::size_t f = 0; f < tables.size(); ++f) {
        INFO("ranking " << f << ": " << model.fieldNames()[int(f)].toStdString());
        rankings.showField(static_cast<int>(f));
        const auto& rows = tables[f]->rows;
        REQUIRE(shown.rowCount() == static_cast<int>(rows.size()));
        for (std::size_t r = 0; r < rows.size(); ++r) {
            const int row = static_cast<int>(r);
            INFO("row " << r);
            CHECK(cell(shown, row, StandingsModel::ColRank) == rows[r].rank);
            CHECK(cell(shown, row, StandingsModel::ColEntry) == rows[r].label);
            CHECK(cell(shown, row, StandingsModel::ColNames) == rows[r].names);
            CHECK(cell(shown, row, StandingsModel::ColPercent) ==
                  reports::percentText(rows[r].percent));
            CHECK(std::stod(cell(shown, row, StandingsModel::ColScore)) ==
                  Approx(rows[r].score).margin(0.005));
            // Every pair played the three boards: the view's count is the one shown.
            CHECK(rows[r].boards == 3);
            CHECK(cell(shown, row, StandingsModel::ColBoards) == std::to_string(rows[r].boards));
        }
    }
    // The strata are those of the figures: 1NS (250) and 2NS (700) below 1000, 3NS not;
    // 1EW (125) and 3EW (650), not 2EW.
    rankings.showField(2);
    CHECK(shown.rowCount() == 2);
    CHECK(rowOfEntry(shown, QStringLiteral("3NS")) < 0);
    rankings.showField(3);
    CHECK(shown.rowCount() == 2);
    CHECK(rowOfEntry(shown, QStringLiteral("2EW")) < 0);
}
