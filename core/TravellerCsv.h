// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Travellers as a spreadsheet writes them: one result a row, "board,ns,ew,contract,declarer,
// result[,lead]" (whist: "board,ns,ew,tricks"). The one reader of that file; the pairs stay as
// the file labels them ("3", "3EW", "A3") for the caller, who knows the event's movement, to
// place.

#include "core/Session.h"

#include <string>
#include <string_view>
#include <vector>

namespace overplay::core {

/// One result of a travellers file.
struct TravellerCsvRow {
    int line = 0;   ///< the file's line, for messages
    std::string ns; ///< the North-South pair as the file labels it
    std::string ew; ///< the East-West pair as the file labels it
    /// The board and its result: a contract played (with its lead), an adjusted score
    /// ("A+/A-"), a score alone ("+140"), a weighted score ("60% 4S N =, 40% 4S N -1") or, in
    /// whist, North-South's tricks. Its pairs (ns, ew) are left 0.
    TravellerLine result;
};

/// Reads a travellers file (RFC 4180 CSV; a first row that does not start with a digit is its
/// header; blank rows are passed over). Throws InputError "line N: WHAT" for the first row it
/// cannot read, and for a file cut off while it was written (a last row without a line end
/// and with fewer fields than the row before), never taking part of it.
std::vector<TravellerCsvRow> readTravellerCsv(std::string_view text, bool whist);

/// A row as the file writes it, what readTravellerCsv reads back the same: "3,1,4,4S,N,=,SK",
/// "3,1,4,A+/A-", "3,1,4,+140", "3,1,4,60% 4S N =, 40% 4S N -1" (quoted), "3,1,4,7" (whist).
/// With its line end.
std::string travellerCsvLine(const TravellerCsvRow& row);

} // namespace overplay::core
