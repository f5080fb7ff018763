// SPDX-License-Identifier: GPL-3.0-or-later
#include "movements/Howell.h"
#include "movements/detail/HowellSearch.h"
#include "movements/detail/HowellSearchTools.h"

#include "core/Error.h"
#include "core/SplitMix.h"
#include "movements/Balance.h"
#include "movements/PaleyHowell.h"
#include "movements/Validator.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <map>
#include <numeric>
#include <set>
#include <stdexcept>

namespace overplay::movements {

using namespace search;

// ---------------------------------------------------------------- sizes

std::string searchedHowellTableCase(int tables) {
    const std::vector<int> d = searchDirectionSequence(tables);
    std::string text;
    for (int v : d)
        text += v > 0 ? '+' : '-';
    return "    case " + std::to_string(tables) + ": // deviation " +
           std::to_string(sequenceDeviation(d)) + "\n        return \"" + text + "\";\n";
}

int defaultBoardsPerRound(int rounds) {
    return std::min(usualBoardsPerRound(rounds), 9);
}

namespace {

/// Two and three tables: the cyclic pairings (fixed pair against r, r±i), board sets found by
/// an exhaustive search with the fewest shared sets, then the best orientation of every table
/// in every round.
Movement smallHowell(int tables) {
    const int t = tables;
    const int n = 2 * t - 1;
    struct Slot {
        int a;
        int b;
        int set = -1;
    };
    std::vector<std::vector<Slot>> slots(n);
    for (int r = 0; r < n; ++r) {
        slots[r].push_back({2 * t - 1, r});
        for (int i = 1; i < t; ++i)
            slots[r].push_back({(r + i) % n, mod(r - i, n)});
    }
    // Branch and bound over the table-rounds: each pair plays every set once, each set is
    // played T times; the fewest tables sharing a set with another wins.
    std::vector<std::vector<int>> pairSets(2 * t, std::vector<int>(n, 0));
    std::vector<int> setCount(n, 0);
    int bestShares = 1 << 20;
    std::vector<std::vector<Slot>> best;
    auto dfs = [&](auto&& self, int idx, int shares) -> void {
        if (shares >= bestShares)
            return;
        if (idx == n * t) {
            bestShares = shares;
            best = slots;
            return;
        }
        const int r = idx / t;
        const int i = idx % t;
        Slot& s = slots[r][i];
        for (int set = 0; set < n; ++set) {
            if (pairSets[s.a][set] || pairSets[s.b][set] || setCount[set] == t)
                continue;
            int inRound = 0;
            for (int j = 0; j < i; ++j)
                inRound += slots[r][j].set == set;
            s.set = set;
            pairSets[s.a][set] = pairSets[s.b][set] = 1;
            ++setCount[set];
            self(self, idx + 1, shares + (inRound > 0));
            pairSets[s.a][set] = pairSets[s.b][set] = 0;
            --setCount[set];
            s.set = -1;
        }
    };
    dfs(dfs, 0, 0);
    Movement m = newMovement("howell", std::to_string(t) + "-table Howell",
                             {.pairs = 2 * t,
                              .tables = t,
                              .rounds = n,
                              .boardSets = n,
                              .boardsPerRound = defaultBoardsPerRound(n)});
    for (Round& round : m.rounds) {
        const int r = round.number - 1;
        std::map<int, std::vector<int>> tablesOfSet;
        for (int i = 0; i < t; ++i) {
            const Slot& s = best[r][i];
            round.tables.push_back({i + 1, s.a + 1, s.b + 1, s.set + 1});
            tablesOfSet[s.set + 1].push_back(i + 1);
        }
        for (const auto& [set, list] : tablesOfSet)
            if (list.size() > 1)
                m.promises.sharedTables.push_back({r + 1, list});
    }
    // Orientation: all 2^(T·n) choices (64 or 32768), the least Σ c² wins, first found on ties.
    // Counted on plain arrays: this loop is most of the time of a 3-table Howell.
    const int cells = n * t;
    const int pairCount = 2 * t;
    std::vector<int> cellNs(cells), cellEw(cells), cellSet(cells);
    for (int k = 0; k < cells; ++k) {
        const TableRound& tr = m.rounds[k / t].tables[k % t];
        cellNs[k] = tr.ns;
        cellEw[k] = tr.ew;
        cellSet[k] = tr.set;
    }
    long bestScore = -1;
    unsigned bestMask = 0;
    std::vector<int> c((pairCount + 1) * (pairCount + 1));
    for (unsigned mask = 0; mask < (1u << cells); ++mask) {
        std::fill(c.begin(), c.end(), 0);
        for (int x = 0; x < cells; ++x)
            for (int y = x + 1; y < cells; ++y) {
                if (cellSet[x] != cellSet[y])
                    continue;
                const bool fx = (mask >> x) & 1;
                const bool fy = (mask >> y) & 1;
                const int nsX = fx ? cellEw[x] : cellNs[x];
                const int ewX = fx ? cellNs[x] : cellEw[x];
                const int nsY = fy ? cellEw[y] : cellNs[y];
                const int ewY = fy ? cellNs[y] : cellEw[y];
                ++c[std::min(nsX, nsY) * (pairCount + 1) + std::max(nsX, nsY)];
                ++c[std::min(ewX, ewY) * (pairCount + 1) + std::max(ewX, ewY)];
            }
        long score = 0;
        for (int v : c)
            score += static_cast<long>(v) * v;
        if (bestScore < 0 || score < bestScore) {
            bestScore = score;
            bestMask = mask;
        }
    }
    for (int k = 0; k < cells; ++k)
        if ((bestMask >> k) & 1) {
            TableRound& tr = m.rounds[k / t].tables[k % t];
            std::swap(tr.ns, tr.ew);
        }
    labelAsHowell(m, t, true);
    m.notes.push_back("Board sets are shared: where two tables play the same set in a round, "
                      "they play its boards in turn and exchange them.");
    return m;
}

/// Removes pair `phantom` (the highest number): its opponents sit out. Where the phantom sat at
/// one table all session (the fixed pair of a cyclic Howell, a stationary pair of a design),
/// that table is removed and the tables in play are numbered 1..T−1.
void removePhantom(Movement& m, int phantom) {
    std::set<int> phantomTables;
    for (Round& r : m.rounds)
        for (TableRound& tr : r.tables)
            if (tr.ns == phantom || tr.ew == phantom) {
                phantomTables.insert(tr.table);
                r.sitout.push_back(tr.ns == phantom ? tr.ew : tr.ns);
                tr.ns = tr.ew = tr.set = 0;
            }
    m.pairs = phantom - 1;
    m.pairLabels.erase(phantom);
    if (m.promises.timesEachSetPlayed > 0)
        m.promises.timesEachSetPlayed -= 1; // the phantom played each set once
    m.promises.everyPairPlaysEverySet = false;
    listOnlyTablesInPlay(m);
    if (phantomTables.size() == 1)
        removeTable(m, *phantomTables.begin());
}

/// The complete Howell for 2T pairs, the base of the odd and partial ones.
Movement completeEvenHowell(int tables) {
    Movement m;
    if (tables <= 3) {
        m = smallHowell(tables);
    } else if (tables == 14) {
        // No cyclic Howell of 14 tables is perfect; the one on the field of 27 elements is.
        m = paleyHowell(27);
    } else {
        m = cyclicHowell(bestCyclicStarter(tables), 0);
        const auto b = measureBalance(m);
        // For odd T the cyclic optimum, (2T−1)(T−1), is the least squared deviation of any
        // Howell (docs/movements.md); only an imperfect even T is worth a non-cyclic search.
        const bool provenBest =
            tables % 2 == 1 &&
            std::lround(b.squaredDeviation) == static_cast<long>(2 * tables - 1) * (tables - 1);
        if (b.minComparisons != b.maxComparisons && !provenBest) {
            // No perfect cyclic one: try to beat it with a non-cyclic orientation.
            Movement flipped = m;
            improveBalanceByFlips(flipped, 40000L * tables, 7);
            if (measureBalance(flipped).squaredDeviation < b.squaredDeviation - 1e-9) {
                m = flipped;
                m.notes.push_back("North-South and East-West were chosen table by table "
                                  "(not cyclically) for a better balance.");
            }
        }
    }
    m.notes.insert(m.notes.begin(),
                   "Pair " + std::to_string(2 * tables) + " stays at table 1 all session.");
    return m;
}

std::string sitoutNote() {
    return "Each round the pair listed as sitting out rests (it would have met the phantom "
           "pair); the tables in play are numbered from 1.";
}

std::string fitsText() {
    return "a Howell needs " + std::to_string(minHowellPairs) + " to " +
           std::to_string(maxHowellPairs) + " pairs";
}

void setBoards(Movement& m, int boardsPerRound) {
    m.boardsPerRound = boardsPerRound > 0
                           ? boardsPerRound
                           : defaultBoardsPerRound(static_cast<int>(m.rounds.size()));
}

} // namespace

Movement completeHowell(int pairs, int boardsPerRound) {
    if (pairs < minHowellPairs || pairs > maxHowellPairs)
        throw core::InputError(std::to_string(pairs) + " pairs: " + fitsText() + ".");
    const int tables = (pairs + 1) / 2;
    const bool paley = pairs % 2 == 1 && hasPaleyHowell(pairs);
    Movement m = paley ? paleyHowell(pairs) : completeEvenHowell(tables);
    if (paley) {
        // The phantom as the fixed pair of the Paley Howell: every two pairs are compared
        // exactly T−2 times (each misses one set, and of δ and −δ exactly one is a square).
        removePhantom(m, pairs + 1);
        m.name = std::to_string(tables) + "-table Howell, " + std::to_string(pairs) + " pairs";
        m.notes.insert(m.notes.begin(), sitoutNote());
    } else if (pairs % 2 == 1) {
        removePhantom(m, pairs + 1);
        improveBalanceByFlips(m, 20000L * tables, 11);
        m.name = std::to_string(tables) + "-table Howell, " + std::to_string(pairs) + " pairs";
        m.notes.erase(m.notes.begin());
        m.notes.insert(m.notes.begin(), sitoutNote());
    }
    setBoards(m, boardsPerRound);
    listOnlyTablesInPlay(m);
    return m;
}

namespace {

/// The known exceptions (Stinson, "The existence of Howell designs of odd side"; Anderson,
/// Schellenberg and Stinson, "The existence of Howell designs of even side"): an H(s, 2n)
/// exists for every n ≤ s ≤ 2n − 1 but H(2, 4), H(3, 4), H(5, 6) and H(5, 8).
bool howellDesignExists(int tables, int rounds) {
    if (rounds < tables || rounds > 2 * tables - 1)
        return false;
    const int s = rounds;
    const int v = 2 * tables;
    return !((s == 2 && v == 4) || (s == 3 && v == 4) || (s == 5 && v == 6) || (s == 5 && v == 8));
}

} // namespace

namespace {

/// "Stationary pairs: 9 at table 1, 10 at table 2." for the pairs that play every round at
/// one table, read from the movement itself; empty when there are none.
std::string stationaryNote(const Movement& m) {
    std::map<int, std::set<int>> tablesOf;
    std::map<int, int> roundsPlayed;
    for (const Round& r : m.rounds)
        for (const TableRound& tr : r.tables)
            for (int p : {tr.ns, tr.ew})
                if (p != 0) {
                    tablesOf[p].insert(tr.table);
                    ++roundsPlayed[p];
                }
    std::string text;
    for (const auto& [pair, list] : tablesOf)
        if (list.size() == 1 && roundsPlayed[pair] == static_cast<int>(m.rounds.size()))
            text += (text.empty() ? "" : ", ") + std::to_string(pair) + " at table " +
                    std::to_string(*list.begin());
    return text.empty() ? text : "Stationary pairs: " + text + ".";
}

/// Whether pair `p` sits at one table in every round (the phantom of a design whose table can
/// be removed).
bool staysAtOneTable(const Movement& m, int p) {
    std::set<int> tables;
    for (const Round& r : m.rounds)
        for (const TableRound& tr : r.tables)
            if (tr.ns == p || tr.ew == p)
                tables.insert(tr.table);
    return tables.size() == 1;
}

std::string partialName(int pairs, int tables, int rounds) {
    return std::to_string(tables) + "-table Howell, " + std::to_string(rounds) + " of " +
           std::to_string(2 * tables - 1) + " rounds" +
           (pairs % 2 ? ", " + std::to_string(pairs) + " pairs" : "");
}

/// R rounds of the complete Howell with its 2T − 1 sets (more sets than rounds, each played
/// fewer times, none twice by a pair): where no Howell design H(R, 2T) exists or none is
/// found. Rounds chosen among six candidates for Manning's measure.
Movement roundsOfCompleteHowell(int pairs, int rounds) {
    const int tables = (pairs + 1) / 2;
    const int full = 2 * tables - 1;
    const Movement complete = completeEvenHowell(tables);
    Rng rng(1000 + static_cast<std::uint64_t>(pairs) * 64 + rounds);
    Movement best;
    double bestQf = -1;
    const int candidates = 6;
    for (int cand = 0; cand < candidates; ++cand) {
        std::vector<int> chosen(full);
        std::iota(chosen.begin(), chosen.end(), 0);
        if (cand > 0)
            rng.shuffle(chosen);
        chosen.resize(rounds);
        std::sort(chosen.begin(), chosen.end());
        Movement m = complete;
        m.rounds.clear();
        m.promises = {};
        m.promises.noPairMeetsTwice = true;
        for (int k = 0; k < rounds; ++k) {
            Round r = complete.rounds[chosen[k]];
            r.number = k + 1;
            m.rounds.push_back(r);
            // Three tables share sets (smallHowell): the kept rounds keep their declarations.
            for (SharedTables shared : complete.promises.sharedTables)
                if (shared.round == chosen[k] + 1) {
                    shared.round = k + 1;
                    m.promises.sharedTables.push_back(shared);
                }
        }
        std::map<int, int> renumber;
        for (Round& r : m.rounds)
            for (TableRound& tr : r.tables)
                tr.set =
                    renumber.emplace(tr.set, static_cast<int>(renumber.size()) + 1).first->second;
        m.boardSets = static_cast<int>(renumber.size());
        if (pairs % 2 == 1)
            removePhantom(m, pairs + 1);
        improveManningByFlips(m, 20000L * tables, 13 + cand);
        const double qf = measureBalance(m).manningQf;
        if (qf > bestQf + 1e-9) {
            best = m;
            bestQf = qf;
        }
    }
    best.notes.clear();
    if (pairs % 2)
        best.notes.push_back(sitoutNote());
    else
        best.notes.push_back("Pair " + std::to_string(2 * tables) +
                             " stays at table 1 all session.");
    best.notes.push_back(std::to_string(best.boardSets) + " board sets for " +
                         std::to_string(rounds) + " rounds: each pair plays " +
                         std::to_string(rounds) + " of them.");
    return best;
}

} // namespace

Movement partialHowell(int pairs, int rounds, int boardsPerRound) {
    if (pairs < minHowellPairs || pairs > maxHowellPairs)
        throw core::InputError(std::to_string(pairs) + " pairs: " + fitsText() + ".");
    const int tables = (pairs + 1) / 2;
    const int full = 2 * tables - 1;
    if (rounds == full)
        return completeHowell(pairs, boardsPerRound);
    if (tables < 3 || rounds < tables || rounds > full)
        throw core::InputError(
            std::to_string(pairs) + " pairs at " + std::to_string(tables) +
            " tables: a Howell plays " +
            (tables < 3 ? std::to_string(full) + " rounds (the complete one)"
                        : std::to_string(tables) + " to " + std::to_string(full) + " rounds") +
            ", not " + std::to_string(rounds) + ".");
    // First choice: a Howell design H(R, 2T), every pair playing every one of the R sets, each
    // set played at T tables. Several starters of every cyclic shape, each re-oriented table by
    // table for Manning's measure; the best Qf wins (the first on ties).
    std::optional<Movement> best;
    double bestQf = -1;
    bool phantomMoves = false;
    auto consider = [&](Movement m, std::uint64_t seed) {
        bool moves = false;
        if (pairs % 2 == 1) {
            moves = !staysAtOneTable(m, pairs + 1);
            removePhantom(m, pairs + 1);
        }
        improveManningByFlips(m, 20000L * tables, seed);
        const double qf = measureBalance(m).manningQf;
        if (qf > bestQf + 1e-9) {
            best = std::move(m);
            bestQf = qf;
            phantomMoves = moves;
        }
    };
    const bool exists = howellDesignExists(tables, rounds);
    if (exists) {
        // Five starters a shape: the flips alone leave Qf some points apart between designs.
        // The first search may restart 40 times, the others 4 (a search that fails costs the
        // most); one that finds none ends its shape.
        for (const DesignShape& shape : designShapes(tables, rounds))
            for (std::uint64_t seed = 1; seed <= 5; ++seed) {
                auto m = cyclicHowellDesign(tables, rounds, shape, seed * 7919 + rounds,
                                            seed == 1 ? 40 : 4);
                if (!m)
                    break;
                consider(std::move(*m), 17 + seed);
            }
        // No cyclic one (H(6, 8), H(8, 10)): small enough to search whole.
        for (std::uint64_t seed = 1; !best && tables <= 6 && seed <= 4; ++seed)
            if (auto m = searchedHowellDesign(tables, rounds, seed, 50000))
                consider(std::move(*m), 31 + seed);
    }
    if (best) {
        best->name = partialName(pairs, tables, rounds);
        best->notes.clear();
        if (const std::string note = stationaryNote(*best); !note.empty())
            best->notes.push_back(note);
        if (pairs % 2)
            best->notes.push_back(
                phantomMoves ? "Each round the pair listed as sitting out rests (it would have "
                               "met the phantom pair); its table is idle that round."
                             : sitoutNote());
        best->notes.push_back(
            "A Howell design: each of the " + std::to_string(rounds) + " board sets is played " +
            std::to_string(best->promises.timesEachSetPlayed) + " times, and every pair plays " +
            (pairs % 2 ? "each set but the one of the round it sits out." : "every set."));
        setBoards(*best, boardsPerRound);
        return std::move(*best);
    }
    Movement m = roundsOfCompleteHowell(pairs, rounds);
    m.name = partialName(pairs, tables, rounds);
    m.notes.push_back(exists ? "No Howell design (every pair playing each of " +
                                   std::to_string(rounds) + " sets) was found for this size."
                             : "No Howell design (every pair playing each of " +
                                   std::to_string(rounds) + " sets) exists for " +
                                   std::to_string(2 * tables) + " pairs in " +
                                   std::to_string(rounds) + " rounds.");
    setBoards(m, boardsPerRound);
    return m;
}

Movement howell(const MovementRequest& request) {
    if (request.arrowSwitch || !request.arrowSwitchRounds.empty())
        throw core::InputError("A Howell needs no arrow switch: its pairs already change "
                               "direction; use --arrow-switch with a Mitchell.");
    int pairs = request.pairs;
    if (pairs == 0)
        pairs = 2 * request.tables;
    else if (request.tables != 0 && (pairs + 1) / 2 != request.tables)
        throw core::InputError(std::to_string(pairs) + " pairs do not fill " +
                               std::to_string(request.tables) + " tables of a Howell.");
    if (pairs == 0)
        throw core::InputError("A Howell needs --pairs P or --tables T.");
    if (pairs < minHowellPairs || pairs > maxHowellPairs)
        throw core::InputError(std::to_string(pairs) + " pairs: " + fitsText() + " (" +
                               std::to_string((minHowellPairs + 1) / 2) + " to " +
                               std::to_string(maxHowellPairs / 2) + " tables).");
    if (request.boardsPerRound < 0)
        throw core::InputError("boards per round must be at least 1.");
    if (request.rounds == 0)
        return completeHowell(pairs, request.boardsPerRound);
    return partialHowell(pairs, request.rounds, request.boardsPerRound);
}

} // namespace overplay::movements
