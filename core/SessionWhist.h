// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Duplicate whist between pairs: compass whist, each pair against its own direction's average,
// and Foster's four- and six-pair schedules, where every two pairs play a match won on tricks.
// Apart from core/Session.cpp because whist counts tricks, not contract scores, and ranks by
// its own rules (overall winners, tricks as the tie-break). Whist between teams is a team
// method: SessionTeams.h. Private to core/.

#include "core/SessionLines.h"

#include <vector>

namespace overplay::core::detail {

/// Compass whist: each line's North-South tricks against the board's average.
void scoreCompassWhist(const SessionInput& in, const Grouped& g, SessionResult& out,
                       const EntryIndex& entries, std::vector<Totals>& totals);

/// Foster's four- and six-pair schedules: every board is played at two tables, and the
/// North-South tricks at one less those at the other are a gain for one pair of each match
/// and the same loss for its opponent. Each two pairs' boards make one match, won on tricks.
void scoreWhistPairMatches(const SessionInput& in, const Grouped& g, SessionResult& out,
                           const EntryIndex& entries, std::vector<Totals>& totals);

/// Compass whist's overall winners: the pairs furthest above their direction's average.
std::vector<int> compassWinners(const std::vector<Ranking>& rankings);

/// Whist scores are whole tricks or tricks against an average (a multiple of 1/n): sums of
/// the per-board shares are cleaned of rounding dust, so an even score prints as 0, never
/// as "-0.00".
void cleanWhistScores(std::vector<Ranking>& rankings);

} // namespace overplay::core::detail
