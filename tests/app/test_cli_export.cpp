// SPDX-License-Identifier: GPL-3.0-or-later
// overplay-cli export and cards (docs/cli.md) on a small stored event: every
// output is written and read back.
#include "CliRun.h"

#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

using namespace overplay::tests;

} // namespace

TEST_CASE("export and cards write every document of a stored event", "[cli][export]") {
    QTemporaryDir dir;
    auto file = [&](const char* name) { return dir.filePath(name).toStdString(); };
    const std::string event = file("ev.db");
    cliOk({"new", event, "--name", "Export night", "--movement", "mitchell", "--tables", "3",
           "--boards-per-round", "2"});
    std::ofstream(file("pairs.csv")) << "1NS,Ann Smith,Bob Jones\n1EW,Cathy Brown,Dan Green\n";
    cliOk({"pairs", event, "--import", file("pairs.csv")});
    cliOk({"hands", event, "--deal", "--seed", "7"});
    // Round 1 at table 1 (pairs 1NS and 1EW) plays boards 1 and 2 in a 3-table Mitchell.
    CliRun r = cliOk({"result", event, "1", "1", "1", "4S", "N", "="});

    r = cli({"export", event, "--html", file("site"), "--pdf", file("results.pdf"), "--usebio",
             file("results.xml"), "--pbn", file("results.pbn")});
    INFO(r.err);
    REQUIRE(r.status == 0);
    CHECK(QFile::exists(dir.filePath("site/index.html")));
    CHECK(QFile::exists(dir.filePath("site/board-1.html")));
    // Pages and anchors are named by the labels the cards print, never by inside numbers.
    CHECK(readFileBytes(file("site/pair-1NS.html")).find("Ann Smith") != std::string::npos);
    CHECK(readFileBytes(file("site/pair-1EW.html")).find("Cathy Brown") != std::string::npos);
    CHECK_FALSE(QFile::exists(dir.filePath("site/pair-4.html")));
    const std::string board1 = readFileBytes(file("site/board-1.html"));
    CHECK(board1.find("href=\"pair-1NS.html#b1\"") != std::string::npos);
    CHECK(board1.find("href=\"pair-1EW.html#b1\"") != std::string::npos);
    CHECK(board1.find("id=\"r1NS-1EW\"") != std::string::npos);
    CHECK(readFileBytes(file("results.xml")).find("<TRAVELLER_LINE>") != std::string::npos);
    CHECK(readFileBytes(file("results.pbn")).find("[Event \"Export night\"]") != std::string::npos);
    CHECK(readFileBytes(file("results.pdf")).rfind("%PDF", 0) == 0);

    r = cli({"cards", event, "--pdf", file("cards.pdf"), "--paper", "letter"});
    INFO(r.err);
    REQUIRE(r.status == 0);
    CHECK(r.out.find("pages") != std::string::npos);
    if (!QStandardPaths::findExecutable("pdftotext").isEmpty()) {
        QProcess p;
        p.start("pdftotext", {dir.filePath("cards.pdf"), "-"});
        p.waitForFinished(60000);
        const std::string text = p.readAllStandardOutput().toStdString();
        for (const char* table : {"Table 1", "Table 2", "Table 3"})
            CHECK(text.find(table) != std::string::npos);
        CHECK(text.find("Ann Smith") != std::string::npos);
    }
}

TEST_CASE("export and cards refuse what they cannot do", "[cli][export]") {
    QTemporaryDir dir;
    const std::string event = dir.filePath("ev.db").toStdString();
    REQUIRE(cli({"new", event, "--name", "X", "--movement", "mitchell", "--tables", "3"}).status ==
            0);
    CHECK(cli({"export", event}).status == 2); // no output asked for
    CHECK(cli({"cards", event}).status == 2);  // --pdf is required
    CHECK(cli({"cards", event, "--pdf", "x.pdf", "--paper", "a3"}).status == 2);
    CHECK(cli({"cards", event, "--pdf", "x.pdf", "--include", "menus"}).status == 2);
    CliRun r = cli({"export", dir.filePath("missing.db").toStdString(), "--pdf", "x.pdf"});
    CHECK(r.status == 1);
    CHECK_FALSE(r.err.empty());
}

TEST_CASE("an individual's score card lists every board the player played, partner and "
          "opponents named",
          "[cli][export][individual]") {
    // A traveller line of an individual names one player a side; the player's partner played
    // the same boards and their card must show them too (8 players: 7 rounds of 2 boards).
    QTemporaryDir dir;
    auto file = [&](const char* name) { return dir.filePath(name).toStdString(); };
    const std::string event = file("ind.db");
    cliOk({"new", event, "--name", "Individual", "--movement", "individual", "--pairs", "8",
           "--boards-per-round", "2"});
    int entered = 0;
    for (const auto& [board, ns, ew, round, table] : overplay::tests::missingLines(event)) {
        cliOk({"result", event, board, ns, ew, "3NT", "N", "="});
        ++entered;
    }
    CHECK(entered == 14 * 2); // 14 boards, each at two tables
    CliRun r = cli({"rank", event});
    REQUIRE(r.status == 0);
    CHECK(r.out.find("All players\nRank  Player Name") != std::string::npos);
    r = cli({"export", event, "--html", file("site")});
    INFO(r.err);
    REQUIRE(r.status == 0);
    for (int player = 1; player <= 8; ++player) {
        const std::string page =
            readFileBytes(dir.filePath(QString("site/pair-%1.html").arg(player)).toStdString());
        INFO("player " << player);
        CHECK(page.find("<h1>Player " + std::to_string(player) + "</h1>") != std::string::npos);
        std::size_t rows = 0;
        for (std::size_t at = page.find("<tr id=\"b"); at != std::string::npos;
             at = page.find("<tr id=\"b", at + 1))
            ++rows;
        CHECK(rows == 14);
        CHECK(page.find("with <a href=") != std::string::npos);
    }
}
