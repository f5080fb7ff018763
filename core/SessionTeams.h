// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Scoring teams: on every board the two tables of each match are found and compared (team
// IMPs, board-a-match, duplicate whist between teams), then each match is turned into VPs or
// a match won. Apart from core/Session.cpp because teams are ranked from their matches, not
// from a field of pairs: they share only the lines and the totals of SessionLines.h.
// Private to core/.

#include "core/SessionLines.h"

#include <vector>

namespace overplay::core::detail {

/// Scores the team methods; fills `teams` and their totals for the ranking.
void scoreTeams(const SessionInput& in, const Grouped& g, SessionResult& out,
                std::vector<int>& teams, std::vector<Totals>& totals);

} // namespace overplay::core::detail
