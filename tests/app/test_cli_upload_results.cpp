// SPDX-License-Identifier: GPL-3.0-or-later
// A simultaneous pairs takes a club's section from whatever program the club scores with:
// its USEBIO or PBN results file uploaded with `section upload`, the movement rebuilt from
// the lines, every pair ranked as the club ranked it at home. A file that cannot be this
// event's section is refused whole, and the event is as it was.
#include "CliRun.h"

#include "core/Card.h"
#include "core/Dealing.h"
#include "reports/BwsReader.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <regex>

using namespace overplay;
using nlohmann::json;
using overplay::tests::cli;

namespace {

/// label → (names, percentage) of every ranking row of `rank --json` (of one section).
std::map<std::string, std::pair<std::string, double>> rowsOf(const std::string& event,
                                                             const std::string& section = {}) {
    std::vector<std::string> args{"rank", event, "--json"};
    if (!section.empty())
        args.insert(args.end(), {"--section", section});
    const auto ranked = cli(args);
    INFO(ranked.err);
    REQUIRE(ranked.status == 0);
    std::map<std::string, std::pair<std::string, double>> out;
    const json parsed = json::parse(ranked.out);
    for (const auto& ranking : parsed["rankings"])
        for (const auto& row : ranking["rows"])
            out[row["label"].get<std::string>()] = {row.value("names", ""),
                                                    row["percent"].get<double>()};
    return out;
}

/// The club's rows as the central event labels them: its section's letter first.
std::map<std::string, std::pair<std::string, double>>
withLetter(const std::map<std::string, std::pair<std::string, double>>& rows,
           const std::string& letter) {
    std::map<std::string, std::pair<std::string, double>> out;
    for (const auto& [label, row] : rows)
        out[letter + label] = row;
    return out;
}

/// A club's night scored at home: its hands dealt, names, every result, a few of them an
/// adjusted score, a board not played and a score-only slip.
void clubNight(const tests::TempDir& dir, const std::string& home, const std::string& kind,
               int tables) {
    REQUIRE(cli({"new", home, "--name", "Hove Tuesday", "--movement", kind, "--tables",
                 std::to_string(tables), "--boards-per-round", "3"})
                .status == 0);
    REQUIRE(cli({"hands", home, "--deal", "--seed", "11"}).status == 0);
    const bool mitchell = kind == "mitchell";
    tests::writeFile(dir.file("pairs.csv"),
                     mitchell ? "1NS,Ann Smith,Bob Jones\n2NS,Cat Brown,Dan Green\n"
                                "1EW,Eve White,Fay Black\n"
                              : "1,Ann Smith,Bob Jones\n2,Cat Brown,Dan Green\n"
                                "3,Eve White,Fay Black\n");
    REQUIRE(cli({"pairs", home, "--import", dir.file("pairs.csv")}).status == 0);
    // Three lines first, each of another kind; the rest by enterAll.
    const auto missing = cli({"missing", home});
    std::istringstream lines(missing.out);
    std::string board[3], ns[3], ew[3], round, table;
    for (int i = 0; i < 3; ++i)
        lines >> board[i] >> ns[i] >> ew[i] >> round >> table;
    REQUIRE(cli({"result", home, board[0], ns[0], ew[0], "--adjusted", "A60/A40"}).status == 0);
    REQUIRE(cli({"result", home, board[1], ns[1], ew[1], "--not-played"}).status == 0);
    REQUIRE(cli({"result", home, board[2], ns[2], ew[2], "--score", "+140"}).status == 0);
    tests::enterAll(home, dir.file("results.csv"), 5);
}

std::size_t auditRows(const std::string& event) {
    const std::string text = cli({"audit", event}).out;
    return static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n'));
}

} // namespace

TEST_CASE("A club's Mitchell scored by another program: its USEBIO and PBN files uploaded, "
          "ranked as at home",
          "[cli][sections][upload]") {
    tests::TempDir dir("cli-upload");
    const std::string home = dir.file("hove.db");
    clubNight(dir, home, "mitchell", 4);
    REQUIRE(cli({"export", home, "--usebio", dir.file("hove.xml")}).status == 0);
    REQUIRE(cli({"export", home, "--pbn", dir.file("hove.pbn")}).status == 0);
    const auto atHome = rowsOf(home);
    REQUIRE(atHome.size() == 8);

    const std::string sim = dir.file("sim.db");
    REQUIRE(cli({"new", sim, "--name", "Sim pairs", "--movement", "mitchell", "--tables", "4",
                 "--boards-per-round", "3"})
                .status == 0);
    REQUIRE(cli({"hands", sim, "--import", dir.file("hove.pbn")}).status == 0);

    const auto xml = cli({"section", "upload", sim, dir.file("hove.xml"), "--club", "Hove BC"});
    INFO(xml.err);
    REQUIRE(xml.status == 0);
    CHECK_THAT(xml.out, Catch::Contains("added section B (Hove BC) from " + dir.file("hove.xml")) &&
                            Catch::Contains("as played, two fields, 8 pairs, 4 tables") &&
                            Catch::Contains("48 results"));
    const auto pbn = cli({"section", "upload", sim, dir.file("hove.pbn")});
    INFO(pbn.err);
    REQUIRE(pbn.status == 0);
    // Named by the file's event, as the PBN names no club; its not-played line has no row in a
    // PBN traveller, and the upload says so.
    CHECK_THAT(pbn.out, Catch::Contains("added section C (Hove Tuesday)") &&
                            Catch::Contains("46 results") && Catch::Contains("left out board"));

    // The count of results: a club's own with --section, the whole field's without.
    CHECK_THAT(cli({"rank", sim, "--section", "B"}).out,
               Catch::Contains("Provisional: 48 of 48 results"));
    CHECK_THAT(cli({"rank", sim}).out, Catch::Contains("Provisional: 94 of 144 results"));

    // Each section ranks every pair as the club did: the same names, the same percentages.
    CHECK(rowsOf(sim, "B") == withLetter(atHome, "B"));
    const auto fromPbn = rowsOf(sim, "C");
    REQUIRE(fromPbn.size() == 8);
    for (const auto& [label, row] : withLetter(atHome, "C"))
        CHECK(fromPbn.at(label).first == row.first);

    // The web site names each section's club, on its link, its rankings and each pair's row.
    REQUIRE(cli({"export", sim, "--html", dir.file("site")}).status == 0);
    const std::string front = tests::readFileBytes(dir.file("site") + "/index.html");
    CHECK_THAT(front, Catch::Contains("Section B (Hove BC): travellers and score cards") &&
                          Catch::Contains("<h3>Section B (Hove BC) North-South</h3>") &&
                          Catch::Contains("Section C (Hove Tuesday): travellers"));
    // Each section ranked apart: its club is in its title, not on every row.
    CHECK_THAT(front, !Catch::Contains(">Club</th>"));

    const auto audit = cli({"audit", sim}).out;
    CHECK_THAT(audit, Catch::Contains("upload section"));
}

TEST_CASE("A club's Howell from its USEBIO file: one field, ranked as at home",
          "[cli][sections][upload]") {
    tests::TempDir dir("cli-upload-howell");
    const std::string home = dir.file("seaford.db");
    clubNight(dir, home, "howell", 4);
    REQUIRE(cli({"export", home, "--usebio", dir.file("seaford.xml")}).status == 0);
    const std::string sim = dir.file("sim.db");
    REQUIRE(cli({"new", sim, "--name", "Sim pairs", "--movement", "howell", "--tables", "4",
                 "--boards-per-round", "3"})
                .status == 0);
    const auto up = cli({"section", "upload", sim, dir.file("seaford.xml"), "--club", "Seaford"});
    INFO(up.err);
    REQUIRE(up.status == 0);
    CHECK_THAT(up.out, Catch::Contains("as played, one field, 8 pairs, 4 tables, 7 rounds"));
    CHECK(rowsOf(sim, "B") == withLetter(rowsOf(home), "B"));
}

TEST_CASE("A results file that cannot be this event's section is refused whole",
          "[cli][sections][upload]") {
    tests::TempDir dir("cli-upload-refused");
    const std::string home = dir.file("hove.db");
    clubNight(dir, home, "mitchell", 3);
    REQUIRE(cli({"export", home, "--usebio", dir.file("hove.xml")}).status == 0);
    const std::string good = tests::readFileBytes(dir.file("hove.xml"));
    const std::string sim = dir.file("sim.db");
    REQUIRE(cli({"new", sim, "--name", "Sim pairs", "--movement", "mitchell", "--tables", "3",
                 "--boards-per-round", "3"})
                .status == 0);
    const std::string sections = cli({"section", "list", sim}).out;
    const std::size_t audit = auditRows(sim);
    const std::string ranked = cli({"rank", sim, "--json"}).out;

    const auto refused = [&](const std::string& name, const std::string& text) {
        tests::writeFile(dir.file(name), text);
        const auto run = cli({"section", "upload", sim, dir.file(name)});
        CHECK(run.status != 0);
        CHECK(cli({"section", "list", sim}).out == sections);
        CHECK(auditRows(sim) == audit);
        CHECK(cli({"rank", sim, "--json"}).out == ranked);
        return run.err;
    };

    // Another vulnerability: a club that played its boards all vulnerable scores its games
    // as this event's boards do not.
    const std::string allVulnerable = dir.file("all-vul.db");
    REQUIRE(cli({"new", allVulnerable, "--name", "All vulnerable", "--movement", "mitchell",
                 "--tables", "3", "--boards-per-round", "3"})
                .status == 0);
    REQUIRE(cli({"export", home, "--pbn", dir.file("hove.pbn")}).status == 0);
    tests::writeFile(dir.file("vul.pbn"),
                     std::regex_replace(tests::readFileBytes(dir.file("hove.pbn")),
                                        std::regex("\\[Vulnerable \"[A-Za-z]*\"\\]"),
                                        "[Vulnerable \"All\"]"));
    REQUIRE(cli({"hands", allVulnerable, "--import", dir.file("vul.pbn")}).status == 0);
    tests::enterAll(allVulnerable, dir.file("vul.csv"), 3);
    REQUIRE(cli({"export", allVulnerable, "--usebio", dir.file("vul.xml")}).status == 0);
    CHECK_THAT(refused("vul.xml", tests::readFileBytes(dir.file("vul.xml"))),
               Catch::Contains("vul.xml, board") && Catch::Contains("or both vulnerable)") &&
                   Catch::Contains("not the event's board"));

    // A pair on one board twice.
    std::smatch line;
    REQUIRE(
        std::regex_search(good, line, std::regex("<TRAVELLER_LINE>[\\s\\S]*?</TRAVELLER_LINE>")));
    std::string twice = good;
    twice.insert(static_cast<std::size_t>(line.position(0)), line.str(0));
    CHECK_THAT(refused("twice.xml", twice), Catch::Contains("twice"));

    // Broken XML, a teams file, a file of no results at all.
    CHECK_THAT(refused("broken.xml", good.substr(0, good.size() / 2)),
               Catch::Contains("broken.xml: line") && Catch::Contains("not well formed"));
    CHECK_THAT(refused("teams.xml", "<USEBIO><EVENT EVENT_TYPE=\"TEAMS\"/></USEBIO>"),
               Catch::Contains("teams event"));
    CHECK_THAT(refused("notes.pbn", "% just notes\n"), Catch::Contains("holds no results"));
    // More boards than the event plays.
    std::string moreBoards = std::regex_replace(good, std::regex("<BOARD_NUMBER>9</BOARD_NUMBER>"),
                                                "<BOARD_NUMBER>12</BOARD_NUMBER>");
    CHECK_THAT(refused("boards.xml", moreBoards), Catch::Contains("boards"));

    // The good file still goes in after all of that, with a slip of the club's: a score with
    // the wrong sign, which no vulnerability gives the contract, taken as the club scored it
    // and shown to the director.
    std::smatch score;
    REQUIRE(std::regex_search(good, score, std::regex("<SCORE>(-?[1-9][0-9]*)</SCORE>")));
    std::string slip = good;
    slip.replace(static_cast<std::size_t>(score.position(1)),
                 static_cast<std::size_t>(score.length(1)), std::to_string(-std::stoi(score[1])));
    tests::writeFile(dir.file("slip.xml"), slip);
    const auto taken = cli({"section", "upload", sim, dir.file("slip.xml")});
    INFO(taken.err);
    CHECK(taken.status == 0);
    CHECK_THAT(taken.out, Catch::Contains("added section B") &&
                              Catch::Contains("look at " + dir.file("slip.xml") + ", board") &&
                              Catch::Contains("taken as the club scored it"));
    CHECK(auditRows(sim) == audit + 1);
}

namespace {

/// A hand as LIN writes it: "S…H…D…C…".
std::string linHand(const core::Hand& hand) {
    std::string out;
    for (core::Suit suit :
         {core::Suit::Spades, core::Suit::Hearts, core::Suit::Diamonds, core::Suit::Clubs}) {
        out += core::suitLetter(suit);
        for (int rank : hand.ranks(suit))
            out += core::rankLetter(rank);
    }
    return out;
}

/// One table's board of a BBO tournament, as BBO's LIN has it: the players South, West,
/// North, East; md with the dealer (1 South, 2 West, 3 North, 4 East) and South's, West's and
/// North's hands; the board; the vulnerability; the auction (North bids `contract` when its
/// turn comes, everyone else passes); the tricks North took by claim, or nothing (-1).
std::string bboTable(const core::DealtBoard& board, const std::array<std::string, 4>& swne,
                     const std::string& contract, int claimed) {
    const int dealer = static_cast<int>(board.dealer); // 0 North … 3 West
    const char digit = "3412"[dealer];
    std::string lin =
        "pn|" + swne[0] + "," + swne[1] + "," + swne[2] + "," + swne[3] + "|st||md|" + digit +
        linHand(board.deal[core::Seat::South]) + "," + linHand(board.deal[core::Seat::West]) + "," +
        linHand(board.deal[core::Seat::North]) + ",|rh||ah|Board " + std::to_string(board.number) +
        "|sv|" + "oneb"[static_cast<int>(board.vulnerability)] + "|";
    for (int pass = 0; pass < (4 - dealer) % 4; ++pass)
        lin += "mb|p|";
    lin += "mb|" + contract + "|mb|p|mb|p|mb|p|pg||";
    if (claimed >= 0)
        lin += "mc|" + std::to_string(claimed) + "|";
    return lin + "\n";
}

} // namespace

TEST_CASE("A BBO tournament of 8 pairs from its LIN files, named from the roster, ranked as "
          "worked by hand",
          "[cli][sections][upload][lin]") {
    tests::TempDir dir("cli-upload-bbo");
    const auto deals = core::dealBoards(1, 4, 0xbb0);
    // NS pairs 1-4 and EW pairs 5-8; their BBO names, the last one a guest the club does not
    // know.
    const std::array<std::array<std::string, 2>, 8> pairs = {{{"ann_s", "bob_j"},
                                                              {"cat_b", "dan_g"},
                                                              {"eve_w", "fay_b"},
                                                              {"gus_h", "hal_k"},
                                                              {"ida_m", "jon_p"},
                                                              {"kim_r", "lee_t"},
                                                              {"max_v", "ned_w"},
                                                              {"oli_x", "zz_guest"}}};
    // Boards 1-2: NS pair t against EW pair t+4; boards 3-4: against EW pair (t mod 4)+5.
    const char* contracts[4] = {"4S", "3N", "2H", "4H"};
    const int tricks[4][4] = {{10, 11, 9, 10}, {9, 8, 9, 10}, {8, 8, 8, 7}, {10, 9, 11, 10}};
    const auto writeTournament = [&](const std::string& folder, bool lastClaimLost) {
        std::filesystem::create_directories(folder);
        for (int b = 0; b < 4; ++b)
            for (int t = 0; t < 4; ++t) {
                const int ew = b < 2 ? t + 4 : (t + 1) % 4 + 4;
                const std::array<std::string, 4> swne = {pairs[t][1], pairs[ew][0], pairs[t][0],
                                                         pairs[ew][1]};
                const int claim = lastClaimLost && b == 3 && t == 3 ? -1 : tricks[b][t];
                tests::writeFile(folder + "/t" + std::to_string(t + 1) + "-b" +
                                     std::to_string(b + 1) + ".lin",
                                 bboTable(deals[b], swne, contracts[b], claim));
            }
    };
    writeTournament(dir.file("bbo"), false);

    const std::string sim = dir.file("sim.db");
    REQUIRE(cli({"new", sim, "--name", "Online pairs", "--movement", "mitchell", "--tables", "4",
                 "--boards-per-round", "1"})
                .status == 0);
    // The hand records from the tournament's own LIN: the deals of table 1's boards.
    std::string hands;
    for (int b = 1; b <= 4; ++b)
        hands += tests::readFileBytes(dir.file("bbo") + "/t1-b" + std::to_string(b) + ".lin");
    tests::writeFile(dir.file("hands.lin"), hands);
    REQUIRE(cli({"hands", sim, "--import", dir.file("hands.lin"), "--no-double-dummy"}).status ==
            0);

    // The club's roster keeps each member's BBO name.
    std::string members;
    const char* realNames[8][2] = {{"Ann Smith", "Bob Jones"}, {"Cat Brown", "Dan Green"},
                                   {"Eve White", "Fay Black"}, {"Gus Hill", "Hal King"},
                                   {"Ida Moss", "Jon Park"},   {"Kim Reed", "Lee Todd"},
                                   {"Max Vane", "Ned Wood"},   {"Oli Cox", ""}};
    for (int p = 0; p < 8; ++p)
        for (int i = 0; i < 2; ++i)
            if (*realNames[p][i])
                members +=
                    std::string(realNames[p][i]) + "," + std::to_string(100 + 2 * p + i) + "\n";
    tests::writeFile(dir.file("members.csv"), members);
    const std::string roster = dir.file("club.db");
    REQUIRE(cli({"roster", roster, "--import", dir.file("members.csv")}).status == 0);
    std::vector<std::string> naming = {"roster", roster};
    for (int p = 0; p < 8; ++p)
        for (int i = 0; i < 2; ++i)
            if (*realNames[p][i])
                naming.insert(naming.end(),
                              {"--online-name", std::string(realNames[p][i]) + "=" + pairs[p][i]});
    const auto named = cli(naming);
    INFO(named.err);
    REQUIRE(named.status == 0);
    CHECK_THAT(named.out, Catch::Contains("Ann Smith: online ann_s"));
    CHECK_THAT(cli({"roster", roster}).out, Catch::Contains("Ann Smith  100  BBO ann_s"));

    const auto up = cli(
        {"section", "upload", sim, dir.file("bbo"), "--roster", roster, "--club", "BBO Tuesday"});
    INFO(up.err);
    REQUIRE(up.status == 0);
    // The guest is listed for the director, not guessed from the roster.
    CHECK_THAT(up.out, Catch::Contains("15 players named from " + roster +
                                       "; not in it, kept as played: zz_guest\n"));
    CHECK_THAT(up.out,
               Catch::Contains("added section B (BBO Tuesday)") && Catch::Contains("16 results"));

    // Worked by hand, matchpoints 1 a pair beaten, ½ a tie, top 3 on each of 4 boards:
    // board 1 NS +420 +450 -50 +420; board 2 +600 -100 +600 +630; board 3 +110 +110 +110 -50;
    // board 4 +620 -100 +650 +620.
    const std::map<std::string, double> byHand = {
        {"Ann Smith", 6.5}, {"Cat Brown", 5.0}, {"Eve White", 6.5}, {"Gus Hill", 6.0},
        {"Ida Moss", 7.5},  {"Kim Reed", 5.5},  {"Max Vane", 8.5},  {"Oli Cox", 2.5}};
    const auto rows = rowsOf(sim, "B");
    REQUIRE(rows.size() == 8);
    for (const auto& [player, matchpoints] : byHand) {
        INFO(player);
        const auto row = std::find_if(rows.begin(), rows.end(), [&](const auto& r) {
            return r.second.first.find(player) != std::string::npos;
        });
        REQUIRE(row != rows.end());
        CHECK(row->second.second == Approx(100.0 * matchpoints / 12).margin(0.01));
    }
    // The guest plays under the BBO name, with the member who partnered them.
    CHECK(std::any_of(rows.begin(), rows.end(), [](const auto& r) {
        return r.second.first.find("Oli Cox") != std::string::npos &&
               r.second.first.find("zz_guest") != std::string::npos;
    }));

    // A table whose board 4 ended without a result: listed, kept as not played, not dropped.
    writeTournament(dir.file("bbo2"), true);
    const auto second = cli({"section", "upload", sim, dir.file("bbo2")});
    INFO(second.err);
    REQUIRE(second.status == 0);
    CHECK_THAT(second.out, Catch::Contains("16 results") && Catch::Contains("look at board 4, ") &&
                               Catch::Contains("in t4-b4.lin: no result (the play stops after 0 "
                                               "cards with no claim): taken as not played"));
}

TEST_CASE("A club's Bridgemate file uploaded as its section", "[cli][sections][upload][bws]") {
    tests::TempDir dir("cli-upload-bws");
    const std::string sim = dir.file("sim.db");
    REQUIRE(cli({"new", sim, "--name", "Sim pairs", "--movement", "mitchell", "--tables", "9",
                 "--boards-per-round", "3"})
                .status == 0);
    // Not copied into the repository (tests/data/README.md): skipped where it is absent.
    const std::string bws = std::string(OVERPLAY_SHARED_DIR) + "/testdata/bws/260119M.bws";
    if (!std::ifstream(bws)) {
        WARN("skipped: " << bws << " is absent");
        return;
    }
    const auto up = cli({"section", "upload", sim, bws, "--club", "Jan club"});
    if (!reports::readsBridgemateFiles()) {
        CHECK(up.status == 1);
        CHECK_THAT(up.err, Catch::Contains("built without mdbtools"));
        return;
    }
    INFO(up.err);
    REQUIRE(up.status == 0);
    CHECK_THAT(up.out, Catch::Contains("added section B (Jan club) from " + bws) &&
                           Catch::Contains("as played, two fields, 22 pairs") &&
                           Catch::Contains("297 results"));
    const auto rows = rowsOf(sim, "B");
    REQUIRE(rows.size() == 22);
    CHECK(rows.at("B1NS").first == "Wayne Vondera & David Silberman");
    // Every board played by all eleven tables: each field's percentages average 50.
    double ns = 0;
    for (const auto& [label, row] : rows)
        if (label.ends_with("NS"))
            ns += row.second;
    CHECK(ns / 11 == Approx(50.0).margin(0.01));
}

TEST_CASE("A club's score too large to be one is refused, never rescored silently",
          "[cli][sections][upload]") {
    tests::TempDir dir("cli-upload-score");
    const std::string home = dir.file("hove.db");
    clubNight(dir, home, "mitchell", 3);
    REQUIRE(cli({"export", home, "--usebio", dir.file("hove.xml")}).status == 0);
    const std::string good = tests::readFileBytes(dir.file("hove.xml"));
    const std::string sim = dir.file("sim.db");
    REQUIRE(cli({"new", sim, "--name", "Sim pairs", "--movement", "mitchell", "--tables", "3",
                 "--boards-per-round", "3"})
                .status == 0);
    const std::size_t audit = auditRows(sim);
    for (const std::string score : {"99999999999999", "2147483648", "12a"}) {
        // The first contract's score, replaced: the rows after keep theirs.
        std::smatch found;
        REQUIRE(std::regex_search(good, found, std::regex("<SCORE>(-?[1-9][0-9]*)</SCORE>")));
        std::string wrong = good;
        wrong.replace(static_cast<std::size_t>(found.position(1)),
                      static_cast<std::size_t>(found.length(1)), score);
        tests::writeFile(dir.file("wrong.xml"), wrong);
        const auto run = cli({"section", "upload", sim, dir.file("wrong.xml")});
        INFO(run.err);
        CHECK(run.status == 1);
        CHECK_THAT(run.err, Catch::Contains("score '" + score + "' is not a number of points"));
        CHECK(auditRows(sim) == audit);
    }
}

TEST_CASE("An event cannot be uploaded into itself, by any of its names",
          "[cli][sections][upload]") {
    tests::TempDir dir("cli-upload-self");
    const std::string home = dir.file("hove.db");
    clubNight(dir, home, "mitchell", 3);
    const std::size_t audit = auditRows(home);
    const std::string sections = cli({"section", "list", home}).out;
    const auto itself = cli({"section", "upload", home, home});
    CHECK(itself.status == 1);
    CHECK(itself.err == "overplay-cli: " + home +
                            " is the event itself; upload the club's own event or results "
                            "file\n");
    std::filesystem::create_hard_link(home, dir.file("other-name.db"));
    const auto linked = cli({"section", "upload", home, dir.file("other-name.db")});
    CHECK(linked.status == 1);
    CHECK_THAT(linked.err, Catch::Contains("is the event itself"));
    CHECK(auditRows(home) == audit);
    CHECK(cli({"section", "list", home}).out == sections);
}
