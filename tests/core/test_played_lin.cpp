// SPDX-License-Identifier: GPL-3.0-or-later
// A BBO tournament's LIN files as a played section: the result of each table's board from its
// auction and claim (or its whole play), pairs found from who sat together, a substitute kept
// as played, a board without a result taken as not played and noted, never dropped.
#include "core/Error.h"
#include "core/Lin.h"
#include "core/PlayedSection.h"

#include "tests/support/Errors.h"
#include "tests/support/TestData.h"
#include "tests/support/TestFiles.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <set>

using namespace overplay::core;

namespace {

/// One table's board as BBO writes it: players South, West, North, East; md with dealer 3
/// (North) and South's, West's and North's hands; the auction; the claim.
std::string table(int board, const std::string& players, const std::string& calls,
                  const std::string& end) {
    return "pn|" + players + "|st||md|3SAQ42HA8DKJ762CJ2,SKT653H95D853CT76,SJ987HJT7643DA4CQ,|" +
           "rh||ah|Board " + std::to_string(board) + "|sv|o|" + calls + end + "\n";
}

using overplay::tests::inputErrorOf;

} // namespace

TEST_CASE("a whole play counts each trick to the highest trump, else the suit led",
          "[lin][played]") {
    // North all the spades, East the hearts, South the diamonds, West the clubs.
    const std::string deal = "md|3SHDAKQJT98765432C,SHDCAKQJT98765432,SAKQJT98765432HDC,|";
    const auto play = [&](const std::string& contract) {
        std::string text = deal + "mb|" + contract + "|mb|p|mb|p|mb|p|";
        const char* ranks = "AKQJT98765432";
        if (contract == "7S") {
            // East leads the heart ace, North ruffs and takes every trick after.
            text += "pc|HA|pc|DA|pc|CA|pc|S2|";
            for (int i = 0; i < 12; ++i)
                text += std::string("pc|S") + ranks[i] + "|pc|H" + ranks[i + 1] + "|pc|D" +
                        ranks[i + 1] + "|pc|C" + ranks[i + 1] + "|";
        } else {
            // In no trumps East's hearts win every trick.
            for (int i = 0; i < 13; ++i)
                text += std::string("pc|H") + ranks[i] + "|pc|D" + ranks[i] + "|pc|C" + ranks[i] +
                        "|pc|S" + ranks[i] + "|";
        }
        return linPlay(readLin(text).front());
    };
    const auto grand = play("7S");
    REQUIRE(grand);
    CHECK(grand->tricks == 13);
    const auto notrump = play("7N");
    REQUIRE(notrump);
    CHECK(notrump->contract.text() == "7NT");
    CHECK(notrump->tricks == 0);
}

TEST_CASE("a BBO tournament's LIN files give its pairs and lines", "[lin][played]") {
    const std::string auction = "mb|1N|mb|p|mb|3N|mb|p|mb|p|mb|p|";
    // Board 1 at two tables, board 2 at the same two; at the second table of board 2 Bob's
    // place is taken by a substitute, Sue.
    const std::string first = table(1, "ann,cat,bob,dan", auction, "mc|9|") +
                              table(2, "ann,cat,bob,dan", auction, "mc|10|");
    const std::string second = table(1, "eve,gus,fay,hal", auction, "mc|8|") +
                               table(2, "sue,eve,ann,fay", auction, "mc|9|") +
                               table(2, "gus,dan,hal,cat", auction, "pc|HK|");
    // Ann and Sue meet Fay and Eve on board 2; Hal and Gus meet Cat and Dan on board 2, with no
    // result.
    const PlayedSection s =
        playedSectionFromLin({{"t1.lin", readLin(first)}, {"t2.lin", readLin(second)}});
    CHECK(s.program == "BBO");
    REQUIRE(s.pairs.size() == 4);
    // Numbered as they first appear: North-South, then East-West, table by table.
    CHECK(s.pairs[0].players == std::vector<std::string>{"ann", "bob", "sue"});
    CHECK(s.pairs[1].players == std::vector<std::string>{"dan", "cat"});
    CHECK(s.pairs[2].players == std::vector<std::string>{"fay", "eve"});
    CHECK(s.pairs[3].players == std::vector<std::string>{"hal", "gus"});
    REQUIRE(s.lines.size() == 5);
    CHECK(s.lines[0].ns == "1");
    CHECK(s.lines[0].ew == "2");
    REQUIRE(s.lines[0].play);
    CHECK(s.lines[0].play->contract.text() == "3NT");
    CHECK(s.lines[0].play->declarer == Seat::North);
    CHECK(s.lines[0].play->tricks == 9);
    CHECK(s.lines[2].play->tricks == 8);
    // Sue sat South with Ann, against Fay and Eve sitting East-West.
    CHECK(s.lines[3].ns == "1");
    CHECK(s.lines[3].ew == "3");
    // The last has no result: kept, as not played, and noted.
    CHECK(s.lines[4].notPlayed);
    CHECK_FALSE(s.lines[4].play);
    REQUIRE(s.notes.size() == 3);
    CHECK(s.notes[0] == "board 2, 4 v 2 (line 3) in t2.lin: no result (the play stops after 1 "
                        "card with no claim): taken as not played; enter the result or an "
                        "adjusted score");
    CHECK(s.notes[1] == "pair 1 (ann & bob): sue played board 2 for them, kept as played");
    // Board 1 at two tables, board 2 at three: a download may be missing, and that is said.
    CHECK(s.notes[2] == "board 1: played at 2 tables, others at 3: a table's result may be "
                        "missing");

    // The same table's board downloaded twice is one line.
    const PlayedSection twice =
        playedSectionFromLin({{"t1.lin", readLin(first)}, {"again.lin", readLin(first)}});
    CHECK(twice.lines.size() == 2);
}

TEST_CASE("LIN files that cannot be one tournament are refused with file and line",
          "[lin][played]") {
    const std::string auction = "mb|1N|mb|p|mb|p|mb|p|";
    CHECK(inputErrorOf([&] {
              playedSectionFromLin(
                  {{"a.lin", readLin(table(1, "ann,cat,bob,dan", auction, "mc|7|"))},
                   {"b.lin", readLin("pn|eve,gus,fay,hal|md|3SAQ74HA8DKJ762CJ2,SKT653H95D853CT76,"
                                     "SJ982HJT7643DA4CQ,|ah|Board 1|")}});
          }) == "b.lin line 1: board 1 is not the deal it is at a.lin line 1: the files are of "
                "two events");
    CHECK(inputErrorOf([&] {
              playedSectionFromLin({{"a.lin", readLin(table(1, "ann,,bob,dan", auction, ""))}});
          }) == "a.lin line 1: board 1 does not name its W player (pn): whose result it is "
                "cannot be told");
    CHECK(inputErrorOf([&] {
              playedSectionFromLin({{"a.lin", readLin(table(1, "ann,cat,bob,dan", auction, "") +
                                                      table(2, "ann,bob,cat,dan", auction, ""))}});
          }) == "a.lin line 1: board 1: bob and dan play for one pair elsewhere, here against "
                "each other");
}

TEST_CASE("a LIN file BBO wrote reads to the deals, contracts and tricks it holds",
          "[lin][played]") {
    // A real night's file, its players renamed (tests/data/README.md says where it is from).
    const std::string path = std::string(OVERPLAY_TEST_DATA) + "/lin/bbo-pair-night-anonymised.lin";
    const std::string text = overplay::tests::readFileBytes(path);
    REQUIRE_FALSE(text.empty());
    const std::vector<LinBoard> boards = readLin(text);
    REQUIRE(boards.size() == 12);
    CHECK(boards[0].number == 1);
    CHECK(boards[0].room == "o");
    CHECK(boards[0].players[static_cast<int>(Seat::South)] == "player01");
    CHECK(boards[0].players[static_cast<int>(Seat::West)] == "player02");
    CHECK(boards[0].players[static_cast<int>(Seat::North)] == "player03");
    CHECK(boards[0].players[static_cast<int>(Seat::East)] == "player04");
    // md|3S48JH25TQD235C679,…: North deals; ranks come low to high; East holds the rest.
    CHECK(boards[0].dealer == Seat::North);
    CHECK(boards[0].deal.pbn() ==
          "N:AQ752.9.KQJ.AKJ8 K9.J73.A9876.T32 J84.QT52.532.976 T63.AK864.T4.Q54");
    CHECK(boards[2].dealer == Seat::South);
    CHECK(boards[2].vulnerability == Vulnerability::EastWest);
    // Worked from the file's calls, claims and cards (each trick to the highest trump, else the
    // highest card of the suit led).
    struct Expected {
        int board;
        const char* contract;
        Seat declarer;
        int tricks;
    };
    for (const Expected& e :
         {Expected{1, "3HX", Seat::West, 7}, Expected{2, "1H", Seat::South, 9},
          Expected{3, "2NT", Seat::West, 7}, Expected{6, "6C", Seat::South, 12},
          Expected{9, "5CX", Seat::North, 9}, Expected{11, "3NT", Seat::East, 10}}) {
        INFO("board " << e.board);
        const auto play = linPlay(boards[static_cast<std::size_t>(e.board - 1)]);
        REQUIRE(play);
        CHECK(play->contract.text() == e.contract);
        CHECK(play->declarer == e.declarer);
        CHECK(play->tricks == e.tricks);
    }
    // One pair's night: player03 and player01 sat North-South against four pairs in turn.
    const PlayedSection s = playedSectionFromLin({{"night.lin", boards}});
    REQUIRE(s.pairs.size() == 5);
    CHECK(s.pairs[0].players == std::vector<std::string>{"player03", "player01"});
    CHECK(s.lines.size() == 12);
    CHECK(s.notes.empty());
}

TEST_CASE("a vugraph's eight names seat the closed room's four at its boards", "[lin]") {
    const auto boards = readLin(
        "pn|s1,w1,n1,e1,s2,w2,n2,e2|\nqx|o1|md|3SAQ42HA8DKJ762CJ2,SKT653H95D853CT76,"
        "SJ987HJT7643DA4CQ,|\nqx|c1|md|3SAQ42HA8DKJ762CJ2,SKT653H95D853CT76,SJ987HJT7643DA4CQ,|");
    REQUIRE(boards.size() == 2);
    CHECK(boards[0].players[static_cast<int>(Seat::North)] == "n1");
    CHECK(boards[1].room == "c");
    CHECK(boards[1].players[static_cast<int>(Seat::North)] == "n2");
    CHECK(boards[1].players[static_cast<int>(Seat::East)] == "e2");
    CHECK(boards[1].number == 1);
}

TEST_CASE("every LIN file in the test data reads to boards and a tournament's section",
          "[lin][played][files]") {
    // Whatever .lin files the test data folders hold (the repository's own, and other
    // programs' beside the checkout: tests/data/README.md lists them), each read whole: boards,
    // each numbered, and the pairs and lines of the tables they record.
    std::vector<std::filesystem::path> files =
        overplay::tests::filesUnder(OVERPLAY_TEST_DATA, ".lin");
    REQUIRE_FALSE(files.empty());
    for (auto& beside : overplay::tests::filesUnder(
             std::filesystem::path(OVERPLAY_SHARED_DIR) / "testdata", ".lin"))
        files.push_back(std::move(beside));
    for (const auto& path : files) {
        INFO(path.string());
        std::ifstream in(path, std::ios::binary);
        const std::string text{std::istreambuf_iterator<char>(in), {}};
        const std::vector<LinBoard> boards = readLin(text);
        REQUIRE_FALSE(boards.empty());
        for (const LinBoard& b : boards)
            CHECK(b.number);
        const PlayedSection s = playedSectionFromLin({{path.filename().string(), boards}});
        CHECK(s.pairs.size() >= 2);
        CHECK(s.lines.size() <= boards.size());
    }
}

TEST_CASE("a board no file holds is taken as not played at its round's tables when the boards "
          "beside it tell which",
          "[lin][played]") {
    const std::string auction = "mb|1N|mb|p|mb|3N|mb|p|mb|p|mb|p|";
    // Two tables, rounds of two boards: Ann-Bob and Eve-Fay sit North-South throughout;
    // Cat-Dan and Gus-Hal change tables after board 2.
    const auto round = [&](int first, int last, const std::string& a, const std::string& b) {
        std::string lin;
        for (int board = first; board <= last; ++board)
            lin += table(board, a, auction, "mc|9|") + table(board, b, auction, "mc|9|");
        return lin;
    };
    const std::string one = "ann,cat,bob,dan", two = "eve,gus,fay,hal";
    const std::string three = "ann,gus,bob,hal", four = "eve,cat,fay,dan";
    // Board 3 is in no file: board 4's tables played it (its round is a board short).
    const PlayedSection s = playedSectionFromLin(
        {{"t.lin", readLin(round(1, 2, one, two) + round(4, 4, three, four))}});
    std::vector<std::pair<std::string, std::string>> board3;
    for (const PlayedLine& line : s.lines)
        if (line.board == 3) {
            CHECK(line.notPlayed);
            CHECK_FALSE(line.play);
            board3.emplace_back(line.ns, line.ew);
        }
    std::sort(board3.begin(), board3.end());
    // Pairs by first appearance: 1 Ann-Bob, 2 Cat-Dan, 3 Eve-Fay, 4 Gus-Hal.
    CHECK(board3 == std::vector<std::pair<std::string, std::string>>{{"1", "4"}, {"3", "2"}});
    CHECK(std::find(s.notes.begin(), s.notes.end(),
                    "board 3: no table's result in the files; taken as not played at the 2 "
                    "tables of its round (the pairs that played the boards beside it); enter the "
                    "results or adjusted scores") != s.notes.end());

    // Rounds of one board: which tables played board 3 cannot be told, so nothing is made
    // up; the director is told.
    const PlayedSection single =
        playedSectionFromLin({{"t.lin", readLin(round(1, 1, one, two) + round(2, 2, three, four) +
                                                round(4, 4, one, two))}});
    CHECK(std::none_of(single.lines.begin(), single.lines.end(),
                       [](const PlayedLine& line) { return line.board == 3; }));
    CHECK(std::find(single.notes.begin(), single.notes.end(),
                    "board 3: no table's result in the files; the boards around it are there, "
                    "but which tables played it cannot be told") != single.notes.end());
    CHECK(single.untoldBoards == std::set<int>{3});
    CHECK(s.untoldBoards.empty());
}
