// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The one model of every movement: rounds × tables → who holds the North-South and East-West
// cards and which board set is in play. Pairs, teams' pairs and individuals all use it.

#include <array>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace overplay::movements {

/// One table in one round.
struct TableRound {
    int table = 0; ///< 1-based table number
    int ns = 0;    ///< entry holding the North-South cards (0: nobody)
    int ew = 0;    ///< entry holding the East-West cards (0: nobody)
    int set = 0;   ///< board set in play, 1-based (0: no boards at this table this round)
    /// Arrow switch: ns/ew already hold the swapped pairs; this says the swap happened, so a
    /// guide card can tell the pairs to play the other way.
    bool switched = false;
    /// Individual movements: the players in the N, E, S, W seats (0 otherwise).
    std::array<int, 4> players{};
    friend bool operator==(const TableRound&, const TableRound&) = default;
};

/// One round of the movement.
///
/// A round in two halves (the EBU's 3-table Howell in ten sets: each table plays two sets one
/// after the other with the same pairs) is two Rounds, the second flagged samePlacesAsBefore.
/// Each half is an ordinary round for whatever works round by round (where a pair plays a
/// board, travellers, scoring); what players see as rounds (guide cards, round counts) joins
/// the halves: Movement::realRounds and Movement::realRoundOf.
struct Round {
    int number = 0; ///< 1-based
    std::vector<TableRound> tables;
    std::vector<int> sitout; ///< entries that sit out this round
    /// The second half of a round: the same pairs stay at the same tables, in the same seats,
    /// and play another board set (the validator checks it).
    bool samePlacesAsBefore = false;
    friend bool operator==(const Round&, const Round&) = default;
};

/// Tables that may play the same board set in the same round (the boards are passed between
/// them: two-table Howells, share-and-relay Mitchells). Anywhere else a set in play at two
/// tables at once is an error the validator reports.
struct SharedTables {
    int round = 0;           ///< the round this applies to; 0: every round
    std::vector<int> tables; ///< the tables that share
    friend bool operator==(const SharedTables&, const SharedTables&) = default;
};

/// What a generator promises about its movement. The validator (movements/Validator.h) checks
/// every promise that is set; a default-constructed value promises only what every movement
/// must satisfy (no entry in two places in a round, no entry plays a set twice, shared sets
/// only where declared, four distinct players a table in an individual).
struct MovementPromises {
    int timesEachSetPlayed = 0;            ///< > 0: every board set is played exactly this often
    bool everyPairMeetsEveryOther = false; ///< every two entries meet exactly once (Howell)
    bool noPairMeetsTwice = false;         ///< no two entries meet more than once
    bool everyPairPlaysEverySet = false;   ///< every entry plays every board set exactly once
    bool teammatesNeverMeet = false;       ///< team movements: pairs of one team never meet
    /// Individuals: every two players are partners exactly once.
    bool everyPlayerPartnersEveryOtherOnce = false;
    /// Memory duplicate: an entry may play a set a second time, holding the other cards.
    bool replayWithCardsReversed = false;
    /// Every entry plays the same number of rounds (sits out equally often).
    bool everyEntryPlaysEqually = false;
    /// Individuals, > 0: no two players are partners more often than this.
    int partnersAtMost = 0;
    /// Individuals, when the second is > 0: every two players are opponents at least
    /// `first` and at most `second` times.
    std::pair<int, int> opponentsBetween{0, 0};
    std::vector<SharedTables> sharedTables; ///< where one set may be in play at several tables
    friend bool operator==(const MovementPromises&, const MovementPromises&) = default;
};

/// A whole movement. Board set s holds boards (s-1)*boardsPerRound+1 .. s*boardsPerRound.
struct Movement {
    std::string kind; ///< "mitchell", "howell", "compass", "howell-teams", … (CLI KIND)
    std::string name; ///< what a director reads: "5-table Howell"
    int pairs = 0;    ///< entries: pairs, or players for an individual movement
    int tables = 0;
    int boardSets = 0;
    int boardsPerRound = 0;
    std::vector<Round> rounds;
    std::map<int, std::string> pairLabels; ///< pair number → label shown ("3", "3N", "A1")
    std::map<int, int> teamOf;             ///< team movements: pair → team number
    std::vector<std::string> notes; ///< relay, bye stand, skip and switch notes for directors
    MovementPromises promises;      ///< what the validator checks beyond the basics
    int byeStandAfterTable = 0;     ///< a bye stand sits between this table and the next (0: none)
    friend bool operator==(const Movement&, const Movement&) = default;

    bool isIndividual() const { return kind == "individual"; }
    int boards() const { return boardSets * boardsPerRound; }
    int firstBoardOf(int set) const { return (set - 1) * boardsPerRound + 1; }
    int lastBoardOf(int set) const { return set * boardsPerRound; }
    /// Board set that holds a board (0 when the board is outside the movement).
    int setOfBoard(int board) const {
        return board < 1 || board > boards() ? 0 : (board - 1) / boardsPerRound + 1;
    }
    /// The rounds the players see: a round in two halves counts once.
    int realRounds() const;
    /// The real round (1-based) a Round::number belongs to: its own, or for a half flagged
    /// samePlacesAsBefore that of the round it continues (0 outside 1..rounds.size()).
    int realRoundOf(int round) const;
    /// The Round::numbers a real round spans: its first and last half (both the round's own
    /// number for a round in one piece; {0, 0} outside 1..realRounds()), for whatever takes a
    /// round from a director ("the pair left after round 3").
    std::pair<int, int> roundsOfReal(int realRound) const;
};

/// The size of a movement, stated before its rounds are seated (newMovement). Every field has
/// a default so that a generator names the ones it states: `{.pairs = 8, .tables = 4, …}`.
struct MovementSize {
    int pairs = 0; ///< entries: pairs, or players for an individual movement
    int tables = 0;
    int rounds = 0; ///< rounds made ready, numbered 1..rounds
    int boardSets = 0;
    int boardsPerRound = 0;
};

/// How every movement is made: a movement of `kind` (the CLI KIND) called `name`, of `size`,
/// its rounds numbered 1..size.rounds with nobody seated yet, for the generator (or a test) to
/// fill in the tables and sitouts of each. Labels, notes and promises are its own to add.
Movement newMovement(std::string kind, std::string name, const MovementSize& size);

/// Labels every entry 1..pairs by its number ("7"): Howells and individuals, whose entries
/// have no direction or team to show.
void labelEntriesByNumber(Movement& movement);

/// Every table 1..tables may play the same board set in a round, every round: the boards are
/// duplicated (an individual's copies, a round of team matches).
SharedTables everyTableShares(int tables);

/// The usual boards a round for a session of `rounds` rounds: about 26 boards in the session,
/// at least two a round.
int usualBoardsPerRound(int rounds);

/// Whether a table plays its boards this round: it has a board set and both sides are there,
/// both pairs, or all four players of an individual (a table short of a player plays nothing).
/// The one rule for every count of where boards are played: traveller lines, `missing`, the
/// validator, the balance, and the ranking's top across the field.
bool isInPlay(const Movement& movement, const TableRound& table);

/// The movement file lists only tables in play (the CLI contract: pairs are 1..P, each either
/// seated or sitting out). Every round: a table without boards, or without both sides (all
/// four players), is dropped and whoever sat there sits out; every entry 1..pairs seated
/// nowhere is added to the sitout list. Table numbers are kept (a Mitchell's boards still
/// travel through a table nobody plays at); sitout lists end sorted.
void listOnlyTablesInPlay(Movement& movement);

/// Removes table `table` from every round (it must be in play in none) and numbers the tables
/// above it one lower, with the shared tables and the bye stand: the phantom's table of a
/// Howell for an odd number of pairs is neither printed nor numbered.
void removeTable(Movement& movement, int table);

} // namespace overplay::movements
