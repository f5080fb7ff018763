// SPDX-License-Identifier: GPL-3.0-or-later
// A director's night, step by step as the command line takes it, then its USEBIO and PBN
// files read back into a fresh event of the same movement: `new`, `hands --deal`, `pairs`,
// results of every sort (contracts, a passed-out board, adjusted scores, a board not played,
// a score-only slip, a weighted score), `rank`, `export --usebio --pbn`, then `section upload` (and
// `hands --import` for the PBN). What the file holds ranks as at home, name for name and
// percentage for percentage; what a format has no place for is said at the upload.
#include "CliRun.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <map>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

using nlohmann::json;
using namespace overplay::tests;

// Named, not anonymous: the test files are compiled together (a unity build).
namespace round_trips {

/// The label without its section's letters ("B1NS" → "1NS").
std::string withoutLetters(std::string label) {
    while (!label.empty() && label.front() >= 'A' && label.front() <= 'Z')
        label.erase(0, 1);
    return label;
}

/// rank --json of one section: label (without its letters) → (names, percentage, score).
using Rows = std::map<std::string, std::tuple<std::string, double, double>>;

Rows rowsOf(const std::string& event, const std::string& section = {}) {
    std::vector<std::string> args{"rank", event, "--json"};
    if (!section.empty())
        args.insert(args.end(), {"--section", section});
    const json parsed = json::parse(cliOk(args).out);
    Rows out;
    for (const auto& ranking : parsed["rankings"])
        for (const auto& row : ranking["rows"])
            out[withoutLetters(row["label"].get<std::string>())] = {
                row.value("names", ""), row["percent"].get<double>(), row["score"].get<double>()};
    return out;
}

/// One line of the night: `missing`'s first lines each given one of these, the rest played.
struct Ruling {
    std::vector<std::string> args; ///< after BOARD NS EW
};

/// A results file for `lines` from the `from`th on: contracts played, varied so the ranking is
/// not all equal, or at `whist` the tricks North-South took.
std::string playedCsv(const std::vector<MissingLine>& lines, std::size_t from, bool whist) {
    const char* contracts[] = {"3NT,N,", "4S,E,", "2H,S,", "1NT,W,", "4H,N,"};
    const char* results[] = {"=", "+1", "-1", "-2", "+2", "="};
    std::string csv = whist ? "board,ns,ew,tricks\n" : "board,ns,ew,contract,declarer,result\n";
    for (std::size_t i = from; i < lines.size(); ++i) {
        const MissingLine& l = lines[i];
        csv += l.board + "," + l.ns + "," + l.ew + "," +
               (whist ? std::to_string((i * 5 + std::stoi(l.board)) % 9 + 2)
                      : contracts[(i * 7) % 5] +
                            std::string(results[(i * 5 + std::stoi(l.board)) % 6])) +
               "\n";
    }
    return csv;
}

/// `home`'s boards dealt (`seed`) and every line `missing` lists played.
void dealAndPlay(const TempDir& dir, const std::string& home, int seed) {
    cliOk({"hands", home, "--deal", "--seed", std::to_string(seed), "--no-double-dummy"});
    writeFile(dir.file("results.csv"), playedCsv(missingLines(home), 0, false));
    cliOk({"results", home, "--import", dir.file("results.csv")});
}

/// A night at home: `new` with `movement`, the boards dealt, a pair named, `rulings` on the
/// first lines `missing` lists, every other line a contract played (varied, so the ranking
/// is not all equal), or at `whist` the tricks North-South took.
std::string homeNight(const TempDir& dir, const std::vector<std::string>& movement,
                      const std::string& pairs, const std::vector<Ruling>& rulings,
                      bool whist = false) {
    const std::string home = dir.file("home.db");
    std::vector<std::string> make{"new", home, "--name", "Home night"};
    make.insert(make.end(), movement.begin(), movement.end());
    cliOk(make);
    cliOk({"hands", home, "--deal", "--seed", "11", "--no-double-dummy"});
    writeFile(dir.file("pairs.csv"), pairs);
    cliOk({"pairs", home, "--import", dir.file("pairs.csv")});
    const std::vector<MissingLine> lines = missingLines(home);
    REQUIRE(lines.size() > rulings.size());
    for (std::size_t i = 0; i < rulings.size(); ++i) {
        std::vector<std::string> args{"result", home, lines[i].board, lines[i].ns, lines[i].ew};
        args.insert(args.end(), rulings[i].args.begin(), rulings[i].args.end());
        cliOk(args);
    }
    const std::string csv = playedCsv(lines, rulings.size(), whist);
    writeFile(dir.file("results.csv"), csv);
    cliOk({"results", home, "--import", dir.file("results.csv")});
    return home;
}

/// A fresh event of the same movement, the file uploaded into it as section B; what the
/// upload printed.
std::string uploadInto(const TempDir& dir, const std::string& name,
                       const std::vector<std::string>& movement, const std::string& file) {
    const std::string fresh = dir.file(name);
    std::vector<std::string> make{"new", fresh, "--name", "Fresh"};
    make.insert(make.end(), movement.begin(), movement.end());
    cliOk(make);
    if (file.ends_with(".pbn"))
        cliOk({"hands", fresh, "--import", file, "--no-double-dummy"});
    return cliOk({"section", "upload", fresh, file}).out;
}

const std::vector<Ruling> everySort = {
    {{"--adjusted", "A60/A40"}}, {{"--not-played"}},
    {{"--score", "+140"}},       {{"PASS"}},
    {{"--adjusted", "A+/A-"}},   {{"--weighted", "60% 3NT N =, 40% 3NT N -1"}},
};

} // namespace round_trips

using namespace round_trips;

TEST_CASE("a Mitchell with a ruling of every sort reads back from USEBIO and from PBN to the "
          "same ranking",
          "[cli][export][upload][roundtrip]") {
    TempDir dir("round-trip-mitchell");
    const std::vector<std::string> movement = {"--movement", "mitchell",           "--tables",
                                               "4",          "--boards-per-round", "3"};
    const std::string home =
        homeNight(dir, movement, "1NS,Ann Smith,Bob Jones\n2EW,Cat Brown,Dan Green\n", everySort);
    const Rows atHome = rowsOf(home);
    REQUIRE(atHome.size() == 8);
    cliOk({"export", home, "--usebio", dir.file("home.xml"), "--pbn", dir.file("home.pbn")});
    for (const std::string file : {"home.xml", "home.pbn"}) {
        INFO(file);
        const std::string said = uploadInto(dir, file + ".db", movement, dir.file(file));
        // Every line is in the file: the adjusted scores and the board not played too.
        CHECK_THAT(said, Catch::Contains("48 results") && !Catch::Contains("left out") &&
                             !Catch::Contains("look at"));
        CHECK(rowsOf(dir.file(file + ".db"), "B") == atHome);
    }
}

TEST_CASE("a procedural penalty and a fouled board have no place in USEBIO or PBN: the upload "
          "names the pairs they moved",
          "[cli][export][upload][roundtrip]") {
    TempDir dir("round-trip-penalty");
    const std::vector<std::string> movement = {"--movement", "mitchell",           "--tables",
                                               "4",          "--boards-per-round", "3"};
    const std::string home = homeNight(dir, movement, "1NS,Ann Smith,Bob Jones\n", {});
    cliOk({"penalty", home, "1NS", "1", "--reason", "slow play"});
    cliOk({"export", home, "--usebio", dir.file("penalty.xml"), "--pbn", dir.file("penalty.pbn")});
    for (const std::string file : {"penalty.xml", "penalty.pbn"}) {
        INFO(file);
        const std::string said = uploadInto(dir, file + ".db", movement, dir.file(file));
        // Every line read back; the penalty is not in the file, and the upload says whom the
        // file ranks otherwise, for the director to enter it.
        CHECK_THAT(said, Catch::Contains("48 results") &&
                             Catch::Contains("look at section B: B1NS (the file ") &&
                             Catch::Contains("a procedural penalty, a fouled board"));
        CHECK_THAT(said, !Catch::Contains("B2NS (the file"));
        cliOk({"penalty", dir.file(file + ".db"), "B1NS", "1", "--reason", "slow play"});
        CHECK(rowsOf(dir.file(file + ".db"), "B") == rowsOf(home));
    }
    // A fouled board moves the pairs of its board: they are named, and once the director
    // marks the same tables here, the section ranks as at home.
    cliOk({"penalty", home, "--withdraw", "1"});
    const std::vector<MissingLine> none = missingLines(home);
    CHECK(none.empty());
    cliOk({"foul", home, "3", "--tables", "1,4"});
    cliOk({"export", home, "--usebio", dir.file("foul.xml")});
    const std::string said = uploadInto(dir, "foul.db", movement, dir.file("foul.xml"));
    CHECK_THAT(said, Catch::Contains("look at section B: "));
    cliOk({"foul", dir.file("foul.db"), "3", "--group", "B1NS:B1EW,B4NS:B4EW"});
    CHECK(rowsOf(dir.file("foul.db"), "B") == rowsOf(home));
}

TEST_CASE("duplicate whist reads back from USEBIO and from PBN: the tricks are the result",
          "[cli][export][upload][roundtrip][whist]") {
    TempDir dir("round-trip-whist");
    SECTION("a Mitchell of whist") {
        const std::vector<std::string> movement = {
            "--movement", "mitchell", "--tables",           "4",
            "--scoring",  "whist",    "--boards-per-round", "3"};
        const std::string home =
            homeNight(dir, movement, "1NS,Ann Smith,Bob Jones\n", {{{"--not-played"}}}, true);
        const Rows atHome = rowsOf(home);
        REQUIRE(atHome.size() == 8);
        cliOk({"export", home, "--usebio", dir.file("home.xml"), "--pbn", dir.file("home.pbn")});
        const std::string fromXml = uploadInto(dir, "xml.db", movement, dir.file("home.xml"));
        CHECK_THAT(fromXml, Catch::Contains("48 results") && !Catch::Contains("left out") &&
                                !Catch::Contains("look at"));
        CHECK(rowsOf(dir.file("xml.db"), "B") == atHome);
        // A whist traveller in PBN has tricks and no contract: no place for "not played", and
        // the upload says which line it left out.
        const std::string fromPbn = uploadInto(dir, "pbn.db", movement, dir.file("home.pbn"));
        CHECK_THAT(fromPbn, Catch::Contains("47 results") &&
                                Catch::Contains("left out board 1, 1NS v 1EW") &&
                                Catch::Contains("no tricks"));
        const Rows uploaded = rowsOf(dir.file("pbn.db"), "B");
        REQUIRE(uploaded.size() == 8);
        for (const auto& [label, row] : atHome)
            CHECK(std::get<0>(uploaded.at(label)) == std::get<0>(row));
    }
    SECTION("a whist schedule lettered a, b, c, d: every line read, the pairs numbered 1 to 4") {
        const std::vector<std::string> movement = {"--movement", "four-pairs", "--scoring",
                                                   "whist"};
        const std::string home = homeNight(dir, movement, "a,Ann Smith,Bob Jones\n", {}, true);
        Rows atHome;
        for (const auto& [label, row] : rowsOf(home))
            atHome[std::to_string(label.at(0) - 'a' + 1)] = row;
        REQUIRE(atHome.size() == 4);
        cliOk({"export", home, "--usebio", dir.file("home.xml"), "--pbn", dir.file("home.pbn")});
        for (const std::string file : {"home.xml", "home.pbn"}) {
            INFO(file);
            const std::string said = uploadInto(dir, file + ".db", movement, dir.file(file));
            CHECK_THAT(said, Catch::Contains("48 results") && !Catch::Contains("left out"));
            // Foster's schedule ranks the matches its pairs play across the two tables; the
            // files hold who met whom at a table, not the schedule, so the section is ranked
            // as played, each line against the board's other table, and the upload says the
            // club's ranking differs. The names are the club's.
            CHECK_THAT(said, Catch::Contains("look at section B: ") &&
                                 Catch::Contains("a whist schedule's matches"));
            const Rows uploaded = rowsOf(dir.file(file + ".db"), "B");
            REQUIRE(uploaded.size() == 4);
            for (const auto& [label, row] : atHome)
                CHECK(std::get<0>(uploaded.at(label)) == std::get<0>(row));
        }
    }
}

TEST_CASE("an individual's USEBIO and PBN are refused in one line, the event as it was",
          "[cli][export][upload][roundtrip]") {
    TempDir dir("round-trip-individual");
    const std::vector<std::string> movement = {"--movement", "individual",         "--pairs",
                                               "8",          "--boards-per-round", "2"};
    const std::string home =
        homeNight(dir, movement, "1,Ann Smith\n2,Cat Brown\n", {{{"--adjusted", "A60/A40"}}});
    cliOk({"export", home, "--usebio", dir.file("home.xml"), "--pbn", dir.file("home.pbn")});
    // Into an individual, and into a pairs event of as many boards (where the players'
    // numbers were once taken for pairs).
    const std::vector<std::vector<std::string>> into = {
        movement, {"--movement", "mitchell", "--tables", "7", "--boards-per-round", "2"}};
    for (const auto& other : into)
        for (const std::string file : {"home.xml", "home.pbn"}) {
            INFO(file << " into " << other[1]);
            const std::string fresh = dir.file(other[1] + "-" + file + ".db");
            std::vector<std::string> make{"new", fresh, "--name", "Fresh"};
            make.insert(make.end(), other.begin(), other.end());
            cliOk(make);
            cliOk({"hands", fresh, "--import", dir.file("home.pbn"), "--no-double-dummy"});
            const std::size_t before = auditRows(fresh);
            const CliRun refused = cli({"section", "upload", fresh, dir.file(file)});
            CHECK(refused.status == 1);
            CHECK_THAT(refused.err, Catch::Contains("is an individual: its results do not say "
                                                    "who partnered whom"));
            CHECK(std::count(refused.err.begin(), refused.err.end(), '\n') == 1);
            CHECK(refused.out.empty());
            CHECK(auditRows(fresh) == before);
            CHECK_THAT(cliOk({"section", "list", fresh}).out, !Catch::Contains("section B"));
        }
}

TEST_CASE("cross-IMPs and Butler pairs read back; a penalty the files cannot hold is named",
          "[cli][export][upload][roundtrip]") {
    for (const std::string scoring : {"cross-imps", "butler"}) {
        INFO(scoring);
        TempDir dir("round-trip-" + scoring);
        const std::vector<std::string> movement = {
            "--movement",         "mitchell", "--tables",  "4",
            "--boards-per-round", "3",        "--scoring", scoring};
        const std::string home = homeNight(dir, movement, "1NS,Ann Smith,Bob Jones\n",
                                           {{{"--adjusted", "A+/A-"}},
                                            {{"--not-played"}},
                                            {{"--score", "+140"}},
                                            {{"PASS"}},
                                            {{"--weighted", "60% 3NT N =, 40% 3NT N -1"}}});
        cliOk({"export", home, "--usebio", dir.file("home.xml"), "--pbn", dir.file("home.pbn")});
        for (const std::string file : {"home.xml", "home.pbn"}) {
            INFO(file);
            const std::string said = uploadInto(dir, file + ".db", movement, dir.file(file));
            CHECK_THAT(said, Catch::Contains("48 results") && !Catch::Contains("left out") &&
                                 !Catch::Contains("look at"));
            CHECK(rowsOf(dir.file(file + ".db"), "B") == rowsOf(home));
        }
        cliOk({"penalty", home, "2EW", "3", "--reason", "slow play"});
        cliOk({"export", home, "--usebio", dir.file("penalty.xml")});
        const std::string said = uploadInto(dir, "penalty.db", movement, dir.file("penalty.xml"));
        CHECK_THAT(said, Catch::Contains("look at section B: B2EW (the file ") &&
                             Catch::Contains(" IMPs, here "));
    }
}

TEST_CASE("two sections scored across the field read back section by section",
          "[cli][export][upload][roundtrip][sections]") {
    TempDir dir("round-trip-field");
    const std::vector<std::string> movement = {"--movement", "mitchell",           "--tables",
                                               "3",          "--boards-per-round", "2"};
    std::vector<std::string> make{"new", dir.file("home.db"), "--name", "Two rooms", "--sections",
                                  "2",   "--across-field"};
    make.insert(make.end(), movement.begin(), movement.end());
    cliOk(make);
    const std::string home = dir.file("home.db");
    dealAndPlay(dir, home, 3);
    cliOk({"export", home, "--usebio", dir.file("home.xml")});
    // Into an event scored across the field too: both sections, no note. Its own section A
    // has no results yet, so each board is factored to the three sections' field (Neuberg):
    // the percentages are the field's, not the two rooms'.
    std::vector<std::string> field{"new", dir.file("field.db"), "--name", "Fresh",
                                   "--across-field"};
    field.insert(field.end(), movement.begin(), movement.end());
    cliOk(field);
    const std::string across =
        cliOk({"section", "upload", dir.file("field.db"), dir.file("home.xml")}).out;
    CHECK_THAT(across, Catch::Contains("added section B (Two rooms, section A)") &&
                           Catch::Contains("added section C (Two rooms, section B)") &&
                           !Catch::Contains("look at"));
    // Into one scored section by section: the rooms' percentages were the field's, and the
    // upload says the club may have scored otherwise.
    const std::string apart = uploadInto(dir, "apart.db", movement, dir.file("home.xml"));
    CHECK_THAT(apart, Catch::Contains("look at section B: ") &&
                          Catch::Contains("across the field of several sections"));
}

TEST_CASE("a team event's USEBIO and PBN are refused in one line, the event as it was",
          "[cli][export][upload][roundtrip][teams]") {
    TempDir dir("round-trip-teams");
    const std::string home = dir.file("home.db");
    cliOk({"new", home, "--name", "Teams night", "--movement", "round-robin-teams", "--teams", "4",
           "--scoring", "imps"});
    dealAndPlay(dir, home, 2);
    cliOk({"export", home, "--usebio", dir.file("home.xml"), "--pbn", dir.file("home.pbn")});
    const std::string pairs = dir.file("pairs.db");
    cliOk({"new", pairs, "--name", "Sim", "--movement", "mitchell", "--tables", "12",
           "--boards-per-round", "2"});
    const std::size_t before = auditRows(pairs);
    for (const std::string file : {"home.xml", "home.pbn"}) {
        INFO(file);
        const CliRun refused = cli({"section", "upload", pairs, dir.file(file)});
        CHECK(refused.status == 1);
        // Not "pair 1 plays board 1 twice": the team pairs A1 and B1 are not one pair.
        CHECK_THAT(refused.err, Catch::Contains("is a teams event"));
        CHECK(refused.out.empty());
    }
    CHECK(auditRows(pairs) == before);
}
