// SPDX-License-Identifier: GPL-3.0-or-later
// overplay-cli on an event on a PostgreSQL server: the address wherever a file goes, two
// programs entering the same line, and `copy` between a file and a server, both ways.
#include "CliRun.h"
#include "tests/db/ThrowawayServer.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using namespace overplay;
using nlohmann::json;
using overplay::tests::cli;

TEST_CASE("The command line takes a server event's address wherever it takes a file",
          "[cli][server]") {
    testing::ThrowawayServer server;
    tests::CliTempDir dir("cli-server");
    const std::string ev = server.event("autumn-congress");
    REQUIRE(cli({"new", ev, "--name", "Autumn congress", "--movement", "mitchell", "--tables", "3",
                 "--boards-per-round", "2"})
                .status == 0);
    CHECK(cli({"result", ev, "1", "1NS", "1EW", "4S", "N", "="}).status == 0);
    CHECK(cli({"result", ev, "3", "2NS", "2EW", "3NT", "S", "+1"}).status == 0);

    // Another program entering the same line is refused in one sentence; the first stands.
    const auto again = cli({"result", ev, "1", "1NS", "1EW", "3NT", "S", "="});
    CHECK(again.status != 0);
    CHECK_THAT(again.err, Catch::Contains("already has a result") && Catch::Contains("4S"));
    const auto ranked = cli({"rank", ev, "--json"});
    REQUIRE(ranked.status == 0);

    // Copied to a file, and the file back to another server event: the same ranking, the same
    // audit log.
    const std::string file = dir.file("congress.db");
    const auto copied = cli({"copy", ev, file});
    REQUIRE(copied.status == 0);
    CHECK_THAT(copied.out, Catch::Contains("copied Autumn congress to " + file) &&
                               Catch::Contains("3 audit rows"));
    CHECK(cli({"rank", file, "--json"}).out == ranked.out);
    const std::string back = server.event("autumn-congress-again");
    REQUIRE(cli({"copy", file, back}).status == 0);
    CHECK(cli({"rank", back, "--json"}).out == ranked.out);
    CHECK(cli({"audit", back}).out == cli({"audit", ev}).out);
    CHECK(cli({"audit", file}).out == cli({"audit", ev}).out);

    // The copy takes commands of its own; the original is untouched by them.
    CHECK(cli({"result", back, "5", "3NS", "3EW", "2H", "E", "="}).status == 0);
    CHECK(cli({"rank", ev, "--json"}).out == ranked.out);

    // Refusals: a copy onto an event or file that exists, an address without an event, an
    // event the server does not have.
    const auto onto = cli({"copy", file, ev});
    CHECK(onto.status != 0);
    CHECK_THAT(onto.err, Catch::Contains("already exists"));
    const auto noEvent = cli({"rank", server.address()});
    CHECK(noEvent.status != 0);
    CHECK_THAT(noEvent.err, Catch::Contains("names no event"));
    const auto missing = cli({"rank", server.event("no-such-night")});
    CHECK(missing.status != 0);
    CHECK_THAT(missing.err, Catch::Contains("no such event on the server"));
    const auto badName = cli({"rank", server.address() + "&event=a%20b"});
    CHECK(badName.status != 0);
    CHECK_THAT(badName.err, Catch::Contains("letters, digits"));
}
