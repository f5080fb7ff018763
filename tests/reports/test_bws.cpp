// SPDX-License-Identifier: GPL-3.0-or-later
// A Bridgemate file read with mdbtools: a real club session's .bws, its players' names and
// numbers replaced by invented ones (tests/data/README.md says where it is from and how), read
// to its section, its pairs with their players, and every result the tables sent. What is
// checked was read from the file apart, with mdbtools' mdb-export.
#include "core/Error.h"
#include "reports/BwsReader.h"
#include "tests/support/PlayedPairs.h"
#include "tests/support/TestData.h"
#include "tests/support/TestFiles.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <iterator>

using namespace overplay;
using overplay::tests::pairOf;

namespace {

const std::string kSession = std::string(OVERPLAY_TEST_DATA) + "/bws/club-session-anonymised.bws";

} // namespace

TEST_CASE("a Bridgemate file is told by its first bytes", "[bws]") {
    REQUIRE(std::filesystem::exists(kSession));
    std::ifstream in(kSession, std::ios::binary);
    std::string start(64, '\0');
    in.read(start.data(), 64);
    CHECK(reports::isAccessDatabase(start));
    CHECK_FALSE(reports::isAccessDatabase("SQLite format 3"));
    CHECK_FALSE(reports::isAccessDatabase("<?xml version=\"1.0\"?>"));
}

TEST_CASE("a club's Bridgemate file reads to its section, pairs and results", "[bws]") {
    if (!reports::readsBridgemateFiles()) {
        CHECK_THROWS_AS(reports::readBws(kSession), core::InputError);
        WARN("skipped: this build has no mdbtools");
        return;
    }
    REQUIRE(std::filesystem::exists(kSession));
    const auto sections = reports::readBws(kSession);
    REQUIRE(sections.size() == 1);
    const core::PlayedSection& s = sections.front();
    CHECK(s.program == "Bridgemate");
    CHECK(s.event == "Bridge game");
    CHECK(s.date == "2026-01-19");
    CHECK(s.letter == "A");
    // A Mitchell of 11 tables: North-South and East-West pairs numbered apart.
    CHECK(s.twoFields);
    CHECK(s.pairs.size() == 22);
    CHECK(s.lines.size() == 297);
    CHECK(s.skipped.empty());
    // PlayerNumbers: table 1, North Hope Declarer 9900001, South Irene Lebensohl 9900003;
    // East Lionel Vulnerable 9900002 (pair 1 East-West sat there in round 1).
    const core::PlayedPair* ns1 = pairOf(s, "1", core::Field::NorthSouth);
    REQUIRE(ns1);
    CHECK(ns1->players == std::vector<std::string>{"Hope Declarer", "Irene Lebensohl"});
    CHECK(ns1->memberNumbers == std::vector<std::string>{"9900001", "9900003"});
    const core::PlayedPair* ew1 = pairOf(s, "1", core::Field::EastWest);
    REQUIRE(ew1);
    REQUIRE(ew1->players.size() == 2);
    CHECK(ew1->players[0] == "Lionel Vulnerable");
    // ReceivedData row 3: table 1, round 1, board 1, pairs 1 and 1, 3 NT by E +2.
    const auto first = std::find_if(s.lines.begin(), s.lines.end(), [](const core::PlayedLine& l) {
        return l.where == "board 1, 1 v 1 (ReceivedData row 3)";
    });
    REQUIRE(first != s.lines.end());
    REQUIRE(first->play);
    CHECK(first->play->contract.text() == "3NT");
    CHECK(first->play->declarer == core::Seat::East);
    CHECK(first->play->tricks == 11);
    // Row 250: board 12 passed out (no result written).
    const auto passed = std::find_if(s.lines.begin(), s.lines.end(), [](const core::PlayedLine& l) {
        return l.where == "board 12, 6 v 10 (ReceivedData row 250)";
    });
    REQUIRE(passed != s.lines.end());
    REQUIRE(passed->play);
    CHECK(passed->play->contract.isPassedOut());
}

TEST_CASE("a file that is no Bridgemate file is refused", "[bws]") {
    if (!reports::readsBridgemateFiles())
        return;
    const std::string path = std::string(OVERPLAY_TEST_DATA) + "/usebio/real_world_order.txt";
    CHECK_THROWS_AS(reports::readBws(path), core::InputError);
}

TEST_CASE("every Bridgemate file in the test data reads to sections with results", "[bws][files]") {
    // Whatever .bws files the test data folders hold (the repository's own, and other
    // programs' beside the checkout: tests/data/README.md lists them), each read whole: at
    // least one section, each with pairs and results.
    std::vector<std::filesystem::path> files = tests::filesUnder(OVERPLAY_TEST_DATA, ".bws");
    REQUIRE_FALSE(files.empty());
    for (auto& beside :
         tests::filesUnder(std::filesystem::path(OVERPLAY_SHARED_DIR) / "testdata", ".bws"))
        files.push_back(std::move(beside));
    if (!reports::readsBridgemateFiles()) {
        WARN("skipped: this build has no mdbtools");
        return;
    }
    for (const auto& path : files) {
        INFO(path.string());
        const auto sections = reports::readBws(path.string());
        REQUIRE_FALSE(sections.empty());
        for (const core::PlayedSection& s : sections) {
            CHECK_FALSE(s.pairs.empty());
            CHECK_FALSE(s.lines.empty());
            // Each result with the round and table it was played at: the night's movement.
            for (const core::PlayedLine& line : s.lines) {
                CHECK(line.round > 0);
                CHECK(line.table > 0);
            }
        }
    }
}

TEST_CASE("a Bridgemate file cut short is refused as such", "[bws]") {
    if (!reports::readsBridgemateFiles())
        return;
    const std::string whole = tests::readFileBytes(kSession);
    REQUIRE(whole.size() % 2048 == 0);
    tests::TempDir dir("bws-cut");
    const auto cut = [&](std::size_t bytes) {
        const std::string path = dir.file("cut" + std::to_string(bytes) + ".bws");
        std::ofstream(path, std::ios::binary) << whole.substr(0, bytes);
        return path;
    };
    // Cut inside a page: told by its size before mdbtools reads it.
    const std::string inside = cut(600000);
    CHECK_THROWS_WITH(reports::readBws(inside),
                      inside + " is cut short: 600000 bytes, not a whole number of its 2048-byte "
                               "pages; copy it again from the scoring computer");
    // Cut at a page's end, the results' pages lost: what mdbtools could not read is said.
    const std::string atPage = cut(whole.size() - 60 * 2048);
    CHECK_THROWS_WITH(reports::readBws(atPage),
                      Catch::StartsWith(atPage + " is damaged or cut short: mdbtools could not "
                                                 "read it (") &&
                          Catch::Contains("beyond EOF") &&
                          Catch::EndsWith("; copy it again from the scoring computer"));
}
