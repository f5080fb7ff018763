// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Small text helpers shared by the printed documents and the web pages: suits as symbols,
// contracts, scores and points as a director writes them. Every function returns HTML-safe
// text unless its name says otherwise.

#include "core/Card.h"
#include "core/Ranking.h"
#include "core/ResultText.h"
#include "core/Session.h"
#include "core/WhistTrump.h"

#include <string>
#include <string_view>
#include <vector>

namespace overplay::reports {

using core::suitSymbol;
/// Duplicate whist's trump slip as printed: "♥7" for the card turned, "♥" for a suit
/// declared.
std::string trumpSymbolText(const core::TrumpSlip& slip);
using core::strainSymbol;
/// Red for hearts and diamonds.
bool isRed(core::Suit suit);

/// Escapes & < > " for HTML text and attributes.
std::string htmlEscape(std::string_view text);

/// A suit symbol wrapped in a span of class "red"/"black" (CSS colours it) or, with
/// inlineColour, an inline colour style (for Qt's rich text, which knows no classes).
std::string suitHtml(core::Suit suit, bool inlineColour = false);

/// A hand's holding in one suit "AKT3", "—" for a void.
std::string holdingText(const core::Hand& hand, core::Suit suit);

/// Contract as HTML with the strain's symbol: "4♠X", "3NT", "PASS".
std::string contractHtml(const core::Contract& contract, bool inlineColour = false);
/// A strain as HTML: the suit's symbol coloured (as suitHtml), or "NT".
std::string strainHtml(core::Strain strain, bool inlineColour = false);
/// A line's result as every front end words it (core::resultWords: "4♠X by N -2", "A+/A-",
/// "score +140", …) as HTML, the red suits coloured.
std::string resultHtml(const core::TravellerLine& line, bool inlineColour = false);
/// Plain contract text "4SX", "3NT", "PASS".
std::string contractText(const core::Contract& contract);

/// Lead as HTML "♥K".
std::string cardHtml(core::Card card, bool inlineColour = false);

/// The contract column of a traveller line: contract, or the adjusted score ("A+/A-").
std::string lineContractHtml(const core::TravellerLine& line, bool inlineColour = false);
/// "=", "+1", "-2", or tricks for whist; "" for adjusted lines.
std::string lineResultText(const core::TravellerLine& line);
/// "N", "E", "S", "W" or "".
std::string lineDeclarerText(const core::TravellerLine& line);
/// A whist line's tricks for one side (the other side took the rest of the 13); "" when the
/// line holds no tricks.
std::string whistTricksText(const core::TravellerLine& line, bool northSouth);

/// Matchpoints and IMPs without noise: "6", "5.5", "-3.25" (at most two decimals).
std::string pointsText(double value);
/// The decimals a column of points needs so every value in it shows exactly as pointsText
/// would (0, 1 or 2): a printed column keeps one number of decimals.
int columnDecimals(const std::vector<double>& values);
/// A value with exactly `decimals` decimals ("6.00", "5.50"), never "-0".
std::string pointsText(double value, int decimals);
/// "58.21" (two decimals, as CLI.md's percentages): the core's one spelling.
using core::percentText;

/// "None", "N-S", "E-W", "All" as printed on a board: the core's one spelling.
using core::vulnerabilityLabel;
/// "North", "East", "South", "West".
std::string seatName(core::Seat seat);

/// What a scoring method is called: for a director and in the file formats.
struct ScoringNames {
    const char* label = "";  ///< "Matchpoints", "Cross-IMPs", …
    const char* points = ""; ///< the points column: "MP", "IMPs", "Pts", "Tricks"
    const char* pbn = "";    ///< PBN's [Scoring]: "MP", "IMP", "BAM"; "" for whist
    const char* usebio = ""; ///< USEBIO's BOARD_SCORING_METHOD: "MATCH_POINTS", …, "OTHER"
};
const ScoringNames& scoringNames(core::ScoringMethod method);

/// The scoring method as a director reads it: "Matchpoints", "Cross-IMPs", …
std::string methodLabel(core::ScoringMethod method);
/// What the points column is called: "MP", "IMPs", "VP", "Tricks".
std::string pointsLabel(core::ScoringMethod method);

} // namespace overplay::reports
