// SPDX-License-Identifier: GPL-3.0-or-later
// USEBIO read in: Overplay's own export read back line for line, a file written the way other
// club programs write theirs (numbers with their direction, "4 S", results "+2", "PASS", "NP",
// adjusted "A6040", sections), and a plain sentence for what cannot be read.
#include "core/Error.h"
#include "movements/Labels.h"
#include "reports/UsebioReader.h"
#include "reports/UsebioWriter.h"
#include "tests/reports/ReportFixture.h"
#include "tests/support/Errors.h"
#include "tests/support/PlayedPairs.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <tuple>

using namespace overplay;
using overplay::tests::pairOf;
using namespace overplay::reports;
using namespace overplay::reports::testing;

namespace {

/// A line of the file, keyed as the snapshot's: board and the two pairs' numbers as printed.
using LineKey = std::tuple<int, std::string, std::string>;

void checkReadBack(const EventSnapshot& s, bool twoFields) {
    const std::vector<core::PlayedSection> read = readUsebio(usebioXml(s));
    REQUIRE(read.size() == 1);
    const core::PlayedSection& section = read.front();
    CHECK(section.twoFields == twoFields);
    CHECK(section.program == "Overplay");
    CHECK(section.event == s.eventName);
    CHECK(section.club == s.clubName);
    CHECK(section.date == s.date);
    CHECK(section.skipped.empty());

    std::map<LineKey, const core::PlayedLine*> byKey;
    for (const core::PlayedLine& line : section.lines)
        byKey[{line.board, line.ns, line.ew}] = &line;
    std::size_t lines = 0;
    for (const core::BoardResult& board : s.result->boards)
        for (const core::ScoredLine& scored : board.lines) {
            ++lines;
            const core::TravellerLine& line = scored.line;
            const LineKey key{line.board, movements::labelNumber(s.movement, line.ns),
                              movements::labelNumber(s.movement, line.ew)};
            INFO("board " << line.board);
            REQUIRE(byKey.count(key));
            const core::PlayedLine& got = *byKey.at(key);
            CHECK(got.play == line.play);
            CHECK(got.adjusted == line.adjusted);
            CHECK(got.lead == line.lead);
            if (line.play)
                CHECK(got.fileScoreNs == scored.nsScore);
        }
    CHECK(section.lines.size() == lines);

    // Every pair with its players, in the field it played in.
    for (const auto& [entry, info] : s.entries) {
        const movements::Field field = movements::fieldOfEntry(s.movement, entry);
        const core::Field want = !twoFields                              ? core::Field::Any
                                 : field == movements::Field::NorthSouth ? core::Field::NorthSouth
                                                                         : core::Field::EastWest;
        const core::PlayedPair* pair =
            pairOf(section, movements::labelNumber(s.movement, entry), want);
        REQUIRE(pair);
        CHECK(pair->players == info.players);
    }
}

// A club's Mitchell of two tables as another program writes it (made up for this test, in the
// shape such files take).
const char* const kClubFile = R"(<?xml version="1.0" encoding="UTF-8"?>
<USEBIO Version="1.2">
 <CLUB><CLUB_NAME>Seaford BC</CLUB_NAME><CLUB_ID_NUMBER>123</CLUB_ID_NUMBER></CLUB>
 <EVENT EVENT_TYPE="PAIRS">
  <PROGRAM_NAME>Other Scorer</PROGRAM_NAME>
  <EVENT_DESCRIPTION>Simultaneous Pairs</EVENT_DESCRIPTION>
  <DATE>24/11/2026</DATE>
  <WINNER_TYPE>2</WINNER_TYPE>
  <PARTICIPANTS>
   <PAIR><PAIR_NUMBER>1 NS</PAIR_NUMBER><DIRECTION>NS</DIRECTION>
    <PLAYER><PLAYER_NAME>Ann Smith</PLAYER_NAME><NATIONAL_ID_NUMBER>1001</NATIONAL_ID_NUMBER></PLAYER>
    <PLAYER><PLAYER_NAME>Bob Jones</PLAYER_NAME><NATIONAL_ID_NUMBER>1002</NATIONAL_ID_NUMBER></PLAYER>
   </PAIR>
   <PAIR><PAIR_NUMBER>1 EW</PAIR_NUMBER><DIRECTION>EW</DIRECTION>
    <PLAYER><PLAYER_NAME>Cat Brown</PLAYER_NAME></PLAYER><PLAYER><PLAYER_NAME>Dan Green</PLAYER_NAME></PLAYER>
   </PAIR>
  </PARTICIPANTS>
  <BOARD><BOARD_NUMBER>1</BOARD_NUMBER>
   <TRAVELLER_LINE><NS_PAIR_NUMBER>1 NS</NS_PAIR_NUMBER><EW_PAIR_NUMBER>1 EW</EW_PAIR_NUMBER>
    <CONTRACT>4 S</CONTRACT><PLAYED_BY>S</PLAYED_BY><LEAD>H4</LEAD><TRICKS>+2</TRICKS><SCORE>480</SCORE></TRAVELLER_LINE>
   <TRAVELLER_LINE><NS_PAIR_NUMBER>2 NS</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2 EW</EW_PAIR_NUMBER>
    <CONTRACT>PASS</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>0</TRICKS><SCORE>0</SCORE></TRAVELLER_LINE>
  </BOARD>
  <BOARD><BOARD_NUMBER>2</BOARD_NUMBER>
   <TRAVELLER_LINE><NS_PAIR_NUMBER>1 NS</NS_PAIR_NUMBER><EW_PAIR_NUMBER>1 EW</EW_PAIR_NUMBER>
    <CONTRACT>NP</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>0</TRICKS><SCORE>0</SCORE></TRAVELLER_LINE>
   <TRAVELLER_LINE><NS_PAIR_NUMBER>2 NS</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2 EW</EW_PAIR_NUMBER>
    <TRICKS>0</TRICKS><SCORE>A6040</SCORE></TRAVELLER_LINE>
  </BOARD>
  <BOARD><BOARD_NUMBER>3</BOARD_NUMBER>
   <TRAVELLER_LINE><NS_PAIR_NUMBER>1 NS</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2 EW</EW_PAIR_NUMBER>
    <CONTRACT>3NT</CONTRACT><PLAYED_BY>W</PLAYED_BY><TRICKS>-1</TRICKS><SCORE>50</SCORE></TRAVELLER_LINE>
   <TRAVELLER_LINE><NS_PAIR_NUMBER>2 NS</NS_PAIR_NUMBER><EW_PAIR_NUMBER>1 EW</EW_PAIR_NUMBER>
    <SCORE>-620</SCORE></TRAVELLER_LINE>
   <TRAVELLER_LINE><NS_PAIR_NUMBER>3 NS</NS_PAIR_NUMBER><EW_PAIR_NUMBER>3 EW</EW_PAIR_NUMBER>
    <TRICKS>0</TRICKS></TRAVELLER_LINE>
  </BOARD>
 </EVENT>
</USEBIO>
)";

std::string readError(const std::string& xml) {
    return overplay::tests::inputErrorOf([&] { readUsebio(xml); });
}

} // namespace

TEST_CASE("Overplay's own USEBIO reads back line for line: a Mitchell in two fields",
          "[usebio-reader]") {
    checkReadBack(eveningOn(generated("mitchell", 3)), true);
    checkReadBack(eveningOn(generated("mitchell", 5)), true);
}

TEST_CASE("Overplay's own USEBIO reads back line for line: a Howell in one field",
          "[usebio-reader]") {
    checkReadBack(
        scoredWith(eveningOn(generated("howell", 4)), core::ScoringMethod::MatchpointsEbu), false);
    checkReadBack(
        scoredWith(eveningOn(generated("howell", 3)), core::ScoringMethod::MatchpointsEbu), false);
}

TEST_CASE("another program's USEBIO: directions on the numbers, results its own way",
          "[usebio-reader]") {
    const std::vector<core::PlayedSection> read = readUsebio(kClubFile);
    REQUIRE(read.size() == 1);
    const core::PlayedSection& s = read.front();
    CHECK(s.club == "Seaford BC");
    CHECK(s.event == "Simultaneous Pairs");
    CHECK(s.program == "Other Scorer");
    CHECK(s.date == "2026-11-24");
    CHECK(s.twoFields);
    const core::PlayedPair* ns1 = pairOf(s, "1", core::Field::NorthSouth);
    REQUIRE(ns1);
    CHECK(ns1->players == std::vector<std::string>{"Ann Smith", "Bob Jones"});
    CHECK(ns1->memberNumbers == std::vector<std::string>{"1001", "1002"});
    CHECK(pairOf(s, "1", core::Field::EastWest)->memberNumbers == std::vector<std::string>{"", ""});
    // Pairs only the lines name are pairs too, without names; the line with no result names
    // none.
    CHECK(pairOf(s, "2", core::Field::EastWest));
    CHECK_FALSE(pairOf(s, "3", core::Field::EastWest));
    CHECK(s.pairs.size() == 4);

    REQUIRE(s.lines.size() == 6);
    CHECK(s.lines[0].play->contract.text() == "4S");
    CHECK(s.lines[0].play->tricks == 12);
    CHECK(s.lines[0].lead == core::parseCard("H4"));
    CHECK(s.lines[0].fileScoreNs == 480);
    CHECK(s.lines[1].play->contract.isPassedOut());
    CHECK(s.lines[2].notPlayed);
    REQUIRE(s.lines[3].adjusted);
    CHECK(s.lines[3].adjusted->text() == "A60/A40");
    CHECK(s.lines[4].play->tricks == 8);
    CHECK(s.lines[4].play->declarer == core::Seat::West);
    CHECK(s.lines[5].scoreOnlyNs == -620);
    // The line with nothing on it is left out, and said.
    REQUIRE(s.skipped.size() == 1);
    CHECK_THAT(s.skipped[0], Catch::Contains("board 3") && Catch::Contains("no contract"));
}

TEST_CASE("a USEBIO file of several sections gives each its own", "[usebio-reader]") {
    const std::string xml = R"(<USEBIO Version="1.2"><EVENT EVENT_TYPE="PAIRS">
<SECTION SECTION_ID="A"><PARTICIPANTS><PAIR><PAIR_NUMBER>(A) 1</PAIR_NUMBER>
<PLAYER><PLAYER_NAME>Ann Smith</PLAYER_NAME></PLAYER></PAIR></PARTICIPANTS>
<BOARD><BOARD_NUMBER>1</BOARD_NUMBER><TRAVELLER_LINE><NS_PAIR_NUMBER>(A) 1</NS_PAIR_NUMBER>
<EW_PAIR_NUMBER>(A) 2</EW_PAIR_NUMBER><CONTRACT>1N</CONTRACT><PLAYED_BY>N</PLAYED_BY>
<TRICKS>7</TRICKS><SCORE>90</SCORE></TRAVELLER_LINE></BOARD></SECTION>
<SECTION SECTION_ID="B"><BOARD><BOARD_NUMBER>1</BOARD_NUMBER><TRAVELLER_LINE>
<NS_PAIR_NUMBER>(B) 1 NS</NS_PAIR_NUMBER><EW_PAIR_NUMBER>(B) 1 EW</EW_PAIR_NUMBER>
<CONTRACT>2 H</CONTRACT><PLAYED_BY>E</PLAYED_BY><TRICKS>=</TRICKS><SCORE>-110</SCORE>
</TRAVELLER_LINE></BOARD></SECTION></EVENT></USEBIO>)";
    const std::vector<core::PlayedSection> read = readUsebio(xml);
    REQUIRE(read.size() == 2);
    CHECK(read[0].letter == "A");
    CHECK(read[1].letter == "B");
    CHECK_FALSE(read[0].twoFields);
    CHECK(read[1].twoFields);
    CHECK(pairOf(read[0], "1", core::Field::Any)->players == std::vector<std::string>{"Ann Smith"});
    CHECK(read[1].lines.front().play->contract.text() == "2H");
}

TEST_CASE("what cannot be read gets one sentence, with its line", "[usebio-reader]") {
    CHECK_THAT(readError("<USEBIO><EVENT></USEBIO>"),
               Catch::Contains("line 1") && Catch::Contains("not well formed"));
    CHECK_THAT(readError("<RESULTS/>"), Catch::Contains("not USEBIO"));
    CHECK_THAT(readError("<USEBIO><EVENT EVENT_TYPE=\"TEAMS\"/></USEBIO>"),
               Catch::Contains("teams event"));
    CHECK_THAT(readError("<USEBIO><EVENT EVENT_TYPE=\"INDIVIDUAL\"/></USEBIO>"),
               Catch::Contains("individual"));
    CHECK_THAT(readError("<USEBIO><EVENT/></USEBIO>"), Catch::Contains("no traveller lines"));
    CHECK_THAT(readError("<USEBIO><EVENT>\n<BOARD><BOARD_NUMBER>5</BOARD_NUMBER>\n"
                         "<TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER>"
                         "<EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><CONTRACT>9S</CONTRACT>"
                         "</TRAVELLER_LINE></BOARD></EVENT></USEBIO>"),
               Catch::Contains("board 5, 1 v 2 (line 3)") && Catch::Contains("level"));
}
