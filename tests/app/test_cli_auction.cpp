// SPDX-License-Identifier: GPL-3.0-or-later
// overplay-cli score --game auction (docs/cli.md): the declaring side's trick score and
// the points above the line, "below B above A defenders D".
#include "CliRun.h"

#include <catch2/catch.hpp>

#include <sstream>
#include <string>
#include <vector>

using namespace overplay::tests;

TEST_CASE("score --game auction prints below, above and the defenders' points", "[cli][auction]") {
    struct Case {
        std::vector<std::string> args;
        const char* expected;
    };
    const Case cases[] = {
        // Reference TV36: "3♥ bid, odd trick made, simple honours → declarer 16 above the
        // line; defenders 100."
        {{"score", "3H", "S", "-2", "--game", "auction", "--honours", "simple"},
         "below 0 above 16 defenders 100\n"},
        // TV37: "2♣X, 9 tricks → 36 below the line and a 100 bonus."
        {{"score", "2CX", "N", "--tricks", "9", "--game", "auction"},
         "below 36 above 100 defenders 0\n"},
        // TV38: "1NT, 10 tricks, four aces in one hand → 40 below (game) and 100 honours."
        {{"score", "1NT", "E", "+3", "--game", "auction", "--honours", "4-in-one-hand"},
         "below 40 above 100 defenders 0\n"},
        // Foster's Auction Bridge: "three hearts doubled ... He wins the odd trick only, but
        // detects a revoke,
        // for which he takes three tricks. This gives him four by cards, doubled, worth 64
        // points toward game, but he does not get any bonus".
        {{"score", "3HX", "S", "-2", "--game", "auction", "--revoke", "defenders"},
         "below 64 above 0 defenders 0\n"},
        // Portland: clubs 4, revoke 150 (the 1908 laws Law 90), One Spade limited to 100 even
        // redoubled (Law 51 "whether doubled or not").
        {{"score", "2CX", "N", "--tricks", "9", "--game", "auction", "--laws", "portland"},
         "below 24 above 100 defenders 0\n"},
        {{"score", "4S", "W", "=", "--game", "auction", "--laws", "portland", "--revoke",
          "declarer"},
         "below 0 above 0 defenders 150\n"},
        {{"score", "1SXX", "S", "-3", "--game", "auction", "--laws", "portland"},
         "below 0 above 0 defenders 100\n"},
        {{"score", "1SXX", "S", "-3", "--game", "auction"}, "below 0 above 0 defenders 600\n"},
        // Royal spades, defenders' honours and chicane, a little slam.
        {{"score", "2RS", "S", "+4", "--game", "auction", "--honours", "defenders:simple",
          "--chicane", "double"},
         "below 54 above 56 defenders 18\n"},
    };
    for (const Case& c : cases) {
        std::string line;
        for (const auto& a : c.args)
            line += a + " ";
        INFO(line);
        const CliRun r = cli(c.args);
        CHECK(r.status == 0);
        CHECK(r.out == c.expected);
        CHECK(r.err.empty());
    }
}

TEST_CASE("score --game auction refuses bad input", "[cli][auction]") {
    // Data errors exit 1 with one line; a bad --laws value is a usage error (2).
    const CliRun pass = cli({"score", "PASS", "--game", "auction"});
    CHECK(pass.status == 1);
    CHECK(pass.err.find("never passed out") != std::string::npos);
    CHECK(cli({"score", "2RS", "S", "=", "--game", "auction", "--laws", "portland"}).status == 1);
    CHECK(cli({"score", "3H", "S", "=", "--game", "auction", "--honours", "six"}).status == 1);
    CHECK(cli({"score", "3H", "S", "=", "--game", "auction", "--chicane", "triple"}).status == 1);
    CHECK(cli({"score", "3H", "S", "=", "--game", "auction", "--laws", "chicago"}).status == 2);
    CHECK(cli({"score", "3H", "S", "--game", "auction"}).status == 2);
    // The duplicate score is unchanged by the new options.
    const CliRun duplicate = cli({"score", "4S", "N", "="});
    CHECK(duplicate.status == 0);
    CHECK(duplicate.out == "420\n");
}

TEST_CASE("score --help documents the auction output", "[cli][auction]") {
    const CliRun help = cli({"score", "--help"});
    CHECK(help.status == 0);
    CHECK(help.out.find("below B above A defenders D") != std::string::npos);
}
