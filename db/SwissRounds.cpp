// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/SwissRounds.h"

#include "core/Error.h"
#include "db/Ranking.h"
#include "movements/BoardPlacements.h"
#include "movements/TeamMovements.h"

#include <set>

namespace overplay::db {

core::SwissDraw drawNextSwissRound(EventStore& store, const std::string& who) {
    const movements::Movement& m = store.movement();
    if (m.kind != "swiss-teams")
        throw core::InputError("only a Swiss teams event is drawn round by round; this is a " +
                               (m.name.empty() ? m.kind : m.name));
    const int drawn = static_cast<int>(m.rounds.size());
    if (drawn >= m.boardSets)
        throw core::InputError("all " + std::to_string(m.boardSets) +
                               " rounds of the Swiss are drawn");
    // The standings must be those of every round played.
    std::size_t missing = 0;
    for (const auto& play : movements::boardPlays(m))
        if (!store.line(play.board, play.table.ns, play.table.ew))
            ++missing;
    if (missing > 0)
        throw core::InputError("round " + std::to_string(drawn) + " has " +
                               std::to_string(missing) + (missing == 1 ? " result" : " results") +
                               " missing: the next round is drawn from complete standings");

    const int teams = m.pairs / 2;
    std::vector<core::SwissStanding> standings;
    for (int t = 1; t <= teams; ++t)
        standings.push_back({t, 0, 0});
    const core::SessionResult result = rankEvent(store);
    for (const auto& ranking : result.rankings)
        for (const auto& row : ranking.rows)
            if (row.entry >= 1 && row.entry <= teams)
                standings[static_cast<std::size_t>(row.entry - 1)] = {row.entry, row.score,
                                                                      row.tiebreak};
    std::set<std::pair<int, int>> met;
    std::set<int> byes;
    for (const auto& round : m.rounds) {
        for (const auto& t : round.tables)
            if (t.ns > 0 && t.ew > 0)
                met.insert({m.teamOf.at(t.ns), m.teamOf.at(t.ew)});
        for (int pair : round.sitout)
            byes.insert(m.teamOf.at(pair));
    }
    const core::SwissDraw draw = core::swissDraw(standings, met, byes);
    store.changeMovement(movements::withSwissRound(m, draw), false, who);
    return draw;
}

} // namespace overplay::db
