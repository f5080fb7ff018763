// SPDX-License-Identifier: GPL-3.0-or-later
#include "movements/Mitchell.h"

#include "core/Error.h"
#include "movements/Balance.h"

#include <algorithm>
#include <functional>
#include <set>
#include <string>

namespace overplay::movements {

namespace {

constexpr int kMaxTables = 60;

int wrap(int value, int modulus) {
    return ((value % modulus) + modulus) % modulus;
}

std::string roundList(const std::vector<int>& rounds) {
    std::string s;
    for (std::size_t i = 0; i < rounds.size(); ++i) {
        if (i > 0)
            s += i + 1 == rounds.size() ? " and " : ", ";
        s += std::to_string(rounds[i]);
    }
    return s;
}

/// Tables and the missing pair: a request gives tables, or pairs (odd pairs: a half table).
struct Size {
    int tables = 0;
    bool halfTable = false; ///< the North-South pair of table 1 is missing (a phantom)

    /// The tables as a name gives them: "7", or "6½" with a half table.
    std::string tablesText() const {
        return halfTable ? std::to_string(tables - 1) + "\u00bd" : std::to_string(tables);
    }
    /// A movement of `rounds` rounds at these tables: two pairs a table (one fewer with a half
    /// table), a board set a table, the usual boards a round unless the request says.
    MovementSize movementSize(int rounds, const MovementRequest& request) const {
        return {.pairs = halfTable ? 2 * tables - 1 : 2 * tables,
                .tables = tables,
                .rounds = rounds,
                .boardSets = tables,
                .boardsPerRound = request.boardsPerRoundOr(usualBoardsPerRound(rounds))};
    }
};

Size sizeOf(const MovementRequest& request, const std::string& what) {
    Size size;
    if (request.tables < 0 || request.pairs < 0)
        throw core::InputError("A " + what + " needs a positive number of tables or pairs.");
    if (request.pairs > 0) {
        size.tables = (request.pairs + 1) / 2;
        size.halfTable = request.pairs % 2 == 1;
        if (request.tables > 0 && request.tables != size.tables)
            throw core::InputError(std::to_string(request.pairs) + " pairs need " +
                                   std::to_string(size.tables) + " tables, not " +
                                   std::to_string(request.tables) + ".");
    } else {
        size.tables = request.tables;
    }
    if (size.tables == 0)
        throw core::InputError("A " + what + " needs the number of tables or pairs.");
    return size;
}

/// How many rounds to switch: Ross Moore's advice, one up to 11 rounds, two up to 18, three
/// beyond.
int switchCount(int rounds) {
    return rounds <= 11 ? 1 : rounds <= 18 ? 2 : 3;
}

/// Manning's Qf of the movement with these rounds switched: one field, higher is fairer.
double switchedQf(const Movement& movement, const std::vector<int>& rounds) {
    Movement m = movement;
    for (int r : rounds)
        for (TableRound& t : m.rounds[r - 1].tables)
            std::swap(t.ns, t.ew);
    return measureBalance(m).manningQf;
}

/// Better: a higher Qf, or as high (within rounding) and later in the session, where
/// directors put the switch.
bool betterSwitch(double qf, const std::vector<int>& rounds, double bestQf,
                  const std::vector<int>& best) {
    if (best.empty() || qf > bestQf + 1e-9)
        return true;
    return qf > bestQf - 1e-9 &&
           std::lexicographical_compare(best.rbegin(), best.rend(), rounds.rbegin(), rounds.rend());
}

/// The rounds to switch that give the one-winner movement the least spread of Manning's
/// measure: every set of switchCount(R) rounds where there are at most 1,500 of them,
/// otherwise rounds added one at a time, best first, then exchanged one for one while that
/// helps.
std::vector<int> bestSwitchRounds(const Movement& movement) {
    const int R = static_cast<int>(movement.rounds.size());
    const int k = std::min(R, switchCount(R));
    long subsets = 1;
    for (int i = 0; i < k; ++i)
        subsets = subsets * (R - i) / (i + 1);
    std::vector<int> best;
    double bestQf = 0;
    if (subsets <= 1500) {
        std::vector<int> pick(k);
        std::function<void(int, int)> walk = [&](int from, int depth) {
            if (depth == k) {
                const double qf = switchedQf(movement, pick);
                if (betterSwitch(qf, pick, bestQf, best)) {
                    best = pick;
                    bestQf = qf;
                }
                return;
            }
            for (int r = from; r <= R; ++r) {
                pick[depth] = r;
                walk(r + 1, depth + 1);
            }
        };
        walk(1, 0);
        return best;
    }
    for (int i = 0; i < k; ++i) {
        std::vector<int> chosen;
        double chosenQf = 0;
        for (int r = 1; r <= R; ++r) {
            if (std::find(best.begin(), best.end(), r) != best.end())
                continue;
            std::vector<int> trial = best;
            trial.push_back(r);
            std::sort(trial.begin(), trial.end());
            const double qf = switchedQf(movement, trial);
            if (betterSwitch(qf, trial, chosenQf, chosen)) {
                chosen = trial;
                chosenQf = qf;
            }
        }
        best = chosen;
        bestQf = chosenQf;
    }
    for (bool improved = true; improved;) {
        improved = false;
        for (int i = 0; i < k && !improved; ++i)
            for (int r = 1; r <= R && !improved; ++r) {
                if (std::find(best.begin(), best.end(), r) != best.end())
                    continue;
                std::vector<int> trial = best;
                trial[i] = r;
                std::sort(trial.begin(), trial.end());
                const double qf = switchedQf(movement, trial);
                if (qf > bestQf + 1e-9) {
                    best = trial;
                    bestQf = qf;
                    improved = true;
                }
            }
    }
    return best;
}

/// The switched rounds: those asked for, or those bestSwitchRounds finds.
std::vector<int> switchRounds(const MovementRequest& request, const Movement& movement) {
    const int rounds = static_cast<int>(movement.rounds.size());
    std::vector<int> chosen;
    if (!request.arrowSwitchRounds.empty()) {
        std::set<int> unique(request.arrowSwitchRounds.begin(), request.arrowSwitchRounds.end());
        for (int r : unique) {
            if (r < 1 || r > rounds)
                throw core::InputError("Arrow-switch round " + std::to_string(r) +
                                       " is outside the movement's rounds 1.." +
                                       std::to_string(rounds) + ".");
            chosen.push_back(r);
        }
    } else if (request.arrowSwitch) {
        chosen = bestSwitchRounds(movement);
    }
    return chosen;
}

/// Applies the arrow switch to the chosen rounds of a two-winner movement: the pairs keep
/// their seats but the boards are turned, so ns/ew hold the swapped pairs.
void applyArrowSwitch(Movement& movement, const MovementRequest& request) {
    const std::vector<int> rounds = switchRounds(request, movement);
    if (rounds.empty())
        return;
    for (int r : rounds)
        for (TableRound& t : movement.rounds[r - 1].tables) {
            std::swap(t.ns, t.ew);
            t.switched = true;
        }
    movement.notes.push_back(
        std::string(rounds.size() == 1 ? "Arrow switch in round " : "Arrow switch in rounds ") +
        roundList(rounds) +
        ": the boards are turned, so the North-South pairs play the East-West cards and the "
        "other way round; everyone is ranked in one field.");
}

} // namespace

Movement mitchell(const MovementRequest& request) {
    const Size size = sizeOf(request, "Mitchell");
    const int T = size.tables;
    if (T < 3 || T > kMaxTables)
        throw core::InputError("A Mitchell needs 3 to " + std::to_string(kMaxTables) +
                               " tables, not " + std::to_string(T) + ".");
    std::string variant = request.evenTables;
    if (T % 2 == 1) {
        if (!variant.empty())
            throw core::InputError("A Mitchell with an odd number of tables (" + std::to_string(T) +
                                   ") needs no skip, relay or share; leave that option out.");
        variant = "complete";
    } else {
        if (variant == "share")
            variant = "relay"; // McKinnon's "share and relay": one movement, two names
        if (variant.empty())
            variant = request.rounds > 0 && request.rounds < T ? "skip" : "relay";
        if (variant != "skip" && variant != "relay")
            throw core::InputError("An even-table Mitchell is played with \"skip\", \"relay\" or "
                                   "\"share\", not \"" +
                                   request.evenTables + "\".");
    }
    // Skip: T - 1 rounds meet T - 1 North-South pairs with no board twice; a T-th round is a
    // revenge round against the starting table, allowed only when asked for.
    const int natural = variant == "skip" ? T - 1 : T;
    const int maxRounds = T;
    const int R = request.roundsOr(natural);
    if (R < 1 || R > maxRounds)
        throw core::InputError("A " + std::to_string(T) + "-table Mitchell has 1 to " +
                               std::to_string(maxRounds) + " rounds, not " + std::to_string(R) +
                               ".");
    // The skip: East-West pairs jump a table after half the rounds (E.T. Baker); with few
    // rounds no skip is needed at all.
    const int skipAfter = variant == "skip" && R > T / 2 ? T / 2 : 0;
    if (variant == "skip" && skipAfter == 0)
        variant = "plain";

    std::string name = size.tablesText() + "-table " +
                       (variant == "skip"    ? std::string("skip ")
                        : variant == "relay" ? std::string("share-and-relay ")
                                             : std::string()) +
                       "Mitchell";
    if (request.rounds > 0 && R < natural)
        name += ", " + std::to_string(R) + " rounds";
    Movement m = newMovement("mitchell", name, size.movementSize(R, request));
    // Pairs: North-South t is pair t, East-West t is pair T + t. A half table has no
    // North-South pair at table 1, the table that would share boards with table T, so no two
    // tables share (the usual way to run a Mitchell for an odd number of pairs); the pairs
    // are then numbered one lower to keep them 1..P, and their labels say where they start.
    const int missingNs = size.halfTable ? 1 : 0;
    auto number = [&](int pair) { return missingNs != 0 ? pair - 1 : pair; };
    for (int t = 1; t <= T; ++t) {
        if (t != missingNs)
            m.pairLabels[number(t)] = std::to_string(t) + "NS";
        m.pairLabels[number(T + t)] = std::to_string(t) + "EW";
    }

    // Board stations in the order the boards travel. Complete/skip: table T, T-1, …, 1 (down
    // one, from table 1 to table T). Relay: the shared tables 1 and T, then T-1 … T/2+1, the
    // bye stand, T/2 … 2; sets laid out as McKinnon describes (set T/2+1 on the bye stand).
    // stationOf[t] is table t's station; setAt(station, r) the set there in round r.
    std::vector<int> stationOf(T + 1, 0);
    std::vector<int> initialSet; // by station
    if (variant == "relay") {
        initialSet.assign(T, 0);
        stationOf[1] = stationOf[T] = 0;
        initialSet[0] = 1;
        for (int t = T - 1; t >= 2; --t) {
            const int station = t > T / 2 ? T - t : T + 1 - t;
            stationOf[t] = station;
            initialSet[station] = t > T / 2 ? t + 1 : t;
        }
        initialSet[T / 2] = T / 2 + 1; // the bye stand
        m.byeStandAfterTable = T / 2;
        if (!size.halfTable)
            m.promises.sharedTables.push_back({0, {1, T}});
    } else {
        initialSet.assign(T, 0);
        for (int t = 1; t <= T; ++t) {
            stationOf[t] = T - t;
            initialSet[T - t] = t;
        }
    }
    auto setAt = [&](int table, int round) {
        return initialSet[wrap(stationOf[table] - (round - 1), T)];
    };

    for (Round& round : m.rounds) {
        const int r = round.number;
        const int moves = (r - 1) + (skipAfter > 0 && r > skipAfter ? 1 : 0);
        for (int t = 1; t <= T; ++t) {
            TableRound tr;
            tr.table = t;
            tr.ns = number(t);
            const int ewStart = wrap(t - 1 - moves, T) + 1; // East-West pair that started at e
            tr.ew = number(T + ewStart);
            tr.set = setAt(t, r);
            if (t == missingNs) {
                round.sitout.push_back(tr.ew); // the East-West pair reaching table 1 rests
                continue;
            }
            round.tables.push_back(tr);
        }
    }

    m.notes.push_back("North-South pairs stay at their table all session; after each round the "
                      "East-West pairs move up one table (from table " +
                      std::to_string(T) + " to table 1) and the boards go down one table.");
    if (skipAfter > 0)
        m.notes.push_back("Skip: after round " + std::to_string(skipAfter) +
                          " the East-West pairs skip a table, moving up two tables instead of "
                          "one, so they never meet boards they have played.");
    if (variant == "skip" && R == T)
        m.notes.push_back("Round " + std::to_string(T) +
                          " is a revenge round: each East-West pair meets again the "
                          "North-South pair it started against.");
    if (variant == "relay")
        m.notes.push_back(
            std::string(size.halfTable
                            ? "Relay: table 1 has no North-South pair, so table " +
                                  std::to_string(T) +
                                  " alone plays the boards the two would share; from it "
                            : "Share and relay: tables 1 and " + std::to_string(T) +
                                  " share a set of boards every round (pass them between the "
                                  "tables); from them ") +
            "the boards go to table " + std::to_string(T - 1) + ". Bye stand between tables " +
            std::to_string(T / 2) + " and " + std::to_string(T / 2 + 1) + ": table " +
            std::to_string(T / 2 + 1) + " puts its boards on it, table " + std::to_string(T / 2) +
            " takes its next boards from it. Set " + std::to_string(T / 2 + 1) +
            " starts on the bye stand.");
    if (size.halfTable)
        m.notes.push_back("Half table: table 1 has no North-South pair; the East-West pair that "
                          "reaches it sits out that round and the boards there are not played.");

    // What the validator holds us to.
    const bool complete = !size.halfTable && R == natural;
    m.promises.noPairMeetsTwice = !(variant == "skip" && R == T);
    if (!size.halfTable && variant != "relay")
        m.promises.timesEachSetPlayed = R; // every set is at some table every round
    if (complete && variant == "relay")
        m.promises.timesEachSetPlayed = T;
    m.promises.everyPairPlaysEverySet = complete && variant != "skip" && variant != "plain";

    applyArrowSwitch(m, request);
    listOnlyTablesInPlay(m);
    return m;
}

Movement americanWhist(const MovementRequest& request) {
    const Size size = sizeOf(request, "American Whist movement");
    const int T = size.tables;
    if (T < 5 || T > kMaxTables || T % 2 == 0 || T % 3 == 0)
        throw core::InputError(
            "The American Whist Lite movement (East-West up two tables, boards down one) is "
            "complete only for an odd number of tables not divisible by 3 (5, 7, 11, 13, …), "
            "not " +
            std::to_string(T) + ".");
    const int R = request.roundsOr(T);
    if (R < 1 || R > T)
        throw core::InputError("A " + std::to_string(T) + "-table American Whist has 1 to " +
                               std::to_string(T) + " rounds, not " + std::to_string(R) + ".");
    Movement m = newMovement("american-whist", size.tablesText() + "-table American Whist Lite",
                             size.movementSize(R, request));
    for (int t = 1; t <= T; ++t) {
        m.pairLabels[t] = std::to_string(t) + "NS";
        if (!(size.halfTable && t == T))
            m.pairLabels[T + t] = std::to_string(t) + "EW";
    }
    for (Round& round : m.rounds) {
        const int r = round.number;
        for (int t = 1; t <= T; ++t) {
            TableRound tr;
            tr.table = t;
            tr.ns = t;
            tr.ew = T + wrap(t - 1 - 2 * (r - 1), T) + 1;
            tr.set = wrap(t - 1 + (r - 1), T) + 1;
            if (size.halfTable && tr.ew == 2 * T) {
                round.sitout.push_back(tr.ns);
                tr.ns = tr.ew = tr.set = 0;
            }
            round.tables.push_back(tr);
        }
    }
    m.notes.push_back("North-South pairs stay at their table; after each round the East-West "
                      "pairs move up two tables and the boards go down one table.");
    if (size.halfTable)
        m.notes.push_back("Half table: there is no East-West pair " + std::to_string(T) +
                          "; the North-South pair it would meet sits out that round.");
    m.promises.noPairMeetsTwice = true;
    if (!size.halfTable) {
        m.promises.timesEachSetPlayed = R;
        m.promises.everyPairPlaysEverySet = R == T;
    }
    applyArrowSwitch(m, request);
    listOnlyTablesInPlay(m);
    return m;
}

} // namespace overplay::movements
