// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A traveller line's result as a scorer writes it, read and worded in one place for every
// front end: the console's entry line, the command line's arguments and CSV files, the
// phones' form and every printed or logged description of a line.
//
// The grammar of a whole line, in the order it is written on a traveller:
//
//   [NS-EW] CONTRACT [BY] DECLARER RESULT [LEAD]   4SX N -2   3NT by S =   3NT S 10   4H E +1 SK
//   [NS-EW] PASS                                 the board was passed out
//   [NS-EW] A | A+ | A- | A+/A- | A60/A40 | …    an artificial adjusted score
//   [NS-EW] TRICKS                               whist: tricks North-South took; bridge: the
//                                                contract and declarer of the line above
//   [NS-EW] [SCORE] +N | -N                      a slip that carries only North-South's score
//   [NS-EW] NP | NOT PLAYED                      the table did not play the board
//   [NS-EW] P% PLAY, Q% PLAY, …                  a weighted score (Law 12C1(c)):
//                                                60% 4S N =, 40% 4S N -1
//
// RESULT is "=", "+k", "-k" or the tricks taken (0..13). The optional "NS-EW" prefix ("3-8")
// names the pairs by their printed numbers when they are not the ones the movement suggests.
// Every refusal is a core::InputError of one sentence a director can act on.

#include "core/Card.h"
#include "core/Contract.h"
#include "core/Session.h"
#include "core/WeightedScore.h"

#include <optional>
#include <string>
#include <string_view>

namespace overplay::core {

/// One typed line, read. Exactly one of play, adjusted, tricks, score, weighted is set, or
/// none and notPlayed.
struct ResultLine {
    /// The pairs named at the front of the line ("3-8" gives "3" and "8"), as typed; empty
    /// when the line names none (the movement's pairs for that place are meant).
    std::string ns;
    std::string ew;
    std::optional<Play> play; ///< a contract played, or a passed-out board
    std::optional<AdjustedScore> adjusted;
    /// A bare number: whist tricks for North-South, or (bridge) the tricks declarer took in
    /// the contract of the line above.
    std::optional<int> tricks;
    /// A signed number: North-South's score, the only thing a score-only slip carries.
    std::optional<int> score;
    std::optional<WeightedScore> weighted; ///< outcomes weighted by the director
    bool notPlayed = false;                ///< the table did not play the board
    std::optional<Card> lead;
};

/// Reads a whole typed line (the grammar above).
ResultLine readResultLine(std::string_view text);

/// A contract played, its three parts given apart (command-line arguments, a CSV's fields, a
/// phone's buttons): "4SX" "N" "-2". A passed-out contract needs neither declarer nor result.
Play readPlay(std::string_view contract, std::string_view declarer, std::string_view result);

/// An opening lead "SK", "h7", "DT" or "D10".
Card readLead(std::string_view text);

/// Whether a word is an artificial adjusted score ("A", "A+", "A-/A+", "A60/A40", with a
/// typographic minus too) rather than a contract; "AP" (all pass) is not one.
bool isAdjustedScoreWord(std::string_view word);

/// "♠", "♥", "♦", "♣" (UTF-8): the one spelling of the suits' symbols, for the console, the
/// prints and the pages.
std::string suitSymbol(Suit suit);
/// "♠"… or "NT".
std::string strainSymbol(Strain strain);

/// How a contract's strain is written: as typed ("4S") or with the suit's symbol ("4♠").
enum class StrainSpelling { Letters, Symbols };

/// A contract "4SX", "3NT", "PASS" (or "4♠X" with symbols).
std::string contractWords(const Contract& contract,
                          StrainSpelling spelling = StrainSpelling::Letters);

/// A line's result in words, the same for the console, the command line, the phones and the
/// audit log: "4SX by N -2", "PASS", "A+/A-", "7 tricks to North-South" (whist), "not
/// played", a score-only slip's "score +140", or a weighted score's outcomes. A bridge result
/// reads back through
/// readResultLine. The lead, pairs and score are not part of it.
std::string resultWords(const TravellerLine& line,
                        StrainSpelling spelling = StrainSpelling::Letters);

/// A line's result as a sentence names it, for a refusal, a status line or a listing: "passed
/// out", "adjusted A+/A-", "no result" for a line that carries none, and otherwise
/// resultWords ("4SX by N -2", "not played"). A grid cell keeps resultWords' short "PASS".
std::string resultSummary(const TravellerLine& line,
                          StrainSpelling spelling = StrainSpelling::Letters);

} // namespace overplay::core
