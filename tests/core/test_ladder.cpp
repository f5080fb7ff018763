// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Error.h"
#include "core/Ladder.h"

#include <catch2/catch.hpp>

using namespace overplay::core;

namespace {

LadderScore score(const std::string& member, const std::string& event, double percent) {
    return {member, "Member " + member, event, percent};
}

const LadderRow& rowOf(const std::vector<LadderRow>& rows, const std::string& member) {
    for (const LadderRow& r : rows)
        if (r.member == member)
            return r;
    FAIL("no row for " << member);
    return rows.front();
}

} // namespace

TEST_CASE("a ladder totals each member's best N percentages and averages them all", "[ladder]") {
    // Member 1 played four nights: 60, 50, 55, 40; the best three total 165, the average of
    // all four is 51.25. Member 2 played two nights at 70 and 62: total 132, average 66.
    const std::vector<LadderScore> scores = {score("1", "Mon", 60), score("1", "Tue", 50),
                                             score("1", "Wed", 55), score("1", "Thu", 40),
                                             score("2", "Mon", 70), score("2", "Thu", 62)};
    const auto rows = clubLadder(scores, {3});
    REQUIRE(rows.size() == 2);
    CHECK(rows[0].member == "1");
    CHECK(rows[0].rank == "1");
    CHECK(rows[0].events == 4);
    CHECK(rows[0].counted == 3);
    CHECK(rows[0].bestTotal == Approx(165));
    CHECK(rows[0].average == Approx(51.25));
    CHECK(rows[1].member == "2");
    CHECK(rows[1].counted == 2);
    CHECK(rows[1].bestTotal == Approx(132));
    CHECK(rows[1].average == Approx(66));

    // Every event counting: member 1's 205 against member 2's 132.
    const auto all = clubLadder(scores, {0});
    CHECK(rowOf(all, "1").bestTotal == Approx(205));
    CHECK(rowOf(all, "1").counted == 4);
}

TEST_CASE("members equal on total and average share a place", "[ladder]") {
    const auto rows = clubLadder({score("7", "Mon", 55), score("8", "Mon", 55),
                                  score("9", "Mon", 45), score("9", "Tue", 12)},
                                 {1});
    REQUIRE(rows.size() == 3);
    CHECK(rows[0].rank == "1=");
    CHECK(rows[1].rank == "1=");
    CHECK(rows[2].rank == "3");
    CHECK(rows[2].member == "9");
    CHECK(rows[2].bestTotal == Approx(45));
    CHECK(rows[2].average == Approx(28.5));
}

TEST_CASE("a ladder refuses a member scored twice in one event or an impossible percentage",
          "[ladder]") {
    CHECK_THROWS_AS(clubLadder({score("1", "Mon", 55), score("1", "Mon", 60)}, {}), InputError);
    CHECK_THROWS_AS(clubLadder({score("1", "Mon", 101)}, {}), InputError);
    CHECK_THROWS_AS(clubLadder({score("1", "Mon", 50)}, {-1}), InputError);
    CHECK(clubLadder({}, {3}).empty());
}
