// SPDX-License-Identifier: GPL-3.0-or-later
// An individual entered and ranked by hand: eight players at two tables, three rounds of
// two boards, every board played at both tables. Each player scores the partnership's
// matchpoints on every board; the lines are typed with any one player of each side.
#include "EventFixtures.h"

#include "core/Error.h"
#include "db/EventStore.h"
#include "db/Ranking.h"

#include <catch2/catch.hpp>

#include <map>

using namespace overplay;
using overplay::testing::played;
using overplay::testing::TempDir;

namespace {

/// Players N, E, S, W at tables 1 and 2 in rounds 1-3; the two tables share each round's
/// boards (the cards pass between them, as at a two-table Howell).
movements::Movement eightPlayers() {
    movements::Movement m = movements::newMovement(
        "individual", "8-player individual",
        {.pairs = 8, .tables = 2, .rounds = 3, .boardSets = 3, .boardsPerRound = 2});
    const std::array<int, 4> seats[3][2] = {
        {{1, 2, 3, 4}, {5, 6, 7, 8}}, {{1, 3, 5, 7}, {2, 4, 6, 8}}, {{1, 6, 8, 3}, {2, 7, 4, 5}}};
    for (movements::Round& round : m.rounds)
        for (int t = 0; t < 2; ++t)
            round.tables.push_back(
                {.table = t + 1, .set = round.number, .players = seats[round.number - 1][t]});
    m.promises.sharedTables = {movements::everyTableShares(2)};
    movements::labelEntriesByNumber(m);
    return m;
}

} // namespace

TEST_CASE("An 8-player individual is entered by player numbers and ranked per player",
          "[db][ranking][individual]") {
    TempDir dir;
    auto store = db::EventStore::create(dir.event("event.db"),
                                        tests::NewEvent(eightPlayers()).named("Individual"));

    // The director types one player of each side, whoever held North: South (3) against
    // West (4) is stored as North (1) against East (2).
    const auto first = store.enterResult(played(1, 3, 4, "4S", 'N', "="));
    CHECK(first.line.ns == 1);
    CHECK(first.line.ew == 2);
    CHECK(first.line.table == 1);
    // Partners are not opponents; a player not at the table is not there.
    CHECK_THROWS_AS(store.enterResult(played(1, 5, 7, "4S", 'N', "=")), core::InputError);
    CHECK_THROWS_AS(store.enterResult(played(1, 1, 6, "4S", 'N', "=")), core::InputError);

    // Round 1 (boards 1-2): table 1 NS 1-3 v EW 2-4, table 2 NS 5-7 v EW 6-8.
    store.enterResult(played(1, 5, 8, "4S", 'N', "-1")); // -50: 1-3 top, 6-8 top
    store.enterResult(played(2, 1, 2, "3NT", 'S', "=")); // +600 at both: all average
    store.enterResult(played(2, 7, 6, "3NT", 'N', "="));
    // Round 2 (boards 3-4): table 1 NS 1-5 v EW 3-7, table 2 NS 2-6 v EW 4-8.
    store.enterResult(played(3, 1, 3, "2H", 'E', "+1"));  // -140
    store.enterResult(played(3, 6, 8, "2H", 'E', "="));   // -110: 2-6 top, 3-7 top
    store.enterResult(played(4, 5, 7, "1NT", 'W', "-1")); // +100: 1-5 top, 4-8 top
    store.enterResult(played(4, 2, 4, "PASS", 'N', "="));
    // Round 3 (boards 5-6): table 1 NS 1-8 v EW 6-3, table 2 NS 2-4 v EW 7-5.
    store.enterResult(played(5, 8, 3, "4H", 'N', "="));  // +620
    store.enterResult(played(5, 4, 5, "4H", 'N', "+1")); // +650: 2-4 top, 6-3 top
    store.enterResult(played(6, 1, 6, "3C", 'S', "="));  // +110 at both: all average
    store.enterResult(played(6, 2, 7, "3C", 'S', "="));

    // By hand, 2 a board top, 12 the most: 3 and 6 took 8 (66.67%); 1, 2, 4 and 8 took 6
    // (50%); 5 and 7 took 4 (33.33%).
    const core::SessionResult r = db::rankEvent(store);
    REQUIRE(r.rankings.size() == 1);
    const core::Ranking& players = r.rankings[0];
    REQUIRE(players.rows.size() == 8);
    const std::map<int, std::pair<std::string, double>> want = {
        {3, {"1=", 8}}, {6, {"1=", 8}}, {1, {"3=", 6}}, {2, {"3=", 6}},
        {4, {"3=", 6}}, {8, {"3=", 6}}, {5, {"7=", 4}}, {7, {"7=", 4}}};
    for (const core::RankingRow& row : players.rows) {
        INFO("player " << row.entry);
        REQUIRE(want.count(row.entry));
        CHECK(row.rank == want.at(row.entry).first);
        CHECK(row.score == want.at(row.entry).second);
        CHECK(row.percent == Approx(100.0 * want.at(row.entry).second / 12).margin(0.01));
        CHECK(row.boards == 6);
    }
}
