// SPDX-License-Identifier: GPL-3.0-or-later
// score, imps, vp: the pure calculations of the command line.
#include "app/cli/Cli.h"
#include "app/cli/Subcommand.h"

#include "core/AuctionScore.h"
#include "core/Board.h"
#include "core/Contract.h"
#include "core/DuplicateScore.h"
#include "core/Error.h"
#include "core/Imps.h"
#include "core/VictoryPoints.h"

#include <CLI/CLI.hpp>

#include <cstdio>
#include <limits>
#include <memory>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

namespace overplay::app {

namespace {

struct ScoreOptions {
    std::string contract;
    std::string declarer;
    std::string result;
    int tricks = -1;
    std::string vul = "none";
    int board = 0;
    std::string game = "duplicate";
    // --game auction only
    std::string laws = "foster";
    std::string honours;
    std::vector<std::string> chicane;
    std::vector<std::string> revokes;
};

core::Vulnerability vulnerabilityOption(const ScoreOptions& o) {
    if (o.board > 0)
        return core::vulnerabilityOf(o.board);
    if (auto v = core::parseVulnerability(o.vul))
        return *v;
    if (o.vul == "ns" || o.vul == "NS")
        return core::Vulnerability::NorthSouth;
    throw core::InputError("vulnerability '" + o.vul + "' is not none, ns, ew or all");
}

// The result is given one way: relative to the contract, or as tricks taken. Both at once is
// a command line of the wrong shape (which one was meant?), as is neither.
void requireOneResult(const ScoreOptions& o) {
    if (o.tricks >= 0 && !o.result.empty())
        throw UsageError{"give RESULT (=, +k, -k) or --tricks T, not both"};
    if (o.tricks < 0 && o.result.empty())
        throw UsageError{"give a RESULT (=, +k, -k) or --tricks T"};
}

// "[defenders:]WHAT": whose holding an auction option gives, and the holding.
std::pair<bool, std::string> auctionSideAndWhat(const std::string& text) {
    for (const char* prefix : {"defenders:", "declarer:"})
        if (text.rfind(prefix, 0) == 0)
            return {std::string(prefix) == "defenders:", text.substr(std::string(prefix).size())};
    return {false, text};
}

// --game auction: the auction bridge laws of Foster's Complete Hoyle and of the Portland and
// Bath Clubs, 1908 (Hoyle's Games Modernized), as core/AuctionScore.h scores them.
void runAuctionScore(const ScoreOptions& o, CliContext& context) {
    const auto laws = core::parseAuctionLaws(o.laws);
    if (!laws)
        throw UsageError{"--laws must be foster or portland"};
    core::AuctionPlay play;
    play.contract = core::parseAuctionContract(o.contract);
    auto declarer = core::parseSeat(o.declarer);
    if (!declarer)
        throw core::InputError("declarer '" + o.declarer + "' is not N, E, S or W");
    play.declarer = *declarer;
    const core::Contract bridge = play.contract.asBridgeContract();
    requireOneResult(o);
    if (o.tricks >= 0)
        play.tricks = core::makePlayWithTricks(bridge, *declarer, o.tricks).tricks;
    else
        play.tricks = core::makePlay(bridge, *declarer, o.result).tricks;
    if (!o.honours.empty()) {
        auto [defenders, what] = auctionSideAndWhat(o.honours);
        (defenders ? play.honours.defenders : play.honours.declarers) =
            core::parseHonoursHolding(what);
    }
    for (const std::string& c : o.chicane) {
        auto [defenders, what] = auctionSideAndWhat(c);
        if (what != "single" && what != "double")
            throw core::InputError("chicane '" + c + "' is not [defenders:]single or double");
        (defenders ? play.honours.defendersChicane : play.honours.declarersChicane) +=
            what == "double" ? 2 : 1;
    }
    for (const std::string& r : o.revokes) {
        if (r == "declarer") {
            ++play.revokes.byDeclaringSide;
        } else if (r == "defenders" || r == "defenders-points") {
            ++play.revokes.byDefenders;
            play.revokes.declarerTakesTricks = r == "defenders";
        } else {
            throw core::InputError("revoke '" + r +
                                   "' is not declarer, defenders or defenders-points");
        }
    }
    const core::AuctionScore s = core::scoreAuctionDeal(*laws, play);
    context.out << "below " << s.declarers.below << " above " << s.declarers.above()
                << " defenders " << s.defenders.above() << "\n";
}

void runScore(const ScoreOptions& o, CliContext& context) {
    if (o.game == "auction") {
        runAuctionScore(o, context);
        return;
    }
    if (o.game == "duplicate" && (!o.honours.empty() || !o.chicane.empty() || !o.revokes.empty()))
        // Duplicate bridge scores no honours, chicane or revoke penalties in points (the Laws
        // of Duplicate Bridge): an option that would change nothing is refused, not ignored.
        throw UsageError{"--honours, --chicane and --revoke are for --game auction; duplicate "
                         "bridge scores none of them"};
    const core::Play play = playOfArguments(o.contract, o.declarer, o.result, o.tricks);
    if (o.game == "duplicate") {
        context.out << core::northSouthScore(play, vulnerabilityOption(o)) << "\n";
        return;
    }
    throw UsageError{"--game must be duplicate or auction"};
}

} // namespace

void addCalculationCommands(CLI::App& app, CliContext& context) {
    auto [score, options] =
        addSubcommand(app, "score", "North-South score of one contract played", context, runScore);
    score->add_option("contract", options->contract, "4S, 3NTX, 6CXX or PASS")->required();
    score->add_option("declarer", options->declarer, "N, E, S or W");
    score->add_option("result", options->result, "=, +k or -k");
    score->add_option("--tricks", options->tricks, "tricks taken by declarer (0..13)")
        ->check(wholeNumber(0, 13));
    auto* vul = score->add_option("--vul", options->vul, "none, ns, ew or all");
    score->add_option("--board", options->board, "vulnerability from the board number")
        ->excludes(vul)
        ->check(wholeNumber(1, kMostBoards));
    score->add_option("--game", options->game,
                      "duplicate (default) or auction: then CONTRACT may be royal spades (2RS) "
                      "and it prints 'below B above A defenders D': the declaring side's trick "
                      "score below the line, its points above the line (honours, chicane, "
                      "slam, doubled bonus, revoke penalty), and the defenders' points above "
                      "the line (undertricks, honours, chicane, slam, revoke penalty)");
    score->add_option("--laws", options->laws,
                      "auction laws: foster (Whist Club of New York, default) or portland "
                      "(Portland & Bath Clubs 1908)");
    score->add_option("--honours", options->honours,
                      "auction honours held: [defenders:]simple|4|4-in-one-hand|5|"
                      "5-4-in-one-hand|5-in-one-hand (aces at no trump: simple = 3 aces)");
    score->add_option("--chicane", options->chicane,
                      "auction: [defenders:]single|double, a hand (or both) void of trumps; "
                      "may repeat");
    score->add_option("--revoke", options->revokes,
                      "auction: declarer (the declaring side revoked), defenders (declarer takes "
                      "three tricks) or defenders-points (declarer takes the points); may "
                      "repeat");

    auto difference = std::make_shared<int>(0);
    CLI::App* imps = app.add_subcommand("imps", "IMPs for a difference in points (WBF scale)");
    // Any whole number an int holds: beyond 4000 points every difference is 24 IMPs.
    imps->add_option("difference", *difference, "points difference")
        ->required()
        ->check(wholeNumber(std::numeric_limits<int>::min(), std::numeric_limits<int>::max()));
    imps->callback([difference, &context] { context.out << core::impsFor(*difference) << "\n"; });

    auto margin = std::make_shared<double>(0);
    auto boards = std::make_shared<int>(0);
    CLI::App* vp = app.add_subcommand("vp", "WBF 20-VP scale: VPs of both teams");
    // A margin beyond the scale's blitz (15 times the square root of the boards) is 20-0 anyway;
    // the bound only keeps nan, inf and typing slips out.
    vp->add_option("imps", *margin, "IMP margin of the first team")
        ->required()
        ->check(decimalNumber(-100000, 100000));
    vp->add_option("boards", *boards, "boards in the match")
        ->required()
        ->check(wholeNumber(1, kMostBoards));
    vp->callback([margin, boards, &context] {
        auto [a, b] = core::wbfVictoryPoints(*margin, *boards);
        char line[64];
        std::snprintf(line, sizeof line, "%.2f %.2f", a, b);
        context.out << line << "\n";
    });
}

} // namespace overplay::app
