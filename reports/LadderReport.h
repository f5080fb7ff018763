// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The club ladder as a report: rich text (a heading and a table) for the console's view and
// its PDF, and a whole web page (`overplay-cli ladder --html`) to publish beside the results.

#include "core/Ladder.h"
#include "db/Roster.h"

#include <string>
#include <vector>

namespace overplay::reports {

/// What the ladder's heading says.
struct LadderTitle {
    std::string club;   ///< the club's name; "" when not set
    std::string season; ///< "1 Sep 2026 to 31 Aug 2027", "" for every recorded event
    int events = 0;     ///< events recorded in the season
    int best = 0;       ///< N of "best N"; 0 when every event counts
};

/// A season's ladder as a club's roster gives it, with its heading.
struct SeasonLadder {
    std::vector<core::LadderRow> rows;
    LadderTitle title;
};

/// The ladder of the events recorded between `from` and `to` (YYYY-MM-DD, either empty for
/// an open end; InputError for another date) on the best `best` percentages (0: all).
SeasonLadder seasonLadder(const db::Roster& roster, const std::string& from, const std::string& to,
                          int best);

/// The ladder as rich text: place, member, member number, events, average, best-N total.
std::string ladderHtml(const std::vector<core::LadderRow>& rows, const LadderTitle& title);

/// A whole HTML page of the ladder, laid out for printing from a browser.
std::string ladderPage(const std::vector<core::LadderRow>& rows, const LadderTitle& title);

/// The ladder as plain text, one member a line, for the command line.
std::string ladderText(const std::vector<core::LadderRow>& rows, const LadderTitle& title);

} // namespace overplay::reports
