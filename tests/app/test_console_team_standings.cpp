// SPDX-License-Identifier: GPL-3.0-or-later
// The console's standings of a team event, read from the ranking view's teams: each team by
// its name (its number when it has none) with its players (its roster, else its pairs'
// players), the matches by the teams' names, and a team named during the evening shown so at
// once.
#include "ConsoleTestApp.h"

#include "app/console/EventDocument.h"
#include "app/console/RankingsView.h"
#include "app/console/StandingsModel.h"
#include "db/EventStore.h"
#include "tests/core/SessionFixtures.h"
#include "tests/support/Events.h"

#include <QTableView>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

#include <string>

using namespace overplay;

TEST_CASE("the console's team standings show each team's name and players",
          "[console][teams][standings]") {
    tests::consoleTestApp();
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    auto store = tests::winterTeams(dir.filePath("t.db").toStdString());
    // Bears (pairs 7 and 8) have no roster: their pairs' players, in pair order.
    store.setEntries({{7, "", {"Max", "Ned"}, 0}, {8, "", {"Oli"}, 0}});

    app::EventDocument document(std::move(store));
    app::RankingsView view(document);
    const auto cell = [](const QTableView* t, int r, int c) {
        return t->model()->index(r, c).data().toString().toStdString();
    };
    const QTableView* standings = view.table();
    REQUIRE(standings->model()->rowCount() == 2); // the two teams that have played
    CHECK(cell(standings, 0, app::StandingsModel::ColRank) == "1");
    CHECK(cell(standings, 0, app::StandingsModel::ColEntry) == "Lions");
    CHECK(cell(standings, 0, app::StandingsModel::ColNames) == "Ann, Bob, Cat, Dan");
    CHECK(cell(standings, 1, app::StandingsModel::ColEntry) == "Bears");
    CHECK(cell(standings, 1, app::StandingsModel::ColNames) == "Max, Ned, Oli");

    REQUIRE(view.matches()->model()->rowCount() == 1);
    CHECK(cell(view.matches(), 0, 1) == "Lions v Bears");
    CHECK(cell(view.matches(), 0, 5) == "Lions");
    // The running table: every team, those yet to play by their numbers.
    std::vector<std::string> running;
    for (int r = 0; r < view.runningTable()->model()->rowCount(); ++r)
        running.push_back(cell(view.runningTable(), r, 0));
    CHECK(running == std::vector<std::string>{"Lions", "Team 2", "Team 3", "Bears"});

    // Renamed during the evening: the standings and the matches say so at once.
    document.setTeams({{4, "Grizzlies", {"Pat", "Quin"}}});
    CHECK(cell(standings, 1, app::StandingsModel::ColEntry) == "Grizzlies");
    CHECK(cell(standings, 1, app::StandingsModel::ColNames) == "Pat, Quin");
    CHECK(cell(view.matches(), 0, 1) == "Lions v Grizzlies");
}
