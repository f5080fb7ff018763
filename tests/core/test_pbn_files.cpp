// SPDX-License-Identifier: GPL-3.0-or-later
// Real PBN files from other programs (endplay's test data, in the test data folder given at
// configure time, read in place, never copied): what the reader makes of them, checked
// against values read from the files by eye, and their round trip through the writer.
// Skipped when the folder is absent (a user's clone).
#include "core/DoubleDummy.h"
#include "core/Pbn.h"

#include "tests/support/TestFiles.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

using namespace overplay::core;

namespace {

const std::filesystem::path kDir = std::filesystem::path(OVERPLAY_SHARED_DIR) / "testdata" / "pbn";

// The file's text, or nullopt (and a note in the test output) when it is not there.
std::optional<std::string> load(const std::string& name) {
    const auto path = kDir / name;
    if (!std::filesystem::exists(path)) {
        WARN("skipped: " << path.string() << " is absent");
        return std::nullopt;
    }
    return overplay::tests::readFileBytes(path.string());
}

const PbnGame* gameWithTagOnLine(const PbnFile& file, const char* tag, int line) {
    for (const auto& g : file.games)
        if (const PbnTag* t = g.tag(tag); t && t->line == line)
            return &g;
    return nullptr;
}

void checkRoundTrip(const PbnFile& first) {
    const auto second = readPbn(writePbn(first.games));
    REQUIRE(second.games.size() == first.games.size());
    CHECK(second.warnings.size() == first.warnings.size());
    for (std::size_t g = 0; g < first.games.size(); ++g) {
        const auto& a = first.games[g];
        const auto& b = second.games[g];
        INFO("game " << g + 1);
        REQUIRE(a.tags.size() == b.tags.size());
        for (std::size_t i = 0; i < a.tags.size(); ++i) {
            if (a.tags[i].name != b.tags[i].name || a.tags[i].value != b.tags[i].value)
                FAIL_CHECK(a.tags[i].name << " \"" << a.tags[i].value << "\" came back as "
                                          << b.tags[i].name << " \"" << b.tags[i].value << "\"");
            REQUIRE(a.tags[i].section.size() == b.tags[i].section.size());
            for (std::size_t k = 0; k < a.tags[i].section.size(); ++k)
                CHECK(a.tags[i].section[k].tokens == b.tags[i].section[k].tokens);
        }
        CHECK(a.deal == b.deal);
        CHECK(a.contract == b.contract);
        CHECK(a.scoreNS == b.scoreNS);
        CHECK(a.doubleDummyTricks == b.doubleDummyTricks);
    }
}

} // namespace

TEST_CASE("every test file reads without a fatal error and round-trips", "[pbn][files]") {
    if (!std::filesystem::exists(kDir)) {
        WARN("skipped: " << kDir.string() << " is absent");
        return;
    }
    int files = 0;
    for (const auto& entry : std::filesystem::directory_iterator(kDir)) {
        if (entry.path().extension() != ".pbn")
            continue;
        ++files;
        INFO(entry.path().filename().string());
        const auto text = load(entry.path().filename().string());
        REQUIRE(text);
        const PbnFile file = readPbn(*text);
        CHECK_FALSE(file.games.empty());
        CHECK(file.warnings.empty());
        for (const auto& g : file.games)
            CHECK(g.deal); // every game of these files has its deal, given or inherited
        checkRoundTrip(file);
    }
    CHECK(files >= 5);
}

TEST_CASE("sample.pbn: '-' vulnerability, '#' event tags, a passed-out board", "[pbn][files]") {
    const auto text = load("endplay_examples_pbn_files_sample.pbn");
    if (!text)
        return;
    const auto file = readPbn(*text);
    REQUIRE(file.games.size() == 2);
    const auto& a = file.games[0];
    CHECK(a.board == 17);
    CHECK(a.dealer == Seat::North);
    CHECK(a.vulnerability == Vulnerability::None); // written "-"
    CHECK(a.deal->pbn() == "N:AT9.2.J432.A9863 76432.4.KQ.QJT72 Q.KJ976.AT8765.5 KJ85.AQT853.9.K4");
    CHECK(a.contract == Contract{5, Strain::Spades, Doubling::Doubled});
    CHECK(a.declarer == Seat::West);
    CHECK(a.result == 8);
    CHECK(a.scoreNS == 500);
    CHECK(a.lead == Card{Suit::Hearts, 2});
    CHECK(a.optimumScoreNS == 400);
    REQUIRE(a.doubleDummyTricks);
    CHECK(doubleDummyTricksText(*a.doubleDummyTricks) == "746b5747b55862758627");
    // Its OptimumResultTable lists only North and West: kept as a table, rows intact.
    REQUIRE(a.table("OptimumResultTable"));
    CHECK(a.table("OptimumResultTable")->rows.size() == 10);
    CHECK(a.table("OptimumResultTable")->rows[3].cells == std::vector<std::string>{"N", "D", "11"});
    CHECK(a.value("ScoreIMP") == "NS -2 EW 2");
    int notes = 0;
    for (const auto& t : a.tags)
        notes += t.name == "Note";
    CHECK(notes == 2);

    const auto& b = file.games[1];
    CHECK(b.value("Event") == "TestingPBN");
    CHECK(b.value("Site") == "SampleTestSite");
    CHECK(b.tag("Event")->inherited);
    CHECK(b.year == 2021);
    CHECK(b.day == 23);
    CHECK(b.board == 11);
    CHECK(b.dealer == Seat::South);
    CHECK(b.contract == Contract::passedOut());
    CHECK_FALSE(b.declarer);
    CHECK_FALSE(b.result);
    CHECK(b.scoreNS == 0);
    CHECK(doubleDummyTricksText(*b.doubleDummyTricks) == "77667775576677566775");
}

TEST_CASE("example1.pbn: PBN 2.1 export, two tables of board 1", "[pbn][files]") {
    const auto text = load("endplay_tests_pbn_example1.pbn");
    if (!text)
        return;
    const auto file = readPbn(*text);
    CHECK(file.version == "2.1");
    CHECK(file.escapes == std::vector<std::string>{"PBN 2.1", "EXPORT"});
    REQUIRE(file.games.size() == 2);
    CHECK(file.games[0].board == 1);
    CHECK(file.games[1].board == 1);
    CHECK(file.games[0].deal == file.games[1].deal);
    CHECK(file.games[0].contract == Contract{5, Strain::Hearts});
    CHECK(file.games[0].declarer == Seat::South);
    CHECK(file.games[0].result == 10);
    CHECK(file.games[0].scoreNS == -50);
    CHECK(file.games[0].lead == Card{Suit::Diamonds, 12});
    CHECK(file.games[1].contract == Contract{4, Strain::Hearts});
    CHECK(file.games[1].declarer == Seat::North);
    CHECK(file.games[1].scoreNS == 420);
    CHECK(file.games[1].lead == Card{Suit::Diamonds, 14});
    CHECK(file.games[1].year == 1998);
    CHECK(file.games[1].value("Room") == "Closed");
}

TEST_CASE("example2.pbn: 299 games of a team event with double-dummy tables", "[pbn][files]") {
    const auto text = load("endplay_tests_pbn_example2.pbn");
    if (!text)
        return;
    const auto file = readPbn(*text);
    REQUIRE(file.games.size() == 299);
    int passedOut = 0, scored = 0, tablesChecked = 0;
    std::set<int> boards;
    for (const auto& g : file.games) {
        REQUIRE(g.board);
        CHECK_FALSE(g.tag("Board")->inherited);
        boards.insert(*g.board);
        REQUIRE(g.contract);
        passedOut += g.contract->isPassedOut();
        scored += g.scoreNS.has_value();
        REQUIRE(g.doubleDummyTricks);
        // The file gives its tricks twice: as DoubleDummyTricks (which we read) and as a full
        // OptimumResultTable. They must agree, which pins our reading of the hex order.
        const PbnTable* t = g.table("OptimumResultTable");
        REQUIRE(t);
        REQUIRE(t->rows.size() == 20);
        for (const auto& row : t->rows) {
            const auto seat = parseSeat(row.cells[0]);
            const auto strain = parseStrain(row.cells[1]);
            REQUIRE(seat);
            REQUIRE(strain);
            CHECK(g.doubleDummyTricks->at(*strain, *seat) == std::stoi(row.cells[2]));
        }
        ++tablesChecked;
    }
    CHECK(tablesChecked == 299);
    CHECK(passedOut == 21);
    CHECK(scored == 279); // 20 passed-out games have no Score tag
    CHECK(boards.size() == 10);
    const auto& first = file.games[0];
    CHECK(first.board == 11);
    CHECK(first.dealer == Seat::South);
    CHECK(first.value("ScoreIMP") == "NS 4 EW -4");
    CHECK(first.optimumScoreNS == 90);
    CHECK(file.games[1].contract == Contract{1, Strain::NoTrump});
    CHECK(file.games[1].scoreNS == 120);
    CHECK(file.games[1].lead == Card{Suit::Diamonds, 4});
}

TEST_CASE("example2.pbn: libdds agrees with the file's double-dummy tricks",
          "[pbn][files][double-dummy]") {
    const auto text = load("endplay_tests_pbn_example2.pbn");
    if (!text)
        return;
    const auto file = readPbn(*text);
    const auto& g = file.games.at(0);
    const auto result = analyseDeal({*g.deal, *g.dealer, *g.vulnerability});
    CHECK(result.table == *g.doubleDummyTricks);
    CHECK(result.par.scoreNS == *g.optimumScoreNS);
}

TEST_CASE("example3.pbn: 7,632 games of 3,816 boards written without repeated tags",
          "[pbn][files]") {
    const auto text = load("endplay_tests_pbn_example3.pbn");
    if (!text)
        return;
    const auto file = readPbn(*text);
    CHECK(file.warnings.empty());
    CHECK(file.version.empty()); // "% PBN (c) 2021 rpbridge.net" is not a version line
    REQUIRE(file.games.size() == 7632);
    int ownBoard = 0, passedOut = 0;
    std::set<int> numbers;
    std::set<std::string> events;
    for (const auto& g : file.games) {
        REQUIRE(g.board);
        REQUIRE(g.deal);
        REQUIRE(g.contract);
        numbers.insert(*g.board);
        ownBoard += !g.tag("Board")->inherited;
        passedOut += g.contract->isPassedOut();
        events.insert(g.value("Event")); // given on a segment's first game, then kept
    }
    CHECK(events == std::set<std::string>{"Spingold", "U.S. Championship", "Vanderbilt",
                                          "World Championship"});
    CHECK(ownBoard == 3816);
    CHECK(passedOut == 20);
    CHECK(numbers.size() == 128);

    const auto& first = file.games[0];
    CHECK(first.board == 1);
    CHECK(first.year == 2012);
    CHECK(first.month == 8);
    CHECK_FALSE(first.day); // "2012.08.??"
    CHECK(first.contract == Contract{5, Strain::Clubs});
    CHECK(first.declarer == Seat::East);
    CHECK(first.result == 12);
    CHECK(first.lead == Card{Suit::Spades, 12});
    // The second table of board 1 gives only its players and its result.
    const auto& second = file.games[1];
    CHECK(second.board == 1);
    CHECK(second.deal == first.deal);
    CHECK(second.value("West") == "Zak");
    CHECK(second.contract == Contract{4, Strain::Spades, Doubling::Doubled});
    CHECK(second.declarer == Seat::North);
    CHECK(second.result == 10);
    // "1N" is one no trump.
    CHECK(file.games[2].board == 2);
    CHECK(file.games[2].contract == Contract{1, Strain::NoTrump});
    CHECK(file.games[2].result == 5);
    // "3NR" on line 2432: redoubled, after "X XX AP" in the auction.
    const PbnGame* redoubled = gameWithTagOnLine(file, "Contract", 2432);
    REQUIRE(redoubled);
    CHECK(redoubled->contract == Contract{3, Strain::NoTrump, Doubling::Redoubled});
    CHECK(redoubled->declarer == Seat::East);
    CHECK(redoubled->result == 7);
}

TEST_CASE("example4.pbn: comments over lines and to the end of a line", "[pbn][files]") {
    const auto text = load("endplay_tests_pbn_example4.pbn");
    if (!text)
        return;
    const auto file = readPbn(*text);
    CHECK(file.warnings.empty());
    REQUIRE(file.games.size() == 1);
    const auto& g = file.games[0];
    CHECK(g.value("HomeTeam") == "Poland");
    CHECK(g.value("VisitTeam") == "Sweden");
    CHECK(g.value("North") == "Balicki");
    CHECK(g.board == 1);
    CHECK(g.contract == Contract{5, Strain::Clubs});
    CHECK(g.result == 12);
    CHECK(g.tag("Auction")->section.size() == 3);
    CHECK(g.tag("Play")->section.size() == 5); // four tricks and the closing "*"
}
