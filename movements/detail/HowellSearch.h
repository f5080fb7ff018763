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

/// Like improveBalanceByFlips, but for Manning's measure (Balance.h): lowers Σ M(p,q)² over
/// the pairs of pairs, which raises Qf (the sum of M is fixed by the sets and tables). Ends in a
/// local optimum: no single flip improves it.
void improveManningByFlips(Movement& movement, long iterations, std::uint64_t seed);

/// The shape of a cyclic Howell design H(R, 2T) (starter-adder, as for Room squares): the
/// moving pairs are `orbits` orbits of Z_g, moved +1 a round, and `stationary` pairs never
/// move; rounds and sets are Z_g, and with `infinity` one more round and one more set (∞)
/// that the group fixes. R = g + infinity, 2T = orbits·g + stationary.
struct DesignShape {
    int group = 0;
    int orbits = 1;
    int stationary = 0;
    bool infinity = false;
};

/// The shapes tried for T tables and R rounds: one orbit and 2T − R stationary pairs; for
/// R = T also two orbits (with or without ∞ and two stationary pairs); for R = T + 1 two orbits
/// of Z_T and ∞.
std::vector<DesignShape> designShapes(int tables, int rounds);

/// A Howell design of the shape by a depth-first search for its starter, `attempts` restarts
/// of 20,000 nodes (deterministic for a seed): R rounds, R sets, each played at T tables and
/// by every pair once, no two pairs meeting twice; nothing if none is found.
std::optional<Movement> cyclicHowellDesign(int tables, int rounds, const DesignShape& shape,
                                           std::uint64_t seed, int attempts = 40);

/// A Howell design H(R, 2T) with no structure assumed, round by round (round 1 fixed),
/// depth-first up to `nodeLimit` nodes: for the few small sizes with no cyclic one.
std::optional<Movement> searchedHowellDesign(int tables, int rounds, std::uint64_t seed,
                                             long nodeLimit);

/// Default boards per round for a movement of `rounds` rounds (about 24–28 boards).
int defaultBoardsPerRound(int rounds);

} // namespace overplay::movements
