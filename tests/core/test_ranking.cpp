// SPDX-License-Identifier: GPL-3.0-or-later
// Places with ties written "2=", tie-breaks and percentages with two decimals.
#include "core/Ranking.h"

#include <catch2/catch.hpp>

using namespace overplay::core;

namespace {
std::vector<std::string> ranksOf(const std::vector<Place>& places) {
    std::vector<std::string> out;
    for (const Place& p : places)
        out.push_back(p.rank);
    return out;
}
std::vector<std::size_t> orderOf(const std::vector<Place>& places) {
    std::vector<std::size_t> out;
    for (const Place& p : places)
        out.push_back(p.index);
    return out;
}
} // namespace

TEST_CASE("equal entries share a place written with =", "[ranking]") {
    const auto places = placeEntries({{50, 0}, {62, 0}, {55, 0}, {55, 0}, {40, 0}});
    CHECK(orderOf(places) == std::vector<std::size_t>{1, 2, 3, 0, 4});
    CHECK(ranksOf(places) == std::vector<std::string>{"1", "2=", "2=", "4", "5"});
}

TEST_CASE("a tie for first and a tie for last", "[ranking]") {
    const auto places = placeEntries({{3, 0}, {3, 0}, {1, 0}, {1, 0}, {1, 0}});
    CHECK(ranksOf(places) == std::vector<std::string>{"1=", "1=", "3=", "3=", "3="});
}

TEST_CASE("the second key breaks a tie on the first (teams: VPs, then IMPs)", "[ranking]") {
    const auto places = placeEntries({{30.5, -4}, {30.5, 12}, {28, 40}, {30.5, -4}});
    CHECK(orderOf(places) == std::vector<std::size_t>{1, 0, 3, 2});
    CHECK(ranksOf(places) == std::vector<std::string>{"1", "2=", "2=", "4"});
}

TEST_CASE("floating-point noise is not a difference", "[ranking]") {
    const double a = 0.1 + 0.2, b = 0.3;
    REQUIRE(a != b);
    CHECK(ranksOf(placeEntries({{a, 0}, {b, 0}})) == std::vector<std::string>{"1=", "1="});
}

TEST_CASE("an empty field has no places", "[ranking]") {
    CHECK(placeEntries({}).empty());
}

TEST_CASE("percentages carry two decimals", "[ranking]") {
    CHECK(percentText(58.2142) == "58.21");
    CHECK(percentText(50) == "50.00");
    CHECK(percentText(57.125) == "57.13");
    CHECK(percentText(66.666666) == "66.67");
    CHECK(roundPercent(41.6666) == Approx(41.67));
}
