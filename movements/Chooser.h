// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The chooser: given the field and the time, the movements that fit, best first.

#include "movements/Movement.h"
#include "movements/MovementRequest.h"

#include <optional>
#include <string>
#include <vector>

namespace overplay::movements {

/// The game the event plays: bridge (contract or auction, which move alike) or duplicate
/// whist, whose team systems (Foster's Duplicate Whist) a bridge club does not play. Any lists
/// both, the bridge movements first.
enum class ChoiceGame { Any, Bridge, Whist };

/// Movements made for duplicate whist alone: compass whist, American Whist Lite, Foster's
/// schedules and his team systems (team v team, club v club, Gilman's). Left out of a bridge
/// event's list; first in a whist event's.
bool isWhistMovement(const std::string& kind);

/// What the director has.
struct ChoiceRequest {
    int pairs = 0;     ///< pairs entered (0: two per table)
    int tables = 0;    ///< tables available (0: from the pairs)
    int teams = 0;     ///< teams of four, for a teams event (then pairs/tables are ignored)
    int players = 0;   ///< players of an individual event (then pairs/tables are ignored)
    int boards = 0;    ///< boards wanted in the session (0: about 24–28)
    int maxRounds = 0; ///< the most rounds there is time for (0: no limit)
    /// Boards a round the director insists on (0: chosen so the session comes near `boards`).
    int boardsPerRound = 0;
    ChoiceGame game = ChoiceGame::Any;
};

/// One movement that fits.
struct MovementChoice {
    MovementRequest request; ///< what generateMovement() needs to make it
    Movement movement;
    std::string why;    ///< one line: balance, rounds, boards, sitout
    double score = 0.0; ///< lower is better (see chooseMovements)
};

/// What the published club recommendations play at T tables (a half table counts as a whole
/// one) for a session of two and a half to three hours, 24–28 boards: the EBU's club list of
/// movements (as its affiliated clubs print it: Howells up to 7 tables, a ¾ Howell at 6, a
/// Mitchell of 9 rounds × 3 or 13 rounds × 2 from 9 tables, a skip for an even number) and
/// BridgeScorePlus's "Recommended Movements", compiled with ACBL tournament and club
/// directors. Where the EBU list names a hesitation Mitchell, which Overplay does not generate
/// (8, 11 and 12 tables), the clubs' usual share-and-relay or shortened Mitchell is taken.
struct PublishedChoice {
    int tables = 0;
    std::string kind;       ///< "howell" or "mitchell"
    int rounds = 0;         ///< 0: the movement's complete number of rounds
    std::string evenTables; ///< Mitchell at an even number of tables: "skip" or "relay"
    int boardsPerRound = 0;
    std::string source; ///< where it is published, by title
};

/// The published first choice for 2..20 tables (nothing outside that range).
std::optional<PublishedChoice> publishedChoice(int tables);

/// Every movement that fits, best first. Candidates: the complete Howell, a partial Howell for
/// the time there is, at three tables the Howell in ten sets (ThreeTableHowell.h), Mitchells
/// (plain, and skip / relay and bye stand / share for an even number of tables, and one with arrow
/// switch), American Whist Lite, compass whist and the whist schedules for two, four and six pairs;
/// for teams the team movements in the order a director looks for them: for bridge a match (two
/// teams), a round robin, a Swiss and Howell's system; for whist Gilman's systems, club v club
/// (half the teams a side), team v team and Howell's system; for an individual event the
/// individual movements. `game` leaves out the other game's movements (Bridge) or lists its own
/// first (Whist). For a pairs event of 2..20 tables the published first choice (publishedChoice)
/// comes first, its boards a round fitted to the boards asked for, if any, when that comes within
/// a tenth of them (or two boards); otherwise it is ranked with the others, so 20 boards at seven
/// tables offer the 7-round Mitchell of 21 boards before the 26-board Howell. The others are
/// generated, validated (invalid ones are dropped) and scored (team movements keep their order):
///   score = (100 − Qf) for one-winner movements, + 20 for a two-winner one (NS and EW ranked
///   apart), + 30 × |boards − wanted| / wanted (with none wanted, for pairs: how far outside
///   24–28, over 26), + 3 per round beyond 13, + 5 per round of sitting out per pair, + 10 for a
///   partial movement (not every pair meets every other). Rounds are counted as players count
///   them (a round in two halves is one; maxRounds too), boards by the sets played.
std::vector<MovementChoice> chooseMovements(const ChoiceRequest& request);

} // namespace overplay::movements
