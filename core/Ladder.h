// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A club ladder: across the events of a season, each member's events, average percentage and
// the total of their best N percentages. Clubs rank their ladders on the best-N total so that
// a member is not penalised for missing nights, nor rewarded for playing every one (the EBU's
// club guidance describes ladders of this kind).

#include <string>
#include <vector>

namespace overplay::core {

/// One member's percentage in one event of the season.
struct LadderScore {
    std::string member; ///< who: the member number, or the name of one without a number
    std::string name;   ///< as printed
    std::string event;  ///< which event (its name and date): one score a member per event
    double percent = 0;
};

/// How the ladder counts.
struct LadderRules {
    int best = 0; ///< N: the best N percentages make the total; 0 counts every event
};

/// One member's line of the ladder.
struct LadderRow {
    std::string rank; ///< "1", "2=", …
    std::string member;
    std::string name;
    int events = 0;       ///< events played in the season
    double average = 0;   ///< of every event's percentage
    double bestTotal = 0; ///< the best N percentages added (all of them with fewer than N)
    int counted = 0;      ///< how many make the total: min(events, N)
};

/// The ladder, best first: on the best-N total, then the average; equal members share a
/// place. InputError for a member scored twice in one event or a percentage outside 0..100.
std::vector<LadderRow> clubLadder(const std::vector<LadderScore>& scores, const LadderRules& rules);

} // namespace overplay::core
