// SPDX-License-Identifier: GPL-3.0-or-later
// overplay-cli on an event on a PostgreSQL server: the address wherever a file goes, two
// programs entering the same line, `copy` between a file and a server, both ways, and each
// club's login writing its own section only (`server grant`), through overplay-cli or psql.
#include "CliRun.h"
#include "tests/db/ThrowawayServer.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <array>
#include <cstdio>
#include <filesystem>

using namespace overplay;
using nlohmann::json;
using overplay::tests::cli;
using overplay::tests::cliOk;

namespace {

/// An address with another login: "…&user=overplay&…" → "…&user=club_a&…".
std::string as(const std::string& address, const std::string& login) {
    const auto at = address.find("user=");
    const auto end = address.find('&', at);
    return address.substr(0, at) + "user=" + login +
           (end == std::string::npos ? "" : address.substr(end));
}

/// psql's exit status and everything it printed, for `sql` run at `address` (a database's,
/// without Overplay's event parameter).
std::pair<int, std::string> psql(const std::string& address, const std::string& sql) {
    const std::string command =
        "psql -X -q -v ON_ERROR_STOP=1 '" + address + "' -c \"" + sql + "\" 2>&1";
    FILE* pipe = ::popen(command.c_str(), "r");
    REQUIRE(pipe != nullptr);
    std::array<char, 512> buffer{};
    std::string output;
    while (std::fgets(buffer.data(), buffer.size(), pipe) != nullptr)
        output += buffer.data();
    return {::pclose(pipe), output};
}

} // namespace

TEST_CASE("The command line takes a server event's address wherever it takes a file",
          "[cli][server]") {
    testing::ThrowawayServer server;
    tests::TempDir dir("cli-server");
    const std::string ev = server.event("autumn-congress");
    cliOk({"new", ev, "--name", "Autumn congress", "--movement", "mitchell", "--tables", "3",
           "--boards-per-round", "2"});
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
    cliOk({"copy", file, back});
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

TEST_CASE("A simultaneous pairs on a server: clubs' sections live and uploaded, one web site",
          "[cli][server][sections]") {
    testing::ThrowawayServer server;
    tests::TempDir dir("cli-sim");
    const std::string ev = server.event("sim-pairs");
    cliOk({"new", ev, "--name", "Sim pairs", "--movement", "mitchell", "--tables", "3",
           "--boards-per-round", "2", "--sections", "2", "--across-field"});
    // A club entering live, in its own section.
    const auto added = cli({"section", "add", ev, "--movement", "mitchell", "--tables", "3",
                            "--boards-per-round", "2", "--club", "Hove BC"});
    REQUIRE(added.status == 0);
    CHECK_THAT(added.out, Catch::Contains("added section C (Hove BC)"));
    CHECK(cli({"result", ev, "1", "A1NS", "A1EW", "4S", "N", "="}).status == 0);
    CHECK(cli({"result", ev, "1", "C1NS", "C1EW", "4S", "N", "+1"}).status == 0);
    // A club that scored at home sends its file.
    const std::string home = dir.file("acol.db");
    cliOk({"new", home, "--name", "Acol Tuesday", "--movement", "mitchell", "--tables", "3",
           "--boards-per-round", "2"});
    cliOk({"result", home, "1", "1NS", "1EW", "3NT", "N", "="});
    const auto uploaded = cli({"section", "upload", ev, home, "--club", "Acol Club"});
    REQUIRE(uploaded.status == 0);
    CHECK_THAT(uploaded.out, Catch::Contains("added section D (Acol Club) from " + home) &&
                                 Catch::Contains("1 result"));
    // A club that scores with another program sends its USEBIO file: its section rebuilt
    // from the lines, on the server as on a file.
    const std::string other = dir.file("seaford.db");
    cliOk({"new", other, "--name", "Seaford Tuesday", "--movement", "mitchell", "--tables", "3",
           "--boards-per-round", "2"});
    cliOk({"result", other, "1", "1NS", "1EW", "4S", "N", "-1"});
    cliOk({"result", other, "2", "1NS", "1EW", "2H", "E", "="});
    cliOk({"export", other, "--usebio", dir.file("seaford.xml")});
    const auto usebio =
        cli({"section", "upload", ev, dir.file("seaford.xml"), "--club", "Seaford BC"});
    INFO(usebio.err);
    REQUIRE(usebio.status == 0);
    CHECK_THAT(usebio.out, Catch::Contains("added section E (Seaford BC)") &&
                               Catch::Contains("as played, two fields") &&
                               Catch::Contains("2 results"));
    CHECK_THAT(cli({"rank", ev, "--section", "e"}).out, Catch::Contains("E1NS"));
    // Across the field: board 1's four results compared; each club ranked apart too.
    const auto ranked = cli({"rank", ev, "--json"});
    REQUIRE(ranked.status == 0);
    const json rank = json::parse(ranked.out);
    CHECK(rank["overall"].size() == 2);
    const auto club = cli({"rank", ev, "--section", "d"});
    REQUIRE(club.status == 0);
    CHECK_THAT(club.out, Catch::Contains("Section D NS") && Catch::Contains("D1NS"));
    // The national ranking as a web site: the front page and each club's pages.
    const auto site = cli({"export", ev, "--html", dir.file("site")});
    REQUIRE(site.status == 0);
    for (const char* page : {"index.html", "section-A", "section-C", "section-D", "section-E"})
        CHECK(std::filesystem::exists(dir.file("site") + "/" + page));
    // Across the field, each pair's row names its club; each section's link names it too.
    const std::string front = tests::readFileBytes(dir.file("site") + "/index.html");
    CHECK_THAT(front, Catch::Contains(">Club</th>") &&
                          Catch::Contains("<td class=\"name\">Seaford BC</td>") &&
                          Catch::Contains("Section D (Acol Club): travellers and score cards"));
}

TEST_CASE("On a server each club's login writes its own section only, whatever it uses",
          "[cli][server][rights]") {
    testing::ThrowawayServer server;
    const std::string ev = server.event("sim");
    cliOk({"new", ev, "--name", "Sim pairs", "--movement", "mitchell", "--tables", "3",
           "--boards-per-round", "2", "--sections", "2", "--across-field"});
    REQUIRE(psql(server.address(), "CREATE ROLE club_a LOGIN; CREATE ROLE club_b LOGIN").first ==
            0);
    const auto granted = cli({"server", "grant", ev, "club_a", "--section", "a"});
    REQUIRE(granted.status == 0);
    CHECK(granted.out == "club_a: writes section A only, reads the whole event\n");
    cliOk({"server", "grant", ev, "club_b", "--section", "B"});
    const std::string clubA = as(ev, "club_a"), clubB = as(ev, "club_b");
    cliOk({"result", clubB, "1", "B1NS", "B1EW", "4S", "N", "="});
    cliOk({"result", clubA, "1", "A1NS", "A1EW", "4S", "N", "+1"});

    // Club A's login on section B: every command refused, in one sentence, nothing changed.
    const std::string before = cli({"rank", ev, "--json"}).out + cli({"audit", ev}).out;
    const std::vector<std::vector<std::string>> commands = {
        {"result", clubA, "2", "B1NS", "B1EW", "3NT", "N", "="},
        {"correct", clubA, "1", "B1NS", "B1EW", "4S", "N", "-4"},
        {"delete", clubA, "1", "B1NS", "B1EW"},
        {"foul", clubA, "1", "--group", "B1NS:B1EW"},
        {"penalty", clubA, "B1NS", "3"}};
    for (const auto& command : commands) {
        INFO(command[0]);
        const auto refused = cli(command);
        CHECK(refused.status == 1);
        CHECK_THAT(refused.err,
                   Catch::Contains("club_a may write section A only; nothing was changed"));
    }
    CHECK(cli({"rank", ev, "--json"}).out + cli({"audit", ev}).out == before);

    // The same through psql: the server itself refuses.
    const std::string asA = as(server.address(), "club_a");
    const auto update = psql(asA, "UPDATE event_sim.traveller_lines SET ns_score = -200");
    CHECK(update.first != 0);
    CHECK_THAT(update.second, Catch::Contains("club_a may write section A only"));
    for (const char* sql :
         {"DELETE FROM event_sim.audit_log", "UPDATE event_sim.audit_log SET who = 'nobody'"}) {
        const auto refused = psql(asA, sql);
        CHECK(refused.first != 0);
        CHECK_THAT(refused.second, Catch::Contains("permission denied"));
    }
    CHECK(cli({"rank", ev, "--json"}).out + cli({"audit", ev}).out == before);

    // The audit log names each login beside the station's name.
    const auto audit = cli({"audit", ev, "--json"});
    REQUIRE(audit.status == 0);
    std::vector<std::string> logins;
    for (const json& row : json::parse(audit.out))
        if (row["command"] == "enter result")
            logins.push_back(row["login"]);
    CHECK(logins == std::vector<std::string>{"club_b", "club_a"});

    CHECK(cli({"server", "logins", ev}).out ==
          "club_a: writes section A only, reads the whole event\n"
          "club_b: writes section B only, reads the whole event\n");
    const auto revoked = cli({"server", "revoke", ev, "club_a"});
    CHECK(revoked.status == 0);
    CHECK(cli({"rank", clubA}).status != 0);
    const auto usage = cli({"server", "grant", ev, "club_a", "--reader", "--organiser"});
    CHECK(usage.status == 2);
}
