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
//
// Both count rounds as the players do: a round in two halves (Round::samePlacesAsBefore, the
// EBU's 3-table Howell in ten sets) is one line, its first set in the line's own fields and the
// set played after it with the same pairs in thenSets ("round 1: boards 1-3 then 4-6").

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
    int round = 0; ///< the round it is next in play, as players count (0: done)
    int table = 0; ///< the (first) table that plays it then
    /// "table 3", "relay (table 3 in round 5)", "bye stand (table 3 in round 5)", "done"; for
    /// the second set of a round in two halves "relay (table 3, second set of round 5)".
    std::string text;
};

/// A set a table plays after the first in the same round, with the same pairs (the second
/// half of a round in two halves).
struct ThenSet {
    int movementRound = 0; ///< the Round::number of the half it is played in
    int set = 0;
    int firstBoard = 0;
    int lastBoard = 0;
    bool switched = false;       ///< table cards: arrow switch in this half
    std::vector<int> sharedWith; ///< table cards: other tables playing the same set then
    BoardsNext boardsNext;       ///< table cards: where the set goes after this half
};

/// One round on a table's guide card.
struct TableGuideLine {
    int round = 0;         ///< the round as players count it (a round in two halves is one)
    int movementRound = 0; ///< the Round::number of the round, or of its first half
    int ns = 0;
    int ew = 0;
    int set = 0; ///< 0: no boards (an empty or idle table)
    int firstBoard = 0;
    int lastBoard = 0;
    /// Arrow switch: `ns` (the pair holding the North-South cards) sits East-West and `ew`
    /// North-South; they stay in their seats and play the other cards. NextPlace seats are
    /// where the pairs sit.
    bool switched = false;
    std::vector<int> players;    ///< individuals: N, E, S, W
    std::vector<int> sharedWith; ///< other tables playing the same set this round
    NextPlace nsNext;            ///< after the whole round (both halves)
    NextPlace ewNext;
    BoardsNext boardsNext;         ///< where the (first) set goes
    std::vector<ThenSet> thenSets; ///< the sets played after it, same pairs, same places
};

/// The guide card of one table.
struct TableGuideCard {
    int table = 0;
    std::vector<TableGuideLine> lines; ///< one per round (as players count rounds)
};

/// One round on an entry's own card.
struct PairCardLine {
    int round = 0;         ///< the round as players count it (a round in two halves is one)
    int movementRound = 0; ///< the Round::number of the round, or of its first half
    int table = 0;         ///< 0: sits out
    std::string seat;      ///< "NS", "EW"; individuals "N", "E", "S", "W"; "" when sitting out
    int opponents = 0;     ///< pairs: the opposing pair (individuals: 0)
    int partner = 0;       ///< individuals: the partner (pairs: 0)
    int set = 0;
    int firstBoard = 0;
    int lastBoard = 0;
    std::vector<ThenSet> thenSets; ///< the sets played after it at the same table
};

/// An entry's own card (Howell indicator card).
struct PairCard {
    int pair = 0;
    std::string label;
    std::vector<PairCardLine> lines; ///< one per round (as players count rounds)
};

/// Guide cards of every table, table 1 first. Both throw core::InputError for a movement
/// validate() refuses.
std::vector<TableGuideCard> tableGuideCards(const Movement& movement);

/// Cards of every entry, pair 1 first.
std::vector<PairCard> pairCards(const Movement& movement);

} // namespace overplay::movements
