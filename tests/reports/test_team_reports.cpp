// SPDX-License-Identifier: GPL-3.0-or-later
// A stored team event's names reach every document: the snapshot takes the teams' names and
// rosters and the board-a-match scale from the store; USEBIO writes TEAM_NAME, the web site
// and the printed rankings the names and players.
#include "core/Session.h"
#include "db/EventStore.h"
#include "reports/HtmlSite.h"
#include "reports/StoreSnapshot.h"
#include "reports/UsebioWriter.h"
#include "reports/Views.h"
#include "tests/core/SessionFixtures.h"
#include "tests/support/Events.h"

#include <QTemporaryDir>

#include <catch2/catch.hpp>

using namespace overplay;
using namespace overplay::reports;

TEST_CASE("a stored team event's names reach USEBIO, the site and the rankings",
          "[reports][teams]") {
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    auto store = db::EventStore::create(dir.filePath("t.db").toStdString(),
                                        tests::roundRobinTeamsEvent(4, 2)
                                            .named("Winter teams")
                                            .scoredBy(core::ScoringMethod::BoardAMatch)
                                            .withBamScale(core::BamScale::TwoOneZero));
    store.setTeams({{1, "Lions", {"Ann", "Bob", "Cat", "Dan"}}, {4, "Bears", {"Max", "Ned"}}});
    // Round 1: A1 v D2 at table 1 (pairs 1 and 8), D1 v A2 at table 2 (7 and 2).
    store.enterResult(tests::line(1, 1, 8, "4C", 'N', "="));  // +130 …
    store.enterResult(tests::line(1, 7, 2, "2NT", 'N', "=")); // … against +120: Lions win

    const EventSnapshot s = snapshotOf(store);
    CHECK(s.settings.bamScale == core::BamScale::TwoOneZero);
    CHECK(s.teamNames.at(1) == "Lions");
    CHECK(s.teamNames.at(2) == "Team 2"); // no name given: its number
    CHECK(s.entries.at(2).teamName == "Lions");
    CHECK(teamPlayers(s, 1) == std::vector<std::string>{"Ann", "Bob", "Cat", "Dan"});
    CHECK(teamMembers(s, 4) == "Max, Ned");
    CHECK(rankedName(s, 1) == "Lions");

    const auto matches = teamMatches(s);
    REQUIRE(matches.size() == 1);
    CHECK(matches[0].round == 1);
    CHECK(matches[0].pointsA == 2);
    CHECK(matches[0].winner == 1);
    const auto running = runningTable(s);
    REQUIRE(running.size() == 1);
    CHECK(running[0].totals.at(1) == 2);
    CHECK(running[0].totals.at(4) == 0);
    CHECK(running[0].totals.at(2) == 0); // a team yet to play is in the table

    const std::string xml = usebioXml(s);
    CHECK(xml.find("TEAM_NAME=\"Lions\"") != std::string::npos);
    CHECK(xml.find("TEAM_NAME=\"Bears\"") != std::string::npos);

    const auto site = htmlSite(s);
    CHECK(site.at(0).content.find(">Lions</a>") != std::string::npos);
    CHECK(site.at(0).content.find("Ann, Bob, Cat, Dan") != std::string::npos);
    CHECK(site.at(0).content.find("2 / 1 / 0") != std::string::npos);
}
