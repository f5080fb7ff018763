// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Individual movements: every player partners every other player once. TableRound::players
// holds the players holding the N, E, S, W cards; ns and ew are 0 (there are no fixed pairs).

#include "movements/Movement.h"
#include "movements/MovementRequest.h"

namespace overplay::movements {

/// Individual movement (kind "individual") for request.pairs players. Four players give the
/// memory duplicate of Foster's Duplicate Whist with South fixed; 8..24 players a whist tournament
/// (everyone partners everyone once, opposes everyone twice) when players ≡ 0 or 1 (mod 4), and for
/// other counts a rotating individual of n rounds: everyone plays equally often, nobody
/// partners twice, every two players are opponents once or twice.
/// Throws core::InputError for other sizes.
Movement individual(const MovementRequest& request);

/// The four-player memory duplicate of Foster's Duplicate Whist: South keeps his seat, the others
/// change right and left; hands 1-12 dealt, then overplayed with the trays reversed.
Movement memoryIndividual(const MovementRequest& request);

} // namespace overplay::movements
