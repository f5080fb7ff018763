// SPDX-License-Identifier: GPL-3.0-or-later
#include "GeneratorChecks.h"

#include "movements/Validator.h"

#include <catch2/catch.hpp>

using namespace overplay::movements;
using overplay::movements::testing::mentions;

namespace {

/// The published 4-table Howell of the reference (test vector 1): round 1 8–1 set 1, 6–3 set 4,
/// 7–2 set 6, 4–5 set 7; round r adds r−1 (mod 7, values 1..7) to pairs 1–7 and to the sets.
Movement mckinnonFourTable() {
    Movement m;
    m.kind = "howell";
    m.name = "4-table Howell";
    m.pairs = 8;
    m.tables = 4;
    m.boardSets = 7;
    m.boardsPerRound = 3;
    const int start[4][3] = {{8, 1, 1}, {6, 3, 4}, {7, 2, 6}, {4, 5, 7}};
    auto add = [](int v, int k) { return v == 8 ? 8 : (v - 1 + k) % 7 + 1; };
    for (int r = 0; r < 7; ++r) {
        Round round;
        round.number = r + 1;
        for (int t = 0; t < 4; ++t)
            round.tables.push_back(
                {t + 1, add(start[t][0], r), add(start[t][1], r), add(start[t][2], r)});
        m.rounds.push_back(round);
    }
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
    Movement m;
    m.kind = "memory";
    m.pairs = 2;
    m.tables = 1;
    m.boardSets = 1;
    m.boardsPerRound = 4;
    m.rounds = {{1, {{1, 1, 2, 1}}, {}}, {2, {{1, 2, 1, 1}}, {}}};
    CHECK(mentions(validate(m), "plays board set 1 again"));
    m.promises.replayWithCardsReversed = true;
    CHECK(validate(m).ok());
    m.rounds[1].tables[0] = {1, 1, 2, 1};
    CHECK_FALSE(validate(m).ok());
}

TEST_CASE("individuals need four distinct players a table", "[validator]") {
    Movement m;
    m.kind = "individual";
    m.pairs = 4;
    m.tables = 1;
    m.boardSets = 3;
    m.boardsPerRound = 4;
    // Foster's Duplicate Whist: South fixed, the others change right and left alternately.
    const int seats[3][4] = {{1, 2, 4, 3}, {2, 3, 4, 1}, {3, 1, 4, 2}};
    for (int r = 0; r < 3; ++r) {
        TableRound t;
        t.table = 1;
        t.set = r + 1;
        for (int i = 0; i < 4; ++i)
            t.players[i] = seats[r][i];
        m.rounds.push_back({r + 1, {t}, {}});
    }
    m.promises.everyPlayerPartnersEveryOtherOnce = true;
    CHECK(validate(m).ok());
    m.rounds[1].tables[0].players[3] = 4;
    const auto report = validate(m);
    CHECK(mentions(report, "player 4 is both at table 1 S and at table 1 W"));
    CHECK(mentions(report, "are partners 0 times, not once"));
}
