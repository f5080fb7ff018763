// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// `rank` for a team event: the teams by their name (or number) with their players, every
// match with both sides' IMPs and VPs (or board-a-match points) and its winner, and the
// running table round by round. Built from reports' views, as the console and the documents
// show them, so every output gives the same figures.

#include "reports/EventSnapshot.h"

#include <nlohmann/json.hpp>

#include <iosfwd>

namespace overplay::app {

/// "rankings", "matches", "runningTable" (and "bamScale" for board-a-match) of `rank --json`.
nlohmann::json teamRankingJson(const reports::EventSnapshot& snapshot);

/// The readable `rank` of a team event.
void printTeamRanking(const reports::EventSnapshot& snapshot, std::ostream& out);

} // namespace overplay::app
