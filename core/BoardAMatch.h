// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Board-a-match (point-a-board): each board of a team match is won, tied or lost on the
// team's total score at the two tables.

namespace overplay::core {

/// The points a board is worth: 1 / ½ / 0 (ACBL, WBF) or 2 / 1 / 0 (often in the UK).
enum class BamScale { OneHalfZero, TwoOneZero };

/// A team's board-a-match points for its net score on a board (its North-South score at
/// one table plus its East-West score at the other): win, tie or lose.
double boardAMatchPoints(int netScore, BamScale scale = BamScale::OneHalfZero);

/// What a won board is worth on the scale: 1 or 2.
double boardAMatchWin(BamScale scale);

} // namespace overplay::core
