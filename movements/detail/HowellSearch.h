// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The search behind the Howell generator (see Howell.h): cyclic starters, their direction
// sequences and the balance search. Private to movements/ and its tests.

#include "movements/Movement.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace overplay::movements {

/// Round 1 of a cyclic Howell in McKinnon's notation (pairs 1..2T, sets 1..2T−1).
struct CyclicStarter {
    struct Table {
        int ns = 0;
        int ew = 0;
        int set = 0;
        friend bool operator==(const Table&, const Table&) = default;
    };
    int tables = 0;
    std::vector<Table> round1; ///< one per table
    friend bool operator==(const CyclicStarter&, const CyclicStarter&) = default;
};

/// The complete cyclic Howell of a starter: 2T pairs, 2T−1 rounds and sets. Throws
/// std::invalid_argument when the starter is not a Room-square starter.
Movement cyclicHowell(const CyclicStarter& starter, int boardsPerRound);

/// The direction sequence D of a starter: D[k] = +1 (North-South) or −1, k = 0..2T−2.
std::vector<int> directionSequence(const CyclicStarter& starter);

/// Σ over distances δ = 1..T−1 of (agreements(δ) − (T−1))²: 0 is perfect balance.
int sequenceDeviation(const std::vector<int>& d);

/// The best direction sequence known for T tables (4..20): stored, or searched if not stored.
std::vector<int> bestDirectionSequence(int tables);

/// Searches a direction sequence for T tables: exhaustive when 2T−1 ≤ exhaustiveUpTo, else
/// simulated annealing (deterministic for a seed). Used to fill HowellTables.cpp.
std::vector<int> searchDirectionSequence(int tables, int exhaustiveUpTo = 21,
                                         std::uint64_t seed = 1);

/// A starter with direction sequence d (T = (d.size()+1)/2 tables), or nothing if the bounded
/// depth-first search finds none.
std::optional<CyclicStarter> starterForSequence(const std::vector<int>& d, std::uint64_t seed = 1);

/// The best-balanced cyclic starter for T tables (4..20).
CyclicStarter bestCyclicStarter(int tables);

/// Lowers Σ (comparison count − mean)² of a pairs movement by flipping North-South and
/// East-West at single tables in single rounds (simulated annealing; deterministic for a
/// seed). Validity is unchanged. Returns the new squared deviation ×1 (integer Σ c² form).
void improveBalanceByFlips(Movement& movement, long iterations, std::uint64_t seed);

/// Default boards per round for a movement of `rounds` rounds (about 24–28 boards).
int defaultBoardsPerRound(int rounds);

} // namespace overplay::movements
