// SPDX-License-Identifier: GPL-3.0-or-later
// Whole sessions through scoreSession: a two-field Mitchell, a one-field Howell with a tie,
// adjusted boards (TV28), Neuberg on a board played too few times, and the names.
#include "SessionFixtures.h"
#include "core/Contract.h"
#include "core/Error.h"
#include "core/Imps.h"
#include "core/Matchpoints.h"
#include "core/Session.h"

#include <catch2/catch.hpp>

using namespace overplay::core;
using namespace overplay::tests;
using Catch::Detail::Approx;

TEST_CASE("scoring method names are the CLI's", "[session]") {
    for (auto m : {ScoringMethod::MatchpointsEbu, ScoringMethod::MatchpointsAcbl,
                   ScoringMethod::CrossImps, ScoringMethod::Butler, ScoringMethod::TeamImps,
                   ScoringMethod::BoardAMatch, ScoringMethod::Whist})
        CHECK(parseScoringMethod(scoringMethodText(m)) == m);
    CHECK(scoringMethodText(ScoringMethod::MatchpointsAcbl) == "mp-acbl");
    CHECK(parseScoringMethod("MP") == ScoringMethod::MatchpointsEbu);
    CHECK(!parseScoringMethod("matchpoints"));
}

TEST_CASE("adjusted scores parse and print", "[session][adjusted]") {
    CHECK(parseAdjustedScore("A") == AdjustedScore{Adjustment::Average, Adjustment::Average});
    CHECK(parseAdjustedScore("a+/a-") ==
          AdjustedScore{Adjustment::AveragePlus, Adjustment::AverageMinus});
    CHECK(parseAdjustedScore(" A- / A+ ") ==
          AdjustedScore{Adjustment::AverageMinus, Adjustment::AveragePlus});
    CHECK(parseAdjustedScore("A\xE2\x88\x92") ==
          AdjustedScore{Adjustment::AverageMinus, Adjustment::AverageMinus});
    CHECK(parseAdjustedScore("A+/A-").text() == "A+/A-");
    CHECK(parseAdjustedScore("A-/A-").text() == "A-");
    CHECK(AdjustedScore{}.text() == "A");
    for (const char* bad : {"", "A++", "B", "A+/", "/A", "A101", "60.5.5", "A-5", "A60/B"}) {
        INFO(bad);
        CHECK_THROWS_AS(parseAdjustedScore(bad), InputError);
    }
}

TEST_CASE("adjusted scores in every form directors write", "[session][adjusted]") {
    // Non-balancing: each side on its own.
    CHECK(parseAdjustedScore("A+/A+") ==
          AdjustedScore{Adjustment::AveragePlus, Adjustment::AveragePlus});
    CHECK(parseAdjustedScore("A+/A+").text() == "A+");
    // "A=" is a common spelling of average.
    CHECK(parseAdjustedScore("A=") == AdjustedScore{});
    CHECK(parseAdjustedScore("A=/A+").text() == "A/A+");
    // Explicit percentages per side, with or without the A and the %.
    for (const char* forms : {"A60/A40", "60/40", "60%/40%", "a60 / a40"}) {
        INFO(forms);
        const AdjustedScore a = parseAdjustedScore(forms);
        CHECK(a.nsPercent == 60.0);
        CHECK(a.ewPercent == 40.0);
        CHECK(a.text() == "A60/A40");
    }
    CHECK(parseAdjustedScore("A55.5/A+").text() == "A55.5/A+");
    CHECK(parseAdjustedScore("A45").text() == "A45");
    // What text() writes reads back the same (the store keeps this text).
    for (const char* t : {"A", "A+/A-", "A60/A40", "A55.5/A+", "A-/A45", "A0/A100"})
        CHECK(parseAdjustedScore(parseAdjustedScore(t).text()) == parseAdjustedScore(t));
}

TEST_CASE("a two-field Mitchell ranks North-South and East-West apart", "[session]") {
    SessionInput in;
    in.lines = smallMitchell();
    in.fields = {{"NS", {1, 2, 3}}, {"EW", {4, 5, 6}}};
    const SessionResult r = scoreSession(in);

    REQUIRE(r.boards.size() == 3);
    CHECK(r.boards[0].top == 4);
    CHECK(lineOf(r, 1, 2).nsScore == 450);
    CHECK(lineOf(r, 1, 2).nsPoints == 4);
    CHECK(lineOf(r, 2, 1).nsScore == -110);
    CHECK(lineOf(r, 2, 1).nsPoints == 1);
    CHECK(lineOf(r, 2, 1).ewPoints == 3);
    CHECK(lineOf(r, 3, 2).ewPoints == 4);

    REQUIRE(r.rankings.size() == 2);
    const Ranking& ns = r.rankings[0];
    const Ranking& ew = r.rankings[1];
    CHECK(ns.direction == "NS");
    CHECK(ew.direction == "EW");
    // NS: 1 = 2+1+4 = 7, 3 = 0+4+2 = 6, 2 = 4+1+0 = 5, of 12.
    REQUIRE(ns.rows.size() == 3);
    CHECK(ns.rows[0].entry == 1);
    CHECK(ns.rows[0].rank == "1");
    CHECK(ns.rows[0].score == 7);
    CHECK(ns.rows[0].percent == Approx(58.33));
    CHECK(ns.rows[0].boards == 3);
    CHECK(ns.rows[1].entry == 3);
    CHECK(ns.rows[1].percent == Approx(50.00));
    CHECK(ns.rows[2].entry == 2);
    CHECK(ns.rows[2].rank == "3");
    CHECK(ns.rows[2].percent == Approx(41.67));
    // EW: 5 = 4+3+0 = 7, 4 = 2+0+4 = 6, 6 = 0+3+2 = 5.
    CHECK(rowOf(ew, 5).rank == "1");
    CHECK(rowOf(ew, 4).rank == "2");
    CHECK(rowOf(ew, 6).rank == "3");
    CHECK(rowOf(ew, 6).score == 5);
}

TEST_CASE("ACBL matchpoints give the same places in half the points", "[session]") {
    SessionInput in;
    in.method = ScoringMethod::MatchpointsAcbl;
    in.lines = smallMitchell();
    in.fields = {{"NS", {1, 2, 3}}, {"EW", {4, 5, 6}}};
    const SessionResult r = scoreSession(in);
    CHECK(r.boards[0].top == 2);
    CHECK(lineOf(r, 2, 1).nsPoints == 0.5);
    CHECK(r.rankings[0].rows[0].score == 3.5);
    CHECK(r.rankings[0].rows[0].percent == Approx(58.33));
}

TEST_CASE("a one-field Howell with a tie for second", "[session]") {
    SessionInput in;
    in.lines = {
        line(1, 1, 2, "4S", 'N', "+1"), // 450: NS 1 gets 2, EW 2 gets 0
        line(1, 3, 4, "4S", 'N', "="),  // 420: NS 3 gets 0, EW 4 gets 2
        line(2, 4, 1, "2S", 'N', "+1"), // 140: NS 4 gets 2, EW 1 gets 0
        line(2, 2, 3, "2S", 'N', "="),  // 110: NS 2 gets 0, EW 3 gets 2
        line(3, 3, 1, "1NT", 'S', "="), // 90 and 90: all get 1
        line(3, 2, 4, "1NT", 'S', "="),
    };
    const SessionResult r = scoreSession(in);
    REQUIRE(r.rankings.size() == 1);
    const Ranking& all = r.rankings[0];
    CHECK(all.direction == "");
    REQUIRE(all.rows.size() == 4);
    // 4: 2+2+1 = 5 of 6; 1: 2+0+1 = 3; 3: 0+2+1 = 3; 2: 0+0+1 = 1.
    CHECK(all.rows[0].entry == 4);
    CHECK(all.rows[0].rank == "1");
    CHECK(all.rows[0].percent == Approx(83.33));
    CHECK(all.rows[1].entry == 1);
    CHECK(all.rows[1].rank == "2=");
    CHECK(all.rows[2].entry == 3);
    CHECK(all.rows[2].rank == "2=");
    CHECK(all.rows[2].percent == Approx(50.00));
    CHECK(all.rows[3].entry == 2);
    CHECK(all.rows[3].rank == "4");
    CHECK(all.rows[3].percent == Approx(16.67));
}

namespace {
// TV28's board: seven tables, six real scores and one table given A+/A−. Board 2, NS vul.
std::vector<TravellerLine> tv28Board() {
    return {
        line(2, 1, 8, "4S", 'N', "="),   // 620 → 10 of 10
        line(2, 2, 9, "3NT", 'N', "="),  // 600 → 8
        line(2, 3, 10, "2S", 'N', "+2"), // 170 → 6
        line(2, 4, 11, "2S", 'N', "+1"), // 140 → 4
        line(2, 5, 12, "2S", 'N', "="),  // 110 → 2
        line(2, 6, 13, "4S", 'N', "-1"), // −100 → 0
        adjusted(2, 7, 14, "A+/A-"),
    };
}
} // namespace

TEST_CASE("TV28: an adjusted table takes 60/40 of the full top, the rest are factored",
          "[session][adjusted]") {
    SessionInput in;
    in.lines = tv28Board();
    in.roundNeuberg = false;
    const SessionResult r = scoreSession(in);
    REQUIRE(r.boards.size() == 1);
    CHECK(r.boards[0].top == 12);
    const std::vector<double> want = {11.83, 9.50, 7.17, 4.83, 2.50, 0.17};
    for (int ns = 1; ns <= 6; ++ns) {
        INFO("NS " << ns);
        CHECK(lineOf(r, 2, ns).nsPoints == Approx(want[ns - 1]).margin(0.005));
        CHECK(lineOf(r, 2, ns).ewPoints == Approx(12 - want[ns - 1]).margin(0.005));
    }
    const ScoredLine& a = lineOf(r, 2, 7);
    CHECK(!a.nsScore);
    CHECK(a.nsPoints == Approx(7.2));
    CHECK(a.ewPoints == Approx(4.8));

    // The EBU rounds factored scores to 0.1.
    in.roundNeuberg = true;
    const SessionResult rounded = scoreSession(in);
    const std::vector<double> tenths = {11.8, 9.5, 7.2, 4.8, 2.5, 0.2};
    for (int ns = 1; ns <= 6; ++ns)
        CHECK(lineOf(rounded, 2, ns).nsPoints == Approx(tenths[ns - 1]));
}

TEST_CASE("A+ takes the pair's session percentage when higher, A- when lower",
          "[session][adjusted]") {
    SessionInput in;
    in.lines = tv28Board();
    // Board 1: pair 7 tops it as NS (100%), pair 14 is bottom as EW (0%).
    in.lines.push_back(line(1, 7, 14, "4S", 'N', "+2"));
    for (int ns = 1; ns <= 6; ++ns)
        in.lines.push_back(line(1, ns, ns + 7, "4S", 'N', "="));
    const SessionResult r = scoreSession(in);
    const ScoredLine& a = lineOf(r, 2, 7);
    CHECK(a.nsPoints == Approx(12.0)); // A+ at 100%
    CHECK(a.ewPoints == Approx(0.0));  // A− at 0%

    in.adjustedBySessionPercentage = false;
    const SessionResult fixed = scoreSession(in);
    CHECK(lineOf(fixed, 2, 7).nsPoints == Approx(7.2));
    CHECK(lineOf(fixed, 2, 7).ewPoints == Approx(4.8));

    // Explicit percentages are what the director said, whatever the session percentages.
    in.adjustedBySessionPercentage = true;
    in.lines[6].adjusted = parseAdjustedScore("A60/A40");
    const SessionResult explicitly = scoreSession(in);
    CHECK(lineOf(explicitly, 2, 7).nsPoints == Approx(7.2));
    CHECK(lineOf(explicitly, 2, 7).ewPoints == Approx(4.8));
    // Non-balancing: both sides average-plus; pair 14's 0% does not pull its A+ down.
    in.lines[6].adjusted = parseAdjustedScore("A+/A+");
    const SessionResult both = scoreSession(in);
    CHECK(lineOf(both, 2, 7).nsPoints == Approx(12.0));
    CHECK(lineOf(both, 2, 7).ewPoints == Approx(7.2));
}

TEST_CASE("TV28 with the table's 60/40 written as percentages", "[session][adjusted]") {
    SessionInput in;
    in.lines = tv28Board();
    in.lines.back().adjusted = parseAdjustedScore("60/40");
    in.roundNeuberg = false;
    const SessionResult r = scoreSession(in);
    CHECK(lineOf(r, 2, 7).nsPoints == Approx(7.2));
    CHECK(lineOf(r, 2, 7).ewPoints == Approx(4.8));
    CHECK(lineOf(r, 2, 1).nsPoints == Approx(11.83).margin(0.005));
    // A=: 50% of the top to each side.
    in.lines.back().adjusted = parseAdjustedScore("A=");
    CHECK(lineOf(scoreSession(in), 2, 7).nsPoints == Approx(6.0));
    // IMP scoring has no scale for a percentage: one plain message.
    in.method = ScoringMethod::CrossImps;
    in.lines.back().adjusted = parseAdjustedScore("A60/A40");
    CHECK_THROWS_AS(scoreSession(in), InputError);
}

TEST_CASE("a board played fewer times than the others is Neuberg-factored", "[session]") {
    SessionInput in;
    in.lines = smallMitchell();
    // Remove one result of board 3: two remain where three were expected.
    in.lines.erase(in.lines.begin() + 8);
    in.roundNeuberg = false;
    const SessionResult r = scoreSession(in);
    // Among two, 120 beats 90: 2 and 0 → (2+1)·3/2 − 1 = 3.5 and (0+1)·3/2 − 1 = 0.5.
    CHECK(r.boards[2].top == 4);
    CHECK(lineOf(r, 3, 1).nsPoints == Approx(3.5));
    CHECK(lineOf(r, 3, 3).nsPoints == Approx(0.5));
    CHECK(lineOf(r, 3, 3).ewPoints == Approx(3.5));
    // Pair 2 played two boards: 4 + 1 of 8 = 62.5%.
    const Ranking& all = r.rankings[0];
    CHECK(rowOf(all, 2).boards == 2);
    CHECK(rowOf(all, 2).percent == Approx(62.5));

    // An expected count given explicitly overrides "the most any board has".
    in.expectedPerBoard = 4;
    const SessionResult four = scoreSession(in);
    CHECK(four.boards[0].top == 6);
    CHECK(lineOf(four, 1, 2).nsPoints == Approx((4 + 1) * 4.0 / 3 - 1));
}

TEST_CASE("a line with nothing to score is refused", "[session]") {
    SessionInput in;
    TravellerLine empty;
    empty.board = 1;
    empty.ns = 1;
    empty.ew = 2;
    in.lines = {empty};
    CHECK_THROWS_AS(scoreSession(in), std::invalid_argument);
    in.lines = {};
    const SessionResult none = scoreSession(in);
    CHECK(none.boards.empty());
    CHECK(none.rankings.empty());
}

TEST_CASE("TV26: a fouled board's two groups are compared apart and factored to ten",
          "[session][neuberg]") {
    SessionInput in;
    // Board 1: seven tables played one deal (group 0), three another (group 1).
    const char* sevenResults[] = {"+6", "+5", "+4", "+3", "+2", "+1", "="};
    for (int i = 0; i < 7; ++i)
        in.lines.push_back(line(1, i + 1, i + 11, "1NT", 'N', sevenResults[i]));
    const char* threeResults[] = {"=", "-1", "-2"};
    for (int i = 0; i < 3; ++i) {
        TravellerLine l = line(1, i + 8, i + 18, "3NT", 'N', threeResults[i]);
        l.group = 1;
        in.lines.push_back(l);
    }
    const SessionResult r = scoreSession(in);
    REQUIRE(r.boards.size() == 1);
    CHECK(r.boards[0].top == 18);
    const std::vector<double> seven = {17.6, 14.7, 11.9, 9.0, 6.1, 3.3, 0.4};
    for (int i = 0; i < 7; ++i) {
        INFO("group of seven, NS " << i + 1);
        CHECK(lineOf(r, 1, i + 1).nsPoints == Approx(seven[i]));
    }
    const std::vector<double> three = {15.7, 9.0, 2.3};
    for (int i = 0; i < 3; ++i) {
        INFO("group of three, NS " << i + 8);
        CHECK(lineOf(r, 1, i + 8).nsPoints == Approx(three[i]));
        CHECK(lineOf(r, 1, i + 8).ewPoints == Approx(18 - three[i]));
    }
}

TEST_CASE("ACBL units: Neuberg (M + ½)·E/A − ½, unrounded", "[session][neuberg]") {
    SessionInput in;
    in.method = ScoringMethod::MatchpointsAcbl;
    in.lines = smallMitchell();
    in.lines.erase(in.lines.begin() + 8); // board 3 played twice of three
    const SessionResult r = scoreSession(in);
    CHECK(r.boards[2].top == 2);
    // 120 beats 90: 1 and 0 among two → (1.5)·3/2 − ½ = 1.75 and (0.5)·3/2 − ½ = 0.25.
    CHECK(lineOf(r, 3, 1).nsPoints == Approx(1.75));
    CHECK(lineOf(r, 3, 3).nsPoints == Approx(0.25));
    CHECK(lineOf(r, 3, 3).ewPoints == Approx(1.75));
}

TEST_CASE("a board with more results than expected is factored down", "[session][neuberg]") {
    SessionInput in;
    in.lines = smallMitchell();
    in.expectedPerBoard = 2;
    in.roundNeuberg = false;
    const SessionResult r = scoreSession(in);
    CHECK(r.boards[0].top == 2);
    // Board 1 among three (top 4): 450 → (4 + 1)·2/3 − 1 = 7/3, 420 → 1, −50 → −1/3.
    CHECK(lineOf(r, 1, 2).nsPoints == Approx(7.0 / 3));
    CHECK(lineOf(r, 1, 1).nsPoints == Approx(1.0));
    CHECK(lineOf(r, 1, 3).nsPoints == Approx(-1.0 / 3));
}

// ---------------------------------------------------------------------------------------
// Weighted assigned scores (Law 12C1(c))

namespace {
TravellerLine weightedLine(int board, int ns, int ew, const char* outcomes) {
    TravellerLine l;
    l.board = board;
    l.ns = ns;
    l.ew = ew;
    l.weighted = parseWeightedScore(outcomes);
    return l;
}

// The reference's example: board 2 (North-South vulnerable), +620, +170, −100 and a table
// given 70% of 4♥= (+620) and 30% of 4♥−1 (−100).
std::vector<TravellerLine> weightedExample() {
    return {
        line(2, 1, 5, "4H", 'N', "="),  // +620
        line(2, 2, 6, "2S", 'N', "+2"), // +170
        line(2, 3, 7, "4H", 'N', "-1"), // −100
        weightedLine(2, 4, 8, "70% 4H N =, 30% 4H N -1"),
    };
}
} // namespace

TEST_CASE("weighted scores parse and print", "[session][weighted]") {
    const WeightedScore w = parseWeightedScore("60% 4S N =, 40% 4s n -1");
    REQUIRE(w.outcomes.size() == 2);
    CHECK(w.outcomes[0].percent == 60);
    CHECK(w.outcomes[0].play.tricks == 10);
    CHECK(w.outcomes[1].play.tricks == 9);
    CHECK(w.text() == "60% 4S N =, 40% 4S N -1");
    CHECK(parseWeightedScore(w.text()) == w);
    CHECK(parseWeightedScore("50% Pass, 50% 1NT S +1").text() == "50% PASS, 50% 1NT S +1");
    CHECK(parseWeightedScore("33.33% 3NT N =, 66.67 3NT N -1").outcomes.size() == 2);
    for (const char* bad : {"", "60% 4S N =", "60% 4S N =, 50% 4S N -1", "0% 4S N =, 100% 4S N -1",
                            "60% 4S N =,", "60% 4S X =, 40% 4S N -1", "60% 4S N -11, 40% 4S N =",
                            "sixty 4S N =, 40% 4S N -1", "60% 4S N, 40% 4S N -1"}) {
        INFO(bad);
        CHECK_THROWS_AS(parseWeightedScore(bad), InputError);
    }
}

TEST_CASE("a weighted score is matchpointed outcome by outcome, as published",
          "[session][weighted]") {
    SessionInput in;
    in.lines = weightedExample();
    const SessionResult r = scoreSession(in);
    REQUIRE(r.boards.size() == 1);
    CHECK(r.boards[0].top == 6);
    CHECK(lineOf(r, 2, 4).nsPoints == Approx(3.8)); // 0.7·5 + 0.3·1
    CHECK(lineOf(r, 2, 1).nsPoints == Approx(5.3)); // 2 + 2 + (0.7·1 + 0.3·2)
    CHECK(lineOf(r, 2, 2).nsPoints == Approx(2.6)); // 0 + 2 + 0.3·2
    CHECK(lineOf(r, 2, 3).nsPoints == Approx(0.3)); // 0.3·1
    CHECK(lineOf(r, 2, 4).ewPoints == Approx(2.2));
    CHECK(!lineOf(r, 2, 4).nsScore);
    double total = 0;
    for (const ScoredLine& s : r.boards[0].lines)
        total += s.nsPoints;
    CHECK(total == Approx(12)); // 4 × the average of 3
    // ACBL units: the same comparisons at 1 and ½.
    in.method = ScoringMethod::MatchpointsAcbl;
    CHECK(lineOf(scoreSession(in), 2, 4).nsPoints == Approx(1.9));
}

TEST_CASE("a weighted score on a board played too few times is factored like the rest",
          "[session][weighted]") {
    SessionInput in;
    in.lines = weightedExample();
    in.expectedPerBoard = 5;
    in.roundNeuberg = false;
    const SessionResult r = scoreSession(in);
    CHECK(r.boards[0].top == 8);
    CHECK(lineOf(r, 2, 4).nsPoints == Approx(neuberg(3.8, 4, 5, MatchpointScale::Ebu)));
    CHECK(lineOf(r, 2, 1).nsPoints == Approx(neuberg(5.3, 4, 5, MatchpointScale::Ebu)));
}

TEST_CASE("a weighted score is IMPed outcome by outcome", "[session][weighted]") {
    SessionInput in;
    in.method = ScoringMethod::CrossImps;
    // Board 2: +620 and −100 differ by 720, 12 IMPs; the third table 50% of each.
    in.lines = {line(2, 1, 5, "4H", 'N', "="), line(2, 3, 7, "4H", 'N', "-1"),
                weightedLine(2, 4, 8, "50% 4H N =, 50% 4H N -1")};
    const SessionResult r = scoreSession(in);
    CHECK(lineOf(r, 2, 1).nsPoints == Approx(9.0));  // (12 + 0.5·12) / 2
    CHECK(lineOf(r, 2, 3).nsPoints == Approx(-9.0)); // (−12 − 0.5·12) / 2
    CHECK(lineOf(r, 2, 4).nsPoints == Approx(0.0));  // (0.5·12 − 0.5·12) / 2
    CHECK(lineOf(r, 2, 1).ewPoints == Approx(-9.0));

    // Butler: the datum from the real results (+620, −100 → 260); each outcome IMPed.
    in.method = ScoringMethod::Butler;
    in.datumRule = DatumRule::AllScores;
    const SessionResult b = scoreSession(in);
    CHECK(lineOf(b, 2, 1).nsPoints == Approx(impsFor(620 - 260)));
    CHECK(lineOf(b, 2, 4).nsPoints == Approx(0.5 * impsFor(620 - 260) + 0.5 * impsFor(-100 - 260)));

    // Team methods compare two tables: a weighted score is refused plainly.
    in.method = ScoringMethod::TeamImps;
    CHECK_THROWS_AS(scoreSession(in), InputError);
}
