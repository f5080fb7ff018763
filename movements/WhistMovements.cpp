// SPDX-License-Identifier: GPL-3.0-or-later
#include "movements/WhistMovements.h"

#include "core/Error.h"
#include "movements/Mitchell.h"

#include <algorithm>
#include <array>
#include <string>

namespace overplay::movements {

namespace {

void refuseSize(const MovementRequest& request, const std::string& what, int pairs) {
    if (request.pairs != 0 && request.pairs != pairs)
        throw core::InputError(what + " is for " + std::to_string(pairs) + " pairs, not " +
                               std::to_string(request.pairs) + ".");
    const int tables = (pairs + 1) / 2;
    if (request.tables != 0 && request.tables != tables && !(pairs == 6 && request.tables == 3))
        throw core::InputError(what + " is played at " + std::to_string(tables) + " tables, not " +
                               std::to_string(request.tables) + ".");
}

/// Refuses a number of rounds the schedule cannot play: "`has`, not N." (`playable` says
/// whether it can).
void refuseRounds(const MovementRequest& request, bool playable, const std::string& has) {
    if (request.rounds != 0 && !playable)
        throw core::InputError(has + ", not " + std::to_string(request.rounds) + ".");
}

/// The letters Foster's Duplicate Whist gives the pairs: a, b, c, …
void letterLabels(Movement& m) {
    for (int p = 1; p <= m.pairs; ++p)
        m.pairLabels[p] = std::string(1, static_cast<char>('a' + p - 1));
}

} // namespace

Movement compass(const MovementRequest& request) {
    // Tables from the request; the trays: "a minimum of 24 trays, or get as near that number as
    // possible. If there are 14 tables, they play two deals at each. If there are only 10
    // tables, they play 30 trays" (Foster's Duplicate Whist).
    MovementRequest asked = request;
    asked.kind = "mitchell";
    int tables = request.tables > 0 ? request.tables : (request.pairs + 1) / 2;
    if (tables < 3)
        throw core::InputError("Compass whist needs at least 3 tables, not " +
                               std::to_string(std::max(tables, 0)) + ".");
    if (asked.boardsPerRound == 0)
        asked.boardsPerRound = std::max(2, (24 + tables - 1) / tables);
    if (tables % 2 == 0 && asked.evenTables.empty() &&
        (asked.rounds == 0 || asked.rounds == tables))
        asked.evenTables = "relay"; // every pair then plays every tray
    const Movement base = mitchell(asked);

    // Foster moves East-West "up one table, 2 going to 1, 3 to 2": the Mitchell seen in a
    // mirror (table t ↔ T+1−t), so the trays go the other way, 1 to 2. Pairs are named by the
    // table they start at ("No. 3 N & S", "No. 3 E & W").
    const int T = base.tables;
    auto mirrorTable = [T](int t) { return t == 0 ? 0 : T + 1 - t; };
    // Pair numbers: North-South t = t; East-West pairs T+1.. in order of their starting table.
    std::map<int, int> ewNumber; // mirrored starting table → pair number
    for (const auto& [pair, label] : base.pairLabels)
        if (pair > T)
            ewNumber[mirrorTable(pair - T)] = 0;
    int next = T + 1;
    for (auto& [start, number] : ewNumber)
        number = next++;
    auto mirrorPair = [&](int pair) {
        if (pair == 0)
            return 0;
        return pair <= T ? mirrorTable(pair) : ewNumber.at(mirrorTable(pair - T));
    };

    Movement m = base;
    m.kind = "compass";
    m.name = (base.pairs % 2 == 1 ? std::to_string(T - 1) + "\u00bd" : std::to_string(T)) +
             "-table compass whist";
    m.pairLabels.clear();
    for (int t = 1; t <= T; ++t)
        m.pairLabels[t] = std::to_string(t) + "NS";
    for (const auto& [start, number] : ewNumber)
        m.pairLabels[number] = std::to_string(start) + "EW";
    for (Round& round : m.rounds) {
        for (TableRound& t : round.tables) {
            t.table = mirrorTable(t.table);
            t.ns = mirrorPair(t.ns);
            t.ew = mirrorPair(t.ew);
        }
        std::sort(round.tables.begin(), round.tables.end(),
                  [](const TableRound& a, const TableRound& b) { return a.table < b.table; });
        for (int& p : round.sitout)
            p = mirrorPair(p);
    }
    // Shared tables 1 and T and the bye stand between T/2 and T/2+1 are symmetric: unchanged.
    m.notes.clear();
    m.notes.push_back("Compass whist: the North-South pairs sit still; after each round of " +
                      std::to_string(m.boardsPerRound) +
                      " deals every East-West pair moves up one table (2 going to 1, 3 to 2, "
                      "1 to " +
                      std::to_string(T) + ") and the trays go the other way (1 to 2, " +
                      std::to_string(T) + " to 1).");
    if (base.byeStandAfterTable > 0)
        m.notes.push_back("With an even number of tables tables 1 and " + std::to_string(T) +
                          " share their trays every round and a bye stand between tables " +
                          std::to_string(T / 2) + " and " + std::to_string(T / 2 + 1) +
                          " holds one set of trays, so every pair plays every tray once.");
    for (const std::string& note : base.notes)
        if (note.rfind("Skip", 0) == 0 || note.rfind("Arrow", 0) == 0 ||
            note.rfind("Half", 0) == 0 || note.find("revenge") != std::string::npos)
            m.notes.push_back(note);
    m.notes.push_back("Scoring: each pair totals its tricks; each direction is averaged and "
                      "every pair scores plus or minus against its own direction's average.");
    listOnlyTablesInPlay(m);
    return m;
}

Movement memoryPairs(const MovementRequest& request) {
    refuseSize(request, "Memory duplicate", 2);
    refuseRounds(request, request.rounds == 2,
                 "Memory duplicate has two rounds (the play and the overplay)");
    // "The number of hands played should always be some multiple of four" (Foster's Duplicate
    // Whist).
    const int hands = request.boardsPerRoundOr(12);
    Movement m = newMovement(
        "memory-pairs", "Memory duplicate, two pairs",
        {.pairs = 2, .tables = 1, .rounds = 2, .boardSets = 1, .boardsPerRound = hands});
    letterLabels(m);
    m.rounds[0].tables = {TableRound{1, 1, 2, 1}};
    // The overplay: the same players, the trays reversed ("if the indicators pointed N & S on
    // the original deals, they must lie E & W for the overplay"), so pair a now holds the cards
    // pair b held.
    TableRound overplay = TableRound{1, 2, 1, 1};
    overplay.switched = true;
    m.rounds[1].tables = {overplay};
    m.promises.replayWithCardsReversed = true;
    m.promises.timesEachSetPlayed = 2;
    m.notes.push_back("Memory duplicate: the players keep their seats; each tray is played and "
                      "laid aside, then all are overplayed with the trays reversed (indicators "
                      "East-West). No trump is turned: one suit is trumps for the sitting.");
    m.notes.push_back("Scoring: only the East-West hands are scored, on one card for the "
                      "original play and a new card for the overplay.");
    listOnlyTablesInPlay(m);
    return m;
}

Movement fourPairs(const MovementRequest& request) {
    refuseSize(request, "The four-pair schedule", 4);
    refuseRounds(request, request.rounds >= 2 && request.rounds <= 6 && request.rounds % 2 == 0,
                 "The four-pair schedule has 2, 4 or 6 rounds (two a set)");
    // Foster's Duplicate Whist, "Four Pairs": table 1 holds a East-West against b, c, d
    // North-South; table 2 d–c, b–d, c–b. Four hands are dealt at each table in each set, then
    // exchanged.
    const int a = 1, b = 2, c = 3, d = 4;
    const std::array<std::array<int, 4>, 3> sets{{{b, a, d, c}, {c, a, b, d}, {d, a, c, b}}};
    const int rounds = request.roundsOr(6);
    Movement m = newMovement("four-pairs", "Four pairs at two tables",
                             {.pairs = 4,
                              .tables = 2,
                              .rounds = rounds,
                              .boardSets = rounds,
                              .boardsPerRound = request.boardsPerRoundOr(4)});
    letterLabels(m);
    for (int s = 0; s < rounds / 2; ++s) {
        const auto& p = sets[s];
        const int first = 2 * s + 1; // dealt at table 1; first + 1 dealt at table 2
        m.rounds[2 * s].tables = {TableRound{1, p[0], p[1], first},
                                  TableRound{2, p[2], p[3], first + 1}};
        m.rounds[2 * s + 1].tables = {TableRound{1, p[0], p[1], first + 1},
                                      TableRound{2, p[2], p[3], first}};
    }
    m.promises.timesEachSetPlayed = 2;
    // Opponents stay together for both rounds of a set, so the validator's meeting promises
    // (one meeting a round) do not apply; the tests count the meetings instead.
    m.notes.push_back("Each set of " + std::to_string(2 * m.boardsPerRound) +
                      " hands: each table deals and plays " + std::to_string(m.boardsPerRound) +
                      ", then the tables exchange trays. The pairs at table 2 begin with hands " +
                      std::to_string(m.boardsPerRound + 1) + ", " +
                      std::to_string(3 * m.boardsPerRound + 1) + " and " +
                      std::to_string(5 * m.boardsPerRound + 1) + ".");
    m.notes.push_back("Pair a sits East-West at table 1 throughout; after the third set every "
                      "pair has played and overplayed the same number of hands against every "
                      "other pair.");
    listOnlyTablesInPlay(m);
    return m;
}

Movement sixPairs(const MovementRequest& request) {
    refuseSize(request, "The six-pair schedule", 6);
    refuseRounds(request, request.rounds == 14, "The six-pair schedule has 14 rounds");
    if (request.boardsPerRound != 0 && request.boardsPerRound != 2)
        throw core::InputError("The six-pair schedule plays two hands a round, not " +
                               std::to_string(request.boardsPerRound) + ".");
    const int a = 1, b = 2, c = 3, d = 4, e = 5, f = 6;
    Movement m =
        newMovement("six-pairs", "Six pairs at three tables",
                    {.pairs = 6, .tables = 3, .rounds = 14, .boardSets = 15, .boardsPerRound = 2});
    letterLabels(m);

    // Foster's Duplicate Whist, "Six Pairs": tables 1 and 2 always in play, table 3 half the time.
    // Each position of tables 1 and 2 is two rounds: each deals two hands, then they exchange. Sets
    // in order of first play; Foster numbers hands per dealing table.
    struct Position {
        std::array<int, 4> pairs;  ///< table 1 NS, EW; table 2 NS, EW
        int setAtTable1;           ///< dealt at table 1; the next set is dealt at table 2
        std::array<int, 2> table3; ///< NS, EW at table 3 in the position's first round, or 0
        int table3Set;
        std::vector<int> idle; ///< pairs not at tables 1-2 and not playing at table 3
    };
    const std::vector<Position> positions{
        // "b d f / a 1 a c 2 c e 3 e": hands 1-2 at tables 1 and 2; 3-4 dealt at table 3.
        {{b, a, d, c}, 1, {f, e}, 3, {}},
        // "c d f / a 1 a b 2 b e 3 e / Hands 5 and 6 played and exchanged. None."
        {{c, a, d, b}, 4, {0, 0}, 0, {e, f}},
        // "e d b / a 1 a f 2 f c 3 c / Hands 7 and 8 played and exchanged. 3 and 4."
        {{e, a, d, f}, 6, {b, c}, 3, {}},
        // "f d b / a 1 a e 2 e c 3 c / Hands 9 and 10 played and exchanged. None."
        {{f, a, d, e}, 8, {0, 0}, 0, {b, c}},
        // "a and d now give way to b and c ... then change adversaries for two more hands":
        // Foster prints no diagram; these two meet the remaining pairs b–e, c–f, b–f, c–e
        // and compare b–c, e–f, then b–e, c–f.
        {{b, e, c, f}, 10, {0, 0}, 0, {a, d}},
        {{b, f, e, c}, 12, {0, 0}, 0, {a, d}},
        // "a and d ... take seats E & W at two tables, the N & S positions being filled up by
        // any of the other players": here b and c, whose scores are not counted.
        {{b, a, c, d}, 14, {0, 0}, 0, {e, f}},
    };
    auto round = m.rounds.begin();
    for (const Position& p : positions) {
        for (int half = 0; half < 2; ++half) {
            Round& r = *round++;
            const int s1 = p.setAtTable1 + half;     // table 1: its own deal, then table 2's
            const int s2 = p.setAtTable1 + 1 - half; // table 2: its own deal, then table 1's
            r.tables.push_back(TableRound{1, p.pairs[0], p.pairs[1], s1});
            r.tables.push_back(TableRound{2, p.pairs[2], p.pairs[3], s2});
            if (half == 0 && p.table3Set != 0) {
                r.tables.push_back(TableRound{3, p.table3[0], p.table3[1], p.table3Set});
            } else {
                r.tables.push_back(TableRound{3, 0, 0, 0});
                // Whoever is not at tables 1-2 waits this round.
                std::vector<int> waiting = p.idle;
                if (p.table3Set != 0)
                    waiting = {p.table3[0], p.table3[1]};
                std::sort(waiting.begin(), waiting.end());
                r.sitout = waiting;
            }
        }
    }
    m.notes.push_back(
        "Board sets of two hands, as Foster's Duplicate Whist numbers them: set 1 hands 1-2 dealt "
        "at table 1, set 2 hands 1-2 dealt at table 2, set 3 hands 3-4 dealt at "
        "table 3, sets 4/5 hands 5-6, 6/7 hands 7-8, 8/9 hands 9-10, 10/11 hands "
        "11-12, 12/13 hands 13-14, 14/15 hands 15-16 (dealt at table 1 / table "
        "2).");
    m.notes.push_back("Tables 1 and 2 deal and play two hands each, then exchange trays. Table 3 "
                      "plays hands 3-4 in the first round, leaves them in the trays, and b and c "
                      "overplay them in round 5: a match between b, c and e, f.");
    m.notes.push_back("Rounds 13-14 are the match between a and d only: the North-South seats are "
                      "filled by any other players (here b and c); take no notice of their "
                      "scores.");
    m.promises.timesEachSetPlayed = 2;
    listOnlyTablesInPlay(m);
    return m;
}

} // namespace overplay::movements
