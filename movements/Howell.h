// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Howell movements: every pair meets every other pair, changing direction as it goes.
//
// Construction (McKinnon's movement pages): the cyclic starter-adder
// (Room square) Howell. With T tables and n = 2T−1, pairs 1..n move and pair 2T stays; round
// r adds r−1 (mod n, values 1..n) to the moving pairs and to the board sets of round 1.
// Balance then depends only on the direction sequence D: D[k] = +1 when a moving pair holds
// the North-South cards of the set k places after its starting position. The comparison count
// of two moving pairs at distance δ is the number of k with D[k] = D[k+δ]; the fixed pair sits
// East-West throughout and is compared exactly T−1 times with everyone.
//
// So the search is in two steps: (1) find the best D — a Hadamard difference set where one
// exists (perfect balance, T = 4, 6, 8, 10, 12, 16, 18), otherwise the best found by an
// exhaustive search (n ≤ 21) or by simulated annealing with fixed seeds; (2) find a starter
// (pairings and set offsets) whose direction sequence is D, by depth-first search. The best
// sequences are stored in HowellTables.cpp; `overplay-cli movement search-howell` (hidden)
// recomputes them. For odd T no Howell can be perfect; there a second, non-cyclic step flips
// North-South/East-West at single tables in single rounds (simulated annealing, fixed seed)
// to lower the squared deviation of the comparison counts below the cyclic optimum. The search
// itself is private to movements/ (detail/HowellSearch.h).
//
// Two and three tables have no Room square: their Howells share a board set between two
// tables in some rounds (found by a small exhaustive search, declared in the promises).

#include "movements/Movement.h"
#include "movements/MovementRequest.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace overplay::movements {

/// Smallest and largest number of pairs the Howell generator makes.
constexpr int minHowellPairs = 3;
constexpr int maxHowellPairs = 40;

/// The stored direction sequence of the best cyclic Howell for `tables` tables, searched
/// anew, as the C++ case that fills HowellTables.cpp (for `overplay-cli movement
/// search-howell`, a maintainer's tool).
std::string searchedHowellTableCase(int tables);

/// Complete Howell for `pairs` pairs (3..40); an odd number adds a phantom pair whose opponents
/// sit out. boardsPerRound 0 chooses about 24–28 boards.
Movement completeHowell(int pairs, int boardsPerRound = 0);

/// Partial Howell: `rounds` rounds (tables ≤ rounds < 2·tables−1, from 3 tables), no two pairs
/// meeting twice. First choice, a Howell design H(R, 2T): R board sets, each played T times,
/// every pair playing every set once (Schellenberg, van Rees and Vanstone; Stinson; Anderson,
/// Schellenberg and Stinson: one exists for every T ≤ R ≤ 2T−1 but H(5, 6) and H(5, 8)). Found by
/// cyclic starter-adders over Z_R (one orbit of moving pairs and 2T−R stationary ones) or, for R =
/// T and T+1, two orbits of Z_R or Z_{R−1} with an ∞ round and set, and for small sizes with none
/// (H(6, 8)) by a search of the whole design; several starters of each shape, each with tables
/// re-oriented for Manning's measure (Qf, Balance.h), the highest Qf kept. Where no design exists
/// or none is found (H(5, 8), H(8, 10)), R rounds of the complete Howell with its 2T−1 sets, each
/// played fewer times, re-oriented the same way; its notes say so. Deterministic.
Movement partialHowell(int pairs, int rounds, int boardsPerRound = 0);

/// The "howell" kind of the CLI: complete or partial from request.pairs or request.tables.
/// Throws core::InputError naming what fits for an impossible size.
Movement howell(const MovementRequest& request);

} // namespace overplay::movements
