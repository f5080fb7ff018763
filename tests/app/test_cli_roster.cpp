// SPDX-License-Identifier: GPL-3.0-or-later
// The club's players from the command line (docs/cli.md, "The club's players"): a roster of 60
// members imported, two club nights named from it (by name, by member number, and a visitor),
// each recorded, and the ladder after both checked against each night's own ranking.
#include "CliRun.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <unistd.h>

namespace {

namespace fs = std::filesystem;
using nlohmann::json;
using namespace overplay::tests;

const char* const kFirst[] = {"Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ida", "Jon"};
const char* const kLast[] = {"Smith", "Jones", "Brown", "Green", "Black", "White"};

/// Member i (0..59): "Ann Smith", number 100100 + i.
std::string memberName(int i) {
    return std::string(kFirst[i % 10]) + " " + kLast[i / 10];
}
std::string memberNumber(int i) {
    return std::to_string(100100 + i);
}

/// Each named player's percentage in an event, from its own ranking.
std::map<std::string, double> percentages(const std::string& event) {
    const auto rank = cli({"rank", event, "--json"});
    REQUIRE(rank.status == 0);
    std::map<std::string, double> out;
    const json ranked = json::parse(rank.out);
    for (const auto& ranking : ranked["rankings"])
        for (const auto& row : ranking["rows"]) {
            const std::string names = row["names"];
            const auto amp = names.find(" & ");
            REQUIRE(amp != std::string::npos);
            out[names.substr(0, amp)] = row["percent"];
            out[names.substr(amp + 3)] = row["percent"];
        }
    return out;
}

} // namespace

TEST_CASE("a roster of 60 members names two club nights, and the ladder after both",
          "[cli][roster]") {
    TempDir dir;
    const std::string club = dir.file("club.db");
    std::string members = "Name,Member number,Email\n";
    for (int i = 0; i < 60; ++i)
        members +=
            memberName(i) + "," + memberNumber(i) + ",m" + std::to_string(i) + "@example.org\n";
    writeFile(dir.file("members.csv"), members);
    const auto imported = cliOk({"roster", club, "--import", dir.file("members.csv"), "--club",
                                 "Overplay Bridge Club", "--club-number", "4077"});
    CHECK(imported.out.find("60 added, 0 updated, 0 unchanged") != std::string::npos);
    // The same list again changes nothing.
    CHECK(cli({"roster", club, "--import", dir.file("members.csv")}).out.find("60 unchanged") !=
          std::string::npos);

    // Night one: a 3-table Mitchell. Names typed as directors type them: another case, extra
    // spaces, a member number for a name, and a visitor.
    const std::string night1 = dir.file("monday.db");
    cliOk({"new", night1, "--name", "Monday pairs", "--date", "2026-09-07", "--movement",
           "mitchell", "--tables", "3"});
    writeFile(dir.file("pairs1.csv"), "1NS,ann smith,Bob  Smith\n"
                                      "2NS,100102,Dan Smith\n"
                                      "3NS,Eve Smith,Fay Smith\n"
                                      "1EW,Gus Smith,Vera Visitor\n"
                                      "2EW,Ida Smith,Jon Smith\n"
                                      "3EW,Ann Jones,Bob Jones\n");
    const auto named =
        cliOk({"pairs", night1, "--import", dir.file("pairs1.csv"), "--roster", club});
    CHECK(named.out.find("11 members of") != std::string::npos);
    CHECK(named.out.find("visitors added to the roster: Vera Visitor") != std::string::npos);
    enterAll(night1, dir.file("results1.csv"), 0);
    const auto p1 = percentages(night1);
    // The roster's spelling, and the member typed by number, are what the event keeps.
    CHECK(p1.count("Ann Smith") == 1);
    CHECK(p1.count("Cat Smith") == 1);
    CHECK(p1.count("Vera Visitor") == 1);

    // USEBIO carries the club and each member's number; the visitor has none.
    const std::string xml = dir.file("monday.xml");
    cliOk({"export", night1, "--usebio", xml});
    const std::string usebio = readFileBytes(xml);
    CHECK(usebio.find("<CLUB_NAME>Overplay Bridge Club</CLUB_NAME>") != std::string::npos);
    CHECK(usebio.find("<CLUB_ID_NUMBER>4077</CLUB_ID_NUMBER>") != std::string::npos);
    CHECK(usebio.find("<PLAYER_NAME>Cat Smith</PLAYER_NAME>\n"
                      "          <NATIONAL_ID_NUMBER>100102</NATIONAL_ID_NUMBER>") !=
          std::string::npos);
    const auto vera = usebio.find("<PLAYER_NAME>Vera Visitor</PLAYER_NAME>");
    REQUIRE(vera != std::string::npos);
    CHECK(usebio.substr(vera, 120).find("NATIONAL_ID_NUMBER") == std::string::npos);

    const auto recorded1 = cliOk({"roster", club, "--record", night1});
    CHECK(recorded1.out.find("recorded Monday pairs (2026-09-07): 12 players") !=
          std::string::npos);

    // Night two: new partnerships, Vera again (known now: no second visitor).
    const std::string night2 = dir.file("monday2.db");
    cliOk({"new", night2, "--name", "Monday pairs", "--date", "2026-09-14", "--movement",
           "mitchell", "--tables", "3"});
    writeFile(dir.file("pairs2.csv"), "1NS,Ann Smith,Cat Smith\n"
                                      "2NS,Bob Smith,Dan Smith\n"
                                      "3NS,Eve Smith,Vera Visitor\n"
                                      "1EW,Gus Smith,Fay Smith\n"
                                      "2EW,Cat Jones,Dan Jones\n"
                                      "3EW,Eve Jones,Fay Jones\n");
    const auto named2 =
        cli({"pairs", night2, "--import", dir.file("pairs2.csv"), "--roster", club});
    REQUIRE(named2.status == 0);
    CHECK(named2.out.find("visitors") == std::string::npos);
    enterAll(night2, dir.file("results2.csv"), 0);
    cliOk({"roster", club, "--record", night2});
    const auto p2 = percentages(night2);

    const auto list = cli({"roster", club});
    CHECK(list.out.find("60 members, 1 visitor") != std::string::npos);

    // The ladder, every event counting: each player's events, average and total are those of
    // the nights' own rankings.
    const auto ladder = cliOk({"ladder", club, "--json"});
    const json rows = json::parse(ladder.out)["rows"];
    CHECK(json::parse(ladder.out)["events"] == 2);
    CHECK(rows.size() == 16); // 12 players each night, 8 of them on both
    double previous = 1e9;
    for (const auto& row : rows) {
        const std::string name = row["name"];
        INFO(name);
        std::vector<double> played;
        if (p1.count(name))
            played.push_back(p1.at(name));
        if (p2.count(name))
            played.push_back(p2.at(name));
        REQUIRE(!played.empty());
        CHECK(row["events"] == played.size());
        const double total = played.size() == 2 ? played[0] + played[1] : played[0];
        CHECK(row["total"].get<double>() == Approx(total).margin(0.011));
        CHECK(row["average"].get<double>() == Approx(total / played.size()).margin(0.011));
        CHECK(row["total"].get<double>() <= previous + 1e-9);
        previous = row["total"].get<double>();
        std::string number; // the visitor has none
        for (int i = 0; i < 60; ++i)
            if (memberName(i) == name)
                number = memberNumber(i);
        CHECK(row["number"] == number);
    }
    // Best 1: the better night only.
    const json best = json::parse(cli({"ladder", club, "--json", "--best", "1"}).out)["rows"];
    for (const auto& row : best) {
        const std::string name = row["name"];
        const double better =
            std::max(p1.count(name) ? p1.at(name) : 0.0, p2.count(name) ? p2.at(name) : 0.0);
        CHECK(row["total"].get<double>() == Approx(better).margin(0.011));
    }
    // One season only: the first night.
    CHECK(json::parse(cli({"ladder", club, "--json", "--to", "2026-09-10"}).out)["rows"].size() ==
          12);
    const std::string page = dir.file("ladder.html");
    const auto printed = cli({"ladder", club, "--best", "1", "--html", page});
    REQUIRE(printed.status == 0);
    CHECK(printed.out.find("Overplay Bridge Club ladder") != std::string::npos);
    CHECK(readFileBytes(page).find("<th>Best 1</th>") != std::string::npos);

    // Completion: Ann Smith's partners first when typing her partner's name.
    const json offered = json::parse(
        cli({"roster", club, "--complete", "smi", "--partner", "Ann Smith", "--json"}).out);
    REQUIRE(offered.size() >= 2);
    CHECK((offered[0]["name"] == "Bob Smith" || offered[0]["name"] == "Cat Smith"));
}

TEST_CASE("names the roster cannot match are refused before anything is stored", "[cli][roster]") {
    TempDir dir;
    const std::string club = dir.file("club.db");
    writeFile(dir.file("members.csv"), "Ann Smith,100100\nBob Jones,100101\n");
    cliOk({"roster", club, "--import", dir.file("members.csv")});
    const std::string event = dir.file("night.db");
    cliOk({"new", event, "--name", "Night", "--date", "2026-09-07", "--movement", "mitchell",
           "--tables", "3"});
    // A member number nobody has is a typing slip: refused, naming the line.
    writeFile(dir.file("pairs.csv"), "1NS,Ann Smith,Bob Jones\n2NS,100999,Someone\n");
    const auto slip = cli({"pairs", event, "--import", dir.file("pairs.csv"), "--roster", club});
    CHECK(slip.status == 1);
    CHECK(slip.err.find("pairs.csv line 2") != std::string::npos);
    CHECK(slip.err.find("100999") != std::string::npos);
    const auto rank = cli({"rank", event, "--json"});
    CHECK(rank.out.find("Ann Smith") == std::string::npos);
    CHECK(cli({"roster", club}).out.find("Someone") == std::string::npos);
    // A roster that does not exist is not made by reading it.
    CHECK(cli({"roster", dir.file("nothing.db")}).status == 1);
    CHECK(!fs::exists(dir.file("nothing.db")));
    // A members file with a number given to two people changes nothing.
    writeFile(dir.file("bad.csv"), "Cat Brown,100200\nDan Brown,100200\n");
    const auto bad = cli({"roster", club, "--import", dir.file("bad.csv")});
    CHECK(bad.status == 1);
    CHECK(bad.err.find("bad.csv line 2: member number 100200 is Cat Brown") != std::string::npos);
    CHECK(cli({"roster", club}).out.find("Cat Brown") == std::string::npos);
    // Recording an event of no date is refused: a ladder places events by date.
    const std::string undated = dir.file("undated.db");
    cliOk({"new", undated, "--name", "Undated", "--movement", "mitchell", "--tables", "3"});
    const auto noDate = cli({"roster", club, "--record", undated});
    CHECK(noDate.status == 1);
    CHECK(noDate.err.find("no date") != std::string::npos);
}
