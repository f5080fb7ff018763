// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The WBF continuous 20-victory-point scale (2013), with the concavity correction.

#include <utility>
#include <vector>

namespace overplay::core {

/// The WBF 20-VP scale for a match of `boards` boards: index M holds the winner's VP for an
/// integer IMP margin M (0 .. the blitz margin, where it reaches 20.00), in hundredths,
/// already rounded and made concave. Throws std::invalid_argument for boards < 1.
std::vector<int> wbfVpTable(int boards);

/// Victory points of the two teams for a margin of `imps` (the first team's IMPs minus the
/// second's) over `boards` boards; the two always sum to 20. A fractional margin is
/// interpolated between the whole margins on either side.
std::pair<double, double> wbfVictoryPoints(double imps, int boards);

} // namespace overplay::core
