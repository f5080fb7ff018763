// SPDX-License-Identifier: GPL-3.0-or-later
// A club night's master points from the command line (docs/cli.md, "Master points"): an
// 8-table Mitchell of 24 boards at a club, awarded on the EBU's club scale unless the director
// says otherwise, shown by `rank` and `rank --json`, written into the USEBIO return with the
// club's and members' numbers and the EBU's charge code, and that file validated against the
// DTD the USEBIO tests use; a partial Mitchell refused its awards by the 70% rule.
#include "CliRun.h"
#include "tests/reports/Tools.h"

#include "core/MasterPoints.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <cmath>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace {

using nlohmann::json;
using namespace overplay::tests;
namespace core = overplay::core;

/// Every result of the event's movement, made different board by board so the pairs'
/// percentages differ: 3NT by North making 6 to 10 tricks.
std::string resultsSixToTenTricks(const std::string& event) {
    std::string csv = "board,ns,ew,contract,declarer,result\n";
    int n = 0;
    for (const auto& [board, ns, ew, round, table] : overplay::tests::missingLines(event)) {
        const int made = (std::stoi(board) * 7 + n++ * 5 + std::stoi(ns) * 3) % 5 + 6;
        const std::string result = made == 9  ? "="
                                   : made > 9 ? "+" + std::to_string(made - 9)
                                              : "-" + std::to_string(9 - made);
        csv += board + "," + ns + "," + ew + ",3NT,N," + result + "\n";
    }
    return csv;
}

/// Each ranking's rows: direction → (rank, masterPoints) in order; a row without the key -1.
std::map<std::string, std::vector<std::pair<std::string, double>>> awardsOf(const json& ranked) {
    std::map<std::string, std::vector<std::pair<std::string, double>>> out;
    for (const auto& ranking : ranked.at("rankings"))
        for (const auto& row : ranking.at("rows"))
            out[ranking.at("direction").get<std::string>()].emplace_back(
                row.at("rank").get<std::string>(),
                row.contains("masterPoints") ? row.at("masterPoints").get<double>() : -1.0);
    return out;
}

/// What each row of a field should have: the places' awards shared as the ranks say.
void checkField(const std::vector<std::pair<std::string, double>>& rows,
                core::MasterPointScale scale, const std::vector<double>& places) {
    std::vector<std::string> ranks;
    for (const auto& row : rows)
        ranks.push_back(row.first);
    const std::vector<double> expected = core::awardsToRanks(scale, places, ranks);
    for (std::size_t i = 0; i < rows.size(); ++i) {
        INFO("rank " << rows[i].first);
        CHECK(rows[i].second == expected[i]);
    }
}

std::size_t count(const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1))
        ++n;
    return n;
}

} // namespace

TEST_CASE("a club night's master points: rank, JSON and the USEBIO return", "[cli][masterpoints]") {
    TempDir dir;
    const std::string club = dir.file("club.db");
    std::string members;
    for (int i = 0; i < 32; ++i)
        members += "Member " + std::to_string(i + 1) + "," + std::to_string(200100 + i) + "\n";
    overplay::tests::writeFile(dir.file("members.csv"), members);
    cliOk({"roster", club, "--import", dir.file("members.csv"), "--club", "Overplay Bridge Club",
           "--club-number", "4077"});

    const std::string night = dir.file("night.db");
    cliOk({"new", night, "--name", "Tuesday Pairs", "--date", "2026-11-24", "--movement",
           "mitchell", "--tables", "8", "--boards-per-round", "3"});
    std::string pairs;
    for (int p = 1; p <= 8; ++p) {
        pairs += std::to_string(p) + "NS,Member " + std::to_string(4 * p - 3) + ",Member " +
                 std::to_string(4 * p - 2) + "\n";
        pairs += std::to_string(p) + "EW,Member " + std::to_string(4 * p - 1) + ",Member " +
                 std::to_string(4 * p) + "\n";
    }
    overplay::tests::writeFile(dir.file("pairs.csv"), pairs);
    cliOk({"pairs", night, "--import", dir.file("pairs.csv"), "--roster", club});
    overplay::tests::writeFile(dir.file("results.csv"), resultsSixToTenTricks(night));
    cliOk({"results", night, "--import", dir.file("results.csv")});

    // At a club and no scale chosen: the EBU's club scale. Each direction is a field of 8
    // pairs, 4 full tables, a third of them awarded over 24 boards: 18, 12, 6.
    auto ranked = cliOk({"rank", night, "--json"});
    json j = json::parse(ranked.out);
    CHECK(j.at("masterPoints").at("scale") == "club");
    auto fields = awardsOf(j);
    REQUIRE(fields.size() == 2);
    for (const auto& [direction, rows] : fields) {
        INFO(direction);
        REQUIRE(rows.size() == 8);
        checkField(rows, core::MasterPointScale::Club, {18, 12, 6});
    }

    const auto text = cli({"rank", night});
    REQUIRE(text.status == 0);
    CHECK(text.out.find("%     MP\n") != std::string::npos);
    CHECK(text.out.find("MP: master points, EBU club scale (local points), each player") !=
          std::string::npos);

    // The county scale and the charge code, stored with the event.
    const auto set = cliOk({"scoring", night, "--master-points", "county", "--charge-code", "10"});
    CHECK(set.out.find("Master points on the EBU county scale.") != std::string::npos);
    CHECK(set.out.find("EBU charge code 10.") != std::string::npos);
    j = json::parse(cli({"rank", night, "--json"}).out);
    CHECK(j.at("masterPoints").at("scale") == "county");
    for (const auto& [direction, rows] : awardsOf(j))
        checkField(rows, core::MasterPointScale::County, {36, 24, 12});

    // The return: the club, the members' numbers, the charge code, each pair's award.
    const std::string xml = dir.file("night.xml");
    cliOk({"export", night, "--usebio", xml});
    const std::string usebio = overplay::tests::readFileBytes(xml);
    CHECK(usebio.find("<USEBIO Version=\"1.3\">") != std::string::npos);
    CHECK(usebio.find("<CLUB_ID_NUMBER>4077</CLUB_ID_NUMBER>") != std::string::npos);
    CHECK(usebio.find("<EBU_CHARGE_CODE>10</EBU_CHARGE_CODE>") != std::string::npos);
    CHECK(usebio.find("<MPS_AWARDED_FLAG>Y</MPS_AWARDED_FLAG>") != std::string::npos);
    CHECK(count(usebio, "<NATIONAL_ID_NUMBER>") == 32);
    std::size_t awarded = 0;
    for (const auto& [direction, rows] : awardsOf(j))
        for (const auto& row : rows)
            awarded += row.second > 0 ? 1 : 0;
    CHECK(count(usebio, "<MASTER_POINTS_AWARDED>") == awarded);
    CHECK(usebio.find("<MASTER_POINTS_AWARDED>36</MASTER_POINTS_AWARDED>") != std::string::npos);
    if (overplay::reports::testing::hasTool("xmllint")) {
        const auto run = overplay::reports::testing::runTool(
            "xmllint", {"--noout", "--nonet", "--dtdvalid",
                        QString(OVERPLAY_TEST_DATA) + "/usebio/usebio_1_2_overplay.dtd",
                        QString::fromStdString(xml)});
        INFO(run.err);
        CHECK(run.exitCode == 0);
    } else {
        WARN("xmllint missing (libxml2-utils): the return not validated against the DTD");
    }

    // None: no column, no key, no MASTER_POINTS.
    cliOk({"scoring", night, "--master-points", "none"});
    j = json::parse(cli({"rank", night, "--json"}).out);
    CHECK_FALSE(j.contains("masterPoints"));
    for (const auto& [direction, rows] : awardsOf(j))
        for (const auto& row : rows)
            CHECK(row.second == -1);
    CHECK(cli({"rank", night}).out.find(" MP") == std::string::npos);

    // A scale the program does not know is refused, naming the ones it does.
    const auto refused = cli({"scoring", night, "--master-points", "green"});
    CHECK(refused.status != 0);
    CHECK(refused.err.find("--master-points must be club, district") != std::string::npos);
}

TEST_CASE("the 70% rule: a partial Mitchell earns no master points", "[cli][masterpoints]") {
    TempDir dir;
    // Eight tables, four rounds of three boards: 24 sets' boards in use, each pair plays 12.
    const std::string night = dir.file("short.db");
    cliOk({"new", night, "--name", "Short night", "--movement", "mitchell", "--tables", "8",
           "--rounds", "4", "--boards-per-round", "3", "--master-points", "club"});
    overplay::tests::writeFile(dir.file("results.csv"), resultsSixToTenTricks(night));
    cliOk({"results", night, "--import", dir.file("results.csv")});
    const auto text = cli({"rank", night});
    REQUIRE(text.status == 0);
    CHECK(text.out.find("scheduled to play fewer than 70% of the boards in use (the EBU's 70% "
                        "rule)") != std::string::npos);
    const json j = json::parse(cli({"rank", night, "--json"}).out);
    for (const auto& [direction, rows] : awardsOf(j))
        for (const auto& row : rows)
            CHECK(row.second == 0);
}

TEST_CASE("an ACBL open club game: a Howell's awards", "[cli][masterpoints]") {
    TempDir dir;
    // Ten pairs: first 0.50, then 0.35, 0.25, 0.175, to 40% of the field.
    const std::string night = dir.file("acbl.db");
    cliOk({"new", night, "--name", "Open pairs", "--movement", "howell", "--pairs", "10",
           "--scoring", "mp-acbl", "--master-points", "acbl"});
    overplay::tests::writeFile(dir.file("results.csv"), resultsSixToTenTricks(night));
    cliOk({"results", night, "--import", dir.file("results.csv")});
    const json j = json::parse(cli({"rank", night, "--json"}).out);
    CHECK(j.at("masterPoints").at("scale") == "acbl");
    const auto fields = awardsOf(j);
    REQUIRE(fields.size() == 1);
    std::vector<std::string> ranks;
    for (const auto& row : fields.begin()->second)
        ranks.push_back(row.first);
    const auto expected =
        core::awardsToRanks(core::MasterPointScale::AcblClub, {0.50, 0.35, 0.25, 0.175}, ranks);
    for (std::size_t i = 0; i < ranks.size(); ++i)
        CHECK(fields.begin()->second[i].second == Approx(std::round(expected[i] * 100) / 100));
}
