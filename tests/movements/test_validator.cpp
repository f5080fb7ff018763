// SPDX-License-Identifier: GPL-3.0-or-later
#include "GeneratorChecks.h"

#include "movements/Validator.h"
#include "tests/support/PublishedMovements.h"

#include <catch2/catch.hpp>

using namespace overplay::movements;
using overplay::movements::testing::mentions;

namespace {

/// The published 4-table Howell (test vector 1) with the promises every complete Howell makes.
Movement mckinnonFourTable() {
    Movement m = overplay::tests::mckinnonFourTableHowell(3);
    m.promises.timesEachSetPlayed = 4;
    m.promises.everyPairMeetsEveryOther = true;
    m.promises.everyPairPlaysEverySet = true;
    return m;
}

} // namespace

TEST_CASE("the published 4-table Howell is valid", "[validator]") {
    const Movement m = mckinnonFourTable();
    const auto report = validate(m);
    INFO(report.text());
    CHECK(report.ok());
    // Test vector 1: pair 8 plays pair r on set r.
    for (int r = 1; r <= 7; ++r) {
        CHECK(m.rounds[r - 1].tables[0].ns == 8);
        CHECK(m.rounds[r - 1].tables[0].ew == r);
        CHECK(m.rounds[r - 1].tables[0].set == r);
    }
}

TEST_CASE("the validator names each broken rule with round, table and pair", "[validator]") {
    Movement m = mckinnonFourTable();
    SECTION("a pair in two places") {
        m.rounds[2].tables[1].ns = m.rounds[2].tables[2].ew;
        const auto report = validate(m);
        REQUIRE_FALSE(report.ok());
        CHECK(mentions(report, "round 3"));
        CHECK(mentions(report, "is both at table 2 NS and at table 3 EW"));
    }
    SECTION("a pair sitting out while seated") {
        m.rounds[0].sitout.push_back(5);
        CHECK(mentions(validate(m), "pair 5 is both at table 4 EW and sitting out"));
    }
    SECTION("a set played twice by a pair, at two tables at once, and counts off") {
        m.rounds[1].tables[1].set = m.rounds[1].tables[0].set;
        const auto report = validate(m);
        CHECK(mentions(report, "is in play at tables 1, 2 at once"));
        CHECK(mentions(report, "times, not 4 as promised"));
        CHECK(mentions(report, "never plays board set"));
    }
    SECTION("sharing declared makes two tables on one set legal") {
        m.rounds[1].tables[1].set = m.rounds[1].tables[0].set;
        m.promises = {};
        CHECK(mentions(validate(m), "at once"));
        m.promises.sharedTables.push_back({2, {1, 2}});
        const auto report = validate(m);
        CHECK_FALSE(mentions(report, "at once"));
    }
    SECTION("pairs meeting twice and never") {
        std::swap(m.rounds[0].tables[1].ew, m.rounds[0].tables[2].ew);
        const auto report = validate(m);
        CHECK(mentions(report, "meet again"));
        CHECK(mentions(report, "never meet"));
    }
    SECTION("numbers out of range") {
        m.rounds[0].tables[3].table = 9;
        m.rounds[4].tables[0].ns = 12;
        const auto report = validate(m);
        CHECK(mentions(report, "table 9 is outside 1..4"));
        CHECK(mentions(report, "pair 12 is outside 1..8"));
    }
    SECTION("a table with boards but one side empty") {
        m.rounds[0].tables[0].ew = 0;
        CHECK(mentions(validate(m), "round 1, table 1: board set 1 is in play but the table"));
    }
    SECTION("teammates meeting") {
        m.teamOf = {{8, 1}, {1, 1}};
        m.promises.teammatesNeverMeet = true;
        CHECK(mentions(validate(m), "pairs 8 and 1 are teammates but meet"));
    }
}

TEST_CASE("memory duplicate may replay a set with the cards reversed", "[validator]") {
    Movement m =
        newMovement("memory", "", {.pairs = 2, .tables = 1, .boardSets = 1, .boardsPerRound = 4});
    m.rounds = {{1, {{1, 1, 2, 1}}, {}}, {2, {{1, 2, 1, 1}}, {}}};
    CHECK(mentions(validate(m), "plays board set 1 again"));
    m.promises.replayWithCardsReversed = true;
    CHECK(validate(m).ok());
    m.rounds[1].tables[0] = {1, 1, 2, 1};
    CHECK_FALSE(validate(m).ok());
}

TEST_CASE("individuals need four distinct players a table", "[validator]") {
    Movement m =
        newMovement("individual", "",
                    {.pairs = 4, .tables = 1, .rounds = 3, .boardSets = 3, .boardsPerRound = 4});
    // Foster's Duplicate Whist: South fixed, the others change right and left alternately.
    const std::array<int, 4> seats[3] = {{1, 2, 4, 3}, {2, 3, 4, 1}, {3, 1, 4, 2}};
    for (Round& round : m.rounds)
        round.tables = {{.table = 1, .set = round.number, .players = seats[round.number - 1]}};
    m.promises.everyPlayerPartnersEveryOtherOnce = true;
    CHECK(validate(m).ok());
    m.rounds[1].tables[0].players[3] = 4;
    const auto report = validate(m);
    CHECK(mentions(report, "player 4 is both at table 1 S and at table 1 W"));
    CHECK(mentions(report, "are partners 0 times, not once"));
}
