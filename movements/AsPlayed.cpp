// SPDX-License-Identifier: GPL-3.0-or-later
#include "movements/AsPlayed.h"

#include "core/Error.h"
#include "core/SplitMix.h"
#include "movements/Labels.h"
#include "movements/Validator.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <set>
#include <tuple>
#include <utility>

namespace overplay::movements {

namespace {

/// Whom an entry met on a board, and holding which cards.
struct Opposite {
    int opponent = 0;
    bool northSouth = false;
    friend bool operator==(const Opposite&, const Opposite&) = default;
};

using BoardsOf = std::map<int, std::map<int, Opposite>>; // entry → board → opposite

/// Refuses lines no night could have: an entry twice on a board, against itself, outside
/// 1..entries, or (two fields) on both sides. `m` (its entries and labels) names the pairs.
BoardsOf checkedBoards(const AsPlayedRequest& request, const Movement& m) {
    BoardsOf boards;
    std::map<int, bool> sideOf; // two fields: entry → holds North-South
    for (const PlayedBoard& p : request.played) {
        if (p.board < 1)
            throw core::InputError("board " + std::to_string(p.board) + " is not a board");
        for (int e : {p.ns, p.ew})
            if (e < 1 || e > request.entries)
                throw core::InputError("board " + std::to_string(p.board) +
                                       " names a pair the section does not have");
        if (p.ns == p.ew)
            throw core::InputError("board " + std::to_string(p.board) + ": pair " +
                                   entryLabel(m, p.ns) + " cannot play against itself");
        // Two fields whose pairs' fields are known: an East-West pair holding the North-South
        // cards against a North-South pair is an arrow switch, not a change of field.
        const Field nsField = fieldOfEntry(m, p.ns), ewField = fieldOfEntry(m, p.ew);
        if (request.twoFields && nsField != Field::Any && nsField == ewField)
            throw core::InputError("board " + std::to_string(p.board) + ": pairs " +
                                   entryLabel(m, p.ns) + " and " + entryLabel(m, p.ew) +
                                   " are both " +
                                   (nsField == Field::NorthSouth ? "North-South" : "East-West") +
                                   " pairs and cannot meet");
        const bool switched =
            request.twoFields && nsField == Field::EastWest && ewField == Field::NorthSouth;
        for (const auto& [entry, opposite] :
             {std::pair{p.ns, Opposite{p.ew, true}}, std::pair{p.ew, Opposite{p.ns, false}}}) {
            if (!boards[entry].emplace(p.board, opposite).second)
                throw core::InputError("pair " + entryLabel(m, entry) + " plays board " +
                                       std::to_string(p.board) +
                                       " twice: a pair plays each board once");
            if (request.twoFields && !switched) {
                auto [side, added] = sideOf.emplace(entry, opposite.northSouth);
                if (!added && side->second != opposite.northSouth)
                    throw core::InputError("pair " + entryLabel(m, entry) + " holds the " +
                                           (opposite.northSouth ? "North-South" : "East-West") +
                                           " cards on board " + std::to_string(p.board) +
                                           ", where its field plays the other way all night");
            }
        }
    }
    return boards;
}

/// The most boards a round can hold: every entry's boards of one set are played against one
/// opponent in one direction.
int boardsPerRoundOf(const BoardsOf& boards, int lastBoard) {
    for (int size = lastBoard; size > 1; --size) {
        bool fits = true;
        for (const auto& [entry, played] : boards) {
            std::map<int, Opposite> bySet;
            for (const auto& [board, opposite] : played) {
                auto [at, added] = bySet.emplace((board - 1) / size, opposite);
                if (!added && !(at->second == opposite)) {
                    fits = false;
                    break;
                }
            }
            if (!fits)
                break;
        }
        if (fits)
            return size;
    }
    return 1;
}

/// One table's play in one round: two entries on one set.
struct Meeting {
    int set = 0;
    int ns = 0; ///< the entry holding the North-South cards
    int ew = 0;
    bool switched = false; ///< an arrow switch: `ns` is an East-West pair, `ew` a North-South one
    /// Two fields: the North-South pair, which stays at its table, and the East-West pair.
    int stays() const { return switched ? ew : ns; }
    int moves() const { return switched ? ns : ew; }
    friend auto operator<=>(const Meeting&, const Meeting&) = default;
};

/// The search's generator: the same lines always give the same rounds.
using Sequence = core::SplitMix64;

/// Rounds for the meetings, 0-based, in at most `rounds` rounds: the meeting with the fewest
/// rounds still open goes first (ties broken by `order`), into its first open round. Empty
/// when some meeting finds no round open.
std::vector<int> tryRounds(const std::vector<Meeting>& meetings, int rounds, int entries, int sets,
                           Sequence& order) {
    const std::size_t n = meetings.size();
    std::vector<std::uint64_t> tieBreak(n);
    for (auto& t : tieBreak)
        t = order.next();
    // busy[entry or set][round]
    std::vector<std::vector<char>> entryBusy(static_cast<std::size_t>(entries) + 1,
                                             std::vector<char>(static_cast<std::size_t>(rounds)));
    std::vector<std::vector<char>> setBusy(static_cast<std::size_t>(sets) + 1,
                                           std::vector<char>(static_cast<std::size_t>(rounds)));
    std::vector<int> roundOf(n, -1);
    const auto open = [&](const Meeting& m, int r) {
        return !entryBusy[m.ns][r] && !entryBusy[m.ew][r] && !setBusy[m.set][r];
    };
    for (std::size_t placed = 0; placed < n; ++placed) {
        std::size_t best = n;
        int bestOpen = rounds + 1;
        for (std::size_t i = 0; i < n; ++i) {
            if (roundOf[i] >= 0)
                continue;
            int count = 0;
            for (int r = 0; r < rounds; ++r)
                count += open(meetings[i], r) ? 1 : 0;
            if (count < bestOpen || (count == bestOpen && tieBreak[i] < tieBreak[best])) {
                best = i;
                bestOpen = count;
            }
        }
        if (bestOpen == 0)
            return {};
        const Meeting& m = meetings[best];
        int r = 0;
        while (!open(m, r))
            ++r;
        roundOf[best] = r;
        entryBusy[m.ns][r] = entryBusy[m.ew][r] = setBusy[m.set][r] = 1;
    }
    return roundOf;
}

/// Min-conflicts repair (Minton et al., "Minimizing conflicts: a heuristic repair method for
/// constraint satisfaction and scheduling problems", 1992): every meeting given a round in
/// 0..rounds-1, then a meeting that clashes (an entry or its set twice in its round) moved to
/// the round where it clashes least, now and then to any round, until none clashes. What
/// the greedy search misses in Latin-square-like nights (an odd Mitchell of 9 or more tables)
/// this finds in a few thousand moves. Empty when `steps` run out.
std::vector<int> repairRounds(const std::vector<Meeting>& meetings, int rounds, int entries,
                              int sets, Sequence& random, long steps) {
    const std::size_t n = meetings.size();
    const auto R = static_cast<std::size_t>(rounds);
    std::vector<int> entryCount((static_cast<std::size_t>(entries) + 1) * R);
    std::vector<int> setCount((static_cast<std::size_t>(sets) + 1) * R);
    const auto at = [&](int who, int r) { return static_cast<std::size_t>(who) * R + r; };
    std::vector<int> roundOf(n);
    const auto place = [&](std::size_t i, int r, int delta) {
        entryCount[at(meetings[i].ns, r)] += delta;
        entryCount[at(meetings[i].ew, r)] += delta;
        setCount[at(meetings[i].set, r)] += delta;
    };
    // What meeting i would meet in round r: the other meetings of its pairs and set there,
    // and itself three times over when it is there.
    const auto clashes = [&](std::size_t i, int r) {
        return entryCount[at(meetings[i].ns, r)] + entryCount[at(meetings[i].ew, r)] +
               setCount[at(meetings[i].set, r)];
    };
    for (std::size_t i = 0; i < n; ++i) {
        roundOf[i] = static_cast<int>(random.next() % R);
        place(i, roundOf[i], 1);
    }
    std::vector<std::size_t> clashing;
    for (long step = 0; step < steps; ++step) {
        clashing.clear();
        for (std::size_t i = 0; i < n; ++i)
            if (clashes(i, roundOf[i]) > 3) // more than itself
                clashing.push_back(i);
        if (clashing.empty())
            return roundOf;
        const std::size_t i = clashing[random.next() % clashing.size()];
        place(i, roundOf[i], -1);
        int best = roundOf[i];
        if (random.next() % 10 == 0) {
            best = static_cast<int>(random.next() % R); // a random step out of a local minimum
        } else {
            int fewest = clashes(i, best) + 1; // prefer moving when another round is as good
            std::uint64_t tie = 0;
            for (int r = 0; r < rounds; ++r) {
                const int c = clashes(i, r) + (r == roundOf[i] ? 1 : 0);
                const std::uint64_t t = random.next();
                if (c < fewest || (c == fewest && t < tie)) {
                    fewest = c;
                    best = r;
                    tie = t;
                }
            }
        }
        roundOf[i] = best;
        place(i, best, 1);
    }
    return {};
}

/// Whether `roundOf` seats no entry twice in a round and no set twice in a round.
bool roundsHold(const std::vector<Meeting>& meetings, const std::vector<int>& roundOf, int rounds) {
    std::set<std::pair<int, int>> entryIn, setIn;
    for (std::size_t i = 0; i < meetings.size(); ++i) {
        const int r = roundOf[i];
        if (r < 0 || r >= rounds || !entryIn.insert({meetings[i].ns, r}).second ||
            !entryIn.insert({meetings[i].ew, r}).second ||
            !setIn.insert({meetings[i].set, r}).second)
            return false;
    }
    return true;
}

/// A Mitchell's own rounds, when the file numbers its pairs as the night seated them: East-West
/// pair j (the j-th) moving up a table a round meets North-South pair i in round i - j (or,
/// moving down, j - i), counted round the number of rounds. An odd Mitchell is a Latin square
/// a search finds slowly; this finds it at once. Empty when neither fits.
std::vector<int> cyclicRounds(const std::vector<Meeting>& meetings, int rounds) {
    std::map<int, int> nsRank, ewRank;
    for (const Meeting& m : meetings) {
        nsRank.emplace(m.stays(), 0);
        ewRank.emplace(m.moves(), 0);
    }
    for (auto* ranks : {&nsRank, &ewRank}) {
        int next = 0;
        for (auto& [entry, rank] : *ranks)
            rank = next++;
    }
    for (int sign : {1, -1}) {
        std::vector<int> roundOf;
        for (const Meeting& m : meetings) {
            const int d = sign * (nsRank.at(m.stays()) - ewRank.at(m.moves()));
            roundOf.push_back(((d % rounds) + rounds) % rounds);
        }
        if (roundsHold(meetings, roundOf, rounds))
            return roundOf;
    }
    return {};
}

/// The night's own rounds and tables, when every board played records them and they seat
/// one night: meeting i's round in `roundOf` (0-based) and its table in `tableOf`. False
/// otherwise (a board without them, a meeting at two tables, an entry, set or table twice in
/// a round), and the rounds are searched for instead.
bool recordedRounds(const AsPlayedRequest& request, const std::vector<Meeting>& meetings,
                    int perRound, std::vector<int>& roundOf, std::vector<int>& tableOf,
                    int& rounds) {
    std::map<std::pair<int, int>, std::pair<int, int>> at; // (ns, set) → (round, table)
    for (const PlayedBoard& p : request.played) {
        if (p.round <= 0 || p.table <= 0 || p.round > MovementLimits::rounds)
            return false;
        const auto [it, added] =
            at.emplace(std::pair{p.ns, (p.board - 1) / perRound + 1}, std::pair{p.round, p.table});
        if (!added && it->second != std::pair{p.round, p.table})
            return false;
    }
    std::set<std::pair<int, int>> busy; // (round, entry), (round, -set), (round, table + big)
    constexpr int kTables = 1 << 20;
    roundOf.clear();
    tableOf.clear();
    rounds = 0;
    for (const Meeting& m : meetings) {
        const auto [round, table] = at.at({m.ns, m.set});
        for (const int key : {m.ns, m.ew, -m.set, kTables + table})
            if (!busy.emplace(round, key).second)
                return false;
        roundOf.push_back(round - 1);
        tableOf.push_back(table);
        rounds = std::max(rounds, round);
    }
    return true;
}

/// As few rounds as the search finds: from the least any entry or set needs upwards.
std::vector<int> roundsFor(const std::vector<Meeting>& meetings, int entries, int sets,
                           int& rounds) {
    std::map<int, int> perEntry, perSet;
    int least = 1;
    for (const Meeting& m : meetings) {
        least = std::max({least, ++perEntry[m.ns], ++perEntry[m.ew], ++perSet[m.set]});
    }
    Sequence order(0x0F1A5EEDULL + meetings.size());
    for (rounds = least; rounds <= static_cast<int>(meetings.size()); ++rounds) {
        if (rounds > MovementLimits::rounds)
            break;
        if (std::vector<int> found = cyclicRounds(meetings, rounds); !found.empty())
            return found;
        for (int attempt = 0; attempt < 40; ++attempt) {
            std::vector<int> found = tryRounds(meetings, rounds, entries, sets, order);
            if (!found.empty())
                return found;
        }
        const long steps = 300L * static_cast<long>(meetings.size()) + 2000;
        std::vector<int> found = repairRounds(meetings, rounds, entries, sets, order, steps);
        if (!found.empty())
            return found;
    }
    throw core::InputError("the results need more than " + std::to_string(MovementLimits::rounds) +
                           " rounds to seat every table: they cannot be one session");
}

} // namespace

Movement movementAsPlayed(const AsPlayedRequest& request) {
    if (request.played.empty())
        throw core::InputError("there are no results to rebuild the movement from");
    if (request.entries < 2 || request.entries > MovementLimits::entries)
        throw core::InputError("a section needs 2 to " + std::to_string(MovementLimits::entries) +
                               " pairs");
    Movement m;
    m.kind = "as-played";
    m.pairs = request.entries;
    m.pairLabels = request.labels;
    const BoardsOf boards = checkedBoards(request, m);
    int lastBoard = 0;
    for (const PlayedBoard& p : request.played)
        lastBoard = std::max(lastBoard, p.board);
    const int perRound = boardsPerRoundOf(boards, lastBoard);
    m.boardsPerRound = perRound;
    m.boardSets = (lastBoard + perRound - 1) / perRound;
    if (m.boardSets > MovementLimits::boardSets)
        throw core::InputError("the results play " + std::to_string(lastBoard) +
                               " boards one at a time: more board sets than a session holds");

    std::set<Meeting> distinct;
    for (const PlayedBoard& p : request.played) {
        const bool switched = request.twoFields && fieldOfEntry(m, p.ns) == Field::EastWest &&
                              fieldOfEntry(m, p.ew) == Field::NorthSouth;
        distinct.insert(Meeting{(p.board - 1) / perRound + 1, p.ns, p.ew, switched});
    }
    const std::vector<Meeting> meetings(distinct.begin(), distinct.end());
    int rounds = 0;
    std::vector<int> roundOf, tableOf;
    const bool recorded = recordedRounds(request, meetings, perRound, roundOf, tableOf, rounds);
    if (!recorded)
        roundOf = roundsFor(meetings, request.entries, m.boardSets, rounds);

    // Two fields: North-South entry i sits at table i all night (its rank among them).
    std::map<int, int> tableOfNs;
    if (request.twoFields) {
        for (const Meeting& meeting : meetings)
            tableOfNs.emplace(meeting.stays(), 0);
        int table = 0;
        for (auto& [entry, number] : tableOfNs)
            number = ++table;
    }
    m.rounds.resize(static_cast<std::size_t>(rounds));
    for (int r = 0; r < rounds; ++r)
        m.rounds[r].number = r + 1;
    for (std::size_t i = 0; i < meetings.size(); ++i) {
        TableRound t;
        t.ns = meetings[i].ns;
        t.ew = meetings[i].ew;
        t.set = meetings[i].set;
        t.switched = meetings[i].switched;
        if (recorded)
            t.table = tableOf[i];
        m.rounds[static_cast<std::size_t>(roundOf[i])].tables.push_back(t);
    }
    for (Round& round : m.rounds) {
        if (recorded) {
            std::sort(round.tables.begin(), round.tables.end(),
                      [](const TableRound& a, const TableRound& b) { return a.table < b.table; });
            for (const TableRound& t : round.tables)
                m.tables = std::max(m.tables, t.table);
            continue;
        }
        std::sort(round.tables.begin(), round.tables.end(),
                  [](const TableRound& a, const TableRound& b) {
                      return std::tie(a.set, a.ns) < std::tie(b.set, b.ns);
                  });
        int table = 0;
        for (TableRound& t : round.tables)
            t.table = request.twoFields ? tableOfNs.at(t.switched ? t.ew : t.ns) : ++table;
        std::sort(round.tables.begin(), round.tables.end(),
                  [](const TableRound& a, const TableRound& b) { return a.table < b.table; });
        for (const TableRound& t : round.tables)
            m.tables = std::max(m.tables, t.table);
    }
    listOnlyTablesInPlay(m);
    // The rounds are the night's or the search's: the name says the movement was rebuilt, and
    // how its pairs are ranked. A Mitchell whose pairs crossed over on some boards (an arrow
    // switch) is ranked as one field, though each pair keeps its card's direction.
    const bool crossed = std::any_of(m.rounds.begin(), m.rounds.end(), [](const Round& round) {
        return std::any_of(round.tables.begin(), round.tables.end(),
                           [](const TableRound& t) { return t.switched; });
    });
    m.name = !request.twoFields ? "as played, one field"
             : crossed          ? "as played, arrow-switched"
                                : "as played, two fields";
    requirePlayable(m);
    return m;
}

} // namespace overplay::movements
