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
#include <string>
#include <unistd.h>

namespace {

namespace fs = std::filesystem;
using nlohmann::json;
using overplay::tests::cli;

class TempDir {
public:
    TempDir() {
        static std::atomic<int> counter{0};
        m_path =
            fs::temp_directory_path() / ("overplay-cli-sections-" + std::to_string(::getpid()) +
                                         "-" + std::to_string(counter++));
        fs::remove_all(m_path);
        fs::create_directories(m_path);
    }
    ~TempDir() {
        std::error_code ec;
        fs::remove_all(m_path, ec);
    }
    std::string file(const std::string& name) const { return (m_path / name).string(); }

private:
    fs::path m_path;
};

void write(const std::string& path, const std::string& text) {
    std::ofstream(path, std::ios::binary) << text;
}

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
    write(pairs, "number,name1,name2\nA1NS,Ann,Bob\nB1NS,Cat,Dan\n");
    REQUIRE(cli({"pairs", ev, "--import", pairs}).status == 0);

    // Board 1 (set 1): 1NS v 1EW in round 1, 3NS v 2EW in round 2, 2NS v 3EW in round 3.
    // Section A: +420, +450, −50. Section B: +420, +400, +140.
    r = cli({"result", ev, "1", "A1", "A1", "4S", "N", "="});
    REQUIRE(r.status == 0);
    CHECK(r.out == "board 1: A1NS v A1EW, 4S by N =, NS +420 (round 1, table 1)\n");
    REQUIRE(cli({"result", ev, "1", "A3NS", "A2EW", "4S", "N", "+1"}).status == 0);
    REQUIRE(cli({"result", ev, "1", "a2", "a 3 ew", "4S", "N", "-1"}).status == 0);
    const std::string results = dir.file("results.csv");
    write(results, "board,ns,ew,contract,declarer,result\n"
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
        r = cli({"export", ev, "--html", dir.file("site")});
        CHECK(r.status == 1);
        CHECK(r.err == "overplay-cli: this event has sections A to B: print one at a time with "
                       "--section A\n");
        r = cli({"export", ev, "--html", dir.file("site"), "--section", "b"});
        REQUIRE(r.status == 0);
        std::ifstream in(dir.file("site") + "/index.html");
        const std::string index((std::istreambuf_iterator<char>(in)),
                                std::istreambuf_iterator<char>());
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
        write(results, "1,A1,A2,4S,N,=\n2,B1,B3,4S,N,=\n2,A1,A3,4S,N,=\n");
        r = cli({"results", ev, "--import", results});
        CHECK(r.status == 1);
        CHECK(r.err.find("line 1") != std::string::npos);
        write(results, "2,B1,B3,4S,N,=\n2,A1,A3,4S,N,=\n1,A1,A1,4S,N,=\n");
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
    REQUIRE(cli({"new", ev, "--name", "Mixed", "--movement", "mitchell", "--tables", "3",
                 "--boards-per-round", "1"})
                .status == 0);
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
    REQUIRE(cli({"new", ev, "--name", "Two sections", "--movement", "mitchell", "--tables", "3",
                 "--boards-per-round", "1", "--sections", "2"})
                .status == 0);
    for (const char* section : {"A", "B"}) {
        const std::string s = section;
        REQUIRE(cli({"result", ev, "1", s + "1NS", s + "1EW", "4S", "N", "="}).status == 0);
        REQUIRE(cli({"result", ev, "1", s + "3NS", s + "2EW", "4S", "N", "+1"}).status == 0);
    }
    // A penalty to B1NS comes off B1NS only: A1NS, the same seat in section A, keeps its score.
    auto r = cli({"penalty", ev, "B1NS", "1"});
    INFO(r.err);
    REQUIRE(r.status == 0);
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
