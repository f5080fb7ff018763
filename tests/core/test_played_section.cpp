// SPDX-License-Identifier: GPL-3.0-or-later
// A section scored by another program, read from its PBN results file: pair numbers as files
// print them, contracts and results as they write them, the two fields of a Mitchell told
// from a Howell's one, names from the TotalScoreTable.
#include "core/Error.h"
#include "core/PlayedSection.h"
#include "tests/support/Errors.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace overplay::core;

namespace {

const PlayedPair* pairOf(const PlayedSection& s, const std::string& number, Field field) {
    for (const PlayedPair& p : s.pairs)
        if (p.number == number && p.field == field)
            return &p;
    return nullptr;
}

PlayedLine met(int board, const std::string& ns, const std::string& ew) {
    PlayedLine line;
    line.board = board;
    line.ns = ns;
    line.ew = ew;
    return line;
}

std::string resultError(const std::string& contract, const std::string& declarer,
                        const std::string& result) {
    PlayedLine line;
    return overplay::tests::inputErrorOf(
        [&] { readPlayedResult(line, contract, declarer, result); });
}

// A 2-table Mitchell's traveller of board 1 and 2, as a club program writes it: single
// backslashes in the column list, directions on the numbers, a Score column.
const char* const kMitchell =
    "% PBN 2.1\n"
    "% Creator: ClubScorer 4.2\n"
    "[Event \"Tuesday Sim\"]\n"
    "[Site \"Hove BC\"]\n"
    "[Date \"2026.11.24\"]\n"
    "[Board \"1\"]\n"
    "[Dealer \"N\"]\n"
    "[Vulnerable \"None\"]\n"
    "[TotalScoreTable \"Rank\\2R;PairId\\2R;Direction\\2R;TotalScoreMP\\5R;Names\\40L\"]\n"
    "1 1 NS 3 \"Ann Smith & Bob Jones\"\n"
    "2 2 NS 1 \"Cat Brown - Dan Green\"\n"
    "1 1 EW 3 \"Eve White / Fay Black\"\n"
    "2 2 EW 1 -\n"
    "[ScoreTable \"PairId_NS\\2R;PairId_EW\\2R;Contract\\5L;Declarer\\1R;Result\\2R;"
    "Lead\\3L;Score\\7R\"]\n"
    "1NS 1EW 4S N 10 HK \"NS 420\"\n"
    "2NS 2EW 3NT S 8 - \"EW 50\"\n"
    "\n"
    "[Board \"2\"]\n"
    "[ScoreTable \"PairId_NS\\2R;PairId_EW\\2R;Contract\\5L;Declarer\\1R;Result\\2R;"
    "Score_NS\\5R;Score_EW\\5R\"]\n"
    "1 1 Pass - - 0 -\n"
    "2 2 - - - - -\n";

} // namespace

TEST_CASE("pair numbers are read as results files print them", "[played]") {
    CHECK(readPlayedPairNumber("7").number == "7");
    CHECK(readPlayedPairNumber("7").field == Field::Any);
    CHECK(readPlayedPairNumber("1 NS").field == Field::NorthSouth);
    CHECK(readPlayedPairNumber("3ew").field == Field::EastWest);
    CHECK(readPlayedPairNumber("3ew").number == "3");
    CHECK(readPlayedPairNumber("NS12").number == "12");
    CHECK(readPlayedPairNumber("07").number == "7");
    const PlayedPairNumber scorer = readPlayedPairNumber("(B) 10 EW");
    CHECK(scorer.section == "B");
    CHECK(scorer.number == "10");
    CHECK(scorer.field == Field::EastWest);
    const PlayedPairNumber overplay = readPlayedPairNumber("AB12NS");
    CHECK(overplay.section == "AB");
    CHECK(overplay.number == "12");
    CHECK_THROWS_WITH(readPlayedPairNumber("NS"), Catch::Contains("not a pair number"));
    CHECK_THROWS_WITH(readPlayedPairNumber(""), Catch::Contains("not a pair number"));
    CHECK_THROWS_WITH(readPlayedPairNumber("12345"), Catch::Contains("not a pair number"));
}

TEST_CASE("contracts and results are read as files write them", "[played]") {
    PlayedLine spaced;
    readPlayedResult(spaced, "4 S", "S", "+2");
    REQUIRE(spaced.play);
    CHECK(spaced.play->contract.text() == "4S");
    CHECK(spaced.play->tricks == 12);
    CHECK(spaced.play->declarer == Seat::South);

    PlayedLine notrumps;
    readPlayedResult(notrumps, "3N", "W", "=");
    CHECK(notrumps.play->contract.text() == "3NT");
    CHECK(notrumps.play->tricks == 9);

    PlayedLine doubled;
    readPlayedResult(doubled, "5Sx", "E", "9");
    CHECK(doubled.play->contract.text() == "5SX");
    CHECK(doubled.play->tricks == 9);

    PlayedLine passed;
    readPlayedResult(passed, "PASS", "N", "0");
    CHECK(passed.play->contract.isPassedOut());

    PlayedLine notPlayed;
    readPlayedResult(notPlayed, "NP", "N", "0");
    CHECK(notPlayed.notPlayed);
    CHECK_FALSE(notPlayed.play);

    // Scorer's adjusted score: North-South 60%, East-West 40%.
    PlayedLine adjusted;
    readPlayedResult(adjusted, "A6040", "", "");
    REQUIRE(adjusted.adjusted);
    CHECK(adjusted.adjusted->text() == "A60/A40");
    PlayedLine averages;
    readPlayedResult(averages, "A+/A-", "", "");
    CHECK(averages.adjusted->text() == "A+/A-");

    // A weighted score where the contract goes, as Overplay's USEBIO and PBN write it.
    PlayedLine weighted;
    readPlayedResult(weighted, "60% 4S N =, 40% 4S N -1", "", "");
    REQUIRE(weighted.weighted);
    CHECK(weighted.weighted->text() == "60% 4S N =, 40% 4S N -1");
    CHECK_FALSE(weighted.play);
    CHECK_THAT(resultError("60% 4S N =, 30% 4S N -1", "", ""), Catch::Contains("100"));

    CHECK_THAT(resultError("4S", "X", "="), Catch::Contains("declarer 'X'"));
    CHECK_THAT(resultError("4S", "N", "+4"), Catch::Contains("impossible"));
    CHECK_THAT(resultError("8S", "N", "="), Catch::Contains("level"));
}

TEST_CASE("a PBN results file is read into its section: numbers, names, results", "[played]") {
    const PlayedSection s = playedSectionFromPbn(readPbn(kMitchell));
    CHECK(s.event == "Tuesday Sim");
    CHECK(s.club == "Hove BC");
    CHECK(s.date == "2026-11-24");
    CHECK(s.program == "ClubScorer 4.2");
    CHECK(s.twoFields);
    REQUIRE(s.pairs.size() == 4);
    const PlayedPair* ns1 = pairOf(s, "1", Field::NorthSouth);
    REQUIRE(ns1);
    CHECK(ns1->players == std::vector<std::string>{"Ann Smith", "Bob Jones"});
    CHECK(pairOf(s, "2", Field::NorthSouth)->players ==
          std::vector<std::string>{"Cat Brown", "Dan Green"});
    CHECK(pairOf(s, "1", Field::EastWest)->players ==
          std::vector<std::string>{"Eve White", "Fay Black"});
    CHECK(pairOf(s, "2", Field::EastWest)->players.empty()); // "-" is no name

    // Three results; the row without a contract or a score is left out, and said.
    REQUIRE(s.lines.size() == 3);
    CHECK(s.lines[0].board == 1);
    CHECK(s.lines[0].ns == "1");
    CHECK(s.lines[0].ew == "1");
    CHECK(s.lines[0].play->contract.text() == "4S");
    CHECK(s.lines[0].lead == parseCard("HK"));
    CHECK(s.lines[0].fileScoreNs == 420);
    CHECK(s.lines[1].fileScoreNs == -50);
    CHECK(s.lines[2].play->contract.isPassedOut());
    CHECK(s.lines[2].fileScoreNs == 0);
    REQUIRE(s.skipped.size() == 1);
    CHECK_THAT(s.skipped[0], Catch::Contains("board 2") && Catch::Contains("no contract"));
}

TEST_CASE("one field or two: a number on both sides of one board is two pairs", "[played]") {
    // A Howell: pair 1 holds North-South on board 1 and East-West on board 3, never both on
    // one board.
    PlayedSection howell;
    howell.lines = {met(1, "1", "2"), met(1, "3", "4"), met(3, "4", "1"), met(3, "2", "3")};
    settleFields(howell);
    CHECK_FALSE(howell.twoFields);
    CHECK(howell.pairs.size() == 4);
    CHECK(std::all_of(howell.pairs.begin(), howell.pairs.end(),
                      [](const PlayedPair& p) { return p.field == Field::Any; }));

    // A Mitchell numbered without directions: 1 sits North-South and East-West on board 1.
    PlayedSection mitchell;
    mitchell.lines = {met(1, "1", "1"), met(1, "2", "2")};
    mitchell.pairs = {PlayedPair{"1", Field::Any, {"Ann Smith", "Bob Jones"}, {"", ""}}};
    settleFields(mitchell);
    CHECK(mitchell.twoFields);
    CHECK(mitchell.pairs.size() == 4);
    CHECK(pairOf(mitchell, "1", Field::NorthSouth));
    CHECK(pairOf(mitchell, "1", Field::EastWest));
    // Whose the names were cannot be told: they are left out, and said.
    CHECK(pairOf(mitchell, "1", Field::NorthSouth)->players.empty());
    REQUIRE(mitchell.skipped.size() == 1);
    CHECK_THAT(mitchell.skipped[0], Catch::Contains("1NS or 1EW"));
}

TEST_CASE("a PBN file without pairs' numbers is refused in one sentence", "[played]") {
    // A hand record: no results at all.
    CHECK_THROWS_WITH(playedSectionFromPbn(readPbn("[Board \"1\"]\n[Dealer \"N\"]\n")),
                      Catch::Contains("holds no results of pairs"));
    // A traveller that does not say who played.
    CHECK_THROWS_WITH(
        playedSectionFromPbn(readPbn("[Board \"1\"]\n[ScoreTable \"Contract\\4L;Score_NS\\4R\"]\n"
                                     "4S 420\n")),
        Catch::Contains("no PairId_NS and PairId_EW"));
    // A result that cannot be: the board and the file's line are named.
    CHECK_THROWS_WITH(
        playedSectionFromPbn(readPbn("[Board \"4\"]\n[ScoreTable \"PairId_NS;PairId_EW;Contract;"
                                     "Declarer;Result\"]\n1 2 4S N 14\n")),
        Catch::Contains("board 4, 1 v 2 (line 3)") && Catch::Contains("14 tricks"));
}

TEST_CASE("one Field, one word for it, one reading of a label's direction", "[played][labels]") {
    CHECK(fieldWord(Field::NorthSouth) == "NS");
    CHECK(fieldWord(Field::EastWest) == "EW");
    CHECK(fieldWord(Field::Any).empty());
    CHECK(fieldName(Field::NorthSouth) == "North-South");
    CHECK(fieldName(Field::EastWest) == "East-West");
    struct Case {
        const char* typed;
        const char* rest;
        Field field;
    };
    for (const Case& c : {Case{"3NS", "3", Field::NorthSouth}, Case{"NS3", "3", Field::NorthSouth},
                          Case{"3 ns", "3", Field::NorthSouth},
                          Case{"ew 12", "12", Field::EastWest}, Case{"aNS", "A", Field::NorthSouth},
                          Case{"b ew", "B", Field::EastWest}, Case{"7", "7", Field::Any},
                          Case{"NS", "NS", Field::Any}, Case{"NSA", "NSA", Field::Any}}) {
        INFO(c.typed);
        const FieldLabel label = readFieldLabel(c.typed);
        CHECK(label.rest == c.rest);
        CHECK(label.field == c.field);
    }
    // A results file's pair numbers are read by it: "NS3" and "3 NS" are the same pair.
    CHECK(readPlayedPairNumber("NS 3").field == Field::NorthSouth);
    CHECK(readPlayedPairNumber("NS 3").number == "3");
    CHECK(readPlayedPairNumber("3 ew").field == Field::EastWest);
}

TEST_CASE("a duplicate whist traveller in PBN is read as North-South's tricks", "[played][whist]") {
    const PlayedSection s = playedSectionFromPbn(
        readPbn("% PBN 2.1\n"
                "[Board \"1\"]\n"
                "[ScoreTable \"PairId_NS\\2R;PairId_EW\\2R;Tricks_NS\\2R;Tricks_EW\\2R\"]\n"
                "1NS 1EW 8 5\n"
                "2NS 2EW - 9\n"
                "3NS 3EW - -\n"));
    REQUIRE(s.lines.size() == 2);
    CHECK(s.lines[0].whistTricksNs == 8);
    CHECK(s.lines[1].whistTricksNs == 4); // 13 less East-West's 9
    CHECK_FALSE(s.lines[0].play);
    REQUIRE(s.skipped.size() == 1);
    CHECK_THAT(s.skipped[0], Catch::Contains("3NS v 3EW") && Catch::Contains("no tricks"));
    CHECK_THROWS_WITH(
        playedSectionFromPbn(readPbn("% PBN 2.1\n[Board \"1\"]\n"
                                     "[ScoreTable \"PairId_NS\\2R;PairId_EW\\2R;Tricks_NS\\2R\"]\n"
                                     "1 1 14\n")),
        Catch::Contains("tricks '14' are not 0 to 13"));
}

TEST_CASE("an individual's PBN is refused: its traveller numbers players, not pairs", "[played]") {
    CHECK_THROWS_WITH(
        playedSectionFromPbn(readPbn("% PBN 2.1\n[Board \"1\"]\n[Competition \"Individuals\"]\n"
                                     "[ScoreTable \"PairId_NS\\2R;PairId_EW\\2R;Contract\\5L;"
                                     "Declarer\\1R;Result\\2R\"]\n"
                                     "6 2 4S N 10\n")),
        Catch::Contains("the PBN file is an individual"));
}

TEST_CASE("a team event's PBN is refused as its USEBIO is", "[played]") {
    CHECK_THROWS_WITH(
        playedSectionFromPbn(readPbn("% PBN 2.1\n[Board \"1\"]\n[Competition \"Teams\"]\n"
                                     "[ScoreTable \"PairId_NS\\2R;PairId_EW\\2R;Contract\\5L;"
                                     "Declarer\\1R;Result\\2R\"]\n"
                                     "A1 D2 3NT N 9\nD1 A2 3NT N 9\n")),
        Catch::Contains("the PBN file is a teams event"));
    // RealBridge's export of a team event: a game a table, its four players named, no
    // traveller; read as the pairs who sat together.
    const PlayedSection seated = playedSectionFromPbn(
        readPbn("% PBN 2.1\n[Event \"Online teams\"]\n[Board \"1\"]\n[Competition \"Teams\"]\n"
                "[West \"Wes\"]\n[North \"Nia\"]\n[East \"Eli\"]\n[South \"Sam\"]\n"
                "[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
                "[Deal \"N:AKQJ.AKQ.AKQ.AKQ T98.JT9.JT9.JT98 765.876.876.7654 432.5432.5432.32\"]\n"
                "[Declarer \"N\"]\n[Contract \"3NT\"]\n[Result \"9\"]\n"));
    CHECK(seated.lines.size() == 1);
}
