// SPDX-License-Identifier: GPL-3.0-or-later
// rubber: a rubber score sheet of auction bridge or three-hand auction from a list of deals.
#include "app/cli/Cli.h"
#include "app/cli/Subcommand.h"

#include "core/Error.h"
#include "core/Files.h"
#include "core/Path.h"
#include "core/RubberSheet.h"
#include "reports/RubberSheetReport.h"

#include <CLI/CLI.hpp>

#include <fstream>
#include <iterator>
#include <memory>
#include <ostream>
#include <sstream>
#include <string>

namespace overplay::app {

namespace {

struct RubberOptions {
    std::string file;
    std::string game = "auction";
    std::string laws = "foster";
    std::string html; ///< a printable page of the sheet, beside the text
    std::string title = "Rubber score sheet";
};

void runRubber(const RubberOptions& o, CliContext& context) {
    const auto game = core::parseRubberGame(o.game);
    if (!game)
        throw UsageError{"--game must be auction or three-hand"};
    const auto laws = core::parseAuctionLaws(o.laws);
    if (!laws)
        throw UsageError{"--laws must be foster or portland"};
    const std::string text = core::readUserFile(o.file, core::kMaxListFileBytes);
    core::RubberSheet sheet;
    try {
        sheet = core::scoreRubberSheet(*game, *laws, text);
    } catch (const core::InputError& e) {
        throw core::InputError(o.file + " " + e.what());
    }
    context.out << core::rubberSheetText(sheet);
    if (!o.html.empty()) {
        core::writeFileWhole(o.html, reports::rubberSheetPage(sheet, o.title),
                             "the score sheet's page");
        context.out << "wrote " << o.html << "\n";
    }
}

} // namespace

void addRubberCommands(CLI::App& app, CliContext& context) {
    auto [cmd, o] = addSubcommand(
        app, "rubber",
        "a rubber score sheet (auction bridge, three-hand auction) from a file of deals", context,
        runRubber);
    cmd->add_option("deals", o->file,
                    "DEALS.txt, one deal a line ('#' comments). auction: CONTRACT DECLARER TRICKS "
                    "[honours=[defenders:]simple|4|4-in-one-hand|5|…] "
                    "[chicane=[defenders:]single|double] [revoke=declarer|defenders]; "
                    "three-hand: CONTRACT PLAYER(A|B|C) TRICKS [honours=A,B,C,DUMMY] "
                    "[chicane=A,dummy], or penalty out-of-turn|exposed|double PLAYER. TRICKS: won "
                    "by declarer and dummy")
        ->required();
    cmd->add_option("--game", o->game, "auction (four hands, default) or three-hand");
    cmd->add_option("--laws", o->laws,
                    "foster (Whist Club of New York, default) or portland (Portland and Bath "
                    "Clubs, 1908)");
    cmd->add_option("--html", o->html, "also write the sheet as a printable web page (PAGE.html)");
    cmd->add_option("--title", o->title, "the sheet's heading on the page");
}

} // namespace overplay::app
