// SPDX-License-Identifier: GPL-3.0-or-later
// Team events from the command line: `new --bam-scale`, `teams --import` (names and rosters,
// bad rows refused with file and line), `rank` and `rank --json` by team name with every
// match and the running table; and the console's rankings view holding the same figures as
// `rank --json` for the same event.
#include "CliRun.h"
#include "ConsoleFixtures.h"
#include "ConsoleTestApp.h"

#include "app/console/EventDocument.h"
#include "app/console/MainWindow.h"
#include "app/console/RankingsView.h"
#include "db/EventStore.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QPushButton>
#include <QTableWidget>
#include <QTimer>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <atomic>
#include <cctype>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <functional>
#include <memory>
#include <string>
#include <unistd.h>
#include <vector>

namespace {

namespace fs = std::filesystem;
using namespace overplay;
using nlohmann::json;
using namespace overplay::tests;

/// A 4-team round robin scored by IMPs, two boards a match, the teams named, round 1 played:
/// Lions (A) beat Bears (D) by 10 IMPs; Tigers (B) and Wolves (C) halve their match.
std::string roundRobinEvent(const TempDir& dir) {
    const std::string event =
        newWinterTeams(dir, "1,Lions,Ann,Bob,Cat,Dan\n2,Tigers,Eve,Fay,Gus,Hal\n"
                            "3,Wolves,Ian,Jo,Kim,Len\n4,Bears,Max,Ned,Oli,Pat\n");
    // Round 1: A1 v D2 at table 1 and D1 v A2 at table 2; B1 v C2 at 3, C1 v B2 at 4.
    cliOk({"result", event, "1", "A1", "D2", "4S", "N", "="});  // 420 …
    cliOk({"result", event, "1", "D1", "A2", "4S", "N", "-1"}); // … against −50: Lions +10 IMPs
    cliOk({"result", event, "2", "A1", "D2", "3NT", "N", "="});
    cliOk({"result", event, "2", "D1", "A2", "3NT", "N", "="});
    cliOk({"result", event, "1", "B1", "C2", "2S", "N", "="});
    cliOk({"result", event, "1", "C1", "B2", "2S", "N", "="});
    cliOk({"result", event, "2", "B1", "C2", "1NT", "S", "="});
    cliOk({"result", event, "2", "C1", "B2", "1NT", "S", "="});
    return event;
}

/// The row of the team named `name` in the first ranking; null when it is not there.
const json* teamRow(const json& rank, const std::string& name) {
    for (const auto& row : rank["rankings"][0]["rows"])
        if (row["name"] == name)
            return &row;
    return nullptr;
}

} // namespace

TEST_CASE("teams --import names the teams and their players; rank shows them", "[cli][teams]") {
    TempDir dir;
    const std::string event = roundRobinEvent(dir);
    const auto teams = db::EventStore::open(event).teams();
    REQUIRE(teams.size() == 4);
    CHECK(teams[0].name == "Lions");
    CHECK(teams[3].players == std::vector<std::string>{"Max", "Ned", "Oli", "Pat"});

    const CliRun text = cliOk({"rank", event});
    CHECK_THAT(text.out, Catch::Contains("Lions"));
    CHECK_THAT(text.out, Catch::Contains("Ann, Bob, Cat, Dan"));
    // Each side's own IMPs, as a match is announced.
    CHECK_THAT(text.out, Catch::Contains("Round 1   Lions 10 \u2013 Bears 0 IMPs"));
    CHECK_THAT(text.out, !Catch::Contains("-10 IMPs"));
    CHECK_THAT(text.out, Catch::Contains("Lions win"));
    CHECK_THAT(text.out, Catch::Contains("a tie"));
    // Never a team's pair in place of the team (team B as "A2" with team A's names).
    CHECK_THAT(text.out, !Catch::Contains("A2"));
    CHECK_THAT(text.out, !Catch::Contains("B1"));

    const json rank = json::parse(cliOk({"rank", event, "--json"}).out);
    const json* lions = teamRow(rank, "Lions");
    REQUIRE(lions);
    CHECK((*lions)["rank"] == "1");
    CHECK((*lions)["team"] == 1);
    CHECK((*lions)["players"] == json{"Ann", "Bob", "Cat", "Dan"});
    CHECK((*lions)["imps"] == 10);
    const json* bears = teamRow(rank, "Bears");
    REQUIRE(bears);
    CHECK((*bears)["rank"] == "4");
    CHECK((*lions)["score"].get<double>() + (*bears)["score"].get<double>() == 20);
    REQUIRE(rank["matches"].size() == 2);
    const json& first = rank["matches"][0];
    CHECK(first["round"] == 1);
    CHECK(first["boards"] == 2);
    CHECK(first["teams"][0]["name"] == "Lions");
    CHECK(first["teams"][0]["imps"] == 10);
    CHECK(first["teams"][1]["imps"] == -10);
    CHECK(first["teams"][0]["won"] == 10);
    CHECK(first["teams"][1]["won"] == 0);
    CHECK(first["teams"][0]["vp"].get<double>() > 10);
    CHECK(first["teams"][0]["vp"].get<double>() + first["teams"][1]["vp"].get<double>() == 20);
    CHECK(first["winnerName"] == "Lions");
    CHECK(rank["matches"][1]["winner"].is_null()); // Tigers and Wolves: a tie
    REQUIRE(rank["runningTable"].size() == 1);
    CHECK(rank["runningTable"][0]["rows"][0]["name"] == "Lions");
}

TEST_CASE("teams --import refuses a bad row with its file and line, storing nothing",
          "[cli][teams]") {
    TempDir dir;
    const std::string event = dir.file("t.db");
    cliOk({"new", event, "--name", "T", "--movement", "round-robin-teams", "--teams", "4",
           "--scoring", "imps"});
    const auto refused = [&](const std::string& csv, const std::string& what) {
        const CliRun r = cli({"teams", event, "--import", dir.write("bad.csv", csv)});
        INFO(r.err);
        CHECK(r.status == 1);
        CHECK_THAT(r.err, Catch::Contains("bad.csv line"));
        CHECK_THAT(r.err, Catch::Contains(what));
    };
    refused("1,Lions,Ann\n9,Bears,Bob\n", "line 2: there is no team 9");
    refused("1,Lions,Ann\n1,Bears,Bob\n", "team 1 is given twice");
    refused("1,Lions,Ann\n2,,Bob\n", "team 2 has no name");
    refused("1,Lions,Ann\n2,Lions,Bob\n", "given to two teams");
    refused("1,Lions\nx,Bears\n", "line 2: 'x' is not a team number");
    for (const auto& t : db::EventStore::open(event).teams())
        CHECK(t.name.empty());
    // A pairs event has no teams to name.
    const std::string pairs = dir.file("p.db");
    cliOk({"new", pairs, "--name", "P", "--movement", "mitchell", "--tables", "3"});
    CHECK(cli({"teams", pairs, "--import", dir.write("t.csv", "1,Lions\n")}).status == 1);
}

TEST_CASE("board-a-match: --bam-scale is kept and a 10-point win scores the board",
          "[cli][teams][bam]") {
    TempDir dir;
    for (const std::string scale : {"1", "2"}) {
        const std::string event = dir.file("bam" + scale + ".db");
        cliOk({"new", event, "--name", "BAM", "--movement", "teams", "--boards-per-round", "2",
               "--scoring", "bam", "--bam-scale", scale});
        // Board 1: team A North-South +130 at table 1, team B North-South +120 at table 2.
        cliOk({"result", event, "1", "A1", "B1", "4C", "N", "="});
        cliOk({"result", event, "1", "B2", "A2", "2NT", "N", "="});
        // Board 2: +140 at both tables, a tie.
        cliOk({"result", event, "2", "A1", "B1", "2S", "N", "+1"});
        cliOk({"result", event, "2", "B2", "A2", "2S", "N", "+1"});
        const json rank = json::parse(cliOk({"rank", event, "--json"}).out);
        const double win = scale == "2" ? 2 : 1;
        CHECK(rank["bamScale"] == (scale == "2" ? "2/1/0" : "1/0.5/0"));
        CHECK(rank["rankings"][0]["rows"][0]["team"] == 1);
        CHECK(rank["rankings"][0]["rows"][0]["score"] == win * 1.5);
        CHECK(rank["rankings"][0]["rows"][1]["score"] == win * 0.5);
        CHECK(rank["matches"][0]["teams"][0]["points"] == win * 1.5);
        CHECK_THAT(
            cliOk({"rank", event}).out,
            Catch::Contains(scale == "2" ? "2 / 1 / 0 a board" : "1 / \xc2\xbd / 0 a board"));
    }
    CHECK(cli({"new", dir.file("x.db"), "--name", "X", "--movement", "teams", "--scoring", "bam",
               "--bam-scale", "3"})
              .status == 1); // a value out of range is bad data (exit 1), as the contract says
    // A scale for another method is refused, not kept unused, and no file is made.
    const CliRun imps = cli({"new", dir.file("imps.db"), "--name", "X", "--movement", "teams",
                             "--scoring", "imps", "--bam-scale", "2"});
    CHECK(imps.status == 2); // a usage error, as the contract says
    CHECK_THAT(imps.err, Catch::Contains("--bam-scale is for board-a-match (--scoring bam) only"));
    CHECK_FALSE(fs::exists(dir.file("imps.db")));
}

TEST_CASE("an even Gilman system ranks: the own-table round is compared with nothing",
          "[cli][teams][gilman]") {
    TempDir dir;
    const std::string event = dir.file("g.db");
    cliOk({"new", event, "--name", "Gilman", "--movement", "gilman-teams", "--teams", "4",
           "--boards-per-round", "1", "--scoring", "imps"});
    const movements::Movement m = db::EventStore::open(event).movement();
    // Every line played flat, 2S= at every table, the own-table round 1 included.
    for (const auto& round : m.rounds)
        for (const auto& t : round.tables)
            cliOk({"result", event, std::to_string(m.firstBoardOf(t.set)), m.pairLabels.at(t.ns),
                   m.pairLabels.at(t.ew), "2S", "N", "="});
    const CliRun r = cliOk({"rank", event, "--json"});
    const json rank = json::parse(r.out);
    CHECK(rank["rankings"][0]["rows"].size() == 4);
    CHECK(rank["matches"].size() == 6); // every two teams once
    for (const auto& row : rank["rankings"][0]["rows"])
        CHECK(row["rank"] == "1="); // all level: 10 VPs a match
}

TEST_CASE("the console's rankings view holds what rank --json prints", "[cli][teams][console]") {
    tests::consoleTestApp();
    TempDir dir;
    const std::string event = roundRobinEvent(dir);
    const json rank = json::parse(cliOk({"rank", event, "--json"}).out);
    app::EventDocument document(db::EventStore::open(event));
    app::RankingsView view(document);

    // What a table shows, read through its model (the standings are an item model).
    const auto cell = [](const QTableView* t, int r, int c) {
        return t->model()->index(r, c).data().toString().toStdString();
    };
    const auto number = [](const std::string& text) { return std::stod(text); };
    const json& rows = rank["rankings"][0]["rows"];
    REQUIRE(view.table()->model()->rowCount() == static_cast<int>(rows.size()));
    for (int i = 0; i < view.table()->model()->rowCount(); ++i) {
        const json& row = rows[static_cast<std::size_t>(i)];
        INFO("row " << i);
        CHECK(cell(view.table(), i, 0) == row["rank"].get<std::string>());
        CHECK(cell(view.table(), i, 1) == row["name"].get<std::string>());
        std::string players;
        for (const auto& p : row["players"])
            players += (players.empty() ? "" : ", ") + p.get<std::string>();
        CHECK(cell(view.table(), i, 2) == players);
        CHECK(number(cell(view.table(), i, 3)) == Approx(row["score"].get<double>()).margin(0.005));
    }
    const json& matches = rank["matches"];
    REQUIRE(view.matches()->model()->rowCount() == static_cast<int>(matches.size()));
    for (int i = 0; i < view.matches()->model()->rowCount(); ++i) {
        const json& m = matches[static_cast<std::size_t>(i)];
        INFO("match " << i);
        CHECK(cell(view.matches(), i, 0) == std::to_string(m["round"].get<int>()));
        CHECK(cell(view.matches(), i, 1) == m["teams"][0]["name"].get<std::string>() + " v " +
                                                m["teams"][1]["name"].get<std::string>());
        const std::string imps = cell(view.matches(), i, 3);
        const std::string vps = cell(view.matches(), i, 4);
        const std::string dash = "\xe2\x80\x93";
        // Each side's own IMPs, whose difference is the net IMPs.
        const double wonA = number(imps.substr(0, imps.find(' ')));
        const double wonB = number(imps.substr(imps.find(dash) + dash.size()));
        CHECK(wonA == m["teams"][0]["won"].get<double>());
        CHECK(wonB == m["teams"][1]["won"].get<double>());
        CHECK(wonA - wonB == m["teams"][0]["imps"].get<double>());
        CHECK(number(vps.substr(0, vps.find(' '))) ==
              Approx(m["teams"][0]["vp"].get<double>()).margin(0.005));
        CHECK(number(vps.substr(vps.find(dash) + dash.size())) ==
              Approx(m["teams"][1]["vp"].get<double>()).margin(0.005));
        CHECK(cell(view.matches(), i, 5) ==
              (m["winner"].is_null() ? "tie" : m["winnerName"].get<std::string>()));
    }
    const json& running = rank["runningTable"];
    REQUIRE(view.runningTable()->model()->columnCount() == 1 + static_cast<int>(running.size()));
    for (const auto& r : running.back()["rows"]) {
        bool found = false;
        for (int i = 0; i < view.runningTable()->model()->rowCount(); ++i)
            if (cell(view.runningTable(), i, 0) == r["name"].get<std::string>()) {
                found = true;
                CHECK(number(cell(view.runningTable(), i,
                                  view.runningTable()->model()->columnCount() - 1)) ==
                      Approx(r["total"].get<double>()).margin(0.005));
            }
        CHECK(found);
    }
}

TEST_CASE("the console's Names dialog names a team and its players", "[teams][console]") {
    tests::consoleTestApp();
    TempDir dir;
    const std::string event = dir.file("names.db");
    cliOk({"new", event, "--name", "Club teams", "--movement", "round-robin-teams", "--teams", "4",
           "--scoring", "imps"});
    app::MainWindow window;
    window.setQuiet(true);
    REQUIRE(window.openFile(QString::fromStdString(event)));
    QAction* names = nullptr;
    for (QAction* action : window.findChildren<QAction*>())
        if (action->text().remove(QLatin1Char('&')).startsWith(QStringLiteral("Names")))
            names = action;
    REQUIRE(names);
    auto filled = std::make_shared<bool>(false);
    tests::whenShown<QDialog>([filled](QDialog* dialog) {
        auto* teams = dialog->findChild<QTableWidget*>(QStringLiteral("teamNames"));
        if (teams && teams->rowCount() == 4) {
            teams->item(1, 0)->setText(QStringLiteral("Tigers"));
            teams->item(1, 1)->setText(QStringLiteral("Eve, Fay ,Gus"));
            *filled = true;
        }
        dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
    });
    names->trigger();
    REQUIRE(*filled);
    const auto teams = window.document()->store().teams();
    REQUIRE(teams.size() == 4);
    CHECK(teams[1].name == "Tigers");
    CHECK(teams[1].players == std::vector<std::string>{"Eve", "Fay", "Gus"});
    CHECK(teams[0].name.empty());
}

TEST_CASE("a match shows each side's IMPs; the running table one number of decimals",
          "[cli][teams]") {
    TempDir dir;
    const std::string event = dir.file("match.db");
    const CliRun created = cliOk({"new", event, "--name", "Friendly", "--movement", "teams",
                                  "--teams", "2", "--boards-per-round", "2", "--scoring", "imps"});
    CHECK_THAT(created.out, Catch::Contains("2 rounds, 4 boards"));
    // Two teams may also play a round robin of one match: "1 round", never "1 rounds".
    const CliRun list = cliOk({"movement", "list", "--teams", "2"});
    CHECK_THAT(list.out, Catch::Contains("2-team round robin: 1 round \u00d7 8"));
    CHECK_THAT(list.out, !Catch::Contains("1 rounds"));
    CHECK_THAT(cliOk({"movement", "round-robin-teams", "--teams", "2"}).out,
               Catch::Contains("1 round,") && !Catch::Contains("1 rounds"));
    cliOk({"teams", event, "--import",
           dir.write("teams.csv", "number,name,player1,player2,player3,player4\n"
                                  "1,Abbott,Ann,Bob,Cat,Dan\n2,Osborne,Eve,Fay,Gus,Hal\n")});
    // Board 1 at table 1 only: no board of the match is complete.
    cliOk({"result", event, "1", "A1", "B1", "4S", "N", "="});
    const CliRun half = cliOk({"rank", event});
    CHECK_THAT(half.out, Catch::Contains("Abbott"));
    CHECK_THAT(half.out, Catch::Contains("Ann, Bob, Cat, Dan"));
    CHECK_THAT(half.out, Catch::Contains("Osborne"));
    CHECK_THAT(half.out, Catch::Contains("No board complete yet"));

    // Board 1: +420 at table 1 and +50 at table 2 (B2 one down): Abbott +470, 10 IMPs.
    // Board 2 (North-South vulnerable): Abbott one down (-100) and Osborne's 1NT made (+90):
    // Osborne 190, 5 IMPs.
    cliOk({"result", event, "1", "B2", "A2", "4S", "N", "-1"});
    cliOk({"result", event, "2", "A1", "B1", "3NT", "N", "-1"});
    cliOk({"result", event, "2", "B2", "A2", "1NT", "N", "="});
    const CliRun text = cliOk({"rank", event});
    CHECK_THAT(text.out, Catch::Contains("Abbott 10 \u2013 Osborne 5 IMPs"));
    CHECK_THAT(text.out, !Catch::Contains("-5 IMPs"));
    CHECK_THAT(text.out, !Catch::Contains("No board complete yet"));
    // The VPs and the running table with two decimals each: "12.53", never "12.53" beside "7".
    const json rank = json::parse(cliOk({"rank", event, "--json"}).out);
    const double vp = rank["matches"][0]["teams"][1]["vp"].get<double>();
    REQUIRE(vp != std::floor(vp)); // a VP figure with decimals beside …
    CHECK_THAT(text.out, Catch::Contains("After round 1:  Abbott"));
    const std::size_t at = text.out.find("After round 1:");
    REQUIRE(at != std::string::npos);
    const std::string row = text.out.substr(at, text.out.find('\n', at) - at);
    CAPTURE(row);
    // … every total with two decimals.
    std::size_t points = 0;
    for (std::size_t i = 0; i + 2 < row.size(); ++i)
        if (row[i] == '.' && std::isdigit(static_cast<unsigned char>(row[i + 1])) &&
            std::isdigit(static_cast<unsigned char>(row[i + 2])))
            ++points;
    CHECK(points == 2);
}

TEST_CASE("the round robin's running table: a tie's 10 VPs as 10.00 beside 15.14", "[cli][teams]") {
    TempDir dir;
    const CliRun text = cliOk({"rank", roundRobinEvent(dir)});
    CHECK_THAT(text.out, Catch::Contains("Tigers 10.00"));
    CHECK_THAT(text.out, Catch::Contains("Wolves 10.00"));
    CHECK_THAT(text.out, Catch::Contains("10.00 \u2013 10.00 VPs"));
}
