// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Cross-IMPs: each score on a board IMPed against every other score on it.

#include <span>
#include <vector>

namespace overplay::core {

/// IMPs of each score against every other, summed ("Cross"), in the order given.
std::vector<int> crossImpTotals(std::span<const int> scores);

/// The same divided by the number of comparisons, n − 1 ("Cross2", the usual form, which
/// keeps boards with different numbers of results on one scale). 0 for a lone score.
std::vector<double> crossImpAverages(std::span<const int> scores);

} // namespace overplay::core
