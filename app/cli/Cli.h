// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// overplay-cli: the command-line contract of docs/cli.md. Exit status 0 success, 1 the
// data is wrong (one clear line on stderr), 2 a usage error.

#include "core/Card.h"
#include "core/Contract.h"
#include "core/Csv.h"
#include "core/Files.h"
#include "core/Pbn.h"
#include "movements/BoardPlacements.h"
#include "movements/Labels.h"

#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace CLI {
class App;
class Validator;
} // namespace CLI

namespace overplay::core {
struct PlayedSection;
} // namespace overplay::core

namespace overplay::db {
class EventStore;
struct OpenOptions;
struct StoredLine;
} // namespace overplay::db

namespace overplay::app {

/// Reads a USEBIO results file into its sections. Its XML reader is Qt's, so only the program
/// with every command has one; overplay-cli links no Qt.
using ReadUsebio = std::vector<core::PlayedSection> (*)(std::string_view xml);

/// Where a command writes. Tests pass string streams.
struct CliContext {
    std::ostream& out;
    std::ostream& err;
    /// Null in a program without Qt: a command that meets a USEBIO file throws
    /// NeedsWholeOverplay before it has changed anything.
    ReadUsebio usebio = nullptr;
};

/// Thrown by a command, before it has changed anything, for work only the program with every
/// command can do (reading USEBIO's XML): runCliWith hands the whole command line to that
/// program when there is one beside this one, and otherwise prints `message` (exit status 1).
struct NeedsWholeOverplay {
    std::string message;
};

/// Runs overplay-cli with the given arguments (argv[0] is the program name), every command
/// in this process.
int runCli(int argc, const char* const* argv, std::ostream& out, std::ostream& err);

/// Registers the commands that paint or serve (export, cards, serve, backup): they need Qt's
/// Gui and Network, whose loading alone costs more than a calculation.
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
    /// The USEBIO reader, in the program that links Qt.
    ReadUsebio usebio = nullptr;
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

/// A contract played, from the words after a line's pairs as the console reads a line
/// (core::readResultLine): "4S N =", "4SX by N -2", "3NT S 10 HK" (the lead, if any, goes to
/// `lead`), "PASS" (nothing after it). With --tricks T (`tricks` >= 0) the words are CONTRACT
/// [by] DECLARER alone.
core::Play playOfWords(const std::vector<std::string>& words, int tricks,
                       std::optional<core::Card>& lead);

/// A CSV file a director exported from a spreadsheet: UTF-8 (a byte-order mark is fine), or a
/// plain line saying what to do instead of a parser's complaint further on. Read through
/// core::readUserFile: a regular file of at most `maxBytes`.
std::string readUtf8File(const std::string& path, std::size_t maxBytes);
/// CSV rows, with a problem of the file's shape named by the file ("PAIRS.csv line 3: …").
std::vector<core::CsvRow> readCsvFile(const std::string& path,
                                      std::size_t maxBytes = core::kMaxListFileBytes);

/// A PBN file: UTF-8, or ISO 8859-1 as PBN 2.1 itself specifies; a problem named by the file.
core::PbnFile readPbnFile(const std::string& path);

/// How every command opens an event: the audit log names the user the shell runs as ($USER).
db::OpenOptions storeOptions(bool readOnly = false);

/// An entry typed by its label, in an event of one section or of several ("B1NS"): its
/// number within its section, whose section the store then works in. Every entry of one
/// command must be of the same section (core::InputError otherwise).
int readInSection(db::EventStore& store, std::string_view typed,
                  movements::Field where = movements::Field::Any);

/// The team a word names in a one-section team event: its name as `teams --import` gave it
/// (any case, spaces aside), its number or its letter; nullopt for anything else.
std::optional<int> readTeam(const db::EventStore& store, std::string_view typed);

/// The two pairs of a traveller line as typed: the section both play in, and their numbers
/// in that section's movement (ns holding the North-South cards).
struct LinePairs {
    std::size_t section = 0;
    int ns = 0;
    int ew = 0;
};

/// Reads the pairs of traveller lines as every command that names a line takes them (result,
/// correct, results --import, delete, foul --group): exactly as `missing`, the guide cards and
/// `draw` print them. A label with its direction ("2EW") names its pair in either place, so an
/// arrow-switched round's line goes in as `missing` prints it (2EW holding North-South); a
/// bare number takes its place's direction; lines typed by field in a switched round (1NS v
/// 2EW) are the switched round's line. In a team event a team's name, number or letter stands
/// for its pair holding those cards on that board. Refusals are one core::InputError.
class LineReader {
public:
    explicit LineReader(const db::EventStore& store);
    LineReader(const LineReader&) = delete;
    LineReader& operator=(const LineReader&) = delete;

    /// The line of `board` between the pairs typed. `asPlayed`: the director's ruling that
    /// they sat as typed, whatever the movement says (no field or placement is checked).
    LinePairs read(int board, std::string_view ns, std::string_view ew,
                   bool asPlayed = false) const;

private:
    std::vector<movements::Section> m_sections;
    std::vector<std::pair<int, std::string>> m_teamNames; ///< team number, name given
    std::vector<movements::BoardPlacements> m_placements; ///< one a section, reading m_sections
};

/// A stored line's result as the command line prints it: "4S by N =, lead HK, NS +420",
/// "adjusted A+/A-", "passed out", "score +140, NS +140" (core::resultSummary, then the lead,
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
