// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The movement JSON of docs/cli.md, written and read back exactly (round trip).
//
//   {"kind": "howell", "name": "5-table Howell", "pairs": 10, "tables": 5,
//    "boardSets": 9, "boardsPerRound": 3,
//    "rounds": [{"round": 1, "tables": [{"table": 1, "ns": 10, "ew": 1, "set": 1}, ...],
//                "sitout": []}, ...],
//    "pairLabels": {"1": "1", ...}}
//
// Optional keys, written only when they say something: per round "stay": true (the second
// half of a round: the same pairs stay in their places and play another set, as in the EBU's
// 3-table Howell in ten sets; Round::samePlacesAsBefore); per table "switched": true and
// "players": [N, E, S, W] (individuals); "teams": {"pair": team}; "notes": [...];
// "byeStandAfterTable": t; "promises": {"timesEachSetPlayed": n, "everyPairMeetsEveryOther":
// true, "noPairMeetsTwice": true, "everyPairPlaysEverySet": true, "teammatesNeverMeet": true,
// "everyPlayerPartnersEveryOtherOnce": true, "replayWithCardsReversed": true,
// "sharedTables": [{"round": 0, "tables": [1, 2]}]} (round 0: every round).

#include "movements/Movement.h"

#include <string>

namespace overplay::movements {

/// The movement as JSON text (indent < 0: one line).
std::string movementToJson(const Movement& movement, int indent = 2);

/// Reads movement JSON strictly: every required key present with the right type, no unknown
/// key. Throws core::InputError naming the key and where it is ("rounds[2].tables[0].ns").
/// It does not check that the movement can be played: that is validate()'s job.
Movement movementFromJson(const std::string& text);

} // namespace overplay::movements
