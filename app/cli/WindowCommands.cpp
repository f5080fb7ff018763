// SPDX-License-Identifier: GPL-3.0-or-later
// The commands that paint or serve, and the USEBIO reader, linked in: the console, the tests
// and overplay-cli-qt run every command in one process.
#include "app/cli/Cli.h"

#include "reports/UsebioReader.h"

namespace overplay::app {

namespace {

void addWindowCommands(CLI::App& app, CliContext& context) {
    addServeCommands(app, context);
    addExportCommands(app, context);
}

} // namespace

int runCli(int argc, const char* const* argv, std::ostream& out, std::ostream& err) {
    return runCliWith(argc, argv, out, err,
                      WindowCommands{addWindowCommands, nullptr, nullptr, reports::readUsebio});
}

} // namespace overplay::app
