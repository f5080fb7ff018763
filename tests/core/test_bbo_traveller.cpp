// SPDX-License-Identifier: GPL-3.0-or-later
// BBO's traveller pages (one a board, saved as HTML or copied as text) and RealBridge's PBN (a
// game a table, the four players named, no pair numbers) as played sections: each row one
// table's result, pairs found from who sat together, a row without a result and a board left
// out noted, never dropped; what cannot be read refused with its file and line.
#include "core/BboTraveller.h"
#include "core/Error.h"
#include "core/Pbn.h"
#include "core/PlayedSection.h"
#include "tests/support/Errors.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <set>

using namespace overplay::core;
using overplay::tests::inputErrorOf;

namespace {

/// The LIN of one table's board, as the Movie link of a traveller row carries it: percent
/// escapes for "|", "," and spaces, as a URL's query writes them.
std::string movie(int board, const std::string& swne, const std::string& lead) {
    std::string lin = "pn|" + swne +
                      "|st||md|3SAQ42HA8DKJ762CJ2,SKT653H95D853CT76,SJ987HJT7643DA4CQ,|rh||ah|"
                      "Board " +
                      std::to_string(board) + "|sv|o|mb|1N|mb|p|mb|3N|mb|p|mb|p|mb|p|pc|" + lead +
                      "|mc|9|";
    std::string escaped;
    for (char c : lin)
        escaped += c == '|'   ? std::string("%7C")
                   : c == ',' ? std::string("%2C")
                   : c == ' ' ? std::string("%20")
                              : std::string(1, c);
    return "<a href=\"#\" onclick=\"hv_popuplin('" + escaped +
           "');this.style.color='#888';return false;\">Movie</a>";
}

/// A traveller row: North, South, East, West, Result, NS Points, Score, Movie, Time.
std::string row(const std::string& n, const std::string& s, const std::string& e,
                const std::string& w, const std::string& result, const std::string& points,
                const std::string& movieCell) {
    return "<tr class=\"tourney\"><td>" + n + "</td><td>" + s + "</td><td>" + e + "</td><td>" + w +
           "</td><td>" + result + "</td><td>" + points + "</td><td>50.00%</td><td>" + movieCell +
           "</td><td>2026-11-27 15:04</td></tr>\n";
}

std::string page(int board, const std::string& rows, const std::string& points = "NS Points") {
    return "<!DOCTYPE html>\n<html><head><title>Bridge Base Online - Myhands</title></head>\n"
           "<body><table class=\"body\">\n<tr><th colspan=\"9\" class=\"traveller\">Board " +
           std::to_string(board) +
           " Traveller</th></tr>\n<tr><th>North</th><th>South</th><th>East</th><th>West</th>"
           "<th>Result</th><th>" +
           points +
           "</th><th>Score</th><th>Movie</th><th>Time</th></tr>\n"
           "<tr class=\"tourneySummary\"><td colspan=\"5\">Pairs 12:00 (session score)</td>"
           "<td>55.21%</td></tr>\n" +
           rows + "</table></body></html>\n";
}

} // namespace

TEST_CASE("a traveller's Result reads as BBO writes it", "[bbo][traveller]") {
    const auto read = [](const std::string& text) {
        PlayedLine line;
        REQUIRE(readBboResult(text, line));
        return line;
    };
    const PlayedLine spade = read("4\u2660N+1");
    REQUIRE(spade.play);
    CHECK(spade.play->contract.text() == "4S");
    CHECK(spade.play->declarer == Seat::North);
    CHECK(spade.play->tricks == 11);
    CHECK(read("3NTS=").play->contract.text() == "3NT");
    CHECK(read("3NN=").play->declarer == Seat::North);
    const PlayedLine doubled = read("2\u2665xW-2");
    CHECK(doubled.play->contract.text() == "2HX");
    CHECK(doubled.play->declarer == Seat::West);
    CHECK(doubled.play->tricks == 6);
    CHECK(read("1\u2663xxE=").play->contract.text() == "1CXX");
    CHECK(read("PASS").play->contract.isPassedOut());
    const PlayedLine adjusted = read("A60/40");
    REQUIRE(adjusted.adjusted);
    CHECK(adjusted.adjusted->text() == "A60/A40");
    PlayedLine none;
    CHECK_FALSE(readBboResult("  ", none));
    CHECK(inputErrorOf([] {
              PlayedLine l;
              readBboResult("4\u2660+1", l);
          }) == "result '4\u2660+1' has no declarer (N, E, S or W) after its contract");
    CHECK(inputErrorOf([] {
              PlayedLine l;
              readBboResult("Q\u2660N", l);
          }).starts_with("result 'Q\u2660N' is not a contract"));
}

TEST_CASE("BBO's traveller pages give the tournament's pairs and lines", "[bbo][traveller]") {
    // Board 1 at two tables; board 2 at the same two, Sue sitting in for Bob at the first; board
    // 3 left out of the download; board 4 at one table, its result never entered.
    const std::string b1 = page(
        1, row("ann", "bob", "cat", "dan", "3NN=", "400", movie(1, "bob,dan,ann,cat", "HK")) +
               row("eve", "fay", "gus", "hal", "3NN-1", "-50", movie(1, "fay,hal,eve,gus", "C2")));
    const std::string b2 = page(2,
                                row("ann", "sue", "gus", "hal", "4&hearts;xS-2", "-300", "") +
                                    row("eve", "fay", "cat", "dan", "PASS", "0", ""),
                                "NS Points");
    const std::string b4 = page(4, row("eve", "fay", "ann", "bob", "", "", ""), "EW Points");
    const PlayedSection s =
        playedSectionFromBboTravellers({{"b1.html", b1}, {"b2.html", b2}, {"b4.html", b4}});
    CHECK(s.program == "BBO");
    REQUIRE(s.pairs.size() == 4);
    CHECK(s.pairs[0].players == std::vector<std::string>{"ann", "bob", "sue"});
    CHECK(s.pairs[1].players == std::vector<std::string>{"cat", "dan"});
    CHECK(s.pairs[2].players == std::vector<std::string>{"eve", "fay"});
    CHECK(s.pairs[3].players == std::vector<std::string>{"gus", "hal"});
    REQUIRE(s.lines.size() == 5);
    // Board 1 from its Movie link's LIN: the number, the lead; the result from Result.
    CHECK(s.lines[0].board == 1);
    CHECK(s.lines[0].ns == "1");
    CHECK(s.lines[0].ew == "2");
    REQUIRE(s.lines[0].play);
    CHECK(s.lines[0].play->contract.text() == "3NT");
    CHECK(s.lines[0].play->tricks == 9);
    CHECK(s.lines[0].fileScoreNs == 400);
    CHECK(s.lines[0].lead == Card{Suit::Hearts, 13});
    CHECK(s.lines[1].play->contract.text() == "3NT");
    CHECK(s.lines[1].play->tricks == 8);
    // Board 2 from its title row, no Movie link: no lead.
    CHECK(s.lines[2].board == 2);
    CHECK(s.lines[2].play->contract.text() == "4HX");
    CHECK(s.lines[2].play->declarer == Seat::South);
    CHECK(s.lines[2].fileScoreNs == -300);
    CHECK_FALSE(s.lines[2].lead);
    CHECK(s.lines[3].play->contract.isPassedOut());
    // Board 4's row has no result: kept, as not played, and said.
    CHECK(s.lines[4].board == 4);
    CHECK(s.lines[4].notPlayed);
    CHECK(s.lines[4].ns == "3");
    CHECK(s.lines[4].ew == "1");
    CHECK(s.notes == std::vector<std::string>{
                         "board 4, 3 v 1 (line 7) in b4.html: no result (the traveller's Result "
                         "is empty): taken as not played; enter the result or an adjusted score",
                         "pair 1 (ann & bob): sue played board 2 for them, kept as played",
                         "board 3: no table's result in the files; the boards around it are "
                         "there, but which tables played it cannot be told",
                         "board 4: played at 1 table, others at 2: a table's result may be "
                         "missing"});
}

TEST_CASE("a traveller copied as text reads as its page does", "[bbo][traveller]") {
    const std::string text =
        "Board 7 Traveller\n"
        "North\tSouth\tEast\tWest\tResult\tNS Points\tScore\tMovie\tTime\n"
        "ann\tbob\tcat\tdan\t4\u2660N=\t420\t75.00%\tMovie\t2026-11-27 15:04\n"
        "eve\tfay\tgus\thal\t4\u2660N-1\t-50\t25.00%\tMovie\t2026-11-27 15:06\n";
    CHECK(isTravellerText(text));
    CHECK_FALSE(isTravellerText("[Event \"Club night\"]\n[Board \"1\"]\n"));
    CHECK(isHtmlStart("\n<!DOCTYPE html>"));
    CHECK(isHtmlStart("<HTML><head>"));
    CHECK_FALSE(isHtmlStart("<?xml version=\"1.0\"?><USEBIO>"));
    CHECK(isHtmlStart("<!-- saved from url=(0046)https://www.bridgebase.com/ -->\n<html>"));
    CHECK_FALSE(isHtmlStart("<!-- results -->\n<USEBIO Version=\"3.6\">"));
    const PlayedSection s = playedSectionFromBboTravellers({{"b7.txt", text}});
    REQUIRE(s.lines.size() == 2);
    CHECK(s.lines[0].board == 7);
    CHECK(s.lines[0].play->contract.text() == "4S");
    CHECK(s.lines[1].fileScoreNs == -50);
    CHECK(s.lines[1].where == "board 7, 3 v 4 (line 4) in b7.txt");
}

TEST_CASE("a traveller that cannot be read is refused with its file and line", "[bbo][traveller]") {
    CHECK(inputErrorOf([] {
              playedSectionFromBboTravellers(
                  {{"b1.html", page(1, row("ann", "bob", "cat", "dan", "4Z", "", ""))}});
          }) == "b1.html line 7: board 1: result '4Z' has no strain after its level");
    // Neither a title nor a hand record says which board the rows are of.
    CHECK(inputErrorOf([] {
              playedSectionFromBboTravellers(
                  {{"t.txt", "North\tSouth\tEast\tWest\tResult\nann\tbob\tcat\tdan\t4SN=\n"}});
          }) == "t.txt line 2: the traveller does not say which board it is (no \"Board N\" "
                "above its rows, no hand record in its Movie link)");
    CHECK(inputErrorOf([] {
              playedSectionFromBboTravellers(
                  {{"b1.html", page(1, row("ann", "", "cat", "dan", "4SN=", "", ""))}});
          }) == "b1.html line 7: board 1 does not name its S player (its traveller row's "
                "cell): whose result it is cannot be told");
    CHECK(inputErrorOf([] {
              playedSectionFromBboTravellers({{"x.html", "<html><p>hi</p></html>"}});
          }).starts_with("holds no traveller rows"));
    // Two pages that are not one tournament: board 1 dealt two ways.
    std::string other = movie(1, "fay,hal,eve,gus", "C2");
    other.replace(other.find("SAQ42"), 5, "SAQ74");
    other.replace(other.find("SJ987"), 5, "SJ982");
    CHECK(inputErrorOf([&] {
              playedSectionFromBboTravellers(
                  {{"a.html", page(1, row("ann", "bob", "cat", "dan", "3NN=", "",
                                          movie(1, "bob,dan,ann,cat", "HK")))},
                   {"b.html", page(1, row("eve", "fay", "gus", "hal", "3NN=", "", other))}});
          }) == "b.html line 7: board 1 is not the deal it is at a.html line 7: the files are "
                "of two events");
}

TEST_CASE("RealBridge's PBN: a game a table, its four players named, read as a section",
          "[pbn][realbridge]") {
    // The tags as RealBridge exports a session (Site "RealBridge", names with the player's
    // number after '#', Result in tricks, Score "NS …"), no pair numbers anywhere.
    const auto game = [](int board, const std::string& n, const std::string& e,
                         const std::string& s, const std::string& w, const std::string& contract,
                         const std::string& declarer, const std::string& result,
                         const std::string& score) {
        return "[Event \"Online pairs\"]\n[Site \"RealBridge\"]\n[Date \"2026.11.27\"]\n"
               "[Board \"" +
               std::to_string(board) + "\"]\n[West \"" + w + "\"]\n[North \"" + n +
               "\"]\n[East \"" + e + "\"]\n[South \"" + s +
               "\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
               "[Deal \"N:AQ42.A8.KJ762.J2 KT653.95.853.T76 J987.JT7643.A4.Q -\"]\n"
               "[Scoring \"MP\"]\n[Declarer \"" +
               declarer + "\"]\n[Contract \"" + contract + "\"]\n[Result \"" + result +
               "\"]\n[Score \"" + score + "\"]\n\n";
    };
    const std::string text =
        "% PBN 2.1\n% EXPORT\n" +
        game(1, "Ann Smith#100", "Cat Brown#102", "Bob Jones#101", "Dan Green#103", "3NT", "N", "9",
             "NS 400") +
        game(1, "Eve White#104", "Gus Hill#106", "Fay Black#105", "Hal King#107", "4S", "N", "9",
             "NS -50") +
        game(2, "Ann Smith#100", "Gus Hill#106", "Bob Jones#101", "Hal King#107", "Pass", "", "",
             "NS 0") +
        game(2, "Eve White#104", "Cat Brown#102", "Fay Black#105", "Dan Green#103", "", "", "", "");
    const PlayedSection s = playedSectionFromPbn(readPbn(text));
    CHECK(s.club == "RealBridge");
    CHECK(s.date == "2026-11-27");
    REQUIRE(s.pairs.size() == 4);
    CHECK(s.pairs[0].players == std::vector<std::string>{"Ann Smith", "Bob Jones"});
    CHECK(s.pairs[0].memberNumbers == std::vector<std::string>{"100", "101"});
    REQUIRE(s.lines.size() == 4);
    CHECK(s.lines[0].play->contract.text() == "3NT");
    CHECK(s.lines[0].play->tricks == 9);
    CHECK(s.lines[0].fileScoreNs == 400);
    CHECK(s.lines[1].play->tricks == 9);
    CHECK(s.lines[2].play->contract.isPassedOut());
    CHECK(s.lines[3].notPlayed);
    REQUIRE(s.notes.size() == 1);
    CHECK(s.notes[0].starts_with("board 2, 3 v 2 (line "));
    CHECK_THAT(s.notes[0], Catch::EndsWith(": no result (the game has no Contract): taken as "
                                           "not played; enter the result or an adjusted score"));
}

TEST_CASE("RealBridge's own export reads: every game one line, every player named",
          "[pbn][realbridge][files]") {
    // A 2021 online team qualifier as RealBridge exported it (tests/data/README.md says where
    // it is from); not copied into the repository, skipped where it is absent.
    const std::filesystem::path path = std::filesystem::path(OVERPLAY_SHARED_DIR) / "testdata" /
                                       "pbn" / "endplay_tests_pbn_example2.pbn";
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        WARN("skipped: " << path.string() << " is absent");
        return;
    }
    const std::string text{std::istreambuf_iterator<char>(in), {}};
    const PbnFile file = readPbn(text);
    const PlayedSection s = playedSectionFromPbn(file);
    CHECK(s.club == "RealBridge");
    CHECK(s.event == "2021 Online Qual: Open R2");
    CHECK(s.date == "2021-08-23");
    // Every game is a table's board: one line each, none left out.
    CHECK(file.games.size() == 299);
    CHECK(s.lines.size() == 299);
    CHECK(s.skipped.empty());
    // Each pair is two players, their numbers kept apart from their names.
    std::set<std::string> names;
    for (const PlayedPair& pair : s.pairs) {
        CHECK(pair.players.size() >= 2);
        for (std::size_t i = 0; i < pair.players.size(); ++i) {
            CHECK(pair.players[i].find('#') == std::string::npos);
            // RealBridge's stand-ins ("Dummy 3#") have no number.
            CHECK(pair.memberNumbers[i].empty() == pair.players[i].starts_with("Dummy "));
            names.insert(pair.players[i]);
        }
    }
    CHECK(names.count("Markus Knob"));
    // The first game: board 11 passed out, Markus Knob North.
    CHECK(s.lines[0].board == 11);
    REQUIRE(s.lines[0].play);
    CHECK(s.lines[0].play->contract.isPassedOut());
    // The second: 1NT by North, eight tricks, NS 120.
    CHECK(s.lines[1].play->contract.text() == "1NT");
    CHECK(s.lines[1].play->tricks == 8);
    CHECK(s.lines[1].fileScoreNs == 120);
}
