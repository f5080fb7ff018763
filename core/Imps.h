#pragma once
// The international match point scale (Law 78B).

namespace overplay::core {

/// IMPs for a difference in points, signed as the difference (WBF scale, 0..24).
int impsFor(int difference);

} // namespace overplay::core
