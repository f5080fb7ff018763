// SPDX-License-Identifier: GPL-3.0-or-later
#include "movements/Generate.h"

#include "core/Error.h"
#include "movements/Howell.h"
#include "movements/Individual.h"
#include "movements/Mitchell.h"
#include "movements/TeamMovements.h"
#include "movements/ThreeTableHowell.h"
#include "movements/WhistMovements.h"

#include <functional>

namespace overplay::movements {

namespace {

struct Generator {
    MovementKindInfo info;
    std::function<Movement(const MovementRequest&)> make;
};

const std::vector<Generator>& generators() {
    static const std::vector<Generator> list = {
        {{"howell", "Howell: every pair meets every other (complete, or partial with --rounds)"},
         howell},
        {{"howell-ten-sets",
          "3-table Howell in ten sets: two sets a round with the same pairs, none shared"},
         howellTenSets},
        {{"mitchell", "Mitchell: North-South stay, East-West move up (skip, relay, share)"},
         mitchell},
        {{"american-whist", "American Whist Lite: North-South stay, East-West move two tables"},
         americanWhist},
        {{"compass", "compass whist: North-South stay, East-West up one table, about 24 trays"},
         compass},
        {{"memory-pairs", "memory duplicate for two pairs: trays reversed for the overplay"},
         memoryPairs},
        {{"four-pairs", "four pairs at two tables in three sets (duplicate whist)"}, fourPairs},
        {{"six-pairs", "the six-pair schedule of duplicate whist"}, sixPairs},
        {{"teams", "teams-of-four match on two tables", true}, teamsMatch},
        {{"team-whist", "team v team in the six sets that exhaust the changes of partners", true},
         teamWhist},
        {{"club-whist", "club v club at pairs of tables", true}, clubWhist},
        {{"howell-teams", "Howell's system for an odd number of teams", true}, howellTeams},
        {{"gilman-teams", "Gilman's systems for odd and even numbers of teams", true}, gilmanTeams},
        {{"round-robin-teams", "round robin of team matches, a bye for an odd number", true},
         roundRobinTeams},
        {{"swiss-teams", "Swiss teams: each round drawn from the standings (overplay-cli draw)",
          true},
         swissTeams},
        {{"individual", "individual: everyone partners everyone once"}, individual},
        {{"memory-individual", "four-player memory duplicate, South fixed"}, memoryIndividual},
    };
    return list;
}

} // namespace

const std::vector<MovementKindInfo>& movementKinds() {
    static const std::vector<MovementKindInfo> kinds = [] {
        std::vector<MovementKindInfo> v;
        for (const Generator& g : generators())
            v.push_back(g.info);
        return v;
    }();
    return kinds;
}

Movement generateMovement(const MovementRequest& request) {
    for (const Generator& g : generators())
        if (g.info.kind == request.kind)
            return g.make(request);
    std::string known;
    for (const Generator& g : generators())
        known += (known.empty() ? "" : ", ") + g.info.kind;
    throw core::InputError("unknown movement '" + request.kind + "': the kinds are " + known + ".");
}

} // namespace overplay::movements
