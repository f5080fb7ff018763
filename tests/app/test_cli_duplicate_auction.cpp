// SPDX-License-Identifier: GPL-3.0-or-later
// A duplicate auction event from the command line: `new --game auction`, lines scored by the
// auction laws with the 125 game premium, royal spades under Foster's laws, what such an
// event refuses, `scoring --game/--laws` scoring every line again (or refusing, naming the
// line), and honours counted from the hand record once it is imported.
#include "CliRun.h"

#include "db/EventStore.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <unistd.h>

namespace {

namespace fs = std::filesystem;
using namespace overplay;
using nlohmann::json;
using namespace overplay::tests;

struct AuctionEvent {
    overplay::tests::TempDir dir{"dup-auction"};
    std::string event = dir.file("auction.db");
    /// Board 1's North-South scores, by North-South pair label.
    std::map<std::string, int> scores() {
        const json j = json::parse(cliOk({"rank", event, "--json"}).out);
        std::map<std::string, int> out;
        for (const auto& l : j["boards"][0]["results"])
            out[l["nsLabel"].get<std::string>()] = l["score"].get<int>();
        return out;
    }
};

} // namespace

TEST_CASE("a duplicate auction event scores its lines by the auction laws",
          "[cli][auction][duplicate]") {
    AuctionEvent a;
    const CliRun created = cliOk({"new", a.event, "--name", "Auction", "--movement", "mitchell",
                                  "--tables", "3", "--game", "auction"});
    CHECK(created.out.find("duplicate auction (foster)") != std::string::npos);
    // Board 1: 1NS v 1EW in round 1, 3NS v 2EW in round 2, 2NS v 3EW in round 3.
    CHECK(cliOk({"result", a.event, "1", "1NS", "1EW", "4H", "S", "="}).out.find("NS +157") !=
          std::string::npos);
    cliOk({"result", a.event, "1", "3NS", "2EW", "2RS", "S", "="});
    cliOk({"result", a.event, "1", "2NS", "3EW", "5C", "N", "="});
    CHECK(a.scores() == std::map<std::string, int>{{"1NS", 157}, {"3NS", 18}, {"2NS", 155}});
    const CliRun rank = cliOk({"rank", a.event});
    CHECK(rank.out.find("Duplicate auction bridge under Foster's laws") != std::string::npos);
    // The web site: the royal contract as such, no vulnerability and no par, the laws named.
    const fs::path site = fs::path(a.dir.file("site"));
    cliOk({"export", a.event, "--html", site.string()});
    const std::string board = readFileBytes((site / "board-1.html").string());
    CHECK(board.find("2R<span") != std::string::npos);
    CHECK(board.find("Vulnerable") == std::string::npos);
    CHECK(board.find("Par ") == std::string::npos);
    CHECK(readFileBytes((site / "index.html").string()).find("Duplicate auction bridge") !=
          std::string::npos);

    // What an auction event refuses, each naming why; nothing is stored.
    for (const std::vector<std::string>& bad :
         {std::vector<std::string>{"result", a.event, "2", "1NS", "1EW", "PASS"},
          std::vector<std::string>{"result", a.event, "2", "1NS", "1EW", "--score", "140"}}) {
        const CliRun r = cli(bad);
        CHECK(r.status != 0);
        CHECK_FALSE(r.err.empty());
    }
    CHECK(db::EventStore::open(a.event, readOnly()).lines().size() == 3);

    // The Portland laws have no royal spades: the change is refused, naming the line.
    const CliRun portland = cli({"scoring", a.event, "--laws", "portland"});
    CHECK(portland.status != 0);
    CHECK(portland.err.find("3NS") != std::string::npos);
    CHECK(portland.err.find("royal spades") != std::string::npos);
    CHECK(a.scores().at("2NS") == 155);

    // Without the royal line, Portland scores 5C at 4 a trick: 20, no game.
    cliOk({"correct", a.event, "1", "3NS", "2EW", "2S", "S", "="});
    cliOk({"scoring", a.event, "--laws", "portland"});
    CHECK(a.scores() == std::map<std::string, int>{{"1NS", 157}, {"3NS", 4}, {"2NS", 20}});
    // Back to contract bridge: Law 77's scores (board 1, none vulnerable).
    cliOk({"scoring", a.event, "--game", "contract"});
    CHECK(a.scores() == std::map<std::string, int>{{"1NS", 420}, {"3NS", 110}, {"2NS", 400}});
    // A bridge event takes no royal spades.
    const CliRun royal = cli({"result", a.event, "2", "1NS", "1EW", "2RS", "S", "="});
    CHECK(royal.status != 0);
    CHECK(royal.err.find("contract bridge") != std::string::npos);
    // Whist and duplicate auction do not go together.
    cliOk({"scoring", a.event, "--game", "auction"});
    const CliRun whist = cli({"scoring", a.event, "whist"});
    CHECK(whist.status != 0);
    CHECK(whist.err.find("whist") != std::string::npos);
    // Whist with contract bridge at once: the game changes first, then whist is refused
    // (the lines are contracts), and the game is put back: never half of the change.
    const CliRun both = cli({"scoring", a.event, "whist", "--game", "contract"});
    CHECK(both.status != 0);
    CHECK(db::EventStore::open(a.event, readOnly()).info().settings.duplicateAuction ==
          core::AuctionLaws::Foster);
    CHECK(db::EventStore::open(a.event, readOnly()).info().scoring ==
          core::ScoringMethod::MatchpointsEbu);
    const CliRun badGame = cli({"scoring", a.event, "--game", "rubber"});
    CHECK(badGame.status != 0);
}

TEST_CASE("duplicate auction counts honours from the hand record once it is imported",
          "[cli][auction][duplicate]") {
    AuctionEvent a;
    cliOk({"new", a.event, "--name", "Auction", "--movement", "mitchell", "--tables", "3", "--game",
           "auction"});
    cliOk({"result", a.event, "1", "1NS", "1EW", "4H", "S", "="});
    cliOk({"result", a.event, "1", "3NS", "2EW", "4H", "S", "-1"});
    CHECK(a.scores() == std::map<std::string, int>{{"1NS", 157}, {"3NS", -50}});
    // North holds A K Q J of hearts: four honours in one hand, 64 in hearts, to North-South
    // at every table, whoever plays what.
    const fs::path pbn = fs::path(a.dir.file("hands.pbn"));
    std::ofstream(pbn) << "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
                          "[Deal \"N:AKQJ.AKQJ.AKQ.AK T987.T987.JT9.QJ 6543.6543.876.T9 "
                          "2.2.5432.8765432\"]\n\n";
    cliOk({"hands", a.event, "--import", pbn.string(), "--no-double-dummy"});
    CHECK(a.scores() == std::map<std::string, int>{{"1NS", 157 + 64}, {"3NS", 64 - 50}});
    // The stored lines (what the travellers print) follow the hand record too.
    const auto store = db::EventStore::open(a.event, readOnly());
    for (const auto& l : store.linesOfBoard(1))
        CHECK(*l.nsScore == (l.line.play->tricks == 10 ? 221 : 14));
}
