// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// BBO's travellers: the page Bridge Base Online shows for each board of a tournament (its
// "My Hands" traveller, one page a board, saved from the browser as HTML or copied as text
// with a tab between cells). The layout is the one the public tools that read these pages
// rely on (BBO Helper's traveller.js by Matthew Kidd; the bboparse traveller readers): a title
// row "Board N …", a header row naming its columns (North, South, East, West, Result,
// "NS Points" or "EW Points", Score, Movie, Time), then a row a table. Result is the contract
// with its declarer and tricks ("4♠N+1", "3NTS=", "2♥xW-2", "PASS", an adjusted score
// "A60/40"); the points are North-South's (East-West's under "EW Points"); Movie's link holds
// the table's LIN (hv_popuplin('…') or "lin=…"), which gives the board's number and deal.

#include "core/PlayedSection.h"

#include <string>
#include <string_view>
#include <vector>

namespace overplay::core {

/// One saved traveller page: its name as messages name it, and its text.
struct BboTravellerPage {
    std::string file;
    std::string text;
};

/// Whether a file's first bytes are a web page ("<!DOCTYPE html", "<html", "<table", …) rather
/// than XML: how a traveller saved from BBO is told from a USEBIO file.
bool isHtmlStart(std::string_view start);

/// Whether a text (not HTML) holds a traveller's header row: North, South, East, West and
/// Result cells between tabs.
bool isTravellerText(std::string_view text);

/// A BBO tournament's travellers as a played section (playedSectionFromSeats): each row one
/// table's board, the players by their BBO names. A row with no result is kept as not played
/// and noted; a row that is not a result (too few cells) is listed in skipped. Throws
/// InputError naming the file and line for a result that cannot be read, a page that does not
/// say which board it is, and for what playedSectionFromSeats refuses.
PlayedSection playedSectionFromBboTravellers(const std::vector<BboTravellerPage>& pages);

/// A traveller's Result cell read into `line` (play or adjusted score): "4♠N+1", "4SN+1",
/// "3NTS=", "3NN=", "2♥xW-2", "PASS". Returns false for an empty cell (no result). Throws
/// InputError "result 'TEXT' …" for anything else.
bool readBboResult(std::string_view text, PlayedLine& line);

} // namespace overplay::core
