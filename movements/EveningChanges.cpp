// SPDX-License-Identifier: GPL-3.0-or-later
#include "movements/EveningChanges.h"

#include "core/Error.h"
#include "movements/Generate.h"

#include <set>

namespace overplay::movements {

Movement withOneMorePair(const Movement& movement) {
    if (!movement.teamOf.empty() || movement.isIndividual())
        throw core::InputError("a late entry cannot join a " +
                               std::string(movement.isIndividual() ? "individual" : "team") +
                               " movement; seat a substitute instead");
    MovementRequest request;
    request.kind = movement.kind;
    request.pairs = movement.pairs + 1;
    request.boardsPerRound = movement.boardsPerRound;
    // The arrow switches stay where they were: the rounds already played keep their meaning.
    std::set<int> switched;
    for (const Round& round : movement.rounds)
        for (const TableRound& t : round.tables)
            if (t.switched)
                switched.insert(round.number);
    request.arrowSwitchRounds.assign(switched.begin(), switched.end());
    return generateMovement(request);
}

std::vector<BoardPlay> playsOf(const Movement& movement, int entry, int firstRound, int lastRound) {
    std::vector<BoardPlay> out;
    for (const BoardPlay& play : boardPlays(movement))
        if (play.round >= firstRound && play.round <= lastRound &&
            (play.table.ns == entry || play.table.ew == entry))
            out.push_back(play);
    return out;
}

} // namespace overplay::movements
