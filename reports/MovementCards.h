#pragma once
// What the guide cards print, derived from the movement: one card per table (round by round
// who sits where, which boards, where the boards go next) and one per entry (Howell's
// indicator card of seed 004: for each round the table and the seat to take).

#include "movements/Movement.h"

#include <string>
#include <vector>

namespace overplay::reports {

/// One round on a table's guide card.
struct TableCardRow {
    int round = 0;
    int ns = 0;  ///< entry holding the North-South cards (0: nobody)
    int ew = 0;  ///< entry holding the East-West cards (0: nobody)
    int set = 0; ///< board set (0: no boards)
    int firstBoard = 0;
    int lastBoard = 0;
    bool switched = false;       ///< arrow switch: the pairs play the other way
    std::vector<int> players;    ///< individuals: N, E, S, W players
    std::vector<int> sharedWith; ///< other tables playing the same set this round (relay)
    /// Where the boards go after this round: "table 4", "bye stand", "tables 2, 9", "collect".
    std::string boardsNext;
};

/// A table's guide card.
struct TableCard {
    int table = 0;
    std::vector<TableCardRow> rows;
};

/// One round on an entry's own card.
struct PairCardRow {
    int round = 0;
    int table = 0;         ///< 0: sits out
    std::string seat;      ///< "N-S", "E-W" (pairs), "N", "E", "S", "W" (individuals), "" sitout
    std::string opponents; ///< the entry or entries faced ("4", "3 & 7")
    int firstBoard = 0;
    int lastBoard = 0;
    bool switched = false;
};

/// An entry's indicator card.
struct PairCard {
    int entry = 0;
    std::vector<PairCardRow> rows;
};

/// One card per table, tables in order, rounds in order.
std::vector<TableCard> tableCards(const movements::Movement& movement);

/// One card per entry 1..movement.pairs, rounds in order; a round where the entry is not
/// seated is a sitout row (table 0).
std::vector<PairCard> pairCards(const movements::Movement& movement);

} // namespace overplay::reports
