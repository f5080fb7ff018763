// SPDX-License-Identifier: GPL-3.0-or-later
// A two-session congress pairs from the command line (docs/cli.md, "Sessions"): a qualifying
// session whose top half go to a final, a carry-forward, and the outright ranking checked
// against each session's own ranking.
#include "CliRun.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <sstream>
#include <string>
#include <unistd.h>

namespace {

namespace fs = std::filesystem;
using nlohmann::json;
using namespace overplay::tests;

/// "Ann Smith & Bob Jones" as the store knows a competitor: names sorted, lower case.
std::string competitor(const std::string& names) {
    const auto amp = names.find(" & ");
    std::string a = names.substr(0, amp), b = names.substr(amp + 3);
    std::transform(a.begin(), a.end(), a.begin(), ::tolower);
    std::transform(b.begin(), b.end(), b.begin(), ::tolower);
    return a < b ? a + " & " + b : b + " & " + a;
}

struct SessionRow {
    std::string label, names;
    double score = 0, percent = 0;
    bool qualified = false;
};

/// A session's ranking by competitor.
std::map<std::string, SessionRow> sessionRows(const json& rank) {
    std::map<std::string, SessionRow> out;
    for (const auto& ranking : rank["rankings"])
        for (const auto& row : ranking["rows"])
            out[competitor(row["names"])] = {row["label"], row["names"], row["score"],
                                             row["percent"], row.value("qualified", false)};
    return out;
}

} // namespace

TEST_CASE("two sessions: a qualifier of the top half, a carry-forward, the outright ranking",
          "[cli][sessions]") {
    TempDir dir;
    const std::string event = dir.file("congress.db");
    cliOk({"new", event, "--name", "Congress pairs", "--date", "2026-11-28", "--movement",
           "mitchell", "--tables", "3", "--boards-per-round", "2"});
    writeFile(dir.file("pairs1.csv"), "1NS,Ann Smith,Bob Jones\n2NS,Cat Brown,Dan Green\n"
                                      "3NS,Eve Black,Fay White\n1EW,Gus Hill,Hal Ford\n"
                                      "2EW,Ida Moss,Jon Lane\n3EW,Kay Lord,Len Page\n");
    cliOk({"pairs", event, "--import", dir.file("pairs1.csv")});
    enterAll(event, dir.file("results1.csv"), 0);

    // The qualifying session: the top half of each field (3 pairs each way: 2 places).
    const auto qualifying = cliOk({"rank", event, "--qualify", "50%", "--json"});
    const json q = json::parse(qualifying.out);
    std::vector<std::string> finalists;
    for (const auto& ranking : q["rankings"])
        for (const auto& row : ranking["rows"]) {
            const int place = std::stoi(row["rank"].get<std::string>());
            CHECK(row["qualified"] == (place <= 2));
            if (row["qualified"])
                finalists.push_back(row["names"]);
        }
    REQUIRE(finalists.size() >= 4);
    CHECK(cli({"rank", event, "--qualify", "50%"}).out.find(" Q\n") != std::string::npos);
    const std::map<std::string, SessionRow> first = sessionRows(q);

    // The final: a Howell of the qualifiers, named from the first session (in another order
    // and case: the same players all the same).
    const auto added = cliOk({"session", "add", event, "--movement", "howell", "--pairs",
                              std::to_string(finalists.size())});
    CHECK(added.out.find("added session 2") != std::string::npos);
    std::string pairs2;
    for (std::size_t i = 0; i < finalists.size(); ++i) {
        const std::string& names = finalists[i];
        const auto amp = names.find(" & ");
        std::string second = names.substr(amp + 3);
        std::transform(second.begin(), second.end(), second.begin(), ::toupper);
        pairs2 += std::to_string(i + 1) + "," + second + "," + names.substr(0, amp) + "\n";
    }
    writeFile(dir.file("pairs2.csv"), pairs2);
    cliOk({"pairs", event, "--import", dir.file("pairs2.csv")});
    enterAll(event, dir.file("results2.csv"), 5);
    const auto rank2 = cli({"rank", event, "--json"});
    REQUIRE(rank2.status == 0);
    const std::map<std::string, SessionRow> second = sessionRows(json::parse(rank2.out));
    CHECK(second.size() == finalists.size());
    CHECK(cli({"rank", event}).out.find("Congress pairs, session 2") != std::string::npos);
    // The first session is still there to read, and correct.
    const auto again1 = cli({"rank", event, "--session", "1", "--json"});
    REQUIRE(again1.status == 0);
    CHECK(sessionRows(json::parse(again1.out)).size() == 6);
    // The documents of a session are its own: the first session's USEBIO names its 6 pairs.
    const std::string xml = dir.file("session1.xml");
    cliOk({"export", event, "--usebio", xml, "--session", "1"});
    const std::string written = overplay::tests::readFileBytes(xml);
    std::size_t pairs = 0;
    for (auto at = written.find("<PAIR>"); at != std::string::npos;
         at = written.find("<PAIR>", at + 1))
        ++pairs;
    CHECK(pairs == 6);
    // Its pages say which session they are.
    const std::string site = dir.file("site1");
    cliOk({"export", event, "--html", site, "--session", "1"});
    CHECK(overplay::tests::readFileBytes(site + "/index.html").find("Session 1") !=
          std::string::npos);
    const auto noSuch = cli({"rank", event, "--session", "3"});
    CHECK(noSuch.status == 1);
    CHECK(noSuch.err.find("there is no session 3") != std::string::npos);

    // A carry-forward of 5 for the first finalist, named by its first-session label.
    const std::string carried = competitor(finalists.front());
    const auto carry = cliOk({"carry", event, first.at(carried).label, "5", "--session", "1"});

    // The outright ranking by percentages: finalists first (two sessions), each on the carry
    // plus the average of their two percentages; then the others on their one session.
    const auto outright = cliOk({"rank", event, "--outright", "--json"});
    const json rows = json::parse(outright.out)["outright"]["rows"];
    REQUIRE(rows.size() == 6);
    int previousPlayed = 2;
    double previousTotal = 1e9;
    for (const auto& row : rows) {
        const std::string who = competitor(row["names"]);
        INFO(who);
        const double carriedHere = who == carried ? 5.0 : 0.0;
        CHECK(row["carry"].get<double>() == Approx(carriedHere));
        const int played = row["played"];
        if (second.count(who)) {
            CHECK(played == 2);
            CHECK(row["total"].get<double>() ==
                  Approx(carriedHere + (first.at(who).percent + second.at(who).percent) / 2)
                      .margin(0.011));
        } else {
            CHECK(played == 1);
            CHECK(row["total"].get<double>() ==
                  Approx(carriedHere + first.at(who).percent).margin(0.011));
        }
        CHECK(played <= previousPlayed);
        if (played == previousPlayed)
            CHECK(row["total"].get<double>() <= previousTotal + 1e-9);
        previousPlayed = played;
        previousTotal = row["total"];
    }
    // By matchpoints: summed.
    const json byMp =
        json::parse(cli({"rank", event, "--outright", "--by", "mp", "--json"}).out)["outright"];
    CHECK(byMp["by"] == "mp");
    for (const auto& row : byMp["rows"]) {
        const std::string who = competitor(row["names"]);
        const double expected = (who == carried ? 5.0 : 0.0) + first.at(who).score +
                                (second.count(who) ? second.at(who).score : 0.0);
        CHECK(row["total"].get<double>() == Approx(expected).margin(0.011));
    }
    const auto text = cli({"rank", event, "--outright"});
    CHECK(text.out.find("outright, percentages averaged, 2 sessions") != std::string::npos);
}
