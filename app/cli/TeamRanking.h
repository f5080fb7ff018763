// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// `rank` for a team event: the teams by their name (or number) with their players, every
// match with both sides' IMPs and VPs (or board-a-match points) and its winner, and the
// running table round by round. All of it read from the ranking view (reports::rankingView,
// its teams), as the console's standings show it, so every output gives the same figures.

#include "db/EventStore.h"
#include "reports/RankingView.h"

#include <nlohmann/json.hpp>

#include <iosfwd>

namespace overplay::app {

/// "rankings", "matches", "runningTable" (and "bamScale" for board-a-match) of `rank --json`;
/// `view` is a team event's (RankingView::teams).
nlohmann::json teamRankingJson(const reports::RankingView& view, const db::EventInfo& info);

/// The readable `rank` of a team event; `view` is a team event's (RankingView::teams).
void printTeamRanking(const reports::RankingView& view, const db::EventInfo& info,
                      std::ostream& out);

} // namespace overplay::app
