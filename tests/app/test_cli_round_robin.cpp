// SPDX-License-Identifier: GPL-3.0-or-later
// Round robins of 4 and 6 teams scored end to end from the command line: every match won by
// the lower-numbered team by 3 IMPs (2S made, +110, against a pass out at the other table),
// so each team's VPs are its wins and losses on the WBF scale, and the teams finish in order.
#include "CliRun.h"

#include "core/VictoryPoints.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <map>
#include <sstream>
#include <string>
#include <unistd.h>

namespace {

namespace fs = std::filesystem;
using namespace overplay;
using namespace overplay::tests;

/// Plays every match of a round robin of `teams` teams, one board a match, and returns the
/// ranking (team number → VPs) and the IMPs of every match as `rank --json` gives them.
std::pair<std::map<int, double>, std::vector<double>> playRoundRobin(int teams) {
    const overplay::tests::TempDir dir("rr");
    const std::string event = dir.file("rr.db");
    CliRun r =
        cliOk({"new", event, "--name", "Round robin", "--movement", "round-robin-teams", "--teams",
               std::to_string(teams), "--boards-per-round", "1", "--scoring", "imps"});
    int entered = 0;
    for (const auto& [board, ns, ew, round, table] : overplay::tests::missingLines(event)) {
        // A team's pairs are labelled by its letter: A1, B2, …
        const bool lowerSitsNorthSouth = ns.front() < ew.front();
        r = lowerSitsNorthSouth ? cli({"result", event, board, ns, ew, "2S", "N", "="})
                                : cli({"result", event, board, ns, ew, "PASS"});
        INFO(r.err);
        REQUIRE(r.status == 0);
        ++entered;
    }
    CHECK(entered == teams * (teams - 1)); // every match at two tables
    const CliRun ranked = cli({"rank", event, "--json"});
    REQUIRE(ranked.status == 0);
    const auto j = nlohmann::json::parse(ranked.out);
    std::map<int, double> vps;
    for (const auto& ranking : j["rankings"])
        for (const auto& row : ranking["rows"])
            vps[row["team"].get<int>()] = row["score"].get<double>();
    std::vector<double> imps;
    for (const auto& match : j["matches"])
        imps.push_back(match["teams"][0]["imps"].get<double>());
    return {vps, imps};
}

} // namespace

TEST_CASE("a 4-team and a 6-team round robin rank by VPs from known matches",
          "[cli][teams][round-robin]") {
    const double win = core::wbfVictoryPoints(3, 1).first; // 3 IMPs over one board
    REQUIRE(win > 10);
    REQUIRE(win < 20);
    for (int teams : {4, 6}) {
        INFO(teams << " teams");
        const auto [vps, imps] = playRoundRobin(teams);
        REQUIRE(vps.size() == static_cast<std::size_t>(teams));
        // Every match once, the lower team 3 IMPs up.
        CHECK(imps.size() == static_cast<std::size_t>(teams * (teams - 1) / 2));
        for (double i : imps)
            CHECK(i == Approx(3));
        double sum = 0;
        for (int k = 1; k <= teams; ++k) {
            const int wins = teams - k, losses = k - 1;
            CHECK(vps.at(k) == Approx(wins * win + losses * (20 - win)).margin(0.01));
            sum += vps.at(k);
        }
        CHECK(sum == Approx(20.0 * teams * (teams - 1) / 2).margin(0.05));
    }
}
