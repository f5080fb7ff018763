// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Perfect Howells from finite fields (the Paley construction).
//
// For a prime power q ≡ 3 (mod 4) the nonzero squares of the field GF(q) form a difference
// set with parameters (q, (q−1)/2, (q−3)/4) in its additive group (R.E.A.C. Paley, "On
// orthogonal matrices", 1933). A Howell for q+1 pairs is built on that group: the moving
// pairs and the board sets are the q field elements, the fixed pair ∞ stays at table 1, and
// round r adds r to every moving pair and set of round 1 (a starter-adder Room square over
// the field rather than over the integers mod q). A pair holds the East-West cards of a set
// exactly when (set − pair) is a nonzero square, so any two pairs hold the same cards of
// (q−1)/2 = T−1 sets: every pair is compared with every other exactly T−1 times, the perfect
// balance of a complete Howell. For q = 27 (14 tables) no cyclic Howell is perfect, as no
// cyclic Hadamard difference set of order 27 exists; the field of 27 elements gives one.
//
// With the fixed pair as the phantom this is the Howell for q pairs (11, 19, 23, 27, 31) with
// one sitout a round, and again every two pairs are compared equally often.

#include "movements/Movement.h"

namespace overplay::movements {

/// Whether paleyHowell(q) exists: q a prime power ≡ 3 (mod 4) from 7 to 39.
bool hasPaleyHowell(int q);

/// The perfect complete Howell for q+1 pairs ((q+1)/2 tables, q rounds and sets), the fixed
/// pair q+1 at table 1. Throws std::invalid_argument when !hasPaleyHowell(q).
Movement paleyHowell(int q);

} // namespace overplay::movements
