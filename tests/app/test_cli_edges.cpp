// SPDX-License-Identifier: GPL-3.0-or-later
// overplay-cli at the edges: every reader of a director's file bounded and refusing what is not
// a regular file; input that used to be taken wrongly refused in one line with nothing
// changed (or taken rightly); outputs that never half-exist; a failed serve that leaves the
// event as it was; no Qt remark before a command's own line.
#include "CliRun.h"

#include "db/EventStore.h"

#include <QProcess>
#include <QProcessEnvironment>
#include <catch2/catch.hpp>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <string>
#include <vector>

#include <sys/stat.h>
#include <unistd.h>

namespace {

namespace fs = std::filesystem;
using namespace overplay;
using namespace overplay::tests;

/// Refused as bad data: exit 1, the one line saying why, and the event as it was.
void refused(const std::vector<std::string>& args, const std::string& event,
             const std::string& message) {
    const std::size_t before = auditRows(event);
    const CliRun r = cli(args);
    INFO(args[0] << ": " << r.err);
    CHECK(r.status == 1);
    CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
    CHECK_THAT(r.err, Catch::Contains(message));
    CHECK(auditRows(event) == before);
}

// Four hands, each one suit: a deal a test can write out by heart; `turn` gives each hand the
// next suit, another deal.
std::string dealText(int turn) {
    std::string hands[4];
    for (int h = 0; h < 4; ++h) {
        std::string suits[4] = {"", "", "", ""};
        suits[(h + turn) % 4] = "AKQJT98765432";
        hands[h] = suits[0] + "." + suits[1] + "." + suits[2] + "." + suits[3];
    }
    return "N:" + hands[0] + " " + hands[1] + " " + hands[2] + " " + hands[3];
}

std::string pbnGame(int board, const std::string& deal, const std::string& dealer = "N",
                    const std::string& vulnerable = "None") {
    return "[Event \"Tuesday\"]\n[Board \"" + std::to_string(board) + "\"]\n[Dealer \"" + dealer +
           "\"]\n[Vulnerable \"" + vulnerable + "\"]\n[Deal \"" + deal + "\"]\n";
}

} // namespace

TEST_CASE("every reader of a director's file refuses a device or a pipe at once",
          "[cli][edges][files]") {
    tests::TempDir dir("cli-edges-readers");
    const std::string event = newMitchell(dir);
    const std::string fifo = dir.file("pipe");
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    const auto start = std::chrono::steady_clock::now();
    for (const std::string& path : {std::string("/dev/zero"), fifo}) {
        const std::string says = path + " is not a regular file (a device or a pipe); give a file";
        refused({"pairs", event, "--import", path}, event, says);
        refused({"results", event, "--import", path}, event, says);
        refused({"hands", event, "--import", path}, event, says);
        refused({"section", "upload", event, path}, event, says);
        const CliRun check = cli({"movement", "check", path});
        CHECK(check.status == 1);
        CHECK(check.err == "overplay-cli: " + says + "\n");
        const CliRun roster = cli({"roster", dir.file("club-roster.db"), "--import", path});
        CHECK(roster.status == 1);
        CHECK_THAT(roster.err, Catch::Contains(says));
        const CliRun rubber = cli({"rubber", path});
        CHECK(rubber.status == 1);
        CHECK(rubber.err == "overplay-cli: " + says + "\n");
    }
    // A pipe read as a file used to be read until it ended; /dev/zero never does.
    CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(60));
}

TEST_CASE("a file beyond a reader's limit is refused, the limit said", "[cli][edges][files]") {
    tests::TempDir dir("cli-edges-limit");
    const std::string event = newMitchell(dir);
    // A sparse file: large to the reader, nothing on the disk.
    const std::string big = dir.file("results.csv");
    tests::writeFile(big, "board,ns,ew,contract,declarer,result\n");
    fs::resize_file(big, (64u << 20) + 1);
    refused({"results", event, "--import", big}, event,
            big + " is larger than 64 MB, the most Overplay reads of one such file");
    fs::resize_file(big, (8u << 20) + 1);
    refused({"pairs", event, "--import", big}, event, "is larger than 8 MB");
}

TEST_CASE("score refuses the auction options a duplicate score would ignore",
          "[cli][edges][inputs]") {
    const CliRun honours = cli({"score", "4S", "N", "=", "--honours", "4"});
    CHECK(honours.status == 2);
    CHECK_THAT(honours.err, Catch::Contains("--honours, --chicane and --revoke are for --game "
                                            "auction"));
    CHECK(honours.out.empty());
    CHECK(cli({"score", "4S", "N", "=", "--honours", "4", "--game", "auction"}).status == 0);
    CHECK(cli({"score", "4S", "N", "="}).out == "420\n");
}

TEST_CASE("a pairs row of more names than a pair has is refused", "[cli][edges][inputs]") {
    tests::TempDir dir("cli-edges-pairs");
    const std::string event = newMitchell(dir);
    tests::writeFile(dir.file("pairs.csv"), "1NS,Ann,Bob\n2NS,Cat,Dan,Eve,Fay,Gus,Hal,Ivy\n");
    refused({"pairs", event, "--import", dir.file("pairs.csv")}, event,
            dir.file("pairs.csv") + " line 2: pair 2NS has 7 names; a pair is two players");
    tests::writeFile(dir.file("pairs.csv"), "1NS,Ann,Bob\n2NS,Cat,Dan\n");
    CHECK(cli({"pairs", event, "--import", dir.file("pairs.csv")}).status == 0);
}

TEST_CASE("a results file cut off in its last row is refused, not stored short",
          "[cli][edges][inputs]") {
    tests::TempDir dir("cli-edges-cut");
    const std::string event = newMitchell(dir);
    // Board 1 is at table 1 in round 1: 1NS v 1EW.
    const std::string whole = "board,ns,ew,contract,declarer,result,lead\n"
                              "1,1NS,1EW,4S,N,=,HA\n"
                              "2,1NS,1EW,3NT,S,+1,SK\n";
    tests::writeFile(dir.file("cut.csv"), whole.substr(0, whole.size() - 4)); // "…,+1"
    refused({"results", event, "--import", dir.file("cut.csv")}, event,
            dir.file("cut.csv") + " line 3: the last line has 6 fields where the line before "
                                  "has 7 and no line end: the file looks cut off");
    // Whole, with or without its last line end, it goes in.
    tests::writeFile(dir.file("whole.csv"), whole.substr(0, whole.size() - 1));
    const CliRun taken = cli({"results", event, "--import", dir.file("whole.csv")});
    INFO(taken.err);
    CHECK(taken.status == 0);
    CHECK(taken.out == "stored 2 results\n");
}

TEST_CASE("a hand record the event cannot hold is refused whole", "[cli][edges][pbn]") {
    tests::TempDir dir("cli-edges-pbn");
    const std::string event = newMitchell(dir);
    const auto refusedPbn = [&](const std::string& text, const std::string& message) {
        tests::writeFile(dir.file("hands.pbn"), text);
        refused({"hands", event, "--import", dir.file("hands.pbn"), "--no-double-dummy"}, event,
                message);
    };
    refusedPbn(pbnGame(1, dealText(0)) + "\n" + pbnGame(7, dealText(1)),
               "hands.pbn line 7: board 7 is not in this event (boards 1 to 6)");
    refusedPbn(pbnGame(1, dealText(0), "N", "Maybe"),
               "hands.pbn line 4: board 1: Vulnerable \"Maybe\" is not None, NS, EW or All");
    refusedPbn(pbnGame(1, dealText(0), "Q"), "hands.pbn line 3: board 1: Dealer \"Q\" is not N, "
                                             "E, S or W");
    refusedPbn(pbnGame(1, dealText(0)) + "\n" + pbnGame(1, dealText(1)),
               "hands.pbn line 7: board 1 is given again with another deal (first on line 1)");
    // 20,000 games without their empty lines: one game of many deals, refused at the second.
    std::string run;
    for (int b = 1; b <= 20000; ++b)
        run += pbnGame(1 + b % 6, dealText(b));
    refusedPbn(run, "hands.pbn line 7: a second [Board] tag in one game; games are separated by "
                    "an empty line");

    // The same board twice with the same deal (a results file, a game per table) is one board.
    tests::writeFile(dir.file("hands.pbn"), pbnGame(1, dealText(0)) + "\n" +
                                                pbnGame(1, dealText(0)) + "\n" +
                                                pbnGame(2, dealText(1), "E", "NS"));
    const CliRun taken =
        cli({"hands", event, "--import", dir.file("hands.pbn"), "--no-double-dummy"});
    INFO(taken.err);
    CHECK(taken.status == 0);
    CHECK(taken.out == "stored 2 deals\n");
}

TEST_CASE("a movement promising a negative count is not called valid", "[cli][edges][movement]") {
    tests::TempDir dir("cli-edges-movement");
    const CliRun made = cli({"movement", "mitchell", "--tables", "3", "--json"});
    REQUIRE(made.status == 0);
    REQUIRE(made.out.find("\"timesEachSetPlayed\"") != std::string::npos);
    tests::writeFile(dir.file("m.json"),
                     std::regex_replace(made.out, std::regex("\"timesEachSetPlayed\": *[0-9]+"),
                                        "\"timesEachSetPlayed\": -5"));
    const CliRun check = cli({"movement", "check", dir.file("m.json")});
    CHECK(check.status == 1);
    CHECK(check.err == "overplay-cli: " + dir.file("m.json") +
                           ": movement JSON: promises.timesEachSetPlayed is -5; "
                           "a count cannot be negative.\n");
}

TEST_CASE("a weighted score of thirds written out is a percentage", "[cli][edges][inputs]") {
    tests::TempDir dir("cli-edges-weighted");
    const std::string event = newMitchell(dir);
    const CliRun r = cli({"result", event, "1", "1NS", "1EW", "--weighted",
                          "33.3333333333% 4S N =, 33.3333333333% 4S N -1, 33.3333333334% 4H E ="});
    INFO(r.err);
    CHECK(r.status == 0);
    // Thirds that do not add up are still refused, by their sum.
    refused({"result", event, "2", "1NS", "1EW", "--weighted",
             "33.33% 4S N =, 33.33% 4S N -1, 33.33% 4H E ="},
            event, "the percentages add up to 99.99, not 100");
}

TEST_CASE("an export that fails part-way writes nothing new", "[cli][edges][outputs]") {
    tests::TempDir dir("cli-edges-export");
    const std::string event = newMitchell(dir);
    tests::enterAll(event, dir.file("results.csv"), 3);
    const std::string site = dir.file("site"), pdf = dir.file("results.pdf");
    // The USEBIO file's folder does not exist: the site and the PDF come first, and go.
    const CliRun failed = cli({"export", event, "--html", site, "--pdf", pdf, "--usebio",
                               dir.file("no-such-folder/results.xml")});
    CHECK(failed.status == 1);
    CHECK_THAT(failed.err, Catch::Contains("cannot write the USEBIO file") &&
                               Catch::Contains("no such file or folder"));
    CHECK(failed.out.empty());
    CHECK_FALSE(fs::exists(site));
    CHECK_FALSE(fs::exists(pdf));
    // Old outputs stay as they were.
    fs::create_directories(site);
    tests::writeFile(site + "/index.html", "old site");
    tests::writeFile(pdf, "old pdf");
    CHECK(cli({"export", event, "--html", site, "--pdf", pdf, "--usebio",
               dir.file("no-such-folder/results.xml")})
              .status == 1);
    CHECK(tests::readFileBytes(site + "/index.html") == "old site");
    CHECK(tests::readFileBytes(pdf) == "old pdf");
    CHECK(std::distance(fs::directory_iterator(site), fs::directory_iterator()) == 1);
    for (const auto& e : fs::directory_iterator(dir.file("")))
        CHECK(e.path().filename().string().find(".overplay-") == std::string::npos);
    // Written whole, every output in place.
    const CliRun done =
        cli({"export", event, "--html", site, "--pdf", pdf, "--usebio", dir.file("results.xml")});
    INFO(done.err);
    CHECK(done.status == 0);
    CHECK(tests::readFileBytes(pdf).starts_with("%PDF"));
    CHECK(tests::readFileBytes(site + "/index.html") != "old site");
    CHECK(fs::exists(dir.file("results.xml")));
}

TEST_CASE("serve that cannot listen leaves the event as it was", "[cli][edges][serve]") {
    tests::TempDir dir("cli-edges-serve");
    const std::string event = newMitchell(dir);
    const std::size_t before = auditRows(event);
    // 192.0.2.1 is TEST-NET-1 (RFC 5737): no machine's own address.
    const CliRun r = cli({"serve", event, "--bind", "192.0.2.1", "--port", "0"});
    CHECK(r.status == 1);
    CHECK_THAT(r.err, Catch::Contains("cannot listen on 192.0.2.1"));
    CHECK(auditRows(event) == before);
    CHECK(db::EventStore::open(event, tests::readOnly()).tableSecrets().empty());
}

TEST_CASE("no Qt remark comes before a command's own line", "[cli][edges][outputs]") {
    tests::TempDir dir("cli-edges-qt");
    const std::string event = newMitchell(dir);
    QProcess cliProcess;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    // Without XDG_RUNTIME_DIR (a cron job, a service, a container) Qt notes it on stderr.
    environment.remove(QStringLiteral("XDG_RUNTIME_DIR"));
    environment.remove(QStringLiteral("DISPLAY"));
    environment.remove(QStringLiteral("WAYLAND_DISPLAY"));
    environment.remove(QStringLiteral("QT_QPA_PLATFORM"));
    cliProcess.setProcessEnvironment(environment);
    cliProcess.start(QStringLiteral(OVERPLAY_CLI),
                     {QStringLiteral("export"), QString::fromStdString(event),
                      QStringLiteral("--pdf"), QString::fromStdString(dir.file("cards.pdf"))});
    REQUIRE(cliProcess.waitForFinished(120000));
    CHECK(cliProcess.exitCode() == 0);
    CHECK(cliProcess.readAllStandardError().toStdString() == "");
    CHECK_THAT(cliProcess.readAllStandardOutput().toStdString(),
               Catch::StartsWith("wrote " + dir.file("cards.pdf")));
}

TEST_CASE("a full disk is said to be full, reading as well as writing", "[cli][edges][disk]") {
    // A small disk of its own, to fill: a tmpfs, which only root may mount.
    tests::TempDir dir("cli-edges-full");
    const std::string disk = dir.file("disk");
    fs::create_directories(disk);
    if (::geteuid() != 0 ||
        std::system(("mount -t tmpfs -o size=600k tmpfs '" + disk + "' 2>/dev/null").c_str()) !=
            0) {
        SUCCEED("skipped: mounting a small disk to fill needs root");
        return;
    }
    struct Unmount {
        std::string disk;
        ~Unmount() { std::system(("umount '" + disk + "'").c_str()); }
    } unmount{disk};
    const std::string event = disk + "/club.db";
    cliOk({"new", event, "--name", "Tuesday pairs", "--movement", "mitchell", "--tables", "3",
           "--boards-per-round", "2"});
    // Closed cleanly, the event is one file; the rest of the disk is filled.
    fs::remove(event + "-wal");
    fs::remove(event + "-shm");
    {
        std::ofstream fill(disk + "/fill", std::ios::binary);
        const std::string block(4096, 'x');
        while (fill.write(block.data(), static_cast<std::streamsize>(block.size())))
            ;
    }
    const CliRun read = cli({"rank", event});
    CHECK(read.status == 1);
    CHECK(read.err == "overplay-cli: " + event +
                          ": cannot be opened: the disk is full (free some space, then open "
                          "it again)\n");
    const CliRun write = cli({"result", event, "1", "1NS", "1EW", "4S", "N", "="});
    CHECK(write.status == 1);
    CHECK_THAT(write.err, Catch::Contains("the disk is full"));
    CHECK_THAT(write.err, !Catch::Contains("disk I/O error"));
}
