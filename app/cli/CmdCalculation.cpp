// score, imps, vp: the pure calculations of the command line.
#include "app/cli/Cli.h"

#include "core/Board.h"
#include "core/Contract.h"
#include "core/DuplicateScore.h"
#include "core/Error.h"
#include "core/Imps.h"
#include "core/VictoryPoints.h"

#include <CLI/CLI.hpp>

#include <cstdio>
#include <memory>
#include <ostream>

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

void runScore(const ScoreOptions& o, CliContext& context) {
    const core::Contract contract = core::parseContract(o.contract);
    core::Play play;
    if (contract.isPassedOut()) {
        play = core::Play{contract, core::Seat::North, 0};
    } else {
        auto declarer = core::parseSeat(o.declarer);
        if (!declarer)
            throw core::InputError("declarer '" + o.declarer + "' is not N, E, S or W");
        if (o.tricks >= 0)
            play = core::makePlayWithTricks(contract, *declarer, o.tricks);
        else if (!o.result.empty())
            play = core::makePlay(contract, *declarer, o.result);
        else
            throw UsageError{"give a RESULT (=, +k, -k) or --tricks T"};
    }
    if (o.game == "duplicate") {
        context.out << core::northSouthScore(play, vulnerabilityOption(o)) << "\n";
        return;
    }
    throw UsageError{"--game must be duplicate or auction"};
}

} // namespace

void addCalculationCommands(CLI::App& app, CliContext& context) {
    auto options = std::make_shared<ScoreOptions>();
    CLI::App* score = app.add_subcommand("score", "North-South score of one contract played");
    score->add_option("contract", options->contract, "4S, 3NTX, 6CXX or PASS")->required();
    score->add_option("declarer", options->declarer, "N, E, S or W");
    score->add_option("result", options->result, "=, +k or -k");
    score->add_option("--tricks", options->tricks, "tricks taken by declarer (0..13)")
        ->check(CLI::Range(0, 13));
    auto* vul = score->add_option("--vul", options->vul, "none, ns, ew or all");
    score->add_option("--board", options->board, "vulnerability from the board number")
        ->excludes(vul)
        ->check(CLI::PositiveNumber);
    score->add_option("--game", options->game, "duplicate (default) or auction");
    score->callback([options, &context] { runScore(*options, context); });

    auto difference = std::make_shared<int>(0);
    CLI::App* imps = app.add_subcommand("imps", "IMPs for a difference in points (WBF scale)");
    imps->add_option("difference", *difference, "points difference")->required();
    imps->callback([difference, &context] { context.out << core::impsFor(*difference) << "\n"; });

    auto margin = std::make_shared<double>(0);
    auto boards = std::make_shared<int>(0);
    CLI::App* vp = app.add_subcommand("vp", "WBF 20-VP scale: VPs of both teams");
    vp->add_option("imps", *margin, "IMP margin of the first team")->required();
    vp->add_option("boards", *boards, "boards in the match")->required()->check(
        CLI::PositiveNumber);
    vp->callback([margin, boards, &context] {
        auto [a, b] = core::wbfVictoryPoints(*margin, *boards);
        char line[64];
        std::snprintf(line, sizeof line, "%.2f %.2f", a, b);
        context.out << line << "\n";
    });
}

} // namespace overplay::app
