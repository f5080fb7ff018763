// SPDX-License-Identifier: GPL-3.0-or-later
// overplay-cli new, pairs, hands, result, results, rank, check (docs/cli.md):
// run through runCli with string streams on event files in a temporary folder.
#include "CliRun.h"

#include "db/EventStore.h"
#include "movements/Labels.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <unistd.h>
#include <vector>

namespace {

namespace fs = std::filesystem;
using namespace overplay;

using namespace overplay::tests;

/// The labels of the pairs that play `board` first in the stored movement, North-South first:
/// what a director types.
std::pair<std::string, std::string> pairsOn(const std::string& event, int board, int which = 0) {
    const auto store = db::EventStore::open(event);
    const auto& m = store.movement();
    int seen = 0;
    for (const auto& round : m.rounds)
        for (const auto& t : round.tables)
            if (t.set == m.setOfBoard(board) && t.ns > 0 && t.ew > 0 && seen++ == which)
                return {movements::entryLabel(m, t.ns), movements::entryLabel(m, t.ew)};
    FAIL("board " << board << " is not played");
    return {};
}

} // namespace

TEST_CASE("new creates an event and refuses what it cannot make", "[cli][event]") {
    TempDir dir;
    const std::string event = newMitchell(dir);
    CHECK(fs::exists(event));
    {
        const auto store = db::EventStore::open(event);
        CHECK(store.info().name == "Tuesday pairs");
        CHECK(store.movement().kind == "mitchell");
        CHECK(store.movement().tables == 3);
        CHECK(store.info().scoring == core::ScoringMethod::MatchpointsEbu);
    }

    // An existing file: exit 1, one line, the file unchanged.
    const std::string before = readFileBytes(event);
    CliRun r = cli({"new", event, "--name", "Again", "--movement", "howell", "--pairs", "8"});
    CHECK(r.status == 1);
    CHECK_THAT(r.err, Catch::Contains("already exists"));
    CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
    CHECK(readFileBytes(event) == before);

    // A movement the generators cannot make: exit 1, no file.
    r = cli({"new", dir.file("x.db"), "--name", "X", "--movement", "no-such-movement", "--tables",
             "3"});
    CHECK(r.status == 1);
    CHECK_FALSE(fs::exists(dir.file("x.db")));

    // Usage errors: exit 2.
    CHECK(cli({"new", dir.file("y.db"), "--movement", "howell", "--pairs", "8"}).status == 2);
    CHECK(cli({"new", dir.file("y.db"), "--name", "Y", "--movement", "howell", "--pairs", "8",
               "--scoring", "rubber"})
              .status == 2);
    CHECK_FALSE(fs::exists(dir.file("y.db")));

    r = cli({"new", dir.file("h.db"), "--name", "Howell", "--movement", "howell", "--pairs", "8",
             "--scoring", "cross-imps"});
    INFO(r.err);
    CHECK(r.status == 0);
    CHECK(db::EventStore::open(dir.file("h.db")).info().scoring == core::ScoringMethod::CrossImps);
}

TEST_CASE("pairs --import stores the names, all or nothing", "[cli][event]") {
    TempDir dir;
    const std::string event = newMitchell(dir);
    const std::string csv =
        dir.write("pairs.csv", "number,name1,name2\r\n1NS,Ann Smith,Bob Jones\r\n1 ew,\"O'Hara, "
                               "Cat\",Dan\r\n");
    CliRun r = cli({"pairs", event, "--import", csv});
    INFO(r.err);
    CHECK(r.status == 0);
    {
        const auto entries = db::EventStore::open(event).entries();
        CHECK(entries[0].names() == "Ann Smith & Bob Jones");
        CHECK(entries[3].names() == "O'Hara, Cat & Dan");
    }
    const std::string bad = dir.write("bad.csv", "2NS,Eve,Fay\n99EW,Gus,Hal\n");
    r = cli({"pairs", event, "--import", bad});
    CHECK(r.status == 1);
    CHECK_THAT(r.err, Catch::Contains("bad.csv"));
    CHECK_THAT(r.err, Catch::Contains("'99EW' is not a pair of this movement"));
    CHECK(db::EventStore::open(event).entries()[1].players.empty());
}

TEST_CASE("hands --deal prints the seed and deals the same boards from it", "[cli][event]") {
    TempDir dir;
    const std::string event = newMitchell(dir);
    CliRun r = cliOk({"hands", event, "--deal", "--seed", "00c0ffee00c0ffee", "--no-double-dummy"});
    CHECK_THAT(r.out, Catch::StartsWith("seed 00c0ffee00c0ffee\n"));
    const auto first = db::EventStore::open(event).boards();
    REQUIRE(first.size() == 6);
    for (const auto& b : first)
        CHECK(b.deal);

    // Again from the same seed: the same deals.
    const std::string other = dir.file("other.db");
    cliOk({"new", other, "--name", "B", "--movement", "mitchell", "--tables", "3",
           "--boards-per-round", "2"});
    REQUIRE(
        cli({"hands", other, "--deal", "--seed", "00c0ffee00c0ffee", "--no-double-dummy"}).status ==
        0);
    const auto second = db::EventStore::open(other).boards();
    for (std::size_t i = 0; i < first.size(); ++i)
        CHECK(*first[i].deal == *second[i].deal);

    // Without a seed one is drawn and printed.
    r = cli({"hands", other, "--deal", "--no-double-dummy"});
    CHECK(r.status == 0);
    CHECK(r.out.size() ==
          std::string("seed 0123456789abcdef\n").size() + std::string("stored 6 deals\n").size());

    CHECK(cli({"hands", event}).status == 2);
    CHECK(cli({"hands", event, "--seed", "12"}).status == 2);
}

TEST_CASE("hands --import reads a PBN file and analyses it double-dummy", "[cli][event][dds]") {
    TempDir dir;
    const std::string event = dir.file("one.db");
    cliOk({"new", event, "--name", "One", "--movement", "mitchell", "--tables", "3",
           "--boards-per-round", "1"});
    // scoring.md TV33 as board 1, in the odd spellings real files use.
    const std::string pbn = dir.write(
        "deals.pbn", "% PBN 2.1\r\n[Event \"Club\"]\r\n[Board \"1\"]\r\n[Dealer \"N\"]\r\n"
                     "[Vulnerable \"None\"]\r\n{a comment}\r\n[Deal \"N:QJ6.K652.J85.T98 "
                     "873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3\"]\r\n\r\n");
    CliRun r = cliOk({"hands", event, "--import", pbn});
    CHECK_THAT(r.err, Catch::Contains("double dummy: 1/1"));
    const auto board = db::EventStore::open(event).board(1);
    REQUIRE(board->deal);
    REQUIRE(board->doubleDummy);
    CHECK(board->doubleDummy->table.at(core::Strain::Spades, core::Seat::East) == 8);
    CHECK(board->doubleDummy->table.at(core::Strain::Clubs, core::Seat::North) == 7);
    CHECK(board->doubleDummy->par.scoreNS == -110);

    const std::string empty = dir.write("empty.pbn", "[Event \"x\"]\n");
    r = cli({"hands", event, "--import", empty});
    CHECK(r.status == 1);
    CHECK_THAT(r.err, Catch::Contains("no complete deals"));
}

TEST_CASE("hands --export writes each dealing machine's format and --import reads it back",
          "[cli][event][hand-records]") {
    TempDir dir;
    const std::string event = newMitchell(dir);
    cliOk({"hands", event, "--deal", "--seed", "2b", "--no-double-dummy"});
    const auto dealt = db::EventStore::open(event).boards();
    for (const std::string format : {"pbn", "dup", "bri", "dlm", "lin"}) {
        INFO(format);
        // The file's name says nothing: the content tells the format.
        const std::string file = dir.file("machine-" + format + ".txt");
        CliRun r = cliOk({"hands", event, "--export", file, "--format", format});
        CHECK(r.out == "wrote 6 deals to " + file + " (" + format + ")\n");
        const std::string other = dir.file("other-" + format + ".db");
        cliOk({"new", other, "--name", "B", "--movement", "mitchell", "--tables", "3",
               "--boards-per-round", "2"});
        r = cli({"hands", other, "--import", file, "--no-double-dummy"});
        REQUIRE(r.status == 0);
        CHECK(r.out == (format == std::string("pbn")
                            ? std::string("stored 6 deals\n")
                            : "stored 6 deals from a " + format + " file\n"));
        const auto read = db::EventStore::open(other).boards();
        REQUIRE(read.size() == dealt.size());
        for (std::size_t i = 0; i < read.size(); ++i) {
            CHECK(read[i].number == dealt[i].number);
            CHECK(*read[i].deal == *dealt[i].deal);
        }
    }
    // A file cut short is refused with its board and byte, and nothing is stored.
    const std::string dup = readFileBytes(dir.file("machine-dup.txt"));
    const std::string cut = dir.write("cut.dup", dup.substr(0, 156 * 4 + 100));
    const std::string fresh = dir.file("fresh.db");
    cliOk({"new", fresh, "--name", "C", "--movement", "mitchell", "--tables", "3",
           "--boards-per-round", "2"});
    const std::string before = readFileBytes(fresh);
    CliRun r = cli({"hands", fresh, "--import", cut, "--no-double-dummy"});
    CHECK(r.status == 1);
    CHECK(r.err == "overplay-cli: " + cut +
                       " (dup): board 5 is cut short: 100 of its 156 bytes (from "
                       "byte 625)\n");
    CHECK(readFileBytes(fresh) == before);
    r = cli({"hands", fresh, "--import", dir.write("notes.txt", "Board 1 North AKQ\n")});
    CHECK(r.status == 1);
    CHECK_THAT(r.err, Catch::Contains("is none of the hand record formats"));
    CHECK(cli({"hands", event, "--export", dir.file("x"), "--format", "doc"}).status == 2);
    CHECK(
        cli({"hands", event, "--import", dir.file("machine-dup.txt"), "--format", "dup"}).status ==
        2);
}

TEST_CASE("result enters a line and refuses what the movement or rules forbid", "[cli][event]") {
    TempDir dir;
    const std::string event = newMitchell(dir);
    const auto [ns, ew] = pairsOn(event, 1);
    const std::string n = ns, e = ew;

    CliRun r = cliOk({"result", event, "1", n, e, "4S", "N", "=", "--lead", "HK"});
    CHECK_THAT(r.out, Catch::Contains("4S by N =, lead HK, NS +420"));

    const std::string before = readFileBytes(event);
    const auto refused = [&](std::vector<std::string> args, int status, const char* message) {
        args.insert(args.begin(), {"result", event});
        const CliRun run = cli(args);
        INFO(run.err);
        CHECK(run.status == status);
        CHECK_THAT(run.err, Catch::Contains(message));
        CHECK(std::count(run.err.begin(), run.err.end(), '\n') == 1);
    };
    refused({"1", n, e, "3NT", "S", "+1"}, 1, "already has a result (4S by N =)");
    refused({"1", e, n, "3NT", "S", "+1"}, 1, "is an East-West pair");
    refused({"1", n, n, "3NT", "S", "+1"}, 1, "is a North-South pair");
    refused({"99", n, e, "3NT", "S", "+1"}, 1, "there is no board 99");
    refused({"2", n, e, "8S", "S", "="}, 1, "8S");
    refused({"2", n, e, "4S", "Q", "="}, 1, "\"Q\" is not a declarer");
    refused({"2", n, e, "4S", "S", "+4"}, 1, "overtricks");
    refused({"2", n, e, "4S", "S"}, 2, "RESULT");
    refused({"2", n, e, "4S", "S", "=", "--lead", "ZZ"}, 1, "not a card");
    refused({"2", n, e, "--adjusted", "B"}, 1, "adjusted score");
    CHECK(readFileBytes(event) == before);

    r = cli({"result", event, "1", n, e, "3NT", "S", "--tricks", "10", "--replace"});
    CHECK(r.status == 0);
    CHECK_THAT(r.out, Catch::Contains("3NT by S +1, NS +430"));
    r = cli({"result", event, "2", n, e, "--adjusted", "A+/A-"});
    CHECK(r.status == 0);
    CHECK_THAT(r.out, Catch::Contains("adjusted A+/A-"));
    r = cli({"result", event, "2", n, e, "PASS", "--replace"});
    CHECK(r.status == 0);
    CHECK_THAT(r.out, Catch::Contains("passed out"));
    const auto store = db::EventStore::open(event);
    CHECK(store.lines().size() == 2);
    CHECK(store.auditLog().size() == 5);
}

TEST_CASE("correct and result --replace are corrections, named as the console names them",
          "[cli][event]") {
    TempDir dir;
    const std::string event = newMitchell(dir);
    const auto [ns, ew] = pairsOn(event, 1);
    const std::string n = ns, e = ew;
    CliRun r = cli({"correct", event, "1", n, e, "4S", "N", "="});
    CHECK(r.status == 1);
    CHECK_THAT(r.err, Catch::Contains("no result") && Catch::Contains("to correct"));

    cliOk({"result", event, "1", n, e, "4S", "N", "="});
    r = cli({"correct", event, "1", n, e, "4S", "N", "-1"});
    INFO(r.err);
    REQUIRE(r.status == 0);
    CHECK_THAT(r.out, Catch::Contains("4S by N -1, NS -50"));
    cliOk({"result", event, "1", n, e, "--adjusted", "A+/A-", "--replace"});
    const auto log = db::EventStore::open(event).auditLog();
    REQUIRE(log.size() == 4);
    CHECK(log[1].command == "enter result");
    CHECK(log[2].command == "correct result");
    CHECK(log[3].command == "correct result");
    CHECK(log[3].oldValue.find("\"declarer\"") != std::string::npos); // what it was is kept
}

TEST_CASE("scoring changes the event's method, refusing one its movement cannot rank",
          "[cli][event]") {
    TempDir dir;
    const std::string event = newMitchell(dir);
    CliRun r = cliOk({"scoring", event, "cross-imps"});
    CHECK(r.out == "scored by cross-imps (was mp)\n");
    CHECK(db::EventStore::open(event).info().scoring == core::ScoringMethod::CrossImps);
    CHECK(db::EventStore::open(event).auditLog().back().command == "change scoring");
    r = cli({"scoring", event, "teams"});
    CHECK(r.status == 2);
    r = cli({"scoring", event, "imps"}); // team IMPs: a Mitchell of pairs has no matches
    CHECK(r.status == 1);
    CHECK(db::EventStore::open(event).info().scoring == core::ScoringMethod::CrossImps);
}

TEST_CASE("result --score enters a slip that carries only the score", "[cli][event]") {
    TempDir dir;
    const std::string event = newMitchell(dir);
    const auto [ns, ew] = pairsOn(event, 1);
    CliRun r = cliOk({"result", event, "1", ns, ew, "--score", "+140"});
    CHECK_THAT(r.out, Catch::Contains("score +140, NS +140"));
    r = cli({"result", event, "1", ns, ew, "--score", "-9", "--replace"});
    CHECK(r.status == 1);
    CHECK_THAT(r.err, Catch::Contains("no contract scores -9"));
    r = cli({"result", event, "1", ns, ew, "4S", "N", "=", "--score", "140", "--replace"});
    CHECK(r.status == 2);
    CHECK(db::EventStore::open(event).lines().front().line.scoreOnlyNs == 140);
}

TEST_CASE("results --import stores every line or none", "[cli][event]") {
    TempDir dir;
    const std::string event = newMitchell(dir);
    std::string good = "board,ns,ew,contract,declarer,result,lead\n";
    std::string bad = good;
    for (int board = 1; board <= 2; ++board)
        for (int i = 0; i < 3; ++i) {
            const auto [ns, ew] = pairsOn(event, board, i);
            const std::string row = std::to_string(board) + "," + ns + "," + ew + ",3NT,N," +
                                    (i == 0   ? "+1"
                                     : i == 1 ? "="
                                              : "-1") +
                                    ",\n";
            good += row;
            bad += row;
        }
    const auto [ns, ew] = pairsOn(event, 3);
    bad += "3," + ew + "," + ns + ",4S,N,=\n";
    CliRun r = cli({"results", event, "--import", dir.write("bad.csv", bad)});
    CHECK(r.status == 1);
    CHECK_THAT(r.err, Catch::Contains("bad.csv line 8: "));
    CHECK(db::EventStore::open(event).lines().empty());

    r = cli({"results", event, "--import", dir.write("good.csv", good)});
    INFO(r.err);
    REQUIRE(r.status == 0);
    CHECK(r.out == "stored 6 results\n");
    const auto lines = db::EventStore::open(event).lines();
    REQUIRE(lines.size() == 6);
    CHECK(lines[0].source == db::LineSource::Import);
    r = cli({"results", event, "--import", dir.file("good.csv")});
    CHECK(r.status == 1);
    CHECK_THAT(r.err, Catch::Contains("already has a result"));
    CHECK(cli({"results", event, "--import", dir.file("good.csv"), "--replace"}).status == 0);
}

TEST_CASE("rank --json prints the rankings and travellers of CLI.md", "[cli][event]") {
    TempDir dir;
    const std::string event = newMitchell(dir);
    cliOk({"pairs", event, "--import", dir.write("p.csv", "1NS,Ann,Bob\n")});
    const char* const results[3] = {"+1", "=", "-1"};
    for (int i = 0; i < 3; ++i) {
        const auto [ns, ew] = pairsOn(event, 1, i);
        cliOk({"result", event, "1", ns, ew, "3NT", "N", results[i]});
    }
    CliRun r = cliOk({"rank", event, "--json"});
    const auto j = nlohmann::json::parse(r.out);
    // Written a board at a time, the text is still exactly the document's own indent-2 dump.
    CHECK(r.out == j.dump(2) + "\n");
    CHECK(j["event"] == "Tuesday pairs");
    CHECK(j["scoring"] == "mp");
    REQUIRE(j["rankings"].size() == 2);
    std::map<std::string, nlohmann::json> byDirection;
    for (const auto& ranking : j["rankings"])
        byDirection[ranking["direction"].get<std::string>()] = ranking;
    REQUIRE(byDirection.count("NS"));
    REQUIRE(byDirection.count("EW"));
    for (const auto& ranking : j["rankings"]) {
        REQUIRE(ranking["rows"].size() == 3);
        for (const auto& row : ranking["rows"]) {
            CHECK(row["rank"].is_string());
            CHECK_FALSE(row.contains("pair")); // the program's own numbers stay inside
            CHECK(row["label"].get<std::string>().substr(1) == ranking["direction"]);
            CHECK(row["names"].is_string());
            CHECK(row["score"].is_number());
            CHECK(row["percent"].is_number());
        }
    }
    REQUIRE(j["boards"].size() == 1);
    const auto& board = j["boards"][0];
    CHECK(board["board"] == 1);
    REQUIRE(board["results"].size() == 3);
    // 3NT+1 430, = 400, −1 −50 (board 1, nobody vulnerable): top 4 on three scores.
    std::map<int, double> nsPoints;
    for (const auto& line : board["results"]) {
        CHECK(line["contract"] == "3NT");
        CHECK(line["nsLabel"].get<std::string>().substr(1) == "NS");
        CHECK(line["ewLabel"].get<std::string>().substr(1) == "EW");
        CHECK(line["declarer"] == "N");
        nsPoints[line["score"].get<int>()] = line["nsPoints"].get<double>();
        CHECK(line["nsPoints"].get<double>() + line["ewPoints"].get<double>() == 4.0);
    }
    CHECK(nsPoints == std::map<int, double>{{-50, 0.0}, {400, 2.0}, {430, 4.0}});
    const auto& ns = byDirection["NS"]["rows"][0];
    CHECK(ns["rank"] == "1");
    CHECK(ns["label"] == pairsOn(event, 1, 0).first);
    CHECK(ns["percent"] == 100.0);

    r = cli({"rank", event});
    CHECK(r.status == 0);
    CHECK_THAT(r.out, Catch::Contains("Tuesday pairs (mp)"));
    CHECK(cli({"check", event}).status == 0);

    const std::string junk = dir.write("junk.db", "not an event");
    r = cli({"rank", junk});
    CHECK(r.status == 1);
    CHECK_THAT(r.err, Catch::Contains("not an Overplay event"));
    CHECK(readFileBytes(junk) == "not an event");
}

TEST_CASE("a Mitchell's pairs are typed and printed by their labels", "[cli][event][labels]") {
    TempDir dir;
    const std::string event = dir.file("m.db");
    cliOk({"new", event, "--name", "Seven", "--movement", "mitchell", "--tables", "7",
           "--boards-per-round", "3"});
    // Round 1, table 1: 1NS v 1EW on boards 1-3, typed as the guide card prints them.
    CliRun r = cliOk({"result", event, "1", "1", "1", "4S", "N", "="});
    CHECK_THAT(r.out, Catch::StartsWith("board 1: 1NS v 1EW, 4S by N ="));
    r = cli({"result", event, "2", "NS1", "1 ew", "3NT", "S", "="});
    REQUIRE(r.status == 0);
    {
        const auto store = db::EventStore::open(event);
        REQUIRE(store.lines().size() == 2);
        CHECK(store.lines()[0].line.ns == 1);
        CHECK(store.lines()[0].line.ew == 8); // East-West pair 1 inside the program
    }
    // The wrong field, and an internal number, are refused plainly.
    r = cli({"result", event, "3", "1EW", "1NS", "4S", "N", "="});
    CHECK(r.status == 1);
    CHECK(r.err ==
          "overplay-cli: '1EW' is an East-West pair, given where the North-South pair goes "
          "(North-South comes first).\n");
    r = cli({"result", event, "3", "1", "8", "4S", "N", "="});
    CHECK(r.status == 1);
    CHECK_THAT(r.err, Catch::Contains("'8' is not a pair of this movement"));

    // missing names the lines by label; board 3 of table 1 is still to come.
    r = cli({"missing", event});
    REQUIRE(r.status == 0);
    CHECK_THAT(r.out, Catch::StartsWith("3 1NS 1EW 1 1\n"));
    CHECK(r.out.find(" 8 ") == std::string::npos);

    // A pairs file names East-West pairs by their labels too.
    REQUIRE(
        cli({"pairs", event, "--import", dir.write("p.csv", "pair,names\n1EW,Ann,Bob\n")}).status ==
        0);
    r = cli({"rank", event});
    CHECK_THAT(r.out, Catch::Contains("1EW"));
    CHECK_THAT(r.out, Catch::Contains("Ann"));
    const auto j = nlohmann::json::parse(cli({"rank", event, "--json"}).out);
    std::set<std::string> labels;
    for (const auto& ranking : j["rankings"])
        for (const auto& row : ranking["rows"])
            labels.insert(row["label"].get<std::string>());
    CHECK(labels.count("1EW"));
    for (const std::string& label : labels)
        CHECK((label.ends_with("NS") || label.ends_with("EW")));
    CHECK_FALSE(labels.count("8"));
    CHECK(j["boards"][0]["results"][0]["nsLabel"] == "1NS");
    CHECK(j["boards"][0]["results"][0]["ewLabel"] == "1EW");
}

TEST_CASE("hands --import reads the real PBN files of the shared test data", "[cli][event][pbn]") {
    const fs::path folder = fs::path(OVERPLAY_SHARED_DIR) / "testdata" / "pbn";
    if (!fs::exists(folder)) {
        WARN("skipped: " << folder.string() << " is absent");
        return;
    }
    // example3 holds many sessions' boards 1..40, the same numbers with other deals: for a
    // 6-board event it is refused whole, naming the first board the event cannot take, and
    // nothing is stored (the first deal of each number no longer wins silently).
    TempDir dir;
    const std::string event = newMitchell(dir);
    const std::string pbn = (folder / "endplay_tests_pbn_example3.pbn").string();
    const CliRun r = cli({"hands", event, "--import", pbn, "--no-double-dummy"});
    CHECK(r.status == 1);
    CHECK_THAT(r.err, Catch::Contains("endplay_tests_pbn_example3.pbn line ") &&
                          Catch::Contains(": board 7 is not in this event (boards 1 to 6)"));
    for (const auto& b : db::EventStore::open(event).boards())
        CHECK_FALSE(b.deal);
}

TEST_CASE("result --weighted and --adjusted percentages are stored, ranked and refused plainly",
          "[cli][event][rulings]") {
    TempDir dir;
    const std::string event = newMitchell(dir);
    // Board 2 (North-South vulnerable) at three tables: 4♥= +620, 4♥−1 −100, and a table
    // given 50% of each (Law 12C1(c)). EBU top 4: +620 earns 2 + (0.5·1 + 0.5·2) = 3.5, −100
    // earns 0 + 0.5·1 = 0.5, the weighted line 0.5·(1 + 2) + 0.5·(0 + 1) = 2.
    const auto [ns1, ew1] = pairsOn(event, 2, 0);
    const auto [ns2, ew2] = pairsOn(event, 2, 1);
    const auto [ns3, ew3] = pairsOn(event, 2, 2);
    cliOk({"result", event, "2", ns1, ew1, "4H", "N", "="});
    cliOk({"result", event, "2", ns2, ew2, "4H", "N", "-1"});
    const std::string n = ns3, e = ew3;
    const std::string before = readFileBytes(event);
    for (const std::vector<std::string>& bad :
         {std::vector<std::string>{"--weighted", "60% 4H N =, 50% 4H N -1"},
          std::vector<std::string>{"--weighted", "60% 4H N =, 40% 4H Q -1"},
          std::vector<std::string>{"--adjusted", "A101"}}) {
        std::vector<std::string> args = {"result", event, "2", n, e};
        args.insert(args.end(), bad.begin(), bad.end());
        const CliRun run = cli(args);
        INFO(run.err);
        CHECK(run.status == 1);
        CHECK(std::count(run.err.begin(), run.err.end(), '\n') == 1);
    }
    const CliRun both = cli(
        {"result", event, "2", n, e, "--adjusted", "A", "--weighted", "50% 4H N =, 50% 4H N -1"});
    CHECK(both.status == 2);
    CHECK(readFileBytes(event) == before);

    CliRun r = cliOk({"result", event, "2", n, e, "--weighted", "50% 4H N =, 50% 4H N -1"});
    CHECK_THAT(r.out, Catch::Contains("weighted 50% 4H N =, 50% 4H N -1"));

    r = cli({"rank", event, "--json"});
    REQUIRE(r.status == 0);
    const auto j = nlohmann::json::parse(r.out);
    std::map<std::string, double> pointsOf;
    for (const auto& board : j["boards"])
        if (board["board"] == 2)
            for (const auto& line : board["results"])
                pointsOf[line["nsLabel"].get<std::string>()] = line["nsPoints"].get<double>();
    CHECK(pointsOf[ns1] == Catch::Detail::Approx(3.5));
    CHECK(pointsOf[ns2] == Catch::Detail::Approx(0.5));
    CHECK(pointsOf[ns3] == Catch::Detail::Approx(2.0));
    for (const auto& board : j["boards"])
        for (const auto& line : board["results"])
            if (line["nsLabel"] == ns3 && board["board"] == 2)
                CHECK(line["weighted"] == "50% 4H N =, 50% 4H N -1");

    // An explicit percentage per side replaces the line and is printed as written.
    r = cli({"result", event, "2", n, e, "--adjusted", "60/40", "--replace"});
    REQUIRE(r.status == 0);
    CHECK_THAT(r.out, Catch::Contains("adjusted A60/A40"));
}
