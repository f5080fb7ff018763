#pragma once
// overplay-cli: the command-line contract of ../shared/CLI.md. Exit status 0 success, 1 the
// data is wrong (one clear line on stderr), 2 a usage error.

#include <iosfwd>

namespace CLI {
class App;
}

namespace overplay::app {

/// Where a command writes. Tests pass string streams.
struct CliContext {
    std::ostream& out;
    std::ostream& err;
};

/// Runs overplay-cli with the given arguments (argv[0] is the program name).
int runCli(int argc, const char* const* argv, std::ostream& out, std::ostream& err);

/// Thrown by a command for a usage problem CLI11 cannot see (exit status 2).
struct UsageError {
    const char* message;
};

// Each family of subcommands registers itself here; see the matching Cmd*.cpp file.
void addCalculationCommands(CLI::App& app, CliContext& context); // score, imps, vp
void addEventCommands(CLI::App& app, CliContext& context);    // new, pairs, hands, result(s), …
void addMovementCommands(CLI::App& app, CliContext& context); // movement, check, list
void addServeCommands(CLI::App& app, CliContext& context);    // serve (table scoring)
void addExportCommands(CLI::App& app, CliContext& context);   // export, cards
void addTeamCommands(CLI::App& app, CliContext& context);     // teams (names, rosters)

} // namespace overplay::app
