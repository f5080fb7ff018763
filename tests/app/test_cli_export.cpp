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

using overplay::tests::cli;
using Run = overplay::tests::CliRun;

std::string readAll(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

} // namespace

TEST_CASE("export and cards write every document of a stored event", "[cli][export]") {
    QTemporaryDir dir;
    auto file = [&](const char* name) { return dir.filePath(name).toStdString(); };
    const std::string event = file("ev.db");
    REQUIRE(cli({"new", event, "--name", "Export night", "--movement", "mitchell", "--tables", "3",
                 "--boards-per-round", "2"})
                .status == 0);
    std::ofstream(file("pairs.csv")) << "1NS,Ann Smith,Bob Jones\n1EW,Cathy Brown,Dan Green\n";
    REQUIRE(cli({"pairs", event, "--import", file("pairs.csv")}).status == 0);
    REQUIRE(cli({"hands", event, "--deal", "--seed", "7"}).status == 0);
    // Round 1 at table 1 (pairs 1NS and 1EW) plays boards 1 and 2 in a 3-table Mitchell.
    Run r = cli({"result", event, "1", "1", "1", "4S", "N", "="});
    INFO(r.err);
    REQUIRE(r.status == 0);

    r = cli({"export", event, "--html", file("site"), "--pdf", file("results.pdf"), "--usebio",
             file("results.xml"), "--pbn", file("results.pbn")});
    INFO(r.err);
    REQUIRE(r.status == 0);
    CHECK(QFile::exists(dir.filePath("site/index.html")));
    CHECK(QFile::exists(dir.filePath("site/board-1.html")));
    CHECK(readAll(file("site/pair-1.html")).find("Ann Smith") != std::string::npos);
    CHECK(readAll(file("site/board-1.html")).find("href=\"pair-1.html#b1\"") != std::string::npos);
    CHECK(readAll(file("results.xml")).find("<TRAVELLER_LINE>") != std::string::npos);
    CHECK(readAll(file("results.pbn")).find("[Event \"Export night\"]") != std::string::npos);
    CHECK(readAll(file("results.pdf")).rfind("%PDF", 0) == 0);

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
    Run r = cli({"export", dir.filePath("missing.db").toStdString(), "--pdf", "x.pdf"});
    CHECK(r.status == 1);
    CHECK_FALSE(r.err.empty());
}
