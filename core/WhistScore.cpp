// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/WhistScore.h"

#include <stdexcept>

namespace overplay::core {

namespace {
void checkTricks(int tricks) {
    if (tricks < 0 || tricks > 13)
        throw std::invalid_argument("tricks must be 0..13");
}
} // namespace

int teamTricks(int nsTricksWhereTeamSatNs, int nsTricksWhereTeamSatEw) {
    checkTricks(nsTricksWhereTeamSatNs);
    checkTricks(nsTricksWhereTeamSatEw);
    return nsTricksWhereTeamSatNs + (13 - nsTricksWhereTeamSatEw);
}

int teamTrickGain(int nsTricksWhereTeamSatNs, int nsTricksWhereTeamSatEw) {
    return teamTricks(nsTricksWhereTeamSatNs, nsTricksWhereTeamSatEw) - 13;
}

int pairTrickGain(int tricksOfPair, int tricksOfOtherPairWithSameCards) {
    checkTricks(tricksOfPair);
    checkTricks(tricksOfOtherPairWithSameCards);
    return tricksOfPair - tricksOfOtherPairWithSameCards;
}

double whistMatchPoints(int netTricks) {
    if (netTricks > 0)
        return 1.0;
    return netTricks == 0 ? 0.5 : 0.0;
}

AverageScores scoresAgainstAverage(std::span<const int> totals) {
    AverageScores result;
    if (totals.empty())
        return result;
    long long sum = 0;
    for (int t : totals)
        sum += t;
    result.average = static_cast<double>(sum) / static_cast<double>(totals.size());
    result.plusMinus.reserve(totals.size());
    for (int t : totals)
        result.plusMinus.push_back(t - result.average);
    return result;
}

} // namespace overplay::core
