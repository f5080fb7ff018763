// SPDX-License-Identifier: GPL-3.0-or-later
// overplay-cli with sections (docs/cli.md, "Labels" and "Sections"): a night of two 3-table
// Mitchell sections on boards 1..3, results in both, ranked within each section and across the
// field, against matchpoints worked by hand.
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

/// North-South's points on board 1 by "NSLABEL v EWLABEL", from rank --json.
std::map<std::string, double> boardOne(const json& rank) {
    std::map<std::string, double> points;
    for (const auto& b : rank["boards"])
        if (b["board"] == 1)
            for (const auto& r : b["results"])
                points[r["nsLabel"].get<std::string>() + " v " + r["ewLabel"].get<std::string>()] =
                    r["nsPoints"].get<double>();
    return points;
}

/// The rows of one section's ranking in one direction: label → score.
std::map<std::string, double> rowsOf(const json& rank, const std::string& section,
                                     const std::string& direction) {
    std::map<std::string, double> rows;
    for (const auto& r : rank["rankings"])
        if (r["section"] == section && r["direction"] == direction)
            for (const auto& row : r["rows"])
                rows[row["label"].get<std::string>()] = row["score"].get<double>();
    return rows;
}

} // namespace

TEST_CASE("cli: two sections from new to rank, within sections and across the field",
          "[cli][sections]") {
    TempDir dir;
    const std::string ev = dir.file("night.db");
    auto r = cli({"new", ev, "--name", "Busy night", "--movement", "mitchell", "--tables", "3",
                  "--boards-per-round", "1", "--sections", "2"});
    REQUIRE(r.status == 0);
    CHECK(r.out.find("sections A to B") != std::string::npos);

    // Names by label, the section first.
    const std::string pairs = dir.file("pairs.csv");
    writeFile(pairs, "number,name1,name2\nA1NS,Ann,Bob\nB1NS,Cat,Dan\n");
    cliOk({"pairs", ev, "--import", pairs});

    // Board 1 (set 1): 1NS v 1EW in round 1, 3NS v 2EW in round 2, 2NS v 3EW in round 3.
    // Section A: +420, +450, −50. Section B: +420, +400, +140.
    r = cli({"result", ev, "1", "A1", "A1", "4S", "N", "="});
    REQUIRE(r.status == 0);
    CHECK(r.out == "board 1: A1NS v A1EW, 4S by N =, NS +420 (round 1, table 1)\n");
    cliOk({"result", ev, "1", "A3NS", "A2EW", "4S", "N", "+1"});
    cliOk({"result", ev, "1", "a2", "a 3 ew", "4S", "N", "-1"});
    const std::string results = dir.file("results.csv");
    writeFile(results, "board,ns,ew,contract,declarer,result\n"
                       "1,B1,B1,4S,N,=\n1,B3,B2,3NT,N,=\n1,B2NS,B3EW,2H,N,+1\n");
    r = cli({"results", ev, "--import", results});
    REQUIRE(r.status == 0);
    CHECK(r.out == "stored 3 results\n");

    SECTION("within each section: three results, a top of 4") {
        r = cli({"rank", ev, "--json"});
        REQUIRE(r.status == 0);
        const json rank = json::parse(r.out);
        CHECK(rank["acrossField"] == false);
        const auto points = boardOne(rank);
        CHECK(points.at("A1NS v A1EW") == 2);
        CHECK(points.at("A3NS v A2EW") == 4);
        CHECK(points.at("A2NS v A3EW") == 0);
        CHECK(points.at("B1NS v B1EW") == 4);
        CHECK(points.at("B3NS v B2EW") == 2);
        CHECK(points.at("B2NS v B3EW") == 0);
        REQUIRE(rank["rankings"].size() == 4);
        CHECK(rank["rankings"][0]["section"] == "A");
        CHECK(rank["rankings"][0]["direction"] == "NS");
        CHECK(rank["rankings"][3]["section"] == "B");
        CHECK(rank["rankings"][3]["direction"] == "EW");
        CHECK(rowsOf(rank, "B", "NS") ==
              std::map<std::string, double>{{"B1NS", 4}, {"B2NS", 0}, {"B3NS", 2}});
        CHECK(rank["rankings"][2]["rows"][0]["names"] == "Cat & Dan");

        r = cli({"rank", ev});
        REQUIRE(r.status == 0);
        CHECK(r.out.find("\nSection A NS\n") != std::string::npos);
        CHECK(r.out.find("\nSection B EW\n") != std::string::npos);
        CHECK(r.out.find("B1NS   Cat & Dan") != std::string::npos);
    }
    SECTION("across the field: six results, a top of 10") {
        r = cli({"rank", ev, "--across-field", "--json"});
        REQUIRE(r.status == 0);
        const json rank = json::parse(r.out);
        CHECK(rank["acrossField"] == true);
        // 450 beats five; the two 420s beat three and tie one; 400 beats two; 140 one.
        const auto points = boardOne(rank);
        CHECK(points.at("A3NS v A2EW") == 10);
        CHECK(points.at("A1NS v A1EW") == 7);
        CHECK(points.at("B1NS v B1EW") == 7);
        CHECK(points.at("B3NS v B2EW") == 4);
        CHECK(points.at("B2NS v B3EW") == 2);
        CHECK(points.at("A2NS v A3EW") == 0);
        CHECK(rowsOf(rank, "A", "EW") ==
              std::map<std::string, double>{{"A1EW", 3}, {"A2EW", 0}, {"A3EW", 10}});
        CHECK(cli({"rank", ev, "--across-field"}).out.find("(mp, across the field)") !=
              std::string::npos);
    }
    SECTION("one section ranked alone") {
        r = cli({"rank", ev, "--section", "b", "--json"});
        REQUIRE(r.status == 0);
        const json rank = json::parse(r.out);
        REQUIRE(rank["rankings"].size() == 2);
        for (const auto& ranking : rank["rankings"])
            CHECK(ranking["section"] == "B");
        CHECK(boardOne(rank).size() == 3);
        r = cli({"rank", ev, "--section", "C"});
        CHECK(r.status == 1);
        CHECK(r.err == "overplay-cli: there is no section 'C' in this event (its sections are A "
                       "and B)\n");
    }
    SECTION("what is missing is named by section") {
        r = cli({"missing", ev});
        REQUIRE(r.status == 0);
        CHECK(r.out.find("2 A1NS A3EW 2 1\n") != std::string::npos);
        CHECK(r.out.find("3 B3NS B3EW 1 3\n") != std::string::npos);
        // Board 1 has all its results in both sections.
        CHECK(r.out.rfind("1 ", 0) != 0);
        CHECK(r.out.find("\n1 ") == std::string::npos);
    }
    SECTION("printouts a section at a time, labels with the section letter") {
        // Without --section, the whole event: each section in its folder (test_cli_whole_event);
        // files of one section at a time refuse plainly.
        r = cli({"export", ev, "--html", dir.file("whole")});
        REQUIRE(r.status == 0);
        CHECK(fs::exists(dir.file("whole") + "/section-A/index.html"));
        CHECK(fs::exists(dir.file("whole") + "/section-B/index.html"));
        r = cli({"export", ev, "--pbn", dir.file("x.pbn")});
        CHECK(r.status == 1);
        CHECK(r.err == "overplay-cli: this event has sections A to B: print one at a time with "
                       "--section A\n");
        r = cli({"export", ev, "--html", dir.file("site"), "--section", "b"});
        REQUIRE(r.status == 0);
        const std::string index = overplay::tests::readFileBytes(dir.file("site") + "/index.html");
        CHECK(index.find("Section B") != std::string::npos);
        CHECK(index.find("B1NS") != std::string::npos);
        CHECK(index.find("A1NS") == std::string::npos);
        CHECK(index.find("Cat &amp; Dan") != std::string::npos);
    }
    SECTION("refusals: two sections, a section that is not there, no section at all") {
        r = cli({"result", ev, "2", "A1", "B3", "4S", "N", "="});
        CHECK(r.status == 1);
        CHECK(r.err == "overplay-cli: A1NS and B3EW are in different sections: a result is "
                       "between two pairs of one section.\n");
        r = cli({"result", ev, "2", "C1", "C3", "4S", "N", "="});
        CHECK(r.status == 1);
        CHECK(r.err == "overplay-cli: there is no section C (the sections are A and B), in "
                       "'C1'.\n");
        r = cli({"result", ev, "2", "1", "3", "4S", "N", "="});
        CHECK(r.status == 1);
        CHECK(r.err.find("names no section") != std::string::npos);
        // A refused import stores nothing, whichever section its good lines were for.
        writeFile(results, "1,A1,A2,4S,N,=\n2,B1,B3,4S,N,=\n2,A1,A3,4S,N,=\n");
        r = cli({"results", ev, "--import", results});
        CHECK(r.status == 1);
        CHECK(r.err.find("line 1") != std::string::npos);
        writeFile(results, "2,B1,B3,4S,N,=\n2,A1,A3,4S,N,=\n1,A1,A1,4S,N,=\n");
        r = cli({"results", ev, "--import", results});
        CHECK(r.status == 1);
        CHECK(r.err.find("line 3") != std::string::npos);
        CHECK(r.err.find("already has a result") != std::string::npos);
        CHECK(cli({"missing", ev}).out.find("2 B1NS B3EW") != std::string::npos);
    }
}

TEST_CASE("cli: a section added with another movement on the same boards", "[cli][sections]") {
    TempDir dir;
    const std::string ev = dir.file("mixed.db");
    cliOk({"new", ev, "--name", "Mixed", "--movement", "mitchell", "--tables", "3",
           "--boards-per-round", "1"});
    // One section: labels exactly as before sections.
    auto r = cli({"result", ev, "1", "1", "1", "4S", "N", "="});
    REQUIRE(r.status == 0);
    CHECK(r.out == "board 1: 1NS v 1EW, 4S by N =, NS +420 (round 1, table 1)\n");
    json rank = json::parse(cli({"rank", ev, "--json"}).out);
    CHECK(rank["rankings"][0]["section"] == "A");
    CHECK(rank["rankings"][0]["rows"][0]["label"] == "1NS");
    CHECK_FALSE(rank.contains("acrossField"));

    r = cli(
        {"section", "add", ev, "--movement", "howell", "--tables", "2", "--boards-per-round", "1"});
    REQUIRE(r.status == 0);
    CHECK(r.out == "added section B: 2-table Howell, 4 pairs, 2 tables, 3 rounds, 3 boards\n");
    // Now every label carries its section; the Howell's pairs are B1..B4.
    r = cli({"result", ev, "1", "B4", "B1", "3NT", "N", "="});
    REQUIRE(r.status == 0);
    CHECK(r.out == "board 1: B4 v B1, 3NT by N =, NS +400 (round 1, table 1)\n");
    rank = json::parse(cli({"rank", ev, "--json"}).out);
    CHECK(rank["rankings"][0]["rows"][0]["label"] == "A1NS");
    CHECK(rank["rankings"][2]["section"] == "B");
    CHECK(rank["rankings"][2]["direction"] == "");

    r = cli({"section", "add", ev, "--movement", "mitchell", "--tables", "5"});
    CHECK(r.status == 1);
    CHECK(r.err.find("every section plays the same boards") != std::string::npos);
}

TEST_CASE("cli: rulings name a pair of any section by its label", "[cli][sections][rulings]") {
    TempDir dir;
    const std::string ev = dir.file("rulings.db");
    cliOk({"new", ev, "--name", "Two sections", "--movement", "mitchell", "--tables", "3",
           "--boards-per-round", "1", "--sections", "2"});
    for (const char* section : {"A", "B"}) {
        const std::string s = section;
        cliOk({"result", ev, "1", s + "1NS", s + "1EW", "4S", "N", "="});
        cliOk({"result", ev, "1", s + "3NS", s + "2EW", "4S", "N", "+1"});
    }
    // A penalty to B1NS comes off B1NS only: A1NS, the same seat in section A, keeps its score.
    auto r = cliOk({"penalty", ev, "B1NS", "1"});
    r = cli({"rank", ev, "--json"});
    REQUIRE(r.status == 0);
    const json rank = json::parse(r.out);
    // The sections played alike, so B1NS is A1NS's score less the penalty.
    const double a1 = rowsOf(rank, "A", "NS").at("A1NS");
    CHECK(rowsOf(rank, "B", "NS").at("B1NS") == Approx(a1 - 1));
    CHECK(rowsOf(rank, "B", "NS").at("B3NS") == Approx(rowsOf(rank, "A", "NS").at("A3NS")));
    // delete works in the section the labels name; a line across two sections is refused.
    r = cli({"delete", ev, "1", "B3NS", "B2EW"});
    INFO(r.err);
    REQUIRE(r.status == 0);
    CHECK(boardOne(json::parse(cli({"rank", ev, "--json"}).out)).count("A3NS v A2EW") == 1);
    CHECK(boardOne(json::parse(cli({"rank", ev, "--json"}).out)).count("B3NS v B2EW") == 0);
    r = cli({"delete", ev, "1", "A1NS", "B1EW"});
    CHECK(r.status == 1);
}

TEST_CASE("a 14-table night as two 7-table sections on the same 28 boards, within and across "
          "the field, against two boards worked by hand",
          "[cli][sections]") {
    TempDir dir;
    const std::string night = dir.file("busy.db");
    const auto created = cliOk({"new", night, "--name", "Busy night", "--movement", "mitchell",
                                "--tables", "7", "--boards-per-round", "4", "--sections", "2"});
    CHECK(created.out.find("28 boards") != std::string::npos);

    // Boards 1 and 2 get the scores worked below, section A's seven then section B's, in the
    // order `missing` lists their lines; every other board a plain 3NT made.
    // Board 1 (love all): A 420 420 450 400 -50 480 170; B 420 450 450 -100 400 140 420.
    // Board 2 (North-South vulnerable): A -100 -100 110 140 -100 110 pass;
    //                                   B 140 140 -100 110 110 110 -200.
    const std::map<int, std::vector<std::string>> played = {
        {1,
         {"4S,N,=", "4S,N,=", "4S,N,+1", "3NT,N,=", "4S,N,-1", "4S,N,+2", "2S,N,+2",
          "4S,N,=", "4S,N,+1", "4S,N,+1", "4S,N,-2", "3NT,N,=", "3S,N,=", "4S,N,="}},
        {2,
         {"1NT,N,-1", "1NT,N,-1", "2H,N,=", "3H,N,=", "1NT,N,-1", "2H,N,=", "PASS,,",
          "3H,N,=", "3H,N,=", "1NT,N,-1", "2H,N,=", "2H,N,=", "2H,N,=", "2H,N,-2"}}};
    const auto missing = cli({"missing", night});
    REQUIRE(missing.status == 0);
    std::istringstream lines(missing.out);
    std::string csv = "board,ns,ew,contract,declarer,result\n";
    std::map<int, std::size_t> next;
    std::string board, ns, ew, round, table;
    int count = 0;
    while (lines >> board >> ns >> ew >> round >> table) {
        const int b = std::stoi(board);
        const auto it = played.find(b);
        csv += board + "," + ns + "," + ew + "," +
               (it == played.end() ? std::string("3NT,N,=") : it->second.at(next[b]++)) + "\n";
        ++count;
    }
    CHECK(count == 2 * 7 * 28); // each section: 7 tables play 28 boards
    writeFile(dir.file("results.csv"), csv);
    cliOk({"results", night, "--import", dir.file("results.csv")});

    // The matchpoints by hand (EBU: 2 for each score beaten, 1 for each equalled).
    // Within each section a board has 7 results, a top of 12.
    //   Board 1, A: 480 beats 6 → 12; 450 beats 5 → 10; 420 beats 3, equals 1 → 7;
    //               400 → 4; 170 → 2; -50 → 0.
    //   Board 1, B: 450 beats 5, equals 1 → 11; 420 beats 3, equals 1 → 7; 400 → 4;
    //               140 → 2; -100 → 0.
    //   Board 2, A: 140 → 12; 110 beats 4, equals 1 → 9; pass 0 → 6; -100 equals 2 → 2.
    //   Board 2, B: 140 beats 5, equals 1 → 11; 110 beats 2, equals 2 → 6; -100 → 2;
    //               -200 → 0.
    // Across the field, 14 results, a top of 26:
    //   Board 1: 480 → 26; 450 (three) beat 10, equal 2 → 22; 420 (four) beat 6, equal 3
    //            → 15; 400 (two) beat 4, equal 1 → 9; 170 → 6; 140 → 4; -50 → 2; -100 → 0.
    //   Board 2: 140 (three) beat 11, equal 2 → 24; 110 (five) beat 6, equal 4 → 16;
    //            pass 0 → 10; -100 (four) beat 1, equal 3 → 5; -200 → 0.
    const std::map<std::string, std::map<int, double>> within = {
        {"A1", {{480, 12}, {450, 10}, {420, 7}, {400, 4}, {170, 2}, {-50, 0}}},
        {"B1", {{450, 11}, {420, 7}, {400, 4}, {140, 2}, {-100, 0}}},
        {"A2", {{140, 12}, {110, 9}, {0, 6}, {-100, 2}}},
        {"B2", {{140, 11}, {110, 6}, {-100, 2}, {-200, 0}}}};
    const std::map<int, std::map<int, double>> across = {
        {1, {{480, 26}, {450, 22}, {420, 15}, {400, 9}, {170, 6}, {140, 4}, {-50, 2}, {-100, 0}}},
        {2, {{140, 24}, {110, 16}, {0, 10}, {-100, 5}, {-200, 0}}}};

    const auto checkBoards = [&](const json& rank, bool acrossField) {
        int checked = 0;
        for (const auto& b : rank["boards"]) {
            const int number = b["board"];
            if (number > 2)
                continue;
            REQUIRE(b["results"].size() == 14);
            for (const auto& r : b["results"]) {
                const std::string section = r["nsLabel"].get<std::string>().substr(0, 1);
                const int score = r.contains("score") ? r["score"].get<int>() : 0;
                const double expected = acrossField
                                            ? across.at(number).at(score)
                                            : within.at(section + std::to_string(number)).at(score);
                INFO("board " << number << " " << r["nsLabel"] << " " << score);
                CHECK(r["nsPoints"].get<double>() == Approx(expected));
                CHECK(r["ewPoints"].get<double>() == Approx((acrossField ? 26 : 12) - expected));
                ++checked;
            }
        }
        CHECK(checked == 28);
    };
    const auto withinRank = cli({"rank", night, "--json"});
    REQUIRE(withinRank.status == 0);
    const json w = json::parse(withinRank.out);
    checkBoards(w, false);
    CHECK(w["rankings"].size() == 4); // A NS, A EW, B NS, B EW
    CHECK(!w.contains("overall"));

    const auto acrossRank = cli({"rank", night, "--json", "--across-field"});
    REQUIRE(acrossRank.status == 0);
    const json a = json::parse(acrossRank.out);
    checkBoards(a, true);
    // The whole field ranked too: 14 North-South pairs, then 14 East-West, best first,
    // each with the percentage its own section's ranking gives it.
    REQUIRE(a["overall"].size() == 2);
    std::map<std::string, double> percentOf;
    for (const auto& ranking : a["rankings"])
        for (const auto& row : ranking["rows"])
            percentOf[row["label"]] = row["percent"];
    for (const auto& ranking : a["overall"]) {
        REQUIRE(ranking["rows"].size() == 14);
        double previous = 101;
        for (const auto& row : ranking["rows"]) {
            CHECK(row["percent"].get<double>() == Approx(percentOf.at(row["label"])));
            CHECK(row["percent"].get<double>() <= previous);
            previous = row["percent"];
        }
    }
    const auto text = cli({"rank", night, "--across-field"});
    CHECK(text.out.find("Overall NS") != std::string::npos);
    CHECK(text.out.find("Overall EW") != std::string::npos);
}
