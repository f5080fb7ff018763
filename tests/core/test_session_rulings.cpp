// SPDX-License-Identifier: GPL-3.0-or-later
// The director's rulings in a whole session: boards not played (factored, each pair scored over
// the boards it played) and procedural penalties (taken off one entry only).
#include "SessionFixtures.h"
#include "core/Error.h"
#include "core/Session.h"

#include <catch2/catch.hpp>

using namespace overplay::core;
using namespace overplay::tests;
using Catch::Detail::Approx;

namespace {
const Ranking& field(const SessionResult& r, const std::string& direction) {
    for (const Ranking& ranking : r.rankings)
        if (ranking.direction == direction)
            return ranking;
    FAIL("no field " << direction);
    throw std::logic_error("unreachable");
}
} // namespace

TEST_CASE("TV25: a board one table did not play is factored from ten results to eleven",
          "[session][rulings][not-played]") {
    // Eleven tables should play board 1; one ran out of time. The ten results (NS 1NT made
    // with 7 down to 13 tricks … ) earn 18, 16, …, 0 among ten and are factored to a top of 20
    // (Neuberg, EBU rounding): 19.9, 17.7, 15.5, …, 0.1 (scoring.md TV25).
    SessionInput in;
    const char* results[] = {"+6", "+5", "+4", "+3", "+2", "+1", "=", "-1", "-2", "-3"};
    for (int i = 0; i < 10; ++i)
        in.lines.push_back(line(1, i + 1, i + 21, "1NT", 'N', results[i]));
    in.lines.insert(in.lines.begin() + 4, notPlayed(1, 11, 31));
    const SessionResult r = scoreSession(in);
    REQUIRE(r.boards.size() == 1);
    CHECK(r.boards[0].top == 20);
    const std::vector<double> factored = {19.9, 17.7, 15.5, 13.3, 11.1, 8.9, 6.7, 4.5, 2.3, 0.1};
    for (int i = 0; i < 10; ++i) {
        INFO("NS " << i + 1);
        CHECK(lineOf(r, 1, i + 1).nsPoints == Approx(factored[i]));
        CHECK(lineOf(r, 1, i + 1).ewPoints == Approx(20 - factored[i]));
    }
    // The line stays on the traveller, where it was entered, and earns nothing.
    REQUIRE(r.boards[0].lines.size() == 11);
    const ScoredLine& gap = r.boards[0].lines[4];
    CHECK(gap.line.notPlayed);
    CHECK(gap.line.ns == 11);
    CHECK_FALSE(gap.compared);
    CHECK(!gap.nsScore);
    CHECK(gap.nsPoints == 0);
    CHECK(gap.ewPoints == 0);
}

TEST_CASE("a pair is scored over the boards it played, not over the one it did not",
          "[session][rulings][not-played]") {
    SessionInput in;
    in.lines = smallMitchell();
    in.lines[4] = notPlayed(2, 3, 4); // board 2 at table 3: out of time
    in.fields = {{"NS", {1, 2, 3}}, {"EW", {4, 5, 6}}};
    in.expectedPerBoard = 3;
    const SessionResult r = scoreSession(in);
    // Board 2's two results tie: 1 among two, factored to three: (1 + 1)·3/2 − 1 = 2.
    CHECK(lineOf(r, 2, 2).nsPoints == Approx(2));
    CHECK(lineOf(r, 2, 1).ewPoints == Approx(2));
    CHECK(r.boards[1].lines[1].line.notPlayed);
    CHECK_FALSE(r.boards[1].lines[1].compared);
    // NS 3 played boards 1 and 3: 0 + 2 of two tops of 4 = 25%. EW 4: 2 + 4 of 8 = 75%.
    const RankingRow& ns3 = rowOf(field(r, "NS"), 3);
    CHECK(ns3.boards == 2);
    CHECK(ns3.score == Approx(2));
    CHECK(ns3.percent == Approx(25.0));
    const RankingRow& ew4 = rowOf(field(r, "EW"), 4);
    CHECK(ew4.boards == 2);
    CHECK(ew4.percent == Approx(75.0));
    // Pairs that played all three boards: NS 1 earns 2 + 2 + 4 = 8 of 12.
    CHECK(rowOf(field(r, "NS"), 1).percent == Approx(66.67));

    SECTION("a board nobody played is still on the travellers") {
        in.lines = {line(1, 1, 4, "4S", 'N', "="), notPlayed(2, 2, 5)};
        const SessionResult alone = scoreSession(in);
        REQUIRE(alone.boards.size() == 2);
        CHECK(alone.boards[1].board == 2);
        REQUIRE(alone.boards[1].lines.size() == 1);
        CHECK(alone.boards[1].lines[0].line.notPlayed);
        // Pairs 2 and 5 played nothing: they are not ranked.
        for (const Ranking& ranking : alone.rankings)
            for (const RankingRow& row : ranking.rows)
                CHECK((row.entry == 1 || row.entry == 4));
    }
    SECTION("IMP pairs leave it out of the comparison too") {
        in.method = ScoringMethod::CrossImps;
        const SessionResult imps = scoreSession(in);
        CHECK(lineOf(imps, 2, 2).nsPoints == Approx(0)); // −110 against −110 only
        CHECK(rowOf(field(imps, "NS"), 3).boards == 2);
    }
}

TEST_CASE("penalty amounts are read as directors write them", "[session][rulings][penalty]") {
    const ProceduralPenalty quarter = parsePenaltyAmount("25%");
    CHECK(quarter.unit == PenaltyUnit::PercentOfTop);
    CHECK(quarter.amount == 25);
    CHECK(quarter.amountText() == "25% of a top");
    const ProceduralPenalty points = parsePenaltyAmount(" 1.5 ");
    CHECK(points.unit == PenaltyUnit::Points);
    CHECK(points.amount == 1.5);
    CHECK(points.amountText() == "1.5");
    for (const char* bad : {"", "%", "0", "0%", "-3", "abc", "1.2.3", "101%", ".5", "3 mp"}) {
        INFO(bad);
        CHECK_THROWS_AS(parsePenaltyAmount(bad), InputError);
    }
}

TEST_CASE("a procedural penalty comes off the offending pair's total only",
          "[session][rulings][penalty]") {
    SessionInput in;
    in.lines = smallMitchell();
    in.fields = {{"NS", {1, 2, 3}}, {"EW", {4, 5, 6}}};
    const SessionResult before = scoreSession(in);

    ProceduralPenalty slowPlay = parsePenaltyAmount("25%"); // EBU White Book: 25% of a top
    slowPlay.entry = 1;
    slowPlay.board = 2;
    slowPlay.reason = "slow play";
    ProceduralPenalty late = parsePenaltyAmount("0.5");
    late.entry = 6;
    in.penalties = {slowPlay, late};
    const SessionResult after = scoreSession(in);

    // NS 1: 2 + 1 + 4 = 7 of 12, less a quarter of a top of 4 → 6 (50%), tied with NS 3.
    const RankingRow& ns1 = rowOf(field(after, "NS"), 1);
    CHECK(ns1.score == Approx(6));
    CHECK(ns1.penalty == Approx(1));
    CHECK(ns1.percent == Approx(50.0));
    CHECK(ns1.rank == "1=");
    CHECK(rowOf(field(before, "NS"), 1).rank == "1");
    // EW 6: 0 + 3 + 2 = 5, less 0.5 → 4.5 (37.5%).
    const RankingRow& ew6 = rowOf(field(after, "EW"), 6);
    CHECK(ew6.score == Approx(4.5));
    CHECK(ew6.penalty == Approx(0.5));
    CHECK(ew6.percent == Approx(37.5));
    // Nobody else's total moves, and no board's points change.
    for (int pair : {2, 3})
        CHECK(rowOf(field(after, "NS"), pair).score == rowOf(field(before, "NS"), pair).score);
    for (int pair : {4, 5})
        CHECK(rowOf(field(after, "EW"), pair).score == rowOf(field(before, "EW"), pair).score);
    CHECK(rowOf(field(after, "EW"), 4).penalty == 0);
    for (std::size_t b = 0; b < before.boards.size(); ++b)
        for (std::size_t k = 0; k < before.boards[b].lines.size(); ++k) {
            CHECK(after.boards[b].lines[k].nsPoints == before.boards[b].lines[k].nsPoints);
            CHECK(after.boards[b].lines[k].ewPoints == before.boards[b].lines[k].ewPoints);
        }

    SECTION("IMP scoring takes a penalty in IMPs, not as a share of a top") {
        in.method = ScoringMethod::CrossImps;
        in.penalties = {late};
        const SessionResult imps = scoreSession(in);
        in.penalties = {};
        const SessionResult plain = scoreSession(in);
        CHECK(rowOf(field(imps, "EW"), 6).score ==
              Approx(rowOf(field(plain, "EW"), 6).score - 0.5));
        in.penalties = {slowPlay};
        CHECK_THROWS_WITH(scoreSession(in), Catch::Contains("needs matchpoint scoring"));
    }
}

TEST_CASE("a penalty given before any result stops no ranking", "[session][rulings][penalty]") {
    SessionInput in;
    ProceduralPenalty early = parsePenaltyAmount("25%");
    early.entry = 2;
    in.penalties = {early};
    const SessionResult none = scoreSession(in);
    CHECK(none.rankings.empty());
    CHECK(penaltyDeduction(early, ScoringMethod::MatchpointsEbu, none) == 0);
    // Pair 2 has not played yet when pair 1's first result comes in.
    in.lines = {line(1, 1, 4, "4S", 'N', "=")};
    const SessionResult one = scoreSession(in);
    // One result: a top of 0, so a quarter of it is 0.
    CHECK(penaltyDeduction(early, ScoringMethod::MatchpointsEbu, one) == Approx(0.0));
    CHECK_THROWS_AS(penaltyDeduction(early, ScoringMethod::CrossImps, one), InputError);
    for (const Ranking& ranking : one.rankings)
        for (const RankingRow& row : ranking.rows)
            CHECK(row.penalty == 0);
}
