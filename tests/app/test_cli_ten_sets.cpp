// SPDX-License-Identifier: GPL-3.0-or-later
// The EBU's 3-table Howell in ten sets from the command line: a round is two sets at one table
// with the same pairs, so everything a director reads counts five rounds, not ten halves, and a
// pair that leaves after round 2 leaves both halves of rounds 3 to 5.
#include "CliRun.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <string>

namespace {

using nlohmann::json;
using namespace overplay::tests;

} // namespace

TEST_CASE("cli: the 3-table Howell in ten sets, counted in rounds of two sets",
          "[cli][movement][ten-sets]") {
    TempDir dir;
    const std::string ev = dir.file("ten.db");
    auto r =
        cli({"new", ev, "--name", "Ten sets", "--movement", "howell-ten-sets", "--tables", "3"});
    INFO(r.err);
    REQUIRE(r.status == 0);
    CHECK(r.out.find("6 pairs, 3 tables, 5 rounds, 30 boards") != std::string::npos);

    r = cli({"movement", "howell-ten-sets", "--tables", "3"});
    REQUIRE(r.status == 0);
    CHECK(r.out.find("5 rounds, 3 boards a set, two sets a round (30 boards)") !=
          std::string::npos);
    CHECK(r.out.find("\n   1b  ") != std::string::npos);

    // Every board at three tables, none at two at once: 30 boards × 3 = 90 lines, all scored.
    SECTION("every result entered and ranked") {
        enterAll(ev, dir.file("results.csv"), 2);
        r = cli({"rank", ev, "--json"});
        REQUIRE(r.status == 0);
        const json rank = json::parse(r.out);
        CHECK(rank["results"]["expected"] == 90);
        CHECK(rank["results"]["entered"] == 90);
        REQUIRE(rank["rankings"].size() == 1);
        for (const auto& row : rank["rankings"][0]["rows"])
            CHECK(row["percent"].get<double>() >= 0);
    }
    SECTION("a pair that leaves after round 2 leaves both sets of each later round") {
        r = cli({"leaves", ev, "5", "--after-round", "2"});
        INFO(r.err);
        REQUIRE(r.status == 0);
        // Rounds 3, 4 and 5: two sets of 3 boards each.
        CHECK(r.out.find("5 left after round 2: 18") != std::string::npos);
        r = cli({"leaves", ev, "4", "--after-round", "5"});
        CHECK(r.status == 1);
        CHECK(r.err.find("the movement has 5 rounds") != std::string::npos);
    }
    SECTION("the guide cards print five rounds, each with its two sets") {
        r = cli({"cards", ev, "--pdf", dir.file("cards.pdf")});
        REQUIRE(r.status == 0);
        CHECK(readFileBytes(dir.file("cards.pdf")).rfind("%PDF", 0) == 0);
    }
}
