// SPDX-License-Identifier: GPL-3.0-or-later
// Team events in the store: team names and rosters ("set teams", one transaction and one
// audit row), the board-a-match scale kept with the event, and the version-3 file (no teams
// table) opened and migrated.
#include "EventFixtures.h"
#include "tests/db/OldEventFile.h"

#include "core/Error.h"
#include "db/EventStore.h"
#include "db/Ranking.h"
#include "db/detail/Schema.h"

#include <SQLiteCpp/SQLiteCpp.h>
#include <catch2/catch.hpp>

using namespace overplay;
using overplay::testing::played;
using overplay::testing::TempDir;

namespace {

/// A teams-of-four match written out by hand: team 1's pairs 1 (North-South at table 1) and
/// 2 (East-West at table 2) against team 2's pairs 3 and 4; two rounds of two boards, the
/// boards exchanged between the tables.
movements::Movement teamsOfFour() {
    movements::Movement m = movements::newMovement(
        "teams", "Teams-of-four match",
        {.pairs = 4, .tables = 2, .rounds = 2, .boardSets = 2, .boardsPerRound = 2});
    m.pairLabels = {{1, "A1"}, {2, "A2"}, {3, "B1"}, {4, "B2"}};
    m.teamOf = {{1, 1}, {2, 1}, {3, 2}, {4, 2}};
    for (movements::Round& round : m.rounds) {
        const int r = round.number;
        round.tables = {{.table = 1, .ns = 1, .ew = 3, .set = r},
                        {.table = 2, .ns = 4, .ew = 2, .set = 3 - r}};
    }
    m.promises.sharedTables = {};
    return m;
}

db::EventStore newTeamEvent(const TempDir& dir, core::BamScale scale) {
    db::OpenOptions options;
    options.clock = testing::steppingClock();
    return db::EventStore::create(dir.event("teams.db"),
                                  tests::NewEvent(teamsOfFour())
                                      .named("Teams night")
                                      .scoredBy(core::ScoringMethod::BoardAMatch)
                                      .withBamScale(scale),
                                  options);
}

} // namespace

TEST_CASE("Teams keep their names and rosters; one audit row a change", "[db][store][teams]") {
    TempDir dir;
    auto store = newTeamEvent(dir, core::BamScale::OneHalfZero);
    auto teams = store.teams();
    REQUIRE(teams.size() == 2);
    CHECK(teams[0].number == 1);
    CHECK(teams[0].name.empty());
    CHECK(teams[0].label() == "1");
    CHECK(teams[1].players.empty());

    const std::size_t auditBefore = store.auditLog().size();
    store.setTeams({{1, "Lions", {"Ann", "Bob", "Cat", "Dan"}},
                    {2, "Tigers", {"Eve", "Fay", "Gus", "Hal", "Ian"}}});
    CHECK(store.auditLog().size() == auditBefore + 1);
    CHECK(store.auditLog().back().command == "set teams");

    auto reopened = db::EventStore::open(store.path());
    teams = reopened.teams();
    REQUIRE(teams.size() == 2);
    CHECK(teams[0].label() == "Lions");
    CHECK(teams[0].players == std::vector<std::string>{"Ann", "Bob", "Cat", "Dan"});
    CHECK(teams[1].name == "Tigers");
    CHECK(teams[1].players.size() == 5);

    // Changing one team leaves the other as it was.
    reopened.setTeams({{2, "Tigers B", {"Eve", "Fay"}}});
    teams = reopened.teams();
    CHECK(teams[0].name == "Lions");
    CHECK(teams[1].players == std::vector<std::string>{"Eve", "Fay"});

    // A team the movement does not have, or one given twice: refused, nothing changed.
    const std::size_t auditNow = reopened.auditLog().size();
    CHECK_THROWS_AS(reopened.setTeams({{3, "Bears", {}}}), core::InputError);
    CHECK_THROWS_AS(reopened.setTeams({{1, "X", {}}, {1, "Y", {}}}), core::InputError);
    CHECK(reopened.auditLog().size() == auditNow);
    CHECK(reopened.teams()[0].name == "Lions");
}

TEST_CASE("The board-a-match scale is kept with the event and ranks it", "[db][store][bam]") {
    const core::BamScale scale = GENERATE(core::BamScale::OneHalfZero, core::BamScale::TwoOneZero);
    const double win = scale == core::BamScale::TwoOneZero ? 2 : 1;
    TempDir dir;
    {
        auto store = newTeamEvent(dir, scale);
        store.enterResult(played(1, 1, 3, "4C", 'N', "="));  // +130 …
        store.enterResult(played(1, 4, 2, "2NT", 'N', "=")); // … against +120: won by 10
    }
    auto store = db::EventStore::open(dir.event("teams.db"));
    CHECK(store.info().settings.bamScale == scale);
    const core::SessionResult r = db::rankEvent(store);
    REQUIRE(r.rankings.size() == 1);
    REQUIRE(r.rankings[0].rows.size() == 2);
    CHECK(r.rankings[0].rows[0].entry == 1);
    CHECK(r.rankings[0].rows[0].score == win);
    CHECK(r.rankings[0].rows[1].score == 0);
}

TEST_CASE("A version-3 file opens with no teams table and gains one", "[db][schema][teams][file]") {
    TempDir dir;
    const std::string path = dir.file("v3.db");
    testing::writeOldEvent(path, 3);
    CHECK_FALSE(SQLite::Database(path).tableExists("teams"));
    auto store = db::EventStore::open(path);
    CHECK(store.info().schemaVersion == db::kSchemaVersion);
    CHECK(store.info().settings.bamScale == core::BamScale::OneHalfZero);
    CHECK(store.teams().empty()); // a pairs event: no teams
    CHECK_THROWS_AS(store.setTeams({{1, "Lions", {}}}), core::InputError);
    SQLite::Database check(path, SQLite::OPEN_READONLY);
    CHECK(check.tableExists("teams"));
    CHECK(check.tableExists("team_players"));
}
