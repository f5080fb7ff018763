// SPDX-License-Identifier: GPL-3.0-or-later
// Entering results from the command line as a director reads them off the room: every line
// `missing` prints goes back, exactly as printed, into every command that names a line, in
// every kind of movement; a contract as the console reads it; a weighted score in a results
// file; team matches by the teams' names.
#include "CliRun.h"

#include "db/EventStore.h"

#include <catch2/catch.hpp>

#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

using namespace overplay;
using namespace overplay::tests;

/// A contract played, as the command line takes it after the pairs; whist: tricks.
std::vector<std::string> played(bool whist, const std::vector<std::string>& bridge,
                                const std::string& tricks) {
    return whist ? std::vector<std::string>{"--tricks", tricks} : bridge;
}

CliRun withWords(std::vector<std::string> args, const std::vector<std::string>& words) {
    args.insert(args.end(), words.begin(), words.end());
    return cli(args);
}

/// Every line `missing` prints goes back into results --import, correct, foul --group,
/// delete and result, each exactly as printed; at the end nothing is missing.
void everyLineGoesBack(const std::string& event, bool whist) {
    const std::vector<MissingLine> lines = missingLines(event);
    REQUIRE(!lines.empty());
    TempDir dir("entry-csv");

    std::string csv = whist ? "board,ns,ew,tricks\n" : "board,ns,ew,contract,declarer,result\n";
    for (const MissingLine& l : lines)
        csv += l.board + "," + l.ns + "," + l.ew + (whist ? ",7\n" : ",3NT,N,=\n");
    writeFile(dir.file("results.csv"), csv);
    CliRun r = cliOk({"results", event, "--import", dir.file("results.csv")});
    CHECK(r.out == "stored " + std::to_string(lines.size()) + " results\n");
    CHECK(missingLines(event).empty());

    std::set<std::string> fouled;
    for (const MissingLine& l : lines) {
        INFO("line " << l.board << " " << l.ns << " " << l.ew);
        r = withWords({"correct", event, l.board, l.ns, l.ew},
                      played(whist, {"3NT", "N", "+1"}, "8"));
        INFO(r.err);
        CHECK(r.status == 0);
        if (fouled.insert(l.board).second) {
            r = cli({"foul", event, l.board, "--group", l.ns + ":" + l.ew});
            INFO(r.err);
            CHECK(r.status == 0);
            CHECK(cli({"foul", event, l.board, "--clear"}).status == 0);
        }
        r = cli({"delete", event, l.board, l.ns, l.ew});
        INFO(r.err);
        CHECK(r.status == 0);
        r = withWords({"result", event, l.board, l.ns, l.ew}, played(whist, {"4S", "N", "="}, "6"));
        INFO(r.err);
        CHECK(r.status == 0);
    }
    CHECK(missingLines(event).empty());
    CHECK(db::EventStore::open(event).lines().size() == lines.size());
}

} // namespace

TEST_CASE("every line missing prints goes back into every command, in every movement",
          "[cli][entry][labels]") {
    TempDir dir("entry");
    struct Kind {
        std::string name;
        std::vector<std::string> options;
        bool whist = false;
    };
    const std::vector<Kind> kinds{
        {"arrow-switched Mitchell",
         {"--movement", "mitchell", "--tables", "4", "--boards-per-round", "1", "--arrow-switch"}},
        {"Mitchell", {"--movement", "mitchell", "--tables", "3", "--boards-per-round", "1"}},
        {"Howell", {"--movement", "howell", "--pairs", "6", "--boards-per-round", "1"}},
        {"individual", {"--movement", "individual", "--pairs", "8", "--boards-per-round", "1"}},
        {"teams match",
         {"--movement", "teams", "--teams", "2", "--boards-per-round", "2", "--scoring", "imps"}},
        {"Gilman teams",
         {"--movement", "gilman-teams", "--teams", "4", "--boards-per-round", "1", "--scoring",
          "whist"},
         true},
    };
    int n = 0;
    for (const Kind& kind : kinds) {
        SECTION(kind.name) {
            const std::string event = dir.file("event" + std::to_string(n) + ".db");
            std::vector<std::string> args{"new", event, "--name", kind.name};
            args.insert(args.end(), kind.options.begin(), kind.options.end());
            cliOk(args);
            everyLineGoesBack(event, kind.whist);
        }
        ++n;
    }
}

TEST_CASE("an arrow-switched line goes in as missing prints it, or by its pairs' fields",
          "[cli][entry][labels]") {
    TempDir dir("entry");
    const std::string event = dir.file("arrow.db");
    cliOk({"new", event, "--name", "Arrow", "--movement", "mitchell", "--tables", "4",
           "--boards-per-round", "1", "--arrow-switch"});
    // A switched line: the East-West pair holds the North-South cards, printed first.
    std::optional<MissingLine> switched;
    for (const MissingLine& l : missingLines(event))
        if (l.ns.ends_with("EW")) {
            switched = l;
            break;
        }
    REQUIRE(switched);
    CHECK(switched->ew.ends_with("NS"));
    // Typed by the pairs' fields, North-South pair first: the same line.
    CliRun r =
        cliOk({"result", event, switched->board, switched->ew, switched->ns, "2S", "E", "="});
    CHECK(r.out.starts_with("board " + switched->board + ": " + switched->ns + " v " +
                            switched->ew + ", 2S by E ="));
    // A label of the other field where the movement does not switch is still refused.
    r = cli({"result", event, "1", "1EW", "1NS", "4S", "N", "="});
    CHECK(r.status == 1);
    CHECK_THAT(r.err, Catch::Contains("is an East-West pair, given where the North-South pair"));
}

TEST_CASE("Gilman teams' labels are one token in missing and in the movement JSON",
          "[cli][entry][labels]") {
    const CliRun r = cli({"movement", "gilman-teams", "--teams", "4", "--json"});
    REQUIRE(r.status == 0);
    CHECK_THAT(r.out, Catch::Contains("\"aNS\"") && Catch::Contains("\"aEW\""));
    CHECK(r.out.find(" NS\"") == std::string::npos);
    const CliRun m = cli({"movement", "mitchell", "--tables", "3", "--json"});
    REQUIRE(m.status == 0);
    CHECK_THAT(m.out, Catch::Contains("\"1NS\"") && Catch::Contains("\"3EW\""));
    CHECK(m.out.find(" NS\"") == std::string::npos);
    CHECK(m.out.find(" EW\"") == std::string::npos);
}

TEST_CASE("a contract is typed as the console reads it; PASS takes nothing after it",
          "[cli][entry]") {
    TempDir dir("entry");
    const std::string event = dir.file("m.db");
    cliOk({"new", event, "--name", "Seven", "--movement", "mitchell", "--tables", "3",
           "--boards-per-round", "3"});
    CliRun r = cliOk({"result", event, "1", "1NS", "1EW", "4SX", "by", "N", "-2"});
    CHECK(r.out.starts_with("board 1: 1NS v 1EW, 4SX by N -2, NS -300"));
    // The lead after the result, as the console takes it.
    r = cli({"result", event, "2", "1NS", "1EW", "3NT", "S", "=", "HK"});
    INFO(r.err);
    REQUIRE(r.status == 0);
    CHECK_THAT(r.out, Catch::Contains("3NT by S =, lead HK"));

    // A passed-out board has no declarer and no result.
    r = cli({"result", event, "3", "1NS", "1EW", "PASS", "N", "="});
    CHECK(r.status == 1);
    CHECK_THAT(r.err, Catch::Contains("passed-out board takes nothing after PASS"));
    r = cli({"result", event, "3", "1NS", "1EW", "PASS", "--tricks", "7"});
    CHECK(r.status == 1);
    CHECK(db::EventStore::open(event).lines().size() == 2);
    r = cli({"result", event, "3", "1NS", "1EW", "PASS"});
    INFO(r.err);
    REQUIRE(r.status == 0);
    CHECK_THAT(r.out, Catch::Contains("passed out"));
    const auto lines = db::EventStore::open(event).lines();
    REQUIRE(lines.size() == 3);
    CHECK(lines[2].line.play->contract.isPassedOut());
    CHECK(lines[2].nsScore == 0);
}

TEST_CASE("a results file holds a weighted score in the words of --weighted", "[cli][entry]") {
    TempDir dir("entry");
    const std::string event = dir.file("m.db");
    cliOk({"new", event, "--name", "Seven", "--movement", "mitchell", "--tables", "3",
           "--boards-per-round", "1"});
    writeFile(dir.file("r.csv"), "board,ns,ew,contract,declarer,result\n"
                                 "1,1NS,1EW,\"60% 4S N =, 40% 4S N -1\",,\n"
                                 "2,2NS,2EW,4S,N,=\n");
    CliRun r = cliOk({"results", event, "--import", dir.file("r.csv")});
    CHECK(r.out == "stored 2 results\n");
    const CliRun typed = cli(
        {"result", event, "1", "1NS", "1EW", "--weighted", "60% 4S N =, 40% 4S N -1", "--replace"});
    INFO(typed.err);
    REQUIRE(typed.status == 0);
    const auto lines = db::EventStore::open(event).lines();
    REQUIRE(lines.size() == 2);
    REQUIRE(lines[0].line.weighted);
    CHECK(lines[0].line.weighted->text() == "60% 4S N =, 40% 4S N -1");

    // A weighted score leaves declarer and result empty: anything there is a mistake.
    writeFile(dir.file("bad.csv"), "board,ns,ew,contract,declarer,result\n"
                                   "3,3NS,3EW,\"60% 4S N =, 40% 4S N -1\",N,=\n");
    r = cli({"results", event, "--import", dir.file("bad.csv")});
    CHECK(r.status == 1);
    CHECK_THAT(r.err, Catch::Contains("line 2") &&
                          Catch::Contains("leaves declarer, result and lead empty"));
}

TEST_CASE("team matches are entered by the teams' names or numbers as draw prints them",
          "[cli][entry][teams]") {
    TempDir dir("entry");
    const std::string event = dir.file("swiss.db");
    cliOk({"new", event, "--name", "Swiss", "--movement", "swiss-teams", "--teams", "4", "--rounds",
           "3", "--boards-per-round", "2", "--scoring", "imps"});
    writeFile(dir.file("teams.csv"), "1,Abbott,A a,A b,A c,A d\n2,Baker,B a,B b,B c,B d\n"
                                     "3,Cole,C a,C b,C c,C d\n4,Dunn,D a,D b,D c,D d\n");
    CliRun r = cliOk({"teams", event, "--import", dir.file("teams.csv")});
    const std::vector<MissingLine> lines = missingLines(event);
    REQUIRE(lines.size() == 8); // two matches, two tables, two boards
    const auto store = db::EventStore::open(event);
    const movements::Movement m = store.movement();
    std::map<int, std::string> names;
    for (const db::Team& t : store.teams())
        names[t.number] = t.name;
    // Each missing line typed by its teams: the North-South pair's team first, by its name
    // (or, for the second board, its number); the table follows from who holds which cards.
    std::string csv = "board,ns,ew,contract,declarer,result\n";
    for (const MissingLine& l : lines) {
        const int nsTeam = m.teamOf.at(movements::readEntry(m, l.ns));
        const int ewTeam = m.teamOf.at(movements::readEntry(m, l.ew));
        const bool byNumber = std::stoi(l.board) % 2 == 0;
        const std::string ns = byNumber ? std::to_string(nsTeam) : names.at(nsTeam);
        const std::string ew = byNumber ? std::to_string(ewTeam) : names.at(ewTeam);
        if (l.table == "1" || l.table == "3") {
            r = cli({"result", event, l.board, ns, ew, "4S", "N", "="});
            INFO(l.board << " " << ns << " v " << ew << ": " << r.err);
            CHECK(r.status == 0);
            CHECK(r.out.starts_with("board " + l.board + ": " + l.ns + " v " + l.ew));
        } else {
            csv += l.board + "," + ns + "," + ew + ",4S,N,-1\n";
        }
    }
    writeFile(dir.file("r.csv"), csv);
    r = cli({"results", event, "--import", dir.file("r.csv")});
    INFO(r.err);
    CHECK(r.status == 0);
    CHECK(missingLines(event).empty());
    // A team that does not hold North-South against the other on that board is refused.
    r = cli({"result", event, "1", "Abbott", "Abbott", "4S", "N", "=", "--replace"});
    CHECK(r.status == 1);
}
