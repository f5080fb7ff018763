// SPDX-License-Identifier: GPL-3.0-or-later
// What Overplay exports reads back: every USEBIO and PBN file it writes for a pairs event
// (a Mitchell plain and arrow-switched, a Howell, two sections) is taken by `section upload`
// into another event to the same percentages, pair for pair, and the same points, line for
// line. An arrow switch's lines name their pairs with their direction. A congress of two
// sessions exports every session; `--session N` needs no `--section`. PBN without hand
// records is refused in one line, and duplicate whist is written as whist.
#include "CliRun.h"

#include "core/Contract.h"
#include "db/EventStore.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <map>
#include <sstream>
#include <string>
#include <vector>

using namespace overplay;
using nlohmann::json;
using namespace overplay::tests;

namespace {

/// The label without its section's letters ("B1NS" → "1NS").
std::string withoutLetters(std::string label) {
    while (!label.empty() && label.front() >= 'A' && label.front() <= 'Z')
        label.erase(0, 1);
    return label;
}

/// rank --json of one section: label (without its letters) → percentage, and each line's
/// points: "board/NS/EW" → (NS points, EW points).
struct Ranked {
    std::map<std::string, double> percent;
    std::map<std::string, std::pair<double, double>> lines;
};

Ranked rankedOf(const std::string& event, const std::string& section = {}) {
    std::vector<std::string> args{"rank", event, "--json"};
    if (!section.empty())
        args.insert(args.end(), {"--section", section});
    const json parsed = json::parse(cliOk(args).out);
    Ranked out;
    for (const auto& ranking : parsed["rankings"])
        for (const auto& row : ranking["rows"])
            out.percent[withoutLetters(row["label"].get<std::string>())] =
                row["percent"].get<double>();
    for (const auto& board : parsed["boards"])
        for (const auto& line : board["results"])
            out.lines[std::to_string(board["board"].get<int>()) + "/" +
                      withoutLetters(line["nsLabel"].get<std::string>()) + "/" +
                      withoutLetters(line["ewLabel"].get<std::string>())] = {
                line["nsPoints"].get<double>(), line["ewPoints"].get<double>()};
    return out;
}

/// Every line of every section of the event's last session, entered through the store as the
/// console enters them (an arrow-switched line included): 3NT by North, 7 to 10 tricks drawn
/// from a small generator seeded with `seed`, so the rankings are not all equal.
void enterEveryLine(const std::string& event, unsigned seed) {
    db::EventStore store = db::EventStore::open(event);
    unsigned n = seed;
    for (const auto& section : store.sections()) {
        store.useSection(section.letter);
        const movements::Movement& m = store.movement();
        for (const movements::Round& round : m.rounds)
            for (const movements::TableRound& t : round.tables) {
                if (t.set == 0 || t.ns == 0 || t.ew == 0)
                    continue;
                for (int board = m.firstBoardOf(t.set); board <= m.lastBoardOf(t.set); ++board) {
                    n = n * 1103515245U + 12345U;
                    core::TravellerLine line;
                    line.board = board;
                    line.ns = t.ns;
                    line.ew = t.ew;
                    line.play =
                        core::makePlayWithTricks(core::parseContract("3NT"), core::Seat::North,
                                                 7 + static_cast<int>((n >> 16) % 4));
                    store.enterResult(line);
                }
            }
    }
}

/// A club's night at home: the boards dealt, every result entered.
std::string homeNight(const tests::TempDir& dir, const std::vector<std::string>& movement) {
    const std::string home = dir.file("home.db");
    std::vector<std::string> make{"new", home, "--name", "Hove Tuesday", "--boards-per-round", "2"};
    make.insert(make.end(), movement.begin(), movement.end());
    cliOk(make);
    cliOk({"hands", home, "--deal", "--seed", "5", "--no-double-dummy"});
    enterEveryLine(home, 3);
    return home;
}

/// An event to upload into: section A of its own on the same number of boards.
std::string centralEvent(const tests::TempDir& dir, const std::string& name = "sim.db") {
    const std::string sim = dir.file(name);
    cliOk({"new", sim, "--name", "Simultaneous", "--movement", "mitchell", "--tables", "12",
           "--boards-per-round", "2"});
    return sim;
}

void checkReadBack(const Ranked& atHome, const Ranked& uploaded) {
    REQUIRE(atHome.percent.size() >= 6);
    // Rankings worth comparing: not every pair on 50%.
    CHECK(std::any_of(atHome.percent.begin(), atHome.percent.end(),
                      [](const auto& row) { return row.second != 50.0; }));
    CHECK(uploaded.percent == atHome.percent);
    CHECK(uploaded.lines == atHome.lines);
}

} // namespace

TEST_CASE("every USEBIO and PBN Overplay writes for pairs reads back to the same percentages",
          "[cli][export][upload]") {
    const std::vector<std::pair<std::string, std::vector<std::string>>> nights = {
        {"a Mitchell", {"--movement", "mitchell", "--tables", "5"}},
        {"an arrow-switched Mitchell",
         {"--movement", "mitchell", "--tables", "5", "--arrow-switch"}},
        {"a Howell", {"--movement", "howell", "--pairs", "8"}},
    };
    for (const auto& [what, movement] : nights) {
        for (const std::string format : {"usebio", "pbn"}) {
            INFO(what << " as " << format);
            tests::TempDir dir("read-back");
            const std::string home = homeNight(dir, movement);
            const std::string file = dir.file(format == "usebio" ? "home.xml" : "home.pbn");
            cliOk({"export", home, "--" + format, file});
            const std::string sim = centralEvent(dir);
            cliOk({"section", "upload", sim, file});
            checkReadBack(rankedOf(home), rankedOf(sim, "B"));
        }
    }
}

TEST_CASE("an event of two sections reads back section by section", "[cli][export][upload]") {
    tests::TempDir dir("read-back-sections");
    const std::string home = dir.file("home.db");
    cliOk({"new", home, "--name", "Two rooms", "--movement", "mitchell", "--tables", "4",
           "--boards-per-round", "2", "--sections", "2"});
    cliOk({"hands", home, "--deal", "--seed", "9", "--no-double-dummy"});
    enterEveryLine(home, 1);
    // USEBIO: one file holding both sections, each a SECTION of its own.
    const CliRun written = cliOk({"export", home, "--usebio", dir.file("home.xml")});
    CHECK_THAT(written.out, Catch::Contains("sections A to B"));
    std::string sim = centralEvent(dir);
    cliOk({"section", "upload", sim, dir.file("home.xml")});
    checkReadBack(rankedOf(home, "A"), rankedOf(sim, "B"));
    checkReadBack(rankedOf(home, "B"), rankedOf(sim, "C"));
    // PBN: a section at a time.
    sim = centralEvent(dir, "sim-pbn.db");
    for (const std::string section : {"A", "B"}) {
        const std::string file = dir.file("home-" + section + ".pbn");
        cliOk({"export", home, "--pbn", file, "--section", section});
        cliOk({"section", "upload", sim, file});
    }
    checkReadBack(rankedOf(home, "A"), rankedOf(sim, "B"));
    checkReadBack(rankedOf(home, "B"), rankedOf(sim, "C"));
}

TEST_CASE("an arrow switch's lines name their pairs with their direction",
          "[cli][export][upload]") {
    tests::TempDir dir("arrow-switch");
    const std::string home =
        homeNight(dir, {"--movement", "mitchell", "--tables", "5", "--arrow-switch"});
    cliOk({"export", home, "--usebio", dir.file("home.xml"), "--pbn", dir.file("home.pbn")});
    const std::string xml = tests::readFileBytes(dir.file("home.xml"));
    // An East-West pair holding the North-South cards: both pairs with their direction.
    CHECK_THAT(xml, Catch::Contains("<NS_PAIR_NUMBER>") && Catch::Contains("EW</NS_PAIR_NUMBER>"));
    CHECK_THAT(xml, Catch::Contains("NS</EW_PAIR_NUMBER>"));
    // Every other line keeps the plain numbers the results services read.
    CHECK_THAT(xml, Catch::Contains("<NS_PAIR_NUMBER>1</NS_PAIR_NUMBER>"));
    // Overplay's own upload takes its own file (it once refused: "plays board 1 twice").
    const std::string sim = centralEvent(dir);
    const CliRun uploaded = cli({"section", "upload", sim, dir.file("home.xml")});
    INFO(uploaded.err);
    CHECK(uploaded.status == 0);
    CHECK_THAT(uploaded.err, !Catch::Contains("twice"));
}

TEST_CASE("export --usebio writes every session; --session N needs no --section",
          "[cli][export][sessions]") {
    tests::TempDir dir("sessions");
    const std::string event = dir.file("congress.db");
    cliOk({"new", event, "--name", "Congress", "--movement", "mitchell", "--tables", "3",
           "--boards-per-round", "2"});
    tests::enterAll(event, dir.file("s1.csv"), 1);
    cliOk({"session", "add", event, "--movement", "howell", "--pairs", "6", "--boards-per-round",
           "2"});
    cliOk({"section", "add", event, "--movement", "howell", "--pairs", "6", "--boards-per-round",
           "2"});
    tests::enterAll(event, dir.file("s2.csv"), 2);

    const CliRun all = cliOk({"export", event, "--usebio", dir.file("congress.xml")});
    CHECK_THAT(all.out, Catch::Contains("congress-session-1.xml") &&
                            Catch::Contains("congress-session-2.xml"));
    const std::string first = tests::readFileBytes(dir.file("congress-session-1.xml"));
    const std::string second = tests::readFileBytes(dir.file("congress-session-2.xml"));
    CHECK_THAT(first, Catch::Contains("<DIRECTION>EW</DIRECTION>")); // the Mitchell
    CHECK_THAT(second, Catch::Contains("SECTION_ID=\"A\"") && Catch::Contains("SECTION_ID=\"B\""));
    CHECK_FALSE(std::filesystem::exists(dir.file("congress.xml")));

    // One session asked for: that session, its sections in one file; HTML and PDF too.
    cliOk({"export", event, "--session", "2", "--usebio", dir.file("s2.xml"), "--html",
           dir.file("site"), "--pdf", dir.file("s2.pdf")});
    CHECK_THAT(tests::readFileBytes(dir.file("s2.xml")), Catch::Contains("SECTION_ID=\"B\""));
    CHECK(std::filesystem::exists(dir.file("site") + "/index.html"));
    CHECK(std::filesystem::exists(dir.file("s2.pdf")));
    const CliRun firstOnly =
        cliOk({"export", event, "--session", "1", "--usebio", dir.file("s1.xml")});
    CHECK_THAT(tests::readFileBytes(dir.file("s1.xml")), !Catch::Contains("SECTION_ID"));
}

TEST_CASE("export --pbn without hand records exits 1 with one line", "[cli][export]") {
    tests::TempDir dir("pbn-no-hands");
    const std::string event = dir.file("club.db");
    cliOk({"new", event, "--name", "Club", "--movement", "mitchell", "--tables", "3",
           "--boards-per-round", "2"});
    tests::enterAll(event, dir.file("r.csv"), 1);
    const CliRun r = cli({"export", event, "--pbn", dir.file("club.pbn")});
    CHECK(r.status == 1);
    CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
    CHECK_THAT(r.err, Catch::Contains("hand record"));
    CHECK_FALSE(std::filesystem::exists(dir.file("club.pbn")));
    // With the deals it carries every board's results, and says how many.
    cliOk({"hands", event, "--deal", "--seed", "1", "--no-double-dummy"});
    const CliRun written = cliOk({"export", event, "--pbn", dir.file("club.pbn")});
    CHECK_THAT(written.out, Catch::Contains("PBN with the results of 6 boards"));
    CHECK_THAT(tests::readFileBytes(dir.file("club.pbn")), Catch::Contains("[ScoreTable"));
}

TEST_CASE("duplicate whist is written as whist", "[cli][export][whist]") {
    tests::TempDir dir("whist-export");
    const std::string event = dir.file("drive.db");
    cliOk({"new", event, "--name", "Whist drive", "--movement", "compass", "--pairs", "6",
           "--scoring", "whist"});
    cliOk({"hands", event, "--deal", "--seed", "3", "--no-double-dummy"});
    const CliRun missing = cliOk({"missing", event});
    std::istringstream lines(missing.out);
    std::string csv = "board,ns,ew,tricks\n";
    std::string board, ns, ew, round, table;
    int k = 0;
    while (lines >> board >> ns >> ew >> round >> table)
        csv += board + "," + ns + "," + ew + "," + std::to_string(4 + (k++ * 5) % 6) + "\n";
    tests::writeFile(dir.file("tricks.csv"), csv);
    cliOk({"results", event, "--import", dir.file("tricks.csv")});

    cliOk({"export", event, "--pbn", dir.file("drive.pbn"), "--usebio", dir.file("drive.xml")});
    const std::string pbn = tests::readFileBytes(dir.file("drive.pbn"));
    CHECK_THAT(pbn, !Catch::Contains("[Vulnerable"));
    CHECK_THAT(pbn, !Catch::Contains("[Contract"));
    CHECK_THAT(pbn, !Catch::Contains("Score_NS"));
    CHECK_THAT(pbn, !Catch::Contains("TotalScoreIMP"));
    CHECK_THAT(pbn, Catch::Contains("Tricks_NS"));
    const std::string xml = tests::readFileBytes(dir.file("drive.xml"));
    CHECK_THAT(xml, Catch::Contains("<TRICKS>"));
    CHECK_THAT(xml, !Catch::Contains("<SCORE>"));
    CHECK_THAT(xml, !Catch::Contains("_MATCH_POINTS>-"));
    CHECK_THAT(xml, !Catch::Contains("MATCH_POINTS"));
    // The ranking's text: tricks, no percentage column of 0.00.
    const CliRun rank = cliOk({"rank", event});
    CHECK_THAT(rank.out, !Catch::Contains("0.00   0.00"));
    CHECK_THAT(rank.out, !Catch::Contains("      %"));
}
