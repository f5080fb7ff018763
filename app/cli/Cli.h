// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// overplay-cli: the command-line contract of docs/cli.md. Exit status 0 success, 1 the
// data is wrong (one clear line on stderr), 2 a usage error.

#include "core/Contract.h"
#include "core/Csv.h"
#include "core/Pbn.h"
#include "movements/Labels.h"

#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

namespace CLI {
class App;
class Validator;
} // namespace CLI

namespace overplay::db {
class EventStore;
struct OpenOptions;
struct StoredLine;
} // namespace overplay::db

namespace overplay::app {

/// Where a command writes. Tests pass string streams.
struct CliContext {
    std::ostream& out;
    std::ostream& err;
};

/// Runs overplay-cli with the given arguments (argv[0] is the program name), every command
/// in this process.
int runCli(int argc, const char* const* argv, std::ostream& out, std::ostream& err);

/// Registers the commands that paint or serve (export, cards, serve, backup): they need Qt's
/// Gui, Network and HttpServer, whose loading alone costs more than a calculation.
using AddCommands = void (*)(CLI::App& app, CliContext& context);
/// Runs a whole command line in another program that has every command.
using RunElsewhere = int (*)(int argc, const char* const* argv, std::ostream& err);

/// Where the commands that paint or serve come from: registered in this process (add), or,
/// when this process was built without them, the command line handed whole to the program
/// that has them (elsewhere) whenever it names no command this one has, so help, unknown
/// commands and those commands behave exactly as in one program.
struct WindowCommands {
    AddCommands add = nullptr;
    RunElsewhere elsewhere = nullptr;
    /// When neither: what this build lacks, said at the end of --help.
    const char* missing = nullptr;
};

/// runCli with the commands that paint or serve from wherever `windows` says.
int runCliWith(int argc, const char* const* argv, std::ostream& out, std::ostream& err,
               WindowCommands windows);

/// Thrown by a command for a usage problem CLI11 cannot see (exit status 2).
struct UsageError {
    const char* message;
};

/// A CLI11 check that a value is a whole number in min..max. A number out of range is bad
/// data: runCli prints its one line ("--tricks: '14' is not in 0..13") with exit status 1;
/// text that is no number at all is a usage error (exit status 2).
/// A contract played, from RESULT or --tricks T (-1 when not given; exactly one of them
/// unless the board was passed out), read as every front end reads it (core/ResultText.h).
core::Play playOfArguments(const std::string& contract, const std::string& declarer,
                           const std::string& result, int tricks);

/// A file's bytes; InputError "PATH: cannot be read".
std::string readFile(const std::string& path);
/// A CSV file a director exported from a spreadsheet: UTF-8 (a byte-order mark is fine), or a
/// plain line saying what to do instead of a parser's complaint further on.
std::string readUtf8File(const std::string& path);
/// CSV rows, with a problem of the file's shape named by the file ("PAIRS.csv line 3: …").
std::vector<core::CsvRow> readCsvFile(const std::string& path);

/// A PBN file: UTF-8, or ISO 8859-1 as PBN 2.1 itself specifies; a problem named by the file.
core::PbnFile readPbnFile(const std::string& path);

/// How every command opens an event: the audit log names the user the shell runs as ($USER).
db::OpenOptions storeOptions(bool readOnly = false);

/// An entry typed by its label, in an event of one section or of several ("B1NS"): its
/// number within its section, whose section the store then works in. Every entry of one
/// command must be of the same section (core::InputError otherwise).
int readInSection(db::EventStore& store, std::string_view typed,
                  movements::Field where = movements::Field::Any);

/// A stored line's result as the command line prints it: "4S by N =, lead HK, NS +420",
/// "adjusted A+/A-", "passed out", "score +140, NS +140" (core::resultWords, then the lead,
/// the fouled copy and the score).
std::string lineWords(const db::StoredLine& line);

CLI::Validator wholeNumber(long long min, long long max);
/// The same for a decimal number: finite (no nan, no inf) and in min..max.
CLI::Validator decimalNumber(double min, double max);

/// The most a club's evening can hold; a bigger value is a typing slip, and would overflow
/// the board counts that follow from it.
inline constexpr int kMostTables = 200;
inline constexpr int kMostPairs = 2 * kMostTables;
inline constexpr int kMostTeams = kMostTables / 2;
inline constexpr int kMostRounds = 100;
inline constexpr int kMostBoardsPerRound = 64;
inline constexpr int kMostBoards = 999;

// Each family of subcommands registers itself here; see the matching Cmd*.cpp file.
void addCalculationCommands(CLI::App& app, CliContext& context); // score, imps, vp
void addEventCommands(CLI::App& app, CliContext& context);    // new, pairs, hands, result(s), …
void addMovementCommands(CLI::App& app, CliContext& context); // movement, check, list
void addServeCommands(CLI::App& app, CliContext& context);    // serve (table scoring), backup
void addServerCommands(CLI::App& app, CliContext& context);   // copy (file and server)
void addExportCommands(CLI::App& app, CliContext& context);   // export, cards
void addRubberCommands(CLI::App& app, CliContext& context);   // rubber (auction score sheets)
void addTeamCommands(CLI::App& app, CliContext& context);     // teams (names, rosters)
void addSectionCommands(CLI::App& app, CliContext& context);  // section/session add, carry
void addRosterCommands(CLI::App& app, CliContext& context);   // roster, ladder
void addStrataCommands(CLI::App& app, CliContext& context);   // strata (stratification)
void addRulingCommands(CLI::App& app, CliContext& context);   // foul, penalty, delete, audit,
                                                              // change-movement, late-pair, leaves

} // namespace overplay::app
