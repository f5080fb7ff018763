// SPDX-License-Identifier: GPL-3.0-or-later
// A team event's ranking view carries its teams as every front end shows them: each team's
// name as printed (its number when it has none), its players (its roster, else its pairs'
// players), its matches and running table; what the documents' snapshot gives, read from the
// one view that `rank` and the console's standings show.
#include "core/Session.h"
#include "db/EventStore.h"
#include "db/Ranking.h"
#include "reports/RankingView.h"
#include "reports/StoreSnapshot.h"
#include "reports/Views.h"
#include "tests/core/SessionFixtures.h"
#include "tests/support/Events.h"

#include <QTemporaryDir>

#include <catch2/catch.hpp>

using namespace overplay;
using namespace overplay::reports;

TEST_CASE("a team event's ranking view names its teams and holds its matches",
          "[reports][teams][ranking]") {
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    auto store = tests::winterTeams(dir.filePath("t.db").toStdString());
    // Team 2 (pairs 3 and 4) has no roster: its pairs' players, in pair order.
    store.setEntries({{3, "", {"Eve", "Fay"}, 0}, {4, "", {"Gus"}, 0}});

    const RankingView view = rankingView(store, db::rankSections(store));
    REQUIRE(view.teams);
    const RankingViewTeams& teams = *view.teams;
    CHECK(teams.teams.size() == 4);
    CHECK(teams.nameOf(1) == "Lions");
    CHECK(teams.nameOf(2) == "Team 2"); // no name given: its number
    CHECK(teams.nameOf(4) == "Bears");
    CHECK(teams.playersOf(1) == std::vector<std::string>{"Ann", "Bob", "Cat", "Dan"});
    CHECK(teams.playersOf(2) == std::vector<std::string>{"Eve", "Fay", "Gus"});
    CHECK(teams.playersOf(4).empty());
    CHECK(teams.pointsLabel == "VP");

    // The rows are the teams, by their numbers, with their IMPs after their VPs.
    REQUIRE(view.fields.size() == 1);
    REQUIRE(!view.fields[0].rows.empty());
    const RankingViewRow& first = view.fields[0].rows.front();
    CHECK(first.entry == 1);
    CHECK(first.rank == "1");
    CHECK(first.tiebreak == 10);

    REQUIRE(teams.matches.size() == 1);
    CHECK(teams.matches[0].teamA == 1);
    CHECK(teams.matches[0].teamB == 4);
    CHECK(teams.matches[0].winner == 1);
    CHECK(teams.scoreText(teams.matches[0]) == "Lions 10 \u2013 Bears 0 IMPs");
    CHECK(teams.byes.empty());
    REQUIRE(teams.running.size() == 1);
    CHECK(teams.running[0].totals.at(1) == first.score);
    CHECK(teams.running[0].totals.at(2) == 0); // a team yet to play is in the table

    // What the documents' snapshot shows of the same teams.
    const EventSnapshot s = snapshotOf(store);
    for (int team = 1; team <= 4; ++team) {
        INFO("team " << team);
        CHECK(teams.nameOf(team) == rankedName(s, team));
        CHECK(teams.playersOf(team) == teamPlayers(s, team));
    }
    const auto matches = teamMatches(s);
    REQUIRE(matches.size() == teams.matches.size());
    CHECK(matchScoreText(s, matches[0]) == teams.scoreText(teams.matches[0]));
    CHECK(runningTable(s).back().totals == teams.running.back().totals);
}

TEST_CASE("a pairs event's ranking view has no teams", "[reports][ranking]") {
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    auto store =
        db::EventStore::create(dir.filePath("p.db").toStdString(),
                               tests::NewEvent(tests::generated("mitchell", 3, 2)).named("Pairs"));
    store.enterResult(tests::line(1, 1, 4, "4S", 'N', "="));
    CHECK(!rankingView(store, db::rankSections(store)).teams);
}
