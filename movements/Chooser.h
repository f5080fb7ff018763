#pragma once
// The chooser: given the field and the time, the movements that fit, best first.

#include "movements/Movement.h"
#include "movements/MovementRequest.h"

#include <string>
#include <vector>

namespace overplay::movements {

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
};

/// One movement that fits.
struct MovementChoice {
    MovementRequest request; ///< what generateMovement() needs to make it
    Movement movement;
    std::string why;    ///< one line: balance, rounds, boards, sitout
    double score = 0.0; ///< lower is better (see chooseMovements)
};

/// Every movement that fits, best first. Candidates: the complete Howell, a partial Howell for
/// the time there is, Mitchells (plain, and skip / relay and bye stand / share for an even
/// number of tables, and one with arrow switch), American Whist Lite, compass whist and the
/// whist schedules for two, four and six pairs; for teams the team movements (club v club
/// with half the teams a side); for an individual event the individual movements.
/// Each is generated, validated (invalid ones are dropped) and scored:
///   score = (100 − Qf) for one-winner movements, + 20 for a two-winner one (NS and EW ranked
///   apart), + 30 × |boards − wanted| / wanted (with none wanted, for pairs: how far outside
///   24–28, over 26), + 3 per round beyond 13, + 5 per round of sitting out per pair, + 10 for a
///   partial movement (not every pair meets every other).
std::vector<MovementChoice> chooseMovements(const ChoiceRequest& request);

} // namespace overplay::movements
