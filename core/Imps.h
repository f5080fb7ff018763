// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The international match point scale (Law 78B).

#include <array>

namespace overplay::core {

/// Lower bound of each band of the scale: a difference of at least bounds[k − 1] points is
/// worth at least k IMPs (20 → 1, 50 → 2, …, 4000 → 24).
const std::array<int, 24>& impBandLowerBounds();

/// IMPs for a difference in points, signed as the difference (WBF scale, 0..24).
int impsFor(int difference);

} // namespace overplay::core
