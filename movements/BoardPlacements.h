// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Where each board is played: the boards a table plays in a round, every (round, table,
// board) of a movement, and where two pairs meet on a board — with the sentence a director
// reads when they do not. One place for the question every front end and the event store
// ask, instead of a loop over rounds, tables and boards written again in each.

#include "core/Error.h"
#include "movements/Movement.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <unordered_map>

namespace overplay::movements {

/// One board played at one table in one round.
struct BoardPlay {
    int round = 0;
    TableRound table;
    int board = 0;
};

/// The boards a table plays with its board set (none for a table without boards).
std::vector<int> boardsAt(const Movement& movement, const TableRound& table);

/// Every board played at every table in every round, round by round, table by table, board
/// by board: a traveller line for each. A table whose pair (or player) is missing plays none.
std::vector<BoardPlay> boardPlays(const Movement& movement);

/// How many board plays boardPlays gives, counted without building them (a reader sizes its
/// lines by it).
std::size_t boardPlayCount(const Movement& movement);

/// The refusal of a line whose pairs do not meet on its board as the movement says (the seats
/// the wrong way round, a board played at the wrong table or round): a director may still
/// enter it as played.
class PlacementError : public core::InputError {
public:
    using core::InputError::InputError;
};

/// Where the pairs of a movement meet on each board, built once from the movement.
class BoardPlacements {
public:
    /// Where two entries meet with a board set: the round and the table's round.
    struct Placement {
        int round = 0;
        TableRound table;
    };

    /// The movement is read, not copied: it must outlive these placements. `labelPrefix` is
    /// what the sentences' labels start with: the section's letter in a session of several
    /// sections ("B1EW"), else nothing.
    explicit BoardPlacements(const Movement& movement, std::string labelPrefix = {});

    /// Where `ns` (holding North-South) and `ew` meet on `board`, if they do. In an
    /// individual event either player of a side names it.
    std::optional<Placement> find(int board, int ns, int ew) const;

    /// As find, or throws core::InputError with the sentence a director needs: the board or
    /// pair that does not exist, the pairs given the wrong way round (an arrow-switched
    /// round), or where the board is played instead.
    Placement require(int board, int ns, int ew) const;

    /// Where a line the movement does not place was most likely played, for a line entered as
    /// played: the pairs' own table the other way round, else where `ns` (then `ew`) was to
    /// play the board, else round 1 at table 1.
    Placement asPlayed(int board, int ns, int ew) const;

private:
    static std::uint64_t key(int set, int ns, int ew);
    std::string label(int entry) const;
    std::string pairName(int entry) const { return "pair " + label(entry); }
    const Movement* m_movement;
    std::string m_labelPrefix;
    std::unordered_map<std::uint64_t, Placement> m_placements;
};

} // namespace overplay::movements
