// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The pair movements of Foster's Duplicate Whist (Foster's Duplicate Whist): compass whist, memory
// duplicate for two pairs, four pairs at two tables, and the six-pair schedule exactly as printed.

#include "movements/Movement.h"
#include "movements/MovementRequest.h"

namespace overplay::movements {

/// Compass whist (kind "compass"): North-South sit still, East-West up one table a round
/// ("2 going to 1"), trays the other way; about 24 trays (two or three deals a table).
/// Pairs are named by their starting table: "3 NS", "3 EW". Even tables use a relay and bye
/// stand so every pair plays every tray. Throws core::InputError below 2 tables.
Movement compass(const MovementRequest& request);

/// Memory duplicate for two pairs at one table (kind "memory-pairs"): the trays are played,
/// laid aside, then reversed for the overplay by the same four players. Round 2 plays set 1
/// again with the cards turned (switched = true): the only movement where a pair meets a
/// board twice, by design.
Movement memoryPairs(const MovementRequest& request);

/// Four pairs at two tables in three sets of 8 hands (kind "four-pairs"), as Foster's Duplicate
/// Whist prints it: each set is two rounds (deal four at each table, exchange).
Movement fourPairs(const MovementRequest& request);

/// The six-pair schedule of Foster's Duplicate Whist at three tables (kind "six-pairs"), two hands
/// a round.
Movement sixPairs(const MovementRequest& request);

} // namespace overplay::movements
