#include "db/Ranking.h"

#include "db/EventStore.h"

#include <algorithm>
#include <set>

namespace overplay::db {

core::SessionInput sessionInputOf(const EventStore& store) {
    const movements::Movement& m = store.movement();
    core::SessionInput input;
    const EventInfo info = store.info();
    input.method = info.scoring;
    input.bamScale = info.bamScale;

    const std::vector<StoredLine> stored = store.lines();
    input.lines.reserve(stored.size());
    for (const auto& s : stored)
        input.lines.push_back(s.line);

    // Two fields when no pair ever changes direction (a Mitchell without arrow switches, a
    // compass whist): each direction is ranked on its own. Otherwise one field.
    std::set<int> ns, ew;
    std::map<int, int> timesPlayed; // board set → tables that play it
    for (const auto& round : m.rounds)
        for (const auto& t : round.tables) {
            if (t.set == 0 || t.ns == 0 || t.ew == 0)
                continue;
            ns.insert(t.ns);
            ew.insert(t.ew);
            ++timesPlayed[t.set];
        }
    const bool disjoint = std::none_of(ns.begin(), ns.end(), [&](int p) { return ew.count(p); });
    if (disjoint && !ns.empty() && !ew.empty() && m.teamOf.empty()) {
        input.fields["NS"] = std::vector<int>(ns.begin(), ns.end());
        input.fields["EW"] = std::vector<int>(ew.begin(), ew.end());
    }
    // Results each board should have had: the most times the movement plays any set (a
    // board with fewer results is factored up by Neuberg's formula).
    for (const auto& [set, times] : timesPlayed)
        input.expectedPerBoard = std::max(input.expectedPerBoard, times);
    input.teamOf = m.teamOf;
    return input;
}

core::SessionResult rankEvent(const EventStore& store) {
    return core::scoreSession(sessionInputOf(store));
}

} // namespace overplay::db
