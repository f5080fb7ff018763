// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Guide-card data: what the cards on the tables and in the pairs' hands say. Plain values;
// reports/ draws them.
//
// Table guide card (one per table): for each round the North-South and East-West pairs, the
// boards, where each pair goes next (table and seat) and where the boards go next (a table,
// the relay or bye stand until a later round, or back to the director when they are done).
// Pair card (Howell indicator card, Foster's Duplicate Whist): for each round the table, the seat,
// the opponents and the boards.

#include "movements/Movement.h"

#include <string>
#include <vector>

namespace overplay::movements {

/// Where an entry goes after a round.
struct NextPlace {
    int round = 0;    ///< the round it next plays (0: the session is over for it)
    int table = 0;    ///< its table then (0: it sits out the next round)
    std::string seat; ///< "NS", "EW" (pairs), "N", "E", "S", "W" (individuals), "" if none
    std::string text; ///< "table 3 EW", "sit out", "stay NS", "end"
};

/// Where a board set goes after a round.
struct BoardsNext {
    int round = 0; ///< the round it is next in play (0: done)
    int table = 0; ///< the (first) table that plays it then
    /// "table 3", "relay (table 3 in round 5)", "bye stand (table 3 in round 5)", "done".
    std::string text;
};

/// One round on a table's guide card.
struct TableGuideLine {
    int round = 0;
    int ns = 0;
    int ew = 0;
    int set = 0; ///< 0: no boards (an empty or idle table)
    int firstBoard = 0;
    int lastBoard = 0;
    bool switched = false;       ///< arrow switch: NS hold the East-West cards
    std::vector<int> players;    ///< individuals: N, E, S, W
    std::vector<int> sharedWith; ///< other tables playing the same set this round
    NextPlace nsNext;
    NextPlace ewNext;
    BoardsNext boardsNext;
};

/// The guide card of one table.
struct TableGuideCard {
    int table = 0;
    std::vector<TableGuideLine> lines; ///< one per round
};

/// One round on an entry's own card.
struct PairCardLine {
    int round = 0;
    int table = 0;     ///< 0: sits out
    std::string seat;  ///< "NS", "EW"; individuals "N", "E", "S", "W"; "" when sitting out
    int opponents = 0; ///< pairs: the opposing pair (individuals: 0)
    int partner = 0;   ///< individuals: the partner (pairs: 0)
    int set = 0;
    int firstBoard = 0;
    int lastBoard = 0;
};

/// An entry's own card (Howell indicator card).
struct PairCard {
    int pair = 0;
    std::string label;
    std::vector<PairCardLine> lines; ///< one per round
};

/// Guide cards of every table, table 1 first. Both throw core::InputError for a movement
/// validate() refuses.
std::vector<TableGuideCard> tableGuideCards(const Movement& movement);

/// Cards of every entry, pair 1 first.
std::vector<PairCard> pairCards(const Movement& movement);

} // namespace overplay::movements
