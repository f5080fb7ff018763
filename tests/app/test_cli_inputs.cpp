// SPDX-License-Identifier: GPL-3.0-or-later
// overplay-cli against hostile input: every value is checked at the edge, a refusal is one
// plain line (exit 1 for bad data, 2 for a command line of the wrong shape), names never
// carry control characters, imported files are UTF-8 or get a plain line, and nothing
// printed for the tables before play carries the hands.
#include "CliRun.h"

#include "core/Error.h"
#include "db/EventStore.h"

#include <QProcess>
#include <QStandardPaths>
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;
using namespace overplay;
using namespace overplay::tests;

int lines(const std::string& text) {
    return static_cast<int>(std::count(text.begin(), text.end(), '\n'));
}

/// Refused as bad data: exit 1, one short line naming the problem.
void refusedAsData(const std::vector<std::string>& args, const std::string& message) {
    const CliRun r = cli(args);
    INFO(args[0] << " " << (args.size() > 1 ? args[1] : "") << ": " << r.err);
    CHECK(r.status == 1);
    CHECK(lines(r.err) == 1);
    CHECK(r.err.size() < 200);
    CHECK_THAT(r.err, Catch::Contains(message));
    // The file is named once: "results.csv results.csv: cannot be read" was once printed.
    const std::string file = message.substr(0, message.find_first_of(" :"));
    CHECK(r.err.find(file) == r.err.rfind(file));
    CHECK(r.out.empty());
}

} // namespace

TEST_CASE("overplay-cli --version names the program and its release on one line", "[cli][inputs]") {
    const CliRun r = cli({"--version"});
    CHECK(r.status == 0);
    CHECK(r.err.empty());
    CHECK_THAT(r.out, Catch::Matches("overplay-cli [0-9]+\\.[0-9]+\\.[0-9]+\n"));
}

TEST_CASE("an unknown command is named in the one line that refuses it", "[cli][inputs]") {
    const CliRun r = cli({"frobnicate", "x.db"});
    CHECK(r.status == 2);
    CHECK(r.out.empty());
    CHECK(r.err ==
          "overplay-cli: 'frobnicate' is not a command (overplay-cli --help lists them)\n");
}

TEST_CASE("vp refuses nan, inf and boards out of range with one line", "[cli][inputs]") {
    for (const char* margin : {"nan", "inf", "-inf", "NaN", "1e400", "-1e400"})
        refusedAsData({"vp", "--", margin, "8"}, "is not a finite number");
    refusedAsData({"vp", "1e9", "8"}, "is not in -100000..100000");
    for (const char* boards : {"0", "-3", "1000", "2147483648", "99999999999999999999"})
        refusedAsData({"vp", "--", "12", boards}, "is not in 1..999");
    CHECK(cli({"vp", "12", "abc"}).status == 2);
    const CliRun ok = cli({"vp", "--", "-12", "8"});
    CHECK(ok.status == 0);
    CHECK(ok.out == "5.61 14.39\n"); // TV18-style: 12 IMPs over 8 boards, seen from the loser
}

TEST_CASE("imps gives the IMPs of every int, the most negative included", "[cli][inputs]") {
    CliRun r = cli({"imps", "--", "-2147483648"});
    INFO(r.err);
    CHECK(r.status == 0);
    CHECK(r.out == "-24\n");
    r = cli({"imps", "2147483647"});
    CHECK(r.out == "24\n");
    r = cli({"imps", "--", "-4000"});
    CHECK(r.out == "-24\n");
    refusedAsData({"imps", "--", "-2147483649"}, "is not in -2147483648..2147483647");
    refusedAsData({"imps", "99999999999999999999999"}, "is not in");
}

TEST_CASE("a result is given relative to the contract or as tricks, not both", "[cli][inputs]") {
    CliRun r = cli({"score", "4S", "N", "+1", "--tricks", "6"});
    CHECK(r.status == 2);
    CHECK_THAT(r.err, Catch::Contains("not both"));
    CHECK(r.out.empty());
    r = cli({"score", "1S", "N", "--game", "auction", "+1", "--tricks", "6"});
    CHECK(r.status == 2);
    CHECK_THAT(r.err, Catch::Contains("not both"));

    TempDir folder;
    const std::string event = newMitchell(folder);
    const std::string before = readFileBytes(event);
    // Board 1 is played by pairs 1NS and 1EW in round 1 of a 3-table Mitchell.
    r = cli({"result", event, "1", "1", "1", "4S", "N", "+1", "--tricks", "6"});
    CHECK(r.status == 2);
    CHECK_THAT(r.err, Catch::Contains("not both"));
    CHECK(readFileBytes(event) == before);
}

TEST_CASE("new refuses a date that is no day of the calendar, and so does the store",
          "[cli][inputs]") {
    TempDir folder;
    for (const char* date : {"2025-13-45", "2025-02-29", "2025-04-31", "13/03/2025", "tomorrow"}) {
        const std::string event = folder.file(std::string("d") + date[3] + ".db");
        refusedAsData({"new", event, "--name", "Pairs", "--movement", "mitchell", "--tables", "3",
                       "--date", date},
                      "is not a date");
        CHECK_FALSE(fs::exists(event));
    }
    const CliRun leap = cli({"new", folder.file("leap.db"), "--name", "Leap", "--movement",
                             "mitchell", "--tables", "3", "--date", "2024-02-29"});
    INFO(leap.err);
    CHECK(leap.status == 0);
    CHECK(db::EventStore::open(folder.file("leap.db")).info().date == "2024-02-29");

    // No such day: the store refuses it too.
    CHECK_THROWS_AS(db::EventStore::create(
                        folder.file("store.db"),
                        NewEvent(generated("mitchell", 3, 0)).named("Pairs").dated("2025-13-45")),
                    core::InputError);
    CHECK_FALSE(fs::exists(folder.file("store.db")));
}

TEST_CASE("every numeric option has sane limits and says so in one line", "[cli][inputs]") {
    TempDir folder;
    const std::string event = folder.file("ev.db");
    const auto newWith = [&](const std::string& option, const std::string& value) {
        return std::vector<std::string>{"new",    event,     "--name", "Pairs", "--movement",
                                        "howell", "--pairs", "8",      option,  value};
    };
    refusedAsData(newWith("--boards-per-round", "40000000"), "--boards-per-round: '40000000' is "
                                                             "not in 1..64");
    refusedAsData(newWith("--rounds", "0"), "--rounds: '0' is not in 1..100");
    refusedAsData(newWith("--rounds=-1", "--scoring=mp"), "is not in 1..100");
    refusedAsData({"new", event, "--name", "P", "--movement", "mitchell", "--tables", "100000"},
                  "--tables: '100000' is not in 1..200");
    CHECK(cli({"new", event, "--name", "P", "--movement", "howell", "--pairs", "1e6"}).status == 2);
    CHECK_FALSE(fs::exists(event));
    // A number too big for any integer is out of range too, not a wrapped-round count.
    refusedAsData({"movement", "mitchell", "--tables", "99999999999999999999"}, "is not in 1..200");
    refusedAsData({"movement", "howell", "--boards-per-round", "40000000", "--pairs", "8"},
                  "is not in 1..64");
    refusedAsData({"movement", "list", "--tables", "0"}, "is not in 1..200");
    refusedAsData({"serve", event, "--port", "70000"}, "--port: '70000' is not in 0..65535");
    refusedAsData({"score", "4S", "N", "=", "--board", "0"}, "--board: '0' is not in 1..999");
    // Text where a number goes is a command line of the wrong shape.
    CHECK(cli({"movement", "howell", "--tables", "x"}).status == 2);
}

TEST_CASE("a value out of range is bad data: exit 1 and one plain line", "[cli][inputs]") {
    refusedAsData({"score", "4S", "N", "--tricks", "14"}, "--tricks: '14' is not in 0..13");
    refusedAsData({"score", "4S", "N", "--tricks=-1"}, "--tricks: '-1' is not in 0..13");
    TempDir folder;
    const std::string event = newMitchell(folder);
    refusedAsData({"result", event, "1", "1", "1", "4S", "N", "--tricks", "14"},
                  "--tricks: '14' is not in 0..13");
}

TEST_CASE("names refuse control characters everywhere and are never printed with one",
          "[cli][inputs]") {
    TempDir folder;
    const std::string event = newMitchell(folder);
    const std::string before = readFileBytes(event);
    // An escape sequence that clears the terminal, a NUL, a tab.
    for (const std::string& name :
         {std::string("Ann\x1B[2J\x1B[H"), std::string("Ann\0Bob", 7), std::string("Ann\tBob")}) {
        const std::string csv =
            folder.write("pairs.csv", "1NS,Zo\xC3\xAB,Bob\n1EW," + name + ",Dan\n");
        const CliRun r = cli({"pairs", event, "--import", csv});
        INFO(r.err);
        CHECK(r.status == 1);
        // A NUL makes the line not text at all; the others are named as control characters.
        CHECK_THAT(r.err, (Catch::Contains("pairs.csv line 2: ") &&
                           Catch::Contains("control character")) ||
                              Catch::Contains("pairs.csv is not UTF-8 text (line 2)"));
        CHECK(std::none_of(r.err.begin(), r.err.end() - 1,
                           [](char c) { return c >= 0 && c < 0x20; }));
        CHECK(readFileBytes(event) == before);
    }
    refusedAsData({"new", folder.file("n.db"), "--name", "Club\x1B]0;owned\x07", "--movement",
                   "mitchell", "--tables", "3"},
                  "control character");
    CHECK_FALSE(fs::exists(folder.file("n.db")));

    // The store is the last guard, for the console's names dialog and every other caller.
    {
        auto store = db::EventStore::open(event);
        db::Entry entry;
        entry.number = 1;
        entry.players = {"Ann\x1B[2J", "Bob"};
        CHECK_THROWS_AS(store.setEntries({entry}), core::InputError);
    }
}

TEST_CASE("imported files that are not UTF-8 get a plain line naming file and line",
          "[cli][inputs]") {
    TempDir folder;
    const std::string event = newMitchell(folder);
    const std::string before = readFileBytes(event);
    // Latin-1 "Zoë" on line 3, as an older spreadsheet saves it.
    const std::string latin1 = folder.write("latin1.csv", "number,name1,name2\n1,Ann,Bob\n"
                                                          "4,Zo\xEB,Dan\n");
    refusedAsData({"pairs", event, "--import", latin1}, "latin1.csv is not UTF-8 text (line 3)");
    // The lengths come from the literals (their NULs are UTF-16's high bytes): a count
    // written by hand read past their end.
    static constexpr char utf16Bytes[] = "\xFF\xFE"
                                         "1\0,\0A\0n\0n\0,\0B\0o\0b\0\n\0";
    const std::string utf16 =
        folder.write("utf16.csv", std::string(utf16Bytes, sizeof utf16Bytes - 1));
    refusedAsData({"pairs", event, "--import", utf16}, "utf16.csv is UTF-16; save it as UTF-8");
    refusedAsData({"results", event, "--import", latin1}, "latin1.csv is not UTF-8 text (line 3)");
    refusedAsData({"results", event, "--import", utf16}, "utf16.csv is UTF-16; save it as UTF-8");
    static constexpr char pbn16Bytes[] = "\xFF\xFE[\0B\0o\0a\0r\0d\0 \0\"\0"
                                         "1\0\"\0]\0";
    const std::string pbn16 =
        folder.write("deals.pbn", std::string(pbn16Bytes, sizeof pbn16Bytes - 1));
    refusedAsData({"hands", event, "--import", pbn16, "--no-double-dummy"},
                  "deals.pbn is UTF-16; save it as UTF-8");
    refusedAsData({"results", event, "--import", folder.file("absent.csv")},
                  "absent.csv: cannot be read (no such file or folder)");
    CHECK(readFileBytes(event) == before);

    // UTF-8 with a byte-order mark, as Excel saves "CSV UTF-8", is fine.
    const std::string bom = folder.write("bom.csv", "\xEF\xBB\xBFnumber,name1,name2\n"
                                                    "1NS,Zo\xC3\xAB,Bob\n");
    const CliRun r = cli({"pairs", event, "--import", bom});
    INFO(r.err);
    CHECK(r.status == 0);
    CHECK(db::EventStore::open(event).entries()[0].names() == "Zo\xC3\xAB & Bob");
}

TEST_CASE("hostile arguments never crash a command", "[cli][inputs]") {
    TempDir folder;
    const std::string event = newMitchell(folder);
    const std::string huge(100000, '9');
    const std::vector<std::vector<std::string>> commands = {
        {"score", "", "N", "="},
        {"score", huge, "N", "="},
        {"score", "4S", "", "="},
        {"score", "4S", "N", ""},
        {"score", "4S", "N", huge},
        {"score", "4S", "N", "+2147483647"},
        {"score", "4S", "N", "--", "-2147483648"},
        {"imps", ""},
        {"imps", huge},
        {"vp", "", ""},
        {"result", event, "", "", ""},
        {"result", event, huge, "1", "4", "4S", "N", "="},
        {"result", event, "1", huge, "4", "4S", "N", "="},
        {"result", event, "1", "1", "4", huge, "N", "="},
        {"result", event, "1", "1", "4", "--adjusted", huge},
        {"result", event, "1", "1", "4", "4S", "N", "=", "--lead", huge},
        {"rank", ""},
        {"new", "", "--name", "", "--movement", ""},
        {"new", folder.file("long.db"), "--name", huge, "--movement", "mitchell", "--tables", "3"},
        {"hands", event, "--deal", "--seed", huge},
        {"cards", event, "--pdf", folder.file("c.pdf"), "--include", "hand-records"},
        {"export", event, "--paper", "", "--pbn", folder.file("x.pbn")},
    };
    for (const auto& args : commands) {
        const CliRun r = cli(args);
        INFO(args[0] << ": " << r.err.substr(0, 300));
        CHECK((r.status == 1 || r.status == 2));
        CHECK(lines(r.err) == 1);
        CHECK(r.err.size() < 400);
    }
}

TEST_CASE("cards prints nothing of the hands before play", "[cli][inputs][dds]") {
    TempDir folder;
    const std::string event = newMitchell(folder);
    CliRun r = cliOk(
        {"hands", event, "--deal", "--seed", "7"}); // dealt and analysed: each board has its par
    const std::string pdf = folder.file("wallets.pdf");
    r = cli({"cards", event, "--pdf", pdf, "--include",
             "table-cards,pair-cards,blank-travellers,pickup-slips"});
    INFO(r.err);
    REQUIRE(r.status == 0);
    // The hand records and results are printed after play, through export.
    r = cli({"cards", event, "--pdf", pdf, "--include", "blank-travellers,hand-records"});
    CHECK(r.status == 2);
    CHECK_THAT(r.err, Catch::Contains("export --pdf"));
    if (QStandardPaths::findExecutable("pdftotext").isEmpty()) {
        WARN("pdftotext missing (poppler-utils): PDF text not checked");
        return;
    }
    QProcess p;
    p.start("pdftotext", {QString::fromStdString(pdf), "-"});
    REQUIRE(p.waitForFinished(60000));
    const std::string text = p.readAllStandardOutput().toStdString();
    CHECK(text.find("Board 6") != std::string::npos);
    CHECK(text.find("Par") == std::string::npos);
    for (const char* suit : {"\xe2\x99\xa0", "\xe2\x99\xa5", "\xe2\x99\xa6", "\xe2\x99\xa3"})
        CHECK(text.find(suit) == std::string::npos);
}
