// SPDX-License-Identifier: GPL-3.0-or-later
// Cross-IMPs and Butler (PBN 2.1's Butler-2, ACBL club guidance) (TV29–TV31),
// board-a-match (TV32) and the trick comparisons of Foster's Duplicate Whist (Foster's Duplicate
// Whist).
#include "core/BoardAMatch.h"
#include "core/Butler.h"
#include "core/CrossImps.h"
#include "core/Imps.h"
#include "core/WhistScore.h"

#include <catch2/catch.hpp>

#include <vector>

using namespace overplay::core;
using Catch::Detail::Approx;

TEST_CASE("TV29: cross-IMPs per comparison", "[cross-imps]") {
    const std::vector<int> scores = {620, 170, 140, 140, -100};
    // 620 gains 10 + 10 + 10 + 12 = 42 over four comparisons.
    CHECK(crossImpTotals(scores) == std::vector<int>{42, -1, -5, -5, -31});
    const std::vector<double> want = {10.50, -0.25, -1.25, -1.25, -7.75};
    const std::vector<double> got = crossImpAverages(scores);
    REQUIRE(got.size() == want.size());
    for (std::size_t i = 0; i < want.size(); ++i)
        CHECK(got[i] == Approx(want[i]));
}

TEST_CASE("cross-IMPs of a board played once or twice", "[cross-imps]") {
    CHECK(crossImpAverages(std::vector<int>{420}) == std::vector<double>{0.0});
    CHECK(crossImpAverages(std::vector<int>{}).empty());
    CHECK(crossImpTotals(std::vector<int>{420, -50}) == std::vector<int>{10, -10});
}

TEST_CASE("TV30: Butler-2 drops the top and the bottom", "[butler]") {
    const std::vector<int> scores = {-650, -170, -1440, 100, -170, -200};
    // Without −1440 and +100: (−650 − 170 − 170 − 200) / 4 = −297.5 → −300.
    const int datum = butlerDatum(scores, DatumRule::DropExtremes);
    CHECK(datum == -300);
    CHECK(butlerImps(scores, datum) == std::vector<int>{-8, 4, -15, 9, 4, 3});
    // The mean of all six is −421.67 → −420.
    CHECK(butlerDatum(scores, DatumRule::AllScores) == -420);
}

TEST_CASE("TV31: three scores drop nothing", "[butler]") {
    const std::vector<int> scores = {650, 170, 200};
    for (DatumRule rule : {DatumRule::Acbl, DatumRule::DropExtremes, DatumRule::AllScores}) {
        INFO(datumRuleKey(rule));
        CHECK(butlerDatum(scores, rule) == 340);
    }
}

TEST_CASE("ACBL: 5% off each end and a trailing 5 to even", "[butler]") {
    CHECK(datumTrim(9, DatumRule::Acbl) == 0);
    CHECK(datumTrim(10, DatumRule::Acbl) == 1);
    CHECK(datumTrim(29, DatumRule::Acbl) == 1);
    CHECK(datumTrim(30, DatumRule::Acbl) == 2);
    CHECK(datumTrim(4, DatumRule::DropExtremes) == 0);
    CHECK(datumTrim(5, DatumRule::DropExtremes) == 1);
    CHECK(datumTrim(50, DatumRule::AllScores) == 0);
    // Means of exactly 425 and 435: to the even ten under ACBL, away from zero otherwise.
    CHECK(butlerDatum(std::vector<int>{420, 430}, DatumRule::Acbl) == 420);
    CHECK(butlerDatum(std::vector<int>{430, 440}, DatumRule::Acbl) == 440);
    CHECK(butlerDatum(std::vector<int>{-420, -430}, DatumRule::Acbl) == -420);
    CHECK(butlerDatum(std::vector<int>{420, 430}, DatumRule::AllScores) == 430);
    CHECK(butlerDatum(std::vector<int>{-420, -430}, DatumRule::AllScores) == -430);
    // Twenty scores: one dropped at each end (the 5000 and the −5000 are left out).
    std::vector<int> twenty(18, 100);
    twenty.push_back(5000);
    twenty.push_back(-5000);
    CHECK(butlerDatum(twenty, DatumRule::Acbl) == 100);
    twenty.back() = -3000;
    CHECK(butlerDatum(twenty, DatumRule::AllScores) == 190); // 3800/20
    CHECK_THROWS_AS(butlerDatum(std::vector<int>{}, DatumRule::Acbl), std::invalid_argument);
}

TEST_CASE("datum rules have names to print", "[butler]") {
    for (DatumRule rule : {DatumRule::Acbl, DatumRule::DropExtremes, DatumRule::AllScores}) {
        CHECK(parseDatumRule(datumRuleKey(rule)) == rule);
        CHECK(!datumRuleDescription(rule).empty());
    }
    CHECK(datumRuleKey(DatumRule::DropExtremes) == "butler-2");
    CHECK(!parseDatumRule("median"));
}

TEST_CASE("TV32: board-a-match", "[bam]") {
    CHECK(boardAMatchPoints(130 - 120) == 1.0); // +130 against −120: the team nets +10
    CHECK(boardAMatchPoints(170 - 170) == 0.5); // +170 against −170: a tie
    CHECK(boardAMatchPoints(-10) == 0.0);
    CHECK(boardAMatchPoints(10, BamScale::TwoOneZero) == 2.0);
    CHECK(boardAMatchPoints(0, BamScale::TwoOneZero) == 1.0);
    CHECK(boardAMatchPoints(-600, BamScale::TwoOneZero) == 0.0);
}

TEST_CASE("duplicate whist: a team's tricks at the two tables (Foster's Duplicate Whist)",
          "[whist]") {
    // The O team's North-South pair makes 7 at table 1; its East-West pair, overplaying the
    // same cards, lets North-South make 6 — so the O team took 7 + 7 = 14: one trick gained.
    CHECK(teamTricks(7, 6) == 14);
    CHECK(teamTrickGain(7, 6) == 1);
    CHECK(teamTrickGain(6, 7) == -1);
    CHECK(teamTrickGain(8, 8) == 0); // 8 + 5: exactly 13, no gain
    CHECK_THROWS_AS(teamTricks(14, 0), std::invalid_argument);
    CHECK(pairTrickGain(9, 7) == 2);
    CHECK(whistMatchPoints(3) == 1.0);
    CHECK(whistMatchPoints(0) == 0.5);
    CHECK(whistMatchPoints(-2) == 0.0);
}

TEST_CASE("compass whist: the Foster's Duplicate Whist averaging table", "[whist]") {
    // Five tables, thirty deals. North-South a–e, East-West f, g, h, j, k.
    const std::vector<int> ns = {201, 204, 211, 207, 212};
    const std::vector<int> ew = {189, 186, 179, 183, 178};
    const AverageScores nsScored = scoresAgainstAverage(ns);
    const AverageScores ewScored = scoresAgainstAverage(ew);
    CHECK(nsScored.average == 207);
    CHECK(ewScored.average == 183);
    CHECK(nsScored.plusMinus == std::vector<double>{-6, -3, 4, 0, 5});
    CHECK(ewScored.plusMinus == std::vector<double>{6, 3, -4, 0, -5});
    CHECK(scoresAgainstAverage(std::vector<int>{}).plusMinus.empty());
}

TEST_CASE("cross-IMPs of a large board agree with IMPing every pair of scores", "[cross-imps]") {
    // Large boards take the counting path; check it against the definition.
    std::vector<int> scores;
    unsigned state = 12345;
    const int pool[] = {-1700, -800, -200, -100, -50, 0,   90,  110,  120,  140,  400,  420,  430,
                        450,   460,  490,  620,  630, 650, 980, 1010, 1430, 2220, 7600, -7600};
    for (int i = 0; i < 300; ++i) {
        state = state * 1103515245u + 12345u;
        scores.push_back(pool[(state >> 16) % 25]);
    }
    std::vector<int> expected(scores.size(), 0);
    for (std::size_t i = 0; i < scores.size(); ++i)
        for (std::size_t j = 0; j < scores.size(); ++j)
            if (i != j)
                expected[i] += impsFor(scores[i] - scores[j]);
    CHECK(crossImpTotals(scores) == expected);
}
