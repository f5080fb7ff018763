// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// PBN (Portable Bridge Notation 2.1, tistis.nl/pbn): a tolerant reader of the files that
// dealing programs and scorers write, into plain values, and a writer of hand records and
// results. Every problem the reader meets is reported with its line number.

#include "core/Card.h"
#include "core/Contract.h"
#include "core/DoubleDummy.h"
#include "core/Types.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace overplay::core {

/// A line of section data (the text after a tag: auction calls, played cards, table rows),
/// split into tokens; a quoted string is one token without its quotes.
struct PbnSectionLine {
    int line = 0;
    std::vector<std::string> tokens;
};

/// One tag pair as written, with the section data that follows it.
struct PbnTag {
    std::string name;
    /// The value with PBN's escapes (\" and \\) undone; "#" already replaced by the previous
    /// game's value in PbnGame::tags (not in PbnGame::rawTags).
    std::string value;
    int line = 0;
    std::vector<PbnSectionLine> section;
    /// True when the value came from an earlier game ("#", or a tag the game left out).
    bool inherited = false;
};

/// One column of a table tag such as [ScoreTable "PairId_NS\2R;Contract\4L;Score_NS\4R"].
struct PbnColumn {
    std::string name;
    /// '+' ascending, '-' descending, 0 unsorted.
    char order = 0;
    /// Minimum width (0 when not given) and alignment 'L', 'R' or 0.
    int width = 0;
    char alignment = 0;
    friend bool operator==(const PbnColumn&, const PbnColumn&) = default;
};

/// A table tag (ScoreTable, TotalScoreTable, OptimumResultTable, …): columns and rows.
struct PbnTable {
    std::string name;
    int line = 0;
    std::vector<PbnColumn> columns;
    struct Row {
        int line = 0;
        std::vector<std::string> cells;
    };
    std::vector<Row> rows;
    /// Index of the column named `name`, if any.
    std::optional<std::size_t> column(std::string_view name) const;
};

/// One game (one board played at one table, or one hand record) read from a PBN file.
struct PbnGame {
    /// Line of the game's first tag.
    int line = 0;
    /// The game's tags in file order, first one wins for repeats (Note tags, which PBN
    /// repeats on purpose, are all kept), "#" resolved, tags inherited from the previous
    /// game appended at the end and marked.
    std::vector<PbnTag> tags;
    /// Every tag exactly as the file has it, repeats and "#" included.
    std::vector<PbnTag> rawTags;

    std::optional<int> board;
    std::optional<Seat> dealer;
    std::optional<Vulnerability> vulnerability;
    /// The deal when all four hands are known (or three, which fix the fourth).
    std::optional<Deal> deal;
    /// Which hands the Deal tag gave ("-" is an unknown hand).
    std::array<bool, 4> handKnown{};
    std::optional<Contract> contract;
    std::optional<Seat> declarer;
    /// Tricks declarer won (the Result tag).
    std::optional<int> result;
    /// The opening lead: the Lead tag, else the first card of the Play section.
    std::optional<Card> lead;
    /// Score for North-South (the Score tag, "NS 420", "EW -50", or declarer's "420").
    std::optional<int> scoreNS;
    /// The Date tag split up; each part empty when unknown ("2012.08.??").
    std::optional<int> year, month, day;
    /// DoubleDummyTricks, or else an OptimumResultTable, when present.
    std::optional<TrickTable> doubleDummyTricks;
    /// OptimumScore ("NS +400") for North-South.
    std::optional<int> optimumScoreNS;
    /// Table tags (names ending in "Table") with their columns and rows.
    std::vector<PbnTable> tables;

    /// The effective value of a tag, if the game has it.
    const PbnTag* tag(std::string_view name) const;
    std::string value(std::string_view name) const;
    const PbnTable* table(std::string_view name) const;
};

/// A problem the reader could step over, with the line it is on.
struct PbnWarning {
    int line = 0;
    std::string message;
    friend bool operator==(const PbnWarning&, const PbnWarning&) = default;
};

/// A whole file: its games, its "% …" escape lines, and the warnings.
struct PbnFile {
    std::vector<PbnGame> games;
    /// "2.1" from a "% PBN 2.1" line, if any.
    std::string version;
    /// Escape lines ("%" in the first column), without the "%".
    std::vector<std::string> escapes;
    std::vector<PbnWarning> warnings;
};

struct PbnReadOptions {
    /// Give a game that has no Board tag the board tags (Board, Dealer, Vulnerable, Deal)
    /// of the game before it, and any missing event tags (Event, Site, Date, …) of the
    /// game before it. Files that list each board's other tables this way (rpbridge.net)
    /// need it; the PBN standard's own way to say so is "#".
    bool inheritMissingTags = true;
};

/// Reads PBN text (any line endings, an optional UTF-8 byte-order mark). Throws InputError
/// "line N: …" for what makes the file unreadable: a tag pair that is not closed, a comment
/// that never ends, a Deal that is not a deal (wrong card count, a card twice, a bad rank).
/// Everything else the reader can step over is in PbnFile::warnings.
PbnFile readPbn(std::string_view text, const PbnReadOptions& options = {});

/// Reads the PBN file at `path` (at most kMaxResultsFileBytes) as readPbn reads its text, each
/// refusal one line that starts with the path: "PATH is UTF-16; save it as UTF-8" (not the
/// reader's "line 1"), "PATH line 3: …".
PbnFile readPbnFile(const std::string& path);

/// Parses a PBN Deal value ("N:AKQ.… …", first seat any, ranks in any order, either case,
/// "-" for an unknown hand). Returns the hands by seat and which were given. Throws
/// InputError naming the problem (without a line number).
struct ParsedPbnDeal {
    Deal deal;
    std::array<bool, 4> known{};
    /// All four hands known (after filling in a single unknown hand from the rest).
    bool complete = false;
};
ParsedPbnDeal parsePbnDeal(std::string_view value);

/// One board of a hand record: its deal, dealer and vulnerability, and the line of its game.
struct PbnBoardDeal {
    int board = 0;
    Seat dealer = Seat::North;
    Vulnerability vulnerability = Vulnerability::None;
    Deal deal;
    int line = 0;
};

/// The hand records of a file's games, one per board, in file order, for an event of
/// `boards` boards: a game's Dealer and Vulnerable tags, else the board number's (the Laws'
/// rotation). The same board may come again (a results file gives it once per table) with the
/// same deal. Throws InputError "line N: …" for a board outside 1..boards, a board given twice
/// with different deals, and a Dealer or Vulnerable tag whose value is not one (nothing is
/// replaced by a default silently); games without a board number or a whole deal are skipped.
std::vector<PbnBoardDeal> pbnBoardDeals(const PbnFile& file, int boards);

/// Parses a column specification "PairId_NS\2R;-Score\4L". Malformed parts are kept as names.
std::vector<PbnColumn> parsePbnColumns(std::string_view value);
/// Writes columns back: "PairId_NS\2R;Contract\4L".
std::string pbnColumnsText(const std::vector<PbnColumn>& columns);

// ---------------------------------------------------------------------------------------
// Writing

/// Quotes a tag value for PBN: backslash and double quote escaped.
std::string pbnQuote(std::string_view value);

/// Writes games: each tag on its own line in the order given, its section lines after it,
/// an empty line after each game. Tokens holding spaces are written quoted. The first line
/// is "% PBN 2.1" and "% EXPORT".
std::string writePbn(const std::vector<PbnGame>& games);

/// What the event tags of an exported file say.
struct PbnEventInfo {
    std::string event;
    std::string site;
    /// "YYYY.MM.DD"; "?" parts allowed ("2026.11.??").
    std::string date;
    /// "MP", "IMP", … (PBN's Scoring tag); empty writes "?".
    std::string scoring;
    /// Duplicate whist: no bridge tags (Vulnerable, Scoring, Declarer, Contract, Result, the
    /// double-dummy analysis), and a traveller of tricks (Tricks_NS, Tricks_EW), not scores.
    bool whist = false;
    /// PBN's Competition tag, written on every game when given: "Individuals" for an
    /// individual event, whose traveller numbers players, not pairs; "Teams" for a team event.
    std::string competition = {};
};

/// A hand record: the board, its deal and, when analysed, its double-dummy results.
struct PbnHandRecord {
    int board = 1;
    Seat dealer = Seat::North;
    Vulnerability vulnerability = Vulnerability::None;
    Deal deal;
    std::optional<TrickTable> doubleDummyTricks;
    std::optional<int> optimumScoreNS;
};

/// One game per board with the 15 mandatory tags in PBN's export order (Event, Site, Date,
/// Board, West, North, East, South, Dealer, Vulnerable, Deal, Scoring, Declarer, Contract,
/// Result), then DoubleDummyTricks and OptimumScore when known.
std::vector<PbnGame> handRecordGames(const PbnEventInfo& event,
                                     const std::vector<PbnHandRecord>& boards);

/// One table's result on a board (a traveller line).
struct PbnResultLine {
    std::string nsPair;
    std::string ewPair;
    /// Empty for a line with no contract played: written as "?", or as `ruling` says.
    std::optional<Contract> contract;
    /// What a line with no contract holds, written in its Contract cell as club scorers write
    /// it and the results upload reads it: an adjusted score ("A60/A40"), "NP" for a board
    /// not played, a weighted score's words. Empty: nothing ("-").
    std::string ruling;
    Seat declarer = Seat::North;
    int tricks = 0;
    std::optional<Card> lead;
    std::optional<int> scoreNS;
    std::optional<int> tricksNS; ///< duplicate whist: the tricks North-South took
    std::string northName, eastName, southName, westName;
};

/// A board with its results.
struct PbnBoardResults {
    PbnHandRecord hand;
    std::vector<PbnResultLine> lines;
};

/// One game per result line: the mandatory tags with Contract, Declarer, Result, then
/// Score ("NS 420") and, when known, Lead.
std::vector<PbnGame> resultGames(const PbnEventInfo& event,
                                 const std::vector<PbnBoardResults>& boards);

/// One game per board holding the hand record and a [ScoreTable] traveller with its column
/// specification (PairId_NS, PairId_EW, Contract, Declarer, Result, Lead, Score_NS, Score_EW;
/// for duplicate whist PairId_NS, PairId_EW, Tricks_NS, Tricks_EW).
std::vector<PbnGame> travellerGames(const PbnEventInfo& event,
                                    const std::vector<PbnBoardResults>& boards);

/// DoubleDummyTricks value: 20 hex digits, declarers N S E W, strains NT S H D C.
std::string doubleDummyTricksText(const TrickTable& table);
/// Parses a DoubleDummyTricks value; empty when it is not 20 hex digits of 0..13.
std::optional<TrickTable> parseDoubleDummyTricks(std::string_view value);
/// "NS 420", "EW 50" → score for North-South; a bare number is `declarer`'s side's score.
std::optional<int> parsePbnScore(std::string_view value, std::optional<Seat> declarer);

} // namespace overplay::core
