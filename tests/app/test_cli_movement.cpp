// SPDX-License-Identifier: GPL-3.0-or-later
// overplay-cli movement KIND, movement check, movement list (docs/cli.md), run through
// runCli with string streams; movement files in a temporary folder.
#include "CliRun.h"
#include "movements/ScoringFit.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <QTemporaryDir>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

using namespace overplay::tests;

std::string write(const QTemporaryDir& dir, const char* name, const std::string& text) {
    const std::string path = dir.filePath(name).toStdString();
    std::ofstream(path, std::ios::binary) << text;
    return path;
}

} // namespace

TEST_CASE("movement howell prints a table a director can read", "[cli][movement]") {
    const CliRun r = cli({"movement", "howell", "--tables", "4", "--boards-per-round", "3"});
    REQUIRE(r.status == 0);
    CHECK(r.err.empty());
    CHECK_THAT(r.out, Catch::StartsWith("4-table Howell: 8 pairs, 4 tables, 7 rounds, 3 boards "
                                        "a round (21 boards)\n"));
    CHECK_THAT(r.out, Catch::Contains("Round  Table 1"));
    CHECK_THAT(r.out, Catch::Contains("Balance: 100.00% (comparisons 3..3 (ideal 3)"));
    // Seven round lines.
    for (const char* line : {"\n    1  ", "\n    7  "})
        CHECK_THAT(r.out, Catch::Contains(line));
}

TEST_CASE("movement --json is the movement JSON, and check reads it back", "[cli][movement]") {
    const CliRun r = cli({"movement", "howell", "--pairs", "10", "--json"});
    REQUIRE(r.status == 0);
    const auto j = nlohmann::json::parse(r.out);
    CHECK(j["kind"] == "howell");
    CHECK(j["pairs"] == 10);
    CHECK(j["rounds"].size() == 9);

    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const std::string good = write(dir, "howell.json", r.out);
    const CliRun check = cli({"movement", "check", good.c_str()});
    CHECK(check.status == 0);
    CHECK_THAT(check.out,
               Catch::StartsWith("valid: 5-table Howell (10 pairs, 5 tables, 9 rounds)"));
    CHECK_THAT(check.out, Catch::Contains("comparisons 3..5 (ideal 4)"));

    const CliRun checkJson = cli({"movement", "check", good.c_str(), "--json"});
    CHECK(checkJson.status == 0);
    CHECK(nlohmann::json::parse(checkJson.out)["valid"] == true);

    // Pair 10 twice in round 1: invalid, exit 1, one line on stderr.
    auto broken = j;
    broken["rounds"][0]["tables"][1]["ns"] = broken["rounds"][0]["tables"][0]["ns"];
    const std::string bad = write(dir, "bad.json", broken.dump());
    const CliRun invalid = cli({"movement", "check", bad.c_str()});
    CHECK(invalid.status == 1);
    CHECK_THAT(invalid.out, Catch::Contains("round 1"));
    CHECK_THAT(invalid.err, Catch::Contains("the movement is not valid"));
    CHECK(std::count(invalid.err.begin(), invalid.err.end(), '\n') == 1);

    const std::string garbage = write(dir, "garbage.json", "{\"kind\": 3}");
    const CliRun unreadable = cli({"movement", "check", garbage.c_str()});
    CHECK(unreadable.status == 1);
    CHECK_THAT(unreadable.err, Catch::Contains("kind must be a string"));
    CHECK(cli({"movement", "check", "/nonexistent/x.json"}).status == 1);
}

TEST_CASE("movement check validates before it measures: a bad file is refused in one line",
          "[cli][movement]") {
    const CliRun r = cli({"movement", "howell", "--pairs", "10", "--json"});
    REQUIRE(r.status == 0);
    const auto good = nlohmann::json::parse(r.out);
    QTemporaryDir dir;
    REQUIRE(dir.isValid());

    // A pair number past the end once indexed past the balance tables (a crash).
    for (int pair : {11, 40000}) {
        auto j = good;
        j["rounds"][2]["tables"][1]["ew"] = pair;
        const std::string path = write(dir, "out_of_range.json", j.dump());
        for (bool json : {false, true}) {
            std::vector<std::string> args{"movement", "check", path};
            if (json)
                args.push_back("--json");
            const CliRun check = cli(args);
            CHECK(check.status == 1);
            CHECK_THAT(check.err,
                       Catch::Contains("pair " + std::to_string(pair) + " is outside 1..10"));
            CHECK(std::count(check.err.begin(), check.err.end(), '\n') == 1);
            if (json)
                CHECK_FALSE(nlohmann::json::parse(check.out).contains("balance"));
        }
    }

    // A tiny file declaring 30,000 pairs once took gigabytes: the size is refused first.
    auto huge = good;
    huge["pairs"] = 30000;
    const std::string path = write(dir, "huge.json", huge.dump());
    const CliRun check = cli({"movement", "check", path.c_str()});
    CHECK(check.status == 1);
    CHECK_THAT(check.err, Catch::Contains("30000 pairs, more than the 20000 a movement may have"));
    CHECK(std::count(check.out.begin(), check.out.end(), '\n') == 1); // one problem, not 29,990

    // A number that does not fit an int is refused, not wrapped round to another pair.
    auto wrapped = good;
    wrapped["rounds"][0]["tables"][0]["ns"] = 4294967297LL;
    const std::string wrappedPath = write(dir, "wrapped.json", wrapped.dump());
    const CliRun wrappedCheck = cli({"movement", "check", wrappedPath.c_str()});
    CHECK(wrappedCheck.status == 1);
    CHECK_THAT(wrappedCheck.err, Catch::Contains("rounds[0].tables[0].ns is far too large"));
}

TEST_CASE("movement list prints what fits, best first", "[cli][movement]") {
    const CliRun r = cli({"movement", "list", "--tables", "6"});
    REQUIRE(r.status == 0);
    CHECK_THAT(r.out, Catch::StartsWith("1. 6-table Howell"));
    CHECK_THAT(r.out, Catch::Contains("overplay-cli movement howell --pairs 12"));
    CHECK_THAT(r.out, Catch::Contains("Mitchell"));
    const CliRun j = cli({"movement", "list", "--pairs", "9", "--json"});
    REQUIRE(j.status == 0);
    const auto list = nlohmann::json::parse(j.out);
    REQUIRE(list.is_array());
    CHECK(list.size() >= 2);
    CHECK(list[0].contains("why"));
}

TEST_CASE("movement usage and data errors", "[cli][movement]") {
    CHECK(cli({"movement"}).status == 2);
    const CliRun unknown = cli({"movement", "pivot", "--tables", "3"});
    CHECK(unknown.status == 1);
    CHECK_THAT(unknown.err, Catch::Contains("unknown movement 'pivot'"));
    const CliRun tooBig = cli({"movement", "howell", "--pairs", "60"});
    CHECK(tooBig.status == 1);
    CHECK_THAT(tooBig.err, Catch::Contains("3 to 40 pairs"));
    CHECK(cli({"movement", "howell", "--tables", "x"}).status == 2);
    CHECK(cli({"movement", "list"}).status == 2);
}

TEST_CASE("movement mitchell goes through the same command", "[cli][movement]") {
    const CliRun r = cli({"movement", "mitchell", "--tables", "5", "--json"});
    REQUIRE(r.status == 0);
    CHECK(nlohmann::json::parse(r.out)["kind"] == "mitchell");
}

TEST_CASE("docs/movements.md is what movement report writes today", "[cli][movement][docs]") {
    // The balance table in the documentation must never drift from the generators: regenerate
    // it with `overplay-cli movement report --output docs/movements.md`.
    const CliRun r = cli({"movement", "report"});
    REQUIRE(r.status == 0);
    const std::string doc =
        overplay::tests::readFileBytes(std::string(OVERPLAY_SOURCE_DIR) + "/docs/movements.md");
    REQUIRE(!doc.empty());
    CHECK(doc == r.out);
}

TEST_CASE("every movement that movement list suggests, new and section add accept as written",
          "[cli][movement][event]") {
    // The options are read by one function for all three commands: a suggestion copied from
    // `movement list` into `new --movement` or `section add --movement` means the same.
    QTemporaryDir dir;
    int event = 0;
    for (const char* size : {"--tables 3", "--tables 4", "--tables 5", "--tables 8", "--tables 10",
                             "--tables 11", "--pairs 9", "--pairs 13"}) {
        std::istringstream sizeWords(size);
        std::vector<std::string> list{"movement", "list"};
        for (std::string w; sizeWords >> w;)
            list.push_back(w);
        const CliRun suggestions = cli(list);
        REQUIRE(suggestions.status == 0);
        std::istringstream lines(suggestions.out);
        int suggested = 0;
        for (std::string line; std::getline(lines, line);) {
            const std::string prefix = "   overplay-cli movement ";
            if (line.rfind(prefix, 0) != 0)
                continue;
            std::istringstream words(line.substr(prefix.size()));
            std::string kind;
            words >> kind;
            std::vector<std::string> rest;
            for (std::string w; words >> w;)
                rest.push_back(w);
            // Each kind with a method that scores it (whist schedules are won on tricks).
            const bool whist = overplay::movements::scoringMisfit(
                                   kind, overplay::core::ScoringMethod::MatchpointsEbu)
                                   .has_value();
            const std::string path = dir.filePath(QString("e%1.db").arg(++event)).toStdString();
            std::vector<std::string> make{"new",        path, "--name",    "Club night",
                                          "--movement", kind, "--scoring", whist ? "whist" : "mp"};
            make.insert(make.end(), rest.begin(), rest.end());
            const CliRun made = cli(make);
            INFO(line);
            INFO(made.err);
            CHECK(made.status == 0);
            std::vector<std::string> add{"section", "add", path, "--movement", kind};
            add.insert(add.end(), rest.begin(), rest.end());
            const CliRun added = cli(add);
            INFO(added.err);
            CHECK(added.status == 0);
            ++suggested;
        }
        CHECK(suggested > 0);
    }
}

TEST_CASE("movement list --teams offers a bridge event the bridge team movements first",
          "[cli][movement][teams]") {
    for (const char* game : {"bridge", "auction"}) {
        const CliRun bridge = cliOk({"movement", "list", "--teams", "6", "--game", game});
        CHECK_THAT(bridge.out, Catch::StartsWith("1. 6-team round robin"));
        CHECK_THAT(bridge.out,
                   Catch::Contains("overplay-cli movement round-robin-teams --teams 6"));
        CHECK_THAT(bridge.out, Catch::Contains("overplay-cli movement swiss-teams --teams 6"));
        CHECK_THAT(bridge.out, !Catch::Contains("gilman-teams"));
        CHECK_THAT(bridge.out, !Catch::Contains("club-whist"));
    }
    const CliRun match = cli({"movement", "list", "--teams", "2", "--game", "bridge"});
    REQUIRE(match.status == 0);
    CHECK_THAT(match.out, Catch::Contains("1. Teams-of-four match"));
    const CliRun whist = cli({"movement", "list", "--teams", "4", "--game", "whist"});
    REQUIRE(whist.status == 0);
    CHECK_THAT(whist.out, Catch::Contains("1. ") && Catch::Contains("gilman-teams --teams 4"));
    CHECK(whist.out.find("gilman-teams") < whist.out.find("round-robin-teams"));
    CHECK(whist.out.find("club-whist --teams 2") < whist.out.find("round-robin-teams"));
    // Without --game both games, the bridge movements first.
    const CliRun both = cli({"movement", "list", "--teams", "4"});
    REQUIRE(both.status == 0);
    CHECK(both.out.find("round-robin-teams") < both.out.find("gilman-teams"));
    const CliRun golf = cli({"movement", "list", "--teams", "4", "--game", "golf"});
    CHECK(golf.status != 0);
    CHECK_THAT(golf.err, Catch::Contains("--game"));
    // A bridge pairs event: no whist movement.
    const CliRun pairs = cli({"movement", "list", "--pairs", "8", "--game", "bridge"});
    REQUIRE(pairs.status == 0);
    CHECK_THAT(pairs.out, !Catch::Contains("compass"));
    CHECK_THAT(pairs.out, !Catch::Contains("american-whist"));
}

TEST_CASE("movement list --boards may change the movement", "[cli][movement]") {
    const CliRun r = cli({"movement", "list", "--tables", "7", "--boards", "20"});
    REQUIRE(r.status == 0);
    const auto mitchell = r.out.find("7-table Mitchell: 7 rounds × 3 = 21 boards");
    const auto howell = r.out.find("7-table Howell: 13 rounds × 2 = 26 boards");
    REQUIRE(mitchell != std::string::npos);
    REQUIRE(howell != std::string::npos);
    CHECK(mitchell < howell);
}

TEST_CASE("even tables: the documentation lists the movements --even-tables gives",
          "[cli][movement][docs]") {
    // relay and share make one movement (McKinnon's share and relay), skip another; the
    // reference says so rather than promise three.
    const CliRun relay =
        cli({"movement", "mitchell", "--tables", "6", "--even-tables", "relay", "--json"});
    const CliRun share =
        cli({"movement", "mitchell", "--tables", "6", "--even-tables", "share", "--json"});
    const CliRun skip =
        cli({"movement", "mitchell", "--tables", "6", "--even-tables", "skip", "--json"});
    REQUIRE(relay.status == 0);
    CHECK(relay.out == share.out);
    CHECK(relay.out != skip.out);
    CHECK(nlohmann::json::parse(relay.out)["name"] == "6-table share-and-relay Mitchell");
    const std::string doc =
        overplay::tests::readFileBytes(std::string(OVERPLAY_SOURCE_DIR) + "/docs/cli.md");
    CHECK_THAT(doc, Catch::Contains("`relay` / `share`, two names for one movement"));
}
