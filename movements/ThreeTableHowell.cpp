// SPDX-License-Identifier: GPL-3.0-or-later
#include "movements/ThreeTableHowell.h"

#include "core/Error.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <map>
#include <vector>

namespace overplay::movements {

namespace {

constexpr int kPairs = 6;
constexpr int kRounds = 5;
constexpr int kTables = 3;
constexpr int kTableRounds = kRounds * kTables;
constexpr int kSets = 10;
constexpr int kPhantom = 6; ///< with five pairs: pair 6 stays at table 1, so table 1 rests

/// Two pairs at one table in one round: table-round k is round k / 3, table k % 3 + 1.
struct Pairing {
    int a = 0;
    int b = 0;
};

/// The rounds: pair 6 stays at table 1, pairs 1..5 turn (the usual one-factorisation of K6,
/// as in the 3-table Howell of the club movement cards): round r seats 6–r, (r+1)–(r+4),
/// (r+2)–(r+3), counted mod 5 in 1..5.
std::array<Pairing, kTableRounds> pairings() {
    auto turn = [](int v) { return (v - 1) % 5 + 1; };
    std::array<Pairing, kTableRounds> out{};
    for (int r = 0; r < kRounds; ++r) {
        out[r * kTables + 0] = {kPairs, turn(r + 1)};
        out[r * kTables + 1] = {turn(r + 2), turn(r + 5)};
        out[r * kTables + 2] = {turn(r + 3), turn(r + 4)};
    }
    return out;
}

/// The ten sets: the perfect matchings of the six pairs that are not a round, each as its
/// three table-rounds (see the header for why these and no others).
std::vector<std::array<int, 3>> setMatchings(const std::array<Pairing, kTableRounds>& at) {
    std::map<int, int> tableRoundOf; // both pairs' bits → table-round
    for (int k = 0; k < kTableRounds; ++k)
        tableRoundOf[(1 << at[k].a) | (1 << at[k].b)] = k;
    std::vector<std::array<int, 3>> sets;
    // Pair 1's partner in the matching, then the lowest pair left's partner: all 15 matchings.
    for (int p = 2; p <= kPairs; ++p) {
        std::vector<int> rest;
        for (int q = 2; q <= kPairs; ++q)
            if (q != p)
                rest.push_back(q);
        for (int i = 1; i < 4; ++i) {
            std::vector<int> last;
            for (int j = 1; j < 4; ++j)
                if (j != i)
                    last.push_back(rest[j]);
            const std::array<int, 3> m = {tableRoundOf.at((1 << 1) | (1 << p)),
                                          tableRoundOf.at((1 << rest[0]) | (1 << rest[i])),
                                          tableRoundOf.at((1 << last[0]) | (1 << last[1]))};
            const bool isRound =
                m[0] / kTables == m[1] / kTables && m[1] / kTables == m[2] / kTables;
            if (!isRound)
                sets.push_back(m);
        }
    }
    return sets;
}

/// Whether a table-round is played: with five pairs the phantom's table rests.
bool played(const Pairing& p, int pairs) {
    return pairs == kPairs || (p.a != kPhantom && p.b != kPhantom);
}

/// The directions: bit k of the mask turns table-round k (b North-South instead of a). Every
/// mask is tried; kept is the first with the least Σ count² (the total is fixed, so the least
/// spread of the comparison counts), then with six pairs one where pair 6 keeps its seat (it
/// never moves at all), then the most even share of North-South.
unsigned bestDirections(const std::array<Pairing, kTableRounds>& at,
                        const std::vector<std::array<int, 3>>& sets, int pairs) {
    unsigned best = 0;
    long bestSpread = -1;
    bool bestStays = false;
    int bestSides = 0;
    for (unsigned mask = 0; mask < (1u << kTableRounds); ++mask) {
        auto ns = [&](int k) { return (mask >> k) & 1 ? at[k].b : at[k].a; };
        auto ew = [&](int k) { return (mask >> k) & 1 ? at[k].a : at[k].b; };
        int count[kPairs + 1][kPairs + 1] = {};
        for (const auto& s : sets)
            for (int i = 0; i < 3; ++i)
                for (int j = i + 1; j < 3; ++j) {
                    if (!played(at[s[i]], pairs) || !played(at[s[j]], pairs))
                        continue;
                    ++count[std::min(ns(s[i]), ns(s[j]))][std::max(ns(s[i]), ns(s[j]))];
                    ++count[std::min(ew(s[i]), ew(s[j]))][std::max(ew(s[i]), ew(s[j]))];
                }
        long spread = 0;
        for (int p = 1; p <= pairs; ++p)
            for (int q = p + 1; q <= pairs; ++q)
                spread += static_cast<long>(count[p][q]) * count[p][q];
        int northSouth[kPairs + 1] = {}, rounds[kPairs + 1] = {};
        for (int k = 0; k < kTableRounds; ++k)
            if (played(at[k], pairs)) {
                ++northSouth[ns(k)];
                ++rounds[at[k].a];
                ++rounds[at[k].b];
            }
        int sides = 0;
        for (int p = 1; p <= pairs; ++p)
            sides += std::abs(2 * northSouth[p] - rounds[p]);
        const bool stays = pairs == kPairs && (northSouth[kPairs] == 0 || northSouth[kPairs] == 5);
        const bool better = bestSpread < 0 || spread < bestSpread ||
                            (spread == bestSpread &&
                             (stays > bestStays || (stays == bestStays && sides < bestSides)));
        if (better) {
            best = mask;
            bestSpread = spread;
            bestStays = stays;
            bestSides = sides;
        }
    }
    return best;
}

/// The halves: bit k of the mask plays table-round k's second set first. Kept: the first mask
/// with the most sets going straight to their next table (played in the second half of a
/// round and the first half of the next), then the fewest halves sets wait in all.
unsigned bestOrder(const std::array<Pairing, kTableRounds>& at,
                   const std::vector<std::array<int, 3>>& sets,
                   const std::array<std::array<int, 2>, kTableRounds>& setsAt, int pairs) {
    unsigned best = 0;
    int bestStraight = -1, bestWaiting = 0;
    for (unsigned mask = 0; mask < (1u << kTableRounds); ++mask) {
        int straight = 0, waiting = 0;
        for (int s = 0; s < kSets; ++s) {
            std::array<int, 3> slots{}; // 2 × round + half, in round order
            std::size_t n = 0;
            for (int k : sets[s])
                if (played(at[k], pairs)) {
                    const bool first = (setsAt[k][0] == s) != (((mask >> k) & 1) != 0);
                    slots[n++] = 2 * (k / kTables) + (first ? 0 : 1);
                }
            // At most three: sorted by hand (GCC's std::sort warns of its own bounds here).
            for (std::size_t i = 1; i < n; ++i)
                for (std::size_t j = i; j > 0 && slots[j - 1] > slots[j]; --j)
                    std::swap(slots[j - 1], slots[j]);
            for (std::size_t i = 1; i < n; ++i) {
                straight += slots[i] == slots[i - 1] + 1;
                waiting += slots[i] - slots[i - 1] - 1;
            }
        }
        if (straight > bestStraight || (straight == bestStraight && waiting < bestWaiting)) {
            best = mask;
            bestStraight = straight;
            bestWaiting = waiting;
        }
    }
    return best;
}

} // namespace

Movement threeTableHowellTenSets(int pairs, int boardsPerRound) {
    if (pairs != kPairs && pairs != kPairs - 1)
        throw core::InputError("The 3-table Howell in ten sets is for 6 pairs (or 5), not " +
                               std::to_string(pairs) + "; for other sizes ask for a howell.");
    const auto at = pairings();
    const auto sets = setMatchings(at);
    std::array<std::array<int, 2>, kTableRounds> setsAt{};
    std::array<int, kTableRounds> found{};
    for (int s = 0; s < static_cast<int>(sets.size()); ++s)
        for (int k : sets[s])
            setsAt[k][found[k]++] = s;
    const unsigned turned = bestDirections(at, sets, pairs);
    const unsigned order = bestOrder(at, sets, setsAt, pairs);

    Movement m = newMovement("howell-ten-sets",
                             std::string("3-table Howell, 10 sets, no sharing") +
                                 (pairs == kPairs ? "" : ", " + std::to_string(pairs) + " pairs"),
                             {.pairs = pairs,
                              .tables = pairs == kPairs ? kTables : kTables - 1,
                              .rounds = 2 * kRounds,
                              .boardSets = kSets,
                              .boardsPerRound = boardsPerRound > 0 ? boardsPerRound : 3});
    std::map<int, int> number; // set matching → set number, in order of first play
    for (int r = 0; r < kRounds; ++r)
        for (int half = 0; half < 2; ++half) {
            Round& round = m.rounds[static_cast<std::size_t>(2 * r + half)];
            round.samePlacesAsBefore = half == 1;
            for (int t = 0; t < kTables; ++t) {
                const int k = r * kTables + t;
                const Pairing& p = at[k];
                if (!played(p, pairs)) {
                    round.sitout.push_back(p.a == kPhantom ? p.b : p.a);
                    continue;
                }
                const bool swapped = (turned >> k) & 1;
                const int s = setsAt[k][(half == 1) != (((order >> k) & 1) != 0) ? 1 : 0];
                const int set =
                    number.emplace(s, static_cast<int>(number.size()) + 1).first->second;
                round.tables.push_back(
                    {pairs == kPairs ? t + 1 : t, swapped ? p.b : p.a, swapped ? p.a : p.b, set});
            }
        }
    labelEntriesByNumber(m);
    m.promises.timesEachSetPlayed = pairs == kPairs ? 3 : 2;
    m.promises.everyPairMeetsEveryOther = true;
    m.promises.noPairMeetsTwice = true;
    m.promises.everyPairPlaysEverySet = pairs == kPairs;
    m.promises.everyEntryPlaysEqually = true;

    const std::string boards = std::to_string(m.boardsPerRound);
    if (pairs == kPairs)
        m.notes.push_back(std::string("Pair 6 stays at table 1, ") +
                          (m.rounds[0].tables[0].ns == kPairs ? "North-South" : "East-West") +
                          ", all session.");
    else
        m.notes.push_back("Each round the pair listed as sitting out rests for both sets (it "
                          "would have met the phantom pair); the tables in play are numbered "
                          "from 1.");
    m.notes.push_back("Each round is played in two halves: after the first set of boards the "
                      "pairs stay in their seats and play a second set at the same table, then "
                      "move for the next round.");
    m.notes.push_back(
        "Ten sets of " + boards + " boards, each played at " + (pairs == kPairs ? "three" : "two") +
        " tables and never at two at once: " + std::to_string(kRounds) + " rounds of " +
        std::to_string(2 * m.boardsPerRound) + " boards; each pair plays " +
        std::to_string((pairs == kPairs ? 5 : 4) * 2 * m.boardsPerRound) +
        ". A set not going straight to its next table waits on the relay.");
    return m;
}

Movement howellTenSets(const MovementRequest& request) {
    if (request.arrowSwitch || !request.arrowSwitchRounds.empty())
        throw core::InputError("A Howell needs no arrow switch: its pairs already change "
                               "direction; use --arrow-switch with a Mitchell.");
    if (request.tables != 0 && request.tables != kTables)
        throw core::InputError("The 3-table Howell in ten sets is played at 3 tables, not " +
                               std::to_string(request.tables) +
                               "; for other sizes ask for a "
                               "howell.");
    if (request.rounds != 0 && request.rounds != kRounds)
        throw core::InputError("The 3-table Howell in ten sets has 5 rounds (of two sets), not " +
                               std::to_string(request.rounds) + ".");
    return threeTableHowellTenSets(request.pairs != 0 ? request.pairs : kPairs,
                                   request.boardsPerRound);
}

} // namespace overplay::movements
