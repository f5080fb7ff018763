// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A section as another scoring program recorded it: its pairs as they were numbered there and
// every traveller line, read from that program's results file (USEBIO XML, PBN). A
// simultaneous pairs takes each club's section this way, whatever the club scores with; the
// store rebuilds the movement from who met whom on which boards.

#include "core/Contract.h"
#include "core/Lin.h"
#include "core/Pbn.h"
#include "core/Session.h"

#include <array>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace overplay::core {

/// A pair's number as a results file prints it: "7", "1 NS", "NS1", "3EW", "(A) 1 NS".
struct PlayedPairNumber {
    std::string number; ///< the digits: "1"
    /// As the file says (core::Field): in a two-field movement NS pair 1 and EW pair 1 are
    /// two pairs; Any in one field (a Howell).
    Field field = Field::Any;
    std::string section; ///< the section the file put before it ("A" of "(A) 1 NS"), if any
};

/// Where a line stands in its file, as a director finds it there: "board 16, 3 NS v 11 EW
/// (line 40)", the pairs as the file writes them.
std::string playedLineWhere(int board, std::string_view ns, std::string_view ew, long long line);

/// A whole number as a results file writes it in a cell: "420", "+140", "-50", white space
/// around; none for anything else (a sign alone, "A60", more than seven characters).
std::optional<int> readFileNumber(std::string_view cell);

/// A percentage as a results file writes it ("57.50", "57.5%"); none for anything else.
std::optional<double> readFilePercent(std::string_view cell);

/// A pair's total as a results file writes it ("27.6", "-5.5"); none for anything else.
std::optional<double> readFileTotal(std::string_view cell);

/// A duplicate whist line's tricks, 0..13: none when the cell is empty ("", "-", "?").
/// Throws InputError "tricks 'TEXT' are not 0 to 13" for anything else.
std::optional<int> readFileTricks(std::string_view cell);

/// A score cell: none when it is empty ("", "-", "?"), its points when readFileNumber reads them.
/// Throws InputError "score 'TEXT' is not a number of points" for anything else (99999999999999,
/// "12a"): a score the file gives and Overplay cannot read is never replaced by its own.
std::optional<int> readFileScore(std::string_view cell);

/// Reads a pair number as files print it. Throws InputError when there is no number in it.
PlayedPairNumber readPlayedPairNumber(std::string_view text);

/// One pair of the section, with its players' names and member numbers (either may be empty).
struct PlayedPair {
    std::string number;
    Field field = Field::Any;
    std::vector<std::string> players;
    std::vector<std::string> memberNumbers; ///< beside players, "" for a player without one
    /// The pair's percentage as the file ranks it (USEBIO's PERCENTAGE, PBN's
    /// TotalPercentage), when it gives one: compared with the ranking after the upload, so a
    /// ruling the file has no place for (a procedural penalty, a fouled board) is said.
    std::optional<double> filePercent = {};
    /// The pair's total as the file ranks it (USEBIO's TOTAL_SCORE, PBN's TotalScoreMP,
    /// TotalScoreIMP or TotalScoreTricks), when it gives one: compared as filePercent is where
    /// the method has no percentage (IMPs, whist).
    std::optional<double> fileScore = {};
};

/// One line of a traveller: the two pairs by their numbers, and what happened.
struct PlayedLine {
    int board = 0;
    std::string ns; ///< the number of the pair that held the North-South cards
    std::string ew; ///< the number of the pair that held the East-West cards
    /// The fields of those pairs when the file names them ("2EW" holding North-South on an
    /// arrow-switched board); Any: the field of the cards held.
    Field nsField = Field::Any;
    Field ewField = Field::Any;
    std::optional<Play> play;
    std::optional<AdjustedScore> adjusted;
    /// A weighted score (Law 12C1(c)), in the words `result --weighted` takes.
    std::optional<WeightedScore> weighted;
    /// Duplicate whist: the tricks North-South took, the whole result.
    std::optional<int> whistTricksNs;
    std::optional<Card> lead;
    /// A score alone, when the file gives no contract (a club's score-only slips).
    std::optional<int> scoreOnlyNs;
    /// The table did not play the board.
    bool notPlayed = false;
    /// The file's own North-South score for the play, checked against the event's boards.
    std::optional<int> fileScoreNs;
    /// The round and table the board was played at, where the file records them (a
    /// Bridgemate's results); 0 where it does not, and the rounds are rebuilt from the lines.
    int round = 0;
    int table = 0;
    /// Where the line stands in its file, for messages: "board 3, line 2".
    std::string where;
};

/// A section of a results file.
struct PlayedSection {
    std::string program; ///< the program that wrote the file, when it says
    std::string event;   ///< the event's name in the file
    std::string club;    ///< the club's name in the file
    std::string date;    ///< YYYY-MM-DD when the file gives one
    std::string letter;  ///< the file's section letter, when it has several
    /// The file's code for its scoring method, as written (USEBIO's BOARD_SCORING_METHOD:
    /// "CROSS_IMPS"; PBN's Scoring: "IMP"); empty when it gives none.
    std::string scoring;
    /// NS and EW pairs numbered apart (a Mitchell); decided from the lines when the file
    /// does not say (settleFields).
    bool twoFields = false;
    std::vector<PlayedPair> pairs;
    std::vector<PlayedLine> lines;
    /// Rows the reader could not take as results (a traveller row with neither a contract
    /// nor a score), each with where it stands; reported, never silently dropped.
    std::vector<std::string> skipped;
    /// What the director should look at though it was taken (a board with no result taken as
    /// not played, a substitute), each with where it stands.
    std::vector<std::string> notes;
    /// Boards between the first and the last that no file holds and whose tables the boards
    /// beside them cannot tell (rounds of one board): the section cannot be made whole
    /// without them, so it is not uploaded until the files that hold them are given.
    std::set<int> untoldBoards;
};

/// Board numbers as notes and messages list them: "3, 5, 7".
std::string boardList(const std::set<int>& boards);

/// Decides PlayedSection::twoFields when no pair's field is known: one field unless some
/// number sits North-South on a board and East-West on the same board (one pair cannot play
/// a board twice; in a Mitchell NS 1 and EW 1 both play board 1). Pairs named in the lines
/// but absent from `pairs` are added, without names; every pair gets the field it played in.
void settleFields(PlayedSection& section);

/// A PBN results file as a played section: each board's [ScoreTable] (PairId_NS, PairId_EW,
/// Contract, Declarer, Result, Lead, Score_NS/Score_EW or Score), or games that each hold
/// one result (Contract, Declarer, Result, Score, PairId_NS, PairId_EW); names from a
/// [TotalScoreTable] (PairId, Names or Name, Direction when given). Throws InputError when the
/// file holds no result with both pairs' numbers.
PlayedSection playedSectionFromPbn(const PbnFile& file);

/// One table's board of an online tournament, however the site wrote it down (a LIN file's
/// board, a row of a traveller page, a PBN game with the four players' names): who sat where,
/// and what happened there.
struct SeatedResult {
    std::string file; ///< the file it is in, as messages name it
    int line = 0;     ///< its line in that file
    int board = 0;
    std::array<std::string, 4> players;       ///< the players' names by Seat
    std::array<std::string, 4> memberNumbers; ///< by Seat, when the file gives them
    std::optional<Deal> deal;                 ///< when the file gives it
    /// The result: play (with lead and the file's score), adjusted score, or notPlayed.
    /// board, ns, ew and where are filled in by playedSectionFromSeats.
    PlayedLine result;
    /// Why there is no result, when notPlayed: said to the director.
    std::string noResult;
};

/// An online tournament's tables as a played section. A pair is who sat North-South or
/// East-West together; a player is in one pair all session, so a pair whose partner was
/// replaced keeps its number and lists the substitute after its two players, as played (with
/// a note naming the boards). Pairs are numbered 1, 2, … as they first appear, North-South
/// before East-West. The same table's board given twice (two downloads) is taken once. A
/// table without a result is kept as not played and noted; a board missing between the first
/// and the last, or played at fewer tables than the others, is noted too: never dropped in
/// silence. Throws InputError naming the file and line for a player not named (`namesFrom`
/// says where the names should be, "pn"), one player in two seats, a board dealt two ways,
/// two players of one pair playing against each other.
PlayedSection playedSectionFromSeats(const std::vector<SeatedResult>& tables,
                                     std::string_view namesFrom);

/// One LIN file of an online tournament, named as messages name it.
struct LinResults {
    std::string file;
    std::vector<LinBoard> boards;
};

/// A BBO tournament's boards (the LIN files of its tables: deal, auction, play, claim and the
/// players' BBO names) as a played section, by playedSectionFromSeats. A table's board
/// without a result (an auction or play that stops, no claim) is taken as not played and
/// noted. Throws InputError naming the file and line for a board without a number, and for
/// what playedSectionFromSeats refuses.
PlayedSection playedSectionFromLin(const std::vector<LinResults>& files);

/// A contract and result as files write them: "4S", "4 S", "3NT", "3N", "5Sx", "PASS"; a
/// result "=", "+2", "-1" or the tricks taken ("10"). An adjusted score ("A60/A40") in place
/// of the contract is read as one. Throws InputError naming what is wrong.
void readPlayedResult(PlayedLine& line, std::string_view contract, std::string_view declarer,
                      std::string_view result);

} // namespace overplay::core
