// SPDX-License-Identifier: GPL-3.0-or-later
// Team movements: Foster's Duplicate Whist's team v team sets, club v club, Howell's and Gilman's
// team systems (the five-team Howell sets as printed), and the modern teams-of-four match of the
// modern duplicate page.
#include "movements/TeamMovements.h"

#include "core/Error.h"
#include "tests/movements/GeneratorChecks.h"

#include <catch2/catch.hpp>

using namespace overplay::movements;
using namespace overplay::movements::testing;
using overplay::core::InputError;

namespace {

/// Every two teams play matches: each board set that one team's pair plays against the other
/// team's pair is played exactly twice by the two teams, each team North-South once. Returns
/// the number of pairs of teams that meet.
int checkMatches(const Movement& m, bool ownTableRound) {
    // (team, team) → set → North-South teams
    std::map<std::pair<int, int>, std::map<int, std::vector<int>>> plays;
    for (const Round& r : m.rounds)
        for (const TableRound& t : r.tables) {
            const int a = m.teamOf.at(t.ns), b = m.teamOf.at(t.ew);
            if (a == b) {
                CHECK(ownTableRound);
                continue;
            }
            plays[{std::min(a, b), std::max(a, b)}][t.set].push_back(a);
        }
    for (const auto& [teamsKey, sets] : plays)
        for (const auto& [set, nsTeams] : sets) {
            INFO("teams " << teamsKey.first << " and " << teamsKey.second << ", set " << set);
            REQUIRE(nsTeams.size() == 2);
            CHECK(nsTeams[0] != nsTeams[1]); // each team North-South once
        }
    return static_cast<int>(plays.size());
}

} // namespace

TEST_CASE("Howell's team system: the five-team sets as Foster's Duplicate Whist prints them",
          "[teams][howell-teams]") {
    const Movement m = howellTeams({.teams = 5});
    requireValid(m);
    REQUIRE(m.rounds.size() == 4);
    // The E & W pairs a..e stay at tables 1..5 ("a 1 a  b 2 b  c 3 c  d 4 d  e 5 e").
    // N & S and the hands, set by set:
    //   e a b c d  | Hands:— 1 to 4 | 5 to 8 | 9 to 12 | 13 to 16 | 17 to 20
    //   2nd set. d e a b c  | Hands:— 9 to 12 | 13 to 16 | 17 to 20 | 1 to 4 | 5 to 8
    //   3rd set. c d e a b  | Hands:— 17 to 20 | 1 to 4 | 5 to 8 | 9 to 12 | 13 to 16
    //   4th set. b c d e a  | Hands:— 5 to 8 | 9 to 12 | 13 to 16 | 17 to 20 | 1 to 4
    const std::vector<std::string> northSouth{"eabcd", "deabc", "cdeab", "bcdea"};
    const std::vector<std::vector<int>> firstHands{
        {1, 5, 9, 13, 17}, {9, 13, 17, 1, 5}, {17, 1, 5, 9, 13}, {5, 9, 13, 17, 1}};
    for (int set = 1; set <= 4; ++set)
        for (int t = 1; t <= 5; ++t) {
            INFO("set " << set << " table " << t);
            const TableRound& tr = at(m, set, t);
            CHECK(m.pairLabels.at(tr.ns) == std::string(1, northSouth[set - 1][t - 1]) + "NS");
            CHECK(m.pairLabels.at(tr.ew) == std::string(1, "abcde"[t - 1]) + "EW");
            CHECK(m.firstBoardOf(tr.set) == firstHands[set - 1][t - 1]);
            CHECK(m.lastBoardOf(tr.set) == firstHands[set - 1][t - 1] + 3);
        }
    // "the E & W a and the N & S d pairs of those teams have played hands 9 to 12 at table 1,
    // in the 2nd set; and that N & S a and E & W d pairs have overplayed the same hands at
    // table 4, in the 3rd set"
    CHECK(m.pairLabels.at(at(m, 2, 1).ns) == "dNS");
    CHECK(m.firstBoardOf(at(m, 2, 1).set) == 9);
    CHECK(m.pairLabels.at(at(m, 3, 4).ns) == "aNS");
    CHECK(m.pairLabels.at(at(m, 3, 4).ew) == "dEW");
    CHECK(m.firstBoardOf(at(m, 3, 4).set) == 9);
    CHECK(checkMatches(m, false) == 10);
}

TEST_CASE("Howell's team system for 3 to 51 teams", "[teams][howell-teams]") {
    for (int n = 3; n <= 51; n += 2) {
        INFO(n << " teams");
        const Movement m = howellTeams({.teams = n});
        requireValid(m);
        CHECK(m.rounds.size() == static_cast<std::size_t>(n - 1));
        CHECK(checkMatches(m, false) == n * (n - 1) / 2);
        // "the movement of the trays must be 2, 3, 4 or 5 tables at a time" for 5, 7, 9, 11;
        // the middle table's trays go to table 1.
        const int h = (n - 1) / 2;
        CHECK(at(m, 2, 1).set == at(m, 1, h + 1).set);
        CHECK(at(m, 2, n - h).set == at(m, 1, n).set);
        // "the movement of the players remains the same; one table at a time": NS of team a
        // at table 2, then 3.
        CHECK(at(m, 1, 2).ns == 1);
        CHECK(at(m, 2, 3).ns == 1);
        CHECK(m.teamOf.size() == static_cast<std::size_t>(2 * n));
    }
    CHECK_THROWS_AS(howellTeams({.teams = 6}), InputError);
    CHECK_THROWS_AS(howellTeams({.teams = 1}), InputError);
    const Movement m = howellTeams({.teams = 7, .rounds = 3});
    requireValid(m);
    CHECK(m.rounds.size() == 3);
}

TEST_CASE("Gilman's system for odd numbers of teams", "[teams][gilman]") {
    for (int n = 3; n <= 51; n += 2) {
        INFO(n << " teams");
        const Movement m = gilmanTeams({.teams = n});
        requireValid(m);
        REQUIRE(m.rounds.size() == static_cast<std::size_t>(n));
        // "each team play at its own table first"
        for (int t = 1; t <= n; ++t)
            CHECK(m.teamOf.at(at(m, 1, t).ns) == m.teamOf.at(at(m, 1, t).ew));
        // "going from 11 to 9": the East-West pair at table 1 in round 2 started at table 3;
        // the trays "from 11 to 10".
        CHECK(at(m, 2, 1).ew == 2 * 3);
        CHECK(at(m, 2, 1).set == at(m, 1, 2).set);
        CHECK(at(m, 2, n).ew == 2 * 2); // team b, from table 2 to table n
        // "This brings about the same result as the Howell's system": every two teams play
        // one match on the same hands.
        CHECK(checkMatches(m, true) == n * (n - 1) / 2);
    }
}

TEST_CASE("Gilman's system for even numbers: half the trays idle", "[teams][gilman]") {
    // Foster's Duplicate Whist: ten tables in two rows, 1-5 and 6-10; 30 deals. "we place trays No.
    // 1, 2, 3, to be played and overplayed by tables 1 and 6 ... Trays 7, 8, 9, are to be played
    // and overplayed by tables 2 and 7 ... tables 5 and 10, which play and overplay trays 25, 26,
    // 27." Then "giving trays 4, 5, 6, to tables 1 and 6; trays 10, 11, 12, to tables 2 and 7"
    // and "table 1 gets the 7, 8, 9 set of trays", "table 1 will get all the trays from 1 to 30
    // in order."
    const Movement m = gilmanTeams({.teams = 10});
    requireValid(m);
    CHECK(m.boards() == 30);
    CHECK(m.boardsPerRound == 3);
    CHECK(m.firstBoardOf(at(m, 1, 1).set) == 1);
    CHECK(at(m, 1, 6).set == at(m, 1, 1).set);
    CHECK(m.firstBoardOf(at(m, 1, 2).set) == 7);
    CHECK(m.firstBoardOf(at(m, 1, 7).set) == 7);
    CHECK(m.firstBoardOf(at(m, 1, 5).set) == 25);
    CHECK(m.firstBoardOf(at(m, 2, 1).set) == 4);
    CHECK(m.firstBoardOf(at(m, 2, 2).set) == 10);
    CHECK(m.firstBoardOf(at(m, 3, 1).set) == 7);
    for (int r = 1; r <= 10; ++r)
        CHECK(m.firstBoardOf(at(m, r, 1).set) == 3 * r - 2);
    // "the E & W players all move one table, 2 going to 1, 3 to 2"
    CHECK(at(m, 2, 1).ew == 2 * 2);
    CHECK(at(m, 2, 10).ew == 2 * 1);
    for (int n = 2; n <= 50; n += 2) {
        INFO(n << " teams");
        const Movement g = gilmanTeams({.teams = n});
        requireValid(g);
        CHECK(g.promises.timesEachSetPlayed == n);
        for (const Round& r : g.rounds) {
            std::set<int> inPlay;
            for (const TableRound& t : r.tables)
                inPlay.insert(t.set);
            CHECK(inPlay.size() == static_cast<std::size_t>(n / 2)); // half the sets idle
        }
        CHECK(checkMatches(g, true) == n * (n - 1) / 2);
    }
}

TEST_CASE("team v team: the six sets that exhaust the changes of partners", "[teams][whist]") {
    const Movement m = teamWhist({});
    requireValid(m);
    REQUIRE(m.rounds.size() == 12);
    // Table 1, N; W E; S and table 2 as printed for the 1st … 6th sets:
    //   A A A A A A / W X | Y Z | W Y | X Z | X Y | W Z / B B C C D D
    //   Y W X W W X / C D | C D | B D | B D | B C | B C / Z X Z Y Z Y
    const std::string names = "ABCDWXYZ";
    const std::vector<std::string> table1{"AXBW", "AZBY", "AYCW", "AZCX", "AYDX", "AZDW"};
    const std::vector<std::string> table2{"YDZC", "WDXC", "XDZB", "WDYB", "WCZB", "XCYB"};
    for (int set = 1; set <= 6; ++set)
        for (int half = 0; half < 2; ++half) {
            const int round = 2 * set - 1 + half;
            std::string seats1, seats2;
            for (int seat = 0; seat < 4; ++seat) {
                seats1 += names[at(m, round, 1).players[seat] - 1];
                seats2 += names[at(m, round, 2).players[seat] - 1];
            }
            CHECK(seats1 == table1[set - 1]);
            CHECK(seats2 == table2[set - 1]);
        }
    // Every partnership of a team occurs, and each player partners each teammate for the same
    // number of hands: "Three changes in 24 hands will bring each member of a set of four into
    // partnership with every other member for an equal number of hands."
    CHECK(m.pairs == 12);
    std::map<std::string, int> rounds;
    for (const Round& r : m.rounds)
        for (const TableRound& t : r.tables) {
            ++rounds[m.pairLabels.at(t.ns)];
            ++rounds[m.pairLabels.at(t.ew)];
        }
    CHECK(rounds.size() == 12);
    for (const auto& [label, n] : rounds)
        CHECK(n == 4);
    CHECK(m.teamOf.at(1) == 1);
    // The overplay: the table-2 hands come to table 1 in the second round of each set.
    CHECK(at(m, 2, 1).set == at(m, 1, 2).set);
    MovementRequest odd;
    odd.rounds = 5;
    CHECK_THROWS_AS(teamWhist(odd), InputError);
}

TEST_CASE("club v club: fours at two tables, the 1st, 3rd and 5th sets", "[teams][whist]") {
    for (int fours = 1; fours <= 12; ++fours) {
        INFO(fours << " fours a side");
        const Movement m = clubWhist({.teams = fours});
        requireValid(m);
        CHECK(m.tables == 2 * fours);
        CHECK(m.rounds.size() == 6);
        // With the 1st, 3rd and 5th sets every partnership plays once: 12 pairs a group.
        CHECK(m.pairs == 12 * fours);
        // Club O sits North-South at the odd tables, East-West at the even ones.
        for (int t = 1; t <= m.tables; ++t)
            CHECK(m.teamOf.at(at(m, 1, t).ns) == (t % 2 == 1 ? 1 : 2));
    }
    // 16 a side at 8 tables, as Foster's diagram.
    const Movement eight = clubWhist({.teams = 4});
    CHECK(eight.tables == 8);
    requireValid(clubWhist({.teams = 2, .rounds = 12}));
}

TEST_CASE("the teams-of-four match on two tables", "[teams][match]") {
    // A modern guide to duplicate bridge: "the pairs of team A sit North-South at table 1 and
    // East-West at table 2, and the pairs of team B occupy the other seats. Take ... boards 1 to 12
    // - and give the first 6 to table 1 and the other 6 to table 2. As each table finishes their 6
    // boards they are passed to the other table to be replayed."
    const Movement m = teamsMatch({});
    requireValid(m);
    REQUIRE(m.rounds.size() == 2);
    CHECK(m.teamOf.at(at(m, 1, 1).ns) == 1);
    CHECK(m.teamOf.at(at(m, 1, 2).ew) == 1);
    CHECK(m.firstBoardOf(at(m, 1, 1).set) == 1);
    CHECK(m.firstBoardOf(at(m, 1, 2).set) == 7);
    CHECK(at(m, 2, 1).set == at(m, 1, 2).set);
    CHECK(m.boards() == 12);
    CHECK(checkMatches(m, false) == 1);
    // "for the next segment, the two pairs of one of the teams should swap places. This gives
    // each pair the opportunity to play against both pairs of the opposing team."
    MovementRequest two;
    two.rounds = 4;
    const Movement m2 = teamsMatch(two);
    requireValid(m2);
    const auto met = meetings(m2);
    for (int a : {1, 2})
        for (int b : {3, 4})
            CHECK(met.count({a, b}) == 1);
    MovementRequest three;
    three.rounds = 3;
    CHECK_THROWS_AS(teamsMatch(three), InputError);
}

TEST_CASE("a round robin of teams: every team meets every other once", "[teams][round-robin]") {
    SECTION("4 teams: 3 rounds of two matches, no bye") {
        const Movement m = roundRobinTeams({.teams = 4});
        requireValid(m);
        REQUIRE(m.rounds.size() == 3);
        CHECK(m.tables == 4);
        for (const Round& r : m.rounds) {
            CHECK(r.sitout.empty());
            for (const TableRound& t : r.tables) {
                CHECK(m.teamOf.at(t.ns) != m.teamOf.at(t.ew)); // no team against itself
                CHECK(t.set == r.number);
            }
        }
        CHECK(checkMatches(m, false) == 6);
        CHECK(m.pairLabels.at(3) == "B1");
    }
    SECTION("6 teams: 5 rounds of three matches") {
        const Movement m = roundRobinTeams({.teams = 6});
        requireValid(m);
        REQUIRE(m.rounds.size() == 5);
        CHECK(m.tables == 6);
        CHECK(checkMatches(m, false) == 15);
    }
    SECTION("3 to 20 teams: each team once against every other; odd numbers a bye each") {
        for (int n = 2; n <= 20; ++n) {
            INFO(n << " teams");
            const Movement m = roundRobinTeams({.teams = n});
            requireValid(m);
            CHECK(m.rounds.size() == static_cast<std::size_t>(n % 2 == 0 ? n - 1 : n));
            std::map<std::pair<int, int>, int> met; // (team, team) → rounds they met
            std::map<int, int> byes;
            for (const Round& r : m.rounds) {
                std::set<int> busy;
                for (const TableRound& t : r.tables) {
                    const int a = m.teamOf.at(t.ns), b = m.teamOf.at(t.ew);
                    REQUIRE(a != b);
                    if (a < b) // count a match once: where the lower team sits North-South
                        ++met[{std::min(a, b), std::max(a, b)}];
                    busy.insert(a);
                    busy.insert(b);
                }
                CHECK(r.sitout.size() == (n % 2 == 0 ? 0u : 2u));
                for (int p : r.sitout) {
                    CHECK_FALSE(busy.count(m.teamOf.at(p)));
                    if (p % 2 == 1)
                        ++byes[m.teamOf.at(p)];
                }
            }
            CHECK(met.size() == static_cast<std::size_t>(n * (n - 1) / 2));
            for (const auto& [key, times] : met)
                CHECK(times == 1);
            if (n % 2 == 1) {
                CHECK(byes.size() == static_cast<std::size_t>(n));
                for (const auto& [team, times] : byes)
                    CHECK(times == 1);
            }
            CHECK(checkMatches(m, false) == n * (n - 1) / 2);
        }
    }
    CHECK_THROWS_AS(roundRobinTeams({.teams = 1}), InputError);
}
