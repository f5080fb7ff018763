#include "reports/StoreSnapshot.h"

#include "movements/Labels.h"

#include "db/EventStore.h"
#include "db/Ranking.h"

namespace overplay::reports {

namespace {

EventSnapshot unscoredSnapshotOf(const db::EventStore& store) {
    EventSnapshot s;
    const db::EventInfo info = store.info();
    s.eventName = info.name;
    s.date = info.date;
    s.method = info.scoring;
    s.movement = store.movement();
    for (const auto& entry : store.entries()) {
        EntryInfo e;
        e.number = entry.number;
        e.label = movements::entryLabel(s.movement, entry.number);
        e.players = entry.players;
        s.entries[entry.number] = e;
    }
    s.bamScale = info.bamScale;
    for (const auto& team : store.teams()) {
        // An unnamed team reads as its number: "Team 3".
        s.teamNames[team.number] =
            team.name.empty() ? "Team " + std::to_string(team.number) : team.name;
        s.teamPlayers[team.number] = team.players;
    }
    for (auto& [number, e] : s.entries)
        if (const auto it = s.movement.teamOf.find(number); it != s.movement.teamOf.end())
            e.teamName = s.teamNames[it->second];
    for (const auto& board : store.boards()) {
        BoardInfo b;
        b.number = board.number;
        b.dealer = board.dealer;
        b.vulnerability = board.vulnerability;
        b.deal = board.deal;
        b.doubleDummy = board.doubleDummy;
        s.boards.push_back(std::move(b));
    }
    return s;
}

} // namespace

EventSnapshot snapshotOf(const db::EventStore& store) {
    EventSnapshot s = unscoredSnapshotOf(store);
    if (!store.lines().empty())
        s.result = db::rankEvent(store);
    return s;
}

EventSnapshot snapshotOf(const db::EventStore& store, const core::SessionResult& result) {
    EventSnapshot s = unscoredSnapshotOf(store);
    s.result = result;
    return s;
}

} // namespace overplay::reports
