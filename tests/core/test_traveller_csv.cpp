// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Error.h"
#include "core/ResultText.h"
#include "core/TravellerCsv.h"
#include "tests/support/Errors.h"

#include <catch2/catch.hpp>

using namespace overplay::core;

namespace {
std::string readError(const std::string& text, bool whist = false) {
    return overplay::tests::inputErrorOf([&] { readTravellerCsv(text, whist); });
}
} // namespace

TEST_CASE("a travellers file: played, passed out, adjusted, score alone, weighted",
          "[csv][travellers]") {
    const auto rows = readTravellerCsv("board,ns,ew,contract,declarer,result,lead\n"
                                       "1,1,4,4S,N,=,SK\n"
                                       "1,2NS,3EW,3nt,s,-1\n"
                                       "2,1,3,PASS\n"
                                       "2,2,4,A+/A-\n"
                                       "\n"
                                       "3,1,2,+140\n"
                                       "3,3,4,\"60% 4S N =, 40% 4S N -1\"\n",
                                       false);
    REQUIRE(rows.size() == 6);
    CHECK(rows[0].line == 2);
    CHECK(rows[0].ns == "1");
    CHECK(rows[0].ew == "4");
    CHECK(rows[0].result.board == 1);
    CHECK(resultWords(rows[0].result) == "4S by N =");
    REQUIRE(rows[0].result.lead);
    CHECK(cardText(*rows[0].result.lead) == "SK");
    CHECK(rows[1].ns == "2NS");
    CHECK(rows[1].ew == "3EW");
    CHECK(resultWords(rows[1].result) == "3NT by S -1");
    CHECK(resultWords(rows[2].result) == "PASS");
    CHECK(resultWords(rows[3].result) == "A+/A-");
    CHECK(rows[4].line == 7); // the blank line is passed over, its number kept
    CHECK(rows[4].result.scoreOnlyNs == 140);
    REQUIRE(rows[5].result.weighted);
    CHECK(rows[5].result.weighted->outcomes.size() == 2);
    for (const auto& row : rows)
        CHECK(row.result.ns == 0);
}

TEST_CASE("a whist travellers file gives North-South's tricks", "[csv][travellers][whist]") {
    const auto rows = readTravellerCsv("1,1,2,7\r\n1,3,4,13\r\n", true);
    REQUIRE(rows.size() == 2);
    CHECK(rows[0].result.whistTricksNs == 7);
    CHECK(rows[1].result.whistTricksNs == 13);
    CHECK(readError("1,1,2,x\n", true) == "line 1: 'x' is not a number of tricks");
    CHECK(readError("1,1,2\n", true) == "line 1: expected board,ns,ew,tricks");
}

TEST_CASE("a travellers file's faults are named by their line", "[csv][travellers]") {
    CHECK(readError("1,1,4,4S,N,=\nx,1,4,4S,N,=\n") == "line 2: 'x' is not a board number");
    CHECK(readError("1,1,4\n") == "line 1: expected board,ns,ew,contract,declarer,result[,lead]");
    CHECK(readError("1,1,4,4S,N\n") == "line 1: expected board,ns,ew,contract,declarer,result");
    CHECK(readError("1,1,4,4S,N,\n") ==
          "line 1: Write the result after the declarer: =, +1, -2 or the tricks taken.");
    CHECK(readError("1,1,4,60% 4S N =,N\n") ==
          "line 1: a weighted score (\"60% 4S N =\") leaves declarer, result and lead empty");
    // A file cut off while it was copied: its last line is refused, not taken short.
    CHECK(readError("1,1,4,4S,N,=,SK\n1,2,3,4S,N") ==
          "line 2: the last line has 5 fields where the line before has 7 and no line end: the "
          "file looks cut off");
    CHECK(readTravellerCsv("", false).empty());
}

TEST_CASE("a travellers row written reads back the same", "[csv][travellers]") {
    for (const char* text : {"1,1,4,4SX,N,+1,HA\n", "2,A1,B2,PASS\n", "3,1,4,A60/A40\n",
                             "4,1,4,-50\n", "5,1,4,\"60% 4S N =, 40% 4S N -1\"\n"}) {
        INFO(text);
        const auto rows = readTravellerCsv(text, false);
        REQUIRE(rows.size() == 1);
        const auto again = readTravellerCsv(travellerCsvLine(rows[0]), false);
        REQUIRE(again.size() == 1);
        CHECK(resultWords(again[0].result) == resultWords(rows[0].result));
        CHECK(again[0].ns == rows[0].ns);
        CHECK(again[0].result.lead == rows[0].result.lead);
    }
}
