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
using overplay::tests::auditRows;
using overplay::tests::cli;
using overplay::tests::cliOk;

namespace {

/// label → (names, percentage) of every ranking row of `rank --json` (of one section).
std::map<std::string, std::pair<std::string, double>> rowsOf(const std::string& event,
                                                             const std::string& section = {}) {
    std::vector<std::string> args{"rank", event, "--json"};
    if (!section.empty())
        args.insert(args.end(), {"--section", section});
    const auto ranked = cliOk(args);
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
/// `options` are more of `new`'s (an arrow switch).
void clubNight(const tests::TempDir& dir, const std::string& home, const std::string& kind,
               int tables, const std::vector<std::string>& options = {}) {
    std::vector<std::string> created{"new",
                                     home,
                                     "--name",
                                     "Hove Tuesday",
                                     "--movement",
                                     kind,
                                     "--tables",
                                     std::to_string(tables),
                                     "--boards-per-round",
                                     "3"};
    created.insert(created.end(), options.begin(), options.end());
    cliOk(created);
    cliOk({"hands", home, "--deal", "--seed", "11"});
    const bool mitchell = kind == "mitchell";
    tests::writeFile(dir.file("pairs.csv"),
                     mitchell ? "1NS,Ann Smith,Bob Jones\n2NS,Cat Brown,Dan Green\n"
                                "1EW,Eve White,Fay Black\n"
                              : "1,Ann Smith,Bob Jones\n2,Cat Brown,Dan Green\n"
                                "3,Eve White,Fay Black\n");
    cliOk({"pairs", home, "--import", dir.file("pairs.csv")});
    // Three lines first, each of another kind; the rest by enterAll.
    const auto missing = cli({"missing", home});
    std::istringstream lines(missing.out);
    std::string board[3], ns[3], ew[3], round, table;
    for (int i = 0; i < 3; ++i)
        lines >> board[i] >> ns[i] >> ew[i] >> round >> table;
    cliOk({"result", home, board[0], ns[0], ew[0], "--adjusted", "A60/A40"});
    cliOk({"result", home, board[1], ns[1], ew[1], "--not-played"});
    cliOk({"result", home, board[2], ns[2], ew[2], "--score", "+140"});
    tests::enterAll(home, dir.file("results.csv"), 5);
}

/// Hove's night (a 3-table Mitchell) as the USEBIO file it sends the simultaneous pairs.
std::string hoveResults(const tests::TempDir& dir) {
    const std::string home = dir.file("hove.db");
    clubNight(dir, home, "mitchell", 3);
    cliOk({"export", home, "--usebio", dir.file("hove.xml")});
    return tests::readFileBytes(dir.file("hove.xml"));
}

/// The simultaneous pairs, before any club's section: a 3-table Mitchell.
void newSim(const std::string& sim) {
    cliOk({"new", sim, "--name", "Sim pairs", "--movement", "mitchell", "--tables", "3",
           "--boards-per-round", "3"});
}

} // namespace

TEST_CASE("A club's Mitchell scored by another program: its USEBIO and PBN files uploaded, "
          "ranked as at home",
          "[cli][sections][upload]") {
    tests::TempDir dir("cli-upload");
    const std::string home = dir.file("hove.db");
    clubNight(dir, home, "mitchell", 4);
    cliOk({"export", home, "--usebio", dir.file("hove.xml")});
    cliOk({"export", dir.file("hove.db"), "--pbn", dir.file("hove.pbn")});
    const auto atHome = rowsOf(home);
    REQUIRE(atHome.size() == 8);

    const std::string sim = dir.file("sim.db");
    cliOk({"new", sim, "--name", "Sim pairs", "--movement", "mitchell", "--tables", "4",
           "--boards-per-round", "3"});
    cliOk({"hands", sim, "--import", dir.file("hove.pbn")});

    const auto xml = cliOk({"section", "upload", sim, dir.file("hove.xml"), "--club", "Hove BC"});
    CHECK_THAT(xml.out, Catch::Contains("added section B (Hove BC) from " + dir.file("hove.xml")) &&
                            Catch::Contains("as played, two fields, 8 pairs, 4 tables") &&
                            Catch::Contains("48 results"));
    const auto pbn = cliOk({"section", "upload", sim, dir.file("hove.pbn")});
    // Named by the file's event, as the PBN names no club; its adjusted score and its board
    // not played are on the traveller as club scorers write them ("A60/A40", "NP").
    CHECK_THAT(pbn.out, Catch::Contains("added section C (Hove Tuesday)") &&
                            Catch::Contains("48 results") && !Catch::Contains("left out"));

    // The count of results: a club's own with --section, the whole field's without.
    CHECK_THAT(cli({"rank", sim, "--section", "B"}).out,
               Catch::Contains("Provisional: 48 of 48 results"));
    CHECK_THAT(cli({"rank", sim}).out, Catch::Contains("Provisional: 96 of 144 results"));

    // Each section ranks every pair as the club did: the same names, the same percentages.
    CHECK(rowsOf(sim, "B") == withLetter(atHome, "B"));
    CHECK(rowsOf(sim, "C") == withLetter(atHome, "C"));

    // The web site names each section's club, on its link, its rankings and each pair's row.
    cliOk({"export", sim, "--html", dir.file("site")});
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
    cliOk({"export", home, "--usebio", dir.file("seaford.xml")});
    const std::string sim = dir.file("sim.db");
    cliOk({"new", sim, "--name", "Sim pairs", "--movement", "howell", "--tables", "4",
           "--boards-per-round", "3"});
    const auto up = cliOk({"section", "upload", sim, dir.file("seaford.xml"), "--club", "Seaford"});
    CHECK_THAT(up.out, Catch::Contains("as played, one field, 8 pairs, 4 tables, 7 rounds"));
    CHECK(rowsOf(sim, "B") == withLetter(rowsOf(home), "B"));
}

TEST_CASE("A club's arrow-switched Mitchell from its USEBIO and PBN files: one field, ranked "
          "as at home",
          "[cli][sections][upload]") {
    tests::TempDir dir("cli-upload-arrow");
    const std::string home = dir.file("hove.db");
    clubNight(dir, home, "mitchell", 5, {"--arrow-switch"});
    const auto atHome = rowsOf(home);
    REQUIRE(atHome.size() == 10);
    // Ranked at home as one field: the pairs crossed over in the switched round.
    CHECK_THAT(cliOk({"rank", home}).out, Catch::Contains("All pairs"));
    cliOk({"export", home, "--usebio", dir.file("hove.xml"), "--pbn", dir.file("hove.pbn")});
    const std::string sim = dir.file("sim.db");
    cliOk({"new", sim, "--name", "Sim pairs", "--movement", "mitchell", "--tables", "5",
           "--boards-per-round", "3", "--arrow-switch"});
    for (const std::string file : {"hove.xml", "hove.pbn"}) {
        const auto up = cliOk({"section", "upload", sim, dir.file(file)});
        INFO(up.out);
        CHECK_THAT(up.out, Catch::Contains("as played, arrow-switched, 10 pairs, 5 tables"));
    }
    // The USEBIO file holds every line: its section ranks every pair as the club did.
    CHECK(rowsOf(sim, "B") == withLetter(atHome, "B"));
    CHECK_THAT(cliOk({"rank", sim, "--section", "B"}).out, Catch::Contains("Section B All pairs"));
    // So does the PBN's, its board not played "NP" on the traveller.
    CHECK(rowsOf(sim, "C") == withLetter(atHome, "C"));
    CHECK_THAT(cliOk({"rank", sim, "--section", "C"}).out, Catch::Contains("Section C All pairs"));
}

TEST_CASE("A results file that cannot be this event's section is refused whole",
          "[cli][sections][upload]") {
    tests::TempDir dir("cli-upload-refused");
    const std::string good = hoveResults(dir);
    const std::string sim = dir.file("sim.db");
    newSim(sim);
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
    cliOk({"new", allVulnerable, "--name", "All vulnerable", "--movement", "mitchell", "--tables",
           "3", "--boards-per-round", "3"});
    cliOk({"export", dir.file("hove.db"), "--pbn", dir.file("hove.pbn")});
    tests::writeFile(dir.file("vul.pbn"),
                     std::regex_replace(tests::readFileBytes(dir.file("hove.pbn")),
                                        std::regex("\\[Vulnerable \"[A-Za-z]*\"\\]"),
                                        "[Vulnerable \"All\"]"));
    cliOk({"hands", allVulnerable, "--import", dir.file("vul.pbn")});
    tests::enterAll(allVulnerable, dir.file("vul.csv"), 3);
    cliOk({"export", allVulnerable, "--usebio", dir.file("vul.xml")});
    CHECK_THAT(refused("vul.xml", tests::readFileBytes(dir.file("vul.xml"))),
               Catch::Contains("vul.xml, board") && Catch::Contains("or both sides vulnerable)") &&
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

/// An online tournament of 8 pairs on 4 boards, as the tests below play it on BBO and on
/// RealBridge: NS pairs 1-4 and EW pairs 5-8; boards 1-2 NS pair t against EW pair t+4, boards
/// 3-4 against EW pair (t mod 4)+5; North declares every board.
struct OnlineTournament {
    std::vector<core::DealtBoard> deals = core::dealBoards(1, 4, 0xbb0);
    // Their BBO names, the last one a guest the club does not know.
    std::array<std::array<std::string, 2>, 8> pairs = {{{"ann_s", "bob_j"},
                                                        {"cat_b", "dan_g"},
                                                        {"eve_w", "fay_b"},
                                                        {"gus_h", "hal_k"},
                                                        {"ida_m", "jon_p"},
                                                        {"kim_r", "lee_t"},
                                                        {"max_v", "ned_w"},
                                                        {"oli_x", "zz_guest"}}};
    std::array<std::array<const char*, 2>, 8> realNames = {{{"Ann Smith", "Bob Jones"},
                                                            {"Cat Brown", "Dan Green"},
                                                            {"Eve White", "Fay Black"},
                                                            {"Gus Hill", "Hal King"},
                                                            {"Ida Moss", "Jon Park"},
                                                            {"Kim Reed", "Lee Todd"},
                                                            {"Max Vane", "Ned Wood"},
                                                            {"Oli Cox", ""}}};
    std::array<const char*, 4> contracts = {"4S", "3N", "2H", "4H"};
    std::array<std::array<int, 4>, 4> tricks = {
        {{10, 11, 9, 10}, {9, 8, 9, 10}, {8, 8, 8, 7}, {10, 9, 11, 10}}};
    // North-South's scores, worked by hand from the contracts and tricks (all non-vulnerable
    // but board 2, North-South vulnerable, and board 4, both).
    std::array<std::array<int, 4>, 4> nsScores = {
        {{420, 450, -50, 420}, {600, -100, 600, 630}, {110, 110, 110, -50}, {620, -100, 650, 620}}};

    int ewOf(int board, int table) const { return board < 2 ? table + 4 : (table + 1) % 4 + 4; }
    /// South, West, North, East at table t of board b (0-based).
    std::array<std::string, 4> swne(int b, int t) const {
        const int ew = ewOf(b, t);
        return {pairs[t][1], pairs[ew][0], pairs[t][0], pairs[ew][1]};
    }
    /// "4SN=", "3NN+2", "2HN-1" as BBO's traveller writes them, suits as HTML's symbols.
    std::string result(int b, int t) const {
        const std::string contract = contracts[b];
        const int over = tricks[b][t] - (contract[0] - '0') - 6;
        const std::string strain = contract[1] == 'S'   ? "&spades;"
                                   : contract[1] == 'H' ? "&hearts;"
                                                        : "N";
        return contract.substr(0, 1) + strain + "N" +
               (over == 0 ? "=" : (over > 0 ? "+" : "") + std::to_string(over));
    }
};

/// The club's roster, each member with the BBO name they play under (the guest has none).
std::string bboRoster(const tests::TempDir& dir, const OnlineTournament& bbo) {
    std::string members;
    for (int p = 0; p < 8; ++p)
        for (int i = 0; i < 2; ++i)
            if (*bbo.realNames[p][i])
                members +=
                    std::string(bbo.realNames[p][i]) + "," + std::to_string(100 + 2 * p + i) + "\n";
    tests::writeFile(dir.file("members.csv"), members);
    const std::string roster = dir.file("club.db");
    cliOk({"roster", roster, "--import", dir.file("members.csv")});
    std::vector<std::string> naming = {"roster", roster};
    for (int p = 0; p < 8; ++p)
        for (int i = 0; i < 2; ++i)
            if (*bbo.realNames[p][i])
                naming.insert(naming.end(), {"--online-name", std::string(bbo.realNames[p][i]) +
                                                                  "=" + bbo.pairs[p][i]});
    const auto named = cliOk(naming);
    CHECK_THAT(named.out, Catch::Contains("Ann Smith: online ann_s"));
    CHECK_THAT(cli({"roster", roster}).out, Catch::Contains("Ann Smith  100  BBO ann_s"));
    return roster;
}

/// The online event: a Mitchell of 4 tables, its hands those the tournament played.
std::string onlineEvent(const tests::TempDir& dir, const OnlineTournament& bbo) {
    const std::string sim = dir.file("sim.db");
    cliOk({"new", sim, "--name", "Online pairs", "--movement", "mitchell", "--tables", "4",
           "--boards-per-round", "1"});
    std::string hands;
    for (int b = 0; b < 4; ++b)
        hands += bboTable(bbo.deals[static_cast<std::size_t>(b)], bbo.swne(b, 0),
                          bbo.contracts[static_cast<std::size_t>(b)], bbo.tricks[b][0]);
    tests::writeFile(dir.file("hands.lin"), hands);
    REQUIRE(cli({"hands", sim, "--import", dir.file("hands.lin"), "--no-double-dummy"}).status ==
            0);
    return sim;
}

/// Worked by hand, matchpoints 1 a pair beaten, ½ a tie, top 3 on each of 4 boards:
/// board 1 NS +420 +450 -50 +420; board 2 +600 -100 +600 +630; board 3 +110 +110 +110 -50;
/// board 4 +620 -100 +650 +620. Each pair found by one of its players' names.
void rankedAsByHand(const std::string& sim, const std::string& letter) {
    const std::map<std::string, double> byHand = {
        {"Ann Smith", 6.5}, {"Cat Brown", 5.0}, {"Eve White", 6.5}, {"Gus Hill", 6.0},
        {"Ida Moss", 7.5},  {"Kim Reed", 5.5},  {"Max Vane", 8.5},  {"Oli Cox", 2.5}};
    const auto rows = rowsOf(sim, letter);
    REQUIRE(rows.size() == 8);
    for (const auto& [player, matchpoints] : byHand) {
        INFO(player);
        const auto row = std::find_if(rows.begin(), rows.end(), [&](const auto& r) {
            return r.second.first.find(player) != std::string::npos;
        });
        REQUIRE(row != rows.end());
        CHECK(row->second.second == Approx(100.0 * matchpoints / 12).margin(0.01));
    }
}

/// BBO's traveller page of board b (0-based), as a browser saves it: a title row, the header,
/// the player's own session score row, a row a table with its Movie link (the table's LIN,
/// escaped as a URL's query). `leaveOut` is a table whose row is not on the page (-1: none).
std::string travellerPage(const OnlineTournament& bbo, int b, int leaveOut = -1) {
    std::string page = "<!DOCTYPE html>\n<html><head><title>Bridge Base Online - Myhands</title>"
                       "</head>\n<body><table class=\"body\">\n<tr><th colspan=\"9\">Board " +
                       std::to_string(b + 1) +
                       " Traveller</th></tr>\n<tr><th>North</th><th>South</th><th>East</th>"
                       "<th>West</th><th>Result</th><th>NS Points</th><th>Score</th>"
                       "<th>Movie</th><th>Time</th></tr>\n";
    for (int t = 0; t < 4; ++t) {
        if (t == leaveOut)
            continue;
        const auto seats = bbo.swne(b, t);
        std::string lin;
        for (char c : bboTable(bbo.deals[static_cast<std::size_t>(b)], seats,
                               bbo.contracts[static_cast<std::size_t>(b)], bbo.tricks[b][t]))
            if (c != '\n')
                lin += c == '|'   ? std::string("%7C")
                       : c == ',' ? std::string("%2C")
                                  : std::string(1, c);
        page += "<tr class=\"tourney\"><td>" + seats[2] + "</td><td>" + seats[0] + "</td><td>" +
                seats[3] + "</td><td>" + seats[1] + "</td><td>" + bbo.result(b, t) + "</td><td>" +
                std::to_string(bbo.nsScores[b][t]) +
                "</td><td>50.00%</td><td><a href=\"#\" onclick=\"hv_popuplin('" + lin +
                "');this.style.color='#888';return false;\">Movie</a></td>"
                "<td>2026-11-27 15:0" +
                std::to_string(t) + "</td></tr>\n";
    }
    return page + "</table></body></html>\n";
}

} // namespace

TEST_CASE("A BBO tournament of 8 pairs from its LIN files, named from the roster, ranked as "
          "worked by hand",
          "[cli][sections][upload][lin]") {
    tests::TempDir dir("cli-upload-bbo");
    const OnlineTournament bbo;
    const auto writeTournament = [&](const std::string& folder, bool lastClaimLost) {
        std::filesystem::create_directories(folder);
        for (int b = 0; b < 4; ++b)
            for (int t = 0; t < 4; ++t) {
                const int claim = lastClaimLost && b == 3 && t == 3 ? -1 : bbo.tricks[b][t];
                tests::writeFile(folder + "/t" + std::to_string(t + 1) + "-b" +
                                     std::to_string(b + 1) + ".lin",
                                 bboTable(bbo.deals[static_cast<std::size_t>(b)], bbo.swne(b, t),
                                          bbo.contracts[static_cast<std::size_t>(b)], claim));
            }
    };
    writeTournament(dir.file("bbo"), false);
    const std::string sim = onlineEvent(dir, bbo);
    const std::string roster = bboRoster(dir, bbo);

    const auto up = cli(
        {"section", "upload", sim, dir.file("bbo"), "--roster", roster, "--club", "BBO Tuesday"});
    INFO(up.err);
    REQUIRE(up.status == 0);
    // The guest is listed for the director, not guessed from the roster.
    CHECK_THAT(up.out, Catch::Contains("15 players named from " + roster +
                                       "; not in it, kept as played: zz_guest\n"));
    CHECK_THAT(up.out,
               Catch::Contains("added section B (BBO Tuesday)") && Catch::Contains("16 results"));
    rankedAsByHand(sim, "B");
    // The guest plays under the BBO name, with the member who partnered them.
    const auto rows = rowsOf(sim, "B");
    CHECK(std::any_of(rows.begin(), rows.end(), [](const auto& r) {
        return r.second.first.find("Oli Cox") != std::string::npos &&
               r.second.first.find("zz_guest") != std::string::npos;
    }));

    // A table whose board 4 ended without a result: listed, kept as not played, not dropped.
    writeTournament(dir.file("bbo2"), true);
    const auto second = cliOk({"section", "upload", sim, dir.file("bbo2")});
    CHECK_THAT(second.out, Catch::Contains("16 results") && Catch::Contains("look at board 4, ") &&
                               Catch::Contains("in t4-b4.lin: no result (the play stops after 0 "
                                               "cards with no claim): taken as not played"));
}

TEST_CASE("A real BBO night's LIN uploaded, two players named from the roster, the rest listed",
          "[cli][sections][upload][lin]") {
    // One pair's twelve boards against four pairs, the players renamed (tests/data/README.md);
    // docs/cli.md shows this run.
    tests::TempDir dir("cli-upload-real-lin");
    tests::writeFile(dir.file("members.csv"), "Kate Mistry,100301\nAlan Marsh,100302\n");
    const std::string roster = dir.file("club-roster.db");
    cliOk({"roster", roster, "--import", dir.file("members.csv"), "--club", "Hove BC"});
    cliOk({"roster", roster, "--online-name", "Kate Mistry=player03", "--online-name",
           "Alan Marsh=player01"});
    const std::string sim = dir.file("sim.db");
    cliOk({"new", sim, "--name", "Online pairs", "--movement", "mitchell", "--tables", "3",
           "--boards-per-round", "4"});
    const std::string lin = std::string(OVERPLAY_TEST_DATA) + "/lin/bbo-pair-night-anonymised.lin";
    const auto up =
        cliOk({"section", "upload", sim, lin, "--roster", roster, "--club", "Online Tuesday"});
    CHECK(up.out == "2 players named from " + roster +
                        "; not in it, kept as played: player04, player02, player06, player05, "
                        "~~M00008, player07, player10, player09\n"
                        "added section B (Online Tuesday) from " +
                        lin +
                        ": as played, one field, 5 pairs, 1 tables, 4 rounds, 12 boards; 12 "
                        "results\n");
    const auto rows = rowsOf(sim, "B");
    REQUIRE(rows.size() == 5);
    CHECK(std::any_of(rows.begin(), rows.end(),
                      [](const auto& r) { return r.second.first == "Kate Mistry & Alan Marsh"; }));
}

TEST_CASE("A BBO tournament of 8 pairs from its traveller pages, named from the roster, ranked "
          "as worked by hand",
          "[cli][sections][upload][bbo]") {
    tests::TempDir dir("cli-upload-travellers");
    const OnlineTournament bbo;
    std::filesystem::create_directories(dir.file("travellers"));
    for (int b = 0; b < 4; ++b)
        tests::writeFile(dir.file("travellers") + "/hands (" + std::to_string(b + 1) + ").html",
                         travellerPage(bbo, b));
    const std::string sim = onlineEvent(dir, bbo);
    const std::string roster = bboRoster(dir, bbo);

    const auto up = cliOk({"section", "upload", sim, dir.file("travellers"), "--roster", roster,
                           "--club", "BBO Tuesday"});
    CHECK_THAT(up.out, Catch::Contains("15 players named from " + roster +
                                       "; not in it, kept as played: zz_guest\n"));
    CHECK_THAT(up.out,
               Catch::Contains("added section B (BBO Tuesday)") && Catch::Contains("16 results"));
    // The pages' own points agree with the event's boards: nothing to look at.
    CHECK_THAT(up.out, !Catch::Contains("look at"));
    rankedAsByHand(sim, "B");

    // One page alone is the same tournament's board.
    const auto one = cli({"section", "upload", sim, dir.file("travellers") + "/hands (1).html"});
    INFO(one.err);
    CHECK(one.status == 0);
    CHECK_THAT(one.out, Catch::Contains("4 results"));

    // A table's row missing from board 2's page: listed for the director, the rest taken.
    std::filesystem::create_directories(dir.file("short"));
    for (int b = 0; b < 4; ++b)
        tests::writeFile(dir.file("short") + "/hands (" + std::to_string(b + 1) + ").html",
                         travellerPage(bbo, b, b == 1 ? 2 : -1));
    const auto shortUp = cliOk({"section", "upload", sim, dir.file("short"), "--roster", roster});
    CHECK_THAT(shortUp.out,
               Catch::Contains("not in it, kept as played: zz_guest") &&
                   Catch::Contains("15 results") &&
                   Catch::Contains("look at board 2: played at 3 tables, others at 4: a table's "
                                   "result may be missing"));
    // Board 3's page not saved: the tables that played boards 2 and 4 played it too (one
    // round), so the section is taken with board 3 not played there, and listed.
    std::filesystem::remove(dir.file("short") + "/hands (3).html");
    const auto gap = cli({"section", "upload", sim, dir.file("short"), "--club", "Gap"});
    INFO(gap.out + gap.err);
    REQUIRE(gap.status == 0);
    CHECK_THAT(gap.out, Catch::Contains("look at board 3: no table's result in the files; taken "
                                        "as not played at the 4 tables of its round"));
    // 11 played and board 3's four tables, not played.
    CHECK_THAT(gap.out, Catch::Contains("; 15 results"));
    CHECK_THAT(gap.out, !Catch::Contains("cannot be told"));
    const auto added = gap.out.find("added section ");
    REQUIRE(added != std::string::npos);
    CHECK(rowsOf(sim, gap.out.substr(added + 14, 1)).size() == 8);

    // A Result BBO never writes is refused whole, with the page and line; nothing is added.
    const std::string sections = cli({"section", "list", sim}).out;
    std::filesystem::create_directories(dir.file("bad"));
    std::string bad = travellerPage(bbo, 0);
    bad.replace(bad.find("4&spades;N"), 10, "4&spades;Q");
    tests::writeFile(dir.file("bad") + "/hands (1).html", bad);
    const auto refused = cli({"section", "upload", sim, dir.file("bad")});
    CHECK(refused.status == 1);
    CHECK_THAT(refused.err, Catch::Contains("hands (1).html line 6: board 1: result '4\u2660Q=' "
                                            "has no declarer (N, E, S or W) after its contract"));
    CHECK(cli({"section", "list", sim}).out == sections);
}

TEST_CASE("A RealBridge session of 8 pairs from its PBN, ranked as worked by hand",
          "[cli][sections][upload][realbridge]") {
    tests::TempDir dir("cli-upload-realbridge");
    const OnlineTournament bbo;
    const std::string sim = onlineEvent(dir, bbo);
    // RealBridge's export: a game a table, the players' names with their numbers after '#',
    // the tricks taken, North-South's score; no pair numbers.
    std::string pbn = "% PBN 2.1\n% EXPORT\n";
    for (int b = 0; b < 4; ++b)
        for (int t = 0; t < 4; ++t) {
            const int ew = bbo.ewOf(b, t);
            const auto name = [&](int pair, int i) {
                const std::string real = bbo.realNames[static_cast<std::size_t>(pair)][i];
                return (real.empty() ? std::string("Guest") : real) + "#" +
                       std::to_string(100 + 2 * pair + i);
            };
            const core::DealtBoard& deal = bbo.deals[static_cast<std::size_t>(b)];
            const std::string contract = bbo.contracts[static_cast<std::size_t>(b)];
            pbn += "[Event \"Online pairs\"]\n[Site \"RealBridge\"]\n[Date \"2026.11.27\"]\n"
                   "[Board \"" +
                   std::to_string(b + 1) + "\"]\n[West \"" + name(ew, 0) + "\"]\n[North \"" +
                   name(t, 0) + "\"]\n[East \"" + name(ew, 1) + "\"]\n[South \"" + name(t, 1) +
                   "\"]\n[Dealer \"" + std::string(1, core::seatLetter(deal.dealer)) +
                   "\"]\n[Vulnerable \"" +
                   std::array<const char*, 4>{"None", "NS", "EW",
                                              "All"}[static_cast<std::size_t>(deal.vulnerability)] +
                   "\"]\n[Deal \"" + deal.deal.pbn() +
                   "\"]\n[Scoring \"MP\"]\n"
                   "[Declarer \"N\"]\n[Contract \"" +
                   (contract == "3N" ? std::string("3NT") : contract) + "\"]\n[Result \"" +
                   std::to_string(bbo.tricks[b][t]) + "\"]\n[Score \"NS " +
                   std::to_string(bbo.nsScores[b][t]) + "\"]\n[Table \"" + std::to_string(t + 1) +
                   "\"]\n\n";
        }
    tests::writeFile(dir.file("realbridge.pbn"), pbn);
    const auto up = cliOk({"section", "upload", sim, dir.file("realbridge.pbn")});
    CHECK_THAT(up.out, Catch::Contains("added section B (RealBridge)") &&
                           Catch::Contains("16 results") && !Catch::Contains("look at"));
    rankedAsByHand(sim, "B");
}

TEST_CASE("A club's Bridgemate file uploaded as its section", "[cli][sections][upload][bws]") {
    tests::TempDir dir("cli-upload-bws");
    const std::string sim = dir.file("sim.db");
    cliOk({"new", sim, "--name", "Sim pairs", "--movement", "mitchell", "--tables", "9",
           "--boards-per-round", "3"});
    // A real club's session, its players renamed (tests/data/README.md).
    const std::string bws = std::string(OVERPLAY_TEST_DATA) + "/bws/club-session-anonymised.bws";
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
    CHECK(rows.at("B1NS").first == "Hope Declarer & Irene Lebensohl");
    // Every board played by all eleven tables: each field's percentages average 50.
    double ns = 0;
    for (const auto& [label, row] : rows)
        if (label.ends_with("NS"))
            ns += row.second;
    CHECK(ns / 11 == Approx(50.0).margin(0.01));

    // A copy cut short at a page's end: refused in one line (mdbtools' own complaints kept
    // off the screen), nothing added, the sections as they were.
    const std::string whole = tests::readFileBytes(bws);
    tests::writeFile(dir.file("cut.bws"), whole.substr(0, whole.size() - 60 * 2048));
    const std::string sections = cliOk({"section", "list", sim}).out;
    const std::size_t audit = auditRows(sim);
    const auto cut = cli({"section", "upload", sim, dir.file("cut.bws")});
    CHECK(cut.status == 1);
    CHECK_THAT(cut.err, Catch::StartsWith("overplay-cli: " + dir.file("cut.bws") +
                                          " is damaged or cut short: mdbtools could not read it"));
    CHECK(std::count(cut.err.begin(), cut.err.end(), '\n') == 1);
    CHECK(cliOk({"section", "list", sim}).out == sections);
    CHECK(auditRows(sim) == audit);
}

TEST_CASE("A club's score too large to be one is refused, never rescored silently",
          "[cli][sections][upload]") {
    tests::TempDir dir("cli-upload-score");
    const std::string good = hoveResults(dir);
    const std::string sim = dir.file("sim.db");
    newSim(sim);
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
