// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The published results: a static HTML site in a folder. index.html holds the rankings and
// the list of boards; board-N.html each board's hand diagram, double-dummy table, par and
// traveller; pair-N.html each pair's personal score card; for a team event team-N.html each
// team's roster, matches and pairs, and the index its matches and running table. Every link
// has its page. Pages link both ways (a traveller
// line to the pair's card row, a card row to the traveller line). The pages are HTML5 that
// is also well-formed XML, need no script, fit a phone (viewport, one small style.css) and
// print cleanly.

#include "reports/EventSnapshot.h"

#include <string>
#include <vector>

namespace overplay::reports {

/// One file of the site: its name in the folder and its content.
struct SiteFile {
    std::string name;
    std::string content;
};

/// Every file of the site, index.html first.
std::vector<SiteFile> htmlSite(const EventSnapshot& snapshot);

/// Writes the site into `folder` (created if missing; files of the same names replaced).
/// Returns the number of files. Throws core::InputError when the folder cannot be written.
int writeHtmlSite(const EventSnapshot& snapshot, const std::string& folder);

/// File names, so tests and other pages agree: "board-7.html", "pair-3EW.html" (an entry's
/// page is named by its label: the program's own numbers stay inside).
std::string boardPageName(int board);
std::string pairPageName(const EventSnapshot& snapshot, int entry);
std::string teamPageName(int team);

} // namespace overplay::reports
