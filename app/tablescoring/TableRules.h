// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The rules of table scoring, apart from the web: which round a table is playing, which
// boards it plays then, what it may enter or confirm, when a lead may be refused, and when a
// board's traveller opens to it. Plain C++ over the event file, so each rule is tested
// without HTTP; the table-scoring server only routes requests to these and words the
// answers as pages.

#include "core/Session.h"
#include "db/EventStore.h"
#include "movements/Movement.h"

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace overplay::app {

/// Whether a table is done with a line: the opponents confirmed it, or the director (or an
/// imported file) entered it — the director's word needs no confirmation from the table.
bool isSettled(const db::StoredLine& line);

/// One board a table plays in a round, with the table's line if entered.
struct BoardState {
    int board = 0;
    std::optional<db::StoredLine> line;
};

/// How far one table has got.
struct TableProgress {
    int table = 0;
    int round = 0;         ///< the round it is playing (after the last: finished)
    int boardsInRound = 0; ///< boards it plays this round
    int entered = 0;       ///< of those, entered (confirmed or not)
    int confirmed = 0;     ///< of those, confirmed by the opponents
    bool finished = false; ///< every board of every round confirmed
};

/// Where a table is, and the round it is shown.
struct TablePosition {
    /// The round the table is playing: the first whose boards are not all settled at it
    /// (rounds + 1 when it has finished).
    int currentRound = 0;
    int round = 0; ///< the round shown: the one asked for if already reached, else current
    std::optional<movements::TableRound> seating; ///< of the round shown, if it plays then
    std::vector<BoardState> boards;               ///< of the round shown
};

/// Why a table's request is refused, in the sentence its phone shows.
struct TableRefusal {
    enum class Kind {
        NotNow,      ///< a round the table is not playing now (or at all)
        NotHere,     ///< a board the table does not play in that round
        Settled,     ///< the line is confirmed, or the director's: only the director changes it
        NoResult,    ///< nothing entered yet to confirm
        Lead,        ///< the lead is not in the opening leader's hand
        LeadLimit,   ///< too many refused leads on this board: enter it without the lead
        NotPlayedYet ///< a traveller asked for before the table's own line is settled
    };
    Kind kind;
    std::string message;
};

/// A board of a form, checked: it is this table's in a round it may enter.
struct TableTarget {
    int board = 0;
    int round = 0;
    movements::TableRound seating;
};

class TableRules {
public:
    /// Reads lines, boards and the movement through the store; the leads checked are kept in
    /// the event (EventStore::checkLead), so their limit outlives the server.
    explicit TableRules(db::EventStore& store);

    const movements::Movement& movement() const { return m_movement; }

    /// The pairs and boards of a table in a round, if it plays boards then.
    std::optional<movements::TableRound> seating(int table, int round) const;
    /// The table's own lines of a round, board by board (only the few it plays: a phone's
    /// page must not cost a read of the whole event).
    std::vector<BoardState> boardsOf(const movements::TableRound& seating) const;
    /// Where a table is. A line the director entered or corrected counts as settled, so a
    /// correction made at the console never sends a table back to an old round.
    TablePosition position(int table, int requestedRound = 0) const;
    TableProgress progress(int table) const;

    /// The board and round a form names, if the table plays that board in that round and
    /// has reached the round.
    std::variant<TableTarget, TableRefusal> target(int table, int round, int board) const;
    /// Whether the table may enter (or re-enter) its line of the target.
    std::optional<TableRefusal> mayEnter(int table, const TableTarget& target) const;
    /// Whether the table may confirm the target's line; nullopt with nothing to do is
    /// reported by needsConfirming.
    std::optional<TableRefusal> mayConfirm(const TableTarget& target) const;
    /// Whether the target's line waits for the opponents' confirmation.
    bool needsConfirming(const TableTarget& target) const;

    /// A lead checked against the hand record. The refusal names only the opening leader: a
    /// phone must not learn who holds a card. Every lead checked counts, taken or refused
    /// (a lead taken says "that player holds it" as surely as a refusal says the opposite):
    /// after maxLeadsChecked different leads on a board the table must enter it without one,
    /// whatever the card, so the leader's hand cannot be probed card by card. The count is
    /// kept in the event: restarting the server does not reset it.
    std::optional<TableRefusal> checkLead(int table, const core::TravellerLine& line);

    /// Whether a board's traveller opens to a table: only once its own line of the board is
    /// settled (nobody sees a traveller before playing the board). Gives the table's
    /// seating on the board when it does.
    std::optional<movements::TableRound> travellerSeating(int table, int board) const;

    /// Different leads a table may have checked on a board: the lead played and two slips of
    /// the finger; too few to probe the leader's hand.
    static constexpr int maxLeadsChecked = 3;

private:
    db::EventStore& m_store;
    movements::Movement m_movement;
};

} // namespace overplay::app
