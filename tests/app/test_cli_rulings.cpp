// SPDX-License-Identifier: GPL-3.0-or-later
// overplay-cli's rulings (docs/cli.md, "Rulings"): result --not-played, foul,
// penalty, delete and audit, end to end on event files in a temporary folder, with pairs typed
// and read back by their labels.
#include "CliRun.h"

#include "db/EventStore.h"
#include "movements/Labels.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <unistd.h>
#include <vector>

namespace {

namespace fs = std::filesystem;
using namespace overplay;
using namespace overplay::tests;
using Catch::Detail::Approx;
using nlohmann::json;

struct Table {
    std::string ns, ew;
    int table = 0;
};

/// The tables that play `board`, in round order, with the labels a director types.
std::vector<Table> tablesOf(const std::string& event, int board) {
    const auto store = db::EventStore::open(event);
    const auto& m = store.movement();
    std::vector<Table> out;
    for (const auto& round : m.rounds)
        for (const auto& t : round.tables)
            if (t.set == m.setOfBoard(board) && t.ns > 0 && t.ew > 0)
                out.push_back(
                    {movements::entryLabel(m, t.ns), movements::entryLabel(m, t.ew), t.table});
    return out;
}

/// A three-table Mitchell of two boards a round: each board is played three times.
std::string newEvent(const TempDir& dir, const std::string& scoring = "mp") {
    const std::string event = dir.file("club.db");
    const CliRun r = cliOk({"new", event, "--name", "Rulings night", "--movement", "mitchell",
                            "--tables", "3", "--boards-per-round", "2", "--scoring", scoring});
    return event;
}

void enter(const std::string& event, int board, const Table& t, std::vector<std::string> result) {
    std::vector<std::string> args = {"result", event, std::to_string(board), t.ns, t.ew};
    args.insert(args.end(), result.begin(), result.end());
    const CliRun r = cliOk(args);
}

/// Board 1's three tables, the first two with their results in: 4S= (420), 4S+1 (450).
std::vector<Table> boardOneWithTwoResults(const std::string& event) {
    const auto tables = tablesOf(event, 1);
    REQUIRE(tables.size() == 3);
    enter(event, 1, tables[0], {"4S", "N", "="});
    enter(event, 1, tables[1], {"4S", "N", "+1"});
    return tables;
}

json rankJson(const std::string& event) {
    const CliRun r = cliOk({"rank", event, "--json"});
    return json::parse(r.out);
}

/// Board `board`'s traveller line of North-South pair `ns` in rank --json.
json lineOf(const json& ranked, int board, const std::string& ns) {
    for (const auto& b : ranked["boards"])
        if (b["board"] == board)
            for (const auto& l : b["results"])
                if (l["nsLabel"] == ns)
                    return l;
    FAIL("no line of " << ns << " on board " << board);
    return {};
}

json rowOf(const json& ranked, const std::string& label) {
    for (const auto& r : ranked["rankings"])
        for (const auto& row : r["rows"])
            if (row["label"] == label)
                return row;
    FAIL(label << " is not ranked");
    return {};
}

/// A refusal: exit 1, one line on stderr, and the event file as it was.
void refused(const std::string& event, std::vector<std::string> args, const char* says) {
    const std::string before = readFileBytes(event);
    const CliRun r = cli(args);
    INFO(r.err);
    CHECK(r.status == 1);
    CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
    CHECK_THAT(r.err, Catch::Contains(says));
    CHECK(readFileBytes(event) == before);
}

} // namespace

TEST_CASE("result --not-played: stored, on the traveller, factored, each pair over its boards",
          "[cli][rulings][not-played]") {
    TempDir dir;
    const std::string event = newEvent(dir);
    const auto tables = boardOneWithTwoResults(event); // 420, 450

    const CliRun shape =
        cli({"result", event, "1", tables[2].ns, tables[2].ew, "4S", "N", "=", "--not-played"});
    CHECK(shape.status == 2);
    CliRun r = cliOk({"result", event, "1", tables[2].ns, tables[2].ew, "--not-played"});
    CHECK_THAT(r.out,
               Catch::Contains("board 1: " + tables[2].ns + " v " + tables[2].ew + ", not played"));

    // No longer missing: the director has dealt with it.
    r = cli({"missing", event});
    REQUIRE(r.status == 0);
    CHECK_THAT(r.out, !Catch::Contains("1 " + tables[2].ns + " " + tables[2].ew + " "));

    // Two results factored to three (Neuberg): 450 → 3.5, 420 → 0.5 of a top of 4.
    const json ranked = rankJson(event);
    CHECK(lineOf(ranked, 1, tables[1].ns)["nsPoints"] == Approx(3.5));
    CHECK(lineOf(ranked, 1, tables[0].ns)["nsPoints"] == Approx(0.5));
    const json gap = lineOf(ranked, 1, tables[2].ns);
    CHECK(gap["notPlayed"] == true);
    CHECK(gap["ewLabel"] == tables[2].ew);
    CHECK(gap["score"].is_null());
    CHECK(gap["contract"] == "");

    // Board 2 played by all three tables; the pair that missed board 1 is scored over board 2
    // alone: a top there is 100%, not 50%.
    const auto board2 = tablesOf(event, 2);
    const auto at = std::find_if(board2.begin(), board2.end(),
                                 [&](const Table& t) { return t.ns == tables[2].ns; });
    REQUIRE(at != board2.end());
    for (const Table& t : board2)
        enter(event, 2, t,
              t.ns == tables[2].ns ? std::vector<std::string>{"3NT", "N", "+1"}
                                   : std::vector<std::string>{"3NT", "N", "="});
    CHECK(rowOf(rankJson(event), tables[2].ns)["percent"] == Approx(100.0));
}

TEST_CASE("foul: each copy scored within itself and factored to the full top",
          "[cli][rulings][foul]") {
    TempDir dir;
    const std::string event = newEvent(dir);
    const auto tables = boardOneWithTwoResults(event); // 420, 450
    enter(event, 1, tables[2], {"3NT", "N", "="});     // 400, on a fouled copy

    refused(event, {"foul", event, "1", "--group", tables[0].ns + ":" + tables[2].ew},
            "has no result");
    refused(event, {"foul", event, "1", "--tables", "9"}, "has no result on board 1");
    CHECK(cli({"foul", event, "1"}).status == 2);

    CliRun r = cliOk({"foul", event, "1", "--group", tables[2].ns + ":" + tables[2].ew});
    CHECK_THAT(r.out, Catch::Contains("fouled copy 1: " + tables[2].ns + " v " + tables[2].ew));

    // Alone on its copy, 400 earns (0 + 1)·3/1 − 1 = 2; the others (2 + 1)·3/2 − 1 = 3.5 and
    // (0 + 1)·3/2 − 1 = 0.5 (Neuberg, as the EBU White Book factors a fouled board).
    json ranked = rankJson(event);
    CHECK(lineOf(ranked, 1, tables[2].ns)["nsPoints"] == Approx(2));
    CHECK(lineOf(ranked, 1, tables[2].ns)["group"] == 1);
    CHECK(lineOf(ranked, 1, tables[1].ns)["nsPoints"] == Approx(3.5));
    CHECK(lineOf(ranked, 1, tables[0].ns)["nsPoints"] == Approx(0.5));
    CHECK_FALSE(lineOf(ranked, 1, tables[0].ns).contains("group"));

    // The same marked by table number; and taken back.
    r = cli({"foul", event, "1", "--clear"});
    REQUIRE(r.status == 0);
    CHECK(lineOf(rankJson(event), 1, tables[2].ns)["nsPoints"] == Approx(0));
    r = cli({"foul", event, "1", "--tables", std::to_string(tables[2].table)});
    INFO(r.err);
    REQUIRE(r.status == 0);
    CHECK(lineOf(rankJson(event), 1, tables[2].ns)["nsPoints"] == Approx(2));
}

TEST_CASE("penalty: off one pair's total only, shown on every ranking", "[cli][rulings][penalty]") {
    TempDir dir;
    const std::string event = newEvent(dir);
    const auto tables = tablesOf(event, 1);
    enter(event, 1, tables[0], {"4S", "N", "="});   // 420 → 2
    enter(event, 1, tables[1], {"4S", "N", "+1"});  // 450 → 4
    enter(event, 1, tables[2], {"3NT", "N", "-1"}); // −50 → 0
    const json before = rankJson(event);

    refused(event, {"penalty", event, tables[1].ns, "lots"}, "Unknown penalty");
    refused(event, {"penalty", event, "99NS", "25%"}, "99NS");
    CHECK(cli({"penalty", event}).status == 2);

    CliRun r =
        cliOk({"penalty", event, tables[1].ns, "25%", "--board", "1", "--reason", "slow play"});
    CHECK_THAT(r.out, Catch::Contains(tables[1].ns + " loses 25% of a top"));

    const json after = rankJson(event);
    const json row = rowOf(after, tables[1].ns);
    CHECK(row["score"] == Approx(3.0));
    CHECK(row["penalty"] == Approx(1.0));
    CHECK(row["percent"] == Approx(75.0));
    // The opponents and everyone else keep what they had; the board's points do not move.
    for (const Table& t : tables) {
        CHECK(rowOf(after, t.ew)["score"] == rowOf(before, t.ew)["score"]);
        CHECK_FALSE(rowOf(after, t.ew).contains("penalty"));
        CHECK(lineOf(after, 1, t.ns)["nsPoints"] == lineOf(before, 1, t.ns)["nsPoints"]);
    }
    REQUIRE(after["penalties"].size() == 1);
    CHECK(after["penalties"][0]["label"] == tables[1].ns);
    CHECK(after["penalties"][0]["amount"] == "25% of a top");
    CHECK(after["penalties"][0]["points"] == Approx(1.0));
    CHECK(after["penalties"][0]["board"] == 1);
    CHECK(after["penalties"][0]["reason"] == "slow play");

    r = cli({"rank", event});
    REQUIRE(r.status == 0);
    CHECK_THAT(r.out, Catch::Contains("Penalties"));
    CHECK_THAT(r.out, Catch::Contains(tables[1].ns + ": 25% of a top (1.00), board 1, slow play"));

    r = cli({"penalty", event, "--withdraw", "1"});
    INFO(r.err);
    REQUIRE(r.status == 0);
    CHECK(rowOf(rankJson(event), tables[1].ns)["score"] == Approx(4.0));
    CHECK_FALSE(rankJson(event).contains("penalties"));
}

TEST_CASE("an IMP event's penalty is in IMPs", "[cli][rulings][penalty]") {
    TempDir dir;
    const std::string event = newEvent(dir, "cross-imps");
    refused(event, {"penalty", event, "1NS", "25%"}, "needs matchpoint scoring");
    const CliRun r = cli({"penalty", event, "1NS", "3", "--reason", "late"});
    INFO(r.err);
    CHECK(r.status == 0);
}

TEST_CASE("delete removes one line; audit prints the log with pairs by label",
          "[cli][rulings][audit]") {
    TempDir dir;
    const std::string event = newEvent(dir);
    const auto tables = boardOneWithTwoResults(event);
    refused(event, {"delete", event, "1", tables[2].ns, tables[2].ew}, "no result");

    CliRun r = cliOk({"delete", event, "1", tables[0].ns, tables[0].ew});
    CHECK_THAT(r.out, Catch::Contains("deleted board 1: " + tables[0].ns + " v " + tables[0].ew +
                                      ", was 4S by N =, NS +420"));
    const json ranked = rankJson(event);
    for (const auto& b : ranked["boards"])
        if (b["board"] == 1) {
            CHECK(b["results"].size() == 1);
        }

    enter(event, 1, tables[2], {"--not-played"});
    cliOk({"penalty", event, tables[1].ew, "2", "--reason", "mobile phone"});
    cliOk({"foul", event, "1", "--group", tables[1].ns + ":" + tables[1].ew});

    r = cli({"audit", event});
    INFO(r.err);
    REQUIRE(r.status == 0);
    CHECK_THAT(r.out, Catch::Contains("enter result: board 1, " + tables[0].ns + " v " +
                                      tables[0].ew + ": 4S by N =, NS +420"));
    CHECK_THAT(r.out, Catch::Contains("delete result: board 1, " + tables[0].ns + " v " +
                                      tables[0].ew + ": removed (was 4S by N =, NS +420)"));
    CHECK_THAT(r.out, Catch::Contains("enter not played: board 1, " + tables[2].ns + " v " +
                                      tables[2].ew + ": not played"));
    CHECK_THAT(r.out, Catch::Contains("give penalty 1: " + tables[1].ew + ", 2, mobile phone"));
    CHECK_THAT(r.out, Catch::Contains("mark fouled board: board 1: " + tables[1].ns + " v " +
                                      tables[1].ew + " copy 1 (was not fouled)"));

    r = cli({"audit", event, "--json"});
    REQUIRE(r.status == 0);
    const json log = json::parse(r.out);
    REQUIRE(log.is_array());
    bool sawDelete = false;
    for (const auto& row : log)
        if (row["command"] == "delete result") {
            sawDelete = true;
            CHECK(row["oldValue"]["contract"] == "4S");
            CHECK(row["newValue"].is_null());
            CHECK_THAT(row["text"].get<std::string>(), Catch::Contains("removed"));
        }
    CHECK(sawDelete);
}

TEST_CASE("scoring settings: chosen from the command line, applied, printed, audited",
          "[cli][rulings][settings]") {
    TempDir dir;
    const std::string event = newEvent(dir);
    const auto tables = tablesOf(event, 1);
    enter(event, 1, tables[0], {"4S", "N", "="});  // 420: 4 of a top of 4
    enter(event, 1, tables[1], {"4S", "N", "-1"}); // -50: 0
    enter(event, 1, tables[2], {"3S", "N", "+1"}); // 170: 2

    // A top counted on four results: Neuberg's (mp + 1) × 4 / 3 − 1, rounded to 0.1 (EBU).
    CliRun r = cliOk({"scoring", event, "--top", "4", "--decimals", "1"});
    CHECK_THAT(r.out, Catch::Contains("scored by mp"));
    CHECK_THAT(r.out, Catch::Contains("top of 6 (4 results)"));
    CHECK(lineOf(rankJson(event), 1, tables[0].ns)["nsPoints"] == Approx(5.7));
    r = cli({"scoring", event, "--neuberg-rounding", "off"});
    REQUIRE(r.status == 0);
    CHECK_THAT(r.out, Catch::Contains("not rounded"));
    const json ranked = rankJson(event);
    CHECK(lineOf(ranked, 1, tables[0].ns)["nsPoints"] == Approx(5.67).margin(0.005));
    // rank prints them with the results, and its totals to the chosen decimals.
    CHECK(ranked["settings"].dump().find("not rounded") != std::string::npos);
    r = cli({"rank", event});
    CHECK_THAT(r.out, Catch::Contains("Factored scores are not rounded."));
    CHECK_THAT(r.out, Catch::Contains("Totals are shown to 1 decimal."));
    CHECK_THAT(r.out, Catch::Contains(" 5.7 "));

    // Each change is one audited command; what the audit keeps reads back.
    const auto store = db::EventStore::open(event);
    const auto log = store.auditLog();
    CHECK(std::count_if(log.begin(), log.end(), [](const db::AuditEntry& a) {
              return a.command == "change scoring settings";
          }) == 2);
    CHECK(store.info().settings.resultsForTop == 4);
    CHECK_FALSE(store.info().settings.roundNeuberg);

    // Nothing to change: no audit row; bad values refused with what is allowed.
    r = cli({"scoring", event});
    CHECK(r.status == 0);
    CHECK(db::EventStore::open(event).auditLog().size() == log.size());
    refused(event, {"scoring", event, "--top", "1"}, "2 to 1000 results");
    CHECK(cli({"scoring", event, "--datum", "median"}).status == 2);
    CHECK(cli({"scoring", event, "--adjusted", "sometimes"}).status == 2);
    refused(event, {"scoring", event, "--decimals", "7"}, "0 to 3 decimals");
    CHECK(cli({"scoring", event, "--decimals", "two"}).status == 2);
}

TEST_CASE("flat 60/50/40 or the session percentage for average-plus, as the director chooses",
          "[cli][rulings][settings]") {
    TempDir dir;
    const std::string event = newEvent(dir);
    // Pair 1NS tops board 2 and is given A+ on board 1: its session is 100% on board 2, so
    // the EBU rule gives it 100% for the A+, the flat rule 60%.
    const auto board1 = tablesOf(event, 1);
    const auto board2 = tablesOf(event, 2);
    enter(event, 1, board1[0], {"--adjusted", "A+/A-"});
    enter(event, 1, board1[1], {"4S", "N", "="});
    enter(event, 1, board1[2], {"4S", "N", "="});
    for (const Table& t : board2)
        enter(event, 2, t,
              t.ns == board1[0].ns ? std::vector<std::string>{"3NT", "N", "+2"}
                                   : std::vector<std::string>{"3NT", "N", "="});
    const double session = lineOf(rankJson(event), 1, board1[0].ns)["nsPoints"];
    CHECK(session == Approx(4.0)); // 100% of a top of 4
    cliOk({"scoring", event, "--adjusted", "flat"});
    CHECK(lineOf(rankJson(event), 1, board1[0].ns)["nsPoints"] == Approx(2.4)); // 60%
}

TEST_CASE("final: provisional until the director says so, on rank and rank --json",
          "[cli][rulings][final]") {
    TempDir dir;
    const std::string event = newEvent(dir);
    const auto tables = tablesOf(event, 1);
    enter(event, 1, tables[0], {"4S", "N", "="});
    CliRun r = cli({"rank", event});
    CHECK_THAT(r.out, Catch::Contains("Provisional: 1 of 18 results"));
    json ranked = rankJson(event);
    CHECK(ranked["results"]["entered"] == 1);
    CHECK(ranked["results"]["expected"] == 18);
    CHECK(ranked["results"]["final"] == false);

    r = cli({"final", event});
    INFO(r.err);
    REQUIRE(r.status == 0);
    CHECK_THAT(cli({"rank", event}).out, !Catch::Contains("Provisional"));
    CHECK(rankJson(event)["results"]["final"] == true);
    refused(event, {"final", event}, "already final");

    // A correction after final is taken, and audited as any other.
    cliOk({"correct", event, "1", tables[0].ns, tables[0].ew, "4S", "N", "+1"});
    CHECK(db::EventStore::open(event).auditLog().back().command == "correct result");

    cliOk({"final", event, "--provisional"});
    CHECK_THAT(cli({"rank", event}).out, Catch::Contains("Provisional: 1 of 18 results"));
}

TEST_CASE("late-pair: a 6½-table Mitchell becomes 7 tables after round 1, nothing lost",
          "[cli][rulings][changes]") {
    TempDir dir;
    const std::string event = dir.file("late.db");
    REQUIRE(
        cli({"new", event, "--name", "Late", "--movement", "mitchell", "--pairs", "13"}).status ==
        0);
    // Round 1 played by the six full tables: two boards each.
    const auto before = db::EventStore::open(event).movement();
    REQUIRE(before.pairs == 13);
    int entered = 0;
    for (const auto& t : before.rounds.front().tables) {
        if (t.ns == 0 || t.ew == 0)
            continue;
        const std::string ns = movements::entryLabel(before, t.ns);
        const std::string ew = movements::entryLabel(before, t.ew);
        for (int b = before.firstBoardOf(t.set); b < before.firstBoardOf(t.set) + 2; ++b) {
            enter(event, b, {ns, ew, t.table}, {"3NT", "N", b % 2 ? "=" : "+1"});
            ++entered;
        }
    }
    CliRun r = cliOk({"late-pair", event, "--names", "Ann Lee & Bo Ray", "--from-round", "2"});
    CHECK_THAT(r.out, Catch::Contains(std::to_string(entered) + " results kept"));
    CHECK_THAT(r.out, Catch::Contains("new: 1NS"));

    const auto store = db::EventStore::open(event);
    const auto& after = store.movement();
    CHECK(after.pairs == 14);
    CHECK(after.tables == 7);
    // Every line kept, still between the same pairs by their labels, at their place.
    int kept = 0;
    for (const auto& s : store.lines()) {
        if (s.line.notPlayed)
            continue;
        ++kept;
        const auto at = std::find_if(
            after.rounds.front().tables.begin(), after.rounds.front().tables.end(),
            [&](const movements::TableRound& t) { return t.ns == s.line.ns && t.ew == s.line.ew; });
        CHECK(at != after.rounds.front().tables.end());
        CHECK(s.line.round == 1);
    }
    CHECK(kept == entered);
    // The late pair's round-1 boards (table 1, with 1EW) are not played; it has its names.
    const int late = movements::readEntry(after, "1NS");
    int notPlayed = 0;
    for (const auto& s : store.lines())
        if (s.line.notPlayed) {
            ++notPlayed;
            CHECK(s.line.ns == late);
            CHECK(s.line.round == 1);
        }
    CHECK(notPlayed == after.boardsPerRound);
    for (const auto& e : store.entries())
        if (e.number == late)
            CHECK(e.names() == "Ann Lee & Bo Ray");
    // missing lists the late pair from round 2, and never its round 1.
    r = cli({"missing", event});
    CHECK_THAT(r.out, !Catch::Contains("1NS 1EW 1 1"));
    CHECK_THAT(r.out, Catch::Contains(" 1NS "));
    // The audit log says what happened, with the pairs as printed.
    r = cli({"audit", event});
    CHECK_THAT(r.out, Catch::Contains("late pair"));
    // One audited command did it all: the movement, the names, the boards not played.
    const auto log = db::EventStore::open(event).auditLog();
    CHECK(log.back().command == "late pair");
    CHECK(log[log.size() - 2].command != "late pair");
}

TEST_CASE("change-movement: lines the new movement cannot place are listed, kept unless dropped",
          "[cli][rulings][changes]") {
    TempDir dir;
    const std::string event = newEvent(dir); // 3-table Mitchell, 2 boards a round
    const auto tables = tablesOf(event, 1);
    enter(event, 1, tables[0], {"4S", "N", "="});
    const std::string before = readFileBytes(event);
    // A 3-table Howell seats other pairs: the line cannot be placed; refused, listing it.
    CliRun r = cli({"change-movement", event, "howell", "--tables", "3"});
    CHECK(r.status == 1);
    CHECK_THAT(r.err, Catch::Contains("board 1, " + tables[0].ns + " v " + tables[0].ew));
    CHECK(readFileBytes(event) == before);
    // The same Mitchell with three boards a round places board 1 the same way: kept.
    r = cli({"change-movement", event, "mitchell", "--tables", "3", "--boards-per-round", "3"});
    INFO(r.err);
    REQUIRE(r.status == 0);
    CHECK_THAT(r.out, Catch::Contains("1 result kept"));
    CHECK(db::EventStore::open(event).movement().boards() == 9);
    // --drop removes what does not fit, and says what.
    r = cli({"change-movement", event, "howell", "--tables", "3", "--drop"});
    REQUIRE(r.status == 0);
    CHECK_THAT(r.out, Catch::Contains("removed: board 1 4S by N ="));
    CHECK(db::EventStore::open(event).lines().empty());
    CHECK(cli({"change-movement", event, "teams", "--teams", "4"}).status != 0);
}

TEST_CASE("leaves: a pair's boards after a round are not played, or adjusted as the director "
          "says",
          "[cli][rulings][changes]") {
    TempDir dir;
    const std::string event = newEvent(dir); // 3 rounds
    const std::string leaver = [&] {
        const auto store = db::EventStore::open(event);
        const auto& m = store.movement();
        return movements::entryLabel(m, m.rounds.front().tables.front().ew);
    }();
    CliRun r = cliOk({"leaves", event, leaver, "--after-round", "1"});
    CHECK_THAT(r.out, Catch::Contains("4 boards not played"));
    refused(event, {"leaves", event, leaver, "--after-round", "3"}, "0 to 2");

    const std::string event2 = dir.file("second.db");
    cliOk({"new", event2, "--name", "Second", "--movement", "mitchell", "--tables", "3",
           "--boards-per-round", "2"});
    r = cli({"leaves", event2, leaver, "--after-round", "2", "--opponents", "A"});
    REQUIRE(r.status == 0);
    CHECK_THAT(r.out, Catch::Contains("2 boards given A- to it and A to its opponents"));
    const auto lines = db::EventStore::open(event2).lines();
    REQUIRE(lines.size() == 2);
    for (const auto& s : lines) {
        REQUIRE(s.line.adjusted);
        CHECK(s.line.round == 3);
        // The leaver sits East-West in a Mitchell: A- to East-West, A to North-South.
        CHECK(s.line.adjusted->ew == core::Adjustment::AverageMinus);
        CHECK(s.line.adjusted->ns == core::Adjustment::Average);
    }
}

TEST_CASE("result --as-played: the seats the wrong way round, scored with the board's field",
          "[cli][rulings][as-played]") {
    TempDir dir;
    const std::string event = newEvent(dir);
    const auto tables = tablesOf(event, 1);
    // At the first table the East-West pair sat North-South: refused as the movement says …
    CliRun r = cli({"result", event, "1", tables[0].ew, tables[0].ns, "4S", "N", "="});
    CHECK(r.status == 1);
    // … and entered by the director's ruling.
    r = cli({"result", event, "1", tables[0].ew, tables[0].ns, "4S", "N", "=", "--as-played"});
    INFO(r.err);
    REQUIRE(r.status == 0);
    CHECK_THAT(r.out, Catch::Contains(tables[0].ew + " v " + tables[0].ns));
    // The table's line is not missing; the pairs cannot have a second result on the board.
    r = cli({"missing", event});
    CHECK_THAT(r.out, !Catch::Contains("1 " + tables[0].ns + " " + tables[0].ew + " "));
    refused(event, {"result", event, "1", tables[0].ns, tables[0].ew, "4S", "N", "-1"},
            "a pair plays a board once");
    enter(event, 1, tables[1], {"4S", "N", "-1"});
    enter(event, 1, tables[2], {"3S", "N", "+1"});
    // Scored with the field: 420 beats both other North-South scores, and the East-West pair
    // that held the North-South cards earns it.
    const json ranked = rankJson(event);
    const json swapped = lineOf(ranked, 1, tables[0].ew);
    CHECK(swapped["nsPoints"] == Approx(4));
    // Corrected as any line, where it was played.
    r = cli({"correct", event, "1", tables[0].ew, tables[0].ns, "4S", "N", "+1"});
    INFO(r.err);
    CHECK(r.status == 0);
    // A board played at the wrong table: pairs that do not meet on it, by ruling.
    r = cli({"result", event, "2", tables[1].ns, tables[2].ew, "2H", "S", "=", "--as-played"});
    INFO(r.err);
    CHECK(r.status == 0);
}
