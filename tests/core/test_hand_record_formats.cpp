// SPDX-License-Identifier: GPL-3.0-or-later
// Hand records for every dealing machine: PBN, DUP, BRI, DLM and LIN written and read back to
// the same cards, other programs' files (built here byte by byte from the published layouts)
// read to the deals they hold, and damaged files refused naming the board and the byte or
// line.
#include "core/Board.h"
#include "core/Dealing.h"
#include "core/Error.h"
#include "core/HandRecordFormats.h"
#include "core/Lin.h"

#include "tests/support/Errors.h"

#include <catch2/catch.hpp>

#include <functional>
#include <string>

using namespace overplay::core;

namespace {

const HandRecordFormat kFormats[] = {HandRecordFormat::Pbn, HandRecordFormat::Dup,
                                     HandRecordFormat::Bri, HandRecordFormat::Dlm,
                                     HandRecordFormat::Lin};

/// The deal of the example board in Duplimate's "Convert" description.
const char* const kConvertExample =
    "N:J987.JT7643.A4.Q .KQ2.QT9.AK98543 AQ42.A8.KJ762.J2 KT653.95.853.T76";

/// That board's BRI part exactly as the description prints it (North, East, South).
const std::string kConvertBri = "18043727240822422106250717"
                                "51503215164929412640314645"
                                "43351128302039140152133403";

/// Its DGE part: each hand's suits after the DOS character set's symbols (6 spade, 3 heart,
/// 4 diamond, 5 club).
std::string convertDge() {
    return "\x06J987\x03JT7643\x04"
           "A4\x05Q"
           "\x06\x03KQ2\x04QT9\x05"
           "AK98543"
           "\x06"
           "AQ42\x03"
           "A8\x04KJ762\x05J2"
           "\x06KT653\x03"
           "95\x04"
           "853\x05T76";
}

using overplay::tests::inputErrorOf;

} // namespace

TEST_CASE("every format written and read back gives the same 52 cards a board, 36 boards",
          "[hand-records]") {
    const std::vector<DealtBoard> dealt = dealBoards(1, 36, 0x5eed);
    for (HandRecordFormat format : kFormats) {
        INFO(handRecordFormatName(format));
        const std::string file = writeHandRecords(dealt, format, "Club pairs");
        // Told by what it holds, not by a name.
        CHECK(detectHandRecordFormat(file) == format);
        const std::vector<DealtBoard> read = readHandRecords(file, format);
        REQUIRE(read.size() == 36);
        for (std::size_t i = 0; i < read.size(); ++i) {
            INFO("board " << i + 1);
            CHECK(read[i].number == static_cast<int>(i) + 1);
            CHECK(read[i].deal.isComplete());
            CHECK(read[i].deal == dealt[i].deal);
            CHECK(read[i].dealer == dealt[i].dealer);
            CHECK(read[i].vulnerability == dealt[i].vulnerability);
        }
    }
    // Boards that start past 1 keep their numbers in the formats that number by place.
    const std::vector<DealtBoard> later = dealBoards(37, 12, 0x5eed);
    for (HandRecordFormat format : kFormats) {
        INFO(handRecordFormatName(format));
        const auto read = readHandRecords(writeHandRecords(later, format), format);
        REQUIRE(read.size() == 12);
        // BRI holds no board numbers: its boards count from 1.
        const int first = format == HandRecordFormat::Bri ? 1 : 37;
        CHECK(read.front().number == first);
        CHECK(read.back().number == first + 11);
        CHECK(read.back().deal == later.back().deal);
    }
}

TEST_CASE("a DUP record is laid out as Duplimate's Convert description says", "[hand-records]") {
    const auto boards = dealBoards(1, 32, 99);
    const std::string dup = writeHandRecords(boards, HandRecordFormat::Dup);
    REQUIRE(dup.size() == 32 * 156);
    // "If you have sets of 32, the last 10 bytes should read: YN1  1 32 ".
    CHECK(dup.substr(146, 10) == "YN1  1 32 ");
    CHECK(dup.substr(156 * 31 + 146, 10) == "YN1  1 32 ");
    CHECK(dup[78] == '\x06');
    const std::string bri = writeHandRecords(boards, HandRecordFormat::Bri);
    REQUIRE(bri.size() == 32 * 128);
    CHECK(bri.substr(0, 78) == dup.substr(0, 78));
}

TEST_CASE("other programs' files read to the deals they hold", "[hand-records]") {
    SECTION("the example board of Duplimate's Convert description, as a DUP file") {
        const std::string dup = kConvertBri + convertDge() + "YN1  1 1  ";
        REQUIRE(dup.size() == 156);
        REQUIRE(detectHandRecordFormat(dup) == HandRecordFormat::Dup);
        const auto boards = readHandRecords(dup, HandRecordFormat::Dup);
        REQUIRE(boards.size() == 1);
        CHECK(boards[0].deal.pbn() == kConvertExample);
        CHECK(boards[0].dealer == Seat::North);
        // Our writer gives the same DGE part, byte for byte.
        CHECK(writeHandRecords(boards, HandRecordFormat::Dup).substr(78, 68) == convertDge());
    }
    SECTION("the same BRI part alone, padded as dealing programs pad it") {
        const std::string bri = kConvertBri + std::string(32, ' ') + std::string(18, '\0');
        REQUIRE(detectHandRecordFormat(bri) == HandRecordFormat::Bri);
        CHECK(readHandRecords(bri, HandRecordFormat::Bri)[0].deal.pbn() == kConvertExample);
        // … and not padded.
        CHECK(readHandRecords(kConvertBri + kConvertBri, HandRecordFormat::Bri)[1].deal.pbn() ==
              kConvertExample);
    }
    SECTION("a DLM file of boards 7 and 8 as Dealer4 and Duplimate for Windows save one") {
        // Each letter: 'a' + 4 × the seat of a card + the seat of the next, the spade ace
        // first; the check: the board number xor the 26 letters (worked out apart, by hand).
        std::string dlm = "[Document]\r\nHeadline=Tuesday pairs\r\nStatus=Sealed\r\n"
                          "Duplicates=0\r\nFrom board=7\r\nTo board=8\r\n"
                          "Next board to duplimate=0\r\nPrintOuts=0\r\nCrypto key=0\r\n"
                          "Checksum=15\r\n";
        for (int b = 1; b <= 99; ++b) {
            const std::string n = (b < 10 ? "0" : "") + std::to_string(b);
            dlm += "Duplicates " + n + "=0\r\nBoard " + n + "=";
            const std::string check = std::to_string(b ^ 14);
            dlm += b == 7 ? "limaplkfaoambcgfoldjelfpfg014"
                   : b == 8
                       ? "limaplkfaoambcgfoldjelfpfg001"
                       : "aaaaaabffffffkkkkkklpppppp" + std::string(3 - check.size(), '0') + check;
            dlm += "\r\n";
        }
        REQUIRE(detectHandRecordFormat(dlm) == HandRecordFormat::Dlm);
        const auto boards = readHandRecords(dlm, HandRecordFormat::Dlm);
        REQUIRE(boards.size() == 2);
        CHECK(boards[0].number == 7);
        CHECK(boards[0].deal.pbn() == kConvertExample);
        CHECK(boards[0].dealer == Seat::South);
        CHECK(boards[0].vulnerability == Vulnerability::Both);
        CHECK(boards[1].number == 8);
    }
    SECTION("BBO's LIN hand record lines") {
        // South's, West's and North's hands (East holds the rest), dealer 3 = North.
        const std::string lin = "qx|o1|md|3SAQ42HA8DKJ762CJ2,SKT653H95D853CT76,"
                                "SJ987HJT7643DA4CQ,|rh||ah|Board 1|sv|o|pg||\n"
                                "qx|o2|md|4SAQ42HA8DKJ762CJ2,SKT653H95D853CT76,"
                                "SJ987HJT7643DA4CQ,SHKQ2DQT9CAK98543|rh||ah|Board 2|sv|n|pg||\n";
        REQUIRE(detectHandRecordFormat(lin) == HandRecordFormat::Lin);
        const auto boards = readHandRecords(lin, HandRecordFormat::Lin);
        REQUIRE(boards.size() == 2);
        CHECK(boards[0].deal.pbn() == kConvertExample);
        CHECK(boards[0].dealer == Seat::North);
        CHECK(boards[1].deal.pbn() == kConvertExample);
        CHECK(boards[1].dealer == Seat::East);
        CHECK(boards[1].vulnerability == Vulnerability::NorthSouth);
    }
}

TEST_CASE("a truncated or wrong file is refused with the board and the byte or line",
          "[hand-records]") {
    const auto boards = dealBoards(1, 36, 3);
    const std::string dup = writeHandRecords(boards, HandRecordFormat::Dup);
    CHECK(inputErrorOf([&] {
              readHandRecords(dup.substr(0, 156 * 20 + 50), HandRecordFormat::Dup);
          }) == "board 21 is cut short: 50 of its 156 bytes (from byte 3121)");
    std::string badNumber = dup;
    badNumber[156 * 2 + 10] = '9'; // a card number 9x on board 3
    CHECK(inputErrorOf([&] {
              readHandRecords(badNumber, HandRecordFormat::Dup);
          }).starts_with("board 3, byte 323: "));
    std::string twice = dup;
    twice.replace(156 * 4 + 2, 2, twice.substr(156 * 4, 2)); // board 5's first card twice
    CHECK(inputErrorOf([&] {
              readHandRecords(twice, HandRecordFormat::Dup);
          }).starts_with("board 5, byte 627: card "));
    std::string otherDge = dup;
    otherDge.replace(156 * 6 + 78, 68, dup.substr(156 * 7 + 78, 68)); // board 8's hands on 7
    CHECK(inputErrorOf([&] {
              readHandRecords(otherDge, HandRecordFormat::Dup);
          }).starts_with("board 7, byte 1015: N's sorted hand "));

    const std::string bri = writeHandRecords(boards, HandRecordFormat::Bri);
    CHECK(inputErrorOf([&] {
              readHandRecords(bri.substr(0, 128 * 35 + 40), HandRecordFormat::Bri);
          }) == "board 36 is cut short: 40 of its 78 digits (from byte 4481)");

    std::string dlm = writeHandRecords(boards, HandRecordFormat::Dlm);
    const std::size_t board5 = dlm.find("Board 05=");
    dlm[board5 + 9] = dlm[board5 + 9] == 'a' ? 'b' : 'a';
    CHECK(inputErrorOf([&] {
              readHandRecords(dlm, HandRecordFormat::Dlm);
          }).starts_with("board 5, line 20: the check "));
    const std::string whole = writeHandRecords(boards, HandRecordFormat::Dlm);
    const std::string dlmCut = whole.substr(0, whole.find("Duplicates 11="));
    CHECK(inputErrorOf([&] { readHandRecords(dlmCut, HandRecordFormat::Dlm); }) ==
          "board 11 is missing: the file says it holds boards 1 to 36");

    std::string lin = writeHandRecords(boards, HandRecordFormat::Lin);
    lin.replace(lin.find("qx|o3|md|") + 10, 1, "X");
    CHECK(inputErrorOf([&] {
              readHandRecords(lin, HandRecordFormat::Lin);
          }).starts_with("line 3: md: 'X' "));

    std::string pbn = writeHandRecords(boards, HandRecordFormat::Pbn);
    pbn.replace(pbn.find("[Deal \"N:") + 9, 1, "Z");
    CHECK(inputErrorOf([&] { readHandRecords(pbn, HandRecordFormat::Pbn); }).starts_with("line "));

    CHECK(inputErrorOf([] { detectHandRecordFormat("Board 1: AKQ..."); }) ==
          "is none of the hand record formats (PBN, DUP, BRI, DLM, LIN)");
    CHECK(inputErrorOf([] { readHandRecords("% PBN 2.1\n", HandRecordFormat::Pbn); }) ==
          "holds no complete deals");
    // Formats that number boards by place cannot leave one out.
    std::vector<DealtBoard> gap = {boards[0], boards[2]};
    CHECK(inputErrorOf([&] { writeHandRecords(gap, HandRecordFormat::Dup); }) ==
          "dup numbers boards by their place in the file: board 2 has no deal between boards 1 "
          "and 3");
    CHECK(inputErrorOf([] { writeHandRecords(dealBoards(95, 6, 1), HandRecordFormat::Dlm); }) ==
          "dlm holds boards 1 to 99 only: board 100 cannot be written");
}

TEST_CASE("a LIN board's auction and play give the contract and the tricks", "[hand-records]") {
    const std::string deal = "md|3SAQ42HA8DKJ762CJ2,SKT653H95D853CT76,SJ987HJT7643DA4CQ,|";
    SECTION("a claim") {
        const auto boards = readLin("pn|south,west,north,east|st||" + deal +
                                    "rh||ah|Board 1|sv|o|mb|p|mb|1C!|mb|2H|mb|p|mb|4H|mb|d|"
                                    "mb|p|mb|p|mb|p|pc|C6|pc|CQ|pc|CA|pc|C2|mc|10|");
        REQUIRE(boards.size() == 1);
        CHECK(boards[0].players[static_cast<int>(Seat::South)] == "south");
        CHECK(boards[0].players[static_cast<int>(Seat::East)] == "east");
        const auto play = linPlay(boards[0]);
        REQUIRE(play);
        CHECK(play->contract.text() == "4HX");
        // South named hearts first for North-South.
        CHECK(play->declarer == Seat::South);
        CHECK(play->tricks == 10);
    }
    SECTION("an unfinished auction has no result; four passes are a board passed out") {
        CHECK_FALSE(linPlay(readLin(deal + "mb|1S|mb|p|")[0]));
        const auto out = linPlay(readLin(deal + "mb|p|mb|p|mb|p|mb|p|")[0]);
        REQUIRE(out);
        CHECK(out->contract.isPassedOut());
    }
    SECTION("a card its player does not hold is refused") {
        CHECK(inputErrorOf([&] { linPlay(readLin(deal + "mb|1N|mb|p|mb|p|mb|p|\npc|SA|")[0]); }) ==
              "line 2: E plays SA, a card E does not hold");
    }
}
