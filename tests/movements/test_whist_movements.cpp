// SPDX-License-Identifier: GPL-3.0-or-later
// The pair movements of Foster's Duplicate Whist (Foster's Duplicate Whist): compass whist, memory
// duplicate, four pairs and the six-pair schedule, checked against the layouts Foster's Duplicate
// Whist prints.
#include "movements/WhistMovements.h"

#include "core/Error.h"
#include "tests/movements/GeneratorChecks.h"

#include <catch2/catch.hpp>

using namespace overplay::movements;
using namespace overplay::movements::testing;
using overplay::core::InputError;

namespace {

/// "b-a" style: the letters of the NS and EW pairs at a table.
std::string seated(const Movement& m, int round, int table) {
    if (!listed(m, round, table))
        return "-";
    const TableRound& t = at(m, round, table);
    return m.pairLabels.at(t.ns) + "-" + m.pairLabels.at(t.ew);
}

} // namespace

TEST_CASE("compass whist for 3 to 40 tables", "[compass]") {
    for (int T = 3; T <= 40; ++T) {
        INFO(T << " tables");
        const Movement m = compass({.tables = T});
        requireValid(m);
        CHECK(m.kind == "compass");
        CHECK(m.rounds.size() == static_cast<std::size_t>(T));
        // Every pair plays every tray; every North-South meets every East-West once.
        CHECK(m.promises.everyPairPlaysEverySet);
        CHECK(m.promises.noPairMeetsTwice);
        const auto met = meetings(m);
        CHECK(met.size() == static_cast<std::size_t>(T * T));
        // "2 going to 1, 3 to 2": East-West pair "2EW" (number T + 2) is at table 1 in round 2.
        CHECK(m.pairLabels.at(T + 2) == "2EW");
        CHECK(at(m, 2, 1).ew == T + 2);
        CHECK(at(m, 1, 3).ns == 3);
        CHECK(m.pairLabels.at(3) == "3NS");
        // A minimum of 24 trays, as near as possible, two or more deals a table.
        CHECK(m.boards() >= 24);
        CHECK(m.boardsPerRound >= 2);
        CHECK((m.boardsPerRound == 2 || m.boards() - T < 24));
    }
}

TEST_CASE("compass whist trays as Foster counts them", "[compass]") {
    // "If there are 14 tables, they play two deals at each. If there are only 10 tables, they
    // play 30 trays."
    CHECK(compass({.tables = 14}).boardsPerRound == 2);
    CHECK(compass({.tables = 10}).boards() == 30);
    // "an example ... in which five tables took part, playing 30 deals"
    const Movement m = compass({.tables = 5, .boardsPerRound = 6});
    requireValid(m);
    CHECK(m.boards() == 30);
    // Odd pairs: a half table.
    MovementRequest odd;
    odd.pairs = 9;
    const Movement half = compass(odd);
    requireValid(half);
    CHECK(half.pairs == 9);
    for (int pairs = 5; pairs <= 41; pairs += 2) {
        MovementRequest r;
        r.pairs = pairs;
        INFO(pairs << " pairs");
        const Movement m = compass(r);
        requireValid(m);
        CHECK(m.pairs == pairs);
        CHECK(m.pairLabels.size() == static_cast<std::size_t>(pairs));
        for (const Round& round : m.rounds)
            CHECK(round.sitout.size() == 1);
    }
    CHECK_THROWS_AS(compass({.tables = 2}), InputError);
}

TEST_CASE("memory duplicate for two pairs: the overplay reverses the trays", "[whist-pairs]") {
    // "Instead of the players changing positions for the overplay, the trays are reversed. If
    // the indicators pointed N & S on the original deals, they must lie E & W for the overplay."
    const Movement m = memoryPairs({});
    requireValid(m);
    REQUIRE(m.rounds.size() == 2);
    CHECK(at(m, 1, 1).ns == 1);
    CHECK(at(m, 1, 1).ew == 2);
    CHECK(at(m, 2, 1).ns == 2);
    CHECK(at(m, 2, 1).ew == 1);
    CHECK(at(m, 2, 1).switched);
    CHECK(at(m, 1, 1).set == at(m, 2, 1).set);
    CHECK(m.boardsPerRound % 4 == 0);
    // Without the promise the replay is an error: the validator must see it.
    Movement broken = m;
    broken.promises.replayWithCardsReversed = false;
    CHECK_FALSE(validate(broken).ok());
    MovementRequest three;
    three.pairs = 3;
    CHECK_THROWS_AS(memoryPairs(three), InputError);
}

TEST_CASE("four pairs at two tables, as Foster prints them", "[whist-pairs]") {
    // 1st set | 2nd set | 3rd set
    //     b   |    c    |    d            (table 1, North-South)
    // a     a | a     a | a     a         (table 1, East-West)
    // Hands:— 1 to 8 | 9 to 16 | 17 to 24
    //     d   |    b    |    c            (table 2)
    // c     c | d     d | b     b
    const Movement m = fourPairs({});
    requireValid(m);
    REQUIRE(m.rounds.size() == 6);
    const std::vector<std::string> table1{"b-a", "c-a", "d-a"};
    const std::vector<std::string> table2{"d-c", "b-d", "c-b"};
    for (int set = 1; set <= 3; ++set)
        for (int half = 0; half < 2; ++half) {
            const int round = 2 * set - 1 + half;
            CHECK(seated(m, round, 1) == table1[set - 1]);
            CHECK(seated(m, round, 2) == table2[set - 1]);
        }
    // "The pairs at the second table should begin scoring with hands Nos. 5, 13 and 21
    // respectively; as they will presently receive from the first table the series beginning
    // 1, 9 and 17."
    for (int set = 1; set <= 3; ++set) {
        const int first = 2 * set - 1;
        CHECK(m.firstBoardOf(at(m, first, 2).set) == 8 * set - 3);
        CHECK(m.firstBoardOf(at(m, first + 1, 2).set) == 8 * set - 7);
        CHECK(m.firstBoardOf(at(m, first, 1).set) == 8 * set - 7);
    }
    // "each pair has played and overplayed an equal number of hands against every other pair"
    const auto met = meetings(m);
    CHECK(met.size() == 6);
    for (const auto& [key, n] : met)
        CHECK(n == 2);
    CHECK(m.boards() == 24);
}

TEST_CASE("the six-pair schedule exactly as Foster lays it out", "[whist-pairs]") {
    const Movement m = sixPairs({});
    requireValid(m);
    REQUIRE(m.rounds.size() == 14);
    CHECK(m.boardsPerRound == 2);
    // First position: "b d f / a 1 a c 2 c e 3 e / b d f". "Tables 1 and 2 deal and play two
    // hands each, and then exchange trays with each other. At table 3, two hands are dealt and
    // played, both being left in the trays."
    CHECK(seated(m, 1, 1) == "b-a");
    CHECK(seated(m, 1, 2) == "d-c");
    CHECK(seated(m, 1, 3) == "f-e");
    CHECK(at(m, 1, 1).set == at(m, 2, 2).set); // exchanged
    CHECK(at(m, 1, 2).set == at(m, 2, 1).set);
    CHECK_FALSE(listed(m, 2, 3)); // idle: only tables in play are listed
    CHECK(m.rounds[1].sitout == std::vector<int>{5, 6});
    // "c d f / a 1 a b 2 b e 3 e / Hands 5 and 6 played and exchanged. | None."
    for (int r : {3, 4}) {
        CHECK(seated(m, r, 1) == "c-a");
        CHECK(seated(m, r, 2) == "d-b");
        CHECK_FALSE(listed(m, r, 3));
        CHECK(m.rounds[r - 1].sitout == std::vector<int>{5, 6}); // e and f look on
    }
    // "e d b / a 1 a f 2 f c 3 c / Hands 7 and 8 played and exchanged. | 3 and 4." — "the
    // trays containing hands Nos. 3 and 4 which were left at table 3 are overplayed by the b
    // and c pairs, which makes a match between them and the e and f pairs."
    CHECK(seated(m, 5, 1) == "e-a");
    CHECK(seated(m, 5, 2) == "d-f");
    CHECK(seated(m, 5, 3) == "b-c");
    CHECK(at(m, 5, 3).set == at(m, 1, 3).set);
    CHECK(m.firstBoardOf(at(m, 5, 3).set) == 5); // set 3: Foster's hands 3-4 of table 3
    // "f d b / a 1 a e 2 e c 3 c / Hands 9 and 10 played and exchanged. | None."
    CHECK(seated(m, 7, 1) == "f-a");
    CHECK(seated(m, 7, 2) == "d-e");
    CHECK(seated(m, 8, 1) == "f-a");
    CHECK_FALSE(listed(m, 7, 3));
    // "The pairs a and d now give way to b and c, and the b c e f pairs play two hands and
    // exchange them; then change adversaries for two more hands; a and d remaining idle."
    for (int r = 9; r <= 12; ++r) {
        CHECK(m.rounds[r - 1].sitout == std::vector<int>{1, 4});
        for (int t : {1, 2}) {
            const TableRound& tr = at(m, r, t);
            for (int p : {tr.ns, tr.ew})
                CHECK((p == 2 || p == 3 || p == 5 || p == 6));
        }
    }
    // "All the pairs have now been matched but a and d, and they take seats E & W at two
    // tables, the N & S positions being filled up by any of the other players."
    for (int r : {13, 14}) {
        CHECK(at(m, r, 1).ew == 1);
        CHECK(at(m, r, 2).ew == 4);
    }
    CHECK(at(m, 13, 1).set == at(m, 14, 2).set);
    // Every two pairs are matched: they hold the same cards of one set in the same direction
    // (a comparison) at some point.
    std::set<std::pair<int, int>> matched;
    std::map<std::pair<int, int>, int> holder; // (set, side) → first pair
    for (const Round& r : m.rounds)
        for (const TableRound& t : r.tables) {
            if (t.set == 0)
                continue;
            for (int side = 0; side < 2; ++side) {
                const int p = side == 0 ? t.ns : t.ew;
                auto [it, fresh] = holder.emplace(std::make_pair(t.set, side), p);
                if (!fresh)
                    matched.insert({std::min(p, it->second), std::max(p, it->second)});
            }
        }
    for (int p = 1; p <= 6; ++p)
        for (int q = p + 1; q <= 6; ++q) {
            INFO(m.pairLabels.at(p) << " and " << m.pairLabels.at(q));
            CHECK(matched.count({p, q}) == 1);
        }
    MovementRequest five;
    five.pairs = 5;
    CHECK_THROWS_AS(sixPairs(five), InputError);
}
