// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A Mitchell movement written out round by round, for tests and benchmarks that need a known
// movement without going through the movements module's generator.

#include "movements/Movement.h"

#include <algorithm>
#include <string>
#include <vector>

namespace overplay::tests {

/// NS pair t sits still at table t; EW pair T+t moves up a table a round; board set
/// (t + r) mod sets + 1 is at table t in round r, counting both from 0 (boards move down a
/// table). With fewer sets than tables several tables share a set in a round.
inline movements::Movement mitchell(int tables, int rounds, int sets, int boardsPerRound) {
    movements::Movement m =
        movements::newMovement("mitchell", std::to_string(tables) + "-table Mitchell",
                               {.pairs = 2 * tables,
                                .tables = tables,
                                .rounds = rounds,
                                .boardSets = sets,
                                .boardsPerRound = boardsPerRound});
    for (movements::Round& round : m.rounds) {
        const int r = round.number - 1;
        for (int t = 0; t < tables; ++t) {
            movements::TableRound tr;
            tr.table = t + 1;
            tr.ns = t + 1;
            tr.ew = tables + 1 + ((t - r) % tables + tables) % tables;
            tr.set = (t + r) % sets + 1;
            round.tables.push_back(tr);
        }
    }
    return m;
}

/// A complete Mitchell for an odd number of tables, pairs labelled by number: NS pair t stays
/// at table t, EW pairs T+1..2T move up one table, boards down one. Rounds listed in
/// `switched` are arrow-switched.
inline movements::Movement mitchell(int tables, int boardsPerRound,
                                    const std::vector<int>& switched = {}) {
    movements::Movement m = mitchell(tables, tables, tables, boardsPerRound);
    for (movements::Round& round : m.rounds) {
        if (std::find(switched.begin(), switched.end(), round.number) == switched.end())
            continue;
        for (movements::TableRound& tr : round.tables) {
            std::swap(tr.ns, tr.ew);
            tr.switched = true;
        }
    }
    movements::labelEntriesByNumber(m);
    return m;
}

} // namespace overplay::tests
