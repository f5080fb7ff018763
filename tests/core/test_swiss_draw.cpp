// SPDX-License-Identifier: GPL-3.0-or-later
// The Swiss teams draw: top down by victory points, no repeat meetings, going back a step
// when the last teams could only meet again, one bye a team at most.
#include "core/Error.h"
#include "core/SwissDraw.h"

#include <catch2/catch.hpp>

using namespace overplay::core;

namespace {

std::vector<SwissStanding> standings(std::vector<std::pair<int, double>> teamsAndVps) {
    std::vector<SwissStanding> out;
    for (const auto& [team, vps] : teamsAndVps)
        out.push_back({team, vps, 0});
    return out;
}

} // namespace

TEST_CASE("round 1 is seeded: the top half against the bottom half", "[swiss]") {
    const SwissDraw eight = firstSwissDraw(8);
    CHECK(eight.matches == std::vector<std::pair<int, int>>{{1, 5}, {2, 6}, {3, 7}, {4, 8}});
    CHECK_FALSE(eight.bye);
    const SwissDraw nine = firstSwissDraw(9);
    CHECK(nine.bye == 9);
    CHECK(nine.matches.size() == 4);
    CHECK_THROWS_AS(firstSwissDraw(1), InputError);
}

TEST_CASE("the top team meets the highest-placed team it has not met", "[swiss]") {
    // After round 1 (1 v 5, 2 v 6, 3 v 7, 4 v 8): 1 15, 2 14, 6 12, 3 11, 7 9, 8 8, 4 6, 5 5.
    const auto s = standings({{1, 15}, {2, 14}, {3, 11}, {4, 6}, {5, 5}, {6, 12}, {7, 9}, {8, 8}});
    const std::set<std::pair<int, int>> met{{1, 5}, {2, 6}, {3, 7}, {4, 8}};
    const SwissDraw draw = swissDraw(s, met, {});
    CHECK(draw.matches == std::vector<std::pair<int, int>>{{1, 2}, {6, 3}, {7, 8}, {4, 5}});
}

TEST_CASE("a repeat at the bottom makes the draw go back a step", "[swiss]") {
    // Order 1 2 3 4: 1 taking 2 would leave 3 v 4, who have met; the draw goes back and 1
    // takes 3, leaving 2 v 4.
    const auto s = standings({{1, 30}, {2, 25}, {3, 20}, {4, 10}});
    const std::set<std::pair<int, int>> met{{4, 3}};
    const SwissDraw draw = swissDraw(s, met, {});
    CHECK(draw.matches == std::vector<std::pair<int, int>>{{1, 3}, {2, 4}});
}

TEST_CASE("ties in victory points go by the tie-break, then the lower team number", "[swiss]") {
    std::vector<SwissStanding> s{{3, 10, 5}, {1, 10, 5}, {2, 10, 9}, {4, 10, -4}};
    const auto order = swissOrder(s);
    CHECK(order[0].team == 2);
    CHECK(order[1].team == 1);
    CHECK(order[2].team == 3);
    CHECK(order[3].team == 4);
}

TEST_CASE("nine teams over five rounds: a known draw, one bye each, no repeats", "[swiss]") {
    // Victory points after each round, made up but fixed, and the draw the rules give.
    SwissDraw round = firstSwissDraw(9);
    CHECK(round.matches == std::vector<std::pair<int, int>>{{1, 5}, {2, 6}, {3, 7}, {4, 8}});
    CHECK(round.bye == 9);
    std::set<std::pair<int, int>> met{{1, 5}, {2, 6}, {3, 7}, {4, 8}};
    std::set<int> byes{9};
    // Round 2: 9 had the bye (12 VPs); 1 15, 6 14, 3 13, 8 11, 4 9, 7 7, 2 6, 5 5.
    round = swissDraw(
        standings({{1, 15}, {2, 6}, {3, 13}, {4, 9}, {5, 5}, {6, 14}, {7, 7}, {8, 11}, {9, 12}}),
        met, byes);
    CHECK(round.bye == 5); // the lowest that has not had one
    // 8 and 4 met in round 1: 8 takes 7, and 4 the last, 2.
    CHECK(round.matches == std::vector<std::pair<int, int>>{{1, 6}, {3, 9}, {8, 7}, {4, 2}});
    for (const auto& m : round.matches)
        met.insert(m);
    byes.insert(*round.bye);
    // Rounds 3 to 5 with every team on the same points: the draw takes team numbers, never a
    // repeat, never a second bye.
    for (int r = 3; r <= 5; ++r) {
        std::vector<SwissStanding> level;
        for (int t = 1; t <= 9; ++t)
            level.push_back({t, 10, 0});
        round = swissDraw(level, met, byes);
        REQUIRE(round.bye);
        CHECK_FALSE(byes.count(*round.bye));
        byes.insert(*round.bye);
        for (const auto& [a, b] : round.matches) {
            CHECK_FALSE(met.count({a, b}));
            CHECK_FALSE(met.count({b, a}));
            met.insert({a, b});
        }
        CHECK(round.matches.size() == 4);
    }
}

TEST_CASE("when every draw repeats a meeting, the fewest repeats are made", "[swiss]") {
    // Three teams and a bye each way round: round 4 of a 4-team Swiss has met everyone.
    const auto s = standings({{1, 30}, {2, 20}, {3, 15}, {4, 10}});
    const std::set<std::pair<int, int>> met{{1, 2}, {3, 4}, {1, 3}, {2, 4}, {1, 4}, {2, 3}};
    const SwissDraw draw = swissDraw(s, met, {});
    CHECK(draw.matches == std::vector<std::pair<int, int>>{{1, 2}, {3, 4}});
    CHECK_THROWS_AS(swissDraw(standings({{1, 3}}), {}, {}), InputError);
    CHECK_THROWS_AS(swissDraw(standings({{1, 3}, {1, 2}}), {}, {}), InputError);
}
