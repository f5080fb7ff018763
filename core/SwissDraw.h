// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The draw of a Swiss teams event, round by round: teams ranked by victory points so far meet
// teams near them that they have not met. The pairing rules as the EBU and WBF run Swiss
// teams: the top team plays the highest-placed team it has not met, and so on down the
// ranking, going back a step when the last teams could only be paired by a repeat; an odd
// number of teams gives one team a bye, never twice to the same team.

#include <optional>
#include <set>
#include <utility>
#include <vector>

namespace overplay::core {

/// One team's place going into the draw.
struct SwissStanding {
    int team = 0;
    double victoryPoints = 0;
    double tiebreak = 0; ///< e.g. the IMP difference; higher is better
};

/// One round's draw: its matches in table order (the higher-placed team first) and the bye.
struct SwissDraw {
    std::vector<std::pair<int, int>> matches;
    std::optional<int> bye;
};

/// Teams in the order the draw takes them: victory points, then the tie-break, then the team
/// number (the lower first).
std::vector<SwissStanding> swissOrder(std::vector<SwissStanding> standings);

/// The next round's draw from the standings (any order), the pairs of teams that have met
/// (either order) and the teams that have had a bye. When no draw avoids every repeat, the
/// one with the fewest repeats, taken in the same order, is made. Throws InputError for fewer
/// than two teams or a team named twice.
SwissDraw swissDraw(const std::vector<SwissStanding>& standings,
                    const std::set<std::pair<int, int>>& met, const std::set<int>& hadBye);

/// Round 1 (seeded): the top half by seeding (team number) against the bottom half, 1 v
/// N/2 + 1, 2 v N/2 + 2, …; an odd number of teams gives the last team the bye.
SwissDraw firstSwissDraw(int teams);

} // namespace overplay::core
