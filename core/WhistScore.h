// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Duplicate whist (Foster's Complete Hoyle, "Duplicate Whist"): tricks, not points, are
// compared. A team's pairs hold the North-South cards at one table and the East-West cards
// of the same deal at the other, so between them they held all 52 cards; any total other
// than 13 is a gain or a loss. Compass whist compares each pair's total with the average of
// its direction.

#include <span>
#include <vector>

namespace overplay::core {

/// A team's tricks on one deal: its North-South tricks at one table plus its East-West
/// tricks (13 − North-South's) at the other. Throws std::invalid_argument outside 0..13.
int teamTricks(int nsTricksWhereTeamSatNs, int nsTricksWhereTeamSatEw);

/// The team's gain on the deal: teamTricks − 13 (the other team's is its negative).
int teamTrickGain(int nsTricksWhereTeamSatNs, int nsTricksWhereTeamSatEw);

/// Pair against pair: the tricks one pair took minus those another took with the same cards.
int pairTrickGain(int tricksOfPair, int tricksOfOtherPairWithSameCards);

/// The result of a match on tricks: 1 won, ½ tied, 0 lost, for a net trick gain.
double whistMatchPoints(int netTricks);

/// Compass whist's scores against the average: each pair's total tricks in one direction,
/// the average of those totals, and each total as plus or minus that average.
struct AverageScores {
    double average = 0;
    std::vector<double> plusMinus; ///< total − average, in the order of the totals
};

/// Averages one direction's totals (the North-South pairs, or the East-West pairs) and
/// scores each against the average. An empty list gives an empty result.
AverageScores scoresAgainstAverage(std::span<const int> totals);

} // namespace overplay::core
