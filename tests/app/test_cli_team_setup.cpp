// SPDX-License-Identifier: GPL-3.0-or-later
// Setting up a team event from the command line as a director does it: naming the teams
// (again, mid-event), then entering results by team name. A name that could not be typed back
// to its team is refused with one line and nothing stored; a line between teams that do not
// meet on that board is refused naming whom they do play and where the two meet.
#include "CliRun.h"

#include "core/Text.h"
#include "db/EventStore.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <string>
#include <vector>

namespace {

using namespace overplay;
using namespace overplay::tests;

/// A 4-team round robin scored by IMPs, two boards a match, the teams named: round 1 is
/// Archers (A) v Browns (D) and Greens (B) v Smith, Jones (C); round 2 A v C and B v D (boards
/// 3-4); round 3 A v B and C v D (boards 5-6).
std::string namedRoundRobin(const TempDir& dir) {
    return newWinterTeams(dir, "1,Archers,Ann,Bob,Cat,Dan\n2,Greens,Eve,Fay,Gus,Hal\n"
                               "3,\"Smith, Jones\",Ian,Jo,Kim,Len,Mo\n4,Browns,Max,Ned\n");
}

std::vector<std::string> namesOf(const std::string& event) {
    std::vector<std::string> names;
    for (const db::Team& t : db::EventStore::open(event).teams())
        names.push_back(t.name);
    return names;
}

/// Exactly one line on stderr, and status 1.
void refusedInOneLine(const CliRun& r) {
    INFO(r.err);
    CHECK(r.status == 1);
    REQUIRE(!r.err.empty());
    CHECK(r.err.find('\n') == r.err.size() - 1);
}

} // namespace

TEST_CASE("teams --import refuses a name that could not be typed back to its team",
          "[cli][teams][setup]") {
    TempDir dir;
    const std::string event = namedRoundRobin(dir);
    const std::vector<std::string> before{"Archers", "Greens", "Smith, Jones", "Browns"};
    REQUIRE(namesOf(event) == before);
    const std::size_t audit = auditRows(event);

    SECTION("two teams of one file named alike but for case and spaces") {
        const CliRun r =
            cli({"teams", event, "--import", dir.write("t.csv", "1,Archers\n2,ARCHERS\n")});
        refusedInOneLine(r);
        CHECK(r.err.find("'ARCHERS' is given to two teams") != std::string::npos);
    }
    SECTION("a team renamed to the name another team already has") {
        // `result` reads "Archers" as team 1 first: team 2 could never be named so.
        const CliRun r = cli({"teams", event, "--import", dir.write("t.csv", "2,Archers\n")});
        refusedInOneLine(r);
        CHECK(r.err.find("team 2's name 'Archers' is team 1's already") != std::string::npos);
    }
    SECTION("a team renamed to another team's name in other case and spacing") {
        const CliRun r = cli({"teams", event, "--import", dir.write("t.csv", "4,green s\n")});
        refusedInOneLine(r);
        CHECK(r.err.find("team 2's already") != std::string::npos);
    }
    SECTION("a name that is another team's letter") {
        // "B" names team 2 by the letter of its pairs B1 and B2.
        const CliRun r = cli({"teams", event, "--import", dir.write("t.csv", "1,B\n")});
        refusedInOneLine(r);
        CHECK(r.err.find("letter of team 2") != std::string::npos);
    }
    SECTION("a name that is a pair's label") {
        // "D2" names the Browns' second pair, whatever team is called so.
        const CliRun r = cli({"teams", event, "--import", dir.write("t.csv", "1,d 2\n")});
        refusedInOneLine(r);
        CHECK(r.err.find("label of team 4's pair D2") != std::string::npos);
    }
    SECTION("a name with a line break in its quotes") {
        const CliRun r =
            cli({"teams", event, "--import", dir.write("t.csv", "1,\"Arch\ners\",Ann\n")});
        refusedInOneLine(r);
        CHECK(r.err.find("team 1: the name") != std::string::npos);
        CHECK(r.err.find("control character") != std::string::npos);
    }
    SECTION("a name that is how another team is printed without one") {
        const CliRun r = cli({"teams", event, "--import", dir.write("t.csv", "1,Team 4\n")});
        refusedInOneLine(r);
        CHECK(r.err.find("is how team 4 is printed without a name") != std::string::npos);
    }
    SECTION("a column of names alone") {
        // The first line reads as a header; the second must say which team it names.
        const CliRun r =
            cli({"teams", event, "--import", dir.write("t.csv", "Lions\nTigers\nWolves\nBears\n")});
        refusedInOneLine(r);
        CHECK(r.err.find("t.csv line 2: 'Tigers' is a name without its team's number: each "
                         "line is number,name,player1,player2,") != std::string::npos);
    }
    SECTION("a spreadsheet's semicolons between the fields") {
        const CliRun r = cli({"teams", event, "--import",
                              dir.write("t.csv", "number;name\n1;Lions;Ann\n2;Tigers\n")});
        refusedInOneLine(r);
        CHECK(r.err.find("t.csv line 2: the fields are separated by ';', not ','") !=
              std::string::npos);
    }
    CHECK(namesOf(event) == before);
    CHECK(auditRows(event) == audit);
}

TEST_CASE("teams --import renames a team mid-event; names swap in one file",
          "[cli][teams][setup]") {
    TempDir dir;
    const std::string event = namedRoundRobin(dir);
    cliOk({"result", event, "1", "Archers", "Browns", "4S", "N", "="});
    // A team's own name in another case is its own, and two teams may swap names at once.
    cliOk({"teams", event, "--import", dir.write("t.csv", "1,ARCHERS\n")});
    cliOk({"teams", event, "--import", dir.write("swap.csv", "1,Greens\n2,ARCHERS\n")});
    CHECK(namesOf(event) ==
          std::vector<std::string>{"Greens", "ARCHERS", "Smith, Jones", "Browns"});
    // "number,name" alone renames a team and keeps its players; spaces inside the quotes
    // are no part of the name.
    cliOk({"teams", event, "--import", dir.write("rename.csv", "4,\"  Blacks \"\n")});
    const db::Team blacks = db::EventStore::open(event).teams().at(3);
    CHECK(blacks.name == "Blacks");
    CHECK(blacks.players == std::vector<std::string>{"Max", "Ned"});
    // The result stays with the team that played it, now called Greens.
    const CliRun r = cliOk({"result", event, "1", "Blacks", "Greens", "4S", "N", "-1"});
    CHECK(r.out.find("D1 v A2") != std::string::npos);
}

TEST_CASE("a line between teams that do not meet on that board names the right meeting",
          "[cli][teams][setup]") {
    TempDir dir;
    const std::string event = namedRoundRobin(dir);
    const std::size_t audit = auditRows(event);

    const CliRun r = cli({"result", event, "3", "Archers", "Greens", "4S", "N", "="});
    refusedInOneLine(r);
    INFO(r.err);
    // Board 3 is round 2: Archers v Smith, Jones at tables 3 and 4, Greens v Browns at 1 and 2.
    CHECK(r.err.find("Archers play board 3 against Smith, Jones (round 2, tables 3 and 4)") !=
          std::string::npos);
    CHECK(r.err.find("Greens play board 3 against Browns (round 2, tables 1 and 2)") !=
          std::string::npos);
    CHECK(r.err.find("Archers and Greens meet on boards 5-6 (round 3)") != std::string::npos);

    const CliRun self = cli({"result", event, "1", "Archers", "archers", "4S", "N", "="});
    refusedInOneLine(self);
    CHECK(self.err.find("Archers play board 1 against Browns (round 1, tables 1 and 2); a team "
                        "does not play itself") != std::string::npos);
    // A pair's label with its team-mates' opponents: the lines of that board as printed.
    const CliRun pair = cli({"result", event, "1", "A2", "Browns", "4S", "N", "="});
    refusedInOneLine(pair);
    CHECK(pair.err.find("board 1 is played A1 v D2 (round 1, table 1), D1 v A2 (round 1, table "
                        "2): the pair holding the North-South cards comes first") !=
          std::string::npos);
    CHECK(auditRows(event) == audit);

    // A Swiss team with a bye is told so.
    const std::string swiss = dir.file("swiss.db");
    cliOk({"new", swiss, "--name", "Swiss", "--movement", "swiss-teams", "--teams", "5", "--rounds",
           "3", "--boards-per-round", "2", "--scoring", "imps"});
    const CliRun bye = cli({"result", swiss, "1", "E", "A", "4S", "N", "="});
    refusedInOneLine(bye);
    CHECK(bye.err.find("Team 5 have a bye on board 1 (round 1)") != std::string::npos);
    CHECK(bye.err.find("do not meet in the rounds drawn so far") != std::string::npos);

    // A weighted score has no field to be scored against in a match: refused in words.
    const CliRun weighted =
        cli({"result", event, "1", "Archers", "Browns", "--weighted", "60% 4S N =, 40% 4S N -1"});
    refusedInOneLine(weighted);
    CHECK(weighted.err.find("an event scored by imps compares two tables") != std::string::npos);

    // The right meeting goes in by team name, both ways round, in any case.
    cliOk({"result", event, "5", "archers", "GREENS", "4S", "N", "="});
    cliOk({"result", event, "5", "Greens", "Archers", "4S", "N", "-1"});
}

TEST_CASE("teams --import reads a spreadsheet's file: BOM, CR LF, blank lines, long rosters",
          "[cli][teams][setup]") {
    TempDir dir;
    const std::string event = dir.file("rr.db");
    cliOk({"new", event, "--name", "Winter teams", "--movement", "round-robin-teams", "--teams",
           "4", "--boards-per-round", "2", "--scoring", "imps"});
    const CliRun r =
        cliOk({"teams", event, "--import",
               dir.write("teams.csv", "\xEF\xBB\xBFnumber,name,player1,player2\r\n\r\n"
                                      "1,Lions,Ann,Bob,Cat,Dan,Eve\r\n,,,\r\n"
                                      "3,\"Smith, Jones\",Fay,Gus,Hal,Ian,Jo,Kim\r\n")});
    CHECK(r.out == "stored the names of 2 teams\n");
    const auto teams = db::EventStore::open(event).teams();
    CHECK(teams.at(0).name == "Lions");
    CHECK(teams.at(0).players.size() == 5);
    CHECK(teams.at(1).name.empty());
    CHECK(teams.at(2).name == "Smith, Jones");
    CHECK(teams.at(2).players.size() == 6);
    // A team the event does not have: refused, nothing stored.
    const CliRun more =
        cli({"teams", event, "--import", dir.write("more.csv", "4,Bears\n5,Eagles\n")});
    refusedInOneLine(more);
    CHECK(more.err.find("more.csv line 2: there is no team 5 in this event (teams 1..4)") !=
          std::string::npos);
    CHECK(db::EventStore::open(event).teams().at(3).name.empty());
}

TEST_CASE("rank prints a long UTF-8 team name whole characters, its columns lined up",
          "[cli][teams][setup]") {
    TempDir dir;
    const std::string event = namedRoundRobin(dir);
    // 22 characters, 28 bytes: cut at byte 24 it would end inside the 'é'.
    cliOk({"teams", event, "--import",
           dir.write("u.csv", "1,\xC3\x86r\xC3\xB8 \xC3\x98lstykke Br\xC3\xAF"
                              "dgx\xC3\xA9kl\xC3\xBC"
                              "b Vest,Ann,Bob\n")});
    const auto charactersBefore = [](const std::string& text, std::size_t bytes) {
        std::size_t n = 0;
        for (std::size_t i = 0; i < bytes; ++i)
            n += (static_cast<unsigned char>(text[i]) & 0xC0) != 0x80;
        return n;
    };
    for (const bool played : {false, true}) {
        if (played)
            for (const auto& l : missingLines(event))
                if (l.round == "1")
                    cliOk({"result", event, l.board, l.ns, l.ew, "4S", "N", "="});
        const CliRun r = cliOk({"rank", event});
        INFO(r.out);
        CHECK(core::isValidUtf8(r.out));
        // The players start in the same column on the Archers' row and the Browns'.
        const auto lineWith = [&](const std::string& word) {
            const std::size_t at = r.out.find(word);
            REQUIRE(at != std::string::npos);
            const std::size_t start = r.out.rfind('\n', at) + 1;
            return charactersBefore(r.out, at) - charactersBefore(r.out, start);
        };
        CHECK(lineWith("Ann, Bob") == lineWith("Max, Ned"));
    }
}

TEST_CASE("new: a team movement without --scoring is told that mp was the default",
          "[cli][teams][setup]") {
    TempDir dir;
    const std::string event = dir.file("rr.db");
    const CliRun r = cli({"new", event, "--name", "Winter teams", "--movement", "round-robin-teams",
                          "--teams", "4", "--boards-per-round", "2"});
    refusedInOneLine(r);
    CHECK(r.err.find("No --scoring given, and the default, mp, does not fit: a team event") !=
          std::string::npos);
    CHECK(r.err.find("Choose imps, bam or whist.") != std::string::npos);
    CHECK_FALSE(std::filesystem::exists(event));
    // Typed, the same misfit is the director's own choice.
    const CliRun typed = cli({"new", event, "--name", "Winter teams", "--movement",
                              "round-robin-teams", "--teams", "4", "--scoring", "mp"});
    refusedInOneLine(typed);
    CHECK(typed.err.find("Scoring mp does not fit") != std::string::npos);
}

TEST_CASE("penalty names a team as the ranking prints it; it comes off the team's VPs",
          "[cli][teams][setup]") {
    TempDir dir;
    const std::string event = namedRoundRobin(dir);
    for (const auto& l : missingLines(event))
        if (l.round == "1")
            cliOk({"result", event, l.board, l.ns, l.ew, "4S", "N", "="});
    const auto vpOf = [&](const std::string& name) {
        const auto rank = nlohmann::json::parse(cliOk({"rank", event, "--json"}).out);
        for (const auto& row : rank["rankings"][0]["rows"])
            if (row["name"] == name)
                return row["score"].get<double>();
        FAIL("no row for " << name);
        return 0.0;
    };
    const double before = vpOf("Smith, Jones");
    const CliRun r = cliOk({"penalty", event, "smith,jones", "1", "--reason", "slow play"});
    CHECK(r.out == "penalty 1: Smith, Jones loses 1, slow play\n");
    CHECK(vpOf("Smith, Jones") == Approx(before - 1));
    // By its letter too; a word that is neither pair nor team is refused as before.
    cliOk({"penalty", event, "C", "1"});
    CHECK(vpOf("Smith, Jones") == Approx(before - 2));
    refusedInOneLine(cli({"penalty", event, "Eagles", "1"}));
}

TEST_CASE("a team without a name is typed as it is printed, 'Team 3'", "[cli][teams][setup]") {
    TempDir dir;
    const std::string event = dir.file("rr.db");
    cliOk({"new", event, "--name", "Winter teams", "--movement", "round-robin-teams", "--teams",
           "4", "--boards-per-round", "2", "--scoring", "imps"});
    cliOk({"teams", event, "--import", dir.write("t.csv", "2,Greens\n")});
    // Round 1: A v D, B v C. The ranking prints teams 1, 3 and 4 as "Team 1" …
    const CliRun r = cliOk({"result", event, "1", "Team 1", "team 4", "4S", "N", "="});
    CHECK(r.out.find("A1 v D2") != std::string::npos);
    cliOk({"result", event, "1", "Greens", "Team 3", "4S", "N", "="});
    const CliRun p = cliOk({"penalty", event, "Team 3", "1"});
    CHECK(p.out == "penalty 1: Team 3 loses 1\n");
    // … and its own number in that form is a name a team may take.
    cliOk({"teams", event, "--import", dir.write("own.csv", "3,Team 3\n")});
}
