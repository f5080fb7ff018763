// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Movements written out by hand from their published tables, for the tests that need a movement
// they can trust without running a generator (the validator's, the store's).

#include "movements/Movement.h"

namespace overplay::tests {

/// McKinnon's published 4-table Howell: round 1 8–1 on set 1, 6–3 on set 4, 7–2 on set 6, 4–5 on
/// set 7; round r adds r−1 (mod 7, values 1..7) to pairs 1–7 and to the sets, pair 8 staying at
/// table 1. Pairs labelled by number; no promises (a test states those it checks).
inline movements::Movement mckinnonFourTableHowell(int boardsPerRound) {
    movements::Movement m = movements::newMovement(
        "howell", "4-table Howell",
        {.pairs = 8, .tables = 4, .rounds = 7, .boardSets = 7, .boardsPerRound = boardsPerRound});
    const int start[4][3] = {{8, 1, 1}, {6, 3, 4}, {7, 2, 6}, {4, 5, 7}};
    for (movements::Round& round : m.rounds) {
        const auto add = [&round](int v) {
            return v == 8 ? 8 : (v - 1 + round.number - 1) % 7 + 1;
        };
        for (int t = 0; t < 4; ++t)
            round.tables.push_back({t + 1, add(start[t][0]), add(start[t][1]), add(start[t][2])});
    }
    movements::labelEntriesByNumber(m);
    return m;
}

} // namespace overplay::tests
