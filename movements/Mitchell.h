// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Mitchell movements: North-South stationary, East-West up one table a round, boards down one.
// Odd tables are complete; even tables need a skip (E.T. Baker), a relay and bye stand, or
// sharing. Pair numbers: North-South pair t = t ("t NS"), East-West pair t = T + t ("t EW"),
// named after the table they start at, as directors read them.

#include "movements/Movement.h"
#include "movements/MovementRequest.h"

namespace overplay::movements {

/// Mitchell for 3..60 tables (request.tables, or request.pairs: an odd number of pairs gives a
/// half table, East-West pair T missing, its opponents sitting out). An even number of tables
/// is played with request.evenTables "skip" (T − 1 rounds, East-West skip a table after round
/// T/2; a T-th round is a revenge round) or "relay" / "share" (share and relay, McKinnon's
/// name: tables 1 and T share, a bye stand between T/2 and T/2+1, T rounds); "" chooses relay,
/// or a skip when fewer than T rounds are asked. request.rounds cuts the movement short;
/// request.arrowSwitch / arrowSwitchRounds switch chosen rounds (ns/ew swapped, switched set).
/// Throws core::InputError for a size or option it cannot make.
Movement mitchell(const MovementRequest& request);

/// American Whist Lite (kind "american-whist"): North-South stationary, East-West up two
/// tables a round, boards down one. Needs an odd number of tables not divisible by 3 for a
/// complete movement; other sizes are refused.
Movement americanWhist(const MovementRequest& request);

} // namespace overplay::movements
