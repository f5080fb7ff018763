// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The printed documents of an evening, as PDF: before play the table guide cards, the pair
// movement cards (Howell's indicator cards, Foster's Duplicate Whist), blank travellers and pick-up
// slips; after play the rankings, filled travellers, personal score cards and the hand records with
// double-dummy tables and par.

#include "reports/EventSnapshot.h"
#include "reports/PrintedDocument.h"

#include <QString>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace overplay::reports {

/// One kind of printed page; a document is any list of them, printed in that order.
enum class PrintedPart {
    TableCards,      ///< one guide card per table
    PairCards,       ///< one movement card per entry, several a page
    BlankTravellers, ///< one per board, pairs filled in from the movement
    PickupSlips,     ///< one per table and round, several a page
    Rankings,        ///< final rankings, each field
    Travellers,      ///< each board's results
    ScoreCards,      ///< each entry's personal score card
    HandRecords,     ///< hand diagrams, double-dummy tables and par, six boards a page
};

/// What `cards` prints: table guide cards then pair movement cards.
std::vector<PrintedPart> cardParts();
/// What `export --pdf` prints: rankings, travellers, score cards, hand records.
std::vector<PrintedPart> resultParts();

/// "table-cards", "pair-cards", "blank-travellers", "pickup-slips", "rankings",
/// "travellers", "score-cards", "hand-records".
std::string printedPartName(PrintedPart part);
std::optional<PrintedPart> parsePrintedPart(std::string_view name);

/// The document (rich text and images) for these parts.
PrintedDocument printedDocument(const EventSnapshot& snapshot,
                                const std::vector<PrintedPart>& parts, Paper paper = Paper::A4);

/// Writes these parts as one PDF; returns the number of pages. Throws core::InputError when
/// the file cannot be written.
int writePrintedPdf(const EventSnapshot& snapshot, const std::vector<PrintedPart>& parts,
                    const QString& path, Paper paper = Paper::A4);

} // namespace overplay::reports
