// SPDX-License-Identifier: GPL-3.0-or-later
// The IMP scale (Law 78B) band by band and the WBF 20-VP scale, against the WBF IMP and VP
// scales (TV16–TV21).
#include "core/Imps.h"
#include "core/VictoryPoints.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <limits>
#include <stdexcept>
#include <utility>
#include <vector>

using namespace overplay::core;
using Catch::Detail::Approx;

TEST_CASE("every IMP band starts at its lower bound, in both signs", "[imps]") {
    // Lower bound of the band worth k IMPs, k = 1..24, copied from Law 78B.
    const std::vector<int> lower = {20,   50,   90,   130,  170,  220,  270,  320,
                                    370,  430,  500,  600,  750,  900,  1100, 1300,
                                    1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000};
    CHECK(impsFor(0) == 0);
    for (int k = 1; k <= 24; ++k) {
        const int bound = lower[k - 1];
        INFO("band " << k << " from " << bound);
        CHECK(impsFor(bound) == k);
        CHECK(impsFor(bound - 1) == k - 1);
        CHECK(impsFor(-bound) == -k);
        CHECK(impsFor(-(bound - 1)) == -(k - 1));
        if (k < 24) {
            CHECK(impsFor(lower[k] - 1) == k); // the band's last value
            CHECK(impsFor(-(lower[k] - 1)) == -k);
        }
    }
    CHECK(impsFor(7600) == 24);
    CHECK(impsFor(-7600) == -24);
}

TEST_CASE("TV16 and TV17", "[imps]") {
    CHECK(impsFor(10) == 0);
    CHECK(impsFor(20) == 1);
    CHECK(impsFor(2240) == 19);
    CHECK(impsFor(3600) == 23);
    CHECK(impsFor(50000) == 24);
    CHECK(impsFor(620 - (-100)) == 12); // TV17: +620 against −100
    CHECK(impsFor(-100 - 620) == -12);
}

namespace {
double winner(double imps, int boards) {
    return wbfVictoryPoints(imps, boards).first;
}
} // namespace

TEST_CASE("TV18: 8 boards", "[vp]") {
    const auto [a, b] = wbfVictoryPoints(10, 8);
    CHECK(a == Approx(13.78));
    CHECK(b == Approx(6.22));
    CHECK(winner(1, 8) == Approx(10.44));
    CHECK(winner(5, 8) == Approx(12.05));
    CHECK(winner(20, 8) == Approx(16.46));
    CHECK(winner(0, 8) == Approx(10.00));
}

TEST_CASE("TV19 and TV20: the concavity correction", "[vp]") {
    CHECK(winner(40, 8) == Approx(19.74)); // 19.73 before the correction
    CHECK(winner(10, 16) == Approx(12.80));
    CHECK(winner(14, 16) == Approx(13.75)); // 13.74 before
    CHECK(winner(20, 16) == Approx(15.00));
    CHECK(winner(60, 16) == Approx(20.00));
    CHECK(winner(600, 16) == Approx(20.00));
}

TEST_CASE("TV21: a margin of 20 over different lengths", "[vp]") {
    CHECK(winner(20, 12) == Approx(15.58));
    CHECK(winner(20, 20) == Approx(14.58));
    CHECK(winner(20, 32) == Approx(13.78));
}

TEST_CASE("the VP scale is symmetric, sums to 20 and is concave", "[vp]") {
    for (int boards : {1, 2, 6, 8, 12, 16, 24, 32, 64}) {
        INFO(boards << " boards");
        const std::vector<int> table = wbfVpTable(boards);
        REQUIRE(table.size() >= 2);
        CHECK(table.front() == 1000);
        CHECK(table.back() == 2000);
        // The blitz 15·√N, not rounded: the last whole margin below it is under 20.
        const double blitz = 15.0 * std::sqrt(static_cast<double>(boards));
        CHECK(static_cast<double>(table.size() - 1) >= blitz);
        for (std::size_t i = 1; i + 1 < table.size(); ++i) {
            INFO("margin " << i);
            CHECK(table[i + 1] - table[i] <= table[i] - table[i - 1]);
            CHECK(table[i] >= table[i - 1]);
        }
        for (int m : {0, 3, 17, 55}) {
            const auto [a, b] = wbfVictoryPoints(m, boards);
            const auto [c, d] = wbfVictoryPoints(-m, boards);
            CHECK(a + b == Approx(20.0));
            CHECK(a == Approx(d));
            CHECK(b == Approx(c));
        }
    }
    CHECK_THROWS_AS(wbfVpTable(0), std::invalid_argument);
}

TEST_CASE("a fractional margin interpolates between whole margins", "[vp]") {
    const double low = winner(10, 8), high = winner(11, 8);
    const double half = winner(10.5, 8);
    CHECK(half >= low);
    CHECK(half <= high);
    // Half-way, to the hundredth (a half hundredth may go either way).
    CHECK(half == Approx((low + high) / 2).margin(0.0051));
}

TEST_CASE("the IMPs of any int, the most negative included", "[imps]") {
    // Its magnitude does not fit an int: negating it was undefined and gave 0.
    CHECK(impsFor(std::numeric_limits<int>::min()) == -24);
    CHECK(impsFor(std::numeric_limits<int>::max()) == 24);
    CHECK(impsFor(-4000) == -24);
    CHECK(impsFor(-3999) == -23);
}

TEST_CASE("a margin that is no number is refused, not read out of bounds", "[vp]") {
    CHECK_THROWS_AS(wbfVictoryPoints(std::nan(""), 8), std::invalid_argument);
    CHECK_THROWS_AS(wbfVictoryPoints(std::numeric_limits<double>::infinity(), 8),
                    std::invalid_argument);
    CHECK(wbfVictoryPoints(-1e9, 8).second == 20.0);
}
