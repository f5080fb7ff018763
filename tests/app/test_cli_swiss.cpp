// SPDX-License-Identifier: GPL-3.0-or-later
// A Swiss teams event from the command line: round 1 seeded, each next round drawn from the
// standings with `draw`, no team meeting another twice, one bye a team.
#include "CliRun.h"

#include "db/EventStore.h"
#include "movements/Labels.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <map>

#include <filesystem>
#include <set>
#include <sstream>
#include <string>
#include <unistd.h>

namespace {

namespace fs = std::filesystem;
using namespace overplay;
using namespace overplay::tests;

/// Every missing line entered, the result depending on the table so the teams' VPs differ.
void playRound(const std::string& event) {
    const char* results[] = {"=", "+1", "-1", "-2", "+2"};
    for (const auto& [board, ns, ew, round, table] : overplay::tests::missingLines(event)) {
        const int pick = (std::stoi(board) * 7 + std::stoi(table) * 3) % 5;
        cliOk({"result", event, board, ns, ew, "4S", "N", results[pick]});
    }
}

} // namespace

TEST_CASE("a Swiss of nine teams over five rounds: drawn round by round, no repeats",
          "[cli][teams][swiss]") {
    const overplay::tests::TempDir dir("swiss");
    const std::string event = dir.file("swiss.db");
    CliRun r = cliOk({"new", event, "--name", "Swiss", "--movement", "swiss-teams", "--teams", "9",
                      "--rounds", "5", "--boards-per-round", "2", "--scoring", "imps"});
    // Round 1 seeded: A v E, B v F, C v G, D v H, I the bye.
    {
        const auto store = db::EventStore::open(event);
        const auto& m = store.movement();
        REQUIRE(m.rounds.size() == 1);
        CHECK(movements::entryLabel(m, m.rounds[0].tables[0].ns) == "A1");
        CHECK(movements::entryLabel(m, m.rounds[0].tables[0].ew) == "E2");
        CHECK(m.rounds[0].sitout == std::vector<int>{17, 18});
    }
    // Not before round 1 is complete.
    r = cli({"draw", event});
    CHECK(r.status == 1);
    CHECK_THAT(r.err, Catch::Contains("results missing"));

    for (int round = 2; round <= 5; ++round) {
        playRound(event);
        r = cli({"draw", event});
        INFO(r.err);
        REQUIRE(r.status == 0);
        CHECK_THAT(r.out, Catch::Contains("round " + std::to_string(round) + " of 5"));
        CHECK_THAT(r.out, Catch::Contains("bye: "));
    }
    playRound(event);
    r = cli({"draw", event});
    CHECK(r.status == 1);
    CHECK_THAT(r.err, Catch::Contains("all 5 rounds"));

    // No two teams met twice; five different teams had the bye; every line was kept.
    const auto store = db::EventStore::open(event);
    const auto& m = store.movement();
    std::set<std::pair<int, int>> met;
    std::set<int> byes;
    for (const auto& round : m.rounds) {
        for (const auto& t : round.tables) {
            const int a = m.teamOf.at(t.ns), b = m.teamOf.at(t.ew);
            if (t.table % 2 == 1)
                CHECK(met.insert({std::min(a, b), std::max(a, b)}).second);
        }
        REQUIRE(round.sitout.size() == 2);
        CHECK(byes.insert(m.teamOf.at(round.sitout.front())).second);
    }
    CHECK(met.size() == 20);
    CHECK(store.lines().size() == 5 * 8 * 2);
    // The ranking lists every team, by its VPs.
    r = cli({"rank", event});
    CHECK(r.status == 0);
    CHECK_THAT(r.out, Catch::Contains("VP"));
    CHECK_THAT(r.out, Catch::Contains(": a bye, 12.00 VPs"));

    // Each team's total is its matches' VPs and 12 for its bye (five of the nine had one);
    // the director may set the
    // bye's worth, and every total follows.
    const auto totals = [&event] {
        const CliRun ranked = cli({"rank", event, "--json"});
        REQUIRE(ranked.status == 0);
        const auto j = nlohmann::json::parse(ranked.out);
        std::map<int, std::pair<double, double>> out; // team → (score, its matches' VPs)
        for (const auto& ranking : j["rankings"])
            for (const auto& row : ranking["rows"])
                out[row["team"].get<int>()].first = row["score"].get<double>();
        for (const auto& match : j["matches"])
            for (const auto& side : match["teams"])
                out[side["team"].get<int>()].second += side["vp"].get<double>();
        return out;
    };
    auto before = totals();
    REQUIRE(before.size() == 9);
    for (const auto& [team, figures] : before) {
        INFO(team);
        CHECK(figures.first == Approx(figures.second + (byes.count(team) ? 12 : 0)).margin(0.01));
    }
    r = cli({"scoring", event, "--bye-vps", "10"});
    INFO(r.err);
    REQUIRE(r.status == 0);
    for (const auto& [team, figures] : totals()) {
        INFO(team);
        CHECK(figures.first ==
              Approx(before.at(team).first - (byes.count(team) ? 2 : 0)).margin(0.01));
    }
    CHECK(cli({"scoring", event, "--bye-vps", "21"}).status != 0);
}
