// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The 3-table Howell in ten sets, as the EBU's club movements run it: six pairs, five rounds,
// and in each round every table plays two board sets one after the other with the same pairs
// (a round in two halves, Round::samePlacesAsBefore), so that no set is ever at two tables at
// once, where the 5-round Howell of Howell.h shares sets between tables.
//
// The arithmetic leaves one schedule up to numbering. Six pairs meet in 15 pairings, which
// five rounds of three tables seat exactly once (a one-factorisation of K6; pair 6 stays at
// table 1). 15 table-rounds of two sets are 30 plays: ten sets, three tables each. A set is
// played by all six pairs once, so its three tables form a perfect matching of the pairs; it
// is not a round's own matching (three tables in one round would need three halves), so its
// three tables are in three different rounds. K6 has 15 perfect matchings, each pairing is in
// three of them and in one round: the ten matchings that are not rounds cover every pairing
// exactly twice. These are the ten sets.
//
// What is left to choose is searched in full when the movement is made: the direction at each
// of the 15 tables (both halves alike, 2^15) for the best comparison counts (Balance.h), then
// pair 6 keeping its seat, then the most even share of North-South; and which of a table's two
// sets comes first (2^15) for the most sets that go straight to their next table instead of
// waiting on the relay. With six pairs 208 of the directions compare every two pairs exactly
// four times (Manning's measure perfect), four of them with pair 6 in one seat all session and
// the others North-South in three rounds; with five pairs every two are compared twice.

#include "movements/Movement.h"
#include "movements/MovementRequest.h"

namespace overplay::movements {

/// The 3-table Howell in ten sets for 6 pairs, or for 5 with a phantom pair (its opponents sit
/// out, table 1 is not used). boardsPerRound is the boards of one set (0: 3, thirty boards).
Movement threeTableHowellTenSets(int pairs = 6, int boardsPerRound = 0);

/// The "howell-ten-sets" kind of the CLI. Throws core::InputError for another size, another
/// number of rounds than five, or an arrow switch.
Movement howellTenSets(const MovementRequest& request);

} // namespace overplay::movements
