// SPDX-License-Identifier: GPL-3.0-or-later
// Matchpoints (the Laws (2017), Law 78A), Neuberg's formula and artificial adjusted scores
// (Law 12C, the EBU White Book) (TV22–TV28).
#include "core/Matchpoints.h"

#include <catch2/catch.hpp>

#include <array>
#include <limits>
#include <random>
#include <stdexcept>
#include <vector>

using namespace overplay::core;
using Catch::Detail::Approx;

namespace {
std::vector<double> ewOf(const std::vector<double>& ns, double top) {
    std::vector<double> ew;
    for (double p : ns)
        ew.push_back(top - p);
    return ew;
}
} // namespace

TEST_CASE("EBU matchpoints: 2 per score beaten, 1 per tie (TV22-TV24)", "[matchpoints]") {
    struct Case {
        const char* name;
        std::vector<int> scores;
        std::vector<double> ns;
    };
    const std::vector<Case> cases = {
        {"TV22", {400, 430, 150, -50}, {4, 6, 2, 0}},
        {"TV23", {-110, -140, -140, -120}, {6, 1, 1, 4}},
        {"TV24", {90, 0, -50, -50}, {6, 4, 1, 1}},
        {"one score", {420}, {0}},
        {"all equal", {100, 100, 100}, {2, 2, 2}},
    };
    for (const Case& c : cases) {
        INFO(c.name);
        CHECK(matchpoints(c.scores, MatchpointScale::Ebu) == c.ns);
    }
    // TV22's East-West side is the complement from the top 2(n-1) = 6.
    CHECK(ewOf(matchpoints(std::vector<int>{400, 430, 150, -50}, MatchpointScale::Ebu),
               matchpointTop(4, MatchpointScale::Ebu)) == std::vector<double>{2, 0, 4, 6});
}

TEST_CASE("ACBL matchpoints: 1 per score beaten, a half per tie", "[matchpoints]") {
    CHECK(matchpoints(std::vector<int>{-110, -140, -140, -120}, MatchpointScale::Acbl) ==
          std::vector<double>{3, 0.5, 0.5, 2});
    CHECK(matchpointTop(4, MatchpointScale::Acbl) == 3);
    CHECK(matchpointTop(4, MatchpointScale::Ebu) == 6);
    CHECK(matchpointTop(0, MatchpointScale::Ebu) == 0);
}

TEST_CASE("matchpoints of extreme scores keep their order", "[matchpoints]") {
    CHECK(matchpoints(std::vector<int>{-7600, 7600, 0, -7600}, MatchpointScale::Ebu) ==
          std::vector<double>{1, 6, 4, 1});
}

TEST_CASE("Neuberg TV25: E = 11, A = 10, top 20", "[neuberg]") {
    // Scores 18, 16, …, 0 among ten results: each M' = (M + 1)·11/10 − 1, to 0.1.
    const std::vector<double> expected = {19.9, 17.7, 15.5, 13.3, 11.1, 8.9, 6.7, 4.5, 2.3, 0.1};
    for (int i = 0; i < 10; ++i) {
        const int m = 18 - 2 * i;
        INFO("M = " << m);
        const double factored = neuberg(m, 10, 11, MatchpointScale::Ebu);
        CHECK(roundToTenthTowardsAverage(factored, 10.0) == Approx(expected[i]));
    }
}

TEST_CASE("Neuberg TV26: a fouled board, E = 10, groups of 7 and 3", "[neuberg]") {
    const std::vector<std::pair<int, double>> seven = {{12, 17.6}, {10, 14.7}, {8, 11.9}, {6, 9.0},
                                                       {4, 6.1},   {2, 3.3},   {0, 0.4}};
    for (const auto& [m, want] : seven) {
        INFO("group of 7, M = " << m);
        CHECK(roundToTenthTowardsAverage(neuberg(m, 7, 10, MatchpointScale::Ebu), 9.0) ==
              Approx(want));
    }
    const std::vector<std::pair<int, double>> three = {{4, 15.7}, {2, 9.0}, {0, 2.3}};
    for (const auto& [m, want] : three) {
        INFO("group of 3, M = " << m);
        CHECK(roundToTenthTowardsAverage(neuberg(m, 3, 10, MatchpointScale::Ebu), 9.0) ==
              Approx(want));
    }
}

TEST_CASE("Neuberg TV27: E = 7, A = 6, unrounded", "[neuberg]") {
    CHECK(neuberg(4, 6, 7, MatchpointScale::Ebu) == Approx(4.8333).margin(5e-5));
    CHECK(neuberg(9, 6, 7, MatchpointScale::Ebu) == Approx(10.6667).margin(5e-5));
}

TEST_CASE("Neuberg worked by hand", "[neuberg]") {
    // Three results where four were expected, EBU: top among three is 4, expected top 6.
    // The top: (4 + 1)·4/3 − 1 = 17/3 = 5.667; the middle (2 + 1)·4/3 − 1 = 3 (average, as
    // it must be); the bottom (0 + 1)·4/3 − 1 = 1/3. They still sum to 3 × 3 = 9 = n·top/2.
    CHECK(neuberg(4, 3, 4, MatchpointScale::Ebu) == Approx(17.0 / 3));
    CHECK(neuberg(2, 3, 4, MatchpointScale::Ebu) == Approx(3.0));
    CHECK(neuberg(0, 3, 4, MatchpointScale::Ebu) == Approx(1.0 / 3));
    // ACBL units: (M + ½)·E/A − ½. Top among three is 2 → 2.5·4/3 − 0.5 = 17/6 = 2.833.
    CHECK(neuberg(2, 3, 4, MatchpointScale::Acbl) == Approx(17.0 / 6));
    CHECK(neuberg(1, 3, 4, MatchpointScale::Acbl) == Approx(1.5));
    // More results than expected scales down: 5 results (top 8) factored to 4 (top 6).
    CHECK(neuberg(8, 5, 4, MatchpointScale::Ebu) == Approx(6.2));
    // A lone result gets the average of the expected top.
    CHECK(neuberg(0, 1, 7, MatchpointScale::Ebu) == Approx(6.0));
    CHECK_THROWS_AS(neuberg(0, 0, 7, MatchpointScale::Ebu), std::invalid_argument);
}

TEST_CASE("EBU rounding: to 0.1, exactly half-way goes towards average", "[neuberg]") {
    CHECK(roundToTenthTowardsAverage(3.25, 6.0) == Approx(3.3));
    CHECK(roundToTenthTowardsAverage(8.75, 6.0) == Approx(8.7));
    CHECK(roundToTenthTowardsAverage(3.24, 6.0) == Approx(3.2));
    CHECK(roundToTenthTowardsAverage(8.76, 6.0) == Approx(8.8));
    // Neuberg values that land exactly on a half-tenth: E = 5, A = 4 gives (M + 1)·5/4 − 1;
    // M = 4 → 5.25 (above the average 4) → 5.2, M = 0 → 0.25 (below) → 0.3.
    CHECK(roundToTenthTowardsAverage(neuberg(4, 4, 5, MatchpointScale::Ebu), 4.0) == Approx(5.2));
    CHECK(roundToTenthTowardsAverage(neuberg(0, 4, 5, MatchpointScale::Ebu), 4.0) == Approx(0.3));
}

TEST_CASE("artificial adjusted scores in percent (Law 12C2, EBU White Book)", "[adjusted]") {
    CHECK(adjustedPercent(Adjustment::AveragePlus, std::nullopt) == 60);
    CHECK(adjustedPercent(Adjustment::Average, std::nullopt) == 50);
    CHECK(adjustedPercent(Adjustment::AverageMinus, std::nullopt) == 40);
    CHECK(adjustedPercent(Adjustment::AveragePlus, 64.5) == 64.5);
    CHECK(adjustedPercent(Adjustment::AveragePlus, 55.0) == 60);
    CHECK(adjustedPercent(Adjustment::AverageMinus, 35.0) == 35);
    CHECK(adjustedPercent(Adjustment::AverageMinus, 45.0) == 40);
    CHECK(adjustedPercent(Adjustment::Average, 70.0) == 50);
    CHECK(adjustedPercent(Adjustment::AveragePlus, 64.5, false) == 60);
}

TEST_CASE("TV28: one table 60/40 of seven, the six real scores factored", "[adjusted]") {
    const int expected = 7;
    const double top = matchpointTop(expected, MatchpointScale::Ebu);
    REQUIRE(top == 12);
    CHECK(top * adjustedPercent(Adjustment::AveragePlus, std::nullopt) / 100 == Approx(7.2));
    CHECK(top * adjustedPercent(Adjustment::AverageMinus, std::nullopt) / 100 == Approx(4.8));
    const std::vector<int> real = {620, 600, 170, 140, 110, -100};
    const std::vector<double> mp = matchpoints(real, MatchpointScale::Ebu);
    REQUIRE(mp == std::vector<double>{10, 8, 6, 4, 2, 0});
    const std::vector<double> want = {11.83, 9.50, 7.17, 4.83, 2.50, 0.17};
    for (std::size_t i = 0; i < mp.size(); ++i) {
        INFO("M = " << mp[i]);
        CHECK(neuberg(mp[i], 6, expected, MatchpointScale::Ebu) == Approx(want[i]).margin(0.005));
    }
}

TEST_CASE("percentages over the boards played", "[matchpoints]") {
    CHECK(percentOf(30, 60) == 50);
    CHECK(percentOf(0, 0) == 0);
    CHECK(percentOf(7.2, 12) == Approx(60));
}

TEST_CASE("matchpoints agree with counting every pair of scores", "[matchpoints]") {
    unsigned state = 2026;
    for (int round = 0; round < 20; ++round) {
        std::vector<int> scores;
        const int n = 1 + round * 7;
        for (int i = 0; i < n; ++i) {
            state = state * 1664525u + 1013904223u;
            scores.push_back(static_cast<int>((state >> 20) % 41) * 50 - 1000);
        }
        for (MatchpointScale scale : {MatchpointScale::Ebu, MatchpointScale::Acbl}) {
            const std::vector<double> got = matchpoints(scores, scale);
            const double beat = pointsPerScoreBeaten(scale);
            double sum = 0;
            for (std::size_t i = 0; i < scores.size(); ++i) {
                double want = 0;
                for (std::size_t j = 0; j < scores.size(); ++j)
                    if (i != j)
                        want +=
                            scores[i] > scores[j] ? beat : (scores[i] == scores[j] ? beat / 2 : 0);
                CHECK(got[i] == want);
                sum += got[i];
            }
            // Every comparison hands out exactly one score beaten's worth.
            CHECK(sum == Approx(matchpointTop(n, scale) * n / 2));
        }
    }
}

namespace {
/// The Laws' definition read literally: compare each score with every other on the board,
/// then Neuberg's formula and the EBU's rounding, one result at a time.
std::vector<double> referenceBoard(const std::vector<int>& scores, const BoardMatchpointing& how) {
    const double beat = pointsPerScoreBeaten(how.scale);
    const int actual = static_cast<int>(scores.size());
    std::vector<double> out;
    for (std::size_t i = 0; i < scores.size(); ++i) {
        double points = 0;
        for (std::size_t j = 0; j < scores.size(); ++j)
            if (i != j && scores[i] > scores[j])
                points += beat;
            else if (i != j && scores[i] == scores[j])
                points += beat / 2;
        if (how.expected > 0 && how.expected != actual) {
            points = neuberg(points, actual, how.expected, how.scale);
            if (how.roundToTenth)
                points =
                    roundToTenthTowardsAverage(points, matchpointTop(how.expected, how.scale) / 2);
        }
        out.push_back(points);
    }
    return out;
}
} // namespace

TEST_CASE("the board kernel agrees with comparing every pair, Neuberg included",
          "[matchpoints][neuberg]") {
    // Boards of every shape the counting kernel treats differently: a handful of distinct
    // scores (a real board), more distinct scores than its first table holds (so it grows),
    // every score distinct, the extremes of int, one result, and boards short of the field.
    std::mt19937 random(78);
    MatchpointWorkspace workspace; // shared across boards, as a session scorer shares it
    for (int round = 0; round < 300; ++round) {
        const int n = 1 + static_cast<int>(random() % (round < 200 ? 60 : 700));
        const int spread = std::array<int, 5>{1, 5, 30, 200, 100000}[random() % 5];
        std::vector<int> scores;
        for (int i = 0; i < n; ++i) {
            const int pick = static_cast<int>(random() % static_cast<unsigned>(spread));
            scores.push_back(
                round % 17 == 0 && i % 3 == 0
                    ? (i % 2 ? std::numeric_limits<int>::max() : std::numeric_limits<int>::min())
                    : pick * 10 - spread * 5);
        }
        BoardMatchpointing how;
        how.scale = round % 2 ? MatchpointScale::Acbl : MatchpointScale::Ebu;
        how.expected = round % 3 == 0 ? 0 : n + static_cast<int>(random() % 5) - 2;
        if (how.expected < 1)
            how.expected = 1;
        how.roundToTenth = how.scale == MatchpointScale::Ebu && round % 4 != 1;
        INFO("round " << round << ", " << n << " results, expected " << how.expected);
        std::vector<double> got(scores.size());
        matchpointBoard(scores, how, got, workspace);
        const std::vector<double> want = referenceBoard(scores, how);
        std::vector<ResultPoints> sides(scores.size());
        matchpointBoard(scores, how, sides, workspace);
        const double top = matchpointTop(how.expected > 0 ? how.expected : n, how.scale);
        for (std::size_t i = 0; i < scores.size(); ++i) {
            INFO("result " << i << " score " << scores[i]);
            CHECK(got[i] == Approx(want[i]).margin(1e-9));
            CHECK(sides[i].ns == got[i]);
            CHECK(sides[i].ew == top - got[i]);
            CHECK(sides[i].percent == percentOf(got[i], top));
        }
    }
}

TEST_CASE("the board kernel refuses an output of the wrong size", "[matchpoints]") {
    MatchpointWorkspace workspace;
    std::vector<int> scores{100, 200};
    std::vector<double> out(1);
    CHECK_THROWS_AS(matchpointBoard(scores, BoardMatchpointing{}, out, workspace),
                    std::invalid_argument);
}
