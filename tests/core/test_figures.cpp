// SPDX-License-Identifier: GPL-3.0-or-later
// Figures as a director reads them (core/Figures.h): one rounding, counts with their nouns.
#include "core/Figures.h"

#include <catch2/catch.hpp>

#include <cmath>

TEST_CASE("one rounding for every figure: two decimals, half up", "[text][rounding]") {
    using overplay::core::roundHalfUp;
    // Exact halves go up, where printf's "%.2f" would round 0.125 to even (0.12).
    CHECK(roundHalfUp(0.125) == 0.13);
    CHECK(roundHalfUp(40.625) == 40.63);
    // A percentage a hair below its half in binary (62.505 is 62.50499…) is still a half.
    CHECK(roundHalfUp(62.505) == 62.51);
    CHECK(roundHalfUp(100.0 * 2.0 / 3.0) == 66.67);
    // Half up for negative figures too: towards plus infinity, and never -0.
    CHECK(roundHalfUp(-0.125) == -0.12);
    CHECK(std::signbit(roundHalfUp(-0.001)) == false);
    CHECK(roundHalfUp(2.5, 0) == 3.0);
}

TEST_CASE("a count with its noun", "[text]") {
    using overplay::core::countText;
    CHECK(countText(1, "round") == "1 round");
    CHECK(countText(7, "round") == "7 rounds");
    CHECK(countText(0, "board") == "0 boards");
}
