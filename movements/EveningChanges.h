// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What changes to a movement during the evening: a late pair makes it grow by one pair, a
// pair that leaves has boards it will not play.

#include "movements/BoardPlacements.h"
#include "movements/Movement.h"

#include <vector>

namespace overplay::movements {

/// The movement of the same kind, boards a round and arrow switches for one more pair: a
/// 6½-table Mitchell becomes 7 tables, the half table's missing pair the late one. Throws
/// core::InputError when the kind cannot grow (a team or individual movement, a schedule of
/// fixed size).
Movement withOneMorePair(const Movement& movement);

/// The boards `entry` plays in rounds first..last (both included), as boardPlays lists them.
std::vector<BoardPlay> playsOf(const Movement& movement, int entry, int firstRound, int lastRound);

} // namespace overplay::movements
